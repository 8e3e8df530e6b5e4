// Bidirectional Dijkstra (I. Pohl, "Bi-directional search", 1971; the stopping rule of A. V.
// Goldberg and C. Harrelson, "Computing the shortest path: A* search meets graph theory"), on
// detail/bidirectional_core.hpp with cell costs.
//  1. Open the start (g_S = 0) on the start side and the goal (g_G = 0) on the goal side.
//  2. If a meeting is known and the two sides' lowest open g add up to at least best, stop: the
//     path runs through best's cell (an empty side's lowest g counts as infinite).
//  3. If a side has no open cell, stop: no path.
//  4. The side with fewer open cells (ties: the start side) closes its open cell of lowest g
//     (ties: the entry pushed first).
//  5. Each open neighbour n (E, S, W, N, then with diagonal moves SE, SW, NW, NE) that side has
//     not closed gets g' = g + cost(n) on the start side, g' = g + cost(cell) on the goal side
//     (sqrt(2) times that for a diagonal move), if that is new or lower; a neighbour the other
//     side has a g for is a meeting: best = min(best, g_S(n) + g_G(n)). Repeat from 2.
// The costs: entering a cell pays its cost and the start is not entered. The goal side walks
// each move backwards, so its move cell -> n is the path's n -> cell, which enters cell: g_G(x)
// is the cost from x to the goal without x's own cost, which g_S(x) holds, and g_S(x) + g_G(x)
// is the path's cost through x, counting every entered cell once. With diagonal moves g is kept
// as exact (straight, diagonal) sums (detail/diagonal_core.hpp), so equal costs tie exactly.
#include "core/solvers/detail/bidirectional_core.hpp"

namespace mazelab {
namespace {
SolveSteps search(const Maze& maze, ParamValues) {
    return detail::bidirectionalSearch<detail::DijkstraFrontier>(maze, true);
}
SolveSteps searchDiagonal(const Maze& maze, ParamValues, Diagonal rule) {
    return detail::bidirectionalSearch<detail::BestFirstFrontier<detail::NoH>, detail::MoveLabels>(
        maze, true, rule);
}
// On cells of any shape: the open slots in their order.
SolveSteps searchShaped(const Maze& maze, ParamValues) {
    return detail::bidirectionalShaped<detail::DijkstraFrontier>(maze, true);
}
} // namespace

const SolverInfo& bidirectionalDijkstraInfo() {
    static const SolverInfo info{
        .id = "bidirectional-dijkstra",
        .name = "Bidirectional Dijkstra",
        .family = SolverFamily::Bidirectional,
        .description = "Two Dijkstra searches at once, one from the start and one from the "
            "goal, each time advancing the one with fewer open cells. Where they meet they join "
            "into a path; the search stops when the lowest costs still open on the two sides "
            "add up to at least the best meeting, which proves that no cheaper path is left. It "
            "finds the cheapest path on weighted mazes while searching two small floods instead "
            "of one large one.",
        .card = {
            .howItWorks = "Keeps two open sets ordered by cost, one from the start and one from "
                "the goal, and closes the lowest-cost cell of the side with fewer open cells. "
                "The goal side counts a move's cost as the cost of the cell it leaves, so a cell "
                "reached by both sides joins two routes whose costs add up to the path's. It "
                "stops when the lowest open costs of the two sides add up to at least the best "
                "meeting, since the first meeting is not always the cheapest.",
            .time = "O(cells log cells)",
            .memory = "O(cells): two heaps and, per side, a parent and a cost per cell",
        },
        .nextStepRule = "The side with fewer open cells (ties: the start's side) takes its open "
                        "cell with the lowest g; ties go to the cell queued first.",
        .pseudocode = detail::costPseudocode(
            "    if best is known and min g open in S + min g open in G >= best: return its path",
            "    side = the side with fewer open cells (ties: S)",
            "    cell = side's open cell with the lowest g (ties: pushed first); close it"),
        .shortestOnUnitCosts = true,
        .cheapestOnCosts = true,
        .complete = true,
        .usesCosts = true,
        .needsWeights = true,
        .create = &search,
        .createShaped = &searchShaped,
        .createDiagonal = &searchDiagonal,
        .cheapestWithDiagonals = true,
    };
    return info;
}

} // namespace mazelab
