#include "core/maze.hpp"

#include "core/shape.hpp"

#include <algorithm>
#include <bit>

namespace mazelab {

char dirLetter(Dir d) {
    static constexpr char kLetters[] = {'E', 'S', 'W', 'N'};
    return kLetters[unsigned(d) & 3u];
}

void throwNoSuchDir(DirSet s, int n) {
    throw Error("nthDir: the set " + std::to_string(unsigned(s)) + " has fewer directions than " +
                "asked for (" + std::to_string(n) + " more)");
}

std::string toString(Cell c) { return std::to_string(c.x) + "," + std::to_string(c.y); }

// Appended piece by piece: GCC 12 warns (-Wrestrict) on a literal before a temporary.
std::string cellText(Cell c) {
    std::string text(1, '(');
    text.append(toString(c)).append(1, ')');
    return text;
}

std::string toString(Size s) { return std::to_string(s.width) + "x" + std::to_string(s.height); }

std::string Maze::sizeError(Size size) {
    auto inRange = [](int side) { return side >= kMinSide && side <= kMaxSide; };
    if (inRange(size.width) && inRange(size.height))
        return {};
    return "size " + toString(size) + " is out of range: width and height must each be " +
           std::to_string(kMinSide) + " to " + std::to_string(kMaxSide) + " cells";
}

Maze::Maze(Size size) {
    if (auto error = sizeError(size); !error.empty())
        throw Error(error);
    m_shape.shape = std::make_shared<const Shape>(Shape::square(size));
    initialise(size);
}

Maze::Maze(const Shape& shape) : m_kind(shape.kind()) {
    m_shape.shape = std::make_shared<const Shape>(shape);
    if (m_kind != ShapeKind::Polar) {
        initialise(shape.size());
        return;
    }
    const int rings = shape.ringCount();
    initialise({shape.cellsInRing(rings - 1), rings});
}

void Maze::initialise(Size size) {
    m_size = size;
    const auto cells = std::size_t(shape().cellCount());
    if (m_kind == ShapeKind::Square || m_kind == ShapeKind::Weave)
        m_delta = {1, size.width, -1, -size.width};
    // For i < 2^24 (every index: 4096 * 4096 = 2^24) and width <= 4096 = 2^12, i * r / 2^40 with
    // r = floor(2^40 / width) + 1 exceeds i / width by less than 2^24 / 2^40 = 2^-16 < 1 / width,
    // which cannot carry it past the next integer: the floor is exactly i / width.
    m_rowReciprocal = (std::uint64_t(1) << kReciprocalShift) / std::uint64_t(size.width) + 1;
    m_open.assign(cells, 0);
    m_cost.assign(cells, 1);
    m_activeCount = CellIndex(cells);
    m_start = cellAt(0);
    m_goal = cellAt(CellIndex(cells) - 1);
}

bool Maze::SharedShape::equal(const SharedShape& a, const SharedShape& b) {
    return *a.shape == *b.shape;
}

int Maze::rowLength(int y) const {
    return m_kind == ShapeKind::Polar ? shape().cellsInRing(y) : m_size.width;
}

CellIndex Maze::rowStart(int y) const {
    return m_kind == ShapeKind::Polar ? shape().firstCellOfRing(y) : y * m_size.width;
}

Cell Maze::polarCellAt(CellIndex i) const {
    const int ring = shape().ringOf(i);
    return {i - shape().firstCellOfRing(ring), ring};
}

int Maze::slotCount(CellIndex i) const {
    return m_kind == ShapeKind::Square ? 4 : shape().slotCount(i);
}

CellIndex Maze::slotNeighbour(CellIndex i, Slot s) const {
    if (m_kind != ShapeKind::Square)
        return shape().neighbour(i, s);
    if (s >= 4)
        return -1;
    return contains(step(cellAt(i), Dir(s))) ? neighbour(i, Dir(s)) : -1;
}

Slot Maze::oppositeSlot(CellIndex i, Slot s) const {
    return m_kind == ShapeKind::Square ? Slot((s + 2u) & 3u) : shape().oppositeSlot(i, s);
}

SlotSet Maze::activeSlots(CellIndex i) const {
    if (m_kind == ShapeKind::Square)
        return activeDirs(cellAt(i));
    if (m_kind == ShapeKind::Weave)
        return weaveActiveSlots(i);
    return adjacentSlots(i);
}

SlotSet Maze::adjacentSlots(CellIndex i) const {
    if (m_kind == ShapeKind::Square || m_kind == ShapeKind::Weave)
        return activeDirs(cellAt(i));
    SlotSet slots = 0;
    const int count = slotCount(i);
    for (int s = 0; s < count; ++s) {
        const CellIndex n = slotNeighbour(i, Slot(s));
        if (n >= 0 && isActive(n))
            slots |= SlotSet(1u << s);
    }
    return slots;
}

namespace {
// Weave cells: the open slots of a straight corridor across direction d (E, S, W, N): the two
// plain slots at right angles to it.
constexpr SlotSet acrossOf(unsigned d) {
    return SlotSet((1u << ((d + 1) & 3u)) | (1u << ((d + 3) & 3u)));
}
constexpr SlotSet kUnderEast = SlotSet(1u << 4);
constexpr SlotSet kUnderSouth = SlotSet(1u << 5);
} // namespace

// The passages are stored on both sides, so the cell west (north) of i holds a passage under i
// from west to east (north to south) as its under-east (under-south) bit.
bool Maze::crossedUnder(CellIndex i) const {
    if (m_kind != ShapeKind::Weave)
        return false;
    const Cell c = cellAt(i);
    return (c.x > 0 && (m_open[std::size_t(i - 1)] & kUnderEast)) ||
           (c.y > 0 && (m_open[std::size_t(i - m_size.width)] & kUnderSouth));
}

// The crossing rule, slot by slot, each check O(1): a crossed cell's walls are locked, and so are
// the walls into one; an under slot in direction d opens only over an active cell m whose open
// slots are exactly the two across d (a straight corridor at right angles) and that no passage
// runs under yet. An open under slot may always close.
SlotSet Maze::weaveActiveSlots(CellIndex i) const {
    if (crossedUnder(i))
        return 0;
    const Cell c = cellAt(i);
    const SlotSet sides = activeDirs(c);
    SlotSet slots = 0;
    for (unsigned d = 0; d < 4; ++d) {
        if (!(sides & (1u << d)))
            continue;
        const CellIndex m = neighbour(i, Dir(d));
        const auto under = SlotSet(1u << (kFirstUnderSlot + d));
        if (m_open[std::size_t(i)] & under) { // open, so m is crossed: only this may change
            slots |= under;
            continue;
        }
        if (crossedUnder(m))
            continue;
        slots |= SlotSet(1u << d);
        if (m_open[std::size_t(m)] != acrossOf(d) ||
            !contains(mazelab::step(mazelab::step(c, Dir(d)), Dir(d))))
            continue;
        const CellIndex n = neighbour(m, Dir(d));
        if (isActive(n) && !crossedUnder(n))
            slots |= under;
    }
    return slots;
}

// Why the crossing rule forbids setting slot s of cell i (a change, inside the maze), or empty.
std::string Maze::weaveSlotError(CellIndex i, Slot s, bool open) const {
    const CellIndex n = slotNeighbour(i, s);
    for (const CellIndex locked : {i, n})
        if (crossedUnder(locked))
            return "cannot change the wall " + std::to_string(s) + " of cell " +
                   toString(cellAt(i)) + ": a passage runs under cell " + toString(cellAt(locked)) +
                   ", whose walls stay as they are until that passage is closed";
    if (!open || s < kFirstUnderSlot)
        return {};
    const unsigned d = s - kFirstUnderSlot;
    const CellIndex m = neighbour(i, Dir(d));
    const std::string passage = "cannot open slot " + std::to_string(s) + " of cell " +
                                toString(cellAt(i)) + " to " + toString(cellAt(n)) +
                                ": the passage runs under cell " + toString(cellAt(m)) + ", ";
    if (!isActive(m))
        return passage + "which is masked off; it must be a cell of the maze";
    if (crossedUnder(m))
        return passage + "under which a passage already runs; one cell carries one crossing";
    if (m_open[std::size_t(m)] != acrossOf(d))
        return passage + "which must be a straight corridor across it: open through slots " +
               std::to_string((d + 1) & 3u) + " and " + std::to_string((d + 3) & 3u) +
               " and no others";
    return {};
}

void Maze::setSlot(CellIndex i, Slot s, bool open) {
    if (m_kind == ShapeKind::Square) {
        setPassage(i, Dir(s & 3u), open);
        return;
    }
    if (i < 0 || i >= cellCount())
        throw Error("cell index " + std::to_string(i) + " is outside the maze");
    const CellIndex n = slotNeighbour(i, s);
    if (n < 0)
        throw Error("cannot change the wall " + std::to_string(s) + " of cell " +
                    toString(cellAt(i)) + ": the outer boundary is always closed");
    if (m_kind == ShapeKind::Weave && ((m_open[std::size_t(i)] >> s & 1u) != 0) != open) {
        if (std::string error = weaveSlotError(i, s, open); !error.empty())
            throw Error(error);
    }
    const Slot back = oppositeSlot(i, s);
    m_revision.clear();
    if (open) {
        m_open[std::size_t(i)] |= SlotSet(1u << s);
        m_open[std::size_t(n)] |= SlotSet(1u << back);
    } else {
        m_open[std::size_t(i)] &= SlotSet(~(1u << s));
        m_open[std::size_t(n)] &= SlotSet(~(1u << back));
    }
}

std::uint64_t MazeRevision::get() const {
    static std::atomic<std::uint64_t> next{1};
    std::uint64_t value = m_value.load(kOrder);
    if (value == 0) {
        const std::uint64_t fresh = next.fetch_add(1, kOrder);
        // Another thread may have drawn one first: then its number stands.
        value = m_value.compare_exchange_strong(value, fresh, kOrder) ? fresh : value;
    }
    return value;
}

void Maze::setActive(CellIndex i, bool active) {
    if (i < 0 || i >= cellCount())
        throw Error("cell index " + std::to_string(i) + " is outside the " + toString(m_size) +
                    " maze");
    if (isActive(i) == active)
        return;
    const Cell c = cellAt(i);
    if (!active && (c == m_start || c == m_goal))
        throw Error("cell " + toString(c) + " is the " + (c == m_start ? "start" : "goal") +
                    ": move it before masking the cell off");
    if (!active && m_kind == ShapeKind::Weave) { // closing its walls must not unlock a crossing
        if (crossedUnder(i))
            throw Error("cell " + toString(c) +
                        " cannot be masked off while a passage runs under it: close that passage "
                        "first");
        for (unsigned d = 0; d < 4; ++d)
            if ((openSlots(i) & (1u << d)) && crossedUnder(neighbour(i, Dir(d))))
                throw Error("cell " + toString(c) + " cannot be masked off: it opens onto cell " +
                            toString(cellAt(neighbour(i, Dir(d)))) +
                            ", under which a passage runs; close that passage first");
    }
    m_revision.clear();
    if (!active) {
        for (int s = slotCount(i) - 1; s >= 0; --s)
            if (openSlots(i) & (1u << s))
                setSlot(i, Slot(s), false);
        if (m_off.empty())
            m_off.assign(m_open.size(), 0);
        m_off[std::size_t(i)] = 1;
        --m_activeCount;
    } else {
        m_off[std::size_t(i)] = 0;
        if (++m_activeCount == cellCount())
            m_off.clear();
    }
}

void Maze::clearMask() {
    m_revision.clear();
    m_off.clear();
    m_activeCount = cellCount();
}

void Maze::setPassage(CellIndex i, Dir d, bool open) {
    if (m_kind != ShapeKind::Square) {
        setSlot(i, Slot(d), open);
        return;
    }
    const Cell c = cellAt(i);
    if (i < 0 || i >= cellCount() || !contains(step(c, d)))
        throw Error("cannot change the wall " + std::string(1, dirLetter(d)) + " of cell " +
                    toString(c) + ": the outer boundary is always closed");
    const CellIndex n = neighbour(i, d);
    m_revision.clear();
    if (open) {
        m_open[std::size_t(i)] |= bit(d);
        m_open[std::size_t(n)] |= bit(opposite(d));
    } else {
        m_open[std::size_t(i)] &= DirSet(~bit(d));
        m_open[std::size_t(n)] &= DirSet(~bit(opposite(d)));
    }
}

void Maze::openAll() {
    m_revision.clear();
    for (CellIndex i = 0; i < cellCount(); ++i)
        m_open[std::size_t(i)] = isActive(i) ? adjacentSlots(i) : SlotSet(0);
}

void Maze::closeAll() {
    m_revision.clear();
    std::fill(m_open.begin(), m_open.end(), 0);
}

void Maze::setCost(CellIndex i, int cost) {
    if (i < 0 || i >= cellCount())
        throw Error("cell index " + std::to_string(i) + " is outside the " + toString(m_size) +
                    " maze");
    if (cost < kMinCost || cost > kMaxCost)
        throw Error("cost " + std::to_string(cost) + " of cell " + toString(cellAt(i)) +
                    " is out of range: costs must be " + std::to_string(kMinCost) + " to " +
                    std::to_string(kMaxCost));
    m_revision.clear();
    m_cost[std::size_t(i)] = std::uint8_t(cost);
}

bool Maze::hasUnitCosts() const {
    // Without an early exit, so that the loop is vectorised: a search that refuses weights (JPS)
    // asks before every run.
    unsigned other = 0;
    for (const std::uint8_t c : m_cost)
        other |= c ^ 1u;
    return other == 0;
}

void Maze::setEndpoints(Cell start, Cell goal) {
    for (auto [what, c] : {std::pair{"start", start}, std::pair{"goal", goal}}) {
        if (contains(c))
            continue;
        if (m_kind == ShapeKind::Polar)
            throw Error(std::string(what) + " " + toString(c) + " is outside the maze of " +
                        std::to_string(m_size.height) + " rings (y, the ring, must be 0 to " +
                        std::to_string(m_size.height - 1) +
                        ", x 0 to one less than the ring's cells)");
        throw Error(std::string(what) + " " + toString(c) + " is outside the " + toString(m_size) +
                    " maze (x must be 0 to " + std::to_string(m_size.width - 1) + ", y 0 to " +
                    std::to_string(m_size.height - 1) + ")");
    }
    if (start == goal)
        throw Error("start and goal are both " + toString(start) +
                    ": they must be different cells");
    for (auto [what, c] : {std::pair{"start", start}, std::pair{"goal", goal}})
        if (!isActive(index(c)))
            throw Error(std::string(what) + " " + toString(c) +
                        " is masked off: it must be a cell of the maze");
    m_start = start;
    m_goal = goal;
}

void Maze::setStart(Cell c) { setEndpoints(c, m_goal); }
void Maze::setGoal(Cell c) { setEndpoints(m_start, c); }

std::int64_t Maze::passageCount() const {
    std::int64_t total = 0;
    if (m_kind != ShapeKind::Square) { // every passage is stored on both sides
        for (std::uint8_t bits : m_open)
            total += std::popcount(unsigned(bits));
        return total / 2;
    }
    // Count each passage once, from its west or north side.
    for (std::uint8_t bits : m_open)
        total += std::popcount(unsigned(bits & (bit(Dir::East) | bit(Dir::South))));
    return total;
}

} // namespace mazelab
