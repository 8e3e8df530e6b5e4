// Dead-end filling (Walter D. Pullen, "Think Labyrinth: Maze Algorithms"; docs/semantics.md,
// "Dead-end filling").
//  1. Look at every cell in index order: a dead end, with at most one move (an open side, or
//     with diagonal movement a diagonal the rule allows) into a cell not filled, joins a
//     first-in first-out queue; the start and the goal never do.
//  2. Take the oldest cell from the queue and fill it. Each neighbour it has a move to, not
//     filled, loses a move; one that becomes a dead end (and is not the start, the goal or
//     queued) joins the queue.
//  3. Repeat from 2 until the queue is empty: no dead end is left.
//  4. Read the path through the cells left, by a breadth-first search from the start in the
//     order E, S, W, N (then SE, SW, NW, NE); if it does not reach the goal, there is no path.
// A cell of a path from the start to the goal without repeats always has two neighbours on it
// that are not filled yet, so it never becomes a dead end: every such path survives the filling,
// those with the fewest moves too, and the reading finds one of those. That needs only that a
// move can be made both ways, which diagonal moves can (a rule allows a diagonal move exactly
// when it allows the move back). On a perfect maze with four directions exactly the path is
// left. On cells of any shape the moves are the open slots, read in their order.

#include "core/registry.hpp"
#include "core/solvers/detail/came_from.hpp"
#include "core/solvers/detail/last_step.hpp"
#include "core/solvers/detail/walk.hpp"

#include <bit>

namespace mazelab {
namespace {

using detail::kUnseen;

enum : std::uint8_t { kLeft = 0, kFilled = 1, kRead = 2 }; // per cell, for the view

// Step 4: breadth-first through the cells not filled; marks them read. Returns how many it
// reached, and fills `path` (start..goal) when it reaches the goal. Came-from bytes hold
// directions (startMark kStartMark), with diagonal moves moves (kStartMove), or slots.
template <typename Moves>
std::int64_t readPath(const Moves& moves, std::vector<std::uint8_t>& state, CellIndex start,
                      CellIndex goal, std::vector<CellIndex>& path) {
    const std::uint8_t startMark = moves.startMark;
    std::vector<std::uint8_t> cameFrom(state.size(), kUnseen);
    std::vector<CellIndex> queue{start};
    cameFrom[std::size_t(start)] = startMark;
    state[std::size_t(start)] = kRead;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const CellIndex cell = queue[head];
        for (unsigned todo = moves.from(cell); todo != 0; todo &= todo - 1) {
            const auto m = Move(std::countr_zero(todo));
            const CellIndex next = moves.to(cell, m);
            if (state[std::size_t(next)] != kLeft)
                continue;
            state[std::size_t(next)] = kRead;
            cameFrom[std::size_t(next)] = moves.back(cell, m);
            queue.push_back(next);
        }
    }
    if (cameFrom[std::size_t(goal)] != kUnseen)
        detail::tracePath(moves.maze, cameFrom, goal, path, startMark);
    return std::int64_t(queue.size());
}

template <typename Moves>
SolveSteps fill(Moves moves) {
    const Maze& maze = moves.maze;
    const CellIndex cells = maze.cellCount();
    const CellIndex start = maze.index(maze.start());
    const CellIndex goal = maze.index(maze.goal());
    std::vector<std::uint8_t> state(std::size_t(cells), kLeft);
    std::vector<std::uint8_t> movesLeft(std::size_t(cells), 0); // moves into cells not filled
    std::vector<std::uint8_t> queued(std::size_t(cells), 0);
    std::vector<CellIndex> queue;
    std::vector<CellIndex> path;

    SolveStep step;
    const detail::NoFrontierView view(state, step.cell);
    step.view = &view;
    step.cell = start;
    SolveCounters& n = step.counters;
    n.searched = n.expanded = 1; // the start
    auto deadEnd = [&](CellIndex c) {
        return c != start && c != goal && maze.isActive(c) && !queued[std::size_t(c)] &&
               movesLeft[std::size_t(c)] <= 1;
    };
    for (CellIndex c = 0; c < cells; ++c)
        movesLeft[std::size_t(c)] =
            std::uint8_t(detail::moveCount(moves.from(c)));
    for (CellIndex c = 0; c < cells; ++c) {
        if (deadEnd(c)) {
            queued[std::size_t(c)] = 1;
            queue.push_back(c);
        }
    }

    for (std::size_t head = 0; head < queue.size(); ++head) {
        const CellIndex cell = queue[head];
        state[std::size_t(cell)] = kFilled;
        for (unsigned todo = moves.from(cell); todo != 0; todo &= todo - 1) {
            const CellIndex next = moves.to(cell, Move(std::countr_zero(todo)));
            if (state[std::size_t(next)] == kFilled)
                continue;
            --movesLeft[std::size_t(next)];
            if (deadEnd(next)) {
                queued[std::size_t(next)] = 1;
                queue.push_back(next);
            }
        }
        ++n.searched;
        ++n.expanded;
        ++n.steps;
        step.cell = cell;
        step.kind = SolveStep::Kind::Fill;
        step.line = 3;
        co_yield step;
    }

    const std::int64_t read = readPath(moves, state, start, goal, path);
    n.searched += read - 1; // the start was counted
    n.expanded += read - 1;
    ++n.steps;
    if (path.empty()) {
        step.cell = start;
        step.kind = SolveStep::Kind::NoPath;
        step.reason = "no path: the cells left after filling do not join the start to the goal";
        step.line = 6;
    } else {
        step.cell = goal;
        detail::endFound(step, path, 5);
    }
    co_yield step;
}

SolveSteps fillFourWays(const Maze& maze, ParamValues) {
    return fill(detail::RuleMoves(maze, Diagonal::Never));
}
SolveSteps fillDiagonal(const Maze& maze, ParamValues, Diagonal rule) {
    return fill(detail::RuleMoves(maze, rule));
}
SolveSteps fillShaped(const Maze& maze, ParamValues) {
    return fill(detail::SlotMoves(maze));
}

} // namespace

const SolverInfo& deadEndFillingInfo() {
    static const SolverInfo info{
        .id = "dead-end-filling",
        .name = "Dead-End Filling",
        .family = SolverFamily::Filling,
        .description = "Looks at the whole maze and fills every dead end, a cell with one way "
            "out, other than the start and the goal; filling one can make its neighbour a dead "
            "end, which is filled in turn, until none is left. A cell on a route from the start "
            "to the goal never becomes a dead end, so every such route survives; on a perfect "
            "maze with four directions exactly the path is left. With diagonal moves, a diagonal "
            "the rule allows is a way out too. The path is then read through the cells left, the "
            "fewest moves first. It ignores cell costs.",
        .card = {
            .howItWorks = "Queues every dead end of the maze except the start and the goal, and "
                "fills them one by one. A filled cell closes a way out of its neighbour, which "
                "may then become a dead end and join the queue. When none is left, a "
                "breadth-first search through the cells left reads the path.",
            .time = "O(cells)",
            .memory = "O(cells): the dead-end queue and a few bytes per cell",
        },
        .nextStepRule = "It fills the dead ends in the order it found them: first those of its "
                        "row-by-row scan, then each cell that filling has just turned into a dead "
                        "end.",
        .pseudocode = {
            "queue = every dead end except the start and the goal",
            "while the queue is not empty:",
            "    cell = take the oldest cell from the queue",
            "    fill cell",
            "    queue each open neighbour that is now a dead end",
            "read the path through the cells left (fewest moves first)",
            "if it does not reach the goal: no path",
        },
        .shortestOnUnitCosts = true,
        .create = &fillFourWays,
        .createShaped = &fillShaped,
        .createDiagonal = &fillDiagonal,
    };
    return info;
}

} // namespace mazelab
