#pragma once
// A gate on a solve's steps (Learn > Predict, Learn > Ask questions): the animator offers it
// every step of a solve before drawing it, and may hold the step (the run pauses before it, the
// student predicts it) or pause right after it (the run stops on a state to ask about, or at a
// lesson's stage). Only solves are gated, never generations. Unless the gate allows it, the
// timeline cannot seek while it is set: such a gate follows one run forward, step by step.
//
// No Q_OBJECT and no coroutine types here.

#include <cstdint>
#include <memory>

namespace mazelab {
enum class Diagonal : std::uint8_t; // core/movement.hpp
struct SolverInfo;
struct SolveStep;
class Maze;
class SearchView;
class ParamValues;
} // namespace mazelab

namespace mazelab::ui {

class StepGate {
public:
    enum class Verdict { Pass, Hold, PauseAfter };

    virtual ~StepGate() = default;
    // A solve starts on `maze` (the animator's snapshot, shared so that it outlives the run).
    virtual void solveStarted(std::shared_ptr<const Maze> maze, const SolverInfo& solver,
                              const ParamValues& params, Diagonal rule) = 0;
    // The next step, before it is drawn. Hold: the animator pauses with the step not drawn, and
    // draws it at the next step or play. PauseAfter: drawn, then paused.
    virtual Verdict offer(const SolveStep& step) = 0;
    // While a step is held: the solver's internals as they were before it (the run's own view
    // already shows the held step done), or nullptr to show none.
    [[nodiscard]] virtual const SearchView* heldView() const = 0;
    // Whether the timeline may seek while this gate is set (a gate that follows the run step by
    // step, as Predict's second run does, cannot).
    [[nodiscard]] virtual bool allowsSeek() const { return false; }
    // The run ended without reaching its end (reset, a new maze, a new run) or did reach it.
    virtual void solveEnded() = 0;

protected:
    StepGate() = default;
    StepGate(const StepGate&) = default;
    StepGate& operator=(const StepGate&) = default;
};

} // namespace mazelab::ui
