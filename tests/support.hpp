#pragma once
// Small helpers shared by the tests (header-only; not part of mazelab).

#include "core/maze.hpp"

#include <vector>

namespace mazelab::testing {

// Cells reachable from `from` through open walls, found by a plain flood fill.
inline std::int64_t reachableFrom(const Maze& maze, CellIndex from) {
    std::vector<char> seen(std::size_t(maze.cellCount()), 0);
    std::vector<CellIndex> stack{from};
    seen[std::size_t(from)] = 1;
    std::int64_t count = 1;
    while (!stack.empty()) {
        const CellIndex c = stack.back();
        stack.pop_back();
        for (Dir d : kDirs) {
            if (!maze.isOpen(c, d))
                continue;
            const CellIndex n = maze.neighbour(c, d);
            if (!seen[std::size_t(n)]) {
                seen[std::size_t(n)] = 1;
                ++count;
                stack.push_back(n);
            }
        }
    }
    return count;
}

} // namespace mazelab::testing
