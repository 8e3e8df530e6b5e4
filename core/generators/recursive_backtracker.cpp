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

#include "core/generators/tree_growth.hpp"
#include "core/registry.hpp"

#include <memory>

namespace mazelab {
namespace {

GenSteps create(Maze& maze, std::uint64_t seed, ParamValues params) {
    const bool startFirst = params.get("start") == 1;
    Random random(seed);
    const detail::Regions regions(maze);
    // Deep enough for any region; allocated, not touched: pages are mapped as the stack grows.
    const std::unique_ptr<Dir[]> entered(new Dir[std::size_t(maze.activeCellCount())]);
    GenStep step;
    for (int region = 0; region < regions.count(); ++region) {
        CellIndex top = startFirst ? regions.cell(region, 0)
                                   : detail::randomCellOf(regions, region, random);
        Cell at = maze.cellAt(top); // tracked alongside `top`: no division per step
        std::size_t depth = 0;      // cells below the top
        for (;;) {
            const DirSet open = detail::unvisitedDirs(maze, top, at);
            if (open != 0) {
                const Dir d = detail::randomDir(random, open);
                maze.carveInside(top, d);
                entered[depth++] = d;
                step.kind = GenStep::Kind::Carve;
                step.cell = top;
                step.dir = d;
                step.line = 3;
                top = maze.neighbour(top, d);
                at = mazelab::step(at, d);
            } else {
                if (depth == 0)
                    break; // the first cell popped: this region is done
                const Dir back = opposite(entered[--depth]);
                top = maze.neighbour(top, back);
                at = mazelab::step(at, back);
                step.kind = GenStep::Kind::Move;
                step.cell = top;
                step.dir = back;
                step.line = 4;
            }
            step.current = top;
            co_yield step;
        }
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
