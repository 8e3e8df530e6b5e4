#include "ui/animation/solve_drawing.hpp"

#include "core/registry.hpp"
#include "core/run.hpp"
#include "core/search_view.hpp"
#include "ui/view/maze_scene.hpp"
#include "ui/widgets/qt_text.hpp"

#include <algorithm>

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
        scene.setVisited(maze.slotNeighbour(step.cell, Slot(step.dir)));
    }
    scene.setCurrent(step.current);
}

namespace {

CellMark searchedMark(const SolveStep& step) {
    if (step.reopened)
        return CellMark::Reopened;
    return step.side == 1 ? CellMark::SearchedFromGoal : CellMark::Searched;
}

CellMark frontierMark(const SolveStep& step) {
    return step.side == 1 ? CellMark::FrontierFromGoal : CellMark::Frontier;
}

// A solver without a frontier (walkers, filling) walks: its Retreat is a walk back.
bool walks(const SolveStep& step) {
    return step.view && step.view->frontierKind() == SearchView::Frontier::None;
}

// A walker's move into `cell`: walked, unless it was walked twice already.
template <typename Target>
void walkInto(Target& scene, CellIndex cell, CellMark mark) {
    if (scene.mark(cell) != CellMark::WalkedTwice)
        scene.setMark(cell, mark);
}

// The path's diagonal moves, on both of their cells, so that the view draws the path through the
// corner between them.
template <typename Target>
void markDiagonalMoves(Target& scene, std::span<const CellIndex> path) {
    const int width = scene.gridWidth();
    for (std::size_t i = 1; i < path.size(); ++i) {
        const CellIndex step = path[i] - path[i - 1];
        if (step == 1 || step == -1 || step == width || step == -width)
            continue;
        const Cell a{path[i - 1] % width, path[i - 1] / width};
        const Cell b{path[i] % width, path[i] / width};
        const Move m = moveBetween(a, b);
        if (m == kMoves)
            continue;
        scene.setPathLink(path[i - 1], m);
        scene.setPathLink(path[i], oppositeMove(m));
    }
}

} // namespace

template <typename Target>
void drawSolveStep(Target& scene, const SolveStep& step) {
    switch (step.kind) {
    case SolveStep::Kind::Expand:
        // Scanned cells are marked only where nothing else is: a jump passes over cells searched
        // or waiting in the frontier, and never turns them back.
        for (CellIndex c : step.scanned)
            if (scene.mark(c) == CellMark::None)
                scene.setMark(c, CellMark::Scanned);
        scene.setMark(step.cell, searchedMark(step));
        for (CellIndex c : step.discovered())
            scene.setMark(c, frontierMark(step));
        break;
    case SolveStep::Kind::Enter:
        scene.setMark(step.cell, frontierMark(step)); // on the stack
        break;
    case SolveStep::Kind::Retreat:
        if (!walks(step)) {
            scene.setMark(step.cell, searchedMark(step));
            break;
        }
        // Walked back: the passage from the cell left to this one is walked a second time.
        if (scene.current() >= 0)
            scene.setMark(scene.current(), CellMark::WalkedTwice);
        scene.setMark(step.cell, CellMark::WalkedTwice);
        break;
    case SolveStep::Kind::Walk:
        walkInto(scene, step.cell, CellMark::Walked);
        break;
    case SolveStep::Kind::Fill:
        scene.setMark(step.cell, CellMark::Filled);
        break;
    case SolveStep::Kind::Found:
        if (!walks(step))
            scene.setMark(step.cell, searchedMark(step));
        for (CellIndex c : step.path)
            scene.setMark(c, CellMark::Path);
        markDiagonalMoves(scene, step.path);
        scene.setCurrent(-1);
        return;
    case SolveStep::Kind::NoPath:
    case SolveStep::Kind::GaveUp:
        scene.setCurrent(-1);
        return;
    }
    scene.setCurrent(step.cell);
}

template void drawSolveStep<MazeScene>(MazeScene&, const SolveStep&);
template void drawSolveStep<OverlayMarks>(OverlayMarks&, const SolveStep&);

RunFigures figuresBeforeFirstStep(const SolverInfo& solver, const Maze& maze) {
    RunFigures figures;
    figures.solver = fromStd(solver.name);
    figures.cells = maze.activeCellCount();
    for (std::string_view name : solver.extraFigures)
        figures.extraNames << fromStd(name);
    return figures;
}

void countSolveStep(RunFigures& figures, const Maze& maze, const SolveStep& step) {
    figures.searched = step.counters.searched;
    figures.expanded = step.counters.expanded;
    figures.frontier = step.counters.frontier;
    figures.maxFrontier = step.counters.maxFrontier;
    figures.steps = step.counters.steps;
    figures.extra = step.counters.extra;
    if (!step.isLast())
        return;
    const SolveStats stats = statsFromLastStep(maze, step);
    figures.found = stats.found;
    figures.gaveUp = stats.gaveUp;
    if (!stats.found)
        figures.reason = QString::fromStdString(stats.reason.empty() ? noPathReason(maze)
                                                                     : stats.reason);
    if (stats.found) {
        figures.pathLength = stats.pathLength;
        figures.pathCost = stats.cost();
    }
}

SolveMarks solveMarksOf(const SolverInfo* solver) {
    SolveMarks marks;
    if (!solver)
        return marks;
    switch (solver->family) {
    case SolverFamily::BreadthFirst:
    case SolverFamily::DepthFirst:
    case SolverFamily::BestFirst:
    case SolverFamily::IterativeDeepening:
        break;
    case SolverFamily::Incremental:
        marks.reopened = true;
        break;
    case SolverFamily::Bidirectional:
        marks.fromGoal = true;
        break;
    case SolverFamily::Walker:
        marks.search = false;
        marks.walked = true;
        break;
    case SolverFamily::Filling:
        marks.search = false;
        marks.filled = true;
        break;
    }
    // A solver whose steps report scanned cells names their total among its figures.
    marks.scanned = std::find(solver->extraFigures.begin(), solver->extraFigures.end(),
                              kScannedFigure) != solver->extraFigures.end();
    return marks;
}

} // namespace mazelab::ui
