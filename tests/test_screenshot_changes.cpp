// The desktop app's screenshot options for a maze that changes
// (app/mazelab/screenshot_changes.cpp):
// --edit closes a wall on LPA*'s path after the solve and the window repairs the search (re-opened
// cells, the path of the edited maze), --repair-steps stops the repair part-way, --agent with
// --agent-steps leaves the agent where core navigate() puts it after that many steps, and bad
// values are refused with their reason. Runs offscreen, in-process.

#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/navigate.hpp" // moc in Qt 6.4 cannot parse <coroutine>
#include "core/registry.hpp"
#endif

#include "mazelab/screenshot.hpp"
#include "ui/agent/agent_controller.hpp"
#include "ui/animation/animator.hpp"
#include "ui/controllers/run_controller.hpp"
#include "ui/shell/main_window.hpp"
#include "ui/view/agent_layer.hpp"
#include "ui/view/maze_scene.hpp"
#include "ui_support.hpp"

#include <QCommandLineParser>
#include <QTemporaryDir>

#include <optional>

using namespace mazelab;
using namespace mazelab::ui;
using testing::cellsMarked;

namespace {

// The options read from `arguments` (the program's name first); read()'s error, or empty.
QString readOptions(QStringList arguments, ScreenshotOptions& options) {
    arguments.prepend(QStringLiteral("mazelab"));
    QCommandLineParser parser;
    ScreenshotOptions::addTo(parser);
    if (!parser.parse(arguments))
        return parser.errorText();
    return options.read(parser);
}

// A 14 x 11 Recursive Backtracker maze of seed 3 with half of its dead ends opened (loops: a
// closed wall leaves a way round), solved by `solver`, with `more` options.
QStringList braided(const QString& solver, const QStringList& more = {}) {
    return QStringList{QStringLiteral("--generator=recursive-backtracker"),
                       QStringLiteral("--size=14x11"),
                       QStringLiteral("--seed=3"),
                       QStringLiteral("--braid=50"),
                       QStringLiteral("--window=900x700"),
                       QStringLiteral("--solver=") + solver} +
           more;
}

const char* const kSides[] = {"east", "south", "west", "north"}; // in Dir's order

// "wall:X,Y,SIDE" for a wall on LPA*'s path through `maze` whose closing leaves a path.
QString wallOnThePath(const Maze& maze) {
    const SolverInfo& lpa = solverById("lpa-star");
    const SolveResult before = solveMaze(lpa, maze);
    for (std::size_t i = 2; i + 2 < before.path.size(); ++i) {
        const Cell a = maze.cellAt(before.path[i]);
        const Cell b = maze.cellAt(before.path[i + 1]);
        const Dir d = b.x > a.x   ? Dir::East
                      : b.x < a.x ? Dir::West
                      : b.y > a.y ? Dir::South
                                  : Dir::North;
        Maze closed = maze;
        closed.setPassage(before.path[i], d, false);
        if (solveMaze(lpa, closed).stats.found)
            return QStringLiteral("wall:%1,%2,%3").arg(a.x).arg(a.y).arg(kSides[int(d)]);
    }
    return {};
}

// The window after `arguments` and, with --edit, the edit `edit()` finds on its maze; the
// screenshot's error, or empty.
struct Shot {
    QTemporaryDir dir;
    MainWindow window;
    ScreenshotOptions options;
    QString readError;

    explicit Shot(const QStringList& arguments) {
        readError = readOptions(arguments + QStringList{QStringLiteral("--screenshot=") +
                                                        dir.filePath(QStringLiteral("x.png"))},
                                options);
    }
    QString take() {
        if (!readError.isEmpty())
            return readError;
        if (const QString error = options.applyTo(window); !error.isEmpty())
            return error;
        return takeScreenshot(window, options);
    }
    [[nodiscard]] const MazeScene& scene() const { return *window.run()->scene(); }
    [[nodiscard]] const Animator& animator() const { return *window.run()->animator(); }
};

// The wall the tests close, found on the maze that braided() makes.
QString theWall() {
    MainWindow window;
    ScreenshotOptions options;
    if (!readOptions(braided(QStringLiteral("lpa-star")), options).isEmpty() ||
        !options.applyTo(window).isEmpty())
        return {};
    return wallOnThePath(window.run()->scene()->maze());
}

} // namespace

class TestScreenshotChanges : public QObject {
    Q_OBJECT

private slots:
    // --edit after a finished LPA* solve: the wall is closed, the repair ran to its end, its
    // re-opened cells are drawn, and the path drawn is a shortest one of the edited maze (BFS's
    // length: every cost is 1).
    void editRepairsTheSearch() {
        const QString wall = theWall();
        QVERIFY(!wall.isEmpty());
        Shot shot(braided(QStringLiteral("lpa-star"), {QStringLiteral("--edit=") + wall}));
        QCOMPARE(shot.take(), QString());
        QCOMPARE(shot.animator().state(), Animator::State::Finished);
        QVERIFY(shot.animator().repairs());
        QVERIFY(!cellsMarked(shot.scene(), CellMark::Reopened).empty());
        const Maze& edited = shot.scene().maze();
        const QStringList xys = wall.mid(5).split(QLatin1Char(','));
        const Cell cell{xys[0].toInt(), xys[1].toInt()};
        const int side =
            int(std::find(std::begin(kSides), std::end(kSides), xys[2]) - std::begin(kSides));
        QVERIFY(!edited.isOpen(edited.index(cell), Dir(side)));
        const SolveResult bfs = solveMaze(solverById("bfs"), edited);
        QVERIFY(bfs.stats.found);
        QCOMPARE(*shot.animator().figures().pathLength, bfs.stats.pathLength);
        QCOMPARE(std::int64_t(cellsMarked(shot.scene(), CellMark::Path).size()),
                 bfs.stats.pathLength + 1);
        QVERIFY(QFileInfo(shot.dir.filePath(QStringLiteral("x.png"))).size() > 0);
    }

    // --repair-steps N: the repair is shown paused after exactly N of its steps, no path yet.
    void repairStepsStopsTheRepairThere() {
        const QString wall = theWall();
        QVERIFY(!wall.isEmpty());
        Shot shot(braided(QStringLiteral("dstar-lite"),
                          {QStringLiteral("--edit=") + wall, QStringLiteral("--repair-steps=6")}));
        QCOMPARE(shot.take(), QString());
        QCOMPARE(shot.animator().state(), Animator::State::Paused);
        QCOMPARE(shot.animator().stepsDone(), 6);
        QVERIFY(cellsMarked(shot.scene(), CellMark::Path).empty());
    }

    // An edit under a search stopped part-way by --steps: LPA* repairs from there, still paused,
    // and --repair-steps counts the repair's steps; played on, it ends on a shortest path.
    void anIncrementalSearchRepairsPartWay() {
        const QString wall = theWall();
        QVERIFY(!wall.isEmpty());
        Shot paused(braided(QStringLiteral("lpa-star"),
                            {QStringLiteral("--steps=40"), QStringLiteral("--edit=") + wall,
                             QStringLiteral("--repair-steps=3")}));
        QCOMPARE(paused.take(), QString());
        QCOMPARE(paused.animator().state(), Animator::State::Paused);
        QCOMPARE(paused.animator().stepsDone(), 3);
        Shot ended(braided(QStringLiteral("lpa-star"),
                           {QStringLiteral("--steps=40"), QStringLiteral("--edit=") + wall}));
        QCOMPARE(ended.take(), QString());
        QCOMPARE(ended.animator().state(), Animator::State::Finished);
        const SolveResult bfs = solveMaze(solverById("bfs"), ended.scene().maze());
        QCOMPARE(*ended.animator().figures().pathLength, bfs.stats.pathLength);
    }

    // A cost painted and the goal moved: both are on the maze shown, and the solve followed.
    void costAndGoalEditsAreMade() {
        Shot shot(braided(QStringLiteral("lpa-star"), {QStringLiteral("--edit=cost:5,5,9"),
                                                       QStringLiteral("--edit=goal:6,4")}));
        QCOMPARE(shot.take(), QString());
        const Maze& maze = shot.scene().maze();
        QCOMPARE(maze.cost(maze.index({5, 5})), 9);
        QVERIFY(maze.goal() == (Cell{6, 4}));
        QCOMPARE(shot.animator().state(), Animator::State::Finished);
        const SolveResult dijkstra = solveMaze(solverById("dijkstra"), maze);
        QCOMPARE(*shot.animator().figures().pathCost, dijkstra.stats.cost());
    }

    void agentStepsLeavesTheAgentWhereNavigateDoes_data() {
        QTest::addColumn<int>("radius");
        QTest::addColumn<long long>("steps");
        QTest::newRow("radius 1, first plan") << 1 << 1LL;
        QTest::newRow("radius 1, 9 steps") << 1 << 9LL;
        QTest::newRow("radius 2, 25 steps") << 2 << 25LL;
        QTest::newRow("radius 2, to the end") << 2 << -1LL;
    }

    // The agent's cell, trail and plan are those of core navigate() after that many steps.
    void agentStepsLeavesTheAgentWhereNavigateDoes() {
        QFETCH(int, radius);
        QFETCH(long long, steps);
        QStringList more{QStringLiteral("--agent=%1").arg(radius)};
        if (steps > 0)
            more << QStringLiteral("--agent-steps=%1").arg(steps);
        Shot shot(braided(QStringLiteral("astar-manhattan"), more));
        QCOMPARE(shot.take(), QString());
        const AgentController& agent = *shot.window.agent();
        const AgentPicture& shown = agent.layer().picture();

        const Maze truth = shot.scene().maze();
        const NavigateRequest request{.planner = &solverById("astar-manhattan"),
                                      .sensorRadius = radius};
        NavSteps walk = navigate(truth, request);
        const NavStep* step = nullptr;
        long long taken = 0;
        while ((steps < 0 || taken < steps) && (step = walk.next()) && ++taken && !step->isLast())
            ;
        QVERIFY(step);
        QCOMPARE(shown.agent, step->agent);
        QVERIFY(shown.trail == std::vector<CellIndex>(step->trail.begin(), step->trail.end()));
        QVERIFY(shown.plan == std::vector<CellIndex>(step->plan.begin(), step->plan.end()));
        QCOMPARE(agent.figures().moves, step->counters.moves);
        if (steps < 0) {
            QCOMPARE(agent.state(), AgentController::State::Finished);
            QVERIFY(agent.figures().arrived);
            QCOMPARE(step->agent, truth.index(truth.goal()));
        } else {
            QCOMPARE(agent.state(), AgentController::State::Paused);
        }
    }

    void badValuesAreRefused_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        const QString lpa = QStringLiteral("lpa-star");
        QTest::newRow("no such edit")
            << braided(lpa, {QStringLiteral("--edit=door:1,1")}) << "--edit must be wall:X,Y,SIDE";
        QTest::newRow("bad side") << braided(lpa, {QStringLiteral("--edit=wall:1,1,up")})
                                  << "the side must be north, east, south or west";
        QTest::newRow("bad cost") << braided(lpa, {QStringLiteral("--edit=cost:1,1,0")})
                                  << "from 1 to 255";
        QTest::newRow("cell out of range")
            << braided(lpa, {QStringLiteral("--edit=wall:14,2,east")})
            << "there is no cell 14,2 in this 14 x 11 maze";
        QTest::newRow("goal out of range")
            << braided(lpa, {QStringLiteral("--edit=goal:3,-1")}) << "there is no cell 3,-1";
        QTest::newRow("outer wall")
            << braided(lpa, {QStringLiteral("--edit=wall:0,0,north")}) << "outer wall";
        QTest::newRow("edit without a solver")
            << QStringList{QStringLiteral("--edit=wall:1,1,east")} << "give --solver";
        QTest::newRow("repair steps without an edit")
            << braided(lpa, {QStringLiteral("--repair-steps=3")})
            << "--repair-steps goes with --edit";
        QTest::newRow("bad repair steps") << braided(lpa, {QStringLiteral("--edit=wall:1,1,east"),
                                                           QStringLiteral("--repair-steps=x")})
                                          << "--repair-steps must be a whole number";
        QTest::newRow("a solve that does not repair")
            << braided(QStringLiteral("bfs"),
                       {QStringLiteral("--edit=wall:1,1,east"), QStringLiteral("--repair-steps=3")})
            << "bfs does not repair its search";
        QTest::newRow("a solve stopped part-way that does not follow edits")
            << braided(QStringLiteral("bfs"),
                       {QStringLiteral("--edit=wall:1,1,east"), QStringLiteral("--steps=4")})
            << "does not follow edits";
        QTest::newRow("radius 0") << braided(lpa, {QStringLiteral("--agent=0")})
                                  << "sensor radius must be a whole number from 1 to 64";
        QTest::newRow("radius 65")
            << braided(lpa, {QStringLiteral("--agent=65")}) << "from 1 to 64, not '65'";
        QTest::newRow("agent steps 0")
            << braided(lpa, {QStringLiteral("--agent=1"), QStringLiteral("--agent-steps=0")})
            << "--agent-steps must be a whole number of steps, 1";
        QTest::newRow("agent steps without an agent")
            << braided(lpa, {QStringLiteral("--agent-steps=4")})
            << "--agent-steps goes with --agent";
        QTest::newRow("agent and edit")
            << braided(lpa, {QStringLiteral("--agent=1"), QStringLiteral("--edit=wall:1,1,east")})
            << "does not go with --edit";
        QTest::newRow("agent and race")
            << QStringList{QStringLiteral("--agent=1"), QStringLiteral("--race=bfs,dfs")}
            << "--agent does not go with --race";
    }

    void badValuesAreRefused() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        Shot shot(arguments);
        const QString error = shot.take();
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    // Without --screenshot these options are refused (they describe a picture).
    void changesGoWithScreenshot() {
        ScreenshotOptions options;
        QCOMPARE(readOptions({QStringLiteral("--agent=2")}, options),
                 QStringLiteral("--agent goes with --screenshot"));
    }
};

QTEST_MAIN(TestScreenshotChanges)
#include "test_screenshot_changes.moc"
