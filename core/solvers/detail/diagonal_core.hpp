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
//  - the open set: the same order (lowest f, then lower h, then discovered first) over doubles;
//    for an exact h one 128-bit key per entry (DiagonalKeyOrder), for Euclidean RealOrder;
//  - the workspace: its per-cell arrays and open set are leased from a pool and kept from one
//    search to the next (DiagonalWorkspace), so that a search pays for the cells it reaches, not
//    for the map: a tiny problem on a 512 x 512 map used to spend most of its time allocating
//    and clearing 13 bytes per cell.
// Came-from bytes hold the move back to the parent (0..7), kStartMove for the start, and the
// closed bit.

#include "core/movement.hpp"
#include "core/solvers/detail/astar_core.hpp"

#include <bit>
#include <cmath>
#include <cstdlib>
#include <memory>
#include <mutex>
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

// An open-set entry of a diagonal search whose h is exact (an ExactCost): one unsigned 128-bit
// key, the bits of f, then hKey(h) << 32 | the discovery number, whose plain < is RealOrder's
// order (lowest f, then lower h, then discovered first) with one compare. The bits of a finite
// double f >= 0 (never -0: g, h >= 0) order as its values do (RealFOrder). h is
// straight + sqrt(2) * diagonal with both below 2^13, so two different h differ by at least
// 1 / (2^13 + 2^13 * sqrt(2)) > 2^-15 (|a + b sqrt(2)| = |a^2 - 2b^2| / |a - b sqrt(2)| for whole
// a, b): floor(h * 2^15), below 2^29, keeps their order and their ties. The cell is not in the
// key; the search maps the discovery number to it (DiagonalWorkspace::byOrder).
struct DiagonalKeyOrder {
    static constexpr double kHScale = 32768.0;
    static PackedKey make(double f, double h, std::uint32_t order, CellIndex = 0) {
        return PackedKey(std::bit_cast<std::uint64_t>(f)) << 64 |
               PackedKey(std::uint64_t(h * kHScale) << 32 | order);
    }
    static std::uint32_t orderOf(PackedKey key) { return std::uint32_t(key); }
    static bool less(PackedKey a, PackedKey b) { return a < b; }
};

// The open set's order for a heuristic: the packed key for an exact h, RealOrder for Euclidean.
template <typename Heuristic>
using DiagonalOrderFor =
    std::conditional_t<std::is_same_v<decltype(std::declval<Heuristic>()(0, 0)), ExactCost>,
                       DiagonalKeyOrder, RealOrder>;

// A diagonal search's per-cell arrays and open set. Between two searches every came-from byte is
// kUnseenByte and the open set is empty: a search's lease (below) resets the bytes of the cells it
// discovered (byOrder) when it ends, instead of the next search clearing the whole map. The
// records, parents and scanned cells are never cleared: a cell's record is written when it is
// discovered, before anyone reads it (its came-from byte says so).
template <typename Order>
struct DiagonalWorkspace {
    // An array of T whose elements are neither constructed nor zeroed (make_unique_for_overwrite
    // would zero DiagonalCell's, whose ExactCost has member initialisers).
    template <typename T>
    struct Raw {
        struct Free {
            std::size_t count;
            void operator()(T* p) const { std::allocator<T>().deallocate(p, count); }
        };
        std::unique_ptr<T[], Free> data{nullptr, Free{0}};
        void reserve(std::size_t count) {
            if (count > data.get_deleter().count)
                data = {std::allocator<T>().allocate(count), Free{count}};
        }
    };

    std::vector<CellByte> cameFrom; // at least one byte per cell of the maze
    Raw<DiagonalCell> records;
    Raw<CellIndex> parents;         // Jump Point Search's parent jump points
    Raw<CellIndex> scanned;         // and the cells one expansion scanned
    std::vector<CellIndex> byOrder; // the cells in discovery order
    OpenSet<Order> open;
};

// A workspace for one search, taken from a pool shared by every thread (under a mutex: a search
// takes it once) and given back, cleaned, when the search's coroutine frame ends. Two searches at
// once (the app runs solvers side by side) take two workspaces. One for a maze of more than
// kPooledCells cells is not kept, so that a pool never holds more than a few megabytes each.
template <typename Order>
class WorkspaceLease {
public:
    using Workspace = DiagonalWorkspace<Order>;
    static constexpr std::size_t kPooledCells = std::size_t(1) << 20;
    static constexpr std::size_t kPoolSize = 4;

    explicit WorkspaceLease(std::size_t cells, bool jumps = false) : m_cells(cells) {
        {
            const std::lock_guard lock(pool().mutex);
            if (!pool().free.empty()) {
                m_workspace = std::move(pool().free.back());
                pool().free.pop_back();
            }
        }
        if (!m_workspace)
            m_workspace = std::make_unique<Workspace>();
        Workspace& w = *m_workspace;
        if (w.cameFrom.size() < cells)
            w.cameFrom.resize(cells, kUnseenByte);
        w.records.reserve(cells);
        if (jumps) {
            w.parents.reserve(cells);
            w.scanned.reserve(cells);
        }
    }
    WorkspaceLease(const WorkspaceLease&) = delete;
    WorkspaceLease& operator=(const WorkspaceLease&) = delete;
    ~WorkspaceLease() {
        Workspace& w = *m_workspace;
        for (const CellIndex c : w.byOrder)
            w.cameFrom[std::size_t(c)] = kUnseenByte;
        w.byOrder.clear();
        w.open.clear();
        if (m_cells > kPooledCells)
            return;
        const std::lock_guard lock(pool().mutex);
        if (pool().free.size() < kPoolSize)
            pool().free.push_back(std::move(m_workspace));
    }
    Workspace& operator*() const { return *m_workspace; }
    Workspace* operator->() const { return m_workspace.get(); }

private:
    struct Pool {
        std::mutex mutex;
        std::vector<std::unique_ptr<Workspace>> free;
    };
    static Pool& pool() {
        static Pool p;
        return p;
    }
    std::unique_ptr<Workspace> m_workspace;
    std::size_t m_cells;
};

// The open set, came-from bytes and g records, read in place.
template <typename Heuristic, typename Priority>
class DiagonalOpenSetView final : public SearchView {
public:
    using Order = DiagonalOrderFor<Heuristic>;
    using Workspace = DiagonalWorkspace<Order>;
    DiagonalOpenSetView(const Maze& maze, const Workspace& workspace, const Heuristic& heuristic,
                        const Priority& priority, const SolveStep& step)
        : m_maze(maze), m_workspace(workspace), m_heuristic(heuristic), m_priority(priority),
          m_step(step) {}

    [[nodiscard]] Frontier frontierKind() const override { return Frontier::OpenSet; }
    [[nodiscard]] std::size_t frontierSize() const override {
        return std::size_t(m_step.counters.frontier);
    }
    [[nodiscard]] std::vector<CellIndex> frontier(std::size_t count) const override {
        return bestOpenCells(
            m_workspace.open, m_workspace.cameFrom, count,
            [this](const auto& entry) { return m_workspace.byOrder[Order::orderOf(entry)]; });
    }
    [[nodiscard]] CellIndex current() const override { return m_step.cell; }
    [[nodiscard]] bool hasHeuristic() const override { return !std::is_same_v<Heuristic, NoH>; }
    [[nodiscard]] CellInternals cell(CellIndex cell) const override {
        CellInternals in =
            cameFromInternals(bitsOf(m_workspace.cameFrom[std::size_t(cell)]), kStartMove);
        if (!in.seen)
            return in;
        const ExactCost g = m_workspace.records.data[std::size_t(cell)].g;
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
    const Workspace& m_workspace;
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
template <typename Order>
[[gnu::always_inline]] inline Taken takeBest(DiagonalWorkspace<Order>& w, SolveCounters& n) {
    while (!w.open.empty()) {
        const CellIndex cell = w.byOrder[Order::orderOf(w.open.popEntry())];
        CellByte& state = w.cameFrom[std::size_t(cell)];
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

// A diagonal best-first search's workspace with its heuristic and priority: the open-set entry of
// a cell, its discovery, and the neighbour loop of one expansion. Shared with the plain-loop
// reference of mazelab-bench-movingai (bench/reference.cpp), so that both run the same code.
template <typename Heuristic, typename Priority>
struct DiagonalSearch {
    using Order = DiagonalOrderFor<Heuristic>;
    const Maze& maze;
    Diagonal rule;
    DiagonalWorkspace<Order>& w;
    const Heuristic& heuristic;
    const Priority& priority;

    [[gnu::always_inline]] auto entry(CellIndex c, Cell at) const {
        const DiagonalCell& r = w.records.data[std::size_t(c)];
        const auto h = heuristic(at.x, at.y);
        return Order::make(priority(r.g, h), valueOf(h), r.order, c);
    }
    // Cell c found with cost so far g: its record, its discovery number, its entry.
    [[gnu::always_inline]] void discover(CellIndex c, Cell at, ExactCost g) const {
        w.records.data[std::size_t(c)] = {g, std::uint32_t(w.byOrder.size())};
        w.byOrder.push_back(c);
        w.open.push(entry(c, at));
    }
    // Lines 5-8 of the pseudocode for the cell just taken, reached by the move `back` leads
    // along; the step records the cells discovered.
    [[gnu::always_inline]] void expand(CellIndex cell, unsigned back, SolveStep& step) const {
        CellByte* const cameFrom = w.cameFrom.data();
        DiagonalCell* const records = w.records.data.get();
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
                discover(next, nextAt, gNext);
                step.discoveredCells[found++] = next;
            } else if (!(bitsOf(nextState) & kClosedBit) && gNext.value() < r.g.value()) {
                nextState = CellByte(oppositeMove(m));
                r.g = gNext;
                w.open.push(entry(next, nextAt)); // the outdated entry is skipped when it comes out
            }
        }
        countDiscovered(step, found);
    }
};

template <typename Heuristic, typename Priority = DiagonalSum>
SolveSteps diagonalBestFirstSearch(const Maze& maze, Diagonal rule, Heuristic heuristic,
                                   Priority priority = {}) {
    using Order = DiagonalOrderFor<Heuristic>;
    const CellIndex start = maze.index(maze.start());
    const CellIndex goal = maze.index(maze.goal());
    const WorkspaceLease<Order> lease(std::size_t(maze.cellCount()));
    DiagonalWorkspace<Order>& w = *lease;
    const DiagonalSearch<Heuristic, Priority> search{maze, rule, w, heuristic, priority};
    std::vector<CellIndex> path;

    SolveStep step;
    const DiagonalOpenSetView<Heuristic, Priority> view(maze, w, heuristic, priority, step);
    step.view = &view;
    SolveCounters& n = step.counters;
    w.cameFrom[std::size_t(start)] = CellByte{kStartMove};
    search.discover(start, maze.start(), {});
    n.searched = n.frontier = n.maxFrontier = 1;

    for (Taken taken; (taken = takeBest(w, n)).cell >= 0;) {
        step.cell = taken.cell;
        if (taken.cell == goal) {
            tracePath(maze, w.cameFrom, goal, path, kStartMove);
            endFound(step, path, 3);
            co_yield step;
            co_return;
        }
        step.kind = SolveStep::Kind::Expand;
        step.line = 5;
        search.expand(taken.cell, taken.back, step);
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
