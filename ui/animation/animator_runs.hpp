#pragma once
// What the animator's two source files share (animator.cpp: the transitions and the worker-thread
// runs; animator_queries.cpp: what the views read about the run): the records of a generation
// and of a solve. Not part of the animator's interface, and kept out of animator.hpp, which moc
// reads: moc in Qt 6.4 cannot parse <coroutine>.

#include "core/incremental.hpp"
#include "core/maze.hpp"
#include "core/maze_file.hpp"
#include "core/movement.hpp"
#include "core/params.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#include "ui/animation/animator.hpp"
#include "ui/animation/run_figures.hpp"

#include <QElapsedTimer>

#include <cstdint>
#include <memory>
#include <optional>

namespace mazelab::ui {

namespace animator_detail {

// The maze a scene shows, with where it came from.
struct SceneMaze {
    Maze maze;
    std::optional<Provenance> provenance;
};

// The animation's own time, pauses excluded.
class AnimationClock {
public:
    void resume() { m_sinceResume.start(); }
    // Folds the running stretch into the total; returns the total.
    std::int64_t hold() {
        if (m_sinceResume.isValid()) {
            m_beforeResumeMs += m_sinceResume.elapsed();
            m_sinceResume.invalidate();
        }
        return m_beforeResumeMs;
    }
    [[nodiscard]] std::int64_t elapsedMs() const {
        return m_beforeResumeMs + (m_sinceResume.isValid() ? m_sinceResume.elapsed() : 0);
    }

private:
    QElapsedTimer m_sinceResume;
    std::int64_t m_beforeResumeMs = 0;
};

} // namespace animator_detail

// What every run counts.
struct Animator::Progress {
    std::int64_t done = 0;        // steps applied
    int line = -1;                // pseudocode line of the last step applied
    std::int64_t totalSteps = -1; // of the whole run, once known
};

// A generation: the generator carves a maze of its own, each step mirrored into the scene.
struct Animator::GenerationRun : Progress {
    GenerateRequest request;    // to replay it (seek)
    std::unique_ptr<Maze> maze; // read and carved by the coroutine: declared before it
    GenSteps coroutine;
    int phase = 0; // GenStep::Phase of the last step applied
    // What the scene showed before, brought back by a reset midway (a half-carved maze is not a
    // maze); dropped when the generation finishes.
    std::optional<animator_detail::SceneMaze> previous;
    // A Solve pressed midway: the maze is completed at Instant speed, then this solve starts.
    const SolverInfo* pendingSolve = nullptr;
    ParamValues pendingParams;
    Diagonal pendingDiagonal = Diagonal::Never;
};

// A solve: the solver searches a snapshot, shared with the un-animated timing run.
struct Animator::SolveRun : Progress {
    const SolverInfo* solver = nullptr;
    ParamValues params; // the solver's, as started (empty: its defaults)
    Diagonal rule = Diagonal::Never;
    std::shared_ptr<const Maze> maze; // read by the coroutine: declared before it
    // An incremental solver's (SolverInfo::createIncremental): the search kept between its
    // computes, so that an edit is repaired, and the maze it reads, the edited maze copied in
    // before each repair (the snapshot above is shared with the timing run and never changes).
    // Both declared before the coroutine, which is the search's compute().
    std::unique_ptr<Maze> searchMaze;
    std::unique_ptr<IncrementalSearch> search;
    // The maze before the edit being repaired, for the timing run, which repeats the repair;
    // empty before the first repair.
    std::shared_ptr<const Maze> beforeRepair;
    int repairs = 0; // repairs started: the timeline replays only the first compute
    SolveSteps coroutine;
    const SearchView* view = nullptr; // the solver's internals after the last step applied
    const SolveStep* held = nullptr;  // offered to the gate and held: the next one to apply
    RunFigures figures;
    animator_detail::AnimationClock clock;
    bool animationDone = false;  // the last step has been applied (once: the timeline replays)
    bool resultReported = false; // resultReady emitted
    bool rerunUnsettled = false; // re-run after an edit, its time not yet asked for (settleRerun)
    RunFigures finalFigures;     // the figures at the end, for the results table
};

} // namespace mazelab::ui
