// MazeRenderer's vector shapes (the SVG export), apart from the raster passes.
#include "ui/view/maze_renderer.hpp"

#include "ui/view/board_raster.hpp"
#include "ui/view/board_shades.hpp"

#include <QPainter>

#include <algorithm>

namespace mazelab::ui {

namespace {

// One rectangle per run of equal shades in a row of `count` blocks (or rooms), `step` wide each,
// wall runs left out when skipWall. Neighbouring rectangles overlap by `sliver`, so that an SVG
// viewer's anti-aliasing does not show hairlines between them; a later rectangle covers the
// sliver of an earlier one.
template <typename ShadeOf>
void fillRuns(QPainter& painter, const BoardRaster& board, double sliver, bool skipWall, int count,
              double x0, double y0, double step, ShadeOf shadeOf) {
    for (int i = 0; i < count;) {
        const std::uint8_t shade = shadeOf(i);
        int j = i + 1;
        while (j < count && shadeOf(j) == shade)
            ++j;
        if (!(skipWall && shade == kWall))
            painter.fillRect(QRectF(x0 + i * step, y0, (j - i) * step + sliver, step + sliver),
                             QColor::fromRgb(board.colour(shade)));
        i = j;
    }
}

double sliverOf(double block) {
    return std::min(0.5, block * 0.05);
}

} // namespace

void MazeRenderer::renderVector(QPainter& painter, QSize size) const {
    painter.fillRect(QRect(QPoint(0, 0), size), m_background);
    const ViewTransform t = fitTransform(m_maze.size(), size);
    if (m_board.isNull() || t.scale <= 0)
        return;
    if (thinAt(t))
        vectorThinWalls(painter, t);
    else
        vectorBlocks(painter, t);
}

void MazeRenderer::vectorBlocks(QPainter& painter, const ViewTransform& t) const {
    // The wall colour under the whole board, then every other run on it.
    const int bw = m_board.width();
    const int bh = m_board.height();
    const double block = t.scale / 2;
    const double left = t.x - block / 2; // fitTransform's origin is a block's centre
    const double top = t.y - block / 2;
    painter.fillRect(QRectF(left, top, bw * block, bh * block),
                     QColor::fromRgb(m_board.colour(kWall)));
    for (int by = 0; by < bh; ++by)
        fillRuns(painter, m_board, sliverOf(block), true, bw, left, top + by * block, block,
                 [&](int bx) { return m_board.at(bx, by); });
}

void MazeRenderer::vectorThinWalls(QPainter& painter, const ViewTransform& t) const {
    // Every room fills its whole cell, then the walls are bars on the cell edges.
    const double cell = t.scale;
    const int w = m_maze.width();
    const int h = m_maze.height();
    for (int y = 0; y < h; ++y)
        fillRuns(painter, m_board, sliverOf(t.scale / 2), false, w, t.x, t.y + y * cell, cell,
                 [&](int x) { return m_board.at(2 * x + 1, 2 * y + 1); });
    const double thickness = thinWallThickness(cell, m_style.wallWeight);
    const QColor wall = QColor::fromRgb(m_board.colour(kWall));
    auto bar = [&](double x, double y, double width, double height) {
        painter.fillRect(
            QRectF(x - thickness / 2, y - thickness / 2, width + thickness, height + thickness),
            wall);
    };
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            const double x1 = t.x + (x + 1) * cell;
            const double y1 = t.y + (y + 1) * cell;
            if (x + 1 < w && !isOpenShade(m_board.at(2 * x + 2, 2 * y + 1)))
                bar(x1, y1 - cell, 0, cell);
            if (y + 1 < h && !isOpenShade(m_board.at(2 * x + 1, 2 * y + 2)))
                bar(x1 - cell, y1, cell, 0);
        }
    // The outer frame.
    const QRectF frame(t.x, t.y, w * cell, h * cell);
    bar(frame.left(), frame.top(), frame.width(), 0);
    bar(frame.left(), frame.bottom(), frame.width(), 0);
    bar(frame.left(), frame.top(), 0, frame.height());
    bar(frame.right(), frame.top(), 0, frame.height());
}

} // namespace mazelab::ui
