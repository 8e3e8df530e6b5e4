// BoardRaster: the block board of a maze scene and its overlay mipmap. Kept up to date cell by
// cell, they must always hold exactly the bytes a fresh build from the same scene would.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/random.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#endif

#include "ui/animation/solve_drawing.hpp"
#include "ui/view/board_raster.hpp"
#include "ui/view/board_shades.hpp"
#include "ui/view/maze_scene.hpp"

using namespace mazelab;
using namespace mazelab::ui;

namespace {

constexpr int kLevels = 4;

// Applies what changed in the scene since the last call, as the maze view does.
void catchUp(BoardRaster& board, MazeScene& scene) {
    board.apply(scene, scene.takeDirty());
}

// The board and its first kLevels mipmap levels equal a fresh build's, byte for byte.
void compareWithFreshBuild(const BoardRaster& board, const MazeScene& scene, const char* when) {
    BoardRaster fresh;
    fresh.rebuild(scene);
    QVERIFY2(board.image() == fresh.image(), when);
    QCOMPARE(board.ensureMipLevels(kLevels), kLevels);
    QCOMPARE(fresh.ensureMipLevels(kLevels), kLevels);
    for (int k = 1; k <= kLevels; ++k)
        QVERIFY2(board.mipLevel(k).bytes == fresh.mipLevel(k).bytes, when);
}

} // namespace

class TestBoardRaster : public QObject {
    Q_OBJECT

private slots:
    // Marks, walls, costs, the mask and the current cell, changed a few cells at a time, leave
    // the board and the mipmap levels built before them as a fresh build would.
    void cellUpdatesEqualAFreshBuild() {
        MazeScene scene;
        scene.setMaze(Maze(Size{37, 29}), std::nullopt);
        BoardRaster board;
        board.rebuild(scene);
        scene.takeDirty();
        QCOMPARE(board.ensureMipLevels(kLevels), kLevels);
        Random random(424242);
        const Maze& maze = scene.maze();
        auto randomCell = [&] { return CellIndex(random.below(std::uint64_t(maze.cellCount()))); };
        for (int batch = 0; batch < 20; ++batch) {
            for (int i = 0; i < 12; ++i) {
                const CellIndex c = randomCell();
                const Dir d = kDirs[random.below(4)];
                // Masked-off cells keep their walls; the start and goal stay on.
                if ((maze.insideDirs(maze.cellAt(c)) & bit(d)) && maze.isActive(c) &&
                    maze.isActive(maze.neighbour(c, d)))
                    scene.setPassage(c, d, random.chance(0.6));
                scene.setMark(randomCell(), CellMark(random.below(4)));
                if (random.chance(0.3))
                    scene.setCost(randomCell(), 1 + int(random.below(9)));
                const CellIndex m = randomCell();
                const Cell mc = maze.cellAt(m);
                if (random.chance(0.1) && mc != maze.start() && mc != maze.goal())
                    scene.setActive(m, random.chance(0.5));
            }
            scene.setCurrent(randomCell());
            catchUp(board, scene);
            compareWithFreshBuild(board, scene, "after a batch of cell changes");
        }
    }

    // Clearing the overlay (a new solve) puts back the bare maze's board, kept from the last
    // rebuild, over the rows drawn on since: the board and the mipmap equal a fresh build's after
    // a search in one band of rows, after a search over everything, with marks drawn in the same
    // batch as the clear, and after walls, costs and endpoints changed (the kept board is then
    // stale and must not be used).
    void aClearedOverlayEqualsAFreshBuild() {
        MazeScene scene;
        scene.setMaze(generateMaze({&generatorById("recursive-backtracker"), {41, 33}, 3, {}}),
                      std::nullopt);
        BoardRaster board;
        board.rebuild(scene);
        scene.takeDirty();
        QCOMPARE(board.ensureMipLevels(kLevels), kLevels);
        const Maze& maze = scene.maze();
        auto search = [&](CellIndex from, CellIndex to) {
            for (CellIndex c = from; c < to; ++c)
                scene.setMark(c, c % 7 == 0 ? CellMark::Frontier : CellMark::Searched);
            scene.setMark(to - 1, CellMark::Path);
            scene.setCurrent(from);
        };
        auto drawAndClear = [&](const char* when, auto&& between) {
            catchUp(board, scene);
            QVERIFY(board.ensureMipLevels(kLevels) == kLevels); // the overlay reaches the mipmap
            between();
            scene.clearOverlay();
            catchUp(board, scene);
            compareWithFreshBuild(board, scene, when);
        };
        const CellIndex width = maze.width();
        search(10 * width, 14 * width + 5);
        drawAndClear("after a search in rows 10 to 14", [] {});
        search(0, maze.cellCount());
        drawAndClear("after a search over every row", [] {});
        search(3 * width, 20 * width);
        drawAndClear("after a search with marks in the batch of the clear", [&] {
            scene.clearOverlay();
            search(25 * width, 27 * width);
        });
        search(5 * width, 9 * width);
        drawAndClear("after a wall changed", [&] {
            const CellIndex c = maze.index({20, 30});
            scene.setPassage(c, Dir::East, !maze.isOpen(c, Dir::East));
        });
        search(5 * width, 9 * width);
        drawAndClear("after a cost changed", [&] { scene.setCost(maze.index({2, 31}), 9); });
        search(5 * width, 9 * width);
        drawAndClear("after the endpoints moved", [&] {
            scene.setEndpoints({1, 1}, {maze.width() - 2, maze.height() - 2});
        });
        search(5 * width, 9 * width);
        drawAndClear("after a search on the rebuilt board", [] {});
    }

    // A generation's SwitchOff step (an obstacle) switches the scene's cell off as the mask
    // brush does: the board shows it as a masked-off cell, as a fresh build would.
    void switchOffStepsAreDrawnAsMaskedOffCells() {
        MazeScene scene;
        Maze maze(Size{6, 5});
        maze.openAll();
        scene.setMaze(maze, std::nullopt);
        BoardRaster board;
        board.rebuild(scene);
        scene.takeDirty();
        GenStep step;
        step.kind = GenStep::Kind::SwitchOff;
        step.cell = step.current = scene.maze().index({2, 3});
        drawGenStep(scene, scene.maze(), step);
        QVERIFY(!scene.maze().isActive(step.cell));
        QCOMPARE(scene.maze().openDirs(step.cell), DirSet(0));
        QVERIFY(!scene.maze().isOpen(scene.maze().index({1, 3}), Dir::East));
        QCOMPARE(scene.maze().activeCellCount(), CellIndex(29));
        catchUp(board, scene);
        compareWithFreshBuild(board, scene, "after a SwitchOff step");
    }

    // Inside an open room the corners are floor, not wall pillars; where the path moves
    // diagonally, the corner it crosses is path, and the board kept up to date is a fresh one.
    void openCornersAndDiagonalPaths() {
        MazeScene scene;
        Maze maze(Size{5, 4});
        maze.openAll();
        maze.addWall(maze.index({3, 2}), Dir::East); // one pillar stays: beside a wall
        scene.setMaze(maze, std::nullopt);
        BoardRaster board;
        board.rebuild(scene);
        scene.takeDirty();
        auto shade = [&](int bx, int by) { return board.image().pixelIndex(bx, by); };
        QCOMPARE(shade(4, 4), int(kRoom)); // the corner of (1,1), (2,1), (1,2), (2,2)
        QCOMPARE(shade(8, 6), int(kWall)); // a corner beside the closed wall
        const Maze& m = scene.maze();
        const std::vector<CellIndex> path = {m.index({0, 0}), m.index({1, 1}), m.index({2, 1}),
                                             m.index({3, 0})};
        SolveStep found;
        found.kind = SolveStep::Kind::Found;
        found.cell = path.back();
        found.path = path;
        drawSolveStep(scene, found);
        catchUp(board, scene);
        QCOMPARE(shade(2, 2), int(kPath)); // (0,0) -> (1,1) crosses the corner at block (2, 2)
        QCOMPARE(shade(6, 2), int(kPath)); // (2,1) -> (3,0) crosses the corner at block (6, 2)
        QCOMPARE(shade(4, 2), int(kRoom)); // not crossed: floor
        compareWithFreshBuild(board, scene, "after a diagonal path");
        scene.clearOverlay();
        catchUp(board, scene);
        QCOMPARE(shade(2, 2), int(kRoom));
        compareWithFreshBuild(board, scene, "after clearing it");
    }

    // A palette change recolours the board without touching its bytes.
    void aPaletteChangeKeepsTheBytes() {
        MazeScene scene;
        scene.setMaze(Maze(Size{9, 7}), std::nullopt);
        scene.setMark(scene.maze().index({3, 3}), CellMark::Path);
        BoardRaster board;
        board.rebuild(scene);
        const QImage before = board.image().copy();
        MazePalette palette;
        palette.wall = QColor(1, 2, 3);
        palette.path = QColor(4, 5, 6);
        board.setPalette(palette);
        for (int y = 0; y < board.height(); ++y)
            QVERIFY(
                std::equal(board.row(y), board.row(y) + board.width(), before.constScanLine(y)));
        QCOMPARE(board.colour(kWall), palette.wall.rgb());
        QCOMPARE(board.colour(kPath), palette.path.rgb());
        QCOMPARE(board.image().pixel(7, 7), palette.path.rgb());
    }
};

QTEST_GUILESS_MAIN(TestBoardRaster)
#include "test_board_raster.moc"
