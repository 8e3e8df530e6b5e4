// mazelab-cli solve, generate and render, run in process through cli::run: the numbers are the
// library's, the files and pictures are exact, shaping and masks are honoured. The other commands
// and the binary itself are in test_cli_metrics and test_cli_usage.
#include <QtTest>
#include <QJsonArray>

#ifndef Q_MOC_RUN
#include "cli/render.hpp"
#include "cli_support.hpp"
#include "core/maze_file.hpp"
#include "core/run.hpp"
#include "support.hpp"
#endif

#include <algorithm>
#include <cstdint>
#include <limits>
#include <string>

using namespace mazelab::testing;

class CliTest : public QObject, private CliFolder {
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
    void renderDrawsADiagonalSearch();
    void traceSearchSeesWhatTheSolverCounts_data();
    void traceSearchSeesWhatTheSolverCounts();
    void anUnreachableGoalIsANormalResult();
    void aSolverThatRefusesFourDirectionsSaysWhy();
    void shapingOptionsMakeTheLibrarysMazeAndAreRecorded();
    void aMaskFileSwitchesCellsOffForGeneratorsThatHonourIt();
    void aMovingAiMapIsAMazeToSolveButNeverAnOutput();
    void solveTakesTheMovementAndAMapTakesTheBenchmarksRule();
    void aSolverThatRefusesTheMovementIsAUsageError();
};

void CliTest::initTestCase() { createFiles(); }

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
    const QRegularExpression threeDecimals(R"("time_ms":\d+\.\d{3}[,}])");
    QVERIFY(QString::fromStdString(r.out).contains(threeDecimals));
}

void CliTest::solveJsonReportsSolveMazesNumbers_data() {
    QTest::addColumn<QString>("generator");
    QTest::addColumn<QString>("size");
    QTest::addColumn<QString>("solver");
    for (const mazelab::SolverInfo* s : mazelab::solvers()) {
        if (!s->supports(mazelab::Diagonal::Never))
            continue; // the command line runs four directions
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
    QJsonObject a;
    compareJsonButTime(spaced, joined, &a);
    if (QTest::currentTestFailed())
        return;
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
        QJsonObject a;
        compareJsonButTime(fromFile, fromGenerator, &a);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(a["generator"].toString(), QString("modified-binary-tree"));
        QCOMPARE(a["seed"].toInt(), 99);
    }
}

void CliTest::renderDrawsTheMazeThePathAndTheSearch_data() {
    QTest::addColumn<QString>("generator");
    QTest::addColumn<QString>("solver");
    for (const mazelab::SolverInfo* s : mazelab::solvers()) {
        if (!s->supports(mazelab::Diagonal::Never))
            continue; // the command line runs four directions
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
    // The solver, named with its parameters when it has any ("weighted-astar (weight=2,
    // heuristic=manhattan)").
    QVERIFY(summary.startsWith(solver));
    QVERIFY(summary.contains(": path length " + QString::number(pathLength) + ","));
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

// Rule: render takes --diagonal with a solver: the path runs through diagonal neighbours, the
// line names the movement and gives the cost with two decimals, as `solve` does; the searched
// marks are as many as the solver counts under that movement. Without a solver --diagonal is a
// usage error, and a solver that refuses the maze says why.
void CliTest::renderDrawsADiagonalSearch() {
    const QStringList maze = words("--generator open-field --size 12x8 --seed 2");
    const CliResult r =
        runCli(QStringList{"render"} + maze + words("--algorithm astar-octile --diagonal always"));
    QCOMPARE(r.code, 0);
    const QStringList lines = QString::fromStdString(r.out).split('\n');
    QCOMPARE(lines.size(), 2 * 8 + 1 + 2);
    QVERIFY2(lines[17].startsWith("astar-octile (diagonal always): path length 12, path cost "
                                  "14.49, searched 36 of"),
             qPrintable(lines[17]));
    // (1,1) follows the start (0,0) on the path: one diagonal move, drawn in row 1's art line.
    QCOMPARE(lines[3].mid(4 * 1 + 1, 3), QString(" * "));
    int onPath = 0;
    int searched = 0;
    for (int y = 0; y < 8; ++y)
        for (int x = 0; x < 12; ++x) {
            const QChar mark = lines[2 * y + 1][4 * x + 2];
            onPath += mark == '*';
            searched += mark == '.';
        }
    QCOMPARE(onPath, 12 - 1); // the cells between S and G
    QCOMPARE(searched + onPath + 2, 36);

    const CliResult alone = runCli(QStringList{"render"} + maze + words("--diagonal always"));
    QCOMPARE(alone.code, 2);
    QVERIFY2(alone.err.find("--diagonal goes with --algorithm") != std::string::npos,
             alone.err.c_str());
    const CliResult walls = runCli(words("render --generator kruskal --size 6x4 --seed 2 "
                                         "--algorithm jps --diagonal always"));
    QCOMPARE(walls.code, 1);
    QVERIFY2(walls.err.find("Jump Point Search does not take this maze") != std::string::npos,
             walls.err.c_str());
}

void CliTest::traceSearchSeesWhatTheSolverCounts_data() {
    solverRows();
}

// Rule: the cells render marks as searched are exactly as many as the solver counts (docs/semantics.md:
// discovered cells for BFS, Dijkstra and A*, entered cells for DFS and the walkers, the start
// included, and what each of the others counts), and its path is the solver's path, found or not.
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
        // A solver that is not complete (the wall follower) may miss a reachable goal.
        QCOMPARE(trace.found, round == 0 && (info.complete || expected.stats.found));
    }
}

// Rule: the command line runs four directions; a solver that refuses them (JPS) is not run with
// another movement: it is a usage error (exit code 2, as for every movement a solver refuses) with
// the solver's reason, and nothing on stdout.
void CliTest::aSolverThatRefusesFourDirectionsSaysWhy() {
    int refusing = 0;
    for (const mazelab::SolverInfo* s : mazelab::solvers()) {
        if (s->supports(mazelab::Diagonal::Never))
            continue;
        ++refusing;
        const QString id = QString::fromLatin1(s->id.data(), qsizetype(s->id.size()));
        const CliResult r = runCli({"solve", "--generator", "open-field", "--size", "20x10",
                                    "--seed", "1", "--algorithm", id, "--json"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.empty());
        QVERIFY2(r.err.find(s->movementError(mazelab::Diagonal::Never)) != std::string::npos,
                 r.err.c_str());
    }
    QVERIFY(refusing > 0);
}

// Rule: a goal that cannot be reached is a result, not an error: exit code 0, found false, path
// length and cost null, the search still reported and drawn.
void CliTest::anUnreachableGoalIsANormalResult() {
    const QString file = path("walled.maze");
    for (const mazelab::SolverInfo* s : mazelab::solvers()) {
        if (!s->supports(mazelab::Diagonal::Never))
            continue; // the command line runs four directions
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
        // A search that exhausts the start's region searches every cell but the goal. A
        // bidirectional one stops when its goal side runs out; a solver that is not complete may
        // stop or give up sooner; one that searches from the goal (D* Lite) sees the goal alone.
        if (s->complete && s->family != mazelab::SolverFamily::Bidirectional &&
            s->family != mazelab::SolverFamily::Filling && !s->searchesFromGoal) {
            QCOMPARE(o["searched"].toInt(), 8);
            QCOMPARE(o["percent_searched"].toDouble(), 87.5);
        } else {
            QVERIFY(o["searched"].toInt() >= 1 && o["searched"].toInt() <= 9);
        }
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

// --maze takes a Moving AI map (resources/movingai; N. Sturtevant, "Benchmarks for Grid-Based
// Pathfinding", 2012) as a maze: arena.map's first problem, 19,26 to 19,29, is three moves, as its
// scenario's optimum of 3.0 says. --output never writes a .map (it would not open as itself).
void CliTest::aMovingAiMapIsAMazeToSolveButNeverAnOutput() {
    const QString map = QStringLiteral(MAZELAB_SOURCE_DIR "/resources/movingai/arena.map");
    const CliResult r = runCli({"solve", "--maze", map, "--algorithm", "bfs", "--start", "19,26",
                                "--goal", "19,29", "--json"});
    QCOMPARE(r.code, 0);
    QString error;
    const QJsonObject o = parseObject(r.out, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(o["path_length"].toInt(), 3);
    QVERIFY(o["found"].toBool());

    const QString output = QDir::temp().filePath(QStringLiteral("mazelab-test-cli-output.map"));
    QFile::remove(output);
    const CliResult refused =
        runCli(words("generate --algorithm binary-tree --size 5x5 --seed 1 --output") << output);
    QCOMPARE(refused.code, 1);
    QVERIFY2(refused.err.find("does not write") != std::string::npos, refused.err.c_str());
    QVERIFY(!QFile::exists(output));
}

// Rule: --diagonal sets the movement; a Moving AI map takes only-when-no-obstacles by default (the
// benchmark's rule, and the report says so), a maze of mazelab's never. With diagonal moves the
// path cost is a number with decimals (JSON) or two (the report, costText); under four
// directions it stays an integer. arena.map's line 3, 44,30 to 43,28, is 2.41421356 long under
// the benchmark's rule (one diagonal move, one straight) and 3 moves in four directions.
void CliTest::solveTakesTheMovementAndAMapTakesTheBenchmarksRule() {
    const QString map = QStringLiteral(MAZELAB_SOURCE_DIR "/resources/movingai/arena.map");
    const QStringList problem = {"solve",   "--maze", map,      "--algorithm", "dijkstra",
                                 "--start", "44,30",  "--goal", "43,28"};
    QString error;
    const CliResult byDefault = runCli(problem + QStringList{"--json"});
    QCOMPARE(byDefault.code, 0);
    const QJsonObject diagonal = parseObject(byDefault.out, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(diagonal["diagonal"].toString(), QStringLiteral("only-when-no-obstacles"));
    QVERIFY(std::abs(diagonal["path_cost"].toDouble() - 2.41421356) < 1e-6);
    QCOMPARE(diagonal["path_length"].toInt(), 2);

    const CliResult fourWay = runCli(problem + QStringList{"--diagonal", "never", "--json"});
    QCOMPARE(fourWay.code, 0);
    const QJsonObject never = parseObject(fourWay.out, &error);
    QCOMPARE(never["diagonal"].toString(), QStringLiteral("never"));
    QVERIFY(fourWay.out.find("\"path_cost\":3,") != std::string::npos); // an integer
    QCOMPARE(never["path_length"].toInt(), 3);

    const CliResult report = runCli(problem);
    QCOMPARE(report.code, 0);
    const QString text = QString::fromStdString(report.out);
    QVERIFY2(text.contains("movement:         only-when-no-obstacles (also diagonally when both "
                           "routes are clear: no corner cutting; the default for a Moving AI "
                           "map: the benchmark's rule)"),
             report.out.c_str());
    QVERIFY2(text.contains("path cost:        2.41\n"), report.out.c_str());
    // A heuristic that overestimates under the movement is noted.
    const CliResult manhattan = runCli(QStringList{"solve", "--maze", map, "--algorithm",
                                                   "astar-manhattan", "--diagonal", "always"});
    QVERIFY2(manhattan.out.find("note:             with diagonal moves, Manhattan overestimates") !=
                 std::string::npos,
             manhattan.out.c_str());

    // A generated maze: four directions unless asked, and then the library's own run.
    const CliResult generated = runCli(
        words("solve --generator open-field --size 15x9 --seed 3 --algorithm astar-octile --json"));
    QCOMPARE(parseObject(generated.out, &error)["diagonal"].toString(), QStringLiteral("never"));
    const CliResult moved = runCli(words("solve --generator open-field --size 15x9 --seed 3 "
                                         "--algorithm astar-octile --diagonal always --json"));
    QCOMPARE(moved.code, 0);
    const QJsonObject o = parseObject(moved.out, &error);
    const auto& openField = mazelab::generatorById("open-field");
    const mazelab::Maze maze =
        mazelab::generateMaze({&openField, {15, 9}, 3, mazelab::ParamValues(openField.params)});
    const mazelab::SolveStats expected =
        mazelab::solveMaze(mazelab::solverById("astar-octile"), maze, {}, mazelab::Diagonal::Always)
            .stats;
    QVERIFY(expected.pathDiagonalCost > 0);
    QCOMPARE(o["path_cost"].toDouble(), expected.cost().value());
    QCOMPARE(o["expanded"].toInteger(), qint64(expected.expanded));
}

// Rule: a solver that does not take the movement is refused with its reason and exit code 2,
// whether the movement was asked for or is a map's default: never run with another movement.
void CliTest::aSolverThatRefusesTheMovementIsAUsageError() {
    const QString map = QStringLiteral(MAZELAB_SOURCE_DIR "/resources/movingai/arena.map");
    const CliResult onMap = runCli({"solve", "--maze", map, "--algorithm", "wall-follower"});
    QCOMPARE(onMap.code, 2);
    QVERIFY(onMap.out.empty());
    QVERIFY2(onMap.err.find("Wall Follower does not take diagonal moves") != std::string::npos &&
                 onMap.err.find("--diagonal never gives four directions") != std::string::npos,
             onMap.err.c_str());
    const CliResult asked = runCli(words("solve --generator kruskal --size 5x5 --seed 1 "
                                         "--algorithm wall-follower --diagonal if-at-most-one-obstacle"));
    QCOMPARE(asked.code, 2);
    QVERIFY2(asked.err.find("does not take diagonal moves") != std::string::npos &&
                 asked.err.find("(--diagonal if-at-most-one-obstacle)") != std::string::npos,
             asked.err.c_str());
    const CliResult unknown =
        runCli(words("solve --generator kruskal --size 5x5 --seed 1 --algorithm bfs --diagonal 8"));
    QCOMPARE(unknown.code, 2);
    QVERIFY2(unknown.err.find("--diagonal '8' is not a movement: give never, always, "
                              "if-at-most-one-obstacle, only-when-no-obstacles") !=
                 std::string::npos,
             unknown.err.c_str());
}

QTEST_GUILESS_MAIN(CliTest)
#include "test_cli.moc"
