// The facts docs/semantics.md states about particular generators: the corner Binary Tree carves
// toward, Sidewinder's runs, Eller's last row, uniform spanning trees from Aldous-Broder and
// Wilson, and what each generator's steps must look like when replayed.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/registry.hpp"
#include "core/run.hpp"
#include "support.hpp"
#endif

#include <map>
#include <vector>

using namespace mazelab;
using testing::kSeeds;
using testing::kSizes;
using testing::make;
using testing::testMask;

namespace {

// A small maze's walls as one number (4 bits per cell, up to 16 cells): a key for counting
// which spanning tree a generator drew.
std::uint64_t treeKey(const Maze& maze) {
    std::uint64_t key = 0;
    for (std::uint8_t bits : maze.openBits())
        key = key << 4 | bits;
    return key;
}

// Uniformity over the 15 spanning trees of a 3x2 grid: how many distinct trees 15,000 seeds
// drew, and the chi-square statistic of their counts against 1,000 each (14 degrees of freedom).
std::pair<int, double> spanningTreeChi2(std::string_view id) {
    std::map<std::uint64_t, int> counts;
    const int samples = 15000;
    for (int seed = 0; seed < samples; ++seed)
        ++counts[treeKey(make(id, {3, 2}, std::uint64_t(seed)))];
    const double expected = samples / 15.0;
    double chi2 = 0;
    for (const auto& [tree, n] : counts)
        chi2 += (n - expected) * (n - expected) / expected;
    return {int(counts.size()), chi2};
}

int deadEnds(const Maze& maze) {
    int count = 0;
    for (CellIndex i = 0; i < maze.cellCount(); ++i)
        count += popcount(maze.openDirs(i)) == 1;
    return count;
}

} // namespace

class TestGeneratorRules : public QObject {
    Q_OBJECT

private slots:
    // Binary Tree: each cell carves only toward its bias corner; the corner carves nothing.
    void binaryTreeCarvesOnlyTowardItsBiasCorner_data() {
        QTest::addColumn<QString>("bias");
        QTest::addColumn<int>("horizontal");
        QTest::addColumn<int>("vertical");
        QTest::newRow("se") << "se" << int(Dir::East) << int(Dir::South);
        QTest::newRow("sw") << "sw" << int(Dir::West) << int(Dir::South);
        QTest::newRow("ne") << "ne" << int(Dir::East) << int(Dir::North);
        QTest::newRow("nw") << "nw" << int(Dir::West) << int(Dir::North);
    }
    void binaryTreeCarvesOnlyTowardItsBiasCorner() {
        QFETCH(QString, bias);
        QFETCH(int, horizontal);
        QFETCH(int, vertical);
        const GeneratorInfo& info = generatorById("binary-tree");
        Maze maze({12, 9});
        const std::vector<std::string> params{"bias=" + bias.toStdString()};
        for (const GenStep& s : info.create(maze, 3, resolveParams(info.params, params)))
            QVERIFY(int(s.dir) == horizontal || int(s.dir) == vertical);
        QCOMPARE(maze.passageCount(), std::int64_t(12 * 9 - 1));
    }

    // Modified Binary Tree at 100% leaves no dead end that could be opened (every cell of a
    // grid of at least 2x2 has two neighbours, so: no dead end at all).
    void modifiedBinaryTreeAtFullShareLeavesNoDeadEnd() {
        for (Size size : kSizes)
            for (std::uint64_t seed : kSeeds)
                QCOMPARE(deadEnds(make("modified-binary-tree", size, seed)), 0);
    }

    // At 0% it is exactly the Binary Tree of the same seed; in between, it opens roughly the
    // requested share of the Binary Tree's dead ends.
    void modifiedBinaryTreeShareScalesTheDeadEndsOpened() {
        for (std::uint64_t seed : kSeeds) {
            const Maze tree = make("binary-tree", {60, 60}, seed);
            QCOMPARE(make("modified-binary-tree", {60, 60}, seed, {"share=0"}), tree);
            const int before = deadEnds(tree);
            const int after = deadEnds(make("modified-binary-tree", {60, 60}, seed, {"share=40"}));
            // Opening a dead end can also remove a neighbouring dead end, so the share of dead
            // ends removed is at least 40% and well below 100%.
            QVERIFY2(after < before * 0.6 + 15 && after > before * 0.2, qPrintable(
                QString("before %1 after %2").arg(before).arg(after)));
        }
    }

    // Aldous-Broder draws uniform spanning trees: on a 2x3 grid (15 spanning trees) every tree
    // appears about equally often over 15,000 seeds (chi-square, 14 degrees of freedom).
    void aldousBroderIsUniformOverSpanningTrees() {
        const auto [trees, chi2] = spanningTreeChi2("aldous-broder");
        QCOMPARE(trees, 15);
        // The 99.9th percentile of chi-square with 14 degrees of freedom is 36.1.
        QVERIFY2(chi2 < 36.1, qPrintable(QString("chi2 = %1").arg(chi2)));
    }

    // Binary Tree with a biased walk would fail this: its 2x3 trees are far from uniform
    // (a control that shows the uniformity check can fail).
    void binaryTreeIsNotUniformOverSpanningTrees() {
        std::map<std::uint64_t, int> counts;
        for (int seed = 0; seed < 3000; ++seed)
            ++counts[treeKey(make("binary-tree", {3, 2}, std::uint64_t(seed)))];
        QVERIFY(counts.size() < 15);
    }

    // ---- Generators group A ----------------------------------------------------------------

    // Sidewinder (Buck ch. 2): the first row is one open corridor (no run there can carve north),
    // and on every other row each run (cells joined east-west) has exactly one passage north.
    void sidewinderFirstRowIsOneCorridorAndEveryRunGoesNorthOnce() {
        for (Size size : kSizes) {
            for (std::uint64_t seed : kSeeds) {
                const GeneratorInfo& info = generatorById("sidewinder");
                Maze maze(size);
                for (const GenStep& s : info.create(maze, seed, ParamValues(info.params)))
                    QVERIFY(s.dir == Dir::East || (s.dir == Dir::North && s.cell >= size.width));
                for (int x = 0; x + 1 < size.width; ++x)
                    QVERIFY(maze.isOpen(maze.index({x, 0}), Dir::East));
                for (int y = 1; y < size.height; ++y) {
                    int northInRun = 0;
                    for (int x = 0; x < size.width; ++x) {
                        const CellIndex i = maze.index({x, y});
                        northInRun += maze.isOpen(i, Dir::North);
                        if (!maze.isOpen(i, Dir::East)) { // the run ends here
                            QCOMPARE(northInRun, 1);
                            northInRun = 0;
                        }
                    }
                }
            }
        }
    }

    // Eller (Buck ch. 12): it carves only west (joining a row) and south (carrying a set down),
    // and its last row joins every set still apart: the last row's steps are all west walls,
    // exactly one per separate piece of the maze left when the last row starts.
    void ellerLastRowJoinsEverySetStillApart() {
        const GeneratorInfo& info = generatorById("eller");
        auto components = [](const Maze& maze) {
            return testing::groupCells(
                       maze, [](CellIndex) { return true; },
                       [&](CellIndex c, Dir d) { return maze.isOpen(c, d); })
                .count;
        };
        for (Size size : kSizes) {
            for (std::uint64_t seed : kSeeds) {
                Maze built(size);
                Maze replay(size);
                const CellIndex lastRow = CellIndex((size.height - 1) * size.width);
                int piecesBeforeLastRow = -1;
                int lastRowSteps = 0;
                for (const GenStep& s : info.create(built, seed, ParamValues(info.params))) {
                    QCOMPARE(s.kind, GenStep::Kind::Carve);
                    QVERIFY(s.dir == Dir::West || s.dir == Dir::South);
                    if (s.cell >= lastRow) {
                        QCOMPARE(s.dir, Dir::West);
                        if (piecesBeforeLastRow < 0)
                            piecesBeforeLastRow = components(replay);
                        ++lastRowSteps;
                    } else {
                        QCOMPARE(piecesBeforeLastRow, -1); // the last row comes last
                    }
                    replay.carve(s.cell, s.dir);
                }
                if (piecesBeforeLastRow < 0)
                    piecesBeforeLastRow = components(replay);
                QCOMPARE(lastRowSteps, piecesBeforeLastRow - 1);
                QCOMPARE(components(built), 1);
            }
        }
    }

    // Recursive Division (Buck ch. 12): its steps first open every inner wall, one Carve step
    // each (line 0), and then only put walls up (AddWall), each one closing an open wall; as many
    // walls go up as a spanning tree leaves closed. The proportional cut rule also gives a
    // spanning tree; with rooms the maze keeps more passages (loops) and stays connected.
    void recursiveDivisionOpensEveryWallThenAddsWalls() {
        const GeneratorInfo& info = generatorById("recursive-division");
        for (Size size : kSizes) {
            for (std::uint64_t seed : kSeeds) {
                Maze built(size);
                Maze replay(size);
                const std::int64_t innerWalls = std::int64_t(size.width - 1) * size.height +
                                                std::int64_t(size.width) * (size.height - 1);
                std::int64_t openings = 0;
                std::int64_t wallsAdded = 0;
                for (const GenStep& s : info.create(built, seed, ParamValues(info.params))) {
                    if (s.kind == GenStep::Kind::Carve) {
                        QCOMPARE(wallsAdded, std::int64_t(0)); // all openings come first
                        QCOMPARE(s.line, 0);
                        QVERIFY(!replay.isOpen(s.cell, s.dir));
                        replay.carve(s.cell, s.dir);
                        ++openings;
                    } else {
                        QCOMPARE(s.kind, GenStep::Kind::AddWall);
                        QVERIFY(replay.isOpen(s.cell, s.dir));
                        replay.addWall(s.cell, s.dir);
                        ++wallsAdded;
                    }
                }
                QCOMPARE(openings, innerWalls);
                QCOMPARE(wallsAdded, innerWalls - (size.cells() - 1));
                QCOMPARE(replay, built);

                const Maze proportional = make("recursive-division", size, seed,
                                               {"cut=proportional"});
                QCOMPARE(testing::reachableFrom(proportional, 0), size.cells());
                QCOMPARE(proportional.passageCount(), size.cells() - 1);

                const std::vector<std::string> rooms{"rooms=5"};
                const Maze withRooms = make("recursive-division", size, seed, rooms);
                QCOMPARE(testing::reachableFrom(withRooms, 0), size.cells());
                QVERIFY(withRooms.passageCount() >= size.cells() - 1);
            }
        }
        // Buck's rooms do appear: on a large grid some chambers stay open.
        const Maze large = make("recursive-division", {60, 60}, 1, {"rooms=5"});
        QVERIFY(large.passageCount() > 60 * 60 - 1);
    }

    // Wilson's loop-erased walks draw uniform spanning trees, whatever order the walks start in:
    // on a 3x2 grid (15 spanning trees) every tree appears about equally often over 15,000 seeds
    // (chi-square, 14 degrees of freedom; the same check as Aldous-Broder's).
    void wilsonIsUniformOverSpanningTrees() {
        const auto [trees, chi2] = spanningTreeChi2("wilson");
        QCOMPARE(trees, 15);
        // The 99.9th percentile of chi-square with 14 degrees of freedom is 36.1.
        QVERIFY2(chi2 < 36.1, qPrintable(QString("chi2 = %1").arg(chi2)));
    }

    // Weight-matrix DFS (Boydston's): the rule that defines it. Replaying its steps as a stack
    // (Move line 0: a region's start; Carve: push the cell carved into; Move line 5: pop), every
    // cell carved into is beside no stack cell but the one it is carved from (its weight was 0:
    // no other cell on the stack had seen it), and with a mask no step touches a blocked
    // (masked-off, weight 1000) cell.
    void weightMatrixDfsNeverStepsBesideItsOwnPath() {
        const GeneratorInfo& info = generatorById("weight-matrix-dfs");
        for (std::string_view kind : {"none", "ring", "islands", "speckle"}) {
            for (Size size : {Size{2, 2}, Size{9, 9}, Size{31, 17}, Size{64, 48}}) {
                for (std::uint64_t seed : kSeeds) {
                    Maze maze(size);
                    if (kind != "none")
                        applyMask(maze, testMask(kind, size), info);
                    std::vector<char> onStack(std::size_t(maze.cellCount()), 0);
                    std::vector<CellIndex> stack;
                    for (const GenStep& s : info.create(maze, seed, ParamValues(info.params))) {
                        QVERIFY(maze.isActive(s.cell));
                        if (s.kind == GenStep::Kind::Move && s.line == 0) {
                            // A new region: the last one's root was popped without a step.
                            QVERIFY(stack.size() <= 1);
                            for (CellIndex c : stack)
                                onStack[std::size_t(c)] = 0;
                            stack.clear();
                            stack.push_back(s.cell);
                            onStack[std::size_t(s.cell)] = 1;
                        } else if (s.kind == GenStep::Kind::Carve) {
                            QCOMPARE(s.cell, stack.back());
                            const CellIndex next = maze.neighbour(s.cell, s.dir);
                            QVERIFY(maze.isActive(next));
                            QCOMPARE(s.current, next);
                            const DirSet around = maze.insideDirs(maze.cellAt(next));
                            for (Dir d : kDirs) {
                                const CellIndex beside = maze.neighbour(next, d);
                                if ((around & bit(d)) && beside != s.cell)
                                    QVERIFY(!onStack[std::size_t(beside)]);
                            }
                            stack.push_back(next);
                            onStack[std::size_t(next)] = 1;
                        } else {
                            QCOMPARE(s.kind, GenStep::Kind::Move);
                            QCOMPARE(s.line, 5);
                            onStack[std::size_t(stack.back())] = 0;
                            stack.pop_back();
                            QVERIFY(!stack.empty());
                            QCOMPARE(s.cell, stack.back());
                        }
                    }
                }
            }
        }
    }

    // Weight-matrix DFS has no published dead-end figure; this pins the texture its rule makes.
    // Its corridors keep one cell away from themselves, and the cells they skip join the maze
    // later as short stubs, so about half the cells are dead ends (48.8% measured over these
    // seeds, 49.7% at 200x200): far above the Recursive Backtracker's 10% [Pullen] although
    // both are depth-first, and above Prim's 30 to 36% [Pullen]. A port that kept "seen" cells
    // blocked for good, or let the path run beside itself, lands far outside 45-53%.
    void weightMatrixDfsLeavesAboutHalfTheCellsDeadEnds() {
        double share = 0;
        const int count = 100;
        for (int seed = 1; seed <= count; ++seed)
            share += deadEnds(make("weight-matrix-dfs", {50, 50}, std::uint64_t(seed))) / 2500.0;
        share = share / count * 100.0;
        qInfo("weight-matrix-dfs: %.2f%% dead ends at 50x50 over %d mazes", share, count);
        QVERIFY2(share > 45.0 && share < 53.0, qPrintable(QString("%1%").arg(share)));
    }

    // Growing Tree generalises two registered generators exactly: picking the newest cell is the
    // Recursive Backtracker and picking a random one is simplified Prim, draw for draw, so the
    // same seed gives the same maze (with and without a mask). Its mix policy tosses its coin
    // only when both outcomes are possible, so mix=100 is newest and mix=0 is random.
    void growingTreePoliciesReproduceTheGeneratorsTheyGeneralise() {
        for (Size size : {Size{2, 2}, Size{9, 2}, Size{19, 19}, Size{64, 48}}) {
            for (std::uint64_t seed : kSeeds) {
                const Maze newest = make("growing-tree", size, seed, {"policy=newest"});
                const Maze random = make("growing-tree", size, seed, {"policy=random"});
                QCOMPARE(newest, make("recursive-backtracker", size, seed));
                QCOMPARE(random, make("prim-simplified", size, seed));
                QCOMPARE(make("growing-tree", size, seed, {"policy=mix", "mix=100"}), newest);
                QCOMPARE(make("growing-tree", size, seed, {"policy=mix", "mix=0"}), random);
                if (size.cells() >= 100) { // big enough that the policies must differ
                    const Maze mix = make("growing-tree", size, seed, {"policy=mix", "mix=50"});
                    QVERIFY(mix != newest && mix != random);
                }
            }
        }
        for (std::string_view kind : {"ring", "islands", "speckle"}) {
            const Size size{31, 17};
            auto masked = [&](std::string_view id, std::vector<std::string> params) {
                const GeneratorInfo& info = generatorById(id);
                GenerateRequest request{&info, size, 3, resolveParams(info.params, params)};
                request.mask = testMask(kind, size);
                return generateMaze(request);
            };
            QCOMPARE(masked("growing-tree", {"policy=newest"}), masked("recursive-backtracker", {}));
            QCOMPARE(masked("growing-tree", {"policy=random"}), masked("prim-simplified", {}));
        }
    }

    // The Recursive Backtracker's steps are a walk: each step moves its current cell to a
    // neighbour through a passage, carving it (forward) or not (a backtrack, a Move), and it
    // visits every cell, so it backtracks exactly as often as it carves.
    void recursiveBacktrackerStepsAreAWalkAlongItsPassages() {
        const GeneratorInfo& info = generatorById("recursive-backtracker");
        for (std::uint64_t seed : kSeeds) {
            Maze maze({23, 17});
            std::int64_t carves = 0;
            std::int64_t moves = 0;
            CellIndex previous = -1;
            for (const GenStep& s : info.create(maze, seed, ParamValues(info.params))) {
                if (s.kind == GenStep::Kind::Carve) {
                    QCOMPARE(s.cell, previous < 0 ? s.cell : previous);
                    QCOMPARE(s.current, maze.neighbour(s.cell, s.dir));
                    ++carves;
                } else {
                    QCOMPARE(s.kind, GenStep::Kind::Move);
                    QCOMPARE(s.cell, s.current);
                    QCOMPARE(maze.neighbour(previous, s.dir), s.cell);
                    QVERIFY(maze.isOpen(previous, s.dir));
                    ++moves;
                }
                previous = s.current;
            }
            QCOMPARE(carves, std::int64_t(23 * 17 - 1));
            QCOMPARE(moves, carves);
        }
    }

    // Lost Cause's start: with start=first the walk begins at the top-left cell (and, with a mask,
    // at each region's first active cell row by row).
    void recursiveBacktrackerStartFirstBeginsAtTheTopLeftCell() {
        const GeneratorInfo& info = generatorById("recursive-backtracker");
        for (std::uint64_t seed : kSeeds) {
            Maze maze({12, 9});
            auto steps = info.create(maze, seed, resolveParams(info.params, {{"start=first"}}));
            const GenStep& first = *steps.begin();
            QCOMPARE(first.kind, GenStep::Kind::Carve);
            QCOMPARE(first.cell, CellIndex(0));
        }
    }

    // No recursion: the widest grid works, with a walk about a million cells deep (a recursive
    // backtracker would need that many nested calls). A quarter of the largest grid keeps the
    // Debug run short; mazelab-bench builds 4000x4000 in Release.
    void recursiveBacktrackerBuildsAHugeGrid() {
        const Maze maze = make("recursive-backtracker", {Maze::kMaxSide, Maze::kMaxSide / 4}, 1);
        QCOMPARE(maze.passageCount(), std::int64_t(maze.cellCount()) - 1);
        QCOMPARE(testing::reachableFrom(maze, 0), std::int64_t(maze.cellCount()));
    }

    // Kruskal removes a wall only between two trees and keeps one only inside a tree: replayed
    // with independent bookkeeping (labels merged by relabelling), every Carve joins two
    // different trees and every Move looks at a wall whose cells are already joined.
    void kruskalRemovesOnlyWallsBetweenTwoTrees() {
        const GeneratorInfo& info = generatorById("kruskal");
        for (std::uint64_t seed : kSeeds) {
            Maze maze({15, 11});
            std::vector<int> label(std::size_t(maze.cellCount()));
            for (std::size_t i = 0; i < label.size(); ++i)
                label[i] = int(i);
            for (const GenStep& s : info.create(maze, seed, ParamValues(info.params))) {
                QVERIFY(s.dir == Dir::East || s.dir == Dir::South);
                const int a = label[std::size_t(s.cell)];
                const int b = label[std::size_t(maze.neighbour(s.cell, s.dir))];
                if (s.kind == GenStep::Kind::Carve) {
                    QVERIFY(a != b);
                    for (int& l : label)
                        if (l == b)
                            l = a;
                } else {
                    QCOMPARE(s.kind, GenStep::Kind::Move);
                    QCOMPARE(a, b);
                }
            }
            QCOMPARE(maze.passageCount(), std::int64_t(15 * 11 - 1));
        }
    }

    // Both Prims add every cell to their active set once and drop it once: a dropped cell (a
    // Move) is never picked again, and there are exactly cells - 1 carves and cells drops.
    void primStepsCarveOnceAndDropEachCellOnce() {
        for (std::string_view id : {"prim-true", "prim-simplified"}) {
            const GeneratorInfo& info = generatorById(id);
            Maze maze({21, 13});
            std::vector<char> dropped(std::size_t(maze.cellCount()), 0);
            std::int64_t carves = 0;
            std::int64_t drops = 0;
            for (const GenStep& s : info.create(maze, 11, ParamValues(info.params))) {
                QVERIFY(!dropped[std::size_t(s.cell)]);
                QCOMPARE(s.current, s.cell);
                if (s.kind == GenStep::Kind::Carve) {
                    ++carves;
                } else {
                    dropped[std::size_t(s.cell)] = 1;
                    ++drops;
                }
            }
            QCOMPARE(carves, std::int64_t(21 * 13 - 1));
            QCOMPARE(drops, std::int64_t(21 * 13));
        }
    }
};

QTEST_GUILESS_MAIN(TestGeneratorRules)
#include "test_generator_rules.moc"
