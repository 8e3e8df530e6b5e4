#pragma once
// Learn > Ask questions (docs/user-guide.md, "Learning by doing"): while it is on, every solve
// stops after a step picked at random (the first within 8 to 20 steps, then every 12 to 40) and
// asks a question made from the run's real state (core/learn/questions.hpp) in the question
// panel: a cell's g, h or f, the cell that leaves the frontier next, the frontier's size,
// whether the path will be a shortest one, which of two solvers searches fewer cells, or how
// many steps are left. The cells it asks about carry lettered badges on the maze. Lessons ask
// through askNow at their stages. Every answer goes into the session log.
//
// The controller is the animator's step gate while questions are on (ui/animation/step_gate.hpp).

#include "ui/animation/step_gate.hpp"
#include "ui/learn/learn_marks.hpp"

#include "core/learn/question_kinds.hpp"
#include "core/maze.hpp"
#include "core/params.hpp"
#include "core/random.hpp"

#include <QObject>

#include <cstdint>
#include <memory>
#include <optional>

namespace mazelab::learn {
class SessionLog;
}

namespace mazelab::ui {

class QuestionPanel;
class RunController;

class QuestionController : public QObject, public StepGate {
    Q_OBJECT

public:
    QuestionController(RunController& run, QuestionPanel& panel, learn::SessionLog& log,
                       QObject* parent = nullptr);
    ~QuestionController() override;

    // On: the gate is set; the next solve (or the one running, from its next step) stops at
    // random points to ask. Off: the gate goes, an open question closes, the run goes on.
    void setActive(bool active);
    [[nodiscard]] bool active() const { return m_active; }
    // A question open in the panel, not yet continued.
    [[nodiscard]] bool asking() const { return m_asking; }
    [[nodiscard]] const LearnMarks& marks() const { return m_marks; }

    // Asks a question of `kind` (or, without one, of any kind that applies) about the solve on
    // screen, in the state the animator shows (a lesson's stage). False when no solve is shown
    // or no question applies there.
    bool askNow(std::optional<learn::QuestionKind> kind = std::nullopt);
    // Closes an open question without going on (a lesson moved to another stage).
    void dismiss() { close(); }

signals:
    // A question is shown (the window shows the panel's dock), or closed.
    void questionShown();
    void questionClosed();

private:
    // StepGate
    void solveStarted(std::shared_ptr<const Maze> maze, const SolverInfo& solver,
                      const ParamValues& params, Diagonal rule) override;
    Verdict offer(const SolveStep& step) override;
    [[nodiscard]] const SearchView* heldView() const override { return nullptr; }
    void solveEnded() override;

    void onGateStopped();
    void onAnswered(int option, bool right);
    void onRevealed();
    void onContinued();
    void close();

    RunController& m_run;
    QuestionPanel& m_panel;
    learn::SessionLog& m_log;
    LearnMarks m_marks;
    Random m_random{20261124};
    bool m_active = false;
    bool m_asking = false;
    bool m_resumeAfter = false; // the question stopped a running solve: Continue plays on
    std::int64_t m_askAt = -1;  // the step after which the gate stops next
    std::int64_t m_questions = 0;
};

} // namespace mazelab::ui
