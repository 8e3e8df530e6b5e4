// A* with the Manhattan distance to the goal, |dx| + |dy| in cell units, as h.
#include "core/solvers/detail/astar_core.hpp"

#include <cmath>
#include <cstdlib>

namespace mazelab {
namespace {
SolveSteps search(const Maze& maze) {
    const int goalX = maze.goal().x;
    const int goalY = maze.goal().y;
    return detail::bestFirstSearch(
        maze, [=](int x, int y) { return std::abs(x - goalX) + std::abs(y - goalY); });
}
} // namespace

const SolverInfo& astarManhattanInfo() {
    static const SolverInfo info{
        "astar-manhattan",
        "A* (Manhattan)",
        "Expands the open cell with the lowest f = g + h, where g is the cost from the start "
        "and h = |dx| + |dy|, the number of moves to the goal if no wall were in the way. On a "
        "grid of east, south, west and north moves this is the tightest simple estimate that "
        "never overestimates, so A* finds a cheapest path while searching the fewest cells of "
        "the shortest-path solvers.",
        detail::kAStarPseudocode,
        true,
        true,
        true,
        &search};
    return info;
}

} // namespace mazelab
