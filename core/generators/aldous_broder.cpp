// Aldous-Broder (Buck, "Mazes for Programmers", ch. 4; D. Aldous, "The random walk construction
// of uniform spanning trees", and A. Broder, "Generating random spanning trees", both 1989).
//  1. Start at a random cell; it counts as visited.
//  2. Move to a random neighbour (uniform among the 2 to 4 inside the grid).
//  3. If that neighbour has not been visited, remove the wall between and mark it visited.
//  4. Repeat from 2 until every cell is visited.
// Its mazes are uniform spanning trees: every perfect maze of the grid is equally likely.
// One step is one move of the walk. With a mask, one walk per region of active cells.
// createShaped is the same walk on cells of any shape, through the slot functions: on square
// cells it draws the same numbers and makes the same steps as create, the square fast path. On
// weave cells it moves under a cell where the crossing rule allows it, and carves only into an
// unvisited cell, never beside a crossed one (a crossed cell's four neighbours all have passages),
// so every carve it makes is allowed.

#include "core/generators/detail/random_dir.hpp"
#include "core/generators/detail/regions.hpp"
#include "core/generators/detail/tree_growth.hpp"
#include "core/random.hpp"
#include "core/registry.hpp"

namespace mazelab {
namespace {

GenSteps create(Maze& maze, std::uint64_t seed, ParamValues /*params*/) {
    Random random(seed);
    const detail::Regions regions(maze);
    GenStep step;
    // With a mask, one walk per region of active cells (see detail/regions.hpp); without, one
    // region.
    for (int region = 0; region < regions.count(); ++region) {
        const CellIndex first =
            regions.cell(region, CellIndex(random.below(std::uint64_t(regions.size(region)))));
        // A cell is visited once it has a passage; the first has none until the walk leaves it.
        auto visited = [&](CellIndex i) { return i == first || maze.openDirs(i) != 0; };

        CellIndex current = first;
        Cell at = maze.cellAt(first); // tracked alongside `current`: no division per move
        std::int64_t remaining = regions.size(region) - 1;
        while (remaining > 0) {
            const DirSet dirs = maze.activeDirs(at);
            const Dir dir = detail::randomDir(random, dirs);
            const CellIndex next = maze.neighbour(current, dir);
            const bool fresh = !visited(next); // step 3: carve into it; else step 2 only
            if (fresh) {
                maze.carveInside(current, dir);
                --remaining;
            }
            step = {.kind = fresh ? GenStep::Kind::Carve : GenStep::Kind::Move,
                    .dir = dir,
                    .cell = fresh ? current : next,
                    .current = next,
                    .line = fresh ? 3 : 2};
            current = next;
            at = mazelab::step(at, dir);
            co_yield step;
        }
    }
}

GenSteps createShaped(Maze& maze, std::uint64_t seed, ParamValues /*params*/) {
    Random random(seed);
    const detail::Regions regions(maze);
    for (int region = 0; region < regions.count(); ++region) {
        const CellIndex first = detail::randomCellOf(regions, region, random);
        auto visited = [&](CellIndex i) { return i == first || maze.openSlots(i) != 0; };
        CellIndex current = first;
        for (CellIndex remaining = regions.size(region) - 1; remaining > 0;) {
            // On weave cells the walk also moves through the locked walls of a crossed cell (it
            // crosses walls without opening them); elsewhere the two sets are one.
            const Slot slot = detail::randomSlot(
                random, SlotSet(maze.activeSlots(current) | maze.adjacentSlots(current)));
            const CellIndex next = maze.slotNeighbour(current, slot);
            const bool fresh = !visited(next);
            if (fresh) {
                maze.carveSlotInside(current, slot, next);
                --remaining;
            }
            co_yield GenStep{.kind = fresh ? GenStep::Kind::Carve : GenStep::Kind::Move,
                             .dir = Dir(slot),
                             .cell = fresh ? current : next,
                             .current = next,
                             .line = fresh ? 3 : 2};
            current = next;
        }
    }
}

} // namespace

const GeneratorInfo& aldousBroderInfo() {
    static const GeneratorInfo info{
        .id = "aldous-broder",
        .name = "Aldous-Broder",
        .family = GeneratorFamily::RandomWalk,
        .description = "A random walk from a random cell: each move goes to a random neighbour, "
            "and whenever the walk enters a cell it has never visited it removes the wall it came "
            "through. It ends when every cell is visited. Slow (the walk re-crosses visited "
            "ground many times) but unbiased: every perfect maze of the grid is equally likely, "
            "with long winding paths and many dead ends.",
        .card = {
            .howItWorks = "Walks at random from a random cell, one neighbour at a time. Whenever "
                "the walk enters a cell for the first time, it removes the wall it came through. "
                "It stops when every cell has been visited; every perfect maze of the grid is "
                "equally likely.",
            .time = "O(cells log cells) expected, often much more (the walk revisits)",
            .memory = "O(1) besides the maze: a cell is visited once it has a passage",
        },
        .pseudocode = {
            "current = a random cell, marked visited",
            "while some cell is unvisited:",
            "    next = a random neighbour of current",
            "    if next is unvisited: remove the wall between, mark next visited",
            "    current = next",
        },
        .create = &create,
        .createShaped = &createShaped,
        .honoursMask = true,
    };
    return info;
}

} // namespace mazelab
