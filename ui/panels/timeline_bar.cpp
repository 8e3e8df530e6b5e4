#include "ui/panels/timeline_bar.hpp"

#include "ui/animation/animator.hpp"
#include "ui/animation/run_figures.hpp"

#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QTimer>
#include <QToolButton>

#include <algorithm>
#include <climits>
#include <utility>

namespace mazelab::ui {

TimelineBar::TimelineBar(Animator* animator, QWidget* parent)
    : QWidget(parent), m_animator(animator) {
    setObjectName(QStringLiteral("timeline"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->setSpacing(4);
    auto button = [this, layout] {
        auto* b = new QToolButton(this);
        b->setAutoRaise(true);
        b->setFocusPolicy(Qt::NoFocus);
        layout->addWidget(b);
        return b;
    };
    m_first = button();
    m_back = button();
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setObjectName(QStringLiteral("timelineSlider"));
    // The window's keys (Left, Right, Home, End) drive the timeline; a focused slider would take
    // them for itself.
    m_slider->setFocusPolicy(Qt::NoFocus);
    m_slider->setToolTip(tr("Drag to go to any step of the run"));
    layout->addWidget(m_slider, 1);
    m_step = button();
    m_last = button();
    m_position = new QLabel(this);
    m_position->setObjectName(QStringLiteral("timelinePosition"));
    // Room for a run of up to a million steps, so that the slider does not jump as the text
    // grows (longer runs and "Carving step" take a little more).
    m_position->setMinimumWidth(
        m_position->fontMetrics().horizontalAdvance(
            tr("Step %1 of %2").arg(formatCount(999'999)).arg(formatCount(999'999))) + 8);
    m_position->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    layout->addWidget(m_position);

    m_seekTimer = new QTimer(this);
    m_seekTimer->setSingleShot(true);
    m_seekTimer->setInterval(0);
    connect(m_seekTimer, &QTimer::timeout, this, [this] {
        if (m_pendingSeek >= 0)
            m_animator->seek(std::exchange(m_pendingSeek, -1));
    });
    connect(m_slider, &QSlider::valueChanged, this, [this](int value) {
        if (!m_refreshing)
            scrubTo(value);
    });
    connect(m_animator, &Animator::progressed, this, &TimelineBar::refresh);
    connect(m_animator, &Animator::stateChanged, this, &TimelineBar::refresh);
    connect(m_animator, &Animator::totalStepsChanged, this, &TimelineBar::refresh);
    refresh();
}

void TimelineBar::setActions(QAction* first, QAction* back, QAction* step, QAction* last) {
    m_first->setDefaultAction(first);
    m_back->setDefaultAction(back);
    m_step->setDefaultAction(step);
    m_last->setDefaultAction(last);
}

void TimelineBar::scrubTo(int step) {
    m_pendingSeek = step;
    m_seekTimer->start();
}

QString TimelineBar::positionText() const { return m_position->text(); }

void TimelineBar::refresh() {
    const bool active = m_animator->canSeek();
    const std::int64_t done = m_animator->stepsDone();
    const std::int64_t total = m_animator->totalSteps();
    const bool generating = m_animator->job() == Animator::Job::Generation;
    m_refreshing = true;
    {
        const QSignalBlocker blocker(m_slider);
        const std::int64_t maximum = active ? std::max(total, done) : 0;
        m_slider->setRange(0, int(std::min<std::int64_t>(maximum, INT_MAX)));
        // While the user drags, the handle stays under the mouse; the picture catches up.
        if (!m_slider->isSliderDown() || !active)
            m_slider->setValue(int(std::min<std::int64_t>(active ? done : 0, INT_MAX)));
    }
    m_refreshing = false;
    m_slider->setEnabled(active);
    // Greyed out after a repair: say why, and how to get the timeline back.
    m_slider->setToolTip(m_animator->repaired()
                             ? tr("A repair cannot be replayed on its own: it goes on from the "
                                  "search before it. Solve again (S) to step through a new run")
                             : tr("Drag to go to any step of the run"));
    if (!active) {
        // A solve that cannot seek (Predict follows it forward only) still says where it is.
        const bool solving = m_animator->job() == Animator::Job::Solve &&
                             m_animator->state() != Animator::State::Idle;
        m_position->setText(
            solving ? (m_animator->repaired() ? tr("Repair: step %1") : tr("Step %1"))
                          .arg(formatCount(done))
            : generating && m_animator->state() == Animator::State::Finished ? tr("Maze ready")
                                                                             : tr("No run"));
        return;
    }
    const QString of = total >= 0 ? formatCount(total) : tr("…");
    m_position->setText(generating ? tr("Carving step %1 of %2").arg(formatCount(done), of)
                                   : tr("Step %1 of %2").arg(formatCount(done), of));
}

} // namespace mazelab::ui
