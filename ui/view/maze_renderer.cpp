#include "ui/view/maze_renderer.hpp"

#include "ui/view/board_raster.hpp"
#include "ui/view/board_shades.hpp"
#include "ui/view/view_layer.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstring>
#include <utility>

namespace mazelab::ui {

namespace {

// When rooms are smaller than kSmallRoomPx (device pixels), nearest-neighbour sampling could
// drop the start and the goal from the picture, so they are drawn as kMarkerPx squares instead
// (kept inside the board), which can be seen and grabbed.
constexpr double kSmallRoomPx = 4.0;
constexpr double kMarkerPx = 12.0;

// Fills the half-open pixel rectangle [x0, x1) x [y0, y1), clipped to the image (RGB32).
void fillPixels(QImage& image, int x0, int y0, int x1, int y1, QRgb colour) {
    x0 = std::max(x0, 0);
    y0 = std::max(y0, 0);
    x1 = std::min(x1, image.width());
    y1 = std::min(y1, image.height());
    if (x0 >= x1 || y0 >= y1)
        return;
    for (int y = y0; y < y1; ++y) {
        auto* line = reinterpret_cast<QRgb*>(image.scanLine(y));
        std::fill(line + x0, line + x1, colour);
    }
}

// Which mipmap squares a frame's columns show: square firstSquare + m shows in columns
// [squareStart[m], squareStart[m + 1]). No level: the frame samples the board alone.
struct MipSampling {
    const BoardMipmap::Level* level = nullptr;
    int k = 0;
    int firstSquare = 0;
    std::vector<int> squareStart;
};

} // namespace

// Pixel edges of the visible cells of a thin-walls frame, exactly as the blit assigned pixels to
// cells (so that walls sit on the borders of the rooms as drawn).
class CellEdges {
public:
    CellEdges(const ViewTransform& t, QSize target, Size maze) : m_scale(t.scale) {
        std::tie(m_cx0, m_cx1) = visibleRange(t.x, target.width(), maze.width);
        std::tie(m_cy0, m_cy1) = visibleRange(t.y, target.height(), maze.height);
        for (int k = m_cx0; k <= m_cx1 + 1; ++k)
            m_ex.push_back(edge(k, t.x));
        for (int k = m_cy0; k <= m_cy1 + 1; ++k)
            m_ey.push_back(edge(k, t.y));
        m_left = edge(0, t.x);
        m_right = edge(maze.width, t.x);
        m_top = edge(0, t.y);
        m_bottom = edge(maze.height, t.y);
    }

    // The visible cells (with one more on each side), clamped to the maze.
    [[nodiscard]] int cx0() const { return m_cx0; }
    [[nodiscard]] int cx1() const { return m_cx1; }
    [[nodiscard]] int cy0() const { return m_cy0; }
    [[nodiscard]] int cy1() const { return m_cy1; }
    // The first pixel column (row) of visible cell column (row) k, for k up to cx1 + 1.
    [[nodiscard]] int x(int k) const { return m_ex[std::size_t(k - m_cx0)]; }
    [[nodiscard]] int y(int k) const { return m_ey[std::size_t(k - m_cy0)]; }
    // The first pixels of the maze and just past it.
    [[nodiscard]] int left() const { return m_left; }
    [[nodiscard]] int right() const { return m_right; }
    [[nodiscard]] int top() const { return m_top; }
    [[nodiscard]] int bottom() const { return m_bottom; }

private:
    [[nodiscard]] double cellOf(int d, double origin) const {
        return std::floor((d + 0.5 - origin) / m_scale);
    }
    [[nodiscard]] int edge(int k, double origin) const {
        int d = int(std::ceil(origin + k * m_scale - 0.5));
        while (cellOf(d - 1, origin) >= k)
            --d;
        while (cellOf(d, origin) < k)
            ++d;
        return d;
    }
    [[nodiscard]] std::pair<int, int> visibleRange(double origin, int extent, int cells) const {
        const double first = std::clamp(cellOf(0, origin) - 1, 0.0, double(cells - 1));
        const double last = std::clamp(cellOf(extent - 1, origin) + 1, 0.0, double(cells - 1));
        return {int(first), int(last)};
    }

    double m_scale;
    int m_cx0 = 0, m_cx1 = 0, m_cy0 = 0, m_cy1 = 0;
    int m_left = 0, m_right = 0, m_top = 0, m_bottom = 0;
    std::vector<int> m_ex;
    std::vector<int> m_ey;
};

// How the destination pixels sample the board: the board column (row) each destination column
// (row) shows, computed once per frame so that the blit is one table lookup per pixel.
struct BoardSampling {
    std::vector<int> cols; // board column per destination column; outside [0, board width): none
    std::vector<int> rows;
    int colBefore = -1; // the board column of the pixel just left of the image
    int rowBefore = -1;
    int x0 = 0; // destination columns [x0, x1) show the board
    int x1 = 0;
};

namespace {

// Below one pixel per block (so never thin walls), the overlay comes from the mipmap level whose
// squares are at least as wide as the largest step between neighbouring pixels' samples:
// consecutive pixels then fall in the same or neighbouring squares, so no square is ever skipped,
// every overlay block shows (one or two pixels wide) and a line of them stays a connected line
// of pixels, however the view is panned. A finer level would skip squares again.
MipSampling chooseMip(const BoardRaster& board, const BoardSampling& s, const ViewTransform& t) {
    MipSampling mip;
    if (t.scale >= 2 || s.x0 >= s.x1)
        return mip;
    int step = 0;
    for (int dx = s.x0 + 1; dx < s.x1; ++dx)
        step = std::max(step, s.cols[std::size_t(dx)] - s.cols[std::size_t(dx - 1)]);
    for (std::size_t dy = 1; dy < s.rows.size(); ++dy) {
        const int above = s.rows[dy - 1];
        const int row = s.rows[dy];
        if (above >= 0 && row < board.height())
            step = std::max(step, row - above);
    }
    int k = 0;
    while ((1 << k) < step)
        ++k;
    k = board.ensureMipLevels(k);
    if (k == 0)
        return mip;
    mip.level = &board.mipLevel(k);
    mip.k = k;
    mip.firstSquare = s.cols[std::size_t(s.x0)] >> k;
    for (int dx = s.x0; dx < s.x1; ++dx) {
        const int square = s.cols[std::size_t(dx)] >> k;
        while (mip.firstSquare + int(mip.squareStart.size()) <= square)
            mip.squareStart.push_back(dx);
    }
    mip.squareStart.push_back(s.x1);
    return mip;
}

// One board row into a frame row with the mipmap: a pixel shows the higher of its sampled block
// and its square's overlay. Eight squares at a time: where none has an overlay (most of a maze,
// mostly), the plain blit. A run of groups of one kind is one loop.
void blitRowWithMip(QRgb* line, const std::uint8_t* src, int row, const BoardSampling& s,
                    const MipSampling& mip, const QRgb* colours) {
    const int k = mip.k;
    const std::uint8_t* squares =
        mip.level->bytes.data() + std::size_t(row >> k) * std::size_t(mip.level->width);
    const std::uint8_t* visible = squares + mip.firstSquare;
    const std::size_t count = mip.squareStart.size() - 1;
    auto hasOverlay = [&](std::size_t m) { // squares [m, m + 8)
        if (m + 8 > count)
            return std::any_of(visible + m, visible + count,
                               [](std::uint8_t v) { return v != kNoOverlay; });
        std::uint64_t eight = 0;
        std::memcpy(&eight, visible + m, sizeof eight);
        return eight != 0;
    };
    for (std::size_t m = 0; m < count;) {
        const bool overlay = hasOverlay(m);
        std::size_t next = m + 8;
        while (next < count && hasOverlay(next) == overlay)
            next += 8;
        const int d0 = mip.squareStart[m];
        const int d1 = mip.squareStart[std::min(next, count)];
        if (overlay) {
            for (int dx = d0; dx < d1; ++dx) {
                const int col = s.cols[std::size_t(dx)];
                line[dx] = colours[std::max(src[col], squares[col >> k])];
            }
        } else {
            for (int dx = d0; dx < d1; ++dx)
                line[dx] = colours[src[s.cols[std::size_t(dx)]]];
        }
        m = next;
    }
}

} // namespace

MazeRenderer::MazeRenderer(const Maze& maze, const BoardRaster& board, const RenderStyle& style,
                           const QColor& background)
    : m_maze(maze), m_board(board), m_style(style), m_background(background) {}

ViewTransform MazeRenderer::fitTransform(Size maze, QSize deviceSize) {
    if (deviceSize.width() <= 0 || deviceSize.height() <= 0)
        return {};
    const int bw = 2 * maze.width + 1;
    const int bh = 2 * maze.height + 1;
    const double fit = std::min(double(deviceSize.width()) / bw, double(deviceSize.height()) / bh);
    // A whole number of pixels per block keeps every wall and room the same size (crisp), but
    // not at any price: when rounding down would shrink the maze by 15% or more (2.9 px per
    // block drawn at 2), a projector audience is better served by the bigger, slightly uneven
    // picture, so the scale stays fractional.
    const bool whole = fit >= 1 && std::floor(fit) >= 0.85 * fit;
    const double block = whole ? std::floor(fit) : fit;
    double left = (deviceSize.width() - block * bw) / 2;
    double top = (deviceSize.height() - block * bh) / 2;
    if (whole) {
        left = std::floor(left);
        top = std::floor(top);
    }
    return {2 * block, left + block / 2, top + block / 2};
}

int MazeRenderer::thinWallThickness(double pixelsPerCell, double wallWeight) {
    // Never more than a third of the cell, so that rooms stay wider than walls.
    const double thickness = std::min(pixelsPerCell / 6 * wallWeight, pixelsPerCell / 3);
    return std::max(1, int(std::lround(thickness)));
}

bool MazeRenderer::thinAt(const ViewTransform& t) const {
    return m_style.thinWalls && t.scale >= kMinDetailPx;
}

std::optional<QRect> MazeRenderer::endpointMarker(Cell cell, const ViewTransform& t) const {
    const double room = thinAt(t) ? t.scale : t.scale / 2;
    if (room >= kSmallRoomPx)
        return std::nullopt;
    // Centred on the cell, but moved inside the board (off its outermost pixels, so that the
    // frame stays whole) where the cell is near its edge.
    auto centre = [&](int c, double origin, int cells) {
        const double lo = origin - 0.25 * t.scale + 1 + kMarkerPx / 2;
        const double hi = origin + (cells + 0.25) * t.scale - 1 - kMarkerPx / 2;
        const double at = origin + (c + 0.5) * t.scale;
        return lo <= hi ? std::clamp(at, lo, hi) : at;
    };
    const double cx = centre(cell.x, t.x, m_maze.width());
    const double cy = centre(cell.y, t.y, m_maze.height());
    const int side = int(kMarkerPx);
    return QRect(int(std::lround(cx - kMarkerPx / 2)), int(std::lround(cy - kMarkerPx / 2)), side,
                 side);
}

// --- The passes of a frame -------------------------------------------------------------------

bool MazeRenderer::render(QImage& target, const ViewTransform& t) const {
    if (m_board.isNull() || t.scale <= 0) {
        target.fill(m_background.rgb());
        return false;
    }
    const bool thin = thinAt(t);
    const BoardSampling s = sample(target.size(), t, thin);
    blitBoard(target, s, t);
    if (thin) {
        const CellEdges edges(t, target.size(), m_maze.size());
        if (m_style.grid) // first, so that walls cover the grid where they cross it
            drawThinGrid(target, edges);
        drawThinWalls(target, edges, t);
    } else if (m_style.grid && t.scale / 2 >= kMinDetailPx) {
        drawBlockGrid(target, s);
    }
    drawEndpointMarkers(target, t);
    return true;
}

BoardSampling MazeRenderer::sample(QSize target, const ViewTransform& t, bool thin) const {
    const int bw = m_board.width();
    const int bh = m_board.height();
    // Thin walls sample only rooms (each room fills its whole cell) and draw the walls as lines
    // afterwards; Blocks sample every block.
    auto source = [&](int d, double origin, int blocks) {
        const double u = (d + 0.5 - origin) / t.scale;
        const double j = thin ? 2 * std::floor(u) + 1 : std::floor(2 * u + 0.5);
        return int(std::clamp(j, -1.0, double(blocks)));
    };
    BoardSampling s;
    s.cols.resize(std::size_t(target.width()));
    s.rows.resize(std::size_t(target.height()));
    s.x0 = target.width();
    for (int dx = 0; dx < target.width(); ++dx) {
        const int col = source(dx, t.x, bw);
        s.cols[std::size_t(dx)] = col;
        if (col >= 0 && col < bw) {
            s.x0 = std::min(s.x0, dx);
            s.x1 = dx + 1;
        }
    }
    for (int dy = 0; dy < target.height(); ++dy)
        s.rows[std::size_t(dy)] = source(dy, t.y, bh);
    s.colBefore = source(-1, t.x, bw);
    s.rowBefore = source(-1, t.y, bh);
    return s;
}

void MazeRenderer::blitBoard(QImage& target, const BoardSampling& s, const ViewTransform& t) const {
    // The background around the board, then one colour-table lookup per visible pixel, and a row
    // copy wherever a row shows the same board row as the one above (every row of a block but its
    // first when zoomed in).
    const MipSampling mip = chooseMip(m_board, s, t);
    const int w = target.width();
    const int bh = m_board.height();
    const QRgb* colours = m_board.colours();
    const QRgb background = m_background.rgb();
    int previousRow = -1;
    for (int dy = 0; dy < target.height(); ++dy) {
        auto* line = reinterpret_cast<QRgb*>(target.scanLine(dy));
        const int row = s.rows[std::size_t(dy)];
        if (row < 0 || row >= bh || s.x0 >= s.x1) {
            std::fill(line, line + w, background);
            previousRow = -1;
            continue;
        }
        if (row == previousRow) {
            std::memcpy(line, target.constScanLine(dy - 1), std::size_t(w) * sizeof(QRgb));
            continue;
        }
        std::fill(line, line + s.x0, background);
        std::fill(line + s.x1, line + w, background);
        const std::uint8_t* src = m_board.row(row);
        if (mip.level) {
            blitRowWithMip(line, src, row, s, mip, colours);
        } else {
            for (int dx = s.x0; dx < s.x1; ++dx)
                line[dx] = colours[src[s.cols[std::size_t(dx)]]];
        }
        previousRow = row;
    }
}

void MazeRenderer::drawThinGrid(QImage& target, const CellEdges& e) const {
    // One pixel on the border between two rooms joined by a passage.
    const QRgb grid = m_board.palette().grid.rgb();
    for (int y = e.cy0(); y <= e.cy1(); ++y) {
        for (int x = e.cx0(); x <= e.cx1(); ++x) {
            if (x + 1 < m_maze.width() && isOpenShade(m_board.at(2 * x + 2, 2 * y + 1)))
                fillPixels(target, e.x(x + 1), e.y(y), e.x(x + 1) + 1, e.y(y + 1), grid);
            if (y + 1 < m_maze.height() && isOpenShade(m_board.at(2 * x + 1, 2 * y + 2)))
                fillPixels(target, e.x(x), e.y(y + 1), e.x(x + 1), e.y(y + 1) + 1, grid);
        }
    }
}

void MazeRenderer::drawThinWalls(QImage& target, const CellEdges& e, const ViewTransform& t) const {
    // Walls as pixel rectangles on the cell borders of the visible cells.
    const int thickness = thinWallThickness(t.scale, m_style.wallWeight);
    const int half = thickness / 2;
    const QRgb wall = m_board.colour(kWall);
    for (int y = e.cy0(); y <= e.cy1(); ++y) {
        for (int x = e.cx0(); x <= e.cx1(); ++x) {
            // Each segment runs half a wall beyond both cell corners so that walls join.
            if (x + 1 < m_maze.width() && m_board.at(2 * x + 2, 2 * y + 1) == kWall)
                fillPixels(target, e.x(x + 1) - half, e.y(y) - half, e.x(x + 1) - half + thickness,
                           e.y(y + 1) - half + thickness, wall);
            if (y + 1 < m_maze.height() && m_board.at(2 * x + 1, 2 * y + 2) == kWall)
                fillPixels(target, e.x(x) - half, e.y(y + 1) - half, e.x(x + 1) - half + thickness,
                           e.y(y + 1) - half + thickness, wall);
        }
    }
    // The outer frame.
    const int left = e.left() - half;
    const int right = e.right() - half;
    const int top = e.top() - half;
    const int bottom = e.bottom() - half;
    fillPixels(target, left, top, right + thickness, top + thickness, wall);
    fillPixels(target, left, bottom, right + thickness, bottom + thickness, wall);
    fillPixels(target, left, top, left + thickness, bottom + thickness, wall);
    fillPixels(target, right, top, right + thickness, bottom + thickness, wall);
}

void MazeRenderer::drawBlockGrid(QImage& target, const BoardSampling& s) const {
    // Outlines the blocks where two open blocks meet (a passage and a room, say), one pixel wide
    // on the first pixel of the later block. Lines against walls would only thin the walls.
    const QRgb colour = m_board.palette().grid.rgb();
    const int bw = m_board.width();
    const int bh = m_board.height();
    auto inside = [](int v, int n) { return v >= 0 && v < n; };
    std::vector<int> boundaries; // destination columns that start a block, after a block
    for (int dx = s.x0; dx < s.x1; ++dx) {
        const int before = dx > 0 ? s.cols[std::size_t(dx - 1)] : s.colBefore;
        if (before != s.cols[std::size_t(dx)] && inside(before, bw))
            boundaries.push_back(dx);
    }
    for (int dy = 0; dy < target.height(); ++dy) {
        const int row = s.rows[std::size_t(dy)];
        if (!inside(row, bh))
            continue;
        auto* line = reinterpret_cast<QRgb*>(target.scanLine(dy));
        const std::uint8_t* src = m_board.row(row);
        const int above = dy > 0 ? s.rows[std::size_t(dy - 1)] : s.rowBefore;
        if (above != row && inside(above, bh)) {
            const std::uint8_t* srcAbove = m_board.row(above);
            for (int dx = s.x0; dx < s.x1; ++dx) {
                const int col = s.cols[std::size_t(dx)];
                if (isOpenShade(src[col]) && isOpenShade(srcAbove[col]))
                    line[dx] = colour;
            }
        }
        for (int dx : boundaries) {
            const int col = s.cols[std::size_t(dx)];
            const int left = dx > 0 ? s.cols[std::size_t(dx - 1)] : s.colBefore;
            if (isOpenShade(src[col]) && isOpenShade(src[left]))
                line[dx] = colour;
        }
    }
}

void MazeRenderer::drawEndpointMarkers(QImage& target, const ViewTransform& t) const {
    const MazePalette& palette = m_board.palette();
    for (const auto& [cell, colour] : {std::pair{m_maze.start(), palette.start.rgb()},
                                       std::pair{m_maze.goal(), palette.goal.rgb()}}) {
        if (const std::optional<QRect> marker = endpointMarker(cell, t)) {
            const QRect r = *marker;
            fillPixels(target, r.left(), r.top(), r.right() + 1, r.bottom() + 1,
                       m_board.colour(kRoom)); // a light rim against the dark texture
            fillPixels(target, r.left() + 1, r.top() + 1, r.right(), r.bottom(), colour);
        }
    }
}

void MazeRenderer::paintLayers(QImage& target, const ViewTransform& t,
                               const std::vector<const ViewLayer*>& layers, double dpr) const {
    if (layers.empty())
        return;
    const LayerFrame frame{&m_maze, t.scale, t.x, t.y, dpr, thinAt(t), m_board.plainColours()};
    for (const ViewLayer* layer : layers)
        layer->paint(target, frame);
}

} // namespace mazelab::ui
