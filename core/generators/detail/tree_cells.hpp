#pragma once
// Internal: "is this cell in the maze yet?" for the generators that grow one tree per region from
// a root cell by walking (Hunt-and-Kill). A cell is in the tree once it has a passage; the root has
// none until the first passage reaches it, so it is named. No storage: the maze's own open bits
// are the visited marks.

#include "core/maze.hpp"

namespace mazelab::detail {

struct TreeCells {
    const Maze& maze;
    CellIndex root;

    [[nodiscard]] bool contains(CellIndex i) const { return i == root || maze.openDirs(i) != 0; }

    // The directions among `dirs` from `cell` whose neighbour is in the tree (inTree) or not.
    [[nodiscard]] DirSet dirsWhere(CellIndex cell, DirSet dirs, bool inTree) const {
        DirSet result = 0;
        for (Dir d : kDirs)
            if ((dirs & bit(d)) && contains(maze.neighbour(cell, d)) == inTree)
                result |= bit(d);
        return result;
    }
};

} // namespace mazelab::detail
