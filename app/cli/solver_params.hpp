#pragma once
// --solver-param KEY=VALUE (repeatable): the parameters of the chosen solver or solvers, checked
// by the core (resolveParams, SolverInfo::start's rules). A mistake is a usage error naming the
// valid keys and ranges. And how solve and render word the end of a run.

#include "cli/options.hpp"

#include "core/params.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"

#include <span>
#include <vector>

namespace mazelab::cli {

inline constexpr OptionSpec kSolverParamOption{
    "--solver-param", "KEY=VALUE",
    "a parameter of the solver (repeatable; `list` shows each solver's)", true};

// The parameters of `solver`, every key set (its defaults where not given).
[[nodiscard]] ParamValues solverParamsOption(const Options& options, const SolverInfo& solver);
// The same for several solvers, one entry per solver: a key applies to every solver that has it,
// and a key that none of them has is a usage error.
[[nodiscard]] std::vector<ParamValues> solverParamsOption(
    const Options& options, std::span<const SolverInfo* const> solvers);

// "path found"; "gave up after N steps (its reason)"; "no path: ..." (the solver's reason, or
// why the goal cannot be reached).
[[nodiscard]] std::string solveOutcome(const SolveStats& stats, const Maze& maze);
// The solver's own figures (SolverInfo::extraFigures) with their values: {"Iteration", 3}, ...
[[nodiscard]] std::vector<std::pair<std::string, std::int64_t>> extraFigures(
    const SolverInfo& solver, const SolveStats& stats);

} // namespace mazelab::cli
