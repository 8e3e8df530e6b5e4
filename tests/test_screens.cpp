// The main window on small and high-DPI screens, shown offscreen. CTest runs this file twice:
// as it is, and as test_screens_scale2 with QT_SCALE_FACTOR=2 (a 3840 x 2160 screen showing
// 1920 x 1080 logical pixels). At 1024 x 768 the everyday controls are inside the control
// panel's viewport without scrolling; the maze keeps 60% of the height on every screen; the
// pseudocode shown in the default layout gets room for its code; at 1024 x 768 and 1920 x 1080 no
// label in the panels is smaller than its text needs; no panel cuts a widget at its edge, whatever
// the generator and the solver; the toolbar's icons are drawn at the screen's pixel density.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/registry.hpp"
#endif
#include "stage_support.hpp"
#include "ui/controllers/run_controller.hpp"
#include "ui/panels/control_panel.hpp"
#include "ui/widgets/collapsible_section.hpp"

#include <QAbstractScrollArea>
#include <QDockWidget>
#include <QLabel>
#include <QListWidget>
#include <QScrollArea>
#include <QToolBar>
#include <QToolButton>

#include <utility>

using namespace mazelab::ui;
using mazelab::testing::drawnMazeHeight;
using mazelab::testing::labelShortfall;
using mazelab::testing::mazeHeightText;
using mazelab::testing::shownWindow;

namespace {

// The controls a lecturer uses all the time: found by object name, or by their button's action.
constexpr const char* kEverydayWidgets[] = {"generatorCombo", "seedEdit", "sizeCombo",
                                            "solverCombo",    "speedCombo", "speedSlider"};
constexpr const char* kEverydayActions[] = {"generateAction", "solveAction", "playPauseAction",
                                            "stepAction", "stepBackAction", "resetAction"};

QWidget* buttonOf(const QWidget& panel, const char* action) {
    for (QToolButton* b : panel.findChildren<QToolButton*>())
        if (b->defaultAction() && b->defaultAction()->objectName() == QLatin1String(action))
            return b;
    return nullptr;
}

// Where `w` is inside the viewport of the scroll area around the control panel.
QRect inViewport(const QWidget& w, const QWidget& viewport) {
    return {w.mapTo(&viewport, QPoint()), w.size()};
}

// The widgets of `dock` that reach past its panel's left or right edge (a panel scrolls up and
// down, never sideways, so what is past an edge cannot be seen), one line each, after `when`.
QStringList cutAtTheEdge(const QDockWidget& dock, const QString& when) {
    const auto* scroll = qobject_cast<const QScrollArea*>(dock.widget());
    const QWidget* shown = scroll ? scroll->viewport() : dock.widget();
    const QWidget* content = scroll ? scroll->widget() : dock.widget();
    QStringList cut;
    for (const QWidget* w : content->findChildren<QWidget*>()) {
        if (!w->isVisible() || w->isWindow())
            continue;
        const QRect inPanel(w->mapTo(shown, QPoint()), w->size());
        const int past = std::max(-inPanel.left(), inPanel.right() - shown->rect().right());
        if (past > 0)
            cut << QStringLiteral("%1, %2: %3 (%4) %5 px past the edge")
                       .arg(dock.objectName(), when, w->objectName(),
                            QLatin1String(w->metaObject()->className()))
                       .arg(past);
    }
    return cut;
}

// Each shown panel brought to the front of its tabs in turn, and what `check` finds wrong in it.
template <class Check>
QStringList eachPanelInFront(mazelab::ui::MainWindow& window, Check check) {
    QStringList found;
    for (QDockWidget* dock : window.findChildren<QDockWidget*>()) {
        if (!dock->isVisible())
            continue;
        dock->raise();
        QCoreApplication::processEvents();
        found << check(std::as_const(*dock));
    }
    return found;
}

// The screens a lecture hall or a laptop has, in logical pixels.
void screenRows() {
    QTest::addColumn<QSize>("size");
    QTest::newRow("1024 x 768") << QSize(1024, 768);
    QTest::newRow("1280 x 720") << QSize(1280, 720);
    QTest::newRow("1366 x 768") << QSize(1366, 768);
    QTest::newRow("1920 x 1080") << QSize(1920, 1080);
}

} // namespace

class TestScreens : public QObject {
    Q_OBJECT

private slots:
    void theEverydayControlsNeedNoScrollingAt1024x768() {
        auto window = shownWindow({1024, 768});
        QVERIFY(window);
        auto* dock = window->findChild<QDockWidget*>(QStringLiteral("controlsDock"));
        auto* scroll = qobject_cast<QAbstractScrollArea*>(dock->widget());
        QVERIFY(scroll);
        const QWidget& viewport = *scroll->viewport();
        const QRect shown = viewport.rect();
        const QWidget& panel = *window->run()->controls();
        QList<QWidget*> everyday;
        for (const char* name : kEverydayWidgets)
            everyday.push_back(panel.findChild<QWidget*>(QLatin1String(name)));
        for (const char* action : kEverydayActions)
            everyday.push_back(buttonOf(panel, action));
        for (QWidget* w : everyday) {
            QVERIFY(w);
            QVERIFY2(w->isVisible(), qPrintable(w->objectName()));
            QVERIFY2(shown.contains(inViewport(*w, viewport)),
                     qPrintable(QStringLiteral("%1 at %2,%3 %4x%5, the viewport %6x%7")
                                    .arg(w->objectName())
                                    .arg(inViewport(*w, viewport).x())
                                    .arg(inViewport(*w, viewport).y())
                                    .arg(w->width())
                                    .arg(w->height())
                                    .arg(shown.width())
                                    .arg(shown.height())));
        }
    }

    void theMazeKeepsSixtyPercentOfTheHeight_data() { screenRows(); }

    // The default layout leaves the maze at least 60% of the window's height on every screen
    // size: at 1024 x 768 by putting every panel in one column of tabs.
    void theMazeKeepsSixtyPercentOfTheHeight() {
        QFETCH(QSize, size);
        auto window = shownWindow(size);
        QVERIFY(window);
        auto* view = window->findChild<MazeView*>(QStringLiteral("mazeView"));
        const int height = drawnMazeHeight(*view);
        QVERIFY2(height >= 0.6 * window->height(),
                 mazeHeightText(height, window->height()).constData());
    }

    void thePseudocodeGetsRoomInTheDefaultLayout_data() {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<double>("mazeShare");
        QTest::newRow("1024 x 768") << QSize(1024, 768) << 0.6;
        QTest::newRow("1280 x 720") << QSize(1280, 720) << 0.75;
        QTest::newRow("1920 x 1080") << QSize(1920, 1080) << 0.75;
    }

    // Shown with F2, under the statistics (or, in one column, in front of the controls' tabs):
    // at least six lines of code in view, the column as wide as the code's longest line or a
    // third of the window, and the maze keeps its share.
    void thePseudocodeGetsRoomInTheDefaultLayout() {
        QFETCH(QSize, size);
        QFETCH(double, mazeShare);
        auto window = shownWindow(size);
        QVERIFY(window);
        auto* statistics = window->findChild<QDockWidget*>(QStringLiteral("statisticsDock"));
        auto* controls = window->findChild<QDockWidget*>(QStringLiteral("controlsDock"));
        const bool twoColumns = window->dockWidgetArea(statistics) == Qt::RightDockWidgetArea;
        QCOMPARE(twoColumns, size.width() > 1024);
        const int before = twoColumns ? statistics->width() : controls->width();
        QTest::keyClick(window.get(), Qt::Key_F2);
        auto* dock = window->findChild<QDockWidget*>(QStringLiteral("pseudocodeDock"));
        auto* code = dock->findChild<QListWidget*>(QStringLiteral("pseudocode"));
        QVERIFY(code);
        const int lines = 6 * QFontMetrics(code->font()).lineSpacing();
        // The dock takes its room once it has its place in the layout, after the key.
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        QVERIFY2(code->viewport()->height() >= lines,
                 qPrintable(QStringLiteral("the code is %1 high").arg(code->viewport()->height())));
        const int room =
            std::min(size.width() / 3, size.width() - controls->width() - size.height() * 4 / 5);
        const int wanted = std::min(dock->widget()->sizeHint().width(), std::max(before, room));
        QVERIFY2(dock->width() >= wanted - 8,
                 qPrintable(QStringLiteral("%1 wide, wants %2").arg(dock->width()).arg(wanted)));
        QVERIFY(statistics->isVisible());
        const int height = drawnMazeHeight(*window->findChild<MazeView*>(QStringLiteral("mazeView")));
        QVERIFY2(height >= mazeShare * size.height(), mazeHeightText(height, size.height()).constData());
    }

    void noLabelIsCutOff_data() {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1024 x 768") << QSize(1024, 768);
        QTest::newRow("1920 x 1080") << QSize(1920, 1080);
    }

    void noLabelIsCutOff() {
        QFETCH(QSize, size);
        auto window = shownWindow(size);
        QVERIFY(window);
        QTest::keyClick(window.get(), Qt::Key_F2); // the pseudocode too
        int checked = 0;
        const QStringList lacking = eachPanelInFront(*window, [&checked](const QDockWidget& dock) {
            QStringList lacks;
            for (QLabel* label : dock.findChildren<QLabel*>()) {
                if (!label->isVisible() || label->text().isEmpty())
                    continue;
                ++checked;
                if (const QString lack = labelShortfall(*label); !lack.isEmpty())
                    lacks << QStringLiteral("%1 (%2, \"%3\"): %4")
                                 .arg(dock.objectName(), label->objectName(),
                                      label->text().left(40), lack);
            }
            return lacks;
        });
        QVERIFY2(lacking.isEmpty(), qPrintable(lacking.join(QStringLiteral("; "))));
        QVERIFY(checked >= 20);
    }

    void noPanelCutsAWidgetAtItsEdge_data() { screenRows(); }

    // Every widget of every shown panel is whole across (the Lock button, the combo boxes'
    // arrows), with each generator's and each solver's parameters, the folded sections open and
    // the seed locked.
    void noPanelCutsAWidgetAtItsEdge() {
        QFETCH(QSize, size);
        auto window = shownWindow(size);
        QVERIFY(window);
        ControlPanel& controls = *window->run()->controls();
        controls.setSeedLocked(true);
        for (auto* section : controls.findChildren<CollapsibleSection*>())
            section->setExpanded(true);
        QTest::keyClick(window.get(), Qt::Key_F2); // the pseudocode too
        QStringList states;
        for (const mazelab::GeneratorInfo* g : mazelab::generators())
            states << QStringLiteral("generator ") + QString::fromUtf8(g->id.data(), g->id.size());
        for (const mazelab::SolverInfo* s : mazelab::solvers())
            states << QStringLiteral("solver ") + QString::fromUtf8(s->id.data(), s->id.size());
        int panels = 0;
        for (const QString& state : states) {
            const std::string id = state.section(QLatin1Char(' '), 1).toStdString();
            QVERIFY(state.startsWith(QLatin1String("generator")) ? controls.selectGenerator(id)
                                                                 : controls.selectSolver(id));
            const QStringList cut = eachPanelInFront(*window, [&](const QDockWidget& dock) {
                ++panels;
                return cutAtTheEdge(dock, state);
            });
            QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral("; "))));
        }
        QVERIFY(panels >= 6 * int(states.size()));
    }

    // Every toolbar icon comes as a picture of the screen's density, not one scaled up.
    void theToolbarIconsAreSharp() {
        auto window = shownWindow({1920, 1080});
        QVERIFY(window);
        const qreal ratio = window->devicePixelRatio();
        const QByteArray scale = qgetenv("QT_SCALE_FACTOR");
        if (!scale.isEmpty())
            QCOMPARE(ratio, scale.toDouble());
        auto* bar = window->findChild<QToolBar*>(QStringLiteral("commands"));
        QVERIFY(bar);
        const QSize size = bar->iconSize();
        int icons = 0;
        for (QAction* action : bar->actions()) {
            if (action->isSeparator())
                continue;
            ++icons;
            const QPixmap pixmap = action->icon().pixmap(size, ratio);
            QVERIFY2(!pixmap.isNull(), qPrintable(action->objectName()));
            QCOMPARE(pixmap.devicePixelRatio(), ratio);
            // Drawn at the density, not a smaller picture: its longer side fills the icon size.
            QVERIFY2(std::max(pixmap.width(), pixmap.height()) >= qRound(size.width() * ratio),
                     qPrintable(QStringLiteral("%1: %2x%3 for %4 px at %5")
                                    .arg(action->objectName())
                                    .arg(pixmap.width())
                                    .arg(pixmap.height())
                                    .arg(size.width())
                                    .arg(ratio)));
        }
        QVERIFY(icons >= 10);
    }
};

QTEST_MAIN(TestScreens)
#include "test_screens.moc"
