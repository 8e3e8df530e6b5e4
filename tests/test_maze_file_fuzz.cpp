// Maze files under hostile input: many thousand deterministic mutations of valid files, each of
// which must load as a whole, valid maze or fail with a MazeFileError naming a line, never
// with a crash, a hang, another exception, or a half-checked maze. Run under ASan and UBSan in
// CI, where an out-of-bounds read in the loader fails the test even if it happens to work.
#include <QElapsedTimer>
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/maze_file.hpp"
#include "core/random.hpp"
#include "core/registry.hpp"
#include "core/shape.hpp"
#include "fuzz_support.hpp"
#include "support.hpp"
#endif

#include <algorithm>
#include <cstdint>
#include <exception>
#include <string>
#include <string_view>
#include <vector>

using namespace mazelab;
using testing::shown;

namespace {

constexpr int kMutatedFiles = 120'000;

// Bytes that mean something to the maze format, so that mutations reach past the first check
// (the terminating '\0' of the literal is one of them).
constexpr char kInterestingChars[] = "01259+-| \nx,\r#=\te38af\xFF";
constexpr std::string_view kInterestingBytes(kInterestingChars, sizeof kInterestingChars);

// A maze with random passages, endpoints and (if asked) costs.
MazeDocument randomDocument(Size size, std::uint64_t seed, bool withCosts, bool withProvenance) {
    Random random(seed);
    MazeDocument document{Maze(size), std::nullopt};
    Maze& maze = document.maze;
    for (CellIndex i = 0; i < maze.cellCount(); ++i) {
        for (Dir d : {Dir::East, Dir::South})
            if ((maze.insideDirs(maze.cellAt(i)) & bit(d)) && random.chance(0.6))
                maze.carve(i, d);
        if (withCosts && random.chance(0.5))
            maze.setCost(i, int(1 + random.below(Maze::kMaxCost)));
    }
    const Cell goal{size.width - 1 - int(random.below(2)), size.height - 1};
    maze.setEndpoints(Cell{int(random.below(2)), 0}, goal);
    if (withProvenance)
        document.provenance = Provenance{"recursive-backtracker", seed, {"share=40", "bias=ne"}};
    return document;
}

// A maze of another shape, its passages opened through slots at random.
MazeDocument randomShapedDocument(const Shape& shape, std::uint64_t seed) {
    Random random(seed);
    MazeDocument document{Maze(shape), std::nullopt};
    Maze& maze = document.maze;
    for (CellIndex i = 0; i < maze.cellCount(); ++i) {
        for (int s = 0; s < maze.slotCount(i); ++s)
            if (maze.slotNeighbour(i, Slot(s)) > i && random.chance(0.5))
                maze.setSlot(i, Slot(s), true);
        if (random.chance(0.3))
            maze.setCost(i, int(1 + random.below(Maze::kMaxCost)));
    }
    if (random.chance(0.5))
        maze.setActive(maze.cellCount() / 2, false);
    return document;
}

// The valid files every mutation starts from: different sizes, with and without costs and
// provenance, canonical and hand-edited.
std::vector<std::string> seedFiles() {
    std::vector<std::string> files = {
        testing::kExample,

        "mazelab-maze 1\r\n"
        "# hand-edited, CRLF\r\n"
        "goal\t1,0\r\n"
        "\r\n"
        "size 2x2\r\n"
        "start  0,1\r\n"
        "+---+---+\r\n"
        "|   |   |\r\n"
        "+   +   +\r\n"
        "|       |\r\n"
        "+---+---+\r\n"
        "\r\n"
        "costs\r\n"
        " 12\t255 \r\n"
        "7 1\r\n"
        "\r\n",
    };
    files.push_back(writeMazeText(randomDocument({2, 3}, 1, false, false)));
    files.push_back(writeMazeText(randomDocument({3, 2}, 2, true, false)));
    files.push_back(writeMazeText(randomDocument({5, 5}, 3, false, true)));
    files.push_back(writeMazeText(randomDocument({7, 4}, 4, true, true)));
    files.push_back(writeMazeText(randomDocument({12, 2}, 5, true, false)));
    files.push_back(writeMazeText(randomShapedDocument(Shape::hex({4, 3}), 6)));
    files.push_back(writeMazeText(randomShapedDocument(Shape::triangle({5, 2}), 7)));
    files.push_back(writeMazeText(randomShapedDocument(Shape::polar(3), 8)));
    // A weave maze with crossings, built by a generator: random slots would break the rule.
    Maze weave(Shape::weave({7, 5}));
    const GeneratorInfo& kruskal = generatorById("kruskal");
    for ([[maybe_unused]] const GenStep& step : kruskal.start(weave, 3, ParamValues()))
        ;
    weave.setCost(4, 9);
    files.push_back(writeMazeText(MazeDocument{weave, std::nullopt}));
    return files;
}

// What is wrong with a loaded document, or empty if it is a valid maze.
std::string invariantViolation(const MazeDocument& document) {
    const Maze& maze = document.maze;
    if (maze.shapeKind() != ShapeKind::Polar && !Maze::sizeError(maze.size()).empty())
        return "size " + toString(maze.size()) + " out of range";
    if (!maze.contains(maze.start()) || !maze.contains(maze.goal()))
        return "start or goal outside";
    if (maze.start() == maze.goal())
        return "start equals goal";
    for (CellIndex i = 0; i < maze.cellCount(); ++i) {
        const Cell cell = maze.cellAt(i);
        if (maze.cost(i) < Maze::kMinCost || maze.cost(i) > Maze::kMaxCost)
            return "cost out of range at " + toString(cell);
        for (int s = 0; s < kMaxSlots; ++s) {
            if (!(maze.openSlots(i) & (1u << s)))
                continue;
            if (s >= maze.slotCount(i) || maze.slotNeighbour(i, Slot(s)) < 0)
                return "boundary open at " + toString(cell);
            const CellIndex n = maze.slotNeighbour(i, Slot(s));
            if (!(maze.openSlots(n) & (1u << maze.oppositeSlot(i, Slot(s)))))
                return "one-sided passage at " + toString(cell);
            if (!maze.isActive(i) || !maze.isActive(n))
                return "passage into a masked cell at " + toString(cell);
        }
    }
    if (document.provenance && document.provenance->generator.empty())
        return "empty generator id";
    return {};
}

enum class Outcome { Valid, Rejected };

// Loads text and checks the contract; records a test failure (and returns Rejected) if it is
// broken.
Outcome check(const std::string& text, bool& broken) {
    const auto fail = [&](const QByteArray& why) {
        if (!broken)
            qWarning("%s\ninput:\n%s", why.constData(), shown(text).constData());
        broken = true;
        return Outcome::Rejected;
    };
    try {
        const MazeDocument document = readMazeText(text);
        if (const std::string violation = invariantViolation(document); !violation.empty())
            return fail("loaded an invalid maze: " + QByteArray::fromStdString(violation));
        const std::string written = writeMazeText(document);
        const MazeDocument copy = readMazeText(written);
        if (!(copy.maze == document.maze) || !(copy.provenance == document.provenance))
            return fail("the written maze reads back differently");
        if (writeMazeText(copy) != written)
            return fail("writing again gives different text");
        return Outcome::Valid;
    } catch (const MazeFileError& error) {
        if (const std::string problem = testing::fileErrorProblem(error, text); !problem.empty())
            return fail(QByteArray::fromStdString(problem));
        return Outcome::Rejected;
    } catch (const std::exception& error) {
        return fail(QByteArray("unexpected exception: ") + error.what());
    } catch (...) {
        return fail("unexpected non-standard exception");
    }
}

} // namespace

class TestMazeFileFuzz : public QObject {
    Q_OBJECT

private slots:
    // The starting files are themselves valid, or the mutations would test little.
    void seedFilesAreValid() {
        bool broken = false;
        for (const std::string& text : seedFiles())
            QVERIFY(check(text, broken) == Outcome::Valid && !broken);
    }

    // Every prefix of a valid file (a file cut off by a full disk or an interrupted copy) loads
    // or is rejected cleanly.
    void everyPrefixIsHandled() {
        bool broken = false;
        int valid = 0;
        int total = 0;
        for (const std::string& text : seedFiles())
            for (std::size_t size = 0; size <= text.size(); ++size, ++total)
                valid += check(text.substr(0, size), broken) == Outcome::Valid;
        QVERIFY(!broken);
        qInfo("%d prefixes: %d valid, %d rejected", total, valid, total - valid);
    }

    // A mutated file (bytes flipped, replaced, inserted or deleted, lines duplicated, deleted or
    // swapped, truncated, spliced with another file; one to three changes) is either a whole
    // valid maze that round-trips exactly, or a MazeFileError with a line in the file and a
    // message; never anything else.
    void mutatedFilesAreLoadedWhollyOrRejectedWithALine() {
        const std::vector<std::string> seeds = seedFiles();
        Random random(20240601);
        bool broken = false;
        int valid = 0;
        QElapsedTimer timer;
        timer.start();
        for (int n = 0; n < kMutatedFiles && !broken; ++n) {
            std::string text = seeds[random.below(seeds.size())];
            const auto changes = 1 + random.below(3);
            for (std::uint64_t c = 0; c < changes; ++c)
                text = testing::mutate(std::move(text), seeds, kInterestingBytes, random);
            valid += check(text, broken) == Outcome::Valid;
        }
        QVERIFY(!broken);
        qInfo("%d mutated files: %d valid, %d rejected, in %lld ms", kMutatedFiles, valid,
              kMutatedFiles - valid, qlonglong(timer.elapsed()));
        // Both outcomes must be common, or the mutations are too mild or too wild to test much.
        QVERIFY(valid > kMutatedFiles / 50);
        QVERIFY(valid < kMutatedFiles / 2);
    }

    // Large numbers and long lines where small ones belong are errors, never overflows or
    // enormous allocations.
    void hugeValuesAreRejected_data() {
        QTest::addColumn<QByteArray>("text");
        const QByteArray magic = "mazelab-maze 1\n";
        const QByteArray head = magic + "size 2x2\nstart 0,0\ngoal 1,1\n";
        const QByteArray art = "+---+---+\n|       |\n+   +---+\n|       |\n+---+---+\n";
        QTest::newRow("huge size") << QByteArray("mazelab-maze 1\nsize 99999999999x2\n");
        QTest::newRow("largest size, no art")
            << QByteArray("mazelab-maze 1\nsize 4096x4096\nstart 0,0\ngoal 1,1\n+---+\n");
        QTest::newRow("size near INT_MAX") << QByteArray("mazelab-maze 1\nsize 2147483647x2\n");
        QTest::newRow("huge start")
            << magic + "size 2x2\ngoal 1,1\nstart 9223372036854775808,0\n" + art;
        QTest::newRow("huge negative goal")
            << QByteArray("mazelab-maze 1\nsize 2x2\nstart 0,0\ngoal -99999999999999999999,0\n") +
                   art;
        QTest::newRow("huge version") << QByteArray("mazelab-maze 99999999999999999999\n");
        QTest::newRow("huge cost") << head + art + "costs\n1 1\n1 " + QByteArray(5000, '9') + "\n";
        QTest::newRow("long header line") << head + QByteArray(1 << 20, 'k') + "\n" + art;
        QTest::newRow("long art line") << head + QByteArray(1 << 20, '+') + "\n";
        // Distinct keys: the duplicate check must stay linear in the number of params.
        QByteArray params = magic;
        for (int i = 0; i < 100'000; ++i)
            params += "param k" + QByteArray::number(i) + "=v\n";
        QTest::newRow("many params") << params;
    }
    void hugeValuesAreRejected() {
        QFETCH(QByteArray, text);
        bool broken = false;
        QVERIFY(check(text.toStdString(), broken) == Outcome::Rejected);
        QVERIFY(!broken);
    }
};

QTEST_GUILESS_MAIN(TestMazeFileFuzz)
#include "test_maze_file_fuzz.moc"
