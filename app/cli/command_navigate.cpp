// navigate: an agent walks a maze it does not know (core/navigate.hpp), sensing as it goes and
// planning with a solver of the registry; the report compares its route with the shortest path
// of the fully known maze.

#include "cli/command.hpp"
#include "cli/maze_source.hpp"
#include "cli/output.hpp"
#include "cli/solver_params.hpp"

#include "core/movingai.hpp"
#include "core/navigate.hpp"
#include "core/shape.hpp"

#include <charconv>

namespace mazelab::cli {
namespace {

constexpr std::string_view kCitation =
    "N. Sturtevant, \"Benchmarks for Grid-Based Pathfinding\", 2012";

// --sensor R: a whole number; its range is the core's to check (navigateError's sentence).
int sensorOption(const Options& options) {
    const auto text = options.get("--sensor");
    if (!text)
        throw UsageError("navigate needs --sensor R, the sensor radius, from " +
                         std::to_string(kMinSensorRadius) + " to " +
                         std::to_string(kMaxSensorRadius) + " (1: the agent's own cell)");
    long long value = 0;
    const auto [end, error] = std::from_chars(text->data(), text->data() + text->size(), value);
    if (error != std::errc() || end != text->data() + text->size())
        throw UsageError("--sensor " + inQuotes(*text) +
                         " is not a whole number: give the sensor radius, from " +
                         std::to_string(kMinSensorRadius) + " to " +
                         std::to_string(kMaxSensorRadius));
    if (std::string error = sensorRadiusError(value); !error.empty())
        throw UsageError(error);
    return int(value);
}

bool fromMovingAiMap(const LoadedMaze& loaded) {
    return loaded.file && isMovingAiMapPath(*loaded.file);
}

// The route's cost against the shortest one's: null when either is missing.
std::optional<double> costRatio(const NavigateResult& r) {
    if (!r.arrived || !r.shortestFound || r.shortestCost.value() <= 0)
        return std::nullopt;
    return r.routeCost.value() / r.shortestCost.value();
}

// A cost as JSON: an integer under four directions, a number when moves may be diagonal.
void writeCost(JsonWriter& json, Diagonal rule, bool known, PathCost cost) {
    if (!known)
        json.null();
    else if (rule == Diagonal::Never)
        json.integer(cost.straight);
    else
        json.number(cost.value());
}

void printNavigateJson(std::ostream& out, const NavigateRequest& request, const LoadedMaze& loaded,
                       const NavigateResult& r) {
    const Maze& maze = loaded.document.maze;
    const SolverInfo& planner = *request.planner;
    JsonWriter json;
    json.beginObject().key("planner").string(planner.id);
    writeProvenanceJson(json, loaded.document.provenance);
    json.key("width").integer(maze.width()).key("height").integer(maze.height());
    writeSeedJson(json, "seed", loaded.document.provenance);
    json.key("start").beginArray().integer(maze.start().x).integer(maze.start().y).endArray();
    json.key("goal").beginArray().integer(maze.goal().x).integer(maze.goal().y).endArray();
    json.key("diagonal").string(diagonalId(request.rule));
    json.key("sensor_radius").integer(request.sensorRadius);
    json.key("planner_params").beginObject();
    for (const ParamSpec& spec : planner.params) {
        json.key(spec.key);
        const double value = request.params.get(spec.key);
        if (spec.choices.empty())
            json.number(value);
        else
            json.string(spec.choices.at(std::size_t(value)));
    }
    json.endObject();
    json.key("arrived").boolean(r.arrived).key("reason");
    if (r.arrived)
        json.null();
    else
        json.string(r.reason);
    json.key("moves").integer(r.counters.moves);
    json.key("replans").integer(r.counters.replans);
    json.key("expanded").integer(r.counters.expanded);
    json.key("bumps").integer(r.counters.bumps);
    json.key("route_cost");
    writeCost(json, request.rule, true, r.routeCost);
    json.key("shortest_found").boolean(r.shortestFound).key("shortest_moves");
    if (r.shortestFound)
        json.integer(r.shortestMoves);
    else
        json.null();
    json.key("shortest_cost");
    writeCost(json, request.rule, r.shortestFound, r.shortestCost);
    json.key("cost_ratio");
    if (const auto ratio = costRatio(r))
        json.number(*ratio, 4);
    else
        json.null();
    json.key("benchmark_map").boolean(fromMovingAiMap(loaded));
    json.endObject();
    out << json.text() << '\n';
}

void printNavigateReport(std::ostream& out, const NavigateRequest& request, const Options& options,
                         const LoadedMaze& loaded, const NavigateResult& r) {
    const Maze& maze = loaded.document.maze;
    const SolverInfo& planner = *request.planner;
    auto row = [&](std::string_view label, const std::string& value) {
        std::string padded(label);
        padded.resize(std::max<std::size_t>(18, label.size() + 1), ' ');
        out << padded << value << '\n';
    };
    row("planner:",
        std::string(planner.id) + ", " + std::string(planner.name) +
            (planner.createIncremental ? " (repairs its search)" : " (plans again from scratch)"));
    if (!planner.params.empty())
        row("parameters:", joined(formatParams(planner.params, request.params),
                                  [](const std::string& t) { return t; }));
    row("maze:", describeMaze(loaded));
    if (fromMovingAiMap(loaded))
        row("map:", "a Moving AI benchmark map (" + std::string(kCitation) + ")");
    row("start, goal:", toString(maze.start()) + " -> " + toString(maze.goal()));
    const bool mapDefault = !options.has("--diagonal") && request.rule != Diagonal::Never;
    if (maze.isSquare())
        row("movement:", movementText(request.rule, mapDefault ? kMapDefaultNote : ""));
    else
        row("movement:",
            "across the sides of the " + std::string(shapeWord(maze.shapeKind())) + " cells");
    row("sensor radius:",
        std::to_string(request.sensorRadius) +
            (request.sensorRadius == 1
                 ? " (the agent's own cell)"
                 : " (every cell fewer than " + std::to_string(request.sensorRadius) +
                       " moves away, walls ignored)"));
    row("result:", r.arrived ? std::string("arrived") : "no path: " + r.reason);
    row("moves walked:", std::to_string(r.counters.moves));
    row("replans:", std::to_string(r.counters.replans));
    row("expanded:", std::to_string(r.counters.expanded) + " cells, by every plan");
    row("bumps:", std::to_string(r.counters.bumps));
    row("route cost:", costText(r.routeCost));
    row("shortest path:", r.shortestFound ? std::to_string(r.shortestMoves) + " moves, cost " +
                                                costText(r.shortestCost) + " (the maze fully known)"
                                          : "none (the maze fully known)");
    if (const auto ratio = costRatio(r))
        row("route / shortest:", formatFixed(*ratio, 4));
}

int runNavigate(const Options& options, std::span<const std::string>, std::ostream& out) {
    NavigateRequest request;
    request.planner = &requireSolver(options, "navigate");
    request.params = solverParamsOption(options, *request.planner);
    request.sensorRadius = sensorOption(options);
    // Checked before the maze is built or read, so that a refusal comes at once.
    request.rule = diagonalOption(options, defaultDiagonal(options));
    requireMovement(*request.planner, request.rule, options);
    const LoadedMaze loaded = loadMaze(options, "navigate");
    const NavigateResult result = navigateMaze(loaded.document.maze, request);
    if (options.has("--json"))
        printNavigateJson(out, request, loaded, result);
    else
        printNavigateReport(out, request, options, loaded, result);
    return kExitOk;
}

} // namespace

Command navigateCommand() {
    static constexpr OptionSpec kLast[] = {
        {"--sensor", "R",
         "the sensor radius, 1 to 64 (required): the agent sees every cell fewer than R moves "
         "away, walls ignored; 1 is its own cell"},
        kSolverParamOption,
        kDiagonalOption,
        {"--json", "", "print one JSON object on one line instead of the report"}};
    return {
        .name = "navigate",
        .synopsis = "navigate --algorithm ID --sensor R (--maze FILE | --generator ID --size WxH "
                    "--seed N) [OPTIONS]",
        .summary =
            "  An agent walks from the start to the goal of a maze it does not know: it assumes\n"
            "  every wall it has not seen open and every cost 1, plans with the solver, senses\n"
            "  the cells around it after each move, and plans again when what it learns blocks\n"
            "  its plan or makes it dearer. An incremental solver repairs its search; any other\n"
            "  plans again from scratch. Reports the moves walked, the replans, the cells all\n"
            "  the plans expanded, the bumps (diagonal moves the maze refused) and the route's\n"
            "  cost against the shortest path of the fully known maze. A goal the agent proves\n"
            "  out of reach is a normal result (\"no path\", exit code 0). Weave mazes are\n"
            "  refused. A Moving AI .map (N. Sturtevant, \"Benchmarks for Grid-Based\n"
            "  Pathfinding\", 2012) takes only-when-no-obstacles unless --diagonal says otherwise.",
        .options = withMazeSourceOptions({"--algorithm", "ID", "the planner (required)"}, kLast),
        .listsGenerators = true,
        .listsSolvers = true,
        .run = &runNavigate,
    };
}

} // namespace mazelab::cli
