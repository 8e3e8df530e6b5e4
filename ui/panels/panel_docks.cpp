#include "ui/panels/panel_docks.hpp"

#include <QAction>
#include <QCoreApplication>
#include <QDockWidget>
#include <QEvent>
#include <QGroupBox>
#include <QMainWindow>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabBar>
#include <QTimer>

#include <algorithm>
#include <array>

namespace mazelab::ui {
namespace {

struct PanelText {
    const char* objectName;
    const char* title;
    const char* statusTip;
    Qt::Key key; // 0: the panel's action has its own (the pseudocode's F2)
};

// By PanelDocks::Panel. F5 is presentation mode and F11 full screen, so the panels take the
// other keys of the row from F2.
constexpr std::array<PanelText, 6> kPanels{{
    {"controlsDock", QT_TRANSLATE_NOOP("mazelab::ui::PanelDocks", "&Controls"),
     QT_TRANSLATE_NOOP("mazelab::ui::PanelDocks", "The maze, pathfinder and animation controls"), Qt::Key_F3},
    {"statisticsDock", QT_TRANSLATE_NOOP("mazelab::ui::PanelDocks", "&Statistics"),
     QT_TRANSLATE_NOOP("mazelab::ui::PanelDocks", "The running algorithm's figures"), Qt::Key_F4},
    {"legendDock", QT_TRANSLATE_NOOP("mazelab::ui::PanelDocks", "&Legend"),
     QT_TRANSLATE_NOOP("mazelab::ui::PanelDocks", "What each colour of the maze means"), Qt::Key_F6},
    {"metricsDock", QT_TRANSLATE_NOOP("mazelab::ui::PanelDocks", "Maze &metrics"),
     QT_TRANSLATE_NOOP("mazelab::ui::PanelDocks", "Dead ends, corridors, junctions, loops of the maze"),
     Qt::Key_F7},
    {"resultsDock", QT_TRANSLATE_NOOP("mazelab::ui::PanelDocks", "&Results"),
     QT_TRANSLATE_NOOP("mazelab::ui::PanelDocks", "One row per finished run"), Qt::Key_F8},
    {"pseudocodeDock", nullptr, nullptr, Qt::Key(0)},
}};

// Keeps a scroll area that never scrolls sideways as wide as its content's minimum width, with
// room for the vertical scroll bar, whenever that minimum changes (a generator with more
// parameters, a section unfolded, a longer text): otherwise the content's right edge, the Lock
// button or a combo box's arrow, would be cut at the panel's edge.
class WidthFollower : public QObject {
public:
    explicit WidthFollower(QScrollArea* scroll) : QObject(scroll), m_scroll(scroll) {
        scroll->widget()->installEventFilter(this);
        follow();
    }

    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::LayoutRequest || event->type() == QEvent::Show)
            follow();
        return QObject::eventFilter(watched, event);
    }

private:
    void follow() {
        m_scroll->setMinimumWidth(m_scroll->widget()->minimumSizeHint().width() +
                                  m_scroll->verticalScrollBar()->sizeHint().width() +
                                  2 * m_scroll->frameWidth());
    }

    QScrollArea* m_scroll;
};

} // namespace

// A panel taller than its place in a short window scrolls rather than squeezes or makes the
// window grow past the screen.
QScrollArea* scrolling(QWidget* widget) {
    auto* scroll = new QScrollArea;
    scroll->setWidget(widget);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFrameShape(QFrame::NoFrame);
    new WidthFollower(scroll);
    return scroll;
}

namespace {

// The size of a scrolling panel with its content at its preferred size, room for the scroll
// bar included.
QSize naturalSize(QDockWidget* dock) {
    auto* scroll = qobject_cast<QScrollArea*>(dock->widget());
    const QSize content = scroll->widget()->sizeHint();
    return {content.width() + scroll->verticalScrollBar()->sizeHint().width() + 4,
            content.height()};
}

// A panel framed as a group box: the dock's title bar names it already.
QWidget* untitled(QWidget* widget) {
    if (auto* box = qobject_cast<QGroupBox*>(widget)) {
        box->setTitle(QString());
        box->setFlat(true);
    }
    return widget;
}

// A panel asked for (its key, View > Panels) comes to the front of its tabs.
void raiseWhenShown(QDockWidget* dock) {
    QObject::connect(dock->toggleViewAction(), &QAction::triggered, dock, [dock](bool shown) {
        if (shown)
            dock->raise();
    });
}

} // namespace

PanelDocks::PanelDocks(QMainWindow& window, const Widgets& widgets)
    : QObject(&window), m_window(window) {
    setObjectName(QStringLiteral("panelDocks"));
    m_window.setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks |
                            QMainWindow::AllowNestedDocks);
    m_window.setTabPosition(Qt::AllDockWidgetAreas, QTabWidget::North);
    addDock(Panel::Controls, scrolling(widgets.controls));
    addDock(Panel::Statistics, scrolling(untitled(widgets.statistics)));
    addDock(Panel::Legend, scrolling(widgets.legend));
    addDock(Panel::Metrics, scrolling(untitled(widgets.metrics)));
    addDock(Panel::Results, widgets.results); // a table: it scrolls itself
    m_docks.push_back(widgets.pseudocode);
    raiseWhenShown(widgets.pseudocode);
    connect(widgets.pseudocode->toggleViewAction(), &QAction::toggled, this, [this](bool shown) {
        // Once the dock has its place in the layout, which it takes after this signal.
        if (shown)
            QTimer::singleShot(0, this, &PanelDocks::makeRoomForPseudocode);
    });

    for (QDockWidget* d : m_docks) {
        auto* pin = new QAction(d->windowTitle(), this);
        pin->setObjectName(d->objectName() + QStringLiteral("Pin"));
        pin->setCheckable(true);
        pin->setStatusTip(tr("Keep this panel on the stage (presentation mode)"));
        m_pins.push_back(pin);
    }

    m_reset = new QAction(tr("Reset &layout"), this);
    m_reset->setObjectName(QStringLiteral("resetLayoutAction"));
    m_reset->setStatusTip(tr("Every panel back to its first place and size"));
    connect(m_reset, &QAction::triggered, this, &PanelDocks::resetLayout);
    resetLayout();
    m_window.installEventFilter(this);
}

QDockWidget* PanelDocks::addDock(Panel panel, QWidget* widget) {
    const PanelText& text = kPanels[std::size_t(panel)];
    auto* dock = new QDockWidget(tr(text.title).remove(QLatin1Char('&')), &m_window);
    dock->setObjectName(QLatin1String(text.objectName));
    dock->setWidget(widget);
    QAction* toggle = dock->toggleViewAction();
    toggle->setText(tr(text.title));
    toggle->setStatusTip(tr(text.statusTip));
    toggle->setShortcut(QKeySequence(text.key));
    m_window.addAction(toggle); // works with the menu bar hidden (full screen, the stage)
    m_docks.push_back(dock);
    raiseWhenShown(dock);
    return dock;
}

QList<QDockWidget*> PanelDocks::pinnedDocks() const {
    QList<QDockWidget*> pinned;
    for (qsizetype i = 0; i < m_docks.size(); ++i)
        if (m_pins[i]->isChecked())
            pinned.push_back(m_docks[i]);
    return pinned;
}

QDockWidget* PanelDocks::dock(Panel panel) const { return m_docks[qsizetype(panel)]; }

QList<QAction*> PanelDocks::toggleActions() const {
    QList<QAction*> actions;
    for (QDockWidget* d : m_docks)
        actions.push_back(d->toggleViewAction());
    return actions;
}

void PanelDocks::resetLayout() {
    arrange(twoColumnsFit());
    for (QDockWidget* d : m_docks)
        d->setVisible(d != dock(Panel::Pseudocode));
    fitToWindow();
}

void PanelDocks::arrange(bool twoColumns) {
    noteCompanions();
    for (QDockWidget* d : m_docks) {
        d->setFloating(false);
        m_window.removeDockWidget(d);
    }
    QDockWidget* controls = dock(Panel::Controls);
    QDockWidget* statistics = dock(Panel::Statistics);
    QDockWidget* legend = dock(Panel::Legend);
    m_window.addDockWidget(Qt::LeftDockWidgetArea, controls);
    if (twoColumns) {
        m_window.addDockWidget(Qt::RightDockWidgetArea, statistics);
        m_window.splitDockWidget(statistics, legend, Qt::Vertical);
        m_window.tabifyDockWidget(legend, dock(Panel::Metrics));
        m_window.tabifyDockWidget(legend, dock(Panel::Results));
        m_window.splitDockWidget(statistics, dock(Panel::Pseudocode), Qt::Vertical);
    } else {
        // One column, so that the maze keeps its size: every other panel is a tab behind the
        // controls (the pseudocode too, when shown).
        for (Panel behind :
             {Panel::Statistics, Panel::Legend, Panel::Metrics, Panel::Results, Panel::Pseudocode})
            m_window.tabifyDockWidget(controls, dock(behind));
    }
    for (auto [companion, panel] : m_companions.asKeyValueRange()) {
        companion->setFloating(false);
        m_window.tabifyDockWidget(panel, companion);
    }
    // The window's own panels stay in front of their tabs.
    for (QDockWidget* front : twoColumns ? QList{statistics, legend} : QList{controls})
        front->raise();
}

bool PanelDocks::inTwoColumns() const {
    return m_window.dockWidgetArea(dock(Panel::Statistics)) == Qt::RightDockWidgetArea;
}

void PanelDocks::noteCompanions() {
    // Asked of the panel: a hidden dock does not list the tabs it shares.
    for (QDockWidget* panel : m_docks)
        for (QDockWidget* other : m_window.tabifiedDockWidgets(panel))
            if (!m_docks.contains(other) && !m_companions.contains(other))
                m_companions.insert(other, panel);
}

int PanelDocks::rightColumnWidth() const {
    return std::max(naturalSize(dock(Panel::Statistics)).width(),
                    naturalSize(dock(Panel::Legend)).width());
}

bool PanelDocks::twoColumnsFit() const {
    // Not shown yet, the window has no size of its own: two columns, in which the learning
    // panels take their places as tabs of the statistics and the legend.
    if (!m_shown)
        return true;
    // The maze's view keeps a width of two thirds of the window's height, so that a square maze
    // is drawn at least 60% of the screen's height (docs/semantics.md, "Window geometry").
    const int left = dock(Panel::Controls)->widget()->minimumWidth();
    return m_window.width() - left - rightColumnWidth() >= m_window.height() * 2 / 3;
}

void PanelDocks::fitToWindow() {
    QDockWidget* controls = dock(Panel::Controls);
    QDockWidget* statistics = dock(Panel::Statistics);
    QDockWidget* legend = dock(Panel::Legend);
    // The maze takes what the side columns leave: the controls as narrow as they can be, the
    // right column as wide as its panels like; the statistics get most of its height.
    if (!inTwoColumns()) {
        // One column, wide enough for its tabs' titles too.
        QTabBar tabs;
        tabs.setFont(m_window.font());
        for (QDockWidget* d : QList{controls} + m_window.tabifiedDockWidgets(controls))
            if (!d->isHidden())
                tabs.addTab(d->windowTitle());
        m_window.resizeDocks(
            {controls}, {std::max(controls->widget()->minimumWidth(), tabs.sizeHint().width())},
            Qt::Horizontal);
        return;
    }
    m_window.resizeDocks({controls, statistics},
                         {controls->widget()->minimumWidth(), rightColumnWidth()}, Qt::Horizontal);
    const int height = m_window.centralWidget() ? m_window.centralWidget()->height()
                                                : m_window.height();
    m_window.resizeDocks({statistics, legend}, {height * 3 / 5, height * 2 / 5}, Qt::Vertical);
}

void PanelDocks::makeRoomForPseudocode() {
    QDockWidget* pseudocode = dock(Panel::Pseudocode);
    QDockWidget* statistics = dock(Panel::Statistics);
    const Qt::DockWidgetArea area = m_window.dockWidgetArea(pseudocode);
    // Only in a shown window and a column shared with the statistics (not on the stage, which
    // hides them, not in a layout of the user's making elsewhere, and not as a tab).
    if (!m_shown || pseudocode->isFloating() || !statistics->isVisible() ||
        statistics->isFloating() || m_window.dockWidgetArea(statistics) != area ||
        !m_window.tabifiedDockWidgets(pseudocode).isEmpty())
        return;
    // At most a third of the window, and never so wide that the maze's view gets narrower than
    // 80% of the window's height (a square maze keeps most of its size).
    QDockWidget* controls = dock(Panel::Controls);
    const int left = controls->isVisible() && !controls->isFloating() ? controls->width() : 0;
    const int widest = std::min(m_window.width() / 3,
                                m_window.width() - left - int(m_window.height() * 0.8));
    const int width = std::clamp(pseudocode->widget()->sizeHint().width(), statistics->width(),
                                 std::max(statistics->width(), widest));
    m_window.resizeDocks({pseudocode}, {width}, Qt::Horizontal);
    QList<QDockWidget*> column{statistics, pseudocode};
    QList<int> heights{3, 5};
    QDockWidget* legend = dock(Panel::Legend);
    if (legend->isVisible() && !legend->isFloating() && m_window.dockWidgetArea(legend) == area) {
        column.push_back(legend);
        heights.push_back(2);
    }
    const int height = m_window.centralWidget() ? m_window.centralWidget()->height()
                                                : m_window.height();
    for (int& h : heights)
        h = height * h / 10;
    m_window.resizeDocks(column, heights, Qt::Vertical);
}

bool PanelDocks::eventFilter(QObject* watched, QEvent* event) {
    // The first time the window is shown at its real size, unless a saved layout came back.
    if (watched == &m_window && event->type() == QEvent::Show && !m_shown) {
        m_shown = true;
        if (!m_restored) {
            // One column or two for the size the window is shown at; each panel stays shown or
            // hidden as it is (the stage may have hidden them already).
            if (const bool two = twoColumnsFit(); two != inTwoColumns()) {
                QList<bool> shown;
                for (QDockWidget* d : m_docks)
                    shown.push_back(!d->isHidden());
                arrange(two);
                for (qsizetype i = 0; i < m_docks.size(); ++i)
                    m_docks[i]->setVisible(shown[i]);
            }
            fitToWindow();
        }
    }
    return QObject::eventFilter(watched, event);
}

bool PanelDocks::restoreLayout(const QByteArray& state) {
    m_restored = m_window.restoreState(state);
    return m_restored;
}

} // namespace mazelab::ui
