#pragma once
// The main window's edits of the maze, each undoable: strokes of the maze view's tools (walls,
// mask, costs), moved endpoints, a mask loaded from a picture or cleared, and every finished
// generation. It owns the undo stack and the Edit menu's commands. An edit stops a solve first
// (its drawing would describe another maze) and is refused while a maze is being generated.

#include "ui/controllers/maze_edit_command.hpp"

#include <QObject>

#include <optional>

class QAction;
class QMainWindow;
class QUndoStack;

namespace mazelab::ui {

class RunController;
struct EditActions;

class EditController : public QObject {
    Q_OBJECT

public:
    EditController(QMainWindow& window, RunController& run, const EditActions& actions);
    ~EditController() override;

    // Clean when the maze is as it was last saved, opened or generated.
    [[nodiscard]] QUndoStack* undoStack() const { return m_undoStack; }
    // Applies the mask in a PNG (or any image Qt reads) to the maze on screen: dark pixels
    // switch cells off (ui/widgets/mask_image.hpp). Refused, with a message and nothing changed, during
    // a generation, for an unreadable file, or when fewer than 2 cells would be left. Returns
    // whether the mask was applied.
    bool loadMaskFile(const QString& path);
    // Forgets the undo history and any edit under way (another maze was opened).
    void resetHistory();

public slots:
    void undo();
    void redo();
    void chooseMaskFile();
    void clearMask();

signals:
    // A finished generation has become an undoable edit: the maze is new and unsaved.
    void mazeGenerated();

private:
    void connectActions(const EditActions& actions);
    void connectView();
    void connectGeneration();
    // Stops a solve before an edit; false, with a message, while a maze is being generated.
    bool prepareEdit();
    // A new undoable change of the maze: `after` becomes the maze on screen (applied: it is
    // already, painted live by a stroke).
    void pushEdit(const QString& text, Maze after, bool applied = false);
    void moveEndpoints(Cell start, Cell goal);
    [[nodiscard]] MazeState shownState() const;

    QMainWindow& m_window;
    RunController& m_run;
    QUndoStack* m_undoStack = nullptr;
    QAction* m_clearMask = nullptr;
    std::optional<MazeState> m_strokeBefore;     // the maze before the stroke in progress
    std::optional<MazeState> m_generationBefore; // the maze before the generation in progress
};

} // namespace mazelab::ui
