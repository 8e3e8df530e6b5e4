#include "ui/controllers/run_controller.hpp"

#include "core/registry.hpp"
#include "core/run.hpp"
#include "core/shape.hpp"
#include "core/shaping.hpp"
#include "ui/animation/animator.hpp"
#include "ui/animation/run_figures.hpp"
#include "ui/animation/solve_drawing.hpp"
#include "ui/panels/control_panel.hpp"
#include "ui/panels/metrics_panel.hpp"
#include "ui/panels/results_table.hpp"
#include "ui/panels/stats_panel.hpp"
#include "ui/panels/window_actions.hpp"
#include "ui/race/race_window.hpp"
#include "ui/stage/stage_hud.hpp"
#include "ui/view/legend_widget.hpp"
#include "ui/view/maze_scene.hpp"
#include "ui/view/maze_view.hpp"
#include "ui/widgets/error_box.hpp"
#include "ui/widgets/mask_image.hpp"
#include "ui/widgets/qt_text.hpp"

#include <QAction>
#include <QLabel>
#include <QMainWindow>
#include <QStatusBar>

#include <algorithm>
#include <utility>

namespace mazelab::ui {
namespace {

// The lowest cost above 1 and the highest cost of the maze's active cells (1, 1 without any).
std::pair<int, int> costRange(const Maze& maze) {
    int low = Maze::kMaxCost + 1;
    int high = 1;
    for (CellIndex i = 0; i < maze.cellCount(); ++i) {
        const int c = maze.cost(i);
        if (c > 1 && maze.isActive(i)) {
            low = std::min(low, c);
            high = std::max(high, c);
        }
    }
    return {high > 1 ? low : 1, high};
}

} // namespace

RunController::RunController(QMainWindow& window, const Parts& parts, const MazeActions& maze,
                             const AnimationActions& animation)
    : QObject(&window), m_window(window), m_parts(parts), m_animation(animation) {
    setObjectName(QStringLiteral("runController"));
    m_mazeLabel = new QLabel(&window);
    m_mazeLabel->setObjectName(QStringLiteral("mazeLabel"));
    m_stateLabel = new QLabel(&window);
    m_stateLabel->setObjectName(QStringLiteral("stateLabel"));
    window.statusBar()->addWidget(m_mazeLabel, 1);
    window.statusBar()->addPermanentWidget(m_stateLabel);

    connect(maze.generate, &QAction::triggered, this, &RunController::generate);
    connect(maze.regenerate, &QAction::triggered, this, &RunController::regenerate);
    connect(maze.solve, &QAction::triggered, this, &RunController::solve);
    connect(animation.playPause, &QAction::triggered, this, &RunController::playPause);
    connect(animation.step, &QAction::triggered, this, &RunController::stepOnce);
    connect(animation.reset, &QAction::triggered, this, &RunController::reset);
    Animator* animator = m_parts.animator;
    connect(animation.stepBack, &QAction::triggered, animator, &Animator::stepBack);
    connect(animation.firstStep, &QAction::triggered, animator, &Animator::seekFirst);
    connect(animation.lastStep, &QAction::triggered, animator, &Animator::seekLast);
    ControlPanel* controls = m_parts.controls;
    connect(animation.faster, &QAction::triggered, controls,
            [controls] { controls->nudgeSpeed(+1); });
    connect(animation.slower, &QAction::triggered, controls,
            [controls] { controls->nudgeSpeed(-1); });
    connectAnimator();
    connectPanels();
}

void RunController::connectAnimator() {
    Animator* animator = m_parts.animator;
    connect(animator, &Animator::stateChanged, this, [this] {
        m_parts.legend->setSolveMarks(solveMarksOf(m_parts.animator->runningSolver()));
        updateActions();
        updateStatus();
        showStats();
    });
    connect(animator, &Animator::progressed, this, [this] {
        showStats();
        updateStatus();
    });
    connect(animator, &Animator::algorithmTimeMeasured, this, &RunController::showStats);
    connect(animator, &Animator::resultReady, this, &RunController::addResult);
    connect(animator, &Animator::generationFinished, this, [this] {
        applySpeed();
        onMazeChanged();
    });
    connect(animator, &Animator::solveFinished, this, &RunController::onSolveFinished);
    connect(animator, &Animator::solveRefused, this, [this](const QString& reason) {
        showErrorBox(m_window, tr("Cannot solve this maze"), reason);
    });
}

void RunController::connectPanels() {
    MazeScene* scene = m_parts.scene;
    MazeView* view = m_parts.view;
    ControlPanel* controls = m_parts.controls;
    connect(scene, &MazeScene::mazeReplaced, this, [this] {
        applySpeed();
        updateStatus();
        // A generation's starting maze is not the maze yet: it is measured when it is done.
        if (m_parts.animator->job() != Animator::Job::Generation ||
            m_parts.animator->state() == Animator::State::Finished)
            onMazeChanged();
    });
    connect(view, &MazeView::editRefused, this,
            [this](const QString& message) { m_window.statusBar()->showMessage(message, 8000); });
    connect(controls, &ControlPanel::brushCostChanged, view, &MazeView::setBrushCost);
    connect(controls, &ControlPanel::seedEntered, this, &RunController::regenerate);
    // The race runs each solver with the panel's values for it (a changed value rebuilds it).
    connect(controls, &ControlPanel::solverParamsChanged, this, [this] {
        if (m_raceWindow)
            m_raceWindow->refreshSolverParams();
    });
    connect(controls, &ControlPanel::cellShapeChanged, this, [this](const QString& switched) {
        if (!switched.isEmpty())
            m_window.statusBar()->showMessage(switched, 10000);
    });
    connect(controls, &ControlPanel::movementChanged, this, [this](const QString& switched) {
        if (!switched.isEmpty())
            m_window.statusBar()->showMessage(switched, 8000);
        if (m_raceWindow)
            m_raceWindow->setMovement(m_parts.controls->movement());
    });
    // The status bar names the start and the goal: keep it true when they move.
    connect(scene, &MazeScene::endpointsChanged, this, &RunController::updateStatus);
    connect(scene, &MazeScene::endpointsChanged, this, &RunController::syncRace);
    connect(controls, &ControlPanel::speedChanged, this, &RunController::applySpeed);
    connect(controls, &ControlPanel::gridToggled, view, &MazeView::setGridVisible);
    connect(controls, &ControlPanel::wallStyleToggled, view, [view](bool thin) {
        view->setWallStyle(thin ? MazeView::WallStyle::ThinWalls : MazeView::WallStyle::Blocks);
    });
}

void RunController::applySpeed() {
    m_parts.animator->setSpeed(m_parts.controls->speed(m_parts.scene->maze().size()));
}

GenerateRequest RunController::generateRequest() const {
    return requestWithSeed(m_parts.controls->seed()); // throws on a bad seed
}

GenerateRequest RunController::requestWithSeed(std::uint64_t seed) const {
    const ControlPanel& controls = *m_parts.controls;
    GenerateRequest request;
    request.generator = &controls.generator();
    request.size = controls.mazeSize();
    request.seed = seed;
    request.params = controls.generatorParams();
    request.shaping = controls.shaping();
    request.shape = controls.cellShape();
    request.rings = controls.rings();
    // The mask goes with the next maze when it can: stretched over another size of squares, or
    // as it is onto the same cells of another shape. A mask of other cells is not carried.
    const Maze& shown = m_parts.scene->maze();
    if (shown.hasMask()) {
        if (shown.shapeKind() == ShapeKind::Square && request.shape == ShapeKind::Square) {
            if (Maze::sizeError(request.size).empty())
                request.mask = rescaleMask(shown.maskBits(), shown.size(), request.size);
        } else if (shown.shapeKind() == request.shape && shown.shape() == requestedShape(request)) {
            request.mask = shown.maskBits();
        }
    }
    return request;
}

bool RunController::generating() const {
    const Animator::State state = m_parts.animator->state();
    return m_parts.animator->job() == Animator::Job::Generation &&
           (state == Animator::State::Running || state == Animator::State::Paused);
}

bool RunController::generate() {
    return generateFrom([](ControlPanel& controls) {
        return controls.seedLocked() ? controls.seed() : controls.drawSeed();
    });
}

bool RunController::regenerate() {
    return generateFrom([](ControlPanel& controls) { return controls.seed(); });
}

bool RunController::generateFrom(std::uint64_t (*seedOf)(ControlPanel&)) {
    bool started = false;
    try {
        // Read and check every input before touching the animator or the seed field: a refused
        // Generate must leave the run on screen, its speed and its seed exactly as they were.
        // seedOf throws on a bad seed in the field; prepareMaze, the core's one check of a
        // request, on a bad size, shaping or mask.
        const GenerateRequest request = requestWithSeed(seedOf(*m_parts.controls));
        Maze prepared = prepareMaze(request);
        // Asked only about a maze that can be made: a refused Generate asks nothing.
        if (!m_replaceCheck || m_replaceCheck()) {
            m_parts.controls->setSeed(request.seed); // the field always reproduces the maze shown
            emit generationStarting();
            m_parts.animator->setSpeed(m_parts.controls->speed(prepared.size()));
            m_parts.animator->startGeneration(request, std::move(prepared));
            clearStats();
            started = true;
        }
    } catch (const Error& e) {
        showErrorBox(m_window, tr("Cannot generate this maze"), QString::fromStdString(e.what()));
    }
    updateStatus();
    return started;
}

void RunController::solve() {
    if (!startChosenSolve())
        return;
    showStats();
    updateStatus();
}

bool RunController::startChosenSolve() {
    try {
        m_parts.animator->startSolve(m_parts.controls->solver(), m_parts.controls->solverParams(),
                                     m_parts.controls->movement());
        return true;
    } catch (const Error& e) { // a solver that refuses this maze: its reason
        showErrorBox(m_window, tr("Cannot solve this maze"), QString::fromStdString(e.what()));
        return false;
    }
}

StepPacer::State RunController::otherState() const {
    return m_otherRun.state ? m_otherRun.state() : StepPacer::State::Idle;
}

void RunController::playPause() {
    if (const auto other = otherState();
        (other == StepPacer::State::Running || other == StepPacer::State::Paused) &&
        m_parts.animator->state() == Animator::State::Idle) {
        m_otherRun.playPause();
        return;
    }
    switch (m_parts.animator->state()) {
    case Animator::State::Running:
    case Animator::State::Paused:
        m_parts.animator->togglePlay();
        break;
    case Animator::State::Idle:
    case Animator::State::Finished:
        // Nothing to resume: Play starts the chosen solver, as a lecturer expects.
        solve();
        break;
    }
}

void RunController::stepOnce() {
    if (const auto other = otherState();
        (other == StepPacer::State::Running || other == StepPacer::State::Paused) &&
        m_parts.animator->state() == Animator::State::Idle) {
        m_otherRun.step();
        return;
    }
    Animator& animator = *m_parts.animator;
    if (animator.state() == Animator::State::Idle ||
        animator.state() == Animator::State::Finished) {
        if (!startChosenSolve())
            return;
        animator.pause();
    }
    animator.step();
}

void RunController::reset() {
    m_parts.animator->reset();
}

void RunController::onMazeChanged() {
    const Maze& maze = m_parts.scene->maze();
    m_parts.metrics->measure(maze);
    const auto [low, high] = costRange(maze);
    m_parts.legend->setCostRange(low, high);
    if (const QString switched = m_parts.controls->setMaskPresent(maze.hasMask());
        !switched.isEmpty())
        m_window.statusBar()->showMessage(switched, 10000);
    if (const QString switched = m_parts.controls->setMaze(maze); !switched.isEmpty())
        m_window.statusBar()->showMessage(switched, 10000);
    emit mazeUpdated();
    syncRace();
}

RaceWindow* RunController::openRace() {
    if (!m_raceWindow) {
        // A window of its own (not modal), owned by the main one so that it closes with it.
        m_raceWindow = new RaceWindow(&m_window);
        m_raceWindow->setWindowIcon(m_window.windowIcon());
        m_raceWindow->setMazePalette(m_parts.view->mazePalette()); // View > Palette
        m_raceWindow->setSolverParamSource(
            [controls = m_parts.controls](const SolverInfo& s) { return controls->solverParams(s); });
        m_raceWindow->setMovement(m_parts.controls->movement());
        connect(m_raceWindow, &RaceWindow::solversChanged, this,
                &RunController::raceSolversChanged);
        emit raceSolversChanged(); // its first pick of solvers, if no scenario gave one
        emit raceWindowCreated(m_raceWindow);
    }
    if (!m_pendingRace.isEmpty())
        m_raceWindow->setSolvers(std::exchange(m_pendingRace, {}));
    syncRace();
    m_raceWindow->show();
    m_raceWindow->raise();
    m_raceWindow->activateWindow();
    return m_raceWindow;
}

QStringList RunController::raceSolvers() const {
    return m_raceWindow ? m_raceWindow->chosenSolvers() : m_pendingRace;
}

void RunController::setRaceSolvers(const QStringList& ids) {
    m_pendingRace = ids;
    if (m_raceWindow && !m_pendingRace.isEmpty())
        m_raceWindow->setSolvers(std::exchange(m_pendingRace, {}));
    emit raceSolversChanged();
}

void RunController::syncRace() {
    // Only a whole maze: a generation's half-carved maze is not one.
    if (!m_raceWindow || (m_parts.animator->job() == Animator::Job::Generation &&
                          m_parts.animator->state() != Animator::State::Finished &&
                          m_parts.animator->state() != Animator::State::Idle))
        return;
    m_raceWindow->setMaze(m_parts.scene->maze(), mazeDescription());
    m_raceWindow->setOptimum(m_optimum);
}

void RunController::setOptimum(std::optional<double> optimum) {
    if (optimum == m_optimum)
        return;
    m_optimum = optimum;
    showStats();
    updateStatus();
    syncRace();
}

void RunController::onSolveFinished(const RunFigures& figures) {
    // Why there is no path: the solver's own words ("gave up after 1,000 steps"), else the
    // maze's ("walls separate the start from the goal").
    QStatusBar& status = *m_window.statusBar();
    if (!figures.found) {
        m_noPathMessage =
            (figures.gaveUp ? tr("Gave up: %1.") : tr("No path: %1.")).arg(figures.reason);
        status.showMessage(m_noPathMessage);
    } else if (!m_noPathMessage.isEmpty() && status.currentMessage() == m_noPathMessage) {
        status.clearMessage(); // a re-run after an edit found the path the last one did not
    }
}

void RunController::showStats() {
    if (m_parts.animator->job() == Animator::Job::Solve) {
        RunFigures figures = m_parts.animator->figures();
        figures.optimum = m_optimum;
        m_parts.stats->showFigures(figures);
        m_parts.hud->showFigures(figures);
    } else if (m_parts.animator->job() == Animator::Job::None) {
        clearStats();
    }
}

void RunController::clearStats() {
    m_parts.stats->clear();
    m_parts.hud->showFigures(RunFigures{});
}

void RunController::addResult(const RunFigures& figures) {
    ResultRow row;
    const auto& provenance = m_parts.scene->provenance();
    const GeneratorInfo* generator = provenance ? findGenerator(provenance->generator) : nullptr;
    row.generator = generator    ? fromStd(generator->name)
                    : provenance ? QString::fromStdString(provenance->generator)
                                 : tr("(edited)");
    row.seed = provenance ? QString::number(provenance->seed) : QString();
    row.size = QString::fromStdString(toString(m_parts.scene->maze().size()));
    row.solver = figures.solver;
    row.found = figures.found;
    row.gaveUp = figures.gaveUp;
    row.pathLength = figures.pathLength;
    row.pathCost = figures.pathCost;
    row.percentSearched = searchedPercent(figures.searched, figures.cells);
    row.searched = figures.searched;
    row.expanded = figures.expanded;
    row.maxFrontier = figures.maxFrontier;
    row.steps = figures.steps;
    row.algorithmTimeNs = figures.algorithmTimeNs.value_or(0);
    row.optimum = m_optimum;
    m_parts.results->addRow(row);
}

void RunController::updateActions() {
    const Animator::State state = m_parts.animator->state();
    const bool running =
        state == Animator::State::Running || otherState() == StepPacer::State::Running;
    m_animation.playPause->setText(running ? tr("&Pause") : tr("&Play"));
    m_animation.playPause->setIcon(commandIcon(running ? "pause" : "play"));
    m_animation.reset->setEnabled(state != Animator::State::Idle || m_parts.scene->hasOverlay() ||
                                  otherState() != StepPacer::State::Idle);
    m_parts.view->setEditingEnabled(m_parts.animator->job() != Animator::Job::Generation ||
                                    state == Animator::State::Finished);
}

// "19 x 19", "hexagonal 12 x 10", "polar, 8 rings".
QString RunController::sizeText(const Maze& maze) {
    if (maze.shapeKind() == ShapeKind::Polar)
        return tr("polar, %1 rings").arg(maze.height());
    const QString cells = tr("%1 x %2").arg(maze.width()).arg(maze.height());
    return maze.shapeKind() == ShapeKind::Square
               ? cells
               : fromStd(shapeWord(maze.shapeKind())) + QLatin1Char(' ') + cells;
}

QString RunController::mazeDescription() const {
    const Maze& maze = m_parts.scene->maze();
    QString description;
    if (const auto& p = m_parts.scene->provenance()) {
        const GeneratorInfo* g = findGenerator(p->generator);
        description =
            tr("%1, %2, seed %3")
                .arg(g ? fromStd(g->name) : QString::fromStdString(p->generator), sizeText(maze))
                .arg(p->seed);
        for (const std::string& param : p->params)
            description += QStringLiteral(", ") + QString::fromStdString(param);
        for (const std::string& shape : p->shaping)
            description += QStringLiteral(", ") + QString::fromStdString(shape);
    } else {
        description = tr("%1 maze").arg(sizeText(maze));
    }
    return description + tr("; start %1,%2, goal %3,%4")
                             .arg(maze.start().x)
                             .arg(maze.start().y)
                             .arg(maze.goal().x)
                             .arg(maze.goal().y);
}

QString RunController::stateText() const {
    const Animator& animator = *m_parts.animator;
    const bool generation = animator.job() == Animator::Job::Generation;
    const QString steps = formatCount(animator.stepsDone());
    switch (animator.state()) {
    case Animator::State::Idle:
        break;
    case Animator::State::Running:
        return generation ? tr("Generating… step %1").arg(steps)
                          : tr("Solving… step %1").arg(steps);
    case Animator::State::Paused:
        return tr("Paused at step %1").arg(steps);
    case Animator::State::Finished:
        if (!generation && animator.figures().found && m_optimum) {
            RunFigures figures = animator.figures();
            figures.optimum = m_optimum;
            return tr("Path found: cost %1, %2")
                .arg(costFigure(*figures.pathCost), optimumNoteOf(figures).text);
        }
        return generation                 ? tr("Maze ready")
               : animator.figures().found  ? tr("Path found")
               : animator.figures().gaveUp ? tr("Gave up")
                                           : tr("No path");
    }
    return tr("Ready");
}

void RunController::updateStatus() {
    m_mazeLabel->setText(mazeDescription());
    m_stateLabel->setText(stateText());
}

} // namespace mazelab::ui
