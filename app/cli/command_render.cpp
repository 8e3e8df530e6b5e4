// render: the maze as ASCII art (cli/render.hpp), with a solver's search drawn over it if asked,
// then a line of statistics; or, with --svg, as an SVG picture of any shape (cli/svg.hpp).

#include "cli/command.hpp"
#include "cli/maze_source.hpp"
#include "cli/output.hpp"
#include "cli/render.hpp"
#include "cli/solver_params.hpp"
#include "cli/svg.hpp"

#include "core/shape.hpp"

#include <optional>

namespace mazelab::cli {
namespace {

constexpr std::int64_t kMaxFit = 100000; // pixels on the picture's longer side

// "path length 36, path cost 36", "gave up after 100 steps (...)", "no path (...)". With
// diagonal moves the cost has two decimals (costText), as in `solve`'s report.
std::string outcomeText(const SolveStats& stats, const Maze& maze) {
    if (stats.found)
        return "path length " + std::to_string(stats.pathLength) + ", path cost " +
               costText(stats.cost());
    if (stats.gaveUp)
        return solveOutcome(stats, maze);
    return "no path (" + (stats.reason.empty() ? noPathReason(maze) : stats.reason) + ")";
}

void printSearchLine(std::ostream& out, const SolverInfo& solver, const ParamValues& params,
                     Diagonal rule, const Maze& maze, const SolveStats& stats) {
    out << nameWithParams(solver.id, solver.params, params);
    if (rule != Diagonal::Never) // four-direction lines stay as they were
        out << " (diagonal " << diagonalId(rule) << ")";
    out << ": " << outcomeText(stats, maze) << ", searched " << stats.searched << " of "
        << maze.activeCellCount() << " cells (" << formatFixed(stats.percentSearched, 2)
        << "%), expanded " << stats.expanded << ", largest frontier " << stats.maxFrontier
        << ", steps " << stats.steps << ", time "
        << formatFixed(roundedMilliseconds(stats.timeNs), 3) << " ms (algorithm alone)";
    for (const auto& [name, value] : extraFigures(solver, stats))
        out << ", " << name << " " << value;
    out << '\n';
}

int runRender(const Options& options, std::span<const std::string>, std::ostream& out) {
    const SolverInfo* solver =
        options.has("--algorithm") ? &requireSolver(options, "render") : nullptr;
    if (!solver && options.has("--solver-param"))
        throw UsageError("--solver-param goes with --algorithm: render draws a solver's search "
                         "only when one is chosen");
    const ParamValues params = solver ? solverParamsOption(options, *solver) : ParamValues{};
    if (!solver && options.has("--diagonal"))
        throw UsageError("--diagonal goes with --algorithm: it is the movement of the search "
                         "render draws");
    const Diagonal rule = diagonalOption(options, defaultDiagonal(options));
    if (solver)
        requireMovement(*solver, rule, options);
    if (options.has("--fit") && !options.has("--svg"))
        throw UsageError("--fit sizes the SVG picture: it goes with --svg");
    std::optional<std::int64_t> fit;
    if (const auto text = options.get("--fit"))
        fit = parseCount("--fit", *text, kMaxFit, "pixels");
    const LoadedMaze loaded = loadMaze(options, "render");
    const Maze& maze = loaded.document.maze;
    if (options.has("--svg")) {
        // The picture alone, so that the output is a valid SVG file.
        const double unit = fit ? svgUnitToFit(maze.shape(), double(*fit)) : kSvgDefaultUnit;
        const SearchTrace trace = solver ? traceSearch(*solver, maze, params, rule) : SearchTrace{};
        out << mazeSvg(maze, solver ? &trace : nullptr, unit);
        return kExitOk;
    }
    if (!maze.isSquare()) // text art has rows of square rooms and nothing else
        throw Error("render draws square mazes as text, and this maze has " +
                    std::string(shapeWord(maze.shapeKind())) +
                    " cells, which text cannot draw: add --svg for a picture of it (`solve` "
                    "gives the figures)");
    if (!solver) {
        renderMaze(out, maze, nullptr);
        out << describeMaze(loaded) << ": start " << toString(maze.start()) << ", goal "
            << toString(maze.goal()) << ", " << maze.passageCount() << " passages\n";
        return kExitOk;
    }
    // The picture comes from the steps; the figures (the time above all) come from an
    // un-instrumented run, so they match `solve` exactly.
    const SearchTrace trace = traceSearch(*solver, maze, params, rule);
    const SolveStats stats = solveMaze(*solver, maze, params, rule).stats;
    renderMaze(out, maze, &trace);
    printSearchLine(out, *solver, params, rule, maze, stats);
    return kExitOk;
}

} // namespace

Command renderCommand() {
    static constexpr OptionSpec kRenderLast[] = {
        kSolverParamOption,
        kDiagonalOption,
        {"--svg", "", "write an SVG picture instead (any cell shape), without the statistics"},
        {"--fit", "PX", "with --svg: the picture's longer side in pixels (default 20 per cell)"}};
    return {
        .name = "render",
        .synopsis = "render (--maze FILE | --generator ID --size WxH --seed N) [--algorithm ID "
                    "[--solver-param KEY=VALUE]...] [--svg [--fit PX]] [OPTIONS]",
        .summary =
            "  Draws the maze as ASCII art (S start, G goal), then a line of statistics. With a\n"
            "  solver it also draws the path (*) and the other searched cells (.), under the\n"
            "  movement --diagonal gives (four directions unless it says otherwise; a .map takes\n"
            "  the benchmark's rule). --svg draws a maze of any shape as an SVG picture instead:\n"
            "  walls, start (purple), goal (red), and with a solver the searched cells (yellow)\n"
            "  and the path (green).",
        .options =
            withMazeSourceOptions({"--algorithm", "ID", "also run this solver and draw its search"},
                                  std::span(kRenderLast)),
        .listsGenerators = true,
        .listsSolvers = true,
        .run = &runRender,
    };
}

} // namespace mazelab::cli
