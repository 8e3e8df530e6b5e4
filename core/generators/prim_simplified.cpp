// Prim, simplified (Buck, "Mazes for Programmers", ch. 11, "Simplified Prim's Algorithm"):
// Prim's algorithm as if every passage cost the same, choosing cells rather than passages.
//  1. active = [a random cell].
//  2. Pick a random cell from active.
//  3. If it has unvisited neighbours, remove the wall to a random one and add that one to active.
//  4. Otherwise remove the picked cell from active.
//  5. Repeat from 2 until active is empty.
// This is Growing Tree with the "random" policy (detail/growing_tree.hpp), and builds the same maze
// as growing-tree policy=random for the same seed. One step is one iteration: a Carve (3) or a Move
// (4: the picked cell looked at and dropped); `current` is the picked cell. With a mask, one tree
// per region of active cells.
// createShaped is the same loop on cells of any shape (detail/growing_tree.hpp, Cells::AnyShape):
// on square cells it draws the same numbers and makes the same steps as create.

#include "core/generators/detail/growing_tree.hpp"

namespace mazelab {
namespace {

GenSteps create(Maze& maze, std::uint64_t seed, ParamValues /*params*/) {
    return detail::growingTree(maze, seed, detail::RandomActive{});
}

GenSteps createShaped(Maze& maze, std::uint64_t seed, ParamValues /*params*/) {
    return detail::growingTree<detail::Cells::AnyShape>(maze, seed, detail::RandomActive{});
}

} // namespace

const GeneratorInfo& primSimplifiedInfo() {
    static const GeneratorInfo info{
        .id = "prim-simplified",
        .name = "Prim (simplified)",
        .family = GeneratorFamily::TreeGrowing,
        .description = "Grows the maze outward from a random cell like a spreading stain: it "
            "keeps a list of the cells at the edge of the carved area, and each step picks one of "
            "them at random and carves into a random unvisited neighbour (dropping the cell when "
            "it has none). Because growth happens everywhere along the edge at once, the maze "
            "radiates from its start with many short branches and short dead ends (about 28% of "
            "the cells), and paths are fairly direct. Not uniform.",
        .card = {
            .howItWorks = "Grows the maze from a random cell, keeping a list of the cells on the "
                "edge of the carved area. Each step picks one of them at random and carves into a "
                "random unvisited neighbour. Growth happens all along the edge, so the maze "
                "radiates from its first cell with many short dead ends.",
            .time = "O(cells)",
            .memory = "O(cells): the edge list",
        },
        .pseudocode = detail::growingTreePseudocode(
            "    cell = a random cell of active"),
        .create = &create,
        .createShaped = &createShaped,
        .honoursMask = true,
    };
    return info;
}

} // namespace mazelab
