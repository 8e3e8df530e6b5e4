// A* with the octile distance (Hart, Nilsson and Raphael, 1968; the heuristic of grid pathfinding
// with diagonal moves, as in N. Sturtevant, "Benchmarks for Grid-Based Pathfinding", 2012): the
// best-first search of detail/astar_core.hpp, or detail/diagonal_core.hpp with diagonal moves,
// with h = max(|dx|, |dy|) + (sqrt(2) - 1) * min(|dx|, |dy|).
//  1. Discover the start with g = 0.
//  2. Take the open cell with the lowest f = g + h (ties: lower h, then the cell discovered
//     first). If it is the goal, stop and trace the path back.
//  3. Close it; give each open neighbour not closed g' = g + cost(move) if that is lower.
//  4. Repeat from 2; no open cell left means there is no path.
// h is the cost of the cheapest path on an empty grid with diagonal moves, so it never
// overestimates there, and with four directions (where it is below Manhattan) either.
#include "core/solvers/detail/diagonal_core.hpp"

namespace mazelab {
namespace {
SolveSteps search(const Maze& maze, ParamValues) {
    const detail::OctileH octile(maze);
    return detail::bestFirstSearch(maze, [=](int x, int y) { return octile(x, y).value(); });
}
} // namespace

const SolverInfo& astarOctileInfo() {
    static const SolverInfo info = detail::bestFirst({
        .id = "astar-octile",
        .name = "A* (octile)",
        .description = "Expands the open cell with the lowest f = g + h, where h is the octile "
                       "distance: the cost of the way to the goal on an empty grid where a "
                       "diagonal move costs sqrt(2). With diagonal moves it is the tightest "
                       "estimate that never overestimates, the heuristic of the pathfinding "
                       "benchmarks; with four directions it still never overestimates, but "
                       "Manhattan is tighter.",
        .card = {
            .howItWorks = "Dijkstra's search ordered by f = g + h, where h = max(|dx|, |dy|) + "
                          "(sqrt(2) - 1) * min(|dx|, |dy|). That is as many diagonal moves as the "
                          "shorter side, then straight ones: exactly the cost of the way on an "
                          "open grid with diagonal moves. So h never overestimates and the path "
                          "is a cheapest one; ties go to the lower h.",
            .time = "O(cells log cells), often far less searched",
        },
        .nextStepRule = "A* takes the open cell with the lowest f = g + h; ties go to the lower h, "
                        "then to the cell found first.",
        .heuristic = "h = max(|dx|, |dy|) + (sqrt(2) - 1) * min(|dx|, |dy|)",
        .shortestOnUnitCosts = true,
        .cheapestOnCosts = true,
        .create = &search,
        .createDiagonal = &detail::diagonalAStar<detail::OctileH>,
        .cheapestWithDiagonals = true,
        .fixedHeuristic = Heuristic::Octile,
        .noShapesReason = "its h counts the diagonal and straight moves across the columns and "
                          "rows to the goal, which only square cells have (A* (Euclidean) takes "
                          "the shape's distance)",
    });
    return info;
}

} // namespace mazelab
