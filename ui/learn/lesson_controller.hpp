#pragma once
// File > Lessons (docs/user-guide.md, "Lessons"): a lesson file (core/learn/lesson.hpp) opened
// in the window. Its scenario becomes the maze and the choices; each stage plays the run to its
// step, animated at the scenario's pace, and stops there exactly (the controller is the
// animator's step gate while the lesson is open); a stage with a question asks it there
// (QuestionController::askNow). Right or Page Down goes to the next stage, Left or Page Up
// back (at once, by the timeline). Closing the narration's dock or finishing ends the lesson.

#include "ui/animation/step_gate.hpp"

#include <QObject>
#include <QString>

#include <cstdint>
#include <memory>

class QMainWindow;

namespace mazelab::learn {
struct Lesson;
class SessionLog;
} // namespace mazelab::learn

namespace mazelab::ui {

class DocumentController;
class NarrationPanel;
class QuestionController;
class RunController;

class LessonController : public QObject, public StepGate {
    Q_OBJECT

public:
    LessonController(QMainWindow& window, RunController& run, DocumentController& document,
                     NarrationPanel& panel, QuestionController& questions, learn::SessionLog& log,
                     QObject* parent = nullptr);
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

    QMainWindow& m_window;
    RunController& m_run;
    DocumentController& m_document;
    NarrationPanel& m_panel;
    QuestionController& m_questions;
    learn::SessionLog& m_log;
    std::unique_ptr<learn::Lesson> m_lesson;
    int m_stage = -1;
    int m_runStage = -1;        // the stage that started the run on screen
    std::int64_t m_target = -1; // the step the gate stops after; -1: none
};

} // namespace mazelab::ui
