// Weighted A* (I. Pohl, "Heuristic search viewed as path finding in a graph", 1970): the
// best-first search of detail/astar_core.hpp, or detail/diagonal_core.hpp with diagonal moves,
// ordered by f = g + w*h, with a weight w >= 1 and the heuristic h of its parameter (Manhattan,
// |dx| + |dy|, by default; Euclidean, octile or Chebyshev).
//  1. Discover the start with g = 0.
//  2. Take the open cell with the lowest f = g + w*h (ties: lower h, then the cell discovered
//     first). If it is the goal, stop and trace the path back.
//  3. Close it; give each open neighbour not closed g' = g + cost(move) if that is lower.
//  4. Repeat from 2; no open cell left means there is no path.
// Every h offered is consistent under four directions, so the path costs at most w times the
// cheapest even though a closed cell is never reopened (M. Likhachev, G. Gordon, S. Thrun,
// "ARA*: Anytime A* with provable bounds on sub-optimality", 2003); with diagonal moves so are
// all but Manhattan. f is a double (w need not be whole); with w = 1 it is g + h exactly, so
// the order, and every step, are those of A* with the same h. For a whole w and a whole-number h
// (Manhattan, Chebyshev), f is computed in integers and keyed as A*'s is: the same values, so the
// same order and steps, and no integer to double conversions on the way to each key (3 to 5%
// less time per searched cell). On cells of any shape it looks at the open slots in their order,
// with the shape's distance for h (Shape::heuristic; SolverInfo::start allows only "euclidean"
// there).
#include "core/solvers/detail/heuristic_choice.hpp"

#include <type_traits>

namespace mazelab {
namespace {
// f = g + w*h, a double: exact for w = 1, and the same rounding wherever it is computed.
struct WeightedSum {
    double weight;
    template <typename H>
    double operator()(std::uint32_t g, H h) const {
        return double(g) + weight * double(h);
    }
};

// f = g + w*h for a whole w and a whole-number h, exactly. It fits 32 bits: g <= 255 * (4096 *
// 4096 - 1) and w*h <= 10 * 8190 sum to less than 2^32.
struct WholeWeightedSum {
    std::uint32_t weight;
    std::uint32_t operator()(std::uint32_t g, int h) const { return g + weight * std::uint32_t(h); }
};

// Four directions on square cells (create), or the open slots of any shape (createShaped, kSlots),
// where the only heuristic is the shape's distance.
template <bool kSlots>
SolveSteps searchOn(const Maze& maze, ParamValues params) {
    const double weight = params.get("weight");
    auto run = [&maze, weight](auto h) {
        if constexpr (std::is_integral_v<decltype(h(0, 0))>) {
            if (const auto whole = std::uint32_t(weight); double(whole) == weight)
                return detail::bestFirstSearchOver<kSlots>(maze, h, WholeWeightedSum{whole});
        }
        return detail::bestFirstSearchOver<kSlots>(maze, h, WeightedSum{weight});
    };
    if constexpr (kSlots)
        return detail::withShapedHeuristic(maze, detail::chosenHeuristic(params), run);
    else
        return detail::withFourWayHeuristic(maze, detail::chosenHeuristic(params), run);
}
SolveSteps searchDiagonal(const Maze& maze, ParamValues params, Diagonal rule) {
    const detail::DiagonalWeighted priority(params.get("weight"));
    return detail::withExactHeuristic(
        maze, detail::chosenHeuristic(params), [&maze, rule, priority](auto h) {
            return detail::diagonalBestFirstSearch(maze, rule, h, priority);
        });
}
} // namespace

const SolverInfo& weightedAstarInfo() {
    static const SolverInfo info = detail::bestFirst({
        .id = "weighted-astar",
        .name = "Weighted A*",
        .description = "A* with its heuristic inflated by a weight: it expands the open cell with "
                       "the lowest f = g + w*h, where h is the Manhattan distance |dx| + |dy| "
                       "unless another heuristic is chosen. A weight above 1 trusts the estimate "
                       "of the way left more than the cost so far, so the search heads for the "
                       "goal sooner and searches fewer cells; the price is the path, which is not "
                       "always the cheapest but costs at most w times the cheapest (with diagonal "
                       "moves, for every heuristic but Manhattan). With w = 1 it is A* with the "
                       "same heuristic, step for step.",
        .card = {
            .howItWorks = "A* ordered by f = g + w*h instead of g + h, where h is the chosen "
                          "heuristic (Manhattan, |dx| + |dy|, by default) and the weight w is 1 "
                          "or more (default 2). Inflating h makes cells near the goal look better "
                          "than their cost so far says, so the search dives toward the goal and "
                          "searches fewer cells than A*. The path it finds costs at most w times "
                          "the cheapest, and with w = 1 it is exactly A*.",
            .time = "O(cells log cells), often far less searched",
        },
        .nextStepRule = "Weighted A* takes the open cell with the lowest f = g + w*h; ties go to "
                        "the lower h, then to the cell found first.",
        .pseudocode = detail::bestFirstPseudocode(
            "    cell = the open cell with the lowest f = g + w*h (ties: lower h, then "
            "first found)"),
        .heuristic = "h = |dx| + |dy|",
        .params = {{.key = "weight",
                    .name = "Weight w",
                    .description = "f = g + w*h: 1 is A*; a larger weight searches fewer cells "
                                   "and allows a path up to w times the cheapest.",
                    .minimum = 1,
                    .maximum = 10,
                    .defaultValue = 2},
                   heuristicParam("h in f = g + w*h: Manhattan (the default), Euclidean, octile "
                                  "or Chebyshev; with diagonal moves Manhattan overestimates, "
                                  "and the bound of w times the cheapest is lost.")},
        .create = &searchOn<false>,
        .createShaped = &searchOn<true>,
        .createDiagonal = &searchDiagonal,
    });
    return info;
}

} // namespace mazelab
