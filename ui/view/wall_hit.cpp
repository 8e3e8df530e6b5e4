#include "ui/view/wall_hit.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numbers>

namespace mazelab::ui {

std::optional<WallRef> wallAtBlocks(Size size, double x, double y) {
    // Block b covers content [(b - 1) / 2 + 1/4, b / 2 + 1/4): rooms at odd b, walls at even b.
    const auto bx = std::int64_t(std::floor(2 * x + 0.5));
    const auto by = std::int64_t(std::floor(2 * y + 0.5));
    if (bx < 0 || by < 0 || bx > 2 * std::int64_t(size.width) || by > 2 * std::int64_t(size.height))
        return std::nullopt;
    const bool wallColumn = bx % 2 == 0;
    const bool wallRow = by % 2 == 0;
    if (wallColumn == wallRow)
        return std::nullopt; // a room, or a corner pillar
    if (wallColumn) {
        const int column = int(bx / 2); // the wall west of cell `column`
        if (column < 1 || column >= size.width)
            return std::nullopt;
        return WallRef{{column - 1, int(by / 2)}, Dir::East};
    }
    const int row = int(by / 2); // the wall north of row `row`
    if (row < 1 || row >= size.height)
        return std::nullopt;
    return WallRef{{int(bx / 2), row - 1}, Dir::South};
}

std::optional<WallRef> wallAtThin(Size size, double x, double y, double tolerance) {
    if (!(x >= 0 && y >= 0 && x < size.width && y < size.height))
        return std::nullopt;
    const double nearestColumnEdge = std::round(x);
    const double nearestRowEdge = std::round(y);
    const double toColumnEdge = std::abs(x - nearestColumnEdge);
    const double toRowEdge = std::abs(y - nearestRowEdge);
    if (std::min(toColumnEdge, toRowEdge) >= tolerance)
        return std::nullopt;
    if (toColumnEdge < toRowEdge) {
        const int column = int(nearestColumnEdge);
        if (column < 1 || column >= size.width)
            return std::nullopt;
        return WallRef{{column - 1, int(y)}, Dir::East};
    }
    const int row = int(nearestRowEdge);
    if (row < 1 || row >= size.height)
        return std::nullopt;
    return WallRef{{int(x), row - 1}, Dir::South};
}

namespace {

// The angle of p about the origin, clockwise on screen from 3 o'clock (y points down).
double angleOf(Point p) {
    return std::atan2(p.y, p.x);
}

// An angle brought into (-pi, pi].
double wrapped(double a) {
    constexpr double kTurn = 2 * std::numbers::pi;
    a = std::fmod(a, kTurn);
    if (a > std::numbers::pi)
        a -= kTurn;
    else if (a <= -std::numbers::pi)
        a += kTurn;
    return a;
}

// An arc about the origin from `from` to `to`, the shorter way round (a polar side spans at most
// a sixth of the circle).
double distanceToArc(Point p, Point from, Point to) {
    const double span = wrapped(angleOf(to) - angleOf(from));
    const double at = wrapped(angleOf(p) - angleOf(from));
    const bool within = span >= 0 ? at >= 0 && at <= span : at <= 0 && at >= span;
    if (!within)
        return std::min(distance(p, from), distance(p, to));
    return std::abs(std::hypot(p.x, p.y) - std::hypot(from.x, from.y));
}

} // namespace

std::optional<WallRef> wallAtShape(const Maze& maze, CellIndex cell, Point p, double tolerance) {
    const Shape& shape = maze.shape();
    const int sides = maze.shapeKind() == ShapeKind::Weave ? kFirstUnderSlot : maze.slotCount(cell);
    std::optional<WallRef> nearest;
    double best = tolerance;
    for (int s = 0; s < sides; ++s) {
        const auto slot = Slot(s);
        if (maze.slotNeighbour(cell, slot) < 0)
            continue; // the outer boundary stays closed
        const Side side = shape.side(cell, slot);
        const double d = side.arc ? distanceToArc(p, side.from, side.to)
                                  : distanceToSegment(p, side.from, side.to);
        if (d <= best) {
            best = d;
            nearest = WallRef{maze.cellAt(cell), slot};
        }
    }
    return nearest;
}

} // namespace mazelab::ui
