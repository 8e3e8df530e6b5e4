#pragma once
// Presentation mode as a stage (View > Presentation mode, F5; docs/user-guide.md, "The stage"):
// the maze fills the window and the heads-up strip beside it shows the headline figures. Every
// panel not pinned to the stage (View > Panels > On the stage) is hidden, and so are the menu
// bar, the toolbar and the status bar; every key still works. PresentationMode enlarges the type
// of what stays. Leaving puts back exactly what entering changed: the panels' layout (the
// window's saveState), the bars, the fonts.

#include "ui/present/presentation_mode.hpp"

#include <QByteArray>
#include <QList>
#include <QPointer>

class QDockWidget;
class QMainWindow;

namespace mazelab::ui {

class MazeView;
class StageHud;

// The stage's bars: hides the window's menu bar, status bar and tool bars that are shown and
// returns them; showBars puts back those still there. Shared with the race window's stage
// (ui/race/race_stage.hpp).
[[nodiscard]] QList<QPointer<QWidget>> hideBars(QMainWindow& window);
void showBars(const QList<QPointer<QWidget>>& bars);

class Stage {
public:
    Stage(QMainWindow& window, MazeView* view, StageHud* hud);

    [[nodiscard]] bool active() const { return m_fonts.active(); }
    // `pinned`: the panels that stay on the stage.
    void enter(const QList<QDockWidget*>& pinned);
    void leave();
    // The window was resized: the strip's type follows its height.
    void fit();

private:
    QMainWindow& m_window;
    MazeView* m_view;
    StageHud* m_hud;
    PresentationMode m_fonts;
    QByteArray m_layout;              // the window's saveState() before the stage
    QList<QPointer<QWidget>> m_bars; // the bars the stage hid
};

} // namespace mazelab::ui
