// Jump Point Search (core/solvers/jps.cpp; docs/semantics.md, "Jump Point Search"): the cost of
// A* (octile) on the Moving AI maps and on Open Field mazes under the benchmark's rule, and on
// random grids under every diagonal rule it takes; paths of allowed moves; far fewer cells
// expanded than A*; the movements and mazes it refuses, each with its reason; its scanned cells
// and the figure that counts them.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/movement.hpp"
#include "core/movingai.hpp"
#include "core/random.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#include "core/search_view.hpp"
#endif

#include <algorithm>
#include <set>
#include <string>

using namespace mazelab;

namespace {

const std::string kDir = MAZELAB_MOVINGAI_DIR;
constexpr Diagonal kNoCorners = Diagonal::OnlyWhenNoObstacles;
constexpr Diagonal kRules[] = {Diagonal::Always, Diagonal::IfAtMostOneObstacle, kNoCorners};

const SolverInfo& jps() {
    return solverById("jps");
}
const SolverInfo& astar() {
    return solverById("astar-octile");
}

// Whether `path` goes from the maze's start to its goal by moves the rule allows.
bool madeOfAllowedMoves(const Maze& maze, const std::vector<CellIndex>& path, Diagonal rule) {
    if (path.empty() || path.front() != maze.index(maze.start()) ||
        path.back() != maze.index(maze.goal()))
        return false;
    for (std::size_t i = 1; i < path.size(); ++i) {
        const Cell a = maze.cellAt(path[i - 1]);
        const Move m = moveBetween(a, maze.cellAt(path[i]));
        if (m == kMoves || !(allowedMoves(maze, path[i - 1], a, rule) & (1u << m)))
            return false;
    }
    return true;
}

// Empty if JPS's result `jumped` is what A* (octile) finds on `maze` under `rule` (no path, or a
// path of the same exact cost made of allowed moves); else what differs.
QString differenceFromAStar(const Maze& maze, Diagonal rule, const SolveResult& jumped) {
    const SolveResult best = solveMaze(astar(), maze, {}, rule);
    if (jumped.stats.found != best.stats.found)
        return QStringLiteral("found %1, A* found %2")
            .arg(jumped.stats.found)
            .arg(best.stats.found);
    if (!jumped.stats.found)
        return {};
    if (!(jumped.stats.cost() == best.stats.cost()))
        return QStringLiteral("cost %1, A* %2")
            .arg(QString::fromStdString(costText(jumped.stats.cost())),
                 QString::fromStdString(costText(best.stats.cost())));
    if (!madeOfAllowedMoves(maze, jumped.path, rule))
        return QStringLiteral("a move the rule does not allow");
    if (!(pathCostOf(maze, jumped.path) == jumped.stats.cost()) ||
        jumped.stats.pathLength != std::int64_t(jumped.path.size()) - 1)
        return QStringLiteral("a path whose cost or length is not the one reported");
    return {};
}

// The same under each diagonal rule: empty, or the first rule's id and what differs.
QString differenceUnderEveryRule(const Maze& maze) {
    for (const Diagonal rule : kRules)
        if (const QString difference =
                differenceFromAStar(maze, rule, solveMaze(jps(), maze, {}, rule));
            !difference.isEmpty())
            return QString::fromUtf8(diagonalId(rule).data()) + QStringLiteral(": ") + difference;
    return {};
}

QString where(const BenchmarkProblem& p) {
    return QStringLiteral("%1 line %2: ").arg(QString::fromStdString(p.map)).arg(p.line);
}

// Calls visit(maze, problem, k) for every `every`-th problem of a map of resources/movingai (k
// its place in the file, from 0), the maze being the map with the problem's start and goal; a
// problem whose start is its goal is left out (Maze::setEndpoints refuses it, and there is
// nothing to search).
template <typename Visit>
void forEachProblem(const QString& map, int every, Visit&& visit) {
    const std::string path = kDir + "/" + map.toStdString() + ".map";
    const Maze board = loadMazeFile(path).maze;
    const auto problems = loadMovingAiScenarios(path + ".scen", &board, path);
    for (std::size_t k = 0; k < problems.size(); k += std::size_t(every)) {
        if (problems[k].start == problems[k].goal)
            continue;
        Maze maze = board;
        maze.setEndpoints(problems[k].start, problems[k].goal);
        visit(maze, problems[k], k);
    }
}

// An Open Field maze: a room without walls, its obstacles masked off.
Maze openField(Size size, std::uint64_t seed, double obstacles) {
    const GeneratorInfo& info = generatorById("open-field");
    ParamValues values(info.params);
    values.set(info.params, "obstacles", obstacles);
    return generateMaze({&info, size, seed, values});
}

// A grid of `size` without walls, each cell but the start and goal blocked (masked off) with
// probability `percent`.
Maze randomGrid(Random& random, Size size, int percent) {
    Maze maze(size);
    maze.openAll();
    const Cell start{int(random.below(std::uint64_t(size.width))),
                     int(random.below(std::uint64_t(size.height)))};
    Cell goal = start;
    while (goal == start)
        goal = {int(random.below(std::uint64_t(size.width))),
                int(random.below(std::uint64_t(size.height)))};
    maze.setEndpoints(start, goal);
    for (CellIndex i = 0; i < maze.cellCount(); ++i)
        if (maze.cellAt(i) != start && maze.cellAt(i) != goal &&
            random.below(100) < std::uint64_t(percent))
            maze.setActive(i, false);
    return maze;
}

std::string refusal(const Maze& maze, Diagonal rule) {
    try {
        (void)jps().start(maze, {}, rule);
    } catch (const Error& e) {
        return e.what();
    }
    return "(started)";
}

} // namespace

class TestJps : public QObject {
    Q_OBJECT

private slots:
    // Under the benchmark's rule, JPS's path costs the published optimum, exactly what A*
    // (octile)'s does: on every problem of the two arenas, every 10th of three maps and every
    // 30th of the two mazes (12,120 and 8,010 problems; JPS scans their corridors cell by cell,
    // 7 ms a problem, and the suite also runs under the sanitizers), every length bucket of
    // each scenario file included. A* runs beside it on every problem of the arenas and every
    // 10th of the three maps, but on the two mazes, where it searches most of the map (a
    // problem takes it 10 to 40 ms), on every 90th.
    void movingAiCostsAreAStars_data() {
        QTest::addColumn<QString>("map");
        QTest::addColumn<int>("every");
        QTest::addColumn<int>("astarEvery");
        QTest::newRow("arena") << QStringLiteral("arena") << 1 << 1;
        QTest::newRow("arena2") << QStringLiteral("arena2") << 1 << 1;
        for (const char* map : {"8room_000", "random512-10-0", "Berlin_0_512"})
            QTest::newRow(map) << QString::fromLatin1(map) << 10 << 10;
        for (const char* map : {"maze512-32-9", "maze512-1-0"})
            QTest::newRow(map) << QString::fromLatin1(map) << 30 << 90;
    }
    void movingAiCostsAreAStars() {
        QFETCH(QString, map);
        QFETCH(int, every);
        QFETCH(int, astarEvery);
        int checked = 0;
        int compared = 0;
        QString failure;
        forEachProblem(map, every, [&](const Maze& maze, const BenchmarkProblem& p, std::size_t k) {
            QString difference;
            const SolveResult r = solveMaze(jps(), maze, {}, kNoCorners);
            if (k % std::size_t(astarEvery) == 0) {
                difference = differenceFromAStar(maze, kNoCorners, r);
                ++compared;
            }
            const double cost = r.stats.cost().value();
            if (difference.isEmpty() && !madeOfAllowedMoves(maze, r.path, kNoCorners))
                difference = QStringLiteral("a move the rule does not allow");
            if (difference.isEmpty() && std::abs(cost - p.optimalLength) >= 1e-4)
                difference = QStringLiteral("cost %1, the optimum %2")
                                 .arg(cost, 0, 'f', 6)
                                 .arg(p.optimalLength, 0, 'f', 6);
            if (failure.isEmpty() && !difference.isEmpty())
                failure = where(p) + difference;
            ++checked;
        });
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
        QVERIFY(checked >= 13 && compared >= 13);
    }

    // Open Field mazes, of several sizes, seeds and shares of obstacles, under every rule.
    void openFieldCostsAreAStars() {
        const Size sizes[] = {{31, 21}, {64, 40}, {130, 70}};
        for (const Size size : sizes)
            for (std::uint64_t seed = 1; seed <= 4; ++seed)
                for (const double obstacles : {10.0, 30.0, 55.0}) {
                    const QString difference =
                        differenceUnderEveryRule(openField(size, seed, obstacles));
                    QVERIFY2(difference.isEmpty(),
                             qPrintable(QStringLiteral("%1 seed %2, %3%, %4")
                                            .arg(QString::fromStdString(toString(size)))
                                            .arg(seed)
                                            .arg(obstacles)
                                            .arg(difference)));
                }
    }

    // Random grids, 0 to 45% blocked, with sides about a word of bits (63, 64, 65, 128, 129:
    // where a straight jump crosses from one 64-cell word to the next), under every rule.
    void randomGridCostsAreAStars() {
        Random random(2011);
        const int sides[] = {2, 3, 7, 63, 64, 65, 128, 129};
        int found = 0;
        for (int round = 0; round < 400; ++round) {
            const Size size{sides[random.below(std::size(sides))],
                            sides[random.below(std::size(sides))]};
            const int percent = int(random.below(46));
            const Maze maze = randomGrid(random, size, percent);
            const QString difference = differenceUnderEveryRule(maze);
            QVERIFY2(difference.isEmpty(),
                     qPrintable(QStringLiteral("round %1, %2, %3%, %4")
                                    .arg(round)
                                    .arg(QString::fromStdString(toString(size)))
                                    .arg(percent)
                                    .arg(difference)));
            for (const Diagonal rule : kRules)
                found += solveMaze(jps(), maze, {}, rule).stats.found;
        }
        QVERIFY(found > 600); // most of them have a path: the comparison is not vacuous
    }

    // The point of it: on the rooms of 8room_000 JPS expands about a tenth of A*'s cells, on the
    // scattered obstacles of random512-10-0 (where jumps stop often) less than half. Measured
    // on every 10th problem: 9.6 and 2.4 times fewer.
    void expandsFarFewerThanAStar_data() {
        QTest::addColumn<QString>("map");
        QTest::addColumn<double>("ratio");
        QTest::newRow("8room_000") << QStringLiteral("8room_000") << 8.0;
        QTest::newRow("random512-10-0") << QStringLiteral("random512-10-0") << 2.0;
    }
    void expandsFarFewerThanAStar() {
        QFETCH(QString, map);
        QFETCH(double, ratio);
        std::int64_t expanded[2] = {0, 0}; // A*, JPS
        forEachProblem(map, 10, [&](const Maze& maze, const BenchmarkProblem&, std::size_t) {
            expanded[0] += solveMaze(astar(), maze, {}, kNoCorners).stats.expanded;
            expanded[1] += solveMaze(jps(), maze, {}, kNoCorners).stats.expanded;
        });
        QVERIFY2(double(expanded[0]) >= ratio * double(expanded[1]),
                 qPrintable(QStringLiteral("A* %1, JPS %2").arg(expanded[0]).arg(expanded[1])));
    }

    // What it refuses, each with its reason and never run another way: four directions (it has
    // no four-direction search at all), weighted cells, walls between two open cells.
    void refusesWhatItCannotSearch() {
        const SolverInfo& s = jps();
        const Maze field = openField({20, 12}, 3, 20);
        QVERIFY(!s.supports(Diagonal::Never));
        QVERIFY(s.create == nullptr);
        QCOMPARE(refusal(field, Diagonal::Never), s.movementError(Diagonal::Never));
        QVERIFY(s.movementError(Diagonal::Never)
                    .starts_with("Jump Point Search does not take four-direction movement: "));
        for (const Diagonal rule : kRules)
            QVERIFY(s.supports(rule) && s.movementError(rule).empty());
        QVERIFY(s.mazeProblem(field).empty());

        Maze weighted = field;
        weighted.setCost(weighted.index(weighted.goal()), 3);
        const std::string heavy = s.mazeProblem(weighted);
        QCOMPARE(heavy, std::string("Jump Point Search does not take this maze: it needs every "
                                    "cell to cost 1, since it jumps over cells without adding "
                                    "their costs, and this maze has weighted cells"));
        QCOMPARE(refusal(weighted, kNoCorners), heavy);

        Maze walled(Size{20, 12}); // a room without walls but one
        walled.openAll();
        QVERIFY(s.mazeProblem(walled).empty());
        walled.setPassage(walled.index({1, 0}), Dir::East, false);
        const std::string wall = s.mazeProblem(walled);
        QCOMPARE(wall, std::string("Jump Point Search does not take this maze: the wall between "
                                   "(1,0) and (2,0) stands between two open cells, and it prunes "
                                   "moves by blocked cells alone, so it needs a grid map with no "
                                   "walls (a Moving AI map, an Open Field maze)"));
        QCOMPARE(refusal(walled, Diagonal::Always), wall);
        // A maze of passages is full of such walls.
        GenerateRequest request{&generatorById("recursive-backtracker"), {9, 9}, 1};
        QVERIFY(s.mazeProblem(generateMaze(request)).find("the wall between") != std::string::npos);
    }

    // What JPS derives from a maze's cells alone (its map bits, whether it takes the maze) is
    // kept between searches of the same cells (Maze::revision). An edited maze is searched as
    // edited: with a cell of the path masked off, the path goes round it, at A*'s cost; a copy
    // made before keeps the cells it had; with the cell back and open, the first path comes back.
    void anEditedMazeIsSearchedAsEdited() {
        Maze maze(Size{30, 20});
        maze.openAll();
        maze.setEndpoints({0, 10}, {29, 10});
        const std::uint64_t revision = maze.revision();
        QCOMPARE(maze.revision(), revision);
        const SolveResult first = solveMaze(jps(), maze, {}, kNoCorners);
        QVERIFY(first.stats.found);
        QCOMPARE(first.stats.cost().value(), 29.0);
        const Maze before = maze;
        QCOMPARE(before.revision(), revision); // the same cells
        const CellIndex blocked = first.path[first.path.size() / 2];
        maze.setActive(blocked, false);
        QVERIFY(maze.revision() != revision);
        const SolveResult second = solveMaze(jps(), maze, {}, kNoCorners);
        QVERIFY(second.stats.found);
        QVERIFY(std::find(second.path.begin(), second.path.end(), blocked) == second.path.end());
        QVERIFY(madeOfAllowedMoves(maze, second.path, kNoCorners));
        QCOMPARE(second.stats.cost(), solveMaze(astar(), maze, {}, kNoCorners).stats.cost());
        QVERIFY(second.stats.cost().value() > 29.0);
        QCOMPARE(solveMaze(jps(), before, {}, kNoCorners).path, first.path);
        maze.setActive(blocked, true); // back on, with its walls closed: JPS refuses them
        QVERIFY(!jps().mazeProblem(maze).empty());
        maze.openAll();
        QCOMPARE(solveMaze(jps(), maze, {}, kNoCorners).path, first.path);
        // A wall the cache has not seen is refused at once, and taken out again, accepted.
        maze.setPassage(maze.index({5, 5}), Dir::South, false);
        QVERIFY(jps().mazeProblem(maze).find("the wall between (5,5) and (5,6)") !=
                std::string::npos);
        maze.carve(maze.index({5, 5}), Dir::South);
        QVERIFY(jps().mazeProblem(maze).empty());
    }

    // Each step expands one jump point; its scanned cells are open cells of the maze, passed
    // over once, never the jump point expanded nor one it added; the figure "Cells scanned" is
    // their total, and searched counts the start and the jump points added.
    void scannedCellsAndTheirFigure() {
        QCOMPARE(jps().extraFigures.size(), std::size_t(1));
        QCOMPARE(jps().extraFigures[0], kScannedFigure);
        const Maze mazes[] = {openField({64, 40}, 5, 25), openField({31, 21}, 2, 50),
                              openField({129, 65}, 7, 10)};
        for (const Maze& maze : mazes)
            for (const Diagonal rule : kRules) {
                std::int64_t scanned = 0;
                std::int64_t added = 1;
                std::int64_t expansions = 0;
                SolveCounters last;
                for (const SolveStep& step : jps().start(maze, {}, rule)) {
                    last = step.counters;
                    if (step.isLast()) {
                        QVERIFY(step.scanned.empty());
                        QCOMPARE(step.kind, SolveStep::Kind::Found);
                        break;
                    }
                    QCOMPARE(step.kind, SolveStep::Kind::Expand);
                    ++expansions;
                    const std::span<const CellIndex> found = step.discovered();
                    std::set<CellIndex> seen;
                    for (const CellIndex c : step.scanned) {
                        QVERIFY(c >= 0 && c < maze.cellCount() && maze.isActive(c));
                        QVERIFY(c != step.cell);
                        QVERIFY(std::find(found.begin(), found.end(), c) == found.end());
                        QVERIFY(seen.insert(c).second);
                    }
                    scanned += std::int64_t(step.scanned.size());
                    added += std::int64_t(found.size());
                    QCOMPARE(step.counters.extra[0], scanned);
                    QCOMPARE(step.counters.searched, added);
                }
                QVERIFY(scanned > 0);
                QCOMPARE(last.extra[0], scanned);
                QCOMPARE(last.expanded, expansions + 1); // the goal, taken by the last step
                QCOMPARE(solveMaze(jps(), maze, {}, rule).stats.extra[0], scanned);
            }
    }

    // Its view is A*'s over jump points: the best open jump point is the one the next step
    // takes, the frontier's size is the counter, and a jump point taken has g, h, f = g + h and a
    // move back. Its g is the cost of a real path, so never below A* (octile)'s cost to it, and
    // may be above it (the cheapest paths to a cell may be pruned ones); the goal's is the least.
    void theViewShowsTheOpenJumpPointsInOrder() {
        const Maze maze = openField({64, 40}, 5, 25);
        std::vector<CellIndex> next;
        int steps = 0;
        int above = 0; // jump points taken with a g above their least cost
        for (const SolveStep& step : jps().start(maze, {}, kNoCorners)) {
            ++steps;
            QVERIFY(step.view != nullptr);
            const SearchView& view = *step.view;
            if (!next.empty())
                QCOMPARE(step.cell, next.front());
            QCOMPARE(std::int64_t(view.frontierSize()), step.counters.frontier);
            QVERIFY(view.hasHeuristic());
            const CellInternals in = view.cell(step.cell);
            QVERIFY(in.seen && in.closed && in.g && in.h && in.f());
            QCOMPARE(*in.f(), *in.gValue() + *in.h);
            if (step.cell != maze.index(maze.start())) {
                QVERIFY(in.cameFromMove.has_value());
                Maze toIt = maze;
                toIt.setEndpoints(maze.start(), maze.cellAt(step.cell));
                const PathCost least = solveMaze(astar(), toIt, {}, kNoCorners).stats.cost();
                QVERIFY(*in.gValue() >= least.value() - 1e-9);
                if (step.isLast()) {
                    QCOMPARE(*in.g, least.straight);
                    QCOMPARE(in.gDiagonal, least.diagonal);
                }
                above += *in.gValue() > least.value() + 1e-9;
            }
            next = view.frontier(1);
        }
        QVERIFY(steps > 10);
        QVERIFY(above > 0); // this field shows it
    }

    // A straight corridor: the start's jump east runs to the goal, passing over every cell
    // between; the goal is the one jump point added, and the path fills the cells back in.
    void aJumpPassesOverACorridor() {
        Maze maze(Size{12, 3});
        maze.openAll();
        maze.setEndpoints({0, 1}, {11, 1});
        for (int x = 0; x < 12; ++x) {
            maze.setActive(maze.index({x, 0}), false);
            maze.setActive(maze.index({x, 2}), false);
        }
        std::vector<SolveStep> steps;
        std::vector<CellIndex> firstScanned;
        for (const SolveStep& step : jps().start(maze, {}, kNoCorners)) {
            if (steps.empty())
                firstScanned.assign(step.scanned.begin(), step.scanned.end());
            steps.push_back(step);
        }
        QCOMPARE(steps.size(), std::size_t(2));
        QCOMPARE(steps[0].cell, maze.index({0, 1}));
        QCOMPARE(steps[0].discoveredCount, std::uint8_t(1));
        QCOMPARE(steps[0].discoveredCells[0], maze.index({11, 1}));
        std::vector<CellIndex> between;
        for (int x = 1; x < 11; ++x)
            between.push_back(maze.index({x, 1}));
        QCOMPARE(firstScanned, between);
        const SolveResult r = solveMaze(jps(), maze, {}, kNoCorners);
        QCOMPARE(r.stats.pathLength, std::int64_t(11));
        QCOMPARE(r.stats.expanded, std::int64_t(2));
        QCOMPARE(r.stats.searched, std::int64_t(2));
        QCOMPARE(r.stats.extra[0], std::int64_t(10));
    }
};

QTEST_GUILESS_MAIN(TestJps)
#include "test_jps.moc"
