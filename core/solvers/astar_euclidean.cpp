// A* with the Euclidean distance (Hart, Nilsson and Raphael, 1968): the best-first search of
// detail/astar_core.hpp with h = the straight-line distance to the goal, in cell units.
//  1. Discover the start with g = 0.
//  2. Take the open cell with the lowest f = g + h (ties: lower h, then the cell discovered
//     first). If it is the goal, stop and trace the path back.
//  3. Close it; give each open neighbour not closed g' = g + cost(neighbour) if that is lower.
//  4. Repeat from 2; no open cell left means there is no path.
// h never overestimates, but on a grid of four directions it underestimates more than Manhattan.
// On cells of any shape h is the shape's distance to the goal (Shape::heuristic: the hex
// distance, or the distance between the centres over the longest step), a lower bound on the
// moves left, so it never overestimates either; on square cells it is this h exactly.
#include "core/solvers/detail/diagonal_core.hpp"
#include "core/solvers/detail/slot_moves.hpp"

#include <cmath>

namespace mazelab {
namespace {
SolveSteps search(const Maze& maze, ParamValues) {
    const int goalX = maze.goal().x;
    const int goalY = maze.goal().y;
    return detail::bestFirstSearch(maze, [=](int x, int y) {
        const double ddx = x - goalX;
        const double ddy = y - goalY;
        return std::sqrt(ddx * ddx + ddy * ddy);
    });
}
SolveSteps searchShaped(const Maze& maze, ParamValues) {
    return detail::bestFirstSearchShaped(maze, detail::ShapeDistanceH(maze));
}
} // namespace

const SolverInfo& astarEuclideanInfo() {
    static const SolverInfo info = detail::bestFirst({
        .id = "astar-euclidean",
        .name = "A* (Euclidean)",
        .description = "Expands the open cell with the lowest f = g + h, where g is the cost "
                       "from the start and h the straight-line distance to the goal. The "
                       "heuristic never overestimates, so the path is always a cheapest one, and "
                       "the search leans toward the goal; on a grid where moves are only east, "
                       "south, west and north it is less well informed than Manhattan distance "
                       "and searches a little more.",
        .card = {
            .howItWorks = "Dijkstra's search ordered by f = g + h instead of g, where h is the "
                          "straight-line distance to the goal. Cells that look closer to the goal "
                          "come out first, so the search leans towards it. h never overestimates, "
                          "so the path is still a cheapest one; but on a grid of four directions "
                          "the straight line underestimates, so it searches more than Manhattan.",
            .time = "O(cells log cells)",
        },
        .nextStepRule = "A* takes the open cell with the lowest f = g + h; ties go to the lower h, "
                        "then to the cell found first.",
        .heuristic = "h = sqrt(dx^2 + dy^2)",
        .shortestOnUnitCosts = true,
        .cheapestOnCosts = true,
        .create = &search,
        .createShaped = &searchShaped,
        .createDiagonal = &detail::diagonalAStar<detail::EuclideanH>,
        .cheapestWithDiagonals = true,
        .fixedHeuristic = Heuristic::Euclidean,
    });
    return info;
}

} // namespace mazelab
