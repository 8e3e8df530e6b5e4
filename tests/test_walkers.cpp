// The walkers and the filler (docs/semantics.md, "Wall follower", "Trémaux's algorithm",
// "Dead-end filling"): what each guarantees on perfect mazes from every perfect generator of the
// registry (the unique path, cell by cell, as BFS finds it), and how each ends on the hand-made
// island maze (tests/data/scenarios/island.maze) and on a walled-in start.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/maze_file.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#endif

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
