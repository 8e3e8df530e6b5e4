// Depth-first search, opposed bias: the search of dfs.cpp with the directions tried in the order
// N, W, S, E, against the south-east bias of Binary Tree mazes, and with diagonal movement then
// NE, NW, SW, SE (the same-bias diagonals reversed, as the directions are).
//  1. Enter the start: push it on the stack.
//  2. Descend into the top cell's first neighbour it may move to not yet entered, trying N, W,
//     S, E (then NE, NW, SW, SE); if it is the goal, stop: the path is the stack.
//  3. If none is left, pop the top cell (retreat from a dead end).
//  4. Repeat from 2; an empty stack means there is no path.
// On cells of any shape it tries the slots from the last to the first: the same-bias order
// reversed, as N, W, S, E is on square cells.

#include "core/solvers/detail/dfs_core.hpp"

namespace mazelab {
namespace {
SolveSteps search(const Maze& maze, ParamValues) {
    return detail::depthFirstSearch(maze, detail::kOpposedBiasOrder, Diagonal::Never);
}
SolveSteps searchDiagonal(const Maze& maze, ParamValues, Diagonal rule) {
    return detail::depthFirstSearch(maze, detail::kOpposedBiasOrder, rule);
}
SolveSteps searchShaped(const Maze& maze, ParamValues) {
    return detail::depthFirstShaped(maze, true);
}
} // namespace

const SolverInfo& dfsOpposedInfo() {
    static const SolverInfo info = detail::depthFirst({
        .id = "dfs-opposed",
        .name = "Depth-First Search (opposed bias)",
        .description = "The same depth-first search, trying north, then west, south and east "
                       "(then, with diagonal moves, north-east, north-west, south-west and "
                       "south-east): against the south-east bias of Binary Tree mazes, so it "
                       "explores far more and, on mazes with loops, can find paths many times "
                       "longer than the shortest (2260 moves against 156 on the 79 x 79 Modified "
                       "Binary Tree of seed 1). It ignores cell costs.",
        .card = {
            .howItWorks = "The same depth-first search with the directions tried in the order "
                          "north, west, south, east. It keeps a stack of the cells on its route, "
                          "steps into the first neighbour not yet entered, and backs up at a dead "
                          "end. Against a south-east bias (Binary Tree) it tries every wrong turn "
                          "first, so it shows how much the direction order matters.",
        },
        .nextStepRule = "DFS goes deeper from the cell on top of its stack: it tries the "
                        "neighbours north, west, south, east (then north-east, north-west, "
                        "south-west, south-east with diagonal moves), enters the first one not "
                        "yet entered, and backs up when none is left.",
        .nextStepRuleShapes = "DFS goes deeper from the cell on top of its stack: it tries the "
                              "neighbours in the reverse order of the cell's slots, enters the "
                              "first one not yet entered, and backs up when none is left.",
        .create = &search,
        .createShaped = &searchShaped,
        .createDiagonal = &searchDiagonal,
    });
    return info;
}

} // namespace mazelab
