// Bidirectional A* (I. Pohl, "Bi-directional search", 1971: two A* searches and the stopping rule
// below), on detail/bidirectional_core.hpp with cell costs and a heuristic per side.
//  1. Open the start (g_S = 0) on the start side and the goal (g_G = 0) on the goal side. The
//     start side's h is the chosen distance to the goal, the goal side's the distance to the
//     start.
//  2. If a meeting is known and best <= max(lowest open f on the start side, lowest open f on the
//     goal side), stop: the path runs through best's cell (an empty side's f counts as infinite).
//  3. If a side has no open cell, stop: no path.
//  4. The side with fewer open cells (ties: the start side) closes its open cell of lowest
//     f = g + h (ties: the lower h, then the entry pushed first).
//  5. Each neighbour n the movement allows (E, S, W, N, then SE, SW, NW, NE) that side has not
//     closed gets g' = g + cost(n) on the start side, g' = g + cost(cell) on the goal side
//     (sqrt(2) times that for a diagonal move), if that is new or lower. A neighbour the other
//     side has a g for is a meeting: best = min(best, g_S(n) + g_G(n)). Repeat from 2.
// Each side is a whole A* search: it may close cells the other side has closed. The first meeting
// is not always the cheapest, so the search goes on until the rule of step 2 holds. With a
// consistent heuristic each side's lowest open f is a lower bound on every path not yet recorded
// (the proof is in detail/bidirectional_core.hpp and docs/semantics.md), so the path is a
// cheapest one. The price: each side goes on until its f reaches the answer, so the two together
// search about as many cells as one A* (docs/semantics.md has figures). Manhattan is consistent
// with four directions only: with diagonal moves it overestimates and the path may be dearer
// (SolverInfo::heuristicWarning says so). On cells of any shape the moves are the open slots in
// their order and h is the shape's distance (Shape::heuristic), consistent as a distance is.
#include "core/solvers/detail/bidirectional_core.hpp"

#include <type_traits>

namespace mazelab {
namespace {

// With four directions g is one integer and the labels are nibbles (as Bidirectional Dijkstra's);
// with diagonal moves g is two exact sums and the labels bytes.
template <typename H>
SolveSteps searchWith(const Maze& maze, Diagonal rule) {
    if (rule == Diagonal::Never)
        return detail::bidirectionalSearch<detail::HeapFrontier<detail::FourWayH<H>>>(maze, true);
    return detail::bidirectionalSearch<detail::BestFirstFrontier<H>, detail::MoveLabels>(maze, true,
                                                                                         rule);
}

// run(tag) with tag a std::type_identity of the chosen heuristic's type.
template <typename Run>
SolveSteps withChosenH(const ParamValues& params, Run run) {
    const auto h = Heuristic(int(params.get(kHeuristicKey)));
    switch (h) {
    case Heuristic::Manhattan:
        return run(std::type_identity<detail::ManhattanH>{});
    case Heuristic::Euclidean:
        return run(std::type_identity<detail::EuclideanH>{});
    case Heuristic::Octile:
        return run(std::type_identity<detail::OctileH>{});
    case Heuristic::Chebyshev:
        return run(std::type_identity<detail::ChebyshevH>{});
    }
    throw Error("Bidirectional A*: unknown heuristic " + std::to_string(int(h)));
}

SolveSteps searchDiagonal(const Maze& maze, ParamValues params, Diagonal rule) {
    return withChosenH(params, [&maze, rule](auto tag) {
        return searchWith<typename decltype(tag)::type>(maze, rule);
    });
}

// Over slots: on square cells the chosen heuristic (the steps of `search`), on the others the
// shape's distance, the only one there (SolverInfo::start refuses the others).
template <typename H>
SolveSteps shapedWith(const Maze& maze) {
    return detail::bidirectionalShaped<detail::HeapFrontier<detail::FourWayH<H>>>(maze, true);
}
SolveSteps searchShaped(const Maze& maze, ParamValues params) {
    if (!maze.isSquare())
        return shapedWith<detail::ShapeDistanceH>(maze);
    return withChosenH(params, [&maze](auto tag) {
        return shapedWith<typename decltype(tag)::type>(maze);
    });
}

SolveSteps search(const Maze& maze, ParamValues params) {
    return searchDiagonal(maze, std::move(params), Diagonal::Never);
}

} // namespace

const SolverInfo& bidirectionalAstarInfo() {
    static const SolverInfo info{
        .id = "bidirectional-astar",
        .name = "Bidirectional A*",
        .family = SolverFamily::Bidirectional,
        .description = "Two A* searches at once, one from the start towards the goal and one "
            "from the goal towards the start, each time advancing the one with fewer open cells. "
            "Where they meet they join into a path, but the first meeting is not always the "
            "cheapest: it stops only when the best meeting costs no more than the lowest f = g + "
            "h still open on one of the two sides, which proves that no cheaper path is left. "
            "With a heuristic that never overestimates it finds the cheapest path, though it "
            "seldom searches fewer cells than one A*: each side goes on until its lowest f "
            "reaches the answer.",
        .card = {
            .howItWorks = "Runs A* from the start, with h the estimated distance to the goal, "
                "and A* from the goal, with h the estimated distance to the start, and advances "
                "the side with fewer open cells. A cell reached by both sides joins two routes "
                "into a path, and the cheapest such meeting is kept, but the two searches go on "
                "through each other. It stops when the best meeting costs no more than the lowest "
                "f open on either side, a lower bound on every path not yet found.",
            .time = "O(cells log cells)",
            .memory = "O(cells): two heaps and, per side, a parent and a cost per cell",
        },
        .nextStepRule = "The side with fewer open cells (ties: the start's side) takes its open "
                        "cell with the lowest f = g + h, h estimating the way to that side's "
                        "other end; ties go to the lower h, then to the cell queued first.",
        .pseudocode = detail::costPseudocode(
            "    if best is known and best <= max(min f open in S, min f open in G): return its "
            "path",
            "    side = the side with fewer open cells (ties: S); h = the distance to side's "
            "other end",
            "    cell = side's open cell with the lowest f = g + h (ties: lower h, then pushed "
            "first); close it"),
        .heuristic = "h = the chosen distance (parameter heuristic; default |dx| + |dy|)",
        .shortestOnUnitCosts = true,
        .cheapestOnCosts = true,
        .complete = true,
        .usesCosts = true,
        .params = {heuristicParam(
            "h, the estimate of the way from a cell to its side's other end: manhattan (the "
            "default, the tightest with four directions; it overestimates with diagonal moves), "
            "euclidean, octile (the tightest with diagonal moves) or chebyshev.")},
        .create = &search,
        .createShaped = &searchShaped,
        .createDiagonal = &searchDiagonal,
        .cheapestWithDiagonals = true,
    };
    return info;
}

} // namespace mazelab
