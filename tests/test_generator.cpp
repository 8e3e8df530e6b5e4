// Generator<T>: the coroutine step iterator every algorithm yields through.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/generator.hpp"
#endif

#include <ranges>
#include <stdexcept>
#include <vector>

namespace {

using mazelab::Generator;

int g_alive = 0; // objects of Tracked alive right now

struct Tracked {
    Tracked() { ++g_alive; }
    Tracked(const Tracked&) { ++g_alive; }
    ~Tracked() { --g_alive; }
};

Generator<int> countTo(int n, int* started) {
    ++*started;
    for (int i = 1; i <= n; ++i)
        co_yield i;
}

Generator<int> holdsResource(int n) {
    Tracked resource;
    std::vector<Tracked> more(3);
    for (int i = 0; i < n; ++i)
        co_yield i;
}

Generator<int> throwsAfter(int n) {
    for (int i = 0; i < n; ++i)
        co_yield i;
    throw std::runtime_error("boom");
}

Generator<const int&> yieldsLocal() {
    int value = 0;
    for (int i = 0; i < 3; ++i) {
        value = i * 10;
        co_yield value; // no copy: the consumer sees the frame's object
    }
}

static_assert(std::ranges::input_range<Generator<int>>);
static_assert(std::ranges::input_range<Generator<const int&>>);
static_assert(!std::is_copy_constructible_v<Generator<int>>);
static_assert(std::is_nothrow_move_constructible_v<Generator<int>>);

} // namespace

class TestGenerator : public QObject {
    Q_OBJECT

private slots:
    // The body does not run until begin() is called.
    void bodyRunsOnlyWhenIterationBegins() {
        int started = 0;
        auto gen = countTo(3, &started);
        QCOMPARE(started, 0);
        auto it = gen.begin();
        QCOMPARE(started, 1);
        QCOMPARE(*it, 1);
    }

    // Iterating yields every value in order and ends at the sentinel.
    void yieldsEveryValueInOrder() {
        int started = 0;
        std::vector<int> seen;
        for (int v : countTo(5, &started))
            seen.push_back(v);
        QCOMPARE(seen, (std::vector<int>{1, 2, 3, 4, 5}));
    }

    // An empty body ends at once.
    void emptyGeneratorEndsImmediately() {
        int started = 0;
        auto gen = countTo(0, &started);
        QVERIFY(gen.begin() == gen.end());
    }

    // co_yield of an lvalue hands out a reference to the frame's object, not a copy.
    void yieldedReferenceIsTheFramesObject() {
        auto gen = yieldsLocal();
        auto it = gen.begin();
        const int* first = &*it;
        ++it;
        QCOMPARE(&*it, first);
        QCOMPARE(*it, 10);
    }

    // Destroying a generator mid-run destroys every local of its frame.
    void abandoningAtAnyStepFreesTheFrame() {
        QCOMPARE(g_alive, 0);
        {
            auto gen = holdsResource(10);
            auto it = gen.begin();
            ++it;
            QCOMPARE(g_alive, 4);
        }
        QCOMPARE(g_alive, 0);
        { auto neverStarted = holdsResource(10); }
        QCOMPARE(g_alive, 0);
    }

    // An exception thrown in the body is rethrown from the increment that reached it.
    void exceptionIsRethrownOnAdvance() {
        auto gen = throwsAfter(2);
        auto it = gen.begin();
        ++it;
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, ++it);
        QVERIFY(it == gen.end());
    }

    // Moving transfers the running coroutine; the moved-from generator is empty.
    void moveTransfersTheCoroutine() {
        int started = 0;
        auto a = countTo(3, &started);
        Generator<int> b = std::move(a);
        QVERIFY(!a.valid());
        QVERIFY(b.valid());
        QCOMPARE(*b.begin(), 1);
        a = std::move(b);
        QVERIFY(a.valid());
    }

    // next() starts the body on its first call, hands out every value in order, then nullptr
    // at the end and on every call after it.
    void nextPullsEveryValueThenSaysDone() {
        int started = 0;
        auto gen = countTo(3, &started);
        QCOMPARE(started, 0);
        std::vector<int> seen;
        while (const int* v = gen.next())
            seen.push_back(*v);
        QCOMPARE(started, 1);
        QCOMPARE(seen, (std::vector<int>{1, 2, 3}));
        QVERIFY(!gen.next());
        QVERIFY(!countTo(0, &started).next());
        QVERIFY(!Generator<int>{}.next());
    }

    // The pointer next() returns is the frame's own object, valid until the next call.
    void nextPointsAtTheFramesObject() {
        auto gen = yieldsLocal();
        const int* first = gen.next();
        QVERIFY(first);
        QCOMPARE(*first, 0);
        const int* second = gen.next();
        QCOMPARE(second, first);
        QCOMPARE(*second, 10);
    }

    // An exception thrown in the body is rethrown from the next() that reached it; the
    // generator is done afterwards.
    void nextRethrowsTheBodysException() {
        auto gen = throwsAfter(2);
        QCOMPARE(*gen.next(), 0);
        QCOMPARE(*gen.next(), 1);
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, gen.next());
        QVERIFY(!gen.next());
    }

    // Abandoning a generator pulled part-way destroys every local of its frame.
    void abandoningAfterNextFreesTheFrame() {
        QCOMPARE(g_alive, 0);
        {
            auto gen = holdsResource(10);
            QVERIFY(gen.next());
            QVERIFY(gen.next());
            QCOMPARE(g_alive, 4);
            gen = holdsResource(10); // replacing it frees the old frame too
            QCOMPARE(g_alive, 0);
            QVERIFY(gen.next());
            QCOMPARE(g_alive, 4);
        }
        QCOMPARE(g_alive, 0);
    }
};

QTEST_GUILESS_MAIN(TestGenerator)
#include "test_generator.moc"
