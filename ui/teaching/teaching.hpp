#pragma once
// The teaching tools of the main window, in one place: the pseudocode panel (a dock, View >
// Pseudocode panel, F2), the numbers overlay (View > Show numbers, N), the distance heat map
// (View > Distance heat map, D) with its legend ramp, and Help > Algorithms… (every info card).
// MainWindow creates it and puts its actions in its menus; everything else is wired here.
//
// No coroutine types here (moc in Qt 6.4 cannot parse <coroutine>).

#include <QList>
#include <QObject>
#include <QPointer>

#include <memory>

class QAction;
class QDockWidget;
class QMainWindow;

namespace mazelab::ui {

class Animator;
class AlgorithmsDialog;
class ControlPanel;
class DistanceHeatLayer;
class LegendWidget;
class MazeScene;
class MazeView;
class NumbersLayer;
class PseudocodePanel;

class Teaching : public QObject {
    Q_OBJECT

public:
    Teaching(QMainWindow* window, Animator* animator, MazeScene* scene, MazeView* view,
             ControlPanel* controls, LegendWidget* legend);
    ~Teaching() override;

    // For the View menu: the numbers, the heat map (checkable, off at start). The panel's
    // action (F2) is the pseudocode dock's, listed in View > Panels with the other docks.
    [[nodiscard]] QList<QAction*> viewActions() const;
    // For the Help menu: Algorithms…
    [[nodiscard]] QList<QAction*> helpActions() const;

    [[nodiscard]] QAction* panelAction() const { return m_panelAction; }
    [[nodiscard]] QAction* numbersAction() const { return m_numbersAction; }
    [[nodiscard]] QAction* heatMapAction() const { return m_heatAction; }
    [[nodiscard]] QAction* algorithmsAction() const { return m_algorithmsAction; }
    [[nodiscard]] QDockWidget* dock() const { return m_dock; }
    [[nodiscard]] PseudocodePanel* panel() const { return m_panel; }
    [[nodiscard]] const NumbersLayer& numbers() const { return *m_numbers; }
    [[nodiscard]] const DistanceHeatLayer& heatMap() const { return *m_heat; }

    void setNumbersVisible(bool visible);
    void setHeatMapVisible(bool visible);
    // Help > Algorithms…: opens the dialog (or brings it to the front) and returns it.
    AlgorithmsDialog* showAlgorithms();

private:
    void onMazeChanged();
    void updateLegend();

    QMainWindow* m_window = nullptr;
    Animator* m_animator = nullptr;
    MazeScene* m_scene = nullptr;
    QPointer<MazeView> m_view;
    ControlPanel* m_controls = nullptr;
    LegendWidget* m_legend = nullptr;
    QDockWidget* m_dock = nullptr;
    PseudocodePanel* m_panel = nullptr;
    std::unique_ptr<NumbersLayer> m_numbers;
    std::unique_ptr<DistanceHeatLayer> m_heat;
    QPointer<AlgorithmsDialog> m_dialog;
    QAction* m_panelAction = nullptr;
    QAction* m_numbersAction = nullptr;
    QAction* m_heatAction = nullptr;
    QAction* m_algorithmsAction = nullptr;
};

} // namespace mazelab::ui
