// Incremental search (core/incremental.hpp: Lifelong Planning A*, D* Lite): after any sequence
// of edits (walls, costs, the mask, a moved start or goal), every cell the search calls locally
// consistent has the g of a from-scratch Dijkstra on the edited maze, its path costs that much,
// and the repair expands fewer cells than the first search did. Thousands of random edit
// sequences, on perfect, braided, weighted and open-field mazes, every shape and every diagonal
// rule.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/incremental.hpp"
#include "core/movement.hpp"
#include "core/random.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#include "core/search_view.hpp"
#include "core/shape.hpp"
#include "shape_support.hpp"
#include "support.hpp"
#endif

#include <queue>

using namespace mazelab;
using namespace mazelab::testing;

namespace {

std::vector<const SolverInfo*> incrementalSolvers() {
    std::vector<const SolverInfo*> found;
    for (const SolverInfo* s : solvers())
        if (s->createIncremental)
            found.push_back(s);
    return found;
}

// The moves out of cell i: (neighbour, diagonal).
std::vector<std::pair<CellIndex, bool>> movesOf(const Maze& maze, CellIndex i, Diagonal rule) {
    std::vector<std::pair<CellIndex, bool>> out;
    for (const CellIndex n : stepTargets(maze, i, rule))
        out.emplace_back(n, maze.isSquare() &&
                                isDiagonal(moveBetween(maze.cellAt(i), maze.cellAt(n))));
    return out;
}

// From-scratch Dijkstra from `root`: forwards the cost from the root (a move pays the cell it
// enters), backwards the cost to the root (a move pays the cell it enters, the one nearer the
// root). Empty optional: unreachable.
std::vector<std::optional<PathCost>> dijkstra(const Maze& maze, CellIndex root, Diagonal rule,
                                              bool backward) {
    std::vector<std::optional<PathCost>> dist(std::size_t(maze.cellCount()));
    using Item = std::pair<double, CellIndex>;
    std::priority_queue<Item, std::vector<Item>, std::greater<>> open;
    dist[std::size_t(root)] = PathCost{};
    open.push({0.0, root});
    while (!open.empty()) {
        const auto [d, u] = open.top();
        open.pop();
        if (d > dist[std::size_t(u)]->value())
            continue;
        for (const auto& [v, diagonal] : movesOf(maze, u, rule)) {
            const int cost = backward ? maze.cost(u) : maze.cost(v);
            PathCost next = *dist[std::size_t(u)];
            (diagonal ? next.diagonal : next.straight) += cost;
            auto& known = dist[std::size_t(v)];
            if (!known || next.value() < known->value() - 1e-9) {
                known = next;
                open.push({next.value(), v});
            }
        }
    }
    return dist;
}

struct Outcome {
    bool found = false;
    std::vector<CellIndex> path;
    std::int64_t expanded = 0; // by this compute
};

Outcome drainCompute(IncrementalSearch& search) {
    Outcome out;
    for (const SolveStep& step : search.compute()) {
        if (step.kind == SolveStep::Kind::Found) {
            out.found = true;
            out.path.assign(step.path.begin(), step.path.end());
        }
        if (step.isLast())
            out.expanded = step.counters.extra[1];
    }
    return out;
}

// Checks the search against Dijkstra on the maze as it is; returns "" or what is wrong.
std::string mismatch(const Maze& maze, const IncrementalSearch& search, const Outcome& out,
                     Diagonal rule) {
    const bool backward = search.fromGoal();
    const CellIndex start = maze.index(maze.start());
    const CellIndex goal = maze.index(maze.goal());
    const auto truth = dijkstra(maze, backward ? goal : start, rule, backward);
    const CellIndex target = backward ? start : goal;
    if (out.found != truth[std::size_t(target)].has_value())
        return out.found ? "found a path Dijkstra does not" : "no path, but Dijkstra has one";
    for (CellIndex c = 0; c < maze.cellCount(); ++c)
        if (search.settled(c) && search.g(c) != truth[std::size_t(c)])
            return "cell " + std::to_string(c) + " is settled with a g Dijkstra does not give";
    if (!out.found)
        return {};
    if (search.g(target) != truth[std::size_t(target)])
        return "the target's g is not Dijkstra's";
    if (out.path.front() != start || out.path.back() != goal)
        return "the path does not run from the start to the goal";
    for (std::size_t i = 1; i < out.path.size(); ++i) {
        const auto moves = movesOf(maze, out.path[i - 1], rule);
        if (std::none_of(moves.begin(), moves.end(),
                         [&](const auto& m) { return m.first == out.path[i]; }))
            return "the path crosses a wall";
    }
    if (pathCostOf(maze, out.path) != *truth[std::size_t(target)])
        return "the path's cost is not the cheapest";
    return {};
}

// One random edit: a wall toggled, a cost painted, a cell masked or unmasked, or the start or
// the goal moved; the same kinds the window's tools make.
void randomEdit(Maze& maze, Random& random) {
    const auto cell = CellIndex(random.below(std::uint64_t(maze.cellCount())));
    const CellIndex start = maze.index(maze.start());
    const CellIndex goal = maze.index(maze.goal());
    switch (random.below(6)) {
    case 0:
    case 1: { // walls: the commonest edit
        const auto slot = Slot(random.below(std::uint64_t(maze.slotCount(cell))));
        if (maze.slotNeighbour(cell, slot) < 0 || !maze.isActive(cell) ||
            !maze.isActive(maze.slotNeighbour(cell, slot)))
            return;
        try {
            maze.setSlot(cell, slot, !((maze.openSlots(cell) >> slot) & 1u));
        } catch (const Error&) { // a weave crossing's wall: refused, as in the window
        }
        return;
    }
    case 2:
        if (maze.isActive(cell))
            maze.setCost(cell, 1 + int(random.below(9)));
        return;
    case 3:
        if (cell != start && cell != goal && maze.shapeKind() != ShapeKind::Weave)
            maze.setActive(cell, !maze.isActive(cell));
        return;
    case 4:
        if (maze.isActive(cell) && cell != goal)
            maze.setStart(maze.cellAt(cell));
        return;
    default:
        if (maze.isActive(cell) && cell != start)
            maze.setGoal(maze.cellAt(cell));
        return;
    }
}

struct Board {
    std::string name;
    Maze maze;
    Diagonal rule;
};

std::vector<Board> boards(std::uint64_t seed) {
    const GeneratorInfo* perfect = shapedGenerator();
    const GeneratorInfo* field = nullptr;
    for (const GeneratorInfo* g : generators())
        if (g->family == GeneratorFamily::ObstacleField)
            field = g;
    std::vector<Board> out;
    const Size size{10, 9};
    out.push_back({"perfect", generateMaze({perfect, size, seed, {}}), Diagonal::Never});
    GenerateRequest braided{perfect, size, seed, {}};
    braided.shaping.braid = 100;
    out.push_back({"braided", generateMaze(braided), Diagonal::Never});
    GenerateRequest weighted = braided;
    weighted.shaping.terrain = {40, 50, 9};
    out.push_back({"weighted", generateMaze(weighted), Diagonal::Never});
    if (field) {
        const Maze open = generateMaze({field, size, seed, {}});
        for (const Diagonal rule : kDiagonals)
            out.push_back({"open field, " + std::string(diagonalId(rule)), open, rule});
    }
    out.push_back({"weighted, diagonal", generateMaze(weighted), Diagonal::OnlyWhenNoObstacles});
    for (const ShapeKind kind :
         {ShapeKind::Hex, ShapeKind::Triangle, ShapeKind::Polar, ShapeKind::Weave}) {
        Shaping shaping;
        shaping.braid = 60;
        out.push_back({std::string(shapeId(kind)), shapedMaze(kind, {9, 8}, 5, seed, shaping),
                       Diagonal::Never});
    }
    return out;
}

} // namespace

class TestIncremental : public QObject {
    Q_OBJECT

private slots:
    void registryHasThem() {
        const auto found = incrementalSolvers();
        QVERIFY(found.size() >= 2);
        bool forward = false;
        bool backward = false;
        const Maze maze = make(shapedGenerator()->id, {6, 6}, 1);
        for (const SolverInfo* s : found) {
            QCOMPARE(s->family, SolverFamily::Incremental);
            QVERIFY(s->cheapestOnCosts && s->cheapestWithDiagonals && s->complete);
            (startIncremental(*s, maze)->fromGoal() ? backward : forward) = true;
        }
        QVERIFY(forward && backward); // LPA* and D* Lite
        QVERIFY_THROWS_EXCEPTION(Error, (void)startIncremental(*solvers().front(), maze));
    }

    // The first search is a shortest-path search: its path costs what Dijkstra's does.
    void firstSearchIsCheapest() {
        for (const SolverInfo* s : incrementalSolvers())
            for (std::uint64_t seed = 1; seed <= 3; ++seed)
                for (Board& b : boards(seed)) {
                    const auto search = startIncremental(*s, b.maze, {}, b.rule);
                    const Outcome out = drainCompute(*search);
                    const std::string wrong = mismatch(b.maze, *search, out, b.rule);
                    if (!wrong.empty())
                        QFAIL(qPrintable(QString::fromStdString(std::string(s->id) + " on " +
                                                                b.name + ": " + wrong)));
                }
    }

    // Thousands of random edit sequences: after each, the repair agrees with Dijkstra.
    void repairsMatchDijkstra() {
        int sequences = 0;
        std::int64_t firstExpanded = 0;
        std::int64_t repairExpanded = 0;
        for (const SolverInfo* s : incrementalSolvers())
            for (std::uint64_t seed = 1; seed <= 12; ++seed)
                for (Board& b : boards(seed)) {
                    Maze maze = b.maze;
                    const auto search = startIncremental(*s, maze, {}, b.rule);
                    firstExpanded += drainCompute(*search).expanded;
                    Random random(seed * 7919 + std::uint64_t(sequences));
                    for (int round = 0; round < 12; ++round, ++sequences) {
                        const auto edits = 1 + int(random.below(4));
                        for (int e = 0; e < edits; ++e)
                            randomEdit(maze, random);
                        search->noteEdits();
                        Outcome out;
                        try {
                            out = drainCompute(*search);
                        } catch (const std::exception& e) {
                            QFAIL(qPrintable(QString::fromStdString(
                                std::string(s->id) + " on " + b.name + ", seed " +
                                std::to_string(seed) + ", round " + std::to_string(round) + ": " +
                                e.what())));
                        }
                        repairExpanded += out.expanded;
                        const std::string wrong = mismatch(maze, *search, out, b.rule);
                        if (!wrong.empty())
                            QFAIL(qPrintable(QString::fromStdString(
                                std::string(s->id) + " on " + b.name + ", seed " +
                                std::to_string(seed) + ", round " + std::to_string(round) + ": " +
                                wrong)));
                    }
                }
        QVERIFY2(sequences >= 2000, qPrintable(QString::number(sequences)));
        // A repair expands far fewer cells than a search of its own would, on average.
        const double perRepair = double(repairExpanded) / sequences;
        const double perFirst =
            double(firstExpanded) / double(incrementalSolvers().size() * 12 * boards(1).size());
        QVERIFY2(
            perRepair < perFirst / 2,
            qPrintable(QString("%1 per repair, %2 per first search").arg(perRepair).arg(perFirst)));
    }

    // A single wall toggled next to the path of a large maze repairs with a few cells.
    void aSingleToggleRepairsLocally() {
        for (const SolverInfo* s : incrementalSolvers()) {
            GenerateRequest request{shapedGenerator(), {60, 60}, 5, {}};
            request.shaping.braid = 100;
            Maze maze = generateMaze(request);
            const auto search = startIncremental(*s, maze);
            const Outcome first = drainCompute(*search);
            QVERIFY(first.found);
            // Close the path's middle move.
            const CellIndex a = first.path[first.path.size() / 2];
            const CellIndex b = first.path[first.path.size() / 2 + 1];
            for (int slot = 0; slot < maze.slotCount(a); ++slot)
                if (maze.slotNeighbour(a, Slot(slot)) == b)
                    maze.setSlot(a, Slot(slot), false);
            QCOMPARE(search->noteEdits(), std::size_t(2));
            const Outcome repaired = drainCompute(*search);
            QCOMPARE(mismatch(maze, *search, repaired, Diagonal::Never), std::string());
            QVERIFY(repaired.expanded > 0);
            QVERIFY2(
                repaired.expanded < first.expanded,
                qPrintable(QString("%1 against %2").arg(repaired.expanded).arg(first.expanded)));
            // Nothing changed: the repair expands nothing and gives the same path.
            QCOMPARE(search->noteEdits(), std::size_t(0));
            const Outcome again = drainCompute(*search);
            QCOMPARE(again.expanded, std::int64_t(0));
            QCOMPARE(again.path, repaired.path);
        }
    }

    // The steps: a repair's expansions are marked re-opened, the first search's are not; the
    // view shows g and rhs equal on every closed cell; the counters run on.
    void stepsAndView() {
        for (const SolverInfo* s : incrementalSolvers()) {
            GenerateRequest request{shapedGenerator(), {12, 12}, 3, {}};
            request.shaping.braid = 100;
            Maze maze = generateMaze(request);
            const auto search = startIncremental(*s, maze);
            std::int64_t steps = 0;
            std::vector<CellIndex> path;
            for (const SolveStep& step : search->compute()) {
                if (step.kind == SolveStep::Kind::Found)
                    path.assign(step.path.begin(), step.path.end());
                QVERIFY(!step.reopened);
                QVERIFY(step.view);
                QCOMPARE(step.counters.steps, ++steps);
                QCOMPARE(step.counters.extra[0], std::int64_t(0));
                if (step.kind == SolveStep::Kind::Expand)
                    QVERIFY(step.line == 8 || step.line == 10);
                if (step.isLast())
                    for (CellIndex c = 0; c < maze.cellCount(); ++c) {
                        const CellInternals in = step.view->cell(c);
                        if (in.closed)
                            QVERIFY(in.g && in.rhs && *in.g == *in.rhs);
                    }
            }
            // The path gets dearer in its middle: the cells beyond it must be repaired.
            QVERIFY(path.size() > 4);
            maze.setCost(path[path.size() / 2], 9);
            QCOMPARE(search->noteEdits(), std::size_t(1));
            int reopened = 0;
            for (const SolveStep& step : search->compute()) {
                QCOMPARE(step.counters.steps, ++steps);
                QCOMPARE(step.counters.extra[0], std::int64_t(1));
                if (step.kind == SolveStep::Kind::Expand) {
                    QVERIFY(step.reopened);
                    QVERIFY(step.view->cell(step.cell).reopened);
                    ++reopened;
                }
            }
            QVERIFY(reopened > 0);
        }
    }

    // A goal walled in: no path, with the reason; opened again, the path comes back.
    void wallingInAndOut() {
        for (const SolverInfo* s : incrementalSolvers()) {
            Maze maze = make(shapedGenerator()->id, {8, 8}, 2);
            const auto search = startIncremental(*s, maze);
            QVERIFY(drainCompute(*search).found);
            const CellIndex goal = maze.index(maze.goal());
            const SlotSet was = maze.openSlots(goal);
            for (int slot = 0; slot < maze.slotCount(goal); ++slot)
                if (maze.slotNeighbour(goal, Slot(slot)) >= 0)
                    maze.setSlot(goal, Slot(slot), false);
            search->noteEdits();
            std::string reason;
            for (const SolveStep& step : search->compute())
                if (step.kind == SolveStep::Kind::NoPath)
                    reason = std::string(step.reason);
            QCOMPARE(reason, std::string("walls separate the start from the goal"));
            for (int slot = 0; slot < maze.slotCount(goal); ++slot)
                if ((was >> slot) & 1u)
                    maze.setSlot(goal, Slot(slot), true);
            search->noteEdits();
            const Outcome back = drainCompute(*search);
            QVERIFY(back.found);
            QCOMPARE(mismatch(maze, *search, back, Diagonal::Never), std::string());
        }
    }

    // The internals view through whole runs, on every board: rhs is the best a neighbour's g
    // offers, the parent shown is that neighbour, a closed cell's g is Dijkstra's, and the
    // frontier comes in the order of its keys.
    void theViewShowsGAndRhs() {
        for (const SolverInfo* s : incrementalSolvers())
            for (Board& b : boards(4)) {
                const auto search = startIncremental(*s, b.maze, {}, b.rule);
                const bool backward = search->fromGoal();
                const CellIndex root = b.maze.index(backward ? b.maze.goal() : b.maze.start());
                const auto truth = dijkstra(b.maze, root, b.rule, backward);
                const std::string what = std::string(s->id) + " on " + b.name;
                int closed = 0;
                for (const SolveStep& step : search->compute()) {
                    const SearchView& view = *step.view;
                    for (CellIndex c = 0; c < b.maze.cellCount(); ++c) {
                        const CellInternals in = view.cell(c);
                        QCOMPARE(in.fromGoal, backward);
                        QCOMPARE(in.seen, in.rhs.has_value() || in.g.has_value());
                        if (in.closed) {
                            ++closed;
                            QVERIFY2(in.g && in.rhs && *in.g == *in.rhs &&
                                         in.gDiagonal == in.rhsDiagonal,
                                     what.c_str());
                            QVERIFY2((PathCost{*in.g, in.gDiagonal} == *truth[std::size_t(c)]),
                                     what.c_str());
                        }
                        if (c == root || !in.rhs)
                            continue;
                        // rhs: the least g of a neighbour plus the move.
                        std::optional<double> best;
                        for (const auto& [v, diagonal] : movesOf(b.maze, c, b.rule)) {
                            const auto g = view.cell(v).gValue();
                            if (!g)
                                continue;
                            const int cost = backward ? b.maze.cost(v) : b.maze.cost(c);
                            const double through = *g + cost * (diagonal ? kSqrt2 : 1.0);
                            if (!best || through < *best)
                                best = through;
                        }
                        QVERIFY2(best && std::abs(*best - *in.rhsValue()) < 1e-9, what.c_str());
                        QVERIFY2(in.cameFrom || in.cameFromMove || in.cameFromSlot, what.c_str());
                    }
                    const std::vector<CellIndex> next = view.frontier(8);
                    QCOMPARE(next.size(), std::min<std::size_t>(8, view.frontierSize()));
                    for (std::size_t k = 1; k < next.size(); ++k)
                        QVERIFY2(*view.cell(next[k - 1]).priority <=
                                     *view.cell(next[k]).priority + 1e-9,
                                 what.c_str());
                }
                QVERIFY2(closed > 0, what.c_str());
            }
    }

    // In an open room every cell between the ends ties on f = g + h. The ties go to the higher
    // min(g, rhs), as A*'s go to the lower h, so the first search runs straight at its target
    // instead of filling the rectangle (Koenig and Likhachev's lower-min(g, rhs) rule would).
    void tiesRunStraightAtTheTarget() {
        const SolverInfo* astar = nullptr;
        for (const SolverInfo* s : solvers())
            if (s->family == SolverFamily::BestFirst && s->fixedHeuristic == Heuristic::Manhattan &&
                s->cheapestOnCosts && !astar)
                astar = s;
        QVERIFY(astar);
        Maze room(Size{40, 30});
        room.openAll();
        room.setEndpoints({2, 3}, {37, 26});
        const std::int64_t astarExpanded = solveMaze(*astar, room).stats.expanded;
        for (const SolverInfo* s : incrementalSolvers()) {
            const auto search = startIncremental(*s, room);
            const Outcome out = drainCompute(*search);
            QVERIFY(out.found);
            QVERIFY2(out.expanded <= astarExpanded + 2, qPrintable(QString("%1: %2 against A*'s %3")
                                                                       .arg(s->name.data())
                                                                       .arg(out.expanded)
                                                                       .arg(astarExpanded)));
        }
    }

    void refusesAnotherMaze() {
        for (const SolverInfo* s : incrementalSolvers()) {
            Maze maze = make(shapedGenerator()->id, {8, 8}, 2);
            const auto search = startIncremental(*s, maze);
            maze = make(shapedGenerator()->id, {9, 8}, 2);
            QVERIFY_THROWS_EXCEPTION(Error, (void)search->noteEdits());
        }
    }
};

QTEST_APPLESS_MAIN(TestIncremental)
#include "test_incremental.moc"
