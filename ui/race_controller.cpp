#include "ui/race_controller.hpp"

#include "core/registry.hpp"
#include "core/run.hpp"
#include "ui/maze_scene.hpp"
#include "ui/solve_drawing.hpp"

#include <QElapsedTimer>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <limits>

namespace mazelab::ui {
namespace {

constexpr int kFrameMs = 16;
// Wall time one Fastest tick may spend on steps, all lanes together, so that painting and input
// get their turn.
constexpr std::int64_t kTickBudgetNs = 12'000'000;

QString name(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

} // namespace

struct RaceController::Impl {
    struct Lane {
        const SolverInfo* solver = nullptr;
        MazeScene* scene = nullptr; // a child of the controller
        std::optional<SolveSteps> steps;
        SolveSteps::iterator at;
        bool started = false; // begin() called
        bool done = false;
        RunFigures figures;
    };
    // The raced maze; the coroutines read it, so it lives as long as they do.
    Maze maze{Size{19, 19}};
    bool byCost = false; // !maze.hasUnitCosts(), kept: asking costs a pass over the maze
    std::vector<Lane> lanes;
    std::vector<int> finishOrder;
    mutable std::optional<Reference> reference;
    QTimer timer;
    QElapsedTimer sinceTick;
};

RaceController::RaceController(QObject* parent)
    : QObject(parent), m_impl(std::make_unique<Impl>()) {
    m_impl->timer.setTimerType(Qt::PreciseTimer);
    connect(&m_impl->timer, &QTimer::timeout, this, &RaceController::tick);
}

RaceController::~RaceController() {
    m_impl->timer.stop();
    for (Impl::Lane& lane : m_impl->lanes)
        lane.steps.reset(); // the coroutine frames go before the maze they read
}

QString RaceController::solverCountError(int count) {
    if (count >= kMinLanes && count <= kMaxLanes)
        return {};
    return tr("Pick %1 to %2 solvers to race (%3 chosen).")
        .arg(kMinLanes)
        .arg(kMaxLanes)
        .arg(count);
}

QString RaceController::setSolvers(std::span<const SolverInfo* const> solvers) {
    if (QString error = solverCountError(int(solvers.size())); !error.isEmpty())
        return error;
    reset();
    for (Impl::Lane& lane : m_impl->lanes)
        lane.scene->deleteLater(); // its view may still be painting; it goes with lanesChanged
    m_impl->lanes.clear();
    for (const SolverInfo* solver : solvers) {
        Impl::Lane lane;
        lane.solver = solver;
        lane.scene = new MazeScene(this);
        lane.scene->setMaze(m_impl->maze, std::nullopt);
        lane.figures.solver = name(solver->name);
        lane.figures.cells = m_impl->maze.activeCellCount();
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
    m_impl->byCost = !maze.hasUnitCosts();
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
        // Dijkstra's cost (SEMANTICS.md). The core's own un-animated runs, on the raced copy.
        const Maze& maze = m_impl->maze;
        const bool byCost = m_impl->byCost;
        const SolveStats stats = solveMaze(solverById(byCost ? "dijkstra" : "bfs"), maze).stats;
        Reference reference{byCost, std::nullopt};
        if (stats.found)
            reference.best = byCost ? stats.pathCost : stats.pathLength;
        m_impl->reference = reference;
    }
    return *m_impl->reference;
}

bool RaceController::byCost() const { return m_impl->byCost; }

bool RaceController::foundBest(int lane) const {
    const RunFigures& f = figures(lane);
    if (!finished(lane) || !f.found)
        return false;
    const Reference& r = reference();
    return r.best && (r.byCost ? f.pathCost : f.pathLength) == r.best;
}

void RaceController::setState(State state) {
    if (state == m_state)
        return;
    m_state = state;
    const RunFigures::Phase phase = state == State::Running  ? RunFigures::Phase::Running
                                    : state == State::Paused ? RunFigures::Phase::Paused
                                                             : RunFigures::Phase::None;
    for (Impl::Lane& lane : m_impl->lanes)
        if (!lane.done)
            lane.figures.phase = phase;
    if (state == State::Running) {
        m_due = 0;
        m_impl->sinceTick.start();
        m_impl->timer.start(m_speed.mode == Speed::Mode::PerSecond ? kFrameMs : 0);
    } else {
        m_impl->timer.stop();
    }
    emit stateChanged(state);
}

void RaceController::clearLanes() {
    m_impl->timer.stop();
    for (Impl::Lane& lane : m_impl->lanes) {
        lane.steps.reset(); // destroying a coroutine frees everything it held
        lane.started = false;
        lane.done = false;
        const QString solver = lane.figures.solver;
        lane.figures = RunFigures{};
        lane.figures.solver = solver;
        lane.figures.cells = m_impl->maze.activeCellCount();
        lane.scene->clearOverlay();
        lane.scene->flush();
    }
    m_impl->finishOrder.clear();
    m_stepsDone = 0;
    m_ticks = 0;
}

void RaceController::start() {
    clearLanes();
    for (Impl::Lane& lane : m_impl->lanes)
        lane.steps.emplace(lane.solver->create(m_impl->maze));
}

void RaceController::play() {
    if (laneCount() < kMinLanes)
        return;
    if (m_state == State::Idle || m_state == State::Finished) {
        start();
        m_state = State::Idle; // so that setState announces the new run
    }
    if (m_state != State::Running)
        setState(State::Running);
}

void RaceController::pause() {
    if (m_state == State::Running)
        setState(State::Paused);
}

void RaceController::togglePlay() {
    if (m_state == State::Running)
        pause();
    else
        play();
}

void RaceController::step() {
    if (laneCount() < kMinLanes)
        return;
    if (m_state == State::Idle || m_state == State::Finished) {
        start();
        m_state = State::Idle;
    }
    setState(State::Paused);
    advance(1);
    flushScenes();
    emit progressed();
}

void RaceController::reset() {
    const bool wasIdle = m_state == State::Idle && m_stepsDone == 0;
    clearLanes();
    setState(State::Idle);
    if (!wasIdle)
        emit progressed();
}

void RaceController::setSpeed(const Speed& speed) {
    m_speed = speed;
    m_due = 0;
    if (m_state == State::Running)
        m_impl->timer.start(m_speed.mode == Speed::Mode::PerSecond ? kFrameMs : 0);
}

void RaceController::tick() {
    if (m_state != State::Running)
        return;
    const std::int64_t elapsedNs = m_impl->sinceTick.nsecsElapsed();
    m_impl->sinceTick.restart();
    std::int64_t n = 0;
    if (m_speed.mode == Speed::Mode::PerSecond) {
        const double rate = std::max(m_speed.stepsPerSecond, 0.001);
        // At most a quarter second of debt: a machine that cannot keep up slows down instead of
        // lurching forward.
        m_due = std::min(m_due + rate * double(elapsedNs) / 1e9, std::max(1.0, rate / 4));
        n = std::int64_t(m_due);
        m_due -= double(n);
    } else {
        // Fastest (and Instant, which the race treats alike): as many steps per lane as the time
        // slice allows at the last measured cost per step, but no more than a sixteenth of the
        // maze's cells: even a small race then lasts some frames, so that it is seen to run and
        // the chart has lines to draw, not one point each (and a view redraws cell by cell, see
        // Animator::tick).
        const auto running = std::max<std::int64_t>(
            1, std::count_if(m_impl->lanes.begin(), m_impl->lanes.end(),
                             [](const Impl::Lane& l) { return !l.done; }));
        const auto fit = std::int64_t(double(kTickBudgetNs) / (m_nsPerLaneStep * double(running)));
        const auto cap = std::max<std::int64_t>(64, std::int64_t(m_impl->maze.cellCount()) / 16);
        n = std::clamp<std::int64_t>(fit, 1, cap);
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
        if (lane.done || !lane.steps)
            continue;
        for (std::int64_t k = 0; k < n; ++k) {
            if (!lane.started) {
                lane.at = lane.steps->begin();
                lane.started = true;
            } else {
                ++lane.at;
            }
            if (lane.at == lane.steps->end()) { // cannot happen: the last step ends the lane
                lane.done = true;
                break;
            }
            const SolveStep& s = *lane.at;
            drawSolveStep(*lane.scene, s);
            countSolveStep(lane.figures, m_impl->maze, s);
            ++applied;
            if (s.isLast()) {
                lane.done = true;
                break;
            }
        }
        if (lane.done) {
            lane.figures.phase = RunFigures::Phase::Finished;
            lane.steps.reset();
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
        setState(State::Finished);
}

void RaceController::flushScenes() {
    for (Impl::Lane& lane : m_impl->lanes)
        lane.scene->flush();
}

} // namespace mazelab::ui
