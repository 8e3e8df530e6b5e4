// A* with the straight-line (Euclidean) distance to the goal, in cell units, as h.
#include "core/solvers/detail/astar_core.hpp"

#include <cmath>
#include <cstdlib>

namespace mazelab {
namespace {
SolveSteps search(const Maze& maze) {
    const int goalX = maze.goal().x;
    const int goalY = maze.goal().y;
    return detail::bestFirstSearch(maze, [=](int x, int y) {
        const double ddx = x - goalX;
        const double ddy = y - goalY;
        return std::sqrt(ddx * ddx + ddy * ddy);
    });
}
} // namespace

const SolverInfo& astarEuclideanInfo() {
    static const SolverInfo info{
        "astar-euclidean",
        "A* (Euclidean)",
        "Expands the open cell with the lowest f = g + h, where g is the cost from the start "
        "and h the straight-line distance to the goal. The heuristic never overestimates, so "
        "the path is always a cheapest one, and the search leans toward the goal; on a grid "
        "where moves are only east, south, west and north it is less well informed than "
        "Manhattan distance and searches a little more.",
        detail::kAStarPseudocode,
        true,
        true,
        true,
        &search};
    return info;
}

} // namespace mazelab
