// Bidirectional BFS and Bidirectional Dijkstra (core/solvers/bidirectional_*.cpp): on thousands
// of braided and weighted mazes their paths are as short (as cheap) as BFS's (Dijkstra's), and
// the same weighted search stopped at the first meeting would be wrong on some, so the stopping
// rule is what makes it right; so too under the diagonal rules, masked mazes included; an
// unreachable goal, and neighbouring start and goal, by hand. Bidirectional A* has its own file,
// test_bidirectional_astar.cpp.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/maze_file.hpp"
#include "core/random.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#include "support.hpp"
#endif

#include <cmath>
#include <cstdint>
#include <queue>
#include <string>
#include <tuple>

using namespace mazelab;

namespace {

// The naive rule, written out independently: the same two searches taking turns the same way
// (the side with fewer waiting cells, ties the start side; lowest g, ties first pushed), but
// stopping at the first cell both sides have labelled. Returns that meeting's length or cost.
std::int64_t firstMeeting(const Maze& maze, bool weighted) {
    using Entry = std::tuple<std::int64_t, std::int64_t, CellIndex>; // g, push number, cell
    struct Side {
        std::vector<std::int64_t> g;
        std::vector<char> closed;
        std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
        std::int64_t waiting = 1;
    };
    const auto cells = std::size_t(maze.cellCount());
    Side sides[2] = {{std::vector<std::int64_t>(cells, -1), std::vector<char>(cells, 0), {}, 1},
                     {std::vector<std::int64_t>(cells, -1), std::vector<char>(cells, 0), {}, 1}};
    std::int64_t pushes = 0;
    const CellIndex ends[2] = {maze.index(maze.start()), maze.index(maze.goal())};
    for (int s : {0, 1}) {
        sides[s].g[std::size_t(ends[s])] = 0;
        sides[s].open.emplace(0, pushes++, ends[s]);
    }
    while (sides[0].waiting > 0 && sides[1].waiting > 0) {
        const int s = sides[0].waiting <= sides[1].waiting ? 0 : 1;
        Side& me = sides[s];
        const Side& other = sides[1 - s];
        auto [g, order, cell] = me.open.top();
        me.open.pop();
        if (me.closed[std::size_t(cell)] || g != me.g[std::size_t(cell)])
            continue; // outdated
        me.closed[std::size_t(cell)] = 1;
        --me.waiting;
        for (Dir d : kDirs) {
            if (!maze.isOpen(cell, d))
                continue;
            const CellIndex n = maze.neighbour(cell, d);
            const std::int64_t gn = g + (!weighted ? 1 : maze.cost(s == 0 ? n : cell));
            std::int64_t& label = me.g[std::size_t(n)];
            if (me.closed[std::size_t(n)] || (label >= 0 && gn >= label))
                continue;
            me.waiting += label < 0;
            label = gn;
            me.open.emplace(gn, pushes++, n);
            if (other.g[std::size_t(n)] >= 0)
                return gn + other.g[std::size_t(n)];
        }
    }
    return -1;
}

// Every step's kind and side, and the result.
struct Run {
    std::vector<SolveStep::Kind> kinds;
    std::vector<int> sides;
    std::vector<CellIndex> cells;
    SolveCounters counters;
    std::vector<CellIndex> path;
    std::string reason;
};

Run run(std::string_view solver, const Maze& maze) {
    Run r;
    for (const SolveStep& step : solverById(solver).start(maze)) {
        r.kinds.push_back(step.kind);
        r.sides.push_back(step.side);
        r.cells.push_back(step.cell);
        r.counters = step.counters;
        r.path.assign(step.path.begin(), step.path.end());
        r.reason = std::string(step.reason);
    }
    return r;
}

} // namespace

class TestBidirectional : public QObject {
    Q_OBJECT

private slots:
    // 2000 mazes, 12x12 to 20x20, from four generators, braid 0 to 100, terrain on half, start
    // and goal anywhere: Bidirectional BFS's length is BFS's, Bidirectional Dijkstra's cost is
    // Dijkstra's, every path is contiguous; and on some of them the first meeting is longer
    // (dearer) than the answer, which the stopping rule waits to beat.
    void bothAgreeWithTheirOneSidedSearchesOnManyMazes() {
        const char* generators[] = {"recursive-backtracker", "kruskal", "prim-true", "wilson"};
        Random random(20240611);
        int naiveLonger = 0;
        int naiveDearer = 0;
        int braided = 0;
        for (int i = 0; i < 2000; ++i) {
            GenerateRequest request{&generatorById(generators[i % 4]),
                                    Size{12 + int(random.below(9)), 12 + int(random.below(9))},
                                    random.next(), {}};
            request.shaping.braid = double(random.below(101));
            if (i % 2 == 1)
                request.shaping.terrain = {40, 50, 9};
            Maze maze = generateMaze(request);
            braided += request.shaping.braid > 0;
            const auto cellAt = [&] {
                return Cell{int(random.below(std::uint64_t(maze.width()))),
                            int(random.below(std::uint64_t(maze.height())))};
            };
            Cell start = cellAt();
            Cell goal = cellAt();
            while (goal == start)
                goal = cellAt();
            maze.setEndpoints(start, goal);

            const SolveResult bfs = solveMaze(solverById("bfs"), maze);
            const SolveResult dijkstra = solveMaze(solverById("dijkstra"), maze);
            const SolveResult biBfs = solveMaze(solverById("bidirectional-bfs"), maze);
            const SolveResult biDijkstra = solveMaze(solverById("bidirectional-dijkstra"), maze);
            QVERIFY(biBfs.stats.found && biDijkstra.stats.found);
            QVERIFY(testing::isSimplePath(maze, biBfs.path));
            QVERIFY(testing::isSimplePath(maze, biDijkstra.path));
            QCOMPARE(biBfs.stats.pathLength, bfs.stats.pathLength);
            QCOMPARE(biDijkstra.stats.pathCost, dijkstra.stats.pathCost);
            QCOMPARE(biDijkstra.stats.pathCost, pathCost(maze, biDijkstra.path));
            const std::int64_t firstBfs = firstMeeting(maze, false);
            const std::int64_t firstDijkstra = firstMeeting(maze, true);
            QVERIFY(firstBfs >= bfs.stats.pathLength);
            QVERIFY(firstDijkstra >= dijkstra.stats.pathCost);
            naiveLonger += firstBfs > bfs.stats.pathLength;
            naiveDearer += firstDijkstra > dijkstra.stats.pathCost;
        }
        qInfo("first meeting wrong: %d of 2000 by moves, %d by cost", naiveLonger, naiveDearer);
        QVERIFY(braided > 1900);
        // By moves the first meeting is never wrong on a grid: when the sides first meet, no
        // cell is labelled by both, so the shortest path is at most one move shorter than the
        // meeting, and on a grid every route between two cells has the same parity of moves.
        // The solver does not rely on this (its rule is the general one, which costs needs).
        QCOMPARE(naiveLonger, 0);
        QVERIFY(naiveDearer > 0);
    }

    // With diagonal moves, under each of the three rules, on 240 braided, weighted or masked
    // mazes, start and goal anywhere: Bidirectional BFS's path has as few moves as BFS's (a
    // diagonal move counting 1), Bidirectional Dijkstra's costs what Dijkstra's does (a diagonal
    // move sqrt(2) times the entered cell's cost), both are made of allowed moves, and "no path"
    // comes exactly where the one-sided search finds none (the masks cut regions apart).
    void bothTakeDiagonalMoves() {
        const char* masks[] = {nullptr, "speckle", "islands"};
        constexpr Diagonal kRules[] = {Diagonal::Always, Diagonal::IfAtMostOneObstacle,
                                       Diagonal::OnlyWhenNoObstacles};
        Random random(20250215);
        int problems = 0;
        int unreachable = 0;
        for (int i = 0; i < 240; ++i) {
            const Size size{12 + int(random.below(9)), 12 + int(random.below(9))};
            GenerateRequest request{&generatorById(i % 2 ? "kruskal" : "open-field"), size,
                                    random.next()};
            request.shaping.braid = i % 2 ? double(random.below(101)) : 0;
            if (i % 4 < 2)
                request.shaping.terrain = {40, 50, 9};
            if (const char* mask = masks[i % 3])
                request.mask = testing::testMask(mask, size);
            Maze maze = generateMaze(request);
            testing::placeEndpointsAtRandom(maze, random);
            for (Diagonal rule : kRules) {
                const SolveResult bfs = solveMaze(solverById("bfs"), maze, {}, rule);
                const SolveResult dijkstra = solveMaze(solverById("dijkstra"), maze, {}, rule);
                const SolveResult biBfs =
                    solveMaze(solverById("bidirectional-bfs"), maze, {}, rule);
                const SolveResult biDijkstra =
                    solveMaze(solverById("bidirectional-dijkstra"), maze, {}, rule);
                ++problems;
                unreachable += !bfs.stats.found;
                QCOMPARE(biBfs.stats.found, bfs.stats.found);
                QCOMPARE(biDijkstra.stats.found, dijkstra.stats.found);
                if (!bfs.stats.found)
                    continue;
                QVERIFY(testing::madeOfAllowedMoves(maze, biBfs.path, rule));
                QVERIFY(testing::madeOfAllowedMoves(maze, biDijkstra.path, rule));
                QCOMPARE(biBfs.path.front(), maze.index(maze.start()));
                QCOMPARE(biDijkstra.path.back(), maze.index(maze.goal()));
                QCOMPARE(biBfs.stats.pathLength, bfs.stats.pathLength);
                QCOMPARE(biDijkstra.stats.cost(), pathCostOf(maze, biDijkstra.path));
                QVERIFY(std::abs(biDijkstra.stats.cost().value() - dijkstra.stats.cost().value()) <
                        1e-9);
            }
        }
        QCOMPARE(problems, 240 * 3);
        qInfo("%d of %d problems without a path", unreachable, problems);
        QVERIFY(unreachable > 20 && unreachable < problems / 2);
    }

    // tests/data/scenarios/walled-goal.maze: the goal (3,2) and (3,1) are walled off from the
    // other 10 cells. 1: tie (1 waiting each), the start side takes (0,0) and labels (1,0) and
    // (0,1); 2: the goal side (1 waiting < 2) takes (3,2) and labels (3,1); 3: it takes (3,1),
    // whose only open neighbour it has closed; 4: the goal side has nothing left: NoPath.
    void anUnreachableGoalEndsWhenEitherSideRunsOut() {
        const Maze maze = loadMazeFile(MAZELAB_TEST_DATA "/scenarios/walled-goal.maze").maze;
        for (const char* solver : {"bidirectional-bfs", "bidirectional-dijkstra"}) {
            const Run r = run(solver, maze);
            using K = SolveStep::Kind;
            QCOMPARE(r.kinds, (std::vector<K>{K::Expand, K::Expand, K::Expand, K::NoPath}));
            QCOMPARE(r.sides, (std::vector<int>{0, 1, 1, 1}));
            QCOMPARE(r.cells[1], maze.index({3, 2}));
            QCOMPARE(r.cells[2], maze.index({3, 1}));
            QCOMPARE(r.counters.searched, std::int64_t(5)); // (0,0), (1,0), (0,1), (3,2), (3,1)
            QCOMPARE(r.counters.expanded, std::int64_t(3));
            QCOMPARE(r.counters.frontier, std::int64_t(2));
            QVERIFY(r.path.empty());
            QVERIFY(r.reason.find("from the goal ran out") != std::string::npos);
        }
    }

    // Neighbours (a 2x2 ring, the goal (1,0) costing 7). Step 1, both sides 1 waiting: the
    // start side takes (0,0) and labels the goal (a meeting: 1 move, or cost 7) and (0,1).
    // BFS: heads 1 + 0 >= 1, Found. Dijkstra: heads 1 (at (0,1)) + 0 < 7, so step 2: the goal
    // side (1 waiting < 2) takes the goal and labels (0,0) with g_G 7 (the goal's cost; a meeting
    // of 0 + 7) and (1,1) with 7; heads 1 + 7 >= 7: Found. The way round would cost 1 + 1 + 7.
    // With the wall between them closed the path goes round. Start and goal cannot coincide:
    // Maze refuses it.
    void neighbouringStartAndGoal() {
        Maze maze(Size{2, 2});
        maze.carve(0, Dir::East);
        maze.carve(0, Dir::South);
        maze.carve(2, Dir::East);
        maze.carve(1, Dir::South);
        maze.setCost(1, 7);
        maze.setEndpoints({0, 0}, {1, 0});
        using K = SolveStep::Kind;
        const Run bfs = run("bidirectional-bfs", maze);
        QCOMPARE(bfs.kinds, (std::vector<K>{K::Expand, K::Found}));
        QCOMPARE(bfs.path, (std::vector<CellIndex>{0, 1}));
        QCOMPARE(bfs.cells.back(), CellIndex(1));
        QCOMPARE(bfs.counters.searched, std::int64_t(3)); // both ends, and (0,1)
        QCOMPARE(bfs.counters.expanded, std::int64_t(1));
        const Run dijkstra = run("bidirectional-dijkstra", maze);
        QCOMPARE(dijkstra.kinds, (std::vector<K>{K::Expand, K::Expand, K::Found}));
        QCOMPARE(dijkstra.sides, (std::vector<int>{0, 1, 0}));
        QCOMPARE(dijkstra.path, (std::vector<CellIndex>{0, 1}));
        QCOMPARE(dijkstra.counters.searched, std::int64_t(4));
        QCOMPARE(dijkstra.counters.expanded, std::int64_t(2));
        maze.addWall(0, Dir::East);
        const Run round = run("bidirectional-bfs", maze);
        QCOMPARE(round.path, (std::vector<CellIndex>{0, 2, 3, 1}));
        QVERIFY_THROWS_EXCEPTION(Error, maze.setEndpoints({0, 0}, {0, 0}));
    }
};

QTEST_GUILESS_MAIN(TestBidirectional)
#include "test_bidirectional.moc"
