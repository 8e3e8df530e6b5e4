#pragma once
// Draws a maze whose cells are not square (hexagons, triangles, rings: core/shape.hpp) with
// QPainter: each visible cell's outline filled with the colour of its shade (the board's rules,
// CellShades in ui/view/board_raster.hpp), then the walls core/shape_drawing.hpp lays out (arcs
// between rings, bridges at weave crossings), antialiased, so the picture is crisp at every zoom.
// Square mazes keep their block board (ui/view/maze_renderer.hpp), whose pixel-exact blit suits
// their grid. Content coordinates are the shape's units (Shape::centre, Shape::outline), y down.
//
// No Q_OBJECT and no coroutine types here.

#include "core/maze.hpp"
#include "ui/view/maze_renderer.hpp"

#include <QColor>
#include <QImage>
#include <QPointF>
#include <QRectF>
#include <QSize>

#include <vector>

class QPainter;
class QPainterPath;

namespace mazelab::ui {

class MazeScene;
struct MazePalette;

class ShapeRenderer {
public:
    // All four must outlive the renderer (it is made for one frame or one export).
    ShapeRenderer(const MazeScene& scene, const MazePalette& palette, const RenderStyle& style,
                  const QColor& background);

    // The whole maze centred and fitted into a device of that size, with a margin of a wall.
    [[nodiscard]] static ViewTransform fitTransform(const Shape& shape, QSize deviceSize);
    // Device pixels of a wall at this scale (device pixels per unit).
    [[nodiscard]] double wallThickness(double scale) const;

    // Every pixel of target (RGB32): the background, then the maze.
    void render(QImage& target, const ViewTransform& t) const;
    // The maze onto any painter (a frame, the SVG export): the cells that meet `visible` (device
    // coordinates), their walls and the outer boundary.
    void paint(QPainter& painter, const ViewTransform& t, const QRectF& visible) const;

    // The cell whose outline holds a device point, or -1.
    [[nodiscard]] CellIndex cellAt(QPointF device, const ViewTransform& t) const;

    // A cell's outline in device coordinates, as the picture fills it (arcs about the origin on
    // polar cells): the teaching layers draw over cells with it too.
    [[nodiscard]] static QPainterPath outlinePath(const Shape& shape, CellIndex c,
                                                  const ViewTransform& t);
    // The cells whose outlines may meet `visible` (device coordinates), as the picture culls them.
    [[nodiscard]] static std::vector<CellIndex>
    visibleCells(const Maze& maze, const ViewTransform& t, const QRectF& visible);

private:
    // The cells whose outlines may meet the device rectangle, as [first, last] index ranges of
    // rows (all cells of a polar maze, which is culled cell by cell).
    void forEachVisibleCell(const ViewTransform& t, const QRectF& visible, auto&& visit) const;

    const MazeScene& m_scene;
    const Maze& m_maze;
    const Shape& m_shape;
    const MazePalette& m_palette;
    const RenderStyle& m_style;
    QColor m_background;
};

} // namespace mazelab::ui
