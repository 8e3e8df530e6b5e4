// Files in the main window: mazes and scenarios saved and opened (every field of a scenario comes
// back), malformed or truncated files refused with the line and the reason and the maze left
// alone, the title with the file name and "*", Ctrl+O / Ctrl+S / Ctrl+N, the unsaved-changes
// prompt before Open, New maze and Quit (and not after a save), recent files, and the settings
// remembered between sessions (in a file of the test's own, never the user's). Runs offscreen.
#include <QtTest>

#include "core/scenario.hpp"
#include "core/shaping.hpp"
#include "document_support.hpp"
#include "scenario_support.hpp"
#include "ui/animation/animator.hpp"
#include "ui/controllers/document_controller.hpp"
#include "ui/controllers/edit_controller.hpp"
#include "ui/panels/control_panel.hpp"
#include "ui/present/presenting_controller.hpp"
#include "ui/race/race_window.hpp"
#include "ui/shell/main_window.hpp"
#include "ui/view/maze_scene.hpp"
#include "ui/view/maze_view.hpp"

#include <QApplication>
#include <QFile>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>

#include <functional>
#include <utility>

using namespace mazelab;
using namespace mazelab::ui;
using State = Animator::State;
using SpeedChoice = ControlPanel::SpeedChoice;
using FileKind = DocumentController::FileKind;

using testing::answerBox;
using testing::answerUnsaved;
using testing::click;
using testing::closeErrorBoxes;
using testing::errorBoxes;
using testing::mazeText;
using testing::openWindow;

namespace {

constexpr int kLongWaitMs = 30'000;

QByteArray fileBytes(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<unreadable>");
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(bytes), bytes.size());
}

// An edit by hand: the wall east of cell 2,2 toggled, undoably.
void editByHand(MainWindow& window) {
    MazeView& view = *window.run()->view();
    click(&view, view.wallCentre({2, 2}, Dir::East));
}

} // namespace

class TestFiles : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        // Nothing here may touch the user's own settings.
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    // A Moving AI map (resources/movingai/arena.map) opens as a maze named in the title; Save
    // asks for a new name and writes a .maze, leaving the map as it was; a .map name is refused.
    void aMovingAiMapOpensAndIsSavedAsAMaze() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        const QString map = QStringLiteral(MAZELAB_MOVINGAI_DIR "/arena.map");
        QFile original(map);
        QVERIFY(original.open(QIODevice::ReadOnly));
        const QByteArray mapBytes = original.readAll();
        original.close();
        QVERIFY(window->document()->openMazeFile(map));
        const Maze& maze = window->run()->scene()->maze();
        QVERIFY(maze.size() == (Size{49, 49}));
        QCOMPARE(maze.activeCellCount(), CellIndex(mapBytes.count('.') + mapBytes.count('G')));
        QVERIFY(window->windowTitle().startsWith(QStringLiteral("arena.map[*]")));
        QVERIFY(!window->isWindowModified());

        // Save goes to a new name, as a .maze file.
        const QString saved = m_dir.filePath(QStringLiteral("arena-copy"));
        QList<FileKind> asked;
        window->document()->setFileChooser([&](FileKind kind) {
            asked << kind;
            return saved;
        });
        QTest::keyClick(window.get(), Qt::Key_S, Qt::ControlModifier);
        QCOMPARE(asked, QList<FileKind>{FileKind::SaveMaze});
        QVERIFY(loadMazeFile((saved + QStringLiteral(".maze")).toStdString()).maze == maze);
        QVERIFY(original.open(QIODevice::ReadOnly));
        QCOMPARE(original.readAll(), mapBytes);

        // A maze saved under a .map name would not open again as itself: refused, nothing
        // written.
        const QString asMap = m_dir.filePath(QStringLiteral("mine.map"));
        window->document()->setFileChooser([&](FileKind) { return asMap; });
        QTest::keyClick(window.get(), Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_COMPARE_WITH_TIMEOUT(int(errorBoxes(*window).size()), 1, 5000);
        const QString message = errorBoxes(*window).front()->text();
        QVERIFY2(message.contains(QStringLiteral("does not write")), qPrintable(message));
        QVERIFY(!QFile::exists(asMap));
        closeErrorBoxes(*window);
    }

    // Save maze writes the core's text; Open maze gives back exactly those bytes, names the file
    // in the title, and is not modified; an edit adds the "*".
    void aMazeRoundTripsThroughItsFile() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        QVERIFY(window->windowTitle().startsWith(QStringLiteral("Untitled[*]")));
        editByHand(*window);
        QVERIFY(window->isWindowModified());
        const std::string saved = mazeText(*window);
        const QString path = m_dir.filePath(QStringLiteral("round"));
        QVERIFY(window->document()->saveMazeFile(path)); // the suffix is added
        QCOMPARE(window->document()->currentFile(), path + QStringLiteral(".maze"));
        QCOMPARE(fileBytes(window->document()->currentFile()), QByteArray::fromStdString(saved));
        QVERIFY(!window->isWindowModified());
        QVERIFY(window->windowTitle().startsWith(QStringLiteral("round.maze[*]")));

        window->run()->generate();
        QTRY_COMPARE_WITH_TIMEOUT(window->run()->animator()->state(), State::Finished, kLongWaitMs);
        QVERIFY(mazeText(*window) != saved);
        QVERIFY(window->document()->openMazeFile(path + QStringLiteral(".maze")));
        QVERIFY(mazeText(*window) == saved);
        QVERIFY(!window->isWindowModified());
        QVERIFY(!window->edits()->undoStack()->canUndo()); // a new document
        QVERIFY(errorBoxes(*window).isEmpty());
        editByHand(*window);
        QVERIFY(window->isWindowModified());
    }

    // A scenario keeps the maze and every choice; a second window opening it shows them all.
    void aScenarioRoundTripsEveryField() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        ControlPanel& controls = *window->run()->controls();
        QVERIFY(controls.selectGenerator("modified-binary-tree"));
        controls.setMazeSize({21, 17});
        controls.setSeed(4242);
        controls.setGeneratorParams(resolveParams(controls.generator().params,
                                                  std::vector<std::string>{"share=40", "bias=ne"}));
        controls.setShaping(parseShaping(std::vector<std::string>{"braid=30", "terrain=20,60,7"}));
        window->run()->regenerate(); // the seed set above
        QTRY_COMPARE_WITH_TIMEOUT(window->run()->animator()->state(), State::Finished, kLongWaitMs);
        QVERIFY(controls.selectSolver("dfs-opposed"));
        controls.setStepsPerSecond(333);
        controls.setGridVisible(true);
        controls.setThinWalls(true);
        window->findChild<QAction*>(QStringLiteral("costBrushAction"))->trigger();
        window->run()->controls()->setBrushCost(17);
        MazeView& view = *window->run()->view();
        QTest::mousePress(&view, Qt::LeftButton, {}, view.cellCentre({4, 4}));
        QTest::mouseRelease(&view, Qt::LeftButton, {}, view.cellCentre({4, 4}));
        window->findChild<QAction*>(QStringLiteral("normalToolAction"))->trigger();
        QCOMPARE(window->run()->scene()->maze().cost(window->run()->scene()->maze().index({4, 4})),
                 17);
        QVERIFY(window->run()
                    ->openRace()
                    ->setSolvers({QStringLiteral("bfs"), QStringLiteral("dijkstra"),
                                  QStringLiteral("astar-euclidean")})
                    .isEmpty());

        const Scenario shown = window->document()->scenario();
        QCOMPARE(shown.generator, std::string("modified-binary-tree"));
        QCOMPARE(shown.seed, std::uint64_t(4242));
        QCOMPARE(shown.speed, Scenario::Speed::Custom);
        QCOMPARE(shown.race.size(), std::size_t(3));
        const QString path = m_dir.filePath(QStringLiteral("lecture.scenario"));
        QVERIFY(window->document()->saveScenarioFile(path));
        QVERIFY(!window->isWindowModified());
        QCOMPARE(fileBytes(path), QByteArray::fromStdString(writeScenarioText(shown)));

        auto second = openWindow();
        QVERIFY(QTest::qWaitForWindowExposed(second.get()));
        QVERIFY(second->document()->openScenarioFile(path));
        const Scenario back = second->document()->scenario();
        QCOMPARE(testing::scenarioMismatch(back, shown), QString());
        QVERIFY(back.grid && back.thinWalls);
        QVERIFY(back == shown);
        QVERIFY(second->run()->view()->gridVisible());
        QCOMPARE(second->run()->view()->wallStyle(), MazeView::WallStyle::ThinWalls);
        QCOMPARE(second->run()->openRace()->chosenSolvers(),
                 QStringList({QStringLiteral("bfs"), QStringLiteral("dijkstra"),
                              QStringLiteral("astar-euclidean")}));
        QVERIFY(second->windowTitle().startsWith(QStringLiteral("lecture.scenario[*]")));
        // Ctrl+S on a scenario saves the scenario.
        editByHand(*second);
        QTest::keyClick(second.get(), Qt::Key_S, Qt::ControlModifier);
        QVERIFY(!second->isWindowModified());
        QCOMPARE(fileBytes(path),
                 QByteArray::fromStdString(writeScenarioText(second->document()->scenario())));
    }

    // A scenario records the chosen solver's parameters as the control panel shows them, and a
    // window opening it shows them again (every registered solver with parameters, each set away
    // from its default); a solver without parameters records none.
    void aScenarioKeepsTheSolversParameters() {
        auto window = openWindow();
        ControlPanel& controls = *window->run()->controls();
        QVERIFY(controls.selectSolver("bfs"));
        QVERIFY(window->document()->scenario().solverParams.empty());
        for (const mazelab::SolverInfo* solver : mazelab::solvers()) {
            if (solver->params.empty())
                continue;
            QVERIFY(controls.selectSolver(solver->id));
            mazelab::ParamValues values = solver->defaults();
            for (const mazelab::ParamSpec& spec : solver->params)
                values.set(solver->params, spec.key,
                           spec.defaultValue == spec.maximum ? spec.minimum : spec.maximum);
            controls.setSolverParams(values);
            const Scenario shown = window->document()->scenario();
            QVERIFY(shown.solverParams == mazelab::formatParams(solver->params, values));
            const QString path = m_dir.filePath(QStringLiteral("params.scenario"));
            QVERIFY(window->document()->saveScenarioFile(path));
            auto second = openWindow();
            QVERIFY(second->document()->openScenarioFile(path));
            QVERIFY(second->run()->controls()->solverParams() == values);
        }
    }

    // Malformed and truncated files: an error box with the line and the reason; the maze, the
    // choices, the file name and the undo history stay as they were.
    void badFilesAreRefusedAndChangeNothing_data() {
        QTest::addColumn<bool>("scenario");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("message");
        const std::string maze = writeMazeText(
            MazeDocument{generateMaze({&generatorById("kruskal"), {6, 5}, 2}), std::nullopt});
        const QByteArray mazeBytes = QByteArray::fromStdString(maze);
        QTest::newRow("maze: truncated") << false << mazeBytes.left(mazeBytes.size() - 40)
                                         << QStringLiteral("line 14: art line 10 is");
        QTest::newRow("maze: not a maze") << false << QByteArray("hello 1\n")
                                          << QStringLiteral("line 1: not a mazelab maze file");
        QTest::newRow("maze: empty") << false << QByteArray()
                                     << QStringLiteral("line 1: not a mazelab maze file");
        QByteArray badCost = mazeBytes + "costs\n1 1 1 1 1 1\n1 1 300 1 1 1\n";
        QTest::newRow("maze: bad cost") << false << badCost
                                        << QStringLiteral("line 18: cost 300 of cell 2,1");
        const QByteArray head = "mazelab-scenario 1\ngenerator kruskal\nseed 2\nsize 6x5\n"
                                "solver bfs\nspeed fast\n";
        QTest::newRow("scenario: truncated") << true << head
                                             << QStringLiteral("line 7: the file ends before the 'maze' line");
        QTest::newRow("scenario: truncated maze")
            << true << head + "maze\n" + mazeBytes.left(mazeBytes.size() - 26)
            << QStringLiteral("line 22: in the maze: the file ends inside the maze art");
        QTest::newRow("scenario: bad speed")
            << true << QByteArray("mazelab-scenario 1\nspeed ludicrous\n")
            << QStringLiteral("line 2: speed must be one of");
    }
    void badFilesAreRefusedAndChangeNothing() {
        QFETCH(bool, scenario);
        QFETCH(QByteArray, bytes);
        QFETCH(QString, message);
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        editByHand(*window);
        const std::string before = mazeText(*window);
        const std::uint64_t seed = window->run()->controls()->seed();
        const QString title = window->windowTitle();
        const QString path = m_dir.filePath(scenario ? QStringLiteral("bad.scenario")
                                                     : QStringLiteral("bad.maze"));
        writeFile(path, bytes);
        QVERIFY(!(scenario ? window->document()->openScenarioFile(path)
                           : window->document()->openMazeFile(path)));
        QTRY_COMPARE_WITH_TIMEOUT(int(errorBoxes(*window).size()), 1, 5000);
        const QString shown = errorBoxes(*window).first()->text();
        QVERIFY2(shown.startsWith(message), qPrintable(shown));
        QVERIFY(mazeText(*window) == before);
        QCOMPARE(window->run()->controls()->seed(), seed);
        QCOMPARE(window->windowTitle(), title);
        QVERIFY(window->isWindowModified());
        QCOMPARE(window->edits()->undoStack()->count(), 1);
        QVERIFY(window->document()->recentFiles().isEmpty());
        // Through File > Open (Ctrl+O) too.
        closeErrorBoxes(*window);
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        window->document()->setFileChooser([&](FileKind) { return path; });
        auto answered = answerBox(QStringLiteral("unsavedChangesBox"), QMessageBox::Discard);
        QTest::keyClick(window.get(), Qt::Key_O,
                        scenario ? Qt::ControlModifier | Qt::ShiftModifier : Qt::ControlModifier);
        QVERIFY(*answered);
        QTRY_COMPARE_WITH_TIMEOUT(int(errorBoxes(*window).size()), 1, 5000);
        QVERIFY(mazeText(*window) == before);
        closeErrorBoxes(*window);
    }

    // Ctrl+O and Ctrl+S go through the file chooser; the prompt comes before Open after an edit
    // (Cancel keeps everything, Discard goes on), and not after a save.
    void shortcutsAndTheUnsavedChangesPrompt() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        const QString first = m_dir.filePath(QStringLiteral("first.maze"));
        const QString second = m_dir.filePath(QStringLiteral("second.maze"));
        int asked = 0;
        QString answer = first;
        window->document()->setFileChooser([&](FileKind) {
            ++asked;
            return answer;
        });
        // Ctrl+S without a file asks for a name.
        editByHand(*window);
        QTest::keyClick(window.get(), Qt::Key_S, Qt::ControlModifier);
        QCOMPARE(asked, 1);
        QCOMPARE(window->document()->currentFile(), first);
        QVERIFY(!window->isWindowModified());
        const std::string firstText = mazeText(*window);
        // Saved: Ctrl+O opens at once, without a prompt.
        answer = first;
        auto wrongly = answerBox(QStringLiteral("unsavedChangesBox"), QMessageBox::Cancel);
        QTest::keyClick(window.get(), Qt::Key_O, Qt::ControlModifier);
        QCOMPARE(asked, 2);
        QVERIFY(!*wrongly);
        // Ctrl+S with a file saves there without asking.
        editByHand(*window);
        QTest::keyClick(window.get(), Qt::Key_S, Qt::ControlModifier);
        QCOMPARE(asked, 2);
        QVERIFY(fileBytes(first) == QByteArray::fromStdString(mazeText(*window)));
        QVERIFY(fileBytes(first) != QByteArray::fromStdString(firstText));
        // Ctrl+Shift+S saves elsewhere.
        answer = second;
        QTest::keyClick(window.get(), Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(window->document()->currentFile(), second);

        // Modified: the prompt; Cancel changes nothing and asks for no file.
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        editByHand(*window);
        const std::string edited = mazeText(*window);
        auto cancelled = answerBox(QStringLiteral("unsavedChangesBox"), QMessageBox::Cancel);
        QTest::keyClick(window.get(), Qt::Key_O, Qt::ControlModifier);
        QVERIFY(*cancelled);
        QCOMPARE(asked, 3);
        QVERIFY(mazeText(*window) == edited);
        // New maze (Ctrl+N) asks too; Cancel keeps the maze.
        window->activateWindow(); // offscreen, closing the box does not give it back
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        cancelled = answerBox(QStringLiteral("unsavedChangesBox"), QMessageBox::Cancel);
        QTest::keyClick(window.get(), Qt::Key_N, Qt::ControlModifier);
        QVERIFY(*cancelled);
        QCOMPARE(window->run()->animator()->state(), State::Idle);
        QVERIFY(mazeText(*window) == edited);
        // Save in the prompt saves, then opens.
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        answer = first;
        auto saved = answerBox(QStringLiteral("unsavedChangesBox"), QMessageBox::Save);
        QTest::keyClick(window.get(), Qt::Key_O, Qt::ControlModifier);
        QVERIFY(*saved);
        QVERIFY(fileBytes(second) == QByteArray::fromStdString(edited));
        QCOMPARE(window->document()->currentFile(), first);
        QVERIFY(!window->isWindowModified());
        // The Edit menu's Undo of a generated maze after a save: modified again, Quit asks.
        editByHand(*window);
        auto quitCancelled = answerBox(QStringLiteral("unsavedChangesBox"), QMessageBox::Cancel);
        window->close();
        QVERIFY(*quitCancelled);
        QVERIFY(window->isVisible());
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        auto quitDiscarded = answerBox(QStringLiteral("unsavedChangesBox"), QMessageBox::Discard);
        // File > Quit (its key is the platform's: Ctrl+Q on Linux desktops, none offscreen).
        QAction* quit = nullptr;
        for (QAction* action : window->actions())
            if (action->text() == QStringLiteral("&Quit"))
                quit = action;
        QVERIFY(quit);
        quit->trigger();
        QVERIFY(*quitDiscarded);
        QVERIFY(!window->isVisible());
    }

    // Every action that replaces an edited maze asks first, as Ctrl+N and Quit do: G, Shift+G,
    // Enter in the seed field and a recent file. Cancel changes nothing (the maze, the seed, the
    // unsaved mark, no run); a Generate refused for a bad seed asks nothing; a generation reset
    // before it is done brings the edited maze back still unsaved; Discard makes the new maze,
    // which has nothing to save.
    void replacingAnEditedMazeAsksFirst() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        Animator& animator = *window->run()->animator();
        const QString recent = m_dir.filePath(QStringLiteral("replaced.maze"));
        QVERIFY(window->document()->saveMazeFile(recent));
        editByHand(*window);
        const std::string edited = mazeText(*window);
        auto* seedEdit = window->findChild<QLineEdit*>(QStringLiteral("seedEdit"));
        const QString seed = seedEdit->text();
        const std::pair<const char*, std::function<void()>> replacing[] = {
            {"G", [&] { QTest::keyClick(window.get(), Qt::Key_G); }},
            {"Shift+G", [&] { QTest::keyClick(window.get(), Qt::Key_G, Qt::ShiftModifier); }},
            {"Enter in the seed field",
             [&] {
                 seedEdit->setFocus();
                 QTest::keyClick(seedEdit, Qt::Key_Return);
             }},
            {"a recent file",
             [&] {
                 auto* menu = window->findChild<QMenu*>(QStringLiteral("recentMenu"));
                 emit menu->aboutToShow();
                 menu->actions().at(0)->trigger();
             }},
        };
        for (const auto& [what, replace] : replacing) {
            window->activateWindow(); // offscreen, closing a box does not give it back
            QVERIFY(QTest::qWaitForWindowActive(window.get()));
            auto cancelled = answerUnsaved(QMessageBox::Cancel);
            replace();
            QVERIFY2(*cancelled, what);
            QVERIFY2(mazeText(*window) == edited, what);
            QCOMPARE(seedEdit->text(), seed);
            QCOMPARE(animator.state(), State::Idle);
            QVERIFY(window->isWindowModified());
            QCOMPARE(window->document()->currentFile(), recent);
        }
        // Refused for a bad seed: the error box, no question, the maze still unsaved.
        seedEdit->setText(QStringLiteral("12a"));
        auto wrongly = answerUnsaved(QMessageBox::Discard);
        window->run()->regenerate();
        QVERIFY(!*wrongly);
        QTRY_COMPARE_WITH_TIMEOUT(int(errorBoxes(*window).size()), 1, 5000);
        closeErrorBoxes(*window);
        QVERIFY(mazeText(*window) == edited);
        QVERIFY(window->isWindowModified());
        seedEdit->setText(seed);
        // Discard, then Reset before the maze is done: the edited maze again, still unsaved, and
        // Quit asks about it.
        window->run()->controls()->setSpeedChoice(SpeedChoice::Slow);
        auto discarded = answerUnsaved(QMessageBox::Discard);
        window->run()->generate();
        QVERIFY(*discarded);
        QCOMPARE(animator.state(), State::Running);
        window->run()->reset();
        QVERIFY(mazeText(*window) == edited);
        QVERIFY(window->isWindowModified());
        auto quitCancelled = answerUnsaved(QMessageBox::Cancel);
        window->close();
        QVERIFY(*quitCancelled);
        QVERIFY(window->isVisible());
        // Discard and let it finish: a new maze, untitled, nothing to save.
        window->run()->controls()->setSpeedChoice(SpeedChoice::Instant);
        discarded = answerUnsaved(QMessageBox::Discard);
        window->run()->generate();
        QVERIFY(*discarded);
        QTRY_COMPARE_WITH_TIMEOUT(animator.state(), State::Finished, kLongWaitMs);
        QVERIFY(mazeText(*window) != edited);
        QVERIFY(!window->isWindowModified());
        QVERIFY(window->document()->currentFile().isEmpty());
    }

    // A scenario's choices are part of it: after a scenario file is opened, a change of any
    // choice it stores (the solver, its parameters, the seed, the grid, the race) shows the
    // unsaved mark and makes Quit and Open ask; the choice set back is no change; Save stores it.
    void aScenariosChoicesAreUnsavedChanges() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        ControlPanel& controls = *window->run()->controls();
        const mazelab::SolverInfo& weighted = solverById("weighted-astar");
        QVERIFY(!weighted.params.empty());
        QVERIFY(controls.selectSolver(weighted.id));
        mazelab::ParamValues changed = weighted.defaults();
        changed.set(weighted.params, weighted.params[0].key, weighted.params[0].maximum);
        QVERIFY(changed != weighted.defaults());
        const QString path = m_dir.filePath(QStringLiteral("choices.scenario"));
        QVERIFY(window->document()->saveScenarioFile(path));
        QVERIFY(window->document()->openScenarioFile(path));
        QVERIFY(!window->isWindowModified());
        const QString seed = QString::number(controls.seed());
        const std::pair<const char*, std::function<void(bool)>> changes[] = {
            {"solver", [&](bool on) { QVERIFY(controls.selectSolver(on ? "dfs" : weighted.id)); }},
            {"solver parameter",
             [&](bool on) { controls.setSolverParams(on ? changed : weighted.defaults()); }},
            {"seed", [&](bool on) { controls.setSeed(on ? 777 : seed.toULongLong()); }},
            {"grid", [&](bool on) { controls.setGridVisible(on); }},
            {"race",
             [&](bool on) {
                 window->run()->setRaceSolvers(
                     on ? QStringList{QStringLiteral("bfs"), QStringLiteral("dfs")}
                        : QStringList{});
             }},
        };
        for (const auto& [what, change] : changes) {
            change(true);
            QVERIFY2(window->isWindowModified(), what);
            QVERIFY2(window->windowTitle().startsWith(QStringLiteral("choices.scenario[*]")), what);
            auto cancelled = answerUnsaved(QMessageBox::Cancel);
            window->close();
            QVERIFY2(*cancelled, what);
            QVERIFY(window->isVisible());
            change(false);
            QVERIFY2(!window->isWindowModified(), what);
        }
        // Replacing the scenario asks too; Cancel keeps it.
        controls.setGridVisible(true);
        window->document()->setFileChooser([&](FileKind) { return path; });
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        auto cancelled = answerUnsaved(QMessageBox::Cancel);
        QTest::keyClick(window.get(), Qt::Key_O, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(*cancelled);
        QVERIFY(controls.gridVisible());
        // Save (Ctrl+S) stores the choice and the scenario is clean again.
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        QTest::keyClick(window.get(), Qt::Key_S, Qt::ControlModifier);
        QVERIFY(!window->isWindowModified());
        QVERIFY(fileBytes(path).contains("\ngrid on\n"));
    }

    // Recent files: newest first, at most 8, opened from the menu; a file that has gone is
    // removed with a message.
    void recentFilesAreKeptAndPruned() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        QStringList paths;
        for (int i = 0; i < 10; ++i) {
            paths << m_dir.filePath(QStringLiteral("recent%1.maze").arg(i));
            QVERIFY(window->document()->saveMazeFile(paths.last()));
        }
        QCOMPARE(window->document()->recentFiles().size(), 8);
        QCOMPARE(window->document()->recentFiles().first(), paths[9]);
        QCOMPARE(window->document()->recentFiles().last(), paths[2]);
        QVERIFY(QFile::remove(paths[5]));
        emit window->findChild<QMenu*>(QStringLiteral("recentMenu"))->aboutToShow();
        QCOMPARE(window->document()->recentFiles().size(), 7);
        QVERIFY(!window->document()->recentFiles().contains(paths[5]));
        QVERIFY2(window->statusBar()->currentMessage().contains(QStringLiteral("recent5.maze")),
                 qPrintable(window->statusBar()->currentMessage()));
        QCOMPARE(window->findChild<QMenu*>(QStringLiteral("recentMenu"))->actions().size(), 7);
        // The menu opens the file (a maze or a scenario, by its contents).
        const QString scenario = m_dir.filePath(QStringLiteral("recent.scenario"));
        QVERIFY(window->document()->saveScenarioFile(scenario));
        editByHand(*window);
        window->edits()->undoStack()->setClean();
        const std::string text = mazeText(*window);
        QVERIFY(window->document()->openMazeFile(paths[3]));
        QVERIFY(mazeText(*window) != text);
        QCOMPARE(window->document()->recentFiles().first(), paths[3]);
        QAction* open = window->findChild<QMenu*>(QStringLiteral("recentMenu"))->actions().at(1);
        QVERIFY(open->text().contains(QStringLiteral("recent.scenario")));
        open->trigger();
        QCOMPARE(window->document()->currentFile(), scenario);
    }

    // Settings: the window's geometry, the choices and the recent files come back in a new
    // window using the same settings file; without useSettings nothing is read.
    void settingsAreRememberedBetweenSessions() {
        const QString ini = m_dir.filePath(QStringLiteral("settings.ini"));
        const QString recent = m_dir.filePath(QStringLiteral("remembered.maze"));
        {
            auto window = openWindow();
            window->useSettings(std::make_unique<QSettings>(ini, QSettings::IniFormat));
            QVERIFY(QTest::qWaitForWindowExposed(window.get()));
            ControlPanel& controls = *window->run()->controls();
            QVERIFY(controls.selectGenerator("wilson"));
            controls.setMazeSize({33, 22});
            controls.setSeed(8080);
            controls.setShaping(parseShaping(std::vector<std::string>{"braid=25"}));
            QVERIFY(controls.selectSolver("dijkstra"));
            controls.setSpeedChoice(SpeedChoice::Fastest);
            controls.setGridVisible(true);
            controls.setThinWalls(true);
            QVERIFY(window->presenting()->setPaletteName(QStringLiteral("colour-blind")));
            window->presenting()->setTourSeen(true); // "Don't show again"
            window->resize(1240, 790);
            QVERIFY(window->document()->saveMazeFile(recent));
            window->close();
        }
        QSettings check(ini, QSettings::IniFormat);
        QVERIFY(check.contains(QStringLiteral("window/frame")));
        auto window = std::make_unique<MainWindow>();
        window->useSettings(std::make_unique<QSettings>(ini, QSettings::IniFormat));
        ControlPanel& controls = *window->run()->controls();
        QCOMPARE(QString::fromUtf8(controls.generator().id.data()), QStringLiteral("wilson"));
        QVERIFY((controls.mazeSize() == Size{33, 22}));
        QCOMPARE(controls.seed(), std::uint64_t(8080));
        QCOMPARE(controls.shaping().braid, 25.0);
        QCOMPARE(QString::fromUtf8(controls.solver().id.data()), QStringLiteral("dijkstra"));
        QCOMPARE(controls.speedChoice(), SpeedChoice::Fastest);
        QVERIFY(window->run()->view()->gridVisible());
        QCOMPARE(window->run()->view()->wallStyle(), MazeView::WallStyle::ThinWalls);
        QCOMPARE(window->document()->recentFiles(), QStringList{recent});
        QCOMPARE(window->presenting()->paletteName(), QStringLiteral("colour-blind"));
        QVERIFY(window->presenting()->tourSeen());
        QCOMPARE(window->size(), QSize(1240, 790));
        // The maze on screen is the one the restored choices make.
        QVERIFY(window->run()->scene()->maze() == generateMaze(window->run()->generateRequest()));
        QVERIFY(!window->isWindowModified());

        // A window without settings: the defaults.
        MainWindow plain;
        QVERIFY(plain.document()->recentFiles().isEmpty());
        QCOMPARE(plain.presenting()->paletteName(), QStringLiteral("original"));
        QVERIFY(!plain.presenting()->tourSeen());
        QVERIFY(QString::fromUtf8(plain.run()->controls()->generator().id.data()) !=
                QStringLiteral("wilson"));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestFiles)
#include "test_files.moc"
