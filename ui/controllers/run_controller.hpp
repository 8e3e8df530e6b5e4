#pragma once
// The main window's runs: Generate, Regenerate, Solve, Play/Pause, Step and Reset between the
// control panel, the animator and the maze view; the statistics, the results table and the status
// bar's two labels (which maze is shown, what the animation is doing); the panels that describe the
// maze (metrics, the legend's cost ramp, the generators a mask allows); and the race window, which
// always races the maze shown.

#include "ui/animation/step_pacer.hpp"
#include "ui/panels/window_actions.hpp"

#include <QObject>
#include <QStringList>

#include <cstdint>
#include <functional>
#include <optional>

class QLabel;
class QMainWindow;

namespace mazelab {
struct GenerateRequest; // core/run.hpp (not included: moc in Qt 6.4 cannot parse <coroutine>)
class Maze;
}

namespace mazelab::ui {

class Animator;
class ControlPanel;
class LegendWidget;
class MazeScene;
class MazeView;
class MetricsPanel;
class RaceWindow;
class ResultsTable;
class StageHud;
class StatsPanel;
struct RunFigures;

class RunController : public QObject {
    Q_OBJECT

public:
    // The window's parts that a run drives or reports to; the window owns them.
    struct Parts {
        MazeScene* scene = nullptr;
        Animator* animator = nullptr;
        MazeView* view = nullptr;
        ControlPanel* controls = nullptr;
        StatsPanel* stats = nullptr;
        LegendWidget* legend = nullptr;
        MetricsPanel* metrics = nullptr;
        ResultsTable* results = nullptr;
        StageHud* hud = nullptr; // the stage's figures, fed with the statistics'
    };

    // Adds the two labels to the window's status bar and connects the actions and the parts.
    RunController(QMainWindow& window, const Parts& parts, const MazeActions& maze,
                  const AnimationActions& animation);

    [[nodiscard]] MazeScene* scene() const { return m_parts.scene; }
    [[nodiscard]] Animator* animator() const { return m_parts.animator; }
    [[nodiscard]] MazeView* view() const { return m_parts.view; }
    [[nodiscard]] ControlPanel* controls() const { return m_parts.controls; }

    // What Generate would make now: the panel's generator, size, seed, parameters and shaping,
    // and the mask of the maze on screen (scaled to the chosen size).
    [[nodiscard]] GenerateRequest generateRequest() const;
    // Whether a generation is under way (running or paused): its maze is not whole yet.
    [[nodiscard]] bool generating() const;
    // "Generator, W x H, seed S, parameters; start x,y, goal x,y", as the status bar says it.
    [[nodiscard]] QString mazeDescription() const;
    [[nodiscard]] static QString sizeText(const Maze& maze);

    // The race window, once openRace has made it (nullptr before).
    [[nodiscard]] RaceWindow* raceWindow() const { return m_raceWindow; }
    // The race's solvers: the race window's choice, or those given for it before it opened.
    [[nodiscard]] QStringList raceSolvers() const;
    // A scenario's race: given to the race window now, or when it opens.
    void setRaceSolvers(const QStringList& ids);
    // Asked before Generate replaces the maze on screen, once its inputs are checked (the
    // document's unsaved-changes question); false stops the Generate and changes nothing.
    void setReplaceCheck(std::function<bool()> check) { m_replaceCheck = std::move(check); }
    // A run this controller does not drive, shown in the same view (the agent's walk). While it is
    // not Idle, Reset is enabled (its owner connects Reset to stop it); while it is Running or
    // Paused and the animator is Idle, Play/Pause and Step drive it instead of starting a solve.
    struct OtherRun {
        std::function<StepPacer::State()> state;
        std::function<void()> playPause;
        std::function<void()> step;
    };
    void setOtherRun(OtherRun run) { m_otherRun = std::move(run); }
    // The published optimal length of the start and goal shown, while they are a chosen Moving
    // AI problem's (ui/benchmark/), else none: the statistics, the results, the status bar and
    // the race show it beside the cost found.
    void setOptimum(std::optional<double> optimum);
    [[nodiscard]] std::optional<double> optimum() const { return m_optimum; }

public slots:
    // A new maze from a fresh seed (the panel's drawSeed), or from the seed in the field when
    // the seed is locked. The seed is shown in the field once every input has been checked and
    // the replace check agreed: a refused or cancelled Generate changes nothing (false then).
    bool generate();
    // The maze of the seed in the field (Shift+G, Enter in the seed field).
    bool regenerate();
    void solve();
    void playPause();
    void stepOnce();
    void reset();
    // Compare > Race...: opens the race window (or brings it to the front) on the maze shown.
    RaceWindow* openRace();
    // After a new or edited maze: metrics, the legend's cost ramp, the generators a mask allows,
    // the race window's maze.
    void onMazeChanged();
    // Play or Pause, Reset enabled, editing allowed: as the animator's state says.
    void updateActions();
    void updateStatus();
    void applySpeed();
    // The statistics of the run on screen (cleared when there is none).
    void showStats();
    void clearStats();

signals:
    // Generate is about to replace the maze on screen (the inputs were checked).
    void generationStarting();
    // The race's solvers changed (the race window's boxes, or a scenario's race).
    void raceSolversChanged();
    // The race window was made, before it first shows.
    void raceWindowCreated(QWidget* window);
    // onMazeChanged has brought the panels up to date.
    void mazeUpdated();

private:
    // Starts the panel's solver with its parameters and movement; false (after an error box
    // with the solver's reason) when it refuses this maze.
    bool startChosenSolve();
    // Generate's work: `seed` is drawn or read by the caller, and shown once it is accepted.
    bool generateFrom(std::uint64_t (*seedOf)(ControlPanel&));
    [[nodiscard]] GenerateRequest requestWithSeed(std::uint64_t seed) const;
    void connectAnimator();
    void connectPanels();
    void addResult(const RunFigures& figures);
    void onSolveFinished(const RunFigures& figures);
    // Gives the race window, if open, the maze shown now (a different maze resets the race).
    void syncRace();
    [[nodiscard]] QString stateText() const;

    QMainWindow& m_window;
    Parts m_parts;
    AnimationActions m_animation; // Play's text and icon, Reset's state follow the run
    QLabel* m_mazeLabel = nullptr;
    QLabel* m_stateLabel = nullptr;
    RaceWindow* m_raceWindow = nullptr;
    QStringList m_pendingRace; // a scenario's race, for a race window not opened yet
    std::function<bool()> m_replaceCheck;
    OtherRun m_otherRun;
    // The other run's state, Idle without one.
    [[nodiscard]] StepPacer::State otherState() const;
    QString m_noPathMessage; // the status bar's message about the last solve without a path
    std::optional<double> m_optimum;
};

} // namespace mazelab::ui
