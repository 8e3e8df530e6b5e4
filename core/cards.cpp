#include "core/cards.hpp"

#include "core/distance.hpp"
#include "core/registry.hpp"

namespace mazelab {

std::vector<CardWarning> solverWarnings(const SolverInfo& solver, const Maze& maze) {
    std::vector<CardWarning> warnings;
    const std::string name(solver.name);
    const bool weighted = isWeightedMaze(maze);
    if (!solver.shortestOnUnitCosts && isPerfectMaze(maze))
        warnings.push_back(
            {CardWarning::Kind::OnePath,
             "This maze has exactly one path between any two cells, so every solver finds the "
             "same one: " + name + " cannot take a detour here. Braid the maze (Shaping) to give "
             "it loops."});
    if (!solver.usesCosts && weighted)
        warnings.push_back({CardWarning::Kind::IgnoresWeights,
                            "This maze has weighted cells, but " + name +
                                " ignores cell costs: its path may not be the cheapest. Dijkstra "
                                "and A* pay the costs."});
    if (solver.needsWeights && !weighted)
        warnings.push_back({CardWarning::Kind::NoWeights,
                            "Every cell of this maze costs 1, so " + name +
                                " searches in the same order as Breadth-First Search. Add "
                                "weighted terrain (Shaping) to see what it is for."});
    if (solver.inadmissible)
        warnings.push_back(
            {CardWarning::Kind::NotAdmissible,
             "Not admissible: this heuristic overestimates (it is largest far from the goal), so "
             "it pulls the search away from the goal and it searches far more than Dijkstra."});
    return warnings;
}

} // namespace mazelab
