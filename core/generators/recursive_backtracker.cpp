// Recursive Backtracker (Buck, "Mazes for Programmers", ch. 5; seed 001's generator, seed 003's
// "Recursive Backtracking"): a randomised depth-first search, run with an explicit stack so that
// 4096 x 4096 needs no deep recursion.
//  1. Push a random cell on the stack (or, with start=first, the first cell row by row: the
//     top-left corner without a mask, where seed 001 starts); it counts as visited.
//  2. Look at the cell on top of the stack.
//  3. If it has unvisited neighbours, remove the wall to a random one of them and push it.
//  4. Otherwise pop it: backtrack to the cell below it.
//  5. Repeat from 2 until the stack is empty.
// One step is one iteration: a carve (step 3) or a backtrack (step 4, a Move to the cell below;
// the last pop, which leaves the stack empty, moves nowhere and is not a step). `current` is the
// cell on top of the stack after the step: where the walk is.
// Mazes have long winding corridors and few dead ends (about 10% of cells). With a mask, one
// search per region of active cells.
//
// The stack holds the direction each cell was entered by, one byte per entry: the cell below is
// one step back the other way, so neither index nor coordinates are stored or divided.
// Growing Tree with policy "newest" draws the same numbers and builds the same maze.
//
// Which neighbours are still free is kept per cell, not looked up: `freeDirs[i]` holds the
// directions from cell i to an active cell inside the grid that no tree has taken yet. It starts
// as the directions that stay inside the grid; a cell taken (the start of a region, or a cell
// carved into) and a masked-off cell clear the bit that points at them in their four
// neighbours. The step's test "has unvisited neighbours" is then one load, with no coordinates
// tracked and no bounds tested per step (measured with callgrind: about 150 instructions per
// step before, see docs/performance.md). The clearing needs no bounds test either: `freeDirs` has
// `width` spare bytes before and after the grid for the rows outside it, and a neighbour across
// the left or right edge is the far end of the next or previous row, whose bit for that
// direction is already clear (no cell there has a neighbour across that edge).

#include "core/generators/tree_growth.hpp"
#include "core/registry.hpp"

#include <array>
#include <cstdint>
#include <cstring>
#include <memory>

namespace mazelab {
namespace {

// The bits of freeDirs[] for a grid of `width` x `cells / width` cells with none taken: the
// directions that stay inside the grid.
void fillInside(std::uint8_t* freeDirs, CellIndex width, CellIndex cells) {
    std::memset(freeDirs - width, kAllDirs, std::size_t(cells + 2 * width));
    for (CellIndex x = 0; x < width; ++x) {
        freeDirs[x] &= std::uint8_t(~bit(Dir::North));
        freeDirs[cells - width + x] &= std::uint8_t(~bit(Dir::South));
    }
    for (CellIndex row = 0; row < cells; row += width) {
        freeDirs[row] &= std::uint8_t(~bit(Dir::West));
        freeDirs[row + width - 1] &= std::uint8_t(~bit(Dir::East));
    }
}

// Cell i is taken (or switched off): its neighbours can no longer step into it.
inline void take(std::uint8_t* freeDirs, CellIndex width, CellIndex i) {
    freeDirs[i + 1] &= std::uint8_t(~bit(Dir::West));
    freeDirs[i - 1] &= std::uint8_t(~bit(Dir::East));
    freeDirs[i + width] &= std::uint8_t(~bit(Dir::North));
    freeDirs[i - width] &= std::uint8_t(~bit(Dir::South));
}

// The walk between two steps. The coroutine keeps every local of its body in its frame, and a
// store through a byte pointer (the maze, freeDirs, the stack) makes the compiler reload frame
// values after it; step() reads what it needs into real locals first and stores last.
struct Walk {
    Maze* maze = nullptr;
    std::uint8_t* freeDirs = nullptr;
    Dir* entered = nullptr; // the stack
    CellIndex width = 0;
    CellIndex top = 0;      // the cell on top of the stack
    std::size_t depth = 0;  // cells below the top
    std::array<CellIndex, 4> delta{}; // E, S, W, N
    GenStep carve;          // step 3
    GenStep move;           // step 4

    // One iteration of steps 2-4: the step made, or nullptr once the region's first cell is
    // popped (which moves nowhere and is not a step).
    const GenStep* step(Random& random) {
        std::uint8_t* const free = freeDirs;
        const CellIndex at = top;
        const std::size_t below = depth;
        const DirSet open = free[at];
        if (open != 0) {
            const Dir d = detail::randomDir(random, open);
            const CellIndex next = at + delta[std::size_t(d)];
            Dir* const stack = entered;
            const CellIndex w = width;
            Maze& m = *maze;
            top = next;
            depth = below + 1;
            carve.cell = at;
            carve.dir = d;
            carve.current = next;
            stack[below] = d;
            m.carveInside(at, d);
            take(free, w, next);
            return &carve;
        }
        if (below == 0)
            return nullptr;
        const Dir back = opposite(entered[below - 1]);
        const CellIndex next = at + delta[std::size_t(back)];
        top = next;
        depth = below - 1;
        move.cell = next;
        move.current = next;
        move.dir = back;
        return &move;
    }
};

GenSteps create(Maze& maze, std::uint64_t seed, ParamValues params) {
    const bool startFirst = params.get("start") == 1;
    Random random(seed);
    const detail::Regions regions(maze);
    const CellIndex width = maze.width();
    const CellIndex cells = maze.cellCount();
    // One allocation: freeDirs[] with its spare rows, then the stack, deep enough for any region
    // (allocated, not touched: its pages are mapped as the stack grows).
    const std::unique_ptr<std::uint8_t[]> storage(
        new std::uint8_t[std::size_t(cells + 2 * width + maze.activeCellCount())]);
    Walk walk;
    walk.maze = &maze;
    walk.freeDirs = storage.get() + width;
    walk.entered = reinterpret_cast<Dir*>(walk.freeDirs + cells + width);
    walk.width = width;
    walk.delta = {1, width, -1, -width};
    walk.carve.kind = GenStep::Kind::Carve;
    walk.carve.line = 3;
    walk.move.kind = GenStep::Kind::Move;
    walk.move.line = 4;
    fillInside(walk.freeDirs, width, cells);
    if (maze.hasMask())
        for (CellIndex i = 0; i < cells; ++i)
            if (!maze.isActive(i))
                take(walk.freeDirs, width, i);

    for (int region = 0; region < regions.count(); ++region) {
        walk.top = startFirst ? regions.cell(region, 0)
                              : detail::randomCellOf(regions, region, random);
        walk.depth = 0;
        take(walk.freeDirs, width, walk.top);
        while (const GenStep* step = walk.step(random))
            co_yield *step;
    }
}

} // namespace

const GeneratorInfo& recursiveBacktrackerInfo() {
    static const GeneratorInfo info{
        "recursive-backtracker",
        "Recursive Backtracker",
        "A random depth-first walk: from the current cell it carves into a random neighbour it "
        "has not visited yet and keeps going; when every neighbour is visited it backtracks "
        "along its own trail to the last cell that still has an unvisited neighbour. The "
        "result has long, winding corridors with few branches and few dead ends (about 10% of "
        "the cells): hard to solve by eye, because a wrong turn leads a long way before it "
        "ends. Its texture is biased toward that long-corridor look (it is not uniform).",
        {"stack = [a random cell (or the first)], marked visited",
         "while the stack is not empty:",
         "    cell = the top of the stack",
         "    if cell has unvisited neighbours: remove the wall to a random one, push it",
         "    else: pop cell (backtrack to the cell below it)"},
        true,
        {ParamSpec{"start", "Start",
                   "Where the walk begins: a random cell (Buck), or the first cell row by row, "
                   "the top-left corner without a mask (seed 001's backtracker).",
                   0, 1, 0, true, {"random", "first"}}},
        &create,
        true,
        {}};
    return info;
}

} // namespace mazelab
