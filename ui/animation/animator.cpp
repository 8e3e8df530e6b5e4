// The animator's transitions (the state machine in animator.hpp), its worker-thread runs and its
// steps. The records of a run are in animator_runs.hpp, what the views read in
// animator_queries.cpp.

#include "ui/animation/animator.hpp"

#include "core/incremental.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#include "ui/animation/animator_runs.hpp"
#include "ui/animation/solve_drawing.hpp"
#include "ui/animation/step_gate.hpp"
#include "ui/view/maze_scene.hpp"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <limits>
#include <optional>
#include <utility>
#include <variant>

namespace mazelab::ui {

using animator_detail::SceneMaze;

namespace {

GenerateRequest resolved(GenerateRequest request) {
    if (request.generator && request.params.entries().empty())
        request.params = ParamValues(request.generator->params);
    return request;
}

} // namespace

struct Animator::Impl {
    std::variant<std::monostate, GenerationRun, SolveRun> run;
    // The worker-thread runs have a thread of their own, not the global pool: Qt paints scaled
    // images and pixmaps with helper tasks on the global pool and waits for them, so a long run
    // there, even a cancelled one running to its end, would freeze the window. One thread: they
    // never compete with each other for a core, and a cancelled run not yet started is skipped.
    QThreadPool timingPool;
    QFutureWatcher<SolveStats> timing;            // a solve's algorithm time
    QFutureWatcher<std::int64_t> generationCount; // a generation's steps, counted un-animated
    // The last solve's snapshot, copied over for the next one once nothing else holds it: new
    // memory costs the operating system's first touch of every page (about 25 ms for a 4096 x
    // 4096 maze), memory already touched only the copy (about 4 ms).
    std::shared_ptr<Maze> snapshot;
    // A re-run's drawing, made off screen and then put on the scene (kept: no allocation per
    // mouse move).
    OverlayMarks rerunMarks;

    std::shared_ptr<const Maze> snapshotOf(const Maze& maze) {
        // use_count() only falls behind our back (the timing run letting go), never rises: at
        // worst a snapshot already free is not reused. The fence orders the timing run's last
        // reads (before its release of the count) before our writes.
        if (snapshot && snapshot.use_count() == 1) {
            std::atomic_thread_fence(std::memory_order_acquire);
            *snapshot = maze;
        } else {
            snapshot = std::make_shared<Maze>(maze);
        }
        return snapshot;
    }
};

Animator::Animator(MazeScene* scene, QObject* parent)
    : QObject(parent), m_scene(scene), m_impl(std::make_unique<Impl>()) {
    m_impl->timingPool.setMaxThreadCount(1);
    // A child by name, so that tests can wait for the timing runs still in flight.
    m_impl->timingPool.setObjectName(QStringLiteral("timingPool"));
    m_impl->timingPool.setParent(this);
    connect(&m_impl->timing, &QFutureWatcher<SolveStats>::finished, this, [this] {
        SolveRun* run = solve();
        if (m_impl->timing.isCanceled() || !run)
            return;
        const SolveStats stats = m_impl->timing.result();
        run->figures.algorithmTimeNs = stats.timeNs;
        run->finalFigures.algorithmTimeNs = stats.timeNs;
        setTotalSteps(stats.steps);
        emit algorithmTimeMeasured();
        reportResult();
    });
    connect(&m_impl->generationCount, &QFutureWatcher<std::int64_t>::finished, this, [this] {
        if (!m_impl->generationCount.isCanceled() && generation())
            setTotalSteps(m_impl->generationCount.result());
    });
}

Animator::~Animator() {
    m_impl->timing.cancel();
    m_impl->generationCount.cancel();
    // The worker-thread runs own their inputs, so they may finish on their own after we are
    // gone; waiting here only keeps the pool's thread from outliving us.
    m_impl->timing.waitForFinished();
    m_impl->generationCount.waitForFinished();
}

Animator::GenerationRun* Animator::generation() const {
    return std::get_if<GenerationRun>(&m_impl->run);
}

Animator::SolveRun* Animator::solve() const { return std::get_if<SolveRun>(&m_impl->run); }

Animator::Progress* Animator::progress() const {
    if (GenerationRun* run = generation())
        return run;
    return solve();
}

void Animator::enteredState(State from, State to) {
    if (SolveRun* run = solve()) {
        if (from == State::Running)
            run->figures.animationMs = run->clock.hold();
        if (to == State::Running)
            run->clock.resume();
        run->figures.phase = to == State::Running    ? RunFigures::Phase::Running
                             : to == State::Paused   ? RunFigures::Phase::Paused
                             : to == State::Finished ? RunFigures::Phase::Finished
                                                     : RunFigures::Phase::None;
    }
    emit stateChanged(to);
}

void Animator::dropRun() {
    if (m_gate && solve())
        m_gate->solveEnded();
    m_impl->timing.cancel();
    m_impl->generationCount.cancel();
    const bool hadTotal = totalSteps() >= 0;
    m_impl->run = {}; // destroying a coroutine frees everything it held
    m_pacer.setSpeed(m_speed); // the chosen speed again, if a completion had replaced it
    if (hadTotal)
        emit totalStepsChanged(-1);
}

void Animator::startGeneration(const GeneratorInfo& generator, Size size, std::uint64_t seed,
                               const ParamValues& params) {
    startGeneration(GenerateRequest{&generator, size, seed, params});
}

void Animator::startGeneration(const GenerateRequest& request) {
    // Throws on a bad size, mask or shaping, before anything changes.
    startGeneration(request, prepareMaze(request));
}

void Animator::startGeneration(const GenerateRequest& request, Maze prepared) {
    const GenerateRequest r = resolved(request);
    auto fresh = std::make_unique<Maze>(prepared);
    // A generation replaced midway was itself replacing a maze: that one comes back on Reset.
    std::optional<SceneMaze> previous;
    if (generating())
        previous = std::move(generation()->previous);
    else
        previous = SceneMaze{m_scene->maze(), m_scene->provenance()};
    dropRun();
    m_pacer.setState(State::Idle);
    GenerationRun& run = m_impl->run.emplace<GenerationRun>();
    run.request = r;
    run.maze = std::move(fresh);
    run.previous = std::move(previous);
    run.coroutine = generationSteps(*run.maze, r);
    // Whoever watches the scene sees a generation that has not finished (Idle, not Finished).
    m_scene->setMaze(*run.maze, provenanceOf(r)); // the starting maze: walls closed, mask applied
    m_scene->setGenerating(true);
    // The timeline's length: the same steps counted un-animated on the worker thread.
    m_impl->generationCount.setFuture(
        QtConcurrent::run(&m_impl->timingPool, [r, maze = std::move(prepared)]() mutable {
            std::int64_t steps = 0;
            for ([[maybe_unused]] const GenStep& step : generationSteps(maze, r))
                ++steps;
            return steps;
        }));
    m_pacer.setState(State::Running);
}

void Animator::generateNow(const GeneratorInfo& generator, Size size, std::uint64_t seed,
                           const ParamValues& params) {
    generateNow(GenerateRequest{&generator, size, seed, params});
}

void Animator::generateNow(const GenerateRequest& request) {
    const GenerateRequest r = resolved(request);
    Maze maze = generateMaze(r); // throws on a bad size, mask or shaping
    dropRun();
    m_scene->setMaze(std::move(maze), provenanceOf(r));
    m_pacer.setState(State::Idle);
    emit progressed();
}

void Animator::startSolve(const SolverInfo& solver, const ParamValues& params, Diagonal rule) {
    if (generating()) {
        // Complete the maze as fast as possible, then start this solve.
        generation()->pendingSolve = &solver;
        generation()->pendingParams = params;
        generation()->pendingDiagonal = rule;
        m_pacer.setSpeed(Speed{Speed::Mode::Instant, 0});
        m_pacer.setState(State::Running);
        return;
    }
    // Refused before anything changes (parameters, a movement or a maze the solver does not
    // take: JPS on a maze with walls): the run on screen stays, and the caller says why.
    (void)solver.start(m_scene->maze(), params, rule);
    dropRun();
    m_pacer.setState(State::Idle);
    m_scene->clearOverlay();
    SolveRun& run = m_impl->run.emplace<SolveRun>();
    run.solver = &solver;
    run.params = params;
    run.rule = rule;
    run.maze = m_impl->snapshotOf(m_scene->maze());
    if (solver.createIncremental) {
        run.searchMaze = std::make_unique<Maze>(*run.maze);
        run.search = startIncremental(solver, *run.searchMaze, params, rule);
        run.coroutine = run.search->compute();
    } else {
        run.coroutine = solver.start(*run.maze, params, rule);
    }
    run.figures = figuresBeforeFirstStep(solver, *run.maze);
    if (m_gate)
        m_gate->solveStarted(run.maze, solver, params, rule);
    startTiming(run);
    m_pacer.setState(State::Running);
}

void Animator::startTiming(SolveRun& run) {
    if (run.beforeRepair) {
        // A repair's own time: the worker solves the maze before the edit with a search of its
        // own, then times noteEdits and the repair's compute on the edited maze.
        m_impl->timing.setFuture(QtConcurrent::run(
            &m_impl->timingPool, [before = run.beforeRepair, after = run.maze, info = run.solver,
                                  params = run.params, rule = run.rule] {
                Maze maze = *before;
                const std::unique_ptr<IncrementalSearch> search =
                    startIncremental(*info, maze, params, rule);
                for ([[maybe_unused]] const SolveStep& step : search->compute()) {
                }
                maze = *after;
                SolveStats stats;
                const auto begin = std::chrono::steady_clock::now();
                search->noteEdits();
                for ([[maybe_unused]] const SolveStep& step : search->compute())
                    ++stats.steps;
                stats.timeNs = std::chrono::duration_cast<std::chrono::nanoseconds>(
                                   std::chrono::steady_clock::now() - begin)
                                   .count();
                return stats;
            }));
        return;
    }
    // The algorithm's own time: the same coroutine drained un-animated, on a worker thread so
    // that a 4096 x 4096 maze does not freeze the window.
    m_impl->timing.setFuture(
        QtConcurrent::run(&m_impl->timingPool, [snapshot = run.maze, info = run.solver,
                                                params = run.params, rule = run.rule] {
            return solveMaze(*info, *snapshot, params, rule).stats;
        }));
}

void Animator::rerun() {
    if (!followsEdits())
        return;
    SolveRun& run = *solve();
    // An edit can make the maze one the solver does not take (JPS: a wall between open cells, a
    // cost): no run can follow it, so the drawing of the maze before goes, with the reason.
    if (const std::string refused = run.solver->mazeProblem(m_scene->maze()); !refused.empty()) {
        reset();
        emit solveRefused(QString::fromStdString(refused));
        return;
    }
    if (run.search) {
        repair(run);
        return;
    }
    m_impl->timing.cancel(); // a time still being measured is that of the maze before the edit
    run.coroutine = {};      // the old frame goes first; `view` pointed into it
    run.view = nullptr;
    run.maze.reset(); // so that the snapshot's memory can be reused
    run.maze = m_impl->snapshotOf(m_scene->maze());
    run.coroutine = run.solver->start(*run.maze, run.params, run.rule);
    // Un-animated and off screen: no pacing, no gate, no figures per step (the counters are
    // cumulative, so the last step's are the run's), and the scene redraws only what differs.
    OverlayMarks& marks = m_impl->rerunMarks;
    marks.reset(*run.maze);
    const SolveStep* last = nullptr;
    std::int64_t done = 0;
    while (const SolveStep* step = run.coroutine.next()) {
        drawSolveStep(marks, *step);
        ++done;
        last = step;
        if (step->isLast())
            break; // the coroutine stays at its last step: `view` is valid while it does
    }
    RunFigures figures = figuresBeforeFirstStep(*run.solver, *run.maze);
    if (last) {
        countSolveStep(figures, *run.maze, *last);
        run.line = last->line;
        run.view = last->view;
    }
    figures.phase = RunFigures::Phase::Finished;
    run.figures = figures; // no algorithm time (measuring) and no animation: it was not animated
    run.finalFigures = figures;
    run.clock = {};
    run.done = done;
    run.animationDone = true;
    run.resultReported = false;
    run.rerunUnsettled = true;
    m_scene->setOverlay(marks);
    m_scene->flush();
    setTotalSteps(done);
    emit progressed();
    emit solveFinished(figures);
}

void Animator::repair(SolveRun& run) {
    const Maze& edited = m_scene->maze();
    if (edited.cellCount() != run.searchMaze->cellCount() ||
        edited.size() != run.searchMaze->size() ||
        edited.shape().kind() != run.searchMaze->shape().kind()) {
        // Another grid (an undone Generate): nothing to repair, a new search.
        const SolverInfo& solver = *run.solver;
        const ParamValues params = run.params;
        const Diagonal rule = run.rule;
        try {
            startSolve(solver, params, rule);
        } catch (const Error& e) { // a grid the solver does not take
            reset();
            emit solveRefused(QString::fromStdString(e.what()));
            return;
        }
        if (SolveRun* fresh = solve())
            fresh->rerunUnsettled = true; // its result waits for the edit's end, as a repair's
        return;
    }
    m_impl->timing.cancel(); // a time still being measured is that of the maze before the edit
    run.coroutine = {};      // the compute stops between two steps: the search stays consistent
    run.view = nullptr;
    run.held = nullptr;
    // The timing run repeats the repair from the maze before the edit (the first change of a
    // drag or stroke: one result for the whole edit).
    if (!run.rerunUnsettled)
        run.beforeRepair = std::make_shared<const Maze>(*run.searchMaze);
    *run.searchMaze = edited;
    run.search->noteEdits();
    run.maze.reset(); // so that the snapshot's memory can be reused
    run.maze = m_impl->snapshotOf(edited);
    run.coroutine = run.search->compute();
    ++run.repairs;
    // The earlier search stays drawn; its path and the cells an earlier repair re-opened become
    // searched cells, so that the repair's own re-opened cells and path stand out.
    m_scene->remark(CellMark::Path, CellMark::Reopened, CellMark::Searched);
    m_scene->flush();
    // The figures of a run on its way: the counters go on from the search's, the outcome and
    // the times are the repair's.
    run.figures.found = false;
    run.figures.gaveUp = false;
    run.figures.reason.clear();
    run.figures.pathLength.reset();
    run.figures.pathCost.reset();
    run.figures.algorithmTimeNs.reset();
    run.figures.animationMs = 0;
    run.figures.cells = edited.activeCellCount();
    run.clock = {};
    run.done = 0;
    run.line = -1;
    run.animationDone = false;
    run.resultReported = false;
    run.rerunUnsettled = true;
    setTotalSteps(-1);
    if (state() == State::Paused) {
        emit progressed();
        return;
    }
    if (state() == State::Running)
        run.clock.resume();
    m_pacer.setState(State::Running);
    emit progressed();
}

void Animator::settleRerun(bool report) {
    SolveRun* run = solve();
    if (!run || !std::exchange(run->rerunUnsettled, false))
        return;
    run->resultReported = !report; // reportResult then stays silent
    startTiming(*run);
}

void Animator::play() { m_pacer.play(); }

void Animator::pause() { m_pacer.pause(); }

void Animator::togglePlay() { m_pacer.togglePlay(); }

void Animator::step() {
    if (!m_pacer.step())
        return;
    advance(1, StepPacer::kTickBudgetNs);
    m_scene->flush();
    emit progressed();
}

void Animator::reset() {
    std::optional<SceneMaze> previous;
    if (generating())
        previous = std::move(generation()->previous);
    dropRun();
    if (previous) {
        m_scene->setMaze(std::move(previous->maze), std::move(previous->provenance));
    } else {
        m_scene->setGenerating(false);
        m_scene->clearOverlay();
    }
    m_pacer.setState(State::Idle);
    emit progressed();
}

void Animator::setSpeed(const Speed& speed) {
    m_speed = speed;
    const GenerationRun* run = generation();
    if (!run || !run->pendingSolve) // a completion keeps Instant; the choice applies after it
        m_pacer.setSpeed(speed);
}

void Animator::applyTick(StepPacer::Quota quota) {
    if (quota.steps > 0)
        advance(quota.steps, quota.budgetNs);
    m_scene->flush();
    if (SolveRun* run = solve())
        run->figures.animationMs = run->clock.elapsedMs();
    emit progressed();
}

std::int64_t Animator::fastestStepsPerTick() const {
    // No more than the view can redraw cell by cell: past that the scene redraws the whole board
    // every frame, and the animation stutters instead of flowing.
    return std::max<std::int64_t>(4096, std::int64_t(m_scene->maze().cellCount()) / 32);
}

std::int64_t Animator::advance(std::int64_t count, std::int64_t budgetNs) {
    QElapsedTimer clock;
    clock.start();
    std::int64_t done = 0;
    while (done < count) {
        // Re-read the run at every step: finishing one may end it or start another.
        Stepped stepped = Stepped::None;
        if (GenerationRun* run = generation(); run && run->coroutine.valid())
            stepped = applyGenerationStep(*run);
        else if (SolveRun* run = solve())
            stepped = applySolveStep(*run);
        if (stepped == Stepped::None || stepped == Stepped::Held)
            break;
        ++done;
        if (stepped == Stepped::Last || stepped == Stepped::Paused || ((done & 63) == 0 && clock.nsecsElapsed() > budgetNs))
            break;
    }
    return done;
}

Animator::Stepped Animator::applyGenerationStep(GenerationRun& run) {
    const GenStep* step = run.coroutine.next();
    if (!step) {
        finishGeneration(run);
        return Stepped::None;
    }
    drawGenStep(*m_scene, *run.maze, *step);
    run.line = step->line;
    run.phase = int(step->phase);
    ++run.done;
    return Stepped::One;
}

Animator::Stepped Animator::applySolveStep(SolveRun& run) {
    const SolveStep* step = std::exchange(run.held, nullptr);
    const bool offered = step != nullptr;
    if (!step)
        step = run.coroutine.next();
    if (!step)
        return Stepped::None;
    const StepGate::Verdict verdict =
        m_gate && !offered ? m_gate->offer(*step) : StepGate::Verdict::Pass;
    if (verdict == StepGate::Verdict::Hold) {
        run.held = step;
        m_pacer.setState(State::Paused);
        emit gateStopped();
        return Stepped::Held;
    }
    drawSolveStep(*m_scene, *step);
    countSolveStep(run.figures, *run.maze, *step);
    run.line = step->line;
    run.view = step->view;
    ++run.done;
    if (!step->isLast()) {
        if (verdict != StepGate::Verdict::PauseAfter)
            return Stepped::One;
        m_pacer.setState(State::Paused);
        emit gateStopped();
        return Stepped::Paused;
    }
    finishSolve(run);
    return Stepped::Last;
}

void Animator::finishGeneration(GenerationRun& run) {
    setTotalSteps(run.done);
    run.coroutine = {};
    run.maze.reset();
    run.previous.reset(); // the new maze is the document now: Reset no longer brings one back
    m_scene->setCurrent(-1);
    m_scene->setGenerating(false);
    m_pacer.setState(State::Finished);
    emit generationFinished();
    // Re-read: whoever heard the news may have started another run.
    if (GenerationRun* still = generation(); still && still->pendingSolve) {
        const SolverInfo& solver = *std::exchange(still->pendingSolve, nullptr);
        try {
            startSolve(solver, ParamValues(still->pendingParams), // a copy: the run goes first
                       still->pendingDiagonal);
        } catch (const Error& e) { // a maze the solver does not take: the new maze stays
            emit solveRefused(QString::fromStdString(e.what()));
        }
    }
}

void Animator::finishSolve(SolveRun& run) {
    setTotalSteps(run.done);
    m_pacer.setState(State::Finished);
    if (std::exchange(run.animationDone, true))
        return; // the end reached again on the timeline: the run has already been reported
    run.finalFigures = run.figures;
    const RunFigures figures = run.figures; // a listener may end the run
    emit solveFinished(figures);
    reportResult();
}

void Animator::reportResult() {
    SolveRun* run = solve();
    if (!run || run->resultReported || !run->animationDone || !run->finalFigures.algorithmTimeNs)
        return;
    run->resultReported = true;
    const RunFigures figures = run->finalFigures;
    emit resultReady(figures);
}

void Animator::setTotalSteps(std::int64_t total) {
    Progress* run = progress();
    if (!run || total == run->totalSteps)
        return;
    run->totalSteps = total;
    emit totalStepsChanged(total);
}

void Animator::setStepGate(StepGate* gate) {
    m_gate = gate;
}

void Animator::restartRun() {
    if (SolveRun* run = solve()) {
        run->coroutine = {}; // the old frame goes first; `view` pointed into it
        if (run->search) {   // a new search of the same maze (canSeek: no repair yet)
            run->search.reset();
            run->search = startIncremental(*run->solver, *run->searchMaze, run->params, run->rule);
            run->coroutine = run->search->compute();
        } else {
            run->coroutine = run->solver->start(*run->maze, run->params, run->rule);
        }
        run->view = nullptr;
        RunFigures fresh = figuresBeforeFirstStep(*run->solver, *run->maze);
        fresh.phase = run->figures.phase;
        fresh.algorithmTimeNs = run->figures.algorithmTimeNs;
        fresh.animationMs = run->figures.animationMs;
        run->figures = fresh;
        run->done = 0;
        run->line = -1;
        m_scene->clearOverlay();
        return;
    }
    // A generation: its starting maze again (walls closed, the mask applied), then its steps.
    GenerationRun& run = *generation();
    run.coroutine = {};
    run.maze = std::make_unique<Maze>(prepareMaze(run.request));
    run.coroutine = generationSteps(*run.maze, run.request);
    run.done = 0;
    run.line = -1;
    run.phase = 0;
    m_scene->setMaze(*run.maze, provenanceOf(run.request));
    m_scene->setGenerating(true);
}

void Animator::seek(std::int64_t step) {
    if (!canSeek())
        return;
    m_pacer.pause();
    const std::int64_t total = totalSteps();
    std::int64_t target = std::max<std::int64_t>(step, 0);
    if (total >= 0)
        target = std::min(target, total);
    if (target < stepsDone()) {
        restartRun();
        m_pacer.setState(State::Paused); // a finished run is no longer at its end
    }
    // Un-animated: no time budget, the scene repaints once at the end.
    if (target > stepsDone())
        advance(target - stepsDone(), std::numeric_limits<std::int64_t>::max());
    // A generation whose last step has been applied ends when the end is seen.
    if (generation() && total >= 0 && stepsDone() >= total && state() != State::Finished)
        advance(1, std::numeric_limits<std::int64_t>::max());
    if (state() != State::Finished)
        m_pacer.setState(State::Paused);
    m_scene->flush();
    emit progressed();
}

void Animator::stepBack() {
    if (stepsDone() > 0)
        seek(stepsDone() - 1);
}

void Animator::seekFirst() { seek(0); }

void Animator::seekLast() { seek(std::numeric_limits<std::int64_t>::max()); }

} // namespace mazelab::ui
