#pragma once
// mazelab's plain-text maze files (docs/file-format.md): a version line, size, start, goal,
// optional provenance (generator, seed, parameters), the maze as ASCII art, optional costs.
// Loading validates everything and either returns a whole maze or throws MazeFileError naming
// the line and what is wrong; nothing is partially loaded.

#include "core/file_error.hpp"
#include "core/maze.hpp"
#include "core/safe_file.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mazelab {

struct Provenance {
    std::string generator;           // registry id
    std::uint64_t seed = 0;
    std::vector<std::string> params; // "key=value"
    // The shaping passes after the generator (core/shaping.hpp), "key=value" with the keys
    // braid, symmetry and terrain, as shapingProvenance writes them; empty for none.
    std::vector<std::string> shaping = {};
    friend bool operator==(const Provenance&, const Provenance&) = default;
};

struct MazeDocument {
    Maze maze{Size{Maze::kMinSide, Maze::kMinSide}};
    std::optional<Provenance> provenance;
};

inline constexpr int kMazeFileVersion = 1;
inline constexpr std::string_view kMazeFileMagic = "mazelab-maze";

[[nodiscard]] std::string writeMazeText(const MazeDocument& document);
[[nodiscard]] MazeDocument readMazeText(std::string_view text);

// A mask as text: H rows of W characters, '.' a cell of the maze, '#' a cell switched off (the
// same rows as a maze file's mask section). Returns one byte per cell, 1 = off, for
// GenerateRequest::mask; throws MazeFileError naming the line.
[[nodiscard]] std::vector<std::uint8_t> readMaskText(std::string_view text, Size size);
[[nodiscard]] std::vector<std::uint8_t> loadMaskFile(const std::string& path, Size size);

// File wrappers: errors opening, reading or writing the file are MazeFileError with line 0.
// loadMazeFile reads a path ending in ".map" as a Moving AI map (core/movingai.hpp), and
// saveMazeFile refuses to write one.
void saveMazeFile(const std::string& path, const MazeDocument& document);
[[nodiscard]] MazeDocument loadMazeFile(const std::string& path);

// Any text file (scenario files use it): the whole file; `what` names it ("cannot open the maze
// file '...': ..."). Saving goes through saveTextFile (core/safe_file.hpp): all or nothing.
[[nodiscard]] std::string readTextFile(const std::string& path, const std::string& what);

} // namespace mazelab
