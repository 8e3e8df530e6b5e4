#pragma once
// The block board of a maze picture: one byte (a Shade, ui/view/board_shades.hpp) per block of the
// (2W+1) x (2H+1) board (rooms at odd coordinates, walls and passages between them), with the
// palette as its colour table, and the overlay mipmap (ui/view/board_mipmap.hpp) for frames below
// one pixel per block.
//
// The picture is always drawn from the model: the board is rebuilt from a MazeScene, or updated
// cell by cell as the scene reports changes, through the same shade rules, so an incrementally
// updated board is byte for byte a rebuilt one. When the overlay is cleared (a new solve), the
// board of the bare maze, kept from the last rebuild without an overlay, is copied back over the
// rows drawn on since, if the maze has not changed. A frame samples only the visible part of it, so
// a display option (style, grid, palette) only changes how the same board is sampled and can
// never leave stale drawing behind.

#include "core/maze.hpp"
#include "ui/view/board_mipmap.hpp"
#include "ui/view/maze_palette.hpp"
#include "ui/view/maze_scene.hpp"

#include <QImage>

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

namespace mazelab::ui {

class ShadeRules; // board_raster.cpp

// The colour of every Shade under a palette: the board's colour table.
[[nodiscard]] std::array<QRgb, 256> shadeColours(const MazePalette& palette);

// A cell's shade by the board's rules for its room (the endpoints, the current cell, the marks
// over the heat, the mask, rock), for the pictures of cells that are not square
// (ui/view/shape_renderer.hpp). Made for one frame: it reads the scene as it is.
class CellShades {
public:
    explicit CellShades(const MazeScene& scene);
    ~CellShades();
    CellShades(const CellShades&) = delete;
    CellShades& operator=(const CellShades&) = delete;
    [[nodiscard]] std::uint8_t operator()(CellIndex cell) const;

private:
    std::unique_ptr<ShadeRules> m_rules;
};

class BoardRaster {
public:
    BoardRaster();

    // Brings the board up to date with what changed in the scene (MazeScene::takeDirty).
    void apply(const MazeScene& scene, const MazeScene::Dirty& dirty);
    // Redraws every block from the scene (reallocating if the maze changed size).
    void rebuild(const MazeScene& scene);
    // Redraws the blocks of one cell: its room, passages and corners.
    void updateCell(const MazeScene& scene, CellIndex cell);
    // Only the colour table changes: the board keeps its bytes.
    void setPalette(const MazePalette& palette);

    // Null when the board could not be allocated (the view then shows an empty picture), and for
    // a maze of cells that are not square, which ShapeRenderer draws without a board.
    [[nodiscard]] bool isNull() const { return m_board.isNull(); }
    [[nodiscard]] const QImage& image() const { return m_board; }
    [[nodiscard]] int width() const { return m_board.width(); }
    [[nodiscard]] int height() const { return m_board.height(); }
    [[nodiscard]] const std::uint8_t* row(int by) const { return m_board.constScanLine(by); }
    [[nodiscard]] std::uint8_t at(int bx, int by) const { return row(by)[bx]; }
    [[nodiscard]] const MazePalette& palette() const { return m_palette; }
    [[nodiscard]] const QRgb* colours() const { return m_colours.data(); }
    [[nodiscard]] QRgb colour(std::uint8_t shade) const { return m_colours[shade]; }
    // Colours of open blocks that show nothing but the maze (rooms and passages not searched,
    // plain or weighted): what a view layer's heat map may recolour.
    [[nodiscard]] std::vector<QRgb> plainColours() const;

    // The overlay mipmap, brought up to `levels` levels on demand (const: it is a cache of the
    // board); returns how many levels are built.
    int ensureMipLevels(int levels) const { return m_mip.ensure(m_board, levels); }
    [[nodiscard]] const BoardMipmap::Level& mipLevel(int k) const { return m_mip.level(k); }

private:
    void rebuildColourTable();
    // The overlay was cleared: puts the bare maze's board back where it was drawn over, or
    // rebuilds if the maze has changed since that board was kept.
    void clearOverlay(const MazeScene& scene);
    void keepBareBoard(const MazeScene& scene);

    QImage m_board; // Indexed8, one Shade per block
    MazePalette m_palette;
    std::array<QRgb, 256> m_colours{};
    mutable BoardMipmap m_mip;
    // The board of the maze with no overlay, as of the scene's m_bareRevision (a new solve's
    // first frame restores it instead of redrawing every cell), and the rows of m_board that
    // may differ from it.
    std::vector<std::uint8_t> m_bare;
    std::uint64_t m_bareRevision = 0;
    bool m_hasBare = false;
    int m_changedFrom = 0;
    int m_changedTo = -1;
};

} // namespace mazelab::ui
