#include "ui/controllers/edit_controller.hpp"

#include "core/registry.hpp"
#include "core/run.hpp"
#include "core/shaping.hpp"
#include "ui/animation/animator.hpp"
#include "ui/animation/run_figures.hpp"
#include "ui/controllers/run_controller.hpp"
#include "ui/panels/control_panel.hpp"
#include "ui/panels/window_actions.hpp"
#include "ui/view/maze_scene.hpp"
#include "ui/view/maze_view.hpp"
#include "ui/widgets/error_box.hpp"
#include "ui/widgets/mask_image.hpp"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QImageReader>
#include <QMainWindow>
#include <QStatusBar>
#include <QUndoStack>

#include <utility>
#include <vector>

namespace mazelab::ui {
namespace {

// Whole mazes are kept for a new maze (two copies: 32 MiB each at 4096 x 4096), so the history
// is bounded; hand edits keep only the cells they changed.
constexpr int kUndoLimit = 100;

} // namespace

EditController::EditController(QMainWindow& window, RunController& run, const EditActions& actions)
    : QObject(&window), m_window(window), m_run(run), m_clearMask(actions.clearMask) {
    setObjectName(QStringLiteral("editController"));
    m_undoStack = new QUndoStack(this);
    m_undoStack->setUndoLimit(kUndoLimit);
    connectActions(actions);
    connectView();
    connectGeneration();
}

EditController::~EditController() {
    // The undo stack announces its clearing while it is destroyed: it goes first, disconnected,
    // while the slots it would call still exist.
    m_undoStack->disconnect();
    delete m_undoStack;
}

void EditController::connectActions(const EditActions& actions) {
    connect(actions.undo, &QAction::triggered, this, &EditController::undo);
    connect(actions.redo, &QAction::triggered, this, &EditController::redo);
    connect(m_undoStack, &QUndoStack::canUndoChanged, actions.undo, &QAction::setEnabled);
    connect(m_undoStack, &QUndoStack::canRedoChanged, actions.redo, &QAction::setEnabled);
    connect(m_undoStack, &QUndoStack::undoTextChanged, actions.undo,
            [undo = actions.undo](const QString& text) {
                undo->setText(text.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(text));
            });
    connect(m_undoStack, &QUndoStack::redoTextChanged, actions.redo,
            [redo = actions.redo](const QString& text) {
                redo->setText(text.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(text));
            });
    MazeView* view = m_run.view();
    connect(actions.normalTool, &QAction::triggered, view,
            [view] { view->setTool(MazeView::Tool::Normal); });
    connect(actions.maskTool, &QAction::triggered, view,
            [view] { view->setTool(MazeView::Tool::Mask); });
    connect(actions.costBrush, &QAction::triggered, view,
            [view] { view->setTool(MazeView::Tool::CostBrush); });
    connect(actions.loadMask, &QAction::triggered, this, &EditController::chooseMaskFile);
    connect(actions.clearMask, &QAction::triggered, this, &EditController::clearMask);
    connect(&m_run, &RunController::mazeUpdated, this,
            [this] { m_clearMask->setEnabled(m_run.scene()->maze().hasMask()); });
}

void EditController::connectView() {
    MazeView* view = m_run.view();
    connect(view, &MazeView::endpointsEdited, this, &EditController::moveEndpoints);
    connect(view, &MazeView::endpointDragged, this, &EditController::dragEndpoints);
    connect(view, &MazeView::endpointDragCancelled, this, &EditController::cancelEndpointDrag);
    // A stroke (walls, mask, costs) paints the scene live; it becomes one undoable edit when it
    // ends, with the maze from before it. A finished solve re-runs at every change.
    connect(view, &MazeView::editStarting, this, [this] {
        if (prepareEdit())
            m_strokeBefore = shownState();
    });
    connect(view, &MazeView::mazeEditing, this, [this] {
        if (m_following)
            m_run.animator()->rerun();
    });
    connect(view, &MazeView::mazeEdited, this, [this] {
        if (!m_strokeBefore)
            return;
        static const char* const names[] = {QT_TR_NOOP("Toggle wall"), QT_TR_NOOP("Paint mask"),
                                            QT_TR_NOOP("Paint costs")};
        pushEdit(tr(names[int(m_run.view()->lastStroke())]), m_run.scene()->maze(), true);
        m_run.onMazeChanged();
        endFollowing(true);
    });
}

void EditController::connectGeneration() {
    // The maze a generation replaces, for Undo once the new one is complete (a Generate during
    // a generation replaces the same one).
    connect(&m_run, &RunController::generationStarting, this, [this] {
        if (!m_run.generating() || !m_generationBefore)
            m_generationBefore = shownState();
    });
    connect(m_run.animator(), &Animator::generationFinished, this, [this] {
        if (!m_generationBefore)
            return;
        m_undoStack->push(new MazeEditCommand(m_run.scene(), tr("Generate maze"),
                                              *std::exchange(m_generationBefore, std::nullopt),
                                              shownState(), true, [this] {
                                                  m_run.onMazeChanged();
                                                  m_run.updateStatus();
                                              }));
        emit mazeGenerated();
    });
}

MazeState EditController::shownState() const {
    return MazeState{m_run.scene()->maze(), m_run.scene()->provenance()};
}

void EditController::resetHistory() {
    m_generationBefore.reset();
    m_strokeBefore.reset();
    m_following = false;
    m_dragFollowed.reset();
    m_undoStack->clear();
}

void EditController::pushEdit(const QString& text, Maze after, bool applied) {
    MazeState before =
        applied && m_strokeBefore ? *std::exchange(m_strokeBefore, std::nullopt) : shownState();
    auto* command = new MazeEditCommand(m_run.scene(), text, before,
                                        MazeState{std::move(after), m_run.scene()->provenance()},
                                        applied, [this] {
                                            m_run.onMazeChanged();
                                            m_run.updateStatus();
                                        });
    if (text == tr("Toggle wall") && command->changedCells() > 2)
        command->setText(tr("Toggle walls"));
    m_undoStack->push(command);
}

bool EditController::prepareEdit() {
    if (m_run.generating()) {
        m_window.statusBar()->showMessage(tr("The maze cannot be edited while it is being "
                                             "generated: wait for it to finish, or press Reset."),
                                          8000);
        return false;
    }
    m_following = m_run.animator()->followsEdits();
    resetUnlessFollowing();
    return true;
}

void EditController::resetUnlessFollowing() {
    Animator& animator = *m_run.animator();
    if (animator.job() == Animator::Job::Solve && !animator.followsEdits())
        animator.reset();
}

void EditController::followEdit() {
    if (!m_following)
        return;
    m_run.animator()->rerun();
    endFollowing(true);
}

void EditController::endFollowing(bool report) {
    if (std::exchange(m_following, false))
        m_run.animator()->settleRerun(report);
}

void EditController::undo() {
    if (m_undoStack->canUndo() && prepareEdit()) {
        m_undoStack->undo();
        followEdit();
    }
}

void EditController::redo() {
    if (m_undoStack->canRedo() && prepareEdit()) {
        m_undoStack->redo();
        followEdit();
    }
}

void EditController::dragEndpoints(Cell start, Cell goal) {
    MazeScene& scene = *m_run.scene();
    if (!m_dragFollowed) { // the drag's first move
        m_dragFollowed = !m_run.generating() && m_run.animator()->followsEdits();
        if (*m_dragFollowed) {
            m_strokeBefore = shownState();
            m_dragRevision = scene.mazeRevision();
        }
    }
    if (!*m_dragFollowed || !m_run.animator()->followsEdits() ||
        scene.mazeRevision() != m_dragRevision)
        return;
    try {
        scene.setEndpoints(start, goal);
    } catch (const Error&) {
        return; // a masked-off cell: they stay where they were shown; a drop there says why
    }
    m_dragRevision = scene.mazeRevision();
    m_run.animator()->rerun();
}

void EditController::cancelEndpointDrag() {
    if (!std::exchange(m_dragFollowed, std::nullopt).value_or(false))
        return;
    if (std::optional<MazeState> before = std::exchange(m_strokeBefore, std::nullopt))
        restoreEndpoints(before->maze);
    m_run.animator()->settleRerun(false); // the maze is as it was: no new result
}

void EditController::restoreEndpoints(const Maze& before) {
    const Maze& shown = m_run.scene()->maze();
    // The maze changed otherwise since the drag's last move (an undo, a new maze): it is not
    // the one before the drag with the endpoints moved, and there is nothing to put back.
    if (m_run.scene()->mazeRevision() != m_dragRevision || !m_run.animator()->followsEdits() ||
        (shown.start() == before.start() && shown.goal() == before.goal()))
        return;
    m_run.scene()->setEndpoints(before.start(), before.goal());
    m_run.animator()->rerun();
}

void EditController::moveEndpoints(Cell start, Cell goal) {
    // Following: the scene already shows the drop (or the last cell it could show), and the
    // maze from before the drag is kept, unless the maze changed otherwise meanwhile.
    std::optional<MazeState> before;
    if (std::exchange(m_dragFollowed, std::nullopt).value_or(false))
        before = std::exchange(m_strokeBefore, std::nullopt);
    if (m_run.scene()->mazeRevision() != m_dragRevision)
        before.reset();
    const Maze& origin = before ? before->maze : m_run.scene()->maze();
    try {
        // Checked on a copy first (masked-off cells included): a refused move must leave the
        // run and its drawing alone.
        Maze check = origin;
        check.setEndpoints(start, goal);
        resetUnlessFollowing();
        const QString text = start != origin.start() && goal != origin.goal()
                                 ? tr("Move start and goal")
                             : start != origin.start() ? tr("Move start")
                                                       : tr("Move goal");
        if (before) {
            const Maze& shown = m_run.scene()->maze();
            if (shown.start() != start || shown.goal() != goal) {
                m_run.scene()->setEndpoints(start, goal);
                m_run.animator()->rerun();
            }
            m_strokeBefore = std::move(before);
            pushEdit(text, std::move(check), true);
            m_run.onMazeChanged();
            m_run.animator()->settleRerun(true);
        } else {
            m_following = m_run.animator()->followsEdits(); // a drop with no move before it
            pushEdit(text, std::move(check));
            followEdit();
        }
        m_window.statusBar()->showMessage(
            tr("Start %1,%2, goal %3,%4").arg(start.x).arg(start.y).arg(goal.x).arg(goal.y), 4000);
    } catch (const Error& e) {
        if (before) {
            restoreEndpoints(before->maze);
            m_run.animator()->settleRerun(false);
        }
        showErrorBox(m_window, tr("Cannot move the start or goal there"),
                     QString::fromStdString(e.what()));
    }
}

void EditController::chooseMaskFile() {
    const QString path = QFileDialog::getOpenFileName(
        &m_window, tr("Load a mask"), QString(),
        tr("Images (*.png *.bmp *.gif *.jpg *.jpeg *.pbm *.pgm *.ppm *.xpm);;All files (*)"));
    if (!path.isEmpty())
        loadMaskFile(path);
}

bool EditController::loadMaskFile(const QString& path) {
    QImageReader reader(path);
    const QImage image = reader.read();
    if (image.isNull()) {
        showErrorBox(m_window, tr("Cannot load the mask"),
                     tr("%1: %2").arg(QDir::toNativeSeparators(path), reader.errorString()));
        return false;
    }
    if (!prepareEdit())
        return false;
    Maze maze = m_run.scene()->maze();
    const std::vector<std::uint8_t> mask = maskFromImage(image, maze.size());
    // The mask replaces any mask before it; applyMask moves a start or goal it covers to the
    // first or last cell left on, as a generation does, and refuses fewer than 2 cells.
    const GeneratorInfo* honouring = &m_run.controls()->generator();
    if (!honouring->honoursMask)
        for (const GeneratorInfo* g : generators())
            if (g->honoursMask) {
                honouring = g;
                break;
            }
    try {
        maze.clearMask();
        applyMask(maze, mask, *honouring);
    } catch (const Error& e) {
        m_following = false; // nothing changed: the solve stays as it is
        showErrorBox(m_window, tr("Cannot use this mask"), QString::fromStdString(e.what()));
        return false;
    }
    pushEdit(tr("Load mask"), std::move(maze));
    followEdit();
    m_window.statusBar()->showMessage(tr("Mask loaded: %1 of %2 cells are part of the maze")
                                          .arg(formatCount(activeCells(mask)))
                                          .arg(formatCount(m_run.scene()->maze().cellCount())),
                                      8000);
    return true;
}

void EditController::clearMask() {
    if (!m_run.scene()->maze().hasMask() || !prepareEdit())
        return;
    Maze maze = m_run.scene()->maze();
    maze.clearMask();
    pushEdit(tr("Clear mask"), std::move(maze));
    followEdit();
}

} // namespace mazelab::ui
