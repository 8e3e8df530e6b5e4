// Bidirectional A* (core/solvers/bidirectional_astar.cpp; docs/semantics.md, "Bidirectional A*")
// against Dijkstra on thousands of problems: random start and goal pairs on perfect, braided,
// weighted, open-field and masked mazes, with four directions and under every diagonal rule, with
// every heuristic, and on the Moving AI benchmark maps. Whenever the heuristic is admissible the
// path costs what Dijkstra's does; every path is made of allowed moves; "no path" comes exactly
// when Dijkstra finds none. And the first meeting of the two searches, read from the steps, is on
// some of these problems dearer than the answer: what the stopping rule is for.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/movement.hpp"
#include "core/movingai.hpp"
#include "core/random.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#include "core/search_view.hpp"
#include "support.hpp"
#endif

#include <algorithm>
#include <bit>
#include <cmath>
#include <string>

using namespace mazelab;
using mazelab::testing::madeOfAllowedMoves;

namespace {

const std::string kDir = MAZELAB_MOVINGAI_DIR;
constexpr Heuristic kHeuristics[] = {Heuristic::Manhattan, Heuristic::Euclidean, Heuristic::Octile,
                                     Heuristic::Chebyshev};

const SolverInfo& bidirectionalAStar() {
    return solverById("bidirectional-astar");
}

ParamValues withHeuristic(Heuristic h) {
    const SolverInfo& s = bidirectionalAStar();
    ParamValues values = s.defaults();
    values.set(s.params, kHeuristicKey, double(int(h)));
    return values;
}

// The kinds of maze, each 14x14 to 25x25: the generator, braid (percent of dead ends opened),
// weighted terrain or unit costs, and a mask (tests/support.hpp's testMask) or none.
struct MazeKind {
    const char* name;
    const char* generator;
    int braid;
    bool weighted;
    const char* mask;
};
constexpr MazeKind kKinds[] = {
    {"perfect", "recursive-backtracker", 0, false, nullptr},
    {"braided", "kruskal", 60, false, nullptr},
    {"braided and weighted", "prim-true", 60, true, nullptr},
    {"open field", "open-field", 0, false, nullptr},
    {"open field, weighted", "open-field", 0, true, nullptr},
    {"masked, speckled", "wilson", 40, false, "speckle"},
    {"masked, two islands, weighted", "growing-tree", 50, true, "islands"},
};

Maze generated(const MazeKind& kind, Random& random) {
    const Size size{14 + int(random.below(12)), 14 + int(random.below(12))};
    GenerateRequest request{&generatorById(kind.generator), size, random.next()};
    request.shaping.braid = kind.braid;
    if (kind.weighted)
        request.shaping.terrain = {40, 50, 9};
    if (kind.mask)
        request.mask = testing::testMask(kind.mask, size);
    return generateMaze(request);
}

struct Tally {
    int problems = 0;    // a maze with its endpoints, under one rule
    int runs = 0;        // of bidirectional A*, one per heuristic
    int unreachable = 0; // problems Dijkstra finds no path for
    int dearer = 0;      // runs with an inadmissible heuristic that found a dearer path
};

QByteArray what(const Maze& maze, Diagonal rule, Heuristic h) {
    return QByteArray("start (") + QByteArray::number(maze.start().x) + "," +
           QByteArray::number(maze.start().y) + ") goal (" + QByteArray::number(maze.goal().x) +
           "," + QByteArray::number(maze.goal().y) + ") " + diagonalId(rule).data() + " " +
           heuristicId(h).data();
}

// Bidirectional A* with every heuristic against Dijkstra on one problem under one rule.
void checkAgainstDijkstra(const Maze& maze, Diagonal rule, Tally& tally) {
    const SolverInfo& astar = bidirectionalAStar();
    const SolveResult best = solveMaze(solverById("dijkstra"), maze, {}, rule);
    ++tally.problems;
    tally.unreachable += !best.stats.found;
    for (Heuristic h : kHeuristics) {
        const ParamValues params = withHeuristic(h);
        const SolveResult r = solveMaze(astar, maze, params, rule);
        ++tally.runs;
        QVERIFY2(r.stats.found == best.stats.found, what(maze, rule, h));
        if (!best.stats.found) {
            QVERIFY(r.path.empty());
            QVERIFY2(!r.stats.reason.empty(), what(maze, rule, h));
            continue;
        }
        QCOMPARE(r.path.front(), maze.index(maze.start()));
        QCOMPARE(r.path.back(), maze.index(maze.goal()));
        QVERIFY2(madeOfAllowedMoves(maze, r.path, rule), what(maze, rule, h));
        QCOMPARE(r.stats.cost(), pathCostOf(maze, r.path));
        const double found = r.stats.cost().value();
        const double least = best.stats.cost().value();
        // Admissible: every heuristic with four directions, all but Manhattan with diagonals.
        const bool admissible = inadmissibleWhy(h, rule).empty();
        QCOMPARE(astar.cheapestUnder(params, rule), admissible);
        if (admissible) {
            QVERIFY2(std::abs(found - least) < 1e-9, what(maze, rule, h));
        } else {
            QVERIFY2(found > least - 1e-9, what(maze, rule, h));
            tally.dearer += found > least + 1e-9;
        }
    }
}

// The cost of the first meeting of a bidirectional run, read from its steps and its view, and the
// cost of its answer; -1 for none. Before each expansion the view says which cell comes next (the
// first of its frontier) and on which side. Until the first meeting no cell is labelled by both
// sides, so every cell shows its one side: the expansion meets wherever a move from that cell
// reaches a cell the other side has labelled, at g(cell) + the move's cost on its side + the
// other side's g there. Each side pays for the cell it enters (the goal side walks backwards, so
// for the cell it leaves), sqrt(2) times for a diagonal move.
struct Meetings {
    double first = -1;
    double answer = -1;
    bool nextAsViewed = true; // each step took the cell the view before it put first
};

Meetings meetingsOf(const SolverInfo& solver, const Maze& maze, const ParamValues& params,
                    Diagonal rule) {
    Meetings out;
    // The first step (the start side takes the start; no view before it) meets only the goal,
    // the one cell the goal side has labelled, if it is one move away.
    const CellIndex start = maze.index(maze.start());
    const CellIndex goal = maze.index(maze.goal());
    for (unsigned todo = allowedMoves(maze, start, maze.start(), rule); todo != 0; todo &= todo - 1)
        if (const auto m = Move(std::countr_zero(todo)); moveTarget(maze, start, m) == goal)
            out.first = maze.cost(goal) * (isDiagonal(m) ? kSqrt2 : 1.0);
    CellIndex expected = -1;
    for (const SolveStep& step : solver.start(maze, params, rule)) {
        if (expected >= 0)
            out.nextAsViewed &= step.kind == SolveStep::Kind::Expand && step.cell == expected;
        expected = -1;
        if (step.kind == SolveStep::Kind::Found)
            out.answer = pathCostOf(maze, step.path).value();
        if (step.isLast() || out.first >= 0)
            continue;
        const SearchView& view = *step.view;
        const std::vector<CellIndex> next = view.frontier(1);
        if (next.empty())
            continue;
        const CellIndex c = next.front();
        const CellInternals here = view.cell(c);
        expected = c;
        for (unsigned todo = allowedMoves(maze, c, maze.cellAt(c), rule); todo != 0;
             todo &= todo - 1) {
            const auto m = Move(std::countr_zero(todo));
            const CellIndex n = moveTarget(maze, c, m);
            const CellInternals there = view.cell(n);
            if (!there.seen || there.fromGoal == here.fromGoal)
                continue;
            const double move = maze.cost(here.fromGoal ? c : n) * (isDiagonal(m) ? kSqrt2 : 1.0);
            const double total = *here.gValue() + move + *there.gValue();
            out.first = out.first < 0 ? total : std::min(out.first, total);
        }
    }
    return out;
}

} // namespace

class TestBidirectionalAStar : public QObject {
    Q_OBJECT

private slots:
    // 7 kinds of maze x 60 mazes x 2 pairs of endpoints, each with four directions and under the
    // three diagonal rules, each with the four heuristics: 3360 problems, 13440 runs.
    void agreesWithDijkstraOnThousandsOfProblems() {
        Random random(20250214);
        Tally tally;
        for (const MazeKind& kind : kKinds) {
            for (int i = 0; i < 60; ++i) {
                Maze maze = generated(kind, random);
                for (int pair = 0; pair < 2; ++pair) {
                    testing::placeEndpointsAtRandom(maze, random);
                    for (Diagonal rule : kDiagonals) {
                        checkAgainstDijkstra(maze, rule, tally);
                        if (QTest::currentTestFailed())
                            QFAIL(kind.name);
                    }
                }
            }
        }
        qInfo("%d problems (%d without a path), %d runs; Manhattan with diagonals dearer on %d",
              tally.problems, tally.unreachable, tally.runs, tally.dearer);
        QCOMPARE(tally.problems, 7 * 60 * 2 * 4);
        QVERIFY(tally.unreachable > 50);                 // the masks cut regions apart
        QVERIFY(tally.unreachable < tally.problems / 4); // and most problems have a path
        QVERIFY(tally.dearer > 0); // the warning is earned: Manhattan misleads it with diagonals
    }

    // Every problem of arena.map and every 5th of arena2.map, under the benchmark's rule and the
    // three others: the published optimum under the benchmark's rule (N. Sturtevant, "Benchmarks
    // for Grid-Based Pathfinding", 2012), and Dijkstra's cost under every rule. Problems with the
    // start on the goal (length 0) cannot be set on a maze (Maze refuses start == goal): counted.
    void movingAiProblems_data() {
        QTest::addColumn<QString>("map");
        QTest::addColumn<int>("every");
        QTest::newRow("arena") << QStringLiteral("arena") << 1;
        QTest::newRow("arena2") << QStringLiteral("arena2") << 5;
    }
    void movingAiProblems() {
        QFETCH(QString, map);
        QFETCH(int, every);
        const std::string path = kDir + "/" + map.toStdString() + ".map";
        const Maze board = loadMazeFile(path).maze;
        const auto problems = loadMovingAiScenarios(path + ".scen", &board, path);
        Tally tally;
        int startOnGoal = 0;
        for (std::size_t k = 0; k < problems.size(); k += std::size_t(every)) {
            const BenchmarkProblem& p = problems[k];
            if (p.start == p.goal) {
                QCOMPARE(p.optimalLength, 0.0);
                ++startOnGoal;
                continue;
            }
            Maze maze = board;
            maze.setEndpoints(p.start, p.goal);
            const SolveResult r =
                solveMaze(bidirectionalAStar(), maze, withHeuristic(Heuristic::Octile),
                          Diagonal::OnlyWhenNoObstacles);
            QVERIFY(r.stats.found);
            QVERIFY2(std::abs(r.stats.cost().value() - p.optimalLength) < 1e-4,
                     qPrintable(QStringLiteral("%1 line %2: found %3, optimum %4")
                                    .arg(map)
                                    .arg(p.line)
                                    .arg(r.stats.cost().value(), 0, 'f', 6)
                                    .arg(p.optimalLength, 0, 'f', 6)));
            // Under every rule, every heuristic against Dijkstra: a sample, for the time.
            if (k % std::size_t(4 * every) != 0)
                continue;
            for (Diagonal rule : kDiagonals) {
                checkAgainstDijkstra(maze, rule, tally);
                if (QTest::currentTestFailed())
                    QFAIL(qPrintable(map + " line " + QString::number(p.line)));
            }
        }
        qInfo("%s: %d problems against Dijkstra, %d with the start on the goal", qPrintable(map),
              tally.problems, startOnGoal);
        QVERIFY(tally.problems >= 4 * 30);
        QCOMPARE(tally.unreachable, 0); // the benchmark's problems all have a path
    }

    // The rule is not the first meeting: on the braided, weighted mazes above (and with the
    // open fields' many routes), stopping at the first meeting would have returned a dearer path
    // on some problems, under four directions and under diagonal moves alike; the answer is
    // Dijkstra's on all of them.
    void theFirstMeetingIsNotAlwaysTheCheapest() {
        Random random(7);
        int compared = 0;
        int dearerFirst[2] = {0, 0}; // four directions, diagonal moves
        for (int i = 0; i < 150; ++i) {
            const MazeKind& kind = kKinds[i % 2 == 0 ? 2 : 4]; // weighted: braided, open field
            Maze maze = generated(kind, random);
            testing::placeEndpointsAtRandom(maze, random);
            for (Diagonal rule : {Diagonal::Never, Diagonal::OnlyWhenNoObstacles}) {
                const Heuristic h =
                    rule == Diagonal::Never ? Heuristic::Manhattan : Heuristic::Octile;
                const Meetings m = meetingsOf(bidirectionalAStar(), maze, withHeuristic(h), rule);
                const double least =
                    solveMaze(solverById("dijkstra"), maze, {}, rule).stats.cost().value();
                QVERIFY(m.nextAsViewed);
                QVERIFY(m.first >= 0);
                QVERIFY2(std::abs(m.answer - least) < 1e-9, what(maze, rule, h));
                QVERIFY2(m.first > least - 1e-9, what(maze, rule, h));
                dearerFirst[rule == Diagonal::Never ? 0 : 1] += m.first > least + 1e-9;
                ++compared;
            }
        }
        qInfo("the first meeting was dearer than the answer on %d of %d problems with four "
              "directions, %d of %d with diagonal moves",
              dearerFirst[0], compared / 2, dearerFirst[1], compared / 2);
        QVERIFY(dearerFirst[0] > 0);
        QVERIFY(dearerFirst[1] > 0);
    }

    // The goal side pays for the cell it leaves. A corridor (0,0) - (1,0) - (2,0) - goal (3,0)
    // costing 5, 3 and 7, and a dead end (0,1) below the start: from the start the path costs
    // 5 + 3 + 7 = 15. Step 1: the start side labels (1,0) with g 5 and (0,1); step 2: the goal
    // side (1 open cell < 2) leaves the goal for (2,0), g_G = 7, the goal's cost; step 3: it
    // leaves (2,0) for (1,0), g_G = 10, meeting 5 + 10 = 15; step 4: it closes (1,0) (f 11 is
    // below 15), labelling the start with 15; now the goal side's lowest f is 15 + 0: Found.
    void theGoalSidePaysForTheCellItLeaves() {
        Maze maze(Size{4, 2});
        for (CellIndex c : {0, 1, 2})
            maze.carve(c, Dir::East);
        maze.carve(0, Dir::South);
        maze.setCost(1, 5);
        maze.setCost(2, 3);
        maze.setCost(3, 7);
        maze.setEndpoints({0, 0}, {3, 0});
        std::vector<std::int64_t> fromStart(8, -1);
        std::vector<std::int64_t> toGoal(8, -1);
        std::vector<int> sides;
        PathCost found;
        for (const SolveStep& step : bidirectionalAStar().start(maze)) {
            sides.push_back(step.side);
            for (CellIndex c = 0; c < 4; ++c)
                if (const CellInternals in = step.view->cell(c); in.seen)
                    (in.fromGoal ? toGoal : fromStart)[std::size_t(c)] = *in.g;
            if (step.kind == SolveStep::Kind::Found)
                found = pathCostOf(maze, step.path);
        }
        QCOMPARE(sides, (std::vector<int>{0, 1, 1, 1, 0}));
        QCOMPARE(fromStart[1], std::int64_t(5));
        QCOMPARE(toGoal[2], std::int64_t(7));
        QCOMPARE(toGoal[1], std::int64_t(10));
        QCOMPARE(found, (PathCost{15, 0}));
    }
};

QTEST_GUILESS_MAIN(TestBidirectionalAStar)
#include "test_bidirectional_astar.moc"
