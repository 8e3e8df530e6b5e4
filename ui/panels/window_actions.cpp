#include "ui/panels/window_actions.hpp"

#include "ui/view/palettes.hpp"

#include <QAction>
#include <QActionGroup>
#include <QCoreApplication>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QStyle>

namespace mazelab::ui {
namespace {

// A command with a shortcut, a tooltip that names it and an icon (mazelab's own, or the window
// style's). The
// window holds it too, so that its shortcut works in full screen, with the menu bar hidden.
QAction* makeAction(QMainWindow& window, const char* name, const QString& label,
                    const QKeySequence& key, const QString& tip, const QIcon& icon) {
    auto* action = new QAction(icon, label, &window);
    action->setObjectName(QLatin1String(name));
    action->setShortcut(key);
    action->setToolTip(QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
    action->setStatusTip(tip);
    window.addAction(action);
    return action;
}

QAction* makeAction(QMainWindow& window, const char* name, const QString& label,
                    const QKeySequence& key, const QString& tip, QStyle::StandardPixmap icon) {
    return makeAction(window, name, label, key, tip, window.style()->standardIcon(icon));
}

// An entry without shortcut or icon, described in the status bar.
QAction* plainAction(QMainWindow& window, const char* name, const QString& label,
                     const QString& tip) {
    auto* action = new QAction(label, &window);
    action->setObjectName(QLatin1String(name));
    action->setStatusTip(tip);
    return action;
}

// The menus' texts keep the translation context they had as MainWindow's own.
QString tr(const char* text) {
    return QCoreApplication::translate("mazelab::ui::MainWindow", text);
}

} // namespace

QIcon commandIcon(const char* name) {
    return QIcon(QStringLiteral(":/mazelab/icons/%1.svg").arg(QLatin1String(name)));
}

FileActions buildFileMenu(QMainWindow& window) {
    FileActions a;
    a.exportView = plainAction(window, "exportViewAction", tr("Export &view…"),
                               tr("Save the whole maze as a PNG or SVG picture"));
    a.exportAnimation = plainAction(
        window, "exportAnimationAction", tr("Export &animation…"),
        tr("Save the solve or the generation as an animated GIF or numbered PNG files"));
    a.newMaze =
        makeAction(window, "newMazeAction", tr("&New maze"), QKeySequence::New,
                   tr("Generate a new maze (asks to save changes first)"), QStyle::SP_FileIcon);
    a.openMaze = makeAction(window, "openMazeAction", tr("&Open maze…"), QKeySequence::Open,
                            tr("Open a maze file"), QStyle::SP_DialogOpenButton);
    a.saveMaze = makeAction(window, "saveMazeAction", tr("&Save maze"), QKeySequence::Save,
                            tr("Save the maze to its file"), QStyle::SP_DialogSaveButton);
    a.saveMazeAs = makeAction(window, "saveMazeAsAction", tr("Save maze &as…"),
                              QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S),
                              tr("Save the maze to a new file"), QStyle::SP_DialogSaveButton);
    a.openScenario = makeAction(window, "openScenarioAction", tr("Open s&cenario…"),
                                QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O),
                                tr("Open a scenario: a maze with every choice of the window"),
                                QStyle::SP_DirOpenIcon);
    a.saveScenarioAs =
        makeAction(window, "saveScenarioAsAction", tr("Save sc&enario as…"), QKeySequence(),
                   tr("Save the maze with every choice of the window"), QStyle::SP_DriveFDIcon);
    a.saveScenarioAs->setToolTip(a.saveScenarioAs->statusTip()); // no key to name
    a.quit = makeAction(window, "quitAction", tr("&Quit"), QKeySequence::Quit, tr("Quit mazelab"),
                        QStyle::SP_DialogCloseButton);

    QMenu* file = window.menuBar()->addMenu(tr("&File"));
    file->addActions({a.newMaze, a.openMaze});
    a.recent = file->addMenu(tr("Open &recent"));
    a.recent->setObjectName(QStringLiteral("recentMenu"));
    file->addActions({a.saveMaze, a.saveMazeAs});
    file->addSeparator();
    file->addActions({a.openScenario, a.saveScenarioAs});
    file->addSeparator();
    file->addActions({a.exportView, a.exportAnimation});
    file->addSeparator();
    file->addAction(a.quit);
    return a;
}

MazeActions buildMazeMenu(QMainWindow& window) {
    MazeActions a;
    a.generate =
        makeAction(window, "generateAction", tr("&Generate"), QKeySequence(Qt::Key_G),
                   tr("Generate a new maze, from a new seed"), commandIcon("generate"));
    a.regenerate = makeAction(
        window, "regenerateAction", tr("&Regenerate"), QKeySequence(Qt::SHIFT | Qt::Key_G),
        tr("Make the maze of the seed in the seed field again"), QStyle::SP_BrowserReload);
    a.solve =
        makeAction(window, "solveAction", tr("&Solve"), QKeySequence(Qt::Key_S),
                   tr("Solve the maze with the chosen pathfinder"), commandIcon("solve"));
    QMenu* maze = window.menuBar()->addMenu(tr("&Maze"));
    maze->addActions({a.generate, a.regenerate, a.solve});
    return a;
}

EditActions buildEditMenu(QMainWindow& window) {
    EditActions a;
    a.undo = makeAction(window, "undoAction", tr("&Undo"), QKeySequence::Undo,
                        tr("Undo the last change of the maze"), QStyle::SP_ArrowBack);
    a.redo = makeAction(window, "redoAction", tr("&Redo"),
                        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z),
                        tr("Redo the change undone last"), QStyle::SP_ArrowForward);
    a.redo->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    a.undo->setEnabled(false);
    a.redo->setEnabled(false);
    a.normalTool =
        makeAction(window, "normalToolAction", tr("&Normal tool"), QKeySequence(Qt::Key_Escape),
                   tr("Drag the start and the goal, pan with the mouse"), QStyle::SP_ArrowForward);
    a.maskTool = makeAction(window, "maskToolAction", tr("&Mask tool"), QKeySequence(Qt::Key_M),
                            tr("Paint cells off (left button) or on again (right button)"),
                            QStyle::SP_DialogNoButton);
    a.costBrush = makeAction(window, "costBrushAction", tr("&Cost brush"), QKeySequence(Qt::Key_C),
                             tr("Paint the brush cost on cells (left button), or cost 1 (right)"),
                             QStyle::SP_DialogApplyButton);
    auto* tools = new QActionGroup(&window);
    for (QAction* tool : {a.normalTool, a.maskTool, a.costBrush}) {
        tool->setCheckable(true);
        tools->addAction(tool);
    }
    a.normalTool->setChecked(true);
    a.loadMask = makeAction(window, "loadMaskAction", tr("&Load mask from PNG…"),
                            QKeySequence(Qt::CTRL | Qt::Key_L),
                            tr("Mask the maze with a picture: dark pixels switch cells off"),
                            QStyle::SP_DialogOpenButton);
    a.clearMask = makeAction(window, "clearMaskAction", tr("C&lear mask"),
                             QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L),
                             tr("Switch every cell on again"), QStyle::SP_DialogResetButton);

    QMenu* edit = window.menuBar()->addMenu(tr("&Edit"));
    edit->addActions({a.undo, a.redo});
    edit->addSeparator();
    edit->addActions({a.normalTool, a.maskTool, a.costBrush});
    edit->addSeparator();
    edit->addActions({a.loadMask, a.clearMask});
    return a;
}

AnimationActions buildAnimationMenu(QMainWindow& window) {
    AnimationActions a;
    a.playPause = makeAction(window, "playPauseAction", tr("&Play"), QKeySequence(Qt::Key_Space),
                             tr("Play or pause the animation"), commandIcon("play"));
    a.step = makeAction(window, "stepAction", tr("S&tep"), QKeySequence(Qt::Key_Right),
                        tr("Advance one step"), commandIcon("step"));
    // Page Down and Page Up are what a presenter's remote sends.
    a.step->setShortcuts({QKeySequence(Qt::Key_Right), QKeySequence(Qt::Key_Period),
                          QKeySequence(Qt::Key_PageDown)});
    a.stepBack = makeAction(window, "stepBackAction", tr("Step &back"), QKeySequence(Qt::Key_Left),
                            tr("Go back one step"), commandIcon("step-back"));
    a.stepBack->setShortcuts({QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_Comma),
                              QKeySequence(Qt::Key_PageUp)});
    a.firstStep =
        makeAction(window, "firstStepAction", tr("&First step"), QKeySequence(Qt::Key_Home),
                   tr("Go to the start of the run"), commandIcon("first-step"));
    a.lastStep = makeAction(window, "lastStepAction", tr("&Last step"), QKeySequence(Qt::Key_End),
                            tr("Go to the end of the run"), commandIcon("last-step"));
    a.reset =
        makeAction(window, "resetAction", tr("&Reset"), QKeySequence(Qt::Key_R),
                   tr("Stop and clear the search drawing (the maze stays)"), commandIcon("reset"));
    a.faster = makeAction(window, "fasterAction", tr("&Faster"), QKeySequence(Qt::Key_Plus),
                          tr("Animate faster"), QStyle::SP_MediaSeekForward);
    a.slower = makeAction(window, "slowerAction", tr("S&lower"), QKeySequence(Qt::Key_Minus),
                          tr("Animate slower"), QStyle::SP_MediaSeekBackward);

    QMenu* run = window.menuBar()->addMenu(tr("&Animation"));
    run->addActions({a.playPause, a.step, a.stepBack, a.firstStep, a.lastStep, a.reset});
    run->addSeparator();
    run->addActions({a.faster, a.slower});
    return a;
}

CompareActions buildCompareMenu(QMainWindow& window) {
    CompareActions a;
    a.race =
        makeAction(window, "raceAction", tr("&Race…"), QKeySequence(Qt::CTRL | Qt::Key_R),
                   tr("Race 2 to 8 solvers side by side on this maze"), QStyle::SP_ComputerIcon);
    QMenu* compare = window.menuBar()->addMenu(tr("&Compare"));
    compare->addAction(a.race);
    a.experiment = compare->addAction(tr("&Experiment\u2026"));
    a.experiment->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    a.experiment->setObjectName(QStringLiteral("experimentAction"));
    return a;
}

ViewActions buildViewMenu(QMainWindow& window, const QList<QAction*>& teaching,
                          const QList<QAction*>& panels, const QList<QAction*>& pins,
                          QAction* resetLayout) {
    ViewActions a;
    a.zoomIn = makeAction(window, "zoomInAction", tr("Zoom &in"), QKeySequence::ZoomIn,
                          tr("Zoom in"), commandIcon("zoom-in"));
    a.zoomOut = makeAction(window, "zoomOutAction", tr("Zoom &out"), QKeySequence::ZoomOut,
                           tr("Zoom out"), commandIcon("zoom-out"));
    a.fit = makeAction(window, "fitAction", tr("&Fit"), QKeySequence(Qt::CTRL | Qt::Key_0),
                       tr("Fit the whole maze in view"), commandIcon("fit"));
    a.fullScreen =
        makeAction(window, "fullScreenAction", tr("&Full screen"), QKeySequence::FullScreen,
                   tr("Full screen"), commandIcon("full-screen"));
    a.fullScreen->setCheckable(true);
    a.presentation = plainAction(window, "presentationAction", tr("&Presentation mode"),
                                 tr("Large type and thick walls for a lecture room (F5)"));
    a.presentation->setCheckable(true);
    a.presentation->setShortcuts({QKeySequence(Qt::Key_F5), QKeySequence(Qt::CTRL | Qt::Key_P)});
    window.addAction(a.presentation); // works in full screen too, with the menu bar hidden

    QMenu* view = window.menuBar()->addMenu(tr("&View"));
    view->addActions({a.zoomIn, a.zoomOut, a.fit});
    view->addSeparator();
    view->addActions(teaching);
    view->addSeparator();
    QMenu* panelMenu = view->addMenu(tr("P&anels"));
    panelMenu->setObjectName(QStringLiteral("panelsMenu"));
    panelMenu->addActions(panels);
    panelMenu->addSeparator();
    QMenu* stageMenu = panelMenu->addMenu(tr("On the &stage"));
    stageMenu->setObjectName(QStringLiteral("stagePinsMenu"));
    stageMenu->addActions(pins);
    panelMenu->addAction(resetLayout);
    view->addSeparator();
    view->addActions({a.fullScreen, a.presentation});
    a.palette = view->addMenu(tr("Pa&lette"));
    a.palette->setObjectName(QStringLiteral("paletteMenu"));
    auto* group = new QActionGroup(&window);
    for (const NamedPalette& p : mazePalettes()) {
        QAction* action = a.palette->addAction(p.name);
        action->setData(p.id);
        action->setCheckable(true);
        group->addAction(action);
    }
    return a;
}

HelpActions buildHelpMenu(QMainWindow& window, const QList<QAction*>& teaching) {
    HelpActions a;
    a.about = makeAction(window, "aboutAction", tr("&About mazelab"), QKeySequence::HelpContents,
                         tr("About mazelab"), QStyle::SP_MessageBoxInformation);
    QMenu* help = window.menuBar()->addMenu(tr("&Help"));
    help->addActions(teaching);
    help->addAction(a.about);
    help->addSeparator();
    a.tour = help->addAction(tr("Guided &tour…"));
    a.tour->setObjectName(QStringLiteral("tourAction"));
    return a;
}

} // namespace mazelab::ui
