// Dijkstra: the A* core with h = 0, so cells come out in order of their cost from the start.
#include "core/solvers/detail/astar_core.hpp"

namespace mazelab {
namespace {
SolveSteps search(const Maze& maze) {
    return detail::bestFirstSearch(maze, detail::NoHeuristic{});
}
} // namespace

const SolverInfo& dijkstraInfo() {
    static const SolverInfo info{
        "dijkstra",
        "Dijkstra",
        "Expands the open cell with the lowest cost from the start (A* with no heuristic), "
        "so it spreads like a flood that moves slower through expensive cells. It always finds "
        "the cheapest path, on weighted mazes too, but like BFS it searches everything cheaper "
        "than the goal in every direction.",
        detail::kAStarPseudocode,
        true,
        true,
        true,
        &search};
    return info;
}

} // namespace mazelab
