#pragma once
// Internal to the best-first search (astar_core.hpp): its priorities, f as a function of g and h,
// and the orders of its open set's entries (lowest f, then lowest h, then discovered first),
// packed into one 128-bit key where f and h allow it.

#include "core/maze.hpp"

#include <bit>
#include <cstdint>
#include <type_traits>
#include <utility>

namespace mazelab::detail {

// A*'s priority, f = g + h: the default. A solver whose f is another function of g and h
// (greedy: h; weighted A*: g + w*h) passes its own callable, a template parameter so that it is
// inlined into the relax loop as the heuristic is. Its result type picks the order below: an
// integer f is packed, a double one too if h is an integer, else compared field by field. f must
// never fall as g grows (lazy deletion relies on it: astar_core.hpp).
struct SumPriority {
    template <typename H>
    auto operator()(std::uint32_t g, H h) const {
        return g + h;
    }
};

// Greedy's priority, f = h: g orders nothing.
struct HeuristicAlone {
    template <typename H>
    H operator()(std::uint32_t, H h) const {
        return h;
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

// The order of a search's entries, picked by the types of its f and h (see above).
template <typename Heuristic, typename Priority = SumPriority>
using OrderFor = std::conditional_t<
    std::is_integral_v<decltype(std::declval<Priority>()(std::uint32_t(0),
                                                         std::declval<Heuristic>()(0, 0)))>,
    PackedOrder,
    std::conditional_t<std::is_integral_v<decltype(std::declval<Heuristic>()(0, 0))>, RealFOrder,
                       RealOrder>>;

// The entry of a cell with cost so far g and discovery number `order`, at (x, y).
template <typename Order, typename Heuristic, typename Priority>
auto openEntry(const Heuristic& heuristic, const Priority& priority, std::uint32_t g, int x, int y,
               std::uint32_t order, CellIndex cell) {
    const auto h = heuristic(x, y);
    return Order::make(priority(g, h), h, order, cell);
}

} // namespace mazelab::detail
