// The animator (docs/animation.md) driving a MazeScene, without a window: every animated solve and
// generation ends exactly where the core's own un-animated run ends (shaping, terrain, refused
// requests and unreachable goals included), and the speeds are Taylor's. The state machine and
// abandoning a run are test_animator_states. Runs offscreen.
#include <QtTest>

#include "animator_support.hpp"
#ifndef Q_MOC_RUN
#include "support.hpp"
#endif

using namespace mazelab;
using namespace mazelab::ui;
using namespace mazelab::testing;

class TestAnimator : public QObject {
    Q_OBJECT

private slots:
    // The animated solve is the core's solve: for every registered solver, on mazes of every
    // generator, square and not, with moved endpoints and with random cell costs, the run ends
    // Finished with exactly solveMaze's figures and path, at every kind of speed; the algorithm
    // time is known when resultReady fires, and resultReady fires once per solve.
    void everySolverEndsWithTheCoreFiguresAndPath_data() {
        QTest::addColumn<QString>("generator");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<QPoint>("start"); // (-1, -1): the default
        QTest::addColumn<QPoint>("goal");
        QTest::addColumn<bool>("weighted");
        const QPoint none(-1, -1);
        QTest::newRow("binary tree 19x19")
            << "binary-tree" << QSize(19, 19) << quint64(1) << none << none << false;
        QTest::newRow("aldous-broder 12x8")
            << "aldous-broder" << QSize(12, 8) << quint64(1) << none << none << false;
        QTest::newRow("modified binary tree 31x17")
            << "modified-binary-tree" << QSize(31, 17) << quint64(5) << none << none << false;
        QTest::newRow("aldous-broder 2x2")
            << "aldous-broder" << QSize(2, 2) << quint64(3) << none << none << false;
        QTest::newRow("binary tree 2x40")
            << "binary-tree" << QSize(2, 40) << quint64(11) << none << none << false;
        QTest::newRow("aldous-broder 40x9, goal to start's corner")
            << "aldous-broder" << QSize(40, 9) << quint64(21) << QPoint(20, 4) << QPoint(0, 0)
            << false;
        QTest::newRow("modified binary tree 9x23, endpoints moved")
            << "modified-binary-tree" << QSize(9, 23) << quint64(77) << QPoint(8, 22)
            << QPoint(3, 11) << false;
        QTest::newRow("weighted modified binary tree 25x25")
            << "modified-binary-tree" << QSize(25, 25) << quint64(9) << none << none << true;
        QTest::newRow("weighted aldous-broder 16x11, endpoints moved")
            << "aldous-broder" << QSize(16, 11) << quint64(4) << QPoint(15, 0) << QPoint(2, 9)
            << true;
    }

    void everySolverEndsWithTheCoreFiguresAndPath() {
        QFETCH(QString, generator);
        QFETCH(QSize, size);
        QFETCH(quint64, seed);
        QFETCH(QPoint, start);
        QFETCH(QPoint, goal);
        QFETCH(bool, weighted);

        Maze maze = generated(generator.toStdString(), {size.width(), size.height()}, seed);
        if (start.x() >= 0)
            maze.setEndpoints({start.x(), start.y()}, {goal.x(), goal.y()});
        if (weighted) {
            Random random(seed * 7919 + 1);
            for (CellIndex c = 0; c < maze.cellCount(); ++c)
                maze.setCost(c, 1 + int(random.below(9)));
            QVERIFY(!maze.hasUnitCosts());
        }
        MazeScene scene;
        scene.setMaze(maze, std::nullopt);
        Animator animator(&scene);
        SolveLog log(animator);
        const Speed speeds[] = {{Speed::Mode::Instant, 0},
                                {Speed::Mode::Unlimited, 0},
                                {Speed::Mode::PerSecond, 100'000}};
        int run = 0;
        for (const SolverInfo* solver : solvers()) {
            if (!testing::takes(*solver, maze))
                continue;
            const QString label = name(solver->name);
            const SolveResult expected = solveMaze(*solver, maze);
            log.results.clear();
            log.finished.clear();
            Speed speed = speeds[run++ % 3];
            // Paced at 100,000 steps a second, a long walk (the random mouse's on a weighted
            // maze) would take seconds: it runs without a delay instead.
            if (speed.mode == Speed::Mode::PerSecond && expected.stats.steps > 20'000)
                speed = speeds[1];
            animator.setSpeed(speed);
            animator.startSolve(*solver);
            QCOMPARE(animator.state(), State::Running);
            QCOMPARE(animator.job(), Job::Solve);
            QTRY_COMPARE_WITH_TIMEOUT(animator.state(), State::Finished, kLongWaitMs);
            QTRY_COMPARE_WITH_TIMEOUT(int(log.results.size()), 1, kLongWaitMs);
            testing::drainTimingRuns(animator, kLongWaitMs);
            QVERIFY2(log.results.size() == 1,
                     qPrintable(label + QStringLiteral(": resultReady again")));
            QCOMPARE(int(log.finished.size()), 1);

            const RunFigures& figures = animator.figures();
            QCOMPARE(figures.solver, label);
            QCOMPARE(figures.phase, RunFigures::Phase::Finished);
            QCOMPARE(qint64(figures.cells), qint64(maze.cellCount()));
            QString mismatch = figuresMismatch(figures, expected.stats);
            QVERIFY2(mismatch.isEmpty(), qPrintable(label + QStringLiteral(": ") + mismatch));
            mismatch = figuresMismatch(log.results.front(), expected.stats);
            QVERIFY2(mismatch.isEmpty(),
                     qPrintable(label + QStringLiteral(" (resultReady): ") + mismatch));
            QVERIFY2(figures.algorithmTimeNs.has_value(), qPrintable(label));
            QVERIFY(*figures.algorithmTimeNs >= 0);
            QVERIFY(log.results.front().algorithmTimeNs.has_value());
            QCOMPARE(qint64(animator.stepsDone()), qint64(expected.stats.steps));
            // Generated mazes are connected; a solver that is not complete (the wall follower)
            // may still miss the goal.
            QVERIFY2(expected.stats.found || !solver->complete, qPrintable(label));
            mismatch = pathMismatch(scene, expected.path);
            QVERIFY2(mismatch.isEmpty(), qPrintable(label + QStringLiteral(": ") + mismatch));
            QCOMPARE(scene.current(), CellIndex(-1));
            QVERIFY(scene.maze() == maze); // a solve never changes the maze
        }
    }

    // The animated generation is the core's generation: for every registered generator, sizes
    // square and not, default and changed parameters, the maze shown at the end is byte for byte
    // generateMaze's for the same seed, size and parameters, after the same number of steps,
    // with its provenance, no generating state and no overlay left.
    void everyGeneratorEndsWithTheCoreMaze_data() {
        QTest::addColumn<QString>("generator");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<QStringList>("params");
        QTest::addColumn<int>("speed"); // 0 Instant, 1 no delay, 2 100,000 steps/s
        for (const GeneratorInfo* g : generators()) {
            const QString id = name(g->id);
            QTest::addRow("%s 19x19", qPrintable(id))
                << id << QSize(19, 19) << quint64(1) << QStringList() << 0;
            QTest::addRow("%s 23x6", qPrintable(id))
                << id << QSize(23, 6) << quint64(42) << QStringList() << 1;
            QTest::addRow("%s 2x2", qPrintable(id))
                << id << QSize(2, 2) << quint64(7) << QStringList() << 2;
            QTest::addRow("%s 5x31", qPrintable(id))
                << id << QSize(5, 31) << quint64(123456789) << QStringList() << 0;
        }
        QTest::newRow("binary-tree bias nw")
            << "binary-tree" << QSize(17, 12) << quint64(3) << QStringList{"bias=nw"} << 1;
        QTest::newRow("modified-binary-tree share 40, bias ne")
            << "modified-binary-tree" << QSize(21, 14) << quint64(8)
            << QStringList{"share=40", "bias=ne"} << 0;
    }

    void everyGeneratorEndsWithTheCoreMaze() {
        QFETCH(QString, generator);
        QFETCH(QSize, size);
        QFETCH(quint64, seed);
        QFETCH(QStringList, params);
        QFETCH(int, speed);
        const GeneratorInfo& info = generatorById(generator.toStdString());
        std::vector<std::string> raw;
        for (const QString& p : params)
            raw.push_back(p.toStdString());
        const ParamValues values = resolveParams(info.params, raw);
        const Size cells{size.width(), size.height()};
        std::int64_t steps = 0;
        const Maze expected = generateMaze({&info, cells, seed, values}, steps);

        MazeScene scene;
        Animator animator(&scene);
        SolveLog log(animator);
        const Speed speeds[] = {{Speed::Mode::Instant, 0},
                                {Speed::Mode::Unlimited, 0},
                                {Speed::Mode::PerSecond, 100'000}};
        animator.setSpeed(speeds[speed]);
        animator.startGeneration(info, cells, seed, values);
        QCOMPARE(animator.state(), State::Running);
        QCOMPARE(animator.job(), Job::Generation);
        QVERIFY(scene.generating());
        QCOMPARE(qsize(scene.maze().size()), size);
        QTRY_COMPARE_WITH_TIMEOUT(animator.state(), State::Finished, kLongWaitMs);
        QCOMPARE(animator.job(), Job::Generation);
        QVERIFY(scene.maze().openBits() == expected.openBits());
        QVERIFY(scene.maze() == expected); // costs and endpoints too
        QVERIFY(scene.provenance().has_value());
        QVERIFY(*scene.provenance() == provenanceOf(info.id, seed, values));
        QVERIFY(!scene.generating());
        QVERIFY(noMarks(scene));
        QCOMPARE(qint64(animator.stepsDone()), qint64(steps));
        QCOMPARE(log.generationsFinished, 1);
        QVERIFY(log.results.empty() && log.finished.empty());
        QCOMPARE(animator.figures().phase, RunFigures::Phase::None);
    }

    // The animated generation runs the core's whole pipeline (prepareMaze + generationSteps):
    // for EVERY registered generator, with braid, each symmetry, weighted terrain, all of them
    // at once and (for generators that honour one) a mask, the maze shown at the end is byte
    // for byte generateMaze's for the same request: walls, costs, mask and endpoints, after the
    // same number of steps. Terrain rows also prove that SetCost steps reach the scene.
    void everyGeneratorWithShapingEndsWithTheCoreMaze_data() {
        QTest::addColumn<QString>("generator");
        QTest::addColumn<double>("braid");
        QTest::addColumn<int>("symmetry");
        QTest::addColumn<double>("terrain");
        QTest::addColumn<bool>("masked");
        for (const GeneratorInfo* g : generators()) {
            const QString id = name(g->id);
            QTest::addRow("%s plain", qPrintable(id)) << id << 0.0 << 0 << 0.0 << false;
            QTest::addRow("%s braid 60", qPrintable(id)) << id << 60.0 << 0 << 0.0 << false;
            QTest::addRow("%s left-right", qPrintable(id)) << id << 0.0 << 1 << 0.0 << false;
            QTest::addRow("%s top-bottom", qPrintable(id)) << id << 0.0 << 2 << 0.0 << false;
            QTest::addRow("%s terrain 40", qPrintable(id)) << id << 0.0 << 0 << 40.0 << false;
            QTest::addRow("%s everything", qPrintable(id)) << id << 50.0 << 1 << 30.0 << false;
            if (g->honoursMask) {
                QTest::addRow("%s mask", qPrintable(id)) << id << 0.0 << 0 << 0.0 << true;
                QTest::addRow("%s mask + everything", qPrintable(id))
                    << id << 30.0 << 2 << 25.0 << true;
            }
        }
    }

    void everyGeneratorWithShapingEndsWithTheCoreMaze() {
        QFETCH(QString, generator);
        QFETCH(double, braid);
        QFETCH(int, symmetry);
        QFETCH(double, terrain);
        QFETCH(bool, masked);
        const GeneratorInfo& info = generatorById(generator.toStdString());
        if (symmetry != 0 && !info.noSymmetryReason.empty())
            return; // it refuses a mirrored layout (test_shaping checks that)
        GenerateRequest request{&info, {17, 12}, 99, ParamValues(info.params)};
        request.shaping.braid = braid;
        request.shaping.symmetry = Symmetry(symmetry);
        request.shaping.terrain.density = terrain;
        if (masked) {
            // A ring: the corners and a hole in the middle are off.
            request.mask.assign(std::size_t(request.size.cells()), 0);
            for (int y = 0; y < request.size.height; ++y)
                for (int x = 0; x < request.size.width; ++x) {
                    const double dx = x - 8.0;
                    const double dy = y - 5.5;
                    const double r2 = dx * dx + dy * dy;
                    request.mask[std::size_t(y * request.size.width + x)] = r2 > 52 || r2 < 5;
                }
        }
        std::int64_t steps = 0;
        const Maze expected = generateMaze(request, steps);
        // A mask, or obstacles a generator switched off (SwitchOff steps).
        QCOMPARE(expected.hasMask(), masked || expected.activeCellCount() < expected.cellCount());
        QCOMPARE(!expected.hasUnitCosts(), terrain > 0);

        MazeScene scene;
        Animator animator(&scene);
        animator.setSpeed({Speed::Mode::Unlimited, 0});
        animator.startGeneration(request);
        QCOMPARE(animator.job(), Job::Generation);
        QCOMPARE(scene.maze().hasMask(), masked); // the mask shows from the first step
        QTRY_COMPARE_WITH_TIMEOUT(animator.state(), State::Finished, kLongWaitMs);
        QVERIFY(scene.maze().openBits() == expected.openBits());
        QVERIFY(scene.maze().costs() == expected.costs());
        QVERIFY(scene.maze().maskBits() == expected.maskBits());
        QVERIFY(scene.maze() == expected);
        QCOMPARE(scene.maxCost(), int(*std::max_element(expected.costs().begin(),
                                                        expected.costs().end())));
        QCOMPARE(qint64(animator.stepsDone()), qint64(steps));
        QVERIFY(!scene.generating());

        // Instant generation makes the same maze from the same request.
        MazeScene instant;
        Animator now(&instant);
        now.generateNow(request);
        QVERIFY(instant.maze() == expected);
    }

    // Weighted terrain is animated: part-way through its pass some cells already cost more
    // than 1, and none of them is a cost the core's maze does not have there.
    void terrainCostsAppearStepByStep() {
        const GeneratorInfo& info = generatorById("aldous-broder");
        GenerateRequest request{&info, {12, 12}, 4, ParamValues(info.params)};
        request.shaping.terrain = {50, 50, 9};
        std::int64_t total = 0;
        const Maze expected = generateMaze(request, total);
        GenerateRequest plain = request;
        plain.shaping = {};
        std::int64_t before = 0;
        (void)generateMaze(plain, before);
        QVERIFY(total > before + 2);

        MazeScene scene;
        Animator animator(&scene);
        animator.setSpeed({Speed::Mode::PerSecond, 1});
        animator.startGeneration(request);
        animator.pause();
        for (std::int64_t i = 0; i < before + (total - before) / 2; ++i)
            animator.step();
        QCOMPARE(animator.state(), State::Paused);
        QVERIFY(!scene.maze().hasUnitCosts());
        int weighted = 0;
        for (CellIndex c = 0; c < scene.maze().cellCount(); ++c) {
            if (scene.maze().cost(c) > 1) {
                ++weighted;
                QCOMPARE(scene.maze().cost(c), expected.cost(c));
            }
        }
        int expectedWeighted = 0;
        for (CellIndex c = 0; c < expected.cellCount(); ++c)
            expectedWeighted += expected.cost(c) > 1;
        QVERIFY(weighted > 0 && weighted < expectedWeighted);
    }

    // A request the core refuses (a symmetric maze 2 cells across its axis, a mask leaving one
    // cell, a mask for a generator that cannot honour one) throws and changes nothing.
    void badRequestsChangeNothing() {
        MazeScene scene;
        const Maze before = generated("aldous-broder", {6, 6}, 1);
        scene.setMaze(before, std::nullopt);
        Animator animator(&scene);
        GenerateRequest symmetric{&generatorById("aldous-broder"), {2, 9}, 1, {}};
        symmetric.shaping.symmetry = Symmetry::LeftRight;
        QVERIFY_THROWS_EXCEPTION(Error, animator.startGeneration(symmetric));
        QVERIFY_THROWS_EXCEPTION(Error, animator.generateNow(symmetric));
        GenerateRequest tiny{&generatorById("aldous-broder"), {3, 3}, 1, {}};
        tiny.mask.assign(9, 1);
        tiny.mask[4] = 0;
        QVERIFY_THROWS_EXCEPTION(Error, animator.startGeneration(tiny));
        GenerateRequest binary{&generatorById("binary-tree"), {3, 3}, 1, {}};
        binary.mask.assign(9, 0);
        binary.mask[4] = 1;
        QVERIFY_THROWS_EXCEPTION(Error, animator.startGeneration(binary));
        QVERIFY(scene.maze() == before);
        QCOMPARE(animator.state(), State::Idle);
    }

    // An unreachable goal (walled off in the scene's maze, as an edit would) ends Finished with
    // found = false, no Path marks, and the core's statistics, for every solver.
    void unreachableGoalEndsWithNoPath() {
        MazeScene scene;
        scene.setMaze(generated("aldous-broder", {12, 9}, 4), std::nullopt);
        Maze moved = generated("modified-binary-tree", {11, 11}, 3);
        moved.setEndpoints({0, 10}, {5, 5});
        Animator animator(&scene);
        SolveLog log(animator);
        animator.setSpeed({Speed::Mode::Instant, 0});
        for (int variant = 0; variant < 2; ++variant) {
            if (variant == 1)
                scene.setMaze(moved, std::nullopt);
            wallOffGoal(scene);
            const Maze maze = scene.maze();
            for (const SolverInfo* solver : solvers()) {
                if (!testing::takes(*solver, maze))
                    continue;
                const QString label = name(solver->name);
                const SolveResult expected = solveMaze(*solver, maze);
                QVERIFY(!expected.stats.found);
                log.results.clear();
                animator.startSolve(*solver);
                QTRY_COMPARE_WITH_TIMEOUT(animator.state(), State::Finished, kLongWaitMs);
                const RunFigures& figures = animator.figures();
                QVERIFY2(!figures.found, qPrintable(label));
                QVERIFY(!figures.pathLength && !figures.pathCost);
                const QString mismatch = figuresMismatch(figures, expected.stats);
                QVERIFY2(mismatch.isEmpty(), qPrintable(label + QStringLiteral(": ") + mismatch));
                QVERIFY(cellsMarked(scene, CellMark::Path).empty());
                if (solver->family != SolverFamily::Bidirectional && // its goal side searches
                    !solver->searchesFromGoal)
                    QCOMPARE(scene.mark(maze.index(maze.goal())), CellMark::None);
                QCOMPARE(scene.current(), CellIndex(-1));
                QTRY_COMPARE_WITH_TIMEOUT(int(log.results.size()), 1, kLongWaitMs);
                QVERIFY(!log.results.front().found);
            }
        }
        // Reset on a slow unreachable-goal solve: stopped and cleared like any other.
        animator.setSpeed({Speed::Mode::PerSecond, 200});
        animator.startSolve(solverById("dfs"));
        QTRY_VERIFY_WITH_TIMEOUT(animator.stepsDone() >= 5, kLongWaitMs);
        animator.reset();
        QCOMPARE(animator.state(), State::Idle);
        QVERIFY(noMarks(scene));
    }

    // Instant runs a Large (79x79) BFS to the end drawing only its slices' results, so the
    // window keeps getting its turn meanwhile. (How fast is a benchmark figure:
    // bench/ui_bench.cpp, "BFS on Large with no delay".)
    void instantFinishesALargeSolveInSlices() {
        MazeScene scene;
        const Maze maze = generated("aldous-broder", {79, 79}, 1);
        scene.setMaze(maze, std::nullopt);
        Animator animator(&scene);
        int changes = 0;
        connect(&scene, &MazeScene::changed, this, [&] { ++changes; });
        animator.setSpeed({Speed::Mode::Instant, 0});
        animator.startSolve(bfs());
        QTRY_COMPARE_WITH_TIMEOUT(animator.state(), State::Finished, kLongWaitMs);
        QVERIFY(figuresMismatch(animator.figures(), solveMaze(bfs(), maze).stats).isEmpty());
        // Far fewer redraws than steps: only slices are drawn.
        QVERIFY2(
            changes < animator.stepsDone() / 20,
            qPrintable(
                QStringLiteral("%1 redraws for %2 steps").arg(changes).arg(animator.stepsDone())));
    }

    // generateNow builds the maze at once: no animation, Idle, no job, the core's maze.
    void generateNowShowsTheMazeAtOnce() {
        MazeScene scene;
        Animator animator(&scene);
        animator.setSpeed({Speed::Mode::PerSecond, 10});
        animator.startSolve(bfs());
        animator.generateNow(generatorById("modified-binary-tree"), {33, 21}, 17, {});
        QCOMPARE(animator.state(), State::Idle);
        QCOMPARE(animator.job(), Job::None);
        QVERIFY(scene.maze() == generated("modified-binary-tree", {33, 21}, 17));
        QVERIFY(*scene.provenance() == provenanceOf("modified-binary-tree", 17));
        QVERIFY(noMarks(scene));
        QVERIFY(!scene.generating());
        QVERIFY_THROWS_EXCEPTION(Error,
                                 animator.generateNow(generatorById("binary-tree"), {1, 5}, 1, {}));
        QVERIFY_THROWS_EXCEPTION(
            Error, animator.startGeneration(generatorById("binary-tree"), {5000, 5}, 1, {}));
        QVERIFY(scene.maze() == generated("modified-binary-tree", {33, 21}, 17));
        QCOMPARE(animator.state(), State::Idle);
    }

    // A solver that refuses the maze (by its traits: one with a maze check, JPS on walls) never
    // leaves the animator half started: a direct start throws with the reason and the finished
    // run on screen stays; a start pending on a generation reports the reason and leaves the new
    // maze; an edit that makes the maze one it refuses ends its finished solve with the reason.
    void aSolverThatRefusesTheMazeLeavesNoHalfStartedRun() {
        const auto at = std::find_if(solvers().begin(), solvers().end(),
                                     [](const SolverInfo* s) { return s->mazeError != nullptr; });
        QVERIFY(at != solvers().end());
        const SolverInfo& picky = **at;
        Diagonal rule = Diagonal::Never;
        for (const Diagonal d : kDiagonals)
            if (picky.supports(d))
                rule = d;
        const GeneratorInfo& field = generatorById("open-field");
        const Maze room = generated("open-field", {24, 16}, 3);
        QVERIFY(picky.mazeProblem(room).empty());
        const Maze walled = generated("recursive-backtracker", {24, 16}, 3);
        const std::string why = picky.mazeProblem(walled);
        QVERIFY(!why.empty());

        MazeScene scene;
        scene.setMaze(walled, std::nullopt);
        Animator animator(&scene);
        QSignalSpy refused(&animator, &Animator::solveRefused);
        animator.setSpeed({Speed::Mode::Instant, 0});
        animator.startSolve(bfs());
        QTRY_COMPARE_WITH_TIMEOUT(animator.state(), State::Finished, kLongWaitMs);
        const auto done = animator.stepsDone();
        try {
            animator.startSolve(picky, {}, rule);
            QFAIL("started on a maze it refuses");
        } catch (const Error& e) {
            QCOMPARE(std::string(e.what()), why);
        }
        QCOMPARE(animator.state(), State::Finished); // the BFS run stays, as it was
        QCOMPARE(animator.job(), Job::Solve);
        QCOMPARE(animator.runningSolver(), &bfs());
        QCOMPARE(animator.stepsDone(), done);

        // Solve pressed while a walled maze is generated: the maze is finished, nothing runs.
        animator.setSpeed({Speed::Mode::PerSecond, 10});
        animator.startGeneration(generatorById("recursive-backtracker"), {24, 16}, 3, {});
        animator.startSolve(picky, {}, rule);
        QTRY_COMPARE_WITH_TIMEOUT(refused.count(), 1, kLongWaitMs);
        QCOMPARE(refused.front().front().toString(), QString::fromStdString(why));
        QVERIFY(scene.maze() == walled);
        QVERIFY(!scene.generating());
        QCOMPARE(animator.state() == State::Idle, animator.job() == Job::None);
        QVERIFY(animator.job() != Job::Solve);

        // Its finished solve on an open field, then a wall put up between two open cells.
        animator.setSpeed({Speed::Mode::Instant, 0});
        animator.generateNow(field, {24, 16}, 3, ParamValues(field.params));
        QVERIFY(scene.maze() == room);
        animator.startSolve(picky, {}, rule);
        QTRY_COMPARE_WITH_TIMEOUT(animator.state(), State::Finished, kLongWaitMs);
        testing::drainTimingRuns(animator, kLongWaitMs);
        QVERIFY(animator.followsEdits());
        QVERIFY(scene.hasOverlay());
        const CellIndex cell = scene.maze().index(scene.maze().start());
        const Dir open = scene.maze().isOpen(cell, Dir::East) ? Dir::East : Dir::South;
        scene.setPassage(cell, open, false);
        animator.rerun();
        QCOMPARE(refused.count(), 2);
        QVERIFY(refused.back().front().toString().contains(QStringLiteral("the wall between")));
        QCOMPARE(animator.state(), State::Idle);
        QCOMPARE(animator.job(), Job::None);
        QVERIFY(!scene.hasOverlay());
    }
};

QTEST_MAIN(TestAnimator)
#include "test_animator.moc"
