#pragma once
// Internal: the one engine behind Lifelong Planning A* and D* Lite (core/incremental.hpp), which
// differ in which way they search: LPA* forwards from the start to the goal, D* Lite backwards
// from the goal to the start. Written once over the moves of any grid (slot_moves.hpp): the
// square grid's four directions, its eight under a diagonal rule, and the slots of any shape.
//
// Costs are exact (core/movement.hpp, PathCost: a straight sum and a diagonal sum), so that g and
// rhs compare equal exactly when they are, and "locally consistent" means what it says on every
// machine. Keys are doubles: [min(g, rhs) + h + km; min(g, rhs)]; ties go to under-consistent
// cells, then to the higher min(g, rhs) (the lower h, as in A*), then to the cell queued first
// (incremental_core.cpp, `before`, says why that order is safe). The queue is a binary heap with
// each cell's place in it, so that UpdateVertex can take a cell off it. Workspace per cell: g and
// rhs (16 bytes each), the heap place and a queue number (4 + 4), two flag bytes; and a copy of the
// maze, for noteEdits.

#include "core/incremental.hpp"

#include <string_view>
#include <utility>
#include <vector>

namespace mazelab::detail {

enum class SearchDirection : std::uint8_t {
    Forward,  // LPA*: from the start; g is the cost from the start
    Backward, // D* Lite: from the goal; g is the cost to the goal
};

// The pseudocode both follow, with the root and the target named for the direction; the lines
// are the same in both, so that SolveStep::line means the same.
[[nodiscard]] const std::vector<std::string_view>& incrementalPseudocode(SearchDirection d);
// The lines a step can point at.
inline constexpr int kIncLineOverConsistent = 8;
inline constexpr int kIncLineUnderConsistent = 10;
inline constexpr int kIncLineEnd = 12;

// The search on `maze` under `rule` (square cells) or through the slots (other shapes).
[[nodiscard]] std::unique_ptr<IncrementalSearch>
makeIncrementalSearch(const Maze& maze, Diagonal rule, SearchDirection direction);

// One compute() of a fresh search, owned by the steps: what the entry's create, createShaped and
// createDiagonal run.
[[nodiscard]] SolveSteps incrementalSolve(const Maze& maze, Diagonal rule,
                                          SearchDirection direction);

// The entry's creators: one compute() of a fresh search in the direction D.
template <SearchDirection D>
SolveSteps solveFourWay(const Maze& maze, ParamValues) {
    return incrementalSolve(maze, Diagonal::Never, D);
}
template <SearchDirection D>
SolveSteps solveDiagonal(const Maze& maze, ParamValues, Diagonal rule) {
    return incrementalSolve(maze, rule, D);
}
template <SearchDirection D>
std::unique_ptr<IncrementalSearch> createIncrementalSearch(const Maze& maze, ParamValues,
                                                           Diagonal rule) {
    return makeIncrementalSearch(maze, rule, D);
}

// What both entries share: the family, the traits, the extra figures, the card's memory, the
// pseudocode and the creators. The entry gives its texts.
SolverInfo incrementalEntry(SolverInfo info, SearchDirection direction);
template <SearchDirection D>
SolverInfo incremental(SolverInfo info) {
    info.create = &solveFourWay<D>;
    info.createShaped = &solveFourWay<D>;
    info.createDiagonal = &solveDiagonal<D>;
    info.createIncremental = &createIncrementalSearch<D>;
    return incrementalEntry(std::move(info), D);
}

} // namespace mazelab::detail
