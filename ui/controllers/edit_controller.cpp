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
    // A stroke (walls, mask, costs) paints the scene live; it becomes one undoable edit when it
    // ends, with the maze from before it.
    connect(view, &MazeView::editStarting, this, [this] {
        if (prepareEdit())
            m_strokeBefore = shownState();
    });
    connect(view, &MazeView::mazeEdited, this, [this] {
        if (!m_strokeBefore)
            return;
        static const char* const names[] = {QT_TR_NOOP("Toggle wall"), QT_TR_NOOP("Paint mask"),
                                            QT_TR_NOOP("Paint costs")};
        pushEdit(tr(names[int(m_run.view()->lastStroke())]), m_run.scene()->maze(), true);
        m_run.onMazeChanged();
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
    if (m_run.animator()->job() == Animator::Job::Solve)
        m_run.animator()->reset();
    return true;
}

void EditController::undo() {
    if (m_undoStack->canUndo() && prepareEdit())
        m_undoStack->undo();
}

void EditController::redo() {
    if (m_undoStack->canRedo() && prepareEdit())
        m_undoStack->redo();
}

void EditController::moveEndpoints(Cell start, Cell goal) {
    try {
        // Checked on a copy first (masked-off cells included): a refused move must leave the
        // run and its drawing alone.
        Maze check = m_run.scene()->maze();
        check.setEndpoints(start, goal);
        if (m_run.animator()->job() == Animator::Job::Solve)
            m_run.animator()->reset();
        const Maze& maze = m_run.scene()->maze();
        pushEdit(start != maze.start() && goal != maze.goal() ? tr("Move start and goal")
                 : start != maze.start()                      ? tr("Move start")
                                                              : tr("Move goal"),
                 std::move(check));
        m_window.statusBar()->showMessage(
            tr("Start %1,%2, goal %3,%4").arg(start.x).arg(start.y).arg(goal.x).arg(goal.y), 4000);
    } catch (const Error& e) {
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
        showErrorBox(m_window, tr("Cannot use this mask"), QString::fromStdString(e.what()));
        return false;
    }
    pushEdit(tr("Load mask"), std::move(maze));
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
}

} // namespace mazelab::ui
