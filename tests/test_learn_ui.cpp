// Learning by doing through the real window (ui/learn/learn_controller.hpp): Learn > Ask
// questions stops a solve and asks; keys 1 to 4 answer past the window's own shortcuts, Enter
// goes on; a challenge starts from its maze, fails, and passes on its stored solution; a lesson
// plays each stage to its exact step with Right and back with Left; presentation mode enlarges
// the panels; the session log's CSV holds every activity.
#include <QtTest>

#include "document_support.hpp"
#include "save_support.hpp"
#include "window_support.hpp"

#ifndef Q_MOC_RUN
#include "core/learn/challenges.hpp"
#include "core/learn/lesson.hpp"
#include "core/learn/questions.hpp"
#include "core/learn/session_log.hpp"
#include "core/navigate.hpp"
#endif

#include "mazelab/screenshot.hpp"
#include "ui/agent/agent_controller.hpp"
#include "ui/controllers/document_controller.hpp"
#include "ui/learn/challenge_panel.hpp"
#include "ui/learn/learn_controller.hpp"
#include "ui/learn/lesson_controller.hpp"
#include "ui/learn/lesson_resources.hpp"
#include "ui/learn/narration_panel.hpp"
#include "ui/learn/predict_controller.hpp"
#include "ui/learn/predict_panel.hpp"
#include "ui/learn/question_controller.hpp"
#include "ui/learn/question_panel.hpp"
#include "ui/view/agent_layer.hpp"

#include <QDockWidget>
#include <QFile>
#include <QMenu>
#include <QPushButton>
#include <QTabBar>
#include <QTemporaryDir>

#include <functional>
#include <set>
#include <utility>

using namespace mazelab;
using namespace mazelab::testing::window;

namespace {

// The first shipped lesson with a stage that `has`.
template <typename Has>
QString lessonWith(Has has) {
    for (const QString& path : lessonResources()) {
        const std::optional<learn::Lesson> lesson = loadLesson(path, nullptr);
        if (lesson && std::any_of(lesson->stages.begin(), lesson->stages.end(), has))
            return path;
    }
    qFatal("no shipped lesson has such a stage");
}

} // namespace

class TestLearnUi : public QObject {
    Q_OBJECT

private slots:
    void questionsStopTheRunAndKeysAnswer() {
        auto window = openWindow();
        ControlPanel& controls = *window->run()->controls();
        Animator& animator = *window->run()->animator();
        controls.setSpeedChoice(SpeedChoice::Instant);
        controls.setMazeSize({25, 25});
        command(*window, "regenerateAction")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(animator.state(), State::Finished, kWaitMs);
        const SolverInfo& solver = chooseBreadthFirst(controls);
        LearnController& learn = *window->learning();
        QuestionController& questions = *learn.questions();
        QuestionPanel& panel = *learn.questionPanel();
        learn.askAction()->trigger();
        QVERIFY(questions.active());
        command(*window, "solveAction")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(questions.asking(), kWaitMs);
        QCOMPARE(animator.state(), State::Paused);
        QVERIFY(learn.questionDock()->isVisible());
        const std::int64_t stopped = animator.stepsDone();
        QVERIFY(stopped >= 8 && stopped <= 20); // the first stop: 8 to 20 steps in
        const learn::Question& shown = panel.question();
        QVERIFY(!shown.prompt.empty());
        QVERIFY(shown.answer >= 0 && shown.answer < int(shown.options.size()));

        // Key 1 + answer answers it (1 would otherwise choose the first solver).
        QTest::keyClick(window->run()->view(), Qt::Key(Qt::Key_1 + shown.answer));
        QVERIFY(panel.isSettled());
        QCOMPARE(&controls.solver(), &solver);
        QCOMPARE(learn.log().entries().size(), std::size_t(1));
        QVERIFY(learn.log().entries()[0].right);
        QCOMPARE(learn.log().entries()[0].activity, learn::Activity::Question);
        // Enter goes on, to the next stop or the end.
        QTest::keyClick(window->run()->view(), Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(questions.asking() || animator.state() == State::Finished,
                                 kWaitMs);
        QVERIFY(animator.stepsDone() > stopped);
        // A 25 x 25 maze's BFS runs for hundreds of steps: the next stop comes.
        QVERIFY(questions.asking());
        const int wrong = panel.question().answer == 0 ? 1 : 0;
        QTest::keyClick(window->run()->view(), Qt::Key(Qt::Key_A + wrong));
        QCOMPARE(learn.log().entries().size(), std::size_t(2));
        QVERIFY(!learn.log().entries()[1].right);
        learn.askAction()->trigger();
        QVERIFY(!questions.active());
        QVERIFY(!questions.asking());
        QVERIFY(animator.stepGate() == nullptr);
    }

    // Shift+Q asks about the point the lecturer chose; with no solve there is nothing to ask.
    void aQuestionAtTheChosenPoint() {
        auto window = openWindow();
        ControlPanel& controls = *window->run()->controls();
        Animator& animator = *window->run()->animator();
        LearnController& learn = *window->learning();
        controls.setMazeSize({25, 25});
        controls.setSpeedChoice(SpeedChoice::Instant);
        command(*window, "regenerateAction")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(animator.state(), State::Finished, kWaitMs);
        learn.askNowAction()->trigger();
        QVERIFY(!learn.questions()->asking());
        QVERIFY(window->statusBar()->currentMessage().startsWith(QStringLiteral("No question")));
        chooseBreadthFirst(controls);
        animator.startSolve(controls.solver(), controls.solverParams());
        animator.pause();
        for (int i = 0; i < 30; ++i)
            animator.step();
        learn.askNowAction()->trigger();
        QVERIFY(learn.questions()->asking());
        QCOMPARE(animator.stepsDone(), 30);
        QVERIFY(learn.questionDock()->isVisible());
    }

    void aChallengeFailsThenPassesOnItsSolution() {
        auto window = openWindow();
        LearnController& learn = *window->learning();
        const learn::Challenge& challenge = learn::challenges().front();
        const QString id = QString::fromUtf8(challenge.id.data(), qsizetype(challenge.id.size()));
        learn.challengesAction()->trigger();
        QVERIFY(learn.challengeDock()->isVisible());
        ChallengePanel& panel = *learn.challengePanel();
        QVERIFY(panel.setCurrentId(id));
        QTest::mouseClick(panel.startButton(), Qt::LeftButton);
        QVERIFY(window->run()->scene()->maze() == learn::startingDocument(challenge).maze);
        QTest::mouseClick(panel.checkButton(), Qt::LeftButton);
        QCOMPARE(panel.verdict(), QStringLiteral("Not yet"));
        QCOMPARE(learn.log().entries().size(), std::size_t(1));
        QVERIFY(!learn.log().entries()[0].right);

        QVERIFY(window->document()->openMazeFile(
            QStringLiteral(MAZELAB_TEST_DATA "/challenges/%1.maze").arg(id)));
        QTest::mouseClick(panel.checkButton(), Qt::LeftButton);
        QCOMPARE(panel.verdict(), QStringLiteral("Solved"));
        QVERIFY(panel.isSolved(id));
        QCOMPARE(learn.log().entries().size(), std::size_t(2));
        QVERIFY(learn.log().entries()[1].right);

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("progress.csv"));
        QCOMPARE(learn.exportProgressTo(path), QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList lines =
            QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        const QString title =
            QString::fromUtf8(challenge.title.data(), qsizetype(challenge.title.size()));
        QVERIFY2(lines[1].contains(QStringLiteral(",challenge,")) && lines[1].endsWith(",wrong"),
                 qPrintable(lines[1]));
        QVERIFY2(lines[2].contains(title) && lines[2].endsWith(",right"), qPrintable(lines[2]));
    }

    // The JPS challenge runs its solvers with diagonal moves: Start sets the panel to that
    // movement, so that Solve with Jump Point Search runs as the check does; Solve then finds the
    // path, and a four-direction challenge sets four directions back.
    void theJpsChallengeSetsItsMovement() {
        auto window = openWindow();
        LearnController& learn = *window->learning();
        learn.challengesAction()->trigger();
        ChallengePanel& panel = *learn.challengePanel();
        QVERIFY(panel.setCurrentId(QStringLiteral("jps-tenth")));
        QTest::mouseClick(panel.startButton(), Qt::LeftButton);
        ControlPanel& controls = *window->run()->controls();
        QCOMPARE(controls.movement(), Diagonal::OnlyWhenNoObstacles);
        QVERIFY(controls.selectSolver("jps"));
        Animator& animator = *window->run()->animator();
        animator.startSolve(controls.solver(), controls.solverParams(), controls.movement());
        animator.seekLast();
        QCOMPARE(animator.state(), Animator::State::Finished);
        QCOMPARE(animator.runningDiagonal(), Diagonal::OnlyWhenNoObstacles);
        QVERIFY(animator.figures().found);
        const learn::Challenge& first = learn::challenges().front();
        QVERIFY(panel.setCurrentId(QString::fromUtf8(first.id.data(), qsizetype(first.id.size()))));
        QTest::mouseClick(panel.startButton(), Qt::LeftButton);
        QCOMPARE(controls.movement(), Diagonal::Never);
    }

    void aLessonPlaysEachStageToItsStep() {
        auto window = openWindow();
        window->run()->controls()->setSpeedChoice(SpeedChoice::Instant);
        LearnController& learn = *window->learning();
        // Predict on first: opening the lesson ends it, and the lesson keeps the step gate.
        learn.predictAction()->trigger();
        QVERIFY(learn.predict()->active());
        Animator& animator = *window->run()->animator();
        QVERIFY(!learn.lessonsMenu()->actions().isEmpty());
        QCOMPARE(learn.lessonsMenu()->actions().size() - 2, int(lessonResources().size()));
        learn.lessonsMenu()->actions().front()->trigger();
        LessonController& lessons = *learn.lessons();
        QVERIFY(lessons.active());
        QVERIFY(!learn.predict()->active());
        QVERIFY(window->run()->animator()->stepGate() != nullptr);
        QVERIFY(learn.narrationDock()->isVisible());
        const learn::Lesson lesson = *lessons.lesson();
        QCOMPARE(learn.narrationPanel()->currentStage(), 0);
        // The scenario's speed came with the lesson: play the stages at Instant for the test.
        window->run()->controls()->setSpeedChoice(SpeedChoice::Instant);
        QVERIFY(lesson.stages[0].step != learn::LessonStage::kEnd);
        QTRY_COMPARE_WITH_TIMEOUT(animator.stepsDone(), lesson.stages[0].step, kWaitMs);
        std::int64_t previous = animator.stepsDone();
        for (int i = 1; i < int(lesson.stages.size()); ++i) {
            const learn::LessonStage& stage = lesson.stages[std::size_t(i)];
            if (stage.startsRun() || stage.step == learn::LessonStage::kEnd)
                break; // the first run's stages with a step of their own
            // Right, or the narration's Next button: a question left open closes either way.
            if (i % 2)
                QTest::mouseClick(learn.narrationPanel()->nextButton(), Qt::LeftButton);
            else
                QTest::keyClick(window->run()->view(), Qt::Key_Right);
            QCOMPARE(learn.narrationPanel()->currentStage(), i);
            QTRY_COMPARE_WITH_TIMEOUT(animator.stepsDone(), stage.step, kWaitMs);
            QCOMPARE(animator.state(), State::Paused);
            QCOMPARE(learn.questions()->asking(), stage.question.has_value());
            QVERIFY(animator.stepsDone() >= previous);
            previous = animator.stepsDone();
        }
        const int at = learn.narrationPanel()->currentStage();
        QVERIFY(at >= 1);
        QTest::keyClick(window->run()->view(), Qt::Key_Left);
        QCOMPARE(learn.narrationPanel()->currentStage(), at - 1);
        QCOMPARE(animator.stepsDone(), lesson.stages[std::size_t(at - 1)].step);
        learn.endLessonAction()->trigger();
        QVERIFY(!lessons.active());
        QVERIFY(!learn.narrationDock()->isVisible());
        QVERIFY(animator.stepGate() == nullptr);
    }

    // The repair lesson through the window, stage by stage with Right and back with Left: each
    // stage shows its run's maze with the edits made up to it (none before the edit stage, so
    // going back takes the wall away), its step, teal re-opened cells from the edit on and none
    // before, and at each `end` the path of the core's run on that maze.
    void theRepairLessonPlaysThroughAndBack() {
        auto window = openWindow();
        LearnController& learn = *window->learning();
        const QString path =
            lessonWith([](const learn::LessonStage& s) { return !s.edits.empty(); });
        QVERIFY(learn.lessons()->open(path));
        const learn::Lesson lesson = *learn.lessons()->lesson();
        Animator& animator = *window->run()->animator();
        MazeScene& scene = *window->run()->scene();
        const auto check = [&](int i) {
            const QString what = QStringLiteral("stage %1").arg(i + 1);
            QTRY_VERIFY2_WITH_TIMEOUT(animator.state() != State::Running, qPrintable(what),
                                      kWaitMs);
            learn.questions()->dismiss();
            QCOMPARE(learn.narrationPanel()->currentStage(), i);
            const learn::LessonRun run = learn::lessonRun(lesson, i);
            Maze expected = run.maze.maze;
            bool edited = false;
            for (int e = run.firstStage; e <= i; ++e)
                for (const learn::LessonEdit& edit : lesson.stages[std::size_t(e)].edits) {
                    learn::applyLessonEdit(expected, edit);
                    edited = true;
                }
            QVERIFY2(scene.maze() == expected, qPrintable(what));
            int reopened = 0;
            for (CellIndex c = 0; c < expected.cellCount(); ++c)
                reopened += scene.mark(c) == CellMark::Reopened ? 1 : 0;
            QVERIFY2((reopened > 0) == edited, qPrintable(what));
            const std::int64_t step = lesson.stages[std::size_t(i)].step;
            if (step != learn::LessonStage::kEnd) {
                QCOMPARE(animator.stepsDone(), step);
                QCOMPARE(animator.state(), State::Paused);
                return;
            }
            QCOMPARE(animator.state(), State::Finished);
            const SolveResult core = solveMaze(*run.solver, expected, run.params, run.rule);
            QVERIFY(animator.figures().pathLength.has_value());
            QCOMPARE(*animator.figures().pathLength, core.stats.pathLength);
        };
        window->run()->controls()->setSpeedChoice(SpeedChoice::Instant);
        check(0);
        const int last = int(lesson.stages.size()) - 1;
        for (int i = 1; i <= last; ++i) {
            window->run()->controls()->setSpeedChoice(SpeedChoice::Instant);
            QTest::keyClick(window->run()->view(), Qt::Key_Right);
            check(i);
        }
        for (int i = last - 1; i >= 0; --i) {
            QTest::keyClick(window->run()->view(), Qt::Key_Left);
            check(i);
        }
        // Straight to the edit stage's end (a jump, as --learn lesson:NAME:STAGE does not make):
        // the run is played again with its edits.
        window->run()->controls()->setSpeedChoice(SpeedChoice::Instant);
        learn.lessons()->goToStage(last);
        check(last);
    }

    // The walk lesson through the window: each stage shows the walk of its planner at its step
    // in the agent layer, and its figures under the narration (the Agent dock stays hidden); at
    // each walk's end the figures of the core's walk. Right plays the walk on at the lesson's
    // pace; Left goes back through every stage the same, at once.
    void theWalkLessonPlaysThroughAndBack() {
        auto window = openWindow();
        LearnController& learn = *window->learning();
        const QString path =
            lessonWith([](const learn::LessonStage& s) { return s.agent.has_value(); });
        QVERIFY(learn.lessons()->open(path));
        const learn::Lesson lesson = *learn.lessons()->lesson();
        AgentController& agent = *window->agent();
        const auto check = [&](int i) {
            const QString what = QStringLiteral("stage %1").arg(i + 1);
            QCOMPARE(learn.narrationPanel()->currentStage(), i);
            const learn::LessonRun run = learn::lessonRun(lesson, i);
            QVERIFY2(run.agentRadius.has_value(), qPrintable(what));
            QVERIFY2(agent.hasWalk(), qPrintable(what));
            QVERIFY2(window->run()->scene()->maze() == run.maze.maze, qPrintable(what));
            QVERIFY2(!agent.layer().picture().empty(), qPrintable(what));
            // The narration shows the figures: the dock, hidden before, does not squeeze it.
            QVERIFY2(!agent.dock()->isVisible(), qPrintable(what));
            const AgentFigures& figures = agent.figures();
            QCOMPARE(figures.planner, QString::fromStdString(std::string(run.solver->name)));
            QCOMPARE(figures.sensorRadius, *run.agentRadius);
            const QString shown = learn.narrationPanel()->figures();
            QVERIFY2(shown.contains(QStringLiteral("%1 moves").arg(figures.moves)) &&
                         shown.contains(QStringLiteral("%1 replans").arg(figures.replans)) &&
                         shown.contains(QStringLiteral("%1 cells expanded").arg(figures.expanded)),
                     qPrintable(shown));
            const std::int64_t step = lesson.stages[std::size_t(i)].step;
            if (step != learn::LessonStage::kEnd) {
                QCOMPARE(agent.stepsTaken(), step);
                QCOMPARE(agent.state(), AgentController::State::Paused);
                return;
            }
            const NavigateResult core =
                navigateMaze(run.maze.maze, {run.solver, run.params, run.rule, *run.agentRadius});
            QVERIFY(figures.finished && figures.arrived);
            QCOMPARE(figures.moves, core.counters.moves);
            QCOMPARE(figures.replans, core.counters.replans);
            QCOMPARE(figures.expanded, core.counters.expanded);
            QCOMPARE(std::int64_t(agent.layer().picture().trail.size()) - 1, core.counters.moves);
        };
        check(0);
        const int last = int(lesson.stages.size()) - 1;
        for (int i = 1; i <= last; ++i) {
            const std::int64_t before = agent.hasWalk() ? agent.stepsTaken() : 0;
            QTest::keyClick(window->run()->view(), Qt::Key_Right);
            // Forward within a walk, it plays at the lesson's pace: under way, not there at once.
            const std::int64_t step = lesson.stages[std::size_t(i)].step;
            if (learn::lessonRun(lesson, i).firstStage != i && step > before) {
                QCOMPARE(agent.state(), AgentController::State::Running);
                QVERIFY(agent.stepsTaken() < step);
            }
            window->run()->controls()->setSpeedChoice(SpeedChoice::Instant);
            QTRY_VERIFY_WITH_TIMEOUT(agent.state() != AgentController::State::Running, 20000);
            check(i);
        }
        for (int i = last - 1; i >= 0; --i) {
            QTest::keyClick(window->run()->view(), Qt::Key_Left);
            check(i); // back: at once
        }
    }

    // The spanning-tree lesson through the window: each stage shows the maze of its run, on the
    // cells the stage names (the control panel follows them), and a stage at `end` shows DFS's
    // path with the length of the core's run.
    void theSpanningTreeLessonShowsEachStagesCells() {
        auto window = openWindow();
        LearnController& learn = *window->learning();
        const QString path = QStringLiteral(":/mazelab/lessons/10-spanning-tree.lesson");
        QVERIFY(lessonResources().contains(path));
        QVERIFY(learn.lessons()->open(path));
        const learn::Lesson lesson = *learn.lessons()->lesson();
        Animator& animator = *window->run()->animator();
        std::set<ShapeKind> shown;
        for (int i = 0; i < int(lesson.stages.size()); ++i) {
            window->run()->controls()->setSpeedChoice(SpeedChoice::Instant);
            learn.lessons()->goToStage(i);
            QTRY_VERIFY_WITH_TIMEOUT(animator.state() != State::Running, kWaitMs);
            learn.questions()->dismiss();
            const learn::LessonRun run = learn::lessonRun(lesson, i);
            const Maze& maze = window->run()->scene()->maze();
            QVERIFY2(maze == run.maze.maze, qPrintable(QStringLiteral("stage %1").arg(i + 1)));
            QVERIFY(window->run()->controls()->cellShape() == maze.shapeKind());
            shown.insert(maze.shapeKind());
            if (lesson.stages[std::size_t(i)].step != learn::LessonStage::kEnd)
                continue;
            QTRY_COMPARE_WITH_TIMEOUT(animator.state(), State::Finished, kWaitMs);
            const SolveResult core = solveMaze(*run.solver, run.maze.maze, run.params, run.rule);
            QVERIFY(animator.figures().pathLength.has_value());
            QCOMPARE(*animator.figures().pathLength, core.stats.pathLength);
        }
        QCOMPARE(shown.size(), std::size_t(4));
    }

    // The polar challenge through the window: Start shows its polar maze (the control panel on
    // polar cells), Check fails on it and passes on the stored solution, a part per line.
    void thePolarChallengeStartsOnItsCells() {
        auto window = openWindow();
        LearnController& learn = *window->learning();
        learn.challengesAction()->trigger();
        ChallengePanel& panel = *learn.challengePanel();
        const QString id = QStringLiteral("polar-tree");
        QVERIFY(panel.setCurrentId(id));
        QTest::mouseClick(panel.startButton(), Qt::LeftButton);
        const Maze& maze = window->run()->scene()->maze();
        QVERIFY(maze == learn::startingDocument(*learn::findChallenge("polar-tree")).maze);
        QVERIFY(maze.shapeKind() == ShapeKind::Polar);
        QVERIFY(window->run()->controls()->cellShape() == ShapeKind::Polar);
        QTest::mouseClick(panel.checkButton(), Qt::LeftButton);
        QCOMPARE(panel.verdict(), QStringLiteral("Not yet"));
        QCOMPARE(panel.partLines().size(), 3);
        QVERIFY2(panel.partLines()[2].contains(QLatin1String(" loops (a tree has 90 passages")),
                 qPrintable(panel.partLines().join(u'\n')));
        QVERIFY(window->document()->openMazeFile(
            QStringLiteral(MAZELAB_TEST_DATA "/challenges/%1.maze").arg(id)));
        QTest::mouseClick(panel.checkButton(), Qt::LeftButton);
        QCOMPARE(panel.verdict(), QStringLiteral("Solved"));
        QVERIFY(panel.isSolved(id));
    }

    // A stage that shows another generator's maze: the panel follows it (generator, seed), and
    // at step 0 of its run nothing is searched yet.
    void aStageWithItsOwnMazeSetsThePanel() {
        auto window = openWindow();
        LearnController& learn = *window->learning();
        for (const QString& path : lessonResources()) {
            const std::optional<learn::Lesson> lesson = loadLesson(path, nullptr);
            QVERIFY(lesson);
            for (int i = 1; i < int(lesson->stages.size()); ++i) {
                const learn::LessonStage& stage = lesson->stages[std::size_t(i)];
                if (!stage.maze || stage.step != 0)
                    continue;
                QVERIFY(learn.lessons()->open(path));
                window->run()->controls()->setSpeedChoice(SpeedChoice::Instant);
                learn.lessons()->goToStage(i);
                ControlPanel& controls = *window->run()->controls();
                QCOMPARE(controls.generator().id, std::string_view(stage.maze->generator));
                QCOMPARE(controls.seed(), stage.maze->seed);
                QVERIFY(window->run()->scene()->maze().size() == stage.maze->size);
                QCOMPARE(window->run()->animator()->stepsDone(), 0);
                QCOMPARE(labelText(*window, "searchedValue"), QStringLiteral("\u2014"));
                return;
            }
        }
        QFAIL("no shipped lesson shows another generator's maze at step 0");
    }

    // The learning actions that replace an edited maze ask first: Learn > Next maze, a lesson and
    // a challenge's starting maze. Cancel changes nothing (the maze, Predict off, the lesson
    // open before stays open). A lesson asks once, when it opens: its stages bring their own
    // mazes without asking, unless the user has edited the one shown, and Cancel then stays at
    // the stage shown.
    void learningActionsAskBeforeReplacingAnEditedMaze() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        LearnController& learn = *window->learning();
        LessonController& lessons = *learn.lessons();
        MazeView& view = *window->run()->view();
        const auto editByHand = [&] { testing::click(&view, view.wallCentre({1, 1}, Dir::East)); };
        editByHand();
        QVERIFY(window->isWindowModified());
        const Maze edited = window->run()->scene()->maze();
        const learn::Challenge& challenge = learn::challenges().front();
        const std::pair<const char*, std::function<void()>> replacing[] = {
            {"Next maze", [&] { learn.nextMazeAction()->trigger(); }},
            {"a lesson", [&] { learn.lessonsMenu()->actions().front()->trigger(); }},
            {"a challenge", [&] { QVERIFY(!learn.startChallenge(name(challenge.id))); }},
        };
        for (const auto& [what, replace] : replacing) {
            auto cancelled = testing::answerUnsaved(QMessageBox::Cancel);
            replace();
            QVERIFY2(*cancelled, what);
            QVERIFY2(window->run()->scene()->maze() == edited, what);
            QVERIFY(window->isWindowModified());
            QVERIFY(!learn.predict()->active() && !learn.predictAction()->isChecked());
            QVERIFY(!lessons.active());
            QCOMPARE(window->run()->animator()->job(), Job::None);
        }

        // A lesson with a stage that brings its own maze: asked once, when it opens.
        QString path;
        int own = -1;
        for (const QString& resource : lessonResources()) {
            const std::optional<learn::Lesson> lesson = loadLesson(resource, nullptr);
            QVERIFY(lesson);
            for (int i = 1; i < int(lesson->stages.size()) && own < 0; ++i)
                if (lesson->stages[std::size_t(i)].maze)
                    own = i;
            if (own > 0) {
                path = resource;
                break;
            }
        }
        QVERIFY(own > 0);
        auto discarded = testing::answerUnsaved(QMessageBox::Discard);
        QVERIFY(lessons.open(path));
        QVERIFY(*discarded);
        window->run()->controls()->setSpeedChoice(SpeedChoice::Instant);
        auto wrongly = testing::answerUnsaved(QMessageBox::Cancel);
        lessons.goToStage(own);
        QCOMPARE(lessons.stage(), own);
        QVERIFY(window->run()->scene()->maze() ==
                learn::lessonRun(*lessons.lesson(), own).maze.maze);
        // Back to the stage before, of the run before: that run's maze again.
        lessons.goToStage(own - 1);
        QCOMPARE(lessons.stage(), own - 1);
        QVERIFY(window->run()->scene()->maze() ==
                learn::lessonRun(*lessons.lesson(), own - 1).maze.maze);
        lessons.goToStage(own);
        QVERIFY(!*wrongly);
        QCOMPARE(lessons.stage(), own);
        QVERIFY(!window->isWindowModified());
        // The user edits the stage's maze: going back to the scenario's maze asks.
        editByHand();
        const Maze stageEdited = window->run()->scene()->maze();
        auto cancelled = testing::answerUnsaved(QMessageBox::Cancel);
        lessons.goToStage(0);
        QVERIFY(*cancelled);
        QCOMPARE(lessons.stage(), own);
        QCOMPARE(learn.narrationPanel()->currentStage(), own);
        QVERIFY(window->run()->scene()->maze() == stageEdited);
        // Another lesson: Cancel keeps this one.
        cancelled = testing::answerUnsaved(QMessageBox::Cancel);
        QVERIFY(!lessons.open(lessonResources().front()));
        QVERIFY(*cancelled);
        QVERIFY(lessons.active());
        QCOMPARE(lessons.stage(), own);
        discarded = testing::answerUnsaved(QMessageBox::Discard);
        lessons.goToStage(0);
        QVERIFY(*discarded);
        QCOMPARE(lessons.stage(), 0);
        QVERIFY(window->run()->scene()->maze() == lessons.lesson()->scenario.maze.maze);
        QVERIFY(!window->isWindowModified());
        QVERIFY(window->edits()->undoStack()->count() == 0); // the edit cannot be undone here
    }

    // File > Export progress replaces an earlier export only with a whole new one: a write that
    // fails part way (the disk full) leaves the earlier file as it was, and no temporary file.
    void exportProgressIsAllOrNothing() {
        auto window = openWindow();
        LearnController& learn = *window->learning();
        for (int i = 0; i < 40; ++i)
            learn.log().add({"2024-01-01T10:00:00", learn::Activity::Predict,
                             "step " + std::to_string(i), "bfs", 7, "(1,2)", i % 2 == 0});
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("progress.csv"));
        QCOMPARE(learn.exportProgressTo(path), QString());
        QFile earlier(path);
        QVERIFY(earlier.open(QIODevice::ReadOnly));
        const QByteArray record = earlier.readAll();
        earlier.close();
        QVERIFY(record.size() > 1000);
        learn.log().add(
            {"2024-01-01T10:05:00", learn::Activity::Predict, "step 99", "bfs", 7, "(3,4)", true});
        QString error;
        {
            const testing::FileSizeLimit full(512);
            QVERIFY(full.set());
            error = learn.exportProgressTo(path);
        }
        QVERIFY2(error.contains(path), qPrintable(error));
        QVERIFY(earlier.open(QIODevice::ReadOnly));
        QCOMPARE(earlier.readAll(), record);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("progress.csv")});
    }

    // mazelab --learn lesson:FILE:N names a broken lesson's line and reason, as the error box
    // does, not only the file.
    void theLearnOptionSaysWhyALessonIsBroken() {
        auto window = openWindow();
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("broken.lesson"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("mazelab-lesson 1\ntitle A broken lesson\ncolour red\n");
        file.close();
        const QString error =
            applyLearning(*window, QStringLiteral("lesson:%1:1").arg(path), false);
        QVERIFY2(error.contains(QStringLiteral("line 3")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("unknown key 'colour'")), qPrintable(error));
        QVERIFY2(error.contains(path), qPrintable(error));
        QVERIFY(!window->learning()->lessons()->active());
        QVERIFY(testing::errorBoxes(*window).isEmpty()); // said once, by the caller
    }

    // The learning panels wait hidden behind the window's own: the statistics and the legend
    // stay in front of their tabs until a learning panel is used.
    void theLearningPanelsStartHidden() {
        auto window = std::make_unique<MainWindow>();
        window->resize(1280, 720); // as the pictures of the docs are made
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        LearnController& learn = *window->learning();
        for (QDockWidget* dock : {learn.predictDock(), learn.questionDock(), learn.challengeDock(),
                                  learn.narrationDock()})
            QVERIFY2(!dock->isVisible(), qPrintable(dock->objectName()));
        // Each tab bar of docks that holds a window panel shows it, not a learning one.
        int bars = 0;
        for (const QTabBar* bar : window->findChildren<QTabBar*>()) {
            QStringList titles;
            for (int i = 0; i < bar->count(); ++i)
                titles << bar->tabText(i);
            for (const QString& front : {QStringLiteral("Statistics"), QStringLiteral("Legend")})
                if (titles.contains(front)) {
                    QCOMPARE(bar->tabText(bar->currentIndex()), front);
                    ++bars;
                }
        }
        QCOMPARE(bars, 2);
    }

    void presentationModeEnlargesTheQuestion() {
        auto window = openWindow();
        LearnController& learn = *window->learning();
        command(*window, "presentationAction")->trigger();
        QVERIFY(learn.questionPanel()->isLarge());
        QVERIFY(learn.narrationPanel()->isLarge());
        QVERIFY(learn.predictPanel()->isLarge());
        // Large type is sized from the window's height: far above the normal type.
        const QLabel* prompt =
            learn.predictPanel()->findChild<QLabel*>(QStringLiteral("predictPrompt"));
        QVERIFY(prompt &&
                prompt->font().pixelSize() >= int(window->height() * PredictPanel::kLargeShare));
        command(*window, "presentationAction")->trigger();
        QVERIFY(!learn.questionPanel()->isLarge());
        QVERIFY(!learn.predictPanel()->isLarge());
        QVERIFY(prompt->font().pixelSize() < int(window->height() * PredictPanel::kLargeShare));
    }
};

QTEST_MAIN(TestLearnUi)
#include "test_learn_ui.moc"
