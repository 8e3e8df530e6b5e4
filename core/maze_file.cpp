#include "core/maze_file.hpp"

#include "core/text_fields.hpp"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <climits>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>
#include <set>
#include <system_error>

namespace mazelab {

MazeFileError::MazeFileError(int line, const std::string& message)
    : Error(line > 0 ? "line " + std::to_string(line) + ": " + message : message), m_line(line),
      m_detail(message) {}

namespace {

using namespace text;

constexpr std::string_view kCostsKeyword = "costs";
constexpr std::string_view kMaskKeyword = "mask";
constexpr char kMaskOff = '#';
constexpr char kMaskOn = '.';
constexpr std::string_view kShapeKeys[] = {"braid", "symmetry", "terrain"};

// The system's explanation of an errno value, e.g. "No such file or directory".
std::string reason(int error) {
    return std::generic_category().message(error);
}

// Four art characters as one number, so that a whole group compares in one step.
std::uint32_t artGroup(const char* text) {
    std::uint32_t value = 0;
    std::memcpy(&value, text, 4);
    return value;
}

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

// A start or goal as written; coordinates too large for int64 saturate, which keeps them
// outside every maze without a second code path.
struct WrittenCell {
    std::int64_t x = 0;
    std::int64_t y = 0;
    std::string text;
};

class Reader {
public:
    explicit Reader(std::string_view text) : m_lines(text) {}

    MazeDocument read() {
        readMagic();
        std::string_view firstArtLine;
        const bool hasArt = readHeader(firstArtLine);
        const int artLine = hasArt ? m_lines.number() : m_lines.endLine();
        checkHeader(artLine);
        if (!hasArt)
            fail(artLine, "the maze art is missing: after the header come " + artShape() +
                              ", the first one starting with '+'");
        MazeDocument document{readArt(firstArtLine), std::nullopt};
        if (m_generatorLine != 0)
            document.provenance = m_provenance;
        readRest(document.maze);
        return document;
    }

private:
    [[noreturn]] static void fail(int line, const std::string& message) {
        throw MazeFileError(line, message);
    }

    void readMagic() {
        const std::string expected =
            std::string(kMazeFileMagic) + " " + std::to_string(kMazeFileVersion);
        std::string_view line;
        if (!m_lines.next(line))
            fail(1, "not a mazelab maze file: the file is empty; the first line must be '" +
                        expected + "'");
        const auto fields = words(line);
        if (fields.empty() || fields[0] != kMazeFileMagic)
            fail(1, "not a mazelab maze file: the first line must be '" + expected + "', found " +
                        excerpt(line));
        if (fields.size() != 2)
            fail(1, "the first line must be '" + expected +
                        "' (the magic word and a version number), found " + excerpt(line));
        int version = 0;
        const NumberStatus status = parseNumber(fields[1], version);
        if (status != NumberStatus::Ok || version != kMazeFileVersion)
            fail(1, "maze file version " +
                        (status == NumberStatus::NotANumber ? excerpt(fields[1])
                                                            : std::string(fields[1])) +
                        " is not supported: this mazelab reads version " +
                        std::to_string(kMazeFileVersion));
    }

    // Reads header lines up to the first line starting with '+' (returned in artLine); false if
    // the file ends first.
    bool readHeader(std::string_view& artLine) {
        std::string_view line;
        while (m_lines.next(line)) {
            if (!line.empty() && line.front() == '+') {
                artLine = line;
                return true;
            }
            const std::string_view content = trimmed(line);
            if (content.empty() || content.front() == '#')
                continue;
            readHeaderLine(content);
        }
        return false;
    }

    void readHeaderLine(std::string_view content) {
        const int line = m_lines.number();
        // Tabs separate fields like spaces; every other control character is a mistake.
        const auto control = std::find_if(content.begin(), content.end(),
                                          [](char c) { return isControl(c) && c != '\t'; });
        if (control != content.end())
            fail(line, "unexpected control character " + excerpt(std::string_view(&*control, 1)) +
                           ": header lines hold printable text only");
        const auto fields = words(content);
        const std::string_view key = fields[0];
        if (key == "param") {
            readParam(fields, line);
            return;
        }
        if (key == "shape") {
            readShape(fields, line);
            return;
        }
        int* keyLine = key == "size"        ? &m_sizeLine
                       : key == "start"     ? &m_startLine
                       : key == "goal"      ? &m_goalLine
                       : key == "generator" ? &m_generatorLine
                       : key == "seed"      ? &m_seedLine
                                            : nullptr;
        if (!keyLine) {
            std::string hint;
            if (key == kCostsKeyword || key == kMaskKeyword)
                hint = " (the " + std::string(key) + " section comes after the maze art)";
            else if (key.front() == '|' || key.front() == '+')
                hint = " (maze art lines start in the first column, the first one with '+')";
            fail(line, "unknown key " + excerpt(key) + hint +
                           ": the header allows size, start, goal, generator, seed, param and "
                           "shape lines, blank lines and # comments");
        }
        if (*keyLine != 0)
            fail(line, std::string(key) + " is given twice (first on line " +
                           std::to_string(*keyLine) + "): each header key may appear once");
        if (fields.size() != 2)
            fail(line, std::string(key) + " takes exactly one value, e.g. '" +
                           std::string(example(key)) + "'");
        *keyLine = line;
        const std::string_view value = fields[1];
        if (key == "size")
            readSize(value, line);
        else if (key == "start")
            m_start = readCell(key, value, line);
        else if (key == "goal")
            m_goal = readCell(key, value, line);
        else if (key == "generator")
            m_provenance.generator = std::string(value);
        else
            readSeed(value, line);
    }

    static std::string_view example(std::string_view key) {
        if (key == "size")
            return "size 20x10";
        if (key == "start")
            return "start 0,0";
        if (key == "goal")
            return "goal 19,9";
        if (key == "generator")
            return "generator binary-tree";
        return "seed 42";
    }

    void readSize(std::string_view value, int line) {
        const std::size_t cross = value.find('x');
        std::int64_t width = 0;
        std::int64_t height = 0;
        const NumberStatus w = cross == std::string_view::npos
                                   ? NumberStatus::NotANumber
                                   : parseNumber(value.substr(0, cross), width);
        const NumberStatus h = cross == std::string_view::npos
                                   ? NumberStatus::NotANumber
                                   : parseNumber(value.substr(cross + 1), height);
        if (w == NumberStatus::NotANumber || h == NumberStatus::NotANumber)
            fail(line, "size " + excerpt(value) +
                           " must be written WxH: width and height in cells, e.g. size 20x10");
        const auto inRange = [](std::int64_t side) {
            return side >= Maze::kMinSide && side <= Maze::kMaxSide;
        };
        if (w == NumberStatus::TooLarge || h == NumberStatus::TooLarge || !inRange(width) ||
            !inRange(height)) {
            // Maze::sizeError words the allowed range, but only takes ints.
            const bool fitsInt = w == NumberStatus::Ok && h == NumberStatus::Ok &&
                                 width >= INT_MIN && width <= INT_MAX && height >= INT_MIN &&
                                 height <= INT_MAX;
            fail(line, fitsInt ? Maze::sizeError(Size{int(width), int(height)})
                               : "size " + std::string(value) +
                                     " is out of range: width and height must each be " +
                                     std::to_string(Maze::kMinSide) + " to " +
                                     std::to_string(Maze::kMaxSide) + " cells");
        }
        m_size = Size{int(width), int(height)};
    }

    static WrittenCell readCell(std::string_view key, std::string_view value, int line) {
        const std::size_t comma = value.find(',');
        WrittenCell cell;
        cell.text = std::string(value);
        const NumberStatus x = comma == std::string_view::npos
                                   ? NumberStatus::NotANumber
                                   : parseNumber(value.substr(0, comma), cell.x);
        const NumberStatus y = comma == std::string_view::npos
                                   ? NumberStatus::NotANumber
                                   : parseNumber(value.substr(comma + 1), cell.y);
        if (x == NumberStatus::NotANumber || y == NumberStatus::NotANumber)
            fail(line, std::string(key) + " " + excerpt(value) +
                           " must be written x,y: the column and row of a cell, counted from "
                           "0,0 at the top left");
        if (x == NumberStatus::TooLarge)
            cell.x = value.front() == '-' ? INT64_MIN : INT64_MAX;
        if (y == NumberStatus::TooLarge)
            cell.y = value[comma + 1] == '-' ? INT64_MIN : INT64_MAX;
        return cell;
    }

    void readSeed(std::string_view value, int line) {
        if (parseNumber(value, m_provenance.seed) != NumberStatus::Ok)
            fail(line, "seed " + excerpt(value) + " must be a whole number from 0 to " +
                           std::to_string(UINT64_MAX));
    }

    void readParam(const std::vector<std::string_view>& fields, int line) {
        if (fields.size() != 2)
            fail(line, "param takes exactly one key=value, e.g. 'param bias=se'");
        const std::string_view value = fields[1];
        const std::size_t equals = value.find('=');
        if (equals == std::string_view::npos || equals == 0 || equals + 1 == value.size())
            fail(line,
                 "param " + excerpt(value) + " must be written key=value, e.g. param bias=se");
        const std::string_view key = value.substr(0, equals);
        // A set, not a scan of the earlier params: a file of a million param lines stays linear.
        if (!m_paramKeys.emplace(key).second)
            fail(line, "param " + excerpt(key) + " is given twice: each parameter may appear once");
        m_provenance.params.emplace_back(value);
        if (m_firstParamLine == 0)
            m_firstParamLine = line;
    }

    void readShape(const std::vector<std::string_view>& fields, int line) {
        if (fields.size() != 2)
            fail(line, "shape takes exactly one key=value, e.g. 'shape braid=40'");
        const std::string_view value = fields[1];
        const std::size_t equals = value.find('=');
        const std::string_view key = value.substr(0, equals);
        if (equals == std::string_view::npos || equals + 1 == value.size() ||
            std::find(std::begin(kShapeKeys), std::end(kShapeKeys), key) == std::end(kShapeKeys))
            fail(line, "shape " + excerpt(value) +
                           " must be braid=PERCENT, symmetry=NAME or terrain=DENSITY,PATCHINESS,"
                           "MAXCOST");
        for (const std::string& earlier : m_provenance.shaping)
            if (std::string_view(earlier).substr(0, earlier.find('=')) == key)
                fail(line, "shape " + std::string(key) + " is given twice: each may appear once");
        m_provenance.shaping.emplace_back(value);
        if (m_firstShapeLine == 0)
            m_firstShapeLine = line;
    }

    // The header is over (the art starts at artLine, or the file ended there): check what needs
    // more than one line.
    void checkHeader(int artLine) {
        for (auto [keyLine, what] :
             {std::pair{m_sizeLine, "size WxH"}, std::pair{m_startLine, "start x,y"},
              std::pair{m_goalLine, "goal x,y"}})
            if (keyLine == 0)
                fail(artLine, "the header has no '" + std::string(what) +
                                  "' line: size, start and goal are required before the maze art");
        if (m_seedLine != 0 && m_generatorLine == 0)
            fail(m_seedLine, "seed without a generator: provenance is 'generator ID' and "
                             "'seed N' together, or neither");
        if (m_generatorLine != 0 && m_seedLine == 0)
            fail(m_generatorLine, "generator without a seed: provenance is 'generator ID' and "
                                  "'seed N' together, or neither");
        if (m_firstParamLine != 0 && m_generatorLine == 0)
            fail(m_firstParamLine, "param without a generator: parameters belong to the "
                                   "generator named by 'generator ID'");
        if (m_firstShapeLine != 0 && m_generatorLine == 0)
            fail(m_firstShapeLine, "shape without a generator: shaping belongs to the "
                                   "generation named by 'generator ID'");
        checkCell("start", m_start, m_startLine);
        checkCell("goal", m_goal, m_goalLine);
        if (m_start.x == m_goal.x && m_start.y == m_goal.y)
            fail(std::max(m_startLine, m_goalLine),
                 "start and goal are both " + toString(Cell{int(m_goal.x), int(m_goal.y)}) +
                     ": they must be different cells");
    }

    void checkCell(const char* what, const WrittenCell& cell, int line) const {
        if (cell.x < 0 || cell.y < 0 || cell.x >= m_size.width || cell.y >= m_size.height)
            fail(line, std::string(what) + " " + cell.text + " is outside the " + toString(m_size) +
                           " maze (x must be 0 to " + std::to_string(m_size.width - 1) +
                           ", y 0 to " + std::to_string(m_size.height - 1) + ")");
    }

    [[nodiscard]] std::string artShape() const {
        return std::to_string(2 * m_size.height + 1) +
               " art lines (2H+1 for H = " + std::to_string(m_size.height) + ") of " +
               std::to_string(4 * m_size.width + 1) +
               " characters each (4W+1 for W = " + std::to_string(m_size.width) + ")";
    }

    // Validates all 2H+1 art lines first and only then allocates and carves the maze, so that a
    // short file claiming a huge size costs nothing.
    Maze readArt(std::string_view firstLine) {
        const int rows = 2 * m_size.height + 1;
        const std::size_t length = std::size_t(4 * m_size.width + 1);
        std::vector<std::string_view> art;
        art.reserve(std::size_t(rows));
        std::string_view line = firstLine;
        for (int row = 0; row < rows; ++row) {
            if (row > 0 && !m_lines.next(line))
                fail(m_lines.endLine(), "the file ends inside the maze art after " +
                                            std::to_string(row) + " of its " + artShape());
            if (line.size() != length)
                fail(m_lines.number(), "art line " + std::to_string(row + 1) + " is " +
                                           std::to_string(line.size()) +
                                           " characters long: the maze has " + artShape());
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
        maze.setEndpoints(Cell{int(m_start.x), int(m_start.y)}, Cell{int(m_goal.x), int(m_goal.y)});
        return maze;
    }

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

    // H rows of W characters: '.' a cell of the maze, '#' a cell switched off (no passages).
    void readMask(Maze& maze) {
        const int width = m_size.width;
        std::string_view line;
        for (int y = 0; y < m_size.height; ++y) {
            if (!m_lines.next(line))
                fail(m_lines.endLine(), "the file ends inside the mask after " +
                                            std::to_string(y) + " of " +
                                            std::to_string(m_size.height) +
                                            " rows: the mask section has one row of " +
                                            std::to_string(width) + " characters per row of cells");
            const std::string_view row = trimmed(line);
            if (row.size() != std::size_t(width))
                fail(m_lines.number(), "mask row " + std::to_string(y + 1) + " has " +
                                           std::to_string(row.size()) +
                                           " characters: it must have " + std::to_string(width) +
                                           ", one per cell, '.' on or '#' off");
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
        std::string_view line;
        for (int y = 0; y < m_size.height; ++y) {
            if (!m_lines.next(line))
                fail(m_lines.endLine(), "the file ends inside the costs after " +
                                            std::to_string(y) + " of " +
                                            std::to_string(m_size.height) +
                                            " rows: the costs section has one row of " +
                                            std::to_string(width) + " numbers per row of cells");
            if (readPlainCostRow(line, maze, y * width, width))
                continue;
            const auto numbers = words(line);
            if (numbers.size() != std::size_t(width))
                fail(m_lines.number(), "cost row " + std::to_string(y + 1) + " has " +
                                           std::to_string(numbers.size()) +
                                           " numbers: it must have " + std::to_string(width) +
                                           ", one per cell, separated by spaces");
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
                    fail(m_lines.number(), "cost " + std::string(text) + " of cell " +
                                               toString(Cell{x, y}) +
                                               " is out of range: costs must be " + range);
                maze.setCost(y * width + x, int(cost));
            }
        }
    }

    LineReader m_lines;
    // Line of each header key, 0 while it has not been seen.
    int m_sizeLine = 0;
    int m_startLine = 0;
    int m_goalLine = 0;
    int m_generatorLine = 0;
    int m_seedLine = 0;
    int m_firstParamLine = 0;
    int m_firstShapeLine = 0;
    Size m_size;
    WrittenCell m_start;
    WrittenCell m_goal;
    Provenance m_provenance;
    std::set<std::string, std::less<>> m_paramKeys;
};

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

} // namespace

std::string writeMazeText(const MazeDocument& document) {
    const Maze& maze = document.maze;
    if (document.provenance)
        checkWritable(*document.provenance);
    const int width = maze.width();
    const int height = maze.height();
    const bool costs = !maze.hasUnitCosts();

    std::string text;
    text.reserve(256 + std::size_t(2 * height + 1) * std::size_t(4 * width + 2) +
                 (costs ? 8 + std::size_t(height) * std::size_t(width) * 4 : 0));
    text += std::string(kMazeFileMagic) + " " + std::to_string(kMazeFileVersion) + "\n";
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

    // The art, written in place: 2H+1 lines of 4W+1 characters and a newline, each group of four
    // characters picked by a table lookup rather than a branch on the random wall pattern.
    static constexpr char kGroups[][5] = {"+---", "+   ", "|   ", "    "};
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

    if (costs) {
        text += kCostsKeyword;
        text += "\n";
        // At most three digits and a separator per cell.
        const std::size_t rowCapacity = std::size_t(4 * width);
        for (int y = 0; y < height; ++y) {
            const std::size_t rowStart = text.size();
            text.resize(rowStart + rowCapacity);
            char* const first = text.data() + rowStart;
            char* p = first;
            for (int x = 0; x < width; ++x) {
                if (x > 0)
                    *p++ = ' ';
                p = std::to_chars(p, first + rowCapacity, maze.cost(y * width + x)).ptr;
            }
            *p++ = '\n';
            text.resize(rowStart + std::size_t(p - first));
        }
    }
    if (maze.hasMask()) {
        text += kMaskKeyword;
        text += "\n";
        for (int y = 0; y < height; ++y) {
            for (int x = 0; x < width; ++x)
                text += maze.isActive(y * width + x) ? kMaskOn : kMaskOff;
            text += "\n";
        }
    }
    return text;
}

MazeDocument readMazeText(std::string_view text) {
    return Reader(text).read();
}

void saveMazeFile(const std::string& path, const MazeDocument& document) {
    saveTextFile(path, writeMazeText(document), "the maze");
}

void saveTextFile(const std::string& path, std::string_view text, const std::string& what) {
    const auto failure = [&](const std::string& why) {
        return MazeFileError(0, "cannot save " + what + " to '" + path + "': " + why);
    };

    // Write a new file next to the old one and rename it over it: the rename either happens
    // completely or not at all, so a failed save (full disk, no permission) leaves any existing
    // file as it was. "x" (exclusive) never reuses someone else's temporary file.
    std::string temporary;
    FilePointer file;
    int error = 0;
    for (int attempt = 0; attempt < 100 && !file; ++attempt) {
        temporary = path + ".tmp" + (attempt > 0 ? std::to_string(attempt) : std::string());
        file.reset(std::fopen(temporary.c_str(), "wbx"));
        error = errno;
        if (!file && error != EEXIST)
            break;
    }
    if (!file)
        throw failure(error == EEXIST ? "too many leftover temporary files " + path + ".tmp*"
                                      : reason(error));

    errno = 0;
    const bool written = std::fwrite(text.data(), 1, text.size(), file.get()) == text.size();
    error = errno != 0 ? errno : EIO;
    const bool closed = std::fclose(file.release()) == 0;
    if (written && !closed)
        error = errno;
    if (!written || !closed) {
        std::remove(temporary.c_str());
        throw failure(reason(error));
    }

    std::error_code renameError;
    std::filesystem::rename(temporary, path, renameError);
    if (renameError) {
        std::remove(temporary.c_str());
        throw failure(renameError.message());
    }
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
    return readMazeText(readTextFile(path, "maze file"));
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
            throw MazeFileError(lineNumber, "mask row " + std::to_string(rows + 1) + " has " +
                                                std::to_string(row.size()) +
                                                " characters: it must have " +
                                                std::to_string(size.width) +
                                                ", one per cell, '.' on or '#' off");
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

std::vector<std::uint8_t> loadMaskFile(const std::string& path, Size size) {
    return readMaskText(readTextFile(path, "mask file"), size);
}

} // namespace mazelab
