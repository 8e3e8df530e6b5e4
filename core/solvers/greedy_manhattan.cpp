// Greedy best-first search (J. E. Doran and D. Michie, "Experiments with the Graph Traverser
// program", 1966; "greedy best-first search" in S. Russell and P. Norvig, "Artificial
// Intelligence: A Modern Approach"): the best-first search of detail/astar_core.hpp, or
// detail/diagonal_core.hpp with diagonal moves, ordered by h alone, the heuristic of its
// parameter (Manhattan, |dx| + |dy|, by default; Euclidean, octile or Chebyshev). Its id keeps
// the Manhattan of its first version: files and experiment tables name it so.
//  1. Discover the start with g = 0.
//  2. Take the open cell with the lowest f = h (ties: the cell discovered first). If it is the
//     goal, stop and trace the path back.
//  3. Close it; give each open neighbour not closed g' = g + cost(move) if that is lower.
//  4. Repeat from 2; no open cell left means there is no path.
// g never orders anything, but it is kept: a cell reached again more cheaply while open takes the
// cheaper parent (as in Russell and Norvig's best-first search), so the path, and the cost it
// reports, depend on the costs; that is why it reads them. A closed cell is never reopened, so
// every cell is taken at most once: on a finite grid it always ends, with a path if one exists.
// On cells of any shape it looks at the open slots in their order, with the shape's distance for
// h (Shape::heuristic; SolverInfo::start allows only "euclidean" there).
#include "core/solvers/detail/heuristic_choice.hpp"

namespace mazelab {
namespace {
// Four directions on square cells (create), or the open slots of any shape (createShaped, kSlots),
// where the only heuristic is the shape's distance.
template <bool kSlots>
SolveSteps searchOn(const Maze& maze, ParamValues params) {
    auto run = [&maze](auto h) {
        return detail::bestFirstSearchOver<kSlots>(maze, h, detail::HeuristicAlone{});
    };
    if constexpr (kSlots)
        return detail::withShapedHeuristic(maze, detail::chosenHeuristic(params), run);
    else
        return detail::withFourWayHeuristic(maze, detail::chosenHeuristic(params), run);
}
SolveSteps searchDiagonal(const Maze& maze, ParamValues params, Diagonal rule) {
    return detail::withExactHeuristic(maze, detail::chosenHeuristic(params), [&maze, rule](auto h) {
        return detail::diagonalBestFirstSearch(maze, rule, h, detail::DiagonalGreedy{});
    });
}
} // namespace

const SolverInfo& greedyManhattanInfo() {
    static const SolverInfo info = detail::bestFirst({
        .id = "greedy-manhattan",
        .name = "Greedy best-first",
        .description = "Expands the open cell that looks closest to the goal, by h alone (the "
                       "Manhattan distance |dx| + |dy| unless another heuristic is chosen), "
                       "never weighing the cost g of getting there. It rushes at the goal "
                       "and often searches very few cells, but it finds a path, often a longer "
                       "one than the shortest: the first route whose cells looked closest wins, "
                       "even when it winds around a wall, and nothing brings it back for a "
                       "shorter one. A closed set keeps it from taking a cell twice, so it "
                       "always ends, with a path whenever one exists.",
        .card = {
            .howItWorks = "An open set ordered by h alone, by default h = |dx| + |dy|, the number "
                          "of moves to the goal if there were no walls; ties go to the cell found "
                          "first. It always takes the cell that looks closest to the goal and "
                          "never counts how far it has come, so it heads straight for the goal "
                          "and searches few cells. It finds a path, often a longer one: a route "
                          "that looked close may lead around a wall, and it keeps the first route "
                          "that reaches the goal.",
            .time = "O(cells) (with the heap O(cells log cells)), often far fewer searched",
            .memory = "O(cells): a queue per value of h (a heap for Euclidean and octile, whose h "
                      "is not a whole number), g and a parent per cell",
        },
        .nextStepRule = "Greedy best-first takes the open cell with the lowest h, the estimate of "
                        "the distance left, whatever it cost to reach; ties go to the cell found "
                        "first.",
        .pseudocode = detail::bestFirstPseudocode(
            "    cell = the open cell with the lowest f = h (ties: first found)"),
        .heuristic = "h = |dx| + |dy|",
        .params = {heuristicParam("The h it orders by: Manhattan (the default), Euclidean, "
                                  "octile or Chebyshev.")},
        .create = &searchOn<false>,
        .createShaped = &searchOn<true>,
        .createDiagonal = &searchDiagonal,
    });
    return info;
}

} // namespace mazelab
