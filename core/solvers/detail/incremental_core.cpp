#include "core/solvers/detail/incremental_core.hpp"

#include "core/run.hpp"
#include "core/search_view.hpp"
#include "core/shape.hpp"
#include "core/solvers/detail/slot_moves.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <queue>
#include <string>

namespace mazelab::detail {

namespace {

// A cost or infinity. Exact: two costs compare by straight + sqrt(2) * diagonal without rounding.
struct Cost {
    static constexpr std::int64_t kInfinite = std::numeric_limits<std::int64_t>::max();
    std::int64_t straight = kInfinite;
    std::int64_t diagonal = 0;

    [[nodiscard]] bool infinite() const { return straight == kInfinite; }
    [[nodiscard]] double value() const {
        return infinite() ? std::numeric_limits<double>::infinity()
                          : double(straight) + double(diagonal) * kSqrt2;
    }
    friend bool operator==(Cost, Cost) = default;
};

constexpr Cost kZero{0, 0};

// a < b, exactly: the sign of p + q * sqrt(2) with p, q the differences of the two sums.
bool less(Cost a, Cost b) {
    if (a.infinite() || b.infinite())
        return !a.infinite() && b.infinite();
    const std::int64_t p = a.straight - b.straight;
    const std::int64_t q = a.diagonal - b.diagonal;
    if (q == 0)
        return p < 0;
    if (p == 0)
        return q < 0;
    if ((p < 0) == (q < 0))
        return p < 0;
    // Opposite signs: p + q sqrt(2) < 0 exactly when |the negative one| outweighs the other.
    const auto p2 = __int128(p) * p;
    const auto q2 = __int128(q) * q * 2;
    return p < 0 ? p2 > q2 : q2 > p2;
}

Cost plusMove(Cost g, bool diagonal, int cost) {
    if (g.infinite())
        return g;
    return diagonal ? Cost{g.straight, g.diagonal + cost} : Cost{g.straight + cost, g.diagonal};
}

struct Key {
    double k1 = 0;           // min(g, rhs) + h + km
    double k2 = 0;           // min(g, rhs)
    bool under = false;      // under-consistent (g < rhs) when queued
    std::uint32_t order = 0; // queued first wins a tie
};
// Keys are sums of doubles (g's exact parts, h, km) that are often equal in exact arithmetic
// (a diagonal neighbour's g + h against the goal's g) and may then differ in their last bits:
// such keys tie. Distinct sums of a few costs and sqrt(2) lie far further apart than this.
bool nearlyEqual(double a, double b) {
    if (a == b || std::isinf(a) || std::isinf(b))
        return a == b;
    return std::abs(a - b) <= 1e-9 * std::max({1.0, std::abs(a), std::abs(b)});
}
bool below(double a, double b) {
    return !nearlyEqual(a, b) && a < b;
}
// The queue's order. The first key decides; among equal ones, under-consistent cells come first
// (a stale g below its true value must rise before any cell that could lean on it), then the
// higher min(g, rhs), which is the lower h, as A* breaks its ties: the search runs straight at
// the target instead of filling every cell of equal f (in open space, a whole rectangle), then
// the cell queued first. Koenig and Likhachev order ties by the lower min(g, rhs); any order
// within equal first keys keeps an over-consistent cell's g exact when it is taken (its first
// key is then strictly below any cell it could be wrong by), and the loop's end test below asks
// for no under-consistent cell at the target's first key, which is what that order gave.
bool before(const Key& a, const Key& b) {
    if (!nearlyEqual(a.k1, b.k1))
        return a.k1 < b.k1;
    if (a.under != b.under)
        return a.under;
    if (!nearlyEqual(a.k2, b.k2))
        return a.k2 > b.k2;
    return a.order < b.order;
}

// The heuristic between two cells, in cell units: Manhattan with four directions, octile with
// diagonal moves, the shape's own on other cells. Each is consistent (it changes by at most a
// move's least cost from one neighbour to the next), as LPA* and D* Lite need.
class Distance {
public:
    Distance(const Maze& maze, Diagonal rule) : m_maze(maze), m_rule(rule) {}
    [[nodiscard]] double operator()(CellIndex a, CellIndex b) const {
        if (!m_maze.isSquare())
            return m_maze.shape().heuristic(a, b);
        const Cell p = m_maze.cellAt(a);
        const Cell q = m_maze.cellAt(b);
        const int dx = std::abs(p.x - q.x);
        const int dy = std::abs(p.y - q.y);
        if (m_rule == Diagonal::Never)
            return double(dx + dy);
        return double(std::max(dx, dy) - std::min(dx, dy)) + double(std::min(dx, dy)) * kSqrt2;
    }

private:
    const Maze& m_maze;
    Diagonal m_rule;
};

template <typename Moves>
class Engine final : public IncrementalSearch, public SearchView {
public:
    Engine(const Maze& maze, Moves moves, Diagonal rule, SearchDirection direction)
        : m_maze(maze), m_moves(moves), m_distance(maze, rule), m_direction(direction),
          m_seenMaze(maze), m_g(std::size_t(maze.cellCount())),
          m_rhs(std::size_t(maze.cellCount())), m_place(std::size_t(maze.cellCount()), -1),
          m_flags(std::size_t(maze.cellCount()), 0), m_stamp(std::size_t(maze.cellCount()), 0) {
        m_root = rootNow();
        m_target = targetNow();
        m_rhs[std::size_t(m_root)] = kZero;
        markSeen(m_root);
        push(m_root);
        m_step.view = this;
    }

    // IncrementalSearch

    SolveSteps compute() override { return run(); }

    void cellsChanged(std::span<const CellIndex> cells) override {
        ++m_stampNow;
        auto update = [&](CellIndex c) {
            if (c < 0 || c >= m_maze.cellCount() || m_stamp[std::size_t(c)] == m_stampNow)
                return;
            m_stamp[std::size_t(c)] = m_stampNow;
            updateVertex(c);
        };
        for (const CellIndex c : cells) {
            update(c);
            if (m_maze.isSquare()) {
                const Cell at = m_maze.cellAt(c);
                for (int dy = -1; dy <= 1; ++dy)
                    for (int dx = -1; dx <= 1; ++dx)
                        if (m_maze.contains({at.x + dx, at.y + dy}))
                            update(m_maze.index({at.x + dx, at.y + dy}));
            } else {
                for (int s = 0; s < m_maze.slotCount(c); ++s)
                    update(m_maze.slotNeighbour(c, Slot(s)));
            }
        }
    }

    std::size_t noteEdits() override {
        if (m_seenMaze.cellCount() != m_maze.cellCount())
            throw Error("the maze changed its shape or size: start a new search");
        std::vector<CellIndex> changed;
        for (CellIndex c = 0; c < m_maze.cellCount(); ++c)
            if (m_seenMaze.openSlots(c) != m_maze.openSlots(c) ||
                m_seenMaze.cost(c) != m_maze.cost(c) ||
                m_seenMaze.isActive(c) != m_maze.isActive(c))
                changed.push_back(c);
        m_seenMaze = m_maze;
        cellsChanged(changed);
        return changed.size();
    }

    [[nodiscard]] std::optional<PathCost> g(CellIndex cell) const override {
        return asPathCost(m_g[std::size_t(cell)]);
    }
    [[nodiscard]] std::optional<PathCost> rhs(CellIndex cell) const override {
        return asPathCost(m_rhs[std::size_t(cell)]);
    }
    [[nodiscard]] bool settled(CellIndex cell) const override {
        const auto i = std::size_t(cell);
        return m_place[i] < 0 && !m_g[i].infinite() && m_g[i] == m_rhs[i] &&
               !below(keyOf(m_target).k1, keyOf(cell).k1);
    }
    [[nodiscard]] bool fromGoal() const override {
        return m_direction == SearchDirection::Backward;
    }
    [[nodiscard]] std::int64_t computes() const override { return m_computes; }
    [[nodiscard]] std::int64_t totalExpanded() const override { return m_expanded; }

    // SearchView

    [[nodiscard]] Frontier frontierKind() const override { return Frontier::OpenSet; }
    [[nodiscard]] std::size_t frontierSize() const override { return m_heap.size(); }
    [[nodiscard]] std::vector<CellIndex> frontier(std::size_t count) const override {
        // A bounded search from the heap's root: a child is never before its parent.
        std::vector<CellIndex> best;
        auto later = [&](std::size_t a, std::size_t b) {
            return before(m_heap[b].key, m_heap[a].key);
        };
        std::priority_queue<std::size_t, std::vector<std::size_t>, decltype(later)> next(later);
        if (!m_heap.empty())
            next.push(0);
        while (!next.empty() && best.size() < count) {
            const std::size_t i = next.top();
            next.pop();
            best.push_back(m_heap[i].cell);
            for (std::size_t child = 2 * i + 1; child <= 2 * i + 2; ++child)
                if (child < m_heap.size())
                    next.push(child);
        }
        return best;
    }
    [[nodiscard]] CellIndex current() const override { return m_step.cell; }
    [[nodiscard]] bool hasHeuristic() const override { return true; }
    [[nodiscard]] CellInternals cell(CellIndex cell) const override {
        CellInternals in;
        const auto i = std::size_t(cell);
        const Cost g = m_g[i];
        const Cost rhs = m_rhs[i];
        in.seen = (m_flags[i] & kSeen) != 0;
        in.fromGoal = fromGoal();
        in.reopened = (m_flags[i] & kReopened) != 0;
        if (!g.infinite()) {
            in.g = g.straight;
            in.gDiagonal = g.diagonal;
        }
        if (!rhs.infinite()) {
            in.rhs = rhs.straight;
            in.rhsDiagonal = rhs.diagonal;
        }
        in.closed = settled(cell);
        in.h = m_distance(cell, m_target);
        if (m_place[i] >= 0)
            in.priority = m_heap[std::size_t(m_place[i])].key.k1;
        else if (!g.infinite())
            in.priority = keyOf(cell).k1;
        if (!rhs.infinite() && cell != m_root) { // the neighbour that gives rhs
            const auto [parent, move] = bestNeighbour(cell);
            if (parent >= 0) {
                if (!m_maze.isSquare())
                    in.cameFromSlot = Slot(move);
                else if (Moves::diagonal(move) || m_moves.startMark != kStartMark)
                    in.cameFromMove = move;
                if (m_maze.isSquare() && move < 4)
                    in.cameFrom = Dir(move);
            }
        }
        return in;
    }

private:
    static constexpr std::uint8_t kSeen = 1;     // rhs or g has been finite
    static constexpr std::uint8_t kReopened = 2; // g changed in the latest repair

    struct Entry {
        Key key;
        CellIndex cell;
    };

    [[nodiscard]] CellIndex rootNow() const {
        return m_maze.index(fromGoal() ? m_maze.goal() : m_maze.start());
    }
    [[nodiscard]] CellIndex targetNow() const {
        return m_maze.index(fromGoal() ? m_maze.start() : m_maze.goal());
    }
    static std::optional<PathCost> asPathCost(Cost c) {
        if (c.infinite())
            return std::nullopt;
        return PathCost{c.straight, c.diagonal};
    }

    // The cost of the move between u and its neighbour v (through move m of u) in the search's
    // direction, added to g(v): forwards the path reaches u from v (u is entered), backwards it
    // leaves u for v (v is entered).
    [[nodiscard]] Cost through(CellIndex u, CellIndex v, Move m) const {
        const int cost = fromGoal() ? m_maze.cost(v) : m_maze.cost(u);
        return plusMove(m_g[std::size_t(v)], Moves::diagonal(m), cost);
    }
    // The neighbour giving rhs(u), first in move order among equals, and the move to it.
    [[nodiscard]] std::pair<CellIndex, Move> bestNeighbour(CellIndex u) const {
        Cost best;
        CellIndex bestCell = -1;
        Move bestMove = 0;
        for (unsigned todo = m_moves.from(u); todo != 0; todo &= todo - 1) {
            const auto m = Move(std::countr_zero(todo));
            const CellIndex v = m_moves.to(u, m);
            const Cost c = through(u, v, m);
            if (less(c, best)) {
                best = c;
                bestCell = v;
                bestMove = m;
            }
        }
        return {bestCell, bestMove};
    }

    [[nodiscard]] Key keyOf(CellIndex u) const {
        const auto i = std::size_t(u);
        const Cost least = less(m_rhs[i], m_g[i]) ? m_rhs[i] : m_g[i];
        const double k2 = least.value();
        return {k2 + m_distance(u, m_target) + m_km, k2, less(m_g[i], m_rhs[i]), 0};
    }

    // Returns whether u is seen for the first time.
    bool markSeen(CellIndex u) {
        std::uint8_t& f = m_flags[std::size_t(u)];
        if ((f & kSeen) != 0)
            return false;
        f |= kSeen;
        ++m_searched;
        return true;
    }

    // The heap, with each cell's place in it.
    void place(std::size_t at, Entry e) {
        m_heap[at] = e;
        m_place[std::size_t(e.cell)] = std::int32_t(at);
    }
    void siftUp(std::size_t at) {
        const Entry e = m_heap[at];
        while (at > 0) {
            const std::size_t parent = (at - 1) / 2;
            if (!before(e.key, m_heap[parent].key))
                break;
            place(at, m_heap[parent]);
            at = parent;
        }
        place(at, e);
    }
    void siftDown(std::size_t at) {
        const Entry e = m_heap[at];
        const std::size_t n = m_heap.size();
        for (;;) {
            std::size_t child = 2 * at + 1;
            if (child >= n)
                break;
            if (child + 1 < n && before(m_heap[child + 1].key, m_heap[child].key))
                ++child;
            if (!before(m_heap[child].key, e.key))
                break;
            place(at, m_heap[child]);
            at = child;
        }
        place(at, e);
    }
    void push(CellIndex u) {
        Key key = keyOf(u);
        key.order = m_order++;
        m_heap.push_back({key, u});
        siftUp(m_heap.size() - 1);
    }
    void remove(CellIndex u) {
        const auto at = std::size_t(m_place[std::size_t(u)]);
        m_place[std::size_t(u)] = -1;
        const Entry last = m_heap.back();
        m_heap.pop_back();
        if (at == m_heap.size())
            return;
        place(at, last);
        if (at > 0 && before(last.key, m_heap[(at - 1) / 2].key))
            siftUp(at);
        else
            siftDown(at);
    }

    // UpdateVertex: recompute rhs(u), and queue u exactly when it is inconsistent. Returns
    // whether a path reached u for the first time (it is discovered).
    bool updateVertex(CellIndex u) {
        const auto i = std::size_t(u);
        bool discovered = false;
        if (u != m_root) {
            Cost best;
            if (m_maze.isActive(u))
                for (unsigned todo = m_moves.from(u); todo != 0; todo &= todo - 1) {
                    const auto m = Move(std::countr_zero(todo));
                    const Cost c = through(u, m_moves.to(u, m), m);
                    if (less(c, best))
                        best = c;
                }
            m_rhs[i] = best;
            if (!best.infinite())
                discovered = markSeen(u);
        }
        if (m_place[i] >= 0)
            remove(u);
        if (m_g[i] != m_rhs[i])
            push(u);
        return discovered;
    }

    // Updates every neighbour of u (and u itself when `self`), noting those a path reached for
    // the first time as the step's discovered cells.
    void updateAround(CellIndex u, bool self) {
        std::uint8_t found = 0;
        for (unsigned todo = m_moves.from(u); todo != 0; todo &= todo - 1) {
            const CellIndex v = m_moves.to(u, Move(std::countr_zero(todo)));
            if (updateVertex(v) && found < m_step.discoveredCells.size())
                m_step.discoveredCells[found++] = v;
        }
        if (self)
            updateVertex(u);
        m_step.discoveredCount = found;
    }

    // A moved start or goal, read from the maze: the root's rhs is 0 wherever it is; a moved
    // target adds the distance it moved to km, which keeps every queued key a lower bound.
    void followEndpoints() {
        if (m_seenMaze.cellCount() != m_maze.cellCount())
            throw Error("the maze changed its shape or size: start a new search");
        const CellIndex root = rootNow();
        if (root != m_root) {
            const CellIndex old = m_root;
            m_root = root;
            m_rhs[std::size_t(root)] = kZero;
            markSeen(root);
            updateVertex(old);
            updateVertex(root);
        }
        const CellIndex target = targetNow();
        if (target != m_target) {
            m_km += m_distance(m_target, target);
            m_target = target;
        }
    }

    void count() {
        SolveCounters& n = m_step.counters;
        ++n.steps;
        n.searched = m_searched;
        n.expanded = m_expanded;
        n.frontier = std::int64_t(m_heap.size());
        n.maxFrontier = std::max(n.maxFrontier, n.frontier);
        n.extra = {m_computes - 1, m_expanded - m_expandedBefore};
    }

    // The path start..goal through the neighbours that give each cell its g, from the target
    // (ties: first in move order).
    void tracePath() {
        m_path.clear();
        CellIndex at = m_target;
        m_path.push_back(at);
        while (at != m_root) {
            const CellIndex next = bestNeighbour(at).first;
            if (next < 0 || m_path.size() > std::size_t(m_maze.cellCount()))
                throw std::logic_error("incremental search: the path does not lead to the root");
            m_path.push_back(next);
            at = next;
        }
        if (!fromGoal())
            std::reverse(m_path.begin(), m_path.end());
    }

    SolveSteps run() {
        followEndpoints();
        ++m_computes;
        m_expandedBefore = m_expanded;
        const bool repair = m_computes > 1;
        for (const CellIndex c : m_reopenedCells)
            m_flags[std::size_t(c)] &= std::uint8_t(~kReopened);
        m_reopenedCells.clear();
        SolveStep& step = m_step;
        step.reason = {};
        step.path = {};
        for (;;) {
            const auto t = std::size_t(m_target);
            const bool targetDone = m_g[t] == m_rhs[t];
            // Done when the target is consistent, no queued key is below its own, and no
            // under-consistent cell shares its first key (see `before`).
            const Key& top = m_heap.empty() ? Key{} : m_heap.front().key;
            const double targetK1 = keyOf(m_target).k1;
            if (m_heap.empty() || (targetDone && !below(top.k1, targetK1) &&
                                   !(nearlyEqual(top.k1, targetK1) && top.under)))
                break;
            const CellIndex u = m_heap.front().cell;
            const auto i = std::size_t(u);
            const Key now = keyOf(u);
            if (below(m_heap.front().key.k1, now.k1)) { // queued before km grew: re-key
                remove(u);
                push(u);
                continue;
            }
            const bool over = less(m_rhs[i], m_g[i]);
            if (over) {
                m_g[i] = m_rhs[i];
                remove(u);
                updateAround(u, false);
            } else {
                m_g[i] = Cost{};
                updateAround(u, true);
            }
            ++m_expanded;
            if (repair && (m_flags[i] & kReopened) == 0) {
                m_flags[i] |= kReopened;
                m_reopenedCells.push_back(u);
            }
            step.kind = SolveStep::Kind::Expand;
            step.reopened = repair;
            step.cell = u;
            step.line = over ? kIncLineOverConsistent : kIncLineUnderConsistent;
            count();
            co_yield step;
        }
        step.discoveredCount = 0;
        step.reopened = false;
        step.cell = m_target;
        step.line = kIncLineEnd;
        if (m_g[std::size_t(m_target)].infinite()) {
            step.kind = SolveStep::Kind::NoPath;
            m_reason = noPathReason(m_maze);
            step.reason = m_reason;
        } else {
            tracePath();
            step.kind = SolveStep::Kind::Found;
            step.path = m_path;
        }
        count();
        co_yield step;
    }

    const Maze& m_maze;
    Moves m_moves;
    Distance m_distance;
    SearchDirection m_direction;
    Maze m_seenMaze; // the maze as noteEdits last saw it
    std::vector<Cost> m_g;
    std::vector<Cost> m_rhs;
    std::vector<std::int32_t> m_place; // in the heap, or -1
    std::vector<std::uint8_t> m_flags;
    std::vector<std::uint32_t> m_stamp; // cellsChanged's "already updated"
    std::uint32_t m_stampNow = 0;
    std::vector<Entry> m_heap;
    std::uint32_t m_order = 0;
    double m_km = 0;
    CellIndex m_root = 0;
    CellIndex m_target = 0;
    std::int64_t m_computes = 0;
    std::int64_t m_expanded = 0;
    std::int64_t m_expandedBefore = 0;
    std::int64_t m_searched = 0;
    std::vector<CellIndex> m_reopenedCells;
    std::vector<CellIndex> m_path;
    std::string m_reason;
    SolveStep m_step;
};

} // namespace

std::unique_ptr<IncrementalSearch> makeIncrementalSearch(const Maze& maze, Diagonal rule,
                                                         SearchDirection direction) {
    if (!maze.isSquare())
        return std::make_unique<Engine<SlotMoves>>(maze, SlotMoves(maze), rule, direction);
    return std::make_unique<Engine<RuleMoves>>(maze, RuleMoves(maze, rule), rule, direction);
}

} // namespace mazelab::detail
