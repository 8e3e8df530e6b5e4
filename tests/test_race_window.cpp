// Race mode (docs/experiments.md, "Race mode"), its window: the table must rank and mark shortest
// paths right, the chart must follow the lanes, the main window must open the race and hand it
// new mazes, and keys must drive it. Runs offscreen (the lanes themselves: test_race).
#include <QtTest>

#include "race_support.hpp"
#include "ui/animation/animator.hpp"
#include "ui/panels/control_panel.hpp"
#include "ui/shell/main_window.hpp"

#include <QAction>
#include <QCheckBox>
#include <QHeaderView>
#include <QMenuBar>

using namespace mazelab;
using namespace mazelab::ui;
using namespace mazelab::testing;

class TestRaceWindow : public QObject {
    Q_OBJECT

private slots:
    // Before the race starts nothing is negative and nothing is "running": every lane says
    // "ready", shows 0 steps and a dash for what does not exist yet (searched, path), and the
    // table says "ready" with dashes for the searched percent, the path and the mark.
    void beforeTheStartLanesAreReady() {
        RaceWindow window;
        window.setMaze(braided(), QStringLiteral("braided"));
        QCOMPARE(window.setSolvers({"bfs", "dfs", "astar-manhattan"}), QString());
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QString dash = QStringLiteral("\u2014");
        RaceTable& table = *window.table();
        QCOMPARE(table.table()->rowCount(), 3);
        for (int lane = 0; lane < 3; ++lane) {
            const QString mismatch =
                labelsMismatch(*window.lane(lane), {{"statusValue", "ready"},
                                                    {"stepsValue", "0"},
                                                    {"searchedValue", "\u2014"},
                                                    {"pathValue", "\u2014"}});
            QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
            QCOMPARE(cell(table, lane, RaceTable::Rank), QStringLiteral("ready"));
            QCOMPARE(cell(table, lane, RaceTable::Steps), QStringLiteral("0"));
            QCOMPARE(cell(table, lane, RaceTable::PathLength), dash);
            QCOMPARE(cell(table, lane, RaceTable::SearchedPercent), dash);
            QCOMPARE(cell(table, lane, RaceTable::Best), dash);
        }
        // No text anywhere in the window is negative or says "running".
        const QRegularExpression negative(QStringLiteral("(^|[^\\w])-\\d"));
        QStringList shown;
        for (const QLabel* label : window.findChildren<QLabel*>())
            if (label->isVisible())
                shown << label->text();
        for (int row = 0; row < table.table()->rowCount(); ++row)
            for (int column = 0; column < table.table()->columnCount(); ++column)
                if (const QTableWidgetItem* item = table.table()->item(row, column))
                    shown << item->text();
        for (const QString& text : shown) {
            QVERIFY2(!negative.match(text).hasMatch(), qPrintable(text));
            QVERIFY2(!text.contains(QStringLiteral("running"), Qt::CaseInsensitive),
                     qPrintable(text));
        }

        // The first step starts the race: the lanes' figures appear.
        window.controller()->step();
        QCOMPARE(cell(table, 0, RaceTable::Steps), QStringLiteral("1"));
        QVERIFY(cell(table, 0, RaceTable::SearchedPercent) != dash);
        QVERIFY(!cell(table, 0, RaceTable::SearchedPercent).startsWith(QLatin1Char('-')));
        QVERIFY(labelText(*window.lane(0), "searchedValue") != dash);
    }

    // The table ranks the lanes that found a path by steps to finish (equal steps share a
    // place) as they finish, lanes still running after them; a header click sorts by that
    // column; BFS, Dijkstra and the admissible A*s are marked shortest on a braided maze, DFS is
    // not; on a weighted maze only the cheapest paths (Dijkstra's cost) are marked. One race
    // checked as it runs, so one function.
    // A maze of other cells: solvers that do not solve them are disabled with their reason and
    // unticked; the others race on it, and square cells bring them back.
    void solversThatDoNotSolveTheCellsAreDisabled() {
        RaceWindow window;
        const auto all = mazelab::solvers();
        const auto squareOnly = std::find_if(all.begin(), all.end(), [](const auto* s) {
            return !s->supports(mazelab::ShapeKind::Hex) && s->supports(mazelab::Diagonal::Never);
        });
        QVERIFY(squareOnly != all.end());
        const QString id = QString::fromUtf8((*squareOnly)->id.data());
        window.setMaze(braided(), QStringLiteral("braided"));
        QCOMPARE(window.setSolvers({"bfs", "dijkstra", id}), QString());
        auto* box = window.findChild<QCheckBox*>(QStringLiteral("race-") + id);
        QVERIFY(box && box->isEnabled());
        mazelab::GenerateRequest request{&mazelab::generatorById("wilson"), {9, 7}, 3};
        request.shape = mazelab::ShapeKind::Hex;
        window.setMaze(mazelab::generateMaze(request), QStringLiteral("hex"));
        QVERIFY(!box->isEnabled());
        QVERIFY(!box->isChecked());
        QCOMPARE(box->toolTip(),
                 QString::fromStdString((*squareOnly)->shapeError(mazelab::ShapeKind::Hex)));
        QCOMPARE(window.chosenSolvers(), QStringList({"bfs", "dijkstra"}));
        window.setMaze(braided(), QStringLiteral("braided"));
        QVERIFY(box->isEnabled());
    }

    void raceTableRanksByStepsAndMarksShortestPaths() {
        RaceWindow window;
        const Maze maze = braided();
        window.setMaze(maze, QStringLiteral("braided"));
        QCOMPARE(window.setSolvers({"bfs", "dfs", "dijkstra", "astar-manhattan",
                                    "astar-dysfunctional"}),
                 QString());
        RaceController& race = *window.controller();
        RaceTable& table = *window.table();
        QCOMPARE(table.table()->rowCount(), 5);
        std::vector<SolveStats> stats;
        for (int lane = 0; lane < race.laneCount(); ++lane)
            stats.push_back(solveMaze(race.solver(lane), maze).stats);
        const std::int64_t shortest = solveMaze(solverById("bfs"), maze).stats.pathLength;
        // The maze is one where the point can be made: DFS's path is longer.
        QCOMPARE(name(race.solver(1).id), QStringLiteral("dfs"));
        QVERIFY(stats[1].pathLength > shortest);

        // Mid-race: the first lane to finish is ranked 1, the others are still running.
        const auto first = std::min_element(stats.begin(), stats.end(), [](auto& a, auto& b) {
            return a.steps < b.steps;
        });
        const int firstLane = int(first - stats.begin());
        for (std::int64_t k = 0; k < first->steps; ++k)
            race.step();
        QVERIFY(race.finished(firstLane));
        QCOMPARE(cell(table, firstLane, RaceTable::Rank), QStringLiteral("1"));
        QCOMPARE(table.rowOf(firstLane), 0);
        for (int lane = 0; lane < race.laneCount(); ++lane)
            if (!race.finished(lane)) {
                QCOMPARE(cell(table, lane, RaceTable::Rank), QStringLiteral("running"));
            }

        runToEnd(race);
        // Ranked by steps, fewest first, rows in that order.
        std::vector<int> order(stats.size());
        for (int i = 0; i < int(order.size()); ++i)
            order[std::size_t(i)] = i;
        std::stable_sort(order.begin(), order.end(),
                         [&](int a, int b) { return stats[std::size_t(a)].steps <
                                                    stats[std::size_t(b)].steps; });
        int place = 0;
        for (int i = 0; i < int(order.size()); ++i) {
            const int lane = order[std::size_t(i)];
            if (i == 0 || stats[std::size_t(lane)].steps !=
                              stats[std::size_t(order[std::size_t(i - 1)])].steps)
                place = i + 1;
            QCOMPARE(cell(table, lane, RaceTable::Rank), QString::number(place));
            QCOMPARE(cell(table, lane, RaceTable::Steps),
                     formatCount(stats[std::size_t(lane)].steps));
            QCOMPARE(table.table()->item(i, RaceTable::Steps)->text(),
                     formatCount(stats[std::size_t(lane)].steps));
        }
        // Shortest marks, in the table and in the lanes.
        QCOMPARE(table.table()->horizontalHeaderItem(RaceTable::Best)->text(),
                 QStringLiteral("Shortest"));
        for (int lane = 0; lane < race.laneCount(); ++lane) {
            const bool best = stats[std::size_t(lane)].pathLength == shortest;
            const QString id = name(race.solver(lane).id);
            QCOMPARE(race.foundBest(lane), best);
            QCOMPARE(cell(table, lane, RaceTable::Best),
                     best ? QStringLiteral("\u2713 yes") : QStringLiteral("no"));
            QCOMPARE(labelText(*window.lane(lane), "pathValue").contains(QStringLiteral("shortest")),
                     best);
            if (id == QStringLiteral("bfs") || id == QStringLiteral("dijkstra") ||
                id == QStringLiteral("astar-manhattan"))
                QVERIFY2(best, qPrintable(id));
            if (id == QStringLiteral("dfs"))
                QVERIFY(!best);
        }
        // A click on "Path length" sorts by it.
        table.table()->horizontalHeader()->setSortIndicator(RaceTable::PathLength,
                                                            Qt::AscendingOrder);
        for (int row = 1; row < table.table()->rowCount(); ++row) {
            const QTableWidgetItem* above = table.table()->item(row - 1, RaceTable::PathLength);
            const QTableWidgetItem* below = table.table()->item(row, RaceTable::PathLength);
            QVERIFY(above->data(Qt::UserRole).toDouble() <= below->data(Qt::UserRole).toDouble());
        }
        QCOMPARE(cell(table, 1, RaceTable::PathLength), formatCount(stats[1].pathLength));
        QCOMPARE(table.rowOf(1), table.table()->rowCount() - 1); // DFS: the longest path
        table.table()->horizontalHeader()->setSortIndicator(RaceTable::SearchedPercent,
                                                            Qt::DescendingOrder);
        for (int row = 1; row < table.table()->rowCount(); ++row)
            QVERIFY(table.table()->item(row - 1, RaceTable::SearchedPercent)->data(Qt::UserRole).toDouble() >=
                    table.table()->item(row, RaceTable::SearchedPercent)->data(Qt::UserRole).toDouble());

        // With costs: "Cheapest", and only paths as cheap as Dijkstra's.
        const Maze costly = weighted();
        window.setMaze(costly, QStringLiteral("weighted"));
        QCOMPARE(window.setSolvers({"bfs", "dijkstra", "astar-manhattan"}), QString());
        runToEnd(race);
        const SolveStats bfs = solveMaze(solverById("bfs"), costly).stats;
        const SolveStats dijkstra = solveMaze(solverById("dijkstra"), costly).stats;
        QCOMPARE(qint64(bfs.pathCost), qint64(297)); // through terrain the cheap way avoids
        QCOMPARE(qint64(dijkstra.pathCost), qint64(204));
        QCOMPARE(table.table()->horizontalHeaderItem(RaceTable::Best)->text(),
                 QStringLiteral("Cheapest"));
        QCOMPARE(cell(table, 0, RaceTable::Best), QStringLiteral("no"));
        QCOMPARE(cell(table, 1, RaceTable::Best), QStringLiteral("\u2713 yes"));
        QCOMPARE(cell(table, 1, RaceTable::PathCost), formatCount(dijkstra.pathCost));
        QVERIFY(labelText(*window.lane(1), "pathValue").contains(QStringLiteral("cheapest")));
        QCOMPARE(race.foundBest(2),
                 solveMaze(solverById("astar-manhattan"), costly).stats.pathCost ==
                     dijkstra.pathCost);
    }

    // The chart has one line per lane, named after its solver and drawn in its lane's colour;
    // mid-race and at the end each line's last point is its lane's (steps, searched), and no
    // tick adds more than one point per line.
    void chartHasOneLinePerSolverEndingAtItsFigures() {
        RaceWindow window;
        window.setMaze(braided(), QString());
        QCOMPARE(window.setSolvers({"bfs", "dfs", "dijkstra", "astar-manhattan"}), QString());
        RaceController& race = *window.controller();
        RaceChart& chart = *window.chart();
        QCOMPARE(chart.lineCount(), 4);
        for (int lane = 0; lane < 4; ++lane) {
            QCOMPARE(chart.line(lane)->name(), name(race.solver(lane).name));
            QCOMPARE(chart.line(lane)->pen().color(), laneColour(lane));
            QCOMPARE(chart.line(lane)->count(), 0);
        }
        auto checkEnds = [&](const char* when) {
            for (int lane = 0; lane < race.laneCount(); ++lane) {
                const QLineSeries& line = *chart.line(lane);
                const RunFigures& f = race.figures(lane);
                QVERIFY2(line.count() > 0, when);
                const QPointF last = line.at(line.count() - 1);
                QVERIFY2(last == QPointF(double(f.steps), double(f.searched)),
                         qPrintable(QStringLiteral("%1: lane %2 ends at (%3, %4), figures (%5, %6)")
                                        .arg(QLatin1String(when))
                                        .arg(lane)
                                        .arg(last.x())
                                        .arg(last.y())
                                        .arg(f.steps)
                                        .arg(f.searched)));
            }
        };
        for (int k = 0; k < 40; ++k)
            race.step();
        checkEnds("after 40 steps");
        QCOMPARE(chart.line(0)->count(), 40); // one point per Step, spacing 1 so far
        race.setSpeed({Speed::Mode::PerSecond, 3000});
        race.play();
        QTRY_VERIFY_WITH_TIMEOUT(race.stepsDone() >= 200, kLongWaitMs);
        race.pause();
        checkEnds("paused mid-race");
        runToEnd(race);
        checkEnds("at the end");
        for (int lane = 0; lane < race.laneCount(); ++lane)
            QVERIFY(chart.line(lane)->count() <= 40 + race.ticks() + 1);
        // A reset empties the lines.
        race.reset();
        for (int lane = 0; lane < race.laneCount(); ++lane)
            QCOMPARE(chart.line(lane)->count(), 0);
    }

    // On a huge race the lines stay under RaceChart::kMaxPoints (plus the live tail), keep
    // their first point and end at the last one recorded, in increasing steps.
    void chartThinsItsLinesOnHugeRaces() {
        RaceChart chart;
        chart.setLanes({QStringLiteral("a"), QStringLiteral("b")}, {Qt::red, Qt::blue});
        const int ticks = 25'000;
        for (int t = 1; t <= ticks; ++t) {
            const QPointF points[] = {QPointF(t, 2.0 * t), QPointF(std::min(t, 9000), 7.0)};
            chart.record(points);
        }
        QVERIFY(chart.spacing() > 1);
        for (int lane = 0; lane < 2; ++lane) {
            const QLineSeries& line = *chart.line(lane);
            QVERIFY2(line.count() <= RaceChart::kMaxPoints + 1,
                     qPrintable(QString::number(line.count())));
            QVERIFY(line.count() > RaceChart::kMaxPoints / 4);
            QCOMPARE(line.at(0).x(), 1.0);
            for (int i = 1; i < line.count(); ++i)
                QVERIFY(line.at(i).x() > line.at(i - 1).x());
        }
        QCOMPARE(chart.line(0)->at(chart.line(0)->count() - 1), QPointF(ticks, 2.0 * ticks));
        QCOMPARE(chart.line(1)->at(chart.line(1)->count() - 1), QPointF(9000, 7.0));
    }

    // Compare > Race... (Ctrl+R) opens the race window on the main window's maze; a new maze,
    // or moved endpoints, in the main window reset the race onto the new maze; closing the race
    // window pauses it.
    void theMainWindowOpensTheRaceAndHandsItNewMazes() {
        MainWindow main;
        QAction* action = main.findChild<QAction*>(QStringLiteral("raceAction"));
        QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_R));
        bool inCompareMenu = false;
        for (QAction* menu : main.menuBar()->actions())
            if (menu->text() == QStringLiteral("&Compare") && menu->menu())
                inCompareMenu = menu->menu()->actions().contains(action);
        QVERIFY(inCompareMenu);
        QVERIFY(!main.run()->raceWindow());
        action->trigger();
        RaceWindow* race = main.run()->raceWindow();
        QVERIFY(race);
        QVERIFY(race->isVisible());
        QVERIFY(!race->isModal());
        QVERIFY(race->controller()->maze() == main.run()->scene()->maze());

        race->controller()->step();
        race->controller()->step();
        QCOMPARE(qint64(race->controller()->stepsDone()), qint64(2));
        main.run()->controls()->setSeed(main.run()->controls()->seed() + 1);
        main.run()->animator()->generateNow(main.run()->generateRequest());
        QCOMPARE(race->controller()->state(), State::Idle);
        QCOMPARE(qint64(race->controller()->stepsDone()), qint64(0));
        QVERIFY(race->controller()->maze() == main.run()->scene()->maze());
        for (int lane = 0; lane < race->controller()->laneCount(); ++lane) {
            QVERIFY(race->controller()->scene(lane)->maze() == main.run()->scene()->maze());
            QVERIFY(noMarks(*race->controller()->scene(lane)));
        }

        // An animated generation: the race keeps its maze until the new one is complete.
        const Maze before = race->controller()->maze();
        main.run()->controls()->setSeed(main.run()->controls()->seed() + 1);
        main.run()->animator()->setSpeed({Speed::Mode::PerSecond, 50});
        main.run()->regenerate(); // the seed set above
        QVERIFY(race->controller()->maze() == before);
        main.run()->animator()->setSpeed({Speed::Mode::Instant, 0});
        QTRY_COMPARE_WITH_TIMEOUT(main.run()->animator()->state(), Animator::State::Finished,
                                  kLongWaitMs);
        QVERIFY(race->controller()->maze() == main.run()->scene()->maze());
        QVERIFY(!(race->controller()->maze() == before));

        // Moved endpoints.
        race->controller()->step();
        main.run()->scene()->setEndpoints({1, 1}, {3, 2});
        QVERIFY(race->controller()->maze().start() == (Cell{1, 1}));
        QVERIFY(race->controller()->maze().goal() == (Cell{3, 2}));
        QCOMPARE(qint64(race->controller()->stepsDone()), qint64(0));

        // Closing pauses; opening again brings the same window back.
        race->controller()->play();
        race->close();
        QCOMPARE(race->controller()->state(), State::Paused);
        action->trigger();
        QCOMPARE(main.run()->raceWindow(), race);
    }

    // Space plays and pauses, Right steps, R resets, inside the race window.
    void keysDriveTheRace() {
        RaceWindow window;
        window.setMaze(braided(), QString());
        QCOMPARE(window.setSolvers({"bfs", "dfs"}), QString());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        RaceController& race = *window.controller();
        race.setSpeed({Speed::Mode::PerSecond, 1});
        QTest::keyClick(&window, Qt::Key_Right);
        QCOMPARE(race.state(), State::Paused);
        QCOMPARE(qint64(race.stepsDone()), qint64(1));
        QTest::keyClick(&window, Qt::Key_Right);
        QCOMPARE(qint64(race.stepsDone()), qint64(2));
        QTest::keyClick(&window, Qt::Key_Space);
        QCOMPARE(race.state(), State::Running);
        QTest::keyClick(&window, Qt::Key_Space);
        QCOMPARE(race.state(), State::Paused);
        QTest::keyClick(&window, Qt::Key_R);
        QCOMPARE(race.state(), State::Idle);
        QCOMPARE(qint64(race.stepsDone()), qint64(0));
        // The speed combo is at Fast, 961 / 20 = 48.05 steps/s on this 31 x 31 maze; the next
        // choice in order of speed is 50 steps/s, and the one before Fast 20 steps/s.
        QTest::keyClick(&window, Qt::Key_Plus);
        QCOMPARE(race.speed().stepsPerSecond, 50.0);
        QTest::keyClick(&window, Qt::Key_Minus);
        QCOMPARE(race.speed(), Speed::preset(Speed::Preset::Fast, {31, 31}));
        QTest::keyClick(&window, Qt::Key_Minus);
        QCOMPARE(race.speed().stepsPerSecond, 20.0);
    }
};

QTEST_MAIN(TestRaceWindow)
#include "test_race_window.moc"
