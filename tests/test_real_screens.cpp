// The first start on real screens: the app itself (build/app/mazelab) in an X server (Xvfb)
// under a real window manager (openbox), with fresh settings as a new user has them, on the
// screens of lecture halls and laptops: 1024 x 768, 1280 x 720, 1366 x 768, 1920 x 1080, and
// 3840 x 2160 at QT_SCALE_FACTOR=2, and once more with a window remembered from a 4K monitor on
// the 1280 x 720 screen. Once its window is up and the guided tour closed, the
// screen's own pixels are grabbed (the root window; saved as tests/real-screens/*.png in the
// build folder, to look at) and measured, never the widgets' idea of themselves: the window's
// frame (as the X server has it) lies inside the screen; the whole maze, found by its wall colour,
// and the timeline's slider under it are on the screen; the maze is drawn at least 60% of the
// screen's height.
//
// Every wait is for a condition, polled, with a generous bound; no verdict depends on timing.
// Without the X tools the test skips, unless CI is set (.ci/setup installs them): then it fails.
#include <QtTest>

#include "ui/view/maze_palette.hpp"

#include <QDeadlineTimer>
#include <QDir>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <optional>
#include <vector>

namespace {

// Any one wait: long enough for a loaded machine, and only ever the bound of a poll.
constexpr int kWaitMs = 30000;
// The tools, and the Debian packages .ci/setup installs them with.
constexpr const char* kTools[][2] = {{"Xvfb", "xvfb"},       {"openbox", "openbox"},
                                     {"xdotool", "xdotool"}, {"xwininfo", "x11-utils"},
                                     {"xprop", "x11-utils"}, {"import", "imagemagick"}};

// Polls `condition` every 100 ms until it holds (true) or the wait's bound passes (false).
template <class Condition>
bool poll(Condition condition) {
    const QDeadlineTimer deadline(kWaitMs);
    while (!condition()) {
        if (deadline.hasExpired())
            return false;
        QTest::qWait(100);
    }
    return true;
}

struct Output {
    bool ok = false;
    QString text; // stdout, or what went wrong
};

// Runs a tool to its end in `environment`.
Output runTool(const QString& program, const QStringList& arguments,
               const QProcessEnvironment& environment) {
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(program, arguments);
    if (!process.waitForFinished(kWaitMs)) {
        process.kill();
        process.waitForFinished();
        return {false, QStringLiteral("%1 %2: did not finish").arg(program, arguments.join(' '))};
    }
    const QString out = QString::fromLocal8Bit(process.readAllStandardOutput());
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return {false, QStringLiteral("%1 %2: exit %3: %4")
                           .arg(program, arguments.join(' '))
                           .arg(process.exitCode())
                           .arg(QString::fromLocal8Bit(process.readAllStandardError()).trimmed())};
    return {true, out};
}

// The number after `label` in a tool's report ("Width: 1024"), or nullopt.
std::optional<int> numberAfter(const QString& text, const QString& label) {
    const QRegularExpression pattern(QRegularExpression::escape(label) +
                                     QStringLiteral(":\\s*(-?\\d+)"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    return match.captured(1).toInt();
}

// The window id after `label` in xwininfo's report ("Parent window id: 0x200261").
QString windowAfter(const QString& text, const QString& label) {
    const QRegularExpression pattern(QRegularExpression::escape(label) +
                                     QStringLiteral(":\\s*(0x[0-9a-fA-F]+)"));
    return pattern.match(text).captured(1);
}

// An X server with a window manager on a display of its own, and mazelab on it with settings
// in a new folder. Everything started is stopped by the destructor.
class Session {
public:
    ~Session() {
        for (QProcess* p : {&m_app, &m_windowManager, &m_server}) {
            if (p->state() == QProcess::NotRunning)
                continue;
            p->terminate();
            if (!p->waitForFinished(5000)) {
                p->kill();
                p->waitForFinished();
            }
        }
    }

    // "" once the server is up at `size` and openbox manages it, else what failed.
    QString start(QSize size) {
        // Xvfb picks a free display and writes its number to the descriptor -displayfd names.
        m_server.start(QStringLiteral("Xvfb"),
                       {QStringLiteral("-displayfd"), QStringLiteral("1"),
                        QStringLiteral("-screen"), QStringLiteral("0"),
                        QStringLiteral("%1x%2x24").arg(size.width()).arg(size.height()),
                        QStringLiteral("-nolisten"), QStringLiteral("tcp")});
        QByteArray number;
        const bool up = poll([&] {
            m_server.waitForReadyRead(100);
            number += m_server.readAllStandardOutput();
            return number.contains('\n') || m_server.state() == QProcess::NotRunning;
        });
        if (!up || !number.contains('\n'))
            return QStringLiteral("Xvfb did not start: %1")
                .arg(QString::fromLocal8Bit(m_server.readAllStandardError()).trimmed());
        m_environment = QProcessEnvironment::systemEnvironment();
        m_environment.insert(QStringLiteral("DISPLAY"), QLatin1Char(':') + number.trimmed());
        // A new user: nothing of this machine's settings, data or window manager configuration.
        for (const char* folder : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"})
            m_environment.insert(QLatin1String(folder), m_home.filePath(QLatin1String(folder)));
        m_windowManager.setProcessEnvironment(m_environment);
        // On a loaded machine openbox has been seen to end before taking the display: it is
        // started again (three times at most), and its own words are kept for the message.
        QString said;
        for (int attempt = 0; attempt < 3; ++attempt) {
            m_windowManager.start(QStringLiteral("openbox"), {QStringLiteral("--sm-disable")});
            bool managed = false;
            poll([&] {
                managed =
                    tool(QStringLiteral("xprop"),
                         {QStringLiteral("-root"), QStringLiteral("_NET_SUPPORTING_WM_CHECK")})
                        .text.contains(QLatin1String("window id"));
                return managed || m_windowManager.state() == QProcess::NotRunning;
            });
            if (managed)
                return {};
            if (m_windowManager.state() != QProcess::NotRunning)
                break; // running all along without taking the display: no use starting it again
            said =
                QStringLiteral("exit %1: %2")
                    .arg(m_windowManager.exitCode())
                    .arg(QString::fromLocal8Bit(m_windowManager.readAllStandardError()).trimmed());
        }
        return QStringLiteral("openbox did not take the display (%1)")
            .arg(said.isEmpty() ? QStringLiteral("it kept running") : said);
    }

    // Starts mazelab, at `scale` times the pixel density.
    void launch(const QString& app, double scale, const QStringList& arguments = {}) {
        QProcessEnvironment environment = m_environment;
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
        environment.remove(QStringLiteral("QT_SCALE_FACTOR"));
        if (scale != 1.0)
            environment.insert(QStringLiteral("QT_SCALE_FACTOR"), QString::number(scale));
        m_app.setProcessEnvironment(environment);
        m_app.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_app.start(app, arguments);
    }

    [[nodiscard]] bool appRunning() const { return m_app.state() != QProcess::NotRunning; }

    // The settings file mazelab reads in this session (QSettings' place under XDG_CONFIG_HOME).
    [[nodiscard]] QString settingsFile() const {
        return m_home.filePath(QStringLiteral("XDG_CONFIG_HOME/mazelab/mazelab.conf"));
    }

    Output tool(const QString& program, const QStringList& arguments) const {
        return runTool(program, arguments, m_environment);
    }

    // The visible windows of mazelab: id and title.
    QList<std::pair<QString, QString>> appWindows() const {
        QList<std::pair<QString, QString>> windows;
        const Output ids = tool(QStringLiteral("xdotool"),
                                {QStringLiteral("search"), QStringLiteral("--onlyvisible"),
                                 QStringLiteral("--class"), QStringLiteral("mazelab")});
        if (!ids.ok)
            return windows; // none yet (xdotool exits with 1)
        for (const QString& id : ids.text.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            windows.push_back(
                {id, tool(QStringLiteral("xdotool"), {QStringLiteral("getwindowname"), id})
                         .text.trimmed()});
        return windows;
    }

    // The frame the window manager put around `window`: its ancestor that is a child of the
    // root window, with its border, as the X server has it. Empty if it cannot be read.
    QRect frameOf(const QString& window) const {
        QString id = window;
        for (int depth = 0; depth < 10; ++depth) {
            const Output tree = tool(QStringLiteral("xwininfo"),
                                     {QStringLiteral("-tree"), QStringLiteral("-id"), id});
            const QString parent = windowAfter(tree.text, QStringLiteral("Parent window id"));
            if (!tree.ok || parent.isEmpty())
                return {};
            if (parent == windowAfter(tree.text, QStringLiteral("Root window id")))
                break;
            id = parent;
        }
        const Output info = tool(QStringLiteral("xwininfo"), {QStringLiteral("-id"), id});
        const auto x = numberAfter(info.text, QStringLiteral("Absolute upper-left X"));
        const auto y = numberAfter(info.text, QStringLiteral("Absolute upper-left Y"));
        const auto width = numberAfter(info.text, QStringLiteral("Width"));
        const auto height = numberAfter(info.text, QStringLiteral("Height"));
        const auto border = numberAfter(info.text, QStringLiteral("Border width"));
        if (!info.ok || !x || !y || !width || !height || !border)
            return {};
        return {*x - *border, *y - *border, *width + 2 * *border, *height + 2 * *border};
    }

    // The screen's own pixels (the root window), saved to `path` too.
    QImage grab(const QString& path) const {
        if (!tool(QStringLiteral("import"),
                  {QStringLiteral("-window"), QStringLiteral("root"), path})
                 .ok)
            return {};
        return QImage(path).convertToFormat(QImage::Format_RGB32);
    }

private:
    QTemporaryDir m_home;
    QProcess m_server;
    QProcess m_windowManager;
    QProcess m_app;
    QProcessEnvironment m_environment;
};

// The bounding box of the largest 4-connected region of `colour`: the drawn maze, whose walls
// all join its outer wall (a legend's swatch of the same colour is far smaller).
QRect largestRegion(const QImage& image, QRgb colour) {
    const int w = image.width();
    const int h = image.height();
    std::vector<char> seen(std::size_t(w) * std::size_t(h), 0);
    auto at = [&](int x, int y) {
        return reinterpret_cast<const QRgb*>(image.constScanLine(y))[x];
    };
    QRect best;
    qint64 bestCount = 0;
    std::vector<QPoint> stack;
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            if (seen[std::size_t(y) * w + x] || at(x, y) != colour)
                continue;
            QRect box(x, y, 1, 1);
            qint64 count = 0;
            stack.assign(1, QPoint(x, y));
            seen[std::size_t(y) * w + x] = 1;
            while (!stack.empty()) {
                const QPoint p = stack.back();
                stack.pop_back();
                ++count;
                box |= QRect(p, QSize(1, 1));
                for (const QPoint next :
                     {p + QPoint(1, 0), p - QPoint(1, 0), p + QPoint(0, 1), p - QPoint(0, 1)}) {
                    if (next.x() < 0 || next.y() < 0 || next.x() >= w || next.y() >= h)
                        continue;
                    char& mark = seen[std::size_t(next.y()) * w + next.x()];
                    if (!mark && at(next.x(), next.y()) == colour) {
                        mark = 1;
                        stack.push_back(next);
                    }
                }
            }
            if (count > bestCount) {
                bestCount = count;
                best = box;
            }
        }
    return best;
}

// True if each side of `box` is `colour` all along: the maze's outer wall, not cut anywhere.
bool sidesWhole(const QImage& image, const QRect& box, QRgb colour) {
    for (int x = box.left(); x <= box.right(); ++x)
        if (image.pixel(x, box.top()) != colour || image.pixel(x, box.bottom()) != colour)
            return false;
    for (int y = box.top(); y <= box.bottom(); ++y)
        if (image.pixel(box.left(), y) != colour || image.pixel(box.right(), y) != colour)
            return false;
    return true;
}

// The run of `colour` in row `y` through column x: a straight line across, or an empty rect.
QRect runThrough(const QImage& image, int x, int y, QRgb colour) {
    if (image.pixel(x, y) != colour)
        return {};
    int left = x;
    int right = x;
    while (left > 0 && image.pixel(left - 1, y) == colour)
        --left;
    while (right + 1 < image.width() && image.pixel(right + 1, y) == colour)
        ++right;
    return {QPoint(left, y), QPoint(right, y)};
}

// The timeline's slider groove under the maze, down to `bottom`: below the maze's view (the
// colour right under the maze), the first thing met straight down from the maze's middle is a
// groove, two straight lines of one colour at least a third of the maze's width long, 2 to 40
// pixels apart. Its box, or an empty rect if it is not there.
QRect grooveUnder(const QImage& image, const QRect& maze, int bottom) {
    const int x = maze.center().x();
    const int longEnough = maze.width() / 3;
    if (maze.isEmpty() || maze.bottom() + 1 > bottom)
        return {};
    const QRgb background = image.pixel(x, maze.bottom() + 1);
    int top = maze.bottom() + 1;
    while (top <= bottom && image.pixel(x, top) == background)
        ++top;
    if (top > bottom)
        return {};
    const QRgb outline = image.pixel(x, top);
    const QRect upper = runThrough(image, x, top, outline);
    if (upper.width() < longEnough)
        return {};
    for (int y = std::min(bottom, top + 40); y >= top + 2; --y)
        if (image.pixel(x, y - 1) != outline)
            if (const QRect lower = runThrough(image, x, y, outline); lower.width() >= longEnough)
                return upper | lower;
    return {};
}

QString rectText(const QRect& r) {
    return QStringLiteral("%1,%2 %3x%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

// What the screen shows, measured on a grab.
struct Measure {
    QRect frame;
    QRect maze;
    QRect groove;
    bool operator==(const Measure&) const = default;
};

} // namespace

class TestRealScreens : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStringList missing;
        for (const auto& [tool, package] : kTools)
            if (QStandardPaths::findExecutable(QLatin1String(tool)).isEmpty())
                missing << QStringLiteral("%1 (package %2)")
                               .arg(QLatin1String(tool), QLatin1String(package));
        if (missing.isEmpty())
            return;
        const QString message =
            QStringLiteral("missing: %1; .ci/setup installs them").arg(missing.join(", "));
        if (qEnvironmentVariableIsEmpty("CI"))
            QSKIP(qPrintable(message));
        QFAIL(qPrintable(QStringLiteral("CI is set and the real-screen tools are ") + message));
    }

    void theFirstWindowFitsTheScreen_data() {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<double>("scale");
        QTest::newRow("1024x768") << QSize(1024, 768) << 1.0;
        QTest::newRow("1280x720") << QSize(1280, 720) << 1.0;
        QTest::newRow("1366x768") << QSize(1366, 768) << 1.0;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << 1.0;
        QTest::newRow("3840x2160-scale2") << QSize(3840, 2160) << 2.0;
    }

    // A new user's first window: its frame inside the screen, the whole maze and the timeline
    // on the screen, the maze at least 60% of the screen's height. The guided tour opens over it,
    // inside the screen too, and is closed as a new user closes it, with Escape.
    void theFirstWindowFitsTheScreen() {
        QFETCH(QSize, size);
        QFETCH(double, scale);
        const QString screen = QString::fromLatin1(QTest::currentDataTag());
        Session session;
        const QString error = session.start(size);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        session.launch(QStringLiteral(MAZELAB_APP_PATH), scale);

        QString window;
        QString tour;
        const bool up = poll([&] {
            for (const auto& [id, title] : session.appWindows())
                (title.startsWith(QLatin1String("Welcome")) ? tour : window) = id;
            return (!window.isEmpty() && !tour.isEmpty()) || !session.appRunning();
        });
        QVERIFY2(up && session.appRunning(),
                 qPrintable(screen +
                            QStringLiteral(": mazelab's window and its guided tour never showed")));
        const QRect tourFrame = session.frameOf(tour);
        QVERIFY2(
            QRect(QPoint(0, 0), size).contains(tourFrame),
            qPrintable(QStringLiteral("%1: the guided tour's frame %2 is not inside the screen")
                           .arg(screen, rectText(tourFrame))));
        QVERIFY(session
                    .tool(QStringLiteral("xdotool"),
                          {QStringLiteral("windowactivate"), QStringLiteral("--sync"), tour})
                    .ok);
        QVERIFY(
            session
                .tool(QStringLiteral("xdotool"), {QStringLiteral("key"), QStringLiteral("Escape")})
                .ok);
        const QString misfit = checkOnScreen(session, screen, size, window, tour);
        QVERIFY2(misfit.isEmpty(), qPrintable(misfit));
    }

    // A window remembered from a 4K monitor, opened on a 1280 x 720 projector: brought inside
    // the screen, with the whole maze and the timeline on it.
    void aWindowFromALargerScreenComesBackInside() {
        const QSize size(1280, 720);
        Session session;
        const QString error = session.start(size);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        {
            QSettings settings(session.settingsFile(), QSettings::IniFormat);
            settings.setValue(QStringLiteral("window/normal"), QRect(300, 200, 3500, 1900));
            settings.setValue(QStringLiteral("window/frame"), QRect(299, 180, 3502, 1921));
            settings.setValue(QStringLiteral("window/maximised"), false);
            settings.setValue(QStringLiteral("tourSeen"), true);
        }
        session.launch(QStringLiteral(MAZELAB_APP_PATH), 1.0);
        QString window;
        const bool up = poll([&] {
            for (const auto& [id, title] : session.appWindows())
                window = id;
            return !window.isEmpty() || !session.appRunning();
        });
        QVERIFY2(up && session.appRunning(), "mazelab's window never showed");
        const QString misfit = checkOnScreen(session, QStringLiteral("1280x720-remembered-4k"),
                                             size, window, QString());
        QVERIFY2(misfit.isEmpty(), qPrintable(misfit));
    }

    void theRaceWindowFitsTheScreen_data() {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1024x768") << QSize(1024, 768);
        QTest::newRow("1280x720") << QSize(1280, 720);
        QTest::newRow("1366x768") << QSize(1366, 768);
        QTest::newRow("1920x1080") << QSize(1920, 1080);
    }

    // The race window, opened from the main one (here by --race), is placed as a first window
    // is: its frame inside the screen, however small, not its own fixed size past the edges.
    // Four lanes (2 x 2) under the open solver picker are the tallest it gets.
    void theRaceWindowFitsTheScreen() {
        QFETCH(QSize, size);
        Session session;
        const QString error = session.start(size);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        {
            QSettings settings(session.settingsFile(), QSettings::IniFormat);
            settings.setValue(QStringLiteral("tourSeen"), true);
        }
        session.launch(
            QStringLiteral(MAZELAB_APP_PATH), 1.0,
            {QStringLiteral("--race"), QStringLiteral("bfs,dfs,astar-manhattan,dijkstra")});
        QString race;
        QRect frame;
        // Polled until the window manager has framed it where it stays.
        const bool placed = poll([&] {
            for (const auto& [id, title] : session.appWindows())
                if (title.contains(QLatin1String("race")))
                    race = id;
            if (race.isEmpty())
                return !session.appRunning();
            const QRect now = session.frameOf(race);
            const bool same = !now.isEmpty() && now == frame;
            frame = now;
            return same;
        });
        QVERIFY2(placed && !race.isEmpty(), "the race window never showed");
        QVERIFY2(
            QRect(QPoint(0, 0), size).contains(frame),
            qPrintable(QStringLiteral("%1: the race window's frame %2 is not inside the "
                                      "screen")
                           .arg(QString::fromLatin1(QTest::currentDataTag()), rectText(frame))));
        // Not a small window in a corner either: most of the screen.
        QVERIFY2(frame.width() * 10 >= size.width() * 8 && frame.height() * 10 >= size.height() * 8,
                 qPrintable(rectText(frame)));
    }

private:
    // Waits until the screen settles (the window `gone` closed, two grabs in a row measuring the
    // same), keeps the last grab as `name`.png, and says what is wrong with `window` on it: ""
    // if its frame is inside the screen, the whole maze and the timeline's slider are on the
    // screen, and the maze is at least 60% of the screen's height.
    static QString checkOnScreen(const Session& session, const QString& name, QSize size,
                                 const QString& window, const QString& gone) {
        const QString grabs = QStringLiteral(MAZELAB_GRAB_DIR);
        QDir().mkpath(grabs);
        const QString picture = grabs + QLatin1Char('/') + name + QStringLiteral(".png");
        QFile::remove(picture);
        const QRgb wall = mazelab::ui::MazePalette{}.wall.rgb();
        std::optional<Measure> last;
        Measure now;
        QImage image;
        const bool settled = poll([&] {
            for (const auto& [id, title] : session.appWindows())
                if (id == gone)
                    return false;
            image = session.grab(picture);
            if (image.isNull())
                return false;
            now.frame = session.frameOf(window);
            now.maze = largestRegion(image, wall);
            now.groove =
                grooveUnder(image, now.maze, std::min(now.frame.bottom(), image.height() - 1));
            const bool same = last && *last == now;
            last = now;
            return same;
        });
        const QString see = QStringLiteral("; see ") + picture;
        const QRect whole(QPoint(0, 0), size);
        if (!settled || image.size() != size)
            return name + QStringLiteral(": the screen never settled") + see;
        if (!whole.contains(now.frame))
            return QStringLiteral("%1: the window's frame %2 is not inside the screen %3")
                       .arg(name, rectText(now.frame), rectText(whole)) +
                   see;
        // Whole: inside the screen, clear of its edges, its outer wall uncut on all four sides.
        if (!whole.adjusted(1, 1, -1, -1).contains(now.maze) ||
            !sidesWhole(image, now.maze, wall) || !now.frame.contains(now.maze))
            return QStringLiteral("%1: the maze (its wall colour at %2) is not whole on the screen")
                       .arg(name, rectText(now.maze)) +
                   see;
        if (now.groove.isEmpty())
            return name + QStringLiteral(": no timeline slider under the maze on the screen") + see;
        if (now.maze.height() < 0.6 * size.height())
            return QStringLiteral("%1: the maze is %2 of %3 pixels high, under 60%")
                       .arg(name)
                       .arg(now.maze.height())
                       .arg(size.height()) +
                   see;
        return {};
    }
};

QTEST_MAIN(TestRealScreens)
#include "test_real_screens.moc"
