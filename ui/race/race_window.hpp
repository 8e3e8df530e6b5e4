#pragma once
// The race window (Compare > Race..., Ctrl+R in the main window): 2 to 8 solvers, picked with the
// check boxes at the top, search copies of the main window's maze side by side, one lane each
// (ui/race/race_lane.hpp) in a grid, advanced in lock-step by a RaceController at the chosen speed.
// Beside the lanes, the race table (standings, shortest-path marks) and the race chart (cells
// searched against steps). Play/Pause (Space), Step (Right) and Reset (R) drive every lane at
// once; + and - change the speed. A new maze in the main window resets the race onto the new
// maze; the status line always says which maze the race runs on. The solver picker folds away
// when a race starts (View > Solvers brings it back), and F5 puts the race on a stage
// (ui/race/race_stage.hpp), with the chart and the table on demand (C).
//
// "Race as agents" (A; the tool bar's box) races agents in an unknown maze instead of searches
// (RaceController's agent mode): each lane walks the maze seeing only the sensor radius (the box
// beside it, Alt+R; 1 to 64), its solver the planner; each lane's view draws the walk (AgentLayer:
// fog over what the agent has not sensed, its trail, its plan, the agent), and the table and the
// chart show the walks' figures. A radius out of range, or a maze no agent can walk
// (navigateError), is said under the solver boxes and the race cannot start until it is put right.
//
// No coroutine types here (moc in Qt 6.4 cannot parse <coroutine>).

#include "core/maze.hpp"
#include "core/movement.hpp"
#include "core/params.hpp"
#include "ui/view/maze_palette.hpp"

#include <QMainWindow>
#include <QStringList>

#include <functional>
#include <optional>
#include <vector>

class QAction;
class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QSpinBox;
class QSplitter;
class QToolBar;

namespace mazelab {
class Maze;
struct SolverInfo;
} // namespace mazelab

namespace mazelab::ui {

class RaceChart;
class RaceController;
class RaceLane;
class RaceStage;
class RaceTable;

class RaceWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit RaceWindow(QWidget* parent = nullptr);
    ~RaceWindow() override;

    // Races on a copy of `maze`; `description` says which maze it is (shown in the status line).
    // A different maze resets the race.
    void setMaze(const Maze& maze, const QString& description);
    // The published optimum of the maze's start and goal (a chosen Moving AI problem's), shown
    // beside each lane's result; none for any other start and goal.
    void setOptimum(std::optional<double> optimum);
    // Picks the solvers by registry id (ticks their boxes; the lanes follow the registry's
    // order). Returns an error (an unknown or repeated id, fewer than 2 or more than 8) and
    // changes nothing, or an empty string.
    QString setSolvers(const QStringList& ids);
    // The ids of the ticked solvers, in registry order.
    [[nodiscard]] QStringList chosenSolvers() const;
    // Where each solver's parameters come from (the main window's control panel); without one,
    // every solver runs with its defaults. Calls again whenever the lanes are rebuilt, and
    // refreshSolverParams() asks again now (rebuilding the lanes only if a value differs).
    void setSolverParamSource(std::function<ParamValues(const SolverInfo&)> source);
    // The movement the lanes run with (the main window's choice). Solvers that do not take it,
    // or do not solve the maze's cells (setMaze), are disabled in the picker, their reason as
    // tooltip, and unticked.
    void setMovement(Diagonal rule);
    void refreshSolverParams();
    // The maze colours of every lane (View > Palette of the main window), now and after.
    void setMazePalette(const MazePalette& palette);
    // Agents instead of searches (ticks the box); resets the race when it changes.
    void setAgentMode(bool on);
    [[nodiscard]] bool agentMode() const;
    // The agents' sensor radius (sets the box): an empty string, or why it cannot be used (out
    // of 1 to 64), then also shown as the window's message, the race's radius unchanged.
    QString setSensorRadius(int radius);
    [[nodiscard]] QCheckBox* agentBox() const { return m_agentBox; }
    [[nodiscard]] QSpinBox* radiusBox() const { return m_radius; }

    [[nodiscard]] RaceController* controller() const { return m_controller; }
    [[nodiscard]] RaceTable* table() const { return m_table; }
    [[nodiscard]] RaceChart* chart() const { return m_chart; }
    [[nodiscard]] int laneCount() const { return int(m_lanes.size()); }
    [[nodiscard]] RaceLane* lane(int index) const { return m_lanes.at(std::size_t(index)); }
    [[nodiscard]] QAction* playPauseAction() const { return m_playPause; }
    [[nodiscard]] QAction* stepAction() const { return m_step; }
    [[nodiscard]] QAction* resetAction() const { return m_reset; }
    // View > Stage (F5; Escape leaves too), View > Chart and table (C), View > Solvers.
    [[nodiscard]] QAction* stageAction() const { return m_stageAction; }
    [[nodiscard]] QAction* chartAction() const { return m_chartAction; }
    [[nodiscard]] QAction* pickerAction() const { return m_pickerAction; }
    [[nodiscard]] bool onStage() const;
    void setOnStage(bool on);
    // The message under the solver boxes ("Pick 2 to 8 solvers ..."); empty when all is well.
    [[nodiscard]] QString message() const;

signals:
    // The ticked solvers changed (chosenSolvers).
    void solversChanged();

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    ShapeKind m_shape = ShapeKind::Square; // the maze's cells (setMaze)
    void createActions();
    void createViewMenu();
    void setChartShown(bool shown);
    [[nodiscard]] QWidget* makeSolverPicker();
    void applySolverChoice();
    // `resizeSplitter`: give the lanes the share of the width their count asks for.
    void rebuildLanes(bool resizeSplitter = true);
    void refresh();
    void rebuildSpeeds();
    void applySpeed();
    void nudgeSpeed(int direction);
    void updateActions();
    void updateStatus();
    // Enables the solvers that take the movement and the maze's cells (unticking the others).
    void applyUsableSolvers();
    // The agent controls in the tool bar (after the speed).
    void createAgentControls(QToolBar& bar);
    void applyRadius(int radius);
    // The message under the solver boxes: the solvers' choice, else the agents' radius or maze.
    void updateMessage();

    RaceController* m_controller = nullptr;
    std::function<ParamValues(const SolverInfo&)> m_paramSource;
    RaceTable* m_table = nullptr;
    RaceChart* m_chart = nullptr;
    std::vector<RaceLane*> m_lanes;
    MazePalette m_mazePalette;
    std::vector<QCheckBox*> m_solverBoxes; // one per registered solver, in registry order
    QSplitter* m_splitter = nullptr; // lanes | chart and table
    QWidget* m_picker = nullptr;
    QSplitter* m_side = nullptr; // the chart over the table
    RaceStage* m_stage = nullptr;
    bool m_rebuiltOnStage = false; // lanes made on the stage take their fonts from it
    QWidget* m_lanesArea = nullptr;
    QGridLayout* m_lanesGrid = nullptr;
    // The speed combo's entries, in its order: a preset (its Speed::Preset) or a fixed rate (-1).
    struct SpeedChoice {
        int preset = -1;
        double rate = 0;
    };
    std::vector<SpeedChoice> m_speedChoices;
    QComboBox* m_speed = nullptr;
    QLabel* m_message = nullptr;
    QString m_choiceError; // why the ticked solvers cannot race
    QString m_radiusError; // why the typed radius cannot be used
    QCheckBox* m_agentBox = nullptr;
    QSpinBox* m_radius = nullptr;
    QAction* m_agentAction = nullptr;
    QLabel* m_mazeLabel = nullptr;
    QLabel* m_stateLabel = nullptr;
    QAction* m_playPause = nullptr;
    QAction* m_step = nullptr;
    QAction* m_reset = nullptr;
    QAction* m_faster = nullptr;
    QAction* m_slower = nullptr;
    QAction* m_stageAction = nullptr;
    QAction* m_leaveStage = nullptr;
    QAction* m_chartAction = nullptr;
    QAction* m_pickerAction = nullptr;
    QString m_mazeDescription;
    std::optional<double> m_optimum;
};

} // namespace mazelab::ui
