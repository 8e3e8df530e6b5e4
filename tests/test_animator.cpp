// The animator (docs/animation.md) driving a MazeScene, without a window: every animated solve and
// generation ends exactly where the core's own un-animated run ends, the state machine answers
// every command in every state as the table says, the speeds are Taylor's, and abandoning
// a run (reset, a new start, destroying the animator) leaves nothing half done. Runs offscreen.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/random.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#include "core/shaping.hpp"
#endif

#include "ui/animation/animator.hpp"
#include "ui_support.hpp"
#include "ui/view/maze_scene.hpp"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QThreadPool>

#include <algorithm>
#include <memory>
#include <vector>

// QCOMPARE prints speeds this way (found by argument-dependent lookup).
namespace mazelab::ui {
char* toString(const Speed& speed) {
    const char* mode = speed.mode == Speed::Mode::PerSecond   ? "per second"
                       : speed.mode == Speed::Mode::Unlimited ? "unlimited"
                                                              : "instant";
    return QTest::toString(
        QStringLiteral("%1 (%2 steps/s)").arg(QLatin1String(mode)).arg(speed.stepsPerSecond));
}
} // namespace mazelab::ui

using namespace mazelab;
using namespace mazelab::ui;
using State = Animator::State;
using Job = Animator::Job;

namespace {

constexpr int kLongWaitMs = 20'000; // generous: Debug + ASan on a loaded machine

const SolverInfo& bfs() {
    return solverById("bfs");
}

Maze generated(std::string_view generator, Size size, std::uint64_t seed,
               const ParamValues& params = {}) {
    const GeneratorInfo& info = generatorById(generator);
    return generateMaze({&info, size, seed, params});
}

Provenance provenanceOf(std::string_view generator, std::uint64_t seed,
                        const ParamValues& params = {}) {
    const GeneratorInfo& info = generatorById(generator);
    const ParamValues resolved = params.entries().empty() ? ParamValues(info.params) : params;
    return {std::string(generator), seed, formatParams(info.params, resolved)};
}

QSize qsize(Size s) {
    return {s.width, s.height};
}

QString name(std::string_view s) {
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

using testing::cellsMarked;
using testing::figuresMismatch;
using testing::noMarks;

QString pathMismatch(const MazeScene& scene, std::vector<CellIndex> expected) {
    std::sort(expected.begin(), expected.end());
    const std::vector<CellIndex> shown = cellsMarked(scene, CellMark::Path);
    if (shown == expected)
        return {};
    return QStringLiteral("%1 cells marked Path, expected %2")
        .arg(shown.size())
        .arg(expected.size());
}

// Walls the goal off completely (through the scene, as editing would).
void wallOffGoal(MazeScene& scene) {
    const Maze& maze = scene.maze();
    const CellIndex goal = maze.index(maze.goal());
    for (Dir d : kDirs)
        if (maze.insideDirs(maze.goal()) & bit(d))
            scene.setPassage(goal, d, false);
    scene.flush();
}

// Collects what the animator reports about solves.
struct SolveLog {
    std::vector<RunFigures> results;  // resultReady
    std::vector<RunFigures> finished; // solveFinished
    int generationsFinished = 0;
    explicit SolveLog(Animator& animator) {
        QObject::connect(&animator, &Animator::resultReady, &animator,
                         [this](const RunFigures& f) { results.push_back(f); });
        QObject::connect(&animator, &Animator::solveFinished, &animator,
                         [this](const RunFigures& f) { finished.push_back(f); });
        QObject::connect(&animator, &Animator::generationFinished, &animator,
                         [this] { ++generationsFinished; });
    }
};

using testing::timingPool;

} // namespace

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
            const QString label = name(solver->name);
            const SolveResult expected = solveMaze(*solver, maze);
            log.results.clear();
            log.finished.clear();
            animator.setSpeed(speeds[run++ % 3]);
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
            QVERIFY2(expected.stats.found, qPrintable(label)); // generated mazes are connected
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
        QTest::addColumn<int>("speed"); // 0 Instant, 1 Fastest, 2 100,000 steps/s
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
        MazeScene scene;
        const Maze maze = generated("modified-binary-tree", {9, 7}, 5);
        scene.setMaze(maze, std::nullopt);
        Animator animator(&scene);
        SolveLog log(animator);
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
        MazeScene scene;
        const Maze maze = generated("aldous-broder", {31, 31}, 6);
        scene.setMaze(maze, provenanceOf("aldous-broder", 6));
        Animator animator(&scene);
        SolveLog log(animator);
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
        MazeScene scene;
        const Maze original = generated("modified-binary-tree", {10, 10}, 2);
        scene.setMaze(original, provenanceOf("modified-binary-tree", 2));
        Animator animator(&scene);
        SolveLog log(animator);
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
        MazeScene scene;
        const Maze maze = generated("aldous-broder", {21, 21}, 12);
        scene.setMaze(maze, std::nullopt);
        Animator animator(&scene);
        SolveLog log(animator);
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

    // Taylor's visualiser's presets: Slow = (N + 1) / 2 and Fast = (N + 1)^2 / 2 steps per second,
    // N = 2 * cells + 1 (the larger side): Small 5 and 50, Medium 20 and 800, Large 80 and
    // 12,800; Fastest does not wait.
    void presetSpeedsAreTheOriginals_data() {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<double>("slow");
        QTest::addColumn<double>("fast");
        QTest::newRow("small 4x4") << QSize(4, 4) << 5.0 << 50.0;
        QTest::newRow("medium 19x19") << QSize(19, 19) << 20.0 << 800.0;
        QTest::newRow("large 79x79") << QSize(79, 79) << 80.0 << 12'800.0;
        QTest::newRow("10x30: the larger side") << QSize(10, 30) << 31.0 << 1922.0;
        QTest::newRow("30x10") << QSize(30, 10) << 31.0 << 1922.0;
    }
    void presetSpeedsAreTheOriginals() {
        QFETCH(QSize, size);
        QFETCH(double, slow);
        QFETCH(double, fast);
        const Size cells{size.width(), size.height()};
        QCOMPARE(Speed::preset(Speed::Preset::Slow, cells), (Speed{Speed::Mode::PerSecond, slow}));
        QCOMPARE(Speed::preset(Speed::Preset::Fast, cells), (Speed{Speed::Mode::PerSecond, fast}));
        QCOMPARE(Speed::preset(Speed::Preset::Fastest, cells).mode, Speed::Mode::Unlimited);
    }

    // Instant runs a Large (79x79) BFS to the end drawing only its slices' results, so the
    // window keeps getting its turn meanwhile. (How fast is a benchmark figure:
    // bench/ui_bench.cpp, "BFS on Large at Fastest".)
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

    // At 20 steps per second, about half a second of running applies about 10 steps (a
    // behaviour check with generous bounds, not a timing benchmark).
    void aPerSecondSpeedPacesTheSteps() {
        MazeScene scene;
        scene.setMaze(generated("aldous-broder", {79, 79}, 3), std::nullopt);
        Animator animator(&scene);
        animator.setSpeed({Speed::Mode::PerSecond, 20});
        QElapsedTimer clock;
        clock.start();
        animator.startSolve(bfs());
        QTest::qWait(500);
        const std::int64_t steps = animator.stepsDone();
        const double seconds = double(clock.elapsed()) / 1000.0;
        const auto upper = std::max<std::int64_t>(30, std::int64_t(20 * seconds * 1.5) + 3);
        QVERIFY2(steps >= 3 && steps <= upper,
                 qPrintable(QStringLiteral("%1 steps in %2 s").arg(steps).arg(seconds)));
        QCOMPARE(animator.state(), State::Running);

        // Changing the speed mid-run takes effect at once.
        animator.setSpeed({Speed::Mode::PerSecond, 2000});
        const std::int64_t at = animator.stepsDone();
        QTRY_VERIFY_WITH_TIMEOUT(animator.stepsDone() >= at + 200, 5000);
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
    // freeze the painting until they finish. Several solves started and abandoned on a big maze
    // must leave a smooth image scaling (which uses that pool) as fast as ever.
    void timingRunsNeverHoldUpPainting() {
        MazeScene scene;
        scene.setMaze(generated("binary-tree", {2000, 2000}, 1), std::nullopt);
        QElapsedTimer clock;
        clock.start();
        (void)solveMaze(solverById("dijkstra"), scene.maze());
        const qint64 solveMs = clock.elapsed();
        QImage picture(1000, 1000, QImage::Format_RGB32); // big enough for Qt to use helpers
        picture.fill(Qt::darkCyan);
        (void)picture.scaled(400, 400, Qt::IgnoreAspectRatio, Qt::SmoothTransformation); // warm-up
        clock.restart();
        (void)picture.scaled(400, 400, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
        const qint64 idleScaleMs = clock.elapsed();
        const QString sizes =
            QStringLiteral("solve %1 ms, scaling %2 ms").arg(solveMs).arg(idleScaleMs);
        QVERIFY2(solveMs > 8 * idleScaleMs, qPrintable(sizes)); // else the check below means little

        Animator animator(&scene);
        animator.setSpeed({Speed::Mode::PerSecond, 1});
        for (int i = 0; i < 4; ++i) { // Solve, Reset, Solve, ...: one timing run each
            animator.startSolve(solverById("dijkstra"));
            animator.reset();
        }
        animator.startSolve(solverById("dijkstra"));
        clock.restart();
        (void)picture.scaled(400, 400, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
        const qint64 busyScaleMs = clock.elapsed();
        const QString figures =
            sizes + QStringLiteral(", scaling during the runs %1 ms").arg(busyScaleMs);
        qInfo("%s", qPrintable(figures));
        QVERIFY2(busyScaleMs < solveMs / 2, qPrintable(figures));
        animator.reset();
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
};

QTEST_MAIN(TestAnimator)
#include "test_animator.moc"
