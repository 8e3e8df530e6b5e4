// The agent in an unknown maze (core/navigate.hpp; docs/semantics.md, "The agent in an unknown
// maze"): it reaches the goal whenever the fully known maze has a path, on every shape, under
// every movement, with every least-cost planner of the registry, and walks only moves the true
// maze allows; it ends with "no path" and a reason when the goal or its own start is walled off;
// with a sensor that sees the whole maze it walks a shortest path without replanning; an
// incremental planner (D* Lite) walks as far as a from-scratch A* and expands fewer cells; and a
// bad request is refused with its reason.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/incremental.hpp"
#include "core/navigate.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#include "core/shape.hpp"
#include "support.hpp"
#endif

#include <algorithm>
#include <string>
#include <vector>

using namespace mazelab;

Q_DECLARE_METATYPE(mazelab::ShapeKind)

namespace {

// The planners the tests hold to arriving: every solver that guarantees least-cost paths; with
// `complete`, only those whose "no path" is a proof (not IDA*, which may give up).
std::vector<const SolverInfo*> cheapestPlanners(bool complete = false) {
    std::vector<const SolverInfo*> planners;
    for (const SolverInfo* s : solvers())
        if (s->cheapestOnCosts && (s->complete || !complete))
            planners.push_back(s);
    return planners;
}

// A small maze of every kind the walk must handle on `shape`: perfect, braided, weighted, and
// the open field (obstacles), from the registry's generators that build the shape.
std::vector<Maze> mazesOf(ShapeKind shape, std::uint64_t seed) {
    std::vector<Maze> mazes;
    const Size size{10, 8};
    const int rings = 5;
    for (const GeneratorInfo* g : generators()) {
        if (!g->supports(shape))
            continue;
        GenerateRequest request{g, size, seed};
        request.shape = shape;
        request.rings = rings;
        if (g->family == GeneratorFamily::ObstacleField) {
            mazes.push_back(generateMaze(request));
            continue;
        }
        if (g->perfect)
            mazes.push_back(generateMaze(request));
        request.shaping.braid = 60;
        mazes.push_back(generateMaze(request));
        request.shaping.braid = 0;
        request.shaping.terrain.density = 40;
        mazes.push_back(generateMaze(request));
    }
    return mazes;
}

NavigateRequest requestOf(const SolverInfo& planner, ShapeKind shape, Diagonal rule, int radius) {
    NavigateRequest request;
    request.planner = &planner;
    request.params = planner.valuesForShape(shape, planner.defaults());
    request.rule = rule;
    request.sensorRadius = radius;
    return request;
}

// The incremental planner that searches from the goal (D* Lite), or none.
const SolverInfo* backwardIncremental() {
    for (const SolverInfo* s : solvers()) {
        if (s->createIncremental == nullptr)
            continue;
        Maze probe(Size{2, 2});
        probe.openAll();
        if (startIncremental(*s, probe)->fromGoal())
            return s;
    }
    return nullptr;
}

// A from-scratch A* with the heuristic `planner` uses on four directions (D* Lite's registry
// text starts with the formula): the fair one to compare it with.
const SolverInfo* fromScratchAStarLike(const SolverInfo& planner) {
    for (const SolverInfo* s : solvers())
        if (s->family == SolverFamily::BestFirst && s->cheapestOnCosts && s->fixedHeuristic &&
            s->createIncremental == nullptr &&
            planner.heuristic.starts_with(heuristicFormula(*s->fixedHeuristic)))
            return s;
    return nullptr;
}

// The first solver of the registry that guarantees least-cost paths under `rule` on `maze`.
const SolverInfo* cheapestReference(const Maze& maze, Diagonal rule) {
    for (const SolverInfo* s : solvers()) {
        const ParamValues values = s->valuesForShape(maze.shapeKind(), s->defaults());
        if (s->cheapestUnder(values, rule) && s->createIncremental == nullptr &&
            s->movementError(rule).empty() && s->mazeProblem(maze).empty())
            return s;
    }
    return nullptr;
}

// A square room of W x H cells with every inner wall open.
Maze openRoom(Size size) {
    Maze maze(size);
    maze.openAll();
    return maze;
}

// Closes every wall of `cell`.
void wallIn(Maze& maze, Cell cell) {
    const CellIndex i = maze.index(cell);
    for (Dir d : kDirs)
        if (maze.insideDirs(cell) & bit(d))
            maze.addWall(i, d);
}

} // namespace

class TestNavigate : public QObject {
    Q_OBJECT

private slots:
    // The rule under test: the agent arrives exactly when the fully known maze has a path, its
    // route is made of moves the truth allows, and it is never cheaper than the shortest path.
    void arrivesWheneverThePathExists_data() {
        QTest::addColumn<ShapeKind>("shape");
        for (ShapeKind shape : kShapeKinds)
            if (shape != ShapeKind::Weave) // refused: weaveMazesAreRefused
                QTest::newRow(std::string(shapeWord(shape)).c_str()) << shape;
    }
    void arrivesWheneverThePathExists() {
        QFETCH(ShapeKind, shape);
        const std::vector<const SolverInfo*> planners = cheapestPlanners();
        QVERIFY(!planners.empty());
        int walks = 0;
        std::int64_t bumps = 0;
        for (std::uint64_t seed : {1u}) {
            for (const Maze& maze : mazesOf(shape, seed)) {
                for (const SolverInfo* planner : planners) {
                    for (Diagonal rule : kDiagonals) {
                        if (rule != Diagonal::Never && shape != ShapeKind::Square)
                            continue;
                        // Every planner with four directions; with diagonals the incremental
                        // ones and the first other, which keeps the sanitized run short.
                        if (rule != Diagonal::Never && !planner->createIncremental &&
                            planner != planners.front())
                            continue;
                        for (int radius : {1, 3}) {
                            // A planner that may give up (IDA*) spends its whole step limit
                            // each time it does, as on weighted cells: unit costs and one
                            // radius keep it fast.
                            if (!planner->complete && (radius != 1 || !maze.hasUnitCosts()))
                                continue;
                            const NavigateRequest request =
                                requestOf(*planner, shape, rule, radius);
                            if (!navigateError(maze, request).empty())
                                continue;
                            const NavigateResult r = navigateMaze(maze, request);
                            ++walks;
                            bumps += r.counters.bumps;
                            const QByteArray where =
                                QByteArray(planner->id.data(), qsizetype(planner->id.size())) +
                                " " + diagonalId(rule).data() + " radius " +
                                QByteArray::number(radius) + " seed " + QByteArray::number(seed);
                            // A planner that may give up (IDA*) may end short of the goal,
                            // with its reason; a complete one arrives exactly when it can.
                            if (planner->complete)
                                QVERIFY2(r.arrived == r.shortestFound,
                                         where + " " + r.reason.c_str());
                            else
                                QVERIFY(r.shortestFound || !r.arrived);
                            QCOMPARE(r.route.front(), maze.index(maze.start()));
                            QVERIFY2(madeOfAllowedMoves(maze, r.route, rule), where);
                            QCOMPARE(std::int64_t(r.route.size()) - 1, r.counters.moves);
                            if (r.arrived) {
                                QCOMPARE(r.route.back(), maze.index(maze.goal()));
                                QVERIFY2(r.routeCost.value() >= r.shortestCost.value() - 1e-9,
                                         where);
                                QVERIFY(r.reason.empty());
                            } else {
                                QVERIFY2(!r.reason.empty(), where);
                            }
                        }
                    }
                }
            }
        }
        QVERIFY(walks > 0);
        // The diagonal rules make bumps (a corner not seen yet); four directions never do
        // on a sensed cell, so on squares some walk must have bumped.
        if (shape == ShapeKind::Square)
            QVERIFY(bumps > 0);
    }

    // Every plan of a least-cost planner, incremental or from scratch, costs what a from-scratch
    // least-cost search finds on what the agent knows at that moment: a repaired search plans
    // as well as a new one.
    void everyPlanIsACheapestOneOnWhatTheAgentKnows() {
        int plans = 0;
        for (const SolverInfo* planner : cheapestPlanners(true)) {
            for (Diagonal rule : kDiagonals) {
                for (const Maze& maze : mazesOf(ShapeKind::Square, 4)) {
                    const NavigateRequest request = requestOf(*planner, ShapeKind::Square, rule, 2);
                    const SolverInfo* reference = cheapestReference(maze, rule);
                    if (!navigateError(maze, request).empty() ||
                        !planner->cheapestUnder(request.params, rule) || reference == nullptr)
                        continue;
                    for (const NavStep& step : navigate(maze, request)) {
                        if (step.kind != NavStep::Kind::Plan && step.kind != NavStep::Kind::Replan)
                            continue;
                        ++plans;
                        const Maze& known = *step.known;
                        QCOMPARE(known.index(known.start()), step.agent);
                        const SolveResult best = solveMaze(*reference, known, {}, rule);
                        QVERIFY(best.stats.found);
                        const std::vector<CellIndex> plan(step.plan.begin(), step.plan.end());
                        QVERIFY(madeOfAllowedMoves(known, plan, rule));
                        QVERIFY2(pathCostOf(known, plan) == pathCostOf(known, best.path),
                                 planner->id.data());
                    }
                }
            }
        }
        QVERIFY(plans > 0);
    }

    // What the agent believes never contradicts the truth on a cell it has sensed, and the cells
    // it has not sensed are open, active and cost 1 (the freespace assumption).
    void knowledgeIsTheTruthWhereSensedAndOpenElsewhere() {
        for (ShapeKind shape : kShapeKinds) {
            if (shape == ShapeKind::Weave)
                continue;
            for (const Maze& maze : mazesOf(shape, 3)) {
                const NavigateRequest request =
                    requestOf(*cheapestPlanners().front(), shape, Diagonal::Never, 2);
                if (!navigateError(maze, request).empty())
                    continue;
                std::vector<std::uint8_t> seen(std::size_t(maze.cellCount()), 0);
                for (const NavStep& step : navigate(maze, request)) {
                    const Maze& known = *step.known;
                    QCOMPARE(step.agent, step.trail.back());
                    // Revealed: sensed now, never before; a replan senses nothing.
                    for (CellIndex c : step.revealed) {
                        QCOMPARE(seen[std::size_t(c)], std::uint8_t(0));
                        seen[std::size_t(c)] = 1;
                    }
                    if (step.kind == NavStep::Kind::Replan)
                        QVERIFY(step.revealed.empty());
                    QVERIFY(std::equal(seen.begin(), seen.end(), step.sensed.begin()));
                    if (!step.plan.empty()) {
                        QCOMPARE(step.plan.front(), step.agent);
                        QCOMPARE(step.plan.back(), maze.index(maze.goal()));
                    }
                    for (CellIndex c = 0; c < maze.cellCount(); ++c) {
                        if (step.sensed[std::size_t(c)] != 0) {
                            QCOMPARE(known.cost(c), maze.cost(c));
                            QCOMPARE(known.isActive(c), maze.isActive(c));
                            QCOMPARE(known.openSlots(c), maze.openSlots(c));
                        } else {
                            QCOMPARE(known.cost(c), 1);
                            QVERIFY(known.isActive(c));
                        }
                    }
                }
            }
        }
    }

    // A goal walled in on every side: the agent learns it and says so.
    void noPathWhenTheGoalIsWalledOff() {
        Maze maze = openRoom({6, 5});
        wallIn(maze, maze.goal());
        for (const SolverInfo* planner : cheapestPlanners(true)) {
            for (int radius : {1, 3}) {
                const NavigateRequest request =
                    requestOf(*planner, ShapeKind::Square, Diagonal::Never, radius);
                const NavigateResult r = navigateMaze(maze, request);
                QVERIFY(!r.arrived);
                QVERIFY(!r.shortestFound);
                QVERIFY2(r.reason.find("walls the goal off") != std::string::npos,
                         r.reason.c_str());
                QVERIFY(r.counters.moves > 0); // it had to walk to see the goal's walls
            }
        }
    }

    // A start walled in: the first sensing already proves there is no way out.
    void noPathWhenTheStartIsWalledIn() {
        Maze maze = openRoom({6, 5});
        wallIn(maze, maze.start());
        for (const SolverInfo* planner : cheapestPlanners(true)) {
            const NavigateResult r =
                navigateMaze(maze, requestOf(*planner, ShapeKind::Square, Diagonal::Never, 1));
            QVERIFY(!r.arrived);
            QCOMPARE(r.counters.moves, 0);
            QCOMPARE(r.counters.replans, 0);
            QCOMPARE(r.route.size(), std::size_t(1));
            QVERIFY2(r.reason.find("from its start") != std::string::npos, r.reason.c_str());
        }
    }

    // A sensor that reaches every cell from the start shows the whole maze at once: the route is
    // a shortest path, without a replan or a bump.
    void aSensorThatSeesEverythingWalksAShortestPath() {
        for (const SolverInfo* planner : cheapestPlanners()) {
            for (Diagonal rule : kDiagonals) {
                GenerateRequest gen{generators().front(), {20, 20}, 9};
                gen.shaping.braid = 50;
                gen.shaping.terrain.density = 30;
                const Maze maze = generateMaze(gen);
                const NavigateRequest request =
                    requestOf(*planner, ShapeKind::Square, rule, kMaxSensorRadius);
                if (!navigateError(maze, request).empty() ||
                    !planner->cheapestUnder(request.params, rule))
                    continue;
                const NavigateResult r = navigateMaze(maze, request);
                QVERIFY(r.arrived);
                QVERIFY(r.shortestFound);
                QCOMPARE(r.routeCost, r.shortestCost);
                QCOMPARE(r.counters.replans, 0);
                QCOMPARE(r.counters.bumps, 0);
            }
        }
    }

    // D* Lite and a from-scratch A* on the same mazes: both arrive, and on a perfect maze seen
    // whole they walk its one path. Their replans are not compared: they break ties apart, so
    // they hold different plans of equal cost through unseen cells, and even on one route they
    // can replan at different moments (the rule they share is replansExactlyWhenThePlanIsInvalid).
    void dStarLiteWalksAsAStarDoes() {
        const SolverInfo* dstar = backwardIncremental();
        if (dstar == nullptr)
            QSKIP("no incremental planner that searches from the goal is registered");
        const SolverInfo* astar = fromScratchAStarLike(*dstar);
        QVERIFY(astar != nullptr);
        for (const GeneratorInfo* g : generators()) {
            if (!g->perfect || g->family == GeneratorFamily::ObstacleField)
                continue;
            const Maze maze = generateMaze({g, {16, 16}, 5});
            for (int radius : {1, 2, kMaxSensorRadius}) {
                const NavigateResult d = navigateMaze(
                    maze, requestOf(*dstar, ShapeKind::Square, Diagonal::Never, radius));
                const NavigateResult a = navigateMaze(
                    maze, requestOf(*astar, ShapeKind::Square, Diagonal::Never, radius));
                QVERIFY(d.arrived);
                QVERIFY(a.arrived);
                if (radius == kMaxSensorRadius) {
                    QCOMPARE(d.route, a.route);
                    QCOMPARE(d.counters.moves, d.shortestMoves);
                    QCOMPARE(d.counters.replans, 0);
                    QCOMPARE(a.counters.replans, 0);
                }
            }
        }
    }

    // The agent replans exactly when the rest of its plan is invalid on what it knows: a move of
    // it forbidden, or a cell on it dearer than when the plan was made. Checked on the steps of
    // every least-cost planner, incremental or not, under every movement.
    void replansExactlyWhenThePlanIsInvalid() {
        int replans = 0;
        int kept = 0;
        for (const SolverInfo* planner : cheapestPlanners(true)) {
            for (Diagonal rule : kDiagonals) {
                for (const Maze& maze : mazesOf(ShapeKind::Square, 6)) {
                    const NavigateRequest request = requestOf(*planner, ShapeKind::Square, rule, 2);
                    if (!navigateError(maze, request).empty())
                        continue;
                    std::vector<CellIndex> plan;
                    std::vector<int> costs;
                    bool expectReplan = false;
                    bool checkNext = false;
                    for (const NavStep& step : navigate(maze, request)) {
                        const Maze& known = *step.known;
                        if (checkNext) {
                            const bool replanned = step.kind == NavStep::Kind::Replan ||
                                                   step.kind == NavStep::Kind::NoPath;
                            QCOMPARE(replanned, expectReplan);
                            (replanned ? replans : kept) += 1;
                        }
                        checkNext = false;
                        if (step.kind == NavStep::Kind::Plan ||
                            step.kind == NavStep::Kind::Replan) {
                            plan.assign(step.plan.begin(), step.plan.end());
                            costs.clear();
                            for (CellIndex c : plan)
                                costs.push_back(known.cost(c));
                            continue;
                        }
                        if (step.kind != NavStep::Kind::Move && step.kind != NavStep::Kind::Bump)
                            continue;
                        // The rest of the plan, from the agent's cell, on what it knows now.
                        const auto at = std::size_t(
                            std::find(plan.begin(), plan.end(), step.agent) - plan.begin());
                        QVERIFY(at < plan.size());
                        bool valid = true;
                        for (std::size_t i = at; i < plan.size(); ++i) {
                            valid = valid && known.cost(plan[i]) == costs[i];
                            if (i + 1 < plan.size())
                                valid = valid && moveAllowed(known, plan[i], plan[i + 1], rule);
                        }
                        expectReplan = !valid;
                        checkNext = step.agent != maze.index(maze.goal());
                    }
                }
            }
        }
        QVERIFY(replans > 0);
        QVERIFY(kept > 0);
    }

    // D* Lite repairs its search where A* starts again: over 20 braided 40 x 40 uniform random
    // mazes (a random-walk generator: every perfect maze equally likely), where the agent
    // replans often, it expands fewer cells in all (the sum, not each maze). Where its ties lead
    // it into many more replans it need not (docs/semantics.md, "The agent in an unknown maze").
    void dStarLiteExpandsFewerCellsThanAStarFromScratch() {
        const SolverInfo* dstar = backwardIncremental();
        if (dstar == nullptr)
            QSKIP("no incremental planner that searches from the goal is registered");
        const SolverInfo* astar = fromScratchAStarLike(*dstar);
        QVERIFY(astar != nullptr);
        const GeneratorInfo* uniform = nullptr;
        for (const GeneratorInfo* g : generators())
            if (!uniform && g->family == GeneratorFamily::RandomWalk)
                uniform = g;
        QVERIFY(uniform != nullptr);
        std::int64_t dstarExpanded = 0;
        std::int64_t astarExpanded = 0;
        for (std::uint64_t seed = 0; seed < 20; ++seed) {
            GenerateRequest gen{uniform, {40, 40}, seed};
            gen.shaping.braid = 50;
            const Maze maze = generateMaze(gen);
            const NavigateResult d =
                navigateMaze(maze, requestOf(*dstar, ShapeKind::Square, Diagonal::Never, 2));
            const NavigateResult a =
                navigateMaze(maze, requestOf(*astar, ShapeKind::Square, Diagonal::Never, 2));
            QVERIFY(d.arrived && a.arrived);
            dstarExpanded += d.counters.expanded;
            astarExpanded += a.counters.expanded;
        }
        QVERIFY2(
            dstarExpanded < astarExpanded,
            qPrintable(QStringLiteral("D* Lite %1, A* %2").arg(dstarExpanded).arg(astarExpanded)));
    }

    // A weave maze cannot hold the freespace assumption (every wall open): its passages under
    // cells need straight corridors. The agent refuses it rather than walk on a false proof.
    void weaveMazesAreRefused() {
        for (const Maze& maze : mazesOf(ShapeKind::Weave, 1)) {
            const NavigateRequest request =
                requestOf(*cheapestPlanners().front(), ShapeKind::Weave, Diagonal::Never, 2);
            QVERIFY2(navigateError(maze, request).starts_with("the agent does not walk weave"),
                     navigateError(maze, request).c_str());
            QVERIFY_THROWS_EXCEPTION(Error, (void)navigateMaze(maze, request));
        }
        QVERIFY(!mazesOf(ShapeKind::Weave, 1).empty());
    }

    // Bad requests are refused with a sentence, by navigateError, navigate and navigateMaze.
    void badRequestsAreRefused() {
        const Maze maze = openRoom({5, 5});
        const SolverInfo* planner = cheapestPlanners().front();
        for (int radius : {0, 65}) {
            const NavigateRequest request =
                requestOf(*planner, ShapeKind::Square, Diagonal::Never, radius);
            const std::string expected =
                "the sensor radius must be from 1 to 64, not " + std::to_string(radius);
            QCOMPARE(navigateError(maze, request), expected);
            QVERIFY_THROWS_EXCEPTION(Error, (void)navigate(maze, request));
            try {
                (void)navigateMaze(maze, request);
                QFAIL("no Error");
            } catch (const Error& e) {
                QCOMPARE(std::string(e.what()), expected);
            }
        }
        NavigateRequest none;
        QVERIFY(navigateError(maze, none).find("no planner") != std::string::npos);
        QVERIFY_THROWS_EXCEPTION(Error, (void)navigateMaze(maze, none));

        QVERIFY(navigateError(maze, requestOf(*planner, ShapeKind::Square, Diagonal::Never, 1))
                    .empty());
        // A planner that refuses the movement says so in its own words.
        for (const SolverInfo* s : solvers())
            for (Diagonal rule : kDiagonals)
                if (!s->movementError(rule).empty()) {
                    const NavigateRequest refused = requestOf(*s, ShapeKind::Square, rule, 1);
                    QCOMPARE(navigateError(maze, refused), s->movementError(rule));
                }
    }
};

QTEST_GUILESS_MAIN(TestNavigate)
#include "test_navigate.moc"
