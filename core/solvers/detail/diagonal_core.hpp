#pragma once
// Internal: the best-first search of astar_core.hpp under a diagonal rule (core/movement.hpp):
// Dijkstra, the A* variants, weighted A* and greedy with eight moves. The four-direction search
// stays as it is (its step streams are byte-identical, test_golden); this one differs in:
//  - the neighbours: the moves allowedMoves gives, in the order E, S, W, N, SE, SW, NW, NE;
//  - the costs: a diagonal move costs sqrt(2) times the entered cell's cost. g is kept as two
//    exact integer sums (straight, diagonal), and every f is computed from exact sums as
//    double(straight) + double(diagonal) * sqrt(2), so that two routes of equal cost tie exactly,
//    whatever the order of their moves, on every machine (docs/semantics.md, "Movement");
//  - the heuristics: Manhattan, Chebyshev and octile as exact sums too (octile's diagonal part
//    joins g's), Euclidean as a double;
//  - the open set: OpenSet<RealOrder>, the same order (lowest f, then lower h, then discovered
//    first) over doubles.
// Came-from bytes hold the move back to the parent (0..7), kStartMove for the start, and the
// closed bit.

#include "core/movement.hpp"
#include "core/solvers/detail/astar_core.hpp"

#include <cmath>
#include <cstdlib>
#include <type_traits>

namespace mazelab::detail {

// A cost as two exact sums (straight, diagonal): the value is straight + sqrt(2) * diagonal.
struct ExactCost {
    std::uint32_t straight = 0;
    std::uint32_t diagonal = 0;
    [[nodiscard]] double value() const { return double(straight) + double(diagonal) * kSqrt2; }
    friend ExactCost operator+(ExactCost a, ExactCost b) {
        return {a.straight + b.straight, a.diagonal + b.diagonal};
    }
};

// g after a move that enters a cell of cost `cost`: its straight or its diagonal sum grows.
inline ExactCost afterMove(ExactCost g, Move m, std::uint32_t cost) {
    return isDiagonal(m) ? ExactCost{g.straight, g.diagonal + cost}
                         : ExactCost{g.straight + cost, g.diagonal};
}

struct DiagonalCell {
    ExactCost g;
    std::uint32_t order;
};

// The heuristics from (x, y) to the goal (or to another target: Bidirectional A*'s goal side
// estimates the way to the start). Exact ones return an ExactCost, Euclidean a double.
struct GoalDistance {
    explicit GoalDistance(const Maze& maze) : GoalDistance(maze.goal()) {}
    explicit GoalDistance(Cell target) : goalX(target.x), goalY(target.y) {}
    [[nodiscard]] int dxTo(int x) const { return std::abs(x - goalX); }
    [[nodiscard]] int dyTo(int y) const { return std::abs(y - goalY); }
    int goalX;
    int goalY;
};
struct ManhattanH : GoalDistance {
    using GoalDistance::GoalDistance;
    ExactCost operator()(int x, int y) const { return {std::uint32_t(dxTo(x) + dyTo(y)), 0}; }
};
struct ChebyshevH : GoalDistance {
    using GoalDistance::GoalDistance;
    ExactCost operator()(int x, int y) const {
        return {std::uint32_t(std::max(dxTo(x), dyTo(y))), 0};
    }
};
struct OctileH : GoalDistance {
    using GoalDistance::GoalDistance;
    ExactCost operator()(int x, int y) const {
        const int a = dxTo(x);
        const int b = dyTo(y);
        return {std::uint32_t(std::max(a, b) - std::min(a, b)), std::uint32_t(std::min(a, b))};
    }
};
struct EuclideanH : GoalDistance {
    using GoalDistance::GoalDistance;
    double operator()(int x, int y) const {
        const double a = dxTo(x);
        const double b = dyTo(y);
        return std::sqrt(a * a + b * b);
    }
};
// Dijkstra's: its own type, so that its view shows no h.
struct NoH {
    explicit NoH(const Maze&) {}
    explicit NoH(Cell) {}
    ExactCost operator()(int, int) const { return {}; }
};

inline double valueOf(ExactCost c) {
    return c.value();
}
inline double valueOf(double v) {
    return v;
}

// The priorities, f(g, h) as a double. A*: the sum, exact when h is.
struct DiagonalSum {
    double operator()(ExactCost g, ExactCost h) const { return (g + h).value(); }
    double operator()(ExactCost g, double h) const { return g.value() + h; }
};
struct DiagonalGreedy { // f = h
    template <typename H>
    double operator()(ExactCost, H h) const {
        return valueOf(h);
    }
};
// f = g + w * h. For a whole w and an exact h, from exact sums (g + w * h as two integer sums,
// which fit: w * h <= 10 * 8190), as A*'s f is, so that w = 1 is A* step for step; otherwise
// g's value plus w * h, as four directions compute it.
class DiagonalWeighted {
public:
    explicit DiagonalWeighted(double weight)
        : m_weight(weight), m_whole(std::uint32_t(weight)),
          m_isWhole(double(std::uint32_t(weight)) == weight) {}
    double operator()(ExactCost g, ExactCost h) const {
        if (m_isWhole)
            return ExactCost{g.straight + m_whole * h.straight, g.diagonal + m_whole * h.diagonal}
                .value();
        return g.value() + m_weight * h.value();
    }
    double operator()(ExactCost g, double h) const { return g.value() + m_weight * h; }

private:
    double m_weight;
    std::uint32_t m_whole;
    bool m_isWhole;
};

// The open set, came-from bytes and g records, read in place.
template <typename Heuristic, typename Priority>
class DiagonalOpenSetView final : public SearchView {
public:
    using Open = OpenSet<RealOrder>;
    DiagonalOpenSetView(const Maze& maze, const std::vector<CellByte>& cameFrom,
                        const DiagonalCell* cells, const Open& open, const Heuristic& heuristic,
                        const Priority& priority, const SolveStep& step)
        : m_maze(maze), m_cameFrom(cameFrom), m_cells(cells), m_open(open), m_heuristic(heuristic),
          m_priority(priority), m_step(step) {}

    [[nodiscard]] Frontier frontierKind() const override { return Frontier::OpenSet; }
    [[nodiscard]] std::size_t frontierSize() const override {
        return std::size_t(m_step.counters.frontier);
    }
    [[nodiscard]] std::vector<CellIndex> frontier(std::size_t count) const override {
        std::vector<CellIndex> best;
        if (count == 0)
            return best;
        m_open.visitInOrder([&](const RealEntry& entry) {
            const CellIndex c = entry.cell;
            if (!(bitsOf(m_cameFrom[std::size_t(c)]) & kClosedBit) &&
                std::find(best.begin(), best.end(), c) == best.end())
                best.push_back(c);
            return best.size() < count;
        });
        return best;
    }
    [[nodiscard]] CellIndex current() const override { return m_step.cell; }
    [[nodiscard]] bool hasHeuristic() const override { return !std::is_same_v<Heuristic, NoH>; }
    [[nodiscard]] CellInternals cell(CellIndex cell) const override {
        CellInternals in = cameFromInternals(bitsOf(m_cameFrom[std::size_t(cell)]), kStartMove);
        if (!in.seen)
            return in;
        const ExactCost g = m_cells[std::size_t(cell)].g;
        const Cell at = m_maze.cellAt(cell);
        const auto h = m_heuristic(at.x, at.y);
        in.g = g.straight;
        in.gDiagonal = g.diagonal;
        in.priority = m_priority(g, h);
        if (hasHeuristic())
            in.h = valueOf(h);
        return in;
    }

private:
    const Maze& m_maze;
    const std::vector<CellByte>& m_cameFrom;
    const DiagonalCell* m_cells;
    const Open& m_open;
    const Heuristic& m_heuristic;
    const Priority& m_priority;
    const SolveStep& m_step;
};

// The open cell taken next: the best entry whose cell is not closed yet (the outdated entry of a
// cell already taken is skipped silently), now closed and counted (expanded, steps, frontier),
// with the move back it was reached by (kStartMove for the start); cell -1 when none is left.
// Shared with Jump Point Search (jps.cpp), whose open cells are jump points.
struct Taken {
    CellIndex cell;
    unsigned back;
};
[[gnu::always_inline]] inline Taken takeBest(OpenSet<RealOrder>& open,
                                             std::vector<CellByte>& cameFrom, SolveCounters& n) {
    while (!open.empty()) {
        const CellIndex cell = open.pop();
        CellByte& state = cameFrom[std::size_t(cell)];
        if (bitsOf(state) & kClosedBit)
            continue;                        // an outdated entry
        const unsigned back = bitsOf(state); // 0..7, or kStartMove
        state = CellByte(back | kClosedBit);
        --n.frontier;
        ++n.expanded;
        ++n.steps;
        return {cell, back};
    }
    return {-1, 0};
}

// The end of an expansion that discovered `found` cells (step.discoveredCells): they are
// searched and join the frontier.
inline void countDiscovered(SolveStep& step, std::uint8_t found) {
    SolveCounters& n = step.counters;
    step.discoveredCount = found;
    n.searched += found;
    n.frontier += found;
    n.maxFrontier = std::max(n.maxFrontier, n.frontier);
}

template <typename Heuristic, typename Priority = DiagonalSum>
SolveSteps diagonalBestFirstSearch(const Maze& maze, Diagonal rule, Heuristic heuristic,
                                   Priority priority = {}) {
    const auto cells = std::size_t(maze.cellCount());
    const CellIndex start = maze.index(maze.start());
    const CellIndex goal = maze.index(maze.goal());
    std::vector<CellByte> cameFrom(cells, kUnseenByte);
    const auto records = std::make_unique_for_overwrite<DiagonalCell[]>(cells);
    OpenSet<RealOrder> open;
    std::vector<CellIndex> path;
    std::uint32_t discovered = 0;
    auto entry = [&](CellIndex c, Cell at) {
        const DiagonalCell& r = records[std::size_t(c)];
        const auto h = heuristic(at.x, at.y);
        return RealOrder::make(priority(r.g, h), valueOf(h), r.order, c);
    };

    SolveStep step;
    const DiagonalOpenSetView<Heuristic, Priority> view(maze, cameFrom, records.get(), open,
                                                        heuristic, priority, step);
    step.view = &view;
    SolveCounters& n = step.counters;
    cameFrom[std::size_t(start)] = CellByte{kStartMove};
    records[std::size_t(start)] = {{}, discovered++};
    open.push(entry(start, maze.start()));
    n.searched = n.frontier = n.maxFrontier = 1;

    for (Taken taken; (taken = takeBest(open, cameFrom, n)).cell >= 0;) {
        const CellIndex cell = taken.cell;
        const unsigned back = taken.back;
        step.cell = cell;
        if (cell == goal) {
            tracePath(maze, cameFrom, goal, path, kStartMove);
            endFound(step, path, 3);
            co_yield step;
            co_return;
        }
        step.kind = SolveStep::Kind::Expand;
        step.line = 5;
        const Cell at = maze.cellAt(cell);
        const ExactCost g = records[std::size_t(cell)].g;
        std::uint8_t found = 0;
        for (unsigned todo = allowedMoves(maze, cell, at, rule) & ~(1u << back); todo != 0;
             todo &= todo - 1) {
            const auto m = Move(std::countr_zero(todo));
            const CellIndex next = moveTarget(maze, cell, m);
            CellByte& nextState = cameFrom[std::size_t(next)];
            const ExactCost gNext = afterMove(g, m, std::uint32_t(maze.cost(next)));
            DiagonalCell& r = records[std::size_t(next)];
            const Cell nextAt{at.x + moveDx(m), at.y + moveDy(m)};
            if (nextState == kUnseenByte) {
                nextState = CellByte(oppositeMove(m));
                r = {gNext, discovered++};
                open.push(entry(next, nextAt));
                step.discoveredCells[found++] = next;
            } else if (!(bitsOf(nextState) & kClosedBit) && gNext.value() < r.g.value()) {
                nextState = CellByte(oppositeMove(m));
                r.g = gNext;
                open.push(entry(next, nextAt)); // the outdated entry is skipped when it comes out
            }
        }
        countDiscovered(step, found);
        co_yield step;
    }
    endWithout(step, SolveStep::Kind::NoPath, 9);
    co_yield step;
}

// A registry entry's createDiagonal for f = g + h with the heuristic H (Dijkstra: NoH).
template <typename H>
SolveSteps diagonalAStar(const Maze& maze, ParamValues, Diagonal rule) {
    return diagonalBestFirstSearch(maze, rule, H(maze));
}

} // namespace mazelab::detail
