#pragma once
// Runs one experiment (core/experiment.hpp) at a time, un-animated, off the GUI thread: a thread
// of the runner's own waits in runExperiment, which runs the mazes on `threads` worker threads of
// its own. The GUI thread never waits: progress and the end arrive as queued signals.
//
// cancel() sets the experiment's cancel flag: the runs already finished are kept, the others are
// not started, and finished() arrives with result().cancelled set (a run that has started is
// finished first, so the wait is at most one maze and its solves).
//
// This header is read by moc, so it names the core's types without including their headers
// (core/experiment.hpp includes core/registry.hpp and with it <coroutine>, which moc in Qt 6.4
// cannot parse).

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <memory>

namespace mazelab {
struct BenchmarkResult;
struct BenchmarkSpec;
struct ExperimentSpec;
struct ExperimentResult;
struct MovingAiBenchmark;
} // namespace mazelab

namespace mazelab::ui {

class ExperimentRunner : public QObject {
    Q_OBJECT

public:
    explicit ExperimentRunner(QObject* parent = nullptr);
    // Cancels a running experiment and waits for its threads (at most one maze's runs).
    ~ExperimentRunner() override;

    // Starts `spec` on `threads` worker threads; false (and nothing started) while another
    // experiment runs. A spec that cannot run is reported by failed(), not thrown.
    bool start(const ExperimentSpec& spec, int threads);
    // Starts a Moving AI benchmark (core runBenchmark) on one worker thread, `files` holding the
    // spec's map; false while another run is under way. Ends like an experiment, its result in
    // benchmarkResult().
    bool startBenchmark(const BenchmarkSpec& spec, std::shared_ptr<const MovingAiBenchmark> files);
    void cancel();
    [[nodiscard]] bool running() const;
    [[nodiscard]] bool cancelRequested() const;

    // The last experiment's result (empty until the first finished()); shared, so that views
    // can keep it while a new experiment runs.
    [[nodiscard]] std::shared_ptr<const ExperimentResult> result() const;
    // The last benchmark's result (empty until the first finished() of one).
    [[nodiscard]] std::shared_ptr<const BenchmarkResult> benchmarkResult() const;

    // Runs finished and in all at the last progress report, and the seconds since start().
    [[nodiscard]] qint64 done() const { return m_done; }
    [[nodiscard]] qint64 total() const { return m_total; }
    [[nodiscard]] double elapsedSeconds() const;
    // Seconds left at the pace so far; negative while there is nothing to go by.
    [[nodiscard]] double secondsLeft() const;

signals:
    void progressed(qint64 done, qint64 total);
    // The experiment ended, finished or cancelled: result() holds it.
    void finished();
    // It could not run (a bad spec, or a run threw): nothing new in result().
    void failed(const QString& message);

private:
    struct Impl;
    struct Outcome;
    // Runs `work(cancel, progress)` on the runner's thread; it returns an Outcome.
    template <typename Work>
    void launch(qint64 total, Work work);
    void onWorkerDone();

    std::unique_ptr<Impl> m_impl;
    QElapsedTimer m_clock;
    qint64 m_done = 0;
    qint64 m_total = 0;
};

} // namespace mazelab::ui
