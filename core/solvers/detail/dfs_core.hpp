#pragma once
// Internal: the one depth-first search (solvers/dfs.cpp), shared by DFS (same bias) and DFS
// (opposed bias), which differ only in the order they try directions.

#include "core/registry.hpp"

#include <array>

namespace mazelab::detail {

SolveSteps depthFirstSearch(const Maze& maze, std::array<Dir, 4> order);

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
