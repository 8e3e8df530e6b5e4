// Movement (core/movement.hpp; docs/semantics.md, "Movement"): the four diagonal rules on walls
// and masked cells, the costs of diagonal moves, every solver taking a movement or saying why
// not, paths made of allowed moves only, least-cost solvers agreeing with Dijkstra, the Moving
// AI benchmarks' published optima met under the benchmark's rule (N. Sturtevant, "Benchmarks for
// Grid-Based Pathfinding", 2012), and A* with Manhattan misled by diagonals.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/movement.hpp"
#include "core/movingai.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#include "support.hpp"
#endif

#include <cmath>
#include <string>

using namespace mazelab;
using mazelab::testing::madeOfAllowedMoves;

Q_DECLARE_METATYPE(mazelab::Diagonal)

namespace {

const std::string kDir = MAZELAB_MOVINGAI_DIR;
constexpr Diagonal kDiagonalRules[] = {Diagonal::Always, Diagonal::IfAtMostOneObstacle,
                                       Diagonal::OnlyWhenNoObstacles};

// A 3 x 3 room with every inner wall open.
Maze openRoom() {
    Maze maze(Size{3, 3});
    maze.openAll();
    return maze;
}

bool allows(const Maze& maze, Cell from, Move m, Diagonal rule) {
    return (allowedMoves(maze, maze.index(from), from, rule) & (1u << m)) != 0;
}

Maze generated(std::string_view generator, Size size, std::uint64_t seed, int braid = 0) {
    GenerateRequest request{&generatorById(generator), size, seed};
    request.shaping.braid = braid;
    return generateMaze(request);
}

} // namespace

class TestMovement : public QObject {
    Q_OBJECT

private slots:
    void movesAndTheirNames() {
        QCOMPARE(moveName(4), std::string_view("SE"));
        QCOMPARE(moveName(7), std::string_view("NE"));
        for (Move m = 0; m < kMoves; ++m) {
            QCOMPARE(oppositeMove(oppositeMove(m)), m);
            QCOMPARE(moveDx(oppositeMove(m)), -moveDx(m));
            QCOMPARE(moveDy(oppositeMove(m)), -moveDy(m));
            QCOMPARE(moveBetween({5, 5}, {5 + moveDx(m), 5 + moveDy(m)}), m);
        }
        QCOMPARE(moveBetween({5, 5}, {7, 5}), kMoves);
        for (Diagonal d : kDiagonals)
            QCOMPARE(diagonalById(diagonalId(d)), d);
        QVERIFY_THROWS_EXCEPTION(Error, (void)diagonalById("sometimes"));
    }

    // NE from the centre of a 3 x 3 room passes N then E, or E then N. The drawing in
    // docs/semantics.md shows these cases.
    void obstacleRules_data() {
        QTest::addColumn<int>("closedWalls"); // 1: centre-N, 2: (1,0)-E, 4: centre-E, 8: (2,1)-N
        QTest::addColumn<bool>("maskCorner"); // mask (1,0), the corner of the N-then-E route
        QTest::addColumn<bool>("maskTarget"); // mask (2,0), the cell moved to
        QTest::addColumn<bool>("always");
        QTest::addColumn<bool>("ifAtMostOne");
        QTest::addColumn<bool>("onlyWhenNone");
        QTest::newRow("open") << 0 << false << false << true << true << true;
        QTest::newRow("one wall on one route") << 1 << false << false << true << true << false;
        QTest::newRow("the other wall of it") << 2 << false << false << true << true << false;
        QTest::newRow("a wall on each route") << 1 + 4 << false << false << true << false << false;
        QTest::newRow("both walls of one route")
            << 1 + 2 << false << false << true << true << false;
        QTest::newRow("every wall") << 15 << false << false << true << false << false;
        QTest::newRow("masked corner") << 0 << true << false << true << true << false;
        QTest::newRow("masked corner, wall on the other route")
            << 8 << true << false << true << false << false;
        QTest::newRow("masked target") << 0 << false << true << false << false << false;
    }
    void obstacleRules() {
        QFETCH(int, closedWalls);
        QFETCH(bool, maskCorner);
        QFETCH(bool, maskTarget);
        QFETCH(bool, always);
        QFETCH(bool, ifAtMostOne);
        QFETCH(bool, onlyWhenNone);
        Maze maze = openRoom();
        maze.setEndpoints({0, 2}, {2, 2});
        const CellIndex centre = maze.index({1, 1});
        if (closedWalls & 1)
            maze.addWall(centre, Dir::North);
        if (closedWalls & 2)
            maze.addWall(maze.index({1, 0}), Dir::East);
        if (closedWalls & 4)
            maze.addWall(centre, Dir::East);
        if (closedWalls & 8)
            maze.addWall(maze.index({2, 1}), Dir::North);
        if (maskCorner)
            maze.setActive(maze.index({1, 0}), false);
        if (maskTarget)
            maze.setActive(maze.index({2, 0}), false);
        constexpr Move kNorthEast = 7;
        QCOMPARE(allows(maze, {1, 1}, kNorthEast, Diagonal::Never), false);
        QCOMPARE(allows(maze, {1, 1}, kNorthEast, Diagonal::Always), always);
        QCOMPARE(allows(maze, {1, 1}, kNorthEast, Diagonal::IfAtMostOneObstacle), ifAtMostOne);
        QCOMPARE(allows(maze, {1, 1}, kNorthEast, Diagonal::OnlyWhenNoObstacles), onlyWhenNone);
        // The straight moves are the open walls, whatever the rule.
        for (Diagonal rule : kDiagonals)
            QCOMPARE(allowedMoves(maze, centre, {1, 1}, rule) & 0x0Fu,
                     unsigned(maze.openDirs(centre)));
    }

    void noDiagonalLeavesTheGrid() {
        const Maze maze = openRoom();
        for (Diagonal rule : kDiagonalRules) {
            QCOMPARE(allowedMoves(maze, maze.index({0, 0}), {0, 0}, rule) >> 4, 0x1u); // SE only
            QCOMPARE(allowedMoves(maze, maze.index({2, 2}), {2, 2}, rule) >> 4, 0x4u); // NW only
            QCOMPARE(allowedMoves(maze, maze.index({1, 1}), {1, 1}, rule) >> 4, 0xFu);
        }
    }

    void costsOfDiagonalMoves() {
        Maze maze = openRoom();
        maze.setCost(maze.index({1, 1}), 3);
        const std::vector<CellIndex> path = {maze.index({0, 0}), maze.index({1, 1}),
                                             maze.index({2, 1}), maze.index({2, 2})};
        const PathCost cost = pathCostOf(maze, path);
        QCOMPARE(cost.straight, 2);
        QCOMPARE(cost.diagonal, 3);
        QCOMPARE(cost.value(), 2 + 3 * std::sqrt(2.0));
        QCOMPARE(costText(cost), std::string("6.24"));
        QCOMPARE(costText(PathCost{7, 0}), std::string("7"));
    }

    // Every solver takes a movement or says why not, and then refuses it with that reason.
    void everySolverTakesAMovementOrSaysWhy() {
        const Maze maze = generated("recursive-backtracker", {9, 9}, 1);
        for (const SolverInfo* s : solvers()) {
            const QByteArray id(s->id.data(), qsizetype(s->id.size()));
            QVERIFY2(s->supports(Diagonal::Never) || !s->noFourWay.empty(), id);
            QVERIFY2(s->supports(Diagonal::Always) || !s->noDiagonals.empty(), id);
            QVERIFY2(s->supports(Diagonal::Always) == (s->createDiagonal != nullptr), id);
            for (Diagonal rule : kDiagonals) {
                if (s->supports(rule))
                    continue;
                const std::string error = s->movementError(rule);
                QVERIFY2(error.find(rule == Diagonal::Never ? s->noFourWay : s->noDiagonals) !=
                             std::string::npos,
                         error.c_str());
                try {
                    (void)s->start(maze, {}, rule);
                    QFAIL(id + " started under a movement it refuses");
                } catch (const Error& e) {
                    QCOMPARE(std::string(e.what()), error);
                }
            }
        }
    }

    // Paths are made of allowed moves; a solver that promises a least-cost path under the
    // movement finds Dijkstra's cost; the others are never cheaper.
    void pathsUnderEveryRule() {
        const Maze mazes[] = {generated("recursive-backtracker", {15, 11}, 3),
                              generated("kruskal", {15, 11}, 4, 60),
                              generated("open-field", {21, 15}, 5)};
        const SolverInfo& dijkstra = solverById("dijkstra");
        for (const Maze& maze : mazes) {
            for (Diagonal rule : kDiagonalRules) {
                const SolveResult best = solveMaze(dijkstra, maze, {}, rule);
                QVERIFY(best.stats.found);
                for (const SolverInfo* s : solvers()) {
                    if (!s->supports(rule) || !s->mazeProblem(maze).empty())
                        continue; // refused with its reason (JPS: walls between open cells)
                    const SolveResult r = solveMaze(*s, maze, {}, rule);
                    const QByteArray what =
                        QByteArray(s->id.data(), qsizetype(s->id.size())) + " " +
                        QByteArray(diagonalId(rule).data(), qsizetype(diagonalId(rule).size()));
                    QVERIFY2(r.stats.found || !s->complete, what);
                    if (!r.stats.found)
                        continue;
                    QVERIFY2(madeOfAllowedMoves(maze, r.path, rule), what);
                    QCOMPARE(r.path.front(), maze.index(maze.start()));
                    QCOMPARE(r.path.back(), maze.index(maze.goal()));
                    QCOMPARE(r.stats.cost(), pathCostOf(maze, r.path));
                    if (s->cheapestUnder(s->defaults(), rule))
                        QVERIFY2(std::abs(r.stats.cost().value() - best.stats.cost().value()) <
                                     1e-9,
                                 what);
                    else
                        QVERIFY2(r.stats.cost().value() >= best.stats.cost().value() - 1e-9, what);
                }
            }
        }
    }

    // The published optimum of every problem of arena.map, and of every 7th of arena2.map, under
    // the benchmark's rule, for every solver that promises a least-cost path.
    void movingAiOptima_data() {
        QTest::addColumn<QString>("map");
        QTest::addColumn<int>("every");
        QTest::newRow("arena") << QStringLiteral("arena") << 1;
        QTest::newRow("arena2") << QStringLiteral("arena2") << 7;
    }
    void movingAiOptima() {
        QFETCH(QString, map);
        QFETCH(int, every);
        const std::string path = kDir + "/" + map.toStdString() + ".map";
        const Maze board = loadMazeFile(path).maze;
        const auto problems = loadMovingAiScenarios(path + ".scen", &board, path);
        int checked = 0;
        for (std::size_t k = 0; k < problems.size(); k += std::size_t(every)) {
            const BenchmarkProblem& p = problems[k];
            if (p.start == p.goal)
                continue;
            Maze maze = board;
            maze.setEndpoints(p.start, p.goal);
            for (const SolverInfo* s : solvers()) {
                if (!s->supports(Diagonal::OnlyWhenNoObstacles) ||
                    !s->cheapestUnder(s->defaults(), Diagonal::OnlyWhenNoObstacles))
                    continue;
                const SolveResult r = solveMaze(*s, maze, {}, Diagonal::OnlyWhenNoObstacles);
                QVERIFY(r.stats.found);
                const double found = r.stats.cost().value();
                QVERIFY2(std::abs(found - p.optimalLength) < 1e-4,
                         qPrintable(QStringLiteral("%1 line %2: %3 found %4, optimum %5")
                                        .arg(map)
                                        .arg(p.line)
                                        .arg(QString::fromUtf8(s->id.data(), s->id.size()))
                                        .arg(found, 0, 'f', 6)
                                        .arg(p.optimalLength, 0, 'f', 6)));
                ++checked;
            }
        }
        QVERIFY(checked > 100);
    }

    // The lesson: with diagonals, Manhattan overestimates, and A* with it can return a path
    // longer than Dijkstra's. Found among the first seeds of an open field, and said so.
    void manhattanMisleadsAStarWithDiagonals() {
        const SolverInfo& manhattan = solverById("astar-manhattan");
        const SolverInfo& octile = solverById("astar-octile");
        const SolverInfo& dijkstra = solverById("dijkstra");
        QVERIFY(!manhattan.heuristicWarning({}, Diagonal::Always).empty());
        QVERIFY(manhattan.heuristicWarning({}, Diagonal::Never).empty());
        QVERIFY(octile.heuristicWarning({}, Diagonal::Always).empty());
        QVERIFY(!manhattan.cheapestUnder({}, Diagonal::OnlyWhenNoObstacles));
        QVERIFY(octile.cheapestUnder({}, Diagonal::OnlyWhenNoObstacles));
        int longer = 0;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            const Maze maze = generated("open-field", {31, 21}, seed);
            const double best =
                solveMaze(dijkstra, maze, {}, Diagonal::OnlyWhenNoObstacles).stats.cost().value();
            const double misled =
                solveMaze(manhattan, maze, {}, Diagonal::OnlyWhenNoObstacles).stats.cost().value();
            QVERIFY(misled >= best - 1e-9);
            longer += misled > best + 1e-9;
        }
        QVERIFY2(longer > 0, "A* (Manhattan) found the shortest path on every maze tried");
    }

    // Never is four directions: the same steps as a run that names no movement.
    void neverIsTheFourDirectionSearch() {
        const Maze maze = generated("kruskal", {15, 11}, 7, 40);
        for (const SolverInfo* s : solvers()) {
            if (!s->supports(Diagonal::Never))
                continue;
            const SolveResult a = solveMaze(*s, maze);
            const SolveResult b = solveMaze(*s, maze, {}, Diagonal::Never);
            QCOMPARE(a.path, b.path);
            QCOMPARE(a.stats.expanded, b.stats.expanded);
            QCOMPARE(a.stats.pathDiagonalCost, 0);
        }
    }
};

QTEST_GUILESS_MAIN(TestMovement)
#include "test_movement.moc"
