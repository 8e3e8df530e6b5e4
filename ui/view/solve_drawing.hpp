#pragma once
// How one solver (or generator) step shows: the marks it leaves on a MazeScene and the live figures it updates.
// The animator (one solve) and the race (one solve per lane) both use these, so a step is drawn
// and counted the same way everywhere, and a run's figures end exactly as core solveMaze's.
//
// core/step.hpp has no coroutine types, so this header is safe anywhere (it declares no
// Q_OBJECT class either).

#include "core/step.hpp"
#include "ui/animation/run_figures.hpp"

namespace mazelab::ui {

class MazeScene;

// Expand: the cell searched, the cells it discovered in the frontier. DFS Enter: the cell on the
// stack (frontier); Retreat: searched. Found: the path. The current cell follows the step
// (none after the last one).
void drawSolveStep(MazeScene& scene, const SolveStep& step);

// A generation step on the scene: the wall carved or added (both cells reached), the cost set,
// the cell switched off (an obstacle, shown as the mask shows it), or the cell moved to; the
// current cell follows the step. `maze` is the maze being generated.
void drawGenStep(MazeScene& scene, const Maze& maze, const GenStep& step);

// Copies the step's counters into `figures`; on the last step also whether a path was found and
// its length and cost (core statsFromLastStep on `maze`, the maze the solver searched).
void countSolveStep(RunFigures& figures, const Maze& maze, const SolveStep& step);

} // namespace mazelab::ui
