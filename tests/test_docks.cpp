// The main window's panels as docks, on the real window shown offscreen: the default layout at
// 1280 x 720 gives the drawn maze at least three quarters of the window's height; every panel is
// a dock that View > Panels and its key show and hide; the layout round-trips through QSettings;
// View > Panels > Reset layout brings the default back.
#include <QtTest>

#include "stage_support.hpp"
#include "ui/shell/main_window.hpp"
#include "ui/view/maze_view.hpp"

#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QTemporaryDir>

#include <memory>

using namespace mazelab::ui;
using mazelab::testing::drawnMazeHeight;
using mazelab::testing::mazeHeightText;
using mazelab::testing::shownWindow;

namespace {

struct PanelKey {
    const char* dock;
    Qt::Key key;
};

// Every panel of the window, with the key that shows and hides it.
constexpr PanelKey kPanels[] = {
    {"controlsDock", Qt::Key_F3}, {"statisticsDock", Qt::Key_F4}, {"legendDock", Qt::Key_F6},
    {"metricsDock", Qt::Key_F7},  {"resultsDock", Qt::Key_F8},    {"pseudocodeDock", Qt::Key_F2},
};

QDockWidget* dock(const MainWindow& window, const char* name) {
    return window.findChild<QDockWidget*>(QLatin1String(name));
}

QMenu* panelsMenu(const MainWindow& window) {
    return window.findChild<QMenu*>(QStringLiteral("panelsMenu"));
}

} // namespace

class TestDocks : public QObject {
    Q_OBJECT

private slots:
    void theDefaultLayoutGivesTheMazeThreeQuartersOfTheHeight() {
        auto window = shownWindow({1280, 720});
        QVERIFY(window);
        QCOMPARE(window->height(), 720);
        auto* view = window->findChild<MazeView*>(QStringLiteral("mazeView"));
        QVERIFY(view);
        const int height = drawnMazeHeight(*view);
        QVERIFY2(height >= 0.75 * window->height(),
                 mazeHeightText(height, window->height()).constData());
    }

    void everyPanelIsADockThatItsKeyAndTheMenuShowAndHide() {
        auto window = shownWindow({1280, 720});
        QVERIFY(window);
        QMenu* menu = panelsMenu(*window);
        QVERIFY(menu);
        for (const PanelKey& p : kPanels) {
            QDockWidget* d = dock(*window, p.dock);
            QVERIFY2(d, p.dock);
            QAction* toggle = d->toggleViewAction();
            QCOMPARE(toggle->shortcut(), QKeySequence(p.key));
            QVERIFY2(menu->actions().contains(toggle), p.dock);
            QVERIFY(d->features().testFlag(QDockWidget::DockWidgetMovable));
            QVERIFY(d->features().testFlag(QDockWidget::DockWidgetFloatable));
            QVERIFY(d->features().testFlag(QDockWidget::DockWidgetClosable));
            const bool shown = d->isVisible();
            QTest::keyClick(window.get(), p.key);
            QCOMPARE(d->isVisible(), !shown);
            QTest::keyClick(window.get(), p.key);
            QCOMPARE(d->isVisible(), shown);
        }
        // At first: everything but the pseudocode, which a lecturer opens with F2.
        for (const PanelKey& p : kPanels)
            QCOMPARE(dock(*window, p.dock)->isVisible(), p.key != Qt::Key_F2);
    }

    void aPanelShownWithItsKeyComesToTheFront() {
        auto window = shownWindow({1280, 720});
        QVERIFY(window);
        QDockWidget* metrics = dock(*window, "metricsDock");
        QVERIFY(metrics->visibleRegion().isEmpty()); // behind the legend
        QTest::keyClick(window.get(), Qt::Key_F7);
        QVERIFY(!metrics->isVisible());
        QTest::keyClick(window.get(), Qt::Key_F7);
        QCoreApplication::processEvents();
        QVERIFY(!metrics->visibleRegion().isEmpty());
        QVERIFY(dock(*window, "legendDock")->visibleRegion().isEmpty());
        // The pseudocode has a place of its own under the statistics: F2 shows it in full.
        QDockWidget* pseudocode = dock(*window, "pseudocodeDock");
        QTest::keyClick(window.get(), Qt::Key_F2);
        QCoreApplication::processEvents();
        QVERIFY(!pseudocode->visibleRegion().isEmpty());
        QVERIFY(pseudocode->height() > 100);
    }

    void theLayoutRoundTripsThroughTheSettings() {
        QTemporaryDir dir;
        const QString ini = dir.filePath(QStringLiteral("mazelab.ini"));
        {
            auto window = shownWindow({1280, 720});
            QVERIFY(window);
            window->useSettings(std::make_unique<QSettings>(ini, QSettings::IniFormat));
            window->addDockWidget(Qt::BottomDockWidgetArea, dock(*window, "resultsDock"));
            dock(*window, "legendDock")->hide();
            dock(*window, "pseudocodeDock")->show();
            window->saveSettings();
        }
        auto window = shownWindow({1280, 720});
        QVERIFY(window);
        window->useSettings(std::make_unique<QSettings>(ini, QSettings::IniFormat));
        QCoreApplication::processEvents();
        QCOMPARE(window->dockWidgetArea(dock(*window, "resultsDock")), Qt::BottomDockWidgetArea);
        QVERIFY(dock(*window, "resultsDock")->isVisible());
        QVERIFY(!dock(*window, "legendDock")->isVisible());
        QVERIFY(dock(*window, "pseudocodeDock")->isVisible());
        QCOMPARE(window->dockWidgetArea(dock(*window, "controlsDock")), Qt::LeftDockWidgetArea);
    }

    void resetLayoutBringsTheDefaultBack() {
        auto window = shownWindow({1280, 720});
        QVERIFY(window);
        auto* view = window->findChild<MazeView*>(QStringLiteral("mazeView"));
        QVERIFY(view);
        const int defaultHeight = drawnMazeHeight(*view);
        window->addDockWidget(Qt::BottomDockWidgetArea, dock(*window, "resultsDock"));
        window->addDockWidget(Qt::RightDockWidgetArea, dock(*window, "controlsDock"));
        dock(*window, "statisticsDock")->setFloating(true);
        dock(*window, "legendDock")->hide();
        dock(*window, "pseudocodeDock")->show();

        auto* reset = window->findChild<QAction*>(QStringLiteral("resetLayoutAction"));
        QVERIFY(reset);
        QVERIFY(panelsMenu(*window)->actions().contains(reset));
        reset->trigger();
        QCoreApplication::processEvents();
        QCOMPARE(window->dockWidgetArea(dock(*window, "controlsDock")), Qt::LeftDockWidgetArea);
        for (const char* right : {"statisticsDock", "legendDock", "metricsDock", "resultsDock"})
            QCOMPARE(window->dockWidgetArea(dock(*window, right)), Qt::RightDockWidgetArea);
        for (const PanelKey& p : kPanels) {
            QVERIFY2(!dock(*window, p.dock)->isFloating(), p.dock);
            QCOMPARE(dock(*window, p.dock)->isVisible(), p.key != Qt::Key_F2);
        }
        // Metrics and results are tabs behind the legend, which is in front.
        const QList<QDockWidget*> tabs = window->tabifiedDockWidgets(dock(*window, "legendDock"));
        QVERIFY(tabs.contains(dock(*window, "metricsDock")));
        QVERIFY(tabs.contains(dock(*window, "resultsDock")));
        QVERIFY(!tabs.contains(dock(*window, "pseudocodeDock"))); // a place of its own
        QVERIFY(dock(*window, "metricsDock")->visibleRegion().isEmpty());
        QVERIFY(!dock(*window, "legendDock")->visibleRegion().isEmpty());
        QCOMPARE(drawnMazeHeight(*view), defaultHeight);
    }
};

QTEST_MAIN(TestDocks)
#include "test_docks.moc"
