// Modified Binary Tree: a Binary Tree with its dead ends opened, so that the maze has loops.
//  1. Carve a Binary Tree maze.
//  2. Visit every cell, row by row. A cell with exactly one passage (a dead end) is opened with
//     probability share/100 (default 100%; about 40% keeps more dead ends).
//  3. Opening removes one more wall, chosen at random among the walls to neighbours it is not yet
//     joined to.
// With share 100 no dead end remains; the maze keeps the Binary Tree's bias and gains loops.

#include "core/generators/detail/binary_tree.hpp"
#include "core/generators/detail/random_dir.hpp"

namespace mazelab {
namespace {

GenSteps create(Maze& maze, std::uint64_t seed, ParamValues params) {
    BinaryTreePass pass(maze, seed, params);
    while (pass.next())
        co_yield pass.step();

    Random& random = pass.random();
    GenStep step = pass.step();
    const double share = params.get("share") / 100.0;
    step.line = 7;
    for (CellIndex i = 0; i < maze.cellCount(); ++i) {
        const DirSet open = maze.openDirs(i);
        if (popcount(open) != 1)
            continue;
        if (!random.chance(share))
            continue;
        const DirSet closed = DirSet(maze.insideDirs(maze.cellAt(i)) & ~open);
        step.dir = detail::randomDir(random, closed);
        step.cell = step.current = i;
        maze.carve(i, step.dir);
        co_yield step;
    }
}

} // namespace

const GeneratorInfo& modifiedBinaryTreeInfo() {
    static const GeneratorInfo info{
        .id = "modified-binary-tree",
        .name = "Modified Binary Tree",
        .family = GeneratorFamily::RowByRow,
        .description = "An imperfect maze: a Binary Tree, after which every dead end "
            "(a cell with a single passage) is opened to one more random neighbour, with "
            "probability \"share\" (100% by default, leaving no dead end at all). It keeps the "
            "Binary Tree's south-east bias but adds loops, so there are many routes to the goal "
            "and depth-first search can wander far from the shortest one. A share near 40% keeps "
            "more dead ends and makes the maze harder.",
        .card = {
            .howItWorks = "Builds a Binary Tree maze first. Then every dead end, with probability "
                "share, opens one more wall to a random neighbour. The extra passages make loops, "
                "so there are many routes and the solvers differ in the paths they find.",
            .time = "O(cells)",
            .memory = "O(1) besides the maze",
        },
        .pseudocode = binaryTreePseudocode({
            "for each cell, row by row:",
            "    if the cell is a dead end, with probability share:",
            "        remove a random wall to a neighbour it is not joined to",
        }),
        .perfect = false,
        .params = {
            kBinaryTreeBias,
            ParamSpec{
                .key = "share",
                .name = "Dead ends opened (%)",
                .description = "The share of dead ends that get one more passage (100 = none "
                    "left).",
                .minimum = 0,
                .maximum = 100,
                .defaultValue = 100,
            },
        },
        .create = &create,
        .noMaskReason = "it is a Binary Tree first, which carves every cell toward one corner and "
            "would cut cells off around masked ones.",
        .noShapesReason = "it is a Binary Tree first, which carves each cell toward one corner "
            "of the grid through its row or its column.",
    };
    return info;
}

} // namespace mazelab
