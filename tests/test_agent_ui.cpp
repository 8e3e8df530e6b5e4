// Maze > Walk as an agent in an unknown maze, in the real main window shown offscreen: the walk
// reaches the goal and the Agent dock shows exactly navigateMaze's figures, for every registry
// solver as the planner (or its reason, when navigate refuses it); the view fogs the cells the
// agent has not sensed and only those; a wrong sensor radius is refused with its message; Reset
// and a new maze mid-walk clear the agent's drawing. A grab of the window during a walk and the
// first plan on each shape are written to agent_*.png in the temporary directory for a look.
#include <QtTest>

#include "window_support.hpp"
#ifndef Q_MOC_RUN
#include "core/navigate.hpp"
#include "shape_support.hpp"
#include "support.hpp"
#endif

#include "ui/agent/agent_controller.hpp"
#include "ui/agent/agent_panel.hpp"
#include "ui/view/agent_layer.hpp"
#include "ui/view/shape_renderer.hpp"
#include "ui/widgets/number_text.hpp"

#include <QDockWidget>

using namespace mazelab;
using namespace mazelab::ui;
using namespace mazelab::testing::window;

namespace {

using AgentState = AgentController::State;

const QSize kPicture(900, 700);

// A small perfect maze: walls the agent cannot see from the start, so it replans.
Maze smallMaze() {
    return generateMaze({&generatorById("aldous-broder"), {15, 11}, 2024, {}});
}

void showMaze(MainWindow& window, Maze maze) {
    window.run()->scene()->setMaze(std::move(maze), std::nullopt);
    window.run()->onMazeChanged();
}

// The colour of the view's picture at the centre of `cell` (a widget pixel; the offscreen
// platform draws one device pixel a logical pixel).
QRgb pixelAt(const MazeView& view, const QImage& image, Cell cell) {
    const QPoint at = view.cellCentre(cell);
    return image.pixel(at);
}

} // namespace

class TestAgentUi : public QObject {
    Q_OBJECT

private slots:
    // For every planner of the registry: the walk ends, and the dock and the controller show
    // navigateMaze's moves, replans, expanded cells, bumps, route and shortest path for the same
    // maze, movement and radius. A planner navigate refuses is refused with navigateError's words.
    void theWalkShowsNavigateMazesFiguresForEveryPlanner() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        ControlPanel& controls = *window->run()->controls();
        AgentController& agent = *window->agent();
        controls.setSpeedChoice(SpeedChoice::Instant);
        const Maze maze = smallMaze();
        showMaze(*window, maze);
        agent.panel()->setSensorRadius(2);
        int walked = 0;
        for (int index = 0; index < int(solvers().size()); ++index) {
            const SolverInfo& solver = *solvers()[std::size_t(index)];
            controls.selectSolverIndex(index);
            QCOMPARE(&controls.solver(), &solver);
            const NavigateRequest request{.planner = &solver,
                                          .params = controls.solverParams(),
                                          .rule = controls.movement(),
                                          .sensorRadius = 2};
            const std::string refused = navigateError(maze, request);
            closeErrorBoxes(*window);
            agent.stop();
            command(*window, "agentWalkAction")->trigger();
            if (!refused.empty()) {
                QCOMPARE(agent.state(), AgentState::Idle);
                QCOMPARE(errorBoxes(*window).size(), 1);
                QCOMPARE(errorBoxes(*window).front()->text(), QString::fromStdString(refused));
                continue;
            }
            QVERIFY2(errorBoxes(*window).isEmpty(), qPrintable(name(solver.id)));
            QTRY_COMPARE_WITH_TIMEOUT(agent.state(), AgentState::Finished, kWaitMs);
            const NavigateResult expected = navigateMaze(maze, request);
            const AgentFigures& shown = agent.figures();
            QVERIFY(shown.finished);
            QCOMPARE(shown.arrived, expected.arrived);
            QCOMPARE(shown.moves, expected.counters.moves);
            QCOMPARE(shown.replans, expected.counters.replans);
            QCOMPARE(shown.expanded, expected.counters.expanded);
            QCOMPARE(shown.bumps, expected.counters.bumps);
            QCOMPARE(shown.routeMoves, std::int64_t(expected.route.size()) - 1);
            QCOMPARE(shown.routeCost, expected.routeCost.value());
            QCOMPARE(shown.shortestFound, expected.shortestFound);
            QCOMPARE(shown.shortestMoves, expected.shortestMoves);
            QCOMPARE(shown.shortestCost, expected.shortestCost.value());
            const QWidget& panel = *agent.panel();
            QCOMPARE(labelText(panel, "agentMoves"), formatCount(expected.counters.moves));
            QCOMPARE(labelText(panel, "agentReplans"), formatCount(expected.counters.replans));
            QCOMPARE(labelText(panel, "agentExpanded"), formatCount(expected.counters.expanded));
            QCOMPARE(labelText(panel, "agentBumps"), formatCount(expected.counters.bumps));
            QCOMPARE(labelText(panel, "agentPlanner"), name(solver.name));
            QCOMPARE(labelText(panel, "agentStatus"),
                     expected.arrived ? QStringLiteral("arrived")
                                      : QStringLiteral("no path: ") + name(expected.reason));
            QVERIFY(labelText(panel, "agentRoute")
                        .startsWith(QStringLiteral("%1 moves, cost %2")
                                        .arg(formatCount(std::int64_t(expected.route.size()) - 1),
                                             costFigure(expected.routeCost))));
            QCOMPARE(
                labelText(panel, "agentShortest"),
                QStringLiteral("%1 moves, cost %2")
                    .arg(formatCount(expected.shortestMoves), costFigure(expected.shortestCost)));
            QVERIFY(window->statusBar()->currentMessage().contains(
                QStringLiteral("%1 replans").arg(formatCount(expected.counters.replans))));
            // The drawing ends with the agent on the goal, its trail the route.
            const AgentPicture& picture = agent.layer().picture();
            if (expected.arrived) {
                QCOMPARE(picture.agent, maze.index(maze.goal()));
                QCOMPARE(picture.trail, expected.route);
            }
            ++walked;
        }
        QVERIFY(walked > 0);
    }

    // After the first plan, with the walk paused: the pixel at a cell the agent has not sensed
    // differs from the same pixel without the agent's drawing, and at a sensed cell off the plan
    // it is the same. The agent's marker is drawn at its cell.
    void unsensedCellsAreDrawnUnderAFog() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        ControlPanel& controls = *window->run()->controls();
        AgentController& agent = *window->agent();
        MazeView& view = *window->run()->view();
        controls.setSpeedChoice(SpeedChoice::Slow);
        const Maze maze = smallMaze();
        showMaze(*window, maze);
        agent.dock()->show(); // as the walk shows it: the view keeps its size
        QCoreApplication::processEvents();
        view.fitToView();
        const QImage bare = view.renderImage(view.size());
        agent.panel()->setSensorRadius(3);
        QVERIFY(agent.walk());
        agent.playPause(); // before any tick: the first plan only
        QCOMPARE(agent.state(), AgentState::Paused);
        const AgentPicture& picture = agent.layer().picture();
        QCOMPARE(picture.agent, maze.index(maze.start()));
        const QImage drawn = view.renderImage(view.size());
        drawn.save(QDir::temp().filePath(QStringLiteral("agent_plan.png")));

        auto onPlan = [&](CellIndex c) {
            return std::find(picture.plan.begin(), picture.plan.end(), c) != picture.plan.end();
        };
        int sensedChecked = 0;
        int unsensedChecked = 0;
        const CellIndex start = maze.index(maze.start());
        const CellIndex goal = maze.index(maze.goal());
        for (CellIndex c = 0; c < maze.cellCount(); ++c) {
            if (c == start || c == goal || onPlan(c))
                continue;
            // Not next to the agent either, whose disc reaches past its cell.
            const Cell cell = maze.cellAt(c);
            const Cell at = maze.cellAt(picture.agent);
            if (std::abs(cell.x - at.x) + std::abs(cell.y - at.y) <= 1)
                continue;
            const QRgb before = pixelAt(view, bare, cell);
            const QRgb after = pixelAt(view, drawn, cell);
            if (picture.sensed[std::size_t(c)]) {
                QCOMPARE(after, before);
                ++sensedChecked;
            } else {
                QVERIFY2(
                    after != before,
                    qPrintable(QStringLiteral("cell %1,%2 not fogged").arg(cell.x).arg(cell.y)));
                ++unsensedChecked;
            }
        }
        QVERIFY(sensedChecked > 0);
        QVERIFY(unsensedChecked > 0);
        // The agent's own cell shows its marker.
        QCOMPARE(QColor(pixelAt(view, drawn, maze.start())).rgb(),
                 QColor::fromRgba(AgentLayer::kAgent).rgb());
        agent.stop();
    }

    // On every other shape the layer fogs through the cells' outlines: after the first plan of
    // a walk (the first planner navigate takes there), the centre of a cell not sensed differs
    // from the bare picture and that of a sensed one does not (cells on the plan, the endpoints
    // and those near the agent's disc aside). Weave mazes are refused by navigate.
    void theFogFollowsTheOutlinesOfOtherShapes_data() { testing::shapeRows(); }
    void theFogFollowsTheOutlinesOfOtherShapes() {
        QFETCH(ShapeKind, kind);
        MazeScene scene;
        scene.setMaze(testing::shapedMaze(kind, 11), std::nullopt);
        const Maze& maze = scene.maze();
        const NavigateRequest* chosen = nullptr;
        NavigateRequest request;
        for (const SolverInfo* solver : solvers()) {
            request = {.planner = solver,
                       .params = testing::shapeParams(*solver),
                       .rule = Diagonal::Never,
                       .sensorRadius = 5};
            if (navigateError(maze, request).empty()) {
                chosen = &request;
                break;
            }
        }
        if (kind == ShapeKind::Weave) {
            QVERIFY(!chosen); // the freespace assumption cannot hold under bridges
            return;
        }
        QVERIFY(chosen);
        NavSteps steps = navigate(maze, *chosen);
        const NavStep* first = steps.next();
        QVERIFY(first && first->kind == NavStep::Kind::Plan);
        AgentPicture picture{.agent = first->agent,
                             .sensed = {first->sensed.begin(), first->sensed.end()},
                             .trail = {first->trail.begin(), first->trail.end()},
                             .plan = {first->plan.begin(), first->plan.end()}};
        MazeView view(&scene);
        const QImage bare = view.renderFittedImage(kPicture);
        AgentLayer layer;
        layer.setPicture(picture);
        view.addLayer(&layer);
        const QImage drawn = view.renderFittedImage(kPicture);
        view.removeLayer(&layer);
        drawn.save(
            QDir::temp().filePath(QStringLiteral("agent_%1.png").arg(QTest::currentDataTag())));
        const ViewTransform t = ShapeRenderer::fitTransform(maze.shape(), kPicture);
        auto at = [&](CellIndex c) {
            const Point p = maze.shape().centre(c);
            return QPoint(int(std::floor(t.x + p.x * t.scale)),
                          int(std::floor(t.y + p.y * t.scale)));
        };
        const QPoint agentAt = at(picture.agent);
        int sensed = 0;
        int fogged = 0;
        for (CellIndex c = 0; c < maze.cellCount(); ++c) {
            if (c == maze.index(maze.start()) || c == maze.index(maze.goal()) ||
                std::find(picture.plan.begin(), picture.plan.end(), c) != picture.plan.end())
                continue;
            const QPoint p = at(c);
            if (QLineF(p, agentAt).length() < 1.2 * t.scale) // the disc
                continue;
            if (picture.sensed[std::size_t(c)]) {
                QCOMPARE(drawn.pixel(p), bare.pixel(p));
                ++sensed;
            } else {
                QVERIFY(drawn.pixel(p) != bare.pixel(p));
                ++fogged;
            }
        }
        QVERIFY(fogged > 0);
        QVERIFY(sensed > 0);
    }

    // 0 and 65 are refused with core's sentence, under the box and in an error box, and no walk
    // starts; 64 walks.
    void aWrongSensorRadiusIsRefusedWithItsReason() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        AgentController& agent = *window->agent();
        window->run()->controls()->setSpeedChoice(SpeedChoice::Instant);
        showMaze(*window, smallMaze());
        for (const int radius : {0, 65}) {
            closeErrorBoxes(*window);
            agent.panel()->setSensorRadius(radius);
            const QString reason = QString::fromStdString(sensorRadiusError(radius));
            QVERIFY(!reason.isEmpty());
            QCOMPARE(labelText(*agent.panel(), "sensorRadiusProblem"), reason);
            QVERIFY(!agent.walk());
            QCOMPARE(agent.state(), AgentState::Idle);
            QVERIFY(agent.layer().picture().empty());
            QCOMPARE(errorBoxes(*window).size(), 1);
            QCOMPARE(errorBoxes(*window).front()->text(), reason);
        }
        closeErrorBoxes(*window);
        agent.panel()->setSensorRadius(64);
        QVERIFY(labelText(*agent.panel(), "sensorRadiusProblem").isEmpty());
        QVERIFY(agent.walk());
        QTRY_COMPARE_WITH_TIMEOUT(agent.state(), AgentState::Finished, kWaitMs);
        QVERIFY(agent.figures().arrived);
        QCOMPARE(agent.figures().replans, 0); // it sees the whole small maze from the start
    }

    // Space and Right pause and step a walk under way. Reset (R) mid-walk stops the walk and
    // takes its drawing off the view: the picture is the bare maze's again. A new maze mid-walk
    // does the same.
    void resetAndANewMazeMidWalkClearTheAgent() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        AgentController& agent = *window->agent();
        MazeView& view = *window->run()->view();
        window->run()->controls()->setSpeedChoice(SpeedChoice::Slow);
        showMaze(*window, smallMaze());
        agent.dock()->show(); // as the walk shows it: the view keeps its size
        QCoreApplication::processEvents();
        view.fitToView();
        const QImage bare = view.renderImage(view.size());
        agent.panel()->setSensorRadius(1);
        QVERIFY(agent.walk());
        // Space pauses the walk (not a solve), Right steps it: one NavStep each, a move, a bump
        // or a replan.
        command(*window, "playPauseAction")->trigger();
        QCOMPARE(agent.state(), AgentState::Paused);
        QCOMPARE(window->run()->animator()->state(), State::Idle);
        auto events = [&] {
            const AgentFigures& f = agent.figures();
            return f.moves + f.bumps + f.replans;
        };
        for (int i = 0; i < 12; ++i) {
            const std::int64_t before = events();
            command(*window, "stepAction")->trigger();
            QCOMPARE(events(), before + 1);
        }
        QCOMPARE(agent.state(), AgentState::Paused);
        QCOMPARE(window->run()->animator()->state(), State::Idle);
        QVERIFY(!agent.layer().picture().empty());
        const QImage walking = view.renderImage(view.size());
        window->grab().save(QDir::temp().filePath(QStringLiteral("agent_walk.png")));
        QVERIFY(walking != bare);

        command(*window, "resetAction")->trigger();
        QCOMPARE(agent.state(), AgentState::Idle);
        QVERIFY(agent.layer().picture().empty());
        QCOMPARE(labelText(*agent.panel(), "agentMoves"), QStringLiteral("–"));
        QVERIFY(view.renderImage(view.size()) == bare);

        QVERIFY(agent.walk());
        QCOMPARE(agent.state(), AgentState::Running);
        Maze other = generateMaze({&generatorById("aldous-broder"), {15, 11}, 7, {}});
        showMaze(*window, std::move(other));
        QCOMPARE(agent.state(), AgentState::Idle);
        QVERIFY(agent.layer().picture().empty());
    }
};

QTEST_MAIN(TestAgentUi)
#include "test_agent_ui.moc"
