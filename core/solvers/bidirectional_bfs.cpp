// Bidirectional breadth-first search (I. Pohl, "Bi-directional search", 1971; the stopping rule
// of A. V. Goldberg and C. Harrelson, "Computing the shortest path: A* search meets graph
// theory"), on detail/bidirectional_core.hpp with every move costing 1.
//  1. Queue the start on the start side and the goal on the goal side; best = none.
//  2. If a meeting is known and d(head of the start queue) + d(head of the goal queue) >= best,
//     stop: the path runs through best's cell (an empty queue's head counts as infinite).
//  3. If a queue is empty, stop: no path.
//  4. The side with the shorter queue (ties: the start side) takes its oldest cell.
//  5. It labels each open neighbour it has not seen (E, S, W, N, then with diagonal moves SE, SW,
//     NW, NE) with d + 1; a neighbour the other side has seen is a meeting:
//     best = min(best, d_start(n) + d_goal(n)). Repeat from 2.
// Proof of the rule: a path shorter than best = head_S + head_G would cross from a cell at depth
// < head_S from the start to one at depth < head_G from the goal; both sides label both: recorded.
// With four directions the first meeting happens to be a shortest path too (it is at most one
// move too long, and all routes between two cells have the same parity); the rule does not rely
// on it, and with diagonal moves, which break the parity, it does not hold.
#include "core/solvers/detail/bidirectional_core.hpp"

namespace mazelab {
namespace {
SolveSteps search(const Maze& maze, ParamValues) {
    return detail::bidirectionalSearch<detail::FifoFrontier>(maze, false);
}
// With diagonal moves: the same search over the moves the rule allows. It counts moves, a
// diagonal one as 1, so its path has the fewest moves: not always the shortest in length.
SolveSteps searchDiagonal(const Maze& maze, ParamValues, Diagonal rule) {
    return detail::bidirectionalSearch<detail::MoveFifoFrontier, detail::MoveLabels>(maze, false,
                                                                                     rule);
}
// On cells of any shape: the open slots in their order, each side keeping its distances (the
// parity of a square grid's moves is gone on hexagons and triangles).
SolveSteps searchShaped(const Maze& maze, ParamValues) {
    return detail::bidirectionalShaped<detail::MoveFifoFrontier>(maze, false);
}
} // namespace

const SolverInfo& bidirectionalBfsInfo() {
    static const SolverInfo info{
        .id = "bidirectional-bfs",
        .name = "Bidirectional BFS",
        .family = SolverFamily::Bidirectional,
        .description = "Two breadth-first searches at once, one from the start and one from the "
            "goal, each time advancing the one with the shorter queue. Where they meet they "
            "join into a path; the search stops only when the two queues' depths add up to the "
            "best meeting, which proves that no shorter path is left. It finds a path with the "
            "fewest moves after searching two small discs instead of one large one, but it "
            "ignores cell costs.",
        .card = {
            .howItWorks = "Keeps two first-in first-out queues, one growing from the start and "
                "one from the goal, and advances the side with the shorter queue by one cell. "
                "When a side reaches a cell the other side has seen, the two routes form a path, "
                "and the best such meeting is kept. It stops only when the depths at the heads of "
                "the two queues add up to at least the best meeting's length, which proves that "
                "no shorter path is left.",
            .time = "O(cells)",
            .memory = "O(cells): two queues and one byte per cell holding both sides' parents (no "
                "distances: a side's queue is in distance order; with diagonal moves two bytes "
                "and a distance per side)",
        },
        .nextStepRule = "The side with fewer cells waiting (ties: the start's side) takes the "
                        "oldest cell in its queue.",
        .pseudocode = {
            "queue S = [start], queue G = [goal]; d(start) = d(goal) = 0; best = none",
            "loop:",
            "    if best is known and d(head of S) + d(head of G) >= best: return best's path",
            "    if S or G is empty: return no path",
            "    side = the side with the shorter queue (ties: S)",
            "    cell = take the oldest cell from side's queue",
            "    for each open neighbour n, in the order E, S, W, N (then SE, SW, NW, NE), not "
            "seen by side:",
            "        d(n) = d(cell) + 1, parent = cell, add n to side's queue",
            "        if the other side has seen n: best = min(best, d_S(n) + d_G(n))",
        },
        .shortestOnUnitCosts = true,
        .complete = true,
        .create = &search,
        .createShaped = &searchShaped,
        .createDiagonal = &searchDiagonal,
    };
    return info;
}

} // namespace mazelab
