#pragma once
// Internal: the steps of the generators that keep one GenStep for all their steps and change only
// what a step changes (Wilson, Hunt-and-Kill, the weight-matrix DFS, in their square fast paths
// and their any-shape versions alike), so that a Move step keeps the last carve's dir.

#include "core/step.hpp"

namespace mazelab::detail {

// `step`, now a Move to `cell` at pseudocode line `line`.
inline const GenStep& moveStep(GenStep& step, CellIndex cell, int line) {
    step.kind = GenStep::Kind::Move;
    step.cell = step.current = cell;
    step.line = line;
    return step;
}

// `step`, now a Carve of the wall `dir` of `cell` at line `line`, the walk now at `current`.
inline const GenStep& carveStep(GenStep& step, CellIndex cell, Dir dir, CellIndex current,
                                int line) {
    step.kind = GenStep::Kind::Carve;
    step.cell = cell;
    step.dir = dir;
    step.current = current;
    step.line = line;
    return step;
}

} // namespace mazelab::detail
