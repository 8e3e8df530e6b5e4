#include "core/generators/detail/regions.hpp"

#include <algorithm>

namespace mazelab::detail {

Regions::Regions(const Maze& maze) : m_whole(!maze.hasMask()), m_wholeSize(maze.cellCount()) {
    if (m_whole)
        return;
    const CellIndex count = maze.cellCount();
    m_regionOf.assign(std::size_t(count), -1);
    std::vector<CellIndex> stack;
    for (CellIndex first = 0; first < count; ++first) {
        if (!maze.isActive(first) || m_regionOf[std::size_t(first)] >= 0)
            continue;
        const auto id = std::int32_t(m_cells.size());
        std::vector<CellIndex>& cells = m_cells.emplace_back();
        m_regionOf[std::size_t(first)] = id;
        stack.push_back(first);
        while (!stack.empty()) {
            const CellIndex c = stack.back();
            stack.pop_back();
            cells.push_back(c);
            const SlotSet slots = maze.adjacentSlots(c);
            for (int s = 0; s < kMaxSlots; ++s) {
                if (!(slots & (1u << s)))
                    continue;
                const CellIndex n = maze.slotNeighbour(c, Slot(s));
                if (m_regionOf[std::size_t(n)] < 0) {
                    m_regionOf[std::size_t(n)] = id;
                    stack.push_back(n);
                }
            }
        }
        std::sort(cells.begin(), cells.end());
    }
}

} // namespace mazelab::detail
