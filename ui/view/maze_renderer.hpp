#pragma once
// Draws a maze picture from a board raster (ui/view/board_raster.hpp) at a given transform: the raster
// frames of the maze view, its PNG export and screenshots, and the vector shapes of the SVG export.
//
// A frame samples the visible part of the board into the target, one colour-table lookup per
// pixel, so it costs the target's pixels, not the maze's size. Below one device pixel per block
// the overlay comes from the board's mipmap, so that one-block-wide features (the path, the
// current cell, the frontier) never drop out of the picture.
//
// No Q_OBJECT and no coroutine types here.

#include "core/maze.hpp"

#include <QColor>
#include <QImage>
#include <QRect>
#include <QSize>

#include <optional>
#include <vector>

class QPainter;

namespace mazelab::ui {

class BoardRaster;
class ViewLayer;
struct BoardSampling; // maze_renderer.cpp
class CellEdges;      // maze_renderer.cpp

// Device pixels per cell and the device position of the content origin (the top-left corner of
// cell (0, 0); content coordinates are in cells). In Blocks style, block column j spans
// [j/2 - 1/4, j/2 + 1/4), so rooms are centred in their cells and the board spans [-1/4, W + 1/4];
// thin walls use the same transform, so switching styles keeps every cell where it was.
struct ViewTransform {
    double scale = 1;
    double x = 0;
    double y = 0;
};

// How the maze is drawn, apart from its colours (the board's palette).
struct RenderStyle {
    // Rooms fill whole cells and walls are thin lines; when a cell is only a few pixels it is
    // drawn as blocks (at that scale they look alike).
    bool thinWalls = false;
    bool grid = false;
    // Thin walls this many times as thick as usual (1 to 4, presentation mode).
    double wallWeight = 1;
};

class MazeRenderer {
public:
    // Below this many device pixels per cell (thin walls) or per block (the Blocks grid) lines
    // would swamp the picture: thin walls are drawn as blocks and the grid is left out.
    static constexpr double kMinDetailPx = 6.0;

    // All three must outlive the renderer (it is made for one frame or one export).
    MazeRenderer(const Maze& maze, const BoardRaster& board, const RenderStyle& style,
                 const QColor& background);

    // The whole maze centred and fitted into a device of that size.
    [[nodiscard]] static ViewTransform fitTransform(Size maze, QSize deviceSize);
    // The thin-wall thickness in device pixels at this many device pixels per cell.
    [[nodiscard]] static int thinWallThickness(double pixelsPerCell, double wallWeight);

    // Thin walls are drawn as such only where cells are big enough for lines.
    [[nodiscard]] bool thinAt(const ViewTransform& t) const;
    // The device-pixel square drawn for the start or the goal when rooms are too small to show
    // them; nullopt when the rooms themselves show them.
    [[nodiscard]] std::optional<QRect> endpointMarker(Cell cell, const ViewTransform& t) const;

    // Every pixel of target (RGB32, device pixels): the board, its walls and grid, the endpoint
    // markers, and the background around the board. False when there is nothing but background
    // (no board, or an empty target); nothing may be drawn over such a frame.
    bool render(QImage& target, const ViewTransform& t) const;
    // The view's extra layers over a frame render() drew, in order; dpr is the view's.
    void paintLayers(QImage& target, const ViewTransform& t,
                     const std::vector<const ViewLayer*>& layers, double dpr) const;
    // The fitted picture as vector shapes (the SVG export): the board's blocks, or with thin
    // walls the rooms and the walls as bars, at the same places as a fitted render's pixels, each
    // run of equal blocks in a row one rectangle.
    void renderVector(QPainter& painter, QSize size) const;

private:
    [[nodiscard]] BoardSampling sample(QSize target, const ViewTransform& t, bool thin) const;
    // Costs (heat), cell states, path and current cell: all are shades of the board, so one
    // colour-table lookup per pixel draws them together.
    void blitBoard(QImage& target, const BoardSampling& s, const ViewTransform& t) const;
    void drawThinGrid(QImage& target, const CellEdges& e) const;
    void drawThinWalls(QImage& target, const CellEdges& e, const ViewTransform& t) const;
    void drawBlockGrid(QImage& target, const BoardSampling& s) const;
    void drawEndpointMarkers(QImage& target, const ViewTransform& t) const;
    void vectorBlocks(QPainter& painter, const ViewTransform& t) const;
    void vectorThinWalls(QPainter& painter, const ViewTransform& t) const;

    const Maze& m_maze;
    const BoardRaster& m_board;
    const RenderStyle& m_style;
    QColor m_background;
};

} // namespace mazelab::ui
