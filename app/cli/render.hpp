#pragma once
// ASCII pictures of a maze for the command line, in the style of the maze file's art: corners
// `+`, walls `---` and `|`, each cell three characters wide, so a W x H maze is 2H+1 lines of
// 4W+1 characters. The start is ` S `, the goal ` G `; with a search, path cells are ` * ` (and
// the open wall gaps between consecutive path cells `*`, so the route reads as a line) and the
// other searched cells ` . `.

#include "core/maze.hpp"
#include "core/registry.hpp"

#include <cstdint>
#include <ostream>
#include <vector>

namespace mazelab::cli {

// What a solver's run touched, collected from its steps.
struct SearchTrace {
    std::vector<std::uint8_t> searched; // per cell: 1 if searched (the start always is)
    std::vector<CellIndex> path;        // start..goal, empty when no path was found
    bool found = false;
};

// Runs `solver` on `maze` step by step and records the searched cells (discovered cells for
// BFS, Dijkstra and A*, entered cells for DFS) and the path. The number of searched cells equals
// the solver's own SolveStats::searched.
// `params` as SolverInfo::start takes them (empty: the defaults), under the movement `rule`.
[[nodiscard]] SearchTrace traceSearch(const SolverInfo& solver, const Maze& maze,
                                      const ParamValues& params = {},
                                      Diagonal rule = Diagonal::Never);

// Writes the picture, one line per row of the art, each ending in '\n'. `trace` may be null
// (walls, start and goal only).
void renderMaze(std::ostream& out, const Maze& maze, const SearchTrace* trace);

} // namespace mazelab::cli
