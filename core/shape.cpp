#include "core/shape.hpp"

#include "core/text_fields.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <numbers>
#include <stdexcept>
#include <string>

namespace mazelab {

namespace {
constexpr std::array<std::string_view, kShapeKinds.size()> kShapeIds = {"square", "hex", "triangle",
                                                                        "polar", "weave"};
constexpr std::array<std::string_view, kShapeKinds.size()> kShapeNames = {
    "Square", "Hexagonal", "Triangular", "Polar", "Weave"};
constexpr std::array<std::string_view, kShapeKinds.size()> kShapeWords = {
    "square", "hexagonal", "triangular", "polar", "weave"};

constexpr double kSqrt3 = std::numbers::sqrt3;
constexpr double kHexHalfHeight = kSqrt3 / 2;  // side 1
constexpr double kTriangleHeight = kSqrt3 / 2; // base 1
constexpr double kTwoPi = 2 * std::numbers::pi;
// Two centres computed at other places or angles can lie an ulp or so further apart than the
// exact step: a maximum this much above the exact one stays above every computed step, so the
// heuristic stays below every move count.
constexpr double kStepSlack = 1 + 1e-12;

// A hexagon column's neighbours (dx, dy) by slot, for an even column; in an odd column, half a
// cell lower, the diagonal neighbours are one row further down.
constexpr std::array<int, 6> kHexDx = {0, 1, 1, 0, -1, -1};
constexpr std::array<int, 6> kHexDyEven = {-1, -1, 0, 1, 0, -1};

bool pointsUp(int x, int y) {
    return ((x + y) & 1) == 0;
}

Point onCircle(double radius, double angle) {
    return {radius * std::cos(angle), radius * std::sin(angle)};
}

Size checkedGridSize(Size size) {
    if (auto error = Maze::sizeError(size); !error.empty())
        throw Error(error);
    return size;
}
} // namespace

std::string_view shapeId(ShapeKind kind) {
    return kShapeIds[std::size_t(kind)];
}

std::string_view shapeName(ShapeKind kind) {
    return kShapeNames[std::size_t(kind)];
}

std::string_view shapeWord(ShapeKind kind) {
    return kShapeWords[std::size_t(kind)];
}

double distance(Point a, Point b) {
    return std::hypot(a.x - b.x, a.y - b.y);
}

double distanceToSegment(Point p, Point a, Point b) {
    const double dx = b.x - a.x;
    const double dy = b.y - a.y;
    const double length2 = dx * dx + dy * dy;
    if (length2 <= 0)
        return distance(p, a);
    const double u = std::clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / length2, 0.0, 1.0);
    return distance(p, {a.x + u * dx, a.y + u * dy});
}

Point sideMiddle(const Side& side) {
    Point m{(side.from.x + side.to.x) / 2, (side.from.y + side.to.y) / 2};
    if (side.arc) {
        const double r = std::hypot(side.from.x, side.from.y);
        const double d = std::hypot(m.x, m.y);
        m = {m.x / d * r, m.y / d * r};
    }
    return m;
}

ShapeKind shapeById(std::string_view id) {
    for (ShapeKind kind : kShapeKinds)
        if (shapeId(kind) == id)
            return kind;
    std::string valid;
    for (ShapeKind kind : kShapeKinds)
        valid += (valid.empty() ? "" : ", ") + std::string(shapeId(kind));
    throw Error("unknown cell shape " + text::excerpt(id) + ": valid are " + valid);
}

Shape::Shape(ShapeKind kind, Size size)
    : m_kind(kind), m_size(checkedGridSize(size)), m_cellCount(CellIndex(size.cells())) {
    switch (kind) {
    case ShapeKind::Hex:
        m_maxStep = kSqrt3 * kStepSlack; // every neighbour, straight or diagonal
        break;
    case ShapeKind::Triangle:
        m_maxStep = kSqrt3 / 3 * kStepSlack; // two thirds of the height, every neighbour
        break;
    case ShapeKind::Weave:
        m_maxStep = 2; // an under slot joins centres 2 apart, exactly
        break;
    default:
        m_maxStep = 1;
        break;
    }
}

Shape Shape::square(Size size) {
    return Shape(ShapeKind::Square, size);
}

Shape Shape::hex(Size size) {
    return Shape(ShapeKind::Hex, size);
}

Shape Shape::triangle(Size size) {
    return Shape(ShapeKind::Triangle, size);
}

Shape Shape::weave(Size size) {
    return Shape(ShapeKind::Weave, size);
}

Shape Shape::of(ShapeKind kind, Size size, int rings) {
    return kind == ShapeKind::Polar ? polar(rings) : Shape(kind, size);
}

Shape Shape::polar(int rings) {
    if (rings < kMinRings || rings > kMaxRings)
        throw Error("a polar grid of " + std::to_string(rings) +
                    " rings is out of range: rings must be " + std::to_string(kMinRings) + " to " +
                    std::to_string(kMaxRings) + ", counting the centre cell");
    return Shape(rings);
}

Shape::Shape(int rings) : m_kind(ShapeKind::Polar), m_size{} {
    m_rings.resize(std::size_t(rings));
    m_rings[0] = {0, 1, 0, 0};
    CellIndex first = 1;
    for (std::size_t r = 1; r < m_rings.size(); ++r) {
        Ring& inner = m_rings[r - 1];
        // Buck's rule: cells about as wide as a ring is deep.
        const int ratio = int(std::round(kTwoPi * double(r) / double(inner.count)));
        inner.ratioOut = ratio;
        m_rings[r] = {first, inner.count * ratio, ratio, 0};
        first += m_rings[r].count;
    }
    m_cellCount = first;
    // A byte of open bits per cell: the rule keeps every cell to 8 slots up to 256 rings (a
    // ratio of 1 or 2), checked here in every build rather than by assert.
    if (m_rings[1].count > kMaxSlots)
        throw std::logic_error("polar grid: the centre cell has more than 8 neighbours");
    for (std::size_t r = 1; r < m_rings.size(); ++r)
        if (m_rings[r].ratioIn < 1 || 3 + m_rings[r].ratioOut > kMaxSlots)
            throw std::logic_error("polar grid: a ring has no cells or more than 8 neighbours");

    // Every cell of a ring meets its neighbours as cell 0 does (a rotation), so cell 0 of each
    // ring and its inward neighbour give every step.
    double longest = 0;
    for (int r = 1; r < rings; ++r) {
        longest = std::max(longest, distance(polarCentre(r, 0), polarCentre(r, 1)));
        for (int j = 0; j < m_rings[std::size_t(r)].ratioIn; ++j)
            longest = std::max(longest, distance(polarCentre(r, j), polarCentre(r - 1, 0)));
    }
    m_maxStep = longest * kStepSlack;
}

int Shape::ringOf(CellIndex c) const {
    const auto after =
        std::upper_bound(m_rings.begin(), m_rings.end(), c,
                         [](CellIndex i, const Ring& ring) { return i < ring.first; });
    return int(after - m_rings.begin()) - 1;
}

int Shape::slotCount(CellIndex c) const {
    switch (m_kind) {
    case ShapeKind::Square:
        return 4;
    case ShapeKind::Hex:
        return 6;
    case ShapeKind::Triangle:
        return 3;
    case ShapeKind::Weave:
        return 8;
    case ShapeKind::Polar:
        break;
    }
    const int r = ringOf(c);
    return r == 0 ? m_rings[1].count : 3 + m_rings[std::size_t(r)].ratioOut;
}

CellIndex Shape::neighbour(CellIndex c, Slot s) const {
    if (m_kind == ShapeKind::Polar) {
        const int r = ringOf(c);
        const Ring& ring = m_rings[std::size_t(r)];
        const int k = c - ring.first;
        if (r == 0)
            return s < m_rings[1].count ? m_rings[1].first + s : -1;
        switch (s) {
        case 0:
            return ring.first + (k + 1) % ring.count;
        case 1:
            return ring.first + (k + ring.count - 1) % ring.count;
        case 2: // ring 1's parent is the centre: k / 6 == 0
            return m_rings[std::size_t(r - 1)].first + k / ring.ratioIn;
        default:
            if (s - 3 >= ring.ratioOut)
                return -1;
            return m_rings[std::size_t(r + 1)].first + k * ring.ratioOut + (s - 3);
        }
    }
    const int w = m_size.width;
    const int x = c % w;
    const int y = c / w;
    int nx = x;
    int ny = y;
    switch (m_kind) {
    case ShapeKind::Square:
        if (s >= 4)
            return -1;
        nx += dx(Dir(s));
        ny += dy(Dir(s));
        break;
    case ShapeKind::Weave: { // slot 4 + d: two steps in direction d
        if (s >= 8)
            return -1;
        const int steps = s < kFirstUnderSlot ? 1 : 2;
        nx += steps * dx(Dir(s & 3u));
        ny += steps * dy(Dir(s & 3u));
        break;
    }
    case ShapeKind::Hex:
        if (s >= 6)
            return -1;
        nx += kHexDx[s];
        ny += kHexDyEven[s] + int((x & 1) != 0 && kHexDx[s] != 0);
        break;
    case ShapeKind::Triangle:
        if (s >= 3)
            return -1;
        if (s < 2)
            nx += s == 0 ? 1 : -1;
        else
            ny += pointsUp(x, y) ? 1 : -1;
        break;
    case ShapeKind::Polar:
        break;
    }
    if (nx < 0 || ny < 0 || nx >= w || ny >= m_size.height)
        return -1;
    return ny * w + nx;
}

Slot Shape::oppositeSlot(CellIndex c, Slot s) const {
    switch (m_kind) {
    case ShapeKind::Square:
        return Slot((s + 2) % 4);
    case ShapeKind::Hex:
        return Slot((s + 3) % 6);
    case ShapeKind::Triangle:
        return s < 2 ? Slot(1 - s) : Slot(2);
    case ShapeKind::Weave:
        return s < kFirstUnderSlot ? Slot((s + 2) % 4) : Slot(4 + (s - 4 + 2) % 4);
    case ShapeKind::Polar:
        break;
    }
    const int r = ringOf(c);
    if (r == 0 || s >= 3)
        return 2; // a child's way back is its inward slot
    if (s < 2)
        return Slot(1 - s);
    const Ring& ring = m_rings[std::size_t(r)];
    const int k = c - ring.first;
    // The parent's outward slot for this child: the centre numbers ring 1 from 0, the others
    // their children from 3.
    return r == 1 ? Slot(k) : Slot(3 + k % ring.ratioIn);
}

Point Shape::polarCentre(int ring, int k) const {
    if (ring == 0)
        return {0, 0};
    const double width = kTwoPi / m_rings[std::size_t(ring)].count;
    return onCircle(ring + 0.5, (k + 0.5) * width);
}

Point Shape::centre(CellIndex c) const {
    if (m_kind == ShapeKind::Polar) {
        const int r = ringOf(c);
        return polarCentre(r, c - m_rings[std::size_t(r)].first);
    }
    const int x = c % m_size.width;
    const int y = c / m_size.width;
    switch (m_kind) {
    case ShapeKind::Hex:
        return {1.5 * x + 1, kSqrt3 * (y + 0.5 * (x & 1)) + kHexHalfHeight};
    case ShapeKind::Triangle: // the centroid: a third of the height from the base
        return {0.5 * x + 0.5, kTriangleHeight * (y + (pointsUp(x, y) ? 2.0 / 3.0 : 1.0 / 3.0))};
    default:
        return {x + 0.5, y + 0.5};
    }
}

Outline Shape::outline(CellIndex c) const {
    Outline outline;
    auto& corners = outline.corners;
    if (m_kind == ShapeKind::Polar) {
        outline.arcs = true;
        const int r = ringOf(c);
        const Ring& ring = m_rings[std::size_t(r)];
        if (r == 0) {
            const double width = kTwoPi / m_rings[1].count;
            for (int k = 0; k < m_rings[1].count; ++k)
                corners.push_back(onCircle(1, k * width));
            return outline;
        }
        const double width = kTwoPi / ring.count;
        const int k = c - ring.first;
        const double a0 = k * width;
        const double a1 = (k + 1) * width;
        corners = {onCircle(r + 1, a0), onCircle(r + 1, a1), onCircle(r, a1), onCircle(r, a0)};
        return outline;
    }
    const int x = c % m_size.width;
    const int y = c / m_size.width;
    switch (m_kind) {
    case ShapeKind::Hex: {
        const Point o = centre(c);
        const double h = kHexHalfHeight;
        corners = {{o.x - 0.5, o.y - h}, {o.x + 0.5, o.y - h}, {o.x + 1, o.y},
                   {o.x + 0.5, o.y + h}, {o.x - 0.5, o.y + h}, {o.x - 1, o.y}};
        break;
    }
    case ShapeKind::Triangle: {
        const double left = 0.5 * x;
        const double top = kTriangleHeight * y;
        const double bottom = kTriangleHeight * (y + 1);
        if (pointsUp(x, y))
            corners = {{left + 0.5, top}, {left + 1, bottom}, {left, bottom}};
        else
            corners = {{left, top}, {left + 1, top}, {left + 0.5, bottom}};
        break;
    }
    default:
        corners = {
            {x + 1.0, double(y)}, {x + 1.0, y + 1.0}, {double(x), y + 1.0}, {double(x), double(y)}};
        break;
    }
    return outline;
}

Side Shape::side(CellIndex c, Slot s) const {
    if (m_kind == ShapeKind::Polar) {
        const int r = ringOf(c);
        const double width = kTwoPi / m_rings[std::size_t(r == 0 ? 1 : r)].count;
        if (r == 0) // the centre's side toward cell s of ring 1
            return {onCircle(1, s * width), onCircle(1, (s + 1) * width), true};
        const Ring& ring = m_rings[std::size_t(r)];
        const double a0 = (c - ring.first) * width;
        const double a1 = a0 + width;
        switch (s) {
        case 0: // clockwise: the radial side at the larger angle, outward to inward
            return {onCircle(r + 1, a1), onCircle(r, a1), false};
        case 1:
            return {onCircle(r, a0), onCircle(r + 1, a0), false};
        case 2: // inward: the inner arc, run backwards (clockwise around the cell)
            return {onCircle(r, a1), onCircle(r, a0), true};
        default: { // outward child s - 3: its share of the outer arc
            const double share = width / ring.ratioOut;
            const double from = a0 + (s - 3) * share;
            return {onCircle(r + 1, from), onCircle(r + 1, from + share), true};
        }
        }
    }
    const std::vector<Point> corners = outline(c).corners;
    const auto between = [&](int a, int b) {
        return Side{corners[std::size_t(a)], corners[std::size_t(b)], false};
    };
    switch (m_kind) {
    case ShapeKind::Hex:
        return between(s, (s + 1) % 6);
    case ShapeKind::Triangle: {
        const int x = c % m_size.width;
        const int y = c / m_size.width;
        if (pointsUp(x, y)) // apex, bottom right, bottom left: E, S, W sides
            return s == 0 ? between(0, 1) : s == 1 ? between(2, 0) : between(1, 2);
        // top left, top right, apex: N, E, W sides
        return s == 0 ? between(1, 2) : s == 1 ? between(2, 0) : between(0, 1);
    }
    default: // square and weave; a passage under a neighbour leaves through the side it crosses
        return between(s % 4, (s % 4 + 1) % 4);
    }
}

Box Shape::bounds() const {
    const double w = m_size.width;
    const double h = m_size.height;
    switch (m_kind) {
    case ShapeKind::Square:
    case ShapeKind::Weave:
        return {0, 0, w, h};
    case ShapeKind::Hex: // an odd column reaches half a cell lower
        return {0, 0, 1.5 * w + 0.5, kSqrt3 * (h + 0.5)};
    case ShapeKind::Triangle:
        return {0, 0, 0.5 * (w + 1), kTriangleHeight * h};
    case ShapeKind::Polar:
        break;
    }
    const double radius = ringCount();
    return {-radius, -radius, radius, radius};
}

double Shape::heuristic(CellIndex a, CellIndex b) const {
    if (m_kind != ShapeKind::Hex)
        return distance(centre(a), centre(b)) / m_maxStep;
    // Odd-q offset to axial coordinates (q, r), then the cube distance.
    const auto axial = [w = m_size.width](CellIndex c) {
        const int x = c % w;
        return std::array<int, 2>{x, c / w - (x - (x & 1)) / 2};
    };
    const auto [qa, ra] = axial(a);
    const auto [qb, rb] = axial(b);
    const int dq = qa - qb;
    const int dr = ra - rb;
    return double((std::abs(dq) + std::abs(dr) + std::abs(dq + dr)) / 2);
}

} // namespace mazelab
