#include "ui/view/board_mipmap.hpp"

#include "ui/view/board_shades.hpp"

#include <algorithm>
#include <cstddef>
#include <new>

namespace mazelab::ui {

namespace {

// The board or a mipmap level, as the level above reads it.
struct Plane {
    const std::uint8_t* bytes = nullptr;
    std::ptrdiff_t stride = 0;
    int width = 0;
    int height = 0;

    [[nodiscard]] const std::uint8_t* row(int y) const { return bytes + y * stride; }
};

Plane planeOf(const QImage& board) {
    return {board.constBits(), board.bytesPerLine(), board.width(), board.height()};
}

Plane planeOf(const BoardMipmap::Level& level) {
    return {level.bytes.data(), level.width, level.width, level.height};
}

// The level above a plane: pixel (x, y) covers its pixels [2x, 2x+1] x [2y, 2y+1], those beyond
// an odd edge standing in for their missing neighbours (the max does not mind).
std::uint8_t reducedPixel(const Plane& below, int x, int y) {
    const int x0 = 2 * x;
    const int y0 = 2 * y;
    const int x1 = std::min(x0 + 1, below.width - 1);
    const int y1 = std::min(y0 + 1, below.height - 1);
    const std::uint8_t* a = below.row(y0);
    const std::uint8_t* b = below.row(y1);
    return std::max({overlayOf(a[x0]), overlayOf(a[x1]), overlayOf(b[x0]), overlayOf(b[x1])});
}

// A whole row of the level above (as reducedPixel, row by row for speed): `pairs` is a scratch
// row of the plane's width.
void reduceRow(const Plane& below, int y, std::uint8_t* out, std::vector<std::uint8_t>& pairs) {
    const std::uint8_t* a = below.row(2 * y);
    const std::uint8_t* b = below.row(std::min(2 * y + 1, below.height - 1));
    const int w = below.width;
    std::uint8_t* p = pairs.data();
    for (int x = 0; x < w; ++x)
        p[x] = std::max(overlayOf(a[x]), overlayOf(b[x]));
    const int half = w / 2;
    for (int x = 0; x < half; ++x)
        out[x] = std::max(p[2 * x], p[2 * x + 1]);
    if (w % 2 != 0)
        out[half] = p[w - 1];
}

} // namespace

void BoardMipmap::clear() {
    m_levels.clear();
    m_built = 0;
}

void BoardMipmap::clearOverlay() {
    for (std::size_t k = 0; k < std::size_t(m_built); ++k)
        std::fill(m_levels[k].bytes.begin(), m_levels[k].bytes.end(), kNoOverlay);
}

int BoardMipmap::ensure(const QImage& board, int levels) {
    if (board.isNull())
        return 0;
    std::vector<std::uint8_t> pairs;
    while (m_built < levels) {
        const auto k = std::size_t(m_built); // builds level k + 1 from level k (0: the board)
        try {
            if (m_levels.size() <= k)
                m_levels.emplace_back();
        } catch (const std::bad_alloc&) {
            return m_built; // out of memory: frames sample a lower level, or the board
        }
        const Plane below = k == 0 ? planeOf(board) : planeOf(m_levels[k - 1]);
        Level& level = m_levels[k];
        level.width = (below.width + 1) / 2;
        level.height = (below.height + 1) / 2;
        try {
            level.bytes.resize(std::size_t(level.width) * std::size_t(level.height));
            pairs.resize(std::size_t(below.width));
        } catch (const std::bad_alloc&) {
            return m_built;
        }
        for (int y = 0; y < level.height; ++y)
            reduceRow(below, y, level.bytes.data() + std::size_t(y) * std::size_t(level.width),
                      pairs);
        ++m_built;
    }
    return levels;
}

void BoardMipmap::update(const QImage& board, int bx0, int by0, int bx1, int by1) {
    // Each level recomputes the (at most 2 x 2) pixels above the changed ones below, through
    // reducedPixel, so that it holds what ensure would build. Where none of them changed, the
    // levels above cannot have either: a step inside a searched area stops at once.
    for (std::size_t k = 0; k < std::size_t(m_built); ++k) { // level k + 1 from level k
        const Plane below = k == 0 ? planeOf(board) : planeOf(m_levels[k - 1]);
        Level& level = m_levels[k];
        bx0 /= 2;
        by0 /= 2;
        bx1 /= 2;
        by1 /= 2;
        bool changed = false;
        for (int y = by0; y <= by1; ++y) {
            std::uint8_t* line = level.bytes.data() + std::size_t(y) * std::size_t(level.width);
            for (int x = bx0; x <= bx1; ++x) {
                const std::uint8_t value = reducedPixel(below, x, y);
                changed = changed || line[x] != value;
                line[x] = value;
            }
        }
        if (!changed)
            return;
    }
}

} // namespace mazelab::ui
