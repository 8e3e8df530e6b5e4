#include "ui/shell/window_geometry.hpp"

#include <QEvent>
#include <QGuiApplication>
#include <QScreen>
#include <QSettings>
#include <QWidget>
#include <QWindow>
#include <QWindowStateChangeEvent>

#include <algorithm>
#include <cmath>

namespace mazelab::ui {
namespace {

constexpr QLatin1String kNormalKey("window/normal");
constexpr QLatin1String kFrameKey("window/frame");
constexpr QLatin1String kMaximisedKey("window/maximised");
// Where earlier versions kept QWidget::saveGeometry's bytes, which say nothing of the frame's
// margins; they are not read, and the key is dropped on saving.
constexpr QLatin1String kOldGeometryKey("window/geometry");

constexpr Qt::WindowStates kBig = Qt::WindowMaximized | Qt::WindowFullScreen;

// `inner` inside `outer`: the margins between them.
QMargins marginsBetween(const QRect& outer, const QRect& inner) {
    return {inner.left() - outer.left(), inner.top() - outer.top(), outer.right() - inner.right(),
            outer.bottom() - inner.bottom()};
}

} // namespace

bool opensMaximised(const QRect& available) {
    return available.width() <= kMaximisedUpTo.width() &&
           available.height() <= kMaximisedUpTo.height();
}

QRect firstFrame(const QRect& available) {
    if (opensMaximised(available))
        return available;
    const int width = int(std::lround(available.width() * kFirstWindowShare));
    const int height = int(std::lround(available.height() * kFirstWindowShare));
    return {available.x() + (available.width() - width) / 2,
            available.y() + (available.height() - height) / 2, width, height};
}

QRect broughtInside(const QRect& frame, const QRect& available) {
    if (frame.isEmpty())
        return firstFrame(available);
    const QSize size = frame.size().boundedTo(available.size());
    const int x =
        std::clamp(frame.x(), available.x(), available.x() + available.width() - size.width());
    const int y =
        std::clamp(frame.y(), available.y(), available.y() + available.height() - size.height());
    return {QPoint(x, y), size};
}

WindowPlacement::WindowPlacement(QWidget& window) : QObject(&window), m_window(window) {
    setObjectName(QStringLiteral("windowPlacement"));
    m_window.installEventFilter(this);
}

QMargins WindowPlacement::frameMargins() const {
    if (const QWindow* handle = m_window.windowHandle(); handle && m_window.isVisible())
        if (const QMargins real = handle->frameMargins(); !real.isNull())
            return real;
    const int line = m_window.fontMetrics().height();
    return {line / 4, 2 * line, line / 4, line / 4};
}

void WindowPlacement::restore(const QSettings& settings) {
    m_active = true;
    const QRect normal = settings.value(kNormalKey).toRect();
    const QRect frame = settings.value(kFrameKey).toRect();
    if (normal.isValid() && frame.contains(normal)) {
        // The screen the window was on, or the primary one if that screen is gone.
        QScreen* screen = QGuiApplication::screenAt(frame.center());
        if (!screen)
            screen = QGuiApplication::primaryScreen();
        place(broughtInside(frame, screen->availableGeometry()), marginsBetween(frame, normal),
              settings.value(kMaximisedKey).toBool());
        return;
    }
    placeFirstTime();
}

void WindowPlacement::placeFirstTime() {
    m_active = true;
    const QRect available = m_window.screen()->availableGeometry();
    place(firstFrame(available), frameMargins(), opensMaximised(available));
}

void WindowPlacement::save(QSettings& settings) const {
    const QRect normal = m_window.normalGeometry();
    settings.setValue(kNormalKey, normal);
    settings.setValue(kFrameKey, normal.marginsAdded(frameMargins()));
    settings.setValue(kMaximisedKey, m_window.windowState().testFlag(Qt::WindowMaximized));
    settings.remove(kOldGeometryKey);
}

void WindowPlacement::place(const QRect& frame, const QMargins& margins, bool maximised) {
    // The normal geometry first, so that a window manager that does not maximise, or a user who
    // un-maximises, still gets a window inside the screen.
    m_window.setWindowState(m_window.windowState() & ~kBig);
    m_window.setGeometry(frame.marginsRemoved(margins));
    if (maximised)
        m_window.setWindowState(m_window.windowState() | Qt::WindowMaximized);
    m_checkFrame = true;
}

void WindowPlacement::keepInside() {
    if (!m_window.isVisible() || (m_window.windowState() & (kBig | Qt::WindowMinimized)))
        return;
    const QWindow* handle = m_window.windowHandle();
    const QMargins margins = handle ? handle->frameMargins() : QMargins();
    // Framed: the window manager has placed it, and this check is the last.
    if (!margins.isNull())
        m_checkFrame = false;
    const QRect frame = m_window.geometry().marginsAdded(margins);
    const QRect inside = broughtInside(frame, m_window.screen()->availableGeometry());
    if (inside != frame)
        m_window.setGeometry(inside.marginsRemoved(margins));
}

bool WindowPlacement::eventFilter(QObject* watched, QEvent* event) {
    if (watched != &m_window || !m_active)
        return QObject::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::WindowStateChange:
        // Back from maximised or full screen: the normal geometry the window manager restores
        // is checked too.
        if ((static_cast<QWindowStateChangeEvent*>(event)->oldState() & kBig) &&
            !(m_window.windowState() & (kBig | Qt::WindowMinimized)))
            m_checkFrame = true;
        break;
    case QEvent::Show:
    case QEvent::Move:
    case QEvent::Resize:
    case QEvent::WindowActivate:
        if (m_checkFrame)
            keepInside();
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace mazelab::ui
