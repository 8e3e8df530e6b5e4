// Learn > Predict through the real window: a round stops before each step, a right click gets a
// tick, a wrong one a cross with the right cell ringed and the reason, the run goes on to the
// next question, the session log records both, and File > Export progress writes them as CSV.
#include <QtTest>

#include "window_support.hpp"

#ifndef Q_MOC_RUN
#include "core/learn/prediction.hpp"
#include "core/learn/session_log.hpp"
#endif

#include "ui/learn/learn_controller.hpp"
#include "ui/learn/learn_marks.hpp"
#include "ui/learn/predict_controller.hpp"
#include "ui/learn/predict_panel.hpp"

#include <QDockWidget>
#include <QFile>
#include <QTemporaryDir>

using namespace mazelab;
using namespace mazelab::testing::window;

namespace {

// The cells of a solver's steps on `maze`, in order, by the core's own run.
std::vector<CellIndex> stepCells(const SolverInfo& solver, const Maze& maze) {
    std::vector<CellIndex> cells;
    SolveSteps run = solver.start(maze);
    while (const SolveStep* step = run.next())
        cells.push_back(step->cell);
    return cells;
}

// Pixels of exactly this colour inside the cell's square of the view as drawn.
int pixelsIn(MazeView& view, Cell cell, QRgb colour) {
    const QImage image = view.grab().toImage().convertToFormat(QImage::Format_RGB32);
    const double dpr = image.devicePixelRatio();
    const QPoint centre = view.cellCentre(cell) * dpr;
    const int half = int(view.pixelsPerCell() * dpr / 2);
    int count = 0;
    for (int y = centre.y() - half; y <= centre.y() + half; ++y)
        for (int x = centre.x() - half; x <= centre.x() + half; ++x)
            if (image.rect().contains(x, y) &&
                (image.pixel(x, y) & 0xFFFFFF) == (colour & 0xFFFFFF))
                ++count;
    return count;
}

constexpr QRgb kWrongColour = 0xd62728; // ui/learn/learn_marks.cpp
constexpr QRgb kRightColour = 0x1b9e3e;

} // namespace

class TestPredictUi : public QObject {
    Q_OBJECT

private slots:
    // One round of predictions through the window, from the first click to the exported CSV:
    // each check depends on the clicks before it, so they stay in one function.
    void aRightAndAWrongClickAreMarkedLoggedAndExported() {
        auto window = openWindow();
        ControlPanel& controls = *window->run()->controls();
        Animator& animator = *window->run()->animator();
        MazeView& view = *window->run()->view();
        controls.setSpeedChoice(SpeedChoice::Instant);
        QVERIFY(controls.selectGenerator(generators().front()->id));
        controls.setMazeSize({9, 9});
        controls.setSeed(5);
        command(*window, "regenerateAction")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(animator.state(), State::Finished, kWaitMs);
        const SolverInfo* bfs = &chooseBreadthFirst(controls);
        const Maze maze = window->run()->scene()->maze();
        const std::vector<CellIndex> cells = stepCells(*bfs, maze);

        LearnController& learn = *window->learning();
        PredictController& predict = *learn.predict();
        PredictPanel& panel = *learn.predictPanel();
        QVERIFY(!learn.predictDock()->isVisible());
        learn.predictAction()->trigger();
        QVERIFY(learn.predictDock()->isVisible());
        QVERIFY(predict.active());
        // The first step takes the start; the second is the first question.
        QTRY_VERIFY_WITH_TIMEOUT(predict.waiting(), kWaitMs);
        QVERIFY(animator.holdingStep());
        QCOMPARE(animator.stepsDone(), 1);
        QCOMPARE(panel.promptText(),
                 QStringLiteral("Step 2: click the cell it takes from its frontier next."));
        QVERIFY(view.cellPicking());

        const Cell right = maze.cellAt(cells[1]);
        QCOMPARE(pixelsIn(view, right, kRightColour), 0);
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.cellCentre(right));
        QCOMPARE(panel.verdictText(), QStringLiteral("✔ Right."));
        QVERIFY(pixelsIn(view, right, kRightColour) > 0);
        QCOMPARE(learn.log().entries().size(), std::size_t(1));
        QVERIFY(learn.log().entries()[0].right);

        // The run goes on to step 3 and stops again.
        QTRY_VERIFY_WITH_TIMEOUT(predict.waiting(), kWaitMs);
        QCOMPARE(animator.stepsDone(), 2);
        const Cell answer = maze.cellAt(cells[2]);
        const Cell wrong = maze.start(); // taken at step 1: no longer in the queue
        QVERIFY(!(wrong == answer));
        QCOMPARE(pixelsIn(view, wrong, kWrongColour), 0);
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.cellCentre(wrong));
        QCOMPARE(panel.verdictText(), QStringLiteral("✘ Not that one."));
        const QString reason = panel.reasonText();
        QVERIFY2(
            reason.startsWith(QString::fromStdString(learn::cellText(maze, cells[0])) +
                              QStringLiteral(" has left the queue already (taken at step 1).")),
            qPrintable(reason));
        QVERIFY2(reason.contains(QString::fromStdString(learn::cellText(maze, cells[2]))),
                 qPrintable(reason));
        QVERIFY(pixelsIn(view, wrong, kWrongColour) > 0);
        bool ringed = false;
        for (const LearnMarks::Mark& m : predict.marks().marks())
            ringed |= m.kind == LearnMarks::Kind::Answer && m.cell == answer;
        QVERIFY(ringed);
        QVERIFY(panel.scoreText().contains(QStringLiteral("1 of 2 right")));
        // After a wrong guess the run waits while the reason is read; a click goes on.
        QVERIFY(predict.reviewing());
        QVERIFY(animator.holdingStep());
        QCOMPARE(animator.stepsDone(), 2);
        QVERIFY(panel.promptText().startsWith(QStringLiteral("The ringed cell was next.")));
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.cellCentre(maze.goal()));
        QTRY_VERIFY_WITH_TIMEOUT(predict.waiting(), kWaitMs);
        QCOMPARE(animator.stepsDone(), 3);
        QCOMPARE(learn.log().entries().size(), std::size_t(2)); // going on is not a guess

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("progress.csv"));
        QCOMPARE(learn.exportProgressTo(path), QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList lines =
            QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines[0], QStringLiteral("time,activity,item,solver,maze_seed,answer,result"));
        const QString id = QString::fromUtf8(bfs->id.data(), qsizetype(bfs->id.size()));
        QVERIFY2(lines[1].endsWith(
                     QStringLiteral(",predict,step 2,%1,5,\"%2\",right")
                         .arg(id, QString::fromStdString(learn::cellText(maze, cells[1])))),
                 qPrintable(lines[1]));
        QVERIFY2(lines[2].endsWith(
                     QStringLiteral(",predict,step 3,%1,5,\"%2\",wrong")
                         .arg(id, QString::fromStdString(learn::cellText(maze, cells[0])))),
                 qPrintable(lines[2]));

        // Off: the gate goes and the run plays to its end as usual.
        learn.predictAction()->trigger();
        QVERIFY(!predict.active());
        QVERIFY(animator.stepGate() == nullptr);
        QVERIFY(!view.cellPicking());
        QTRY_COMPARE_WITH_TIMEOUT(animator.state(), State::Finished, kWaitMs);
        QCOMPARE(animator.stepsDone(), std::int64_t(cells.size()));
    }

    // Reset mid-round ends the round cleanly; Solve starts a new one on the same maze.
    void resetMidRoundEndsTheRound() {
        auto window = openWindow();
        ControlPanel& controls = *window->run()->controls();
        Animator& animator = *window->run()->animator();
        controls.setSpeedChoice(SpeedChoice::Instant);
        LearnController& learn = *window->learning();
        learn.predictAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(learn.predict()->waiting(), kWaitMs);
        command(*window, "resetAction")->trigger();
        QCOMPARE(animator.state(), State::Idle);
        QVERIFY(!learn.predict()->waiting());
        QVERIFY(!window->run()->view()->cellPicking());
        QVERIFY(learn.predictPanel()->promptText().contains(QStringLiteral("Solve")));
        command(*window, "solveAction")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(learn.predict()->waiting(), kWaitMs);
        QCOMPARE(animator.stepsDone(), 1);
        QVERIFY(!animator.canSeek());
    }
};

QTEST_MAIN(TestPredictUi)
#include "test_predict_ui.moc"
