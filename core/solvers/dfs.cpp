// Depth-first search, same bias: directions tried in the order E, S, W, N, then with diagonal
// movement SE, SW, NW, NE (docs/semantics.md, "Solver steps", "DFS (same and opposed bias)").
//  1. Enter the start: push it on the stack; it counts as searched.
//  2. Look at the top cell's neighbours in the order E, S, W, N (then SE, SW, NW, NE), from
//     where it last stopped.
//  3. Descend into the first neighbour it may move to (an open wall, or a diagonal the rule
//     allows) not yet entered: push and enter it. If it is the goal, stop: the path is the
//     stack.
//  4. If none is left, the top cell is a dead end: pop it (retreat to its parent).
//  5. Repeat from 2; an empty stack means there is no path.
// On cells of any shape it tries the slots in their order (on square cells E, S, W, N).
// An explicit stack, not recursion, so that a 4096 x 4096 corridor cannot overflow the call stack.
// One step enters or leaves one cell. The path it finds is the first one its direction order
// leads to, not the shortest.

#include "core/solvers/detail/dfs_core.hpp"

#include "core/search_view.hpp"
#include "core/solvers/detail/expand.hpp"
#include "core/solvers/detail/last_step.hpp"

namespace mazelab {

namespace detail {

namespace {

// The stack and the per-cell cursors, read in place. DFS keeps no distances or parents for
// cells off the stack; on the stack, a cell's parent is the entry below it.
class StackView final : public SearchView {
public:
    StackView(const std::vector<std::uint8_t>& next, const std::vector<CellIndex>& stack,
              const SolveStep& step)
        : m_next(next), m_stack(stack), m_step(step) {}

    [[nodiscard]] Frontier frontierKind() const override { return Frontier::Stack; }
    [[nodiscard]] std::size_t frontierSize() const override { return m_stack.size(); }
    [[nodiscard]] std::vector<CellIndex> frontier(std::size_t count) const override {
        const std::size_t n = std::min(count, m_stack.size());
        return {m_stack.rbegin(), m_stack.rbegin() + std::ptrdiff_t(n)};
    }
    [[nodiscard]] CellIndex current() const override { return m_step.cell; }
    [[nodiscard]] CellInternals cell(CellIndex cell) const override {
        CellInternals in;
        in.seen = m_next[std::size_t(cell)] != kUnseen;
        return in;
    }

private:
    const std::vector<std::uint8_t>& m_next;
    const std::vector<CellIndex>& m_stack;
    const SolveStep& m_step;
};

} // namespace

const std::vector<std::string_view> kDfsPseudocode = {
    "stack = [start]; enter start",
    "while the stack is not empty:",
    "    cell = top of the stack",
    "    next = the next open neighbour of cell not yet entered, in direction order",
    "    if there is one: enter next, push it",
    "        if next is the goal: return the stack as the path",
    "    else: pop cell (retreat from a dead end)",
    "return no path"};

namespace {

// The search; nextChild(cell, next) advances the cell's cursor and returns its next child, or -1.
template <typename NextChild>
SolveSteps depthFirst(const Maze& maze, NextChild nextChild) {
    const auto cells = std::size_t(maze.cellCount());
    const CellIndex start = maze.index(maze.start());
    const CellIndex goal = maze.index(maze.goal());
    // Per cell: kUnseen until entered, then the position in the order to try next (0..4; with
    // diagonal moves 0..8).
    std::vector<std::uint8_t> next(cells, kUnseen);
    std::vector<CellIndex> stack;
    stack.reserve(std::min<std::size_t>(cells, 1u << 16));

    SolveStep step;
    const StackView view(next, stack, step);
    step.view = &view;
    SolveCounters& n = step.counters;
    auto enter = [&](CellIndex cell) {
        next[std::size_t(cell)] = 0;
        stack.push_back(cell);
        ++n.searched;
        ++n.expanded;
        ++n.steps;
        n.frontier = std::int64_t(stack.size());
        n.maxFrontier = std::max(n.maxFrontier, n.frontier);
        step.cell = cell;
    };

    enter(start);
    step.kind = SolveStep::Kind::Enter;
    step.line = 0;
    co_yield step;

    while (!stack.empty()) {
        const CellIndex cell = stack.back();
        const CellIndex child = nextChild(cell, next.data());
        if (child >= 0) {
            enter(child);
            if (child == goal) {
                endFound(step, stack, 5);
                co_yield step;
                co_return;
            }
            step.kind = SolveStep::Kind::Enter;
            step.line = 4;
        } else {
            stack.pop_back();
            ++n.steps;
            n.frontier = std::int64_t(stack.size());
            step.kind = SolveStep::Kind::Retreat;
            step.cell = cell;
            step.line = 6;
        }
        co_yield step;
    }
    endWithout(step, SolveStep::Kind::NoPath, 7);
    co_yield step;
}

} // namespace

SolveSteps depthFirstSearch(const Maze& maze, const MoveOrder& order, Diagonal rule) {
    if (rule == Diagonal::Never) {
        const std::array<Dir, 4> dirs = {Dir(order[0]), Dir(order[1]), Dir(order[2]),
                                         Dir(order[3])};
        return depthFirst(maze, [&maze, dirs](CellIndex cell, std::uint8_t* next) {
            return dfsNextChild(maze, cell, next, dirs);
        });
    }
    return depthFirst(maze, [&maze, order, rule](CellIndex cell, std::uint8_t* next) {
        return dfsNextMove(maze, cell, next, order, rule);
    });
}

SolveSteps depthFirstShaped(const Maze& maze, bool reversed) {
    return depthFirst(maze, [&maze, reversed](CellIndex cell, std::uint8_t* next) {
        return dfsNextSlot(maze, cell, next, reversed);
    });
}

} // namespace detail

namespace {
SolveSteps search(const Maze& maze, ParamValues) {
    return detail::depthFirstSearch(maze, detail::kSameBiasOrder, Diagonal::Never);
}
SolveSteps searchShaped(const Maze& maze, ParamValues) {
    return detail::depthFirstShaped(maze, false);
}
SolveSteps searchDiagonal(const Maze& maze, ParamValues, Diagonal rule) {
    return detail::depthFirstSearch(maze, detail::kSameBiasOrder, rule);
}
} // namespace

const SolverInfo& dfsInfo() {
    static const SolverInfo info = detail::depthFirst({
        .id = "dfs",
        .name = "Depth-First Search (same bias)",
        .description = "Follows one corridor as deep as it goes, trying east, then south, west "
                       "and north (then, with diagonal moves, south-east, south-west, north-west "
                       "and north-east), and backs up only at a dead end, using a stack. Its "
                       "E-S-W-N order matches the south-east bias of Binary Tree mazes, where it "
                       "walks straight to the goal without a wrong turn. It does not guarantee "
                       "the shortest path: on mazes with loops its path can be many times "
                       "longer. It ignores cell costs.",
        .card = {
            .howItWorks = "Keeps a stack of the cells on its current route, starting with the "
                          "start. It steps into the first neighbour not yet entered (east, south, "
                          "west, north) and pushes it; at a dead end it pops the cell and backs "
                          "up. It stops when it enters the goal, and its route is the stack, "
                          "which need not be the shortest path.",
        },
        .nextStepRule = "DFS goes deeper from the cell on top of its stack: it tries the "
                        "neighbours east, south, west, north (then south-east, south-west, "
                        "north-west, north-east with diagonal moves), enters the first one not "
                        "yet entered, and backs up when none is left.",
        .nextStepRuleShapes = "DFS goes deeper from the cell on top of its stack: it tries the "
                              "neighbours in the order of the cell's slots, enters the first one "
                              "not yet entered, and backs up when none is left.",
        .create = &search,
        .createShaped = &searchShaped,
        .createDiagonal = &searchDiagonal,
    });
    return info;
}

} // namespace mazelab
