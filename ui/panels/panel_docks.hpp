#pragma once
// The main window's panels as dock widgets (docs/user-guide.md, "Panels"): the controls, the
// statistics, the legend, the maze metrics, the results and the pseudocode. Each can be moved,
// floated, tabbed with another and hidden; View > Panels shows or hides each (F2 to F9), and the
// window's saveState() keeps where they are. View > Panels > Reset layout puts them back as they
// first were: the controls on the left; on the right the statistics, the pseudocode under them
// (hidden; shown, it gets half the column and the column widens for its code), and the legend
// with the maze metrics and the results in tabs behind it. A window too narrow for both columns
// beside a large maze (docs/semantics.md, "Window geometry") gets one column on the left
// instead, every panel a tab behind the controls.

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QObject>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;
class QScrollArea;
class QWidget;

namespace mazelab::ui {

// `widget` in a scroll area that scrolls only up and down, as every panel is: a panel taller
// than its place gets a scroll bar instead of being cut.
[[nodiscard]] QScrollArea* scrolling(QWidget* widget);

class PanelDocks : public QObject {
    Q_OBJECT

public:
    // The panels the window docks, in View > Panels order.
    enum class Panel { Controls, Statistics, Legend, Metrics, Results, Pseudocode };

    struct Widgets {
        QWidget* controls = nullptr;
        QWidget* statistics = nullptr;
        QWidget* legend = nullptr;
        QWidget* metrics = nullptr;
        QWidget* results = nullptr;
        QDockWidget* pseudocode = nullptr; // made by the teaching tools, docked here
    };

    // Docks the widgets in `window` in the default layout.
    PanelDocks(QMainWindow& window, const Widgets& widgets);

    [[nodiscard]] QDockWidget* dock(Panel panel) const;
    [[nodiscard]] QList<QDockWidget*> docks() const { return m_docks; }
    // The show/hide action of each panel, in order, for View > Panels.
    [[nodiscard]] QList<QAction*> toggleActions() const;
    [[nodiscard]] QAction* resetAction() const { return m_reset; }
    // View > Panels > On the stage: a checkable action a panel; a checked panel stays on the
    // stage (presentation mode) when it is shown.
    [[nodiscard]] QList<QAction*> pinActions() const { return m_pins; }
    [[nodiscard]] QList<QDockWidget*> pinnedDocks() const;

    // The window's saved state (QMainWindow::saveState); true if it was read. A restored layout
    // keeps its sizes when the window is first shown.
    bool restoreLayout(const QByteArray& state);

public slots:
    // Every panel back to its default place, size and visibility; nothing floats.
    void resetLayout();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // The default sizes for the window's present size.
    void fitToWindow();
    // The panels in their default places, in two columns or one; each removed and put back
    // (which hides it).
    void arrange(bool twoColumns);
    [[nodiscard]] bool inTwoColumns() const;
    // The width the right-hand panels like (their content at its preferred size).
    [[nodiscard]] int rightColumnWidth() const;
    // True if the window is wide enough for the controls and the right-hand column beside a
    // maze's view at least as wide as two thirds of the window's height.
    [[nodiscard]] bool twoColumnsFit() const;
    // The pseudocode just shown under the statistics: the column widens towards the code's
    // unwrapped width (up to a third of the window's, as long as the maze's view stays as wide
    // as 80% of the window's height), and the pseudocode gets half its height.
    void makeRoomForPseudocode();

    QDockWidget* addDock(Panel panel, QWidget* widget);
    // Remembers which panel each other dock (the learning panels) was first found tabbed with:
    // Reset layout puts it back as that panel's tab.
    void noteCompanions();

    QMainWindow& m_window;
    QList<QDockWidget*> m_docks; // by Panel
    QAction* m_reset = nullptr;
    QList<QAction*> m_pins; // by Panel
    QHash<QDockWidget*, QDockWidget*> m_companions; // other dock -> the panel it is a tab of
    bool m_shown = false;
    bool m_restored = false;
};

} // namespace mazelab::ui
