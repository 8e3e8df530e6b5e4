// A* with a deliberately wrong heuristic, h = ((W-1) + (H-1)) - Manhattan(cell, goal): the
// best-first search of detail/astar_core.hpp preferring cells far from the goal.
//  1. Discover the start with g = 0.
//  2. Take the open cell with the lowest f = g + h (ties: lower h, then the cell discovered
//     first). If it is the goal, stop and trace the path back.
//  3. Close it; give each open neighbour not closed g' = g + cost(neighbour) if that is lower.
//  4. Repeat from 2; no open cell left means there is no path.
// h overestimates far from the goal, yet it differs from -Manhattan only by a constant, and
// -Manhattan is consistent (it changes by at most 1 per move, and every move costs at least 1),
// so the path is still a shortest and cheapest one: what it wastes is search, not path
// (docs/semantics.md, "Dijkstra and A*: order and heuristics"). With diagonal moves that argument
// fails: a diagonal move changes -Manhattan by 2 but costs sqrt(2), so the path can be longer.
#include "core/solvers/detail/diagonal_core.hpp"

#include <cstdlib>

namespace mazelab {
namespace {
SolveSteps search(const Maze& maze, ParamValues) {
    const int goalX = maze.goal().x;
    const int goalY = maze.goal().y;
    const int far = (maze.width() - 1) + (maze.height() - 1);
    return detail::bestFirstSearch(maze, [=](int x, int y) {
        return far - (std::abs(x - goalX) + std::abs(y - goalY));
    });
}
// The same h under diagonal moves, as an exact cost.
struct FarFromGoal : detail::GoalDistance {
    explicit FarFromGoal(const Maze& maze)
        : GoalDistance(maze), far((maze.width() - 1) + (maze.height() - 1)) {}
    detail::ExactCost operator()(int x, int y) const {
        return {std::uint32_t(far - (dxTo(x) + dyTo(y))), 0};
    }
    int far;
};
} // namespace

const SolverInfo& astarDysfunctionalInfo() {
    static const SolverInfo info = detail::bestFirst({
        .id = "astar-dysfunctional",
        .name = "A* (dysfunctional)",
        .description = "The A* search with a deliberately wrong heuristic, h = (W-1) + (H-1) - "
                       "Manhattan distance: cells far from the goal look best, so it wanders "
                       "away from the goal and searches most of the maze before it gets there. "
                       "It shows what a bad heuristic costs: its path is still a shortest (and "
                       "cheapest) one, because the heuristic is -Manhattan plus a constant, but "
                       "it pays for it in cells searched.",
        .card = {
            .howItWorks = "A* with a deliberately bad heuristic: h = (W-1) + (H-1) - Manhattan "
                          "distance, largest far away from the goal. The search therefore prefers "
                          "cells far from the goal and searches almost everything before it gets "
                          "there. Since h differs from -Manhattan only by a constant it still "
                          "finds a cheapest path: what a bad heuristic costs here is search, not "
                          "the path.",
            .time = "O(cells log cells)",
        },
        .nextStepRule = "A* takes the open cell with the lowest f = g + h (here h is largest far "
                        "from the goal); ties go to the lower h, then to the cell found first.",
        .heuristic = "h = (W-1) + (H-1) - (|dx| + |dy|)",
        .shortestOnUnitCosts = true,
        .cheapestOnCosts = true,
        .inadmissible = true,
        .create = &search,
        .createDiagonal = &detail::diagonalAStar<FarFromGoal>,
        .noShapesReason = "its h is built from the width, the height and the columns and rows "
                          "to the goal, which only square cells have",
    });
    return info;
}

} // namespace mazelab
