// mazelab-cli benchmark, run in process through cli::run on the Moving AI maps of
// resources/movingai (N. Sturtevant, "Benchmarks for Grid-Based Pathfinding", 2012): its counts
// are the library's, the published optima are met (or the command fails naming the problem),
// --every and shards take the problems they say, and a merge of shards writes one run's file.
#include <QJsonArray>
#include <QtTest>

#ifndef Q_MOC_RUN
#include "cli_support.hpp"
#include "core/maze_file.hpp"
#include "core/movingai.hpp"
#include "core/run.hpp"
#endif

#include <cmath>
#include <functional>
#include <map>
#include <string>
#include <vector>

using namespace mazelab::testing;

namespace {

const QString kDir = QStringLiteral(MAZELAB_SOURCE_DIR "/resources/movingai/");
const QString kArena = kDir + "arena.map.scen";

QByteArray fileBytes(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A benchmark CSV's rows as column name -> value, header first.
struct Csv {
    QStringList header;
    std::vector<QStringList> rows;
    [[nodiscard]] QString at(const QStringList& row, const QString& column) const {
        return row.value(header.indexOf(column));
    }
};

Csv readCsv(const QString& path) {
    Csv csv;
    const QList<QByteArray> lines = fileBytes(path).split('\n');
    csv.header = QString::fromUtf8(lines.value(0)).split(',');
    for (qsizetype i = 1; i < lines.size(); ++i)
        if (!lines[i].isEmpty()) // no quoted commas: solvers without parameters
            csv.rows.push_back(QString::fromUtf8(lines[i]).split(','));
    return csv;
}

// The CSV without its time columns (time_ms, time_ms_mean: the last two), the only ones that
// differ between two runs.
QByteArray withoutTimes(const QByteArray& csv) {
    QByteArray out;
    for (QByteArray line : csv.split('\n')) {
        for (int column = 0; column < 2 && line.contains(','); ++column)
            line = line.left(line.lastIndexOf(','));
        out += line + '\n';
    }
    return out;
}

// `source`'s lines, with line `number` (1-based) changed by `edit`.
QByteArray editedLine(const QString& source, int number,
                      const std::function<QByteArray(QByteArray)>& edit) {
    QList<QByteArray> lines = fileBytes(source).split('\n');
    lines[number - 1] = edit(lines[number - 1]);
    return lines.join('\n');
}

} // namespace

class CliBenchmarkTest : public QObject {
    Q_OBJECT

private slots:
    void arenaEveryProblemOptimalAndCountsAddUp();
    void countsAreTheLibrarysSolves();
    void everyKthProblemRuns();
    void badInputGetsAClearMessage_data();
    void badInputGetsAClearMessage();
    void anExplicitMapIsTheMap();
    void aMissedOptimumFailsNamingTheProblem();
    void aSolverThatPromisesNothingIsReportedNotFailed();
    void aStartOnItsGoalIsFoundAtLengthZeroWithoutASolver();
    void anotherMovementSkipsTheCheckWithANote();
    void shardsMergeIntoTheFileOneRunWrites();

private:
    QString path(const QString& name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
};

// Rule: on arena.map's 130 problems Dijkstra and A* (octile) meet every published optimum under
// the benchmark's rule: exit 0, and per solver the buckets' problems add up to 130, every one
// found and optimal, the totals are the buckets' sums and the means are totals per problem. The
// table cites the benchmark.
void CliBenchmarkTest::arenaEveryProblemOptimalAndCountsAddUp() {
    const QString csvPath = path("arena.csv");
    const CliResult r = runCli(
        {"benchmark", "--scen", kArena, "--algorithm", "dijkstra,astar-octile", "--csv", csvPath});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.err.empty(), r.err.c_str());
    QVERIFY(r.out.find("N. Sturtevant, \"Benchmarks for Grid-Based Pathfinding\", 2012") !=
            std::string::npos);
    QVERIFY(r.out.find("only-when-no-obstacles") != std::string::npos);

    const Csv csv = readCsv(csvPath);
    QCOMPARE(csv.header.join(','),
             QStringLiteral("scenario,map,diagonal,every,shard,solver,bucket,problems,found,"
                            "optimal,max_ratio,expanded,expanded_mean,searched,searched_mean,"
                            "time_ms,time_ms_mean"));
    QCOMPARE(csv.rows.size(), std::size_t(2 * (13 + 1))); // buckets 0..12 and a total, each
    for (const QString solver : {"dijkstra", "astar-octile"}) {
        qint64 problems = 0, expanded = 0, searched = 0;
        const QStringList* total = nullptr;
        for (const QStringList& row : csv.rows) {
            if (csv.at(row, "solver") != solver)
                continue;
            QCOMPARE(csv.at(row, "scenario"), QStringLiteral("arena.map.scen"));
            QCOMPARE(csv.at(row, "map"), QStringLiteral("arena.map"));
            QCOMPARE(csv.at(row, "shard"), QStringLiteral("1/1"));
            const qint64 n = csv.at(row, "problems").toLongLong();
            QCOMPARE(csv.at(row, "found").toLongLong(), n);
            QCOMPARE(csv.at(row, "optimal").toLongLong(), n);
            QCOMPARE(csv.at(row, "max_ratio"), QStringLiteral("1.000000"));
            const qint64 e = csv.at(row, "expanded").toLongLong();
            QVERIFY(std::abs(csv.at(row, "expanded_mean").toDouble() - double(e) / double(n)) <
                    1e-3);
            if (csv.at(row, "bucket") == "total") {
                total = &row;
                continue;
            }
            problems += n;
            expanded += e;
            searched += csv.at(row, "searched").toLongLong();
        }
        QCOMPARE(problems, qint64(130));
        QVERIFY(total != nullptr);
        QCOMPARE(csv.at(*total, "problems").toLongLong(), problems);
        QCOMPARE(csv.at(*total, "expanded").toLongLong(), expanded);
        QCOMPARE(csv.at(*total, "searched").toLongLong(), searched);
    }

    // --json says the same.
    const CliResult json =
        runCli({"benchmark", "--scen", kArena, "--algorithm", "dijkstra,astar-octile", "--json"});
    QCOMPARE(json.code, 0);
    QString error;
    const QJsonObject o = parseObject(json.out, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(o["problems_total"].toInt(), 130);
    QCOMPARE(o["diagonal"].toString(), QStringLiteral("only-when-no-obstacles"));
    QVERIFY(o["optima_checked"].toBool());
    QCOMPARE(o["misses"].toArray().size(), 0);
    for (const QJsonValue solver : o["solvers"].toArray()) {
        QVERIFY(solver["promises_optima"].toBool());
        QCOMPARE(solver["total"]["optimal"].toInt(), 130);
        QCOMPARE(solver["buckets"].toArray().size(), 13);
    }
}

// Rule: a bucket's cells expanded and searched are the sums of the library's own solves
// (solveMaze under the benchmark's rule) of its problems.
void CliBenchmarkTest::countsAreTheLibrarysSolves() {
    const CliResult r = runCli(
        {"benchmark", "--scen", kArena, "--algorithm", "astar-octile", "--csv", path("own.csv")});
    QCOMPARE(r.code, 0);
    const std::string map = (kDir + "arena.map").toStdString();
    const mazelab::Maze board = mazelab::loadMazeFile(map).maze;
    const auto problems = mazelab::loadMovingAiScenarios(kArena.toStdString(), &board, map);
    std::map<int, std::pair<qint64, qint64>> expected; // bucket -> expanded, searched
    for (const mazelab::BenchmarkProblem& p : problems) {
        mazelab::Maze maze = board;
        maze.setEndpoints(p.start, p.goal);
        const mazelab::SolveStats stats =
            mazelab::solveMaze(mazelab::solverById("astar-octile"), maze, {},
                               mazelab::Diagonal::OnlyWhenNoObstacles)
                .stats;
        expected[p.bucket].first += stats.expanded;
        expected[p.bucket].second += stats.searched;
    }
    const Csv csv = readCsv(path("own.csv"));
    for (const QStringList& row : csv.rows) {
        if (csv.at(row, "bucket") == "total")
            continue;
        const auto& [expanded, searched] = expected.at(csv.at(row, "bucket").toInt());
        QCOMPARE(csv.at(row, "expanded").toLongLong(), expanded);
        QCOMPARE(csv.at(row, "searched").toLongLong(), searched);
    }
}

// Rule: --every K runs problems 0, K, 2K, ... of the file: 26 of arena's 130 with K = 5, each in
// its own bucket.
void CliBenchmarkTest::everyKthProblemRuns() {
    const CliResult r = runCli({"benchmark", "--scen", kArena, "--algorithm", "dijkstra", "--every",
                                "5", "--csv", path("every.csv")});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.find("every 5th problem, 26 of 130") != std::string::npos, r.out.c_str());
    const auto problems = mazelab::loadMovingAiScenarios(kArena.toStdString());
    std::map<int, qint64> expected;
    for (std::size_t k = 0; k < problems.size(); k += 5)
        ++expected[problems[k].bucket];
    const Csv csv = readCsv(path("every.csv"));
    qint64 total = 0;
    for (const QStringList& row : csv.rows) {
        QCOMPARE(csv.at(row, "every"), QStringLiteral("5"));
        if (csv.at(row, "bucket") == "total") {
            QCOMPARE(csv.at(row, "problems").toLongLong(), qint64(26));
            continue;
        }
        const qint64 n = csv.at(row, "problems").toLongLong();
        QCOMPARE(n, expected.at(csv.at(row, "bucket").toInt()));
        QCOMPARE(csv.at(row, "optimal").toLongLong(), n);
        total += n;
    }
    QCOMPARE(total, qint64(26));
}

void CliBenchmarkTest::badInputGetsAClearMessage_data() {
    QVERIFY(m_dir.isValid());
    // A copy of arena's scenario beside a copy of its map, line 5 naming another map; a
    // scenario alone in a folder, without its map, as itself and renamed; a scenario whose
    // named map is missing but whose own name without ".scen" is a map; a broken map.
    QVERIFY(QFile::copy(kDir + "arena.map", path("arena.map")));
    writeFile(path("renamed.map.scen"), editedLine(kArena, 5, [](QByteArray line) {
                  return line.replace("arena.map", "arena2.map");
              }));
    for (const char* folder : {"alone", "own", "broken"})
        QVERIFY(QDir(m_dir.path()).mkdir(folder));
    QVERIFY(QFile::copy(kArena, path("alone/arena.map.scen")));
    QVERIFY(QFile::copy(kArena, path("alone/renamed.map.scen")));
    QVERIFY(QFile::copy(kArena, path("own/mine.map.scen")));
    QVERIFY(QFile::copy(kDir + "arena.map", path("own/mine.map")));
    QVERIFY(QFile::copy(kArena, path("broken/arena.map.scen")));
    writeFile(path("broken/arena.map"), "type octile\nheight 49\nwidth 49\nmap\n...\n");
    const QString lookFor = "; put the map beside the scenario file, or give its path with "
                            "mazelab-cli benchmark --maze FILE";

    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    const QStringList arena = {"benchmark", "--scen", kArena};
    // Dijkstra on the scenario file `name` of the test's folder.
    const auto dijkstraOn = [this](const QString& name) {
        return QStringList{"benchmark", "--scen", path(name), "--algorithm", "dijkstra"};
    };
    QTest::newRow("no scenario") << QStringList{"benchmark", "--algorithm", "dijkstra"} << 2
                                 << "benchmark needs --scen FILE";
    QTest::newRow("no algorithm") << arena << 2 << "benchmark needs --algorithm";
    QTest::newRow("missing scenario file")
        << dijkstraOn("nowhere.map.scen") << 1 << "cannot open the Moving AI scenario file";
    QTest::newRow("map named otherwise")
        << dijkstraOn("renamed.map.scen") << 1
        << path("renamed.map.scen") +
               ": line 5: the problem's map 'arena2.map' is not the map opened, 'arena.map'";
    QTest::newRow("no map beside it")
        << dijkstraOn("alone/arena.map.scen") << 1
        << path("alone/arena.map.scen") +
               ": line 2: cannot find the problems' map 'arena.map': looked for '" +
               path("alone/arena.map") + "'" + lookFor;
    QTest::newRow("no map by either name")
        << dijkstraOn("alone/renamed.map.scen") << 1
        << path("alone/renamed.map.scen") +
               ": line 2: cannot find the problems' map 'arena.map': looked for '" +
               path("alone/arena.map") + "' and '" + path("alone/renamed.map") + "'" + lookFor;
    // The scenario's name without ".scen" is read as its map, and then checked against the name
    // its problems give.
    QTest::newRow("the map by the scenario's name")
        << dijkstraOn("own/mine.map.scen") << 1
        << path("own/mine.map.scen") +
               ": line 2: the problem's map 'arena.map' is not the map opened, 'mine.map'";
    QTest::newRow("a broken map names itself")
        << dijkstraOn("broken/arena.map.scen") << 1
        << path("broken/arena.map") +
               ": line 5: map row 1 has 3 characters: it must have 49, the map's width";
    QTest::newRow("--maze of another name")
        << arena + QStringList{"--algorithm", "dijkstra", "--maze", kDir + "arena2.map"} << 1
        << kArena + ": line 2: the problem's map 'arena.map' is not the map opened, 'arena2.map'";
    QTest::newRow("--maze not there")
        << arena + QStringList{"--algorithm", "dijkstra", "--maze", path("nowhere.map")} << 1
        << "cannot open the map file '" + path("nowhere.map") + "': ";
    QTest::newRow("unknown algorithm") << arena + QStringList{"--algorithm", "dijkstra,dijkstar"}
                                       << 2 << "unknown solver 'dijkstar': valid ids are";
    QTest::newRow("a solver refusing diagonals")
        << arena + QStringList{"--algorithm", "wall-follower"} << 2
        << "Wall Follower does not take diagonal moves";
    QTest::newRow("unknown movement")
        << arena + QStringList{"--algorithm", "dijkstra", "--diagonal", "sideways"} << 2
        << "--diagonal 'sideways' is not a movement";
    QTest::newRow("every 0") << arena + QStringList{"--algorithm", "dijkstra", "--every", "0"} << 2
                             << "--every '0' must be a whole number from 1";
    QTest::newRow("more shards than problems")
        << arena + QStringList{"--algorithm", "dijkstra", "--every", "10", "--shard", "1/20"} << 2
        << "20 shards for 13 problems leave some empty";
    QTest::newRow("a solver listed twice")
        << arena + QStringList{"--algorithm", "dijkstra,dijkstra"} << 2
        << "solver dijkstra is listed twice";
}

// Rule: bad input is refused before any problem runs, with a message that says what is wrong;
// a mistake on the command line exits 2, a bad or missing file 1.
void CliBenchmarkTest::badInputGetsAClearMessage() {
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, message);
    const CliResult r = runCli(args);
    QCOMPARE(r.code, code);
    QVERIFY2(r.out.empty(), r.out.c_str());
    QVERIFY2(QString::fromStdString(r.err).contains(message), r.err.c_str());
}

// Rule: --maze FILE is the map, before the one the scenario names in its folder: here a broken
// map beside the scenario is not read, and a scenario alone in its folder runs.
void CliBenchmarkTest::anExplicitMapIsTheMap() {
    QVERIFY(QDir(m_dir.path()).mkpath("given/alone"));
    QVERIFY(QFile::copy(kArena, path("given/arena.map.scen")));
    writeFile(path("given/arena.map"), "type octile\n");
    QVERIFY(QFile::copy(kArena, path("given/alone/arena.map.scen")));
    for (const QString& scenario :
         {path("given/arena.map.scen"), path("given/alone/arena.map.scen")}) {
        const CliResult r = runCli({"benchmark", "--scen", scenario, "--algorithm", "dijkstra",
                                    "--every", "50", "--maze", kDir + "arena.map"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.empty(), r.err.c_str());
        const std::string map = "map:       " + (kDir + "arena.map").toStdString() + ", 49x49";
        QVERIFY2(r.out.find(map) != std::string::npos, r.out.c_str());
    }
}

// Rule: a solver that promises shortest paths under the movement and misses a published optimum
// fails the command (exit 1), naming itself and the problem: the scenario's line, start, goal,
// the cost found and the optimum. Here the optimum of line 5 (30,22 to 31,21, one diagonal
// move, 1.41421356) is edited to 1 in a copy, so that Dijkstra "misses" it; the table is printed
// all the same.
void CliBenchmarkTest::aMissedOptimumFailsNamingTheProblem() {
    QVERIFY(QDir(m_dir.path()).mkpath("edited"));
    QVERIFY(QFile::copy(kDir + "arena.map", path("edited/arena.map")));
    const QByteArray edited = editedLine(
        kArena, 5, [](QByteArray line) { return line.replace("1.41421356", "1.00000000"); });
    QVERIFY(edited.contains("30\t22\t31\t21\t1.00000000"));
    writeFile(path("edited/arena.map.scen"), edited);
    const CliResult r = runCli({"benchmark", "--scen", path("edited/arena.map.scen"), "--algorithm",
                                "dijkstra,astar-octile"});
    QCOMPARE(r.code, 1);
    const QString err = QString::fromStdString(r.err);
    for (const char* part :
         {"dijkstra promises shortest paths under only-when-no-obstacles but missed 1 of 130 "
          "optima",
          "arena.map.scen line 5: start 30,22, goal 31,21: found 1.41421356, optimum 1.00000000",
          "astar-octile promises shortest paths"})
        QVERIFY2(err.contains(part), qPrintable(err));
    // The table's total row: 130 problems, 130 found, 129 optimal.
    QVERIFY2(QString::fromStdString(r.out).contains(
                 QRegularExpression(QStringLiteral("dijkstra +total +130 +130 +129 "))),
             r.out.c_str());
}

// Rule: a solver that does not promise shortest paths under the movement (A* with Manhattan,
// which overestimates with diagonal moves) is reported with its misses, and does not fail.
void CliBenchmarkTest::aSolverThatPromisesNothingIsReportedNotFailed() {
    const CliResult r =
        runCli({"benchmark", "--scen", kArena, "--algorithm", "astar-manhattan", "--json"});
    QCOMPARE(r.code, 0);
    QString error;
    const QJsonObject o = parseObject(r.out, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QJsonObject solver = o["solvers"].toArray().at(0).toObject();
    QVERIFY(!solver["promises_optima"].toBool());
    QCOMPARE(solver["total"]["found"].toInt(), 130);
    QVERIFY(solver["total"]["optimal"].toInt() < 130);
    QVERIFY(solver["total"]["max_ratio"].toDouble() > 1.0);
}

// Rule: a problem whose start is its goal is found at length 0 without running a solver (Maze
// refuses such endpoints): it counts as found and optimal, with nothing expanded or searched.
void CliBenchmarkTest::aStartOnItsGoalIsFoundAtLengthZeroWithoutASolver() {
    QVERIFY(QDir(m_dir.path()).mkpath("same"));
    QVERIFY(QFile::copy(kDir + "arena.map", path("same/arena.map")));
    // Line 2 (bucket 0, 19,26 to 19,29, 3.0) becomes 19,26 to 19,26 of length 0.
    writeFile(path("same/arena.map.scen"), editedLine(kArena, 2, [](QByteArray line) {
                  return line.replace("19\t26\t19\t29\t3.00000000", "19\t26\t19\t26\t0");
              }));
    const CliResult r = runCli({"benchmark", "--scen", path("same/arena.map.scen"), "--algorithm",
                                "dijkstra", "--every", "200", "--json"});
    QCOMPARE(r.code, 0);
    QString error;
    const QJsonObject o = parseObject(r.out, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(o["problems_total"].toInt(), 1);
    QCOMPARE(o["start_on_goal"].toInt(), 1);
    const QJsonObject total = o["solvers"].toArray().at(0)["total"].toObject();
    QCOMPARE(total["found"].toInt(), 1);
    QCOMPARE(total["optimal"].toInt(), 1);
    QCOMPARE(total["max_ratio"].toDouble(), 1.0);
    QCOMPARE(total["expanded"].toInt(), 0);
    QCOMPARE(total["searched"].toInt(), 0);
    const CliResult table = runCli({"benchmark", "--scen", path("same/arena.map.scen"),
                                    "--algorithm", "dijkstra", "--every", "200"});
    QVERIFY2(table.out.find("1 with the start on the goal (length 0, not run)") !=
                 std::string::npos,
             table.out.c_str());
}

// Rule: another movement than the benchmark's is allowed, but its optima are not the file's:
// the check is skipped with a note, the optimal column is empty, and nothing fails. Under four
// directions every path is at least the optimum and at most sqrt(2) times it.
void CliBenchmarkTest::anotherMovementSkipsTheCheckWithANote() {
    const CliResult r = runCli({"benchmark", "--scen", kArena, "--algorithm", "dijkstra",
                                "--diagonal", "never", "--csv", path("never.csv")});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.find("Note: the scenario's optima are for only-when-no-obstacles, so under "
                        "never they are not checked") != std::string::npos,
             r.out.c_str());
    const Csv csv = readCsv(path("never.csv"));
    bool longer = false;
    for (const QStringList& row : csv.rows) {
        QCOMPARE(csv.at(row, "diagonal"), QStringLiteral("never"));
        QCOMPARE(csv.at(row, "optimal"), QString());
        const double ratio = csv.at(row, "max_ratio").toDouble();
        QVERIFY2(ratio >= 1.0 && ratio <= std::sqrt(2.0) + 1e-6, qPrintable(row.join(',')));
        longer = longer || ratio > 1.0;
    }
    QVERIFY(longer);
}

// Rule: --shard K/N runs contiguous near-equal parts of the problems; the same command with
// --merge and the parts' CSV files (any order) writes one run's file, byte for byte but for the
// times (summed over the shards). Merging one run's own file gives it back whole, times too. A
// shard left out is named, and nothing is written.
void CliBenchmarkTest::shardsMergeIntoTheFileOneRunWrites() {
    // Weighted A* finds longer paths: the largest ratio too goes through the merge.
    const QStringList benchmark = {"benchmark",
                                   "--scen",
                                   kDir + "arena2.map.scen",
                                   "--algorithm",
                                   "dijkstra,weighted-astar",
                                   "--solver-param",
                                   "weight=3",
                                   "--every",
                                   "7"};
    const QString whole = path("whole.csv");
    QCOMPARE(runCli(benchmark + QStringList{"--csv", whole}).code, 0);
    constexpr int kShards = 3;
    QStringList merge;
    qint64 shardProblems = 0;
    for (int k = kShards; k >= 1; --k) { // any order
        const QString part = path(QStringLiteral("shard-%1.csv").arg(k));
        const CliResult r =
            runCli(benchmark + QStringList{"--shard", QStringLiteral("%1/%2").arg(k).arg(kShards),
                                           "--csv", part, "--json"});
        QCOMPARE(r.code, 0);
        QString error;
        const QJsonObject o = parseObject(r.out, &error);
        const int problems = o["problems_total"].toInt();
        QVERIFY(problems == 130 / kShards || problems == 130 / kShards + 1); // 910 / 7 = 130
        shardProblems += problems;
        merge << "--merge" << part;
    }
    QCOMPARE(shardProblems, qint64(130));
    const QString merged = path("merged.csv");
    const CliResult m = runCli(benchmark + merge + QStringList{"--csv", merged});
    QCOMPARE(m.code, 0);
    QVERIFY2(m.out.find("merged from shard files") != std::string::npos, m.out.c_str());
    QVERIFY(fileBytes(whole).count('\n') > 4); // a header, buckets and totals
    QVERIFY(fileBytes(whole).contains(",\"weighted-astar (weight=3, heuristic=manhattan)\",total,130,130,"));
    QCOMPARE(withoutTimes(fileBytes(merged)), withoutTimes(fileBytes(whole)));

    const QString again = path("again.csv");
    QCOMPARE(runCli(benchmark + QStringList{"--merge", whole, "--csv", again}).code, 0);
    QCOMPARE(fileBytes(again), fileBytes(whole));

    const QString partial = path("partial.csv");
    const CliResult gap = runCli(benchmark + merge.mid(0, 4) + QStringList{"--csv", partial});
    QCOMPARE(gap.code, 1);
    QVERIFY2(gap.err.find("no file holds shard 1/3: is a shard missing?") != std::string::npos,
             gap.err.c_str());
    QVERIFY(!QFile::exists(partial));
}

QTEST_GUILESS_MAIN(CliBenchmarkTest)
#include "test_cli_benchmark.moc"
