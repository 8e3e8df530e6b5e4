#pragma once
// One lane of the race: its solver's name on a strip of the lane's colour (the colour of its line
// in the race chart and its swatch in the race table), its own maze view, and its live figures in
// large type: steps, cells searched and the percent searched, the frontier, and once it is done
// the path's length and cost (with a mark when it is a shortest, or cheapest, path) or "No path".
//
// The value labels have object names for tests: stepsValue, searchedValue, frontierValue,
// pathValue, statusValue.

#include "ui/animation/run_figures.hpp"

#include <QColor>
#include <QFrame>

class QGridLayout;
class QHBoxLayout;
class QLabel;

namespace mazelab::ui {

class MazeScene;
class MazeView;

// The colour of lane `lane` (0 to 7): distinct, readable on white, and kind to colour-blind eyes
// (after Okabe and Ito's palette).
[[nodiscard]] QColor laneColour(int lane);

class RaceLane : public QFrame {
    Q_OBJECT

public:
    // The scene must outlive the lane. `compact`: smaller type, for more than four lanes.
    RaceLane(MazeScene* scene, int lane, bool compact, QWidget* parent = nullptr);

    // `best`: the lane has finished with a shortest path (unit costs) or a cheapest one (costs);
    // `byCost`: the maze has costs, so "cheapest" is what counts.
    void showFigures(const RunFigures& figures, bool best, bool byCost);

    [[nodiscard]] MazeView* view() const { return m_view; }
    [[nodiscard]] int lane() const { return m_lane; }

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void updateTitle(); // the solver's name, elided to the strip
    // The constructor's parts: the title strip and the figures' grid (style 1: compact).
    QHBoxLayout* makeTitleStrip(const QColor& colour, int style);
    QGridLayout* makeFigures(int style);

    int m_lane = 0;
    QString m_titleText;
    MazeView* m_view = nullptr;
    QLabel* m_title = nullptr;
    QLabel* m_status = nullptr;
    QLabel* m_steps = nullptr;
    QLabel* m_searched = nullptr;
    QLabel* m_frontier = nullptr;
    QLabel* m_path = nullptr;
};

} // namespace mazelab::ui
