#pragma once
// Helpers shared by the tests of editing and files in the main window (header-only): the window
// they drive, a click on it, and the maze on screen as its file's text.

#include "core/maze_file.hpp"
#include "ui/animation/animator.hpp"
#include "ui/controllers/document_controller.hpp"
#include "ui/controllers/edit_controller.hpp"
#include "ui/controllers/run_controller.hpp"
#include "ui/panels/control_panel.hpp"
#include "ui/shell/main_window.hpp"
#include "ui/view/maze_scene.hpp"
#include "ui/view/maze_view.hpp"

#ifndef Q_MOC_RUN
#include "core/registry.hpp" // moc in Qt 6.4 cannot parse <coroutine>
#include "core/run.hpp"
#endif

#include <QAction>
#include <QCoreApplication>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include <memory>
#include <string>

namespace mazelab::testing {

// The main window, shown and active (its shortcuts need that), running at the Instant speed.
inline std::unique_ptr<ui::MainWindow> openWindow() {
    auto window = std::make_unique<ui::MainWindow>();
    window->resize(1100, 800);
    window->show();
    window->activateWindow();
    window->run()->controls()->setSpeedChoice(ui::ControlPanel::SpeedChoice::Instant);
    return window;
}

// A click: press and release at one point.
inline void click(QWidget* widget, QPoint at, Qt::MouseButton button = Qt::LeftButton) {
    QTest::mousePress(widget, button, {}, at);
    QTest::mouseRelease(widget, button, {}, at);
}

// The maze on screen as its maze file's text: what undo, redo, save and open must give back.
inline std::string mazeText(const ui::MainWindow& window) {
    return writeMazeText(
        MazeDocument{window.run()->scene()->maze(), window.run()->scene()->provenance()});
}

// The window's non-modal error boxes.
inline QList<QMessageBox*> errorBoxes(const ui::MainWindow& window) {
    return window.findChildren<QMessageBox*>(QStringLiteral("errorBox"));
}

inline void closeErrorBoxes(const ui::MainWindow& window) {
    for (QMessageBox* box : errorBoxes(window))
        box->close(); // WA_DeleteOnClose
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

} // namespace mazelab::testing
