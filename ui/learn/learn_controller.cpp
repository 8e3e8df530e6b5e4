#include "ui/learn/learn_controller.hpp"

#include "core/learn/session_log.hpp"
#include "ui/learn/predict_controller.hpp"
#include "ui/learn/predict_panel.hpp"
#include "ui/window/error_box.hpp"
#include "ui/window/run_controller.hpp"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>

#include <fstream>

namespace mazelab::ui {

LearnController::LearnController(QMainWindow& window, RunController& run, QMenu* fileMenu,
                                 QAction* beforeAction, QAction* beforeMenu)
    : QObject(&window), m_window(window), m_run(run),
      m_log(std::make_unique<learn::SessionLog>()) {
    m_predict = new PredictController(run, *m_log, this);
    m_predictPanel = new PredictPanel(*m_predict, *m_log, &window);
    m_predictDock = addDock(tr("Predict"), QStringLiteral("predictDock"), m_predictPanel);

    auto* menu = new QMenu(tr("&Learn"), &window);
    menu->setObjectName(QStringLiteral("learnMenu"));
    window.menuBar()->insertMenu(beforeMenu, menu);
    m_predictAction = menu->addAction(tr("&Predict"));
    m_predictAction->setObjectName(QStringLiteral("predictAction"));
    m_predictAction->setCheckable(true);
    m_predictAction->setShortcut(Qt::Key_P);
    m_predictAction->setToolTip(tr("The run stops before each step: click the cell you think "
                                   "comes next (P)."));
    m_nextMaze = menu->addAction(tr("&Next maze"));
    m_nextMaze->setObjectName(QStringLiteral("nextMazeAction"));
    m_nextMaze->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_N));
    m_nextMaze->setToolTip(tr("Predict on a new maze from a fresh seed (Shift+N)."));

    m_exportProgress = new QAction(tr("Export p&rogress…"), &window);
    m_exportProgress->setObjectName(QStringLiteral("exportProgressAction"));
    m_exportProgress->setToolTip(tr("Save every prediction, answer and challenge of this "
                                    "session as CSV, for marking."));
    fileMenu->insertAction(beforeAction, m_exportProgress);

    connect(m_predictAction, &QAction::toggled, this, [this](bool on) {
        m_predict->setActive(on);
        m_predictDock->setVisible(on);
    });
    connect(m_nextMaze, &QAction::triggered, this, [this] {
        m_predictAction->setChecked(true);
        m_predict->nextMaze();
    });
    connect(m_exportProgress, &QAction::triggered, this, &LearnController::exportProgress);
}

LearnController::~LearnController() = default;

QDockWidget* LearnController::addDock(const QString& title, const QString& objectName,
                                      QWidget* panel) {
    auto* dock = new QDockWidget(title, &m_window);
    dock->setObjectName(objectName);
    dock->setWidget(panel);
    m_window.addDockWidget(Qt::RightDockWidgetArea, dock);
    dock->hide();
    return dock;
}

QString LearnController::exportProgressTo(const QString& path) const {
    std::ofstream out(QFile::encodeName(path).toStdString(), std::ios::binary);
    if (!out)
        return tr("%1 cannot be written.").arg(QDir::toNativeSeparators(path));
    m_log->writeCsv(out);
    out.close();
    if (!out)
        return tr("%1 could not be written completely.").arg(QDir::toNativeSeparators(path));
    return {};
}

void LearnController::exportProgress() {
    if (m_log->empty()) {
        m_window.statusBar()->showMessage(
            tr("Nothing to export yet: predict, answer a question or check a challenge first."),
            8000);
        return;
    }
    const QString path = QFileDialog::getSaveFileName(
        &m_window, tr("Export progress"), QStringLiteral("progress.csv"), tr("CSV (*.csv)"));
    if (path.isEmpty())
        return;
    if (const QString error = exportProgressTo(path); !error.isEmpty())
        showErrorBox(m_window, tr("Cannot export the progress"), error);
    else
        m_window.statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)),
                                          8000);
}

} // namespace mazelab::ui
