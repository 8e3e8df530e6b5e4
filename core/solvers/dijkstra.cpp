// Dijkstra's algorithm (E. W. Dijkstra, "A note on two problems in connexion with graphs", 1959):
// the best-first search of detail/astar_core.hpp with h = 0.
//  1. Discover the start with g = 0.
//  2. Take the open cell with the lowest g (ties: the cell discovered first). If it is the goal,
//     stop and trace the path back.
//  3. Close it; give each open neighbour not closed g' = g + cost(neighbour) if that is lower.
//  4. Repeat from 2; no open cell left means there is no path.
// A cell's g is final when it is taken, because every cost is positive. On cells of any shape
// the same search looks at the open slots in their order.
#include "core/solvers/detail/diagonal_core.hpp"

namespace mazelab {
namespace {
SolveSteps search(const Maze& maze, ParamValues) {
    return detail::bestFirstSearch(maze, detail::NoHeuristic{});
}
SolveSteps searchShaped(const Maze& maze, ParamValues) {
    return detail::bestFirstSearchShaped(maze, detail::NoHeuristic{});
}
} // namespace

const SolverInfo& dijkstraInfo() {
    static const SolverInfo info = detail::bestFirst({
        .id = "dijkstra",
        .name = "Dijkstra",
        .description = "Expands the open cell with the lowest cost from the start (A* with no "
                       "heuristic), so it spreads like a flood that moves slower through "
                       "expensive cells. It always finds the cheapest path, on weighted mazes "
                       "too, but like BFS it searches everything cheaper than the goal in every "
                       "direction.",
        .card = {
            .howItWorks = "Keeps an open set ordered by g, the cost of the cheapest path found so "
                          "far from the start. It takes the open cell with the lowest g and "
                          "relaxes its neighbours: g' = g + cost of the neighbour, kept if it is "
                          "lower than the neighbour's g. A cell's g is final when it is taken, so "
                          "the goal is taken with the cheapest cost.",
            .time = "O(cells log cells)",
        },
        .nextStepRule = "Dijkstra takes the open cell with the lowest g, the cost so far; ties go "
                        "to the cell found first.",
        .shortestOnUnitCosts = true,
        .cheapestOnCosts = true,
        .needsWeights = true,
        .create = &search,
        .createShaped = &searchShaped,
        .createDiagonal = &detail::diagonalAStar<detail::NoH>,
        .cheapestWithDiagonals = true,
    });
    return info;
}

} // namespace mazelab
