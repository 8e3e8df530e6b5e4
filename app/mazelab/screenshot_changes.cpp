// --edit, --repair-steps, --agent and --agent-steps for screenshots (app/mazelab/screenshot.hpp):
// an incremental search repairing itself after an edit, and an agent part-way through a walk in an
// unknown maze, for the pictures of docs/user-guide.md, "Searching while the maze changes".
//
// The edits go through the window as a user's do: a click on a wall or with the cost brush is a
// mouse press and release sent to the maze view, and a new goal is the edit controller's drop.
#include "screenshot.hpp"
#include "screenshot_support.hpp"

#include "core/navigate.hpp"
#include "core/registry.hpp"
#include "core/shape.hpp"
#include "ui/agent/agent_controller.hpp"
#include "ui/animation/animator.hpp"
#include "ui/controllers/edit_controller.hpp"
#include "ui/controllers/run_controller.hpp"
#include "ui/panels/control_panel.hpp"
#include "ui/shell/main_window.hpp"
#include "ui/view/maze_scene.hpp"
#include "ui/view/maze_view.hpp"
#include "ui/view/wall_hit.hpp"
#include "ui/widgets/qt_text.hpp"

#include <QCommandLineParser>
#include <QDockWidget>
#include <QMouseEvent>

#include <optional>

namespace mazelab::ui {
namespace {

const QString kEdit = QStringLiteral("edit");
const QString kRepairSteps = QStringLiteral("repair-steps");
const QString kAgent = QStringLiteral("agent");
const QString kAgentSteps = QStringLiteral("agent-steps");

// One --edit, parsed.
struct Edit {
    enum class Kind { Wall, Cost, Goal };
    Kind kind = Kind::Wall;
    Cell cell;
    Dir side = Dir::East;
    int cost = Maze::kMinCost;
};

const char* const kSideNames[] = {"east", "south", "west", "north"}; // in Dir's order

// "wall:3,4,east" into `edit`; an error, or an empty string.
QString parseEdit(const QString& text, Edit& edit) {
    const QString form = QStringLiteral("--edit must be wall:X,Y,SIDE, cost:X,Y,N or goal:X,Y, "
                                        "not %1")
                             .arg(quotedInput(text));
    const qsizetype colon = text.indexOf(QLatin1Char(':'));
    if (colon < 0)
        return form;
    const QString kind = text.left(colon);
    const QStringList fields = text.mid(colon + 1).split(QLatin1Char(','));
    const qsizetype wanted = kind == QLatin1String("goal") ? 2 : 3;
    if ((kind != QLatin1String("wall") && kind != QLatin1String("cost") &&
         kind != QLatin1String("goal")) ||
        fields.size() != wanted)
        return form;
    bool okX = false;
    bool okY = false;
    edit.cell = {fields[0].toInt(&okX), fields[1].toInt(&okY)};
    if (!okX || !okY)
        return QStringLiteral("--edit %1: X and Y must be whole numbers (a cell's column and "
                              "row, from 0)")
            .arg(quotedInput(text));
    if (kind == QLatin1String("goal")) {
        edit.kind = Edit::Kind::Goal;
        return {};
    }
    if (kind == QLatin1String("cost")) {
        edit.kind = Edit::Kind::Cost;
        bool ok = false;
        edit.cost = fields[2].toInt(&ok);
        if (!ok || edit.cost < Maze::kMinCost || edit.cost > Maze::kMaxCost)
            return QStringLiteral("--edit %1: the cost must be a whole number from %2 to %3")
                .arg(quotedInput(text))
                .arg(Maze::kMinCost)
                .arg(Maze::kMaxCost);
        return {};
    }
    edit.kind = Edit::Kind::Wall;
    for (const Dir d : kDirs)
        if (fields[2] == QLatin1String(kSideNames[int(d)])) {
            edit.side = d;
            return {};
        }
    return QStringLiteral("--edit %1: the side must be north, east, south or west")
        .arg(quotedInput(text));
}

// The incremental solvers' ids ("lpa-star, dstar-lite"), read from the registry.
QString incrementalIds() {
    QStringList ids;
    for (const SolverInfo* solver : solvers())
        if (solver->createIncremental)
            ids.push_back(QString::fromUtf8(solver->id.data(), qsizetype(solver->id.size())));
    return ids.join(QStringLiteral(", "));
}

// A whole number from --NAME, if given; false if it is not one.
bool readWhole(const QCommandLineParser& parser, const QString& name, long long& value) {
    bool ok = true;
    if (parser.isSet(name))
        value = parser.value(name).toLongLong(&ok);
    return ok;
}

// A press and release of the left button at `at`, as a click of the user's.
void click(MazeView& view, QPoint at) {
    const QPointF local(at);
    const QPointF global(view.mapToGlobal(at));
    QMouseEvent press(QEvent::MouseButtonPress, local, global, Qt::LeftButton, Qt::LeftButton,
                      Qt::NoModifier);
    QCoreApplication::sendEvent(&view, &press);
    QMouseEvent release(QEvent::MouseButtonRelease, local, global, Qt::LeftButton, Qt::NoButton,
                        Qt::NoModifier);
    QCoreApplication::sendEvent(&view, &release);
}

// Makes `edit` on the window as a user would; an error, or an empty string.
QString makeEdit(MainWindow& window, const QString& text, const Edit& edit) {
    MazeScene& scene = *window.run()->scene();
    MazeView& view = *window.run()->view();
    const Maze& maze = scene.maze();
    const QString what = quotedInput(text);
    if (!maze.contains(edit.cell) || !maze.isActive(maze.index(edit.cell)))
        return QStringLiteral("--edit %1: there is no cell %2,%3 in this %4 x %5 maze")
            .arg(what)
            .arg(edit.cell.x)
            .arg(edit.cell.y)
            .arg(maze.size().width)
            .arg(maze.size().height);
    const QString tooSmall = QStringLiteral("--edit %1: the maze's cells are too small to click "
                                            "at this window size; give a larger --window")
                                 .arg(what);
    const CellIndex cell = maze.index(edit.cell);
    switch (edit.kind) {
    case Edit::Kind::Wall: {
        if (maze.shapeKind() != ShapeKind::Square && maze.shapeKind() != ShapeKind::Weave)
            return QStringLiteral("--edit %1: wall:X,Y,SIDE names a side of a square cell; this "
                                  "maze's cells are %2")
                .arg(what, QString::fromUtf8(shapeId(maze.shapeKind()).data()));
        const int dx[] = {1, 0, -1, 0};
        const int dy[] = {0, 1, 0, -1};
        const Cell other{edit.cell.x + dx[int(edit.side)], edit.cell.y + dy[int(edit.side)]};
        if (!maze.contains(other) || !maze.isActive(maze.index(other)))
            return QStringLiteral("--edit %1: that is the maze's outer wall, which stays closed")
                .arg(what);
        const QPoint at = view.wallCentre(edit.cell, edit.side);
        const std::optional<WallRef> under = view.wallAt(at);
        const WallRef seenFromOther(other, Dir((int(edit.side) + 2) % 4));
        if (!under || (*under != WallRef(edit.cell, edit.side) && *under != seenFromOther))
            return tooSmall;
        const bool wasOpen = maze.isOpen(cell, edit.side);
        click(view, at);
        if (scene.maze().isOpen(cell, edit.side) == wasOpen)
            return QStringLiteral("--edit %1: the wall could not be changed").arg(what);
        return {};
    }
    case Edit::Kind::Cost: {
        const QPoint at = view.cellCentre(edit.cell);
        if (view.cellAt(at) != edit.cell)
            return tooSmall;
        window.run()->controls()->setBrushCost(edit.cost); // the view's brush follows the panel
        view.setTool(MazeView::Tool::CostBrush);
        click(view, at);
        view.setTool(MazeView::Tool::Normal);
        if (scene.maze().cost(cell) != edit.cost)
            return QStringLiteral("--edit %1: the cost could not be painted").arg(what);
        return {};
    }
    case Edit::Kind::Goal: {
        // Checked first: a refused drop says why in a message box, which would wait for a click.
        Maze check = maze;
        try {
            check.setEndpoints(maze.start(), edit.cell);
        } catch (const Error& e) {
            return QStringLiteral("--edit %1: %2").arg(what, QString::fromStdString(e.what()));
        }
        window.edits()->moveEndpoints(maze.start(), edit.cell);
        return {};
    }
    }
    return {};
}

QString makeEdits(MainWindow& window, const ScreenshotOptions& options) {
    Animator& animator = *window.run()->animator();
    MazeView& view = *window.run()->view();
    const SolverInfo* solver = animator.runningSolver();
    const QString name = solver ? QString::fromUtf8(solver->id.data(), qsizetype(solver->id.size()))
                                : options.solver;
    if (!animator.followsEdits())
        return QStringLiteral("--edit: the %1 solve stopped by --steps does not follow edits: a "
                              "solve follows them once it has finished, an incremental one (%2) "
                              "at any step")
            .arg(name, incrementalIds());
    if (options.repairSteps >= 0 && !animator.repairs())
        return QStringLiteral("--repair-steps: %1 does not repair its search after an edit, it "
                              "searches again at once; the incremental solvers repair: %2")
            .arg(name, incrementalIds());
    // Clicked on the whole maze: zoomed in, the cell might be off screen.
    if (options.zoom > 0)
        view.fitToView();
    // Slow, and paused after each edit: the repair is shown from its first step.
    animator.setSpeed({Speed::Mode::PerSecond, 1});
    for (const QString& text : options.edits) {
        Edit edit;
        if (const QString error = parseEdit(text, edit); !error.isEmpty())
            return error;
        if (const QString error = makeEdit(window, text, edit); !error.isEmpty())
            return error;
        if (animator.state() == Animator::State::Running)
            animator.pause();
    }
    for (int i = 0; i < 60 && options.zoom > 0 && view.pixelsPerCell() < options.zoom; ++i)
        view.zoomIn();
    // The legend in front of its tabs, for the re-opened colour (not over the pseudocode panel,
    // its tab in a narrow window).
    if (!options.teach.contains(QLatin1String("pseudocode")))
        for (QWidget* w = window.findChild<QWidget*>(QStringLiteral("legend")); w;
             w = w->parentWidget())
            if (auto* dock = qobject_cast<QDockWidget*>(w)) {
                dock->lower(); // a raise alone changes no tab while it is the top sibling
                dock->raise();
                break;
            }
    if (!animator.repairs())
        return {}; // re-run at once
    if (options.repairSteps < 0) {
        animator.setSpeed({Speed::Mode::Instant, 0});
        animator.play();
        if (!waitFor([&] { return animator.state() == Animator::State::Finished; }, 120'000))
            return QStringLiteral("the repair did not finish within two minutes");
        return {};
    }
    for (long long i = 0; i < options.repairSteps && animator.state() == Animator::State::Paused;
         ++i)
        animator.step();
    return {};
}

QString walkAgent(MainWindow& window, const ScreenshotOptions& options) {
    AgentController& agent = *window.agent();
    ControlPanel& controls = *window.run()->controls();
    const NavigateRequest request{.planner = &controls.solver(),
                                  .params = controls.solverParams(),
                                  .rule = controls.movement(),
                                  .sensorRadius = options.agentRadius};
    // Checked first: a refused walk says why in a message box, which would wait for a click.
    if (const std::string why = navigateError(window.run()->scene()->maze(), request); !why.empty())
        return QStringLiteral("--agent: ") + QString::fromStdString(why);
    controls.setSpeedChoice(options.agentSteps < 0 ? ControlPanel::SpeedChoice::Instant
                                                   : ControlPanel::SpeedChoice::Slow);
    agent.panel()->setSensorRadius(options.agentRadius);
    if (!agent.walk()) // its first step, the first plan, is taken at once
        return QStringLiteral("--agent: the walk did not start");
    if (options.agentSteps < 0) {
        if (!waitFor([&] { return agent.state() == AgentController::State::Finished; }, 120'000))
            return QStringLiteral("the agent's walk did not finish within two minutes");
        return {};
    }
    if (agent.state() == AgentController::State::Running)
        agent.playPause();
    for (long long i = 1; i < options.agentSteps && agent.state() == AgentController::State::Paused;
         ++i)
        agent.stepOnce();
    return {};
}

} // namespace

void ScreenshotOptions::addChangeOptions(QCommandLineParser& parser) {
    parser.addOptions({
        {kEdit,
         QStringLiteral("With --screenshot and --solver: after the solve, edit the maze as a "
                        "click does (repeatable, in order): wall:X,Y,SIDE toggles the wall on "
                        "side north, east, south or west of cell X,Y; cost:X,Y,N paints cost N "
                        "there; goal:X,Y moves the goal. A finished solve follows the edit; an "
                        "incremental one (%1) repairs its search, also mid-run (--steps).")
             .arg(incrementalIds()),
         QStringLiteral("change")},
        {kRepairSteps,
         QStringLiteral("With --edit and an incremental solver: show the repair after n steps "
                        "(default: at its end)."),
         QStringLiteral("n")},
        {kAgent,
         QStringLiteral("With --screenshot: an agent walks from the start to the goal sensing "
                        "only the cells fewer than this many moves away (%1 to %2; 1: its own "
                        "cell), planning with --solver (Maze > Walk as an agent in an unknown "
                        "maze).")
             .arg(kMinSensorRadius)
             .arg(kMaxSensorRadius),
         QStringLiteral("radius")},
        {kAgentSteps,
         QStringLiteral("With --agent: show the walk after n steps, 1 (its first plan) or more; "
                        "-1 or none: at its end."),
         QStringLiteral("n")},
    });
}

QString ScreenshotOptions::readChanges(const QCommandLineParser& parser) {
    for (const QString& name : {kEdit, kRepairSteps, kAgent, kAgentSteps})
        if (parser.isSet(name) && outputFile.isEmpty())
            return QStringLiteral("--%1 goes with --screenshot").arg(name);
    edits = parser.values(kEdit);
    for (const QString& text : edits) {
        Edit edit;
        if (const QString error = parseEdit(text, edit); !error.isEmpty())
            return error;
    }
    if (!readWhole(parser, kRepairSteps, repairSteps) || repairSteps < -1)
        return QStringLiteral("--repair-steps must be a whole number of steps, 0 or more");
    if (parser.isSet(kRepairSteps) && edits.isEmpty())
        return QStringLiteral("--repair-steps goes with --edit");
    if (!edits.isEmpty() && solver.isEmpty())
        return QStringLiteral("--edit changes the maze under a solve: give --solver (an "
                              "incremental one, %1, repairs its search)")
            .arg(incrementalIds());
    if (parser.isSet(kAgent)) {
        bool ok = false;
        const int radius = parser.value(kAgent).toInt(&ok);
        const std::string why = sensorRadiusError(radius);
        if (!ok || !why.empty())
            return QStringLiteral("--agent: the sensor radius must be a whole number from %1 to "
                                  "%2, not %3")
                .arg(kMinSensorRadius)
                .arg(kMaxSensorRadius)
                .arg(quotedInput(parser.value(kAgent)));
        agentRadius = radius;
    }
    if (!readWhole(parser, kAgentSteps, agentSteps) || agentSteps == 0 || agentSteps < -1)
        return QStringLiteral("--agent-steps must be a whole number of steps, 1 (the first plan) "
                              "or more, or -1 for the whole walk");
    if (parser.isSet(kAgentSteps) && !walksAgent())
        return QStringLiteral("--agent-steps goes with --agent");
    if (walksAgent() && !edits.isEmpty())
        return QStringLiteral("--agent walks the maze without a solve: it does not go with --edit");
    if (walksAgent() && parser.isSet(QStringLiteral("steps")))
        return QStringLiteral("--steps counts a solve's steps: with --agent, give --agent-steps");
    for (const QString& mine : {kEdit, kAgent})
        for (const QString& other :
             {QStringLiteral("race"), QStringLiteral("learn"), QStringLiteral("gen-steps"),
              QStringLiteral("experiment"), QStringLiteral("experiment-csv")})
            if (parser.isSet(mine) && parser.isSet(other))
                return QStringLiteral("--%1 does not go with --%2").arg(mine, other);
    return {};
}

QString showChanges(MainWindow& window, const ScreenshotOptions& options) {
    if (!options.edits.isEmpty())
        if (const QString error = makeEdits(window, options); !error.isEmpty())
            return error;
    if (options.walksAgent())
        return walkAgent(window, options);
    return {};
}

} // namespace mazelab::ui
