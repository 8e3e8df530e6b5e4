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
// lowest key. Keys are unique, so the lowest is found by min() without a branch on the (random)
// comparisons, and its direction recognised afterwards.
[[nodiscard]] inline Dir lightestDir(const Maze& maze, const std::uint32_t* weight, CellIndex i,
                                     Cell at, DirSet open) {
    Key keys[4];
    Key bestKey = ~Key{0};
    for (Dir d : kDirs) {
        // A direction not in `open` may point outside the grid: read cell i instead.
        const bool in = (open & bit(d)) != 0;
        const CellIndex n = in ? maze.neighbour(i, d) : i;
        const Key key = in ? keyOf(weight, n, mazelab::step(at, d)) : ~Key{0};
        keys[unsigned(d)] = key;
        bestKey = std::min(bestKey, key);
    }
    unsigned best = 0;
    for (unsigned d = 1; d < 4; ++d)
        best = keys[d] == bestKey ? d : best;
    return Dir(best);
}

// A binary min-heap of keys. Keys are unique, so every correct priority queue gives the same
// minimum at each step, whatever its internal order: this one replaces std::push_heap/pop_heap
// for speed alone. A pop moves the hole from the root down to a leaf, choosing the smaller child
// without a branch (with random weights that choice is a coin flip at every level: a
// mispredicted branch per two levels in std::pop_heap), then lifts the last key up from there
// (usually a level or two).
class MinHeap {
public:
    void reserve(std::size_t n) { m_keys.reserve(n); }
    [[nodiscard]] bool empty() const { return m_keys.empty(); }
    [[nodiscard]] Key top() const { return m_keys.front(); }
    void push(Key key) {
        m_keys.push_back(key);
        liftFrom(m_keys.size() - 1, key);
    }
    void pop() {
        const Key last = m_keys.back();
        m_keys.pop_back();
        const std::size_t n = m_keys.size();
        if (n == 0)
            return;
        Key* keys = m_keys.data();
        std::size_t hole = 0;
        for (std::size_t child = 1; child < n; child = 2 * hole + 1) {
            if (child + 1 < n)
                child += std::size_t(keys[child + 1] < keys[child]);
            keys[hole] = keys[child];
            hole = child;
        }
        liftFrom(hole, last);
    }

private:
    // Puts `key` at `hole` or above it, moving larger parents down.
    void liftFrom(std::size_t hole, Key key) {
        Key* keys = m_keys.data();
        while (hole > 0) {
            const std::size_t parent = (hole - 1) / 2;
            if (keys[parent] < key)
                break;
            keys[hole] = keys[parent];
            hole = parent;
        }
        keys[hole] = key;
    }

    std::vector<Key> m_keys;
};

// One iteration of the loop for the lightest active cell, written into `step`. An ordinary
// inline function on purpose, like the solvers' inner loops (core/solvers/expand.hpp): g++ 12
// keeps a coroutine's locals in its frame, and each byte stored into the maze would make it
// reload them.
inline void primStep(Maze& maze, const std::uint32_t* weight, MinHeap& heap, GenStep& step) {
    const Cell at = cellOf(heap.top());
    const CellIndex cell = maze.index(at);
    const DirSet open = detail::unvisitedDirs(maze, cell, at);
    if (open != 0) {
        const Dir d = lightestDir(maze, weight, cell, at, open);
        maze.carveInside(cell, d);
        heap.push(keyOf(weight, maze.neighbour(cell, d), mazelab::step(at, d)));
        step.kind = GenStep::Kind::Carve;
        step.dir = d;
        step.line = 4;
    } else {
        heap.pop();
        step.kind = GenStep::Kind::Move;
        step.line = 5;
    }
    step.cell = step.current = cell;
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

    MinHeap heap;
    heap.reserve(std::min<std::size_t>(cells, std::size_t{1} << 16));
    GenStep step;
    for (int region = 0; region < regions.count(); ++region) {
        const CellIndex first = detail::randomCellOf(regions, region, random);
        heap.push(keyOf(weight.get(), first, maze.cellAt(first)));
        while (!heap.empty()) {
            primStep(maze, weight.get(), heap, step);
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
