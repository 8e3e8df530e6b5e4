// The incremental searches' pseudocode, the one-shot solve and what both registry entries share;
// the engine is in incremental_core.cpp.
#include "core/solvers/detail/incremental_core.hpp"

namespace mazelab::detail {

namespace {

const std::vector<std::string_view> kForwardLines = {
    "initialise: g = rhs = infinity for every cell; rhs(start) = 0; queue = {start}",
    "procedure UpdateVertex(u):",
    "    if u is not the start: rhs(u) = min over neighbours v of g(v) + cost of the move v -> u",
    "    take u off the queue if it is on it",
    "    if g(u) != rhs(u): queue u with key [min(g, rhs) + h(u) + km; min(g, rhs)]",
    "procedure ComputeShortestPath():",
    "    while the lowest key < key(goal), or g(goal) != rhs(goal), or an under-consistent cell "
    "ties it:",
    "        u = the lowest key's cell (ties: under-consistent, then higher min(g, rhs)); re-key "
    "it "
    "if the goal moved",
    "        if g(u) > rhs(u): g(u) = rhs(u)   (over-consistent: a cheaper path reached u)",
    "            UpdateVertex(v) for every neighbour v",
    "        else: g(u) = infinity   (under-consistent: the path u relied on got dearer)",
    "            UpdateVertex(v) for u and every neighbour v",
    "    g(goal) = infinity: no path; else the path back from the goal through the v with the "
    "lowest g(v) + cost of v -> cell",
    "after an edit: UpdateVertex(u) for every cell u whose moves or costs changed (a moved goal: "
    "km += h(old goal, new goal)); then ComputeShortestPath()",
};
const std::vector<std::string_view> kBackwardLines = {
    "initialise: g = rhs = infinity for every cell; rhs(goal) = 0; km = 0; queue = {goal}",
    "procedure UpdateVertex(u):",
    "    if u is not the goal: rhs(u) = min over neighbours v of cost of the move u -> v + g(v)",
    "    take u off the queue if it is on it",
    "    if g(u) != rhs(u): queue u with key [min(g, rhs) + h(start, u) + km; min(g, rhs)]",
    "procedure ComputeShortestPath():",
    "    while the lowest key < key(start), or g(start) != rhs(start), or an under-consistent cell "
    "ties it:",
    "        u = the lowest key's cell (ties: under-consistent, then higher min(g, rhs)); re-key "
    "it "
    "if the start moved",
    "        if g(u) > rhs(u): g(u) = rhs(u)   (over-consistent: a cheaper path reached u)",
    "            UpdateVertex(v) for every neighbour v",
    "        else: g(u) = infinity   (under-consistent: the path u relied on got dearer)",
    "            UpdateVertex(v) for u and every neighbour v",
    "    g(start) = infinity: no path; else the path from the start through the v with the "
    "lowest cost of cell -> v + g(v)",
    "after the start moves: km += h(old start, new start); after an edit: UpdateVertex(u) for "
    "every cell u whose moves or costs changed; then ComputeShortestPath()",
};

} // namespace

const std::vector<std::string_view>& incrementalPseudocode(SearchDirection d) {
    return d == SearchDirection::Forward ? kForwardLines : kBackwardLines;
}

SolveSteps incrementalSolve(const Maze& maze, Diagonal rule, SearchDirection direction) {
    const std::unique_ptr<IncrementalSearch> search = makeIncrementalSearch(maze, rule, direction);
    for (const SolveStep& step : search->compute())
        co_yield step;
}

SolverInfo incrementalEntry(SolverInfo info, SearchDirection direction) {
    info.family = SolverFamily::Incremental;
    info.searchesFromGoal = direction == SearchDirection::Backward;
    info.pseudocode = incrementalPseudocode(direction);
    info.shortestOnUnitCosts = true;
    info.cheapestOnCosts = true;
    info.cheapestWithDiagonals = true;
    info.usesCosts = true;
    info.extraFigures = {"Repairs", "Expanded by the last compute"};
    if (info.card.memory.empty())
        info.card.memory = "O(cells): g, rhs and a place in the queue per cell";
    return info;
}

} // namespace mazelab::detail
