// Maze files (docs/file-format.md): canonical writing, exact round trips, tolerant reading of
// hand-edited files, and a precise, line-numbered error for every kind of bad file.
#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/maze_file.hpp"
#include "core/random.hpp"
#include "support.hpp"
#endif

#include <cerrno>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <sstream>
#include <string>
#include <vector>

#include <sys/syscall.h>
#include <unistd.h>

using namespace mazelab;

namespace {

using testing::kExample;

std::string joinLines(std::initializer_list<std::string> lines) {
    std::string text;
    for (const std::string& line : lines)
        text += line + "\n";
    return text;
}

// The base of the bad-file table; line numbers on the right.
const std::string kSmall = joinLines({
    "mazelab-maze 1", // 1
    "size 3x2",       // 2
    "start 0,0",      // 3
    "goal 2,1",       // 4
    "+---+---+---+",  // 5
    "|       |   |",  // 6
    "+---+   +   +",  // 7
    "|           |",  // 8
    "+---+---+---+",  // 9
});

std::vector<std::string> splitLines(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream stream(text);
    for (std::string line; std::getline(stream, line);)
        lines.push_back(line);
    return lines;
}

std::string join(const std::vector<std::string>& lines) {
    std::string text;
    for (const std::string& line : lines)
        text += line + "\n";
    return text;
}

// text with its line n (1-based) replaced.
std::string withLine(const std::string& text, int n, const std::string& replacement) {
    auto lines = splitLines(text);
    lines.at(std::size_t(n - 1)) = replacement;
    return join(lines);
}

// text with a new line inserted so that it becomes line n.
std::string inserted(const std::string& text, int n, const std::string& line) {
    auto lines = splitLines(text);
    lines.insert(lines.begin() + (n - 1), line);
    return join(lines);
}

std::string withoutLine(const std::string& text, int n) {
    auto lines = splitLines(text);
    lines.erase(lines.begin() + (n - 1));
    return join(lines);
}

// The first n lines of text.
std::string firstLines(const std::string& text, int n) {
    auto lines = splitLines(text);
    lines.resize(std::size_t(n));
    return join(lines);
}

// kSmall with costs on lines 10-12.
const std::string kSmallWithCosts = kSmall + joinLines({"costs", "1 2 3", "4 5 255"});

// kSmall with provenance on lines 5-7 and the art on lines 8-12.
const std::string kSmallWithProvenance = inserted(
    inserted(inserted(kSmall, 5, "param bias=se"), 5, "seed 42"), 5, "generator binary-tree");

// A 3x2 maze whose cell 2,0 has four walls and is switched off by the mask (lines 10-12), with
// provenance that records its shaping (lines 5-9).
const std::string kMasked = joinLines({
    "mazelab-maze 1",            // 1
    "size 3x2",                  // 2
    "start 0,0",                 // 3
    "goal 2,1",                  // 4
    "generator aldous-broder",   // 5
    "seed 7",                    // 6
    "shape braid=40",            // 7
    "shape symmetry=left-right", // 8
    "shape terrain=30,50,9",     // 9
    "+---+---+---+",             // 10
    "|       |   |",             // 11
    "+---+   +---+",             // 12
    "|           |",             // 13
    "+---+---+---+",             // 14
    "mask",                      // 15
    "..#",                       // 16
    "...",                       // 17
});

// A maze with random passages (not necessarily perfect), random endpoints and, if asked,
// random costs: covers what generators never produce, such as loops and isolated cells.
MazeDocument randomDocument(Size size, std::uint64_t seed, bool withCosts, bool withProvenance) {
    Random random(seed);
    MazeDocument document{Maze(size), std::nullopt};
    Maze& maze = document.maze;
    for (CellIndex i = 0; i < maze.cellCount(); ++i) {
        const Cell cell = maze.cellAt(i);
        for (Dir d : {Dir::East, Dir::South})
            if ((maze.insideDirs(cell) & bit(d)) && random.chance(0.5))
                maze.carve(i, d);
        if (withCosts)
            maze.setCost(i, int(1 + random.below(Maze::kMaxCost)));
    }
    const auto randomCell = [&] {
        return Cell{int(random.below(std::uint64_t(size.width))),
                    int(random.below(std::uint64_t(size.height)))};
    };
    const Cell start = randomCell();
    Cell goal = randomCell();
    while (goal == start)
        goal = randomCell();
    maze.setEndpoints(start, goal);
    if (withProvenance)
        document.provenance = Provenance{"aldous-broder",
                                         seed * 0x9E3779B97F4A7C15ull,
                                         {"share=40", "bias=nw", "weights=1,2:3"}};
    return document;
}

std::string readAll(const std::string& path) {
    std::ifstream stream(path, std::ios::binary);
    std::ostringstream text;
    text << stream.rdbuf();
    return text.str();
}

// One fsync made while a test listens: the file it flushed, what that file held, and what the
// path being saved (g_saved) held at that moment.
struct SyncCall {
    std::string file;
    std::string contents;
    std::string savedThen;
};
std::vector<SyncCall>* g_syncs = nullptr;
std::string g_saved;

} // namespace

// Stands in for the C library's fsync (the core is linked into this test statically): notes the
// call while a test listens, then flushes for real.
extern "C" int fsync(int fd) {
    if (g_syncs) {
        char link[4096];
        const std::string fdPath = "/proc/self/fd/" + std::to_string(fd);
        const ssize_t length = readlink(fdPath.c_str(), link, sizeof link - 1);
        const std::string file = length > 0 ? std::string(link, std::size_t(length)) : fdPath;
        g_syncs->push_back({file, readAll(file), readAll(g_saved)});
    }
    return int(syscall(SYS_fsync, fd));
}

class TestMazeFile : public QObject {
    Q_OBJECT

private slots:
    // The documented example reads to exactly the passages its art draws, with its provenance
    // and costs.
    void handWrittenExampleHasExactPassages() {
        const MazeDocument document = readMazeText(kExample);
        const Maze& maze = document.maze;
        QVERIFY((maze.size() == Size{4, 3}));
        QVERIFY((maze.start() == Cell{0, 0}));
        QVERIFY((maze.goal() == Cell{3, 2}));
        const DirSet E = bit(Dir::East), S = bit(Dir::South), W = bit(Dir::West),
                     N = bit(Dir::North);
        const DirSet expected[] = {
            DirSet(E | S), DirSet(W),         DirSet(E | S), DirSet(W | S),
            DirSet(N | S), DirSet(E | S),     DirSet(W | N), DirSet(N | S),
            DirSet(N | E), DirSet(N | E | W), DirSet(E | W), DirSet(W | N),
        };
        for (CellIndex i = 0; i < maze.cellCount(); ++i) {
            const QByteArray where = QByteArray::fromStdString(toString(maze.cellAt(i)));
            QVERIFY2(maze.openDirs(i) == expected[i], where.constData());
            QCOMPARE(maze.cost(i), i == maze.index({1, 1}) ? 9 : 1);
        }
        QCOMPARE(maze.passageCount(), 12);
        QVERIFY(document.provenance.has_value());
        QCOMPARE(document.provenance->generator, std::string("modified-binary-tree"));
        QCOMPARE(document.provenance->seed, std::uint64_t(42));
        QCOMPARE(document.provenance->params, (std::vector<std::string>{"bias=se", "share=100"}));
    }

    // A canonical file is written back byte for byte.
    void canonicalExampleIsWrittenBackByteForByte() {
        QCOMPARE(writeMazeText(readMazeText(kExample)), kExample);
        QCOMPARE(writeMazeText(readMazeText(kSmall)), kSmall);
        QCOMPARE(writeMazeText(readMazeText(kSmallWithCosts)), kSmallWithCosts);
        QCOMPARE(writeMazeText(readMazeText(kSmallWithProvenance)), kSmallWithProvenance);
        QCOMPARE(writeMazeText(readMazeText(kMasked)), kMasked);
        const MazeDocument masked = readMazeText(kMasked);
        QVERIFY(!masked.maze.isActive(2));
        QCOMPARE(masked.maze.activeCellCount(), CellIndex(5));
        QCOMPARE(masked.provenance->shaping,
                 (std::vector<std::string>{"braid=40", "symmetry=left-right", "terrain=30,50,9"}));
    }

    // Reading what was written reproduces the maze and provenance exactly, and writing that
    // again gives identical text, with and without provenance and costs.
    void writtenMazesReadBackExactly_data() {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<bool>("withCosts");
        QTest::addColumn<bool>("withProvenance");
        const Size sizes[] = {{2, 2}, {3, 7}, {17, 5}, {64, 64}, {200, 3}};
        for (Size size : sizes)
            for (bool costs : {false, true})
                for (bool provenance : {false, true})
                    QTest::addRow("%dx%d%s%s", size.width, size.height, costs ? " costs" : "",
                                  provenance ? " provenance" : "")
                        << size.width << size.height << costs << provenance;
    }
    void writtenMazesReadBackExactly() {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(bool, withCosts);
        QFETCH(bool, withProvenance);
        const MazeDocument original = randomDocument(
            {width, height}, std::uint64_t(width * 1000 + height), withCosts, withProvenance);
        const std::string text = writeMazeText(original);
        QCOMPARE(text.find("costs\n") != std::string::npos, withCosts);
        QCOMPARE(text.find("generator ") != std::string::npos, withProvenance);
        const MazeDocument copy = readMazeText(text);
        QVERIFY(copy.maze == original.maze);
        QVERIFY(copy.provenance == original.provenance);
        QCOMPARE(writeMazeText(copy), text);
    }

    // A file is canonical: lines end in '\n' (the last one too), and costs appear only if some
    // cost is not 1.
    void unitCostsAreReadButNotWritten() {
        const std::string text = kSmall + joinLines({"costs", "1 1 1", "1 1 1"});
        const MazeDocument document = readMazeText(text);
        QVERIFY(document.maze.hasUnitCosts());
        QCOMPARE(writeMazeText(document), kSmall);
    }

    // Files saved on Windows (CRLF line ends) read like LF files.
    void crlfFilesAreAccepted() {
        std::string crlf;
        for (char c : kExample)
            crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
        const MazeDocument document = readMazeText(crlf);
        QVERIFY(document.maze == readMazeText(kExample).maze);
        QVERIFY(document.provenance == readMazeText(kExample).provenance);
        QCOMPARE(writeMazeText(document), kExample);
    }

    // The last line needs no '\n'.
    void fileWithoutFinalNewlineIsAccepted() {
        const std::string text = kExample.substr(0, kExample.size() - 1);
        QVERIFY(readMazeText(text).maze == readMazeText(kExample).maze);
    }

    // Hand edits are tolerated where they are harmless: header keys in any order, comments and
    // blank lines in the header, tabs or several spaces between fields, blank lines around the
    // costs and at the end.
    void handEditedFileIsAccepted() {
        const MazeDocument document =
            loadMazeFile(std::string(MAZELAB_TEST_DATA) + "/hand-edited-5x3.maze");
        const Maze& maze = document.maze;
        QVERIFY((maze.size() == Size{5, 3}));
        QVERIFY((maze.start() == Cell{0, 2}));
        QVERIFY((maze.goal() == Cell{4, 0}));
        QVERIFY(!document.provenance);
        QCOMPARE(maze.cost(maze.index({2, 0})), 3);
        QCOMPARE(maze.cost(maze.index({1, 1})), 1);
        QVERIFY(maze.isOpen(maze.index({1, 0}), Dir::East));
        QVERIFY(!maze.isOpen(maze.index({2, 0}), Dir::East));
        QVERIFY(!maze.isOpen(maze.index({1, 0}), Dir::South));
        QVERIFY(maze.isOpen(maze.index({4, 1}), Dir::South));
        QCOMPARE(maze.passageCount(), 14);
        // Written back it is canonical, and stays so.
        const std::string canonical = writeMazeText(document);
        QVERIFY(canonical.find('#') == std::string::npos);
        QCOMPARE(writeMazeText(readMazeText(canonical)), canonical);
    }

    // The stored example file is the documented example.
    void exampleFixtureIsTheDocumentedExample() {
        const std::string path = std::string(MAZELAB_TEST_DATA) + "/example-4x3.maze";
        QCOMPARE(readAll(path), kExample);
        const MazeDocument document = loadMazeFile(path);
        QVERIFY(document.maze == readMazeText(kExample).maze);
        QVERIFY(document.provenance == readMazeText(kExample).provenance);
    }

    // Every bad file is a MazeFileError naming its line, whose message starts "line N: " and
    // says what is wrong; nothing else is thrown. A table, one row per bad file.
    void badFilesAreRejectedWithTheirLineNumber_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("phrase");
        const auto row = [](const char* name, const std::string& text, int line,
                            const char* phrase) {
            QTest::newRow(name) << QByteArray::fromStdString(text) << line << QString(phrase);
        };
        const std::string& s = kSmall;
        const std::string& c = kSmallWithCosts;
        const std::string& p = kSmallWithProvenance;

        // The first line.
        row("empty file", "", 1, "not a mazelab maze file");
        row("wrong magic", withLine(s, 1, "mazelab-labyrinth 1"), 1, "not a mazelab maze file");
        row("binary junk", std::string("\177ELF\002\001"), 1, "not a mazelab maze file");
        row("wrong version", withLine(s, 1, "mazelab-maze 2"), 1,
            "version 2 is not supported: this mazelab reads version 1");
        row("version not a number", withLine(s, 1, "mazelab-maze one"), 1, "version 'one'");
        row("version missing", withLine(s, 1, "mazelab-maze"), 1, "'mazelab-maze 1'");
        row("comment before the magic", inserted(s, 1, "# hello"), 1, "not a mazelab maze");

        // Required keys; a missing one is reported where the art starts.
        row("missing size", withoutLine(s, 2), 4, "no 'size WxH' line");
        row("missing start", withoutLine(s, 3), 4, "no 'start x,y' line");
        row("missing goal", withoutLine(s, 4), 4, "no 'goal x,y' line");
        row("missing size, no art", firstLines(withoutLine(s, 2), 3), 4, "no 'size WxH' line");

        // Size.
        row("size 0x5", withLine(s, 2, "size 0x5"), 2, "out of range");
        row("size 5000x5", withLine(s, 2, "size 5000x5"), 2, "2 to 4096");
        row("size 2x4097", withLine(s, 2, "size 2x4097"), 2, "out of range");
        row("size -3x2", withLine(s, 2, "size -3x2"), 2, "out of range");
        row("size overflow", withLine(s, 2, "size 99999999999x2"), 2,
            "size 99999999999x2 is out of range");
        row("size garbage", withLine(s, 2, "size big"), 2, "must be written WxH");
        row("size with capital X", withLine(s, 2, "size 3X2"), 2, "must be written WxH");
        row("size with two values", withLine(s, 2, "size 3 2"), 2, "exactly one value");
        row("size without value", withLine(s, 2, "size"), 2, "exactly one value");

        // Start and goal.
        row("start outside", withLine(s, 3, "start 3,0"), 3, "start 3,0 is outside the 3x2 maze");
        row("goal outside", withLine(s, 4, "goal 2,2"), 4, "goal 2,2 is outside");
        row("start negative", withLine(s, 3, "start -1,0"), 3, "is outside");
        row("start overflow", withLine(s, 3, "start 0,99999999999999999999"), 3, "is outside");
        row("start malformed", withLine(s, 3, "start 0;0"), 3, "must be written x,y");
        row("start on goal", withLine(s, 4, "goal 0,0"), 4, "must be different cells");
        row("goal on start, goal first", inserted(withoutLine(s, 4), 2, "goal 0,0"), 4,
            "start and goal are both 0,0");

        // Keys.
        row("duplicate key", inserted(s, 3, "size 3x2"), 3, "given twice (first on line 2)");
        row("duplicate goal", inserted(s, 5, "goal 1,1"), 5, "goal is given twice");
        row("unknown key", inserted(s, 3, "colour red"), 3, "unknown key 'colour'");
        row("costs in the header", inserted(s, 5, "costs"), 5, "unknown key 'costs'");
        row("indented art", withLine(s, 5, " +---+---+---+"), 5, "unknown key '+---+---+---+'");
        row("control character", withLine(s, 3, std::string("start 0,0\0", 10)), 3,
            "control character '\\x00'");

        // Provenance.
        row("seed without generator", inserted(s, 5, "seed 7"), 5, "seed without a generator");
        row("generator without seed", inserted(s, 5, "generator binary-tree"), 5,
            "generator without a seed");
        row("param without generator", inserted(s, 5, "param bias=se"), 5,
            "param without a generator");
        row("seed not a number", withLine(p, 6, "seed forty-two"), 6, "whole number");
        row("seed negative", withLine(p, 6, "seed -1"), 6, "whole number from 0 to");
        row("seed overflow", withLine(p, 6, "seed 18446744073709551616"), 6,
            "18446744073709551615");
        row("param without value", withLine(p, 7, "param bias"), 7, "key=value");
        row("param without key", withLine(p, 7, "param =se"), 7, "key=value");
        row("param twice", inserted(p, 8, "param bias=nw"), 8, "param 'bias' is given twice");
        row("duplicate generator", inserted(p, 8, "generator dfs"), 8, "given twice");

        // The art's shape.
        row("art missing entirely", firstLines(s, 4), 5, "maze art is missing");
        row("art missing, comments only", firstLines(s, 4) + "# art to come\n\n", 7,
            "maze art is missing");
        row("truncated art", firstLines(s, 7), 8, "ends inside the maze art after 3 of its 5");
        row("truncated art, no final newline", kSmall.substr(0, kSmall.size() - 1 - 14), 9,
            "after 4 of its 5");
        row("ragged short line", withLine(s, 6, "|       |  |"), 6,
            "is 12 characters long: the maze has 5 art lines (2H+1 for H = 2) of 13 characters");
        row("ragged long line", withLine(s, 8, "|           | "), 8, "is 14 characters long");
        row("blank line in the art", inserted(s, 7, ""), 7, "is 0 characters long");
        row("art of another size", withLine(s, 2, "size 4x2"), 5, "is 13 characters long");
        row("art too short for the size", withLine(s, 2, "size 3x3"), 10,
            "ends inside the maze art after 5 of its 7");

        // The art's walls.
        row("half wall", withLine(s, 7, "+-- +   +   +"), 7, "inconsistent wall '-- '");
        row("gapped wall", withLine(s, 7, "+---+- -+   +"), 7, "inconsistent wall '- -'");
        row("wrong wall character", withLine(s, 7, "+---+===+   +"), 7, "inconsistent wall");
        row("bad corner", withLine(s, 7, "+---+   -   +"), 7, "column 9 should be a corner '+'");
        row("bad last corner", withLine(s, 7, "+---+   +   |"), 7, "column 13 should be a corner");
        row("open top", withLine(s, 5, "+---+   +---+"), 5, "top edge has a gap at columns 6-8");
        row("open bottom", withLine(s, 9, "+---+---+   +"), 9, "bottom edge has a gap");
        row("open west", withLine(s, 8, "            |"), 8, "west edge has a gap at column 1");
        row("open east", withLine(s, 6, "|       |    "), 6, "east edge has a gap at column 13");
        row("cell interior", withLine(s, 6, "| x     |   |"), 6,
            "cell 0,0 is written ' x ' at columns 2-4: the inside of a cell must be three spaces");
        row("tab in a cell", withLine(s, 8, "|    \t      |"), 8, "cell 1,1 is written '\\x09  '");
        row("wall in a passage column", withLine(s, 8, "|   -       |"), 8,
            "unexpected character '-' at column 5");

        // Costs.
        row("cost 0", withLine(c, 11, "1 0 3"), 11, "cost 0 of cell 1,0 is out of range");
        row("cost 256", withLine(c, 12, "4 5 256"), 12, "out of range: costs must be 1 to 255");
        row("cost negative", withLine(c, 11, "-1 2 3"), 11, "out of range");
        row("cost overflow", withLine(c, 11, "1 2 99999999999999999999"), 11, "out of range");
        row("cost row too short", withLine(c, 11, "1 2"), 11, "has 2 numbers: it must have 3");
        row("cost row too long", withLine(c, 12, "4 5 6 7"), 12, "has 4 numbers");
        row("cost not a number", withLine(c, 11, "1 two 3"), 11, "'two' of cell 1,0 is not");
        row("cost with a plus sign", withLine(c, 11, "1 +2 3"), 11, "not a whole number");
        row("cost with a fraction", withLine(c, 11, "1 2.5 3"), 11, "not a whole number");
        row("costs truncated", firstLines(c, 11), 12, "ends inside the costs after 1 of 2 rows");
        row("costs heading only", firstLines(c, 10), 11, "after 0 of 2 rows");
        row("blank cost row", inserted(c, 12, ""), 12, "has 0 numbers");

        // After the art and costs: blank lines only.
        row("junk after the art", s + "hello\n", 10, "trailing junk 'hello' after the maze art");
        row("comment after the art", s + "\n# note\n", 11, "trailing junk '# note'");
        row("junk after the costs", c + "\nmore\n", 14, "trailing junk 'more' after the costs");
        row("second costs section", c + "costs\n", 13, "after the costs");
        row("extra cost row", c + "1 1 1\n", 13, "trailing junk '1 1 1' after the costs");

        // The mask section and shaping provenance.
        const std::string m = kMasked;
        row("masked cell with a passage", s + "mask\n..#\n...\n", 11, "has a passage");
        row("masked start", withLine(m, 16, "#.#"), 16, "cell 0,0 is the start");
        row("masked goal", withLine(m, 17, "..#"), 17, "cell 2,1 is the goal");
        row("mask character", withLine(m, 16, "..x"), 16, "mask character 'x'");
        row("mask row too short", withLine(m, 16, ".#"), 16, "has 2 characters: it must have 3");
        row("mask truncated", firstLines(m, 16), 17, "ends inside the mask after 1 of 2 rows");
        row("second mask", m + "mask\n", 18, "after the mask");
        row("unknown shape", withLine(m, 7, "shape twist=3"), 7, "must be braid=PERCENT");
        row("shape twice", withLine(m, 8, "shape braid=10"), 8, "braid is given twice");
        row("shape without generator", inserted(kSmall, 5, "shape braid=10"), 5,
            "shape without a generator");
    }
    void badFilesAreRejectedWithTheirLineNumber() {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(QString, phrase);
        const QString mismatch = testing::fileErrorMismatch(
            [&] {
                (void)readMazeText(std::string_view(text.constData(), std::size_t(text.size())));
            },
            line, phrase);
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch + "\n" + QString::fromLatin1(text)));
    }

    // The writer refuses provenance the reader could not read back, rather than writing a file
    // that cannot be loaded.
    void unreadableProvenanceIsNotWritten_data() {
        QTest::addColumn<QString>("generator");
        QTest::addColumn<QStringList>("params");
        QTest::newRow("empty generator") << QString("") << QStringList{};
        QTest::newRow("generator with a space") << QString("binary tree") << QStringList{};
        QTest::newRow("generator with a newline") << QString("binary\ntree") << QStringList{};
        QTest::newRow("param without =") << QString("dfs") << QStringList{"bias"};
        QTest::newRow("param without key") << QString("dfs") << QStringList{"=3"};
        QTest::newRow("param without value") << QString("dfs") << QStringList{"bias="};
        QTest::newRow("param with a space") << QString("dfs") << QStringList{"bias=s e"};
        QTest::newRow("param twice") << QString("dfs") << QStringList{"bias=se", "bias=nw"};
    }
    void unreadableProvenanceIsNotWritten() {
        QFETCH(QString, generator);
        QFETCH(QStringList, params);
        MazeDocument document;
        document.provenance = Provenance{generator.toStdString(), 1, {}};
        for (const QString& param : params)
            document.provenance->params.push_back(param.toStdString());
        QCOMPARE(testing::fileErrorMismatch([&] { (void)writeMazeText(document); }, 0,
                                            "cannot write the maze file: "),
                 QString());
    }

    // Errors about the file as a whole have line 0 and no "line" prefix.
    void fileErrorsHaveLineZero() {
        const MazeFileError error(0, "cannot open the maze file 'x': No such file or directory");
        QCOMPARE(error.line(), 0);
        QCOMPARE(std::string(error.what()), error.detail());
        const MazeFileError located(7, "trailing junk");
        QCOMPARE(std::string(located.what()), std::string("line 7: trailing junk"));
    }

    // Saving and loading a file round-trips, replaces an existing file and leaves no
    // temporary file behind.
    void savedFilesLoadBackAndReplaceOldOnes() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string path = dir.filePath("maze.maze").toStdString();
        const MazeDocument first = randomDocument({9, 4}, 1, true, true);
        const MazeDocument second = randomDocument({5, 6}, 2, false, false);
        saveMazeFile(path, first);
        QCOMPARE(readAll(path), writeMazeText(first));
        saveMazeFile(path, second);
        const MazeDocument loaded = loadMazeFile(path);
        QVERIFY(loaded.maze == second.maze);
        QVERIFY(!loaded.provenance);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"maze.maze"});
    }

    // A save that fails (here: the path is a directory, so the final rename fails) leaves what
    // was there untouched and removes its temporary file.
    void failedSaveKeepsTheOldFileAndLeavesNoTemporary() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(QDir(dir.path()).mkpath("taken/inside"));
        const std::string path = dir.filePath("taken").toStdString();
        QCOMPARE(testing::fileErrorMismatch(
                     [&] { saveMazeFile(path, randomDocument({3, 3}, 3, false, false)); }, 0,
                     QString::fromStdString("'" + path + "'")),
                 QString());
        QVERIFY(QDir(dir.filePath("taken/inside")).exists());
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
                 QStringList{"taken"});
    }

    // Opening, reading or writing problems are line-0 errors naming the path and the reason.
    void fileProblemsNameThePathAndTheReason() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string missing = dir.filePath("no-such.maze").toStdString();
        QCOMPARE(testing::fileErrorMismatch([&] { (void)loadMazeFile(missing); }, 0,
                                            QString::fromStdString("cannot open the maze file '" +
                                                                   missing + "': " +
                                                                   std::strerror(ENOENT))),
                 QString());
        const std::string inMissingDir = dir.filePath("no-such-dir/x.maze").toStdString();
        QCOMPARE(testing::fileErrorMismatch([&] { saveMazeFile(inMissingDir, MazeDocument{}); }, 0,
                                            QString::fromStdString("cannot save the maze to '" +
                                                                   inMissingDir + "': " +
                                                                   std::strerror(ENOENT))),
                 QString());
        QCOMPARE(testing::fileErrorMismatch(
                     [&] { (void)loadMazeFile(dir.path().toStdString()); }, 0, dir.path()),
                 QString());
    }

    // A save flushes the new file to the disk before the rename puts it in place, so that a
    // power cut leaves the old file or the new one whole: one flush, of the temporary file
    // holding the whole new text, while the path still held the old one.
    void aSaveFlushesItsFileBeforeTheRename() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string path =
            (std::filesystem::canonical(dir.path().toStdString()) / "flushed.maze").string();
        const MazeDocument first = randomDocument({7, 5}, 5, true, true);
        const MazeDocument second = randomDocument({6, 8}, 6, false, true);
        saveMazeFile(path, first);
        std::vector<SyncCall> syncs;
        g_saved = path;
        g_syncs = &syncs;
        saveMazeFile(path, second);
        g_syncs = nullptr;
        QCOMPARE(syncs.size(), std::size_t(1));
        QCOMPARE(syncs[0].file, path + ".tmp");
        QCOMPARE(syncs[0].contents, writeMazeText(second));
        QCOMPARE(syncs[0].savedThen, writeMazeText(first));
        QCOMPARE(readAll(path), writeMazeText(second));
    }

    // The largest maze is written and read back exactly, quickly enough for a UI's open dialog.
    void largestMazeRoundTrips() {
        const MazeDocument original =
            randomDocument({Maze::kMaxSide, Maze::kMaxSide}, 4096, false, true);
        using Clock = std::chrono::steady_clock;
        const auto t0 = Clock::now();
        const std::string text = writeMazeText(original);
        const auto t1 = Clock::now();
        const MazeDocument copy = readMazeText(text);
        const auto t2 = Clock::now();
        QVERIFY(copy.maze == original.maze);
        const auto ms = [](auto d) {
            return qlonglong(std::chrono::duration_cast<std::chrono::milliseconds>(d).count());
        };
        qInfo("4096x4096 (%zu bytes): written in %lld ms, read in %lld ms", text.size(),
              ms(t1 - t0), ms(t2 - t1));
    }
};

QTEST_GUILESS_MAIN(TestMazeFile)
#include "test_maze_file.moc"
