// The new kinds of solver in the app, shown generically from their steps and registry entries
// (fake solvers built here, tests/fake_solvers.hpp): their colours in every palette, pixel by
// pixel, and kept apart (also under colour blindness in the colour-blind palette); the legend's
// entries per family; gave up and no path with the solver's reason in the stats panel, the
// pseudocode panel and the race; the solver's own figures; no frontier, "from the goal".
#include <QtTest>

#include "fake_solvers.hpp"
#include "ui_support.hpp"
#include "window_support.hpp"

#include "ui/animation/solve_drawing.hpp"
#include "ui/panels/stats_panel.hpp"
#include "ui/race/race_table.hpp"
#include "ui/teaching/internals_overlay.hpp"
#include "ui/teaching/pseudocode_panel.hpp"
#include "ui/view/legend_widget.hpp"
#include "ui/view/maze_view.hpp"
#include "ui/view/palettes.hpp"

#include <QLabel>

#include <array>
#include <cmath>

using namespace mazelab;
using namespace mazelab::ui;
using namespace mazelab::testing;

namespace {

// Applies the first `count` steps of the solver (all when count < 0) to the scene.
void drawSteps(MazeScene& scene, const SolverInfo& solver, int count = -1) {
    int done = 0;
    for (const SolveStep& step : solver.start(scene.maze())) {
        if (count >= 0 && done == count)
            break;
        drawSolveStep(scene, step);
        ++done;
    }
    scene.flush();
}

// The corridor maze being solved by `solver`, with the pseudocode panel shown, for a test to
// bind: auto& [scene, animator, panel] = solving;
struct CorridorSolve {
    MazeScene scene;
    Animator animator{&scene};
    PseudocodePanel panel{animator, scene};
    explicit CorridorSolve(const SolverInfo& solver) {
        scene.setMaze(corridorMaze(), std::nullopt);
        panel.show();
        animator.startSolve(solver);
    }
};

// Every step of the solver on `maze`, drawn off screen.
OverlayMarks drawnOffScreen(const SolverInfo& solver, const Maze& maze) {
    OverlayMarks marks;
    marks.reset(maze);
    for (const SolveStep& step : solver.start(maze))
        drawSolveStep(marks, step);
    return marks;
}

// The colour the view shows at the centre of each cell of the top row (x) and the bottom row.
struct Picture {
    QImage image;
    const MazeView* view;
    [[nodiscard]] QRgb at(int x, int y) const {
        return image.pixel(view->cellCentre({x, y})) | 0xFF000000u;
    }
};

// --- CIELAB distances, and Machado, Oliveira and Fernandes's simulation of dichromacy (2009,
// severity 1), on linear RGB.
using Vec = std::array<double, 3>;
double linear(int c) {
    const double v = c / 255.0;
    return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
}
Vec lab(Vec rgb) {
    for (double& v : rgb)
        v = std::clamp(v, 0.0, 1.0);
    const double x = (0.4124 * rgb[0] + 0.3576 * rgb[1] + 0.1805 * rgb[2]) / 0.95047;
    const double y = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
    const double z = (0.0193 * rgb[0] + 0.1192 * rgb[1] + 0.9505 * rgb[2]) / 1.08883;
    auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116; };
    return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}
using Matrix = std::array<Vec, 3>;
constexpr Matrix kNormal = {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
constexpr Matrix kDeuteranopia = {{{0.367322, 0.860646, -0.227968},
                                   {0.280085, 0.672501, 0.047413},
                                   {-0.011820, 0.042940, 0.968881}}};
constexpr Matrix kProtanopia = {{{0.152286, 1.052583, -0.204868},
                                 {0.114503, 0.786281, 0.099216},
                                 {-0.003882, -0.048116, 1.051998}}};
double distance(const QColor& a, const QColor& b, const Matrix& m) {
    auto seen = [&m](const QColor& c) {
        const Vec rgb = {linear(c.red()), linear(c.green()), linear(c.blue())};
        Vec out{};
        for (int i = 0; i < 3; ++i)
            out[i] = m[i][0] * rgb[0] + m[i][1] * rgb[1] + m[i][2] * rgb[2];
        return lab(out);
    };
    const Vec p = seen(a), q = seen(b);
    return std::hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

QStringList legendLabels(const LegendWidget& legend) {
    QStringList labels;
    for (const QLabel* label : legend.findChildren<QLabel*>(QStringLiteral("legendLabel")))
        labels << label->text();
    return labels;
}

} // namespace

class TestSolveDrawing : public QObject {
    Q_OBJECT

private slots:
    // A run drawn off screen (OverlayMarks) and put on the scene over the drawing of a run to
    // another goal shows exactly what drawing its steps on the scene shows, and marks dirty only
    // the cells whose marks differ: a re-run after an edit redraws only what changed.
    void aRunDrawnOffScreenReplacesOnlyWhatDiffers() {
        const Maze maze = braided();
        Maze moved = maze;
        moved.setEndpoints(maze.start(), {20, 25});
        for (const char* id : {"bfs", "dfs", "astar-manhattan", "bidirectional-bfs",
                               "wall-follower", "tremaux", "dead-end-filling"}) {
            const SolverInfo& solver = solverById(id);
            MazeScene direct;
            direct.setMaze(moved, std::nullopt);
            drawSteps(direct, solver);
            MazeScene scene;
            scene.setMaze(moved, std::nullopt);
            scene.setOverlay(drawnOffScreen(solver, maze)); // the run to the old goal
            (void)scene.takeDirty();
            const OverlayMarks rerun = drawnOffScreen(solver, moved);
            std::vector<CellIndex> differ;
            for (CellIndex c = 0; c < maze.cellCount(); ++c)
                if (scene.mark(c) != rerun.mark(c))
                    differ.push_back(c);
            QVERIFY2(!differ.empty(), id);
            scene.setOverlay(rerun);
            MazeScene::Dirty dirty = scene.takeDirty();
            std::sort(dirty.cells.begin(), dirty.cells.end());
            QVERIFY2(!dirty.full && dirty.cells == differ, id);
            for (CellIndex c = 0; c < maze.cellCount(); ++c)
                QVERIFY2(scene.mark(c) == direct.mark(c), id);
            QCOMPARE(scene.current(), direct.current());
            QCOMPARE(scene.hasOverlay(), direct.hasOverlay());
        }
    }

    // Both sides of a bidirectional search, walked and walked-twice cells, filled dead ends: each
    // shows in its own colour in every palette, and the last step (gave up) leaves no current
    // cell, as no path does.
    void newMarksShowInTheirColoursInEveryPalette() {
        for (const NamedPalette& named : mazePalettes()) {
            const MazePalette& p = named.palette;
            MazeScene scene;
            scene.setMaze(corridorMaze(), std::nullopt);
            MazeView view(&scene);
            view.resize(kCorridor * 40, 2 * 40 + 20);
            view.setPalette(p);
            view.show();
            QVERIFY(QTest::qWaitForWindowExposed(&view));
            const QByteArray where = named.id.toUtf8();

            drawSteps(scene, fakeBidirectionalInfo(), 4); // before Found
            Picture picture{view.renderImage(view.size()), &view};
            QCOMPARE(picture.at(1, 0), p.searched.rgb());
            QCOMPARE(picture.at(2, 0), p.frontier.rgb());
            QCOMPARE(picture.at(5, 0), p.frontierFromGoal.rgb());
            QCOMPARE(picture.at(6, 0), p.current.rgb()); // expanded last, from the goal
            QCOMPARE(scene.mark(6), CellMark::SearchedFromGoal);
            QVERIFY2(p.frontierFromGoal != p.frontier && p.searchedFromGoal != p.searched, where);

            scene.clearOverlay();
            drawSteps(scene, fakeWalkerInfo());
            picture.image = view.renderImage(view.size());
            QCOMPARE(scene.current(), CellIndex(-1)); // gave up: no current cell
            QCOMPARE(picture.at(1, 0), p.walked.rgb());
            QCOMPARE(picture.at(2, 0), p.walkedTwice.rgb());
            QCOMPARE(picture.at(3, 0), p.walkedTwice.rgb()); // the dead end walked back from
            QCOMPARE(picture.at(4, 0), p.room.rgb());

            scene.clearOverlay();
            drawSteps(scene, fakeFillingInfo(), kCorridor - 1); // all but the last fill
            picture.image = view.renderImage(view.size());
            for (int x = 0; x + 2 < kCorridor; ++x)
                QCOMPARE(picture.at(x, 1), p.filled.rgb());
            QCOMPARE(picture.at(kCorridor - 2, 1), p.current.rgb()); // filled last
            QCOMPARE(picture.at(kCorridor - 1, 1), p.room.rgb());
            QCOMPARE(picture.at(3, 0), p.room.rgb());
        }
    }

    // Jump Point Search's scanned cells: in their own colour in every palette, only where no
    // other mark is (a cell in the frontier stays so), under the jump points it searched and
    // found; the legend names them for it alone. With MAZELAB_PICTURES=DIR a run on an open
    // field is also written there, for a look.
    void scannedCellsShowInTheirOwnColour() {
        const SolverInfo& jps = solverById("jps");
        // A room 9 x 5 without walls, from (0,2) to (8,2): the first step jumps east onto the
        // goal and scans the rest of the room in the other seven directions.
        Maze room(Size{9, 5});
        room.openAll();
        room.setEndpoints({0, 2}, {8, 2});
        for (const NamedPalette& named : mazePalettes()) {
            const MazePalette& p = named.palette;
            MazeScene scene;
            scene.setMaze(room, std::nullopt);
            scene.setMark(room.index({1, 0}), CellMark::Frontier); // not turned back to scanned
            MazeView view(&scene);
            view.resize(9 * 40, 5 * 40);
            view.setPalette(p);
            view.show();
            QVERIFY(QTest::qWaitForWindowExposed(&view));
            auto steps = jps.start(room, {}, Diagonal::OnlyWhenNoObstacles);
            const SolveStep& first = *steps.begin();
            QCOMPARE(first.discoveredCount, std::uint8_t(1));
            QVERIFY(first.scanned.size() > 20);
            drawSolveStep(scene, first);
            scene.flush();
            const Picture picture{view.renderImage(view.size()), &view};
            QCOMPARE(scene.mark(room.index({1, 0})), CellMark::Frontier);
            QCOMPARE(picture.at(1, 0), p.frontier.rgb());
            QCOMPARE(scene.mark(room.index({4, 2})), CellMark::Scanned); // between start and goal
            QCOMPARE(picture.at(4, 2), p.scanned.rgb());
            QCOMPARE(picture.at(6, 4), p.scanned.rgb());
            QCOMPARE(picture.at(0, 2), p.start.rgb());
            QCOMPARE(picture.at(8, 2), p.goal.rgb());
        }
        LegendWidget legend;
        QVERIFY(!legendLabels(legend).contains(QStringLiteral("Scanned (jumped over)")));
        legend.setSolveMarks(solveMarksOf(&jps));
        QVERIFY(legendLabels(legend).contains(QStringLiteral("Scanned (jumped over)")));
        QVERIFY(legendLabels(legend).contains(QStringLiteral("Frontier (waiting)")));
        legend.setSolveMarks(solveMarksOf(&solverById("astar-octile")));
        QVERIFY(!legendLabels(legend).contains(QStringLiteral("Scanned (jumped over)")));

        const QString pictures = qEnvironmentVariable("MAZELAB_PICTURES");
        if (pictures.isEmpty())
            return;
        const GeneratorInfo& field = generatorById("open-field");
        const Maze maze = generateMaze({&field, {60, 40}, 3, ParamValues(field.params)});
        MazeScene scene;
        scene.setMaze(maze, std::nullopt);
        MazeView view(&scene);
        view.resize(60 * 16, 40 * 16);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        int done = 0;
        for (const SolveStep& step : jps.start(maze, {}, Diagonal::OnlyWhenNoObstacles)) {
            drawSolveStep(scene, step);
            if (++done == 25 || step.isLast()) {
                scene.flush();
                QVERIFY(view.renderImage(view.size())
                            .save(QDir(pictures).filePath(
                                QStringLiteral("jps-open-field-%1.png").arg(done))));
            }
        }
    }

    // The new colours keep 20 CIELAB units from every colour they can show with (the common
    // ones and their own family's); in the colour-blind palette 18 units also under
    // deuteranopia and protanopia.
    void newColoursStayApart() {
        for (const NamedPalette& named : mazePalettes()) {
            const MazePalette& p = named.palette;
            const std::vector<QColor> common = {p.start, p.goal, p.path, p.current, p.room};
            const std::vector<std::pair<QColor, std::vector<QColor>>> checks = {
                {p.frontierFromGoal, {p.frontier, p.searched, p.searchedFromGoal}},
                {p.searchedFromGoal, {p.frontier, p.searched}},
                {p.walked, {p.walkedTwice}},
                {p.walkedTwice, {}},
                {p.filled, {p.wall}},
                {p.scanned, {p.frontier, p.searched}},
                {p.reopened, {p.frontier, p.searched}}};
            const bool colourBlind = named.id == QStringLiteral("colour-blind");
            for (const auto& [colour, family] : checks) {
                std::vector<QColor> others = common;
                others.insert(others.end(), family.begin(), family.end());
                for (const QColor& other : others) {
                    const QByteArray where =
                        (named.id + QLatin1Char(' ') + colour.name() + QStringLiteral(" vs ") +
                         other.name())
                            .toUtf8();
                    QVERIFY2(distance(colour, other, kNormal) >= 20, where);
                    if (colourBlind) {
                        QVERIFY2(distance(colour, other, kDeuteranopia) >= 18, where);
                        QVERIFY2(distance(colour, other, kProtanopia) >= 18, where);
                    }
                }
            }
        }
    }

    // The legend lists what the running solver can leave: the common search marks without a
    // solver, "from the goal" for a bidirectional search, walked cells for a walker (which has
    // no frontier), filled dead ends for filling.
    void legendFollowsTheSolversFamily() {
        LegendWidget legend;
        const QStringList plain = legendLabels(legend);
        QVERIFY(plain.contains(QStringLiteral("Frontier (waiting)")));
        QVERIFY(!plain.contains(QStringLiteral("Frontier from the goal")));
        QVERIFY(!plain.contains(QStringLiteral("Walked")));

        legend.setSolveMarks(solveMarksOf(&fakeBidirectionalInfo()));
        QStringList labels = legendLabels(legend);
        QVERIFY(labels.contains(QStringLiteral("Frontier from the goal")));
        QVERIFY(labels.contains(QStringLiteral("Searched from the goal")));
        QVERIFY(labels.contains(QStringLiteral("Searched")));
        QCOMPARE(legend.entryCount(), plain.size() + 2);

        legend.setSolveMarks(solveMarksOf(&fakeWalkerInfo()));
        labels = legendLabels(legend);
        QVERIFY(labels.contains(QStringLiteral("Walked")));
        QVERIFY(labels.contains(QStringLiteral("Walked twice")));
        QVERIFY(!labels.contains(QStringLiteral("Frontier (waiting)")));
        QVERIFY(!labels.contains(QStringLiteral("Searched")));

        legend.setSolveMarks(solveMarksOf(&fakeFillingInfo()));
        labels = legendLabels(legend);
        QVERIFY(labels.contains(QStringLiteral("Dead end filled")));
        QVERIFY(!labels.contains(QStringLiteral("Walked")));

        legend.setSolveMarks(solveMarksOf(&solverById("bfs")));
        QCOMPARE(legendLabels(legend), plain);

        // An incremental search (every one the registry has) adds the cells a repair re-opened.
        int incremental = 0;
        for (const SolverInfo* solver : solvers()) {
            if (solver->family != SolverFamily::Incremental)
                continue;
            ++incremental;
            legend.setSolveMarks(solveMarksOf(solver));
            labels = legendLabels(legend);
            QVERIFY(labels.contains(QStringLiteral("Re-opened (repaired)")));
            QCOMPARE(legend.entryCount(), plain.size() + 1);
        }
        QVERIFY(incremental > 0);
        legend.setSolveMarks(solveMarksOf(&solverById("bfs")));
        QVERIFY(!legendLabels(legend).contains(QStringLiteral("Re-opened (repaired)")));
    }

    // A walker that gives up: the animator's figures, the stats panel (neither found nor no
    // path, the reason, its own figure) and the pseudocode panel (no frontier, the reason).
    void gaveUpShowsAsSuchWithItsReasonAndFigures() {
        CorridorSolve solving(fakeWalkerInfo());
        auto& [scene, animator, panel] = solving;
        animator.seekLast();
        QCOMPARE(animator.state(), Animator::State::Finished);
        const RunFigures& f = animator.figures();
        QVERIFY(!f.found);
        QVERIFY(f.gaveUp);
        QCOMPARE(f.reason, QStringLiteral("gave up after 6 steps"));
        QCOMPARE(f.extraNames, QStringList{QStringLiteral("Moves walked")});
        QCOMPARE(f.extra[0], std::int64_t(5));

        StatsPanel stats;
        stats.showFigures(f);
        QCOMPARE(labelText(stats, "pathLengthValue"), QStringLiteral("Gave up"));
        QCOMPARE(labelText(stats, "outcomeValue"), QStringLiteral("gave up after 6 steps"));
        QCOMPARE(labelText(stats, "extra0Name"), QStringLiteral("Moves walked"));
        QCOMPARE(labelText(stats, "extra0Value"), QStringLiteral("5"));
        QVERIFY(!stats.findChild<QLabel*>(QStringLiteral("extra1Name"))->isVisibleTo(&stats));

        panel.refresh();
        const QStringList lines = panel.dataLines();
        QVERIFY2(lines.join('|').contains(QStringLiteral("No frontier: the walker sees only")),
                 qPrintable(lines.join('|')));
        QCOMPARE(lines.last(), QStringLiteral("Gave up: gave up after 6 steps"));

        // A solver without figures of its own shows no such rows; "no path" with its reason.
        animator.startSolve(fakeNoPathInfo());
        animator.seekLast();
        stats.showFigures(animator.figures());
        QCOMPARE(labelText(stats, "pathLengthValue"), QStringLiteral("No path"));
        QCOMPARE(labelText(stats, "outcomeValue"),
                 QStringLiteral("the wall it follows never reaches the goal"));
        QVERIFY(!stats.findChild<QLabel*>(QStringLiteral("extra0Name"))->isVisibleTo(&stats));
        drainTimingRuns(animator, kLongWaitMs);
    }

    // A bidirectional search's cells say "from the goal" in the pseudocode panel.
    void cellsSeenFromTheGoalSaySo() {
        CorridorSolve solving(fakeBidirectionalInfo());
        auto& [scene, animator, panel] = solving;
        animator.seek(4); // the goal side has just expanded (6,0), one move from the goal
        panel.refresh();
        QCOMPARE(panel.dataLines().first(),
                 QStringLiteral("Current cell: (6,0)  distance 1 from the goal"));

        // The numbers overlay: the cell seen from the goal says so under its distance.
        NumbersLayer numbers(animator);
        LayerFrame frame;
        frame.maze = &scene.maze();
        frame.scale = 60;
        QImage image(kCorridor * 60, 2 * 60, QImage::Format_ARGB32_Premultiplied);
        numbers.paint(image, frame);
        QStringList drawn;
        for (const NumbersLayer::Drawn& d : numbers.lastDrawn())
            drawn << QStringLiteral("%1,%2 %3").arg(d.cell.x).arg(d.cell.y).arg(d.text);
        QVERIFY2(drawn.contains(QStringLiteral("6,0 1")) &&
                     drawn.contains(QStringLiteral("6,0 from the goal")) &&
                     drawn.contains(QStringLiteral("2,0 2")) &&
                     !drawn.contains(QStringLiteral("2,0 from the goal")),
                 qPrintable(drawn.join('|')));

        // A walker has no numbers: its current cell says it has no frontier.
        animator.startSolve(fakeWalkerInfo());
        animator.seek(2);
        numbers.paint(image, frame);
        QCOMPARE(numbers.lastDrawn().size(), std::size_t(1));
        QCOMPARE(numbers.lastDrawn()[0].text, QStringLiteral("no frontier"));
        QCOMPARE(numbers.lastDrawn()[0].cell.x, 2);
        drainTimingRuns(animator, kLongWaitMs);
    }

    // The race: a lane that gave up is not ranked among the finishers and reads "Gave up", a
    // lane with no path "No path" (the reasons in tooltips); the walker's own figure is in its
    // solver cell.
    void raceRanksOnlyTheFinishers() {
        RaceController race;
        race.setMaze(corridorMaze());
        const SolverInfo* solvers[] = {&fakeWalkerInfo(), &solverById("bfs"), &fakeNoPathInfo()};
        QCOMPARE(race.setSolvers(solvers), QString());
        runToEnd(race);
        RaceTable table;
        table.showRace(race);
        QCOMPARE(cell(table, 0, RaceTable::Rank), QStringLiteral("Gave up"));
        QCOMPARE(cell(table, 1, RaceTable::Rank), QStringLiteral("1"));
        QCOMPARE(cell(table, 2, RaceTable::Rank), QStringLiteral("No path"));
        const QTableWidgetItem* rank = table.table()->item(table.rowOf(0), RaceTable::Rank);
        QCOMPARE(rank->toolTip(), QStringLiteral("gave up after 6 steps"));
        QVERIFY(cell(table, 0, RaceTable::Solver).contains(QStringLiteral("Moves walked 5")));
        QCOMPARE(cell(table, 1, RaceTable::Solver), QStringLiteral("Breadth-First Search"));
        // The lanes draw as the main view does.
        QCOMPARE(cellsMarked(*race.scene(0), CellMark::WalkedTwice), (std::vector<CellIndex>{2, 3}));
        QCOMPARE(cellsMarked(*race.scene(0), CellMark::Walked), std::vector<CellIndex>{1});
        QCOMPARE(race.scene(0)->current(), CellIndex(-1));
        // Sorted by rank: the finisher first, then the lane that gave up, then no path.
        QCOMPARE(table.rowOf(1), 0);
        QCOMPARE(table.rowOf(0), 1);
        QCOMPARE(table.rowOf(2), 2);
    }

    // The main window at a lecture room's sizes, a walker that gives up and a two-sided search
    // that is stopped: the status bar, the statistics and the legend say so. With
    // MAZELAB_PICTURES=DIR the windows are also written there as PNGs, for a look.
    void mainWindowShowsTheNewSolvers() {
        const QString pictures = qEnvironmentVariable("MAZELAB_PICTURES");
        for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
            for (const SolverInfo* solver : {&fakeWallFollowerInfo(), &fakeTwoSidedInfo()}) {
                auto window = window::openWindow();
                window->resize(size);
                Animator& animator = *window->run()->animator();
                animator.generateNow(generatorById("recursive-backtracker"), {31, 31}, 4, {});
                animator.startSolve(*solver);
                animator.seekLast();
                drainTimingRuns(animator, kLongWaitMs);
                QTest::qWait(20);
                const bool walker = solver->family == SolverFamily::Walker;
                QCOMPARE(labelText(*window, "stateLabel"),
                         walker ? QStringLiteral("Gave up") : QStringLiteral("No path"));
                QCOMPARE(labelText(*window, "pathLengthValue"),
                         walker ? QStringLiteral("Gave up") : QStringLiteral("No path"));
                QCOMPARE(labelText(*window, "outcomeValue"),
                         walker ? QStringLiteral("gave up after 400 steps")
                                : QStringLiteral("the two searches were stopped before they met"));
                const QStringList legend =
                    legendLabels(*window->findChild<LegendWidget*>(QStringLiteral("legend")));
                QCOMPARE(legend.contains(QStringLiteral("Walked twice")), walker);
                QCOMPARE(legend.contains(QStringLiteral("Searched from the goal")), !walker);
                if (!pictures.isEmpty())
                    QVERIFY(window->grab().save(QDir(pictures).filePath(
                        QStringLiteral("%1-%2.png").arg(name(solver->id)).arg(size.width()))));
            }
        }
    }
};

QTEST_MAIN(TestSolveDrawing)
#include "test_solve_drawing.moc"
