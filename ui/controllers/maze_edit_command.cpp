#include "ui/controllers/maze_edit_command.hpp"

#include "ui/view/maze_scene.hpp"

#include "core/shape.hpp"

#include <utility>

namespace mazelab::ui {

MazeEditCommand::MazeEditCommand(MazeScene* scene, const QString& text, const MazeState& before,
                                 MazeState after, bool applied, std::function<void()> changed)
    : QUndoCommand(text), m_scene(scene), m_changed(std::move(changed)), m_skipRedo(applied),
      m_start{before.maze.start(), after.maze.start()},
      m_goal{before.maze.goal(), after.maze.goal()} {
    const Maze& a = before.maze;
    const Maze& b = after.maze;
    // Whole copies too where walls cannot be set back one at a time: a weave's crossings allow
    // some walls only after others.
    bool whole = !(a.shape() == b.shape()) || a.shapeKind() == ShapeKind::Weave ||
                 before.provenance != after.provenance;
    if (!whole) {
        const CellIndex cells = a.cellCount();
        for (CellIndex i = 0; i < cells; ++i) {
            if (a.openSlots(i) == b.openSlots(i) && a.cost(i) == b.cost(i) &&
                a.isActive(i) == b.isActive(i))
                continue;
            // Past a quarter of the maze, two whole copies are as small and simpler to apply.
            if (m_cells.size() >= std::size_t(cells) / 4) {
                whole = true;
                break;
            }
            m_cells.push_back({i,
                               {a.openSlots(i), b.openSlots(i)},
                               {std::uint8_t(a.cost(i)), std::uint8_t(b.cost(i))},
                               {std::uint8_t(a.isActive(i)), std::uint8_t(b.isActive(i))}});
        }
    }
    if (whole) {
        m_cells.clear();
        m_cells.shrink_to_fit();
        m_before = before;
        m_after = std::move(after);
    }
}

void MazeEditCommand::undo() { apply(0); }

void MazeEditCommand::redo() {
    if (std::exchange(m_skipRedo, false))
        return;
    apply(1);
}

void MazeEditCommand::apply(int side) {
    if (m_before) {
        const MazeState& state = side == 0 ? *m_before : *m_after;
        m_scene->setMaze(state.maze, state.provenance);
    } else {
        // In an order the maze accepts at every moment: cells switched on first, so that the
        // endpoints may move onto them; the endpoints, so that the cells they leave may be
        // switched off; then walls and costs, which may only open between active cells.
        const Maze& maze = m_scene->maze();
        for (const CellBytes& c : m_cells)
            if (c.active[side] && !maze.isActive(c.cell))
                m_scene->setActive(c.cell, true);
        if (maze.start() != m_start[side] || maze.goal() != m_goal[side])
            m_scene->setEndpoints(m_start[side], m_goal[side]);
        for (const CellBytes& c : m_cells)
            if (!c.active[side] && maze.isActive(c.cell))
                m_scene->setActive(c.cell, false);
        for (const CellBytes& c : m_cells) {
            const SlotSet differ = SlotSet(maze.openSlots(c.cell) ^ c.open[side]);
            for (Slot s = 0; s < kMaxSlots; ++s)
                if ((differ >> s) & 1u)
                    m_scene->setSlot(c.cell, s, ((c.open[side] >> s) & 1u) != 0);
            m_scene->setCost(c.cell, c.cost[side]);
        }
        m_scene->flush();
    }
    if (m_changed)
        m_changed();
}

} // namespace mazelab::ui
