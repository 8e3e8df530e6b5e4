#pragma once
// Internal: the one depth-first search (solvers/dfs.cpp), shared by DFS (same bias) and DFS
// (opposed bias), which differ only in the order they try moves.

#include "core/registry.hpp"

#include <array>

namespace mazelab::detail {

// The order of the moves: the four directions, then the four diagonals (taken only with
// diagonal movement).
using MoveOrder = std::array<Move, kMoves>;
// E, S, W, N, then SE, SW, NW, NE: the order of core/movement.hpp, BFS's and A*'s.
inline constexpr MoveOrder kSameBiasOrder = {0, 1, 2, 3, 4, 5, 6, 7};
// N, W, S, E, then NE, NW, SW, SE: each half of the same-bias order reversed.
inline constexpr MoveOrder kOpposedBiasOrder = {3, 2, 1, 0, 7, 6, 5, 4};

SolveSteps depthFirstSearch(const Maze& maze, const MoveOrder& order, Diagonal rule);
// The same on cells of any shape: the slots in their order, or `reversed` from the last to the
// first (on square cells the same-bias and the opposed-bias orders).
SolveSteps depthFirstShaped(const Maze& maze, bool reversed);

extern const std::vector<std::string_view> kDfsPseudocode;

// A depth-first solver's entry with what both share filled in: the family, the card's time and
// workspace, the pseudocode. The entry states the rest (no guarantee, no cost reading).
inline SolverInfo depthFirst(SolverInfo info) {
    info.family = SolverFamily::DepthFirst;
    info.card.time = "O(cells)";
    info.card.memory = "O(cells): the stack and one byte per cell";
    info.pseudocode = kDfsPseudocode;
    return info;
}

} // namespace mazelab::detail
