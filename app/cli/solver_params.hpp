#pragma once
// --solver-param KEY=VALUE (repeatable): the parameters of the chosen solver or solvers, checked
// by the core (resolveParams, SolverInfo::start's rules). A mistake is a usage error naming the
// valid keys and ranges. --diagonal RULE: the movement, which every chosen solver must take. And
// how solve and render word the end of a run.

#include "cli/options.hpp"

#include "core/movement.hpp"
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

inline constexpr OptionSpec kDiagonalOption{
    "--diagonal", "RULE",
    "the movement: never (four directions), always, if-at-most-one-obstacle or "
    "only-when-no-obstacles (default never; for a Moving AI .map only-when-no-obstacles, the "
    "benchmark's rule)"};

// --diagonal as given, else `fallback`. An unknown rule is a usage error naming the valid ones.
[[nodiscard]] Diagonal diagonalOption(const Options& options, Diagonal fallback);
// The movement a run on the maze of --maze or --generator takes by default: never, or
// only-when-no-obstacles for a Moving AI map (the benchmark's rule).
[[nodiscard]] Diagonal defaultDiagonal(const Options& options);
// A usage error with the solver's reason if it refuses the movement (--diagonal, or else a Moving
// AI map's default): never a quiet fallback to another movement.
void requireMovement(const SolverInfo& solver, Diagonal rule, const Options& options);
// How reports name the movement: "never (four directions)", "only-when-no-obstacles (also
// diagonally when both routes are clear: no corner cutting; NOTE)".
[[nodiscard]] std::string movementText(Diagonal rule, std::string_view note = {});
// The note for a Moving AI map's default movement.
inline constexpr std::string_view kMapDefaultNote =
    "the default for a Moving AI map: the benchmark's rule";

// "path found"; "gave up after N steps (its reason)"; "no path: ..." (the solver's reason, or
// why the goal cannot be reached).
[[nodiscard]] std::string solveOutcome(const SolveStats& stats, const Maze& maze);
// The solver's own figures (SolverInfo::extraFigures) with their values: {"Iteration", 3}, ...
[[nodiscard]] std::vector<std::pair<std::string, std::int64_t>> extraFigures(
    const SolverInfo& solver, const SolveStats& stats);

} // namespace mazelab::cli
