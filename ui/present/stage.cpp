#include "ui/present/stage.hpp"

#include "ui/present/stage_hud.hpp"

#include <QDockWidget>
#include <QMainWindow>
#include <QMenuBar>
#include <QStatusBar>
#include <QToolBar>

namespace mazelab::ui {

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
    QList<QWidget*> bars{m_window.menuBar(), m_window.statusBar()};
    for (QToolBar* bar : m_window.findChildren<QToolBar*>())
        bars.push_back(bar);
    m_bars.clear();
    for (QWidget* bar : bars) {
        if (!bar->isVisibleTo(&m_window))
            continue;
        bar->hide();
        m_bars.push_back(bar);
    }
    m_hud->show();
    m_fonts.enter(m_window, m_view);
    fit();
}

void Stage::leave() {
    if (!active())
        return;
    m_fonts.leave();
    m_hud->hide();
    for (const QPointer<QWidget>& bar : m_bars)
        if (bar)
            bar->show();
    m_bars.clear();
    m_window.restoreState(m_layout);
}

void Stage::fit() {
    if (active())
        m_hud->fitTo(m_window.height());
}

} // namespace mazelab::ui
