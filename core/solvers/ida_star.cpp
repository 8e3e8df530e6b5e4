// IDA*, iterative-deepening A* with the Manhattan distance (R. E. Korf, "Depth-first
// iterative-deepening: an optimal admissible tree search", 1985; docs/semantics.md, "IDA*").
//  1. bound = h(start), the Manhattan distance from the start to the goal.
//  2. Start a pass: the route is [start]; entering the start is the pass's first step.
//  3. Look at the top cell's open neighbours in the order E, S, W, N, from where it last stopped,
//     skipping those already on the route (a route never crosses itself, or a loop would keep
//     it going for ever). A neighbour whose f = g + cost + h exceeds the bound is not entered:
//     the least such f is remembered.
//  4. Enter the first neighbour within the bound: push it. If it is the goal, stop: the path is
//     the route.
//  5. If none is left, pop the top cell (retreat).
//  6. When the route is empty, the pass is over. If no neighbour exceeded the bound, every route
//     was followed to its end: there is no path. Otherwise the bound becomes the least f that
//     exceeded it; repeat from 2.
//  7. Before each step: at the step limit, give up.
// h never overestimates and changes by at most 1 per move while a move costs at least 1, so the
// first route to reach the goal is a cheapest one. Only the route is kept between steps; a pass
// repeats the work of the passes before it, and on a maze with many loops the routes under a
// bound are exponentially many: that is the price of the small memory.

#include "core/registry.hpp"
#include "core/search_view.hpp"
#include "core/solvers/detail/last_step.hpp"

#include <cstdlib>
#include <limits>
#include <string>

namespace mazelab {
namespace {

inline constexpr std::uint8_t kNoDir = 4;          // the start's way back
inline constexpr std::int32_t kOffRoute = -1;      // routeAt of a cell not on the route
inline constexpr std::int64_t kNoneOver = std::numeric_limits<std::int64_t>::max();

struct RouteEntry {
    CellIndex cell;
    std::uint8_t next; // the position in E, S, W, N to look at next (0..4)
    std::uint8_t back; // the direction back to the entry below; kNoDir for the start
    std::int64_t g;    // the cost of the route up to this cell
};

struct Manhattan {
    Cell goal;
    [[nodiscard]] std::int64_t operator()(const Maze& maze, CellIndex c) const {
        const Cell at = maze.cellAt(c);
        return std::abs(at.x - goal.x) + std::abs(at.y - goal.y);
    }
};

// Step 3: advances the top entry's cursor to its next open neighbour off the route with f within
// the bound, lowering `over` for each neighbour beyond it. Returns that neighbour, or -1.
CellIndex nextWithinBound(const Maze& maze, RouteEntry& top, const std::vector<std::int32_t>& routeAt,
                          const Manhattan& h, std::int64_t bound, std::int64_t& over) {
    const DirSet open = maze.openDirs(top.cell);
    while (top.next < 4) {
        const Dir d = kDirs[top.next++];
        if (!(open & bit(d)))
            continue;
        const CellIndex next = maze.neighbour(top.cell, d);
        if (routeAt[std::size_t(next)] != kOffRoute)
            continue;
        const std::int64_t f = top.g + maze.cost(next) + h(maze, next);
        if (f <= bound)
            return next;
        over = std::min(over, f);
    }
    return -1;
}

void copyCells(const std::vector<RouteEntry>& route, std::vector<CellIndex>& cells) {
    cells.clear();
    for (const RouteEntry& e : route)
        cells.push_back(e.cell);
}

// The route, read in place: the frontier is the route from its top; a cell on the route shows its
// g, h and the way back to the cell below it; "seen" means entered in the current pass.
class RouteView final : public SearchView {
public:
    RouteView(const Maze& maze, const Manhattan& h, const std::vector<RouteEntry>& route,
              const std::vector<std::int32_t>& routeAt, const std::vector<std::uint32_t>& passOf,
              const std::uint32_t& pass, const SolveStep& step)
        : m_maze(maze), m_h(h), m_route(route), m_routeAt(routeAt), m_passOf(passOf),
          m_pass(pass), m_step(step) {}

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
        CellInternals in;
        in.seen = m_pass > 0 && m_passOf[std::size_t(cell)] == m_pass;
        const std::int32_t at = m_routeAt[std::size_t(cell)];
        if (at == kOffRoute)
            return in;
        const RouteEntry& e = m_route[std::size_t(at)];
        in.g = e.g;
        in.h = double(m_h(m_maze, cell));
        if (e.back != kNoDir)
            in.cameFrom = Dir(e.back);
        return in;
    }

private:
    const Maze& m_maze;
    const Manhattan& m_h;
    const std::vector<RouteEntry>& m_route;
    const std::vector<std::int32_t>& m_routeAt;
    const std::vector<std::uint32_t>& m_passOf;
    const std::uint32_t& m_pass;
    const SolveStep& m_step;
};

SolveSteps search(const Maze& maze, ParamValues params) {
    const auto limit = std::int64_t(params.get("limit"));
    const auto cells = std::size_t(maze.cellCount());
    const CellIndex start = maze.index(maze.start());
    const CellIndex goal = maze.index(maze.goal());
    const Manhattan h{maze.goal()};
    std::vector<RouteEntry> route;
    std::vector<std::int32_t> routeAt(cells, kOffRoute); // the cycle check, and the view's g
    std::vector<std::uint32_t> passOf(cells, 0);         // the last pass that entered the cell
    std::vector<CellIndex> path;
    std::uint32_t pass = 0;
    std::int64_t bound = h(maze, start); // step 1
    std::int64_t over = kNoneOver;
    const std::string reason = "gave up after " + std::to_string(limit) + " steps";

    SolveStep step;
    const RouteView view(maze, h, route, routeAt, passOf, pass, step);
    step.view = &view;
    SolveCounters& n = step.counters;
    auto enter = [&](CellIndex cell, std::uint8_t back, std::int64_t g) {
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
            n.extra = {std::int64_t(pass), bound};
            enter(start, kNoDir, 0);
            step.kind = SolveStep::Kind::Enter;
            step.line = 1;
        } else if (const CellIndex child =
                       nextWithinBound(maze, route.back(), routeAt, h, bound, over);
                   child >= 0) { // step 4
            const RouteEntry top = route.back(); // a copy: enter() may move the route
            enter(child, std::uint8_t(opposite(kDirs[top.next - 1u])), top.g + maze.cost(child));
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

} // namespace

const SolverInfo& idaStarInfo() {
    static const SolverInfo info{
        .id = "ida-star",
        .name = "IDA* (Manhattan)",
        .family = SolverFamily::IterativeDeepening,
        .description = "Korf's iterative-deepening A*: depth-first passes from the start that "
            "follow a route only while f = g + h stays within a bound, where h = |dx| + |dy|. "
            "Each pass raises the bound to the least f that went over it, so the first route to "
            "reach the goal is a cheapest one. It keeps only its current route in memory, and "
            "pays for it by repeating every earlier pass; on a maze with many loops the routes "
            "within a bound multiply, and it gives up at its step limit.",
        .card = {
            .howItWorks = "A depth-first search that never lets f = g + h, the cost so far plus "
                "the Manhattan distance left, exceed a bound, and never steps onto its own route. "
                "When a pass ends without the goal, the bound rises to the least f that went "
                "over it and the search starts again from the start. It needs only its route, but "
                "it repeats all earlier work, which on a maze with loops grows exponentially.",
            .time = "O(cells x passes) on a perfect maze; exponential with loops",
            .memory = "O(route) for the search; mazelab also keeps, per cell, its place on the "
                "route and the last pass that entered it (the cycle check and the view)",
        },
        .nextStepRule = "IDA* goes deeper from the top of its route into the first neighbour "
                        "(east, south, west, north) not on the route whose f = g + h is within the "
                        "bound, backs up when none is left, and starts a new pass at the start "
                        "under a higher bound when the route is empty.",
        .pseudocode = {
            "bound = h(start); pass = 0",
            "repeat: pass += 1; route = [start]; enter start; over = none",
            "    while the route is not empty:",
            "        cell = top of the route",
            "        next = next open neighbour of cell not on the route (E, S, W, N)",
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
        },
        .extraFigures = {"Iteration", "Bound on f"},
        .create = &search,
        .noDiagonals = "its depth-first passes try the four directions of a cell; diagonal moves "
                       "are not among them yet",
    };
    return info;
}

} // namespace mazelab
