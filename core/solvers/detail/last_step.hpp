#pragma once
// Internal to the solvers: the last step of a run, written alike by every solver
// (docs/semantics.md, "Solver steps"): Found with the path, or NoPath or GaveUp with the reason.

#include "core/step.hpp"

#include <span>
#include <string_view>

namespace mazelab::detail {

// The goal was reached: Found, with the path start..goal; it discovers nothing. Not a step of its
// own: it is the step that took or entered the goal, already counted.
inline void endFound(SolveStep& step, std::span<const CellIndex> path, int line) {
    step.kind = SolveStep::Kind::Found;
    step.discoveredCount = 0;
    step.scanned = {};
    step.path = path;
    step.line = line;
}

// The goal was not reached: NoPath (or GaveUp), a step of its own where the solver stands; the
// reason when the solver knows more than "the frontier ran out".
inline void endWithout(SolveStep& step, SolveStep::Kind kind, int line,
                       std::string_view reason = {}) {
    ++step.counters.steps;
    step.kind = kind;
    step.discoveredCount = 0;
    step.scanned = {};
    step.line = line;
    step.reason = reason;
}

} // namespace mazelab::detail
