#pragma once
// Comparing two scenarios field by field for the tests (header-only; core only, so that the core
// tests can use it too).

#include "core/scenario.hpp"

#include <QStringList>

namespace mazelab::testing {

// The fields in which two scenarios differ, named; empty if none. Each field is named by the
// macro from its own expression, so that a name cannot drift from the field it checks.
inline QString scenarioMismatch(const Scenario& got, const Scenario& want) {
    QStringList differ;
#define MAZELAB_COMPARE_FIELD(field)                                                               \
    if (!(got.field == want.field))                                                                \
        differ << QStringLiteral(#field);
    MAZELAB_COMPARE_FIELD(generator)
    MAZELAB_COMPARE_FIELD(params)
    MAZELAB_COMPARE_FIELD(seed)
    MAZELAB_COMPARE_FIELD(size)
    MAZELAB_COMPARE_FIELD(cells)
    MAZELAB_COMPARE_FIELD(rings)
    MAZELAB_COMPARE_FIELD(shaping)
    MAZELAB_COMPARE_FIELD(solver)
    MAZELAB_COMPARE_FIELD(solverParams)
    MAZELAB_COMPARE_FIELD(diagonal)
    MAZELAB_COMPARE_FIELD(race)
    MAZELAB_COMPARE_FIELD(speed)
    MAZELAB_COMPARE_FIELD(stepsPerSecond)
    MAZELAB_COMPARE_FIELD(grid)
    MAZELAB_COMPARE_FIELD(thinWalls)
    MAZELAB_COMPARE_FIELD(maze.maze)
    MAZELAB_COMPARE_FIELD(maze.provenance)
#undef MAZELAB_COMPARE_FIELD
    return differ.join(QStringLiteral(", "));
}

} // namespace mazelab::testing
