#pragma once
// Learn > Predict (docs/user-guide.md, "Learning by doing"): while it is on, every solve stops
// before every k-th step a student can predict (core/learn/prediction.hpp), the maze view takes a
// click on a cell as the guess, and the verdict is marked on the maze (a tick, or a cross and the
// right cell flashing), logged in the session log and explained in the Predict panel. A right
// guess goes on to the next question at once; after a wrong one the run waits until the student
// has read why (a click on the maze, or Space). "Next maze" starts a new round on a fresh seed.
//
// The controller is the animator's step gate (ui/animation/step_gate.hpp). The coroutine types
// stay in core/learn/prediction.hpp, which this header does not include (moc in Qt 6.4 cannot
// parse <coroutine>).

#include "ui/animation/step_gate.hpp"
#include "ui/learn/learn_marks.hpp"

#include "core/maze.hpp"

#include <QObject>
#include <QString>
#include <QTimer>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace mazelab::learn {
class Predictor;
class SessionLog;
struct Verdict;
} // namespace mazelab::learn

namespace mazelab::ui {

class RunController;

class PredictController : public QObject, public StepGate {
    Q_OBJECT

public:
    PredictController(RunController& run, learn::SessionLog& log, QObject* parent = nullptr);
    ~PredictController() override;

    // On: the gate is set and a round starts at once on the maze shown (the panel's solver).
    // Off: the gate goes, a held step is drawn and the run goes on as usual.
    void setActive(bool active);
    [[nodiscard]] bool active() const { return m_active; }
    // Ask about every `every`-th predictable step (1 to 20); from the next round.
    void setEvery(int every);
    [[nodiscard]] int every() const { return m_every; }

    // A step is held for the student's guess.
    [[nodiscard]] bool waiting() const { return m_waiting; }
    // After a wrong guess: the run waits while the student reads why; a click on the maze or
    // Space goes on.
    [[nodiscard]] bool reviewing() const { return m_reviewing; }
    // What the panel says: the question, the verdict, or how to start.
    [[nodiscard]] QString prompt() const;
    // The last verdict's reason ("" before the first guess of a round).
    [[nodiscard]] QString lastReason() const { return m_lastReason; }
    [[nodiscard]] std::optional<bool> lastRight() const { return m_lastRight; }
    // The solver of the round ("" before one).
    [[nodiscard]] QString solverName() const { return m_solverName; }
    [[nodiscard]] QString solverId() const { return m_solverId; }
    // This round's right answers and questions.
    [[nodiscard]] int roundRight() const { return m_roundRight; }
    [[nodiscard]] int roundAsked() const { return m_roundAsked; }
    [[nodiscard]] const LearnMarks& marks() const { return m_marks; }

public slots:
    // The student's guess (the view's cellPicked): checked, marked, logged; the run goes on.
    void guess(mazelab::Cell cell);
    // A new maze from a fresh seed (Generate, which asks about unsaved changes first), and a new
    // round on it, Predict switched on if it was off. False, and nothing changed, if the maze
    // was not made.
    bool nextMaze();

signals:
    // Anything the panel shows changed.
    void changed();
    void guessed(bool right);

private:
    // StepGate
    void solveStarted(std::shared_ptr<const Maze> maze, const SolverInfo& solver,
                      const ParamValues& params, Diagonal rule) override;
    Verdict offer(const SolveStep& step) override;
    [[nodiscard]] const SearchView* heldView() const override;
    void solveEnded() override;

    void setWaiting(bool waiting);
    void flashAnswer();

    RunController& m_run;
    learn::SessionLog& m_log;
    LearnMarks m_marks;
    QTimer m_flash;
    int m_flashesLeft = 0;
    bool m_active = false;
    int m_every = 1;
    std::shared_ptr<const Maze> m_maze; // the round's maze, the animator's snapshot
    std::unique_ptr<learn::Predictor> m_predictor;
    std::uint64_t m_seed = 0;
    QString m_solverId;
    QString m_solverName;
    QString m_target; // "the cell it takes from its frontier next"
    bool m_waiting = false;
    bool m_reviewing = false;
    bool m_roundOver = false;
    std::int64_t m_heldStep = 0;
    int m_roundRight = 0;
    int m_roundAsked = 0;
    QString m_lastReason;
    std::optional<bool> m_lastRight;
};

} // namespace mazelab::ui
