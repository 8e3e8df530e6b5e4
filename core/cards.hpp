#pragma once
// Info cards for teaching: for every algorithm of the registry (solvers and generators, by id),
// how it works in three sentences and its time and memory complexity; for solvers, warnings when
// the maze on screen cannot show what the chosen solver is good (or bad) at. Whether a solver
// guarantees a shortest or cheapest path is not repeated here: SolverInfo's traits say it.
//
// No registry or coroutine include (moc may read headers that include this one).

#include "core/maze.hpp"

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace mazelab {

struct SolverInfo;

struct AlgorithmCard {
    std::string_view id;         // the registry id
    std::string_view howItWorks; // three sentences
    std::string_view time;       // e.g. "O(cells)"
    std::string_view memory;
    // Solvers: costs are what it is for (Dijkstra): on a maze of unit costs it searches in
    // BFS's order, and only its heap shows.
    bool needsWeights = false;
    // Solvers: the heuristic can overestimate (A* dysfunctional).
    bool inadmissible = false;
};

// One card per registered solver and generator, in no particular order.
[[nodiscard]] std::span<const AlgorithmCard> algorithmCards();
// nullptr for an id without a card.
[[nodiscard]] const AlgorithmCard* findCard(std::string_view id);

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
