// The maze view's teaching layers on hexagonal, triangular, polar and weave cells
// (ui/view/view_layer.hpp): the distance heat map colours the centre of every cell the start
// reaches with the colour of its distance (the test's own breadth-first moves) and leaves the
// walls alone; the numbers of a paused search sit inside their cells, each the cell's g; Predict's
// marks show on the cells they mark; and a round of Predict through the real window takes clicks
// on such cells, marks the verdicts there and explains them.
#include <QtTest>

#include "window_support.hpp"

#ifndef Q_MOC_RUN
#include "core/learn/prediction.hpp"
#include "core/run.hpp"
#include "core/search_view.hpp"
#include "core/shape.hpp"
#include "shape_support.hpp"
#endif

#include "ui/animation/animator.hpp"
#include "ui/learn/learn_controller.hpp"
#include "ui/learn/learn_marks.hpp"
#include "ui/learn/predict_controller.hpp"
#include "ui/learn/predict_panel.hpp"
#include "ui/teaching/internals_overlay.hpp"
#include "ui/view/maze_scene.hpp"
#include "ui/view/maze_view.hpp"
#include "ui/view/shape_renderer.hpp"

#include <QPainterPath>

#include <deque>
#include <set>

using namespace mazelab;
using namespace mazelab::ui;
using namespace mazelab::testing;
using namespace mazelab::testing::window;

namespace {

constexpr QRgb kRightColour = 0x1b9e3e; // ui/learn/learn_marks.cpp
constexpr QRgb kWrongColour = 0xd62728;
constexpr QRgb kAnswerColour = 0xffb000;
const QSize kPicture(900, 700);

QPoint device(Point p, const ViewTransform& t) {
    return {int(std::floor(t.x + p.x * t.scale)), int(std::floor(t.y + p.y * t.scale))};
}

// Pixels of exactly this colour inside the cell's outline.
int pixelsIn(const QImage& image, const Shape& shape, CellIndex cell, const ViewTransform& t,
             QRgb colour) {
    const QPainterPath outline = ShapeRenderer::outlinePath(shape, cell, t);
    const QRect box = outline.boundingRect().toAlignedRect() & image.rect();
    int count = 0;
    for (int y = box.top(); y <= box.bottom(); ++y)
        for (int x = box.left(); x <= box.right(); ++x)
            if ((image.pixel(x, y) & 0xFFFFFF) == (colour & 0xFFFFFF) &&
                outline.contains(QPointF(x + 0.5, y + 0.5)))
                ++count;
    return count;
}

// One solver of each family that keeps numbers (a queue, an open set with a heuristic, a
// stack), by the registry's traits.
std::vector<const SolverInfo*> numberSolvers(ShapeKind kind) {
    std::vector<const SolverInfo*> out;
    std::set<std::pair<SolverFamily, bool>> seen;
    for (const SolverInfo* s : solvers()) {
        if (!solvesShape(*s, kind))
            continue;
        if (s->family != SolverFamily::BreadthFirst && s->family != SolverFamily::BestFirst &&
            s->family != SolverFamily::DepthFirst)
            continue;
        if (seen.insert({s->family, !s->heuristic.empty() || s->fixedHeuristic}).second)
            out.push_back(s);
    }
    return out;
}

} // namespace

class TestShapedLayers : public QObject {
    Q_OBJECT

private slots:
    // Every cell the start reaches, the start and goal aside (their own colours win), shows the
    // heat of its distance at its centre; the distances are the test's own moves; the middle of
    // every wall is the same pixel with and without the heat map.
    void heatMapColoursEveryCellsCentre_data() { shapeRows(); }
    void heatMapColoursEveryCellsCentre() {
        QFETCH(ShapeKind, kind);
        QVERIFY(shapedGenerator());
        MazeScene scene;
        scene.setMaze(shapedMaze(kind, 7), std::nullopt);
        const Maze& maze = scene.maze();
        MazeView view(&scene);
        const QImage plain = view.renderFittedImage(kPicture);
        DistanceHeatLayer heat(scene);
        view.addLayer(&heat);
        const QImage hot = view.renderFittedImage(kPicture);
        const ViewTransform t = ShapeRenderer::fitTransform(maze.shape(), kPicture);

        const std::vector<std::int64_t> moves =
            slotDistances(maze, maze.index(maze.start()), false);
        const CellIndex start = maze.index(maze.start());
        const CellIndex goal = maze.index(maze.goal());
        int coloured = 0;
        for (CellIndex c = 0; c < maze.cellCount(); ++c) {
            QCOMPARE(heat.distances()[std::size_t(c)], double(moves[std::size_t(c)]));
            if (c == start || c == goal)
                continue;
            const QPoint at = device(maze.shape().centre(c), t);
            QCOMPARE(hot.pixel(at) | 0xFF000000u, heat.cellColour(c) | 0xFF000000u);
            coloured += plain.pixel(at) != hot.pixel(at);
            for (Slot s = 0; s < maze.slotCount(c); ++s) {
                if (maze.openSlots(c) & (1u << s) || maze.slotNeighbour(c, s) < 0 ||
                    kind == ShapeKind::Weave)
                    continue;
                const Side side = maze.shape().side(c, s);
                if (side.arc)
                    continue;
                const QPoint mid =
                    device({(side.from.x + side.to.x) / 2, (side.from.y + side.to.y) / 2}, t);
                QCOMPARE(hot.pixel(mid), plain.pixel(mid));
            }
        }
        // The ramp starts at the room's colour next to the start; most cells are hotter.
        QVERIFY2(coloured > maze.cellCount() / 2, qPrintable(QString::number(coloured)));
    }

    // A paused search of each family that keeps numbers: every number drawn sits inside the
    // outline of its cell, the first of each cell is its g (the test's own moves for a queue),
    // and dark figures show where it is drawn.
    void numbersSitInsideTheirCells_data() { shapeRows(); }
    void numbersSitInsideTheirCells() {
        QFETCH(ShapeKind, kind);
        MazeScene scene;
        scene.setMaze(shapedMaze(kind, 3), std::nullopt);
        const Maze& maze = scene.maze();
        const std::vector<std::int64_t> moves =
            slotDistances(maze, maze.index(maze.start()), false);
        const std::vector<const SolverInfo*> searches = numberSolvers(kind);
        QVERIFY(searches.size() >= 3);
        for (const SolverInfo* info : searches) {
            MazeView view(&scene);
            Animator animator(&scene);
            animator.startSolve(*info, shapeParams(*info));
            animator.seek(12);
            QCOMPARE(animator.stepsDone(), 12);
            const QImage plain = view.renderFittedImage(kPicture);
            NumbersLayer numbers(animator);
            view.addLayer(&numbers);
            const QImage image = view.renderFittedImage(kPicture);
            const ViewTransform t = ShapeRenderer::fitTransform(maze.shape(), kPicture);
            const SearchView* search = animator.searchView();
            QVERIFY(search);
            QVERIFY2(numbers.lastDrawn().size() >= 3, info->id.data());
            std::set<CellIndex> labelled;
            for (const NumbersLayer::Drawn& d : numbers.lastDrawn()) {
                const CellIndex c = maze.index(d.cell);
                const QPainterPath outline = ShapeRenderer::outlinePath(maze.shape(), c, t);
                QVERIFY2(outline.contains(d.rect.center()),
                         qPrintable(QStringLiteral("%1: '%2' of cell %3 at %4,%5")
                                        .arg(info->id.data(), d.text)
                                        .arg(c)
                                        .arg(d.rect.center().x())
                                        .arg(d.rect.center().y())));
                if (labelled.insert(c).second && !search->hasHeuristic() &&
                    info->family != SolverFamily::DepthFirst) {
                    QCOMPARE(d.text, QString::number(*search->cell(c).g));
                    if (info->family == SolverFamily::BreadthFirst)
                        QCOMPARE(d.text, QString::number(moves[std::size_t(c)]));
                }
                const QRect box = d.rect.toAlignedRect() & image.rect();
                int changed = 0;
                int dark = 0;
                for (int y = box.top(); y <= box.bottom(); ++y)
                    for (int x = box.left(); x <= box.right(); ++x) {
                        changed += image.pixel(x, y) != plain.pixel(x, y);
                        // The figures' dark strokes, not the picture's (walls, a dark start).
                        dark += qGray(image.pixel(x, y)) < 0x90 &&
                                image.pixel(x, y) != plain.pixel(x, y);
                    }
                QVERIFY2(changed > 0 && dark > 0, qPrintable(d.text));
            }
        }
    }

    // Predict's marks: a tick on one cell, a cross on another, the answer's ring on a third,
    // each in its colour inside its own cell and not in the others.
    void predictMarksSitOnTheirCells_data() { shapeRows(); }
    void predictMarksSitOnTheirCells() {
        QFETCH(ShapeKind, kind);
        MazeScene scene;
        scene.setMaze(shapedMaze(kind, 5), std::nullopt);
        const Maze& maze = scene.maze();
        MazeView view(&scene);
        LearnMarks marks;
        view.addLayer(&marks);
        const CellIndex right = maze.cellCount() / 2;
        const CellIndex wrong = maze.cellCount() / 3;
        const CellIndex answer = maze.cellCount() - 2;
        marks.setMarks({{maze.cellAt(right), LearnMarks::Kind::Right, {}},
                        {maze.cellAt(wrong), LearnMarks::Kind::Wrong, {}},
                        {maze.cellAt(answer), LearnMarks::Kind::Answer, {}}});
        const QImage image = view.renderFittedImage(kPicture);
        const ViewTransform t = ShapeRenderer::fitTransform(maze.shape(), kPicture);
        const Shape& shape = maze.shape();
        QVERIFY(pixelsIn(image, shape, right, t, kRightColour) > 0);
        QCOMPARE(pixelsIn(image, shape, wrong, t, kRightColour), 0);
        QVERIFY(pixelsIn(image, shape, wrong, t, kWrongColour) > 0);
        QCOMPARE(pixelsIn(image, shape, right, t, kWrongColour), 0);
        // The ring runs round the answer's centre, a little outside its box.
        const QPoint centre = device(shape.centre(answer), t);
        int ring = 0;
        for (int y = centre.y() - 80; y <= centre.y() + 80; ++y)
            for (int x = centre.x() - 80; x <= centre.x() + 80; ++x)
                ring += image.rect().contains(x, y) &&
                        (image.pixel(x, y) & 0xFFFFFF) == (kAnswerColour & 0xFFFFFF);
        QVERIFY(ring > 0);
        QCOMPARE(pixelsIn(image, shape, right, t, kAnswerColour), 0);
    }

    // Learn > Predict through the window on a maze of these cells: the round stops before the
    // second step, a click on the right cell gets a tick in that cell; at the next stop a click
    // on a wrong cell gets a cross there, the right cell its ring, and the reason names it.
    void predictTakesClicksOnEveryShape_data() { shapeRows(); }
    void predictTakesClicksOnEveryShape() {
        QFETCH(ShapeKind, kind);
        auto window = openWindow();
        ControlPanel& controls = *window->run()->controls();
        Animator& animator = *window->run()->animator();
        MazeView& view = *window->run()->view();
        controls.setSpeedChoice(SpeedChoice::Instant);
        const SolverInfo& bfs = chooseBreadthFirst(controls);
        QVERIFY(bfs.supports(kind));
        window->run()->scene()->setMaze(shapedMaze(kind, 9), std::nullopt);
        const Maze maze = window->run()->scene()->maze();
        QCOMPARE(maze.shapeKind(), kind);
        std::vector<CellIndex> cells;
        {
            SolveSteps run = bfs.start(maze);
            while (const SolveStep* step = run.next())
                cells.push_back(step->cell);
        }
        QVERIFY(cells.size() > 3);

        LearnController& learn = *window->learning();
        PredictController& predict = *learn.predict();
        learn.predictAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(predict.waiting(), kWaitMs);
        QCOMPARE(animator.stepsDone(), 1);
        const auto grab = [&] {
            QImage image = view.grab().toImage().convertToFormat(QImage::Format_RGB32);
            image.setDevicePixelRatio(1);
            return image;
        };
        // The view's transform in device pixels, from its scale and where it puts a centre
        // (whole pixels: half a pixel off at most).
        const Shape& shape = maze.shape();
        const double dpr = view.devicePixelRatioF();
        const double scale = view.pixelsPerCell() * dpr;
        const QPointF shown = (QPointF(view.cellCentre(maze.cellAt(0))) + QPointF(0.5, 0.5)) * dpr;
        const ViewTransform t{scale, shown.x() - shape.centre(0).x * scale,
                              shown.y() - shape.centre(0).y * scale};

        const CellIndex right = cells[1];
        QCOMPARE(pixelsIn(grab(), shape, right, t, kRightColour), 0);
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.cellCentre(maze.cellAt(right)));
        QVERIFY(predict.lastRight().value_or(false));
        QVERIFY(pixelsIn(grab(), shape, right, t, kRightColour) > 0);

        QTRY_VERIFY_WITH_TIMEOUT(predict.waiting(), kWaitMs);
        QCOMPARE(animator.stepsDone(), 2);
        const CellIndex answer = cells[2];
        const CellIndex wrong = maze.index(maze.start()); // taken at step 1
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.cellCentre(maze.cellAt(wrong)));
        QVERIFY(!predict.lastRight().value_or(true));
        const QImage marked = grab();
        QVERIFY(pixelsIn(marked, shape, wrong, t, kWrongColour) > 0);
        QVERIFY(pixelsIn(marked, shape, answer, t, kAnswerColour) > 0);
        const QString reason = learn.predictPanel()->reasonText();
        QVERIFY2(reason.contains(QString::fromStdString(learn::cellText(maze, answer))),
                 qPrintable(reason));
        QVERIFY2(reason.contains(QStringLiteral("has left the queue already")), qPrintable(reason));
    }
};

QTEST_MAIN(TestShapedLayers)
#include "test_shaped_layers.moc"
