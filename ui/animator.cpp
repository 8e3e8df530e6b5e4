#include "ui/animator.hpp"

#include "core/registry.hpp"
#include "core/run.hpp"
#include "ui/maze_scene.hpp"
#include "ui/solve_drawing.hpp"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QThreadPool>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace mazelab::ui {
namespace {

// Wall time one timer tick may spend on steps, so that painting and input always get their turn
// (the UI stays responsive at every speed and size).
constexpr std::int64_t kTickBudgetNs = 12'000'000;
constexpr std::int64_t kInstantBudgetNs = 40'000'000;
constexpr int kFrameMs = 16;

} // namespace

Speed Speed::preset(Preset preset, Size size) {
    const double n = 2.0 * std::max(size.width, size.height) + 1; // the block board's side
    switch (preset) {
    case Preset::Slow:
        return {Mode::PerSecond, (n + 1) / 2};
    case Preset::Fast:
        return {Mode::PerSecond, (n + 1) * (n + 1) / 2};
    case Preset::Fastest:
        break;
    }
    return {Mode::Unlimited, 0};
}

struct Animator::Impl {
    // Generation: the generator carves its own maze; each step is mirrored into the scene.
    std::unique_ptr<Maze> generated;
    std::optional<GenSteps> genSteps;
    GenSteps::iterator genAt;
    // What the scene showed before the generation, restored if it is reset midway.
    std::optional<Maze> previousMaze;
    std::optional<Provenance> previousProvenance;
    const SolverInfo* pendingSolve = nullptr; // a Solve pressed during a generation
    std::optional<GenerateRequest> request;   // the generation's, to replay it (seek)
    QFutureWatcher<std::int64_t> generationCount; // its steps, counted un-animated
    std::optional<Speed> speedBeforeCompleting;

    // Solve: the solver searches a snapshot, shared with the un-animated timing run.
    std::shared_ptr<const Maze> solved;
    const SolverInfo* solver = nullptr;
    std::optional<SolveSteps> solveSteps;
    SolveSteps::iterator solveAt;
    // The timing runs have a thread of their own, not the global pool: Qt paints scaled images
    // and pixmaps (the style's frames, say) with helper tasks on the global pool and waits for
    // them, so a long timing run there, even a cancelled one running to its end, would freeze
    // the window. One thread: timing runs never compete with each other for a core, and a
    // cancelled run that has not started yet is skipped.
    QThreadPool timingPool;
    QFutureWatcher<SolveStats> timing;
    bool animationDone = false;
    bool resultReported = false;
    RunFigures finalFigures; // the figures at the end of the solve, for the results table

    std::int64_t totalSteps = -1; // of the current run, once known

    bool started = false; // begin() called on the current coroutine

    // For the teaching views: what runs, and what its last step showed.
    const GeneratorInfo* generator = nullptr; // (the solver: `solver` above)
    int phase = 0;
    const SearchView* view = nullptr;

    QTimer timer;
    QElapsedTimer sinceTick;
    QElapsedTimer sinceResume;
    std::int64_t elapsedBeforeResumeMs = 0;
};

Animator::Animator(MazeScene* scene, QObject* parent)
    : QObject(parent), m_scene(scene), m_impl(std::make_unique<Impl>()) {
    m_impl->timingPool.setMaxThreadCount(1);
    // A child by name, so that tests can wait for the timing runs still in flight.
    m_impl->timingPool.setObjectName(QStringLiteral("timingPool"));
    m_impl->timingPool.setParent(this);
    m_impl->timer.setTimerType(Qt::PreciseTimer);
    connect(&m_impl->timer, &QTimer::timeout, this, &Animator::tick);
    connect(&m_impl->timing, &QFutureWatcher<SolveStats>::finished, this, [this] {
        if (m_impl->timing.isCanceled() || m_job != Job::Solve)
            return;
        const SolveStats stats = m_impl->timing.result();
        m_figures.algorithmTimeNs = stats.timeNs;
        m_impl->finalFigures.algorithmTimeNs = stats.timeNs;
        setTotalSteps(stats.steps);
        emit algorithmTimeMeasured();
        reportResult();
    });
    connect(&m_impl->generationCount, &QFutureWatcher<std::int64_t>::finished, this, [this] {
        if (!m_impl->generationCount.isCanceled() && m_job == Job::Generation)
            setTotalSteps(m_impl->generationCount.result());
    });
}

Animator::~Animator() {
    cancelRun();
    // The timing run owns a snapshot of the maze, so it may finish on its own after we are gone.
    m_impl->timing.waitForFinished();
    m_impl->generationCount.waitForFinished();
}

void Animator::setState(State state) {
    if (state == m_state)
        return;
    if (m_state == State::Running)
        updateElapsed();
    m_state = state;
    if (state == State::Running) {
        m_impl->sinceResume.start();
        m_impl->sinceTick.start();
        m_due = 0;
        scheduleTimer();
    } else {
        stopTimer();
    }
    m_figures.phase = m_job != Job::Solve          ? RunFigures::Phase::None
                      : state == State::Running    ? RunFigures::Phase::Running
                      : state == State::Paused     ? RunFigures::Phase::Paused
                      : state == State::Finished   ? RunFigures::Phase::Finished
                                                   : RunFigures::Phase::None;
    emit stateChanged(state);
}

void Animator::updateElapsed() {
    if (m_impl->sinceResume.isValid()) {
        m_impl->elapsedBeforeResumeMs += m_impl->sinceResume.elapsed();
        m_impl->sinceResume.invalidate();
    }
    m_figures.animationMs = m_impl->elapsedBeforeResumeMs;
}

void Animator::refreshElapsed() {
    m_figures.animationMs = m_impl->elapsedBeforeResumeMs +
                            (m_impl->sinceResume.isValid() ? m_impl->sinceResume.elapsed() : 0);
}

void Animator::cancelRun() {
    stopTimer();
    m_impl->timing.cancel();
    m_impl->generationCount.cancel();
    m_impl->genSteps.reset(); // destroying a coroutine frees everything it held
    m_impl->generated.reset();
    m_impl->solveSteps.reset();
    m_impl->request.reset();
    m_impl->solver = nullptr;
    m_impl->pendingSolve = nullptr;
    m_impl->started = false;
    m_impl->animationDone = false;
    m_impl->generator = nullptr;
    m_impl->phase = 0;
    m_impl->view = nullptr;
    m_impl->resultReported = false;
    setTotalSteps(-1);
    m_impl->elapsedBeforeResumeMs = 0;
    m_impl->sinceResume.invalidate();
    if (m_impl->speedBeforeCompleting)
        m_speed = *std::exchange(m_impl->speedBeforeCompleting, std::nullopt);
    m_line = -1;
    m_steps = 0;
}

namespace {

GenerateRequest resolved(GenerateRequest request) {
    if (request.generator && request.params.entries().empty())
        request.params = ParamValues(request.generator->params);
    return request;
}

} // namespace

void Animator::startGeneration(const GeneratorInfo& generator, Size size, std::uint64_t seed,
                               const ParamValues& params) {
    startGeneration(GenerateRequest{&generator, size, seed, params});
}

void Animator::startGeneration(const GenerateRequest& request) {
    const GenerateRequest r = resolved(request);
    // Throws on a bad size, mask or shaping, before anything changes.
    auto fresh = std::make_unique<Maze>(prepareMaze(r));
    const bool wasGenerating = m_job == Job::Generation && m_state != State::Finished &&
                               m_state != State::Idle;
    cancelRun();
    if (!wasGenerating) {
        m_impl->previousMaze = m_scene->maze();
        m_impl->previousProvenance = m_scene->provenance();
    }
    m_job = Job::Generation;
    m_figures = RunFigures{};
    m_state = State::Idle; // so that setState below always announces the new run, and so that
                           // whoever watches the scene sees a generation that is not finished
    m_scene->setMaze(*fresh, provenanceOf(r)); // the starting maze: walls closed, mask applied
    m_scene->setGenerating(true);
    m_impl->generated = std::move(fresh);
    m_impl->genSteps.emplace(generationSteps(*m_impl->generated, r));
    m_impl->generator = r.generator;
    m_impl->request = r;
    // The timeline's length: the same steps counted un-animated on the worker thread.
    m_impl->generationCount.setFuture(QtConcurrent::run(&m_impl->timingPool, [r] {
        std::int64_t steps = 0;
        (void)generateMaze(r, steps);
        return steps;
    }));
    setState(State::Running);
}

void Animator::generateNow(const GeneratorInfo& generator, Size size, std::uint64_t seed,
                           const ParamValues& params) {
    generateNow(GenerateRequest{&generator, size, seed, params});
}

void Animator::generateNow(const GenerateRequest& request) {
    const GenerateRequest r = resolved(request);
    Maze maze = generateMaze(r); // throws on a bad size, mask or shaping
    cancelRun();
    m_job = Job::None;
    m_figures = RunFigures{};
    m_impl->previousMaze.reset();
    m_impl->previousProvenance.reset();
    m_scene->setMaze(std::move(maze), provenanceOf(r));
    setState(State::Idle);
    emit progressed();
}

void Animator::startSolve(const SolverInfo& solver) {
    if (m_job == Job::Generation && (m_state == State::Running || m_state == State::Paused)) {
        // Complete the maze as fast as possible, then start this solve.
        m_impl->pendingSolve = &solver;
        if (!m_impl->speedBeforeCompleting)
            m_impl->speedBeforeCompleting = m_speed;
        m_speed = Speed{Speed::Mode::Instant, 0};
        setState(State::Running);
        scheduleTimer();
        return;
    }
    cancelRun();
    m_job = Job::Solve;
    m_scene->clearOverlay();
    m_impl->solved = std::make_shared<const Maze>(m_scene->maze());
    m_impl->solveSteps.emplace(solver.create(*m_impl->solved));
    m_impl->solver = &solver;
    m_figures = RunFigures{};
    m_figures.solver = QString::fromUtf8(solver.name.data(), qsizetype(solver.name.size()));
    m_figures.cells = m_impl->solved->activeCellCount();
    // The algorithm's own time: the same coroutine drained un-animated, on a worker thread so
    // that a 4096 x 4096 maze does not freeze the window.
    auto snapshot = m_impl->solved;
    const SolverInfo* info = &solver;
    m_impl->timing.setFuture(QtConcurrent::run(
        &m_impl->timingPool, [snapshot, info] { return solveMaze(*info, *snapshot).stats; }));
    m_state = State::Idle;
    setState(State::Running);
}

void Animator::play() {
    if (m_state == State::Paused)
        setState(State::Running);
}

void Animator::pause() {
    if (m_state == State::Running)
        setState(State::Paused);
}

void Animator::togglePlay() {
    if (m_state == State::Running)
        pause();
    else
        play();
}

void Animator::step() {
    if (m_state == State::Running)
        setState(State::Paused);
    if (m_state != State::Paused)
        return;
    advance(1, kTickBudgetNs);
    m_scene->flush();
    emit progressed();
}

void Animator::reset() {
    const Job job = m_job;
    const bool midGeneration =
        job == Job::Generation && (m_state == State::Running || m_state == State::Paused);
    cancelRun();
    m_job = Job::None;
    if (midGeneration && m_impl->previousMaze) {
        // The half-carved maze is not a maze yet: bring back the one it was replacing.
        m_scene->setMaze(*std::exchange(m_impl->previousMaze, std::nullopt),
                         std::exchange(m_impl->previousProvenance, std::nullopt));
    } else {
        m_scene->setGenerating(false);
        m_scene->clearOverlay();
    }
    m_figures = RunFigures{};
    setState(State::Idle);
    emit progressed();
}

void Animator::setSpeed(const Speed& speed) {
    if (m_impl->speedBeforeCompleting) {
        m_impl->speedBeforeCompleting = speed; // applies once the pending completion is done
        return;
    }
    m_speed = speed;
    m_due = 0;
    if (m_state == State::Running)
        scheduleTimer();
}

void Animator::scheduleTimer() {
    // At a steps-per-second speed the timer ticks once per frame and each tick applies the steps
    // owed by the time elapsed; Fastest and Instant tick as soon as the event loop is free (each
    // tick's work is bounded by its time slice, so painting and input still get their turn).
    m_impl->timer.start(m_speed.mode == Speed::Mode::PerSecond ? kFrameMs : 0);
}

void Animator::stopTimer() { m_impl->timer.stop(); }

void Animator::tick() {
    if (m_state != State::Running)
        return;
    const std::int64_t elapsedNs = m_impl->sinceTick.nsecsElapsed();
    m_impl->sinceTick.restart();
    switch (m_speed.mode) {
    case Speed::Mode::PerSecond: {
        const double rate = std::max(m_speed.stepsPerSecond, 0.001);
        // At most a quarter second of debt: if the machine cannot keep up, slow down rather than
        // lurch forward.
        m_due = std::min(m_due + rate * double(elapsedNs) / 1e9, std::max(1.0, rate / 4));
        const auto count = std::int64_t(m_due);
        m_due -= double(count);
        if (count > 0)
            advance(count, kTickBudgetNs);
        break;
    }
    case Speed::Mode::Unlimited: {
        // As many steps as the slice allows, but no more than the view can redraw cell by cell:
        // past that the scene asks for a full redraw of the board every frame (26-43 ms at
        // 1000 x 1000, measured), and the animation stutters instead of flowing.
        const std::int64_t perFrame =
            std::max<std::int64_t>(4096, std::int64_t(m_scene->maze().cellCount()) / 32);
        advance(perFrame, kTickBudgetNs);
        break;
    }
    case Speed::Mode::Instant:
        advance(std::numeric_limits<std::int64_t>::max(), kInstantBudgetNs);
        break;
    }
    m_scene->flush();
    refreshElapsed();
    emit progressed();
}

std::int64_t Animator::advance(std::int64_t count, std::int64_t budgetNs) {
    QElapsedTimer clock;
    clock.start();
    std::int64_t done = 0;
    Impl& d = *m_impl;
    while (done < count) {
        if (m_job == Job::Generation && d.genSteps) {
            if (!d.started) {
                d.genAt = d.genSteps->begin();
                d.started = true;
            } else {
                ++d.genAt;
            }
            if (d.genAt == d.genSteps->end()) {
                finishGeneration();
                break;
            }
            const GenStep& s = *d.genAt;
            drawGenStep(*m_scene, *d.generated, s);
            m_line = s.line;
            d.phase = int(s.phase);
        } else if (m_job == Job::Solve && d.solveSteps) {
            if (!d.started) {
                d.solveAt = d.solveSteps->begin();
                d.started = true;
            } else {
                ++d.solveAt;
            }
            if (d.solveAt == d.solveSteps->end())
                break;
            const SolveStep& s = *d.solveAt;
            drawSolveStep(*m_scene, s);
            countSolveStep(m_figures, *d.solved, s);
            m_line = s.line;
            d.view = s.view;
            if (s.isLast()) {
                ++done;
                ++m_steps;
                finishSolve();
                break;
            }
        } else {
            break;
        }
        ++done;
        ++m_steps;
        if ((done & 63) == 0 && clock.nsecsElapsed() > budgetNs)
            break;
    }
    return done;
}

const GeneratorInfo* Animator::runningGenerator() const { return m_impl->generator; }
const SolverInfo* Animator::runningSolver() const { return m_impl->solver; }
int Animator::generationPhase() const { return m_impl->phase; }
const SearchView* Animator::searchView() const { return m_impl->view; }

void Animator::finishGeneration() {
    setTotalSteps(m_steps);
    m_impl->genSteps.reset();
    m_impl->generated.reset();
    m_impl->request.reset();
    m_impl->started = false;
    m_impl->previousMaze.reset();
    m_impl->previousProvenance.reset();
    m_scene->setCurrent(-1);
    m_scene->setGenerating(false);
    setState(State::Finished);
    emit generationFinished();
    if (const SolverInfo* pending = std::exchange(m_impl->pendingSolve, nullptr)) {
        m_speed = *std::exchange(m_impl->speedBeforeCompleting, std::nullopt);
        startSolve(*pending);
    } else if (m_impl->speedBeforeCompleting) {
        m_speed = *std::exchange(m_impl->speedBeforeCompleting, std::nullopt);
    }
}

void Animator::finishSolve() {
    setTotalSteps(m_steps);
    updateElapsed();
    setState(State::Finished);
    if (std::exchange(m_impl->animationDone, true))
        return; // the end reached again on the timeline: the run has already been reported
    m_impl->finalFigures = m_figures;
    emit solveFinished(m_figures);
    reportResult();
}

void Animator::reportResult() {
    if (m_impl->resultReported || !m_impl->animationDone || !m_impl->finalFigures.algorithmTimeNs)
        return;
    m_impl->resultReported = true;
    emit resultReady(m_impl->finalFigures);
}

void Animator::setTotalSteps(std::int64_t total) {
    if (total == m_impl->totalSteps)
        return;
    m_impl->totalSteps = total;
    emit totalStepsChanged(total);
}

std::int64_t Animator::totalSteps() const { return m_impl->totalSteps; }

bool Animator::canSeek() const {
    if (m_job == Job::Solve)
        return m_impl->solver != nullptr && m_state != State::Idle;
    return m_job == Job::Generation && m_impl->request &&
           (m_state == State::Running || m_state == State::Paused);
}

void Animator::restartRun() {
    Impl& d = *m_impl;
    d.started = false;
    d.view = nullptr; // it pointed into the coroutine about to be destroyed
    d.phase = 0;
    m_steps = 0;
    m_line = -1;
    if (m_job == Job::Solve) {
        d.solveSteps.reset();
        d.solveSteps.emplace(d.solver->create(*d.solved));
        m_scene->clearOverlay();
        RunFigures fresh;
        fresh.solver = m_figures.solver;
        fresh.phase = m_figures.phase;
        fresh.cells = m_figures.cells;
        fresh.algorithmTimeNs = m_figures.algorithmTimeNs;
        fresh.animationMs = m_figures.animationMs;
        m_figures = fresh;
        return;
    }
    // A generation: its starting maze again (walls closed, the mask applied), then its steps.
    d.genSteps.reset();
    d.generated = std::make_unique<Maze>(prepareMaze(*d.request));
    m_scene->setMaze(*d.generated, provenanceOf(*d.request));
    m_scene->setGenerating(true);
    d.genSteps.emplace(generationSteps(*d.generated, *d.request));
}

void Animator::seek(std::int64_t step) {
    if (!canSeek())
        return;
    if (m_state == State::Running)
        setState(State::Paused);
    const std::int64_t total = m_impl->totalSteps;
    std::int64_t target = std::max<std::int64_t>(step, 0);
    if (total >= 0)
        target = std::min(target, total);
    if (target < m_steps) {
        restartRun();
        setState(State::Paused); // a finished run is no longer at its end
    }
    // Un-animated: no time budget, the scene repaints once at the end.
    if (target > m_steps)
        advance(target - m_steps, std::numeric_limits<std::int64_t>::max());
    // A generation whose last step has been applied ends when the end is seen.
    if (m_job == Job::Generation && total >= 0 && m_steps >= total && m_state != State::Finished)
        advance(1, std::numeric_limits<std::int64_t>::max());
    if (m_state != State::Finished)
        setState(State::Paused);
    m_scene->flush();
    emit progressed();
}

void Animator::stepBack() {
    if (m_steps > 0)
        seek(m_steps - 1);
}

void Animator::seekFirst() { seek(0); }

void Animator::seekLast() { seek(std::numeric_limits<std::int64_t>::max()); }

} // namespace mazelab::ui
