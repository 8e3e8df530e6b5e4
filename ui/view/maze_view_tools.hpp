#pragma once
// The edit tools of the maze view, one class per tool: toggling walls, painting the mask, painting
// costs, and dragging the start or the goal. A tool sees the view only through ToolHost (the
// scene, the geometry, and where refusals go); the view picks the tool for a press, forwards the
// moves, and turns what a tool did into its signals, so the undo stack sees one edit per stroke.
//
// No Q_OBJECT and no coroutine types here.

#include "core/maze.hpp"
#include "ui/view/wall_hit.hpp"

#include <QPoint>
#include <QPointF>
#include <QString>
#include <qnamespace.h>

#include <optional>
#include <utility>

class QImage;

namespace mazelab::ui {

class MazeScene;
struct MazePalette;
struct ViewTransform;

enum class Endpoint { Start, Goal };

// What the view offers its tools.
class ToolHost {
public:
    [[nodiscard]] virtual MazeScene& scene() const = 0;
    // The cell or inner wall under a widget position, as drawn.
    [[nodiscard]] virtual std::optional<Cell> cellAt(QPoint widgetPos) const = 0;
    [[nodiscard]] virtual std::optional<Cell> cellAtContent(QPointF content) const = 0;
    [[nodiscard]] virtual std::optional<WallRef> wallAt(QPoint widgetPos) const = 0;
    // The start or goal under a widget position; markersOnly: only where they are drawn as
    // markers (rooms too small to show them).
    [[nodiscard]] virtual std::optional<Endpoint> endpointAt(QPoint widgetPos,
                                                             bool markersOnly) const = 0;
    // Content coordinates of a widget position (cells; other shapes: the shape's units).
    [[nodiscard]] virtual QPointF contentAt(QPointF widgetPos) const = 0;
    // Tells the user why a stroke skipped a cell (the view's editRefused).
    virtual void refuseEdit(const QString& message) = 0;

protected:
    ~ToolHost() = default;
};

// A press, drag and release that changes the maze. The view announces the stroke (editStarting)
// before begin, and reports it (mazeEdited) after the release if changed().
class StrokeTool {
public:
    explicit StrokeTool(ToolHost& host) : m_host(host) {}
    virtual ~StrokeTool() = default;
    StrokeTool(const StrokeTool&) = delete;
    StrokeTool& operator=(const StrokeTool&) = delete;

    void begin(QPoint pos, Qt::MouseButton button);
    virtual void moveTo(QPoint pos) = 0;
    // The stroke is over (released or cancelled).
    virtual void end() {}
    [[nodiscard]] bool changed() const { return m_changed; }

protected:
    virtual void start(QPoint pos, Qt::MouseButton button) = 0;
    void markChanged() { m_changed = true; }
    // Says why a cell was skipped, once per stroke.
    void refuseOnce(const QString& message);
    [[nodiscard]] ToolHost& host() const { return m_host; }

private:
    ToolHost& m_host;
    bool m_changed = false; // the stroke changed some cell
    bool m_refused = false; // the stroke already said why it skipped a cell
};

// The Normal tool on a wall: the first wall clicked is toggled, and every wall dragged over after
// it is set the same way.
class WallStrokeTool final : public StrokeTool {
public:
    using StrokeTool::StrokeTool;
    // The wall a press at pos would toggle: a wall block next to the start or goal belongs to
    // the wall (the endpoint's cell square overlaps half of it), unless the endpoint is drawn as
    // a marker over it.
    [[nodiscard]] std::optional<WallRef> wallUnder(QPoint pos) const;
    void moveTo(QPoint pos) override;

private:
    void start(QPoint pos, Qt::MouseButton button) override;
    // Sets the wall to m_open, refusing to open a wall of a masked-off cell.
    void setWall(const WallRef& wall);

    bool m_open = false; // open (true) or close the walls
};

// Paints every cell on the line from the last painted cell to the one under the cursor, so that a
// fast drag leaves no gaps.
class BrushTool : public StrokeTool {
public:
    using StrokeTool::StrokeTool;
    void moveTo(QPoint pos) override;
    void end() override {
        m_last.reset();
        m_lastPoint.reset();
    }

protected:
    void start(QPoint pos, Qt::MouseButton button) override;
    virtual void paintCell(Cell cell) = 0;
    [[nodiscard]] Qt::MouseButton button() const { return m_button; }

private:
    void moveOnShape(QPointF to);

    Qt::MouseButton m_button = Qt::NoButton;
    std::optional<Cell> m_last; // the last cell the stroke painted
    std::optional<QPointF> m_lastPoint; // where it was painted (content), on other shapes
};

// Left button: switch cells off; right button: on again.
class MaskBrushTool final : public BrushTool {
public:
    using BrushTool::BrushTool;

private:
    void paintCell(Cell cell) override;
};

// Left button: the brush cost; right button: cost 1.
class CostBrushTool final : public BrushTool {
public:
    using BrushTool::BrushTool;
    void setCost(int cost);
    [[nodiscard]] int cost() const { return m_cost; }

private:
    void paintCell(Cell cell) override;

    int m_cost = 5;
};

// Dragging the start or the goal to another cell. The view does not change the scene: it reports
// the new endpoints and whoever owns the run decides (and may move them on the scene while the
// drag goes on: the tool measures from where they were when it began).
class EndpointDragTool {
public:
    using Endpoints = std::pair<Cell, Cell>; // start, goal

    explicit EndpointDragTool(ToolHost& host) : m_host(host) {}

    [[nodiscard]] std::optional<Endpoint> dragged() const { return m_dragged; }
    void begin(Endpoint endpoint, QPointF pos);
    // Moves the cursor; the start and goal a drop there would give, if that differs from the
    // previous move's (the first move compares with where they were when the drag began).
    std::optional<Endpoints> moveTo(QPointF pos);
    // Drops at pos: the new start and goal if that is a new valid cell.
    std::optional<Endpoints> drop(QPointF pos);
    void cancel() { m_dragged.reset(); }
    // The marker under the cursor, and the cell it would land on outlined.
    void paintMarker(QImage& target, const ViewTransform& t, const MazePalette& palette) const;

private:
    // Where the endpoint would land if dropped now: inside, not on the other endpoint, and not
    // where it was when the drag began.
    [[nodiscard]] std::optional<Cell> dropCell() const;
    // The start and goal a drop now would give (where they began where it would give nothing).
    [[nodiscard]] Endpoints target() const;

    ToolHost& m_host;
    std::optional<Endpoint> m_dragged;
    QPointF m_point;    // the cursor, in content coordinates (cells)
    Endpoints m_origin; // the start and goal when the drag began
    Endpoints m_shown;  // the last target moveTo reported (m_origin before)
};

} // namespace mazelab::ui
