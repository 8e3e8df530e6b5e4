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

#include "core/generators/detail/random_dir.hpp"
#include "core/generators/detail/regions.hpp"
#include "core/generators/detail/tree_cells.hpp"
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
    explicit RowsVisited(const Maze& maze)
        : m_count(std::size_t(maze.height()), 0), m_width(maze.width()) {}
    void add(CellIndex cell) { ++m_count[std::size_t(cell / m_width)]; }
    // Whether row y or a row next to it has a visited cell: if not, no cell of row y has a
    // visited neighbour.
    [[nodiscard]] bool near(int y) const {
        const auto row = std::size_t(y);
        return m_count[row] != 0 || (row > 0 && m_count[row - 1] != 0) ||
               (row + 1 < m_count.size() && m_count[row + 1] != 0);
    }

private:
    std::vector<CellIndex> m_count;
    int m_width;
};

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
        rowsVisited.add(first);
        CellIndex remaining = size - 1;
        CellIndex huntFrom = 0; // the region's cells before this one are all visited
        while (remaining > 0) {
            const DirSet fresh = tree.dirsWhere(current, maze.activeDirs(at), false);
            if (fresh != 0) { // kill
                const Dir dir = detail::randomDir(random, fresh);
                maze.carveInside(current, dir);
                --remaining;
                step.kind = GenStep::Kind::Carve;
                step.cell = current;
                step.dir = dir;
                step.line = 2;
                current = maze.neighbour(current, dir);
                at = mazelab::step(at, dir);
                rowsVisited.add(current);
                step.current = current;
                co_yield step;
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
                    step.kind = GenStep::Kind::Move;
                    step.cell = step.current = cell;
                    step.line = 3;
                    co_yield step;
                    if (!rowsVisited.near(y)) { // on to the region's first cell past this row
                        k = *std::ranges::partition_point(
                                std::views::iota(k, size),
                                [&](CellIndex j) { return regions.cell(region, j) < rowEnd; }) -
                            1;
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
                step.kind = GenStep::Kind::Carve;
                step.cell = step.current = cell;
                step.dir = dir;
                step.line = 4;
                current = cell;
                at = cellAt;
                rowsVisited.add(cell);
                co_yield step;
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
        .honoursMask = true,
    };
    return info;
}

} // namespace mazelab
