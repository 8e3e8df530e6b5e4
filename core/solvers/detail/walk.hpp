#pragma once
// Internal to the walkers and fillers (docs/semantics.md, "Wall follower", "Trémaux's
// algorithm", "Random mouse", "Dead-end filling"): how many moves a set holds (the moves are
// slot_moves.hpp's), the path a walk leaves once its back-tracks and loops are erased, the view
// of a solver that has no frontier, and the record a walker keeps of its moves.

#include "core/movement.hpp"
#include "core/search_view.hpp"
#include "core/solvers/detail/slot_moves.hpp"
#include "core/step.hpp"

#include <cstdint>
#include <span>
#include <vector>

namespace mazelab::detail {

// How many moves a set holds (popcount's table, twice: no library call).
inline int moveCount(MoveSet moves) {
    return popcount(DirSet(moves & 0x0Fu)) + popcount(DirSet(moves >> 4));
}

// A walk with its loops erased as it goes (Lawler's loop erasure): when the walker steps onto a
// cell already on the route, the route is cut back to that cell, which removes a back-track (one
// step back) and a loop walked round alike. What is left is a route without repeats from the
// first cell to the last. O(1) per step, amortised; one position per cell.
class ErasedWalk {
public:
    ErasedWalk(CellIndex cells, CellIndex first) : m_at(std::size_t(cells), -1) { push(first); }

    void moveTo(CellIndex cell) {
        const std::int32_t at = m_at[std::size_t(cell)];
        if (at < 0) {
            push(cell);
            return;
        }
        while (std::int32_t(m_route.size()) > at + 1) {
            m_at[std::size_t(m_route.back())] = -1;
            m_route.pop_back();
        }
    }
    [[nodiscard]] std::span<const CellIndex> route() const { return m_route; }

private:
    void push(CellIndex cell) {
        m_at[std::size_t(cell)] = std::int32_t(m_route.size());
        m_route.push_back(cell);
    }
    std::vector<std::int32_t> m_at; // position on the route, -1 when off it
    std::vector<CellIndex> m_route;
};

// A solver with no frontier (walkers, filling): the frontier is empty, the current cell is the
// step's, and a cell is seen when the solver's byte for it is not 0 (walkers: entered; filling:
// filled or reached when the path is read). No distances, no parents.
class NoFrontierView final : public SearchView {
public:
    NoFrontierView(const std::vector<std::uint8_t>& marks, const CellIndex& current)
        : m_marks(marks), m_current(current) {}

    [[nodiscard]] Frontier frontierKind() const override { return Frontier::None; }
    [[nodiscard]] std::size_t frontierSize() const override { return 0; }
    [[nodiscard]] std::vector<CellIndex> frontier(std::size_t) const override { return {}; }
    [[nodiscard]] CellIndex current() const override { return m_current; }
    [[nodiscard]] CellInternals cell(CellIndex cell) const override {
        CellInternals in;
        in.seen = m_marks[std::size_t(cell)] != 0;
        return in;
    }

private:
    const std::vector<std::uint8_t>& m_marks;
    const CellIndex& m_current;
};

// What a walker records of its walk (Walker family): the cells it has entered, which its view
// shows as seen, and the counters of a move. A cell entered for the first time counts as
// searched and expanded; the start is entered before the first step. Lives in the coroutine
// frame, as its view points into it.
class WalkRecord {
public:
    WalkRecord(const Maze& maze, SolveStep& step)
        : m_entered(std::size_t(maze.cellCount()), 0), m_view(m_entered, step.cell) {
        const CellIndex start = maze.index(maze.start());
        step.view = &m_view;
        step.cell = start;
        m_entered[std::size_t(start)] = 1;
        step.counters.searched = step.counters.expanded = 1;
    }
    WalkRecord(const WalkRecord&) = delete;
    WalkRecord& operator=(const WalkRecord&) = delete;

    [[nodiscard]] bool entered(CellIndex cell) const { return m_entered[std::size_t(cell)] != 0; }
    // The step of a move into `cell`.
    void move(SolveStep& step, CellIndex cell, SolveStep::Kind kind, int line) {
        if (!m_entered[std::size_t(cell)]) {
            m_entered[std::size_t(cell)] = 1;
            ++step.counters.searched;
            ++step.counters.expanded;
        }
        ++step.counters.steps;
        step.cell = cell;
        step.kind = kind;
        step.line = line;
    }

private:
    std::vector<std::uint8_t> m_entered;
    NoFrontierView m_view;
};

} // namespace mazelab::detail
