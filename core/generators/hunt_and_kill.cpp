// Hunt-and-Kill (Buck, "Mazes for Programmers", ch. 5).
//  1. Start at a random cell.
//  2. Kill: while the current cell has unvisited neighbours, remove the wall to a random one of
//     them and move there (a random walk that never re-enters the maze it has made).
//  3. Hunt: when the walk is stuck, scan the cells row by row from the top for the first
//     unvisited cell that has a visited neighbour; remove the wall between it and a random
//     visited neighbour, and go on killing from it.
//  4. Stop when every cell is visited.
// Its mazes are perfect, with long winding corridors and few dead ends (about 10%), like the
// Recursive Backtracker's; the hunt's top-down scan makes corridors grown late start near the top.
// One step is one wall removed (a kill move, or the wall that ends a hunt) or one row scanned by a
// hunt (a Move step, which changes no wall, so the animation can show the scan).
//
// With a mask, one walk and its hunts per region of active cells (see detail/regions.hpp): the walk
// moves only to active neighbours, and the hunt scans only the current region's cells. The scan
// starts at the region's first unvisited cell (every cell before it is visited, so it finds
// exactly the cell a scan from the top would), which keeps it from re-reading finished rows.
// For speed it also passes over a row without reading its cells (still one step per row, as the
// scan shows it) when no cell of that row or of the rows above and below it is visited yet, since
// none of its cells can then have a visited neighbour: the unvisited band above the first walk
// would otherwise be read cell by cell by every hunt.
//
// createShaped is the same algorithm on cells of any shape, through the slot functions: the hunt
// scans the maze's rows (a polar maze's rings) in index order, and a row's cells neighbour only
// cells of that row and the rows next to it on every shape, so the same pass over rows holds. (A
// weave cell's under slot reaches two rows away, but only over a visited cell in the row
// between, so the skip still passes over no cell with a visited neighbour.) On square cells it
// draws the same numbers and makes the same steps as create, the square fast path.

#include "core/generators/detail/reused_step.hpp"
#include "core/generators/detail/random_dir.hpp"
#include "core/generators/detail/regions.hpp"
#include "core/generators/detail/slots.hpp"
#include "core/generators/detail/tree_cells.hpp"
#include "core/generators/detail/tree_growth.hpp" // randomCellOf
#include "core/random.hpp"
#include "core/registry.hpp"

#include <algorithm>
#include <ranges>
#include <vector>

namespace mazelab {
namespace {

// The number of visited cells (of any region) in each row.
class RowsVisited {
public:
    explicit RowsVisited(const Maze& maze) : m_count(std::size_t(maze.height()), 0) {}
    void add(int row) { ++m_count[std::size_t(row)]; }
    // Whether row y or a row next to it has a visited cell: if not, no cell of row y has a
    // visited neighbour.
    [[nodiscard]] bool near(int y) const {
        const auto row = std::size_t(y);
        return m_count[row] != 0 || (row > 0 && m_count[row - 1] != 0) ||
               (row + 1 < m_count.size() && m_count[row + 1] != 0);
    }

private:
    std::vector<CellIndex> m_count;
};

// The first k at or after `from` whose cell of `region` is in a later row than `rowEnd` - 1 (or
// `size`): a binary search, since a region's cells are in index order.
CellIndex firstPastRow(const detail::Regions& regions, int region, CellIndex from, CellIndex size,
                       CellIndex rowEnd) {
    return *std::ranges::partition_point(std::views::iota(from, size), [&](CellIndex j) {
        return regions.cell(region, j) < rowEnd;
    });
}

GenSteps create(Maze& maze, std::uint64_t seed, ParamValues /*params*/) {
    Random random(seed);
    const detail::Regions regions(maze);
    RowsVisited rowsVisited(maze);
    GenStep step;
    for (int region = 0; region < regions.count(); ++region) {
        const CellIndex size = regions.size(region);
        const CellIndex first = regions.cell(region, CellIndex(random.below(std::uint64_t(size))));
        const detail::TreeCells tree{maze, first};
        CellIndex current = first;
        Cell at = maze.cellAt(first); // tracked alongside `current`: no division per move
        rowsVisited.add(at.y);
        CellIndex remaining = size - 1;
        CellIndex huntFrom = 0; // the region's cells before this one are all visited
        while (remaining > 0) {
            const DirSet fresh = tree.dirsWhere(current, maze.activeDirs(at), false);
            if (fresh != 0) { // kill
                const Dir dir = detail::randomDir(random, fresh);
                maze.carveInside(current, dir);
                --remaining;
                const CellIndex from = current;
                current = maze.neighbour(current, dir);
                at = mazelab::step(at, dir);
                rowsVisited.add(at.y);
                co_yield detail::carveStep(step, from, dir, current, 2);
                continue;
            }
            // Hunt: remaining > 0, so an unvisited cell is left in this region.
            while (tree.contains(regions.cell(region, huntFrom)))
                ++huntFrom;
            CellIndex rowEnd = 0; // the index just past the row being scanned
            for (CellIndex k = huntFrom;; ++k) {
                const CellIndex cell = regions.cell(region, k);
                if (cell >= rowEnd) { // show the scan, one row per step
                    const int y = cell / maze.width();
                    rowEnd = (y + 1) * maze.width();
                    co_yield detail::moveStep(step, cell, 3);
                    if (!rowsVisited.near(y)) { // on to the region's first cell past this row
                        k = firstPastRow(regions, region, k, size, rowEnd) - 1;
                        continue;
                    }
                }
                if (tree.contains(cell))
                    continue;
                const Cell cellAt = maze.cellAt(cell);
                const DirSet joined = tree.dirsWhere(cell, maze.activeDirs(cellAt), true);
                if (joined == 0)
                    continue;
                const Dir dir = detail::randomDir(random, joined);
                maze.carveInside(cell, dir);
                --remaining;
                current = cell;
                at = cellAt;
                rowsVisited.add(cellAt.y);
                co_yield detail::carveStep(step, cell, dir, cell, 4);
                break;
            }
        }
    }
}

GenSteps createShaped(Maze& maze, std::uint64_t seed, ParamValues /*params*/) {
    Random random(seed);
    const detail::Regions regions(maze);
    RowsVisited rowsVisited(maze);
    auto rowOf = [&](CellIndex cell) { return maze.cellAt(cell).y; };
    GenStep step; // reused, as in create: a scan's Move step keeps the last carve's dir
    for (int region = 0; region < regions.count(); ++region) {
        const CellIndex size = regions.size(region);
        const CellIndex first = detail::randomCellOf(regions, region, random);
        auto inTree = [&](CellIndex i) { return i == first || maze.openSlots(i) != 0; };
        CellIndex current = first;
        rowsVisited.add(rowOf(first));
        CellIndex remaining = size - 1;
        CellIndex huntFrom = 0; // the region's cells before this one are all visited
        while (remaining > 0) {
            const SlotSet fresh = detail::slotsWhere(maze, current, maze.activeSlots(current),
                                                     [&](CellIndex n) { return !inTree(n); });
            if (fresh != 0) { // kill
                const Slot slot = detail::randomSlot(random, fresh);
                const CellIndex next = maze.slotNeighbour(current, slot);
                maze.carveSlotInside(current, slot, next);
                --remaining;
                rowsVisited.add(rowOf(next));
                co_yield detail::carveStep(step, current, Dir(slot), next, 2);
                current = next;
                continue;
            }
            // Hunt, one Move step per row scanned, skipping the rows no visited cell is near.
            while (inTree(regions.cell(region, huntFrom)))
                ++huntFrom;
            CellIndex rowEnd = 0; // the index just past the row being scanned
            for (CellIndex k = huntFrom;; ++k) {
                const CellIndex cell = regions.cell(region, k);
                if (cell >= rowEnd) {
                    const int y = rowOf(cell);
                    rowEnd = maze.rowStart(y) + maze.rowLength(y);
                    co_yield detail::moveStep(step, cell, 3);
                    if (!rowsVisited.near(y)) {
                        k = firstPastRow(regions, region, k, size, rowEnd) - 1;
                        continue;
                    }
                }
                if (inTree(cell))
                    continue;
                const SlotSet joined =
                    detail::slotsWhere(maze, cell, maze.activeSlots(cell), inTree);
                if (joined == 0)
                    continue;
                const Slot slot = detail::randomSlot(random, joined);
                maze.carveSlotInside(cell, slot, maze.slotNeighbour(cell, slot));
                --remaining;
                current = cell;
                rowsVisited.add(rowOf(cell));
                co_yield detail::carveStep(step, cell, Dir(slot), cell, 4);
                break;
            }
        }
    }
}

} // namespace

const GeneratorInfo& huntAndKillInfo() {
    static const GeneratorInfo info{
        .id = "hunt-and-kill",
        .name = "Hunt-and-Kill",
        .family = GeneratorFamily::DepthFirst,
        .description = "A random walk that carves into unvisited cells only (the \"kill\"). When "
            "it gets stuck, it \"hunts\": it scans the rows from the top for the first unvisited "
            "cell next to the maze, joins that cell to the maze and walks on from there. Perfect, "
            "with long, winding corridors and few dead ends (about 10% of the cells), much like "
            "the Recursive Backtracker but without its stack; the repeated scans make it slower "
            "on big grids.",
        .card = {
            .howItWorks = "Walks at random into unvisited cells only, carving as it goes (the "
                "kill). When stuck, it scans the rows from the top for the first unvisited cell "
                "next to the maze and joins it (the hunt). It walks on from there until no "
                "unvisited cell is left.",
            .time = "O(cells^2) worst case for the hunts, near O(cells) in practice",
            .memory = "O(1) besides the maze",
        },
        .pseudocode = {
            "current = a random cell",
            "while some cell is unvisited:",
            "    kill: if current has unvisited neighbours: remove the wall to a random one; go "
                "there",
            "    else hunt: scan the rows from the top for an unvisited cell next to a visited one",
            "        remove the wall to a random visited neighbour; current = that cell",
        },
        .create = &create,
        .createShaped = &createShaped,
        .honoursMask = true,
    };
    return info;
}

} // namespace mazelab
