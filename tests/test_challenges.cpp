// The build-a-maze challenges (core/learn/challenges.hpp, docs/semantics.md "Challenges"): every
// registered challenge fails on its own starting maze and passes on its stored solution
// (tests/data/challenges/<id>.maze), every part says what it measured, a maze with the goal
// walled in fails with a part saying so, and the figures are those of the real solvers.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/learn/challenge_checks.hpp"
#include "core/learn/challenges.hpp"
#include "core/metrics.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#include "support.hpp"
#endif

#include <QRegularExpression>

#include <set>

using namespace mazelab;
using namespace mazelab::learn;

namespace {

QString qs(std::string_view text) {
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

const Challenge& challengeOf(const QString& id) {
    const Challenge* challenge = findChallenge(id.toStdString());
    if (!challenge)
        qFatal("no challenge '%s'", qPrintable(id));
    return *challenge;
}

MazeDocument storedSolution(const QString& id) {
    return loadMazeFile(
        QStringLiteral(MAZELAB_TEST_DATA "/challenges/%1.maze").arg(id).toStdString());
}

// The part's text, what it measured: a figure in it, and no placeholder.
bool carriesFigures(const ChallengePart& part) {
    const QString text = QString::fromStdString(part.text);
    return !text.trimmed().isEmpty() && text.contains(QRegularExpression(QStringLiteral("\\d"))) &&
           !text.contains(QLatin1String("nan")) && !text.contains(QLatin1String("-1"));
}

QString partsText(const ChallengeCheck& check) {
    QStringList lines;
    for (const ChallengePart& part : check.parts)
        lines << (part.holds ? QStringLiteral("[holds] ") : QStringLiteral("[fails] ")) +
                     QString::fromStdString(part.text);
    return lines.join(QLatin1Char('\n'));
}

// "6.00": hundredths rounded down, worked out here rather than by the check.
QString hundredths(std::int64_t num, std::int64_t den) {
    const std::int64_t h = num * 100 / den;
    return QStringLiteral("%1.%2").arg(h / 100).arg(h % 100, 2, 10, QLatin1Char('0'));
}

ChallengeCheck checkOf(const QString& id, const Maze& maze) {
    return challengeOf(id).check(maze);
}

// `maze` with only the passages of a breadth-first tree from the start kept: every cell the
// start reaches stays joined to it, and no loop is left. Set through the model, slot by slot.
Maze breadthFirstTree(const Maze& maze) {
    Maze tree = maze;
    for (CellIndex c = 0; c < tree.cellCount(); ++c)
        for (Slot s = 0; s < tree.slotCount(c); ++s)
            if (tree.slotNeighbour(c, s) >= 0)
                tree.setSlot(c, s, false);
    std::vector<bool> seen(std::size_t(maze.cellCount()), false);
    std::vector<CellIndex> queue{maze.index(maze.start())};
    seen[std::size_t(queue[0])] = true;
    for (std::size_t next = 0; next < queue.size(); ++next) {
        const CellIndex c = queue[next];
        for (Slot s = 0; s < maze.slotCount(c); ++s) {
            const CellIndex n = maze.slotNeighbour(c, s);
            if (n >= 0 && (maze.openSlots(c) >> s & 1) && !seen[std::size_t(n)]) {
                seen[std::size_t(n)] = true;
                tree.setSlot(c, s, true);
                queue.push_back(n);
            }
        }
    }
    return tree;
}

} // namespace

class TestChallenges : public QObject {
    Q_OBJECT

private slots:
    void catalogue() {
        QVERIFY(challenges().size() >= 8);
        std::set<std::string_view> ids;
        for (const Challenge& c : challenges()) {
            QVERIFY2(ids.insert(c.id).second, c.id.data());
            QVERIFY(
                qs(c.id).contains(QRegularExpression(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"))));
            QVERIFY(!c.title.empty());
            QVERIFY(!c.task.empty());
            QVERIFY(!c.hint.empty());
            QVERIFY(c.check != nullptr);
            QCOMPARE(findChallenge(c.id), &c);
            // Small enough to edit by hand; rings only for polar cells.
            QVERIFY(c.start.size.width <= 25 && c.start.size.height <= 25);
            QCOMPARE(c.start.rings != 0, c.start.cells == ShapeKind::Polar);
            QVERIFY(c.start.rings <= 8);
        }
        QCOMPARE(findChallenge("no-such-challenge"), nullptr);
    }

    void startingMazeFails_data() { challengeRows(); }
    void startingMazeFails() {
        QFETCH(QString, id);
        const Challenge& challenge = challengeOf(id);
        const MazeDocument start = startingDocument(challenge);
        QVERIFY(start.provenance.has_value());
        // The cells it states: a polar maze by its rings, the others by their size.
        QVERIFY(start.maze.shapeKind() == challenge.start.cells);
        if (challenge.start.cells == ShapeKind::Polar)
            QCOMPARE(start.maze.shape().ringCount(), challenge.start.rings);
        else
            QVERIFY(start.maze.size() == challenge.start.size);
        QCOMPARE(QString::fromStdString(start.provenance->generator),
                 qs(challenge.start.generator));
        QCOMPARE(start.provenance->seed, challenge.start.seed);
        const ChallengeCheck check = challenge.check(start.maze);
        QVERIFY2(!check.passed(), qPrintable(partsText(check)));
        QVERIFY(!check.parts.empty());
        QVERIFY(std::any_of(check.parts.begin(), check.parts.end(),
                            [](const ChallengePart& p) { return !p.holds; }));
        for (const ChallengePart& part : check.parts)
            QVERIFY2(carriesFigures(part), part.text.c_str());
        // Same seed, same maze.
        QVERIFY(startingDocument(challenge).maze == start.maze);
    }

    void storedSolutionPasses_data() { challengeRows(); }
    void storedSolutionPasses() {
        QFETCH(QString, id);
        const MazeDocument solution = storedSolution(id);
        const MazeDocument start = startingDocument(challengeOf(id));
        // Made from the starting maze: its size and provenance.
        QVERIFY(solution.maze.shape() == start.maze.shape());
        QVERIFY(solution.provenance == start.provenance);
        QVERIFY(!(solution.maze == start.maze));
        const ChallengeCheck check = checkOf(id, solution.maze);
        QVERIFY2(check.passed(), qPrintable(partsText(check)));
        for (const ChallengePart& part : check.parts) {
            QVERIFY2(part.holds, part.text.c_str());
            QVERIFY2(carriesFigures(part), part.text.c_str());
        }
    }

    // The goal walled in on every side: no solver reaches it; the check fails with a part saying
    // so (in the solver's words, or the maze's), and throws nothing.
    void walledInGoalFails_data() { challengeRows(); }
    void walledInGoalFails() {
        QFETCH(QString, id);
        Maze maze = storedSolution(id).maze;
        const CellIndex goal = maze.index(maze.goal());
        for (Slot s = 0; s < maze.slotCount(goal); ++s) // a square cell's slots are its Dirs
            if (maze.slotNeighbour(goal, s) >= 0)
                maze.setSlot(goal, s, false);
        const ChallengeCheck check = checkOf(id, maze);
        QVERIFY2(!check.passed(), qPrintable(partsText(check)));
        const QString text = partsText(check);
        QVERIFY2(text.contains(QLatin1String("[fails] ")), qPrintable(text));
        // Jump Point Search refuses the walls before anything runs, and says so.
        QVERIFY2(text.contains(QLatin1String(": no path (")) ||
                     (text.contains(QLatin1String("cannot be reached from the start")) &&
                      text.contains(QLatin1String("walls separate the start from the goal"))) ||
                     (id == QLatin1String("jps-tenth") &&
                      text.contains(QLatin1String("does not take this maze: the wall between"))),
                 qPrintable(text));
    }

    // Any maze that loads: masked, weighted, braided, a 2x2 one, a start with no open side. The
    // check throws nothing and says something about every part.
    void anyMazeGetsAnAnswer_data() { challengeRows(); }
    void anyMazeGetsAnAnswer() {
        QFETCH(QString, id);
        std::vector<Maze> mazes;
        GenerateRequest masked{&generatorById("kruskal"), {12, 9}, 5};
        masked.mask = testing::testMask("islands", masked.size);
        mazes.push_back(generateMaze(masked));
        GenerateRequest weighted{&generatorById("recursive-backtracker"), {10, 10}, 2};
        weighted.shaping.braid = 100;
        weighted.shaping.terrain = {40, 50, 9};
        mazes.push_back(generateMaze(weighted));
        mazes.push_back(testing::make("binary-tree", {2, 2}, 1));
        Maze shut = testing::make("prim-true", {6, 5}, 3);
        shut.setEndpoints({2, 2}, {0, 4});
        for (Dir d : kDirs)
            if (shut.insideDirs(shut.start()) & bit(d))
                shut.addWall(shut.index(shut.start()), d);
        mazes.push_back(shut);
        for (const Maze& maze : mazes) {
            const ChallengeCheck check = checkOf(id, maze);
            QVERIFY(!check.parts.empty());
            for (const ChallengePart& part : check.parts)
                QVERIFY2(carriesFigures(part), part.text.c_str());
        }
        // The islands mask keeps the goal from the start; the shut start reaches nothing.
        QVERIFY(!checkOf(id, mazes[0]).passed());
        QVERIFY(!checkOf(id, mazes[3]).passed());
    }

    // DFS's ratio with the figures of solveMaze and of a breadth-first distance.
    void dfsRatioFigures() {
        const Maze maze = storedSolution(QStringLiteral("dfs-long-way")).maze;
        const SolverInfo& dfs = solverById("dfs");
        const SolveResult run = solveMaze(dfs, maze);
        QVERIFY(run.stats.found);
        const std::int64_t shortest = testing::leastToGoal(maze, DistanceMetric::Moves);
        const ChallengeCheck check = checkOf(QStringLiteral("dfs-long-way"), maze);
        QCOMPARE(check.parts.size(), std::size_t(1));
        QCOMPARE(
            QString::fromStdString(check.parts[0].text),
            QStringLiteral("%1: %2 moves, the shortest %3: %4 times as long (needs at least 3)")
                .arg(qs(dfs.name))
                .arg(run.stats.pathLength)
                .arg(shortest)
                .arg(hundredths(run.stats.pathLength, shortest)));
        QVERIFY(run.stats.pathLength >= 3 * shortest);
    }

    // A* and BFS: the searched counts and shares of solveMaze.
    void searchedShareFigures() {
        const Maze maze = storedSolution(QStringLiteral("astar-focus")).maze;
        const ChallengeCheck check = checkOf(QStringLiteral("astar-focus"), maze);
        QCOMPARE(check.parts.size(), std::size_t(2));
        int part = 0;
        for (const char* id : {"astar-manhattan", "bfs"}) {
            const SolverInfo& info = solverById(id);
            const SolveStats stats = solveMaze(info, maze).stats;
            QVERIFY(QString::fromStdString(check.parts[std::size_t(part++)].text)
                        .startsWith(QStringLiteral("%1 searched %2 of %3 cells: ")
                                        .arg(qs(info.name))
                                        .arg(stats.searched)
                                        .arg(maze.activeCellCount())));
        }
        QVERIFY(solveMaze(solverById("astar-manhattan"), maze).stats.percentSearched < 20);
        QVERIFY(solveMaze(solverById("bfs"), maze).stats.percentSearched > 80);
    }

    // Dead-end filling: the cells filled are its Fill steps, counted here.
    void filledCellsFigures() {
        const Maze maze = storedSolution(QStringLiteral("dead-end-loops")).maze;
        const SolverInfo& info = solverById("dead-end-filling");
        std::int64_t filled = 0;
        std::size_t pathCells = 0;
        SolveSteps steps = info.start(maze);
        while (const SolveStep* step = steps.next()) {
            filled += step->kind == SolveStep::Kind::Fill;
            pathCells = step->path.size();
        }
        const std::int64_t offPath = maze.activeCellCount() - filled - std::int64_t(pathCells);
        const QString text =
            QString::fromStdString(checkOf(QStringLiteral("dead-end-loops"), maze).parts[0].text);
        QVERIFY2(text.contains(QStringLiteral("filled %1 of %2 cells and left %3: %4 of them")
                                   .arg(filled)
                                   .arg(maze.activeCellCount())
                                   .arg(maze.activeCellCount() - filled)
                                   .arg(offPath)),
                 qPrintable(text));
        QVERIFY(offPath >= kLoopCellsLeft);
    }

    // The wall follower is checked with every hand, each in a part of its own.
    void everyHand() {
        const Maze maze = storedSolution(QStringLiteral("wall-follower-island")).maze;
        const ChallengeCheck check = checkOf(QStringLiteral("wall-follower-island"), maze);
        const SolverInfo& follower = solverById("wall-follower");
        std::size_t choices = 1;
        for (const ParamSpec& spec : follower.params)
            choices *= std::max<std::size_t>(1, spec.choices.size());
        QVERIFY(choices >= 2);
        QCOMPARE(check.parts.size(), 1 + choices);
        for (const ParamSpec& spec : follower.params)
            for (std::string_view choice : spec.choices)
                QVERIFY2(partsText(check).contains(
                             QStringLiteral("%1=%2").arg(qs(spec.key), qs(choice))),
                         qPrintable(partsText(check)));
        // The first part: the goal is reachable, with its distance.
        QVERIFY(QString::fromStdString(check.parts[0].text)
                    .endsWith(QStringLiteral(" can be reached: %1 moves from the start (0,0)")
                                  .arg(testing::leastToGoal(maze, DistanceMetric::Moves))));
    }

    // JPS against A* (octile) under the benchmark's rule: the figures are solveMaze's expanded
    // counts under that rule; the starting maze is one JPS takes and fails; edits that make the
    // maze one JPS refuses (a wall between open cells, a cost) fail with the reason, and walling
    // the goal in with blocked cells fails with the solvers' own words.
    void jpsTenthFigures() {
        const QString id = QStringLiteral("jps-tenth");
        const SolverInfo& jps = solverById("jps");
        const SolverInfo& astar = solverById("astar-octile");
        QCOMPARE(kJpsRule, Diagonal::OnlyWhenNoObstacles);
        auto expanded = [](const SolverInfo& s, const Maze& maze) {
            return solveMaze(s, maze, {}, kJpsRule).stats.expanded;
        };
        const Maze start = startingDocument(challengeOf(id)).maze;
        QVERIFY(jps.mazeProblem(start).empty());
        const Maze solution = storedSolution(id).maze;
        for (const Maze* maze : {&start, &solution}) {
            const std::int64_t mine = expanded(jps, *maze);
            const std::int64_t theirs = expanded(astar, *maze);
            const ChallengeCheck check = checkOf(id, *maze);
            QCOMPARE(check.parts.size(), std::size_t(2));
            QCOMPARE(QString::fromStdString(check.parts[0].text),
                     QStringLiteral("%1 expanded %2 cells, %3 %4, both only-when-no-obstacles: "
                                    "%5% as many (needs under 10%)")
                         .arg(qs(jps.name))
                         .arg(mine)
                         .arg(qs(astar.name))
                         .arg(theirs)
                         .arg(hundredths(mine * 100, theirs)));
            QCOMPARE(check.parts[0].holds, mine * 10 < theirs);
            const PathCost cost = solveMaze(jps, *maze, {}, kJpsRule).stats.cost();
            QVERIFY(cost == solveMaze(astar, *maze, {}, kJpsRule).stats.cost());
            QVERIFY2(QString::fromStdString(check.parts[1].text)
                         .contains(QStringLiteral("costs %1").arg(qs(costText(cost)))),
                     check.parts[1].text.c_str());
        }
        QVERIFY(!checkOf(id, start).passed());
        QVERIFY(checkOf(id, solution).passed());
        QVERIFY(expanded(jps, solution) * 10 < expanded(astar, solution));

        // A wall between two open cells: refused, with the wall.
        Maze walled = solution;
        const CellIndex goal = walled.index(walled.goal());
        QVERIFY(walled.isOpen(goal, Dir::West));
        walled.addWall(goal, Dir::West);
        const ChallengeCheck refused = checkOf(id, walled);
        QCOMPARE(refused.parts.size(), std::size_t(1));
        QVERIFY(!refused.passed());
        QVERIFY2(
            QString::fromStdString(refused.parts[0].text)
                .startsWith(QStringLiteral("%1 does not take this maze: the wall between %2 and %3")
                                .arg(qs(jps.name))
                                .arg(qs(cellText({walled.goal().x - 1, walled.goal().y})))
                                .arg(qs(cellText(walled.goal())))),
            refused.parts[0].text.c_str());
        // A cost: refused, with the number of weighted cells.
        Maze weighted = solution;
        weighted.setCost(weighted.index({5, 0}), 3);
        weighted.setCost(weighted.index({6, 0}), 2);
        const ChallengeCheck dear = checkOf(id, weighted);
        QVERIFY(!dear.passed());
        QVERIFY2(QString::fromStdString(dear.parts[0].text)
                     .contains(QStringLiteral("(2 cells of %1 cost more than 1)")
                                   .arg(weighted.activeCellCount())),
                 dear.parts[0].text.c_str());
        // The goal shut in by blocked cells: JPS takes the map, and finds no path.
        Maze shut = solution;
        const Cell g = shut.goal();
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx) {
                const Cell c{g.x + dx, g.y + dy};
                if ((dx != 0 || dy != 0) && c.x >= 0 && c.y >= 0 && c.x < shut.width() &&
                    c.y < shut.height())
                    shut.setActive(shut.index(c), false);
            }
        QVERIFY(jps.mazeProblem(shut).empty());
        const QString shutText = partsText(checkOf(id, shut));
        QVERIFY2(!checkOf(id, shut).passed() && shutText.contains(QLatin1String(": no path (")),
                 qPrintable(shutText));
    }

    // The polar challenge: its starting maze is a braided polar maze whose loops the check counts
    // as measureMaze does; closing one wall on each loop (a breadth-first tree, set through the
    // model) passes; closing a wall of the tree cuts cells off and fails; opening one more wall
    // makes a loop and fails.
    void polarTreeFigures() {
        const QString id = QStringLiteral("polar-tree");
        const Challenge& challenge = challengeOf(id);
        QCOMPARE(challenge.start.rings, kPolarTreeRings);
        const Maze start = startingDocument(challenge).maze;
        QVERIFY(start.shapeKind() == ShapeKind::Polar);
        QCOMPARE(start.shape().ringCount(), kPolarTreeRings);
        QVERIFY(start.start() == (Cell{0, 0}));        // the centre
        QCOMPARE(start.goal().y, kPolarTreeRings - 1); // on the outer ring
        const MazeMetrics loopy = measureMaze(start);
        QVERIFY(loopy.loops > 0);
        const ChallengeCheck failing = checkOf(id, start);
        QCOMPARE(failing.parts.size(), std::size_t(3));
        QVERIFY(failing.parts[0].holds && failing.parts[1].holds && !failing.parts[2].holds);
        QCOMPARE(QString::fromStdString(failing.parts[2].text),
                 QStringLiteral("%1 passages between %2 cells, in 1 piece: %3 loops (a tree has "
                                "%4 passages and no loop)")
                     .arg(loopy.passages)
                     .arg(start.cellCount())
                     .arg(loopy.loops)
                     .arg(start.cellCount() - 1));

        const Maze tree = breadthFirstTree(start);
        QCOMPARE(measureMaze(tree).passages, std::int64_t(tree.cellCount()) - 1);
        const ChallengeCheck passing = checkOf(id, tree);
        QVERIFY2(passing.passed(), qPrintable(partsText(passing)));
        QCOMPARE(
            QString::fromStdString(passing.parts[1].text),
            QStringLiteral("All %1 cells are joined to the start (0,0)").arg(tree.cellCount()));

        // Close a passage of the tree at the goal: in a tree every passage is a bridge, so the
        // side of it away from the start is cut off.
        Maze cut = tree;
        const CellIndex goal = cut.index(cut.goal());
        Slot way = -1;
        for (Slot s = 0; s < cut.slotCount(goal); ++s)
            if (cut.slotNeighbour(goal, s) >= 0 && (cut.openSlots(goal) >> s & 1))
                way = s;
        QVERIFY(way >= 0);
        cut.setSlot(goal, way, false);
        const ChallengeCheck cutCheck = checkOf(id, cut);
        QVERIFY(!cutCheck.passed());
        QVERIFY2(!cutCheck.parts[1].holds &&
                     QString::fromStdString(cutCheck.parts[1].text)
                         .contains(QLatin1String("cut off from the start (0,0)")),
                 qPrintable(partsText(cutCheck)));
        QVERIFY(cutCheck.parts[2].holds); // a forest has no loop either

        // One passage more than the tree: a loop.
        Maze looped = tree;
        bool opened = false;
        for (CellIndex c = 0; c < looped.cellCount() && !opened; ++c)
            for (Slot s = 0; s < looped.slotCount(c) && !opened; ++s)
                if (looped.slotNeighbour(c, s) >= 0 && !(looped.openSlots(c) >> s & 1)) {
                    looped.setSlot(c, s, true);
                    opened = true;
                }
        QVERIFY(opened);
        const ChallengeCheck loopCheck = checkOf(id, looped);
        QVERIFY(!loopCheck.passed());
        QVERIFY2(
            QString::fromStdString(loopCheck.parts[2].text).contains(QLatin1String(": 1 loop (")),
            qPrintable(partsText(loopCheck)));
    }

    // The tasks state the thresholds that the checks apply.
    void tasksStateTheThresholds() {
        const auto task = [](const char* id) { return qs(findChallenge(id)->task); };
        QVERIFY(
            task("dfs-long-way")
                .contains(QStringLiteral("at least %1 times longer").arg(kDfsLongerPercent / 100)));
        QVERIFY(task("astar-focus")
                    .contains(QStringLiteral("under %1% of the cells").arg(kAstarUnderPercent)));
        QVERIFY(task("astar-focus").contains(QStringLiteral("over %1%").arg(kBfsOverPercent)));
        QVERIFY(
            task("greedy-detour")
                .contains(QStringLiteral("at least %1% longer").arg(kGreedyLongerPercent - 100)));
        QVERIFY(
            task("dijkstra-cheaper").contains(QStringLiteral("at least %1 less").arg(kCheaperBy)));
        QCOMPARE(kBidirectionalUnderPercent, 50);
        QVERIFY(task("bidirectional-half").contains(QStringLiteral("fewer than half")));
        QVERIFY(task("dead-end-loops")
                    .contains(QStringLiteral("at least %1 cells").arg(kLoopCellsLeft)));
        QCOMPARE(kJpsUnderPercent, 10);
        QVERIFY(task("jps-tenth").contains(QStringLiteral("fewer than a tenth")));
        QVERIFY(task("jps-tenth").contains(QStringLiteral("only when no obstacles")));
        QVERIFY(task("polar-tree")
                    .contains(QStringLiteral("polar maze of %1 rings").arg(kPolarTreeRings)));
    }

    void ratiosRoundDown() {
        QCOMPARE(ratioText(299, 100), std::string("2.99"));
        QCOMPARE(ratioText(3, 1), std::string("3.00"));
        QCOMPARE(ratioText(10, 3), std::string("3.33"));
        QCOMPARE(ratioText(2, 3), std::string("0.66"));
        QCOMPARE(ratioText(101, 100), std::string("1.01"));
    }

private:
    static void challengeRows() {
        QTest::addColumn<QString>("id");
        for (const Challenge& c : challenges())
            QTest::newRow(c.id.data()) << qs(c.id);
    }
};

QTEST_APPLESS_MAIN(TestChallenges)
#include "test_challenges.moc"
