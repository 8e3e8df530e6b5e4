#pragma once
// The info cards' warnings: what the maze on screen cannot show about the chosen solver, read
// from its registry entry's traits. The card itself is the entry's (SolverInfo::card).
//
// No registry or coroutine include (moc may read headers that include this one).

#include "core/maze.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace mazelab {

struct SolverInfo;

struct CardWarning {
    enum class Kind {
        OnePath,        // a perfect maze and a solver without the shortest-path guarantee
        IgnoresWeights, // a weighted maze and a solver that ignores costs
        NoWeights,      // a maze of unit costs and a solver whose point is costs
        NotAdmissible,  // a heuristic that can overestimate
    };
    Kind kind;
    std::string text;
};

// What the solver cannot show on this maze, in words for students (empty when nothing).
[[nodiscard]] std::vector<CardWarning> solverWarnings(const SolverInfo& solver, const Maze& maze);

} // namespace mazelab
