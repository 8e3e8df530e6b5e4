#pragma once
// Reference searches that the registered (coroutine) solvers are compared with, on the same maze
// in the same process. All search from maze.start() to maze.goal().
//
// - plainArrayBfs: the BFS anyone would write over Maze::openBits(): an int32 queue, one byte per
//   cell for the parent direction, no step records, no counters. Independent of core's code, it
//   measures what mazelab's BFS costs over the idiomatic minimum.
// - bfsLoop, dfsLoop, astarManhattanLoop: the bodies of core's coroutines (core/solvers/bfs.cpp,
//   the depthFirstSearch of core/solvers/dfs.cpp with the order E, S, W, N, and bestFirstSearch
//   of core/solvers/detail/astar_core.hpp with astar_manhattan.cpp's heuristic) as plain functions.
//   They call core's own inner loops (detail::bfsDiscover and dfsNextChild of
//   core/solvers/detail/expand.hpp; relaxNeighbours, OpenSet and OrderFor of astar_core.hpp), so no
//   second copy of an algorithm lives here; only the few lines of bookkeeping around those calls
//   are repeated, each co_yield replaced by publishing the step to the compiler (see
//   reference.cpp). They fill the same step records and counters as the registered solvers and
//   differ from them only in not suspending: the ratio coroutine / loop isolates what draining the
//   coroutine costs. The benchmark checks before timing that each gives the registered solver's
//   searched count, path length and number of steps, so any drift between these lines and core
//   stops it with an error.
// - astarOctileLoop: the body of core's A* (octile) under the benchmark's movement
//   (diagonalBestFirstSearch of core/solvers/detail/diagonal_core.hpp with OctileH, diagonal rule
//   only-when-no-obstacles) as a plain function around the same workspace and neighbour loop
//   (detail::DiagonalSearch): the ratio coroutine / loop isolates what suspending and the view
//   cost on eight-direction searches. Checked like the others (searched, path length, steps).
//
// And one reference generator:
// - plainArrayBacktracker: the recursive backtracker anyone would write: a std::vector<int32>
//   stack of cell indices, one byte per cell (four open bits and a visited bit), neighbours
//   found by the cell's x and y, no steps, no coroutine, no masks. Written independently of
//   core, it draws its choices from mazelab's Random in the order the registered
//   recursive-backtracker does (the start, then one below(n) per carve among the unvisited
//   neighbours in the order E, S, W, N), so it must build the same maze: the benchmark checks
//   that before timing.

#include "core/maze.hpp"
#include "core/step.hpp"

#include <cstdint>
#include <vector>

namespace mazelab::bench {

struct ReferenceResult {
    bool found = false;
    std::int64_t pathLength = 0; // moves, as SolveStats::pathLength
    std::int64_t searched = 0;   // as SolveStats::searched
    std::int64_t steps = 0;      // steps the loop published (0 for plainArrayBfs)
};

// The result that a solver's last step (Found or NoPath) records.
[[nodiscard]] ReferenceResult resultOfLastStep(const SolveStep& last);

[[nodiscard]] ReferenceResult plainArrayBfs(const Maze& maze);
[[nodiscard]] ReferenceResult bfsLoop(const Maze& maze);
[[nodiscard]] ReferenceResult dfsLoop(const Maze& maze);
[[nodiscard]] ReferenceResult astarManhattanLoop(const Maze& maze);
[[nodiscard]] ReferenceResult astarOctileLoop(const Maze& maze);

// The open-direction bits of each cell (as Maze::openBits()) of the W x H backtracker maze.
[[nodiscard]] std::vector<std::uint8_t> plainArrayBacktracker(Size size, std::uint64_t seed);

} // namespace mazelab::bench
