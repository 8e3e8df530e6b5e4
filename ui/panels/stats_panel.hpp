#pragma once
// The statistics of the solve on screen, live while it runs and final when it ends: the original's
// three figures first, large enough to read from the back of a lecture room (algorithm time,
// percent searched, path length), then path cost, cells expanded, frontier now and largest
// frontier, steps and the animation's own time. Every figure has a tooltip saying what it counts
// (docs/semantics.md).
//
// The value labels have object names for tests and for anything that reads them:
// solverValue, phaseValue, timeValue, searchedValue, searchedCountValue, pathLengthValue,
// pathCostValue, expandedValue, frontierValue, maxFrontierValue, stepsValue, animationTimeValue;
// outcomeValue (why a run ended without a path: the solver's reason, "gave up after N steps", or
// the maze's), optimumValue (the cost beside a Moving AI problem's optimum, when the start and
// goal are a chosen problem's: "Cost 14.49, optimal 14.49 \u2713"), and for a solver with figures
// of its own (SolverInfo::extraFigures) the rows extra0Name / extra0Value and extra1Name /
// extra1Value.

#include "ui/animation/run_figures.hpp"

#include <QGroupBox>

#include <array>
#include <utility>

class QLabel;
class QVBoxLayout;

namespace mazelab::ui {

class StatsPanel : public QGroupBox {
    Q_OBJECT

public:
    explicit StatsPanel(QWidget* parent = nullptr);

    // Shows these figures (Phase::None: no run, as clear()).
    void showFigures(const RunFigures& figures);
    // No run on screen: "No run yet", and a dash (U+2014) in place of every figure.
    void clear();

    [[nodiscard]] const RunFigures& figures() const { return m_figures; }

private:
    void setNoPathStyle(bool noPath);
    void setTimeMeasuring(bool measuring); // italic for "measuring…", else bold
    void addDetails(QVBoxLayout* layout);
    void showExtra(const RunFigures& figures);
    void showOptimum(const RunFigures& figures);

    RunFigures m_figures;
    QLabel* m_solver = nullptr;
    QLabel* m_phase = nullptr;
    QLabel* m_time = nullptr;
    QLabel* m_searched = nullptr;
    QLabel* m_searchedCount = nullptr;
    QLabel* m_pathLength = nullptr;
    QLabel* m_pathCost = nullptr;
    QLabel* m_expanded = nullptr;
    QLabel* m_frontier = nullptr;
    QLabel* m_maxFrontier = nullptr;
    QLabel* m_steps = nullptr;
    QLabel* m_animationTime = nullptr;
    QLabel* m_outcome = nullptr;
    QLabel* m_optimum = nullptr;
    std::array<std::pair<QLabel*, QLabel*>, 2> m_extra{}; // name, value
    bool m_noPathStyle = false;
};

} // namespace mazelab::ui
