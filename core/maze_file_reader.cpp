// Reading maze files (docs/file-format.md): the header section (maze_file_header.cpp), then the
// art and the optional costs and mask sections (BodyReader); and mask files. Every check names
// the line and what to write instead; nothing is allocated for the maze before its art has been
// checked.

#include "core/maze_file.hpp"

#include "core/maze_file_header.hpp"
#include "core/maze_file_syntax.hpp"
#include "core/text_fields.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <vector>

namespace mazelab {
namespace {

using namespace text;
using namespace file_syntax;

[[noreturn]] void fail(int line, const std::string& message) {
    throw MazeFileError(line, message);
}

// Four art characters as one number, so that a whole group compares in one step.
std::uint32_t artGroup(const char* text) {
    std::uint32_t value = 0;
    std::memcpy(&value, text, 4);
    return value;
}

// "mask row 3 has 7 characters: it must have 8, one per cell, '.' on or '#' off"
std::string rowWidthMessage(std::string_view section, int row, std::size_t has,
                            std::string_view items, int width, std::string_view hint) {
    return std::string(section) + " row " + std::to_string(row) + " has " + std::to_string(has) +
           " " + std::string(items) + ": it must have " + std::to_string(width) +
           ", one per cell, " + std::string(hint);
}

constexpr std::string_view kMaskHint = "'.' on or '#' off";

// The quick checks of an art line run over a random pattern of walls and passages, so they
// avoid branches that depend on it (a mispredicted branch per cell would dominate the load
// time of a large maze). Only when a line fails do the careful checks run to name the error.
bool isPlainWallRow(std::string_view line, int width, bool outer) {
    const std::uint32_t wall = artGroup("+---");
    const std::uint32_t passage = outer ? wall : artGroup("+   ");
    unsigned ok = line.back() == '+';
    for (int x = 0; x < width; ++x) {
        const std::uint32_t group = artGroup(line.data() + 4 * x);
        ok &= unsigned(group == wall) | unsigned(group == passage);
    }
    return ok != 0;
}

bool isPlainCellRow(std::string_view line, int width) {
    const std::uint32_t wall = artGroup("|   ");
    const std::uint32_t passage = artGroup("    ");
    unsigned ok = unsigned(line.front() == '|') & unsigned(line.back() == '|');
    for (int x = 0; x < width; ++x) {
        const std::uint32_t group = artGroup(line.data() + 4 * x);
        ok &= unsigned(group == wall) | unsigned(group == passage);
    }
    return ok != 0;
}

// Reads a row of costs the quick way (numbers of one to three digits separated by spaces or
// tabs, all in range) into the maze; false if the row needs the careful reading, which either
// accepts it (e.g. "007") or names its error.
bool readPlainCostRow(std::string_view line, Maze& maze, CellIndex first, int width) {
    const char* p = line.data();
    const char* const end = p + line.size();
    for (int x = 0; x < width; ++x) {
        while (p != end && isSpace(*p))
            ++p;
        int value = 0;
        int digits = 0;
        for (; p != end && *p >= '0' && *p <= '9' && digits <= 3; ++p, ++digits)
            value = value * 10 + (*p - '0');
        if (digits == 0 || digits > 3 || value < Maze::kMinCost || value > Maze::kMaxCost ||
            (p != end && !isSpace(*p)))
            return false;
        maze.setCost(first + x, value);
    }
    while (p != end && isSpace(*p))
        ++p;
    return p == end;
}

// The art and the sections after it, for a maze of the header's size.
class BodyReader {
public:
    BodyReader(LineReader& lines, Size size) : m_lines(lines), m_size(size) {}

    // Validates all 2H+1 art lines first and only then allocates and carves the maze, so that a
    // short file claiming a huge size costs nothing.
    Maze readArt(std::string_view firstLine, const FileHeader& header) {
        const int rows = 2 * m_size.height + 1;
        const std::size_t length = std::size_t(4 * m_size.width + 1);
        std::vector<std::string_view> art;
        art.reserve(std::size_t(rows));
        std::string_view line = firstLine;
        for (int row = 0; row < rows; ++row) {
            if (row > 0 && !m_lines.next(line))
                fail(m_lines.endLine(), "the file ends inside the maze art after " +
                                            std::to_string(row) + " of its " + artShape(m_size));
            if (line.size() != length)
                fail(m_lines.number(), "art line " + std::to_string(row + 1) + " is " +
                                           std::to_string(line.size()) +
                                           " characters long: the maze has " + artShape(m_size));
            const bool outer = row == 0 || row == rows - 1;
            if (row % 2 == 0 && !isPlainWallRow(line, m_size.width, outer))
                checkWallRow(line, row / 2);
            else if (row % 2 == 1 && !isPlainCellRow(line, m_size.width))
                checkCellRow(line, row / 2);
            art.push_back(line);
        }

        Maze maze(m_size);
        const int width = m_size.width;
        for (int y = 0; y < m_size.height; ++y) {
            const char* cells = art[std::size_t(2 * y + 1)].data();
            const char* below = art[std::size_t(2 * y + 2)].data();
            for (int x = 0; x < width; ++x) {
                const CellIndex i = y * width + x;
                if (x + 1 < width && cells[4 * (x + 1)] == ' ')
                    maze.carve(i, Dir::East);
                if (y + 1 < m_size.height && below[4 * x + 1] == ' ')
                    maze.carve(i, Dir::South);
            }
        }
        maze.setEndpoints(Cell{int(header.start.x), int(header.start.y)},
                          Cell{int(header.goal.x), int(header.goal.y)});
        return maze;
    }

private:
    // A line above, between or below rows of cells: '+' at every 4th column and '---' (wall) or
    // three spaces (passage) between; the first and last such lines are the closed boundary.
    void checkWallRow(std::string_view line, int boundaryY) const {
        const int number = m_lines.number();
        const bool outer = boundaryY == 0 || boundaryY == m_size.height;
        for (int x = 0; x <= m_size.width; ++x) {
            const std::size_t at = std::size_t(4 * x);
            const std::string column = std::to_string(at + 1);
            if (line[at] != '+')
                fail(number, "column " + column + " should be a corner '+', found " +
                                 excerpt(line.substr(at, 1)) +
                                 ": corners sit at columns 1, 5, 9, ... of every other art line");
            if (x == m_size.width)
                break;
            const std::string_view wall = line.substr(at + 1, 3);
            const std::string columns = std::to_string(at + 2) + "-" + std::to_string(at + 4);
            if (wall == "---" || (wall == "   " && !outer))
                continue;
            if (wall == "   ")
                fail(number, "the outer boundary must be closed: the " +
                                 std::string(boundaryY == 0 ? "top" : "bottom") +
                                 " edge has a gap at columns " + columns + " (cell " +
                                 toString(Cell{x, boundaryY == 0 ? 0 : m_size.height - 1}) +
                                 "); write '---'");
            fail(number, "inconsistent wall " + excerpt(wall) + " at columns " + columns +
                             ": between two corners write '---' for a wall or three spaces for "
                             "a passage");
        }
    }

    // A line through a row of cells: '|' (wall) or a space (passage) at every 4th column, the
    // first and last always '|', and three spaces inside each cell.
    void checkCellRow(std::string_view line, int y) const {
        const int number = m_lines.number();
        for (int x = 0; x <= m_size.width; ++x) {
            const std::size_t at = std::size_t(4 * x);
            const std::string column = std::to_string(at + 1);
            const bool outer = x == 0 || x == m_size.width;
            if (outer && line[at] == ' ')
                fail(number, "the outer boundary must be closed: the " +
                                 std::string(x == 0 ? "west" : "east") +
                                 " edge has a gap at column " + column + " (cell " +
                                 toString(Cell{x == 0 ? 0 : x - 1, y}) + "); write '|'");
            if (line[at] != '|' && line[at] != ' ')
                fail(number, "unexpected character " + excerpt(line.substr(at, 1)) + " at column " +
                                 column +
                                 ": between two cells write '|' for a wall or a space for a "
                                 "passage");
            if (x == m_size.width)
                break;
            const std::string_view inside = line.substr(at + 1, 3);
            if (inside != "   ")
                fail(number, "cell " + toString(Cell{x, y}) + " is written " + excerpt(inside) +
                                 " at columns " + std::to_string(at + 2) + "-" +
                                 std::to_string(at + 4) +
                                 ": the inside of a cell must be three spaces");
        }
    }

public:
    // After the art: blank lines, then optionally the costs and the mask sections (in either
    // order, each at most once), then blank lines.
    void readRest(Maze& maze) {
        std::string_view line;
        bool costsRead = false;
        bool maskRead = false;
        std::string_view last = "maze art";
        while (m_lines.next(line)) {
            const std::string_view content = trimmed(line);
            if (content.empty())
                continue;
            if (!costsRead && content == kCostsKeyword) {
                readCosts(maze);
                costsRead = true;
                last = "costs";
                continue;
            }
            if (!maskRead && content == kMaskKeyword) {
                readMask(maze);
                maskRead = true;
                last = "mask";
                continue;
            }
            std::string allowed;
            if (!costsRead)
                allowed = "a 'costs' section";
            if (!maskRead)
                allowed += std::string(allowed.empty() ? "" : ", ") + "a 'mask' section";
            fail(m_lines.number(), "trailing junk " + excerpt(content) + " after the " +
                                       std::string(last) + ": only " + allowed +
                                       (allowed.empty() ? "" : " and ") +
                                       "blank lines may follow");
        }
    }

private:
    // Row y of the mask or costs section, which have one row of W `items` per row of cells.
    std::string_view nextSectionRow(std::string_view section, int y, std::string_view items) {
        std::string_view line;
        if (!m_lines.next(line))
            fail(m_lines.endLine(), "the file ends inside the " + std::string(section) + " after " +
                                        std::to_string(y) + " of " +
                                        std::to_string(m_size.height) + " rows: the " +
                                        std::string(section) + " section has one row of " +
                                        std::to_string(m_size.width) + " " + std::string(items) +
                                        " per row of cells");
        return line;
    }

    // H rows of W characters: '.' a cell of the maze, '#' a cell switched off (no passages).
    void readMask(Maze& maze) {
        const int width = m_size.width;
        for (int y = 0; y < m_size.height; ++y) {
            const std::string_view row = trimmed(nextSectionRow("mask", y, "characters"));
            if (row.size() != std::size_t(width))
                fail(m_lines.number(),
                     rowWidthMessage("mask", y + 1, row.size(), "characters", width, kMaskHint));
            for (int x = 0; x < width; ++x) {
                const char c = row[std::size_t(x)];
                if (c == kMaskOn)
                    continue;
                if (c != kMaskOff)
                    fail(m_lines.number(), "mask character " + excerpt(row.substr(std::size_t(x), 1)) +
                                               " of cell " + toString(Cell{x, y}) +
                                               ": use '.' for a cell of the maze, '#' for one "
                                               "switched off");
                const CellIndex i = y * width + x;
                const Cell cell{x, y};
                if (cell == maze.start() || cell == maze.goal())
                    fail(m_lines.number(), "cell " + toString(cell) + " is the " +
                                               (cell == maze.start() ? "start" : "goal") +
                                               " and cannot be switched off in the mask");
                if (maze.openDirs(i) != 0)
                    fail(m_lines.number(), "cell " + toString(cell) +
                                               " is switched off in the mask but has a passage "
                                               "in the maze art: a masked cell has four walls");
                maze.setActive(i, false);
            }
        }
    }

    void readCosts(Maze& maze) {
        const int width = m_size.width;
        const std::string range =
            std::to_string(Maze::kMinCost) + " to " + std::to_string(Maze::kMaxCost);
        for (int y = 0; y < m_size.height; ++y) {
            const std::string_view line = nextSectionRow("costs", y, "numbers");
            if (readPlainCostRow(line, maze, y * width, width))
                continue;
            const auto numbers = words(line);
            if (numbers.size() != std::size_t(width))
                fail(m_lines.number(), rowWidthMessage("cost", y + 1, numbers.size(), "numbers",
                                                       width, "separated by spaces"));
            for (int x = 0; x < width; ++x) {
                const std::string_view text = numbers[std::size_t(x)];
                std::int64_t cost = 0;
                const NumberStatus status = parseNumber(text, cost);
                if (status == NumberStatus::NotANumber)
                    fail(m_lines.number(), "cost " + excerpt(text) + " of cell " +
                                               toString(Cell{x, y}) +
                                               " is not a whole number: costs are " + range);
                if (status == NumberStatus::TooLarge || cost < Maze::kMinCost ||
                    cost > Maze::kMaxCost)
                    fail(m_lines.number(), "cost " + shortened(text) + " of cell " +
                                               toString(Cell{x, y}) +
                                               " is out of range: costs must be " + range);
                maze.setCost(y * width + x, int(cost));
            }
        }
    }

    LineReader& m_lines;
    Size m_size;
};

} // namespace

MazeDocument readMazeText(std::string_view text) {
    LineReader lines(text);
    std::string_view firstArtLine;
    const FileHeader header = readFileHeader(lines, firstArtLine);
    BodyReader body(lines, header.size);
    MazeDocument document{body.readArt(firstArtLine, header), header.provenance};
    body.readRest(document.maze);
    return document;
}

std::vector<std::uint8_t> readMaskText(std::string_view text, Size size) {
    std::vector<std::uint8_t> mask;
    mask.reserve(std::size_t(size.cells()));
    int lineNumber = 0;
    int rows = 0;
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t end = std::min(text.find('\n', at), text.size());
        std::string_view line = text.substr(at, end - at);
        at = end + 1;
        ++lineNumber;
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        const std::string_view row = trimmed(line);
        if (row.empty())
            continue;
        if (rows == size.height)
            throw MazeFileError(lineNumber, "the mask has more than " +
                                                std::to_string(size.height) +
                                                " rows: it must have one row per row of the " +
                                                toString(size) + " maze");
        if (row.size() != std::size_t(size.width))
            throw MazeFileError(lineNumber, rowWidthMessage("mask", rows + 1, row.size(),
                                                            "characters", size.width, kMaskHint));
        for (char c : row) {
            if (c != kMaskOn && c != kMaskOff)
                throw MazeFileError(lineNumber, "mask character " +
                                                    excerpt(std::string_view(&c, 1)) +
                                                    ": use '.' for a cell of the maze, '#' for "
                                                    "one switched off");
            mask.push_back(c == kMaskOff);
        }
        ++rows;
    }
    if (rows != size.height)
        throw MazeFileError(lineNumber + 1, "the mask has " + std::to_string(rows) +
                                                " rows: it must have " +
                                                std::to_string(size.height) + ", one per row of "
                                                "the " + toString(size) + " maze");
    return mask;
}

} // namespace mazelab
