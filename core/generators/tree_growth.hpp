#pragma once
// Internal: small pieces shared by the generators that grow a tree outward from one cell of each
// region (Recursive Backtracker, Growing Tree, Prim simplified, Prim true). Inline on purpose:
// they run once per step.

#include "core/generators/random_dir.hpp" // randomDir: one of a set of directions at random
#include "core/generators/regions.hpp"
#include "core/maze.hpp"
#include "core/random.hpp"

#include <cstdint>

namespace mazelab::detail {

// A uniformly random cell of `region` (one draw): where a tree starts.
[[nodiscard]] inline CellIndex randomCellOf(const Regions& regions, int region, Random& random) {
    return regions.cell(region, CellIndex(random.below(std::uint64_t(regions.size(region)))));
}

// The directions from cell `i` (at `at`) that lead to an active cell not yet in any tree. A cell
// is in a tree once it has a passage: these generators carve into a cell when they add it, and
// the only cell added without a carve (the first of a region) is carved out of at once, before
// any other cell can look at it.
[[nodiscard]] inline DirSet unvisitedDirs(const Maze& maze, CellIndex i, Cell at) {
    const DirSet dirs = maze.activeDirs(at);
    DirSet result = 0;
    for (Dir d : kDirs)
        if ((dirs & bit(d)) && maze.openDirs(maze.neighbour(i, d)) == 0)
            result |= bit(d);
    return result;
}

} // namespace mazelab::detail
