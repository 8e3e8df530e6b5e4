// solve: runs a solver to the end, un-animated, and reports its statistics as a report or as one
// JSON object.

#include "cli/command.hpp"
#include "cli/maze_source.hpp"
#include "cli/output.hpp"
#include "cli/solver_params.hpp"

#include "core/shape.hpp"

namespace mazelab::cli {
namespace {

// "params": {"weight": 3, "hand": "left"}; "extra": {"Iteration": 3}.
void writeSolverFiguresJson(JsonWriter& json, const SolverInfo& solver, const ParamValues& params,
                            const SolveStats& stats) {
    json.key("params").beginObject();
    for (const ParamSpec& spec : solver.params) {
        json.key(spec.key);
        const double value = params.get(spec.key);
        if (spec.choices.empty())
            json.number(value);
        else
            json.string(spec.choices.at(std::size_t(value)));
    }
    json.endObject().key("gave_up").boolean(stats.gaveUp).key("reason");
    if (stats.found || stats.reason.empty())
        json.null();
    else
        json.string(stats.reason);
    json.key("extra").beginObject();
    for (const auto& [name, value] : extraFigures(solver, stats))
        json.key(name).integer(value);
    json.endObject();
}

// The path's cost: an integer under four directions (as it always was), a number with decimals
// when moves may be diagonal.
void writePathCostJson(JsonWriter& json, Diagonal rule, const SolveStats& stats) {
    json.key("path_cost");
    if (!stats.found)
        json.null();
    else if (rule == Diagonal::Never)
        json.integer(stats.pathCost);
    else
        json.number(stats.cost().value());
}

void printSolveJson(std::ostream& out, const SolverInfo& solver, const ParamValues& params,
                    Diagonal rule, const LoadedMaze& loaded, const SolveStats& stats) {
    const Maze& maze = loaded.document.maze;
    JsonWriter json;
    json.beginObject().key("solver").string(solver.id);
    writeProvenanceJson(json, loaded.document.provenance);
    json.key("width").integer(maze.width()).key("height").integer(maze.height());
    writeSeedJson(json, "seed", loaded.document.provenance);
    json.key("start").beginArray().integer(maze.start().x).integer(maze.start().y).endArray();
    json.key("goal").beginArray().integer(maze.goal().x).integer(maze.goal().y).endArray();
    json.key("diagonal").string(diagonalId(rule));
    json.key("found").boolean(stats.found).key("path_length");
    if (stats.found)
        json.integer(stats.pathLength);
    else
        json.null();
    writePathCostJson(json, rule, stats);
    json.key("percent_searched").number(stats.percentSearched)
        .key("searched").integer(stats.searched)
        .key("expanded").integer(stats.expanded)
        .key("max_frontier").integer(stats.maxFrontier)
        .key("steps").integer(stats.steps)
        .key("time_ms").number(roundedMilliseconds(stats.timeNs), 3);
    writeSolverFiguresJson(json, solver, params, stats);
    json.endObject();
    out << json.text() << '\n';
}

void printSolveReport(std::ostream& out, const SolverInfo& solver, const ParamValues& params,
                      Diagonal rule, const Options& options, const LoadedMaze& loaded,
                      const SolveStats& stats) {
    const Maze& maze = loaded.document.maze;
    auto row = [&](std::string_view label, const std::string& value) {
        std::string padded(label);
        padded.resize(std::max<std::size_t>(18, label.size() + 1), ' ');
        out << padded << value << '\n';
    };
    row("solver:", std::string(solver.id) + ", " + std::string(solver.name));
    if (!solver.params.empty())
        row("parameters:", joined(formatParams(solver.params, params),
                                  [](const std::string& t) { return t; }));
    row("maze:", describeMaze(loaded));
    row("start, goal:", toString(maze.start()) + " -> " + toString(maze.goal()));
    const bool mapDefault = !options.has("--diagonal") && rule != Diagonal::Never;
    if (maze.isSquare())
        row("movement:", movementText(rule, mapDefault ? kMapDefaultNote : ""));
    else // only square cells have diagonals
        row("movement:", "across the sides of the " + std::string(shapeWord(maze.shapeKind())) +
                             " cells" +
                             (maze.shapeKind() == ShapeKind::Weave ? ", and under crossings" : ""));
    if (const std::string_view warning = solver.heuristicWarning(params, rule); !warning.empty())
        row("note:", std::string(warning));
    row("result:", solveOutcome(stats, maze));
    row("path length:", stats.found ? std::to_string(stats.pathLength) + " moves" : "-");
    row("path cost:", stats.found ? costText(stats.cost()) : "-");
    row("searched:", std::to_string(stats.searched) + " of " +
                         std::to_string(maze.activeCellCount()) + " cells (" +
                         formatFixed(stats.percentSearched, 2) + "%)");
    row("expanded:", std::to_string(stats.expanded) + " cells");
    row("largest frontier:", std::to_string(stats.maxFrontier) + " cells");
    row("steps:", std::to_string(stats.steps));
    for (const auto& [name, value] : extraFigures(solver, stats))
        row(name + ":", std::to_string(value));
    row("time:", formatFixed(roundedMilliseconds(stats.timeNs), 3) +
                     " ms (the algorithm alone, un-animated)");
}

int runSolve(const Options& options, std::span<const std::string>, std::ostream& out) {
    const SolverInfo& solver = requireSolver(options, "solve");
    const ParamValues params = solverParamsOption(options, solver);
    // Checked before the maze is built or read, so that a refusal comes at once.
    const Diagonal rule = diagonalOption(options, defaultDiagonal(options));
    requireMovement(solver, rule, options);
    const LoadedMaze loaded = loadMaze(options, "solve");
    const SolveResult result = solveMaze(solver, loaded.document.maze, params, rule);
    if (options.has("--json"))
        printSolveJson(out, solver, params, rule, loaded, result.stats);
    else
        printSolveReport(out, solver, params, rule, options, loaded, result.stats);
    return kExitOk;
}

} // namespace

Command solveCommand() {
    static constexpr OptionSpec kLast[] = {
        kSolverParamOption,
        kDiagonalOption,
        {"--json", "", "print one JSON object on one line instead of the report"}};
    return {
        .name = "solve",
        .synopsis =
            "solve --algorithm ID [--solver-param KEY=VALUE]... (--maze FILE | --generator ID "
            "--size WxH --seed N) [OPTIONS]",
        .summary =
            "  Runs a solver to the end, un-animated, and reports its statistics. An unreachable\n"
            "  goal is a normal result (\"no path\", exit code 0), and so is a solver giving up\n"
            "  at its step limit (\"gave up after N steps\"). Moves go in four directions, or\n"
            "  also diagonally with --diagonal (a diagonal move costs sqrt(2) times the cell it\n"
            "  enters); a Moving AI .map takes only-when-no-obstacles, the benchmark's rule,\n"
            "  unless --diagonal says otherwise. A solver that does not take the movement is\n"
            "  refused.",
        .options = withMazeSourceOptions({"--algorithm", "ID", "the solver (required)"}, kLast),
        .listsGenerators = true,
        .listsSolvers = true,
        .run = &runSolve,
    };
}

} // namespace mazelab::cli
