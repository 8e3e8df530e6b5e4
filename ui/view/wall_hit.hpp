#pragma once
// Which wall a point of the maze view is on, for toggling walls with the mouse. Pure geometry on
// content coordinates (in cells: cell (x, y) covers [x, x+1) x [y, y+1)), so it is tested without
// a widget.
//
// Blocks style: the view draws a (2W+1) x (2H+1) board of square blocks, half a cell each,
// shifted by a quarter cell (the room of cell x covers [x + 1/4, x + 3/4)). A point on the block
// between two rooms is on that wall; rooms and the corner pillars are not walls.
// Thin walls: rooms fill whole cells and walls are lines on their edges; a point within
// `tolerance` cells of an inner edge (and nearer to it than to any other edge) is on that wall.
// The outer boundary is never returned: it cannot be opened.

#include "core/maze.hpp"

#include <optional>

namespace mazelab::ui {

struct WallRef {
    Cell cell;          // the west or north cell of the two
    Dir dir = Dir::East; // East (a wall between columns) or South (between rows)
    friend bool operator==(const WallRef&, const WallRef&) = default;
};

[[nodiscard]] std::optional<WallRef> wallAtBlocks(Size size, double x, double y);
[[nodiscard]] std::optional<WallRef> wallAtThin(Size size, double x, double y, double tolerance);

} // namespace mazelab::ui
