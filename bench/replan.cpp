// mazelab-bench-replan: incremental search against search from scratch (docs/performance.md,
// "Replanning: D* Lite against A* from scratch").
//
// 1. The unknown-maze scene (core/navigate.hpp): an agent that senses only nearby walls walks
//    from start to goal, replanning as it learns, once with D* Lite (S. Koenig and M. Likhachev,
//    "D* Lite", AAAI 2002), which repairs its search, and once with A* searching again from
//    scratch at each replan. Boards: the Moving AI map random512-10-0 (N. Sturtevant,
//    "Benchmarks for Grid-Based Pathfinding", 2012), problems from the longest buckets of its
//    scenario file, under its movement rule (eight directions, no corner cutting); and a
//    512 x 512 fully braided maze with four directions. The figure is the cells expanded by all
//    the plans, summed over the problems, and its ratio; CPU time beside it.
// 2. The same walk on small mazes of every generator (20 seeds of 40 x 40, braided 50% but the
//    obstacle field, sensor radius 2, four directions): cells expanded and replans per generator.
// 3. The repair after one wall toggle on a 1000 x 1000 braided maze: Lifelong Planning A*'s
//    noteEdits + compute, against A* from scratch on the same edited maze, for walls closed on
//    the current path (the case that makes a repair work) and opened anywhere.
//
// The planners are picked from the registry by their traits: the incremental solver that
// searches from the goal, the one that searches from the start, and the A* whose fixed heuristic
// is the movement's (Manhattan, or octile with diagonals).

#include "harness.hpp"
#include "toggles.hpp"

#include "core/incremental.hpp"
#include "core/maze_file.hpp"
#include "core/movingai.hpp"
#include "core/navigate.hpp"
#include "core/random.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>
#include <vector>

#ifndef MAZELAB_BENCH_BUILD_TYPE
#define MAZELAB_BENCH_BUILD_TYPE "unknown"
#endif
#ifndef MAZELAB_MOVINGAI_DIR
#define MAZELAB_MOVINGAI_DIR "resources/movingai"
#endif

namespace mazelab::bench {
namespace {

constexpr double kFrameMs = 1000.0 / 60.0; // a repair must fit in one frame at 60 Hz

struct Options {
    std::string dir = MAZELAB_MOVINGAI_DIR;
    int problems = 8; // per board
    int sensor = 1;
    int toggles = 20; // wall toggles on the 1000 x 1000 maze
    bool quick = false;
};

const char* const kUsage =
    "usage: mazelab-bench-replan [--dir DIR] [--problems N] [--sensor R] [--toggles N] [--quick]\n"
    "  --dir DIR      folder of random512-10-0.map and its .scen (default: the repository's)\n"
    "  --problems N   problems per board for the agent (default 8)\n"
    "  --sensor R     the agent's sensor radius (default 1)\n"
    "  --toggles N    wall toggles timed on the 1000 x 1000 maze (default 20)\n"
    "  --quick        2 problems per board, 5 toggles\n";

Options parse(int argc, char** argv) {
    Options options;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto number = [&]() {
            if (i + 1 >= argc)
                throw Error(arg + " needs a value\n" + kUsage);
            return std::atoi(argv[++i]);
        };
        if (arg == "--dir") {
            if (i + 1 >= argc)
                throw Error("--dir needs a value\n" + std::string(kUsage));
            options.dir = argv[++i];
        } else if (arg == "--problems")
            options.problems = std::max(1, number());
        else if (arg == "--sensor")
            options.sensor = number();
        else if (arg == "--toggles")
            options.toggles = std::max(1, number());
        else if (arg == "--quick") {
            options.quick = true;
            options.problems = 2;
            options.toggles = 5;
        } else if (arg == "--help" || arg == "-h") {
            std::fputs(kUsage, stdout);
            std::exit(0);
        } else
            throw Error("unknown option '" + arg + "'\n" + kUsage);
    }
    return options;
}

const SolverInfo& astarWith(Heuristic h) {
    for (const SolverInfo* s : solvers())
        if (s->family == SolverFamily::BestFirst && s->fixedHeuristic == h && s->cheapestOnCosts)
            return *s;
    throw Error("no A* with the " + std::string(heuristicId(h)) + " heuristic");
}

struct Board {
    std::string name;
    Maze maze;
    Diagonal rule;
    std::vector<std::pair<Cell, Cell>> problems;
};

struct Totals {
    std::int64_t expanded = 0;
    std::int64_t moves = 0;
    std::int64_t replans = 0;
    std::int64_t arrived = 0;
    double routeCost = 0;
    double shortestCost = 0;
    double ns = 0;
};

Totals walk(const Board& board, const SolverInfo& planner, int sensor) {
    Totals t;
    Maze maze = board.maze;
    for (const auto& [start, goal] : board.problems) {
        maze.setEndpoints(start, goal);
        NavigateRequest request{&planner, {}, board.rule, sensor};
        NavigateResult r;
        t.ns += timeNs([&] { r = navigateMaze(maze, request); });
        t.expanded += r.counters.expanded;
        t.moves += r.counters.moves;
        t.replans += r.counters.replans;
        t.arrived += r.arrived ? 1 : 0;
        t.routeCost += r.routeCost.value();
        t.shortestCost += r.shortestCost.value();
    }
    return t;
}

Board movingAiBoard(const Options& options) {
    const std::string base = options.dir + "/random512-10-0.map";
    Board board{"random512-10-0 (8 directions)",
                readMovingAiMap(readTextFile(base, "map")).maze,
                Diagonal::OnlyWhenNoObstacles,
                {}};
    std::vector<BenchmarkProblem> all =
        loadMovingAiScenarios(base + ".scen", &board.maze, "random512-10-0.map");
    std::stable_sort(
        all.begin(), all.end(),
        [](const BenchmarkProblem& a, const BenchmarkProblem& b) { return a.bucket > b.bucket; });
    // The longest problems, every third of the top buckets, so that they spread over the map.
    for (std::size_t k = 0; k < all.size() && int(board.problems.size()) < options.problems; k += 3)
        if (all[k].start != all[k].goal)
            board.problems.emplace_back(all[k].start, all[k].goal);
    return board;
}

Board braidedBoard(const Options& options) {
    Board board{
        "512 x 512 braided (4 directions)", fullyBraided({512, 512}, 1), Diagonal::Never, {}};
    Random random(7);
    while (int(board.problems.size()) < options.problems) {
        // Far corners of the maze, a little apart from problem to problem.
        const Cell a{int(random.below(64)), int(random.below(64))};
        const Cell b{511 - int(random.below(64)), 511 - int(random.below(64))};
        board.problems.emplace_back(a, b);
    }
    return board;
}

void agentScene(const Options& options, Table& table, bool& pass) {
    const SolverInfo& dstar = incrementalFrom(true);
    for (const Board& board : {movingAiBoard(options), braidedBoard(options)}) {
        std::fprintf(stderr, "  %s ...\n", board.name.c_str());
        const SolverInfo& astar =
            astarWith(board.rule == Diagonal::Never ? Heuristic::Manhattan : Heuristic::Octile);
        const Totals d = walk(board, dstar, options.sensor);
        const Totals a = walk(board, astar, options.sensor);
        const double factor = double(a.expanded) / double(std::max<std::int64_t>(1, d.expanded));
        const bool ok = factor > 1 && d.arrived == a.arrived &&
                        d.arrived == std::int64_t(board.problems.size());
        pass = pass && ok;
        const double n = double(board.problems.size());
        table.add({board.name, std::to_string(board.problems.size()), std::to_string(d.expanded),
                   std::to_string(a.expanded), fixed(factor, 1),
                   std::to_string(d.replans) + " / " + std::to_string(a.replans),
                   fixed(d.routeCost / d.shortestCost, 3) + " / " +
                       fixed(a.routeCost / a.shortestCost, 3),
                   fixed(d.ns / n / 1e6, 1) + " / " + fixed(a.ns / n / 1e6, 1),
                   ok ? "pass" : "FAIL"});
    }
}

void smallMazes(Table& table) {
    const SolverInfo& dstar = incrementalFrom(true);
    const SolverInfo& astar = astarWith(Heuristic::Manhattan);
    for (const GeneratorInfo* g : generators()) {
        Totals d;
        Totals a;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            GenerateRequest request{g, {40, 40}, seed, {}};
            if (g->family != GeneratorFamily::ObstacleField)
                request.shaping.braid = 50;
            Board board{std::string(g->name), generateMaze(request), Diagonal::Never, {}};
            board.problems.emplace_back(board.maze.start(), board.maze.goal());
            const Totals dn = walk(board, dstar, 2);
            const Totals an = walk(board, astar, 2);
            d.expanded += dn.expanded;
            d.replans += dn.replans;
            a.expanded += an.expanded;
            a.replans += an.replans;
        }
        table.add({std::string(g->name), std::to_string(d.expanded), std::to_string(d.replans),
                   std::to_string(a.expanded), std::to_string(a.replans),
                   fixed(double(a.expanded) / double(std::max<std::int64_t>(1, d.expanded)), 2)});
    }
}

// The path's cells, from a drained compute.
std::vector<CellIndex> drain(IncrementalSearch& search) {
    std::vector<CellIndex> path;
    for (const SolveStep& step : search.compute())
        if (step.kind == SolveStep::Kind::Found)
            path.assign(step.path.begin(), step.path.end());
    return path;
}

void repairScene(const Options& options, Table& table, bool& pass) {
    Maze maze = repairMaze();
    const SolverInfo& astar = astarWith(Heuristic::Manhattan);
    for (const bool onPath : {true, false}) {
        const SolverInfo& lpa = incrementalFrom(false);
        const auto search = startIncremental(lpa, maze);
        std::vector<CellIndex> path = drain(*search);
        Samples repair;
        Samples scratch;
        std::int64_t repairExpanded = 0;
        std::int64_t scratchExpanded = 0;
        Random random(11);
        for (int k = 0; k < options.toggles; ++k) {
            // A wall on the path closed, or any inner wall opened.
            const auto [a, slot] = chooseToggle(maze, path, onPath, random);
            maze.setSlot(a, slot, !onPath);
            std::int64_t before = search->totalExpanded();
            repair.add(timeNs([&] {
                search->noteEdits();
                path = drain(*search);
            }));
            repairExpanded += search->totalExpanded() - before;
            SolveResult fresh;
            scratch.add(timeNs([&] { fresh = solveMaze(astar, maze); }));
            scratchExpanded += fresh.stats.expanded;
            if (fresh.stats.found != !path.empty() ||
                (fresh.stats.found && fresh.stats.pathCost != pathCostOf(maze, path).straight))
                throw Error("the repair's path does not cost what A*'s does");
        }
        const bool ok = repair.median() / 1e6 < kFrameMs;
        pass = pass && ok;
        table.add({onPath ? "a wall on the path closed" : "a wall opened anywhere",
                   std::to_string(options.toggles),
                   fixed(repair.median() / 1e6, 2) + " (" + fixed(repair.max() / 1e6, 2) + ")",
                   fixed(scratch.median() / 1e6, 2),
                   std::to_string(repairExpanded / options.toggles),
                   std::to_string(scratchExpanded / options.toggles), ok ? "pass" : "FAIL"});
    }
}

int run(const Options& options) {
    if (options.sensor < kMinSensorRadius || options.sensor > kMaxSensorRadius)
        throw Error("--sensor must be from " + std::to_string(kMinSensorRadius) + " to " +
                    std::to_string(kMaxSensorRadius));
    std::printf("mazelab-bench-replan (%s build), sensor radius %d, load %s\n",
                MAZELAB_BENCH_BUILD_TYPE, options.sensor, loadAverage().c_str());
    std::printf(
        "Moving AI map: N. Sturtevant, \"Benchmarks for Grid-Based Pathfinding\", 2012\n\n");
    bool pass = true;
    Table agent({"board", "problems", "D* Lite expanded", "A* expanded", "A* / D* Lite",
                 "replans D*/A*", "route / shortest D*/A*", "ms per walk D*/A*", "target"});
    agentScene(options, agent, pass);
    std::printf("The agent in an unknown maze: cells expanded by all its plans (target: D* Lite "
                "fewer)\n");
    agent.print(stdout);
    std::printf("\nSmall mazes: 20 seeds of 40 x 40 per generator, braided 50%% (not the obstacle "
                "field), sensor radius 2, four directions\n");
    Table small(
        {"generator", "D* Lite expanded", "replans", "A* expanded", "replans", "A* / D* Lite"});
    smallMazes(small);
    small.print(stdout);
    std::printf("\nOne wall toggled on a 1000 x 1000 braided maze: Lifelong Planning A*'s repair "
                "(noteEdits + compute) against A* (Manhattan) from scratch, ms of CPU (target: "
                "the repair's median under %.1f ms, one frame)\n",
                kFrameMs);
    Table repair({"edit", "toggles", "repair ms median (max)", "A* ms median", "repair expanded",
                  "A* expanded", "target"});
    repairScene(options, repair, pass);
    repair.print(stdout);
    std::printf("\n%s\n", pass ? "all targets pass" : "a target FAILED");
    return pass ? 0 : 2;
}

} // namespace
} // namespace mazelab::bench

int main(int argc, char** argv) {
    return mazelab::bench::reportingErrors("mazelab-bench-replan", [&] {
        return mazelab::bench::run(mazelab::bench::parse(argc, argv));
    });
}
