// Step back and the timeline (docs/animation.md): going to step k replays the run from a fresh
// coroutine, so the picture (every cell's mark and the current cell), the live figures and the
// pseudocode line must be exactly those of playing to step k, for every solver, at every step,
// whether reached by seek, by stepping back from k + 1, or by the slider. Seeking pauses a
// running animation, a finished solve is reported once however often its end is reached again,
// a generation can be scrubbed while it runs, and a long replay stays fast. Runs offscreen.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/registry.hpp"
#include "core/run.hpp"
#include "core/search_view.hpp"
#include "core/shaping.hpp"
#include "support.hpp"
#endif

#include "ui/animation/animator.hpp"
#include "ui/panels/control_panel.hpp"
#include "ui/panels/timeline_bar.hpp"
#include "ui/shell/main_window.hpp"
#include "ui/view/maze_scene.hpp"
#include "ui_support.hpp"

#include <QElapsedTimer>
#include <QLabel>
#include <QSlider>

#include <memory>
#include <vector>

using namespace mazelab;
using namespace mazelab::ui;
using State = Animator::State;
using Job = Animator::Job;

namespace {

constexpr int kLongWaitMs = 30'000;

// Everything the picture and the panels show of a solve at one step.
struct Frame {
    std::vector<std::uint8_t> marks;
    CellIndex current = -1;
    std::int64_t searched = 0, expanded = 0, frontier = 0, maxFrontier = 0, steps = 0;
    bool found = false;
    std::optional<std::int64_t> pathLength;
    std::optional<mazelab::PathCost> pathCost;
    int line = -1;
    std::int64_t stepsDone = 0;
    bool operator==(const Frame&) const = default;
};

Frame frameOf(const Animator& animator, const MazeScene& scene) {
    std::vector<std::uint8_t> marks(std::size_t(scene.maze().cellCount()));
    for (CellIndex c = 0; c < scene.maze().cellCount(); ++c)
        marks[std::size_t(c)] = std::uint8_t(scene.mark(c));
    const RunFigures& r = animator.figures();
    return {std::move(marks), scene.current(), r.searched, r.expanded, r.frontier, r.maxFrontier,
            r.steps, r.found, r.pathLength, r.pathCost, animator.currentLine(),
            animator.stepsDone()};
}

QString describe(const Frame& f) {
    qsizetype marked = 0;
    for (std::uint8_t m : f.marks)
        marked += m != 0;
    return QStringLiteral("step %1: %2 cells marked, current %3, searched %4, expanded %5, "
                          "frontier %6, max %7, steps %8, found %9, line %10")
        .arg(f.stepsDone)
        .arg(marked)
        .arg(f.current)
        .arg(f.searched)
        .arg(f.expanded)
        .arg(f.frontier)
        .arg(f.maxFrontier)
        .arg(f.steps)
        .arg(f.found)
        .arg(f.line);
}

// A braided maze with weighted patches: DFS retreats, Dijkstra and A* update costs.
Maze testMaze(Size size, std::uint64_t seed) {
    GenerateRequest request{&generatorById("recursive-backtracker"), size, seed};
    request.shaping.braid = 30;
    request.shaping.terrain = {30, 50, 9};
    return generateMaze(request);
}

// Plays a solve to its end one step at a time and records every frame (frames[k]: after k steps).
std::vector<Frame> playFrames(Animator& animator, MazeScene& scene, const SolverInfo& solver) {
    animator.startSolve(solver);
    animator.pause();
    std::vector<Frame> frames{frameOf(animator, scene)};
    while (animator.state() == State::Paused) {
        animator.step();
        frames.push_back(frameOf(animator, scene));
    }
    return frames;
}

} // namespace

class TestTimeline : public QObject {
    Q_OBJECT

private slots:
    void everySolver_data() { testing::solverRows(); }

    // For every solver, through the whole run: seek(k) shows frame k (picture, figures, line),
    // seeking forward from any step or back from any step; stepping back from k + 1 shows frame
    // k; the state is Paused before the end and Finished at it.
    void everySolver() {
        QFETCH(QString, solver);
        const SolverInfo& info = solverById(solver.toStdString());
        MazeScene scene;
        // Every frame is recorded: a run too long for that (IDA*'s repeated passes, here up to
        // its step limit) plays a smaller maze of the same kind.
        Maze maze = testMaze({23, 17}, 5);
        if (solveMaze(info, maze).stats.steps > 20'000)
            maze = testMaze({12, 9}, 5);
        scene.setMaze(maze, std::nullopt);
        Animator animator(&scene);
        const std::vector<Frame> frames = playFrames(animator, scene, info);
        const auto last = std::int64_t(frames.size()) - 1;
        QVERIFY(last > 50);
        QCOMPARE(animator.state(), State::Finished);
        QCOMPARE(qint64(animator.totalSteps()), qint64(last));

        // Backwards, one step at a time, through the whole run.
        for (std::int64_t k = last - 1; k >= 0; --k) {
            animator.stepBack();
            const Frame shown = frameOf(animator, scene);
            if (!(shown == frames[std::size_t(k)]))
                QFAIL(qPrintable(QStringLiteral("step back to %1 shows %2, playing showed %3")
                                     .arg(k)
                                     .arg(describe(shown), describe(frames[std::size_t(k)]))));
            QCOMPARE(animator.state(), State::Paused);
        }
        // Jumps in both directions.
        for (std::int64_t k : {last / 2, std::int64_t(3), last - 1, std::int64_t(0), last / 3,
                               last, std::int64_t(1), last}) {
            animator.seek(k);
            const Frame shown = frameOf(animator, scene);
            if (!(shown == frames[std::size_t(k)]))
                QFAIL(qPrintable(QStringLiteral("seek(%1) shows %2, playing showed %3")
                                     .arg(k)
                                     .arg(describe(shown), describe(frames[std::size_t(k)]))));
            QCOMPARE(animator.state(), k == last ? State::Finished : State::Paused);
        }
        // Past the end is the end; Home and End.
        animator.seek(last + 1000);
        QVERIFY(frameOf(animator, scene) == frames.back());
        animator.seekFirst();
        QVERIFY(frameOf(animator, scene) == frames.front());
        QVERIFY(testing::noMarks(scene));
        // Back at step 0 the solver's internals are those of no step: the view the last step
        // pointed to lived in the coroutine that seeking back destroyed.
        QVERIFY(animator.searchView() == nullptr);
        // Nothing is searched at step 0: the headline says so with a dash.
        QCOMPARE(headlineOf(animator.figures()).searched, QStringLiteral("\u2014"));
        animator.seek(1);
        QVERIFY(headlineOf(animator.figures()).searched.endsWith(QStringLiteral(" %")));
        QVERIFY(animator.searchView() != nullptr);
        QCOMPARE(std::int64_t(animator.searchView()->frontierSize()), frames[1].frontier);
        animator.seekLast();
        QVERIFY(frameOf(animator, scene) == frames.back());
        QCOMPARE(animator.state(), State::Finished);
    }

    // Scrubbing pauses a running animation, which then plays on from the scrubbed step; the
    // results table gets one row per solve however often its end is reached again.
    void scrubbingPausesAndTheResultIsReportedOnce() {
        MazeScene scene;
        scene.setMaze(testMaze({31, 31}, 9), std::nullopt);
        Animator animator(&scene);
        std::vector<RunFigures> results;
        int finished = 0;
        connect(&animator, &Animator::resultReady, this,
                [&](const RunFigures& figures) { results.push_back(figures); });
        connect(&animator, &Animator::solveFinished, this, [&] { ++finished; });
        const std::vector<Frame> frames = playFrames(animator, scene, solverById("astar-manhattan"));
        testing::drainTimingRuns(animator, kLongWaitMs);
        QCOMPARE(results.size(), std::size_t(1));
        const auto resultSteps = results[0].steps;
        QCOMPARE(qint64(resultSteps), qint64(frames.size() - 1));

        animator.startSolve(solverById("astar-manhattan"));
        animator.setSpeed({Speed::Mode::PerSecond, 200});
        QTRY_VERIFY_WITH_TIMEOUT(animator.stepsDone() >= 5, kLongWaitMs);
        QCOMPARE(animator.state(), State::Running);
        animator.seek(2);
        QCOMPARE(animator.state(), State::Paused);
        QVERIFY(frameOf(animator, scene) == frames[2]);
        animator.play();
        animator.setSpeed({Speed::Mode::Instant, 0});
        QTRY_COMPARE_WITH_TIMEOUT(animator.state(), State::Finished, kLongWaitMs);
        QVERIFY(frameOf(animator, scene) == frames.back());
        testing::drainTimingRuns(animator, kLongWaitMs);
        QCOMPARE(results.size(), std::size_t(2));
        // Back and to the end again: the same solve, no new row.
        animator.seek(10);
        animator.seekLast();
        animator.stepBack();
        animator.step();
        QCOMPARE(animator.state(), State::Finished);
        QTest::qWait(50);
        QCOMPARE(results.size(), std::size_t(2));
        QCOMPARE(finished, 2);
        QCOMPARE(qint64(results[1].steps), qint64(resultSteps));
    }

    // Nothing to scrub without a run, after Reset, or once a generation has finished.
    void seekingNeedsARun() {
        MazeScene scene;
        scene.setMaze(testMaze({15, 15}, 1), std::nullopt);
        Animator animator(&scene);
        QVERIFY(!animator.canSeek());
        animator.seek(5);
        QCOMPARE(animator.state(), State::Idle);
        QVERIFY(testing::noMarks(scene));
        animator.startSolve(solverById("bfs"));
        animator.pause();
        QVERIFY(animator.canSeek());
        animator.seek(4);
        QCOMPARE(qint64(animator.stepsDone()), qint64(4));
        animator.reset();
        QVERIFY(!animator.canSeek());
        animator.stepBack();
        QCOMPARE(animator.state(), State::Idle);
        QVERIFY(testing::noMarks(scene));
        animator.generateNow(generatorById("kruskal"), {15, 15}, 2, {});
        QVERIFY(!animator.canSeek());
    }

    // A generation in progress can be scrubbed: going to step k shows the same maze bytes (and
    // the same carved cells) as playing k steps; the end is the core's maze.
    void aGenerationInProgressCanBeScrubbed() {
        MazeScene scene;
        Animator animator(&scene);
        GenerateRequest request{&generatorById("wilson"), {17, 13}, 4};
        request.shaping.braid = 50;
        animator.startGeneration(request);
        animator.pause();
        std::vector<std::vector<std::uint8_t>> open{scene.maze().openBits()};
        while (animator.state() == State::Paused && open.size() < 400) {
            animator.step();
            open.push_back(scene.maze().openBits());
        }
        QCOMPARE(animator.state(), State::Paused);
        QTRY_VERIFY_WITH_TIMEOUT(animator.totalSteps() > 400, kLongWaitMs);
        for (std::size_t k : {std::size_t(399), std::size_t(17), std::size_t(0), std::size_t(250)}) {
            animator.seek(std::int64_t(k));
            QCOMPARE(animator.state(), State::Paused);
            QCOMPARE(qint64(animator.stepsDone()), qint64(k));
            QVERIFY2(scene.maze().openBits() == open[k], qPrintable(QString::number(k)));
            QVERIFY(scene.generating());
        }
        animator.stepBack();
        QVERIFY(scene.maze().openBits() == open[249]);
        animator.seekLast();
        QCOMPARE(animator.state(), State::Finished);
        QCOMPARE(qint64(animator.stepsDone()), qint64(animator.totalSteps()));
        QVERIFY(scene.maze() == generateMaze(request));
        QVERIFY(!scene.generating());
        QVERIFY(!animator.canSeek());
    }

    // Going to step 1,000,000 of a breadth-first search replays a million steps onto a fresh
    // picture, and stepping back from it replays 999,999; the time it takes is printed, a
    // figure for docs/animation.md, not an assertion.
    void replayingAMillionStepsLandsOnTheStep() {
        MazeScene scene;
        scene.setMaze(generateMaze({&generatorById("recursive-backtracker"), {1200, 1000}, 7}),
                      std::nullopt);
        Animator animator(&scene);
        animator.startSolve(solverById("bfs"));
        animator.pause();
        animator.step();
        QElapsedTimer clock;
        clock.start();
        animator.seek(1'000'000);
        const qint64 forwardMs = clock.elapsed();
        QCOMPARE(qint64(animator.stepsDone()), qint64(1'000'000));
        clock.restart();
        animator.stepBack(); // a replay of 999,999 steps from the start
        const qint64 backMs = clock.elapsed();
        QCOMPARE(qint64(animator.stepsDone()), qint64(999'999));
        QCOMPARE(qint64(animator.figures().steps), qint64(999'999));
        qInfo("seek to step 1,000,000: %lld ms; step back from it: %lld ms", forwardMs, backMs);
    }

    // In the main window: the timeline follows the run; dragging its slider goes to that step
    // (pausing the run) with the statistics of that step; Left, Home and End are the window's
    // keys for step back, first and last.
    void theWindowsTimelineAndKeys() {
        MainWindow window;
        window.resize(1280, 860);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        Animator& animator = *window.run()->animator();
        MazeScene& scene = *window.run()->scene();
        const TimelineBar& timeline = *window.findChild<TimelineBar*>(QStringLiteral("timeline"));
        QSlider* slider = timeline.slider();
        QVERIFY(!slider->isEnabled());
        QCOMPARE(timeline.positionText(), QStringLiteral("No run"));

        const std::vector<Frame> frames =
            playFrames(animator, scene, window.run()->controls()->solver());
        const auto last = qint64(frames.size() - 1);
        QVERIFY(slider->isEnabled());
        QCOMPARE(qint64(slider->maximum()), last);
        QCOMPARE(qint64(slider->value()), last);

        slider->setValue(7); // as a drag would
        QTRY_COMPARE_WITH_TIMEOUT(qint64(animator.stepsDone()), qint64(7), kLongWaitMs);
        QVERIFY(frameOf(animator, scene) == frames[7]);
        QCOMPARE(animator.state(), State::Paused);
        QCOMPARE(timeline.positionText(), QStringLiteral("Step 7 of %1").arg(formatCount(last)));
        const auto* steps = window.findChild<QLabel*>(QStringLiteral("stepsValue"));
        QVERIFY(steps);
        QCOMPARE(steps->text(), QStringLiteral("7"));

        QTest::keyClick(&window, Qt::Key_Left);
        QVERIFY(frameOf(animator, scene) == frames[6]);
        QCOMPARE(slider->value(), 6);
        QCOMPARE(steps->text(), QStringLiteral("6"));
        QTest::keyClick(&window, Qt::Key_Right);
        QVERIFY(frameOf(animator, scene) == frames[7]);
        QTest::keyClick(&window, Qt::Key_End);
        QVERIFY(frameOf(animator, scene) == frames.back());
        QCOMPARE(animator.state(), State::Finished);
        QTest::keyClick(&window, Qt::Key_Home);
        QVERIFY(frameOf(animator, scene) == frames.front());
        QCOMPARE(slider->value(), 0);

        // Dragging the slider to the middle seeks there, and the label follows.
        slider->setValue(int(last / 2));
        QTRY_COMPARE_WITH_TIMEOUT(qint64(animator.stepsDone()), last / 2, kLongWaitMs);
        QVERIFY(frameOf(animator, scene) == frames[std::size_t(last / 2)]);
        QCOMPARE(steps->text(), formatCount(last / 2));
        QCOMPARE(timeline.positionText(),
                 QStringLiteral("Step %1 of %2").arg(formatCount(last / 2), formatCount(last)));
        testing::drainTimingRuns(animator, kLongWaitMs);
    }
};

QTEST_MAIN(TestTimeline)
#include "test_timeline.moc"
