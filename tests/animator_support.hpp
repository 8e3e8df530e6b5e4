#pragma once
// Helpers shared by the animator's tests (test_animator, test_animator_states): mazes and
// provenances from the registry, the Path marks against a solve's path, a walled-off goal, and
// a log of what the animator reports (header-only; not part of mazelab).

#ifndef Q_MOC_RUN
#include "core/random.hpp" // moc in Qt 6.4 cannot parse <coroutine>
#include "core/registry.hpp"
#include "core/run.hpp"
#include "core/shaping.hpp"
#endif

#include "ui/animation/animator.hpp"
#include "ui/view/maze_scene.hpp"
#include "ui_support.hpp"

#include <QSignalSpy>
#include <QThreadPool>
#include <QtTest>

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <vector>

// QCOMPARE prints speeds this way (found by argument-dependent lookup).
namespace mazelab::ui {
inline char* toString(const Speed& speed) {
    const char* mode = speed.mode == Speed::Mode::PerSecond   ? "per second"
                       : speed.mode == Speed::Mode::Unlimited ? "unlimited"
                                                              : "instant";
    return QTest::toString(
        QStringLiteral("%1 (%2 steps/s)").arg(QLatin1String(mode)).arg(speed.stepsPerSecond));
}
} // namespace mazelab::ui

namespace mazelab::testing {

using State = ui::Animator::State;
using Job = ui::Animator::Job;

#ifndef Q_MOC_RUN
inline const SolverInfo& bfs() {
    return solverById("bfs");
}

inline Maze generated(std::string_view generator, Size size, std::uint64_t seed,
                      const ParamValues& params = {}) {
    const GeneratorInfo& info = generatorById(generator);
    return generateMaze({&info, size, seed, params});
}

// The provenance the animator records for a generation (default parameters if none given).
inline Provenance provenanceOf(std::string_view generator, std::uint64_t seed,
                               const ParamValues& params = {}) {
    const GeneratorInfo& info = generatorById(generator);
    const ParamValues resolved = params.entries().empty() ? ParamValues(info.params) : params;
    return {std::string(generator), seed, formatParams(info.params, resolved)};
}

inline QSize qsize(Size s) {
    return {s.width, s.height};
}

// Empty if the scene marks exactly `expected` as Path, else what differs.
inline QString pathMismatch(const ui::MazeScene& scene, std::vector<CellIndex> expected) {
    std::sort(expected.begin(), expected.end());
    const std::vector<CellIndex> shown = cellsMarked(scene, ui::CellMark::Path);
    if (shown == expected)
        return {};
    return QStringLiteral("%1 cells marked Path, expected %2")
        .arg(shown.size())
        .arg(expected.size());
}

// Walls the goal off completely (through the scene, as editing would).
inline void wallOffGoal(ui::MazeScene& scene) {
    const Maze& maze = scene.maze();
    const CellIndex goal = maze.index(maze.goal());
    for (Dir d : kDirs)
        if (maze.insideDirs(maze.goal()) & bit(d))
            scene.setPassage(goal, d, false);
    scene.flush();
}
#endif

// Collects what the animator reports about solves.
struct SolveLog {
    std::vector<ui::RunFigures> results;  // resultReady
    std::vector<ui::RunFigures> finished; // solveFinished
    int generationsFinished = 0;
    explicit SolveLog(ui::Animator& animator) {
        QObject::connect(&animator, &ui::Animator::resultReady, &animator,
                         [this](const ui::RunFigures& f) { results.push_back(f); });
        QObject::connect(&animator, &ui::Animator::solveFinished, &animator,
                         [this](const ui::RunFigures& f) { finished.push_back(f); });
        QObject::connect(&animator, &ui::Animator::generationFinished, &animator,
                         [this] { ++generationsFinished; });
    }
};

#ifndef Q_MOC_RUN
// A scene showing `maze` (with its provenance, if given), its animator and the log of what the
// animator reports, for a test to bind: auto& [scene, animator, log] = shown;
struct AnimatedMaze {
    ui::MazeScene scene;
    ui::Animator animator{&scene};
    SolveLog log{animator};
    explicit AnimatedMaze(const Maze& maze, std::optional<Provenance> provenance = std::nullopt) {
        scene.setMaze(maze, std::move(provenance));
    }
};
#endif

} // namespace mazelab::testing
