// The maze view: what it draws, pixel by pixel (renderImage runs paintEvent's code), how it fits,
// zooms and pans, and the start/goal drag. Runs offscreen.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/random.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#endif

#include "ui/view/maze_scene.hpp"
#include "ui/view/maze_view.hpp"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QWheelEvent>

#include <cstdlib>
#include <vector>

using namespace mazelab;
using namespace mazelab::ui;
using WallStyle = MazeView::WallStyle;

namespace {

Maze aldousBroder(Size size, std::uint64_t seed) {
    const GeneratorInfo& info = generatorById("aldous-broder");
    return generateMaze({&info, size, seed, {}});
}

std::vector<CellIndex> shortestPath(const Maze& maze) {
    return solveMaze(solverById("bfs"), maze).path;
}

QRgb rgb(const QColor& colour) {
    return colour.rgb();
}

// Cells as text, so that QCOMPARE shows them when they differ (core's toString(Cell) returns a
// std::string, which QTest cannot print).
QString text(std::optional<Cell> cell) {
    return cell ? QString::fromStdString(toString(*cell)) : QStringLiteral("none");
}

QRgb background(const MazeView& view) {
    return view.palette().color(view.backgroundRole()).rgb();
}

// The pixel halfway between two cells' centres: the passage (or wall) block between them in
// Blocks style, the border between them in ThinWalls style.
QPoint between(const MazeView& view, Cell a, Cell b) {
    return (view.cellCentre(a) + view.cellCentre(b)) / 2;
}

// The smallest rectangle holding every pixel that is not the view's background.
QRect paintedRect(const QImage& image, QRgb backgroundColour) {
    int left = image.width();
    int right = -1;
    int top = image.height();
    int bottom = -1;
    for (int y = 0; y < image.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            if ((line[x] | 0xFF000000u) != (backgroundColour | 0xFF000000u)) {
                left = std::min(left, x);
                right = std::max(right, x);
                top = std::min(top, y);
                bottom = std::max(bottom, y);
            }
        }
    }
    return right < 0 ? QRect() : QRect(QPoint(left, top), QPoint(right, bottom));
}

QImage render(const MazeView& view) {
    return view.renderImage(view.size());
}

// A palette in which every entry differs from the default one.
MazePalette otherPalette() {
    MazePalette p;
    p.wall = QColor(0x10, 0x10, 0x60);
    p.room = QColor(0xF0, 0xF0, 0xE0);
    p.unvisited = QColor(0x40, 0x40, 0x40);
    p.start = QColor(0x00, 0x00, 0xFF);
    p.goal = QColor(0xFF, 0x00, 0xFF);
    p.frontier = QColor(0x00, 0xFF, 0xFF);
    p.searched = QColor(0xC0, 0xC0, 0x00);
    p.path = QColor(0x00, 0x80, 0x00);
    p.current = QColor(0xFF, 0x80, 0x80);
    p.grid = QColor(0x80, 0x80, 0xFF);
    return p;
}

void sendWheel(MazeView& view, QPoint pos, int notches) {
    QWheelEvent event(QPointF(pos), QPointF(view.mapToGlobal(pos)), QPoint(),
                      QPoint(0, notches * 120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase,
                      false);
    QCoreApplication::sendEvent(&view, &event);
}

Maze binaryTree(Size size, std::uint64_t seed) {
    const GeneratorInfo& info = generatorById("binary-tree");
    return generateMaze({&info, size, seed, {}});
}

// Marks a staircase path from cell (from, from) to (to, to), east then south in turn, carving
// its passages, so that it is one block wide and runs diagonally across the board.
void markStaircase(MazeScene& scene, int from, int to) {
    const Maze& maze = scene.maze();
    for (int i = from; i <= to; ++i) {
        scene.setMark(maze.index({i, i}), CellMark::Path);
        if (i == to)
            break;
        scene.setPassage(maze.index({i, i}), Dir::East, true);
        scene.setMark(maze.index({i + 1, i}), CellMark::Path);
        scene.setPassage(maze.index({i + 1, i}), Dir::South, true);
    }
    scene.flush();
}

int countPixels(const QImage& image, QRgb colour, QRect area = {}) {
    if (area.isNull())
        area = image.rect();
    int n = 0;
    for (int y = area.top(); y <= area.bottom(); ++y) {
        for (int x = area.left(); x <= area.right(); ++x)
            n += image.pixel(x, y) == colour;
    }
    return n;
}

// The rows in [first, last] (columns, if !rows) of the image without a pixel of that colour.
QList<int> linesWithout(const QImage& image, QRgb colour, int first, int last, bool rows) {
    QList<int> missing;
    for (int i = first; i <= last; ++i) {
        const QRect line = rows ? QRect(0, i, image.width(), 1) : QRect(i, 0, 1, image.height());
        if (countPixels(image, colour, line) == 0)
            missing.append(i);
    }
    return missing;
}

QString listed(const QList<int>& values) {
    QStringList words;
    for (int v : values.mid(0, 12))
        words.append(QString::number(v));
    return QStringLiteral("%1 line(s): %2").arg(values.size()).arg(words.join(QLatin1Char(' ')));
}

// Middle-button drag: pans whatever is under the cursor.
void pan(MazeView& view, QPoint by) {
    const QPoint from(view.width() / 2, view.height() / 2);
    QTest::mousePress(&view, Qt::MiddleButton, {}, from);
    QTest::mouseMove(&view, from + by);
    QTest::mouseRelease(&view, Qt::MiddleButton, {}, from + by);
}

void sendHover(MazeView& view, QPoint pos) {
    QMouseEvent event(QEvent::MouseMove, QPointF(pos), QPointF(view.mapToGlobal(pos)), Qt::NoButton,
                      Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&view, &event);
}

} // namespace

class TestMazeView : public QObject {
    Q_OBJECT

private slots:
    // The mask tool: a left-button drag switches off every cell it crosses (and only those),
    // a right-button drag switches them on again; the start and the goal are never masked (the
    // stroke skips them and says why); one mazeEdited per stroke that changed something.
    void maskToolPaintsCellsOffAndOnButNeverTheEndpoints() {
        MazeScene scene;
        scene.setMaze(aldousBroder({10, 8}, 3), std::nullopt);
        MazeView view(&scene);
        view.resize(500, 400);
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
        MazeScene scene;
        scene.setMaze(aldousBroder({maze.width(), maze.height()}, 7), std::nullopt);
        MazeView view(&scene);
        view.resize(window);
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
        MazeScene scene;
        scene.setMaze(Maze(Size{3, 3}), std::nullopt);
        MazeView view(&scene);
        view.resize(300, 300);
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
    void incrementalDrawingEqualsAFreshDrawing() {
        QFETCH(WallStyle, style);
        QFETCH(bool, grid);
        MazeScene scene;
        scene.setMaze(Maze(Size{23, 17}), std::nullopt);
        MazeView view(&scene);
        view.resize(640, 480);
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

    // Zooming in and fitting again gives back the fitted picture; wheel zoom keeps the cell
    // under the cursor under it; the keys + - 0 and F zoom and fit.
    void zoomKeepsTheCellUnderTheCursorAndFitRestoresThePicture() {
        MazeScene scene;
        scene.setMaze(aldousBroder({79, 79}, 9), std::nullopt);
        MazeView view(&scene);
        view.resize(700, 500);
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
        MazeScene scene;
        scene.setMaze(aldousBroder({19, 19}, 2), std::nullopt);
        MazeView view(&scene);
        view.resize(400, 400);
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

    // The largest maze (4096 x 4096, a 67 MB block board) draws, takes a full redraw and then a
    // one-cell change, which shows when zoomed in on that cell.
    void aHugeMazeRendersAndTakesSingleCellChanges() {
        MazeScene scene;
        scene.setMaze(Maze(Size{4096, 4096}), std::nullopt);
        MazeView view(&scene);
        view.resize(800, 800);
        QElapsedTimer timer;
        timer.start();
        QImage image = render(view);
        const qint64 firstFrame = timer.nsecsElapsed();
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
        timer.restart();
        scene.setGenerating(true); // a full redraw (every cell rock)
        scene.setGenerating(false);
        const qint64 fullRedraw = timer.nsecsElapsed();
        timer.restart();
        scene.setMark(index, CellMark::Path);
        scene.setPassage(index, Dir::East, true);
        scene.flush();
        image = render(view);
        const qint64 oneCell = timer.nsecsElapsed();
        qInfo("4096x4096: first frame %.1f ms, two full redraws %.1f ms, one cell + frame %.1f ms",
              firstFrame / 1e6, fullRedraw / 1e6, oneCell / 1e6);

        sendWheel(view, anchor, 40); // all the way in, around that pixel
        QCOMPARE(text(view.cellAt(anchor)), text(cell));
        image = render(view);
        const MazePalette palette;
        QCOMPARE(image.pixel(view.cellCentre(cell)), rgb(palette.path));
        QCOMPARE(image.pixel(between(view, cell, {cell.x + 1, cell.y})), rgb(palette.room));
        QCOMPARE(image.pixel(view.cellCentre({cell.x + 1, cell.y})), rgb(palette.room));
        QCOMPARE(image.pixel(between(view, cell, {cell.x, cell.y + 1})), rgb(palette.wall));
    }

    // Below a pixel per block, plain sampling skipped blocks and with them most of a one-block
    // path. The overlay mipmap shows every path block: a staircase path across a 1000 x 1000
    // maze (2001 blocks in 600 px) has green in every row and every column it crosses, fitted
    // and zoomed, and however the view is panned.
    void zoomedOutPathHasNoGapsWhereverTheViewIs() {
        MazeScene scene;
        scene.setMaze(binaryTree({1000, 1000}, 3), std::nullopt);
        MazeView view(&scene);
        view.resize(600, 600);
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
        MazeScene scene;
        scene.setMaze(binaryTree({1000, 1000}, 9), std::nullopt);
        MazeView view(&scene);
        view.resize(600, 600);
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

    // The largest maze, fitted: its path is a gapless line too, and a frame and a one-cell step
    // stay cheap (printed, as in aHugeMazeRendersAndTakesSingleCellChanges; no assertion on time).
    void aHugeMazeShowsItsWholePathWhenFitted() {
        MazeScene scene;
        scene.setMaze(Maze(Size{4096, 4096}), std::nullopt);
        MazeView view(&scene);
        view.resize(800, 800);
        markStaircase(scene, 200, 3900);
        const QRgb green = rgb(MazePalette{}.path);
        QElapsedTimer timer;
        timer.start();
        QImage image = render(view);
        const qint64 firstFrame = timer.nsecsElapsed();
        const QPoint first = view.cellCentre({200, 200});
        const QPoint last = view.cellCentre({3900, 3900});
        const QList<int> rows = linesWithout(image, green, first.y(), last.y(), true);
        const QList<int> cols = linesWithout(image, green, first.x(), last.x(), false);
        QVERIFY2(rows.isEmpty(), qPrintable(QStringLiteral("no green in ") + listed(rows)));
        QVERIFY2(cols.isEmpty(), qPrintable(QStringLiteral("no green in ") + listed(cols)));

        timer.restart();
        for (int i = 0; i < 10; ++i)
            image = render(view);
        const qint64 frame = timer.nsecsElapsed() / 10;
        const CellIndex cell = scene.maze().index({3000, 1000});
        timer.restart();
        scene.setMark(cell, CellMark::Frontier);
        scene.setCurrent(cell);
        scene.flush();
        image = render(view);
        const qint64 step = timer.nsecsElapsed();
        QVERIFY(countPixels(image, rgb(MazePalette{}.current),
                            QRect(view.cellCentre({3000, 1000}) - QPoint(2, 2), QSize(5, 5))) > 0);
        qInfo("4096x4096 fitted in 800x800 with a path: first frame (builds the mipmap) %.1f ms, "
              "frame %.2f ms, one cell + frame %.2f ms",
              firstFrame / 1e6, frame / 1e6, step / 1e6);
    }
};

QTEST_MAIN(TestMazeView)
#include "test_maze_view.moc"
