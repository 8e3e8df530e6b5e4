#pragma once
// Benchmark problems in the main window: the problems of the Moving AI scenario file opened with
// its map (DocumentController::documentOpened) in the Benchmark problems panel, a chosen one's
// start and goal set on the maze as a drop of a dragged endpoint sets them, and its published
// optimum handed to the run (RunController::setOptimum) while it applies: the maze shown is the
// map as opened (its walls, blocked cells and costs; endpoints aside), the start and the goal
// are the problem's, and the movement is the benchmark's, only-when-no-obstacles
// (docs/semantics.md, "Benchmark problems").

#include "core/movingai.hpp"

#include <QObject>
#include <QString>

#include <optional>
#include <vector>

class QDockWidget;
class QMainWindow;

namespace mazelab::ui {

class BenchmarkPanel;
class DocumentController;
class EditController;
class RunController;

class BenchmarkController : public QObject {
    Q_OBJECT

public:
    BenchmarkController(QMainWindow& window, RunController& run, EditController& edits,
                        DocumentController& document, BenchmarkPanel& panel, QDockWidget& dock);

    // Chooses problem `number` (from 1, in the file's order): the start and the goal move to
    // its own, as one undoable edit. Returns why not (no scenario file, no such problem, the maze
    // shown is not the map), or an empty string.
    QString chooseProblem(int number);
    // The chosen problem's number (from 1), 0 before any is chosen.
    [[nodiscard]] int currentProblem() const { return m_current + 1; }
    [[nodiscard]] const std::vector<BenchmarkProblem>& problems() const {
        return m_benchmark.problems;
    }
    // The optimum shown beside the results now (none when it does not apply).
    [[nodiscard]] std::optional<double> optimum() const { return m_optimum; }

private:
    void open(const MovingAiBenchmark& benchmark);
    // Whether the optimum applies, the panel's note, and the run's optimum, as the maze is now.
    void update();
    // The maze shown is the map as opened, endpoints aside.
    [[nodiscard]] bool mapShown() const;

    QMainWindow& m_window;
    RunController& m_run;
    EditController& m_edits;
    BenchmarkPanel& m_panel;
    QDockWidget& m_dock;
    MovingAiBenchmark m_benchmark;
    int m_current = -1; // index into the problems
    std::optional<double> m_optimum;
};

} // namespace mazelab::ui
