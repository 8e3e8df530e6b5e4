#pragma once
// A solver with parameters for tests, while the registry may have none: it stands at the start
// for `limit` steps (Walk steps with no move) and then gives up, with hand left or right and the
// steps counted in its one extra figure. Not registered: tests hand it over directly. Include it
// inside #ifndef Q_MOC_RUN (moc in Qt 6.4 cannot parse <coroutine>).

#include "core/registry.hpp"

namespace mazelab::testing {

inline SolveSteps fakeStandStill(const Maze& maze, ParamValues params) {
    const auto limit = std::int64_t(params.get("limit"));
    SolveStep step;
    step.cell = maze.index(maze.start());
    step.kind = SolveStep::Kind::Walk;
    step.counters.searched = 1;
    for (std::int64_t i = 1; i < limit; ++i) {
        step.counters.steps = i;
        step.counters.extra[0] = i;
        co_yield step;
    }
    step.kind = SolveStep::Kind::GaveUp;
    step.reason = params.get("hand") == 0 ? "stood still on the left" : "stood still on the right";
    step.counters.steps = limit;
    step.counters.extra[0] = limit;
    co_yield step;
}

inline const SolverInfo& fakeSolverInfo() {
    static const SolverInfo info{
        .id = "fake-stand-still",
        .name = "Fake stand-still",
        .family = SolverFamily::Walker,
        .description = "Stands at the start until its step limit.",
        .card = {},
        .pseudocode = {"stand still"},
        .complete = false,
        .params = {{.key = "limit", .name = "Step limit", .description = "Steps before it gives up.",
                    .minimum = 1, .maximum = 1000, .defaultValue = 5, .integer = true},
                   {.key = "hand", .name = "Hand", .description = "Which hand.", .minimum = 0,
                    .maximum = 1, .defaultValue = 0, .integer = true,
                    .choices = {"left", "right"}}},
        .extraFigures = {"Stood"},
        .create = &fakeStandStill,
    };
    return info;
}

} // namespace mazelab::testing
