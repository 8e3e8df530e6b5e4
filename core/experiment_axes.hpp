#pragma once
// Internal to core's experiments (experiment.cpp, experiment_spec.cpp, experiment_shards.cpp):
// the axes of an experiment, and where each maze and run stands on them in axis order.

#include "core/experiment.hpp"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

namespace mazelab::detail {

inline std::int64_t solverSlots(const ExperimentSpec& spec) {
    return std::max<std::int64_t>(1, std::int64_t(spec.solvers.size()));
}

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

// Maze u and run r of an experiment in axis order (k varies fastest, then terrain, braid, size,
// generator; a run is a maze and a solver slot), and back.
struct Axes {
    const ExperimentSpec& spec;
    std::int64_t slots;              // solvers, or 1
    std::vector<ParamValues> params; // each generator's, resolved once (paramsOf)

    // Maze u: k varies fastest, then terrain, braid, size, generator.
    [[nodiscard]] ExperimentRow mazeRow(std::int64_t u) const {
        ExperimentRow row;
        const std::int64_t k = u % spec.count;
        std::int64_t rest = u / spec.count;
        const auto t = std::size_t(rest % std::int64_t(spec.terrains.size()));
        rest /= std::int64_t(spec.terrains.size());
        const auto b = std::size_t(rest % std::int64_t(spec.braids.size()));
        rest /= std::int64_t(spec.braids.size());
        const auto s = std::size_t(rest % std::int64_t(spec.sizes.size()));
        rest /= std::int64_t(spec.sizes.size());
        row.generator = spec.generators[std::size_t(rest)];
        row.params = params[std::size_t(rest)];
        row.size = spec.sizes[s];
        row.braid = spec.braids[b];
        row.terrain = spec.terrains[t];
        row.mazeIndex = k;
        row.seed = spec.seed + std::uint64_t(k);
        row.diagonal = spec.diagonal;
        return row;
    }
    // Run r: maze r / slots with solver slot r % slots (no solver in a maze-only experiment).
    [[nodiscard]] ExperimentRow runRow(std::int64_t r) const {
        ExperimentRow row = mazeRow(r / slots);
        if (!spec.solvers.empty())
            row.solver = spec.solvers[std::size_t(r % slots)];
        return row;
    }
    // The inverse of runRow: the run that `row` is, found by its axes, maze index, seed, solver
    // and movement; nothing if the experiment has no such run.
    [[nodiscard]] std::optional<std::int64_t> runOf(const ExperimentRow& row) const {
        const auto position = [](const auto& axis,
                                 const auto& value) -> std::optional<std::int64_t> {
            const auto it = std::find(axis.begin(), axis.end(), value);
            if (it == axis.end())
                return std::nullopt;
            return std::int64_t(it - axis.begin());
        };
        std::optional<std::int64_t> g;
        for (std::size_t i = 0; i < spec.generators.size() && !g; ++i)
            if (spec.generators[i] == row.generator && params[i] == row.params)
                g = std::int64_t(i);
        const auto s = position(spec.sizes, row.size);
        const auto b = position(spec.braids, row.braid);
        const auto t = position(spec.terrains, row.terrain);
        std::optional<std::int64_t> j; // the solver's slot; a maze-only run has slot 0
        if (row.solver)
            j = position(spec.solvers, row.solver);
        else if (spec.solvers.empty())
            j = 0;
        if (!g || !s || !b || !t || !j || row.mazeIndex < 0 || row.mazeIndex >= spec.count ||
            row.seed != spec.seed + std::uint64_t(row.mazeIndex) || row.diagonal != spec.diagonal)
            return std::nullopt;
        const auto sizes = std::int64_t(spec.sizes.size());
        const auto braids = std::int64_t(spec.braids.size());
        const auto terrains = std::int64_t(spec.terrains.size());
        const std::int64_t maze =
            (((*g * sizes + *s) * braids + *b) * terrains + *t) * spec.count + row.mazeIndex;
        return maze * slots + *j;
    }
    // The group of maze u's run with solver slot j.
    [[nodiscard]] std::int64_t group(std::int64_t u, std::int64_t j) const {
        return (u / spec.count) * slots + j;
    }
};

} // namespace mazelab::detail
