#pragma once
// The main window's document: the maze on screen as a file. Open and save mazes and scenarios
// (a maze with every choice of the window), the recent files, the title with its unsaved mark,
// the unsaved-changes prompt, and the choices and recent files remembered between sessions.

#include "core/maze_file.hpp"
#include "core/movingai.hpp"

#include <QObject>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

class QAction;
class QMainWindow;
class QMenu;
class QSettings;

namespace mazelab {
struct Scenario; // core/scenario.hpp
}

namespace mazelab::ui {

class EditController;
class RunController;
struct FileActions;

class DocumentController : public QObject {
    Q_OBJECT

public:
    DocumentController(QMainWindow& window, RunController& run, EditController& edits,
                       const FileActions& actions);
    ~DocumentController() override;

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
    // A maze or a scenario, told apart by the file's first word (File > Open recent, a file
    // dropped on the window).
    bool openFile(const QString& path);
    // A maze that comes from no file (a challenge's starting maze, a lesson's scenario and the
    // mazes of its stages), shown as opening a file shows one: the unsaved-changes question
    // first (false if cancelled), then the maze, not undoable, untitled. `choices`: the
    // scenario's choices too (applyChoices), else the panel follows the maze's provenance.
    bool openUnsaved(const Scenario& scenario, bool choices);
    // The panel's generator, seed, size, parameters and shaping follow a loaded maze's
    // provenance, so that the seed field shows the seed of the maze on screen; without one, the
    // size alone follows the maze.
    void showProvenanceChoices(const std::optional<Provenance>& provenance);
    // The scenario the window shows now: its maze and every choice (core/scenario.hpp).
    [[nodiscard]] Scenario scenario() const;
    // Whether the document has changes since it was last saved or opened (or the maze
    // generated): an edit of the maze not undone, and for a scenario file any choice it stores
    // that differs from the file's (a choice changed back is no change).
    [[nodiscard]] bool isModified() const;
    // Sets the panel's and the view's choices from a scenario (not its maze).
    void applyChoices(const Scenario& scenario);

    // How a file name is asked for (the file dialogs by default; tests answer directly). An
    // empty answer cancels.
    enum class FileKind { OpenMaze, SaveMaze, OpenScenario, SaveScenario };
    using FileChooser = std::function<QString(FileKind)>;
    void setFileChooser(FileChooser chooser) { m_chooseFile = std::move(chooser); }
    // Asks Save / Discard / Cancel when the document is modified (isModified; a modal box named
    // "unsavedChangesBox"); true when the caller may replace it or quit. Every action that
    // replaces the maze asks it first (docs/semantics.md, "Unsaved changes"); during a
    // generation it asks nothing, since the Generate that started it did.
    bool maybeSave();

    // Reads the recent files from `settings` and writes them there whenever they change; then
    // the remembered choices, making a maze from them.
    void useSettings(QSettings* settings);
    // Writes the recent files and the choices.
    void saveSettings(QSettings& settings) const;
    void updateTitle();

signals:
    // A file was opened, or a maze that comes from no file shown. A Moving AI scenario file
    // (.scen) opens with its map, and a map with the scenario file beside it (<map>.scen): then
    // `benchmark` holds the problems, else none (docs/semantics.md, "Benchmark problems").
    void documentOpened(const mazelab::MovingAiBenchmark& benchmark);

private:
    void connectActions(const FileActions& actions);
    // The scenario's choices without its maze (what isModified compares).
    [[nodiscard]] Scenario choices() const;
    FileChooser fileDialogs();
    bool saveMaze();
    bool openDocument(const QString& path, bool asScenario);
    // Reads `path` (a maze, a map with or without its scenario file, or a Moving AI scenario
    // file with its map) into `benchmark`; throws Error. `note`: why a scenario file beside a
    // map could not be read (the map opens without it).
    void readMazeOrBenchmark(const QString& path, MovingAiBenchmark& benchmark, QString& note);
    bool saveDocument(const QString& path, bool asScenario);
    void chooseAndOpen(FileKind kind);
    void chooseAndSave(FileKind kind);
    // The scene gets `document`'s maze; the run is stopped, the undo history cleared.
    void showDocument(const MazeDocument& document);
    void setCurrentFile(const QString& path, bool scenario);
    void addRecent(const QString& path);
    void setRecent(const QStringList& paths);
    void rebuildRecentMenu();
    // After an undo or a redo that brought back another generated maze (one of another
    // provenance), the panel follows it as it follows an opened file.
    void followUndo();

    QMainWindow& m_window;
    RunController& m_run;
    EditController& m_edits;
    QMenu* m_recentMenu = nullptr;
    QAction* m_saveMaze = nullptr;
    QString m_currentFile;
    bool m_currentIsScenario = false; // Save writes a scenario file
    // The choices of the scenario file as last opened or saved (only while it is the document).
    std::unique_ptr<Scenario> m_savedChoices;
    QStringList m_recent;
    // The provenance and the length of the undo history at its last change: an undo or a redo
    // keeps the length, a new edit or a clearing does not.
    std::optional<Provenance> m_historyProvenance;
    int m_historyCount = 0;
    QSettings* m_settings = nullptr;
    FileChooser m_chooseFile;
};

} // namespace mazelab::ui
