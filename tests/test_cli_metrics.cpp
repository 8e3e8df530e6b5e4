// mazelab-cli metrics and experiment: their figures and rows are the library's, whatever the
// thread count, and an interrupted experiment (the real binary, sent SIGTERM) keeps its runs.
#include <QtTest>
#include <QJsonArray>
#include <QProcess>

#ifndef Q_MOC_RUN
#include "cli_support.hpp"
#include "core/experiment.hpp"
#include "core/experiment_csv.hpp"
#include "core/maze_file.hpp"
#include "core/metrics.hpp"
#include "core/run.hpp"
#include "save_support.hpp"
#endif

#include <cmath>
#include <string>
#include <vector>

#include <unistd.h>

using namespace mazelab::testing;

namespace {

// The CPU time (user + system) a running process has used, from /proc/PID/stat; -1 if unknown.
qint64 cpuTimeMs(qint64 pid) {
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray text = stat.readAll();
    // Fields after the command name (which may hold spaces, so start after its ')'): state is
    // field 3, utime 14 and stime 15, in clock ticks.
    const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
    if (fields.size() < 13)
        return -1;
    const long ticks = sysconf(_SC_CLK_TCK);
    return (fields[11].toLongLong() + fields[12].toLongLong()) * 1000 / ticks;
}

// Waits until `process` has used `ms` of CPU time: a fixed amount of work, however loaded the
// machine. False if it ended first or never got there within a generous bound (a hang guard).
bool waitForCpuTime(QProcess& process, qint64 ms) {
    for (int i = 0; i < 6000 && process.state() == QProcess::Running; ++i) {
        if (cpuTimeMs(process.processId()) >= ms)
            return true;
        QTest::qWait(20);
    }
    return false;
}

} // namespace

class CliMetricsTest : public QObject, private CliFolder {
    Q_OBJECT

private slots:
    void initTestCase();
    void metricsJsonHasEveryFigureAndMatchesTheLibrary();
    void metricsOutputDoesNotDependOnTheThreadCount();
    void metricsOfAMazeFileAndCsvColumns();
    void experimentWritesTheLibrarysRowsAndSummary();
    void experimentOfMazesOnlyReproducesSeed001sDeadEnds();
    void anInterruptedExperimentKeepsItsFinishedRuns();
    void aFailedWriteKeepsTheOldOutputFile();
    void shardsMergeIntoTheFileOneRunWrites_data();
    void shardsMergeIntoTheFileOneRunWrites();
};

void CliMetricsTest::initTestCase() { createFiles(); }

// Rule: metrics --json has every figure of the table with n, mean and stddev; its means and
// standard deviations are those of the library over seeds S..S+N-1, and they add up.
void CliMetricsTest::metricsJsonHasEveryFigureAndMatchesTheLibrary() {
    const CliResult r = runCli(words("metrics --generator modified-binary-tree --size 15x11 "
                                     "--seed 3 --count 6 --param share=40 --json"));
    QCOMPARE(r.code, 0);
    QVERIFY(r.err.empty());
    QString error;
    const QJsonObject o = parseObject(r.out, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(o["generator"].toString(), QString("modified-binary-tree"));
    QCOMPARE(o["count"].toInt(), 6);
    QCOMPARE(o["first_seed"].toInt(), 3);
    QCOMPARE(o["width"].toInt(), 15);
    QCOMPARE(o["height"].toInt(), 11);
    QVERIFY(o["maze"].isNull());
    QCOMPARE(o["params"].toArray().size(), 2);

    using namespace mazelab;
    const GeneratorInfo& g = generatorById("modified-binary-tree");
    const ParamValues params = resolveParams(g.params, std::vector<std::string>{"share=40"});
    std::vector<MazeMetrics> expected;
    for (std::uint64_t seed = 3; seed < 9; ++seed)
        expected.push_back(measureMaze(generateMaze({&g, Size{15, 11}, seed, params})));
    const QJsonObject metrics = o["metrics"].toObject();
    QCOMPARE(metrics.size(), qsizetype(metricFields().size()));
    for (const MetricField& field : metricFields()) {
        const QString key = QString::fromLatin1(field.key.data(), qsizetype(field.key.size()));
        QVERIFY2(metrics.contains(key), qPrintable(key));
        const QJsonObject m = metrics[key].toObject();
        const MetricSummary s = summarize(expected, field);
        QCOMPARE(m["n"].toInteger(), s.n);
        QCOMPARE(m["mean"].toDouble(), s.mean);
        QCOMPARE(m["stddev"].toDouble(), s.stddev);
    }
    auto mean = [&](const char* key) { return metrics[key].toObject()["mean"].toDouble(); };
    QCOMPARE(mean("active_cells"), 165.0);
    QCOMPARE(mean("isolated") + mean("dead_ends") + mean("corridors") + mean("junctions"),
             mean("active_cells"));
    QCOMPARE(mean("junctions_3") + mean("junctions_4"), mean("junctions"));
    QCOMPARE(mean("loops"), mean("passages") - mean("active_cells") + mean("components"));
    QVERIFY(mean("loops") > 0);
    QCOMPARE(mean("diameter_exact"), 1.0);
    QVERIFY(mean("start_goal_distance") <= mean("diameter"));
}

// Rule: the mazes are measured in parallel, but every output format is byte-identical with one
// thread or several.
void CliMetricsTest::metricsOutputDoesNotDependOnTheThreadCount() {
    for (const char* format : {"--json", "--csv", ""}) {
        const QStringList args =
            words("metrics --generator aldous-broder --size 12x9 --seed 40 --count 9") +
            words(format);
        const CliResult one = runCli(args + QStringList{"--threads", "1"});
        const CliResult two = runCli(args + QStringList{"--threads", "2"});
        const CliResult many = runCli(args + QStringList{"--threads=5"});
        const CliResult byDefault = runCli(args);
        QCOMPARE(one.code, 0);
        QVERIFY(!one.out.empty());
        QCOMPARE(two.out, one.out);
        QCOMPARE(many.out, one.out);
        QCOMPARE(byDefault.out, one.out);
    }
}

// Rule: metrics --maze measures one file (standard deviation 0, the figures of measureMaze);
// --csv is a header row "metric,mean,stddev" and one row per figure, in the table's order, with
// empty fields where no maze has the figure (the distance to an unreachable goal).
void CliMetricsTest::metricsOfAMazeFileAndCsvColumns() {
    const QString file = path("walled.maze");
    const CliResult r = runCli({"metrics", "--maze", file, "--csv"});
    QCOMPARE(r.code, 0);
    const QStringList lines =
        QString::fromStdString(r.out).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), qsizetype(mazelab::metricFields().size()) + 1);
    QCOMPARE(lines.front(), QString("metric,mean,stddev"));
    for (std::size_t k = 0; k < mazelab::metricFields().size(); ++k) {
        const auto key = mazelab::metricFields()[k].key;
        QVERIFY(lines[qsizetype(k) + 1].startsWith(
            QString::fromLatin1(key.data(), qsizetype(key.size())) + ","));
    }
    QVERIFY(lines.contains("start_goal_distance,,"));
    QVERIFY(lines.contains("goal_unreachable,1,0"));
    QVERIFY(lines.contains("isolated,1,0"));

    const CliResult json = runCli({"metrics", "--maze", file, "--json"});
    QString error;
    const QJsonObject o = parseObject(json.out, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(o["maze"].toString(), file);
    QCOMPARE(o["count"].toInt(), 1);
    QVERIFY(o["first_seed"].isNull());
    const QJsonObject distance = o["metrics"].toObject()["start_goal_distance"].toObject();
    QCOMPARE(distance["n"].toInt(), 0);
    QVERIFY(distance["mean"].isNull());

    const CliResult text = runCli({"metrics", "--maze", file});
    QCOMPARE(text.code, 0);
    QVERIFY(QString::fromStdString(text.out).contains("river (moves per run)"));
    QVERIFY(QString::fromStdString(text.out).contains("walled.maze"));
}

// experiment --csv writes exactly the library's rows (every figure but the time), --summary its
// groups, and the text report one line per group; the output does not depend on --threads.
void CliMetricsTest::experimentWritesTheLibrarysRowsAndSummary() {
    const QString rowsPath = path("rows.csv");
    const QString summaryPath = path("summary.csv");
    const CliResult r = runCli(
        words("experiment --generators kruskal,growing-tree:policy=random --solvers bfs,dfs,dijkstra "
              "--sizes 8x6,11x11 --braids 0,50 --terrain off --terrain 40,50,9 --count 4 "
              "--seed 9 --threads 2") +
        QStringList{"--csv", rowsPath, "--summary", summaryPath});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.err.empty(), r.err.c_str());

    mazelab::ExperimentSpec spec;
    spec.generators = {&mazelab::generatorById("kruskal"), &mazelab::generatorById("growing-tree")};
    spec.generatorParams = {{}, mazelab::parseGeneratorLabel("growing-tree:policy=random").second};
    spec.solvers = {&mazelab::solverById("bfs"), &mazelab::solverById("dfs"),
                    &mazelab::solverById("dijkstra")};
    spec.sizes = {{8, 6}, {11, 11}};
    spec.braids = {0, 50};
    spec.terrains = {mazelab::Terrain{}, mazelab::Terrain{40, 50, 9}};
    spec.count = 4;
    spec.seed = 9;
    const mazelab::ExperimentResult library =
        mazelab::runExperiment(spec, {1, true, nullptr, {}, {}});

    QFile rowsFile(rowsPath);
    QVERIFY(rowsFile.open(QIODevice::ReadOnly));
    std::istringstream rowsIn(rowsFile.readAll().toStdString());
    const mazelab::ExperimentResult written = mazelab::readRowsCsv(rowsIn);
    QCOMPARE(written.rows.size(), library.rows.size());
    QCOMPARE(written.rows.size(), std::size_t(2 * 2 * 2 * 2 * 4 * 3));
    for (std::size_t i = 0; i < written.rows.size(); ++i) {
        const mazelab::ExperimentRow& a = written.rows[i];
        const mazelab::ExperimentRow& b = library.rows[i];
        QCOMPARE(a.generatorLabel(), b.generatorLabel());
        QVERIFY(a.size == b.size);
        QCOMPARE(a.seed, b.seed);
        QVERIFY(a.solver == b.solver);
        QCOMPARE(a.found, b.found);
        QCOMPARE(a.pathLength, b.pathLength);
        QCOMPARE(a.pathCost, b.pathCost);
        QCOMPARE(a.searched, b.searched);
        QCOMPARE(a.expanded, b.expanded);
        QCOMPARE(a.steps, b.steps);
        QCOMPARE(a.deadEnds, b.deadEnds);
    }
    QFile summaryFile(summaryPath);
    QVERIFY(summaryFile.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(summaryFile.readAll()).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), int(library.groups.size()) + 1);
    QVERIFY(lines[1].startsWith("kruskal,8,6,0,off,bfs,4,4,"));
    QVERIFY(lines.last().startsWith("growing-tree:policy=random,11,11,50,\"40,50,9\",dijkstra,4,4,"));
    // The report: a header line, one line per group, a closing line.
    const QStringList report = QString::fromStdString(r.out).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(report.size(), int(library.groups.size()) + 2);
    QVERIFY(report.last().startsWith("192 of 192 runs in "));
    // The same groups' means with one thread (time aside).
    const CliResult one = runCli(
        words("experiment --generators kruskal,growing-tree:policy=random --solvers bfs,dfs,dijkstra "
              "--sizes 8x6,11x11 --braids 0,50 --terrain off --terrain 40,50,9 --count 4 "
              "--seed 9 --threads 1") +
        QStringList{"--summary", path("summary1.csv")});
    QCOMPARE(one.code, 0);
    QFile summaryOne(path("summary1.csv"));
    QVERIFY(summaryOne.open(QIODevice::ReadOnly));
    const QStringList linesOne = QString::fromUtf8(summaryOne.readAll()).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(linesOne.size(), lines.size());
    for (int i = 0; i < lines.size(); ++i) {
        // Drop the eight time columns (time_us_n..max, median, q1, q3), after the nine key
        // columns.
        QStringList a = lines[i].split(',');
        QStringList b = linesOne[i].split(',');
        const int keys = a[4].startsWith('"') ? 11 : 9; // a quoted terrain holds two commas
        a.erase(a.begin() + keys, a.begin() + keys + 8);
        b.erase(b.begin() + keys, b.begin() + keys + 8);
        QCOMPARE(a, b);
    }
}

// Lost Cause's table (its section on dead ends, 100,000 mazes per size): Recursive Backtracker from
// the top-left corner, 10x10: mean 11.83439, sd 1.847426. 20,000 mazes put the mean within 0.07
// of it (5 standard errors: 1.85 / sqrt(20000) = 0.013).
void CliMetricsTest::experimentOfMazesOnlyReproducesSeed001sDeadEnds() {
    const CliResult r = runCli(words("experiment --generators recursive-backtracker:start=first "
                                     "--solvers none --sizes 9x9..11x11 --count 20000 --seed 1"));
    QCOMPARE(r.code, 0);
    const QStringList report = QString::fromStdString(r.out).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(report.size(), 5);
    QVERIFY(report[0].contains("DEAD ENDS"));
    const QStringList cells = report[2].simplified().split(' ');
    QCOMPARE(cells[0], QStringLiteral("recursive-backtracker:start=first"));
    QCOMPARE(cells[1], QStringLiteral("10x10"));
    QCOMPARE(cells[2], QStringLiteral("20000"));
    QVERIFY2(std::abs(cells[3].toDouble() - 11.83439) < 0.07, qPrintable(report[2]));
    QVERIFY2(std::abs(cells[5].toDouble() - 1.847426) < 0.07, qPrintable(report[2]));
    QVERIFY(report[4].startsWith("60000 of 60000 runs"));
}

// SIGTERM (like Ctrl+C) stops the binary early; it writes the finished runs, says it was
// cancelled, and exits 1. The signal is sent once the process has done a fixed amount of work
// (CPU time, not wall time), so a loaded machine changes nothing but how long the test waits.
void CliMetricsTest::anInterruptedExperimentKeepsItsFinishedRuns() {
    const QString rowsPath = path("interrupted.csv");
    QProcess process;
    process.start(MAZELAB_CLI_PATH,
                  words("experiment --generators aldous-broder --solvers bfs,astar-euclidean "
                        "--sizes 80x80 --count 1000000 --seed 3 --threads 2") +
                      QStringList{"--csv", rowsPath});
    QVERIFY(process.waitForStarted(60000));
    QVERIFY(waitForCpuTime(process, 1500));
    QCOMPARE(process.state(), QProcess::Running); // far from done
    process.terminate();
    QVERIFY(process.waitForFinished(120000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 1);
    const QString err = QString::fromUtf8(process.readAllStandardError());
    const QRegularExpressionMatch cancelled =
        QRegularExpression(QStringLiteral("experiment cancelled after (\\d+) of 2000000 runs"))
            .match(err);
    QVERIFY2(cancelled.hasMatch(), qPrintable(err));
    const qlonglong finished = cancelled.captured(1).toLongLong();
    QVERIFY2(finished > 0 && finished < 2000000, qPrintable(err));
    QVERIFY(QString::fromUtf8(process.readAllStandardOutput()).contains("Cancelled: "));
    QFile rowsFile(rowsPath);
    QVERIFY(rowsFile.open(QIODevice::ReadOnly));
    std::istringstream rowsIn(rowsFile.readAll().toStdString());
    const mazelab::ExperimentResult written = mazelab::readRowsCsv(rowsIn);
    QCOMPARE(qlonglong(written.rows.size()), finished);
    // A finished run is a whole run: the same figures as the solver's own.
    const mazelab::ExperimentRow& row = written.rows.back();
    mazelab::GenerateRequest request{row.generator, row.size, row.seed};
    const mazelab::SolveStats stats =
        mazelab::solveMaze(*row.solver, mazelab::generateMaze(request)).stats;
    QCOMPARE(row.searched, stats.searched);
    QCOMPARE(row.pathLength, stats.pathLength);
}

// Rule: an output file (experiment --csv, generate --output) is replaced only by a whole new
// one: a write that fails part way (here the disk is full after 64 bytes) exits 1 naming the
// file, leaves the old file as it was, and leaves no temporary file behind.
void CliMetricsTest::aFailedWriteKeepsTheOldOutputFile() {
    const QString csvPath = path("kept.csv");
    const QString mazePath = path("kept.maze");
    const QByteArray earlierRuns = "an earlier experiment's runs, kept\n";
    writeFile(csvPath, earlierRuns);
    writeFile(mazePath, kWalledGoal);
    CliResult experiment;
    CliResult generate;
    {
        const FileSizeLimit full(64);
        QVERIFY(full.set());
        experiment = runCli(words("experiment --generators kruskal --solvers bfs --sizes 9x9 "
                                  "--count 3 --seed 1") +
                            QStringList{"--csv", csvPath});
        generate = runCli(words("generate --algorithm kruskal --size 19x19 --seed 1") +
                          QStringList{"--output", mazePath});
    }
    for (const auto& [result, file] : {std::pair{&experiment, csvPath}, {&generate, mazePath}}) {
        QCOMPARE(result->code, 1);
        QVERIFY2(QString::fromStdString(result->err).contains(file), result->err.c_str());
    }
    QFile csv(csvPath);
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QCOMPARE(csv.readAll(), earlierRuns);
    QFile maze(mazePath);
    QVERIFY(maze.open(QIODevice::ReadOnly));
    QCOMPARE(maze.readAll(), QByteArray(kWalledGoal));
    QCOMPARE(QDir(m_dir.path()).entryList({QStringLiteral("*.tmp*")}, QDir::Files), QStringList());
}

namespace {

QByteArray fileBytes(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The CSV without its last column (time_us, the one figure that differs between two runs).
QByteArray withoutTimes(const QByteArray& csv) {
    QByteArray out;
    for (const QByteArray& line : csv.split('\n'))
        out += line.left(line.lastIndexOf(',')) + '\n';
    return out;
}

} // namespace

void CliMetricsTest::shardsMergeIntoTheFileOneRunWrites_data() {
    QTest::addColumn<QString>("solvers");
    QTest::newRow("four directions") << "--solvers bfs,dfs";
    // Path costs with decimals and their diagonal part, merged exactly.
    QTest::newRow("diagonal") << "--solvers bfs,astar-octile --diagonal always";
}

// An experiment split with --shard K/N and put together with --merge (shards in any order) writes
// the file one run writes: byte for byte from the rows of one run cut into shards, and the same
// but for the times from shards really run apart. The summary follows.
void CliMetricsTest::shardsMergeIntoTheFileOneRunWrites() {
    QFETCH(QString, solvers);
    const QStringList experiment =
        words("experiment --generators kruskal,recursive-backtracker --sizes 7x7,10x8 --braids "
              "0,40 --count 5 --seed 3 --threads 2") +
        solvers.split(' ');
    const QString whole = path("whole.csv");
    QCOMPARE(
        runCli(experiment + QStringList{"--csv", whole, "--summary", path("whole-sum.csv")}).code,
        0);
    constexpr int kShards = 3;
    QStringList merge;
    for (int k = kShards; k >= 1; --k) { // any order
        const QString part = path(QStringLiteral("part-%1.csv").arg(k));
        const CliResult r =
            runCli(experiment + QStringList{"--shard", QStringLiteral("%1/%2").arg(k).arg(kShards),
                                            "--csv", part});
        QCOMPARE(r.code, 0);
        merge << "--merge" << part;
    }
    const QString merged = path("merged.csv");
    const CliResult m = runCli(experiment + merge +
                               QStringList{"--csv", merged, "--summary", path("merged-sum.csv")});
    QCOMPARE(m.code, 0);
    QVERIFY2(m.out.find("merged from 3 shard files") != std::string::npos, m.out.c_str());
    QCOMPARE(withoutTimes(fileBytes(merged)), withoutTimes(fileBytes(whole)));
    QCOMPARE(fileBytes(whole).contains(",solver,diagonal,"), solvers.contains("--diagonal"));
    QCOMPARE(withoutTimes(fileBytes(path("merged-sum.csv"))).count('\n'),
             withoutTimes(fileBytes(path("whole-sum.csv"))).count('\n'));

    // The one run's rows cut where the shards cut (shardMazes), merged back: the same bytes.
    std::istringstream in(fileBytes(whole).toStdString());
    const mazelab::ExperimentResult one = mazelab::readRowsCsv(in);
    const QList<QByteArray> lines = fileBytes(whole).split('\n');
    QStringList cut;
    for (int k = 1; k <= kShards; ++k) {
        const auto [first, end] = mazelab::shardMazes(one.spec, {k, kShards});
        QByteArray part = lines.front() + '\n';
        for (std::int64_t run = first * 2; run < end * 2; ++run) // two solvers a maze
            part += lines[run + 1] + '\n';
        const QString file = path(QStringLiteral("cut-%1.csv").arg(k));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(part);
        out.close();
        cut << "--merge" << file;
    }
    const QString again = path("again.csv");
    QCOMPARE(runCli(experiment + cut + QStringList{"--csv", again}).code, 0);
    QCOMPARE(fileBytes(again), fileBytes(whole));

    // A shard left out is named, and nothing is written.
    const QString partial = path("partial.csv");
    const CliResult gap = runCli(experiment + cut.mid(0, 4) + QStringList{"--csv", partial});
    QCOMPARE(gap.code, 1);
    QVERIFY2(gap.err.find("is a shard missing?") != std::string::npos, gap.err.c_str());
    QVERIFY(!QFile::exists(partial));
}

QTEST_GUILESS_MAIN(CliMetricsTest)
#include "test_cli_metrics.moc"
