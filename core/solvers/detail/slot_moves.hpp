#pragma once
// Internal to the solvers: the moves a search makes from a cell, as one small policy type per
// kind of grid, so that a search is written once and runs on square cells under a movement rule
// (RuleMoves: directions, or moves with diagonals, core/movement.hpp) or on cells of any shape
// (SlotMoves: the open slots, core/shape.hpp). On square cells slot s is direction s, and the
// slots are looked at in their order, E, S, W, N: the order of the directions, so that a search
// over slots takes the very steps of the search over directions there.
//
// A policy gives: from(i), the set of moves out of cell i (bit m set); to(i, m), the cell move m
// leads to; back(i, m), the move from there back to i; diagonal(m), whether it pays sqrt(2)
// times the cell it enters; at(from, fromAt, next, m), the coordinates of next (from fromAt,
// the coordinates of `from`, where a grid can add the step); startMark, the came-from byte of
// the start (came_from.hpp).

#include "core/movement.hpp"
#include "core/shape.hpp"
#include "core/solvers/detail/came_from.hpp"

#include <cmath>
#include <cstdint>

namespace mazelab::detail {

// The moves from cell i under the rule (core/movement.hpp): with four directions its open walls,
// without working out its coordinates (a division) on every move of a walk.
inline MoveSet movesFrom(const Maze& maze, CellIndex i, Diagonal rule) {
    return rule == Diagonal::Never ? MoveSet(maze.openDirs(i))
                                   : allowedMoves(maze, i, maze.cellAt(i), rule);
}

// Square cells under a movement rule.
struct RuleMoves {
    RuleMoves(const Maze& m, Diagonal r)
        : maze(m), rule(r), startMark(r == Diagonal::Never ? kStartMark : kStartMove) {}
    [[nodiscard]] MoveSet from(CellIndex i) const { return detail::movesFrom(maze, i, rule); }
    [[nodiscard]] CellIndex to(CellIndex i, Move m) const { return moveTarget(maze, i, m); }
    [[nodiscard]] Move back(CellIndex, Move m) const { return oppositeMove(m); }
    [[nodiscard]] static bool diagonal(Move m) { return isDiagonal(m); }
    [[nodiscard]] static Cell at(CellIndex, Cell fromAt, CellIndex, Move m) {
        return {fromAt.x + moveDx(m), fromAt.y + moveDy(m)};
    }
    const Maze& maze;
    Diagonal rule;
    std::uint8_t startMark;
};

// Cells of any shape, through their open slots.
struct SlotMoves {
    explicit SlotMoves(const Maze& m) : maze(m) {}
    [[nodiscard]] MoveSet from(CellIndex i) const { return maze.openSlots(i); }
    [[nodiscard]] CellIndex to(CellIndex i, Move s) const { return maze.slotNeighbour(i, s); }
    [[nodiscard]] Move back(CellIndex i, Move s) const { return maze.oppositeSlot(i, s); }
    [[nodiscard]] static bool diagonal(Move) { return false; }
    [[nodiscard]] Cell at(CellIndex, Cell, CellIndex next, Move) const {
        return maze.cellAt(next);
    }
    const Maze& maze;
    std::uint8_t startMark = kStartSlot;
};

// A* (Euclidean)'s h on any shape: the shape's distance to the goal (Shape::heuristic), a lower
// bound on the moves left, so at most the cost left, every cell costing at least 1. On square
// cells it is the Euclidean distance computed as A* (Euclidean) computes it, sqrt(dx^2 + dy^2):
// the shape's std::hypot rounds the last bit differently for some offsets, which would reorder
// ties. h(x, y) as the other heuristics take it, (x, y) being Maze::cellAt's. Towards the goal,
// or another target (Bidirectional A*'s goal side estimates the way to the start).
class ShapeDistanceH {
public:
    explicit ShapeDistanceH(const Maze& maze) : ShapeDistanceH(maze, maze.goal()) {}
    ShapeDistanceH(const Maze& maze, Cell target)
        : m_maze(maze), m_goal(maze.index(target)), m_goalAt(target) {}
    double operator()(int x, int y) const {
        if (m_maze.isSquare()) {
            const double a = std::abs(x - m_goalAt.x);
            const double b = std::abs(y - m_goalAt.y);
            return std::sqrt(a * a + b * b);
        }
        return m_maze.shape().heuristic(m_maze.index({x, y}), m_goal);
    }

private:
    const Maze& m_maze;
    CellIndex m_goal;
    Cell m_goalAt;
};

} // namespace mazelab::detail
