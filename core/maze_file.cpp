// Writing maze files (docs/file-format.md), and the file wrappers of maze_file.hpp; the reader is
// in maze_file_reader.cpp.

#include "core/maze_file.hpp"

#include "core/maze_file_syntax.hpp"
#include "core/movingai.hpp"
#include "core/shape.hpp"
#include "core/text_fields.hpp"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <memory>
#include <set>
#include <system_error>

namespace mazelab {

namespace {

using namespace text;
using namespace file_syntax;

// The system's explanation of an errno value, e.g. "No such file or directory".
std::string reason(int error) {
    return std::generic_category().message(error);
}

// The writer refuses what the reader would refuse, so that every written file reads back.
void checkWritable(const Provenance& provenance) {
    const auto refuse = [](const std::string& what) {
        throw MazeFileError(0, "cannot write the maze file: " + what);
    };
    if (!isWord(provenance.generator))
        refuse("the generator id " + excerpt(provenance.generator) +
               " must be one word without spaces or control characters");
    std::set<std::string_view> keys;
    for (const std::string& param : provenance.params) {
        const std::size_t equals = param.find('=');
        if (!isWord(param) || equals == std::string::npos || equals == 0 ||
            equals + 1 == param.size())
            refuse("parameter " + excerpt(param) +
                   " must be key=value without spaces or control characters");
        const std::string_view key = std::string_view(param).substr(0, equals);
        if (!keys.insert(key).second)
            refuse("parameter " + excerpt(key) + " is given twice");
    }
    std::set<std::string_view> shapeKeys;
    for (const std::string& shape : provenance.shaping) {
        const std::size_t equals = shape.find('=');
        const std::string_view key = std::string_view(shape).substr(0, equals);
        if (!isWord(shape) || equals == std::string::npos || equals + 1 == shape.size() ||
            std::find(std::begin(kShapeKeys), std::end(kShapeKeys), key) == std::end(kShapeKeys) ||
            !shapeKeys.insert(key).second)
            refuse("shaping " + excerpt(shape) +
                   " must be braid=, symmetry= or terrain= with a value, each at most once");
    }
}

void appendNumber(std::string& text, std::uint64_t value) {
    char buffer[24];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    text.append(buffer, std::size_t(result.ptr - buffer));
}

struct FileCloser {
    void operator()(std::FILE* file) const { std::fclose(file); }
};
using FilePointer = std::unique_ptr<std::FILE, FileCloser>;

void writeHeader(std::string& text, const MazeDocument& document) {
    const Maze& maze = document.maze;
    text += std::string(kMazeFileMagic) + " " + std::to_string(kMazeFileVersion) + "\n";
    if (!maze.isSquare())
        text += "cells " + std::string(shapeId(maze.shapeKind())) + "\n";
    if (maze.shapeKind() == ShapeKind::Polar)
        text += "rings " + std::to_string(maze.height()) + "\n";
    else
        text += "size " + toString(maze.size()) + "\n";
    text += "start " + toString(maze.start()) + "\n";
    text += "goal " + toString(maze.goal()) + "\n";
    if (const auto& provenance = document.provenance) {
        text += "generator " + provenance->generator + "\n";
        text += "seed ";
        appendNumber(text, provenance->seed);
        text += "\n";
        for (const std::string& param : provenance->params)
            text += "param " + param + "\n";
        for (const std::string& shape : provenance->shaping)
            text += "shape " + shape + "\n";
    }
}

// The art, written in place: 2H+1 lines of 4W+1 characters and a newline, each group of four
// characters picked by a table lookup rather than a branch on the random wall pattern.
void writeArt(std::string& text, const Maze& maze) {
    static constexpr char kGroups[][5] = {"+---", "+   ", "|   ", "    "};
    const int width = maze.width();
    const int height = maze.height();
    const std::size_t artStart = text.size();
    text.resize(artStart + std::size_t(2 * height + 1) * std::size_t(4 * width + 2));
    char* out = text.data() + artStart;
    for (int y = 0; y <= height; ++y) {
        // The wall line above row y (below the last row when y == height).
        const bool inner = y > 0 && y < height;
        for (int x = 0; x < width; ++x, out += 4) {
            const bool open = inner && maze.isOpen(y * width + x, Dir::North);
            std::memcpy(out, kGroups[int(open)], 4);
        }
        std::memcpy(out, "+\n", 2);
        out += 2;
        if (y == height)
            break;
        for (int x = 0; x < width; ++x, out += 4) {
            const bool open = x > 0 && maze.isOpen(y * width + x, Dir::West);
            std::memcpy(out, kGroups[2 + int(open)], 4);
        }
        std::memcpy(out, "|\n", 2);
        out += 2;
    }
}

// The other shapes' body: a row of cells per line, each cell's open slots as two hexadecimal
// digits.
void writePassages(std::string& text, const Maze& maze) {
    static constexpr char kDigits[] = "0123456789abcdef";
    text += kPassagesKeyword;
    text += "\n";
    for (int y = 0; y < maze.height(); ++y) {
        const CellIndex first = maze.rowStart(y);
        for (int x = 0; x < maze.rowLength(y); ++x) {
            const SlotSet bits = maze.openSlots(first + x);
            if (x > 0)
                text += ' ';
            text += kDigits[bits >> 4];
            text += kDigits[bits & 15u];
        }
        text += "\n";
    }
}

void writeCosts(std::string& text, const Maze& maze) {
    text += kCostsKeyword;
    text += "\n";
    for (int y = 0; y < maze.height(); ++y) {
        const int width = maze.rowLength(y);
        const CellIndex rowFirst = maze.rowStart(y);
        // At most three digits and a separator per cell.
        const std::size_t rowCapacity = std::size_t(4 * width);
        const std::size_t rowStart = text.size();
        text.resize(rowStart + rowCapacity);
        char* const first = text.data() + rowStart;
        char* p = first;
        for (int x = 0; x < width; ++x) {
            if (x > 0)
                *p++ = ' ';
            p = std::to_chars(p, first + rowCapacity, maze.cost(rowFirst + x)).ptr;
        }
        *p++ = '\n';
        text.resize(rowStart + std::size_t(p - first));
    }
}

void writeMask(std::string& text, const Maze& maze) {
    text += kMaskKeyword;
    text += "\n";
    for (int y = 0; y < maze.height(); ++y) {
        for (int x = 0; x < maze.rowLength(y); ++x)
            text += maze.isActive(maze.rowStart(y) + x) ? kMaskOn : kMaskOff;
        text += "\n";
    }
}

} // namespace

std::string writeMazeText(const MazeDocument& document) {
    const Maze& maze = document.maze;
    if (document.provenance)
        checkWritable(*document.provenance);
    const bool costs = !maze.hasUnitCosts();
    std::string text;
    text.reserve(256 + std::size_t(2 * maze.height() + 1) * std::size_t(4 * maze.width() + 2) +
                 (costs ? 8 + std::size_t(maze.height()) * std::size_t(maze.width()) * 4 : 0));
    writeHeader(text, document);
    if (maze.isSquare())
        writeArt(text, maze);
    else
        writePassages(text, maze);
    if (costs)
        writeCosts(text, maze);
    if (maze.hasMask())
        writeMask(text, maze);
    return text;
}

void saveMazeFile(const std::string& path, const MazeDocument& document) {
    // A maze file named .map would not open again: loadMazeFile reads that name as a map.
    if (isMovingAiMapPath(path))
        throw MazeFileError(0, "cannot save the maze to '" + path +
                                   "': a .map file is a Moving AI map, which mazelab opens but "
                                   "does not write; save the maze as a .maze file");
    saveTextFile(path, writeMazeText(document), "the maze");
}

std::string readTextFile(const std::string& path, const std::string& what) {
    const FilePointer file(std::fopen(path.c_str(), "rb"));
    if (!file)
        throw MazeFileError(0, "cannot open the " + std::string(what) + " '" + path + "': " +
                                   reason(errno));
    std::string text;
    char buffer[1 << 16];
    std::size_t count = 0;
    while ((count = std::fread(buffer, 1, sizeof buffer, file.get())) > 0)
        text.append(buffer, count);
    if (std::ferror(file.get()))
        throw MazeFileError(0, "cannot read the " + std::string(what) + " '" + path + "': " +
                                   reason(errno));
    return text;
}

MazeDocument loadMazeFile(const std::string& path) {
    if (isMovingAiMapPath(path))
        return readMovingAiMap(readTextFile(path, "map file"));
    return readMazeText(readTextFile(path, "maze file"));
}

std::vector<std::uint8_t> loadMaskFile(const std::string& path, Size size) {
    return readMaskText(readTextFile(path, "mask file"), size);
}

} // namespace mazelab
