#pragma once
// Internal: the one bidirectional search behind Bidirectional BFS (unit moves, two FIFO queues)
// and Bidirectional Dijkstra (cell costs, two open sets); docs/semantics.md, "Bidirectional BFS
// and Bidirectional Dijkstra". The stopping rule is the one of A. V. Goldberg and C. Harrelson,
// "Computing the shortest path: A* search meets graph theory" (after I. Pohl, "Bi-directional
// search").
//  1. Label the start (g_F = 0) on the start side F and the goal (g_B = 0) on the goal side B;
//     both count as searched. best = none.
//  2. If a meeting is known and topF + topB >= best (top: a side's lowest waiting g; an empty
//     side's is infinite), stop: the path is best's cell traced back to both ends.
//  3. If a side has nothing waiting, stop: no path.
//  4. The side with fewer waiting cells (ties: F) takes its lowest-g cell (a queue: its oldest;
//     an open set: ties go to the entry pushed first) and closes it.
//  5. For each open neighbour n in the order E, S, W, N not closed by that side: g' = g(cell) +
//     step cost; label n if it is new to the side or g' is lower. Whenever a label is set on a
//     cell the other side has labelled, best = min(best, g_F(n) + g_B(n)). Repeat from 2.
// Costs: a move pays the cost of the cell it enters and the start is never entered. F pays
// cost(n) moving cell -> n. B runs the moves backwards: its move cell -> n is the path's move
// n -> cell, which enters cell, so B pays cost(cell) (and the goal's own cost is already in g_B
// of its neighbours). Then g_B(x) is the cost from x to the goal excluding x, g_F(x) includes
// x, and g_F(x) + g_B(x) is exactly the forward cost of the path through x.
// Why the rule is right: were a path P cheaper than best <= topF + topB, its last cell a with
// dist_F(a) < topF has a successor b with dist_B(b) < topB: both settled exactly, so whichever
// side labelled b last recorded g_F(b) + g_B(b) = cost(P) as a meeting; a contradiction.
// A cell is never closed by both sides: before the second side takes it, topF + topB reaches
// the meeting at that cell and the search stops.
// Workspace per cell: one byte holding both sides' came-from nibbles, and per side a queue slot
// (BFS) or a 32-bit g (Dijkstra, g <= 255 * 4096 * 4096 < 2^32) plus its heap.
// BFS keeps no distance per cell: its queue is in distance order, so a layer boundary gives the
// distance of the head, and a meeting reads the other side's distance of a cell from its parity
// (see FifoFrontier::meetingG).

#include "core/registry.hpp"
#include "core/search_view.hpp"
#include "core/solvers/detail/astar_core.hpp"
#include "core/solvers/detail/came_from.hpp"
#include "core/solvers/detail/last_step.hpp"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <memory>
#include <vector>

namespace mazelab::detail {

inline constexpr std::uint64_t kNoMeeting = std::numeric_limits<std::uint64_t>::max();

// Both sides' labels of a cell in one byte, side 0 (F) in the low nibble, side 1 (B) in the
// high one, so that a neighbour's check on both sides is one load. A nibble is the direction back
// to the parent (0..3) or kStartMark at the side's own end, | kNibbleClosed once that side has
// closed the cell; kNibbleUnseen if it has not labelled it.
inline constexpr unsigned kNibbleUnseen = 0xF;
inline constexpr unsigned kNibbleClosed = 0x8;

class Labels {
public:
    explicit Labels(std::size_t cells) : m_bytes(cells, kUnseenByte) {}
    [[nodiscard]] static unsigned nibble(std::uint8_t both, int side) {
        return unsigned(both) >> (4 * side) & 0xFu;
    }
    [[nodiscard]] std::uint8_t both(CellIndex c) const { return bitsOf(m_bytes[std::size_t(c)]); }
    [[nodiscard]] bool seen(int side, CellIndex c) const {
        return nibble(both(c), side) != kNibbleUnseen;
    }
    [[nodiscard]] bool closed(int side, CellIndex c) const {
        const unsigned n = nibble(both(c), side);
        return n != kNibbleUnseen && (n & kNibbleClosed);
    }
    // The direction back to c's parent on `side`, or kStartMark; c must be labelled there.
    [[nodiscard]] std::uint8_t back(int side, CellIndex c) const {
        return std::uint8_t(nibble(both(c), side) & ~kNibbleClosed);
    }
    // c's label on `side` as a came-from byte (came_from.hpp), for the view.
    [[nodiscard]] std::uint8_t cameFrom(int side, CellIndex c) const {
        if (!seen(side, c))
            return kUnseen;
        return std::uint8_t(back(side, c) | (closed(side, c) ? kFlagBits : 0));
    }
    void label(int side, CellIndex c, std::uint8_t back) {
        CellByte& b = m_bytes[std::size_t(c)];
        b = CellByte((bitsOf(b) & ~(0xFu << (4 * side))) | unsigned(back) << (4 * side));
    }
    void close(int side, CellIndex c) {
        CellByte& b = m_bytes[std::size_t(c)];
        b = CellByte(bitsOf(b) | kNibbleClosed << (4 * side));
    }

private:
    std::vector<CellByte> m_bytes; // CellByte: see came_from.hpp
};

// A side's frontier as a FIFO queue (Bidirectional BFS): each cell is queued at most once, in
// distance order; [head, layerEnd) are at distance `depth`, [layerEnd, tail) at depth + 1.
class FifoFrontier {
public:
    static constexpr SearchView::Frontier kKind = SearchView::Frontier::Queue;
    FifoFrontier(std::size_t cells, int side, Cell origin)
        : m_queue(new CellIndex[cells]), m_side(side),
          m_originParity(unsigned(origin.x + origin.y) & 1u) {}
    void push(CellIndex c, std::uint32_t) { m_queue[m_tail++] = c; }
    // The cell taken next, or -1 when none waits.
    CellIndex top(const Labels&) { return m_head < m_tail ? m_queue[m_head] : -1; }
    // The head's distance; a cell must wait.
    [[nodiscard]] std::uint32_t topG() const { return m_head < m_layerEnd ? m_depth : m_depth + 1; }
    // Takes the head; returns its distance.
    std::uint32_t pop() {
        if (m_head == m_layerEnd) {
            ++m_depth;
            m_layerEnd = m_tail;
        }
        ++m_head;
        return m_depth;
    }
    // A labelled cell's distance never falls: the queue is in distance order.
    static bool improves(CellIndex, std::uint32_t) { return false; }
    // This side's distance d of a cell c it has labelled, when the other side, expanding a
    // neighbour n of c at distance e, meets c. With this side's head at distance t, a waiting cell
    // is at t or t + 1. A closed c (d <= t) labelled n when it was closed, so a meeting at n was
    // recorded (by whichever side labelled n second) with best <= e + d + 1; the search has not
    // stopped, so e + t < best, hence t <= d and d = t. A move changes x + y by one, so d has the
    // parity of x + y minus the origin's, which picks t or t + 1.
    [[nodiscard]] std::uint32_t meetingG(const Maze& maze, CellIndex c) const {
        const Cell at = maze.cellAt(c);
        const std::uint32_t t = topG();
        return t + ((t ^ unsigned(at.x + at.y) ^ m_originParity) & 1u);
    }
    // Any labelled cell's distance, for the view: traced back through the parents.
    [[nodiscard]] std::int64_t viewG(const Maze& maze, const Labels& labels, CellIndex c) const {
        return m_distances(maze, c, [&](CellIndex x) { return labels.back(m_side, x); });
    }
    template <typename Visit>
    void visitInOrder(const Labels&, Visit&& visit) const {
        for (std::size_t i = m_head; i < m_tail; ++i)
            if (!visit(m_queue[i]))
                return;
    }

private:
    // Not zeroed: a slot is written before it is read, and pages never written are never touched.
    std::unique_ptr<CellIndex[]> m_queue;
    std::size_t m_head = 0;
    std::size_t m_tail = 0;
    std::size_t m_layerEnd = 1; // the origin alone is at distance 0
    std::uint32_t m_depth = 0;
    int m_side;
    unsigned m_originParity;
    mutable TracedDistances m_distances;
};

// A side's frontier as an open set (Bidirectional Dijkstra): astar_core.hpp's heap with h = 0
// and lazy deletion; an entry is outdated when its cell is closed or has a lower g since.
class HeapFrontier {
public:
    static constexpr SearchView::Frontier kKind = SearchView::Frontier::OpenSet;
    HeapFrontier(std::size_t cells, int side, Cell) : m_g(cells, 0), m_side(side) {}
    void push(CellIndex c, std::uint32_t g) {
        m_g[std::size_t(c)] = g;
        m_open.push(PackedOrder::make(g, 0, m_pushes++, c));
    }
    CellIndex top(const Labels& labels) {
        for (;;) {
            CellIndex first = -1;
            bool outdated = false;
            m_open.visitInOrder([&](PackedKey key) {
                first = PackedOrder::cellOf(key);
                outdated = isOutdated(labels, key);
                return false;
            });
            if (first < 0 || !outdated) {
                m_top = first;
                return first;
            }
            (void)m_open.pop();
        }
    }
    // The g of the cell top() returned.
    [[nodiscard]] std::uint32_t topG() const { return m_g[std::size_t(m_top)]; }
    std::uint32_t pop() { return m_g[std::size_t(m_open.pop())]; }
    [[nodiscard]] bool improves(CellIndex c, std::uint32_t g) const {
        return g < m_g[std::size_t(c)];
    }
    [[nodiscard]] std::uint32_t meetingG(const Maze&, CellIndex c) const {
        return m_g[std::size_t(c)];
    }
    [[nodiscard]] std::int64_t viewG(const Maze&, const Labels&, CellIndex c) const {
        return m_g[std::size_t(c)];
    }
    template <typename Visit>
    void visitInOrder(const Labels& labels, Visit&& visit) const {
        m_open.visitInOrder([&](PackedKey key) {
            return isOutdated(labels, key) || visit(PackedOrder::cellOf(key));
        });
    }

private:
    bool isOutdated(const Labels& labels, PackedKey key) const {
        const CellIndex c = PackedOrder::cellOf(key);
        return labels.closed(m_side, c) || std::uint32_t(key >> 96) != m_g[std::size_t(c)];
    }
    std::vector<std::uint32_t> m_g;
    OpenSet<PackedOrder> m_open;
    std::uint32_t m_pushes = 0;
    CellIndex m_top = -1;
    int m_side;
};

template <typename Frontier>
struct Side {
    Frontier frontier;
    std::int64_t waiting = 1; // cells labelled and not closed: the origin
    Side(std::size_t cells, int side, Cell origin) : frontier(cells, side, origin) {}
};

struct Meeting {
    std::uint64_t total = kNoMeeting;
    CellIndex cell = -1;
};

// One expansion (steps 4-5) of `cell`, the side's top(). kSide 0 is F, 1 is B; `weighted` pays
// cell costs, else every move costs 1.
template <int kSide, typename Frontier>
void expandSide(const Maze& maze, bool weighted, Labels& labels, CellIndex cell, Side<Frontier>& me,
                const Side<Frontier>& other, Meeting& best, SolveStep& step) {
    const std::uint32_t gCell = me.frontier.pop();
    labels.close(kSide, cell);
    --me.waiting;
    step.cell = cell;
    std::uint8_t found = 0;
    const DirSet open = maze.openDirs(cell);
    for (Dir d : kDirs) {
        if (!(open & bit(d)))
            continue;
        const CellIndex next = maze.neighbour(cell, d);
        const std::uint8_t both = labels.both(next);
        const unsigned mine = Labels::nibble(both, kSide);
        const bool otherSeen = Labels::nibble(both, 1 - kSide) != kNibbleUnseen;
        if (mine != kNibbleUnseen && (mine & kNibbleClosed))
            continue;
        const std::uint32_t g =
            gCell + std::uint32_t(!weighted ? 1 : maze.cost(kSide == 0 ? next : cell));
        if (mine == kNibbleUnseen) {
            ++me.waiting;
            if (!otherSeen)
                step.discoveredCells[found++] = next;
        } else if (!me.frontier.improves(next, g)) {
            continue;
        }
        labels.label(kSide, next, std::uint8_t(opposite(d)));
        me.frontier.push(next, g);
        if (otherSeen) {
            const std::uint64_t total = std::uint64_t(g) + other.frontier.meetingG(maze, next);
            if (total < best.total)
                best = {total, next};
        }
    }
    step.discoveredCount = found;
    step.counters.searched += found;
}

// The path start..goal through `meeting`: F's parents back to the start, B's on to the goal.
inline void joinPath(const Maze& maze, const Labels& labels, CellIndex meeting,
                     std::vector<CellIndex>& path) {
    path.clear();
    auto follow = [&](int side) {
        for (CellIndex c = meeting;;) {
            const std::uint8_t back = labels.back(side, c);
            if (back == kStartMark)
                break;
            c = maze.neighbour(c, Dir(back));
            path.push_back(c);
        }
    };
    follow(0);
    std::reverse(path.begin(), path.end());
    path.push_back(meeting);
    follow(1);
}

// Both sides read in place. A cell is shown from the side that closed it (never both: see
// docs/semantics.md), else from the start side if it has labelled it, else from the goal side.
template <typename Queue>
class BidirectionalView final : public SearchView {
public:
    BidirectionalView(const Maze& maze, const Labels& labels, const Side<Queue>& f,
                      const Side<Queue>& b, const SolveStep& step)
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
    [[nodiscard]] CellInternals cell(CellIndex c) const override {
        const bool fromGoal =
            m_labels.closed(1, c) || (!m_labels.seen(0, c) && m_labels.seen(1, c));
        const int side = fromGoal ? 1 : 0;
        CellInternals in = cameFromInternals(m_labels.cameFrom(side, c));
        if (in.seen)
            in.g = (fromGoal ? m_b : m_f).frontier.viewG(m_maze, m_labels, c);
        in.fromGoal = fromGoal;
        return in;
    }

private:
    const Maze& m_maze;
    const Labels& m_labels;
    const Side<Queue>& m_f;
    const Side<Queue>& m_b;
    const SolveStep& m_step;
};

// Steps 2-5: Found if the stopping rule holds, NoPath (with step.side the side that ran out) if a
// side has nothing waiting, else one expansion on the side whose turn it is (step.side) and
// Expand. Forced inline into the coroutine's loop: a call per step cost more than the reloads
// from the coroutine frame that the labels' type (see Labels) keeps few.
template <typename Frontier>
[[gnu::always_inline]] inline SolveStep::Kind
advance(const Maze& maze, bool weighted, Labels& labels, Side<Frontier>& f, Side<Frontier>& b,
        Meeting& best, SolveStep& step) {
    const CellIndex topF = f.frontier.top(labels);
    const CellIndex topB = b.frontier.top(labels);
    if (best.cell >= 0 && (topF < 0 || topB < 0 ||
                           std::uint64_t(f.frontier.topG()) + b.frontier.topG() >= best.total))
        return SolveStep::Kind::Found;
    if (topF < 0 || topB < 0) {
        step.side = topF < 0 ? 0 : 1;
        return SolveStep::Kind::NoPath;
    }
    step.side = f.waiting <= b.waiting ? 0 : 1;
    if (step.side == 0)
        expandSide<0>(maze, weighted, labels, topF, f, b, best, step);
    else
        expandSide<1>(maze, weighted, labels, topB, b, f, best, step);
    return SolveStep::Kind::Expand;
}

// Pseudocode lines every bidirectional entry's pseudocode has at these indexes.
inline constexpr int kBidirectionalFoundLine = 2;
inline constexpr int kBidirectionalNoPathLine = 3;
inline constexpr int kBidirectionalExpandLine = 6;

template <typename Frontier>
SolveSteps bidirectionalSearch(const Maze& maze, bool weighted) {
    const auto cells = std::size_t(maze.cellCount());
    Labels labels(cells);
    Side<Frontier> f(cells, 0, maze.start());
    Side<Frontier> b(cells, 1, maze.goal());
    Meeting best;
    std::vector<CellIndex> path;

    SolveStep step;
    const BidirectionalView<Frontier> view(maze, labels, f, b, step);
    step.view = &view;
    SolveCounters& n = step.counters;
    labels.label(0, maze.index(maze.start()), kStartMark);
    f.frontier.push(maze.index(maze.start()), 0);
    labels.label(1, maze.index(maze.goal()), kStartMark);
    b.frontier.push(maze.index(maze.goal()), 0);
    n.searched = n.frontier = n.maxFrontier = 2;

    for (;;) {
        ++n.steps;
        step.discoveredCount = 0;
        step.kind = advance(maze, weighted, labels, f, b, best, step);
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
