#pragma once
// Shared by Binary Tree and Modified Binary Tree (which is a Binary Tree, then more).

#include "core/random.hpp"
#include "core/registry.hpp"

namespace mazelab {

// The bias parameter: which two walls each cell may remove.
inline const ParamSpec kBinaryTreeBias{
    "bias", "Bias", "The corner all passages lead to: se (the original), sw, ne or nw.",
    0, 3, 0, true, {"se", "sw", "ne", "nw"}};

// Carves a Binary Tree maze into `maze` (all walls closed), drawing from `random`.
GenSteps binaryTreeSteps(Maze& maze, Random& random, int bias);

} // namespace mazelab
