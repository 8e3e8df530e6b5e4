#pragma once
// What the maze views draw: the maze itself plus the overlay of the run being animated (which
// cells are in the frontier, searched, on the path; which cell is current). Views draw only from
// this model; the animator and the editing code change it and say which cells changed, so a view
// can update just those cells and redraw the rest from its cache.
//
// No coroutine types here (moc in Qt 6.4 cannot parse <coroutine>).

#include "core/maze.hpp"
#include "core/maze_file.hpp"

#include <QObject>

#include <cstdint>
#include <optional>
#include <vector>

namespace mazelab::ui {

enum class CellMark : std::uint8_t {
    None = 0,
    Frontier, // discovered, not yet expanded (BFS queue, A* open set, DFS stack)
    Searched, // expanded / entered and done with
    Path,     // on the path found
    // The search from the goal (bidirectional: SolveStep::side 1).
    FrontierFromGoal,
    SearchedFromGoal,
    Walked,      // walkers: walked into
    WalkedTwice, // walkers: walked back over (a Retreat)
    Filled,      // filling: a dead end filled
    Scanned,     // Jump Point Search: passed over by a jump, never queued (SolveStep::scanned)
    Reopened,    // incremental search: expanded again in a repair (SolveStep::reopened)
};

// A search drawing kept off screen: the marks and the current cell that a run of steps leaves
// (drawSolveStep draws on it as on a scene, without the scene's change tracking). A solve re-run
// after an edit is drawn here, then MazeScene::setOverlay puts it on screen, redrawing only the
// cells whose marks differ from the drawing before.
class OverlayMarks {
public:
    // No marks and no current cell, for `maze` (the memory is kept).
    void reset(const Maze& maze) {
        m_marks.assign(std::size_t(maze.cellCount()), 0);
        m_links.clear();
        m_width = maze.width();
        m_current = -1;
    }
    [[nodiscard]] int gridWidth() const { return m_width; }
    [[nodiscard]] CellMark mark(CellIndex cell) const {
        return CellMark(m_marks[std::size_t(cell)]);
    }
    void setMark(CellIndex cell, CellMark mark) { m_marks[std::size_t(cell)] = std::uint8_t(mark); }
    [[nodiscard]] CellIndex current() const { return m_current; }
    void setCurrent(CellIndex cell) { m_current = cell; }
    [[nodiscard]] const std::vector<std::uint8_t>& marks() const { return m_marks; }
    // A diagonal move of the path (MazeScene::setPathLink).
    void setPathLink(CellIndex cell, std::uint8_t move) {
        if (m_links.empty())
            m_links.assign(m_marks.size(), 0);
        m_links[std::size_t(cell)] |= std::uint8_t(1u << move);
    }
    [[nodiscard]] const std::vector<std::uint8_t>& links() const { return m_links; }

private:
    std::vector<std::uint8_t> m_marks; // CellMark per cell
    std::vector<std::uint8_t> m_links; // empty, or the path's diagonal moves per cell
    int m_width = 0;
    CellIndex m_current = -1;
};

class MazeScene : public QObject {
    Q_OBJECT

public:
    explicit MazeScene(QObject* parent = nullptr);

    [[nodiscard]] const Maze& maze() const { return m_maze; }
    [[nodiscard]] int gridWidth() const { return m_maze.width(); }
    [[nodiscard]] const std::optional<Provenance>& provenance() const { return m_provenance; }
    // Replaces the maze (any size); clears the overlay. Emits mazeReplaced().
    void setMaze(Maze maze, std::optional<Provenance> provenance);

    // Changing walls one at a time (generation steps, editing): the cells on both sides are
    // marked dirty. Emits changed() only from flush().
    void setPassage(CellIndex cell, Dir dir, bool open);
    // Any shape: the wall through `slot` (Maze::setSlot; throws as it does, changing nothing).
    void setSlot(CellIndex cell, Slot slot, bool open);
    // Cell costs (generation's SetCost steps, the cost brush): the cell is marked dirty, and the
    // whole board when the highest cost changes (views scale their heat map to it). Throws Error
    // (and changes nothing) outside 1..255.
    void setCost(CellIndex cell, int cost);
    // The highest cost of any cell (1 when every cell costs 1).
    [[nodiscard]] int maxCost() const { return m_maxCost; }
    // Switches a cell on or off (the mask, Maze::setActive): the cell and its neighbours, whose
    // walls change, are marked dirty. Throws Error (and changes nothing) for the start or goal.
    void setActive(CellIndex cell, bool active);

    // Start and goal (validated by Maze::setEndpoints; throws Error and changes nothing on a bad
    // pair). Emits endpointsChanged() and mazeReplaced-free incremental updates.
    void setEndpoints(Cell start, Cell goal);

    [[nodiscard]] CellMark mark(CellIndex cell) const {
        return CellMark(m_marks[std::size_t(cell)]);
    }
    void setMark(CellIndex cell, CellMark mark);
    // The path's diagonal moves: bit (1 << move) of a cell is set when the path moves from it
    // diagonally (core/movement.hpp's moves 4..7), set on both cells of the move, so that a view
    // can draw the path through the corner between them. Cleared with the overlay.
    [[nodiscard]] std::uint8_t pathLinks(CellIndex cell) const {
        return m_links.empty() ? std::uint8_t(0) : m_links[std::size_t(cell)];
    }
    void setPathLink(CellIndex cell, std::uint8_t move);
    [[nodiscard]] CellIndex current() const { return m_current; } // -1: none
    void setCurrent(CellIndex cell);
    // Removes every mark and the current cell (the "search drawing").
    void clearOverlay();
    [[nodiscard]] bool hasOverlay() const { return m_overlayCells > 0 || m_current >= 0; }
    // Replaces the search drawing with `overlay` (drawn for this maze), marking dirty only the
    // cells whose mark changes, so that a view redraws what differs. Emits changed() only from
    // flush().
    void setOverlay(const OverlayMarks& overlay);
    // Turns every cell marked `a` or `b` into `to`, drops the path's diagonal links and the
    // current cell: an earlier search kept on screen under the next one (a repair), in one pass
    // over the marks and with only the changed cells dirty.
    void remark(CellMark a, CellMark b, CellMark to);

    // While a maze is being generated, cells the generator has not reached yet are drawn as
    // solid rock; `visited` tells which. Outside generation every cell is visited.
    void setGenerating(bool generating);
    [[nodiscard]] bool generating() const { return m_generating; }
    [[nodiscard]] bool visited(CellIndex cell) const {
        return !m_generating || m_visited[std::size_t(cell)] != 0;
    }
    void setVisited(CellIndex cell);

    // Counts the changes to what is drawn besides the overlay (the maze, walls, costs, the mask,
    // the endpoints, generation's rock). A view may keep the picture of the bare maze of one
    // revision, to put back when the overlay is cleared instead of redrawing every cell.
    [[nodiscard]] std::uint64_t mazeRevision() const { return m_mazeRevision; }

    // Incremental updates: the cells changed since the last takeDirty(), or "redraw everything"
    // (after a new maze, or too many changes to list).
    struct Dirty {
        bool full = false;
        // The overlay was cleared (every mark and the current cell), then `cells` changed.
        bool overlayCleared = false;
        std::vector<CellIndex> cells; // empty when full
    };
    Dirty takeDirty();
    // Emits changed() if anything is dirty; the animator calls it once per batch of steps.
    void flush();

signals:
    void mazeReplaced();
    void changed();
    void endpointsChanged();

private:
    void touch(CellIndex cell);
    void touchMaze(CellIndex cell); // touch, for a change besides the overlay
    void recomputeMaxCost();

    Maze m_maze{Size{19, 19}};
    std::optional<Provenance> m_provenance;
    std::vector<std::uint8_t> m_marks;   // CellMark per cell
    std::vector<std::uint8_t> m_links;   // empty, or per cell the path's diagonal moves
    std::vector<std::uint8_t> m_visited; // during generation
    std::vector<std::uint8_t> m_dirtyFlag;
    std::vector<CellIndex> m_dirty;
    std::int64_t m_overlayCells = 0;
    CellIndex m_current = -1;
    int m_maxCost = 1;
    std::uint64_t m_mazeRevision = 0;
    bool m_generating = false;
    bool m_fullRedraw = true;
    bool m_overlayCleared = false;
};

} // namespace mazelab::ui
