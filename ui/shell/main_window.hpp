#pragma once
// The main window: the maze view takes most of the space; the control panel, the statistics, the
// legend, the maze metrics, the results and the pseudocode are docks around it (PanelDocks); a
// status bar always says which maze is shown (generator, size, seed) and what the animation is
// doing. Every command is a QAction with a shortcut, shared by the menus, the toolbar and the
// panel's buttons.
//
// The window lays out its parts and builds its menus (ui/panels/window_actions.hpp); controllers do
// the work: RunController (generate, solve, the animation, results, the race),
// EditController (undoable edits), DocumentController (files, recent files, unsaved changes)
// and PresentingController (export, presentation mode, palettes, the guided tour).

#include "ui/controllers/run_controller.hpp"
#include "ui/panels/window_actions.hpp"
#include "ui/shell/window_geometry.hpp"

#include <QMainWindow>

#include <memory>

class QDockWidget;
class QMenu;
class QSettings;

namespace mazelab::ui {

class AgentController;
class BenchmarkController;
class BenchmarkPanel;
class DocumentController;
class EditController;
class ExperimentWindow;
class LearnController;
class PanelDocks;
class PresentingController;
class Teaching;
class TimelineBar;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    [[nodiscard]] RunController* run() const { return m_run; }
    [[nodiscard]] EditController* edits() const { return m_edits; }
    [[nodiscard]] DocumentController* document() const { return m_document; }
    [[nodiscard]] PresentingController* presenting() const { return m_presenting; }
    // The teaching tools: pseudocode panel, numbers overlay, heat map, Help > Algorithms….
    [[nodiscard]] Teaching* teaching() const { return m_teaching; }
    // Learning by doing: the Learn menu, its panels and the session log.
    [[nodiscard]] LearnController* learning() const { return m_learn; }
    // Moving AI benchmark problems: the panel's problems, the chosen one, its optimum.
    [[nodiscard]] BenchmarkController* benchmark() const { return m_benchmark; }
    // Maze > Walk as an agent in an unknown maze, its dock and its drawing.
    [[nodiscard]] AgentController* agent() const { return m_agent; }

    // Remembers window geometry, the choices, the palette and the recent files in `settings`
    // from now on, restoring them first (and making a maze from the restored choices). The
    // window is placed inside its screen: as it was last time, or on a first start as large as
    // the screen allows (ui/shell/window_geometry.hpp). Without this call (tests, --screenshot)
    // nothing is read or written, and the window keeps the size it was given.
    void useSettings(std::unique_ptr<QSettings> settings);
    void saveSettings();

public slots:
    void toggleFullScreen();
    void about();
    // Compare > Experiment… (Ctrl+E): shows the experiment window, made on first use.
    void openExperiment();

protected:
    void closeEvent(QCloseEvent* event) override;
    // A status message shown before the window first shows (opening --maze) would overlap the
    // maze line: Qt's status bar lets its widgets show again with the window. It is shown again.
    void showEvent(QShowEvent* event) override;
    // A file dropped on the window opens as File > Open recent opens it (a maze, a scenario, a
    // Moving AI map or scenario file), after the unsaved-changes question.
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    // A window opened from this one (the race, the experiments) placed on its screen as this one
    // is on its first start: maximised on a small screen, else 90% of it, centred.
    void placeSecondWindow(QWidget& window);
    void buildMenus();
    void buildToolBar();
    void layOutParts();
    void connectWindowActions();
    // The menu of the menu bar that holds `action`.
    [[nodiscard]] QMenu* menuHolding(QAction* action) const;

    // The parts, owned by the window as its children; the controllers share them.
    RunController::Parts m_parts;
    Teaching* m_teaching = nullptr;
    TimelineBar* m_timeline = nullptr;
    PanelDocks* m_docks = nullptr;
    FileActions m_file;
    MazeActions m_maze;
    EditActions m_edit;
    AnimationActions m_animation;
    CompareActions m_compare;
    ViewActions m_view;
    HelpActions m_help;
    RunController* m_run = nullptr;
    EditController* m_edits = nullptr;
    DocumentController* m_document = nullptr;
    PresentingController* m_presenting = nullptr;
    LearnController* m_learn = nullptr;
    BenchmarkPanel* m_benchmarkPanel = nullptr;
    QDockWidget* m_benchmarkDock = nullptr;
    BenchmarkController* m_benchmark = nullptr;
    ExperimentWindow* m_experimentWindow = nullptr;
    AgentController* m_agent = nullptr;
    std::unique_ptr<QSettings> m_settings;
    // Where the window goes on its screen; idle until useSettings restores a placement.
    WindowPlacement m_placement{*this};
};

} // namespace mazelab::ui
