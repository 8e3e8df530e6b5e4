#include "core/distance.hpp"

#include <algorithm>
#include <functional>
#include <queue>
#include <utility>

namespace mazelab {

namespace {

// Calls visit(next, move) for every move allowed from `cell` under the rule, in the search order.
// On cells other than squares the moves are the open slots (passed as straight moves): the rules'
// diagonals are defined on square cells only.
template <typename Visit>
void eachMove(const Maze& maze, CellIndex cell, Diagonal rule, Visit visit) {
    if (!maze.isSquare()) {
        const SlotSet open = maze.openSlots(cell);
        for (Slot s = 0; s < kMaxSlots; ++s)
            if (open & (1u << s))
                visit(maze.slotNeighbour(cell, s), Move(0));
        return;
    }
    const MoveSet moves = allowedMoves(maze, cell, maze.cellAt(cell), rule);
    for (Move m = 0; m < kMoves; ++m)
        if (moves & (1u << m))
            visit(moveTarget(maze, cell, m), m);
}

} // namespace

std::vector<std::int64_t> movesFrom(const Maze& maze, CellIndex from, Diagonal rule) {
    std::vector<std::int64_t> dist(std::size_t(maze.cellCount()), -1);
    if (!maze.isActive(from))
        return dist;
    dist[std::size_t(from)] = 0;
    std::vector<CellIndex> queue{from};
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const CellIndex cell = queue[head];
        eachMove(maze, cell, rule, [&](CellIndex next, Move) {
            if (dist[std::size_t(next)] < 0) {
                dist[std::size_t(next)] = dist[std::size_t(cell)] + 1;
                queue.push_back(next);
            }
        });
    }
    return dist;
}

std::vector<PathCost> costsFrom(const Maze& maze, CellIndex from, Diagonal rule) {
    std::vector<PathCost> dist(std::size_t(maze.cellCount()), kUnreachable);
    if (!maze.isActive(from))
        return dist;
    dist[std::size_t(from)] = {};
    // Ordered by value; equal values are equal sums (sqrt(2) is irrational), so the order of
    // equal entries does not matter.
    using Entry = std::pair<double, CellIndex>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
    open.push({0, from});
    while (!open.empty()) {
        const auto [d, cell] = open.top();
        open.pop();
        const PathCost here = dist[std::size_t(cell)];
        if (d > here.value())
            continue; // outdated
        eachMove(maze, cell, rule, [&](CellIndex next, Move m) {
            PathCost through = here;
            (isDiagonal(m) ? through.diagonal : through.straight) += maze.cost(next);
            PathCost& known = dist[std::size_t(next)];
            if (known == kUnreachable || through.value() < known.value()) {
                known = through;
                open.push({through.value(), next});
            }
        });
    }
    return dist;
}

std::vector<std::int64_t> distancesFrom(const Maze& maze, CellIndex from, DistanceMetric metric) {
    if (metric == DistanceMetric::Moves || !isWeightedMaze(maze))
        return movesFrom(maze, from, Diagonal::Never);
    const std::vector<PathCost> costs = costsFrom(maze, from, Diagonal::Never);
    std::vector<std::int64_t> dist(costs.size());
    std::transform(costs.begin(), costs.end(), dist.begin(),
                   [](PathCost c) { return c == kUnreachable ? -1 : c.straight; });
    return dist;
}

std::vector<double> heatDistances(const Maze& maze, CellIndex from, Diagonal rule) {
    std::vector<double> dist(std::size_t(maze.cellCount()));
    if (!isWeightedMaze(maze)) {
        const std::vector<std::int64_t> moves = movesFrom(maze, from, rule);
        std::transform(moves.begin(), moves.end(), dist.begin(),
                       [](std::int64_t m) { return double(m); });
        return dist;
    }
    const std::vector<PathCost> costs = costsFrom(maze, from, rule);
    std::transform(costs.begin(), costs.end(), dist.begin(),
                   [](PathCost c) { return c == kUnreachable ? -1.0 : c.value(); });
    return dist;
}

bool isPerfectMaze(const Maze& maze) {
    if (maze.passageCount() != std::int64_t(maze.activeCellCount()) - 1)
        return false;
    const std::vector<std::int64_t> dist =
        distancesFrom(maze, maze.index(maze.start()), DistanceMetric::Moves);
    for (CellIndex c = 0; c < maze.cellCount(); ++c)
        if (maze.isActive(c) && dist[std::size_t(c)] < 0)
            return false;
    return true;
}

bool isWeightedMaze(const Maze& maze) {
    for (CellIndex c = 0; c < maze.cellCount(); ++c)
        if (maze.cost(c) > 1 && maze.isActive(c))
            return true;
    return false;
}

} // namespace mazelab
