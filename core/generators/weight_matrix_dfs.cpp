// Weight-matrix DFS (A. Boydston, "Generated Maze Game", README, "The Maze Generation
// Algorithm"): a depth-first walk that may only step into cells no other cell of its path has
// "seen".
//  1. Every weight is 0, except blocked cells: 1000. Here the blocked cells are the mask ("maze
//     art"): a masked-off cell is never carved. Push a random cell of the region.
//  2. While the stack is not empty, look at the cell on top: it is a path cell (weight 500).
//  3. Its options are its neighbours with weight 0: not path, not blocked, and not "seen" by any
//     other cell on the stack.
//  4. If there are options: pick one at random; add 1 to the weight of every neighbour of the top
//     cell (it has now "seen" them); remove the wall to the pick and push it (weight 500).
//  5. Otherwise backtrack: pop the top; the new top subtracts 1 from the weight of each of its
//     neighbours ("forgets having seen them", since it saw them when it chose), and the loop goes
//     on from 2 with it, choosing again among weight-0 neighbours.
//
// Boydston's board is blocks, where a path block next to another path block is joined to it;
// here a block is a cell and "making the chosen block a path" is removing the wall between the
// top cell and the chosen one: every carve joins exactly one new cell, and the result is a
// spanning tree (perfect). A cell's weight counts the cells on the stack, other than the top,
// that have seen it, plus 500 for a path cell or 1000 for a blocked one. So the current corridor
// never steps into a cell beside one of its own earlier cells: it runs in long corridors that
// keep one cell away from themselves, and the cells it skips (Boydston's wall blocks) are filled
// in later, on the way back, mostly as one-cell stubs: about half of all cells end up dead ends,
// the texture that sets this generator apart.
//
// No completion phase is needed: every cell of a region ends up carved. Proof sketch: take an
// uncarved cell w next to a carved cell, and the carved neighbour v of w that was popped last.
// When v was popped, w had a weight above 0, so some cell u below v on the stack was next to w;
// u was popped after v, a contradiction. With a mask, one run per region of active cells (see
// detail/regions.hpp), each from a random cell of its region: the blocked cells keep the run
// inside. One step is one wall removed (step 4) or one backtrack (step 5, a Move step to the new
// top).
// Nothing in the rule or the proof needs rows: createShaped is the same algorithm on cells of any
// shape, through the slot functions ("neighbour" is a cell through a slot). On square cells it
// draws the same numbers and makes the same steps as create, the square fast path. On weave cells
// the options are the weight-0 cells of activeSlots (under slots where the crossing rule allows
// them), while a cell sees only the cells sharing a side with it: the proof's "next to" then
// stays a side, and an uncarved cell beside a carved one is never behind a locked wall (a cell
// with a passage under it has passages to all four sides' cells, over or under).

#include "core/generators/detail/reused_step.hpp"
#include "core/generators/detail/random_dir.hpp"
#include "core/generators/detail/regions.hpp"
#include "core/generators/detail/slots.hpp"
#include "core/generators/detail/tree_growth.hpp" // randomCellOf
#include "core/random.hpp"
#include "core/registry.hpp"

#include <vector>

namespace mazelab {
namespace {

constexpr std::uint16_t kPathWeight = 500;     // Boydston's value for a path cell
constexpr std::uint16_t kBlockedWeight = 1000; // his value for a cell never to be carved

struct Visit {
    CellIndex cell;
    Cell at; // the cell's coordinates, kept so that no step divides
};

// Adds `delta` to the weight of every neighbour of `v` inside the grid (blocked ones included, as
// as Boydston does: their weight stays far above 0).
inline void seeNeighbours(const Maze& maze, std::vector<std::uint16_t>& weight, Visit v,
                          int delta) {
    const DirSet inside = maze.insideDirs(v.at);
    for (Dir d : kDirs)
        if (inside & bit(d)) {
            std::uint16_t& w = weight[std::size_t(maze.neighbour(v.cell, d))];
            w = std::uint16_t(w + delta);
        }
}

// The neighbours of `v` with weight 0, as directions.
inline DirSet options(const Maze& maze, const std::vector<std::uint16_t>& weight, Visit v) {
    const DirSet inside = maze.insideDirs(v.at);
    DirSet result = 0;
    for (Dir d : kDirs)
        if ((inside & bit(d)) && weight[std::size_t(maze.neighbour(v.cell, d))] == 0)
            result |= bit(d);
    return result;
}

// Step 1's weight matrix, with the mask as its pre-set blocking weights.
std::vector<std::uint16_t> startWeights(const Maze& maze) {
    std::vector<std::uint16_t> weight(std::size_t(maze.cellCount()), 0);
    for (CellIndex i = 0; maze.hasMask() && i < maze.cellCount(); ++i)
        if (!maze.isActive(i))
            weight[std::size_t(i)] = kBlockedWeight;
    return weight;
}

GenSteps create(Maze& maze, std::uint64_t seed, ParamValues /*params*/) {
    Random random(seed);
    const detail::Regions regions(maze);
    std::vector<std::uint16_t> weight = startWeights(maze);
    std::vector<Visit> stack;
    GenStep step;
    for (int region = 0; region < regions.count(); ++region) {
        const CellIndex first =
            regions.cell(region, CellIndex(random.below(std::uint64_t(regions.size(region)))));
        weight[std::size_t(first)] = kPathWeight;
        stack.push_back({first, maze.cellAt(first)});
        co_yield detail::moveStep(step, first, 0);

        while (!stack.empty()) {
            const Visit top = stack.back();
            const DirSet open = options(maze, weight, top);
            if (open != 0) {
                const Dir dir = detail::randomDir(random, open);
                seeNeighbours(maze, weight, top, +1);
                const Visit next{maze.neighbour(top.cell, dir), mazelab::step(top.at, dir)};
                weight[std::size_t(next.cell)] = kPathWeight;
                maze.carveInside(top.cell, dir); // from insideDirs: inside
                stack.push_back(next);
                co_yield detail::carveStep(step, top.cell, dir, next.cell, 4);
                continue;
            }
            stack.pop_back();
            if (stack.empty())
                break;
            seeNeighbours(maze, weight, stack.back(), -1);
            co_yield detail::moveStep(step, stack.back().cell, 5);
        }
    }
}

GenSteps createShaped(Maze& maze, std::uint64_t seed, ParamValues /*params*/) {
    Random random(seed);
    const detail::Regions regions(maze);
    std::vector<std::uint16_t> weight = startWeights(maze);
    // Adds `delta` to the weight of every neighbour of `cell` inside the maze (blocked ones too).
    auto see = [&](CellIndex cell, int delta) {
        detail::forEachSlot(maze, cell, detail::insideSlots(maze, cell), [&](Slot, CellIndex n) {
            weight[std::size_t(n)] = std::uint16_t(weight[std::size_t(n)] + delta);
        });
    };
    std::vector<CellIndex> stack;
    GenStep step; // reused, as in create: a Move step keeps the last carve's dir
    for (int region = 0; region < regions.count(); ++region) {
        const CellIndex first = detail::randomCellOf(regions, region, random);
        weight[std::size_t(first)] = kPathWeight;
        stack.push_back(first);
        co_yield detail::moveStep(step, first, 0);

        while (!stack.empty()) {
            const CellIndex top = stack.back();
            const SlotSet open =
                detail::slotsWhere(maze, top, maze.activeSlots(top),
                                   [&](CellIndex n) { return weight[std::size_t(n)] == 0; });
            if (open != 0) {
                const Slot slot = detail::randomSlot(random, open);
                see(top, +1);
                const CellIndex next = maze.slotNeighbour(top, slot);
                weight[std::size_t(next)] = kPathWeight;
                maze.carveSlotInside(top, slot, next);
                stack.push_back(next);
                co_yield detail::carveStep(step, top, Dir(slot), next, 4);
                continue;
            }
            stack.pop_back();
            if (stack.empty())
                break;
            see(stack.back(), -1);
            co_yield detail::moveStep(step, stack.back(), 5);
        }
    }
}

} // namespace

const GeneratorInfo& weightMatrixDfsInfo() {
    static const GeneratorInfo info{
        .id = "weight-matrix-dfs",
        .name = "Weight-matrix DFS (Boydston)",
        .family = GeneratorFamily::DepthFirst,
        .description = "Austin Boydston's depth-first search: besides the maze it "
            "keeps a matrix of weights that counts how often each cell has been \"seen\" by the "
            "path on the stack. The path may only step into a cell with weight 0, one that no "
            "other cell of the path has seen, so its corridors keep a cell's distance from "
            "themselves; on the way back each cell forgets what it saw and may branch again. "
            "Cells with weight 1000 are never carved: those are the cells the mask switches off, "
            "so the maze can be drawn around a picture (\"maze art\"). Perfect. Its texture is "
            "unlike any other depth-first maze: long corridors one cell apart, with the cells "
            "between them hanging off as short stubs, so about half of the cells are dead ends (a "
            "Recursive Backtracker leaves about 10%).",
        .card = {
            .howItWorks = "A depth-first walk that also keeps a matrix counting how often the "
                "path on its stack has seen each cell. It may only step into a cell that no other "
                "cell of its path has seen, so its corridors keep their distance from themselves. "
                "On the way back it lowers the counts again.",
            .time = "O(cells)",
            .memory = "O(cells): the stack and the weights",
        },
        .pseudocode = {
            "weights = 0, masked-off cells 1000; push a random cell",
            "while the stack is not empty:",
            "    the top cell is a path cell (weight 500)",
            "    options = its neighbours with weight 0 (unseen by the rest of the stack)",
            "    if options: pick one at random, add 1 to every neighbour's weight, carve, push it",
            "    else pop; the new top subtracts 1 from its neighbours' weights (forgets them)",
        },
        .create = &create,
        .createShaped = &createShaped,
        .honoursMask = true,
    };
    return info;
}

} // namespace mazelab
