#pragma once
// Helpers shared by the main window's tests (test_main_window, test_main_window_input,
// test_main_window_session): its commands, labels, results table and error boxes, and the
// statistics and results the core's own solve implies (header-only; not part of mazelab).

#ifndef Q_MOC_RUN
#include "core/metrics.hpp"
#include "core/random.hpp" // moc in Qt 6.4 cannot parse <coroutine>
#include "core/registry.hpp"
#include "core/run.hpp"
#include "core/shaping.hpp"
#endif

#include "ui/animation/animator.hpp"
#include "ui/animation/run_figures.hpp"
#include "ui/controllers/edit_controller.hpp"
#include "ui/panels/control_panel.hpp"
#include "ui/panels/metrics_panel.hpp"
#include "ui/panels/results_table.hpp"
#include "ui/shell/main_window.hpp"
#include "ui/view/legend_widget.hpp"
#include "ui/view/maze_palette.hpp"
#include "ui/view/maze_scene.hpp"
#include "ui/view/maze_view.hpp"
#include "ui_support.hpp" // name(), timingPool()

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
#include <QTableWidget>
#include <QTemporaryDir>
#include <QThreadPool>
#include <QToolButton>

#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <vector>

#include <QCoreApplication>
#include <QRegularExpression>

namespace mazelab::testing::window {

using namespace mazelab::ui;
using testing::labelText;
using testing::name;
using testing::timingPool;
using State = Animator::State;
using Job = Animator::Job;
using SpeedChoice = ControlPanel::SpeedChoice;

// The bound of every wait for a window's state (a solve, a timing run): generous, so that a slow
// or busy machine only waits longer; no verdict depends on it.
inline constexpr int kWaitMs = 30'000;


// A command of the window, by its object name ("solveAction", ...).
inline QAction* command(const MainWindow& window, const char* name) {
    return window.findChild<QAction*>(QLatin1String(name));
}

// The results table along the bottom of the window.
inline ResultsTable& results(const MainWindow& window) {
    return *window.findChild<ResultsTable*>(QStringLiteral("resultsPanel"));
}

inline QString cellText(const MainWindow& window, int row, ResultsTable::Column column) {
    const QTableWidgetItem* item = results(window).table()->item(row, column);
    return item ? item->text() : QStringLiteral("<no item>");
}

// The panel's button that shows and triggers this action.
inline QToolButton* buttonFor(const MainWindow& window, QAction* action) {
    for (QToolButton* button : window.run()->controls()->findChildren<QToolButton*>())
        if (button->defaultAction() == action)
            return button;
    return nullptr;
}

inline QList<QMessageBox*> errorBoxes(const MainWindow& window) {
    return window.findChildren<QMessageBox*>(QStringLiteral("errorBox"));
}

inline void closeErrorBoxes(const MainWindow& window) {
    for (QMessageBox* box : errorBoxes(window))
        box->close(); // WA_DeleteOnClose
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

// The counters of the last step of a solve (solveMaze does not report the final frontier).
inline SolveCounters finalCounters(const SolverInfo& solver, const Maze& maze) {
    SolveSteps steps = solver.start(maze);
    SolveCounters counters;
    for (const SolveStep& step : steps)
        counters = step.counters;
    return counters;
}


// The overlay colours: after a reset, none of them may be on screen.
inline std::vector<QRgb> searchColours() {
    const MazePalette p;
    return {p.searched.rgb(), p.frontier.rgb(), p.path.rgb(), p.current.rgb()};
}

// How many pixels of the image have one of these colours.
inline qsizetype pixelsOf(const QImage& image, const std::vector<QRgb>& colours) {
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

inline QImage rgb32(const QImage& image) {
    return image.convertToFormat(QImage::Format_RGB32);
}

// Cells with any mark.
inline std::int64_t cellsMarked(const MazeScene& scene) {
    std::int64_t marked = 0;
    for (CellIndex c = 0; c < scene.maze().cellCount(); ++c)
        marked += scene.mark(c) != CellMark::None;
    return marked;
}

inline bool noMarks(const MazeScene& scene) {
    return cellsMarked(scene) == 0 && scene.current() < 0 && !scene.hasOverlay();
}

// The maze a provenance describes, made by the core.
inline Maze mazeFrom(const Provenance& provenance, Size size) {
    const GeneratorInfo& info = generatorById(provenance.generator);
    return generateMaze(
        {&info, size, provenance.seed, resolveParams(info.params, provenance.params)});
}

// The main window at 1280 x 860, shown. The temporary directory the tests write grabs of it to
// is made first (TMPDIR may name one that does not exist yet).
// Chooses the first breadth-first solver of the registry in `controls` and returns it.
inline const SolverInfo& chooseBreadthFirst(ControlPanel& controls) {
    for (int i = 0; i < int(solvers().size()); ++i)
        if (solvers()[std::size_t(i)]->family == SolverFamily::BreadthFirst) {
            controls.selectSolverIndex(i);
            return *solvers()[std::size_t(i)];
        }
    qFatal("no breadth-first solver is registered");
}

inline std::unique_ptr<MainWindow> openWindow() {
    QDir::temp().mkpath(QStringLiteral("."));
    auto window = std::make_unique<MainWindow>();
    window->resize(1280, 860);
    window->show();
    return window;
}

// Everything the statistics panel and the results table must show for a finished solve, against
// the core's own run of the same solver on the same maze. Empty if all agree.
inline QString shownFiguresMismatch(const MainWindow& window, const SolverInfo& solver,
                                    const Maze& maze, int row) {
    const SolveResult core = solveMaze(solver, maze);
    const SolveStats& s = core.stats;
    const SolveCounters last = finalCounters(solver, maze);
    QStringList errors;
    auto expect = [&](const QString& what, const QString& shown, const QString& wanted) {
        if (shown != wanted)
            errors << QStringLiteral("%1 shows '%2', expected '%3'").arg(what, shown, wanted);
    };
    const QString dash = QStringLiteral("\u2014");
    const QString pathLength = !s.found   ? (s.gaveUp ? QStringLiteral("Gave up")
                                                          : QStringLiteral("No path"))
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
    // Why there is no path: the solver's words, else the maze's.
    expect(QStringLiteral("outcomeValue"), labelText(window, "outcomeValue"),
           s.found ? QString()
                   : QString::fromStdString(s.reason.empty() ? noPathReason(maze) : s.reason));
    // The solver's own figures, named by its entry.
    for (std::size_t i = 0; i < solver.extraFigures.size(); ++i) {
        const QByteArray row = QByteArray("extra") + QByteArray::number(qsizetype(i));
        const QByteArray rowName = row + "Name", rowValue = row + "Value";
        expect(QString::fromLatin1(rowName), labelText(window, rowName.constData()),
               name(solver.extraFigures[i]));
        expect(QString::fromLatin1(rowValue), labelText(window, rowValue.constData()),
               formatCount(s.extra[i]));
    }
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

} // namespace mazelab::testing::window
