// Depth-first search, opposed bias (the original's pfOpposed): the same search as dfs.cpp with
// the directions tried in the order N, W, S, E, against the south-east bias of Binary Tree mazes.

#include "core/solvers/detail/dfs_core.hpp"

namespace mazelab {
namespace {
SolveSteps search(const Maze& maze) {
    return detail::depthFirstSearch(maze, {Dir::North, Dir::West, Dir::South, Dir::East});
}
} // namespace

const SolverInfo& dfsOpposedInfo() {
    static const SolverInfo info{
        "dfs-opposed",
        "Depth-First Search (opposed bias)",
        "The same depth-first search, trying north, then west, south and east: against the "
        "south-east bias of Binary Tree mazes, so it explores far more and, on mazes with "
        "loops, can find paths many times longer than the shortest (the original measured "
        "3024 moves against 156 on a Large Modified Binary Tree). It ignores cell costs.",
        detail::kDfsPseudocode,
        false,
        false,
        false,
        &search};
    return info;
}

} // namespace mazelab
