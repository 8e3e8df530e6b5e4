#pragma once
// A maze of any shape as a standalone SVG picture, drawn from the core's geometry
// (core/shape.hpp): each closed side of a cell as a wall (a polar cell's inner and outer sides as
// arcs), the start and the goal filled, and with a search the searched cells and the path. A
// weave crossing is drawn as the desktop app draws it: the corridor over it runs on with its walls
// unbroken, the tunnel's walls stop at the bridge.
//
// The text is deterministic: the same maze and scale give the same bytes on every machine
// (numbers written with std::to_chars, never through a locale).

#include "cli/render.hpp"

#include "core/maze.hpp"

#include <string>

namespace mazelab::cli {

// The colours of the pictures: the desktop app's original palette.
struct SvgColours {
    static constexpr const char* kRoom = "#ffffff";
    static constexpr const char* kWall = "#2f4f4f";
    static constexpr const char* kStart = "#800080";
    static constexpr const char* kGoal = "#e01010";
    static constexpr const char* kSearched = "#ffd82a";
    static constexpr const char* kPath = "#22b14c";
    static constexpr const char* kMasked = "#161a1d";
};

// Pixels per unit of the shape's geometry (a square's side, a hexagon's side, a triangle's base,
// a ring's depth) when none is asked for.
inline constexpr double kSvgDefaultUnit = 20;

// The unit at which the picture of `shape`, margin included, is `pixels` on its longer side.
[[nodiscard]] double svgUnitToFit(const Shape& shape, double pixels);

// The picture of `maze` at `unit` pixels per unit, with half a unit of margin around the shape's
// bounds. `trace` may be null (walls, start and goal only).
[[nodiscard]] std::string mazeSvg(const Maze& maze, const SearchTrace* trace,
                                  double unit = kSvgDefaultUnit);

// The number as an SVG attribute writes it: at most two decimals, no trailing zeros, never "-0".
[[nodiscard]] std::string svgNumber(double value);

} // namespace mazelab::cli
