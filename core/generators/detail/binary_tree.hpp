#pragma once
// Shared by Binary Tree and Modified Binary Tree (which is a Binary Tree, then more).

#include "core/random.hpp"
#include "core/registry.hpp"

#include <initializer_list>

namespace mazelab {

// The bias parameter: which two walls each cell may remove.
inline const ParamSpec kBinaryTreeBias = choiceParam({
    .key = "bias",
    .name = "Bias",
    .description = "The corner all passages lead to: se (the default), sw, ne or nw.",
    .defaultValue = 0,
    .choices = {"se", "sw", "ne", "nw"},
});

// The Binary Tree pass's pseudocode: lines 0-4 of both generators (binaryTreeCell's step.line),
// followed by `more` (Modified Binary Tree's second pass).
inline std::vector<std::string_view> binaryTreePseudocode(
    std::initializer_list<std::string_view> more = {}) {
    std::vector<std::string_view> lines = {
        "for each cell, row by row:",
        "    if the cell is the bias corner: skip it",
        "    if on the bias row (last row for se): remove its horizontal wall (east for se)",
        "    else if on the bias column (last column for se): remove its vertical wall (south)",
        "    else remove its horizontal or its vertical wall (coin flip)",
    };
    lines.insert(lines.end(), more);
    return lines;
}

// The horizontal and vertical direction a cell may carve, for bias se, sw, ne, nw.
struct BinaryTreeBias {
    Dir horizontal;
    Dir vertical;
    explicit BinaryTreeBias(int bias)
        : horizontal((bias == 0 || bias == 2) ? Dir::East : Dir::West),
          vertical((bias == 0 || bias == 1) ? Dir::South : Dir::North) {}
};

// One cell of the Binary Tree pass: removes its horizontal or vertical wall (a coin flip from
// `random` when both lead inside, the one that does otherwise) and describes it in `step`.
// Returns false for the bias corner, which removes nothing and draws nothing.
inline bool binaryTreeCell(Maze& maze, Random& random, Cell cell, BinaryTreeBias bias,
                           GenStep& step) {
    const DirSet inside = maze.insideDirs(cell);
    const bool canH = inside & bit(bias.horizontal);
    const bool canV = inside & bit(bias.vertical);
    if (!canH && !canV)
        return false;
    if (canH && canV) {
        step.dir = random.below(2) == 0 ? bias.horizontal : bias.vertical;
        step.line = 4;
    } else {
        step.dir = canH ? bias.horizontal : bias.vertical;
        step.line = canH ? 2 : 3;
    }
    step.cell = step.current = maze.index(cell);
    maze.carveInside(step.cell, step.dir); // insideDirs above vouches for the neighbour
    return true;
}

// The Binary Tree pass, cell by cell, row by row, with its random source (seeded with the
// generator's seed) and its step: each generator's coroutine yields step() after each next()
// (one coroutine re-yielding another's steps would cost two suspensions per cell).
class BinaryTreePass {
public:
    BinaryTreePass(Maze& maze, std::uint64_t seed, const ParamValues& params)
        : m_maze(maze), m_random(seed), m_bias(int(params.get("bias"))) {}

    // Describes the next cell that removes a wall in step(); false once every cell is done.
    bool next() {
        while (m_cell.y < m_maze.height()) {
            const Cell cell = m_cell;
            if (++m_cell.x == m_maze.width())
                m_cell = {0, m_cell.y + 1};
            if (binaryTreeCell(m_maze, m_random, cell, m_bias, m_step))
                return true;
        }
        return false;
    }
    [[nodiscard]] const GenStep& step() const { return m_step; }
    // For a pass after this one: the same random source, drawn on where this pass stopped.
    [[nodiscard]] Random& random() { return m_random; }

private:
    Maze& m_maze;
    Random m_random;
    BinaryTreeBias m_bias;
    Cell m_cell{0, 0};
    GenStep m_step;
};

} // namespace mazelab
