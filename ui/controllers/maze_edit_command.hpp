#pragma once
// One undoable change of the maze on screen (a wall toggled, a cost or mask stroke, a mask loaded
// or cleared, the start or goal moved, a new maze generated), for the main window's QUndoStack.
//
// A command remembers the maze before and after. When only some cells changed (every edit by
// hand) it keeps just those cells' bytes (walls, cost, mask) and the endpoints, and applies them
// through the scene cell by cell, so that undo repaints those cells and keeps the zoom; when the
// size or the provenance changed, or most cells did (a new maze), it keeps both whole mazes and
// replaces the scene's. Either way undo and redo give back exactly the maze bytes of before and
// after (the maze file text is the same).
//
// No coroutine types here (moc in Qt 6.4 cannot parse <coroutine>).

#include "core/maze.hpp"
#include "core/maze_file.hpp"

#include <QUndoCommand>

#include <functional>
#include <optional>
#include <vector>

namespace mazelab::ui {

class MazeScene;

struct MazeState {
    Maze maze;
    std::optional<Provenance> provenance;
};

class MazeEditCommand : public QUndoCommand {
public:
    // `applied`: the scene already shows `after` (a stroke painted live, a finished generation),
    // so the first redo(), which QUndoStack::push calls, changes nothing. `changed` is called
    // after every undo and redo that changed the scene.
    MazeEditCommand(MazeScene* scene, const QString& text, const MazeState& before,
                    MazeState after, bool applied, std::function<void()> changed);

    void undo() override;
    void redo() override;

    // Whether the command keeps whole mazes (true) or the changed cells only.
    [[nodiscard]] bool keepsWholeMazes() const { return m_before.has_value(); }
    // The number of cells whose bytes the command keeps (0 for whole mazes).
    [[nodiscard]] std::size_t changedCells() const { return m_cells.size(); }

private:
    struct CellBytes {
        CellIndex cell;
        std::uint8_t open[2];   // before, after
        std::uint8_t cost[2];
        std::uint8_t active[2];
    };
    void apply(int side); // 0: before, 1: after

    MazeScene* m_scene;
    std::function<void()> m_changed;
    bool m_skipRedo;
    // Whole mazes...
    std::optional<MazeState> m_before;
    std::optional<MazeState> m_after;
    // ... or the changed cells and the endpoints.
    std::vector<CellBytes> m_cells;
    Cell m_start[2];
    Cell m_goal[2];
};

} // namespace mazelab::ui
