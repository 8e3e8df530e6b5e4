#include "core/run.hpp"

#include <chrono>

namespace mazelab {

Maze generateMaze(const GenerateRequest& request, std::int64_t& steps) {
    if (!request.generator)
        throw Error("no generator chosen");
    Maze maze(request.size);
    const ParamValues params = request.params.entries().empty()
                                   ? ParamValues(request.generator->params)
                                   : request.params;
    steps = 0;
    for ([[maybe_unused]] const GenStep& s : request.generator->create(maze, request.seed, params))
        ++steps;
    return maze;
}

Maze generateMaze(const GenerateRequest& request) {
    std::int64_t steps = 0;
    return generateMaze(request, steps);
}

double percentSearched(std::int64_t searched, std::int64_t cells) {
    if (cells <= 1)
        return 0;
    return double(searched - 1) / double(cells - 1) * 100.0;
}

std::int64_t pathCost(const Maze& maze, std::span<const CellIndex> path) {
    std::int64_t total = 0;
    for (std::size_t i = 1; i < path.size(); ++i)
        total += maze.cost(path[i]);
    return total;
}

SolveStats statsFromLastStep(const Maze& maze, const SolveStep& last) {
    SolveStats stats;
    stats.found = last.kind == SolveStep::Kind::Found;
    if (stats.found) {
        stats.pathLength = std::int64_t(last.path.size()) - 1;
        stats.pathCost = pathCost(maze, last.path);
    }
    stats.searched = last.counters.searched;
    stats.expanded = last.counters.expanded;
    stats.maxFrontier = last.counters.maxFrontier;
    stats.steps = last.counters.steps;
    stats.percentSearched = percentSearched(stats.searched, maze.cellCount());
    return stats;
}

SolveResult solveMaze(const SolverInfo& solver, const Maze& maze) {
    using Clock = std::chrono::steady_clock;
    SolveResult result;
    bool finished = false;
    const auto begin = Clock::now();
    for (const SolveStep& s : solver.create(maze)) {
        if (!s.isLast())
            continue;
        // The step lives in the coroutine frame: read it now, before the frame ends.
        const auto end = Clock::now();
        result.stats = statsFromLastStep(maze, s);
        result.stats.timeNs =
            std::chrono::duration_cast<std::chrono::nanoseconds>(end - begin).count();
        result.path.assign(s.path.begin(), s.path.end());
        finished = true;
    }
    if (!finished)
        throw Error("solver " + std::string(solver.id) + " ended without a last step");
    return result;
}

} // namespace mazelab
