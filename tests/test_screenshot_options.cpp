// The desktop app's screenshot options (app/mazelab/screenshot.hpp) for pictures of a generation
// part-way: --gen-steps N leaves the window's generation paused after exactly N steps, on every
// cell shape, and bad values or options that need the whole maze are refused by name.

#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/registry.hpp" // moc in Qt 6.4 cannot parse <coroutine>
#include "core/run.hpp"
#include "core/shape.hpp"
#endif

#include "mazelab/screenshot.hpp"
#include "ui/animation/animator.hpp"
#include "ui/controllers/run_controller.hpp"
#include "ui/shell/main_window.hpp"
#include "ui/view/maze_scene.hpp"

#include <QCommandLineParser>

using namespace mazelab;
using namespace mazelab::ui;

namespace {

// The maze core's own generation reaches after `steps` steps of `request`.
Maze mazeAfter(const GenerateRequest& request, long long steps) {
    Maze maze = prepareMaze(request);
    if (steps == 0)
        return maze;
    long long done = 0;
    for ([[maybe_unused]] const GenStep& step : generationSteps(maze, request))
        if (++done == steps)
            break;
    return maze;
}

// The options read from `arguments` (the program's name first); read()'s error, or empty.
QString readOptions(const QStringList& arguments, ScreenshotOptions& options) {
    QCommandLineParser parser;
    ScreenshotOptions::addTo(parser);
    if (!parser.parse(arguments))
        return parser.errorText();
    return options.read(parser);
}

} // namespace

class TestScreenshotOptions : public QObject {
    Q_OBJECT

private slots:
    void genStepsStopsTheGenerationThere_data() {
        QTest::addColumn<QString>("shape");
        QTest::addColumn<QString>("generator");
        QTest::addColumn<long long>("steps");
        for (const char* shape : {"square", "hex", "triangle", "polar", "weave"}) {
            QTest::addRow("%s wilson", shape) << shape << "wilson" << 40LL;
            QTest::addRow("%s backtracker", shape) << shape << "recursive-backtracker" << 25LL;
        }
        QTest::newRow("hex at step 0") << QStringLiteral("hex") << QStringLiteral("wilson") << 0LL;
    }

    // The maze shown is the core's after exactly that many steps: part-made, still a paused
    // generation that Right goes on with.
    void genStepsStopsTheGenerationThere() {
        QFETCH(QString, shape);
        QFETCH(QString, generator);
        QFETCH(long long, steps);
        MainWindow window;
        ScreenshotOptions options;
        options.shape = shape;
        options.generator = generator;
        options.size = QStringLiteral("12x9");
        options.rings = QStringLiteral("6");
        options.seed = QStringLiteral("3");
        options.genSteps = steps;
        QCOMPARE(options.applyTo(window), QString());

        const Animator& animator = *window.run()->animator();
        QCOMPARE(animator.job(), Animator::Job::Generation);
        QCOMPARE(animator.state(), Animator::State::Paused);
        QCOMPARE(animator.stepsDone(), steps);
        const Maze& shown = window.run()->scene()->maze();
        QCOMPARE(shapeId(shown.shapeKind()), shape.toStdString());
        const GenerateRequest request = window.run()->generateRequest();
        QVERIFY(shown == mazeAfter(request, steps));
        // Part-made: a spanning tree has cells - 1 passages.
        QVERIFY(shown.passageCount() < shown.cellCount() - 1);
    }

    // Without --gen-steps the maze is made at once, as before.
    void withoutGenStepsTheMazeIsWhole() {
        MainWindow window;
        ScreenshotOptions options;
        options.shape = QStringLiteral("polar");
        options.rings = QStringLiteral("6");
        options.generator = QStringLiteral("wilson");
        options.seed = QStringLiteral("3");
        QCOMPARE(options.applyTo(window), QString());
        const Maze& shown = window.run()->scene()->maze();
        QCOMPARE(shown.passageCount(), shown.cellCount() - 1);
        QVERIFY(window.run()->animator()->state() != Animator::State::Paused);
    }

    void badGenStepsAreRefused_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("error");
        const QString shot = QStringLiteral("--screenshot=x.png");
        const QString notANumber =
            QStringLiteral("--gen-steps must be a whole number of steps, 0 or more");
        QTest::addRow("negative") << QStringList{"--gen-steps=-1", shot} << notANumber;
        QTest::addRow("words") << QStringList{"--gen-steps=ten", shot} << notANumber;
        QTest::addRow("no screenshot")
            << QStringList{"--gen-steps=5"} << QStringLiteral("--gen-steps goes with --screenshot");
        for (const char* other : {"solver=bfs", "race=bfs,dfs", "learn=predict", "maze=x.maze"})
            QTest::addRow("%s", other)
                << QStringList{"--gen-steps=5", shot, QStringLiteral("--%1").arg(other)}
                << QStringLiteral("--gen-steps shows a maze part-made: it does not go with --%1, "
                                  "which needs the whole maze")
                       .arg(QString::fromLatin1(other).section(QLatin1Char('='), 0, 0));
    }

    void badGenStepsAreRefused() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, error);
        ScreenshotOptions options;
        QCOMPARE(readOptions(QStringList{QStringLiteral("mazelab")} + arguments, options), error);
    }

    void goodGenStepsAreRead() {
        ScreenshotOptions options;
        QCOMPARE(readOptions({QStringLiteral("mazelab"), QStringLiteral("--gen-steps=120"),
                              QStringLiteral("--screenshot=x.png")},
                             options),
                 QString());
        QCOMPARE(options.genSteps, 120LL);
    }
};

QTEST_MAIN(TestScreenshotOptions)
#include "test_screenshot_options.moc"
