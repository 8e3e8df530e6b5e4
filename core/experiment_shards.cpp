// Experiments in parts (core/experiment.hpp, "Shard"): which mazes a shard runs, and the
// whole experiment put back together from its shards' rows.

#include "core/experiment.hpp"

#include "core/experiment_axes.hpp"
#include "core/shape.hpp"
#include "core/shaping.hpp"

#include <algorithm>
#include <string>

namespace mazelab {

using detail::Axes;

std::string shardError(std::int64_t items, std::string_view what, Shard shard) {
    const std::string part = std::to_string(shard.index) + "/" + std::to_string(shard.count);
    if (shard.count < 1 || shard.index < 1 || shard.index > shard.count)
        return "shard " + part + " does not exist: shard K/N needs 1 <= K <= N";
    if (shard.count > items)
        return "shard " + part + ": " + std::to_string(shard.count) + " shards for " +
               std::to_string(items) + " " + std::string(what) + " leave some empty; use at most " +
               std::to_string(items);
    return {};
}

std::pair<std::int64_t, std::int64_t> shardRange(std::int64_t items, Shard shard) {
    // items * index fits in 64 bits: index <= items (shardError), and items are at most
    // kMaxExperimentRuns mazes (1e8) or the problems of one scenario file.
    return {(shard.index - 1) * items / shard.count, shard.index * items / shard.count};
}

std::string shardError(const ExperimentSpec& spec, Shard shard) {
    return shardError(spec.mazeCount(), "mazes", shard);
}

std::pair<std::int64_t, std::int64_t> shardMazes(const ExperimentSpec& spec, Shard shard) {
    return shardRange(spec.mazeCount(), shard);
}

std::optional<std::int64_t> runIndexOf(const ExperimentSpec& spec, const ExperimentRow& row) {
    return Axes(spec).runOf(row);
}

namespace {

// A run for people: "recursive-backtracker 20x20 braid 0 terrain off maze 3 solver bfs" (with
// "hex " before it on other cells).
std::string runName(const ExperimentRow& row) {
    return (row.shape == ShapeKind::Square ? "" : std::string(shapeId(row.shape)) + " ") +
           row.generatorLabel() + " " + toString(row.size) + " braid " + formatNumber(row.braid) +
           " terrain " + terrainLabel(row.terrain) + " maze " + std::to_string(row.mazeIndex) +
           (row.solver ? " solver " + std::string(row.solver->id) : std::string()) +
           (row.diagonal != Diagonal::Never ? " movement " + std::string(diagonalId(row.diagonal))
                                            : std::string());
}

} // namespace

ExperimentResult mergeShards(const ExperimentSpec& spec, std::span<const ExperimentResult> shards,
                             std::span<const std::string> names) {
    if (std::string error = experimentError(spec); !error.empty())
        throw Error(error);
    const std::int64_t runs = spec.runCount();
    if (runs > kMaxKeptRows)
        throw Error("an experiment of " + std::to_string(runs) + " runs is too large to merge " +
                    "(at most " + std::to_string(kMaxKeptRows) + ")");
    const Axes axes(spec);
    ExperimentResult result;
    result.spec = spec;
    result.rows.resize(std::size_t(runs));
    std::vector<std::int32_t> holder(std::size_t(runs), -1); // the shard holding each run
    for (std::size_t s = 0; s < shards.size(); ++s) {
        for (std::size_t i = 0; i < shards[s].rows.size(); ++i) {
            const ExperimentRow& row = shards[s].rows[i];
            const std::string where =
                names[s] + ", line " + std::to_string(i + 2) + ": run " + runName(row);
            const std::optional<std::int64_t> run = axes.runOf(row);
            if (!run)
                throw Error(where + " is not one of this experiment's runs: was the shard run "
                                    "with other options?");
            std::int32_t& held = holder[std::size_t(*run)];
            if (held >= 0)
                throw Error(where + " is also in " + names[std::size_t(held)] +
                            ": a shard given twice, or shards of two different splits");
            held = std::int32_t(s);
            result.rows[std::size_t(*run)] = row;
        }
    }
    if (const auto missing = std::find(holder.begin(), holder.end(), -1); missing != holder.end()) {
        const ExperimentRow expected = axes.runRow(std::int64_t(missing - holder.begin()));
        throw Error("no shard holds run " + runName(expected) + " (" +
                    std::to_string(std::count(holder.begin(), holder.end(), -1)) + " of " +
                    std::to_string(runs) + " runs are missing): is a shard missing?");
    }
    result.groups = summarizeRows(result.rows);
    result.notRun = experimentSkips(spec);
    result.runsTotal = result.runsDone = runs;
    return result;
}

} // namespace mazelab
