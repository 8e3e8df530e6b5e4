// Presentation mode as a stage, on the real main window shown offscreen: at 1280 x 720 and
// 1920 x 1080 the drawn maze takes at least 85% of the window's height, with the pseudocode pinned
// beside it too; the heads-up strip shows
// the statistics' figures in type at least 4% of the window's height; every panel but a pinned
// one is hidden, with the menu, tool and status bars; Page Down and Page Up step; F5 puts the
// layout back exactly.
#include <QtTest>

#include "stage_support.hpp"
#include "ui/animation/animator.hpp"
#include "ui/controllers/run_controller.hpp"
#include "ui/panels/control_panel.hpp"
#include "ui/present/presenting_controller.hpp"
#include "ui_support.hpp" // labelText

#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QStatusBar>
#include <QToolBar>

using namespace mazelab;
using namespace mazelab::ui;
using mazelab::testing::drawnMazeHeight;
using mazelab::testing::labelShortfall;
using mazelab::testing::mazeHeightText;
using mazelab::testing::labelText;
using mazelab::testing::shownWindow;

namespace {

// A breadth-first search, paused after `steps` steps.
bool pausedSolve(MainWindow& window, int steps) {
    ControlPanel& controls = *window.run()->controls();
    if (!controls.selectSolver("bfs"))
        return false;
    window.run()->solve();
    Animator& animator = *window.run()->animator();
    animator.pause();
    for (int i = 0; i < steps; ++i)
        animator.step();
    QCoreApplication::processEvents();
    return animator.stepsDone() == steps;
}

QList<QDockWidget*> shownDocks(const MainWindow& window) {
    QList<QDockWidget*> shown;
    for (QDockWidget* d : window.findChildren<QDockWidget*>())
        if (d->isVisible())
            shown.push_back(d);
    return shown;
}

// Where each panel is: its area, shown or not, floating or not, whether it is in front of its
// tabs and, when it is (a panel behind a tab has no place of its own), its geometry; a line a
// panel.
QStringList placesOf(const MainWindow& window) {
    QStringList places;
    for (QDockWidget* d : window.findChildren<QDockWidget*>()) {
        const bool front = !d->visibleRegion().isEmpty();
        const QRect r = front ? d->geometry() : QRect();
        places.push_back(QStringLiteral("%1 area %2 shown %3 floating %4 at %5,%6 %7x%8 front %9")
                             .arg(d->objectName())
                             .arg(int(window.dockWidgetArea(d)))
                             .arg(d->isVisible())
                             .arg(d->isFloating())
                             .arg(r.x())
                             .arg(r.y())
                             .arg(r.width())
                             .arg(r.height())
                             .arg(front));
    }
    places.sort();
    return places;
}

} // namespace

class TestStage : public QObject {
    Q_OBJECT

private slots:
    void theMazeFillsTheStage_data() {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1280 x 720") << QSize(1280, 720);
        QTest::newRow("1920 x 1080") << QSize(1920, 1080);
    }

    void theMazeFillsTheStage() {
        QFETCH(QSize, size);
        auto window = shownWindow(size);
        QVERIFY(window);
        auto* view = window->findChild<MazeView*>(QStringLiteral("mazeView"));
        QVERIFY(view);
        QVERIFY(pausedSolve(*window, 40));
        QTest::keyClick(window.get(), Qt::Key_F5);
        QVERIFY(window->presenting()->presentationMode());
        QCoreApplication::processEvents();
        QCOMPARE(window->size(), size);
        const int height = drawnMazeHeight(*view);
        QVERIFY2(height >= 0.85 * size.height(),
                 mazeHeightText(height, size.height()).constData());
        QVERIFY(shownDocks(*window).isEmpty());
        QVERIFY(!window->menuBar()->isVisible());
        QVERIFY(!window->statusBar()->isVisible());
        for (QToolBar* bar : window->findChildren<QToolBar*>())
            QVERIFY(!bar->isVisible());

        // The strip: the statistics' own figures, large enough for the back of the room.
        auto* hud = window->findChild<QWidget*>(QStringLiteral("stageHud"));
        QVERIFY(hud && hud->isVisible());
        const std::pair<const char*, const char*> same[] = {
            {"hudTime", "timeValue"}, {"hudSearched", "searchedValue"}, {"hudPath", "pathLengthValue"}};
        for (const auto& [shown, stats] : same) {
            QCOMPARE(labelText(*window, shown), labelText(*window, stats));
            const auto* label = window->findChild<QLabel*>(QLatin1String(shown));
            QVERIFY(label->isVisible());
            QVERIFY2(QFontInfo(label->font()).pixelSize() >= 0.04 * size.height(), shown);
        }
        QCOMPARE(labelText(*window, "hudSolver"), QStringLiteral("Breadth-First Search"));
        QCOMPARE(labelText(*window, "hudPhase"), QStringLiteral("Paused at step 40"));
    }

    void pageDownAndPageUpStepOnTheStage() {
        auto window = shownWindow({1280, 720});
        QVERIFY(window);
        QVERIFY(pausedSolve(*window, 10));
        QTest::keyClick(window.get(), Qt::Key_F5);
        Animator& animator = *window->run()->animator();
        QTest::keyClick(window.get(), Qt::Key_PageDown);
        QCOMPARE(animator.stepsDone(), 11);
        QCOMPARE(labelText(*window, "hudPhase"), QStringLiteral("Paused at step 11"));
        QTest::keyClick(window.get(), Qt::Key_PageUp);
        QTest::keyClick(window.get(), Qt::Key_PageUp);
        QTRY_COMPARE(animator.stepsDone(), 9);
        QCOMPARE(labelText(*window, "hudSearched"), labelText(*window, "searchedValue"));
    }

    void aPinnedPanelStaysOnTheStage() {
        auto window = shownWindow({1920, 1080});
        QVERIFY(window);
        QDockWidget* pseudocode =
            window->findChild<QDockWidget*>(QStringLiteral("pseudocodeDock"));
        auto* pin = window->findChild<QAction*>(QStringLiteral("pseudocodeDockPin"));
        QVERIFY(pseudocode && pin);
        QTest::keyClick(window.get(), Qt::Key_F2);
        pin->setChecked(true);
        QTest::keyClick(window.get(), Qt::Key_F5);
        QCOMPARE(shownDocks(*window), QList<QDockWidget*>{pseudocode});
    }

    void aPinnedPanelStandsBesideTheMaze_data() {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("dock");
        QTest::addColumn<QString>("inside"); // a widget of the panel that must keep its room
        QTest::addColumn<double>("mazeShare");
        const QString pseudocode = QStringLiteral("pseudocodeDock");
        const QString code = QStringLiteral("pseudocode");
        QTest::newRow("pseudocode, 1280 x 720") << QSize(1280, 720) << pseudocode << code << 0.85;
        QTest::newRow("pseudocode, 1920 x 1080") << QSize(1920, 1080) << pseudocode << code << 0.85;
        QTest::newRow("legend, 1280 x 720")
            << QSize(1280, 720) << QStringLiteral("legendDock") << QStringLiteral("legend") << 0.85;
        // Too narrow for the maze at full height, the strip and the panel: the maze gives way.
        QTest::newRow("pseudocode, 1024 x 768") << QSize(1024, 768) << pseudocode << code << 0.55;
    }

    // A pinned panel takes the room the maze leaves: the maze keeps 85% of the height (a
    // 16:9 window) and the panel is whole, inside the window and clear of the maze and the strip.
    void aPinnedPanelStandsBesideTheMaze() {
        QFETCH(QSize, size);
        QFETCH(QString, dock);
        QFETCH(QString, inside);
        QFETCH(double, mazeShare);
        auto window = shownWindow(size);
        QVERIFY(window);
        auto* view = window->findChild<MazeView*>(QStringLiteral("mazeView"));
        auto* pinned = window->findChild<QDockWidget*>(dock);
        QVERIFY(pinned);
        window->findChild<QAction*>(dock + QStringLiteral("Pin"))->setChecked(true);
        pinned->show();
        pinned->raise();
        QVERIFY(pausedSolve(*window, 40));
        QCoreApplication::processEvents();
        const int width = pinned->width();
        const int leastWidth = pinned->minimumWidth();
        const int mostWidth = pinned->maximumWidth();
        auto* content = pinned->findChild<QWidget*>(inside);
        QVERIFY(content);
        const QFont font = content->font();
        QTest::keyClick(window.get(), Qt::Key_F5);
        QCoreApplication::processEvents();
        QCOMPARE(window->size(), size);
        const int height = drawnMazeHeight(*view);
        QVERIFY2(height >= mazeShare * size.height(),
                 mazeHeightText(height, size.height()).constData());
        QVERIFY(pinned->isVisible());
        const QRect panel = pinned->geometry();
        QVERIFY(window->rect().contains(panel));
        QVERIFY2(panel.width() >= 0.18 * size.width(), qPrintable(QString::number(panel.width())));
        auto* hud = window->findChild<QWidget*>(QStringLiteral("stageHud"));
        const QRect strip(hud->mapTo(window.get(), QPoint()), hud->size());
        const QRect maze(view->mapTo(window.get(), QPoint()), view->size());
        QVERIFY(!panel.intersects(strip));
        QVERIFY(!panel.intersects(maze));
        // Its content is shown, not squeezed to nothing.
        QVERIFY(content->isVisible());
        QVERIFY(content->height() >= 0.2 * size.height());
        for (QLabel* label : pinned->findChildren<QLabel*>())
            if (label->isVisible() && !label->text().isEmpty())
                QVERIFY2(labelShortfall(*label).isEmpty(),
                         qPrintable(label->objectName() + QLatin1Char(' ') + labelShortfall(*label)));
        // Leaving the stage gives the panel its width and type back, and its freedom to be
        // resized (the stage fixes its width).
        QTest::keyClick(window.get(), Qt::Key_F5);
        QCoreApplication::processEvents();
        QCOMPARE(pinned->width(), width);
        QCOMPARE(content->font(), font);
        QCOMPARE(pinned->minimumWidth(), leastWidth);
        QCOMPARE(pinned->maximumWidth(), mostWidth);
    }

    // A panel shown on the stage with its key, in a window too small for it at the stage's
    // type, comes at the width and type the room allows: the window keeps its size.
    void aPanelShownOnTheStageKeepsTheWindowsSize() {
        const QSize size(1024, 768);
        auto window = shownWindow(size);
        QVERIFY(window);
        QTest::keyClick(window.get(), Qt::Key_F5);
        QCoreApplication::processEvents();
        QTest::keyClick(window.get(), Qt::Key_F2);
        QCoreApplication::processEvents();
        auto* pseudocode = window->findChild<QDockWidget*>(QStringLiteral("pseudocodeDock"));
        QVERIFY(pseudocode->isVisible());
        QCOMPARE(window->size(), size);
        QVERIFY(window->rect().contains(pseudocode->geometry()));
    }

    void f5PutsEverythingBackExactly() {
        auto window = shownWindow({1280, 720});
        QVERIFY(window);
        window->findChild<QDockWidget*>(QStringLiteral("metricsDock"))->raise();
        QCoreApplication::processEvents();
        const QStringList places = placesOf(*window);
        auto* view = window->findChild<MazeView*>(QStringLiteral("mazeView"));
        const int mazeHeight = drawnMazeHeight(*view);
        QTest::keyClick(window.get(), Qt::Key_F5);
        QTest::keyClick(window.get(), Qt::Key_F5);
        QVERIFY(!window->presenting()->presentationMode());
        QCoreApplication::processEvents();
        QCOMPARE(placesOf(*window), places);
        QVERIFY(window->menuBar()->isVisible());
        QVERIFY(window->statusBar()->isVisible());
        QVERIFY(!window->findChild<QWidget*>(QStringLiteral("stageHud"))->isVisible());
        QCOMPARE(drawnMazeHeight(*view), mazeHeight);
    }
};

QTEST_MAIN(TestStage)
#include "test_stage.moc"
