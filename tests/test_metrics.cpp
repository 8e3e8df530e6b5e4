// measureMaze (core/metrics.hpp): hand-written mazes with counts worked out by hand, the exact
// diameter against brute force, masks, perfect-maze invariants, river, and the many-maze helpers.

#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/maze_file.hpp"
#include "core/metrics.hpp"
#include "core/random.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#include "support.hpp"
#endif

#include <algorithm>
#include <cmath>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

using namespace mazelab;
using mazelab::testing::scenarioMaze;

namespace {

const MetricField& field(std::string_view key) {
    for (const MetricField& f : metricFields())
        if (f.key == key)
            return f;
    throw std::logic_error("no metric " + std::string(key));
}

// BFS distances from `from` (-1 where it cannot be reached), written plainly.
std::vector<std::int32_t> distancesFrom(const Maze& maze, CellIndex from) {
    std::vector<std::int32_t> dist(std::size_t(maze.cellCount()), -1);
    std::vector<CellIndex> queue{from};
    dist[std::size_t(from)] = 0;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const CellIndex c = queue[head];
        for (Dir d : kDirs) {
            const CellIndex n = maze.neighbour(c, d);
            if (maze.isOpen(c, d) && dist[std::size_t(n)] < 0) {
                dist[std::size_t(n)] = dist[std::size_t(c)] + 1;
                queue.push_back(n);
            }
        }
    }
    return dist;
}

// The longest finite distance over all pairs of active cells: the definition, computed slowly.
std::int64_t bruteForceDiameter(const Maze& maze) {
    std::int32_t best = 0;
    for (CellIndex from = 0; from < maze.cellCount(); ++from)
        if (maze.isActive(from))
            for (std::int32_t d : distancesFrom(maze, from))
                best = std::max(best, d);
    return best;
}

std::int64_t distance(const Maze& maze, Cell a, Cell b) {
    return distancesFrom(maze, maze.index(a))[std::size_t(maze.index(b))];
}

// Opens `walls` random inner walls (some may already be open) between active cells.
void openRandomWalls(Maze& maze, Random& random, int walls) {
    for (int k = 0; k < walls; ++k) {
        const auto i = CellIndex(random.below(std::uint64_t(maze.cellCount())));
        const Dir d = kDirs[random.below(4)];
        if ((maze.activeDirs(maze.cellAt(i)) & bit(d)) && maze.isActive(i))
            maze.carve(i, d);
    }
}

} // namespace

class TestMetrics : public QObject {
    Q_OBJECT

private slots:
    // The scenarios of tests/data/scenarios, counted by hand (the comb is worked through in
    // docs/metrics.md). `figures` lists key=value for the keys of metricFields(); a value may be
    // a fraction, and "none" means the figure does not exist (an unreachable goal).
    void scenarioFiguresCountedByHand_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("figures");
        QTest::newRow("comb") << "comb"
                              << "active_cells=24 passages=21 dead_ends=8 corridors=14 "
                                 "straight_corridors=12 turning_corridors=2 junctions_3=2 "
                                 "junctions_4=0 isolated=0 components=3 loops=0 diameter=11 "
                                 "start_goal_distance=8 runs=7 river=3 dead_ends_pct=100/3";
        // An outer ring of 12 corridors and a loose 3-cell bar inside it.
        QTest::newRow("detour") << "detour"
                                << "passages=14 dead_ends=2 corridors=13 straight_corridors=9 "
                                   "turning_corridors=4 junctions=0 components=2 loops=1 "
                                   "diameter=6 start_goal_distance=2 runs=2 river=7";
        // A branch, a 10-cell loop; the ends of the diameter are neighbours behind a wall.
        QTest::newRow("moved-endpoints")
            << "moved-endpoints"
            << "passages=20 dead_ends=2 corridors=16 straight_corridors=7 turning_corridors=9 "
               "junctions_3=2 junctions_4=0 components=1 loops=1 diameter=13 "
               "start_goal_distance=6 runs=4 river=5";
        QTest::newRow("open-room") << "open-room"
                                   << "passages=24 dead_ends=0 corridors=4 turning_corridors=4 "
                                      "junctions_3=8 junctions_4=4 junctions_pct=75 loops=9 "
                                      "diameter=6 start_goal_distance=6 runs=20 river=6/5";
        QTest::newRow("serpentine") << "serpentine"
                                    << "passages=8 dead_ends=2 corridors=7 straight_corridors=3 "
                                       "junctions=0 loops=0 diameter=8 start_goal_distance=8 "
                                       "runs=1 river=8";
        QTest::newRow("walled-goal")
            << "walled-goal"
            << "passages=14 dead_ends=3 corridors=3 turning_corridors=3 junctions_3=5 "
               "junctions_4=1 isolated=0 components=2 loops=4 diameter=5 "
               "start_goal_distance=none goal_unreachable=1 runs=11 river=14/11";
        // Costs are ignored: the start-goal distance is 2 moves through the cell of cost 9.
        QTest::newRow("weighted") << "weighted"
                                  << "passages=7 dead_ends=0 corridors=4 junctions_3=2 loops=2 "
                                     "diameter=3 start_goal_distance=2 runs=3 river=7/3";
    }
    void scenarioFiguresCountedByHand() {
        QFETCH(QString, name);
        QFETCH(QString, figures);
        const MazeMetrics m = measureMaze(scenarioMaze(name));
        for (const QString& item : figures.split(' ', Qt::SkipEmptyParts)) {
            const QString key = item.section('=', 0, 0);
            const QString text = item.section('=', 1);
            const std::optional<double> value = field(key.toStdString()).value(m);
            if (text == "none") {
                QVERIFY2(!value, qPrintable(key));
                continue;
            }
            const double expected = text.contains('/') ? text.section('/', 0, 0).toDouble() /
                                                             text.section('/', 1).toDouble()
                                                       : text.toDouble();
            QVERIFY2(value, qPrintable(key));
            QVERIFY2(*value == expected, qPrintable(key + ": " + QString::number(*value, 'g', 17) +
                                                    ", expected " + text));
        }
        QCOMPARE(m.isolated + m.deadEnds + m.corridors + m.junctions(), m.activeCells);
        QCOMPARE(m.straightCorridors + m.turningCorridors, m.corridors);
        QCOMPARE(m.diameter, bruteForceDiameter(scenarioMaze(name)));
        QVERIFY(m.diameterExact);
        QCOMPARE(distance(scenarioMaze(name), m.diameterFrom, m.diameterTo), m.diameter);
    }

    // Rule: a cell with no passage is isolated (not a dead end) and a component of its own; a
    // goal cut off so is unreachable.
    void cellsWithoutPassagesAreIsolatedComponents() {
        Maze maze = scenarioMaze("walled-goal");
        maze.addWall(maze.index({3, 1}), Dir::South); // the goal's only neighbour loses it
        const MazeMetrics m = measureMaze(maze);
        QCOMPARE(m.isolated, 2);
        QCOMPARE(m.deadEnds, 1);
        QCOMPARE(m.components, 3);
        QCOMPARE(m.loops, 4);
        QCOMPARE(m.startGoalDistance, -1);
        QVERIFY(!m.goalReachable());
        QCOMPARE(m.diameter, 5);
    }

    // Rule: a ring of n corridors is one run with no end; its diameter is n / 2.
    void aRingOfCorridorsIsOneRunAndHalfItsLength() {
        Maze ring(Size{3, 3});
        ring.setActive(ring.index({1, 1}), false); // the ring around a masked-off centre
        for (auto [cell, d] : {std::pair{Cell{0, 0}, Dir::East}, {Cell{1, 0}, Dir::East},
                               {Cell{2, 0}, Dir::South}, {Cell{2, 1}, Dir::South},
                               {Cell{2, 2}, Dir::West}, {Cell{1, 2}, Dir::West},
                               {Cell{0, 2}, Dir::North}, {Cell{0, 1}, Dir::North}})
            ring.carve(ring.index(cell), d);
        const MazeMetrics m = measureMaze(ring);
        QCOMPARE(m.activeCells, 8);
        QCOMPARE(m.corridors, 8);
        QCOMPARE(m.percent(m.corridors), 100.0);
        QCOMPARE(m.straightCorridors, 4);
        QCOMPARE(m.loops, 1);
        QCOMPARE(m.runs, 1);
        QCOMPARE(m.river, 8.0);
        QCOMPARE(m.diameter, 4);
        QVERIFY(m.diameterExact);
        QCOMPARE(m.startGoalDistance, 4);
    }

    // Rule: masked-off cells are not part of the maze: not counted, not a component, not in
    // any share.
    void aMaskedMazeCountsOnlyActiveCells() {
        const GeneratorInfo& ab = generatorById("aldous-broder");
        Size size{12, 9};
        std::vector<std::uint8_t> mask(std::size_t(size.cells()), 0);
        for (int y = 2; y < 7; ++y) // a 4-cell-wide band down the middle...
            for (int x = 4; x < 8; ++x)
                mask[std::size_t(y * size.width + x)] = 1;
        const Maze maze = generateMaze({&ab, size, 5, ParamValues(ab.params), mask});
        QCOMPARE(maze.activeCellCount(), 108 - 20);
        const MazeMetrics m = measureMaze(maze);
        QCOMPARE(m.activeCells, 88);
        QCOMPARE(m.isolated, 0); // masked cells would be isolated if they were counted
        QCOMPARE(m.isolated + m.deadEnds + m.corridors + m.junctions(), 88);
        QCOMPARE(m.components, 1);
        QCOMPARE(m.loops, 0);
        QCOMPARE(m.passages, 87);
        QCOMPARE(m.percent(m.deadEnds), double(m.deadEnds) * 100.0 / 88.0);
        QCOMPARE(m.diameter, bruteForceDiameter(maze));
    }

    // Rule: every perfect generator gives a spanning tree: no loops, one component, an exact
    // diameter, the goal reachable, and degree counts that add up.
    void perfectMazesAreTreesWithAnExactDiameter() {
        for (const GeneratorInfo* g : generators()) {
            if (!g->perfect)
                continue;
            for (std::uint64_t seed : {1u, 2u, 3u}) {
                const Maze maze = generateMaze({g, Size{23, 17}, seed, ParamValues(g->params)});
                const MazeMetrics m = measureMaze(maze);
                const QByteArray what = QByteArray(g->id.data(), qsizetype(g->id.size())) +
                                        " seed " + QByteArray::number(qulonglong(seed));
                QVERIFY2(m.loops == 0, what);
                QVERIFY2(m.components == 1, what);
                QVERIFY2(m.passages == m.activeCells - 1, what);
                QVERIFY2(m.diameterExact && m.diameter == bruteForceDiameter(maze), what);
                QVERIFY2(m.goalReachable(), what);
                QVERIFY2(m.deadEnds + m.corridors + m.junctions() == m.activeCells, what);
                // In a tree, dead ends = 2 + three-way junctions + 2 * four-way junctions.
                QVERIFY2(m.deadEnds == 2 + m.junctions3 + 2 * m.junctions4, what);
            }
        }
    }

    // Rule: the diameter is exact on mazes with loops: equal to all-pairs BFS on 200 random
    // small mazes, perfect ones with random walls opened and some cells masked off.
    void diameterMatchesBruteForceOnMazesWithLoops() {
        Random random(20240607);
        const std::vector<const GeneratorInfo*> honouring = [] {
            std::vector<const GeneratorInfo*> list;
            for (const GeneratorInfo* g : generators())
                if (g->honoursMask)
                    list.push_back(g);
            return list;
        }();
        QVERIFY(!honouring.empty());
        int withLoops = 0;
        int severalComponents = 0;
        for (int trial = 0; trial < 200; ++trial) {
            const Size size{2 + int(random.below(11)), 2 + int(random.below(11))};
            Maze maze(size);
            if (trial % 4 == 3) { // a masked maze: some cells switched off before generating
                std::vector<std::uint8_t> mask(std::size_t(size.cells()), 0);
                for (auto& off : mask)
                    off = random.chance(0.2) ? 1 : 0;
                mask.front() = 0;
                mask.back() = 0;
                const GeneratorInfo* g = honouring[random.below(honouring.size())];
                maze = generateMaze({g, size, random.next(), ParamValues(g->params), mask});
            } else {
                const auto all = generators();
                const GeneratorInfo* g = all[random.below(all.size())];
                maze = generateMaze({g, size, random.next(), ParamValues(g->params)});
            }
            openRandomWalls(maze, random, int(random.below(std::uint64_t(size.cells()) / 2 + 2)));
            const MazeMetrics m = measureMaze(maze);
            const QByteArray what = "trial " + QByteArray::number(trial) + ", " +
                                    QByteArray::fromStdString(toString(size));
            QVERIFY2(m.diameterExact, what);
            QVERIFY2(m.diameter == bruteForceDiameter(maze), what);
            QVERIFY2(m.diameterUpperBound == m.diameter, what);
            QVERIFY2(distance(maze, m.diameterFrom, m.diameterTo) == m.diameter, what);
            QVERIFY2(m.loops == m.passages - m.activeCells + m.components, what);
            withLoops += m.loops > 0;
            severalComponents += m.components > 1;
        }
        QVERIFY(withLoops > 150);      // the test is about mazes with loops
        QVERIFY(severalComponents > 5); // and covers more than one component
    }

    // Rule: when the diameter's work cap is reached, the result says so and its bounds hold.
    void aCappedDiameterIsAnHonestBound() {
        const GeneratorInfo& g = generatorById("modified-binary-tree");
        const Maze maze = generateMaze({&g, Size{30, 30}, 9, ParamValues(g.params)});
        const std::int64_t truth = bruteForceDiameter(maze);
        // One BFS over the 900 cells: a lower bound, and twice it as the upper bound.
        const MazeMetrics capped = measureMaze(maze, MetricsOptions{.diameterWork = 900});
        QVERIFY(capped.loops > 0);
        QVERIFY(!capped.diameterExact);
        QVERIFY(capped.diameter <= truth);
        QVERIFY(capped.diameterUpperBound >= truth);
        QVERIFY(capped.diameter > 0);
        QCOMPARE(measureMaze(maze).diameter, truth);
    }

    // Rule: "river" separates long meandering runs from short branchy ones: a Binary Tree's
    // runs are about 2 moves, far below a serpentine's; a Recursive Backtracker has more
    // than twice the river of Binary Tree and of both Prims.
    void riverSeparatesMeanderingMazesFromBranchyOnes() {
        const auto river = [](std::string_view id) {
            const GeneratorInfo& g = generatorById(id);
            double sum = 0;
            for (std::uint64_t seed = 1; seed <= 5; ++seed)
                sum += measureMaze(generateMaze({&g, Size{60, 60}, seed, ParamValues(g.params)}))
                           .river;
            return sum / 5;
        };
        const double binaryTree = river("binary-tree");
        QVERIFY2(binaryTree > 1.8 && binaryTree < 2.2, QByteArray::number(binaryTree));
        const double aldousBroder = river("aldous-broder");
        QVERIFY2(aldousBroder > 1.6 && aldousBroder < 2.0, QByteArray::number(aldousBroder));
        QVERIFY(measureMaze(scenarioMaze("serpentine")).river > 3 * binaryTree);
        const double backtracker = river("recursive-backtracker");
        QVERIFY2(backtracker > 2 * binaryTree, QByteArray::number(backtracker));
        for (const char* prim : {"prim-simplified", "prim-true"})
            QVERIFY2(backtracker > 2 * river(prim),
                     qPrintable(QString("%1: %2 vs %3").arg(prim).arg(river(prim)).arg(backtracker)));
    }

    // Rule: the many-maze helper stores result k at index k whatever the thread count, and
    // rethrows the error of the lowest failing index after finishing the rest.
    void measureInParallelIsDeterministic() {
        const GeneratorInfo& g = generatorById("modified-binary-tree");
        auto one = [&](std::int64_t k) {
            return measureMaze(
                generateMaze({&g, Size{20, 20}, 100 + std::uint64_t(k), ParamValues(g.params)}));
        };
        const std::vector<MazeMetrics> single = measureInParallel(17, 1, one);
        const std::vector<MazeMetrics> four = measureInParallel(17, 4, one);
        QCOMPARE(single.size(), std::size_t(17));
        for (std::size_t k = 0; k < single.size(); ++k) {
            QCOMPARE(four[k].diameter, single[k].diameter);
            QCOMPARE(four[k].river, single[k].river);
            QCOMPARE(single[k].diameter, one(std::int64_t(k)).diameter);
        }
        for (const MetricField& field : metricFields()) {
            const MetricSummary a = summarize(single, field);
            const MetricSummary b = summarize(four, field);
            QCOMPARE(a.n, b.n);
            QCOMPARE(a.mean, b.mean);
            QCOMPARE(a.stddev, b.stddev);
        }
        try {
            (void)measureInParallel(10, 3, [&](std::int64_t k) -> MazeMetrics {
                if (k == 7 || k == 4)
                    throw std::runtime_error("maze " + std::to_string(k));
                return one(k);
            });
            QFAIL("no exception");
        } catch (const std::runtime_error& e) {
            QCOMPARE(std::string(e.what()), std::string("maze 4"));
        }
    }

    // Rule: the summary is the mean and the sample (n - 1) standard deviation; a figure that
    // does not exist in some mazes is averaged over the others.
    void summaryIsMeanAndSampleStandardDeviation() {
        std::vector<MazeMetrics> results(4);
        const std::int64_t diameters[] = {2, 4, 4, 6};
        for (std::size_t k = 0; k < 4; ++k) {
            results[k].diameter = diameters[k];
            results[k].startGoalDistance = k == 0 ? -1 : 10;
        }
        const MetricSummary d = summarize(results, field("diameter"));
        QCOMPARE(d.n, 4);
        QCOMPARE(d.mean, 4.0);
        QCOMPARE(d.stddev, std::sqrt(8.0 / 3.0));
        const MetricSummary sg = summarize(results, field("start_goal_distance"));
        QCOMPARE(sg.n, 3);
        QCOMPARE(sg.mean, 10.0);
        QCOMPARE(sg.stddev, 0.0);
        QCOMPARE(summarize(results, field("goal_unreachable")).mean, 0.25);
        QCOMPARE(summarize(std::span(results).first(1), field("diameter")).stddev, 0.0);
    }
};

QTEST_GUILESS_MAIN(TestMetrics)
#include "test_metrics.moc"
