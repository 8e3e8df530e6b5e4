// Recursive Backtracker (Buck, "Mazes for Programmers", ch. 5): a randomised depth-first search,
// run with an explicit stack so that 4096 x 4096 needs no deep recursion.
//  1. Push a random cell on the stack (or, with start=first, the first cell row by row: the
//     top-left corner without a mask); it counts as visited.
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
// For speed, which neighbours are still free is kept per cell, not looked up: `freeDirs[i]` holds
// the directions from cell i to an active cell inside the grid that no tree has taken yet. It
// starts as the directions that stay inside the grid; a cell taken (the start of a region, or a
// cell carved into) and a masked-off cell clear the bit that points at them in their four
// neighbours. The step's test "has unvisited neighbours" is then one load, with no coordinates
// tracked and no bounds tested per step. The clearing needs no bounds test either: `freeDirs` has
// `width` spare bytes before and after the grid for the rows outside it, and a neighbour across the
// left or right edge is the far end of the next or previous row, whose bit for that direction is
// already clear (no cell there has a neighbour across that edge).
//
// createShaped is the same search on cells of any shape, written plainly against the slot
// functions (the stack holds cells and the slots they were entered by; a cell's free neighbours
// are looked up, detail/slots.hpp): on square cells it draws the same numbers and makes the same
// steps as create, the square fast path.

#include "core/generators/detail/slots.hpp"
#include "core/generators/detail/tree_growth.hpp"
#include "core/registry.hpp"

#include <array>
#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

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
inline void take(std::uint8_t* freeDirs, std::ptrdiff_t width, std::ptrdiff_t i) {
    freeDirs[i + 1] &= std::uint8_t(~bit(Dir::West));
    freeDirs[i - 1] &= std::uint8_t(~bit(Dir::East));
    freeDirs[i + width] &= std::uint8_t(~bit(Dir::North));
    freeDirs[i - width] &= std::uint8_t(~bit(Dir::South));
}

// The search, one step per call of next(). It is a class rather than the coroutine's body
// because g++ keeps every local of a coroutine body in the frame, even those that never live
// across a co_yield; next(), inlined into the coroutine, has ordinary locals in registers and
// touches the state only to read it and write it back.
class Backtracker {
public:
    Backtracker(Maze& maze, std::uint64_t seed, bool startFirst);
    // The next step, or nullptr once every region has its tree.
    const GenStep* next();

private:
    bool startRegion(); // the next region's first cell on the stack; false if none is left

    Maze& m_maze;
    Random m_random;
    const detail::Regions m_regions;
    const bool m_startFirst;
    int m_region = -1;
    // One allocation: freeDirs with its spare rows, then the stack, deep enough for any region
    // (allocated, not touched: its pages are mapped as the stack grows).
    std::unique_ptr<std::uint8_t[]> m_storage;
    std::uint8_t* m_free = nullptr;    // freeDirs: cell 0's entry, after the spare row
    Dir* m_entered = nullptr;          // the stack: how each cell on it was entered
    std::ptrdiff_t m_width = 0;
    std::ptrdiff_t m_top = 0;          // the cell on top of the stack
    std::ptrdiff_t m_depth = 0;        // cells below the top
    std::array<std::ptrdiff_t, 4> m_delta{}; // E, S, W, N
    GenStep m_carve;                   // step 3
    GenStep m_move;                    // step 4
};

Backtracker::Backtracker(Maze& maze, std::uint64_t seed, bool startFirst)
    : m_maze(maze), m_random(seed), m_regions(maze), m_startFirst(startFirst),
      m_width(maze.width()) {
    const std::ptrdiff_t cells = maze.cellCount();
    m_storage.reset(new std::uint8_t[std::size_t(cells + 2 * m_width + maze.activeCellCount())]);
    m_free = m_storage.get() + m_width;
    m_entered = reinterpret_cast<Dir*>(m_free + cells + m_width);
    m_delta = {1, m_width, -1, -m_width};
    m_carve.kind = GenStep::Kind::Carve;
    m_carve.line = 3;
    m_move.kind = GenStep::Kind::Move;
    m_move.line = 4;
    fillInside(m_free, CellIndex(m_width), CellIndex(cells));
    if (maze.hasMask())
        for (CellIndex i = 0; i < cells; ++i)
            if (!maze.isActive(i))
                take(m_free, m_width, i);
    startRegion();
}

bool Backtracker::startRegion() {
    if (++m_region >= m_regions.count())
        return false;
    m_top = m_startFirst ? m_regions.cell(m_region, 0)
                         : detail::randomCellOf(m_regions, m_region, m_random);
    m_depth = 0;
    take(m_free, m_width, m_top);
    return true;
}

// Steps 2-4 once. The stores through byte pointers (the maze, freeDirs, the stack) may alias
// the members, so the members are read first and written before those stores.
[[gnu::always_inline]] inline const GenStep* Backtracker::next() {
    for (;;) {
        std::uint8_t* const freeDirs = m_free;
        const std::ptrdiff_t at = m_top;
        const std::ptrdiff_t below = m_depth;
        const DirSet open = freeDirs[at];
        if (open != 0) {
            const Dir d = detail::randomDir(m_random, open);
            const std::ptrdiff_t to = at + m_delta[std::size_t(d)];
            Dir* const stack = m_entered;
            const std::ptrdiff_t width = m_width;
            Maze& maze = m_maze;
            m_top = to;
            m_depth = below + 1;
            m_carve.cell = CellIndex(at);
            m_carve.dir = d;
            m_carve.current = CellIndex(to);
            stack[below] = d;
            maze.carveInside(CellIndex(at), d);
            take(freeDirs, width, to);
            return &m_carve;
        }
        if (below != 0) {
            const Dir back = opposite(m_entered[below - 1]);
            const std::ptrdiff_t to = at + m_delta[std::size_t(back)];
            m_top = to;
            m_depth = below - 1;
            m_move.cell = CellIndex(to);
            m_move.current = CellIndex(to);
            m_move.dir = back;
            return &m_move;
        }
        // The region's first cell popped (no step: it moves nowhere).
        if (!startRegion())
            return nullptr;
    }
}

GenSteps create(Maze& maze, std::uint64_t seed, ParamValues params) {
    Backtracker search(maze, seed, params.get("start") == 1);
    while (const GenStep* step = search.next())
        co_yield *step;
}

GenSteps createShaped(Maze& maze, std::uint64_t seed, ParamValues params) {
    const bool startFirst = params.get("start") == 1;
    Random random(seed);
    const detail::Regions regions(maze);
    struct Entry {
        CellIndex cell;
        Slot entered; // the slot of the cell below that leads here (unused for the first)
    };
    std::vector<Entry> stack;
    for (int region = 0; region < regions.count(); ++region) {
        const CellIndex first = startFirst ? regions.cell(region, 0)
                                           : detail::randomCellOf(regions, region, random);
        stack.assign(1, {first, 0});
        for (;;) {
            const CellIndex top = stack.back().cell;
            const SlotSet free = detail::unvisitedSlots(maze, top);
            if (free != 0) { // step 3
                const Slot slot = detail::randomSlot(random, free);
                const CellIndex to = maze.slotNeighbour(top, slot);
                maze.carveSlotInside(top, slot, to);
                stack.push_back({to, slot});
                co_yield GenStep{.kind = GenStep::Kind::Carve, .dir = Dir(slot), .cell = top,
                                 .current = to, .line = 3};
                continue;
            }
            // Step 4; the region's first cell popped is no step (it moves nowhere).
            const Slot entered = stack.back().entered;
            stack.pop_back();
            if (stack.empty())
                break;
            const CellIndex below = stack.back().cell;
            const Slot back = maze.oppositeSlot(below, entered); // from the popped cell
            co_yield GenStep{.kind = GenStep::Kind::Move, .dir = Dir(back), .cell = below,
                             .current = below, .line = 4};
        }
    }
}

} // namespace

const GeneratorInfo& recursiveBacktrackerInfo() {
    static const GeneratorInfo info{
        .id = "recursive-backtracker",
        .name = "Recursive Backtracker",
        .family = GeneratorFamily::DepthFirst,
        .description = "A random depth-first walk: from the current cell it carves into a random "
            "neighbour it has not visited yet and keeps going; when every neighbour is visited it "
            "backtracks along its own trail to the last cell that still has an unvisited "
            "neighbour. The result has long, winding corridors with few branches and few dead "
            "ends (about 10% of the cells): hard to solve by eye, because a wrong turn leads a "
            "long way before it ends. Its texture is biased toward that long-corridor look (it is "
            "not uniform).",
        .card = {
            .howItWorks = "Walks from a random cell into a random unvisited neighbour, carving as "
                "it goes, and keeps its trail on a stack. When the current cell has no unvisited "
                "neighbour it backs up along the trail. It ends back at the first cell, with long "
                "winding corridors and few dead ends.",
            .time = "O(cells)",
            .memory = "O(cells): the stack, up to every cell",
        },
        .pseudocode = {
            "stack = [a random cell (or the first)], marked visited",
            "while the stack is not empty:",
            "    cell = the top of the stack",
            "    if cell has unvisited neighbours: remove the wall to a random one, push it",
            "    else: pop cell (backtrack to the cell below it)",
        },
        .params = {
            choiceParam({
                .key = "start",
                .name = "Start",
                .description = "Where the walk begins: a random cell (Buck), or the first cell "
                    "row by row, the top-left corner without a mask.",
                .defaultValue = 0,
                .choices = {"random", "first"},
            }),
        },
        .create = &create,
        .createShaped = &createShaped,
        .honoursMask = true,
    };
    return info;
}

} // namespace mazelab
