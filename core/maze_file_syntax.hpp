#pragma once
// The words and characters of maze files (docs/file-format.md) that both the reader
// (maze_file_reader.cpp) and the writer (maze_file.cpp) use. Internal to core.

#include <string_view>

namespace mazelab::file_syntax {

inline constexpr std::string_view kCostsKeyword = "costs";
// The body of a maze whose cells are not square: a row of open-slot bytes per row of cells.
inline constexpr std::string_view kPassagesKeyword = "passages";
inline constexpr std::string_view kMaskKeyword = "mask";
inline constexpr char kMaskOff = '#';
inline constexpr char kMaskOn = '.';
// The keys of `shape` lines.
inline constexpr std::string_view kShapeKeys[] = {"braid", "symmetry", "terrain"};

} // namespace mazelab::file_syntax
