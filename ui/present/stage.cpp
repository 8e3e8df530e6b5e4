#include "ui/present/stage.hpp"

#include "ui/present/stage_hud.hpp"

#include <QDockWidget>
#include <QMainWindow>
#include <QMenuBar>
#include <QStatusBar>
#include <QToolBar>

namespace mazelab::ui {

QList<QPointer<QWidget>> hideBars(QMainWindow& window) {
    QList<QWidget*> bars{window.menuBar(), window.statusBar()};
    for (QToolBar* bar : window.findChildren<QToolBar*>())
        bars.push_back(bar);
    QList<QPointer<QWidget>> hidden;
    for (QWidget* bar : bars) {
        // Visible to the window, not on screen: the stage can be set before the window shows.
        if (!bar->isVisibleTo(&window))
            continue;
        bar->hide();
        hidden.push_back(bar);
    }
    return hidden;
}

void showBars(const QList<QPointer<QWidget>>& bars) {
    for (const QPointer<QWidget>& bar : bars)
        if (bar)
            bar->show();
}

Stage::Stage(QMainWindow& window, MazeView* view, StageHud* hud)
    : m_window(window), m_view(view), m_hud(hud) {}

void Stage::enter(const QList<QDockWidget*>& pinned) {
    if (active())
        return;
    m_layout = m_window.saveState();
    for (QDockWidget* dock : m_window.findChildren<QDockWidget*>())
        // Visible to the window, not on screen: the stage can be set before the window shows.
        if (dock->isVisibleTo(&m_window) && !pinned.contains(dock))
            dock->hide();
    m_bars = hideBars(m_window);
    m_hud->show();
    m_fonts.enter(m_window, m_view);
    fit();
}

void Stage::leave() {
    if (!active())
        return;
    m_fonts.leave();
    m_hud->hide();
    showBars(m_bars);
    m_bars.clear();
    m_window.restoreState(m_layout);
}

void Stage::fit() {
    if (active())
        m_hud->fitTo(m_window.height());
}

} // namespace mazelab::ui
