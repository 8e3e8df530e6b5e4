// A* with a deliberately wrong heuristic: h = ((W-1) + (H-1)) - Manhattan(cell, goal), which
// prefers cells far from the goal (the original's "dysfunctional" A*). It differs from
// -Manhattan only by a constant, and -Manhattan never overestimates and is consistent (it changes
// by at most 1 per move, and every move costs at least 1), so its path is still a shortest and
// cheapest one: what it wastes is search, not path.
#include "core/solvers/detail/astar_core.hpp"

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
        "searches most of the maze before it gets there. It shows what a bad heuristic costs: "
        "its path is still a shortest (and cheapest) one, because the heuristic is -Manhattan "
        "plus a constant and so never overestimates, but it pays for it in cells searched.",
        detail::kAStarPseudocode,
        true,
        true,
        true,
        &search};
    return info;
}

} // namespace mazelab
