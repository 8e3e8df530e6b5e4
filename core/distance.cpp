#include "core/distance.hpp"

#include <algorithm>
#include <functional>
#include <queue>
#include <utility>

namespace mazelab {

std::vector<std::int64_t> distancesFrom(const Maze& maze, CellIndex from, DistanceMetric metric) {
    std::vector<std::int64_t> dist(std::size_t(maze.cellCount()), -1);
    if (!maze.isActive(from))
        return dist;
    dist[std::size_t(from)] = 0;
    if (metric == DistanceMetric::Moves || !isWeightedMaze(maze)) {
        std::vector<CellIndex> queue{from};
        for (std::size_t head = 0; head < queue.size(); ++head) {
            const CellIndex cell = queue[head];
            const DirSet open = maze.openDirs(cell);
            for (Dir d : kDirs) {
                if (!(open & bit(d)))
                    continue;
                const CellIndex next = maze.neighbour(cell, d);
                if (dist[std::size_t(next)] < 0) {
                    dist[std::size_t(next)] = dist[std::size_t(cell)] + 1;
                    queue.push_back(next);
                }
            }
        }
        return dist;
    }
    using Entry = std::pair<std::int64_t, CellIndex>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
    open.push({0, from});
    while (!open.empty()) {
        const auto [d, cell] = open.top();
        open.pop();
        if (d > dist[std::size_t(cell)])
            continue; // outdated
        const DirSet dirs = maze.openDirs(cell);
        for (Dir dir : kDirs) {
            if (!(dirs & bit(dir)))
                continue;
            const CellIndex next = maze.neighbour(cell, dir);
            const std::int64_t through = d + maze.cost(next);
            std::int64_t& known = dist[std::size_t(next)];
            if (known < 0 || through < known) {
                known = through;
                open.push({through, next});
            }
        }
    }
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
