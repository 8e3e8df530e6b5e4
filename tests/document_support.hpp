#pragma once
// Helpers shared by the tests of editing and files in the main window (header-only): the window
// they drive, a click on it, the maze on screen as its file's text, and the answers to its
// modal boxes (the unsaved-changes question).

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

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCoreApplication>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTimer>
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

// Answers the next modal box named `name` with `button` from the event loop that box runs; gives
// up after a few seconds so that a box that never comes cannot hang the test, and as soon as a
// newer call takes over. The flag says whether it was answered.
inline std::shared_ptr<bool> answerBox(const QString& name, QMessageBox::StandardButton button) {
    static int latest = 0;
    const int self = ++latest;
    auto answered = std::make_shared<bool>(false);
    auto tries = std::make_shared<int>(0);
    auto* timer = new QTimer;
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, [=] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (self == latest && box && box->objectName() == name) {
            *answered = true;
            box->button(button)->click();
        }
        if (*answered || self != latest || ++*tries > 300) {
            timer->stop();
            timer->deleteLater();
        }
    });
    timer->start();
    return answered;
}

// The unsaved-changes question (DocumentController::maybeSave), answered with `button`.
inline std::shared_ptr<bool> answerUnsaved(QMessageBox::StandardButton button) {
    return answerBox(QStringLiteral("unsavedChangesBox"), button);
}

} // namespace mazelab::testing
