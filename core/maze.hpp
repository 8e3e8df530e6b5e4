#pragma once
// The maze model: cells of one shape (core/shape.hpp: square, hexagonal, triangular, polar or
// weave) with passages between neighbours, a cost per cell, a start and a goal. Qt-free; the
// rules are in docs/semantics.md ("Cells and coordinates") and docs/architecture.md ("Shapes").
//
// Storage is two bytes per cell: one byte of open bits, one per neighbour slot (a passage is
// stored on both of its sides, so "which ways can I go from here" is a single load), and one
// byte of cost. On square cells the slots are the directions (Dir), and the Dir functions below
// are the square grid's fast path; the slot functions serve every shape, the square included.
// Solvers and views address cells by their linear index, which is what the step records carry;
// Cell{x, y} is the named form for people and files: cell x of row y, the index rowStart(y) + x.
// A grid's rows are its W-cell rows; a polar maze's rows are its rings, of different lengths.

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace mazelab {

// Every error mazelab reports to a user (bad size, bad file, unknown id, ...) is an Error whose
// message says what is wrong and what is allowed.
class Error : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Which state of a maze's cells (passages, costs, mask) this is, for caches of what a search
// derives from them alone (Jump Point Search's map bits): a number no other state ever had,
// drawn when first asked for after a change. Every change clears it; a copy shares it, since it
// has the same cells. It takes no part in a maze's ==. Atomic: two searches may ask at once.
class MazeRevision {
public:
    MazeRevision() = default;
    MazeRevision(const MazeRevision& other) : m_value(other.m_value.load(kOrder)) {}
    MazeRevision& operator=(const MazeRevision& other) {
        m_value.store(other.m_value.load(kOrder), kOrder);
        return *this;
    }
    // A maze moved from has other cells (none): it draws a new number if asked.
    MazeRevision(MazeRevision&& other) noexcept : MazeRevision(other) { other.clear(); }
    MazeRevision& operator=(MazeRevision&& other) noexcept {
        *this = other;
        other.clear();
        return *this;
    }
    void clear() { m_value.store(0, kOrder); }
    [[nodiscard]] std::uint64_t get() const;
    friend bool operator==(const MazeRevision&, const MazeRevision&) { return true; }

private:
    static constexpr auto kOrder = std::memory_order_relaxed;
    mutable std::atomic<std::uint64_t> m_value{0}; // 0: not drawn since the last change
};

struct Size {
    int width = 0;
    int height = 0;
    [[nodiscard]] constexpr std::int64_t cells() const {
        return std::int64_t{width} * std::int64_t{height};
    }
    friend constexpr bool operator==(Size, Size) = default;
};

struct Cell {
    int x = 0;
    int y = 0;
    friend constexpr bool operator==(Cell, Cell) = default;
};

using CellIndex = std::int32_t;

// The shapes of cells (core/shape.hpp describes them).
enum class ShapeKind : std::uint8_t { Square, Hex, Triangle, Polar, Weave };
inline constexpr std::array<ShapeKind, 5> kShapeKinds = {
    ShapeKind::Square, ShapeKind::Hex, ShapeKind::Triangle, ShapeKind::Polar, ShapeKind::Weave};
class Shape;

// A neighbour's place around a cell, 0 .. 7: a byte of open bits holds a cell's passages.
using Slot = std::uint8_t;
inline constexpr Slot kMaxSlots = 8;
using SlotSet = std::uint8_t; // bit (1 << slot) set = open through that slot

// Directions in the order BFS, Dijkstra and A* look at neighbours: East, South, West, North.
enum class Dir : std::uint8_t { East = 0, South = 1, West = 2, North = 3 };
using DirSet = std::uint8_t; // bit (1 << Dir) set = open in that direction

inline constexpr std::array<Dir, 4> kDirs = {Dir::East, Dir::South, Dir::West, Dir::North};
inline constexpr DirSet kAllDirs = 0x0F;

[[nodiscard]] constexpr DirSet bit(Dir d) { return DirSet(1u << unsigned(d)); }
[[nodiscard]] constexpr Dir opposite(Dir d) { return Dir((unsigned(d) + 2u) & 3u); }
// Arithmetic rather than comparisons: the walking generators step in a random direction, where
// comparisons compile to branches that mispredict about every other move.
// E (0): dx 1; W (2): dx -1; S (1): dy 1; N (3): dy -1; the other coordinate 0.
[[nodiscard]] constexpr int dx(Dir d) {
    return int(~unsigned(d) & 1u) * (1 - int(d));
}
[[nodiscard]] constexpr int dy(Dir d) {
    return int(unsigned(d) & 1u) * (2 - int(d));
}
static_assert(dx(Dir::East) == 1 && dx(Dir::South) == 0 && dx(Dir::West) == -1 &&
              dx(Dir::North) == 0 && dy(Dir::East) == 0 && dy(Dir::South) == 1 &&
              dy(Dir::West) == 0 && dy(Dir::North) == -1);
[[nodiscard]] constexpr Cell step(Cell c, Dir d) { return {c.x + dx(d), c.y + dy(d)}; }
[[nodiscard]] char dirLetter(Dir d); // 'E', 'S', 'W', 'N'

// Directions in a set. Inline on purpose: generators call these once per step, and an
// out-of-line std::popcount becomes a libgcc call on a generic x86-64 build.
// The table is at namespace scope: a local array of a constexpr function (which can have no
// static one) would be copied to the stack on every call.
inline constexpr std::array<std::uint8_t, 16> kDirCounts = {0, 1, 1, 2, 1, 2, 2, 3,
                                                           1, 2, 2, 3, 2, 3, 3, 4};
[[nodiscard]] constexpr int popcount(DirSet s) { return kDirCounts[s & 0x0Fu]; }
static_assert([] {
    for (unsigned s = 0; s < 16; ++s)
        if (popcount(DirSet(s)) != int(s & 1u) + int(s >> 1 & 1u) + int(s >> 2 & 1u) + int(s >> 3))
            return false;
    return true;
}());
[[noreturn]] void throwNoSuchDir(DirSet s, int n);
// The n-th direction (0-based, in the order E, S, W, N) present in s; n < popcount(s).
[[nodiscard]] inline Dir nthDir(DirSet s, int n) {
    for (Dir d : kDirs)
        if ((s & bit(d)) && n-- == 0)
            return d;
    throwNoSuchDir(s, n);
}

class Maze {
public:
    static constexpr int kMinSide = 2;
    static constexpr int kMaxSide = 4096;
    static constexpr int kMinCost = 1;
    static constexpr int kMaxCost = 255;

    // Empty string if the size is allowed, otherwise a message naming the allowed range.
    [[nodiscard]] static std::string sizeError(Size size);

    // Square cells, all walls closed, every cost 1, start (0, 0), goal (W-1, H-1). Throws Error
    // on a size outside 2..4096 either way.
    explicit Maze(Size size);
    // The same for any shape: the start is the first cell (a polar maze's centre), the goal the
    // last (the end of the outer ring).
    explicit Maze(const Shape& shape);

    [[nodiscard]] const Shape& shape() const { return *m_shape.shape; }
    [[nodiscard]] ShapeKind shapeKind() const { return m_kind; }
    [[nodiscard]] bool isSquare() const { return m_kind == ShapeKind::Square; }

    // Rows and the longest row: W x H for the grids; for a polar maze, the outer ring's cells
    // by the rings.
    [[nodiscard]] Size size() const { return m_size; }
    [[nodiscard]] int width() const { return m_size.width; }
    [[nodiscard]] int height() const { return m_size.height; }
    [[nodiscard]] CellIndex cellCount() const { return CellIndex(m_open.size()); }
    // Cells in row y (0 <= y < height): the width, or the cells of a polar maze's ring y.
    [[nodiscard]] int rowLength(int y) const;
    [[nodiscard]] CellIndex rowStart(int y) const;

    [[nodiscard]] bool contains(Cell c) const {
        if (m_kind == ShapeKind::Polar) [[unlikely]]
            return c.y >= 0 && c.y < m_size.height && c.x >= 0 && c.x < rowLength(c.y);
        return c.x >= 0 && c.y >= 0 && c.x < m_size.width && c.y < m_size.height;
    }
    [[nodiscard]] CellIndex index(Cell c) const {
        if (m_kind == ShapeKind::Polar) [[unlikely]]
            return rowStart(c.y) + c.x;
        return c.y * m_size.width + c.x;
    }
    // Division-free: y = i / width as a multiplication by a precomputed reciprocal (exact for
    // every index of a maze; see the constructor), x = i - y * width. Solvers and generators call
    // this once per step, where a hardware division is costly.
    [[nodiscard]] Cell cellAt(CellIndex i) const {
        if (m_kind == ShapeKind::Polar) [[unlikely]]
            return polarCellAt(i);
        const auto y = int((std::uint64_t(std::uint32_t(i)) * m_rowReciprocal) >> kReciprocalShift);
        return {i - y * m_size.width, y};
    }

    // Neighbour slots, for every shape (on square cells, slot s is Dir(s)).
    [[nodiscard]] int slotCount(CellIndex i) const;
    // The cell through slot s, or -1 where it leads outside the maze.
    [[nodiscard]] CellIndex slotNeighbour(CellIndex i, Slot s) const;
    // The neighbour's slot that leads back; meaningful only where slotNeighbour(i, s) >= 0.
    [[nodiscard]] Slot oppositeSlot(CellIndex i, Slot s) const;
    [[nodiscard]] SlotSet openSlots(CellIndex i) const { return m_open[std::size_t(i)]; }
    // The slots of cell i that lead to an active cell inside the maze: where a generator that
    // honours the mask may carve. On weave cells only the slots whose wall may change now: an
    // under slot where the crossing rule allows it, and none of a crossed cell's or into one.
    [[nodiscard]] SlotSet activeSlots(CellIndex i) const;
    // The slots of cell i to an active cell that shares a side with it, open or not: activeSlots
    // without the crossing rule and without weave's under slots (the same set on other shapes).
    // What a random walk moves through (it crosses walls, it does not open them).
    [[nodiscard]] SlotSet adjacentSlots(CellIndex i) const;
    // Weave cells: whether a passage runs under cell i (its walls are then locked). O(1).
    [[nodiscard]] bool crossedUnder(CellIndex i) const;
    // Open or close the wall through slot s of cell i, on both sides. Throws Error if the slot
    // leads outside the maze, or on weave cells if the crossing rule forbids it
    // (docs/architecture.md, "Shapes"); a wall already as asked is left alone.
    void setSlot(CellIndex i, Slot s, bool open);
    // Opens the wall through slot s of cell i to its neighbour n = slotNeighbour(i, s) >= 0,
    // without checks: for generators that have just looked n up.
    void carveSlotInside(CellIndex i, Slot s, CellIndex n) {
        m_open[std::size_t(i)] |= SlotSet(1u << s);
        m_open[std::size_t(n)] |= SlotSet(1u << oppositeSlot(i, s));
        m_revision.clear();
    }

    // The square grid's inner-loop queries (square cells only): O(1), one load or one add, no
    // branches.
    [[nodiscard]] DirSet openDirs(CellIndex i) const { return m_open[std::size_t(i)]; }
    [[nodiscard]] bool isOpen(CellIndex i, Dir d) const { return (openDirs(i) & bit(d)) != 0; }
    // The neighbour index in direction d; only meaningful when that neighbour is inside the
    // grid (always true when isOpen(i, d), since the boundary is closed).
    [[nodiscard]] CellIndex neighbour(CellIndex i, Dir d) const {
        return i + m_delta[std::size_t(d)];
    }
    // Directions from cell c that lead to a cell inside the grid (square cells only).
    [[nodiscard]] DirSet insideDirs(Cell c) const {
        return DirSet((c.x + 1 < m_size.width ? bit(Dir::East) : 0) |
                      (c.y + 1 < m_size.height ? bit(Dir::South) : 0) |
                      (c.x > 0 ? bit(Dir::West) : 0) | (c.y > 0 ? bit(Dir::North) : 0));
    }

    // Open or close the wall between cell i and its neighbour in direction d (both sides).
    // Throws Error if that neighbour is outside the grid: the boundary is always closed. On other
    // shapes than the square, direction d is slot d (setSlot).
    void setPassage(CellIndex i, Dir d, bool open);
    void carve(CellIndex i, Dir d) { setPassage(i, d, true); }
    // carve() without its boundary check, for generators that have just checked insideDirs():
    // the checked version divides to find the cell's coordinates, which is costly once per
    // cell. Precondition: the neighbour in direction d is inside the grid.
    void carveInside(CellIndex i, Dir d) {
        std::uint8_t* const open = m_open.data(); // read once: the first store may alias it
        open[std::size_t(i)] |= bit(d);
        open[std::size_t(neighbour(i, d))] |= bit(opposite(d));
        m_revision.clear();
    }
    // carveInside() if `remove`, else nothing; without a branch on `remove`, for a generator
    // whose choice is a coin flip (Kruskal): a mispredicted branch costs more than the two
    // stores made either way.
    void carveInsideIf(CellIndex i, Dir d, bool remove) {
        const auto mask = std::uint8_t(0u - unsigned(remove));
        m_open[std::size_t(i)] |= bit(d) & mask;
        m_open[std::size_t(neighbour(i, d))] |= bit(opposite(d)) & mask;
        m_revision.clear();
    }
    void addWall(CellIndex i, Dir d) { setPassage(i, d, false); }
    void
    openAll(); // every inner wall between active cells removed (Recursive Division starts here)
    void closeAll(); // every wall present

    [[nodiscard]] int cost(CellIndex i) const { return m_cost[std::size_t(i)]; }
    void setCost(CellIndex i, int cost); // throws Error outside 1..255
    [[nodiscard]] bool hasUnitCosts() const;

    // The mask ("maze art"): a cell switched off is not part of the maze. It has no passages, a
    // generator never carves into it, a solver never enters it, and the statistics do not count
    // it. Without a mask (the default) every cell is active; the mask costs one byte per cell
    // only once some cell is switched off.
    [[nodiscard]] bool hasMask() const { return !m_off.empty(); }
    [[nodiscard]] bool isActive(CellIndex i) const {
        return m_off.empty() || m_off[std::size_t(i)] == 0;
    }
    [[nodiscard]] CellIndex activeCellCount() const { return m_activeCount; }
    // Switching a cell off closes its walls. Throws Error (and changes nothing) for the start or
    // the goal, which must stay active, and on weave cells for a crossed cell or one open to it.
    // Switching the last masked cell on drops the mask.
    void setActive(CellIndex i, bool active);
    void clearMask(); // every cell active again (walls unchanged)
    // Directions from cell c that lead to an active cell inside the grid: where a generator
    // that honours the mask may carve. Square cells only (activeSlots serves every shape).
    [[nodiscard]] DirSet activeDirs(Cell c) const {
        DirSet dirs = insideDirs(c);
        if (m_off.empty())
            return dirs;
        const CellIndex i = index(c);
        for (Dir d : kDirs)
            if ((dirs & bit(d)) && m_off[std::size_t(neighbour(i, d))])
                dirs &= DirSet(~bit(d));
        return dirs;
    }
    [[nodiscard]] const std::vector<std::uint8_t>& maskBits() const { return m_off; } // 1 = off

    [[nodiscard]] Cell start() const { return m_start; }
    [[nodiscard]] Cell goal() const { return m_goal; }
    // Throws Error (and changes nothing) if a cell is outside or masked off, or start equals
    // goal.
    void setStart(Cell c);
    void setGoal(Cell c);
    void setEndpoints(Cell start, Cell goal);

    [[nodiscard]] std::int64_t passageCount() const;
    [[nodiscard]] const std::vector<std::uint8_t>& openBits() const { return m_open; }
    [[nodiscard]] const std::vector<std::uint8_t>& costs() const { return m_cost; }
    // The state of the cells (not of the start and the goal): equal numbers, equal cells.
    [[nodiscard]] std::uint64_t revision() const { return m_revision.get(); }

    friend bool operator==(const Maze&, const Maze&) = default;

private:
    // The shape, shared by copies; == compares the shapes, not the pointers.
    struct SharedShape {
        std::shared_ptr<const Shape> shape;
        friend bool operator==(const SharedShape& a, const SharedShape& b) { return equal(a, b); }
        static bool equal(const SharedShape& a, const SharedShape& b);
    };
    [[nodiscard]] Cell polarCellAt(CellIndex i) const;
    void initialise(Size size);
    [[nodiscard]] SlotSet weaveActiveSlots(CellIndex i) const;
    [[nodiscard]] std::string weaveSlotError(CellIndex i, Slot s, bool open) const;

    static constexpr int kReciprocalShift = 40;
    ShapeKind m_kind = ShapeKind::Square;
    SharedShape m_shape;
    Size m_size;
    std::uint64_t m_rowReciprocal = 0; // floor(2^40 / width) + 1
    std::array<CellIndex, 4> m_delta{};
    std::vector<std::uint8_t> m_open; // DirSet per cell
    std::vector<std::uint8_t> m_cost; // 1..255 per cell
    std::vector<std::uint8_t> m_off;  // empty (no mask), or 1 per switched-off cell
    CellIndex m_activeCount = 0;
    Cell m_start;
    Cell m_goal;
    MazeRevision m_revision;
};

[[nodiscard]] std::string toString(Cell c); // "x,y"
// "(3,4)": a cell as users read it (docs/semantics.md, "Cells and coordinates").
[[nodiscard]] std::string cellText(Cell c);
[[nodiscard]] std::string toString(Size s); // "WxH"

} // namespace mazelab
