// Mazes of every cell shape (core/maze.hpp with core/shape.hpp): cells and rows, the slot
// functions agreeing with the shape and with the square grid's Dir functions, walls kept on both
// sides, the mask, and the maze file's `cells`, `rings` and `passages` lines: every shape reads
// back as it was written, and every malformed body is refused naming its line.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/maze.hpp"
#include "core/maze_file.hpp"
#include "core/random.hpp"
#include "core/shape.hpp"
#endif

#include <string>
#include <vector>

using namespace mazelab;

namespace {

std::vector<Shape> sampleShapes() {
    return {Shape::square({7, 5}), Shape::hex({6, 4}), Shape::triangle({7, 3}), Shape::polar(4)};
}

// Opens a random set of inner walls through the slot functions (loops included).
void openAtRandom(Maze& maze, std::uint64_t seed) {
    Random random(seed);
    for (CellIndex i = 0; i < maze.cellCount(); ++i)
        for (int s = 0; s < maze.slotCount(i); ++s)
            if (maze.slotNeighbour(i, Slot(s)) >= 0 && random.below(2) == 0)
                maze.setSlot(i, Slot(s), true);
}

// Every open slot leads into the maze, and its neighbour is open back.
bool wallsAgree(const Maze& maze) {
    for (CellIndex i = 0; i < maze.cellCount(); ++i)
        for (int s = 0; s < kMaxSlots; ++s) {
            if (!(maze.openSlots(i) & (1u << s)))
                continue;
            const CellIndex n = maze.slotNeighbour(i, Slot(s));
            if (s >= maze.slotCount(i) || n < 0 ||
                !(maze.openSlots(n) & (1u << maze.oppositeSlot(i, Slot(s)))))
                return false;
        }
    return true;
}

std::string fileOf(const Maze& maze) {
    return writeMazeText(MazeDocument{maze, std::nullopt});
}

// The line number and message of the error reading `text`, or line -1 if it reads.
std::pair<int, std::string> readError(const std::string& text) {
    try {
        (void)readMazeText(text);
    } catch (const MazeFileError& error) {
        return {error.line(), error.detail()};
    }
    return {-1, {}};
}

} // namespace

class TestShapedMaze : public QObject {
    Q_OBJECT

private slots:
    void cellsAndRowsFollowTheShape() {
        for (const Shape& shape : sampleShapes()) {
            const Maze maze(shape);
            QCOMPARE(maze.shapeKind(), shape.kind());
            QCOMPARE(maze.cellCount(), shape.cellCount());
            QVERIFY(maze.start() == maze.cellAt(0));
            QVERIFY(maze.goal() == maze.cellAt(maze.cellCount() - 1));
            CellIndex expected = 0;
            for (int y = 0; y < maze.height(); ++y) {
                QCOMPARE(maze.rowStart(y), expected);
                QVERIFY(maze.rowLength(y) <= maze.width());
                for (int x = 0; x < maze.rowLength(y); ++x, ++expected) {
                    QVERIFY(maze.contains(Cell{x, y}));
                    QCOMPARE(maze.index(Cell{x, y}), expected);
                    QVERIFY(maze.cellAt(expected) == (Cell{x, y}));
                }
                QVERIFY(!maze.contains(Cell{maze.rowLength(y), y}));
            }
            QCOMPARE(expected, maze.cellCount());
        }
        const Maze polar(Shape::polar(4)); // rings of 1, 6, 12 and 24 cells
        QVERIFY(polar.size() == (Size{24, 4}));
        QVERIFY(polar.goal() == (Cell{23, 3}));
        QVERIFY(!polar.contains(Cell{1, 0}));
        QVERIFY(!polar.contains(Cell{0, 4}));
    }

    void slotsAreTheShapes() {
        for (const Shape& shape : sampleShapes()) {
            const Maze maze(shape);
            for (CellIndex i = 0; i < maze.cellCount(); ++i) {
                QCOMPARE(maze.slotCount(i), shape.slotCount(i));
                for (int s = 0; s < shape.slotCount(i); ++s) {
                    QCOMPARE(maze.slotNeighbour(i, Slot(s)), shape.neighbour(i, Slot(s)));
                    if (shape.neighbour(i, Slot(s)) >= 0)
                        QCOMPARE(maze.oppositeSlot(i, Slot(s)), shape.oppositeSlot(i, Slot(s)));
                }
            }
        }
    }

    // On square cells the slot functions are the Dir functions under other names.
    void squareSlotsAreDirections() {
        Maze maze(Size{6, 4});
        openAtRandom(maze, 3);
        for (CellIndex i = 0; i < maze.cellCount(); ++i) {
            QCOMPARE(maze.openSlots(i), maze.openDirs(i));
            QCOMPARE(maze.activeSlots(i), maze.activeDirs(maze.cellAt(i)));
            for (Dir d : kDirs)
                QCOMPARE(maze.slotNeighbour(i, Slot(d)),
                         maze.contains(step(maze.cellAt(i), d)) ? maze.neighbour(i, d) : -1);
        }
    }

    void wallsChangeOnBothSides() {
        for (const Shape& shape : sampleShapes()) {
            Maze maze(shape);
            openAtRandom(maze, 11);
            QVERIFY(wallsAgree(maze));
            std::int64_t open = 0;
            for (CellIndex i = 0; i < maze.cellCount(); ++i)
                open += std::popcount(unsigned(maze.openSlots(i)));
            QCOMPARE(maze.passageCount() * 2, open);
            // Close every second passage again from the other side.
            for (CellIndex i = 0; i < maze.cellCount(); i += 2)
                for (int s = 0; s < maze.slotCount(i); ++s)
                    if (maze.openSlots(i) & (1u << s)) {
                        const CellIndex n = maze.slotNeighbour(i, Slot(s));
                        maze.setSlot(n, maze.oppositeSlot(i, Slot(s)), false);
                        QVERIFY(!(maze.openSlots(i) & (1u << s)));
                    }
            QVERIFY(wallsAgree(maze));
        }
    }

    void theBoundaryStaysClosed() {
        Maze hex(Shape::hex({4, 3}));
        QVERIFY_THROWS_EXCEPTION(Error, hex.setSlot(0, 0, true)); // north of the top row
        Maze polar(Shape::polar(3));
        const CellIndex outer = polar.rowStart(2);
        QCOMPARE(polar.slotNeighbour(outer, 3), -1); // the outer ring has no children
        QVERIFY_THROWS_EXCEPTION(Error, polar.setSlot(outer, 3, true));
        QCOMPARE(polar.openSlots(outer), SlotSet(0));
    }

    void maskingClosesEverySlot() {
        Maze maze(Shape::hex({5, 5}));
        maze.openAll();
        QVERIFY(wallsAgree(maze));
        const CellIndex middle = maze.index(Cell{2, 2});
        QCOMPARE(maze.openSlots(middle), SlotSet(0x3F));
        maze.setActive(middle, false);
        QCOMPARE(maze.openSlots(middle), SlotSet(0));
        QVERIFY(wallsAgree(maze));
        for (int s = 0; s < 6; ++s)
            QVERIFY(!(maze.activeSlots(maze.slotNeighbour(middle, Slot(s))) &
                      (1u << maze.oppositeSlot(middle, Slot(s)))));
        maze.openAll();
        QCOMPARE(maze.openSlots(middle), SlotSet(0)); // a masked cell stays closed
    }

    void shapesCompareByKindAndSize() {
        QVERIFY(Maze(Shape::hex({4, 3})) == Maze(Shape::hex({4, 3})));
        QVERIFY(!(Maze(Shape::hex({4, 3})) == Maze(Shape::triangle({4, 3}))));
        QVERIFY(!(Maze(Shape::hex({4, 3})) == Maze(Size{4, 3})));
        QVERIFY(!(Maze(Shape::polar(3)) == Maze(Shape::polar(4))));
    }

    void polarEndpointsOutsideAreNamed() {
        Maze maze(Shape::polar(3));
        try {
            maze.setStart(Cell{6, 1});
            QFAIL("a start past its ring's cells was taken");
        } catch (const Error& error) {
            QCOMPARE(QString(error.what()),
                     QString("start 6,1 is outside the maze of 3 rings (y, the ring, must be 0 to "
                             "2, x 0 to one less than the ring's cells)"));
        }
        maze.setEndpoints(Cell{0, 0}, Cell{11, 2});
        QVERIFY(maze.goal() == (Cell{11, 2}));
    }

    void filesReadBackEveryShape() {
        int seed = 0;
        for (const Shape& shape : sampleShapes()) {
            Maze maze(shape);
            openAtRandom(maze, std::uint64_t(++seed));
            maze.setCost(maze.cellCount() - 2, 7);
            const CellIndex off = maze.cellCount() / 2;
            maze.setActive(off, false);
            maze.setEndpoints(maze.cellAt(1), maze.cellAt(maze.cellCount() - 3));
            const std::string text = fileOf(maze);
            QCOMPARE(text.find("cells ") != std::string::npos, !maze.isSquare());
            QCOMPARE(text.find("rings ") != std::string::npos,
                     maze.shapeKind() == ShapeKind::Polar);
            const MazeDocument read = readMazeText(text);
            QVERIFY(read.maze == maze);
            QCOMPARE(fileOf(read.maze), text);
        }
    }

    void passagesArePinned() {
        Maze maze(Shape::polar(2)); // the centre and six cells around it
        maze.setSlot(0, 2, true);   // centre to cell 2 of ring 1, through its slot 2
        maze.setSlot(maze.index(Cell{2, 1}), 0, true); // cell 2 to cell 3, clockwise
        QCOMPARE(fileOf(maze), std::string("mazelab-maze 1\n"
                                           "cells polar\n"
                                           "rings 2\n"
                                           "start 0,0\n"
                                           "goal 5,1\n"
                                           "passages\n"
                                           "04\n"
                                           "00 00 05 02 00 00\n"));
    }

    void malformedPassagesAreRefused_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("message");
        const QString head = "mazelab-maze 1\ncells polar\nrings 2\nstart 0,0\ngoal 5,1\n";
        QTest::newRow("one side only")
            << head + "passages\n04\n00 00 00 00 00 00\n"
            << 8
            << "cell 2,1 does not open slot 2, but its neighbour 0,0 opens the passage back to it: "
               "write a passage on both of its sides";
        QTest::newRow("outside")
            << "mazelab-maze 1\ncells hex\nsize 2x2\nstart 0,0\ngoal 1,1\npassages\n01 00\n00 00\n"
            << 7
            << "the outer boundary must be closed: cell 0,0 opens slot 0, which leads outside the "
               "maze";
        QTest::newRow("no such slot") << head + "passages\n40\n00 00 00 00 00 00\n"
                                      << 7 << "cell 0,0 opens slot 6, but it has slots 0 to 5";
        QTest::newRow("not hex digits")
            << head + "passages\n0g\n00 00 00 00 00 00\n"
            << 7
            << "cell 0,0 is written '0g': write its open slots as two hexadecimal digits (0-9, "
               "a-f), bit s for slot s";
        QTest::newRow("short row")
            << head + "passages\n00\n00 00 00\n"
            << 8
            << "passages row 2 has 3 entries: it must have 6, one per cell, two hexadecimal digits "
               "of open slots";
        QTest::newRow("ends early")
            << head + "passages\n00\n"
            << 8
            << "the file ends inside the passages after 1 of 2 rows: the passages section has a "
               "row per ring, one entry per cell of the ring";
        QTest::newRow("size on polar")
            << "mazelab-maze 1\ncells polar\nsize 4x4\nstart 0,0\ngoal 5,1\npassages\n"
            << 3 << "a polar maze is sized by its rings: write 'rings N' instead of size";
        QTest::newRow("rings on hex")
            << "mazelab-maze 1\ncells hex\nrings 3\nstart 0,0\ngoal 1,1\npassages\n"
            << 3 << "only a polar maze has rings: write 'cells polar', or size WxH for hex cells";
        QTest::newRow("art for hex")
            << "mazelab-maze 1\ncells hex\nsize 2x2\nstart 0,0\ngoal 1,1\n+---+---+\n"
            << 6 << "a hex maze's body is a 'passages' section, not art";
        QTest::newRow("passages for squares")
            << "mazelab-maze 1\nsize 2x2\nstart 0,0\ngoal 1,1\npassages\n"
            << 5
            << "a square maze is drawn as art ('+---+' lines), not as passages; for other cells "
               "write a 'cells' line first";
        QTest::newRow("unknown cells")
            << "mazelab-maze 1\ncells round\nsize 2x2\n"
            << 2 << "unknown cell shape 'round': valid are square, hex, triangle, polar, weave";
        QTest::newRow("start past its ring")
            << head.left(head.indexOf("start")) + "start 1,0\ngoal 5,1\npassages\n"
            << 4
            << "start 1,0 is outside the maze of 2 rings (y, the ring, must be 0 to 1, x 0 to one "
               "less than the ring's cells)";
        QTest::newRow("mask row of a ring")
            << head + "passages\n00\n00 00 00 00 00 00\nmask\n.\n.##..\n"
            << 11 << "mask row 2 has 5 characters: it must have 6, one per cell, '.' on or '#' off";
    }
    void malformedPassagesAreRefused() {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(QString, message);
        const auto [errorLine, detail] = readError(text.toStdString());
        QCOMPARE(QString::fromStdString(detail), message);
        QCOMPARE(errorLine, line);
    }
};

QTEST_APPLESS_MAIN(TestShapedMaze)
#include "test_shaped_maze.moc"
