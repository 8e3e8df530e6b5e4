#include "ui/view/shape_renderer.hpp"

#include "core/shape.hpp"
#include "core/shape_drawing.hpp"
#include "ui/view/board_raster.hpp"
#include "ui/view/board_shades.hpp"
#include "ui/view/maze_palette.hpp"
#include "ui/view/maze_scene.hpp"

#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace mazelab::ui {

namespace {

constexpr double kRadToDeg = 180.0 / std::numbers::pi;

QPointF toDevice(Point p, const ViewTransform& t) {
    return {t.x + p.x * t.scale, t.y + p.y * t.scale};
}

// The circle of `radius` about the shape's origin, in device coordinates (for arcTo).
QRectF circle(double radius, const ViewTransform& t) {
    const double r = radius * t.scale;
    return {t.x - r, t.y - r, 2 * r, 2 * r};
}

// Qt's angle of a point of ours: ours grow clockwise on screen (y down), Qt's counter-clockwise,
// in degrees.
double qtAngle(Point p) {
    return -std::atan2(p.y, p.x) * kRadToDeg;
}

// From `side.from` (where the path already is) to `side.to`, along the arc about the origin or
// straight. Arcs here never span more than half a turn (a ring has at least six cells), so the
// shorter sweep is the one meant.
void addSide(QPainterPath& path, const Side& side, const ViewTransform& t) {
    if (!side.arc) {
        path.lineTo(toDevice(side.to, t));
        return;
    }
    const double radius = std::hypot(side.from.x, side.from.y);
    const double start = qtAngle(side.from);
    double sweep = qtAngle(side.to) - start;
    while (sweep > 180)
        sweep -= 360;
    while (sweep < -180)
        sweep += 360;
    path.arcTo(circle(radius, t), start, sweep);
}

// The cells whose outlines may meet the device rectangle (ShapeRenderer::forEachVisibleCell).
void visitVisible(const Maze& maze, const ViewTransform& t, const QRectF& visible, auto&& visit) {
    const Shape& shape = maze.shape();
    // The visible rectangle in the shape's units, a cell's reach wider on every side.
    const double reach = 2;
    const double ux0 = (visible.left() - t.x) / t.scale - reach;
    const double ux1 = (visible.right() - t.x) / t.scale + reach;
    const double uy0 = (visible.top() - t.y) / t.scale - reach;
    const double uy1 = (visible.bottom() - t.y) / t.scale + reach;
    if (shape.kind() == ShapeKind::Polar) {
        for (CellIndex c = 0; c < maze.cellCount(); ++c) {
            const Point p = shape.centre(c);
            if (p.x >= ux0 && p.x <= ux1 && p.y >= uy0 && p.y <= uy1)
                visit(c);
        }
        return;
    }
    // Columns and rows from the units: a hexagon column is 1.5 wide and a row sqrt(3) high; a
    // triangle column half a base wide and a row sqrt(3) / 2 high; a square (weave) cell 1 by 1.
    double columnWidth = 1;
    double rowHeight = 1;
    if (shape.kind() == ShapeKind::Hex) {
        columnWidth = 1.5;
        rowHeight = std::numbers::sqrt3;
    } else if (shape.kind() == ShapeKind::Triangle) {
        columnWidth = 0.5;
        rowHeight = std::numbers::sqrt3 / 2;
    }
    const int x0 = std::max(0, int(std::floor(ux0 / columnWidth)));
    const int x1 = std::min(maze.width() - 1, int(std::ceil(ux1 / columnWidth)));
    const int y0 = std::max(0, int(std::floor(uy0 / rowHeight)));
    const int y1 = std::min(maze.height() - 1, int(std::ceil(uy1 / rowHeight)));
    for (int y = y0; y <= y1; ++y)
        for (int x = x0; x <= x1; ++x)
            visit(maze.index(Cell{x, y}));
}

} // namespace

ShapeRenderer::ShapeRenderer(const MazeScene& scene, const MazePalette& palette,
                             const RenderStyle& style, const QColor& background)
    : m_scene(scene), m_maze(scene.maze()), m_shape(scene.maze().shape()), m_palette(palette),
      m_style(style), m_background(background) {}

ViewTransform ShapeRenderer::fitTransform(const Shape& shape, QSize deviceSize) {
    if (deviceSize.width() <= 0 || deviceSize.height() <= 0)
        return {};
    const Box box = shape.bounds();
    // A margin of half a unit around the bounds keeps the outer walls inside the picture.
    const double w = box.right - box.left + 1;
    const double h = box.bottom - box.top + 1;
    const double scale = std::min(deviceSize.width() / w, deviceSize.height() / h);
    const double left = (deviceSize.width() - scale * w) / 2 + scale * 0.5;
    const double top = (deviceSize.height() - scale * h) / 2 + scale * 0.5;
    return {scale, left - box.left * scale, top - box.top * scale};
}

double ShapeRenderer::wallThickness(double scale) const {
    return std::max(1.0, scale * kWallShare * m_style.wallWeight);
}

QPainterPath ShapeRenderer::outlinePath(const Shape& shape, CellIndex c, const ViewTransform& t) {
    QPainterPath path;
    const Outline outline = shape.outline(c);
    if (!outline.arcs) {
        QPolygonF polygon;
        for (const Point& p : outline.corners)
            polygon << toDevice(p, t);
        path.addPolygon(polygon);
        path.closeSubpath();
        return path;
    }
    if (shape.ringOf(c) == 0) {
        path.addEllipse(circle(1, t));
        return path;
    }
    // A ring cell: its outer arc (corners 0 to 1), its clockwise radial side, its inner arc
    // backwards (2 to 3), its counter-clockwise radial side.
    const auto& k = outline.corners;
    path.moveTo(toDevice(k[0], t));
    addSide(path, Side{k[0], k[1], true}, t);
    path.lineTo(toDevice(k[2], t));
    addSide(path, Side{k[2], k[3], true}, t);
    path.closeSubpath();
    return path;
}

std::vector<CellIndex> ShapeRenderer::visibleCells(const Maze& maze, const ViewTransform& t,
                                                   const QRectF& visible) {
    std::vector<CellIndex> cells;
    if (t.scale > 0)
        visitVisible(maze, t, visible, [&](CellIndex c) { cells.push_back(c); });
    return cells;
}

void ShapeRenderer::render(QImage& target, const ViewTransform& t) const {
    target.fill(m_background.rgb());
    if (t.scale <= 0)
        return;
    QPainter painter(&target);
    paint(painter, t, QRectF(QPointF(0, 0), QSizeF(target.size())));
}

void ShapeRenderer::forEachVisibleCell(const ViewTransform& t, const QRectF& visible,
                                       auto&& visit) const {
    visitVisible(m_maze, t, visible, visit);
}

void ShapeRenderer::paint(QPainter& painter, const ViewTransform& t, const QRectF& visible) const {
    painter.setRenderHint(QPainter::Antialiasing, true);
    const std::array<QRgb, 256> colours = shadeColours(m_palette);
    const CellShades shades(m_scene);
    // The cells, each outlined in its own colour a pixel wide: antialiased edges of two filled
    // neighbours alone would let the background show through the seam between them.
    forEachVisibleCell(t, visible, [&](CellIndex c) {
        const QColor colour = QColor::fromRgb(colours[shades(c)]);
        painter.setPen(QPen(colour, 1.0));
        painter.setBrush(colour);
        painter.drawPath(outlinePath(m_shape, c, t));
    });

    // The walls (core/shape_drawing.hpp), none between two cells off the maze: masked, or rock
    // a generator has not reached.
    QPen wall(QColor::fromRgb(colours[kWall]), wallThickness(t.scale), Qt::SolidLine, Qt::RoundCap,
              Qt::RoundJoin);
    painter.setPen(wall);
    painter.setBrush(Qt::NoBrush);
    const CellOff off = [&](CellIndex c) { return !m_maze.isActive(c) || !m_scene.visited(c); };
    QPainterPath walls;
    std::vector<Side> lines;
    forEachVisibleCell(t, visible, [&](CellIndex c) {
        lines.clear();
        addWallLines(m_maze, c, off, lines);
        for (const Side& line : lines) {
            walls.moveTo(toDevice(line.from, t));
            addSide(walls, line, t);
        }
    });
    if (m_shape.kind() == ShapeKind::Polar)
        walls.addEllipse(circle(m_shape.ringCount(), t));
    painter.drawPath(walls);
}

CellIndex ShapeRenderer::cellAt(QPointF device, const ViewTransform& t) const {
    if (t.scale <= 0)
        return -1;
    const Point p{(device.x() - t.x) / t.scale, (device.y() - t.y) / t.scale};
    if (m_shape.kind() == ShapeKind::Polar) {
        const double radius = std::hypot(p.x, p.y);
        const int ring = int(std::floor(radius));
        if (ring >= m_shape.ringCount())
            return -1;
        if (ring == 0)
            return 0;
        double angle = std::atan2(p.y, p.x);
        if (angle < 0)
            angle += 2 * std::numbers::pi;
        const int count = m_shape.cellsInRing(ring);
        const int k = std::min(count - 1, int(angle / (2 * std::numbers::pi) * count));
        return m_shape.firstCellOfRing(ring) + k;
    }
    CellIndex found = -1;
    const QPointF point(p.x, p.y);
    forEachVisibleCell(ViewTransform{1, 0, 0}, QRectF(point, QSizeF(0, 0)), [&](CellIndex c) {
        if (found >= 0)
            return;
        QPolygonF polygon;
        for (const Point& corner : m_shape.outline(c).corners)
            polygon << QPointF(corner.x, corner.y);
        if (polygon.containsPoint(point, Qt::OddEvenFill))
            found = c;
    });
    return found;
}

} // namespace mazelab::ui
