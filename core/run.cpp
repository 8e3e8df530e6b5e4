#include "core/run.hpp"

#include <algorithm>
#include <chrono>
#include <utility>

namespace mazelab {

void applyMask(Maze& maze, const std::vector<std::uint8_t>& mask, const GeneratorInfo& generator) {
    if (!generator.honoursMask)
        throw Error(std::string(generator.name) + " cannot honour a mask: " +
                    std::string(generator.noMaskReason));
    if (std::int64_t(mask.size()) != maze.cellCount())
        throw Error(
            "the mask has " + std::to_string(mask.size()) + " cells but the maze " +
            (maze.shapeKind() == ShapeKind::Polar ? std::string() : toString(maze.size()) + " ") +
            "has " + std::to_string(maze.cellCount()));
    const auto on = std::count(mask.begin(), mask.end(), std::uint8_t(0));
    if (on < 2)
        throw Error("the mask leaves " + std::to_string(on) +
                    " cell(s) of the maze: at least 2 are needed, for the start and the goal");
    const auto firstOn = CellIndex(std::find(mask.begin(), mask.end(), 0) - mask.begin());
    const auto lastOn =
        CellIndex(mask.rend() - std::find(mask.rbegin(), mask.rend(), 0) - 1);
    Cell start = maze.start();
    Cell goal = maze.goal();
    if (mask[std::size_t(maze.index(start))])
        start = maze.cellAt(firstOn);
    if (mask[std::size_t(maze.index(goal))])
        goal = maze.cellAt(lastOn);
    if (start == goal) { // one of them moved onto the other
        if (maze.index(start) == firstOn)
            goal = maze.cellAt(lastOn);
        else
            start = maze.cellAt(firstOn);
    }
    maze.setEndpoints(start, goal);
    for (CellIndex i = 0; i < maze.cellCount(); ++i)
        if (mask[std::size_t(i)])
            maze.setActive(i, false);
}

Shape requestedShape(const GenerateRequest& request) {
    return Shape::of(request.shape, request.size, request.rings);
}

Maze prepareMaze(const GenerateRequest& request) {
    if (!request.generator)
        throw Error("no generator chosen");
    Maze maze(requestedShape(request)); // throws on a bad size
    if (const std::string error = request.generator->shapeError(request.shape); !error.empty())
        throw Error(error);
    if (auto error = shapingError(request.shaping, request.shape, request.size); !error.empty())
        throw Error(error);
    if (request.shaping.symmetry != Symmetry::None && !request.generator->noSymmetryReason.empty())
        throw Error(std::string(request.generator->name) + " cannot make a mirrored layout: " +
                    std::string(request.generator->noSymmetryReason));
    if (request.mask.empty())
        return maze;
    std::vector<std::uint8_t> mask = request.mask;
    if (request.shaping.symmetry != Symmetry::None &&
        std::int64_t(mask.size()) == request.size.cells()) {
        const Size size = request.size;
        for (CellIndex i = 0; i < maze.cellCount(); ++i) {
            const Cell c = maze.cellAt(i);
            const Cell m = mirrorCell(size, request.shaping.symmetry, c);
            const bool far = request.shaping.symmetry == Symmetry::LeftRight ? c.x > m.x
                                                                              : c.y > m.y;
            if (far)
                mask[std::size_t(i)] = mask[std::size_t(maze.index(m))];
        }
    }
    applyMask(maze, mask, *request.generator);
    return maze;
}

GenSteps generationSteps(Maze& maze, const GenerateRequest& request) {
    ParamValues params = request.params.entries().empty() ? ParamValues(request.generator->params)
                                                          : request.params;
    return shapedSteps(maze, *request.generator, request.seed, std::move(params),
                       request.shaping);
}

Maze generateMaze(const GenerateRequest& request, std::int64_t& steps) {
    Maze maze = prepareMaze(request);
    steps = 0;
    for ([[maybe_unused]] const GenStep& s : generationSteps(maze, request))
        ++steps;
    return maze;
}

Maze generateMaze(const GenerateRequest& request) {
    std::int64_t steps = 0;
    return generateMaze(request, steps);
}

bool maskSeparatesEndpoints(const Maze& maze) {
    if (!maze.hasMask())
        return false;
    std::vector<std::uint8_t> seen(std::size_t(maze.cellCount()), 0);
    const CellIndex goal = maze.index(maze.goal());
    std::vector<CellIndex> stack{maze.index(maze.start())};
    seen[std::size_t(stack.back())] = 1;
    while (!stack.empty()) {
        const CellIndex c = stack.back();
        stack.pop_back();
        if (c == goal)
            return false;
        // Every shape through its slots (on square cells slot s is direction s).
        const SlotSet slots = maze.activeSlots(c);
        for (int s = 0; s < maze.slotCount(c); ++s) {
            if (!(slots & (1u << s)))
                continue;
            if (const CellIndex n = maze.slotNeighbour(c, Slot(s)); !seen[std::size_t(n)]) {
                seen[std::size_t(n)] = 1;
                stack.push_back(n);
            }
        }
    }
    return true;
}

std::string noPathReason(const Maze& maze) {
    return maskSeparatesEndpoints(maze) ? "the mask separates the start from the goal"
                                        : "walls separate the start from the goal";
}

Provenance provenanceOf(const GenerateRequest& request) {
    return Provenance{std::string(request.generator->id), request.seed,
                      formatParams(request.generator->params, request.params),
                      formatShaping(request.shaping)};
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
    stats.gaveUp = last.kind == SolveStep::Kind::GaveUp;
    if (!stats.found)
        stats.reason = std::string(last.reason);
    stats.extra = last.counters.extra;
    if (stats.found) {
        stats.pathLength = std::int64_t(last.path.size()) - 1;
        const PathCost cost = pathCostOf(maze, last.path);
        stats.pathCost = cost.straight;
        stats.pathDiagonalCost = cost.diagonal;
    }
    stats.searched = last.counters.searched;
    stats.expanded = last.counters.expanded;
    stats.maxFrontier = last.counters.maxFrontier;
    stats.steps = last.counters.steps;
    stats.percentSearched = percentSearched(stats.searched, maze.activeCellCount());
    return stats;
}

SolveResult solveMaze(const SolverInfo& solver, const Maze& maze, const ParamValues& params,
                      Diagonal rule) {
    using Clock = std::chrono::steady_clock;
    SolveResult result;
    bool finished = false;
    const auto begin = Clock::now();
    for (const SolveStep& s : solver.start(maze, params, rule)) {
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
