#include "ui/stage/stage.hpp"

#include "ui/stage/stage_hud.hpp"
#include "ui/view/maze_scene.hpp"
#include "ui/view/maze_view.hpp"

#include <QDockWidget>
#include <QMainWindow>
#include <QMenuBar>
#include <QStatusBar>
#include <QToolBar>

#include <algorithm>
#include <cmath>

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

namespace {

// The pinned panels' share of the window's width, whatever the maze's shape.
constexpr double kLeastPanelShare = 0.18;
constexpr double kMostPanelShare = 0.4;
// Their type's scale: below this it gets too small to read; above, as on the rest of the stage.
constexpr double kLeastPanelScale = 0.8;
// The separators and frames between the maze, the strip and a panel.
constexpr int kGaps = 16;

} // namespace

Stage::Stage(QMainWindow& window, const MazeScene& scene, MazeView* view, StageHud* hud)
    : m_window(window), m_scene(scene), m_view(view), m_hud(hud) {}

// The docks outlive the stage and signal while the window closes.
Stage::~Stage() { stopRefits(); }

void Stage::stopRefits() {
    for (const QMetaObject::Connection& c : m_refits)
        QObject::disconnect(c);
    m_refits.clear();
}

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
    for (QDockWidget* dock : m_window.findChildren<QDockWidget*>()) {
        m_refits.push_back(QObject::connect(dock, &QDockWidget::visibilityChanged, m_hud,
                                            [this] { fit(); }));
        m_refits.push_back(QObject::connect(dock, &QDockWidget::topLevelChanged, m_hud,
                                            [this] { fit(); }));
    }
    m_refits.push_back(
        QObject::connect(&m_scene, &MazeScene::mazeReplaced, m_hud, [this] { fit(); }));
    fit();
}

void Stage::leave() {
    if (!active())
        return;
    stopRefits();
    m_fonts.leave();
    m_hud->hide();
    showBars(m_bars);
    m_bars.clear();
    m_window.restoreState(m_layout);
}

void Stage::fit() {
    if (!active())
        return;
    m_hud->fitTo(m_window.height(), !docksBeside(true).isEmpty());
    // The hidden panels' width too: one shown on the stage then comes at its width at once, and
    // does not widen the window first.
    fitPanels(docksBeside(false));
}

QList<QDockWidget*> Stage::docksBeside(bool shownOnly) const {
    QList<QDockWidget*> docks;
    for (QDockWidget* dock : m_window.findChildren<QDockWidget*>())
        if ((!shownOnly || dock->isVisibleTo(&m_window)) && !dock->isFloating())
            docks.push_back(dock);
    return docks;
}

int Stage::mazeWidth() const {
    // The view's height is the window's less what stands under it (the timeline).
    int below = 0;
    if (QWidget* column = m_view->parentWidget())
        for (QWidget* w : column->findChildren<QWidget*>(Qt::FindDirectChildrenOnly))
            if (w != m_view && w->isVisibleTo(column))
                below += w->sizeHint().height();
    // Rooms and walls are blocks: a maze W cells wide is 2W + 1 blocks wide.
    const Size maze = m_scene.maze().size();
    const double aspect = double(2 * maze.width + 1) / double(2 * maze.height + 1);
    return int(std::ceil((m_window.height() - below) * aspect));
}

void Stage::fitPanels(const QList<QDockWidget*>& docks) {
    const int width = m_window.width();
    const int room = std::clamp(width - mazeWidth() - m_hud->minimumWidth() - kGaps,
                                int(width * kLeastPanelShare), int(width * kMostPanelShare));
    for (QDockWidget* dock : docks) {
        // A panel's least width grows with its type: measured at the normal size, scaled to fit.
        // A hidden one keeps the stage's type (measured from it) and only gets its width, which
        // keeps it from widening the window when it is shown; then it gets its type too.
        const bool shown = dock->isVisibleTo(&m_window);
        if (shown)
            m_fonts.rescale(*dock, 1.0);
        const double measuredAt = shown ? 1.0 : PresentationMode::kFontScale;
        const int natural =
            std::max(1, int(std::ceil(dock->minimumSizeHint().width() / measuredAt)));
        const double scale =
            std::clamp(double(room) / natural, kLeastPanelScale, PresentationMode::kFontScale);
        if (shown)
            m_fonts.rescale(*dock, scale);
        // Never narrower than its type at the least scale needs (a small window, a wide maze):
        // then the maze gives way rather than the panel's text being cut off.
        dock->setFixedWidth(std::max(room, int(std::ceil(natural * scale))));
    }
}

} // namespace mazelab::ui
