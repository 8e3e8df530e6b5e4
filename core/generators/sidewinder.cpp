// Sidewinder (Buck, "Mazes for Programmers", ch. 2).
//  1. Visit the rows from top to bottom, each from west to east, with an empty run of cells.
//  2. Add the cell to the run.
//  3. If the cell is on the east edge, or (not on the first row and) a coin flip says so, close
//     the run: on any row but the first, remove the north wall of a random cell of the run; then
//     empty the run.
//  4. Otherwise remove the cell's east wall (the run goes on east).
// The first row has no north to carve to, so it becomes one unbroken corridor; every other run
// has exactly one passage north, so paths from the bottom to the top never meet a dead end going
// up. One step is one wall removed (an east wall, or a run's north wall). The rows are visited
// top-down, as Buck does.
//
// A run is always a contiguous stretch of its row, so it is held as the x of its first cell:
// no list, no allocation.

#include "core/random.hpp"
#include "core/registry.hpp"

namespace mazelab {
namespace {

GenSteps create(Maze& maze, std::uint64_t seed, ParamValues /*params*/) {
    Random random(seed);
    const int width = maze.width();
    GenStep step;
    CellIndex rowStart = 0; // index of (0, y)
    for (int y = 0; y < maze.height(); ++y, rowStart += width) {
        int runStart = 0;
        for (int x = 0; x < width; ++x) {
            const CellIndex cell = rowStart + x;
            const bool atEastEdge = x + 1 == width;
            const bool closeRun = atEastEdge || (y > 0 && random.below(2) == 0);
            if (!closeRun) {
                maze.carveInside(cell, Dir::East); // x + 1 < width: inside
                step.kind = GenStep::Kind::Carve;
                step.cell = step.current = cell;
                step.dir = Dir::East;
                step.line = 6;
                co_yield step;
                continue;
            }
            if (y > 0) {
                const CellIndex chosen =
                    rowStart + runStart + CellIndex(random.below(std::uint64_t(x - runStart + 1)));
                maze.carveInside(chosen, Dir::North); // y > 0: inside
                step.kind = GenStep::Kind::Carve;
                step.cell = chosen;
                step.current = cell;
                step.dir = Dir::North;
                step.line = 4;
                co_yield step;
            }
            runStart = x + 1; // line 5: the run is emptied
        }
    }
}

} // namespace

const GeneratorInfo& sidewinderInfo() {
    static const GeneratorInfo info{
        .id = "sidewinder",
        .name = "Sidewinder",
        .family = GeneratorFamily::RowByRow,
        .description = "Works row by row from the top, west to east, gathering cells into a "
            "\"run\": at each cell a coin flip either carves east (the run grows) or closes the "
            "run by carving north from one random cell of it. The first row cannot go north, so "
            "it is one long corridor. Fast and perfect, with a vertical bias: every run has "
            "exactly one way up, so a path from the bottom to the top row never meets a dead end, "
            "while paths across the maze zig-zag. About 27% of the cells are dead ends.",
        .card = {
            .howItWorks = "Works row by row, gathering cells into a run. At each cell a coin flip "
                "either carves east (the run grows) or closes the run by carving north from one "
                "random cell of it. The top row is one corridor, and every run has exactly one "
                "way up.",
            .time = "O(cells)",
            .memory = "O(width): the current run",
        },
        .pseudocode = {
            "for each row, top to bottom, with an empty run:",
            "    for each cell of the row, west to east:",
            "        add the cell to the run",
            "        if the cell is on the east edge or (not on the first row and a coin flip "
                "says so):",
            "            if not on the first row: remove the north wall of a random cell of the "
                "run",
            "            empty the run",
            "        else: remove the cell's east wall",
        },
        .create = &create,
        .noMaskReason = "it closes every run by carving north from one of its cells, so a run "
            "whose cells all have a masked-off cell to the north would be cut off from the rows "
            "above.",
        .noShapesReason = "it carves each row from west to east in runs and joins every run to "
            "the row above through a north wall, which needs rows and columns.",
    };
    return info;
}

} // namespace mazelab
