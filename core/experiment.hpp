#pragma once
// Experiments: many mazes, many solvers, un-animated, in parallel (docs/experiments.md).
//
// An experiment is the product of its axes: cell shapes x generators x sizes x braid shares x
// terrains x `count` mazes, and every maze is solved by every solver. A combination that cannot
// run (a generator or solver that does not take a shape, a polar size out of range) is left out,
// never run with something else in its place, and listed with its reason (experimentSkips). Maze
// k (0-based) of every group is made with seed `seed + k`, so `mazelab-cli generate --algorithm G
// --size WxH --seed S+k [--braid B] [--terrain T]` (with `--shape`, or `--shape polar --rings H`)
// rebuilds any maze of a run (experimentRequest). Start and goal are the corners, as for every
// generated maze. With no solvers the experiment measures mazes only (one row per maze: its dead
// ends).
//
// A run is one (maze, solver) pair; its row holds the solver's statistics (docs/semantics.md,
// "Counters"; the same numbers as core solveMaze) and the maze's dead ends. Rows come back in
// the order of the axes (shape, generator, size, braid, terrain, maze k, solver), whatever the
// number of threads: every figure except the time is the same for the same spec on 1 or 64 threads.
//
// The summary groups the runs by (shape, generator, size, braid, terrain, solver). Every figure is
// an integer per run (percent searched is derived from cells searched), so the summary adds exact
// integers (128-bit) and the means and standard deviations do not depend on the order in which
// the threads finished either. The time's median and quartiles come from its values, kept and
// sorted, so they do not depend on that order either.
//
// Qt-free; the desktop app runs it on a worker thread and the CLI on the calling one.

#include "core/maze.hpp"
#include "core/movement.hpp"
#include "core/params.hpp"
#include "core/registry.hpp"
#include "core/shaping.hpp"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace mazelab {

struct GenerateRequest; // core/run.hpp

struct ExperimentSpec {
    // The cells' shapes, the outermost axis. A polar maze has as many rings as its size's
    // height (2 to 256; its width is not used), as Maze::size() is (outer ring, rings).
    std::vector<ShapeKind> shapes = {ShapeKind::Square};
    std::vector<const GeneratorInfo*> generators;
    // Empty (every generator with its defaults), or one entry per generator: its parameters
    // (resolveParams; an empty ParamValues is the defaults). The same generator may be listed
    // twice with different parameters (Growing Tree newest and random, say).
    std::vector<ParamValues> generatorParams;
    std::vector<Size> sizes;
    std::vector<const SolverInfo*> solvers; // empty: measure mazes only
    // Empty (every solver with its defaults), or one entry per solver: its parameters (an empty
    // ParamValues is the defaults), checked by SolverInfo::start.
    std::vector<ParamValues> solverParams;
    std::vector<double> braids = {0};       // percent of dead ends removed, 0..100
    std::vector<Terrain> terrains = {Terrain{}}; // Terrain{} (density 0) is "no terrain"
    std::int64_t count = 0;                 // mazes per group, >= 1
    std::uint64_t seed = 1;                 // maze k uses seed + k
    // The movement of every run (core/movement.hpp). It decides the results as the solvers do,
    // so it is part of the spec (a merge checks each run's against it), not a way of running.
    Diagonal diagonal = Diagonal::Never;

    // Mazes in the experiment, and runs (rows): of every shape, its mazes x max(1, solvers
    // that solve it), without the combinations that are not run (experimentSkips).
    [[nodiscard]] std::int64_t mazeCount() const;
    [[nodiscard]] std::int64_t runCount() const;
};

// The most runs one experiment may have (a row is about 150 bytes: 10^8 rows would be 15 GB).
inline constexpr std::int64_t kMaxExperimentRuns = 100'000'000;

// The most rows one experiment may keep (ExperimentOptions::keepRows): about 250 bytes each.
inline constexpr std::int64_t kMaxKeptRows = 10'000'000;

// Empty if the spec can run, else one message saying what is wrong and what is allowed: an empty
// axis, a count of 0, a size outside 2..4096, a braid or terrain out of range, too many runs, a
// repeated entry on an axis, a solver that refuses the movement (with its reason) or generated
// mazes (generatedMazeError), diagonal moves with cells other than squares, nothing left to run
// once the combinations that cannot run are left out.
[[nodiscard]] std::string experimentError(const ExperimentSpec& spec);

// A combination of axes that an experiment does not run, and why: a generator or a solver (with
// its parameters) that does not take a shape, or a size that makes no polar maze. The axes it
// does not name are all of theirs.
struct ExperimentSkip {
    ShapeKind shape = ShapeKind::Square;
    const GeneratorInfo* generator = nullptr; // with `params`; null: every generator
    ParamValues params;
    const SolverInfo* solver = nullptr; // null: every solver
    std::optional<Size> size;           // nothing: every size
    std::string reason;                 // the core's own sentence (shapeError, start)
    // What is not run, for people and files: "binary-tree on hex", "weighted-astar on polar",
    // "size 300x300 on polar".
    [[nodiscard]] std::string what() const;
};
// The combinations of `spec` that are not run, in axis order (shape, then sizes, generators,
// solvers). Empty for a square-only spec.
[[nodiscard]] std::vector<ExperimentSkip> experimentSkips(const ExperimentSpec& spec);
// Empty if `solver` with `params` solves mazes of `shape` (four directions), else why not: the
// message SolverInfo::start gives (a shape it does not solve, a heuristic other than euclidean).
[[nodiscard]] std::string solverShapeError(const SolverInfo& solver, const ParamValues& params,
                                           ShapeKind shape);
// Empty if a maze of `shape` can have `size` in an experiment, else why not (polar: the height
// is the rings, 2 to 256).
[[nodiscard]] std::string experimentSizeError(ShapeKind shape, Size size);
// The cells of an experiment's maze of that shape and size (a polar one: by its rings).
[[nodiscard]] std::int64_t experimentCells(ShapeKind shape, Size size);
// Empty if the solver can run on generated mazes, else why not: one that takes only some mazes
// (SolverInfo::mazeError, JPS) would stop an experiment at the first maze it refuses, which is
// not known before the maze is made, so it runs on Moving AI maps instead.
[[nodiscard]] std::string generatedMazeError(const SolverInfo& solver);

// A generator with its parameters, as experiments name it: the id, then ":key=value" for every
// parameter that differs from its default ("recursive-backtracker:start=first",
// "growing-tree:policy=mix:mix=30"); the bare id when all are defaults.
[[nodiscard]] std::string generatorLabel(const GeneratorInfo& generator, const ParamValues& params);
// The reverse. Throws Error for an unknown id or a bad parameter (naming what is allowed).
// The parameters come back resolved (every key set).
[[nodiscard]] std::pair<const GeneratorInfo*, ParamValues> parseGeneratorLabel(std::string_view label);

// The parameters the spec gives `solver`, every key set (its defaults where the spec has none).
[[nodiscard]] ParamValues solverParamsOf(const ExperimentSpec& spec, const SolverInfo* solver);
// A solver as experiment tables and charts name it for people: its name, and its parameters if
// it has any ("Weighted A* (weight=3, heuristic=manhattan)").
[[nodiscard]] std::string solverLabel(const ExperimentSpec& spec, const SolverInfo& solver);

// A terrain as experiments, files and tables name it: "off", or "D,P,M" (density %, patchiness,
// highest cost) as --terrain takes it.
[[nodiscard]] std::string terrainLabel(const Terrain& terrain);

struct ExperimentRow {
    ShapeKind shape = ShapeKind::Square;
    const GeneratorInfo* generator = nullptr;
    ParamValues params;           // the generator's, resolved (every key set)
    Size size = {};
    double braid = 0;
    Terrain terrain = {};
    std::int64_t mazeIndex = 0;   // k: the maze's index in its group
    std::uint64_t seed = 0;       // the maze's seed (spec.seed + k)
    const SolverInfo* solver = nullptr; // null in a maze-only experiment
    Diagonal diagonal = Diagonal::Never; // the experiment's movement
    std::int64_t cells = 0;       // active cells of the maze
    std::int64_t deadEnds = 0;    // cells with exactly one passage
    // The solver's figures (all zero in a maze-only experiment). pathLength and the path's cost
    // are 0 when no path was found. The cost is two exact sums as in SolveStats: pathCost of the
    // cells entered by straight moves, pathDiagonalCost of those entered diagonally (0 under
    // four directions), which count sqrt(2) times (cost()).
    bool found = false;
    bool gaveUp = false; // stopped at its step limit (neither found nor "no path")
    std::int64_t pathLength = 0, pathCost = 0, pathDiagonalCost = 0;
    std::int64_t searched = 0, expanded = 0, maxFrontier = 0, steps = 0;
    std::int64_t timeNs = 0;
    [[nodiscard]] std::string generatorLabel() const; // see generatorLabel()
    [[nodiscard]] double percentSearched() const; // docs/semantics.md's formula
    [[nodiscard]] double deadEndPercent() const;  // dead ends per 100 active cells
    [[nodiscard]] PathCost cost() const { return {pathCost, pathDiagonalCost}; }
};

// One figure of a run, by name, in the order the CSV, the tables and the charts use. Every figure
// is an affine function of an integer of the row, (raw + offset) * scale(cells), so that the
// summary can add exact integers; the scale may depend on the maze's cell count, which is the
// same for a whole group (one size, no mask). The path's cost under diagonal movement is two
// integers, (raw + offset + sqrt(2) * diagonalRaw) * scale: the summary adds both exactly.
struct ExperimentField {
    std::string_view key;   // snake_case, for CSV and JSON: "percent_searched"
    std::string_view label; // for people: "searched (%)"
    bool solverFigure;      // false for the maze's own figures (dead ends)
    // The integer behind the figure, or nothing where the figure does not exist (path length
    // when no path was found, any solver figure in a maze-only experiment).
    std::optional<std::int64_t> (*raw)(const ExperimentRow&) = nullptr;
    double (*scale)(std::int64_t cells) = nullptr;
    std::int64_t offset = 0;
    // Summarised by its median and quartiles too (FigureSummary::hasQuartiles).
    bool quartiles = false;
    // The part that counts sqrt(2) times (the cost entered by diagonal moves); null for none.
    std::int64_t (*diagonalRaw)(const ExperimentRow&) = nullptr;

    [[nodiscard]] std::optional<double> value(const ExperimentRow& row) const {
        const auto r = raw(row);
        if (!r)
            return std::nullopt;
        const std::int64_t d = diagonalRaw ? diagonalRaw(row) : 0;
        return PathCost{*r + offset, d}.value() * scale(row.cells);
    }
};
[[nodiscard]] std::span<const ExperimentField> experimentFields();
[[nodiscard]] const ExperimentField& experimentField(std::string_view key); // throws Error

// What the summary says of one figure in one group.
struct FigureSummary {
    std::int64_t n = 0; // runs where the figure exists
    double mean = 0;
    double stddev = 0;  // sample standard deviation (n - 1); 0 when n < 2
    double min = 0, max = 0;
    // The quartiles (core/statistics.hpp; docs/semantics.md, "Quartiles"), for the figures that
    // have them (ExperimentField::quartiles: the time, whose outliers the mean and sd hide), in
    // an experiment of at most kMaxKeptRows runs (their values are kept, with or without the
    // rows) and always in summarizeRows.
    bool hasQuartiles = false;
    double q1 = 0, median = 0, q3 = 0;
};

struct ExperimentGroup {
    ShapeKind shape = ShapeKind::Square;
    const GeneratorInfo* generator = nullptr;
    ParamValues params; // resolved
    Size size = {};
    double braid = 0;
    Terrain terrain = {};
    const SolverInfo* solver = nullptr; // null in a maze-only experiment
    Diagonal diagonal = Diagonal::Never; // the experiment's movement
    std::int64_t runs = 0;
    std::int64_t found = 0;                // runs that found a path
    std::int64_t gaveUp = 0;               // runs that gave up (runs - found - gaveUp: no path)
    std::vector<FigureSummary> figures;    // one per experimentFields(), in that order
    [[nodiscard]] const FigureSummary& figure(std::string_view key) const; // throws Error
    [[nodiscard]] std::string generatorLabel() const; // see generatorLabel()
};

struct ExperimentResult {
    ExperimentSpec spec;
    std::vector<ExperimentRow> rows;     // the finished runs, in axis order (if rows were kept)
    std::vector<ExperimentGroup> groups; // in axis order; groups without a finished run omitted
    std::vector<ExperimentSkip> notRun;  // experimentSkips(spec): what was left out, and why
    std::int64_t runsTotal = 0;          // runs the spec asked for
    std::int64_t runsDone = 0;           // runs finished (== runsTotal unless cancelled)
    bool cancelled = false;
    double seconds = 0;                  // wall time of the whole experiment
};

// One of `count` parts of an experiment, for running it on several machines (docs/experiments.md,
// "Running on many machines"): part `index` (1 to count) runs the index-th of `count` contiguous,
// near-equal runs of the experiment's mazes in axis order. A benchmark (core/benchmark.hpp) cuts
// its problems the same way.
struct Shard {
    std::int64_t index = 1;
    std::int64_t count = 1;
};
// Empty if `shard` is a part of `items` things (1 <= index <= count <= items), else why not;
// `what` names the things in the message ("mazes", "problems").
[[nodiscard]] std::string shardError(std::int64_t items, std::string_view what, Shard shard);
// The items of a shard, [first, end): (index - 1) * items / count to index * items / count.
[[nodiscard]] std::pair<std::int64_t, std::int64_t> shardRange(std::int64_t items, Shard shard);
// The same for the mazes of `spec`, in axis order.
[[nodiscard]] std::string shardError(const ExperimentSpec& spec, Shard shard);
[[nodiscard]] std::pair<std::int64_t, std::int64_t> shardMazes(const ExperimentSpec& spec,
                                                               Shard shard);
// Where `row` stands among the runs of `spec` in axis order, found by its shape, generator and
// parameters, size, braid, terrain, maze index, seed, solver and movement; nothing if `spec` has no
// such run. Rows from shards go back in their places by it (mergeRows).
[[nodiscard]] std::optional<std::int64_t> runIndexOf(const ExperimentSpec& spec,
                                                     const ExperimentRow& row);

struct ExperimentOptions {
    int threads = 1;        // worker threads (< 1 is taken as 1)
    bool keepRows = true;   // false: only the summary (for millions of mazes)
    // Set from any thread to stop: runs already finished are kept, the others are not started.
    const std::atomic<bool>* cancel = nullptr;
    // Called on the calling thread about ten times a second while the workers run, and once at
    // the end, with runs finished and runs in all.
    std::function<void(std::int64_t done, std::int64_t total)> progress;
    Shard shard; // the part to run (the whole experiment by default)
};

// Runs the experiment, or the part options.shard names, on options.threads worker threads; the
// calling thread waits (and reports progress). The result holds that part's runs and their
// summary (runsTotal counts the part's runs). Throws Error if experimentError(spec) or
// shardError is not empty, or if rows are to be kept and there are more than kMaxKeptRows runs. If
// a run throws, the others are stopped and the error of the first such run in axis order is
// rethrown.
[[nodiscard]] ExperimentResult runExperiment(const ExperimentSpec& spec,
                                             const ExperimentOptions& options = {});

// The whole experiment `spec` from its shards' rows (read back from their CSV files, in any
// order; `names[i]` names shard i in messages): every run put in its place in axis order, and
// their summary, as runExperiment returns the experiment run at once (seconds is 0: the shards'
// wall times are not in their files). Throws Error naming the shard's file and the run's line in
// it (line 2 is its first run) for a run that is not one of `spec`'s or that another shard holds
// too, and naming the first run that no shard holds.
[[nodiscard]] ExperimentResult mergeShards(const ExperimentSpec& spec,
                                           std::span<const ExperimentResult> shards,
                                           std::span<const std::string> names);

// The summary of `rows` alone (what runExperiment computes as it goes): groups in order of first
// appearance. Used for results read back from a CSV file.
[[nodiscard]] std::vector<ExperimentGroup> summarizeRows(std::span<const ExperimentRow> rows);

// What generates the maze of `row` (its shape, generator, parameters, size, seed, braid and
// terrain; a polar maze's rings are the size's height): the same request as `mazelab-cli
// generate` with those options.
[[nodiscard]] GenerateRequest experimentRequest(const ExperimentRow& row);

// Dead ends of a maze: active cells with exactly one passage.
[[nodiscard]] std::int64_t countDeadEnds(const Maze& maze);

} // namespace mazelab
