#pragma once
// Internal to the best-first search (astar_core.hpp): greedy's open set, a queue per value of h,
// and OpenSetFor, which picks it or the heap (open_set.hpp) for a search's heuristic and priority.

#include "core/maze.hpp"
#include "core/solvers/detail/best_first_keys.hpp"
#include "core/solvers/detail/open_set.hpp"

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <utility>
#include <vector>

namespace mazelab::detail {

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

// The open set of a search: the h queues for greedy on a whole-number h, else the heap in the
// order OrderFor picks (greedy on Euclidean or octile: RealOrder, lowest h then first discovered).
template <typename Heuristic, typename Priority>
using OpenSetFor =
    std::conditional_t<std::is_same_v<Priority, HeuristicAlone> &&
                           std::is_integral_v<decltype(std::declval<Heuristic>()(0, 0))>,
                       HQueueOpenSet, OpenSet<OrderFor<Heuristic, Priority>>>;

} // namespace mazelab::detail
