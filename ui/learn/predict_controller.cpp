#include "ui/learn/predict_controller.hpp"

#include "core/learn/prediction.hpp"
#include "core/learn/session_log.hpp"
#include "core/registry.hpp"
#include "ui/animation/animator.hpp"
#include "ui/controllers/run_controller.hpp"
#include "ui/view/maze_scene.hpp"
#include "ui/view/maze_view.hpp"
#include "ui/widgets/qt_text.hpp"

#include <QDateTime>

#include <utility>

namespace mazelab::ui {

namespace {

// The flash of the right cell: this many switches, this far apart.
constexpr int kFlashSwitches = 7;
constexpr int kFlashIntervalMs = 220;

} // namespace

PredictController::PredictController(RunController& run, learn::SessionLog& log, QObject* parent)
    : QObject(parent), m_run(run), m_log(log) {
    m_flash.setInterval(kFlashIntervalMs);
    connect(&m_flash, &QTimer::timeout, this, &PredictController::flashAnswer);
    connect(run.view(), &MazeView::cellPicked, this, &PredictController::guess);
}

PredictController::~PredictController() {
    if (m_active) {
        m_run.animator()->setStepGate(nullptr);
        m_run.view()->removeLayer(&m_marks);
    }
}

void PredictController::setActive(bool active) {
    if (active == m_active)
        return;
    m_active = active;
    Animator& animator = *m_run.animator();
    if (active) {
        m_run.view()->addLayer(&m_marks);
        animator.setStepGate(this);
        m_run.solve(); // a round on the maze shown (a generation under way is completed first)
    } else {
        if (animator.stepGate() == this) // a lesson may have taken over the gate already
            animator.setStepGate(nullptr);
        solveEnded();
        m_run.view()->removeLayer(&m_marks);
        m_run.view()->update();
        if (animator.holdingStep())
            animator.play();
    }
    m_run.updateActions();
    emit changed();
}

void PredictController::setEvery(int every) {
    m_every = std::clamp(every, 1, 20);
}

QString PredictController::prompt() const {
    if (!m_active)
        return {};
    if (m_waiting)
        return tr("Step %1: click %2.").arg(m_heldStep).arg(m_target);
    if (m_reviewing)
        return tr("The ringed cell was next. Read why, then click the maze or press Space.");
    if (m_roundOver)
        return tr("Round over: %1 of %2 right. Next maze (Shift+N) starts a new round.")
            .arg(m_roundRight)
            .arg(m_roundAsked);
    if (!m_predictor)
        return tr("Press Solve (S) to start a round on this maze, or Next maze (Shift+N).");
    return tr("Watch: the run stops at the next step to predict.");
}

void PredictController::solveStarted(std::shared_ptr<const Maze> maze, const SolverInfo& solver,
                                     const ParamValues& params, Diagonal rule) {
    m_maze = std::move(maze);
    m_predictor = std::make_unique<learn::Predictor>(*m_maze, solver, params, m_every, rule);
    const auto& provenance = m_run.scene()->provenance();
    m_seed = provenance ? provenance->seed : 0;
    m_solverId = fromStd(solver.id);
    m_solverName = fromStd(solver.name);
    const std::string_view target = learn::predictionTarget(solver.family);
    m_target = fromStd(target);
    m_roundRight = m_roundAsked = 0;
    m_roundOver = false;
    m_lastReason.clear();
    m_lastRight.reset();
    m_marks.clear();
    setWaiting(false);
}

StepGate::Verdict PredictController::offer(const SolveStep& step) {
    if (!m_predictor)
        return Verdict::Pass;
    if (m_waiting)
        setWaiting(false); // the held step was played without a guess: skipped
    if (std::exchange(m_reviewing, false))
        setWaiting(false); // the student went on after reading a wrong guess's reason
    const bool asked = m_predictor->offer(step);
    if (step.isLast()) {
        m_roundOver = true;
        emit changed();
    }
    if (!asked)
        return Verdict::Pass;
    m_heldStep = step.counters.steps;
    m_flash.stop();
    m_marks.setAnswerLit(true);
    m_run.view()->update();
    setWaiting(true);
    return Verdict::Hold;
}

const SearchView* PredictController::heldView() const {
    return m_predictor ? m_predictor->viewBefore() : nullptr;
}

void PredictController::solveEnded() {
    m_predictor.reset();
    m_maze.reset();
    m_flash.stop();
    m_reviewing = false;
    m_marks.clear();
    m_run.view()->update();
    setWaiting(false);
}

void PredictController::setWaiting(bool waiting) {
    m_waiting = waiting;
    m_run.view()->setCellPicking(waiting || m_reviewing);
    emit changed();
}

void PredictController::guess(Cell cell) {
    if (m_reviewing) { // any click goes on after a wrong guess's reason
        m_run.animator()->play();
        return;
    }
    if (!m_waiting || !m_predictor || !m_maze || !m_maze->contains(cell))
        return;
    const learn::Verdict verdict = m_predictor->check(m_maze->index(cell));
    ++m_roundAsked;
    m_roundRight += verdict.right;
    m_lastRight = verdict.right;
    m_lastReason = QString::fromStdString(verdict.reason);
    m_log.add({QDateTime::currentDateTime().toString(Qt::ISODate).toStdString(),
               learn::Activity::Predict, "step " + std::to_string(verdict.step),
               m_solverId.toStdString(), m_seed, learn::cellText(*m_maze, verdict.guess),
               verdict.right});
    std::vector<LearnMarks::Mark> marks{
        {cell, verdict.right ? LearnMarks::Kind::Right : LearnMarks::Kind::Wrong, {}}};
    if (!verdict.right)
        marks.push_back({m_maze->cellAt(verdict.answer), LearnMarks::Kind::Answer, {}});
    m_marks.setMarks(std::move(marks));
    m_marks.setAnswerLit(true);
    m_flashesLeft = verdict.right ? 0 : kFlashSwitches;
    if (m_flashesLeft > 0)
        m_flash.start();
    m_run.view()->update();
    // Right: on at once to the next question (the tick stays until the next guess). Wrong: the
    // run waits while the student reads why and the right cell flashes.
    m_reviewing = !verdict.right;
    setWaiting(false);
    emit guessed(verdict.right);
    if (verdict.right)
        m_run.animator()->play(); // draws the held step and goes on to the next question
}

void PredictController::flashAnswer() {
    m_marks.setAnswerLit(!m_marks.answerLit());
    if (--m_flashesLeft <= 0) {
        m_flash.stop();
        m_marks.setAnswerLit(true); // it stays, lit, until the next question
    }
    m_run.view()->update();
}

bool PredictController::nextMaze() {
    if (!m_run.generate())
        return false;
    if (m_active)
        m_run.solve(); // the round starts once the maze is complete
    else
        setActive(true); // starts the round the same way
    return true;
}

} // namespace mazelab::ui
