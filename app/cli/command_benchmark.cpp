// benchmark: the problems of a Moving AI scenario file solved by one or more solvers on its map
// (core/benchmark.hpp), counted per bucket, with the published optima checked: a table on
// standard output, or JSON, and if asked a CSV file that shards' runs merge into.

#include "cli/command.hpp"
#include "cli/interrupt.hpp"
#include "cli/maze_source.hpp"
#include "cli/output.hpp"
#include "cli/solver_params.hpp"

#include "core/benchmark.hpp"
#include "core/maze_file.hpp"

#include <cstdio>
#include <filesystem>

namespace mazelab::cli {
namespace {

constexpr std::string_view kCitation =
    "N. Sturtevant, \"Benchmarks for Grid-Based Pathfinding\", 2012";
// The most problems --every may skip, and the most shards: no scenario file comes near.
constexpr std::int64_t kMaxEvery = 1'000'000'000;

std::string fileName(std::string_view path) {
    return std::filesystem::path(std::string(path)).filename().string();
}

struct LoadedBenchmark {
    BenchmarkSpec spec;
    MovingAiBenchmark files;
};

// Everything the command line asks for, checked before any problem runs. The spec points into
// `loaded.files.map`, so `loaded` must not move afterwards.
void parseBenchmark(const Options& options, LoadedBenchmark& loaded) {
    BenchmarkSpec& spec = loaded.spec;
    const auto scenario = options.get("--scen");
    if (!scenario)
        throw UsageError("benchmark needs --scen FILE, a Moving AI scenario file, e.g. --scen "
                         "resources/movingai/arena.map.scen");
    const auto ids = options.get("--algorithm");
    if (!ids)
        throw UsageError("benchmark needs --algorithm ID[,ID...], the solvers: e.g. "
                         "--algorithm dijkstra,astar-octile");
    for (const std::string& id : splitList("--algorithm", *ids, "solver ids"))
        spec.solvers.push_back(&requireSolver(id));
    spec.solverParams = solverParamsOption(options, spec.solvers);
    spec.diagonal = diagonalOption(options, Diagonal::OnlyWhenNoObstacles);
    for (const SolverInfo* solver : spec.solvers)
        requireMovement(*solver, spec.diagonal, options);
    if (const auto every = options.get("--every"))
        spec.every = parseCount("--every", *every, kMaxEvery, "run every K-th problem");
    if (const auto shard = options.get("--shard")) {
        const auto [index, count] = parseShard(*shard, kMaxEvery);
        spec.shard = {index, count};
    }
    checkShardOrMerge(options);

    loaded.files = loadMovingAiBenchmark(*scenario, options.get("--maze"));
    spec.problems = loaded.files.problems;
    spec.scenario = fileName(*scenario);
    spec.mapName = fileName(loaded.files.mapPath);
    spec.map = &loaded.files.map.maze;
    checkArgument([&] {
        if (std::string error = benchmarkError(spec); !error.empty())
            throw Error(error);
    });
}

BenchmarkResult mergeFiles(const BenchmarkSpec& spec, const std::vector<std::string>& files) {
    std::vector<std::string> texts;
    for (const std::string& file : files)
        texts.push_back(readTextFile(file, "shard file")); // names the file and why
    return mergeBenchmarkShards(spec, texts, files);
}

std::string meanText(double total, std::int64_t problems, int decimals) {
    return problems > 0 ? formatFixed(total / double(problems), decimals) : "-";
}

// How the table and the JSON say which problems ran.
std::string partText(const LoadedBenchmark& b, const BenchmarkResult& result, bool merged) {
    const BenchmarkSpec& spec = b.spec;
    const auto all = std::int64_t(spec.problems.size());
    const auto selected = std::int64_t(spec.selected().size());
    std::string text = spec.every == 1
                           ? "all " + std::to_string(all) + " problems"
                           : "every " + std::to_string(spec.every) + "th problem, " +
                                 std::to_string(selected) + " of " + std::to_string(all);
    if (merged)
        text += ", merged from shard files";
    else if (spec.shard.count > 1)
        text += ", shard " + std::to_string(spec.shard.index) + "/" +
                std::to_string(spec.shard.count) + ": " + std::to_string(result.problemsTotal) +
                " of them";
    if (result.startOnGoal > 0)
        text += "; " + std::to_string(result.startOnGoal) +
                " with the start on the goal (length 0, not run)";
    return text;
}

std::vector<std::string> tallyCells(const BenchmarkTally& t, bool checked) {
    return {std::to_string(t.problems),
            std::to_string(t.found),
            checked ? std::to_string(t.optimal) : "-",
            t.maxRatio ? formatFixed(*t.maxRatio, 6) : "-",
            std::to_string(t.expanded),
            meanText(double(t.expanded), t.problems, 1),
            std::to_string(t.searched),
            meanText(double(t.searched), t.problems, 1),
            formatFixed(double(t.timeNs) / 1e6, 3),
            meanText(double(t.timeNs) / 1e6, t.problems, 4)};
}

void printBenchmarkTable(std::ostream& out, const LoadedBenchmark& b, const BenchmarkResult& result,
                         bool merged) {
    const BenchmarkSpec& spec = b.spec;
    out << "Moving AI benchmark (" << kCitation << ")\n"
        << "scenario:  " << b.files.scenarioPath << ", " << partText(b, result, merged) << '\n'
        << "map:       " << b.files.mapPath << ", " << toString(spec.map->size()) << ", "
        << spec.map->activeCellCount() << " passable cells\n"
        << "movement:  "
        << movementText(spec.diagonal, spec.checksOptima() ? "the benchmark's rule" : "") << "\n\n";
    std::vector<std::vector<std::string>> rows = {{"SOLVER", "BUCKET", "PROBLEMS", "FOUND",
                                                   "OPTIMAL", "MAX RATIO", "EXPANDED", "MEAN",
                                                   "SEARCHED", "MEAN", "TIME (ms)", "MEAN (ms)"}};
    for (std::size_t i = 0; i < spec.solvers.size(); ++i) {
        const std::string label = spec.solverLabel(i);
        auto add = [&](const std::string& bucket, const BenchmarkTally& t) {
            std::vector<std::string> row = {label, bucket};
            for (std::string& cell : tallyCells(t, spec.checksOptima()))
                row.push_back(std::move(cell));
            rows.push_back(std::move(row));
        };
        for (std::size_t k = 0; k < result.buckets.size(); ++k)
            add(std::to_string(result.buckets[k]), result.tallies[i][k]);
        add("total", result.total(i));
    }
    printTable(out, rows);
    if (result.cancelled)
        out << "Cancelled: " << result.problemsDone << " of " << result.problemsTotal
            << " problems finished.\n";
    if (spec.checksOptima())
        out << "Optimal: the cost found is within " << formatFixed(kOptimalTolerance, 4)
            << " of the scenario's optimum (a straight move costs 1, a diagonal one sqrt(2)).\n";
    else
        out << "Note: the scenario's optima are for only-when-no-obstacles, so under "
            << diagonalId(spec.diagonal)
            << " they are not checked (OPTIMAL -); MAX RATIO is the cost found over them all "
               "the same.\n";
    out << "MAX RATIO: the largest cost found / optimum. MEAN: per problem. Times: the algorithms "
           "alone, un-animated"
        << (merged ? ", added up over the shards" : "") << ".\n";
}

void writeTallyJson(JsonWriter& json, const BenchmarkTally& t, bool checked) {
    json.key("problems").integer(t.problems).key("found").integer(t.found).key("optimal");
    if (checked)
        json.integer(t.optimal);
    else
        json.null();
    json.key("max_ratio");
    if (t.maxRatio)
        json.number(*t.maxRatio, 6);
    else
        json.null();
    auto mean = [&](double total) -> JsonWriter& {
        return t.problems > 0 ? json.number(total / double(t.problems)) : json.null();
    };
    json.key("expanded").integer(t.expanded).key("expanded_mean");
    mean(double(t.expanded)).key("searched").integer(t.searched).key("searched_mean");
    mean(double(t.searched)).key("time_ms").number(double(t.timeNs) / 1e6, 6);
    json.key("time_ms_mean");
    mean(double(t.timeNs) / 1e6);
}

void printBenchmarkJson(std::ostream& out, const LoadedBenchmark& b, const BenchmarkResult& result,
                        bool merged) {
    const BenchmarkSpec& spec = b.spec;
    JsonWriter json;
    json.beginObject().key("benchmark").string(kCitation);
    json.key("scenario").string(b.files.scenarioPath).key("map").string(b.files.mapPath);
    json.key("width").integer(spec.map->width()).key("height").integer(spec.map->height());
    json.key("diagonal").string(diagonalId(spec.diagonal));
    json.key("optima_checked").boolean(spec.checksOptima());
    json.key("every").integer(spec.every).key("shard");
    if (merged)
        json.null();
    else
        json.string(std::to_string(spec.shard.index) + "/" + std::to_string(spec.shard.count));
    json.key("problems_total").integer(result.problemsTotal);
    json.key("problems_done").integer(result.problemsDone);
    json.key("start_on_goal").integer(result.startOnGoal);
    json.key("cancelled").boolean(result.cancelled).key("solvers").beginArray();
    for (std::size_t i = 0; i < spec.solvers.size(); ++i) {
        json.beginObject().key("solver").string(spec.solvers[i]->id);
        json.key("label").string(spec.solverLabel(i));
        json.key("promises_optima").boolean(spec.promisesOptima(i));
        json.key("buckets").beginArray();
        for (std::size_t k = 0; k < result.buckets.size(); ++k) {
            json.beginObject().key("bucket").integer(result.buckets[k]);
            writeTallyJson(json, result.tallies[i][k], spec.checksOptima());
            json.endObject();
        }
        json.endArray().key("total").beginObject();
        writeTallyJson(json, result.total(i), spec.checksOptima());
        json.endObject().endObject();
    }
    json.endArray().key("misses").beginArray();
    for (const BenchmarkMiss& m : result.misses) {
        json.beginObject().key("solver").string(m.solver->id).key("line").integer(m.problem.line);
        json.key("start").beginArray().integer(m.problem.start.x).integer(m.problem.start.y);
        json.endArray().key("goal").beginArray().integer(m.problem.goal.x);
        json.integer(m.problem.goal.y).endArray().key("found").boolean(m.found).key("cost");
        if (m.found)
            json.number(m.cost);
        else
            json.null();
        json.key("optimum").number(m.problem.optimalLength).endObject();
    }
    json.endArray().endObject();
    out << json.text() << '\n';
}

int runBenchmarkCommand(const Options& options, std::span<const std::string>, std::ostream& out) {
    LoadedBenchmark loaded;
    parseBenchmark(options, loaded);
    const BenchmarkSpec& spec = loaded.spec;
    std::optional<OutputFile> csv;
    if (const auto path = options.get("--csv"))
        csv.emplace(*path);
    const std::vector<std::string> merged = options.all("--merge");
    const BenchmarkResult result =
        merged.empty()
            ? runInterruptibly([&](const auto& progress, const std::atomic<bool>& cancel) {
                  return runBenchmark(spec, {&cancel, progress});
              })
            : mergeFiles(spec, merged);
    if (csv) {
        BenchmarkSpec written = spec;
        if (!merged.empty())
            written.shard = {}; // the whole run's file
        writeBenchmarkCsv(csv->stream(), written, result);
        csv->close();
    }
    if (options.has("--json"))
        printBenchmarkJson(out, loaded, result, !merged.empty());
    else
        printBenchmarkTable(out, loaded, result, !merged.empty());
    if (result.cancelled)
        std::fprintf(stderr,
                     "%s: benchmark cancelled after %lld of %lld problems; the output holds the "
                     "finished ones\n",
                     std::string(kProgram).c_str(), static_cast<long long>(result.problemsDone),
                     static_cast<long long>(result.problemsTotal));
    if (std::string misses = benchmarkMissesText(spec, result); !misses.empty())
        throw Error(misses); // after the results: they are printed and written all the same
    return result.cancelled ? kExitFailure : kExitOk;
}

} // namespace

Command benchmarkCommand() {
    return {
        .name = "benchmark",
        .synopsis = "benchmark --scen FILE --algorithm ID[,ID...] [OPTIONS]",
        .summary =
            "  Runs solvers on the problems of a Moving AI scenario file (.map.scen; N. "
            "Sturtevant,\n"
            "  \"Benchmarks for Grid-Based Pathfinding\", 2012) and counts per bucket how many "
            "they\n"
            "  found, how many at the published optimum, the largest ratio to it, the cells "
            "expanded\n"
            "  and searched and the time. The map is --maze FILE, else the file the problems name "
            "in\n"
            "  the scenario's folder, else the scenario's own path without .scen. The optima are "
            "for\n"
            "  only-when-no-obstacles, the default movement; under another one they are not "
            "checked. A\n"
            "  solver that promises shortest paths and misses an optimum fails the command (exit "
            "code\n"
            "  1), naming the problem. A start on its goal is found at length 0 without running a\n"
            "  solver. --shard K/N runs part K of N; the same command with --merge and the parts' "
            "CSV\n"
            "  files writes what one run would (times added up). Ctrl+C stops it: the finished\n"
            "  problems are reported.",
        .options = {{"--scen", "FILE", "the Moving AI scenario file (required)"},
                    {"--maze", "FILE",
                     "the map (default: the one the scenario names, in its folder, else the "
                     "scenario's name without .scen)"},
                    {"--algorithm", "IDS", "solver ids, comma-separated (required)"},
                    kSolverParamOption,
                    {"--diagonal", "RULE",
                     "the movement (default only-when-no-obstacles, the "
                     "benchmark's rule; another skips the optimality check)"},
                    {"--every", "K",
                     "run only problems 0, K, 2K, ... of the file (default 1: all)"},
                    {"--csv", "FILE",
                     "write one CSV row per solver and bucket, and totals, to FILE"},
                    {"--json", "", "print one JSON object on one line instead of the table"},
                    {"--shard", "K/N",
                     "run only part K of N: the K-th of N near-equal runs of the "
                     "problems, in order"},
                    {"--merge", "FILE",
                     "run nothing: read the --csv files of every shard and write "
                     "what one run would (repeatable)",
                     true}},
        .listsSolvers = true,
        .run = &runBenchmarkCommand,
    };
}

} // namespace mazelab::cli
