#pragma once
// Which wall a point of the maze view is on, for toggling walls with the mouse. Pure geometry on
// content coordinates (square cells: cell (x, y) covers [x, x+1) x [y, y+1); other shapes: the
// shape's units), so it is tested without a widget.
//
// Blocks style: the view draws a (2W+1) x (2H+1) board of square blocks, half a cell each,
// shifted by a quarter cell (the room of cell x covers [x + 1/4, x + 3/4)). A point on the block
// between two rooms is on that wall; rooms and the corner pillars are not walls.
// Thin walls: rooms fill whole cells and walls are lines on their edges; a point within
// `tolerance` cells of an inner edge (and nearer to it than to any other edge) is on that wall.
// The outer boundary is never returned: it cannot be opened.

#include "core/maze.hpp"
#include "core/shape.hpp"

#include <optional>

namespace mazelab::ui {

// A wall: the side of `cell` through `slot`. On square cells the cell is the west or north one of
// the two and the slot the Dir East (a wall between columns) or South (between rows); on other
// shapes any side of the cell pointed at.
struct WallRef {
    Cell cell;
    Slot slot = 0;
    WallRef() = default;
    constexpr WallRef(Cell c, Slot s) : cell(c), slot(s) {}
    constexpr WallRef(Cell c, Dir d) : cell(c), slot(Slot(d)) {}
    friend bool operator==(const WallRef&, const WallRef&) = default;
};

[[nodiscard]] std::optional<WallRef> wallAtBlocks(Size size, double x, double y);
[[nodiscard]] std::optional<WallRef> wallAtThin(Size size, double x, double y, double tolerance);

// Cells of other shapes (core/shape.hpp), in the shape's units: the inner side of `cell` nearest
// to `p`, if within `tolerance` of it. On weave cells only the four sides: crossings are laid by
// the generators, not by hand.
[[nodiscard]] std::optional<WallRef> wallAtShape(const Maze& maze, CellIndex cell, Point p,
                                                 double tolerance);

} // namespace mazelab::ui
