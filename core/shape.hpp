#pragma once
// Cell shapes: which cells a grid of squares, hexagons, triangles or rings has, which cells
// neighbour each other, and where each cell lies. Qt-free; docs/architecture.md ("Shapes") draws
// the conventions. The shapes and the polar rule are Jamis Buck's ("Mazes for Programmers",
// 2015); the hexagon coordinates are Amit Patel's ("Hexagonal Grids", Red Blob Games).
//
// A cell's neighbours sit in numbered slots, at most 8, so that a byte of open bits can hold its
// passages. A slot may lead outside the grid (neighbour -1); oppositeSlot gives the neighbour's
// slot that leads back. Geometry is in abstract units with y down; every outline runs clockwise
// on screen.
//
// Square: slots are the Dir values E 0, S 1, W 2, N 3; opposite (s + 2) % 4. Cell (x, y) is the
//   unit square [x, x + 1] x [y, y + 1]; its corners start at the top right, so the side of
//   slot s runs from corner s to corner s + 1.
// Hex: flat-topped hexagons of side 1 in columns, odd columns half a cell lower ("odd-q").
//   Slots N 0, NE 1, SE 2, S 3, SW 4, NW 5; opposite (s + 3) % 6. The centre of (x, y) is
//   (1.5 x + 1, sqrt(3) (y + 0.5 (x & 1)) + sqrt(3) / 2); the corners start at the top left, so
//   the side of slot s runs from corner s to corner (s + 1) % 6.
// Triangle: (x, y) points up when x + y is even, down otherwise; base 1, height sqrt(3) / 2,
//   spanning x / 2 to x / 2 + 1 (neighbours in a row overlap by half a base). Slots E 0 (x + 1),
//   W 1 (x - 1), 2 vertical (S for an upward triangle, N for a downward one); opposite: E and W
//   swap, vertical stays. Corners: up apex, bottom right, bottom left; down top left, top right,
//   apex. The centre is the centroid.
// Polar: ring 0 is one cell, the unit disc; ring r >= 1 spans radii [r, r + 1] with count[r] =
//   count[r - 1] * round(2 pi r / count[r - 1]) cells (1, 6, 12, 24, 24, 24, 48, ...). Cell k of
//   ring r spans angles [k, k + 1] * 2 pi / count[r] from the positive x axis (clockwise on
//   screen); its centre is at radius r + 0.5 and the middle angle. Slots: 0 clockwise (k + 1),
//   1 counter-clockwise, 2 inward (the parent), 3 + j the j-th outward child. The centre cell's
//   slot k leads to cell k of ring 1. Cells are numbered ring by ring from the centre (index 0);
//   the origin is the centre of the disc.
// Weave: the square grid whose passages may cross (Buck, ch. 9). Slots 0..3 are the square's
//   E, S, W, N; slot 4 + d (under E, S, W, N) leads to the cell two steps away in direction d,
//   passing under the cell between; opposite 4 + (s - 4 + 2) % 4. Centres, outlines and bounds
//   are the square's. Maze enforces the crossing rule (docs/architecture.md, "Shapes", "Weave").

#include "core/maze.hpp"

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

namespace mazelab {

// Weave cells: the first under slot (4 + d passes under the neighbour in direction d).
inline constexpr Slot kFirstUnderSlot = 4;

// "square", "hex", "triangle", "polar", "weave": files and command lines.
[[nodiscard]] std::string_view shapeId(ShapeKind kind);
// "Square", "Hexagonal", "Triangular", "Polar", "Weave": menus.
[[nodiscard]] std::string_view shapeName(ShapeKind kind);
// "square", "hexagonal", "triangular", "polar", "weave": in sentences ("a maze of hexagonal
// cells").
[[nodiscard]] std::string_view shapeWord(ShapeKind kind);
// Throws Error naming the valid ids.
[[nodiscard]] ShapeKind shapeById(std::string_view id);

struct Point {
    double x = 0;
    double y = 0;
};

[[nodiscard]] double distance(Point a, Point b);
// The distance from p to the segment ab (to a when the two meet).
[[nodiscard]] double distanceToSegment(Point p, Point a, Point b);

// A cell's corners in clockwise order. With `arcs` (polar cells), the side between two corners
// at the same distance from the origin is an arc about the origin, the others straight; the
// centre cell's corners all lie on the unit circle (where ring 1's cells meet), so its sides
// make the full circle.
struct Outline {
    std::vector<Point> corners;
    bool arcs = false;
};

// The side a cell shares with its neighbour through one slot (or with the outside there), from
// corner to corner clockwise around the cell; an arc about the origin when `arc` is set (a polar
// cell's inner or outer side).
struct Side {
    Point from;
    Point to;
    bool arc = false;
};

// The middle of a side: its chord's middle, moved out onto the arc for an arc (a polar side spans
// less than half a turn).
[[nodiscard]] Point sideMiddle(const Side& side);

struct Box {
    double left = 0;
    double top = 0;
    double right = 0;
    double bottom = 0;
};

class Shape {
public:
    static constexpr int kMinRings = 2;
    static constexpr int kMaxRings = 256;

    // W x H cells, each side 2 to 4096, cell index y * W + x. Throw Error otherwise.
    [[nodiscard]] static Shape square(Size size);
    [[nodiscard]] static Shape hex(Size size);
    [[nodiscard]] static Shape triangle(Size size);
    [[nodiscard]] static Shape weave(Size size);
    // `rings` rings counting the centre cell, 2 to 256. Throws Error otherwise.
    [[nodiscard]] static Shape polar(int rings);
    // The shape of that kind: of `size` cells, or of `rings` rings for a polar one.
    [[nodiscard]] static Shape of(ShapeKind kind, Size size, int rings);

    [[nodiscard]] ShapeKind kind() const { return m_kind; }
    [[nodiscard]] CellIndex cellCount() const { return m_cellCount; }
    // The grid shapes' W x H; {0, 0} for a polar shape.
    [[nodiscard]] Size size() const { return m_size; }

    // Slots 0 .. slotCount - 1 exist; some of them may lead outside the grid.
    [[nodiscard]] int slotCount(CellIndex c) const;
    // The cell through slot s, or -1 if it leads outside the grid (or the slot does not exist).
    [[nodiscard]] CellIndex neighbour(CellIndex c, Slot s) const;
    // The neighbour's slot that leads back to c; meaningful only where neighbour(c, s) >= 0.
    [[nodiscard]] Slot oppositeSlot(CellIndex c, Slot s) const;

    [[nodiscard]] Point centre(CellIndex c) const;
    [[nodiscard]] Outline outline(CellIndex c) const;
    // The side of slot s (s < slotCount(c)); a polar cell's outward slot is its share of the
    // outer arc, a weave cell's passage under a neighbour the side it leaves through. A polar
    // maze's outer boundary is no cell's slot: its circle has radius ringCount().
    [[nodiscard]] Side side(CellIndex c, Slot s) const;
    [[nodiscard]] Box bounds() const; // the box around every outline (arcs included)
    // The longest distance between the centres of two neighbours (2 on weave cells, whose under
    // slots join centres 2 apart; for hex, triangle and polar cells rounded up by a part in 10^12
    // so that rounding in the centres never exceeds it).
    [[nodiscard]] double maxStepLength() const { return m_maxStep; }
    // A lower bound on the moves from a to b: the hex distance on a hex grid (exact without
    // walls), else the distance between the centres over maxStepLength(), since no move covers
    // more than that.
    [[nodiscard]] double heuristic(CellIndex a, CellIndex b) const;

    // Same kind and size (a polar shape's rings follow from their number).
    friend bool operator==(const Shape& a, const Shape& b) {
        return a.m_kind == b.m_kind && a.m_size == b.m_size && a.ringCount() == b.ringCount();
    }

    // Polar shapes only (ringCount is 0 for the others).
    [[nodiscard]] int ringCount() const { return int(m_rings.size()); }
    [[nodiscard]] int ringOf(CellIndex c) const;
    [[nodiscard]] int cellsInRing(int ring) const { return m_rings[std::size_t(ring)].count; }
    [[nodiscard]] CellIndex firstCellOfRing(int ring) const {
        return m_rings[std::size_t(ring)].first;
    }

private:
    struct Ring {
        CellIndex first = 0;
        int count = 0;
        int ratioIn = 0;  // count / the inner ring's count (0 for the centre)
        int ratioOut = 0; // the outer ring's count / count (0 for the last ring)
    };

    Shape(ShapeKind kind, Size size); // a grid shape; throws Error for a size out of range
    explicit Shape(int rings);
    [[nodiscard]] Point polarCentre(int ring, int k) const;

    ShapeKind m_kind;
    Size m_size;
    CellIndex m_cellCount = 0;
    double m_maxStep = 1;
    std::vector<Ring> m_rings; // polar only
};

} // namespace mazelab
