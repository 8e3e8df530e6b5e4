// D* Lite (S. Koenig and M. Likhachev, "D* Lite", AAAI 2002): Lifelong Planning A* turned
// round, so that the start can move.
//  1. The search runs from the goal: g is the cost from a cell to the goal, rhs the cheapest
//     move to a neighbour plus its g (0 at the goal), and h estimates the way from the start.
//  2. Inconsistent cells (g != rhs) wait on a queue ordered by [min(g, rhs) + h + km;
//     min(g, rhs)]; taking one makes it consistent (g = rhs) or, under-consistent, sets g to
//     infinity, and updates its neighbours.
//  3. Stop when the start is consistent and no queued key is below its own; the path runs from
//     the start through the neighbour with the lowest move cost plus g.
//  4. When the start moves (an agent walking the path), km grows by h(old start, new start):
//     every queued key stays a lower bound, so nothing is queued again. After an edit only the
//     cells whose moves or costs changed are queued again.
// The engine, shared with LPA*, is detail/incremental_core.hpp.
#include "core/solvers/detail/incremental_core.hpp"

namespace mazelab {

const SolverInfo& dstarLiteInfo() {
    static const SolverInfo info = detail::incremental<detail::SearchDirection::Backward>({
        .id = "dstar-lite",
        .name = "D* Lite",
        .description = "Lifelong Planning A* run backwards, from the goal to the start, so that "
                       "g is each cell's cost to the goal. A robot walking its path moves the "
                       "start, and the cells it leaves behind keep their g; when it finds a wall "
                       "it did not know, only the cells near it go back on the queue. The "
                       "algorithm behind robots that plan in terrain they discover as they go.",
        .card = {
            .howItWorks = "Searches from the goal: g is the cost to the goal found so far, rhs "
                          "the cheapest move to a neighbour plus its g. Cells whose g and rhs "
                          "differ wait on a queue ordered by min(g, rhs) + h(start, cell) + km; "
                          "taking one makes it consistent and updates its neighbours. When the "
                          "start moves, km grows by how far it moved, so the queue stays valid, "
                          "and an edit queues only the cells next to it.",
            .time = "O(cells log cells) for the first search; a repair pays for the cells "
                    "whose g changes",
        },
        .nextStepRule = "D* Lite takes the queued cell with the lowest key, min(g, rhs) + h + "
                        "km, where g and h run to the goal and from the start; ties go to the "
                        "cell whose g must rise, then to the higher min(g, rhs), then to the cell "
                        "queued first.",
        .heuristic = "h = |dx| + |dy| from the start (octile with diagonal moves; the shape's "
                     "distance on other cells)",
    });
    return info;
}

} // namespace mazelab
