#include "ui/race/race_controller.hpp"

#include "core/navigate.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#include "ui/animation/solve_drawing.hpp"
#include "ui/view/agent_layer.hpp"
#include "ui/view/maze_scene.hpp"
#include "ui/widgets/number_text.hpp"
#include "ui/widgets/qt_text.hpp"

#include <QElapsedTimer>

#include <algorithm>
#include <cmath>

namespace mazelab::ui {

struct RaceController::Impl {
    struct Lane {
        const SolverInfo* solver = nullptr;
        ParamValues params;
        MazeScene* scene = nullptr; // a child of the controller
        SolveSteps steps;
        bool done = false;
        RunFigures figures;
        // Agent mode: the walk, its figures, the NavSteps applied and its drawing.
        NavSteps walk;
        AgentFigures agent;
        std::int64_t navSteps = 0;
        std::unique_ptr<AgentLayer> layer = std::make_unique<AgentLayer>();
    };
    // The raced maze; the coroutines read it, so it lives as long as they do.
    Maze maze{Size{19, 19}};
    bool unitCosts = true; // maze.hasUnitCosts(), kept: asking costs a pass over the maze
    Diagonal rule = Diagonal::Never;
    [[nodiscard]] bool byCost() const { return !unitCosts || rule != Diagonal::Never; }
    std::vector<Lane> lanes;
    std::vector<int> finishOrder;
    mutable std::optional<Reference> reference;
    bool agentMode = false;
    int sensorRadius = 1;
    // The shortest path of the fully known maze under `rule`, for the agents' routes: measured
    // once per maze and movement, when the first agent finishes.
    std::optional<NavigateResult> shortest;

    [[nodiscard]] NavigateRequest request(const Lane& lane) const {
        return {.planner = lane.solver,
                .params = lane.params,
                .rule = rule,
                .sensorRadius = sensorRadius};
    }
    [[nodiscard]] AgentFigures agentBefore(const Lane& lane) const {
        AgentFigures f;
        f.planner = QString::fromStdString(
            nameWithParams(lane.solver->name, lane.solver->params, lane.params));
        f.sensorRadius = sensorRadius;
        return f;
    }
};

namespace {

// A lane's figures before its first step, its solver named with the values it races with.
RunFigures laneFigures(const SolverInfo& solver, const ParamValues& params, const Maze& maze) {
    RunFigures figures = figuresBeforeFirstStep(solver, maze);
    figures.solver = QString::fromStdString(nameWithParams(solver.name, solver.params, params));
    return figures;
}

} // namespace

RaceController::RaceController(QObject* parent)
    : QObject(parent), m_impl(std::make_unique<Impl>()) {
    m_pacer.setSpeed(Speed{Speed::Mode::PerSecond, 100});
}

RaceController::~RaceController() {
    for (Impl::Lane& lane : m_impl->lanes) {
        lane.steps = {}; // the coroutine frames go before the maze they read
        lane.walk = {};
    }
}

QString RaceController::solverCountError(int count) {
    if (count >= kMinLanes && count <= kMaxLanes)
        return {};
    return tr("Pick %1 to %2 solvers to race (%3 chosen).")
        .arg(kMinLanes)
        .arg(kMaxLanes)
        .arg(count);
}

QString RaceController::setSolvers(std::span<const SolverInfo* const> solvers,
                                   std::span<const ParamValues> params) {
    if (QString error = solverCountError(int(solvers.size())); !error.isEmpty())
        return error;
    reset();
    for (Impl::Lane& lane : m_impl->lanes)
        lane.scene->deleteLater(); // its view may still be painting; it goes with lanesChanged
    // The old lanes' agent layers stay until their views have gone (lanesChanged).
    std::vector<Impl::Lane> old = std::move(m_impl->lanes);
    m_impl->lanes.clear();
    for (std::size_t i = 0; i < solvers.size(); ++i) {
        const SolverInfo* solver = solvers[i];
        Impl::Lane lane;
        lane.solver = solver;
        lane.params = i < params.size() ? params[i] : ParamValues{};
        lane.scene = new MazeScene(this);
        lane.scene->setMaze(m_impl->maze, std::nullopt);
        lane.figures = laneFigures(*lane.solver, lane.params, m_impl->maze);
        lane.agent = m_impl->agentBefore(lane);
        m_impl->lanes.push_back(std::move(lane));
    }
    emit lanesChanged();
    old.clear();
    emit progressed();
    return {};
}

void RaceController::setMaze(const Maze& maze) {
    if (maze == m_impl->maze)
        return;
    reset();
    m_impl->maze = maze;
    m_impl->unitCosts = maze.hasUnitCosts();
    m_impl->reference.reset();
    m_impl->shortest.reset();
    for (Impl::Lane& lane : m_impl->lanes) {
        lane.scene->setMaze(maze, std::nullopt);
        lane.figures.cells = maze.activeCellCount();
    }
    emit mazeChanged();
    emit progressed();
}

const Maze& RaceController::maze() const { return m_impl->maze; }
int RaceController::laneCount() const { return int(m_impl->lanes.size()); }
const SolverInfo& RaceController::solver(int lane) const {
    return *m_impl->lanes.at(std::size_t(lane)).solver;
}

const ParamValues& RaceController::params(int lane) const {
    return m_impl->lanes.at(std::size_t(lane)).params;
}
MazeScene* RaceController::scene(int lane) const {
    return m_impl->lanes.at(std::size_t(lane)).scene;
}
const RunFigures& RaceController::figures(int lane) const {
    return m_impl->lanes.at(std::size_t(lane)).figures;
}
void RaceController::setAgentMode(bool on) {
    if (on == m_impl->agentMode)
        return;
    reset(); // the lanes' figures and drawing of the other mode go
    m_impl->agentMode = on;
    emit progressed();
}

bool RaceController::agentMode() const {
    return m_impl->agentMode;
}

QString RaceController::setSensorRadius(int radius) {
    if (const std::string error = sensorRadiusError(radius); !error.empty())
        return fromStd(error);
    if (radius == m_impl->sensorRadius)
        return {};
    if (m_impl->agentMode)
        reset();
    m_impl->sensorRadius = radius;
    for (Impl::Lane& lane : m_impl->lanes)
        lane.agent.sensorRadius = radius;
    emit progressed();
    return {};
}

int RaceController::sensorRadius() const {
    return m_impl->sensorRadius;
}

QString RaceController::agentProblem() const {
    std::string first;
    for (const Impl::Lane& lane : m_impl->lanes) {
        std::string problem = navigateError(m_impl->maze, m_impl->request(lane));
        if (problem.empty())
            return {};
        if (first.empty())
            first = std::move(problem);
    }
    return fromStd(first);
}

const AgentFigures& RaceController::agentFigures(int lane) const {
    return m_impl->lanes.at(std::size_t(lane)).agent;
}

std::int64_t RaceController::agentSteps(int lane) const {
    return m_impl->lanes.at(std::size_t(lane)).navSteps;
}

AgentLayer* RaceController::agentLayer(int lane) const {
    return m_impl->lanes.at(std::size_t(lane)).layer.get();
}

bool RaceController::finished(int lane) const { return m_impl->lanes.at(std::size_t(lane)).done; }
const std::vector<int>& RaceController::finishOrder() const { return m_impl->finishOrder; }

const RaceController::Reference& RaceController::reference() const {
    if (!m_impl->reference) {
        // On unit costs every shortest path has BFS's length; with costs, the cheapest path has
        // Dijkstra's cost (docs/semantics.md). The core's own un-animated runs, on the raced copy.
        const Maze& maze = m_impl->maze;
        const bool byCost = m_impl->byCost();
        const SolveStats stats =
            solveMaze(solverById(byCost ? "dijkstra" : "bfs"), maze, {}, m_impl->rule).stats;
        Reference reference{byCost, std::nullopt};
        if (stats.found)
            reference.best = byCost ? stats.cost().value() : double(stats.pathLength);
        m_impl->reference = reference;
    }
    return *m_impl->reference;
}

bool RaceController::byCost() const {
    return m_impl->byCost();
}

void RaceController::setMovement(Diagonal rule) {
    if (rule == m_impl->rule)
        return;
    reset();
    m_impl->rule = rule;
    m_impl->reference.reset();
    m_impl->shortest.reset();
    emit mazeChanged();
    emit progressed();
}

Diagonal RaceController::movement() const {
    return m_impl->rule;
}

bool RaceController::foundBest(int lane) const {
    const RunFigures& f = figures(lane);
    if (!finished(lane) || !f.found)
        return false;
    const Reference& r = reference();
    if (!r.best)
        return false;
    // Costs with diagonal moves are irrational sums: equal to within rounding.
    return r.byCost ? f.pathCost && std::abs(f.pathCost->value() - *r.best) < 1e-9
                    : f.pathLength && double(*f.pathLength) == *r.best;
}

void RaceController::enteredState(State, State to) {
    const RunFigures::Phase phase = to == State::Running  ? RunFigures::Phase::Running
                                    : to == State::Paused ? RunFigures::Phase::Paused
                                                          : RunFigures::Phase::None;
    for (Impl::Lane& lane : m_impl->lanes)
        if (!lane.done)
            lane.figures.phase = phase;
    emit stateChanged(to);
}

void RaceController::clearLanes() {
    for (Impl::Lane& lane : m_impl->lanes) {
        lane.steps = {}; // destroying a coroutine frees everything it held
        lane.walk = {};
        lane.done = false;
        lane.figures = laneFigures(*lane.solver, lane.params, m_impl->maze);
        lane.agent = m_impl->agentBefore(lane);
        lane.navSteps = 0;
        lane.layer->clear();
        lane.scene->clearOverlay();
        lane.scene->flush();
    }
    m_impl->finishOrder.clear();
    m_stepsDone = 0;
    m_ticks = 0;
}

void RaceController::start() {
    clearLanes();
    m_pacer.setState(State::Idle); // a finished race is over
    if (m_impl->agentMode) {
        startAgents();
        return;
    }
    for (Impl::Lane& lane : m_impl->lanes) {
        try {
            lane.steps = lane.solver->start(m_impl->maze, lane.params, m_impl->rule);
        } catch (const Error& e) { // a movement or maze the solver refuses: its reason
            lane.done = true;
            lane.figures.phase = RunFigures::Phase::Finished;
            lane.figures.reason = QString::fromStdString(e.what());
            m_impl->finishOrder.push_back(int(&lane - m_impl->lanes.data()));
        }
    }
}

void RaceController::startAgents() {
    for (std::size_t i = 0; i < m_impl->lanes.size(); ++i) {
        Impl::Lane& lane = m_impl->lanes[i];
        const NavigateRequest request = m_impl->request(lane);
        // A walk that cannot start ends at once, with navigate's reason.
        if (const std::string problem = navigateError(m_impl->maze, request); !problem.empty()) {
            lane.done = true;
            lane.agent.finished = true;
            lane.agent.reason = fromStd(problem);
            m_impl->finishOrder.push_back(int(i));
            continue;
        }
        lane.walk = navigate(m_impl->maze, request);
    }
}

bool RaceController::advanceAgent(int index, std::int64_t n) {
    Impl::Lane& lane = m_impl->lanes[std::size_t(index)];
    AgentFigures& f = lane.agent;
    const NavStep* s = nullptr;
    try {
        for (std::int64_t k = 0; k < n; ++k) {
            s = lane.walk.next();
            if (!s) // cannot happen: Arrived or NoPath ends the walk
                break;
            ++lane.navSteps;
            if (s->isLast())
                break;
        }
    } catch (const std::exception& e) { // a planner's failure ends the lane, said
        f.finished = true;
        f.reason = fromStd(e.what());
        return true;
    }
    if (!s)
        return true;
    f.moves = s->counters.moves;
    f.replans = s->counters.replans;
    f.expanded = s->counters.expanded;
    f.bumps = s->counters.bumps;
    lane.layer->setPicture(agentPictureOf(*s));
    if (!s->isLast())
        return false;
    f.finished = true;
    f.arrived = s->kind == NavStep::Kind::Arrived;
    f.reason = fromStd(s->reason);
    // The route against the shortest path of the fully known maze, as navigateMaze measures it.
    const std::vector<CellIndex> route(s->trail.begin(), s->trail.end());
    const PathCost routeCost = pathCostOf(m_impl->maze, route);
    f.routeMoves = std::int64_t(route.size()) - 1;
    f.routeCost = routeCost.value();
    f.routeCostText = costFigure(routeCost);
    if (!m_impl->shortest) {
        m_impl->shortest.emplace();
        measureShortest(m_impl->maze, m_impl->rule, *m_impl->shortest);
    }
    const NavigateResult& best = *m_impl->shortest;
    f.shortestFound = best.shortestFound;
    f.shortestMoves = best.shortestMoves;
    f.shortestCost = best.shortestCost.value();
    f.shortestCostText = costFigure(best.shortestCost);
    return true;
}

void RaceController::play() {
    if (laneCount() < kMinLanes)
        return;
    if (state() == State::Idle || state() == State::Finished)
        start();
    m_pacer.setState(State::Running);
}

void RaceController::pause() { m_pacer.pause(); }

void RaceController::togglePlay() {
    if (state() == State::Running)
        pause();
    else
        play();
}

void RaceController::step() {
    if (laneCount() < kMinLanes)
        return;
    if (state() == State::Idle || state() == State::Finished) {
        start();
        m_pacer.setState(State::Paused);
    }
    if (!m_pacer.step())
        return;
    advance(1);
    flushScenes();
    emit progressed();
}

void RaceController::reset() {
    const bool wasIdle = state() == State::Idle && m_stepsDone == 0;
    clearLanes();
    m_pacer.setState(State::Idle);
    if (!wasIdle)
        emit progressed();
}

void RaceController::setSpeed(const Speed& speed) {
    m_pacer.setSpeed(speed.mode == Speed::Mode::Instant ? Speed{Speed::Mode::Unlimited, 0}
                                                        : speed);
}

std::int64_t RaceController::fastestStepsPerTick() const {
    // No more than a sixteenth of the maze's cells: even a small race then lasts some frames, so
    // that it is seen to run and the chart has lines to draw, not one point each.
    return std::max<std::int64_t>(64, std::int64_t(m_impl->maze.cellCount()) / 16);
}

void RaceController::applyTick(StepPacer::Quota quota) {
    std::int64_t n = quota.steps;
    if (speed().mode != Speed::Mode::PerSecond) {
        // Lock-step lanes cannot stop part-way through a tick: the time slice becomes a count,
        // at the last measured cost per step.
        const auto running = std::max<std::int64_t>(
            1, std::count_if(m_impl->lanes.begin(), m_impl->lanes.end(),
                             [](const Impl::Lane& l) { return !l.done; }));
        const auto fit = std::int64_t(double(quota.budgetNs) / (m_nsPerLaneStep * double(running)));
        n = std::clamp<std::int64_t>(fit, 1, quota.steps);
    }
    if (n == 0)
        return;
    ++m_ticks;
    advance(n);
    flushScenes();
    emit progressed();
}

void RaceController::advance(std::int64_t n) {
    QElapsedTimer clock;
    clock.start();
    std::int64_t applied = 0;
    std::vector<int> finishedNow;
    for (std::size_t i = 0; i < m_impl->lanes.size(); ++i) {
        Impl::Lane& lane = m_impl->lanes[i];
        if (m_impl->agentMode) {
            if (lane.done || !lane.walk.valid())
                continue;
            const std::int64_t before = lane.navSteps;
            lane.done = advanceAgent(int(i), n);
            applied += lane.navSteps - before;
            if (lane.done) {
                lane.walk = {};
                m_impl->finishOrder.push_back(int(i));
                finishedNow.push_back(int(i));
            }
            continue;
        }
        if (lane.done || !lane.steps.valid())
            continue;
        for (std::int64_t k = 0; k < n; ++k) {
            const SolveStep* s = lane.steps.next();
            if (!s) { // cannot happen: the last step ends the lane
                lane.done = true;
                break;
            }
            drawSolveStep(*lane.scene, *s);
            countSolveStep(lane.figures, m_impl->maze, *s);
            ++applied;
            if (s->isLast()) {
                lane.done = true;
                break;
            }
        }
        if (lane.done) {
            lane.figures.phase = RunFigures::Phase::Finished;
            lane.steps = {};
            m_impl->finishOrder.push_back(int(i));
            finishedNow.push_back(int(i));
        }
    }
    if (applied > 0)
        m_nsPerLaneStep = std::max(20.0, double(clock.nsecsElapsed()) / double(applied));
    const bool allDone = std::all_of(m_impl->lanes.begin(), m_impl->lanes.end(),
                                     [](const Impl::Lane& l) { return l.done; });
    if (allDone) {
        std::int64_t longest = 0;
        for (const Impl::Lane& lane : m_impl->lanes)
            longest = std::max(longest, m_impl->agentMode ? lane.navSteps : lane.figures.steps);
        m_stepsDone = longest;
    } else {
        m_stepsDone += n;
    }
    for (int lane : finishedNow)
        emit laneFinished(lane);
    if (allDone)
        m_pacer.setState(State::Finished);
}

void RaceController::flushScenes() {
    for (Impl::Lane& lane : m_impl->lanes)
        lane.scene->flush();
}

} // namespace mazelab::ui
