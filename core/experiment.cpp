// Experiments (core/experiment.hpp): the figures, the parallel runner and the exact summary.
// The spec's counts and checks are in experiment_spec.cpp, CSV files in experiment_csv.cpp,
// shards in experiment_shards.cpp.

#include "core/experiment.hpp"

#include "core/experiment_axes.hpp"

#include "core/statistics.hpp"
#include "core/text_fields.hpp"

#include "core/run.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <exception>
#include <limits>
#include <mutex>
#include <thread>
#include <tuple>

namespace mazelab {

// --- Rows and figures ----------------------------------------------------------------------

std::string ExperimentRow::generatorLabel() const {
    return mazelab::generatorLabel(*generator, params);
}

std::string ExperimentGroup::generatorLabel() const {
    return mazelab::generatorLabel(*generator, params);
}

double ExperimentRow::percentSearched() const {
    return mazelab::percentSearched(searched, cells);
}

double ExperimentRow::deadEndPercent() const {
    return cells > 0 ? double(deadEnds) * 100.0 / double(cells) : 0.0;
}

namespace {

double unitScale(std::int64_t) { return 1.0; }
double microseconds(std::int64_t) { return 1e-3; }
double percentOfOthers(std::int64_t cells) { return cells > 1 ? 100.0 / double(cells - 1) : 0.0; }
double percentOfCells(std::int64_t cells) { return cells > 0 ? 100.0 / double(cells) : 0.0; }

template <std::int64_t ExperimentRow::*member>
std::optional<std::int64_t> solverRaw(const ExperimentRow& row) {
    if (row.solver == nullptr)
        return std::nullopt;
    return row.*member;
}

template <std::int64_t ExperimentRow::*member>
std::optional<std::int64_t> pathRaw(const ExperimentRow& row) {
    if (row.solver == nullptr || !row.found)
        return std::nullopt;
    return row.*member;
}

std::optional<std::int64_t> deadEndsRaw(const ExperimentRow& row) { return row.deadEnds; }
std::int64_t diagonalCostRaw(const ExperimentRow& row) {
    return row.pathDiagonalCost;
}

constexpr std::size_t kFigureCount = 10;

// percent searched = (searched - 1) * 100 / (cells - 1), docs/semantics.md's formula.
constexpr std::array<ExperimentField, kFigureCount> kFields = {{
    {"time_us", "time (us)", true, solverRaw<&ExperimentRow::timeNs>, microseconds, 0, true},
    {"percent_searched", "searched (%)", true, solverRaw<&ExperimentRow::searched>,
     percentOfOthers, -1},
    {"path_length", "path length", true, pathRaw<&ExperimentRow::pathLength>, unitScale, 0},
    {"path_cost", "path cost", true, pathRaw<&ExperimentRow::pathCost>, unitScale, 0, false,
     diagonalCostRaw},
    {"searched", "cells searched", true, solverRaw<&ExperimentRow::searched>, unitScale, 0},
    {"expanded", "cells expanded", true, solverRaw<&ExperimentRow::expanded>, unitScale, 0},
    {"max_frontier", "largest frontier", true, solverRaw<&ExperimentRow::maxFrontier>,
     unitScale, 0},
    {"steps", "steps", true, solverRaw<&ExperimentRow::steps>, unitScale, 0},
    {"dead_ends", "dead ends", false, deadEndsRaw, unitScale, 0},
    {"dead_end_percent", "dead ends (%)", false, deadEndsRaw, percentOfCells, 0},
}};

} // namespace

std::span<const ExperimentField> experimentFields() { return kFields; }

const ExperimentField& experimentField(std::string_view key) {
    for (const ExperimentField& field : experimentFields())
        if (field.key == key)
            return field;
    throw Error("unknown experiment figure " + text::excerpt(key));
}

const FigureSummary& ExperimentGroup::figure(std::string_view key) const {
    const auto fields = experimentFields();
    for (std::size_t i = 0; i < fields.size() && i < figures.size(); ++i)
        if (fields[i].key == key)
            return figures[i];
    throw Error("unknown experiment figure " + text::excerpt(key));
}

std::int64_t countDeadEnds(const Maze& maze) {
    // A dead end has one bit set (a masked-off cell has no passage, so it is never counted).
    // Counted without a branch, a byte per cell, in blocks of at most 255 cells: the compiler
    // vectorises it (it runs once per maze of an experiment, after the generator).
    const std::vector<std::uint8_t>& open = maze.openBits();
    std::int64_t deadEnds = 0;
    for (std::size_t first = 0; first < open.size(); first += 255) {
        const std::size_t last = std::min(open.size(), first + 255);
        std::uint8_t block = 0;
        for (std::size_t i = first; i < last; ++i) {
            const std::uint8_t bits = open[i];
            block += std::uint8_t(std::uint8_t(bits != 0) &
                                  std::uint8_t((bits & std::uint8_t(bits - 1)) == 0));
        }
        deadEnds += block;
    }
    return deadEnds;
}

// --- Exact accumulation --------------------------------------------------------------------

namespace {

// Sums of squares of nanoseconds over many runs pass 2^63: 128-bit integers keep them exact.
__extension__ typedef __int128 Int128;

// Orders figure values v + sqrt(2) d: as integers when neither has a diagonal part.
bool lessValue(PathCost a, PathCost b) {
    if (a.diagonal == 0 && b.diagonal == 0)
        return a.straight < b.straight;
    return a.value() < b.value();
}

// One figure's sums over runs. A value is v + sqrt(2) d with integers v and d (d, the cost entered
// by diagonal moves, is 0 for every figure but the path's cost under diagonals): the sums of v,
// d, their squares and v d are exact, so the mean and the sample variance of the values follow
// whatever the order of the runs.
struct Accumulator {
    std::int64_t n = 0;
    Int128 sum = 0;
    Int128 squares = 0;
    Int128 diagonalSum = 0, diagonalSquares = 0, cross = 0; // of d, d^2 and v d
    PathCost min{std::numeric_limits<std::int64_t>::max(), 0};
    PathCost max{std::numeric_limits<std::int64_t>::min(), 0};

    void add(std::int64_t v, std::int64_t d) {
        ++n;
        sum += v;
        squares += Int128(v) * v;
        if (d != 0) {
            diagonalSum += d;
            diagonalSquares += Int128(d) * d;
            cross += Int128(v) * d;
        }
        const PathCost value{v, d};
        if (lessValue(value, min))
            min = value;
        if (lessValue(max, value))
            max = value;
    }
    void merge(const Accumulator& other) {
        n += other.n;
        sum += other.sum;
        squares += other.squares;
        diagonalSum += other.diagonalSum;
        diagonalSquares += other.diagonalSquares;
        cross += other.cross;
        if (other.n > 0 && lessValue(other.min, min))
            min = other.min;
        if (other.n > 0 && lessValue(max, other.max))
            max = other.max;
    }
};

// The accumulators of one group, and (keepSamples) the raw values of the figures with quartiles.
struct GroupTally {
    std::int64_t runs = 0, found = 0, gaveUp = 0, cells = 0;
    std::array<Accumulator, kFigureCount> figures{};
    bool keepSamples = false;
    std::array<std::vector<std::int64_t>, kFigureCount> samples{};

    void add(const ExperimentRow& row) {
        ++runs;
        found += row.found ? 1 : 0;
        gaveUp += row.gaveUp ? 1 : 0;
        cells = row.cells;
        for (std::size_t f = 0; f < kFigureCount; ++f)
            if (const auto raw = kFields[f].raw(row)) {
                figures[f].add(*raw, kFields[f].diagonalRaw ? kFields[f].diagonalRaw(row) : 0);
                if (keepSamples && kFields[f].quartiles)
                    samples[f].push_back(*raw);
            }
    }
    void merge(const GroupTally& other) {
        runs += other.runs;
        found += other.found;
        gaveUp += other.gaveUp;
        if (other.runs > 0)
            cells = other.cells;
        keepSamples = keepSamples || other.keepSamples;
        for (std::size_t f = 0; f < kFigureCount; ++f) {
            figures[f].merge(other.figures[f]);
            samples[f].insert(samples[f].end(), other.samples[f].begin(), other.samples[f].end());
        }
    }
};

// The quartiles of the raw `samples`, as the figure's values ((raw + offset) * scale).
void addQuartiles(FigureSummary& s, const std::vector<std::int64_t>& samples,
                  const ExperimentField& def, double scale) {
    const Quartiles q = quartilesOf(samples);
    auto value = [&](double raw) { return (raw + double(def.offset)) * scale; };
    s.hasQuartiles = true;
    s.median = value(q.median);
    s.q1 = value(scale < 0 ? q.q3 : q.q1);
    s.q3 = value(scale < 0 ? q.q1 : q.q3);
}

FigureSummary summarizeFigure(const Accumulator& acc, const ExperimentField& def,
                              std::int64_t cells, const std::vector<std::int64_t>& samples) {
    FigureSummary s;
    s.n = acc.n;
    if (acc.n == 0)
        return s;
    if (def.quartiles && std::int64_t(samples.size()) == acc.n)
        addQuartiles(s, samples, def, def.scale(cells));
    const double scale = def.scale(cells);
    // Exact integers in, so the same tally gives the same bits on any thread count.
    const long double n = static_cast<long double>(acc.n);
    const auto wide = [](Int128 v) { return static_cast<long double>(v); };
    if (acc.diagonalSum == 0 && acc.diagonalSquares == 0) {
        const long double mean = wide(acc.sum) / n;
        s.mean = double((mean + static_cast<long double>(def.offset)) * scale);
        if (acc.n > 1) {
            const long double variance = (wide(acc.squares) - wide(acc.sum) * mean) / (n - 1);
            s.stddev = double(std::sqrt(std::max(variance, 0.0L)) * std::abs(scale));
        }
    } else {
        // Values v + r d: sum (v + r d)^2 = sum v^2 + 2 r sum v d + r^2 sum d^2.
        const long double r = 1.41421356237309504880L;
        const long double total = wide(acc.sum) + r * wide(acc.diagonalSum);
        const long double mean = total / n;
        s.mean = double((mean + static_cast<long double>(def.offset)) * scale);
        if (acc.n > 1) {
            const long double squares =
                wide(acc.squares) + 2 * r * wide(acc.cross) + 2 * wide(acc.diagonalSquares);
            const long double variance = (squares - total * mean) / (n - 1);
            s.stddev = double(std::sqrt(std::max(variance, 0.0L)) * std::abs(scale));
        }
    }
    const double a = PathCost{acc.min.straight + def.offset, acc.min.diagonal}.value() * scale;
    const double b = PathCost{acc.max.straight + def.offset, acc.max.diagonal}.value() * scale;
    s.min = std::min(a, b);
    s.max = std::max(a, b);
    return s;
}

ExperimentGroup groupFrom(const ExperimentRow& key, const GroupTally& tally) {
    ExperimentGroup group;
    group.shape = key.shape;
    group.generator = key.generator;
    group.params = key.params;
    group.size = key.size;
    group.braid = key.braid;
    group.terrain = key.terrain;
    group.solver = key.solver;
    group.diagonal = key.diagonal;
    group.runs = tally.runs;
    group.found = tally.found;
    group.gaveUp = tally.gaveUp;
    for (std::size_t f = 0; f < kFigureCount; ++f)
        group.figures.push_back(
            summarizeFigure(tally.figures[f], kFields[f], tally.cells, tally.samples[f]));
    return group;
}

} // namespace

GenerateRequest experimentRequest(const ExperimentRow& row) {
    GenerateRequest request;
    request.generator = row.generator;
    request.params = row.params;
    request.size = row.size;
    request.seed = row.seed;
    request.shaping = Shaping{row.braid, Symmetry::None, row.terrain};
    request.shape = row.shape;
    request.rings = row.shape == ShapeKind::Polar ? row.size.height : 0;
    return request;
}

namespace {

void fillSolve(ExperimentRow& row, const SolverInfo& solver, const ParamValues& params,
               const Maze& maze) {
    const SolveResult result = solveMaze(solver, maze, params, row.diagonal);
    row.solver = &solver;
    row.found = result.stats.found;
    row.gaveUp = result.stats.gaveUp;
    row.pathLength = result.stats.found ? result.stats.pathLength : 0;
    row.pathCost = result.stats.found ? result.stats.pathCost : 0;
    row.pathDiagonalCost = result.stats.found ? result.stats.pathDiagonalCost : 0;
    row.searched = result.stats.searched;
    row.expanded = result.stats.expanded;
    row.maxFrontier = result.stats.maxFrontier;
    row.steps = result.stats.steps;
    row.timeNs = result.stats.timeNs;
}

// One experiment on its way: the state the worker threads share. Mazes are numbered in axis
// order (Axes::mazeRow); a worker takes a chunk of them at a time and adds each run to its own
// tallies, so that the summary is summed without locks and in the same order on any thread count.
class ParallelRun {
public:
    ParallelRun(const ExperimentSpec& spec, const ExperimentOptions& options)
        : m_spec(spec), m_options(options), m_axes(spec), m_mazes(shardMazes(spec, options.shard)),
          m_firstRun(m_axes.firstRunOf(m_mazes.first)),
          m_runs(m_axes.firstRunOf(m_mazes.second) - m_firstRun), m_groups(m_axes.groupCount()),
          m_threads(std::max(1, options.threads)),
          // Chunks save atomic operations on tiny mazes and stay small enough that the threads
          // finish together and a cancel is noticed soon.
          m_chunk(std::clamp<std::int64_t>(
              (m_mazes.second - m_mazes.first) / (std::int64_t(m_threads) * 256), 1, 64)),
          m_next(m_mazes.first) {
        if (options.keepRows && m_runs > kMaxKeptRows)
            throw Error("an experiment of " + std::to_string(m_runs) + " runs is too large to "
                        "keep every run (at most " + std::to_string(kMaxKeptRows) + "): keep only "
                        "the summary, or use fewer mazes or solvers");
        m_rows.resize(options.keepRows ? std::size_t(m_runs) : 0);
        m_done.resize(options.keepRows ? std::size_t(m_runs) : 0, 0);
        // The time's values, for its quartiles: 8 bytes a run, kept with or without the rows.
        GroupTally empty;
        empty.keepSamples = m_runs <= kMaxKeptRows;
        m_tallies.assign(std::size_t(m_threads),
                         std::vector<GroupTally>(std::size_t(m_groups), empty));
    }

    // Runs every maze on the worker threads, reporting progress from the calling one; rethrows
    // the error of the first failed maze in axis order.
    void run() {
        {
            std::vector<std::jthread> workers;
            workers.reserve(std::size_t(m_threads));
            for (int t = 0; t < m_threads; ++t)
                workers.emplace_back([this, t] { work(std::size_t(t)); });
            if (m_options.progress) {
                while (m_finished.load() < m_runs && !m_stop.load() && !m_cancelled.load()) {
                    m_options.progress(m_finished.load(), m_runs);
                    std::this_thread::sleep_for(std::chrono::milliseconds(100));
                }
            }
        }
        if (m_error)
            std::rethrow_exception(m_error);
    }

    // The finished runs and the summary of their groups.
    [[nodiscard]] ExperimentResult result() const {
        ExperimentResult result;
        result.spec = m_spec;
        result.runsTotal = m_runs;
        result.runsDone = m_finished.load();
        result.cancelled = m_cancelled.load() && result.runsDone < m_runs;
        if (m_options.keepRows) {
            result.rows.reserve(std::size_t(result.runsDone));
            for (std::size_t r = 0; r < m_rows.size(); ++r)
                if (m_done[r])
                    result.rows.push_back(m_rows[r]);
        }
        for (std::int64_t g = 0; g < m_groups; ++g) {
            GroupTally total;
            for (const auto& tally : m_tallies)
                total.merge(tally[std::size_t(g)]);
            if (total.runs == 0)
                continue;
            result.groups.push_back(groupFrom(m_axes.groupRow(g), total));
        }
        return result;
    }

private:
    bool shouldStop() {
        if (m_options.cancel != nullptr && m_options.cancel->load(std::memory_order_relaxed)) {
            m_cancelled.store(true, std::memory_order_relaxed);
            return true;
        }
        return m_stop.load(std::memory_order_relaxed);
    }

    void work(std::size_t thread) {
        std::vector<GroupTally>& tally = m_tallies[thread];
        for (std::int64_t first = m_next.fetch_add(m_chunk); first < m_mazes.second;
             first = m_next.fetch_add(m_chunk)) {
            for (std::int64_t u = first; u < std::min(first + m_chunk, m_mazes.second); ++u) {
                if (shouldStop())
                    return;
                try {
                    if (!runMaze(u, tally))
                        return;
                } catch (...) {
                    const std::lock_guard lock(m_errorMutex);
                    if (u < m_errorMaze) {
                        m_errorMaze = u;
                        m_error = std::current_exception();
                    }
                    m_stop.store(true);
                    return;
                }
            }
        }
    }

    // Generates maze u and runs every solver on it; false if told to stop in between.
    bool runMaze(std::int64_t u, std::vector<GroupTally>& tally) {
        const detail::ShapeBlock& block = m_axes.blockOfMaze(u);
        ExperimentRow row = m_axes.mazeRow(u);
        const Maze maze = generateMaze(experimentRequest(row));
        row.cells = maze.activeCellCount();
        row.deadEnds = countDeadEnds(maze);
        const std::int64_t firstRun = m_axes.firstRunOf(u) - m_firstRun;
        for (std::int64_t j = 0; j < block.slots; ++j) {
            if (j > 0 && shouldStop())
                return false;
            if (const SolverInfo* solver = m_axes.solverOf(block, j))
                fillSolve(row, *solver, solverParamsOf(m_spec, solver), maze);
            tally[std::size_t(m_axes.group(u, j))].add(row);
            if (m_options.keepRows) {
                const auto r = std::size_t(firstRun + j);
                m_rows[r] = row;
                m_done[r] = 1;
            }
            m_finished.fetch_add(1, std::memory_order_relaxed);
        }
        return true;
    }

    const ExperimentSpec& m_spec;
    const ExperimentOptions& m_options;
    const detail::Axes m_axes;
    const std::pair<std::int64_t, std::int64_t> m_mazes; // the shard's [first, end), axis order
    const std::int64_t m_firstRun;                       // the shard's first run, axis order
    const std::int64_t m_runs;
    const std::int64_t m_groups;
    const int m_threads;
    const std::int64_t m_chunk;

    std::vector<ExperimentRow> m_rows;                 // by run, if kept
    std::vector<std::uint8_t> m_done;                  // by run: finished
    std::vector<std::vector<GroupTally>> m_tallies;    // by thread, then group
    std::atomic<std::int64_t> m_next;                  // the next maze to hand out
    std::atomic<std::int64_t> m_finished{0};           // runs finished
    std::atomic<bool> m_stop{false};                   // a maze failed
    std::atomic<bool> m_cancelled{false};
    std::mutex m_errorMutex;
    std::int64_t m_errorMaze = std::numeric_limits<std::int64_t>::max();
    std::exception_ptr m_error;
};

} // namespace

ExperimentResult runExperiment(const ExperimentSpec& spec, const ExperimentOptions& options) {
    if (std::string error = experimentError(spec); !error.empty())
        throw Error(error);
    if (std::string error = shardError(spec, options.shard); !error.empty())
        throw Error(error);
    const auto begin = std::chrono::steady_clock::now();
    ParallelRun run(spec, options);
    run.run();
    ExperimentResult result = run.result();
    result.notRun = experimentSkips(spec);
    result.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    if (options.progress)
        options.progress(result.runsDone, result.runsTotal);
    return result;
}

std::vector<ExperimentGroup> summarizeRows(std::span<const ExperimentRow> rows) {
    using Key = std::tuple<ShapeKind, std::string, int, int, double, double, double, int,
                           const SolverInfo*>;
    auto keyOf = [](const ExperimentRow& r) {
        return Key{r.shape, r.generatorLabel(), r.size.width,         r.size.height,
                   r.braid, r.terrain.density,  r.terrain.patchiness, r.terrain.maxCost,
                   r.solver};
    };
    std::vector<const ExperimentRow*> firstRows;
    std::vector<GroupTally> tallies;
    std::vector<std::pair<Key, std::size_t>> index; // sorted by key, for lookup
    for (const ExperimentRow& row : rows) {
        const Key key = keyOf(row);
        auto it = std::lower_bound(index.begin(), index.end(), key,
                                   [](const auto& entry, const Key& k) { return entry.first < k; });
        if (it == index.end() || it->first != key) {
            it = index.insert(it, {key, tallies.size()});
            tallies.emplace_back().keepSamples = true;
            firstRows.push_back(&row);
        }
        tallies[it->second].add(row);
    }
    std::vector<ExperimentGroup> groups;
    groups.reserve(tallies.size());
    for (std::size_t g = 0; g < tallies.size(); ++g)
        groups.push_back(groupFrom(*firstRows[g], tallies[g]));
    return groups;
}

} // namespace mazelab
