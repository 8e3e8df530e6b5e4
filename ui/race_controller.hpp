#pragma once
// The race: 2 to 8 solvers search copies of the same maze, advanced in lock-step by one QTimer.
// An explicit state machine, like the Animator's (docs/experiments.md, "Race mode"):
//
//   Idle --play/step--> Running <--play/pause--> Paused
//   Running/Paused --every lane's last step--> Finished
//   any --reset, new maze, new solvers--> Idle
//
// Lock-step: a tick (or a Step) advances every unfinished lane by the same number of steps n, so
// after ticks of n1, n2, ... steps every lane has done min(its total, n1 + n2 + ...) steps
// (stepsDone()). At a steps-per-second speed n is the steps owed by the time since the last
// tick; at Fastest, as many as fit in one frame's time slice across all lanes.
//
// Why the lanes run the core coroutines directly rather than one Animator each: an Animator is
// a single run with its own timer, its own pacing and an un-animated timing run on a worker
// thread per solve. Eight of them would tick independently (lock-step only by accident), start
// eight timing threads the race does not show, and redraw eight times per step. One timer here
// decides n once per tick and applies it to every lane, and each lane's scene is flushed once per
// tick. The step itself is drawn and counted by the same functions the Animator uses
// (ui/solve_drawing.hpp), so a lane ends with exactly the figures of core solveMaze.
//
// The coroutine types live in the .cpp (pimpl): moc in Qt 6.4 cannot parse <coroutine>.

#include "core/maze.hpp"
#include "ui/animator.hpp" // Speed
#include "ui/run_figures.hpp"

#include <QObject>
#include <QString>

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace mazelab {
struct SolverInfo;
}

namespace mazelab::ui {

class MazeScene;

class RaceController : public QObject {
    Q_OBJECT

public:
    enum class State { Idle, Running, Paused, Finished };
    Q_ENUM(State)
    static constexpr int kMinLanes = 2;
    static constexpr int kMaxLanes = 8;

    explicit RaceController(QObject* parent = nullptr);
    ~RaceController() override;

    // Why `count` solvers cannot race ("Pick 2 to 8 solvers: ..."), or an empty string.
    [[nodiscard]] static QString solverCountError(int count);

    // The solvers, one lane each, in this order (the same solver may run twice). Refused, with
    // the message of solverCountError and nothing changed, for fewer than 2 or more than 8.
    // Otherwise resets the race and rebuilds the lanes (lanesChanged()); returns an empty string.
    QString setSolvers(std::span<const SolverInfo* const> solvers);
    // The maze every lane searches: a copy, kept until the next setMaze. Resets the race (and
    // does nothing at all when `maze` equals the maze already raced on).
    void setMaze(const Maze& maze);
    [[nodiscard]] const Maze& maze() const;

    [[nodiscard]] int laneCount() const;
    [[nodiscard]] const SolverInfo& solver(int lane) const;
    // The lane's own scene: the maze and its search drawing, for its view.
    [[nodiscard]] MazeScene* scene(int lane) const;
    // The lane's live figures (RunFigures::Phase::Finished once its last step is applied).
    [[nodiscard]] const RunFigures& figures(int lane) const;
    [[nodiscard]] bool finished(int lane) const;
    // Lanes in the order their last step was applied (lanes finishing in the same tick in lane
    // order).
    [[nodiscard]] const std::vector<int>& finishOrder() const;

    [[nodiscard]] State state() const { return m_state; }
    [[nodiscard]] Speed speed() const { return m_speed; }
    // Steps applied to every lane still running (a finished lane stopped at its own total).
    [[nodiscard]] std::int64_t stepsDone() const { return m_stepsDone; }
    [[nodiscard]] std::int64_t ticks() const { return m_ticks; }

    // The best any solver can do on this maze, by core solveMaze: with every cost 1, the path
    // length of BFS; otherwise the path cost of Dijkstra. Unset when the goal cannot be reached.
    // Computed once per maze, when first asked.
    struct Reference {
        bool byCost = false; // compare path costs (weighted maze), else path lengths
        std::optional<std::int64_t> best;
    };
    [[nodiscard]] const Reference& reference() const;
    // Whether the maze has costs other than 1 (then "best" means cheapest, not shortest).
    [[nodiscard]] bool byCost() const;
    // Whether the lane has finished with a path as short (unit costs) or as cheap (with costs)
    // as the reference.
    [[nodiscard]] bool foundBest(int lane) const;

public slots:
    // Idle or Finished: starts the race afresh; Paused: resumes. Ignored without enough lanes.
    void play();
    void pause();
    void togglePlay();
    // One lock-step step: every unfinished lane applies exactly one step, and the race is left
    // Paused (or Finished). From Idle or Finished it starts the race afresh first.
    void step();
    // Stops at once and clears every lane's drawing; the maze and the solvers stay.
    void reset();
    void setSpeed(const mazelab::ui::Speed& speed);

signals:
    void stateChanged(mazelab::ui::RaceController::State state);
    // After every tick that applied steps, and after every Step or Reset.
    void progressed();
    // The lanes were rebuilt (new solvers): views of the old scenes must go.
    void lanesChanged();
    // The race was reset because setMaze brought another maze.
    void mazeChanged();
    void laneFinished(int lane);

private:
    struct Impl;

    void setState(State state);
    void start(); // fresh coroutines on every lane, drawing cleared
    void tick();
    // Applies n steps to every unfinished lane; Finished when none is left.
    void advance(std::int64_t n);
    void clearLanes();
    void flushScenes();

    std::unique_ptr<Impl> m_impl;
    State m_state = State::Idle;
    Speed m_speed{Speed::Mode::PerSecond, 100};
    std::int64_t m_stepsDone = 0;
    std::int64_t m_ticks = 0;
    double m_due = 0;              // steps owed to the schedule (PerSecond)
    double m_nsPerLaneStep = 300;  // measured, for Fastest's per-tick count
};

} // namespace mazelab::ui
