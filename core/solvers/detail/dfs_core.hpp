#pragma once
// Internal: the one depth-first search (solvers/dfs.cpp), shared by DFS (same bias) and DFS
// (opposed bias), which differ only in the order they try directions.

#include "core/registry.hpp"

#include <array>

namespace mazelab::detail {

SolveSteps depthFirstSearch(const Maze& maze, std::array<Dir, 4> order);

extern const std::vector<std::string_view> kDfsPseudocode;

// What a depth-first solver's entry states for itself; depthFirstInfo adds what every solver on
// this search shares (family, pseudocode, complexity; no guarantee and no costs).
struct DepthFirstEntry {
    std::string_view id;
    std::string_view name;
    std::string_view description;
    std::string_view howItWorks; // the card's three sentences
    SolveSteps (*create)(const Maze& maze, ParamValues params) = nullptr;
};

inline SolverInfo depthFirstInfo(const DepthFirstEntry& e) {
    return {
        .id = e.id,
        .name = e.name,
        .family = SolverFamily::DepthFirst,
        .description = e.description,
        .card = {.howItWorks = e.howItWorks,
                 .time = "O(cells)",
                 .memory = "O(cells): the stack and one byte per cell"},
        .pseudocode = kDfsPseudocode,
        .create = e.create,
    };
}

} // namespace mazelab::detail
