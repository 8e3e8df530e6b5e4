#pragma once
// Internal: the per-step inner loops of BFS and DFS, as ordinary inline functions.
//
// Why they are not written inside the coroutine bodies: g++ 12 keeps every local of a coroutine
// in its heap-allocated frame, even those that never live across a co_yield, and since the
// came-from arrays are bytes (which may alias anything), every store into them forces the frame's
// other locals to be reloaded. In an ordinary function the loop's state lives in registers. The
// benchmark's "as a plain loop" references (bench/) call these same functions, so they measure
// exactly what the coroutine adds.

#include "core/movement.hpp"
#include "core/solvers/detail/came_from.hpp"
#include "core/step.hpp"

#include <array>
#include <cstddef>
#include <cstdint>

namespace mazelab::detail {

// BFS: discovers the open neighbours of `cell` not seen before (E, S, W, N), records how they
// were reached, appends them to the queue and to the step. Returns the new queue tail.
inline std::size_t bfsDiscover(const Maze& maze, CellIndex cell, std::uint8_t* cameFrom,
                               CellIndex* queue, std::size_t tail, SolveStep& step) {
    std::uint8_t found = 0;
    const DirSet open = maze.openDirs(cell);
    for (Dir d : kDirs) {
        if (!(open & bit(d)))
            continue;
        const CellIndex next = maze.neighbour(cell, d);
        if (cameFrom[std::size_t(next)] != kUnseen)
            continue;
        cameFrom[std::size_t(next)] = std::uint8_t(opposite(d));
        queue[tail++] = next;
        step.discoveredCells[found++] = next;
    }
    step.discoveredCount = found;
    step.counters.searched += found;
    return tail;
}

// DFS: advances `cell`'s direction cursor (next[cell], 0..4) to its next open neighbour not yet
// entered, in `order`, and returns that neighbour, or -1 when none is left (a dead end).
inline CellIndex dfsNextChild(const Maze& maze, CellIndex cell, std::uint8_t* next,
                              const std::array<Dir, 4>& order) {
    std::uint8_t k = next[std::size_t(cell)];
    const DirSet open = maze.openDirs(cell);
    CellIndex child = -1;
    while (k < 4) {
        const Dir d = order[k++];
        if ((open & bit(d)) && next[std::size_t(maze.neighbour(cell, d))] == kUnseen) {
            child = maze.neighbour(cell, d);
            break;
        }
    }
    next[std::size_t(cell)] = k;
    return child;
}

// DFS over slots (cells of any shape): the same with the cursor over the slots, in their order
// or, `reversed`, from the last to the first (on square cells E, S, W, N and N, W, S, E, the
// orders of dfsNextChild's two searches).
inline CellIndex dfsNextSlot(const Maze& maze, CellIndex cell, std::uint8_t* next, bool reversed) {
    std::uint8_t k = next[std::size_t(cell)];
    const SlotSet open = maze.openSlots(cell);
    const int count = maze.slotCount(cell);
    CellIndex child = -1;
    while (k < count) {
        const auto s = Slot(reversed ? count - 1 - k : k);
        ++k;
        if (!(open & (1u << s)))
            continue;
        if (const CellIndex n = maze.slotNeighbour(cell, s); next[std::size_t(n)] == kUnseen) {
            child = n;
            break;
        }
    }
    next[std::size_t(cell)] = k;
    return child;
}

// DFS with diagonal moves: the same over the eight moves in `order` (next[cell], 0..8), taking
// those the rule allows.
inline CellIndex dfsNextMove(const Maze& maze, CellIndex cell, std::uint8_t* next,
                             const std::array<Move, kMoves>& order, Diagonal rule) {
    std::uint8_t k = next[std::size_t(cell)];
    const MoveSet allowed = allowedMoves(maze, cell, maze.cellAt(cell), rule);
    CellIndex child = -1;
    while (k < kMoves) {
        const Move m = order[k++];
        if ((allowed & (1u << m)) && next[std::size_t(moveTarget(maze, cell, m))] == kUnseen) {
            child = moveTarget(maze, cell, m);
            break;
        }
    }
    next[std::size_t(cell)] = k;
    return child;
}

} // namespace mazelab::detail
