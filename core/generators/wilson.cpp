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
// active cells (see detail/regions.hpp): its first cell is a random cell of the region, its walks
// start from the region's cells and move only to active neighbours.
//
// Memory: the walk's path (cells and the direction taken from each) and one uint32 per cell: its
// position on the path when it was last put there, or kInMaze. A cell is on the walk's path when
// that position is below the path's length and the path holds the cell there; so a loop is erased
// by shortening the path alone, without visiting its cells, and a move needs no branch on where
// it landed (in a random walk that branch is close to a coin flip, so it would mispredict).
//
// createShaped is the same algorithm on cells of any shape, written plainly against the slot
// functions (the walk's path and its exits in vectors): on square cells it draws the same numbers
// and makes the same steps as create, the square fast path. On weave cells the walk moves under a
// cell of the maze where the crossing rule allows it then; a walk only visits cells outside the
// maze, whose neighbours are never crossed, so every carve of its path stays allowed, except one:
// a walk that ends on a cell it passed under. That walk goes back to the cell it passed under
// from, as if it had closed a loop there.

#include "core/generators/detail/random_dir.hpp"
#include "core/generators/detail/regions.hpp"
#include "core/generators/detail/reused_step.hpp"
#include "core/generators/detail/tree_growth.hpp" // randomCellOf
#include "core/random.hpp"
#include "core/registry.hpp"
#include "core/shape.hpp"

#include <array>
#include <memory>
#include <vector>

namespace mazelab {
namespace {

constexpr std::uint32_t kInMaze = ~std::uint32_t{0};

// A move one way: the direction, and what it adds to a cell's index and coordinates.
struct Move {
    std::int32_t delta;
    std::int8_t dx;
    std::int8_t dy;
    Dir dir;
};
// kNthDir with each direction's move: moves[s][n] is the n-th direction of the set s. One load
// from a direction set and a draw to the next cell, where the walk's next move waits on it
// (instead of two loads one after the other: the direction, then the neighbour's offset).
using MoveTable = std::array<std::array<Move, 4>, 16>;
MoveTable moveTable(const Maze& maze) {
    MoveTable moves{};
    for (unsigned s = 0; s < 16; ++s)
        for (unsigned n = 0; n < 4; ++n) {
            const Dir d = detail::kNthDir[s][n];
            moves[s][n] = {maze.neighbour(0, d), std::int8_t(dx(d)), std::int8_t(dy(d)), d};
        }
    return moves;
}

// A walk in progress: path[0 .. length) its cells, dirs[k] the move from path[k] to path[k + 1];
// pos[c] as above. path and dirs have room for every cell.
struct Walk {
    std::uint32_t* pos;
    CellIndex* path;
    Dir* dirs;
    std::uint32_t length;
    CellIndex current;
    Cell at; // current's coordinates, tracked alongside it: no division per move
};

// One move of the walk (steps 3 and 4), written into `step`; true when it reached the maze (the
// path is then complete, dirs[length - 1] the last move). An ordinary inline function on purpose,
// like the solvers' inner loops (core/solvers/detail/expand.hpp): g++ 12 keeps a coroutine's
// locals in its frame, and every store would make it reload them. No branch on where the move
// lands but the one that ends the walk: the path, dirs and pos are written the same way either
// way.
inline bool walkStep(const Maze& maze, const MoveTable& moves, Random& random, Walk& w,
                     GenStep& step) {
    const DirSet dirs = maze.activeDirs(w.at);
    const Move move = moves[dirs][detail::randomDirIndex(random, dirs)]; // as randomDir draws
    const Dir dir = move.dir;
    const CellIndex next = w.current + move.delta;
    const std::uint32_t p = w.pos[std::size_t(next)];
    // The last move out of the path's last cell; beyond the path's moves if this closes a loop
    // (next is then at least two cells back), so harmless there.
    w.dirs[w.length - 1] = dir;
    if (p == kInMaze)
        return true;
    // Without a branch (g++ made && and ?: branches, each a coin flip here): a stale position
    // (p >= length) reads path[0] instead of path[p], a cache line in use rather than a miss
    // far back in a long walk's path; path[0] is the walk's start, whose position is 0, so it
    // is never next with such a p.
    const std::uint32_t below = 0 - std::uint32_t(p < w.length);
    const std::uint32_t onPath = below & std::uint32_t(w.path[p & below] == next);
    const std::uint32_t keep = 0 - onPath;
    const std::uint32_t at = (p & keep) | (w.length & ~keep); // next's place: kept, or new last
    w.path[at] = next;
    w.pos[std::size_t(next)] = at;
    w.length = at + 1;
    w.current = next;
    w.at = {w.at.x + move.dx, w.at.y + move.dy};
    step.line = 2 + int(onPath);
    step.cell = step.current = next;
    return false;
}

GenSteps create(Maze& maze, std::uint64_t seed, ParamValues /*params*/) {
    Random random(seed);
    const detail::Regions regions(maze);
    const auto cells = std::size_t(maze.cellCount());
    // pos starts at 0 everywhere: a free cell other than the walk's start fails path[0] == cell.
    const std::unique_ptr<std::uint32_t[]> pos(new std::uint32_t[cells]());
    const std::unique_ptr<CellIndex[]> path(new CellIndex[cells]);
    const std::unique_ptr<Dir[]> dirs(new Dir[cells]);
    Walk walk{pos.get(), path.get(), dirs.get(), 0, 0, {}};
    const MoveTable moves = moveTable(maze);
    GenStep step;
    for (int region = 0; region < regions.count(); ++region) {
        const CellIndex size = regions.size(region);
        const CellIndex root = regions.cell(region, CellIndex(random.below(std::uint64_t(size))));
        pos[std::size_t(root)] = kInMaze;
        co_yield detail::moveStep(step, root, 0);

        for (CellIndex k = 0; k < size; ++k) {
            const CellIndex start = regions.cell(region, k);
            if (pos[std::size_t(start)] == kInMaze)
                continue;
            path[0] = start;
            pos[std::size_t(start)] = 0;
            walk.length = 1;
            walk.current = start;
            walk.at = maze.cellAt(start);
            co_yield detail::moveStep(step, start, 1);

            while (!walkStep(maze, moves, random, walk, step))
                co_yield step;

            step.kind = GenStep::Kind::Carve;
            step.line = 4;
            for (std::uint32_t i = 0; i < walk.length; ++i) {
                pos[std::size_t(path[i])] = kInMaze;
                maze.carveInside(path[i], dirs[i]); // from activeDirs: inside
                step.cell = step.current = path[i];
                step.dir = dirs[i];
                co_yield step;
            }
        }
    }
}

// Weave cells: the walk may pass under a cell of the maze and later end on it; carved in order,
// the passage under it would lock the wall the walk ends through. Returns the place on the path
// of the step that passed under `reached` (the last step, into it, not counted), or the path's
// length if none did. Only under slots are looked at: other shapes never have one.
std::size_t passedUnder(const Maze& maze, const std::vector<CellIndex>& path,
                        const std::vector<Slot>& exits, CellIndex reached) {
    if (maze.shapeKind() != ShapeKind::Weave)
        return path.size();
    for (std::size_t k = 0; k + 1 < exits.size(); ++k)
        if (exits[k] >= kFirstUnderSlot &&
            maze.slotNeighbour(path[k], Slot(exits[k] - kFirstUnderSlot)) == reached)
            return k;
    return path.size();
}

GenSteps createShaped(Maze& maze, std::uint64_t seed, ParamValues /*params*/) {
    Random random(seed);
    const detail::Regions regions(maze);
    // pos as in create: a cell's place on the path when it was last put there, or kInMaze; a
    // place is current only if the path still holds the cell there.
    std::vector<std::uint32_t> pos(std::size_t(maze.cellCount()), 0);
    std::vector<CellIndex> path;
    std::vector<Slot> exits; // exits[k]: the slot from path[k] to the next cell
    // One step reused, as in create: a Move step keeps the last carve's dir.
    GenStep step;
    for (int region = 0; region < regions.count(); ++region) {
        const CellIndex size = regions.size(region);
        const CellIndex root = detail::randomCellOf(regions, region, random);
        pos[std::size_t(root)] = kInMaze;
        co_yield detail::moveStep(step, root, 0);

        for (CellIndex k = 0; k < size; ++k) {
            const CellIndex start = regions.cell(region, k);
            if (pos[std::size_t(start)] == kInMaze)
                continue;
            path.assign(1, start);
            exits.clear();
            pos[std::size_t(start)] = 0;
            co_yield detail::moveStep(step, start, 1);

            for (;;) { // steps 3 to 5: walk until the maze is reached
                const Slot slot = detail::randomSlot(random, maze.activeSlots(path.back()));
                const CellIndex next = maze.slotNeighbour(path.back(), slot);
                exits.push_back(slot);
                const std::uint32_t p = pos[std::size_t(next)];
                const std::size_t under =
                    p == kInMaze ? passedUnder(maze, path, exits, next) : path.size();
                if (p == kInMaze && under == path.size())
                    break;
                if (under < path.size()) { // as a loop: back to where it went under `next`
                    path.resize(under + 1);
                    exits.resize(under);
                    step.line = 3;
                    step.cell = step.current = path.back();
                    co_yield step;
                    continue;
                }
                const bool onPath = p < path.size() && path[p] == next;
                if (onPath) { // erase the loop: the path goes back to next
                    path.resize(p + 1);
                    exits.resize(p);
                } else {
                    pos[std::size_t(next)] = std::uint32_t(path.size());
                    path.push_back(next);
                }
                step.line = 2 + int(onPath);
                step.cell = step.current = next;
                co_yield step;
            }

            step.kind = GenStep::Kind::Carve;
            step.line = 4;
            for (std::size_t i = 0; i < path.size(); ++i) {
                pos[std::size_t(path[i])] = kInMaze;
                maze.carveSlotInside(path[i], exits[i], maze.slotNeighbour(path[i], exits[i]));
                step.cell = step.current = path[i];
                step.dir = Dir(exits[i]);
                co_yield step;
            }
        }
    }
}

} // namespace

const GeneratorInfo& wilsonInfo() {
    static const GeneratorInfo info{
        .id = "wilson",
        .name = "Wilson's algorithm",
        .family = GeneratorFamily::RandomWalk,
        .description = "Starts the maze with one random cell. Then, from a cell not yet in the "
            "maze, it walks at random until it reaches the maze, erasing every loop the walk "
            "makes, and carves the loop-free path it is left with into the maze; it repeats until "
            "every cell is in. Like Aldous-Broder it is unbiased (every perfect maze is equally "
            "likely: winding paths, about 29% of the cells dead ends), but much faster, since "
            "only the first walks are long.",
        .card = {
            .howItWorks = "Starts the maze with one random cell. From a cell not yet in the maze "
                "it walks at random until it reaches the maze, erasing every loop the walk makes, "
                "and carves the loop-free path. It repeats until every cell is in; every perfect "
                "maze is equally likely.",
            .time = "O(cells log cells) expected (slow at first)",
            .memory = "O(cells): the walk's directions",
        },
        .pseudocode = {
            "add a random cell to the maze",
            "for each cell not in the maze: start a walk there",
            "    move to a random neighbour",
            "    if it is on the walk's path: erase the loop just closed",
            "    when the walk reaches the maze: carve its path into the maze",
        },
        .create = &create,
        .createShaped = &createShaped,
        .honoursMask = true,
    };
    return info;
}

} // namespace mazelab
