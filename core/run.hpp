#pragma once
// Running algorithms to completion without animation: the same coroutines the UI animates,
// drained. The statistics are defined in docs/semantics.md ("Counters", "Results", "Time").

#include "core/maze.hpp"
#include "core/maze_file.hpp"
#include "core/params.hpp"
#include "core/registry.hpp"
#include "core/shape.hpp"
#include "core/shaping.hpp"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace mazelab {

struct GenerateRequest {
    const GeneratorInfo* generator = nullptr;
    Size size = {}; // a square, hex or triangle maze's cells; a polar maze's are `rings`
    std::uint64_t seed = 0;
    ParamValues params = {}; // resolved (see resolveParams); empty means all defaults
    // Empty, or one byte per cell (row by row), non-zero = switched off (Maze::setActive). Only
    // for generators that honour a mask.
    std::vector<std::uint8_t> mask = {};
    Shaping shaping = {}; // braid, symmetry, weighted terrain (core/shaping.hpp)
    // The cells' shape (core/shape.hpp); a polar maze has `rings` rings, counting the centre
    // cell, and ignores `size`.
    ShapeKind shape = ShapeKind::Square;
    int rings = 0;
};

// The shape a request asks for; throws Error for a size or ring count out of range.
[[nodiscard]] Shape requestedShape(const GenerateRequest& request);
// The maze a request starts from: its size, all walls closed, the mask applied (with a symmetry,
// the mask's left or top piece mirrored over the rest, so that the maze can be symmetric).
// Throws Error for a bad size, shaping or mask (see applyMask, shapingError).
[[nodiscard]] Maze prepareMaze(const GenerateRequest& request);
// Every step of the request's generation, shaping included, on `maze` from prepareMaze: what the
// desktop app animates, and what generateMaze drains.
[[nodiscard]] GenSteps generationSteps(Maze& maze, const GenerateRequest& request);

// Switches off the cells that `mask` marks, for `generator`. A start or goal that falls on a
// masked-off cell moves: the start to the first active cell row by row, the goal to the last.
// Throws Error if the generator does not honour masks (with its reason), if the mask's size is
// not the maze's, or if it leaves fewer than two active cells.
void applyMask(Maze& maze, const std::vector<std::uint8_t>& mask, const GeneratorInfo& generator);

// What a maze file records of where a generated maze came from: generator, seed, parameters
// (formatParams) and shaping (formatShaping).
[[nodiscard]] Provenance provenanceOf(const GenerateRequest& request);

// Builds the maze by draining the generator. Throws Error on a bad size.
[[nodiscard]] Maze generateMaze(const GenerateRequest& request);
// Same, but also counts the steps.
[[nodiscard]] Maze generateMaze(const GenerateRequest& request, std::int64_t& steps);

struct SolveStats {
    bool found = false;
    bool gaveUp = false;           // stopped at its step limit (neither found nor "no path")
    std::string reason;            // not found: the solver's own words (SolveStep::reason), if any
    std::int64_t pathLength = 0;   // moves on the path (cells on it - 1); 0 when not found
    // The path's cost (core/movement.hpp, PathCost): the costs of the cells entered by straight
    // moves (every move, with four directions), and of those entered by diagonal moves, which
    // count sqrt(2) times (cost()).
    std::int64_t pathCost = 0;
    std::int64_t pathDiagonalCost = 0;
    double percentSearched = 0;    // (searched - 1) / (cells - 1) * 100
    std::int64_t searched = 0;     // start included
    std::int64_t expanded = 0;
    std::int64_t maxFrontier = 0;
    std::int64_t steps = 0;
    std::array<std::int64_t, kExtraFigures> extra{}; // SolverInfo::extraFigures
    std::int64_t timeNs = 0;       // the algorithm alone, un-animated (steady clock)
    [[nodiscard]] double timeUs() const { return double(timeNs) / 1000.0; }
    [[nodiscard]] PathCost cost() const { return {pathCost, pathDiagonalCost}; }
};

struct SolveResult {
    SolveStats stats;
    std::vector<CellIndex> path; // start..goal, empty when not found
};

// Percent searched: (searched - 1) / (cells - 1) * 100, the start counted in searched.
[[nodiscard]] double percentSearched(std::int64_t searched, std::int64_t cells);
// Sum of the costs of the cells entered along path (the start is not entered).
[[nodiscard]] std::int64_t pathCost(const Maze& maze, std::span<const CellIndex> path);

// Whether the goal lies in another region of active cells than the start, walls aside: then no
// maze on this mask can join them. False without a mask.
[[nodiscard]] bool maskSeparatesEndpoints(const Maze& maze);

// Why the goal of `maze` cannot be reached, for a "no path" message: "the mask separates the
// start from the goal" when no path of active cells joins them even through walls, else "walls
// separate the start from the goal".
[[nodiscard]] std::string noPathReason(const Maze& maze);

// Drains the solver on maze, timing the drain alone. `params` as SolverInfo::start takes them
// (empty: the defaults).
[[nodiscard]] SolveResult solveMaze(const SolverInfo& solver, const Maze& maze,
                                    const ParamValues& params = {},
                                    Diagonal rule = Diagonal::Never);

// The statistics that a finished run's last step implies (used by solveMaze and by anything
// that animates a run and wants the same numbers at its end).
[[nodiscard]] SolveStats statsFromLastStep(const Maze& maze, const SolveStep& last);

} // namespace mazelab
