#pragma once
// Internal: the one bidirectional search behind Bidirectional BFS (unit moves, two FIFO queues),
// Bidirectional Dijkstra (cell costs, two open sets ordered by g) and Bidirectional A* (two open
// sets ordered by f = g + h, each side's h estimating the way to its other end), with four
// directions or under a diagonal rule (core/movement.hpp); docs/semantics.md, "Bidirectional
// BFS", "Bidirectional Dijkstra" and "Bidirectional A*". The stopping rules are those of A. V.
// Goldberg and C. Harrelson, "Computing the shortest path: A* search meets graph theory" (BFS,
// Dijkstra), and of I. Pohl, "Bi-directional search", 1971 (A*).
//  1. Label the start (g_F = 0) on the start side F and the goal (g_B = 0) on the goal side B;
//     both count as searched. best = none.
//  2. If a meeting is known and the stopping rule holds, stop: the path is best's cell traced back
//     to both ends. BFS, Dijkstra: topF + topB >= best (top: a side's lowest waiting g). A*:
//     max(fminF, fminB) >= best (fmin: a side's lowest waiting f). An empty side's is infinite.
//  3. If a side has nothing waiting, stop: no path.
//  4. The side with fewer waiting cells (ties: F) takes its first cell (a queue: its oldest; an
//     open set: the lowest g, or f for A*, ties going to the lower h and then to the entry pushed
//     first) and closes it.
//  5. For each move the rule allows from it, in the order E, S, W, N, SE, SW, NW, NE, to a cell n
//     not closed by that side: g' = g(cell) + step cost; label n if it is new to the side or g' is
//     lower. Whenever a label is set on a cell the other side has labelled,
//     best = min(best, g_F(n) + g_B(n)). Repeat from 2.
// A*'s two sides are two whole A* searches: either may close a cell the other has closed.
// Costs: a move pays the cost of the cell it enters (sqrt(2) times that for a diagonal move) and
// the start is never entered. F pays for n moving cell -> n. B runs the moves backwards: its move
// cell -> n is the path's move n -> cell, which enters cell, so B pays for cell (and the goal's
// own cost is already in g_B of its neighbours). Then g_B(x) is the cost from x to the goal
// excluding x, g_F(x) includes x, and g_F(x) + g_B(x) is exactly the forward cost of the path
// through x. The same holds for B's A* heuristic: B's cost from x to the start is the forward
// cost from the start to x, so h_B(x) = h(x, start) is admissible and consistent wherever h is.
// Why the BFS and Dijkstra rule is right: were a path P cheaper than best <= topF + topB, its last
// cell a with dist_F(a) < topF has a successor b with dist_B(b) < topB: both settled exactly, so
// whichever side labelled b last recorded g_F(b) + g_B(b) = cost(P) as a meeting; a
// contradiction. A cell is never closed by both sides: before the second side takes it,
// topF + topB reaches the meeting at that cell and the search stops.
// Why the A* rule is right (consistent heuristics, so each side closes every cell with its least
// g): let P be a cheapest path and suppose best > cost(P). If F has closed every cell of P, it
// closed the goal with its least g, and its label there recorded cost(P) (B labelled the goal
// first): a contradiction. Else the first cell p of P that F has not closed follows a closed
// cell, so F has labelled p with its least g and p waits in F with f_F(p) <= cost(P) < best (h_F
// never overestimates). Likewise on B's side, so max(fminF, fminB) < best: the rule cannot hold
// while a cheaper path exists.
// Workspace per cell: both sides' came-from labels (one byte with four directions, two with
// diagonal moves), and per side a queue slot (BFS; with diagonal moves also a 32-bit distance) or
// a cost record (Dijkstra, A*: a 32-bit g; with diagonal moves two 32-bit sums and a push number)
// plus its heap; A* a bit more for cells closed on both sides.
// BFS with four directions keeps no distance per cell: its queue is in distance order, so a layer
// boundary gives the distance of the head, and a meeting reads the other side's distance of a
// cell from its parity (see FifoFrontierOf::meetingG).

#include "core/registry.hpp"
#include "core/search_view.hpp"
#include "core/solvers/detail/came_from.hpp"
#include "core/solvers/detail/diagonal_core.hpp"
#include "core/solvers/detail/last_step.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <memory>
#include <string_view>
#include <type_traits>
#include <vector>

namespace mazelab::detail {

// Both sides' labels of a cell in one word, side 0 (F) in the low half, side 1 (B) in the high
// one, so that a neighbour's check on both sides is one load. A half is the move back to the
// parent or the start mark, | kClosedPart once that side has closed the cell; kUnseenPart if it
// has not labelled it.
template <typename Word, unsigned kBits>
class LabelsOf {
public:
    static constexpr unsigned kUnseenPart = (1u << kBits) - 1;
    static constexpr unsigned kClosedPart = 1u << (kBits - 1);

    // startMark: kStartMark, or kStartMove when the halves hold moves of a diagonal rule.
    LabelsOf(std::size_t cells, std::uint8_t startMark)
        : m_words(cells, Store(Word(~Word(0)))), m_startMark(startMark) {}
    [[nodiscard]] static unsigned part(Word both, int side) {
        return unsigned(both) >> (kBits * unsigned(side)) & kUnseenPart;
    }
    [[nodiscard]] Word both(CellIndex c) const { return Word(m_words[std::size_t(c)]); }
    [[nodiscard]] std::uint8_t startMark() const { return m_startMark; }
    [[nodiscard]] bool seen(int side, CellIndex c) const {
        return part(both(c), side) != kUnseenPart;
    }
    [[nodiscard]] bool closed(int side, CellIndex c) const {
        const unsigned n = part(both(c), side);
        return n != kUnseenPart && (n & kClosedPart);
    }
    // The move back to c's parent on `side`, or the start mark; c must be labelled there.
    [[nodiscard]] std::uint8_t back(int side, CellIndex c) const {
        return std::uint8_t(part(both(c), side) & ~kClosedPart);
    }
    // c's label on `side` as a came-from byte (came_from.hpp), for the view.
    [[nodiscard]] std::uint8_t cameFrom(int side, CellIndex c) const {
        if (!seen(side, c))
            return kUnseen;
        return std::uint8_t(back(side, c) | (closed(side, c) ? kFlagBits : 0));
    }
    void label(int side, CellIndex c, std::uint8_t back) {
        Store& w = m_words[std::size_t(c)];
        const unsigned shift = kBits * unsigned(side);
        w = Store(Word((unsigned(w) & ~(kUnseenPart << shift)) | unsigned(back) << shift));
    }
    void close(int side, CellIndex c) {
        Store& w = m_words[std::size_t(c)];
        w = Store(Word(unsigned(w) | kClosedPart << (kBits * unsigned(side))));
    }
    // A* may close a cell on both sides (BFS and Dijkstra never): whether the goal side closed it
    // after the start side, for the view, which shows it from the later one. A bit per cell,
    // allocated when a cell is first closed twice.
    void markClosedLastByGoal(CellIndex c) {
        if (m_closedLastByGoal.empty())
            m_closedLastByGoal.resize(m_words.size());
        m_closedLastByGoal[std::size_t(c)] = true;
    }
    [[nodiscard]] bool closedLastByGoal(CellIndex c) const {
        return !m_closedLastByGoal.empty() && m_closedLastByGoal[std::size_t(c)];
    }

private:
    enum class Store : Word {}; // not a character type: see CellByte in came_from.hpp
    std::vector<Store> m_words;
    std::uint8_t m_startMark;
    std::vector<bool> m_closedLastByGoal;
};
// Four directions: two nibbles in a byte (a direction 0..3 or kStartMark, and the closed bit).
using Labels = LabelsOf<std::uint8_t, 4>;
// Diagonal moves: two came-from bytes (0..7, or kStartMove).
using MoveLabels = LabelsOf<std::uint16_t, 8>;

// A side's g after one move paying `cost`: one integer (moves, or costs with four directions
// only), or the exact (straight, diagonal) sums of diagonal_core.hpp.
inline std::uint32_t afterMove(std::uint32_t g, Move, std::uint32_t cost) {
    return g + cost;
}
// (the ExactCost one is diagonal_core.hpp's)
// A meeting's cost g_F + g_B, wider than a side's g, and its order.
inline std::uint64_t meetingCost(std::uint32_t a, std::uint32_t b) {
    return std::uint64_t(a) + b;
}
inline PathCost meetingCost(ExactCost a, ExactCost b) {
    return {std::int64_t(a.straight) + b.straight, std::int64_t(a.diagonal) + b.diagonal};
}
inline bool cheaper(std::uint64_t a, std::uint64_t b) {
    return a < b;
}
inline bool cheaper(PathCost a, PathCost b) {
    return a.value() < b.value();
}
inline double costValue(std::uint64_t c) {
    return double(c); // exact: below 2^53
}
inline double costValue(PathCost c) {
    return c.value();
}

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
// are packed, else a double (Euclidean, octile).
template <typename H>
struct FourWayH {
    static constexpr bool kNone = std::is_same_v<H, NoH>;
    static constexpr bool kWhole =
        kNone || std::is_same_v<H, ManhattanH> || std::is_same_v<H, ChebyshevH>;
    explicit FourWayH(Cell target) : h(target) {}
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
// astar_core.hpp's heap with its orders (f, then h, then the push number) and lazy deletion: an
// entry is outdated when its cell is closed or has a lower g since, which its f tells (a cell's h
// never changes). Workspace: a 32-bit g per cell, as Dijkstra's.
template <typename H>
class HeapFrontier {
public:
    static constexpr SearchView::Frontier kKind = SearchView::Frontier::OpenSet;
    static constexpr bool kOrdersByF = !H::kNone;
    using G = std::uint32_t;
    HeapFrontier(const Maze& maze, int side)
        : m_maze(maze), m_h(side == 0 ? maze.goal() : maze.start()),
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

template <typename Frontier>
struct Side {
    Frontier frontier;
    std::int64_t waiting = 1; // cells labelled and not closed: the origin
    Side(const Maze& maze, int side) : frontier(maze, side) {}
};

template <typename Frontier>
struct Meeting {
    using G = typename Frontier::G;
    decltype(meetingCost(G{}, G{})) total{};
    CellIndex cell = -1; // none yet
};

// Step 2's rule, with a meeting known and both sides waiting.
template <typename Frontier, typename Total>
bool provesBest(const Frontier& f, const Frontier& b, const Total& best) {
    if constexpr (Frontier::kOrdersByF)
        return std::max(f.topF(), b.topF()) >= costValue(best);
    else
        return !cheaper(meetingCost(f.topG(), b.topG()), best);
}

// One expansion (steps 4-5) of `cell`, the side's top(). kSide 0 is F, 1 is B; `weighted` pays
// cell costs, else every move costs 1.
template <int kSide, typename Frontier, typename L>
void expandSide(const Maze& maze, Diagonal rule, bool weighted, L& labels, CellIndex cell,
                Side<Frontier>& me, const Side<Frontier>& other, Meeting<Frontier>& best,
                SolveStep& step) {
    using G = typename Frontier::G;
    const G gCell = me.frontier.pop();
    labels.close(kSide, cell);
    if constexpr (Frontier::kOrdersByF && kSide == 1)
        if (labels.closed(0, cell))
            labels.markClosedLastByGoal(cell);
    --me.waiting;
    step.cell = cell;
    std::uint8_t found = 0;
    const MoveSet moves = rule == Diagonal::Never
                              ? MoveSet(maze.openDirs(cell))
                              : allowedMoves(maze, cell, maze.cellAt(cell), rule);
    for (unsigned todo = moves; todo != 0; todo &= todo - 1) {
        const auto m = Move(std::countr_zero(todo));
        const CellIndex next = moveTarget(maze, cell, m);
        const auto both = labels.both(next);
        const unsigned mine = L::part(both, kSide);
        const unsigned theirs = L::part(both, 1 - kSide);
        if (mine != L::kUnseenPart && (mine & L::kClosedPart))
            continue;
        const auto cost = std::uint32_t(!weighted ? 1 : maze.cost(kSide == 0 ? next : cell));
        const G g = afterMove(gCell, m, cost);
        const bool otherSeen = theirs != L::kUnseenPart;
        if (mine == L::kUnseenPart) {
            ++me.waiting;
            if (!otherSeen)
                step.discoveredCells[found++] = next;
        } else if (!me.frontier.improves(next, g)) {
            continue;
        }
        labels.label(kSide, next, oppositeMove(m));
        me.frontier.push(next, g);
        if (otherSeen) {
            const auto total = meetingCost(g, other.frontier.meetingG(maze, next));
            if (best.cell < 0 || cheaper(total, best.total))
                best = {total, next};
        }
    }
    step.discoveredCount = found;
    step.counters.searched += found;
}

// The path start..goal through `meeting`: F's parents back to the start, B's on to the goal.
template <typename L>
void joinPath(const Maze& maze, const L& labels, CellIndex meeting, std::vector<CellIndex>& path) {
    path.clear();
    auto follow = [&](int side) {
        for (CellIndex c = meeting;;) {
            const std::uint8_t back = labels.back(side, c);
            if (back == labels.startMark())
                break;
            c = moveTarget(maze, c, back);
            path.push_back(c);
        }
    };
    follow(0);
    std::reverse(path.begin(), path.end());
    path.push_back(meeting);
    follow(1);
}

// Both sides read in place. A cell is shown from the side that closed it (BFS and Dijkstra never
// close a cell on both sides, see docs/semantics.md; A* may, and then the later one), else from the
// start side if it has labelled it, else from the goal side.
template <typename Queue, typename L>
class BidirectionalView final : public SearchView {
public:
    BidirectionalView(const Maze& maze, const L& labels, const Side<Queue>& f, const Side<Queue>& b,
                      const SolveStep& step)
        : m_maze(maze), m_labels(labels), m_f(f), m_b(b), m_step(step) {}

    [[nodiscard]] Frontier frontierKind() const override { return Queue::kKind; }
    [[nodiscard]] std::size_t frontierSize() const override {
        return std::size_t(m_f.waiting + m_b.waiting);
    }
    // The side that expands next first (the one with fewer waiting cells), then the other.
    [[nodiscard]] std::vector<CellIndex> frontier(std::size_t count) const override {
        std::vector<CellIndex> cells;
        const bool startNext = m_f.waiting <= m_b.waiting;
        for (const Side<Queue>* s : {startNext ? &m_f : &m_b, startNext ? &m_b : &m_f})
            s->frontier.visitInOrder(m_labels, [&](CellIndex c) {
                if (cells.size() < count)
                    cells.push_back(c);
                return cells.size() < count;
            });
        return cells;
    }
    [[nodiscard]] CellIndex current() const override { return m_step.cell; }
    [[nodiscard]] bool hasHeuristic() const override { return Queue::kOrdersByF; }
    [[nodiscard]] CellInternals cell(CellIndex c) const override {
        bool fromGoal = m_labels.closed(1, c) || (!m_labels.seen(0, c) && m_labels.seen(1, c));
        if constexpr (Queue::kOrdersByF)
            if (m_labels.closed(0, c) && m_labels.closed(1, c))
                fromGoal = m_labels.closedLastByGoal(c);
        const int side = fromGoal ? 1 : 0;
        CellInternals in = cameFromInternals(m_labels.cameFrom(side, c), m_labels.startMark());
        if (in.seen)
            (fromGoal ? m_b : m_f).frontier.describe(m_maze, m_labels, c, in);
        in.fromGoal = fromGoal;
        return in;
    }

private:
    const Maze& m_maze;
    const L& m_labels;
    const Side<Queue>& m_f;
    const Side<Queue>& m_b;
    const SolveStep& m_step;
};

// Steps 2-5: Found if the stopping rule holds, NoPath (with step.side the side that ran out) if a
// side has nothing waiting, else one expansion on the side whose turn it is (step.side) and
// Expand. Forced inline into the coroutine's loop: a call per step cost more than the reloads
// from the coroutine frame that the labels' type (see LabelsOf) keeps few.
template <typename Frontier, typename L>
[[gnu::always_inline]] inline SolveStep::Kind
advance(const Maze& maze, Diagonal rule, bool weighted, L& labels, Side<Frontier>& f,
        Side<Frontier>& b, Meeting<Frontier>& best, SolveStep& step) {
    const CellIndex topF = f.frontier.top(labels);
    const CellIndex topB = b.frontier.top(labels);
    if (best.cell >= 0 && (topF < 0 || topB < 0 || provesBest(f.frontier, b.frontier, best.total)))
        return SolveStep::Kind::Found;
    if (topF < 0 || topB < 0) {
        step.side = topF < 0 ? 0 : 1;
        return SolveStep::Kind::NoPath;
    }
    step.side = f.waiting <= b.waiting ? 0 : 1;
    if (step.side == 0)
        expandSide<0>(maze, rule, weighted, labels, topF, f, b, best, step);
    else
        expandSide<1>(maze, rule, weighted, labels, topB, b, f, best, step);
    return SolveStep::Kind::Expand;
}

// Pseudocode lines every bidirectional entry's pseudocode has at these indexes.
inline constexpr int kBidirectionalFoundLine = 2;
inline constexpr int kBidirectionalNoPathLine = 3;
inline constexpr int kBidirectionalExpandLine = 6;

// The pseudocode of the two searches over costs (Dijkstra, A*): their own stopping rule (line 2)
// and choice of a side and a cell (lines 4 and 5) around the lines they share.
inline std::vector<std::string_view> costPseudocode(std::string_view stop, std::string_view side,
                                                    std::string_view take) {
    return {
        "S = open {start}, G = open {goal}; g_S(start) = g_G(goal) = 0; best = none",
        "loop:",
        stop,
        "    if S or G has no open cell: return no path",
        side,
        take,
        "    for each open neighbour n, in the order E, S, W, N (then SE, SW, NW, NE), not closed "
        "by side:",
        "        g' = g(cell) + cost(n) for S, g(cell) + cost(cell) for G (diagonally: sqrt(2) "
        "times)",
        "        if n is new to side or g' < g(n): g(n) = g', parent = cell, push n",
        "        if the other side has a g for n: best = min(best, g_S(n) + g_G(n))",
    };
}

// The search. L: Labels (two nibbles) for four directions only, MoveLabels for any rule.
template <typename Frontier, typename L = Labels>
SolveSteps bidirectionalSearch(const Maze& maze, bool weighted, Diagonal rule = Diagonal::Never) {
    using G = typename Frontier::G;
    L labels(std::size_t(maze.cellCount()), rule == Diagonal::Never ? kStartMark : kStartMove);
    Side<Frontier> f(maze, 0);
    Side<Frontier> b(maze, 1);
    Meeting<Frontier> best;
    std::vector<CellIndex> path;

    SolveStep step;
    const BidirectionalView<Frontier, L> view(maze, labels, f, b, step);
    step.view = &view;
    SolveCounters& n = step.counters;
    labels.label(0, maze.index(maze.start()), labels.startMark());
    f.frontier.push(maze.index(maze.start()), G{});
    labels.label(1, maze.index(maze.goal()), labels.startMark());
    b.frontier.push(maze.index(maze.goal()), G{});
    n.searched = n.frontier = n.maxFrontier = 2;

    for (;;) {
        ++n.steps;
        step.discoveredCount = 0;
        step.kind = advance(maze, rule, weighted, labels, f, b, best, step);
        if (step.kind == SolveStep::Kind::Found) {
            joinPath(maze, labels, best.cell, path);
            step.cell = best.cell;
            step.side = 0;
            endFound(step, path, kBidirectionalFoundLine);
            co_yield step;
            co_return;
        }
        if (step.kind == SolveStep::Kind::NoPath) {
            step.reason = step.side == 0 ? "the search from the start ran out of cells before "
                                           "meeting the search from the goal"
                                         : "the search from the goal ran out of cells before "
                                           "meeting the search from the start";
            step.line = kBidirectionalNoPathLine;
            co_yield step;
            co_return;
        }
        ++n.expanded;
        n.frontier = f.waiting + b.waiting;
        n.maxFrontier = std::max(n.maxFrontier, n.frontier);
        step.line = kBidirectionalExpandLine;
        co_yield step;
    }
}

} // namespace mazelab::detail
