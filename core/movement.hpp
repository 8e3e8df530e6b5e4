#pragma once
// Movement: which moves a run may make from a cell. Four directions (E, S, W, N through open
// walls) are mazelab's own; the three diagonal rules are PathFinding.js's, defined for a maze with
// walls between cells in docs/semantics.md ("Movement").
//
// A diagonal move passes one of the two straight two-move routes between its ends (NE: N then E,
// or E then N). An obstacle on a route is a closed wall on it or a masked cell at its corner.
// On a Moving AI map, whose passable cells are open to each other, `OnlyWhenNoObstacles` is the
// benchmark's rule (N. Sturtevant, "Benchmarks for Grid-Based Pathfinding", 2012).

#include "core/maze.hpp"

#include <array>
#include <cmath>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace mazelab {

enum class Diagonal : std::uint8_t {
    Never,               // four directions: through an open wall to E, S, W or N
    Always,              // also to any active diagonal neighbour, routes or not
    IfAtMostOneObstacle, // also diagonally when at least one of the two routes is clear
    OnlyWhenNoObstacles, // also diagonally when both routes are clear (no corner cutting)
};
inline constexpr std::array<Diagonal, 4> kDiagonals = {Diagonal::Never, Diagonal::Always,
                                                       Diagonal::IfAtMostOneObstacle,
                                                       Diagonal::OnlyWhenNoObstacles};

// "never", "always", "if-at-most-one-obstacle", "only-when-no-obstacles": files and command lines.
[[nodiscard]] std::string_view diagonalId(Diagonal d);
// "Never (four directions)", ...: menus.
[[nodiscard]] std::string_view diagonalName(Diagonal d);
// Throws Error naming the valid ids.
[[nodiscard]] Diagonal diagonalById(std::string_view id);

// The eight moves. 0..3 are the Dir values (E, S, W, N); 4 + k is the diagonal between Dir k and
// Dir k + 1: SE, SW, NW, NE. A search looks at them in this order, so that under `Never` it looks
// exactly as before.
using Move = std::uint8_t;
using MoveSet = std::uint8_t; // bit (1 << move) set = the move is allowed
inline constexpr Move kMoves = 8;
[[nodiscard]] constexpr bool isDiagonal(Move m) {
    return m >= 4;
}
[[nodiscard]] constexpr Move oppositeMove(Move m) {
    return Move((m & 4u) | ((m + 2u) & 3u));
}
// The two straight directions a diagonal move combines (SE: E and S).
[[nodiscard]] constexpr Dir firstDir(Move m) {
    return Dir(m & 3u);
}
[[nodiscard]] constexpr Dir secondDir(Move m) {
    return Dir((m + 1u) & 3u);
}
[[nodiscard]] constexpr int moveDx(Move m) {
    return isDiagonal(m) ? dx(firstDir(m)) + dx(secondDir(m)) : dx(Dir(m));
}
[[nodiscard]] constexpr int moveDy(Move m) {
    return isDiagonal(m) ? dy(firstDir(m)) + dy(secondDir(m)) : dy(Dir(m));
}
static_assert(moveDx(4) == 1 && moveDy(4) == 1 && moveDx(5) == -1 && moveDy(5) == 1 &&
              moveDx(6) == -1 && moveDy(6) == -1 && moveDx(7) == 1 && moveDy(7) == -1 &&
              oppositeMove(4) == 6 && oppositeMove(7) == 5 && oppositeMove(0) == 2);
// "E", "S", "W", "N", "SE", "SW", "NW", "NE".
[[nodiscard]] std::string_view moveName(Move m);
// The move from cell a to the neighbouring cell b (one of the eight), or kMoves if b is not one.
[[nodiscard]] Move moveBetween(Cell a, Cell b);

// The index of the cell one move away (the caller knows it is inside the grid).
[[nodiscard]] inline CellIndex moveTarget(const Maze& maze, CellIndex i, Move m) {
    return i + moveDy(m) * maze.width() + moveDx(m);
}

// Whether the straight route "first a, then b" from cell i is clear: both walls open (an open
// wall never leads to a masked cell).
[[nodiscard]] inline bool routeClear(const Maze& maze, CellIndex i, Dir a, Dir b) {
    return maze.isOpen(i, a) && maze.isOpen(maze.neighbour(i, a), b);
}

// The moves allowed from cell i (at `at`) under the rule: the open walls, and the diagonals the
// rule allows into active cells inside the grid.
[[nodiscard]] inline MoveSet allowedMoves(const Maze& maze, CellIndex i, Cell at, Diagonal rule) {
    auto moves = MoveSet(maze.openDirs(i));
    if (rule == Diagonal::Never)
        return moves;
    const DirSet inside = maze.insideDirs(at);
    for (Move k = 0; k < 4; ++k) {
        const Dir a = Dir(k);
        const Dir b = Dir((k + 1u) & 3u);
        if ((inside & bit(a)) == 0 || (inside & bit(b)) == 0)
            continue;
        const Move m = Move(4 + k);
        bool allowed = true;
        if (rule == Diagonal::Always) {
            allowed = maze.isActive(moveTarget(maze, i, m));
        } else {
            const bool viaA = routeClear(maze, i, a, b);
            const bool viaB = routeClear(maze, i, b, a);
            allowed = rule == Diagonal::OnlyWhenNoObstacles ? viaA && viaB : viaA || viaB;
        }
        if (allowed)
            moves |= MoveSet(1u << m);
    }
    return moves;
}

// The cells a run may step to from cell i under the rule: through its open slots (any shape's,
// a weave's tunnels included), then, on square cells, the diagonals the rule allows, in Move
// order. On square cells the slots are the directions, so the order is Move order throughout.
[[nodiscard]] std::vector<CellIndex> stepTargets(const Maze& maze, CellIndex i, Diagonal rule);
// Whether a run may step from cell a to cell b under the rule (stepTargets(a) holds b).
[[nodiscard]] bool moveAllowed(const Maze& maze, CellIndex a, CellIndex b, Diagonal rule);
// Whether every consecutive pair of `path` is a move allowed under the rule.
[[nodiscard]] bool madeOfAllowedMoves(const Maze& maze, std::span<const CellIndex> path,
                                      Diagonal rule);

// A path's cost: the cells entered by straight moves cost their cost, those entered by diagonal
// moves sqrt(2) times theirs. Kept as two exact sums, so that equal costs compare equal on every
// machine whatever the order of the moves.
inline constexpr double kSqrt2 = 1.41421356237309504880;
struct PathCost {
    std::int64_t straight = 0; // sum of the costs of cells entered by straight moves
    std::int64_t diagonal = 0; // sum of the costs of cells entered by diagonal moves
    [[nodiscard]] double value() const { return double(straight) + double(diagonal) * kSqrt2; }
    friend bool operator==(PathCost, PathCost) = default;
};
// The cost of a path of neighbouring cells (start first; the start is not entered). Only on
// square cells can a move be diagonal.
[[nodiscard]] PathCost pathCostOf(const Maze& maze, std::span<const CellIndex> path);
// "12", or "12.49" when some move is diagonal: how a cost is shown.
[[nodiscard]] std::string costText(PathCost cost);

// The distance heuristics, in cell units, from (dx, dy) to the goal (absolute values).
enum class Heuristic : std::uint8_t { Manhattan, Euclidean, Octile, Chebyshev };
[[nodiscard]] std::string_view heuristicId(Heuristic h);      // "manhattan", ...
[[nodiscard]] std::string_view heuristicFormula(Heuristic h); // "h = |dx| + |dy|", ...
// Whether h can overestimate the cheapest remaining cost (every cost at least 1) under the rule,
// and if so why, in one sentence; empty when it is admissible.
[[nodiscard]] std::string_view inadmissibleWhy(Heuristic h, Diagonal rule);

} // namespace mazelab
