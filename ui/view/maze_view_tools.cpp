#include "ui/view/maze_view_tools.hpp"

#include "ui/view/maze_palette.hpp"
#include "ui/view/maze_renderer.hpp"
#include "ui/view/maze_scene.hpp"
#include "ui/view/shape_renderer.hpp"

#include <QCoreApplication>
#include <QImage>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace mazelab::ui {

namespace {

// The tools speak for the view: their messages keep its translation context.
QString viewTr(const char* text) {
    return QCoreApplication::translate("mazelab::ui::MazeView", text);
}

// The dragged marker is never smaller than this (device pixels).
constexpr double kMinDragMarkerPx = 16.0;

} // namespace

// --- Strokes ---------------------------------------------------------------------------------

void StrokeTool::begin(QPoint pos, Qt::MouseButton button) {
    m_changed = false;
    m_refused = false;
    start(pos, button);
}

void StrokeTool::refuseOnce(const QString& message) {
    if (!std::exchange(m_refused, true))
        m_host.refuseEdit(message);
}

std::optional<WallRef> WallStrokeTool::wallUnder(QPoint pos) const {
    if (host().endpointAt(pos, true))
        return std::nullopt;
    return host().wallAt(pos);
}

void WallStrokeTool::start(QPoint pos, Qt::MouseButton /*button*/) {
    const std::optional<WallRef> wall = wallUnder(pos);
    if (!wall)
        return;
    const Maze& maze = host().scene().maze();
    m_open = ((maze.openSlots(maze.index(wall->cell)) >> wall->slot) & 1u) == 0;
    setWall(*wall);
}

void WallStrokeTool::moveTo(QPoint pos) {
    if (const std::optional<WallRef> wall = host().wallAt(pos))
        setWall(*wall);
}

void WallStrokeTool::setWall(const WallRef& wall) {
    MazeScene& scene = host().scene();
    const Maze& maze = scene.maze();
    const CellIndex cell = maze.index(wall.cell);
    if ((((maze.openSlots(cell) >> wall.slot) & 1u) != 0) == m_open)
        return;
    if (m_open && (!maze.isActive(cell) || !maze.isActive(maze.slotNeighbour(cell, wall.slot)))) {
        refuseOnce(viewTr("A masked-off cell keeps its walls: switch it on first (mask tool, "
                          "right button)."));
        return;
    }
    try {
        scene.setSlot(cell, wall.slot, m_open);
    } catch (const Error& e) { // a weave crossing's walls stay as they are (Maze says why)
        refuseOnce(QString::fromStdString(e.what()));
        return;
    }
    markChanged();
    scene.flush();
}

void BrushTool::start(QPoint pos, Qt::MouseButton button) {
    m_button = button;
    m_last.reset();
    moveTo(pos);
}

void BrushTool::moveTo(QPoint pos) {
    if (!host().scene().maze().isSquare()) {
        moveOnShape(host().contentAt(pos));
        return;
    }
    const std::optional<Cell> to = host().cellAt(pos);
    if (!to)
        return;
    const Cell from = m_last.value_or(*to);
    const int steps = std::max(std::abs(to->x - from.x), std::abs(to->y - from.y));
    for (int i = m_last ? 1 : 0; i <= steps; ++i) {
        const double t = steps == 0 ? 1.0 : double(i) / steps;
        paintCell({int(std::lround(from.x + t * (to->x - from.x))),
                   int(std::lround(from.y + t * (to->y - from.y)))});
    }
    m_last = *to;
    host().scene().flush();
}

// Other shapes: the line from the last point painted, sampled a quarter of a side apart (every
// cell is wider than that), so that a fast drag leaves no gaps.
void BrushTool::moveOnShape(QPointF to) {
    const QPointF from = m_lastPoint.value_or(to);
    const int steps = int(std::ceil(std::hypot(to.x() - from.x(), to.y() - from.y()) * 4));
    for (int i = m_lastPoint ? 1 : 0; i <= steps; ++i) {
        const double t = steps == 0 ? 1.0 : double(i) / steps;
        const std::optional<Cell> cell = host().cellAtContent(from + t * (to - from));
        if (cell && cell != m_last) {
            paintCell(*cell);
            m_last = cell;
        }
    }
    m_lastPoint = to;
    host().scene().flush();
}

void MaskBrushTool::paintCell(Cell cell) {
    MazeScene& scene = host().scene();
    const Maze& maze = scene.maze();
    const CellIndex i = maze.index(cell);
    const bool on = button() == Qt::RightButton;
    if (maze.isActive(i) == on)
        return;
    if (!on && (cell == maze.start() || cell == maze.goal())) {
        refuseOnce(viewTr("The start and the goal cannot be masked off: move them first."));
        return;
    }
    scene.setActive(i, on);
    markChanged();
}

void CostBrushTool::setCost(int cost) {
    m_cost = std::clamp(cost, Maze::kMinCost, Maze::kMaxCost);
}

void CostBrushTool::paintCell(Cell cell) {
    MazeScene& scene = host().scene();
    const Maze& maze = scene.maze();
    const CellIndex i = maze.index(cell);
    const int cost = button() == Qt::RightButton ? Maze::kMinCost : m_cost;
    if (!maze.isActive(i) || maze.cost(i) == cost)
        return;
    scene.setCost(i, cost);
    markChanged();
}

// --- Dragging the start or the goal ----------------------------------------------------------

void EndpointDragTool::begin(Endpoint endpoint, QPointF pos) {
    m_dragged = endpoint;
    m_point = m_host.contentAt(pos);
    const Maze& maze = m_host.scene().maze();
    m_origin = m_shown = {maze.start(), maze.goal()};
}

std::optional<EndpointDragTool::Endpoints> EndpointDragTool::moveTo(QPointF pos) {
    m_point = m_host.contentAt(pos);
    const Endpoints now = target();
    if (!m_dragged || now == m_shown)
        return std::nullopt;
    m_shown = now;
    return now;
}

std::optional<EndpointDragTool::Endpoints> EndpointDragTool::drop(QPointF pos) {
    m_point = m_host.contentAt(pos);
    const bool lands = dropCell().has_value();
    const Endpoints endpoints = target();
    m_dragged.reset();
    if (!lands)
        return std::nullopt;
    return endpoints;
}

EndpointDragTool::Endpoints EndpointDragTool::target() const {
    const std::optional<Cell> cell = dropCell();
    if (!cell)
        return m_origin;
    return m_dragged == Endpoint::Start ? Endpoints{*cell, m_origin.second}
                                        : Endpoints{m_origin.first, *cell};
}

std::optional<Cell> EndpointDragTool::dropCell() const {
    if (!m_dragged)
        return std::nullopt;
    const std::optional<Cell> under = m_host.cellAtContent(m_point);
    if (!under)
        return std::nullopt;
    const Cell cell = *under;
    const bool start = m_dragged == Endpoint::Start;
    const Cell own = start ? m_origin.first : m_origin.second;
    const Cell other = start ? m_origin.second : m_origin.first;
    if (cell == own || cell == other)
        return std::nullopt;
    return cell;
}

void EndpointDragTool::paintMarker(QImage& target, const ViewTransform& t,
                                   const MazePalette& palette) const {
    if (!m_dragged)
        return;
    const QColor colour = m_dragged == Endpoint::Start ? palette.start : palette.goal;
    QPainter painter(&target);
    // Where it would land: the drop cell outlined in the marker's colour.
    if (const std::optional<Cell> drop = dropCell();
        drop && t.scale >= MazeRenderer::kMinDetailPx) {
        const double pen = std::max(2.0, std::round(t.scale / 8));
        painter.setPen(QPen(colour, pen, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter.setBrush(Qt::NoBrush);
        if (const Maze& maze = m_host.scene().maze(); !maze.isSquare()) {
            painter.setRenderHint(QPainter::Antialiasing);
            painter.drawPath(ShapeRenderer::outlinePath(maze.shape(), maze.index(*drop), t));
        } else {
            const QRectF cell(t.x + drop->x * t.scale, t.y + drop->y * t.scale, t.scale, t.scale);
            painter.drawRect(cell.adjusted(pen / 2, pen / 2, -pen / 2, -pen / 2));
        }
    }
    // The marker itself, a square centred on the cursor a little bigger than a room (it is
    // "picked up"), outlined so that it shows over rooms of its own colour.
    const double side = std::max(0.75 * t.scale, kMinDragMarkerPx);
    const QPointF centre(t.x + m_point.x() * t.scale, t.y + m_point.y() * t.scale);
    painter.setPen(QPen(palette.wall, 2));
    painter.setBrush(colour);
    painter.drawRect(QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side));
}

} // namespace mazelab::ui
