#include "ui/benchmark/benchmark_controller.hpp"

#include "ui/animation/run_figures.hpp"
#include "ui/benchmark/benchmark_panel.hpp"
#include "ui/controllers/document_controller.hpp"
#include "ui/controllers/edit_controller.hpp"
#include "ui/controllers/run_controller.hpp"
#include "ui/panels/control_panel.hpp"
#include "ui/view/maze_scene.hpp"
#include "ui/widgets/error_box.hpp"
#include "ui/widgets/qt_text.hpp"

#include <QDockWidget>
#include <QFileInfo>
#include <QMainWindow>

namespace mazelab::ui {
namespace {

QString fileName(const std::string& path) {
    return QFileInfo(QString::fromStdString(path)).fileName();
}

} // namespace

BenchmarkController::BenchmarkController(QMainWindow& window, RunController& run,
                                         EditController& edits, DocumentController& document,
                                         BenchmarkPanel& panel, QDockWidget& dock)
    : QObject(&window), m_window(window), m_run(run), m_edits(edits), m_panel(panel), m_dock(dock) {
    setObjectName(QStringLiteral("benchmarkController"));
    connect(&document, &DocumentController::documentOpened, this, &BenchmarkController::open);
    connect(&m_panel, &BenchmarkPanel::problemChosen, this, [this](int index) {
        if (const QString why = chooseProblem(index + 1); !why.isEmpty())
            showErrorBox(m_window, tr("Cannot choose this problem"), why);
    });
    // Whatever may end (or bring back) the optimum: the endpoints, the maze, the movement.
    connect(m_run.scene(), &MazeScene::endpointsChanged, this, &BenchmarkController::update);
    connect(m_run.scene(), &MazeScene::mazeReplaced, this, &BenchmarkController::update);
    connect(&m_run, &RunController::mazeUpdated, this, &BenchmarkController::update);
    connect(m_run.controls(), &ControlPanel::movementChanged, this, &BenchmarkController::update);
}

void BenchmarkController::open(const MovingAiBenchmark& benchmark) {
    m_benchmark = benchmark;
    m_current = -1;
    if (m_benchmark.problems.empty()) {
        m_panel.clear();
    } else {
        m_panel.setProblems(fileName(m_benchmark.scenarioPath), fileName(m_benchmark.mapPath),
                            m_benchmark.problems);
        m_dock.show();
        m_dock.raise();
    }
    update();
}

bool BenchmarkController::mapShown() const {
    const Maze& shown = m_run.scene()->maze();
    const Maze& map = m_benchmark.map.maze;
    return shown.size() == map.size() && shown.openBits() == map.openBits() &&
           shown.maskBits() == map.maskBits() && shown.costs() == map.costs();
}

QString BenchmarkController::chooseProblem(int number) {
    const auto count = int(m_benchmark.problems.size());
    if (count == 0)
        return tr("No benchmark problems are open: open a Moving AI scenario file (.map.scen), "
                  "or a map with its scenario file beside it.");
    if (number < 1 || number > count)
        return tr("There is no problem %1: %2 has problems 1 to %3.")
            .arg(number)
            .arg(fileName(m_benchmark.scenarioPath))
            .arg(count);
    if (!mapShown())
        return tr("The maze shown is not %1 as it was opened (it was edited or replaced): undo "
                  "the changes, or open the map again, to choose its problems.")
            .arg(fileName(m_benchmark.mapPath));
    const BenchmarkProblem& problem = m_benchmark.problems[std::size_t(number - 1)];
    if (problem.start == problem.goal)
        return tr("Problem %1 has its start on its goal (optimal length 0): there is nothing to "
                  "search.")
            .arg(number);
    m_current = number - 1;
    const Maze& shown = m_run.scene()->maze();
    if (shown.start() != problem.start || shown.goal() != problem.goal)
        m_edits.moveEndpoints(problem.start, problem.goal);
    update();
    return {};
}

void BenchmarkController::update() {
    std::optional<double> optimum;
    QString note;
    if (m_current >= 0 && !m_benchmark.problems.empty()) {
        const BenchmarkProblem& p = m_benchmark.problems[std::size_t(m_current)];
        const Maze& shown = m_run.scene()->maze();
        const Diagonal rule = m_run.controls()->movement();
        const QString which = tr("Problem %1 (bucket %2)").arg(m_current + 1).arg(p.bucket);
        if (!mapShown())
            note = tr("%1: the maze shown is not %2 as it was opened, so no optimum is shown.")
                       .arg(which, fileName(m_benchmark.mapPath));
        else if (shown.start() != p.start || shown.goal() != p.goal)
            note = tr("%1: the start or the goal has moved away from the problem's, so no "
                      "optimum is shown. Choose the problem again to put them back.")
                       .arg(which);
        else if (rule != Diagonal::OnlyWhenNoObstacles)
            note = tr("%1: its optimum, %2, holds for the benchmark's moves (%3); with %4 no "
                      "optimum is shown.")
                       .arg(which, optimumFigure(p.optimalLength),
                            fromStd(diagonalName(Diagonal::OnlyWhenNoObstacles)),
                            fromStd(diagonalName(rule)));
        else {
            optimum = p.optimalLength;
            note = tr("%1: start %2,%3, goal %4,%5, optimal length %6. A finished solve shows "
                      "its cost beside it.")
                       .arg(which)
                       .arg(p.start.x)
                       .arg(p.start.y)
                       .arg(p.goal.x)
                       .arg(p.goal.y)
                       .arg(optimumFigure(p.optimalLength));
        }
    } else if (!m_benchmark.problems.empty()) {
        note = tr("Choose a problem (Enter or a double click) to set the start and the goal.");
    }
    if (!m_benchmark.problems.empty())
        m_panel.setCurrent(m_current, note);
    m_optimum = optimum;
    m_run.setOptimum(optimum);
}

} // namespace mazelab::ui
