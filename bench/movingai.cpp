// mazelab-bench-movingai: A* (octile) and Jump Point Search on four Moving AI maps (N. Sturtevant,
// "Benchmarks for Grid-Based Pathfinding", 2012), every K-th problem of each scenario file under
// the benchmark's movement (no corner cutting), set beside PathFinding.js 0.4.18 on the same
// problems (bench/pathfinding_js) and beside a plain-loop A* (octile) (reference.hpp). See
// docs/performance.md, "Eight directions on the Moving AI maps".
//
// A round times, for each map, one pass over its problems by each case (A*, JPS, the loop) in an
// order that rotates from round to round; times are CPU time of the thread (harness.hpp), the
// figure is the median round's, in ms per problem, with the fastest round beside it.

#include "harness.hpp"
#include "reference.hpp"

#include "core/maze_file.hpp"
#include "core/movingai.hpp"
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

// PathFinding.js 0.4.18 (Xueqiao Xu), ms per problem on every 20th problem: the figures of
// bench/pathfinding_js/README.md on this machine.
struct MapCase {
    const char* name;
    double pfAStarMs;
    double pfJpsMs;
    bool jpsTarget; // JPS must be 5 times faster than A* (octile) here
};
constexpr MapCase kMaps[] = {
    {"arena2", 2.4, 2.9, false},
    {"maze512-1-0", 57, 30, false},
    {"random512-10-0", 17, 24, true},
    {"8room_000", 41, 18, true},
};
constexpr double kPfTarget = 20;    // A* (octile) this many times faster than PathFinding.js
constexpr double kJpsTarget = 5;    // JPS this many times faster than A* (octile)
constexpr double kLoopTarget = 1.5; // A* (octile) at most this many times the plain loop

struct Options {
    std::string dir = MAZELAB_MOVINGAI_DIR;
    int every = 20;
    int rounds = 5;
    std::vector<std::string> maps; // empty: all four
};

const char* const kUsage =
    "usage: mazelab-bench-movingai [--dir DIR] [--every K] [--rounds N] [--maps A,B]\n"
    "  --dir DIR    folder of the .map and .map.scen files (default: the repository's)\n"
    "  --every K    problems 0, K, 2K, ... of each scenario file (default 20, as PathFinding.js)\n"
    "  --rounds N   passes over the problems per case (default 5)\n"
    "  --maps A,B   only these of arena2, maze512-1-0, random512-10-0, 8room_000\n";

Options parse(int argc, char** argv) {
    Options options;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= argc)
                throw Error(arg + " needs a value\n" + kUsage);
            return argv[++i];
        };
        auto positive = [&](const std::string& text) {
            char* end = nullptr;
            const long n = std::strtol(text.c_str(), &end, 10);
            if (end == text.c_str() || *end != '\0' || n < 1 || n > 1000000)
                throw Error(arg + " needs a whole number from 1 to 1000000, not '" + text + "'");
            return int(n);
        };
        if (arg == "--dir")
            options.dir = value();
        else if (arg == "--every")
            options.every = positive(value());
        else if (arg == "--rounds")
            options.rounds = positive(value());
        else if (arg == "--maps") {
            const std::string list = value();
            for (std::size_t from = 0; from <= list.size();) {
                const std::size_t comma = std::min(list.find(',', from), list.size());
                const std::string name = list.substr(from, comma - from);
                if (std::none_of(std::begin(kMaps), std::end(kMaps),
                                 [&](const MapCase& m) { return name == m.name; }))
                    throw Error("--maps: '" + name + "' is not one of the four maps\n" + kUsage);
                options.maps.push_back(name);
                from = comma + 1;
            }
        } else if (arg == "--help" || arg == "-h") {
            std::fputs(kUsage, stdout);
            std::exit(0);
        } else
            throw Error("unknown option '" + arg + "'\n" + kUsage);
    }
    return options;
}

struct Timing {
    Samples astar, jps, loop, loopRatio; // ns per pass; loopRatio: A* / loop per round
    std::int64_t problems = 0;
    std::int64_t astarSearched = 0;
    std::int64_t jpsExpanded = 0;
    std::int64_t jpsScanned = 0; // cells passed over by its jumps (SolveStats::extra[0])
    std::int64_t astarExpanded = 0;
};

Timing timeMap(const Options& options, const MapCase& map) {
    const std::string base = options.dir + "/" + map.name + ".map";
    Maze maze = readMovingAiMap(readTextFile(base, "map")).maze;
    const std::vector<BenchmarkProblem> all =
        loadMovingAiScenarios(base + ".scen", &maze, std::string(map.name) + ".map");
    std::vector<BenchmarkProblem> problems;
    for (std::size_t k = 0; k < all.size(); k += std::size_t(options.every))
        if (all[k].start != all[k].goal) // Maze refuses such endpoints
            problems.push_back(all[k]);
    const SolverInfo& astar = solverById("astar-octile");
    const SolverInfo& jps = solverById("jps");
    constexpr Diagonal rule = Diagonal::OnlyWhenNoObstacles;

    Timing t;
    t.problems = std::int64_t(problems.size());
    // Before timing: the loop must do what the registered A* does, problem by problem.
    for (const BenchmarkProblem& p : problems) {
        maze.setEndpoints(p.start, p.goal);
        const SolveStats a = solveMaze(astar, maze, {}, rule).stats;
        const ReferenceResult r = astarOctileLoop(maze);
        if (a.found != r.found || a.searched != r.searched || a.pathLength != r.pathLength ||
            a.steps != r.steps)
            throw Error(std::string(map.name) + " line " + std::to_string(p.line) +
                        ": the octile loop searched " + std::to_string(r.searched) +
                        " cells where astar-octile searched " + std::to_string(a.searched));
        t.astarSearched += a.searched;
        t.astarExpanded += a.expanded;
        const SolveStats j = solveMaze(jps, maze, {}, rule).stats;
        t.jpsExpanded += j.expanded;
        t.jpsScanned += j.extra[0];
    }
    auto pass = [&](int which) {
        return timeNs([&] {
            for (const BenchmarkProblem& p : problems) {
                maze.setEndpoints(p.start, p.goal);
                if (which == 0)
                    (void)solveMaze(astar, maze, {}, rule);
                else if (which == 1)
                    (void)solveMaze(jps, maze, {}, rule);
                else
                    (void)astarOctileLoop(maze);
            }
        });
    };
    for (int round = 0; round < options.rounds; ++round) {
        double ns[3] = {0, 0, 0};
        for (int k = 0; k < 3; ++k) {
            const int which = (k + round) % 3;
            ns[which] = pass(which);
        }
        t.astar.add(ns[0]);
        t.jps.add(ns[1]);
        t.loop.add(ns[2]);
        t.loopRatio.add(ns[0] / ns[2]);
    }
    return t;
}

int run(const Options& options) {
    std::printf("mazelab-bench-movingai (%s build), every %d-th problem, %d rounds, load %s\n",
                MAZELAB_BENCH_BUILD_TYPE, options.every, options.rounds, loadAverage().c_str());
    std::printf("ms per problem: median round (fastest round); CPU time of the thread\n\n");
    Table times({"map", "problems", "A* octile", "JPS", "A* as a loop", "PF.js A*", "PF.js JPS"});
    Table ratios({"map", "PF.js A* / A*", "A* / JPS", "A* / loop"});
    Table work({"map", "A* expanded", "ns each", "JPS expanded", "scanned", "ns each"});
    bool pass = true;
    for (const MapCase& map : kMaps) {
        if (!options.maps.empty() &&
            std::find(options.maps.begin(), options.maps.end(), map.name) == options.maps.end())
            continue;
        std::fprintf(stderr, "  %s ...\n", map.name);
        const Timing t = timeMap(options, map);
        const double perProblem = 1e6 * double(t.problems);
        auto ms = [&](const Samples& s) {
            return fixed(s.median() / perProblem, 3) + " (" + fixed(s.min() / perProblem, 3) + ")";
        };
        times.add({map.name, std::to_string(t.problems), ms(t.astar), ms(t.jps), ms(t.loop),
                   fixed(map.pfAStarMs, 1), fixed(map.pfJpsMs, 1)});
        const double pfRatio = map.pfAStarMs / (t.astar.median() / perProblem);
        const double jpsRatio = t.astar.median() / t.jps.median();
        const double loopRatio = t.loopRatio.median();
        auto mark = [&](bool ok) {
            pass = pass && ok;
            return ok ? "" : " !";
        };
        // The loop ratio is per searched cell: both sides search the same cells.
        ratios.add({map.name, fixed(pfRatio, 1) + mark(pfRatio >= kPfTarget),
                    fixed(jpsRatio, 1) + (map.jpsTarget ? mark(jpsRatio >= kJpsTarget) : ""),
                    fixed(loopRatio, 2) + mark(loopRatio <= kLoopTarget)});
        work.add({map.name, std::to_string(t.astarExpanded / t.problems),
                  fixed(t.astar.median() / double(t.astarExpanded), 0),
                  std::to_string(t.jpsExpanded / t.problems),
                  std::to_string(t.jpsScanned / t.problems),
                  fixed(t.jps.median() / double(t.jpsExpanded), 0)});
    }
    times.print(stdout);
    std::printf("\nRatios (medians of rounds). Targets: PF.js A* / A* >= %g,"
                "\nA* / JPS >= %g on random512-10-0 and 8room_000, A* / loop <= %g; ! = missed\n\n",
                kPfTarget, kJpsTarget, kLoopTarget);
    ratios.print(stdout);
    std::printf("\nWork per problem (expanded; JPS: the cells its jumps passed over too) and the "
                "median\nround's time per expansion, whole search included\n\n");
    work.print(stdout);
    return pass ? 0 : 2;
}

} // namespace
} // namespace mazelab::bench

int main(int argc, char** argv) {
    return mazelab::bench::reportingErrors("mazelab-bench-movingai", [&] {
        return mazelab::bench::run(mazelab::bench::parse(argc, argv));
    });
}
