#pragma once
// Extra layers a MazeView draws over its maze picture (the teaching overlays: the distance heat
// map and the numbers of a search, ui/teaching/internals_overlay.hpp). A layer draws from the model
// only, in device pixels, into the frame the view has just rendered.
//
// Square cells are placed by cellRect; cells of other shapes (core/shape.hpp) by their shape's
// geometry through the transform ShapeRenderer drew them with (centre, outline, cellBox). The
// functions that take a CellIndex serve every shape, the square included.
//
// No Q_OBJECT and no coroutine types here.

#include "core/maze.hpp"

#include <QImage>
#include <QPainterPath>
#include <QPointF>
#include <QRectF>
#include <QSize>

#include <vector>

namespace mazelab::ui {

// Where the maze lies in the frame being drawn.
struct LayerFrame {
    const Maze* maze = nullptr;
    double scale = 1;       // device pixels per cell (other shapes: per unit of the shape)
    double x = 0;           // device position of cell (0, 0)'s top-left corner (other shapes:
    double y = 0;           // of the shape's origin)
    double dpr = 1;         // device pixels per logical pixel
    bool thinWalls = false; // rooms fill their cells (Blocks: a room is the middle half)
    // Colours of open blocks that show nothing but the maze (rooms and passages not searched,
    // plain or weighted): what a heat map may recolour.
    std::vector<QRgb> plainColours;
    // Cells other than squares: the maze's shape (ShapeRenderer's picture); null on square cells.
    const Shape* shape = nullptr;
    // Other shapes: the walls' colour. Their antialiased edges blend it with the room's, and a
    // heat map blends it with its own colour there instead.
    QRgb wallColour = 0;

    // The cell's square, in device pixels (square cells only).
    [[nodiscard]] QRectF cellRect(Cell c) const {
        return {x + c.x * scale, y + c.y * scale, scale, scale};
    }

    // The cell's centre, in device pixels.
    [[nodiscard]] QPointF centre(CellIndex c) const;
    // The square about the cell's centre that labels and marks fill: on square cells the cell
    // itself (cellRect); on others the square around the largest circle about the centre that
    // stays inside the cell (a hexagon's is a little narrower than the hexagon, a triangle's a
    // little more than half its base).
    [[nodiscard]] QRectF cellBox(CellIndex c) const;
    // The width of the smallest cell's box in device pixels, which type and marks are sized to:
    // `scale` on square cells.
    [[nodiscard]] double cellSpan() const;
    // The cell's outline as the picture fills it (other shapes; on square cells, cellRect).
    [[nodiscard]] QPainterPath outline(CellIndex c) const;
    // The cells that may show in a target of that size: on other shapes, the picture's own cull
    // (ShapeRenderer::visibleCells); on square cells the rows and columns it meets.
    [[nodiscard]] std::vector<CellIndex> visibleCells(QSize target) const;
};

class ViewLayer {
public:
    virtual ~ViewLayer() = default;
    virtual void paint(QImage& target, const LayerFrame& frame) const = 0;
};

} // namespace mazelab::ui
