// mazelab-bench: how fast the registered generators and solvers run, how much memory a solver
// takes, and how the coroutine solvers compare with plain loops, all measured in one process and
// printed as one table. See bench/README.md and docs/performance.md.
//
// Every measurement is repeated in rounds; within a round the cases run one after another in an
// order that rotates from round to round, so that load from other jobs on the machine falls on
// all cases alike. Times are CPU time of the benchmark's thread (see harness.hpp). A time is
// reported by its minimum over the rounds, the least disturbed run, with the median beside it.
// A ratio is the median of its per-round ratios, each from two runs of the same round, with the
// ratio of the two minima beside it: on the reference machine (two virtual cores of a shared
// host) the ratio of minima moved up to three times as much from one whole run to the next,
// because a single lucky run on either side decides it.

#include "harness.hpp"
#include "heap_counter.hpp"
#include "options.hpp"
#include "reference.hpp"

#include "core/registry.hpp"
#include "core/run.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <map>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#ifndef MAZELAB_BENCH_BUILD_TYPE
#define MAZELAB_BENCH_BUILD_TYPE "unknown"
#endif

namespace mazelab::bench {
namespace {

void progress(const std::string& text) {
    std::fprintf(stderr, "  %s\n", text.c_str());
    std::fflush(stderr);
}

std::string sideName(int side) {
    return toString(Size{side, side});
}

// A ratio between two cases measured in the same rounds: the median of the per-round ratios,
// with the ratio of the minima beside it.
struct Ratio {
    std::string name;
    std::string numerator; // case names
    std::string denominator;
    // What is compared: time per call, per searched cell, or the numerator's time per step (a
    // walker's move, IDA*'s enter or retreat) against the denominator's per searched cell.
    enum class Per : std::uint8_t { Call, SearchedCell, Step } per = Per::Call;
    Samples perRound; // the reported value is their median
    double ofMinima = 0;
};

// ---- generators ------------------------------------------------------------------------------

// One case of the generator rounds: a registered generator, or a reference generator.
struct GeneratorCase {
    std::string name;
    const GeneratorInfo* info = nullptr;                                // nullptr: see reference
    std::vector<std::uint8_t> (*reference)(Size, std::uint64_t) = nullptr; // its open bits
    Samples nsPerCell;
    bool once = false;
};

// The registered generator that the plain-array backtracker must reproduce, maze for maze.
constexpr const char* kBacktrackerId = "recursive-backtracker";
constexpr const char* kPlainBacktracker = "plain-array backtracker";
constexpr const char* kBacktrackerRatio = "Recursive Backtracker / plain-array backtracker";

struct GeneratorRun {
    int side = 0;
    std::vector<GeneratorCase> cases; // the registry's, in its order, then the references
    std::optional<Maze> solveMaze;    // the maze of options.mazeGenerator at this size
    std::optional<Ratio> backtrackerRatio; // when recursive-backtracker is registered
};

const GeneratorCase* findGeneratorCase(const GeneratorRun& run, const std::string& name) {
    for (const GeneratorCase& c : run.cases)
        if (c.name == name)
            return &c;
    return nullptr;
}

GeneratorRun benchGenerators(const Options& options, int side, int rounds) {
    GeneratorRun run;
    run.side = side;
    const Size size{side, side};
    for (const GeneratorInfo* info : generators())
        run.cases.push_back({std::string(info->id), info, nullptr, {}, false});
    // The plain-array backtracker, checked to build the registered backtracker's maze first.
    if (const GeneratorInfo* backtracker = findGenerator(kBacktrackerId)) {
        const Maze maze = generateMaze({backtracker, size, options.seed, {}});
        if (plainArrayBacktracker(size, options.seed) != maze.openBits())
            throw Error(std::string(kPlainBacktracker) + " builds a different maze than the "
                        "registered " + kBacktrackerId + " at " + sideName(side) + ", seed " +
                        std::to_string(options.seed));
        run.cases.push_back({kPlainBacktracker, nullptr, &plainArrayBacktracker, {}, false});
    }

    const double cells = double(size.cells());
    const std::size_t count = run.cases.size();
    for (int round = 0; round < rounds; ++round) {
        for (std::size_t k = 0; k < count; ++k) {
            GeneratorCase& c = run.cases[(k + std::size_t(round)) % count];
            if (c.once)
                continue;
            std::optional<Maze> maze;
            std::vector<std::uint8_t> bits;
            const double ns = timeNs([&] {
                if (c.info)
                    maze.emplace(generateMaze({c.info, size, options.seed, {}}));
                else
                    bits = c.reference(size, options.seed);
            });
            c.nsPerCell.add(ns / cells);
            if (c.info && c.info->id == options.mazeGenerator)
                run.solveMaze = std::move(maze);
            if (round == 0 && ns > options.onceAfterSeconds * 1e9) {
                c.once = true;
                progress(c.name + " " + sideName(side) + ": " + fixed(ns / 1e9, 1) +
                         " s, measured once");
            }
        }
    }

    const GeneratorCase* a = findGeneratorCase(run, kBacktrackerId);
    const GeneratorCase* b = findGeneratorCase(run, kPlainBacktracker);
    if (a && b) {
        Ratio ratio{kBacktrackerRatio, kBacktrackerId, kPlainBacktracker, Ratio::Per::Call, {}, 0};
        ratio.ofMinima = a->nsPerCell.min() / b->nsPerCell.min();
        const std::size_t n = std::min(a->nsPerCell.count(), b->nsPerCell.count());
        for (std::size_t r = 0; r < n; ++r)
            ratio.perRound.add(a->nsPerCell.values()[r] / b->nsPerCell.values()[r]);
        run.backtrackerRatio = std::move(ratio);
    }
    return run;
}

// ---- solvers ---------------------------------------------------------------------------------

// One case of the solver rounds: a registered solver or a reference search.
struct SolveCase {
    std::string name;
    const SolverInfo* solver = nullptr;                  // nullptr: see reference
    ReferenceResult (*reference)(const Maze&) = nullptr; // must give the results of...
    std::string sameAs;                                  // ...this registered solver
    bool sameSteps = false;                              // ...step for step
    Samples ns;                                          // one call, in round order
    std::int64_t searched = 0;
    std::int64_t steps = 0;
    std::int64_t pathLength = 0;
    double workspaceBytesPerCell = 0;
};

struct SolverRun {
    int side = 0;
    std::vector<SolveCase> cases;
    std::vector<Ratio> ratios;
};

const SolveCase* findCase(const std::vector<SolveCase>& cases, const std::string& name) {
    for (const SolveCase& c : cases)
        if (c.name == name)
            return &c;
    return nullptr;
}

// A mismatch means a reference no longer does what the registered solver does (for the "as a
// loop" ones: their bookkeeping in bench/reference.cpp has drifted from the coroutine's in core),
// and its ratio would be meaningless.
void expectSame(const std::string& what, const SolveStats& solver, const ReferenceResult& reference,
                bool compareSteps) {
    if (solver.found == reference.found && solver.pathLength == reference.pathLength &&
        solver.searched == reference.searched && (!compareSteps || solver.steps == reference.steps))
        return;
    throw Error(what + " disagrees with the registered solver: searched " +
                std::to_string(reference.searched) + " vs " + std::to_string(solver.searched) +
                ", path " + std::to_string(reference.pathLength) + " vs " +
                std::to_string(solver.pathLength) + ", steps " + std::to_string(reference.steps) +
                " vs " + std::to_string(solver.steps));
}

// The registered solvers that take four-direction movement, which the generated mazes are
// searched with (Jump Point Search needs a diagonal rule: bench/movingai.cpp times it).
std::vector<const SolverInfo*> fourWaySolvers() {
    std::vector<const SolverInfo*> found;
    for (const SolverInfo* info : solvers())
        if (info->supports(Diagonal::Never))
            found.push_back(info);
    return found;
}

// Solvers whose work is not searching cells once each: a walker's moves, IDA*'s repeated passes,
// filling's filled cells. They are measured per step.
bool perStep(const SolverInfo& info) {
    return info.family == SolverFamily::Walker ||
           info.family == SolverFamily::IterativeDeepening || info.family == SolverFamily::Filling;
}

std::string solverRatioName(const SolverInfo& info) {
    return std::string(info.id) + " / BFS, " +
           (info.family == SolverFamily::Walker ? "per move walked"
            : perStep(info)                     ? "per step"
                                                : "per searched cell");
}

// A best-first solver on A* (Manhattan)'s heuristic, other than A* itself (greedy, weighted A*):
// its time per searched cell is held to A*'s.
bool onAStarsHeuristic(const SolverInfo& info) {
    const SolverInfo& astar = solverById("astar-manhattan");
    return &info != &astar && info.family == SolverFamily::BestFirst &&
           info.heuristic == astar.heuristic;
}

std::string againstAStarName(const SolverInfo& info) {
    return std::string(info.id) + " / A* Manhattan, per searched cell";
}

// The ratios of a solver run, from its cases' times in the same rounds.
void solverRatios(SolverRun& run) {
    using Per = Ratio::Per;
    auto ratio = [&](std::string name, std::string numerator, std::string denominator, Per per) {
        run.ratios.push_back(
            {std::move(name), std::move(numerator), std::move(denominator), per, {}, 0});
    };
    ratio("BFS / plain-array BFS", "bfs", "plain-array BFS", Per::Call);
    ratio("A* Manhattan / BFS, per call", "astar-manhattan", "bfs", Per::Call);
    ratio("BFS coroutine / loop", "bfs", "bfs as a loop", Per::Call);
    ratio("DFS coroutine / loop", "dfs", "dfs as a loop", Per::Call);
    ratio("A* Manhattan coroutine / loop", "astar-manhattan", "astar-manhattan as a loop",
          Per::Call);
    // Every registered solver against BFS, per unit of its work.
    for (const SolverInfo* info : fourWaySolvers())
        if (info->id != "bfs")
            ratio(solverRatioName(*info), std::string(info->id), "bfs",
                  perStep(*info) ? Per::Step : Per::SearchedCell);
    // Their ratio to BFS is at most A*'s exactly when this is at most 1; measured in the same
    // round as A*, it does not carry the noise of two ratios.
    for (const SolverInfo* info : fourWaySolvers())
        if (onAStarsHeuristic(*info))
            ratio(againstAStarName(*info), std::string(info->id), "astar-manhattan",
                  Per::SearchedCell);
    for (Ratio& ratio : run.ratios) {
        const SolveCase& a = *findCase(run.cases, ratio.numerator);
        const SolveCase& b = *findCase(run.cases, ratio.denominator);
        const double work = double(ratio.per == Per::Step ? a.steps : a.searched);
        const double scale = ratio.per == Per::Call ? 1 : double(b.searched) / work;
        ratio.ofMinima = a.ns.min() / b.ns.min() * scale;
        for (std::size_t r = 0; r < a.ns.count(); ++r)
            ratio.perRound.add(a.ns.values()[r] / b.ns.values()[r] * scale);
    }
}

SolverRun benchSolvers(const Maze& maze, int rounds) {
    SolverRun run;
    run.side = maze.width();
    for (const SolverInfo* info : fourWaySolvers())
        run.cases.push_back({std::string(info->id), info, nullptr, "", false, {}, 0, 0, 0});
    auto reference = [&](std::string name, ReferenceResult (*f)(const Maze&), const char* sameAs,
                         bool sameSteps) {
        run.cases.push_back({std::move(name), nullptr, f, sameAs, sameSteps, {}, 0, 0, 0});
    };
    reference("plain-array BFS", &plainArrayBfs, "bfs", false);
    reference("bfs as a loop", &bfsLoop, "bfs", true);
    reference("dfs as a loop", &dfsLoop, "dfs", true);
    reference("astar-manhattan as a loop", &astarManhattanLoop, "astar-manhattan", true);

    // Results and workspace first, outside the timed rounds, then every reference is checked
    // against the registered solver it stands for.
    const double cells = double(maze.cellCount());
    std::map<std::string, SolveStats> stats;
    for (SolveCase& c : run.cases) {
        const std::int64_t baseline = heapBytesNow();
        resetHeapPeak();
        if (c.solver) {
            const SolveResult result = solveMaze(*c.solver, maze);
            c.searched = result.stats.searched;
            c.pathLength = result.stats.pathLength;
            c.steps = result.stats.steps;
            stats[c.name] = result.stats;
            if (result.stats.gaveUp)
                progress(c.name + ": " + result.stats.reason);
            else if (!result.stats.found)
                progress("warning: " + c.name + " found no path");
        } else {
            const ReferenceResult result = c.reference(maze);
            c.searched = result.searched;
            c.pathLength = result.pathLength;
        }
        c.workspaceBytesPerCell = double(heapBytesPeak() - baseline) / cells;
    }
    for (const SolveCase& c : run.cases) {
        if (!c.reference)
            continue;
        if (!stats.count(c.sameAs))
            throw Error("solver '" + c.sameAs + "' is not registered");
        expectSame(c.name, stats[c.sameAs], c.reference(maze), c.sameSteps);
    }

    const std::size_t count = run.cases.size();
    for (int round = 0; round < rounds; ++round) {
        for (std::size_t k = 0; k < count; ++k) {
            SolveCase& c = run.cases[(k + std::size_t(round)) % count];
            std::int64_t searched = 0;
            const double ns = timeNs([&] {
                searched = c.solver ? solveMaze(*c.solver, maze).stats.searched
                                    : c.reference(maze).searched;
            });
            if (searched != c.searched)
                throw Error(c.name + " searched a different number of cells");
            c.ns.add(ns);
        }
    }

    solverRatios(run);
    return run;
}

// ---- report ----------------------------------------------------------------------------------
//
// One section per size (generators, solvers, ratios), then the targets, each table narrow enough
// to paste into docs/performance.md.

void printSize(const Options& options, const GeneratorRun& gens, const SolverRun& solves,
               int rounds) {
    std::printf("\n== %s, %d rounds ==\n", sideName(gens.side).c_str(), rounds);

    std::printf("\nGenerators: ns per cell of generateMaze (Maze allocation included)\n");
    Table generatorTable({"generator", "min", "median", "rounds"});
    for (const GeneratorCase& c : gens.cases) {
        const double seconds = c.nsPerCell.min() * double(Size{gens.side, gens.side}.cells());
        generatorTable.add({c.name, fixed(c.nsPerCell.min(), 1), fixed(c.nsPerCell.median(), 1),
                            c.once ? "once, " + fixed(seconds / 1e9, 1) + " s"
                                   : std::to_string(c.nsPerCell.count())});
    }
    generatorTable.print(stdout);
    if (const auto& r = gens.backtrackerRatio) {
        std::printf("\n%s (checked to build the same maze): median %s (%s..%s), of minima %s\n",
                    r->name.c_str(), fixed(r->perRound.median(), 2).c_str(),
                    fixed(r->perRound.min(), 2).c_str(), fixed(r->perRound.max(), 2).c_str(),
                    fixed(r->ofMinima, 2).c_str());
    }

    const auto cells = std::int64_t(Size{solves.side, solves.side}.cells());
    std::printf("\nSolvers on the %s maze of seed %llu, (0,0) to (%d,%d): ns per searched cell;\n"
                "B/cell = peak heap bytes during one call per maze cell\n",
                options.mazeGenerator.c_str(), static_cast<unsigned long long>(options.seed),
                solves.side - 1, solves.side - 1);
    Table solverTable({"solver", "searched", "%", "path", "min", "median", "ms", "B/cell"});
    for (const SolveCase& c : solves.cases) {
        const double perCell = 1.0 / double(c.searched);
        solverTable.add({c.name, std::to_string(c.searched),
                         fixed(percentSearched(c.searched, cells), 1), std::to_string(c.pathLength),
                         fixed(c.ns.min() * perCell, 1), fixed(c.ns.median() * perCell, 1),
                         fixed(c.ns.min() / 1e6, 1), fixed(c.workspaceBytesPerCell, 2)});
    }
    solverTable.print(stdout);

    std::printf("\nRatios: median (min..max) of the per-round ratios; ratio of the minima\n");
    Table ratioTable({"ratio", "median", "(min..max)", "of minima"});
    for (const Ratio& r : solves.ratios) {
        // Appended piece by piece: g++ 12 reports a false -Wrestrict for "(" + std::string.
        std::string range = "(";
        range += fixed(r.perRound.min(), 2) + ".." + fixed(r.perRound.max(), 2) + ")";
        ratioTable.add({r.name, fixed(r.perRound.median(), 2), range, fixed(r.ofMinima, 2)});
    }
    ratioTable.print(stdout);
}

struct Target {
    std::string name;
    double measured = 0;
    std::string limitText;
    bool pass = false;
    bool registered = true; // false: the algorithm is not in this build's registry (skipped)
};

// Time limits per generator at the small size, ns per cell (minimum over the rounds). A
// generator that is not registered in this build is listed as such and does not fail.
struct GeneratorLimit {
    const char* id;
    const char* label;
    double limit;
};
constexpr GeneratorLimit kGeneratorLimits[] = {
    {"kruskal", "Kruskal ns/cell", 25},
    {"sidewinder", "Sidewinder ns/cell", 20},
    {"prim-simplified", "Prim (simplified) ns/cell", 110},
    {"prim-true", "Prim (true) ns/cell", 110},
    {"wilson", "Wilson ns/cell", 200},
    {"aldous-broder", "Aldous-Broder ns/cell", 1100},
};

// How each generator's time per cell grows from the small to the large size (minimum over
// minimum): 1.00 is linear time with no loss to the caches.
void printGrowth(const GeneratorRun& small, const GeneratorRun& large) {
    std::printf("\nGenerators: growth of ns per cell from %s to %s (minimum over minimum)\n",
                sideName(small.side).c_str(), sideName(large.side).c_str());
    Table table({"generator", sideName(small.side), sideName(large.side), "growth"});
    for (const GeneratorCase& a : small.cases) {
        const GeneratorCase* b = findGeneratorCase(large, a.name);
        if (!b || a.nsPerCell.empty() || b->nsPerCell.empty())
            continue;
        table.add({a.name, fixed(a.nsPerCell.min(), 1), fixed(b->nsPerCell.min(), 1),
                   fixed(b->nsPerCell.min() / a.nsPerCell.min(), 2)});
    }
    table.print(stdout);
}

const Ratio* findRatio(const SolverRun& run, const std::string& name) {
    for (const Ratio& r : run.ratios)
        if (r.name == name)
            return &r;
    return nullptr;
}

// The limits per family: a bidirectional BFS's bookkeeping at most 1.3 times BFS's per searched
// cell; a best-first solver on A* (Manhattan)'s heuristic (greedy, weighted A*) no dearer per
// searched cell than A* (Manhattan) itself, so at most A*'s ratio to BFS; a walker at most 1.5
// times BFS's time per searched cell for each move.
void solverTargets(const SolverRun& run, std::vector<Target>& targets) {
    for (const SolverInfo* info : fourWaySolvers()) {
        const Ratio* r = findRatio(run, solverRatioName(*info));
        double limit = 0;
        if (onAStarsHeuristic(*info)) {
            r = findRatio(run, againstAStarName(*info));
            limit = 1.0;
        } else if (info->family == SolverFamily::Bidirectional && !info->usesCosts)
            limit = 1.3;
        else if (info->family == SolverFamily::Walker)
            limit = 1.5;
        if (r && limit > 0)
            targets.push_back({r->name, r->perRound.median(), "<= " + fixed(limit, 2),
                               r->perRound.median() <= limit});
    }
}

int printTargets(const std::vector<GeneratorRun>& gens, const std::vector<SolverRun>& solves) {
    const SolverRun& small = solves.front();
    std::vector<Target> targets;
    auto ratio = [&](const std::string& name, double limit) {
        for (const Ratio& r : small.ratios)
            if (r.name == name)
                targets.push_back({name, r.perRound.median(), "<= " + fixed(limit, 1),
                                   r.perRound.median() <= limit});
    };
    ratio("BFS / plain-array BFS", 1.5);
    ratio(solverRatioName(solverById("astar-manhattan")), 2.0);
    ratio("BFS coroutine / loop", 1.3);
    ratio("DFS coroutine / loop", 1.3);
    ratio("A* Manhattan coroutine / loop", 1.3);
    solverTargets(small, targets);
    for (const GeneratorCase& g : gens.front().cases)
        if (g.name == "binary-tree")
            targets.push_back(
                {"Binary Tree ns/cell", g.nsPerCell.min(), "< 20", g.nsPerCell.min() < 20});
    if (const auto& r = gens.front().backtrackerRatio)
        targets.push_back({r->name, r->perRound.median(), "<= 1.5", r->perRound.median() <= 1.5});
    else
        targets.push_back({kBacktrackerRatio, 0, "<= 1.5", true, false});
    for (const GeneratorLimit& limit : kGeneratorLimits) {
        const GeneratorCase* g = findGeneratorCase(gens.front(), limit.id);
        const std::string limitText = "<= " + fixed(limit.limit, 0);
        if (!g) {
            targets.push_back({limit.label, 0, limitText, true, false});
            continue;
        }
        targets.push_back(
            {limit.label, g->nsPerCell.min(), limitText, g->nsPerCell.min() <= limit.limit});
    }
    // An incremental search keeps g and rhs of every cell (exact cost pairs, 32 bytes) and its
    // queue's places between computes: that is what it is for, so it has a limit of its own.
    for (const SolverRun& run : solves)
        for (const bool incremental : {false, true}) {
            const SolveCase* worst = nullptr;
            for (const SolveCase& c : run.cases)
                if (c.solver && bool(c.solver->createIncremental) == incremental &&
                    (!worst || c.workspaceBytesPerCell > worst->workspaceBytesPerCell))
                    worst = &c;
            const double limit = incremental ? 48 : 10;
            if (worst)
                targets.push_back({std::string(incremental ? "incremental " : "") +
                                       "solver workspace B/cell (" + sideName(run.side) +
                                       ", largest: " + worst->name + ")",
                                   worst->workspaceBytesPerCell, "<= " + fixed(limit, 0),
                                   worst->workspaceBytesPerCell <= limit});
        }

    std::printf("\n== Targets at %s (times: minimum; ratios: median of the per-round ratios) "
                "==\n\n",
                sideName(small.side).c_str());
    Table table({"target", "measured", "limit", "result"});
    int failures = 0;
    for (const Target& t : targets) {
        if (!t.registered) {
            table.add({t.name, "-", t.limitText, "not registered"});
            continue;
        }
        table.add({t.name, fixed(t.measured, 2), t.limitText, t.pass ? "pass" : "FAIL"});
        failures += t.pass ? 0 : 1;
    }
    table.print(stdout);
    return failures;
}

int run(const Options& options) {
    const double wallStart = wallNs();
    const double cpuStart = threadCpuNs();
    std::printf("mazelab-bench: %s build, g++ %s, %u hardware threads, load average %s\n",
                MAZELAB_BENCH_BUILD_TYPE, __VERSION__, std::thread::hardware_concurrency(),
                loadAverage().c_str());
    if (std::string(MAZELAB_BENCH_BUILD_TYPE) != "Release")
        std::printf("warning: not a Release build; these figures say little\n");

    // The maze's own footprint, measured rather than assumed.
    {
        const std::int64_t before = heapBytesNow();
        const Maze maze({options.small, options.small});
        std::printf("maze storage: %s bytes per cell (open bits + cost)\n",
                    fixed(double(heapBytesNow() - before) / double(maze.cellCount()), 2).c_str());
    }
    std::fflush(stdout);

    std::vector<int> sides = {options.small};
    if (options.large != 0 && options.large != options.small)
        sides.push_back(options.large);

    std::vector<GeneratorRun> gens;
    std::vector<SolverRun> solves;
    std::vector<int> roundsBySide;
    for (int side : sides) {
        const int rounds = side == options.small ? options.smallRounds : options.largeRounds;
        roundsBySide.push_back(rounds);
        progress("generators at " + sideName(side) + ", " + std::to_string(rounds) + " rounds");
        gens.push_back(benchGenerators(options, side, rounds));
        progress("solvers at " + sideName(side) + ", " + std::to_string(rounds) + " rounds");
        solves.push_back(benchSolvers(*gens.back().solveMaze, rounds));
    }

    for (std::size_t i = 0; i < sides.size(); ++i)
        printSize(options, gens[i], solves[i], roundsBySide[i]);
    if (gens.size() == 2)
        printGrowth(gens.front(), gens.back());
    const int failures = printTargets(gens, solves);
    // How much of a core the benchmark got: well below 100% means other jobs competed for the
    // cores, and even CPU times (which exclude waiting) are then disturbed through the caches.
    const double share = (threadCpuNs() - cpuStart) / (wallNs() - wallStart) * 100;
    std::printf("\nload average at the end: %s; the benchmark got %.0f%% of a core\n",
                loadAverage().c_str(), share);
    return failures == 0 ? 0 : 2;
}

} // namespace
} // namespace mazelab::bench

int main(int argc, char** argv) {
    return mazelab::bench::reportingErrors("mazelab-bench", [&] {
        return mazelab::bench::run(mazelab::bench::parseOptions(argc, argv));
    });
}
