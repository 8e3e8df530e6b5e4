#pragma once
// Learning by doing (docs/user-guide.md, "Learning by doing"): the Learn menu, the session log
// and File > Export progress, and the learning panels as docks that the window shows when their
// activity starts: Predict (PredictController, PredictPanel).
//
// The panels dock on the right, hidden until used; on the stage (presentation mode) a panel
// shown stands beside the maze, in the stage's type.

#include <QObject>
#include <QString>

#include <memory>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace mazelab::learn {
class SessionLog;
}

namespace mazelab::ui {

class PredictController;
class PredictPanel;
class RunController;

class LearnController : public QObject {
    Q_OBJECT

public:
    // Adds the Learn menu to the window's menu bar before `beforeMenu` (the View menu), and
    // Export progress… to `fileMenu` before `beforeAction` (Quit).
    LearnController(QMainWindow& window, RunController& run, QMenu* fileMenu,
                    QAction* beforeAction, QAction* beforeMenu);
    ~LearnController() override;

    [[nodiscard]] learn::SessionLog& log() { return *m_log; }
    [[nodiscard]] PredictController* predict() const { return m_predict; }
    [[nodiscard]] PredictPanel* predictPanel() const { return m_predictPanel; }
    [[nodiscard]] QDockWidget* predictDock() const { return m_predictDock; }
    [[nodiscard]] QAction* predictAction() const { return m_predictAction; }
    [[nodiscard]] QAction* nextMazeAction() const { return m_nextMaze; }
    [[nodiscard]] QAction* exportProgressAction() const { return m_exportProgress; }

    // Writes the session log as CSV to `path`; an error message, or "" when written.
    [[nodiscard]] QString exportProgressTo(const QString& path) const;

public slots:
    // File > Export progress…: a file name, then the CSV.
    void exportProgress();

private:
    QDockWidget* addDock(const QString& title, const QString& objectName, QWidget* panel);

    QMainWindow& m_window;
    RunController& m_run;
    std::unique_ptr<learn::SessionLog> m_log;
    PredictController* m_predict = nullptr;
    PredictPanel* m_predictPanel = nullptr;
    QDockWidget* m_predictDock = nullptr;
    QAction* m_predictAction = nullptr;
    QAction* m_nextMaze = nullptr;
    QAction* m_exportProgress = nullptr;
};

} // namespace mazelab::ui
