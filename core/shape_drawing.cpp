#include "core/shape_drawing.hpp"

namespace mazelab {

namespace {

// The walls of a crossed weave cell, in its square [x, x + 1] x [y, y + 1]: laid out for an
// east-west tunnel with u along it and v across; a north-south tunnel is the same turned.
void addBridge(Cell cell, int axis, std::vector<Side>& lines) {
    constexpr double k = kBridgeInset;
    const auto line = [&](double u0, double v0, double u1, double v1) {
        const auto at = [&](double u, double v) {
            return axis == 0 ? Point{cell.x + u, cell.y + v} : Point{cell.x + v, cell.y + u};
        };
        lines.push_back(Side{at(u0, v0), at(u1, v1), false});
    };
    for (const double u : {0.0, 1.0}) {
        const double inner = u == 0 ? k : 1 - k;
        // The tunnel's mouth in the side: wall above and below it.
        line(u, 0, u, k);
        line(u, 1 - k, u, 1);
        // The tunnel's walls, up to the bridge.
        line(u, k, inner, k);
        line(u, 1 - k, inner, 1 - k);
        // The bridge's wall over the tunnel, and where it meets the corridor's sides.
        line(inner, 0, inner, 1);
        line(u, 0, inner, 0);
        line(u, 1, inner, 1);
    }
}

} // namespace

int tunnelAxis(const Maze& maze, CellIndex c) {
    if (maze.shapeKind() != ShapeKind::Weave)
        return -1;
    constexpr Slot kWest = 2;
    constexpr Slot kNorth = 3;
    constexpr Slot kUnderEast = kFirstUnderSlot;
    constexpr Slot kUnderSouth = kFirstUnderSlot + 1;
    const CellIndex west = maze.slotNeighbour(c, kWest);
    if (west >= 0 && (maze.openSlots(west) & (1u << kUnderEast)))
        return 0;
    const CellIndex north = maze.slotNeighbour(c, kNorth);
    if (north >= 0 && (maze.openSlots(north) & (1u << kUnderSouth)))
        return 1;
    return -1;
}

void addWallLines(const Maze& maze, CellIndex c, const CellOff& off, std::vector<Side>& lines) {
    const Shape& shape = maze.shape();
    const bool weave = maze.shapeKind() == ShapeKind::Weave;
    const int axis = weave ? tunnelAxis(maze, c) : -1;
    // A weave cell's walls are its four sides; its slots 4 to 7 pass under a neighbour.
    const int count = weave ? kFirstUnderSlot : maze.slotCount(c);
    for (int s = 0; s < count; ++s) {
        const CellIndex n = maze.slotNeighbour(c, Slot(s));
        if (n >= 0 && (n < c || (maze.openSlots(c) & (1u << s)) || (off(c) && off(n))))
            continue;
        // The side where a passage goes under its neighbour is the bridge's.
        if (n >= 0 && weave && (axis == s % 2 || tunnelAxis(maze, n) == s % 2))
            continue;
        lines.push_back(shape.side(c, Slot(s)));
    }
    if (axis >= 0)
        addBridge(maze.cellAt(c), axis, lines);
}

} // namespace mazelab
