// Experiments (core/experiment.hpp): rows equal the solvers' own runs, results do not depend on
// the thread count, the summary equals the rows' own means, cancel keeps the finished runs, bad
// specs and bad CSV files get clear messages, and CSV round-trips.

#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/experiment.hpp"
#include "core/experiment_csv.hpp"
#include "core/run.hpp"
#endif

#include <algorithm>
#include <atomic>
#include <cmath>
#include <sstream>
#include <string>
#include <vector>

using namespace mazelab;

namespace {

// Four solvers of each kind under diagonal movement (DFS does not take it: A* (octile) instead).
ExperimentSpec smallSpec(Diagonal rule = Diagonal::Never) {
    ExperimentSpec spec;
    spec.generators = {&generatorById("recursive-backtracker"), &generatorById("kruskal")};
    spec.sizes = {{9, 7}, {12, 12}};
    spec.solvers = {&solverById("bfs"),
                    &solverById(rule == Diagonal::Never ? "dfs" : "astar-octile"),
                    &solverById("astar-manhattan"), &solverById("dijkstra")};
    spec.diagonal = rule;
    spec.braids = {0, 60};
    spec.terrains = {Terrain{}, Terrain{30, 50, 9}};
    spec.count = 6;
    spec.seed = 77;
    return spec;
}

// Every field of two rows but the time.
bool sameRun(const ExperimentRow& a, const ExperimentRow& b) {
    return a.generator == b.generator && a.size == b.size && a.braid == b.braid &&
           a.terrain == b.terrain && a.mazeIndex == b.mazeIndex && a.seed == b.seed &&
           a.solver == b.solver && a.cells == b.cells && a.deadEnds == b.deadEnds &&
           a.found == b.found && a.gaveUp == b.gaveUp && a.pathLength == b.pathLength &&
           a.pathCost == b.pathCost && a.pathDiagonalCost == b.pathDiagonalCost &&
           a.diagonal == b.diagonal && a.searched == b.searched && a.expanded == b.expanded &&
           a.maxFrontier == b.maxFrontier && a.steps == b.steps;
}

QString describe(const ExperimentRow& r) {
    return QStringLiteral("%1 %2x%3 braid %4 maze %5 solver %6")
        .arg(QString::fromUtf8(r.generator->id.data(), qsizetype(r.generator->id.size())))
        .arg(r.size.width)
        .arg(r.size.height)
        .arg(r.braid)
        .arg(r.mazeIndex)
        .arg(r.solver ? QString::fromUtf8(r.solver->id.data(), qsizetype(r.solver->id.size()))
                      : QStringLiteral("-"));
}

bool close(double a, double b) {
    return std::abs(a - b) <= 1e-9 * std::max({1.0, std::abs(a), std::abs(b)});
}

// The movements the tests below run under: mazelab's four directions, and a diagonal rule whose
// path costs have a diagonal part (summed, written and read back exactly).
void addMovementRows() {
    QTest::addColumn<int>("rule");
    QTest::newRow("four directions") << int(Diagonal::Never);
    QTest::newRow("if at most one obstacle") << int(Diagonal::IfAtMostOneObstacle);
}

std::string expectError(const std::string& csv) {
    std::istringstream in(csv);
    try {
        (void)readRowsCsv(in);
    } catch (const Error& e) {
        return e.what();
    }
    return "(no error)";
}

} // namespace

class TestExperiment : public QObject {
    Q_OBJECT

private slots:
    void countsFollowTheAxes() {
        const ExperimentSpec spec = smallSpec();
        QCOMPARE(spec.mazeCount(), 2 * 2 * 2 * 2 * 6);
        QCOMPARE(spec.runCount(), 2 * 2 * 2 * 2 * 6 * 4);
        const ExperimentResult result = runExperiment(spec, {2, true, nullptr, {}, {}});
        QCOMPARE(std::int64_t(result.rows.size()), spec.runCount());
        QCOMPARE(result.runsDone, spec.runCount());
        QCOMPARE(result.runsTotal, spec.runCount());
        QVERIFY(!result.cancelled);
        QCOMPARE(std::int64_t(result.groups.size()), 2 * 2 * 2 * 2 * 4);
        for (const ExperimentGroup& g : result.groups)
            QCOMPARE(g.runs, 6);
    }

    // Each row is exactly the solver's own run (core solveMaze) on the maze that generateMaze
    // makes from the row's generator, size, seed and shaping; the dead ends are that maze's.
    void rowsAreTheSolversOwnRuns_data() { addMovementRows(); }
    void rowsAreTheSolversOwnRuns() {
        QFETCH(int, rule);
        const ExperimentSpec spec = smallSpec(Diagonal(rule));
        const ExperimentResult result = runExperiment(spec, {2, true, nullptr, {}, {}});
        std::int64_t mazeSeedsSeen = 0;
        for (const ExperimentRow& row : result.rows) {
            GenerateRequest request;
            request.generator = row.generator;
            request.size = row.size;
            request.seed = row.seed;
            request.shaping = Shaping{row.braid, Symmetry::None, row.terrain};
            QCOMPARE(row.seed, spec.seed + std::uint64_t(row.mazeIndex));
            const Maze maze = generateMaze(request);
            const SolveStats stats = solveMaze(*row.solver, maze, {}, spec.diagonal).stats;
            QVERIFY2(row.found == stats.found, qPrintable(describe(row)));
            QVERIFY(row.diagonal == spec.diagonal);
            QCOMPARE(row.pathLength, stats.found ? stats.pathLength : 0);
            QCOMPARE(row.pathCost, stats.found ? stats.pathCost : 0);
            QCOMPARE(row.pathDiagonalCost, stats.found ? stats.pathDiagonalCost : 0);
            QCOMPARE(row.searched, stats.searched);
            QCOMPARE(row.expanded, stats.expanded);
            QCOMPARE(row.maxFrontier, stats.maxFrontier);
            QCOMPARE(row.steps, stats.steps);
            QCOMPARE(row.percentSearched(), stats.percentSearched);
            QCOMPARE(row.cells, std::int64_t(maze.activeCellCount()));
            QCOMPARE(row.deadEnds, countDeadEnds(maze));
            QVERIFY(row.timeNs > 0);
            mazeSeedsSeen += row.mazeIndex == 5 ? 1 : 0;
        }
        QCOMPARE(mazeSeedsSeen, 2 * 2 * 2 * 2 * 4);
        // Braid 60 leaves fewer dead ends than braid 0 on the same mazes.
        const auto& groups = result.groups;
        QVERIFY(groups[0].braid == 0 && groups[8].braid == 60);
        QVERIFY(groups[8].figure("dead_ends").mean < groups[0].figure("dead_ends").mean * 0.6);
    }

    // The named figures are the rows' own numbers (the summary adds these).
    void fieldsAreTheRowsFigures_data() { addMovementRows(); }
    void fieldsAreTheRowsFigures() {
        QFETCH(int, rule);
        const ExperimentResult result =
            runExperiment(smallSpec(Diagonal(rule)), {2, true, nullptr, {}, {}});
        for (const ExperimentRow& row : result.rows) {
            QCOMPARE(*experimentField("percent_searched").value(row), row.percentSearched());
            QCOMPARE(*experimentField("time_us").value(row), double(row.timeNs) / 1000.0);
            QCOMPARE(*experimentField("searched").value(row), double(row.searched));
            QCOMPARE(*experimentField("expanded").value(row), double(row.expanded));
            QCOMPARE(*experimentField("max_frontier").value(row), double(row.maxFrontier));
            QCOMPARE(*experimentField("steps").value(row), double(row.steps));
            QCOMPARE(*experimentField("dead_ends").value(row), double(row.deadEnds));
            QCOMPARE(*experimentField("dead_end_percent").value(row), row.deadEndPercent());
            QCOMPARE(row.deadEndPercent(), double(row.deadEnds) * 100.0 / double(row.cells));
            const auto length = experimentField("path_length").value(row);
            const auto cost = experimentField("path_cost").value(row);
            QCOMPARE(length.has_value(), row.found);
            QCOMPARE(cost.has_value(), row.found);
            if (row.found) {
                QCOMPARE(*length, double(row.pathLength));
                QCOMPARE(*cost, row.cost().value());
            }
        }
        QVERIFY_THROWS_EXCEPTION(Error, (void)experimentField("speed"));
    }

    void sameResultsOnOneAndTwoThreads_data() { addMovementRows(); }
    void sameResultsOnOneAndTwoThreads() {
        QFETCH(int, rule);
        const ExperimentSpec spec = smallSpec(Diagonal(rule));
        const ExperimentResult one = runExperiment(spec, {1, true, nullptr, {}, {}});
        const ExperimentResult two = runExperiment(spec, {2, true, nullptr, {}, {}});
        const ExperimentResult five = runExperiment(spec, {5, false, nullptr, {}, {}});
        QCOMPARE(one.rows.size(), two.rows.size());
        for (std::size_t i = 0; i < one.rows.size(); ++i)
            QVERIFY2(sameRun(one.rows[i], two.rows[i]), qPrintable(describe(one.rows[i])));
        QCOMPARE(one.groups.size(), two.groups.size());
        QCOMPARE(one.groups.size(), five.groups.size());
        const auto fields = experimentFields();
        for (std::size_t g = 0; g < one.groups.size(); ++g) {
            for (std::size_t f = 0; f < fields.size(); ++f) {
                if (fields[f].key == "time_us")
                    continue;
                for (const ExperimentResult* other : {&two, &five}) {
                    const FigureSummary& a = one.groups[g].figures[f];
                    const FigureSummary& b = other->groups[g].figures[f];
                    QCOMPARE(a.n, b.n);
                    QCOMPARE(a.mean, b.mean); // the very same bits
                    QCOMPARE(a.stddev, b.stddev);
                    QCOMPARE(a.min, b.min);
                    QCOMPARE(a.max, b.max);
                }
            }
            QCOMPARE(one.groups[g].found, five.groups[g].found);
        }
    }

    // Shards K/N run contiguous, near-equal parts of the mazes in axis order: one after another
    // they are the whole experiment's rows; merged in any order, they give its rows and its
    // summary (every figure but the time bit for bit, as on another thread count). A shard
    // missing, repeated or from other options is refused, naming the run.
    void shardsMergeIntoTheWholeExperiment_data() { addMovementRows(); }
    void shardsMergeIntoTheWholeExperiment() {
        QFETCH(int, rule);
        const ExperimentSpec spec = smallSpec(Diagonal(rule));
        const ExperimentResult whole = runExperiment(spec, {2, true, nullptr, {}, {}});
        constexpr std::int64_t kShards = 5;
        std::vector<ExperimentResult> shards;
        std::vector<std::string> names;
        std::size_t next = 0; // the whole run's row each shard's rows must continue from
        for (std::int64_t k = 1; k <= kShards; ++k) {
            ExperimentOptions options{1, true, nullptr, {}, {}};
            options.shard = {k, kShards};
            shards.push_back(runExperiment(spec, options));
            names.push_back("shard " + std::to_string(k));
            const auto [first, end] = shardMazes(spec, options.shard);
            QCOMPARE(shards.back().runsTotal, (end - first) * std::int64_t(spec.solvers.size()));
            QVERIFY(end - first == spec.mazeCount() / kShards ||
                    end - first == spec.mazeCount() / kShards + 1);
            for (const ExperimentRow& row : shards.back().rows)
                QVERIFY2(sameRun(row, whole.rows[next++]), qPrintable(describe(row)));
        }
        QCOMPARE(next, whole.rows.size());

        std::reverse(shards.begin(), shards.end()); // any order
        std::reverse(names.begin(), names.end());
        const ExperimentResult merged = mergeShards(spec, shards, names);
        QCOMPARE(merged.rows.size(), whole.rows.size());
        for (std::size_t i = 0; i < merged.rows.size(); ++i)
            QVERIFY2(sameRun(merged.rows[i], whole.rows[i]), qPrintable(describe(whole.rows[i])));
        QCOMPARE(merged.groups.size(), whole.groups.size());
        const auto fields = experimentFields();
        for (std::size_t g = 0; g < whole.groups.size(); ++g) {
            QCOMPARE(merged.groups[g].runs, whole.groups[g].runs);
            QCOMPARE(merged.groups[g].found, whole.groups[g].found);
            for (std::size_t f = 0; f < fields.size(); ++f) {
                if (fields[f].key == "time_us")
                    continue;
                QCOMPARE(merged.groups[g].figures[f].mean, whole.groups[g].figures[f].mean);
                QCOMPARE(merged.groups[g].figures[f].stddev, whole.groups[g].figures[f].stddev);
            }
        }

        const auto refusal = [&](std::vector<ExperimentResult> parts,
                                 std::vector<std::string> partNames,
                                 const ExperimentSpec& against) -> std::string {
            try {
                (void)mergeShards(against, parts, partNames);
            } catch (const Error& e) {
                return e.what();
            }
            return "(merged)";
        };
        auto missing = shards;
        missing.erase(missing.begin() + 2);
        auto missingNames = names;
        missingNames.erase(missingNames.begin() + 2);
        const std::string gap = refusal(missing, missingNames, spec);
        QVERIFY2(gap.find("no shard holds run") != std::string::npos &&
                     gap.find("is a shard missing?") != std::string::npos,
                 gap.c_str());
        auto twice = shards;
        twice.push_back(shards.front());
        auto twiceNames = names;
        twiceNames.push_back("again");
        const std::string repeated = refusal(twice, twiceNames, spec);
        QVERIFY2(repeated.find("again, line 2: run ") == 0 &&
                     repeated.find("is also in shard 5") != std::string::npos,
                 repeated.c_str());
        ExperimentSpec other = spec;
        other.seed += 1;
        const std::string foreign = refusal(shards, names, other);
        QVERIFY2(foreign.find("is not one of this experiment's runs") != std::string::npos,
                 foreign.c_str());
        if (spec.diagonal != Diagonal::Never) { // runs of another movement are not these
            ExperimentSpec moved = spec;
            moved.diagonal = Diagonal::OnlyWhenNoObstacles;
            const std::string movement = refusal(shards, names, moved);
            QVERIFY2(movement.find("movement if-at-most-one-obstacle is not one of this "
                                   "experiment's runs") != std::string::npos,
                     movement.c_str());
        }

        // Shards that do not exist, or would be empty.
        for (const Shard bad :
             {Shard{0, 3}, Shard{4, 3}, Shard{1, 0}, Shard{1, spec.mazeCount() + 1}})
            QVERIFY(!shardError(spec, bad).empty());
        QVERIFY(shardError(spec, {spec.mazeCount(), spec.mazeCount()}).empty());
        ExperimentOptions tooMany{1, true, nullptr, {}, {}};
        tooMany.shard = {1, spec.mazeCount() + 1};
        QVERIFY_THROWS_EXCEPTION(Error, (void)runExperiment(spec, tooMany));
    }

    // The summary's n, mean, standard deviation, min and max of every figure are those of the
    // group's rows, computed here plainly in doubles.
    void summaryEqualsTheRows_data() { addMovementRows(); }
    void summaryEqualsTheRows() {
        QFETCH(int, rule);
        const ExperimentSpec spec = smallSpec(Diagonal(rule));
        const ExperimentResult result = runExperiment(spec, {2, true, nullptr, {}, {}});
        const auto fields = experimentFields();
        std::size_t rowIndex = 0;
        // Rows come in axis order: a group's rows are every slots-th row of its mazes.
        for (const ExperimentGroup& group : result.groups) {
            std::vector<const ExperimentRow*> rows;
            for (const ExperimentRow& r : result.rows)
                if (r.generator == group.generator && r.size == group.size &&
                    r.braid == group.braid && r.terrain == group.terrain &&
                    r.solver == group.solver)
                    rows.push_back(&r);
            QCOMPARE(std::int64_t(rows.size()), group.runs);
            rowIndex += rows.size();
            std::int64_t found = 0;
            for (const ExperimentRow* r : rows)
                found += r->found ? 1 : 0;
            QCOMPARE(group.found, found);
            for (std::size_t f = 0; f < fields.size(); ++f) {
                std::vector<double> values;
                for (const ExperimentRow* r : rows)
                    if (const auto v = fields[f].value(*r))
                        values.push_back(*v);
                const FigureSummary& s = group.figures[f];
                QCOMPARE(s.n, std::int64_t(values.size()));
                if (values.empty())
                    continue;
                double sum = 0;
                for (const double v : values)
                    sum += v;
                const double mean = sum / double(values.size());
                double squares = 0;
                for (const double v : values)
                    squares += (v - mean) * (v - mean);
                const double sd =
                    values.size() > 1 ? std::sqrt(squares / double(values.size() - 1)) : 0.0;
                QVERIFY2(close(s.mean, mean), qPrintable(QStringLiteral("%1: %2 vs %3")
                                                             .arg(fields[f].key.data())
                                                             .arg(s.mean)
                                                             .arg(mean)));
                QVERIFY2(std::abs(s.stddev - sd) <= 1e-7 * std::max(1.0, sd),
                         qPrintable(QStringLiteral("%1 sd: %2 vs %3")
                                        .arg(fields[f].key.data())
                                        .arg(s.stddev)
                                        .arg(sd)));
                QVERIFY(close(s.min, *std::min_element(values.begin(), values.end())));
                QVERIFY(close(s.max, *std::max_element(values.begin(), values.end())));
            }
        }
        QCOMPARE(rowIndex, result.rows.size());
        // summarizeRows (used for files read back) gives the same groups.
        const std::vector<ExperimentGroup> again = summarizeRows(result.rows);
        QCOMPARE(again.size(), result.groups.size());
        for (std::size_t g = 0; g < again.size(); ++g)
            for (std::size_t f = 0; f < fields.size(); ++f) {
                QCOMPARE(again[g].figures[f].mean, result.groups[g].figures[f].mean);
                QCOMPARE(again[g].figures[f].stddev, result.groups[g].figures[f].stddev);
            }
    }

    // With no solvers: one row per maze, its dead ends. "Lost Cause" measured the Recursive
    // Backtracker at 11.83 +/- 1.85 dead ends on 10x10 over 100,000 mazes ("Lost Cause", section
    // "dead ends"; docs/experiments.md); 4,000 mazes put the mean within 0.15 of it (5 standard
    // errors: 1.85 / sqrt(4000) = 0.03).
    void mazeOnlyExperimentCountsDeadEnds() {
        ExperimentSpec spec;
        spec.generators = {&generatorById("recursive-backtracker")};
        spec.sizes = {{10, 10}};
        spec.count = 4000;
        spec.seed = 1;
        const ExperimentResult result = runExperiment(spec, {2, false, nullptr, {}, {}});
        QCOMPARE(result.groups.size(), std::size_t(1));
        const ExperimentGroup& g = result.groups[0];
        QVERIFY(g.solver == nullptr);
        QCOMPARE(g.runs, 4000);
        QCOMPARE(g.figure("path_length").n, 0);
        const FigureSummary& deadEnds = g.figure("dead_ends");
        QCOMPARE(deadEnds.n, 4000);
        QVERIFY2(std::abs(deadEnds.mean - 11.83) < 0.15, qPrintable(QString::number(deadEnds.mean)));
        QVERIFY2(std::abs(deadEnds.stddev - 1.85) < 0.15,
                 qPrintable(QString::number(deadEnds.stddev)));
        QVERIFY(close(g.figure("dead_end_percent").mean, deadEnds.mean));

        // And with rows kept: maze k's row holds the dead ends of the maze of seed 1 + k.
        spec.count = 20;
        const ExperimentResult rows = runExperiment(spec, {2, true, nullptr, {}, {}});
        QCOMPARE(rows.rows.size(), std::size_t(20));
        for (const ExperimentRow& row : rows.rows) {
            GenerateRequest request{spec.generators[0], {10, 10}, row.seed};
            QCOMPARE(row.deadEnds, countDeadEnds(generateMaze(request)));
            QVERIFY(row.solver == nullptr);
        }
    }

    void cancelKeepsFinishedRuns() {
        ExperimentSpec spec;
        spec.generators = {&generatorById("aldous-broder")};
        spec.sizes = {{60, 60}};
        spec.solvers = {&solverById("bfs"), &solverById("astar-euclidean")};
        spec.count = 100000; // minutes of work
        std::atomic<bool> cancel{false};
        ExperimentOptions options{2, true, &cancel, {}, {}};
        options.progress = [&](std::int64_t done, std::int64_t) {
            if (done >= 40 && !cancel)
                cancel = true;
        };
        const ExperimentResult result = runExperiment(spec, options);
        QVERIFY(cancel);
        QVERIFY(result.cancelled);
        QVERIFY(result.runsDone >= 40);
        QVERIFY(result.runsDone < result.runsTotal);
        QCOMPARE(std::int64_t(result.rows.size()), result.runsDone);
        QCOMPARE(result.groups.size(), std::size_t(2));
        QCOMPARE(result.groups[0].runs + result.groups[1].runs, result.runsDone);
        // Each worker looks at the cancel before every run: set before the start, nothing runs.
        std::atomic<bool> cancelled{true};
        const ExperimentResult none = runExperiment(spec, {2, true, &cancelled, {}, {}});
        QVERIFY(none.cancelled);
        QCOMPARE(none.runsDone, std::int64_t(0));
        QVERIFY(none.rows.empty() && none.groups.empty());
        // The rows kept are whole, real runs.
        for (std::size_t i = 0; i < result.rows.size(); i += 7) {
            const ExperimentRow& row = result.rows[i];
            GenerateRequest request{row.generator, row.size, row.seed};
            const SolveStats stats = solveMaze(*row.solver, generateMaze(request)).stats;
            QCOMPARE(row.searched, stats.searched);
            QCOMPARE(row.pathLength, stats.pathLength);
        }
    }

    void badSpecsSayWhatIsWrong() {
        auto message = [](auto change) {
            ExperimentSpec spec = smallSpec();
            change(spec);
            return experimentError(spec);
        };
        QCOMPARE(message([](ExperimentSpec&) {}), std::string());
        QVERIFY(message([](ExperimentSpec& s) { s.generators.clear(); }).find("no generator") !=
                std::string::npos);
        QVERIFY(message([](ExperimentSpec& s) { s.sizes.clear(); }).find("no size") !=
                std::string::npos);
        QVERIFY(message([](ExperimentSpec& s) { s.count = 0; }).find("at least 1 (got 0)") !=
                std::string::npos);
        QVERIFY(message([](ExperimentSpec& s) { s.sizes.push_back({1, 5}); }).find("size 1x5") !=
                std::string::npos);
        QVERIFY(message([](ExperimentSpec& s) { s.sizes.push_back({5000, 5}); })
                    .find("2 to 4096") != std::string::npos ||
                message([](ExperimentSpec& s) { s.sizes.push_back({5000, 5}); })
                        .find("4096") != std::string::npos);
        QVERIFY(message([](ExperimentSpec& s) { s.braids = {150}; }).find("braid") !=
                std::string::npos);
        QVERIFY(message([](ExperimentSpec& s) { s.solvers.push_back(s.solvers[0]); })
                    .find("solver bfs is listed twice") != std::string::npos);
        QVERIFY(message([](ExperimentSpec& s) { s.solvers.push_back(nullptr); })
                    .find("unknown solver") != std::string::npos);
        // A solver that refuses the movement says why (the wall follower with diagonals); a
        // maze-only experiment has no movement to choose.
        QVERIFY(message([](ExperimentSpec& s) {
                    s.solvers.push_back(&solverById("wall-follower"));
                    s.diagonal = Diagonal::Always;
                }).find("Wall Follower does not take diagonal moves") != std::string::npos);
        QVERIFY(message([](ExperimentSpec& s) {
                    s.solvers.clear();
                    s.diagonal = Diagonal::Always;
                }).find("without solvers has no movement") != std::string::npos);
        // A solver that takes only some mazes cannot run on generated ones, under any movement
        // it takes: the experiment refuses it before making a maze, saying why.
        int onlySome = 0;
        for (const SolverInfo* solver : solvers()) {
            if (solver->mazeError == nullptr) {
                QCOMPARE(generatedMazeError(*solver), std::string());
                continue;
            }
            ++onlySome;
            const std::string why = generatedMazeError(*solver);
            QVERIFY(why.starts_with(std::string(solver->name) + " takes only some mazes"));
            for (const Diagonal rule : kDiagonals) {
                if (!solver->supports(rule))
                    continue;
                QCOMPARE(message([&](ExperimentSpec& s) {
                             s.solvers.push_back(solver);
                             s.diagonal = rule;
                         }),
                         why);
            }
        }
        QVERIFY(onlySome > 0);
        QVERIFY(message([](ExperimentSpec& s) {
                    s.sizes = {{4096, 4096}};
                    s.count = 10'000'000;
                }).find("too many runs") != std::string::npos);
        ExperimentSpec empty;
        QVERIFY_THROWS_EXCEPTION(Error, (void)runExperiment(empty));
        // Too many rows to keep (the summary alone would do): refused before any work.
        ExperimentSpec huge = smallSpec();
        huge.count = kMaxKeptRows / 64 + 1; // 64 runs per maze index: just over the limit
        QVERIFY(experimentError(huge).empty());
        try {
            (void)runExperiment(huge, {2, true, nullptr, {}, {}});
            QFAIL("no error");
        } catch (const Error& e) {
            QVERIFY2(std::string(e.what()).find("too large to keep every run") != std::string::npos,
                     e.what());
        }
    }

    void csvRoundTrips_data() { addMovementRows(); }
    void csvRoundTrips() {
        QFETCH(int, rule);
        const ExperimentSpec spec = smallSpec(Diagonal(rule));
        const ExperimentResult result = runExperiment(spec, {2, true, nullptr, {}, {}});
        std::ostringstream out;
        writeRowsCsv(out, result.rows);
        std::istringstream in(out.str());
        const ExperimentResult back = readRowsCsv(in);
        QCOMPARE(back.rows.size(), result.rows.size());
        for (std::size_t i = 0; i < back.rows.size(); ++i) {
            QVERIFY2(sameRun(back.rows[i], result.rows[i]), qPrintable(describe(result.rows[i])));
            QCOMPARE(back.rows[i].timeNs, result.rows[i].timeNs); // three decimals of us = ns
        }
        QVERIFY(back.spec.generators == spec.generators);
        QVERIFY(back.spec.sizes == spec.sizes);
        QVERIFY(back.spec.solvers == spec.solvers);
        QVERIFY(back.spec.braids == spec.braids);
        QVERIFY(back.spec.terrains == spec.terrains);
        QCOMPARE(back.spec.count, spec.count);
        QCOMPARE(back.spec.seed, spec.seed);
        QCOMPARE(back.groups.size(), result.groups.size());
        for (std::size_t g = 0; g < back.groups.size(); ++g)
            for (std::size_t f = 0; f < experimentFields().size(); ++f)
                QCOMPARE(back.groups[g].figures[f].mean, result.groups[g].figures[f].mean);
        // Written again, the same bytes.
        std::ostringstream again;
        writeRowsCsv(again, back.rows);
        QCOMPARE(again.str(), out.str());
        // The movement's columns only with diagonal movement: a four-direction file is as it
        // always was. Diagonal costs have a diagonal part, read back exactly (sameRun).
        QVERIFY(back.spec.diagonal == spec.diagonal);
        const std::string header = out.str().substr(0, out.str().find('\n'));
        QCOMPARE(header.find(",solver,diagonal,") != std::string::npos,
                 spec.diagonal != Diagonal::Never);
        QCOMPARE(header.find(",path_cost,path_diagonal_cost,") != std::string::npos,
                 spec.diagonal != Diagonal::Never);
        if (spec.diagonal != Diagonal::Never)
            QVERIFY(std::any_of(back.rows.begin(), back.rows.end(),
                                [](const ExperimentRow& r) { return r.pathDiagonalCost > 0; }));
        // The terrain column is quoted: it holds commas.
        QVERIFY(out.str().find(",\"30,50,9\",") != std::string::npos);

        // Maze-only rows round-trip too.
        ExperimentSpec mazes;
        mazes.generators = {&generatorById("sidewinder")};
        mazes.sizes = {{8, 8}};
        mazes.count = 5;
        const ExperimentResult mazeRows = runExperiment(mazes, {1, true, nullptr, {}, {}});
        std::ostringstream mazeOut;
        writeRowsCsv(mazeOut, mazeRows.rows);
        std::istringstream mazeIn(mazeOut.str());
        const ExperimentResult mazeBack = readRowsCsv(mazeIn);
        QCOMPARE(mazeBack.rows.size(), std::size_t(5));
        QVERIFY(mazeBack.rows[3].solver == nullptr);
        QCOMPARE(mazeBack.rows[3].deadEnds, mazeRows.rows[3].deadEnds);
    }

    void summaryCsvHasOneLinePerGroup() {
        const ExperimentSpec spec = smallSpec();
        const ExperimentResult result = runExperiment(spec, {2, false, nullptr, {}, {}});
        std::ostringstream out;
        writeSummaryCsv(out, result.groups);
        const std::string text = out.str();
        QCOMPARE(std::count(text.begin(), text.end(), '\n'), std::ptrdiff_t(result.groups.size() + 1));
        QVERIFY(text.rfind("generator,width,height,braid,terrain,solver,runs,found,gave_up,time_us_n,", 0) == 0);
        // The first group's mean path length, with six decimals.
        const FigureSummary& length = result.groups[0].figure("path_length");
        char expected[64];
        std::snprintf(expected, sizeof expected, ",%.6f,", length.mean);
        QVERIFY(text.find(expected) != std::string::npos);
    }

    // A run that gave up (a solver's step limit) is neither found nor no path: the gave_up
    // column (0/1) keeps it, the summary counts it, and a file written before the column existed
    // reads as no run having given up.
    void gaveUpIsAnOutcomeOfItsOwn() {
        ExperimentSpec spec;
        spec.generators = {&generatorById("recursive-backtracker")};
        spec.sizes = {{9, 7}};
        spec.solvers = {&solverById("bfs")};
        spec.count = 2;
        spec.seed = 77;
        ExperimentResult result = runExperiment(spec, {1, true, nullptr, {}, {}});
        ExperimentRow& gaveUp = result.rows[1];
        QVERIFY(gaveUp.found);
        gaveUp.found = false;
        gaveUp.gaveUp = true;
        gaveUp.pathLength = gaveUp.pathCost = 0;
        std::ostringstream out;
        writeRowsCsv(out, result.rows);
        const std::string csv = out.str();
        QVERIFY(csv.rfind("generator,width,height,braid,terrain,maze,seed,solver,cells,dead_ends,"
                          "found,gave_up,path_length,",
                          0) == 0);
        std::istringstream in(csv);
        const ExperimentResult back = readRowsCsv(in);
        QVERIFY(back.rows[1].gaveUp && !back.rows[1].found);
        QVERIFY(!back.rows[0].gaveUp && back.rows[0].found);
        const ExperimentGroup& group = back.groups[0];
        QCOMPARE(group.runs, std::int64_t(2));
        QCOMPARE(group.found, std::int64_t(1));
        QCOMPARE(group.gaveUp, std::int64_t(1));
        std::ostringstream summary;
        writeSummaryCsv(summary, back.groups);
        QVERIFY(summary.str().find(",2,1,1,") != std::string::npos); // runs, found, gave up

        // Without the column (an older file): every run read as not having given up.
        std::string old;
        std::istringstream lines(csv);
        for (std::string line; std::getline(lines, line);) {
            std::vector<std::string> fields;
            std::string field;
            std::istringstream split(line); // no quoted commas in these rows: no terrain
            while (std::getline(split, field, ','))
                fields.push_back(field);
            if (line.back() == ',')
                fields.emplace_back();
            fields.erase(fields.begin() + 11); // gave_up
            std::string joined;
            for (std::size_t i = 0; i < fields.size(); ++i)
                joined += (i ? "," : "") + fields[i];
            old += joined + '\n';
        }
        QVERIFY(old.find("gave_up") == std::string::npos);
        std::istringstream oldIn(old);
        const ExperimentResult oldBack = readRowsCsv(oldIn);
        QCOMPARE(oldBack.rows.size(), std::size_t(2));
        QVERIFY(!oldBack.rows[1].gaveUp && !oldBack.rows[1].found);
        QCOMPARE(oldBack.groups[0].gaveUp, std::int64_t(0));

        // Found and gave up at once is refused.
        std::string both = csv;
        both.replace(both.find(",1,0,", both.find('\n')), 5, ",1,1,");
        QVERIFY2(expectError(both).find("cannot have given up") != std::string::npos,
                 expectError(both).c_str());
    }

    void badCsvFilesSayWhereAndWhat() {
        const ExperimentSpec spec = smallSpec();
        ExperimentSpec tiny = spec;
        tiny.count = 1;
        tiny.braids = {0};
        tiny.terrains = {Terrain{}};
        const ExperimentResult result = runExperiment(tiny, {1, true, nullptr, {}, {}});
        std::ostringstream out;
        writeRowsCsv(out, result.rows);
        const std::string good = out.str();

        QVERIFY(expectError("").find("empty") != std::string::npos);
        const std::string header = good.substr(0, good.find('\n') + 1);
        QVERIFY(expectError(header).find("no runs") != std::string::npos);
        // Cut off in the middle of the third run.
        const std::size_t third = good.find('\n', good.find('\n', good.find('\n') + 1) + 1);
        const std::string cut = good.substr(0, third + 20);
        const std::string cutError = expectError(cut);
        QVERIFY2(cutError.find("line 4") != std::string::npos &&
                     cutError.find("cut off") != std::string::npos,
                 cutError.c_str());
        // An unknown generator on line 2.
        std::string unknown = good;
        unknown.replace(unknown.find("recursive-backtracker"), 21, "recursive-backtrackr");
        const std::string unknownError = expectError(unknown);
        QVERIFY2(unknownError.find("line 2") != std::string::npos &&
                     unknownError.find("unknown generator 'recursive-backtrackr'") !=
                         std::string::npos,
                 unknownError.c_str());
        // A bad number.
        std::string badNumber = good;
        const std::size_t line2 = badNumber.find('\n') + 1;
        badNumber.replace(badNumber.find(",9,7,", line2), 5, ",9,x7,");
        QVERIFY(expectError(badNumber).find("height must be a whole number") != std::string::npos);
        // A summary file is not a rows file.
        std::ostringstream summary;
        writeSummaryCsv(summary, result.groups);
        QVERIFY(expectError(summary.str()).find("missing column 'maze'") != std::string::npos);
        // Something else altogether.
        QVERIFY(expectError("\x89PNG\r\n\x1a\n").find("missing column") != std::string::npos);

        // Diagonal movement: a path_cost that is not a whole cost plus sqrt(2) times
        // path_diagonal_cost, an unknown movement, and runs of two movements in one file.
        ExperimentSpec diagonal = tiny;
        diagonal.solvers = {&solverById("bfs"), &solverById("dijkstra")};
        diagonal.diagonal = Diagonal::Always;
        const ExperimentResult moved = runExperiment(diagonal, {1, true, nullptr, {}, {}});
        std::ostringstream movedOut;
        writeRowsCsv(movedOut, moved.rows);
        const std::string movedGood = movedOut.str();
        QCOMPARE(expectError(movedGood), std::string("(no error)"));
        std::vector<std::string> movedLines;
        std::istringstream movedIn(movedGood);
        for (std::string line; std::getline(movedIn, line);)
            movedLines.push_back(line);
        // path_cost is field 14 (0-based) of a diagonal file.
        auto withField = [&](std::size_t line, std::size_t field, const std::string& value) {
            std::vector<std::string> fields;
            std::istringstream split(movedLines[line]);
            for (std::string f; std::getline(split, f, ',');)
                fields.push_back(f);
            fields[field] = value;
            std::string text;
            for (std::size_t l = 0; l < movedLines.size(); ++l) {
                std::string row = movedLines[l];
                if (l == line) {
                    row.clear();
                    for (std::size_t i = 0; i < fields.size(); ++i)
                        row += (i ? "," : "") + fields[i];
                }
                text += row + '\n';
            }
            return text;
        };
        const std::string costError = expectError(withField(1, 14, "3.5"));
        QVERIFY2(costError.find("line 2: path_cost '3.5' is not a whole cost plus sqrt(2) times "
                                "path_diagonal_cost") != std::string::npos,
                 costError.c_str());
        const std::string ruleError = expectError(withField(1, 8, "sometimes"));
        QVERIFY2(ruleError.find("line 2: unknown diagonal movement 'sometimes'") !=
                     std::string::npos,
                 ruleError.c_str());
        const std::string mixed = expectError(withField(2, 8, "only-when-no-obstacles"));
        QVERIFY2(mixed.find("runs of different movements") != std::string::npos, mixed.c_str());
    }
};

QTEST_GUILESS_MAIN(TestExperiment)
#include "test_experiment.moc"
