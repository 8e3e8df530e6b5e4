#pragma once
// Maze > Walk as an agent in an unknown maze (W): an agent walks from the start to the goal of the
// maze shown knowing nothing of its walls beyond its sensor radius, planning with the solver
// chosen in the control panel (core/navigate.hpp; docs/semantics.md, "The agent in an unknown
// maze"). The walk is paced by a StepPacer at the panel's speed, a NavStep a step; the Agent dock
// (AgentPanel) holds the radius, Walk, Pause, Step and Stop, and the figures, which the status bar
// repeats; the view draws the walk with an AgentLayer.
//
// A walk runs on a copy of the maze: a new maze, an edit, moved endpoints, Reset or a generation
// or solve started stop it and clear its drawing. Starting a walk clears a solve's drawing.
//
// No coroutine types here (moc in Qt 6.4 cannot parse <coroutine>): the walk is a pimpl.

#include "core/movement.hpp"
#include "core/params.hpp"
#include "ui/agent/agent_panel.hpp"
#include "ui/animation/step_pacer.hpp"

#include <QObject>

#include <cstdint>
#include <limits>
#include <memory>

namespace mazelab {
struct SolverInfo;
}

class QAction;
class QDockWidget;
class QMainWindow;

namespace mazelab::ui {

class AgentLayer;
class Animator;
class ControlPanel;
class MazeScene;
class MazeView;

class AgentController : public QObject, private StepPacer::Client {
    Q_OBJECT

public:
    using State = StepPacer::State;

    struct Parts {
        MazeScene* scene = nullptr;
        MazeView* view = nullptr;
        ControlPanel* controls = nullptr;
        Animator* animator = nullptr;
    };

    // Adds the Agent dock to the window (hidden until the first walk) and the layer to the view.
    AgentController(QMainWindow& window, const Parts& parts);
    ~AgentController() override;

    // Walk as an agent (W); the dock's Pause, Step and Stop.
    [[nodiscard]] QAction* walkAction() const { return m_walkAction; }
    [[nodiscard]] QDockWidget* dock() const { return m_dock; }
    [[nodiscard]] AgentPanel* panel() const { return m_panel; }
    [[nodiscard]] const AgentLayer& layer() const { return *m_layer; }
    [[nodiscard]] State state() const { return m_pacer.state(); }
    // The walk's figures so far (zeros before the first step).
    [[nodiscard]] const AgentFigures& figures() const { return m_figures; }
    // Whether a walk is shown (under way or finished), and the NavSteps it has taken (the first
    // plan is step 1).
    [[nodiscard]] bool hasWalk() const { return m_walk != nullptr; }
    [[nodiscard]] std::int64_t stepsTaken() const;

    // For a lesson's walk (ui/learn/lesson_controller.hpp): a new walk on the maze shown with
    // this planner, its parameters, movement and sensor radius (the dock shows the radius),
    // paused after its first plan; false (after an error box saying why) if it cannot run.
    bool startWalk(const SolverInfo& planner, const ParamValues& params, Diagonal rule, int radius);
    // Takes the walk's steps at once until `steps` are taken or it ends, and shows the last.
    void walkTo(std::int64_t steps);
    // Plays the walk at the panel's speed until `steps` are taken (then pauses) or it ends.
    void playTo(std::int64_t steps);

public slots:
    // A new walk on the maze shown, with the panel's solver, parameters, movement and the typed
    // sensor radius; false (after an error box saying why) if it cannot run.
    bool walk();
    void playPause();
    // One NavStep while paused (pauses a running walk first).
    void stepOnce();
    // Ends the walk at once and clears its drawing and figures.
    void stop();

signals:
    void stateChanged(mazelab::ui::AgentController::State state);
    // After every batch of steps shown.
    void progressed();

private:
    struct Walk;

    bool begin(const SolverInfo& planner, const ParamValues& params, Diagonal rule, int radius);

    // StepPacer::Client
    void applyTick(StepPacer::Quota quota) override;
    [[nodiscard]] std::int64_t fastestStepsPerTick() const override { return 64; }
    void enteredState(State from, State to) override;

    // Advances the walk by up to `count` steps within `budgetNs`, then shows the last one.
    void advance(std::int64_t count, std::int64_t budgetNs);
    void finish();
    void show();
    void applySpeed();
    void updateActions();
    void refuse(const QString& message);
    // The dock's word for the walk: "walking", "paused", "arrived", "no path: why".
    [[nodiscard]] QString statusWord() const;
    // The status bar's line: the planner, the radius and the figures.
    [[nodiscard]] QString summary() const;

    QMainWindow& m_window;
    Parts m_parts;
    StepPacer m_pacer{*this};
    std::unique_ptr<AgentLayer> m_layer;
    std::unique_ptr<Walk> m_walk;
    std::int64_t m_pauseAt = std::numeric_limits<std::int64_t>::max(); // playTo's steps
    AgentFigures m_figures;
    QDockWidget* m_dock = nullptr;
    AgentPanel* m_panel = nullptr;
    QAction* m_walkAction = nullptr;
    QAction* m_pauseAction = nullptr;
    QAction* m_stepAction = nullptr;
    QAction* m_stopAction = nullptr;
};

} // namespace mazelab::ui
