// experiment: many mazes x many solvers in parallel (docs/experiments.md), a summary table on
// standard output and, if asked, the runs and the summary as CSV or JSON files.

#include "cli/command.hpp"
#include "cli/interrupt.hpp"
#include "cli/maze_source.hpp"
#include "cli/output.hpp"
#include "cli/solver_params.hpp"

#include "core/experiment.hpp"
#include "core/experiment_csv.hpp"

#include <algorithm>
#include <cstdio>
#include <sstream>

namespace mazelab::cli {
namespace {

// "20x20,79x79" and square ranges "3x3..25x25" (every side from 3 to 25).
std::vector<Size> parseSizes(std::string_view text) {
    std::vector<Size> sizes;
    for (const std::string& item : splitList("--sizes", text, "sizes WxH or ranges AxA..BxB")) {
        const auto dots = item.find("..");
        if (dots == std::string::npos) {
            sizes.push_back(parseSize(item));
            continue;
        }
        const Size from = parseSize(item.substr(0, dots));
        const Size to = parseSize(item.substr(dots + 2));
        if (from.width != from.height || to.width != to.height || from.width > to.width)
            throw UsageError("--sizes range " + inQuotes(item) +
                             " must go from a square to a larger square, e.g. 3x3..25x25");
        for (int side = from.width; side <= to.width; ++side)
            sizes.push_back({side, side});
    }
    return sizes;
}

// The value of a required option; its absence is a usage error with an example.
std::string required(const Options& options, std::string_view option, std::string_view example) {
    const auto text = options.get(option);
    if (!text)
        throw UsageError("experiment needs " + std::string(option) + ", e.g. " +
                         std::string(option) + " " + std::string(example));
    return *text;
}

// --braids and --terrain: the shaping axes, left at their defaults when not given.
void parseShapingAxes(const Options& options, ExperimentSpec& spec) {
    if (const auto braids = options.get("--braids")) {
        spec.braids.clear();
        for (const std::string& item : splitList("--braids", *braids, "percentages 0-100"))
            spec.braids.push_back(
                checkArgument([&] { return parseShaping({{"braid=" + item}}).braid; }));
    }
    if (options.has("--terrain")) {
        spec.terrains.clear();
        for (const std::string& item : options.all("--terrain"))
            spec.terrains.push_back(
                item == "off" ? Terrain{} : checkArgument([&] { return parseTerrain(item); }));
    }
}

// --shapes: the cell shapes, square alone when not given.
void parseShapes(const Options& options, ExperimentSpec& spec) {
    const auto shapes = options.get("--shapes");
    if (!shapes)
        return;
    spec.shapes.clear();
    for (const std::string& id :
         splitList("--shapes", *shapes, "cell shapes: square, hex, triangle, polar, weave"))
        spec.shapes.push_back(checkArgument([&] { return shapeById(id); }));
}

ExperimentSpec parseExperiment(const Options& options) {
    ExperimentSpec spec;
    parseShapes(options, spec);
    for (const std::string& label : splitList(
             "--generators", required(options, "--generators", "recursive-backtracker,kruskal"),
             "generator ids (each with :key=value parameters if wanted)")) {
        const auto [generator, params] = checkArgument([&] { return parseGeneratorLabel(label); });
        spec.generators.push_back(generator);
        spec.generatorParams.push_back(params);
    }
    const std::string solvers = required(options, "--solvers", "bfs,astar-manhattan (or none)");
    if (solvers != "none")
        for (const std::string& id : splitList("--solvers", solvers, "solver ids, or none"))
            spec.solvers.push_back(&requireSolver(id));
    if (options.has("--solver-param"))
        spec.solverParams = solverParamsOption(options, spec.solvers);
    spec.sizes = parseSizes(required(options, "--sizes", "20x20,79x79"));
    spec.count = parseCount("--count", required(options, "--count", "100"), kMaxExperimentRuns,
                            "the number of mazes per group");
    spec.seed = parseSeed(required(options, "--seed", "1"));
    spec.diagonal = diagonalOption(options, Diagonal::Never);
    parseShapingAxes(options, spec);
    checkArgument([&] {
        if (std::string error = experimentError(spec); !error.empty())
            throw Error(error);
    });
    return spec;
}

std::string formatMeanSd(const FigureSummary& s, int decimals) {
    if (s.n == 0)
        return "-";
    return formatFixed(s.mean, decimals) + " +/- " + formatFixed(s.stddev, decimals);
}

// The figures a group's row of the table shows: the maze's own, or the solver's.
void appendFigures(std::vector<std::string>& row, const ExperimentSpec& spec,
                   const ExperimentGroup& g) {
    if (g.solver == nullptr) {
        row.insert(row.end(), {std::to_string(g.runs), formatMeanSd(g.figure("dead_ends"), 2),
                               formatMeanSd(g.figure("dead_end_percent"), 2)});
        return;
    }
    row.insert(row.end(), {nameWithParams(g.solver->id, g.solver->params,
                                          solverParamsOf(spec, g.solver)),
                           std::to_string(g.runs),
                           std::to_string(g.found), formatMeanSd(g.figure("time_us"), 1),
                           formatMeanSd(g.figure("percent_searched"), 2),
                           formatMeanSd(g.figure("path_length"), 1),
                           formatMeanSd(g.figure("path_cost"), 1),
                           formatMeanSd(g.figure("expanded"), 1)});
}

// Whether the experiment has cells other than squares: then its outputs name every run's shape
// (a square experiment's are as they always were).
bool hasShapes(const ExperimentSpec& spec) {
    return spec.shapes.size() != 1 || spec.shapes.front() != ShapeKind::Square;
}

// `how`: "in 1.25 s on 2 threads", or "merged from 4 shard files".
void printExperimentReport(std::ostream& out, const ExperimentResult& result,
                           const std::string& how) {
    const ExperimentSpec& spec = result.spec;
    const bool braids = spec.braids.size() > 1 || spec.braids.front() != 0;
    const bool terrains = spec.terrains.size() > 1 || spec.terrains.front().density > 0;
    const bool shapes = hasShapes(spec);
    std::vector<std::string> header = {"GENERATOR", "SIZE"};
    if (shapes)
        header.insert(header.begin(), "SHAPE");
    if (braids)
        header.push_back("BRAID");
    if (terrains)
        header.push_back("TERRAIN");
    if (spec.solvers.empty())
        header.insert(header.end(), {"MAZES", "DEAD ENDS", "DEAD ENDS %"});
    else
        header.insert(header.end(), {"SOLVER", "RUNS", "FOUND", "TIME (us)", "SEARCHED %",
                                     "PATH LENGTH", "PATH COST", "EXPANDED"});
    std::vector<std::vector<std::string>> rows = {header};
    for (const ExperimentGroup& g : result.groups) {
        std::vector<std::string> row = {g.generatorLabel(), toString(g.size)};
        if (shapes)
            row.insert(row.begin(), std::string(shapeId(g.shape)));
        if (braids)
            row.push_back(formatNumber(g.braid));
        if (terrains)
            row.push_back(terrainLabel(g.terrain));
        appendFigures(row, spec, g);
        rows.push_back(std::move(row));
    }
    printTable(out, rows);
    out << (result.cancelled ? "Cancelled: " : "") << result.runsDone << " of "
        << result.runsTotal << " runs " << how << ". Mean +/- sample standard "
        << "deviation; maze k of each group has seed " << spec.seed << " + k.";
    if (!spec.solvers.empty())
        out << " Movement: " << movementText(spec.diagonal) << '.';
    if (std::find(spec.shapes.begin(), spec.shapes.end(), ShapeKind::Polar) != spec.shapes.end())
        out << " A polar maze has as many rings as its size's height.";
    out << '\n';
    if (!result.notRun.empty())
        out << "Not run (" << result.notRun.size() << "):\n";
    for (const ExperimentSkip& skip : result.notRun)
        out << "  " << skip.what() << ": " << skip.reason << '\n';
}

// The axes of a group or a run, as JSON fields; the shape only in an experiment with shapes.
void writeAxesJson(JsonWriter& json, std::optional<ShapeKind> shape, const std::string& generator,
                   Size size, double braid, const Terrain& terrain, const SolverInfo* solver) {
    if (shape)
        json.key("shape").string(shapeId(*shape));
    json.key("generator").string(generator).key("width").integer(size.width);
    json.key("height").integer(size.height).key("braid").number(braid);
    json.key("terrain").string(terrainLabel(terrain)).key("solver");
    if (solver)
        json.string(solver->id);
    else
        json.null();
}

void writeSpecJson(JsonWriter& json, const ExperimentSpec& spec) {
    if (hasShapes(spec)) {
        json.key("shapes").beginArray();
        for (const ShapeKind shape : spec.shapes)
            json.string(shapeId(shape));
        json.endArray();
    }
    json.key("generators").beginArray();
    for (std::size_t i = 0; i < spec.generators.size(); ++i)
        json.string(generatorLabel(*spec.generators[i], spec.generatorParams[i]));
    json.endArray().key("solvers").beginArray();
    for (const SolverInfo* s : spec.solvers)
        json.string(s->id);
    json.endArray().key("solver_params").beginArray(); // per solver: "key=value" texts
    for (const SolverInfo* s : spec.solvers) {
        json.beginArray();
        for (const std::string& text : formatParams(s->params, solverParamsOf(spec, s)))
            json.string(text);
        json.endArray();
    }
    json.endArray().key("sizes").beginArray();
    for (const Size size : spec.sizes)
        json.string(toString(size));
    json.endArray().key("braids").beginArray();
    for (const double braid : spec.braids)
        json.number(braid);
    json.endArray().key("terrains").beginArray();
    for (const Terrain& terrain : spec.terrains)
        json.string(terrainLabel(terrain));
    json.endArray().key("count").integer(spec.count).key("seed").unsignedInteger(spec.seed);
    json.key("diagonal").string(diagonalId(spec.diagonal));
}

void writeGroupJson(JsonWriter& json, const ExperimentGroup& g, bool shapes) {
    json.beginObject();
    writeAxesJson(json, shapes ? std::optional(g.shape) : std::nullopt, g.generatorLabel(), g.size,
                  g.braid, g.terrain, g.solver);
    json.key("runs").integer(g.runs).key("found").integer(g.found);
    const auto fields = experimentFields();
    for (std::size_t f = 0; f < fields.size(); ++f) {
        const FigureSummary& s = g.figures[f];
        json.key(fields[f].key).beginObject().key("n").integer(s.n);
        if (s.n > 0)
            json.key("mean").number(s.mean).key("sd").number(s.stddev).key("min")
                .number(s.min).key("max").number(s.max);
        json.endObject();
    }
    json.endObject();
}

void writeRowJson(JsonWriter& json, const ExperimentRow& r, bool shapes) {
    json.beginObject();
    writeAxesJson(json, shapes ? std::optional(r.shape) : std::nullopt, r.generatorLabel(), r.size,
                  r.braid, r.terrain, r.solver);
    json.key("maze").integer(r.mazeIndex).key("seed").unsignedInteger(r.seed);
    json.key("cells").integer(r.cells).key("dead_ends").integer(r.deadEnds);
    if (r.solver) {
        json.key("found").boolean(r.found).key("path_length");
        if (!r.found)
            json.null().key("path_cost").null();
        else if (r.diagonal == Diagonal::Never)
            json.integer(r.pathLength).key("path_cost").integer(r.pathCost);
        else // with decimals, as solve --json writes it
            json.integer(r.pathLength).key("path_cost").number(r.cost().value());
        json.key("searched").integer(r.searched).key("expanded").integer(r.expanded);
        json.key("max_frontier").integer(r.maxFrontier).key("steps").integer(r.steps);
        json.key("percent_searched").number(r.percentSearched(), 6);
        json.key("time_us").number(double(r.timeNs) / 1000.0, 3);
    }
    json.endObject();
}

void printExperimentJson(std::ostream& out, const ExperimentResult& result) {
    JsonWriter json;
    json.beginObject();
    writeSpecJson(json, result.spec);
    json.key("runs_total").integer(result.runsTotal).key("runs_done").integer(result.runsDone);
    json.key("cancelled").boolean(result.cancelled).key("seconds").number(result.seconds, 3);
    const bool shapes = hasShapes(result.spec);
    if (shapes) { // what was not run, by the axes it names, and why
        json.key("not_run").beginArray();
        for (const ExperimentSkip& skip : result.notRun) {
            json.beginObject().key("shape").string(shapeId(skip.shape));
            if (skip.generator)
                json.key("generator").string(generatorLabel(*skip.generator, skip.params));
            if (skip.solver)
                json.key("solver").string(skip.solver->id);
            if (skip.size)
                json.key("size").string(toString(*skip.size));
            json.key("reason").string(skip.reason).endObject();
        }
        json.endArray();
    }
    json.key("summary").beginArray();
    for (const ExperimentGroup& g : result.groups)
        writeGroupJson(json, g, shapes);
    json.endArray().key("rows").beginArray();
    for (const ExperimentRow& r : result.rows)
        writeRowJson(json, r, shapes);
    json.endArray().endObject();
    out << json.text() << '\n';
}

// --shard K/N: the part of the experiment to run.
Shard parseExperimentShard(const ExperimentSpec& spec, std::string_view text) {
    const auto [index, count] = parseShard(text, kMaxExperimentRuns);
    const Shard shard{index, count};
    checkArgument([&] {
        if (std::string error = shardError(spec, shard); !error.empty())
            throw Error(error);
    });
    return shard;
}

// --merge FILE ...: the shards' runs, read back and put in their places.
ExperimentResult mergeShardFiles(const ExperimentSpec& spec,
                                 const std::vector<std::string>& files) {
    std::vector<ExperimentResult> shards;
    for (const std::string& file : files) {
        std::istringstream in(readTextFile(file, "shard file")); // names the file and why
        try {
            shards.push_back(readRowsCsv(in));
        } catch (const Error& e) {
            throw Error(file + ": " + e.what());
        }
    }
    return mergeShards(spec, shards, files);
}

// Runs the experiment; Ctrl+C stops it early with the finished runs kept.
ExperimentResult runExperimentInterruptibly(const ExperimentSpec& spec, int threads, bool keepRows,
                                            Shard shard) {
    return runInterruptibly([&](const auto& progress, const std::atomic<bool>& cancel) {
        ExperimentOptions run;
        run.threads = threads;
        run.keepRows = keepRows;
        run.shard = shard;
        run.progress = progress;
        run.cancel = &cancel;
        return runExperiment(spec, run);
    });
}

int runExperimentCommand(const Options& options, std::span<const std::string>,
                         std::ostream& out) {
    const ExperimentSpec spec = parseExperiment(options);
    const int threads = threadsOption(options);
    std::optional<OutputFile> csv, summary, json;
    for (auto [option, file] : {std::pair{"--csv", &csv}, std::pair{"--summary", &summary},
                                std::pair{"--json", &json}})
        if (const auto path = options.get(option))
            file->emplace(*path);

    const std::vector<std::string> merged = options.all("--merge");
    checkShardOrMerge(options);
    const Shard shard =
        options.has("--shard") ? parseExperimentShard(spec, *options.get("--shard")) : Shard{};
    const ExperimentResult result =
        merged.empty() ? runExperimentInterruptibly(spec, threads, csv || json, shard)
                       : mergeShardFiles(spec, merged);
    if (csv) {
        writeRowsCsv(csv->stream(), result.rows);
        csv->close();
    }
    if (summary) {
        writeSummaryCsv(summary->stream(), result.groups, result.notRun);
        summary->close();
    }
    if (json) {
        printExperimentJson(json->stream(), result);
        json->close();
    }
    const std::string how =
        merged.empty() ? "in " + formatFixed(result.seconds, 2) + " s on " +
                             std::to_string(threads) + (threads == 1 ? " thread" : " threads")
                       : "merged from " + std::to_string(merged.size()) + " shard file" +
                             (merged.size() == 1 ? "" : "s");
    printExperimentReport(out, result, how);
    if (!result.cancelled)
        return kExitOk;
    std::fprintf(stderr,
                 "%s: experiment cancelled after %lld of %lld runs; the output holds the "
                 "finished runs\n",
                 std::string(kProgram).c_str(), static_cast<long long>(result.runsDone),
                 static_cast<long long>(result.runsTotal));
    return kExitFailure;
}

} // namespace

Command experimentCommand() {
    return {
        .name = "experiment",
        .synopsis = "experiment --generators IDS --solvers IDS|none --sizes SIZES --count N "
                    "--seed S [OPTIONS]",
        .summary =
            "  Runs every solver on N mazes of every cell shape, generator, size, braid and\n"
            "  terrain, un-animated and in parallel on all cores, and prints the mean and sample\n"
            "  standard deviation of each group. Maze k (0 to N-1) of each group has seed S + k.\n"
            "  Rows are the same on any number of threads (except the times). With --solvers "
            "none it\n"
            "  measures the mazes only (dead ends). --diagonal lets the solvers move diagonally "
            "too\n"
            "  (path costs then have decimals). --shapes adds cells other than squares (a polar "
            "maze\n"
            "  has as many rings as the size's height); a generator or solver that does not take "
            "a\n"
            "  shape is not run on it, and the report says so and why. Ctrl+C stops it: the "
            "finished\n"
            "  runs are kept and written. --shard K/N runs part K of N (on N machines, say); the "
            "same\n"
            "  command with --merge and the parts' CSV files instead writes the whole "
            "experiment's\n"
            "  files, as one run would.",
        .options =
            {{"--generators", "IDS", "generator ids, comma-separated (required)"},
             {"--solvers", "IDS", "solver ids, comma-separated, or none (required)"},
             {"--solver-param", "KEY=VALUE", "a parameter for every chosen solver that has this "
                                             "key (repeatable)", true},
             {"--sizes", "SIZES", "WxH sizes, comma-separated; AxA..BxB for every square "
                                  "between (required)"},
             {"--count", "N", "mazes per generator, size, braid and terrain (required)"},
             {"--seed", "S", "the base seed (required)"},
             {"--shapes", "IDS", "cell shapes, comma-separated: square (the default), hex, "
                                 "triangle, polar, weave"},
             {"--diagonal", "RULE", "the movement of every run: never (four directions, the "
                                    "default), always, if-at-most-one-obstacle or "
                                    "only-when-no-obstacles"},
             {"--braids", "P,P", "braid shares in percent, comma-separated (default 0)"},
             {"--terrain", "D[,P[,M]]|off", "a weighted terrain (repeatable: one axis value "
                                            "each; default off)", true},
             {"--threads", "T", "threads to use, 1 to 1024 (default: one per core)"},
             {"--csv", "FILE", "write one CSV row per run to FILE"},
             {"--summary", "FILE", "write the summary (one CSV row per group) to FILE"},
             {"--json", "FILE", "write the spec, the summary and the rows as JSON to FILE"},
             {"--shard", "K/N", "run only part K of N: the K-th of N near-equal runs of the "
                                "mazes, in order"},
             {"--merge", "FILE", "run nothing: read the --csv files of every shard of this "
                                 "experiment and write what one run would (repeatable)", true}},
        .listsGenerators = true,
        .listsSolvers = true,
        .run = &runExperimentCommand,
    };
}

} // namespace mazelab::cli
