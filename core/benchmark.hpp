#pragma once
// Moving AI benchmark runs (N. Sturtevant, "Benchmarks for Grid-Based Pathfinding", 2012;
// docs/user-guide.md, "Part 5: benchmarks"): the problems of a scenario file
// (core/movingai.hpp), or every K-th, each solved on the file's map by every chosen solver, and
// counted per bucket: how many were found, how many at the published optimum, the largest ratio
// of the length found to the optimum, the cells expanded and searched, and the time. What
// `mazelab-cli benchmark` runs, its CSV file, and the merge of the CSV files of its shards.
//
// The published optima are the costs under `only-when-no-obstacles` (a straight move costs 1, a
// diagonal one sqrt(2), no corner cutting): under that movement a run is optimal when its cost is
// within kOptimalTolerance of the file's optimum, and a solver that promises least-cost paths
// (SolverInfo::cheapestUnder) and misses one is a failure. Under another movement nothing is
// optimal or not (the file says nothing of it); the ratio is still to the published optimum.
//
// A problem whose start is its goal (length 0; Maze refuses such endpoints) is not run: it counts
// as found, optimal (if the file's optimum is 0) with ratio 1, and adds nothing to the cells and
// the time.

#include "core/experiment.hpp"
#include "core/maze.hpp"
#include "core/movement.hpp"
#include "core/movingai.hpp"
#include "core/params.hpp"
#include "core/registry.hpp"

#include <atomic>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace mazelab {

struct BenchmarkSpec {
    std::string scenario;      // the scenario file's name without its folder ("arena.map.scen")
    std::string mapName;       // the map file's name without its folder ("arena.map")
    const Maze* map = nullptr; // the map, which must outlive the runs
    std::vector<BenchmarkProblem> problems; // the whole file, in its order
    std::vector<const SolverInfo*> solvers;
    // Empty (every solver with its defaults), or one entry per solver, every key set.
    std::vector<ParamValues> solverParams;
    Diagonal diagonal = Diagonal::OnlyWhenNoObstacles;
    std::int64_t every = 1; // the problems 0, every, 2 every, ... of the file
    Shard shard;            // the part of those to run (core/experiment.hpp)

    // Whether the movement is the one the optima are published for, so that they are checked.
    [[nodiscard]] bool checksOptima() const { return diagonal == Diagonal::OnlyWhenNoObstacles; }
    // The parameters of solver i, every key set.
    [[nodiscard]] ParamValues paramsOf(std::size_t i) const;
    // "weighted-astar (weight=3, ...)": solver i as tables and files name it.
    [[nodiscard]] std::string solverLabel(std::size_t i) const;
    // Whether solver i must meet every optimum (checksOptima and it promises least-cost paths).
    [[nodiscard]] bool promisesOptima(std::size_t i) const;
    // The problems of the whole run (every shard), as indexes into `problems`.
    [[nodiscard]] std::vector<std::size_t> selected() const;
    // The buckets of the whole run's problems, ascending.
    [[nodiscard]] std::vector<int> buckets() const;
};

// Empty if the spec can run, else what is wrong: no map or problems, no solver, a solver listed
// twice or refusing the movement (its reason), parameters not one per solver, every < 1, a shard
// that is not one (shardError over the selected problems).
[[nodiscard]] std::string benchmarkError(const BenchmarkSpec& spec);

// The figures of one solver on one bucket (or on all).
struct BenchmarkTally {
    std::int64_t problems = 0;
    std::int64_t found = 0;
    std::int64_t optimal = 0; // 0 when the movement's optima are not checked
    // The largest cost found / optimum over the problems found; none when none was found. Files
    // hold it with six decimals: rounding keeps the order, so the largest of the shards' texts
    // is the text of the largest.
    std::optional<double> maxRatio;
    std::int64_t expanded = 0;
    std::int64_t searched = 0;
    std::int64_t timeNs = 0; // the algorithms alone (SolveStats::timeNs), summed
    void add(const BenchmarkTally& other);
};

// A problem that a solver promising least-cost paths did not solve at its optimum.
struct BenchmarkMiss {
    const SolverInfo* solver = nullptr;
    BenchmarkProblem problem;
    bool found = false;
    double cost = 0; // of the path found
};

struct BenchmarkResult {
    std::vector<int> buckets;                         // the whole run's, ascending
    std::vector<std::vector<BenchmarkTally>> tallies; // [solver][bucket], in spec order
    std::vector<BenchmarkMiss> misses;                // in file order; empty after a merge
    std::int64_t problemsTotal = 0;                   // the problems this run (or shard) asked for
    std::int64_t problemsDone = 0; // those finished (== problemsTotal unless cancelled)
    std::int64_t startOnGoal = 0;  // of those done, problems of length 0 (not run)
    bool cancelled = false;
    // Solver i's figures over every bucket.
    [[nodiscard]] BenchmarkTally total(std::size_t solver) const;
};

struct BenchmarkOptions {
    // Set from any thread to stop: problems finished are kept, the others are not started.
    const std::atomic<bool>* cancel = nullptr;
    // Called about ten times a second with runs (problem x solver) finished and in all, and once
    // at the end.
    std::function<void(std::int64_t done, std::int64_t total)> progress;
};

// Runs the spec's shard of problems, one problem after the other, each with every solver on
// the calling thread. Throws Error if benchmarkError(spec) is not empty.
[[nodiscard]] BenchmarkResult runBenchmark(const BenchmarkSpec& spec,
                                           const BenchmarkOptions& options = {});

// The failure of solvers that promise least-cost paths and missed optima, empty if none did:
// one line per solver ("astar-octile promises shortest paths under only-when-no-obstacles but
// missed 2 of 13 optima"), then (from a run, not a merge) the problems, the first twenty of each
// solver ("  arena.map.scen line 12: start 3,4, goal 40,9: found 38.5, optimum 37.9").
[[nodiscard]] std::string benchmarkMissesText(const BenchmarkSpec& spec,
                                              const BenchmarkResult& result);

// One row per solver and bucket, then per solver a row of bucket "total": scenario, map,
// diagonal, every, shard ("K/N"), solver, bucket, problems, found, optimal (empty when not
// checked), max_ratio (six decimals; empty when none found), expanded, expanded_mean, searched,
// searched_mean (per problem, three decimals), time_ms, time_ms_mean (milliseconds, six
// decimals). The times are the last two columns: the only ones that differ between two runs.
void writeBenchmarkCsv(std::ostream& out, const BenchmarkSpec& spec, const BenchmarkResult& result);

// The whole run of `spec` (its shard ignored) from the CSV files of all its shards, in any order
// (`texts[i]` is the file `names[i]`): counts and times added up, ratios the largest. What
// writeBenchmarkCsv then writes is the file of one run but for the times. Throws Error naming the
// file and line of a row that is not the spec's (another scenario, map, movement, every, solver
// or bucket), a shard given twice or of another split, or the shard missing.
[[nodiscard]] BenchmarkResult mergeBenchmarkShards(const BenchmarkSpec& spec,
                                                   std::span<const std::string> texts,
                                                   std::span<const std::string> names);

} // namespace mazelab
