// Wilson's algorithm (Buck, "Mazes for Programmers", ch. 4; D. B. Wilson, "Generating random
// spanning trees more quickly than the cover time", STOC 1996): loop-erased random walks.
//  1. Add a random cell to the maze.
//  2. Take a cell not yet in the maze and start a walk there.
//  3. Move to a random neighbour.
//  4. If the walk has come back to a cell of its own path, erase the loop it just closed (the
//     path goes back to that cell).
//  5. Repeat from 3 until the walk reaches a cell of the maze; then carve the path into the maze.
//  6. Repeat from 2 until every cell is in the maze.
// Its mazes are uniform spanning trees, like Aldous-Broder's, but it is much faster: the first
// walk is long (it must find the single cell), later ones find the growing maze quickly.
// One step is one move of a walk (a Move step: no wall changes until the walk arrives), or one
// wall carved along a finished path.
//
// Walks start from the cells not yet in the maze in row order, not at random as in Buck: Wilson
// shows that any order of starting cells gives uniform trees, and row order needs no list of the
// unvisited cells (4 bytes per cell on a 4096 x 4096 grid). With a mask, one tree per region of
// active cells (see regions.hpp): its first cell is a random cell of the region, its walks start
// from the region's cells and move only to active neighbours.
//
// Memory: the walk's path (cells and the direction taken from each) and one byte of state per
// cell (free, on the path, in the maze), so that each move reads one byte to know where it landed,
// and a loop is erased in time proportional to its length.

#include "core/generators/random_dir.hpp"
#include "core/generators/regions.hpp"
#include "core/random.hpp"
#include "core/registry.hpp"

#include <vector>

namespace mazelab {
namespace {

enum CellState : std::uint8_t { kFree = 0, kOnPath = 1, kInMaze = 2 };

GenSteps create(Maze& maze, std::uint64_t seed, ParamValues /*params*/) {
    Random random(seed);
    const detail::Regions regions(maze);
    std::vector<std::uint8_t> state(std::size_t(maze.cellCount()), kFree);
    std::vector<CellIndex> path; // the walk so far, loops erased
    std::vector<Dir> pathDirs;   // pathDirs[k]: the move from path[k] to path[k + 1]
    GenStep step;
    for (int region = 0; region < regions.count(); ++region) {
        const CellIndex size = regions.size(region);
        const CellIndex root = regions.cell(region, CellIndex(random.below(std::uint64_t(size))));
        state[std::size_t(root)] = kInMaze;
        step.kind = GenStep::Kind::Move;
        step.cell = step.current = root;
        step.line = 0;
        co_yield step;

        for (CellIndex k = 0; k < size; ++k) {
            const CellIndex start = regions.cell(region, k);
            if (state[std::size_t(start)] == kInMaze)
                continue;
            path.assign(1, start);
            pathDirs.clear();
            state[std::size_t(start)] = kOnPath;
            CellIndex current = start;
            Cell at = maze.cellAt(start); // tracked alongside `current`: no division per move
            step.kind = GenStep::Kind::Move;
            step.cell = step.current = start;
            step.line = 1;
            co_yield step;

            for (;;) {
                const Dir dir = detail::randomDir(random, maze.activeDirs(at));
                const CellIndex next = maze.neighbour(current, dir);
                const std::uint8_t landed = state[std::size_t(next)];
                if (landed == kInMaze) {
                    pathDirs.push_back(dir);
                    break;
                }
                if (landed == kOnPath) { // a loop: erase it
                    while (path.back() != next) {
                        state[std::size_t(path.back())] = kFree;
                        path.pop_back();
                        pathDirs.pop_back();
                    }
                    step.line = 3;
                } else {
                    path.push_back(next);
                    pathDirs.push_back(dir);
                    state[std::size_t(next)] = kOnPath;
                    step.line = 2;
                }
                current = next;
                at = mazelab::step(at, dir);
                step.cell = step.current = next;
                co_yield step;
            }

            step.kind = GenStep::Kind::Carve;
            step.line = 4;
            for (std::size_t i = 0; i < path.size(); ++i) {
                state[std::size_t(path[i])] = kInMaze;
                maze.carveInside(path[i], pathDirs[i]); // from activeDirs: inside
                step.cell = step.current = path[i];
                step.dir = pathDirs[i];
                co_yield step;
            }
        }
    }
}

} // namespace

const GeneratorInfo& wilsonInfo() {
    static const GeneratorInfo info{
        "wilson",
        "Wilson's algorithm",
        "Starts the maze with one random cell. Then, from a cell not yet in the maze, it walks at "
        "random until it reaches the maze, erasing every loop the walk makes, and carves the "
        "loop-free path it is left with into the maze; it repeats until every cell is in. Like "
        "Aldous-Broder it is unbiased (every perfect maze is equally likely: winding paths, "
        "about 29% of the cells dead ends), but much faster, since only the first walks are "
        "long.",
        {"add a random cell to the maze",
         "for each cell not in the maze: start a walk there",
         "    move to a random neighbour",
         "    if it is on the walk's path: erase the loop just closed",
         "    when the walk reaches the maze: carve its path into the maze"},
        true,
        {},
        &create,
        true,
        {}};
    return info;
}

} // namespace mazelab
