#pragma once
// The main window: the maze view takes most of the space; the control panel, the statistics and
// the legend stand beside it; the results table runs along the bottom; a status bar always says
// which maze is shown (generator, size, seed) and what the animation is doing. Every command is
// a QAction with a shortcut, shared by the menus, the toolbar and the panel's buttons.

#include "ui/animator.hpp"

#include "ui/maze_edit_command.hpp"

#include <QMainWindow>
#include <QStyle>

#include <functional>
#include <memory>
#include <optional>

#include <memory>

class QAction;
class QLabel;
class QMenu;
class QSettings;
class QUndoStack;

namespace mazelab {
struct GenerateRequest; // core/run.hpp (not included: moc in Qt 6.4 cannot parse <coroutine>)
struct Scenario;        // core/scenario.hpp
}

namespace mazelab::ui {

class ControlPanel;
class ExperimentWindow;
class LegendWidget;
class MetricsPanel;
class MazeScene;
class RaceWindow;
class MazeView;
class ResultsTable;
class StatsPanel;
class Teaching;
class TimelineBar;

class GuidedTour;
class PresentationMode;

class MainWindow : public QMainWindow {
    Q_OBJECT
    // Whether the guided tour was dismissed with "Don't show again" (the settings remember it).
    Q_PROPERTY(bool tourSeen READ tourSeen WRITE setTourSeen NOTIFY tourSeenChanged)

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // The parts, for tests and for --screenshot.
    [[nodiscard]] MazeScene* scene() const { return m_scene; }
    [[nodiscard]] MazeView* view() const { return m_view; }
    [[nodiscard]] Animator* animator() const { return m_animator; }
    [[nodiscard]] ControlPanel* controls() const { return m_controls; }
    [[nodiscard]] StatsPanel* stats() const { return m_stats; }
    [[nodiscard]] ResultsTable* results() const { return m_results; }
    [[nodiscard]] MetricsPanel* metrics() const { return m_metrics; }
    [[nodiscard]] LegendWidget* legend() const { return m_legend; }
    // The teaching tools: pseudocode panel, numbers overlay, heat map, Help > Algorithms….
    [[nodiscard]] Teaching* teaching() const { return m_teaching; }

    // The commands (also reachable through the menus, the toolbar and the keyboard).
    [[nodiscard]] QAction* generateAction() const { return m_generate; }
    [[nodiscard]] QAction* solveAction() const { return m_solve; }
    [[nodiscard]] QAction* playPauseAction() const { return m_playPause; }
    [[nodiscard]] QAction* stepAction() const { return m_step; }
    [[nodiscard]] QAction* resetAction() const { return m_reset; }
    [[nodiscard]] QAction* normalToolAction() const { return m_normalTool; }
    [[nodiscard]] QAction* maskToolAction() const { return m_maskTool; }
    [[nodiscard]] QAction* costBrushAction() const { return m_costBrush; }
    [[nodiscard]] QAction* loadMaskAction() const { return m_loadMask; }
    [[nodiscard]] QAction* clearMaskAction() const { return m_clearMask; }
    [[nodiscard]] QAction* raceAction() const { return m_race; }
    // The race window, once Compare > Race... has opened it (nullptr before).
    [[nodiscard]] RaceWindow* raceWindow() const { return m_raceWindow; }

    // What Generate would make now: the panel's generator, size, seed, parameters and shaping,
    // and the mask of the maze on screen (scaled to the chosen size).
    [[nodiscard]] GenerateRequest generateRequest() const;
    // Applies the mask in a PNG (or any image Qt reads) to the maze on screen: dark pixels
    // switch cells off (ui/mask_image.hpp). Refused, with a message and nothing changed, during
    // a generation, for an unreadable file, or when fewer than 2 cells would be left. Returns
    // whether the mask was applied.
    bool loadMaskFile(const QString& path);

    // --- Presenting (ui/main_window_present.cpp): export, presentation mode, palettes, tour ---
    [[nodiscard]] QAction* fullScreenAction() const { return m_fullScreen; }
    [[nodiscard]] QAction* exportViewAction() const { return m_exportView; }
    [[nodiscard]] QAction* exportAnimationAction() const { return m_exportAnimation; }
    [[nodiscard]] QAction* presentationAction() const { return m_presentation; }
    [[nodiscard]] QAction* tourAction() const { return m_tourAction; }
    // The maze palette by id (ui/palettes.hpp: original, high-contrast, colour-blind); the view,
    // the legend and the View > Palette menu follow. False, and nothing changed, for an unknown id.
    bool setPaletteName(const QString& id);
    [[nodiscard]] QString paletteName() const { return m_paletteName; }
    void setPresentationMode(bool on);
    [[nodiscard]] bool presentationMode() const;
    [[nodiscard]] bool tourSeen() const { return m_tourSeen; }
    void setTourSeen(bool seen);
    // The tour dialog, once shown (nullptr before).
    [[nodiscard]] GuidedTour* tour() const { return m_tour; }
    // Writes the whole maze as the view draws it, fitted into `size` pixels, to a .png or .svg;
    // returns an error, or an empty string.
    QString exportViewTo(const QString& path, QSize size) const;

signals:
    void tourSeenChanged(bool seen);
    void paletteNameChanged(const QString& id);
    void presentationModeChanged(bool on);

public slots:
    // File > Export view… and File > Export animation…: a dialog, a file name, the export.
    void exportView();
    void exportAnimation();
    // Help > Guided tour…: shows the tour from its first page.
    void showTour();
    // At start-up (the app's main, never tests or --screenshot): the tour unless tourSeen.
    void showTourIfUnseen();
    // --- end of Presenting ---

    void generate();
    void solve();
    void playPause();
    void stepOnce();
    void reset();
    void toggleFullScreen();
    void about();
    void chooseMaskFile();
    void clearMask();
    // Compare > Race...: opens the race window (or brings it to the front) on the maze shown.
    RaceWindow* openRace();
    // Compare > Experiment… (Ctrl+E): shows the experiment window, made on first use.
    void openExperiment();

    // --- Step back and timeline, undo, files and settings (ui/main_window_document.cpp) ---
public:
    [[nodiscard]] TimelineBar* timeline() const { return m_timeline; }
    [[nodiscard]] QUndoStack* undoStack() const { return m_undoStack; }
    [[nodiscard]] QAction* stepBackAction() const { return m_stepBack; }
    [[nodiscard]] QAction* firstStepAction() const { return m_firstStep; }
    [[nodiscard]] QAction* lastStepAction() const { return m_lastStep; }
    [[nodiscard]] QAction* undoAction() const { return m_undo; }
    [[nodiscard]] QAction* redoAction() const { return m_redo; }
    [[nodiscard]] QAction* newMazeAction() const { return m_newMaze; }
    [[nodiscard]] QAction* openMazeAction() const { return m_openMaze; }
    [[nodiscard]] QAction* saveMazeAction() const { return m_saveMaze; }
    [[nodiscard]] QAction* saveMazeAsAction() const { return m_saveMazeAs; }
    [[nodiscard]] QAction* openScenarioAction() const { return m_openScenario; }
    [[nodiscard]] QAction* saveScenarioAsAction() const { return m_saveScenarioAs; }
    [[nodiscard]] QMenu* recentMenu() const { return m_recentMenu; }

    // The file shown in the title and saved to by Save maze (empty: none yet).
    [[nodiscard]] QString currentFile() const { return m_currentFile; }
    [[nodiscard]] QStringList recentFiles() const { return m_recent; }
    // Open or save a maze file or a scenario file. A file that cannot be read, or is malformed
    // or truncated, is refused with an error box naming the line and what is wrong, and changes
    // nothing. Opening replaces the maze (not undoable: the undo history starts again) and is
    // not modified; saving marks the maze as saved. Each returns whether it succeeded.
    bool openMazeFile(const QString& path);
    bool saveMazeFile(const QString& path);
    bool openScenarioFile(const QString& path);
    bool saveScenarioFile(const QString& path);
    // A maze or a scenario, told apart by the file's first word (File > Open recent).
    bool openFile(const QString& path);
    // The scenario the window shows now: its maze and every choice (core/scenario.hpp).
    [[nodiscard]] Scenario scenario() const;
    // Sets the panel's and the view's choices from a scenario (not its maze).
    void applyChoices(const Scenario& scenario);

    // Remembers window geometry, the choices and the recent files in `settings` from now on,
    // restoring them first (and making a maze from the restored choices). Without this call
    // (tests, --screenshot) nothing is read or written.
    void useSettings(std::unique_ptr<QSettings> settings);
    void saveSettings();

    // How a file name is asked for (the file dialogs by default; tests answer directly). An
    // empty answer cancels.
    enum class FileKind { OpenMaze, SaveMaze, OpenScenario, SaveScenario };
    using FileChooser = std::function<QString(FileKind)>;
    void setFileChooser(FileChooser chooser) { m_chooseFile = std::move(chooser); }
    // Asks Save / Discard / Cancel when the maze has changes since it was last saved, opened or
    // generated (a modal box named "unsavedChangesBox"); true when the caller may go on.
    bool maybeSave();

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createDocumentActions();
    void connectDocument();
    // A new undoable change of the maze: `after` becomes the maze on screen (applied: it is
    // already, painted live by a stroke).
    void pushEdit(const QString& text, Maze after, bool applied = false);
    void undo();
    void redo();
    bool saveMaze();
    bool openDocument(const QString& path, bool asScenario);
    bool saveDocument(const QString& path, bool asScenario);
    void chooseAndOpen(FileKind kind);
    void chooseAndSaveScenario();
    // The scene gets `document`'s maze; the run is stopped, the undo history cleared.
    void showDocument(const MazeDocument& document);
    void setCurrentFile(const QString& path, bool scenario);
    void addRecent(const QString& path);
    void rebuildRecentMenu();
    void updateTitle();
    // The panel's generator, seed, size, parameters and shaping follow a loaded maze's
    // provenance, so that the seed field shows the seed of the maze on screen.
    void showProvenanceChoices(const std::optional<Provenance>& provenance);

    TimelineBar* m_timeline = nullptr;
    QUndoStack* m_undoStack = nullptr;
    std::optional<MazeState> m_strokeBefore;     // the maze before the stroke in progress
    std::optional<MazeState> m_generationBefore; // the maze before the generation in progress
    QString m_currentFile;
    bool m_currentIsScenario = false; // Save writes a scenario file
    QStringList m_recent;
    QStringList m_scenarioRace; // a loaded scenario's race solvers, for the race window
    std::unique_ptr<QSettings> m_settings;
    FileChooser m_chooseFile;
    QMenu* m_recentMenu = nullptr;
    QAction* m_stepBack = nullptr;
    QAction* m_firstStep = nullptr;
    QAction* m_lastStep = nullptr;
    QAction* m_undo = nullptr;
    QAction* m_redo = nullptr;
    QAction* m_newMaze = nullptr;
    QAction* m_openMaze = nullptr;
    QAction* m_saveMaze = nullptr;
    QAction* m_saveMazeAs = nullptr;
    QAction* m_openScenario = nullptr;
    QAction* m_saveScenarioAs = nullptr;
    // --- end of step back, undo, files and settings ---

private:
    // A command with a shortcut (also in full screen, with the menu bar hidden) and a tooltip
    // that names it.
    QAction* makeAction(const QString& label, const QKeySequence& key, const QString& tip,
                        QStyle::StandardPixmap icon);
    void createActions();
    void createMenus();
    void createToolBar();
    void connectParts();
    void applySpeed();
    void updateActions();
    void updateStatus();
    void showStats();
    void addResult(const RunFigures& figures);
    void moveEndpoints(Cell start, Cell goal);
    void showError(const QString& what, const QString& message);
    // Stops a solve before an edit (its drawing would describe another maze); false, with a
    // message, while a maze is being generated.
    bool prepareEdit();
    // Replaces the scene's maze with an edited copy (same provenance), undoably.
    void replaceMaze(const QString& what, Maze maze);
    // After a new or edited maze: metrics, the legend's cost ramp, the generators a mask allows.
    void onMazeChanged();
    void onSolveFinished(const RunFigures& figures);
    // Gives the race window, if open, the maze shown now (a different maze resets the race).
    void syncRace();
    [[nodiscard]] QString mazeDescription() const;

    MazeScene* m_scene = nullptr;
    Animator* m_animator = nullptr;
    MazeView* m_view = nullptr;
    ControlPanel* m_controls = nullptr;
    StatsPanel* m_stats = nullptr;
    LegendWidget* m_legend = nullptr;
    MetricsPanel* m_metrics = nullptr;
    ResultsTable* m_results = nullptr;
    QLabel* m_mazeLabel = nullptr;
    QLabel* m_stateLabel = nullptr;
    RaceWindow* m_raceWindow = nullptr;
    Teaching* m_teaching = nullptr;

    QAction* m_generate = nullptr;
    QAction* m_solve = nullptr;
    QAction* m_playPause = nullptr;
    QAction* m_step = nullptr;
    QAction* m_reset = nullptr;
    QAction* m_zoomIn = nullptr;
    QAction* m_zoomOut = nullptr;
    QAction* m_fit = nullptr;
    QAction* m_fullScreen = nullptr;
    QAction* m_quit = nullptr;
    QAction* m_about = nullptr;
    QAction* m_faster = nullptr;
    QAction* m_slower = nullptr;
    QAction* m_normalTool = nullptr;
    QAction* m_maskTool = nullptr;
    QAction* m_costBrush = nullptr;
    QAction* m_loadMask = nullptr;
    QAction* m_clearMask = nullptr;
    QAction* m_race = nullptr;
    ExperimentWindow* m_experimentWindow = nullptr;

    // Presenting (ui/main_window_present.cpp).
    void createPresentingActions(QMenu* file, QMenu* view, QMenu* help);
    QAction* m_exportView = nullptr;
    QAction* m_exportAnimation = nullptr;
    QAction* m_presentation = nullptr;
    QAction* m_tourAction = nullptr;
    QMenu* m_paletteMenu = nullptr;
    QString m_paletteName = QStringLiteral("original");
    bool m_tourSeen = false;
    GuidedTour* m_tour = nullptr;
    std::unique_ptr<PresentationMode> m_presentationMode;
};

} // namespace mazelab::ui
