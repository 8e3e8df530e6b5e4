#pragma once
// Incremental search: a search that keeps its work and repairs it when the maze changes, instead
// of starting again (Lifelong Planning A*, S. Koenig, M. Likhachev and D. Furcy, "Lifelong
// Planning A*", Artificial Intelligence 2004; D* Lite, S. Koenig and M. Likhachev, "D* Lite",
// AAAI 2002). docs/semantics.md, "Incremental search", has the rules.
//
// Every cell has g, the cost of the best path found so far from the search's root, and rhs, the
// one-step lookahead: the cheapest g of a neighbour plus the move from it (0 at the root). A cell
// is locally consistent when g == rhs. compute() takes inconsistent cells from a queue ordered
// by the keys [min(g, rhs) + h + km; min(g, rhs)] until the far end of the search (the target) is
// consistent and no queued key is lower than its own; then g of every consistent cell on the way
// is its true cost. After an edit, only the cells whose moves changed are put back on the queue,
// and compute() repairs from there.
//
// LPA* searches forwards: its root is the maze's start and its target the goal. D* Lite searches
// backwards: its root is the goal and its target the start, so that the start can move along the
// path (an agent walking it) without undoing the search; a moved target adds the heuristic
// between its old and new place to km, which keeps the queued keys valid.
//
// Not for headers that moc reads (<coroutine>, through registry.hpp).

#include "core/maze.hpp"
#include "core/movement.hpp"
#include "core/registry.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace mazelab {

class IncrementalSearch {
public:
    virtual ~IncrementalSearch() = default;
    IncrementalSearch(const IncrementalSearch&) = delete;
    IncrementalSearch& operator=(const IncrementalSearch&) = delete;

    // The steps of ComputeShortestPath from the state the last compute left (the first: the
    // whole search). Ends with Found (its path from the maze's start to its goal) or NoPath.
    // The first compute's expansions are Expand steps; those of a repair are Reopen steps.
    // The maze's start and goal are read here: a moved one is noted as an edit would be.
    // Its counters run on over the search's life; the extra figures are the repairs so far and
    // the cells the last compute expanded. The returned steps must be drained or destroyed
    // before the next call.
    [[nodiscard]] virtual SolveSteps compute() = 0;

    // The maze changed at these cells: their walls, cost or mask. Puts every cell whose moves or
    // their costs may have changed (these and their neighbours) back through UpdateVertex. Cheap:
    // no expansion happens before the next compute.
    virtual void cellsChanged(std::span<const CellIndex> cells) = 0;
    // Compares the maze with what the search last saw of it (walls, costs, mask) and calls
    // cellsChanged with every cell that differs: for a caller that does not track its edits
    // (the window's editing, undo). O(cells). Returns the number of cells that differ.
    virtual std::size_t noteEdits() = 0;

    // What the search holds (exact costs; empty for infinity).
    [[nodiscard]] virtual std::optional<PathCost> g(CellIndex cell) const = 0;
    [[nodiscard]] virtual std::optional<PathCost> rhs(CellIndex cell) const = 0;
    // Locally consistent: g == rhs (a cell no path has reached, both infinite, is too).
    [[nodiscard]] bool consistent(CellIndex cell) const { return g(cell) == rhs(cell); }
    // Consistent, reached, and with a key no higher than the target's after compute(): the cells
    // whose g LPA*'s guarantee makes the true cost (Koenig, Likhachev and Furcy 2004).
    // Other consistent cells may wait on a queued neighbour. The internals view calls them closed.
    [[nodiscard]] virtual bool settled(CellIndex cell) const = 0;
    // Whether the search is the backward one (D* Lite): g is then the cost to the goal.
    [[nodiscard]] virtual bool fromGoal() const = 0;
    // compute() calls so far (the first search counted) and cells expanded by all of them.
    [[nodiscard]] virtual std::int64_t computes() const = 0;
    [[nodiscard]] virtual std::int64_t totalExpanded() const = 0;

protected:
    IncrementalSearch() = default;
};

// The search of an incremental solver (SolverInfo::createIncremental) on `maze`, which must
// outlive it, with the solver's parameters and movement checked as SolverInfo::start checks
// them. Throws Error as start does, and for a solver that is not incremental.
[[nodiscard]] std::unique_ptr<IncrementalSearch>
startIncremental(const SolverInfo& solver, const Maze& maze, ParamValues values = {},
                 Diagonal rule = Diagonal::Never);

} // namespace mazelab
