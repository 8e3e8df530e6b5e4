// The maze model: sizes, walls on both sides, closed boundary, costs, start and goal.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/maze.hpp"
#endif

using namespace mazelab;

class TestMaze : public QObject {
    Q_OBJECT

private slots:
    // A new maze has every wall, unit costs, and the default corners.
    void newMazeIsClosedWithDefaultCorners() {
        Maze maze({5, 3});
        QCOMPARE(maze.cellCount(), 15);
        QCOMPARE(maze.passageCount(), 0);
        QVERIFY(maze.hasUnitCosts());
        QVERIFY((maze.start()) == (Cell{0, 0}));
        QVERIFY((maze.goal()) == (Cell{4, 2}));
    }

    // Sizes outside 2..4096 either way are refused with a message naming the range.
    void sizesOutOfRangeAreRefused_data() {
        QTest::addColumn<int>("w");
        QTest::addColumn<int>("h");
        QTest::newRow("0x5") << 0 << 5;
        QTest::newRow("1x1") << 1 << 1;
        QTest::newRow("5x1") << 5 << 1;
        QTest::newRow("4097x2") << 4097 << 2;
        QTest::newRow("2x4097") << 2 << 4097;
        QTest::newRow("-3x3") << -3 << 3;
    }
    void sizesOutOfRangeAreRefused() {
        QFETCH(int, w);
        QFETCH(int, h);
        try {
            Maze maze({w, h});
            QFAIL("no error");
        } catch (const Error& e) {
            QVERIFY2(QString(e.what()).contains("2 to 4096"), e.what());
        }
        QVERIFY(!Maze::sizeError({w, h}).empty());
    }

    // The extreme sizes are allowed and use two bytes per cell.
    void extremeSizesAreAllowed() {
        Maze small({2, 2});
        QCOMPARE(small.cellCount(), 4);
        Maze big({4096, 4096});
        QCOMPARE(big.cellCount(), 4096 * 4096);
        QCOMPARE(big.openBits().size() + big.costs().size(), std::size_t(2) * 4096 * 4096);
    }

    // Carving opens the wall on both sides; adding a wall closes both.
    void passagesAreStoredOnBothSides() {
        Maze maze({3, 3});
        const CellIndex centre = maze.index({1, 1});
        maze.carve(centre, Dir::North);
        QVERIFY(maze.isOpen(centre, Dir::North));
        QVERIFY(maze.isOpen(maze.index({1, 0}), Dir::South));
        QCOMPARE(maze.neighbour(centre, Dir::North), maze.index({1, 0}));
        QCOMPARE(maze.neighbour(centre, Dir::East), maze.index({2, 1}));
        QCOMPARE(maze.passageCount(), 1);
        maze.addWall(maze.index({1, 0}), Dir::South);
        QCOMPARE(maze.openDirs(centre), DirSet(0));
        QCOMPARE(maze.passageCount(), 0);
    }

    // The outer boundary cannot be opened.
    void boundaryStaysClosed() {
        Maze maze({3, 2});
        QVERIFY_THROWS_EXCEPTION(Error, maze.carve(maze.index({0, 0}), Dir::West));
        QVERIFY_THROWS_EXCEPTION(Error, maze.carve(maze.index({2, 1}), Dir::South));
        QVERIFY_THROWS_EXCEPTION(Error, maze.carve(maze.index({2, 0}), Dir::East));
        QVERIFY_THROWS_EXCEPTION(Error, maze.carve(maze.index({1, 0}), Dir::North));
        QCOMPARE(maze.passageCount(), 0);
    }

    // openAll removes exactly the inner walls: (W-1)*H + W*(H-1) passages.
    void openAllRemovesEveryInnerWall() {
        Maze maze({4, 3});
        maze.openAll();
        QCOMPARE(maze.passageCount(), 3 * 3 + 4 * 2);
        QCOMPARE(maze.openDirs(maze.index({0, 0})), DirSet(bit(Dir::East) | bit(Dir::South)));
        maze.closeAll();
        QCOMPARE(maze.passageCount(), 0);
    }

    // Start and goal must be inside and different; a refused change changes nothing.
    void startAndGoalAreValidated() {
        Maze maze({4, 4});
        maze.setEndpoints({3, 0}, {0, 3});
        QVERIFY((maze.start()) == (Cell{3, 0}));
        try {
            maze.setStart({0, 3});
            QFAIL("start on goal accepted");
        } catch (const Error& e) {
            QVERIFY2(QString(e.what()).contains("different"), e.what());
        }
        QVERIFY_THROWS_EXCEPTION(Error, maze.setGoal({4, 0}));
        QVERIFY_THROWS_EXCEPTION(Error, maze.setStart({-1, 0}));
        QVERIFY((maze.start()) == (Cell{3, 0}));
        QVERIFY((maze.goal()) == (Cell{0, 3}));
    }

    // Costs are 1..255.
    void costsAreValidated() {
        Maze maze({2, 2});
        maze.setCost(1, 9);
        QCOMPARE(maze.cost(1), 9);
        QVERIFY(!maze.hasUnitCosts());
        QVERIFY_THROWS_EXCEPTION(Error, maze.setCost(1, 0));
        QVERIFY_THROWS_EXCEPTION(Error, maze.setCost(1, 256));
        QCOMPARE(maze.cost(1), 9);
    }

    // nthDir counts the directions present in E, S, W, N order.
    void nthDirCountsInDirectionOrder() {
        const DirSet s = DirSet(bit(Dir::South) | bit(Dir::North));
        QVERIFY(nthDir(s, 0) == Dir::South);
        QVERIFY(nthDir(s, 1) == Dir::North);
        QVERIFY(nthDir(kAllDirs, 2) == Dir::West);
        QVERIFY_THROWS_EXCEPTION(Error, (void)nthDir(s, 2));
    }

    // insideDirs names exactly the directions that stay in the grid.
    void insideDirsAtCornersAndEdges() {
        Maze maze({3, 3});
        QCOMPARE(maze.insideDirs({0, 0}), DirSet(bit(Dir::East) | bit(Dir::South)));
        QCOMPARE(maze.insideDirs({2, 2}), DirSet(bit(Dir::West) | bit(Dir::North)));
        QCOMPARE(maze.insideDirs({1, 1}), kAllDirs);
        QVERIFY((maze.cellAt(maze.index({2, 1}))) == (Cell{2, 1}));
    }
};

QTEST_GUILESS_MAIN(TestMaze)
#include "test_maze.moc"
