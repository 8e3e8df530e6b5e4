// mazelab-cli: its commands run in-process through cli::run, plus a few runs of the real binary.

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#ifndef Q_MOC_RUN
#include "cli/cli.hpp"
#include "cli/json.hpp"
#include "cli/render.hpp"
#include "core/experiment.hpp"
#include "core/experiment_csv.hpp"
#include "core/maze_file.hpp"
#include "core/metrics.hpp"
#include "core/run.hpp"
#endif

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

namespace {

struct CliResult {
    int code = -1;
    std::string out;
    std::string err;
};

CliResult runCli(const QStringList& args) {
    std::vector<std::string> argv;
    for (const QString& a : args)
        argv.push_back(a.toStdString());
    std::ostringstream out;
    std::ostringstream err;
    CliResult result;
    result.code = mazelab::cli::run(argv, out, err);
    result.out = out.str();
    result.err = err.str();
    return result;
}

QStringList words(const char* text) {
    return QString::fromLatin1(text).split(' ', Qt::SkipEmptyParts);
}

QJsonObject parseObject(const std::string& text, QString* error) {
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(text), &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        *error = parseError.errorString() + " in: " + QString::fromStdString(text);
        return {};
    }
    return doc.object();
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(bytes), qint64(bytes.size()));
}

// A 3x3 maze whose goal 2,2 is walled in on all sides: no solver can reach it.
constexpr char kWalledGoal[] = "mazelab-maze 1\n"
                               "size 3x3\n"
                               "start 0,0\n"
                               "goal 2,2\n"
                               "+---+---+---+\n"
                               "|           |\n"
                               "+   +   +   +\n"
                               "|           |\n"
                               "+   +   +---+\n"
                               "|       |   |\n"
                               "+---+---+---+\n";

// Line 6 (the first row of cells) has a letter inside a cell.
constexpr char kMalformed[] = "mazelab-maze 1\n"
                              "size 2x2\n"
                              "start 0,0\n"
                              "goal 1,1\n"
                              "+---+---+\n"
                              "| x |   |\n"
                              "+---+---+\n"
                              "|   |   |\n"
                              "+---+---+\n";

const QStringList kRequiredKeys = {"solver", "generator", "width", "height", "seed",
                                   "start", "goal", "found", "path_length", "path_cost",
                                   "percent_searched", "searched", "expanded", "max_frontier",
                                   "steps", "time_ms"};


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

class CliTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();

    void binaryTree79BfsReportsPathLength156AsOneLineOfJson();
    void solveJsonReportsSolveMazesNumbers_data();
    void solveJsonReportsSolveMazesNumbers();
    void solveReportNamesEveryFigureAndTheTimeItMeasures();
    void optionValuesMayFollowAnEqualsSign();
    void generateIsByteIdenticalForTheSameSeedAndDiffersForAnother();
    void generateRecordsProvenanceStartAndGoal();
    void aGeneratedFileSolvesLikeTheGeneratorItCameFrom();
    void renderDrawsTheMazeThePathAndTheSearch_data();
    void renderDrawsTheMazeThePathAndTheSearch();
    void renderWithoutASolverDrawsOnlyWallsStartAndGoal();
    void traceSearchSeesWhatTheSolverCounts_data();
    void traceSearchSeesWhatTheSolverCounts();
    void anUnreachableGoalIsANormalResult();
    void metricsJsonHasEveryFigureAndMatchesTheLibrary();
    void metricsOutputDoesNotDependOnTheThreadCount();
    void metricsOfAMazeFileAndCsvColumns();
    void listShowsEveryAlgorithmWithItsTraitsAndParameters();
    void listMarkdownWritesTheReferencePages();
    void helpShowsEveryOptionAndExitsZero();
    void badInvocationsFailWithAMessageThatSaysWhatToFix_data();
    void badInvocationsFailWithAMessageThatSaysWhatToFix();
    void jsonWriterEscapesStringsAndPlacesCommas();
    void theBinaryPrintsTheSameJsonAsTheLibrary();
    void theBinaryExitsWithCodeTwoOnAUsageError();
    void theBinaryWritesTheSameMazeFileAsTheLibrary();
    void shapingOptionsMakeTheLibrarysMazeAndAreRecorded();
    void aMaskFileSwitchesCellsOffForGeneratorsThatHonourIt();
    void experimentWritesTheLibrarysRowsAndSummary();
    void experimentOfMazesOnlyReproducesSeed001sDeadEnds();
    void anInterruptedExperimentKeepsItsFinishedRuns();

private:
    QString path(const QString& name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
};

void CliTest::initTestCase() {
    QVERIFY(m_dir.isValid());
    writeFile(path("walled.maze"), kWalledGoal);
    writeFile(path("malformed.maze"), kMalformed);
}

// Rule: Table 10 of Taylor's report holds: BFS on the Large (79x79) Binary Tree maze of seed 1
// finds a path of 156 moves, and --json prints one object on one line with every required key of
// the right type (time_ms with exactly three decimals: microsecond resolution).
void CliTest::binaryTree79BfsReportsPathLength156AsOneLineOfJson() {
    const CliResult r = runCli(
        words("solve --generator binary-tree --size 79x79 --seed 1 --algorithm bfs --json"));
    QCOMPARE(r.code, 0);
    QVERIFY(r.err.empty());
    QVERIFY(!r.out.empty() && r.out.back() == '\n');
    QCOMPARE(std::count(r.out.begin(), r.out.end(), '\n'), std::ptrdiff_t(1));
    QString error;
    const QJsonObject o = parseObject(r.out, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    for (const QString& key : kRequiredKeys)
        QVERIFY2(o.contains(key), qPrintable("missing key " + key));

    QVERIFY(o["solver"].isString());
    QVERIFY(o["generator"].isString());
    for (const char* key : {"width", "height", "seed", "path_length", "path_cost",
                            "percent_searched", "searched", "expanded", "max_frontier", "steps",
                            "time_ms"})
        QVERIFY2(o[key].isDouble(), key);
    QVERIFY(o["found"].isBool());
    QVERIFY(o["start"].isArray() && o["goal"].isArray());

    QCOMPARE(o["path_length"].toInt(), 156);
    QCOMPARE(o["path_cost"].toInt(), 156);
    QCOMPARE(o["found"].toBool(), true);
    QCOMPARE(o["solver"].toString(), QString("bfs"));
    QCOMPARE(o["generator"].toString(), QString("binary-tree"));
    QCOMPARE(o["seed"].toInt(), 1);
    QCOMPARE(o["width"].toInt(), 79);
    QCOMPARE(o["height"].toInt(), 79);
    QCOMPARE(o["start"].toArray(), (QJsonArray{0, 0}));
    QCOMPARE(o["goal"].toArray(), (QJsonArray{78, 78}));
    QVERIFY(o["time_ms"].toDouble() >= 0);
    const QRegularExpression threeDecimals(R"("time_ms":\d+\.\d{3}\})");
    QVERIFY(QString::fromStdString(r.out).contains(threeDecimals));
}

void CliTest::solveJsonReportsSolveMazesNumbers_data() {
    QTest::addColumn<QString>("generator");
    QTest::addColumn<QString>("size");
    QTest::addColumn<QString>("solver");
    for (const mazelab::SolverInfo* s : mazelab::solvers()) {
        const QString id = QString::fromLatin1(s->id.data(), qsizetype(s->id.size()));
        QTest::addRow("modified-binary-tree %s", qPrintable(id))
            << "modified-binary-tree" << "19x19" << id;
        QTest::addRow("aldous-broder %s", qPrintable(id)) << "aldous-broder" << "23x11" << id;
    }
}

// Rule: solve --json reports exactly the statistics of mazelab::solveMaze on the same maze (the
// library's numbers, not a second implementation of them).
void CliTest::solveJsonReportsSolveMazesNumbers() {
    QFETCH(QString, generator);
    QFETCH(QString, size);
    QFETCH(QString, solver);
    const CliResult r = runCli({"solve", "--generator", generator, "--size", size, "--seed", "7",
                                "--algorithm", solver, "--json"});
    QCOMPARE(r.code, 0);
    QString error;
    const QJsonObject o = parseObject(r.out, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));

    const auto& info = mazelab::generatorById(generator.toStdString());
    const QStringList side = size.split('x');
    const mazelab::Size mazeSize{side[0].toInt(), side[1].toInt()};
    const mazelab::Maze maze =
        mazelab::generateMaze({&info, mazeSize, 7, mazelab::ParamValues(info.params)});
    const mazelab::SolveStats expected =
        mazelab::solveMaze(mazelab::solverById(solver.toStdString()), maze).stats;

    QCOMPARE(o["found"].toBool(), expected.found);
    QCOMPARE(o["path_length"].toInteger(), qint64(expected.pathLength));
    QCOMPARE(o["path_cost"].toInteger(), qint64(expected.pathCost));
    QCOMPARE(o["percent_searched"].toDouble(), expected.percentSearched);
    QCOMPARE(o["searched"].toInteger(), qint64(expected.searched));
    QCOMPARE(o["expanded"].toInteger(), qint64(expected.expanded));
    QCOMPARE(o["max_frontier"].toInteger(), qint64(expected.maxFrontier));
    QCOMPARE(o["steps"].toInteger(), qint64(expected.steps));
}

// Rule: the text report shows every figure, labels the time as the algorithm's own un-animated
// time and gives it to the microsecond (milliseconds with three decimals).
void CliTest::solveReportNamesEveryFigureAndTheTimeItMeasures() {
    const CliResult r = runCli(
        words("solve --generator binary-tree --size 79x79 --seed 1 --algorithm astar-manhattan"));
    QCOMPARE(r.code, 0);
    const QString text = QString::fromStdString(r.out);
    for (const char* label : {"solver:", "maze:", "result:", "path length:", "path cost:",
                              "searched:", "expanded:", "largest frontier:", "steps:", "time:"})
        QVERIFY2(text.contains(label), label);
    QVERIFY(text.contains("astar-manhattan"));
    QVERIFY(text.contains("156 moves"));
    QVERIFY(text.contains(QRegularExpression(R"(\(\d+\.\d\d%\))")));
    QVERIFY(text.contains(QRegularExpression(R"(time: +\d+\.\d{3} ms \(the algorithm alone, )"
                                             R"(un-animated\))")));
}

// Rule: "--option value" and "--option=value" mean the same.
void CliTest::optionValuesMayFollowAnEqualsSign() {
    const CliResult spaced = runCli(words(
        "solve --generator modified-binary-tree --size 15x9 --seed 3 --param share=40 "
        "--algorithm dfs --start 1,1 --goal 13,0 --json"));
    const CliResult joined = runCli(words(
        "solve --generator=modified-binary-tree --size=15x9 --seed=3 --param=share=40 "
        "--algorithm=dfs --start=1,1 --goal=13,0 --json"));
    QCOMPARE(spaced.code, 0);
    QCOMPARE(joined.code, 0);
    QString error;
    QJsonObject a = parseObject(spaced.out, &error);
    QJsonObject b = parseObject(joined.out, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    a.remove("time_ms");
    b.remove("time_ms");
    QCOMPARE(a, b);
    QCOMPARE(a["start"].toArray(), (QJsonArray{1, 1}));
    QCOMPARE(a["goal"].toArray(), (QJsonArray{13, 0}));
}

// Rule: generation is reproducible: the same algorithm, size, seed and parameters give the same
// file byte for byte; another seed gives another maze.
void CliTest::generateIsByteIdenticalForTheSameSeedAndDiffersForAnother() {
    for (const char* id : {"binary-tree", "modified-binary-tree", "aldous-broder"}) {
        const QStringList args = {"generate", "--algorithm", id, "--size", "31x17", "--seed"};
        const CliResult first = runCli(args + QStringList{"12345"});
        const CliResult second = runCli(args + QStringList{"12345"});
        const CliResult other = runCli(args + QStringList{"12346"});
        QCOMPARE(first.code, 0);
        QVERIFY(first.err.empty());
        QVERIFY(first.out.starts_with("mazelab-maze 1\n"));
        QVERIFY(first.out == second.out);
        QVERIFY(first.out != other.out);
    }
}

// Rule: a generated file records where it came from (generator, seed, every resolved parameter
// by name) and the start and goal given on the command line, and reads back as the same maze.
void CliTest::generateRecordsProvenanceStartAndGoal() {
    const CliResult r =
        runCli(words("generate --algorithm modified-binary-tree --size 6x5 --seed "
                     "18446744073709551615 --param share=40 --start 2,1 --goal 0,4"));
    QCOMPARE(r.code, 0);
    const mazelab::MazeDocument doc = mazelab::readMazeText(r.out);
    QVERIFY(doc.provenance.has_value());
    QCOMPARE(doc.provenance->generator, std::string("modified-binary-tree"));
    QCOMPARE(doc.provenance->seed, std::numeric_limits<std::uint64_t>::max());
    QCOMPARE(doc.provenance->params, (std::vector<std::string>{"bias=se", "share=40"}));
    QVERIFY(doc.maze.start() == (mazelab::Cell{2, 1}));
    QVERIFY(doc.maze.goal() == (mazelab::Cell{0, 4}));

    const auto& info = mazelab::generatorById("modified-binary-tree");
    const std::vector<std::string> params = {"share=40"};
    mazelab::Maze expected = mazelab::generateMaze({&info, {6, 5}, doc.provenance->seed,
                                                    mazelab::resolveParams(info.params, params)});
    expected.setEndpoints({2, 1}, {0, 4});
    QVERIFY(doc.maze == expected);
}

// Rule: generate --output FILE writes what generate prints, and solving that file gives the same
// result as solving straight from the generator.
void CliTest::aGeneratedFileSolvesLikeTheGeneratorItCameFrom() {
    const QString file = path("generated.maze");
    const QString maze = "--size 21x13 --seed 99 --param share=40";
    const CliResult written = runCli(words("generate --algorithm modified-binary-tree --output") +
                                     QStringList{file} + maze.split(' '));
    QCOMPARE(written.code, 0);
    QVERIFY(written.out.empty());
    const CliResult printed =
        runCli(words("generate --algorithm modified-binary-tree") + maze.split(' '));
    QFile saved(file);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QCOMPARE(saved.readAll().toStdString(), printed.out);

    for (const char* solver : {"bfs", "dfs-opposed", "astar-euclidean"}) {
        const CliResult fromFile = runCli(QStringList{"solve", "--json", "--algorithm", solver,
                                                      "--maze", file});
        const CliResult fromGenerator =
            runCli(QStringList{"solve", "--json", "--algorithm", solver, "--generator",
                               "modified-binary-tree"} + maze.split(' '));
        QCOMPARE(fromFile.code, 0);
        QCOMPARE(fromGenerator.code, 0);
        QString error;
        QJsonObject a = parseObject(fromFile.out, &error);
        QJsonObject b = parseObject(fromGenerator.out, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        a.remove("time_ms");
        b.remove("time_ms");
        QCOMPARE(a, b);
        QCOMPARE(a["generator"].toString(), QString("modified-binary-tree"));
        QCOMPARE(a["seed"].toInt(), 99);
    }
}

void CliTest::renderDrawsTheMazeThePathAndTheSearch_data() {
    QTest::addColumn<QString>("generator");
    QTest::addColumn<QString>("solver");
    for (const mazelab::SolverInfo* s : mazelab::solvers()) {
        const QString id = QString::fromLatin1(s->id.data(), qsizetype(s->id.size()));
        QTest::addRow("aldous-broder %s", qPrintable(id)) << "aldous-broder" << id;
        QTest::addRow("modified-binary-tree %s", qPrintable(id)) << "modified-binary-tree" << id;
    }
}

// Rule: render draws 2H+1 lines of 4W+1 characters (the maze file's art), one S and one G, a * in
// every path cell between them and in every wall gap the path crosses, a . in every other
// searched cell, and then one line of statistics.
void CliTest::renderDrawsTheMazeThePathAndTheSearch() {
    QFETCH(QString, generator);
    QFETCH(QString, solver);
    const int width = 9;
    const int height = 6;
    const QStringList maze = {"--generator", generator, "--size", "9x6", "--seed", "11",
                              "--algorithm", solver};
    const CliResult r = runCli(QStringList{"render"} + maze);
    QCOMPARE(r.code, 0);
    const CliResult json = runCli(QStringList{"solve", "--json"} + maze);
    QString error;
    const QJsonObject stats = parseObject(json.out, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(stats["found"].toBool());
    const int pathLength = stats["path_length"].toInt();

    const QStringList lines = QString::fromStdString(r.out).split('\n');
    QCOMPARE(lines.size(), 2 * height + 1 + 1 + 1); // art, statistics, empty after the last '\n'
    QVERIFY(lines.last().isEmpty());
    int starts = 0, goals = 0, pathCells = 0, searchedCells = 0, crossings = 0;
    for (int row = 0; row < 2 * height + 1; ++row) {
        const QString& line = lines[row];
        QCOMPARE(line.size(), 4 * width + 1);
        for (int x = 0; x < width; ++x) {
            const QString cell = line.mid(4 * x + 1, 3);
            if (row % 2 == 0) {
                QVERIFY(line[4 * x] == '+');
                crossings += cell == " * ";
                continue;
            }
            crossings += x > 0 && line[4 * x] == '*';
            starts += cell == " S ";
            goals += cell == " G ";
            pathCells += cell == " * ";
            searchedCells += cell == " . ";
        }
    }
    QCOMPARE(starts, 1);
    QCOMPARE(goals, 1);
    QCOMPARE(pathCells, pathLength + 1 - 2);
    QCOMPARE(crossings, pathLength);
    QCOMPARE(starts + goals + pathCells + searchedCells, stats["searched"].toInt());
    const QString summary = lines[2 * height + 1];
    QVERIFY(summary.startsWith(solver + ": path length " + QString::number(pathLength) + ","));
    QVERIFY(summary.contains("searched " + QString::number(stats["searched"].toInt()) + " of 54"));
}

// Rule: without --algorithm, render draws the walls, S and G only, and a line describing the maze.
void CliTest::renderWithoutASolverDrawsOnlyWallsStartAndGoal() {
    const CliResult r = runCli(words("render --generator aldous-broder --size 5x4 --seed 2 "
                                     "--start 1,2 --goal 4,0"));
    QCOMPARE(r.code, 0);
    const QStringList lines = QString::fromStdString(r.out).split('\n');
    QCOMPARE(lines.size(), 2 * 4 + 1 + 2);
    const QString art = lines.mid(0, 9).join('\n');
    QVERIFY(!art.contains('*') && !art.contains('.'));
    QCOMPARE(lines[5].mid(4 * 1 + 1, 3), QString(" S "));
    QCOMPARE(lines[1].mid(4 * 4 + 1, 3), QString(" G "));
    QVERIFY(lines[9].contains("5x4 from aldous-broder, seed 2"));
    QVERIFY(lines[9].contains("19 passages")); // a perfect maze of 20 cells
}

void CliTest::traceSearchSeesWhatTheSolverCounts_data() {
    QTest::addColumn<QString>("solver");
    for (const mazelab::SolverInfo* s : mazelab::solvers())
        QTest::newRow(s->id.data()) << QString::fromLatin1(s->id.data(), qsizetype(s->id.size()));
}

// Rule: the cells render marks as searched are exactly as many as the solver counts (docs/semantics.md:
// discovered cells for BFS, Dijkstra and A*, entered cells for DFS, the start included), and its
// path is the solver's path, found or not.
void CliTest::traceSearchSeesWhatTheSolverCounts() {
    QFETCH(QString, solver);
    const auto& info = mazelab::solverById(solver.toStdString());
    const auto& generator = mazelab::generatorById("modified-binary-tree");
    const std::vector<std::string> params = {"share=30"};
    mazelab::Maze maze = mazelab::generateMaze(
        {&generator, {25, 18}, 5, mazelab::resolveParams(generator.params, params)});
    maze.setEndpoints({12, 9}, {0, 17});
    for (int round = 0; round < 2; ++round) {
        if (round == 1) {
            // Wall the goal in: the search ends with no path.
            for (mazelab::Dir d : mazelab::kDirs)
                if (maze.isOpen(maze.index(maze.goal()), d))
                    maze.addWall(maze.index(maze.goal()), d);
        }
        const mazelab::SolveResult expected = mazelab::solveMaze(info, maze);
        const mazelab::cli::SearchTrace trace = mazelab::cli::traceSearch(info, maze);
        QCOMPARE(std::int64_t(std::count(trace.searched.begin(), trace.searched.end(), 1)),
                 expected.stats.searched);
        QCOMPARE(trace.found, expected.stats.found);
        QVERIFY(trace.path == expected.path);
        QCOMPARE(trace.found, round == 0);
    }
}

// Rule: a goal that cannot be reached is a result, not an error: exit code 0, found false, path
// length and cost null, the search still reported and drawn.
void CliTest::anUnreachableGoalIsANormalResult() {
    const QString file = path("walled.maze");
    for (const mazelab::SolverInfo* s : mazelab::solvers()) {
        const QString id = QString::fromLatin1(s->id.data(), qsizetype(s->id.size()));
        const CliResult r = runCli({"solve", "--maze", file, "--algorithm", id, "--json"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.err.empty());
        QString error;
        const QJsonObject o = parseObject(r.out, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        for (const QString& key : kRequiredKeys)
            QVERIFY2(o.contains(key), qPrintable("missing key " + key));
        QCOMPARE(o["found"].toBool(true), false);
        QVERIFY(o["path_length"].isNull());
        QVERIFY(o["path_cost"].isNull());
        QVERIFY(o["generator"].isNull()); // the hand-written file has no provenance
        QVERIFY(o["seed"].isNull());
        QCOMPARE(o["searched"].toInt(), 8); // every cell but the goal
        QCOMPARE(o["percent_searched"].toDouble(), 87.5);
    }
    const CliResult text = runCli({"solve", "--maze", file, "--algorithm", "dfs"});
    QCOMPARE(text.code, 0);
    QVERIFY(QString::fromStdString(text.out)
                .contains("no path: the goal cannot be reached (walls separate the start from "
                          "the goal)"));
    const CliResult picture = runCli({"render", "--maze", file, "--algorithm", "bfs"});
    QCOMPARE(picture.code, 0);
    const QStringList lines = QString::fromStdString(picture.out).split('\n');
    QCOMPARE(lines[1], QString("| S   .   . |"));
    QCOMPARE(lines[5], QString("| .   . | G |"));
    QVERIFY2(lines[7].startsWith("bfs: no path (walls separate the start from the goal), "
                                 "searched 8 of 9 cells"),
             qPrintable(lines[7]));

    // Under a mask that cuts the grid in two, the message blames the mask, and the percentage
    // counts only the cells of the mask: 3 of the 6 active cells searched.
    writeFile(path("split.mask"), "..#..\n..#..\n..#..\n");
    const CliResult masked = runCli({"solve", "--generator", "kruskal", "--size", "5x3", "--seed",
                                     "1", "--mask", path("split.mask"), "--algorithm", "bfs"});
    QCOMPARE(masked.code, 0);
    const QString report = QString::fromStdString(masked.out);
    QVERIFY2(report.contains("(the mask separates the start from the goal)"), qPrintable(report));
    QVERIFY2(report.contains("6 of 12 cells (45.45%)"), qPrintable(report));
}

// Rule: metrics --json has every figure of the table with n, mean and stddev; its means and
// standard deviations are those of the library over seeds S..S+N-1, and they add up.
void CliTest::metricsJsonHasEveryFigureAndMatchesTheLibrary() {
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
void CliTest::metricsOutputDoesNotDependOnTheThreadCount() {
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
void CliTest::metricsOfAMazeFileAndCsvColumns() {
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

// Rule: list --markdown writes the reference pages exactly as they are checked in (which
// test_reference_docs holds to the registry), and refuses what it cannot do with a message.
void CliTest::listMarkdownWritesTheReferencePages() {
    const auto checkedIn = [](const char* name) {
        QFile file(QStringLiteral(MAZELAB_SOURCE_DIR "/docs/") + QLatin1String(name));
        return file.open(QIODevice::ReadOnly) ? file.readAll().toStdString() : std::string();
    };
    const CliResult solvers = runCli({"list", "--markdown", "solvers"});
    QCOMPARE(solvers.code, 0);
    QVERIFY(!solvers.out.empty());
    QVERIFY(solvers.out == checkedIn("algorithms.md"));
    const CliResult generators = runCli(
        {"list", "--markdown", "generators", "--images", MAZELAB_SOURCE_DIR "/docs/images"});
    QCOMPARE(generators.code, 0);
    QVERIFY(generators.out == checkedIn("generators.md"));

    const CliResult bad = runCli({"list", "--markdown", "mazes"});
    QCOMPARE(bad.code, 2);
    QVERIFY2(QString::fromStdString(bad.err).contains("--markdown takes solvers or generators"),
             bad.err.c_str());
    const CliResult both = runCli({"list", "--markdown", "solvers", "--json"});
    QCOMPARE(both.code, 2);
    const CliResult noFolder =
        runCli({"list", "--markdown", "generators", "--images", path("missing")});
    QCOMPARE(noFolder.code, 1);
    QVERIFY2(QString::fromStdString(noFolder.err).contains("no folder"), noFolder.err.c_str());
}

// Rule: list shows every registered algorithm with the registry's traits and each generator's
// parameters, as a table and as JSON.
void CliTest::listShowsEveryAlgorithmWithItsTraitsAndParameters() {
    const CliResult table = runCli({"list"});
    QCOMPARE(table.code, 0);
    const QString text = QString::fromStdString(table.out);
    QVERIFY(text.contains("share=0..100, default 100"));
    QVERIFY(text.contains("bias=se|sw|ne|nw, default se"));

    const CliResult json = runCli({"list", "--json"});
    QCOMPARE(json.code, 0);
    QString error;
    const QJsonObject o = parseObject(json.out, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QJsonArray gens = o["generators"].toArray();
    QCOMPARE(gens.size(), qsizetype(mazelab::generators().size()));
    for (qsizetype i = 0; i < gens.size(); ++i) {
        const mazelab::GeneratorInfo& info = *mazelab::generators()[std::size_t(i)];
        const QJsonObject g = gens[i].toObject();
        QCOMPARE(g["id"].toString().toStdString(), std::string(info.id));
        QVERIFY(text.contains(g["id"].toString()));
        QCOMPARE(g["perfect"].toBool(), info.perfect);
        QCOMPARE(g["params"].toArray().size(), qsizetype(info.params.size()));
    }
    const QJsonObject share = gens[1].toObject()["params"].toArray()[1].toObject();
    QCOMPARE(share["key"].toString(), QString("share"));
    QCOMPARE(share["minimum"].toDouble(), 0.0);
    QCOMPARE(share["maximum"].toDouble(), 100.0);
    QCOMPARE(share["default"].toDouble(), 100.0);
    const QJsonObject bias = gens[0].toObject()["params"].toArray()[0].toObject();
    QCOMPARE(bias["type"].toString(), QString("choice"));
    QCOMPARE(bias["default"].toString(), QString("se"));
    QCOMPARE(bias["choices"].toArray(), (QJsonArray{"se", "sw", "ne", "nw"}));

    const QJsonArray sols = o["solvers"].toArray();
    QCOMPARE(sols.size(), qsizetype(mazelab::solvers().size()));
    for (qsizetype i = 0; i < sols.size(); ++i) {
        const mazelab::SolverInfo& info = *mazelab::solvers()[std::size_t(i)];
        const QJsonObject s = sols[i].toObject();
        QCOMPARE(s["id"].toString().toStdString(), std::string(info.id));
        QVERIFY(text.contains(s["id"].toString()));
        QCOMPARE(s["shortest_on_unit_costs"].toBool(), info.shortestOnUnitCosts);
        QCOMPARE(s["cheapest_on_costs"].toBool(), info.cheapestOnCosts);
        QCOMPARE(s["uses_costs"].toBool(), info.usesCosts);
    }
}

// Rule: --help, -h and help COMMAND print usage with every option on standard output and exit 0;
// --version prints the version.
void CliTest::helpShowsEveryOptionAndExitsZero() {
    const CliResult general = runCli({"--help"});
    QCOMPARE(general.code, 0);
    QVERIFY(general.err.empty());
    const QString text = QString::fromStdString(general.out);
    for (const char* option : {"--json", "--algorithm", "--size", "--seed", "--param", "--start",
                               "--goal", "--output", "--maze", "--generator", "--version", "--count",
                               "--threads", "--csv"})
        QVERIFY2(text.contains(option), option);
    for (const char* command : {"list", "generate", "solve", "render", "metrics", "help"})
        QVERIFY2(text.contains(QString("mazelab-cli ") + command), command);
    QCOMPARE(runCli({"-h"}).out, general.out);
    QCOMPARE(runCli({"help"}).out, general.out);

    const CliResult solve = runCli({"help", "solve"});
    QCOMPARE(solve.code, 0);
    QVERIFY(QString::fromStdString(solve.out).startsWith("Usage: mazelab-cli solve"));
    QVERIFY(QString::fromStdString(solve.out).contains("--json"));
    QVERIFY(QString::fromStdString(solve.out).contains("astar-manhattan"));
    // --help wins over anything else on the line, even a mistake.
    QCOMPARE(runCli({"solve", "--bogus", "--help"}).out, solve.out);
    QCOMPARE(runCli({"solve", "-h"}).code, 0);

    const CliResult version = runCli({"--version"});
    QCOMPARE(version.code, 0);
    QVERIFY(QString::fromStdString(version.out)
                .contains(QRegularExpression(R"(^mazelab-cli \d+\.\d+\.\d+\n$)")));
}

void CliTest::badInvocationsFailWithAMessageThatSaysWhatToFix_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QStringList>("phrases");
    const QString gen = "--generator binary-tree --size 5x5 --seed 1 ";
    auto row = [](const char* name, const QString& args, int code, QStringList phrases) {
        QTest::newRow(name) << args.split(' ', Qt::SkipEmptyParts) << code << phrases;
    };
    const QString exp = "experiment --generators kruskal --solvers bfs --seed 1 ";
    row("experiment without solvers", "experiment --generators kruskal --sizes 5x5 --count 2 --seed 1",
        2, {"experiment needs --solvers", "none"});
    row("experiment with an empty axis", exp + "--sizes 5x5, --count 2", 2,
        {"--sizes '5x5,' has an empty entry"});
    row("experiment with N = 0", exp + "--sizes 5x5 --count 0", 2,
        {"--count '0' must be a whole number from 1"});
    row("experiment size out of range", exp + "--sizes 5x5,1x9 --count 2", 2, {"2 to 4096"});
    row("experiment size range backwards", exp + "--sizes 9x9..3x3 --count 2", 2,
        {"from a square to a larger square"});
    row("experiment unknown solver", "experiment --generators kruskal --solvers bfs,nope "
        "--sizes 5x5 --count 2 --seed 1", 2, {"unknown solver 'nope'"});
    row("experiment unknown generator parameter", "experiment --generators growing-tree:speed=3 "
        "--solvers bfs --sizes 5x5 --count 2 --seed 1", 2, {"speed"});
    row("experiment repeated generator", "experiment --generators kruskal,kruskal --solvers bfs "
        "--sizes 5x5 --count 2 --seed 1", 2, {"generator kruskal is listed twice"});
    row("experiment unwritable output", exp + "--sizes 5x5 --count 2 --csv /nonexistent/dir/x.csv",
        1, {"cannot write '/nonexistent/dir/x.csv'"});
    row("braid out of range", "generate --algorithm kruskal --size 5x5 --seed 1 --braid 150", 2,
        {"braid '150' must be a number from 0 to 100"});
    row("unknown symmetry", "generate --algorithm kruskal --size 5x5 --seed 1 --symmetry twirl",
        2, {"unknown symmetry 'twirl'", "left-right"});
    row("terrain max cost", "generate --algorithm kruskal --size 5x5 --seed 1 --terrain 30,50,1",
        2, {"max cost '1'", "2 to 255"});
    row("symmetric and too narrow",
        "generate --algorithm kruskal --size 2x5 --seed 1 --symmetry left-right", 2,
        {"width of at least 3"});
    row("missing mask file", "generate --algorithm kruskal --size 5x5 --seed 1 --mask /nonexistent/m",
        2, {"cannot open the mask file", "/nonexistent/m"});
    row("no command", "", 2, {"no command given", "list, generate, solve, render, metrics, experiment, help"});
    row("unknown command", "frobnicate", 2,
        {"unknown command 'frobnicate'", "list, generate, solve, render, metrics, experiment, help"});
    row("option before the command", "--size 3x3", 2, {"must follow a command"});
    row("unknown solver", "solve --algorithm nope " + gen, 2, {"unknown solver 'nope'", "bfs"});
    row("unknown solver in render", "render --algorithm nope " + gen, 2,
        {"bfs", "astar-manhattan"});
    row("unknown generator", "solve --algorithm bfs --generator nope --size 5x5 --seed 1", 2,
        {"unknown generator 'nope'", "aldous-broder"});
    row("unknown generator in generate", "generate --algorithm nope --size 5x5 --seed 1", 2,
        {"unknown generator 'nope'", "aldous-broder"});
    row("size 0x5", "generate --algorithm binary-tree --size 0x5 --seed 1", 2,
        {"0x5", "2 to 4096"});
    row("size too large", "solve --algorithm bfs --generator binary-tree --size 5x4097 --seed 1",
        2, {"2 to 4096"});
    row("size beyond int", "generate --algorithm binary-tree --size 99999999999x5 --seed 1", 2,
        {"2 to 4096"});
    row("size abc", "generate --algorithm binary-tree --size abc --seed 1", 2, {"WxH"});
    row("size 5", "generate --algorithm binary-tree --size 5 --seed 1", 2, {"WxH"});
    row("start 3", "solve --algorithm bfs " + gen + "--start 3", 2, {"--start '3'", "x,y"});
    row("goal 1;2", "render " + gen + "--goal 1;2", 2, {"--goal '1;2'", "x,y"});
    row("start outside", "solve --algorithm bfs " + gen + "--start 5,0", 2,
        {"start 5,0 is outside", "x must be 0 to 4"});
    row("goal negative", "generate --algorithm binary-tree --size 5x5 --seed 1 --goal 0,-1", 2,
        {"goal 0,-1 is outside", "y 0 to 4"});
    row("start on the goal", "solve --algorithm bfs " + gen + "--start 4,4", 2,
        {"start and goal are both 4,4", "different"});
    row("goal on the start", "generate --algorithm binary-tree --size 5x5 --seed 1 --goal 0,0", 2,
        {"start and goal are both 0,0"});
    row("generate without seed", "generate --algorithm binary-tree --size 5x5", 2,
        {"needs --seed"});
    row("solve without seed", "solve --algorithm bfs --generator binary-tree --size 5x5", 2,
        {"needs --seed"});
    row("render without seed", "render --generator aldous-broder --size 5x5", 2, {"needs --seed"});
    row("seed abc", "generate --algorithm binary-tree --size 5x5 --seed abc", 2,
        {"--seed 'abc'", "whole number"});
    row("seed -1", "generate --algorithm binary-tree --size 5x5 --seed -1", 2,
        {"18446744073709551615"});
    row("generate without size", "generate --algorithm binary-tree --seed 1", 2,
        {"needs --size WxH"});
    row("solve without size", "solve --algorithm bfs --generator binary-tree --seed 1", 2,
        {"needs --size WxH"});
    row("solve without algorithm", "solve " + gen, 2, {"needs --algorithm", "bfs"});
    row("generate without algorithm", "generate --size 5x5 --seed 1", 2,
        {"needs --algorithm", "binary-tree"});
    row("solve without maze", "solve --algorithm bfs", 2, {"needs a maze", "--maze FILE"});
    row("maze and generator", "solve --algorithm bfs --maze @DIR@/walled.maze " + gen, 2,
        {"not both"});
    row("size with a maze file", "solve --algorithm bfs --maze @DIR@/walled.maze --size 5x5", 2,
        {"--size applies only with --generator"});
    row("param with a maze file",
        "render --maze @DIR@/walled.maze --param share=40", 2, {"--param applies only"});
    row("unknown option", "solve --algorithm bfs --frobnicate " + gen, 2,
        {"unknown option '--frobnicate'", "--maze"});
    row("single-dash option", "list -j", 2, {"unknown option '-j'"});
    row("stray argument", "solve bfs", 2, {"unexpected argument 'bfs'"});
    row("option given twice", "solve --algorithm bfs --algorithm dfs " + gen, 2,
        {"--algorithm is given twice"});
    row("flag with a value", "list --json=yes", 2, {"--json takes no value"});
    row("option without its value", "solve --algorithm bfs " + gen + "--start", 2,
        {"--start needs a value", "x,y"});
    row("option with an empty value", "generate --algorithm= --size 5x5 --seed 1", 2,
        {"--algorithm needs a value"});
    row("unknown parameter",
        "generate --algorithm modified-binary-tree --size 5x5 --seed 1 --param colour=red", 2,
        {"unknown parameter 'colour'", "bias, share"});
    row("parameter of a generator without any",
        "solve --algorithm bfs --generator aldous-broder --size 5x5 --seed 1 --param a=1", 2,
        {"takes no parameters"});
    row("share 150",
        "generate --algorithm modified-binary-tree --size 5x5 --seed 1 --param share=150", 2,
        {"share=150", "from 0 to 100"});
    row("bad bias", "generate --algorithm binary-tree --size 5x5 --seed 1 --param bias=up", 2,
        {"se, sw, ne, nw"});
    row("parameter without =", "generate --algorithm binary-tree --size 5x5 --seed 1 --param bias",
        2, {"key=value"});
    row("metrics count 0", "metrics " + gen + "--count 0", 2,
        {"--count '0'", "whole number from 1 to 1000000"});
    row("metrics count abc", "metrics " + gen + "--count abc", 2, {"--count 'abc'"});
    row("metrics threads 0", "metrics " + gen + "--threads 0", 2,
        {"--threads '0'", "from 1 to 1024"});
    row("metrics unknown generator", "metrics --generator nope --size 5x5 --seed 1 --count 3", 2,
        {"unknown generator 'nope'", "binary-tree", "aldous-broder"});
    row("metrics size out of range", "metrics --generator binary-tree --size 1x5 --seed 1", 2,
        {"2 to 4096"});
    row("metrics without seed", "metrics --generator binary-tree --size 5x5 --count 2", 2,
        {"needs --seed"});
    row("metrics without a maze", "metrics --count 2", 2, {"needs a maze", "--maze FILE"});
    row("metrics count with a maze file", "metrics --maze @DIR@/walled.maze --count 2", 2,
        {"--count applies only with --generator"});
    row("metrics json and csv", "metrics " + gen + "--json --csv", 2, {"not both"});
    row("help for an unknown command", "help frobnicate", 2, {"unknown command 'frobnicate'"});
    row("missing maze file", "solve --algorithm bfs --maze @DIR@/missing.maze", 1,
        {"cannot open the maze file", "missing.maze"});
    row("malformed maze file", "render --maze @DIR@/malformed.maze", 1,
        {"malformed.maze: line 6:", "three spaces"});
    row("output into a missing directory",
        "generate --algorithm binary-tree --size 5x5 --seed 1 --output @DIR@/no-such-dir/m.maze",
        1, {"@DIR@/no-such-dir/m.maze", "'@DIR@/no-such-dir' does not exist"});
    row("output onto a directory",
        "generate --algorithm binary-tree --size 5x5 --seed 1 --output @DIR@", 1,
        {"is a directory"});
}

// Rule: every mistake exits non-zero (2 for the command line, 1 for a command that failed),
// prints nothing on standard output, and explains itself on standard error in a message that
// starts with "mazelab-cli: " and says what to fix.
void CliTest::badInvocationsFailWithAMessageThatSaysWhatToFix() {
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QStringList, phrases);
    const QString dir = m_dir.path();
    args.replaceInStrings("@DIR@", dir);
    const CliResult r = runCli(args);
    QCOMPARE(r.code, code);
    QVERIFY2(r.out.empty(), r.out.c_str());
    const QString message = QString::fromStdString(r.err);
    QVERIFY2(message.startsWith("mazelab-cli: "), qPrintable(message));
    for (QString phrase : phrases) {
        phrase.replace("@DIR@", dir);
        QVERIFY2(message.section('\n', 0, 0).contains(phrase),
                 qPrintable("'" + phrase + "' not in: " + message));
    }
    QVERIFY(!QFile::exists(dir + "/no-such-dir"));
}

// Rule: the JSON writer escapes what JSON requires, separates values with commas, writes
// numbers that read back exactly, and writes null for what JSON cannot represent.
void CliTest::jsonWriterEscapesStringsAndPlacesCommas() {
    using mazelab::cli::JsonWriter;
    const std::string tricky = "quote \" backslash \\ newline \n tab \t bell \x07 end";
    JsonWriter json;
    json.beginObject()
        .key("text").string(tricky)
        .key("list").beginArray().integer(-3).number(0.1).boolean(false).null()
        .beginObject().endObject().beginArray().endArray().endArray()
        .key("nan").number(std::nan(""))
        .key("ms").number(1.5, 3)
        .key("big").unsignedInteger(std::numeric_limits<std::uint64_t>::max())
        .endObject();
    QCOMPARE(json.text(), std::string(R"({"text":"quote \" backslash \\ newline \n tab \t bell )"
                                      R"(\u0007 end","list":[-3,0.1,false,null,{},[]],)"
                                      R"("nan":null,"ms":1.500,"big":18446744073709551615})"));
    QString error;
    const QJsonObject o = parseObject(json.text(), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(o["text"].toString().toStdString(), tricky);
    QCOMPARE(o["list"].toArray()[1].toDouble(), 0.1);
    QCOMPARE(mazelab::cli::jsonQuote("a\x1f"), std::string("\"a\\u001f\""));
}

// Rule: the installed binary is a thin shell over the library: it prints the same JSON, exits 0.
void CliTest::theBinaryPrintsTheSameJsonAsTheLibrary() {
    const QStringList args =
        words("solve --generator binary-tree --size 79x79 --seed 1 --algorithm bfs --json");
    QProcess process;
    process.start(MAZELAB_CLI_PATH, args);
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 0);
    QVERIFY(process.readAllStandardError().isEmpty());
    QString error;
    QJsonObject fromBinary = parseObject(process.readAllStandardOutput().toStdString(), &error);
    QJsonObject fromLibrary = parseObject(runCli(args).out, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(fromBinary["path_length"].toInt(), 156);
    fromBinary.remove("time_ms");
    fromLibrary.remove("time_ms");
    QCOMPARE(fromBinary, fromLibrary);
}

// Rule: the binary reports a usage error on standard error with exit code 2, nothing on
// standard output, and no crash.
void CliTest::theBinaryExitsWithCodeTwoOnAUsageError() {
    QProcess process;
    process.start(MAZELAB_CLI_PATH, words("solve --algorithm bfs --generator binary-tree "
                                          "--size 0x5 --seed 1"));
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 2);
    QVERIFY(process.readAllStandardOutput().isEmpty());
    const QString message = QString::fromUtf8(process.readAllStandardError());
    QVERIFY2(message.startsWith("mazelab-cli: ") && message.contains("2 to 4096"),
             qPrintable(message));
}

// Rule: the binary's maze file is byte-identical to the library's (nothing is lost between
// main and the standard output).
void CliTest::theBinaryWritesTheSameMazeFileAsTheLibrary() {
    const QStringList args =
        words("generate --algorithm aldous-broder --size 40x30 --seed 2024 --start 3,4");
    QProcess process;
    process.start(MAZELAB_CLI_PATH, args);
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 0);
    QCOMPARE(process.readAllStandardOutput().toStdString(), runCli(args).out);
}


// Rule: --braid, --symmetry and --terrain make exactly the maze the library makes for the same
// request, and the file records them as shape lines, which read back to the same shaping.
void CliTest::shapingOptionsMakeTheLibrarysMazeAndAreRecorded() {
    const CliResult r = runCli(words("generate --algorithm recursive-backtracker --size 16x12 "
                                     "--seed 5 --braid 50 --symmetry left-right --terrain 25,80,7"));
    QCOMPARE(r.code, 0);
    const mazelab::MazeDocument document = mazelab::readMazeText(r.out);
    const mazelab::GeneratorInfo& info = mazelab::generatorById("recursive-backtracker");
    mazelab::GenerateRequest request{&info, {16, 12}, 5, mazelab::ParamValues(info.params)};
    request.shaping = {50, mazelab::Symmetry::LeftRight, {25, 80, 7}};
    QVERIFY(document.maze == mazelab::generateMaze(request));
    QVERIFY(document.provenance.has_value());
    QCOMPARE(document.provenance->shaping,
             (std::vector<std::string>{"braid=50", "symmetry=left-right", "terrain=25,80,7"}));
    QVERIFY(mazelab::parseShaping(document.provenance->shaping) == request.shaping);
    QVERIFY(r.out.find("shape braid=50\n") != std::string::npos);
}

// Rule: --mask FILE ('.' on, '#' off) switches those cells off for a generator that honours
// masks (Kruskal: one spanning tree per region), the file records the mask; a generator that
// cannot honour it is refused with its reason, and a mask of the wrong size names the line.
void CliTest::aMaskFileSwitchesCellsOffForGeneratorsThatHonourIt() {
    writeFile(path("ring.mask"), "......\n.####.\n.####.\n......\n");
    const CliResult r = runCli({"generate", "--algorithm", "kruskal", "--size", "6x4", "--seed",
                                "3", "--mask", path("ring.mask")});
    QCOMPARE(r.code, 0);
    const mazelab::Maze maze = mazelab::readMazeText(r.out).maze;
    QCOMPARE(maze.activeCellCount(), mazelab::CellIndex(16));
    QVERIFY(!maze.isActive(maze.index({2, 1})));
    QCOMPARE(maze.passageCount(), std::int64_t(15)); // a spanning tree of the 16-cell ring
    QVERIFY(r.out.find("mask\n......\n.####.\n") != std::string::npos);

    const CliResult refused = runCli({"generate", "--algorithm", "binary-tree", "--size", "6x4",
                                      "--seed", "3", "--mask", path("ring.mask")});
    QCOMPARE(refused.code, 2);
    QVERIFY2(refused.err.find("Binary Tree cannot honour a mask") != std::string::npos,
             refused.err.c_str());

    const CliResult wrongSize = runCli({"generate", "--algorithm", "kruskal", "--size", "7x4",
                                        "--seed", "3", "--mask", path("ring.mask")});
    QCOMPARE(wrongSize.code, 2);
    QVERIFY2(wrongSize.err.find("line 1: mask row 1 has 6 characters: it must have 7") !=
                 std::string::npos,
             wrongSize.err.c_str());
}

QTEST_GUILESS_MAIN(CliTest)
// experiment --csv writes exactly the library's rows (every figure but the time), --summary its
// groups, and the text report one line per group; the output does not depend on --threads.
void CliTest::experimentWritesTheLibrarysRowsAndSummary() {
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
    const mazelab::ExperimentResult library = mazelab::runExperiment(spec, {1, true, nullptr, {}});

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
        // Drop the five time columns (time_us_n..max), after the eight key columns.
        QStringList a = lines[i].split(',');
        QStringList b = linesOne[i].split(',');
        const int keys = a[4].startsWith('"') ? 10 : 8; // a quoted terrain holds two commas
        a.erase(a.begin() + keys, a.begin() + keys + 5);
        b.erase(b.begin() + keys, b.begin() + keys + 5);
        QCOMPARE(a, b);
    }
}

// Lost Cause's table (its section on dead ends, 100,000 mazes per size): Recursive Backtracker from
// the top-left corner, 10x10: mean 11.83439, sd 1.847426. 20,000 mazes put the mean within 0.07
// of it (5 standard errors: 1.85 / sqrt(20000) = 0.013).
void CliTest::experimentOfMazesOnlyReproducesSeed001sDeadEnds() {
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
void CliTest::anInterruptedExperimentKeepsItsFinishedRuns() {
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

#include "test_cli.moc"
