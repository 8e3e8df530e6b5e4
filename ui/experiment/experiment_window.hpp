#pragma once
// The Experiment window (Compare > Experiment…, Ctrl+E): non-modal, beside the main window.
//
// Left, the set-up form (ui/experiment/experiment_setup.hpp): what to run, and the number of runs
// it makes or what is wrong with it, with Run disabled until it is right.
//
// Right, the run: Run, Cancel, a progress bar, and a status line with the runs done, the time so
// far and an estimate of the time left; the experiment runs on worker threads
// (ui/experiment/experiment_runner.hpp) and the window stays responsive. A cancelled experiment
// keeps and shows the runs already finished ("Cancelled after 1,234 of 5,000 runs"). Below, the
// results in tabs: the summary table (ui/experiment/experiment_table.hpp), bar chart, box plot and
// scatter (ui/experiment/experiment_charts.hpp). Open CSV… reads a file of runs written by
// `mazelab-cli experiment
// --csv` (core readRowsCsv) and shows it like a fresh run; a bad file changes nothing and says
// which line is wrong. Save summary CSV… and Save runs CSV… write core writeSummaryCsv and
// writeRowsCsv.
//
// With a Moving AI scenario file as the source (ui/experiment/scenario_setup.hpp), Run runs core
// runBenchmark on one worker thread of the runner, with the same progress and Cancel, and the
// results (ui/experiment/benchmark_results.hpp) take the place of the tabs; Save summary CSV…
// then writes core writeBenchmarkCsv, the file `mazelab-cli benchmark --csv` writes. A scenario
// file that cannot be read changes nothing and says which file and line are wrong.
//
// Errors open a non-modal message box named "errorBox" (nothing waits on it; tests close it) and
// stay readable in lastError().
// (moc reads this header: the core's types are only named, see
// ui/experiment/experiment_runner.hpp.)

#include "core/params.hpp"

#include <QString>
#include <QWidget>

#include <functional>

#include <memory>

class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QStackedWidget;
class QTabWidget;

namespace mazelab {
struct ExperimentSpec;
struct SolverInfo;
struct ExperimentResult;
} // namespace mazelab

namespace mazelab::ui {

class BenchmarkResults;
struct BenchmarkRun;
class ExperimentChart;
class ExperimentRunner;
class ExperimentSetup;
class ExperimentTable;

class ExperimentWindow : public QWidget {
    Q_OBJECT

public:
    explicit ExperimentWindow(QWidget* parent = nullptr);
    ~ExperimentWindow() override;

    // The set-up form (ui/experiment/experiment_setup.hpp): its fields, the spec it reads, where
    // each solver's parameters come from (the main window's control panel).
    [[nodiscard]] ExperimentSetup* setup() const { return m_setup; }

    // Starts the experiment of the set-up; false, with a message, if it cannot run or one is
    // already running.
    bool run();
    void cancel();
    [[nodiscard]] bool running() const;
    // Reads a Moving AI scenario file and its map and makes it the source; false, with a message
    // naming the file and line and the set-up unchanged, if it cannot.
    bool openScenario(const QString& path);
    // Writes the benchmark results shown (core writeBenchmarkCsv); returns an error (also shown),
    // or an empty string.
    QString saveBenchmarkCsv(const QString& path);
    // Opens a CSV file of runs; false, with a message and the results unchanged, if it cannot.
    bool openCsv(const QString& path);
    // Write the summary or the runs; return an error (also shown), or an empty string.
    QString saveSummaryCsv(const QString& path);
    QString saveRowsCsv(const QString& path);

    // The results shown (null before the first).
    [[nodiscard]] std::shared_ptr<const ExperimentResult> result() const { return m_result; }
    [[nodiscard]] QString statusText() const;
    [[nodiscard]] QString runsText() const;
    [[nodiscard]] QString lastError() const { return m_lastError; }

    [[nodiscard]] ExperimentRunner* runner() const { return m_runner; }
    [[nodiscard]] ExperimentTable* table() const { return m_table; }
    [[nodiscard]] ExperimentChart* barChart() const { return m_bars; }
    [[nodiscard]] ExperimentChart* boxChart() const { return m_box; }
    [[nodiscard]] ExperimentChart* scatterChart() const { return m_scatter; }
    [[nodiscard]] QTabWidget* tabs() const { return m_tabs; }
    [[nodiscard]] QProgressBar* progressBar() const { return m_progress; }
    [[nodiscard]] BenchmarkResults* benchmarkResults() const { return m_benchmark; }
    // The benchmark results shown (null before the first).
    [[nodiscard]] std::shared_ptr<const BenchmarkRun> benchmarkRun() const;

signals:
    // New results are shown (a finished or cancelled run, or an opened file).
    void resultChanged();

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    QWidget* createResults();
    void showResult(std::shared_ptr<const ExperimentResult> result);
    // " Not run (hover for why): ..." for the status line, empty if nothing was left out; sets
    // the status's tooltip to the reasons.
    QString notRunText(const ExperimentResult& result);
    bool runBenchmark();
    void onBenchmarkFinished();
    void updateButtons();
    void onProgress(qint64 done, qint64 total);
    void onFinished();
    void showError(const QString& what, const QString& message);
    void chooseCsvToOpen();
    void chooseSavePath(bool rows); // the runs' CSV, or the summary's

    ExperimentRunner* m_runner = nullptr;
    std::shared_ptr<const ExperimentResult> m_result;
    QString m_lastError;
    int m_threadsUsed = 1;
    // The benchmark under way (its spec and files, no result yet), or null.
    std::shared_ptr<BenchmarkRun> m_pendingBenchmark;

    ExperimentSetup* m_setup = nullptr;

    QPushButton* m_runButton = nullptr;
    QPushButton* m_cancelButton = nullptr;
    QPushButton* m_openButton = nullptr;
    QPushButton* m_saveSummaryButton = nullptr;
    QPushButton* m_saveRowsButton = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_status = nullptr;

    QStackedWidget* m_resultPages = nullptr;
    BenchmarkResults* m_benchmark = nullptr;
    QTabWidget* m_tabs = nullptr;
    ExperimentTable* m_table = nullptr;
    ExperimentChart* m_bars = nullptr;
    ExperimentChart* m_box = nullptr;
    ExperimentChart* m_scatter = nullptr;
};

} // namespace mazelab::ui
