#pragma once
// Internal to the solvers: one byte per cell recording how the search reached it, and the path
// traced back through those bytes. The byte holds a direction (four directions), a move
// (diagonal movement) or, for the searches written against slots (createShaped), a slot.

#include "core/maze.hpp"
#include "core/movement.hpp"
#include "core/search_view.hpp"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace mazelab::detail {

inline constexpr std::uint8_t kUnseen = 0xFF;
inline constexpr std::uint8_t kStartMark = 4; // 0..3: the direction back to the parent
inline constexpr std::uint8_t kFlagBits = 0x80; // free for a solver's own flag (A*: closed)
// With diagonal moves: 0..7 the move back to the parent (core/movement.hpp), 8 the start.
inline constexpr std::uint8_t kStartMove = 8;
// Searches over slots: 0..7 the slot back to the parent, 8 the start. On square cells slot s is
// move s, so the bytes read as moves there.
inline constexpr std::uint8_t kStartSlot = kStartMove;
static_assert(kStartSlot >= kMaxSlots);

// The cell one step back from c: the move `back` on square cells (a direction is move 0..3, a
// slot of a square cell too), the slot `back` on the other shapes.
inline CellIndex stepBack(const Maze& maze, CellIndex c, std::uint8_t back) {
    if (maze.isSquare()) [[likely]]
        return moveTarget(maze, c, back);
    return maze.slotNeighbour(c, back);
}

// A byte per cell that a search writes in its hot loop (came-from bytes, labels). Not
// std::uint8_t: a store through an unsigned char may alias anything, so in a coroutine the
// compiler would reload the frame's fields (frontier, counters, open set) after each one (see
// expand.hpp); a store of an enum aliases only that enum.
enum class CellByte : std::uint8_t {};
constexpr std::uint8_t bitsOf(CellByte b) {
    return std::uint8_t(b);
}
inline constexpr CellByte kUnseenByte{kUnseen};

// What a came-from byte says of its cell, for a SearchView: seen, closed (the flag bit, A*'s
// closed set), and the way back to its parent: a direction, with diagonal movement (startMark
// kStartMove) a move, on cells other than squares (`squareCells` false) a slot.
inline CellInternals cameFromInternals(std::uint8_t state, std::uint8_t startMark = kStartMark,
                                       bool squareCells = true) {
    CellInternals in;
    if (state == kUnseen)
        return in;
    in.seen = true;
    in.closed = (state & kFlagBits) != 0;
    const auto back = std::uint8_t(state & ~kFlagBits);
    if (back == startMark)
        return in;
    if (!squareCells) {
        in.cameFromSlot = back;
        return in;
    }
    if (startMark == kStartMove)
        in.cameFromMove = back;
    if (!isDiagonal(back))
        in.cameFrom = Dir(back);
    return in;
}

// A view's distances from a search's origin, for searches that keep none: a cell's distance is
// its parent's plus one, traced back the first time it is asked for and kept (a labelled cell's
// parent never changes). The table is allocated on the first question, so a run nobody watches
// never pays for it.
class TracedDistances {
public:
    // backOf(c): the came-from direction (0..3) of a cell the search has labelled, or
    // kStartMark; with diagonal moves (startMark kStartMove), the move back (0..7); over slots
    // (kStartSlot), the slot back.
    template <typename BackOf>
    std::int64_t operator()(const Maze& maze, CellIndex cell, BackOf&& backOf,
                            std::uint8_t startMark = kStartMark) {
        if (m_dist.empty())
            m_dist.assign(std::size_t(maze.cellCount()), -1);
        m_trail.clear();
        CellIndex c = cell;
        while (m_dist[std::size_t(c)] < 0) {
            const std::uint8_t back = backOf(c);
            if (back == startMark) {
                m_dist[std::size_t(c)] = 0;
                break;
            }
            m_trail.push_back(c);
            c = stepBack(maze, c, back);
        }
        std::int32_t d = m_dist[std::size_t(c)];
        for (auto it = m_trail.rbegin(); it != m_trail.rend(); ++it)
            m_dist[std::size_t(*it)] = ++d;
        return m_dist[std::size_t(cell)];
    }

private:
    std::vector<std::int32_t> m_dist; // -1: not traced yet
    std::vector<CellIndex> m_trail;
};

// Appends the path start..goal to `path` (cleared first), following came-from directions (or
// moves, with diagonal movement: startMark kStartMove; or slots: kStartSlot). Byte:
// std::uint8_t, or a solver's enum of one byte (see astar_core.hpp).
template <typename Byte>
void tracePath(const Maze& maze, const std::vector<Byte>& cameFrom, CellIndex goal,
               std::vector<CellIndex>& path, std::uint8_t startMark = kStartMark) {
    path.clear();
    for (CellIndex c = goal;;) {
        path.push_back(c);
        const auto back = std::uint8_t(std::uint8_t(cameFrom[std::size_t(c)]) & ~kFlagBits);
        if (back == startMark)
            break;
        c = stepBack(maze, c, back);
    }
    std::reverse(path.begin(), path.end());
}

} // namespace mazelab::detail
