// Races of agents (docs/experiments.md, "Race mode", "Agents in an unknown maze"): in the race
// window's agent mode every lane walks the maze with core navigate, its solver the planner. A
// lane must end with exactly navigateMaze's figures, the table must show them, lock-step must
// hold by NavStep, and bad input (a radius out of range, a weave maze, a goal walled off) must be
// told without losing the race. Runs offscreen.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/navigate.hpp" // moc in Qt 6.4 cannot parse <coroutine>
#endif

#include "race_support.hpp"
#include "shape_support.hpp"
#include "ui/race/race_table.hpp"
#include "ui/view/agent_layer.hpp"
#include "ui/widgets/number_text.hpp"
#include "ui/widgets/qt_text.hpp"

#include <QAction>
#include <QCheckBox>
#include <QSpinBox>
#include <QTableWidget>

using namespace mazelab;
using namespace mazelab::ui;
using namespace mazelab::testing;

namespace {

constexpr int kRadius = 2;

// D* Lite against A* that plans again from scratch: the race the agent mode is for.
const QStringList kRacers = {QStringLiteral("dstar-lite"), QStringLiteral("astar-manhattan")};

NavigateRequest requestOf(const RaceController& race, int lane) {
    return {.planner = &race.solver(lane),
            .params = race.params(lane),
            .rule = race.movement(),
            .sensorRadius = race.sensorRadius()};
}

// A race window on the braided 31 x 31 maze with the two racers in agent mode.
void setUpAgentRace(RaceWindow& window, const Maze& maze) {
    window.setMaze(maze, QStringLiteral("braided"));
    QCOMPARE(window.setSolvers(kRacers), QString());
    window.setAgentMode(true);
    QCOMPARE(window.setSensorRadius(kRadius), QString());
    QVERIFY(window.controller()->agentMode());
    QCOMPARE(window.message(), QString());
}

QString agentCell(const RaceTable& table, int lane, int column) {
    const int row = table.rowOf(lane);
    const QTableWidgetItem* item = row >= 0 ? table.agentTable()->item(row, column) : nullptr;
    return item ? item->text() : QString();
}

} // namespace

class TestRaceAgents : public QObject {
    Q_OBJECT

private slots:
    // Each lane of a finished agent race has navigateMaze's figures for the same request
    // (moves, replans, expanded, bumps, the route and the shortest path), its lane and its row
    // of the table show them, and D* Lite, which repairs its search, expands fewer cells than
    // A*, which searches again from scratch at each discovery.
    void eachLaneEndsWithNavigateMazesFigures() {
        RaceWindow window;
        const Maze maze = braided();
        setUpAgentRace(window, maze);
        RaceController& race = *window.controller();
        QCOMPARE(race.laneCount(), 2);
        runToEnd(race);
        std::vector<std::int64_t> expanded(2);
        for (int lane = 0; lane < 2; ++lane) {
            const NavigateResult expected = navigateMaze(maze, requestOf(race, lane));
            QVERIFY(expected.arrived);
            const AgentFigures& f = race.agentFigures(lane);
            QVERIFY(f.finished && f.arrived);
            QCOMPARE(f.moves, expected.counters.moves);
            QCOMPARE(f.replans, expected.counters.replans);
            QCOMPARE(f.expanded, expected.counters.expanded);
            QCOMPARE(f.bumps, expected.counters.bumps);
            QCOMPARE(f.routeMoves, std::int64_t(expected.route.size()) - 1);
            QCOMPARE(f.shortestMoves, expected.shortestMoves);
            QVERIFY(f.replans > 0); // the maze is unknown: plans are blocked on the way
            QVERIFY(f.routeMoves >= f.shortestMoves);
            expanded[std::size_t(lane)] = f.expanded;

            const RaceTable& table = *window.table();
            QVERIFY(!table.agentTable()->isHidden());
            QVERIFY(table.table()->isHidden());
            QCOMPARE(agentCell(table, lane, RaceTable::Moves), formatCount(f.moves));
            QCOMPARE(agentCell(table, lane, RaceTable::Replans), formatCount(f.replans));
            QCOMPARE(agentCell(table, lane, RaceTable::Expanded), formatCount(f.expanded));
            QCOMPARE(agentCell(table, lane, RaceTable::Bumps), formatCount(f.bumps));
            const QString route =
                QStringLiteral("%1 / %2\n(+")
                    .arg(formatCount(f.routeMoves), formatCount(expected.shortestMoves));
            QVERIFY2(agentCell(table, lane, RaceTable::Route).startsWith(route),
                     qPrintable(agentCell(table, lane, RaceTable::Route)));
            QVERIFY(agentCell(table, lane, RaceTable::AgentStatus).startsWith("arrived, place "));

            const QString mismatch =
                labelsMismatch(*window.lane(lane), {{"statusValue", "arrived"},
                                                    {"frontierValue", formatCount(f.replans)},
                                                    {"searchedValue", formatCount(f.expanded)},
                                                    {"pathValue", agentRouteText(f, false)}});
            QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
        }
        QCOMPARE(race.solver(0).id, std::string("astar-manhattan")); // the registry's order
        QCOMPARE(race.solver(1).id, std::string("dstar-lite"));
        QVERIFY2(expanded[1] < expanded[0],
                 qPrintable(QStringLiteral("D* Lite %1, A* %2").arg(expanded[1]).arg(expanded[0])));
        // Places follow arrival: the lane that took fewer NavSteps is first.
        const int first = race.agentSteps(0) <= race.agentSteps(1) ? 0 : 1;
        QCOMPARE(agentCell(*window.table(), first, RaceTable::AgentStatus),
                 QStringLiteral("arrived, place 1"));
        QCOMPARE(agentCell(*window.table(), 1 - first, RaceTable::AgentStatus),
                 QStringLiteral("arrived, place 2"));
        QCOMPARE(window.table()->rowOf(first), 0); // sorted by place
        // The chart shows the cells expanded, not cells searched.
        QVERIFY(window.chart()->agentMode());
        QCOMPARE(window.chart()->line(1)->points().back().y(), double(expanded[1]));
    }

    // After k lock-step steps every lane still walking has applied exactly k NavSteps, with the
    // counters navigate has after its k-th step, and its layer draws the agent where it is.
    void lockStepAppliesOneNavStepPerLane() {
        RaceWindow window;
        const Maze maze = braided();
        setUpAgentRace(window, maze);
        RaceController& race = *window.controller();
        constexpr int kSteps = 25;
        for (int k = 0; k < kSteps; ++k)
            race.step();
        QCOMPARE(race.stepsDone(), std::int64_t(kSteps));
        for (int lane = 0; lane < 2; ++lane) {
            QVERIFY(!race.finished(lane));
            QCOMPARE(race.agentSteps(lane), std::int64_t(kSteps));
            NavSteps steps = navigate(maze, requestOf(race, lane));
            const NavStep* s = nullptr;
            for (int k = 0; k < kSteps; ++k)
                s = steps.next();
            QVERIFY(s);
            const AgentFigures& f = race.agentFigures(lane);
            QCOMPARE(f.moves, s->counters.moves);
            QCOMPARE(f.replans, s->counters.replans);
            QCOMPARE(f.expanded, s->counters.expanded);
            QCOMPARE(f.bumps, s->counters.bumps);
            QCOMPARE(race.agentLayer(lane)->picture().agent, s->agent);
            QCOMPARE(std::int64_t(race.agentLayer(lane)->picture().trail.size()),
                     std::int64_t(s->trail.size()));
        }
    }

    // A radius out of 1..64 is refused with core's message: the race keeps its radius, the
    // message is shown and Play is off until a good one is typed.
    void aBadRadiusIsRefusedWithItsMessage() {
        RaceWindow window;
        setUpAgentRace(window, braided());
        for (int bad : {0, 65}) {
            const QString expected = fromStd(sensorRadiusError(bad));
            QVERIFY(!expected.isEmpty());
            QCOMPARE(window.setSensorRadius(bad), expected);
            QCOMPARE(window.message(), expected);
            QCOMPARE(window.controller()->sensorRadius(), kRadius);
            QVERIFY(!window.playPauseAction()->isEnabled());
        }
        QCOMPARE(window.setSensorRadius(3), QString());
        QCOMPARE(window.message(), QString());
        QCOMPARE(window.controller()->sensorRadius(), 3);
        QVERIFY(window.playPauseAction()->isEnabled());
        // The box is the window's: typing there sets the race's radius.
        window.radiusBox()->setValue(5);
        QCOMPARE(window.controller()->sensorRadius(), 5);
    }

    // A weave maze is refused with navigateError's reason (a Maze itself refuses a start on the
    // goal); played all the same (the controller directly), every lane ends at once, "no path"
    // with the reason.
    void aWeaveMazeIsRefused() {
        const Maze maze = shapedMaze(ShapeKind::Weave, 11);
        {
            RaceWindow window;
            window.setMaze(maze, QStringLiteral("refused"));
            std::vector<const SolverInfo*> usable;
            for (const SolverInfo* solver : solvers())
                if (solver->supports(maze.shapeKind()) && usable.size() < 2)
                    usable.push_back(solver);
            QCOMPARE(window.setSolvers({name(usable[0]->id), name(usable[1]->id)}), QString());
            window.setAgentMode(true);
            RaceController& race = *window.controller();
            const QString reason = fromStd(navigateError(maze, requestOf(race, 0)));
            QVERIFY(!reason.isEmpty());
            QCOMPARE(window.message(), reason);
            QVERIFY(!window.playPauseAction()->isEnabled());
            race.step();
            QCOMPARE(race.state(), RaceController::State::Finished);
            for (int lane = 0; lane < 2; ++lane) {
                QVERIFY(race.finished(lane));
                QVERIFY(!race.agentFigures(lane).arrived);
                QCOMPARE(race.agentFigures(lane).reason, reason);
                QCOMPARE(agentCell(*window.table(), lane, RaceTable::AgentStatus),
                         QStringLiteral("no path: ") + reason);
            }
            // Back to searches: the message goes.
            window.setAgentMode(false);
            QVERIFY(window.message() != reason);
        }
    }

    // A goal walled off: each lane walks until what it senses proves the goal unreachable and
    // ends "no path" with navigate's reason.
    void anUnreachableGoalEndsEachLaneWithNoPath() {
        RaceWindow window;
        Maze maze = braided();
        const Cell goal = maze.goal();
        for (Dir d : kDirs)
            if (maze.contains(step(goal, d))) // the boundary is closed already
                maze.addWall(maze.index(goal), d);
        setUpAgentRace(window, maze);
        RaceController& race = *window.controller();
        runToEnd(race);
        for (int lane = 0; lane < 2; ++lane) {
            const NavigateResult expected = navigateMaze(maze, requestOf(race, lane));
            QVERIFY(!expected.arrived);
            const AgentFigures& f = race.agentFigures(lane);
            QVERIFY(f.finished && !f.arrived);
            QCOMPARE(f.reason, fromStd(expected.reason));
            QCOMPARE(f.moves, expected.counters.moves);
            QCOMPARE(agentCell(*window.table(), lane, RaceTable::AgentStatus),
                     QStringLiteral("no path: ") + f.reason);
            QCOMPARE(labelText(*window.lane(lane), "statusValue"), QStringLiteral("NO PATH"));
        }
    }

    // Reset mid-race clears every lane (figures, NavSteps, drawing); changing the solvers or
    // the maze mid-race starts over on the new lanes, without a crash.
    void resetAndChangesMidRaceClear() {
        RaceWindow window;
        setUpAgentRace(window, braided());
        RaceController& race = *window.controller();
        for (int k = 0; k < 10; ++k)
            race.step();
        QVERIFY(!race.agentLayer(0)->picture().empty());
        race.reset();
        QCOMPARE(race.state(), RaceController::State::Idle);
        QCOMPARE(race.stepsDone(), std::int64_t(0));
        for (int lane = 0; lane < 2; ++lane) {
            QCOMPARE(race.agentSteps(lane), std::int64_t(0));
            QCOMPARE(race.agentFigures(lane).moves, std::int64_t(0));
            QCOMPARE(race.agentFigures(lane).expanded, std::int64_t(0));
            QVERIFY(race.agentLayer(lane)->picture().empty());
            QCOMPARE(agentCell(*window.table(), lane, RaceTable::AgentStatus),
                     QStringLiteral("ready"));
        }
        for (int k = 0; k < 10; ++k)
            race.step();
        QCOMPARE(window.setSolvers({"dstar-lite", "lpa-star", "astar-manhattan"}), QString());
        QCOMPARE(race.laneCount(), 3);
        QCOMPARE(race.stepsDone(), std::int64_t(0));
        race.step();
        for (int lane = 0; lane < 3; ++lane)
            QCOMPARE(race.agentSteps(lane), std::int64_t(1));
        window.setMaze(braided(7), QStringLiteral("another"));
        QCOMPARE(race.stepsDone(), std::int64_t(0));
        QVERIFY(race.agentLayer(0)->picture().empty());
    }

    // Switching back to searches mid-race gives solver figures again: the lanes end with core
    // solveMaze's figures, the search table is shown and the chart counts cells searched.
    void switchingBackToSearchesGivesSolverFigures() {
        RaceWindow window;
        const Maze maze = braided();
        setUpAgentRace(window, maze);
        RaceController& race = *window.controller();
        for (int k = 0; k < 10; ++k)
            race.step();
        window.agentBox()->setChecked(false);
        QVERIFY(!race.agentMode());
        QCOMPARE(race.stepsDone(), std::int64_t(0));
        QVERIFY(race.agentLayer(0)->picture().empty());
        QVERIFY(!window.chart()->agentMode());
        runToEnd(race);
        for (int lane = 0; lane < 2; ++lane) {
            const SolveStats stats = solveMaze(race.solver(lane), maze, {}, Diagonal::Never).stats;
            const QString mismatch = figuresMismatch(race.figures(lane), stats);
            QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
            QCOMPARE(cell(*window.table(), lane, RaceTable::Steps),
                     formatCount(race.figures(lane).steps));
            QCOMPARE(labelText(*window.lane(lane), "stepsValue"),
                     formatCount(race.figures(lane).steps));
        }
        QVERIFY(window.table()->agentTable()->isHidden());
        QVERIFY(!window.table()->table()->isHidden());
        // And A, the window's key, puts the agents back.
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::keyClick(&window, Qt::Key_A);
        QVERIFY(race.agentMode());
        QVERIFY(window.agentBox()->isChecked());
    }
};

QTEST_MAIN(TestRaceAgents)
#include "test_race_agents.moc"
