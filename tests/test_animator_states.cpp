// The animator's state machine (docs/animation.md) driving a MazeScene, without a window: it
// answers every command in every state as the table says, and abandoning a run (reset, a new
// start, destroying the animator) leaves nothing half done. Runs offscreen.
#include <QtTest>

#include "animator_support.hpp"

using namespace mazelab;
using namespace mazelab::ui;
using namespace mazelab::testing;

class TestAnimatorStates : public QObject {
    Q_OBJECT

private slots:
    // Reset in the middle of a shaped generation (400 steps into a masked, symmetric, braided
    // and weighted one) still brings back the maze it was replacing, costs included.
    void resetMidShapedGenerationRestoresThePreviousMaze() {
        MazeScene scene;
        Maze before = generated("binary-tree", {9, 9}, 3);
        before.setCost(7, 200);
        scene.setMaze(before, provenanceOf("binary-tree", 3));
        Animator animator(&scene);
        const GeneratorInfo& info = generatorById("recursive-backtracker");
        GenerateRequest request{&info, {15, 15}, 8, ParamValues(info.params)};
        request.shaping = {40, Symmetry::TopBottom, {60, 50, 30}};
        request.mask.assign(225, 0);
        request.mask[112] = 1;
        animator.setSpeed({Speed::Mode::PerSecond, 1});
        animator.startGeneration(request);
        animator.pause();
        for (int i = 0; i < 400 && animator.state() == State::Paused; ++i)
            animator.step();
        QCOMPARE(animator.state(), State::Paused);
        QVERIFY(scene.maze().hasMask());
        animator.reset();
        QVERIFY(scene.maze() == before);
        QCOMPARE(scene.maxCost(), 200);
    }

    // Idle -> Running on start; pause holds the run (no step while paused), play resumes it,
    // togglePlay flips between the two; play and pause mean nothing in Idle.
    void startRunsAndPausePlayHoldAndResume() {
        MazeScene scene;
        scene.setMaze(generated("aldous-broder", {19, 19}, 2), std::nullopt);
        Animator animator(&scene);
        QCOMPARE(animator.state(), State::Idle);
        QCOMPARE(animator.job(), Job::None);
        animator.play();
        animator.pause();
        animator.togglePlay();
        QCOMPARE(animator.state(), State::Idle);

        QSignalSpy states(&animator, &Animator::stateChanged);
        animator.setSpeed({Speed::Mode::PerSecond, 40});
        animator.startSolve(bfs());
        QCOMPARE(animator.state(), State::Running);
        QCOMPARE(states.count(), 1);
        QCOMPARE(states.at(0).at(0).value<State>(), State::Running);
        QTRY_VERIFY_WITH_TIMEOUT(animator.stepsDone() >= 2, kLongWaitMs);

        animator.pause();
        QCOMPARE(animator.state(), State::Paused);
        QCOMPARE(animator.figures().phase, RunFigures::Phase::Paused);
        const std::int64_t held = animator.stepsDone();
        QTest::qWait(200); // at 40 steps/s, about 8 steps would be due if the timer ran
        QCOMPARE(qint64(animator.stepsDone()), qint64(held));

        animator.play();
        QCOMPARE(animator.state(), State::Running);
        QCOMPARE(animator.figures().phase, RunFigures::Phase::Running);
        QTRY_VERIFY_WITH_TIMEOUT(animator.stepsDone() > held, kLongWaitMs);
        animator.togglePlay();
        QCOMPARE(animator.state(), State::Paused);
        animator.togglePlay();
        QCOMPARE(animator.state(), State::Running);
        animator.play(); // already running: no change
        QCOMPARE(animator.state(), State::Running);
    }

    // Step while paused applies exactly one step (stepsDone and the figures' steps both + 1);
    // Step while running pauses first, then applies one; stepping to the end gives the core's
    // figures and path; Step in Finished or Idle does nothing.
    void stepAppliesExactlyOneStep() {
        const Maze maze = generated("modified-binary-tree", {9, 7}, 5);
        AnimatedMaze shown(maze);
        auto& [scene, animator, log] = shown;
        animator.setSpeed({Speed::Mode::PerSecond, 1});
        for (const SolverInfo* solver : {&solverById("dfs"), &solverById("astar-manhattan")}) {
            const SolveResult expected = solveMaze(*solver, maze);
            log.results.clear();
            animator.startSolve(*solver);
            animator.pause();
            QCOMPARE(animator.state(), State::Paused);
            QCOMPARE(qint64(animator.stepsDone()), qint64(0));
            for (int i = 1; i <= 5; ++i) {
                animator.step();
                QCOMPARE(animator.state(), State::Paused);
                QCOMPARE(qint64(animator.stepsDone()), qint64(i));
                QCOMPARE(qint64(animator.figures().steps), qint64(i));
            }
            // From Running: pause first, then exactly one step.
            animator.play();
            QCOMPARE(animator.state(), State::Running);
            const std::int64_t before = animator.stepsDone();
            animator.step();
            QCOMPARE(animator.state(), State::Paused);
            QCOMPARE(qint64(animator.stepsDone()), qint64(before + 1));
            QCOMPARE(qint64(animator.figures().steps), qint64(before + 1));
            // One step at a time to the end.
            std::int64_t guard = 0;
            while (animator.state() == State::Paused && guard++ < 10'000) {
                const std::int64_t at = animator.stepsDone();
                animator.step();
                QCOMPARE(qint64(animator.stepsDone()), qint64(at + 1));
            }
            QCOMPARE(animator.state(), State::Finished);
            QCOMPARE(qint64(animator.stepsDone()), qint64(expected.stats.steps));
            const QString mismatch = figuresMismatch(animator.figures(), expected.stats);
            QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
            QVERIFY(pathMismatch(scene, expected.path).isEmpty());
            animator.step(); // Finished: nothing to step
            QCOMPARE(animator.state(), State::Finished);
            QCOMPARE(qint64(animator.stepsDone()), qint64(expected.stats.steps));
            QTRY_COMPARE_WITH_TIMEOUT(int(log.results.size()), 1, kLongWaitMs);
        }
        animator.reset();
        animator.step(); // Idle: nothing to step
        QCOMPARE(animator.state(), State::Idle);
        QCOMPARE(qint64(animator.stepsDone()), qint64(0));
        QVERIFY(noMarks(scene));

        // A paused generation steps one generator step at a time too.
        animator.startGeneration(generatorById("aldous-broder"), {6, 6}, 3, {});
        animator.step();
        QCOMPARE(animator.state(), State::Paused);
        QCOMPARE(qint64(animator.stepsDone()), qint64(1));
        animator.step();
        QCOMPARE(qint64(animator.stepsDone()), qint64(2));
    }

    // docs/semantics.md: reset during a solve (running or paused) stops it at once: Idle, no job,
    // no overlay at all, the maze exactly as it was, and no result reported later (even when the
    // un-animated timing run ends afterwards).
    void resetMidSolveStopsAndClearsTheDrawing() {
        const Maze maze = generated("aldous-broder", {31, 31}, 6);
        AnimatedMaze shown(maze, provenanceOf("aldous-broder", 6));
        auto& [scene, animator, log] = shown;
        for (bool paused : {false, true}) {
            animator.setSpeed({Speed::Mode::PerSecond, 200});
            animator.startSolve(solverById("dijkstra"));
            QTRY_VERIFY_WITH_TIMEOUT(animator.stepsDone() >= 10, kLongWaitMs);
            if (paused)
                animator.pause();
            QVERIFY(scene.hasOverlay());
            animator.reset();
            QCOMPARE(animator.state(), State::Idle);
            QCOMPARE(animator.job(), Job::None);
            QVERIFY(noMarks(scene));
            QVERIFY(scene.maze() == maze);
            QVERIFY(*scene.provenance() == provenanceOf("aldous-broder", 6));
            QCOMPARE(qint64(animator.stepsDone()), qint64(0));
            QCOMPARE(animator.figures().phase, RunFigures::Phase::None);
            QTest::qWait(100); // the timer must really be stopped
            testing::drainTimingRuns(animator, kLongWaitMs);
            QCOMPARE(animator.state(), State::Idle);
            QVERIFY(noMarks(scene));
            QVERIFY(log.results.empty());
            QVERIFY(log.finished.empty());
        }
        // Reset after a finished solve clears its drawing (and keeps the maze).
        animator.setSpeed({Speed::Mode::Instant, 0});
        animator.startSolve(bfs());
        QTRY_COMPARE_WITH_TIMEOUT(animator.state(), State::Finished, kLongWaitMs);
        QVERIFY(scene.hasOverlay());
        animator.reset();
        QCOMPARE(animator.state(), State::Idle);
        QVERIFY(noMarks(scene));
        QVERIFY(scene.maze() == maze);
    }

    // Reset during a generation (running or paused) brings back the maze it was replacing,
    // walls, costs, endpoints and provenance, with no generating state left; a reset after the
    // generation finished keeps the new maze.
    void resetMidGenerationRestoresThePreviousMaze() {
        for (bool paused : {false, true}) {
            MazeScene scene;
            Maze before = generated("binary-tree", {13, 9}, 77);
            before.setEndpoints({4, 4}, {12, 0});
            before.setCost(5, 9);
            const Provenance provenance = provenanceOf("binary-tree", 77);
            scene.setMaze(before, provenance);
            Animator animator(&scene);
            SolveLog log(animator);
            animator.setSpeed({Speed::Mode::PerSecond, 300});
            animator.startGeneration(generatorById("aldous-broder"), {25, 20}, 5, {});
            QTRY_VERIFY_WITH_TIMEOUT(animator.stepsDone() >= 10, kLongWaitMs);
            if (paused)
                animator.pause();
            QCOMPARE(qsize(scene.maze().size()), QSize(25, 20));
            animator.reset();
            QCOMPARE(animator.state(), State::Idle);
            QCOMPARE(animator.job(), Job::None);
            QVERIFY(scene.maze().openBits() == before.openBits());
            QVERIFY(scene.maze() == before);
            QVERIFY(scene.provenance() == std::optional<Provenance>(provenance));
            QVERIFY(!scene.generating());
            QVERIFY(noMarks(scene));
            QTest::qWait(100);
            QVERIFY(scene.maze() == before);
            QCOMPARE(log.generationsFinished, 0);
        }
        MazeScene scene;
        Animator animator(&scene);
        animator.setSpeed({Speed::Mode::Instant, 0});
        animator.startGeneration(generatorById("aldous-broder"), {8, 8}, 1, {});
        QTRY_COMPARE_WITH_TIMEOUT(animator.state(), State::Finished, kLongWaitMs);
        animator.reset();
        QCOMPARE(animator.state(), State::Idle);
        QVERIFY(scene.maze() == generated("aldous-broder", {8, 8}, 1));
        QVERIFY(!scene.generating());
    }

    // A new generation started mid-generation cancels the old one: the new maze is exactly the
    // core's, only one generationFinished is reported, and a reset during the second still
    // brings back the maze shown before the first.
    void newGenerationMidGenerationCancelsTheOld() {
        const Maze original = generated("modified-binary-tree", {10, 10}, 2);
        AnimatedMaze shown(original, provenanceOf("modified-binary-tree", 2));
        auto& [scene, animator, log] = shown;
        const GeneratorInfo& aldous = generatorById("aldous-broder");
        const GeneratorInfo& tree = generatorById("binary-tree");
        ParamValues nw(tree.params);
        nw.set(tree.params, "bias", 3);

        animator.setSpeed({Speed::Mode::PerSecond, 300});
        animator.startGeneration(aldous, {20, 20}, 1, {});
        QTRY_VERIFY_WITH_TIMEOUT(animator.stepsDone() >= 5, kLongWaitMs);
        animator.startGeneration(tree, {13, 7}, 2, nw);
        QCOMPARE(animator.state(), State::Running);
        QCOMPARE(animator.job(), Job::Generation);
        QCOMPARE(qint64(animator.stepsDone()), qint64(0));
        QCOMPARE(qsize(scene.maze().size()), QSize(13, 7));
        QTRY_COMPARE_WITH_TIMEOUT(animator.state(), State::Finished, kLongWaitMs);
        QVERIFY(scene.maze() == generated("binary-tree", {13, 7}, 2, nw));
        QVERIFY(*scene.provenance() == provenanceOf("binary-tree", 2, nw));
        QVERIFY(!scene.generating());
        QCOMPARE(log.generationsFinished, 1);

        // Mid-first, mid-second, reset: the maze from before the first comes back.
        scene.setMaze(original, provenanceOf("modified-binary-tree", 2));
        animator.startGeneration(aldous, {20, 20}, 1, {});
        QTRY_VERIFY_WITH_TIMEOUT(animator.stepsDone() >= 5, kLongWaitMs);
        animator.pause();
        animator.startGeneration(aldous, {30, 12}, 9, {});
        QTRY_VERIFY_WITH_TIMEOUT(animator.stepsDone() >= 5, kLongWaitMs);
        animator.reset();
        QVERIFY(scene.maze() == original);
        QVERIFY(*scene.provenance() == provenanceOf("modified-binary-tree", 2));
        QVERIFY(!scene.generating());
        QCOMPARE(log.generationsFinished, 1);
    }

    // Solve pressed during a generation (paused or running) completes the maze at full speed,
    // then runs the solve on it with the core's figures; the speed is then what it was (or what
    // was chosen meanwhile). A reset before the completion restores the old maze and the speed.
    void solveDuringAGenerationCompletesItThenSolves() {
        const Maze expectedMaze = generated("aldous-broder", {15, 11}, 8);
        const SolveResult expected = solveMaze(bfs(), expectedMaze);
        const Speed chosen{Speed::Mode::PerSecond, 5000};
        for (bool paused : {true, false}) {
            MazeScene scene;
            Animator animator(&scene);
            SolveLog log(animator);
            animator.setSpeed(chosen);
            animator.startGeneration(generatorById("aldous-broder"), {15, 11}, 8, {});
            if (paused) {
                animator.step();
                QCOMPARE(animator.state(), State::Paused);
            }
            QVERIFY(scene.generating());
            animator.startSolve(bfs());
            QTRY_COMPARE_WITH_TIMEOUT(animator.job(), Job::Solve, kLongWaitMs);
            QCOMPARE(log.generationsFinished, 1);
            QVERIFY(scene.maze() == expectedMaze);
            QVERIFY(!scene.generating());
            QCOMPARE(animator.speed(), chosen);
            QTRY_COMPARE_WITH_TIMEOUT(animator.state(), State::Finished, kLongWaitMs);
            const QString mismatch = figuresMismatch(animator.figures(), expected.stats);
            QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
            QVERIFY(pathMismatch(scene, expected.path).isEmpty());
            QTRY_COMPARE_WITH_TIMEOUT(int(log.results.size()), 1, kLongWaitMs);
            QCOMPARE(animator.speed(), chosen);
        }

        // A speed chosen while the maze is being completed applies afterwards.
        {
            MazeScene scene;
            Animator animator(&scene);
            animator.setSpeed({Speed::Mode::PerSecond, 10});
            animator.startGeneration(generatorById("aldous-broder"), {15, 11}, 8, {});
            animator.step();
            animator.startSolve(bfs());
            const Speed later{Speed::Mode::PerSecond, 4000};
            animator.setSpeed(later);
            QTRY_COMPARE_WITH_TIMEOUT(animator.job(), Job::Solve, kLongWaitMs);
            QCOMPARE(animator.speed(), later);
            QTRY_COMPARE_WITH_TIMEOUT(animator.state(), State::Finished, kLongWaitMs);
            QVERIFY(figuresMismatch(animator.figures(), expected.stats).isEmpty());
        }

        // Reset before the completion: the old maze, the old speed, nothing pending.
        {
            MazeScene scene;
            const Maze before = generated("binary-tree", {6, 6}, 1);
            scene.setMaze(before, std::nullopt);
            Animator animator(&scene);
            SolveLog log(animator);
            const Speed slow{Speed::Mode::PerSecond, 10};
            animator.setSpeed(slow);
            animator.startGeneration(generatorById("aldous-broder"), {15, 11}, 8, {});
            animator.step();
            animator.startSolve(bfs());
            animator.reset();
            QCOMPARE(animator.state(), State::Idle);
            QCOMPARE(animator.speed(), slow);
            QVERIFY(scene.maze() == before);
            QTest::qWait(100);
            QCOMPARE(animator.state(), State::Idle);
            QCOMPARE(animator.job(), Job::None);
            QCOMPARE(log.generationsFinished, 0);
            QVERIFY(noMarks(scene));
        }
    }

    // docs/semantics.md: a new solve clears the previous search drawing first; a solve started
    // over a running one restarts it.
    void aNewSolveStartsFromAClearDrawing() {
        const Maze maze = generated("aldous-broder", {21, 21}, 12);
        AnimatedMaze shown(maze);
        auto& [scene, animator, log] = shown;
        animator.setSpeed({Speed::Mode::Instant, 0});
        animator.startSolve(solverById("dfs-opposed"));
        QTRY_COMPARE_WITH_TIMEOUT(animator.state(), State::Finished, kLongWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(int(log.results.size()), 1, kLongWaitMs);
        animator.setSpeed({Speed::Mode::PerSecond, 1});
        animator.startSolve(bfs());
        QCOMPARE(animator.state(), State::Running);
        QVERIFY(noMarks(scene)); // nothing of the DFS left, and no BFS step yet
        animator.step();
        QCOMPARE(qint64(animator.stepsDone()), qint64(1));
        // Only the start (searched) and its discovered neighbours (frontier) are marked.
        const std::int64_t marked = std::int64_t(cellsMarked(scene, CellMark::Searched).size() +
                                                 cellsMarked(scene, CellMark::Frontier).size());
        QCOMPARE(qint64(marked), qint64(animator.figures().searched));
        QVERIFY(cellsMarked(scene, CellMark::Path).empty());

        animator.play();
        animator.startSolve(bfs()); // restart while running
        QCOMPARE(animator.state(), State::Running);
        QCOMPARE(qint64(animator.stepsDone()), qint64(0));
        QVERIFY(noMarks(scene));
        animator.setSpeed({Speed::Mode::Instant, 0});
        QTRY_COMPARE_WITH_TIMEOUT(animator.state(), State::Finished, kLongWaitMs);
        QVERIFY(figuresMismatch(animator.figures(), solveMaze(bfs(), maze).stats).isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(int(log.results.size()), 2, kLongWaitMs);
        testing::drainTimingRuns(animator, kLongWaitMs);
        // One result per solve that ended: the DFS and the last BFS, not the restarted one.
        QCOMPARE(int(log.results.size()), 2);
        QCOMPARE(log.results.back().solver, name(bfs().name));
    }

    // A new solve copies the maze over the last solve's snapshot once nothing holds it any more
    // (ui/animation/animator.cpp): it must search the maze shown now. A second maze of the same
    // size, the first again, then the first with one wall opened that shortens its path, each
    // solved after the timing run of the solve before has finished.
    void aNewSolveSearchesTheMazeShownNow() {
        const Maze first = generated("aldous-broder", {21, 21}, 12);
        const Maze second = generated("aldous-broder", {21, 21}, 13);
        AnimatedMaze shown(first);
        auto& [scene, animator, log] = shown;
        animator.setSpeed({Speed::Mode::Instant, 0});
        std::vector<std::int64_t> lengths;
        auto solveShown = [&, &scene = scene, &animator = animator, &log = log] {
            const int before = int(log.results.size());
            animator.startSolve(bfs());
            QTRY_COMPARE_WITH_TIMEOUT(animator.state(), State::Finished, kLongWaitMs);
            QTRY_COMPARE_WITH_TIMEOUT(int(log.results.size()), before + 1, kLongWaitMs);
            testing::drainTimingRuns(animator, kLongWaitMs);
            const SolveStats expected = solveMaze(bfs(), scene.maze()).stats;
            QVERIFY(figuresMismatch(animator.figures(), expected).isEmpty());
            QVERIFY(figuresMismatch(log.results.back(), expected).isEmpty());
            lengths.push_back(expected.pathLength);
        };
        solveShown();
        scene.setMaze(second, std::nullopt);
        solveShown();
        scene.setMaze(first, std::nullopt);
        solveShown();
        // The first wall (in index order) whose opening shortens the first maze's path.
        Maze shortcut = first;
        for (CellIndex c = 0; c < first.cellCount() && lengths.size() == 3; ++c)
            if (first.cellAt(c).x + 1 < first.width() && !first.isOpen(c, Dir::East)) {
                shortcut.setPassage(c, Dir::East, true);
                if (solveMaze(bfs(), shortcut).stats.pathLength < lengths[0]) {
                    scene.setPassage(c, Dir::East, true);
                    solveShown();
                    break;
                }
                shortcut.setPassage(c, Dir::East, false);
            }
        QCOMPARE(int(lengths.size()), 4);
        QVERIFY(lengths[1] != lengths[0]); // else the test could not tell the mazes apart
        QCOMPARE(lengths[2], lengths[0]);
        QVERIFY(lengths[3] < lengths[0]);
    }

    // The timing result of a solve that was replaced by a new one is never reported, even when
    // it had already arrived (queued, not yet delivered) when the new solve started: the new
    // solve gets exactly one algorithmTimeMeasured and one resultReady, with its own time.
    void aReplacedSolvesTimingIsNeverReported() {
        MazeScene scene;
        scene.setMaze(generated("aldous-broder", {6, 6}, 1), std::nullopt);
        Animator animator(&scene);
        SolveLog log(animator);
        int measured = 0;
        connect(&animator, &Animator::algorithmTimeMeasured, this, [&] { ++measured; });
        animator.setSpeed({Speed::Mode::PerSecond, 1});
        animator.startSolve(bfs());
        // Its timing run ends and posts its "finished" before the event loop runs again.
        QVERIFY(timingPool(animator)->waitForDone(kLongWaitMs));
        scene.setMaze(generated("binary-tree", {200, 200}, 2), std::nullopt);
        animator.setSpeed({Speed::Mode::Instant, 0});
        animator.startSolve(solverById("dfs-opposed"));
        QTRY_COMPARE_WITH_TIMEOUT(animator.state(), State::Finished, kLongWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(int(log.results.size()), 1, kLongWaitMs);
        testing::drainTimingRuns(animator, kLongWaitMs);
        QCOMPARE(measured, 1);
        QCOMPARE(int(log.results.size()), 1);
        QCOMPARE(log.results.front().solver, name(solverById("dfs-opposed").name));
        QVERIFY(figuresMismatch(log.results.front(),
                                solveMaze(solverById("dfs-opposed"), scene.maze()).stats)
                    .isEmpty());
    }

    // At a steps-per-second speed the animator applies the steps its pacer grants, tick after
    // tick, and stays Running; a speed changed mid-run is taken at once. (How many steps a tick
    // gets for a speed and a time is test_step_pacer's aPerSecondSpeedPacesTheSteps.)
    void aPerSecondSpeedRunsStepByStep() {
        MazeScene scene;
        const Maze maze = generated("aldous-broder", {79, 79}, 3);
        scene.setMaze(maze, std::nullopt);
        Animator animator(&scene);
        animator.setSpeed({Speed::Mode::PerSecond, 20});
        animator.startSolve(bfs());
        QTRY_VERIFY_WITH_TIMEOUT(animator.stepsDone() >= 3, kLongWaitMs);
        QCOMPARE(animator.state(), State::Running);
        QVERIFY(animator.stepsDone() < solveMaze(bfs(), maze).stats.steps);

        animator.setSpeed({Speed::Mode::PerSecond, 2000});
        QCOMPARE(animator.speed(), (Speed{Speed::Mode::PerSecond, 2000}));
        QCOMPARE(animator.state(), State::Running);
        const std::int64_t at = animator.stepsDone();
        QTRY_VERIFY_WITH_TIMEOUT(animator.stepsDone() >= at + 200, kLongWaitMs);
    }

    // Abandoning a run by destroying the animator, mid-generation, mid-solve (with its timing
    // run in flight), paused, or with a solve pending after a generation, crashes nothing and
    // leaks nothing (this test runs under ASan in CI); the scene is left usable.
    void destroyingTheAnimatorMidRunIsSafe() {
        MazeScene scene;
        {
            auto animator = std::make_unique<Animator>(&scene);
            animator->setSpeed({Speed::Mode::PerSecond, 500});
            animator->startGeneration(generatorById("aldous-broder"), {60, 60}, 3, {});
            QTRY_VERIFY_WITH_TIMEOUT(animator->stepsDone() >= 10, kLongWaitMs);
        }
        scene.setMaze(generated("binary-tree", {300, 300}, 4), std::nullopt);
        for (const char* id : {"dfs", "bfs", "astar-euclidean"}) {
            auto animator = std::make_unique<Animator>(&scene);
            animator->setSpeed({Speed::Mode::PerSecond, 500});
            animator->startSolve(solverById(id));
            QTRY_VERIFY_WITH_TIMEOUT(animator->stepsDone() >= 10, kLongWaitMs);
        }
        {
            auto animator = std::make_unique<Animator>(&scene);
            animator->startSolve(solverById("dijkstra")); // destroyed before its first tick
        }
        {
            auto animator = std::make_unique<Animator>(&scene);
            animator->setSpeed({Speed::Mode::PerSecond, 500});
            animator->startSolve(solverById("dfs"));
            animator->step();
            QCOMPARE(animator->state(), State::Paused);
        }
        {
            auto animator = std::make_unique<Animator>(&scene);
            animator->startGeneration(generatorById("aldous-broder"), {40, 40}, 5, {});
            animator->step();
            animator->startSolve(bfs()); // pending until the maze is complete
        }
        QTest::qWait(50); // any queued event for a destroyed animator would strike here
        // The scene still works with a new animator.
        scene.setMaze(generated("aldous-broder", {9, 9}, 1), std::nullopt);
        Animator animator(&scene);
        animator.setSpeed({Speed::Mode::Instant, 0});
        animator.startSolve(bfs());
        QTRY_COMPARE_WITH_TIMEOUT(animator.state(), State::Finished, kLongWaitMs);
        QVERIFY(
            figuresMismatch(animator.figures(), solveMaze(bfs(), scene.maze()).stats).isEmpty());
    }

    // The un-animated timing runs never hold up the window: Qt draws scaled pixmaps and images
    // (the style's frames, for one) with helper tasks on the global thread pool and waits for
    // them, so timing runs queued there, even cancelled ones still running to their end, would
    // freeze the painting until they finish. So they run on the animator's own pool, one at a
    // time, and the global pool stays idle while several solves are started and abandoned on a
    // big maze. (How long a smooth scaling takes meanwhile is bench/ui_bench.cpp's figure.)
    void timingRunsNeverHoldUpPainting() {
        MazeScene scene;
        scene.setMaze(generated("binary-tree", {2000, 2000}, 1), std::nullopt);
        Animator animator(&scene);
        QThreadPool* own = timingPool(animator);
        QVERIFY(own);
        QVERIFY(own != QThreadPool::globalInstance());
        QCOMPARE(own->maxThreadCount(), 1);
        QThreadPool::globalInstance()->waitForDone(kLongWaitMs);
        animator.setSpeed({Speed::Mode::PerSecond, 1});
        for (int i = 0; i < 4; ++i) { // Solve, Reset, Solve, ...: one timing run each
            animator.startSolve(solverById("dijkstra"));
            QCOMPARE(QThreadPool::globalInstance()->activeThreadCount(), 0);
            animator.reset();
        }
        animator.startSolve(solverById("dijkstra"));
        QCOMPARE(QThreadPool::globalInstance()->activeThreadCount(), 0);
        animator.reset();
        testing::drainTimingRuns(animator, kLongWaitMs);
    }
};

QTEST_MAIN(TestAnimatorStates)
#include "test_animator_states.moc"
