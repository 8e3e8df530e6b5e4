#pragma once
// The race: 2 to 8 solvers search copies of the same maze, advanced in lock-step by one QTimer.
// The state machine is the StepPacer's, as in the Animator (docs/experiments.md, "Race mode"):
//
//   Idle --play/step--> Running <--play/pause--> Paused
//   Running/Paused --every lane's last step--> Finished
//   Finished --play/step--> Idle, then on to Running (play) or Paused (step): a fresh race
//   any --reset, new maze, new solvers--> Idle
//
// Lock-step: a tick (or a Step) advances every unfinished lane by the same number of steps n, so
// after ticks of n1, n2, ... steps every lane has done min(its total, n1 + n2 + ...) steps
// (stepsDone()). At a steps-per-second speed n is the steps the pacer says are owed; with no
// delay (Speed::Mode::Unlimited), as many as fit in one tick's time slice across all lanes.
//
// Why the lanes run the core coroutines directly rather than one Animator each: an Animator is
// a single run with its own pacer and an un-animated timing run on a worker thread per solve.
// Eight of them would tick independently (lock-step only by accident), start eight timing
// threads the race does not show, and redraw eight times per step. One pacer here decides n once
// per tick for every lane, and each lane's scene is flushed once per tick. The step itself is
// drawn and counted by the same functions the Animator uses (ui/animation/solve_drawing.hpp), so a
// lane ends with exactly the figures of core solveMaze.
//
// Agent mode (setAgentMode): every lane walks the maze as an agent that sees only its sensor
// radius (core/navigate.hpp), its solver the planner, the race's movement and one radius for
// all. A step is then one NavStep: lock-step holds by NavStep, and a lane's figures are the
// walk's (agentFigures), drawn on the lane's AgentLayer (agentLayer). The finish order is the
// order of arrival: the NavStep at which each lane took its last step.
//
// The coroutine types live in the .cpp (pimpl): moc in Qt 6.4 cannot parse <coroutine>.

#include "core/maze.hpp"
#include "core/params.hpp"
#include "ui/agent/agent_panel.hpp"
#include "ui/animation/run_figures.hpp"
#include "ui/animation/step_pacer.hpp"

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

class AgentLayer;
class MazeScene;

class RaceController : public QObject, private StepPacer::Client {
    Q_OBJECT

public:
    using State = StepPacer::State;
    static constexpr int kMinLanes = 2;
    static constexpr int kMaxLanes = 8;

    explicit RaceController(QObject* parent = nullptr);
    ~RaceController() override;

    // Why `count` solvers cannot race ("Pick 2 to 8 solvers: ..."), or an empty string.
    [[nodiscard]] static QString solverCountError(int count);

    // The solvers, one lane each, in this order (the same solver may run twice). Refused, with
    // the message of solverCountError and nothing changed, for fewer than 2 or more than 8.
    // Otherwise resets the race and rebuilds the lanes (lanesChanged()); returns an empty string.
    // `params`: empty (every solver with its defaults) or one per solver, checked by
    // SolverInfo::start when the race starts; a lane with parameters is named with them
    // ("Weighted A* (weight=3, heuristic=manhattan)").
    QString setSolvers(std::span<const SolverInfo* const> solvers,
                       std::span<const ParamValues> params = {});
    // The maze every lane searches: a copy, kept until the next setMaze. Resets the race (and
    // does nothing at all when `maze` equals the maze already raced on).
    void setMaze(const Maze& maze);
    [[nodiscard]] const Maze& maze() const;
    // The movement every lane runs with (core/movement.hpp). Resets the race; a lane whose solver
    // does not take it ends at once, without a path, with the solver's reason.
    void setMovement(Diagonal rule);
    [[nodiscard]] Diagonal movement() const;

    [[nodiscard]] int laneCount() const;
    [[nodiscard]] const SolverInfo& solver(int lane) const;
    [[nodiscard]] const ParamValues& params(int lane) const; // empty: the defaults
    // The lane's own scene: the maze and its search drawing, for its view.
    [[nodiscard]] MazeScene* scene(int lane) const;
    // The lane's live figures (RunFigures::Phase::Finished once its last step is applied).
    [[nodiscard]] const RunFigures& figures(int lane) const;
    [[nodiscard]] bool finished(int lane) const;
    // Lanes in the order their last step was applied (lanes finishing in the same tick in lane
    // order).
    [[nodiscard]] const std::vector<int>& finishOrder() const;

    // Agent mode: on, the lanes race as agents (the header). Resets the race when it changes.
    void setAgentMode(bool on);
    [[nodiscard]] bool agentMode() const;
    // The agents' sensor radius: refused with sensorRadiusError's message and nothing changed
    // when out of range; otherwise kept (resetting an agent race when it changes) and an empty
    // string returned.
    QString setSensorRadius(int radius);
    [[nodiscard]] int sensorRadius() const;
    // Why no agent can walk this race (navigateError: a weave maze, the start on the goal, ...)
    // when every lane is refused; empty when some lane can walk. A lane refused alone ends at
    // the start of the race, "no path" with its reason.
    [[nodiscard]] QString agentProblem() const;
    // A lane's walk so far (zeros before its first NavStep), the NavSteps it applied, and the
    // layer that draws it (fog, trail, plan, agent) for the lane's view.
    [[nodiscard]] const AgentFigures& agentFigures(int lane) const;
    [[nodiscard]] std::int64_t agentSteps(int lane) const;
    [[nodiscard]] AgentLayer* agentLayer(int lane) const;

    [[nodiscard]] State state() const { return m_pacer.state(); }
    [[nodiscard]] Speed speed() const { return m_pacer.speed(); }
    // Steps applied to every lane still running (a finished lane stopped at its own total).
    [[nodiscard]] std::int64_t stepsDone() const { return m_stepsDone; }
    [[nodiscard]] std::int64_t ticks() const { return m_ticks; }

    // The best any solver can do on this maze, by core solveMaze: with every cost 1 and four
    // directions, the path length of BFS; otherwise (costs, or diagonal moves, which cost
    // sqrt(2)) the path cost of Dijkstra under the race's movement. Unset when the goal cannot be
    // reached. Computed once per maze and movement, when first asked.
    struct Reference {
        bool byCost = false; // compare path costs, else path lengths
        std::optional<double> best;
    };
    [[nodiscard]] const Reference& reference() const;
    // Whether the maze has costs other than 1 or moves are diagonal (then "best" is by cost).
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
    // The race has no Instant (a race is there to be watched): it runs with no delay instead.
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

    // StepPacer::Client
    void applyTick(StepPacer::Quota quota) override;
    [[nodiscard]] std::int64_t fastestStepsPerTick() const override;
    void enteredState(State from, State to) override;

    void start(); // fresh coroutines on every lane, drawing cleared: Idle
    // Applies n steps to every unfinished lane; Finished when none is left.
    void advance(std::int64_t n);
    void startAgents();
    // Applies up to n NavSteps to an agent lane; true once its last step is applied.
    bool advanceAgent(int lane, std::int64_t n);
    void clearLanes();
    void flushScenes();

    std::unique_ptr<Impl> m_impl;
    std::int64_t m_stepsDone = 0;
    std::int64_t m_ticks = 0;
    double m_nsPerLaneStep = 300; // measured, for the per-tick count with no delay
    StepPacer m_pacer{*this};
};

} // namespace mazelab::ui
