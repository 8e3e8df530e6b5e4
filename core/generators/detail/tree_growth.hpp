#pragma once
// Internal: small pieces shared by the generators that grow a tree outward from one cell of each
// region (Recursive Backtracker, Growing Tree, Prim simplified, Prim true). Inline on purpose:
// they run once per step.

#include "core/generators/detail/random_dir.hpp" // randomDir: one of a set of directions at random
#include "core/generators/detail/regions.hpp"
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
// Without a branch per direction (whether a neighbour is visited is data, often a coin flip):
// a direction outside `dirs` reads cell i itself and is masked out afterwards. (The Recursive
// Backtracker, whose walk is one cell, keeps a table of these sets instead; see its file.)
[[nodiscard]] inline DirSet unvisitedDirs(const Maze& maze, CellIndex i, Cell at) {
    const DirSet dirs = maze.activeDirs(at);
    unsigned result = 0;
    for (Dir d : kDirs) {
        const unsigned inside = (unsigned(dirs) >> unsigned(d)) & 1u;
        const CellIndex n = i + CellIndex(inside) * (maze.neighbour(i, d) - i);
        result |= unsigned(maze.openDirs(n) == 0) << unsigned(d);
    }
    return DirSet(result & dirs);
}

} // namespace mazelab::detail
