#include "ui/experiment/experiment_window.hpp"

#include "core/experiment.hpp"
#include "core/experiment_csv.hpp"
#include "ui/experiment/experiment_charts.hpp"
#include "ui/experiment/experiment_runner.hpp"
#include "ui/experiment/experiment_table.hpp"
#include "ui/experiment/experiment_text.hpp"

#include <QCloseEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>
#include <cmath>
#include <sstream>

namespace mazelab::ui {
namespace {

// What a new window offers: a comparison that makes a readable chart in a few seconds.
constexpr std::string_view kDefaultGenerators[] = {"recursive-backtracker", "kruskal",
                                                   "aldous-broder"};
constexpr std::string_view kDefaultSolvers[] = {"bfs", "dfs", "astar-manhattan", "dijkstra"};

// Entries of a list typed by hand: separated by commas, semicolons or spaces.
QStringList entries(const QString& text, const QString& separators) {
    return text.split(QRegularExpression(QStringLiteral("[%1]+").arg(separators)),
                      Qt::SkipEmptyParts);
}

void fillList(QListWidget* list, const QStringList& ids, const QStringList& names,
              const QStringList& checked) {
    for (qsizetype i = 0; i < ids.size(); ++i) {
        auto* item = new QListWidgetItem(names[i], list);
        item->setData(Qt::UserRole, ids[i]);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(checked.contains(ids[i]) ? Qt::Checked : Qt::Unchecked);
    }
}

// Every entry in view, no scrolling.
void fitHeightToEntries(QListWidget* list) {
    list->setFixedHeight(list->sizeHintForRow(0) * list->count() + 2 * list->frameWidth() + 4);
}

// The ids of a checkable list: the checked ones, or all.
QStringList listIds(const QListWidget* list, bool checkedOnly) {
    QStringList ids;
    for (int i = 0; i < list->count(); ++i)
        if (!checkedOnly || list->item(i)->checkState() == Qt::Checked)
            ids << list->item(i)->data(Qt::UserRole).toString();
    return ids;
}

void setChecked(QListWidget* list, const QStringList& ids) {
    for (int i = 0; i < list->count(); ++i)
        list->item(i)->setCheckState(
            ids.contains(list->item(i)->data(Qt::UserRole).toString()) ? Qt::Checked
                                                                       : Qt::Unchecked);
}

QString seconds(double s) {
    if (s < 60)
        return QObject::tr("%1 s").arg(QLocale::c().toString(s, 'f', s < 10 ? 1 : 0));
    const auto whole = std::int64_t(std::lround(s));
    return QObject::tr("%1 min %2 s").arg(whole / 60).arg(whole % 60, 2, 10, QLatin1Char('0'));
}

// A set-up field typed as text.
QLineEdit* textField(QWidget* parent, const char* objectName, const QString& text,
                     const QString& toolTip) {
    auto* field = new QLineEdit(text, parent);
    field->setObjectName(QLatin1String(objectName));
    field->setToolTip(toolTip);
    return field;
}

// A checkable list of registry entries (generators or solvers), the `defaults` checked.
template <typename Entries, typename Defaults>
QListWidget* entryList(QWidget* parent, const QString& objectName, const Entries& entries,
                       const Defaults& defaults) {
    QStringList ids, names, checked;
    for (const auto* entry : entries) {
        ids << fromView(entry->id);
        names << fromView(entry->name);
    }
    for (const std::string_view id : defaults)
        checked << fromView(id);
    auto* list = new QListWidget(parent);
    list->setObjectName(objectName);
    fillList(list, ids, names, checked);
    return list;
}

} // namespace

ExperimentWindow::ExperimentWindow(QWidget* parent) : QWidget(parent, Qt::Window) {
    setWindowTitle(tr("mazelab \u2014 Experiment"));
    m_runner = new ExperimentRunner(this);

    QWidget* right = createResults();

    auto* scroll = new QScrollArea(this);
    scroll->setWidget(createSetup());
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
        m_status->setText(tr("The experiment failed: %1").arg(message));
        showError(tr("The experiment failed"), message);
        updateButtons();
    });

    updateRunCount();
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
    m_saveSummaryButton->setToolTip(tr("The table: one line per group, n, mean, sd, min and max "
                                       "of every figure, and the time's median and quartiles"));
    m_saveRowsButton = new QPushButton(tr("Save r&uns CSV\u2026"), this);
    m_saveRowsButton->setToolTip(tr("Every run, one line each (the format mazelab-cli writes "
                                    "and Open CSV reads)"));
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_status = new QLabel(tr("Set up an experiment and press Run, or open a CSV file of runs."),
                          this);
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
    rightLayout->addWidget(m_tabs, 1);
    return right;
}

QWidget* ExperimentWindow::createSetup() {
    m_setup = new QGroupBox(tr("Set up"), this);
    m_generators = entryList(m_setup, QStringLiteral("generatorList"), generators(),
                             kDefaultGenerators);
    m_solvers = entryList(m_setup, QStringLiteral("solverList"), solvers(), kDefaultSolvers);
    // Every entry in view, no scrolling (14 generators, 7 solvers).
    for (QListWidget* list : {m_generators, m_solvers})
        fitHeightToEntries(list);

    m_sizes = textField(m_setup, "sizesEdit", QStringLiteral("31x31"),
                        tr("One or more sizes WxH in cells (2 to 4096 each), separated by "
                           "commas: 31x31, 63x63"));
    m_count = new QSpinBox(m_setup);
    m_count->setObjectName(QStringLiteral("countBox"));
    m_count->setRange(0, 10'000'000);
    m_count->setValue(100);
    m_count->setToolTip(tr("Mazes per group: maze k of every group uses seed base + k"));
    m_seed = textField(m_setup, "seedEdit", QStringLiteral("1"),
                       tr("Maze k of every group is made with this seed + k"));
    m_braids = textField(m_setup, "braidsEdit", QStringLiteral("0"),
                         tr("Shares of dead ends removed, percent (0 to 100), separated by "
                            "commas: 0, 50, 100"));
    m_terrains = textField(m_setup, "terrainsEdit", QStringLiteral("off"),
                           tr("Weighted terrains separated by semicolons: off, or density % "
                              "[,patchiness 0-100 [,highest cost 2-255]]: off; 30,50,9"));
    m_threads = new QSpinBox(m_setup);
    m_threads->setObjectName(QStringLiteral("threadsBox"));
    m_threads->setRange(1, 256);
    m_threads->setValue(std::max(1, QThread::idealThreadCount()));
    m_threads->setToolTip(tr("Worker threads (default: every core). The times of parallel "
                             "runs compete for memory bandwidth; use 1 for the cleanest times."));
    m_runs = new QLabel(m_setup);
    m_runs->setObjectName(QStringLiteral("runsLabel"));
    m_runs->setWordWrap(true);

    auto* form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->addRow(tr("Generators:"), m_generators);
    form->addRow(tr("Sizes:"), m_sizes);
    form->addRow(tr("Solvers:"), m_solvers);
    form->addRow(tr("Mazes per group:"), m_count);
    form->addRow(tr("Base seed:"), m_seed);
    form->addRow(tr("Braid (%):"), m_braids);
    form->addRow(tr("Terrain:"), m_terrains);
    form->addRow(tr("Threads:"), m_threads);
    auto* column = new QVBoxLayout(m_setup);
    column->addLayout(form);
    column->addWidget(m_runs);
    column->addStretch(1);

    for (QListWidget* list : {m_generators, m_solvers})
        connect(list, &QListWidget::itemChanged, this, &ExperimentWindow::updateRunCount);
    for (QLineEdit* edit : {m_sizes, m_seed, m_braids, m_terrains})
        connect(edit, &QLineEdit::textChanged, this, &ExperimentWindow::updateRunCount);
    connect(m_count, &QSpinBox::valueChanged, this, &ExperimentWindow::updateRunCount);
    return m_setup;
}

// Adds a list entry for a generator with parameters (a core generatorLabel such as
// "growing-tree:policy=oldest") unless the list has it; the bare ids are there from the start.
void ExperimentWindow::addGeneratorEntry(const QString& label) {
    if (listIds(m_generators, false).contains(label))
        return;
    const auto [generator, params] = parseGeneratorLabel(label.toStdString());
    (void)params;
    fillList(m_generators, {label}, {generatorDisplay(generator, label.toStdString())}, {});
    fitHeightToEntries(m_generators);
}

void ExperimentWindow::setSpec(const ExperimentSpec& spec) {
    QStringList ids;
    for (std::size_t i = 0; i < spec.generators.size(); ++i) {
        const ParamValues params =
            spec.generatorParams.empty() ? ParamValues() : spec.generatorParams[i];
        const QString label = QString::fromStdString(
            generatorLabel(*spec.generators[i],
                           params.entries().empty() ? ParamValues(spec.generators[i]->params)
                                                    : params));
        addGeneratorEntry(label); // a generator with parameters gets its own entry
        ids << label;
    }
    setChecked(m_generators, ids);
    ids.clear();
    for (const SolverInfo* s : spec.solvers)
        ids << fromView(s->id);
    setChecked(m_solvers, ids);
    QStringList texts;
    for (const Size size : spec.sizes)
        texts << QStringLiteral("%1x%2").arg(size.width).arg(size.height);
    m_sizes->setText(texts.join(QStringLiteral(", ")));
    m_count->setValue(int(std::min<std::int64_t>(spec.count, m_count->maximum())));
    m_seed->setText(QString::number(spec.seed));
    texts.clear();
    for (const double braid : spec.braids)
        texts << numberText(braid);
    m_braids->setText(texts.join(QStringLiteral(", ")));
    texts.clear();
    for (const Terrain& terrain : spec.terrains)
        texts << terrainText(terrain);
    m_terrains->setText(texts.join(QStringLiteral("; ")));
    updateRunCount();
}

void ExperimentWindow::setThreads(int threads) { m_threads->setValue(threads); }

QString ExperimentWindow::setSetupField(const QString& key, const QString& value) {
    if (key == QStringLiteral("generators") || key == QStringLiteral("solvers")) {
        QListWidget* list = key == QStringLiteral("generators") ? m_generators : m_solvers;
        const QStringList ids = entries(value, QStringLiteral(",;\\s"));
        if (list == m_generators)
            for (const QString& label : ids) {
                if (!label.contains(QLatin1Char(':')) || !findGenerator(
                        label.left(label.indexOf(QLatin1Char(':'))).toStdString()))
                    continue;
                try {
                    addGeneratorEntry(label); // generator:key=value, as mazelab-cli takes it
                } catch (const Error& e) {
                    return tr("generator '%1': %2").arg(label, QString::fromStdString(e.what()));
                }
            }
        for (const QString& id : ids)
            if (!listIds(list, false).contains(id))
                return tr("unknown %1 '%2': valid ids are %3")
                    .arg(key.chopped(1), id, listIds(list, false).join(QStringLiteral(", ")));
        setChecked(list, ids);
        return {};
    }
    QLineEdit* edits[] = {m_sizes, m_seed, m_braids, m_terrains};
    const char* names[] = {"sizes", "seed", "braids", "terrains"};
    for (int i = 0; i < 4; ++i)
        if (key == QLatin1String(names[i])) {
            edits[i]->setText(value);
            return {};
        }
    if (key == QStringLiteral("count") || key == QStringLiteral("threads")) {
        QSpinBox* box = key == QStringLiteral("count") ? m_count : m_threads;
        bool ok = false;
        const int n = value.toInt(&ok);
        if (!ok || n < box->minimum() || n > box->maximum())
            return tr("%1 must be a whole number from %2 to %3")
                .arg(key)
                .arg(box->minimum())
                .arg(box->maximum());
        box->setValue(n);
        return {};
    }
    return tr("unknown set-up field '%1': the fields are generators, sizes, solvers, count, "
              "seed, braids, terrains and threads")
        .arg(key);
}

QString ExperimentWindow::readSpec(ExperimentSpec& spec) const {
    spec = ExperimentSpec{};
    for (const QString& label : listIds(m_generators, true)) {
        const auto [generator, params] = parseGeneratorLabel(label.toStdString());
        spec.generators.push_back(generator);
        spec.generatorParams.push_back(params);
    }
    for (const QString& id : listIds(m_solvers, true)) {
        const SolverInfo* solver = spec.solvers.emplace_back(findSolver(id.toStdString()));
        spec.solverParams.push_back(m_paramSource && solver ? m_paramSource(*solver) : ParamValues{});
    }
    if (spec.solvers.empty())
        return tr("no solver chosen: check at least one solver");
    static const QRegularExpression sizeForm(
        QStringLiteral("^(\\d{1,7})\\s*[x\u00d7X]\\s*(\\d{1,7})$"));
    for (const QString& text : entries(m_sizes->text(), QStringLiteral(",;"))) {
        const auto match = sizeForm.match(text.trimmed());
        if (!match.hasMatch())
            return tr("size '%1' must be written WxH, width x height in cells (2 to 4096 each), "
                      "for example 31x31")
                .arg(text.trimmed());
        spec.sizes.push_back(Size{match.captured(1).toInt(), match.captured(2).toInt()});
    }
    spec.count = m_count->value();
    bool ok = false;
    spec.seed = m_seed->text().trimmed().toULongLong(&ok);
    if (!ok)
        return tr("the base seed must be a whole number from 0 to 18446744073709551615");
    spec.braids.clear();
    for (const QString& text : entries(m_braids->text(), QStringLiteral(",;\\s"))) {
        const double braid = text.toDouble(&ok);
        if (!ok || !std::isfinite(braid))
            return tr("braid share '%1' is not a number: give percentages from 0 to 100, for "
                      "example 0, 50, 100")
                .arg(text);
        spec.braids.push_back(braid);
    }
    spec.terrains.clear();
    for (const QString& raw : entries(m_terrains->text(), QStringLiteral(";"))) {
        const QString text = raw.trimmed();
        if (text.isEmpty())
            continue;
        if (text.compare(QStringLiteral("off"), Qt::CaseInsensitive) == 0) {
            spec.terrains.push_back(Terrain{});
            continue;
        }
        try {
            spec.terrains.push_back(parseTerrain(text.toStdString()));
        } catch (const Error& e) {
            return tr("terrain '%1': %2").arg(text, QString::fromStdString(e.what()));
        }
    }
    if (std::string error = experimentError(spec); !error.empty())
        return QString::fromStdString(error);
    if (spec.runCount() > kMaxKeptRows)
        return tr("too many runs for the window (%1): it keeps every run for its charts, at most "
                  "%2; run it with mazelab-cli experiment instead")
            .arg(formatCount(spec.runCount()), formatCount(kMaxKeptRows));
    return {};
}

void ExperimentWindow::updateRunCount() {
    ExperimentSpec spec;
    const QString error = readSpec(spec);
    if (!error.isEmpty()) {
        m_runs->setText(tr("Cannot run: %1").arg(error));
        m_runs->setStyleSheet(QStringLiteral("color: #b00020;"));
    } else {
        auto plural = [](std::size_t n, const QString& one, const QString& many) {
            return QStringLiteral("%1 %2").arg(n).arg(n == 1 ? one : many);
        };
        m_runs->setText(
            tr("<b>%1 runs</b>: %2 \u00d7 %3 \u00d7 %4 \u00d7 %5 \u00d7 %6 \u00d7 %7")
                .arg(formatCount(spec.runCount()),
                     plural(spec.generators.size(), tr("generator"), tr("generators")),
                     plural(spec.sizes.size(), tr("size"), tr("sizes")),
                     plural(spec.braids.size(), tr("braid"), tr("braids")),
                     plural(spec.terrains.size(), tr("terrain"), tr("terrains")),
                     QStringLiteral("%1 %2").arg(formatCount(spec.count),
                                                 spec.count == 1 ? tr("maze") : tr("mazes")),
                     plural(spec.solvers.size(), tr("solver"), tr("solvers"))));
        m_runs->setStyleSheet(QString());
    }
    updateButtons();
}

void ExperimentWindow::updateButtons() {
    const bool busy = m_runner->running();
    ExperimentSpec spec;
    m_runButton->setEnabled(!busy && readSpec(spec).isEmpty());
    m_cancelButton->setEnabled(busy && !m_runner->cancelRequested());
    m_openButton->setEnabled(!busy);
    m_setup->setEnabled(!busy);
    m_saveSummaryButton->setEnabled(m_result != nullptr);
    m_saveRowsButton->setEnabled(m_result != nullptr && !m_result->rows.empty());
}

bool ExperimentWindow::run() {
    if (m_runner->running()) {
        showError(tr("Cannot start the experiment"), tr("an experiment is already running"));
        return false;
    }
    ExperimentSpec spec;
    if (const QString error = readSpec(spec); !error.isEmpty()) {
        showError(tr("Cannot start the experiment"), error);
        return false;
    }
    m_threadsUsed = m_threads->value();
    m_runner->start(spec, m_threadsUsed);
    m_progress->setRange(0, int(std::min<std::int64_t>(spec.runCount(), INT_MAX)));
    m_progress->setValue(0);
    m_status->setText(tr("Running %1 runs\u2026").arg(formatCount(spec.runCount())));
    updateButtons();
    return true;
}

void ExperimentWindow::cancel() {
    if (!m_runner->running())
        return;
    m_runner->cancel();
    m_status->setText(tr("Cancelling: finishing the runs under way\u2026"));
    updateButtons();
}

bool ExperimentWindow::running() const { return m_runner->running(); }

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
    const std::shared_ptr<const ExperimentResult> result = m_runner->result();
    m_progress->setMaximum(int(std::min<std::int64_t>(result->runsTotal, INT_MAX)));
    m_progress->setValue(int(std::min<std::int64_t>(result->runsDone, INT_MAX)));
    showResult(result);
    if (result->cancelled)
        m_status->setText(tr("Cancelled after %1 of %2 runs (%3): the table and the charts show "
                             "the finished runs only.")
                              .arg(formatCount(result->runsDone), formatCount(result->runsTotal),
                                   seconds(result->seconds)));
    else
        m_status->setText(tr("Finished: %1 runs in %2 on %3.")
                              .arg(formatCount(result->runsDone), seconds(result->seconds),
                                   m_threadsUsed == 1 ? tr("1 thread")
                                                      : tr("%1 threads").arg(m_threadsUsed)));
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
    setSpec(result->spec); // what the file holds, ready to run again
    m_progress->setRange(0, 1);
    m_progress->setValue(1);
    showResult(result);
    m_status->setText(tr("Opened %1: %2 runs in %3 groups.")
                          .arg(QFileInfo(path).fileName(), formatCount(result->runsDone))
                          .arg(result->groups.size()));
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
        error = saveTextFile(path, out.str());
    }
    if (!error.isEmpty())
        showError(tr("Cannot save the runs"), error);
    return error;
}

void ExperimentWindow::chooseCsvToOpen() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Open a CSV file of runs"),
                                                      QString(), tr("CSV files (*.csv);;All files (*)"));
    if (!path.isEmpty())
        openCsv(path);
}

void ExperimentWindow::chooseSavePath(bool rows) {
    const QString path = QFileDialog::getSaveFileName(
        this, rows ? tr("Save the runs") : tr("Save the summary"),
        rows ? QStringLiteral("runs.csv") : QStringLiteral("summary.csv"), tr("CSV files (*.csv)"));
    if (!path.isEmpty())
        (void)(rows ? saveRowsCsv(path) : saveSummaryCsv(path));
}

QString ExperimentWindow::statusText() const { return m_status->text(); }

QString ExperimentWindow::runsText() const { return m_runs->text(); }

void ExperimentWindow::showError(const QString& what, const QString& message) {
    m_lastError = message;
    openErrorBox(this, what, message);
}

void ExperimentWindow::closeEvent(QCloseEvent* event) {
    m_runner->cancel(); // the runs under way finish on their own; the result is kept
    QWidget::closeEvent(event);
}

} // namespace mazelab::ui
