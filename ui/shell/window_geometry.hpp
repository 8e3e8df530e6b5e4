#pragma once
// Where the main window goes on its screen (docs/semantics.md, "Window geometry"): always inside
// the screen's available geometry. The rules are pure functions of rectangles, checked directly
// by tests/test_window_geometry.cpp; WindowPlacement applies them to the window, and
// tests/test_real_screens.cpp proves them in a real X server under a real window manager.
//
// Every rectangle here is a frame: the window with the title bar and borders the window manager
// adds. Qt places a window by its inside (QWidget::setGeometry), so the frame's margins are
// taken off last; until the window manager has framed the window they are estimated.

#include <QMargins>
#include <QObject>
#include <QRect>

class QSettings;
class QWidget;

namespace mazelab::ui {

// Screens whose available geometry is at most this large open the first window maximised.
inline constexpr QSize kMaximisedUpTo{1366, 768};
// The share of a larger screen's available width and height the first window takes.
inline constexpr double kFirstWindowShare = 0.9;

// True if the first window opens maximised on a screen of this available geometry.
[[nodiscard]] bool opensMaximised(const QRect& available);

// The first start's frame on a screen of this available geometry: all of it on a small screen
// (the window's normal geometry under the maximised one), otherwise 90% of its width and height,
// centred.
[[nodiscard]] QRect firstFrame(const QRect& available);

// `frame` brought inside `available`: each side cut to the screen's, then moved by the least
// distance that puts it inside (a window from a larger monitor, or one left off the edge).
// An empty frame is the first start's.
[[nodiscard]] QRect broughtInside(const QRect& frame, const QRect& available);

// Places a window on its screen by these rules and keeps it there when the window manager
// frames it: on the first show and whenever it leaves the maximised or full-screen state, a
// frame that sticks out of the screen is brought inside (with the frame's real margins by then).
// The window's frame and whether it is maximised are remembered in the settings.
class WindowPlacement : public QObject {
    Q_OBJECT

public:
    explicit WindowPlacement(QWidget& window);

    // The remembered frame brought inside the screen it was on (or the primary screen if it is
    // on none now), maximised if it was; without one, the first start's placement. Until this
    // call the window is left as it is (tests, --screenshot).
    void restore(const QSettings& settings);
    // The first start's placement, with no settings: for a window opened from the main one (the
    // race, the experiments), which would otherwise keep its fixed size past a small screen.
    void placeFirstTime();
    // The window's normal geometry, its frame (so the frame's margins come back with it) and
    // whether it is maximised.
    void save(QSettings& settings) const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // The frame's margins: the window manager's once it has framed the window, an estimate
    // before (a title bar two lines of text high, thin borders).
    [[nodiscard]] QMargins frameMargins() const;
    void place(const QRect& frame, const QMargins& margins, bool maximised);
    // Brings the shown window's frame inside its screen if it sticks out.
    void keepInside();

    QWidget& m_window;
    bool m_active = false; // restore() was called
    // Set while the window manager may still frame or restore the window: the next geometry
    // the window gets is checked.
    bool m_checkFrame = false;
};

} // namespace mazelab::ui
