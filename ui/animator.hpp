#pragma once
// The animator: runs one generation or one solve step by step from the core's coroutines and
// applies each step to the MazeScene, driven by a QTimer. An explicit state machine
// (docs/animation.md):
//
//   Idle --start--> Running <--play/pause--> Paused
//   Running/Paused --last step--> Finished
//   Running/Paused/Finished --seek to step k < last--> Paused at k   (the timeline)
//   Running/Paused/Finished --seek to the last step--> Finished
//   any --reset/cancel--> Idle       (a new start from any state first cancels the old run)
//
// The coroutine types live in the .cpp (pimpl): moc in Qt 6.4 cannot parse <coroutine>.

#include "core/maze.hpp"
#include "core/params.hpp"
#include "ui/run_figures.hpp"

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

// How fast to animate: a number of steps per second, as fast as the screen allows (one frame's
// worth of work per frame), or Instant (run to the end without showing intermediate steps).
struct Speed {
    enum class Mode { PerSecond, Unlimited, Instant };
    Mode mode = Mode::PerSecond;
    double stepsPerSecond = 50;

    // The original's presets for a maze of `size` cells, defined on its block board of side
    // N = 2 * cells + 1 (the larger side): Slow waits 2/(N+1) s per step, Fast 2/(N+1)^2 s,
    // Fastest does not wait.
    enum class Preset { Slow, Fast, Fastest };
    static Speed preset(Preset preset, Size size);
    friend bool operator==(const Speed&, const Speed&) = default;
};

class Animator : public QObject {
    Q_OBJECT

public:
    enum class State { Idle, Running, Paused, Finished };
    Q_ENUM(State)
    enum class Job { None, Generation, Solve };
    Q_ENUM(Job)

    explicit Animator(MazeScene* scene, QObject* parent = nullptr);
    ~Animator() override;

    // Replaces the scene's maze with the request's starting maze (core prepareMaze: walls
    // closed, the mask applied) and animates every step of core generationSteps: the generator,
    // then the symmetry, braid and terrain passes, so that the maze shown at the end is exactly
    // generateMaze(request)'s. Throws Error (and changes nothing) on a bad size, mask or shaping.
    void startGeneration(const GenerateRequest& request);
    // The same request without mask or shaping.
    void startGeneration(const GeneratorInfo& generator, Size size, std::uint64_t seed,
                         const ParamValues& params);
    // Builds the maze at once, without animation (the start-up maze, screenshots), and shows it.
    void generateNow(const GenerateRequest& request);
    void generateNow(const GeneratorInfo& generator, Size size, std::uint64_t seed,
                     const ParamValues& params);
    // Clears the search drawing and searches the scene's maze. A generation still running is
    // completed at once first (the solver needs the whole maze).
    void startSolve(const SolverInfo& solver);

    [[nodiscard]] State state() const { return m_state; }
    [[nodiscard]] Job job() const { return m_job; }
    [[nodiscard]] Speed speed() const { return m_speed; }
    // Live figures of the current (or last) solve.
    [[nodiscard]] const RunFigures& figures() const { return m_figures; }
    // Pseudocode line of the last step applied (-1 before the first).
    [[nodiscard]] int currentLine() const { return m_line; }
    [[nodiscard]] std::int64_t stepsDone() const { return m_steps; }

    // --- For the teaching views (ui/pseudocode_panel.hpp, ui/internals_overlay.hpp) ---
    // The algorithm of the current (or last) run; nullptr when that is not a generation (or not
    // a solve), and after a reset.
    [[nodiscard]] const GeneratorInfo* runningGenerator() const;
    [[nodiscard]] const SolverInfo* runningSolver() const;
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
    void solveFinished(const mazelab::ui::RunFigures& figures);
    // The un-animated run that measures the algorithm's own time has finished.
    void algorithmTimeMeasured();
    // Once per solve, when both the animation has ended and the algorithm's time is known: the
    // figures for the results table.
    void resultReady(const mazelab::ui::RunFigures& figures);
    // totalSteps() became known (or was reset by a new run).
    void totalStepsChanged(qint64 total);

private:
    struct Impl;

    void setState(State state);
    void tick();
    // Applies up to `count` steps (stopping at the end or when `budgetNs` of wall time is used);
    // returns the number applied.
    std::int64_t advance(std::int64_t count, std::int64_t budgetNs);
    void finishGeneration();
    void finishSolve();
    void stopTimer();
    void scheduleTimer();
    void cancelRun();
    void updateElapsed(); // folds the running stretch into the total (on pause and finish)
    void refreshElapsed(); // updates the live figure without stopping the clock
    // seek(): back to step 0 of the current run on a fresh coroutine and a cleared picture.
    void restartRun();
    void setTotalSteps(std::int64_t total);
    // Emits resultReady once per solve, when both its end and its algorithm time are known.
    void reportResult();

    MazeScene* m_scene = nullptr;
    std::unique_ptr<Impl> m_impl;
    State m_state = State::Idle;
    Job m_job = Job::None;
    Speed m_speed;
    RunFigures m_figures;
    int m_line = -1;
    std::int64_t m_steps = 0;
    double m_due = 0; // steps owed to the schedule (PerSecond mode)
};

} // namespace mazelab::ui
