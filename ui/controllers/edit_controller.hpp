#pragma once
// The main window's edits of the maze, each undoable: strokes of the maze view's tools (walls,
// mask, costs), moved endpoints, a mask loaded from a picture or cleared, and every finished
// generation. It owns the undo stack and the Edit menu's commands. An edit stops a solve first
// (its drawing would describe another maze) and is refused while a maze is being generated; a
// solve that has finished follows the edit instead (Animator::followsEdits): it re-runs at once
// as the maze changes, the start or goal moving with the mouse, and reports one result when the
// edit is over (docs/semantics.md, "A finished solve follows edits").

#include "ui/controllers/maze_edit_command.hpp"

#include <QObject>

#include <cstdint>
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
    // Moves the start and the goal as dropping a dragged endpoint does: one undoable edit; a
    // solve under way is reset, a finished one follows. A refused move (a blocked cell, start on
    // goal) says why and changes nothing.
    void moveEndpoints(Cell start, Cell goal);

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
    // Stops a solve before an edit, or lets a finished one follow it (m_following); false, with
    // a message, while a maze is being generated.
    bool prepareEdit();
    // A solve that does not follow edits is stopped and its drawing cleared.
    void resetUnlessFollowing();
    // An edit made at once (undo, redo, a mask loaded or cleared): a following solve re-runs on
    // the maze now shown and reports its result.
    void followEdit();
    // The edit a finished solve followed is over: the last re-run reports its result if `report`
    // (the maze changed), else only measures its time.
    void endFollowing(bool report);
    // A drag of the start or the goal while a finished solve follows it: the scene shows them
    // where a drop would put them, and the solve re-runs there.
    void dragEndpoints(Cell start, Cell goal);
    void cancelEndpointDrag();
    // Puts the start and goal back where they were before the drag and re-runs the solve there.
    void restoreEndpoints(const Maze& before);
    // A new undoable change of the maze: `after` becomes the maze on screen (applied: it is
    // already, painted live by a stroke).
    void pushEdit(const QString& text, Maze after, bool applied = false);
    [[nodiscard]] MazeState shownState() const;

    QMainWindow& m_window;
    RunController& m_run;
    QUndoStack* m_undoStack = nullptr;
    QAction* m_clearMask = nullptr;
    std::optional<MazeState> m_strokeBefore; // the maze before the stroke or drag in progress
    bool m_following = false;                // a finished solve follows the edit in progress
    // A drag of the start or goal is under way: whether a finished solve follows it (decided at
    // its first move).
    std::optional<bool> m_dragFollowed;
    // The scene's maze revision after the followed drag's last move: anything else that changed
    // the maze since (an undo, a new maze) ends what the drag may put back.
    std::uint64_t m_dragRevision = 0;
    std::optional<MazeState> m_generationBefore; // the maze before the generation in progress
};

} // namespace mazelab::ui
