// Weave mazes (Buck, "Mazes for Programmers", ch. 9): the weave shape's slots, the crossing rule
// that Maze keeps (activeSlots, setSlot, setActive, crossedUnder), every generator with
// createShaped building valid perfect weave mazes (with masks where it honours them), braid
// keeping the rule, the file round trip and its refusals, and a search over slots that takes a
// crossing as two passages.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/maze_file.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#include "core/shape.hpp"
#include "core/shaping.hpp"
#include "support.hpp"
#endif

#include <deque>
#include <string>
#include <vector>

using namespace mazelab;

namespace {

constexpr Slot kUnderE = 4;
constexpr Slot kUnderS = 5;
constexpr Slot kUnderW = 6;

// The open slots of a straight corridor across an under passage east-west (north and south) and
// across one north-south (east and west).
constexpr SlotSet kNorthSouth = 0x0A;
constexpr SlotSet kEastWest = 0x05;

CellIndex at(const Maze& maze, int x, int y) {
    return maze.index(Cell{x, y});
}

// Runs f, which must throw Error; returns its message.
template <typename F>
QString errorOf(F f) {
    try {
        f();
    } catch (const Error& e) {
        return QString::fromStdString(e.what());
    }
    return QStringLiteral("no error");
}

struct WeaveCheck {
    QString error; // empty if the maze is a valid perfect weave maze
    int crossings = 0;
};

// Every open slot leads to an active cell that opens the slot back; every passage under a cell
// crosses a straight corridor at right angles, one per cell; the passages (one per crossing's
// under passage) make one tree per region of cells joined by their sides.
WeaveCheck checkWeave(const Maze& maze) {
    WeaveCheck check;
    for (CellIndex i = 0; i < maze.cellCount(); ++i) {
        const SlotSet open = maze.openSlots(i);
        if (open != 0 && !maze.isActive(i))
            return {QStringLiteral("masked-off cell %1 has passages").arg(i)};
        for (int s = 0; s < 8; ++s) {
            if (!(open & (1u << s)))
                continue;
            const CellIndex n = maze.slotNeighbour(i, Slot(s));
            if (n < 0 || !maze.isActive(n))
                return {QStringLiteral("cell %1 slot %2 leads outside").arg(i).arg(s)};
            if (!(maze.openSlots(n) & (1u << maze.oppositeSlot(i, Slot(s)))))
                return {QStringLiteral("cell %1 slot %2 is one-sided").arg(i).arg(s)};
        }
        for (const Slot s : {kUnderE, kUnderS}) {
            if (!(open & (1u << s)))
                continue;
            ++check.crossings;
            const CellIndex m = maze.slotNeighbour(i, Slot(s - 4));
            const SlotSet across = s == kUnderE ? kNorthSouth : kEastWest;
            if (maze.openSlots(m) != across || !maze.crossedUnder(m))
                return {QStringLiteral("cell %1 passes under cell %2, which opens %3")
                            .arg(i)
                            .arg(m)
                            .arg(maze.openSlots(m))};
        }
    }
    const int regions =
        testing::groupsOfActiveCells(maze, [&](CellIndex c) { return maze.adjacentSlots(c); });
    const int trees =
        testing::groupsOfActiveCells(maze, [&](CellIndex c) { return maze.openSlots(c); });
    if (trees != regions)
        return {QStringLiteral("%1 trees for %2 regions").arg(trees).arg(regions)};
    if (maze.passageCount() != std::int64_t(maze.activeCellCount()) - regions)
        return {QStringLiteral("%1 passages for %2 cells in %3 regions")
                    .arg(maze.passageCount())
                    .arg(maze.activeCellCount())
                    .arg(regions)};
    return check;
}

Maze generate(const GeneratorInfo& info, Size size, std::uint64_t seed, bool masked) {
    Maze maze(Shape::weave(size));
    if (masked)
        for (CellIndex i = 0; i < maze.cellCount(); ++i) {
            const Cell c = maze.cellAt(i);
            // Two islands split by the middle column (on 2 x 2 the cells off the diagonal), and
            // on the large maze a 5 x 5 hole.
            const bool off = size.width >= 3
                                 ? c.x == size.width / 2 || (size.width >= 20 && c.x >= 5 &&
                                                             c.x < 10 && c.y >= 5 && c.y < 10)
                                 : c.x + c.y == 1;
            if (off)
                maze.setActive(i, false);
        }
    for ([[maybe_unused]] const GenStep& step : info.start(maze, seed, ParamValues(info.params))) {
    }
    return maze;
}

// Moves from `from` to every cell through open slots (-1: unreachable): a crossing is two
// passages, each joining only its own two ends.
std::vector<int> movesFrom(const Maze& maze, CellIndex from) {
    std::vector<int> moves(std::size_t(maze.cellCount()), -1);
    std::deque<CellIndex> queue{from};
    moves[std::size_t(from)] = 0;
    while (!queue.empty()) {
        const CellIndex c = queue.front();
        queue.pop_front();
        for (int s = 0; s < maze.slotCount(c); ++s) {
            if (!(maze.openSlots(c) & (1u << s)))
                continue;
            const CellIndex n = maze.slotNeighbour(c, Slot(s));
            if (moves[std::size_t(n)] < 0) {
                moves[std::size_t(n)] = moves[std::size_t(c)] + 1;
                queue.push_back(n);
            }
        }
    }
    return moves;
}

// A 3 x 3 weave maze with one crossing at the centre: the over corridor north-south, the under
// passage from (0,1) to (2,1).
Maze plusCrossing() {
    Maze maze(Shape::weave({3, 3}));
    maze.setSlot(at(maze, 1, 1), 3, true);
    maze.setSlot(at(maze, 1, 1), 1, true);
    maze.setSlot(at(maze, 0, 1), kUnderE, true);
    return maze;
}

} // namespace

class TestWeave : public QObject {
    Q_OBJECT

private slots:
    void shapeSlots() {
        QCOMPARE(shapeById("weave"), ShapeKind::Weave);
        QCOMPARE(shapeName(ShapeKind::Weave), std::string_view("Weave"));
        QCOMPARE(shapeWord(ShapeKind::Weave), std::string_view("weave"));
        const Shape shape = Shape::weave({5, 4});
        QCOMPARE(shape.cellCount(), 20);
        const CellIndex c = 7; // (2, 1)
        QCOMPARE(shape.slotCount(c), 8);
        const CellIndex expected[8] = {8, 12, 6, 2, 9, 17, 5, -1};
        for (int s = 0; s < 8; ++s)
            QCOMPARE(shape.neighbour(c, Slot(s)), expected[s]);
        QCOMPARE(shape.neighbour(c, 8), -1);
        const Slot opposite[8] = {2, 3, 0, 1, 6, 7, 4, 5};
        for (CellIndex i = 0; i < shape.cellCount(); ++i)
            for (int s = 0; s < 8; ++s) {
                QCOMPARE(shape.oppositeSlot(i, Slot(s)), opposite[s]);
                const CellIndex n = shape.neighbour(i, Slot(s));
                if (n >= 0)
                    QCOMPARE(shape.neighbour(n, opposite[s]), i);
            }
        QCOMPARE(shape.maxStepLength(), 2.0);
        QCOMPARE(shape.heuristic(0, 4), 2.0); // four cells east: two under passages at best
        const Box box = shape.bounds();
        QCOMPARE(box.right, 5.0);
        QCOMPARE(box.bottom, 4.0);
        QCOMPARE(shape.centre(c).x, 2.5);
        QCOMPARE(shape.outline(c).corners.size(), std::size_t(4));
        QVERIFY_THROWS_EXCEPTION(Error, (void)Shape::weave({1, 5}));
        const Maze maze(shape);
        QVERIFY(!maze.isSquare());
        QCOMPARE(maze.shapeKind(), ShapeKind::Weave);
        QCOMPARE(maze.slotCount(c), 8);
        QCOMPARE(maze.slotNeighbour(c, kUnderS), 17);
    }

    // An under passage opens only over an active straight corridor at right angles that no
    // passage runs under yet; then the crossed cell's walls, and the walls into it, are locked.
    void crossingRule() {
        Maze maze(Shape::weave({5, 5}));
        const CellIndex west = at(maze, 1, 2);
        const CellIndex middle = at(maze, 2, 2);
        const CellIndex east = at(maze, 3, 2);
        const CellIndex north = at(maze, 2, 1);
        QVERIFY(!(maze.activeSlots(west) & (1u << kUnderE)));
        QVERIFY2(errorOf([&] { maze.setSlot(west, kUnderE, true); }).contains("straight corridor"),
                 qPrintable(errorOf([&] { maze.setSlot(west, kUnderE, true); })));
        maze.setSlot(middle, 3, true);
        QVERIFY(!(maze.activeSlots(west) & (1u << kUnderE))); // one side open: not a corridor
        maze.setSlot(middle, 1, true);
        QVERIFY(maze.activeSlots(west) & (1u << kUnderE));
        QVERIFY(maze.activeSlots(east) & (1u << kUnderW));
        QVERIFY(!(maze.activeSlots(north) & (1u << kUnderS))); // parallel to the corridor
        maze.setSlot(west, kUnderE, true);
        QVERIFY(maze.crossedUnder(middle));
        QVERIFY(!maze.crossedUnder(west) && !maze.crossedUnder(east) && !maze.crossedUnder(north));
        QCOMPARE(maze.openSlots(east), SlotSet(1u << kUnderW));
        QCOMPARE(maze.passageCount(), std::int64_t(3));

        // Locked walls: the crossed cell's own, and those into it.
        QCOMPARE(maze.activeSlots(middle), SlotSet(0));
        QVERIFY(!(maze.activeSlots(north) & (1u << 1)));
        QVERIFY(!(maze.activeSlots(west) & 1u));
        QVERIFY(maze.activeSlots(west) & (1u << kUnderE)); // open: it may close
        for (const auto& [cell, slot, open] :
             {std::tuple{middle, Slot(0), true}, std::tuple{middle, Slot(3), false},
              std::tuple{north, Slot(1), false}, std::tuple{west, Slot(0), true}}) {
            const QString message = errorOf([&] { maze.setSlot(cell, slot, open); });
            QVERIFY2(message.contains("a passage runs under cell (2,2)") ||
                         message.contains("a passage runs under cell 2,2"),
                     qPrintable(message));
        }
        // A second crossing under the same cell.
        maze.setSlot(north, 3, true); // (2,1) opens north: still locked toward (2,2)
        const QString twice = errorOf([&] { maze.setSlot(north, kUnderS, true); });
        QVERIFY2(twice.contains("under which a passage already runs"), qPrintable(twice));
        QCOMPARE(maze.passageCount(), std::int64_t(4));
        // Setting a wall as it already is changes nothing and is allowed.
        maze.setSlot(middle, 3, true);

        // Masking: the crossed cell and an over end are refused, an under end closes its passage.
        const QString crossed = errorOf([&] { maze.setActive(middle, false); });
        QVERIFY2(crossed.contains("cannot be masked off while a passage runs under it"),
                 qPrintable(crossed));
        const QString overEnd = errorOf([&] { maze.setActive(north, false); });
        QVERIFY2(overEnd.contains("opens onto cell"), qPrintable(overEnd));
        QVERIFY(maze.isActive(middle) && maze.isActive(north));
        QCOMPARE(maze.openSlots(north), SlotSet(0x0A));
        maze.setActive(west, false);
        QVERIFY(!maze.crossedUnder(middle));
        QCOMPARE(maze.openSlots(east), SlotSet(0));
        maze.setSlot(middle, 0, true); // unlocked
        QCOMPARE(maze.openSlots(middle), SlotSet(0x0B));
    }

    void underPassageNeedsStraightActiveCorridor() {
        Maze maze(Shape::weave({5, 5}));
        const CellIndex west = at(maze, 1, 2);
        const CellIndex middle = at(maze, 2, 2);
        // A T junction is no straight corridor.
        maze.setSlot(middle, 3, true);
        maze.setSlot(middle, 1, true);
        maze.setSlot(middle, 0, true);
        QVERIFY(!(maze.activeSlots(west) & (1u << kUnderE)));
        QVERIFY(errorOf([&] { maze.setSlot(west, kUnderE, true); }).contains("straight corridor"));
        // A corridor along the passage is no crossing either.
        maze.closeAll();
        maze.setSlot(middle, 0, true);
        maze.setSlot(middle, 2, true);
        QVERIFY(!(maze.activeSlots(west) & (1u << kUnderE)));
        QVERIFY(errorOf([&] { maze.setSlot(west, kUnderE, true); }).contains("straight corridor"));
        // A masked-off cell between.
        maze.closeAll();
        maze.setActive(middle, false);
        QVERIFY(!(maze.activeSlots(west) & (1u << kUnderE)));
        const QString masked = errorOf([&] { maze.setSlot(west, kUnderE, true); });
        QVERIFY2(masked.contains("masked off"), qPrintable(masked));
        // Under slots at the border lead outside.
        QCOMPARE(maze.slotNeighbour(at(maze, 4, 0), kUnderE), -1);
        QVERIFY(errorOf([&] {
                    maze.setSlot(at(maze, 4, 0), kUnderE, true);
                }).contains("outer boundary"));
        QCOMPARE(maze.passageCount(), std::int64_t(0));
    }

    // A search over slots: the over passage and the under passage of one crossing are separate
    // routes.
    void searchTakesCrossingAsTwoPassages() {
        Maze maze = plusCrossing();
        std::vector<int> moves = movesFrom(maze, at(maze, 0, 1));
        QCOMPARE(moves[std::size_t(at(maze, 2, 1))], 1);  // straight under
        QCOMPARE(moves[std::size_t(at(maze, 1, 1))], -1); // the cell above is not on that route
        QCOMPARE(moves[std::size_t(at(maze, 1, 0))], -1);
        moves = movesFrom(maze, at(maze, 1, 0));
        QCOMPARE(moves[std::size_t(at(maze, 1, 2))], 2); // over, through the centre
        QCOMPARE(moves[std::size_t(at(maze, 0, 1))], -1);
        // Join (0,1) to the over corridor round the corner: the centre is three moves away.
        maze.setSlot(at(maze, 0, 1), 3, true);
        maze.setSlot(at(maze, 0, 0), 0, true);
        moves = movesFrom(maze, at(maze, 0, 1));
        QCOMPARE(moves[std::size_t(at(maze, 2, 1))], 1);
        QCOMPARE(moves[std::size_t(at(maze, 1, 1))], 3);
        QCOMPARE(moves[std::size_t(at(maze, 1, 2))], 4);
        QCOMPARE(moves[std::size_t(at(maze, 2, 2))], -1);
    }

    // Every generator with createShaped: valid perfect weave mazes, the same for the same seed.
    void generatorsWeave_data() {
        QTest::addColumn<QString>("id");
        for (const GeneratorInfo* info : generators())
            if (info->createShaped)
                QTest::newRow(info->id.data()) << QString::fromUtf8(info->id.data());
    }
    void generatorsWeave() {
        QFETCH(QString, id);
        const GeneratorInfo& info = generatorById(id.toStdString());
        QVERIFY(info.supports(ShapeKind::Weave));
        QVERIFY(info.shapeError(ShapeKind::Weave).empty());
        for (const Size size : {Size{2, 2}, Size{5, 5}, Size{30, 30}, Size{13, 4}})
            for (const bool masked : {false, true}) {
                if (masked && !info.honoursMask)
                    continue;
                for (std::uint64_t seed = 1; seed <= 3; ++seed) {
                    const Maze maze = generate(info, size, seed, masked);
                    const WeaveCheck check = checkWeave(maze);
                    QVERIFY2(check.error.isEmpty(),
                             qPrintable(QStringLiteral("%1 %2 masked %3 seed %4: %5")
                                            .arg(id, QString::fromStdString(toString(size)))
                                            .arg(masked)
                                            .arg(seed)
                                            .arg(check.error)));
                    QVERIFY(generate(info, size, seed, masked) == maze);
                    if (size == Size{30, 30} && !masked && seed == 1)
                        qInfo("%s: %d crossings in a 30x30 weave maze", info.id.data(),
                              check.crossings);
                }
            }
        // Buck weaves with these; each should cross at least once in a 30 x 30 maze.
        if (id == "recursive-backtracker" || id == "kruskal" || id == "wilson" ||
            id == "aldous-broder") {
            int crossings = 0;
            for (std::uint64_t seed = 1; seed <= 3; ++seed)
                crossings += checkWeave(generate(info, {30, 30}, seed, false)).crossings;
            QVERIFY2(crossings > 0, qPrintable(id));
        }
    }

    // A square-only generator refuses weave cells with its reason.
    void squareOnlyGeneratorsRefuseWeave() {
        int refused = 0;
        for (const GeneratorInfo* info : generators()) {
            if (info->createShaped)
                continue;
            Maze maze(Shape::weave({6, 6}));
            const QString message =
                errorOf([&] { (void)info->start(maze, 1, ParamValues(info->params)); });
            QVERIFY2(message.contains("does not build weave mazes"), qPrintable(message));
            ++refused;
        }
        QVERIFY(refused > 0);
    }

    // Braid opens dead ends through slots: on weave cells only where the crossing rule allows.
    void braidKeepsTheRule() {
        const GeneratorInfo& info = generatorById("recursive-backtracker");
        GenerateRequest request{&info, {24, 24}, 9, ParamValues(info.params)};
        request.shape = ShapeKind::Weave;
        const Maze perfect = generateMaze(request);
        const std::vector<std::string> braid{"braid=100"};
        request.shaping = parseShaping(braid);
        const Maze braided = generateMaze(request);
        QVERIFY(braided.passageCount() > perfect.passageCount());
        // Valid crossings and two-sided passages (checkWeave's first checks) despite the loops.
        const QString error = checkWeave(braided).error;
        QVERIFY2(error.isEmpty() || error.contains("trees") || error.contains("passages for"),
                 qPrintable(error));
        for (CellIndex i = 0; i < braided.cellCount(); ++i)
            for (const Slot s : {kUnderE, kUnderS})
                if (braided.openSlots(i) & (1u << s))
                    QVERIFY(braided.crossedUnder(braided.slotNeighbour(i, Slot(s - 4))));
    }

    void fileRoundTrip() {
        const GeneratorInfo& info = generatorById("kruskal");
        Maze maze = generate(info, {12, 9}, 4, false);
        QVERIFY(checkWeave(maze).crossings > 0);
        maze.setCost(at(maze, 0, 0), 7);
        const MazeDocument document{maze, std::nullopt};
        const std::string text = writeMazeText(document);
        QVERIFY(text.find("\ncells weave\nsize 12x9\n") != std::string::npos);
        QVERIFY(text.find("\npassages\n") != std::string::npos);
        const MazeDocument read = readMazeText(text);
        QVERIFY(read.maze == maze);
        QCOMPARE(read.maze.shapeKind(), ShapeKind::Weave);
        // A masked weave maze: the mask section follows the passages.
        const Maze masked = generate(generatorById("wilson"), {10, 8}, 2, true);
        QVERIFY(masked.hasMask());
        const MazeDocument maskedRead = readMazeText(writeMazeText({masked, std::nullopt}));
        QVERIFY(maskedRead.maze == masked);
        QVERIFY(checkWeave(maskedRead.maze).error.isEmpty());
    }

    // The reader refuses a broken crossing, naming the line of the passage's west or north end.
    void fileRefusesBrokenCrossings_data() {
        QTest::addColumn<QString>("rows");
        QTest::addColumn<int>("row");
        QTest::addColumn<QString>("message");
        // (0,1) under (1,1) to (2,1); (1,1) is a T junction (N, S, E).
        QTest::newRow("not straight")
            << "00 02 00\n10 0b 44\n00 08 00" << 1 << "which must be a straight corridor across it";
        // Passages under (1,1) both ways.
        QTest::newRow("two crossings")
            << "00 20 00\n10 00 40\n00 80 00" << 0 << "another passage runs under that cell too";
        // Under (1,1) east-west while it runs east-west itself.
        QTest::newRow("parallel") << "00 00 00\n11 05 44\n00 00 00" << 1
                                  << "open through slots 1 and 3";
    }
    void fileRefusesBrokenCrossings() {
        QFETCH(QString, rows);
        QFETCH(int, row);
        QFETCH(QString, message);
        const std::string text = "mazelab-maze 1\ncells weave\nsize 3x3\nstart 0,0\ngoal 2,2\n"
                                 "passages\n" +
                                 rows.toStdString() + "\n";
        try {
            (void)readMazeText(text);
            QFAIL("no error");
        } catch (const MazeFileError& e) {
            QCOMPARE(e.line(), 7 + row);
            QVERIFY2(QString::fromStdString(e.detail()).contains(message), e.what());
        }
        // The valid crossing reads.
        const MazeDocument plus =
            readMazeText("mazelab-maze 1\ncells weave\nsize 3x3\nstart 0,0\ngoal 2,2\npassages\n"
                         "00 02 00\n10 0a 40\n00 08 00\n");
        QVERIFY(plus.maze == plusCrossing());
    }
};

QTEST_APPLESS_MAIN(TestWeave)
#include "test_weave.moc"
