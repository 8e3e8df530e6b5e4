#pragma once
// Internal: the heuristic choice parameter ("heuristic", core/registry.hpp's heuristicParam) of
// weighted A*, greedy best-first and IDA*. A run's choice becomes the heuristic object of its
// search, a template argument as a fixed heuristic is, so that it is inlined the same way.

#include "core/solvers/detail/diagonal_core.hpp"
#include "core/solvers/detail/slot_moves.hpp"

#include <utility>

namespace mazelab::detail {

// The heuristic a run chose; a solver with the parameter always has it resolved (start()).
inline Heuristic chosenHeuristic(const ParamValues& params) {
    return Heuristic(int(params.get(kHeuristicKey)));
}

// Four directions (astar_core.hpp): Manhattan and Chebyshev as whole numbers (packed keys),
// Euclidean and octile as doubles, the values the A* variants use.
struct OctileValue {
    explicit OctileValue(const Maze& maze) : octile(maze) {}
    double operator()(int x, int y) const { return octile(x, y).value(); }
    OctileH octile;
};
struct ChebyshevMoves {
    explicit ChebyshevMoves(const Maze& maze) : chebyshev(maze) {}
    int operator()(int x, int y) const { return int(chebyshev(x, y).straight); }
    ChebyshevH chebyshev;
};

// search(h) with h the heuristic object for `choice`, of one of the four types given.
template <typename Manhattan, typename Euclidean, typename Octile, typename Chebyshev,
          typename Search>
SolveSteps withHeuristicOf(const Maze& maze, Heuristic choice, Search&& search) {
    switch (choice) {
    case Heuristic::Euclidean:
        return search(Euclidean(maze));
    case Heuristic::Octile:
        return search(Octile(maze));
    case Heuristic::Chebyshev:
        return search(Chebyshev(maze));
    case Heuristic::Manhattan:
        break;
    }
    return search(Manhattan(maze));
}

// ... with the four-direction heuristics above (astar_core.hpp's search).
template <typename Search>
SolveSteps withFourWayHeuristic(const Maze& maze, Heuristic choice, Search&& search) {
    return withHeuristicOf<ManhattanToGoal, EuclideanH, OctileValue, ChebyshevMoves>(
        maze, choice, std::forward<Search>(search));
}

// ... on cells of any shape (createShaped): on square cells the four-direction heuristics above
// (withFourWayHeuristic, or withExactHeuristic for IDA*: `exact`), on the others the shape's
// distance, the one heuristic defined there (SolverInfo::start refuses the others).
template <bool kExact = false, typename Search>
SolveSteps withShapedHeuristic(const Maze& maze, Heuristic choice, Search&& search);

// ... with the heuristics as exact sums (Euclidean a double): diagonal_core.hpp's search, and
// IDA*'s under every movement.
template <typename Search>
SolveSteps withExactHeuristic(const Maze& maze, Heuristic choice, Search&& search) {
    return withHeuristicOf<ManhattanH, EuclideanH, OctileH, ChebyshevH>(
        maze, choice, std::forward<Search>(search));
}

template <bool kExact, typename Search>
SolveSteps withShapedHeuristic(const Maze& maze, Heuristic choice, Search&& search) {
    if (!maze.isSquare())
        return search(ShapeDistanceH(maze));
    if constexpr (kExact)
        return withExactHeuristic(maze, choice, std::forward<Search>(search));
    else
        return withFourWayHeuristic(maze, choice, std::forward<Search>(search));
}

} // namespace mazelab::detail
