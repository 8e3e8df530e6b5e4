// The real main window, shown offscreen, driven as a lecturer drives it: buttons, actions and
// keys. The statistics and the results table show exactly the core's figures; Reset, Generate
// and display options mid-run leave a picture drawn from the model; closing mid-run is clean.
// Window grabs are written to mw_*.png in the temporary directory for a look. (Keys and bad
// input: test_main_window_input; a long random session: test_main_window_session.)
#include <QtTest>

#include "window_support.hpp"
#ifndef Q_MOC_RUN
#include "support.hpp"
#endif

using namespace mazelab;
using namespace mazelab::ui;
using namespace mazelab::testing::window;
using testing::kLongWaitMs;

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    // The statistics panel and the results table show exactly what the core's own solve of
    // the same maze implies, for every registered solver, chosen in the solver combo and run
    // with the panel's buttons at Instant speed; each solve adds exactly one row.
    void statisticsAndResultsShowTheCoreFiguresForEverySolver() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        ControlPanel& controls = *window->run()->controls();
        Animator& animator = *window->run()->animator();
        QToolButton* regenerateButton = buttonFor(*window, command(*window, "regenerateAction"));
        QToolButton* solveButton = buttonFor(*window, command(*window, "solveAction"));
        QVERIFY(regenerateButton && solveButton);
        auto* solverCombo = window->findChild<QComboBox*>(QStringLiteral("solverCombo"));
        QVERIFY(solverCombo);
        QCOMPARE(solverCombo->count(), int(solvers().size()));

        controls.setSpeedChoice(SpeedChoice::Instant);
        QVERIFY(controls.selectGenerator("aldous-broder"));
        controls.setMazeSize({23, 17});
        controls.setSeed(31337);
        QTest::mouseClick(regenerateButton, Qt::LeftButton); // the seed in the field
        QCOMPARE(animator.job(), Job::Generation);
        QTRY_COMPARE_WITH_TIMEOUT(animator.state(), State::Finished, kLongWaitMs);
        const Maze maze = window->run()->scene()->maze();
        QVERIFY(maze == generateMaze({&generatorById("aldous-broder"), {23, 17}, 31337, {}}));
        QCOMPARE(results(*window).rowCount(), 0);

        int i = 0; // solves, and rows in the results
        for (int index = 0; index < int(solvers().size()); ++index) {
            const SolverInfo& solver = *solvers()[std::size_t(index)];
            if (!testing::takes(solver, maze))
                continue; // refused with its reason (JPS: four directions): test_animator
            solverCombo->setCurrentIndex(index);
            QCOMPARE(&controls.solver(), &solver);
            QTest::mouseClick(solveButton, Qt::LeftButton);
            QCOMPARE(animator.job(), Job::Solve);
            QTRY_COMPARE_WITH_TIMEOUT(results(*window).rowCount(), i + 1, kLongWaitMs);
            QCOMPARE(animator.state(), State::Finished);
            testing::drainTimingRuns(*window->run()->animator(), kLongWaitMs);
            QCOMPARE(results(*window).rowCount(),
                     i + 1); // exactly one row per solve
            const QString mismatch = shownFiguresMismatch(*window, solver, maze, i);
            QVERIFY2(mismatch.isEmpty(),
                     qPrintable(name(solver.name) + QStringLiteral(": ") + mismatch));
            QCOMPARE(cellText(*window, i, ResultsTable::Number), QString::number(i + 1));
            ++i;
        }

        // No path (the goal walled off, as an edit would): "No path", dashes, "No".
        MazeScene& scene = *window->run()->scene();
        const CellIndex goal = maze.index(maze.goal());
        for (Dir d : kDirs)
            if (maze.insideDirs(maze.goal()) & bit(d))
                scene.setPassage(goal, d, false);
        scene.flush();
        const Maze walled = scene.maze();
        solverCombo->setCurrentIndex(0);
        QTest::mouseClick(solveButton, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(results(*window).rowCount(), i + 1, kLongWaitMs);
        const QString mismatch = shownFiguresMismatch(*window, *solvers()[0], walled, i);
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
        QCOMPARE(labelText(*window, "pathLengthValue"), QStringLiteral("No path"));
    }

    // docs/semantics.md: Reset mid-run stops the solve and leaves no search cell drawn: neither
    // the view's own rendering nor the widget's grab has a searched, frontier, path or current
    // pixel, and the maze looks exactly as before the solve (and as a fresh view draws it).
    void resetMidRunLeavesNoSearchCellDrawn_data() {
        QTest::addColumn<bool>("thin");
        QTest::addColumn<bool>("grid");
        QTest::addColumn<bool>("paused");
        QTest::newRow("blocks, running") << false << false << false;
        QTest::newRow("thin walls and grid, paused") << true << true << true;
    }
    void resetMidRunLeavesNoSearchCellDrawn() {
        QFETCH(bool, thin);
        QFETCH(bool, grid);
        QFETCH(bool, paused);
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        ControlPanel& controls = *window->run()->controls();
        Animator& animator = *window->run()->animator();
        MazeView& view = *window->run()->view();
        controls.setThinWalls(thin);
        controls.setGridVisible(grid);
        QCOMPARE(view.gridVisible(), grid);
        QCOMPARE(view.wallStyle() == MazeView::WallStyle::ThinWalls, thin);
        const Maze maze = window->run()->scene()->maze();
        const QImage before = view.renderImage(view.size());
        QCOMPARE(pixelsOf(before, searchColours()), qsizetype(0));

        controls.setStepsPerSecond(20);
        QVERIFY(controls.selectSolver("bfs"));
        command(*window, "solveAction")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(animator.stepsDone() >= 8, kLongWaitMs);
        if (paused) {
            command(*window, "playPauseAction")->trigger();
            QCOMPARE(animator.state(), State::Paused);
        }
        QVERIFY(pixelsOf(view.renderImage(view.size()), searchColours()) > 0); // the search shows
        QVERIFY(QTest::qWaitFor(
            [&] { return pixelsOf(view.grab().toImage(), searchColours()) > 0; }, 2000));

        command(*window, "resetAction")->trigger();
        QCOMPARE(animator.state(), State::Idle);
        QCOMPARE(animator.job(), Job::None);
        const QImage rendered = view.renderImage(view.size());
        const QImage grabbed = view.grab().toImage();
        QCOMPARE(pixelsOf(rendered, searchColours()), qsizetype(0));
        QCOMPARE(pixelsOf(grabbed, searchColours()), qsizetype(0));
        QVERIFY(window->run()->scene()->maze() == maze);
        QCOMPARE(rgb32(rendered), rgb32(before));
        QCOMPARE(rgb32(grabbed), rgb32(before));
        MazeView fresh(window->run()->scene());
        fresh.resize(view.size());
        fresh.setWallStyle(view.wallStyle());
        fresh.setGridVisible(view.gridVisible());
        QCOMPARE(rgb32(fresh.renderImage(view.size())), rgb32(rendered));
        QTest::qWait(150); // nothing comes back: the timer is stopped
        QCOMPARE(pixelsOf(view.grab().toImage(), searchColours()), qsizetype(0));
        QCOMPARE(labelText(*window, "stepsValue"), QStringLiteral("\u2014")); // no run: a dash
        QCOMPARE(labelText(*window, "stateLabel"), QStringLiteral("Ready"));
    }

    // The statistics panel shows a dash for every figure before a run, the figures after one
    // step, and dashes again after Reset.
    void statisticsShowDashesBeforeARunAndAfterReset() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        ControlPanel& controls = *window->run()->controls();
        const QString dash = QStringLiteral("\u2014");
        const char* const figures[] = {"solverValue",   "timeValue",     "searchedValue",
                                       "pathLengthValue", "pathCostValue", "expandedValue",
                                       "frontierValue", "maxFrontierValue", "stepsValue",
                                       "animationTimeValue"};
        auto dashes = [&] {
            QString errors;
            for (const char* name : figures)
                if (labelText(*window, name) != dash)
                    errors += QStringLiteral("%1: '%2' ").arg(QLatin1String(name),
                                                             labelText(*window, name));
            return errors;
        };
        QString errors = dashes();
        QVERIFY2(errors.isEmpty(), qPrintable(errors));
        QCOMPARE(labelText(*window, "phaseValue"), QStringLiteral("No run yet"));

        QVERIFY(controls.selectSolver("bfs"));
        command(*window, "solveAction")->trigger();
        command(*window, "stepAction")->trigger(); // one step, paused
        QCOMPARE(labelText(*window, "phaseValue"), QStringLiteral("Paused"));
        QCOMPARE(labelText(*window, "solverValue"), QStringLiteral("Breadth-First Search"));
        QCOMPARE(labelText(*window, "stepsValue"), QStringLiteral("1"));
        QCOMPARE(labelText(*window, "expandedValue"), QStringLiteral("1"));
        QVERIFY(labelText(*window, "searchedValue").endsWith(QStringLiteral(" %")));
        QCOMPARE(labelText(*window, "pathLengthValue"), dash); // no path yet

        command(*window, "resetAction")->trigger();
        errors = dashes();
        QVERIFY2(errors.isEmpty(), qPrintable(errors));
        QCOMPARE(labelText(*window, "phaseValue"), QStringLiteral("No run yet"));
        testing::drainTimingRuns(*window->run()->animator(), kLongWaitMs);
    }

    // Generate during a slow solve cancels the solve: the job becomes the generation at once,
    // no search mark survives it, the status bar names the new seed, and the cancelled solve
    // adds no row to the results table, also when its un-animated timing run is still going on
    // at the time and ends later.
    void generateMidRunCancelsTheRun_data() {
        QTest::addColumn<int>("timing");
        QTest::newRow("after some animated steps") << 0;
        QTest::newRow("while the timing run is going on") << 1;
        QTest::newRow("while the timing run waits to start") << 2;
    }
    void generateMidRunCancelsTheRun() {
        QFETCH(int, timing);
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        ControlPanel& controls = *window->run()->controls();
        Animator& animator = *window->run()->animator();
        // A big maze that BFS must search almost entirely, so that the un-animated timing run
        // takes hundreds of milliseconds even in an optimised build: from a Binary Tree's root
        // (its south-east corner) every cell lies closer than the far corner (0,0).
        animator.generateNow(generatorById("binary-tree"), {2000, 2000}, 5, {});
        window->run()->scene()->setEndpoints({1999, 1999}, {0, 0});
        controls.setStepsPerSecond(20);
        QVERIFY(controls.selectSolver("bfs"));
        // To be sure the timing run ends only after the generation, either generate at once
        // (it takes far longer than that on this maze), or keep the animator's timing thread
        // busy until then, so that the timing run waits in its queue.
        QSemaphore release;
        QThreadPool* pool = timingPool(animator);
        QVERIFY(pool);
        const int blockers = timing == 2 ? pool->maxThreadCount() : 0;
        for (int i = 0; i < blockers; ++i)
            pool->start([&release] { release.acquire(); });
        auto unblock = qScopeGuard([&] {
            release.release(blockers);
            pool->waitForDone();
        });
        command(*window, "solveAction")->trigger();
        if (timing == 0)
            QTRY_VERIFY_WITH_TIMEOUT(animator.stepsDone() >= 3, kLongWaitMs);
        else
            command(*window, "stepAction")->trigger(); // one step, paused, no event loop yet
        if (timing == 1)
            QVERIFY(pool->activeThreadCount() > 0);
        QVERIFY(window->run()->scene()->hasOverlay());
        QVERIFY(!labelText(*window, "stepsValue").isEmpty());
        QVERIFY(labelText(*window, "stepsValue") != QStringLiteral("\u2014"));

        QVERIFY(controls.selectGenerator("aldous-broder"));
        controls.setMazeSize({19, 19});
        controls.setSeed(4242);
        command(*window, "generateAction")->trigger();
        const std::uint64_t seed = controls.seed(); // a fresh one, shown before it is made
        QVERIFY(seed != 4242);
        const QString named = QStringLiteral("Aldous-Broder, 19 x 19, seed %1").arg(seed);
        if (timing == 1)
            QVERIFY(pool->activeThreadCount() > 0); // the cancelled solve's timing run goes on
        QCOMPARE(animator.job(), Job::Generation);
        QCOMPARE(animator.state(), State::Running);
        QVERIFY(window->run()->scene()->generating());
        QCOMPARE(window->run()->scene()->maze().width(), 19);
        QCOMPARE(labelText(*window, "stepsValue"), QStringLiteral("\u2014")); // the solve's figures are gone
        QVERIFY2(labelText(*window, "mazeLabel").startsWith(named),
                 qPrintable(labelText(*window, "mazeLabel")));
        controls.setSpeedChoice(SpeedChoice::Instant);
        QTRY_COMPARE_WITH_TIMEOUT(animator.state(), State::Finished, kLongWaitMs);
        QCOMPARE(animator.job(), Job::Generation);
        QVERIFY(noMarks(*window->run()->scene()));
        QVERIFY(window->run()->scene()->maze() ==
                generateMaze({&generatorById("aldous-broder"), {19, 19}, seed, {}}));
        QCOMPARE(pixelsOf(window->run()->view()->renderImage(window->run()->view()->size()),
                          searchColours()),
                 qsizetype(0));
        QCOMPARE(pixelsOf(window->run()->view()->grab().toImage(), searchColours()), qsizetype(0));
        const QString status = labelText(*window, "mazeLabel");
        QVERIFY2(status.startsWith(named), qPrintable(status));
        QCOMPARE(labelText(*window, "stateLabel"), QStringLiteral("Maze ready"));
        QCOMPARE(results(*window).rowCount(), 0);
        unblock.dismiss();
        release.release(blockers); // now the cancelled solve's timing run may run and end
        testing::drainTimingRuns(*window->run()->animator(), kLongWaitMs);
        QCOMPARE(results(*window).rowCount(), 0);
        QCOMPARE(labelText(*window, "timeValue"), QStringLiteral("\u2014"));
        QCOMPARE(animator.state(), State::Finished);
        QCOMPARE(animator.job(), Job::Generation);
    }

    // docs/semantics.md: every display option changed during a paused solve (grid, thin walls,
    // the window's size, zoom in, out and fit), and steps taken after it, leave the view drawing
    // exactly what a view built from scratch on the same scene, with the same options, draws.
    // One paused solve, changed option by option: the changes share its state, so they stay in
    // one function.
    void displayOptionsMidRunKeepTheDrawingAligned() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        ControlPanel& controls = *window->run()->controls();
        Animator& animator = *window->run()->animator();
        MazeView& view = *window->run()->view();
        animator.generateNow(generatorById("modified-binary-tree"), {41, 29}, 3, {});
        controls.setStepsPerSecond(60);
        QVERIFY(controls.selectSolver("astar-manhattan"));
        command(*window, "solveAction")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(animator.stepsDone() >= 10, kLongWaitMs);
        command(*window, "playPauseAction")->trigger();
        QCOMPARE(animator.state(), State::Paused);

        // What was done to the view since the last fit, replayed on each fresh view.
        std::vector<std::function<void(MazeView&)>> zooms;
        auto check = [&](const char* after) {
            const QSize size = view.size();
            MazeView fresh(window->run()->scene());
            fresh.setWallStyle(view.wallStyle());
            fresh.setGridVisible(view.gridVisible());
            fresh.resize(size);
            for (const auto& zoom : zooms)
                zoom(fresh);
            const QImage expected = fresh.renderImage(size);
            const QImage shown = view.renderImage(size);
            if (rgb32(shown) != rgb32(expected))
                return QStringLiteral("differs after %1").arg(QLatin1String(after));
            if (rgb32(view.grab().toImage()) != rgb32(shown))
                return QStringLiteral("the grab differs from renderImage after %1")
                    .arg(QLatin1String(after));
            return QString();
        };
        auto steps = [&](int n) {
            for (int i = 0; i < n; ++i)
                command(*window, "stepAction")->trigger();
        };
        auto resizeWindow = [&](QSize size) {
            const QSize old = view.size();
            window->resize(size);
            return QTest::qWaitFor([&] { return view.size() != old; }, 5000);
        };
        QString failure;
#define MAZELAB_CHECK(what)                                                                        \
    failure = check(what);                                                                         \
    QVERIFY2(failure.isEmpty(), qPrintable(failure))

        MAZELAB_CHECK("the pause");
        controls.setGridVisible(true);
        QVERIFY(view.gridVisible());
        MAZELAB_CHECK("grid on");
        steps(3);
        MAZELAB_CHECK("steps with the grid");
        controls.setThinWalls(true);
        QCOMPARE(view.wallStyle(), MazeView::WallStyle::ThinWalls);
        MAZELAB_CHECK("thin walls on");
        steps(3);
        MAZELAB_CHECK("steps with thin walls");
        QVERIFY(resizeWindow({900, 650}));
        MAZELAB_CHECK("a smaller window");
        QVERIFY(resizeWindow({1400, 980}));
        MAZELAB_CHECK("a larger window");
        const double fitted = view.pixelsPerCell();
        // Zoom in twice, out once, and fit, through the window's View actions.
        QAction* zoomIn = nullptr;
        QAction* zoomOut = nullptr;
        QAction* fit = nullptr;
        for (QAction* action : window->actions()) {
            const QString text = action->text();
            if (text == QStringLiteral("Zoom &in"))
                zoomIn = action;
            else if (text == QStringLiteral("Zoom &out"))
                zoomOut = action;
            else if (text == QStringLiteral("&Fit"))
                fit = action;
        }
        QVERIFY(zoomIn && zoomOut && fit);
        zoomIn->trigger();
        zooms.push_back([](MazeView& v) { v.zoomIn(); });
        QVERIFY(view.pixelsPerCell() > fitted);
        MAZELAB_CHECK("zoom in");
        zoomIn->trigger();
        zooms.push_back([](MazeView& v) { v.zoomIn(); });
        steps(2);
        MAZELAB_CHECK("zoom in again and steps");
        zoomOut->trigger();
        zooms.push_back([](MazeView& v) { v.zoomOut(); });
        MAZELAB_CHECK("zoom out");
        controls.setGridVisible(false);
        MAZELAB_CHECK("grid off while zoomed");
        fit->trigger();
        zooms.clear();
        QCOMPARE(view.pixelsPerCell(), fitted);
        MAZELAB_CHECK("fit");
        controls.setThinWalls(false);
        MAZELAB_CHECK("thin walls off");
        QVERIFY(resizeWindow({1280, 860}));
        steps(2);
        MAZELAB_CHECK("the original size and steps");
        // And the run itself was untouched by all this: paused, and it finishes correctly.
        QCOMPARE(animator.state(), State::Paused);
        controls.setSpeedChoice(SpeedChoice::Instant);
        command(*window, "playPauseAction")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(animator.state(), State::Finished, kLongWaitMs);
        MAZELAB_CHECK("the end of the run");
        QTRY_COMPARE_WITH_TIMEOUT(results(*window).rowCount(), 1, kLongWaitMs);
        const QString mismatch = shownFiguresMismatch(*window, solverById("astar-manhattan"),
                                                      window->run()->scene()->maze(), 0);
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
#undef MAZELAB_CHECK
    }

    // Closing the window mid-run (a generation, a solve with its timing run in flight, a solve
    // pending behind a generation) tears everything down cleanly: no crash, no leak (ASan in CI).
    void closingTheWindowMidRunIsClean_data() {
        QTest::addColumn<int>("when");
        QTest::newRow("mid-generation") << 0;
        QTest::newRow("mid-solve, timing in flight") << 1;
        QTest::newRow("solve pending behind a paused generation") << 2;
    }
    void closingTheWindowMidRunIsClean() {
        QFETCH(int, when);
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        Animator& animator = *window->run()->animator();
        window->run()->controls()->setStepsPerSecond(50);
        if (when == 1)
            animator.generateNow(generatorById("binary-tree"), {700, 700}, 3, {});
        else
            window->run()->controls()->setMazeSize({60, 45});
        (when == 1 ? command(*window, "solveAction") : command(*window, "generateAction"))
            ->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(animator.stepsDone() >= 3, kLongWaitMs);
        if (when == 2) {
            command(*window, "playPauseAction")->trigger();
            command(*window, "solveAction")->trigger();
        }
        window->close();
        window.reset();
        QTest::qWait(50); // anything left queued for the dead window would strike here
    }

    // A message shown before the window first shows (a file opened from the command line) hides
    // the maze line as any message does, instead of being drawn over it.
    void aMessageBeforeTheWindowShowsHidesTheMazeLine() {
        auto window = std::make_unique<MainWindow>();
        window->resize(1280, 860);
        window->statusBar()->showMessage(QStringLiteral("Opened arena2.map."), 60000);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        auto* mazeLabel = window->findChild<QLabel*>(QStringLiteral("mazeLabel"));
        QVERIFY(mazeLabel);
        QCOMPARE(window->statusBar()->currentMessage(), QStringLiteral("Opened arena2.map."));
        QVERIFY(!mazeLabel->isVisible());
        window->statusBar()->clearMessage();
        QVERIFY(mazeLabel->isVisible());
    }

    // docs/semantics.md: there is no "nothing selected" state: a fresh window has a generator, a
    // size, a seed, a solver and a speed chosen, and Solve works at once.
    void everyChoiceHasAValidDefault() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        for (const char* combo : {"generatorCombo", "solverCombo", "sizeCombo", "speedCombo"}) {
            auto* box = window->findChild<QComboBox*>(QLatin1String(combo));
            QVERIFY2(box && box->currentIndex() >= 0, combo);
        }
        ControlPanel& controls = *window->run()->controls();
        QVERIFY(Maze::sizeError(controls.mazeSize()).empty());
        (void)controls.seed();                              // does not throw
        QVERIFY(
            window->run()->scene()->provenance().has_value()); // the start-up maze is a real one
        const Maze maze = window->run()->scene()->maze();
        command(*window, "solveAction")->trigger();
        QCOMPARE(window->run()->animator()->job(), Job::Solve);
        controls.setSpeedChoice(SpeedChoice::Instant);
        QTRY_COMPARE_WITH_TIMEOUT(results(*window).rowCount(), 1, kLongWaitMs);
        const QString mismatch = shownFiguresMismatch(*window, controls.solver(), maze, 0);
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    }

    // docs/semantics.md: a new solve clears the previous search drawing before its first step:
    // nothing of the old path, searched or frontier cells is left on screen.
    void aNewSolveStartsFromAClearPicture() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        ControlPanel& controls = *window->run()->controls();
        MazeView& view = *window->run()->view();
        const QImage clean = view.renderImage(view.size());
        controls.setSpeedChoice(SpeedChoice::Instant);
        QVERIFY(controls.selectSolver("dfs-opposed"));
        command(*window, "solveAction")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(window->run()->animator()->state(), State::Finished, kLongWaitMs);
        QVERIFY(pixelsOf(view.renderImage(view.size()), {MazePalette{}.path.rgb()}) > 0);
        controls.setStepsPerSecond(1);
        QVERIFY(controls.selectSolver("bfs"));
        command(*window, "solveAction")->trigger();
        QCOMPARE(window->run()->animator()->state(), State::Running);
        QCOMPARE(rgb32(view.renderImage(view.size())), rgb32(clean));
        QTRY_VERIFY_WITH_TIMEOUT(pixelsOf(view.grab().toImage(), searchColours()) == 0, 5000);
        QCOMPARE(labelText(*window, "pathLengthValue"), QStringLiteral("\u2014"));
    }

    // A look at it: the window after a finished solve (path green, statistics filled), after a
    // Reset (no search colour, statistics empty) and paused mid-run with thin walls and the grid
    // (frontier, current cell), written to mw_solved.png, mw_reset.png and mw_paused.png in the
    // temporary directory, where a person can check that they show what this test believes.
    void windowGrabsShowTheSolveAndTheReset() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        ControlPanel& controls = *window->run()->controls();
        Animator& animator = *window->run()->animator();
        controls.setSpeedChoice(SpeedChoice::Instant);
        QVERIFY(controls.selectSolver("bfs"));
        command(*window, "solveAction")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(results(*window).rowCount(), 1, kLongWaitMs);
        QTest::qWait(100); // let the layouts settle
        const QImage solved = window->grab().toImage();
        const QString solvedFile = QDir::temp().filePath(QStringLiteral("mw_solved.png"));
        QVERIFY(solved.save(solvedFile));
        const MazePalette palette;
        QVERIFY(pixelsOf(window->run()->view()->grab().toImage(), {palette.path.rgb()}) > 0);
        QVERIFY(pixelsOf(window->run()->view()->grab().toImage(), {palette.searched.rgb()}) > 0);
        QCOMPARE(labelText(*window, "pathLengthValue"), QStringLiteral("36 moves"));

        command(*window, "resetAction")->trigger();
        QCOMPARE(animator.state(), State::Idle);
        QTest::qWait(100);
        const QImage reset = window->grab().toImage();
        const QString resetFile = QDir::temp().filePath(QStringLiteral("mw_reset.png"));
        QVERIFY(reset.save(resetFile));
        QCOMPARE(pixelsOf(window->run()->view()->grab().toImage(), searchColours()), qsizetype(0));
        QCOMPARE(labelText(*window, "pathLengthValue"), QStringLiteral("\u2014"));
        QCOMPARE(results(*window).rowCount(),
                 1); // the table keeps its rows

        // Mid-run, paused, thin walls and grid: frontier, current cell and searched cells show.
        controls.setThinWalls(true);
        controls.setGridVisible(true);
        controls.setStepsPerSecond(1);
        command(*window, "solveAction")->trigger();
        for (int i = 0; i < 40; ++i)
            command(*window, "stepAction")->trigger();
        QCOMPARE(animator.state(), State::Paused);
        QTest::qWait(100);
        const QImage paused = window->grab().toImage();
        const QString pausedFile = QDir::temp().filePath(QStringLiteral("mw_paused.png"));
        QVERIFY(paused.save(pausedFile));
        const QImage pausedView = window->run()->view()->grab().toImage();
        QVERIFY(pixelsOf(pausedView, {palette.current.rgb()}) > 0);
        QVERIFY(pixelsOf(pausedView, {palette.frontier.rgb()}) > 0);
        QVERIFY(pixelsOf(pausedView, {palette.searched.rgb()}) > 0);
        QCOMPARE(pixelsOf(pausedView, {palette.path.rgb()}), qsizetype(0));
        QCOMPARE(labelText(*window, "phaseValue"), QStringLiteral("Paused"));
        QCOMPARE(labelText(*window, "stepsValue"), QStringLiteral("40"));
        QCOMPARE(labelText(*window, "stateLabel"), QStringLiteral("Paused at step 40"));
        qInfo("wrote %s, %s and %s", qPrintable(solvedFile), qPrintable(resetFile),
              qPrintable(pausedFile));
    }
};

QTEST_MAIN(TestMainWindow)
#include "test_main_window.moc"
