#pragma once
// The registry: the one table of algorithms that the UI, the CLI, the tests and the benchmarks
// loop over. Adding an algorithm is one file in generators/ or solvers/ and one line in
// registry.cpp.

#include "core/generator.hpp"
#include "core/maze.hpp"
#include "core/params.hpp"
#include "core/step.hpp"

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

namespace mazelab {

using GenSteps = Generator<const GenStep&>;
using SolveSteps = Generator<const SolveStep&>;

struct GeneratorInfo {
    std::string_view id;          // kebab-case, stable: used in files and on the command line
    std::string_view name;        // for menus
    std::string_view description; // one paragraph
    std::vector<std::string_view> pseudocode; // GenStep::line indexes this
    bool perfect = true;          // with default parameters: a spanning tree
    std::vector<ParamSpec> params;
    // Carves `maze` (which must have all walls closed, and must outlive the steps). A
    // generator that honours the mask carves one spanning tree (perfect) or one connected maze
    // per region of active cells (see generators/detail/regions.hpp) and never touches a masked-off
    // cell; `maze` may have a mask only if honoursMask is true.
    GenSteps (*create)(Maze& maze, std::uint64_t seed, ParamValues params) = nullptr;
    bool honoursMask = false;
    std::string_view noMaskReason = {}; // when !honoursMask: one sentence, for a tooltip
};

struct SolverInfo {
    std::string_view id;
    std::string_view name;
    std::string_view description;
    std::vector<std::string_view> pseudocode; // SolveStep::line indexes this
    bool shortestOnUnitCosts = false; // guarantees a shortest path when every cost is 1
    bool cheapestOnCosts = false;     // guarantees a least-cost path with any costs
    bool usesCosts = false;           // reads cell costs at all
    // Searches `maze` from its start to its goal (the maze must outlive the steps).
    SolveSteps (*create)(const Maze& maze) = nullptr;
};

[[nodiscard]] std::span<const GeneratorInfo* const> generators();
[[nodiscard]] std::span<const SolverInfo* const> solvers();

// nullptr if no algorithm has that id.
[[nodiscard]] const GeneratorInfo* findGenerator(std::string_view id);
[[nodiscard]] const SolverInfo* findSolver(std::string_view id);
// Throw Error "unknown generator 'x': valid ids are a, b, c".
[[nodiscard]] const GeneratorInfo& generatorById(std::string_view id);
[[nodiscard]] const SolverInfo& solverById(std::string_view id);

} // namespace mazelab
