// metrics: the figures of docs/metrics.md for one maze, or their mean and sample standard
// deviation over many generated mazes (measured on all cores), as a table, JSON or CSV.

#include "cli/command.hpp"
#include "cli/maze_source.hpp"
#include "cli/output.hpp"

#include "core/metrics.hpp"

namespace mazelab::cli {
namespace {

constexpr std::int64_t kMaxCount = 1'000'000;

struct MetricsRun {
    std::string description;             // for the text report's first line
    std::optional<std::string> file;      // --maze
    std::optional<Provenance> provenance; // the generator, first seed and parameters
    Size size;
    std::int64_t count = 1;
    std::vector<MazeMetrics> results;
};

void printMetricsJson(std::ostream& out, const MetricsRun& run) {
    JsonWriter json;
    json.beginObject().key("maze");
    if (run.file)
        json.string(*run.file);
    else
        json.null();
    writeProvenanceJson(json, run.provenance);
    json.key("width").integer(run.size.width).key("height").integer(run.size.height);
    json.key("count").integer(run.count);
    writeSeedJson(json, "first_seed", run.provenance);
    json.key("metrics").beginObject();
    for (const MetricField& field : metricFields()) {
        const MetricSummary s = summarize(run.results, field);
        json.key(field.key).beginObject().key("n").integer(s.n).key("mean");
        if (s.n > 0)
            json.number(s.mean).key("stddev").number(s.stddev);
        else
            json.null().key("stddev").null();
        json.endObject();
    }
    json.endObject().endObject();
    out << json.text() << '\n';
}

void printMetricsCsv(std::ostream& out, const MetricsRun& run) {
    out << "metric,mean,stddev\n";
    for (const MetricField& field : metricFields()) {
        const MetricSummary s = summarize(run.results, field);
        out << field.key << ',';
        if (s.n > 0)
            out << formatNumber(s.mean) << ',' << formatNumber(s.stddev);
        else
            out << ',';
        out << '\n';
    }
}

void printMetricsReport(std::ostream& out, const MetricsRun& run) {
    out << run.description << '\n';
    std::vector<std::vector<std::string>> rows = {{"METRIC", "MEAN", "STDDEV", "MAZES"}};
    for (const MetricField& field : metricFields()) {
        const MetricSummary s = summarize(run.results, field);
        rows.push_back({std::string(field.label), s.n > 0 ? formatFixed(s.mean, 3) : "-",
                        s.n > 0 ? formatFixed(s.stddev, 3) : "-", std::to_string(s.n)});
    }
    printTable(out, rows);
    out << "Shares are of the active cells; distances are in moves. STDDEV is the sample standard "
           "deviation\n(n - 1). start-goal distance counts only the mazes where the goal can be "
           "reached.\nDefinitions: docs/metrics.md.\n";
}

MetricsRun measureFile(const Options& options) {
    if (options.has("--count"))
        throw UsageError("--count applies only with --generator: a maze file is one maze "
                         "(drop --count or use --generator)");
    const LoadedMaze loaded = loadMaze(options, "metrics");
    MetricsRun run;
    run.file = loaded.file;
    run.provenance = loaded.document.provenance;
    run.size = loaded.document.maze.size();
    run.description = "maze: " + describeMaze(loaded);
    run.results.push_back(measureMaze(loaded.document.maze));
    return run;
}

// "mazes: 100 x binary-tree 15x11 (bias=se), seeds 1 to 100".
std::string describeMazes(const GeneratorInfo& generator, const MetricsRun& run) {
    std::string paramsText;
    for (const std::string& p : run.provenance->params)
        paramsText += (paramsText.empty() ? " (" : ", ") + p;
    if (!paramsText.empty())
        paramsText += ")";
    const std::uint64_t seed = run.provenance->seed;
    const std::uint64_t last = seed + std::uint64_t(run.count - 1);
    return "mazes: " + std::to_string(run.count) + " x " + std::string(generator.id) + " " +
           toString(run.size) + paramsText +
           (run.count == 1 ? ", seed " + std::to_string(seed)
                           : ", seeds " + std::to_string(seed) + " to " + std::to_string(last));
}

MetricsRun measureGenerated(const Options& options, int threads) {
    const auto id = options.get("--generator");
    if (!id)
        throw UsageError("metrics needs a maze: give --generator ID --size WxH --seed N "
                         "[--count N], or --maze FILE");
    const GeneratorInfo& generator = requireGenerator(*id);
    const Endpoints endpoints = parseEndpoints(options);
    MetricsRun run;
    if (const auto text = options.get("--count"))
        run.count = parseCount("--count", *text, kMaxCount, "the number of mazes");
    const GenerateRequest request = buildRequest(generator, options, "metrics --generator");
    run.size = request.size;
    run.provenance = provenanceOf(request);
    // The endpoints are checked once, on the first maze's starting point, before any work.
    Maze probe = checkArgument([&] { return prepareMaze(request); });
    applyEndpoints(endpoints, probe);
    // Maze k has seed S + k (modulo 2^64), so that --seed S --count N measures exactly the
    // mazes `generate --seed S`, `--seed S+1`, ... would write.
    run.results = measureInParallel(run.count, threads, [&](std::int64_t k) {
        GenerateRequest r = request;
        r.seed = request.seed + std::uint64_t(k);
        Maze maze = generateMaze(r);
        applyEndpoints(endpoints, maze);
        return measureMaze(maze);
    });
    run.description = describeMazes(generator, run);
    return run;
}

int runMetrics(const Options& options, std::span<const std::string>, std::ostream& out) {
    if (options.has("--json") && options.has("--csv"))
        throw UsageError("give --json or --csv, not both");
    const int threads = threadsOption(options);
    const MetricsRun run =
        options.has("--maze") ? measureFile(options) : measureGenerated(options, threads);
    if (options.has("--json"))
        printMetricsJson(out, run);
    else if (options.has("--csv"))
        printMetricsCsv(out, run);
    else
        printMetricsReport(out, run);
    return kExitOk;
}

} // namespace

Command metricsCommand() {
    return {
        .name = "metrics",
        .synopsis =
            "metrics (--generator ID --size WxH --seed S [--count N] | --maze FILE) [OPTIONS]",
        .summary =
            "  Measures mazes: dead ends, corridors, junctions, components, loops, diameter,\n"
            "  start-goal distance and river (docs/metrics.md). With --count N it builds N mazes\n"
            "  on all cores, maze k (0 to N-1) with seed S + k, and prints the mean and sample\n"
            "  standard deviation of each figure; the output does not depend on the thread "
            "count.",
        .options = {kGeneratorOption,
                    kGeneratorSizeOption,
                    kGeneratorSeedOption,
                    kGeneratorParamOption,
                    kBraidOption,
                    kSymmetryOption,
                    kTerrainOption,
                    kMaskOption,
                    {"--count", "N", "with --generator: how many mazes, 1 to 1000000 (default 1)"},
                    kMazeOption,
                    kStartOption,
                    kGoalOption,
                    {"--threads", "T", "threads to use, 1 to 1024 (default: one per core)"},
                    {"--json", "", "print one JSON object on one line instead of the table"},
                    {"--csv", "", "print CSV: a header row, then metric,mean,stddev per metric"}},
        .listsGenerators = true,
        .run = &runMetrics,
    };
}

} // namespace mazelab::cli
