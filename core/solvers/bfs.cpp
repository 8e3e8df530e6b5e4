// Breadth-first search (the original's BreadthFirst; SEMANTICS.md "Solvers").
//  1. Put the start in a FIFO queue; it counts as searched.
//  2. Take the oldest cell from the queue. If it is the goal, stop: the path is traced back
//     through the cells' parents.
//  3. Otherwise discover its open neighbours not seen before, in the order E, S, W, N: each is
//     searched, remembers its parent and joins the back of the queue.
//  4. Repeat from 2; an empty queue means there is no path.
// Every cell is queued once: linear time, 5 bytes of workspace per cell. It ignores cell costs,
// so it finds the path with the fewest moves, which on a weighted maze may not be the cheapest.

#include "core/registry.hpp"
#include "core/solvers/expand.hpp"

namespace mazelab {
namespace {

using detail::kStartMark;
using detail::kUnseen;

SolveSteps search(const Maze& maze) {
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
            detail::tracePath(maze, cameFrom, goal, path);
            step.kind = SolveStep::Kind::Found;
            step.discoveredCount = 0;
            step.path = path;
            step.line = 3;
            n.frontier = std::int64_t(tail - head);
            co_yield step;
            co_return;
        }
        step.kind = SolveStep::Kind::Expand;
        step.line = 5;
        tail = detail::bfsDiscover(maze, cell, cameFrom.data(), queue.data(), tail, step);
        n.frontier = std::int64_t(tail - head);
        n.maxFrontier = std::max(n.maxFrontier, n.frontier);
        co_yield step;
    }
    step.kind = SolveStep::Kind::NoPath;
    step.discoveredCount = 0;
    step.line = 6;
    ++n.steps;
    co_yield step;
}

} // namespace

const SolverInfo& bfsInfo() {
    static const SolverInfo info{
        "bfs",
        "Breadth-First Search",
        "Floods outward from the start one ring at a time, using a first-in first-out queue: "
        "every cell at distance d is searched before any cell at distance d + 1. It always finds "
        "a path with the fewest moves, but it searches everything closer than the goal, dead "
        "ends included. It ignores cell costs, so on a weighted maze its path may not be the "
        "cheapest.",
        {"queue = [start]; mark start searched",
         "while the queue is not empty:",
         "    cell = take the oldest cell from the queue",
         "    if cell is the goal: return the path back through the parents",
         "    for each open neighbour, in the order E, S, W, N:",
         "        if not yet searched: mark it searched, parent = cell, add it to the queue",
         "return no path"},
        true,
        false,
        false,
        &search};
    return info;
}

} // namespace mazelab
