#pragma once
// The overlay mipmap of a block board.
//
// Below one device pixel per block, nearest-neighbour sampling shows one block in every p (p
// blocks per pixel) and skips the rest, so a one-block-wide path would vanish in stretches, and
// the current cell and frontier cells would blink in and out as the view pans. The mipmap keeps,
// for every 2^k x 2^k square of blocks (level k), the highest-priority overlay shade in it, or
// kNoOverlay (ui/view/board_shades.hpp).
//
// The rule, per device pixel: the overlay of the mipmap square around the pixel's sample if there
// is one, else the sampled block itself. The overlay is what a person must find at a glance, and
// each of its shades can be a single block: the current cell over the path over the frontier over
// searched. Walls, rooms and rock are not in the mipmap: ranked against each other, one would
// swallow the other (a maze is about half wall, so a square almost always holds both) and a
// zoomed-out maze would be one flat colour; plainly sampled they keep their texture. Start and
// goal are not in it either: at these sizes they are drawn as markers, and leaving them out keeps
// the frame's corners next to them wall.
//
// With the Shade order, a square's overlay is the max over its blocks of overlayOf(block), and a
// pixel's shade is max(mipmap square, sampled block): a block inside a square with an overlay is
// never above it, and a square without one is kNoOverlay, below every shade.
//
// Levels are built lazily, on the first frame that needs them, and then kept up to date block by
// block as the board changes.

#include <QImage>

#include <cstdint>
#include <vector>

namespace mazelab::ui {

class BoardMipmap {
public:
    // Level k has one byte per 2^k x 2^k blocks of the board.
    struct Level {
        int width = 0;
        int height = 0;
        std::vector<std::uint8_t> bytes; // row-major, width bytes per row
    };

    // The board was redrawn as a whole: every level must be rebuilt (kept allocated).
    void invalidate() { m_built = 0; }
    // The board changed size: the levels are let go.
    void clear();
    // The board holds no overlay block any more: every built level is kNoOverlay.
    void clearOverlay();
    // Builds the levels 1..levels that are not up to date from `board` (Indexed8); returns how
    // many are (fewer only if memory ran out).
    int ensure(const QImage& board, int levels);
    // After the blocks [bx0, bx1] x [by0, by1] of `board` changed: the built levels above them.
    void update(const QImage& board, int bx0, int by0, int bx1, int by1);
    // Level k, 1 <= k <= the count ensure returned.
    [[nodiscard]] const Level& level(int k) const { return m_levels[std::size_t(k - 1)]; }

private:
    std::vector<Level> m_levels; // m_levels[k - 1] is level k
    int m_built = 0;             // levels 1..m_built match the board
};

} // namespace mazelab::ui
