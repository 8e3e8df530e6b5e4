// The maze view's input: the mask tool and the cost brush, zooming and panning (up to the
// largest maze), and the start/goal drag. What it draws is test_maze_view. Runs offscreen.
#include <QtTest>

#include "view_support.hpp"

using namespace mazelab;
using namespace mazelab::ui;
using namespace mazelab::testing;

class TestMazeViewTools : public QObject {
    Q_OBJECT

private slots:
    // The mask tool: a left-button drag switches off every cell it crosses (and only those),
    // a right-button drag switches them on again; the start and the goal are never masked (the
    // stroke skips them and says why); one mazeEdited per stroke that changed something.
    void maskToolPaintsCellsOffAndOnButNeverTheEndpoints() {
        ShownMaze shown(aldousBroder({10, 8}, 3), {500, 400});
        MazeScene& scene = shown.scene;
        MazeView& view = shown.view;
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setTool(MazeView::Tool::Mask);
        QSignalSpy edited(&view, &MazeView::mazeEdited);
        QSignalSpy starting(&view, &MazeView::editStarting);
        QSignalSpy refused(&view, &MazeView::editRefused);
        const Maze& maze = scene.maze();

        QTest::mousePress(&view, Qt::LeftButton, {}, view.cellCentre({2, 3}));
        QTest::mouseMove(&view, view.cellCentre({4, 3}));
        QTest::mouseMove(&view, view.cellCentre({6, 3}));
        QTest::mouseRelease(&view, Qt::LeftButton, {}, view.cellCentre({6, 3}));
        QCOMPARE(starting.count(), 1);
        QCOMPARE(edited.count(), 1);
        for (int y = 0; y < 8; ++y)
            for (int x = 0; x < 10; ++x)
                QCOMPARE(maze.isActive(maze.index({x, y})), !(y == 3 && x >= 2 && x <= 6));
        QCOMPARE(maze.activeCellCount(), 80 - 5);
        QCOMPARE(maze.openDirs(maze.index({4, 3})), DirSet(0)); // masked cells lose their walls' gaps
        // Masked cells are drawn as solid mask, unlike walls and rooms.
        const QImage image = render(view);
        QCOMPARE(image.pixel(view.cellCentre({4, 3})), rgb(view.mazePalette().masked));
        QVERIFY(view.mazePalette().masked.rgb() != view.mazePalette().wall.rgb());
        QCOMPARE(image.pixel(between(view, {4, 3}, {5, 3})), rgb(view.mazePalette().masked));

        // The right button switches cells on again.
        QTest::mousePress(&view, Qt::RightButton, {}, view.cellCentre({4, 3}));
        QTest::mouseRelease(&view, Qt::RightButton, {}, view.cellCentre({4, 3}));
        QVERIFY(maze.isActive(maze.index({4, 3})));
        QVERIFY(!maze.isActive(maze.index({3, 3})));
        QCOMPARE(edited.count(), 2);

        // The start cannot be masked: nothing changes and the view says why, once.
        const Cell start = maze.start();
        QTest::mousePress(&view, Qt::LeftButton, {}, view.cellCentre(start));
        QTest::mouseMove(&view, view.cellCentre({start.x, start.y}));
        QTest::mouseRelease(&view, Qt::LeftButton, {}, view.cellCentre(start));
        QVERIFY(maze.isActive(maze.index(start)));
        QCOMPARE(refused.count(), 1);
        QVERIFY(refused.front().front().toString().contains(QStringLiteral("start")));
        QCOMPARE(edited.count(), 2);

        // With editing disabled (a generation running), painting is refused and changes nothing.
        view.setEditingEnabled(false);
        QTest::mousePress(&view, Qt::LeftButton, {}, view.cellCentre({8, 6}));
        QTest::mouseRelease(&view, Qt::LeftButton, {}, view.cellCentre({8, 6}));
        QVERIFY(maze.isActive(maze.index({8, 6})));
        QCOMPARE(refused.count(), 2);
    }

    // The cost brush paints its cost along the drag (right button: back to 1); a weighted cell
    // shows a heat colour different from a plain room, darker for dearer cells, and the path
    // drawn over a weighted cell keeps the path colour; a searched weighted cell is neither
    // plain searched nor plain heat (blended). Costs update incrementally like any other change.
    void costBrushPaintsCostsShownAsAHeatMapUnderTheSearch() {
        MazeScene scene;
        Maze open(Size{8, 6});
        open.openAll();
        scene.setMaze(open, std::nullopt);
        MazeView view(&scene);
        view.resize(480, 360);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const MazePalette palette = view.mazePalette();
        const QImage plainImage = render(view);
        const QRgb room = plainImage.pixel(view.cellCentre({3, 2}));
        QCOMPARE(room, rgb(palette.room));

        view.setTool(MazeView::Tool::CostBrush);
        view.setBrushCost(9);
        QCOMPARE(view.brushCost(), 9);
        QTest::mousePress(&view, Qt::LeftButton, {}, view.cellCentre({1, 2}));
        QTest::mouseMove(&view, view.cellCentre({5, 2}));
        QTest::mouseRelease(&view, Qt::LeftButton, {}, view.cellCentre({5, 2}));
        const Maze& maze = scene.maze();
        for (int x = 0; x < 8; ++x)
            QCOMPARE(maze.cost(maze.index({x, 2})), x >= 1 && x <= 5 ? 9 : 1);
        QCOMPARE(scene.maxCost(), 9);
        view.setBrushCost(3);
        QTest::mousePress(&view, Qt::LeftButton, {}, view.cellCentre({3, 4}));
        QTest::mouseRelease(&view, Qt::LeftButton, {}, view.cellCentre({3, 4}));
        QCOMPARE(maze.cost(maze.index({3, 4})), 3);

        QImage image = render(view);
        const QRgb dear = image.pixel(view.cellCentre({3, 2}));
        const QRgb cheap = image.pixel(view.cellCentre({3, 4}));
        QVERIFY(dear != room);
        QVERIFY(cheap != room);
        QVERIFY(QColor(dear).lightness() < QColor(cheap).lightness());
        QCOMPARE(image.pixel(view.cellCentre({3, 3})), room); // unweighted stays white

        // The search on top: the path keeps its own colour over a weighted cell; a searched
        // weighted cell is a blend, different from both plain searched and the heat under it.
        scene.setMark(maze.index({2, 2}), CellMark::Path);
        scene.setMark(maze.index({3, 2}), CellMark::Path);
        scene.setMark(maze.index({5, 2}), CellMark::Searched);
        scene.setMark(maze.index({5, 3}), CellMark::Searched);
        scene.flush();
        image = render(view);
        QCOMPARE(image.pixel(view.cellCentre({3, 2})), rgb(palette.path));
        QCOMPARE(image.pixel(between(view, {2, 2}, {3, 2})), rgb(palette.path));
        const QRgb searchedWeighted = image.pixel(view.cellCentre({5, 2}));
        QCOMPARE(image.pixel(view.cellCentre({5, 3})), rgb(palette.searched));
        QVERIFY(searchedWeighted != rgb(palette.searched));
        QVERIFY(searchedWeighted != dear);

        // The incrementally updated picture is the one a fresh view draws.
        MazeView fresh(&scene);
        fresh.resize(view.size());
        QCOMPARE(render(fresh), image);

        // Right button: back to cost 1, and the heat map rescales to the new highest cost.
        QTest::mousePress(&view, Qt::RightButton, {}, view.cellCentre({1, 2}));
        QTest::mouseMove(&view, view.cellCentre({5, 2}));
        QTest::mouseRelease(&view, Qt::RightButton, {}, view.cellCentre({5, 2}));
        QCOMPARE(maze.cost(maze.index({4, 2})), 1);
        QCOMPARE(scene.maxCost(), 3);
        MazeView again(&scene);
        again.resize(view.size());
        QCOMPARE(render(view), render(again));
    }

    // Zooming in and fitting again gives back the fitted picture; wheel zoom keeps the cell
    // under the cursor under it; the keys + - 0 and F zoom and fit.
    void zoomKeepsTheCellUnderTheCursorAndFitRestoresThePicture() {
        ShownMaze shown(aldousBroder({79, 79}, 9), {700, 500});
        MazeView& view = shown.view;
        const QImage fitted = render(view);
        const double fittedScale = view.pixelsPerCell();

        view.zoomIn();
        QVERIFY(view.pixelsPerCell() > fittedScale);
        QVERIFY(render(view) != fitted);
        view.fitToView();
        QCOMPARE(render(view), fitted);

        const Cell target{12, 61};
        const QPoint anchor = view.cellCentre(target) + QPoint(1, -1);
        QCOMPARE(text(view.cellAt(anchor)), text(target));
        for (int i = 0; i < 4; ++i) {
            const double before = view.pixelsPerCell();
            sendWheel(view, anchor, 1);
            QVERIFY(view.pixelsPerCell() > before);
            QCOMPARE(text(view.cellAt(anchor)), text(target));
        }
        // Block sizes stay whole pixels, so zoomed pictures are as crisp as the fitted one.
        QCOMPARE(view.pixelsPerCell() / 2, std::floor(view.pixelsPerCell() / 2));
        sendWheel(view, anchor, -20); // far past the fit: lands on it
        QCOMPARE(view.pixelsPerCell(), fittedScale);
        QCOMPARE(render(view), fitted);

        QTest::keyClick(&view, Qt::Key_Plus);
        QVERIFY(view.pixelsPerCell() > fittedScale);
        QTest::keyClick(&view, Qt::Key_Minus);
        QCOMPARE(view.pixelsPerCell(), fittedScale);
        QTest::keyClick(&view, Qt::Key_Plus);
        QTest::keyClick(&view, Qt::Key_0);
        QCOMPARE(render(view), fitted);
        QTest::keyClick(&view, Qt::Key_Plus);
        QTest::keyClick(&view, Qt::Key_F);
        QCOMPARE(render(view), fitted);
    }

    // Dragging with the left button on a room or the middle button pans; however far, some of
    // the maze stays in view; a new maze is fitted again.
    void panningMovesThePictureButNeverLosesTheMaze() {
        ShownMaze shown(aldousBroder({19, 19}, 2), {400, 400});
        MazeScene& scene = shown.scene;
        MazeView& view = shown.view;
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        for (int i = 0; i < 6; ++i)
            view.zoomIn();
        const QImage zoomed = render(view);
        const QPoint from = view.cellCentre({9, 9});
        QTest::mousePress(&view, Qt::LeftButton, {}, from);
        QTest::mouseMove(&view, from + QPoint(37, 11));
        QTest::mouseRelease(&view, Qt::LeftButton, {}, from + QPoint(37, 11));
        QCOMPARE(text(view.cellAt(from + QPoint(37, 11))), text(Cell{9, 9}));
        QVERIFY(render(view) != zoomed);

        for (const QPoint far : {QPoint(-5000, -5000), QPoint(5000, 5000), QPoint(-5000, 5000)}) {
            QTest::mousePress(&view, Qt::MiddleButton, {}, QPoint(200, 200));
            QTest::mouseMove(&view, QPoint(200, 200) + far);
            QTest::mouseRelease(&view, Qt::MiddleButton, {}, QPoint(200, 200) + far);
            const QImage image = render(view);
            const QRect board = paintedRect(image, background(view));
            QVERIFY(!board.isEmpty());
            QVERIFY(board.width() >= 40 && board.height() >= 40);
        }
        const QImage panned = render(view);
        scene.setMaze(aldousBroder({19, 19}, 2), std::nullopt);
        view.zoomIn();
        view.zoomOut();
        QVERIFY(render(view) != panned);
        view.fitToView();
        const QRect board = paintedRect(render(view), background(view));
        QCOMPARE(board.center(), QRect(0, 0, 400, 400).center());
    }

    // Dragging the goal to a free cell emits endpointsEdited with the new goal (and leaves the
    // scene alone: the owner of the run decides); the marker follows the cursor; dropping on
    // the start or outside the maze emits nothing; with editing off, pressing on it pans.
    void draggingTheGoalProposesANewGoal() {
        MazeScene scene;
        scene.setMaze(aldousBroder({9, 9}, 4), std::nullopt);
        MazeView view(&scene);
        view.resize(600, 400); // wide: empty space left and right of the maze
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy spy(&view, &MazeView::endpointsEdited);
        const Cell start = scene.maze().start();
        const Cell goal = scene.maze().goal();
        const MazePalette palette;

        const QPoint goalPos = view.cellCentre(goal);
        sendHover(view, goalPos);
        QCOMPARE(view.cursor().shape(), Qt::OpenHandCursor);
        sendHover(view, view.cellCentre({4, 4}));
        QCOMPARE(view.cursor().shape(), Qt::ArrowCursor);

        const QPoint target = view.cellCentre({3, 5});
        QTest::mousePress(&view, Qt::LeftButton, {}, goalPos);
        QCOMPARE(view.cursor().shape(), Qt::ClosedHandCursor);
        const QPoint halfway = (goalPos + target) / 2 + QPoint(3, 2);
        QTest::mouseMove(&view, halfway);
        QCOMPARE(render(view).pixel(halfway), rgb(palette.goal));
        QTest::mouseMove(&view, target);
        QTest::mouseRelease(&view, Qt::LeftButton, {}, target);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(text(spy.at(0).at(0).value<Cell>()), text(start));
        QCOMPARE(text(spy.at(0).at(1).value<Cell>()), text(Cell{3, 5}));
        QCOMPARE(text(scene.maze().goal()), text(goal));
        MazeView fresh(&scene); // the marker is gone once dropped
        fresh.resize(view.size());
        QCOMPARE(render(view), render(fresh));

        for (const QPoint drop :
             {view.cellCentre(start), QPoint(5, 200), QPoint(-40, -40), goalPos}) {
            QTest::mousePress(&view, Qt::LeftButton, {}, goalPos);
            QTest::mouseMove(&view, drop);
            QTest::mouseRelease(&view, Qt::LeftButton, {}, drop);
        }
        QCOMPARE(spy.count(), 1);

        view.setEditingEnabled(false);
        sendHover(view, goalPos);
        QCOMPARE(view.cursor().shape(), Qt::ArrowCursor);
        QTest::mousePress(&view, Qt::LeftButton, {}, goalPos);
        QTest::mouseMove(&view, target);
        QTest::mouseRelease(&view, Qt::LeftButton, {}, target);
        QCOMPARE(spy.count(), 1);
    }

    // While the goal is dragged the view says where a drop would put it, once per change, and
    // from where it was when the drag began: the owner may move it on the scene meanwhile (a
    // finished solve follows), and a drop on the cell it shows there is still a move. Back on its
    // own cell it proposes the start and goal it began with; a drop where nothing moves, or a
    // drag cut short, says the drag was cancelled.
    void aDraggedGoalSaysWhereItWouldLand() {
        MazeScene scene;
        scene.setMaze(aldousBroder({9, 9}, 4), std::nullopt);
        MazeView view(&scene);
        view.resize(600, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy dragged(&view, &MazeView::endpointDragged);
        QSignalSpy edited(&view, &MazeView::endpointsEdited);
        QSignalSpy cancelled(&view, &MazeView::endpointDragCancelled);
        // The owner shows the goal where the view proposes it, as a following solve's owner does.
        connect(&view, &MazeView::endpointDragged, &scene,
                [&scene](Cell start, Cell goal) { scene.setEndpoints(start, goal); });
        const Cell start = scene.maze().start();
        const Cell goal = scene.maze().goal();
        auto proposedGoal = [&dragged](qsizetype i) {
            return text(dragged.at(i).at(1).value<Cell>());
        };

        QTest::mousePress(&view, Qt::LeftButton, {}, view.cellCentre(goal));
        QTest::mouseMove(&view, view.cellCentre({3, 5}));
        QTest::mouseMove(&view, view.cellCentre({3, 5}) + QPoint(2, 1)); // the same cell
        QCOMPARE(dragged.count(), 1);
        QCOMPARE(proposedGoal(0), text(Cell{3, 5}));
        QCOMPARE(text(dragged.at(0).at(0).value<Cell>()), text(start));
        QCOMPARE(text(scene.maze().goal()), text(Cell{3, 5}));
        QTest::mouseMove(&view, view.cellCentre(goal)); // its own cell: where it began
        QTest::mouseMove(&view, view.cellCentre(start)); // the start: no drop either
        QCOMPARE(dragged.count(), 2);
        QCOMPARE(proposedGoal(1), text(goal));
        QTest::mouseMove(&view, view.cellCentre({4, 4}));
        QTest::mouseRelease(&view, Qt::LeftButton, {}, view.cellCentre({4, 4}));
        QCOMPARE(dragged.count(), 3);
        QCOMPARE(edited.count(), 1); // onto the cell the scene already shows it on
        QCOMPARE(text(edited.at(0).at(1).value<Cell>()), text(Cell{4, 4}));
        QCOMPARE(cancelled.count(), 0);

        // Dropped where it began: cancelled, no move. Cut short by another tool: cancelled.
        const Cell now = scene.maze().goal();
        QTest::mousePress(&view, Qt::LeftButton, {}, view.cellCentre(now));
        QTest::mouseMove(&view, view.cellCentre({2, 2}));
        QTest::mouseRelease(&view, Qt::LeftButton, {}, view.cellCentre(now));
        QCOMPARE(cancelled.count(), 1);
        QTest::mousePress(&view, Qt::LeftButton, {}, view.cellCentre(scene.maze().goal()));
        view.setTool(MazeView::Tool::Mask);
        QCOMPARE(cancelled.count(), 2);
        QTest::mouseRelease(&view, Qt::LeftButton, {}, view.cellCentre({6, 6}));
        QCOMPARE(edited.count(), 1);
    }

    // The largest maze (4096 x 4096, a 67 MB block board) draws, takes a full redraw and then a
    // one-cell change, which shows when zoomed in on that cell.
    void aHugeMazeRendersAndTakesSingleCellChanges() {
        ShownMaze shown(Maze(Size{4096, 4096}), {800, 800});
        MazeScene& scene = shown.scene;
        MazeView& view = shown.view;
        QImage image = render(view);
        QCOMPARE(image.size(), QSize(800, 800));
        const QRect board = paintedRect(image, background(view));
        QVERIFY(board.width() >= 799 || board.height() >= 799);
        // Rooms are a fraction of a pixel here: start and goal are drawn as markers in the
        // board's corners instead (sampling alone could drop them), and can be grabbed there.
        int startPixels = 0;
        int goalPixels = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                startPixels += image.pixel(x, y) == rgb(MazePalette{}.start);
                goalPixels += image.pixel(x, y) == rgb(MazePalette{}.goal);
            }
        }
        QVERIFY(startPixels >= 64 && goalPixels >= 64);
        QCOMPARE(image.pixel(board.topLeft() + QPoint(5, 5)), rgb(MazePalette{}.start));
        QCOMPARE(image.pixel(board.bottomRight() - QPoint(5, 5)), rgb(MazePalette{}.goal));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        sendHover(view, board.bottomRight() - QPoint(5, 5));
        QCOMPARE(view.cursor().shape(), Qt::OpenHandCursor);

        // At this scale a pixel shows one of about five cells: take the one under a pixel.
        const QPoint anchor(417, 391);
        const std::optional<Cell> under = view.cellAt(anchor);
        QVERIFY(under);
        const Cell cell = *under;
        const CellIndex index = scene.maze().index(cell);
        scene.setGenerating(true); // a full redraw (every cell rock)
        scene.setGenerating(false);
        scene.setMark(index, CellMark::Path);
        scene.setPassage(index, Dir::East, true);
        scene.flush();
        image = render(view);

        sendWheel(view, anchor, 40); // all the way in, around that pixel
        QCOMPARE(text(view.cellAt(anchor)), text(cell));
        image = render(view);
        const MazePalette palette;
        QCOMPARE(image.pixel(view.cellCentre(cell)), rgb(palette.path));
        QCOMPARE(image.pixel(between(view, cell, {cell.x + 1, cell.y})), rgb(palette.room));
        QCOMPARE(image.pixel(view.cellCentre({cell.x + 1, cell.y})), rgb(palette.room));
        QCOMPARE(image.pixel(between(view, cell, {cell.x, cell.y + 1})), rgb(palette.wall));
    }
};

QTEST_MAIN(TestMazeViewTools)
#include "test_maze_view_tools.moc"
