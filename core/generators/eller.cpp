// Eller's algorithm (Buck, "Mazes for Programmers", ch. 12), row by row, top to bottom.
//  1. Every cell of the row that no passage joins to the row above gets a set of its own.
//  2. Visit the cells of the row from west to east, from the second one: if a cell and its
//     west neighbour are in different sets and (this is the last row, or a coin flip says so),
//     remove the wall between them and merge the two sets.
//  3. On any row but the last, for each set of the row (in the order of its westmost cell):
//     shuffle its cells; the first of the shuffled cells, and each other one with probability
//     1/3, removes its south wall, and the cell below joins the set.
//  4. The last row (step 2 without the coin) joins every set that is left: a perfect maze.
// Sets are the cells already joined to each other; joining two cells of one set would make a
// loop, and every set goes on into the next row at least once, so none is cut off. One step is
// one wall removed (a west wall in step 2, a south wall in step 3).
//
// The sets of a row are a union-find over labels 0 .. 2W-1: a cell joined from above keeps the
// label of its set (the column of that set's westmost cell, below W), a new cell gets W + its
// column. Only one row of state is kept, so the memory is O(W) and no step allocates.

#include "core/random.hpp"
#include "core/registry.hpp"

#include <algorithm>
#include <vector>

namespace mazelab {
namespace {

struct RowSets {
    explicit RowSets(int width)
        : label(std::size_t(width)), parent(2 * std::size_t(width)),
          ordinal(2 * std::size_t(width), -1), setStart(std::size_t(width) + 1),
          members(std::size_t(width)) {
        for (int x = 0; x < width; ++x)
            label[std::size_t(x)] = width + x; // the first row: every cell alone
    }

    // Starts a row: every label in use is its own set.
    void resetParents() {
        for (std::int32_t l : label)
            parent[std::size_t(l)] = l;
    }
    std::int32_t find(std::int32_t l) {
        while (parent[std::size_t(l)] != l) {
            parent[std::size_t(l)] = parent[std::size_t(parent[std::size_t(l)])]; // halving
            l = parent[std::size_t(l)];
        }
        return l;
    }

    // Groups the row's columns by set, the sets in the order of their westmost cell and the
    // columns of a set in increasing order: set k is members[setStart[k] .. setStart[k+1]).
    // Returns the number of sets.
    int group() {
        const int width = int(label.size());
        int sets = 0;
        std::fill(setStart.begin(), setStart.end(), 0);
        for (int x = 0; x < width; ++x) {
            std::int32_t& o = ordinal[std::size_t(find(label[std::size_t(x)]))];
            if (o < 0)
                o = sets++;
            ++setStart[std::size_t(o) + 1];
        }
        for (int k = 0; k < sets; ++k)
            setStart[std::size_t(k) + 1] += setStart[std::size_t(k)];
        // Fill, using setStart[k] as set k's cursor; afterwards it holds the end of set k.
        for (int x = 0; x < width; ++x) {
            const std::int32_t o = ordinal[std::size_t(find(label[std::size_t(x)]))];
            members[std::size_t(setStart[std::size_t(o)]++)] = x;
        }
        for (int k = sets; k > 0; --k)
            setStart[std::size_t(k)] = setStart[std::size_t(k) - 1];
        setStart[0] = 0;
        for (int x = 0; x < width; ++x)
            ordinal[std::size_t(find(label[std::size_t(x)]))] = -1;
        return sets;
    }

    std::vector<std::int32_t> label;    // per column: the set label of the cell
    std::vector<std::int32_t> parent;   // union-find over labels
    std::vector<std::int32_t> ordinal;  // per root label: its set's rank in the row, or -1
    std::vector<std::int32_t> setStart; // per set rank: where its columns start in members
    std::vector<std::int32_t> members;  // columns grouped by set
};

GenSteps create(Maze& maze, std::uint64_t seed, ParamValues /*params*/) {
    Random random(seed);
    const int width = maze.width();
    const int height = maze.height();
    RowSets sets(width);
    std::vector<std::int32_t> nextLabel(static_cast<std::size_t>(width));
    GenStep step;
    step.kind = GenStep::Kind::Carve;
    CellIndex rowStart = 0; // index of (0, y)
    for (int y = 0; y < height; ++y, rowStart += width) {
        const bool lastRow = y + 1 == height;
        sets.resetParents();
        for (int x = 1; x < width; ++x) {
            const std::int32_t set = sets.find(sets.label[std::size_t(x)]);
            const std::int32_t westSet = sets.find(sets.label[std::size_t(x) - 1]);
            if (set == westSet || !(lastRow || random.below(2) == 0))
                continue;
            sets.parent[std::size_t(set)] = westSet;
            step.cell = step.current = rowStart + x;
            step.dir = Dir::West;
            step.line = 3;
            maze.carveInside(step.cell, Dir::West); // x > 0: inside
            co_yield step;
        }
        if (lastRow)
            break;

        const int count = sets.group();
        for (int x = 0; x < width; ++x)
            nextLabel[std::size_t(x)] = width + x; // not joined from above (yet)
        for (int k = 0; k < count; ++k) {
            std::int32_t* first = sets.members.data() + sets.setStart[std::size_t(k)];
            const auto n = std::uint64_t(sets.setStart[std::size_t(k) + 1] -
                                         sets.setStart[std::size_t(k)]);
            const std::int32_t setLabel = *first; // its westmost column, before the shuffle
            for (std::uint64_t i = n - 1; i > 0; --i) // Fisher-Yates
                std::swap(first[i], first[random.below(i + 1)]);
            for (std::uint64_t i = 0; i < n; ++i) {
                if (i > 0 && random.below(3) != 0)
                    continue;
                const std::int32_t x = first[i];
                nextLabel[std::size_t(x)] = setLabel;
                step.cell = step.current = rowStart + x;
                step.dir = Dir::South;
                step.line = 6;
                maze.carveInside(step.cell, Dir::South); // not the last row: inside
                co_yield step;
            }
        }
        sets.label.swap(nextLabel);
    }
}

} // namespace

const GeneratorInfo& ellerInfo() {
    static const GeneratorInfo info{
        .id = "eller",
        .name = "Eller's algorithm",
        .family = GeneratorFamily::SetMerging,
        .description = "Builds the maze one row at a time, remembering only which cells of the "
            "current row are already joined (their \"set\"). In each row it joins random "
            "neighbours that are not yet joined, then sends every set down into the next row at "
            "least once. The last row joins whatever is still apart. Fast, perfect and it needs "
            "memory for one row only, so it could make an endless maze. Its texture is even, with "
            "a slight vertical grain (about 58% of its passages run north-south) and about 29% of "
            "the cells dead ends.",
        .card = {
            .howItWorks = "Builds the maze one row at a time, remembering which cells of the row "
                "are already joined (their set). In each row it joins random neighbours of "
                "different sets, then carves every set down into the next row at least once. The "
                "last row joins whatever is still apart.",
            .time = "O(cells)",
            .memory = "O(width): the sets of one row",
        },
        .pseudocode = {
            "for each row, top to bottom: each cell not joined from above gets a set of its own",
            "    for each cell of the row but the first, west to east:",
            "        if it and its west neighbour are in different sets and (last row or coin "
                "flip):",
            "            remove the wall between them and merge their sets",
            "    if not the last row: for each set of the row:",
            "        shuffle its cells; the first, and each other with probability 1/3:",
            "            removes its south wall; the cell below joins the set",
        },
        .create = &create,
        .noMaskReason = "it carries every set of cells down into the next row, so a set whose "
            "cells all have a masked-off cell below would be cut off from the rest of the maze.",
        .noShapesReason = "it carves each row from west to east and joins its sets to the row "
            "below through south walls, which needs rows and columns.",
    };
    return info;
}

} // namespace mazelab
