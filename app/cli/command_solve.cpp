// solve: runs a solver to the end, un-animated, and reports its statistics as a report or as one
// JSON object.

#include "cli/command.hpp"
#include "cli/maze_source.hpp"
#include "cli/output.hpp"

namespace mazelab::cli {
namespace {

void printSolveJson(std::ostream& out, const SolverInfo& solver, const LoadedMaze& loaded,
                    const SolveStats& stats) {
    const Maze& maze = loaded.document.maze;
    JsonWriter json;
    json.beginObject().key("solver").string(solver.id);
    writeProvenanceJson(json, loaded.document.provenance);
    json.key("width").integer(maze.width()).key("height").integer(maze.height());
    writeSeedJson(json, "seed", loaded.document.provenance);
    json.key("start").beginArray().integer(maze.start().x).integer(maze.start().y).endArray();
    json.key("goal").beginArray().integer(maze.goal().x).integer(maze.goal().y).endArray();
    json.key("found").boolean(stats.found).key("path_length");
    if (stats.found)
        json.integer(stats.pathLength).key("path_cost").integer(stats.pathCost);
    else
        json.null().key("path_cost").null();
    json.key("percent_searched").number(stats.percentSearched)
        .key("searched").integer(stats.searched)
        .key("expanded").integer(stats.expanded)
        .key("max_frontier").integer(stats.maxFrontier)
        .key("steps").integer(stats.steps)
        .key("time_ms").number(roundedMilliseconds(stats.timeNs), 3)
        .endObject();
    out << json.text() << '\n';
}

void printSolveReport(std::ostream& out, const SolverInfo& solver, const LoadedMaze& loaded,
                      const SolveStats& stats) {
    const Maze& maze = loaded.document.maze;
    auto row = [&](std::string_view label, const std::string& value) {
        std::string padded(label);
        padded.resize(18, ' ');
        out << padded << value << '\n';
    };
    row("solver:", std::string(solver.id) + ", " + std::string(solver.name));
    row("maze:", describeMaze(loaded));
    row("start, goal:", toString(maze.start()) + " -> " + toString(maze.goal()));
    row("result:", stats.found
                       ? "path found"
                       : "no path: the goal cannot be reached (" + noPathReason(maze) + ")");
    row("path length:", stats.found ? std::to_string(stats.pathLength) + " moves" : "-");
    row("path cost:", stats.found ? std::to_string(stats.pathCost) : "-");
    row("searched:", std::to_string(stats.searched) + " of " +
                         std::to_string(maze.activeCellCount()) + " cells (" +
                         formatFixed(stats.percentSearched, 2) + "%)");
    row("expanded:", std::to_string(stats.expanded) + " cells");
    row("largest frontier:", std::to_string(stats.maxFrontier) + " cells");
    row("steps:", std::to_string(stats.steps));
    row("time:", formatFixed(roundedMilliseconds(stats.timeNs), 3) +
                     " ms (the algorithm alone, un-animated)");
}

int runSolve(const Options& options, std::span<const std::string>, std::ostream& out) {
    const SolverInfo& solver = requireSolver(options, "solve");
    const LoadedMaze loaded = loadMaze(options, "solve");
    const SolveResult result = solveMaze(solver, loaded.document.maze);
    if (options.has("--json"))
        printSolveJson(out, solver, loaded, result.stats);
    else
        printSolveReport(out, solver, loaded, result.stats);
    return kExitOk;
}

} // namespace

Command solveCommand() {
    static constexpr OptionSpec kJson{"--json", "",
                                      "print one JSON object on one line instead of the report"};
    return {
        .name = "solve",
        .synopsis =
            "solve --algorithm ID (--maze FILE | --generator ID --size WxH --seed N) [OPTIONS]",
        .summary =
            "  Runs a solver to the end, un-animated, and reports its statistics. An unreachable\n"
            "  goal is a normal result (\"no path\", exit code 0).",
        .options = withMazeSourceOptions({"--algorithm", "ID", "the solver (required)"},
                                         std::span(&kJson, 1)),
        .listsGenerators = true,
        .listsSolvers = true,
        .run = &runSolve,
    };
}

} // namespace mazelab::cli
