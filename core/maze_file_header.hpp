#pragma once
// The header section of a maze file (docs/file-format.md): the magic line, then size, start,
// goal and the optional provenance. Internal to core: maze_file_reader.cpp reads the rest.

#include "core/maze_file.hpp"
#include "core/shape.hpp"
#include "core/text_fields.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace mazelab::file_syntax {

// A start or goal as written; coordinates too large for int64 saturate, which keeps them
// outside every maze without a second code path.
struct WrittenCell {
    std::int64_t x = 0;
    std::int64_t y = 0;
    std::string text;
};

// What the header says, checked: the size is allowed, start and goal are different cells inside
// the maze, and provenance has a generator and a seed or neither.
struct FileHeader {
    ShapeKind shape = ShapeKind::Square; // the `cells` line; square without one
    int rings = 0;                       // a polar maze's `rings` line
    Size size;                           // the `size` line of the other shapes
    WrittenCell start;
    WrittenCell goal;
    std::optional<Provenance> provenance;
};

// The shape the header describes (its size already checked).
[[nodiscard]] Shape shapeOf(const FileHeader& header);

// Reads from the first line up to the art and returns the header; `firstArtLine` is the first
// line of the art (square cells), or the `passages` line that starts the other shapes' body. Throws
// MazeFileError naming the line if anything is wrong or the art is missing.
[[nodiscard]] FileHeader readFileHeader(text::LineReader& lines, std::string_view& firstArtLine);

// "21 art lines (2H+1 for H = 10) of 81 characters each (4W+1 for W = 20)", for messages.
[[nodiscard]] std::string artShape(Size size);

} // namespace mazelab::file_syntax
