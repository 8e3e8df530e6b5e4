// The invariants every solver is held to by its traits (docs/semantics.md, "Traits and
// parameters"), on every registered generator, braided and not, weighted and not, with random
// start and goal: a "shortest" solver hits BFS's length, a "cheapest" one Dijkstra's cost, a
// "complete" one always finds a goal that can be reached, every path found runs through open
// walls, and a solver that stops short says why (gave up, or its own reason) instead of a bare
// "no path".
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/random.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#include "support.hpp"
#endif

#include <string>

using namespace mazelab;

namespace {

// A random active cell other than `not_`.
Cell randomActiveCell(const Maze& maze, Random& random, CellIndex not_) {
    for (;;) {
        const auto c = CellIndex(random.below(std::uint64_t(maze.cellCount())));
        if (maze.isActive(c) && c != not_)
            return maze.cellAt(c);
    }
}

} // namespace

class TestSolverInvariants : public QObject {
    Q_OBJECT

private slots:
    void everySolverKeepsItsTraits_data() {
        QTest::addColumn<QString>("generator");
        QTest::addColumn<int>("braid");
        QTest::addColumn<bool>("weighted");
        for (const GeneratorInfo* g : generators())
            for (int braid : {0, 60})
                for (bool weighted : {false, true})
                    QTest::addRow("%s braid %d%s", g->id.data(), braid,
                                  weighted ? " weighted" : "")
                        << QString::fromUtf8(g->id.data()) << braid << weighted;
    }

    void everySolverKeepsItsTraits() {
        QFETCH(QString, generator);
        QFETCH(int, braid);
        QFETCH(bool, weighted);
        const GeneratorInfo& info = generatorById(generator.toStdString());
        int stoppedShort = 0;
        for (std::uint64_t seed : {1u, 2u, 3u}) {
            GenerateRequest request{&info, {16, 12}, seed, {}};
            request.shaping.braid = braid;
            if (weighted)
                request.shaping.terrain = {40, 50, 9};
            Maze maze = generateMaze(request);
            Random random(seed * 7919 + std::uint64_t(braid));
            const Cell start = randomActiveCell(maze, random, -1);
            maze.setEndpoints(start, randomActiveCell(maze, random, maze.index(start)));
            const SolveResult bfs = solveMaze(solverById("bfs"), maze);
            const SolveResult dijkstra = solveMaze(solverById("dijkstra"), maze);
            QCOMPARE(dijkstra.stats.found, bfs.stats.found);
            for (const SolverInfo* s : solvers()) {
                if (!testing::takes(*s, maze))
                    continue;
                const QString label = QString::fromUtf8(s->id.data()) +
                                      QStringLiteral(", seed %1").arg(seed);
                const SolveResult r = solveMaze(*s, maze);
                if (!bfs.stats.found) { // nothing to find: no solver finds anything
                    QVERIFY2(!r.stats.found, qPrintable(label));
                    continue;
                }
                if (!r.stats.found) {
                    QVERIFY2(!s->complete, qPrintable(label + ": complete, yet no path"));
                    // It stopped short: at its step limit, or with its own reason.
                    QVERIFY2(r.stats.gaveUp || !r.stats.reason.empty(), qPrintable(label));
                    ++stoppedShort;
                    continue;
                }
                QVERIFY2(!r.stats.gaveUp, qPrintable(label));
                QVERIFY2(testing::isSimplePath(maze, r.path),
                         qPrintable(label + QStringLiteral(": not a path of open moves")));
                QVERIFY(r.stats.pathLength >= bfs.stats.pathLength);
                QVERIFY(r.stats.pathCost >= dijkstra.stats.pathCost);
                if (s->shortestOnUnitCosts && maze.hasUnitCosts())
                    QCOMPARE(r.stats.pathLength, bfs.stats.pathLength);
                if (s->cheapestOnCosts)
                    QCOMPARE(r.stats.pathCost, dijkstra.stats.pathCost);
            }
        }
        // Only the solvers that are not complete may stop short, and not on every maze.
        QVERIFY(stoppedShort < 3 * int(solvers().size()));
    }
};

QTEST_GUILESS_MAIN(TestSolverInvariants)
#include "test_solver_invariants.moc"
