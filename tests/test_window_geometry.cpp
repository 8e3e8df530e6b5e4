// Where the main window goes on its screen (ui/shell/window_geometry.hpp): the rules as pure
// functions of rectangles, then WindowPlacement on the offscreen screen, which CTest sets up as
// a 1366 x 768 laptop (test_window_geometry: the first window opens maximised) and again as a
// 1920 x 1080 desktop (test_window_geometry_desktop: 90% of it, centred), from the files of
// tests/data/screens. The real window manager's part is proven by tests/test_real_screens.cpp.
#include <QtTest>

#include "ui/shell/window_geometry.hpp"

#include <QScreen>
#include <QSettings>
#include <QTemporaryDir>
#include <QWidget>
#include <QWindow>

#include <memory>

using namespace mazelab::ui;

namespace {

QRect available() {
    return QGuiApplication::primaryScreen()->availableGeometry();
}

QByteArray rectText(const QRect& r) {
    return QStringLiteral("%1,%2 %3x%4")
        .arg(r.x())
        .arg(r.y())
        .arg(r.width())
        .arg(r.height())
        .toUtf8();
}

// "frame 0,0 1400x800 is not inside 0,0 1366x768", or "".
QByteArray outside(const QRect& frame, const QRect& screen) {
    if (screen.contains(frame))
        return {};
    return "frame " + rectText(frame) + " is not inside " + rectText(screen);
}

// A window placed by `settings` (remembered values, or none), then shown.
struct Placed {
    std::unique_ptr<QWidget> window = std::make_unique<QWidget>();
    WindowPlacement* placement = new WindowPlacement(*window);

    explicit Placed(const QSettings& settings) {
        window->setMinimumSize(200, 150);
        placement->restore(settings);
    }
    bool show() {
        window->show();
        return QTest::qWaitForWindowExposed(window.get());
    }
};

// Settings holding a remembered window: its normal geometry, its frame, maximised or not.
std::unique_ptr<QSettings> remembered(const QTemporaryDir& dir, const QRect& normal,
                                      const QMargins& margins, bool maximised) {
    auto settings = std::make_unique<QSettings>(dir.filePath(QStringLiteral("mazelab.ini")),
                                                QSettings::IniFormat);
    settings->setValue(QStringLiteral("window/normal"), normal);
    settings->setValue(QStringLiteral("window/frame"), normal.marginsAdded(margins));
    settings->setValue(QStringLiteral("window/maximised"), maximised);
    return settings;
}

// Larger than the offscreen platform's own frame (2 pixels a side), as a real title bar is.
constexpr QMargins kSavedMargins{4, 24, 4, 4};

} // namespace

class TestWindowGeometry : public QObject {
    Q_OBJECT

private slots:
    void smallScreensOpenTheFirstWindowMaximised_data() {
        QTest::addColumn<QRect>("available");
        QTest::addColumn<bool>("maximised");
        QTest::newRow("1024 x 768") << QRect(0, 0, 1024, 768) << true;
        QTest::newRow("1280 x 720") << QRect(0, 0, 1280, 720) << true;
        QTest::newRow("1366 x 768") << QRect(0, 0, 1366, 768) << true;
        QTest::newRow("1366 x 768 less a panel") << QRect(0, 30, 1366, 738) << true;
        QTest::newRow("1367 x 768") << QRect(0, 0, 1367, 768) << false;
        QTest::newRow("1280 x 1024") << QRect(0, 0, 1280, 1024) << false;
        QTest::newRow("1920 x 1080") << QRect(0, 0, 1920, 1080) << false;
    }

    // Up to 1366 x 768 of available room the first window is maximised, and its normal
    // geometry (under the maximised one) is all of that room.
    void smallScreensOpenTheFirstWindowMaximised() {
        QFETCH(QRect, available);
        QFETCH(bool, maximised);
        QCOMPARE(opensMaximised(available), maximised);
        if (maximised)
            QCOMPARE(firstFrame(available), available);
    }

    void aLargerScreenGetsNinetyPercentCentred_data() {
        QTest::addColumn<QRect>("available");
        QTest::addColumn<QRect>("frame");
        QTest::newRow("1920 x 1080") << QRect(0, 0, 1920, 1080) << QRect(96, 54, 1728, 972);
        QTest::newRow("a second monitor, less a panel")
            << QRect(1920, 30, 2560, 1410) << QRect(2048, 100, 2304, 1269);
        QTest::newRow("1280 x 1024") << QRect(0, 0, 1280, 1024) << QRect(64, 51, 1152, 922);
    }

    // On a larger screen the first frame takes 90% of the available width and height, centred.
    void aLargerScreenGetsNinetyPercentCentred() {
        QFETCH(QRect, available);
        QFETCH(QRect, frame);
        QCOMPARE(firstFrame(available), frame);
    }

    void aFrameIsBroughtInsideByTheLeastMove_data() {
        QTest::addColumn<QRect>("frame");
        QTest::addColumn<QRect>("available");
        QTest::addColumn<QRect>("inside");
        const QRect laptop(0, 0, 1280, 720);
        QTest::newRow("inside already")
            << QRect(100, 50, 800, 600) << laptop << QRect(100, 50, 800, 600);
        QTest::newRow("a 4K monitor's window on a projector")
            << QRect(200, 100, 3600, 2000) << laptop << QRect(0, 0, 1280, 720);
        QTest::newRow("taller only")
            << QRect(300, 10, 800, 900) << laptop << QRect(300, 0, 800, 720);
        QTest::newRow("past the right edge")
            << QRect(900, 100, 800, 600) << laptop << QRect(480, 100, 800, 600);
        QTest::newRow("above the top")
            << QRect(100, -40, 800, 600) << laptop << QRect(100, 0, 800, 600);
        QTest::newRow("on a monitor that is gone")
            << QRect(2500, 300, 800, 600) << laptop << QRect(480, 120, 800, 600);
        QTest::newRow("under a top panel")
            << QRect(0, 0, 1000, 700) << QRect(0, 32, 1366, 736) << QRect(0, 32, 1000, 700);
        QTest::newRow("nothing remembered")
            << QRect() << QRect(0, 0, 1920, 1080) << QRect(96, 54, 1728, 972);
    }

    // A remembered frame keeps its size when it fits and its place when it can: a side longer
    // than the screen's is cut to it, and the frame moves by the least that brings it inside.
    void aFrameIsBroughtInsideByTheLeastMove() {
        QFETCH(QRect, frame);
        QFETCH(QRect, available);
        QFETCH(QRect, inside);
        QCOMPARE(broughtInside(frame, available), inside);
    }

    // A new user's window: maximised on the laptop with a normal geometry inside the screen,
    // 90% of the desktop; its frame inside the screen either way.
    void theFirstStartTakesItsSizeFromTheScreen() {
        QTemporaryDir dir;
        QSettings empty(dir.filePath(QStringLiteral("new.ini")), QSettings::IniFormat);
        Placed placed(empty);
        QWidget& window = *placed.window;
        QCOMPARE(window.isMaximized(), opensMaximised(available()));
        QVERIFY2(available().contains(window.normalGeometry()),
                 outside(window.normalGeometry(), available()).constData());
        QVERIFY(placed.show());
        QVERIFY2(available().contains(window.frameGeometry()),
                 outside(window.frameGeometry(), available()).constData());
        if (!opensMaximised(available())) {
            // The frame's estimated margins make it a little smaller than 90%, never larger.
            QVERIFY(window.frameGeometry().width() >= 0.85 * available().width());
            QVERIFY(window.frameGeometry().height() >= 0.8 * available().height());
            QVERIFY(window.frameGeometry().width() <= 0.9 * available().width() + 1);
        }
    }

    // A window last seen on a 4K monitor comes back as large as this screen allows, no larger.
    void aWindowFromALargerScreenComesBackInside() {
        QTemporaryDir dir;
        const auto settings = remembered(dir, QRect(300, 200, 3500, 1900), kSavedMargins, false);
        Placed placed(*settings);
        QVERIFY(placed.show());
        QCOMPARE(placed.window->geometry(), available().marginsRemoved(kSavedMargins));
        QVERIFY2(available().contains(placed.window->frameGeometry()),
                 outside(placed.window->frameGeometry(), available()).constData());
    }

    // A window left on a monitor that has gone comes to the nearest edge of this one, its size
    // kept.
    void aWindowOffTheScreenIsMovedInside() {
        QTemporaryDir dir;
        const QRect normal(available().right() + 500, 300, 700, 500);
        const auto settings = remembered(dir, normal, kSavedMargins, false);
        Placed placed(*settings);
        QVERIFY(placed.show());
        QCOMPARE(placed.window->size(), normal.size());
        QCOMPARE(placed.window->geometry().right() + kSavedMargins.right(), available().right());
        QVERIFY2(available().contains(placed.window->frameGeometry()),
                 outside(placed.window->frameGeometry(), available()).constData());
    }

    // Maximised last time: maximised again, and un-maximised it is inside the screen.
    void aMaximisedWindowComesBackMaximisedWithANormalGeometryInside() {
        QTemporaryDir dir;
        const auto settings = remembered(dir, QRect(0, 0, 3840, 2160), kSavedMargins, true);
        Placed placed(*settings);
        QWidget& window = *placed.window;
        QVERIFY(window.isMaximized());
        QVERIFY(placed.show());
        QVERIFY2(available().contains(window.normalGeometry()),
                 outside(window.normalGeometry(), available()).constData());
        window.showNormal();
        QTRY_VERIFY(!window.isMaximized());
        QVERIFY2(available().contains(window.frameGeometry()),
                 outside(window.frameGeometry(), available()).constData());
    }

    // The remembered margins were thinner than this platform's frame: once the window is
    // framed, the frame is brought inside the screen with its real margins.
    void theFrameIsBroughtInsideOnceTheWindowIsFramed() {
        QTemporaryDir dir;
        const QRect whole = available();
        const auto settings = remembered(dir, whole, QMargins(), false);
        Placed placed(*settings);
        QCOMPARE(placed.window->geometry(), whole); // placed with the margins it was told
        QVERIFY(placed.show());
        QVERIFY(!placed.window->windowHandle()->frameMargins().isNull());
        QTRY_VERIFY2(whole.contains(placed.window->frameGeometry()),
                     outside(placed.window->frameGeometry(), whole).constData());
    }

    // Saved and restored, a window that fits comes back exactly where and as large as it was.
    void theGeometryRoundTripsThroughTheSettings() {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("round.ini")), QSettings::IniFormat);
        const QRect wanted(available().x() + 40, available().y() + 60, 640, 480);
        {
            Placed placed(settings);
            QVERIFY(placed.show());
            placed.window->setWindowState(Qt::WindowNoState);
            placed.window->setGeometry(wanted);
            QTRY_COMPARE(placed.window->geometry(), wanted);
            placed.placement->save(settings);
        }
        Placed again(settings);
        QVERIFY(!again.window->isMaximized());
        QVERIFY(again.show());
        QCOMPARE(again.window->geometry(), wanted);
    }

    // Without settings (tests, --screenshot) the window keeps the size it is given, even one
    // larger than the screen.
    void aWindowWithoutSettingsIsLeftAlone() {
        QWidget window;
        new WindowPlacement(window);
        const QSize large = available().size() + QSize(200, 100);
        window.resize(large);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.size(), large);
    }
};

QTEST_MAIN(TestWindowGeometry)
#include "test_window_geometry.moc"
