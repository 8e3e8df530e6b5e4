// Lifelong Planning A* (S. Koenig, M. Likhachev and D. Furcy, "Lifelong Planning A*",
// Artificial Intelligence 155, 2004): A* that keeps its search, and after an edit repairs it.
//  1. Every cell has g, the cost of the best path found so far from the start, and rhs, the
//     cheapest g of a neighbour plus the move from it (0 at the start).
//  2. A cell with g != rhs is locally inconsistent and waits on a queue ordered by
//     [min(g, rhs) + h; min(g, rhs)]. Take the lowest: over-consistent (g > rhs), g falls to rhs;
//     under-consistent, g rises to infinity. Update its neighbours' rhs.
//  3. Stop when the goal is consistent and no queued key is below its own; the path is traced
//     back from the goal.
//  4. An edit puts back on the queue only the cells whose moves or costs changed, and 2 repairs
//     from there: cells the edit cannot reach keep their g.
// The engine, shared with D* Lite, is detail/incremental_core.hpp.
#include "core/solvers/detail/incremental_core.hpp"

namespace mazelab {

const SolverInfo& lpaStarInfo() {
    static const SolverInfo info = detail::incremental<detail::SearchDirection::Forward>({
        .id = "lpa-star",
        .name = "Lifelong Planning A*",
        .description = "A* that keeps its search after it ends. Every cell has g, the cost of "
                       "the best path found from the start, and rhs, the best a neighbour "
                       "offers; cells where the two differ wait on a queue ordered like A*'s. "
                       "After an edit (a wall, a cost, the mask, the goal moved) only the cells "
                       "whose moves changed go back on the queue, so the repair expands a few "
                       "cells where a new search would expand thousands.",
        .card = {
            .howItWorks = "Keeps g, the cost from the start found so far, and rhs, the cheapest "
                          "neighbour's g plus the move from it, for every cell. Cells whose g "
                          "and rhs differ wait on a queue ordered by min(g, rhs) + h; taking one "
                          "sets g to rhs, or to infinity when a path it relied on got dearer, "
                          "and updates its neighbours. After an edit only the cells next to it "
                          "are queued again, and the search repairs itself from there.",
            .time = "O(cells log cells) for the first search; a repair pays for the cells "
                    "whose g changes",
        },
        .nextStepRule = "Lifelong Planning A* takes the queued cell with the lowest key, "
                        "min(g, rhs) + h; ties go to a cell whose g must "
                        "rise, then to the higher min(g, rhs), then to the cell queued first.",
        .heuristic = "h = |dx| + |dy| (octile with diagonal moves; the shape's distance on other "
                     "cells)",
    });
    return info;
}

} // namespace mazelab
