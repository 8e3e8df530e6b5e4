// IDA* (core/solvers/ida_star.cpp) and the random mouse (core/solvers/random_mouse.cpp): what
// their contracts in docs/semantics.md promise beyond the rules every solver keeps. IDA*'s path
// is a cheapest one whenever it finds one, its passes and bound grow, and it tells "gave up" from
// "no path"; the mouse's walk is its seed's, it turns back only at dead ends, its path on a
// perfect maze is the one path, and at its limit it gives up, never claiming there is no path.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/distance.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#include "support.hpp"
#endif

#include <string>
#include <vector>

using namespace mazelab;

namespace {

const SolverInfo& ida() { return solverById("ida-star"); }
const SolverInfo& mouse() { return solverById("random-mouse"); }

ParamValues with(const SolverInfo& info, std::string_view key, double value) {
    ParamValues values = info.defaults();
    values.set(info.params, key, value);
    return values;
}

Maze braided(Size size, std::uint64_t seed, bool weighted) {
    GenerateRequest request{&generatorById("recursive-backtracker"), size, seed, {}};
    request.shaping.braid = 60;
    if (weighted)
        request.shaping.terrain = {40, 50, 9};
    return generateMaze(request);
}

void wallOffGoal(Maze& maze) {
    const CellIndex goal = maze.index(maze.goal());
    for (Dir d : kDirs)
        if (maze.isOpen(goal, d))
            maze.addWall(goal, d);
}

bool joined(const Maze& maze, CellIndex a, CellIndex b) {
    for (Dir d : kDirs)
        if (maze.isOpen(a, d) && maze.neighbour(a, d) == b)
            return true;
    return false;
}

// The cells of a maze's path from start to goal when it has exactly one: BFS's.
std::vector<CellIndex> onePath(const Maze& maze) { return solveMaze(solverById("bfs"), maze).path; }

struct StepRecord {
    SolveStep::Kind kind;
    CellIndex cell;
    friend bool operator==(const StepRecord&, const StepRecord&) = default;
};

std::vector<StepRecord> stream(const Maze& maze, std::uint64_t seed) {
    std::vector<StepRecord> out;
    for (const SolveStep& step : mouse().start(maze, with(mouse(), "seed", double(seed))))
        out.push_back({step.kind, step.cell});
    return out;
}

} // namespace

class TestIdaMouse : public QObject {
    Q_OBJECT

private slots:
    // Whenever IDA* finds a path, it costs what Dijkstra's does; on unit costs it is as short as
    // BFS's. These small braided mazes are all within its default limit.
    void idaStarIsCheapestWheneverItFinds() {
        int found = 0;
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            for (bool weighted : {false, true}) {
                const Maze maze = braided({7 + int(seed % 3), 6}, seed, weighted);
                const SolveResult r = solveMaze(ida(), maze);
                if (!r.stats.found) {
                    QVERIFY(r.stats.gaveUp);
                    continue;
                }
                ++found;
                QCOMPARE(r.stats.pathCost, solveMaze(solverById("dijkstra"), maze).stats.pathCost);
                if (!weighted)
                    QCOMPARE(r.stats.pathLength,
                             solveMaze(solverById("bfs"), maze).stats.pathLength);
            }
        }
        QCOMPARE(found, 24);
    }

    // The iteration figure rises by one with each pass, which starts by entering the start
    // alone; the bound never falls, and rises with each new pass (to the least f that went
    // over the last one).
    void passesRiseAndTheBoundNeverFalls() {
        const Maze maze = braided({9, 7}, 3, true);
        std::int64_t pass = 0;
        std::int64_t bound = 0;
        for (const SolveStep& step : ida().start(maze)) {
            const std::int64_t p = step.counters.extra[0];
            const std::int64_t b = step.counters.extra[1];
            QVERIFY(p == pass || p == pass + 1);
            QVERIFY(b >= bound);
            if (p == pass + 1) {
                QCOMPARE(step.kind, SolveStep::Kind::Enter);
                QCOMPARE(step.cell, maze.index(maze.start()));
                QCOMPARE(step.counters.frontier, std::int64_t(1));
                QVERIFY(pass == 0 || b > bound);
            } else {
                QCOMPARE(b, bound);
            }
            pass = p;
            bound = b;
            if (step.kind == SolveStep::Kind::Found)
                QCOMPARE(bound, pathCost(maze, step.path)); // found under a bound it meets
        }
        QVERIFY(pass > 3);
        const Cell s = maze.start();
        const Cell g = maze.goal();
        QVERIFY(bound > std::abs(s.x - g.x) + std::abs(s.y - g.y)); // h(start), the first bound
    }

    // A tiny limit on a maze with loops and a path: GaveUp after exactly that many steps, with
    // its reason; never "no path".
    void idaStarGivesUpAtItsLimit() {
        const Maze maze = braided({30, 30}, 2, true);
        QVERIFY(solveMaze(solverById("bfs"), maze).stats.found);
        const SolveResult r = solveMaze(ida(), maze, with(ida(), "limit", 1000));
        QVERIFY(!r.stats.found);
        QVERIFY(r.stats.gaveUp);
        QCOMPARE(r.stats.steps, std::int64_t(1001));
        QCOMPARE(r.stats.reason, std::string("gave up after 1000 steps"));
    }

    // A sealed goal: once a pass cuts no route short, every route has been followed to its end,
    // and IDA* says "no path", not "gave up", having entered exactly the start's region.
    void idaStarReportsNoPathOnASealedGoal() {
        Maze maze = braided({6, 5}, 4, false);
        wallOffGoal(maze);
        const SolveResult r = solveMaze(ida(), maze);
        QVERIFY(!r.stats.found);
        QVERIFY(!r.stats.gaveUp);
        QVERIFY(!r.stats.reason.empty());
        QCOMPARE(r.stats.searched, testing::reachableFrom(maze, maze.index(maze.start())));
        QVERIFY(r.stats.expanded > r.stats.searched); // passes repeat their work
    }

    // The same seed walks the same walk, step for step; another seed walks another.
    void theMouseWalksItsSeedsWalk() {
        const Maze maze = braided({15, 15}, 9, false);
        const std::vector<StepRecord> a = stream(maze, 5);
        QCOMPARE(stream(maze, 5), a);
        QVERIFY(stream(maze, 6) != a);
        QVERIFY(a.size() > 20);
    }

    // Every move is into an open neighbour, and back where it came from only at a dead end
    // (a cell with one open side); the last step is Found on the goal.
    void theMouseTurnsBackOnlyAtDeadEnds() {
        const Maze maze = braided({15, 15}, 9, false);
        CellIndex before = -1;
        CellIndex here = maze.index(maze.start());
        int turnedBack = 0;
        for (const SolveStep& step : mouse().start(maze)) {
            QVERIFY(joined(maze, here, step.cell));
            if (step.cell == before) {
                QCOMPARE(popcount(maze.openDirs(here)), 1);
                ++turnedBack;
            }
            before = here;
            here = step.cell;
            if (step.isLast())
                QCOMPARE(step.kind, SolveStep::Kind::Found);
            else
                QCOMPARE(step.kind, SolveStep::Kind::Walk);
        }
        QCOMPARE(here, maze.index(maze.goal()));
        QVERIFY(turnedBack > 0);
    }

    // On a perfect maze, given enough steps, the mouse reaches the goal, and its walk without
    // its loops is the maze's one path.
    void theMousesPathIsTheOnePathOfAPerfectMaze() {
        for (std::string_view gen : {"aldous-broder", "recursive-backtracker", "kruskal"}) {
            for (std::uint64_t seed = 1; seed <= 4; ++seed) {
                const Maze maze = generateMaze({&generatorById(gen), {12, 9}, seed, {}});
                const SolveResult r = solveMaze(mouse(), maze, with(mouse(), "seed", double(seed)));
                QVERIFY(r.stats.found);
                QCOMPARE(r.path, onePath(maze));
                for (std::size_t i = 1; i < r.path.size(); ++i)
                    QVERIFY(joined(maze, r.path[i - 1], r.path[i]));
                QCOMPARE(r.stats.expanded, r.stats.steps + 1); // every move enters a cell
            }
        }
    }

    // A tiny limit: GaveUp after exactly that many moves and one step more, with its reason,
    // whether or not the goal can be reached.
    void theMouseGivesUpAtItsLimit() {
        Maze open = generateMaze({&generatorById("aldous-broder"), {60, 60}, 3, {}});
        Maze sealed = open;
        wallOffGoal(sealed);
        for (const Maze* maze : {&open, &sealed}) {
            const SolveResult r = solveMaze(mouse(), *maze, with(mouse(), "limit", 1000));
            QVERIFY(!r.stats.found);
            QVERIFY(r.stats.gaveUp);
            QCOMPARE(r.stats.steps, std::int64_t(1001));
            QCOMPARE(r.stats.expanded, std::int64_t(1001));
            QCOMPARE(r.stats.reason, std::string("gave up after 1000 steps"));
        }
    }
};

QTEST_GUILESS_MAIN(TestIdaMouse)
#include "test_ida_mouse.moc"
