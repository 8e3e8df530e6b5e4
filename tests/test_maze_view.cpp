// The maze view: what it draws, pixel by pixel (renderImage runs paintEvent's code), how it fits
// the window, and what it shows zoomed out, up to the largest maze. Zoom, pan, the editing tools
// and the start/goal drag are test_maze_view_tools. Runs offscreen.
#include <QtTest>

#include "view_support.hpp"

using namespace mazelab;
using namespace mazelab::ui;
using namespace mazelab::testing;

class TestMazeView : public QObject {
    Q_OBJECT

private slots:
    // Taylor's visualiser's look on a fresh 3x3 maze: walls dark slate, rooms white, start purple,
    // goal red, corners always wall, and a carved passage block in room colour.
    void freshMazeShowsWallsRoomsStartAndGoalInTheOriginalColours() {
        MazeScene scene;
        scene.setMaze(Maze(Size{3, 3}), std::nullopt);
        scene.setPassage(0, Dir::East, true); // (0,0) -- (1,0)
        scene.flush();
        MazeView view(&scene);
        view.resize(300, 300);
        const QImage image = render(view);
        const MazePalette palette;
        // 7 blocks in 300 px: 42 px per block, 84 per cell, centred with 3 px margins.
        QCOMPARE(view.pixelsPerCell(), 84.0);
        QCOMPARE(image.pixel(view.cellCentre({1, 1})), rgb(palette.room));
        QCOMPARE(image.pixel(view.cellCentre({0, 0})), rgb(palette.start));
        QCOMPARE(image.pixel(view.cellCentre({2, 2})), rgb(palette.goal));
        QCOMPARE(image.pixel(between(view, {0, 0}, {1, 0})), rgb(palette.room)); // carved
        QCOMPARE(image.pixel(between(view, {1, 1}, {2, 1})), rgb(palette.wall)); // closed
        QCOMPARE(image.pixel(between(view, {0, 0}, {1, 1})), rgb(palette.wall)); // a corner
        QCOMPARE(image.pixel(3, 3), rgb(palette.wall));     // the frame's top-left block
        QCOMPARE(image.pixel(296, 296), rgb(palette.wall)); // and its bottom-right one
        QCOMPARE(image.pixel(1, 1), background(view));      // the margin
        QCOMPARE(image.pixel(298, 150), background(view));
    }

    // docs/semantics.md: the maze is centred (margins differ by at most a pixel), wholly visible,
    // and as big as a whole number of pixels per block allows, at every window shape.
    void mazeIsCentredAndFittedAtEveryWindowSize_data() {
        QTest::addColumn<QSize>("maze");
        QTest::addColumn<QSize>("window");
        QTest::newRow("19x19 wide") << QSize(19, 19) << QSize(900, 300);
        QTest::newRow("19x19 tall") << QSize(19, 19) << QSize(300, 900);
        QTest::newRow("19x19 square") << QSize(19, 19) << QSize(500, 500);
        QTest::newRow("79x79 odd") << QSize(79, 79) << QSize(641, 479);
        QTest::newRow("40x7 wide maze in a tall window") << QSize(40, 7) << QSize(333, 777);
        QTest::newRow("4x4 tiny window") << QSize(4, 4) << QSize(301, 300);
        QTest::newRow("300x200 below a pixel per block") << QSize(300, 200) << QSize(320, 300);
    }

    void mazeIsCentredAndFittedAtEveryWindowSize() {
        QFETCH(QSize, maze);
        QFETCH(QSize, window);
        ShownMaze shown(aldousBroder({maze.width(), maze.height()}, 7), {window});
        MazeView& view = shown.view;
        view.zoomIn(); // whatever happened before, fitToView brings the fit back
        view.fitToView();
        const QImage image = render(view);
        const QRect board = paintedRect(image, background(view));
        QVERIFY(!board.isEmpty());
        const int left = board.left();
        const int right = image.width() - 1 - board.right();
        const int top = board.top();
        const int bottom = image.height() - 1 - board.bottom();
        QVERIFY2(std::abs(left - right) <= 1,
                 qPrintable(QStringLiteral("%1 vs %2").arg(left).arg(right)));
        QVERIFY2(std::abs(top - bottom) <= 1,
                 qPrintable(QStringLiteral("%1 vs %2").arg(top).arg(bottom)));
        const int blocksX = 2 * maze.width() + 1;
        const int blocksY = 2 * maze.height() + 1;
        const double block = view.pixelsPerCell() / 2;
        QVERIFY(left >= 0 && top >= 0 && right >= 0 && bottom >= 0);
        if (block >= 1) {
            // Whole pixels per block: the board is exactly that many blocks, and one more pixel
            // per block would not fit.
            QCOMPARE(block, std::floor(block));
            QCOMPARE(board.width(), int(block) * blocksX);
            QCOMPARE(board.height(), int(block) * blocksY);
            QVERIFY((int(block) + 1) * blocksX > window.width() ||
                    (int(block) + 1) * blocksY > window.height());
        } else {
            // Too big for a pixel per block: it fills one side.
            QVERIFY(board.width() >= window.width() - 1 || board.height() >= window.height() - 1);
        }
        const QRgb wall = rgb(MazePalette{}.wall);
        QCOMPARE(image.pixel(board.topLeft()), wall);
        QCOMPARE(image.pixel(board.bottomRight()), wall);
    }

    // Overlay colours: start and goal win, then the current cell, then the marks; a passage
    // joining two rooms of one state takes that state, so the path reads as one green line
    // (also into the start and goal squares when the animator leaves them unmarked); and
    // clearOverlay brings every room back to white. In both styles.
    void marksShowTheirColoursAndThePathIsAContinuousLine_data() {
        QTest::addColumn<WallStyle>("style");
        QTest::newRow("blocks") << WallStyle::Blocks;
        QTest::newRow("thin walls") << WallStyle::ThinWalls;
    }

    void marksShowTheirColoursAndThePathIsAContinuousLine() {
        QFETCH(WallStyle, style);
        MazeScene scene;
        scene.setMaze(aldousBroder({19, 19}, 3), std::nullopt);
        const Maze& maze = scene.maze();
        MazeView view(&scene);
        view.setWallStyle(style);
        view.resize(800, 800);
        const MazePalette palette;
        const std::vector<CellIndex> path = shortestPath(maze);
        QVERIFY(path.size() > 2);
        for (std::size_t i = 1; i + 1 < path.size(); ++i) // endpoints left unmarked on purpose
            scene.setMark(path[i], CellMark::Path);
        std::vector<CellIndex> others;
        for (CellIndex c = 0; c < maze.cellCount() && others.size() < 3; ++c) {
            if (std::find(path.begin(), path.end(), c) == path.end())
                others.push_back(c);
        }
        scene.setMark(others[0], CellMark::Searched);
        scene.setMark(others[1], CellMark::Frontier);
        scene.setMark(others[2], CellMark::Searched);
        scene.setCurrent(others[2]);                     // current wins over its mark
        scene.setMark(path.front(), CellMark::Searched); // start wins over its mark
        scene.flush();
        QImage image = render(view);
        auto shown = [&](CellIndex c) { return image.pixel(view.cellCentre(maze.cellAt(c))); };
        QCOMPARE(shown(others[0]), rgb(palette.searched));
        QCOMPARE(shown(others[1]), rgb(palette.frontier));
        QCOMPARE(shown(others[2]), rgb(palette.current));
        QCOMPARE(shown(path.front()), rgb(palette.start));
        QCOMPARE(shown(path.back()), rgb(palette.goal));
        for (std::size_t i = 1; i + 1 < path.size(); ++i)
            QCOMPARE(shown(path[i]), rgb(palette.path));
        // Every passage along the path is green, including the last one into the goal (whose
        // room is unmarked); the first joins a Searched start, so it is not. (In ThinWalls the
        // rooms touch, and the pixel between the last two is the goal's.)
        const std::size_t passages = style == WallStyle::Blocks ? path.size() - 1 : path.size() - 2;
        for (std::size_t i = 1; i < passages; ++i) {
            const QPoint p = between(view, maze.cellAt(path[i]), maze.cellAt(path[i + 1]));
            QCOMPARE(image.pixel(p), rgb(palette.path));
        }

        scene.clearOverlay();
        image = render(view);
        for (CellIndex c = 0; c < maze.cellCount(); ++c) {
            const Cell cell = maze.cellAt(c);
            const QRgb expected = cell == maze.start()  ? rgb(palette.start)
                                  : cell == maze.goal() ? rgb(palette.goal)
                                                        : rgb(palette.room);
            QCOMPARE(image.pixel(view.cellCentre(cell)), expected);
        }
    }

    // While a maze is generated, cells the generator has not reached are solid rock (room and
    // the blocks around it), reached ones are rooms with walls, and the frame stays wall.
    void cellsNotYetReachedByTheGeneratorAreRock() {
        MazeScene scene;
        scene.setMaze(Maze(Size{5, 5}), std::nullopt);
        scene.setGenerating(true);
        const Maze& maze = scene.maze();
        scene.setVisited(maze.index({0, 0}));
        scene.setVisited(maze.index({1, 0}));
        scene.setPassage(maze.index({0, 0}), Dir::East, true);
        scene.flush();
        MazeView view(&scene);
        view.resize(400, 400);
        const QImage image = render(view);
        const MazePalette palette;
        QCOMPARE(image.pixel(view.cellCentre({1, 0})), rgb(palette.room));
        QCOMPARE(image.pixel(view.cellCentre({3, 3})), rgb(palette.unvisited));
        QCOMPARE(image.pixel(between(view, {2, 2}, {3, 3})), rgb(palette.unvisited)); // corner
        QCOMPARE(image.pixel(between(view, {3, 3}, {4, 3})), rgb(palette.unvisited)); // wall
        QCOMPARE(image.pixel(between(view, {1, 0}, {2, 0})), rgb(palette.wall)); // reached edge
        QCOMPARE(image.pixel(between(view, {1, 0}, {2, 1})), rgb(palette.wall)); // its corner
        const QRect board = paintedRect(image, background(view));
        QCOMPARE(image.pixel(board.right(), board.center().y()), rgb(palette.wall)); // frame
    }

    // ThinWalls: rooms fill their whole cells and walls are lines about a sixth of a cell
    // thick; when cells are too small for lines it draws exactly what Blocks draws.
    void thinWallsAreThinLinesBetweenRoomsFillingTheirCells() {
        ShownMaze shown(Maze(Size{3, 3}), {300, 300});
        MazeScene& scene = shown.scene;
        MazeView& view = shown.view;
        const MazePalette palette;
        const QPoint border = between(view, {0, 1}, {1, 1}); // a closed wall
        const int quarter = int(view.pixelsPerCell() / 4);
        QImage image = render(view);
        QCOMPARE(image.pixel(border), rgb(palette.wall));
        QCOMPARE(image.pixel(border + QPoint(quarter - 2, 0)), rgb(palette.wall)); // a block
        view.setWallStyle(WallStyle::ThinWalls);
        image = render(view);
        QCOMPARE(image.pixel(border), rgb(palette.wall));
        QCOMPARE(image.pixel(border + QPoint(quarter - 2, 0)), rgb(palette.room)); // a line
        int thickness = 0;
        for (int x = border.x() - quarter; x < border.x() + quarter; ++x)
            thickness += image.pixel(x, border.y()) == rgb(palette.wall);
        QCOMPARE(thickness, qRound(view.pixelsPerCell() / 6));

        scene.setMaze(aldousBroder({150, 150}, 1), std::nullopt); // 2 px per cell in 300 px
        QVERIFY(view.pixelsPerCell() < 6);
        const QImage thin = render(view);
        view.setWallStyle(WallStyle::Blocks);
        QCOMPARE(thin, render(view));
    }

    // The grid outlines blocks (cells in ThinWalls) where two open ones meet, in palette.grid,
    // only when they are big enough to take a line; at small sizes it changes nothing.
    void gridOutlinesOpenCellsWhenTheyAreBigEnough() {
        MazeScene scene;
        scene.setMaze(Maze(Size{3, 3}), std::nullopt);
        scene.setPassage(scene.maze().index({0, 1}), Dir::East, true);
        scene.flush();
        MazeView view(&scene);
        view.resize(300, 300);
        const MazePalette palette;
        // Blocks: 42 px blocks; the passage block right of room (0,1) starts 21 px right of the
        // room's centre.
        const QPoint roomCentre = view.cellCentre({0, 1});
        const QPoint passageStart = roomCentre + QPoint(21, 0);
        view.setGridVisible(true);
        QImage image = render(view);
        QCOMPARE(image.pixel(passageStart), rgb(palette.grid));
        QCOMPARE(image.pixel(passageStart - QPoint(1, 0)), rgb(palette.room));
        QCOMPARE(image.pixel(passageStart + QPoint(1, 0)), rgb(palette.room));
        QCOMPARE(image.pixel(roomCentre + QPoint(0, 21)), rgb(palette.wall)); // not on walls
        view.setWallStyle(WallStyle::ThinWalls);
        image = render(view);
        const QPoint border = between(view, {0, 1}, {1, 1});
        QCOMPARE(image.pixel(border), rgb(palette.grid));
        QCOMPARE(image.pixel(border + QPoint(1, 0)), rgb(palette.room));

        scene.setMaze(aldousBroder({79, 79}, 5), std::nullopt); // 3 px per cell
        for (WallStyle style : {WallStyle::Blocks, WallStyle::ThinWalls}) {
            view.setWallStyle(style);
            view.setGridVisible(false);
            const QImage without = render(view);
            view.setGridVisible(true);
            QCOMPARE(render(view), without);
        }
    }

    // docs/semantics.md: the picture is always the model's. A view updated cell by cell through
    // random carves, marks, endpoint moves, clears, a new maze, and palette and style changes
    // in between draws exactly what a view built from scratch on the same scene draws.
    void incrementalDrawingEqualsAFreshDrawing_data() {
        QTest::addColumn<WallStyle>("style");
        QTest::addColumn<bool>("grid");
        QTest::newRow("blocks") << WallStyle::Blocks << false;
        QTest::newRow("blocks, grid") << WallStyle::Blocks << true;
        QTest::newRow("thin walls") << WallStyle::ThinWalls << false;
        QTest::newRow("thin walls, grid") << WallStyle::ThinWalls << true;
    }

    // One run drawn step by step and compared with fresh drawings along the way: the
    // comparisons share the run, so they stay in one function.
    void incrementalDrawingEqualsAFreshDrawing() {
        QFETCH(WallStyle, style);
        QFETCH(bool, grid);
        ShownMaze shown(Maze(Size{23, 17}), {640, 480});
        MazeScene& scene = shown.scene;
        MazeView& view = shown.view;
        view.setWallStyle(style);
        view.setGridVisible(grid);
        MazePalette palette;
        Random random(20240611);
        auto randomCell = [&] {
            return CellIndex(random.below(std::uint64_t(scene.maze().cellCount())));
        };
        auto randomWall = [&](bool open) {
            const CellIndex c = randomCell();
            const Dir d = kDirs[random.below(4)];
            if (scene.maze().insideDirs(scene.maze().cellAt(c)) & bit(d))
                scene.setPassage(c, d, open);
        };
        auto check = [&](const char* when) {
            MazeView fresh(&scene);
            fresh.resize(view.size());
            fresh.setWallStyle(view.wallStyle());
            fresh.setGridVisible(view.gridVisible());
            fresh.setPalette(view.mazePalette());
            if (render(view) != render(fresh))
                QFAIL(qPrintable(QStringLiteral("differs after %1").arg(QLatin1String(when))));
        };

        scene.setGenerating(true);
        for (int batch = 0; batch < 12; ++batch) {
            for (int i = 0; i < 20; ++i) {
                const CellIndex c = randomCell();
                scene.setVisited(c);
                scene.setCurrent(c);
                randomWall(true);
            }
            scene.flush();
            check("generation steps");
            if (batch == 5) {
                palette = otherPalette();
                view.setPalette(palette);
                check("a palette change during generation");
            }
        }
        scene.setGenerating(false);
        scene.setCurrent(-1);
        scene.flush();
        check("the end of generation");
        for (int batch = 0; batch < 12; ++batch) {
            for (int i = 0; i < 15; ++i) {
                scene.setMark(randomCell(), CellMark(random.below(4)));
                if (random.chance(0.3))
                    randomWall(random.chance(0.5));
            }
            scene.setCurrent(randomCell());
            scene.flush();
            check("search steps");
            if (batch == 4) {
                view.setWallStyle(style == WallStyle::Blocks ? WallStyle::ThinWalls
                                                             : WallStyle::Blocks);
                view.setGridVisible(!grid);
                check("a style and grid change during a run");
                view.setWallStyle(style);
                view.setGridVisible(grid);
            }
            if (batch == 7) {
                const Maze& maze = scene.maze();
                const Cell goal = maze.goal() == Cell{0, 0} ? Cell{1, 0} : Cell{0, 0};
                Cell start = maze.cellAt(randomCell());
                if (start == goal)
                    start = Cell{2, 2};
                scene.setEndpoints(start, goal);
                check("an endpoint move");
            }
            if (batch == 9) {
                scene.clearOverlay();
                check("clearing the overlay");
            }
        }
        view.setPalette(MazePalette{});
        check("a palette change after the run");
        scene.setMaze(aldousBroder({31, 9}, 11), std::nullopt);
        check("a new maze");
        for (int i = 0; i < 40; ++i)
            scene.setMark(randomCell(), CellMark::Path);
        scene.flush();
        check("marks on the new maze");
    }

    // Below a pixel per block, plain sampling skipped blocks and with them most of a one-block
    // path. The overlay mipmap shows every path block: a staircase path across a 1000 x 1000
    // maze (2001 blocks in 600 px) has green in every row and every column it crosses, fitted
    // and zoomed, and however the view is panned.
    void zoomedOutPathHasNoGapsWhereverTheViewIs() {
        ShownMaze shown(binaryTree({1000, 1000}, 3), {600, 600});
        MazeScene& scene = shown.scene;
        MazeView& view = shown.view;
        markStaircase(scene, 100, 900);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(view.pixelsPerCell() < 1); // about 3.3 blocks per pixel
        const QRgb green = rgb(MazePalette{}.path);
        auto check = [&](const char* when) {
            const QImage image = render(view);
            const QPoint first = view.cellCentre({100, 100});
            const QPoint last = view.cellCentre({900, 900});
            // The rows the path crosses inside the view: it runs along the diagonal through the
            // centre of cell (x, x), shifted by `skew` pixels to the right of the pixel diagonal
            // (give or take a pixel at its steps).
            const int skew = view.cellCentre({500, 500}).x() - view.cellCentre({500, 500}).y();
            const int top = std::max({first.y(), 0, 2 - skew});
            const int bottom = std::min({last.y(), image.height() - 1, image.width() - 3 - skew});
            const QList<int> rows = linesWithout(image, green, top, bottom, true);
            const QList<int> cols = linesWithout(image, green, top + skew, bottom + skew, false);
            const QString missing = QLatin1String(when) + QStringLiteral(": no green in ");
            QVERIFY2(rows.isEmpty(), qPrintable(missing + listed(rows)));
            QVERIFY2(cols.isEmpty(), qPrintable(missing + listed(cols)));
            // Shown, not smeared: a square of the level sampled is one to two pixels wide, so
            // the staircase (two squares to a row of squares) is a few pixels a row.
            const int length = bottom - top + 1;
            const int count = countPixels(image, green, QRect(0, top, image.width(), length));
            QVERIFY2(count <= 5 * length,
                     qPrintable(QStringLiteral("%1: %2 green pixels for a line of %3")
                                    .arg(QLatin1String(when))
                                    .arg(count)
                                    .arg(length)));
        };
        check("fitted");
        view.zoomIn(); // still below a pixel per block
        QVERIFY(view.pixelsPerCell() < 1);
        check("zoomed in a step");
        for (const QPoint by : {QPoint(1, 0), QPoint(0, 1), QPoint(1, 1), QPoint(2, -1),
                                QPoint(-3, 2), QPoint(5, 5), QPoint(-7, 0)}) {
            pan(view, by);
            check("panned");
        }
    }

    // The mipmap follows the scene cell by cell: one cell marked far from the others shows, and
    // unmarked is gone again; and through random steps in one corner (so that its squares are
    // changed over and over), the picture stays pixel for pixel a fresh view's.
    void zoomedOutIncrementalDrawingEqualsAFreshDrawing() {
        MazeScene scene;
        scene.setMaze(binaryTree({1000, 1000}, 5), std::nullopt);
        const Maze& maze = scene.maze();
        MazeView view(&scene);
        view.resize(600, 600);
        markStaircase(scene, 0, 999); // the one full redraw: from here on, cell by cell
        QVERIFY(view.pixelsPerCell() < 1);
        auto check = [&](const char* when) {
            MazeView fresh(&scene);
            fresh.resize(view.size());
            fresh.setPalette(view.mazePalette());
            if (render(view) != render(fresh))
                QFAIL(qPrintable(QStringLiteral("differs after %1").arg(QLatin1String(when))));
        };
        const QImage before = render(view); // builds the mipmap
        const QRgb green = rgb(MazePalette{}.path);
        const Cell far{800, 150};
        const QRect around(view.cellCentre(far) - QPoint(2, 2), QSize(5, 5));
        QCOMPARE(countPixels(before, green, around), 0);

        scene.setMark(maze.index(far), CellMark::Path);
        scene.flush();
        const QImage marked = render(view);
        QVERIFY(countPixels(marked, green, around) > 0);
        QCOMPARE(countPixels(marked, green),
                 countPixels(before, green) + countPixels(marked, green, around));
        check("one cell marked");
        scene.setMark(maze.index(far), CellMark::None);
        scene.flush();
        QCOMPARE(render(view), before);

        Random random(77);
        auto nearby = [&] {
            return maze.index({700 + int(random.below(40)), 100 + int(random.below(40))});
        };
        for (int batch = 0; batch < 6; ++batch) {
            for (int i = 0; i < 25; ++i)
                scene.setMark(nearby(), CellMark(random.below(4)));
            scene.setCurrent(batch == 5 ? -1 : nearby());
            scene.flush();
            check("search steps");
        }
        scene.setMark(maze.index(far), CellMark::Frontier);
        scene.flush();
        view.setPalette(otherPalette());
        check("a palette change");
        scene.setGenerating(true); // a full redraw, and every cell rock
        check("a full redraw");
        scene.setVisited(maze.index({3, 900}));
        scene.setCurrent(maze.index({3, 900}));
        scene.flush();
        check("a generation step");
    }

    // The mipmap holds only the overlay: walls and rooms are sampled as before, so a zoomed-out
    // maze keeps its texture and about the board's proportions of wall and room.
    void zoomedOutMazeKeepsItsWallAndRoomTexture() {
        ShownMaze shown(binaryTree({1000, 1000}, 9), {600, 600});
        MazeScene& scene = shown.scene;
        MazeView& view = shown.view;
        const MazePalette palette;
        const QImage image = render(view);
        const QRect board = paintedRect(image, background(view));
        const double pixels = double(board.width()) * board.height();
        const double walls = countPixels(image, rgb(palette.wall), board) / pixels;
        const double rooms = countPixels(image, rgb(palette.room), board) / pixels;
        // A perfect maze: W*H rooms and W*H - 1 passages among (2W+1)(2H+1) blocks.
        const double boardRooms = (2.0 * 1000 * 1000 - 1) / (2001.0 * 2001.0);
        const QString shares = QStringLiteral("walls %1, rooms %2, board's rooms %3")
                                   .arg(walls)
                                   .arg(rooms)
                                   .arg(boardRooms);
        QVERIFY2(walls > 0.2 && walls < 0.8 && rooms > 0.2 && rooms < 0.8, qPrintable(shares));
        QVERIFY2(std::abs(rooms - boardRooms) < 0.1, qPrintable(shares));
        QVERIFY2(walls + rooms > 0.99, qPrintable(shares)); // and little else (the markers)

        // A search drawn in one corner leaves the texture elsewhere exactly as it was.
        for (int y = 0; y < 200; ++y) {
            for (int x = 0; x < 200; ++x)
                scene.setMark(scene.maze().index({x, y}), CellMark::Searched);
        }
        scene.flush();
        const QImage searched = render(view);
        const QRect elsewhere(view.cellCentre({300, 300}), board.bottomRight() - QPoint(20, 20));
        QCOMPARE(searched.copy(elsewhere), image.copy(elsewhere));
        const QRect corner(view.cellCentre({30, 30}), view.cellCentre({190, 190})); // no marker
        QCOMPARE(countPixels(searched, rgb(palette.searched), corner),
                 corner.width() * corner.height());
    }

    // At one pixel per block the mipmap is not used: a path segment is exactly as many green
    // pixels as it has blocks (rooms and the passages between them).
    void atOnePixelPerBlockThePathIsExactlyItsBlocks() {
        MazeScene scene;
        scene.setMaze(binaryTree({300, 200}, 4), std::nullopt);
        const std::vector<CellIndex> path = shortestPath(scene.maze());
        const std::size_t first = path.size() / 4;
        const std::size_t last = 3 * path.size() / 4;
        for (std::size_t i = first; i <= last; ++i)
            scene.setMark(path[i], CellMark::Path);
        scene.flush();
        MazeView view(&scene);
        view.resize(601, 401);
        QCOMPARE(view.pixelsPerCell(), 2.0);
        const int cells = int(last - first + 1);
        QCOMPARE(countPixels(render(view), rgb(MazePalette{}.path)), 2 * cells - 1);
    }

    // The largest maze, fitted: its path is a gapless line too, and a one-cell step shows. (What
    // its frames cost is bench/ui_bench.cpp's figure, "view at 4096x4096".)
    void aHugeMazeShowsItsWholePathWhenFitted() {
        ShownMaze shown(Maze(Size{4096, 4096}), {800, 800});
        MazeScene& scene = shown.scene;
        MazeView& view = shown.view;
        markStaircase(scene, 200, 3900);
        const QRgb green = rgb(MazePalette{}.path);
        QImage image = render(view);
        const QPoint first = view.cellCentre({200, 200});
        const QPoint last = view.cellCentre({3900, 3900});
        const QList<int> rows = linesWithout(image, green, first.y(), last.y(), true);
        const QList<int> cols = linesWithout(image, green, first.x(), last.x(), false);
        QVERIFY2(rows.isEmpty(), qPrintable(QStringLiteral("no green in ") + listed(rows)));
        QVERIFY2(cols.isEmpty(), qPrintable(QStringLiteral("no green in ") + listed(cols)));

        const CellIndex cell = scene.maze().index({3000, 1000});
        scene.setMark(cell, CellMark::Frontier);
        scene.setCurrent(cell);
        scene.flush();
        image = render(view);
        QVERIFY(countPixels(image, rgb(MazePalette{}.current),
                            QRect(view.cellCentre({3000, 1000}) - QPoint(2, 2), QSize(5, 5))) > 0);
    }
};

QTEST_MAIN(TestMazeView)
#include "test_maze_view.moc"
