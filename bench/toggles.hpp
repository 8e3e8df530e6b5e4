#pragma once
// The wall toggled by the repair benchmarks: mazelab-bench-replan's core figure and
// mazelab-bench-ui's drawn one choose the same walls from the same seed, so that the window's
// share of a repair is measured on the core's own edits.

#include "core/maze.hpp"
#include "core/random.hpp"

#include <cstdint>
#include <span>

namespace mazelab::bench {

struct WallToggle {
    CellIndex cell = 0;
    Slot slot = 0;
};

// A wall between two consecutive cells of `path` (the current path, start first), to close; or,
// with onPath false or a path too short, any closed inner wall, to open.
inline WallToggle chooseToggle(const Maze& maze, std::span<const CellIndex> path, bool onPath,
                               Random& random) {
    WallToggle toggle;
    if (onPath && path.size() > 2) {
        const std::size_t at = std::size_t(random.below(path.size() - 1));
        toggle.cell = path[at];
        for (Slot s = 0; s < maze.slotCount(toggle.cell); ++s)
            if (maze.slotNeighbour(toggle.cell, s) == path[at + 1])
                toggle.slot = s;
        return toggle;
    }
    do {
        toggle.cell = CellIndex(random.below(std::uint64_t(maze.cellCount())));
        toggle.slot = Slot(random.below(4));
    } while (maze.slotNeighbour(toggle.cell, toggle.slot) < 0 ||
             ((maze.openSlots(toggle.cell) >> toggle.slot) & 1u));
    return toggle;
}

} // namespace mazelab::bench
