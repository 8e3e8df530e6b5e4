#include "ui/race/race_controller.hpp"

#include "core/registry.hpp"
#include "core/run.hpp"
#include "ui/animation/solve_drawing.hpp"
#include "ui/view/maze_scene.hpp"

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
    };
    // The raced maze; the coroutines read it, so it lives as long as they do.
    Maze maze{Size{19, 19}};
    bool unitCosts = true; // maze.hasUnitCosts(), kept: asking costs a pass over the maze
    Diagonal rule = Diagonal::Never;
    [[nodiscard]] bool byCost() const { return !unitCosts || rule != Diagonal::Never; }
    std::vector<Lane> lanes;
    std::vector<int> finishOrder;
    mutable std::optional<Reference> reference;
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
    for (Impl::Lane& lane : m_impl->lanes)
        lane.steps = {}; // the coroutine frames go before the maze they read
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
    m_impl->lanes.clear();
    for (std::size_t i = 0; i < solvers.size(); ++i) {
        const SolverInfo* solver = solvers[i];
        Impl::Lane lane;
        lane.solver = solver;
        lane.params = i < params.size() ? params[i] : ParamValues{};
        lane.scene = new MazeScene(this);
        lane.scene->setMaze(m_impl->maze, std::nullopt);
        lane.figures = laneFigures(*lane.solver, lane.params, m_impl->maze);
        m_impl->lanes.push_back(std::move(lane));
    }
    emit lanesChanged();
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
        lane.done = false;
        lane.figures = laneFigures(*lane.solver, lane.params, m_impl->maze);
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
            longest = std::max(longest, lane.figures.steps);
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
