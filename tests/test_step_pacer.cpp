// StepPacer: the play/pause/step machine and the quotas it hands its owner.
#include "ui/animation/step_pacer.hpp"

#include <QtTest>

#include <limits>
#include <utility>
#include <vector>

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

    // Fastest asks for the owner's own per-tick maximum within the tick's slice; Instant for
    // everything within the longer slice.
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
