// Weighted A* and greedy best-first (core/solvers/weighted_astar.cpp, greedy_manhattan.cpp):
// weighted A* with w = 1 is A* (Manhattan) step for step; with w = 2 and 3 its path costs at most
// w times the cheapest, and more than the cheapest on some maze; greedy finds a longer path than
// BFS on some maze with loops and searches fewer cells than A* in an open room where costs vary;
// weighted A*'s integer heap key orders as its double f does, and a whole weight's integer f
// takes the double f's steps; the open set pops the least key; greedy's queues per h take the
// cells in the heap's order.
// Their scenario figures are in test_solvers, their views in test_search_view.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/distance.hpp"
#include "core/random.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#include "core/solvers/detail/astar_core.hpp"
#include "support.hpp"
#endif

#include <cmath>
#include <set>
#include <vector>

using namespace mazelab;
using mazelab::detail::RealEntry;

namespace {

// Everything a step says that a run can be compared on.
struct StepRecord {
    SolveStep::Kind kind;
    CellIndex cell;
    int line;
    std::vector<CellIndex> discovered;
    std::vector<CellIndex> path;
    std::int64_t searched, expanded, frontier, maxFrontier, steps;
    friend bool operator==(const StepRecord&, const StepRecord&) = default;
};

std::vector<StepRecord> record(SolveSteps steps) {
    std::vector<StepRecord> out;
    for (const SolveStep& s : steps) {
        const SolveCounters& n = s.counters;
        out.push_back({s.kind, s.cell, s.line, {s.discovered().begin(), s.discovered().end()},
                       {s.path.begin(), s.path.end()}, n.searched, n.expanded, n.frontier,
                       n.maxFrontier, n.steps});
    }
    return out;
}

ParamValues weight(double w) {
    const SolverInfo& info = solverById("weighted-astar");
    ParamValues values(info.params);
    values.set(info.params, "weight", w);
    return values;
}

// A 25 x 25 recursive backtracker maze: perfect, braided (60% of dead ends opened), or braided
// with weighted terrain (40% of cells cost 2..9).
Maze generated(std::string_view kind, std::uint64_t seed) {
    GenerateRequest request{&generatorById("recursive-backtracker"), {25, 25}, seed, {}};
    if (kind != "perfect")
        request.shaping.braid = 60;
    if (kind == "weighted")
        request.shaping.terrain = {40, 50, 9};
    return generateMaze(request);
}


} // namespace

class TestBestFirst : public QObject {
    Q_OBJECT

private slots:
    // f = g + 1*h is g + h exactly, so the open set takes the same cells in the same order: every
    // step (kind, cell, line, discovered cells, counters, path) is A*'s.
    void weightOneIsAStarStepForStep() {
        const SolverInfo& astar = solverById("astar-manhattan");
        const SolverInfo& weighted = solverById("weighted-astar");
        int compared = 0;
        for (const char* kind : {"perfect", "braided", "weighted"}) {
            for (std::uint64_t seed : {1u, 2u, 3u}) {
                Maze maze = generated(kind, seed);
                if (seed == 3u) // away from the corners too
                    maze.setEndpoints({20, 3}, {2, 22});
                const std::vector<StepRecord> a = record(astar.start(maze));
                const std::vector<StepRecord> w = record(weighted.start(maze, weight(1)));
                QVERIFY(a.size() > 20);
                QCOMPARE(w.size(), a.size());
                for (std::size_t i = 0; i < a.size(); ++i)
                    QVERIFY2(w[i] == a[i], qPrintable(QStringLiteral("%1 seed %2: step %3 differs")
                                                          .arg(kind).arg(seed).arg(i + 1)));
                compared += int(a.size());
            }
        }
        QVERIFY(compared > 1000);
        // The default weight, 2, is not A*: on some of these mazes it takes other steps.
        const Maze maze = generated("weighted", 1);
        QVERIFY(record(weighted.start(maze)) != record(astar.start(maze)));
    }

    // Pohl's bound: cost <= w * cheapest, on 100 braided weighted mazes for w = 1.5 (a double f),
    // 2 and 3 (whole weights, an integer f); and on some of them the path costs strictly more
    // than the cheapest, so the bound is not slack because the search is secretly exact.
    void weightedPathCostIsWithinWTimesTheCheapest() {
        const SolverInfo& info = solverById("weighted-astar");
        for (double w : {1.5, 2.0, 3.0}) {
            int dearer = 0;
            for (std::uint64_t seed = 1; seed <= 100; ++seed) {
                const Maze maze = generated("weighted", seed);
                const std::int64_t best = testing::leastToGoal(maze, DistanceMetric::Cost);
                const SolveResult r = solveMaze(info, maze, weight(w));
                QVERIFY(r.stats.found);
                QVERIFY(r.stats.pathCost >= best);
                QVERIFY2(double(r.stats.pathCost) <= w * double(best),
                         qPrintable(QStringLiteral("w %1 seed %2: cost %3, cheapest %4")
                                        .arg(w).arg(seed).arg(r.stats.pathCost).arg(best)));
                dearer += r.stats.pathCost > best;
            }
            QVERIFY2(dearer > 0, "weighted A* found the cheapest path on every maze");
        }
    }

    // The open set's key for weighted A*'s double f (detail::RealFOrder, one 128-bit integer)
    // orders entries as comparing the double f, then h, then the discovery number does
    // (detail::RealOrder), over the whole range: g up to 255 * (4096 * 4096 - 1), h up to 8190,
    // discovery numbers and cells up to 4096 * 4096 - 1, weights from 1 to 10 (whole, one
    // decimal, and neither), f computed as weighted_astar.cpp does. Among them, f that only the
    // double rounding makes equal: 100 + 1.7 * 20 and 117 + 1.7 * 10, where 1.7 * 20 is not 34.
    void realFKeyOrdersAsTheDoubleF() {
        using detail::RealFOrder;
        using detail::RealOrder;
        QVERIFY(std::fma(1.7, 20.0, -34.0) != 0.0);
        QCOMPARE(100.0 + 1.7 * 20.0, 117.0 + 1.7 * 10.0);
        const std::uint32_t maxG = 255u * (4096u * 4096u - 1u);
        const std::uint32_t maxH = 8190;
        const std::uint32_t maxIndex = 4096u * 4096u - 1u;
        Random random(7);
        std::vector<double> weights = {1.0,  1.1, 1.7,  2.0, 2.35, 9.9, 10.0,
                                       std::nextafter(1.0, 2.0), std::nextafter(10.0, 0.0)};
        for (int k = 0; k < 4; ++k)
            weights.push_back(1.0 + 9.0 * double(random.below(1u << 30)) / double(1u << 30));
        const std::vector<std::uint32_t> gs = {0, 1, 100, 117, maxG - 1, maxG,
                                               std::uint32_t(random.below(maxG))};
        const std::vector<std::uint32_t> hs = {0, 1, 10, 20, maxH - 1, maxH,
                                               std::uint32_t(random.below(maxH))};
        // Discovery numbers are unique in a search: here from both ends of their range.
        std::vector<RealEntry> entries;
        for (double w : weights)
            for (std::uint32_t g : gs)
                for (std::uint32_t h : hs)
                    for (int end = 0; end < 2; ++end) {
                        const auto n = std::uint32_t(entries.size());
                        entries.push_back({double(g) + w * double(h), double(h),
                                           end == 0 ? n : maxIndex - n,
                                           CellIndex(random.below(maxIndex + 1))});
                    }
        auto key = [](const RealEntry& e) {
            return RealFOrder::make(e.f, std::uint32_t(e.h), e.order, e.cell);
        };
        for (const RealEntry& a : entries) {
            QCOMPARE(RealFOrder::cellOf(key(a)), a.cell);
            for (const RealEntry& b : entries)
                if (RealFOrder::less(key(a), key(b)) != RealOrder::less(a, b))
                    QFAIL(qPrintable(QStringLiteral("f %1 h %2 #%3 against f %4 h %5 #%6")
                                         .arg(a.f, 0, 'g', 17).arg(a.h).arg(a.order)
                                         .arg(b.f, 0, 'g', 17).arg(b.h).arg(b.order)));
        }
    }

    // A whole weight computes f in integers (A*'s packed key) instead of doubles: the same
    // values, so every step must be that of the double f, given here as a lambda, on perfect,
    // braided and weighted mazes, up to the largest weight.
    void wholeWeightsTakeTheDoubleFsSteps() {
        const SolverInfo& info = solverById("weighted-astar");
        for (double w : {2.0, 3.0, 10.0})
            for (std::string_view kind : {"perfect", "braided", "weighted"})
                for (std::uint64_t seed = 1; seed <= 4; ++seed) {
                    const Maze maze = generated(kind, seed);
                    const auto doubleF = [w](std::uint32_t g, int h) {
                        return double(g) + w * double(h);
                    };
                    QCOMPARE(record(info.start(maze, weight(w))),
                             record(detail::bestFirstSearch(maze, detail::ManhattanToGoal(maze),
                                                            doubleF)));
                }
    }

    // The open set (a heap behind a sorted front buffer) pops the least key every time, against
    // an ordered set, through a search's patterns: long runs that fall below everything (a dive:
    // they fill the front and push its largest out), runs at the heap's level, and pops between.
    // Its first open entries in visiting order are the next pops.
    void theOpenSetPopsTheLeastKey() {
        using detail::PackedOrder;
        detail::OpenSet<PackedOrder> open;
        std::set<detail::PackedKey> reference;
        Random random(11);
        std::uint32_t order = 0;
        std::uint32_t level = 1'000'000;
        auto push = [&](std::uint32_t f) {
            const auto key =
                PackedOrder::make(f, std::uint32_t(random.below(8190)), order, CellIndex(order));
            ++order;
            open.push(key);
            reference.insert(key);
        };
        auto pop = [&] {
            QCOMPARE(open.pop(), PackedOrder::cellOf(*reference.begin()));
            reference.erase(reference.begin());
        };
        for (int round = 0; round < 40; ++round) {
            const auto run = int(random.below(200));
            for (int k = 0; k < run; ++k) { // a dive: each below everything pushed so far
                push(--level);
                if (random.below(4) == 0)
                    pop();
            }
            for (int k = 0; k < 50; ++k)
                push(level + std::uint32_t(random.below(300)));
            std::vector<CellIndex> listed;
            open.visitInOrder([&](detail::PackedKey key) {
                listed.push_back(PackedOrder::cellOf(key));
                return listed.size() < 70;
            });
            std::vector<CellIndex> expected;
            for (auto it = reference.begin(); it != reference.end() && expected.size() < 70; ++it)
                expected.push_back(PackedOrder::cellOf(*it));
            QCOMPARE(listed, expected);
            for (auto k = random.below(reference.size() + 1); k > 0; --k)
                pop();
        }
        while (!reference.empty())
            pop();
        QVERIFY(open.empty());
    }

    // A weight out of 1..10 is refused by SolverInfo::start.
    void aWeightOutOfRangeIsRefused() {
        const SolverInfo& info = solverById("weighted-astar");
        const Maze maze = generated("perfect", 1);
        ParamValues low(info.params);
        QVERIFY_THROWS_EXCEPTION(Error, low.set(info.params, "weight", 0.5));
        QVERIFY_THROWS_EXCEPTION(Error, low.set(info.params, "weight", 10.5));
        QCOMPARE(solveMaze(info, maze, weight(10)).stats.found, true);
    }

    // Greedy takes the route that looks closest, not the shortest: on braided mazes it finds a
    // longer path than BFS on some, and never a shorter one.
    void greedyFindsALongerPathThanBfsWithLoops() {
        int longer = 0;
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            const Maze maze = generated("braided", seed);
            const SolveResult bfs = solveMaze(solverById("bfs"), maze);
            const SolveResult greedy = solveMaze(solverById("greedy-manhattan"), maze);
            QVERIFY(greedy.stats.found);
            QVERIFY(greedy.stats.pathLength >= bfs.stats.pathLength);
            longer += greedy.stats.pathLength > bfs.stats.pathLength;
        }
        QVERIFY(longer > 0);
    }

    // Greedy's open set is a queue per value of h (detail::HQueueOpenSet); the same search over
    // the binary heap, with f = h given as a lambda, must take the same cells in the same order
    // and list the same best open cells at every step, on perfect, braided and weighted mazes
    // (updates, where a cell is reached again more cheaply, happen only on the last two).
    void greedysQueuesTakeTheHeapsOrder() {
        for (std::string_view kind : {"perfect", "braided", "weighted"})
            for (std::uint64_t seed = 1; seed <= 4; ++seed) {
                const Maze maze = generated(kind, seed);
                const auto byHeap = [&] {
                    return detail::bestFirstSearch(maze, detail::ManhattanToGoal(maze),
                                                   [](std::uint32_t, int h) { return h; });
                };
                SolveSteps queues = solverById("greedy-manhattan").start(maze, {});
                QCOMPARE(record(solverById("greedy-manhattan").start(maze, {})), record(byHeap()));
                SolveSteps heap = byHeap();
                auto a = queues.begin();
                auto b = heap.begin();
                for (; a != queues.end() && b != heap.end(); ++a, ++b)
                    QCOMPARE(a->view->frontier(12), b->view->frontier(12));
                QVERIFY(a == queues.end() && b == heap.end());
            }
    }

    // An open room (no inner walls) of 30 x 30 where costs vary: A* weighs g and searches wide
    // for a cheaper way; greedy ignores g and runs for the goal, searching far fewer cells (with
    // every cost 1, h is exact there and the two take the same cells: the open-room scenario).
    void greedySearchesFewerCellsThanAStarInAnOpenRoom() {
        Maze room({30, 30});
        Random random(5);
        for (CellIndex c = 0; c < room.cellCount(); ++c) {
            const Cell at = room.cellAt(c);
            if (at.x + 1 < room.width())
                room.carve(c, Dir::East);
            if (at.y + 1 < room.height())
                room.carve(c, Dir::South);
            room.setCost(c, 1 + int(random.below(9)));
        }
        const SolveResult greedy = solveMaze(solverById("greedy-manhattan"), room);
        const SolveResult astar = solveMaze(solverById("astar-manhattan"), room);
        QCOMPARE(greedy.stats.pathLength, std::int64_t(58)); // straight to the far corner
        QVERIFY(astar.stats.pathCost <= greedy.stats.pathCost);
        QVERIFY2(2 * greedy.stats.searched < astar.stats.searched,
                 qPrintable(QStringLiteral("greedy %1, A* %2")
                                .arg(greedy.stats.searched).arg(astar.stats.searched)));
    }
};

QTEST_GUILESS_MAIN(TestBestFirst)
#include "test_best_first.moc"
