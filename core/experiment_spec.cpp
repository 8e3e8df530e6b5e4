// An experiment's spec (core/experiment.hpp): how many mazes and runs it makes, and whether it
// can run at all, checked before any maze is made.

#include "core/experiment.hpp"

#include "core/experiment_axes.hpp"

#include "core/shape.hpp"

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace mazelab {

using detail::paramsOf;

namespace {

// Past kMaxExperimentRuns the counts stop growing: experimentError refuses such a spec anyway.
constexpr std::int64_t kTooMany = kMaxExperimentRuns + 1;

std::int64_t times(std::int64_t a, std::int64_t b) {
    if (a == 0 || b == 0)
        return 0;
    return a > kTooMany / b ? kTooMany : std::min(a * b, kTooMany);
}

template <typename T, typename Key>
std::string firstRepeat(const std::vector<T>& axis, Key key) {
    for (std::size_t i = 0; i < axis.size(); ++i)
        for (std::size_t j = 0; j < i; ++j)
            if (axis[i] == axis[j])
                return key(axis[i]);
    return {};
}

} // namespace

namespace detail {

std::vector<ShapeBlock> shapeBlocks(const ExperimentSpec& spec) {
    std::vector<ShapeBlock> blocks;
    std::int64_t maze = 0, run = 0, group = 0;
    for (const ShapeKind shape : spec.shapes) {
        ShapeBlock& block = blocks.emplace_back();
        block.shape = shape;
        for (std::size_t g = 0; g < spec.generators.size(); ++g)
            if (spec.generators[g] != nullptr && spec.generators[g]->supports(shape))
                block.generators.push_back(g);
        for (std::size_t s = 0; s < spec.sizes.size(); ++s)
            if (experimentSizeError(shape, spec.sizes[s]).empty())
                block.sizes.push_back(s);
        for (std::size_t j = 0; j < spec.solvers.size(); ++j)
            if (spec.solvers[j] != nullptr &&
                solverShapeError(*spec.solvers[j], solverParamsOf(spec, spec.solvers[j]), shape)
                    .empty())
                block.solvers.push_back(j);
        block.slots = spec.solvers.empty() ? 1 : std::int64_t(block.solvers.size());
        std::int64_t groups = 1;
        for (const std::size_t n : {block.generators.size(), block.sizes.size(), spec.braids.size(),
                                    spec.terrains.size()})
            groups = times(groups, std::int64_t(n));
        block.mazes = times(groups, std::max<std::int64_t>(0, spec.count));
        if (block.slots == 0) // solvers chosen, none solves this shape: its mazes would be idle
            block.mazes = groups = 0;
        block.runs = times(block.mazes, block.slots);
        block.groups = block.mazes == 0 ? 0 : times(groups, block.slots);
        block.firstMaze = maze;
        block.firstRun = run;
        block.firstGroup = group;
        maze = std::min(maze + block.mazes, kTooMany);
        run = std::min(run + block.runs, kTooMany);
        group = std::min(group + block.groups, kTooMany);
    }
    return blocks;
}

} // namespace detail

// Not through Axes, which resolves every generator's parameters: these count a spec that
// experimentError has not checked yet.
std::int64_t ExperimentSpec::mazeCount() const {
    if (count < 0)
        return -1;
    const std::vector<detail::ShapeBlock> blocks = detail::shapeBlocks(*this);
    const std::int64_t mazes = blocks.empty() ? 0 : blocks.back().firstMaze + blocks.back().mazes;
    return mazes > kMaxExperimentRuns ? -1 : mazes;
}

std::int64_t ExperimentSpec::runCount() const {
    if (count < 0)
        return -1;
    const std::vector<detail::ShapeBlock> blocks = detail::shapeBlocks(*this);
    const std::int64_t runs = blocks.empty() ? 0 : blocks.back().firstRun + blocks.back().runs;
    return runs > kMaxExperimentRuns ? -1 : runs;
}

std::string experimentSizeError(ShapeKind shape, Size size) {
    if (shape != ShapeKind::Polar ||
        (size.height >= Shape::kMinRings && size.height <= Shape::kMaxRings))
        return {};
    return "size " + toString(size) +
           " makes no polar mazes: a polar maze of an experiment has "
           "as many rings as the size's height, and a polar maze has " +
           std::to_string(Shape::kMinRings) + " to " + std::to_string(Shape::kMaxRings) + " rings";
}

std::int64_t experimentCells(ShapeKind shape, Size size) {
    if (shape != ShapeKind::Polar)
        return std::int64_t(size.width) * size.height;
    return Shape::polar(size.height).cellCount();
}

std::string solverShapeError(const SolverInfo& solver, const ParamValues& params, ShapeKind shape) {
    if (shape == ShapeKind::Square)
        return {};
    if (!solver.supports(shape))
        return solver.shapeError(shape);
    // SolverInfo::start checks the heuristic against the shape: its own message, asked of a
    // small maze of that shape (the steps are never drawn).
    try {
        const Maze maze(Shape::of(shape, Size{Maze::kMinSide, Maze::kMinSide}, Shape::kMinRings));
        (void)solver.start(maze, params);
    } catch (const Error& e) {
        return e.what();
    }
    return {};
}

std::string ExperimentSkip::what() const {
    std::string text = generator ? generatorLabel(*generator, params)
                       : solver  ? std::string(solver->id)
                       : size    ? "size " + toString(*size)
                                 : std::string("every maze");
    return text + " on " + std::string(shapeId(shape));
}

std::vector<ExperimentSkip> experimentSkips(const ExperimentSpec& spec) {
    std::vector<ExperimentSkip> skips;
    for (const ShapeKind shape : spec.shapes) {
        for (const Size size : spec.sizes)
            if (std::string why = experimentSizeError(shape, size); !why.empty())
                skips.push_back({.shape = shape,
                                 .generator = nullptr,
                                 .params = {},
                                 .solver = nullptr,
                                 .size = size,
                                 .reason = std::move(why)});
        for (std::size_t g = 0; g < spec.generators.size(); ++g)
            if (spec.generators[g] != nullptr && !spec.generators[g]->supports(shape))
                skips.push_back({.shape = shape,
                                 .generator = spec.generators[g],
                                 .params = paramsOf(spec, g),
                                 .solver = nullptr,
                                 .size = std::nullopt,
                                 .reason = spec.generators[g]->shapeError(shape)});
        for (const SolverInfo* solver : spec.solvers)
            if (solver != nullptr)
                if (std::string why =
                        solverShapeError(*solver, solverParamsOf(spec, solver), shape);
                    !why.empty())
                    skips.push_back({.shape = shape,
                                     .generator = nullptr,
                                     .params = {},
                                     .solver = solver,
                                     .size = std::nullopt,
                                     .reason = std::move(why)});
    }
    return skips;
}

std::string generatedMazeError(const SolverInfo& solver) {
    if (solver.mazeError == nullptr)
        return {};
    return std::string(solver.name) +
           " takes only some mazes, and a generated maze is not known before it is made: run it "
           "on Moving AI maps (a scenario file as the experiment's source, or mazelab-cli "
           "benchmark)";
}

std::string experimentError(const ExperimentSpec& spec) {
    if (spec.generators.empty())
        return "no generator chosen: an experiment needs at least one generator";
    if (spec.shapes.empty())
        return "no cell shape chosen: an experiment needs at least one (square for the usual "
               "grid)";
    if (spec.sizes.empty())
        return "no size chosen: an experiment needs at least one size";
    if (spec.braids.empty())
        return "no braid share chosen: give at least one (0 for none)";
    if (spec.terrains.empty())
        return "no terrain chosen: give at least one (off for none)";
    if (spec.count < 1)
        return "the number of mazes per group must be at least 1 (got " +
               std::to_string(spec.count) + ")";
    for (const GeneratorInfo* g : spec.generators)
        if (g == nullptr)
            return "unknown generator";
    if (!spec.generatorParams.empty() && spec.generatorParams.size() != spec.generators.size())
        return "the generator parameters must be given for every generator or for none";
    std::vector<std::string> labels;
    for (std::size_t i = 0; i < spec.generators.size(); ++i)
        labels.push_back(generatorLabel(*spec.generators[i], paramsOf(spec, i)));
    for (const SolverInfo* s : spec.solvers) {
        if (s == nullptr)
            return "unknown solver";
        if (std::string error = generatedMazeError(*s); !error.empty())
            return error;
    }
    if (!spec.solverParams.empty() && spec.solverParams.size() != spec.solvers.size())
        return "the solver parameters must be given for every solver or for none";
    if (auto label = firstRepeat(labels, [](const std::string& l) { return l; }); !label.empty())
        return "generator " + label + " is listed twice";
    if (auto id = firstRepeat(spec.solvers, [](const SolverInfo* s) { return std::string(s->id); });
        !id.empty())
        return "solver " + id + " is listed twice";
    if (spec.solvers.empty() && spec.diagonal != Diagonal::Never)
        return "an experiment without solvers has no movement: give solvers, or leave the "
               "movement at never";
    for (const SolverInfo* s : spec.solvers)
        if (std::string error = s->movementError(spec.diagonal); !error.empty())
            return error;
    if (auto shape = firstRepeat(spec.shapes, [](ShapeKind k) { return std::string(shapeId(k)); });
        !shape.empty())
        return "shape " + shape + " is listed twice";
    // Every solver refuses diagonal moves on other cells: the whole shape would be idle.
    for (const ShapeKind shape : spec.shapes)
        if (shape != ShapeKind::Square && spec.diagonal != Diagonal::Never)
            return "diagonal moves exist on square cells only, so an experiment with diagonal "
                   "movement takes square cells only, not " +
                   std::string(shapeWord(shape)) +
                   " ones: leave the movement at never, or the shapes at square";
    if (auto size = firstRepeat(spec.sizes, [](Size size) { return toString(size); });
        !size.empty())
        return "size " + size + " is listed twice";
    if (auto braid = firstRepeat(spec.braids, formatNumber); !braid.empty())
        return "braid " + braid + " is listed twice";
    if (auto terrain = firstRepeat(spec.terrains, terrainLabel); !terrain.empty())
        return "terrain " + terrain + " is listed twice";
    for (const Size size : spec.sizes) {
        if (std::string error = Maze::sizeError(size); !error.empty())
            return "size " + toString(size) + ": " + error;
        for (const double braid : spec.braids)
            for (const Terrain& terrain : spec.terrains) {
                const Shaping shaping{braid, Symmetry::None, terrain};
                if (std::string error = shapingError(shaping, size); !error.empty())
                    return error;
            }
    }
    const std::int64_t runs = spec.runCount();
    if (runs < 0)
        return "too many runs: at most " + std::to_string(kMaxExperimentRuns) +
               " (mazes x solvers) in one experiment";
    if (runs == 0) {
        const std::vector<ExperimentSkip> skips = experimentSkips(spec);
        return "nothing to run: no chosen generator, size and solver go together on the chosen "
               "cell shapes" +
               (skips.empty() ? std::string() : " (" + skips.front().reason + ")");
    }
    return {};
}

} // namespace mazelab
