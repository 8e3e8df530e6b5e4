#pragma once
// Learning by doing (docs/user-guide.md, "Learning by doing"): the Learn menu, File > Lessons
// and File > Export progress, the session log, and the learning panels as docks the window
// shows when their activity starts:
// - Predict (P): PredictController and PredictPanel;
// - Ask questions (Q) at random points, Ask a question now (Shift+Q) at the point shown, and the
//   questions of lessons: QuestionController and QuestionPanel;
// - Challenges: ChallengePanel, checked here against the maze on screen;
// - Lessons: LessonController and NarrationPanel.
// Predict, Ask questions and a lesson each drive the animation (each is the animator's step
// gate): starting one ends the others.
//
// While a question is open, keys 1 to 4 and A to D answer it and Enter continues; while a lesson
// is open, Right and Page Down go to its next stage, Left and Page Up back. A lesson ends when it
// is finished or ended (Learn > End lesson), when another lesson, Predict or Ask questions
// starts, or when Generate makes a new maze. Those keys are taken
// before the window's own shortcuts (solver choice, step, edit tools), except in a text field.
// In presentation mode the panels use the stage's large type.

#include <QObject>
#include <QString>

#include <memory>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace mazelab::learn {
class SessionLog;
}

namespace mazelab::ui {

class ChallengePanel;
class AgentController;
class DocumentController;
class LessonController;
class NarrationPanel;
class PredictController;
class PredictPanel;
class PresentingController;
class QuestionController;
class QuestionPanel;
class RunController;

class LearnController : public QObject {
    Q_OBJECT

public:
    struct Places {
        QMenu* fileMenu = nullptr; // gets Lessons and Export progress… before `beforeAction`
        QAction* beforeAction = nullptr;
        QAction* beforeMenu = nullptr; // the Learn menu goes before this menu (View)
    };
    LearnController(QMainWindow& window, RunController& run, DocumentController& document,
                    PresentingController& presenting, AgentController& agent, const Places& places);
    ~LearnController() override;

    [[nodiscard]] learn::SessionLog& log() { return *m_log; }
    [[nodiscard]] PredictController* predict() const { return m_predict; }
    [[nodiscard]] PredictPanel* predictPanel() const { return m_predictPanel; }
    [[nodiscard]] QuestionController* questions() const { return m_questions; }
    [[nodiscard]] QuestionPanel* questionPanel() const { return m_questionPanel; }
    [[nodiscard]] ChallengePanel* challengePanel() const { return m_challengePanel; }
    [[nodiscard]] LessonController* lessons() const { return m_lessons; }
    [[nodiscard]] NarrationPanel* narrationPanel() const { return m_narrationPanel; }
    [[nodiscard]] QDockWidget* predictDock() const { return m_predictDock; }
    [[nodiscard]] QDockWidget* questionDock() const { return m_questionDock; }
    [[nodiscard]] QDockWidget* challengeDock() const { return m_challengeDock; }
    [[nodiscard]] QDockWidget* narrationDock() const { return m_narrationDock; }
    [[nodiscard]] QAction* predictAction() const { return m_predictAction; }
    [[nodiscard]] QAction* nextMazeAction() const { return m_nextMaze; }
    [[nodiscard]] QAction* askAction() const { return m_askAction; }
    [[nodiscard]] QAction* askNowAction() const { return m_askNow; }
    [[nodiscard]] QAction* challengesAction() const { return m_challengesAction; }
    [[nodiscard]] QAction* endLessonAction() const { return m_endLesson; }
    [[nodiscard]] QMenu* lessonsMenu() const { return m_lessonsMenu; }
    [[nodiscard]] QAction* exportProgressAction() const { return m_exportProgress; }

    // Writes the session log as CSV to `path`, all or nothing (core/safe_file.hpp): an error
    // message naming the file, or "" when written.
    [[nodiscard]] QString exportProgressTo(const QString& path) const;
    // Loads challenge `id`'s starting maze (after the unsaved-changes question); false if not.
    bool startChallenge(const QString& id);
    // Checks the maze on screen against challenge `id`, shows and logs the result.
    void checkChallenge(const QString& id);

public slots:
    // File > Export progress…: a file name, then the CSV.
    void exportProgress();
    // File > Lessons > Open lesson file…
    void openLessonFile();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // A dock for `panel`, hidden, as a tab of the window's dock named `besideDock`.
    QDockWidget* addDock(const QString& title, const QString& objectName, QWidget* panel,
                         const char* besideDock = "statisticsDock");
    void buildLearnMenu(QAction* beforeMenu);
    void buildFileEntries(QMenu* fileMenu, QAction* beforeAction);
    // Predict, Ask questions and a lesson exclude one another: `keep` stays on.
    enum class Mode { Predict, Ask, Lesson };
    void endOthers(Mode keep);
    void setLarge(bool large);
    [[nodiscard]] bool takesKey(int key) const;

    QMainWindow& m_window;
    RunController& m_run;
    DocumentController& m_document;
    std::unique_ptr<learn::SessionLog> m_log;
    PredictController* m_predict = nullptr;
    PredictPanel* m_predictPanel = nullptr;
    QuestionController* m_questions = nullptr;
    QuestionPanel* m_questionPanel = nullptr;
    ChallengePanel* m_challengePanel = nullptr;
    LessonController* m_lessons = nullptr;
    NarrationPanel* m_narrationPanel = nullptr;
    QDockWidget* m_predictDock = nullptr;
    QDockWidget* m_questionDock = nullptr;
    QDockWidget* m_challengeDock = nullptr;
    QDockWidget* m_narrationDock = nullptr;
    QAction* m_predictAction = nullptr;
    QAction* m_nextMaze = nullptr;
    QAction* m_askAction = nullptr;
    QAction* m_askNow = nullptr;
    QAction* m_challengesAction = nullptr;
    QAction* m_endLesson = nullptr;
    QMenu* m_lessonsMenu = nullptr;
    QAction* m_exportProgress = nullptr;
};

} // namespace mazelab::ui
