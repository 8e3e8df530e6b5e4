#pragma once
// Internal to core's experiments (experiment.cpp, experiment_spec.cpp, experiment_shards.cpp):
// the axes of an experiment, and where each maze and run stands on them in axis order.

#include "core/experiment.hpp"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

namespace mazelab::detail {

// Generator i's parameters, resolved.
inline ParamValues paramsOf(const ExperimentSpec& spec, std::size_t i) {
    const GeneratorInfo& generator = *spec.generators[i];
    if (spec.generatorParams.empty() || spec.generatorParams[i].entries().empty())
        return ParamValues(generator.params);
    return spec.generatorParams[i];
}

// Every generator's parameters, resolved once.
inline std::vector<ParamValues> resolvedParams(const ExperimentSpec& spec) {
    std::vector<ParamValues> resolved;
    for (std::size_t g = 0; g < spec.generators.size(); ++g)
        resolved.push_back(paramsOf(spec, g));
    return resolved;
}

// One shape's part of an experiment: the spec's generators that build the shape, sizes it takes
// and solvers that solve it (indices into the spec's axes), in the spec's order. Its mazes are
// generators x sizes x braids x terrains x count, each with `slots` runs (its solvers, or 1 in a
// maze-only experiment); a shape that no chosen solver solves has no mazes. The counts saturate
// past kMaxExperimentRuns (experimentError refuses such a spec).
struct ShapeBlock {
    ShapeKind shape = ShapeKind::Square;
    std::vector<std::size_t> generators, sizes, solvers;
    std::int64_t slots = 1;
    std::int64_t mazes = 0, runs = 0, groups = 0;
    // The first maze, run and group of the block among the experiment's, in axis order.
    std::int64_t firstMaze = 0, firstRun = 0, firstGroup = 0;
};
// The blocks of every shape of the spec, in its order (experiment_spec.cpp). Safe on a spec that
// experimentError refuses (an unknown entry is left out).
[[nodiscard]] std::vector<ShapeBlock> shapeBlocks(const ExperimentSpec& spec);

// Maze u and run r of an experiment in axis order (k varies fastest, then terrain, braid, size,
// generator, shape; a run is a maze and one of its block's solver slots), and back.
struct Axes {
    const ExperimentSpec& spec;
    std::vector<ParamValues> params; // each generator's, resolved once (paramsOf)
    std::vector<ShapeBlock> blocks;

    explicit Axes(const ExperimentSpec& s)
        : spec(s), params(resolvedParams(s)), blocks(shapeBlocks(s)) {}

    [[nodiscard]] std::int64_t mazeCount() const {
        return blocks.empty() ? 0 : blocks.back().firstMaze + blocks.back().mazes;
    }
    [[nodiscard]] std::int64_t runCount() const {
        return blocks.empty() ? 0 : blocks.back().firstRun + blocks.back().runs;
    }
    [[nodiscard]] std::int64_t groupCount() const {
        return blocks.empty() ? 0 : blocks.back().firstGroup + blocks.back().groups;
    }
    // The block holding maze u (0 <= u < mazeCount()).
    [[nodiscard]] const ShapeBlock& blockOfMaze(std::int64_t u) const {
        return blockWhere([u](const ShapeBlock& b) { return u < b.firstMaze + b.mazes; });
    }
    // The first block with mazes that `holds` (a scan: there are at most five blocks).
    template <typename Holds>
    [[nodiscard]] const ShapeBlock& blockWhere(Holds holds) const {
        for (const ShapeBlock& b : blocks)
            if (b.mazes > 0 && holds(b))
                return b;
        return blocks.back();
    }
    // The run index of maze u's first run (u == mazeCount(): runCount()).
    [[nodiscard]] std::int64_t firstRunOf(std::int64_t u) const {
        if (u >= mazeCount())
            return runCount();
        const ShapeBlock& b = blockOfMaze(u);
        return b.firstRun + (u - b.firstMaze) * b.slots;
    }
    // The solver of slot j of block b (null in a maze-only experiment).
    [[nodiscard]] const SolverInfo* solverOf(const ShapeBlock& b, std::int64_t j) const {
        return spec.solvers.empty() ? nullptr : spec.solvers[b.solvers[std::size_t(j)]];
    }

    // Maze u: k varies fastest, then terrain, braid, size, generator, shape.
    [[nodiscard]] ExperimentRow mazeRow(std::int64_t u) const {
        const ShapeBlock& block = blockOfMaze(u);
        ExperimentRow row;
        std::int64_t rest = u - block.firstMaze;
        const std::int64_t k = rest % spec.count;
        rest /= spec.count;
        const auto t = std::size_t(rest % std::int64_t(spec.terrains.size()));
        rest /= std::int64_t(spec.terrains.size());
        const auto b = std::size_t(rest % std::int64_t(spec.braids.size()));
        rest /= std::int64_t(spec.braids.size());
        const auto s = std::size_t(rest % std::int64_t(block.sizes.size()));
        rest /= std::int64_t(block.sizes.size());
        const std::size_t g = block.generators[std::size_t(rest)];
        row.shape = block.shape;
        row.generator = spec.generators[g];
        row.params = params[g];
        row.size = spec.sizes[block.sizes[s]];
        row.braid = spec.braids[b];
        row.terrain = spec.terrains[t];
        row.mazeIndex = k;
        row.seed = spec.seed + std::uint64_t(k);
        row.diagonal = spec.diagonal;
        return row;
    }
    // Run r: the maze and solver slot it is.
    [[nodiscard]] ExperimentRow runRow(std::int64_t r) const {
        const ShapeBlock* block =
            &blockWhere([r](const ShapeBlock& b) { return r < b.firstRun + b.runs; });
        const std::int64_t local = r - block->firstRun;
        ExperimentRow row = mazeRow(block->firstMaze + local / block->slots);
        row.solver = solverOf(*block, local % block->slots);
        return row;
    }
    // The inverse of runRow: the run that `row` is, found by its axes, maze index, seed, solver
    // and movement; nothing if the experiment has no such run.
    [[nodiscard]] std::optional<std::int64_t> runOf(const ExperimentRow& row) const {
        const ShapeBlock* block = nullptr;
        for (const ShapeBlock& b : blocks)
            if (b.shape == row.shape && b.mazes > 0)
                block = &b;
        if (block == nullptr)
            return std::nullopt;
        std::optional<std::int64_t> g, s, j; // positions in the block's lists
        for (std::size_t i = 0; i < block->generators.size() && !g; ++i) {
            const std::size_t n = block->generators[i];
            if (spec.generators[n] == row.generator && params[n] == row.params)
                g = std::int64_t(i);
        }
        for (std::size_t i = 0; i < block->sizes.size() && !s; ++i)
            if (spec.sizes[block->sizes[i]] == row.size)
                s = std::int64_t(i);
        if (row.solver) {
            for (std::size_t i = 0; i < block->solvers.size() && !j; ++i)
                if (spec.solvers[block->solvers[i]] == row.solver)
                    j = std::int64_t(i);
        } else if (spec.solvers.empty()) {
            j = 0; // a maze-only run has slot 0
        }
        const auto position = [](const auto& axis,
                                 const auto& value) -> std::optional<std::int64_t> {
            const auto it = std::find(axis.begin(), axis.end(), value);
            if (it == axis.end())
                return std::nullopt;
            return std::int64_t(it - axis.begin());
        };
        const auto b = position(spec.braids, row.braid);
        const auto t = position(spec.terrains, row.terrain);
        if (!g || !s || !b || !t || !j || row.mazeIndex < 0 || row.mazeIndex >= spec.count ||
            row.seed != spec.seed + std::uint64_t(row.mazeIndex) || row.diagonal != spec.diagonal)
            return std::nullopt;
        const auto sizes = std::int64_t(block->sizes.size());
        const auto braids = std::int64_t(spec.braids.size());
        const auto terrains = std::int64_t(spec.terrains.size());
        const std::int64_t maze =
            (((*g * sizes + *s) * braids + *b) * terrains + *t) * spec.count + row.mazeIndex;
        return block->firstRun + maze * block->slots + *j;
    }
    // The group of maze u's run with its block's solver slot j.
    [[nodiscard]] std::int64_t group(std::int64_t u, std::int64_t j) const {
        const ShapeBlock& b = blockOfMaze(u);
        return b.firstGroup + (u - b.firstMaze) / spec.count * b.slots + j;
    }
    // A row holding group g's axes and solver (for the summary's keys).
    [[nodiscard]] ExperimentRow groupRow(std::int64_t g) const {
        const ShapeBlock* block =
            &blockWhere([g](const ShapeBlock& b) { return g < b.firstGroup + b.groups; });
        const std::int64_t local = g - block->firstGroup;
        ExperimentRow row = mazeRow(block->firstMaze + local / block->slots * spec.count);
        row.solver = solverOf(*block, local % block->slots);
        return row;
    }
};

} // namespace mazelab::detail
