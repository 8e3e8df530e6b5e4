// What the animator tells its views about the current (or last) run: its job, its figures, its
// steps, its algorithm and the solver's internals. Read only: every transition of the state
// machine is in animator.cpp.

#include "ui/animation/animator.hpp"

#include "ui/animation/animator_runs.hpp"
#include "ui/animation/step_gate.hpp"

namespace mazelab::ui {
namespace {

const RunFigures kNoFigures{};

} // namespace

Animator::Job Animator::job() const {
    return generation() ? Job::Generation : solve() ? Job::Solve : Job::None;
}

bool Animator::generating() const {
    return generation() && (state() == State::Running || state() == State::Paused);
}

const RunFigures& Animator::figures() const {
    const SolveRun* run = solve();
    return run ? run->figures : kNoFigures;
}

int Animator::currentLine() const {
    const Progress* run = progress();
    return run ? run->line : -1;
}

std::int64_t Animator::stepsDone() const {
    const Progress* run = progress();
    return run ? run->done : 0;
}

std::int64_t Animator::totalSteps() const {
    const Progress* run = progress();
    return run ? run->totalSteps : -1;
}

const GeneratorInfo* Animator::runningGenerator() const {
    const GenerationRun* run = generation();
    return run ? run->request.generator : nullptr;
}

const SolverInfo* Animator::runningSolver() const {
    const SolveRun* run = solve();
    return run ? run->solver : nullptr;
}

ParamValues Animator::runningParams() const {
    const SolveRun* run = solve();
    return run ? run->params : ParamValues();
}

Diagonal Animator::runningDiagonal() const {
    const SolveRun* run = solve();
    return run ? run->rule : Diagonal::Never;
}

int Animator::generationPhase() const {
    const GenerationRun* run = generation();
    return run ? run->phase : 0;
}

const SearchView* Animator::searchView() const {
    const SolveRun* run = solve();
    if (run && run->held) // the run's own view already shows the held step done
        return m_gate ? m_gate->heldView() : nullptr;
    return run ? run->view : nullptr;
}

bool Animator::followsEdits() const {
    const SolveRun* run = solve();
    if (!run || m_gate)
        return false;
    // An incremental search is consistent between any two steps: it repairs mid-run too.
    return state() == State::Finished || (run->search && state() != State::Idle);
}

bool Animator::repairs() const {
    const SolveRun* run = solve();
    return run && run->search;
}

bool Animator::repaired() const {
    const SolveRun* run = solve();
    return run && run->repairs > 0;
}

bool Animator::holdingStep() const {
    const SolveRun* run = solve();
    return run && run->held;
}

bool Animator::canSeek() const {
    if (const SolveRun* run = solve())
        return state() != State::Idle && run->repairs == 0 && (!m_gate || m_gate->allowsSeek());
    return generating();
}

} // namespace mazelab::ui
