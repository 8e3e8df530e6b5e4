#pragma once
// The clock of a step-by-step animation, shared by the Animator and the race (docs/animation.md,
// "The pacer"). It owns the speed, the QTimer and the Idle/Running/Paused/Finished machine; on
// each tick it works out how many steps are due and asks its owner, a StepPacer::Client, to
// apply them. The owner knows what a step is; the pacer only knows when steps are due.

#include "core/maze.hpp"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>

#include <cstdint>

namespace mazelab::ui {

// How fast to animate: a number of steps per second, as fast as the screen allows (one frame's
// worth of work per frame), or Instant (run to the end without showing intermediate steps).
struct Speed {
    enum class Mode { PerSecond, Unlimited, Instant };
    Mode mode = Mode::PerSecond;
    double stepsPerSecond = 50;

    // The presets are steps per second that scale with the maze (docs/animation.md, "Speed"):
    // cells / seconds, at least `floor` and at most kMaxStepsPerSecond, so that a breadth-first
    // search over the whole maze (about one step per cell) lasts the preset's seconds at every
    // size, and two solvers on the same maze at the same preset keep the same pace.
    enum class Preset { Slow, Fast, Fastest };
    struct PresetRule {
        double seconds; // a whole-maze BFS
        double floor;   // steps per second on tiny mazes
    };
    static constexpr PresetRule kPresetRules[] = {{60, 2}, {20, 4}, {5, 8}}; // by Preset
    static Speed preset(Preset preset, Size size);
    friend bool operator==(const Speed&, const Speed&) = default;
};

// "312 steps/s", "6.0 steps/s": a speed's rate as the control panel and the race show it.
[[nodiscard]] QString stepsPerSecondText(double stepsPerSecond);

class StepPacer {
    Q_GADGET

public:
    enum class State { Idle, Running, Paused, Finished };
    Q_ENUM(State)

    // Wall time one tick may spend on steps, so that painting and input always get their turn.
    static constexpr std::int64_t kTickBudgetNs = 12'000'000;
    static constexpr std::int64_t kInstantBudgetNs = 40'000'000;

    // One tick's allowance: at most `steps` steps (0 at a slow speed when none is due yet), in
    // at most `budgetNs` of wall time.
    struct Quota {
        std::int64_t steps = 0;
        std::int64_t budgetNs = kTickBudgetNs;
    };

    class Client {
    public:
        // A tick while Running: apply up to quota.steps steps.
        virtual void applyTick(Quota quota) = 0;
        // With no delay (Mode::Unlimited), the most steps one tick may apply.
        [[nodiscard]] virtual std::int64_t fastestStepsPerTick() const = 0;
        // Called once per transition, after the pacer has entered `to`.
        virtual void enteredState(State from, State to) = 0;

    protected:
        ~Client() = default;
    };

    explicit StepPacer(Client& client);

    [[nodiscard]] State state() const { return m_state; }
    [[nodiscard]] Speed speed() const { return m_speed; }
    // Takes effect at once; a running timer restarts at the new pace, with nothing owed.
    void setSpeed(const Speed& speed);

    // Enters `state`: Running starts the timer with nothing owed, any other state stops it.
    // An unchanged state is no transition: nothing happens and nothing is announced.
    void setState(State state);
    void play();  // Paused -> Running
    void pause(); // Running -> Paused
    void togglePlay();
    // Running -> Paused; then true if Paused: the owner applies exactly one step.
    [[nodiscard]] bool step();

    // The quota of a tick `elapsedNs` after the previous one (at PerSecond it pays the steps
    // owed and keeps the fraction owed). Each tick calls it with the measured time; public so
    // that the pacing can be checked with chosen times.
    [[nodiscard]] Quota quota(std::int64_t elapsedNs);

private:
    void tick();
    void startTimer();

    Client& m_client;
    State m_state = State::Idle;
    Speed m_speed;
    QTimer m_timer;
    QElapsedTimer m_sinceTick;
    double m_due = 0; // steps owed to the schedule (PerSecond)
};

} // namespace mazelab::ui
