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
// cell from its parity (see FifoFrontierOf::meetingG in bidirectional_frontiers.hpp).
// On cells of any shape (bidirectionalShaped) the moves are the open slots in their order, the
// labels bytes, BFS keeps its distances (a hexagon's or a triangle's moves have no parity) and
// A*'s h is the shape's distance.

#include "core/registry.hpp"
#include "core/search_view.hpp"
#include "core/solvers/detail/bidirectional_frontiers.hpp"
#include "core/solvers/detail/came_from.hpp"
#include "core/solvers/detail/diagonal_core.hpp"
#include "core/solvers/detail/last_step.hpp"
#include "core/solvers/detail/slot_moves.hpp"

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
// Diagonal moves or slots: two came-from bytes (0..7, or kStartMove = kStartSlot).
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
// cell costs, else every move costs 1. Moves: detail/slot_moves.hpp's, by value (a reference
// and a byte or two) so that its fields stay in registers rather than in the coroutine frame.
template <int kSide, typename Frontier, typename L, typename Moves>
void expandSide(const Moves moves, bool weighted, L& labels, CellIndex cell,
                Side<Frontier>& me, const Side<Frontier>& other, Meeting<Frontier>& best,
                SolveStep& step) {
    using G = typename Frontier::G;
    const Maze& maze = moves.maze;
    const G gCell = me.frontier.pop();
    labels.close(kSide, cell);
    if constexpr (Frontier::kOrdersByF && kSide == 1)
        if (labels.closed(0, cell))
            labels.markClosedLastByGoal(cell);
    --me.waiting;
    step.cell = cell;
    std::uint8_t found = 0;
    for (unsigned todo = moves.from(cell); todo != 0; todo &= todo - 1) {
        const auto m = Move(std::countr_zero(todo));
        const CellIndex next = moves.to(cell, m);
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
        labels.label(kSide, next, moves.back(cell, m));
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
            c = stepBack(maze, c, back);
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
        CellInternals in = cameFromInternals(m_labels.cameFrom(side, c), m_labels.startMark(),
                                             m_maze.isSquare());
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
template <typename Frontier, typename L, typename Moves>
[[gnu::always_inline]] inline SolveStep::Kind
advance(const Moves moves, bool weighted, L& labels, Side<Frontier>& f, Side<Frontier>& b,
        Meeting<Frontier>& best, SolveStep& step) {
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
        expandSide<0>(moves, weighted, labels, topF, f, b, best, step);
    else
        expandSide<1>(moves, weighted, labels, topB, b, f, best, step);
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

// The search over `moves` (detail/slot_moves.hpp). L: Labels (two nibbles) for four directions
// only, MoveLabels for any rule and for slots.
template <typename Frontier, typename L, typename Moves>
SolveSteps bidirectionalOver(Moves moves, bool weighted) {
    using G = typename Frontier::G;
    const Maze& maze = moves.maze;
    L labels(std::size_t(maze.cellCount()), moves.startMark);
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
        step.kind = advance(moves, weighted, labels, f, b, best, step);
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

// The square grid's search under a movement rule (create, createDiagonal).
template <typename Frontier, typename L = Labels>
SolveSteps bidirectionalSearch(const Maze& maze, bool weighted, Diagonal rule = Diagonal::Never) {
    return bidirectionalOver<Frontier, L>(RuleMoves(maze, rule), weighted);
}

// The same on cells of any shape (createShaped): the open slots in their order.
template <typename Frontier>
SolveSteps bidirectionalShaped(const Maze& maze, bool weighted) {
    return bidirectionalOver<Frontier, MoveLabels>(SlotMoves(maze), weighted);
}

} // namespace mazelab::detail
