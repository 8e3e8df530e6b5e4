#include "ui/view/solve_drawing.hpp"

#include "core/run.hpp"
#include "ui/view/maze_scene.hpp"

namespace mazelab::ui {

void drawGenStep(MazeScene& scene, const Maze& maze, const GenStep& step) {
    if (step.kind == GenStep::Kind::Move) {
        scene.setVisited(step.cell);
    } else if (step.kind == GenStep::Kind::SetCost) {
        scene.setCost(step.cell, step.cost);
        scene.setVisited(step.cell);
    } else if (step.kind == GenStep::Kind::SwitchOff) {
        scene.setActive(step.cell, false); // as the mask brush does
    } else {
        scene.setPassage(step.cell, step.dir, step.kind == GenStep::Kind::Carve);
        scene.setVisited(step.cell);
        scene.setVisited(maze.neighbour(step.cell, step.dir));
    }
    scene.setCurrent(step.current);
}

void drawSolveStep(MazeScene& scene, const SolveStep& step) {
    switch (step.kind) {
    case SolveStep::Kind::Expand:
        scene.setMark(step.cell, CellMark::Searched);
        for (CellIndex c : step.discovered())
            scene.setMark(c, CellMark::Frontier);
        scene.setCurrent(step.cell);
        break;
    case SolveStep::Kind::Enter:
        scene.setMark(step.cell, CellMark::Frontier); // on the stack
        scene.setCurrent(step.cell);
        break;
    case SolveStep::Kind::Retreat:
    case SolveStep::Kind::Walk:
    case SolveStep::Kind::Fill:
        scene.setMark(step.cell, CellMark::Searched);
        scene.setCurrent(step.cell);
        break;
    case SolveStep::Kind::Found:
        scene.setMark(step.cell, CellMark::Searched);
        for (CellIndex c : step.path)
            scene.setMark(c, CellMark::Path);
        scene.setCurrent(-1);
        break;
    case SolveStep::Kind::NoPath:
    case SolveStep::Kind::GaveUp:
        scene.setCurrent(-1);
        break;
    }
}

void countSolveStep(RunFigures& figures, const Maze& maze, const SolveStep& step) {
    figures.searched = step.counters.searched;
    figures.expanded = step.counters.expanded;
    figures.frontier = step.counters.frontier;
    figures.maxFrontier = step.counters.maxFrontier;
    figures.steps = step.counters.steps;
    if (!step.isLast())
        return;
    const SolveStats stats = statsFromLastStep(maze, step);
    figures.found = stats.found;
    if (stats.found) {
        figures.pathLength = stats.pathLength;
        figures.pathCost = stats.pathCost;
    }
}

} // namespace mazelab::ui
