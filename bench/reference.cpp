// The reference loops of mazelab-bench (reference.hpp). bfsLoop, dfsLoop and astarManhattanLoop
// repeat, on purpose, the bookkeeping lines of core's BFS, DFS and A* coroutines around the same
// inner loops, with each co_yield replaced by publishing the step: timed against the registered
// solvers, the difference is what the coroutine costs. A shared helper would change one side of
// that comparison, so the repetition stays; the benchmark checks before timing that both sides
// agree (searched, path length, steps), so they cannot drift apart unnoticed.
#include "reference.hpp"

#include "core/random.hpp"
#include "core/solvers/detail/astar_core.hpp"
#include "core/solvers/detail/came_from.hpp"
#include "core/solvers/detail/diagonal_core.hpp"
#include "core/solvers/detail/expand.hpp"
#include "core/solvers/detail/last_step.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <vector>

namespace mazelab::bench {
namespace {

using detail::kStartMark;
using detail::kUnseen;

// Stands in for co_yield: the step's address escapes and the compiler must assume something
// reads all of memory here, so every field of the step is really written each time, as it is
// in a coroutine frame that a consumer reads. What is left out is only the suspension itself
// (saving the resume point, returning to the consumer, resuming, reloading the locals).
inline void publish(const SolveStep& step) {
    asm volatile("" : : "r"(&step) : "memory");
}

} // namespace

ReferenceResult resultOfLastStep(const SolveStep& last) {
    ReferenceResult r;
    r.found = last.kind == SolveStep::Kind::Found;
    r.pathLength = r.found ? std::int64_t(last.path.size()) - 1 : 0;
    r.searched = last.counters.searched;
    r.steps = last.counters.steps;
    return r;
}

namespace {

// The goal taken: the path traced back and the last step published, as core's searches end
// (detail::endFound); what the search returns.
template <typename CameFrom>
ReferenceResult endAtGoal(const Maze& maze, const CameFrom& cameFrom, CellIndex goal,
                          std::vector<CellIndex>& path, SolveStep& step) {
    detail::tracePath(maze, cameFrom, goal, path);
    detail::endFound(step, path, 3);
    publish(step);
    return resultOfLastStep(step);
}

} // namespace

ReferenceResult plainArrayBfs(const Maze& maze) {
    const std::vector<std::uint8_t>& open = maze.openBits();
    const auto cells = open.size();
    const std::int32_t width = maze.width();
    const std::int32_t start = maze.index(maze.start());
    const std::int32_t goal = maze.index(maze.goal());
    const std::int32_t delta[4] = {1, width, -1, -width}; // E, S, W, N
    constexpr std::uint8_t kNone = 0xFF;

    std::vector<std::uint8_t> parent(cells, kNone); // direction back to the parent, 4 = start
    std::vector<std::int32_t> queue(cells);
    std::size_t head = 0;
    std::size_t tail = 0;
    queue[tail++] = start;
    parent[std::size_t(start)] = 4;
    bool found = false;
    while (head < tail) {
        const std::int32_t cell = queue[head++];
        if (cell == goal) {
            found = true;
            break;
        }
        const unsigned bits = open[std::size_t(cell)];
        for (unsigned d = 0; d < 4; ++d) {
            if (!(bits & (1u << d)))
                continue;
            const std::int32_t next = cell + delta[d];
            if (parent[std::size_t(next)] != kNone)
                continue;
            parent[std::size_t(next)] = std::uint8_t((d + 2) & 3);
            queue[tail++] = next;
        }
    }

    ReferenceResult r;
    r.found = found;
    r.searched = std::int64_t(tail);
    if (found) {
        std::vector<std::int32_t> path;
        for (std::int32_t c = goal; parent[std::size_t(c)] != 4; c += delta[parent[std::size_t(c)]])
            path.push_back(c);
        path.push_back(start);
        std::reverse(path.begin(), path.end());
        r.pathLength = std::int64_t(path.size()) - 1;
    }
    return r;
}

// ---- a plain-array generator ------------------------------------------------------------------

std::vector<std::uint8_t> plainArrayBacktracker(Size size, std::uint64_t seed) {
    const std::int32_t width = size.width;
    const std::int32_t height = size.height;
    const auto cells = std::size_t(size.cells());
    constexpr std::uint8_t kVisited = 0x80; // bits 0-3: open E, S, W, N (1, 2, 4, 8)
    std::vector<std::uint8_t> grid(cells, 0);
    std::vector<std::int32_t> stack;
    stack.reserve(cells);
    Random random(seed);

    const auto start = std::int32_t(random.below(cells));
    grid[std::size_t(start)] = kVisited;
    stack.push_back(start);
    while (!stack.empty()) {
        const std::int32_t cell = stack.back();
        const std::int32_t x = cell % width;
        const std::int32_t y = cell / width;
        std::int32_t next[4];
        unsigned dir[4];
        unsigned n = 0;
        auto consider = [&](bool inside, std::int32_t neighbour, unsigned d) {
            if (inside && !(grid[std::size_t(neighbour)] & kVisited)) {
                next[n] = neighbour;
                dir[n++] = d;
            }
        };
        consider(x + 1 < width, cell + 1, 0);      // east
        consider(y + 1 < height, cell + width, 1); // south
        consider(x > 0, cell - 1, 2);              // west
        consider(y > 0, cell - width, 3);          // north
        if (n == 0) {
            stack.pop_back();
            continue;
        }
        const auto k = unsigned(random.below(n));
        grid[std::size_t(cell)] |= std::uint8_t(1u << dir[k]);
        grid[std::size_t(next[k])] |= std::uint8_t(kVisited | 1u << ((dir[k] + 2) & 3));
        stack.push_back(next[k]);
    }
    for (std::uint8_t& bits : grid)
        bits &= 0x0F;
    return grid;
}

// ---- core's coroutine bodies as plain functions ---------------------------------------------
//
// Each function below is the body of a core coroutine, line for line, with `co_yield step`
// replaced by `publish(step)` (and `co_return` by returning the last step's result). The inner
// loops are core's own functions; only the bookkeeping around them is repeated here. When a
// coroutine body in core/solvers/ changes, change its function here the same way: the benchmark
// compares searched cells, path length and step count with the registered solver before timing
// and stops with an error if they differ.

// core/solvers/bfs.cpp, search().
ReferenceResult bfsLoop(const Maze& maze) {
    const auto cells = std::size_t(maze.cellCount());
    const CellIndex start = maze.index(maze.start());
    const CellIndex goal = maze.index(maze.goal());
    std::vector<std::uint8_t> cameFrom(cells, kUnseen);
    std::vector<CellIndex> queue(cells); // each cell is queued at most once
    std::vector<CellIndex> path;
    std::size_t head = 0;
    std::size_t tail = 0;

    SolveStep step;
    SolveCounters& n = step.counters;
    queue[tail++] = start;
    cameFrom[std::size_t(start)] = kStartMark;
    n.searched = n.frontier = n.maxFrontier = 1;

    while (head < tail) {
        const CellIndex cell = queue[head++];
        ++n.expanded;
        ++n.steps;
        step.cell = cell;
        if (cell == goal) {
            n.frontier = std::int64_t(tail - head);
            return endAtGoal(maze, cameFrom, goal, path, step);
        }
        step.kind = SolveStep::Kind::Expand;
        step.line = 5;
        tail = detail::bfsDiscover(maze, cell, cameFrom.data(), queue.data(), tail, step);
        n.frontier = std::int64_t(tail - head);
        n.maxFrontier = std::max(n.maxFrontier, n.frontier);
        publish(step);
    }
    detail::endWithout(step, SolveStep::Kind::NoPath, 6);
    publish(step);
    return resultOfLastStep(step);
}

namespace {

// core/solvers/dfs.cpp, detail::depthFirstSearch(). Out of line like core's, so that the
// direction order is a run-time value here too rather than a constant the compiler folds in.
[[gnu::noinline]] ReferenceResult depthFirstLoop(const Maze& maze, std::array<Dir, 4> order) {
    const auto cells = std::size_t(maze.cellCount());
    const CellIndex start = maze.index(maze.start());
    const CellIndex goal = maze.index(maze.goal());
    // Per cell: kUnseen until entered, then the position in `order` to try next (0..4).
    std::vector<std::uint8_t> next(cells, kUnseen);
    std::vector<CellIndex> stack;
    stack.reserve(std::min<std::size_t>(cells, 1u << 16));

    SolveStep step;
    SolveCounters& n = step.counters;
    auto enter = [&](CellIndex cell) {
        next[std::size_t(cell)] = 0;
        stack.push_back(cell);
        ++n.searched;
        ++n.expanded;
        ++n.steps;
        n.frontier = std::int64_t(stack.size());
        n.maxFrontier = std::max(n.maxFrontier, n.frontier);
        step.cell = cell;
    };

    enter(start);
    step.kind = SolveStep::Kind::Enter;
    step.line = 0;
    publish(step);

    while (!stack.empty()) {
        const CellIndex cell = stack.back();
        const CellIndex child = detail::dfsNextChild(maze, cell, next.data(), order);
        if (child >= 0) {
            enter(child);
            if (child == goal) {
                detail::endFound(step, stack, 5);
                publish(step);
                return resultOfLastStep(step);
            }
            step.kind = SolveStep::Kind::Enter;
            step.line = 4;
        } else {
            stack.pop_back();
            ++n.steps;
            n.frontier = std::int64_t(stack.size());
            step.kind = SolveStep::Kind::Retreat;
            step.cell = cell;
            step.line = 6;
        }
        publish(step);
    }
    detail::endWithout(step, SolveStep::Kind::NoPath, 7);
    publish(step);
    return resultOfLastStep(step);
}

// core/solvers/detail/astar_core.hpp, detail::bestFirstSearch().
template <typename Heuristic>
ReferenceResult bestFirstLoop(const Maze& maze, Heuristic heuristic) {
    using detail::BestFirstArrays;
    using detail::kClosedBit;
    using Order = detail::OrderFor<Heuristic>;
    const auto cells = std::size_t(maze.cellCount());
    const int width = maze.width();
    const CellIndex start = maze.index(maze.start());
    const CellIndex goal = maze.index(maze.goal());
    std::vector<detail::CellByte> cameFrom(cells, detail::kUnseenByte);
    const std::unique_ptr<detail::BestFirstCell[]> costs = detail::newCostRecords(cells);
    detail::OpenSet<Order> open;
    std::vector<CellIndex> path;
    std::uint32_t discovered = 0;

    SolveStep step;
    SolveCounters& n = step.counters;
    cameFrom[std::size_t(start)] = detail::CellByte{kStartMark};
    costs[std::size_t(start)] = {0, discovered++};
    open.push(detail::openEntry<Order>(heuristic, detail::SumPriority{}, 0, start % width,
                                       start / width, 0, start));
    n.searched = n.frontier = n.maxFrontier = 1;

    while (!open.empty()) {
        const CellIndex cell = open.pop();
        detail::CellByte& state = cameFrom[std::size_t(cell)];
        if (detail::bitsOf(state) & kClosedBit)
            continue; // an outdated entry of a cell already taken with a lower g
        state = detail::CellByte(detail::bitsOf(state) | kClosedBit);
        --n.frontier;
        ++n.expanded;
        ++n.steps;
        step.cell = cell;
        if (cell == goal)
            return endAtGoal(maze, cameFrom, goal, path, step);
        step.kind = SolveStep::Kind::Expand;
        step.line = 5;
        discovered = detail::relaxNeighbours(maze, cell, heuristic,
                                             BestFirstArrays{cameFrom.data(), costs.get()},
                                             discovered, open, step);
        publish(step);
    }
    detail::endWithout(step, SolveStep::Kind::NoPath, 9);
    publish(step);
    return resultOfLastStep(step);
}

} // namespace

// core/solvers/dfs.cpp: the registered "dfs" (same bias).
ReferenceResult dfsLoop(const Maze& maze) {
    return depthFirstLoop(maze, {Dir::East, Dir::South, Dir::West, Dir::North});
}

// core/solvers/detail/diagonal_core.hpp, detail::diagonalBestFirstSearch() with
// astar_octile.cpp's heuristic, under only-when-no-obstacles.
ReferenceResult astarOctileLoop(const Maze& maze) {
    using namespace detail;
    using Order = DiagonalKeyOrder;
    const OctileH heuristic(maze);
    const DiagonalSum priority;
    const CellIndex start = maze.index(maze.start());
    const CellIndex goal = maze.index(maze.goal());
    const WorkspaceLease<Order> lease(std::size_t(maze.cellCount()));
    DiagonalWorkspace<Order>& w = *lease;
    const DiagonalSearch<OctileH, DiagonalSum> search{maze, Diagonal::OnlyWhenNoObstacles, w,
                                                      heuristic, priority};
    std::vector<CellIndex> path;

    SolveStep step;
    SolveCounters& n = step.counters;
    w.cameFrom[std::size_t(start)] = CellByte{kStartMove};
    search.discover(start, maze.start(), {});
    n.searched = n.frontier = n.maxFrontier = 1;

    for (Taken taken; (taken = takeBest(w, n)).cell >= 0;) {
        step.cell = taken.cell;
        if (taken.cell == goal) {
            tracePath(maze, w.cameFrom, goal, path, kStartMove);
            endFound(step, path, 3);
            publish(step);
            return resultOfLastStep(step);
        }
        step.kind = SolveStep::Kind::Expand;
        step.line = 5;
        search.expand(taken.cell, taken.back, step);
        publish(step);
    }
    endWithout(step, SolveStep::Kind::NoPath, 9);
    publish(step);
    return resultOfLastStep(step);
}

// core/solvers/astar_manhattan.cpp: the same heuristic, an int.
ReferenceResult astarManhattanLoop(const Maze& maze) {
    const int goalX = maze.goal().x;
    const int goalY = maze.goal().y;
    return bestFirstLoop(maze,
                         [=](int x, int y) { return std::abs(x - goalX) + std::abs(y - goalY); });
}

} // namespace mazelab::bench
