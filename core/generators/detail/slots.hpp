#pragma once
// Internal: the neighbour sets that the any-shape generators (createShaped) and the shaping passes
// ask for, through the slot functions alone (core/maze.hpp), so that one piece of code serves
// square, hexagonal, triangular and polar cells. Slots are visited in increasing order, which on
// square cells is the E, S, W, N order of the Dir fast paths: a set built here is the same bits
// as theirs, and a draw from it (randomSlot) the same draw.

#include "core/maze.hpp"
#include "core/shape.hpp"

namespace mazelab::detail {

// Calls visit(slot, neighbour) for each slot of `slots` from `cell`, in slot order; every slot
// in `slots` must lead inside the maze.
template <typename Visit>
void forEachSlot(const Maze& maze, CellIndex cell, SlotSet slots, Visit visit) {
    for (unsigned s = 0; s < kMaxSlots; ++s)
        if (slots & (1u << s))
            visit(Slot(s), maze.slotNeighbour(cell, Slot(s)));
}

// The slots among `slots` whose neighbour passes keep(neighbour).
template <typename Keep>
[[nodiscard]] SlotSet slotsWhere(const Maze& maze, CellIndex cell, SlotSet slots, Keep keep) {
    SlotSet result = 0;
    forEachSlot(maze, cell, slots, [&](Slot s, CellIndex n) {
        if (keep(n))
            result |= SlotSet(1u << s);
    });
    return result;
}

// The slots of `cell` that lead to a cell inside the maze sharing a side with it, active or not:
// every slot but weave's under slots.
[[nodiscard]] inline SlotSet insideSlots(const Maze& maze, CellIndex cell) {
    SlotSet result = 0;
    const int sides = maze.shapeKind() == ShapeKind::Weave ? kFirstUnderSlot : maze.slotCount(cell);
    for (int s = sides - 1; s >= 0; --s)
        if (maze.slotNeighbour(cell, Slot(s)) >= 0)
            result |= SlotSet(1u << s);
    return result;
}

// The slots of `cell` to an active cell not yet in any tree: unvisitedDirs (tree_growth.hpp) for
// every shape, with the same rule (a cell is in a tree once it has a passage).
[[nodiscard]] inline SlotSet unvisitedSlots(const Maze& maze, CellIndex cell) {
    return slotsWhere(maze, cell, maze.activeSlots(cell),
                      [&](CellIndex n) { return maze.openSlots(n) == 0; });
}

} // namespace mazelab::detail
