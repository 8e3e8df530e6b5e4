// Binary Tree (Buck, "Mazes for Programmers", ch. 2).
//  1. Visit every cell, row by row.
//  2. The bias corner (south-east by default) removes no wall.
//  3. A cell on the last row (the edge the vertical bias points at) must remove its
//     horizontal-bias wall (east by default); a cell on the last column its vertical one (south).
//  4. Any other cell removes one of the two, each with probability 1/2.
// The result is a perfect maze whose every passage leads toward the bias corner: with the default
// corners the shortest path always has (W-1) + (H-1) moves.

#include "core/generators/detail/binary_tree.hpp"

namespace mazelab {

namespace {

GenSteps create(Maze& maze, std::uint64_t seed, ParamValues params) {
    for (BinaryTreePass pass(maze, seed, params); pass.next();)
        co_yield pass.step();
}

} // namespace

const GeneratorInfo& binaryTreeInfo() {
    static const GeneratorInfo info{
        .id = "binary-tree",
        .name = "Binary Tree",
        .family = GeneratorFamily::RowByRow,
        .description = "Visits every cell row by row and removes its east or its south wall, each "
            "with probability 1/2 (cells on the last row must go east, on the last column south). "
            "Fast and perfect, but strongly biased: two unbroken corridors run along the south "
            "and east edges and every path leads south-east, so the shortest path from the "
            "north-west to the south-east corner always has (W-1) + (H-1) moves and a same-bias "
            "depth-first search never takes a wrong turn.",
        .card = {
            .howItWorks = "Visits every cell once and removes its east or its south wall, chosen "
                "by a coin flip (the last row must go east, the last column south). Every cell is "
                "joined to the cell east or south of it, so the maze is a tree and every path "
                "leads south-east. Two unbroken corridors run along the south and east edges.",
            .time = "O(cells)",
            .memory = "O(1) besides the maze",
        },
        .pseudocode = binaryTreePseudocode(),
        .params = {kBinaryTreeBias},
        .create = &create,
        .noMaskReason = "it carves every cell toward one corner, row by row, so a cell whose "
            "neighbour toward that corner is masked off could be cut off from the rest.",
        .noShapesReason = "it carves each cell toward one corner of the grid, through the wall "
            "of its row or of its column that points there, and only square cells have both.",
    };
    return info;
}

} // namespace mazelab
