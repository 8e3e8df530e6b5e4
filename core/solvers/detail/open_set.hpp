#pragma once
// Internal to the best-first search (astar_core.hpp): its open set, a binary min-heap with a front
// buffer, over the entries of one order (best_first_keys.hpp). Also the heap of the diagonal and
// bidirectional searches.

#include "core/maze.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <vector>

namespace mazelab::detail {

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

} // namespace mazelab::detail
