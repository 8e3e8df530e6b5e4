#pragma once
// A read-only window into a running solver's internals, for teaching: the frontier in the order
// the algorithm will take it, the current cell, and what the solver knows about each cell
// (distance or g so far, h and f for A* and the other best-first solvers, the direction back to
// its parent).
//
// Every solver keeps one view in its coroutine frame, next to the data it describes, and points
// SolveStep::view at it once, before its first step: a step costs nothing more when nobody reads
// the view. The view is valid while the step is (until the coroutine is resumed or destroyed)
// and describes the state right after that step. Reading it never changes the search.
//
// Qt-free, and free of <coroutine>: moc may read it.

#include "core/maze.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace mazelab {

// What a solver knows about one cell.
struct CellInternals {
    bool seen = false;               // discovered (BFS, Dijkstra, A*) or entered (DFS)
    bool closed = false;             // Dijkstra, A*: taken from the open set; its g is final
    std::optional<Dir> cameFrom;     // the direction back to its parent (none for the start)
    // With diagonal movement: the move back to its parent (core/movement.hpp), straight or
    // diagonal; cameFrom is then set too when the move is straight.
    std::optional<std::uint8_t> cameFromMove;
    // On cells other than squares: the slot back to its parent (Maze::slotNeighbour); cameFrom
    // and cameFromMove are then empty.
    std::optional<Slot> cameFromSlot;
    // BFS: moves from the start; Dijkstra and A*: g, the cost of the best path found so far.
    // Empty where the solver does not know it (an unseen cell; DFS, which keeps no distances).
    std::optional<std::int64_t> g;
    // With diagonal movement, g is split as a path's cost is (core/movement.hpp, PathCost): g
    // sums the cells entered straight, gDiagonal those entered diagonally; the cost is
    // g + sqrt(2) * gDiagonal (gValue()).
    std::int64_t gDiagonal = 0;
    // Incremental solvers (LPA*, D* Lite): rhs, the one-step lookahead (the cheapest g of a
    // neighbour plus the move from it; 0 at the search's root), split as g is. Empty where it is
    // infinite or the solver keeps none. A cell is locally consistent when g == rhs.
    std::optional<std::int64_t> rhs;
    std::int64_t rhsDiagonal = 0;
    // Incremental solvers: the cell's g changed in a repair after an edit (re-opened).
    bool reopened = false;
    std::optional<double> h;         // A* only: the heuristic, in cell units
    bool fromGoal = false;           // Bidirectional: seen by the search from the goal
    // Best-first: the f its open set orders by, by the solver's own rule (A*: g + h; weighted
    // A*: g + w*h; greedy: h; Dijkstra: g), so that the frontier's order reads off f and h.
    // IDA*: the f = g + h it compares with its bound, computed as it is.
    std::optional<double> priority;
    // The priority where the solver gives one, else g + h where both are known.
    [[nodiscard]] std::optional<double> f() const {
        if (priority)
            return priority;
        if (!g || !h)
            return std::nullopt;
        return *gValue() + *h;
    }
    [[nodiscard]] std::optional<double> rhsValue() const {
        if (!rhs)
            return std::nullopt;
        return double(*rhs) + double(rhsDiagonal) * 1.41421356237309504880;
    }
    [[nodiscard]] std::optional<double> gValue() const {
        if (!g)
            return std::nullopt;
        return double(*g) + double(gDiagonal) * 1.41421356237309504880;
    }
};

class SearchView {
public:
    enum class Frontier : std::uint8_t {
        Queue,   // BFS: first in, first out
        Stack,   // DFS: last in, first out (the top first)
        OpenSet, // best-first: the lowest f first (ties: lower h, then discovered first),
                 // f being the solver's own priority (CellInternals::priority)
        None,    // walkers and filling: no frontier; frontier() is empty
    };

    [[nodiscard]] virtual Frontier frontierKind() const = 0;
    // Cells waiting in the frontier (the open cells of Dijkstra and A*, without the outdated
    // heap entries of lazy deletion).
    [[nodiscard]] virtual std::size_t frontierSize() const = 0;
    // Up to `count` frontier cells in the order the algorithm will take them: the queue's front,
    // the stack's top, the best open cells. Costs O(count) (the open set: O(count log count), a
    // bounded search from the heap's root; the heap is not copied).
    [[nodiscard]] virtual std::vector<CellIndex> frontier(std::size_t count) const = 0;
    // The cell the last step worked on: expanded (BFS, Dijkstra, A*), entered or left (DFS).
    [[nodiscard]] virtual CellIndex current() const = 0;
    // Whether cells have an h (A*; not Dijkstra, whose h is 0).
    [[nodiscard]] virtual bool hasHeuristic() const { return false; }
    // What the solver knows about `cell`. BFS's distance is traced back through the parents the
    // first time it is asked for, and remembered (a discovered cell's distance never changes).
    [[nodiscard]] virtual CellInternals cell(CellIndex cell) const = 0;

protected:
    SearchView() = default;
    SearchView(const SearchView&) = default;
    SearchView& operator=(const SearchView&) = default;
    ~SearchView() = default; // owned by the coroutine frame, never deleted through this type
};

} // namespace mazelab
