// Order statistics (core/statistics.hpp): the quartiles by linear interpolation between order
// statistics (docs/semantics.md, "Quartiles") on known inputs, and the experiment summary's
// median and interquartile range of the time, which one outlier run does not move.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/experiment.hpp"
#include "core/experiment_csv.hpp"
#include "core/statistics.hpp"
#endif

#include <sstream>
#include <string>
#include <vector>

using namespace mazelab;

namespace {

// `count` runs of `solver` on one 9 x 7 maze group, with these times (ns).
std::vector<ExperimentRow> runsWithTimes(const char* solver, const std::vector<std::int64_t>& ns) {
    const GeneratorInfo& generator = generatorById("recursive-backtracker");
    std::vector<ExperimentRow> rows;
    for (std::size_t k = 0; k < ns.size(); ++k) {
        ExperimentRow row;
        row.generator = &generator;
        row.params = ParamValues(generator.params);
        row.size = {9, 7};
        row.mazeIndex = std::int64_t(k);
        row.seed = 1 + k;
        row.solver = &solverById(solver);
        row.cells = 63;
        row.found = true;
        row.pathLength = row.pathCost = 20;
        row.searched = row.expanded = row.steps = 40;
        row.maxFrontier = 5;
        row.timeNs = ns[k];
        rows.push_back(row);
    }
    return rows;
}

} // namespace

class TestStatistics : public QObject {
    Q_OBJECT

private slots:
    // Hyndman and Fan's definition 7: h = p (n - 1), interpolated between x[floor h] and the next.
    void quartilesInterpolateBetweenOrderStatistics() {
        const auto same = [](const Quartiles& q, Quartiles wanted) {
            return q.q1 == wanted.q1 && q.median == wanted.median && q.q3 == wanted.q3;
        };
        QVERIFY(same(quartilesOf({1, 2, 3, 4}), {1.75, 2.5, 3.25}));
        QCOMPARE(quartilesOf({1, 2, 3, 4}).iqr(), 1.5);
        QVERIFY(same(quartilesOf({5, 1, 4, 2, 3}), {2, 3, 4})); // any order
        QVERIFY(same(quartilesOf({7}), {7, 7, 7}));
        QCOMPARE(quartilesOf({7}).iqr(), 0.0);
        QVERIFY(same(quartilesOf({10, 30}), {15, 20, 25}));

        const std::vector<std::int64_t> sorted = {-4, 0, 8};
        QCOMPARE(quantileOfSorted(sorted, 0.0), -4.0);
        QCOMPARE(quantileOfSorted(sorted, 1.0), 8.0);
        QCOMPARE(quantileOfSorted(sorted, 0.5), 0.0);
        QCOMPARE(quantileOfSorted(sorted, 0.75), 4.0);
        QVERIFY_THROWS_EXCEPTION(Error, (void)quartilesOf({}));
    }

    // One outlier run makes BFS's mean time larger than Dijkstra's; its median and quartiles
    // are not moved by it. The summary CSV has the median and quartiles of the time.
    void summaryMedianIgnoresAnOutlier() {
        std::vector<ExperimentRow> rows = runsWithTimes(
            "bfs", {60000, 62000, 64000, 66000, 68000, 70000, 72000, 74000, 76000, 1400000});
        const std::vector<ExperimentRow> dijkstra =
            runsWithTimes("dijkstra", std::vector<std::int64_t>(10, 120000));
        rows.insert(rows.end(), dijkstra.begin(), dijkstra.end());
        const std::vector<ExperimentGroup> groups = summarizeRows(rows);
        QCOMPARE(groups.size(), std::size_t(2));
        const FigureSummary& bfs = groups[0].figure("time_us");
        const FigureSummary& slow = groups[1].figure("time_us");
        QCOMPARE(bfs.mean, 201.2);
        QVERIFY(bfs.mean > slow.mean);
        QVERIFY(bfs.hasQuartiles && slow.hasQuartiles);
        QCOMPARE(bfs.median, 69.0);
        QCOMPARE(bfs.q1, 64.5);
        QCOMPARE(bfs.q3, 73.5);
        QCOMPARE(slow.median, 120.0);
        QCOMPARE(slow.q3 - slow.q1, 0.0);
        QVERIFY(bfs.median < slow.median);
        // Only the time has quartiles.
        QVERIFY(!groups[0].figure("searched").hasQuartiles);

        std::ostringstream out;
        writeSummaryCsv(out, groups);
        const std::string csv = out.str();
        QVERIFY(csv.find(",time_us_min,time_us_max,time_us_median,time_us_q1,time_us_q3,"
                         "percent_searched_n,") != std::string::npos);
        QVERIFY(csv.find(",60.000000,1400.000000,69.000000,64.500000,73.500000,") !=
                std::string::npos);
    }

    // A real experiment keeps the time's values, with or without its rows: the quartiles are
    // those of the rows' times. A group without quartiles leaves them empty in the CSV.
    void experimentQuartilesAreTheRunsOwn() {
        ExperimentSpec spec;
        spec.generators = {&generatorById("recursive-backtracker")};
        spec.sizes = {{9, 7}};
        spec.solvers = {&solverById("bfs")};
        spec.count = 7;
        const ExperimentResult kept = runExperiment(spec, {2, true, nullptr, {}, {}});
        std::vector<std::int64_t> times;
        for (const ExperimentRow& row : kept.rows)
            times.push_back(row.timeNs);
        const Quartiles q = quartilesOf(times);
        const FigureSummary& time = kept.groups[0].figure("time_us");
        QVERIFY(time.hasQuartiles);
        QCOMPARE(time.median, q.median / 1000);
        QCOMPARE(time.q1, q.q1 / 1000);
        QCOMPARE(time.q3, q.q3 / 1000);

        ExperimentResult summaryOnly = runExperiment(spec, {2, false, nullptr, {}, {}});
        QVERIFY(summaryOnly.rows.empty());
        FigureSummary& alone = summaryOnly.groups[0].figures[0];
        QVERIFY(alone.hasQuartiles);
        QVERIFY(alone.min <= alone.q1 && alone.q1 <= alone.median && alone.median <= alone.q3 &&
                alone.q3 <= alone.max);

        alone.hasQuartiles = false; // as for an experiment of more than kMaxKeptRows runs
        std::ostringstream out;
        writeSummaryCsv(out, summaryOnly.groups);
        const std::string csv = out.str();
        std::vector<std::string> fields;
        std::istringstream split(csv.substr(csv.find('\n') + 1));
        for (std::string field; std::getline(split, field, ',');)
            fields.push_back(field);
        // generator..gave_up (9), time_us n, mean, sd, min, max, then the empty quartiles.
        QVERIFY(fields.size() > 17);
        QCOMPARE(fields[9], std::string("7"));
        QCOMPARE(fields[14], std::string());
        QCOMPARE(fields[15], std::string());
        QCOMPARE(fields[16], std::string());
        QCOMPARE(fields[17], std::string("7")); // percent_searched_n
    }
};

QTEST_GUILESS_MAIN(TestStatistics)
#include "test_statistics.moc"
