#pragma once
// Internal: the Growing Tree loop (Buck, "Mazes for Programmers", ch. 11), shared by Growing Tree
// and Prim simplified (which is Growing Tree always picking a random cell). The loop is one
// coroutine template; what differs is the active list, which decides which cell is picked and
// how a cell leaves the list.
//  1. active = [a random cell].
//  2. Pick a cell from active (the policy).
//  3. If it has unvisited neighbours, remove the wall to a random one and add that one to active.
//  4. Otherwise remove the picked cell from active.
//  5. Repeat from 2 until active is empty.
// One step is one iteration: a Carve (3) or a Move (4: the picked cell looked at and dropped).
// `current` is the picked cell.
// The loop serves both the square fast path (create) and cells of any shape (createShaped),
// which differ only in how step 3 finds and carves the neighbour: the Dir functions, or the slot
// functions (detail/slots.hpp). On square cells both draw the same numbers and make the same
// steps.

#include "core/generators/detail/slots.hpp"
#include "core/generators/detail/tree_growth.hpp"
#include "core/registry.hpp"

#include <bit>
#include <cstdint>
#include <memory>
#include <vector>

namespace mazelab::detail {

// The pseudocode lines every Growing Tree variant shares (line 2 names its policy).
inline constexpr int kGrowCarveLine = 3;
inline constexpr int kGrowRemoveLine = 4;

// The pseudocode of a Growing Tree variant whose pick (line 2) is `pick`.
inline std::vector<std::string_view> growingTreePseudocode(std::string_view pick) {
    return {
        "active = [a random cell]",
        "while active is not empty:",
        pick,
        "    if cell has unvisited neighbours: remove the wall to a random one, add it to active",
        "    else: remove cell from active",
    };
}

// Newest: a stack. The picked cell is always the last one, so removal is a pop and the order is
// kept. Draws no number to pick.
class NewestActive {
public:
    void reserve(std::size_t n) { m_cells.reserve(n); }
    void add(Cell c) { m_cells.push_back(c); }
    [[nodiscard]] bool empty() const { return m_cells.empty(); }
    std::size_t pick(Random& /*random*/) { return m_cells.size() - 1; }
    [[nodiscard]] Cell cell(std::size_t k) const { return m_cells[k]; }
    void remove(std::size_t /*k*/) { m_cells.pop_back(); }

private:
    std::vector<Cell> m_cells;
};

// Random: a bag. One draw, below(size), picks an entry; removal moves the last entry into the
// hole (the order of the bag does not matter to a uniform pick).
class RandomActive {
public:
    void reserve(std::size_t n) { m_cells.reserve(n); }
    void add(Cell c) { m_cells.push_back(c); }
    [[nodiscard]] bool empty() const { return m_cells.empty(); }
    std::size_t pick(Random& random) { return std::size_t(random.below(m_cells.size())); }
    [[nodiscard]] Cell cell(std::size_t k) const { return m_cells[k]; }
    void remove(std::size_t k) {
        m_cells[k] = m_cells.back();
        m_cells.pop_back();
    }

private:
    std::vector<Cell> m_cells;
};

// Oldest, middle and mix need the cells in the order they were added while cells leave from
// anywhere. Every cell is added exactly once, so each gets the next slot of an array, and a
// Fenwick tree over the slots counts the cells still present: the k-th present cell and a
// removal both cost O(log n).
class OrderedActive {
public:
    enum class Policy : std::uint8_t { Oldest, Middle, Mix };

    OrderedActive(Policy policy, double newestShare) : m_policy(policy), m_newest(newestShare) {}

    void reserve(std::size_t n) {
        m_slots.assign(n, Cell{});
        m_tree.assign(n + 1, 0);
        m_top = n == 0 ? 0 : std::bit_floor(n);
        m_used = 0;
        m_count = 0;
    }
    void add(Cell c) {
        m_slots[m_used] = c;
        update(m_used++, +1);
        ++m_count;
    }
    [[nodiscard]] bool empty() const { return m_count == 0; }
    // Oldest: the first present cell; middle: the one at position count / 2 (Buck's
    // active[length / 2]); mix: the newest with probability `newestShare`, otherwise a random
    // one (one real per pick, compared with the share, then a random position).
    std::size_t pick(Random& random) {
        switch (m_policy) {
        case Policy::Oldest:
            return nth(0);
        case Policy::Middle:
            return nth(m_count / 2);
        case Policy::Mix:
            break;
        }
        if (random.chance(m_newest))
            return nth(m_count - 1);
        return nth(std::size_t(random.below(m_count)));
    }
    [[nodiscard]] Cell cell(std::size_t slot) const { return m_slots[slot]; }
    void remove(std::size_t slot) {
        update(slot, -1);
        --m_count;
    }

private:
    void update(std::size_t slot, int delta) {
        for (std::size_t i = slot + 1; i < m_tree.size(); i += i & (0 - i))
            m_tree[i] += delta;
    }
    // The slot of the k-th (0-based) present cell.
    [[nodiscard]] std::size_t nth(std::size_t k) const {
        std::size_t pos = 0;
        auto remaining = std::int32_t(k + 1);
        for (std::size_t stride = m_top; stride != 0; stride >>= 1) {
            const std::size_t next = pos + stride;
            if (next < m_tree.size() && m_tree[next] < remaining) {
                pos = next;
                remaining -= m_tree[next];
            }
        }
        return pos; // 1-based position pos + 1, i.e. slot pos
    }

    Policy m_policy;
    double m_newest;
    std::vector<Cell> m_slots;
    std::vector<std::int32_t> m_tree; // Fenwick tree, 1-based
    std::size_t m_top = 0;            // largest power of two <= slots
    std::size_t m_used = 0;           // slots handed out
    std::size_t m_count = 0;          // cells present
};

// How step 3 reaches a neighbour: the square fast path's Dir functions, or the slot functions
// of every shape.
enum class Cells : std::uint8_t { Square, AnyShape };

// The Growing Tree loop over every region, with `active` deciding the picks.
template <Cells kCells = Cells::Square, typename Active>
GenSteps growingTree(Maze& maze, std::uint64_t seed, Active active) {
    Random random(seed);
    const Regions regions(maze);
    active.reserve(std::size_t(maze.activeCellCount()));
    GenStep step;
    for (int region = 0; region < regions.count(); ++region) {
        active.add(maze.cellAt(randomCellOf(regions, region, random)));
        while (!active.empty()) {
            const std::size_t k = active.pick(random);
            const Cell at = active.cell(k);
            const CellIndex cell = maze.index(at);
            const SlotSet open = kCells == Cells::Square ? unvisitedDirs(maze, cell, at)
                                                         : unvisitedSlots(maze, cell);
            if (open != 0) {
                if constexpr (kCells == Cells::Square) {
                    const Dir d = randomDir(random, open);
                    maze.carveInside(cell, d);
                    active.add(mazelab::step(at, d));
                    step.dir = d;
                } else {
                    const Slot s = randomSlot(random, open);
                    const CellIndex next = maze.slotNeighbour(cell, s);
                    maze.carveSlotInside(cell, s, next);
                    active.add(maze.cellAt(next));
                    step.dir = Dir(s);
                }
                step.kind = GenStep::Kind::Carve;
                step.line = kGrowCarveLine;
            } else {
                active.remove(k);
                step.kind = GenStep::Kind::Move;
                step.line = kGrowRemoveLine;
            }
            step.cell = step.current = cell;
            co_yield step;
        }
    }
}

} // namespace mazelab::detail
