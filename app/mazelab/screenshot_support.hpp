#pragma once
// What the screenshot files (app/mazelab/screenshot*.cpp) share: waiting for the window, showing
// it at a size and writing it to a PNG. Not part of the options' interface (screenshot.hpp).

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QSize>
#include <QString>
#include <QStringList>

class QWidget;

namespace mazelab::ui {

// Processes events until `done` holds or the deadline passes; false on timeout.
template <typename Done>
bool waitFor(Done done, int timeoutMs) {
    QDeadlineTimer deadline(timeoutMs);
    while (!done()) {
        if (deadline.hasExpired())
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    }
    return true;
}

// Shows `window` at `size`; an error if it does not appear.
QString showAt(QWidget& window, QSize size);
// Lets layouts settle, grabs `widget` and writes it to `file`; an error, or an empty string.
QString writePng(QWidget& widget, const QString& file);
// --experiment-chart's views, in the order of the experiment window's tabs.
const QStringList& experimentViews();

} // namespace mazelab::ui
