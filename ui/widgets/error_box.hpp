#pragma once
// The main window's way of saying that a command was refused: the reason in the status bar and
// in a warning box that does not block (nothing mid-lecture waits on it, and it never blocks a
// test). The boxes are named "errorBox" and delete themselves when closed.

class QMainWindow;
class QString;

namespace mazelab::ui {

void showErrorBox(QMainWindow& window, const QString& what, const QString& message);

} // namespace mazelab::ui
