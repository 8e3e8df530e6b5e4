#pragma once
// Internal: the one depth-first search, shared by DFS (same bias) and DFS (opposed bias), which
// differ only in the order they try directions.

#include "core/registry.hpp"

#include <array>

namespace mazelab::detail {

SolveSteps depthFirstSearch(const Maze& maze, std::array<Dir, 4> order);

extern const std::vector<std::string_view> kDfsPseudocode;

} // namespace mazelab::detail
