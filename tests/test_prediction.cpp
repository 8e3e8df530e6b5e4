// Predict (core/learn/prediction.hpp): for every registered solver, on mazes with and without
// loops and costs, every asked step's answer is the step's own cell, a right guess is right, a
// wrong one is wrong, and the reason names the answer; exact reasons are checked for the queue
// and the open set against figures the test works out on its own.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/learn/prediction.hpp"
#include "core/run.hpp"
#include "core/search_view.hpp"
#include "core/shaping.hpp"
#include "support.hpp"
#endif

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <string>
#include <vector>

using namespace mazelab;
using namespace mazelab::learn;

namespace {

// Mazes with and without loops and costs, and the wall follower's island.
std::vector<Maze> predictionMazes() {
    std::vector<Maze> mazes;
    for (const GeneratorInfo* g : generators()) {
        GenerateRequest plain{g, {11, 9}, 7, {}};
        mazes.push_back(generateMaze(plain));
    }
    const GeneratorInfo& first = *generators().front();
    mazes.push_back(generateMaze({&first, {12, 10}, 3, {}, {}, Shaping{60, Symmetry::None, {}}}));
    mazes.push_back(
        generateMaze({&first, {12, 10}, 5, {}, {}, Shaping{50, Symmetry::None, {40, 50, 9}}}));
    mazes.push_back(testing::scenarioMaze("island"));
    mazes.push_back(testing::scenarioMaze("weighted"));
    return mazes;
}

// Moves from the start to every cell (unit costs), by the test's own breadth-first search.
std::vector<int> movesFromStart(const Maze& maze) {
    std::vector<int> d(std::size_t(maze.cellCount()), -1);
    std::deque<CellIndex> queue{maze.index(maze.start())};
    d[std::size_t(queue.front())] = 0;
    while (!queue.empty()) {
        const CellIndex c = queue.front();
        queue.pop_front();
        for (Dir dir : kDirs)
            if (maze.isOpen(c, dir)) {
                const CellIndex n = maze.neighbour(c, dir);
                if (d[std::size_t(n)] < 0) {
                    d[std::size_t(n)] = d[std::size_t(c)] + 1;
                    queue.push_back(n);
                }
            }
    }
    return d;
}

// Up to two decimals without trailing zeros, as the reasons write f and h ("14", "6.5", "7.07").
std::string figure(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.2f", value);
    std::string out = text;
    while (out.back() == '0')
        out.pop_back();
    if (out.back() == '.')
        out.pop_back();
    return out;
}

// An Open Field maze: with `obstacles` 0, an empty room.
Maze openField(Size size, std::uint64_t seed, int obstacles) {
    GenerateRequest request{&generatorById("open-field"), size, seed, {}};
    request.params = ParamValues(request.generator->params);
    request.params.set(request.generator->params, "obstacles", obstacles);
    return generateMaze(request);
}

} // namespace

class TestPrediction : public QObject {
    Q_OBJECT

private slots:
    void everyAnswerIsTheStepsOwnCell_data() { testing::solverRows(); }
    void everyAnswerIsTheStepsOwnCell() {
        QFETCH(QString, solver);
        const SolverInfo& info = solverById(solver.toStdString());
        std::int64_t askedInAll = 0;
        for (const Maze& maze : predictionMazes()) {
            Predictor predictor(maze, info, {});
            SolveSteps run = info.start(maze);
            CellIndex previous = maze.index(maze.start());
            std::int64_t predictable = 0;
            while (const SolveStep* step = run.next()) {
                predictable += isPredictable(info.family, *step);
                if (!predictor.offer(*step))
                    continue;
                ++askedInAll;
                QVERIFY(isPredictable(info.family, *step));
                const Verdict right = predictor.check(step->cell);
                QVERIFY(right.right);
                QCOMPARE(right.answer, step->cell);
                QCOMPARE(right.step, step->counters.steps);
                QVERIFY2(right.reason.find(cellText(maze, step->cell)) != std::string::npos,
                         right.reason.c_str());
                for (CellIndex guess :
                     {previous, (step->cell + 1) % maze.cellCount(), maze.index(maze.start())}) {
                    if (guess == step->cell)
                        continue;
                    const Verdict wrong = predictor.check(guess);
                    QVERIFY(!wrong.right);
                    QCOMPARE(wrong.answer, step->cell);
                    QVERIFY2(wrong.reason.find(cellText(maze, step->cell)) != std::string::npos,
                             wrong.reason.c_str());
                }
                previous = step->cell;
            }
            QCOMPARE(predictor.predictable(), predictable);
        }
        QVERIFY2(askedInAll > 20, "too few steps asked about to prove anything");
    }

    // Every k-th predictable step is asked about, and no other.
    void everyKthStepIsAsked() {
        const Maze maze = testing::make(generators().front()->id, {15, 15}, 11);
        for (const SolverInfo* info : solvers()) {
            if (!testing::takes(*info, maze))
                continue;
            Predictor predictor(maze, *info, {}, 3);
            SolveSteps run = info->start(maze);
            std::int64_t predictable = 0;
            while (const SolveStep* step = run.next()) {
                const bool isOne = isPredictable(info->family, *step);
                predictable += isOne;
                const bool asked = predictor.offer(*step);
                QCOMPARE(asked, isOne && predictable % 3 == 0 && step->counters.steps > 1);
            }
        }
    }

    // The queue's reason, word for word, with the discovery steps the test tracks itself.
    void breadthFirstReasonNamesTheDiscoverySteps() {
        const SolverInfo* bfs = nullptr;
        for (const SolverInfo* s : solvers())
            if (s->family == SolverFamily::BreadthFirst)
                bfs = s;
        QVERIFY(bfs);
        const Maze maze = testing::make(generators().front()->id, {9, 9}, 4);
        Predictor predictor(maze, *bfs, {});
        SolveSteps run = bfs->start(maze);
        std::vector<std::int64_t> found(std::size_t(maze.cellCount()), -1);
        std::deque<CellIndex> queue{maze.index(maze.start())};
        found[std::size_t(queue.front())] = 0;
        int checked = 0;
        while (const SolveStep* step = run.next()) {
            if (predictor.offer(*step) && queue.size() >= 2) {
                QCOMPARE(step->cell, queue.front());
                const CellIndex a = queue.front();
                const CellIndex newest = queue.back();
                const std::string expected =
                    std::string(bfs->name) +
                    " takes the oldest cell in its queue: " + cellText(maze, a) +
                    ", found at step " + std::to_string(found[std::size_t(a)]) +
                    (found[std::size_t(a)] == found[std::size_t(newest)]
                         ? ", like " + cellText(maze, newest) +
                               ", but it was queued first (neighbours are looked at in a fixed "
                               "order)."
                         : ", before " + cellText(maze, newest) + ", found at step " +
                               std::to_string(found[std::size_t(newest)]) + ".");
                if (found[std::size_t(a)] > 0) {
                    QCOMPARE(predictor.check(newest).reason, expected);
                    ++checked;
                }
            }
            if (!queue.empty() && queue.front() == step->cell)
                queue.pop_front();
            for (CellIndex c : step->discovered()) {
                found[std::size_t(c)] = step->counters.steps;
                queue.push_back(c);
            }
        }
        QVERIFY(checked > 5);
    }

    // A*'s reason gives f, g and h; on a perfect maze of unit costs g is the moves from the start
    // and h the Manhattan distance, both worked out here.
    void openSetReasonGivesTheFigures() {
        // A* proper: best-first on the Manhattan h, admissible, so shortest.
        const SolverInfo* found = nullptr;
        for (const SolverInfo* s : solvers())
            if (s->family == SolverFamily::BestFirst && s->heuristic == "h = |dx| + |dy|" &&
                s->shortestOnUnitCosts && !s->inadmissible)
                found = s;
        QVERIFY(found);
        const SolverInfo& astar = *found;
        const Maze maze = testing::make(generators().front()->id, {13, 11}, 9);
        const std::vector<int> moves = movesFromStart(maze);
        const Cell goal = maze.goal();
        auto figures = [&](CellIndex c) {
            const Cell p = maze.cellAt(c);
            const int h = std::abs(p.x - goal.x) + std::abs(p.y - goal.y);
            const int g = moves[std::size_t(c)];
            return "f = " + std::to_string(g + h) + " (g " + std::to_string(g) + ", h " +
                   std::to_string(h) + ")";
        };
        Predictor predictor(maze, astar, {});
        SolveSteps run = astar.start(maze);
        std::vector<CellIndex> open{maze.index(maze.start())};
        int checked = 0;
        while (const SolveStep* step = run.next()) {
            if (predictor.offer(*step)) {
                const std::string reason = predictor.check(step->cell).reason;
                QVERIFY2(reason.find(cellText(maze, step->cell) + " has " + figures(step->cell)) !=
                             std::string::npos,
                         reason.c_str());
                for (CellIndex other : open)
                    if (other != step->cell) {
                        const std::string wrong = predictor.check(other).reason;
                        QVERIFY2(wrong.find(cellText(maze, other)) != std::string::npos,
                                 wrong.c_str());
                        ++checked;
                    }
            }
            std::erase(open, step->cell);
            for (CellIndex c : step->discovered())
                open.push_back(c);
        }
        QVERIFY(checked > 5);
    }

    // With diagonal moves, the open set's reasons give the figures of the solver's own view
    // before the step: f and h as the view has them, g as a cost with two decimals (costText).
    // On an empty room, g is the octile cost from the start and h the octile distance to the
    // goal, worked out here; a wrong guess that is open gets its own figures.
    void diagonalReasonsGiveTheViewsFigures() {
        const Maze room = openField({9, 7}, 1, 0);
        const Maze field = openField({14, 10}, 6, 25);
        int checked = 0;
        int octile = 0;
        int wrongOnes = 0;
        for (const Maze* maze : {&room, &field})
            for (Diagonal rule : {Diagonal::Always, Diagonal::OnlyWhenNoObstacles})
                for (const char* id : {"astar-octile", "dijkstra", "jps"}) {
                    const SolverInfo& solver = solverById(id);
                    QVERIFY(testing::takes(solver, *maze, rule));
                    Predictor predictor(*maze, solver, {}, 1, rule);
                    SolveSteps run = solver.start(*maze, {}, rule);
                    while (const SolveStep* step = run.next()) {
                        if (!predictor.offer(*step))
                            continue;
                        const SearchView* view = predictor.viewBefore();
                        QVERIFY(view);
                        const CellInternals in = view->cell(step->cell);
                        const std::string g = costText({*in.g, in.gDiagonal});
                        const std::string values = view->hasHeuristic()
                                                       ? "f = " + figure(*in.f()) + " (g " + g +
                                                             ", h " + figure(*in.h) + ")"
                                                       : "g = " + g;
                        const std::string reason = predictor.check(step->cell).reason;
                        QVERIFY2(reason.find(cellText(*maze, step->cell) + " has " + values) !=
                                     std::string::npos,
                                 (reason + " / " + values).c_str());
                        ++checked;
                        if (maze == &room && std::string_view(id) == "astar-octile") {
                            const Cell at = maze->cellAt(step->cell);
                            const int sx = std::abs(at.x - maze->start().x);
                            const int sy = std::abs(at.y - maze->start().y);
                            QCOMPARE(g, costText({std::max(sx, sy) - std::min(sx, sy),
                                                  std::min(sx, sy)}));
                            const int gx = std::abs(at.x - maze->goal().x);
                            const int gy = std::abs(at.y - maze->goal().y);
                            QVERIFY(std::abs(*in.h - (std::max(gx, gy) +
                                                      (std::sqrt(2.0) - 1) * std::min(gx, gy))) <
                                    1e-9);
                            octile += in.gDiagonal > 0;
                        }
                        // A wrong guess waiting in the open set with another f: its figures.
                        for (CellIndex other : view->frontier(4)) {
                            const CellInternals o = view->cell(other);
                            if (other == step->cell || !o.f() || !in.f() || *o.f() == *in.f() ||
                                !view->hasHeuristic())
                                continue;
                            const std::string wrong = predictor.check(other).reason;
                            const std::string theirs =
                                cellText(*maze, other) + " has f = " + figure(*o.f()) + " (g " +
                                costText({*o.g, o.gDiagonal}) + ", h " + figure(*o.h) + ")";
                            QVERIFY2(wrong.find(theirs) != std::string::npos, wrong.c_str());
                            ++wrongOnes;
                        }
                    }
                }
        QVERIFY(checked > 40);
        QVERIFY(octile > 3);
        QVERIFY(wrongOnes > 5);
    }

    // With diagonal moves a depth-first step may go diagonally: the reason names the diagonal
    // direction, and a guess the movement does not allow from the top of the stack says so.
    void diagonalDepthFirstReasonsNameTheDiagonal() {
        // A perfect maze: with its straight ways used up, DFS cuts a corner.
        const Maze room = testing::make("recursive-backtracker", {9, 9}, 3);
        const SolverInfo& dfs = solverById("dfs");
        Predictor predictor(room, dfs, {}, 1, Diagonal::Always);
        SolveSteps run = dfs.start(room, {}, Diagonal::Always);
        int diagonal = 0;
        int refused = 0;
        while (const SolveStep* step = run.next()) {
            if (!predictor.offer(*step))
                continue;
            const std::string reason = predictor.check(step->cell).reason;
            for (const char* word : {"south-east", "south-west", "north-west", "north-east"})
                diagonal += reason.find(std::string("to the ") + word + " of") != std::string::npos;
            // A guess no move reaches from the top of the stack.
            const std::vector<CellIndex> top = predictor.viewBefore()->frontier(1);
            if (top.empty())
                continue;
            const Cell p = room.cellAt(top.front());
            const Cell far{p.x >= 2 ? p.x - 2 : p.x + 2, p.y};
            const std::string why = predictor.check(room.index(far)).reason;
            QVERIFY2(why.find(cellText(far) + " is not a cell " + cellText(p) + " may move to") !=
                         std::string::npos,
                     why.c_str());
            ++refused;
        }
        QVERIFY(diagonal > 0);
        QVERIFY(refused > 5);
    }

    // Wrong guesses of walkers, depth-first searches and filling get the rule they broke.
    void wrongGuessesNameTheRuleBroken() {
        const Maze maze = testing::make(generators().front()->id, {9, 9}, 2);
        const CellIndex start = maze.index(maze.start());
        const CellIndex goal = maze.index(maze.goal());
        for (const SolverInfo* info : solvers()) {
            if (!testing::takes(*info, maze))
                continue;
            Predictor predictor(maze, *info, {});
            SolveSteps run = info->start(maze);
            while (const SolveStep* step = run.next()) {
                if (!predictor.offer(*step))
                    continue;
                const std::string reason =
                    predictor.check(goal == step->cell ? start : goal).reason;
                switch (info->family) {
                case SolverFamily::Filling:
                    QVERIFY2(reason.starts_with("The start and the goal are never filled."),
                             reason.c_str());
                    break;
                case SolverFamily::Walker:
                    QVERIFY2(reason.find("is not one") != std::string::npos ||
                                 reason.find(info->nextStepRule) != std::string::npos,
                             reason.c_str());
                    break;
                default:
                    QVERIFY(!reason.empty());
                    break;
                }
                break;
            }
        }
    }

    void badUseIsRefused() {
        const Maze maze = testing::make(generators().front()->id, {5, 5}, 1);
        const SolverInfo* withParams = nullptr;
        for (const SolverInfo* s : solvers())
            if (!s->params.empty())
                withParams = s;
        QVERIFY(withParams);
        const GeneratorInfo* other = nullptr; // parameters under keys the solver does not know
        for (const GeneratorInfo* g : generators())
            if (!g->params.empty())
                other = g;
        QVERIFY(other);
        QVERIFY_THROWS_EXCEPTION(Error, Predictor(maze, *withParams, ParamValues(other->params)));
        Predictor predictor(maze, *solvers().front(), {});
        QVERIFY_THROWS_EXCEPTION(std::logic_error, (void)predictor.check(0));
    }
};

QTEST_APPLESS_MAIN(TestPrediction)
#include "test_prediction.moc"
