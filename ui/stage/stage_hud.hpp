#pragma once
// The stage's heads-up strip (presentation mode, docs/user-guide.md, "The stage"): beside the
// maze, the solver, its phase and step, and the three headline figures (time, share searched,
// path) in type large enough to read from the back of a lecture room, and under the path a Moving
// AI problem's optimum beside it (optimumNoteOf). It writes the figures as the statistics panel
// does (headlineOf), from the same RunFigures.

#include "ui/animation/run_figures.hpp"

#include <QWidget>

class QLabel;

namespace mazelab::ui {

class StageHud : public QWidget {
    Q_OBJECT

public:
    // The figures' share of the window's height, and the captions' and titles'.
    static constexpr double kFigureShare = 0.06;
    static constexpr double kCaptionShare = 0.028;

    explicit StageHud(QWidget* parent = nullptr);

    void showFigures(const RunFigures& figures);
    // Sizes the type for a window `height` pixels high; `narrow`: a pinned panel shares the
    // room beside the maze, so the strip takes less width (longer figures wrap).
    void fitTo(int height, bool narrow = false);

private:
    QLabel* m_solver = nullptr;
    QLabel* m_phase = nullptr;
    QLabel* m_time = nullptr;
    QLabel* m_searched = nullptr;
    QLabel* m_path = nullptr;
    QLabel* m_optimum = nullptr;
    QList<QLabel*> m_captions;
};

} // namespace mazelab::ui
