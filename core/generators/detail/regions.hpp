#pragma once
// Internal: the active cells of a maze split into their connected regions (through neighbour
// slots: 4-connected on square cells), for the generators
// that honour a mask. Such a generator carves one spanning tree per region, the regions taken in
// the order of their first cell (row by row), so that a mask with several islands (the letters
// of a word, say) still gives a perfect maze on each island and never waits for a cell it cannot
// reach. Without a mask there is one region, every cell, held implicitly: nothing is allocated
// and cell(0, k) == k, so a generator written against Regions draws exactly the same random
// numbers as one written for the bare grid.

#include "core/maze.hpp"

#include <cstdint>
#include <vector>

namespace mazelab::detail {

class Regions {
public:
    explicit Regions(const Maze& maze);

    [[nodiscard]] int count() const { return m_whole ? 1 : int(m_cells.size()); }
    [[nodiscard]] CellIndex size(int region) const {
        return m_whole ? m_wholeSize : CellIndex(m_cells[std::size_t(region)].size());
    }
    // The k-th cell of a region, in increasing index order.
    [[nodiscard]] CellIndex cell(int region, CellIndex k) const {
        return m_whole ? k : m_cells[std::size_t(region)][std::size_t(k)];
    }
    // The region of an active cell; -1 for a masked-off cell.
    [[nodiscard]] int regionOf(CellIndex i) const {
        return m_whole ? 0 : m_regionOf[std::size_t(i)];
    }

private:
    bool m_whole = true;
    CellIndex m_wholeSize = 0;
    std::vector<std::int32_t> m_regionOf;
    std::vector<std::vector<CellIndex>> m_cells;
};

} // namespace mazelab::detail
