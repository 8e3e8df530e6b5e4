#include "ui/view/wall_hit.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>

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

} // namespace mazelab::ui
