#include "ui/experiment/experiment_runner.hpp"

#include "core/benchmark.hpp"
#include "core/experiment.hpp"

#include <QFutureWatcher>
#include <QPointer>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>

namespace mazelab::ui {

// What the worker hands back: a result (of an experiment or a benchmark), or the message of the
// error that stopped it.
struct ExperimentRunner::Outcome {
    std::shared_ptr<const ExperimentResult> result;
    std::shared_ptr<const BenchmarkResult> benchmark;
    QString error;
};

struct ExperimentRunner::Impl {
    // A thread of its own, not the global pool (which Qt's painting helpers use and wait on).
    QThreadPool pool;
    QFutureWatcher<Outcome> watcher;
    // Shared with the worker, which may outlive a cancelled watcher by a few milliseconds.
    std::shared_ptr<std::atomic<bool>> cancel = std::make_shared<std::atomic<bool>>(false);
    std::shared_ptr<const ExperimentResult> result;
    std::shared_ptr<const BenchmarkResult> benchmark;
    bool running = false;
};

ExperimentRunner::ExperimentRunner(QObject* parent)
    : QObject(parent), m_impl(std::make_unique<Impl>()) {
    m_impl->pool.setMaxThreadCount(1);
    connect(&m_impl->watcher, &QFutureWatcher<Outcome>::finished, this,
            &ExperimentRunner::onWorkerDone);
}

ExperimentRunner::~ExperimentRunner() {
    m_impl->cancel->store(true);
    m_impl->pool.waitForDone();
}

template <typename Work>
void ExperimentRunner::launch(qint64 total, Work work) {
    m_impl->cancel = std::make_shared<std::atomic<bool>>(false);
    m_impl->running = true;
    m_done = 0;
    m_total = total;
    m_clock.start();
    const QPointer<ExperimentRunner> self(this);
    auto cancel = m_impl->cancel;
    m_impl->watcher.setFuture(QtConcurrent::run(&m_impl->pool, [work, cancel, self] {
        auto progress = [self](std::int64_t done, std::int64_t total) {
            // Called on this worker thread: the runner hears of it on its own.
            if (self)
                QMetaObject::invokeMethod(
                    self.data(),
                    [self, done, total] {
                        if (!self || !self->m_impl->running)
                            return;
                        self->m_done = done;
                        self->m_total = total;
                        emit self->progressed(done, total);
                    },
                    Qt::QueuedConnection);
        };
        Outcome outcome;
        try {
            outcome = work(*cancel, progress);
        } catch (const std::exception& e) {
            outcome.error = QString::fromUtf8(e.what());
        }
        return outcome;
    }));
}

bool ExperimentRunner::start(const ExperimentSpec& spec, int threads) {
    if (m_impl->running)
        return false;
    launch(spec.runCount(), [spec, threads](const std::atomic<bool>& cancel, auto progress) {
        ExperimentOptions options;
        options.threads = threads;
        options.keepRows = true; // the box plots and the scatter need every run
        options.cancel = &cancel;
        options.progress = progress;
        Outcome outcome;
        outcome.result = std::make_shared<const ExperimentResult>(runExperiment(spec, options));
        return outcome;
    });
    return true;
}

bool ExperimentRunner::startBenchmark(const BenchmarkSpec& spec,
                                      std::shared_ptr<const MovingAiBenchmark> files) {
    if (m_impl->running)
        return false;
    const auto runs = qint64(spec.selected().size() * spec.solvers.size());
    // `files` rides along: the spec points into its map.
    launch(runs, [spec, files](const std::atomic<bool>& cancel, auto progress) {
        Outcome outcome;
        outcome.benchmark =
            std::make_shared<const BenchmarkResult>(runBenchmark(spec, {&cancel, progress}));
        return outcome;
    });
    return true;
}

void ExperimentRunner::cancel() {
    if (m_impl->running)
        m_impl->cancel->store(true);
}

bool ExperimentRunner::running() const {
    return m_impl->running;
}

bool ExperimentRunner::cancelRequested() const {
    return m_impl->running && m_impl->cancel->load();
}

std::shared_ptr<const ExperimentResult> ExperimentRunner::result() const {
    return m_impl->result;
}

std::shared_ptr<const BenchmarkResult> ExperimentRunner::benchmarkResult() const {
    return m_impl->benchmark;
}

double ExperimentRunner::elapsedSeconds() const {
    return m_clock.isValid() ? double(m_clock.nsecsElapsed()) * 1e-9 : 0.0;
}

double ExperimentRunner::secondsLeft() const {
    if (m_done <= 0 || m_total <= m_done)
        return m_total > 0 && m_done >= m_total ? 0.0 : -1.0;
    return elapsedSeconds() * double(m_total - m_done) / double(m_done);
}

void ExperimentRunner::onWorkerDone() {
    const Outcome outcome = m_impl->watcher.result();
    m_impl->running = false;
    if (outcome.benchmark) {
        m_impl->benchmark = outcome.benchmark;
        const auto solvers = qint64(outcome.benchmark->tallies.size());
        m_done = outcome.benchmark->problemsDone * solvers;
        m_total = outcome.benchmark->problemsTotal * solvers;
        emit finished();
        return;
    }
    if (!outcome.result) {
        emit failed(outcome.error);
        return;
    }
    m_impl->result = outcome.result;
    m_done = outcome.result->runsDone;
    m_total = outcome.result->runsTotal;
    emit finished();
}

} // namespace mazelab::ui
