// The race window's stage (F5 in the race window; docs/user-guide.md, "The race window on the stage"),
// on the real race window shown offscreen: at 1280 x 720 and 1920 x 1080, with 2 and 4 lanes,
// every lane's drawn maze takes a good share of the window's height and its figures are in type
// at least 3% of it; the bars, the picker, the chart and the table are hidden; C shows the chart
// and the table and hides them; the keys step and reset the race; F5 twice (or F5 and Escape)
// puts back the same geometry, visibility and fonts; the figures on the stage are the race's.
#include <QtTest>

#include "race_support.hpp"
#include "stage_support.hpp"
#include "ui/race/race_stage.hpp"

#include <QComboBox>
#include <QMenuBar>
#include <QSplitter>
#include <QStatusBar>
#include <QToolBar>

using namespace mazelab;
using namespace mazelab::ui;
using namespace mazelab::testing;

namespace {

const QStringList kTwo{"bfs", "dfs"};
const QStringList kFour{"bfs", "dfs", "astar-manhattan", "greedy-manhattan"};

// The race window at `size` racing `solvers` on `maze`, paused after `steps` steps.
std::unique_ptr<RaceWindow> pausedRace(QSize size, const QStringList& solvers, const Maze& maze,
                                       int steps) {
    auto window = shownWindow<RaceWindow>(size);
    if (!window)
        return nullptr;
    window->setMaze(maze, QStringLiteral("test maze"));
    if (!window->setSolvers(solvers).isEmpty())
        return nullptr;
    for (int i = 0; i < steps; ++i)
        window->controller()->step();
    QCoreApplication::processEvents();
    return window;
}

QWidget* part(const RaceWindow& window, const char* name) {
    return window.findChild<QWidget*>(QLatin1String(name));
}

// Where every part of the window is, whether it shows, and its labels' fonts: a line a part.
QStringList layoutOf(const RaceWindow& window) {
    QStringList places;
    QList<QWidget*> parts{window.menuBar(), window.statusBar(), part(window, "raceCommands"),
                          part(window, "racePicker"), window.chart(), window.table()};
    for (int i = 0; i < window.laneCount(); ++i)
        parts << window.lane(i) << window.lane(i)->view();
    for (QWidget* w : parts) {
        const QRect r = w->geometry();
        places << QStringLiteral("%1 %2 shown %3 at %4,%5 %6x%7")
                      .arg(QLatin1String(w->metaObject()->className()), w->objectName())
                      .arg(w->isVisible())
                      .arg(r.x())
                      .arg(r.y())
                      .arg(r.width())
                      .arg(r.height());
    }
    for (const QLabel* label : window.findChildren<QLabel*>())
        places << QStringLiteral("label %1 '%2' font %3")
                      .arg(label->objectName(), label->text(), label->font().toString());
    places << QStringLiteral("walls %1").arg(window.lane(0)->view()->wallWeight());
    return places;
}

int pixelSize(const QWidget& parent, const char* name) {
    const auto* label = parent.findChild<QLabel*>(QLatin1String(name));
    return label ? QFontInfo(label->font()).pixelSize() : 0;
}

} // namespace

class TestRaceStage : public QObject {
    Q_OBJECT

private slots:
    void theLanesFillTheStage_data() {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QStringList>("solvers");
        QTest::addColumn<bool>("wide");
        QTest::addColumn<int>("columns");
        QTest::addColumn<double>("share");
        // A square maze: 2 lanes side by side, 4 in one row (larger than 2 x 2 at 16:9); a
        // wide one (31 x 21): 4 in 2 x 2.
        for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
            const QString at = QStringLiteral("%1x%2").arg(size.width()).arg(size.height());
            QTest::newRow(qPrintable(at + " 2 lanes")) << size << kTwo << false << 2 << 0.75;
            QTest::newRow(qPrintable(at + " 4 lanes")) << size << kFour << false << 4 << 0.36;
            QTest::newRow(qPrintable(at + " 4 lanes, wide maze"))
                << size << kFour << true << 2 << 0.33;
        }
    }

    void theLanesFillTheStage() {
        QFETCH(QSize, size);
        QFETCH(QStringList, solvers);
        QFETCH(bool, wide);
        QFETCH(int, columns);
        QFETCH(double, share);
        auto window = pausedRace(size, solvers, wide ? braided(5, {31, 21}) : braided(), 40);
        QVERIFY(window);
        QTest::keyClick(window.get(), Qt::Key_F5);
        QVERIFY(window->onStage());
        QCoreApplication::processEvents();
        QCOMPARE(window->size(), size);
        for (const char* hidden : {"racePicker", "raceCommands", "raceChartAndTable"})
            QVERIFY2(!part(*window, hidden)->isVisible(), hidden);
        QVERIFY(!window->menuBar()->isVisible());
        QVERIFY(!window->statusBar()->isVisible());
        QVERIFY(!window->chart()->isVisible());
        QVERIFY(!window->table()->isVisible());
        // The grid: the lanes side by side in `columns` columns.
        const int top = window->lane(0)->geometry().top();
        int inFirstRow = 0;
        for (int i = 0; i < window->laneCount(); ++i)
            inFirstRow += window->lane(i)->geometry().top() == top ? 1 : 0;
        QCOMPARE(inFirstRow, columns);
        for (int i = 0; i < window->laneCount(); ++i) {
            RaceLane& lane = *window->lane(i);
            const int height = drawnMazeHeight(*lane.view());
            qInfo("%s lane %d: maze %d px, %.1f %% of %d; figures %d px (%.2f %%)",
                  QTest::currentDataTag(), i, height, 100.0 * height / size.height(),
                  size.height(), pixelSize(lane, "stepsValue"),
                  100.0 * pixelSize(lane, "stepsValue") / size.height());
            QVERIFY2(height >= share * size.height(),
                     qPrintable(QStringLiteral("lane %1's maze is %2 of %3 pixels high")
                                    .arg(i)
                                    .arg(height)
                                    .arg(size.height())));
            for (const char* figure : {"stepsValue", "frontierValue", "searchedValue", "pathValue"}) {
                QVERIFY2(lane.findChild<QLabel*>(QLatin1String(figure))->isVisible(), figure);
                QVERIFY2(pixelSize(lane, figure) >= 0.03 * size.height(), figure);
            }
            QVERIFY(lane.findChild<QLabel*>(QStringLiteral("titleValue"))->isVisible());
            QCOMPARE(labelText(lane, "statusValue"), QStringLiteral("paused"));
        }
    }

    // The grid for the count and the window's shape: the larger mazes win.
    void theGridDrawsTheMazesLargest() {
        const QSize wide(1272, 712);
        QCOMPARE(RaceStage::columnsFor(2, wide, {31, 31}, 22), 2);
        QCOMPARE(RaceStage::columnsFor(4, wide, {31, 31}, 22), 4);
        QCOMPARE(RaceStage::columnsFor(4, wide, {31, 21}, 22), 2);
        QCOMPARE(RaceStage::columnsFor(3, wide, {61, 21}, 22), 2);
        QCOMPARE(RaceStage::columnsFor(4, QSize(712, 1272), {31, 31}, 22), 2);
        QCOMPARE(RaceStage::columnsFor(8, wide, {31, 31}, 22), 4);
        // Four lanes in a row would be too narrow for their figures beside the chart.
        QCOMPARE(RaceStage::columnsFor(4, QSize(760, 712), {31, 31}, 22), 2);
        QCOMPARE(RaceStage::pairsPerLine(620, 22), 4);
        QCOMPARE(RaceStage::pairsPerLine(300, 22), 1);
    }

    // C (View > Chart and table) puts the chart and the table beside the lanes on the stage and
    // takes them away again; off the stage it hides and shows them too.
    void cShowsTheChartOnDemand() {
        auto window = pausedRace({1280, 720}, kFour, braided(), 30);
        QVERIFY(window);
        QTest::keyClick(window.get(), Qt::Key_F5);
        QCoreApplication::processEvents();
        QVERIFY(!window->chart()->isVisible());
        const int laneWidth = window->lane(0)->width();
        QTest::keyClick(window.get(), Qt::Key_C);
        QCoreApplication::processEvents();
        QVERIFY(window->onStage());
        QVERIFY(window->chart()->isVisible());
        QVERIFY(window->table()->isVisible());
        QVERIFY(window->chartAction()->isChecked());
        QVERIFY(window->lane(0)->isVisible());
        const RaceLane& last = *window->lane(3);
        QVERIFY(window->chart()->mapTo(window.get(), QPoint(0, 0)).x() >
                last.mapTo(window.get(), QPoint(last.width(), 0)).x());
        QCOMPARE(cell(*window->table(), 0, RaceTable::Steps), QStringLiteral("30"));
        QVERIFY(saveGrab(*window, QStringLiteral("race-stage-chart.png")));
        QTest::keyClick(window.get(), Qt::Key_C);
        QCoreApplication::processEvents();
        QVERIFY(!window->chart()->isVisible());
        QVERIFY(!window->table()->isVisible());
        QCOMPARE(window->lane(0)->width(), laneWidth);
        // Off the stage the chart was shown before, and is again.
        QTest::keyClick(window.get(), Qt::Key_F5);
        QVERIFY(!window->onStage());
        QVERIFY(window->chart()->isVisible());
        QVERIFY(window->chartAction()->isChecked());
        QTest::keyClick(window.get(), Qt::Key_C);
        QVERIFY(!window->chart()->isVisible());
        QVERIFY(!window->table()->isVisible());
        QTest::keyClick(window.get(), Qt::Key_C);
        QVERIFY(window->chart()->isVisible());
    }

    // Every key works on the stage: Right and Page Down step, Page Up does nothing (a race
    // cannot step back), Space plays and pauses, + and - change the speed, R resets.
    void theKeysDriveTheRaceOnTheStage() {
        auto window = pausedRace({1280, 720}, kTwo, braided(), 0);
        QVERIFY(window);
        QTest::keyClick(window.get(), Qt::Key_F5);
        RaceController& race = *window->controller();
        QTest::keyClick(window.get(), Qt::Key_Right);
        QTest::keyClick(window.get(), Qt::Key_PageDown);
        QCOMPARE(qint64(race.stepsDone()), qint64(2));
        QCOMPARE(race.state(), State::Paused);
        QCOMPARE(labelText(*window->lane(0), "stepsValue"), QStringLiteral("2"));
        QTest::keyClick(window.get(), Qt::Key_PageUp);
        QCOMPARE(qint64(race.stepsDone()), qint64(2));
        QCOMPARE(race.state(), State::Paused);
        auto* speed = window->findChild<QComboBox*>(QStringLiteral("raceSpeed"));
        const int chosen = speed->currentIndex();
        QTest::keyClick(window.get(), Qt::Key_Plus);
        QCOMPARE(speed->currentIndex(), chosen + 1);
        QTest::keyClick(window.get(), Qt::Key_Minus);
        QCOMPARE(speed->currentIndex(), chosen);
        QTest::keyClick(window.get(), Qt::Key_Space);
        QCOMPARE(race.state(), State::Running);
        QTest::keyClick(window.get(), Qt::Key_Space);
        QCOMPARE(race.state(), State::Paused);
        QTest::keyClick(window.get(), Qt::Key_R);
        QCOMPARE(race.state(), State::Idle);
        QCOMPARE(qint64(race.stepsDone()), qint64(0));
        QCOMPARE(labelText(*window->lane(1), "statusValue"), QStringLiteral("ready"));
        QVERIFY(window->onStage());
    }

    // F5 twice, and F5 then Escape, put back the same layout: places, visibility, fonts, walls;
    // twice in a row the same.
    void f5PutsTheLayoutBackExactly() {
        auto window = pausedRace({1280, 720}, kFour, braided(), 25);
        QVERIFY(window);
        const QStringList before = layoutOf(*window);
        const QList<int> sizes = window->findChild<QSplitter*>()->sizes();
        for (const Qt::Key leave : {Qt::Key_F5, Qt::Key_Escape, Qt::Key_F5}) {
            QTest::keyClick(window.get(), Qt::Key_F5);
            QVERIFY(window->onStage());
            QVERIFY(window->lane(0)->view()->wallWeight() > 1);
            QTest::keyClick(window.get(), leave);
            QVERIFY(!window->onStage());
            QCoreApplication::processEvents();
            QCOMPARE(layoutOf(*window), before);
        }
        QVERIFY(!window->stageAction()->isChecked());
        QCOMPARE(window->findChild<QSplitter*>()->sizes(), sizes);
        // Closed on the stage, the window opens again as it was before it.
        QTest::keyClick(window.get(), Qt::Key_F5);
        window->close();
        QVERIFY(!window->onStage());
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        QCoreApplication::processEvents();
        QCOMPARE(layoutOf(*window), before);
    }

    // Lanes made on the stage (a new choice of solvers) take the stage look, and the window's
    // own look after it.
    void lanesMadeOnTheStageLeaveItToo() {
        auto window = pausedRace({1280, 720}, kTwo, braided(), 0);
        QVERIFY(window);
        const int normal = pixelSize(*window->lane(0), "stepsValue");
        QTest::keyClick(window.get(), Qt::Key_F5);
        QCOMPARE(window->setSolvers(kFour), QString());
        QCoreApplication::processEvents();
        QCOMPARE(window->laneCount(), 4);
        QVERIFY(pixelSize(*window->lane(3), "stepsValue") >= 0.03 * 720);
        QVERIFY(window->lane(3)->onStage());
        QTest::keyClick(window.get(), Qt::Key_F5);
        QCOMPARE(pixelSize(*window->lane(3), "stepsValue"), normal);
        QVERIFY(!window->lane(3)->onStage());
    }

    // Off the stage the solver picker folds away when the race starts, for larger mazes, and
    // View > Solvers brings it back.
    void thePickerFoldsWhenTheRaceStarts() {
        auto window = pausedRace({1280, 720}, kFour, braided(), 0);
        QVERIFY(window);
        QWidget* picker = part(*window, "racePicker");
        QVERIFY(picker->isVisible());
        const int before = drawnMazeHeight(*window->lane(0)->view());
        QTest::keyClick(window.get(), Qt::Key_Right);
        QCoreApplication::processEvents();
        QVERIFY(!picker->isVisible());
        QVERIFY(!window->pickerAction()->isChecked());
        const int folded = drawnMazeHeight(*window->lane(0)->view());
        qInfo("the maze at 1280 x 720: %d px with the picker, %d px folded", before, folded);
        QVERIFY2(folded >= before + 30,
                 qPrintable(QStringLiteral("%1 then %2 pixels").arg(before).arg(folded)));
        window->pickerAction()->trigger();
        QVERIFY(picker->isVisible());
        // A step more leaves it open: it folds only when a race starts.
        QTest::keyClick(window.get(), Qt::Key_Right);
        QVERIFY(picker->isVisible());
    }

    // The figures on the stage are the race's: the table's steps and share searched while it
    // runs, and the path's length with its mark at the end.
    void theStageShowsTheRacesFigures() {
        auto window = pausedRace({1920, 1080}, kFour, braided(), 60);
        QVERIFY(window);
        QStringList offStage;
        for (int i = 0; i < 4; ++i)
            offStage << labelText(*window->lane(i), "searchedValue");
        QTest::keyClick(window.get(), Qt::Key_F5);
        const RaceTable& table = *window->table();
        for (int i = 0; i < 4; ++i) {
            const RaceLane& lane = *window->lane(i);
            const RunFigures& f = window->controller()->figures(i);
            QCOMPARE(labelText(lane, "stepsValue"), cell(table, i, RaceTable::Steps));
            QCOMPARE(labelText(lane, "searchedValue"), offStage[i]);
            QVERIFY(labelText(lane, "searchedValue")
                        .endsWith(QStringLiteral("(%1 %)").arg(
                            cell(table, i, RaceTable::SearchedPercent))));
            QCOMPARE(labelText(lane, "frontierValue"), formatCount(f.frontier));
        }
        runToEnd(*window->controller());
        for (int i = 0; i < 4; ++i) {
            const RaceLane& lane = *window->lane(i);
            const bool best = window->controller()->foundBest(i);
            QCOMPARE(labelText(lane, "pathValue"),
                     cell(table, i, RaceTable::PathLength) +
                         (best ? QStringLiteral(" \u2713") : QString()));
            QCOMPARE(labelText(lane, "statusValue"), QStringLiteral("finished"));
        }
        // DFS's path on this braided maze is not a shortest one: no mark.
        QVERIFY(!labelText(*window->lane(1), "pathValue").contains(QChar(0x2713)));
        QVERIFY(labelText(*window->lane(0), "pathValue").contains(QChar(0x2713)));
        // Off the stage the path is written in full again.
        QTest::keyClick(window.get(), Qt::Key_F5);
        QVERIFY(labelText(*window->lane(0), "pathValue").contains(QStringLiteral("shortest")));
    }
};

QTEST_MAIN(TestRaceStage)
#include "test_race_stage.moc"
