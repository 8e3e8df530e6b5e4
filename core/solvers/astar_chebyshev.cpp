// A* with the Chebyshev distance (Hart, Nilsson and Raphael, 1968): the best-first search of
// detail/astar_core.hpp, or detail/diagonal_core.hpp with diagonal moves, with
// h = max(|dx|, |dy|), the number of moves to the goal on an empty grid where every move,
// diagonal ones included, counts 1.
//  1. Discover the start with g = 0.
//  2. Take the open cell with the lowest f = g + h (ties: lower h, then the cell discovered
//     first). If it is the goal, stop and trace the path back.
//  3. Close it; give each open neighbour not closed g' = g + cost(move) if that is lower.
//  4. Repeat from 2; no open cell left means there is no path.
// h never overestimates (a diagonal move costs sqrt(2) > 1), but it is looser than octile.
#include "core/solvers/detail/diagonal_core.hpp"

namespace mazelab {
namespace {
SolveSteps search(const Maze& maze, ParamValues) {
    const detail::ChebyshevH chebyshev(maze);
    return detail::bestFirstSearch(maze,
                                   [=](int x, int y) { return int(chebyshev(x, y).straight); });
}
} // namespace

const SolverInfo& astarChebyshevInfo() {
    static const SolverInfo info = detail::bestFirst({
        .id = "astar-chebyshev",
        .name = "A* (Chebyshev)",
        .description = "Expands the open cell with the lowest f = g + h, where h = max(|dx|, |dy|) "
                       "is the number of moves to the goal on an empty grid if a diagonal move "
                       "counted as one. A diagonal move costs sqrt(2), so h never overestimates, "
                       "but it underestimates more than the octile distance and A* searches "
                       "more cells with it.",
        .card = {
            .howItWorks = "Dijkstra's search ordered by f = g + h, where h = max(|dx|, |dy|), the "
                          "king's distance on a chess board. It never overestimates, with four "
                          "directions or eight, so the path is a cheapest one. But it counts a "
                          "diagonal move as 1 where it costs sqrt(2), so it is looser than octile "
                          "and the search spreads wider.",
            .time = "O(cells log cells)",
        },
        .nextStepRule = "A* takes the open cell with the lowest f = g + h; ties go to the lower h, "
                        "then to the cell found first.",
        .heuristic = "h = max(|dx|, |dy|)",
        .shortestOnUnitCosts = true,
        .cheapestOnCosts = true,
        .create = &search,
        .createDiagonal = &detail::diagonalAStar<detail::ChebyshevH>,
        .cheapestWithDiagonals = true,
        .fixedHeuristic = Heuristic::Chebyshev,
        .noShapesReason = "its h, max(|dx|, |dy|), counts the columns or rows to the goal, which "
                          "only square cells have (A* (Euclidean) takes the shape's distance)",
    });
    return info;
}

} // namespace mazelab
