// The seed of Generate in the main window: G draws a fresh seed and shows it before making its
// maze, Shift+G (and Enter in the seed field) makes the maze of the seed in the field, the lock
// keeps the seed for G and is remembered in the settings, and opening a file shows its seed
// without drawing one (docs/semantics.md, "In the desktop app").
#include <QtTest>

#include "core/maze_file.hpp"
#include "core/run.hpp"
#include "document_support.hpp"
#include "window_support.hpp"

#include <QSettings>

using namespace mazelab;
using namespace mazelab::ui;
using mazelab::testing::kLongWaitMs;
using mazelab::testing::openWindow;
using mazelab::testing::window::closeErrorBoxes;
using mazelab::testing::window::command;
using mazelab::testing::window::errorBoxes;
using State = Animator::State;

namespace {

QLineEdit* seedField(const MainWindow& window) {
    return window.findChild<QLineEdit*>(QStringLiteral("seedEdit"));
}

QToolButton* lockButton(const MainWindow& window) {
    return window.findChild<QToolButton*>(QStringLiteral("seedLockButton"));
}

// Waits for the generation a command started; false if none finished.
bool finished(const MainWindow& window) {
    return QTest::qWaitFor([&] { return window.run()->animator()->state() == State::Finished; },
                           kLongWaitMs);
}

// G (Shift+G with the Shift modifier) and the generation it started, finished; false if none.
bool pressG(MainWindow& window, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
    QTest::keyClick(&window, Qt::Key_G, modifiers);
    return finished(window);
}

// The maze on screen is the one the seed field reproduces, and its provenance names that seed.
QString mismatchWithField(const MainWindow& window) {
    const std::uint64_t seed = window.run()->controls()->seed();
    const auto provenance = window.run()->scene()->provenance();
    if (!provenance || provenance->seed != seed)
        return QStringLiteral("the maze on screen is not of seed %1").arg(seed);
    if (!(window.run()->scene()->maze() == generateMaze(window.run()->generateRequest())))
        return QStringLiteral("the maze on screen is not the one seed %1 makes").arg(seed);
    return {};
}

} // namespace

class TestSeeds : public QObject {
    Q_OBJECT

private slots:
    // G twice: two different seeds in the field, each a short fresh one, and two different
    // mazes, each the one its seed makes. The panel's Generate button and File > New maze draw
    // a fresh seed too.
    void generateDrawsAFreshSeedEachTime() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        ControlPanel& controls = *window->run()->controls();
        QVERIFY(!controls.seedLocked());
        std::vector<std::uint64_t> seeds{controls.seed()};
        std::vector<Maze> mazes{window->run()->scene()->maze()};
        auto check = [&](const char* how) {
            QVERIFY2(finished(*window), how);
            const std::uint64_t seed = controls.seed();
            QVERIFY2(seed != seeds.back(), how);
            QVERIFY2(seed >= 1 && seed <= ControlPanel::kMaxFreshSeed, how);
            QVERIFY2(!(window->run()->scene()->maze() == mazes.back()), how);
            const QString mismatch = mismatchWithField(*window);
            QVERIFY2(mismatch.isEmpty(),
                     qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(how), mismatch)));
            seeds.push_back(seed);
            mazes.push_back(window->run()->scene()->maze());
        };
        QTest::keyClick(window.get(), Qt::Key_G);
        check("first G");
        QTest::keyClick(window.get(), Qt::Key_G);
        check("second G"); // check() waits for the generation
        QToolButton* panelButton =
            testing::window::buttonFor(*window, command(*window, "generateAction"));
        QVERIFY(panelButton);
        QTest::mouseClick(panelButton, Qt::LeftButton);
        check("the panel's Generate");
        command(*window, "newMazeAction")->trigger();
        check("File > New maze");
        // Each earlier maze is made again from its seed alone.
        for (std::size_t i = 1; i < seeds.size(); ++i) {
            GenerateRequest request = window->run()->generateRequest();
            request.seed = seeds[i];
            QVERIFY(generateMaze(request) == mazes[i]);
        }
    }

    // Shift+G keeps the seed and makes the same maze again, as the Maze menu's and the panel's
    // Regenerate do.
    void regenerateKeepsTheSeed() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        ControlPanel& controls = *window->run()->controls();
        QVERIFY(pressG(*window));
        const std::uint64_t seed = controls.seed();
        const Maze maze = window->run()->scene()->maze();
        window->edits()->undoStack()->clear();
        QVERIFY(pressG(*window, Qt::ShiftModifier));
        QCOMPARE(window->edits()->undoStack()->count(), 1); // it did make the maze again
        QCOMPARE(controls.seed(), seed);
        QVERIFY(window->run()->scene()->maze() == maze);
        QVERIFY(testing::window::buttonFor(*window, command(*window, "regenerateAction")));
    }

    // With the lock on, G keeps the seed (and says so on the button); off again, G draws.
    void theLockKeepsTheSeedForGenerate() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        ControlPanel& controls = *window->run()->controls();
        QToolButton* lock = lockButton(*window);
        QVERIFY(lock && lock->isCheckable() && !lock->toolTip().isEmpty());
        controls.setSeed(777);
        QTest::mouseClick(lock, Qt::LeftButton);
        QVERIFY(controls.seedLocked());
        QCOMPARE(lock->text(), QStringLiteral("Locked"));
        for (int press = 0; press < 2; ++press) {
            QVERIFY(pressG(*window));
            QCOMPARE(controls.seed(), std::uint64_t(777));
            QCOMPARE(mismatchWithField(*window), QString());
        }
        QTest::mouseClick(lock, Qt::LeftButton);
        QVERIFY(!controls.seedLocked());
        QCOMPARE(lock->text(), QStringLiteral("Lock"));
        QVERIFY(pressG(*window));
        QVERIFY(controls.seed() != 777);
        QCOMPARE(mismatchWithField(*window), QString());
    }

    // A seed typed into the field and Enter: that seed's maze.
    void enterInTheSeedFieldMakesThatMaze() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        QLineEdit* field = seedField(*window);
        QVERIFY(field);
        field->setFocus();
        QTRY_VERIFY_WITH_TIMEOUT(field->hasFocus(), 5000);
        field->clear();
        QTest::keyClicks(field, QStringLiteral("424242"));
        QTest::keyClick(field, Qt::Key_Return);
        QVERIFY(finished(*window));
        QCOMPARE(window->run()->scene()->provenance()->seed, std::uint64_t(424242));
        QCOMPARE(mismatchWithField(*window), QString());
        QCOMPARE(field->text(), QStringLiteral("424242"));
    }

    // A seed that is not a number: G with the lock on refuses it with the field's message and
    // keeps the text; unlocked, G draws a fresh seed over it (G asks for a new maze).
    void generateWithABadSeedInTheField() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        ControlPanel& controls = *window->run()->controls();
        QLineEdit* field = seedField(*window);
        const Maze before = window->run()->scene()->maze();
        field->setText(QString());
        controls.setSeedLocked(true);
        command(*window, "generateAction")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(int(errorBoxes(*window).size()), 1, 5000);
        QVERIFY(window->statusBar()->currentMessage().contains(QStringLiteral("not valid")));
        QCOMPARE(field->text(), QString());
        QVERIFY(window->run()->scene()->maze() == before);
        closeErrorBoxes(*window);
        controls.setSeedLocked(false);
        command(*window, "generateAction")->trigger();
        QVERIFY(finished(*window));
        QVERIFY(errorBoxes(*window).isEmpty());
        QCOMPARE(mismatchWithField(*window), QString());
    }

    // Opening a maze file shows its seed and draws none.
    void openingAFileShowsItsSeed() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        ControlPanel& controls = *window->run()->controls();
        controls.setSeed(31);
        window->run()->regenerate();
        QVERIFY(finished(*window));
        const QString path = dir.filePath(QStringLiteral("seed31.maze"));
        QVERIFY(window->document()->saveMazeFile(path));
        QVERIFY(pressG(*window));
        QVERIFY(controls.seed() != 31);
        QVERIFY(window->document()->openMazeFile(path));
        QCOMPARE(controls.seed(), std::uint64_t(31));
        QCOMPARE(mismatchWithField(*window), QString());
    }

    // Undo and redo of a Generate bring the seed of the maze they show back into the field; an
    // undone wall edit leaves the field, and a seed typed there, alone.
    void undoAndRedoOfGenerateShowTheirSeed() {
        auto window = openWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        ControlPanel& controls = *window->run()->controls();
        QVERIFY(pressG(*window));
        const std::uint64_t first = controls.seed();
        QVERIFY(pressG(*window));
        const std::uint64_t second = controls.seed();
        QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(controls.seed(), first);
        QCOMPARE(mismatchWithField(*window), QString());
        QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(controls.seed(), second);
        QCOMPARE(mismatchWithField(*window), QString());

        MazeView& view = *window->run()->view();
        testing::click(&view, view.wallCentre({2, 2}, Dir::East));
        QCOMPARE(window->edits()->undoStack()->undoText(), QStringLiteral("Toggle wall"));
        controls.setSeed(55);
        QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(window->edits()->undoStack()->undoText(), QStringLiteral("Generate maze"));
        QCOMPARE(controls.seed(), std::uint64_t(55));
    }

    // The lock is remembered between sessions, on and off.
    void theLockRoundTripsThroughTheSettings() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString ini = dir.filePath(QStringLiteral("settings.ini"));
        for (const bool locked : {true, false}) {
            {
                auto window = std::make_unique<MainWindow>();
                window->useSettings(std::make_unique<QSettings>(ini, QSettings::IniFormat));
                window->run()->controls()->setSeedLocked(locked);
                window->close();
            }
            auto window = std::make_unique<MainWindow>();
            window->useSettings(std::make_unique<QSettings>(ini, QSettings::IniFormat));
            QCOMPARE(window->run()->controls()->seedLocked(), locked);
            QCOMPARE(lockButton(*window)->isChecked(), locked);
        }
    }
};

QTEST_MAIN(TestSeeds)
#include "test_seeds.moc"
