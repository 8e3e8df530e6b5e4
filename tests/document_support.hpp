#pragma once
// Helpers shared by the tests of editing and files in the main window (header-only).

#include "core/maze_file.hpp"
#include "ui/main_window.hpp"
#include "ui/maze_scene.hpp"

#include <QCoreApplication>
#include <QMessageBox>

#include <string>

namespace mazelab::testing {

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
