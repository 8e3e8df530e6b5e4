#pragma once
// Predict (docs/semantics.md, "Predict"): a solve stops before a step, the student clicks the
// cell they think the step works on, and the verdict says whether they were right and why, in
// the algorithm's own terms ("BFS takes the oldest cell in its queue: (3,4), found at step 12,
// before (5,1), found at step 15").
//
// The answer is the live run's own next step, so it is right for every solver by construction.
// The reason needs the state before that step, which the live run has already left behind when
// the step is known: the Predictor keeps a second run of the same solver on the same maze, one
// step behind the live one, and reads the reasons from its SearchView.
//
// Qt-free; the coroutine stays in the .cpp so that widget headers may include this one.

#include "core/maze.hpp"
#include "core/params.hpp"
#include "core/registry.hpp"
#include "core/step.hpp"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace mazelab {
class SearchView; // core/search_view.hpp
}

namespace mazelab::learn {

// Whether a student predicts this step of a solver of `family`: the cell taken from the frontier
// (BFS, best-first, bidirectional: Expand, and Found where it is the goal taken), the cell
// entered (DFS, IDA*: Enter, Found), the cell walked into (walkers: Walk, Retreat, Found), the
// cell filled (filling: Fill). Retreats of a depth-first search and the last step of a
// bidirectional search or of filling (the meeting, the reading) are shown, not asked.
[[nodiscard]] bool isPredictable(SolverFamily family, const SolveStep& step);

// What the student is asked to click for a solver of `family`: "the cell it takes from its
// frontier next", "the cell it enters next", "the cell it walks into next", "the cell it fills
// next".
[[nodiscard]] std::string_view predictionTarget(SolverFamily family);

struct Verdict {
    bool right = false;
    CellIndex answer = 0; // the cell the step works on
    CellIndex guess = 0;
    std::int64_t step = 0; // the step's number in the run, from 1
    std::string reason;    // one or two sentences, with the figures that decide
};

// "(3,4)": a cell as users read it (docs/semantics.md, "Cells and coordinates"), by its index;
// core/maze.hpp's overload by its coordinates stays visible beside it.
[[nodiscard]] std::string cellText(const Maze& maze, CellIndex cell);
using mazelab::cellText;

class Predictor {
public:
    // Follows a run of `solver` with `params` on `maze` (which must outlive the Predictor,
    // unchanged), asking about every `every`-th predictable step (every >= 1). Throws Error for
    // parameters SolverInfo::start refuses.
    // `rule`: the run's movement.
    Predictor(const Maze& maze, const SolverInfo& solver, const ParamValues& params, int every = 1,
              Diagonal rule = Diagonal::Never);
    ~Predictor();
    Predictor(const Predictor&) = delete;
    Predictor& operator=(const Predictor&) = delete;

    // Offer every step of the live run, in order, before it is shown. True: the student is to
    // predict it; hold the step and call check() with their guess.
    bool offer(const SolveStep& step);
    // The verdict on `guess` for the step last offered, which offer() asked about.
    [[nodiscard]] Verdict check(CellIndex guess) const;
    // The solver's internals before the step offered last (nullptr before the first step): what
    // a view shows while that step is held.
    [[nodiscard]] const SearchView* viewBefore() const;
    // Predictable steps offered so far, asked or not.
    [[nodiscard]] std::int64_t predictable() const;

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

// The order of a maze's cell slots, in words ("A hexagon's slots run north, north-east, ..."):
// what "E, S, W, N" in a rule or pseudocode means on cells other than squares.
[[nodiscard]] std::string_view slotOrder(const Maze& maze);

} // namespace mazelab::learn
