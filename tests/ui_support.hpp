#pragma once
// Helpers shared by the tests that drive the animator (header-only; not part of mazelab).

#include "ui/animator.hpp"

#include <QThreadPool>
#include <QtTest>

namespace mazelab::testing {

// The animator's own thread pool for its un-animated timing runs.
inline QThreadPool* timingPool(const ui::Animator& animator) {
    return animator.findChild<QThreadPool*>(QStringLiteral("timingPool"));
}

// Lets every un-animated timing run still in flight end and deliver its result.
inline void drainTimingRuns(const ui::Animator& animator, int timeoutMs) {
    QThreadPool* pool = timingPool(animator);
    QVERIFY(pool);
    QVERIFY(pool->waitForDone(timeoutMs));
    QTest::qWait(30);
}

} // namespace mazelab::testing
