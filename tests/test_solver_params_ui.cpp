// Solver parameters in the desktop app: the control panel's editors for the chosen solver (the
// generator's kind of editors, remembered per solver during the session), the animator running
// a solve with them, the race naming and running each lane with its values, the experiment
// running and naming each solver with them. A test-local solver with parameters
// (tests/fake_solver.hpp) stands in where the registry has none.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/experiment.hpp"
#include "core/maze_file.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#include "fake_solver.hpp"
#include "support.hpp"
#include "ui_support.hpp"
#endif

#include "ui/animation/animator.hpp"
#include "ui/panels/control_panel.hpp"
#include "ui/race/race_controller.hpp"
#include "ui/view/maze_scene.hpp"

#include <QComboBox>
#include <QLabel>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardItemModel>

using namespace mazelab;
using namespace mazelab::ui;
using mazelab::testing::fakeSolverInfo;

namespace {

ParamValues fakeParams(double limit, double hand) {
    ParamValues values = fakeSolverInfo().defaults();
    values.set(fakeSolverInfo().params, "limit", limit);
    values.set(fakeSolverInfo().params, "hand", hand);
    return values;
}

// The fake solver of fake_solver.hpp, refusing weighted mazes, its maze check counted: how often
// a panel scans the maze.
int g_mazeScans = 0;

std::string unitCostsOnly(const Maze& maze) {
    ++g_mazeScans;
    return maze.hasUnitCosts() ? std::string() : std::string("it has weighted cells");
}

const SolverInfo& pickySolverInfo() {
    static const SolverInfo info = [] {
        SolverInfo picky = fakeSolverInfo();
        picky.id = "fake-picky";
        picky.name = "Fake picky";
        picky.mazeError = &unitCostsOnly;
        return picky;
    }();
    return info;
}

// The solver list's tooltip and enabled flag for `id`.
std::pair<QString, bool> listEntry(const ControlPanel& panel, const QString& id) {
    auto* combo = panel.findChild<QComboBox*>(QStringLiteral("solverCombo"));
    auto* model = qobject_cast<QStandardItemModel*>(combo->model());
    const int i = combo->findData(id);
    return {combo->itemData(i, Qt::ToolTipRole).toString(), model->item(i)->isEnabled()};
}

} // namespace

class TestSolverParamsUi : public QObject {
    Q_OBJECT

private slots:
    // Rule: the chosen solver's parameters appear under it as editors named solver_param_KEY
    // (hidden for a solver without any); what is set is what solverParams() reads, and it is
    // remembered while another solver is chosen.
    void panelEditsAndRemembersEachSolversParameters() {
        const std::vector<const SolverInfo*> list = {&solverById("bfs"), &fakeSolverInfo()};
        ControlPanel panel(nullptr, list);
        panel.show();
        auto* box = panel.findChild<QWidget*>(QStringLiteral("solverParams"));
        QVERIFY(box);
        QVERIFY(panel.selectSolver("bfs"));
        QVERIFY(box->isHidden());
        QVERIFY(panel.solverParams().entries().empty());

        QSignalSpy changed(&panel, &ControlPanel::solverParamsChanged);
        QVERIFY(panel.selectSolver("fake-stand-still"));
        QVERIFY(!box->isHidden());
        QVERIFY(panel.findChild<QLabel*>(QStringLiteral("solverInfo"))
                    ->text()
                    .contains(QStringLiteral("may stop without a path"))); // not complete
        auto* limit = panel.findChild<QSpinBox*>(QStringLiteral("solver_param_limit"));
        auto* hand = panel.findChild<QComboBox*>(QStringLiteral("solver_param_hand"));
        QVERIFY(limit && hand);
        QCOMPARE(limit->maximum(), 1000);
        QCOMPARE(hand->count(), 2);
        QVERIFY(panel.solverParams() == fakeSolverInfo().defaults());
        QCOMPARE(changed.count(), 0); // showing the defaults is no change
        limit->setValue(9);
        hand->setCurrentIndex(1);
        QCOMPARE(changed.count(), 2);
        QVERIFY(panel.solverParams() == fakeParams(9, 1));

        QVERIFY(panel.selectSolver("bfs"));
        QVERIFY(box->isHidden());
        QVERIFY(panel.findChild<QSpinBox*>(QStringLiteral("solver_param_limit")) == nullptr ||
                panel.findChild<QSpinBox*>(QStringLiteral("solver_param_limit"))->isHidden());
        QVERIFY(panel.solverParams(fakeSolverInfo()) == fakeParams(9, 1));
        QVERIFY(panel.solverParams(solverById("dfs")) == solverById("dfs").defaults());
        QVERIFY(panel.selectSolver("fake-stand-still"));
        QVERIFY(panel.solverParams() == fakeParams(9, 1));
        QCOMPARE(panel.findChild<QSpinBox*>(QStringLiteral("solver_param_limit"))->value(), 9);

        // For a look: the panel with the solver's editors, in the temporary directory.
        QVERIFY(mazelab::testing::saveGrab(panel, QStringLiteral("panel_solver_params.png")));
        panel.setSolverParams(fakeParams(4, 0));
        QVERIFY(panel.solverParams() == fakeParams(4, 0));
        QVERIFY(panel.solverParams(fakeSolverInfo()) == fakeParams(4, 0));
    }

    // Rule: the registry's solvers show one editor per parameter, and a solver without
    // parameters shows none.
    void everyRegisteredSolverShowsItsEditors() {
        ControlPanel panel;
        for (const SolverInfo* s : solvers()) {
            QVERIFY(panel.selectSolver(s->id));
            QCOMPARE(panel.findChild<QWidget*>(QStringLiteral("solverParams"))->isHidden(),
                     s->params.empty());
            QVERIFY(panel.solverParams() == s->defaults());
        }
    }

    // Rule: the animator runs the solve with the values it was given, and its timing run (the
    // results' figures) too.
    void animatorSolvesWithTheGivenValues() {
        MazeScene scene;
        scene.setMaze(Maze(Size{5, 5}), std::nullopt);
        Animator animator(&scene);
        RunFigures result;
        bool ready = false;
        connect(&animator, &Animator::resultReady, this, [&](const RunFigures& f) {
            result = f;
            ready = true;
        });
        animator.setSpeed({Speed::Mode::Instant, 0});
        animator.startSolve(fakeSolverInfo(), fakeParams(7, 1));
        QTRY_VERIFY_WITH_TIMEOUT(ready, 10000);
        QCOMPARE(animator.stepsDone(), std::int64_t(7));
        QCOMPARE(result.steps, std::int64_t(7));
        QVERIFY(!result.found);

        ready = false;
        animator.startSolve(fakeSolverInfo()); // the defaults
        QTRY_VERIFY_WITH_TIMEOUT(ready, 10000);
        QCOMPARE(animator.stepsDone(), std::int64_t(5));
    }

    // Rule: a lane runs its solver with its values and is named with them.
    void raceRunsAndNamesEachLaneWithItsValues() {
        RaceController race;
        race.setMaze(Maze(Size{6, 6}));
        const std::vector<const SolverInfo*> lanes = {&solverById("bfs"), &fakeSolverInfo()};
        const std::vector<ParamValues> params = {{}, fakeParams(6, 0)};
        QVERIFY(race.setSolvers(lanes, params).isEmpty());
        QCOMPARE(race.figures(0).solver, QStringLiteral("Breadth-First Search"));
        QCOMPARE(race.figures(1).solver, QStringLiteral("Fake stand-still (limit=6, hand=left)"));
        QVERIFY(race.params(1) == fakeParams(6, 0));
        race.setSpeed({Speed::Mode::Unlimited, 0});
        race.play();
        QTRY_COMPARE_WITH_TIMEOUT(race.state(), RaceController::State::Finished, 10000);
        QCOMPARE(race.figures(1).steps, std::int64_t(6));
    }

    // Rule (docs/semantics.md, "Movement"): the panel's movement disables the solvers that do not
    // take it, with their reason; choosing it while such a solver is chosen switches to the first
    // that does and says so; the info line shows the movement's traits and Manhattan's warning.
    void movementDisablesTheSolversThatRefuseIt() {
        ControlPanel panel;
        QVERIFY(panel.selectSolver("wall-follower"));
        QCOMPARE(panel.movement(), Diagonal::Never);
        const QString switched = panel.setMovement(Diagonal::OnlyWhenNoObstacles);
        QVERIFY2(switched.contains(QStringLiteral("does not take diagonal moves")),
                 qPrintable(switched));
        QVERIFY2(switched.contains(QStringLiteral("Switched to")), qPrintable(switched));
        QVERIFY(panel.solver().supports(Diagonal::OnlyWhenNoObstacles));
        auto* combo = panel.findChild<QComboBox*>(QStringLiteral("solverCombo"));
        auto* model = qobject_cast<QStandardItemModel*>(combo->model());
        QVERIFY(model);
        for (int i = 0; i < combo->count(); ++i) {
            const SolverInfo& s = solverById(combo->itemData(i).toString().toStdString());
            QCOMPARE(model->item(i)->isEnabled(), s.supports(Diagonal::OnlyWhenNoObstacles));
        }
        QVERIFY(panel.selectSolver("astar-manhattan"));
        auto* info = panel.findChild<QLabel*>(QStringLiteral("solverInfo"));
        QVERIFY2(info->text().contains(QStringLiteral("Manhattan overestimates")),
                 qPrintable(info->text()));
        QVERIFY(panel.selectSolver("astar-octile"));
        QVERIFY2(
            info->text().startsWith(QStringLiteral("Guarantees a shortest path with diagonal")),
            qPrintable(info->text()));
        QVERIFY(panel.setMovement(Diagonal::Never).isEmpty()); // A* (octile) takes both
        for (int i = 0; i < combo->count(); ++i)
            QVERIFY(
                model->item(i)->isEnabled() ==
                solverById(combo->itemData(i).toString().toStdString()).supports(Diagonal::Never));
    }

    // Rule (docs/semantics.md, "Jump Point Search"): a solver that refuses the maze (JPS on walls
    // between open cells, or on weighted cells) is disabled with its reason, as one that refuses
    // the movement is; chosen, it stays chosen and the info line says why it cannot run. A grid
    // map (an open room, every cell costing 1) enables it again.
    void theMazeDisablesTheSolversThatRefuseIt() {
        ControlPanel panel;
        (void)panel.setMovement(Diagonal::OnlyWhenNoObstacles);
        QVERIFY(panel.selectSolver("jps"));
        auto* combo = panel.findChild<QComboBox*>(QStringLiteral("solverCombo"));
        auto* model = qobject_cast<QStandardItemModel*>(combo->model());
        auto* info = panel.findChild<QLabel*>(QStringLiteral("solverInfo"));
        QVERIFY(model && info);
        const int jps = combo->findData(QStringLiteral("jps"));
        QVERIFY(jps >= 0);
        QVERIFY(model->item(jps)->isEnabled());

        panel.setMaze(readMazeText(testing::kExample).maze); // walls and a cost of 9
        QVERIFY(!model->item(jps)->isEnabled());
        const QString tip = combo->itemData(jps, Qt::ToolTipRole).toString();
        QVERIFY2(tip.startsWith(QStringLiteral("Jump Point Search does not take this maze")),
                 qPrintable(tip));
        QCOMPARE(panel.solver().id, std::string_view("jps"));
        QVERIFY2(info->text().contains(QStringLiteral("does not take this maze")),
                 qPrintable(info->text()));
        QVERIFY(model->item(combo->findData(QStringLiteral("astar-octile")))->isEnabled());

        panel.setMaze(testing::scenarioMaze(QStringLiteral("open-room")));
        QVERIFY(model->item(jps)->isEnabled());
        QVERIFY2(info->text().startsWith(QStringLiteral("Guarantees a shortest path")),
                 qPrintable(info->text()));
        // Four directions: the movement's reason, which comes first.
        (void)panel.setMovement(Diagonal::Never);
        QVERIFY(!model->item(jps)->isEnabled());
        QVERIFY(combo->itemData(jps, Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("does not take four-direction movement")));
    }

    // Rule: what the solver list says follows the movement chosen after the maze: JPS on a grid
    // map is refused by four directions alone and taken under every diagonal rule; on a weighted
    // maze it is refused under every rule, by the movement first, else by the maze.
    void theRefusalsFollowTheMovementAfterTheMaze() {
        const SolverInfo& jps = solverById("jps");
        const QString id = QStringLiteral("jps");
        ControlPanel panel;
        QCOMPARE(panel.movement(), Diagonal::Never);
        Maze grid = testing::scenarioMaze(QStringLiteral("open-room"));
        QVERIFY(jps.mazeProblem(grid).empty());
        Maze weighted = grid;
        weighted.setCost(weighted.index(weighted.goal()), 5);
        const QString heavy = QString::fromStdString(jps.mazeProblem(weighted));
        QVERIFY(heavy.startsWith(QStringLiteral("Jump Point Search does not take this maze")));

        for (const Maze* maze : {&grid, &weighted, &grid}) {
            (void)panel.setMovement(Diagonal::Never);
            panel.setMaze(*maze); // under four directions: only the movement's reason shows
            QCOMPARE(listEntry(panel, id),
                     std::pair(QString::fromStdString(jps.movementError(Diagonal::Never)), false));
            for (const Diagonal rule : {Diagonal::OnlyWhenNoObstacles, Diagonal::Always,
                                        Diagonal::IfAtMostOneObstacle, Diagonal::Never}) {
                (void)panel.setMovement(rule);
                const auto [tip, enabled] = listEntry(panel, id);
                const std::string_view ruleId = diagonalId(rule);
                const QByteArray what = QByteArray(ruleId.data(), qsizetype(ruleId.size())) +
                                        (maze == &weighted ? " weighted" : " grid");
                if (rule == Diagonal::Never) {
                    QVERIFY2(!enabled && tip.contains(QStringLiteral("four-direction")), what);
                } else if (maze == &weighted) {
                    QVERIFY2(!enabled, what);
                    QCOMPARE(tip, heavy);
                } else {
                    QVERIFY2(enabled && tip.contains(QStringLiteral("<b>Jump Point Search</b>")),
                             what);
                }
            }
        }
        // Chosen under a diagonal rule, JPS stays chosen on the weighted maze with the maze's
        // reason in the line under it, and loses it on the grid map again.
        (void)panel.setMovement(Diagonal::OnlyWhenNoObstacles);
        QVERIFY(panel.selectSolver("jps"));
        auto* info = panel.findChild<QLabel*>(QStringLiteral("solverInfo"));
        panel.setMaze(weighted);
        (void)panel.setMovement(Diagonal::Always);
        QCOMPARE(panel.solver().id, std::string_view("jps"));
        QVERIFY2(info->text().contains(heavy.toHtmlEscaped()), qPrintable(info->text()));
        panel.setMaze(grid);
        QVERIFY2(!info->text().contains(QStringLiteral("does not take")), qPrintable(info->text()));
    }

    // Rule: a maze change asks each solver about the maze once, whatever the movements; a change
    // of movement asks none again (a check may scan every cell of a large maze).
    void aMazeIsCheckedOncePerSolver() {
        const std::vector<const SolverInfo*> list = {&solverById("bfs"), &pickySolverInfo()};
        ControlPanel panel(nullptr, list);
        const QString picky = QStringLiteral("fake-picky");
        Maze weighted(Size{6, 5});
        weighted.openAll();
        weighted.setCost(weighted.index({2, 2}), 3);
        g_mazeScans = 0;
        panel.setMaze(weighted);
        QCOMPARE(g_mazeScans, 1);
        QCOMPARE(listEntry(panel, picky),
                 std::pair(QStringLiteral("Fake picky does not take this maze: it has weighted "
                                          "cells"),
                           false));
        for (const Diagonal rule : kDiagonals)
            (void)panel.setMovement(rule);
        (void)panel.setMovement(Diagonal::Never);
        QCOMPARE(g_mazeScans, 1);
        QVERIFY(!listEntry(panel, picky).second);
        Maze plain(Size{6, 5});
        plain.openAll();
        panel.setMaze(plain);
        QCOMPARE(g_mazeScans, 2);
        QVERIFY(listEntry(panel, picky).second);
    }

    // Rule: a race runs every lane under its movement; the best is then the cheapest by
    // Dijkstra with diagonal moves, and a lane that finds it is marked best.
    void raceRunsUnderItsMovement() {
        RaceController race;
        Maze open(Size{8, 6});
        open.openAll();
        race.setMaze(open);
        race.setMovement(Diagonal::Always);
        QVERIFY(race.byCost());
        const std::vector<const SolverInfo*> lanes = {&solverById("bfs"), &solverById("dijkstra")};
        QVERIFY(race.setSolvers(lanes).isEmpty());
        race.setSpeed({Speed::Mode::Unlimited, 0});
        race.play();
        QTRY_COMPARE_WITH_TIMEOUT(race.state(), RaceController::State::Finished, 10000);
        // (0,0) to (7,5): five diagonal moves and two straight ones.
        QCOMPARE(*race.figures(1).pathLength, std::int64_t(7));
        QCOMPARE(*race.figures(1).pathCost, (PathCost{2, 5}));
        QVERIFY(race.foundBest(1));
        QCOMPARE(*race.figures(0).pathLength, std::int64_t(7)); // BFS: as few moves, here as cheap
    }

    // Rule: an experiment runs each solver with the spec's values and names it with them.
    void experimentRunsAndNamesEachSolverWithItsValues() {
        ExperimentSpec spec;
        spec.generators = {&generatorById("binary-tree")};
        spec.sizes = {{5, 5}};
        spec.solvers = {&solverById("bfs"), &fakeSolverInfo()};
        spec.solverParams = {{}, fakeParams(3, 1)};
        spec.count = 2;
        const ExperimentResult result = runExperiment(spec);
        QCOMPARE(result.rows.size(), std::size_t(4));
        QCOMPARE(result.rows[1].steps, std::int64_t(3));
        QVERIFY(!result.rows[1].found);
        QVERIFY(result.rows[0].found);
        QCOMPARE(solverLabel(spec, fakeSolverInfo()),
                 std::string("Fake stand-still (limit=3, hand=right)"));
        QCOMPARE(solverLabel(spec, solverById("bfs")), std::string("Breadth-First Search"));
        spec.solverParams = {{}};
        QVERIFY(experimentError(spec).find("for every solver or for none") != std::string::npos);
        spec.solverParams.clear();
        QVERIFY(solverParamsOf(spec, &fakeSolverInfo()) == fakeSolverInfo().defaults());
    }
};

QTEST_MAIN(TestSolverParamsUi)
#include "test_solver_params_ui.moc"
