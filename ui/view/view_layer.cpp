#include "ui/view/view_layer.hpp"

#include "core/shape.hpp"
#include "ui/view/shape_renderer.hpp"

#include <algorithm>
#include <cmath>

namespace mazelab::ui {

namespace {

// The radius of the largest circle about the cell's centre inside its outline, in units. A polar
// side between corners at one radius is an arc about the origin: the centre lies on the ray
// through the arc's middle, so its distance is the difference of the radii.
double innerRadius(const Shape& shape, CellIndex c) {
    const Outline outline = shape.outline(c);
    const Point centre = shape.centre(c);
    const Point origin{0, 0};
    const double fromOrigin = distance(centre, origin);
    const std::size_t n = outline.corners.size();
    double radius = -1;
    for (std::size_t i = 0; i < n; ++i) {
        const Point a = outline.corners[i];
        const Point b = outline.corners[(i + 1) % n];
        const double ra = distance(a, origin);
        const bool arc = outline.arcs && std::abs(ra - distance(b, origin)) < 1e-9;
        const double d = arc ? std::abs(ra - fromOrigin) : distanceToSegment(centre, a, b);
        radius = radius < 0 ? d : std::min(radius, d);
    }
    return std::max(radius, 0.0);
}

} // namespace

QPointF LayerFrame::centre(CellIndex c) const {
    if (!shape) {
        const Cell cell = maze->cellAt(c);
        return {x + (cell.x + 0.5) * scale, y + (cell.y + 0.5) * scale};
    }
    const Point p = shape->centre(c);
    return {x + p.x * scale, y + p.y * scale};
}

QRectF LayerFrame::cellBox(CellIndex c) const {
    if (!shape)
        return cellRect(maze->cellAt(c));
    const double half = innerRadius(*shape, c) * scale;
    const QPointF at = centre(c);
    return {at.x() - half, at.y() - half, 2 * half, 2 * half};
}

double LayerFrame::cellSpan() const {
    if (!shape)
        return scale;
    if (shape->kind() != ShapeKind::Polar) // every cell of a grid is the first one, turned
        return 2 * innerRadius(*shape, 0) * scale;
    // The cells of a ring are alike; the centre cell is the widest of all.
    double smallest = innerRadius(*shape, 0);
    for (int ring = 1; ring < shape->ringCount(); ++ring)
        smallest = std::min(smallest, innerRadius(*shape, shape->firstCellOfRing(ring)));
    return 2 * smallest * scale;
}

QPainterPath LayerFrame::outline(CellIndex c) const {
    QPainterPath path;
    if (!shape) {
        path.addRect(cellRect(maze->cellAt(c)));
        return path;
    }
    return ShapeRenderer::outlinePath(*shape, c, ViewTransform{scale, x, y});
}

std::vector<CellIndex> LayerFrame::visibleCells(QSize target) const {
    std::vector<CellIndex> cells;
    if (!maze || scale <= 0)
        return cells;
    if (shape)
        return ShapeRenderer::visibleCells(*maze, ViewTransform{scale, x, y},
                                           QRectF(QPointF(0, 0), QSizeF(target)));
    // The cells whose squares meet [0, pixels] along each axis.
    const auto along = [this](double origin, int pixels, int count) {
        const int first = std::max(0, int(std::floor((0 - origin) / scale)));
        const int last = std::min(count - 1, int(std::floor((pixels - origin) / scale)));
        return std::pair{first, last};
    };
    const auto [x0, x1] = along(x, target.width(), maze->width());
    const auto [y0, y1] = along(y, target.height(), maze->height());
    for (int row = y0; row <= y1; ++row)
        for (int col = x0; col <= x1; ++col)
            cells.push_back(maze->index(Cell{col, row}));
    return cells;
}

} // namespace mazelab::ui
