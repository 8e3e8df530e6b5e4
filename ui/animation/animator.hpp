#pragma once
// The animator: runs one generation or one solve step by step from the core's coroutines and
// applies each step to the MazeScene. Its state machine is the StepPacer's (docs/animation.md):
//
//   Idle --start--> Running <--play/pause--> Paused
//   Running/Paused --last step--> Finished
//   Running/Paused/Finished --seek to step k < last--> Paused at k   (the timeline)
//   Running/Paused/Finished --seek to the last step--> Finished
//   any --reset, or a new start--> Idle (a new start then goes on to Running)
//   Finished (a solve, no step gate) --rerun--> Finished   (the maze was edited)
//   Finished/Running (an incremental solve, no step gate) --rerun--> Running (repairing)
//   Paused (an incremental solve, no step gate) --rerun--> Paused (repairing: play shows it)
//
// An incremental solver (SolverInfo::createIncremental: LPA*, D* Lite) keeps its search for the
// run: an edit stops the compute under way between two steps, notes the edits and animates the
// repair's compute from the drawing already there (docs/semantics.md, "Incremental search").
//
// The run itself (its coroutine, maze, counters and figures) is one value, so that ending a run
// is one assignment. Its records are in animator_runs.hpp, with the coroutine types: moc in Qt
// 6.4 cannot parse <coroutine>.

#include "core/maze.hpp"
#include "core/movement.hpp"
#include "core/params.hpp"
#include "ui/animation/run_figures.hpp"
#include "ui/animation/step_pacer.hpp"

#include <QObject>

#include <cstdint>
#include <memory>

namespace mazelab {
struct GeneratorInfo;
struct SolverInfo;
struct GenerateRequest; // core/run.hpp (not included: moc in Qt 6.4 cannot parse <coroutine>)
class SearchView;       // core/search_view.hpp
} // namespace mazelab

namespace mazelab::ui {

class MazeScene;
class StepGate; // ui/animation/step_gate.hpp

class Animator : public QObject, private StepPacer::Client {
    Q_OBJECT

public:
    using State = StepPacer::State;
    enum class Job { None, Generation, Solve };
    Q_ENUM(Job)

    explicit Animator(MazeScene* scene, QObject* parent = nullptr);
    ~Animator() override;

    // Replaces the scene's maze with the request's starting maze (core prepareMaze: walls
    // closed, the mask applied) and animates every step of core generationSteps: the generator,
    // then the symmetry, braid and terrain passes, so that the maze shown at the end is exactly
    // generateMaze(request)'s. Throws Error (and changes nothing) on a bad size, mask or shaping.
    void startGeneration(const GenerateRequest& request);
    // The same, from the request's starting maze that the caller has already made with
    // prepareMaze (which is what checks a request): nothing is checked twice.
    void startGeneration(const GenerateRequest& request, Maze prepared);
    // The same request without mask or shaping.
    void startGeneration(const GeneratorInfo& generator, Size size, std::uint64_t seed,
                         const ParamValues& params);
    // Builds the maze at once, without animation (the start-up maze, screenshots), and shows it.
    void generateNow(const GenerateRequest& request);
    void generateNow(const GeneratorInfo& generator, Size size, std::uint64_t seed,
                     const ParamValues& params);
    // Clears the search drawing and searches the scene's maze with the solver's parameters
    // (SolverInfo::start checks them; empty: the defaults). A generation still running is
    // completed at once first (the solver needs the whole maze).
    // `rule`: the movement (core/movement.hpp); the solver must take it and the maze
    // (SolverInfo::start throws Error with its reason otherwise, before anything changes).
    void startSolve(const SolverInfo& solver, const ParamValues& params = {},
                    Diagonal rule = Diagonal::Never);

    // Offers every solve step to `gate` before drawing it (nullptr: none; not owned). Set it
    // before starting the solve it is to follow: solveStarted announces a run. While a gate is
    // set, a solve cannot seek unless the gate allows it (StepGate::allowsSeek).
    void setStepGate(StepGate* gate);
    [[nodiscard]] StepGate* stepGate() const { return m_gate; }
    // A step the gate held, not yet drawn: the next step() or play() draws it.
    [[nodiscard]] bool holdingStep() const;

    [[nodiscard]] State state() const { return m_pacer.state(); }
    [[nodiscard]] Job job() const;
    // The pace in use: the chosen one, or Instant while a generation is completed for a Solve.
    [[nodiscard]] Speed speed() const { return m_pacer.speed(); }
    // Live figures of the current (or last) solve; empty ones outside a solve.
    [[nodiscard]] const RunFigures& figures() const;
    // Pseudocode line of the last step applied (-1 before the first).
    [[nodiscard]] int currentLine() const;
    [[nodiscard]] std::int64_t stepsDone() const;

    // --- For the teaching views (ui/teaching/pseudocode_panel.hpp, ui/teaching/internals_overlay.hpp) ---
    // The algorithm of the current (or last) run; nullptr when that is not a generation (or not
    // a solve), and after a reset.
    [[nodiscard]] const GeneratorInfo* runningGenerator() const;
    [[nodiscard]] const SolverInfo* runningSolver() const;
    // The running solve's parameters, as started (empty: the solver's defaults).
    [[nodiscard]] ParamValues runningParams() const;
    // The running solve's movement (Never outside a solve).
    [[nodiscard]] Diagonal runningDiagonal() const;
    // The pipeline phase of the last generation step applied (GenStep::Phase as an int).
    [[nodiscard]] int generationPhase() const;
    // The running solver's internals after the last step applied (core/search_view.hpp);
    // nullptr before its first step and outside a solve. Valid until the animator advances,
    // resets or starts another run: read it, do not keep it.
    [[nodiscard]] const SearchView* searchView() const;
    // The timeline (docs/animation.md, "Step back and the timeline"). A solve can be scrubbed
    // from its start to its end, before and after it finished; a generation while it runs or is
    // paused (once finished, the maze is a document to edit, not a run). Going to step k
    // replays k steps of a fresh coroutine un-animated onto a cleared picture: the algorithms
    // are deterministic, so the picture, the figures and currentLine() are exactly those of
    // playing to step k.
    [[nodiscard]] bool canSeek() const;
    // The number of steps of the whole run, once known: counted by the un-animated run on the
    // worker thread, or reached by the animation; -1 before.
    [[nodiscard]] std::int64_t totalSteps() const;

    // --- A finished solve follows edits (docs/animation.md, "A finished solve follows edits") ---
    // Whether an edit of the maze now re-runs the solve instead of resetting it: a solve that has
    // Finished, or an incremental solve in any state but Idle, with no step gate set (Predict,
    // questions and lessons keep the reset).
    [[nodiscard]] bool followsEdits() const;
    // Whether the current solve keeps an incremental search, which rerun() repairs.
    [[nodiscard]] bool repairs() const;
    // Whether it has repaired since it started (the timeline then cannot seek).
    [[nodiscard]] bool repaired() const;
    // Runs the finished solve again on the scene's maze, at once and un-animated, with the same
    // solver and parameters: the drawing, the figures and the timeline become those of the new
    // run's last step, still Finished, and only the cells whose marks change are redrawn. The
    // algorithm's time is unknown again (measuring) and nothing is reported to the results
    // until settleRerun(). Emits progressed() and solveFinished(). Does nothing unless
    // followsEdits().
    // An incremental solve is repaired instead (repairs()): the compute under way stops, the
    // search notes the edits on a copy of the scene's maze, and the repair's steps are animated
    // at the chosen speed over the drawing there (its path and earlier re-opened cells turned
    // searched), from Running (a Paused run stays Paused); solveFinished() follows at its end.
    // The timeline then no longer seeks (canSeek): a repair cannot be replayed alone.
    void rerun();
    // The edit the re-runs followed is over: the last re-run's algorithm time is measured on the
    // worker thread and then, if `report`, its figures go out once (resultReady). Without
    // `report` (the edit was given up and the maze is as it was) the time is measured for the
    // statistics only. Does nothing if no re-run is waiting for it.
    void settleRerun(bool report = true);

public slots:
    void play();
    void pause();
    void togglePlay();
    // One step while paused (or idle after a start): applies exactly one step.
    void step();
    // Stops at once. A solve's search drawing is cleared and the maze kept; a generation still
    // running is abandoned and the maze it was replacing comes back (a half-carved maze is not a
    // maze).
    void reset();
    void setSpeed(const Speed& speed);
    // Shows the run as it was after `step` steps (0: before the first; clamped to the run),
    // paused there, or Finished if that is the last step. A running animation is paused first.
    // Does nothing when !canSeek().
    void seek(std::int64_t step);
    void stepBack();  // seek(stepsDone() - 1)
    void seekFirst(); // seek(0)
    void seekLast();  // to the end of the run

signals:
    void stateChanged(mazelab::ui::Animator::State state);
    // After each batch of steps (at most once per frame) and after every single step.
    void progressed();
    void generationFinished();
    // The last step of a solve was applied (once: not again when the timeline reaches it), or a
    // re-run after an edit ended.
    void solveFinished(const mazelab::ui::RunFigures& figures);
    // The un-animated run that measures the algorithm's own time has finished.
    void algorithmTimeMeasured();
    // Once per solve, when both the animation has ended and the algorithm's time is known: the
    // figures for the results table.
    void resultReady(const mazelab::ui::RunFigures& figures);
    // totalSteps() became known (or was reset by a new run).
    void totalStepsChanged(qint64 total);
    // The gate held a step (holdingStep()) or paused the run after one: the run is paused.
    void gateStopped();
    // A solve the animator would have started or re-run itself could not run: the solver does
    // not take the maze (its reason, SolverInfo::mazeProblem). A Solve pressed during generation
    // leaves the new maze without a solve; an edit under a finished solve clears that solve.
    void solveRefused(const QString& reason);

private:
    struct Impl;
    struct GenerationRun;
    struct SolveRun;
    struct Progress;
    // A step applied; the run's last; applied, then paused by the gate; held by the gate, not
    // applied; no step (ended).
    enum class Stepped { One, Last, Paused, Held, None };

    // StepPacer::Client
    void applyTick(StepPacer::Quota quota) override;
    [[nodiscard]] std::int64_t fastestStepsPerTick() const override;
    void enteredState(State from, State to) override;

    [[nodiscard]] GenerationRun* generation() const;
    [[nodiscard]] SolveRun* solve() const;
    [[nodiscard]] Progress* progress() const;
    // A generation that has not finished (Running or Paused).
    [[nodiscard]] bool generating() const;
    // Applies up to `count` steps (stopping at the end or when `budgetNs` of wall time is used);
    // returns the number applied.
    std::int64_t advance(std::int64_t count, std::int64_t budgetNs);
    Stepped applyGenerationStep(GenerationRun& run);
    Stepped applySolveStep(SolveRun& run);
    void finishGeneration(GenerationRun& run);
    void finishSolve(SolveRun& run);
    // rerun() for an incremental solve.
    void repair(SolveRun& run);
    // Ends the run, if any: its coroutine, its worker-thread runs and its counters go. The state
    // is left to the caller.
    void dropRun();
    // seek(): back to step 0 of the current run on a fresh coroutine and a cleared picture.
    void restartRun();
    void setTotalSteps(std::int64_t total);
    // Measures the run's algorithm time on the worker thread (the timing run).
    void startTiming(SolveRun& run);
    // Emits resultReady once per solve, when both its end and its algorithm time are known.
    void reportResult();

    MazeScene* m_scene = nullptr;
    std::unique_ptr<Impl> m_impl;
    Speed m_speed; // the chosen speed
    StepGate* m_gate = nullptr;
    StepPacer m_pacer{*this};
};

} // namespace mazelab::ui
