#pragma once
// What the repair benchmarks share: mazelab-bench-replan's core figure and mazelab-bench-ui's
// drawn one repair the same maze after the same walls, chosen from the same seed, so that the
// window's share of a repair is measured on the core's own edits.
//
// Not for headers that moc reads (<coroutine>, through registry.hpp).

#include "core/maze.hpp"
#include "core/random.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"

#include <cstdint>
#include <span>
#include <string>

namespace mazelab::bench {

// The first incremental solver of the registry that searches from the goal (D* Lite) or from
// the start (Lifelong Planning A*).
inline const SolverInfo& incrementalFrom(bool goal) {
    for (const SolverInfo* s : solvers())
        if (s->createIncremental && s->searchesFromGoal == goal)
            return *s;
    throw Error("no incremental solver searches from the " + std::string(goal ? "goal" : "start"));
}

// A maze of the registry's first perfect generator with every dead end braided away: the
// agent's braided board, and (1000 x 1000, seed 3) the maze the repairs are timed on.
inline Maze fullyBraided(Size size, std::uint64_t seed) {
    const GeneratorInfo* perfect = nullptr;
    for (const GeneratorInfo* g : generators())
        if (g->perfect && !perfect)
            perfect = g;
    GenerateRequest request{perfect, size, seed, {}};
    request.shaping.braid = 100;
    return generateMaze(request);
}
inline Maze repairMaze() {
    return fullyBraided({1000, 1000}, 3);
}

struct WallToggle {
    CellIndex cell = 0;
    Slot slot = 0;
};

// A wall between two consecutive cells of `path` (the current path, start first), to close; or,
// with onPath false or a path too short, any closed inner wall, to open.
inline WallToggle chooseToggle(const Maze& maze, std::span<const CellIndex> path, bool onPath,
                               Random& random) {
    WallToggle toggle;
    if (onPath && path.size() > 2) {
        const std::size_t at = std::size_t(random.below(path.size() - 1));
        toggle.cell = path[at];
        for (Slot s = 0; s < maze.slotCount(toggle.cell); ++s)
            if (maze.slotNeighbour(toggle.cell, s) == path[at + 1])
                toggle.slot = s;
        return toggle;
    }
    do {
        toggle.cell = CellIndex(random.below(std::uint64_t(maze.cellCount())));
        toggle.slot = Slot(random.below(4));
    } while (maze.slotNeighbour(toggle.cell, toggle.slot) < 0 ||
             ((maze.openSlots(toggle.cell) >> toggle.slot) & 1u));
    return toggle;
}

} // namespace mazelab::bench
