// The walkers and the filler (docs/semantics.md, "Wall follower", "Trémaux's algorithm",
// "Dead-end filling"): what each guarantees on perfect mazes from every perfect generator of the
// registry (the unique path, cell by cell, as BFS finds it), and how each ends on the hand-made
// island maze (tests/data/scenarios/island.maze) and on a walled-in start.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/distance.hpp"
#include "core/maze_file.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#include "support.hpp"
#endif

#include <algorithm>
#include <set>

using namespace mazelab;

namespace {

Maze scenario(const char* name) {
    return loadMazeFile(std::string(MAZELAB_TEST_DATA "/scenarios/") + name + ".maze").maze;
}

// Perfect mazes from every generator whose default makes one, at a few sizes and seeds; the
// last seed also moves the endpoints off the corners.
std::vector<Maze> perfectMazes() {
    std::vector<Maze> mazes;
    for (const GeneratorInfo* g : generators()) {
        if (!g->perfect)
            continue;
        for (Size size : {Size{2, 2}, Size{9, 7}, Size{24, 17}}) {
            for (std::uint64_t seed : {1u, 2u, 3u}) {
                Maze maze = generateMaze({g, size, seed, {}});
                if (seed == 3u)
                    maze.setEndpoints({size.width / 2, size.height - 1},
                                      {size.width - 1, size.height / 3});
                mazes.push_back(std::move(maze));
            }
        }
    }
    return mazes;
}

ParamValues hand(const char* which) {
    const SolverInfo& info = solverById("wall-follower");
    return resolveParams(info.params, std::vector<std::string>{std::string("hand=") + which});
}

// Every step of a run, copied.
struct Walk {
    std::vector<SolveStep::Kind> kinds;
    std::vector<CellIndex> cells;
    std::string reason;
    SolveCounters last;
};

Walk record(const SolverInfo& info, const Maze& maze, const ParamValues& params = {}) {
    Walk walk;
    for (const SolveStep& step : info.start(maze, params)) {
        walk.kinds.push_back(step.kind);
        walk.cells.push_back(step.cell);
        walk.reason = std::string(step.reason);
        walk.last = step.counters;
    }
    return walk;
}

// The cells a filler filled, from its Fill steps.
std::set<CellIndex> filledBy(const Walk& walk) {
    std::set<CellIndex> filled;
    for (std::size_t i = 0; i < walk.kinds.size(); ++i)
        if (walk.kinds[i] == SolveStep::Kind::Fill)
            filled.insert(walk.cells[i]);
    return filled;
}

std::int64_t countOf(const Walk& walk, SolveStep::Kind kind) {
    return std::count(walk.kinds.begin(), walk.kinds.end(), kind);
}

} // namespace

class TestWalkers : public QObject {
    Q_OBJECT

private slots:
    // On a perfect maze every wall is joined to the outer one: either hand reaches the goal, and
    // the walk without its back-tracks is the one path, which BFS also finds. Each passage is
    // walked at most once each way.
    void wallFollowerReportsTheUniquePathOnPerfectMazes() {
        const SolverInfo& bfs = solverById("bfs");
        const SolverInfo& walker = solverById("wall-follower");
        int mazes = 0;
        for (const Maze& maze : perfectMazes()) {
            const SolveResult shortest = solveMaze(bfs, maze);
            QVERIFY(shortest.stats.found);
            for (const char* which : {"left", "right"}) {
                const SolveResult r = solveMaze(walker, maze, hand(which));
                QVERIFY2(r.stats.found, which);
                QCOMPARE(r.path, shortest.path);
                QCOMPARE(r.stats.extra[0], r.stats.steps); // one step per move
                QVERIFY(r.stats.extra[0] >= r.stats.pathLength);
                QVERIFY(r.stats.extra[0] <= 2 * (maze.cellCount() - 1));
            }
            ++mazes;
        }
        QVERIFY(mazes >= 9 * 5); // most of the registry's generators are perfect
    }

    // The island maze: the goal's walls never touch the outer wall, so either hand walks the
    // outer ring of 16 cells (16 moves) and stands at the start facing its first way again:
    // right hand, it came in from the east heading west; left hand, from the south heading
    // north. Then one NoPath step with the reason.
    void wallFollowerDetectsItsLoopOnTheIsland() {
        const Maze maze = scenario("island");
        const SolverInfo& walker = solverById("wall-follower");
        const CellIndex start = maze.index(maze.start());
        for (const char* which : {"left", "right"}) {
            const Walk walk = record(walker, maze, hand(which));
            QCOMPARE(walk.kinds.size(), std::size_t(17));
            QCOMPARE(walk.kinds.back(), SolveStep::Kind::NoPath);
            QCOMPARE(walk.reason, std::string("no path: the wall it follows never reaches the goal"));
            QCOMPARE(walk.last.extra[0], std::int64_t(16));
            QCOMPARE(walk.last.searched, std::int64_t(16));
            QCOMPARE(walk.cells[15], start); // the 16th move enters the start
            const Cell before = std::string_view(which) == "right" ? Cell{1, 0} : Cell{0, 1};
            QCOMPARE(walk.cells[14], maze.index(before));
            std::set<CellIndex> ring(walk.cells.begin(), walk.cells.end());
            for (CellIndex c : ring) {
                const Cell at = maze.cellAt(c);
                QVERIFY(at.x == 0 || at.y == 0 || at.x == 4 || at.y == 4);
            }
        }
        const SolveResult r = solveMaze(walker, maze);
        QVERIFY(!r.stats.found);
        QCOMPARE(r.stats.reason, std::string("no path: the wall it follows never reaches the goal"));
    }

    // A start with every wall closed: the walker cannot move; one NoPath step, no move.
    void wallFollowerOnAWalledInStartCannotMove() {
        const Maze maze(Size{3, 3});
        const Walk walk = record(solverById("wall-follower"), maze);
        QCOMPARE(walk.kinds, std::vector<SolveStep::Kind>{SolveStep::Kind::NoPath});
        QCOMPARE(walk.reason, std::string("no path: the start has no open side"));
        QCOMPARE(walk.last.extra[0], std::int64_t(0));
        QCOMPARE(walk.last.searched, std::int64_t(1));
    }

    // Trémaux on a perfect maze: its path (the passages marked once) is the one path; it walks
    // each passage at most twice, and every move back along a passage is its second walk, so
    // there are never more retreats than walks.
    void tremauxReportsTheUniquePathOnPerfectMazes() {
        const SolverInfo& bfs = solverById("bfs");
        const SolverInfo& tremaux = solverById("tremaux");
        for (const Maze& maze : perfectMazes()) {
            const Walk walk = record(tremaux, maze);
            const SolveResult r = solveMaze(tremaux, maze);
            QVERIFY(r.stats.found);
            QCOMPARE(r.path, solveMaze(bfs, maze).path);
            QVERIFY(r.stats.steps <= 2 * (maze.cellCount() - 1));
            QVERIFY(countOf(walk, SolveStep::Kind::Retreat) <= countOf(walk, SolveStep::Kind::Walk));
        }
    }

    // With loops: the island, where the wall follower fails, and braided mazes with the goal
    // moved inside. Trémaux always finds a path without repeats. On the island it goes east
    // first, round the outer ring to (0,2), through the gap and into the goal: 16 moves, never
    // back, so its path is its whole walk.
    void tremauxFindsTheGoalOnMazesWithLoops() {
        const SolverInfo& tremaux = solverById("tremaux");
        const Maze island = scenario("island");
        const Walk walk = record(tremaux, island);
        QCOMPARE(walk.kinds.back(), SolveStep::Kind::Found);
        QCOMPARE(countOf(walk, SolveStep::Kind::Walk), std::int64_t(15));
        QCOMPARE(countOf(walk, SolveStep::Kind::Retreat), std::int64_t(0));
        QCOMPARE(solveMaze(tremaux, island).stats.pathLength, std::int64_t(16));
        for (std::uint64_t seed : {1u, 2u, 3u, 4u}) {
            GenerateRequest request{&generatorById("recursive-backtracker"), {23, 19}, seed, {}};
            request.shaping.braid = 70;
            Maze maze = generateMaze(request);
            maze.setGoal({11, 9});
            const SolveResult r = solveMaze(tremaux, maze);
            QVERIFY(r.stats.found);
            QVERIFY(testing::isSimplePath(maze, r.path));
            QVERIFY(r.stats.steps <= 2 * maze.passageCount());
        }
    }

    // An unreachable goal: Trémaux walks every passage it can reach twice, once each way, and
    // stands at the start again. The walled-goal maze has 13 passages the start can reach (12
    // in its 3x3 room, 1 to (3,0)): 13 walks, 13 retreats, then NoPath.
    void tremauxProvesAnUnreachableGoal() {
        const Maze maze = scenario("walled-goal");
        const Walk walk = record(solverById("tremaux"), maze);
        QCOMPARE(countOf(walk, SolveStep::Kind::Walk), std::int64_t(13));
        QCOMPARE(countOf(walk, SolveStep::Kind::Retreat), std::int64_t(13));
        QCOMPARE(walk.kinds.back(), SolveStep::Kind::NoPath);
        QCOMPARE(walk.cells.back(), maze.index(maze.start()));
        QCOMPARE(walk.reason,
                 std::string("no path: back at the start with every passage marked twice"));
        const Walk walledIn = record(solverById("tremaux"), Maze(Size{3, 3}));
        QCOMPARE(walledIn.kinds, std::vector<SolveStep::Kind>{SolveStep::Kind::NoPath});
    }

    // Dead-end filling on a perfect maze leaves exactly the path: every cell off BFS's path is
    // filled, none on it; it reads that path, and has looked at every cell.
    void deadEndFillingLeavesExactlyThePathOnPerfectMazes() {
        const SolverInfo& bfs = solverById("bfs");
        const SolverInfo& filling = solverById("dead-end-filling");
        for (const Maze& maze : perfectMazes()) {
            const std::vector<CellIndex> path = solveMaze(bfs, maze).path;
            const std::set<CellIndex> onPath(path.begin(), path.end());
            const std::set<CellIndex> filled = filledBy(record(filling, maze));
            for (CellIndex c = 0; c < maze.cellCount(); ++c)
                QCOMPARE(filled.count(c) == 1, onPath.count(c) == 0);
            const SolveResult r = solveMaze(filling, maze);
            QCOMPARE(r.path, path);
            QCOMPARE(r.stats.searched, std::int64_t(maze.cellCount()));
            QCOMPARE(r.stats.steps, std::int64_t(filled.size()) + 1);
        }
    }

    // With loops, no cell of any shortest path is filled (such a cell always has two neighbours
    // on that path not filled yet), so the path read has the fewest moves; dead ends are still
    // filled.
    void deadEndFillingKeepsEveryShortestPathOnMazesWithLoops() {
        const SolverInfo& filling = solverById("dead-end-filling");
        for (std::uint64_t seed : {1u, 2u, 3u, 4u}) {
            GenerateRequest request{&generatorById("recursive-backtracker"), {23, 19}, seed, {}};
            request.shaping.braid = 40;
            const Maze maze = generateMaze(request);
            const CellIndex start = maze.index(maze.start());
            const CellIndex goal = maze.index(maze.goal());
            const auto fromStart = distancesFrom(maze, start, DistanceMetric::Moves);
            const auto fromGoal = distancesFrom(maze, goal, DistanceMetric::Moves);
            const std::int64_t best = fromStart[std::size_t(goal)];
            const std::set<CellIndex> filled = filledBy(record(filling, maze));
            QVERIFY(!filled.empty());
            for (CellIndex c = 0; c < maze.cellCount(); ++c)
                if (fromStart[std::size_t(c)] + fromGoal[std::size_t(c)] == best)
                    QVERIFY2(!filled.count(c), "a cell of a shortest path was filled");
            QCOMPARE(solveMaze(filling, maze).stats.pathLength, best);
        }
    }

    // An unreachable goal: on the walled-goal maze the two dead ends (3,0) and (3,1) are filled,
    // the goal never is, and reading from the start meets the 9 cells of its room only.
    void deadEndFillingReportsAnUnreachableGoal() {
        const Maze maze = scenario("walled-goal");
        const Walk walk = record(solverById("dead-end-filling"), maze);
        QCOMPARE(filledBy(walk), (std::set<CellIndex>{maze.index({3, 0}), maze.index({3, 1})}));
        QCOMPARE(walk.kinds.back(), SolveStep::Kind::NoPath);
        QCOMPARE(walk.last.searched, std::int64_t(2 + 9));
        QVERIFY(!walk.reason.empty());
    }

    // The hand decides the way round: on the detour maze the right hand turns south at once
    // (2 moves); the left hand follows the outer wall east and round (10 moves).
    void theHandDecidesTheWayRound() {
        const Maze maze = scenario("detour");
        const SolverInfo& walker = solverById("wall-follower");
        QCOMPARE(solveMaze(walker, maze, hand("right")).stats.pathLength, std::int64_t(2));
        const SolveResult left = solveMaze(walker, maze, hand("left"));
        QCOMPARE(left.stats.pathLength, std::int64_t(10));
        QCOMPARE(left.stats.extra[0], std::int64_t(10));
        QCOMPARE(solveMaze(walker, maze).stats.pathLength, std::int64_t(2)); // right by default
    }
};

QTEST_GUILESS_MAIN(TestWalkers)
#include "test_walkers.moc"
