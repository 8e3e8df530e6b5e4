// A* with the Manhattan distance (P. E. Hart, N. J. Nilsson, B. Raphael, "A formal basis for the
// heuristic determination of minimum cost paths", 1968): the best-first search of
// detail/astar_core.hpp with h = |dx| + |dy| in cell units.
//  1. Discover the start with g = 0.
//  2. Take the open cell with the lowest f = g + h (ties: lower h, then the cell discovered
//     first). If it is the goal, stop and trace the path back.
//  3. Close it; give each open neighbour not closed g' = g + cost(neighbour) if that is lower.
//  4. Repeat from 2; no open cell left means there is no path.
// h never overestimates a path of east, south, west and north moves, each costing at least 1.
#include "core/solvers/detail/diagonal_core.hpp"

namespace mazelab {
namespace {
SolveSteps search(const Maze& maze, ParamValues) {
    return detail::bestFirstSearch(maze, detail::ManhattanToGoal(maze));
}
} // namespace

const SolverInfo& astarManhattanInfo() {
    static const SolverInfo info = detail::bestFirst({
        .id = "astar-manhattan",
        .name = "A* (Manhattan)",
        .description = "Expands the open cell with the lowest f = g + h, where g is the cost "
                       "from the start and h = |dx| + |dy|, the number of moves to the goal if "
                       "no wall were in the way. On a grid of east, south, west and north moves "
                       "this is the tightest simple estimate that never overestimates, so A* "
                       "finds a cheapest path while searching the fewest cells of the "
                       "shortest-path solvers.",
        .card = {
            .howItWorks = "Dijkstra's search ordered by f = g + h instead of g, where h = |dx| + "
                          "|dy| is the number of moves to the goal if there were no walls. Cells "
                          "that look closer to the goal come out first, ties going to the lower "
                          "h, so the search heads for the goal. h never overestimates a path of "
                          "east, south, west and north moves, so the path is a cheapest one.",
            .time = "O(cells log cells), often far less searched",
        },
        .nextStepRule = "A* takes the open cell with the lowest f = g + h; ties go to the lower h, "
                        "then to the cell found first.",
        .heuristic = "h = |dx| + |dy|",
        .shortestOnUnitCosts = true,
        .cheapestOnCosts = true,
        .create = &search,
        .createDiagonal = &detail::diagonalAStar<detail::ManhattanH>,
        .cheapestWithDiagonals = true,
        .fixedHeuristic = Heuristic::Manhattan,
        .noShapesReason = "its h, |dx| + |dy|, counts the columns and rows to the goal, which "
                          "only square cells have (A* (Euclidean) takes the shape's distance)",
    });
    return info;
}

} // namespace mazelab
