// An experiment's spec (core/experiment.hpp): how many mazes and runs it makes, and whether it
// can run at all, checked before any maze is made.

#include "core/experiment.hpp"

#include "core/experiment_axes.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace mazelab {

using detail::paramsOf;
using detail::solverSlots;

namespace {

// Mazes per value of k: generators x sizes x braids x terrains, or -1 past the run limit.
std::int64_t groupsPerSolver(const ExperimentSpec& spec) {
    std::int64_t product = 1;
    for (const std::size_t n :
         {spec.generators.size(), spec.sizes.size(), spec.braids.size(), spec.terrains.size()}) {
        product *= std::int64_t(n);
        if (product > kMaxExperimentRuns)
            return -1;
    }
    return product;
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

std::int64_t ExperimentSpec::mazeCount() const {
    const std::int64_t groups = groupsPerSolver(*this);
    if (groups < 0 || count < 0 || (groups > 0 && count > kMaxExperimentRuns / groups))
        return -1;
    return groups * count;
}

std::int64_t ExperimentSpec::runCount() const {
    const std::int64_t mazes = mazeCount();
    if (mazes < 0 || mazes > kMaxExperimentRuns / solverSlots(*this))
        return -1;
    return mazes * solverSlots(*this);
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
    if (spec.runCount() < 0)
        return "too many runs: at most " + std::to_string(kMaxExperimentRuns) +
               " (mazes x solvers) in one experiment";
    return {};
}

} // namespace mazelab
