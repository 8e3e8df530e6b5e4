#pragma once
// Multiple-choice questions made from a paused run's real state (docs/semantics.md,
// "Questions"): the g, h or f of a cell, the cell that leaves the frontier next, the frontier's
// size, whether the path will be a shortest one, which of two solvers searches fewer cells, and
// how many steps are left. Every answer is read from the solver's own coroutine, replayed from
// the start of the run, so it is right for every solver by construction; the wrong options
// stand for the typical mistakes, and each says which one.
//
// Qt-free, and free of <coroutine>: the question panel's header (read by moc) includes it.

#include "core/learn/question_kinds.hpp"
#include "core/maze.hpp"
#include "core/movement.hpp"
#include "core/params.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace mazelab {
struct SolverInfo;
}

namespace mazelab::learn {

struct Question {
    QuestionKind kind = QuestionKind::CellValue;
    std::string prompt;
    std::vector<std::string> options; // 2 to 4, distinct, shown as A to D
    int answer = 0;                   // index of the right option
    std::string explanation;          // why the answer is right, with the real figures
    // Per option: the mistake it stands for; empty for the answer.
    std::vector<std::string> whyWrong;
    // Cells to mark on the board: NextCell, one per option (marked[i] is option i's cell);
    // CellValue, the one cell asked about; empty for the other kinds.
    std::vector<CellIndex> marked;
};

struct QuestionContext {
    const Maze& maze;
    const SolverInfo& solver;
    const ParamValues& params; // resolved, as SolverInfo::start takes them
    // Steps the run has taken: the question is about the state right after them (0: before the
    // first step).
    std::int64_t stepsDone = 0;
    // Picks the cell asked about, the other solver and the order of the options.
    std::uint64_t seed = 0;
    Diagonal rule = Diagonal::Never; // the run's movement
};

// Whether `kind` can apply to `solver` at all (by its family: a walker has no frontier and no
// g), so that the UI offers only those kinds. makeQuestion may still find that it does not apply
// at a given point of a run.
[[nodiscard]] bool applies(QuestionKind kind, const SolverInfo& solver);

// The question of `kind` about the run in `context`, or nullopt where it does not apply there
// (each kind's reasons are in questions.cpp and docs/semantics.md). Replays the run from its
// start; Shortest, FewerSearched and StepsLeft run solvers to their end, all under the run's
// movement. A movement or a maze the solver refuses gives nullopt. Throws Error for parameters
// the solver refuses.
[[nodiscard]] std::optional<Question> makeQuestion(QuestionKind kind,
                                                   const QuestionContext& context);

} // namespace mazelab::learn
