#pragma once
// The timeline under the maze: a slider over every step of the current run (a solve, or a
// generation still in progress), the buttons First, Step back, Step and Last, and where the run
// is ("Step 1,234 of 5,678"). Dragging the slider scrubs: the animator replays the run to that
// step un-animated (Animator::seek) and pauses there. See docs/animation.md.

#include <QWidget>

#include <cstdint>

class QAction;
class QLabel;
class QSlider;
class QTimer;
class QToolButton;

namespace mazelab::ui {

class Animator;

class TimelineBar : public QWidget {
    Q_OBJECT

public:
    // The animator must outlive the bar.
    explicit TimelineBar(Animator* animator, QWidget* parent = nullptr);

    // The buttons show and trigger these actions (Home, Left, Right, End).
    void setActions(QAction* first, QAction* back, QAction* step, QAction* last);

    [[nodiscard]] QSlider* slider() const { return m_slider; }
    [[nodiscard]] QString positionText() const;

public slots:
    // Follows the animator: the slider's range and position, the text, enabled or not.
    void refresh();

private:
    void scrubTo(int step);

    Animator* m_animator = nullptr;
    QSlider* m_slider = nullptr;
    QLabel* m_position = nullptr;
    QToolButton* m_first = nullptr;
    QToolButton* m_back = nullptr;
    QToolButton* m_step = nullptr;
    QToolButton* m_last = nullptr;
    // Scrubbing replays the run, so a fast drag is coalesced: the latest position is sought once
    // the event loop is free.
    QTimer* m_seekTimer = nullptr;
    int m_pendingSeek = -1;
    bool m_refreshing = false;
};

} // namespace mazelab::ui
