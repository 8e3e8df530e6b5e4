// Playing a lesson: the run a stage belongs to, and checking that every stage can be shown.
#include "core/learn/lesson.hpp"

#include "core/incremental.hpp"
#include "core/navigate.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#include "core/shaping.hpp"

#include <algorithm>
#include <memory>

namespace mazelab::learn {

LessonRun lessonRun(const Lesson& lesson, int index) {
    if (index < 0 || index >= int(lesson.stages.size()))
        throw Error("stage " + std::to_string(index + 1) + " does not exist: the lesson has " +
                    std::to_string(lesson.stages.size()) + " stages");
    const Scenario& scenario = lesson.scenario;
    const SolverInfo* solver = &solverById(scenario.solver);
    LessonRun run;
    run.maze = scenario.maze;
    run.solver = solver;
    run.params = resolveParams(solver->params, scenario.solverParams);
    run.rule = scenario.diagonal;
    for (int i = 0; i <= index; ++i) {
        const LessonStage& stage = lesson.stages[std::size_t(i)];
        if (stage.startsRun()) {
            run.firstStage = i;
            run.phaseStage = i;
            run.agentRadius = stage.agent;
        }
        if (!stage.edits.empty())
            run.phaseStage = i;
        if (stage.maze) {
            GenerateRequest request{
                &generatorById(stage.maze->generator), stage.maze->size, stage.maze->seed, {}};
            request.shaping = parseShaping(stage.maze->shaping);
            request.shape = stage.maze->cells;
            request.rings = stage.maze->rings;
            run.maze = MazeDocument{generateMaze(request), provenanceOf(request)};
        }
        if (stage.solver) {
            run.solver = &solverById(*stage.solver);
            run.params = run.solver->defaults();
        }
    }
    return run;
}

namespace {

std::string stageProblem(int index, const std::string& problem) {
    return "stage " + std::to_string(index + 1) + ": " + problem;
}

std::string pastTheEnd(int index, std::int64_t step, const std::string& what, std::int64_t last) {
    return "stage " + std::to_string(index + 1) + " shows step " + std::to_string(step) + ", but " +
           what + " ends at step " + std::to_string(last);
}

// The stages of the run that starts at `first`: up to the next run's first stage.
int runEnd(const Lesson& lesson, int first) {
    int end = first + 1;
    while (end < int(lesson.stages.size()) && !lesson.stages[std::size_t(end)].startsRun())
        ++end;
    return end;
}

// An agent's walk: the NavSteps, the first plan being step 1.
std::string walkProblem(const Lesson& lesson, const LessonRun& run, int first, int end) {
    const NavigateRequest request{run.solver, run.params, run.rule, *run.agentRadius};
    if (const std::string error = navigateError(run.maze.maze, request); !error.empty())
        return stageProblem(first, error);
    std::int64_t last = 0;
    try {
        NavSteps steps = navigate(run.maze.maze, request);
        while (const NavStep* step = steps.next()) {
            ++last;
            if (step->isLast())
                break;
        }
    } catch (const Error& e) {
        return stageProblem(first, e.what());
    }
    for (int i = first; i < end; ++i) {
        const std::int64_t step = lesson.stages[std::size_t(i)].step;
        if (step != LessonStage::kEnd && step > last)
            return pastTheEnd(i, step, std::string(run.solver->id) + "'s agent walk", last);
    }
    return {};
}

// A run with edits, played on the incremental search as the app plays it: each stage's step in
// turn, and at an edit stage the edits and a repair whose steps are counted from 0.
std::string repairProblem(const Lesson& lesson, const LessonRun& run, int first, int end) {
    Maze maze = run.maze.maze;
    try {
        const std::unique_ptr<IncrementalSearch> search =
            startIncremental(*run.solver, maze, run.params, run.rule);
        SolveSteps steps = search->compute();
        std::int64_t done = 0;
        bool over = false;
        std::string what(run.solver->id);
        for (int i = first; i < end; ++i) {
            const LessonStage& stage = lesson.stages[std::size_t(i)];
            if (!stage.edits.empty()) {
                steps = {}; // the compute stops between two steps: the search stays consistent
                for (const LessonEdit& edit : stage.edits)
                    applyLessonEdit(maze, edit);
                (void)search->noteEdits();
                steps = search->compute();
                done = 0;
                over = false;
                what = "the repair of " + std::string(run.solver->id);
            }
            while (!over && (stage.step == LessonStage::kEnd || done < stage.step)) {
                const SolveStep* step = steps.next();
                if (!step)
                    break;
                ++done;
                over = step->isLast();
            }
            if (stage.step != LessonStage::kEnd && done < stage.step)
                return pastTheEnd(i, stage.step, what, done);
        }
    } catch (const Error& e) { // an edit the maze refuses, as the reader names on its line
        return stageProblem(first, e.what());
    }
    return {};
}

} // namespace

std::string lessonProblem(const Lesson& lesson) {
    for (int first = 0; first < int(lesson.stages.size()); first = runEnd(lesson, first)) {
        const int end = runEnd(lesson, first);
        const LessonRun run = lessonRun(lesson, first);
        const SolverInfo& solver = *run.solver;
        if (run.agentRadius) {
            if (std::string problem = walkProblem(lesson, run, first, end); !problem.empty())
                return problem;
            continue;
        }
        if (const std::string error = solver.movementError(run.rule); !error.empty())
            return stageProblem(first, error);
        if (const std::string error = solver.mazeProblem(run.maze.maze); !error.empty())
            return stageProblem(first, error);
        const bool edits =
            std::any_of(lesson.stages.begin() + first, lesson.stages.begin() + end,
                        [](const LessonStage& stage) { return !stage.edits.empty(); });
        if (edits) {
            if (std::string problem = repairProblem(lesson, run, first, end); !problem.empty())
                return problem;
            continue;
        }
        std::int64_t lastStep = 0;
        try {
            lastStep = solveMaze(solver, run.maze.maze, run.params, run.rule).stats.steps;
        } catch (const Error& e) { // e.g. a heuristic that counts rows on other cells
            return stageProblem(first, e.what());
        }
        for (int i = first; i < end; ++i) {
            const std::int64_t step = lesson.stages[std::size_t(i)].step;
            if (step != LessonStage::kEnd && step > lastStep)
                return pastTheEnd(i, step, std::string(solver.id), lastStep);
        }
    }
    return {};
}

} // namespace mazelab::learn
