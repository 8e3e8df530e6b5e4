// A finished solve follows the user's hand (docs/semantics.md, "A finished solve follows
// edits"): after a solve has finished, dragging the start or the goal, toggling a wall or
// painting re-runs the same solver at once on every change, the statistics and the drawing
// follow, and the results table gains one row when the mouse is released. Undo and redo re-run
// it too. While a solve is animating, and while Predict or a lesson holds the run, an edit still
// resets the solve. Runs offscreen.
#include <QtTest>

#include "document_support.hpp"
#include "window_support.hpp"

#include "ui/learn/learn_controller.hpp"
#include "ui/learn/lesson_controller.hpp"
#include "ui/learn/predict_controller.hpp"
#include "ui/panels/timeline_bar.hpp"

#include <QMenu>

#include <algorithm>

using namespace mazelab;
using namespace mazelab::testing::window;
using testing::cellsMarked;
using testing::click;
using testing::figuresMismatch;

namespace {

// The window showing a 14 x 11 Kruskal maze of seed 8 (a perfect maze: one path between any
// two cells), start 0,0 and goal 13,10, after BFS has finished on it with its time measured;
// and the parts the tests use.
struct SolvedWindow {
    std::unique_ptr<MainWindow> window = openWindow();
    Animator& animator = *window->run()->animator();
    MazeScene& scene = *window->run()->scene();
    MazeView& view = *window->run()->view();

    SolvedWindow() {
        ControlPanel& controls = *window->run()->controls();
        controls.selectGenerator("kruskal");
        controls.setMazeSize({14, 11});
        controls.setSeed(8);
        animator.generateNow(window->run()->generateRequest());
        controls.selectSolver("bfs");
        controls.setSpeedChoice(SpeedChoice::Instant);
        window->run()->solve();
        if (!QTest::qWaitFor([&] { return results(*window).rowCount() == 1; }, kWaitMs))
            qWarning("the first solve did not report its result");
    }
};

// The core's BFS on the maze the window shows.
SolveResult coreBfs(const MainWindow& window) {
    return solveMaze(solverById("bfs"), window.run()->scene()->maze());
}

// The cells the scene draws as the path.
std::vector<CellIndex> pathShown(const MainWindow& window) {
    return cellsMarked(*window.run()->scene(), CellMark::Path);
}

std::vector<CellIndex> sorted(std::vector<CellIndex> cells) {
    std::sort(cells.begin(), cells.end());
    return cells;
}

// The wall between two neighbouring cells, as a WallRef the view can point at.
Dir dirTowards(Cell from, Cell to) {
    return to.x > from.x ? Dir::East : to.x < from.x ? Dir::West : to.y > from.y ? Dir::South
                                                                                : Dir::North;
}

// Plays a Predict round to its end: every question answered with the start cell (right or
// wrong), and after a wrong guess a click goes on.
bool finishPredictRound(MainWindow& window, PredictController& predict) {
    Animator& animator = *window.run()->animator();
    const Cell start = window.run()->scene()->maze().start();
    return QTest::qWaitFor(
        [&] {
            if (predict.waiting() || predict.reviewing())
                predict.guess(start);
            return animator.state() == State::Finished;
        },
        kWaitMs);
}

// Drags the goal one cell west while the solve does not follow edits: the scene keeps the goal
// until the drop, as before, and the drop moves it and resets the solve (Idle, no drawing). What
// went otherwise, or "".
QString draggingTheGoalResets(MainWindow& window, int cellsWest) {
    MazeScene& scene = *window.run()->scene();
    MazeView& view = *window.run()->view();
    const Cell goal = scene.maze().goal();
    const Cell to{goal.x - cellsWest, goal.y};
    QTest::mousePress(&view, Qt::LeftButton, {}, view.cellCentre(goal));
    QTest::mouseMove(&view, view.cellCentre(to));
    if (scene.maze().goal() != goal)
        return QStringLiteral("the goal moved before the drop");
    QTest::mouseRelease(&view, Qt::LeftButton, {}, view.cellCentre(to));
    if (scene.maze().goal() != to)
        return QStringLiteral("the drop did not move the goal");
    if (window.run()->animator()->state() != State::Idle || !testing::noMarks(scene))
        return QStringLiteral("the solve was not reset");
    return {};
}

} // namespace

class TestLiveRerun : public QObject {
    Q_OBJECT

private slots:
    // Dragging the goal after a finished BFS: at every cell the mouse passes the goal is there,
    // the path is drawn to it and the statistics are the core's BFS to it; the results table
    // gains exactly one row, on release, with the figures of the drop; the timeline is the new
    // run's, so stepping back works as after any finished solve. One drag whose checks share
    // its state, so they stay in one function.
    void draggingTheGoalRerunsTheSolveAtEveryCell() {
        SolvedWindow solved;
        auto& [window, animator, scene, view] = solved;
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        QCOMPARE(results(*window).rowCount(), 1);
        QCOMPARE(animator.state(), State::Finished);
        const Cell goal = scene.maze().goal();
        QVERIFY((goal == Cell{13, 10}));

        QTest::mousePress(&view, Qt::LeftButton, {}, view.cellCentre(goal));
        for (const Cell at : {Cell{12, 10}, Cell{11, 9}, Cell{6, 5}}) {
            QTest::mouseMove(&view, view.cellCentre(at));
            QVERIFY(scene.maze().goal() == at);
            QCOMPARE(animator.state(), State::Finished);
            const SolveResult core = coreBfs(*window);
            QVERIFY(core.stats.found);
            const QString mismatch = figuresMismatch(animator.figures(), core.stats);
            QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
            QCOMPARE(labelText(*window, "pathLengthValue"),
                     QStringLiteral("%1 moves").arg(core.stats.pathLength));
            QVERIFY(pathShown(*window) == sorted(std::vector<CellIndex>(core.path.begin(),
                                                                        core.path.end())));
            testing::drainTimingRuns(animator, kWaitMs);
            QCOMPARE(results(*window).rowCount(), 1); // none while the mouse moves
        }
        QTest::mouseRelease(&view, Qt::LeftButton, {}, view.cellCentre({6, 5}));
        QVERIFY((scene.maze().goal() == Cell{6, 5}));
        QTRY_COMPARE_WITH_TIMEOUT(results(*window).rowCount(), 2, kWaitMs);
        QTest::qWait(50);
        QCOMPARE(results(*window).rowCount(), 2); // one row for the whole drag
        const QString shown = shownFiguresMismatch(*window, solverById("bfs"), scene.maze(), 1);
        QVERIFY2(shown.isEmpty(), qPrintable(shown));
        QCOMPARE(command(*window, "undoAction")->text(), QStringLiteral("&Undo Move goal"));
        QCOMPARE(window->edits()->undoStack()->count(), 1);

        // The path is drawn to the new goal, in the view's pixels too.
        const QImage picture = rgb32(view.grab().toImage());
        const auto pixelAt = [&](Cell cell) {
            return picture.pixel(view.cellCentre(cell) * picture.devicePixelRatio()) | 0xFF000000u;
        };
        const MazePalette palette;
        const SolveResult core = coreBfs(*window);
        QCOMPARE(pixelAt({6, 5}), palette.goal.rgb() | 0xFF000000u);
        QCOMPARE(pixelAt(scene.maze().cellAt(core.path.end()[-2])),
                 palette.path.rgb() | 0xFF000000u);
        QVERIFY(pixelAt({13, 10}) != (palette.goal.rgb() | 0xFF000000u));

        // The timeline: the new run's steps, and a step back goes to the one before its last.
        const std::int64_t steps = core.stats.steps;
        QCOMPARE(animator.stepsDone(), steps);
        QCOMPARE(animator.totalSteps(), steps);
        QVERIFY(animator.canSeek());
        auto* timeline = window->findChild<TimelineBar*>();
        QVERIFY(timeline);
        QCOMPARE(timeline->positionText(),
                 QStringLiteral("Step %1 of %1").arg(formatCount(steps)));
        animator.stepBack();
        QCOMPARE(animator.state(), State::Paused);
        QCOMPARE(animator.stepsDone(), steps - 1);
        QVERIFY(pathShown(*window).empty());
        animator.seekLast();
        QCOMPARE(animator.state(), State::Finished);
        QCOMPARE(results(*window).rowCount(), 2); // the end reached again: no second report
    }

    // One click on a wall is a drag of length one: closing the only passage between the start
    // and the goal shows "no path" at once, in the statistics, the status bar and one new row.
    void aWallClickThatCutsTheOnlyPathShowsNoPath() {
        SolvedWindow solved;
        auto& [window, animator, scene, view] = solved;
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        const SolveResult before = coreBfs(*window);
        QVERIFY(before.stats.found && before.path.size() > 4);
        const Cell a = scene.maze().cellAt(before.path[2]);
        const Cell b = scene.maze().cellAt(before.path[3]);
        const Dir dir = dirTowards(a, b);
        QVERIFY(scene.maze().isOpen(scene.maze().index(a), dir));

        QTest::mousePress(&view, Qt::LeftButton, {}, view.wallCentre(a, dir));
        // Re-run at the press, before the release.
        QVERIFY(!scene.maze().isOpen(scene.maze().index(a), dir));
        QCOMPARE(animator.state(), State::Finished);
        QVERIFY(!animator.figures().found);
        QCOMPARE(results(*window).rowCount(), 1);
        QTest::mouseRelease(&view, Qt::LeftButton, {}, view.wallCentre(a, dir));

        QCOMPARE(labelText(*window, "pathLengthValue"), QStringLiteral("No path"));
        QCOMPARE(labelText(*window, "stateLabel"), QStringLiteral("No path"));
        QVERIFY2(window->statusBar()->currentMessage().startsWith(QStringLiteral("No path: ")),
                 qPrintable(window->statusBar()->currentMessage()));
        QVERIFY(pathShown(*window).empty());
        QTRY_COMPARE_WITH_TIMEOUT(results(*window).rowCount(), 2, kWaitMs);
        QCOMPARE(cellText(*window, 1, ResultsTable::Found), QStringLiteral("No"));
        const QString shown = shownFiguresMismatch(*window, solverById("bfs"), scene.maze(), 1);
        QVERIFY2(shown.isEmpty(), qPrintable(shown));
        QCOMPARE(command(*window, "undoAction")->text(), QStringLiteral("&Undo Toggle wall"));
    }

    // Undo and redo of an edit after a finished solve re-run it: the path comes back with the
    // undone wall, and goes again with the redone one, one row each.
    void undoAndRedoRerunAFinishedSolve() {
        SolvedWindow solved;
        auto& [window, animator, scene, view] = solved;
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        const SolveResult before = coreBfs(*window);
        const Cell a = scene.maze().cellAt(before.path[1]);
        const Cell b = scene.maze().cellAt(before.path[2]);
        click(&view, view.wallCentre(a, dirTowards(a, b)));
        QTRY_COMPARE_WITH_TIMEOUT(results(*window).rowCount(), 2, kWaitMs);
        QVERIFY(!animator.figures().found);

        QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(animator.state(), State::Finished);
        QVERIFY(animator.figures().found);
        QCOMPARE(*animator.figures().pathLength, before.stats.pathLength);
        QVERIFY(pathShown(*window) ==
                sorted(std::vector<CellIndex>(before.path.begin(), before.path.end())));
        QCOMPARE(window->statusBar()->currentMessage(), QString()); // "No path" is gone
        QTRY_COMPARE_WITH_TIMEOUT(results(*window).rowCount(), 3, kWaitMs);
        QCOMPARE(cellText(*window, 2, ResultsTable::Found), QStringLiteral("Yes"));

        QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(animator.state(), State::Finished);
        QVERIFY(!animator.figures().found);
        QTRY_COMPARE_WITH_TIMEOUT(results(*window).rowCount(), 4, kWaitMs);
        const QString shown = shownFiguresMismatch(*window, solverById("bfs"), scene.maze(), 3);
        QVERIFY2(shown.isEmpty(), qPrintable(shown));
    }

    // A cost stroke after a finished Dijkstra re-runs it as the brush moves: the path's cost is
    // the core's on the painted maze; one row for the stroke.
    void paintingCostsRerunsAFinishedSolve() {
        SolvedWindow solved;
        auto& [window, animator, scene, view] = solved;
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        window->run()->controls()->selectSolver("dijkstra");
        window->run()->solve();
        QTRY_COMPARE_WITH_TIMEOUT(results(*window).rowCount(), 2, kWaitMs);
        command(*window, "costBrushAction")->trigger();
        window->run()->controls()->setBrushCost(9);
        const SolveResult before = solveMaze(solverById("dijkstra"), scene.maze());
        const Cell on = scene.maze().cellAt(before.path[3]);
        const Cell next = scene.maze().cellAt(before.path[4]);
        QTest::mousePress(&view, Qt::LeftButton, {}, view.cellCentre(on));
        QTest::mouseMove(&view, view.cellCentre(next));
        const SolveResult painted = solveMaze(solverById("dijkstra"), scene.maze());
        QCOMPARE(painted.stats.pathCost, before.stats.pathCost + 16); // two cells, 1 -> 9 each
        QCOMPARE(*animator.figures().pathCost, painted.stats.cost());
        QCOMPARE(results(*window).rowCount(), 2);
        QTest::mouseRelease(&view, Qt::LeftButton, {}, view.cellCentre(next));
        QTRY_COMPARE_WITH_TIMEOUT(results(*window).rowCount(), 3, kWaitMs);
        QCOMPARE(cellText(*window, 2, ResultsTable::PathCost),
                 formatCount(painted.stats.pathCost));
    }

    // A drag of the goal dropped back where it began moves nothing: the goal and the drawing are
    // the solve's before the drag, its time is measured again, and no row is added.
    void aDragDroppedWhereItBeganChangesNothing() {
        SolvedWindow solved;
        auto& [window, animator, scene, view] = solved;
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        const std::vector<CellIndex> path = pathShown(*window);
        const Cell goal = scene.maze().goal();
        QTest::mousePress(&view, Qt::LeftButton, {}, view.cellCentre(goal));
        QTest::mouseMove(&view, view.cellCentre({7, 7}));
        QVERIFY((scene.maze().goal() == Cell{7, 7}));
        QVERIFY(pathShown(*window) != path);
        QTest::mouseRelease(&view, Qt::LeftButton, {}, view.cellCentre(goal));
        QVERIFY(scene.maze().goal() == goal);
        QVERIFY(pathShown(*window) == path);
        QCOMPARE(window->edits()->undoStack()->count(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(animator.figures().algorithmTimeNs.has_value(), kWaitMs);
        QVERIFY(labelText(*window, "timeValue").endsWith(QStringLiteral(" ms")));
        testing::drainTimingRuns(animator, kWaitMs);
        QCOMPARE(results(*window).rowCount(), 1);
    }

    // While a solve is animating (running or paused mid-run), an edit resets it as before: no
    // re-run, no drawing, no row.
    void editsWhileAnimatingStillResetTheSolve() {
        SolvedWindow solved;
        auto& [window, animator, scene, view] = solved;
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        window->run()->controls()->setStepsPerSecond(20);
        for (const bool paused : {false, true}) {
            window->run()->solve();
            QTRY_VERIFY_WITH_TIMEOUT(animator.stepsDone() >= 2, kWaitMs);
            if (paused)
                animator.pause();
            QVERIFY(!animator.followsEdits());
            const QString failure = draggingTheGoalResets(*window, 1 + int(paused));
            QVERIFY2(failure.isEmpty(), qPrintable(failure));
        }
        testing::drainTimingRuns(animator, kWaitMs);
        QCOMPARE(results(*window).rowCount(), 1);
    }

    // Predict holds the run with its step gate: a round that has finished does not re-run on an
    // edit (it would pass the gate and show answers to come); the edit resets it, as before.
    void predictKeepsTheReset() {
        SolvedWindow solved;
        auto& [window, animator, scene, view] = solved;
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        LearnController& learn = *window->learning();
        learn.predict()->setEvery(20);
        learn.predictAction()->trigger();
        QVERIFY(learn.predict()->active());
        QVERIFY(finishPredictRound(*window, *learn.predict()));
        QVERIFY(animator.stepGate() != nullptr);
        QVERIFY(!animator.followsEdits());
        const Maze before = scene.maze();
        click(&view, view.wallCentre({4, 4}, Dir::East));
        QVERIFY(scene.maze() != before);
        QCOMPARE(animator.state(), State::Idle);
        QVERIFY(testing::noMarks(scene));
        QVERIFY(learn.predict()->active());
    }

    // A lesson holds the run with its step gate too: at its end (its gate allows the timeline's
    // End), dragging the goal resets the solve as before and adds no row; the lesson goes on.
    void aLessonKeepsTheReset() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        Animator& animator = *window->run()->animator();
        LearnController& learn = *window->learning();
        learn.lessonsMenu()->actions().front()->trigger();
        QVERIFY(learn.lessons()->active());
        window->run()->controls()->setSpeedChoice(SpeedChoice::Instant);
        QTRY_VERIFY_WITH_TIMEOUT(animator.state() == State::Paused ||
                                     animator.state() == State::Finished,
                                 kWaitMs);
        animator.seekLast();
        QCOMPARE(animator.state(), State::Finished);
        QVERIFY(animator.stepGate() != nullptr);
        QVERIFY(!animator.followsEdits());
        testing::drainTimingRuns(animator, kWaitMs);
        const int rows = results(*window).rowCount();
        const QString failure = draggingTheGoalResets(*window, 1);
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
        QVERIFY(learn.lessons()->active());
        testing::drainTimingRuns(animator, kWaitMs);
        QCOMPARE(results(*window).rowCount(), rows);
    }
};

QTEST_MAIN(TestLiveRerun)
#include "test_live_rerun.moc"
