// Diagonal movement in the depth-first, iterative-deepening, walking and filling solvers, and the
// heuristic choice of weighted A*, greedy and IDA* (docs/semantics.md, each solver's section):
// DFS's order of moves on a hand-made room, IDA*'s exact bounds against a recursive IDA* written
// out from its definition and its costs against Dijkstra's, the mouse's walk fixed by its seed,
// Trémaux's passages walked at most twice, dead-end filling's result, every view's parents and
// costs under diagonals, and weighted A* with w = 1 being A* with the same heuristic.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/movement.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#include "core/search_view.hpp"
#include "support.hpp"
#endif

#include <cmath>
#include <limits>
#include <map>
#include <set>
#include <string>

using namespace mazelab;

namespace {

constexpr Diagonal kDiagonalRules[] = {Diagonal::Always, Diagonal::IfAtMostOneObstacle,
                                       Diagonal::OnlyWhenNoObstacles};
constexpr Heuristic kHeuristics[] = {Heuristic::Manhattan, Heuristic::Euclidean, Heuristic::Octile,
                                     Heuristic::Chebyshev};

QByteArray label(std::string_view id, Diagonal rule) {
    return QByteArray(id.data(), qsizetype(id.size())) + " " +
           QByteArray(diagonalId(rule).data(), qsizetype(diagonalId(rule).size()));
}

int allowedCount(const Maze& maze, CellIndex c, Diagonal rule) {
    return std::popcount(unsigned(allowedMoves(maze, c, maze.cellAt(c), rule)));
}

Maze generated(std::string_view generator, Size size, std::uint64_t seed, int braid = 0,
               bool weighted = false) {
    GenerateRequest request{&generatorById(generator), size, seed};
    request.shaping.braid = braid;
    if (weighted)
        request.shaping.terrain = {40, 50, 9};
    return generateMaze(request);
}

// The solver whose parameter "heuristic" is set to h, the others at their defaults.
ParamValues withHeuristic(const SolverInfo& s, Heuristic h) {
    ParamValues values = s.defaults();
    values.set(s.params, kHeuristicKey, double(int(h)));
    return values;
}

bool hasHeuristicParam(const SolverInfo& s) {
    for (const ParamSpec& p : s.params)
        if (p.key == kHeuristicKey)
            return true;
    return false;
}

struct StepRecord {
    SolveStep::Kind kind;
    CellIndex cell;
    std::vector<CellIndex> discovered;
    std::int64_t searched, expanded, frontier, steps;
    std::vector<CellIndex> path;
    friend bool operator==(const StepRecord&, const StepRecord&) = default;
};

std::vector<StepRecord> record(SolveSteps steps) {
    std::vector<StepRecord> out;
    for (const SolveStep& s : steps)
        out.push_back({s.kind,
                       s.cell,
                       {s.discovered().begin(), s.discovered().end()},
                       s.counters.searched,
                       s.counters.expanded,
                       s.counters.frontier,
                       s.counters.steps,
                       {s.path.begin(), s.path.end()}});
    return out;
}

std::vector<std::pair<SolveStep::Kind, Cell>> walk(const SolverInfo& s, const Maze& maze,
                                                   Diagonal rule) {
    std::vector<std::pair<SolveStep::Kind, Cell>> out;
    for (const SolveStep& step : s.start(maze, {}, rule))
        out.emplace_back(step.kind, maze.cellAt(step.cell));
    return out;
}

// Korf's IDA*, written out recursively from docs/semantics.md ("IDA*") with nothing shared with
// the solver: g as two exact sums, f = double(straight) + double(diagonal) * sqrt(2) (h's exact
// parts joining g's; Euclidean added as a double), the next bound the least f over the bound.
class ReferenceIda {
public:
    ReferenceIda(const Maze& maze, Diagonal rule, Heuristic h)
        : m_maze(maze), m_rule(rule), m_h(h), m_onRoute(std::size_t(maze.cellCount()), false) {}

    struct Result {
        bool found = false;
        std::int64_t passes = 0;
        std::int64_t enters = 0; // the solver's expanded: every cell entered, the start per pass
        double bound = 0;
        std::vector<CellIndex> path;
    };

    Result run() {
        Result r;
        const CellIndex start = m_maze.index(m_maze.start());
        double bound = f(start, 0, 0);
        for (;;) {
            ++r.passes;
            m_over = std::numeric_limits<double>::infinity();
            m_route = {start};
            m_onRoute[std::size_t(start)] = true;
            ++r.enters;
            r.bound = bound;
            const bool found = deepen(start, 0, 0, bound, r);
            m_onRoute[std::size_t(start)] = false;
            if (found) {
                r.found = true;
                r.path = m_route;
                return r;
            }
            if (m_over == std::numeric_limits<double>::infinity())
                return r;
            bound = m_over;
        }
    }

private:
    double f(CellIndex c, std::int64_t straight, std::int64_t diagonal) const {
        const Cell at = m_maze.cellAt(c);
        const std::int64_t dx = std::abs(at.x - m_maze.goal().x);
        const std::int64_t dy = std::abs(at.y - m_maze.goal().y);
        switch (m_h) {
        case Heuristic::Manhattan:
            straight += dx + dy;
            break;
        case Heuristic::Chebyshev:
            straight += std::max(dx, dy);
            break;
        case Heuristic::Octile:
            straight += std::max(dx, dy) - std::min(dx, dy);
            diagonal += std::min(dx, dy);
            break;
        case Heuristic::Euclidean:
            return double(straight) + double(diagonal) * std::sqrt(2.0) +
                   std::sqrt(double(dx * dx + dy * dy));
        }
        return double(straight) + double(diagonal) * std::sqrt(2.0);
    }

    bool deepen(CellIndex cell, std::int64_t straight, std::int64_t diagonal, double bound,
                Result& r) {
        const Cell at = m_maze.cellAt(cell);
        const MoveSet moves = allowedMoves(m_maze, cell, at, m_rule);
        for (Move m = 0; m < kMoves; ++m) {
            if (!(moves & (1u << m)))
                continue;
            const CellIndex next = moveTarget(m_maze, cell, m);
            if (m_onRoute[std::size_t(next)])
                continue;
            const std::int64_t s = straight + (isDiagonal(m) ? 0 : m_maze.cost(next));
            const std::int64_t d = diagonal + (isDiagonal(m) ? m_maze.cost(next) : 0);
            const double fNext = f(next, s, d);
            if (fNext > bound) {
                m_over = std::min(m_over, fNext);
                continue;
            }
            m_route.push_back(next);
            m_onRoute[std::size_t(next)] = true;
            ++r.enters;
            if (next == m_maze.index(m_maze.goal()) || deepen(next, s, d, bound, r))
                return true;
            m_onRoute[std::size_t(next)] = false;
            m_route.pop_back();
        }
        return false;
    }

    const Maze& m_maze;
    Diagonal m_rule;
    Heuristic m_h;
    std::vector<bool> m_onRoute;
    std::vector<CellIndex> m_route;
    double m_over = 0;
};

} // namespace

class TestDiagonalSolvers : public QObject {
    Q_OBJECT

private slots:
    // DFS looks at the four directions first, then the diagonals: same bias E, S, W, N, SE, SW,
    // NW, NE; opposed bias N, W, S, E, NE, NW, SW, SE. In a 2 x 2 open room both reach the
    // opposite corner by two straight moves although one diagonal would do; in a 3 x 3 room of
    // closed walls (every cell joined diagonally only, under "always") from the centre to the
    // top-left corner, the same bias tries SE and SW before NW, the opposed bias NE first.
    void dfsTriesTheDirectionsThenTheDiagonalsInItsOrder() {
        const SolverInfo& same = solverById("dfs");
        const SolverInfo& opposed = solverById("dfs-opposed");
        using K = SolveStep::Kind;
        Maze room(Size{2, 2});
        room.openAll();
        room.setEndpoints({0, 0}, {1, 1});
        QCOMPARE(solveMaze(same, room, {}, Diagonal::Always).path,
                 (std::vector<CellIndex>{0, 1, 3}));
        QCOMPARE(solveMaze(opposed, room, {}, Diagonal::Always).path,
                 (std::vector<CellIndex>{0, 2, 3}));

        Maze closed(Size{3, 3});
        closed.setEndpoints({1, 1}, {0, 0});
        using Walk = std::vector<std::pair<K, Cell>>;
        QCOMPARE(walk(same, closed, Diagonal::Always), (Walk{{K::Enter, {1, 1}},
                                                             {K::Enter, {2, 2}},
                                                             {K::Retreat, {2, 2}},
                                                             {K::Enter, {0, 2}},
                                                             {K::Retreat, {0, 2}},
                                                             {K::Found, {0, 0}}}));
        QCOMPARE(
            walk(opposed, closed, Diagonal::Always),
            (Walk{
                {K::Enter, {1, 1}}, {K::Enter, {2, 0}}, {K::Retreat, {2, 0}}, {K::Found, {0, 0}}}));
        // Walls between cells block diagonals under the other rules: no path there.
        for (Diagonal rule : {Diagonal::IfAtMostOneObstacle, Diagonal::OnlyWhenNoObstacles})
            QCOMPARE(solveMaze(same, closed, {}, rule).stats.found, false);
    }

    // IDA*'s bound is a real number with diagonal moves (and with Euclidean or octile): each
    // pass's bound is exactly the least f that went over the last one. Its passes, its entries
    // and its path are those of the recursive IDA* above, for every heuristic and rule, on small
    // mazes with loops, weighted and not; with a heuristic that never overestimates, its path
    // costs exactly what Dijkstra's does (two exact sums, equal as integers), its last bound is
    // that cost, and the figure "Bound on f" shows it rounded up. Some runs give up at the step
    // limit (real bounds rise by small steps, and diagonals multiply the routes): those are left
    // out, and enough remain.
    void idaStarBoundsAreExactAndItsCostIsDijkstras() {
        const SolverInfo& ida = solverById("ida-star");
        const SolverInfo& dijkstra = solverById("dijkstra");
        QVERIFY(ida.supports(Diagonal::Always) && ida.cheapestWithDiagonals);
        int compared = 0;
        int realBounds = 0;
        int gaveUp = 0;
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            const Maze maze = generated("recursive-backtracker", {6, 5}, seed, 20, seed % 2 == 0);
            for (Diagonal rule : kDiagonals) {
                const SolveResult best = solveMaze(dijkstra, maze, {}, rule);
                for (Heuristic h : kHeuristics) {
                    const QByteArray what = label(heuristicId(h), rule) + " seed " +
                                            QByteArray::number(qulonglong(seed));
                    const SolveResult r = solveMaze(ida, maze, withHeuristic(ida, h), rule);
                    if (r.stats.gaveUp) {
                        ++gaveUp;
                        continue;
                    }
                    QVERIFY2(r.stats.found, what);
                    const ReferenceIda::Result ref = ReferenceIda(maze, rule, h).run();
                    QVERIFY2(ref.found, what);
                    QCOMPARE(r.path, ref.path);
                    QCOMPARE(r.stats.extra[0], ref.passes);
                    QCOMPARE(r.stats.expanded, ref.enters);
                    QCOMPARE(r.stats.extra[1], std::int64_t(std::ceil(ref.bound)));
                    realBounds += ref.bound != std::floor(ref.bound);
                    if (!inadmissibleWhy(h, rule).empty()) {
                        QVERIFY2(r.stats.cost().value() >= best.stats.cost().value() - 1e-9, what);
                        continue;
                    }
                    QVERIFY2(ida.cheapestUnder(withHeuristic(ida, h), rule), what);
                    QVERIFY2(r.stats.cost() == best.stats.cost(), what);
                    QCOMPARE(ref.bound, best.stats.cost().value());
                    ++compared;
                }
            }
        }
        QVERIFY(compared > 100);
        QVERIFY(realBounds > 50);
        QVERIFY(gaveUp < compared / 4);
    }

    // The worked example of docs/semantics.md ("IDA*"): in a 2 x 2 open room under "always",
    // octile takes the diagonal in one pass; Manhattan, which overestimates it, goes E then S.
    void idaStarInAnOpenRoomWithDiagonals() {
        Maze room(Size{2, 2});
        room.openAll();
        room.setEndpoints({0, 0}, {1, 1});
        const SolverInfo& ida = solverById("ida-star");
        const SolveResult octile =
            solveMaze(ida, room, withHeuristic(ida, Heuristic::Octile), Diagonal::Always);
        QCOMPARE(octile.path, (std::vector<CellIndex>{0, 3}));
        QCOMPARE(octile.stats.extra[0], std::int64_t(1));
        QCOMPARE(octile.stats.extra[1], std::int64_t(2)); // sqrt(2), rounded up
        const SolveResult manhattan = solveMaze(ida, room, ida.defaults(), Diagonal::Always);
        QCOMPARE(manhattan.path, (std::vector<CellIndex>{0, 1, 3}));
        QCOMPARE(manhattan.stats.cost(), (PathCost{2, 0}));
    }

    // A sealed goal: IDA* says "no path" under a diagonal rule too, having followed every route
    // (in a 3 x 3 room: more would give it exponentially many).
    void idaStarReportsNoPathWithDiagonals() {
        Maze maze(Size{3, 3});
        maze.openAll();
        maze.setEndpoints({0, 0}, {2, 2});
        const CellIndex goal = maze.index(maze.goal());
        for (Dir d : kDirs)
            if (maze.isOpen(goal, d))
                maze.addWall(goal, d);
        const SolverInfo& ida = solverById("ida-star");
        // Both routes into the goal cross one of its walls: no diagonal reaches it.
        for (Diagonal rule : {Diagonal::IfAtMostOneObstacle, Diagonal::OnlyWhenNoObstacles}) {
            const SolveResult r = solveMaze(ida, maze, withHeuristic(ida, Heuristic::Octile), rule);
            QVERIFY(!r.stats.found && !r.stats.gaveUp);
            QCOMPARE(r.stats.reason, std::string("every route from the start was followed to "
                                                 "its end"));
        }
    }

    // The mouse's walk is its seed's under every rule: the same seed, the same steps; its moves
    // are allowed moves, and it takes the way back only where it is the one way out.
    void theMouseWalksItsSeedsWalkWithDiagonals() {
        const SolverInfo& mouse = solverById("random-mouse");
        const Maze maze = generated("recursive-backtracker", {9, 9}, 4, 50);
        for (Diagonal rule : kDiagonalRules) {
            std::set<std::vector<CellIndex>> walks;
            for (std::uint64_t seed : {1u, 2u, 3u}) {
                ParamValues values = mouse.defaults();
                values.set(mouse.params, "seed", double(seed));
                std::vector<CellIndex> first;
                CellIndex at = maze.index(maze.start());
                CellIndex from = -1;
                for (const SolveStep& step : mouse.start(maze, values, rule)) {
                    first.push_back(step.cell);
                    if (step.kind != SolveStep::Kind::Walk && step.kind != SolveStep::Kind::Found)
                        continue;
                    QVERIFY2(moveAllowed(maze, at, step.cell, rule), label("mouse", rule));
                    if (step.cell == from)
                        QVERIFY2(allowedCount(maze, at, rule) == 1, "turned back at a junction");
                    from = at;
                    at = step.cell;
                }
                QCOMPARE(at, maze.index(maze.goal()));
                std::vector<CellIndex> again;
                for (const SolveStep& step : mouse.start(maze, values, rule))
                    again.push_back(step.cell);
                QCOMPARE(again, first);
                walks.insert(first);
            }
            QVERIFY2(walks.size() > 1, "three seeds, one walk");
        }
    }

    // Trémaux with diagonal moves: every move is an allowed one, each passage (a pair of cells
    // joined by an allowed move) is walked at most twice, a first walk is `Walk` and a second
    // `Retreat`; it finds the goal, its path is simple, and a sealed goal is "no path".
    void tremauxMarksDiagonalPassagesToo() {
        const SolverInfo& tremaux = solverById("tremaux");
        for (int braid : {0, 60}) {
            const Maze maze = generated("recursive-backtracker", {11, 9}, 5, braid);
            for (Diagonal rule : kDiagonalRules) {
                std::map<std::pair<CellIndex, CellIndex>, int> walked;
                CellIndex at = maze.index(maze.start());
                SolveResult r = solveMaze(tremaux, maze, {}, rule);
                for (const SolveStep& step : tremaux.start(maze, {}, rule)) {
                    QVERIFY2(moveAllowed(maze, at, step.cell, rule), label("tremaux", rule));
                    const int times = ++walked[std::minmax(at, step.cell)];
                    QVERIFY(times <= 2);
                    if (step.kind != SolveStep::Kind::Found)
                        QCOMPARE(step.kind,
                                 times == 1 ? SolveStep::Kind::Walk : SolveStep::Kind::Retreat);
                    at = step.cell;
                }
                QVERIFY(r.stats.found);
                QVERIFY(madeOfAllowedMoves(maze, r.path, rule));
                QCOMPARE(std::set<CellIndex>(r.path.begin(), r.path.end()).size(), r.path.size());
            }
        }
        Maze sealed = generated("kruskal", {7, 7}, 2, 40);
        const CellIndex goal = sealed.index(sealed.goal());
        for (Dir d : kDirs)
            if (sealed.isOpen(goal, d))
                sealed.addWall(goal, d);
        const SolveResult r = solveMaze(tremaux, sealed, {}, Diagonal::IfAtMostOneObstacle);
        QVERIFY(!r.stats.found);
        QCOMPARE(r.stats.reason,
                 std::string("no path: back at the start with every passage marked twice"));
    }

    // Dead-end filling with diagonal moves: a dead end is a cell with at most one allowed move
    // into a cell not filled. Each cell filled was one, none is left at the end, and the path
    // read has BFS's fewest moves under the rule. On a perfect maze "only when no obstacles"
    // allows no diagonal (both routes clear would be a loop), so everything is as with four
    // directions: exactly the path is left.
    void deadEndFillingUnderDiagonals() {
        const SolverInfo& filling = solverById("dead-end-filling");
        const SolverInfo& bfs = solverById("bfs");
        for (int braid : {0, 60}) {
            for (std::uint64_t seed : {1u, 2u, 3u}) {
                const Maze maze = generated("kruskal", {13, 9}, seed, braid);
                const CellIndex start = maze.index(maze.start());
                const CellIndex goal = maze.index(maze.goal());
                for (Diagonal rule : kDiagonalRules) {
                    std::vector<bool> filled(std::size_t(maze.cellCount()), false);
                    auto movesLeft = [&](CellIndex c) {
                        int left = 0;
                        for (unsigned t = allowedMoves(maze, c, maze.cellAt(c), rule); t;
                             t &= t - 1)
                            left += !filled[std::size_t(
                                moveTarget(maze, c, Move(std::countr_zero(t))))];
                        return left;
                    };
                    std::vector<CellIndex> path;
                    for (const SolveStep& step : filling.start(maze, {}, rule)) {
                        if (step.kind == SolveStep::Kind::Fill) {
                            QVERIFY(step.cell != start && step.cell != goal);
                            QVERIFY2(!filled[std::size_t(step.cell)], "filled twice");
                            QVERIFY2(movesLeft(step.cell) <= 1, label("not a dead end", rule));
                            filled[std::size_t(step.cell)] = true;
                        } else {
                            QCOMPARE(step.kind, SolveStep::Kind::Found);
                            path.assign(step.path.begin(), step.path.end());
                        }
                    }
                    for (CellIndex c = 0; c < maze.cellCount(); ++c)
                        if (!filled[std::size_t(c)] && c != start && c != goal)
                            QVERIFY2(movesLeft(c) >= 2, label("a dead end left", rule));
                    QVERIFY(madeOfAllowedMoves(maze, path, rule));
                    QCOMPARE(std::int64_t(path.size()) - 1,
                             solveMaze(bfs, maze, {}, rule).stats.pathLength);
                    if (braid == 0 && rule == Diagonal::OnlyWhenNoObstacles)
                        QCOMPARE(record(filling.start(maze, {}, rule)),
                                 record(filling.start(maze)));
                }
            }
        }
    }

    // Every solver that takes diagonal moves answers in its view: a cell with a parent names the
    // move back to it (and the direction too when the move is straight), the parent is seen and
    // may move to it under the rule, and where the view has g, it is the parent's plus the cell's
    // cost in the straight or the diagonal sum (BFS: one move more). Solvers that keep parents
    // (queues, open sets, IDA*'s route) give one for every such cell but the start. IDA*'s f is
    // within its bound. (The two bidirectional searches' views are held by test_bidirectional.)
    void viewsAnswerUnderDiagonals() {
        const Maze maze = generated("recursive-backtracker", {9, 7}, 3, 40, true);
        const CellIndex start = maze.index(maze.start());
        for (const SolverInfo* s : solvers()) {
            if (s->family == SolverFamily::Bidirectional)
                continue;
            for (Diagonal rule : kDiagonalRules) {
                if (!testing::takes(*s, maze, rule)) // JPS refuses this maze's weighted cells
                    continue;
                const QByteArray what = label(s->id, rule);
                // g, rhs and the neighbour giving rhs: test_incremental checks them.
                if (s->family == SolverFamily::Incremental)
                    continue;
                const auto boundAt = std::size_t(
                    std::find(s->extraFigures.begin(), s->extraFigures.end(), "Bound on f") -
                    s->extraFigures.begin());
                const bool keepsParents = s->family == SolverFamily::BreadthFirst ||
                                          s->family == SolverFamily::BestFirst ||
                                          s->family == SolverFamily::IterativeDeepening;
                int parents = 0;
                std::int64_t count = 0;
                for (const SolveStep& step : s->start(maze, {}, rule)) {
                    if (++count > 400 && count % 53 != 0 && !step.isLast())
                        continue;
                    const SearchView& view = *step.view;
                    for (CellIndex c = 0; c < maze.cellCount(); ++c) {
                        const CellInternals in = view.cell(c);
                        if (!in.seen)
                            continue;
                        const bool onRoute =
                            s->family != SolverFamily::IterativeDeepening || in.g.has_value();
                        if (keepsParents && onRoute && c != start)
                            QVERIFY2(in.cameFromMove.has_value(), what);
                        if (!keepsParents)
                            QVERIFY2(!in.cameFromMove && !in.cameFrom && !in.g, what);
                        if (!in.cameFromMove) {
                            QVERIFY2(!in.cameFrom, what);
                            continue;
                        }
                        ++parents;
                        const Move back = *in.cameFromMove;
                        QVERIFY2(isDiagonal(back) ? !in.cameFrom
                                                  : in.cameFrom == std::optional(Dir(back)),
                                 what);
                        const CellIndex p = moveTarget(maze, c, back);
                        const CellInternals parent = view.cell(p);
                        QVERIFY2(parent.seen && moveAllowed(maze, p, c, rule), what);
                        if (!in.g)
                            continue;
                        QVERIFY2(parent.g.has_value(), what);
                        const std::int64_t cost = s->usesCosts ? maze.cost(c) : 1;
                        const bool diagonal = isDiagonal(back) && s->usesCosts;
                        QCOMPARE(*in.g, *parent.g + (diagonal ? 0 : cost));
                        QCOMPARE(in.gDiagonal, parent.gDiagonal + (diagonal ? cost : 0));
                        if (boundAt < s->extraFigures.size())
                            QVERIFY2(*in.f() <= double(step.counters.extra[boundAt]), what);
                    }
                }
                QVERIFY2(!keepsParents || parents > 0, what);
            }
        }
    }

    // With w = 1, weighted A* is A* with the same heuristic, step for step, under every
    // movement: for each A* entry that fixes a heuristic, weighted A* given that heuristic.
    void weightOneIsAStarWithTheChosenHeuristic() {
        const SolverInfo& weighted = solverById("weighted-astar");
        const Maze mazes[] = {generated("kruskal", {15, 11}, 4, 60, true),
                              generated("open-field", {21, 15}, 5)};
        int compared = 0;
        for (const SolverInfo* astar : solvers()) {
            if (!astar->fixedHeuristic || astar->family != SolverFamily::BestFirst)
                continue;
            if (astar->mazeError) // JPS: A* over jump points only, not A*'s steps
                continue;
            ParamValues values = withHeuristic(weighted, *astar->fixedHeuristic);
            values.set(weighted.params, "weight", 1);
            for (const Maze& maze : mazes) {
                for (Diagonal rule : kDiagonals) {
                    if (!astar->supports(rule))
                        continue;
                    QVERIFY2(record(weighted.start(maze, values, rule)) ==
                                 record(astar->start(maze, {}, rule)),
                             label(astar->id, rule));
                    ++compared;
                }
            }
        }
        QVERIFY(compared >= 16);
    }

    // The heuristic choice: a run's heuristic is its parameter's, Manhattan by default (named in
    // the solver's name with its parameters), and the view's h is that heuristic's formula
    // (docs/semantics.md, "Movement"), under four directions and with diagonals. A least-cost
    // promise under diagonals holds exactly for the heuristics that never overestimate there.
    void theHeuristicChoiceIsTheRunsHeuristic() {
        const Maze maze = generated("kruskal", {11, 9}, 6, 50, true);
        const Cell goal = maze.goal();
        int solversWithChoice = 0;
        for (const SolverInfo* s : solvers()) {
            if (!hasHeuristicParam(*s))
                continue;
            ++solversWithChoice;
            QVERIFY(!s->fixedHeuristic);
            QCOMPARE(s->heuristicOf(s->defaults()), std::optional(Heuristic::Manhattan));
            QVERIFY(nameWithParams(s->name, s->params, s->defaults()).find("heuristic=manhattan") !=
                    std::string::npos);
            for (Heuristic h : kHeuristics) {
                const ParamValues values = withHeuristic(*s, h);
                QCOMPARE(s->heuristicOf(values), std::optional(h));
                for (Diagonal rule : kDiagonals) {
                    const QByteArray what = label(s->id, rule) + " " + heuristicId(h).data();
                    QCOMPARE(s->heuristicWarning(values, rule).empty(),
                             inadmissibleWhy(h, rule).empty());
                    QCOMPARE(s->cheapestUnder(values, rule),
                             rule == Diagonal::Never
                                 ? s->cheapestOnCosts
                                 : s->cheapestWithDiagonals && inadmissibleWhy(h, rule).empty());
                    int checked = 0;
                    for (const SolveStep& step : s->start(maze, values, rule)) {
                        const CellInternals in = step.view->cell(step.cell);
                        if (!in.h)
                            continue;
                        const Cell c = maze.cellAt(step.cell);
                        // A bidirectional search's goal side measures to the start.
                        const Cell target = in.fromGoal ? maze.start() : goal;
                        const double dx = std::abs(c.x - target.x);
                        const double dy = std::abs(c.y - target.y);
                        const double expected =
                            h == Heuristic::Manhattan   ? dx + dy
                            : h == Heuristic::Euclidean ? std::sqrt(dx * dx + dy * dy)
                            : h == Heuristic::Chebyshev
                                ? std::max(dx, dy)
                                : std::max(dx, dy) + (std::sqrt(2.0) - 1) * std::min(dx, dy);
                        QVERIFY2(std::abs(*in.h - expected) < 1e-9, what);
                        ++checked;
                        if (step.isLast()) // IDA* may give up on these loops
                            QVERIFY2(step.kind == SolveStep::Kind::Found || !s->complete, what);
                    }
                    QVERIFY2(checked > 5, what);
                }
            }
        }
        QVERIFY(solversWithChoice >= 3);
    }
};

QTEST_GUILESS_MAIN(TestDiagonalSolvers)
#include "test_diagonal_solvers.moc"
