#pragma once
// Distances from one cell over a maze's passages: the number of moves (a breadth-first search)
// or the cheapest cost (Dijkstra; entering a cell costs its cost), under a movement rule
// (core/movement.hpp: a diagonal move counts one move and costs sqrt(2) times the entered
// cell's cost). The desktop app colours the maze by them (Jamis Buck's distance heat map); the
// teaching cards ask whether a maze is perfect; the questions and challenges measure with them.
// On cells other than squares the moves are the open slots, whatever the rule: diagonal moves are
// defined on square cells only.

#include "core/maze.hpp"
#include "core/movement.hpp"

#include <cstdint>
#include <vector>

namespace mazelab {

enum class DistanceMetric : std::uint8_t { Moves, Cost };

// One entry per cell: the distance from `from`, or -1 for a cell it cannot reach (masked-off
// cells included), with four-direction moves. Cost on a maze whose cells all cost 1 is the same
// as Moves.
[[nodiscard]] std::vector<std::int64_t> distancesFrom(const Maze& maze, CellIndex from,
                                                      DistanceMetric metric);
// The number of moves under `rule`, a diagonal move counting one; -1 where it cannot reach.
[[nodiscard]] std::vector<std::int64_t> movesFrom(const Maze& maze, CellIndex from, Diagonal rule);

// The cheapest cost of every cell from `from` under `rule`, as exact sums (PathCost); a cell it
// cannot reach has {-1, -1}. Under Never the straight sums are distancesFrom's costs.
[[nodiscard]] std::vector<PathCost> costsFrom(const Maze& maze, CellIndex from, Diagonal rule);
inline constexpr PathCost kUnreachable{-1, -1};

// The heat map's distance under `rule`, as a number: moves on a maze whose cells all cost 1,
// else the cheapest cost (costsFrom's value); -1 for a cell it cannot reach.
[[nodiscard]] std::vector<double> heatDistances(const Maze& maze, CellIndex from, Diagonal rule);

// A perfect maze: its active cells form a spanning tree (all of them reachable from the start,
// and exactly one passage fewer than cells), so there is exactly one path between two cells.
[[nodiscard]] bool isPerfectMaze(const Maze& maze);

// Whether any active cell costs more than 1.
[[nodiscard]] bool isWeightedMaze(const Maze& maze);

} // namespace mazelab
