#include "ui/animation/step_pacer.hpp"

#include "core/scenario.hpp"
#include "ui/animation/run_figures.hpp"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace mazelab::ui {
namespace {

constexpr int kFrameMs = 16;

} // namespace

Speed Speed::preset(Preset preset, Size size) {
    const PresetRule& rule = kPresetRules[std::size_t(preset)];
    const double cells = double(size.width) * double(size.height);
    return {Mode::PerSecond, std::clamp(cells / rule.seconds, rule.floor, kMaxStepsPerSecond)};
}

QString stepsPerSecondText(double stepsPerSecond) {
    // Below 10 the fraction matters: 2.5 steps per second is not 2.
    return (stepsPerSecond < 10 ? QLocale::c().toString(stepsPerSecond, 'f', 1)
                                : formatCount(std::llround(stepsPerSecond))) +
           QCoreApplication::translate("Speed", " steps/s");
}

StepPacer::StepPacer(Client& client) : m_client(client) {
    m_timer.setTimerType(Qt::PreciseTimer);
    QObject::connect(&m_timer, &QTimer::timeout, &m_timer, [this] { tick(); });
}

void StepPacer::setSpeed(const Speed& speed) {
    m_speed = speed;
    m_due = 0;
    if (m_state == State::Running)
        startTimer();
}

void StepPacer::setState(State state) {
    if (state == m_state)
        return;
    const State from = std::exchange(m_state, state);
    if (state == State::Running) {
        m_due = 0;
        m_sinceTick.start();
        startTimer();
    } else {
        m_timer.stop();
    }
    m_client.enteredState(from, state);
}

void StepPacer::play() {
    if (m_state == State::Paused)
        setState(State::Running);
}

void StepPacer::pause() {
    if (m_state == State::Running)
        setState(State::Paused);
}

void StepPacer::togglePlay() {
    if (m_state == State::Running)
        pause();
    else
        play();
}

bool StepPacer::step() {
    pause();
    return m_state == State::Paused;
}

void StepPacer::startTimer() {
    // At a steps-per-second speed the timer ticks once per frame and each tick applies the steps
    // owed by the time elapsed; no delay and Instant tick as soon as the event loop is free (each
    // tick's work is bounded by its time slice, so painting and input still get their turn).
    m_timer.start(m_speed.mode == Speed::Mode::PerSecond ? kFrameMs : 0);
}

void StepPacer::tick() {
    if (m_state != State::Running)
        return;
    const std::int64_t elapsedNs = m_sinceTick.nsecsElapsed();
    m_sinceTick.restart();
    m_client.applyTick(quota(elapsedNs));
}

StepPacer::Quota StepPacer::quota(std::int64_t elapsedNs) {
    switch (m_speed.mode) {
    case Speed::Mode::PerSecond: {
        const double rate = std::max(m_speed.stepsPerSecond, 0.001);
        // At most a quarter second of debt: a machine that cannot keep up slows down instead of
        // lurching forward.
        m_due = std::min(m_due + rate * double(elapsedNs) / 1e9, std::max(1.0, rate / 4));
        const auto count = std::int64_t(m_due);
        m_due -= double(count);
        return {count, kTickBudgetNs};
    }
    case Speed::Mode::Unlimited:
        return {m_client.fastestStepsPerTick(), kTickBudgetNs};
    case Speed::Mode::Instant:
        break;
    }
    return {std::numeric_limits<std::int64_t>::max(), kInstantBudgetNs};
}

} // namespace mazelab::ui
