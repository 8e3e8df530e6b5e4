#pragma once
// Internal: the frontiers of one side of the bidirectional search (bidirectional_core.hpp): a
// FIFO queue (Bidirectional BFS), an open set with four directions or slots (Bidirectional
// Dijkstra and A*) and one over exact (straight, diagonal) costs for diagonal moves. Each tells the search its
// lowest waiting g or f (the stopping rules), takes its next cell and labels a neighbour.

#include "core/search_view.hpp"
#include "core/solvers/detail/came_from.hpp"
#include "core/solvers/detail/diagonal_core.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <memory>
#include <type_traits>
#include <vector>

namespace mazelab::detail {

// A side's frontier as a FIFO queue (Bidirectional BFS): each cell is queued at most once, in
// distance order; [head, layerEnd) are at distance `depth`, [layerEnd, tail) at depth + 1.
// kStoresDistances: a distance per cell, which diagonal moves need (see meetingG).
template <bool kStoresDistances>
class FifoFrontierOf {
public:
    static constexpr SearchView::Frontier kKind = SearchView::Frontier::Queue;
    static constexpr bool kOrdersByF = false;
    using G = std::uint32_t;
    FifoFrontierOf(const Maze& maze, int side)
        : m_queue(new CellIndex[std::size_t(maze.cellCount())]), m_side(side),
          m_originParity(parity(side == 0 ? maze.start() : maze.goal())) {
        if constexpr (kStoresDistances)
            m_g.resize(std::size_t(maze.cellCount()));
    }
    void push(CellIndex c, G g) {
        m_queue[m_tail++] = c;
        if constexpr (kStoresDistances)
            m_g[std::size_t(c)] = g;
    }
    // The cell taken next, or -1 when none waits.
    template <typename L>
    CellIndex top(const L&) {
        return m_head < m_tail ? m_queue[m_head] : -1;
    }
    // The head's distance; a cell must wait.
    [[nodiscard]] G topG() const { return m_head < m_layerEnd ? m_depth : m_depth + 1; }
    // Takes the head; returns its distance.
    G pop() {
        if (m_head == m_layerEnd) {
            ++m_depth;
            m_layerEnd = m_tail;
        }
        ++m_head;
        return m_depth;
    }
    // A labelled cell's distance never falls: the queue is in distance order.
    static bool improves(CellIndex, G) { return false; }
    // This side's distance d of a cell c it has labelled, when the other side, expanding a
    // neighbour n of c at distance e, meets c. With this side's head at distance t, a waiting cell
    // is at t or t + 1. A closed c (d <= t) labelled n when it was closed, so a meeting at n was
    // recorded (by whichever side labelled n second) with best <= e + d + 1; the search has not
    // stopped, so e + t < best, hence t <= d and d = t. With four directions a move changes x + y
    // by one, so d has the parity of x + y minus the origin's, which picks t or t + 1; a diagonal
    // move changes it by 0 or 2, so then the distance is stored.
    [[nodiscard]] G meetingG(const Maze& maze, CellIndex c) const {
        if constexpr (kStoresDistances) {
            return m_g[std::size_t(c)];
        } else {
            const G t = topG();
            return t + ((t ^ parity(maze.cellAt(c)) ^ m_originParity) & 1u);
        }
    }
    // What the view shows of a labelled cell: its distance, traced back through the parents.
    template <typename L>
    void describe(const Maze& maze, const L& labels, CellIndex c, CellInternals& in) const {
        in.g = m_distances(
            maze, c, [&](CellIndex x) { return labels.back(m_side, x); }, labels.startMark());
    }
    template <typename L, typename Visit>
    void visitInOrder(const L&, Visit&& visit) const {
        for (std::size_t i = m_head; i < m_tail; ++i)
            if (!visit(m_queue[i]))
                return;
    }

private:
    static unsigned parity(Cell at) { return unsigned(at.x + at.y) & 1u; }
    // Not zeroed: a slot is written before it is read, and pages never written are never touched.
    std::unique_ptr<CellIndex[]> m_queue;
    std::size_t m_head = 0;
    std::size_t m_tail = 0;
    std::size_t m_layerEnd = 1; // the origin alone is at distance 0
    G m_depth = 0;
    int m_side;
    unsigned m_originParity;
    std::vector<G> m_g; // kStoresDistances only
    mutable TracedDistances m_distances;
};
using FifoFrontier = FifoFrontierOf<false>;
using MoveFifoFrontier = FifoFrontierOf<true>;

// A heuristic of diagonal_core.hpp towards a target, as the four-direction open sets read it: an
// integer where it has no diagonal part (none, Manhattan, Chebyshev), so that the open set's keys
// are packed, else a double (Euclidean, octile, and slot_moves.hpp's shape distance, which is
// made from the maze too).
template <typename H>
struct FourWayH {
    static constexpr bool kNone = std::is_same_v<H, NoH>;
    static constexpr bool kWhole =
        kNone || std::is_same_v<H, ManhattanH> || std::is_same_v<H, ChebyshevH>;
    FourWayH(const Maze& maze, Cell target) : h(towards(maze, target)) {}
    static H towards(const Maze& maze, Cell target) {
        if constexpr (std::is_constructible_v<H, const Maze&, Cell>)
            return H(maze, target);
        else
            return H(target);
    }
    auto operator()(int x, int y) const {
        if constexpr (kWhole)
            return h(x, y).straight;
        else
            return valueOf(h(x, y));
    }
    H h;
};

// A side's frontier as an open set with four directions: Bidirectional Dijkstra (H = NoH, ordered
// by g) and Bidirectional A* (ordered by f = g + h, h towards the side's other end).
// The best-first search's heap (open_set.hpp) with its orders (f, then h, then the push number)
// and lazy deletion: an entry is outdated when its cell is closed or has a lower g since, which
// its f tells (a cell's h never changes). Workspace: a 32-bit g per cell, as Dijkstra's.
template <typename H>
class HeapFrontier {
public:
    static constexpr SearchView::Frontier kKind = SearchView::Frontier::OpenSet;
    static constexpr bool kOrdersByF = !H::kNone;
    using G = std::uint32_t;
    HeapFrontier(const Maze& maze, int side)
        : m_maze(maze), m_h(maze, side == 0 ? maze.goal() : maze.start()),
          m_g(std::size_t(maze.cellCount()), 0), m_side(side) {}
    void push(CellIndex c, G g) {
        m_g[std::size_t(c)] = g;
        const Cell at = kOrdersByF ? m_maze.cellAt(c) : Cell{}; // Dijkstra's h needs none
        m_open.push(openEntry<Order>(m_h, SumPriority{}, g, at.x, at.y, m_pushes++, c));
    }
    template <typename L>
    CellIndex top(const L& labels) {
        for (;;) {
            CellIndex first = -1;
            bool outdated = false;
            m_open.visitInOrder([&](const Entry& entry) {
                first = Order::cellOf(entry);
                outdated = isOutdated(labels, entry);
                m_topF = fOf(entry);
                return false;
            });
            if (first < 0 || !outdated) {
                m_top = first;
                return first;
            }
            (void)m_open.pop();
        }
    }
    // The g and the f of the cell top() returned.
    [[nodiscard]] G topG() const { return m_g[std::size_t(m_top)]; }
    [[nodiscard]] double topF() const { return m_topF; }
    G pop() { return m_g[std::size_t(m_open.pop())]; }
    [[nodiscard]] bool improves(CellIndex c, G g) const { return g < m_g[std::size_t(c)]; }
    [[nodiscard]] G meetingG(const Maze&, CellIndex c) const { return m_g[std::size_t(c)]; }
    template <typename L>
    void describe(const Maze&, const L&, CellIndex c, CellInternals& in) const {
        const G g = m_g[std::size_t(c)];
        in.g = g;
        if constexpr (kOrdersByF) {
            const Cell at = m_maze.cellAt(c);
            const auto h = m_h(at.x, at.y);
            in.h = double(h);
            in.priority = double(SumPriority{}(g, h));
        }
    }
    template <typename L, typename Visit>
    void visitInOrder(const L& labels, Visit&& visit) const {
        m_open.visitInOrder([&](const Entry& entry) {
            return isOutdated(labels, entry) || visit(Order::cellOf(entry));
        });
    }

private:
    using Order = OrderFor<H>;
    using Entry = typename OpenSet<Order>::Entry;
    static double fOf(PackedKey key) { return double(std::uint32_t(key >> 96)); }
    static double fOf(const RealEntry& entry) { return entry.f; }
    // Whether the entry was pushed with the cell's g, g: its f is g + h.
    static bool pushedWith(PackedKey key, G g) {
        return std::uint32_t(key >> 96) - PackedOrder::hOf(key) == g;
    }
    static bool pushedWith(const RealEntry& entry, G g) {
        return entry.f == SumPriority{}(g, entry.h);
    }
    template <typename L>
    bool isOutdated(const L& labels, const Entry& entry) const {
        const CellIndex c = Order::cellOf(entry);
        return labels.closed(m_side, c) || !pushedWith(entry, m_g[std::size_t(c)]);
    }
    const Maze& m_maze;
    H m_h;
    std::vector<G> m_g;
    OpenSet<Order> m_open;
    std::uint32_t m_pushes = 0;
    CellIndex m_top = -1;
    double m_topF = 0;
    int m_side;
};

// Bidirectional Dijkstra's, with four directions.
using DijkstraFrontier = HeapFrontier<FourWayH<NoH>>;

// A side's frontier as an open set over exact (straight, diagonal) costs, for diagonal moves:
// Bidirectional Dijkstra (H = NoH: ordered by g, as HeapFrontier), and Bidirectional A* (ordered
// by f = g + h, h from diagonal_core.hpp towards the side's other end). Entries are
// RealOrder's (f, then h, then the push number) with lazy deletion: an entry is outdated when its
// cell is closed on this side or has been pushed again since.
template <typename H>
class BestFirstFrontier {
public:
    static constexpr SearchView::Frontier kKind = SearchView::Frontier::OpenSet;
    static constexpr bool kOrdersByF = !std::is_same_v<H, NoH>;
    using G = ExactCost;
    BestFirstFrontier(const Maze& maze, int side)
        : m_maze(maze), m_h(side == 0 ? maze.goal() : maze.start()),
          m_cells(std::size_t(maze.cellCount())), m_side(side) {}
    void push(CellIndex c, G g) {
        Record& r = m_cells[std::size_t(c)];
        r = {g, m_pushes++};
        const Cell at = m_maze.cellAt(c);
        const auto h = m_h(at.x, at.y);
        m_open.push(RealOrder::make(DiagonalSum{}(g, h), valueOf(h), r.push, c));
    }
    template <typename L>
    CellIndex top(const L& labels) {
        for (;;) {
            const RealEntry* first = nullptr;
            m_open.visitInOrder([&](const RealEntry& entry) {
                first = &entry;
                return false;
            });
            if (first == nullptr || !isOutdated(labels, *first)) {
                m_top = first ? *first : RealEntry{0, 0, 0, -1};
                return m_top.cell;
            }
            (void)m_open.pop();
        }
    }
    // The g and the f of the cell top() returned.
    [[nodiscard]] G topG() const { return m_cells[std::size_t(m_top.cell)].g; }
    [[nodiscard]] double topF() const { return m_top.f; }
    G pop() { return m_cells[std::size_t(m_open.pop())].g; }
    [[nodiscard]] bool improves(CellIndex c, G g) const {
        return g.value() < m_cells[std::size_t(c)].g.value();
    }
    [[nodiscard]] G meetingG(const Maze&, CellIndex c) const { return m_cells[std::size_t(c)].g; }
    template <typename L>
    void describe(const Maze&, const L&, CellIndex c, CellInternals& in) const {
        const G g = m_cells[std::size_t(c)].g;
        in.g = g.straight;
        in.gDiagonal = g.diagonal;
        if constexpr (kOrdersByF) {
            const Cell at = m_maze.cellAt(c);
            const auto h = m_h(at.x, at.y);
            in.h = valueOf(h);
            in.priority = DiagonalSum{}(g, h);
        }
    }
    template <typename L, typename Visit>
    void visitInOrder(const L& labels, Visit&& visit) const {
        m_open.visitInOrder(
            [&](const RealEntry& entry) { return isOutdated(labels, entry) || visit(entry.cell); });
    }

private:
    struct Record {
        G g;
        std::uint32_t push = 0; // the number of the cell's latest entry
    };
    template <typename L>
    bool isOutdated(const L& labels, const RealEntry& entry) const {
        const CellIndex c = entry.cell;
        return labels.closed(m_side, c) || entry.order != m_cells[std::size_t(c)].push;
    }
    const Maze& m_maze;
    H m_h;
    std::vector<Record> m_cells;
    OpenSet<RealOrder> m_open;
    std::uint32_t m_pushes = 0;
    RealEntry m_top{0, 0, 0, -1};
    int m_side;
};

} // namespace mazelab::detail
