// Editing the maze in the main window, undoably: clicking or dragging on walls toggles them (in
// both wall styles), and every edit (a wall stroke, a cost stroke, a mask stroke, a mask loaded
// or cleared, the start or goal moved, a new maze) is one undo step whose undo and redo give back
// exactly the maze file text of before and after. An edit, undo or redo during a solve stops it
// and clears its drawing first. Runs offscreen.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/registry.hpp"
#include "core/run.hpp"
#endif

#include "core/maze_file.hpp"
#include "document_support.hpp"
#include "ui/animation/animator.hpp"
#include "ui/controllers/edit_controller.hpp"
#include "ui/controllers/maze_edit_command.hpp"
#include "ui/panels/control_panel.hpp"
#include "ui/shell/main_window.hpp"
#include "ui/view/wall_hit.hpp"
#include "ui_support.hpp"

using namespace mazelab;
using namespace mazelab::ui;
using State = Animator::State;

using testing::click;
using testing::mazeText;

namespace {

constexpr int kLongWaitMs = 30'000;

// A command of the window, by its object name ("solveAction", ...).
QAction* command(const MainWindow& window, const char* name) {
    return window.findChild<QAction*>(QLatin1String(name));
}

// The shared test window showing a finished 12 x 10 Kruskal maze (the undo history empty).
std::unique_ptr<MainWindow> openWindow() {
    auto window = testing::openWindow();
    ControlPanel& controls = *window->run()->controls();
    controls.selectGenerator("kruskal");
    controls.setMazeSize({12, 10});
    controls.setSeed(31);
    window->run()->animator()->generateNow(window->run()->generateRequest());
    return window;
}

// Undo gives back `before`, redo `after`, undo again `before` (with the keys), and the undo
// action names the edit.
#define CHECK_UNDO_REDO(window, before, after, name)                                               \
    do {                                                                                           \
        QCOMPARE(command(window, "undoAction")->text(), QStringLiteral("&Undo ") + (name));        \
        QVERIFY(mazeText(window) == (after));                                                      \
        QTest::keyClick(&(window), Qt::Key_Z, Qt::ControlModifier);                                \
        QVERIFY2(mazeText(window) == (before), "undo did not restore the maze bytes");             \
        QCOMPARE(command(window, "redoAction")->text(), QStringLiteral("&Redo ") + (name));        \
        QTest::keyClick(&(window), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);            \
        QVERIFY2(mazeText(window) == (after), "redo did not restore the maze bytes");              \
        QTest::keyClick(&(window), Qt::Key_Z, Qt::ControlModifier);                                \
        QVERIFY(mazeText(window) == (before));                                                     \
        QTest::keyClick(&(window), Qt::Key_Y, Qt::ControlModifier);                                \
        QVERIFY(mazeText(window) == (after));                                                      \
    } while (false)

} // namespace

class TestEditing : public QObject {
    Q_OBJECT

private slots:
    // The block under a point: rooms and pillars are not walls, the boundary is never one.
    void wallsAreFoundWhereTheyAreDrawn() {
        const Size size{5, 4};
        // Blocks: the block between cells 1,2 and 2,2 spans x in [1.75, 2.25).
        QVERIFY((wallAtBlocks(size, 1.8, 2.5) == WallRef{{1, 2}, Dir::East}));
        QVERIFY((wallAtBlocks(size, 2.2, 2.5) == WallRef{{1, 2}, Dir::East}));
        QVERIFY((wallAtBlocks(size, 3.5, 0.9) == WallRef{{3, 0}, Dir::South}));
        QVERIFY(!wallAtBlocks(size, 2.5, 2.5));  // a room
        QVERIFY(!wallAtBlocks(size, 2.0, 1.0));  // a pillar
        QVERIFY(!wallAtBlocks(size, 0.1, 2.5));  // the west boundary
        QVERIFY(!wallAtBlocks(size, 4.9, 2.5));  // the east boundary
        QVERIFY(!wallAtBlocks(size, 2.5, 3.95)); // the south boundary
        // Thin walls: near an inner edge, nearer to it than to the other one.
        QVERIFY((wallAtThin(size, 2.1, 1.5, 0.2) == WallRef{{1, 1}, Dir::East}));
        QVERIFY((wallAtThin(size, 2.5, 2.9, 0.2) == WallRef{{2, 2}, Dir::South}));
        QVERIFY((wallAtThin(size, 2.1, 2.95, 0.2) == WallRef{{2, 2}, Dir::South}));
        QVERIFY(!wallAtThin(size, 2.5, 1.5, 0.2));
        QVERIFY(!wallAtThin(size, 0.05, 1.5, 0.2));
        QVERIFY(!wallAtThin(size, 5.5, 1.5, 0.2));
    }

    // A click on a wall toggles it (both sides of the passage); undo and redo give back the maze
    // bytes; a click on a room does not edit.
    void clickingAWallTogglesItUndoably_data() { testing::wallStyleRows(); }
    void clickingAWallTogglesItUndoably() {
        QFETCH(bool, thin);
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        window->run()->controls()->setThinWalls(thin);
        MazeView& view = *window->run()->view();
        QCOMPARE(view.wallStyle(), thin ? MazeView::WallStyle::ThinWalls : MazeView::WallStyle::Blocks);
        const Maze& maze = window->run()->scene()->maze();
        const std::string before = mazeText(*window);
        const Cell cell{4, 5};
        const bool wasOpen = maze.isOpen(maze.index(cell), Dir::East);
        QVERIFY((view.wallAt(view.wallCentre(cell, Dir::East)) == WallRef{cell, Dir::East}));
        click(&view, view.wallCentre(cell, Dir::East));
        QCOMPARE(maze.isOpen(maze.index(cell), Dir::East), !wasOpen);
        QCOMPARE(maze.isOpen(maze.index({5, 5}), Dir::West), !wasOpen);
        const std::string after = mazeText(*window);
        QVERIFY(after != before);
        QCOMPARE(window->edits()->undoStack()->count(), 1);
        CHECK_UNDO_REDO(*window, before, after, QStringLiteral("Toggle wall"));

        click(&view, view.cellCentre({7, 7})); // a room: pans, no edit
        QCOMPARE(window->edits()->undoStack()->count(), 1);
        QVERIFY(mazeText(*window) == after);
    }

    // Dragging from a wall sets every wall it passes over the way the first one went: one undo
    // step. Opening a wall of a masked-off cell is refused.
    void draggingOverWallsIsOneStep() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        MazeView& view = *window->run()->view();
        const Maze& maze = window->run()->scene()->maze();
        // Close the row of walls south of cells (2..8, 4) from the first, closed or not.
        const std::string before = mazeText(*window);
        QTest::mousePress(&view, Qt::LeftButton, {}, view.wallCentre({2, 4}, Dir::South));
        const bool open = maze.isOpen(maze.index({2, 4}), Dir::South);
        for (int x = 3; x <= 8; ++x)
            QTest::mouseMove(&view, view.wallCentre({x, 4}, Dir::South));
        QTest::mouseRelease(&view, Qt::LeftButton, {}, view.wallCentre({8, 4}, Dir::South));
        for (int x = 2; x <= 8; ++x)
            QCOMPARE(maze.isOpen(maze.index({x, 4}), Dir::South), open);
        QCOMPARE(window->edits()->undoStack()->count(), 1);
        CHECK_UNDO_REDO(*window, before, mazeText(*window), QStringLiteral("Toggle walls"));
    }

    // Cost and mask strokes: one undo step each, the exact bytes back.
    void costAndMaskStrokesAreUndoable() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        MazeView& view = *window->run()->view();
        const Maze& maze = window->run()->scene()->maze();

        const std::string plain = mazeText(*window);
        command(*window, "costBrushAction")->trigger();
        window->run()->controls()->setBrushCost(9);
        QTest::mousePress(&view, Qt::LeftButton, {}, view.cellCentre({2, 2}));
        QTest::mouseMove(&view, view.cellCentre({6, 2}));
        QTest::mouseRelease(&view, Qt::LeftButton, {}, view.cellCentre({6, 2}));
        for (int x = 2; x <= 6; ++x)
            QCOMPARE(maze.cost(maze.index({x, 2})), 9);
        const std::string costed = mazeText(*window);
        QCOMPARE(window->edits()->undoStack()->count(), 1);
        CHECK_UNDO_REDO(*window, plain, costed, QStringLiteral("Paint costs"));

        command(*window, "maskToolAction")->trigger();
        QTest::mousePress(&view, Qt::LeftButton, {}, view.cellCentre({3, 6}));
        QTest::mouseMove(&view, view.cellCentre({3, 8}));
        QTest::mouseRelease(&view, Qt::LeftButton, {}, view.cellCentre({3, 8}));
        QVERIFY(!maze.isActive(maze.index({3, 7})));
        const std::string masked = mazeText(*window);
        QCOMPARE(window->edits()->undoStack()->count(), 2);
        CHECK_UNDO_REDO(*window, costed, masked, QStringLiteral("Paint mask"));

        // Back through both.
        command(*window, "undoAction")->trigger();
        command(*window, "undoAction")->trigger();
        QVERIFY(mazeText(*window) == plain);
        QVERIFY(!command(*window, "undoAction")->isEnabled());
    }

    // A mask loaded from a picture (it moves the start) and Clear mask: undoable, exactly.
    void loadingAndClearingAMaskAreUndoable() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        QTemporaryDir dir;
        QImage picture(4, 4, QImage::Format_RGB32);
        picture.fill(Qt::white);
        picture.setPixel(0, 0, qRgb(0, 0, 0)); // covers the start (0, 0)
        const QString path = dir.filePath(QStringLiteral("mask.png"));
        QVERIFY(picture.save(path));
        const std::string before = mazeText(*window);
        QVERIFY(window->edits()->loadMaskFile(path));
        QVERIFY(window->run()->scene()->maze().hasMask());
        QVERIFY(!(window->run()->scene()->maze().start() == Cell{0, 0}));
        const std::string masked = mazeText(*window);
        CHECK_UNDO_REDO(*window, before, masked, QStringLiteral("Load mask"));
        command(*window, "clearMaskAction")->trigger();
        QVERIFY(!window->run()->scene()->maze().hasMask());
        CHECK_UNDO_REDO(*window, masked, mazeText(*window), QStringLiteral("Clear mask"));
    }

    // Dragging the start and the goal: undoable, exactly.
    void movingTheEndpointsIsUndoable() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        MazeView& view = *window->run()->view();
        const std::string before = mazeText(*window);
        QTest::mousePress(&view, Qt::LeftButton, {}, view.cellCentre({0, 0}));
        QTest::mouseMove(&view, view.cellCentre({3, 2}));
        QTest::mouseRelease(&view, Qt::LeftButton, {}, view.cellCentre({3, 2}));
        QVERIFY((window->run()->scene()->maze().start() == Cell{3, 2}));
        CHECK_UNDO_REDO(*window, before, mazeText(*window), QStringLiteral("Move start"));
        QTest::mousePress(&view, Qt::LeftButton, {}, view.cellCentre({11, 9}));
        QTest::mouseMove(&view, view.cellCentre({6, 6}));
        QTest::mouseRelease(&view, Qt::LeftButton, {}, view.cellCentre({6, 6}));
        QVERIFY((window->run()->scene()->maze().goal() == Cell{6, 6}));
        QCOMPARE(command(*window, "undoAction")->text(), QStringLiteral("&Undo Move goal"));
    }

    // A new maze is undoable too: back to the maze (and provenance) it replaced.
    void aNewMazeIsUndoable() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        const std::string before = mazeText(*window);
        window->run()->controls()->setMazeSize({20, 15});
        window->run()->controls()->setSeed(99);
        window->run()->regenerate();
        QTRY_COMPARE_WITH_TIMEOUT(window->run()->animator()->state(), State::Finished, kLongWaitMs);
        const std::string after = mazeText(*window);
        QVERIFY(after != before);
        QVERIFY(window->edits()->undoStack()->isClean()); // a new maze has nothing to save
        CHECK_UNDO_REDO(*window, before, after, QStringLiteral("Generate maze"));
        QVERIFY(!window->isWindowModified());
        command(*window, "undoAction")->trigger();
        QVERIFY(window->isWindowModified()); // the maze on screen is not the one generated
    }

    // An edit, an undo or a redo during a solve stops the solve and clears its drawing first; the
    // edit is still one undo step. During a generation, undo is refused and nothing changes.
    void editsDuringARunResetTheRun() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        MazeView& view = *window->run()->view();
        Animator& animator = *window->run()->animator();
        window->run()->controls()->setStepsPerSecond(30);
        window->run()->solve();
        QTRY_VERIFY_WITH_TIMEOUT(animator.stepsDone() >= 3, kLongWaitMs);
        QVERIFY(window->run()->scene()->hasOverlay());
        const std::string before = mazeText(*window);
        click(&view, view.wallCentre({5, 5}, Dir::South));
        QCOMPARE(animator.state(), State::Idle);
        QVERIFY(testing::noMarks(*window->run()->scene()));
        QVERIFY(mazeText(*window) != before);

        window->run()->solve();
        QTRY_VERIFY_WITH_TIMEOUT(animator.stepsDone() >= 3, kLongWaitMs);
        QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(animator.state(), State::Idle);
        QVERIFY(testing::noMarks(*window->run()->scene()));
        QVERIFY(mazeText(*window) == before);

        window->run()->solve();
        QTRY_VERIFY_WITH_TIMEOUT(animator.stepsDone() >= 3, kLongWaitMs);
        QTest::keyClick(window.get(), Qt::Key_Y, Qt::ControlModifier);
        QCOMPARE(animator.state(), State::Idle);
        QVERIFY(testing::noMarks(*window->run()->scene()));
        QVERIFY(mazeText(*window) != before);

        window->run()->controls()->setStepsPerSecond(5);
        auto discarded = testing::answerUnsaved(QMessageBox::Discard); // the edits above
        window->run()->generate();
        QVERIFY(*discarded);
        QCOMPARE(animator.state(), State::Running);
        const std::string during = mazeText(*window);
        command(*window, "undoAction")->trigger();
        QCOMPARE(animator.state(), State::Running);
        QVERIFY(mazeText(*window) == during);
        animator.reset();
    }

    // A hand edit keeps only the cells it changed; a new maze keeps whole mazes.
    void commandsKeepOnlyWhatChanged() {
        MazeScene scene;
        Maze maze = generateMaze({&generatorById("kruskal"), {40, 40}, 3});
        scene.setMaze(maze, std::nullopt);
        Maze edited = maze;
        edited.setPassage(edited.index({3, 3}), Dir::East, !maze.isOpen(maze.index({3, 3}), Dir::East));
        edited.setCost(edited.index({9, 9}), 4);
        MazeEditCommand small(&scene, QStringLiteral("x"), {maze, std::nullopt}, {edited, std::nullopt},
                              false, {});
        QVERIFY(!small.keepsWholeMazes());
        QCOMPARE(small.changedCells(), std::size_t(3));
        small.redo();
        QVERIFY(scene.maze() == edited);
        small.undo();
        QVERIFY(scene.maze() == maze);
        const Maze other = generateMaze({&generatorById("kruskal"), {40, 40}, 4});
        MazeEditCommand whole(&scene, QStringLiteral("y"), {maze, std::nullopt}, {other, std::nullopt},
                              false, {});
        QVERIFY(whole.keepsWholeMazes());
        whole.redo();
        QVERIFY(scene.maze() == other);
        whole.undo();
        QVERIFY(scene.maze() == maze);
    }
};

QTEST_MAIN(TestEditing)
#include "test_editing.moc"
