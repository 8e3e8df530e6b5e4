#pragma once
// What one step of an algorithm changed, in the terms a view needs. Cells are linear indices
// (Maze::index / Maze::cellAt). A step is owned by the running coroutine: copy what you need
// before advancing it.

#include "core/maze.hpp"

#include <array>
#include <cstdint>
#include <cstddef>
#include <span>
#include <string_view>

namespace mazelab {

class SearchView; // core/search_view.hpp

struct GenStep {
    enum class Kind : std::uint8_t {
        Carve,   // the wall `dir` of `cell` was removed
        AddWall, // the wall `dir` of `cell` was put up
        Move,    // the algorithm moved (or looked) without changing a wall
        SetCost, // weighted terrain: `cell` now costs `cost`
        // `cell` was switched off (Maze::setActive false, as the mask does), closing its walls:
        // an obstacle. Never the start or the goal.
        SwitchOff,
    };
    // Which part of the generation pipeline (core/shaping.hpp) made the step: the generator
    // itself, or one of the shaping passes after it. `line` indexes the pseudocode of that part
    // (the generator's in the registry, the others' from shapingPseudocode()).
    enum class Phase : std::uint8_t { Generator, Symmetry, Braid, Terrain };
    Kind kind = Kind::Carve;
    Phase phase = Phase::Generator;
    Dir dir = Dir::East;   // the wall's slot (Dir(slot)); on square cells the direction
    std::uint8_t cost = 1; // SetCost only
    CellIndex cell = 0;    // the cell whose wall changed (Move: the cell moved to)
    CellIndex current = 0; // the algorithm's current cell, for highlighting
    int line = 0;          // index of the pseudocode line this step executes
};

struct SolveCounters {
    std::int64_t searched = 0;    // cells discovered (BFS, Dijkstra, A*) or entered (DFS)
    std::int64_t expanded = 0;    // cells taken from the frontier (DFS: cells entered)
    std::int64_t frontier = 0;    // current queue / heap / stack size
    std::int64_t maxFrontier = 0; // largest frontier so far
    std::int64_t steps = 0;       // steps yielded so far, this one included
    // Figures of the solver's own, named by SolverInfo::extraFigures (IDA*'s iteration and bound,
    // a walker's moves walked); 0 where it names none.
    std::array<std::int64_t, 2> extra{};
};
inline constexpr std::size_t kExtraFigures = 2;

// The extra figure (SolverInfo::extraFigures) of a solver whose steps report scanned cells
// (SolveStep::scanned): their total. The app shows their mark for such a solver.
inline constexpr std::string_view kScannedFigure = "Cells scanned";

struct SolveStep {
    enum class Kind : std::uint8_t {
        Expand,  // BFS, Dijkstra, A*: `cell` taken from the frontier, `discovered` added to it
        Enter,   // DFS: entered `cell`
        Retreat, // DFS: left the dead end `cell`, back to its parent; walkers: walked back
        Found,   // the goal was reached; `path` holds start..goal (last step)
        NoPath,  // the goal cannot be reached, or (not complete) was not found (last step)
        Walk,    // walkers: moved into `cell`
        Fill,    // filling: `cell` was filled (it cannot be on the path)
        GaveUp,  // stopped at its step limit: neither found nor proven unreachable (last step)
    };
    Kind kind = Kind::Expand;
    std::uint8_t discoveredCount = 0;
    // Bidirectional: 0 the search from the start, 1 the search from the goal.
    std::uint8_t side = 0;
    CellIndex cell = 0;
    std::array<CellIndex, 8> discoveredCells{}; // up to eight with diagonal moves
    std::span<const CellIndex> path; // start..goal, only on Found
    // Jump Point Search (Expand): the cells its jumps passed over, other than the jump points it
    // found (docs/semantics.md, "Jump Point Search"); empty for every other solver and step.
    std::span<const CellIndex> scanned;
    // NoPath or GaveUp: why, in words, when the solver knows more than "the frontier ran out"
    // ("the wall it follows never reaches the goal", "gave up after 100000 steps"); else empty.
    std::string_view reason;
    // Incremental solvers (LPA*, D* Lite; core/incremental.hpp), Expand: the expansion repairs
    // the search after an edit, so the cell's g changes from what it was (drawn "re-opened").
    bool reopened = false;
    int line = 0;                    // index of the pseudocode line this step executes
    SolveCounters counters;
    // The solver's internals right after this step (core/search_view.hpp), set once by the
    // solver before its first step; valid as long as the step is.
    const SearchView* view = nullptr;

    [[nodiscard]] std::span<const CellIndex> discovered() const {
        return {discoveredCells.data(), discoveredCount};
    }
    [[nodiscard]] bool isLast() const {
        return kind == Kind::Found || kind == Kind::NoPath || kind == Kind::GaveUp;
    }
};

} // namespace mazelab
