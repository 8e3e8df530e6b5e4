#pragma once
// Helpers shared by the tests of the window's layout (test_docks, test_stage, test_screens,
// test_race_stage): the real main window (or the race window) shown offscreen at a given size,
// the height the maze is drawn at in its view, and what a label lacks to show its text
// (header-only; not part of mazelab).

#include "ui/shell/main_window.hpp"
#include "ui/view/maze_palette.hpp"
#include "ui/view/maze_view.hpp"

#include <QImage>
#include <QLabel>
#include <QtTest>

#include <memory>

namespace mazelab::testing {

// The main window, or another (the race window), shown at `size`; null if it never shows.
template <class Window = ui::MainWindow>
std::unique_ptr<Window> shownWindow(QSize size) {
    auto window = std::make_unique<Window>();
    window->resize(size);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    QCoreApplication::processEvents();
    return window;
}

// The rows of the view's picture that hold the maze's wall colour: the drawn maze's height.
inline int drawnMazeHeight(ui::MazeView& view) {
    const QImage image = view.grab().toImage().convertToFormat(QImage::Format_RGB32);
    const QRgb wall = view.mazePalette().wall.rgb();
    int top = -1;
    int bottom = -1;
    for (int y = 0; y < image.height(); ++y) {
        const auto* row = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            if (row[x] != wall)
                continue;
            if (top < 0)
                top = y;
            bottom = y;
            break;
        }
    }
    return top < 0 ? 0 : bottom - top + 1;
}

// "the maze is 468 of 720 pixels high": why a share assertion failed.
inline QByteArray mazeHeightText(int height, int windowHeight) {
    return QStringLiteral("the maze is %1 of %2 pixels high").arg(height).arg(windowHeight).toUtf8();
}

// What a label lacks to show its text whole, "" if nothing.
inline QString labelShortfall(const QLabel& label) {
    const QSize hint = label.sizeHint();
    const QSize size = label.size();
    if (label.wordWrap() && label.hasHeightForWidth()) {
        const int needed = label.heightForWidth(size.width());
        if (needed > size.height())
            return QStringLiteral("%1 high, needs %2").arg(size.height()).arg(needed);
        return {};
    }
    if (hint.width() > size.width() || hint.height() > size.height())
        return QStringLiteral("%1x%2, needs %3x%4")
            .arg(size.width())
            .arg(size.height())
            .arg(hint.width())
            .arg(hint.height());
    return {};
}

} // namespace mazelab::testing
