// The Moving AI grid benchmarks (core/movingai.hpp; N. Sturtevant, "Benchmarks for Grid-Based
// Pathfinding", 2012): the seven maps of resources/movingai open as mazes whose cells, passages
// and endpoints match the file read here independently; their scenario files read whole and agree
// with the maps, and every published optimum lies between the four-direction distance over
// sqrt(2) and that distance, as it must if the map was read right; a scenario finds its map by
// one rule and names the paths looked for when it cannot; bad input is refused with its line;
// mutated files load or are refused, never anything else.
#include <QTemporaryDir>
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/distance.hpp"
#include "core/maze_file.hpp"
#include "core/movingai.hpp"
#include "core/random.hpp"
#include "fuzz_support.hpp"
#include "support.hpp"
#endif

#include <cmath>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

using namespace mazelab;

namespace {

const std::string kDir = MAZELAB_MOVINGAI_DIR;
const char* const kMaps[] = {"8room_000",   "Berlin_0_512", "arena",         "arena2",
                             "maze512-1-0", "maze512-32-9", "random512-10-0"};

std::string mapPath(const char* name) {
    return kDir + "/" + name + ".map";
}
std::string scenPath(const char* name) {
    return mapPath(name) + ".scen";
}

// The grid rows after the "map" line, read without the reader: line ends and '\r's dropped.
std::vector<std::string> gridRows(const std::string& text) {
    std::vector<std::string> rows;
    bool inGrid = false;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        std::string line = text.substr(start, end - start);
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (inGrid && !line.empty())
            rows.push_back(line);
        inGrid = inGrid || line == "map";
        start = end + 1;
    }
    return rows;
}

bool passableChar(char c) {
    return c == '.' || c == 'G';
}

// Where `maze` differs from the grid `rows`, or "" if nowhere: its size, which cells are on,
// which passages are open (exactly those between passable neighbours), and the endpoints on the
// first and last passable cells.
std::string gridMismatch(const Maze& maze, const std::vector<std::string>& rows) {
    const Size size{int(rows.front().size()), int(rows.size())};
    if (maze.size() != size)
        return "size " + toString(maze.size()) + ", the file's rows " + toString(size);
    const auto passable = [&](Cell c) {
        return maze.contains(c) && passableChar(rows[std::size_t(c.y)][std::size_t(c.x)]);
    };
    std::optional<Cell> first;
    Cell last;
    for (CellIndex i = 0; i < maze.cellCount(); ++i) {
        const Cell c = maze.cellAt(i);
        if (maze.isActive(i) != passable(c))
            return "cell " + toString(c) + (passable(c) ? " is off" : " is on");
        if (passable(c)) {
            first = first.value_or(c);
            last = c;
        }
        for (Dir d : kDirs)
            if (maze.isOpen(i, d) != (passable(c) && passable(step(c, d))))
                return "passage " + std::string(1, dirLetter(d)) + " of " + toString(c);
    }
    if (maze.start() != first || maze.goal() != last)
        return "endpoints " + toString(maze.start()) + " and " + toString(maze.goal());
    return {};
}

// Writes `text` to `path`; returns `path`.
std::string writeText(const std::string& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

// The message of the Error `load` throws, or "" if it throws none; a QString, so that QCOMPARE
// shows it.
template <typename Load>
QString errorOf(Load&& load) {
    try {
        (void)load();
    } catch (const Error& error) {
        return QString::fromStdString(error.what());
    }
    return {};
}

constexpr char kMapBytes[] = ".@TGOSW\n\r 0123456789mapthwidype";
constexpr std::string_view kMapInteresting(kMapBytes, sizeof kMapBytes);
constexpr char kScenBytes[] = "\t\n\r .0123456789-version";
constexpr std::string_view kScenInteresting(kScenBytes, sizeof kScenBytes);

const std::string kSmallMap = "type octile\nheight 3\nwidth 4\nmap\n..@.\n.@..\nT...\n";

// Reads `text` with `read`; a test failure unless it returns or throws a MazeFileError whose
// line lies in the text and whose message is "line N: " and its detail.
template <typename Read>
bool loadsOrIsRefused(const std::string& text, Read&& read, bool& broken) {
    try {
        read(text);
        return true;
    } catch (const MazeFileError& error) {
        if (const std::string problem = testing::fileErrorProblem(error, text); !problem.empty()) {
            if (!broken)
                qWarning("%s for:\n%s", problem.c_str(), testing::shown(text).constData());
            broken = true;
        }
    } catch (const std::exception& error) {
        if (!broken)
            qWarning("unexpected %s for:\n%s", error.what(), testing::shown(text).constData());
        broken = true;
    }
    return false;
}

} // namespace

class TestMovingAi : public QObject {
    Q_OBJECT

private slots:
    void everyMapOpensAsItsGrid_data() {
        QTest::addColumn<QString>("name");
        for (const char* name : kMaps)
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void everyMapOpensAsItsGrid() {
        QFETCH(QString, name);
        const std::string path = mapPath(qPrintable(name));
        const std::string text = readTextFile(path, "map");
        const MazeDocument document = loadMazeFile(path); // by its ".map"
        QVERIFY(!document.provenance);
        const std::string mismatch = gridMismatch(document.maze, gridRows(text));
        QVERIFY2(mismatch.empty(), mismatch.c_str());
    }

    // Berlin_0_512.map has CRLF line ends and no line end after its last row (the repository
    // keeps it so: .gitattributes), and reads like the others.
    void berlinKeepsItsLineEnds() {
        const std::string text = readTextFile(mapPath("Berlin_0_512"), "map");
        QVERIFY(text.find("\r\n") != std::string::npos);
        QVERIFY(text.back() != '\n');
        QVERIFY(readMovingAiMap(text).maze.size() == (Size{512, 512}));
    }

    void everyScenarioAgreesWithItsMap_data() { everyMapOpensAsItsGrid_data(); }
    void everyScenarioAgreesWithItsMap() {
        QFETCH(QString, name);
        const std::string map = qPrintable(name);
        const Maze maze = loadMazeFile(mapPath(map.c_str())).maze;
        const std::string text = readTextFile(scenPath(map.c_str()), "scenario");
        const auto problems =
            loadMovingAiScenarios(scenPath(map.c_str()), &maze, mapPath(map.c_str()));
        QCOMPARE(qsizetype(problems.size()), qsizetype(testing::lineCount(text) - 1));
        // Every problem is on this map, in buckets that never go down, on its line.
        for (std::size_t i = 0; i < problems.size(); ++i) {
            QCOMPARE(problems[i].map, map + ".map");
            QCOMPARE(problems[i].line, int(i) + 2);
            if (i > 0)
                QVERIFY(problems[i].bucket >= problems[i - 1].bucket);
        }
        // The published optimum, eight directions without corner cutting, is at most the
        // four-direction distance (every move of that path is allowed) and at least that
        // distance over sqrt(2) (each diagonal of the optimum can be walked as two straight
        // moves through passable cells). Both hold only if the map's passages are the file's.
        const std::size_t every = problems.size() > 1000 ? 40 : 1;
        for (std::size_t i = 0; i < problems.size(); i += every) {
            const BenchmarkProblem& p = problems[i];
            const auto moves = distancesFrom(maze, maze.index(p.start), DistanceMetric::Moves);
            const auto four = double(moves[std::size_t(maze.index(p.goal))]);
            QVERIFY2(four >= 0, qPrintable(QStringLiteral("line %1: unreachable").arg(p.line)));
            QVERIFY2(p.optimalLength <= four + 1e-6 &&
                         four <= p.optimalLength * std::sqrt(2.0) + 1e-6,
                     qPrintable(QStringLiteral("line %1: optimum %2, four directions %3")
                                    .arg(p.line)
                                    .arg(p.optimalLength)
                                    .arg(four)));
        }
    }

    void theFirstProblemOfArena() {
        const Maze maze = loadMazeFile(mapPath("arena")).maze;
        const BenchmarkProblem first = loadMovingAiScenarios(scenPath("arena"), &maze).front();
        QCOMPARE(first.line, 2);
        QCOMPARE(first.bucket, 0);
        QVERIFY(first.mapSize == (Size{49, 49}));
        QVERIFY(first.start == (Cell{19, 26}));
        QVERIFY(first.goal == (Cell{19, 29}));
        QCOMPARE(first.optimalLength, 3.0);
    }

    // The map of a scenario file: an explicit path first, else the file its problems name (the
    // folder dropped) in the scenario's folder, else the scenario's path without ".scen".
    void aScenarioFindsItsMapByOneRule() {
        QTemporaryDir temp;
        QVERIFY(temp.isValid());
        const std::string dir = temp.path().toStdString();
        const std::string arena = readTextFile(mapPath("arena"), "map");
        const std::string named = "version 1\n0\tmaps/arena.map\t49\t49\t19\t26\t19\t29\t3\n";
        writeText(dir + "/arena.map", arena);
        const std::string beside = writeText(dir + "/mine.map.scen", named);
        const MovingAiBenchmark found = loadMovingAiBenchmark(beside);
        QCOMPARE(found.scenarioPath, beside);
        QCOMPARE(found.mapPath, dir + "/arena.map");
        QCOMPARE(found.problems.size(), std::size_t(1));
        QVERIFY(found.map.maze.size() == (Size{49, 49}));
        // An explicit path wins over the one beside, even a broken one beside.
        writeText(dir + "/arena.map", "type octile\n");
        const MovingAiBenchmark given = loadMovingAiBenchmark(beside, mapPath("arena"));
        QCOMPARE(given.mapPath, mapPath("arena"));
        QCOMPARE(given.problems.size(), std::size_t(1));
        // The broken map beside it is the one read otherwise: its error names it as found.
        QCOMPARE(
            errorOf([&] { return loadMovingAiBenchmark(beside); }),
            QString::fromStdString(dir + "/arena.map: line 2: the map ends before its 'map' line"));
        // Without the named file, the scenario's own path without ".scen": read, and checked
        // against the problems' name.
        std::filesystem::remove(dir + "/arena.map");
        writeText(dir + "/mine.map", arena);
        QCOMPARE(errorOf([&] { return loadMovingAiBenchmark(beside); }),
                 QString::fromStdString(
                     beside + ": line 2: the problem's map 'maps/arena.map' is not the map opened, "
                              "'mine.map'"));
    }

    // No map found: the scenario file, its first problem's line, the map its problems name,
    // every path looked for in order, and what to do.
    void aMissingMapNamesThePathsLookedFor() {
        QTemporaryDir temp;
        QVERIFY(temp.isValid());
        const std::string dir = temp.path().toStdString();
        const std::string text = "version 1\n\n0\tarena.map\t49\t49\t19\t26\t19\t29\t3\n";
        const std::string renamed = writeText(dir + "/mine.map.scen", text);
        QCOMPARE(errorOf([&] { return loadMovingAiBenchmark(renamed); }),
                 QString::fromStdString(
                     renamed + ": line 3: cannot find the problems' map 'arena.map': looked for '" +
                     dir + "/arena.map' and '" + dir +
                     "/mine.map'; put the map beside the scenario file, or give its path with "
                     "mazelab-cli benchmark --maze FILE"));
        // A path without ".map.scen" has no second place to look; one the same as the first is
        // named once.
        for (const std::string name : {"mine.scen", "arena.map.scen"}) {
            const std::string path = writeText(dir + "/" + name, text);
            QCOMPARE(errorOf([&] { return loadMovingAiBenchmark(path); }),
                     QString::fromStdString(
                         path +
                         ": line 3: cannot find the problems' map 'arena.map': looked for '" + dir +
                         "/arena.map'; put the map beside the scenario file, or give its path "
                         "with mazelab-cli benchmark --maze FILE"));
        }
        // An explicit path that is not there: the map file's own message.
        const std::string nowhere = dir + "/nowhere.map";
        QVERIFY(
            errorOf([&] {
                return loadMovingAiBenchmark(renamed, nowhere);
            }).startsWith(QString::fromStdString("cannot open the map file '" + nowhere + "': ")));
    }

    // A map's scenario file beside it: none is no problems; a bad one is refused naming its path
    // as given and the line.
    void aMapsScenarioBesideItNamesItsPath() {
        QTemporaryDir temp;
        QVERIFY(temp.isValid());
        const std::string map = temp.path().toStdString() + "/small.map";
        const Maze maze = readMovingAiMap(kSmallMap).maze;
        QVERIFY(loadScenariosBeside(map, maze).empty());
        writeText(map + ".scen", "version 1\n0\tsmall.map\t4\t3\t0\t0\t3\t2\tlong\n");
        QCOMPARE(errorOf([&] { return loadScenariosBeside(map, maze); }),
                 QString::fromStdString(
                     map + ".scen: line 2: optimal length 'long' is not a number of 0 or more"));
    }

    void badMapsAreRefusedWithTheirLine_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("phrase");
        const QString head = QStringLiteral("type octile\nheight 3\nwidth 4\nmap\n");
        QTest::newRow("empty") << "" << 1 << "the map file is empty";
        QTest::newRow("not a map") << "mazelab-maze 1\n" << 1 << "not a Moving AI map";
        QTest::newRow("other type") << "type hex\nheight 3\n" << 1 << "map type 'hex'";
        QTest::newRow("no type") << "height 3\nwidth 4\nmap\n..\n" << 3 << "no 'type octile' line";
        QTest::newRow("no width") << "type octile\nheight 3\nmap\n" << 3 << "no 'width N' line";
        QTest::newRow("height twice") << "type octile\nheight 3\nheight 3\n"
                                      << 3 << "gives its height twice";
        QTest::newRow("height 1") << "type octile\nheight 1\n" << 2 << "height '1' is out of range";
        QTest::newRow("height 5000") << "type octile\nheight 5000\n" << 2 << "2 to 4096";
        QTest::newRow("huge width") << "type octile\nwidth 99999999999999999999\n"
                                    << 2 << "out of range";
        QTest::newRow("width without value") << "type octile\nwidth\n" << 2 << "exactly one value";
        QTest::newRow("unknown header line") << "type octile\ncolour red\n"
                                             << 2 << "unknown line 'colour red'";
        QTest::newRow("no map line") << "type octile\nheight 3\nwidth 4\n"
                                     << 4 << "ends before its 'map' line";
        QTest::newRow("rows missing") << head + "....\n" << 6 << "ends after 1 rows";
        QTest::newRow("short row") << head + "....\n...\n....\n"
                                   << 6 << "map row 2 has 3 characters: it must have 4";
        QTest::newRow("long row") << head + ".....\n" << 5 << "row 1 has 5 characters";
        QTest::newRow("unknown terrain") << head + "....\n..X.\n....\n"
                                         << 6 << "unknown terrain 'X' at column 3 of map row 2";
        QTest::newRow("tab in a row") << head + "....\n.\t..\n....\n" << 6 << "'\\x09'";
        QTest::newRow("extra row") << head + "....\n....\n....\n....\n"
                                   << 8 << "more rows than its height, 3";
        QTest::newRow("one passable cell") << head + "@@@@\n@.@@\n@@@@\n"
                                           << 8 << "has 1 passable cells";
        QTest::newRow("long bad line")
            << "type octile\n" + QString(1 << 20, QLatin1Char('k')) << 2 << "unknown line 'kkkk";
    }
    void badMapsAreRefusedWithTheirLine() {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(QString, phrase);
        const QString why = testing::fileErrorMismatch(
            [&] { (void)readMovingAiMap(text.toStdString()); }, line, phrase);
        QVERIFY2(why.isEmpty(), qPrintable(why));
        // The message quotes at most an excerpt of the input.
        try {
            (void)readMovingAiMap(text.toStdString());
        } catch (const MazeFileError& error) {
            QVERIFY(std::string_view(error.what()).size() < 300);
        }
    }

    void goodVariantsOfTheFormatOpen() {
        // Header lines in any order, blank lines between them, CRLF, no final line end, 'G'.
        const Maze maze =
            readMovingAiMap("width 4\r\n\r\ntype octile\r\nheight 3\r\nmap\r\n.G@.\r\n.@..\r\nT...")
                .maze;
        QVERIFY(maze.size() == (Size{4, 3}));
        QCOMPARE(maze.activeCellCount(), CellIndex(9));
        QVERIFY(maze.start() == (Cell{0, 0}));
        QVERIFY(maze.goal() == (Cell{3, 2}));
        QVERIFY(maze.isOpen(maze.index({0, 0}), Dir::East));  // '.' to 'G'
        QVERIFY(!maze.isOpen(maze.index({1, 0}), Dir::East)); // 'G' to '@'
        QCOMPARE(readMovingAiMap(kSmallMap).maze.activeCellCount(), CellIndex(9));
    }

    void badScenariosAreRefusedWithTheirLine_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("phrase");
        const QString v = QStringLiteral("version 1\n");
        QTest::newRow("empty") << "" << 1 << "the scenario file is empty";
        QTest::newRow("not a scenario") << "type octile\n" << 1 << "not a Moving AI scenario";
        QTest::newRow("version 2") << "version 2\n" << 1 << "version '2' is not supported";
        QTest::newRow("no problems") << v + "\n" << 3 << "has no problems";
        QTest::newRow("8 fields") << v + "0\tsmall.map\t4\t3\t0\t0\t3\t2\n"
                                  << 2 << "this line has 8";
        QTest::newRow("bucket not a number") << v + "x\tsmall.map\t4\t3\t0\t0\t3\t2\t4\n"
                                             << 2 << "bucket 'x' is not a whole number";
        QTest::newRow("negative start") << v + "0\tsmall.map\t4\t3\t-1\t0\t3\t2\t4\n"
                                        << 2 << "start x '-1'";
        QTest::newRow("optimum not a number") << v + "0\tsmall.map\t4\t3\t0\t0\t3\t2\tnan\n"
                                              << 2 << "optimal length 'nan'";
        QTest::newRow("negative optimum") << v + "0\tsmall.map\t4\t3\t0\t0\t3\t2\t-4\n"
                                          << 2 << "optimal length '-4'";
        QTest::newRow("goal outside") << v + "0\tsmall.map\t4\t3\t0\t0\t4\t2\t4\n"
                                      << 2 << "goal 4,2 is outside the 4x3 map";
        QTest::newRow("second line bad") << v + "0\tsmall.map\t4\t3\t0\t0\t3\t2\t4\n0\tsmall.map\n"
                                         << 3 << "this line has 2";
        // Checked against kSmallMap, opened as maps/small.map.
        QTest::newRow("other map") << v + "0\tarena.map\t4\t3\t0\t0\t3\t2\t4\n"
                                   << 2
                                   << "the problem's map 'arena.map' is not the map opened, "
                                      "'small.map'";
        QTest::newRow("same map in a folder")
            << v + "0\tsmall.map\t4\t3\t0\t0\t3\t2\t4\n0\tdao\\small.map\t4\t3\t0\t0\t9\t2\t4\n"
            << 3 << "goal 9,2 is outside";
        QTest::newRow("map size differs") << v + "0\tsmall.map\t5\t3\t0\t0\t3\t2\t4\n"
                                          << 2 << "is 5x3: the map opened is 4x3";
        QTest::newRow("start blocked") << v + "0\tsmall.map\t4\t3\t2\t0\t3\t2\t4\n"
                                       << 2 << "start 2,0 is on a blocked cell";
        QTest::newRow("goal blocked") << v + "0\tsmall.map\t4\t3\t0\t0\t0\t2\t4\n"
                                      << 2 << "goal 0,2 is on a blocked cell";
    }
    void badScenariosAreRefusedWithTheirLine() {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(QString, phrase);
        const Maze map = readMovingAiMap(kSmallMap).maze;
        const QString why = testing::fileErrorMismatch(
            [&] { (void)readMovingAiScenarios(text.toStdString(), &map, "maps/small.map"); }, line,
            phrase);
        QVERIFY2(why.isEmpty(), qPrintable(why));
    }

    void aScenarioWithCrlfAndAStartOnItsGoalReads() {
        const auto problems =
            readMovingAiScenarios("version 1.0\r\n3\tsmall.map\t4\t3\t1\t2\t1\t2\t0.00000000\r\n"
                                  "3\tsmall.map\t4\t3\t0\t0\t3\t2\t4.82842712");
        QCOMPARE(problems.size(), std::size_t(2));
        QCOMPARE(problems[0].bucket, 3);
        QVERIFY(problems[0].start == problems[0].goal);
        QCOMPARE(problems[0].optimalLength, 0.0);
        QVERIFY(problems[1].goal == (Cell{3, 2}));
        QCOMPARE(problems[1].optimalLength, 4.82842712);
    }

    // Mutated maps and scenarios (bytes flipped, replaced, inserted or deleted, lines
    // duplicated, deleted or swapped, truncated, spliced) load or are refused with a line in the
    // file; a map that loads is a valid maze.
    void mutatedFilesLoadOrAreRefused() {
        const std::vector<std::string> maps = {kSmallMap, readTextFile(mapPath("arena"), "map")};
        const std::vector<std::string> scens = {
            "version 1\n0\tsmall.map\t4\t3\t0\t0\t3\t2\t4.82842712\n",
            readTextFile(scenPath("arena"), "scenario")};
        const Maze small = readMovingAiMap(kSmallMap).maze;
        Random random(20261127);
        bool broken = false;
        int mapsLoaded = 0;
        int scensLoaded = 0;
        constexpr int kRounds = 6000;
        for (int n = 0; n < kRounds && !broken; ++n) {
            std::string map = maps[random.below(maps.size())];
            std::string scen = scens[random.below(scens.size())];
            const auto changes = 1 + random.below(3);
            for (std::uint64_t c = 0; c < changes; ++c) {
                map = testing::mutate(std::move(map), maps, kMapInteresting, random);
                scen = testing::mutate(std::move(scen), scens, kScenInteresting, random);
            }
            mapsLoaded += loadsOrIsRefused(
                map,
                [&](const std::string& text) {
                    const Maze maze = readMovingAiMap(text).maze;
                    if (!Maze::sizeError(maze.size()).empty() || maze.start() == maze.goal() ||
                        !maze.isActive(maze.index(maze.start())) ||
                        !maze.isActive(maze.index(maze.goal())))
                        throw std::logic_error("an invalid maze loaded");
                },
                broken);
            scensLoaded += loadsOrIsRefused(
                scen, [&](const std::string& text) { (void)readMovingAiScenarios(text, &small); },
                broken);
        }
        QVERIFY(!broken);
        qInfo("%d rounds: %d maps and %d scenarios loaded", kRounds, mapsLoaded, scensLoaded);
        // Both outcomes are common, or the mutations test little.
        QVERIFY(mapsLoaded > kRounds / 50 && mapsLoaded < kRounds / 2);
        QVERIFY(scensLoaded > kRounds / 50 && scensLoaded < kRounds * 9 / 10);
    }
};

QTEST_GUILESS_MAIN(TestMovingAi)
#include "test_movingai.moc"
