#include "ui/learn/lesson_controller.hpp"

#include "core/learn/lesson.hpp"
#include "core/learn/session_log.hpp"
#include "core/registry.hpp"
#include "ui/animation/animator.hpp"
#include "ui/controllers/document_controller.hpp"
#include "ui/controllers/run_controller.hpp"
#include "ui/learn/lesson_resources.hpp"
#include "ui/learn/narration_panel.hpp"
#include "ui/learn/question_controller.hpp"
#include "ui/panels/control_panel.hpp"
#include "ui/view/maze_scene.hpp"
#include "ui/widgets/error_box.hpp"

#include <QDateTime>
#include <QMainWindow>

namespace mazelab::ui {

LessonController::LessonController(QMainWindow& window, RunController& run,
                                   DocumentController& document, NarrationPanel& panel,
                                   QuestionController& questions, learn::SessionLog& log,
                                   QObject* parent)
    : QObject(parent), m_window(window), m_run(run), m_document(document), m_panel(panel),
      m_questions(questions), m_log(log) {
    connect(&panel, &NarrationPanel::stageRequested, this, &LessonController::goToStage);
    connect(&panel, &NarrationPanel::finished, this, &LessonController::finish);
    connect(run.animator(), &Animator::gateStopped, this, &LessonController::onStopped);
}

LessonController::~LessonController() {
    if (m_run.animator()->stepGate() == this)
        m_run.animator()->setStepGate(nullptr);
}

bool LessonController::open(const QString& path, QString* error) {
    QString reason;
    std::optional<learn::Lesson> lesson = loadLesson(path, &reason);
    if (!lesson) {
        if (error)
            *error = reason;
        else
            showErrorBox(m_window, tr("Cannot open the lesson"), reason);
        return false;
    }
    // Asked once, here: the lesson's own mazes (its stages') are not the user's work.
    if (!m_document.openUnsaved(lesson->scenario, true))
        return false;
    close();
    m_lesson = std::make_unique<learn::Lesson>(std::move(*lesson));
    m_run.animator()->setStepGate(this);
    m_panel.setLesson(*m_lesson);
    m_stage = -1;
    m_runStage = -1;
    emit started();
    goToStage(0);
    return true;
}

void LessonController::close() {
    if (!m_lesson)
        return;
    m_lesson.reset();
    m_stage = m_runStage = -1;
    m_target = -1;
    if (m_run.animator()->stepGate() == this)
        m_run.animator()->setStepGate(nullptr);
    emit ended();
}

void LessonController::goToStage(int index) {
    if (!m_lesson || index < 0 || index >= int(m_lesson->stages.size()))
        return;
    Animator& animator = *m_run.animator();
    learn::LessonRun run;
    try {
        run = learn::lessonRun(*m_lesson, index);
    } catch (const Error& e) {
        showErrorBox(m_window, tr("Cannot play the lesson"), QString::fromStdString(e.what()));
        return;
    }
    const learn::LessonStage& stage = m_lesson->stages[std::size_t(index)];
    const bool newRun = run.firstStage != m_runStage || animator.job() != Animator::Job::Solve;
    // Another run's maze (a stage's own, or an earlier run's when going back), or the scenario's
    // again at the first stage; within a run the maze shown stays, edited or not.
    if (newRun && (run.firstStage != m_runStage || index == 0)) {
        Scenario shown;
        shown.maze = std::move(run.maze);
        if (!m_document.openUnsaved(shown, false))
            return; // the user keeps an edited maze: the stage stays as it was
    }
    m_questions.dismiss(); // the last stage's question, answered or not
    m_stage = index;
    m_panel.showStage(index);
    m_target = -1;
    if (newRun) {
        animator.reset();
        m_run.onMazeChanged();
        (void)m_run.controls()->setMovement(run.rule); // the lesson's solvers all take it
        const auto& all = solvers();
        for (std::size_t i = 0; i < all.size(); ++i)
            if (all[i] == run.solver)
                m_run.controls()->selectSolverIndex(int(i));
        animator.startSolve(*run.solver, run.params, run.rule);
        animator.pause();
        m_runStage = run.firstStage;
    }
    if (stage.step == learn::LessonStage::kEnd) {
        animator.play();
    } else if (stage.step > animator.stepsDone()) {
        m_target = stage.step;
        animator.play();
    } else {
        animator.seek(stage.step); // back, or already there: at once
        askStageQuestion();
    }
    m_run.updateActions();
}

StepGate::Verdict LessonController::offer(const SolveStep& step) {
    return step.counters.steps == m_target && !step.isLast() ? Verdict::PauseAfter : Verdict::Pass;
}

void LessonController::onStopped() {
    Animator& animator = *m_run.animator();
    if (animator.stepGate() != this || !m_lesson || m_target < 0 ||
        animator.stepsDone() != m_target)
        return;
    m_target = -1;
    askStageQuestion();
}

void LessonController::askStageQuestion() {
    if (!m_lesson || m_stage < 0)
        return;
    const learn::LessonStage& stage = m_lesson->stages[std::size_t(m_stage)];
    if (stage.question)
        m_questions.askNow(*stage.question);
}

void LessonController::finish() {
    if (!m_lesson)
        return;
    m_log.add({QDateTime::currentDateTime().toString(Qt::ISODate).toStdString(),
               learn::Activity::Lesson, m_lesson->title, m_lesson->scenario.solver,
               m_lesson->scenario.maze.provenance ? m_lesson->scenario.maze.provenance->seed : 0,
               "finished", true});
    close();
}

} // namespace mazelab::ui
