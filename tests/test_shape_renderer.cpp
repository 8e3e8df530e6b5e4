// The picture of a maze of hexagons, triangles or rings (ui/view/shape_renderer.hpp): every cell's
// centre shows its shade (room, path, frontier, start, goal, mask), the middle of every side shows
// a wall where the maze has one and the room where it has a passage, the outer boundary is closed,
// and a device point finds the cell under it, at a small and a large scale.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/maze.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#include "core/shape.hpp"
#include "shape_support.hpp"
#include "ui/view/board_raster.hpp"
#include "ui/view/board_shades.hpp"
#include "ui/view/maze_palette.hpp"
#include "ui/view/maze_scene.hpp"
#include "ui/view/maze_view.hpp"
#include "ui/view/shape_renderer.hpp"
#endif

#include <QBuffer>
#include <QPainter>
#include <QSvgGenerator>

#include <cmath>

using namespace mazelab;
using namespace mazelab::testing;
using namespace mazelab::ui;

namespace {

QPointF device(Point p, const ViewTransform& t) {
    return {t.x + p.x * t.scale, t.y + p.y * t.scale};
}

QRgb pixel(const QImage& image, QPointF at) {
    return image.pixel(int(std::floor(at.x())), int(std::floor(at.y())));
}

// A scene's picture in the default palette, thin walls, on black, and the transform it used.
struct Picture {
    QImage image;
    ViewTransform t;
    std::array<QRgb, 256> colours = shadeColours(MazePalette());
};
Picture picture(const MazeScene& scene, QSize size) {
    const MazePalette palette;
    const RenderStyle style{.thinWalls = true};
    const ShapeRenderer renderer(scene, palette, style, QColor(Qt::black));
    Picture p{QImage(size, QImage::Format_RGB32),
              ShapeRenderer::fitTransform(scene.maze().shape(), size)};
    renderer.render(p.image, p.t);
    return p;
}

} // namespace

class TestShapeRenderer : public QObject {
    Q_OBJECT

private slots:
    void picturesShowCellsAndWalls_data() {
        QTest::addColumn<ShapeKind>("shape");
        QTest::addColumn<int>("side");
        for (ShapeKind shape : {ShapeKind::Hex, ShapeKind::Triangle, ShapeKind::Polar})
            for (int side : {500, 1400})
                QTest::addRow("%s %d", shapeId(shape).data(), side) << shape << side;
    }
    void picturesShowCellsAndWalls() {
        QFETCH(ShapeKind, shape);
        QFETCH(int, side);
        QVERIFY(shapedGenerator());
        MazeScene scene;
        scene.setMaze(shapedMaze(shape, 5), std::nullopt);
        const Maze& maze = scene.maze();
        // A mark on a few cells, away from the endpoints.
        const CellIndex pathCell = maze.cellCount() / 2;
        const CellIndex frontierCell = pathCell + 1;
        scene.setMark(pathCell, CellMark::Path);
        scene.setMark(frontierCell, CellMark::Frontier);

        const MazePalette palette;
        const RenderStyle style{.thinWalls = true};
        const ShapeRenderer renderer(scene, palette, style, QColor(Qt::black));
        QImage image(side, side * 3 / 4, QImage::Format_RGB32);
        const ViewTransform t = ShapeRenderer::fitTransform(maze.shape(), image.size());
        renderer.render(image, t);

        const std::array<QRgb, 256> colours = shadeColours(palette);
        const CellIndex start = maze.index(maze.start());
        const CellIndex goal = maze.index(maze.goal());
        int walls = 0;
        int passages = 0;
        for (CellIndex c = 0; c < maze.cellCount(); ++c) {
            const QPointF centre = device(maze.shape().centre(c), t);
            const QRgb expected = c == start          ? colours[kStart]
                                  : c == goal         ? colours[kGoal]
                                  : c == pathCell     ? colours[kPath]
                                  : c == frontierCell ? colours[kFrontier]
                                                      : colours[kRoom];
            QCOMPARE(pixel(image, centre), expected);
            QCOMPARE(renderer.cellAt(centre, t), c);
            for (int s = 0; s < maze.slotCount(c); ++s) {
                const CellIndex n = maze.slotNeighbour(c, Slot(s));
                const QPointF at = device(sideMiddle(maze.shape().side(c, Slot(s))), t);
                const bool open = maze.openSlots(c) & (1u << s);
                if (open) {
                    ++passages;
                    QVERIFY2(
                        pixel(image, at) != colours[kWall],
                        qPrintable(QString("passage %1 of cell %2 drawn as a wall").arg(s).arg(c)));
                } else {
                    ++walls;
                    QVERIFY2(
                        pixel(image, at) == colours[kWall],
                        qPrintable(
                            QString("wall %1 of cell %2 (to %3) not drawn").arg(s).arg(c).arg(n)));
                }
            }
        }
        QCOMPARE(passages, 2 * (maze.cellCount() - 1)); // each passage seen from both sides
        QVERIFY(walls > 0);
        // Outside the maze: the background.
        QCOMPARE(image.pixel(1, 1), QColor(Qt::black).rgb());
        QCOMPARE(renderer.cellAt(QPointF(1, 1), t), -1);
    }

    // A masked cell is drawn in the mask's colour, and no wall line runs between two masked
    // cells.
    void maskedCellsAreSolid() {
        Maze maze(Shape::hex({6, 5}));
        maze.openAll();
        const CellIndex a = maze.index(Cell{2, 2});
        const CellIndex b = maze.slotNeighbour(a, 3); // south
        maze.setActive(a, false);
        maze.setActive(b, false);
        MazeScene scene;
        scene.setMaze(maze, std::nullopt);
        const auto [image, t, colours] = picture(scene, QSize(800, 600));
        QCOMPARE(pixel(image, device(maze.shape().centre(a), t)), colours[kMasked]);
        QCOMPARE(pixel(image, device(sideMiddle(maze.shape().side(a, 3)), t)), colours[kMasked]);
        // The masked pair's walls toward the open cells are drawn.
        QCOMPARE(pixel(image, device(sideMiddle(maze.shape().side(a, 0)), t)), colours[kWall]);
    }

    // A weave crossing: the corridor over the crossed cell narrows to a bridge, and the passage
    // under it shows as a mouth in each side it crosses, with its walls up to the bridge.
    void weaveCrossingsShowABridge() {
        Maze maze(Shape::weave({3, 3}));
        const auto at = [&](int x, int y) { return maze.index(Cell{x, y}); };
        maze.setSlot(at(1, 0), 1, true); // the corridor (1,0) - (1,1) - (1,2), south
        maze.setSlot(at(1, 1), 1, true);
        maze.setSlot(at(0, 1), 4, true); // (0,1) under (1,1) to (2,1)
        QVERIFY(maze.crossedUnder(at(1, 1)));
        MazeScene scene;
        scene.setMaze(maze, std::nullopt);
        Picture p = picture(scene, QSize(600, 600));
        const auto& colours = p.colours;
        const auto shows = [&](double x, double y) { return pixel(p.image, device({x, y}, p.t)); };
        for (const double side : {1.0, 2.0}) {
            QCOMPARE(shows(side, 1.5), colours[kRoom]);  // the tunnel's mouth
            QCOMPARE(shows(side, 1.04), colours[kWall]); // the wall beside it
            QCOMPARE(shows(side, 1.96), colours[kWall]);
        }
        QCOMPARE(shows(1.2, 1.5), colours[kWall]); // the bridge's walls over the tunnel
        QCOMPARE(shows(1.8, 1.5), colours[kWall]);
        QCOMPARE(shows(1.1, 1.5), colours[kRoom]); // the tunnel, up to the bridge
        QCOMPARE(shows(1.5, 1.5), colours[kRoom]); // the bridge
        QCOMPARE(shows(1.1, 1.2), colours[kWall]); // the tunnel's wall
        // Without the crossing, the same side is a plain wall.
        maze.setSlot(at(0, 1), 4, false);
        scene.setMaze(maze, std::nullopt);
        p = picture(scene, QSize(600, 600));
        QCOMPARE(shows(1.0, 1.5), colours[kWall]);
    }

    // The maze view shows a maze of other cells: fitted and zoomed, the cell under each cell's
    // centre is that cell, the picture is the renderer's, and the SVG export draws it as paths.
    void theViewShowsEveryShape_data() {
        QTest::addColumn<ShapeKind>("shape");
        for (ShapeKind shape : {ShapeKind::Hex, ShapeKind::Triangle, ShapeKind::Polar})
            QTest::newRow(shapeId(shape).data()) << shape;
    }
    void theViewShowsEveryShape() {
        QFETCH(ShapeKind, shape);
        MazeScene scene;
        scene.setMaze(shapedMaze(shape, 9), std::nullopt);
        MazeView view(&scene);
        view.resize(640, 480);
        const Maze& maze = scene.maze();
        for (int zoom = 0; zoom < 2; ++zoom) {
            for (CellIndex c = 0; c < maze.cellCount(); ++c) {
                const Cell cell = maze.cellAt(c);
                const QPoint centre = view.cellCentre(cell);
                if (!view.rect().contains(centre))
                    continue;
                const std::optional<Cell> found = view.cellAt(centre);
                QVERIFY2(found && *found == cell,
                         qPrintable(QString("cell %1 not found at its centre").arg(c)));
            }
            if (zoom == 0)
                QVERIFY(!view.cellAt(QPoint(0, 0))); // a corner of the fitted view: background
            view.zoomIn();
            view.zoomIn();
        }
        view.fitToView();
        const QImage image = view.renderImage(view.size());
        QImage expected(view.size(), QImage::Format_RGB32);
        const RenderStyle style; // the view's default style
        const ShapeRenderer renderer(scene, view.mazePalette(), style,
                                     view.palette().color(view.backgroundRole()));
        renderer.render(expected, ShapeRenderer::fitTransform(maze.shape(), view.size()));
        QCOMPARE(image, expected);

        QBuffer svg;
        svg.open(QIODevice::WriteOnly);
        QSvgGenerator generator;
        generator.setOutputDevice(&svg);
        generator.setSize(QSize(400, 300));
        {
            QPainter painter(&generator);
            view.renderFittedVector(painter, QSize(400, 300));
        }
        QVERIFY(svg.data().count("<path") > maze.cellCount() / 2);
    }
};

QTEST_MAIN(TestShapeRenderer)
#include "test_shape_renderer.moc"
