#include "ui/widgets/error_box.hpp"

#include <QMainWindow>
#include <QMessageBox>
#include <QStatusBar>

namespace mazelab::ui {

void showErrorBox(QMainWindow& window, const QString& what, const QString& message) {
    window.statusBar()->showMessage(what + QStringLiteral(": ") + message, 8000);
    auto* box = new QMessageBox(QMessageBox::Warning, what, message, QMessageBox::Ok, &window);
    box->setObjectName(QStringLiteral("errorBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace mazelab::ui
