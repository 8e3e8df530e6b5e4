#pragma once
// Internal to the best-first search (astar_core.hpp): its per-cell records (the came-from byte's
// closed flag, g and the discovery number) and OpenSetView, the SearchView that reads them and
// the open set in place.

#include "core/search_view.hpp"
#include "core/solvers/detail/came_from.hpp"
#include "core/solvers/detail/h_queue_open_set.hpp"

#include <algorithm>
#include <cstdint>
#include <type_traits>
#include <vector>

namespace mazelab::detail {

// Set in a cell's came-from byte once the search has closed it.
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

// The best `count` open cells: the open set's entries in pop order (cellOf names an entry's
// cell), without those of closed cells and the outdated second entries of updated cells (a
// cell's best entry always comes first). The frontier of both best-first views.
template <typename Open, typename CellOf>
std::vector<CellIndex> bestOpenCells(const Open& open, const std::vector<CellByte>& cameFrom,
                                     std::size_t count, const CellOf& cellOf) {
    std::vector<CellIndex> best;
    if (count == 0)
        return best;
    open.visitInOrder([&](const auto& entry) {
        const CellIndex c = cellOf(entry);
        if (!(bitsOf(cameFrom[std::size_t(c)]) & kClosedBit) &&
            std::find(best.begin(), best.end(), c) == best.end())
            best.push_back(c);
        return best.size() < count;
    });
    return best;
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
    [[nodiscard]] std::vector<CellIndex> frontier(std::size_t count) const override {
        return bestOpenCells(m_open, m_cameFrom, count,
                             [](const auto& entry) { return Open::cellOf(entry); });
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

} // namespace mazelab::detail
