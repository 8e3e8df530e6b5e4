// Jump Point Search (D. Harabor and A. Grastien, "Online Graph Pruning for Pathfinding on Grid
// Maps", AAAI 2011): A* with the octile distance over jump points only, on a grid map of
// uniform costs with diagonal moves (docs/semantics.md, "Jump Point Search").
//  1. Discover the start with g = 0.
//  2. Take the open jump point n with the lowest f = g + h (ties: lower h, then the one
//     discovered first). If it is the goal, stop: the path is the jump points back through their
//     parents, with the cells between them filled in.
//  3. Close n. Prune its directions: from the start all eight; else the direction it was reached
//     by (the natural one; a diagonal adds its two straight parts) and those forced by a blocked
//     cell beside it (below).
//  4. Jump along each kept direction: step until the goal, a cell with a forced neighbour, a
//     diagonal step whose two straight jumps find a jump point, or a blocked cell (no successor).
//     The cell it stops on is a successor, g' = g(n) + the length of the line; it is discovered or
//     updated as A* does a neighbour.
//  5. Repeat from 2; no open jump point left means there is no path.
// Forced neighbours depend on the diagonal rule. Without corner cutting (only-when-no-obstacles,
// the benchmark's rule; D. Harabor and A. Grastien, "Improving Jump Point Search", ICAPS 2014, and
// PathFinding.js's JPFMoveDiagonallyIfNoObstacles): a straight step is forced to turn where a side
// cell is open and the side cell behind it blocked, and a diagonal step never is. With corner
// cutting (always, if-at-most-one-obstacle; the 2011 paper, PathFinding.js's
// JPFAlwaysMoveDiagonally and JPFMoveDiagonallyIfAtMostOneObstacle): a straight step turns
// diagonally where a side cell is blocked and the side cell ahead open, a diagonal step where a
// cell beside the move it made is blocked and the cell past that one open. A straight jump tests
// 64 cells at a time, on rows and columns of bits (the block-based jumps of the 2014 paper); the
// bits are made once per search.
#include "core/solvers/detail/diagonal_core.hpp"

#include <array>
#include <bit>
#include <cstring>
#include <limits>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace mazelab {
namespace {

using detail::CellByte;
using detail::ExactCost;
using detail::kClosedBit;
using detail::kStartMove;
using detail::kUnseenByte;

// Lines of bits, 64 cells to a word: bit `pos` of line `line` is set when that cell is open.
// Around them, empty lines and words (blocked cells), so that a jump needs no bounds checks.
class LineBits {
public:
    LineBits(int lines, int length)
        : m_words((length + 63) / 64), m_stride(std::size_t(m_words) + 4),
          m_bits((std::size_t(lines) + 2) * m_stride) {}

    [[nodiscard]] int words() const { return m_words; }
    [[nodiscard]] std::uint64_t& word(int line, int w) { return base(line)[w]; }
    [[nodiscard]] bool test(int line, int pos) const {
        return (base(line)[pos >> 6] >> (pos & 63)) & 1u;
    }
    // The 64 cells from `pos` on (pos >= -128): bit k is cell pos + k.
    [[nodiscard]] std::uint64_t window(int line, int pos) const {
        const std::uint64_t* w = base(line) + (pos >> 6);
        const unsigned shift = unsigned(pos & 63);
        return (w[0] >> shift) | ((w[1] << 1) << (63 - shift));
    }

private:
    [[nodiscard]] std::uint64_t* base(int line) {
        return m_bits.data() + (std::size_t(line + 1) * m_stride + 2);
    }
    [[nodiscard]] const std::uint64_t* base(int line) const {
        return m_bits.data() + (std::size_t(line + 1) * m_stride + 2);
    }
    int m_words;          // words holding cells
    std::size_t m_stride; // words per line: two blocked words each side
    std::vector<std::uint64_t> m_bits;
};

// Eight mask bytes (0 on, 1 off) as eight bits, set for the cells that are on: each byte's bit is
// multiplied into the top byte, byte k to bit 56 + k, without carries.
static_assert(std::endian::native == std::endian::little, "onBitsOf reads byte k at bit 8k");
inline std::uint64_t onBitsOf(const std::uint8_t* off) {
    std::uint64_t bytes;
    std::memcpy(&bytes, off, 8);
    return ((~bytes & 0x0101010101010101u) * 0x0102040810204080u) >> 56;
}

// Transposes a 64 x 64 block of bits: bit c of word r goes to bit r of word c (H. S. Warren,
// "Hacker's Delight", the recursive block swap of section 7-3).
void transpose(std::array<std::uint64_t, 64>& a) {
    std::uint64_t mask = 0x00000000FFFFFFFFu;
    for (unsigned j = 32; j != 0; j >>= 1, mask ^= mask << j)
        for (unsigned k = 0; k < 64; k = ((k | j) + 1) & ~j) {
            const std::uint64_t t = ((a[k] >> j) ^ a[k | j]) & mask;
            a[k] ^= t << j;
            a[k | j] ^= t;
        }
}

// The open cells of a grid map by rows (line y, position x) and by columns (line x, position y).
struct MapBits {
    LineBits rows;
    LineBits columns;

    explicit MapBits(const Maze& maze)
        : rows(maze.height(), maze.width()), columns(maze.width(), maze.height()) {
        const int width = maze.width();
        const int height = maze.height();
        const std::vector<std::uint8_t>& off = maze.maskBits();
        for (int y = 0; y < height; ++y) {
            const std::uint8_t* row =
                off.empty() ? nullptr : off.data() + std::size_t(y) * std::size_t(width);
            for (int x = 0; x < width; x += 8) {
                std::uint64_t bits = 0xFF;
                if (row && x + 8 <= width)
                    bits = onBitsOf(row + x);
                else if (row)
                    for (int k = 0; x + k < width; ++k)
                        bits &= ~(std::uint64_t(row[x + k] != 0) << k);
                if (x + 8 > width)
                    bits &= (1u << (width - x)) - 1;
                rows.word(y, x >> 6) |= bits << (x & 63);
            }
        }
        std::array<std::uint64_t, 64> block;
        for (int by = 0; by < columns.words(); ++by)
            for (int bx = 0; bx < rows.words(); ++bx) {
                for (int k = 0; k < 64; ++k)
                    block[std::size_t(k)] = by * 64 + k < height ? rows.word(by * 64 + k, bx) : 0;
                transpose(block);
                for (int k = 0; k < 64 && bx * 64 + k < width; ++k)
                    columns.word(bx * 64 + k, by) = block[std::size_t(k)];
            }
    }
};

// What a search derives from a maze's cells alone, kept for the last few states of the cells
// (Maze::revision): a benchmark searches one map thousands of times, and a menu asks whether JPS
// takes the maze on every change. Each costs a pass over every cell; on arena2.map that pass was
// three quarters of a search's instructions.
template <typename T>
class RevisionCache {
public:
    template <typename Make>
    std::shared_ptr<const T> get(const Maze& maze, Make&& make) {
        const std::uint64_t revision = maze.revision();
        {
            const std::lock_guard lock(m_mutex);
            for (const Entry& e : m_entries)
                if (e.value && e.revision == revision)
                    return e.value;
        }
        auto value = std::make_shared<const T>(make(maze)); // outside the lock: it may be slow
        const std::lock_guard lock(m_mutex);
        m_entries[m_next] = {revision, value};
        m_next = (m_next + 1) % m_entries.size();
        return value;
    }

private:
    struct Entry {
        std::uint64_t revision = 0;
        std::shared_ptr<const T> value;
    };
    std::mutex m_mutex;
    std::array<Entry, 4> m_entries;
    std::size_t m_next = 0;
};

std::shared_ptr<const MapBits> mapBitsOf(const Maze& maze) {
    static RevisionCache<MapBits> cache;
    return cache.get(maze, [](const Maze& m) { return MapBits(m); });
}

constexpr int kNoGoal = std::numeric_limits<int>::min() / 2;

// Where a straight jump along a line stopped: on a jump point (found) or on a blocked cell.
struct LineEnd {
    int pos;
    bool found;
};

// A straight jump along line `line` from `from` (excluded) in the direction Step (+1 or -1): the
// first cell that is blocked, is the goal (at goalPos, or kNoGoal) or has a forced neighbour on
// either side line. Without corner cutting a side cell is forced when it is open and the one
// behind it blocked; with corner cutting when it is blocked and the one ahead open.
template <int Step>
LineEnd jumpAlong(const LineBits& bits, int line, int from, int goalPos, bool cornerCutting) {
    for (int p = from + Step;; p += 64 * Step) {
        const int first = Step > 0 ? p : p - 63; // the window holds cells first..first + 63
        const std::uint64_t here = bits.window(line, first);
        const std::uint64_t left = bits.window(line - 1, first);
        const std::uint64_t right = bits.window(line + 1, first);
        std::uint64_t forced;
        if (cornerCutting)
            forced = (~left & bits.window(line - 1, first + Step)) |
                     (~right & bits.window(line + 1, first + Step));
        else
            forced = (left & ~bits.window(line - 1, first - Step)) |
                     (right & ~bits.window(line + 1, first - Step));
        std::uint64_t stop = ~here | forced;
        if (unsigned(goalPos - first) < 64u)
            stop |= std::uint64_t(1) << (goalPos - first);
        if (stop != 0) {
            const int at = p + Step * (Step > 0 ? std::countr_zero(stop) : std::countl_zero(stop));
            return {at, ((here >> (at - first)) & 1u) != 0};
        }
    }
}

// The diagonal move between two perpendicular directions (E and S: SE).
constexpr Move diagonalOf(Dir a, Dir b) {
    return Move(4 + (((unsigned(b) - unsigned(a)) & 3u) == 1 ? unsigned(a) : unsigned(b)));
}
static_assert(diagonalOf(Dir::East, Dir::South) == 4 && diagonalOf(Dir::West, Dir::South) == 5 &&
              diagonalOf(Dir::North, Dir::West) == 6 && diagonalOf(Dir::East, Dir::North) == 7);

constexpr MoveSet moveBit(Move m) {
    return MoveSet(1u << m);
}

// The grid map as bits, and the pruning and jumping rules of one diagonal rule over it.
class JumpGrid {
public:
    JumpGrid(const Maze& maze, Diagonal rule)
        : m_bits(mapBitsOf(maze)), m_width(maze.width()), m_goal(maze.goal()),
          m_goalIndex(maze.index(maze.goal())), m_rule(rule),
          m_cornerCutting(rule != Diagonal::OnlyWhenNoObstacles) {}

    // The directions to jump from n, reached by the move `back` leads back along (kStartMove for
    // the start): the natural ones and the forced ones.
    [[nodiscard]] MoveSet directions(Cell n, unsigned back) const {
        if (back == kStartMove)
            return 0xFF;
        const auto arrived = oppositeMove(Move(back));
        auto moves = moveBit(arrived);
        if (!isDiagonal(arrived)) {
            const Dir d = Dir(arrived);
            for (const Dir side : {Dir((arrived + 1u) & 3u), Dir((arrived + 3u) & 3u)}) {
                if (m_cornerCutting) {
                    if (!open(n, side))
                        moves |= moveBit(diagonalOf(d, side));
                } else if (open(n, side) && !open(step(n, opposite(d)), side)) {
                    moves |= MoveSet(moveBit(Move(side)) | moveBit(diagonalOf(d, side)));
                }
            }
            return moves;
        }
        const Dir a = firstDir(arrived);
        const Dir b = secondDir(arrived);
        moves |= MoveSet(moveBit(Move(a)) | moveBit(Move(b)));
        if (m_cornerCutting) {
            if (!open(n, opposite(a)))
                moves |= moveBit(diagonalOf(opposite(a), b));
            if (!open(n, opposite(b)))
                moves |= moveBit(diagonalOf(a, opposite(b)));
        }
        return moves;
    }

    struct Jump {
        CellIndex cell = -1; // the jump point, or -1: the jump ran into a blocked cell
        int length = 0;      // moves from n
    };

    // Jumps from n along m, writing the cells passed over (not the jump point) at `scanned`,
    // which it advances.
    Jump jump(Cell n, Move m, CellIndex*& scanned) const {
        if (!isDiagonal(m)) {
            const LineEnd end = jumpStraight(n, Dir(m));
            const int length = std::abs(end.pos - (isVertical(Dir(m)) ? n.y : n.x));
            appendLine(scanned, n, Dir(m), length - 1);
            if (!end.found)
                return {};
            return {index(n) + length * delta(Dir(m)), length};
        }
        const int dx = moveDx(m);
        const int dy = moveDy(m);
        const Dir straight[2] = {firstDir(m), secondDir(m)};
        Cell c = n;
        for (int length = 1; diagonalAllowed(c, dx, dy); ++length) {
            c = {c.x + dx, c.y + dy};
            const CellIndex i = index(c);
            if (i == m_goalIndex || (m_cornerCutting && forcedAlongDiagonal(c, dx, dy)))
                return {i, length};
            for (const Dir d : straight) {
                const LineEnd end = jumpStraight(c, d);
                // The straight jump's end is passed over too when it is a jump point: the
                // diagonal cell is the successor.
                appendLine(scanned, c, d,
                           std::abs(end.pos - (isVertical(d) ? c.y : c.x)) - (end.found ? 0 : 1));
                if (end.found)
                    return {i, length};
            }
            *scanned++ = i;
        }
        return {};
    }

private:
    [[nodiscard]] static bool isVertical(Dir d) { return d == Dir::South || d == Dir::North; }
    [[nodiscard]] CellIndex index(Cell c) const { return c.y * m_width + c.x; }
    [[nodiscard]] CellIndex delta(Dir d) const { return dx(d) + dy(d) * m_width; }
    [[nodiscard]] bool open(int x, int y) const { return m_bits->rows.test(y, x); }
    [[nodiscard]] bool open(Cell c, Dir d) const { return open(c.x + dx(d), c.y + dy(d)); }

    // Whether the rule lets a diagonal move go from c to c + (dx, dy).
    [[nodiscard]] bool diagonalAllowed(Cell c, int dx, int dy) const {
        if (!open(c.x + dx, c.y + dy))
            return false;
        const bool a = open(c.x + dx, c.y);
        const bool b = open(c.x, c.y + dy);
        switch (m_rule) {
        case Diagonal::OnlyWhenNoObstacles:
            return a && b;
        case Diagonal::IfAtMostOneObstacle:
            return a || b;
        case Diagonal::Always:
        case Diagonal::Never:
            break;
        }
        return true;
    }

    // With corner cutting: a cell beside the diagonal move just made blocked, the one past it open.
    [[nodiscard]] bool forcedAlongDiagonal(Cell c, int dx, int dy) const {
        return (open(c.x - dx, c.y + dy) && !open(c.x - dx, c.y)) ||
               (open(c.x + dx, c.y - dy) && !open(c.x, c.y - dy));
    }

    [[nodiscard]] LineEnd jumpStraight(Cell c, Dir d) const {
        switch (d) {
        case Dir::East:
            return jumpAlong<1>(m_bits->rows, c.y, c.x, c.y == m_goal.y ? m_goal.x : kNoGoal,
                                m_cornerCutting);
        case Dir::West:
            return jumpAlong<-1>(m_bits->rows, c.y, c.x, c.y == m_goal.y ? m_goal.x : kNoGoal,
                                 m_cornerCutting);
        case Dir::South:
            return jumpAlong<1>(m_bits->columns, c.x, c.y, c.x == m_goal.x ? m_goal.y : kNoGoal,
                                m_cornerCutting);
        case Dir::North:
            break;
        }
        return jumpAlong<-1>(m_bits->columns, c.x, c.y, c.x == m_goal.x ? m_goal.y : kNoGoal,
                             m_cornerCutting);
    }

    // Writes the `count` cells after c along d at `out`, and advances it.
    void appendLine(CellIndex*& out, Cell c, Dir d, int count) const {
        const CellIndex stride = delta(d);
        CellIndex i = index(c);
        for (int k = 0; k < count; ++k)
            *out++ = i += stride;
    }

    std::shared_ptr<const MapBits> m_bits; // shared with the cache (mapBitsOf)
    int m_width;
    Cell m_goal;
    CellIndex m_goalIndex;
    Diagonal m_rule;
    bool m_cornerCutting;
};

// The path start..goal: the jump points back through their parents, and the cells between two of
// them, along the move back.
void traceJumps(const Maze& maze, const CellByte* cameFrom, const CellIndex* parents,
                CellIndex goal, std::vector<CellIndex>& path) {
    path.clear();
    CellIndex c = goal;
    for (unsigned back; (back = bitsOf(cameFrom[std::size_t(c)]) & ~kClosedBit) != kStartMove;)
        for (const CellIndex parent = parents[std::size_t(c)]; c != parent;
             c = moveTarget(maze, c, Move(back)))
            path.push_back(c);
    path.push_back(c);
    std::reverse(path.begin(), path.end());
}

SolveSteps search(const Maze& maze, ParamValues, Diagonal rule) {
    using Order = detail::DiagonalKeyOrder;
    const JumpGrid grid(maze, rule);
    const CellIndex start = maze.index(maze.start());
    const CellIndex goal = maze.index(maze.goal());
    // The came-from bytes hold the move back toward the parent. The scanned cells of one
    // expansion: each at most once (the jumps of different directions cover different lines and
    // quadrants around the jump point), so never more than the map has.
    const detail::WorkspaceLease<Order> lease(std::size_t(maze.cellCount()), true);
    detail::DiagonalWorkspace<Order>& w = *lease;
    CellByte* const cameFrom = w.cameFrom.data();
    detail::DiagonalCell* const records = w.records.data.get();
    CellIndex* const parents = w.parents.data.get();
    CellIndex* const scanned = w.scanned.data.get();
    std::vector<CellIndex> path;
    const detail::OctileH octile(maze);
    const detail::DiagonalSum sum;
    auto entry = [&](CellIndex c, Cell at) {
        const detail::DiagonalCell& r = records[std::size_t(c)];
        const ExactCost h = octile(at.x, at.y);
        return Order::make(sum(r.g, h), h.value(), r.order);
    };
    auto discover = [&](CellIndex c, ExactCost g) {
        records[std::size_t(c)] = {g, std::uint32_t(w.byOrder.size())};
        w.byOrder.push_back(c);
    };

    SolveStep step;
    const detail::DiagonalOpenSetView<detail::OctileH, detail::DiagonalSum> view(maze, w, octile,
                                                                                 sum, step);
    step.view = &view;
    SolveCounters& n = step.counters;
    cameFrom[std::size_t(start)] = CellByte{kStartMove};
    discover(start, {});
    w.open.push(entry(start, maze.start()));
    n.searched = n.frontier = n.maxFrontier = 1;

    for (detail::Taken taken; (taken = detail::takeBest(w, n)).cell >= 0;) {
        const CellIndex cell = taken.cell;
        step.cell = cell;
        if (cell == goal) {
            traceJumps(maze, cameFrom, parents, goal, path);
            detail::endFound(step, path, 3);
            co_yield step;
            co_return;
        }
        step.kind = SolveStep::Kind::Expand;
        step.line = 5;
        const Cell at = maze.cellAt(cell);
        const ExactCost g = records[std::size_t(cell)].g;
        CellIndex* scannedEnd = scanned;
        std::uint8_t found = 0;
        for (unsigned todo = grid.directions(at, taken.back); todo != 0; todo &= todo - 1) {
            const auto m = Move(std::countr_zero(todo));
            const JumpGrid::Jump jump = grid.jump(at, m, scannedEnd);
            if (jump.cell < 0)
                continue;
            const auto length = std::uint32_t(jump.length);
            const ExactCost gNext = isDiagonal(m) ? ExactCost{g.straight, g.diagonal + length}
                                                  : ExactCost{g.straight + length, g.diagonal};
            CellByte& nextState = cameFrom[std::size_t(jump.cell)];
            detail::DiagonalCell& r = records[std::size_t(jump.cell)];
            const Cell nextAt{at.x + moveDx(m) * jump.length, at.y + moveDy(m) * jump.length};
            if (nextState == kUnseenByte) {
                discover(jump.cell, gNext);
                step.discoveredCells[found++] = jump.cell;
            } else if ((bitsOf(nextState) & kClosedBit) || gNext.value() >= r.g.value()) {
                continue;
            } else {
                r.g = gNext; // the outdated entry is skipped when it comes out
            }
            nextState = CellByte(oppositeMove(m));
            parents[std::size_t(jump.cell)] = cell;
            w.open.push(entry(jump.cell, nextAt));
        }
        detail::countDiscovered(step, found);
        step.scanned = {scanned, scannedEnd};
        n.extra[0] += scannedEnd - scanned;
        co_yield step;
    }
    detail::endWithout(step, SolveStep::Kind::NoPath, 10);
    co_yield step;
}

// The first wall between two active cells (row by row, east walls before south ones), if any.
// Each row is checked first by byte arithmetic that the compiler vectorises (a grid map has no
// such wall, and the check runs before every search): a wall is closed between two cells that are
// on when (off here | off there | open bit) is 0.
std::optional<std::pair<Cell, Dir>> wallBetweenOpenCells(const Maze& maze) {
    const int width = maze.width();
    const int height = maze.height();
    const std::vector<std::uint8_t>& mask = maze.maskBits();
    // Without a mask every cell is on: two rows of zeros stand for every pair of rows.
    const std::vector<std::uint8_t> noMask(mask.empty() ? 2 * std::size_t(width) : 0, 0);
    const std::size_t maskStride = mask.empty() ? 0 : std::size_t(width);
    const std::uint8_t* off = mask.empty() ? noMask.data() : mask.data();
    const std::uint8_t* open = maze.openBits().data();
    constexpr unsigned east = 1u << unsigned(Dir::East);
    constexpr unsigned south = 1u << unsigned(Dir::South);
    for (int y = 0; y < height; ++y) {
        const std::uint8_t* o = off + std::size_t(y) * maskStride;
        const std::uint8_t* w = open + std::size_t(y) * std::size_t(width);
        unsigned walls = 0;
        for (int x = 0; x + 1 < width; ++x)
            walls |= (o[x] | o[x + 1] | (w[x] & east)) ^ 1u;
        if (y + 1 < height)
            for (int x = 0; x < width; ++x)
                walls |= (o[x] | o[x + width] | ((w[x] & south) >> 1)) ^ 1u;
        if (walls == 0)
            continue;
        for (int x = 0; x < width; ++x) {
            if (x + 1 < width && (o[x] | o[x + 1] | (w[x] & east)) == 0)
                return std::pair{Cell{x, y}, Dir::East};
            if (y + 1 < height && (o[x] | o[x + width] | (w[x] & south)) == 0)
                return std::pair{Cell{x, y}, Dir::South};
        }
    }
    return std::nullopt;
}

std::string findMazeError(const Maze& maze) {
    if (!maze.hasUnitCosts())
        return "it needs every cell to cost 1, since it jumps over cells without adding their "
               "costs, and this maze has weighted cells";
    if (const auto wall = wallBetweenOpenCells(maze)) {
        const auto [cell, dir] = *wall;
        return "the wall between " + cellText(cell) + " and " + cellText(step(cell, dir)) +
               " stands between two open cells, and it prunes moves by blocked cells alone, so "
               "it needs a grid map with no walls (a Moving AI map, an Open Field maze)";
    }
    return {};
}

std::string mazeError(const Maze& maze) {
    static RevisionCache<std::string> cache;
    return *cache.get(maze, findMazeError);
}

} // namespace

const SolverInfo& jpsInfo() {
    static const SolverInfo info = {
        .id = "jps",
        .name = "Jump Point Search",
        .family = SolverFamily::BestFirst,
        .description = "A* with the octile distance that expands only jump points. From each one "
            "it jumps in a straight line, straight or diagonal, over every cell that an "
            "equally short path could reach without it, and stops where an obstacle forces a "
            "turn: the many equal paths of an open grid collapse into one. It finds a cheapest "
            "path with diagonal moves and expands far fewer cells than A*, but it needs a grid "
            "map: every cell costs 1 and only blocked cells stop a move, no walls between "
            "cells.",
        .card = {
            .howItWorks = "A* over jump points: from each expanded point it moves in a straight "
                "line, straight or diagonal, while no obstacle beside the line opens a shorter way "
                "that this line would miss. A diagonal step also sends two straight jumps ahead "
                "of it. Where a turn is forced, or the goal is reached, the jump stops and its "
                "end joins the open set; the cells passed over are only scanned.",
            .time = "O(cells log cells) at worst, often far fewer expanded",
            .memory = "O(cells): the heap, g, a parent per jump point, the map as bits",
        },
        .nextStepRule = "Jump Point Search takes the open jump point with the lowest f = g + h; "
                        "ties go to the lower h, then to the jump point found first.",
        .pseudocode = {
            "open = {start}, g(start) = 0; mark start searched",
            "while open is not empty:",
            "    n = the open jump point of lowest f = g + h (ties: lower h, then first found)",
            "    if n is the goal: return the path back through the parents, lines filled in",
            "    close n",
            "    for each direction d kept by pruning (start: all 8; else natural and forced):",
            "        s = jump(n, d); if there is none or s is closed: next d",
            "        g' = g(n) + the cost of the line from n to s",
            "        if s is new: mark it searched, g(s) = g', parent = n, add it to open",
            "        else if g' < g(s): g(s) = g', parent = n (update)",
            "return no path",
            "jump(x, d): c = the cell after x along d, scanned",
            "    if c is blocked, or the rule forbids the move from x: return none",
            "    if c is the goal or has a forced neighbour: return c",
            "    if d is diagonal and jumps from c along its straight parts find one: return c",
            "    return jump(c, d)",
        },
        .heuristic = "h = max(|dx|, |dy|) + (sqrt(2) - 1) * min(|dx|, |dy|)",
        .extraFigures = {kScannedFigure},
        .createDiagonal = &search,
        .noFourWay = "its pruning keeps the diagonal moves that an obstacle forces, so it needs "
                     "one of the diagonal rules",
        .cheapestWithDiagonals = true,
        .fixedHeuristic = Heuristic::Octile,
        .mazeError = &mazeError,
        .noShapesReason = "it jumps along the rows, columns and diagonals of a square grid, "
                          "which other cells do not line up in",
    };
    return info;
}

} // namespace mazelab
