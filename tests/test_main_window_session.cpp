// The real main window, shown offscreen, through a long random session: 200 random commands
// and settings in random order never break the state machine, and an Instant solve at the end
// still gives the core's figures. (The commands one by one: test_main_window and
// test_main_window_input.)
#include <QtTest>

#include "document_support.hpp"
#include "window_support.hpp"

using namespace mazelab;
using namespace mazelab::ui;
using namespace mazelab::testing::window;
using testing::kLongWaitMs;

namespace {

// One random session on a shown main window: random commands with random settings, and the
// checks that the state machine is sound after each one. The checks use QVERIFY2, so a caller
// stops when QTest::currentTestFailed().
class RandomSession {
public:
    explicit RandomSession(MainWindow& window)
        : m_window(window), m_controls(*window.run()->controls()),
          m_animator(*window.run()->animator()), m_scene(*window.run()->scene()),
          m_view(*window.run()->view()) {}

    int generations = 0;
    int solves = 0;

    int pick(int n) { return int(m_random.below(std::uint64_t(n))); }

    // Commands 0 to 9: generate, solve, reset, step, play or pause, speed.
    void runCommand(int action) {
        switch (action) {
        case 0:
        case 1: {
            m_controls.selectGenerator(
                generators()[std::size_t(pick(int(generators().size())))]->id);
            const bool huge = pick(12) == 0;
            m_controls.setMazeSize(huge ? Size{200, 200} : Size{2 + pick(59), 2 + pick(59)});
            m_controls.setSeed(m_random.next() % 1'000'000'000);
            discardEditsWhenAsked();
            command(m_window, "regenerateAction")->trigger(); // the session's own seed
            ++generations;
            break;
        }
        case 2:
        case 3:
            m_controls.selectSolverIndex(pick(int(solvers().size())));
            command(m_window, "solveAction")->trigger();
            ++solves;
            break;
        case 4:
            command(m_window, "resetAction")->trigger();
            break;
        case 5:
            command(m_window, "stepAction")->trigger();
            break;
        case 6:
            command(m_window, "playPauseAction")->trigger();
            break;
        case 7:
        case 8: {
            const auto choice = SpeedChoice(pick(5));
            if (choice == SpeedChoice::Custom)
                m_controls.setStepsPerSecond(std::pow(10.0, m_random.real() * 5));
            else
                m_controls.setSpeedChoice(choice);
            break;
        }
        default:
            m_controls.nudgeSpeed(pick(2) ? +1 : -1);
        }
    }

    // Commands 10 and up: display options, zoom, endpoint edits, window sizes, keys.
    void viewCommand(int action) {
        switch (action) {
        case 10:
            m_controls.setGridVisible(!m_controls.gridVisible());
            break;
        case 11:
            m_controls.setThinWalls(!m_controls.thinWalls());
            break;
        case 12:
            switch (pick(3)) {
            case 0:
                m_view.zoomIn();
                break;
            case 1:
                m_view.zoomOut();
                break;
            default:
                m_view.fitToView();
            }
            break;
        case 13: {
            const Maze& maze = m_scene.maze();
            // Sometimes invalid (outside, or start on goal).
            const Cell a{pick(maze.width() + 1), pick(maze.height())};
            const Cell b = pick(4) == 0 ? a : Cell{pick(maze.width()), pick(maze.height())};
            if (m_animator.job() != Job::Generation || m_animator.state() == State::Finished)
                emit m_view.endpointsEdited(a, b);
            break;
        }
        case 14:
            m_window.resize(700 + pick(700), 600 + pick(400));
            break;
        default: {
            static constexpr Qt::Key keys[] = {
                Qt::Key_G,    Qt::Key_S,     Qt::Key_Space, Qt::Key_Right, Qt::Key_R,
                Qt::Key_Plus, Qt::Key_Minus, Qt::Key_1,     Qt::Key_4,     Qt::Key_7};
            const Qt::Key key = keys[pick(10)];
            if (key == Qt::Key_G) {
                m_controls.setMazeSize({2 + pick(40), 2 + pick(40)});
                discardEditsWhenAsked();
            }
            QTest::keyClick(&m_window, key);
            break;
        }
        }
    }

    // A Generate after an endpoint edit asks about the edited maze first: the session answers
    // Discard (the question itself is test_files' and test_learn_ui's).
    void discardEditsWhenAsked() {
        if (m_window.document()->isModified() && !m_window.run()->generating())
            (void)testing::answerUnsaved(QMessageBox::Discard);
    }

    // The animator's state, job and the scene agree.
    void checkAnimator(const QString& where) const {
        const State state = m_animator.state();
        const Job job = m_animator.job();
        QVERIFY2(int(state) >= 0 && int(state) <= 3, qPrintable(where));
        QVERIFY2((state == State::Idle) == (job == Job::None), qPrintable(where));
        if (state == State::Idle)
            QVERIFY2(!m_scene.hasOverlay() && !m_scene.generating(), qPrintable(where));
        if (job == Job::Solve) {
            QVERIFY2(!m_scene.generating(), qPrintable(where));
            QVERIFY2(m_animator.figures().steps == m_animator.stepsDone(), qPrintable(where));
        }
        if (job == Job::Generation) {
            QVERIFY2(m_scene.generating() == (state != State::Finished), qPrintable(where));
            QVERIFY2(cellsMarked(m_scene) == 0, qPrintable(where));
        }
    }

    // The status bar and the statistics say what the animator is doing.
    void checkStatus(const QString& where) const {
        const State state = m_animator.state();
        const Job job = m_animator.job();
        const QString stateText = labelText(m_window, "stateLabel");
        const QString phase = labelText(m_window, "phaseValue");
        switch (state) {
        case State::Idle:
            QVERIFY2(stateText == QStringLiteral("Ready") && phase == QStringLiteral("No run yet"),
                     qPrintable(where + phase));
            break;
        case State::Running:
            QVERIFY2(stateText.startsWith(job == Job::Solve ? QStringLiteral("Solving")
                                                            : QStringLiteral("Generating")),
                     qPrintable(where + stateText));
            if (job == Job::Solve)
                QVERIFY2(phase == QStringLiteral("Running"), qPrintable(where + phase));
            break;
        case State::Paused:
            QVERIFY2(
                stateText ==
                    QStringLiteral("Paused at step %1").arg(formatCount(m_animator.stepsDone())),
                qPrintable(where + stateText));
            if (job == Job::Solve)
                QVERIFY2(phase == QStringLiteral("Paused") &&
                             labelText(m_window, "stepsValue") ==
                                 formatCount(m_animator.stepsDone()),
                         qPrintable(where + phase));
            break;
        case State::Finished:
            if (job == Job::Generation)
                QVERIFY2(stateText == QStringLiteral("Maze ready"), qPrintable(where + stateText));
            else
                QVERIFY2(phase == QStringLiteral("Finished") &&
                             stateText == (m_animator.figures().found    ? QStringLiteral("Path found")
                                           : m_animator.figures().gaveUp ? QStringLiteral("Gave up")
                                                                         : QStringLiteral("No path")),
                         qPrintable(where + phase + stateText));
            break;
        }
        // No solve: the statistics show no run (their dashes, test_panels).
        if (job != Job::Solve)
            QVERIFY2(phase == QStringLiteral("No run yet") &&
                         labelText(m_window, "stepsValue") == QStringLiteral("\u2014"),
                     qPrintable(where + phase));
    }

    // The status bar names the maze on screen, its size and its endpoints.
    void checkMazeLabel(const QString& where) const {
        const Maze& maze = m_scene.maze();
        const QString mazeText = labelText(m_window, "mazeLabel");
        QVERIFY2(
            mazeText.contains(QStringLiteral("%1 x %2").arg(maze.width()).arg(maze.height())) &&
                mazeText.endsWith(QStringLiteral("; start %1,%2, goal %3,%4")
                                      .arg(maze.start().x)
                                      .arg(maze.start().y)
                                      .arg(maze.goal().x)
                                      .arg(maze.goal().y)),
            qPrintable(where + mazeText));
    }

private:
    MainWindow& m_window;
    ControlPanel& m_controls;
    Animator& m_animator;
    MazeScene& m_scene;
    MazeView& m_view;
    Random m_random{20240613};
};

} // namespace

class TestMainWindowSession : public QObject {
    Q_OBJECT

private slots:
    // 200 random commands with random settings (generator, size up to 60 x 60 and sometimes
    // 200 x 200, seed, solver, speed including Instant and Fastest, display options, endpoint
    // edits, window sizes) in random order with short waits: nothing crashes, the state machine
    // stays consistent after every command, and at the end an Instant solve gives the core's
    // figures on a maze that is exactly the core's.
    void randomSessionKeepsTheStateMachineSound() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        ControlPanel& controls = *window->run()->controls();
        Animator& animator = *window->run()->animator();
        MazeScene& scene = *window->run()->scene();
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        RandomSession session(*window);
        QElapsedTimer clock;
        clock.start();
        for (int cycle = 0; cycle < 200; ++cycle) {
            const int action = session.pick(17);
            if (action < 10)
                session.runCommand(action);
            else
                session.viewCommand(action);
            QTest::qWait(session.pick(21));

            const QString where = QStringLiteral("cycle %1, action %2").arg(cycle).arg(action);
            session.checkAnimator(where);
            if (QTest::currentTestFailed())
                return;
            session.checkStatus(where);
            if (QTest::currentTestFailed())
                return;
            session.checkMazeLabel(where);
            if (QTest::currentTestFailed())
                return;
            if (cycle % 25 == 24)
                closeErrorBoxes(*window);
        }
        closeErrorBoxes(*window);

        // At the end: an Instant solve (completing any generation first) gives the core's figures.
        controls.setSpeedChoice(SpeedChoice::Instant);
        QVERIFY(controls.selectSolver("astar-euclidean"));
        const int rows = results(*window).rowCount();
        command(*window, "solveAction")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(animator.job(), Job::Solve, kLongWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(animator.state(), State::Finished, kLongWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(results(*window).rowCount(), rows + 1, kLongWaitMs);
        const Maze maze = scene.maze();
        const QString mismatch = shownFiguresMismatch(*window, solverById("astar-euclidean"), maze,
                                                      results(*window).rowCount() - 1);
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
        if (const auto& provenance = scene.provenance())
            QVERIFY(maze.openBits() == mazeFrom(*provenance, maze.size()).openBits());
        qInfo("%d generations and %d solves started in %lld ms", session.generations,
              session.solves, clock.elapsed());
    }
};

QTEST_MAIN(TestMainWindowSession)
#include "test_main_window_session.moc"
