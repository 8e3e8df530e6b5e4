// Moving AI benchmark runs (core/benchmark.hpp): the problems a run takes, the runs, the CSV file
// and the merge of the shards' files.

#include "core/benchmark.hpp"

#include "core/csv_fields.hpp"
#include "core/run.hpp"
#include "core/text_fields.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <ostream>
#include <sstream>

namespace mazelab {

using detail::CsvReader;
using detail::fixed;
using detail::nanosecondsText;

ParamValues BenchmarkSpec::paramsOf(std::size_t i) const {
    if (solverParams.empty() || solverParams[i].entries().empty())
        return solvers[i]->defaults();
    return solverParams[i];
}

std::string BenchmarkSpec::solverLabel(std::size_t i) const {
    return nameWithParams(solvers[i]->id, solvers[i]->params, paramsOf(i));
}

bool BenchmarkSpec::promisesOptima(std::size_t i) const {
    return checksOptima() && solvers[i]->cheapestUnder(paramsOf(i), diagonal);
}

std::vector<std::size_t> BenchmarkSpec::selected() const {
    std::vector<std::size_t> picked;
    if (every < 1)
        return picked;
    for (std::size_t k = 0; k < problems.size(); k += std::size_t(every))
        picked.push_back(k);
    return picked;
}

std::vector<int> BenchmarkSpec::buckets() const {
    std::vector<int> found;
    for (const std::size_t k : selected())
        found.push_back(problems[k].bucket);
    std::sort(found.begin(), found.end());
    found.erase(std::unique(found.begin(), found.end()), found.end());
    return found;
}

std::string benchmarkError(const BenchmarkSpec& spec) {
    if (spec.map == nullptr)
        return "no map to run the benchmark on";
    if (spec.problems.empty())
        return "the scenario has no problems";
    if (spec.solvers.empty())
        return "no solver chosen: a benchmark needs at least one";
    if (std::find(spec.solvers.begin(), spec.solvers.end(), nullptr) != spec.solvers.end())
        return "unknown solver";
    if (!spec.solverParams.empty() && spec.solverParams.size() != spec.solvers.size())
        return "the solver parameters must be given for every solver or for none";
    for (std::size_t i = 0; i < spec.solvers.size(); ++i) {
        if (std::find(spec.solvers.begin(), spec.solvers.begin() + std::ptrdiff_t(i),
                      spec.solvers[i]) != spec.solvers.begin() + std::ptrdiff_t(i))
            return "solver " + std::string(spec.solvers[i]->id) + " is listed twice";
        if (std::string error = spec.solvers[i]->movementError(spec.diagonal); !error.empty())
            return error;
    }
    if (spec.every < 1)
        return "every must be at least 1 (every problem), not " + std::to_string(spec.every);
    return shardError(std::int64_t(spec.selected().size()), "problems", spec.shard);
}

void BenchmarkTally::add(const BenchmarkTally& other) {
    problems += other.problems;
    found += other.found;
    optimal += other.optimal;
    if (other.maxRatio && (!maxRatio || *other.maxRatio > *maxRatio))
        maxRatio = other.maxRatio;
    expanded += other.expanded;
    searched += other.searched;
    timeNs += other.timeNs;
}

BenchmarkTally BenchmarkResult::total(std::size_t solver) const {
    BenchmarkTally sum;
    for (const BenchmarkTally& t : tallies[solver])
        sum.add(t);
    return sum;
}

namespace {

std::vector<std::vector<BenchmarkTally>> emptyTallies(const BenchmarkSpec& spec,
                                                      std::size_t buckets) {
    return std::vector<std::vector<BenchmarkTally>>(spec.solvers.size(),
                                                    std::vector<BenchmarkTally>(buckets));
}

std::size_t bucketIndex(const std::vector<int>& buckets, int bucket) {
    return std::size_t(std::lower_bound(buckets.begin(), buckets.end(), bucket) - buckets.begin());
}

// One problem's tally for one solver: found or not at `cost`, against the file's optimum.
BenchmarkTally runTally(const BenchmarkSpec& spec, const BenchmarkProblem& problem, bool found,
                        double cost) {
    BenchmarkTally t;
    t.problems = 1;
    if (!found)
        return t;
    t.found = 1;
    const bool optimal = std::abs(cost - problem.optimalLength) <= kOptimalTolerance;
    t.optimal = spec.checksOptima() && optimal ? 1 : 0;
    if (problem.optimalLength > 0)
        t.maxRatio = cost / problem.optimalLength;
    else if (optimal) // the start on the goal: as long as the optimum
        t.maxRatio = 1.0;
    return t;
}

} // namespace

BenchmarkResult runBenchmark(const BenchmarkSpec& spec, const BenchmarkOptions& options) {
    if (std::string error = benchmarkError(spec); !error.empty())
        throw Error(error);
    BenchmarkResult result;
    result.buckets = spec.buckets();
    result.tallies = emptyTallies(spec, result.buckets.size());
    const std::vector<std::size_t> picked = spec.selected();
    const auto [first, end] = shardRange(std::int64_t(picked.size()), spec.shard);
    result.problemsTotal = end - first;
    const auto solvers = std::int64_t(spec.solvers.size());
    std::vector<ParamValues> params;
    for (std::size_t i = 0; i < spec.solvers.size(); ++i)
        params.push_back(spec.paramsOf(i));

    Maze maze = *spec.map;
    using Clock = std::chrono::steady_clock;
    auto lastReport = Clock::now();
    for (std::int64_t k = first; k < end; ++k) {
        if (options.cancel != nullptr && options.cancel->load(std::memory_order_relaxed)) {
            result.cancelled = true;
            break;
        }
        const BenchmarkProblem& problem = spec.problems[picked[std::size_t(k)]];
        const std::size_t b = bucketIndex(result.buckets, problem.bucket);
        const bool trivial = problem.start == problem.goal; // Maze refuses such endpoints
        if (trivial)
            ++result.startOnGoal;
        else
            maze.setEndpoints(problem.start, problem.goal);
        for (std::size_t i = 0; i < spec.solvers.size(); ++i) {
            bool found = true; // the start on the goal: found, of length 0
            double cost = 0;
            SolveStats stats;
            if (!trivial) {
                stats = solveMaze(*spec.solvers[i], maze, params[i], spec.diagonal).stats;
                found = stats.found;
                cost = stats.cost().value();
            }
            BenchmarkTally t = runTally(spec, problem, found, cost);
            t.expanded = stats.expanded;
            t.searched = stats.searched;
            t.timeNs = stats.timeNs;
            if (spec.promisesOptima(i) && t.optimal == 0)
                result.misses.push_back({spec.solvers[i], problem, found, cost});
            result.tallies[i][b].add(t);
        }
        ++result.problemsDone;
        if (options.progress && Clock::now() - lastReport > std::chrono::milliseconds(100)) {
            options.progress(result.problemsDone * solvers, result.problemsTotal * solvers);
            lastReport = Clock::now();
        }
    }
    if (options.progress)
        options.progress(result.problemsDone * solvers, result.problemsTotal * solvers);
    return result;
}

// --- The misses and the files ----------------------------------------------------------------

std::string benchmarkMissesText(const BenchmarkSpec& spec, const BenchmarkResult& result) {
    constexpr std::size_t kShown = 20;
    std::string message;
    for (std::size_t i = 0; i < spec.solvers.size(); ++i) {
        const BenchmarkTally total = result.total(i);
        if (!spec.promisesOptima(i) || total.optimal == total.problems)
            continue;
        if (!message.empty())
            message += '\n';
        message += spec.solverLabel(i) + " promises shortest paths under " +
                   std::string(diagonalId(spec.diagonal)) + " but missed " +
                   std::to_string(total.problems - total.optimal) + " of " +
                   std::to_string(total.problems) + " optima";
        std::size_t shown = 0, more = 0;
        for (const BenchmarkMiss& m : result.misses) {
            if (m.solver != spec.solvers[i])
                continue;
            if (shown++ == kShown) {
                ++more;
                continue;
            }
            message += "\n  " + spec.scenario + " line " + std::to_string(m.problem.line) +
                       ": start " + toString(m.problem.start) + ", goal " +
                       toString(m.problem.goal) + ": found " +
                       (m.found ? fixed(m.cost, 8) : std::string("no path")) + ", optimum " +
                       fixed(m.problem.optimalLength, 8);
        }
        if (more > 0)
            message += "\n  and " + std::to_string(more) + " more";
        if (result.misses.empty())
            message += " (the shards' runs named the problems)";
    }
    return message;
}

// --- The CSV file ----------------------------------------------------------------------------

namespace {

constexpr std::string_view kHeader =
    "scenario,map,diagonal,every,shard,solver,bucket,problems,found,optimal,max_ratio,expanded,"
    "expanded_mean,searched,searched_mean,time_ms,time_ms_mean";
constexpr std::size_t kColumns = 17;
constexpr std::int64_t kNsPerMs = 1'000'000;

// A mean per problem with `decimals`, empty for no problem.
std::string meanText(double total, std::int64_t problems, int decimals) {
    return problems > 0 ? fixed(total / double(problems), decimals) : std::string();
}

void writeTallyRow(std::ostream& out, const std::string& prefix, std::string_view bucket,
                   const BenchmarkTally& t, bool checked) {
    out << prefix << bucket << ',' << t.problems << ',' << t.found << ','
        << (checked ? std::to_string(t.optimal) : "") << ','
        << (t.maxRatio ? fixed(*t.maxRatio, 6) : "") << ',' << t.expanded << ','
        << meanText(double(t.expanded), t.problems, 3) << ',' << t.searched << ','
        << meanText(double(t.searched), t.problems, 3) << ',' << nanosecondsText(t.timeNs, kNsPerMs)
        << ',' << meanText(double(t.timeNs) / double(kNsPerMs), t.problems, 6) << '\n';
}

// The columns that say which run a row is of, before the solver.
std::string runColumns(const BenchmarkSpec& spec) {
    return text::csvField(spec.scenario) + ',' + text::csvField(spec.mapName) + ',' +
           std::string(diagonalId(spec.diagonal)) + ',' + std::to_string(spec.every) + ',' +
           std::to_string(spec.shard.index) + '/' + std::to_string(spec.shard.count) + ',';
}

} // namespace

void writeBenchmarkCsv(std::ostream& out, const BenchmarkSpec& spec,
                       const BenchmarkResult& result) {
    out << kHeader << '\n';
    const std::string run = runColumns(spec);
    for (std::size_t i = 0; i < spec.solvers.size(); ++i) {
        const std::string prefix = run + text::csvField(spec.solverLabel(i)) + ',';
        for (std::size_t b = 0; b < result.buckets.size(); ++b)
            writeTallyRow(out, prefix, std::to_string(result.buckets[b]), result.tallies[i][b],
                          spec.checksOptima());
        writeTallyRow(out, prefix, "total", result.total(i), spec.checksOptima());
    }
}

// --- Merging shards --------------------------------------------------------------------------

namespace {

// One shard's file, read against the whole run's spec: its rows added to `tallies`.
class ShardReader {
public:
    ShardReader(const BenchmarkSpec& spec, const std::vector<int>& buckets, std::string_view name)
        : m_spec(spec), m_buckets(buckets), m_reader{name},
          m_seen(spec.solvers.size() * buckets.size(), 0) {
        for (std::size_t i = 0; i < spec.solvers.size(); ++i)
            m_labels.push_back(spec.solverLabel(i));
    }

    // Reads the file; returns the shard it says it is.
    Shard read(const std::string& text, std::vector<std::vector<BenchmarkTally>>& tallies) {
        std::istringstream in(text);
        std::string line;
        std::vector<std::string> fields;
        m_reader.line = 1;
        if (!std::getline(in, line) || trimmedLine(line) != kHeader)
            m_reader.fail("not a benchmark file (mazelab-cli benchmark --csv): the first line "
                          "must be the header " +
                          std::string(kHeader));
        std::optional<Shard> shard;
        while (std::getline(in, line)) {
            ++m_reader.line;
            if (trimmedLine(line).empty())
                continue;
            if (!text::splitCsv(trimmedLine(line), fields) || fields.size() != kColumns)
                m_reader.fail("has " + std::to_string(fields.size()) + " fields, the header " +
                              std::to_string(kColumns) + ": is the file cut off?");
            checkRun(fields);
            const Shard own = shardOf(fields[4]);
            if (shard && (own.index != shard->index || own.count != shard->count))
                m_reader.fail("shard " + fields[4] + " in a file of shard " +
                              std::to_string(shard->index) + "/" + std::to_string(shard->count));
            shard = own;
            if (fields[6] == "total") // derived from the buckets' rows
                continue;
            const auto [solver, bucket] = placeOf(fields);
            tallies[solver][bucket].add(tallyOf(fields));
        }
        if (!shard)
            m_reader.fail("the file has a header but no rows");
        for (std::size_t i = 0; i < m_seen.size(); ++i)
            if (!m_seen[i])
                throw Error(std::string(m_reader.kind) + ": no row for solver " +
                            m_labels[i / m_buckets.size()] + ", bucket " +
                            std::to_string(m_buckets[i % m_buckets.size()]) +
                            " (is the file cut off?)");
        return *shard;
    }

private:
    static std::string_view trimmedLine(std::string_view line) {
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        return line;
    }

    // The scenario, map, movement and problem selection must be the spec's.
    void checkRun(const std::vector<std::string>& f) const {
        if (f[0] != m_spec.scenario || f[1] != m_spec.mapName ||
            f[2] != diagonalId(m_spec.diagonal) || f[3] != std::to_string(m_spec.every))
            m_reader.fail("a row of scenario " + text::excerpt(f[0]) + ", map " +
                          text::excerpt(f[1]) + ", diagonal " + text::excerpt(f[2]) + ", every " +
                          text::excerpt(f[3]) + "; this benchmark is of " + m_spec.scenario + ", " +
                          m_spec.mapName + ", " + std::string(diagonalId(m_spec.diagonal)) +
                          ", every " + std::to_string(m_spec.every) +
                          ": was the shard run with other options?");
    }

    Shard shardOf(const std::string& text) const {
        const std::size_t slash = text.find('/');
        if (slash == std::string::npos)
            m_reader.fail("shard must be K/N, not " + text::excerpt(text));
        Shard shard;
        shard.count = m_reader.integer<std::int64_t>(text.substr(slash + 1), "shard", 1,
                                                     std::int64_t{1} << 40);
        shard.index =
            m_reader.integer<std::int64_t>(text.substr(0, slash), "shard", 1, shard.count);
        return shard;
    }

    // The solver's and the bucket's indexes, each pair once in a file.
    std::pair<std::size_t, std::size_t> placeOf(const std::vector<std::string>& f) {
        const auto label = std::find(m_labels.begin(), m_labels.end(), f[5]);
        if (label == m_labels.end())
            m_reader.fail("solver " + text::excerpt(f[5]) +
                          " is not one of this benchmark's: was the shard run with other "
                          "options?");
        const int bucket = m_reader.integer<int>(f[6], "bucket", 0, 1 << 30);
        const std::size_t b = bucketIndex(m_buckets, bucket);
        if (b == m_buckets.size() || m_buckets[b] != bucket)
            m_reader.fail("bucket " + f[6] +
                          " has no problem in this benchmark: was the shard "
                          "run with other options?");
        const auto solver = std::size_t(label - m_labels.begin());
        std::uint8_t& seen = m_seen[solver * m_buckets.size() + b];
        if (seen)
            m_reader.fail("a second row for solver " + f[5] + ", bucket " + f[6]);
        seen = 1;
        return {solver, b};
    }

    BenchmarkTally tallyOf(const std::vector<std::string>& f) const {
        constexpr std::int64_t kMost = std::int64_t{1} << 50;
        BenchmarkTally t;
        t.problems = m_reader.integer<std::int64_t>(f[7], "problems", 0, kMost);
        t.found = m_reader.integer<std::int64_t>(f[8], "found", 0, t.problems);
        if (m_spec.checksOptima())
            t.optimal = m_reader.integer<std::int64_t>(f[9], "optimal", 0, t.found);
        else if (!f[9].empty())
            m_reader.fail("optimal must be empty: the optima are not checked under " +
                          std::string(diagonalId(m_spec.diagonal)));
        if (!f[10].empty())
            t.maxRatio = m_reader.real(f[10], "max_ratio");
        t.expanded = m_reader.integer<std::int64_t>(f[11], "expanded", 0, kMost);
        t.searched = m_reader.integer<std::int64_t>(f[13], "searched", 0, kMost);
        t.timeNs = m_reader.nanoseconds(f[15], "time_ms", kNsPerMs);
        return t;
    }

    const BenchmarkSpec& m_spec;
    const std::vector<int>& m_buckets;
    CsvReader m_reader;
    std::vector<std::string> m_labels;
    std::vector<std::uint8_t> m_seen; // per solver and bucket: a row was read
};

} // namespace

BenchmarkResult mergeBenchmarkShards(const BenchmarkSpec& spec, std::span<const std::string> texts,
                                     std::span<const std::string> names) {
    BenchmarkSpec whole = spec;
    whole.shard = {};
    if (std::string error = benchmarkError(whole); !error.empty())
        throw Error(error);
    if (texts.empty())
        throw Error("no shard files to merge");
    BenchmarkResult result;
    result.buckets = whole.buckets();
    result.tallies = emptyTallies(whole, result.buckets.size());
    std::vector<std::size_t> holder; // per shard index - 1: the file holding it, or npos
    for (std::size_t s = 0; s < texts.size(); ++s) {
        const Shard shard =
            ShardReader(whole, result.buckets, names[s]).read(texts[s], result.tallies);
        const std::string part = std::to_string(shard.index) + "/" + std::to_string(shard.count);
        if (holder.empty())
            holder.assign(std::size_t(shard.count), std::string::npos);
        if (std::size_t(shard.count) != holder.size())
            throw Error(names[s] + " is shard " + part + ", " + names[0] + " one of " +
                        std::to_string(holder.size()) + ": shards of two different splits");
        std::size_t& held = holder[std::size_t(shard.index - 1)];
        if (held != std::string::npos)
            throw Error(names[s] + " and " + names[held] + " are both shard " + part +
                        ": a shard given twice");
        held = s;
    }
    if (const auto gap = std::find(holder.begin(), holder.end(), std::string::npos);
        gap != holder.end())
        throw Error("no file holds shard " + std::to_string(gap - holder.begin() + 1) + "/" +
                    std::to_string(holder.size()) + ": is a shard missing?");

    // Each bucket's problems, as the whole run has them: a shard cut short, or run on another
    // file of the same name, does not add up.
    const std::vector<std::size_t> picked = whole.selected();
    std::vector<std::int64_t> expected(result.buckets.size(), 0);
    for (const std::size_t k : picked) {
        ++expected[bucketIndex(result.buckets, spec.problems[k].bucket)];
        result.startOnGoal += spec.problems[k].start == spec.problems[k].goal ? 1 : 0;
    }
    for (std::size_t i = 0; i < whole.solvers.size(); ++i)
        for (std::size_t b = 0; b < result.buckets.size(); ++b)
            if (result.tallies[i][b].problems != expected[b])
                throw Error("the shards hold " + std::to_string(result.tallies[i][b].problems) +
                            " problems of bucket " + std::to_string(result.buckets[b]) + " for " +
                            whole.solverLabel(i) + ", the benchmark has " +
                            std::to_string(expected[b]) +
                            ": was a shard cancelled, or run on another scenario?");
    result.problemsTotal = result.problemsDone = std::int64_t(picked.size());
    return result;
}

} // namespace mazelab
