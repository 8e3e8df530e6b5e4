// How experiments name their axes (core/experiment.hpp): generators with their parameters,
// terrains, solvers with their parameters.

#include "core/experiment.hpp"

namespace mazelab {

std::string terrainLabel(const Terrain& terrain) {
    if (terrain.density <= 0)
        return "off";
    return formatNumber(terrain.density) + "," + formatNumber(terrain.patchiness) + "," +
           std::to_string(terrain.maxCost);
}

std::string generatorLabel(const GeneratorInfo& generator, const ParamValues& params) {
    std::string label(generator.id);
    const ParamValues defaults(generator.params);
    const std::vector<std::string> texts = formatParams(generator.params, params);
    const std::vector<std::string> defaultTexts = formatParams(generator.params, defaults);
    for (std::size_t i = 0; i < texts.size(); ++i)
        if (texts[i] != defaultTexts[i])
            label += ":" + texts[i];
    return label;
}

std::pair<const GeneratorInfo*, ParamValues> parseGeneratorLabel(std::string_view label) {
    const std::size_t colon = label.find(':');
    const GeneratorInfo& generator = generatorById(label.substr(0, colon));
    std::vector<std::string> assignments;
    for (std::size_t begin = colon; begin != std::string_view::npos;) {
        const std::size_t next = label.find(':', begin + 1);
        assignments.emplace_back(label.substr(begin + 1, next - begin - 1));
        begin = next;
    }
    return {&generator, resolveParams(generator.params, assignments)};
}

ParamValues solverParamsOf(const ExperimentSpec& spec, const SolverInfo* solver) {
    for (std::size_t i = 0; i < spec.solvers.size() && i < spec.solverParams.size(); ++i)
        if (spec.solvers[i] == solver && !spec.solverParams[i].entries().empty())
            return spec.solverParams[i];
    return solver ? solver->defaults() : ParamValues{};
}

std::string solverLabel(const ExperimentSpec& spec, const SolverInfo& solver) {
    return nameWithParams(solver.name, solver.params, solverParamsOf(spec, &solver));
}

} // namespace mazelab
