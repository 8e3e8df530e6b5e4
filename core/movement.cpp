#include "core/movement.hpp"

#include <cstdio>
#include <cstdlib>

namespace mazelab {

namespace {
constexpr std::array<std::string_view, 4> kDiagonalIds = {
    "never", "always", "if-at-most-one-obstacle", "only-when-no-obstacles"};
constexpr std::array<std::string_view, 4> kDiagonalNames = {
    "Never (four directions)", "Always", "If at most one obstacle",
    "Only when no obstacles (no corner cutting)"};
constexpr std::array<std::string_view, kMoves> kMoveNames = {"E",  "S",  "W",  "N",
                                                             "SE", "SW", "NW", "NE"};
} // namespace

std::string_view diagonalId(Diagonal d) {
    return kDiagonalIds[std::size_t(d)];
}
std::string_view diagonalName(Diagonal d) {
    return kDiagonalNames[std::size_t(d)];
}

Diagonal diagonalById(std::string_view id) {
    for (Diagonal d : kDiagonals)
        if (diagonalId(d) == id)
            return d;
    std::string valid;
    for (Diagonal d : kDiagonals)
        valid += (valid.empty() ? "" : ", ") + std::string(diagonalId(d));
    throw Error("unknown diagonal movement '" + std::string(id) + "': valid are " + valid);
}

std::string_view moveName(Move m) {
    return kMoveNames[m & 7u];
}

Move moveBetween(Cell a, Cell b) {
    for (Move m = 0; m < kMoves; ++m)
        if (a.x + moveDx(m) == b.x && a.y + moveDy(m) == b.y)
            return m;
    return kMoves;
}

std::vector<CellIndex> stepTargets(const Maze& maze, CellIndex i, Diagonal rule) {
    std::vector<CellIndex> cells;
    const SlotSet open = maze.openSlots(i);
    for (int s = 0; s < maze.slotCount(i); ++s)
        if ((open >> s & 1u) != 0)
            cells.push_back(maze.slotNeighbour(i, Slot(s)));
    if (maze.isSquare() && rule != Diagonal::Never) {
        const MoveSet moves = allowedMoves(maze, i, maze.cellAt(i), rule);
        for (Move m = 4; m < kMoves; ++m)
            if ((moves >> m & 1u) != 0)
                cells.push_back(moveTarget(maze, i, m));
    }
    return cells;
}

bool moveAllowed(const Maze& maze, CellIndex a, CellIndex b, Diagonal rule) {
    if (maze.isSquare()) {
        const Cell at = maze.cellAt(a);
        const Move m = moveBetween(at, maze.cellAt(b));
        return m != kMoves && (allowedMoves(maze, a, at, rule) >> m & 1u) != 0;
    }
    const SlotSet open = maze.openSlots(a);
    for (int s = 0; s < maze.slotCount(a); ++s)
        if ((open >> s & 1u) != 0 && maze.slotNeighbour(a, Slot(s)) == b)
            return true;
    return false;
}

bool madeOfAllowedMoves(const Maze& maze, std::span<const CellIndex> path, Diagonal rule) {
    for (std::size_t i = 1; i < path.size(); ++i)
        if (!moveAllowed(maze, path[i - 1], path[i], rule))
            return false;
    return true;
}

PathCost pathCostOf(const Maze& maze, std::span<const CellIndex> path) {
    PathCost cost;
    for (std::size_t i = 1; i < path.size(); ++i) {
        const Cell a = maze.cellAt(path[i - 1]);
        const Cell b = maze.cellAt(path[i]);
        // Only square cells move diagonally; other shapes' neighbours differ in x and y too.
        const bool diagonal = maze.isSquare() && a.x != b.x && a.y != b.y;
        (diagonal ? cost.diagonal : cost.straight) += maze.cost(path[i]);
    }
    return cost;
}

std::string costText(PathCost cost) {
    if (cost.diagonal == 0)
        return std::to_string(cost.straight);
    char text[32];
    std::snprintf(text, sizeof text, "%.2f", cost.value());
    return text;
}

std::string_view heuristicId(Heuristic h) {
    switch (h) {
    case Heuristic::Manhattan:
        return "manhattan";
    case Heuristic::Euclidean:
        return "euclidean";
    case Heuristic::Octile:
        return "octile";
    case Heuristic::Chebyshev:
        return "chebyshev";
    }
    return {};
}

std::string_view heuristicFormula(Heuristic h) {
    switch (h) {
    case Heuristic::Manhattan:
        return "h = |dx| + |dy|";
    case Heuristic::Euclidean:
        return "h = sqrt(dx^2 + dy^2)";
    case Heuristic::Octile:
        return "h = max(|dx|, |dy|) + (sqrt(2) - 1) * min(|dx|, |dy|)";
    case Heuristic::Chebyshev:
        return "h = max(|dx|, |dy|)";
    }
    return {};
}

std::string_view inadmissibleWhy(Heuristic h, Diagonal rule) {
    if (h == Heuristic::Manhattan && rule != Diagonal::Never)
        return "with diagonal moves, Manhattan overestimates: one diagonal move costs sqrt(2) "
               "but lowers |dx| + |dy| by 2, so the path found may be longer than the shortest";
    return {};
}

} // namespace mazelab
