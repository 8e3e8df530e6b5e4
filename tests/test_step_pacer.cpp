// StepPacer: the play/pause/step machine and the quotas it hands its owner.
#include "ui/animation/step_pacer.hpp"

#include "core/scenario.hpp"

#include <QtTest>

#include <array>
#include <limits>
#include <utility>
#include <vector>

using mazelab::Size;
using mazelab::ui::Speed;
using mazelab::ui::StepPacer;
using State = StepPacer::State;

namespace {

// An owner that records what the pacer asks of it.
class Owner : public StepPacer::Client {
public:
    std::vector<std::pair<State, State>> transitions;
    std::vector<StepPacer::Quota> ticks;
    std::int64_t fastest = 1234;

    void applyTick(StepPacer::Quota quota) override { ticks.push_back(quota); }
    [[nodiscard]] std::int64_t fastestStepsPerTick() const override { return fastest; }
    void enteredState(State from, State to) override { transitions.emplace_back(from, to); }
};

} // namespace

class TestStepPacer : public QObject {
    Q_OBJECT

private slots:
    // Every change of state is told to the owner exactly once; setting the same state again is
    // no transition.
    void eachTransitionIsAnnouncedOnce() {
        Owner owner;
        StepPacer pacer(owner);
        QCOMPARE(pacer.state(), State::Idle);
        pacer.setState(State::Idle);
        QVERIFY(owner.transitions.empty());
        pacer.setState(State::Running);
        pacer.setState(State::Running);
        pacer.setState(State::Finished);
        pacer.setState(State::Idle);
        const std::vector<std::pair<State, State>> expected{{State::Idle, State::Running},
                                                            {State::Running, State::Finished},
                                                            {State::Finished, State::Idle}};
        QCOMPARE(owner.transitions, expected);
    }

    // Play resumes only a paused run, Pause holds only a running one, and togglePlay flips
    // between the two; in Idle and Finished they do nothing.
    void playAndPauseMoveOnlyBetweenRunningAndPaused() {
        Owner owner;
        StepPacer pacer(owner);
        for (State still : {State::Idle, State::Finished}) {
            pacer.setState(still);
            pacer.play();
            pacer.pause();
            pacer.togglePlay();
            QCOMPARE(pacer.state(), still);
        }
        pacer.setState(State::Paused);
        pacer.play();
        QCOMPARE(pacer.state(), State::Running);
        pacer.pause();
        QCOMPARE(pacer.state(), State::Paused);
        pacer.togglePlay();
        QCOMPARE(pacer.state(), State::Running);
        pacer.togglePlay();
        QCOMPARE(pacer.state(), State::Paused);
    }

    // Step pauses a running run and then grants one step; paused, it grants one; idle or
    // finished, none.
    void stepPausesThenGrantsOneStep() {
        Owner owner;
        StepPacer pacer(owner);
        QVERIFY(!pacer.step());
        pacer.setState(State::Running);
        QVERIFY(pacer.step());
        QCOMPARE(pacer.state(), State::Paused);
        QVERIFY(pacer.step());
        pacer.setState(State::Finished);
        QVERIFY(!pacer.step());
        QVERIFY(owner.ticks.empty()); // Step is the owner's to apply, not a tick
    }

    // A steps-per-second speed pays, on each tick, the steps owed for the time since the last
    // one, keeping the fraction: at 20 steps/s, ticks 25 ms apart owe half a step each, so they
    // apply 0, 1, 0, 1, ... and half a second (20 ticks) applies exactly 10 steps. The times
    // are given, so no clock is involved.
    void aPerSecondSpeedPacesTheSteps() {
        Owner owner;
        StepPacer pacer(owner);
        pacer.setSpeed(Speed{Speed::Mode::PerSecond, 20});
        constexpr std::int64_t kMs = 1'000'000;
        std::int64_t total = 0;
        for (int tick = 0; tick < 20; ++tick) {
            const StepPacer::Quota q = pacer.quota(25 * kMs);
            QCOMPARE(q.steps, std::int64_t(tick % 2));
            QCOMPARE(q.budgetNs, StepPacer::kTickBudgetNs);
            total += q.steps;
        }
        QCOMPARE(total, std::int64_t(10));
        // A long stall owes at most a quarter second of steps (5 at 20 steps/s), at least one.
        QCOMPARE(pacer.quota(10'000 * kMs).steps, std::int64_t(5));
        pacer.setSpeed(Speed{Speed::Mode::PerSecond, 0.5});
        QCOMPARE(pacer.quota(10'000 * kMs).steps, std::int64_t(1));
        // Changing the speed takes effect at once, with nothing owed: half a step owed at 20
        // steps/s is forgotten, and the next frame (16 ms) at 2000 steps/s applies 32 steps.
        pacer.setSpeed(Speed{Speed::Mode::PerSecond, 20});
        QCOMPARE(pacer.quota(25 * kMs).steps, std::int64_t(0));
        pacer.setSpeed(Speed{Speed::Mode::PerSecond, 20});
        QCOMPARE(pacer.quota(25 * kMs).steps, std::int64_t(0));
        pacer.setSpeed(Speed{Speed::Mode::PerSecond, 2000});
        QCOMPARE(pacer.quota(16 * kMs).steps, std::int64_t(32));
        QVERIFY(owner.ticks.empty()); // asking for a quota applies nothing
    }

    // The presets scale with the maze (docs/animation.md, "Speed"): a breadth-first search over
    // the whole maze (one step per cell) lasts, at every size from Small (4 x 4) to 1000 x 1000,
    // 8 to 60 s at Slow, 4 to 20 s at Fast and 2 to 5 s at Fastest; the top of each band from
    // the floor's end up (Medium: exactly 60, 20 and 5 s).
    void presetsGiveAWatchableWholeMazeSearch() {
        using Preset = Speed::Preset;
        constexpr std::array<Preset, 3> kPresets = {Preset::Slow, Preset::Fast, Preset::Fastest};
        constexpr double kShortest[] = {8, 4, 2};
        constexpr double kLongest[] = {60, 20, 5};
        const int sides[] = {4, 5, 7, 10, 11, 15, 19, 30, 50, 79, 100, 200, 500, 707, 1000};
        for (int w : sides) {
            for (int h : sides) {
                const double cells = double(w) * double(h);
                for (std::size_t p = 0; p < kPresets.size(); ++p) {
                    const Speed speed = Speed::preset(kPresets[p], {w, h});
                    QCOMPARE(speed.mode, Speed::Mode::PerSecond);
                    const double seconds = cells / speed.stepsPerSecond;
                    QVERIFY2(seconds >= kShortest[p] - 1e-9 && seconds <= kLongest[p] + 1e-9,
                             qPrintable(QStringLiteral("%1 x %2, preset %3: %4 s")
                                            .arg(w)
                                            .arg(h)
                                            .arg(p)
                                            .arg(seconds)));
                }
            }
        }
        for (std::size_t p = 0; p < kPresets.size(); ++p)
            QCOMPARE(double(19 * 19) / Speed::preset(kPresets[p], {19, 19}).stepsPerSecond,
                     kLongest[p]);
    }

    // Tiny mazes get the floor: 2, 4 and 8 steps per second (a 1 x 1 maze would otherwise be
    // one step a minute), and no preset goes past the slider's top.
    void presetsHaveAFloorAndACeiling() {
        for (const Size size : {Size{1, 1}, Size{2, 2}, Size{4, 4}, Size{1, 30}}) {
            QCOMPARE(Speed::preset(Speed::Preset::Slow, size), (Speed{Speed::Mode::PerSecond, 2}));
            QCOMPARE(Speed::preset(Speed::Preset::Fast, size), (Speed{Speed::Mode::PerSecond, 4}));
            QCOMPARE(Speed::preset(Speed::Preset::Fastest, size),
                     (Speed{Speed::Mode::PerSecond, 8}));
        }
        QCOMPARE(Speed::preset(Speed::Preset::Fastest, {4096, 4096}).stepsPerSecond,
                 mazelab::kMaxStepsPerSecond);
        QCOMPARE(Speed::preset(Speed::Preset::Slow, {79, 79}).stepsPerSecond, 6241.0 / 60);
    }

    // Slow < Fast < Fastest at every size the control panel allows (1 x 1 to 4096 x 4096).
    void presetsAreOrdered() {
        const int sides[] = {1, 2, 3, 4, 6, 9, 19, 40, 79, 200, 1000, 2000, 2236, 3000, 4096};
        for (int w : sides) {
            for (int h : sides) {
                const double slow = Speed::preset(Speed::Preset::Slow, {w, h}).stepsPerSecond;
                const double fast = Speed::preset(Speed::Preset::Fast, {w, h}).stepsPerSecond;
                const double fastest =
                    Speed::preset(Speed::Preset::Fastest, {w, h}).stepsPerSecond;
                QVERIFY2(slow < fast && fast < fastest && fastest <= mazelab::kMaxStepsPerSecond,
                         qPrintable(QStringLiteral("%1 x %2: %3 < %4 < %5")
                                        .arg(w)
                                        .arg(h)
                                        .arg(slow)
                                        .arg(fast)
                                        .arg(fastest)));
            }
        }
    }

    // Unlimited (no delay) asks for the owner's own per-tick maximum within the tick's slice;
    // Instant for everything within the longer slice.
    void unlimitedSpeedsAskForTheirQuota() {
        Owner owner;
        StepPacer pacer(owner);
        pacer.setSpeed(Speed{Speed::Mode::Unlimited, 0});
        pacer.setState(State::Running);
        QTRY_VERIFY(!owner.ticks.empty());
        QCOMPARE(owner.ticks.front().steps, owner.fastest);
        QCOMPARE(owner.ticks.front().budgetNs, StepPacer::kTickBudgetNs);

        pacer.setSpeed(Speed{Speed::Mode::Instant, 0});
        owner.ticks.clear();
        QTRY_VERIFY(!owner.ticks.empty());
        QCOMPARE(owner.ticks.front().steps, std::numeric_limits<std::int64_t>::max());
        QCOMPARE(owner.ticks.front().budgetNs, StepPacer::kInstantBudgetNs);

        pacer.pause();
        owner.ticks.clear();
        QCoreApplication::processEvents();
        QVERIFY(owner.ticks.empty()); // a paused pacer does not tick
    }
};

QTEST_GUILESS_MAIN(TestStepPacer)
#include "test_step_pacer.moc"
