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
// Workspace per cell and side: a came-from byte and a 32-bit g (g <= 255 * 4096 * 4096 < 2^32).

#include "core/registry.hpp"
#include "core/search_view.hpp"
#include "core/solvers/detail/astar_core.hpp"
#include "core/solvers/detail/came_from.hpp"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

namespace mazelab::detail {

inline constexpr std::uint64_t kNoMeeting = std::numeric_limits<std::uint64_t>::max();

// What one side knows per cell: the way back to its origin (| kClosedBit once closed) and g.
struct SideLabels {
    std::vector<std::uint8_t> cameFrom;
    std::vector<std::uint32_t> g;
    explicit SideLabels(std::size_t cells) : cameFrom(cells, kUnseen), g(cells, 0) {}
    [[nodiscard]] bool seen(CellIndex c) const { return cameFrom[std::size_t(c)] != kUnseen; }
    [[nodiscard]] bool closed(CellIndex c) const {
        return seen(c) && (cameFrom[std::size_t(c)] & kClosedBit);
    }
};

// A side's frontier as a FIFO queue (Bidirectional BFS): each cell is queued at most once.
class FifoFrontier {
public:
    static constexpr SearchView::Frontier kKind = SearchView::Frontier::Queue;
    explicit FifoFrontier(std::size_t cells) : m_queue(cells) {}
    void push(CellIndex c, std::uint32_t) { m_queue[m_tail++] = c; }
    // The cell taken next, or -1 when none waits.
    CellIndex top(const SideLabels&) { return m_head < m_tail ? m_queue[m_head] : -1; }
    void pop() { ++m_head; }
    template <typename Visit>
    void visitInOrder(const SideLabels&, Visit&& visit) const {
        for (std::size_t i = m_head; i < m_tail; ++i)
            if (!visit(m_queue[i]))
                return;
    }

private:
    std::vector<CellIndex> m_queue;
    std::size_t m_head = 0;
    std::size_t m_tail = 0;
};

// A side's frontier as an open set (Bidirectional Dijkstra): astar_core.hpp's heap with h = 0
// and lazy deletion; an entry is outdated when its cell is closed or has a lower g since.
class HeapFrontier {
public:
    static constexpr SearchView::Frontier kKind = SearchView::Frontier::OpenSet;
    explicit HeapFrontier(std::size_t) {}
    void push(CellIndex c, std::uint32_t g) { m_open.push(PackedOrder::make(g, 0, m_pushes++, c)); }
    CellIndex top(const SideLabels& labels) {
        for (;;) {
            CellIndex first = -1;
            bool outdated = false;
            m_open.visitInOrder([&](PackedKey key) {
                first = PackedOrder::cellOf(key);
                outdated = isOutdated(labels, key);
                return false;
            });
            if (first < 0 || !outdated)
                return first;
            (void)m_open.pop();
        }
    }
    void pop() { (void)m_open.pop(); }
    template <typename Visit>
    void visitInOrder(const SideLabels& labels, Visit&& visit) const {
        m_open.visitInOrder([&](PackedKey key) {
            return isOutdated(labels, key) || visit(PackedOrder::cellOf(key));
        });
    }

private:
    static bool isOutdated(const SideLabels& labels, PackedKey key) {
        const CellIndex c = PackedOrder::cellOf(key);
        return labels.closed(c) || std::uint32_t(key >> 96) != labels.g[std::size_t(c)];
    }
    OpenSet<PackedOrder> m_open;
    std::uint32_t m_pushes = 0;
};

template <typename Frontier>
struct Side {
    SideLabels labels;
    Frontier frontier;
    std::int64_t waiting = 0; // cells labelled and not closed
    explicit Side(std::size_t cells) : labels(cells), frontier(cells) {}
    void label(CellIndex c, std::uint8_t back, std::uint32_t g) {
        labels.cameFrom[std::size_t(c)] = back;
        labels.g[std::size_t(c)] = g;
        frontier.push(c, g);
    }
};

struct Meeting {
    std::uint64_t total = kNoMeeting;
    CellIndex cell = -1;
};

// One expansion (steps 4-5) in an ordinary function, for the reason given in expand.hpp.
// `side` 0 is F, 1 is B; `weighted` pays cell costs, else every move costs 1.
template <typename Frontier>
void expandSide(const Maze& maze, int side, bool weighted, Side<Frontier>& me,
                const Side<Frontier>& other, Meeting& best, SolveStep& step) {
    const CellIndex cell = me.frontier.top(me.labels);
    me.frontier.pop();
    me.labels.cameFrom[std::size_t(cell)] |= kClosedBit;
    --me.waiting;
    step.cell = cell;
    const std::uint32_t gCell = me.labels.g[std::size_t(cell)];
    std::uint8_t found = 0;
    const DirSet open = maze.openDirs(cell);
    for (Dir d : kDirs) {
        if (!(open & bit(d)))
            continue;
        const CellIndex next = maze.neighbour(cell, d);
        if (me.labels.closed(next))
            continue;
        const std::uint32_t g =
            gCell + std::uint32_t(!weighted ? 1 : maze.cost(side == 0 ? next : cell));
        if (!me.labels.seen(next)) {
            ++me.waiting;
            if (!other.labels.seen(next))
                step.discoveredCells[found++] = next;
        } else if (g >= me.labels.g[std::size_t(next)]) {
            continue;
        }
        me.label(next, std::uint8_t(opposite(d)), g);
        if (other.labels.seen(next)) {
            const std::uint64_t total = std::uint64_t(g) + other.labels.g[std::size_t(next)];
            if (total < best.total)
                best = {total, next};
        }
    }
    step.discoveredCount = found;
    step.counters.searched += found;
}

// The path start..goal through `meeting`: F's parents back to the start, B's on to the goal.
inline void joinPath(const Maze& maze, const SideLabels& f, const SideLabels& b,
                     CellIndex meeting, std::vector<CellIndex>& path) {
    tracePath(maze, f.cameFrom, meeting, path);
    for (CellIndex c = meeting;;) {
        const auto back = std::uint8_t(b.cameFrom[std::size_t(c)] & ~kFlagBits);
        if (back == kStartMark)
            break;
        c = maze.neighbour(c, Dir(back));
        path.push_back(c);
    }
}

// Both sides read in place. A cell is shown from the side that closed it (never both: see
// docs/semantics.md), else from the start side if it has labelled it, else from the goal side.
template <typename Queue>
class BidirectionalView final : public SearchView {
public:
    BidirectionalView(const Side<Queue>& f, const Side<Queue>& b, const SolveStep& step)
        : m_f(f), m_b(b), m_step(step) {}

    [[nodiscard]] Frontier frontierKind() const override { return Queue::kKind; }
    [[nodiscard]] std::size_t frontierSize() const override {
        return std::size_t(m_f.waiting + m_b.waiting);
    }
    // The side that expands next first (the one with fewer waiting cells), then the other.
    [[nodiscard]] std::vector<CellIndex> frontier(std::size_t count) const override {
        std::vector<CellIndex> cells;
        const bool startNext = m_f.waiting <= m_b.waiting;
        for (const Side<Queue>* s : {startNext ? &m_f : &m_b, startNext ? &m_b : &m_f})
            s->frontier.visitInOrder(s->labels, [&](CellIndex c) {
                if (cells.size() < count)
                    cells.push_back(c);
                return cells.size() < count;
            });
        return cells;
    }
    [[nodiscard]] CellIndex current() const override { return m_step.cell; }
    [[nodiscard]] CellInternals cell(CellIndex c) const override {
        const bool fromGoal = m_b.labels.closed(c) ||
                              (!m_f.labels.seen(c) && m_b.labels.seen(c));
        const SideLabels& s = fromGoal ? m_b.labels : m_f.labels;
        CellInternals in = cameFromInternals(s.cameFrom[std::size_t(c)]);
        if (in.seen)
            in.g = s.g[std::size_t(c)];
        in.fromGoal = fromGoal;
        return in;
    }

private:
    const Side<Queue>& m_f;
    const Side<Queue>& m_b;
    const SolveStep& m_step;
};

// Pseudocode lines every bidirectional entry's pseudocode has at these indexes.
inline constexpr int kBidirectionalFoundLine = 2;
inline constexpr int kBidirectionalNoPathLine = 3;
inline constexpr int kBidirectionalExpandLine = 6;

template <typename Frontier>
SolveSteps bidirectionalSearch(const Maze& maze, bool weighted) {
    const auto cells = std::size_t(maze.cellCount());
    Side<Frontier> f(cells);
    Side<Frontier> b(cells);
    Meeting best;
    std::vector<CellIndex> path;

    SolveStep step;
    const BidirectionalView<Frontier> view(f, b, step);
    step.view = &view;
    SolveCounters& n = step.counters;
    f.label(maze.index(maze.start()), kStartMark, 0);
    b.label(maze.index(maze.goal()), kStartMark, 0);
    f.waiting = b.waiting = 1;
    n.searched = n.frontier = n.maxFrontier = 2;

    for (;;) {
        const CellIndex topF = f.frontier.top(f.labels);
        const CellIndex topB = b.frontier.top(b.labels);
        ++n.steps;
        step.discoveredCount = 0;
        if (best.cell >= 0 &&
            (topF < 0 || topB < 0 ||
             std::uint64_t(f.labels.g[std::size_t(topF)]) + b.labels.g[std::size_t(topB)] >=
                 best.total)) {
            joinPath(maze, f.labels, b.labels, best.cell, path);
            step.kind = SolveStep::Kind::Found;
            step.cell = best.cell;
            step.side = 0;
            step.path = path;
            step.line = kBidirectionalFoundLine;
            co_yield step;
            co_return;
        }
        if (topF < 0 || topB < 0) {
            step.kind = SolveStep::Kind::NoPath;
            step.side = topF < 0 ? 0 : 1;
            step.reason = topF < 0 ? "the search from the start ran out of cells before meeting "
                                     "the search from the goal"
                                   : "the search from the goal ran out of cells before meeting "
                                     "the search from the start";
            step.line = kBidirectionalNoPathLine;
            co_yield step;
            co_return;
        }
        step.side = f.waiting <= b.waiting ? 0 : 1;
        if (step.side == 0)
            expandSide(maze, 0, weighted, f, b, best, step);
        else
            expandSide(maze, 1, weighted, b, f, best, step);
        ++n.expanded;
        n.frontier = f.waiting + b.waiting;
        n.maxFrontier = std::max(n.maxFrontier, n.frontier);
        step.kind = SolveStep::Kind::Expand;
        step.line = kBidirectionalExpandLine;
        co_yield step;
    }
}

} // namespace mazelab::detail
