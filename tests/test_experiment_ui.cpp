// The experiment window: what its charts and its table hold after a real experiment,
// checked against figures the test computes itself from the runs; cancelling; opening good and
// bad CSV files; bad set-ups; the table's numeric sorting and its CSV; PNG and SVG export; and
// the Compare menu that opens it.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/experiment.hpp"
#include "core/experiment_csv.hpp"
#include "core/registry.hpp"
#endif

#include "ui/experiment/error_bars.hpp"
#include "ui/experiment/experiment_charts.hpp"
#include "ui/experiment/experiment_runner.hpp"
#include "ui/experiment/experiment_table.hpp"
#include "ui/experiment/experiment_window.hpp"
#include "ui/window/main_window.hpp"

#include <QAction>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QBoxPlotSeries>
#include <QBoxSet>
#include <QChart>
#include <QChartView>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QSvgRenderer>
#include <QTableView>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include <algorithm>
#include <cmath>
#include <sstream>

using namespace mazelab;
using namespace mazelab::ui;

namespace {

QString name(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

// 2 generators x 1 size x 3 solvers x 20 mazes: 120 runs, 6 groups.
ExperimentSpec smallSpec() {
    ExperimentSpec spec;
    spec.generators = {&generatorById("kruskal"), &generatorById("recursive-backtracker")};
    spec.sizes = {Size{15, 15}};
    spec.solvers = {&solverById("bfs"), &solverById("dfs"), &solverById("astar-manhattan")};
    spec.count = 20;
    spec.seed = 7;
    return spec;
}

// Runs `spec` through the window (Run, worker threads) and waits for the result.
void runInWindow(ExperimentWindow& window, const ExperimentSpec& spec, int threads = 2) {
    window.setSpec(spec);
    window.setThreads(threads);
    QSignalSpy shown(&window, &ExperimentWindow::resultChanged);
    QVERIFY(window.run());
    QVERIFY(shown.wait(60'000));
    QVERIFY(window.result());
    QVERIFY(!window.running());
}

// The values of one figure over the runs of (generator, solver), in row order.
std::vector<double> valuesOf(const ExperimentResult& result, const GeneratorInfo* generator,
                             const SolverInfo* solver, std::string_view key) {
    const ExperimentField& field = experimentField(key);
    std::vector<double> values;
    for (const ExperimentRow& row : result.rows)
        if (row.generator == generator && row.solver == solver)
            if (const auto v = field.value(row))
                values.push_back(*v);
    return values;
}

double meanOf(const std::vector<double>& v) {
    double sum = 0;
    for (const double x : v)
        sum += x;
    return sum / double(v.size());
}

double sampleSd(const std::vector<double>& v) {
    if (v.size() < 2)
        return 0;
    const double m = meanOf(v);
    double squares = 0;
    for (const double x : v)
        squares += (x - m) * (x - m);
    return std::sqrt(squares / double(v.size() - 1));
}

// Tukey's hinges, written out independently of ui::boxValues: the quartiles are the medians of
// the values below and above the median (the median left out when the count is odd).
double medianOf(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

struct Box {
    double min, q1, median, q3, max;
};

Box boxOf(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const std::size_t half = v.size() / 2;
    const std::vector<double> lower(v.begin(), v.begin() + std::ptrdiff_t(half));
    const std::vector<double> upper(v.end() - std::ptrdiff_t(half), v.end());
    return {v.front(), medianOf(lower), medianOf(v), medianOf(upper), v.back()};
}

bool same(double a, double b) { return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b)); }

template <typename T>
T* onlySeries(QChart* chart) {
    T* found = nullptr;
    for (QAbstractSeries* s : chart->series())
        if (auto* t = qobject_cast<T*>(s)) {
            if (found)
                return nullptr;
            found = t;
        }
    return found;
}

template <typename T>
QList<T*> seriesOf(QChart* chart) {
    QList<T*> all;
    for (QAbstractSeries* s : chart->series())
        if (auto* t = qobject_cast<T*>(s))
            all << t;
    return all;
}

void closeErrorBoxes(QWidget& window) {
    for (QMessageBox* box : window.findChildren<QMessageBox*>(QStringLiteral("errorBox")))
        box->close();
    QTest::qWait(10);
}

std::string fileText(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return "<cannot read " + path.toStdString() + ">";
    return file.readAll().toStdString();
}

void writeFile(const QString& path, const std::string& text) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text.data(), qint64(text.size()));
}

// The runs' CSV as the core writes it: what Open CSV… and Save runs must agree with.
std::string rowsCsv(std::span<const ExperimentRow> rows) {
    std::ostringstream csv;
    writeRowsCsv(csv, rows);
    return csv.str();
}

// A number as the table shows it ("1,234.5 ± 6.7" -> 1234.5).
double shownMean(const QString& text) {
    QString mean = text.section(QStringLiteral(" \u00b1"), 0, 0);
    mean.remove(QLatin1Char(','));
    bool ok = false;
    const double value = mean.toDouble(&ok);
    return ok ? value : std::nan("");
}

} // namespace

class TestExperimentUi : public QObject {
    Q_OBJECT

private slots:
    // Rule: each bar is its group's mean and each error bar its sample standard deviation, each
    // box the quartiles of the group's runs, each scatter point one run's (percent searched,
    // path length), all as computed here from the rows.
    void chartsHoldTheFiguresOfTheRuns();
    // Rule: ui::boxValues is Tukey's hinges, on odd and even counts and a single value.
    void boxValuesAreTukeysHinges();
    // Rule: Cancel stops a large experiment within two seconds, keeps the finished runs and says
    // it was cancelled, with how many runs were done.
    void cancelStopsSoonAndKeepsTheFinishedRuns();
    // Rule: a CSV written by writeRowsCsv opens like a fresh run; a malformed or truncated one
    // shows the reader's message (with its line) and leaves the results as they were.
    void openingCsvFilesGoodAndBad();
    // Rule: every bad set-up says what is wrong and nothing runs; an unwritable path says so.
    void badSetUpsSayWhatIsWrong();
    // Rule: the table sorts numbers numerically; its CSV is writeSummaryCsv of the groups and the
    // runs' CSV is writeRowsCsv of the rows.
    void tableSortsNumericallyAndExportsCsv();
    // Rule: PNG export has the requested size (or the size shown); SVG export parses and has the
    // requested view box.
    void chartsExportToPngAndSvg();
    // Rule: Compare > Experiment… (Ctrl+E) opens the experiment window, non-modal.
    void compareMenuOpensTheExperimentWindow();
};

void TestExperimentUi::chartsHoldTheFiguresOfTheRuns() {
    ExperimentWindow window;
    runInWindow(window, smallSpec());
    const ExperimentResult& result = *window.result();
    // The window lists the axes in the registry's order, whatever order they were set in.
    const ExperimentSpec& spec = result.spec;
    QCOMPARE(spec.generators.size(), std::size_t(2));
    QCOMPARE(spec.solvers.size(), std::size_t(3));
    QCOMPARE(result.rows.size(), std::size_t(120));
    QCOMPARE(result.groups.size(), std::size_t(6));
    QVERIFY(!result.cancelled);
    QVERIFY(window.statusText().startsWith(QStringLiteral("Finished: 120 runs")));

    // Bars and error bars, for each figure the brief names.
    ExperimentChart& bars = *window.barChart();
    for (const std::string_view key : {"time_us", "percent_searched", "path_length", "expanded"}) {
        QVERIFY(bars.setFigure(key));
        auto* series = onlySeries<QBarSeries>(bars.chart());
        QVERIFY(series);
        auto* axis = qobject_cast<QBarCategoryAxis*>(bars.chart()->axes(Qt::Horizontal).value(0));
        QVERIFY(axis);
        QCOMPARE(axis->categories(), (QStringList{name(spec.generators[0]->name),
                                                  name(spec.generators[1]->name)}));
        QCOMPARE(series->count(), 3);
        QVERIFY(bars.errorBars());
        const auto& errorBars = bars.errorBars()->bars();
        QCOMPARE(errorBars.size(), std::size_t(6));
        for (int j = 0; j < 3; ++j) {
            QBarSet* set = series->barSets()[j];
            QCOMPARE(set->label(), name(spec.solvers[std::size_t(j)]->name));
            QCOMPARE(set->count(), 2);
            for (int i = 0; i < 2; ++i) {
                const auto values = valuesOf(result, spec.generators[std::size_t(i)],
                                             spec.solvers[std::size_t(j)], key);
                QCOMPARE(values.size(), std::size_t(20));
                QVERIFY2(same(set->at(i), meanOf(values)),
                         qPrintable(QStringLiteral("%1: bar %2 vs mean %3")
                                        .arg(name(key)).arg(set->at(i)).arg(meanOf(values))));
                const auto bar = std::find_if(errorBars.begin(), errorBars.end(), [&](auto& b) {
                    return b.set == j && b.category == i;
                });
                QVERIFY(bar != errorBars.end());
                QCOMPARE(bar->mean, set->at(i));
                QVERIFY2(same(bar->sd, sampleSd(values)),
                         qPrintable(QStringLiteral("%1: error bar %2 vs sd %3")
                                        .arg(name(key)).arg(bar->sd).arg(sampleSd(values))));
            }
        }
    }
    // The searched share differs between solvers: the chart is not the same bar repeated.
    QVERIFY(bars.setFigure("percent_searched"));
    auto* searched = onlySeries<QBarSeries>(bars.chart());
    QVERIFY(searched->barSets()[0]->at(0) != searched->barSets()[1]->at(0));

    // Box plots: one series per solver, one box per generator.
    ExperimentChart& box = *window.boxChart();
    for (const std::string_view key : {"path_length", "percent_searched", "expanded"}) {
        QVERIFY(box.setFigure(key));
        const auto all = seriesOf<QBoxPlotSeries>(box.chart());
        QCOMPARE(all.size(), 3);
        for (int j = 0; j < 3; ++j) {
            QCOMPARE(all[j]->name(), name(spec.solvers[std::size_t(j)]->name));
            QCOMPARE(all[j]->count(), 2);
            for (int i = 0; i < 2; ++i) {
                const Box expected = boxOf(valuesOf(result, spec.generators[std::size_t(i)],
                                                    spec.solvers[std::size_t(j)], key));
                const QBoxSet* set = all[j]->boxSets()[i];
                QCOMPARE(set->label(), name(spec.generators[std::size_t(i)]->name));
                QVERIFY(same(set->at(QBoxSet::LowerExtreme), expected.min));
                QVERIFY(same(set->at(QBoxSet::LowerQuartile), expected.q1));
                QVERIFY(same(set->at(QBoxSet::Median), expected.median));
                QVERIFY(same(set->at(QBoxSet::UpperQuartile), expected.q3));
                QVERIFY(same(set->at(QBoxSet::UpperExtreme), expected.max));
                QVERIFY(expected.min <= expected.q1 && expected.q3 <= expected.max);
            }
        }
    }

    // Scatter: every run that found a path, as (percent searched, path length), per solver.
    const auto scatter = seriesOf<QScatterSeries>(window.scatterChart()->chart());
    QCOMPARE(scatter.size(), 3);
    for (int j = 0; j < 3; ++j) {
        QCOMPARE(scatter[j]->name(), name(spec.solvers[std::size_t(j)]->name));
        std::vector<std::pair<double, double>> expected, shown;
        for (const ExperimentRow& row : result.rows)
            if (row.solver == spec.solvers[std::size_t(j)] && row.found)
                expected.emplace_back(
                    double(row.searched - 1) * 100.0 / double(row.cells - 1),
                    double(row.pathLength));
        for (const QPointF& p : scatter[j]->points())
            shown.emplace_back(p.x(), p.y());
        QCOMPARE(shown.size(), std::size_t(40));
        QCOMPARE(shown.size(), expected.size());
        for (std::size_t k = 0; k < shown.size(); ++k) {
            QVERIFY(same(shown[k].first, expected[k].first));
            QCOMPARE(shown[k].second, expected[k].second);
        }
    }
}

void TestExperimentUi::boxValuesAreTukeysHinges() {
    BoxValues b = boxValues({1, 2, 3, 4, 5});
    QCOMPARE(b.min, 1.0);
    QCOMPARE(b.lowerQuartile, 1.5);
    QCOMPARE(b.median, 3.0);
    QCOMPARE(b.upperQuartile, 4.5);
    QCOMPARE(b.max, 5.0);
    b = boxValues({1, 2, 3, 4, 5, 6, 7, 8});
    QCOMPARE(b.lowerQuartile, 2.5);
    QCOMPARE(b.median, 4.5);
    QCOMPARE(b.upperQuartile, 6.5);
    b = boxValues({7});
    QCOMPARE(b.lowerQuartile, 7.0);
    QCOMPARE(b.upperQuartile, 7.0);
}

void TestExperimentUi::cancelStopsSoonAndKeepsTheFinishedRuns() {
    ExperimentWindow window;
    window.show();
    ExperimentSpec spec;
    spec.generators = {&generatorById("recursive-backtracker")};
    spec.sizes = {Size{101, 101}};
    spec.solvers = {&solverById("bfs"), &solverById("dfs")};
    spec.count = 100'000; // 200,000 runs: minutes of work
    window.setSpec(spec);
    window.setThreads(2);
    QVERIFY(window.run());
    QVERIFY(window.running());
    // Let some runs finish, and the window stays responsive meanwhile (events keep flowing).
    QTRY_VERIFY_WITH_TIMEOUT(window.runner()->done() > 0, 20'000);
    QVERIFY(window.statusText().startsWith(QStringLiteral("Running: ")));

    auto* cancel = window.findChild<QPushButton*>(QStringLiteral("cancelButton"));
    QVERIFY(cancel && cancel->isEnabled());
    QSignalSpy shown(&window, &ExperimentWindow::resultChanged);
    QElapsedTimer clock;
    clock.start();
    QTest::mouseClick(cancel, Qt::LeftButton);
    QVERIFY(shown.wait(2000));
    QVERIFY2(clock.elapsed() < 2000, qPrintable(QString::number(clock.elapsed())));

    const ExperimentResult& result = *window.result();
    QVERIFY(result.cancelled);
    QCOMPARE(result.runsTotal, std::int64_t(200'000));
    QVERIFY(result.runsDone > 0 && result.runsDone < result.runsTotal);
    QCOMPARE(std::int64_t(result.rows.size()), result.runsDone);
    QCOMPARE(window.table()->model()->rowCount(), int(result.groups.size()));
    QVERIFY(window.table()->model()->rowCount() > 0);
    const QString expected = QStringLiteral("Cancelled after %1 of 200,000 runs")
                                 .arg(QLocale::c().toString(qlonglong(result.runsDone)));
    QVERIFY2(window.statusText().startsWith(expected), qPrintable(window.statusText()));
    QVERIFY(!window.running());
}

void TestExperimentUi::openingCsvFilesGoodAndBad() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    ExperimentOptions options;
    options.threads = 2;
    const ExperimentResult fresh = runExperiment(smallSpec(), options);
    const std::string csv = rowsCsv(fresh.rows);
    const QString good = dir.filePath(QStringLiteral("runs.csv"));
    writeFile(good, csv);

    ExperimentWindow window;
    QVERIFY(window.openCsv(good));
    const auto opened = window.result();
    QVERIFY(opened);
    QCOMPARE(opened->rows.size(), fresh.rows.size());
    QCOMPARE(opened->groups.size(), fresh.groups.size());
    QCOMPARE(window.table()->model()->rowCount(), 6);
    QVERIFY(window.statusText().startsWith(QStringLiteral("Opened runs.csv: 120 runs")));
    // Charted like a fresh run: the bars are the groups' means.
    QVERIFY(window.barChart()->setFigure("path_length"));
    auto* series = onlySeries<QBarSeries>(window.barChart()->chart());
    QVERIFY(series);
    QCOMPARE(series->barSets()[0]->at(0), fresh.groups[0].figure("path_length").mean);
    // The set-up shows what the file holds.
    QCOMPARE(window.findChild<QLineEdit*>(QStringLiteral("sizesEdit"))->text(),
             QStringLiteral("15x15"));

    // A file whose generators have parameters: the set-up gets an entry for each, checked, so
    // that Run repeats the file with the same parameters (never silently with the defaults).
    ExperimentSpec variants = smallSpec();
    variants.generators = {&generatorById("growing-tree"), &generatorById("growing-tree")};
    variants.generatorParams = {parseGeneratorLabel("growing-tree:policy=oldest").second,
                                parseGeneratorLabel("growing-tree:policy=random").second};
    variants.count = 3;
    const ExperimentResult variantRuns = runExperiment(variants, options);
    const QString variantPath = dir.filePath(QStringLiteral("variants.csv"));
    writeFile(variantPath, rowsCsv(variantRuns.rows));
    ExperimentWindow variantWindow;
    QVERIFY(variantWindow.openCsv(variantPath));
    ExperimentSpec again;
    QCOMPARE(variantWindow.readSpec(again), QString());
    QCOMPARE(again.generators.size(), std::size_t(2));
    QCOMPARE(generatorLabel(*again.generators[0], again.generatorParams[0]),
             std::string("growing-tree:policy=oldest"));
    QCOMPARE(generatorLabel(*again.generators[1], again.generatorParams[1]),
             std::string("growing-tree:policy=random"));
    // And a script may name such an entry as mazelab-cli does.
    QCOMPARE(variantWindow.setSetupField(QStringLiteral("generators"),
                                         QStringLiteral("kruskal, growing-tree:policy=middle")),
             QString());
    QCOMPARE(variantWindow.readSpec(again), QString());
    QCOMPARE(again.generators.size(), std::size_t(2));
    QCOMPARE(generatorLabel(*again.generators[1], again.generatorParams[1]),
             std::string("growing-tree:policy=middle"));
    QVERIFY(!variantWindow.setSetupField(QStringLiteral("generators"),
                                         QStringLiteral("growing-tree:policy=sideways"))
                 .isEmpty());

    const std::string& text = csv;
    // A truncated file: cut in the middle of its fourth line.
    std::size_t cut = 0;
    for (int line = 0; line < 3; ++line)
        cut = text.find('\n', cut) + 1;
    const QString truncated = dir.filePath(QStringLiteral("truncated.csv"));
    writeFile(truncated, text.substr(0, cut + 12));
    // A malformed one: a bad number on line 3.
    std::string bad = text;
    const std::size_t line3 = bad.find('\n', bad.find('\n') + 1) + 1;
    bad.replace(bad.find(",15,", line3), 4, ",1x,");
    const QString malformed = dir.filePath(QStringLiteral("malformed.csv"));
    writeFile(malformed, bad);

    const struct {
        QString path;
        QString message;
    } cases[] = {
        {truncated, QStringLiteral("line 4")},
        {malformed, QStringLiteral("line 3: width")},
        {dir.filePath(QStringLiteral("missing.csv")), QStringLiteral("cannot read")},
    };
    for (const auto& c : cases) {
        QVERIFY(!window.openCsv(c.path));
        QVERIFY2(window.lastError().contains(c.message), qPrintable(window.lastError()));
        const auto boxes = window.findChildren<QMessageBox*>(QStringLiteral("errorBox"));
        QVERIFY(!boxes.isEmpty());
        QVERIFY(boxes.last()->text().contains(c.message));
        closeErrorBoxes(window);
        QCOMPARE(window.result(), opened); // untouched
        QCOMPARE(window.table()->model()->rowCount(), 6);
        QVERIFY(window.statusText().startsWith(QStringLiteral("Opened runs.csv")));
    }
}

void TestExperimentUi::badSetUpsSayWhatIsWrong() {
    ExperimentWindow window;
    auto* runButton = window.findChild<QPushButton*>(QStringLiteral("runButton"));
    QVERIFY(runButton);
    window.setSpec(smallSpec());
    QVERIFY(runButton->isEnabled());
    QVERIFY2(window.runsText().contains(QStringLiteral("120 runs")), qPrintable(window.runsText()));

    const struct {
        const char* field;
        const char* value;
        const char* message;
    } cases[] = {
        {"sizes", "1x5", "size 1x5"},
        {"sizes", "5000x5", "size 5000x5"},
        {"sizes", "big", "size 'big' must be written WxH"},
        {"sizes", "", "no size chosen"},
        {"count", "0", "at least 1"},
        {"count", "10000000", "at most 10,000,000"},
        {"braids", "lots", "braid share 'lots' is not a number"},
        {"braids", "150", "braid"},
        {"braids", "", "no braid share"},
        {"terrains", "500", "terrain"},
        {"terrains", "", "no terrain"},
        {"generators", "", "no generator chosen"},
        {"solvers", "", "no solver chosen"},
        {"seed", "-3", "seed"},
    };
    for (const auto& c : cases) {
        window.setSpec(smallSpec());
        QVERIFY(window.setSetupField(QString::fromLatin1(c.field), QString::fromLatin1(c.value))
                    .isEmpty());
        ExperimentSpec spec;
        const QString error = window.readSpec(spec);
        QVERIFY2(error.contains(QString::fromLatin1(c.message)),
                 qPrintable(QStringLiteral("%1=%2: %3").arg(c.field, c.value, error)));
        QVERIFY(window.runsText().contains(QString::fromLatin1(c.message)));
        QVERIFY(!runButton->isEnabled());
        QVERIFY(!window.run());
        QVERIFY(!window.running());
        QVERIFY(window.lastError().contains(QString::fromLatin1(c.message)));
        closeErrorBoxes(window);
    }
    QVERIFY(window.setSetupField(QStringLiteral("generators"), QStringLiteral("nope"))
                .contains(QStringLiteral("unknown generator 'nope'")));
    QVERIFY(window.setSetupField(QStringLiteral("colour"), QStringLiteral("red"))
                .contains(QStringLiteral("unknown set-up field")));

    // Exports without results, and to a path that cannot be written.
    QVERIFY(!window.saveSummaryCsv(QStringLiteral("/tmp/never.csv")).isEmpty());
    closeErrorBoxes(window);
    window.setSpec(smallSpec());
    runInWindow(window, smallSpec());
    const QString path = QStringLiteral("/nonexistent-dir/summary.csv");
    QVERIFY(window.saveSummaryCsv(path).contains(path));
    QVERIFY(window.saveRowsCsv(path).contains(path));
    QVERIFY(!window.barChart()->exportPng(path + QStringLiteral(".png")).isEmpty());
    QVERIFY(!window.barChart()->exportSvg(path + QStringLiteral(".svg")).isEmpty());
    closeErrorBoxes(window);
}

void TestExperimentUi::tableSortsNumericallyAndExportsCsv() {
    ExperimentWindow window;
    ExperimentSpec spec = smallSpec();
    spec.sizes = {Size{4, 4}, Size{40, 40}}; // expanded: one and three or four digits
    spec.count = 5;
    runInWindow(window, spec);
    const ExperimentResult& result = *window.result();
    QCOMPARE(result.groups.size(), std::size_t(12));

    QTableView* view = window.table()->view();
    QAbstractItemModel* model = view->model();
    const int expanded = ExperimentTableModel::FirstFigure + 4;
    QCOMPARE(model->headerData(expanded, Qt::Horizontal).toString(), QStringLiteral("Expanded"));
    for (const Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
        view->sortByColumn(expanded, order);
        std::vector<double> shown;
        for (int r = 0; r < model->rowCount(); ++r)
            shown.push_back(shownMean(model->index(r, expanded).data().toString()));
        QVERIFY(std::none_of(shown.begin(), shown.end(), [](double v) { return std::isnan(v); }));
        std::vector<double> sorted = shown;
        if (order == Qt::AscendingOrder)
            std::sort(sorted.begin(), sorted.end());
        else
            std::sort(sorted.begin(), sorted.end(), std::greater<>());
        QCOMPARE(shown, sorted);
        QVERIFY(sorted.front() < 100 || sorted.back() < 100); // both small and large values
        QVERIFY(sorted.front() >= 100 || sorted.back() >= 100);
    }
    // Sizes sort by cells, not as text ("40 × 40" after "4 × 4" however written).
    view->sortByColumn(ExperimentTableModel::Size, Qt::DescendingOrder);
    QCOMPARE(model->index(0, ExperimentTableModel::Size).data().toString(),
             QStringLiteral("40 \u00d7 40"));

    // Two sizes: the charts show one at a time, the second on request.
    ExperimentChart& bars = *window.barChart();
    QCOMPARE(bars.sliceCount(), 2);
    QVERIFY(bars.setFigure("expanded"));
    for (const int slice : {0, 1}) {
        bars.setSlice(slice);
        const Size size = result.spec.sizes[std::size_t(slice)];
        auto* series = onlySeries<QBarSeries>(bars.chart());
        QVERIFY(series);
        for (int j = 0; j < 3; ++j)
            for (int i = 0; i < 2; ++i) {
                const auto group = std::find_if(
                    result.groups.begin(), result.groups.end(), [&](const ExperimentGroup& g) {
                        return g.size == size && g.generator == result.spec.generators[std::size_t(i)] &&
                               g.solver == result.spec.solvers[std::size_t(j)];
                    });
                QVERIFY(group != result.groups.end());
                QCOMPARE(series->barSets()[j]->at(i), group->figure("expanded").mean);
            }
    }

    QTemporaryDir dir;
    const QString summaryPath = dir.filePath(QStringLiteral("summary.csv"));
    const QString rowsPath = dir.filePath(QStringLiteral("rows.csv"));
    QVERIFY(window.saveSummaryCsv(summaryPath).isEmpty());
    QVERIFY(window.saveRowsCsv(rowsPath).isEmpty());
    std::ostringstream summary;
    writeSummaryCsv(summary, result.groups);
    QCOMPARE(fileText(summaryPath), summary.str());
    QCOMPARE(fileText(rowsPath), rowsCsv(result.rows));
    QVERIFY(summary.str().size() > 500);
}

void TestExperimentUi::chartsExportToPngAndSvg() {
    ExperimentWindow window;
    runInWindow(window, smallSpec());
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTemporaryDir dir;
    for (ExperimentChart* chart : {window.barChart(), window.boxChart(), window.scatterChart()}) {
        const QString png = dir.filePath(QStringLiteral("chart.png"));
        QVERIFY(chart->exportPng(png, QSize(800, 500)).isEmpty());
        const QImage image(png);
        QCOMPARE(image.size(), QSize(800, 500));
        // Drawn, not blank: many colours (bars, text, grid).
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 3)
            for (int x = 0; x < image.width(); x += 3)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 20, qPrintable(QString::number(colours.size())));
        QVERIFY(chart->exportPng(png).isEmpty()); // the size shown
        QCOMPARE(QImage(png).size(), chart->chartView()->size());

        const QString svg = dir.filePath(QStringLiteral("chart.svg"));
        QVERIFY(chart->exportSvg(svg, QSize(900, 600)).isEmpty());
        QSvgRenderer renderer(svg);
        QVERIFY(renderer.isValid());
        QCOMPARE(renderer.viewBox(), QRect(0, 0, 900, 600));
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        QVERIFY(xml.readNextStartElement());
        QCOMPARE(xml.name().toString(), QStringLiteral("svg"));
        QCOMPARE(xml.attributes().value(QStringLiteral("viewBox")).toString(),
                 QStringLiteral("0 0 900 600"));
        int texts = 0;
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == u"text")
                ++texts;
        QVERIFY(!xml.hasError());
        QVERIFY(texts > 5); // title, axis labels, legend
    }
}

void TestExperimentUi::compareMenuOpensTheExperimentWindow() {
    MainWindow main;
    main.show();
    QVERIFY(QTest::qWaitForWindowExposed(&main));
    auto* action = main.findChild<QAction*>(QStringLiteral("experimentAction"));
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_E));
    bool inCompare = false;
    for (QAction* menu : main.menuBar()->actions())
        if (menu->text() == QStringLiteral("&Compare") && menu->menu()->actions().contains(action))
            inCompare = true;
    QVERIFY(inCompare);
    QVERIFY(!main.findChild<ExperimentWindow*>());
    action->trigger();
    auto* window = main.findChild<ExperimentWindow*>();
    QVERIFY(window);
    QVERIFY(window->isVisible());
    QVERIFY(window->isWindow());
    QVERIFY(!window->isModal());
    action->trigger(); // the same window again, not a second one
    QCOMPARE(main.findChildren<ExperimentWindow*>().size(), 1);
}

QTEST_MAIN(TestExperimentUi)
#include "test_experiment_ui.moc"
