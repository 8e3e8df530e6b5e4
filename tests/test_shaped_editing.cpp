// Editing mazes of other cell shapes in the main window, as on squares: every inner side is found
// where it is drawn, a click toggles it on both sides, brushes paint the cells they are dragged
// over, the start and goal can be dragged, and each edit is one undo step whose undo and redo give
// back the exact maze file text. On a weave the walls of a crossing stay as they are, with the
// reason. The maze is made through the control panel's cell shape, as a user makes it; maze and
// scenario files of other cells open in the window and keep their cells.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/registry.hpp"
#include "core/run.hpp"
#endif

#include "core/maze_file.hpp"
#include "core/scenario.hpp"
#include "core/shape.hpp"
#include "document_support.hpp"
#include "ui/animation/animator.hpp"
#include "ui/controllers/edit_controller.hpp"
#include "ui/panels/control_panel.hpp"
#include "ui/shell/main_window.hpp"
#include "ui/view/wall_hit.hpp"
#include "ui_support.hpp"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace mazelab;
using namespace mazelab::ui;

using testing::click;
using testing::mazeText;

namespace {

QAction* command(const MainWindow& window, const char* name) {
    return window.findChild<QAction*>(QLatin1String(name));
}

// The shared test window showing a finished Wilson maze of `shape` cells (8 x 6, polar 4 rings),
// made by the panel, the undo history empty.
std::unique_ptr<MainWindow> openWindow(ShapeKind shape) {
    auto window = testing::openWindow();
    window->resize(1200, 900);
    ControlPanel& controls = *window->run()->controls();
    (void)controls.setCellShape(shape);
    controls.selectGenerator("wilson");
    controls.setMazeSize({8, 6});
    controls.setRings(4);
    controls.setSeed(12);
    window->run()->animator()->generateNow(window->run()->generateRequest());
    window->edits()->resetHistory();
    return window;
}

// Whether two references name the same wall (from either of its two cells).
bool sameWall(const Maze& maze, WallRef a, WallRef b) {
    if (a == b)
        return true;
    const CellIndex i = maze.index(a.cell);
    const CellIndex n = maze.slotNeighbour(i, a.slot);
    return n >= 0 && maze.cellAt(n) == b.cell && maze.oppositeSlot(i, a.slot) == b.slot;
}

bool isOpen(const Maze& maze, WallRef wall) {
    return ((maze.openSlots(maze.index(wall.cell)) >> wall.slot) & 1u) != 0;
}

// The first inner side of a cell that no crossing holds (on a weave, neither cell crossed),
// from cell `from` on.
std::optional<WallRef> freeSide(const Maze& maze, CellIndex from = 0) {
    for (CellIndex i = from; i < maze.cellCount(); ++i) {
        const int sides =
            maze.shapeKind() == ShapeKind::Weave ? kFirstUnderSlot : maze.slotCount(i);
        for (int s = 0; s < sides; ++s) {
            const CellIndex n = maze.slotNeighbour(i, Slot(s));
            if (n >= 0 && !maze.crossedUnder(i) && !maze.crossedUnder(n) &&
                maze.cellAt(i) != maze.start() && maze.cellAt(n) != maze.start())
                return WallRef{maze.cellAt(i), Slot(s)};
        }
    }
    return std::nullopt;
}

#define CHECK_UNDO_REDO(window, before, after, name)                                               \
    do {                                                                                           \
        QCOMPARE(command(window, "undoAction")->text(), QStringLiteral("&Undo ") + (name));        \
        QVERIFY(mazeText(window) == (after));                                                      \
        command(window, "undoAction")->trigger();                                                  \
        QVERIFY2(mazeText(window) == (before), "undo did not restore the maze bytes");             \
        command(window, "redoAction")->trigger();                                                  \
        QVERIFY2(mazeText(window) == (after), "redo did not restore the maze bytes");              \
    } while (false)

const ShapeKind kOtherShapes[] = {ShapeKind::Hex, ShapeKind::Triangle, ShapeKind::Polar,
                                  ShapeKind::Weave};

void shapeRows() {
    QTest::addColumn<int>("shape");
    for (ShapeKind kind : kOtherShapes)
        QTest::newRow(shapeId(kind).data()) << int(kind);
}

} // namespace

class TestShapedEditing : public QObject {
    Q_OBJECT

private slots:
    // The middle of every inner side is found as that side, from one cell or the other; a
    // cell's centre is no wall.
    void everySideIsFoundWhereItIsDrawn_data() { shapeRows(); }
    void everySideIsFoundWhereItIsDrawn() {
        QFETCH(int, shape);
        auto window = openWindow(ShapeKind(shape));
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        const MazeView& view = *window->run()->view();
        const Maze& maze = window->run()->scene()->maze();
        QCOMPARE(maze.shapeKind(), ShapeKind(shape));
        int sides = 0;
        for (CellIndex i = 0; i < maze.cellCount(); ++i) {
            const Cell cell = maze.cellAt(i);
            QVERIFY(!view.wallAt(view.cellCentre(cell)));
            const int count =
                maze.shapeKind() == ShapeKind::Weave ? kFirstUnderSlot : maze.slotCount(i);
            for (int s = 0; s < count; ++s) {
                const WallRef wall{cell, Slot(s)};
                const std::optional<WallRef> found = view.wallAt(view.wallCentre(cell, Slot(s)));
                if (maze.slotNeighbour(i, Slot(s)) < 0) {
                    QVERIFY2(!found || !sameWall(maze, *found, wall), "the boundary is no wall");
                    continue;
                }
                QVERIFY2(
                    found && sameWall(maze, *found, wall),
                    qPrintable(
                        QStringLiteral("side %1 of cell %2,%3").arg(s).arg(cell.x).arg(cell.y)));
                ++sides;
            }
        }
        QVERIFY(sides > maze.cellCount());
    }

    // A click toggles a side on both of its cells; undo and redo give back the exact bytes.
    void clickingASideTogglesItUndoably_data() { shapeRows(); }
    void clickingASideTogglesItUndoably() {
        QFETCH(int, shape);
        auto window = openWindow(ShapeKind(shape));
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        MazeView& view = *window->run()->view();
        const Maze& maze = window->run()->scene()->maze();
        const std::string before = mazeText(*window);
        const std::optional<WallRef> wall = freeSide(maze);
        QVERIFY(wall);
        const bool wasOpen = isOpen(maze, *wall);
        click(&view, view.wallCentre(wall->cell, wall->slot));
        QCOMPARE(isOpen(maze, *wall), !wasOpen);
        const CellIndex i = maze.index(wall->cell);
        const CellIndex n = maze.slotNeighbour(i, wall->slot);
        QCOMPARE(((maze.openSlots(n) >> maze.oppositeSlot(i, wall->slot)) & 1u) != 0, !wasOpen);
        QCOMPARE(window->edits()->undoStack()->count(), 1);
        CHECK_UNDO_REDO(*window, before, mazeText(*window), QStringLiteral("Toggle wall"));
    }

    // The cost and mask brushes paint the cells a drag passes; the start can be dragged; each is
    // one undo step.
    void brushesAndEndpointsAreUndoable_data() { shapeRows(); }
    void brushesAndEndpointsAreUndoable() {
        QFETCH(int, shape);
        auto window = openWindow(ShapeKind(shape));
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        MazeView& view = *window->run()->view();
        const Maze& maze = window->run()->scene()->maze();
        // Two cells of the middle row (ring), apart.
        const int row = maze.height() / 2;
        const Cell a{1, row};
        const Cell b{maze.rowLength(row) - 2, row};

        const std::string plain = mazeText(*window);
        command(*window, "costBrushAction")->trigger();
        window->run()->controls()->setBrushCost(7);
        QTest::mousePress(&view, Qt::LeftButton, {}, view.cellCentre(a));
        QTest::mouseMove(&view, view.cellCentre(b));
        QTest::mouseRelease(&view, Qt::LeftButton, {}, view.cellCentre(b));
        QCOMPARE(maze.cost(maze.index(a)), 7);
        QCOMPARE(maze.cost(maze.index(b)), 7);
        int painted = 0;
        for (CellIndex i = 0; i < maze.cellCount(); ++i)
            painted += maze.cost(i) == 7;
        QVERIFY2(painted >= 3, "the drag painted the cells between too");
        const std::string costed = mazeText(*window);
        CHECK_UNDO_REDO(*window, plain, costed, QStringLiteral("Paint costs"));

        command(*window, "maskToolAction")->trigger();
        click(&view, view.cellCentre(b));
        QVERIFY(!maze.isActive(maze.index(b)));
        CHECK_UNDO_REDO(*window, costed, mazeText(*window), QStringLiteral("Paint mask"));
        const std::string masked = mazeText(*window);

        command(*window, "normalToolAction")->trigger();
        QTest::mousePress(&view, Qt::LeftButton, {}, view.cellCentre(maze.start()));
        QTest::mouseMove(&view, view.cellCentre(a));
        QTest::mouseRelease(&view, Qt::LeftButton, {}, view.cellCentre(a));
        QVERIFY(maze.start() == a);
        CHECK_UNDO_REDO(*window, masked, mazeText(*window), QStringLiteral("Move start"));
    }

    // A maze file of other cells opens in the window, which then offers to make more of them
    // (the panel's cell shape and rings follow it); a scenario keeps the cells Generate makes.
    void filesOfOtherCellsOpenAndSaveScenarios() {
        QTemporaryDir dir;
        GenerateRequest request{&generatorById("kruskal"), {}, 4};
        request.shape = ShapeKind::Polar;
        request.rings = 5;
        const Maze polar = generateMaze(request);
        const QString mazePath = dir.filePath(QStringLiteral("polar.maze"));
        saveMazeFile(mazePath.toStdString(), MazeDocument{polar, provenanceOf(request)});

        auto window = openWindow(ShapeKind::Hex);
        QVERIFY(window->document()->openMazeFile(mazePath));
        QVERIFY(window->run()->scene()->maze() == polar);
        ControlPanel& controls = *window->run()->controls();
        QCOMPARE(controls.cellShape(), ShapeKind::Polar);
        QCOMPARE(controls.rings(), 5);
        QCOMPARE(controls.generator().id, std::string_view("kruskal"));

        const QString scenarioPath = dir.filePath(QStringLiteral("polar.scenario"));
        QVERIFY(window->document()->saveScenarioFile(scenarioPath));
        const Scenario saved = loadScenarioFile(scenarioPath.toStdString());
        QCOMPARE(saved.cells, ShapeKind::Polar);
        QCOMPARE(saved.rings, 5);
        (void)controls.setCellShape(ShapeKind::Triangle);
        QVERIFY(window->document()->openScenarioFile(scenarioPath));
        QCOMPARE(controls.cellShape(), ShapeKind::Polar);
        // Generate makes the scenario's cells.
        window->run()->animator()->generateNow(window->run()->generateRequest());
        QCOMPARE(window->run()->scene()->maze().shapeKind(), ShapeKind::Polar);
        QCOMPARE(window->run()->scene()->maze().height(), 5);
    }

    // On a weave, a wall of a crossed cell stays: the click is refused with Maze's reason and
    // nothing changes.
    void aCrossingsWallsStayWithTheReason() {
        auto window = openWindow(ShapeKind::Weave);
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        MazeView& view = *window->run()->view();
        const Maze& maze = window->run()->scene()->maze();
        std::optional<WallRef> held;
        for (CellIndex i = 0; i < maze.cellCount() && !held; ++i)
            if (maze.crossedUnder(i))
                for (Slot s = 0; s < kFirstUnderSlot && !held; ++s)
                    if (maze.slotNeighbour(i, s) >= 0 && !isOpen(maze, {maze.cellAt(i), s}))
                        held = WallRef{maze.cellAt(i), s};
        QVERIFY2(held, "seed 12 makes a weave with a crossing");
        const std::string before = mazeText(*window);
        QSignalSpy refused(&view, &MazeView::editRefused);
        click(&view, view.wallCentre(held->cell, held->slot));
        QCOMPARE(refused.count(), 1);
        QVERIFY2(refused.at(0).at(0).toString().contains(QStringLiteral("runs under")),
                 qPrintable(refused.at(0).at(0).toString()));
        QVERIFY(mazeText(*window) == before);
        QCOMPARE(window->edits()->undoStack()->count(), 0);
    }
};

QTEST_MAIN(TestShapedEditing)
#include "test_shaped_editing.moc"
