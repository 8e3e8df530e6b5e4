#include "ui/experiment/experiment_window.hpp"

#include "core/experiment.hpp"
#include "core/experiment_csv.hpp"
#include "ui/experiment/benchmark_results.hpp"
#include "ui/experiment/benchmark_run.hpp"
#include "ui/experiment/experiment_charts.hpp"
#include "ui/experiment/experiment_runner.hpp"
#include "ui/experiment/experiment_setup.hpp"
#include "ui/experiment/experiment_table.hpp"
#include "ui/experiment/experiment_text.hpp"
#include "ui/experiment/scenario_setup.hpp"

#include <QCloseEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>
#include <cmath>
#include <sstream>

namespace mazelab::ui {
namespace {

QString seconds(double s) {
    if (s < 60)
        return QObject::tr("%1 s").arg(QLocale::c().toString(s, 'f', s < 10 ? 1 : 0));
    const auto whole = std::int64_t(std::lround(s));
    return QObject::tr("%1 min %2 s").arg(whole / 60).arg(whole % 60, 2, 10, QLatin1Char('0'));
}

} // namespace

ExperimentWindow::ExperimentWindow(QWidget* parent) : QWidget(parent, Qt::Window) {
    setWindowTitle(tr("mazelab \u2014 Experiment"));
    m_runner = new ExperimentRunner(this);

    QWidget* right = createResults();

    m_setup = new ExperimentSetup(this);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(m_setup);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setMinimumWidth(m_setup->minimumSizeHint().width() + 24);
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(scroll);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setCollapsible(1, false);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter);

    connect(m_runButton, &QPushButton::clicked, this, &ExperimentWindow::run);
    connect(m_cancelButton, &QPushButton::clicked, this, &ExperimentWindow::cancel);
    connect(m_openButton, &QPushButton::clicked, this, &ExperimentWindow::chooseCsvToOpen);
    connect(m_saveSummaryButton, &QPushButton::clicked, this, [this] { chooseSavePath(false); });
    connect(m_saveRowsButton, &QPushButton::clicked, this, [this] { chooseSavePath(true); });
    connect(m_runner, &ExperimentRunner::progressed, this, &ExperimentWindow::onProgress);
    connect(m_runner, &ExperimentRunner::finished, this, &ExperimentWindow::onFinished);
    connect(m_runner, &ExperimentRunner::failed, this, [this](const QString& message) {
        m_pendingBenchmark.reset();
        m_status->setText(tr("The experiment failed: %1").arg(message));
        showError(tr("The experiment failed"), message);
        updateButtons();
    });

    connect(m_setup, &ExperimentSetup::changed, this, &ExperimentWindow::updateButtons);
    connect(m_setup, &ExperimentSetup::scenarioFailed, this,
            [this](const QString& path, const QString& message) {
                showError(tr("Cannot open %1").arg(QFileInfo(path).fileName()), message);
            });

    updateButtons();
    resize(1280, 800);
}

ExperimentWindow::~ExperimentWindow() = default;

// The right-hand side: the buttons, the progress, the status and the tabs of results.
QWidget* ExperimentWindow::createResults() {
    m_runButton = new QPushButton(tr("&Run"), this);
    m_runButton->setObjectName(QStringLiteral("runButton"));
    m_cancelButton = new QPushButton(tr("&Cancel"), this);
    m_cancelButton->setObjectName(QStringLiteral("cancelButton"));
    m_openButton = new QPushButton(tr("&Open CSV\u2026"), this);
    m_openButton->setToolTip(tr("Chart a file of runs written by mazelab-cli experiment --csv"));
    m_saveSummaryButton = new QPushButton(tr("Save &summary CSV\u2026"), this);
    m_saveRowsButton = new QPushButton(tr("Save r&uns CSV\u2026"), this);
    m_saveRowsButton->setToolTip(tr("Every run, one line each (the format mazelab-cli writes "
                                    "and Open CSV reads)"));
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_status =
        new QLabel(tr("Set up an experiment and press Run, or open a CSV file of runs."), this);
    m_status->setObjectName(QStringLiteral("experimentStatus"));
    m_status->setWordWrap(true);
    QFont statusFont = m_status->font();
    statusFont.setPointSizeF(statusFont.pointSizeF() * 1.15);
    m_status->setFont(statusFont);

    m_tabs = new QTabWidget(this);
    m_table = new ExperimentTable(this);
    m_bars = new ExperimentChart(ExperimentChart::Kind::Bars, this);
    m_box = new ExperimentChart(ExperimentChart::Kind::Box, this);
    m_scatter = new ExperimentChart(ExperimentChart::Kind::Scatter, this);
    m_tabs->addTab(m_table, tr("Table"));
    m_tabs->addTab(m_bars, tr("Bar chart"));
    m_tabs->addTab(m_box, tr("Box plot"));
    m_tabs->addTab(m_scatter, tr("Scatter"));
    m_benchmark = new BenchmarkResults(this);
    m_resultPages = new QStackedWidget(this);
    m_resultPages->addWidget(m_tabs);
    m_resultPages->addWidget(m_benchmark);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_runButton);
    buttons->addWidget(m_cancelButton);
    buttons->addSpacing(16);
    buttons->addWidget(m_openButton);
    buttons->addStretch(1);
    buttons->addWidget(m_saveSummaryButton);
    buttons->addWidget(m_saveRowsButton);
    auto* right = new QWidget(this);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addLayout(buttons);
    rightLayout->addWidget(m_progress);
    rightLayout->addWidget(m_status);
    rightLayout->addWidget(m_resultPages, 1);
    return right;
}

void ExperimentWindow::updateButtons() {
    const bool busy = m_runner->running();
    const bool scenario = m_setup->scenarioSource();
    bool ready = false;
    if (scenario) {
        BenchmarkSpec spec;
        std::shared_ptr<const MovingAiBenchmark> files;
        ready = m_setup->readBenchmarkSpec(spec, files).isEmpty();
    } else {
        ExperimentSpec spec;
        ready = m_setup->readSpec(spec).isEmpty();
    }
    m_resultPages->setCurrentIndex(scenario ? 1 : 0);
    m_runButton->setEnabled(!busy && ready);
    m_cancelButton->setEnabled(busy && !m_runner->cancelRequested());
    m_openButton->setEnabled(!busy && !scenario);
    m_setup->setEnabled(!busy);
    m_saveSummaryButton->setEnabled(scenario ? m_benchmark->run() != nullptr : m_result != nullptr);
    m_saveSummaryButton->setToolTip(
        scenario ? tr("The benchmark's table, one line per solver and bucket and a total: the "
                      "file mazelab-cli benchmark --csv writes")
                 : tr("The table: one line per group, n, mean, sd, min and max of every figure, "
                      "and the time's median and quartiles"));
    m_saveRowsButton->setEnabled(!scenario && m_result != nullptr && !m_result->rows.empty());
}

bool ExperimentWindow::run() {
    if (m_runner->running()) {
        showError(tr("Cannot start the experiment"), tr("an experiment is already running"));
        return false;
    }
    if (m_setup->scenarioSource())
        return runBenchmark();
    ExperimentSpec spec;
    if (const QString error = m_setup->readSpec(spec); !error.isEmpty()) {
        showError(tr("Cannot start the experiment"), error);
        return false;
    }
    m_threadsUsed = m_setup->threads();
    m_runner->start(spec, m_threadsUsed);
    m_progress->setRange(0, int(std::min<std::int64_t>(spec.runCount(), INT_MAX)));
    m_progress->setValue(0);
    m_status->setToolTip(QString());
    m_status->setText(tr("Running %1 runs\u2026").arg(formatCount(spec.runCount())));
    updateButtons();
    return true;
}

bool ExperimentWindow::runBenchmark() {
    auto pending = std::make_shared<BenchmarkRun>();
    if (const QString error = m_setup->readBenchmarkSpec(pending->spec, pending->files);
        !error.isEmpty()) {
        showError(tr("Cannot start the benchmark"), error);
        return false;
    }
    m_runner->startBenchmark(pending->spec, pending->files);
    m_pendingBenchmark = std::move(pending);
    const std::int64_t runs = m_runner->total();
    m_progress->setRange(0, int(std::min<std::int64_t>(runs, INT_MAX)));
    m_progress->setValue(0);
    m_status->setText(tr("Running %1 runs of %2\u2026")
                          .arg(formatCount(runs), fromStd(m_pendingBenchmark->spec.scenario)));
    updateButtons();
    return true;
}

void ExperimentWindow::onBenchmarkFinished() {
    std::shared_ptr<BenchmarkRun> shown = std::move(m_pendingBenchmark);
    shown->result = m_runner->benchmarkResult();
    const BenchmarkResult& result = *shown->result;
    const auto solvers = std::int64_t(shown->spec.solvers.size());
    m_progress->setMaximum(int(std::min<std::int64_t>(result.problemsTotal * solvers, INT_MAX)));
    m_progress->setValue(int(std::min<std::int64_t>(result.problemsDone * solvers, INT_MAX)));
    m_benchmark->setRun(shown);
    const QString took = seconds(m_runner->elapsedSeconds());
    if (result.cancelled)
        m_status->setText(
            tr("Cancelled after %1 of %2 problems (%3): the table and the chart "
               "show the finished ones only.")
                .arg(formatCount(result.problemsDone), formatCount(result.problemsTotal), took));
    else
        m_status->setText(tr("Finished: %1 problems \u00d7 %2 in %3.")
                              .arg(formatCount(result.problemsDone),
                                   solvers == 1 ? tr("1 solver") : tr("%1 solvers").arg(solvers),
                                   took));
    const std::string missed = benchmarkMissesText(shown->spec, result);
    if (!missed.empty())
        m_status->setText(m_status->text() + tr(" A solver that promises shortest paths missed "
                                                "optima: see the red lines above the table."));
    updateButtons();
    emit resultChanged();
}

std::shared_ptr<const BenchmarkRun> ExperimentWindow::benchmarkRun() const {
    return m_benchmark->run();
}

bool ExperimentWindow::openScenario(const QString& path) {
    if (m_runner->running()) {
        showError(tr("Cannot open %1").arg(path), tr("an experiment is running"));
        return false;
    }
    if (const QString error = m_setup->scenario()->openScenario(path); !error.isEmpty()) {
        showError(tr("Cannot open %1").arg(QFileInfo(path).fileName()), error);
        return false;
    }
    m_setup->setScenarioSource(true);
    return true;
}

QString ExperimentWindow::saveBenchmarkCsv(const QString& path) {
    const QString error = m_benchmark->run()
                              ? saveTextFile(path, m_benchmark->csvText(), "the benchmark results")
                              : tr("there are no benchmark results to save");
    if (!error.isEmpty())
        showError(tr("Cannot save the benchmark results"), error);
    return error;
}

void ExperimentWindow::cancel() {
    if (!m_runner->running())
        return;
    m_runner->cancel();
    m_status->setText(tr("Cancelling: finishing the runs under way\u2026"));
    updateButtons();
}

bool ExperimentWindow::running() const {
    return m_runner->running();
}

void ExperimentWindow::onProgress(qint64 done, qint64 total) {
    if (m_runner->cancelRequested())
        return;
    m_progress->setMaximum(int(std::min<qint64>(total, INT_MAX)));
    m_progress->setValue(int(std::min<qint64>(done, INT_MAX)));
    const double left = m_runner->secondsLeft();
    m_status->setText(tr("Running: %1 of %2 runs, %3 so far, %4")
                          .arg(formatCount(done), formatCount(total),
                               seconds(m_runner->elapsedSeconds()),
                               left < 0 ? tr("estimating the time left\u2026")
                                        : tr("about %1 left").arg(seconds(left))));
}

void ExperimentWindow::onFinished() {
    if (m_pendingBenchmark) {
        onBenchmarkFinished();
        return;
    }
    const std::shared_ptr<const ExperimentResult> result = m_runner->result();
    m_progress->setMaximum(int(std::min<std::int64_t>(result->runsTotal, INT_MAX)));
    m_progress->setValue(int(std::min<std::int64_t>(result->runsDone, INT_MAX)));
    showResult(result);
    const QString notRun = notRunText(*result);
    if (result->cancelled)
        m_status->setText(tr("Cancelled after %1 of %2 runs (%3): the table and the charts show "
                             "the finished runs only.")
                              .arg(formatCount(result->runsDone), formatCount(result->runsTotal),
                                   seconds(result->seconds)));
    else
        m_status->setText(
            tr("Finished: %1 runs in %2 on %3.")
                .arg(formatCount(result->runsDone), seconds(result->seconds),
                     m_threadsUsed == 1 ? tr("1 thread") : tr("%1 threads").arg(m_threadsUsed)));
    m_status->setText(m_status->text() + notRun);
}

// What the experiment left out, after the status: " Not run: binary-tree on hex, ...". The
// reasons, the core's sentences (experimentSkips), go to the status's tooltip: with many shapes
// and generators they would fill the window.
QString ExperimentWindow::notRunText(const ExperimentResult& result) {
    QStringList what, why;
    for (const ExperimentSkip& skip : result.notRun) {
        what << QString::fromStdString(skip.what());
        why << QString::fromStdString(skip.what() + ": " + skip.reason);
    }
    m_status->setToolTip(why.join(QStringLiteral("\n\n")));
    return what.isEmpty()
               ? QString()
               : tr(" Not run (hover for why): %1.").arg(what.join(QStringLiteral(", ")));
}

void ExperimentWindow::showResult(std::shared_ptr<const ExperimentResult> result) {
    m_result = std::move(result);
    m_table->setResult(m_result);
    for (ExperimentChart* chart : {m_bars, m_box, m_scatter})
        chart->setResult(m_result);
    updateButtons();
    emit resultChanged();
}

bool ExperimentWindow::openCsv(const QString& path) {
    if (m_runner->running()) {
        showError(tr("Cannot open %1").arg(path), tr("an experiment is running"));
        return false;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        showError(tr("Cannot open %1").arg(QFileInfo(path).fileName()),
                  tr("cannot read %1: %2").arg(path, file.errorString()));
        return false;
    }
    std::istringstream in(file.readAll().toStdString());
    std::shared_ptr<const ExperimentResult> result;
    try {
        result = std::make_shared<const ExperimentResult>(readRowsCsv(in));
    } catch (const Error& e) {
        showError(tr("Cannot open %1").arg(QFileInfo(path).fileName()),
                  QString::fromStdString(e.what()));
        return false;
    }
    m_setup->setScenarioSource(false);
    m_setup->setSpec(result->spec); // what the file holds, ready to run again
    m_progress->setRange(0, 1);
    m_progress->setValue(1);
    showResult(result);
    m_status->setText(tr("Opened %1: %2 runs in %3 groups.")
                          .arg(QFileInfo(path).fileName(), formatCount(result->runsDone))
                          .arg(result->groups.size()) +
                      notRunText(*result));
    return true;
}

QString ExperimentWindow::saveSummaryCsv(const QString& path) {
    const QString error = m_table->exportCsv(path);
    if (!error.isEmpty())
        showError(tr("Cannot save the summary"), error);
    return error;
}

QString ExperimentWindow::saveRowsCsv(const QString& path) {
    QString error;
    if (!m_result || m_result->rows.empty()) {
        error = tr("there are no runs to save");
    } else {
        std::ostringstream out;
        writeRowsCsv(out, m_result->rows);
        error = saveTextFile(path, out.str(), "the runs");
    }
    if (!error.isEmpty())
        showError(tr("Cannot save the runs"), error);
    return error;
}

void ExperimentWindow::chooseCsvToOpen() {
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open a CSV file of runs"), QString(), tr("CSV files (*.csv);;All files (*)"));
    if (!path.isEmpty())
        openCsv(path);
}

void ExperimentWindow::chooseSavePath(bool rows) {
    const QString path =
        QFileDialog::getSaveFileName(this, rows ? tr("Save the runs") : tr("Save the summary"),
                                     rows                        ? QStringLiteral("runs.csv")
                                     : m_setup->scenarioSource() ? QStringLiteral("benchmark.csv")
                                                                 : QStringLiteral("summary.csv"),
                                     tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    if (m_setup->scenarioSource())
        (void)saveBenchmarkCsv(path);
    else
        (void)(rows ? saveRowsCsv(path) : saveSummaryCsv(path));
}

QString ExperimentWindow::statusText() const {
    return m_status->text();
}

QString ExperimentWindow::runsText() const {
    return m_setup->runsText();
}

void ExperimentWindow::showError(const QString& what, const QString& message) {
    m_lastError = message;
    openErrorBox(this, what, message);
}

void ExperimentWindow::closeEvent(QCloseEvent* event) {
    m_runner->cancel(); // the runs under way finish on their own; the result is kept
    QWidget::closeEvent(event);
}

} // namespace mazelab::ui
