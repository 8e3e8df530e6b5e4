// The solvers on cells of any shape (SolverInfo::createShaped, core/shape.hpp): on square cells
// createShaped takes exactly create's steps for every choice of parameter; on hexagonal,
// triangular and polar mazes (perfect, with loops, weighted, masked, the goal out of reach) every
// solver keeps its traits against the tests' own distances over the slots (shape_support.hpp); A*
// (Euclidean)'s h, the shape's distance, never exceeds the true cost left; a solver without
// createShaped, a diagonal rule and a heuristic of rows and columns are refused with their
// reasons; and the metrics, distances and mask checks of the core count hand-built hexagonal and
// polar mazes as counted by hand.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/distance.hpp"
#include "core/metrics.hpp"
#include "core/random.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#include "core/search_view.hpp"
#include "core/shape.hpp"
#include "shape_support.hpp"
#include "support.hpp"
#endif

#include <cmath>
#include <functional>
#include <set>
#include <string>
#include <utility>
#include <vector>

using namespace mazelab;
using testing::shapeRows;
using testing::slotDistances;

namespace {

// How a test maze is made: a random spanning forest over the active cells, then `loops` extra
// passages, random costs 1..9 if weighted, a tenth of the cells switched off first if masked.
struct Recipe {
    int loops = 0;
    bool weighted = false;
    bool masked = false;
};

// Where the start and the goal go: the maze's own (the first and the last cell: a polar maze's
// start is its centre), swapped (the goal at the centre), or two random active cells.
enum class Ends { Default, Swapped, Random };

// The grid of that kind and size; a polar one has as many rings as the size is wide.
Shape shapeOf(ShapeKind kind, Size size) {
    return Shape::of(kind, size, size.width);
}

// The neighbours through open slots, in slot order.
std::vector<CellIndex> openNeighbours(const Maze& maze, CellIndex c) {
    std::vector<CellIndex> out;
    for (int s = 0; s < maze.slotCount(c); ++s)
        if (maze.openSlots(c) & (1u << s))
            out.push_back(maze.slotNeighbour(c, Slot(s)));
    return out;
}

Maze makeMaze(const Shape& shape, const Recipe& recipe, Ends ends, std::uint64_t seed) {
    Maze maze(shape);
    Random random(seed);
    const CellIndex cells = maze.cellCount();
    if (recipe.masked)
        for (CellIndex c = 0; c < cells; ++c)
            if (random.below(10) == 0 && c != maze.index(maze.start()) &&
                c != maze.index(maze.goal()))
                maze.setActive(c, false);
    // A randomized depth-first search over the slots from every cell not yet in the forest.
    std::vector<char> inTree(std::size_t(cells), 0);
    for (CellIndex root = 0; root < cells; ++root) {
        if (inTree[std::size_t(root)] || !maze.isActive(root))
            continue;
        inTree[std::size_t(root)] = 1;
        std::vector<CellIndex> stack{root};
        while (!stack.empty()) {
            const CellIndex c = stack.back();
            std::vector<Slot> fresh;
            for (int s = 0; s < maze.slotCount(c); ++s)
                if (maze.activeSlots(c) & (1u << s))
                    if (!inTree[std::size_t(maze.slotNeighbour(c, Slot(s)))])
                        fresh.push_back(Slot(s));
            if (fresh.empty()) {
                stack.pop_back();
                continue;
            }
            const Slot s = fresh[std::size_t(random.below(fresh.size()))];
            const CellIndex n = maze.slotNeighbour(c, s);
            maze.setSlot(c, s, true);
            inTree[std::size_t(n)] = 1;
            stack.push_back(n);
        }
    }
    for (int k = 0; k < recipe.loops; ++k) {
        const auto c = CellIndex(random.below(std::uint64_t(cells)));
        const SlotSet closed = SlotSet(maze.activeSlots(c) & ~maze.openSlots(c));
        if (!maze.isActive(c) || closed == 0)
            continue;
        for (int s = 0; s < maze.slotCount(c); ++s)
            if (closed & (1u << s)) {
                maze.setSlot(c, Slot(s), true);
                break;
            }
    }
    if (recipe.weighted)
        for (CellIndex c = 0; c < cells; ++c)
            maze.setCost(c, 1 + int(random.below(9)));
    const Cell first = maze.start();
    const Cell last = maze.goal();
    if (ends == Ends::Swapped) {
        maze.setEndpoints(last, first);
    } else if (ends == Ends::Random) {
        testing::placeEndpointsAtRandom(maze, random);
    }
    return maze;
}

// Closes every passage of the goal: then it cannot be reached. On a weave maze the walls of a
// cell with a passage under it stay as they are, so the passages under the goal's neighbours
// (slots 4 to 7 pass under the neighbour through slot s - 4) are closed first.
void wallInGoal(Maze& maze) {
    const CellIndex goal = maze.index(maze.goal());
    const auto atGoal = [&](CellIndex m) { // the goal or one of its four side neighbours
        for (int d = 0; d < 4; ++d)
            if (maze.slotNeighbour(goal, Slot(d)) == m)
                return true;
        return m == goal;
    };
    if (maze.shapeKind() == ShapeKind::Weave)
        for (CellIndex c = 0; c < maze.cellCount(); ++c)
            for (int s = 4; s < maze.slotCount(c); ++s)
                if ((maze.openSlots(c) & (1u << s)) && atGoal(maze.slotNeighbour(c, Slot(s - 4))))
                    maze.setSlot(c, Slot(s), false);
    for (int s = 0; s < maze.slotCount(goal); ++s)
        if (maze.openSlots(goal) & (1u << s))
            maze.setSlot(goal, Slot(s), false);
}

// Start..goal, each move through an open slot, no cell twice.
QString pathProblem(const Maze& maze, std::span<const CellIndex> path) {
    if (path.size() < 2 || path.front() != maze.index(maze.start()) ||
        path.back() != maze.index(maze.goal()))
        return QStringLiteral("does not run from the start to the goal");
    if (std::set<CellIndex>(path.begin(), path.end()).size() != path.size())
        return QStringLiteral("repeats a cell");
    for (std::size_t i = 1; i < path.size(); ++i) {
        const std::vector<CellIndex> next = openNeighbours(maze, path[i - 1]);
        if (std::find(next.begin(), next.end(), path[i]) == next.end())
            return QStringLiteral("moves %1 -> %2 through no open slot")
                .arg(path[i - 1])
                .arg(path[i]);
    }
    return {};
}

// The parameter values a run is checked with: every choice of every choice parameter (on
// other shapes than the square, of the heuristic only "euclidean"), a weight at its bounds and
// between, the rest at their defaults but a step limit, lowered to keep the runs short.
std::vector<ParamValues> paramCombinations(const SolverInfo& solver, bool square) {
    return testing::paramProduct(solver.params, solver.defaults(), [&](const ParamSpec& spec) {
        std::vector<double> values;
        if (spec.key == "limit")
            values = {std::min(spec.maximum, std::max(spec.minimum, 20000.0))};
        else if (!spec.choices.empty())
            for (std::size_t k = 0; k < spec.choices.size(); ++k) {
                if (!square && spec.key == kHeuristicKey &&
                    spec.choices[k] != heuristicId(Heuristic::Euclidean))
                    continue;
                values.push_back(double(k));
            }
        else if (!spec.integer)
            values = {spec.minimum, (spec.minimum + spec.maximum) / 2 + 0.25, spec.maximum};
        else
            values = {spec.defaultValue};
        return values;
    });
}

QString describe(const SolverInfo& solver, const ParamValues& values) {
    return QString::fromStdString(nameWithParams(solver.name, solver.params, values));
}

// A step as the comparison sees it.
struct StepRecord {
    SolveStep::Kind kind;
    CellIndex cell;
    std::uint8_t side;
    std::vector<CellIndex> discovered;
    std::vector<CellIndex> scanned;
    std::vector<CellIndex> path;
    std::string reason;
    int line;
    SolveCounters counters;
};

StepRecord record(const SolveStep& s) {
    return {s.kind,
            s.cell,
            s.side,
            {s.discovered().begin(), s.discovered().end()},
            {s.scanned.begin(), s.scanned.end()},
            {s.path.begin(), s.path.end()},
            std::string(s.reason),
            s.line,
            s.counters};
}

// Empty when the two step streams are equal field by field, else the first difference.
QString streamDifference(SolveSteps a, SolveSteps b) {
    auto ia = a.begin();
    auto ib = b.begin();
    for (std::int64_t n = 0;; ++n, ++ia, ++ib) {
        const bool endA = ia == a.end();
        const bool endB = ib == b.end();
        if (endA || endB)
            return endA == endB ? QString() : QStringLiteral("one stream ends at step %1").arg(n);
        const StepRecord x = record(*ia);
        const StepRecord y = record(*ib);
        const SolveCounters& cx = x.counters;
        const SolveCounters& cy = y.counters;
        const bool same = x.kind == y.kind && x.cell == y.cell && x.side == y.side &&
                          x.discovered == y.discovered && x.scanned == y.scanned &&
                          x.path == y.path && x.reason == y.reason && x.line == y.line &&
                          cx.searched == cy.searched && cx.expanded == cy.expanded &&
                          cx.frontier == cy.frontier && cx.maxFrontier == cy.maxFrontier &&
                          cx.steps == cy.steps && cx.extra == cy.extra;
        if (!same)
            return QStringLiteral("step %1 differs (cells %2 and %3, kinds %4 and %5)")
                .arg(n)
                .arg(x.cell)
                .arg(y.cell)
                .arg(int(x.kind))
                .arg(int(y.kind));
    }
}

// The last step of a run, the view's word on every cell then, and the steps whose view did not
// hold together (its current cell not the step's, its frontier longer than it says or holding a
// cell outside the maze or switched off).
struct Outcome {
    StepRecord last;
    std::vector<CellInternals> cells;
    std::int64_t steps = 0;
    std::int64_t badViews = 0;
};

Outcome runToEnd(SolveSteps steps, const Maze& maze) {
    Outcome out;
    for (const SolveStep& s : steps) {
        ++out.steps;
        if (s.view == nullptr || s.view->current() != s.cell) {
            ++out.badViews;
        } else {
            const std::vector<CellIndex> front = s.view->frontier(4);
            bool fine = front.size() <= std::min<std::size_t>(4, s.view->frontierSize());
            for (CellIndex c : front)
                fine = fine && c >= 0 && c < maze.cellCount() && maze.isActive(c);
            out.badViews += !fine;
        }
        if (!s.isLast())
            continue;
        out.last = record(s);
        if (s.view != nullptr)
            for (CellIndex c = 0; c < maze.cellCount(); ++c)
                out.cells.push_back(s.view->cell(c));
    }
    return out;
}

const std::vector<std::pair<const char*, Recipe>>& recipes() {
    static const std::vector<std::pair<const char*, Recipe>> list = {
        {"perfect", {}},
        {"loops", {.loops = 25}},
        {"weighted", {.loops = 25, .weighted = true}},
        {"masked", {.loops = 10, .masked = true}},
        {"masked-weighted-perfect", {.weighted = true, .masked = true}},
    };
    return list;
}

const char* endsName(Ends ends) {
    switch (ends) {
    case Ends::Default:
        return "default ends";
    case Ends::Swapped:
        return "swapped ends";
    case Ends::Random:
        break;
    }
    return "random ends";
}

// Whether `error` is thrown by `start` with a message containing every one of `parts`.
QString refusal(const std::function<void()>& start, const std::vector<std::string>& parts) {
    try {
        start();
    } catch (const Error& error) {
        const std::string what = error.what();
        for (const std::string& part : parts)
            if (what.find(part) == std::string::npos)
                return QStringLiteral("\"%1\" does not say \"%2\"")
                    .arg(QString::fromStdString(what), QString::fromStdString(part));
        return {};
    }
    return QStringLiteral("no Error");
}

// Opens the wall between neighbours a and b; false if they are not neighbours.
bool join(Maze& maze, CellIndex a, CellIndex b) {
    for (int s = 0; s < maze.slotCount(a); ++s)
        if (maze.slotNeighbour(a, Slot(s)) == b) {
            maze.setSlot(a, Slot(s), true);
            return true;
        }
    return false;
}

} // namespace

class TestShapedSolvers : public QObject {
    Q_OBJECT

private slots:
    // createShaped on square cells takes create's steps, for every parameter choice.
    void sameStepsOnSquares_data() {
        QTest::addColumn<QString>("solver");
        QTest::addColumn<int>("recipe");
        for (const SolverInfo* s : solvers())
            if (s->createShaped != nullptr)
                for (std::size_t r = 0; r < recipes().size(); ++r)
                    QTest::addRow("%s %s", s->id.data(), recipes()[r].first)
                        << QString::fromUtf8(s->id.data()) << int(r);
    }

    void sameStepsOnSquares() {
        QFETCH(QString, solver);
        QFETCH(int, recipe);
        const SolverInfo& info = solverById(solver.toStdString());
        QVERIFY(info.create != nullptr);
        int runs = 0;
        for (Size size : {Size{2, 2}, Size{7, 5}, Size{16, 12}})
            for (Ends ends : {Ends::Default, Ends::Random})
                for (std::uint64_t seed : {1u, 2u}) {
                    const Maze maze = makeMaze(Shape::square(size),
                                               recipes()[std::size_t(recipe)].second, ends, seed);
                    QVERIFY(maze.isSquare());
                    if (!info.mazeProblem(maze).empty())
                        continue;
                    for (const ParamValues& values : paramCombinations(info, true)) {
                        const QString difference = streamDifference(
                            info.create(maze, values), info.createShaped(maze, values));
                        QVERIFY2(difference.isEmpty(),
                                 qPrintable(QStringLiteral("%1 on %2, seed %3: %4")
                                                .arg(describe(info, values),
                                                     QString::fromStdString(toString(size)))
                                                .arg(seed)
                                                .arg(difference)));
                        ++runs;
                    }
                }
        QVERIFY(runs >= 12);
    }

    // Every shaped solver on hexagonal, triangular and polar mazes keeps its traits.
    void keepsItsTraitsOnShapes_data() {
        QTest::addColumn<QString>("solver");
        QTest::addColumn<ShapeKind>("kind");
        for (const SolverInfo* s : solvers())
            if (s->createShaped != nullptr)
                for (ShapeKind kind : kShapeKinds)
                    if (kind != ShapeKind::Square)
                        QTest::addRow("%s %s", s->id.data(), shapeId(kind).data())
                            << QString::fromUtf8(s->id.data()) << kind;
    }

    void keepsItsTraitsOnShapes() {
        QFETCH(QString, solver);
        QFETCH(ShapeKind, kind);
        const SolverInfo& info = solverById(solver.toStdString());
        int found = 0;
        int unreachable = 0;
        for (Size size : {Size{3, 3}, Size{9, 7}})
            for (std::size_t r = 0; r < recipes().size(); ++r)
                for (Ends ends : {Ends::Default, Ends::Swapped, Ends::Random})
                    for (std::uint64_t seed : {1u, 2u})
                        for (bool walled : {false, true}) {
                            Maze maze =
                                makeMaze(shapeOf(kind, size), recipes()[r].second, ends, seed);
                            if (walled)
                                wallInGoal(maze);
                            const QString where =
                                QStringLiteral("%1 %2 %3, %4, seed %5%6")
                                    .arg(QString::fromUtf8(shapeId(kind).data()),
                                         QString::fromStdString(toString(size)),
                                         QString::fromUtf8(recipes()[r].first),
                                         QString::fromUtf8(endsName(ends)))
                                    .arg(seed)
                                    .arg(walled ? ", goal walled in" : "");
                            const CellIndex start = maze.index(maze.start());
                            const CellIndex goal = maze.index(maze.goal());
                            const std::int64_t moves =
                                slotDistances(maze, start, false)[std::size_t(goal)];
                            const std::int64_t cost =
                                slotDistances(maze, start, true)[std::size_t(goal)];
                            QCOMPARE(moves < 0, cost < 0);
                            QVERIFY2(!walled || moves < 0, qPrintable(where));
                            for (const ParamValues& values : paramCombinations(info, false)) {
                                const QString what = describe(info, values) + " on " + where;
                                const Outcome out = runToEnd(info.start(maze, values), maze);
                                QVERIFY2(out.last.counters.steps == out.steps, qPrintable(what));
                                QVERIFY2(out.badViews == 0, qPrintable(what));
                                if (moves < 0) {
                                    ++unreachable;
                                    QVERIFY2(out.last.kind != SolveStep::Kind::Found,
                                             qPrintable(what));
                                    if (info.complete)
                                        QVERIFY2(out.last.kind == SolveStep::Kind::NoPath,
                                                 qPrintable(what));
                                    continue;
                                }
                                if (info.complete)
                                    QVERIFY2(out.last.kind == SolveStep::Kind::Found,
                                             qPrintable(what));
                                if (out.last.kind != SolveStep::Kind::Found)
                                    continue;
                                ++found;
                                const QString problem = pathProblem(maze, out.last.path);
                                QVERIFY2(problem.isEmpty(), qPrintable(what + ": " + problem));
                                std::int64_t pathCost = 0;
                                for (std::size_t i = 1; i < out.last.path.size(); ++i)
                                    pathCost += maze.cost(out.last.path[i]);
                                if (info.shortestOnUnitCosts && !recipes()[r].second.weighted)
                                    QVERIFY2(std::int64_t(out.last.path.size()) - 1 == moves,
                                             qPrintable(what));
                                if (info.cheapestOnCosts)
                                    QVERIFY2(pathCost == cost, qPrintable(what));
                                // The view speaks in slots on these cells: a parent through an
                                // open slot, no direction.
                                QVERIFY2(std::int64_t(out.cells.size()) == maze.cellCount(),
                                         qPrintable(what));
                                for (CellIndex c = 0; c < maze.cellCount(); ++c) {
                                    const CellInternals& in = out.cells[std::size_t(c)];
                                    QVERIFY2(!in.cameFrom && !in.cameFromMove, qPrintable(what));
                                    if (in.cameFromSlot)
                                        QVERIFY2(maze.openSlots(c) & (1u << *in.cameFromSlot),
                                                 qPrintable(what));
                                }
                            }
                        }
        QVERIFY(found > 0);
        QVERIFY(unreachable > 0);
    }

    // A* (Euclidean)'s h on every shape is the shape's distance and never exceeds the true cost
    // left (a reverse Dijkstra from the goal), on every cell; on squares the very h of create.
    void euclideanStaysAdmissible_data() {
        QTest::addColumn<ShapeKind>("kind");
        for (ShapeKind kind : kShapeKinds)
            QTest::addRow("%s", shapeId(kind).data()) << kind;
    }

    void euclideanStaysAdmissible() {
        QFETCH(ShapeKind, kind);
        const SolverInfo* astar = nullptr;
        for (const SolverInfo* s : solvers())
            if (s->fixedHeuristic == Heuristic::Euclidean && s->createShaped != nullptr &&
                s->family == SolverFamily::BestFirst)
                astar = s;
        QVERIFY(astar != nullptr);
        int checked = 0;
        int tight = 0;
        for (std::size_t r = 0; r < recipes().size(); ++r)
            for (Ends ends : {Ends::Default, Ends::Swapped, Ends::Random})
                for (std::uint64_t seed : {3u, 4u}) {
                    const Maze maze = makeMaze(shapeOf(kind, {8, 6}), recipes()[r].second, ends,
                                               seed);
                    const CellIndex goal = maze.index(maze.goal());
                    const std::vector<std::int64_t> left =
                        slotDistances(maze, goal, true, true); // the costs to the goal
                    const Shape& shape = maze.shape();
                    for (CellIndex c = 0; c < maze.cellCount(); ++c) {
                        if (left[std::size_t(c)] < 0)
                            continue;
                        const double h = shape.heuristic(c, goal);
                        QVERIFY2(h <= double(left[std::size_t(c)]) + 1e-9,
                                 qPrintable(QStringLiteral("cell %1: h %2 > %3")
                                                .arg(c)
                                                .arg(h)
                                                .arg(left[std::size_t(c)])));
                        tight += c != goal && h > double(left[std::size_t(c)]) - 1;
                        ++checked;
                    }
                    // The run's h, as its view shows it, is that distance (on squares, the
                    // Euclidean h exactly, computed as A* (Euclidean) computes it).
                    const Outcome out = runToEnd(astar->start(maze), maze);
                    for (CellIndex c = 0; c < maze.cellCount(); ++c) {
                        const CellInternals& in = out.cells[std::size_t(c)];
                        if (!in.h)
                            continue;
                        const Cell at = maze.cellAt(c);
                        const Cell g = maze.goal();
                        const double dx = std::abs(at.x - g.x);
                        const double dy = std::abs(at.y - g.y);
                        const double expected = maze.isSquare() ? std::sqrt(dx * dx + dy * dy)
                                                                : shape.heuristic(c, goal);
                        QCOMPARE(*in.h, expected);
                        if (maze.isSquare())
                            QVERIFY(std::abs(*in.h - shape.heuristic(c, goal)) < 1e-12);
                    }
                }
        QVERIFY(checked > 500);
        QVERIFY(tight > 0); // the bound is not vacuous: it meets the cost left somewhere
    }

    // Refusals: a solver without createShaped, diagonal moves and heuristics of rows and columns.
    void refusesWhatShapesLack_data() { shapeRows(); }

    void refusesWhatShapesLack() {
        QFETCH(ShapeKind, kind);
        const Maze maze = makeMaze(shapeOf(kind, {5, 4}), {}, Ends::Default, 7);
        const std::string shape(shapeWord(kind));
        int squareOnly = 0;
        int shaped = 0;
        for (const SolverInfo* s : solvers()) {
            QVERIFY(s->supports(ShapeKind::Square));
            QVERIFY(s->shapeError(ShapeKind::Square).empty());
            QCOMPARE(s->supports(kind), s->createShaped != nullptr);
            if (s->createShaped == nullptr) {
                ++squareOnly;
                QVERIFY2(!s->noShapesReason.empty(), s->id.data());
                const std::string error = s->shapeError(kind);
                // A weave maze has square cells, but passages under them.
                QCOMPARE(error,
                         kind == ShapeKind::Weave
                             ? std::string(s->name) +
                                   " solves plain square grids only, so it does not solve weave "
                                   "mazes: it goes by the square grid's four directions, which "
                                   "know no passage under a cell."
                             : std::string(s->name) +
                                   " needs square cells, so it does not "
                                   "solve " +
                                   shape + " mazes: " + std::string(s->noShapesReason));
                QCOMPARE(s->mazeProblem(maze), error);
                for (Diagonal rule : kDiagonals) {
                    const QString why = refusal([&] { (void)s->start(maze, {}, rule); }, {error});
                    QVERIFY2(why.isEmpty(), qPrintable(why));
                }
                continue;
            }
            ++shaped;
            QVERIFY2(s->noShapesReason.empty(), s->id.data());
            for (Diagonal rule : kDiagonals) {
                if (rule == Diagonal::Never || !s->supports(rule))
                    continue;
                const QString why = refusal([&] { (void)s->start(maze, {}, rule); },
                                            {std::string(s->name), shape, "diagonal",
                                             "square cells only"});
                QVERIFY2(why.isEmpty(), qPrintable(why));
            }
            for (const ParamSpec& spec : s->params) {
                if (spec.key != kHeuristicKey)
                    continue;
                for (std::size_t k = 0; k < spec.choices.size(); ++k) {
                    ParamValues values = s->defaults();
                    values.set(s->params, spec.key, double(k));
                    if (spec.choices[k] == heuristicId(Heuristic::Euclidean)) {
                        QVERIFY(runToEnd(s->start(maze, values), maze).last.kind ==
                                SolveStep::Kind::Found);
                        continue;
                    }
                    const QString why = refusal(
                        [&] { (void)s->start(maze, values); },
                        {std::string(s->name), std::string(spec.choices[k]), shape,
                         std::string(heuristicId(Heuristic::Euclidean))});
                    QVERIFY2(why.isEmpty(), qPrintable(why));
                }
            }
        }
        QVERIFY(squareOnly > 0);
        QVERIFY(shaped > squareOnly);
    }

    // The metrics, the distances and the mask check of a hexagonal maze of 2 x 3 cells:
    //   cells (x, y) = index 2y + x; passages 0-2, 2-4 (column 0, north to south), 0-1, 1-3,
    //   3-5 (column 1), 4-3: a loop 0-2-4-3-1-0 of five cells, and 5 hanging from 3.
    void hexMetricsCountedByHand() {
        Maze maze(Shape::hex({2, 3}));
        for (auto [a, b] : {std::pair{0, 2}, {2, 4}, {0, 1}, {1, 3}, {3, 5}, {4, 3}})
            QVERIFY2(join(maze, a, b), qPrintable(QStringLiteral("%1-%2").arg(a).arg(b)));
        const MazeMetrics m = measureMaze(maze);
        QCOMPARE(m.activeCells, std::int64_t(6));
        QCOMPARE(m.passages, std::int64_t(6));
        QCOMPARE(m.isolated, std::int64_t(0));
        QCOMPARE(m.deadEnds, std::int64_t(1));          // 5
        QCOMPARE(m.corridors, std::int64_t(4));         // 0, 1, 2, 4
        QCOMPARE(m.straightCorridors, std::int64_t(1)); // 2: north and south
        QCOMPARE(m.turningCorridors, std::int64_t(3));
        QCOMPARE(m.junctions3, std::int64_t(1)); // 3
        QCOMPARE(m.junctions4, std::int64_t(0));
        QCOMPARE(m.components, std::int64_t(1));
        QCOMPARE(m.loops, std::int64_t(1));
        QCOMPARE(m.runs, std::int64_t(2)); // 5-3, and 3-4-2-0-1-3
        QCOMPARE(m.river, 3.0);
        QCOMPARE(m.diameter, std::int64_t(3)); // 5 to 0 or to 2
        QVERIFY(m.diameterExact);
        QCOMPARE(m.startGoalDistance, std::int64_t(3)); // 0-1-3-5
        const std::vector<std::int64_t> d = distancesFrom(maze, 0, DistanceMetric::Moves);
        QCOMPARE(d, (std::vector<std::int64_t>{0, 1, 1, 2, 2, 3}));
        QVERIFY(!isPerfectMaze(maze));
        maze.setSlot(4, Slot(1), false); // 4-3 (north-east of the even column's 4)
        QCOMPARE(measureMaze(maze).loops, 0);
        QVERIFY(isPerfectMaze(maze));
        QCOMPARE(distancesFrom(maze, 0, DistanceMetric::Moves)[5], std::int64_t(3));
        maze.setCost(3, 7);
        QCOMPARE(distancesFrom(maze, 0, DistanceMetric::Cost)[5], std::int64_t(1 + 7 + 1));
        // Switching off column 1 parts the columns: the mask separates (0,0) from (1,2).
        QVERIFY(!maskSeparatesEndpoints(maze));
        QCOMPARE(noPathReason(maze), std::string("walls separate the start from the goal"));
        Maze parted(Shape::hex({3, 2}));
        parted.setEndpoints({0, 0}, {2, 1});
        QVERIFY(!maskSeparatesEndpoints(parted));
        parted.setActive(parted.index({1, 0}), false);
        QVERIFY(!maskSeparatesEndpoints(parted)); // round by (1,1)
        parted.setActive(parted.index({1, 1}), false);
        QVERIFY(maskSeparatesEndpoints(parted));
        QCOMPARE(noPathReason(parted), std::string("the mask separates the start from the goal"));
    }

    // The same for a polar maze of two rings: the centre c (index 0) and ring 1's cells 1..6
    // (cell k of the ring is index 1 + k, clockwise). Passages c-1, c-4 (opposite children),
    // 1-2, 2-3, 4-5, 5-6, 6-1: a loop c-1-6-5-4-c of five cells and the tail 1-2-3.
    void polarMetricsCountedByHand() {
        Maze maze(Shape::polar(2));
        QCOMPARE(maze.cellCount(), 7);
        for (auto [a, b] :
             {std::pair{0, 1}, {0, 4}, {1, 2}, {2, 3}, {4, 5}, {5, 6}, {6, 1}})
            QVERIFY2(join(maze, a, b), qPrintable(QStringLiteral("%1-%2").arg(a).arg(b)));
        const MazeMetrics m = measureMaze(maze);
        QCOMPARE(m.activeCells, std::int64_t(7));
        QCOMPARE(m.passages, std::int64_t(7));
        QCOMPARE(m.deadEnds, std::int64_t(1));          // 3
        QCOMPARE(m.corridors, std::int64_t(5));         // c, 2, 4, 5, 6
        // c (through the centre), 2, 5, 6 (along the ring)
        QCOMPARE(m.straightCorridors, std::int64_t(4));
        QCOMPARE(m.turningCorridors, std::int64_t(1));  // 4: inward and clockwise
        QCOMPARE(m.junctions3, std::int64_t(1));        // 1
        QCOMPARE(m.components, std::int64_t(1));
        QCOMPARE(m.loops, std::int64_t(1));
        QCOMPARE(m.runs, std::int64_t(2)); // 3-2-1, and 1-c-4-5-6-1
        QCOMPARE(m.river, 3.5);
        QCOMPARE(m.diameter, std::int64_t(4)); // 3 to 4 or to 5
        QCOMPARE(m.startGoalDistance, std::int64_t(2)); // c-1-6
        QCOMPARE(distancesFrom(maze, 0, DistanceMetric::Moves),
                 (std::vector<std::int64_t>{0, 1, 2, 3, 1, 2, 2}));
        // The centre as the goal: every shaped solver that is complete reaches it.
        maze.setEndpoints({2, 1}, {0, 0});
        for (const SolverInfo* s : solvers())
            if (s->createShaped != nullptr && s->complete) {
                const Outcome out = runToEnd(s->start(maze, paramCombinations(*s, false)[0]), maze);
                QVERIFY2(out.last.kind == SolveStep::Kind::Found, s->id.data());
                QVERIFY2(pathProblem(maze, out.last.path).isEmpty(), s->id.data());
            }
    }
};

QTEST_GUILESS_MAIN(TestShapedSolvers)
#include "test_shaped_solvers.moc"
