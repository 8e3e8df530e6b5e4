#pragma once
// The main window's commands, a struct per menu, each built (with its menu) by one function.
// Every action has an objectName ("generateAction", ...) by which tests and tools find it. The
// functions only build; the controllers connect what they serve.

#include <QIcon>
#include <QList>

class QAction;
class QMainWindow;
class QMenu;

namespace mazelab::ui {

// File: maze and scenario files, the recent files, the exports, Quit.
struct FileActions {
    QAction* exportView = nullptr;
    QAction* exportAnimation = nullptr;
    QAction* newMaze = nullptr;
    QAction* openMaze = nullptr;
    QMenu* recent = nullptr; // filled by the document controller
    QAction* saveMaze = nullptr;
    QAction* saveMazeAs = nullptr;
    QAction* openScenario = nullptr;
    QAction* saveScenarioAs = nullptr;
    QAction* quit = nullptr;
};

// Maze: Generate (a new seed), Regenerate (the seed in the panel's field) and Solve.
struct MazeActions {
    QAction* generate = nullptr;
    QAction* regenerate = nullptr;
    QAction* solve = nullptr;
};

// Edit: undo, redo, the maze view's tools (one checked at a time) and the mask commands.
struct EditActions {
    QAction* undo = nullptr;
    QAction* redo = nullptr;
    QAction* normalTool = nullptr;
    QAction* maskTool = nullptr;
    QAction* costBrush = nullptr;
    QAction* loadMask = nullptr;
    QAction* clearMask = nullptr;
};

// Animation: play, the steps and the timeline's ends, reset, speed.
struct AnimationActions {
    QAction* playPause = nullptr;
    QAction* step = nullptr;
    QAction* stepBack = nullptr;
    QAction* firstStep = nullptr;
    QAction* lastStep = nullptr;
    QAction* reset = nullptr;
    QAction* faster = nullptr;
    QAction* slower = nullptr;
};

// Compare: the race and the experiment windows.
struct CompareActions {
    QAction* race = nullptr;
    QAction* experiment = nullptr;
};

// View: zoom, the teaching tools' switches, full screen, presentation mode, the palettes.
struct ViewActions {
    QAction* zoomIn = nullptr;
    QAction* zoomOut = nullptr;
    QAction* fit = nullptr;
    QAction* fullScreen = nullptr;
    QAction* presentation = nullptr;
    QMenu* palette = nullptr; // one checkable action a palette, its id as data
};

// Help: the teaching tools' entries, About, the guided tour.
struct HelpActions {
    QAction* about = nullptr;
    QAction* tour = nullptr;
};

// mazelab's own icon of a command (resources/icons/NAME.svg): drawn at any size and pixel
// density, so that it stays sharp on a high-DPI screen.
[[nodiscard]] QIcon commandIcon(const char* name);

// Each adds its menu to the window's menu bar (call them in menu-bar order).
FileActions buildFileMenu(QMainWindow& window);
MazeActions buildMazeMenu(QMainWindow& window);
EditActions buildEditMenu(QMainWindow& window);
AnimationActions buildAnimationMenu(QMainWindow& window);
CompareActions buildCompareMenu(QMainWindow& window);
// View lists `teaching` (the overlays), then in Panels the panels' show/hide actions, their
// pins to the stage (On the stage) and Reset layout.
ViewActions buildViewMenu(QMainWindow& window, const QList<QAction*>& teaching,
                          const QList<QAction*>& panels, const QList<QAction*>& pins,
                          QAction* resetLayout);
HelpActions buildHelpMenu(QMainWindow& window, const QList<QAction*>& teaching);

} // namespace mazelab::ui
