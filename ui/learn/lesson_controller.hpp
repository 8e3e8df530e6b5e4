#pragma once
// File > Lessons (docs/user-guide.md, "Lessons"): a lesson file (core/learn/lesson.hpp) opened
// in the window. Its scenario becomes the maze and the choices; each stage plays the run to its
// step, animated at the scenario's pace, and stops there exactly (the controller is the
// animator's step gate while the lesson is open); a stage with a question asks it there
// (QuestionController::askNow). Right or Page Down goes to the next stage, Left or Page Up
// back (at once, by the timeline). Closing the narration's dock or finishing ends the lesson.
//
// A stage with edits makes them on the maze shown once the run is at the step of the stage before
// it, and the animator repairs the incremental search, animated (Animator::rerun). A repair
// cannot be replayed by the timeline, so going back to a stage in or before it plays the run
// again at once: its maze without the edits, each earlier edit at its place, to the stage's step.
// A stage of an agent run plays the solver's walk (AgentController) at once to its step, and the
// narration shows the walk's figures.

#include "ui/animation/step_gate.hpp"

#include <QObject>
#include <QString>

#include <cstdint>
#include <memory>

class QMainWindow;

namespace mazelab::learn {
struct Lesson;
struct LessonStage;
struct LessonRun;
class SessionLog;
} // namespace mazelab::learn

namespace mazelab::ui {

class AgentController;
class DocumentController;
class NarrationPanel;
class QuestionController;
class RunController;

class LessonController : public QObject, public StepGate {
    Q_OBJECT

public:
    LessonController(QMainWindow& window, RunController& run, DocumentController& document,
                     AgentController& agent, NarrationPanel& panel, QuestionController& questions,
                     learn::SessionLog& log, QObject* parent = nullptr);
    ~LessonController() override;

    // Opens the lesson file at `path` (a resource or a file) at its first stage, after the
    // unsaved-changes question. A broken file is refused and changes nothing: its reason
    // (which file, which line, what is wrong) goes to `error` if given, else to an error box.
    // False then, or if the user kept unsaved changes (the lesson open before stays open).
    bool open(const QString& path, QString* error = nullptr);
    [[nodiscard]] bool active() const { return m_lesson != nullptr; }
    [[nodiscard]] const learn::Lesson* lesson() const { return m_lesson.get(); }
    [[nodiscard]] int stage() const { return m_stage; }

public slots:
    // Plays the lesson to stage `index` (the narration's Next and Back). A stage of another run
    // than the one shown (a stage's own maze or solver, or an earlier run when going back), and
    // the first stage, replace the maze shown with their run's as opening a file does: the
    // lesson's own mazes are never unsaved, but an edit the user made asks first, and Cancel
    // stays at the stage shown. Within a run the maze shown stays, edited or not.
    void goToStage(int index);
    // Ends the lesson (the maze and the run stay as they are).
    void close();

signals:
    void started();
    void ended();

private:
    // StepGate: stops exactly at the stage's step.
    void solveStarted(std::shared_ptr<const Maze>, const SolverInfo&, const ParamValues&,
                      Diagonal) override {}
    Verdict offer(const SolveStep& step) override;
    [[nodiscard]] const SearchView* heldView() const override { return nullptr; }
    void solveEnded() override {}
    [[nodiscard]] bool allowsSeek() const override { return true; }

    void onStopped();
    void askStageQuestion();
    void finish();
    // A new run of `run`'s solver on the maze shown, paused before its first step.
    void startRun(const learn::LessonRun& run);
    // The run shown brought at once to `step` of its current compute (LessonStage::kEnd: its
    // end): by the timeline while it can seek, else step by step.
    void reach(std::int64_t step);
    // The stage's edits made on the maze shown, and the repair started (paused).
    void applyEdits(const learn::LessonStage& stage);
    // An agent run's stage: the walk (a new one unless it is this run's and not past `step`)
    // brought to the stage's step: forward at the lesson's pace, back at once.
    void playWalk(const learn::LessonRun& run, int index, bool forward);
    void showWalkFigures();
    // A new run's start: the animator reset, and the run's movement and solver in the panel.
    void prepareRun(const learn::LessonRun& run);

    QMainWindow& m_window;
    RunController& m_run;
    DocumentController& m_document;
    AgentController& m_agent;
    NarrationPanel& m_panel;
    QuestionController& m_questions;
    learn::SessionLog& m_log;
    std::unique_ptr<learn::Lesson> m_lesson;
    int m_stage = -1;
    int m_runStage = -1;        // the stage that started the run on screen
    int m_phaseStage = -1;      // the stage whose edits the run on screen repairs, or m_runStage
    std::int64_t m_target = -1; // the step the gate stops after; -1: none
    bool m_walking = false;     // the stage shown is an agent run's
};

} // namespace mazelab::ui
