#include "ui/agent/agent_controller.hpp"

#include "core/navigate.hpp"
#include "ui/animation/animator.hpp"
#include "ui/panels/control_panel.hpp"
#include "ui/panels/panel_docks.hpp"
#include "ui/view/agent_layer.hpp"
#include "ui/view/maze_scene.hpp"
#include "ui/view/maze_view.hpp"
#include "ui/widgets/error_box.hpp"
#include "ui/widgets/number_text.hpp"
#include "ui/widgets/qt_text.hpp"

#include <QAction>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QMainWindow>
#include <QScrollArea>
#include <QStatusBar>

#include <exception>
#include <limits>

namespace mazelab::ui {

// The walk under way: its own copy of the maze (navigate reads it until the last step), the
// request and the steps. `step` is the last step taken, valid until the next is pulled.
struct AgentController::Walk {
    Maze truth;
    NavigateRequest request;
    NavSteps steps;
    const NavStep* step = nullptr;
    std::int64_t taken = 0; // the steps pulled so far
    std::uint64_t mazeRevision = 0;

    Walk(Maze maze, const NavigateRequest& r, std::uint64_t revision)
        : truth(std::move(maze)), request(r), steps(navigate(truth, request)),
          mazeRevision(revision) {}
};

AgentController::AgentController(QMainWindow& window, const Parts& parts)
    : QObject(&window), m_window(window), m_parts(parts), m_layer(std::make_unique<AgentLayer>()) {
    m_walkAction = new QAction(tr("&Walk as an agent in an unknown maze"), this);
    m_walkAction->setObjectName(QStringLiteral("agentWalkAction"));
    m_walkAction->setIconText(tr("Walk")); // the dock's button
    m_walkAction->setShortcut(QKeySequence(Qt::Key_W));
    m_walkAction->setStatusTip(tr("An agent walks to the goal seeing only its sensor radius, "
                                  "planning with the chosen pathfinder"));
    window.addAction(m_walkAction); // works with the menu bar hidden
    m_pauseAction = new QAction(tr("Pause"), this);
    m_pauseAction->setObjectName(QStringLiteral("agentPauseAction"));
    m_stepAction = new QAction(tr("Step"), this);
    m_stepAction->setObjectName(QStringLiteral("agentStepAction"));
    m_stopAction = new QAction(tr("Stop"), this);
    m_stopAction->setObjectName(QStringLiteral("agentStopAction"));

    m_panel = new AgentPanel(&window);
    m_panel->setObjectName(QStringLiteral("agentPanel"));
    m_panel->setActions(m_walkAction, m_pauseAction, m_stepAction, m_stopAction);
    m_dock = new QDockWidget(tr("Agent"), &window);
    m_dock->setObjectName(QStringLiteral("agentDock"));
    m_dock->setWidget(scrolling(m_panel)); // a short window scrolls it rather than cutting it
    QAction* toggle = m_dock->toggleViewAction();
    toggle->setText(tr("&Agent"));
    toggle->setStatusTip(tr("The agent in an unknown maze: its sensor radius and figures"));
    window.addDockWidget(Qt::RightDockWidgetArea, m_dock);
    m_dock->hide();

    m_parts.view->addLayer(m_layer.get());

    connect(m_walkAction, &QAction::triggered, this, &AgentController::walk);
    connect(m_pauseAction, &QAction::triggered, this, &AgentController::playPause);
    connect(m_stepAction, &QAction::triggered, this, &AgentController::stepOnce);
    connect(m_stopAction, &QAction::triggered, this, &AgentController::stop);
    connect(m_panel, &AgentPanel::sensorRadiusChanged, this,
            [this](int radius) { m_panel->setRadiusProblem(fromStd(sensorRadiusError(radius))); });
    connect(m_parts.controls, &ControlPanel::speedChanged, this, &AgentController::applySpeed);
    // Whatever changes the maze, or starts another run on it, ends the walk.
    MazeScene* scene = m_parts.scene;
    connect(scene, &MazeScene::mazeReplaced, this, &AgentController::stop);
    connect(scene, &MazeScene::endpointsChanged, this, &AgentController::stop);
    connect(scene, &MazeScene::changed, this, [this] {
        if (m_walk && m_parts.scene->mazeRevision() != m_walk->mazeRevision)
            stop();
    });
    connect(m_parts.animator, &Animator::stateChanged, this, [this](Animator::State s) {
        if (s != Animator::State::Idle)
            stop();
    });
    updateActions();
}

AgentController::~AgentController() {
    m_parts.view->removeLayer(m_layer.get());
}

bool AgentController::walk() {
    return begin(m_parts.controls->solver(), m_parts.controls->solverParams(),
                 m_parts.controls->movement(), m_panel->sensorRadius());
}

bool AgentController::startWalk(const SolverInfo& planner, const ParamValues& params, Diagonal rule,
                                int radius) {
    m_panel->setSensorRadius(radius);
    if (!begin(planner, params, rule, radius))
        return false;
    if (m_pacer.state() == State::Running)
        m_pacer.setState(State::Paused);
    return true;
}

void AgentController::walkTo(std::int64_t steps) {
    if (m_walk && steps > m_walk->taken)
        advance(steps - m_walk->taken, std::numeric_limits<std::int64_t>::max());
}

std::int64_t AgentController::stepsTaken() const {
    return m_walk ? m_walk->taken : 0;
}

bool AgentController::begin(const SolverInfo& planner, const ParamValues& params, Diagonal rule,
                            int radius) {
    const Animator& animator = *m_parts.animator;
    if (animator.job() == Animator::Job::Generation && animator.state() != State::Finished) {
        refuse(tr("the maze is still being generated"));
        return false;
    }
    if (const std::string problem = sensorRadiusError(radius); !problem.empty()) {
        refuse(fromStd(problem));
        return false;
    }
    const NavigateRequest request{
        .planner = &planner, .params = params, .rule = rule, .sensorRadius = radius};
    const Maze& maze = m_parts.scene->maze();
    if (const std::string problem = navigateError(maze, request); !problem.empty()) {
        refuse(fromStd(problem));
        return false;
    }
    stop();
    m_parts.animator->reset(); // a solve's drawing would mix with the walk's
    m_walk = std::make_unique<Walk>(maze, request, m_parts.scene->mazeRevision());
    m_pauseAt = std::numeric_limits<std::int64_t>::max();
    m_figures = AgentFigures{};
    m_figures.planner = fromStd(planner.name);
    m_figures.sensorRadius = radius;
    m_dock->show();
    m_dock->raise();
    applySpeed();
    advance(1, StepPacer::kTickBudgetNs); // the first plan, drawn at once
    if (m_walk && m_pacer.state() == State::Idle)
        m_pacer.setState(State::Running);
    return true;
}

void AgentController::playTo(std::int64_t steps) {
    if (!m_walk || m_pacer.state() == State::Finished || steps <= m_walk->taken)
        return;
    m_pauseAt = steps;
    m_pacer.setState(State::Running);
}

void AgentController::playPause() {
    m_pauseAt = std::numeric_limits<std::int64_t>::max(); // the user's Resume goes on
    if (m_walk)
        m_pacer.togglePlay();
}

void AgentController::stepOnce() {
    if (m_walk && m_pacer.step())
        advance(1, StepPacer::kTickBudgetNs);
}

void AgentController::stop() {
    const bool had = m_walk || !m_layer->picture().empty();
    m_walk.reset();
    m_layer->clear();
    m_figures = AgentFigures{};
    m_panel->clearFigures();
    m_pacer.setState(State::Idle);
    if (had) {
        m_parts.view->update();
        m_window.statusBar()->clearMessage();
        emit progressed();
    }
    updateActions();
}

void AgentController::applyTick(StepPacer::Quota quota) {
    if (!m_walk || quota.steps <= 0)
        return;
    advance(std::min(quota.steps, m_pauseAt - m_walk->taken), quota.budgetNs);
    if (m_walk && m_walk->taken >= m_pauseAt && m_pacer.state() == State::Running)
        m_pacer.setState(State::Paused);
}

void AgentController::enteredState(State, State to) {
    updateActions();
    if (m_walk)
        m_panel->showStatus(statusWord());
    emit stateChanged(to);
}

void AgentController::advance(std::int64_t count, std::int64_t budgetNs) {
    if (!m_walk || m_pacer.state() == State::Finished)
        return;
    QElapsedTimer clock;
    clock.start();
    try {
        for (std::int64_t i = 0; i < count; ++i) {
            m_walk->step = m_walk->steps.next();
            m_walk->taken += m_walk->step ? 1 : 0;
            if (!m_walk->step || m_walk->step->isLast() || clock.nsecsElapsed() > budgetNs)
                break;
        }
    } catch (const std::exception& e) {
        const QString message = fromStd(e.what());
        stop();
        refuse(message);
        return;
    }
    show();
    if (!m_walk->step || m_walk->step->isLast())
        finish();
}

void AgentController::show() {
    const NavStep* s = m_walk->step;
    if (!s)
        return;
    m_layer->setPicture(agentPictureOf(*s));
    m_figures.moves = s->counters.moves;
    m_figures.replans = s->counters.replans;
    m_figures.expanded = s->counters.expanded;
    m_figures.bumps = s->counters.bumps;
    m_panel->showFigures(m_figures);
    m_panel->showStatus(statusWord());
    m_window.statusBar()->showMessage(tr("Agent: ") + summary());
    m_parts.view->update();
    emit progressed();
}

void AgentController::finish() {
    const NavStep* s = m_walk->step;
    m_figures.finished = true;
    if (s) {
        m_figures.arrived = s->kind == NavStep::Kind::Arrived;
        m_figures.reason = fromStd(s->reason);
        NavigateResult result;
        result.route.assign(s->trail.begin(), s->trail.end());
        result.routeCost = pathCostOf(m_walk->truth, result.route);
        measureShortest(m_walk->truth, m_walk->request.rule, result);
        m_figures.routeMoves = std::int64_t(result.route.size()) - 1;
        m_figures.routeCost = result.routeCost.value();
        m_figures.routeCostText = costFigure(result.routeCost);
        m_figures.shortestFound = result.shortestFound;
        m_figures.shortestMoves = result.shortestMoves;
        m_figures.shortestCost = result.shortestCost.value();
        m_figures.shortestCostText = costFigure(result.shortestCost);
    }
    m_panel->showFigures(m_figures);
    m_window.statusBar()->showMessage(tr("Agent: ") + summary());
    m_pacer.setState(State::Finished); // its status: arrived, or no path and why
    emit progressed();
}

void AgentController::applySpeed() {
    m_pacer.setSpeed(m_parts.controls->speed(m_parts.scene->maze().size()));
}

void AgentController::updateActions() {
    const State s = m_pacer.state();
    m_pauseAction->setEnabled(s == State::Running || s == State::Paused);
    m_pauseAction->setText(s == State::Paused ? tr("Resume") : tr("Pause"));
    m_stepAction->setEnabled(s == State::Running || s == State::Paused);
    m_stopAction->setEnabled(m_walk != nullptr || !m_layer->picture().empty());
}

void AgentController::refuse(const QString& message) {
    showErrorBox(m_window, tr("Cannot walk as an agent"), message);
}

QString AgentController::statusWord() const {
    if (m_figures.finished)
        return m_figures.arrived ? tr("arrived") : tr("no path: %1").arg(m_figures.reason);
    if (m_pacer.state() == State::Paused)
        return tr("paused");
    if (!m_walk || !m_walk->step)
        return tr("ready");
    switch (m_walk->step->kind) {
    case NavStep::Kind::Bump:
        return tr("bumped into a wall it could not see");
    case NavStep::Kind::Replan:
        return tr("replanned: a wall it found blocked its plan");
    case NavStep::Kind::Plan:
        return tr("planned on what it has seen");
    default:
        return tr("walking");
    }
}

QString AgentController::summary() const {
    const AgentFigures& f = m_figures;
    QString text = tr("%1, sensor radius %2: %3 moves, %4 replans, %5 cells expanded, %6 bumps")
                       .arg(f.planner)
                       .arg(f.sensorRadius)
                       .arg(formatCount(f.moves), formatCount(f.replans), formatCount(f.expanded),
                            formatCount(f.bumps));
    if (!f.finished)
        return text;
    if (!f.arrived)
        return text + tr("; no path: %1").arg(f.reason);
    text += tr("; arrived, route cost %1").arg(f.routeCostText);
    if (f.shortestFound)
        text += tr(" against the shortest %1").arg(f.shortestCostText);
    return text;
}

} // namespace mazelab::ui
