// The solvers' internals (core/search_view.hpp), checked against what the solvers then do: for
// every solver through whole runs, the view's frontier order is the order of the next steps, its
// distances are those of an independent shortest-path computation where they are final, a
// best-first solver's f is its own documented priority of g and h (A*: g + h) with the
// heuristic's own formula, which overestimates only for a solver flagged inadmissible. Which
// rules apply follows from each entry's family and traits. Also the distance heat map's
// distances (core/distance.hpp), the entries' cards and their warnings (core/cards.hpp).
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/cards.hpp"
#include "core/distance.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#include "core/search_view.hpp"
#endif

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <set>

using namespace mazelab;

namespace {

// Shortest distances from the start by plain relaxation until nothing changes (Bellman-Ford):
// no queue, no heap, nothing shared with the solvers or core/distance.cpp. `unit`: every move
// costs 1 (BFS's distance); otherwise entering a cell costs its cost. `towards`: the distances
// to `from` instead, as a bidirectional search's goal side counts them: a path to `from` pays
// for each cell it enters, so walked backwards, the move from c to n pays the cost of c.
std::vector<std::int64_t> relaxedDistances(const Maze& maze, CellIndex from, bool unit,
                                           bool towards = false) {
    std::vector<std::int64_t> dist(std::size_t(maze.cellCount()), -1);
    dist[std::size_t(from)] = 0;
    for (bool changed = true; changed;) {
        changed = false;
        for (CellIndex c = 0; c < maze.cellCount(); ++c) {
            if (dist[std::size_t(c)] < 0)
                continue;
            for (Dir d : kDirs) {
                if (!maze.isOpen(c, d))
                    continue;
                const CellIndex n = maze.neighbour(c, d);
                const std::int64_t via =
                    dist[std::size_t(c)] + (unit ? 1 : maze.cost(towards ? c : n));
                if (dist[std::size_t(n)] < 0 || via < dist[std::size_t(n)]) {
                    dist[std::size_t(n)] = via;
                    changed = true;
                }
            }
        }
    }
    return dist;
}

// The documented heuristics (docs/semantics.md), written out independently of the solvers, from
// c to `to`: the goal, or the start for a bidirectional search's goal side. A solver with a
// heuristic not listed here is held to the general rules only (admissibility).
std::optional<double> documentedH(std::string_view id, const Maze& maze, Cell c, Cell to) {
    const int dx = std::abs(c.x - to.x);
    const int dy = std::abs(c.y - to.y);
    if (id == "astar-euclidean")
        return std::sqrt(double(dx) * dx + double(dy) * dy);
    if (id == "astar-manhattan" || id == "weighted-astar" || id == "greedy-manhattan" ||
        id == "ida-star" || id == "bidirectional-astar") // the last at its default
        return double(dx + dy);
    if (id == "astar-dysfunctional")
        return double((maze.width() - 1) + (maze.height() - 1) - (dx + dy));
    return std::nullopt;
}

// The documented priority f of a best-first solver (docs/semantics.md), from g and the documented
// h (0 for Dijkstra, which has none): greedy's h alone, weighted A*'s g + w*h at the default
// weight 2, the others' g + h; empty for a heuristic not listed above, whose f is then held to
// the frontier's order only.
std::optional<double> documentedF(const SolverInfo& info, const Maze& maze, Cell c, double g) {
    if (info.heuristic.empty())
        return g;
    const std::optional<double> h = documentedH(info.id, maze, c, maze.goal());
    if (!h)
        return std::nullopt;
    if (info.id == "greedy-manhattan")
        return *h;
    if (info.id == "weighted-astar")
        return g + 2 * *h;
    return g + *h;
}

Maze maze(const char* kind) {
    GenerateRequest request{&generatorById("recursive-backtracker"), Size{21, 17}, 7, {}};
    if (std::string_view(kind) == "braided")
        request.shaping.braid = 60;
    if (std::string_view(kind) == "weighted") {
        request.shaping.braid = 60;
        request.shaping.terrain = {40, 50, 9};
    }
    return generateMaze(request);
}

// What each family's frontier is: the rules below follow from it (a queue and an open set give
// up their first cell next; a stack grows at its top or shrinks from it).
SearchView::Frontier frontierOf(const SolverInfo& info) {
    switch (info.family) {
    case SolverFamily::BreadthFirst:
        return SearchView::Frontier::Queue;
    case SolverFamily::DepthFirst:
    case SolverFamily::IterativeDeepening: // the route of the current pass
        return SearchView::Frontier::Stack;
    case SolverFamily::BestFirst:
    case SolverFamily::Incremental: // a queue ordered by keys
        return SearchView::Frontier::OpenSet;
    case SolverFamily::Bidirectional: // two queues, or two open sets where costs count
        return info.usesCosts ? SearchView::Frontier::OpenSet : SearchView::Frontier::Queue;
    case SolverFamily::Walker:
    case SolverFamily::Filling:
        return SearchView::Frontier::None;
    }
    return SearchView::Frontier::Queue;
}

bool isOpenNeighbour(const Maze& m, CellIndex from, CellIndex to) {
    for (Dir d : kDirs)
        if (m.isOpen(from, d) && m.neighbour(from, d) == to)
            return true;
    return false;
}

// The rules of the families without a frontier, step by step. A walker moves to an open
// neighbour of where it stood (its last step stays put); a filler fills a dead end other than the
// start and the goal (at most one open side into a cell not filled), each cell once, and ends
// with one step that reads the path.
class NoFrontierRules {
public:
    NoFrontierRules(const SolverInfo& info, const Maze& m)
        : m_walker(info.family == SolverFamily::Walker), m_maze(m),
          m_at(m.index(m.start())), m_filled(std::size_t(m.cellCount()), false) {}

    void check(const SolveStep& step, const SearchView& view) {
        QCOMPARE(view.frontierSize(), std::size_t(0));
        QCOMPARE(step.counters.frontier, std::int64_t(0));
        QCOMPARE(step.counters.maxFrontier, std::int64_t(0));
        if (m_walker) {
            QVERIFY(step.kind == SolveStep::Kind::Walk || step.kind == SolveStep::Kind::Retreat ||
                    step.isLast());
            if (step.kind == SolveStep::Kind::NoPath || step.kind == SolveStep::Kind::GaveUp)
                QCOMPARE(step.cell, m_at);
            else
                QVERIFY2(isOpenNeighbour(m_maze, m_at, step.cell), "a walker jumped");
            m_at = step.cell;
            QVERIFY(view.cell(step.cell).seen);
            return;
        }
        if (step.isLast())
            return;
        QCOMPARE(step.kind, SolveStep::Kind::Fill);
        const CellIndex c = step.cell;
        QVERIFY(c != m_maze.index(m_maze.start()) && c != m_maze.index(m_maze.goal()));
        QVERIFY2(!m_filled[std::size_t(c)], "a cell was filled twice");
        int open = 0;
        for (Dir d : kDirs)
            open += m_maze.isOpen(c, d) && !m_filled[std::size_t(m_maze.neighbour(c, d))];
        QVERIFY2(open <= 1, "a cell that is no dead end was filled");
        m_filled[std::size_t(c)] = true;
        for (CellIndex f = 0; f < m_maze.cellCount(); ++f)
            if (m_filled[std::size_t(f)])
                QVERIFY(view.cell(f).seen);
    }

private:
    bool m_walker;
    const Maze& m_maze;
    CellIndex m_at;
    std::vector<bool> m_filled;
};

} // namespace

class TestSearchView : public QObject {
    Q_OBJECT

private slots:
    void theViewDescribesEverySolverThroughAWholeRun_data() {
        QTest::addColumn<QString>("solver");
        QTest::addColumn<QString>("kind");
        for (const SolverInfo* s : solvers())
            for (const char* kind : {"perfect", "braided", "weighted"})
                if (s->supports(Diagonal::Never) && s->mazeProblem(maze(kind)).empty())
                    QTest::addRow("%s %s", s->id.data(), kind)
                        << QString::fromUtf8(s->id.data()) << QString(kind);
    }

    // After every step: the frontier's first entry is the cell the next step takes (BFS,
    // Dijkstra, A*), or the next DFS step enters an unentered open neighbour of the stack's top
    // or retreats from that top; the frontier's size is the step's counter; every seen cell's
    // distance (BFS) or closed cell's g (Dijkstra, A*) is the independent shortest distance, its
    // came-from direction leads to a seen parent one move (or one cell's cost) nearer; a
    // best-first solver's f is its documented priority (A*: g + h, with the heuristic's formula),
    // and its best open cells come in the order of that f, then h: the view reports the f the
    // open set orders by, whatever the solver's rule. Bidirectional: the same from the goal for
    // cells the goal side shows, and the last step (Found at the meeting, or NoPath) leaves a
    // frontier behind. Walkers and fillers follow NoFrontierRules and show no distances.
    // Every check reads the same step of one run, so they stay in one function.
    void theViewDescribesEverySolverThroughAWholeRun() {
        QFETCH(QString, solver);
        QFETCH(QString, kind);
        const SolverInfo& info = solverById(solver.toStdString());
        const Maze m = maze(kind.toUtf8().constData());
        const bool unit = !info.usesCosts;
        const std::vector<std::int64_t> truth = relaxedDistances(m, m.index(m.start()), unit);
        // Bidirectional: a cell seen by the goal side has its distance to the goal.
        const std::vector<std::int64_t> truthToGoal =
            relaxedDistances(m, m.index(m.goal()), unit, true);
        const bool stack = frontierOf(info) == SearchView::Frontier::Stack;
        const bool deepening = info.family == SolverFamily::IterativeDeepening;
        const bool walker = info.family == SolverFamily::Walker;
        // Queues and open sets keep a distance for every seen cell; IDA* for its route alone;
        // DFS, walkers and filling for none.
        const bool keepsDistances = !stack && frontierOf(info) != SearchView::Frontier::None;
        // IDA*'s bound, among its own figures.
        const auto boundAt = std::size_t(
            std::find(info.extraFigures.begin(), info.extraFigures.end(), "Bound on f") -
            info.extraFigures.begin());
        QVERIFY(!deepening || boundAt < kExtraFigures);
        const bool noFrontier = frontierOf(info) == SearchView::Frontier::None;
        NoFrontierRules noFrontierRules(info, m);
        const bool bestFirst = info.family == SolverFamily::BestFirst;
        const bool bidirectional = info.family == SolverFamily::Bidirectional;
        const bool incremental = info.family == SolverFamily::Incremental;
        // An open set's g is final once closed; a queue's distance when first seen.
        const bool openSet = frontierOf(info) == SearchView::Frontier::OpenSet;
        const bool heuristic = !info.heuristic.empty();
        // A queue takes cells in order of moves; an open set with a consistent heuristic (what
        // its cheapest-path guarantee rests on) closes a cell at its least cost.
        const bool exactWhenTaken = !bestFirst || info.cheapestOnCosts;
        // Moves from each cell to the goal, and to the start (a bidirectional goal side's h
        // estimates that way): an admissible h never exceeds them (every cost >= 1).
        const std::vector<std::int64_t> toGoal = relaxedDistances(m, m.index(m.goal()), true);
        const std::vector<std::int64_t> toStart = relaxedDistances(m, m.index(m.start()), true);
        bool overestimated = false;

        SolveSteps steps = info.start(m);
        std::vector<CellIndex> expectedNext; // the previous step's view of the frontier
        std::int64_t count = 0;
        int distanceChecks = 0;
        CellIndex position = m.index(m.start()); // a walker's
        for (const SolveStep& step : steps) {
            ++count;
            QVERIFY(step.view != nullptr);
            const SearchView& view = *step.view;
            const bool moved = step.kind == SolveStep::Kind::Enter ||
                               step.kind == SolveStep::Kind::Found;
            // The previous view's order, against what this step did.
            if (!expectedNext.empty()) {
                if ((bidirectional || incremental) && step.kind != SolveStep::Kind::Expand) {
                    // It stops with a frontier left: Found at the best meeting's cell, or NoPath
                    // when one side ran out. An incremental search stops when no queued key is
                    // below the target's, which it need not take.
                    QVERIFY(step.isLast());
                } else if (!stack) {
                    QVERIFY(step.kind == SolveStep::Kind::Expand ||
                            step.kind == SolveStep::Kind::Found);
                    QCOMPARE(step.cell, expectedNext.front());
                } else if (step.kind == SolveStep::Kind::Retreat) {
                    QCOMPARE(step.cell, expectedNext.front());
                } else if (moved) {
                    QVERIFY(isOpenNeighbour(m, expectedNext.front(), step.cell));
                }
            }
            // A walker moves (or walks back) one cell at a time; its first step may stand on
            // the start.
            if (walker && (moved || step.kind == SolveStep::Kind::Walk ||
                           step.kind == SolveStep::Kind::Retreat)) {
                QVERIFY(isOpenNeighbour(m, position, step.cell) ||
                        (count == 1 && step.cell == position));
                position = step.cell;
            }
            QCOMPARE(view.current(), step.cell);
            if (noFrontier)
                noFrontierRules.check(step, view);
            QCOMPARE(std::int64_t(view.frontierSize()), step.counters.frontier);
            QCOMPARE(view.frontierKind(), frontierOf(info));
            QCOMPARE(view.hasHeuristic(), heuristic);
            const std::vector<CellIndex> first = view.frontier(8);
            QCOMPARE(first.size(), std::min<std::size_t>(8, view.frontierSize()));
            // Bidirectional: a cell waiting on both sides is listed once per side.
            if (!bidirectional)
                QCOMPARE(std::set<CellIndex>(first.begin(), first.end()).size(), first.size());
            for (CellIndex c : first) {
                QVERIFY(view.cell(c).seen);
                // Bidirectional: a cell may still wait on one side after the other side closed
                // it, and the view shows a cell from the side that closed it.
                QVERIFY(!view.cell(c).closed || bidirectional);
            }
            // Bidirectional: the expanded cell is shown from the side that expanded it.
            if (bidirectional && step.kind == SolveStep::Kind::Expand) {
                QCOMPARE(view.cell(step.cell).fromGoal, step.side == 1);
                QVERIFY(view.cell(step.cell).closed);
            }
            if (stack && step.kind == SolveStep::Kind::Enter)
                QCOMPARE(first.front(), step.cell); // the cell entered is the new top
            if (bestFirst) {
                for (std::size_t k = 1; k < first.size(); ++k) {
                    const CellInternals a = view.cell(first[k - 1]);
                    const CellInternals b = view.cell(first[k]);
                    QVERIFY(a.f() && b.f());
                    const double fa = *a.f();
                    const double fb = *b.f();
                    QVERIFY2(fa < fb || (fa == fb && a.h.value_or(0) <= b.h.value_or(0)),
                             "the open set's best cells are not in f, then h order");
                }
            }
            // Distances: every step of a short run; a long one (IDA*'s repeated passes) keeps the
            // program fast with its first steps, every 97th after them and its last.
            if (count > 5000 && count % 97 != 0 && !step.isLast()) {
                expectedNext = first;
                continue;
            }
            std::size_t withG = 0;
            for (CellIndex c = 0; c < m.cellCount(); ++c) {
                const CellInternals in = view.cell(c);
                // An incremental solver's g, rhs and parents: test_incremental checks them.
                if (!in.seen || incremental)
                    continue;
                if (!keepsDistances && (!deepening || !in.g)) { // IDA*: off its route
                    QVERIFY(!in.g && !in.cameFrom && !in.h);
                    continue;
                }
                QVERIFY(in.g.has_value());
                ++withG;
                QVERIFY(bidirectional || !in.fromGoal);
                const std::int64_t best = (in.fromGoal ? truthToGoal : truth)[std::size_t(c)];
                if (deepening) {
                    QVERIFY(*in.g >= best);
                    QVERIFY(*in.f() <= double(step.counters.extra[boundAt]));
                    if (step.kind == SolveStep::Kind::Found && c == step.cell) {
                        QCOMPARE(*in.g, best); // the first route is cheapest
                        ++distanceChecks;
                    }
                } else if (exactWhenTaken && (!openSet || in.closed)) {
                    QCOMPARE(*in.g, best);
                    ++distanceChecks;
                } else {
                    QVERIFY(*in.g >= best); // a path found, never below the best
                }
                if (c == m.index(in.fromGoal ? m.goal() : m.start())) {
                    QVERIFY(!in.cameFrom);
                } else {
                    QVERIFY(in.cameFrom.has_value());
                    QVERIFY(m.isOpen(c, *in.cameFrom));
                    const CellIndex p = m.neighbour(c, *in.cameFrom);
                    const CellInternals parent = view.cell(p);
                    QVERIFY(parent.seen);
                    // A parent is closed on its side and shown from it, unless the other side
                    // closed it later (bidirectional A*, whose two searches may both close a
                    // cell): then its g on the cell's side, final once closed, is the least.
                    std::int64_t parentG = parent.g.value_or(-1);
                    if (parent.fromGoal != in.fromGoal) {
                        QVERIFY(bidirectional && heuristic && parent.closed);
                        parentG = (in.fromGoal ? truthToGoal : truth)[std::size_t(p)];
                    }
                    // The goal side walks moves backwards: it pays the cost of the parent.
                    QCOMPARE(*in.g, parentG + (unit ? 1 : m.cost(in.fromGoal ? p : c)));
                }
                QCOMPARE(in.h.has_value(), heuristic);
                if (bestFirst) {
                    QVERIFY(in.f().has_value());
                    if (const auto f = documentedF(info, m, m.cellAt(c), double(*in.g)))
                        QCOMPARE(*in.f(), *f);
                }
                if (!in.h)
                    continue;
                if (const std::optional<double> h =
                        documentedH(info.id, m, m.cellAt(c), in.fromGoal ? m.start() : m.goal()))
                    QCOMPARE(*in.h, *h);
                const std::int64_t left = (in.fromGoal ? toStart : toGoal)[std::size_t(c)];
                const bool over = left >= 0 && *in.h > double(left);
                QVERIFY2(info.inadmissible || !over, "an admissible heuristic overestimated");
                overestimated |= over;
            }
            if (deepening) // exactly the route's cells have a g
                QCOMPARE(withG, view.frontierSize());
            expectedNext = first;
        }
        QVERIFY(count > 10);
        if (keepsDistances && exactWhenTaken && !incremental)
            QVERIFY(distanceChecks > 0);
        if (info.inadmissible) // the flag is earned: the run met a cell whose h overestimates
            QVERIFY(overestimated);
    }

    // The heat map's distances: moves by BFS, costs by Dijkstra, -1 where unreachable.
    void distancesFromTheStartAreShortestDistances() {
        for (const char* kind : {"perfect", "braided", "weighted"}) {
            const Maze m = maze(kind);
            const CellIndex start = m.index(m.start());
            QCOMPARE(distancesFrom(m, start, DistanceMetric::Moves),
                     relaxedDistances(m, start, true));
            QCOMPARE(distancesFrom(m, start, DistanceMetric::Cost),
                     relaxedDistances(m, start, false));
        }
        Maze walled(Size{3, 2}); // all walls closed: only the start is reachable
        const std::vector<std::int64_t> d = distancesFrom(walled, 0, DistanceMetric::Moves);
        QCOMPARE(d, (std::vector<std::int64_t>{0, -1, -1, -1, -1, -1}));
    }

    void aPerfectMazeIsASpanningTree() {
        QVERIFY(isPerfectMaze(maze("perfect")));
        QVERIFY(!isPerfectMaze(maze("braided")));
        QVERIFY(!isPerfectMaze(Maze(Size{3, 3}))); // nothing carved: not connected
        QVERIFY(!isWeightedMaze(maze("braided")));
        QVERIFY(isWeightedMaze(maze("weighted")));
    }

    // Every registered algorithm's entry has a card with its three sentences and complexities.
    void everyAlgorithmHasACard() {
        auto check = [](std::string_view id, const AlgorithmCard& card) {
            QVERIFY2(!card.howItWorks.empty() && !card.time.empty() && !card.memory.empty(),
                     std::string(id).c_str());
            int sentences = 0;
            for (std::size_t i = 0; i + 1 < card.howItWorks.size(); ++i)
                sentences += card.howItWorks[i] == '.' && card.howItWorks[i + 1] == ' ';
            QVERIFY2(sentences >= 2, std::string(id).c_str());
        };
        for (const SolverInfo* s : solvers())
            check(s->id, s->card);
        for (const GeneratorInfo* g : generators())
            check(g->id, g->card);
    }

    // The warnings appear exactly when the maze hides what the solver is about.
    void warningsAppearExactlyWhenTheMazeHidesTheSolversPoint() {
        auto kinds = [](std::string_view solver, const Maze& m) {
            std::set<CardWarning::Kind> out;
            for (const CardWarning& w : solverWarnings(solverById(solver), m))
                out.insert(w.kind);
            return out;
        };
        using K = CardWarning::Kind;
        const Maze perfect = maze("perfect");
        const Maze braided = maze("braided");
        const Maze weighted = maze("weighted");
        QCOMPARE(kinds("dfs", perfect), std::set<K>{K::OnePath});
        QCOMPARE(kinds("dfs-opposed", perfect), std::set<K>{K::OnePath});
        QCOMPARE(kinds("dfs", braided), std::set<K>{});
        QCOMPARE(kinds("bfs", perfect), std::set<K>{});
        QCOMPARE(kinds("bfs", braided), std::set<K>{});
        QCOMPARE(kinds("bfs", weighted), std::set<K>{K::IgnoresWeights});
        QCOMPARE(kinds("dfs", weighted), std::set<K>{K::IgnoresWeights});
        QCOMPARE(kinds("dijkstra", braided), std::set<K>{K::NoWeights});
        QCOMPARE(kinds("dijkstra", weighted), std::set<K>{});
        QCOMPARE(kinds("astar-manhattan", weighted), std::set<K>{});
        QCOMPARE(kinds("astar-dysfunctional", weighted), std::set<K>{K::NotAdmissible});
        // Every solver, by its traits: the rule each warning states.
        for (const SolverInfo* s : solvers()) {
            for (const Maze* m : {&perfect, &braided, &weighted}) {
                std::set<K> expected;
                if (!s->shortestOnUnitCosts && isPerfectMaze(*m))
                    expected.insert(K::OnePath);
                if (!s->usesCosts && isWeightedMaze(*m))
                    expected.insert(K::IgnoresWeights);
                if (s->needsWeights && !isWeightedMaze(*m))
                    expected.insert(K::NoWeights);
                if (s->inadmissible)
                    expected.insert(K::NotAdmissible);
                QCOMPARE(kinds(s->id, *m), expected);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestSearchView)
#include "test_search_view.moc"
