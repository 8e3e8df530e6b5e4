// Incremental solvers in the main window (docs/semantics.md, "Incremental search"): an edit under
// an LPA* or D* Lite solve, finished or mid-run, repairs the search in steps that the window
// animates, marks the cells the repair re-opened in a colour of their own and ends with the path
// a fresh solve of the edited maze finds; the internals show g and rhs ("∞" where infinite);
// Reset and a new maze leave no search behind. Runs offscreen.
#include <QtTest>

#include "document_support.hpp"
#include "window_support.hpp"

#ifndef Q_MOC_RUN
#include "core/search_view.hpp"
#endif

#include "ui/panels/timeline_bar.hpp"
#include "ui/teaching/internals_overlay.hpp"
#include "ui/teaching/pseudocode_panel.hpp"
#include "ui/teaching/teaching.hpp"

#include <QDockWidget>
#include <QSlider>

#include <algorithm>
#include <optional>

using namespace mazelab;
using namespace mazelab::testing::window;
using testing::cellsMarked;
using testing::click;

namespace {

// The window showing a 14 x 11 Recursive Backtracker maze of seed 3 with half of its dead ends
// opened (loops: a closed wall leaves a way round), zoomed so that the numbers show.
struct BraidedWindow {
    std::unique_ptr<MainWindow> window = openWindow();
    Animator& animator = *window->run()->animator();
    MazeScene& scene = *window->run()->scene();
    MazeView& view = *window->run()->view();
    ControlPanel& controls = *window->run()->controls();

    BraidedWindow() {
        controls.selectGenerator("recursive-backtracker");
        controls.setMazeSize({14, 11});
        controls.setSeed(3);
        controls.setShaping(Shaping{50});
        animator.generateNow(window->run()->generateRequest());
        controls.setSpeedChoice(SpeedChoice::Instant);
    }

    // Solves with `solver` to its end and waits for its row.
    bool solved(const char* solver) {
        const int rows = results(*window).rowCount();
        if (!controls.selectSolver(solver))
            return false;
        window->run()->solve();
        return QTest::qWaitFor(
            [&] {
                return animator.state() == State::Finished &&
                       results(*window).rowCount() == rows + 1;
            },
            kWaitMs);
    }
};

const SolverInfo& lpa() {
    return solverById("lpa-star");
}

const SolverInfo& dstar() {
    return solverById("dstar-lite");
}

std::vector<CellIndex> sorted(std::vector<CellIndex> cells) {
    std::sort(cells.begin(), cells.end());
    return cells;
}

Dir dirTowards(Cell from, Cell to) {
    return to.x > from.x   ? Dir::East
           : to.x < from.x ? Dir::West
           : to.y > from.y ? Dir::South
                           : Dir::North;
}

// A wall on `solver`'s path through `maze` whose closing leaves a path: the cell and the side.
std::optional<std::pair<Cell, Dir>> wallOnThePath(const SolverInfo& solver, const Maze& maze) {
    const SolveResult before = solveMaze(solver, maze);
    for (std::size_t i = 2; i + 2 < before.path.size(); ++i) {
        const Cell a = maze.cellAt(before.path[i]);
        const Dir d = dirTowards(a, maze.cellAt(before.path[i + 1]));
        Maze closed = maze;
        closed.setPassage(before.path[i], d, false);
        if (solveMaze(solver, closed).stats.found)
            return std::pair{a, d};
    }
    return std::nullopt;
}

// Steps a paused repair to its end. Every step highlights its own pseudocode line, every
// expansion (lines 8 and 10) is a re-opened cell, drawn as one. What went wrong, or "".
QString stepThroughTheRepair(BraidedWindow& w, std::vector<CellIndex>& reopened) {
    PseudocodePanel& panel = *w.window->teaching()->panel();
    reopened.clear();
    for (int guard = 0; w.animator.state() != State::Finished; ++guard) {
        if (guard > 100'000)
            return QStringLiteral("the repair did not end");
        w.animator.step();
        // To look at (MAZELAB_PICTURES=DIR): the window halfway through the repair, numbers on.
        if (const QString pictures = qEnvironmentVariable("MAZELAB_PICTURES");
            guard == 60 && !pictures.isEmpty()) {
            w.window->teaching()->setNumbersVisible(true);
            w.window->grab().save(QDir(pictures).filePath(QStringLiteral("lpa-star-repair.png")));
            w.window->teaching()->setNumbersVisible(false);
        }
        const int line = w.animator.currentLine();
        if (panel.highlightedLine() != line)
            return QStringLiteral("line %1 highlighted, the step's is %2")
                .arg(panel.highlightedLine())
                .arg(line);
        if (line != 8 && line != 10)
            continue;
        const SearchView* view = w.animator.searchView();
        const CellIndex c = view->current();
        if (!view->cell(c).reopened)
            return QStringLiteral("an expansion of the repair is not re-opened");
        if (w.scene.mark(c) != CellMark::Reopened)
            return QStringLiteral("a re-opened cell is not drawn re-opened");
        reopened.push_back(c);
    }
    std::sort(reopened.begin(), reopened.end());
    reopened.erase(std::unique(reopened.begin(), reopened.end()), reopened.end());
    return {};
}

} // namespace

class TestIncrementalUi : public QObject {
    Q_OBJECT

private slots:
    // Closing a wall on LPA*'s path after it finished: the search is repaired, not run again; the
    // repair is animated step by step from Running, its expansions are re-opened cells drawn in
    // the re-opened colour, and it ends on the path and cost of a fresh solve of the edited
    // maze, with one new row. The timeline does not replay a repair.
    void closingAWallOnLpaStarsPathAnimatesARepair() {
        BraidedWindow w;
        QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
        w.window->teaching()->dock()->show();
        QVERIFY(w.solved("lpa-star"));
        QVERIFY(w.animator.repairs());
        QVERIFY(cellsMarked(w.scene, CellMark::Reopened).empty());
        const auto wall = wallOnThePath(lpa(), w.scene.maze());
        QVERIFY(wall);

        QTest::mousePress(&w.view, Qt::LeftButton, {},
                          w.view.wallCentre(wall->first, wall->second));
        QVERIFY(!w.scene.maze().isOpen(w.scene.maze().index(wall->first), wall->second));
        QCOMPARE(w.animator.state(), State::Running); // repairing, not finished at once
        QCOMPARE(w.animator.stepsDone(), 0);
        QVERIFY(!cellsMarked(w.scene, CellMark::Searched).empty()); // the earlier search stays
        QVERIFY(cellsMarked(w.scene, CellMark::Path).empty());
        w.animator.pause();
        QTest::mouseRelease(&w.view, Qt::LeftButton, {},
                            w.view.wallCentre(wall->first, wall->second));

        std::vector<CellIndex> reopened;
        const QString failure = stepThroughTheRepair(w, reopened);
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
        // Drawn re-opened: the cells the repair expanded, but for those on the new path and
        // those queued again after (a cell can be expanded twice: raised, then lowered).
        const std::vector<CellIndex> drawn = cellsMarked(w.scene, CellMark::Reopened);
        QVERIFY(!drawn.empty());
        QVERIFY(std::includes(reopened.begin(), reopened.end(), drawn.begin(), drawn.end()));
        for (CellIndex c : reopened)
            QVERIFY(w.scene.mark(c) == CellMark::Reopened || w.scene.mark(c) == CellMark::Path ||
                    w.scene.mark(c) == CellMark::Frontier);

        const SolveResult fresh = solveMaze(lpa(), w.scene.maze());
        QVERIFY(fresh.stats.found);
        QVERIFY(w.animator.figures().found);
        QCOMPARE(*w.animator.figures().pathCost, fresh.stats.cost());
        QCOMPARE(*w.animator.figures().pathLength, fresh.stats.pathLength);
        QVERIFY(cellsMarked(w.scene, CellMark::Path) == sorted(fresh.path));
        QCOMPARE(labelText(*w.window, "pathLengthValue"),
                 QStringLiteral("%1 moves").arg(fresh.stats.pathLength));
        QTRY_COMPARE_WITH_TIMEOUT(results(*w.window).rowCount(), 2, kWaitMs);
        QCOMPARE(cellText(*w.window, 1, ResultsTable::PathLength),
                 formatCount(fresh.stats.pathLength));
        QVERIFY(!w.animator.canSeek());
        // The timeline says it counts the repair's steps, and why it cannot seek.
        const auto* timeline = w.window->findChild<TimelineBar*>();
        QVERIFY(timeline);
        QCOMPARE(timeline->positionText(),
                 QStringLiteral("Repair: step %1").arg(formatCount(w.animator.stepsDone())));
        const auto* slider = timeline->findChild<QSlider*>();
        QVERIFY(slider && !slider->isEnabled());
        QVERIFY(slider->toolTip().startsWith(QStringLiteral("A repair cannot be replayed")));

        // The re-opened colour is on screen, and it is neither searched, frontier nor path.
        const MazePalette palette;
        const QImage picture = rgb32(w.view.grab().toImage());
        const CellIndex one = cellsMarked(w.scene, CellMark::Reopened).front();
        const QPoint at =
            w.view.cellCentre(w.scene.maze().cellAt(one)) * picture.devicePixelRatio();
        const QRgb shown = picture.pixel(at) | 0xFF000000u;
        const bool current = w.scene.current() == one;
        QVERIFY(current || shown == (palette.reopened.rgb() | 0xFF000000u));
        for (const QColor& other : {palette.searched, palette.frontier, palette.path})
            QVERIFY(palette.reopened != other);
    }

    // D* Lite after a cost stroke on its path: the repair runs at the chosen speed to the
    // cheapest path of the painted maze, re-opening cells on the way; one row for the stroke.
    void aCostStrokeOnDStarLitesPathRepairsIt() {
        BraidedWindow w;
        QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
        QVERIFY(w.solved("dstar-lite"));
        const SolveResult before = solveMaze(dstar(), w.scene.maze());
        QVERIFY(before.path.size() > 6);
        command(*w.window, "costBrushAction")->trigger();
        w.controls.setBrushCost(9);
        const Cell on = w.scene.maze().cellAt(before.path[3]);
        const Cell next = w.scene.maze().cellAt(before.path[4]);
        QTest::mousePress(&w.view, Qt::LeftButton, {}, w.view.cellCentre(on));
        QTest::mouseMove(&w.view, w.view.cellCentre(next));
        QTest::mouseRelease(&w.view, Qt::LeftButton, {}, w.view.cellCentre(next));
        QCOMPARE(w.scene.maze().cost(w.scene.maze().index(on)), 9);
        QTRY_COMPARE_WITH_TIMEOUT(w.animator.state(), State::Finished, kWaitMs);

        const SolveResult fresh = solveMaze(dstar(), w.scene.maze());
        QVERIFY(fresh.stats.found);
        QVERIFY(fresh.stats.cost() != before.stats.cost());
        QCOMPARE(*w.animator.figures().pathCost, fresh.stats.cost());
        QVERIFY(!cellsMarked(w.scene, CellMark::Reopened).empty());
        for (CellIndex c : cellsMarked(w.scene, CellMark::Reopened))
            QVERIFY(w.animator.searchView()->cell(c).reopened);
        QTRY_COMPARE_WITH_TIMEOUT(results(*w.window).rowCount(), 2, kWaitMs);
        QCOMPARE(cellText(*w.window, 1, ResultsTable::PathCost), formatCount(fresh.stats.pathCost));
        testing::drainTimingRuns(w.animator, kWaitMs);
        QCOMPARE(results(*w.window).rowCount(), 2);

        // A second stroke: as its repair starts, the first repair's re-opened cells and path
        // are drawn as searched cells, under the new repair's own.
        const std::vector<CellIndex> firstReopened = cellsMarked(w.scene, CellMark::Reopened);
        const std::vector<CellIndex> firstPath = cellsMarked(w.scene, CellMark::Path);
        w.animator.setSpeed({Speed::Mode::PerSecond, 1});
        const Cell far = w.scene.maze().cellAt(fresh.path[fresh.path.size() / 2]);
        click(&w.view, w.view.cellCentre(far));
        QCOMPARE(w.animator.stepsDone(), 0);
        QVERIFY(cellsMarked(w.scene, CellMark::Reopened).empty());
        QVERIFY(cellsMarked(w.scene, CellMark::Path).empty());
        for (const std::vector<CellIndex>* earlier : {&firstReopened, &firstPath})
            for (CellIndex c : *earlier)
                QCOMPARE(w.scene.mark(c), CellMark::Searched);
    }

    // On a perfect maze (one path between any two cells), closing a wall of LPA*'s path: the
    // repair ends with "No path" and the maze's reason, as a fresh solve does.
    void cuttingTheOnlyPathRepairsToNoPath() {
        BraidedWindow w;
        QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
        w.controls.selectGenerator("kruskal");
        w.controls.setShaping(Shaping{});
        w.animator.generateNow(w.window->run()->generateRequest());
        QVERIFY(w.solved("lpa-star"));
        const SolveResult before = solveMaze(lpa(), w.scene.maze());
        QVERIFY(before.path.size() > 6);
        const Cell a = w.scene.maze().cellAt(before.path[3]);
        const Dir d = dirTowards(a, w.scene.maze().cellAt(before.path[4]));
        click(&w.view, w.view.wallCentre(a, d));
        QVERIFY(!w.scene.maze().isOpen(w.scene.maze().index(a), d));
        QTRY_COMPARE_WITH_TIMEOUT(w.animator.state(), State::Finished, kWaitMs);
        QVERIFY(!solveMaze(lpa(), w.scene.maze()).stats.found);
        QVERIFY(!w.animator.figures().found);
        QCOMPARE(w.animator.figures().reason, QString::fromStdString(noPathReason(w.scene.maze())));
        QCOMPARE(labelText(*w.window, "pathLengthValue"), QStringLiteral("No path"));
        QVERIFY(cellsMarked(w.scene, CellMark::Path).empty());
        QVERIFY(!cellsMarked(w.scene, CellMark::Reopened).empty());
        QVERIFY2(w.window->statusBar()->currentMessage().startsWith(QStringLiteral("No path: ")),
                 qPrintable(w.window->statusBar()->currentMessage()));
        QTRY_COMPARE_WITH_TIMEOUT(results(*w.window).rowCount(), 2, kWaitMs);
        QCOMPARE(cellText(*w.window, 1, ResultsTable::Found), QStringLiteral("No"));
    }

    // An edit while LPA* is still searching does not reset the run: the compute under way stops,
    // the search notes the edit and goes on from where it was (paused, as the user left it), and
    // ends with the cost of a fresh solve of the edited maze; its row is the only one.
    void anEditMidRunRepairsInsteadOfResetting() {
        BraidedWindow w;
        QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
        QVERIFY(w.controls.selectSolver("lpa-star"));
        const auto wall = wallOnThePath(lpa(), w.scene.maze());
        QVERIFY(wall);
        w.window->run()->solve();
        w.animator.pause();
        for (int i = 0; i < 15; ++i)
            w.animator.step();
        QCOMPARE(w.animator.state(), State::Paused);
        const std::int64_t searched = cellsMarked(w.scene);
        QVERIFY(searched > 10);
        QVERIFY(w.animator.followsEdits());

        click(&w.view, w.view.wallCentre(wall->first, wall->second));
        QVERIFY(!w.scene.maze().isOpen(w.scene.maze().index(wall->first), wall->second));
        QCOMPARE(w.animator.state(), State::Paused); // not reset: Idle would have cleared it
        QCOMPARE(w.animator.job(), Job::Solve);
        QCOMPARE(cellsMarked(w.scene), searched);
        w.animator.play();
        QTRY_COMPARE_WITH_TIMEOUT(w.animator.state(), State::Finished, kWaitMs);
        const SolveResult fresh = solveMaze(lpa(), w.scene.maze());
        QVERIFY(fresh.stats.found);
        QCOMPARE(*w.animator.figures().pathCost, fresh.stats.cost());
        QCOMPARE(int(cellsMarked(w.scene, CellMark::Path).size()), int(fresh.path.size()));
        QTRY_COMPARE_WITH_TIMEOUT(results(*w.window).rowCount(), 1, kWaitMs);
        testing::drainTimingRuns(w.animator, kWaitMs);
        QCOMPARE(results(*w.window).rowCount(), 1);
    }

    // The internals of an incremental search: every cell shows g and rhs, "∞" where no path has
    // reached it, in the numbers overlay and the pseudocode panel, as the search's view has them.
    void theInternalsShowGAndRhs() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        GenerateRequest r{&generatorById("recursive-backtracker"), Size{9, 8}, 3, {}};
        r.shaping.braid = 50;
        window->run()->animator()->generateNow(r);
        window->teaching()->dock()->show();
        window->teaching()->setNumbersVisible(true);
        MazeView& view = *window->run()->view();
        QVERIFY(view.pixelsPerCell() >= NumbersLayer::kMinCellPx);
        Animator& animator = *window->run()->animator();
        QVERIFY(window->run()->controls()->selectSolver("lpa-star"));
        animator.startSolve(lpa());
        animator.pause();
        for (int i = 0; i < 6; ++i)
            animator.step();
        (void)view.renderImage(view.size());
        const Maze& maze = window->run()->scene()->maze();
        const SearchView& search = *animator.searchView();
        const auto text = [](std::optional<std::int64_t> v) {
            return v ? QString::number(*v) : QStringLiteral("\u221E");
        };
        int g = 0, rhs = 0, infinite = 0;
        for (const NumbersLayer::Drawn& d : window->teaching()->numbers().lastDrawn()) {
            const CellInternals in = search.cell(maze.index(d.cell));
            if (d.text.startsWith(QStringLiteral("g "))) {
                QCOMPARE(d.text, QStringLiteral("g ") + text(in.g));
                ++g;
            } else {
                QCOMPARE(d.text, QStringLiteral("rhs ") + text(in.rhs));
                ++rhs;
                infinite += !in.rhs;
            }
        }
        QCOMPARE(g, int(maze.activeCellCount())); // every cell, the unreached ones too
        QCOMPARE(rhs, g);
        QVERIFY(infinite > 0);
        // The panel's current cell: "g=… rhs=…" as the view has them.
        const CellInternals current = search.cell(search.current());
        const QString figures =
            QStringLiteral("g=%1 rhs=%2").arg(text(current.g), text(current.rhs));
        const QStringList data = window->teaching()->panel()->dataLines();
        QVERIFY2(data.front().contains(figures), qPrintable(data.front() + " / " + figures));
    }

    // Undoing a Generate of another size under a finished LPA*: nothing to repair on another
    // grid, so a new search starts on the maze that comes back, and ends on its cheapest path.
    void undoingANewSizeStartsANewSearch() {
        BraidedWindow w;
        QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
        const Maze before = w.scene.maze();
        w.controls.setMazeSize({9, 7});
        w.window->run()->regenerate();
        QTRY_COMPARE_WITH_TIMEOUT(w.animator.state(), State::Finished, kWaitMs);
        QCOMPARE(w.scene.maze().width(), 9);
        QVERIFY(w.solved("lpa-star"));
        command(*w.window, "undoAction")->trigger();
        QVERIFY(w.scene.maze() == before);
        QCOMPARE(w.animator.job(), Job::Solve);
        QTRY_COMPARE_WITH_TIMEOUT(w.animator.state(), State::Finished, kWaitMs);
        const SolveResult fresh = solveMaze(lpa(), before);
        QCOMPARE(*w.animator.figures().pathCost, fresh.stats.cost());
        QVERIFY(cellsMarked(w.scene, CellMark::Path) == sorted(fresh.path));
        QVERIFY(cellsMarked(w.scene, CellMark::Reopened).empty()); // a first search
        QTRY_COMPARE_WITH_TIMEOUT(results(*w.window).rowCount(), 2, kWaitMs);
    }

    // Reset or a new maze while a repair is under way: the search goes with the run, the drawing
    // is cleared, and a later edit repairs nothing (no run to follow it).
    void resetAndANewMazeLeaveNoSearchBehind() {
        BraidedWindow w;
        QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
        for (const bool newMaze : {false, true}) {
            QVERIFY(w.solved("lpa-star"));
            const auto wall = wallOnThePath(lpa(), w.scene.maze());
            QVERIFY(wall);
            click(&w.view, w.view.wallCentre(wall->first, wall->second));
            QCOMPARE(w.animator.state(), State::Running);
            w.animator.pause();
            w.animator.step();
            w.animator.step();
            if (newMaze)
                w.animator.generateNow(w.window->run()->generateRequest());
            else
                w.animator.reset();
            QCOMPARE(w.animator.state(), State::Idle);
            QVERIFY(!w.animator.repairs());
            QVERIFY(testing::noMarks(w.scene));
            QVERIFY(w.animator.searchView() == nullptr);
            click(&w.view, w.view.wallCentre({4, 4}, Dir::East));
            QCOMPARE(w.animator.state(), State::Idle);
            QVERIFY(testing::noMarks(w.scene));
        }
    }
};

QTEST_MAIN(TestIncrementalUi)
#include "test_incremental_ui.moc"
