// Breadth-first search (E. F. Moore, "The shortest path through a maze", 1959; docs/semantics.md,
// "Solver steps").
//  1. Put the start in a FIFO queue; it counts as searched.
//  2. Take the oldest cell from the queue. If it is the goal, stop: the path is traced back
//     through the cells' parents.
//  3. Otherwise discover its open neighbours not seen before, in the order E, S, W, N: each is
//     searched, remembers its parent and joins the back of the queue.
//  4. Repeat from 2; an empty queue means there is no path.
// Every cell is queued once: linear time, 5 bytes of workspace per cell. It ignores cell costs,
// so it finds the path with the fewest moves, which on a weighted maze may not be the cheapest.
// On cells of any shape the same search looks at the open slots in their order (E, S, W, N on
// square cells, where it takes the same steps).

#include "core/registry.hpp"
#include "core/search_view.hpp"
#include "core/solvers/detail/expand.hpp"
#include "core/solvers/detail/last_step.hpp"
#include "core/solvers/detail/slot_moves.hpp"

#include <bit>

namespace mazelab {
namespace {

using detail::kStartMark;
using detail::kUnseen;

// The queue queue[head, tail) and the came-from bytes, read in place; distances are traced back
// through the parents (detail::TracedDistances).
class QueueView final : public SearchView {
public:
    // startMark: kStartMark, or kStartMove when the came-from bytes hold moves (diagonals), or
    // kStartSlot when they hold slots.
    QueueView(const Maze& maze, const std::vector<std::uint8_t>& cameFrom,
              const std::vector<CellIndex>& queue, const std::size_t& head, const std::size_t& tail,
              const SolveStep& step, std::uint8_t startMark)
        : m_maze(maze), m_cameFrom(cameFrom), m_queue(queue), m_head(head), m_tail(tail),
          m_step(step), m_startMark(startMark) {}

    [[nodiscard]] Frontier frontierKind() const override { return Frontier::Queue; }
    [[nodiscard]] std::size_t frontierSize() const override { return m_tail - m_head; }
    [[nodiscard]] std::vector<CellIndex> frontier(std::size_t count) const override {
        const std::size_t end = m_head + std::min(count, m_tail - m_head);
        return {m_queue.begin() + std::ptrdiff_t(m_head), m_queue.begin() + std::ptrdiff_t(end)};
    }
    [[nodiscard]] CellIndex current() const override { return m_step.cell; }
    [[nodiscard]] CellInternals cell(CellIndex cell) const override {
        CellInternals in = detail::cameFromInternals(m_cameFrom[std::size_t(cell)], m_startMark,
                                                     m_maze.isSquare());
        if (in.seen)
            in.g = m_distances(
                m_maze, cell, [this](CellIndex c) { return m_cameFrom[std::size_t(c)]; },
                m_startMark);
        return in;
    }

private:
    const Maze& m_maze;
    const std::vector<std::uint8_t>& m_cameFrom;
    const std::vector<CellIndex>& m_queue;
    const std::size_t& m_head;
    const std::size_t& m_tail;
    const SolveStep& m_step;
    std::uint8_t m_startMark;
    mutable detail::TracedDistances m_distances;
};

// The search; discover(cell, cameFrom, queue, tail, step) labels and queues the cell's new
// neighbours and returns the new tail. startMark: kStartMark, or kStartMove when the came-from
// bytes hold moves (diagonal movement), or kStartSlot when they hold slots.
template <typename Discover>
SolveSteps breadthFirst(const Maze& maze, Discover discover, std::uint8_t startMark) {
    const auto cells = std::size_t(maze.cellCount());
    const CellIndex start = maze.index(maze.start());
    const CellIndex goal = maze.index(maze.goal());
    std::vector<std::uint8_t> cameFrom(cells, kUnseen);
    std::vector<CellIndex> queue(cells); // each cell is queued at most once
    std::vector<CellIndex> path;
    std::size_t head = 0;
    std::size_t tail = 0;

    SolveStep step;
    const QueueView view(maze, cameFrom, queue, head, tail, step, startMark);
    step.view = &view;
    SolveCounters& n = step.counters;
    queue[tail++] = start;
    cameFrom[std::size_t(start)] = startMark;
    n.searched = n.frontier = n.maxFrontier = 1;

    while (head < tail) {
        const CellIndex cell = queue[head++];
        ++n.expanded;
        ++n.steps;
        step.cell = cell;
        if (cell == goal) {
            detail::tracePath(maze, cameFrom, goal, path, startMark);
            detail::endFound(step, path, 3);
            n.frontier = std::int64_t(tail - head);
            co_yield step;
            co_return;
        }
        step.kind = SolveStep::Kind::Expand;
        step.line = 5;
        tail = discover(cell, cameFrom.data(), queue.data(), tail, step);
        n.frontier = std::int64_t(tail - head);
        n.maxFrontier = std::max(n.maxFrontier, n.frontier);
        co_yield step;
    }
    detail::endWithout(step, SolveStep::Kind::NoPath, 6);
    co_yield step;
}

SolveSteps search(const Maze& maze, ParamValues) {
    return breadthFirst(
        maze,
        [&maze](CellIndex cell, std::uint8_t* cameFrom, CellIndex* queue, std::size_t tail,
                SolveStep& step) {
            return detail::bfsDiscover(maze, cell, cameFrom, queue, tail, step);
        },
        kStartMark);
}

// The discovery of a search over a move policy (detail/slot_moves.hpp): the moves from the cell
// in their order, the came-from bytes holding the moves back.
template <typename Moves>
SolveSteps searchMoves(const Moves& moves) {
    return breadthFirst(
        moves.maze,
        [moves](CellIndex cell, std::uint8_t* cameFrom, CellIndex* queue, std::size_t tail,
                SolveStep& step) {
            std::uint8_t found = 0;
            for (unsigned todo = moves.from(cell); todo != 0; todo &= todo - 1) {
                const auto m = Move(std::countr_zero(todo));
                const CellIndex next = moves.to(cell, m);
                if (cameFrom[std::size_t(next)] != kUnseen)
                    continue;
                cameFrom[std::size_t(next)] = moves.back(cell, m);
                queue[tail++] = next;
                step.discoveredCells[found++] = next;
            }
            step.discoveredCount = found;
            step.counters.searched += found;
            return tail;
        },
        moves.startMark);
}

// BFS with diagonal moves: the same search over the moves the rule allows, in the order E, S, W,
// N, SE, SW, NW, NE. It counts moves, so its path has the fewest moves, diagonal ones counting 1:
// not always the shortest in length, where a diagonal move is sqrt(2).
SolveSteps searchDiagonal(const Maze& maze, ParamValues, Diagonal rule) {
    return searchMoves(detail::RuleMoves(maze, rule));
}

// BFS on cells of any shape: the open slots in their order.
SolveSteps searchShaped(const Maze& maze, ParamValues) {
    return searchMoves(detail::SlotMoves(maze));
}

} // namespace

const SolverInfo& bfsInfo() {
    static const SolverInfo info{
        .id = "bfs",
        .name = "Breadth-First Search",
        .family = SolverFamily::BreadthFirst,
        .description = "Floods outward from the start one ring at a time, using a first-in "
            "first-out queue: every cell at distance d is searched before any cell at distance d "
            "+ 1. It always finds a path with the fewest moves, but it searches everything closer "
            "than the goal, dead ends included. It ignores cell costs, so on a weighted maze its "
            "path may not be the cheapest.",
        .card = {
            .howItWorks = "Keeps a first-in first-out queue of cells, starting with the start. It "
                "takes the oldest cell from the queue and adds its neighbours not seen before to "
                "the back. So it searches every cell 1 move away, then every cell 2 moves away, "
                "and so on: the first time it reaches the goal it has found a path with the "
                "fewest moves.",
            .time = "O(cells)",
            .memory = "O(cells): the queue and one parent per cell",
        },
        .nextStepRule = "BFS takes the oldest cell in its queue: the one found first.",
        .pseudocode = {
            "queue = [start]; mark start searched",
            "while the queue is not empty:",
            "    cell = take the oldest cell from the queue",
            "    if cell is the goal: return the path back through the parents",
            "    for each open neighbour, in the order E, S, W, N (then SE, SW, NW, NE):",
            "        if not yet searched: mark it searched, parent = cell, add it to the queue",
            "return no path",
        },
        .shortestOnUnitCosts = true,
        .create = &search,
        .createShaped = &searchShaped,
        .createDiagonal = &searchDiagonal,
    };
    return info;
}

} // namespace mazelab
