// Solvers: a table of hand-written scenarios run over every solver (expected figures derived by
// tests/reference/mazelab_ref.py, an independent transcription of docs/semantics.md; weighted A*'s
// and greedy's worked out by hand, then checked with the reference on the scenarios it can read,
// those with the default corners and no costs), agreement between the shortest-path solvers on
// generated mazes, Binary Tree facts, weighted mazes, unreachable goals, the step records
// themselves. The registry's traits, held to each family's rules and shown on mazes, are
// test_solver_traits's.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/distance.hpp"
#include "core/maze_file.hpp"
#include "core/random.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#include "support.hpp"
#endif

#include <algorithm>
#include <initializer_list>
#include <set>

using namespace mazelab;
using mazelab::testing::leastToGoal;
using mazelab::testing::scenarioMaze;

namespace {

Maze generated(std::string_view id, Size size, std::uint64_t seed) {
    return generateMaze({&generatorById(id), size, seed, {}});
}

// The path runs from start to goal through open walls, one move at a time, with no repeats.
void verifyPath(const Maze& maze, const std::vector<CellIndex>& path) {
    QVERIFY(path.size() >= 2);
    QCOMPARE(path.front(), maze.index(maze.start()));
    QCOMPARE(path.back(), maze.index(maze.goal()));
    std::set<CellIndex> seen(path.begin(), path.end());
    QCOMPARE(seen.size(), path.size());
    for (std::size_t i = 1; i < path.size(); ++i) {
        bool joined = false;
        for (Dir d : kDirs)
            joined |= maze.isOpen(path[i - 1], d) && maze.neighbour(path[i - 1], d) == path[i];
        QVERIFY2(joined, "path jumps or crosses a wall");
    }
}

// Walkers and fillers keep no frontier: their largest frontier is 0.
bool hasFrontier(const SolverInfo& info) {
    return info.family != SolverFamily::Walker && info.family != SolverFamily::Filling;
}

// Every solver on `maze`: a complete one finds a path, and every path found is valid, with
// `figure` (its length or cost) equal to `best` where the solver's `promise` trait says so and
// no less elsewhere. A solver that is not complete may find nothing.
void checkEverySolverAgainst(const Maze& maze, std::int64_t SolveStats::*figure,
                             bool SolverInfo::*promise, std::int64_t best) {
    for (const SolverInfo* s : solvers()) {
        if (!testing::takes(*s, maze))
            continue;
        const auto r = solveMaze(*s, maze);
        QVERIFY2(r.stats.found || !s->complete, s->id.data());
        if (!r.stats.found)
            continue;
        verifyPath(maze, r.path);
        if (QTest::currentTestFailed())
            return;
        if (s->*promise)
            QCOMPARE(r.stats.*figure, best);
        else
            QVERIFY2(r.stats.*figure >= best, s->id.data());
    }
}

// Cells reachable from the start through cells not in `filled` (a filler reads its path there).
std::int64_t reachableAvoiding(const Maze& maze, const std::set<CellIndex>& filled) {
    std::vector<CellIndex> todo{maze.index(maze.start())};
    std::set<CellIndex> seen(todo.begin(), todo.end());
    while (!todo.empty()) {
        const CellIndex c = todo.back();
        todo.pop_back();
        for (Dir d : kDirs) {
            const CellIndex n = maze.neighbour(c, d);
            if (maze.isOpen(c, d) && !filled.count(n) && seen.insert(n).second)
                todo.push_back(n);
        }
    }
    return std::int64_t(seen.size());
}

const std::vector<std::string_view> kGenerators = {"binary-tree", "modified-binary-tree",
                                                   "aldous-broder"};

} // namespace

class TestSolvers : public QObject {
    Q_OBJECT

    static void row(const char* maze, const char* solver, int length, int cost, int searched,
                    int expanded, int steps) {
        QTest::addRow("%s %s", maze, solver) << QString(maze) << QString(solver) << length << cost
                                             << searched << expanded << steps;
    }
    // One row each for solvers whose figures agree on this maze.
    static void rows(const char* maze, std::initializer_list<const char*> solvers, int length,
                     int cost, int searched, int expanded, int steps) {
        for (const char* solver : solvers)
            row(maze, solver, length, cost, searched, expanded, steps);
    }

private slots:
    // Every scenario, every solver: shortest-path solvers hit the expected length; every solver
    // searches, expands and steps exactly as the contract says (figures from the reference).
    // A table, one row per scenario and solver, hence its length.
    void scenarios_data() {
        QTest::addColumn<QString>("maze");
        QTest::addColumn<QString>("solver");
        QTest::addColumn<int>("length"); // -1: no path
        QTest::addColumn<int>("cost");
        QTest::addColumn<int>("searched");
        QTest::addColumn<int>("expanded");
        QTest::addColumn<int>("steps");
        // IDA*: its figures follow docs/semantics.md ("IDA*"), each pass worked out by hand,
        // except walled-goal's (4 passes to bound 11, every simple route of the region), checked
        // with a plain recursive transcription. The random mouse's, with its default seed 1, are
        // consistent with its rules (expanded = moves + 1, steps = moves; a walk that visits no
        // cell twice is its path).
        row("comb", "bfs", 8, 8, 18, 18, 18);
        row("comb", "dfs", 8, 8, 9, 9, 9);
        row("comb", "dfs-opposed", 8, 8, 18, 18, 27);
        row("comb", "dijkstra", 8, 8, 18, 18, 18);
        row("comb", "astar-euclidean", 8, 8, 18, 16, 16);
        row("comb", "astar-manhattan", 8, 8, 12, 9, 9);
        row("comb", "astar-dysfunctional", 8, 8, 18, 18, 18);
        // Both run east along the top (h falls by 1 a move, and weighted f = g + 2h by 1), then
        // down the last tooth; the teeth at x = 0, 2, 4 are discovered, never taken.
        rows("comb", {"weighted-astar", "greedy-manhattan"}, 8, 8, 12, 9, 9);
        // The wall follower (right hand, the default) walks the top corridor and each tooth down
        // and back (6 moves each for columns 0, 2 and 4) on its way to the last: 26 moves.
        row("comb", "wall-follower", 8, 8, 18, 18, 26);
        row("comb", "tremaux", 8, 8, 9, 9, 8); // east first: along the top, down the last tooth
        // Dead-end filling fills both 3-cell bars and the teeth of columns 0, 2 and 4 (15 steps);
        // its last step reads the 9 cells left: searched 24, every cell.
        row("comb", "dead-end-filling", 8, 8, 24, 24, 16);
        row("comb", "ida-star", 8, 8, 9, 9, 9); // every move along the path keeps f = 8: no retreat
        // every tooth walked before the last; the unique path
        row("comb", "random-mouse", 8, 8, 18, 37, 36);
        row("detour", "bfs", 2, 2, 6, 5, 5);
        row("detour", "dfs", 10, 10, 11, 11, 11);
        row("detour", "dfs-opposed", 2, 2, 3, 3, 3);
        row("detour", "dijkstra", 2, 2, 6, 5, 5);
        row("detour", "astar-euclidean", 2, 2, 4, 3, 3);
        row("detour", "astar-manhattan", 2, 2, 4, 3, 3);
        row("detour", "astar-dysfunctional", 2, 2, 10, 9, 9);
        // h(0,1) = 1 beats h(1,0) = 3 at the start: straight down to the goal.
        rows("detour", {"weighted-astar", "greedy-manhattan"}, 2, 2, 4, 3, 3);
        row("detour", "wall-follower", 2, 2, 3, 3, 2); // the right hand turns south at once
        row("detour", "tremaux", 10, 10, 11, 11, 10); // east first, the long way round
        row("detour", "dead-end-filling", 2, 2, 15, 15, 4); // fills the loose bar
        // The island: the goal (2,2) in the middle of an inner ring behind a wall with one gap at
        // (0,2)-(1,2). BFS and Dijkstra expand 10 cells (everything up to 3 moves away, and
        // (4,0) queued before the goal) and discover 14; A* Manhattan and Euclidean go (0,0),
        // (1,0), (2,0), (0,1), (0,2), (1,2), goal; DFS walks the outer ring east-first (16
        // moves); opposed DFS walks the outer ring, backs up 13 cells, then the inner ring, backs
        // up 7, and enters the goal: 25 enters and 20 retreats. Dysfunctional A* takes every
        // cell but (3,2) before the goal. The wall follower walks the outer ring and is back at
        // the start facing west: 16 moves and NoPath.
        row("island", "bfs", 4, 4, 14, 10, 10);
        row("island", "dfs", 16, 16, 17, 17, 17);
        row("island", "dfs-opposed", 4, 4, 25, 25, 45);
        row("island", "dijkstra", 4, 4, 14, 10, 10);
        row("island", "astar-euclidean", 4, 4, 11, 7, 7);
        row("island", "astar-manhattan", 4, 4, 11, 7, 7);
        row("island", "astar-dysfunctional", 4, 4, 25, 24, 24);
        row("island", "wall-follower", -1, -1, 16, 16, 17);
        // Trémaux goes east first round the outer ring to (0,2), then through the gap: 16 moves.
        row("island", "tremaux", 16, 16, 17, 17, 16);
        row("island", "dead-end-filling", 4, 4, 25, 25, 1); // no dead end: reads BFS's path
        // Greedy and weighted A* take A*'s cells here (greedy: ties on h go to the cell found
        // first, so (1,0), (2,0), then (0,1) before (3,0)).
        rows("island", {"weighted-astar", "greedy-manhattan"}, 4, 4, 11, 7, 7);
        // Bidirectional: 1 S(0,0); 2 G(2,2) labels (1,2); 3 G (1 waiting < 2) labels (1,3), (0,2),
        // (1,1); 4 S(1,0); 5 S(0,1) meets (0,2): 1 + 1 + 2 = 4; 6: heads 2 + 2 >= 4, Found.
        rows("island", {"bidirectional-bfs", "bidirectional-dijkstra"}, 4, 4, 9, 5, 6);
        // IDA*: pass 1 (bound 4) enters (1,0), (2,0) (E of it f 6), retreats twice, then (0,1),
        // (0,2), (1,2) and the goal, all at f = 4: 9 steps over 7 cells.
        row("island", "ida-star", 4, 4, 7, 7, 9);
        // 44 moves with its default seed over every cell; its loops cut out leave the 4 moves.
        row("island", "random-mouse", 4, 4, 25, 45, 44);
        // E is over the bound (f 4 > 2), S reaches the goal in pass 1
        row("detour", "ida-star", 2, 2, 3, 3, 3);
        row("detour", "random-mouse", 2, 2, 3, 3, 2); // its seed turns S at the start
        // moved-endpoints: the start's corridor of 7 cells ends at the goal; the searches take
        // each cell once, the walkers walk its 6 moves.
        rows("moved-endpoints",
             {"bfs", "dfs", "dfs-opposed", "dijkstra", "astar-euclidean", "astar-manhattan",
              "astar-dysfunctional", "weighted-astar", "greedy-manhattan", "ida-star"},
             6, 6, 7, 7, 7);
        rows("moved-endpoints", {"wall-follower", "tremaux", "random-mouse"}, 6, 6, 7, 7, 6);
        row("moved-endpoints", "dead-end-filling", 6, 6, 20, 20, 3); // fills (0,0), then (0,1)
        row("open-room", "bfs", 6, 6, 16, 16, 16);
        row("open-room", "dfs", 6, 6, 7, 7, 7);
        row("open-room", "dfs-opposed", 12, 12, 13, 13, 13);
        row("open-room", "dijkstra", 6, 6, 16, 16, 16);
        row("open-room", "astar-euclidean", 6, 6, 16, 11, 11);
        row("open-room", "astar-manhattan", 6, 6, 11, 7, 7);
        row("open-room", "astar-dysfunctional", 6, 6, 16, 16, 16);
        // As A*: a move toward the goal lowers h by 1 and weighted A*'s f = 12 - g by 1, so both
        // take the top row and the east column, discovering the 11 cells A* does.
        rows("open-room", {"weighted-astar", "greedy-manhattan"}, 6, 6, 11, 7, 7);
        row("open-room", "wall-follower", 6, 6, 7, 7, 6); // down the west wall, along the south
        row("open-room", "tremaux", 6, 6, 7, 7, 6); // east along the north wall, then south
        row("open-room", "dead-end-filling", 6, 6, 16, 16, 1);
        row("open-room", "ida-star", 6, 6, 7, 7, 7); // E, E, E, S, S, S, f = 6 all the way
        // 9 cells, none twice: the walk is the path
        row("open-room", "random-mouse", 8, 8, 9, 9, 8);
        // serpentine: one corridor of 9 cells; the searches take each cell once, the walkers
        // walk its 8 moves.
        rows("serpentine",
             {"bfs", "dfs", "dfs-opposed", "dijkstra", "astar-euclidean", "astar-manhattan",
              "astar-dysfunctional", "weighted-astar", "greedy-manhattan"},
             8, 8, 9, 9, 9);
        rows("serpentine", {"wall-follower", "tremaux", "random-mouse"}, 8, 8, 9, 9, 8);
        row("serpentine", "dead-end-filling", 8, 8, 9, 9, 1); // its ends are the start and goal
        // passes under bounds 4, 6, 8: 4 + 4, 5 + 5, 9 steps
        row("serpentine", "ida-star", 8, 8, 9, 18, 27);
        // walled-goal: the searches take the 10 cells reachable from the start, one a step (DFS
        // also retreats from each), then NoPath.
        rows("walled-goal",
             {"bfs", "dijkstra", "astar-euclidean", "astar-manhattan", "astar-dysfunctional",
              "weighted-astar", "greedy-manhattan"},
             -1, -1, 10, 10, 11);
        rows("walled-goal", {"dfs", "dfs-opposed"}, -1, -1, 10, 10, 21);
        // The wall follower goes round the walls of the 3x3 room and (3,0) and never enters the
        // room's middle cell (1,1): 10 moves over 9 cells, back at the start heading west.
        row("walled-goal", "wall-follower", -1, -1, 9, 9, 11);
        // Trémaux walks each of the 13 passages it can reach twice (26 moves) and stops: NoPath.
        row("walled-goal", "tremaux", -1, -1, 10, 10, 27);
        // Dead-end filling fills (3,0) and (3,1); the reading reaches the 9 cells of the room.
        row("walled-goal", "dead-end-filling", -1, -1, 11, 11, 3);
        // every entry retreated from, then NoPath: 2 x 231 + 1 steps
        row("walled-goal", "ida-star", -1, -1, 10, 231, 463);
        // the default limit, then GaveUp
        row("walled-goal", "random-mouse", -1, -1, 10, 1000001, 1000001);
        row("weighted", "bfs", 2, 10, 5, 4, 4);
        row("weighted", "dfs", 2, 10, 3, 3, 3);
        row("weighted", "dfs-opposed", 4, 12, 5, 5, 5);
        row("weighted", "dijkstra", 4, 4, 6, 5, 5);
        row("weighted", "astar-euclidean", 4, 4, 6, 5, 5);
        row("weighted", "astar-manhattan", 4, 4, 6, 5, 5);
        row("weighted", "astar-dysfunctional", 4, 4, 6, 5, 5);
        // Weighted A*, f = g + 2h: (1,0) has f = 9 + 2 = 11, (0,1) f = 1 + 6 = 7, so it goes round
        // the bottom ((1,1) f 6, (2,1) f 5, goal f 4): A*'s path and figures. Greedy takes (1,0)
        // for its h = 1 and then the goal: 2 moves costing 9 + 1, five cells searched (the start,
        // (1,0), (0,1), the goal and (1,1)), three expanded.
        row("weighted", "weighted-astar", 4, 4, 6, 5, 5);
        row("weighted", "greedy-manhattan", 2, 10, 5, 3, 3);
        // Bidirectional (docs/semantics.md): searched starts at 2 (start and goal); the side with
        // fewer waiting cells goes next, ties the start side; steps = expansions + 1. On unit
        // costs the Dijkstra variant takes the same cells in the same order as the BFS one.
        // comb: 1 S(0,0); 2-6 G (1 waiting < 2) walks up the last tooth and west to (4,0), which
        // labels (4,1) and (3,0) at 5; 7-9 S (ties) takes (1,0), (0,1), (2,0), which meets (3,0):
        // 3 + 5 = 8; 10-11 G takes (4,1), (3,0); 12: heads 2 + 6 >= 8, Found.
        rows("comb", {"bidirectional-bfs", "bidirectional-dijkstra"}, 8, 8, 14, 11, 12);
        // detour: 1 S(0,0) labels (1,0), (0,1); 2 G(0,2) labels (1,2) and meets (0,1): 1 + 1;
        // 3: heads 1 + 1 >= 2, Found.
        rows("detour", {"bidirectional-bfs", "bidirectional-dijkstra"}, 2, 2, 5, 2, 3);
        // moved-endpoints: a corridor from the start; one waiting cell each, so the start side
        // walks all of it (ties) and meets the goal at 6 + 0 after 6 expansions.
        rows("moved-endpoints", {"bidirectional-bfs", "bidirectional-dijkstra"}, 6, 6, 7, 6, 7);
        // open-room: 1 S, 2 G, 3 S, 4 G, 5 S, 6 S, 7-8 G (every cell now seen), 9 S (1,1) meets
        // (1,2) at 3 + 3 = 6; then S (ties 4 : 4) takes (0,2), (3,0), (2,1), (1,2), (0,3) while
        // its head's depth + G's head's 2 stays below 6; 15: heads 4 + 2 >= 6, Found.
        rows("open-room", {"bidirectional-bfs", "bidirectional-dijkstra"}, 6, 6, 16, 14, 15);
        // serpentine: the start side walks the corridor (ties), meeting the goal at 8 + 0.
        rows("serpentine", {"bidirectional-bfs", "bidirectional-dijkstra"}, 8, 8, 9, 8, 9);
        // walled-goal: 1 S(0,0); 2-3 G takes (3,2) and (3,1) and runs out; 4 NoPath.
        rows("walled-goal", {"bidirectional-bfs", "bidirectional-dijkstra"}, -1, -1, 5, 3, 4);
        // weighted, moves: 1 S(0,0); 2 G(2,0) meets (1,0) at 1 + 1; 3: heads 1 + 1, Found.
        row("weighted", "bidirectional-bfs", 2, 10, 5, 2, 3);
        // weighted, costs: 1 S(0,0): g_S (1,0) 9, (0,1) 1; 2 G(2,0): g_G (2,1) 1, (1,0) 1 (the
        // goal's cost), meeting 9 + 1; 3 S(0,1): (1,1) 2; 4 S(1,1): (2,1) 3 meets 3 + 1 = 4;
        // 5: heads 3 + 1 >= 4, Found: the detour through the bottom row.
        row("weighted", "bidirectional-dijkstra", 4, 4, 6, 4, 5);
        row("weighted", "wall-follower", 4, 4, 5, 5, 4); // round by the south row
        row("weighted", "tremaux", 2, 10, 3, 3, 2); // east first, through the cost-9 cell
        row("weighted", "dead-end-filling", 2, 10, 6, 6, 1); // no dead end; fewest moves
        // pass 1 (bound 2): start, retreat; pass 2 (bound 4): the detour
        row("weighted", "ida-star", 4, 4, 5, 6, 7);
        // all 6 cells; its loops cut out leave the cheap detour
        row("weighted", "random-mouse", 4, 4, 6, 9, 8);
    }
    void scenarios() {
        QFETCH(QString, maze);
        QFETCH(QString, solver);
        QFETCH(int, length);
        QFETCH(int, cost);
        QFETCH(int, searched);
        QFETCH(int, expanded);
        QFETCH(int, steps);
        const Maze m = scenarioMaze(maze);
        const SolverInfo& info = solverById(solver.toStdString());
        const SolveResult r = solveMaze(info, m);
        QCOMPARE(r.stats.found, length >= 0);
        if (r.stats.found) {
            verifyPath(m, r.path);
            QCOMPARE(r.stats.pathLength, std::int64_t(length));
            QCOMPARE(r.stats.pathCost, std::int64_t(cost));
            QCOMPARE(r.stats.pathCost, pathCost(m, r.path));
        } else {
            QVERIFY(r.path.empty());
            QCOMPARE(r.stats.pathLength, std::int64_t(0));
        }
        QCOMPARE(r.stats.searched, std::int64_t(searched));
        QCOMPARE(r.stats.expanded, std::int64_t(expanded));
        QCOMPARE(r.stats.steps, std::int64_t(steps));
        QCOMPARE(r.stats.percentSearched, double(searched - 1) / (m.cellCount() - 1) * 100.0);
        if (hasFrontier(info))
            QVERIFY(r.stats.maxFrontier >= 1);
        else
            QCOMPARE(r.stats.maxFrontier, std::int64_t(0));
    }

    // On unit costs BFS, Dijkstra and the three A* agree on the path length for every generated
    // maze; DFS finds valid paths at least that long. A solver that is not complete may stop
    // short (at its step limit), but what it finds is held to the same rules.
    void shortestPathSolversAgreeOnGeneratedMazes() {
        for (auto gen : kGenerators) {
            for (Size size : {Size{2, 2}, Size{7, 3}, Size{25, 25}, Size{80, 45}}) {
                for (std::uint64_t seed : {1u, 2u, 3u}) {
                    Maze maze = generated(gen, size, seed);
                    if (seed == 3u) // also away from the default corners
                        maze.setEndpoints({size.width / 2, size.height - 1}, {0, size.height / 2});
                    const auto bfs = solveMaze(solverById("bfs"), maze);
                    QVERIFY(bfs.stats.found);
                    checkEverySolverAgainst(maze, &SolveStats::pathLength,
                                            &SolverInfo::shortestOnUnitCosts, bfs.stats.pathLength);
                    if (QTest::currentTestFailed())
                        return;
                }
            }
        }
    }

    // On weighted mazes Dijkstra and the three A* agree on the cost; BFS finds the fewest moves,
    // which may cost more. A solver that is not complete is held to this when it finds a path.
    void cheapestPathSolversAgreeOnWeightedMazes() {
        bool bfsPaidMore = false;
        for (auto gen : kGenerators) {
            for (std::uint64_t seed : {4u, 5u, 6u}) {
                Maze maze = generated(gen, {40, 30}, seed);
                Random random(seed);
                for (CellIndex i = 0; i < maze.cellCount(); ++i)
                    maze.setCost(i, 1 + int(random.below(9)));
                const auto dijkstra = solveMaze(solverById("dijkstra"), maze);
                checkEverySolverAgainst(maze, &SolveStats::pathCost, &SolverInfo::cheapestOnCosts,
                                        dijkstra.stats.pathCost);
                if (QTest::currentTestFailed())
                    return;
                bfsPaidMore |= solveMaze(solverById("bfs"), maze).stats.pathCost >
                               dijkstra.stats.pathCost;
            }
        }
        QVERIFY2(bfsPaidMore, "no weighted maze showed BFS ignoring costs");
    }

    // Binary Tree (default corners): the shortest path is (W-1)+(H-1) and same-bias DFS searches
    // only the cells of its path.
    void binaryTreeFactsHold() {
        for (Size size : {Size{2, 2}, Size{4, 4}, Size{19, 19}, Size{79, 79}, Size{120, 33}}) {
            for (std::uint64_t seed : {1u, 7u, 99u}) {
                const Maze maze = generated("binary-tree", size, seed);
                const auto bfs = solveMaze(solverById("bfs"), maze);
                QCOMPARE(bfs.stats.pathLength, std::int64_t(size.width - 1 + size.height - 1));
                const auto dfs = solveMaze(solverById("dfs"), maze);
                QCOMPARE(dfs.stats.pathLength, bfs.stats.pathLength);
                QCOMPARE(dfs.stats.searched, dfs.stats.pathLength + 1);
            }
        }
    }

    // Table 10 of Taylor's report: BFS on a Large (79x79) Binary Tree finds 156 moves.
    void largeBinaryTreeMatchesTheOriginal() {
        const auto r = solveMaze(solverById("bfs"), generated("binary-tree", {79, 79}, 1));
        QCOMPARE(r.stats.pathLength, std::int64_t(156));
    }

    // An unreachable goal ends every solver with found=false after it searched exactly the
    // start's region (walling off the goal of a spanning tree also cuts off the branches behind
    // it), on a maze large enough that a hang or a recursion would show. A bidirectional solver
    // stops as soon as either side runs out, which here is the goal side. A filler works on the
    // whole maze: it also fills cells outside the start's region, which count as searched. A
    // solver that is not complete may give up at its step limit instead; IDA* enters cells
    // again in every pass, so it expands at least the region. An incremental solver searching
    // from the goal (D* Lite) searches the goal's region, here the goal alone.
    void unreachableGoalEndsWithNoPath() {
        Maze maze = generated("aldous-broder", {300, 200}, 8);
        const CellIndex goal = maze.index(maze.goal());
        for (Dir d : kDirs)
            if (maze.isOpen(goal, d))
                maze.addWall(goal, d);
        const std::int64_t region = testing::reachableFrom(maze, maze.index(maze.start()));
        QVERIFY(region < maze.cellCount() - 1);
        for (const SolverInfo* s : solvers()) {
            if (!testing::takes(*s, maze))
                continue;
            const auto r = solveMaze(*s, maze);
            QVERIFY(!r.stats.found);
            QVERIFY(r.path.empty());
            QVERIFY(!r.stats.gaveUp || !s->complete);
            if (r.stats.gaveUp)
                continue;
            if (s->family == SolverFamily::Bidirectional) {
                // It stops when either side runs out: here the goal side, after its one cell,
                // so it saw the goal and a part of the start's region, expanding each cell once.
                QVERIFY(r.stats.searched >= 2 && r.stats.searched <= region + 1);
                QVERIFY(r.stats.expanded >= 2 && r.stats.expanded <= r.stats.searched);
                continue;
            }
            if (s->family == SolverFamily::Filling) {
                QVERIFY(r.stats.searched >= region);
                QCOMPARE(r.stats.expanded, r.stats.searched);
                continue;
            }
            if (s->searchesFromGoal) {
                QCOMPARE(r.stats.searched, std::int64_t(1));
                QCOMPARE(r.stats.expanded, std::int64_t(1));
                continue;
            }
            QCOMPARE(r.stats.searched, region);
            if (s->family == SolverFamily::IterativeDeepening)
                QVERIFY(r.stats.expanded >= region);
            else
                QCOMPARE(r.stats.expanded, region);
        }
    }

    // A 4096 x 512 single corridor (2 million cells deep) does not overflow DFS: its stack is
    // explicit.
    void depthFirstSearchHandlesAVeryDeepCorridor() {
        Maze maze({4096, 512});
        for (int y = 0; y < maze.height(); ++y) {
            for (int x = 0; x + 1 < maze.width(); ++x)
                maze.carve(maze.index({x, y}), Dir::East);
            if (y + 1 < maze.height()) {
                const int x = (y % 2 == 0) ? maze.width() - 1 : 0;
                maze.carve(maze.index({x, y}), Dir::South);
            }
        }
        maze.setGoal({0, maze.height() - 1}); // the far end of the snake (512 rows is even)
        const auto r = solveMaze(solverById("dfs-opposed"), maze);
        QVERIFY(r.stats.found);
        QCOMPARE(r.stats.pathLength, std::int64_t(maze.cellCount()) - 1);
    }

    // The step records: counters grow as the steps say, lines are valid, the last step is the
    // only Found/NoPath and carries the same path as solveMaze; searched cells are never
    // reported twice. A walker searches the cells it walks into (again and again); a filler the
    // cells it fills (once each), and, in its last step, those it reads the path through.
    void stepsDescribeTheSearch() {
        const Maze maze = generated("modified-binary-tree", {30, 30}, 3);
        for (const SolverInfo* s : solvers()) {
            if (!testing::takes(*s, maze))
                continue;
            const bool filling = s->family == SolverFamily::Filling;
            std::set<CellIndex> searched{maze.index(maze.start())};
            if (s->family == SolverFamily::Bidirectional) // the goal side starts at the goal
                searched.insert(maze.index(maze.goal()));
            if (s->searchesFromGoal) // D* Lite
                searched = {maze.index(maze.goal())};
            std::set<CellIndex> filled;
            std::int64_t steps = 0;
            std::vector<CellIndex> lastPath;
            bool ended = false;
            for (const SolveStep& step : s->start(maze)) {
                QVERIFY(!ended);
                ++steps;
                QCOMPARE(step.counters.steps, steps);
                QVERIFY(step.line >= 0 && std::size_t(step.line) < s->pseudocode.size());
                for (CellIndex c : step.discovered())
                    QVERIFY2(searched.insert(c).second, "a cell was discovered twice");
                if (step.kind == SolveStep::Kind::Fill) {
                    QVERIFY2(filled.insert(step.cell).second, "a cell was filled twice");
                    QCOMPARE(std::int64_t(filled.size() + 1), step.counters.searched);
                }
                if (filling && step.isLast())
                    QCOMPARE(step.counters.searched,
                             std::int64_t(filled.size()) + reachableAvoiding(maze, filled));
                // DFS and IDA* search a cell by entering it, a walker by walking into it; the
                // Found step enters the goal (a filler's reads the path instead).
                const bool entered = step.kind == SolveStep::Kind::Enter ||
                                     step.kind == SolveStep::Kind::Walk ||
                                     (step.kind == SolveStep::Kind::Found && !filling);
                if (entered) {
                    searched.insert(step.cell);
                    QCOMPARE(std::int64_t(searched.size()), step.counters.searched);
                }
                QVERIFY(step.counters.frontier <= step.counters.maxFrontier);
                if (step.isLast()) {
                    ended = true;
                    lastPath.assign(step.path.begin(), step.path.end());
                }
            }
            QVERIFY(ended);
            const auto r = solveMaze(*s, maze);
            QCOMPARE(lastPath, r.path);
            if (!filling)
                QCOMPARE(std::int64_t(searched.size()), r.stats.searched);
            QCOMPARE(steps, r.stats.steps);
        }
    }

    // Taylor's DFS contrast on his imperfect maze: opposed bias finds a far longer path
    // than BFS on a Large Modified Binary Tree (his report measured 3024 against 156).
    void opposedDepthFirstSearchWandersOnModifiedBinaryTree() {
        const Maze maze = generated("modified-binary-tree", {79, 79}, 1);
        const auto bfs = solveMaze(solverById("bfs"), maze);
        const auto opposed = solveMaze(solverById("dfs-opposed"), maze);
        QCOMPARE(bfs.stats.pathLength, std::int64_t(156));
        QCOMPARE(opposed.stats.pathLength, std::int64_t(2260)); // reference implementation
    }
};

QTEST_GUILESS_MAIN(TestSolvers)
#include "test_solvers.moc"
