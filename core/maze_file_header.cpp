// The header section of a maze file (core/maze_file_header.hpp).

#include "core/maze_file_header.hpp"

#include "core/maze_file_syntax.hpp"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <set>
#include <vector>

namespace mazelab::file_syntax {
namespace {

using namespace text;

[[noreturn]] void fail(int line, const std::string& message) {
    throw MazeFileError(line, message);
}

// The lines before the art: the magic line, then keys (cells, size or rings, start, goal,
// generator, seed, param, shape), blank lines and comments in any order.
class HeaderReader {
public:
    explicit HeaderReader(LineReader& lines) : m_lines(lines) {}

    // The first line: the magic word and the version.
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

    // Reads header lines up to the first line starting with '+' or the `passages` line (returned
    // in artLine); false if the file ends first.
    bool readHeader(std::string_view& artLine) {
        std::string_view line;
        while (m_lines.next(line)) {
            const std::string_view content = trimmed(line);
            if ((!line.empty() && line.front() == '+') || content == kPassagesKeyword) {
                artLine = line;
                return true;
            }
            if (content.empty() || content.front() == '#')
                continue;
            readHeaderLine(content);
        }
        return false;
    }

private:
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
                       : key == "cells"     ? &m_cellsLine
                       : key == "rings"     ? &m_ringsLine
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
                           ": the header allows cells, size, rings, start, goal, generator, seed, "
                           "param and shape lines, blank lines and # comments");
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
        else if (key == "cells")
            readCells(value, line);
        else if (key == "rings")
            readRings(value, line);
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
        if (key == "cells")
            return "cells hex";
        if (key == "rings")
            return "rings 8";
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

    void readCells(std::string_view value, int line) {
        try {
            m_shape = shapeById(value);
        } catch (const Error& error) {
            fail(line, error.what());
        }
    }

    void readRings(std::string_view value, int line) {
        std::int64_t rings = 0;
        const NumberStatus status = parseNumber(value, rings);
        if (status != NumberStatus::Ok || rings < Shape::kMinRings || rings > Shape::kMaxRings)
            fail(line, "rings " + excerpt(value) + " must be a whole number from " +
                           std::to_string(Shape::kMinRings) + " to " +
                           std::to_string(Shape::kMaxRings) + ", counting the centre cell");
        m_rings = int(rings);
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

public:
    // The header is over (the art starts at artLine, or the file ended there): checks what needs
    // more than one line and returns the header.
    FileHeader finish(int artLine) {
        const bool polar = m_shape == ShapeKind::Polar;
        if (polar && m_sizeLine != 0)
            fail(m_sizeLine, "a polar maze is sized by its rings: write 'rings N' instead of size");
        if (!polar && m_ringsLine != 0)
            fail(m_ringsLine, "only a polar maze has rings: write 'cells polar', or size WxH for " +
                                  std::string(shapeId(m_shape)) + " cells");
        for (auto [keyLine, what] :
             {std::pair{polar ? m_ringsLine : m_sizeLine, polar ? "rings N" : "size WxH"},
              std::pair{m_startLine, "start x,y"}, std::pair{m_goalLine, "goal x,y"}})
            if (keyLine == 0)
                fail(artLine, "the header has no '" + std::string(what) +
                                  "' line: " + (polar ? "rings" : "size") +
                                  ", start and goal are required before the maze " +
                                  (m_shape == ShapeKind::Square ? "art" : "passages"));
        // Provenance comes whole: each of these lines needs the one it belongs to.
        const struct {
            int line;
            int needed;
            const char* message;
        } belongings[] = {
            {m_seedLine, m_generatorLine,
             "seed without a generator: provenance is 'generator ID' and 'seed N' together, or "
             "neither"},
            {m_generatorLine, m_seedLine,
             "generator without a seed: provenance is 'generator ID' and 'seed N' together, or "
             "neither"},
            {m_firstParamLine, m_generatorLine,
             "param without a generator: parameters belong to the generator named by "
             "'generator ID'"},
            {m_firstShapeLine, m_generatorLine,
             "shape without a generator: shaping belongs to the generation named by "
             "'generator ID'"},
        };
        for (const auto& b : belongings)
            if (b.line != 0 && b.needed == 0)
                fail(b.line, b.message);
        checkCell("start", m_start, m_startLine);
        checkCell("goal", m_goal, m_goalLine);
        if (m_start.x == m_goal.x && m_start.y == m_goal.y)
            fail(std::max(m_startLine, m_goalLine),
                 "start and goal are both " + toString(Cell{int(m_goal.x), int(m_goal.y)}) +
                     ": they must be different cells");
        FileHeader header{m_shape, m_rings, m_size, m_start, m_goal, std::nullopt};
        if (m_generatorLine != 0)
            header.provenance = m_provenance;
        return header;
    }

private:
    void checkCell(const char* what, const WrittenCell& cell, int line) const {
        if (m_shape == ShapeKind::Polar) {
            const Shape shape = Shape::polar(m_rings);
            if (cell.y < 0 || cell.y >= m_rings || cell.x < 0 ||
                cell.x >= shape.cellsInRing(int(cell.y)))
                fail(line, std::string(what) + " " + shortened(cell.text) +
                               " is outside the maze of " + std::to_string(m_rings) +
                               " rings (y, the ring, must be 0 to " + std::to_string(m_rings - 1) +
                               ", x 0 to one less than the ring's cells)");
            return;
        }
        if (cell.x < 0 || cell.y < 0 || cell.x >= m_size.width || cell.y >= m_size.height)
            fail(line, std::string(what) + " " + shortened(cell.text) + " is outside the " +
                           toString(m_size) + " maze (x must be 0 to " +
                           std::to_string(m_size.width - 1) + ", y 0 to " +
                           std::to_string(m_size.height - 1) + ")");
    }

    LineReader& m_lines;
    // Line of each header key, 0 while it has not been seen.
    int m_sizeLine = 0;
    int m_cellsLine = 0;
    int m_ringsLine = 0;
    int m_startLine = 0;
    int m_goalLine = 0;
    int m_generatorLine = 0;
    int m_seedLine = 0;
    int m_firstParamLine = 0;
    int m_firstShapeLine = 0;
    ShapeKind m_shape = ShapeKind::Square;
    int m_rings = 0;
    Size m_size;
    WrittenCell m_start;
    WrittenCell m_goal;
    Provenance m_provenance;
    std::set<std::string, std::less<>> m_paramKeys;
};

} // namespace

FileHeader readFileHeader(LineReader& lines, std::string_view& firstArtLine) {
    HeaderReader reader(lines);
    reader.readMagic();
    const bool hasArt = reader.readHeader(firstArtLine);
    const FileHeader header = reader.finish(hasArt ? lines.number() : lines.endLine());
    if (!hasArt)
        fail(lines.endLine(), "the maze art is missing: after the header come " +
                                  artShape(header.size) + ", the first one starting with '+'");
    return header;
}

Shape shapeOf(const FileHeader& header) {
    return Shape::of(header.shape, header.size, header.rings);
}

std::string artShape(Size size) {
    return std::to_string(2 * size.height + 1) + " art lines (2H+1 for H = " +
           std::to_string(size.height) + ") of " + std::to_string(4 * size.width + 1) +
           " characters each (4W+1 for W = " + std::to_string(size.width) + ")";
}

} // namespace mazelab::file_syntax
