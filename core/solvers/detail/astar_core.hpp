#pragma once
// Internal: the one best-first search behind Dijkstra, the A* variants, weighted A* and greedy
// best-first, which differ only in their heuristic h and their priority f, a function of g and h
// (A*: f = g + h; docs/semantics.md, "Dijkstra and A*: order and heuristics").
//  1. Discover the start with g = 0; it counts as searched.
//  2. Take the open cell with the lowest f; ties go to the lower h, then to the cell discovered
//     first. If it is the goal, stop and trace the path back.
//  3. Close it. For each open neighbour in the order E, S, W, N (on cells of any shape: the
//     slots in their order) that is not closed:
//     g' = g + cost(neighbour). A new neighbour is discovered (searched) with g'; an open one
//     whose g' is lower than its g is updated.
//  4. Repeat from 2; no open cell left means there is no path.
// The open set is a binary heap (with a front buffer; greedy's is a queue per h, HQueueOpenSet)
// and lazy deletion: an update pushes a new entry, and an entry for a closed cell is skipped (the
// better entry of a cell never comes out after the other: both share its h, and f never falls as
// g grows). Workspace per cell: g and the discovery number (4 + 4 bytes, one record, written only
// when the cell is discovered) and came-from (1), plus the open set, which holds the frontier and,
// until they are popped, the outdated entries of updated cells.

#include "core/registry.hpp"
#include "core/search_view.hpp"
#include "core/solvers/detail/came_from.hpp"
#include "core/solvers/detail/last_step.hpp"
#include "core/solvers/detail/slot_moves.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <type_traits>
#include <utility>
#include <vector>

namespace mazelab::detail {

inline const std::vector<std::string_view> kAStarPseudocode = {
    "open = {start}, g(start) = 0; mark start searched",
    "while open is not empty:",
    "    cell = the open cell with the lowest f = g + h (ties: lower h, then first found)",
    "    if cell is the goal: return the path back through the parents",
    "    close cell",
    "    for each open neighbour n, in the order E, S, W, N (then SE, SW, NW, NE), not closed:",
    "        g' = g(cell) + cost(n)",
    "        if n is new: mark it searched, g(n) = g', parent = cell, add it to open",
    "        else if g' < g(n): g(n) = g', parent = cell (update)",
    "return no path"};

// A*'s pseudocode with another line 2, for a solver whose f is not g + h.
inline std::vector<std::string_view> bestFirstPseudocode(std::string_view takeLine) {
    std::vector<std::string_view> lines = kAStarPseudocode;
    lines[2] = takeLine;
    return lines;
}

// A best-first solver's entry with what every solver on this search shares filled in: the
// family, the cost reading and, unless the entry gives its own, the workspace on the card and
// A*'s pseudocode. The entry states the rest, its guarantees included.
inline SolverInfo bestFirst(SolverInfo info) {
    info.family = SolverFamily::BestFirst;
    if (info.card.memory.empty())
        info.card.memory = "O(cells): the heap, g and a parent per cell";
    info.usesCosts = true;
    if (info.pseudocode.empty())
        info.pseudocode = kAStarPseudocode;
    return info;
}

// A*'s priority, f = g + h: the default. A solver whose f is another function of g and h
// (greedy: h; weighted A*: g + w*h) passes its own callable, a template parameter so that it is
// inlined into the relax loop as the heuristic is. Its result type picks the order below: an
// integer f is packed, a double one too if h is an integer, else compared field by field. f must
// never fall as g grows (lazy deletion relies on it, see above).
struct SumPriority {
    template <typename H>
    auto operator()(std::uint32_t g, H h) const {
        return g + h;
    }
};

// The open set's entries. Both orders are: lowest f, then lowest h, then earliest discovered
// (the discovery number is unique, so the cell never decides). An order makes an entry from f
// (computed by the priority), h, the discovery number and the cell.
//
// For integer f and h (Dijkstra, Manhattan, dysfunctional, greedy) an entry is one unsigned
// 128-bit key, f << 96 | h << 64 | order << 32 | cell, whose plain < is that order: one compare
// instead of three unpredictable branches per heap level (on a maze most entries tie on f). f
// fits in 32 bits: g <= 255 * (4096 * 4096 - 1) and h <= 8190, and their sum is below 2^32.
__extension__ using PackedKey = unsigned __int128;

struct PackedOrder {
    static PackedKey make(std::uint32_t f, std::uint32_t h, std::uint32_t order, CellIndex cell) {
        return PackedKey(std::uint64_t(f) << 32 | h) << 64 |
               PackedKey(std::uint64_t(order) << 32 | std::uint32_t(cell));
    }
    static CellIndex cellOf(PackedKey key) { return CellIndex(std::uint32_t(key)); }
    static std::uint32_t hOf(PackedKey key) { return std::uint32_t(std::uint64_t(key >> 64)); }
    static std::uint32_t orderOf(PackedKey key) { return std::uint32_t(std::uint64_t(key) >> 32); }
    static bool less(PackedKey a, PackedKey b) { return a < b; }
};

// For a double f over an integer h (weighted A*, f = g + w*h), also one 128-bit key: the bits of
// f, then h << 48 | order << 24 | cell (h <= 8190 < 2^16; order and cell < 4096 * 4096 = 2^24).
// Its < is RealOrder's order of the same double f: f is finite and never -0 or NaN (g, h >= 0,
// w >= 1), and for such doubles the IEEE 754 encodings, read as unsigned integers, order as the
// values do and are equal only for equal values (the biased exponent above the significand). A
// fixed-point key would order by the exact g + w*h instead, which differs from the double f where
// rounding makes two f equal (tests/test_best_first.cpp has one), so it would change steps.
struct RealFOrder {
    static PackedKey make(double f, std::uint32_t h, std::uint32_t order, CellIndex cell) {
        return PackedKey(std::bit_cast<std::uint64_t>(f)) << 64 |
               PackedKey(std::uint64_t(h) << 48 | std::uint64_t(order) << 24 | std::uint32_t(cell));
    }
    static CellIndex cellOf(PackedKey key) { return CellIndex(std::uint32_t(key) & 0xFFFFFFu); }
    static bool less(PackedKey a, PackedKey b) { return a < b; }
};

// For a double h (Euclidean), a struct compared field by field.
struct RealEntry {
    double f;
    double h;
    std::uint32_t order;
    CellIndex cell;
};

struct RealOrder {
    static RealEntry make(double f, double h, std::uint32_t order, CellIndex cell) {
        return RealEntry{f, h, order, cell};
    }
    static CellIndex cellOf(const RealEntry& e) { return e.cell; }
    static std::uint32_t orderOf(const RealEntry& e) { return e.order; }
    static bool less(const RealEntry& a, const RealEntry& b) {
        if (a.f != b.f)
            return a.f < b.f;
        if (a.h != b.h)
            return a.h < b.h;
        return a.order < b.order;
    }
};

// A binary min-heap with a front buffer, for speed: up to 64 entries smaller than everything in
// the heap wait there, sorted, and a pop takes the least of them without touching the heap. A*
// often expands a just-discovered neighbour next (a move toward the goal keeps f and lowers h),
// and at a junction two neighbours can both do so; both then skip the heap's sifts. Weighted A*
// leans on it more: as it dives toward the goal its f falls, so the cells it finds are smaller
// than what waits in the heap, where they would climb many levels. 64 slots leave A*'s time as
// it was with 4 (its entries sit near the least end, where insertion starts) and keep most of
// weighted A*'s out of the heap; with 256, A*'s insertions would walk long runs of ties.
// The pops come out exactly in the heap's order: the keys are unique (only a cell's two entries
// under greedy's f = h can be equal, and equal entries pop as one cell), so any correct priority
// queue pops the same sequence.
template <typename Order>
class OpenSet {
public:
    using Entry = decltype(Order::make(0, 0, 0, 0));

    [[nodiscard]] bool empty() const { return m_frontCount == 0 && m_heap.empty(); }
    static CellIndex cellOf(const Entry& entry) { return Order::cellOf(entry); }

    [[gnu::always_inline]] void push(Entry entry) {
        if (!m_heap.empty() && !Order::less(entry, m_heap.front())) {
            pushHeap(entry);
            return;
        }
        if (m_frontCount == kFront) { // full: the larger of `entry` and the front's largest
                                      // goes to the heap, where it becomes the top
            if (!Order::less(entry, m_front[0])) {
                pushHeap(entry);
                return;
            }
            pushHeap(m_front[0]);
            std::copy(m_front.begin() + 1, m_front.end(), m_front.begin());
            --m_frontCount;
        }
        // Insert, keeping m_front sorted from the largest (index 0) to the least (the back).
        std::size_t k = m_frontCount;
        while (k > 0 && Order::less(m_front[k - 1], entry)) {
            m_front[k] = m_front[k - 1];
            --k;
        }
        m_front[k] = entry;
        ++m_frontCount;
    }

    // Calls visit(entry) for the entries in the order pop() would return them, until it returns
    // false: the front slots, then a best-first walk down the heap from its root (a small
    // candidate heap of indices), so the first k entries cost O(k log k) and nothing is copied.
    template <typename Visit>
    void visitInOrder(Visit&& visit) const {
        for (std::size_t k = m_frontCount; k-- > 0;)
            if (!visit(m_front[k]))
                return;
        if (m_heap.empty())
            return;
        auto later = [this](std::size_t a, std::size_t b) {
            return Order::less(m_heap[b], m_heap[a]);
        };
        std::vector<std::size_t> candidates{0};
        while (!candidates.empty()) {
            std::pop_heap(candidates.begin(), candidates.end(), later);
            const std::size_t i = candidates.back();
            candidates.pop_back();
            if (!visit(m_heap[i]))
                return;
            for (std::size_t child : {2 * i + 1, 2 * i + 2}) {
                if (child < m_heap.size()) {
                    candidates.push_back(child);
                    std::push_heap(candidates.begin(), candidates.end(), later);
                }
            }
        }
    }

    CellIndex pop() {
        if (m_frontCount > 0)
            return Order::cellOf(m_front[--m_frontCount]);
        const CellIndex cell = Order::cellOf(m_heap.front());
        popHeap();
        return cell;
    }
    // pop() for an order whose entries name their cell by discovery number (DiagonalKeyOrder).
    Entry popEntry() {
        if (m_frontCount > 0)
            return m_front[--m_frontCount];
        const Entry entry = m_heap.front();
        popHeap();
        return entry;
    }
    // Empty again, its storage kept for the next search (diagonal_core.hpp's workspaces).
    void clear() {
        m_heap.clear();
        m_frontCount = 0;
    }

private:
    static constexpr std::size_t kFront = 64;

    // A binary min-heap in m_heap (the least entry at 0), written out rather than std::push_heap
    // and std::pop_heap so that the pop picks the lesser child without a branch: which child is
    // less is a coin flip, and a mispredicted branch per level cost more than the select.
    void pushHeap(Entry entry) {
        std::size_t hole = m_heap.size();
        m_heap.push_back(entry);
        siftUp(hole, entry);
    }
    void siftUp(std::size_t hole, Entry entry) {
        while (hole > 0) {
            const std::size_t parent = (hole - 1) / 2;
            if (!Order::less(entry, m_heap[parent]))
                break;
            m_heap[hole] = m_heap[parent];
            hole = parent;
        }
        m_heap[hole] = entry;
    }
    // Removes the root: its hole moves down along the lesser children to a leaf, and the last
    // entry fills it from there upwards (usually at once: it was a leaf).
    void popHeap() {
        const Entry last = m_heap.back();
        m_heap.pop_back();
        const std::size_t n = m_heap.size();
        if (n == 0)
            return;
        std::size_t hole = 0;
        std::size_t child = 1;
        while (child + 1 < n) {
            child += std::size_t(Order::less(m_heap[child + 1], m_heap[child]));
            m_heap[hole] = m_heap[child];
            hole = child;
            child = 2 * hole + 1;
        }
        if (child < n) {
            m_heap[hole] = m_heap[child];
            hole = child;
        }
        siftUp(hole, last);
    }

    std::vector<Entry> m_heap;
    std::array<Entry, kFront> m_front{}; // every entry here is below the heap's top
    std::size_t m_frontCount = 0;
};

// Greedy's priority, f = h: g orders nothing.
struct HeuristicAlone {
    template <typename H>
    H operator()(std::uint32_t, H h) const {
        return h;
    }
};

// Greedy's open set. Its order (lowest h, then first discovered) is a first-in, first-out queue
// per value of h, taken from the lowest one that is not empty: a push and a pop cost O(1) where
// the heap pays O(log n) (most of greedy's time went to the heap's pops), and a bit per value of
// h finds the lowest non-empty queue a word at a time. An update (a cell reached again more
// cheaply) keeps the cell's h and discovery number, so the entry already queued stands for it and
// the update is dropped: the cells come out in exactly OpenSet<PackedOrder>'s order.
class HQueueOpenSet {
public:
    using Entry = PackedKey;

    [[nodiscard]] bool empty() const { return m_size == 0; }
    static CellIndex cellOf(CellIndex cell) { return cell; }

    void push(PackedKey key) {
        const std::uint32_t order = PackedOrder::orderOf(key);
        if (order < m_nextOrder)
            return; // an update: see above
        m_nextOrder = order + 1;
        const std::uint32_t h = PackedOrder::hOf(key);
        if (h >= m_queues.size()) {
            m_queues.resize(std::size_t(h) + 1);
            m_nonEmpty.resize(std::size_t(h) / 64 + 1);
        }
        m_queues[h].cells.push_back(PackedOrder::cellOf(key));
        m_nonEmpty[h / 64] |= std::uint64_t(1) << (h % 64);
        m_lowest = std::min(m_lowest, h);
        ++m_size;
    }

    CellIndex pop() {
        Queue& queue = m_queues[m_lowest];
        const CellIndex cell = queue.cells[queue.head++];
        --m_size;
        if (queue.head == queue.cells.size()) {
            queue.cells.clear();
            queue.head = 0;
            m_nonEmpty[m_lowest / 64] &= ~(std::uint64_t(1) << (m_lowest % 64));
            m_lowest = lowestFrom(m_lowest);
        }
        return cell;
    }

    // Calls visit(cell) in the order pop() would return the cells, until it returns false.
    template <typename Visit>
    void visitInOrder(Visit&& visit) const {
        if (empty())
            return;
        for (std::size_t h = m_lowest; h < m_queues.size(); ++h) {
            const Queue& queue = m_queues[h];
            for (std::size_t k = queue.head; k < queue.cells.size(); ++k)
                if (!visit(queue.cells[k]))
                    return;
        }
    }

private:
    struct Queue {
        std::vector<CellIndex> cells;
        std::size_t head = 0; // cells before it have been popped
    };
    static constexpr std::uint32_t kNone = ~std::uint32_t(0);

    // The lowest h >= from whose queue is not empty, or kNone.
    [[nodiscard]] std::uint32_t lowestFrom(std::uint32_t from) const {
        std::size_t word = from / 64;
        std::uint64_t bits =
            word < m_nonEmpty.size() ? m_nonEmpty[word] & (~std::uint64_t(0) << (from % 64)) : 0;
        while (bits == 0) {
            if (++word >= m_nonEmpty.size())
                return kNone;
            bits = m_nonEmpty[word];
        }
        return std::uint32_t(word * 64 + std::size_t(std::countr_zero(bits)));
    }

    std::vector<Queue> m_queues;           // by h
    std::vector<std::uint64_t> m_nonEmpty; // bit h: m_queues[h] holds a cell
    std::uint32_t m_lowest = kNone;
    std::uint32_t m_nextOrder = 0; // one above the latest discovery number pushed
    std::size_t m_size = 0;
};

template <typename Heuristic, typename Priority = SumPriority>
using OrderFor = std::conditional_t<
    std::is_integral_v<decltype(std::declval<Priority>()(std::uint32_t(0),
                                                         std::declval<Heuristic>()(0, 0)))>,
    PackedOrder,
    std::conditional_t<std::is_integral_v<decltype(std::declval<Heuristic>()(0, 0))>, RealFOrder,
                       RealOrder>>;

// The open set of a search: the h queues for greedy on a whole-number h, else the heap in the
// order above (greedy on Euclidean or octile: RealOrder, lowest h then first discovered).
template <typename Heuristic, typename Priority>
using OpenSetFor =
    std::conditional_t<std::is_same_v<Priority, HeuristicAlone> &&
                           std::is_integral_v<decltype(std::declval<Heuristic>()(0, 0))>,
                       HQueueOpenSet, OpenSet<OrderFor<Heuristic, Priority>>>;

// The entry of a cell with cost so far g and discovery number `order`, at (x, y).
template <typename Order, typename Heuristic, typename Priority>
auto openEntry(const Heuristic& heuristic, const Priority& priority, std::uint32_t g, int x, int y,
               std::uint32_t order, CellIndex cell) {
    const auto h = heuristic(x, y);
    return Order::make(priority(g, h), h, order, cell);
}

inline constexpr std::uint8_t kClosedBit = kFlagBits;

// Dijkstra's heuristic: h = 0 everywhere (its own type, so that its view shows no h).
struct NoHeuristic {
    int operator()(int, int) const { return 0; }
};

// A cell's cost so far and discovery number, side by side: the relax loop reads both for every
// neighbour, and one 8-byte record is one cache miss where two arrays would be two.
struct BestFirstCell {
    std::uint32_t g;
    std::uint32_t order;
};

// One record per cell, not zeroed: a record is read only after its cell's came-from byte says it
// was discovered, which writes it first. A search that takes few cells (greedy) then pays no
// 8-byte write per cell of the maze before its first step.
inline std::unique_ptr<BestFirstCell[]> newCostRecords(std::size_t cells) {
    return std::make_unique_for_overwrite<BestFirstCell[]>(cells);
}

struct BestFirstArrays {
    CellByte* cameFrom; // kUnseen, or the direction to the parent | kClosedBit once closed
    BestFirstCell* cells;
};

// The neighbour loop of one expansion (lines 5-8 of the pseudocode). Returns the new discovery
// count. It, its push and OpenSet::push are forced inline: g++ 12 left them as calls inside the
// coroutine (though not in the same loop as a plain function), and their register saves and
// restores cost A* about a tenth of its time per searched cell. kSlots: the open slots of any
// shape in their order (their came-from bytes slots, kStartSlot at the start) instead of the
// square grid's directions; on square cells the same neighbours in the same order.
template <typename Heuristic, typename Open, typename Priority = SumPriority, bool kSlots = false>
[[gnu::always_inline]] inline std::uint32_t
relaxNeighbours(const Maze& maze, CellIndex cell, const Heuristic& heuristic, BestFirstArrays a,
                std::uint32_t discovered, Open& open, SolveStep& step,
                const Priority& priority = {}) {
    using Order = OrderFor<Heuristic, Priority>;
    // The neighbours' coordinates come from the expanded cell's: one division per expansion
    // instead of one per push (over slots, cellAt of each neighbour: shapes have no dx, dy).
    const Cell at = kSlots ? Cell{} : maze.cellAt(cell);
    auto push = [&](CellIndex c, unsigned s) __attribute__((always_inline)) {
        const BestFirstCell& rec = a.cells[std::size_t(c)];
        const Cell to = kSlots ? maze.cellAt(c) : Cell{at.x + dx(Dir(s)), at.y + dy(Dir(s))};
        open.push(openEntry<Order>(heuristic, priority, rec.g, to.x, to.y, rec.order, c));
    };
    std::uint8_t found = 0;
    const std::uint32_t gCell = a.cells[std::size_t(cell)].g;
    // The open directions (slots) but the parent's (closed, so relaxing it would change
    // nothing), one set bit at a time, which is the order E, S, W, N: one branch per neighbour
    // taken instead of one per direction, and which directions are open is a coin flip.
    static_assert(kStartMark >= 4 && kStartSlot >= kMaxSlots && kStartSlot < 16 &&
                  kClosedBit >= 16);
    const unsigned back = bitsOf(a.cameFrom[std::size_t(cell)]) & 15u; // a slot, or the start
    const unsigned openBits = kSlots ? maze.openSlots(cell) : maze.openDirs(cell);
    for (unsigned todo = openBits & ~(1u << back); todo != 0; todo &= todo - 1) {
        const auto s = unsigned(std::countr_zero(todo));
        const CellIndex next =
            kSlots ? maze.slotNeighbour(cell, Slot(s)) : maze.neighbour(cell, Dir(s));
        const auto backByte = CellByte(kSlots ? maze.oppositeSlot(cell, Slot(s))
                                              : std::uint8_t(opposite(Dir(s))));
        CellByte& nextState = a.cameFrom[std::size_t(next)];
        const std::uint32_t gNext = gCell + std::uint32_t(maze.cost(next));
        BestFirstCell& nextCell = a.cells[std::size_t(next)];
        if (nextState == kUnseenByte) {
            nextState = backByte;
            nextCell = {gNext, discovered++};
            push(next, s);
            step.discoveredCells[found++] = next;
        } else if (!(bitsOf(nextState) & kClosedBit) && gNext < nextCell.g) {
            nextState = backByte;
            nextCell.g = gNext;
            push(next, s); // the outdated entry is skipped when it comes out
        }
    }
    SolveCounters& n = step.counters;
    step.discoveredCount = found;
    n.searched += found;
    n.frontier += found;
    n.maxFrontier = std::max(n.maxFrontier, n.frontier);
    return discovered;
}

// The open set, came-from bytes and g records, read in place (core/search_view.hpp).
template <typename Heuristic, typename Priority>
class OpenSetView final : public SearchView {
public:
    using Open = OpenSetFor<Heuristic, Priority>;
    // startMark: kStartMark, or kStartSlot when the came-from bytes hold slots.
    OpenSetView(const Maze& maze, const std::vector<CellByte>& cameFrom, const BestFirstCell* cells,
                const Open& open, const Heuristic& heuristic, const Priority& priority,
                const SolveStep& step, std::uint8_t startMark)
        : m_maze(maze), m_cameFrom(cameFrom), m_cells(cells), m_open(open), m_heuristic(heuristic),
          m_priority(priority), m_step(step), m_startMark(startMark) {}

    [[nodiscard]] Frontier frontierKind() const override { return Frontier::OpenSet; }
    [[nodiscard]] std::size_t frontierSize() const override {
        return std::size_t(m_step.counters.frontier);
    }
    // The best open cells: the heap's entries in pop order, without those of closed cells and
    // the outdated second entries of updated cells (a cell's best entry always comes first).
    [[nodiscard]] std::vector<CellIndex> frontier(std::size_t count) const override {
        std::vector<CellIndex> best;
        if (count == 0)
            return best;
        m_open.visitInOrder([&](const auto& entry) {
            const CellIndex c = Open::cellOf(entry);
            if (!(bitsOf(m_cameFrom[std::size_t(c)]) & kClosedBit) &&
                std::find(best.begin(), best.end(), c) == best.end())
                best.push_back(c);
            return best.size() < count;
        });
        return best;
    }
    [[nodiscard]] CellIndex current() const override { return m_step.cell; }
    [[nodiscard]] bool hasHeuristic() const override {
        return !std::is_same_v<Heuristic, NoHeuristic>;
    }
    [[nodiscard]] CellInternals cell(CellIndex cell) const override {
        CellInternals in = cameFromInternals(bitsOf(m_cameFrom[std::size_t(cell)]), m_startMark,
                                             m_maze.isSquare());
        if (!in.seen)
            return in;
        // f as the open set computes it (the same callable, the same rounding), so that the
        // frontier's order is the order of f, then h.
        const std::uint32_t g = m_cells[std::size_t(cell)].g;
        const Cell at = m_maze.cellAt(cell);
        const auto h = m_heuristic(at.x, at.y);
        in.g = g;
        in.priority = double(m_priority(g, h));
        if (hasHeuristic())
            in.h = double(h);
        return in;
    }

private:
    const Maze& m_maze;
    const std::vector<CellByte>& m_cameFrom;
    const BestFirstCell* m_cells;
    const Open& m_open;
    const Heuristic& m_heuristic;
    const Priority& m_priority;
    const SolveStep& m_step;
    std::uint8_t m_startMark;
};

// h = |dx| + |dy| to the goal, the number of moves if no wall were in the way: A*, greedy and
// weighted A* with the Manhattan distance. A small value type, inlined like a lambda.
struct ManhattanToGoal {
    explicit ManhattanToGoal(const Maze& maze) : goalX(maze.goal().x), goalY(maze.goal().y) {}
    int operator()(int x, int y) const { return std::abs(x - goalX) + std::abs(y - goalY); }
    int goalX;
    int goalY;
};

// Heuristic: a callable h(x, y) -> number (an integer type for exact packed keys, double for
// Euclidean), in cell units. Priority: a callable f(g, h) -> number, the open set's first key
// (SumPriority, f = g + h, for Dijkstra and A*). kSlots: over the open slots of any shape
// (relaxNeighbours), (x, y) being Maze::cellAt's.
template <bool kSlots, typename Heuristic, typename Priority>
SolveSteps bestFirstSearchOver(const Maze& maze, Heuristic heuristic, Priority priority) {
    using Order = OrderFor<Heuristic, Priority>;
    const auto cells = std::size_t(maze.cellCount());
    const CellIndex start = maze.index(maze.start());
    const CellIndex goal = maze.index(maze.goal());
    const std::uint8_t startMark = kSlots ? kStartSlot : kStartMark;
    std::vector<CellByte> cameFrom(cells, kUnseenByte);
    const std::unique_ptr<BestFirstCell[]> costs = newCostRecords(cells);
    OpenSetFor<Heuristic, Priority> open;
    std::vector<CellIndex> path;
    std::uint32_t discovered = 0;

    SolveStep step;
    const OpenSetView<Heuristic, Priority> view(maze, cameFrom, costs.get(), open, heuristic,
                                                priority, step, startMark);
    step.view = &view;
    SolveCounters& n = step.counters;
    cameFrom[std::size_t(start)] = CellByte{startMark};
    costs[std::size_t(start)] = {0, discovered++};
    open.push(openEntry<Order>(heuristic, priority, 0, maze.start().x, maze.start().y, 0, start));
    n.searched = n.frontier = n.maxFrontier = 1;

    while (!open.empty()) {
        const CellIndex cell = open.pop();
        CellByte& state = cameFrom[std::size_t(cell)];
        if (bitsOf(state) & kClosedBit)
            continue; // an outdated entry of a cell already taken with a lower g
        state = CellByte(bitsOf(state) | kClosedBit);
        --n.frontier;
        ++n.expanded;
        ++n.steps;
        step.cell = cell;
        if (cell == goal) {
            tracePath(maze, cameFrom, goal, path, startMark);
            endFound(step, path, 3);
            co_yield step;
            co_return;
        }
        step.kind = SolveStep::Kind::Expand;
        step.line = 5;
        discovered = relaxNeighbours<Heuristic, decltype(open), Priority, kSlots>(
            maze, cell, heuristic, {cameFrom.data(), costs.get()}, discovered, open, step,
            priority);
        co_yield step;
    }
    endWithout(step, SolveStep::Kind::NoPath, 9);
    co_yield step;
}

// The square grid's search (create, the fast path).
template <typename Heuristic, typename Priority = SumPriority>
SolveSteps bestFirstSearch(const Maze& maze, Heuristic heuristic, Priority priority = {}) {
    return bestFirstSearchOver<false>(maze, std::move(heuristic), std::move(priority));
}

// The same search on cells of any shape (createShaped).
template <typename Heuristic, typename Priority = SumPriority>
SolveSteps bestFirstSearchShaped(const Maze& maze, Heuristic heuristic, Priority priority = {}) {
    return bestFirstSearchOver<true>(maze, std::move(heuristic), std::move(priority));
}

} // namespace mazelab::detail
