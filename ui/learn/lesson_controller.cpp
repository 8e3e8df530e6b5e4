#include "ui/learn/lesson_controller.hpp"

#include "core/learn/lesson.hpp"
#include "core/learn/session_log.hpp"
#include "core/registry.hpp"
#include "ui/agent/agent_controller.hpp"
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
#include <QDockWidget>
#include <QMainWindow>

#include <limits>

namespace mazelab::ui {

namespace {

// Makes the edit on the scene's maze; throws Error (the core's reason) and changes nothing if
// the maze refuses it.
void editScene(MazeScene& scene, const learn::LessonEdit& edit) {
    Maze check = scene.maze();
    learn::applyLessonEdit(check, edit);
    const CellIndex cell = check.index(edit.cell);
    using Kind = learn::LessonEdit::Kind;
    switch (edit.kind) {
    case Kind::Wall:
    case Kind::Passage:
        scene.setSlot(cell, Slot(edit.side), edit.kind == Kind::Passage);
        return;
    case Kind::Cost:
        scene.setCost(cell, edit.cost);
        return;
    case Kind::Mask:
        scene.setActive(cell, false);
        return;
    case Kind::Start:
    case Kind::Goal:
        scene.setEndpoints(check.start(), check.goal());
        return;
    }
}

} // namespace

LessonController::LessonController(QMainWindow& window, RunController& run,
                                   DocumentController& document, AgentController& agent,
                                   NarrationPanel& panel, QuestionController& questions,
                                   learn::SessionLog& log, QObject* parent)
    : QObject(parent), m_window(window), m_run(run), m_document(document), m_agent(agent),
      m_panel(panel), m_questions(questions), m_log(log) {
    connect(&panel, &NarrationPanel::stageRequested, this, &LessonController::goToStage);
    connect(&panel, &NarrationPanel::finished, this, &LessonController::finish);
    connect(run.animator(), &Animator::gateStopped, this, &LessonController::onStopped);
    // The dock's Step and Stop move the lesson's walk too: its figures follow.
    connect(&agent, &AgentController::progressed, this, [this] {
        if (m_lesson && m_walking)
            showWalkFigures();
    });
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
    m_runStage = m_phaseStage = -1;
    emit started();
    goToStage(0);
    return true;
}

void LessonController::close() {
    if (!m_lesson)
        return;
    m_lesson.reset();
    m_stage = m_runStage = m_phaseStage = -1;
    m_target = -1;
    m_walking = false;
    m_panel.setFigures({});
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
    const auto& stages = m_lesson->stages;
    const learn::LessonStage& stage = stages[std::size_t(index)];
    const bool walk = run.agentRadius.has_value();
    const bool sameRun = run.firstStage == m_runStage &&
                         (walk ? m_agent.hasWalk() : animator.job() == Animator::Job::Solve);
    const bool forward = index > m_stage;
    // Within the compute shown (the first, or a repair): forward, or back by the timeline.
    const bool within =
        sameRun && !walk && run.phaseStage == m_phaseStage && (forward || animator.canSeek());
    // The stage after the one shown brings edits: they are made on the run shown.
    const bool nextEdits = sameRun && !walk && index == m_stage + 1 && run.phaseStage == index;
    const bool replay = !walk && !within && !nextEdits;
    // Another run's maze (a stage's own, or an earlier run's when going back), the scenario's
    // again at the first stage, or the run's maze without the edits made on it; otherwise the
    // maze shown stays, edited by the user or not.
    if ((replay || (walk && !sameRun)) &&
        (run.firstStage != m_runStage || index == 0 || m_phaseStage != m_runStage)) {
        Scenario shown;
        shown.maze = std::move(run.maze);
        if (!m_document.openUnsaved(shown, false))
            return; // the user keeps an edited maze: the stage stays as it was
    }
    m_questions.dismiss(); // the last stage's question, answered or not
    m_stage = index;
    m_panel.showStage(index);
    m_panel.setFigures({});
    m_target = -1;
    m_walking = walk;
    if (walk) {
        playWalk(run, index, forward);
        m_run.updateActions();
        return;
    }
    if (replay) {
        // The run from its start, each earlier edit made at its place, at once.
        startRun(run);
        for (int e = run.firstStage + 1; e <= run.phaseStage; ++e)
            if (!stages[std::size_t(e)].edits.empty()) {
                reach(stages[std::size_t(e) - 1].step);
                applyEdits(stages[std::size_t(e)]);
                m_phaseStage = e;
            }
    } else if (nextEdits) {
        reach(stages[std::size_t(index) - 1].step); // it may still be on its way there
        applyEdits(stage);
        m_phaseStage = index;
    }
    if (forward && (stage.step == learn::LessonStage::kEnd || stage.step > animator.stepsDone())) {
        if (stage.step != learn::LessonStage::kEnd)
            m_target = stage.step;
        animator.play();
    } else {
        reach(stage.step); // back, or already there: at once
        askStageQuestion();
    }
    m_run.updateActions();
}

void LessonController::startRun(const learn::LessonRun& run) {
    prepareRun(run);
    Animator& animator = *m_run.animator();
    animator.startSolve(*run.solver, run.params, run.rule);
    animator.pause();
    m_runStage = m_phaseStage = run.firstStage;
}

void LessonController::prepareRun(const learn::LessonRun& run) {
    m_run.animator()->reset();
    m_run.onMazeChanged();
    (void)m_run.controls()->setMovement(run.rule); // the lesson's solvers all take it
    const auto& all = solvers();
    for (std::size_t i = 0; i < all.size(); ++i)
        if (all[i] == run.solver)
            m_run.controls()->selectSolverIndex(int(i));
}

void LessonController::reach(std::int64_t step) {
    Animator& animator = *m_run.animator();
    m_target = -1;
    if (animator.canSeek()) {
        if (step == learn::LessonStage::kEnd)
            animator.seekLast();
        else
            animator.seek(step);
        return;
    }
    // A repair: no timeline, its steps one by one.
    animator.pause();
    while (animator.state() != Animator::State::Finished &&
           (step == learn::LessonStage::kEnd || animator.stepsDone() < step)) {
        const std::int64_t before = animator.stepsDone();
        animator.step();
        if (animator.stepsDone() == before)
            break; // nothing left to take
    }
}

void LessonController::applyEdits(const learn::LessonStage& stage) {
    Animator& animator = *m_run.animator();
    MazeScene& scene = *m_run.scene();
    animator.pause();
    try {
        for (const learn::LessonEdit& edit : stage.edits)
            editScene(scene, edit);
    } catch (const Error& e) { // checked when the lesson was read: a maze the user edited
        showErrorBox(m_window, tr("Cannot play the lesson"), QString::fromStdString(e.what()));
        return;
    }
    m_run.onMazeChanged();
    // The animator repairs an incremental search only without a step gate (followsEdits): the
    // lesson steps aside for the edit and takes the repair's steps again.
    animator.setStepGate(nullptr);
    animator.rerun();
    animator.settleRerun();
    animator.setStepGate(this);
    animator.pause();
}

void LessonController::playWalk(const learn::LessonRun& run, int index, bool forward) {
    const std::int64_t step = m_lesson->stages[std::size_t(index)].step;
    const bool end = step == learn::LessonStage::kEnd;
    // Back (or to a stage of another walk): the walk again from its start, at once.
    const bool again =
        run.firstStage != m_runStage || !m_agent.hasWalk() || (!end && step < m_agent.stepsTaken());
    if (again) {
        prepareRun(run);
        m_runStage = m_phaseStage = run.firstStage;
        const bool docked = m_agent.dock()->isVisible();
        if (!m_agent.startWalk(*run.solver, run.params, run.rule, *run.agentRadius))
            return;
        // The narration shows the walk's figures; the Agent dock, which would squeeze it in the
        // same column, stays as the user had it.
        if (!docked)
            m_agent.dock()->hide();
    }
    const std::int64_t to = end ? std::numeric_limits<std::int64_t>::max() : step;
    if (!forward)
        m_agent.walkTo(to);
    else
        m_agent.playTo(to); // forward: at the lesson's pace, as a solve's stages play
    showWalkFigures();
}

void LessonController::showWalkFigures() {
    if (!m_agent.hasWalk()) {
        m_panel.setFigures({});
        return;
    }
    const AgentFigures& f = m_agent.figures();
    QString text = tr("%1: %2 moves, %3 replans, %4 cells expanded")
                       .arg(f.planner)
                       .arg(f.moves)
                       .arg(f.replans)
                       .arg(f.expanded);
    if (f.finished)
        text += f.arrived ? tr(", arrived") : tr(", no path");
    m_panel.setFigures(text);
}

StepGate::Verdict LessonController::offer(const SolveStep& step) {
    // The step about to be drawn is the run's stepsDone() + 1st; a repair's counters go on from
    // the search's, so they cannot tell.
    return m_run.animator()->stepsDone() + 1 == m_target && !step.isLast() ? Verdict::PauseAfter
                                                                           : Verdict::Pass;
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
