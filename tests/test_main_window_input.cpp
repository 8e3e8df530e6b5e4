// The real main window, shown offscreen: keyboard shortcuts trigger their commands, and bad
// input (endpoints, a mask, a shaping, a size, a seed, edits at the wrong time) is refused with
// a non-modal error box and changes nothing.
#include <QtTest>

#include "document_support.hpp"
#include "window_support.hpp"

using namespace mazelab;
using namespace mazelab::ui;
using namespace mazelab::testing::window;
using testing::kLongWaitMs;

class TestMainWindowInput : public QObject {
    Q_OBJECT

private slots:
    // The keys G, S, Space, Right (and .), R, 1-9 and + / - trigger their commands when the
    // window has the focus, whatever widget inside it has it at start-up.
    void keyboardShortcutsTriggerTheirCommands() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        ControlPanel& controls = *window->run()->controls();
        Animator& animator = *window->run()->animator();
        const Maze start = window->run()->scene()->maze();
        controls.setSpeedChoice(SpeedChoice::Slow);
        QCOMPARE(animator.speed(), Speed::preset(Speed::Preset::Slow, {19, 19}));

        QTest::keyClick(window.get(), Qt::Key_G);
        QCOMPARE(animator.job(), Job::Generation);
        QCOMPARE(animator.state(), State::Running);
        QTest::keyClick(window.get(), Qt::Key_R);
        QCOMPARE(animator.state(), State::Idle);
        QVERIFY(window->run()->scene()->maze() == start); // reset mid-generation: the old maze

        QTest::keyClick(window.get(), Qt::Key_3);
        QCOMPARE(&controls.solver(), solvers()[2]);
        QTest::keyClick(window.get(), Qt::Key_S);
        QCOMPARE(animator.job(), Job::Solve);
        QCOMPARE(animator.state(), State::Running);
        QCOMPARE(animator.figures().solver, name(solvers()[2]->name));
        QTest::keyClick(window.get(), Qt::Key_Space);
        QCOMPARE(animator.state(), State::Paused);
        QTest::keyClick(window.get(), Qt::Key_Space);
        QCOMPARE(animator.state(), State::Running);
        std::int64_t at = animator.stepsDone();
        QTest::keyClick(window.get(), Qt::Key_Right); // running: pause, then one step
        QCOMPARE(animator.state(), State::Paused);
        QCOMPARE(qint64(animator.stepsDone()), qint64(at + 1));
        at = animator.stepsDone();
        QTest::keyClick(window.get(), Qt::Key_Right);
        QTest::keyClick(window.get(), Qt::Key_Period);
        QCOMPARE(qint64(animator.stepsDone()), qint64(at + 2));
        QTest::keyClick(window.get(), Qt::Key_R);
        QCOMPARE(animator.state(), State::Idle);
        QVERIFY(noMarks(*window->run()->scene()));

        // Space and Right in Idle start the chosen solve (running, or paused after one step).
        QTest::keyClick(window.get(), Qt::Key_Space);
        QCOMPARE(animator.job(), Job::Solve);
        QCOMPARE(animator.state(), State::Running);
        QTest::keyClick(window.get(), Qt::Key_R);
        QTest::keyClick(window.get(), Qt::Key_Right);
        QCOMPARE(animator.state(), State::Paused);
        QCOMPARE(qint64(animator.stepsDone()), qint64(1));
        QTest::keyClick(window.get(), Qt::Key_R);

        for (int i = 0; i < int(solvers().size()) && i < 9; ++i) {
            QTest::keyClick(window.get(), Qt::Key(Qt::Key_1 + i));
            QCOMPARE(&controls.solver(), solvers()[std::size_t(i)]);
        }

        QTest::keyClick(window.get(), Qt::Key_Plus);
        QCOMPARE(controls.speedChoice(), SpeedChoice::Fast);
        QCOMPARE(animator.speed(), Speed::preset(Speed::Preset::Fast, {19, 19}));
        QTest::keyClick(window.get(), Qt::Key_Plus);
        QCOMPARE(controls.speedChoice(), SpeedChoice::Fastest);
        QCOMPARE(animator.speed(), Speed::preset(Speed::Preset::Fastest, {19, 19}));
        QTest::keyClick(window.get(), Qt::Key_Minus);
        QTest::keyClick(window.get(), Qt::Key_Minus);
        QCOMPARE(controls.speedChoice(), SpeedChoice::Slow);
        QCOMPARE(animator.speed(), Speed::preset(Speed::Preset::Slow, {19, 19}));
        QVERIFY(errorBoxes(*window).isEmpty());

        // Keys typed into the seed field are text, not commands: a seed with the digits 1-7
        // can be typed without changing the solver.
        auto* seed = window->findChild<QLineEdit*>(QStringLiteral("seedEdit"));
        QVERIFY(seed);
        seed->setFocus();
        QTRY_VERIFY_WITH_TIMEOUT(seed->hasFocus(), 5000);
        seed->clear();
        controls.selectSolverIndex(0);
        QTest::keyClicks(seed, QStringLiteral("1234567"));
        QCOMPARE(seed->text(), QStringLiteral("1234567"));
        QCOMPARE(&controls.solver(), solvers()[0]);
        QCOMPARE(controls.seed(), std::uint64_t(1234567));
        QCOMPARE(animator.state(), State::Idle);
    }

    // Moving the start onto the goal (or outside the maze) is refused with a non-modal error
    // box and changes nothing; a valid move is applied, resets a running solve first, and the
    // status bar shows the new endpoints.
    void badEndpointsAreRefusedWithAnErrorBox() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        MazeScene& scene = *window->run()->scene();
        MazeView& view = *window->run()->view();
        const Maze before = scene.maze();
        const Cell goal = before.goal();

        emit view.endpointsEdited(goal, goal);
        QTRY_COMPARE_WITH_TIMEOUT(int(errorBoxes(*window).size()), 1, 5000);
        QVERIFY(errorBoxes(*window).front()->isVisible());
        QVERIFY(!errorBoxes(*window).front()->text().isEmpty());
        QVERIFY(scene.maze() == before);
        emit view.endpointsEdited({-1, 0}, goal);
        emit view.endpointsEdited({0, 0}, {before.width(), 0});
        QTRY_COMPARE_WITH_TIMEOUT(int(errorBoxes(*window).size()), 3, 5000);
        QVERIFY(scene.maze() == before);
        closeErrorBoxes(*window);
        QTRY_VERIFY_WITH_TIMEOUT(errorBoxes(*window).isEmpty(), 5000);

        // A valid move during a solve: the solve is reset, the endpoints move.
        window->run()->controls()->setStepsPerSecond(30);
        command(*window, "solveAction")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(window->run()->animator()->stepsDone() >= 2, kLongWaitMs);
        emit view.endpointsEdited({3, 4}, goal);
        QCOMPARE(window->run()->animator()->state(), State::Idle);
        QVERIFY(noMarks(scene));
        QVERIFY(scene.maze().start() == (Cell{3, 4}));
        QVERIFY(scene.maze().goal() == goal);
        QVERIFY(scene.maze().openBits() == before.openBits());
        QVERIFY2(
            labelText(*window, "mazeLabel").endsWith(QStringLiteral("; start 3,4, goal 18,18")),
            qPrintable(labelText(*window, "mazeLabel")));
        QVERIFY(errorBoxes(*window).isEmpty());
    }

    // A PNG mask (dark = off), scaled to the maze with nearest neighbour, switches exactly the
    // cells under its dark pixels off, moving a covered start; a generator that cannot use a
    // mask gives way to one that can; Generate keeps the mask; a mask that separates the start
    // from the goal is named as the reason for "no path"; a mask leaving fewer than 2 cells is
    // refused with an error box and changes nothing; Clear mask switches every cell on.
    void aPngMaskIsLoadedKeptAndExplained() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        MazeScene& scene = *window->run()->scene();
        ControlPanel& controls = *window->run()->controls();
        QVERIFY(controls.selectGenerator("binary-tree"));
        controls.setMazeSize({8, 8});
        controls.setSpeedChoice(SpeedChoice::Instant);
        window->run()->generate();
        QTRY_COMPARE_WITH_TIMEOUT(window->run()->animator()->state(), State::Finished, kLongWaitMs);

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        // 4 x 4 pixels over 8 x 8 cells: each pixel is 2 x 2 cells. The left column is black,
        // and so is pixel (2, 1).
        QImage picture(4, 4, QImage::Format_RGB32);
        picture.fill(Qt::white);
        for (int y = 0; y < 4; ++y)
            picture.setPixel(0, y, qRgb(0, 0, 0));
        picture.setPixel(2, 1, qRgb(20, 20, 20));
        const QString path = dir.filePath(QStringLiteral("mask.png"));
        QVERIFY(picture.save(path));
        QVERIFY(window->edits()->loadMaskFile(path));
        const Maze& maze = scene.maze();
        for (int y = 0; y < 8; ++y)
            for (int x = 0; x < 8; ++x) {
                const bool off = x < 2 || (x / 2 == 2 && y / 2 == 1);
                QVERIFY2(maze.isActive(maze.index({x, y})) == !off,
                         qPrintable(QStringLiteral("cell %1,%2").arg(x).arg(y)));
            }
        QVERIFY(maze.start() == (Cell{2, 0})); // moved off the mask, to the first cell left on
        QVERIFY(controls.generator().honoursMask);
        QVERIFY(!window->statusBar()->currentMessage().isEmpty());

        // Generate keeps the mask (the mask is an edit: the maze it replaces is not saved).
        auto discarded = testing::answerUnsaved(QMessageBox::Discard);
        window->run()->generate();
        QVERIFY(*discarded);
        QTRY_COMPARE_WITH_TIMEOUT(window->run()->animator()->state(), State::Finished, kLongWaitMs);
        QVERIFY(scene.maze().hasMask());
        QCOMPARE(scene.maze().activeCellCount(), 64 - 16 - 4);
        QVERIFY(scene.maze() == generateMaze(window->run()->generateRequest()));

        // A black bar across the middle separates the start from the goal.
        QImage bar(8, 8, QImage::Format_RGB32);
        bar.fill(Qt::white);
        for (int x = 0; x < 8; ++x)
            bar.setPixel(x, 4, qRgb(0, 0, 0));
        QVERIFY(bar.save(path));
        QVERIFY(window->edits()->loadMaskFile(path));
        controls.selectSolver("bfs");
        window->run()->solve();
        QTRY_COMPARE_WITH_TIMEOUT(window->run()->animator()->state(), State::Finished, kLongWaitMs);
        QVERIFY(!window->run()->animator()->figures().found);
        QVERIFY2(window->statusBar()->currentMessage().contains(
                     QStringLiteral("No path: the mask separates the start from the goal")),
                 qPrintable(window->statusBar()->currentMessage()));

        // An all-black picture would leave no cell: refused, nothing changes.
        const Maze before = scene.maze();
        QImage black(3, 3, QImage::Format_RGB32);
        black.fill(Qt::black);
        QVERIFY(black.save(path));
        QVERIFY(!window->edits()->loadMaskFile(path));
        QTRY_COMPARE_WITH_TIMEOUT(int(errorBoxes(*window).size()), 1, 5000);
        QVERIFY(scene.maze() == before);
        closeErrorBoxes(*window);

        command(*window, "clearMaskAction")->trigger();
        QVERIFY(!scene.maze().hasMask());
    }

    // A shaping the core refuses (a left-right symmetric maze only 2 cells wide) is refused with
    // an error box naming the problem; the maze on screen stays.
    void aBadShapingIsRefusedAndChangesNothing() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        const Maze before = window->run()->scene()->maze();
        ControlPanel& controls = *window->run()->controls();
        controls.setMazeSize({2, 9});
        Shaping shaping;
        shaping.symmetry = Symmetry::LeftRight;
        controls.setShaping(shaping);
        const QString seed = window->findChild<QLineEdit*>(QStringLiteral("seedEdit"))->text();
        window->run()->generate();
        QTRY_COMPARE_WITH_TIMEOUT(int(errorBoxes(*window).size()), 1, 5000);
        // A refused Generate draws no seed into the field: it still names the maze on screen.
        QCOMPARE(window->findChild<QLineEdit*>(QStringLiteral("seedEdit"))->text(), seed);
        QVERIFY(!errorBoxes(*window).front()->text().isEmpty());
        QVERIFY(window->statusBar()->currentMessage().contains(QStringLiteral("Cannot generate")));
        QVERIFY(window->run()->scene()->maze() == before);
        QCOMPARE(window->run()->animator()->job(), Job::None);
        closeErrorBoxes(*window);
    }

    // Mask and cost edits: refused with a message while a maze is being generated (nothing
    // changes), and they stop a solve (its drawing would describe another maze). The metrics
    // panel follows every new or edited maze.
    void editsStopASolveAndAreRefusedDuringAGeneration() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        MazeScene& scene = *window->run()->scene();
        MazeView& view = *window->run()->view();
        ControlPanel& controls = *window->run()->controls();

        // Binary Tree 10 x 10: the metrics panel shows measureMaze's dead-end count.
        QVERIFY(controls.selectGenerator("binary-tree"));
        controls.setMazeSize({10, 10});
        controls.setSeed(12);
        controls.setSpeedChoice(SpeedChoice::Instant);
        window->run()->regenerate();
        QTRY_COMPARE_WITH_TIMEOUT(window->run()->animator()->state(), State::Finished, kLongWaitMs);
        MetricsPanel& metrics = *window->findChild<MetricsPanel*>(QStringLiteral("metricsPanel"));
        QTRY_VERIFY_WITH_TIMEOUT(!metrics.computing(), kLongWaitMs);
        const MazeMetrics expected = measureMaze(scene.maze());
        QCOMPARE(metrics.valueText("dead_ends"), QString::number(expected.deadEnds));

        // During a generation: refused, nothing changes.
        controls.setStepsPerSecond(5);
        window->run()->regenerate();
        QCOMPARE(window->run()->animator()->state(), State::Running);
        command(*window, "maskToolAction")->trigger();
        QCOMPARE(view.tool(), MazeView::Tool::Mask);
        const Maze during = scene.maze();
        QTest::mousePress(&view, Qt::LeftButton, {}, view.cellCentre({5, 5}));
        QTest::mouseRelease(&view, Qt::LeftButton, {}, view.cellCentre({5, 5}));
        QVERIFY(scene.maze() == during);
        QVERIFY(window->statusBar()->currentMessage().contains(QStringLiteral("generated")));
        window->run()->reset();

        // During a solve: the solve stops, the cell is painted, the metrics follow.
        controls.setStepsPerSecond(20);
        window->run()->solve();
        QTRY_VERIFY_WITH_TIMEOUT(window->run()->animator()->stepsDone() >= 2, kLongWaitMs);
        QTest::mousePress(&view, Qt::LeftButton, {}, view.cellCentre({5, 5}));
        QTest::mouseRelease(&view, Qt::LeftButton, {}, view.cellCentre({5, 5}));
        QCOMPARE(window->run()->animator()->state(), State::Idle);
        QVERIFY(noMarks(scene));
        QVERIFY(!scene.maze().isActive(scene.maze().index({5, 5})));
        QTRY_VERIFY_WITH_TIMEOUT(!metrics.computing(), kLongWaitMs);
        QCOMPARE(metrics.valueText("active_cells"), QStringLiteral("99"));

        // The cost brush (key C), and the legend's ramp.
        QTest::keyClick(window.get(), Qt::Key_C);
        QCOMPARE(view.tool(), MazeView::Tool::CostBrush);
        controls.setBrushCost(7);
        QTest::mousePress(&view, Qt::LeftButton, {}, view.cellCentre({2, 2}));
        QTest::mouseRelease(&view, Qt::LeftButton, {}, view.cellCentre({2, 2}));
        QCOMPARE(scene.maze().cost(scene.maze().index({2, 2})), 7);
        QVERIFY(window->findChild<LegendWidget*>(QStringLiteral("legend"))->costRampVisible());
        QTest::keyClick(window.get(), Qt::Key_Escape);
        QCOMPARE(view.tool(), MazeView::Tool::Normal);
        QTest::keyClick(window.get(), Qt::Key_M);
        QCOMPARE(view.tool(), MazeView::Tool::Mask);
    }

    // A size out of range cannot be typed (the spin boxes clamp), and an invalid seed is
    // refused with an error box, by Regenerate and by Enter in the seed field alike: the maze,
    // its provenance, the run, the speed and the text typed stay as they were.
    void badSizeAndSeedChangeNothing() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        ControlPanel& controls = *window->run()->controls();
        Animator& animator = *window->run()->animator();
        auto* width = window->findChild<QSpinBox*>(QStringLiteral("widthSpin"));
        auto* height = window->findChild<QSpinBox*>(QStringLiteral("heightSpin"));
        QVERIFY(width && height);
        width->setValue(1);
        QCOMPARE(width->value(), Maze::kMinSide);
        height->setValue(100'000);
        QCOMPARE(height->value(), Maze::kMaxSide);
        for (const char* typed : {"0", "1", "99999", "-5", "4097"}) {
            width->setFocus();
            QTest::keyClick(width, Qt::Key_A, Qt::ControlModifier);
            QTest::keyClicks(width, QLatin1String(typed));
            QTest::keyClick(width, Qt::Key_Enter);
            QVERIFY2(width->value() >= Maze::kMinSide && width->value() <= Maze::kMaxSide,
                     qPrintable(QStringLiteral("%1 after typing %2")
                                    .arg(width->value())
                                    .arg(QLatin1String(typed))));
            QVERIFY(Maze::sizeError(controls.mazeSize()).empty());
        }

        controls.setMazeSize({19, 19});
        controls.setSpeedChoice(SpeedChoice::Slow);
        const Maze before = window->run()->scene()->maze();
        const auto provenance = window->run()->scene()->provenance();
        const Speed speed = animator.speed();
        auto* seed = window->findChild<QLineEdit*>(QStringLiteral("seedEdit"));
        QVERIFY(seed);
        // Another size in the panel, so that a half-applied Generate would show in the speed.
        controls.setMazeSize({4, 4});
        int boxes = 0;
        for (const char* text : {"99999999999999999999", "", "12a"}) {
            for (const bool enter : {false, true}) {
                seed->setText(QLatin1String(text));
                if (enter) {
                    seed->setFocus();
                    QTest::keyClick(seed, Qt::Key_Return);
                } else {
                    command(*window, "regenerateAction")->trigger();
                }
                ++boxes;
                QTRY_COMPARE_WITH_TIMEOUT(int(errorBoxes(*window).size()), boxes, 5000);
                const QString said = window->statusBar()->currentMessage();
                QVERIFY2(said.contains(QStringLiteral("not valid")), qPrintable(said));
                QCOMPARE(seed->text(), QLatin1String(text));
            }
            QVERIFY(window->run()->scene()->maze() == before);
            QVERIFY(window->run()->scene()->provenance() == provenance);
            QCOMPARE(animator.state(), State::Idle);
            QCOMPARE(animator.job(), Job::None);
            QCOMPARE(animator.speed(), speed);
        }
        closeErrorBoxes(*window);
        seed->setText(QStringLiteral("18446744073709551615")); // the largest seed is fine
        controls.setSpeedChoice(SpeedChoice::Instant);
        command(*window, "regenerateAction")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(animator.state(), State::Finished, kLongWaitMs);
        QCOMPARE(window->run()->scene()->provenance()->seed,
                 std::numeric_limits<std::uint64_t>::max());
        QVERIFY(errorBoxes(*window).isEmpty());
    }
};

QTEST_MAIN(TestMainWindowInput)
#include "test_main_window_input.moc"
