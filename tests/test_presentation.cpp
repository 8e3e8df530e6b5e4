// Presentation mode, palettes, the guided tour and their keys, on the real main window shown
// offscreen: presentation mode enlarges the fonts, the toolbar and the thin walls and restores
// them exactly; each palette repaints the maze and the legend; the tour opens from the Help menu
// and never on its own.
#include <QtTest>

#include "present_support.hpp"
#include "ui/animation/animator.hpp"
#include "ui/experiment/experiment_window.hpp"
#include "ui/panels/stats_panel.hpp"
#include "ui/present/presenting_controller.hpp"
#include "ui/race/race_window.hpp"
#include "ui/stage/presentation_mode.hpp"
#include "ui/teaching/guided_tour.hpp"
#include "ui/view/legend_widget.hpp"
#include "ui/view/palettes.hpp"

#include <QHeaderView>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QToolBar>

using namespace mazelab;
using namespace mazelab::ui;
using mazelab::testing::roomCentre;
using mazelab::testing::windowWithSmallMaze;

namespace {

QImage exported(MainWindow& window,
                QSize size = QSize(testing::kSmallMazePixels, testing::kSmallMazePixels)) {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("v.png"));
    if (!window.presenting()->exportViewTo(file, size).isEmpty())
        return {};
    return QImage(file).convertToFormat(QImage::Format_RGB32);
}

int countColour(const QImage& image, const QColor& colour) {
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            n += image.pixelColor(x, y) == colour;
    return n;
}

// Whether `text`, shown as it is (no mnemonic processing), has an '&' meant as a mnemonic: a
// lone '&' (a doubled "&&" stands for one '&' in mnemonic text and is not one).
bool hasLoneAmpersand(const QString& text) {
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (i + 1 < text.size() && text[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return true;
    }
    return false;
}

// The visible labels of `window` that show a mnemonic's '&' as it is: plain text (a rich-text
// label shows "&amp;" as '&') with a lone '&' and no buddy to take it as a mnemonic. Buttons
// (QAbstractButton) always take a lone '&' as a mnemonic, so only labels can show one.
QStringList literalMnemonics(const QWidget& window) {
    QStringList found;
    for (const QLabel* label : window.findChildren<QLabel*>()) {
        if (!label->isVisible() || label->buddy())
            continue;
        const bool rich = label->textFormat() == Qt::RichText ||
                          (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(label->text()));
        if (!rich && hasLoneAmpersand(label->text()))
            found << label->objectName() + QStringLiteral(": ") + label->text();
    }
    return found;
}

} // namespace

class TestPresentation : public QObject {
    Q_OBJECT

private slots:
    void init() {
        m_window = windowWithSmallMaze();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    void cleanup() { m_window.reset(); }

    // Fonts (the statistics' large figures, the legend, the toolbar), icon sizes and the thin
    // wall thickness grow by the presentation scale and come back exactly.
    void presentationModeEnlargesAndRestoresExactly() {
        MainWindow& w = *m_window;
        auto* bar = w.findChild<QToolBar*>(QStringLiteral("commands"));
        QVERIFY(bar);
        const QList<QLabel*> statsLabels =
            w.findChild<StatsPanel*>(QStringLiteral("statsPanel"))->findChildren<QLabel*>();
        const QList<QLabel*> legendLabels =
            w.findChild<LegendWidget*>(QStringLiteral("legend"))
                ->findChildren<QLabel*>(QStringLiteral("legendLabel"));
        QVERIFY(!statsLabels.isEmpty() && !legendLabels.isEmpty());
        QList<QFont> before;
        for (QLabel* l : statsLabels + legendLabels)
            before << l->font();
        const QFont barFont = bar->font();
        // Which widgets had a font of their own (the others inherit, and must again after).
        QList<bool> own;
        const QList<QWidget*> all = w.findChildren<QWidget*>();
        for (QWidget* c : all)
            own << c->testAttribute(Qt::WA_SetFont);
        const QSize icons = bar->iconSize();
        const double weight = w.run()->view()->wallWeight();
        const int legendWidth =
            w.findChild<LegendWidget*>(QStringLiteral("legend"))->sizeHint().width();
        auto* results = w.findChild<QTableWidget*>(QStringLiteral("resultsTable"));
        QVERIFY(results);
        const int column = results->horizontalHeader()->sectionSize(1);

        QSignalSpy spy(w.presenting(), &PresentingController::presentationModeChanged);
        w.findChild<QAction*>(QStringLiteral("presentationAction"))->trigger();
        QVERIFY(w.presenting()->presentationMode());
        QCOMPARE(spy.count(), 1);
        int i = 0;
        for (QLabel* l : statsLabels + legendLabels) {
            QCOMPARE(l->font().pointSizeF(), before[i].pointSizeF() * PresentationMode::kFontScale);
            ++i;
        }
        QCOMPARE(bar->font().pointSizeF(), barFont.pointSizeF() * PresentationMode::kFontScale);
        QCOMPARE(bar->iconSize(), icons * PresentationMode::kFontScale);
        QCOMPARE(w.run()->view()->wallWeight(), PresentationMode::kWallWeight);
        QVERIFY(w.findChild<LegendWidget*>(QStringLiteral("legend"))->sizeHint().width() >
                legendWidth);
        QCOMPARE(results->horizontalHeader()->sectionSize(1),
                 int(column * PresentationMode::kFontScale + 0.5));

        w.findChild<QAction*>(QStringLiteral("presentationAction"))->trigger();
        QVERIFY(!w.presenting()->presentationMode());
        i = 0;
        for (QLabel* l : statsLabels + legendLabels) {
            QCOMPARE(l->font(), before[i]);
            ++i;
        }
        QCOMPARE(bar->font(), barFont);
        QCOMPARE(bar->iconSize(), icons);
        for (int c = 0; c < all.size(); ++c)
            QVERIFY2(all[c]->testAttribute(Qt::WA_SetFont) == own[c],
                     qPrintable(all[c]->metaObject()->className()));
        QCOMPARE(w.run()->view()->wallWeight(), weight);
        QCOMPARE(w.findChild<LegendWidget*>(QStringLiteral("legend"))->sizeHint().width(),
                 legendWidth);
        QCOMPARE(results->horizontalHeader()->sectionSize(1), column);
    }

    // In presentation mode thin walls cover more of the picture.
    void presentationModeThickensThinWalls() {
        m_window->run()->view()->setWallStyle(MazeView::WallStyle::ThinWalls);
        const QColor wall = m_window->run()->view()->mazePalette().wall;
        const int normal = countColour(exported(*m_window), wall);
        m_window->presenting()->setPresentationMode(true);
        const int thick = countColour(exported(*m_window), wall);
        m_window->presenting()->setPresentationMode(false);
        QVERIFY2(thick > normal * 3 / 2,
                 qPrintable(QStringLiteral("%1 vs %2").arg(thick).arg(normal)));
        QCOMPARE(countColour(exported(*m_window), wall), normal);
    }

    // F5 and Ctrl+P toggle presentation mode; F11 triggers full screen.
    void keysTriggerTheirActions() {
        MainWindow& w = *m_window;
        w.activateWindow();
        QTest::keyClick(&w, Qt::Key_F5);
        QVERIFY(w.presenting()->presentationMode());
        QTest::keyClick(&w, Qt::Key_P, Qt::ControlModifier);
        QVERIFY(!w.presenting()->presentationMode());
        QSignalSpy full(w.findChild<QAction*>(QStringLiteral("fullScreenAction")),
                        &QAction::triggered);
        QTest::keyClick(&w, Qt::Key_F11);
        QCOMPARE(full.count(), 1);
    }

    // Every palette paints the maze's wall, room, start and goal in its colours, and the
    // legend's swatches follow; an unknown id changes nothing.
    void eachPaletteRepaintsTheMazeAndTheLegend() {
        MainWindow& w = *m_window;
        const Maze& maze = w.run()->scene()->maze();
        QSet<QRgb> starts;
        for (const NamedPalette& p : mazePalettes()) {
            QVERIFY(w.presenting()->setPaletteName(p.id));
            QCOMPARE(w.presenting()->paletteName(), p.id);
            const QImage image = exported(w);
            QCOMPARE(image.pixelColor(5, 5), p.palette.wall);
            QCOMPARE(image.pixelColor(roomCentre(maze.start())), p.palette.start);
            QCOMPARE(image.pixelColor(roomCentre(maze.goal())), p.palette.goal);
            starts << p.palette.start.rgb();
            // The legend's first swatch is the start's.
            const QList<QWidget*> swatches =
                w.findChild<LegendWidget*>(QStringLiteral("legend"))
                    ->findChildren<QWidget*>(QStringLiteral("legendSwatch"));
            QVERIFY(!swatches.isEmpty());
            QWidget* swatch = swatches.first();
            const QImage grab = swatch->grab().toImage();
            QCOMPARE(grab.pixelColor(grab.width() / 2, grab.height() / 2), p.palette.start);
        }
        QCOMPARE(starts.size(), int(mazePalettes().size()));
        // The race window's lanes follow, whether opened before or after the choice.
        RaceWindow* race = w.run()->openRace();
        QVERIFY(race->setSolvers({QStringLiteral("bfs"), QStringLiteral("dfs")}).isEmpty());
        const QList<MazeView*> lanes = race->findChildren<MazeView*>();
        QCOMPARE(lanes.size(), 2);
        for (MazeView* lane : lanes)
            QCOMPARE(lane->mazePalette().start, mazePalettes().back().palette.start);
        QVERIFY(w.presenting()->setPaletteName(mazePalettes().front().id));
        for (MazeView* lane : race->findChildren<MazeView*>())
            QCOMPARE(lane->mazePalette().start, mazePalettes().front().palette.start);
        QVERIFY(w.presenting()->setPaletteName(mazePalettes().back().id));
        QSignalSpy spy(w.presenting(), &PresentingController::paletteNameChanged);
        QVERIFY(!w.presenting()->setPaletteName(QStringLiteral("no-such-palette")));
        QCOMPARE(w.presenting()->paletteName(), mazePalettes().back().id);
        QCOMPARE(spy.count(), 0);
    }

    // A dark window theme reaches the panels: they paint with palette roles, not white.
    void panelsFollowADarkWindowPalette() {
        QPalette dark;
        dark.setColor(QPalette::Window, QColor(0x20, 0x22, 0x25));
        dark.setColor(QPalette::WindowText, QColor(0xEE, 0xEE, 0xEE));
        dark.setColor(QPalette::Base, QColor(0x18, 0x18, 0x18));
        dark.setColor(QPalette::Text, QColor(0xEE, 0xEE, 0xEE));
        m_window->setPalette(dark);
        QTest::qWait(20);
        for (QWidget* panel :
             {static_cast<QWidget*>(m_window->findChild<StatsPanel*>(QStringLiteral("statsPanel"))),
              static_cast<QWidget*>(
                  m_window->findChild<LegendWidget*>(QStringLiteral("legend")))}) {
            const QImage image = panel->grab().toImage();
            QCOMPARE(image.pixelColor(image.width() - 2, image.height() - 2).lightness() < 80,
                     true);
        }
    }

    // No label or button shows a mnemonic's '&' as it is, in the main window, the race window
    // and the experiment window, in normal and in presentation mode.
    void noMnemonicAmpersandIsShown() {
        MainWindow& w = *m_window;
        w.resize(1280, 720);
        RaceWindow* race = w.run()->openRace();
        QVERIFY(race);
        w.openExperiment();
        auto* experiment = w.findChild<ExperimentWindow*>();
        QVERIFY(experiment);
        QVERIFY(QTest::qWaitForWindowExposed(race) && QTest::qWaitForWindowExposed(experiment));
        for (const bool presenting : {false, true}) {
            w.presenting()->setPresentationMode(presenting);
            QCOMPARE(w.presenting()->presentationMode(), presenting);
            QCoreApplication::processEvents();
            for (const QWidget* window : {static_cast<QWidget*>(&w), static_cast<QWidget*>(race),
                                          static_cast<QWidget*>(experiment)}) {
                const QStringList found = literalMnemonics(*window);
                QVERIFY2(found.isEmpty(),
                         qPrintable(window->objectName() + (presenting ? " presenting: " : ": ") +
                                    found.join(QStringLiteral("; "))));
            }
        }
        // The Seed label is the control panel's, with its field as buddy.
        const QList<QLabel*> labels = w.findChildren<QLabel*>();
        const auto seed = std::find_if(labels.begin(), labels.end(), [](const QLabel* l) {
            return l->text() == QStringLiteral("S&eed");
        });
        QVERIFY(seed != labels.end());
        QVERIFY((*seed)->buddy());
        w.presenting()->setPresentationMode(false);
    }

    // The tour never opens on its own (tests, --screenshot); Help > Guided tour… opens it on
    // its first page; Next and Back move; "Don't show again" and Close set tourSeen.
    void tourOpensFromTheHelpMenuOnly() {
        MainWindow& w = *m_window;
        QTest::qWait(50);
        QVERIFY(!w.findChild<GuidedTour*>());
        QVERIFY(w.findChildren<GuidedTour*>().isEmpty());
        QSignalSpy seen(w.presenting(), &PresentingController::tourSeenChanged);
        w.findChild<QAction*>(QStringLiteral("tourAction"))->trigger();
        GuidedTour* tour = w.findChild<GuidedTour*>();
        QVERIFY(tour && tour->isVisible());
        QCOMPARE(tour->page(), 0);
        QVERIFY(tour->pageCount() >= 5);
        QTest::mouseClick(tour->nextButton(), Qt::LeftButton);
        QCOMPARE(tour->page(), 1);
        QTest::mouseClick(tour->backButton(), Qt::LeftButton);
        QCOMPARE(tour->page(), 0);
        QVERIFY(!tour->backButton()->isEnabled());
        tour->setDontShowAgain(true);
        QTest::mouseClick(tour->closeButton(), Qt::LeftButton);
        QVERIFY(!tour->isVisible());
        QVERIFY(w.presenting()->tourSeen());
        QCOMPARE(seen.count(), 1);
        // Seen: the start-up call does nothing.
        w.presenting()->showTourIfUnseen();
        QTest::qWait(20);
        QVERIFY(!tour->isVisible());
    }

private:
    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(TestPresentation)
#include "test_presentation.moc"
