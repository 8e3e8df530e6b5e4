#pragma once
// Masks from pictures ("maze art"): a black-and-white image says which cells are part of the
// maze. Plain functions, no widgets.

#include "core/maze.hpp"

#include <QString>

#include <cstdint>
#include <vector>

class QImage;

namespace mazelab::ui {

// One byte per cell of a maze of `size` (row by row, 1 = switched off, as GenerateRequest::mask):
// the image scaled to the maze with nearest-neighbour sampling (each cell takes the pixel under
// its centre), dark pixels (grey level below 128, transparency over white) switching their cell
// off. An empty image gives no cell off.
[[nodiscard]] std::vector<std::uint8_t> maskFromImage(const QImage& image, Size size);

// The same mask for a maze of another size (nearest neighbour), so that a mask survives a change
// of size; empty stays empty.
[[nodiscard]] std::vector<std::uint8_t> rescaleMask(const std::vector<std::uint8_t>& mask,
                                                    Size from, Size to);

// Cells a mask leaves on.
[[nodiscard]] std::int64_t activeCells(const std::vector<std::uint8_t>& mask);

} // namespace mazelab::ui
