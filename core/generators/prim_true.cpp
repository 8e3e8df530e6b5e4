// Prim, "true" (Buck, "Mazes for Programmers", ch. 11, "True Prim's Algorithm"): Prim's
// minimum-spanning-tree algorithm with a random weight on every cell.
//  1. Give every cell a random weight.
//  2. active = [a random cell].
//  3. Pick the active cell of lowest weight.
//  4. If it has unvisited neighbours, remove the wall to the one of lowest weight and add that
//     one to active.
//  5. Otherwise remove the picked cell from active.
//  6. Repeat from 3 until active is empty.
// One step is one iteration: a Carve (4) or a Move (5: the picked cell looked at and dropped);
// `current` is the picked cell. With a mask, one tree per region of active cells.
//
// Buck draws weights from 0..99 and lets ties go to whichever cell his list search meets first.
// Here a weight is 32 random bits, so ties are rare, and a tie goes to the lower cell index
// (row by row): the active set is a binary heap of keys weight << 32 | y << 16 | x, whose
// minimum is unique, and whose cell needs no division to find its coordinates.

#include "core/generators/tree_growth.hpp"
#include "core/registry.hpp"

#include <algorithm>
#include <functional>
#include <memory>
#include <vector>

namespace mazelab {
namespace {

// weight << 32 | y << 16 | x: ordered by weight, then by index (row by row).
using Key = std::uint64_t;

[[nodiscard]] inline Key keyOf(const std::uint32_t* weight, CellIndex i, Cell at) {
    return Key{weight[std::size_t(i)]} << 32 | Key(std::uint32_t(at.y) << 16 | std::uint32_t(at.x));
}
[[nodiscard]] inline Cell cellOf(Key key) {
    return {int(key & 0xFFFF), int((key >> 16) & 0xFFFF)};
}

// Among the directions `open` (not empty) from cell i at `at`, the one to the neighbour of
// lowest key.
[[nodiscard]] inline Dir lightestDir(const Maze& maze, const std::uint32_t* weight, CellIndex i,
                                     Cell at, DirSet open) {
    Dir best = Dir::East;
    Key bestKey = ~Key{0};
    for (Dir d : kDirs) {
        if (!(open & bit(d)))
            continue;
        const Key key = keyOf(weight, maze.neighbour(i, d), mazelab::step(at, d));
        if (key < bestKey) {
            bestKey = key;
            best = d;
        }
    }
    return best;
}

GenSteps create(Maze& maze, std::uint64_t seed, ParamValues /*params*/) {
    Random random(seed);
    const detail::Regions regions(maze);
    const auto cells = std::size_t(maze.cellCount());
    // One weight per cell, in index order (masked-off cells draw too, so a mask does not shift
    // the other cells' weights).
    const std::unique_ptr<std::uint32_t[]> weight(new std::uint32_t[cells]);
    for (std::size_t i = 0; i < cells; ++i)
        weight[i] = std::uint32_t(random.next() >> 32);

    // A min-heap of keys (std::greater turns the standard max-heap around).
    std::vector<Key> heap;
    heap.reserve(std::min<std::size_t>(cells, std::size_t{1} << 16));
    const std::greater<Key> later;
    GenStep step;
    for (int region = 0; region < regions.count(); ++region) {
        const CellIndex first = detail::randomCellOf(regions, region, random);
        heap.push_back(keyOf(weight.get(), first, maze.cellAt(first)));
        while (!heap.empty()) {
            const Cell at = cellOf(heap.front());
            const CellIndex cell = maze.index(at);
            const DirSet open = detail::unvisitedDirs(maze, cell, at);
            if (open != 0) {
                const Dir d = lightestDir(maze, weight.get(), cell, at, open);
                maze.carveInside(cell, d);
                heap.push_back(keyOf(weight.get(), maze.neighbour(cell, d), mazelab::step(at, d)));
                std::push_heap(heap.begin(), heap.end(), later);
                step.kind = GenStep::Kind::Carve;
                step.dir = d;
                step.line = 4;
            } else {
                std::pop_heap(heap.begin(), heap.end(), later);
                heap.pop_back();
                step.kind = GenStep::Kind::Move;
                step.line = 5;
            }
            step.cell = step.current = cell;
            co_yield step;
        }
    }
}

} // namespace

const GeneratorInfo& primTrueInfo() {
    static const GeneratorInfo info{
        "prim-true",
        "Prim (true)",
        "Prim's minimum-spanning-tree algorithm on random weights: every cell gets a random "
        "weight, and the maze grows from a random cell by always working from the lightest "
        "cell on its edge, carving into that cell's lightest unvisited neighbour. Growth "
        "creeps into light regions first, so the maze grows in irregular blobs from its "
        "start, with many short dead ends and a bushy, jigsaw-like texture. Not uniform.",
        {"give every cell a random weight",
         "active = [a random cell]",
         "while active is not empty:",
         "    cell = the active cell of lowest weight",
         "    if cell has unvisited neighbours: remove the wall to the lightest one, add it to "
         "active",
         "    else: remove cell from active"},
        true,
        {},
        &create,
        true,
        {}};
    return info;
}

} // namespace mazelab
