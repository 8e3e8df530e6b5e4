// Experiments (core/experiment.hpp): the axes, the parallel runner, the exact summary and CSV.

#include "core/experiment.hpp"

#include "core/run.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <exception>
#include <istream>
#include <limits>
#include <mutex>
#include <ostream>
#include <set>
#include <sstream>
#include <thread>
#include <tuple>

namespace mazelab {

// --- Axes and validation -------------------------------------------------------------------

namespace {

// Mazes per value of k: generators x sizes x braids x terrains, or -1 past the run limit.
std::int64_t groupsPerSolver(const ExperimentSpec& spec) {
    std::int64_t product = 1;
    for (const std::size_t n :
         {spec.generators.size(), spec.sizes.size(), spec.braids.size(), spec.terrains.size()}) {
        product *= std::int64_t(n);
        if (product > kMaxExperimentRuns)
            return -1;
    }
    return product;
}

std::int64_t solverSlots(const ExperimentSpec& spec) {
    return std::max<std::int64_t>(1, std::int64_t(spec.solvers.size()));
}

// Generator i's parameters, resolved.
ParamValues paramsOf(const ExperimentSpec& spec, std::size_t i) {
    const GeneratorInfo& generator = *spec.generators[i];
    if (spec.generatorParams.empty() || spec.generatorParams[i].entries().empty())
        return ParamValues(generator.params);
    return spec.generatorParams[i];
}

} // namespace

std::string terrainLabel(const Terrain& terrain) {
    if (terrain.density <= 0)
        return "off";
    return formatNumber(terrain.density) + "," + formatNumber(terrain.patchiness) + "," +
           std::to_string(terrain.maxCost);
}

namespace {

template <typename T, typename Key>
std::string firstRepeat(const std::vector<T>& axis, Key key) {
    for (std::size_t i = 0; i < axis.size(); ++i)
        for (std::size_t j = 0; j < i; ++j)
            if (axis[i] == axis[j])
                return key(axis[i]);
    return {};
}

} // namespace

std::string generatorLabel(const GeneratorInfo& generator, const ParamValues& params) {
    std::string label(generator.id);
    const ParamValues defaults(generator.params);
    const std::vector<std::string> texts = formatParams(generator.params, params);
    const std::vector<std::string> defaultTexts = formatParams(generator.params, defaults);
    for (std::size_t i = 0; i < texts.size(); ++i)
        if (texts[i] != defaultTexts[i])
            label += ":" + texts[i];
    return label;
}

std::pair<const GeneratorInfo*, ParamValues> parseGeneratorLabel(std::string_view label) {
    const std::size_t colon = label.find(':');
    const GeneratorInfo& generator = generatorById(label.substr(0, colon));
    std::vector<std::string> assignments;
    for (std::size_t begin = colon; begin != std::string_view::npos;) {
        const std::size_t next = label.find(':', begin + 1);
        assignments.emplace_back(label.substr(begin + 1, next - begin - 1));
        begin = next;
    }
    return {&generator, resolveParams(generator.params, assignments)};
}

std::int64_t ExperimentSpec::mazeCount() const {
    const std::int64_t groups = groupsPerSolver(*this);
    if (groups < 0 || count < 0 || (groups > 0 && count > kMaxExperimentRuns / groups))
        return -1;
    return groups * count;
}

std::int64_t ExperimentSpec::runCount() const {
    const std::int64_t mazes = mazeCount();
    if (mazes < 0 || mazes > kMaxExperimentRuns / solverSlots(*this))
        return -1;
    return mazes * solverSlots(*this);
}

std::string experimentError(const ExperimentSpec& spec) {
    if (spec.generators.empty())
        return "no generator chosen: an experiment needs at least one generator";
    if (spec.sizes.empty())
        return "no size chosen: an experiment needs at least one size";
    if (spec.braids.empty())
        return "no braid share chosen: give at least one (0 for none)";
    if (spec.terrains.empty())
        return "no terrain chosen: give at least one (off for none)";
    if (spec.count < 1)
        return "the number of mazes per group must be at least 1 (got " +
               std::to_string(spec.count) + ")";
    for (const GeneratorInfo* g : spec.generators)
        if (g == nullptr)
            return "unknown generator";
    if (!spec.generatorParams.empty() && spec.generatorParams.size() != spec.generators.size())
        return "the generator parameters must be given for every generator or for none";
    std::vector<std::string> labels;
    for (std::size_t i = 0; i < spec.generators.size(); ++i)
        labels.push_back(generatorLabel(*spec.generators[i], paramsOf(spec, i)));
    for (const SolverInfo* s : spec.solvers)
        if (s == nullptr)
            return "unknown solver";
    if (auto label = firstRepeat(labels, [](const std::string& l) { return l; }); !label.empty())
        return "generator " + label + " is listed twice";
    if (auto id = firstRepeat(spec.solvers, [](const SolverInfo* s) { return std::string(s->id); });
        !id.empty())
        return "solver " + id + " is listed twice";
    if (auto size = firstRepeat(spec.sizes, [](Size size) { return toString(size); }); !size.empty())
        return "size " + size + " is listed twice";
    if (auto braid = firstRepeat(spec.braids, formatNumber); !braid.empty())
        return "braid " + braid + " is listed twice";
    if (auto terrain = firstRepeat(spec.terrains, terrainLabel); !terrain.empty())
        return "terrain " + terrain + " is listed twice";
    for (const Size size : spec.sizes) {
        if (std::string error = Maze::sizeError(size); !error.empty())
            return "size " + toString(size) + ": " + error;
        for (const double braid : spec.braids)
            for (const Terrain& terrain : spec.terrains) {
                const Shaping shaping{braid, Symmetry::None, terrain};
                if (std::string error = shapingError(shaping, size); !error.empty())
                    return error;
            }
    }
    if (spec.runCount() < 0)
        return "too many runs: at most " + std::to_string(kMaxExperimentRuns) +
               " (mazes x solvers) in one experiment";
    return {};
}

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

constexpr std::size_t kFigureCount = 10;

// percent searched = (searched - 1) * 100 / (cells - 1), SEMANTICS.md's formula.
constexpr std::array<ExperimentField, kFigureCount> kFields = {{
    {"time_us", "time (us)", true, solverRaw<&ExperimentRow::timeNs>, microseconds, 0},
    {"percent_searched", "searched (%)", true, solverRaw<&ExperimentRow::searched>,
     percentOfOthers, -1},
    {"path_length", "path length", true, pathRaw<&ExperimentRow::pathLength>, unitScale, 0},
    {"path_cost", "path cost", true, pathRaw<&ExperimentRow::pathCost>, unitScale, 0},
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
    throw Error("unknown experiment figure '" + std::string(key) + "'");
}

const FigureSummary& ExperimentGroup::figure(std::string_view key) const {
    const auto fields = experimentFields();
    for (std::size_t i = 0; i < fields.size() && i < figures.size(); ++i)
        if (fields[i].key == key)
            return figures[i];
    throw Error("unknown experiment figure '" + std::string(key) + "'");
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

struct Accumulator {
    std::int64_t n = 0;
    Int128 sum = 0;
    Int128 squares = 0;
    std::int64_t min = std::numeric_limits<std::int64_t>::max();
    std::int64_t max = std::numeric_limits<std::int64_t>::min();

    void add(std::int64_t v) {
        ++n;
        sum += v;
        squares += Int128(v) * v;
        min = std::min(min, v);
        max = std::max(max, v);
    }
    void merge(const Accumulator& other) {
        n += other.n;
        sum += other.sum;
        squares += other.squares;
        min = std::min(min, other.min);
        max = std::max(max, other.max);
    }
};

// The accumulators of one group.
struct GroupTally {
    std::int64_t runs = 0, found = 0, cells = 0;
    std::array<Accumulator, kFigureCount> figures{};

    void add(const ExperimentRow& row) {
        ++runs;
        found += row.found ? 1 : 0;
        cells = row.cells;
        for (std::size_t f = 0; f < kFigureCount; ++f)
            if (const auto raw = kFields[f].raw(row))
                figures[f].add(*raw);
    }
    void merge(const GroupTally& other) {
        runs += other.runs;
        found += other.found;
        if (other.runs > 0)
            cells = other.cells;
        for (std::size_t f = 0; f < kFigureCount; ++f)
            figures[f].merge(other.figures[f]);
    }
};

FigureSummary summarizeFigure(const Accumulator& acc, const ExperimentField& def,
                              std::int64_t cells) {
    FigureSummary s;
    s.n = acc.n;
    if (acc.n == 0)
        return s;
    const double scale = def.scale(cells);
    // Exact integers in, so the same tally gives the same bits on any thread count.
    const long double n = static_cast<long double>(acc.n);
    const long double mean = static_cast<long double>(acc.sum) / n;
    s.mean = double((mean + static_cast<long double>(def.offset)) * scale);
    if (acc.n > 1) {
        const long double variance =
            (static_cast<long double>(acc.squares) - static_cast<long double>(acc.sum) * mean) /
            (n - 1);
        s.stddev = double(std::sqrt(std::max(variance, 0.0L)) * std::abs(scale));
    }
    const double a = double(acc.min + def.offset) * scale;
    const double b = double(acc.max + def.offset) * scale;
    s.min = std::min(a, b);
    s.max = std::max(a, b);
    return s;
}

ExperimentGroup groupFrom(const ExperimentRow& key, const GroupTally& tally) {
    ExperimentGroup group;
    group.generator = key.generator;
    group.params = key.params;
    group.size = key.size;
    group.braid = key.braid;
    group.terrain = key.terrain;
    group.solver = key.solver;
    group.runs = tally.runs;
    group.found = tally.found;
    for (std::size_t f = 0; f < kFigureCount; ++f)
        group.figures.push_back(summarizeFigure(tally.figures[f], kFields[f], tally.cells));
    return group;
}

// Where a run sits on the axes.
struct RunPlace {
    std::int64_t maze;   // index of the maze (generator, size, braid, terrain, k)
    std::int64_t group;  // index of the group (generator, size, braid, terrain, solver)
};

struct Axes {
    const ExperimentSpec& spec;
    std::int64_t slots;              // solvers, or 1
    std::vector<ParamValues> params; // each generator's, resolved once (paramsOf)

    // Maze u: k varies fastest, then terrain, braid, size, generator.
    [[nodiscard]] ExperimentRow mazeRow(std::int64_t u) const {
        ExperimentRow row;
        const std::int64_t k = u % spec.count;
        std::int64_t rest = u / spec.count;
        const auto t = std::size_t(rest % std::int64_t(spec.terrains.size()));
        rest /= std::int64_t(spec.terrains.size());
        const auto b = std::size_t(rest % std::int64_t(spec.braids.size()));
        rest /= std::int64_t(spec.braids.size());
        const auto s = std::size_t(rest % std::int64_t(spec.sizes.size()));
        rest /= std::int64_t(spec.sizes.size());
        row.generator = spec.generators[std::size_t(rest)];
        row.params = params[std::size_t(rest)];
        row.size = spec.sizes[s];
        row.braid = spec.braids[b];
        row.terrain = spec.terrains[t];
        row.mazeIndex = k;
        row.seed = spec.seed + std::uint64_t(k);
        return row;
    }
    // The group of maze u's run with solver slot j.
    [[nodiscard]] std::int64_t group(std::int64_t u, std::int64_t j) const {
        return (u / spec.count) * slots + j;
    }
};

void fillSolve(ExperimentRow& row, const SolverInfo& solver, const Maze& maze) {
    const SolveResult result = solveMaze(solver, maze);
    row.solver = &solver;
    row.found = result.stats.found;
    row.pathLength = result.stats.found ? result.stats.pathLength : 0;
    row.pathCost = result.stats.found ? result.stats.pathCost : 0;
    row.searched = result.stats.searched;
    row.expanded = result.stats.expanded;
    row.maxFrontier = result.stats.maxFrontier;
    row.steps = result.stats.steps;
    row.timeNs = result.stats.timeNs;
}

} // namespace

ExperimentResult runExperiment(const ExperimentSpec& spec, const ExperimentOptions& options) {
    if (std::string error = experimentError(spec); !error.empty())
        throw Error(error);
    using Clock = std::chrono::steady_clock;
    const auto begin = Clock::now();

    std::vector<ParamValues> resolved;
    for (std::size_t g = 0; g < spec.generators.size(); ++g)
        resolved.push_back(paramsOf(spec, g));
    const Axes axes{spec, solverSlots(spec), std::move(resolved)};
    const std::int64_t mazes = spec.mazeCount();
    const std::int64_t runs = spec.runCount();
    const std::int64_t groups = mazes / spec.count * axes.slots;
    const int threads = std::max(1, options.threads);
    if (options.keepRows && runs > kMaxKeptRows)
        throw Error("an experiment of " + std::to_string(runs) + " runs is too large to keep every "
                    "run (at most " + std::to_string(kMaxKeptRows) + "): keep only the summary, "
                    "or use fewer mazes or solvers");

    std::vector<ExperimentRow> rows(options.keepRows ? std::size_t(runs) : 0);
    std::vector<std::uint8_t> done(options.keepRows ? std::size_t(runs) : 0, 0);
    std::vector<std::vector<GroupTally>> tallies(
        std::size_t(threads), std::vector<GroupTally>(std::size_t(groups), GroupTally{}));
    std::atomic<std::int64_t> next{0};
    std::atomic<std::int64_t> finished{0};
    std::atomic<bool> stop{false};
    std::atomic<bool> cancelled{false};
    std::mutex errorMutex;
    std::int64_t errorMaze = std::numeric_limits<std::int64_t>::max();
    std::exception_ptr error;

    // Mazes are handed out in chunks (fewer atomic operations on tiny mazes), small enough that
    // the threads finish together and a cancel is noticed soon.
    const std::int64_t chunk =
        std::clamp<std::int64_t>(mazes / (std::int64_t(threads) * 256), 1, 64);

    auto shouldStop = [&] {
        if (options.cancel != nullptr && options.cancel->load(std::memory_order_relaxed)) {
            cancelled.store(true, std::memory_order_relaxed);
            return true;
        }
        return stop.load(std::memory_order_relaxed);
    };

    auto work = [&](std::size_t thread) {
        std::vector<GroupTally>& tally = tallies[thread];
        for (std::int64_t first = next.fetch_add(chunk); first < mazes;
             first = next.fetch_add(chunk)) {
            for (std::int64_t u = first; u < std::min(first + chunk, mazes); ++u) {
                if (shouldStop())
                    return;
                try {
                    ExperimentRow row = axes.mazeRow(u);
                    GenerateRequest request;
                    request.generator = row.generator;
                    request.params = row.params;
                    request.size = row.size;
                    request.seed = row.seed;
                    request.shaping = Shaping{row.braid, Symmetry::None, row.terrain};
                    const Maze maze = generateMaze(request);
                    row.cells = maze.activeCellCount();
                    row.deadEnds = countDeadEnds(maze);
                    for (std::int64_t j = 0; j < axes.slots; ++j) {
                        if (j > 0 && shouldStop())
                            return;
                        if (!spec.solvers.empty())
                            fillSolve(row, *spec.solvers[std::size_t(j)], maze);
                        tally[std::size_t(axes.group(u, j))].add(row);
                        if (options.keepRows) {
                            const auto r = std::size_t(u * axes.slots + j);
                            rows[r] = row;
                            done[r] = 1;
                        }
                        finished.fetch_add(1, std::memory_order_relaxed);
                    }
                } catch (...) {
                    const std::lock_guard lock(errorMutex);
                    if (u < errorMaze) {
                        errorMaze = u;
                        error = std::current_exception();
                    }
                    stop.store(true);
                    return;
                }
            }
        }
    };

    {
        std::vector<std::jthread> workers;
        workers.reserve(std::size_t(threads));
        for (int t = 0; t < threads; ++t)
            workers.emplace_back(work, std::size_t(t));
        // Report progress while the workers run; they finish on their own.
        if (options.progress) {
            while (finished.load() < runs && !stop.load() && !cancelled.load()) {
                options.progress(finished.load(), runs);
                std::this_thread::sleep_for(std::chrono::milliseconds(100));
            }
        }
    }
    if (error)
        std::rethrow_exception(error);

    ExperimentResult result;
    result.spec = spec;
    result.runsTotal = runs;
    result.runsDone = finished.load();
    result.cancelled = cancelled.load() && result.runsDone < runs;
    if (options.keepRows) {
        result.rows.reserve(std::size_t(result.runsDone));
        for (std::size_t r = 0; r < rows.size(); ++r)
            if (done[r])
                result.rows.push_back(rows[r]);
    }
    for (std::int64_t g = 0; g < groups; ++g) {
        GroupTally total;
        for (const auto& tally : tallies)
            total.merge(tally[std::size_t(g)]);
        if (total.runs == 0)
            continue;
        ExperimentRow key = axes.mazeRow(g / axes.slots * spec.count);
        key.solver = spec.solvers.empty() ? nullptr : spec.solvers[std::size_t(g % axes.slots)];
        result.groups.push_back(groupFrom(key, total));
    }
    result.seconds = std::chrono::duration<double>(Clock::now() - begin).count();
    if (options.progress)
        options.progress(result.runsDone, runs);
    return result;
}

std::vector<ExperimentGroup> summarizeRows(std::span<const ExperimentRow> rows) {
    using Key = std::tuple<std::string, int, int, double, double, double, int, const SolverInfo*>;
    auto keyOf = [](const ExperimentRow& r) {
        return Key{r.generatorLabel(), r.size.width, r.size.height, r.braid, r.terrain.density,
                   r.terrain.patchiness, r.terrain.maxCost, r.solver};
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
            tallies.emplace_back();
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

// --- CSV -----------------------------------------------------------------------------------

namespace {

constexpr std::array<std::string_view, 19> kRowColumns = {
    "generator", "width",   "height",   "braid",        "terrain", "maze",
    "seed",      "solver",  "cells",    "dead_ends",    "found",   "path_length",
    "path_cost", "searched", "expanded", "max_frontier", "steps",   "percent_searched",
    "time_us"};

// A field quoted when it holds a comma, a quote or a line break (RFC 4180).
std::string csvField(std::string_view text) {
    if (text.find_first_of(",\"\r\n") == std::string_view::npos)
        return std::string(text);
    std::string quoted = "\"";
    for (const char c : text) {
        if (c == '"')
            quoted += '"';
        quoted += c;
    }
    return quoted + '"';
}

// Microseconds with three decimals from integer nanoseconds (>= 0), exactly.
std::string microsecondsText(std::int64_t ns) {
    std::array<char, 32> buffer{};
    const auto magnitude = std::uint64_t(std::max<std::int64_t>(ns, 0));
    const int length = std::snprintf(buffer.data(), buffer.size(), "%llu.%03llu",
                                     static_cast<unsigned long long>(magnitude / 1000),
                                     static_cast<unsigned long long>(magnitude % 1000));
    return std::string(buffer.data(), std::size_t(std::max(length, 0)));
}

std::string fixed(double value, int decimals) {
    std::array<char, 64> buffer{};
    const auto [end, ec] = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value,
                                         std::chars_format::fixed, decimals);
    return ec == std::errc() ? std::string(buffer.data(), end) : std::string("nan");
}

// Splits one CSV record. Returns false if a quoted field is not closed on this line.
bool splitCsv(std::string_view line, std::vector<std::string>& fields) {
    fields.clear();
    std::string field;
    bool quoted = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quoted) {
            if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == '"' && field.empty()) {
            quoted = true;
        } else if (c == ',') {
            fields.push_back(std::move(field));
            field.clear();
        } else {
            field += c;
        }
    }
    fields.push_back(std::move(field));
    return !quoted;
}

struct CsvReader {
    std::size_t line = 0;

    [[noreturn]] void fail(const std::string& what) const {
        throw Error("experiment CSV, line " + std::to_string(line) + ": " + what);
    }

    template <typename T>
    T integer(const std::string& text, std::string_view column, T low, T high) const {
        T value{};
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (ec != std::errc() || end != text.data() + text.size() || value < low || value > high)
            fail(std::string(column) + " must be a whole number from " + std::to_string(low) +
                 " to " + std::to_string(high) + ", not '" + text + "'");
        return value;
    }

    double real(const std::string& text, std::string_view column) const {
        double value = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (ec != std::errc() || end != text.data() + text.size() || !std::isfinite(value))
            fail(std::string(column) + " must be a number, not '" + text + "'");
        return value;
    }

    // "123.456" microseconds -> 123456 ns: digits, a point and up to three decimals.
    std::int64_t nanoseconds(const std::string& text) const {
        const std::size_t point = text.find('.');
        const std::string whole = text.substr(0, point);
        std::string fraction = point == std::string::npos ? std::string() : text.substr(point + 1);
        if (whole.empty() || fraction.size() > 3)
            fail("time_us must be microseconds with at most three decimals, not '" + text + "'");
        while (fraction.size() < 3)
            fraction += '0';
        const auto us = integer<std::int64_t>(whole, "time_us", 0, std::int64_t{1} << 40);
        const auto ns = integer<std::int64_t>(fraction, "time_us", 0, 999);
        return us * 1000 + ns;
    }
};

} // namespace

void writeRowsCsv(std::ostream& out, std::span<const ExperimentRow> rows) {
    for (std::size_t c = 0; c < kRowColumns.size(); ++c)
        out << (c ? "," : "") << kRowColumns[c];
    out << '\n';
    for (const ExperimentRow& r : rows) {
        const bool solved = r.solver != nullptr;
        const bool path = solved && r.found;
        out << csvField(r.generatorLabel()) << ',' << r.size.width << ',' << r.size.height << ','
            << formatNumber(r.braid) << ',' << csvField(terrainLabel(r.terrain)) << ','
            << r.mazeIndex << ',' << r.seed << ',' << (solved ? r.solver->id : "") << ','
            << r.cells << ',' << r.deadEnds << ',' << (r.found ? 1 : 0) << ','
            << (path ? std::to_string(r.pathLength) : "") << ','
            << (path ? std::to_string(r.pathCost) : "") << ',';
        if (solved)
            out << r.searched << ',' << r.expanded << ',' << r.maxFrontier << ',' << r.steps << ','
                << fixed(r.percentSearched(), 6) << ',' << microsecondsText(r.timeNs);
        else
            out << ",,,,,";
        out << '\n';
    }
}

void writeSummaryCsv(std::ostream& out, std::span<const ExperimentGroup> groups) {
    out << "generator,width,height,braid,terrain,solver,runs,found";
    for (const ExperimentField& field : experimentFields())
        for (const char* stat : {"n", "mean", "sd", "min", "max"})
            out << ',' << field.key << '_' << stat;
    out << '\n';
    const auto fields = experimentFields();
    for (const ExperimentGroup& g : groups) {
        out << csvField(g.generatorLabel()) << ',' << g.size.width << ',' << g.size.height << ','
            << formatNumber(g.braid) << ',' << csvField(terrainLabel(g.terrain)) << ','
            << (g.solver ? g.solver->id : "") << ',' << g.runs << ',' << g.found;
        for (std::size_t f = 0; f < fields.size(); ++f) {
            const FigureSummary& s = g.figures[f];
            if (s.n == 0) {
                out << ",0,,,,";
                continue;
            }
            out << ',' << s.n << ',' << fixed(s.mean, 6) << ',' << fixed(s.stddev, 6) << ','
                << fixed(s.min, 6) << ',' << fixed(s.max, 6);
        }
        out << '\n';
    }
}

ExperimentResult readRowsCsv(std::istream& in) {
    CsvReader reader;
    std::string line;
    std::vector<std::string> fields;
    if (!std::getline(in, line))
        throw Error("experiment CSV: the file is empty (no header line)");
    reader.line = 1;
    if (!line.empty() && line.back() == '\r')
        line.pop_back();
    if (!splitCsv(line, fields))
        reader.fail("a quoted field is not closed");
    std::array<std::size_t, kRowColumns.size()> column{};
    for (std::size_t c = 0; c < kRowColumns.size(); ++c) {
        const auto it = std::find(fields.begin(), fields.end(), kRowColumns[c]);
        if (it == fields.end()) {
            if (kRowColumns[c] == "percent_searched") { // derived: may be left out
                column[c] = std::string::npos;
                continue;
            }
            reader.fail("missing column '" + std::string(kRowColumns[c]) +
                        "': this is not a file of experiment runs (mazelab-cli experiment --csv)");
        }
        column[c] = std::size_t(it - fields.begin());
    }
    const std::size_t width = fields.size();
    auto at = [&](std::string_view name) -> const std::string& {
        const auto c = std::size_t(std::find(kRowColumns.begin(), kRowColumns.end(), name) -
                                   kRowColumns.begin());
        return fields[column[c]];
    };

    ExperimentResult result;
    ExperimentSpec& spec = result.spec;
    spec.braids.clear();
    spec.terrains.clear();
    std::vector<std::string> labels; // the generator axis, with parameters
    bool sawEnd = false;
    while (std::getline(in, line)) {
        ++reader.line;
        const bool lastLine = in.eof(); // no line end after it: perhaps cut off
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (line.empty()) {
            sawEnd = true;
            continue;
        }
        if (sawEnd)
            reader.fail("a run after an empty line");
        if (!splitCsv(line, fields))
            reader.fail("a quoted field is not closed (is the file cut off?)");
        if (fields.size() != width)
            reader.fail("has " + std::to_string(fields.size()) + " fields, the header has " +
                        std::to_string(width) + (lastLine ? " (the file looks cut off)" : ""));
        ExperimentRow row;
        if (findGenerator(std::string_view(at("generator")).substr(0, at("generator").find(':'))) ==
            nullptr)
            reader.fail("unknown generator '" + at("generator") + "'");
        try {
            std::tie(row.generator, row.params) = parseGeneratorLabel(at("generator"));
        } catch (const Error& e) {
            reader.fail("generator '" + at("generator") + "': " + e.what());
        }
        row.size.width = reader.integer<int>(at("width"), "width", Maze::kMinSide, Maze::kMaxSide);
        row.size.height =
            reader.integer<int>(at("height"), "height", Maze::kMinSide, Maze::kMaxSide);
        row.braid = reader.real(at("braid"), "braid");
        if (row.braid < 0 || row.braid > 100)
            reader.fail("braid must be 0 to 100, not '" + at("braid") + "'");
        if (at("terrain") != "off") {
            try {
                row.terrain = parseTerrain(at("terrain"));
            } catch (const Error& e) {
                reader.fail(std::string("terrain: ") + e.what());
            }
        }
        row.mazeIndex = reader.integer<std::int64_t>(at("maze"), "maze", 0, kMaxExperimentRuns);
        row.seed = reader.integer<std::uint64_t>(at("seed"), "seed", 0,
                                                  std::numeric_limits<std::uint64_t>::max());
        const std::int64_t cellsInGrid = std::int64_t(row.size.width) * row.size.height;
        row.cells = reader.integer<std::int64_t>(at("cells"), "cells", 2, cellsInGrid);
        row.deadEnds = reader.integer<std::int64_t>(at("dead_ends"), "dead_ends", 0, row.cells);
        if (!at("solver").empty()) {
            row.solver = findSolver(at("solver"));
            if (row.solver == nullptr)
                reader.fail("unknown solver '" + at("solver") + "'");
            row.found = reader.integer<int>(at("found"), "found", 0, 1) == 1;
            if (row.found) {
                row.pathLength =
                    reader.integer<std::int64_t>(at("path_length"), "path_length", 1, row.cells);
                row.pathCost = reader.integer<std::int64_t>(at("path_cost"), "path_cost", 1,
                                                            row.cells * Maze::kMaxCost);
            } else if (!at("path_length").empty() || !at("path_cost").empty()) {
                reader.fail("a run that found no path has a path length or cost");
            }
            row.searched = reader.integer<std::int64_t>(at("searched"), "searched", 1, row.cells);
            row.expanded = reader.integer<std::int64_t>(at("expanded"), "expanded", 0, row.cells);
            row.maxFrontier = reader.integer<std::int64_t>(at("max_frontier"), "max_frontier", 0,
                                                           std::int64_t{1} << 40);
            row.steps =
                reader.integer<std::int64_t>(at("steps"), "steps", 0, std::int64_t{1} << 40);
            row.timeNs = reader.nanoseconds(at("time_us"));
        }
        auto addAxis = [](auto& axis, const auto& value) {
            if (std::find(axis.begin(), axis.end(), value) == axis.end())
                axis.push_back(value);
        };
        const std::string label = row.generatorLabel();
        if (std::find(labels.begin(), labels.end(), label) == labels.end()) {
            labels.push_back(label);
            spec.generators.push_back(row.generator);
            spec.generatorParams.push_back(row.params);
        }
        addAxis(spec.sizes, row.size);
        addAxis(spec.braids, row.braid);
        addAxis(spec.terrains, row.terrain);
        if (row.solver != nullptr)
            addAxis(spec.solvers, row.solver);
        spec.count = std::max(spec.count, row.mazeIndex + 1);
        if (result.rows.empty())
            spec.seed = row.seed - std::uint64_t(row.mazeIndex);
        result.rows.push_back(row);
    }
    if (in.bad())
        throw Error("experiment CSV: the file could not be read");
    if (result.rows.empty())
        throw Error("experiment CSV: the file has a header but no runs");
    const bool mazeOnly = result.rows.front().solver == nullptr;
    for (const ExperimentRow& row : result.rows)
        if ((row.solver == nullptr) != mazeOnly)
            throw Error("experiment CSV: runs with and without a solver are mixed");
    result.groups = summarizeRows(result.rows);
    result.runsTotal = result.runsDone = std::int64_t(result.rows.size());
    return result;
}

} // namespace mazelab
