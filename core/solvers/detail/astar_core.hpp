#pragma once
// Internal: the one best-first search behind Dijkstra, the A* variants, weighted A* and greedy
// best-first, which differ only in their heuristic h and their priority f, a function of g and h
// (A*: f = g + h; docs/semantics.md, "Dijkstra and A*: order and heuristics").
//  1. Discover the start with g = 0; it counts as searched.
//  2. Take the open cell with the lowest f; ties go to the lower h, then to the cell discovered
//     first. If it is the goal, stop and trace the path back.
//  3. Close it. For each open neighbour in the order E, S, W, N (on cells of any shape: the
//     slots in their order) that is not closed:
//     g' = g + cost(neighbour). A new neighbour is discovered (searched) with g'; an open one
//     whose g' is lower than its g is updated.
//  4. Repeat from 2; no open cell left means there is no path.
// The open set is a binary heap (with a front buffer; greedy's is a queue per h, HQueueOpenSet)
// and lazy deletion: an update pushes a new entry, and an entry for a closed cell is skipped (the
// better entry of a cell never comes out after the other: both share its h, and f never falls as
// g grows). Workspace per cell: g and the discovery number (4 + 4 bytes, one record, written only
// when the cell is discovered) and came-from (1), plus the open set, which holds the frontier and,
// until they are popped, the outdated entries of updated cells.
//
// Here: the pseudocode, the relax loop and the search, over the square grid's directions (the
// fast path) or over any shape's slots. Its parts: the priorities and entry orders
// (best_first_keys.hpp), the heap (open_set.hpp), greedy's queues and the choice between them
// (h_queue_open_set.hpp), the per-cell records and the view (best_first_view.hpp).

#include "core/registry.hpp"
#include "core/search_view.hpp"
#include "core/solvers/detail/best_first_keys.hpp"
#include "core/solvers/detail/best_first_view.hpp"
#include "core/solvers/detail/came_from.hpp"
#include "core/solvers/detail/h_queue_open_set.hpp"
#include "core/solvers/detail/last_step.hpp"
#include "core/solvers/detail/open_set.hpp"
#include "core/solvers/detail/slot_moves.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <utility>
#include <vector>

namespace mazelab::detail {

inline const std::vector<std::string_view> kAStarPseudocode = {
    "open = {start}, g(start) = 0; mark start searched",
    "while open is not empty:",
    "    cell = the open cell with the lowest f = g + h (ties: lower h, then first found)",
    "    if cell is the goal: return the path back through the parents",
    "    close cell",
    "    for each open neighbour n, in the order E, S, W, N (then SE, SW, NW, NE), not closed:",
    "        g' = g(cell) + cost(n)",
    "        if n is new: mark it searched, g(n) = g', parent = cell, add it to open",
    "        else if g' < g(n): g(n) = g', parent = cell (update)",
    "return no path"};

// A*'s pseudocode with another line 2, for a solver whose f is not g + h.
inline std::vector<std::string_view> bestFirstPseudocode(std::string_view takeLine) {
    std::vector<std::string_view> lines = kAStarPseudocode;
    lines[2] = takeLine;
    return lines;
}

// A best-first solver's entry with what every solver on this search shares filled in: the
// family, the cost reading and, unless the entry gives its own, the workspace on the card and
// A*'s pseudocode. The entry states the rest, its guarantees included.
inline SolverInfo bestFirst(SolverInfo info) {
    info.family = SolverFamily::BestFirst;
    if (info.card.memory.empty())
        info.card.memory = "O(cells): the heap, g and a parent per cell";
    info.usesCosts = true;
    if (info.pseudocode.empty())
        info.pseudocode = kAStarPseudocode;
    return info;
}

// One record per cell, not zeroed: a record is read only after its cell's came-from byte says it
// was discovered, which writes it first. A search that takes few cells (greedy) then pays no
// 8-byte write per cell of the maze before its first step.
inline std::unique_ptr<BestFirstCell[]> newCostRecords(std::size_t cells) {
    return std::make_unique_for_overwrite<BestFirstCell[]>(cells);
}

struct BestFirstArrays {
    CellByte* cameFrom; // kUnseen, or the direction to the parent | kClosedBit once closed
    BestFirstCell* cells;
};

// The neighbour loop of one expansion (lines 5-8 of the pseudocode). Returns the new discovery
// count. It, its push and OpenSet::push are forced inline: g++ 12 left them as calls inside the
// coroutine (though not in the same loop as a plain function), and their register saves and
// restores cost A* about a tenth of its time per searched cell. kSlots: the open slots of any
// shape in their order (their came-from bytes slots, kStartSlot at the start) instead of the
// square grid's directions; on square cells the same neighbours in the same order.
template <typename Heuristic, typename Open, typename Priority = SumPriority, bool kSlots = false>
[[gnu::always_inline]] inline std::uint32_t
relaxNeighbours(const Maze& maze, CellIndex cell, const Heuristic& heuristic, BestFirstArrays a,
                std::uint32_t discovered, Open& open, SolveStep& step,
                const Priority& priority = {}) {
    using Order = OrderFor<Heuristic, Priority>;
    // The neighbours' coordinates come from the expanded cell's: one division per expansion
    // instead of one per push (over slots, cellAt of each neighbour: shapes have no dx, dy).
    const Cell at = kSlots ? Cell{} : maze.cellAt(cell);
    auto push = [&](CellIndex c, unsigned s) __attribute__((always_inline)) {
        const BestFirstCell& rec = a.cells[std::size_t(c)];
        const Cell to = kSlots ? maze.cellAt(c) : Cell{at.x + dx(Dir(s)), at.y + dy(Dir(s))};
        open.push(openEntry<Order>(heuristic, priority, rec.g, to.x, to.y, rec.order, c));
    };
    std::uint8_t found = 0;
    const std::uint32_t gCell = a.cells[std::size_t(cell)].g;
    // The open directions (slots) but the parent's (closed, so relaxing it would change
    // nothing), one set bit at a time, which is the order E, S, W, N: one branch per neighbour
    // taken instead of one per direction, and which directions are open is a coin flip.
    static_assert(kStartMark >= 4 && kStartSlot >= kMaxSlots && kStartSlot < 16 &&
                  kClosedBit >= 16);
    const unsigned back = bitsOf(a.cameFrom[std::size_t(cell)]) & 15u; // a slot, or the start
    const unsigned openBits = kSlots ? maze.openSlots(cell) : maze.openDirs(cell);
    for (unsigned todo = openBits & ~(1u << back); todo != 0; todo &= todo - 1) {
        const auto s = unsigned(std::countr_zero(todo));
        const CellIndex next =
            kSlots ? maze.slotNeighbour(cell, Slot(s)) : maze.neighbour(cell, Dir(s));
        const auto backByte = CellByte(kSlots ? maze.oppositeSlot(cell, Slot(s))
                                              : std::uint8_t(opposite(Dir(s))));
        CellByte& nextState = a.cameFrom[std::size_t(next)];
        const std::uint32_t gNext = gCell + std::uint32_t(maze.cost(next));
        BestFirstCell& nextCell = a.cells[std::size_t(next)];
        if (nextState == kUnseenByte) {
            nextState = backByte;
            nextCell = {gNext, discovered++};
            push(next, s);
            step.discoveredCells[found++] = next;
        } else if (!(bitsOf(nextState) & kClosedBit) && gNext < nextCell.g) {
            nextState = backByte;
            nextCell.g = gNext;
            push(next, s); // the outdated entry is skipped when it comes out
        }
    }
    SolveCounters& n = step.counters;
    step.discoveredCount = found;
    n.searched += found;
    n.frontier += found;
    n.maxFrontier = std::max(n.maxFrontier, n.frontier);
    return discovered;
}

// h = |dx| + |dy| to the goal, the number of moves if no wall were in the way: A*, greedy and
// weighted A* with the Manhattan distance. A small value type, inlined like a lambda.
struct ManhattanToGoal {
    explicit ManhattanToGoal(const Maze& maze) : goalX(maze.goal().x), goalY(maze.goal().y) {}
    int operator()(int x, int y) const { return std::abs(x - goalX) + std::abs(y - goalY); }
    int goalX;
    int goalY;
};

// Heuristic: a callable h(x, y) -> number (an integer type for exact packed keys, double for
// Euclidean), in cell units. Priority: a callable f(g, h) -> number, the open set's first key
// (SumPriority, f = g + h, for Dijkstra and A*). kSlots: over the open slots of any shape
// (relaxNeighbours), (x, y) being Maze::cellAt's.
template <bool kSlots, typename Heuristic, typename Priority>
SolveSteps bestFirstSearchOver(const Maze& maze, Heuristic heuristic, Priority priority) {
    using Order = OrderFor<Heuristic, Priority>;
    const auto cells = std::size_t(maze.cellCount());
    const CellIndex start = maze.index(maze.start());
    const CellIndex goal = maze.index(maze.goal());
    const std::uint8_t startMark = kSlots ? kStartSlot : kStartMark;
    std::vector<CellByte> cameFrom(cells, kUnseenByte);
    const std::unique_ptr<BestFirstCell[]> costs = newCostRecords(cells);
    OpenSetFor<Heuristic, Priority> open;
    std::vector<CellIndex> path;
    std::uint32_t discovered = 0;

    SolveStep step;
    const OpenSetView<Heuristic, Priority> view(maze, cameFrom, costs.get(), open, heuristic,
                                                priority, step, startMark);
    step.view = &view;
    SolveCounters& n = step.counters;
    cameFrom[std::size_t(start)] = CellByte{startMark};
    costs[std::size_t(start)] = {0, discovered++};
    open.push(openEntry<Order>(heuristic, priority, 0, maze.start().x, maze.start().y, 0, start));
    n.searched = n.frontier = n.maxFrontier = 1;

    while (!open.empty()) {
        const CellIndex cell = open.pop();
        CellByte& state = cameFrom[std::size_t(cell)];
        if (bitsOf(state) & kClosedBit)
            continue; // an outdated entry of a cell already taken with a lower g
        state = CellByte(bitsOf(state) | kClosedBit);
        --n.frontier;
        ++n.expanded;
        ++n.steps;
        step.cell = cell;
        if (cell == goal) {
            tracePath(maze, cameFrom, goal, path, startMark);
            endFound(step, path, 3);
            co_yield step;
            co_return;
        }
        step.kind = SolveStep::Kind::Expand;
        step.line = 5;
        discovered = relaxNeighbours<Heuristic, decltype(open), Priority, kSlots>(
            maze, cell, heuristic, {cameFrom.data(), costs.get()}, discovered, open, step,
            priority);
        co_yield step;
    }
    endWithout(step, SolveStep::Kind::NoPath, 9);
    co_yield step;
}

// The square grid's search (create, the fast path).
template <typename Heuristic, typename Priority = SumPriority>
SolveSteps bestFirstSearch(const Maze& maze, Heuristic heuristic, Priority priority = {}) {
    return bestFirstSearchOver<false>(maze, std::move(heuristic), std::move(priority));
}

// The same search on cells of any shape (createShaped).
template <typename Heuristic, typename Priority = SumPriority>
SolveSteps bestFirstSearchShaped(const Maze& maze, Heuristic heuristic, Priority priority = {}) {
    return bestFirstSearchOver<true>(maze, std::move(heuristic), std::move(priority));
}

} // namespace mazelab::detail
