#pragma once
// Presentation mode as a stage (View > Presentation mode, F5; docs/user-guide.md, "The stage"):
// the maze fills the window and the heads-up strip beside it shows the headline figures. Every
// panel not pinned to the stage (View > Panels > On the stage) is hidden, and so are the menu
// bar, the toolbar and the status bar; every key still works. PresentationMode enlarges the type
// of what stays. A panel on the stage (pinned, or shown there with its key) stands beside the maze
// in the width the maze leaves when drawn at the full height of its view, its type scaled to that
// width, so the maze keeps its size. Leaving puts back exactly what entering changed: the panels' layout (the
// window's saveState), the bars, the fonts.

#include "ui/stage/presentation_mode.hpp"

#include <QByteArray>
#include <QList>
#include <QMetaObject>
#include <QPointer>

class QDockWidget;
class QMainWindow;

namespace mazelab::ui {

class MazeScene;
class MazeView;
class StageHud;

// The stage's bars: hides the window's menu bar, status bar and tool bars that are shown and
// returns them; showBars puts back those still there. Shared with the race window's stage
// (ui/race/race_stage.hpp).
[[nodiscard]] QList<QPointer<QWidget>> hideBars(QMainWindow& window);
void showBars(const QList<QPointer<QWidget>>& bars);

class Stage {
public:
    // `scene`: what `view` shows (the maze's shape decides the room it leaves).
    Stage(QMainWindow& window, const MazeScene& scene, MazeView* view, StageHud* hud);
    ~Stage();
    Stage(const Stage&) = delete;
    Stage& operator=(const Stage&) = delete;

    [[nodiscard]] bool active() const { return m_fonts.active(); }
    // `pinned`: the panels that stay on the stage.
    void enter(const QList<QDockWidget*>& pinned);
    void leave();
    // The window was resized, a panel shown or hidden, the maze replaced: the strip's type
    // follows the window's height, the panels' width and type the room the maze leaves.
    void fit();

private:
    // The docked panels, or only those shown on the stage.
    [[nodiscard]] QList<QDockWidget*> docksBeside(bool shownOnly) const;
    // The width of the maze drawn at the full height of its view.
    [[nodiscard]] int mazeWidth() const;
    void fitPanels(const QList<QDockWidget*>& docks);
    void stopRefits();

    QMainWindow& m_window;
    const MazeScene& m_scene;
    MazeView* m_view;
    StageHud* m_hud;
    PresentationMode m_fonts;
    QByteArray m_layout;              // the window's saveState() before the stage
    QList<QPointer<QWidget>> m_bars; // the bars the stage hid
    QList<QMetaObject::Connection> m_refits; // what calls fit() while on the stage
};

} // namespace mazelab::ui
