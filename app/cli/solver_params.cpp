#include "cli/solver_params.hpp"

#include "core/movingai.hpp"

#include <algorithm>
#include <string>

namespace mazelab::cli {
namespace {

bool hasKey(const SolverInfo& solver, std::string_view key) {
    return std::any_of(solver.params.begin(), solver.params.end(),
                       [&](const ParamSpec& spec) { return spec.key == key; });
}

std::string keyOf(const std::string& assignment) {
    return assignment.substr(0, assignment.find('='));
}

// "weighted-astar (weight), random-mouse (seed, limit)", or "" when none has parameters.
std::string keysOf(std::span<const SolverInfo* const> solvers) {
    std::string text;
    for (const SolverInfo* s : solvers) {
        if (s->params.empty())
            continue;
        text += (text.empty() ? "" : ", ") + std::string(s->id) + " (" +
                joined(s->params, [](const ParamSpec& p) { return std::string(p.key); }) + ")";
    }
    return text;
}

} // namespace

ParamValues solverParamsOption(const Options& options, const SolverInfo& solver) {
    const std::vector<std::string> given = options.all("--solver-param");
    try {
        return resolveParams(solver.params, given);
    } catch (const Error& e) {
        throw UsageError("--solver-param for " + std::string(solver.id) + ": " + e.what());
    }
}

std::vector<ParamValues> solverParamsOption(const Options& options,
                                            std::span<const SolverInfo* const> solvers) {
    const std::vector<std::string> given = options.all("--solver-param");
    for (const std::string& assignment : given) {
        if (assignment.find('=') == std::string::npos)
            throw UsageError("--solver-param " + inQuotes(assignment) +
                             " must be written key=value");
        const std::string key = keyOf(assignment);
        if (std::none_of(solvers.begin(), solvers.end(),
                         [&](const SolverInfo* s) { return hasKey(*s, key); })) {
            const std::string keys = keysOf(solvers);
            throw UsageError("--solver-param " + inQuotes(assignment) +
                             ": no chosen solver has a parameter " + inQuotes(key) + ": " +
                             (keys.empty() ? std::string("the chosen solvers take no parameters")
                                           : "the parameters are " + keys));
        }
    }
    std::vector<ParamValues> values;
    for (const SolverInfo* solver : solvers) {
        std::vector<std::string> own;
        std::copy_if(given.begin(), given.end(), std::back_inserter(own),
                     [&](const std::string& a) { return hasKey(*solver, keyOf(a)); });
        try {
            values.push_back(resolveParams(solver->params, own));
        } catch (const Error& e) {
            throw UsageError("--solver-param for " + std::string(solver->id) + ": " + e.what());
        }
    }
    return values;
}

Diagonal diagonalOption(const Options& options, Diagonal fallback) {
    const auto text = options.get("--diagonal");
    if (!text)
        return fallback;
    for (const Diagonal d : kDiagonals)
        if (diagonalId(d) == *text)
            return d;
    throw UsageError("--diagonal " + inQuotes(*text) + " is not a movement: give " +
                     joined(kDiagonals, [](Diagonal d) { return std::string(diagonalId(d)); }));
}

Diagonal defaultDiagonal(const Options& options) {
    const auto file = options.get("--maze");
    return file && isMovingAiMapPath(*file) ? Diagonal::OnlyWhenNoObstacles : Diagonal::Never;
}

void requireMovement(const SolverInfo& solver, Diagonal rule, const Options& options) {
    const std::string error = solver.movementError(rule);
    if (error.empty())
        return;
    if (options.has("--diagonal"))
        throw UsageError(error + " (--diagonal " + std::string(diagonalId(rule)) + ")");
    if (rule == Diagonal::Never)
        throw UsageError(error + " (four directions are the default: give --diagonal and a rule "
                                 "with diagonal moves)");
    throw UsageError(error + " (" + std::string(diagonalId(rule)) + " is " +
                     std::string(kMapDefaultNote) + "; --diagonal never gives four directions)");
}

std::string movementText(Diagonal rule, std::string_view note) {
    static constexpr std::string_view kWhat[] = {
        "four directions", "also diagonally, whatever is in the way",
        "also diagonally when one of the two routes is clear",
        "also diagonally when both routes are clear: no corner cutting"};
    static_assert(std::size(kWhat) == kDiagonals.size());
    return std::string(diagonalId(rule)) + " (" + std::string(kWhat[std::size_t(rule)]) +
           (note.empty() ? "" : "; " + std::string(note)) + ")";
}

std::string solveOutcome(const SolveStats& stats, const Maze& maze) {
    if (stats.found)
        return "path found";
    if (stats.gaveUp)
        return "gave up after " + std::to_string(stats.steps) + " steps" +
               (stats.reason.empty() ? std::string() : " (" + stats.reason + ")");
    if (!stats.reason.empty())
        return "no path: " + stats.reason;
    return "no path: the goal cannot be reached (" + noPathReason(maze) + ")";
}

std::vector<std::pair<std::string, std::int64_t>> extraFigures(const SolverInfo& solver,
                                                               const SolveStats& stats) {
    std::vector<std::pair<std::string, std::int64_t>> figures;
    for (std::size_t i = 0; i < solver.extraFigures.size() && i < stats.extra.size(); ++i)
        figures.emplace_back(std::string(solver.extraFigures[i]), stats.extra[i]);
    return figures;
}

} // namespace mazelab::cli
