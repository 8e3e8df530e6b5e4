#include "cli/svg.hpp"

#include "core/shape.hpp"
#include "core/shape_drawing.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>
#include <vector>

namespace mazelab::cli {

namespace {

// Path data in pixels: units from the shape's geometry, moved so that the bounds with their
// margin start at 0, times the unit.
class PathData {
public:
    PathData(const Box& box, double unit)
        : m_left(box.left - 0.5), m_top(box.top - 0.5), m_unit(unit) {}

    void moveTo(Point p) {
        const std::string at = xy(p);
        if (at == m_current) // a side that starts where the last ended continues the line
            return;
        m_d += "M" + at;
        m_current = at;
    }
    void lineTo(Point p) {
        m_current = xy(p);
        m_d += "L" + m_current;
    }
    // Along the circle about the origin through the current point `from`, to `to`. Arcs here
    // never span more than half a turn (a ring has at least six cells), so the short way is
    // meant; which way round follows from the cross product (y down: positive is clockwise on
    // screen, SVG's sweep flag 1).
    void arcTo(Point from, Point to) {
        const std::string radius = svgNumber(std::hypot(from.x, from.y) * m_unit);
        const bool clockwise = from.x * to.y - from.y * to.x > 0;
        m_current = xy(to);
        m_d += "A" + radius + " " + radius + " 0 0 " + (clockwise ? "1 " : "0 ") + m_current;
    }
    // The circle of `radius` about the origin, as two half turns.
    void circle(double radius) {
        const std::string r = svgNumber(radius * m_unit);
        const std::string east = xy({radius, 0});
        m_d += "M" + east + "A" + r + " " + r + " 0 1 1 " + xy({-radius, 0}) + "A" + r + " " + r +
               " 0 1 1 " + east;
        m_current = east;
    }
    void close() {
        m_d += "Z";
        m_current.clear();
    }
    // A side of a cell: from its first corner, straight or along its arc.
    void side(const Side& s) {
        moveTo(s.from);
        if (s.arc)
            arcTo(s.from, s.to);
        else
            lineTo(s.to);
    }

    [[nodiscard]] const std::string& text() const { return m_d; }

private:
    [[nodiscard]] std::string xy(Point p) const {
        return svgNumber((p.x - m_left) * m_unit) + "," + svgNumber((p.y - m_top) * m_unit);
    }

    double m_left;
    double m_top;
    double m_unit;
    std::string m_d;
    std::string m_current; // the pen's position as written, empty after a close
};

// A cell's area: its polygon, or on polar cells its ring segment (the centre cell a disc).
void addOutline(PathData& d, const Shape& shape, CellIndex c) {
    const Outline outline = shape.outline(c);
    const auto& k = outline.corners;
    if (!outline.arcs) {
        d.moveTo(k[0]);
        for (std::size_t i = 1; i < k.size(); ++i)
            d.lineTo(k[i]);
        d.close();
        return;
    }
    if (shape.ringOf(c) == 0) {
        d.circle(1);
        d.close();
        return;
    }
    // The outer arc (corners 0 to 1), the clockwise radial side, the inner arc backwards.
    d.moveTo(k[0]);
    d.arcTo(k[0], k[1]);
    d.lineTo(k[2]);
    d.arcTo(k[2], k[3]);
    d.close();
}

// Every wall once (core/shape_drawing.hpp), no wall between two cells switched off.
std::string wallsData(const Maze& maze, const Box& box, double unit) {
    PathData d(box, unit);
    const CellOff off = [&](CellIndex c) { return !maze.isActive(c); };
    std::vector<Side> lines;
    for (CellIndex c = 0; c < maze.cellCount(); ++c) {
        lines.clear();
        addWallLines(maze, c, off, lines);
        for (const Side& line : lines)
            d.side(line);
    }
    if (maze.shapeKind() == ShapeKind::Polar) // the outer boundary is no cell's side
        d.circle(maze.shape().ringCount());
    return d.text();
}

// The fill of a cell, or null where the room's white shows.
const char* fillOf(const Maze& maze, const SearchTrace* trace, const std::vector<bool>& onPath,
                   CellIndex c) {
    if (c == maze.index(maze.start()))
        return SvgColours::kStart;
    if (c == maze.index(maze.goal()))
        return SvgColours::kGoal;
    if (!maze.isActive(c))
        return SvgColours::kMasked;
    if (onPath[std::size_t(c)])
        return SvgColours::kPath;
    if (trace && trace->searched[std::size_t(c)])
        return SvgColours::kSearched;
    return nullptr;
}

} // namespace

std::string svgNumber(double value) {
    char buffer[64];
    const auto [end, error] =
        std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, 2);
    if (error != std::errc()) // not reached for a picture's coordinates
        return "0";
    std::string text(buffer, end);
    while (text.back() == '0')
        text.pop_back();
    if (text.back() == '.')
        text.pop_back();
    return text == "-0" ? "0" : text;
}

double svgUnitToFit(const Shape& shape, double pixels) {
    const Box box = shape.bounds();
    return pixels / (std::max(box.right - box.left, box.bottom - box.top) + 1);
}

std::string mazeSvg(const Maze& maze, const SearchTrace* trace, double unit) {
    const Shape& shape = maze.shape();
    const Box box = shape.bounds();
    const std::string width = svgNumber((box.right - box.left + 1) * unit);
    const std::string height = svgNumber((box.bottom - box.top + 1) * unit);

    std::vector<bool> onPath(std::size_t(maze.cellCount()), false);
    if (trace)
        for (const CellIndex c : trace->path)
            onPath[std::size_t(c)] = true;
    // One path per colour, in a fixed order; an outline a pixel wide in the same colour closes
    // the seams that antialiasing leaves between two filled neighbours.
    std::map<std::string, PathData> fills;
    for (CellIndex c = 0; c < maze.cellCount(); ++c)
        if (const char* colour = fillOf(maze, trace, onPath, c))
            addOutline(fills.try_emplace(colour, box, unit).first->second, shape, c);

    std::string svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + width +
                      "\" height=\"" + height + "\" viewBox=\"0 0 " + width + " " + height +
                      "\">\n<rect width=\"" + width + "\" height=\"" + height + "\" fill=\"" +
                      SvgColours::kRoom + "\"/>\n";
    for (const auto& [colour, d] : fills)
        svg += "<path fill=\"" + colour + "\" stroke=\"" + colour +
               "\" stroke-width=\"1\" stroke-linejoin=\"round\" d=\"" + d.text() + "\"/>\n";
    svg += std::string("<path fill=\"none\" stroke=\"") + SvgColours::kWall + "\" stroke-width=\"" +
           svgNumber(std::max(1.0, unit * kWallShare)) +
           "\" stroke-linecap=\"round\" stroke-linejoin=\"round\" d=\"" +
           wallsData(maze, box, unit) + "\"/>\n</svg>\n";
    return svg;
}

} // namespace mazelab::cli
