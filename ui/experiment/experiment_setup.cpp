#include "ui/experiment/experiment_setup.hpp"

#include "core/benchmark.hpp"
#include "core/experiment.hpp"
#include "core/shape.hpp"
#include "ui/experiment/benchmark_run.hpp"
#include "ui/experiment/experiment_text.hpp"
#include "ui/experiment/scenario_setup.hpp"

#include <QCheckBox>
#include <QComboBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QRegularExpression>
#include <QSpinBox>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

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

void checkIds(QListWidget* list, const QStringList& ids) {
    for (int i = 0; i < list->count(); ++i)
        list->item(i)->setCheckState(ids.contains(list->item(i)->data(Qt::UserRole).toString())
                                         ? Qt::Checked
                                         : Qt::Unchecked);
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
        ids << fromStd(entry->id);
        names << fromStd(entry->name);
    }
    for (const std::string_view id : defaults)
        checked << fromStd(id);
    auto* list = new QListWidget(parent);
    list->setObjectName(objectName);
    fillList(list, ids, names, checked);
    return list;
}

} // namespace

ExperimentSetup::ExperimentSetup(QWidget* parent) : QGroupBox(tr("Set up"), parent) {
    m_generators =
        entryList(this, QStringLiteral("generatorList"), generators(), kDefaultGenerators);
    m_solvers = entryList(this, QStringLiteral("solverList"), solvers(), kDefaultSolvers);
    // Every entry in view, no scrolling.
    for (QListWidget* list : {m_generators, m_solvers})
        fitHeightToEntries(list);

    m_sizes = textField(this, "sizesEdit", QStringLiteral("31x31"),
                        tr("One or more sizes WxH in cells (2 to 4096 each), separated by "
                           "commas: 31x31, 63x63"));
    m_count = new QSpinBox(this);
    m_count->setObjectName(QStringLiteral("countBox"));
    m_count->setRange(0, 10'000'000);
    m_count->setValue(100);
    m_count->setToolTip(tr("Mazes per group: maze k of every group uses seed base + k"));
    m_seed = textField(this, "seedEdit", QStringLiteral("1"),
                       tr("Maze k of every group is made with this seed + k"));
    m_braids = textField(this, "braidsEdit", QStringLiteral("0"),
                         tr("Shares of dead ends removed, percent (0 to 100), separated by "
                            "commas: 0, 50, 100"));
    m_terrains = textField(this, "terrainsEdit", QStringLiteral("off"),
                           tr("Weighted terrains separated by semicolons: off, or density % "
                              "[,patchiness 0-100 [,highest cost 2-255]]: off; 30,50,9"));
    m_threads = new QSpinBox(this);
    m_threads->setObjectName(QStringLiteral("threadsBox"));
    m_threads->setRange(1, 256);
    m_threads->setValue(std::max(1, QThread::idealThreadCount()));
    m_threads->setToolTip(tr("Worker threads (default: every core). The times of parallel "
                             "runs compete for memory bandwidth; use 1 for the cleanest times."));
    m_runs = new QLabel(this);
    m_runs->setObjectName(QStringLiteral("runsLabel"));
    m_runs->setWordWrap(true);

    // The shapes in a small grid, three to a row: the set-up column stays as narrow as its lists.
    auto* shapes = new QWidget(this);
    auto* shapeGrid = new QGridLayout(shapes);
    shapeGrid->setContentsMargins(0, 0, 0, 0);
    for (const ShapeKind kind : kShapeKinds) {
        auto* box = new QCheckBox(fromStd(shapeName(kind)), shapes);
        box->setObjectName(QStringLiteral("shapeBox_") + fromStd(shapeId(kind)));
        box->setChecked(kind == ShapeKind::Square);
        box->setToolTip(kind == ShapeKind::Polar
                            ? tr("Polar mazes: as many rings as each size's height (2 to 256)")
                            : tr("Mazes of %1 cells").arg(fromStd(shapeWord(kind))));
        const int n = int(m_shapes.size());
        shapeGrid->addWidget(box, n / 3, n % 3);
        m_shapes.push_back(box);
    }
    shapeGrid->setColumnStretch(3, 1);

    m_source = new QComboBox(this);
    m_source->setObjectName(QStringLiteral("sourceBox"));
    m_source->addItems({tr("Generated mazes"), tr("Moving AI scenario file")});
    m_source->setToolTip(tr("Run the solvers on generated mazes, or on the problems of a "
                            "benchmark scenario file (N. Sturtevant, 2012)"));
    m_scenario = new ScenarioSetup(this);

    auto* generated = new QWidget(this);
    auto* form = new QFormLayout(generated);
    form->setContentsMargins(0, 0, 0, 0);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->addRow(tr("Shapes:"), shapes);
    form->addRow(tr("Generators:"), m_generators);
    form->addRow(tr("Sizes:"), m_sizes);
    form->addRow(tr("Mazes per group:"), m_count);
    form->addRow(tr("Base seed:"), m_seed);
    form->addRow(tr("Braid (%):"), m_braids);
    form->addRow(tr("Terrain:"), m_terrains);
    form->addRow(tr("Threads:"), m_threads);
    m_generated = generated;
    auto* top = new QFormLayout;
    top->addRow(tr("Source:"), m_source);
    auto* bottom = new QFormLayout;
    bottom->setRowWrapPolicy(QFormLayout::WrapLongRows);
    bottom->addRow(tr("Solvers:"), m_solvers);
    auto* column = new QVBoxLayout(this);
    column->addLayout(top);
    column->addWidget(m_generated);
    column->addWidget(m_scenario);
    column->addLayout(bottom);
    column->addWidget(m_runs);
    column->addStretch(1);

    for (QListWidget* list : {m_generators, m_solvers})
        connect(list, &QListWidget::itemChanged, this, &ExperimentSetup::updateRunCount);
    for (QLineEdit* edit : {m_sizes, m_seed, m_braids, m_terrains})
        connect(edit, &QLineEdit::textChanged, this, &ExperimentSetup::updateRunCount);
    connect(m_count, &QSpinBox::valueChanged, this, &ExperimentSetup::updateRunCount);
    for (QCheckBox* box : m_shapes)
        connect(box, &QCheckBox::toggled, this, &ExperimentSetup::updateRunCount);
    connect(m_source, &QComboBox::currentIndexChanged, this, [this](int index) {
        showPage(index);
        updateRunCount();
    });
    showPage(0);
    connect(m_scenario, &ScenarioSetup::changed, this, &ExperimentSetup::updateRunCount);
    connect(m_scenario, &ScenarioSetup::failed, this, &ExperimentSetup::scenarioFailed);
    updateRunCount();
}

// The fields of the source; the other source's take no room.
void ExperimentSetup::showPage(int index) {
    m_generated->setVisible(index == 0);
    m_scenario->setVisible(index == 1);
}

bool ExperimentSetup::scenarioSource() const {
    return m_source->currentIndex() == 1;
}

void ExperimentSetup::setScenarioSource(bool scenario) {
    m_source->setCurrentIndex(scenario ? 1 : 0);
}

// Adds a list entry for a generator with parameters (a core generatorLabel such as
// "growing-tree:policy=oldest") unless the list has it; the bare ids are there from the start.
void ExperimentSetup::addGeneratorEntry(const QString& label) {
    if (listIds(m_generators, false).contains(label))
        return;
    const auto [generator, params] = parseGeneratorLabel(label.toStdString());
    (void)params;
    fillList(m_generators, {label}, {generatorDisplay(generator, label.toStdString())}, {});
    fitHeightToEntries(m_generators);
}

void ExperimentSetup::setSpec(const ExperimentSpec& spec) {
    for (std::size_t i = 0; i < m_shapes.size(); ++i) {
        const QSignalBlocker quiet(m_shapes[i]);
        m_shapes[i]->setChecked(std::find(spec.shapes.begin(), spec.shapes.end(), kShapeKinds[i]) !=
                                spec.shapes.end());
    }
    QStringList ids;
    for (std::size_t i = 0; i < spec.generators.size(); ++i) {
        const ParamValues params =
            spec.generatorParams.empty() ? ParamValues() : spec.generatorParams[i];
        const QString label = QString::fromStdString(generatorLabel(
            *spec.generators[i],
            params.entries().empty() ? ParamValues(spec.generators[i]->params) : params));
        addGeneratorEntry(label); // a generator with parameters gets its own entry
        ids << label;
    }
    checkIds(m_generators, ids);
    ids.clear();
    for (const SolverInfo* s : spec.solvers)
        ids << fromStd(s->id);
    checkIds(m_solvers, ids);
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

void ExperimentSetup::setThreads(int threads) {
    m_threads->setValue(threads);
}

int ExperimentSetup::threads() const {
    return m_threads->value();
}

QString ExperimentSetup::runsText() const {
    return m_runs->text();
}

QString ExperimentSetup::setSetupField(const QString& key, const QString& value) {
    if (key == QStringLiteral("shapes")) {
        std::vector<ShapeKind> kinds;
        for (const QString& id : entries(value, QStringLiteral(",;\\s"))) {
            try {
                kinds.push_back(shapeById(id.toStdString()));
            } catch (const Error& e) {
                return QString::fromStdString(e.what());
            }
        }
        for (std::size_t i = 0; i < m_shapes.size(); ++i)
            m_shapes[i]->setChecked(std::find(kinds.begin(), kinds.end(), kShapeKinds[i]) !=
                                    kinds.end());
        return {};
    }
    if (key == QStringLiteral("generators") || key == QStringLiteral("solvers")) {
        QListWidget* list = key == QStringLiteral("generators") ? m_generators : m_solvers;
        const QStringList ids = entries(value, QStringLiteral(",;\\s"));
        if (list == m_generators)
            for (const QString& label : ids) {
                if (!label.contains(QLatin1Char(':')) ||
                    !findGenerator(label.left(label.indexOf(QLatin1Char(':'))).toStdString()))
                    continue;
                try {
                    addGeneratorEntry(label); // generator:key=value, as mazelab-cli takes it
                } catch (const Error& e) {
                    return tr("generator %1: %2")
                        .arg(quotedInput(label), QString::fromStdString(e.what()));
                }
            }
        for (const QString& id : ids)
            if (!listIds(list, false).contains(id))
                return tr("unknown %1 %2: valid ids are %3")
                    .arg(key.chopped(1), quotedInput(id),
                         listIds(list, false).join(QStringLiteral(", ")));
        checkIds(list, ids);
        return {};
    }
    QLineEdit* edits[] = {m_sizes, m_seed, m_braids, m_terrains};
    const char* names[] = {"sizes", "seed", "braids", "terrains"};
    for (int i = 0; i < 4; ++i)
        if (key == QLatin1String(names[i])) {
            edits[i]->setText(value);
            return {};
        }
    if (key == QStringLiteral("source")) {
        if (value != QStringLiteral("generated") && value != QStringLiteral("scenario"))
            return tr("source must be generated or scenario, not %1").arg(quotedInput(value));
        setScenarioSource(value == QStringLiteral("scenario"));
        return {};
    }
    if (key == QStringLiteral("scenario")) {
        if (const QString error = m_scenario->openScenario(value); !error.isEmpty())
            return error;
        setScenarioSource(true);
        return {};
    }
    if (key == QStringLiteral("diagonal")) {
        try {
            m_scenario->setDiagonal(diagonalById(value.toStdString()));
        } catch (const Error& e) {
            return QString::fromStdString(e.what());
        }
        return {};
    }
    if (key == QStringLiteral("count") || key == QStringLiteral("threads") ||
        key == QStringLiteral("every")) {
        QSpinBox* box = key == QStringLiteral("count")     ? m_count
                        : key == QStringLiteral("threads") ? m_threads
                                                           : m_scenario->everyBox();
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
    return tr("unknown set-up field %1: the fields are shapes, generators, sizes, solvers, "
              "count, seed, braids, terrains, threads, source, scenario, diagonal and every")
        .arg(quotedInput(key));
}

// The checked solvers that are enabled (a disabled one is refused here: its tooltip says why),
// with their parameters.
void ExperimentSetup::readSolvers(std::vector<const SolverInfo*>& solvers,
                                  std::vector<ParamValues>& params) const {
    for (int i = 0; i < m_solvers->count(); ++i) {
        const QListWidgetItem* item = m_solvers->item(i);
        if (item->checkState() != Qt::Checked || !(item->flags() & Qt::ItemIsEnabled))
            continue;
        const SolverInfo* solver =
            solvers.emplace_back(findSolver(item->data(Qt::UserRole).toString().toStdString()));
        params.push_back(m_paramSource && solver ? m_paramSource(*solver) : ParamValues{});
    }
}

QString ExperimentSetup::readSpec(ExperimentSpec& spec) const {
    spec = ExperimentSpec{};
    spec.shapes.clear();
    for (std::size_t i = 0; i < m_shapes.size(); ++i)
        if (m_shapes[i]->isChecked())
            spec.shapes.push_back(kShapeKinds[i]);
    for (const QString& label : listIds(m_generators, true)) {
        const auto [generator, params] = parseGeneratorLabel(label.toStdString());
        spec.generators.push_back(generator);
        spec.generatorParams.push_back(params);
    }
    readSolvers(spec.solvers, spec.solverParams);
    if (spec.solvers.empty())
        return tr("no solver chosen: check at least one solver");
    static const QRegularExpression sizeForm(
        QStringLiteral("^(\\d{1,7})\\s*[x\u00d7X]\\s*(\\d{1,7})$"));
    for (const QString& text : entries(m_sizes->text(), QStringLiteral(",;"))) {
        const auto match = sizeForm.match(text.trimmed());
        if (!match.hasMatch())
            return tr("size %1 must be written WxH, width x height in cells (2 to 4096 each), "
                      "for example 31x31")
                .arg(quotedInput(text.trimmed()));
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
            return tr("braid share %1 is not a number: give percentages from 0 to 100, for "
                      "example 0, 50, 100")
                .arg(quotedInput(text));
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
            return tr("terrain %1: %2").arg(quotedInput(text), QString::fromStdString(e.what()));
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

QString ExperimentSetup::readBenchmarkSpec(BenchmarkSpec& spec,
                                           std::shared_ptr<const MovingAiBenchmark>& files) const {
    spec = BenchmarkSpec{};
    files = m_scenario->files();
    if (!files)
        return tr("no scenario file chosen: choose a Moving AI .map.scen file");
    spec.scenario = QFileInfo(QString::fromStdString(files->scenarioPath)).fileName().toStdString();
    spec.mapName = QFileInfo(QString::fromStdString(files->mapPath)).fileName().toStdString();
    spec.map = &files->map.maze;
    spec.problems = files->problems;
    spec.diagonal = m_scenario->diagonal();
    spec.every = m_scenario->every();
    readSolvers(spec.solvers, spec.solverParams);
    if (spec.solvers.empty())
        return tr("no solver chosen that takes this map and movement: check at least one");
    if (std::string error = benchmarkError(spec); !error.empty())
        return QString::fromStdString(error);
    return {};
}

// With a scenario, a solver that refuses its movement or its map cannot be checked in; with
// generated mazes, one that takes only some mazes (generatedMazeError).
void ExperimentSetup::updateSolverStates() {
    const QSignalBlocker quiet(m_solvers);
    const std::shared_ptr<const MovingAiBenchmark> files = m_scenario->files();
    for (int i = 0; i < m_solvers->count(); ++i) {
        QListWidgetItem* item = m_solvers->item(i);
        const SolverInfo* solver = findSolver(item->data(Qt::UserRole).toString().toStdString());
        std::string reason;
        if (scenarioSource() && solver) {
            reason = solver->movementError(m_scenario->diagonal());
            if (reason.empty() && files)
                reason = solver->mazeProblem(files->map.maze);
        } else if (solver) {
            reason = generatedMazeError(*solver);
        }
        item->setFlags(reason.empty() ? item->flags() | Qt::ItemIsEnabled
                                      : item->flags() & ~Qt::ItemIsEnabled);
        item->setToolTip(QString::fromStdString(reason));
    }
}

QString ExperimentSetup::benchmarkRunsText() const {
    BenchmarkSpec spec;
    std::shared_ptr<const MovingAiBenchmark> files;
    if (const QString error = readBenchmarkSpec(spec, files); !error.isEmpty())
        return tr("Cannot run: %1").arg(error);
    const auto picked = std::int64_t(spec.selected().size());
    const auto solvers = std::int64_t(spec.solvers.size());
    const QString problems = spec.every == 1
                                 ? tr("all %1 problems").arg(formatCount(picked))
                                 : tr("%1 problems (%2 of %3)")
                                       .arg(formatCount(picked), everyProblemText(spec.every),
                                            formatCount(std::int64_t(spec.problems.size())));
    return tr("<b>%1 runs</b>: %2 \u00d7 %3 %4, one after the other")
        .arg(formatCount(picked * solvers), problems)
        .arg(solvers)
        .arg(solvers == 1 ? tr("solver") : tr("solvers"));
}

void ExperimentSetup::updateRunCount() {
    updateSolverStates();
    if (scenarioSource()) {
        m_runs->setToolTip(QString());
        const QString text = benchmarkRunsText();
        m_runs->setText(text);
        m_runs->setStyleSheet(text.startsWith(tr("Cannot run")) ? QStringLiteral("color: #b00020;")
                                                                : QString());
        emit changed();
        return;
    }
    ExperimentSpec spec;
    const QString error = readSpec(spec);
    if (!error.isEmpty()) {
        m_runs->setText(tr("Cannot run: %1").arg(error));
        m_runs->setToolTip(QString());
        m_runs->setStyleSheet(QStringLiteral("color: #b00020;"));
    } else {
        auto plural = [](std::size_t n, const QString& one, const QString& many) {
            return QStringLiteral("%1 %2").arg(n).arg(n == 1 ? one : many);
        };
        const bool square = spec.shapes == std::vector{ShapeKind::Square};
        m_runs->setText(
            tr("<b>%1 runs</b>: %2%3 \u00d7 %4 \u00d7 %5 \u00d7 %6 \u00d7 %7 \u00d7 %8")
                .arg(formatCount(spec.runCount()),
                     square ? QString()
                            : plural(spec.shapes.size(), tr("shape"), tr("shapes")) +
                                  QStringLiteral(" \u00d7 "),
                     plural(spec.generators.size(), tr("generator"), tr("generators")),
                     plural(spec.sizes.size(), tr("size"), tr("sizes")),
                     plural(spec.braids.size(), tr("braid"), tr("braids")),
                     plural(spec.terrains.size(), tr("terrain"), tr("terrains")),
                     QStringLiteral("%1 %2").arg(formatCount(spec.count),
                                                 spec.count == 1 ? tr("maze") : tr("mazes")),
                     plural(spec.solvers.size(), tr("solver"), tr("solvers"))));
        m_runs->setStyleSheet(QString());
        showNotRun(experimentSkips(spec));
    }
    emit changed();
}

// Under the count, what the set-up leaves out (a combination that cannot run is never run with
// something else in its place); the reasons, long sentences, in the tooltip.
void ExperimentSetup::showNotRun(const std::vector<ExperimentSkip>& skips) {
    QStringList what, why;
    for (const ExperimentSkip& skip : skips) {
        what << QString::fromStdString(skip.what());
        why << QStringLiteral("<p><b>%1</b>: %2</p>")
                   .arg(QString::fromStdString(skip.what()).toHtmlEscaped(),
                        QString::fromStdString(skip.reason).toHtmlEscaped());
    }
    m_runs->setToolTip(why.join(QString()));
    if (!skips.empty())
        m_runs->setText(
            m_runs->text() + QStringLiteral("<br>") +
            tr("Not run (hover for why): %1").arg(what.join(QStringLiteral(", ")).toHtmlEscaped()));
}

} // namespace mazelab::ui
