// The real main window, shown offscreen, driven as a lecturer drives it: buttons, actions and
// keys. The statistics and the results table show exactly the core's figures; Reset, Generate
// and display options mid-run leave a picture drawn from the model; bad input is refused with a
// non-modal error box and changes nothing; and a long random session never breaks the state
// machine. Window grabs are written to mw_*.png in the temporary directory for a look.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/random.hpp"
#include "core/registry.hpp"
#include "core/metrics.hpp"
#include "core/run.hpp"
#include "core/shaping.hpp"
#endif

#include "ui/animation/animator.hpp"
#include "ui_support.hpp"
#include "ui/window/control_panel.hpp"
#include "ui/window/edit_controller.hpp"
#include "ui/view/legend_widget.hpp"
#include "ui/window/main_window.hpp"
#include "ui/window/metrics_panel.hpp"
#include "ui/view/maze_palette.hpp"
#include "ui/view/maze_scene.hpp"
#include "ui/view/maze_view.hpp"
#include "ui/window/results_table.hpp"
#include "ui/animation/run_figures.hpp"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QScopeGuard>
#include <QSemaphore>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTableWidget>
#include <QThreadPool>
#include <QToolButton>

#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <vector>

using namespace mazelab;
using namespace mazelab::ui;
using State = Animator::State;
using Job = Animator::Job;
using SpeedChoice = ControlPanel::SpeedChoice;

namespace {

constexpr int kLongWaitMs = 30'000; // generous: Debug + ASan on a loaded machine

QString name(std::string_view s) {
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

// A command of the window, by its object name ("solveAction", ...).
QAction* command(const MainWindow& window, const char* name) {
    return window.findChild<QAction*>(QLatin1String(name));
}

// The results table along the bottom of the window.
ResultsTable& results(const MainWindow& window) {
    return *window.findChild<ResultsTable*>(QStringLiteral("resultsPanel"));
}

QString labelText(const QWidget& window, const char* objectName) {
    const auto* label = window.findChild<QLabel*>(QString::fromLatin1(objectName));
    return label ? label->text()
                 : QStringLiteral("<no label %1>").arg(QString::fromLatin1(objectName));
}

QString cellText(const MainWindow& window, int row, ResultsTable::Column column) {
    const QTableWidgetItem* item = results(window).table()->item(row, column);
    return item ? item->text() : QStringLiteral("<no item>");
}

// The panel's button that shows and triggers this action.
QToolButton* buttonFor(const MainWindow& window, QAction* action) {
    for (QToolButton* button : window.run()->controls()->findChildren<QToolButton*>())
        if (button->defaultAction() == action)
            return button;
    return nullptr;
}

QList<QMessageBox*> errorBoxes(const MainWindow& window) {
    return window.findChildren<QMessageBox*>(QStringLiteral("errorBox"));
}

void closeErrorBoxes(const MainWindow& window) {
    for (QMessageBox* box : errorBoxes(window))
        box->close(); // WA_DeleteOnClose
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

// The counters of the last step of a solve (solveMaze does not report the final frontier).
SolveCounters finalCounters(const SolverInfo& solver, const Maze& maze) {
    SolveSteps steps = solver.create(maze);
    SolveCounters counters;
    for (const SolveStep& step : steps)
        counters = step.counters;
    return counters;
}

using testing::timingPool;

// The overlay colours: after a reset, none of them may be on screen.
std::vector<QRgb> searchColours() {
    const MazePalette p;
    return {p.searched.rgb(), p.frontier.rgb(), p.path.rgb(), p.current.rgb()};
}

// How many pixels of the image have one of these colours.
qsizetype pixelsOf(const QImage& image, const std::vector<QRgb>& colours) {
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    qsizetype count = 0;
    for (int y = 0; y < rgb.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(rgb.constScanLine(y));
        for (int x = 0; x < rgb.width(); ++x)
            for (QRgb c : colours)
                count += (line[x] | 0xFF000000u) == (c | 0xFF000000u);
    }
    return count;
}

QImage rgb32(const QImage& image) {
    return image.convertToFormat(QImage::Format_RGB32);
}

// Cells with any mark.
std::int64_t cellsMarked(const MazeScene& scene) {
    std::int64_t marked = 0;
    for (CellIndex c = 0; c < scene.maze().cellCount(); ++c)
        marked += scene.mark(c) != CellMark::None;
    return marked;
}

bool noMarks(const MazeScene& scene) {
    return cellsMarked(scene) == 0 && scene.current() < 0 && !scene.hasOverlay();
}

// The maze a provenance describes, made by the core.
Maze mazeFrom(const Provenance& provenance, Size size) {
    const GeneratorInfo& info = generatorById(provenance.generator);
    return generateMaze(
        {&info, size, provenance.seed, resolveParams(info.params, provenance.params)});
}

std::unique_ptr<MainWindow> openWindow() {
    auto window = std::make_unique<MainWindow>();
    window->resize(1280, 860);
    window->show();
    return window;
}

// Everything the statistics panel and the results table must show for a finished solve, against
// the core's own run of the same solver on the same maze. Empty if all agree.
QString shownFiguresMismatch(const MainWindow& window, const SolverInfo& solver, const Maze& maze,
                             int row) {
    const SolveResult core = solveMaze(solver, maze);
    const SolveStats& s = core.stats;
    const SolveCounters last = finalCounters(solver, maze);
    QStringList errors;
    auto expect = [&](const QString& what, const QString& shown, const QString& wanted) {
        if (shown != wanted)
            errors << QStringLiteral("%1 shows '%2', expected '%3'").arg(what, shown, wanted);
    };
    const QString dash = QStringLiteral("\u2014");
    const QString pathLength = !s.found ? QStringLiteral("No path")
                               : s.pathLength == 1
                                   ? QStringLiteral("1 move")
                                   : formatCount(s.pathLength) + QStringLiteral(" moves");
    expect(QStringLiteral("solverValue"), labelText(window, "solverValue"), name(solver.name));
    expect(QStringLiteral("phaseValue"), labelText(window, "phaseValue"),
           QStringLiteral("Finished"));
    expect(QStringLiteral("searchedValue"), labelText(window, "searchedValue"),
           formatPercent(s.percentSearched) + QStringLiteral(" %"));
    expect(QStringLiteral("searchedCountValue"), labelText(window, "searchedCountValue"),
           QStringLiteral("(%1 of %2 cells)")
               .arg(formatCount(s.searched), formatCount(maze.cellCount())));
    expect(QStringLiteral("pathLengthValue"), labelText(window, "pathLengthValue"), pathLength);
    expect(QStringLiteral("pathCostValue"), labelText(window, "pathCostValue"),
           s.found ? formatCount(s.pathCost) : dash);
    expect(QStringLiteral("expandedValue"), labelText(window, "expandedValue"),
           formatCount(s.expanded));
    expect(QStringLiteral("frontierValue"), labelText(window, "frontierValue"),
           formatCount(last.frontier));
    expect(QStringLiteral("maxFrontierValue"), labelText(window, "maxFrontierValue"),
           formatCount(s.maxFrontier));
    expect(QStringLiteral("stepsValue"), labelText(window, "stepsValue"), formatCount(s.steps));
    const QString time = labelText(window, "timeValue");
    if (time == QStringLiteral("measuring\u2026") || !time.endsWith(QStringLiteral(" ms")))
        errors << QStringLiteral("timeValue shows '%1'").arg(time);
    const auto& measured = window.run()->animator()->figures().algorithmTimeNs;
    if (!measured)
        errors << QStringLiteral("no algorithm time");
    else
        expect(QStringLiteral("timeValue"), time,
               formatMilliseconds(*measured) + QStringLiteral(" ms"));
    static const QRegularExpression minutesSeconds(QStringLiteral("^\\d+:\\d\\d\\.\\d$"));
    if (!minutesSeconds.match(labelText(window, "animationTimeValue")).hasMatch())
        errors << QStringLiteral("animationTimeValue shows '%1'")
                      .arg(labelText(window, "animationTimeValue"));

    // The table's row: the same numbers.
    using C = ResultsTable;
    const auto& provenance = window.run()->scene()->provenance();
    if (provenance) {
        // The generator's display name, as the Solver column shows the solver's.
        expect(QStringLiteral("Generator column"), cellText(window, row, C::Generator),
               name(generatorById(provenance->generator).name));
        expect(QStringLiteral("Seed column"), cellText(window, row, C::Seed),
               QString::number(provenance->seed));
    }
    expect(QStringLiteral("Size column"), cellText(window, row, C::Size),
           QString::fromStdString(toString(maze.size())));
    expect(QStringLiteral("Solver column"), cellText(window, row, C::Solver), name(solver.name));
    expect(QStringLiteral("Found column"), cellText(window, row, C::Found),
           s.found ? QStringLiteral("Yes") : QStringLiteral("No"));
    expect(QStringLiteral("Path length column"), cellText(window, row, C::PathLength),
           s.found ? formatCount(s.pathLength) : dash);
    expect(QStringLiteral("Path cost column"), cellText(window, row, C::PathCost),
           s.found ? formatCount(s.pathCost) : dash);
    expect(QStringLiteral("Searched % column"), cellText(window, row, C::SearchedPercent),
           formatPercent(s.percentSearched));
    expect(QStringLiteral("Searched column"), cellText(window, row, C::Searched),
           formatCount(s.searched));
    expect(QStringLiteral("Expanded column"), cellText(window, row, C::Expanded),
           formatCount(s.expanded));
    expect(QStringLiteral("Largest frontier column"), cellText(window, row, C::LargestFrontier),
           formatCount(s.maxFrontier));
    expect(QStringLiteral("Steps column"), cellText(window, row, C::Steps), formatCount(s.steps));
    if (measured)
        expect(QStringLiteral("Time column"), cellText(window, row, C::TimeMs),
               formatMilliseconds(*measured));
    return errors.join(QStringLiteral("; "));
}

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void init() { QDir::temp().mkpath(QStringLiteral(".")); }

    // The statistics panel and the results table show exactly what the core's own solve of
    // the same maze implies, for every registered solver, chosen in the solver combo and run
    // with the panel's buttons at Instant speed; each solve adds exactly one row.
    void statisticsAndResultsShowTheCoreFiguresForEverySolver() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        ControlPanel& controls = *window->run()->controls();
        Animator& animator = *window->run()->animator();
        QToolButton* generateButton = buttonFor(*window, command(*window, "generateAction"));
        QToolButton* solveButton = buttonFor(*window, command(*window, "solveAction"));
        QVERIFY(generateButton && solveButton);
        auto* solverCombo = window->findChild<QComboBox*>(QStringLiteral("solverCombo"));
        QVERIFY(solverCombo);
        QCOMPARE(solverCombo->count(), int(solvers().size()));

        controls.setSpeedChoice(SpeedChoice::Instant);
        QVERIFY(controls.selectGenerator("aldous-broder"));
        controls.setMazeSize({23, 17});
        controls.setSeed(31337);
        QTest::mouseClick(generateButton, Qt::LeftButton);
        QCOMPARE(animator.job(), Job::Generation);
        QTRY_COMPARE_WITH_TIMEOUT(animator.state(), State::Finished, kLongWaitMs);
        const Maze maze = window->run()->scene()->maze();
        QVERIFY(maze == generateMaze({&generatorById("aldous-broder"), {23, 17}, 31337, {}}));
        QCOMPARE(results(*window).rowCount(), 0);

        for (int i = 0; i < int(solvers().size()); ++i) {
            const SolverInfo& solver = *solvers()[std::size_t(i)];
            solverCombo->setCurrentIndex(i);
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
        QTRY_COMPARE_WITH_TIMEOUT(results(*window).rowCount(), int(solvers().size()) + 1,
                                  kLongWaitMs);
        const QString mismatch =
            shownFiguresMismatch(*window, *solvers()[0], walled, int(solvers().size()));
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
        QCOMPARE(labelText(*window, "stepsValue"), QString());
        QCOMPARE(labelText(*window, "stateLabel"), QStringLiteral("Ready"));
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

        QVERIFY(controls.selectGenerator("aldous-broder"));
        controls.setMazeSize({19, 19});
        controls.setSeed(4242);
        command(*window, "generateAction")->trigger();
        if (timing == 1)
            QVERIFY(pool->activeThreadCount() > 0); // the cancelled solve's timing run goes on
        QCOMPARE(animator.job(), Job::Generation);
        QCOMPARE(animator.state(), State::Running);
        QVERIFY(window->run()->scene()->generating());
        QCOMPARE(window->run()->scene()->maze().width(), 19);
        QCOMPARE(labelText(*window, "stepsValue"), QString()); // the solve's figures are gone
        QVERIFY2(labelText(*window, "mazeLabel")
                     .startsWith(QStringLiteral("Aldous-Broder, 19 x 19, seed 4242")),
                 qPrintable(labelText(*window, "mazeLabel")));
        controls.setSpeedChoice(SpeedChoice::Instant);
        QTRY_COMPARE_WITH_TIMEOUT(animator.state(), State::Finished, kLongWaitMs);
        QCOMPARE(animator.job(), Job::Generation);
        QVERIFY(noMarks(*window->run()->scene()));
        QVERIFY(window->run()->scene()->maze() ==
                generateMaze({&generatorById("aldous-broder"), {19, 19}, 4242, {}}));
        QCOMPARE(pixelsOf(window->run()->view()->renderImage(window->run()->view()->size()),
                          searchColours()),
                 qsizetype(0));
        QCOMPARE(pixelsOf(window->run()->view()->grab().toImage(), searchColours()), qsizetype(0));
        const QString status = labelText(*window, "mazeLabel");
        QVERIFY2(status.startsWith(QStringLiteral("Aldous-Broder, 19 x 19, seed 4242")),
                 qPrintable(status));
        QCOMPARE(labelText(*window, "stateLabel"), QStringLiteral("Maze ready"));
        QCOMPARE(results(*window).rowCount(), 0);
        unblock.dismiss();
        release.release(blockers); // now the cancelled solve's timing run may run and end
        testing::drainTimingRuns(*window->run()->animator(), kLongWaitMs);
        QCOMPARE(results(*window).rowCount(), 0);
        QCOMPARE(labelText(*window, "timeValue"), QString());
        QCOMPARE(animator.state(), State::Finished);
        QCOMPARE(animator.job(), Job::Generation);
    }

    // docs/semantics.md: every display option changed during a paused solve (grid, thin walls,
    // the window's size, zoom in, out and fit), and steps taken after it, leave the view drawing
    // exactly what a view built from scratch on the same scene, with the same options, draws.
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
        QCOMPARE(animator.speed().mode, Speed::Mode::Unlimited);
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

        // Generate keeps the mask.
        window->run()->generate();
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
                     QStringLiteral("the goal cannot be reached from the start: the mask "
                                    "separates them")),
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
        window->run()->generate();
        QTRY_COMPARE_WITH_TIMEOUT(int(errorBoxes(*window).size()), 1, 5000);
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
        window->run()->generate();
        QTRY_COMPARE_WITH_TIMEOUT(window->run()->animator()->state(), State::Finished, kLongWaitMs);
        MetricsPanel& metrics = *window->findChild<MetricsPanel*>(QStringLiteral("metricsPanel"));
        QTRY_VERIFY_WITH_TIMEOUT(!metrics.computing(), kLongWaitMs);
        const MazeMetrics expected = measureMaze(scene.maze());
        QCOMPARE(metrics.valueText("dead_ends"), QString::number(expected.deadEnds));

        // During a generation: refused, nothing changes.
        controls.setStepsPerSecond(5);
        window->run()->generate();
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
    // refused with an error box: the maze, its provenance, the run and the speed stay as they
    // were.
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
            seed->setText(QLatin1String(text));
            command(*window, "generateAction")->trigger();
            ++boxes;
            QTRY_COMPARE_WITH_TIMEOUT(int(errorBoxes(*window).size()), boxes, 5000);
            QVERIFY(window->run()->scene()->maze() == before);
            QVERIFY(window->run()->scene()->provenance() == provenance);
            QCOMPARE(animator.state(), State::Idle);
            QCOMPARE(animator.job(), Job::None);
            QCOMPARE(animator.speed(), speed);
        }
        closeErrorBoxes(*window);
        seed->setText(QStringLiteral("18446744073709551615")); // the largest seed is fine
        controls.setSpeedChoice(SpeedChoice::Instant);
        command(*window, "generateAction")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(animator.state(), State::Finished, kLongWaitMs);
        QCOMPARE(window->run()->scene()->provenance()->seed,
                 std::numeric_limits<std::uint64_t>::max());
        QVERIFY(errorBoxes(*window).isEmpty());
    }

    // 200 random commands with random settings (generator, size up to 60 x 60 and sometimes
    // 200 x 200, seed, solver, speed including Instant and Fastest, display options, endpoint
    // edits, window sizes) in random order with short waits: nothing crashes, the state machine
    // stays consistent after every command, and at the end an Instant solve gives the core's
    // figures on a maze that is exactly the core's.
    void randomSessionKeepsTheStateMachineSound() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        ControlPanel& controls = *window->run()->controls();
        Animator& animator = *window->run()->animator();
        MazeScene& scene = *window->run()->scene();
        MazeView& view = *window->run()->view();
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        Random random(20240613);
        auto pick = [&](int n) { return int(random.below(std::uint64_t(n))); };
        QElapsedTimer clock;
        clock.start();
        int generations = 0;
        int solves = 0;
        for (int cycle = 0; cycle < 200; ++cycle) {
            const int action = pick(17);
            switch (action) {
            case 0:
            case 1: {
                controls.selectGenerator(
                    generators()[std::size_t(pick(int(generators().size())))]->id);
                const bool huge = pick(12) == 0;
                controls.setMazeSize(huge ? Size{200, 200} : Size{2 + pick(59), 2 + pick(59)});
                controls.setSeed(random.next() % 1'000'000'000);
                command(*window, "generateAction")->trigger();
                ++generations;
                break;
            }
            case 2:
            case 3:
                controls.selectSolverIndex(pick(int(solvers().size())));
                command(*window, "solveAction")->trigger();
                ++solves;
                break;
            case 4:
                command(*window, "resetAction")->trigger();
                break;
            case 5:
                command(*window, "stepAction")->trigger();
                break;
            case 6:
                command(*window, "playPauseAction")->trigger();
                break;
            case 7:
            case 8: {
                const auto choice = SpeedChoice(pick(5));
                if (choice == SpeedChoice::Custom)
                    controls.setStepsPerSecond(std::pow(10.0, random.real() * 5));
                else
                    controls.setSpeedChoice(choice);
                break;
            }
            case 9:
                controls.nudgeSpeed(pick(2) ? +1 : -1);
                break;
            case 10:
                controls.setGridVisible(!controls.gridVisible());
                break;
            case 11:
                controls.setThinWalls(!controls.thinWalls());
                break;
            case 12:
                switch (pick(3)) {
                case 0:
                    view.zoomIn();
                    break;
                case 1:
                    view.zoomOut();
                    break;
                default:
                    view.fitToView();
                }
                break;
            case 13: {
                const Maze& maze = scene.maze();
                // Sometimes invalid (outside, or start on goal).
                const Cell a{pick(maze.width() + 1), pick(maze.height())};
                const Cell b = pick(4) == 0 ? a : Cell{pick(maze.width()), pick(maze.height())};
                if (animator.job() != Job::Generation || animator.state() == State::Finished)
                    emit view.endpointsEdited(a, b);
                break;
            }
            case 14:
                window->resize(700 + pick(700), 600 + pick(400));
                break;
            default: {
                static constexpr Qt::Key keys[] = {
                    Qt::Key_G,    Qt::Key_S,     Qt::Key_Space, Qt::Key_Right, Qt::Key_R,
                    Qt::Key_Plus, Qt::Key_Minus, Qt::Key_1,     Qt::Key_4,     Qt::Key_7};
                const Qt::Key key = keys[pick(10)];
                if (key == Qt::Key_G)
                    controls.setMazeSize({2 + pick(40), 2 + pick(40)});
                QTest::keyClick(window.get(), key);
                break;
            }
            }
            QTest::qWait(pick(21));

            const State state = animator.state();
            const Job job = animator.job();
            const QString where = QStringLiteral("cycle %1, action %2").arg(cycle).arg(action);
            QVERIFY2(int(state) >= 0 && int(state) <= 3, qPrintable(where));
            QVERIFY2((state == State::Idle) == (job == Job::None), qPrintable(where));
            if (state == State::Idle)
                QVERIFY2(!scene.hasOverlay() && !scene.generating(), qPrintable(where));
            if (job == Job::Solve) {
                QVERIFY2(!scene.generating(), qPrintable(where));
                QVERIFY2(animator.figures().steps == animator.stepsDone(), qPrintable(where));
            }
            if (job == Job::Generation) {
                QVERIFY2(scene.generating() == (state != State::Finished), qPrintable(where));
                QVERIFY2(cellsMarked(scene) == 0, qPrintable(where));
            }
            // The status bar and the statistics say what the animator is doing.
            const QString stateText = labelText(*window, "stateLabel");
            const QString phase = labelText(*window, "phaseValue");
            switch (state) {
            case State::Idle:
                QVERIFY2(stateText == QStringLiteral("Ready") && phase.isEmpty(),
                         qPrintable(where));
                break;
            case State::Running:
                QVERIFY2(stateText.startsWith(job == Job::Solve ? QStringLiteral("Solving")
                                                                : QStringLiteral("Generating")),
                         qPrintable(where + stateText));
                if (job == Job::Solve)
                    QVERIFY2(phase == QStringLiteral("Running"), qPrintable(where + phase));
                break;
            case State::Paused:
                QVERIFY2(
                    stateText ==
                        QStringLiteral("Paused at step %1").arg(formatCount(animator.stepsDone())),
                    qPrintable(where + stateText));
                if (job == Job::Solve)
                    QVERIFY2(phase == QStringLiteral("Paused") &&
                                 labelText(*window, "stepsValue") ==
                                     formatCount(animator.stepsDone()),
                             qPrintable(where + phase));
                break;
            case State::Finished:
                if (job == Job::Generation)
                    QVERIFY2(stateText == QStringLiteral("Maze ready"),
                             qPrintable(where + stateText));
                else
                    QVERIFY2(phase == QStringLiteral("Finished") &&
                                 stateText == (animator.figures().found
                                                   ? QStringLiteral("Path found")
                                                   : QStringLiteral("No path")),
                             qPrintable(where + phase + stateText));
                break;
            }
            if (job != Job::Solve)
                QVERIFY2(phase.isEmpty(), qPrintable(where + phase));
            // The status bar names the maze on screen, its size and its endpoints.
            const Maze& maze = scene.maze();
            const QString mazeText = labelText(*window, "mazeLabel");
            QVERIFY2(
                mazeText.contains(QStringLiteral("%1 x %2").arg(maze.width()).arg(maze.height())) &&
                    mazeText.endsWith(QStringLiteral("; start %1,%2, goal %3,%4")
                                          .arg(maze.start().x)
                                          .arg(maze.start().y)
                                          .arg(maze.goal().x)
                                          .arg(maze.goal().y)),
                qPrintable(where + mazeText));
            if (cycle % 25 == 24)
                closeErrorBoxes(*window);
        }
        closeErrorBoxes(*window);

        // At the end: an Instant solve (completing any generation first) gives the core's figures.
        controls.setSpeedChoice(SpeedChoice::Instant);
        QVERIFY(controls.selectSolver("astar-euclidean"));
        const int rows = results(*window).rowCount();
        command(*window, "solveAction")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(animator.job(), Job::Solve, kLongWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(animator.state(), State::Finished, kLongWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(results(*window).rowCount(), rows + 1, kLongWaitMs);
        const Maze maze = scene.maze();
        const QString mismatch = shownFiguresMismatch(*window, solverById("astar-euclidean"), maze,
                                                      results(*window).rowCount() - 1);
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
        if (const auto& provenance = scene.provenance())
            QVERIFY(maze.openBits() == mazeFrom(*provenance, maze.size()).openBits());
        qInfo("%d generations and %d solves started in %lld ms", generations, solves,
              clock.elapsed());
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
        QCOMPARE(labelText(*window, "pathLengthValue"), QString());
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
