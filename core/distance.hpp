#pragma once
// Distances from one cell over a maze's passages: the number of moves (a breadth-first search)
// or the cheapest cost (Dijkstra; entering a cell costs its cost). The desktop app colours the
// maze by them (Jamis Buck's distance heat map); the teaching cards ask whether a maze is perfect.

#include "core/maze.hpp"

#include <cstdint>
#include <vector>

namespace mazelab {

enum class DistanceMetric : std::uint8_t { Moves, Cost };

// One entry per cell: the distance from `from`, or -1 for a cell it cannot reach (masked-off
// cells included). Cost on a maze whose cells all cost 1 is the same as Moves.
[[nodiscard]] std::vector<std::int64_t> distancesFrom(const Maze& maze, CellIndex from,
                                                      DistanceMetric metric);

// A perfect maze: its active cells form a spanning tree (all of them reachable from the start,
// and exactly one passage fewer than cells), so there is exactly one path between two cells.
[[nodiscard]] bool isPerfectMaze(const Maze& maze);

// Whether any active cell costs more than 1.
[[nodiscard]] bool isWeightedMaze(const Maze& maze);

} // namespace mazelab
