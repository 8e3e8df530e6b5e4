#pragma once
// Internal: the one best-first search behind Dijkstra and the three A* variants, which differ
// only in their heuristic h (SEMANTICS.md "Solvers").
//  1. Discover the start with g = 0; it counts as searched.
//  2. Take the open cell with the lowest f = g + h; ties go to the lower h, then to the cell
//     discovered first. If it is the goal, stop and trace the path back.
//  3. Close it. For each open neighbour in the order E, S, W, N that is not closed:
//     g' = g + cost(neighbour). A new neighbour is discovered (searched) with g'; an open one
//     whose g' is lower than its g is updated.
//  4. Repeat from 2; no open cell left means there is no path.
// The open set is a binary heap with lazy deletion: an update pushes a new entry, and an entry
// for a closed cell is skipped (the better entry of a cell always comes out first, since both
// share its h). Workspace: g (4 bytes), discovery number (4), came-from (1) per cell, plus the
// heap, which holds the frontier and, until they are popped, the outdated entries of updated
// cells.

#include "core/registry.hpp"
#include "core/solvers/came_from.hpp"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace mazelab::detail {

inline const std::vector<std::string_view> kAStarPseudocode = {
    "open = {start}, g(start) = 0; mark start searched",
    "while open is not empty:",
    "    cell = the open cell with the lowest f = g + h (ties: lower h, then first found)",
    "    if cell is the goal: return the path back through the parents",
    "    close cell",
    "    for each open neighbour n, in the order E, S, W, N, not closed:",
    "        g' = g(cell) + cost(n)",
    "        if n is new: mark it searched, g(n) = g', parent = cell, add it to open",
    "        else if g' < g(n): g(n) = g', parent = cell (update)",
    "return no path"};

// Heuristic: a callable h(x, y) -> number (int for exact integer keys, double for Euclidean).
template <typename Heuristic>
SolveSteps bestFirstSearch(const Maze& maze, Heuristic heuristic) {
    using H = decltype(heuristic(0, 0));
    using F = std::conditional_t<std::is_integral_v<H>, std::int64_t, double>;
    struct Entry {
        F f;
        H h;
        std::uint32_t order; // discovery number of the cell
        CellIndex cell;
    };
    // std heap functions build a max-heap: "a < b" must mean "b comes out first".
    auto later = [](const Entry& a, const Entry& b) {
        if (a.f != b.f)
            return a.f > b.f;
        if (a.h != b.h)
            return a.h > b.h;
        return a.order > b.order;
    };

    const auto cells = std::size_t(maze.cellCount());
    const int width = maze.width();
    const CellIndex start = maze.index(maze.start());
    const CellIndex goal = maze.index(maze.goal());
    constexpr std::uint8_t kClosedBit = kFlagBits;
    std::vector<std::uint8_t> cameFrom(cells, kUnseen); // direction to parent | kClosedBit
    std::vector<std::uint32_t> g(cells);
    std::vector<std::uint32_t> order(cells);
    std::vector<Entry> heap;
    std::vector<CellIndex> path;
    std::uint32_t discovered = 0;

    SolveStep step;
    SolveCounters& n = step.counters;
    auto h = [&](CellIndex c) { return heuristic(c % width, c / width); };
    auto push = [&](CellIndex c) {
        const H hc = h(c);
        heap.push_back(Entry{F(g[std::size_t(c)]) + F(hc), hc, order[std::size_t(c)], c});
        std::push_heap(heap.begin(), heap.end(), later);
    };

    cameFrom[std::size_t(start)] = kStartMark;
    g[std::size_t(start)] = 0;
    order[std::size_t(start)] = discovered++;
    push(start);
    n.searched = n.frontier = n.maxFrontier = 1;

    while (!heap.empty()) {
        std::pop_heap(heap.begin(), heap.end(), later);
        const CellIndex cell = heap.back().cell;
        heap.pop_back();
        std::uint8_t& state = cameFrom[std::size_t(cell)];
        if (state & kClosedBit)
            continue; // an outdated entry of a cell already taken with a lower g
        state |= kClosedBit;
        --n.frontier;
        ++n.expanded;
        ++n.steps;
        step.cell = cell;
        if (cell == goal) {
            tracePath(maze, cameFrom, goal, path);
            step.kind = SolveStep::Kind::Found;
            step.discoveredCount = 0;
            step.path = path;
            step.line = 3;
            co_yield step;
            co_return;
        }
        step.kind = SolveStep::Kind::Expand;
        step.line = 5;
        std::uint8_t found = 0;
        const std::uint32_t gCell = g[std::size_t(cell)];
        const DirSet open = maze.openDirs(cell);
        for (Dir d : kDirs) {
            if (!(open & bit(d)))
                continue;
            const CellIndex next = maze.neighbour(cell, d);
            std::uint8_t& nextState = cameFrom[std::size_t(next)];
            const std::uint32_t gNext = gCell + std::uint32_t(maze.cost(next));
            if (nextState == kUnseen) {
                nextState = std::uint8_t(opposite(d));
                g[std::size_t(next)] = gNext;
                order[std::size_t(next)] = discovered++;
                push(next);
                step.discoveredCells[found++] = next;
                ++n.frontier;
            } else if (!(nextState & kClosedBit) && gNext < g[std::size_t(next)]) {
                nextState = std::uint8_t(opposite(d));
                g[std::size_t(next)] = gNext;
                push(next);
            }
        }
        step.discoveredCount = found;
        n.searched += found;
        n.maxFrontier = std::max(n.maxFrontier, n.frontier);
        co_yield step;
    }
    step.kind = SolveStep::Kind::NoPath;
    step.discoveredCount = 0;
    step.line = 9;
    ++n.steps;
    co_yield step;
}

} // namespace mazelab::detail
