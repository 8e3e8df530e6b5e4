// Cell shapes (core/shape.hpp): every shape's slots symmetric and its cells connected, each
// shape's conventions pinned (slots, coordinates, corners), neighbouring outlines sharing their
// side, the polar rule's counts, and the heuristic a consistent lower bound on the moves, checked
// over every pair of cells of small grids.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/maze.hpp"
#include "core/shape.hpp"
#endif

#include <algorithm>
#include <cmath>
#include <numbers>
#include <set>
#include <string>
#include <vector>

using namespace mazelab;

Q_DECLARE_METATYPE(mazelab::ShapeKind)

namespace {

constexpr double kNear = 1e-9;
constexpr double kTwoPi = 2 * std::numbers::pi;

// A polar shape takes `width` as its rings.
Shape makeShape(ShapeKind kind, int width, int height) {
    switch (kind) {
    case ShapeKind::Square:
        return Shape::square({width, height});
    case ShapeKind::Hex:
        return Shape::hex({width, height});
    case ShapeKind::Triangle:
        return Shape::triangle({width, height});
    case ShapeKind::Weave:
        return Shape::weave({width, height});
    case ShapeKind::Polar:
        break;
    }
    return Shape::polar(width);
}

// One row per shape at the sizes the structural tests run on: the grid shapes, the polar ones,
// or both; with `weave`, weave grids too (from 3 a side, where under slots lead inside).
void addShapeRows(bool grids = true, bool polar = true, bool weave = false) {
    QTest::addColumn<ShapeKind>("kind");
    QTest::addColumn<int>("width"); // rings for polar
    QTest::addColumn<int>("height");
    for (ShapeKind kind : {ShapeKind::Square, ShapeKind::Hex, ShapeKind::Triangle})
        for (Size size : {Size{2, 2}, Size{3, 5}, Size{7, 4}, Size{16, 9}})
            if (grids)
                QTest::addRow("%s %dx%d", shapeId(kind).data(), size.width, size.height)
                    << kind << size.width << size.height;
    for (int rings : {2, 3, 5, 9, 13})
        if (polar)
            QTest::addRow("polar %d", rings) << ShapeKind::Polar << rings << 0;
    for (Size size : {Size{3, 5}, Size{7, 4}, Size{16, 9}})
        if (weave)
            QTest::addRow("weave %dx%d", size.width, size.height)
                << ShapeKind::Weave << size.width << size.height;
}

Shape fetchShape() {
    QFETCH(ShapeKind, kind);
    QFETCH(int, width);
    QFETCH(int, height);
    return makeShape(kind, width, height);
}

// The least moves from `from` to every cell, by breadth-first search over the slots (no walls).
std::vector<int> movesFrom(const Shape& shape, CellIndex from) {
    std::vector<int> moves(std::size_t(shape.cellCount()), -1);
    std::vector<CellIndex> queue{from};
    moves[std::size_t(from)] = 0;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const CellIndex c = queue[head];
        for (int s = 0; s < shape.slotCount(c); ++s) {
            const CellIndex n = shape.neighbour(c, Slot(s));
            if (n >= 0 && moves[std::size_t(n)] < 0) {
                moves[std::size_t(n)] = moves[std::size_t(c)] + 1;
                queue.push_back(n);
            }
        }
    }
    return moves;
}

bool near(Point a, Point b) {
    return distance(a, b) < kNear;
}
double angleOf(Point p) {
    const double a = std::atan2(p.y, p.x);
    return a < 0 ? a + kTwoPi : a;
}

// Whether p lies strictly inside the convex polygon, its corners clockwise on screen (y down).
bool insideClockwise(const std::vector<Point>& corners, Point p) {
    for (std::size_t i = 0; i < corners.size(); ++i) {
        const Point a = corners[i];
        const Point b = corners[(i + 1) % corners.size()];
        if ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) <= kNear)
            return false;
    }
    return true;
}

// The corners (i, i + 1) bounding a grid cell's slot, as core/shape.hpp documents them.
int firstCornerOfSide(const Shape& shape, CellIndex c, Slot s) {
    if (shape.kind() != ShapeKind::Triangle)
        return s;
    const int x = c % shape.size().width;
    const int y = c / shape.size().width;
    const bool up = (x + y) % 2 == 0;
    constexpr int kUp[3] = {0, 2, 1};   // E, W, S
    constexpr int kDown[3] = {1, 2, 0}; // E, W, N
    return up ? kUp[s] : kDown[s];
}

QString cellText(const Shape& shape, CellIndex c, int s = -1) {
    QString text = QStringLiteral("cell %1").arg(c);
    if (shape.kind() != ShapeKind::Polar)
        text += QStringLiteral(" (%1,%2)").arg(c % shape.size().width).arg(c / shape.size().width);
    if (s >= 0)
        text += QStringLiteral(" slot %1").arg(s);
    return text;
}

} // namespace

class TestShapes : public QObject {
    Q_OBJECT

private slots:
    void idsAndNames() {
        for (ShapeKind kind : kShapeKinds)
            QCOMPARE(shapeById(shapeId(kind)), kind);
        QCOMPARE(shapeId(ShapeKind::Hex), std::string_view("hex"));
        QCOMPARE(shapeName(ShapeKind::Hex), std::string_view("Hexagonal"));
        QCOMPARE(shapeName(ShapeKind::Triangle), std::string_view("Triangular"));
        try {
            (void)shapeById("octagon");
            QFAIL("no error");
        } catch (const Error& e) {
            QVERIFY2(QString(e.what()).contains("octagon"), e.what());
            QVERIFY2(QString(e.what()).contains("square, hex, triangle, polar"), e.what());
        }
        // A long id is quoted cut short.
        try {
            (void)shapeById(std::string(1000, 'x'));
            QFAIL("no error");
        } catch (const Error& e) {
            QVERIFY2(std::string_view(e.what()).size() < 200, e.what());
        }
    }

    // Sizes out of range are refused with a message naming the range.
    void badSizesAreRefused_data() {
        QTest::addColumn<ShapeKind>("kind");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<QString>("range");
        const QString grid = QStringLiteral("must each be 2 to 4096");
        QTest::newRow("square 1x5") << ShapeKind::Square << 1 << 5 << grid;
        QTest::newRow("square 5x4097") << ShapeKind::Square << 5 << 4097 << grid;
        QTest::newRow("hex 4097x3") << ShapeKind::Hex << 4097 << 3 << grid;
        QTest::newRow("hex 0x0") << ShapeKind::Hex << 0 << 0 << grid;
        QTest::newRow("triangle -2x3") << ShapeKind::Triangle << -2 << 3 << grid;
        QTest::newRow("triangle 3x1") << ShapeKind::Triangle << 3 << 1 << grid;
        const QString rings = QStringLiteral("rings must be 2 to 256");
        QTest::newRow("polar 1") << ShapeKind::Polar << 1 << 0 << rings;
        QTest::newRow("polar 0") << ShapeKind::Polar << 0 << 0 << rings;
        QTest::newRow("polar -4") << ShapeKind::Polar << -4 << 0 << rings;
        QTest::newRow("polar 257") << ShapeKind::Polar << 257 << 0 << rings;
    }
    void badSizesAreRefused() {
        QFETCH(ShapeKind, kind);
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(QString, range);
        try {
            (void)makeShape(kind, width, height);
            QFAIL("no error");
        } catch (const Error& e) {
            QVERIFY2(QString(e.what()).contains(range), e.what());
        }
    }

    // The extremes are allowed.
    void extremeSizesAreAllowed() {
        for (ShapeKind kind : {ShapeKind::Square, ShapeKind::Hex, ShapeKind::Triangle}) {
            const Shape big = makeShape(kind, 4096, 4096);
            QCOMPARE(big.cellCount(), 4096 * 4096);
            QVERIFY((big.size() == Size{4096, 4096}));
            // The last cell's neighbour to the north (to the west for a triangle).
            const CellIndex last = big.cellCount() - 1;
            const Slot s = kind == ShapeKind::Square ? 3 : kind == ShapeKind::Hex ? 0 : 1;
            QCOMPARE(big.neighbour(last, s), kind == ShapeKind::Triangle ? last - 1 : last - 4096);
            QCOMPARE(makeShape(kind, 2, 2).cellCount(), 4);
        }
        QCOMPARE(Shape::polar(2).cellCount(), 7);
        QCOMPARE(Shape::polar(256).ringCount(), 256);
        QVERIFY((Shape::polar(256).size() == Size{0, 0}));
    }

    // Every slot that has a neighbour leads back through its opposite; no cell neighbours
    // itself or one cell twice; at most 8 slots; every cell reachable; every step no longer than
    // maxStepLength, which some step reaches.
    void slotsAreSymmetricAndConnected_data() { addShapeRows(true, true, true); }
    void slotsAreSymmetricAndConnected() {
        const Shape shape = fetchShape();
        double longest = 0;
        for (CellIndex c = 0; c < shape.cellCount(); ++c) {
            QVERIFY2(shape.slotCount(c) >= 2 && shape.slotCount(c) <= kMaxSlots,
                     qPrintable(cellText(shape, c)));
            QCOMPARE(shape.neighbour(c, Slot(shape.slotCount(c))), -1);
            std::set<CellIndex> seen;
            for (int s = 0; s < shape.slotCount(c); ++s) {
                const CellIndex n = shape.neighbour(c, Slot(s));
                if (n < 0)
                    continue;
                const QString where = cellText(shape, c, s);
                QVERIFY2(n < shape.cellCount() && n != c, qPrintable(where));
                QVERIFY2(seen.insert(n).second, qPrintable(where + " repeats a neighbour"));
                const Slot back = shape.oppositeSlot(c, Slot(s));
                QVERIFY2(back < shape.slotCount(n), qPrintable(where));
                QVERIFY2(shape.neighbour(n, back) == c, qPrintable(where + " does not lead back"));
                QVERIFY2(shape.oppositeSlot(n, back) == s, qPrintable(where));
                const double step = distance(shape.centre(c), shape.centre(n));
                QVERIFY2(step > 0 && step <= shape.maxStepLength(), qPrintable(where));
                longest = std::max(longest, step);
            }
        }
        QVERIFY(longest > shape.maxStepLength() * (1 - 1e-9));
        const std::vector<int> moves = movesFrom(shape, 0);
        QVERIFY(std::find(moves.begin(), moves.end(), -1) == moves.end());
    }

    // Square slots are the maze's directions; hex and triangle slots point where their names
    // say, from the centre of one cell to the other's.
    void slotsPointTheirWay_data() { addShapeRows(true, false); }
    void slotsPointTheirWay() {
        const Shape shape = fetchShape();
        const int w = shape.size().width;
        const Maze maze(shape.size());
        // The direction of each slot in degrees, y down (clockwise from east).
        const std::vector<double> square = {0, 90, 180, 270};
        const std::vector<double> hex = {270, 330, 30, 90, 150, 210};
        for (CellIndex c = 0; c < shape.cellCount(); ++c) {
            const Cell cell{c % w, c / w};
            for (int s = 0; s < shape.slotCount(c); ++s) {
                const CellIndex n = shape.neighbour(c, Slot(s));
                const QString where = cellText(shape, c, s);
                if (shape.kind() == ShapeKind::Square) {
                    const bool inside = (maze.insideDirs(cell) & bit(Dir(s))) != 0;
                    QCOMPARE(n, inside ? maze.neighbour(c, Dir(s)) : -1);
                }
                if (n < 0)
                    continue;
                const Point a = shape.centre(c);
                const Point b = shape.centre(n);
                const double degrees = angleOf({b.x - a.x, b.y - a.y}) * 180 / std::numbers::pi;
                if (shape.kind() == ShapeKind::Triangle) {
                    const bool up = (cell.x + cell.y) % 2 == 0;
                    // An upward triangle's centroid lies lower than its row neighbours'.
                    const std::vector<double> triangle = {up ? 330.0 : 30.0, up ? 210.0 : 150.0,
                                                          up ? 90.0 : 270.0};
                    QVERIFY2(std::abs(degrees - triangle[std::size_t(s)]) < 1e-6,
                             qPrintable(where));
                } else {
                    const auto& expected = shape.kind() == ShapeKind::Hex ? hex : square;
                    QVERIFY2(std::abs(degrees - expected[std::size_t(s)]) < 1e-6,
                             qPrintable(where + QStringLiteral(" at %1 degrees").arg(degrees)));
                }
            }
        }
    }

    // Interior cells have every neighbour; the odd-q offsets of an even and an odd hex column;
    // a triangle's vertical neighbour below when it points up.
    void gridNeighbourCounts() {
        for (ShapeKind kind : {ShapeKind::Square, ShapeKind::Hex, ShapeKind::Triangle}) {
            const Shape shape = makeShape(kind, 16, 9);
            const int expected = kind == ShapeKind::Square ? 4 : kind == ShapeKind::Hex ? 6 : 3;
            for (int y = 1; y < 8; ++y)
                for (int x = 1; x < 15; ++x) {
                    const CellIndex c = y * 16 + x;
                    int count = 0;
                    for (int s = 0; s < shape.slotCount(c); ++s)
                        count += shape.neighbour(c, Slot(s)) >= 0;
                    QCOMPARE(count, expected);
                    QCOMPARE(shape.slotCount(c), expected);
                }
            // A corner cell lacks some.
            int corner = 0;
            for (int s = 0; s < shape.slotCount(0); ++s)
                corner += shape.neighbour(0, Slot(s)) >= 0;
            QCOMPARE(corner, 2);
        }
        const Shape hex = Shape::hex({16, 9});
        auto at = [](int x, int y) { return CellIndex(y * 16 + x); };
        const std::vector<CellIndex> even = {at(2, 3), at(3, 3), at(3, 4),
                                             at(2, 5), at(1, 4), at(1, 3)};
        const std::vector<CellIndex> odd = {at(3, 3), at(4, 4), at(4, 5),
                                            at(3, 5), at(2, 5), at(2, 4)};
        for (Slot s = 0; s < 6; ++s) {
            QCOMPARE(hex.neighbour(at(2, 4), s), even[s]);
            QCOMPARE(hex.neighbour(at(3, 4), s), odd[s]);
        }
        const Shape triangle = Shape::triangle({16, 9});
        QCOMPARE(triangle.neighbour(at(2, 4), 2), at(2, 5)); // up
        QCOMPARE(triangle.neighbour(at(3, 4), 2), at(3, 3)); // down
        QCOMPARE(triangle.neighbour(at(0, 0), 2), at(0, 1));
        QCOMPARE(triangle.neighbour(at(1, 0), 2), -1);
        QCOMPARE(triangle.neighbour(at(15, 4), 0), -1);
    }

    // Buck's rule: 1, 6, 12, 24, 24, 24, 48 x 6, 96 cells; the centre leads to ring 1 in order,
    // a ring cell to its neighbours in the ring, its parent and its children.
    void polarRings() {
        const Shape shape = Shape::polar(13);
        const std::vector<int> counts = {1, 6, 12, 24, 24, 24, 48, 48, 48, 48, 48, 48, 96};
        QCOMPARE(shape.ringCount(), 13);
        CellIndex first = 0;
        for (int r = 0; r < 13; ++r) {
            QCOMPARE(shape.cellsInRing(r), counts[std::size_t(r)]);
            QCOMPARE(shape.firstCellOfRing(r), first);
            for (CellIndex c = first; c < first + counts[std::size_t(r)]; ++c)
                QCOMPARE(shape.ringOf(c), r);
            first += counts[std::size_t(r)];
        }
        QCOMPARE(shape.cellCount(), first);
        QCOMPARE(shape.cellCount(), 475);

        QCOMPARE(shape.slotCount(0), 6);
        for (Slot s = 0; s < 6; ++s) {
            QCOMPARE(shape.neighbour(0, s), 1 + s);
            QCOMPARE(shape.oppositeSlot(0, s), Slot(2));
            QCOMPARE(shape.oppositeSlot(1 + s, 2), s);
        }
        // Ring 2 (cells 7..18, 12 of them) has two children each in ring 3 (19..42).
        const CellIndex c = 7 + 11; // its last cell
        QCOMPARE(shape.slotCount(c), 5);
        QCOMPARE(shape.neighbour(c, 0), 7);      // clockwise wraps to cell 0 of the ring
        QCOMPARE(shape.neighbour(c, 1), 7 + 10); // counter-clockwise
        QCOMPARE(shape.neighbour(c, 2), 1 + 5);  // parent 11 / 2 of ring 1
        QCOMPARE(shape.neighbour(c, 3), 19 + 22);
        QCOMPARE(shape.neighbour(c, 4), 19 + 23);
        QCOMPARE(shape.oppositeSlot(c, 2), Slot(4)); // the parent's second child
        QCOMPARE(shape.oppositeSlot(19 + 23, 2), Slot(4));
        // Ring 3 to 4 keeps the count: one child each. The last ring has none.
        QCOMPARE(shape.slotCount(19), 4);
        QCOMPARE(shape.neighbour(19, 3), 43);
        QCOMPARE(shape.slotCount(shape.cellCount() - 1), 3);
        QCOMPARE(shape.neighbour(shape.cellCount() - 1, 3), -1);
        // A polar grid has no cell outside: every slot leads somewhere.
        for (CellIndex i = 0; i < shape.cellCount(); ++i)
            for (int s = 0; s < shape.slotCount(i); ++s)
                QVERIFY(shape.neighbour(i, Slot(s)) >= 0);
    }

    // Up to 256 rings every cell fits a byte of open bits; the rings are the same whatever the
    // number of rings after them.
    void polarSlotsFitAByte() {
        const Shape big = Shape::polar(256);
        const Shape small = Shape::polar(13);
        CellIndex total = 0;
        for (int r = 0; r < 256; ++r) {
            total += big.cellsInRing(r);
            if (r < 13)
                QCOMPARE(big.cellsInRing(r), small.cellsInRing(r));
            if (r > 0)
                QVERIFY(big.cellsInRing(r) % big.cellsInRing(r - 1) == 0);
        }
        QCOMPARE(big.cellCount(), total);
        for (CellIndex c = 0; c < big.cellCount(); ++c)
            QVERIFY2(big.slotCount(c) <= kMaxSlots, qPrintable(cellText(big, c)));
        QCOMPARE(big.ringOf(big.cellCount() - 1), 255);
    }

    // Each centre lies inside its own outline, which runs clockwise on screen with sides of the
    // documented lengths; the bounds hold every outline and touch it.
    void centresInsideOutlines_data() { addShapeRows(); }
    void centresInsideOutlines() {
        const Shape shape = fetchShape();
        const Box box = shape.bounds();
        Box reached{1e9, 1e9, -1e9, -1e9};
        for (CellIndex c = 0; c < shape.cellCount(); ++c) {
            const Outline outline = shape.outline(c);
            const Point centre = shape.centre(c);
            const QString where = cellText(shape, c);
            QCOMPARE(outline.arcs, shape.kind() == ShapeKind::Polar);
            for (Point p : outline.corners) {
                QVERIFY2(p.x >= box.left - kNear && p.x <= box.right + kNear &&
                             p.y >= box.top - kNear && p.y <= box.bottom + kNear,
                         qPrintable(where));
                reached = {std::min(reached.left, p.x), std::min(reached.top, p.y),
                           std::max(reached.right, p.x), std::max(reached.bottom, p.y)};
            }
            if (shape.kind() != ShapeKind::Polar) {
                const std::size_t corners = shape.kind() == ShapeKind::Square ? 4
                                            : shape.kind() == ShapeKind::Hex  ? 6
                                                                              : 3;
                QCOMPARE(outline.corners.size(), corners);
                QVERIFY2(insideClockwise(outline.corners, centre), qPrintable(where));
                for (std::size_t i = 0; i < corners; ++i) {
                    const double side =
                        distance(outline.corners[i], outline.corners[(i + 1) % corners]);
                    QVERIFY2(std::abs(side - 1) < kNear, qPrintable(where));
                }
                continue;
            }
            const int r = shape.ringOf(c);
            if (r == 0) {
                QVERIFY(distance(centre, {0, 0}) < 1);
                QCOMPARE(int(outline.corners.size()), shape.cellsInRing(1));
                for (std::size_t k = 0; k < outline.corners.size(); ++k) {
                    QVERIFY(std::abs(distance(outline.corners[k], {0, 0}) - 1) < kNear);
                    QVERIFY(std::abs(angleOf(outline.corners[k]) -
                                     double(k) * kTwoPi / shape.cellsInRing(1)) < kNear);
                }
                continue;
            }
            const double width = kTwoPi / shape.cellsInRing(r);
            const int k = c - shape.firstCellOfRing(r);
            const double radius = distance(centre, {0, 0});
            const double angle = angleOf(centre);
            QVERIFY2(radius > r && radius < r + 1, qPrintable(where));
            QVERIFY2(angle > k * width && angle < (k + 1) * width, qPrintable(where));
            // The middle of its radii and of its angles.
            QVERIFY2(std::abs(radius - (r + 0.5)) < kNear, qPrintable(where));
            QVERIFY2(std::abs(angle - (k + 0.5) * width) < kNear, qPrintable(where));
            QCOMPARE(outline.corners.size(), std::size_t(4));
            // Outer arc clockwise, then in, inner arc back, then out.
            const double radii[4] = {r + 1.0, r + 1.0, double(r), double(r)};
            const double angles[4] = {k * width, (k + 1) * width, (k + 1) * width, k * width};
            for (int i = 0; i < 4; ++i) {
                const Point p = outline.corners[std::size_t(i)];
                QVERIFY2(std::abs(distance(p, {0, 0}) - radii[i]) < kNear, qPrintable(where));
                const double turn = std::remainder(angleOf(p) - angles[i], kTwoPi);
                QVERIFY2(std::abs(turn) < kNear, qPrintable(where));
            }
        }
        if (shape.kind() == ShapeKind::Polar) {
            const double radius = shape.ringCount();
            QCOMPARE(box.left, -radius);
            QCOMPARE(box.top, -radius);
            QCOMPARE(box.right, radius);
            QCOMPARE(box.bottom, radius);
        } else {
            QVERIFY(std::abs(reached.left - box.left) < kNear);
            QVERIFY(std::abs(reached.top - box.top) < kNear);
            QVERIFY(std::abs(reached.right - box.right) < kNear);
            QVERIFY(std::abs(reached.bottom - box.bottom) < kNear);
        }
    }

    // Two grid neighbours share exactly the two corners of the side their slot names.
    void neighboursShareTheirSide_data() { addShapeRows(true, false); }
    void neighboursShareTheirSide() {
        const Shape shape = fetchShape();
        for (CellIndex c = 0; c < shape.cellCount(); ++c) {
            const Outline mine = shape.outline(c);
            for (int s = 0; s < shape.slotCount(c); ++s) {
                const CellIndex n = shape.neighbour(c, Slot(s));
                if (n < 0)
                    continue;
                const Outline theirs = shape.outline(n);
                std::vector<int> shared;
                for (std::size_t i = 0; i < mine.corners.size(); ++i)
                    for (Point p : theirs.corners)
                        if (near(mine.corners[i], p))
                            shared.push_back(int(i));
                const int first = firstCornerOfSide(shape, c, Slot(s));
                const int second = (first + 1) % int(mine.corners.size());
                const QString where = cellText(shape, c, s);
                QCOMPARE(shared.size(), std::size_t(2));
                QVERIFY2(std::find(shared.begin(), shared.end(), first) != shared.end() &&
                             std::find(shared.begin(), shared.end(), second) != shared.end(),
                         qPrintable(where));
            }
        }
    }

    // Shape::side: the side of a slot is the neighbour's side of the opposite slot, run the other
    // way (each cell's sides run clockwise around it), the same kind of line (arc or straight);
    // and a cell's sides join corner to corner, closing around the cell.
    void sidesAreSharedAndClosed_data() { addShapeRows(); }
    void sidesAreSharedAndClosed() {
        const Shape shape = fetchShape();
        for (CellIndex c = 0; c < shape.cellCount(); ++c) {
            std::vector<Side> sides;
            for (int s = 0; s < shape.slotCount(c); ++s) {
                const Side mine = shape.side(c, Slot(s));
                sides.push_back(mine);
                const CellIndex n = shape.neighbour(c, Slot(s));
                if (n < 0)
                    continue;
                const Side theirs = shape.side(n, shape.oppositeSlot(c, Slot(s)));
                const QString where = cellText(shape, c, s);
                QVERIFY2(near(mine.from, theirs.to) && near(mine.to, theirs.from),
                         qPrintable(where));
                QCOMPARE(mine.arc, theirs.arc);
            }
            if (shape.kind() == ShapeKind::Polar && shape.ringOf(c) > 0 &&
                shape.ringOf(c) + 1 == shape.ringCount())
                continue; // the outer ring's outer side is the boundary circle, no slot
            // Clockwise around the cell: every side ends where another begins.
            for (const Side& a : sides)
                QVERIFY2(std::count_if(sides.begin(), sides.end(),
                                       [&](const Side& b) { return near(a.to, b.from); }) == 1,
                         qPrintable(cellText(shape, c, 0)));
        }
    }

    // Polar cells tile the disc: a ring cell's clockwise side is its clockwise neighbour's
    // counter-clockwise side, and a cell's children split its outer arc in order (ring 1 splits
    // the centre's circle).
    void polarSidesMeet_data() { addShapeRows(false, true); }
    void polarSidesMeet() {
        const Shape shape = fetchShape();
        for (CellIndex c = 0; c < shape.cellCount(); ++c) {
            const auto corners = shape.outline(c).corners;
            const QString where = cellText(shape, c);
            if (shape.ringOf(c) > 0) {
                const auto next = shape.outline(shape.neighbour(c, 0)).corners;
                QVERIFY2(near(corners[1], next[0]) && near(corners[2], next[3]), qPrintable(where));
            }
            // Children: slots 0..5 of the centre, from 3 on for a ring cell.
            const int firstChild = shape.ringOf(c) == 0 ? 0 : 3;
            // The outer arc: the centre's whole circle, else corners 0 to 1.
            const Point from = corners[0];
            const Point to = shape.ringOf(c) == 0 ? corners[0] : corners[1];
            Point at = from;
            for (int s = firstChild; s < shape.slotCount(c); ++s) {
                const auto child = shape.outline(shape.neighbour(c, Slot(s))).corners;
                QVERIFY2(near(child[3], at), qPrintable(cellText(shape, c, s)));
                at = child[2];
            }
            if (shape.slotCount(c) > firstChild)
                QVERIFY2(near(at, to), qPrintable(where));
        }
    }

    // The heuristic never exceeds the moves between two cells (no walls), changes by at most 1
    // over a move, is 0 only from a cell to itself, and on hex grids equals the moves.
    void heuristicIsAdmissibleAndConsistent_data() { addShapeRows(true, true, true); }
    void heuristicIsAdmissibleAndConsistent() {
        const Shape shape = fetchShape();
        bool tight = false;
        for (CellIndex goal = 0; goal < shape.cellCount(); ++goal) {
            const std::vector<int> moves = movesFrom(shape, goal);
            for (CellIndex a = 0; a < shape.cellCount(); ++a) {
                const double h = shape.heuristic(a, goal);
                const int d = moves[std::size_t(a)];
                const QString where = cellText(shape, a) + QStringLiteral(" to %1").arg(goal);
                QVERIFY2(h <= d, qPrintable(where + QStringLiteral(": %1 > %2").arg(h).arg(d)));
                QVERIFY2((h == 0) == (a == goal), qPrintable(where));
                QCOMPARE(shape.heuristic(goal, a), h);
                if (shape.kind() == ShapeKind::Hex)
                    QVERIFY2(h == d, qPrintable(where));
                tight |= a != goal && h == d;
                for (int s = 0; s < shape.slotCount(a); ++s) {
                    const CellIndex b = shape.neighbour(a, Slot(s));
                    if (b >= 0)
                        QVERIFY2(std::abs(h - shape.heuristic(b, goal)) <= 1, qPrintable(where));
                }
            }
        }
        // Along a row of squares, and everywhere on hexagons, the bound is reached.
        if (shape.kind() == ShapeKind::Square || shape.kind() == ShapeKind::Hex)
            QVERIFY(tight);
    }
};

QTEST_GUILESS_MAIN(TestShapes)
#include "test_shapes.moc"
