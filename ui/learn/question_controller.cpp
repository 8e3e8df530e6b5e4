#include "ui/learn/question_controller.hpp"

#include "core/learn/questions.hpp"
#include "core/learn/session_log.hpp"
#include "core/registry.hpp"
#include "ui/animation/animator.hpp"
#include "ui/controllers/run_controller.hpp"
#include "ui/learn/question_panel.hpp"
#include "ui/view/maze_scene.hpp"
#include "ui/view/maze_view.hpp"

#include <QDateTime>

#include <algorithm>
#include <vector>

namespace mazelab::ui {

namespace {

// Where the random stops fall: the first after 8 to 20 steps, then 12 to 40 steps apart, so
// that a question comes often enough to keep a class busy and seldom enough to let it watch.
constexpr std::int64_t kFirstAfter = 8;
constexpr std::int64_t kFirstSpread = 13;
constexpr std::int64_t kThenAfter = 12;
constexpr std::int64_t kThenSpread = 29;

} // namespace

QuestionController::QuestionController(RunController& run, QuestionPanel& panel,
                                       learn::SessionLog& log, QObject* parent)
    : QObject(parent), m_run(run), m_panel(panel), m_log(log) {
    connect(run.animator(), &Animator::gateStopped, this, &QuestionController::onGateStopped);
    connect(&panel, &QuestionPanel::answered, this, &QuestionController::onAnswered);
    connect(&panel, &QuestionPanel::revealed, this, &QuestionController::onRevealed);
    connect(&panel, &QuestionPanel::continued, this, &QuestionController::onContinued);
    run.view()->addLayer(&m_marks);
}

QuestionController::~QuestionController() {
    if (m_active)
        m_run.animator()->setStepGate(nullptr);
    m_run.view()->removeLayer(&m_marks);
}

void QuestionController::setActive(bool active) {
    if (active == m_active)
        return;
    m_active = active;
    Animator& animator = *m_run.animator();
    if (active) {
        animator.setStepGate(this);
        m_askAt = animator.stepsDone() + kFirstAfter + std::int64_t(m_random.below(kFirstSpread));
    } else {
        if (animator.stepGate() == this)
            animator.setStepGate(nullptr);
        close();
    }
    m_run.updateActions();
}

void QuestionController::solveStarted(std::shared_ptr<const Maze>, const SolverInfo&,
                                      const ParamValues&, Diagonal) {
    close();
    m_askAt = kFirstAfter + std::int64_t(m_random.below(kFirstSpread));
}

StepGate::Verdict QuestionController::offer(const SolveStep& step) {
    if (step.isLast() || step.counters.steps < m_askAt)
        return Verdict::Pass;
    m_askAt = step.counters.steps + kThenAfter + std::int64_t(m_random.below(kThenSpread));
    return Verdict::PauseAfter;
}

void QuestionController::solveEnded() {
    close();
}

void QuestionController::onGateStopped() {
    Animator& animator = *m_run.animator();
    if (animator.stepGate() != this || animator.holdingStep())
        return;
    if (askNow())
        m_resumeAfter = true;
    else
        animator.play(); // nothing to ask here: on to the next stop
}

bool QuestionController::askNow(std::optional<learn::QuestionKind> kind) {
    const Animator& animator = *m_run.animator();
    const SolverInfo* solver = animator.runningSolver();
    if (!solver || animator.job() != Animator::Job::Solve)
        return false;
    std::vector<learn::QuestionKind> kinds;
    if (kind) {
        kinds.push_back(*kind);
    } else {
        for (learn::QuestionKind k : learn::kQuestionKinds)
            if (learn::applies(k, *solver))
                kinds.push_back(k);
        // A fair shuffle (Fisher-Yates) with mazelab's own numbers.
        for (std::size_t i = kinds.size(); i > 1; --i)
            std::swap(kinds[i - 1], kinds[std::size_t(m_random.below(i))]);
    }
    const Maze& maze = m_run.scene()->maze();
    const ParamValues params = animator.runningParams();
    for (learn::QuestionKind k : kinds) {
        std::optional<learn::Question> question;
        try {
            question = learn::makeQuestion(k, {maze, *solver, params, animator.stepsDone(),
                                               m_random.next(), animator.runningDiagonal()});
        } catch (const Error&) {
            return false; // parameters the solver refuses: it would not have run
        }
        if (!question)
            continue;
        m_panel.setQuestion(*question);
        std::vector<LearnMarks::Mark> marks;
        const bool lettered = question->marked.size() == question->options.size();
        for (std::size_t i = 0; i < question->marked.size(); ++i)
            marks.push_back({maze.cellAt(question->marked[i]), LearnMarks::Kind::Badge,
                             lettered ? QString(QChar(u'A' + int(i))) : QStringLiteral("?")});
        m_marks.setMarks(std::move(marks));
        m_run.view()->update();
        m_asking = true;
        ++m_questions;
        m_resumeAfter = false;
        emit questionShown();
        m_panel.setFocus();
        return true;
    }
    return false;
}

void QuestionController::onAnswered(int option, bool right) {
    const learn::Question& q = m_panel.question();
    const SolverInfo* solver = m_run.animator()->runningSolver();
    const auto& provenance = m_run.scene()->provenance();
    m_log.add({QDateTime::currentDateTime().toString(Qt::ISODate).toStdString(),
               learn::Activity::Question, q.prompt, solver ? std::string(solver->id) : "",
               provenance ? provenance->seed : 0,
               std::string(1, char('A' + option)) + ": " + q.options[std::size_t(option)], right});
}

void QuestionController::onRevealed() {
    // Revealed to the class, answered by nobody at the keyboard: not logged.
}

void QuestionController::onContinued() {
    const bool resume = m_resumeAfter;
    close();
    if (resume)
        m_run.animator()->play();
}

void QuestionController::close() {
    const bool was = m_asking;
    m_asking = false;
    m_resumeAfter = false;
    m_marks.clear();
    m_run.view()->update();
    if (was)
        emit questionClosed();
}

} // namespace mazelab::ui
