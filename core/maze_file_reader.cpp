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
#include <functional>
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
    BodyReader(LineReader& lines, Size size, bool rowsVary)
        : m_lines(lines), m_size(size), m_rowsVary(rowsVary) {}

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
    // The body of a maze whose cells are not square, after its `passages` line: a row per row of
    // cells (a polar maze's rings), each cell's open slots as two hexadecimal digits (bit s for
    // slot s), separated by spaces. Like the art, every row is checked before the maze is made.
    Maze readPassages(const FileHeader& header) {
        const Shape shape = shapeOf(header);
        const bool polar = shape.kind() == ShapeKind::Polar;
        const int rows = polar ? shape.ringCount() : shape.size().height;
        const auto rowLength = [&](int y) {
            return polar ? shape.cellsInRing(y) : shape.size().width;
        };
        std::vector<std::vector<std::string_view>> cells(static_cast<std::size_t>(rows));
        std::vector<int> lineOf(static_cast<std::size_t>(rows));
        for (int y = 0; y < rows; ++y) {
            std::string_view line;
            if (!m_lines.next(line))
                fail(m_lines.endLine(), "the file ends inside the passages after " +
                                            std::to_string(y) + " of " + std::to_string(rows) +
                                            " rows: " + passagesShape(polar));
            lineOf[std::size_t(y)] = m_lines.number();
            cells[std::size_t(y)] = words(line);
            if (cells[std::size_t(y)].size() != std::size_t(rowLength(y)))
                fail(m_lines.number(),
                     rowWidthMessage("passages", y + 1, cells[std::size_t(y)].size(), "entries",
                                     rowLength(y), "two hexadecimal digits of open slots"));
        }

        Maze maze(shape);
        std::vector<SlotSet> written(std::size_t(maze.cellCount()));
        for (int y = 0; y < rows; ++y)
            for (int x = 0; x < rowLength(y); ++x) {
                const CellIndex i = maze.index(Cell{x, y});
                const int number = lineOf[std::size_t(y)];
                const SlotSet bits =
                    readSlotByte(cells[std::size_t(y)][std::size_t(x)], x, y, number);
                const int slots = maze.slotCount(i);
                for (int s = 0; s < kMaxSlots; ++s) {
                    if (!(bits & (1u << s)))
                        continue;
                    if (s >= slots)
                        fail(number, "cell " + toString(Cell{x, y}) + " opens slot " +
                                         std::to_string(s) + ", but it has slots 0 to " +
                                         std::to_string(slots - 1));
                    const CellIndex n = maze.slotNeighbour(i, Slot(s));
                    if (n < 0)
                        fail(number, "the outer boundary must be closed: cell " +
                                         toString(Cell{x, y}) + " opens slot " + std::to_string(s) +
                                         ", which leads outside the maze");
                    // Unchecked: a weave crossing is checked once every cell is read.
                    maze.carveSlotInside(i, Slot(s), n);
                }
                written[std::size_t(i)] = bits;
            }
        // Every passage is written on both of its sides: a side written alone shows up as a cell
        // whose bits grew when its neighbour opened the passage.
        for (CellIndex i = 0; i < maze.cellCount(); ++i) {
            const SlotSet extra = SlotSet(maze.openSlots(i) & ~written[std::size_t(i)]);
            if (extra == 0)
                continue;
            const Cell c = maze.cellAt(i);
            int s = 0;
            while (!(extra & (1u << s)))
                ++s;
            fail(lineOf[std::size_t(c.y)],
                 "cell " + toString(c) + " does not open slot " + std::to_string(s) +
                     ", but its neighbour " +
                     toString(maze.cellAt(maze.slotNeighbour(i, Slot(s)))) +
                     " opens the passage back to it: write a passage on both of its sides");
        }
        if (maze.shapeKind() == ShapeKind::Weave)
            checkCrossings(maze, lineOf);
        maze.setEndpoints(Cell{int(header.start.x), int(header.start.y)},
                          Cell{int(header.goal.x), int(header.goal.y)});
        return maze;
    }

    // Every passage under a cell (written from its west or north end, slots 4 and 5) crosses a
    // straight corridor at right angles, and one cell carries one crossing: the rule that Maze
    // keeps (docs/file-format.md). The line named is that of the passage's west or north end.
    static void checkCrossings(const Maze& maze, const std::vector<int>& lineOf) {
        for (CellIndex i = 0; i < maze.cellCount(); ++i)
            for (const Slot s : {Slot(kFirstUnderSlot), Slot(kFirstUnderSlot + 1)}) {
                if (!(maze.openSlots(i) & (1u << s)))
                    continue;
                const Cell from = maze.cellAt(i);
                const CellIndex m = maze.slotNeighbour(i, Slot(s - kFirstUnderSlot));
                const Cell middle = maze.cellAt(m);
                const std::string passage = "cell " + toString(from) + " opens slot " +
                                            std::to_string(s) + " to " +
                                            toString(maze.cellAt(maze.slotNeighbour(i, s))) +
                                            ", under cell " + toString(middle) + ", ";
                const bool eastWest = s == kFirstUnderSlot;
                const bool crossedBothWays =
                    middle.x > 0 && middle.y > 0 &&
                    (maze.openSlots(m - 1) & (1u << kFirstUnderSlot)) &&
                    (maze.openSlots(m - maze.width()) & (1u << (kFirstUnderSlot + 1)));
                if (crossedBothWays)
                    fail(lineOf[std::size_t(from.y)],
                         passage + "but another passage runs under that cell too: one cell "
                                   "carries at most one crossing");
                const SlotSet across = eastWest ? SlotSet(0x0A) : SlotSet(0x05); // N+S, E+W
                if (maze.openSlots(m) != across)
                    fail(lineOf[std::size_t(from.y)],
                         passage + "which must be a straight corridor across it: open through " +
                             (eastWest ? "slots 1 and 3 (south and north)"
                                       : "slots 0 and 2 (east and west)") +
                             " and no others, but its open slots are " +
                             slotList(maze.openSlots(m)));
            }
    }

    static std::string slotList(SlotSet slots) {
        std::string text;
        for (int s = 0; s < kMaxSlots; ++s)
            if (slots & (1u << s))
                text += (text.empty() ? "" : ", ") + std::to_string(s);
        return text.empty() ? "none" : text;
    }

    // After the art or the passages: blank lines, then optionally the costs and the mask
    // sections (in either order, each at most once), then blank lines.
    void readRest(Maze& maze) {
        m_rowLength = [&maze](int y) { return maze.rowLength(y); };
        std::string_view line;
        bool costsRead = false;
        bool maskRead = false;
        std::string_view last = maze.isSquare() ? "maze art" : "passages";
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
    // "a row per ring, of the ring's cells" or "a row of 20 entries per row of cells".
    std::string passagesShape(bool polar) const {
        if (polar)
            return "the passages section has a row per ring, one entry per cell of the ring";
        return "the passages section has one row of " + std::to_string(m_size.width) +
               " entries per row of cells";
    }

    // Two hexadecimal digits: a cell's open slots.
    static SlotSet readSlotByte(std::string_view text, int x, int y, int line) {
        const auto digit = [](char c) {
            return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
        };
        if (text.size() != 2 || digit(text[0]) < 0 || digit(text[1]) < 0)
            fail(line, "cell " + toString(Cell{x, y}) + " is written " + excerpt(text) +
                           ": write its open slots as two hexadecimal digits (0-9, a-f), bit s "
                           "for slot s");
        return SlotSet(digit(text[0]) * 16 + digit(text[1]));
    }

    // Row y of the mask or costs section, which have one row of `items` per row of cells.
    std::string_view nextSectionRow(std::string_view section, int y, std::string_view items) {
        std::string_view line;
        if (!m_lines.next(line))
            fail(m_lines.endLine(),
                 "the file ends inside the " + std::string(section) + " after " +
                     std::to_string(y) + " of " + std::to_string(m_size.height) + " rows: the " +
                     std::string(section) + " section has one row of " +
                     (m_rowsVary ? std::string("the row's") : std::to_string(m_size.width)) + " " +
                     std::string(items) + " per row of cells");
        return line;
    }

    // H rows of W characters: '.' a cell of the maze, '#' a cell switched off (no passages).
    void readMask(Maze& maze) {
        for (int y = 0; y < m_size.height; ++y) {
            const int width = m_rowLength(y);
            const std::string_view row = trimmed(nextSectionRow("mask", y, "characters"));
            if (row.size() != std::size_t(width))
                fail(m_lines.number(),
                     rowWidthMessage("mask", y + 1, row.size(), "characters", width, kMaskHint));
            for (int x = 0; x < width; ++x) {
                const char c = row[std::size_t(x)];
                if (c == kMaskOn)
                    continue;
                if (c != kMaskOff)
                    fail(m_lines.number(), "mask character " +
                                               excerpt(row.substr(std::size_t(x), 1)) +
                                               " of cell " + toString(Cell{x, y}) +
                                               ": use '.' for a cell of the maze, '#' for one "
                                               "switched off");
                const Cell cell{x, y};
                const CellIndex i = maze.index(cell);
                if (cell == maze.start() || cell == maze.goal())
                    fail(m_lines.number(), "cell " + toString(cell) + " is the " +
                                               (cell == maze.start() ? "start" : "goal") +
                                               " and cannot be switched off in the mask");
                if (maze.openSlots(i) != 0)
                    fail(m_lines.number(),
                         "cell " + toString(cell) +
                             " is switched off in the mask but has a passage "
                             "in the maze " +
                             (maze.isSquare() ? "art: a masked cell has four walls"
                                              : "passages: a masked cell has "
                                                "no passage"));
                maze.setActive(i, false);
            }
        }
    }

    void readCosts(Maze& maze) {
        const std::string range =
            std::to_string(Maze::kMinCost) + " to " + std::to_string(Maze::kMaxCost);
        for (int y = 0; y < m_size.height; ++y) {
            const int width = m_rowLength(y);
            const std::string_view line = nextSectionRow("costs", y, "numbers");
            if (readPlainCostRow(line, maze, maze.rowStart(y), width))
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
                maze.setCost(maze.rowStart(y) + x, int(cost));
            }
        }
    }

    LineReader& m_lines;
    Size m_size;                         // rows and the longest row
    bool m_rowsVary;                     // a polar maze's rings
    std::function<int(int)> m_rowLength; // cells in row y, once the maze exists
};

} // namespace

MazeDocument readMazeText(std::string_view text) {
    LineReader lines(text);
    std::string_view firstArtLine;
    const FileHeader header = readFileHeader(lines, firstArtLine);
    const bool square = header.shape == ShapeKind::Square;
    const bool passages = trimmed(firstArtLine) == kPassagesKeyword;
    if (square == passages)
        throw MazeFileError(lines.number(),
                            square ? "a square maze is drawn as art ('+---+' lines), not as "
                                     "passages; for other cells write a 'cells' line first"
                                   : "a " + std::string(shapeId(header.shape)) +
                                         " maze's body is a 'passages' section, not art");
    const Shape shape = shapeOf(header);
    const bool polar = shape.kind() == ShapeKind::Polar;
    // Rows and the longest row, as Maze::size() will say, without making the maze yet.
    const Size rows =
        polar ? Size{shape.cellsInRing(shape.ringCount() - 1), shape.ringCount()} : shape.size();
    BodyReader body(lines, rows, polar);
    MazeDocument document{square ? body.readArt(firstArtLine, header) : body.readPassages(header),
                          header.provenance};
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
