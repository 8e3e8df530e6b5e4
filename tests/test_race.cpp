// Race mode (docs/experiments.md, "Race mode"), the lanes: 2 to 8 solvers on copies of one maze,
// in lock-step. Every lane must end with exactly its solver's own core statistics, lanes must
// never drift apart, Reset must clear everything at once, and the 2-to-8 limit must hold.
// Runs offscreen (the table, the chart and the main window: test_race_window).
#include <QtTest>

#include "race_support.hpp"

#include <QCheckBox>

using namespace mazelab;
using namespace mazelab::ui;
using namespace mazelab::testing;

namespace {

// Walls the goal off completely.
Maze unreachable() {
    Maze maze = braided(11, {21, 21});
    const Cell goal = maze.goal();
    for (Dir d : kDirs)
        if (maze.insideDirs(goal) & bit(d))
            maze.setPassage(maze.index(goal), d, false);
    return maze;
}

// Every registered solver that takes four directions (the races here), in as few races of at
// most 8 lanes as cover them all, with sizes that differ by at most one (so never a race of one
// while there are at least 2 solvers): the registry may hold more solvers than one race takes.
std::vector<std::vector<const SolverInfo*>> raceGroups() {
    std::vector<const SolverInfo*> all;
    for (const SolverInfo* s : solvers())
        if (s->supports(Diagonal::Never))
            all.push_back(s);
    const std::size_t races = (all.size() + 7) / 8;
    std::vector<std::vector<const SolverInfo*>> groups(races);
    for (std::size_t i = 0; i < all.size(); ++i)
        groups[i * races / all.size()].push_back(all[i]);
    return groups;
}

std::vector<const SolverInfo*> byIds(std::initializer_list<const char*> ids) {
    std::vector<const SolverInfo*> list;
    for (const char* id : ids)
        list.push_back(&solverById(id));
    return list;
}

// The differences between a lane's figures and the core's statistics (percent searched too);
// empty if none.
QString mismatch(const RunFigures& f, const SolveStats& s) {
    QString errors = testing::figuresMismatch(f, s);
    const double percent = searchedPercent(f.searched, f.cells);
    if (std::abs(percent - s.percentSearched) > 1e-9)
        errors += QStringLiteral("; percent %1, expected %2").arg(percent).arg(s.percentSearched);
    return errors;
}

} // namespace

class TestRace : public QObject {
    Q_OBJECT

private slots:
    // Every lane is its solver's own run: every registered solver racing (with others of
    // raceGroups()) on a braided, a weighted and an unreachable-goal maze ends with exactly core
    // solveMaze's found, path length and cost, percent searched, searched, expanded, largest
    // frontier and steps, and with exactly its path marked in the lane's own scene, with no
    // delay and at a paced speed (there the complete solvers alone: one that may run to its step
    // limit would take minutes).
    void everyLaneEndsWithItsSolversOwnStatistics_data() {
        QTest::addColumn<int>("mazeKind"); // 0 braided, 1 weighted, 2 unreachable
        QTest::addColumn<bool>("fastest");
        QTest::addColumn<int>("group"); // index into raceGroups()
        for (int g = 0; g < int(raceGroups().size()); ++g) {
            QTest::addRow("braided, fastest, race %d", g + 1) << 0 << true << g;
            QTest::addRow("braided, 5000 steps/s, race %d", g + 1) << 0 << false << g;
            QTest::addRow("weighted, fastest, race %d", g + 1) << 1 << true << g;
            QTest::addRow("unreachable goal, fastest, race %d", g + 1) << 2 << true << g;
        }
    }
    void everyLaneEndsWithItsSolversOwnStatistics() {
        QFETCH(int, mazeKind);
        QFETCH(bool, fastest);
        QFETCH(int, group);
        std::vector<const SolverInfo*> raced = raceGroups()[std::size_t(group)];
        if (!fastest)
            std::erase_if(raced, [](const SolverInfo* s) { return !s->complete; });
        QVERIFY(raced.size() >= 2);
        const Maze maze = mazeKind == 0 ? braided() : mazeKind == 1 ? weighted() : unreachable();
        QCOMPARE(maze.hasUnitCosts(), mazeKind != 1);
        RaceController race;
        race.setMaze(maze);
        QCOMPARE(race.setSolvers(raced), QString());
        QCOMPARE(race.laneCount(), int(raced.size()));
        race.setSpeed(fastest ? Speed{Speed::Mode::Unlimited, 0}
                              : Speed{Speed::Mode::PerSecond, 5000});
        race.play();
        QCOMPARE(race.state(), State::Running);
        QTRY_COMPARE_WITH_TIMEOUT(race.state(), State::Finished, kLongWaitMs);
        QCOMPARE(int(race.finishOrder().size()), int(raced.size()));
        std::int64_t longest = 0;
        for (int lane = 0; lane < race.laneCount(); ++lane) {
            const SolverInfo& solver = race.solver(lane);
            QCOMPARE(&solver, raced[std::size_t(lane)]);
            const SolveResult expected = solveMaze(solver, maze);
            // A solver that is not complete (the wall follower) may miss a reachable goal.
            if (solver.complete)
                QCOMPARE(expected.stats.found, mazeKind != 2);
            else
                QVERIFY(!expected.stats.found || mazeKind != 2);
            const RunFigures& f = race.figures(lane);
            QVERIFY(race.finished(lane));
            QCOMPARE(f.phase, RunFigures::Phase::Finished);
            // Named with the values it raced with: the defaults here.
            QCOMPARE(f.solver, QString::fromStdString(
                                   nameWithParams(solver.name, solver.params, solver.defaults())));
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

    // Lock-step: after k Steps every lane has done min(its total, k) steps; with no delay and at
    // a paced speed, after every tick every lane has done min(its total, stepsDone()) steps, with
    // ticks of many steps each.
    void lanesAdvanceInLockStep() {
        const Maze maze = braided();
        RaceController race;
        race.setMaze(maze);
        const std::vector<const SolverInfo*> raced = raceGroups().front();
        QCOMPARE(race.setSolvers(raced), QString());
        std::vector<std::int64_t> totals;
        for (const SolverInfo* solver : raced)
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
        for (const SolverInfo* solver : raced)
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
        std::vector<const SolverInfo*> nine; // the registry's solvers, repeated if need be
        for (std::size_t i = 0; nine.size() < 9; ++i)
            nine.push_back(solvers()[i % solvers().size()]);
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
};

QTEST_MAIN(TestRace)
#include "test_race.moc"
