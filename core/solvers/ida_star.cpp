// IDA*, iterative-deepening A* (R. E. Korf, "Depth-first iterative-deepening: an optimal
// admissible tree search", 1985; docs/semantics.md, "IDA*"), with the heuristic h of its
// parameter (Manhattan, |dx| + |dy|, by default; Euclidean, octile or Chebyshev) and, with
// diagonal moves, the moves the run's rule allows.
//  1. bound = f(start) = h(start).
//  2. Start a pass: the route is [start]; entering the start is the pass's first step.
//  3. Look at the top cell's moves in the order E, S, W, N (then SE, SW, NW, NE), from where it
//     last stopped, skipping cells already on the route (a route never crosses itself, or a
//     loop would keep it going for ever). A neighbour whose f = g + cost + h exceeds the bound
//     is not entered: the least such f is remembered.
//  4. Enter the first neighbour within the bound: push it. If it is the goal, stop: the path is
//     the route.
//  5. If none is left, pop the top cell (retreat).
//  6. When the route is empty, the pass is over. If no neighbour exceeded the bound, every route
//     was followed to its end: there is no path. Otherwise the bound becomes the least f that
//     exceeded it; repeat from 2.
//  7. Before each step: at the step limit, give up.
// g is kept as two exact sums, the costs entered by straight moves and by diagonal ones (a
// diagonal move costs sqrt(2) times the cell it enters), and f is computed from exact sums as
// the best-first searches compute it (detail/diagonal_core.hpp): one double for one cost, whatever
// the order of the moves. Every bound is one of these f, so "exceeds the bound" and "the least f
// over it" compare exactly; with four directions and a whole-number h every f is a whole number.
// An h that never overestimates (all of them with four directions; all but Manhattan with
// diagonals) keeps each bound at most the cheapest cost, so the first route to reach the goal is
// a cheapest one. Only the route is kept between steps; a pass repeats the work of the passes
// before it, and on a maze with many loops the routes under a bound are exponentially many: that
// is the price of the small memory. On cells of any shape it looks at the open slots in their
// order, with the shape's distance for h (Shape::heuristic; SolverInfo::start allows only
// "euclidean" there).

#include "core/registry.hpp"
#include "core/search_view.hpp"
#include "core/solvers/detail/heuristic_choice.hpp"
#include "core/solvers/detail/last_step.hpp"
#include "core/solvers/detail/slot_moves.hpp"

#include <bit>
#include <cmath>
#include <limits>
#include <string>

namespace mazelab {
namespace {

using detail::ExactCost;

inline constexpr std::int32_t kOffRoute = -1; // routeAt of a cell not on the route
inline constexpr double kNoneOver = std::numeric_limits<double>::infinity();

struct RouteEntry {
    CellIndex cell;
    std::uint8_t next; // the next move (slot) to look at, in the order E, S, W, N, SE, SW, NW, NE
    std::uint8_t back; // the move back to the entry below; the start mark for the start
    ExactCost g;       // the cost of the route up to this cell
};

// f = g + h at (x, y), as the best-first searches compute it.
template <typename H>
double fAt(const H& h, ExactCost g, int x, int y) {
    return detail::DiagonalSum{}(g, h(x, y));
}

// g after move m into a cell of cost `cost` (detail::afterMove, for any moves).
template <typename Moves>
ExactCost costAfter(const Moves& moves, ExactCost g, Move m, std::uint32_t cost) {
    return moves.diagonal(m) ? ExactCost{g.straight, g.diagonal + cost}
                             : ExactCost{g.straight + cost, g.diagonal};
}

// Step 3: advances the top entry's cursor to its next allowed move into a cell off the route with
// f within the bound, lowering `over` for each neighbour beyond it. Returns that neighbour (the
// move is top.next - 1), or -1. Moves: the moves of the search (detail/slot_moves.hpp), by value
// so that its fields stay in registers rather than in the coroutine frame.
template <typename Moves, typename H>
CellIndex nextWithinBound(const Moves moves, RouteEntry& top,
                          const std::vector<std::int32_t>& routeAt, const H& h, double bound,
                          double& over) {
    const Maze& maze = moves.maze;
    const Cell at = maze.cellAt(top.cell);
    const unsigned allowed = moves.from(top.cell);
    for (unsigned todo = allowed >> top.next << top.next; todo != 0; todo &= todo - 1) {
        const auto m = Move(std::countr_zero(todo));
        top.next = std::uint8_t(m + 1);
        const CellIndex next = moves.to(top.cell, m);
        if (routeAt[std::size_t(next)] != kOffRoute)
            continue;
        const std::uint32_t cost = std::uint32_t(maze.cost(next));
        const Cell nextAt = moves.at(top.cell, at, next, m);
        const double f = fAt(h, costAfter(moves, top.g, m, cost), nextAt.x, nextAt.y);
        if (f <= bound)
            return next;
        over = std::min(over, f);
    }
    top.next = kMoves;
    return -1;
}

void copyCells(const std::vector<RouteEntry>& route, std::vector<CellIndex>& cells) {
    cells.clear();
    for (const RouteEntry& e : route)
        cells.push_back(e.cell);
}

// The route, read in place: the frontier is the route from its top; a cell on the route shows its
// g (two sums with diagonal moves), h, the f compared with the bound and the way back to the cell
// below it; "seen" means entered in the current pass.
template <typename H>
class RouteView final : public SearchView {
public:
    RouteView(const Maze& maze, const H& h, std::uint8_t startMark,
              const std::vector<RouteEntry>& route, const std::vector<std::int32_t>& routeAt,
              const std::vector<std::uint32_t>& passOf, const std::uint32_t& pass,
              const SolveStep& step)
        : m_maze(maze), m_h(h), m_startMark(startMark), m_route(route), m_routeAt(routeAt),
          m_passOf(passOf), m_pass(pass), m_step(step) {}

    [[nodiscard]] Frontier frontierKind() const override { return Frontier::Stack; }
    [[nodiscard]] std::size_t frontierSize() const override { return m_route.size(); }
    [[nodiscard]] std::vector<CellIndex> frontier(std::size_t count) const override {
        std::vector<CellIndex> top;
        for (auto it = m_route.rbegin(); it != m_route.rend() && top.size() < count; ++it)
            top.push_back(it->cell);
        return top;
    }
    [[nodiscard]] CellIndex current() const override { return m_step.cell; }
    [[nodiscard]] bool hasHeuristic() const override { return true; }
    [[nodiscard]] CellInternals cell(CellIndex cell) const override {
        const bool seen = m_pass > 0 && m_passOf[std::size_t(cell)] == m_pass;
        const std::int32_t at = m_routeAt[std::size_t(cell)];
        if (at == kOffRoute) {
            CellInternals in;
            in.seen = seen;
            return in;
        }
        const RouteEntry& e = m_route[std::size_t(at)];
        CellInternals in = detail::cameFromInternals(e.back, m_startMark, m_maze.isSquare());
        const Cell c = m_maze.cellAt(cell);
        const auto h = m_h(c.x, c.y);
        in.g = e.g.straight;
        in.gDiagonal = e.g.diagonal;
        in.h = detail::valueOf(h);
        in.priority = detail::DiagonalSum{}(e.g, h);
        return in;
    }

private:
    const Maze& m_maze;
    const H& m_h;
    std::uint8_t m_startMark;
    const std::vector<RouteEntry>& m_route;
    const std::vector<std::int32_t>& m_routeAt;
    const std::vector<std::uint32_t>& m_passOf;
    const std::uint32_t& m_pass;
    const SolveStep& m_step;
};

template <typename Moves, typename H>
SolveSteps deepen(Moves moves, std::int64_t limit, H h) {
    const Maze& maze = moves.maze;
    const auto cells = std::size_t(maze.cellCount());
    const CellIndex start = maze.index(maze.start());
    const CellIndex goal = maze.index(maze.goal());
    // Came-from marks as the other solvers keep them: directions, moves with diagonals, slots.
    const std::uint8_t startMark = moves.startMark;
    std::vector<RouteEntry> route;
    std::vector<std::int32_t> routeAt(cells, kOffRoute); // the cycle check, and the view's g
    std::vector<std::uint32_t> passOf(cells, 0);         // the last pass that entered the cell
    std::vector<CellIndex> path;
    std::uint32_t pass = 0;
    double bound = fAt(h, {}, maze.start().x, maze.start().y); // step 1
    double over = kNoneOver;
    const std::string reason = "gave up after " + std::to_string(limit) + " steps";

    SolveStep step;
    const RouteView<H> view(maze, h, startMark, route, routeAt, passOf, pass, step);
    step.view = &view;
    SolveCounters& n = step.counters;
    auto enter = [&](CellIndex cell, std::uint8_t back, ExactCost g) {
        routeAt[std::size_t(cell)] = std::int32_t(route.size());
        route.push_back({cell, 0, back, g});
        n.searched += passOf[std::size_t(cell)] == 0; // cells entered in any pass, once each
        passOf[std::size_t(cell)] = pass;
        ++n.expanded;
        n.frontier = std::int64_t(route.size());
        n.maxFrontier = std::max(n.maxFrontier, n.frontier);
        step.cell = cell;
    };

    for (;;) {
        if (route.empty() && pass > 0 && over == kNoneOver)
            break; // step 6: no route was cut short by the bound
        ++n.steps;
        if (n.steps > limit) { // step 7
            step.kind = SolveStep::Kind::GaveUp;
            step.reason = reason;
            step.line = 11;
            co_yield step;
            co_return;
        }
        if (route.empty()) { // step 2 (and step 6's new bound)
            if (pass > 0)
                bound = over;
            ++pass;
            over = kNoneOver;
            // The figure is a whole number: the bound, rounded up where it is not one.
            n.extra = {std::int64_t(pass), std::int64_t(std::ceil(bound))};
            enter(start, startMark, {});
            step.kind = SolveStep::Kind::Enter;
            step.line = 1;
        } else if (const CellIndex child =
                       nextWithinBound(moves, route.back(), routeAt, h, bound, over);
                   child >= 0) { // step 4
            const RouteEntry top = route.back(); // a copy: enter() may move the route
            const auto m = Move(top.next - 1u);
            enter(child, moves.back(top.cell, m),
                  costAfter(moves, top.g, m, std::uint32_t(maze.cost(child))));
            if (child == goal) {
                copyCells(route, path);
                detail::endFound(step, path, 7);
                co_yield step;
                co_return;
            }
            step.kind = SolveStep::Kind::Enter;
            step.line = 6;
        } else { // step 5
            step.cell = route.back().cell;
            routeAt[std::size_t(step.cell)] = kOffRoute;
            route.pop_back();
            n.frontier = std::int64_t(route.size());
            step.kind = SolveStep::Kind::Retreat;
            step.line = 8;
        }
        co_yield step;
    }
    detail::endWithout(step, SolveStep::Kind::NoPath, 9,
                       "every route from the start was followed to its end");
    co_yield step;
}

SolveSteps searchDiagonal(const Maze& maze, ParamValues params, Diagonal rule) {
    const auto limit = std::int64_t(params.get("limit"));
    return detail::withExactHeuristic(
        maze, detail::chosenHeuristic(params),
        [&maze, limit, rule](auto h) { return deepen(detail::RuleMoves(maze, rule), limit, h); });
}

// On cells of any shape: the open slots, with the shape's distance for h (on square cells the
// exact heuristics above, for the same steps).
SolveSteps searchShaped(const Maze& maze, ParamValues params) {
    const auto limit = std::int64_t(params.get("limit"));
    return detail::withShapedHeuristic<true>(
        maze, detail::chosenHeuristic(params),
        [&maze, limit](auto h) { return deepen(detail::SlotMoves(maze), limit, h); });
}

SolveSteps search(const Maze& maze, ParamValues params) {
    return searchDiagonal(maze, std::move(params), Diagonal::Never);
}

} // namespace

const SolverInfo& idaStarInfo() {
    static const SolverInfo info{
        .id = "ida-star",
        .name = "IDA*",
        .family = SolverFamily::IterativeDeepening,
        .description = "Korf's iterative-deepening A*: depth-first passes from the start that "
            "follow a route only while f = g + h stays within a bound, where h is the Manhattan "
            "distance |dx| + |dy| unless another heuristic is chosen. Each pass raises the bound "
            "to the least f that went over it, so the first route to reach the goal is a "
            "cheapest one (with diagonal moves, for every heuristic but Manhattan, which "
            "overestimates there). It keeps only its current route in memory, and pays for it "
            "by repeating every earlier pass; on a maze with many loops the routes within a "
            "bound multiply, and it gives up at its step limit.",
        .card = {
            .howItWorks = "A depth-first search that never lets f = g + h, the cost so far plus "
                "the estimated cost left (Manhattan by default), exceed a bound, and never steps "
                "onto its own route. When a pass ends without the goal, the bound rises to the "
                "least f that went over it and the search starts again from the start. It needs "
                "only its route, but it repeats all earlier work, which on a maze with loops "
                "grows exponentially.",
            .time = "O(cells x passes) on a perfect maze; exponential with loops",
            .memory = "O(route) for the search; mazelab also keeps, per cell, its place on the "
                "route and the last pass that entered it (the cycle check and the view)",
        },
        .nextStepRule = "IDA* goes deeper from the top of its route into the first neighbour "
                        "(east, south, west, north, then with diagonal moves south-east, "
                        "south-west, north-west, north-east) not on the route whose f = g + h is "
                        "within the bound, backs up when none is left, and starts a new pass at "
                        "the start under a higher bound when the route is empty.",
        .nextStepRuleShapes = "IDA* goes deeper from the top of its route into the first "
                              "neighbour (in the order of the cell's slots) not on the route "
                              "whose f = g + h is within the bound, backs up when none is left, "
                              "and starts a new pass at the start under a higher bound when the "
                              "route is empty.",
        .pseudocode = {
            "bound = h(start); pass = 0",
            "repeat: pass += 1; route = [start]; enter start; over = none",
            "    while the route is not empty:",
            "        cell = top of the route",
            "        next = next open neighbour not on the route (E, S, W, N, then SE, SW, NW, "
            "NE)",
            "        if f(next) = g + cost + h > bound: over = min(over, f); look further",
            "        else if there is one: enter next, push it",
            "            if next is the goal: return the route as the path",
            "        else: pop cell (retreat)",
            "    if over is none: return no path",
            "    bound = over",
            "(before every step) if the step limit is reached: give up",
        },
        .heuristic = "h = |dx| + |dy|",
        .shortestOnUnitCosts = true,
        .cheapestOnCosts = true,
        .complete = false,
        .usesCosts = true,
        .params = {
            ParamSpec{
                .key = "limit",
                .name = "Step limit",
                .description = "After this many steps it gives up: a maze with many loops can "
                    "take exponentially many.",
                .minimum = 1000,
                .maximum = 100'000'000,
                .defaultValue = 1'000'000,
                .integer = true,
            },
            heuristicParam("h in f = g + h: Manhattan (the default), Euclidean, octile or "
                           "Chebyshev; with diagonal moves Manhattan overestimates and the path "
                           "may not be the cheapest."),
        },
        .extraFigures = {"Iteration", "Bound on f"},
        .create = &search,
        .createShaped = &searchShaped,
        .createDiagonal = &searchDiagonal,
        .cheapestWithDiagonals = true,
    };
    return info;
}

} // namespace mazelab
