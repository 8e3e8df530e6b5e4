// A* with a deliberately wrong heuristic: h = ((W-1) + (H-1)) - Manhattan(cell, goal), which
// prefers cells far from the goal (the original's "dysfunctional" A*).
#include "core/solvers/astar_core.hpp"

#include <cmath>
#include <cstdlib>

namespace mazelab {
namespace {
SolveSteps search(const Maze& maze) {
    const int goalX = maze.goal().x;
    const int goalY = maze.goal().y;
    const int far = (maze.width() - 1) + (maze.height() - 1);
    return detail::bestFirstSearch(maze, [=](int x, int y) {
        return far - (std::abs(x - goalX) + std::abs(y - goalY));
    });
}
} // namespace

const SolverInfo& astarDysfunctionalInfo() {
    static const SolverInfo info{
        "astar-dysfunctional",
        "A* (dysfunctional)",
        "The A* search with a deliberately wrong heuristic, h = (W-1) + (H-1) - Manhattan "
        "distance: cells far from the goal look best, so it wanders away from the goal and "
        "searches most of the maze before it gets there. It shows what a bad heuristic does; "
        "its path is not guaranteed to be the shortest or cheapest.",
        detail::kAStarPseudocode,
        false,
        false,
        true,
        &search};
    return info;
}

} // namespace mazelab
