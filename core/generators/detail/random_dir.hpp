#pragma once
// Internal: a uniformly random direction out of a set, the draw every generator that picks "a
// random neighbour" makes (Aldous-Broder, Wilson, Hunt-and-Kill, Recursive Backtracker, Growing
// Tree, Prim simplified, the weight-matrix DFS, Modified Binary Tree): the one helper for it, so
// that they all draw alike. It draws exactly what nthDir(dirs, below(popcount(dirs))) draws, so it
// changes no maze; it looks the direction up in a table instead of looping over the set, which
// saves the walk a mispredicted branch or two per move (the direction is random, so no branch on
// it predicts).

#include "core/maze.hpp"
#include "core/random.hpp"

#include <array>

namespace mazelab::detail {

// kNthDir[s][n]: the n-th direction (E, S, W, N order) of the set s; unused past popcount(s).
inline constexpr std::array<std::array<Dir, 4>, 16> kNthDir = [] {
    std::array<std::array<Dir, 4>, 16> table{};
    for (unsigned s = 0; s < 16; ++s) {
        std::size_t n = 0;
        for (Dir d : kDirs)
            if (s & bit(d))
                table[s][n++] = d;
    }
    return table;
}();

// The draw alone: which of the directions in `dirs` (not empty), 0 for the first in E, S, W, N
// order; randomDir's direction is kNthDir[dirs][that]. The count is arithmetic rather than
// popcount()'s table: for a walker whose next move waits on this one (Wilson), a load less on
// that chain.
[[nodiscard]] inline unsigned randomDirIndex(Random& random, DirSet dirs) {
    const unsigned s = dirs;
    const unsigned count = (s & 1u) + (s >> 1 & 1u) + (s >> 2 & 1u) + (s >> 3 & 1u);
    return unsigned(random.below(count));
}

// Precondition: dirs is not empty.
[[nodiscard]] inline Dir randomDir(Random& random, DirSet dirs) {
    return kNthDir[dirs & 0x0F][random.below(std::uint64_t(popcount(dirs)))];
}

// The slot version, for every shape: a uniformly random slot of `slots` (not empty), drawn as
// randomDir draws, so that on square cells (slots E, S, W, N = 0 .. 3) it gives randomDir's
// direction for the same random numbers.
[[nodiscard]] inline Slot randomSlot(Random& random, SlotSet slots) {
    unsigned count = 0;
    for (unsigned s = slots; s != 0; s &= s - 1)
        ++count;
    auto n = unsigned(random.below(count));
    for (unsigned s = 0; s < kMaxSlots; ++s)
        if ((slots & (1u << s)) && n-- == 0)
            return Slot(s);
    return 0; // unreachable: n < count
}

} // namespace mazelab::detail
