#pragma once
// The lines a picture of a maze of any shape draws as its walls, in the shape's units (y down),
// so that every picture (the desktop app's ShapeRenderer, mazelab-cli's SVG) draws the same
// walls: each closed side once, and on weave cells a bridge at every crossing, as Jamis Buck
// draws it ("Mazes for Programmers", ch. 9): the corridor over the crossed cell runs on with its
// walls unbroken, and the tunnel under it shows as a mouth in each side it crosses, its walls
// stopping at the bridge. A polar maze's outer circle (radius Shape::ringCount()) is no cell's
// side: the picture draws it itself.

#include "core/maze.hpp"
#include "core/shape.hpp"

#include <functional>
#include <vector>

namespace mazelab {

// A wall is this share of a unit (a square's or a hexagon's side, a triangle's base, a ring's
// depth) thick.
inline constexpr double kWallShare = 0.12;
// A weave crossing's bridge and tunnel walls stand this far inside the crossed cell.
inline constexpr double kBridgeInset = 0.2;

// Weave cells: the axis of the passage under cell c, 0 east-west, 1 north-south; -1 where none
// runs under it (and on every other shape).
[[nodiscard]] int tunnelAxis(const Maze& maze, CellIndex c);

// Whether a picture counts a cell as off the maze (masked; in the app also rock a generator has
// not reached yet): no wall stands between two such cells.
using CellOff = std::function<bool(CellIndex)>;

// Appends to `lines` the walls cell c draws, each from its first point, straight or an arc about
// the origin: its sides that no passage crosses, except those toward a lower index (that cell
// draws them) and those between two cells off the maze; on a weave cell not the sides where a
// passage goes under (the bridge's), and when a passage runs under c, its bridge's lines.
// Drawing every cell's lines draws each wall once.
void addWallLines(const Maze& maze, CellIndex c, const CellOff& off, std::vector<Side>& lines);

} // namespace mazelab
