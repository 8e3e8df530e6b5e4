// Race mode (docs/experiments.md, "Race mode"): 2 to 8 solvers on copies of one maze, in
// lock-step. Every lane must end with exactly its solver's own core statistics, lanes must never
// drift apart, the table must rank and mark shortest paths right, the chart must follow the
// lanes, Reset must clear everything at once, and the 2-to-8 limit must hold. Runs offscreen.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/registry.hpp"
#include "core/run.hpp"
#include "core/shaping.hpp"
#endif

#include "ui/animation/animator.hpp"
#include "ui/window/control_panel.hpp"
#include "ui/window/main_window.hpp"
#include "ui/view/maze_scene.hpp"
#include "ui/race/race_chart.hpp"
#include "ui/race/race_controller.hpp"
#include "ui/race/race_lane.hpp"
#include "ui/race/race_table.hpp"
#include "ui/race/race_window.hpp"
#include "ui_support.hpp"

#include <QAction>
#include <QCheckBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QMenuBar>
#include <QTableWidget>

#include <algorithm>
#include <vector>

using namespace mazelab;
using namespace mazelab::ui;
using State = RaceController::State;

namespace {

constexpr int kLongWaitMs = 30'000; // generous: Debug + ASan on a loaded machine

QString name(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

// A 31 x 31 Recursive Backtracker with half its dead ends braided away: loops, so DFS's path is
// not the shortest.
Maze braided(std::uint64_t seed = 5, Size size = {31, 31}) {
    GenerateRequest request{&generatorById("recursive-backtracker"), size, seed};
    request.shaping.braid = 50;
    return generateMaze(request);
}

// Braided more, with weighted terrain (costs 2 to 9 in patches): BFS's path costs 297,
// Dijkstra's 204 (mazelab-cli solve ... --seed 9 --braid 60 --terrain 45,70,9).
Maze weighted() {
    GenerateRequest request{&generatorById("recursive-backtracker"), {31, 31}, 9};
    request.shaping.braid = 60;
    request.shaping.terrain = {45, 70, 9};
    return generateMaze(request);
}

// Walls the goal off completely.
Maze unreachable() {
    Maze maze = braided(11, {21, 21});
    const Cell goal = maze.goal();
    for (Dir d : kDirs)
        if (maze.insideDirs(goal) & bit(d))
            maze.setPassage(maze.index(goal), d, false);
    return maze;
}

std::vector<const SolverInfo*> allSolvers() { return {solvers().begin(), solvers().end()}; }

std::vector<const SolverInfo*> byIds(std::initializer_list<const char*> ids) {
    std::vector<const SolverInfo*> list;
    for (const char* id : ids)
        list.push_back(&solverById(id));
    return list;
}

using testing::cellsMarked;
using testing::noMarks;

// The differences between a lane's figures and the core's statistics (percent searched too);
// empty if none.
QString mismatch(const RunFigures& f, const SolveStats& s) {
    QString errors = testing::figuresMismatch(f, s);
    const double percent = searchedPercent(f.searched, f.cells);
    if (std::abs(percent - s.percentSearched) > 1e-9)
        errors += QStringLiteral("; percent %1, expected %2").arg(percent).arg(s.percentSearched);
    return errors;
}

QString labelText(const QWidget& parent, const char* objectName) {
    const auto* label = parent.findChild<QLabel*>(QLatin1String(objectName));
    return label ? label->text() : QStringLiteral("<no %1>").arg(QLatin1String(objectName));
}

QString cell(const RaceTable& table, int lane, int column) {
    const int row = table.rowOf(lane);
    const QTableWidgetItem* item = row >= 0 ? table.table()->item(row, column) : nullptr;
    return item ? item->text() : QString();
}

// Runs the race to its end at Fastest.
void runToEnd(RaceController& race) {
    race.setSpeed({Speed::Mode::Unlimited, 0});
    race.play();
    QTRY_COMPARE_WITH_TIMEOUT(race.state(), State::Finished, kLongWaitMs);
}

} // namespace

class TestRace : public QObject {
    Q_OBJECT

private slots:
    // Every lane is its solver's own run: every registered solver racing together on a braided, a
    // weighted and an unreachable-goal maze each end with exactly core solveMaze's found, path
    // length and cost, percent searched, searched, expanded, largest frontier and steps, and
    // with exactly its path marked in the lane's own scene, at Fastest and at a paced speed.
    void everyLaneEndsWithItsSolversOwnStatistics_data() {
        QTest::addColumn<int>("mazeKind"); // 0 braided, 1 weighted, 2 unreachable
        QTest::addColumn<bool>("fastest");
        QTest::newRow("braided, fastest") << 0 << true;
        QTest::newRow("braided, 5000 steps/s") << 0 << false;
        QTest::newRow("weighted, fastest") << 1 << true;
        QTest::newRow("unreachable goal, fastest") << 2 << true;
    }
    void everyLaneEndsWithItsSolversOwnStatistics() {
        QFETCH(int, mazeKind);
        QFETCH(bool, fastest);
        const Maze maze = mazeKind == 0 ? braided() : mazeKind == 1 ? weighted() : unreachable();
        QCOMPARE(maze.hasUnitCosts(), mazeKind != 1);
        RaceController race;
        race.setMaze(maze);
        QCOMPARE(race.setSolvers(allSolvers()), QString());
        QCOMPARE(race.laneCount(), 7);
        race.setSpeed(fastest ? Speed{Speed::Mode::Unlimited, 0}
                              : Speed{Speed::Mode::PerSecond, 5000});
        race.play();
        QCOMPARE(race.state(), State::Running);
        QTRY_COMPARE_WITH_TIMEOUT(race.state(), State::Finished, kLongWaitMs);
        QCOMPARE(int(race.finishOrder().size()), 7);
        std::int64_t longest = 0;
        for (int lane = 0; lane < race.laneCount(); ++lane) {
            const SolverInfo& solver = race.solver(lane);
            QCOMPARE(&solver, solvers()[std::size_t(lane)]);
            const SolveResult expected = solveMaze(solver, maze);
            QCOMPARE(expected.stats.found, mazeKind != 2);
            const RunFigures& f = race.figures(lane);
            QVERIFY(race.finished(lane));
            QCOMPARE(f.phase, RunFigures::Phase::Finished);
            QCOMPARE(f.solver, name(solver.name));
            QCOMPARE(qint64(f.cells), qint64(maze.activeCellCount()));
            const QString wrong = mismatch(f, expected.stats);
            QVERIFY2(wrong.isEmpty(), qPrintable(name(solver.id) + QStringLiteral(": ") + wrong));
            std::vector<CellIndex> path = expected.path;
            std::sort(path.begin(), path.end());
            QVERIFY2(cellsMarked(*race.scene(lane), CellMark::Path) == path,
                     qPrintable(name(solver.id)));
            QVERIFY(race.scene(lane)->maze() == maze); // a lane never changes its maze
            longest = std::max(longest, expected.stats.steps);
        }
        QCOMPARE(qint64(race.stepsDone()), qint64(longest));
    }

    // Lock-step: after k Steps every lane has done min(its total, k) steps; at Fastest and at a
    // paced speed, after every tick every lane has done min(its total, stepsDone()) steps, with
    // ticks of many steps each.
    void lanesAdvanceInLockStep() {
        const Maze maze = braided();
        RaceController race;
        race.setMaze(maze);
        QCOMPARE(race.setSolvers(allSolvers()), QString());
        std::vector<std::int64_t> totals;
        for (const SolverInfo* solver : solvers())
            totals.push_back(solveMaze(*solver, maze).stats.steps);
        const std::int64_t shortest = *std::min_element(totals.begin(), totals.end());
        const std::int64_t longest = *std::max_element(totals.begin(), totals.end());
        QVERIFY(shortest < longest);
        for (std::int64_t k = 1; k <= longest; ++k) {
            race.step();
            QCOMPARE(qint64(race.stepsDone()), qint64(k));
            for (int lane = 0; lane < race.laneCount(); ++lane)
                if (race.figures(lane).steps != std::min(totals[std::size_t(lane)], k))
                    QFAIL(qPrintable(QStringLiteral("lane %1 at %2 steps after %3 Steps")
                                         .arg(lane)
                                         .arg(race.figures(lane).steps)
                                         .arg(k)));
            QCOMPARE(race.state(), k < longest ? State::Paused : State::Finished);
        }

        // Ticks of many steps: a bigger maze, so that the race lasts several ticks.
        const Maze big = braided(3, {150, 150});
        race.setMaze(big);
        totals.clear();
        for (const SolverInfo* solver : solvers())
            totals.push_back(solveMaze(*solver, big).stats.steps);
        for (const Speed speed : {Speed{Speed::Mode::Unlimited, 0},
                                  Speed{Speed::Mode::PerSecond, 20000}}) {
            int ticks = 0;
            QString drift;
            auto check = connect(&race, &RaceController::progressed, this, [&] {
                ++ticks;
                for (int lane = 0; lane < race.laneCount(); ++lane)
                    if (race.figures(lane).steps !=
                        std::min(totals[std::size_t(lane)], race.stepsDone()))
                        drift = QStringLiteral("lane %1 at %2 steps, race at %3")
                                    .arg(lane)
                                    .arg(race.figures(lane).steps)
                                    .arg(race.stepsDone());
            });
            race.reset();
            race.setSpeed(speed);
            race.play();
            QTRY_COMPARE_WITH_TIMEOUT(race.state(), State::Finished, kLongWaitMs);
            disconnect(check);
            QVERIFY2(drift.isEmpty(), qPrintable(drift));
            QVERIFY2(ticks >= 3, qPrintable(QString::number(ticks)));
            QVERIFY2(race.stepsDone() > 2 * race.ticks(), // many steps per tick
                     qPrintable(QStringLiteral("%1 steps in %2 ticks")
                                    .arg(race.stepsDone())
                                    .arg(race.ticks())));
            for (int lane = 0; lane < race.laneCount(); ++lane)
                QCOMPARE(qint64(race.figures(lane).steps), qint64(totals[std::size_t(lane)]));
        }
    }

    // The table ranks the lanes that found a path by steps to finish (equal steps share a
    // place) as they finish, lanes still running after them; a header click sorts by that
    // column; BFS, Dijkstra and the admissible A*s are marked shortest on a braided maze, DFS is
    // not; on a weighted maze only the cheapest paths (Dijkstra's cost) are marked.
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

    // Reset mid-race stops at once and clears every lane: no marks, no current cell, zero
    // figures, empty chart lines, the table back to zero steps; and nothing moves afterwards.
    void resetMidRaceClearsEveryLane() {
        RaceWindow window;
        window.setMaze(braided(), QString());
        QCOMPARE(window.setSolvers({"bfs", "dfs", "dfs-opposed", "astar-euclidean"}), QString());
        RaceController& race = *window.controller();
        race.setSpeed({Speed::Mode::PerSecond, 300});
        race.play();
        QTRY_VERIFY_WITH_TIMEOUT(race.stepsDone() >= 30, kLongWaitMs);
        QCOMPARE(race.state(), State::Running);
        for (int lane = 0; lane < race.laneCount(); ++lane)
            QVERIFY(!noMarks(*race.scene(lane)));
        QVERIFY(window.resetAction()->isEnabled());
        window.resetAction()->trigger();
        QCOMPARE(race.state(), State::Idle);
        QCOMPARE(qint64(race.stepsDone()), qint64(0));
        QTest::qWait(150); // a timer left running would move the lanes on
        QCOMPARE(qint64(race.stepsDone()), qint64(0));
        for (int lane = 0; lane < race.laneCount(); ++lane) {
            QVERIFY2(noMarks(*race.scene(lane)), qPrintable(QString::number(lane)));
            QCOMPARE(qint64(race.figures(lane).steps), qint64(0));
            QCOMPARE(qint64(race.figures(lane).searched), qint64(0));
            QVERIFY(!race.figures(lane).pathLength);
            QCOMPARE(window.chart()->line(lane)->count(), 0);
            QCOMPARE(cell(*window.table(), lane, RaceTable::Steps), QStringLiteral("0"));
            QCOMPARE(labelText(*window.lane(lane), "stepsValue"), QStringLiteral("0"));
        }
        QVERIFY(race.finishOrder().empty());
        QVERIFY(!window.resetAction()->isEnabled());
        // And the race runs again from the start.
        race.step();
        QCOMPARE(qint64(race.stepsDone()), qint64(1));
        QCOMPARE(race.state(), State::Paused);
    }

    // Fewer than 2 or more than 8 solvers cannot race: the controller refuses and keeps its
    // lanes; the window says "Pick 2 to 8 solvers" and disables Play and Step.
    void solverCountOutsideTwoToEightIsRefused() {
        RaceController race;
        race.setMaze(braided());
        QVERIFY(RaceController::solverCountError(1).contains(QStringLiteral("2 to 8")));
        QCOMPARE(RaceController::solverCountError(2), QString());
        QCOMPARE(RaceController::solverCountError(8), QString());
        QVERIFY(!RaceController::solverCountError(9).isEmpty());
        QVERIFY(!race.setSolvers(byIds({"bfs"})).isEmpty());
        QCOMPARE(race.laneCount(), 0);
        race.play();
        QCOMPARE(race.state(), State::Idle);
        QCOMPARE(race.setSolvers(byIds({"bfs", "dfs"})), QString());
        std::vector<const SolverInfo*> nine = allSolvers();
        nine.push_back(&solverById("bfs"));
        nine.push_back(&solverById("dfs"));
        QCOMPARE(int(nine.size()), 9);
        QVERIFY(race.setSolvers(nine).contains(QStringLiteral("9 chosen")));
        QCOMPARE(race.laneCount(), 2);
        nine.pop_back();
        QCOMPARE(race.setSolvers(nine), QString()); // 8: the most
        QCOMPARE(race.laneCount(), 8);

        RaceWindow window;
        window.setMaze(braided(), QString());
        QCOMPARE(window.setSolvers({"bfs", "astar-manhattan"}), QString());
        QVERIFY(window.message().isEmpty());
        QVERIFY(window.playPauseAction()->isEnabled());
        QVERIFY(window.setSolvers({"bfs"}).contains(QStringLiteral("2 to 8")));
        QVERIFY(window.setSolvers({"bfs", "bfs"}).contains(QStringLiteral("twice")));
        QVERIFY(window.setSolvers({"bfs", "nope"}).contains(QStringLiteral("nope")));
        QCOMPARE(window.chosenSolvers(), (QStringList{"bfs", "astar-manhattan"}));
        // Unticking a box down to one solver.
        auto* box = window.findChild<QCheckBox*>(QStringLiteral("race-astar-manhattan"));
        QVERIFY(box);
        box->setChecked(false);
        QVERIFY(window.message().contains(QStringLiteral("2 to 8")));
        QVERIFY(!window.playPauseAction()->isEnabled());
        QVERIFY(!window.stepAction()->isEnabled());
        box->setChecked(true);
        QVERIFY(window.message().isEmpty());
        QVERIFY(window.playPauseAction()->isEnabled());
        QCOMPARE(window.laneCount(), 2);
    }

    // An unreachable goal: every lane finishes saying "No path", in the lane, in the table and
    // in the status line; nobody is ranked or marked shortest, and nothing crashes.
    void unreachableGoalSaysNoPathInEveryLane() {
        RaceWindow window;
        window.setMaze(unreachable(), QString());
        QCOMPARE(window.setSolvers(QStringList{"bfs", "dfs", "dfs-opposed", "dijkstra",
                                               "astar-euclidean", "astar-manhattan",
                                               "astar-dysfunctional"}),
                 QString());
        RaceController& race = *window.controller();
        runToEnd(race);
        QVERIFY(!race.reference().best);
        for (int lane = 0; lane < race.laneCount(); ++lane) {
            QVERIFY(!race.figures(lane).found);
            QVERIFY(!race.foundBest(lane));
            QVERIFY(labelText(*window.lane(lane), "pathValue").startsWith(QStringLiteral("No path")));
            QCOMPARE(labelText(*window.lane(lane), "statusValue"), QStringLiteral("NO PATH"));
            QCOMPARE(cell(*window.table(), lane, RaceTable::Rank), QStringLiteral("No path"));
            QCOMPARE(cell(*window.table(), lane, RaceTable::PathLength), QStringLiteral("\u2014"));
            QVERIFY(cellsMarked(*race.scene(lane), CellMark::Path).empty());
        }
        QVERIFY(labelText(window, "raceStateLabel").contains(QStringLiteral("no path")));
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
        main.run()->generate();
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
        QTest::keyClick(&window, Qt::Key_Plus);
        QCOMPARE(race.speed().stepsPerSecond, 200.0); // the next choice after 100 steps/s
    }
};

QTEST_MAIN(TestRace)
#include "test_race.moc"
