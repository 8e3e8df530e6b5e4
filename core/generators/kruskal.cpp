// Kruskal, randomised (Buck, "Mazes for Programmers", ch. 10; J. B. Kruskal, "On the shortest
// spanning subtree of a graph", 1956): Kruskal's minimum-spanning-tree algorithm over walls taken
// in random order.
//  1. Put every cell in a set of its own.
//  2. List every wall between two neighbouring cells and shuffle the list.
//  3. Take the next wall. If the cells on its two sides are in different sets, remove the wall
//     and merge their sets.
//  4. Otherwise keep it: removing it would make a loop.
//  5. Repeat from 3 until the cells are one set.
// One step is one wall taken: a Carve (3) or a Move (4: the wall looked at and kept); `current`
// is the wall's west or north cell. Steps 1 and 2 are preparation, not steps.
// With a mask only walls between two active cells are listed, and the loop ends when every
// region is one set (one tree per region).
//
// The shuffle is Fisher-Yates with mazelab's Random::below. The sets are a union-find
// (detail/union_find.hpp). A wall is one uint32: its west or north cell's index times two, plus one
// for a south wall (indices are below 2^24).
//
// createShaped is the same algorithm on cells of any shape, written plainly against the slot
// functions: each wall is listed once, from its lower-indexed cell, in cell order and slot order
// (on square cells that is each cell's east wall, then its south wall, as listWalls lists them),
// and shuffled with the same draws, so on square cells it makes the same steps as create, the
// square fast path. On weave cells, as in Buck's ch. 9, crossings are placed first (see
// roomForCrossing), and the walls of a crossed cell are kept.

#include "core/generators/detail/regions.hpp"
#include "core/generators/detail/slots.hpp"
#include "core/generators/detail/union_find.hpp"
#include "core/random.hpp"
#include "core/registry.hpp"
#include "core/shape.hpp"

#include <algorithm>
#include <array>
#include <memory>
#include <utility>
#include <vector>

namespace mazelab {
namespace {

using Wall = std::uint32_t;

// The walls between two active cells, east walls and south walls of each cell in index order.
// Returns their number.
std::size_t listWalls(const Maze& maze, Wall* walls) {
    std::size_t count = 0;
    const DirSet eastOrSouth = bit(Dir::East) | bit(Dir::South);
    for (int y = 0; y < maze.height(); ++y) {
        for (int x = 0; x < maze.width(); ++x) {
            const Cell c{x, y};
            const CellIndex i = maze.index(c);
            if (!maze.isActive(i))
                continue;
            const DirSet dirs = maze.activeDirs(c) & eastOrSouth;
            if (dirs & bit(Dir::East))
                walls[count++] = Wall(i) << 1;
            if (dirs & bit(Dir::South))
                walls[count++] = Wall(i) << 1 | 1u;
        }
    }
    return count;
}

// How many positions ahead the loops below prefetch, for speed. On large mazes the wall list and
// the sets are far bigger than the caches and each touch lands at a random place, so both loops
// would wait on memory at every position; the draws and the wall order are known ahead, so their
// loads are started early and overlap. Prefetching changes no result.
constexpr std::size_t kAhead = 16;

[[nodiscard]] inline std::pair<CellIndex, Dir> decode(Wall wall) {
    static_assert(Dir::East == Dir(0) && Dir::South == Dir(1));
    return {CellIndex(wall >> 1), Dir(wall & 1u)};
}

// Fisher-Yates: every order equally likely, one draw per position (position i swaps with a
// uniform j <= i, i from the last down). The draws are made kAhead positions early, in the same
// order, to prefetch their targets.
void shuffle(Wall* walls, std::size_t count, Random& random) {
    if (count < 2)
        return;
    std::size_t pending[kAhead];
    std::size_t drawn = count; // positions down to `drawn` have their draw in `pending`
    auto draw = [&] {
        --drawn;
        const auto j = std::size_t(random.below(drawn + 1));
        __builtin_prefetch(&walls[j], 1);
        pending[drawn % kAhead] = j;
    };
    for (std::size_t k = 0; k < kAhead && drawn > 1; ++k)
        draw();
    for (std::size_t i = count; i > 1; --i) {
        const std::size_t j = pending[(i - 1) % kAhead];
        std::swap(walls[i - 1], walls[j]);
        if (drawn > 1)
            draw();
    }
}

// Steps 3 and 4 for the walls first .. first + n (n <= 64), decided ahead of their steps: bit j
// of the result is set if wall first + j is to be removed. Only the sets change here; the maze
// changes at each wall's own step, so what a caller sees between steps is as if the walls were
// taken one at a time. Not inline on purpose: a plain loop outside the coroutine keeps the
// union-find's work in registers (g++ 12 keeps a coroutine's locals in its frame and reloads
// them after every store into the sets), and one call per 64 walls costs nothing.
[[gnu::noinline]] std::uint64_t decideWalls(const Maze& maze, detail::UnionFind& sets,
                                            const Wall* walls, std::size_t count,
                                            std::size_t first, std::size_t n) {
    std::uint64_t removed = 0;
    for (std::size_t j = 0; j < n; ++j) {
        const std::size_t k = first + j;
        // Two waves: a wall's two cells 2 x kAhead walls early, their parents (most often the
        // roots: paths are compressed) kAhead walls early.
        if (k + 2 * kAhead < count) {
            const auto [ahead, aheadDir] = decode(walls[k + 2 * kAhead]);
            sets.prefetch(ahead, maze.neighbour(ahead, aheadDir));
        }
        if (k + kAhead < count) {
            const auto [ahead, aheadDir] = decode(walls[k + kAhead]);
            sets.prefetchParents(ahead, maze.neighbour(ahead, aheadDir));
        }
        const auto [cell, d] = decode(walls[k]);
        removed |= std::uint64_t(sets.unite(cell, maze.neighbour(cell, d))) << j;
    }
    return removed;
}

// Steps 1 and 2's list: the walls between two active cells in their random order, into `walls`;
// returns their number. Not inline on purpose: the shuffle's random state stays in registers
// here, where in the coroutine's frame every draw stored it and the next one loaded it back.
[[gnu::noinline]] std::size_t shuffledWalls(const Maze& maze, std::uint64_t seed, Wall* walls) {
    Random random(seed);
    const std::size_t count = listWalls(maze, walls);
    shuffle(walls, count, random);
    return count;
}

// Step 3 or 4 for a decided wall: removes it from the maze if `remove`, and describes it in
// `step`; returns `remove`. An ordinary inline function on purpose: g++ 12 keeps every local of a
// block that holds a co_yield in the coroutine's frame, stored and loaded back at each step.
inline bool takeWall(Maze& maze, Wall wall, bool remove, GenStep& step) {
    const auto [cell, d] = decode(wall);
    maze.carveInsideIf(cell, d, remove);
    step.kind = remove ? GenStep::Kind::Carve : GenStep::Kind::Move;
    step.line = 4 - int(remove);
    step.cell = step.current = cell;
    step.dir = d;
    return remove;
}

GenSteps create(Maze& maze, std::uint64_t seed, ParamValues /*params*/) {
    // At most two walls per cell; allocated, not touched beyond what is listed.
    const std::unique_ptr<Wall[]> walls(new Wall[2 * std::size_t(maze.cellCount())]);
    const std::size_t count = shuffledWalls(maze, seed, walls.get());
    detail::UnionFind sets(maze.cellCount());

    // A spanning tree per region has (active cells - regions) passages.
    std::int64_t remaining =
        std::int64_t(maze.activeCellCount()) - detail::Regions(maze).count();
    GenStep step;
    for (std::size_t first = 0; first < count && remaining > 0; first += 64) {
        const std::size_t n = std::min<std::size_t>(64, count - first);
        std::uint64_t removed = decideWalls(maze, sets, walls.get(), count, first, n);
        for (const Wall* wall = &walls[first]; wall != &walls[first + n] && remaining > 0;
             ++wall, removed >>= 1) {
            remaining -= takeWall(maze, *wall, removed & 1u, step);
            co_yield step;
        }
    }
}

// Weave cells: whether a crossing may be placed at m. Its 3 x 3 block must be active and without
// a passage, so that crossings never touch (none lands beside another's cells) and a corner of
// the block stays free: that corner's two walls join an under passage's end to an over end, the
// way round the walls the crossing locks, which keeps every region one tree.
bool roomForCrossing(const Maze& maze, CellIndex m) {
    const int width = maze.width();
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
            const CellIndex i = m + dy * width + dx;
            if (!maze.isActive(i) || maze.openSlots(i) != 0)
                return false;
        }
    return true;
}

GenSteps createShaped(Maze& maze, std::uint64_t seed, ParamValues /*params*/) {
    struct SlotWall {
        CellIndex cell; // the lower-indexed of its two cells
        Slot slot;
    };
    std::vector<SlotWall> walls;
    for (CellIndex i = 0; i < maze.cellCount(); ++i)
        if (maze.isActive(i))
            detail::forEachSlot(maze, i, maze.activeSlots(i), [&](Slot s, CellIndex n) {
                if (n > i)
                    walls.push_back({i, s});
            });
    Random random(seed);
    for (std::size_t k = walls.size(); k > 1; --k) // Fisher-Yates, as shuffle() draws
        std::swap(walls[k - 1], walls[std::size_t(random.below(k))]);

    detail::UnionFind sets(maze.cellCount());
    std::int64_t remaining =
        std::int64_t(maze.activeCellCount()) - detail::Regions(maze).count();
    const bool weave = maze.shapeKind() == ShapeKind::Weave;
    // Buck's weave Kruskal: crossings first, one try per cell at a random inner cell, the over
    // corridor east-west or north-south by a coin flip; each crossing joins its five cells.
    const int width = maze.width();
    for (CellIndex attempt = 0;
         weave && width > 2 && maze.height() > 2 && attempt < maze.cellCount(); ++attempt) {
        const auto x = CellIndex(1 + random.below(std::uint64_t(width - 2)));
        const auto y = CellIndex(1 + random.below(std::uint64_t(maze.height() - 2)));
        const Slot over = random.below(2) == 0 ? Slot(0) : Slot(1); // E-W or N-S
        const CellIndex m = y * width + x;
        if (!roomForCrossing(maze, m))
            continue;
        const Slot under = Slot(kFirstUnderSlot + 1 - over);         // at right angles: S or E
        const CellIndex end = maze.slotNeighbour(m, Slot(3 - over)); // its N or W cell
        const std::array<std::pair<CellIndex, Slot>, 3> carves = {
            {{m, over}, {m, Slot(over + 2)}, {end, under}}};
        for (const auto& [cell, slot] : carves) {
            const CellIndex next = maze.slotNeighbour(cell, slot);
            maze.setSlot(cell, slot, true); // checked: a broken crossing would throw
            sets.unite(cell, next);
            --remaining;
            co_yield GenStep{.kind = GenStep::Kind::Carve,
                             .dir = Dir(slot),
                             .cell = cell,
                             .current = cell,
                             .line = 3};
        }
    }
    for (std::size_t k = 0; k < walls.size() && remaining > 0; ++k) {
        const auto [cell, slot] = walls[k];
        const CellIndex next = maze.slotNeighbour(cell, slot);
        // A wall of a crossed cell stays (on other shapes every listed wall may go).
        const bool allowed = !weave || ((maze.activeSlots(cell) >> slot) & 1u) != 0;
        const bool remove = allowed && sets.unite(cell, next);
        if (remove) {
            maze.carveSlotInside(cell, slot, next);
            --remaining;
        }
        co_yield GenStep{.kind = remove ? GenStep::Kind::Carve : GenStep::Kind::Move,
                         .dir = Dir(slot),
                         .cell = cell,
                         .current = cell,
                         .line = remove ? 3 : 4};
    }
}

} // namespace

const GeneratorInfo& kruskalInfo() {
    static const GeneratorInfo info{
        .id = "kruskal",
        .name = "Kruskal",
        .family = GeneratorFamily::SetMerging,
        .description = "Starts with every cell in a set of its own, shuffles the list of all "
            "inner walls, and takes the walls in that order: a wall between two different sets is "
            "removed and the sets are merged; a wall inside one set is kept, since removing it "
            "would make a loop. Many small trees appear all over the grid at once and join up, "
            "which gives a maze of many short dead ends (about 30% of the cells) and short, "
            "direct-looking corridors, without a single direction bias. Not uniform, but close to "
            "it in texture.",
        .card = {
            .howItWorks = "Puts every cell in a set of its own and shuffles all inner walls. It "
                "takes the walls in that order and removes a wall between two different sets, "
                "merging them; a wall inside one set stays, since removing it would make a loop. "
                "Small trees grow all over the grid and join up.",
            .time = "O(cells α(cells)) with union-find",
            .memory = "O(cells): the walls and the sets",
        },
        .pseudocode = {
            "put every cell in a set of its own",
            "shuffle the list of walls between neighbouring cells",
            "for each wall in that order, until the cells are one set:",
            "    if its two cells are in different sets: remove the wall, merge the sets",
            "    else: keep the wall (removing it would make a loop)",
        },
        .create = &create,
        .createShaped = &createShaped,
        .honoursMask = true,
    };
    return info;
}

} // namespace mazelab
