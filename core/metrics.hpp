#pragma once
// Maze metrics: what a maze is made of (dead ends, corridors, junctions), how it hangs together
// (components, loops), how far apart its cells are (diameter, start-to-goal distance) and how
// much its passages meander before they branch ("river"). Qt-free; docs/metrics.md has the
// definitions with examples, the diameter method and the sources.
//
// Only active cells count (Maze::isActive): a masked-off cell is not part of the maze, so every
// count below is over active cells and every share is a percentage of activeCellCount(). The
// degree of a cell is its number of passages (0 to 4 on square cells; up to 6 on hexagons, 3 on
// triangles, and as many as its slots on a polar cell); costs are ignored throughout: distances
// are in moves (unit steps), as BFS counts them. Every shape is measured through the slots of
// Maze.
//
// - isolated: degree 0 (possible after editing, or around a mask); counted apart from the rest.
// - dead end: degree 1.
// - corridor: degree 2; straight (E+W or N+S; on a hexagon two opposite sides; on a polar cell
//   along the ring or across it, inward and outward, and through the centre to two opposite
//   cells; never on a triangle) or turning (any other pair).
// - junction: degree 3 (three-way) or 4 and more (four-way: the most a square cell has).
// - passages: open walls between two active cells (Maze::passageCount()).
// - components: connected regions of active cells (neighbours joined by a passage); an isolated
//   cell is a component of its own.
// - loops: passages - active cells + components, the cycle rank of the maze's graph: 0 for a
//   perfect maze (a spanning tree per component), and the number of walls one must close to make
//   it perfect otherwise.
// - diameter: the longest shortest path, in moves, between two cells of the same component (the
//   largest over all components). Exact: a double BFS sweep on components without loops (exact
//   on trees); n / 2 on a ring of n corridors; on other components with loops, eccentricity
//   bounding (Takes and Kosters, "Determining the diameter of small world networks", CIKM 2011;
//   the family of iFUB, Crescenzi et al., Theoretical Computer Science 514, 2013), with the cells
//   of hanging trees other than dead ends ruled out as ends first. It is exact but may need up to
//   one BFS per cell, so its work is capped (MetricsOptions::diameterWork): past the cap the
//   result is a proven lower bound, diameterExact is false and diameterUpperBound a proven upper
//   bound.
// - start-goal distance: BFS moves from the start to the goal, -1 if the goal cannot be reached.
// - river: the mean length, in moves, of the branch-free runs of the maze: passages / runs, where
//   a run is a maximal path whose inner cells are all corridors (it ends at dead ends and
//   junctions; a loop made only of corridors is one run). Walter D. Pullen ("Think Labyrinth:
//   Maze Algorithms", astrolog.org/labyrnth/algrithm.htm; the options of his Daedalus program)
//   describes a high "river" factor as "relatively longer passages between junctions and fewer
//   but longer dead ends", the Recursive Backtracker having "about as high a river factor as
//   possible"; Jamis Buck ("Mazes for Programmers", 2015, appendix) calls Hunt-and-Kill's long,
//   twisty passages with few dead ends "high river". This measures exactly "passages between
//   junctions": about 1.8 moves for Binary Tree and Aldous-Broder mazes, 6 or more for a
//   Recursive Backtracker's.

#include "core/maze.hpp"

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace mazelab {

struct MetricsOptions {
    // Cap on the diameter's work on components with loops, in cell visits (one BFS over a
    // component of n cells costs n). The default allows 256 BFS over a 1000 x 1000 maze (enough
    // for a Modified Binary Tree, which needs 80 to 220) and is never reached by mazes up to
    // 16384 cells, where even n BFS of n cells fit.
    std::int64_t diameterWork = std::int64_t{1} << 28;
};

struct MazeMetrics {
    Size size;
    std::int64_t activeCells = 0;
    std::int64_t passages = 0;

    std::int64_t isolated = 0;          // degree 0
    std::int64_t deadEnds = 0;          // degree 1
    std::int64_t corridors = 0;         // degree 2
    std::int64_t straightCorridors = 0; // degree 2, opposite sides open
    std::int64_t turningCorridors = 0;  // degree 2, a corner
    std::int64_t junctions3 = 0;        // degree 3
    std::int64_t junctions4 = 0;        // degree 4 or more (more: other shapes than the square)
    [[nodiscard]] std::int64_t junctions() const { return junctions3 + junctions4; }

    std::int64_t components = 0;
    std::int64_t loops = 0; // passages - activeCells + components

    std::int64_t diameter = 0;       // exact if diameterExact, else a lower bound
    bool diameterExact = true;
    std::int64_t diameterUpperBound = 0; // == diameter when exact
    Cell diameterFrom;                   // two cells that far apart (the same cell if diameter 0)
    Cell diameterTo;

    std::int64_t startGoalDistance = -1; // moves; -1 when the goal cannot be reached
    [[nodiscard]] bool goalReachable() const { return startGoalDistance >= 0; }

    std::int64_t runs = 0; // branch-free runs (see river)
    double river = 0;      // passages / runs, mean run length in moves; 0 without passages

    // count as a percentage of the active cells.
    [[nodiscard]] double percent(std::int64_t count) const {
        return activeCells > 0 ? double(count) * 100.0 / double(activeCells) : 0.0;
    }
};

// Measures `maze` in linear time plus the diameter's (linear on perfect mazes; see above).
// Workspace: three int32 arrays of the cell count, allocated once per call.
[[nodiscard]] MazeMetrics measureMaze(const Maze& maze, const MetricsOptions& options = {});

// --- Many mazes -------------------------------------------------------------------------------

// One figure of MazeMetrics, by name: the table that the CLI prints and the UI shows, in order.
struct MetricField {
    std::string_view key;   // snake_case, for JSON and CSV: "dead_ends_pct"
    std::string_view label; // for people: "dead ends (%)"
    // The figure, or nothing where it does not exist (the distance to an unreachable goal).
    std::optional<double> (*value)(const MazeMetrics&) = nullptr;
};
[[nodiscard]] std::span<const MetricField> metricFields();

struct MetricSummary {
    std::int64_t n = 0; // values that exist
    double mean = 0;
    double stddev = 0;  // sample standard deviation (n - 1); 0 when n < 2
};
// Mean and sample standard deviation of `field` over `results`, summed in index order (so the
// same results give the same bits). Mazes where the figure does not exist are left out.
[[nodiscard]] MetricSummary summarize(std::span<const MazeMetrics> results,
                                      const MetricField& field);

// Calls measureOne(k) for every k in 0..count-1 on `threads` threads (std::thread; the calling
// thread waits) and returns the results by index, so they do not depend on the thread count or
// the scheduling. If some calls throw, the others still run and the exception of the lowest k is
// rethrown. measureOne must be safe to call concurrently. threads < 1 is taken as 1.
[[nodiscard]] std::vector<MazeMetrics>
measureInParallel(std::int64_t count, int threads,
                  const std::function<MazeMetrics(std::int64_t k)>& measureOne);

} // namespace mazelab
