#pragma once
// Comparing two scenarios field by field for the tests (header-only; core only, so that the core
// tests can use it too).

#include "core/scenario.hpp"

#include <QStringList>

namespace mazelab::testing {

// The fields in which two scenarios differ, named; empty if none.
inline QString scenarioMismatch(const Scenario& got, const Scenario& want) {
    QStringList differ;
    auto check = [&](const char* field, bool same) {
        if (!same)
            differ << QLatin1String(field);
    };
    check("generator", got.generator == want.generator);
    check("params", got.params == want.params);
    check("seed", got.seed == want.seed);
    check("size", got.size == want.size);
    check("shaping", got.shaping == want.shaping);
    check("solver", got.solver == want.solver);
    check("solverParams", got.solverParams == want.solverParams);
    check("race", got.race == want.race);
    check("speed", got.speed == want.speed);
    check("stepsPerSecond", got.stepsPerSecond == want.stepsPerSecond);
    check("grid", got.grid == want.grid);
    check("thinWalls", got.thinWalls == want.thinWalls);
    check("maze", got.maze.maze == want.maze.maze);
    check("provenance", got.maze.provenance == want.maze.provenance);
    return differ.join(QStringLiteral(", "));
}

} // namespace mazelab::testing
