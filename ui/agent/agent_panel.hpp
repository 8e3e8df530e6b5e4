#pragma once
// The Agent dock: the sensor radius, the walk's buttons (Walk, Pause, Step, Stop: the agent
// controller's actions) and its figures: moves walked, replans, cells expanded by every plan,
// bumps, and at the end the route against the shortest path of the fully known maze.

#include <QWidget>

#include <cstdint>

class QAction;
class QLabel;
class QSpinBox;

namespace mazelab::ui {

// What the panel and the status bar show of a walk (AgentController::figures).
struct AgentFigures {
    QString planner; // the solver's name
    int sensorRadius = 0;
    std::int64_t moves = 0;
    std::int64_t replans = 0;
    std::int64_t expanded = 0;
    std::int64_t bumps = 0;
    bool finished = false; // Arrived or NoPath
    bool arrived = false;
    QString reason; // NoPath: why
    // Once finished: the route walked and the shortest path of the fully known maze.
    std::int64_t routeMoves = 0;
    double routeCost = 0;
    QString routeCostText; // as core's costText shows it
    bool shortestFound = false;
    std::int64_t shortestMoves = 0;
    double shortestCost = 0;
    QString shortestCostText;
};

class AgentPanel : public QWidget {
    Q_OBJECT

public:
    explicit AgentPanel(QWidget* parent = nullptr);

    // The buttons show and trigger these actions.
    void setActions(QAction* walk, QAction* pause, QAction* step, QAction* stop);
    // The radius as typed (0 to 99 may be typed, so that a wrong one is told, not hidden).
    [[nodiscard]] int sensorRadius() const;
    void setSensorRadius(int radius);
    // Why the typed radius cannot be used (empty: it can); shown under the box.
    void setRadiusProblem(const QString& problem);
    // No walk: the figures read "–".
    void clearFigures();
    void showFigures(const AgentFigures& figures);
    // "walking", "paused", "arrived", ...
    void showStatus(const QString& status);

signals:
    void sensorRadiusChanged(int radius);

private:
    QSpinBox* m_radius = nullptr;
    QLabel* m_radiusProblem = nullptr;
    QLabel* m_planner = nullptr;
    QLabel* m_status = nullptr;
    QLabel* m_moves = nullptr;
    QLabel* m_replans = nullptr;
    QLabel* m_expanded = nullptr;
    QLabel* m_bumps = nullptr;
    QLabel* m_route = nullptr;
    QLabel* m_shortest = nullptr;
    QWidget* m_buttons = nullptr;
};

} // namespace mazelab::ui
