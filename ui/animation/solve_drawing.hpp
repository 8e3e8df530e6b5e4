#pragma once
// How one solver (or generator) step shows: the marks it leaves on a MazeScene and the live figures it updates.
// The animator (one solve) and the race (one solve per lane) both use these, so a step is drawn
// and counted the same way everywhere, and a run's figures end exactly as core solveMaze's.
//
// core/step.hpp has no coroutine types, so this header is safe anywhere (it declares no
// Q_OBJECT class either).

#include "core/step.hpp"
#include "ui/animation/run_figures.hpp"
#include "ui/view/maze_palette.hpp"

namespace mazelab {
struct SolverInfo; // core/registry.hpp
}

namespace mazelab::ui {

class MazeScene;
class OverlayMarks; // ui/view/maze_scene.hpp

// Expand: the cell searched, the cells it discovered in the frontier, the cells it scanned (Jump
// Point Search) where nothing else is marked. DFS Enter: the cell on the
// stack (frontier); Retreat: searched. A step from the goal (SolveStep::side 1) leaves the
// "from the goal" marks instead. Walkers (a view without a frontier): Walk marks the cell walked,
// Retreat the cell left and the cell walked back into walked twice. Fill: the cell filled.
// Found: the path. The current cell follows the step (none after the last one: Found, NoPath
// and GaveUp alike). `target` is a MazeScene, or an OverlayMarks kept off screen (a solve
// re-run at once after an edit).
template <typename Target>
void drawSolveStep(Target& target, const SolveStep& step);
extern template void drawSolveStep<MazeScene>(MazeScene&, const SolveStep&);
extern template void drawSolveStep<OverlayMarks>(OverlayMarks&, const SolveStep&);

// The marks a solver's steps can leave, from its family (the legend shows only those); the
// common search marks for nullptr (no solver running).
[[nodiscard]] SolveMarks solveMarksOf(const SolverInfo* solver);

// A generation step on the scene: the wall carved or added (both cells reached), the cost set,
// the cell switched off (an obstacle, shown as the mask shows it), or the cell moved to; the
// current cell follows the step. `maze` is the maze being generated.
void drawGenStep(MazeScene& scene, const Maze& maze, const GenStep& step);

// What a solve shows before its first step: the solver's name and extra figures' names, the
// maze's cells.
[[nodiscard]] RunFigures figuresBeforeFirstStep(const SolverInfo& solver, const Maze& maze);

// Copies the step's counters into `figures`; on the last step also how it ended (found, gave up,
// no path and why: the step's reason, else core noPathReason) and the path's length and cost
// (core statsFromLastStep on `maze`, the maze the solver searched).
void countSolveStep(RunFigures& figures, const Maze& maze, const SolveStep& step);

} // namespace mazelab::ui
