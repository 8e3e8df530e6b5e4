// The experiment window: what its charts hold after a real experiment, checked against figures
// the test computes itself from the runs; cancelling; PNG and SVG export; and the Compare menu
// that opens it. Opening CSV files, bad set-ups and the table are in test_experiment_files.
#include <QtTest>

#include "experiment_support.hpp"

#include "ui/experiment/error_bars.hpp"
#include "ui/experiment/experiment_runner.hpp"
#include "ui/shell/main_window.hpp"

#include <QAction>
#include <QBarCategoryAxis>
#include <QBoxPlotSeries>
#include <QBoxSet>
#include <QChartView>
#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QMenuBar>
#include <QScatterSeries>
#include <QSvgRenderer>
#include <QTableView>
#include <QXmlStreamReader>

#include <algorithm>
#include <cmath>

using namespace mazelab;
using namespace mazelab::ui;
using namespace mazelab::testing;

namespace {

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

// The quantile p of `v` by linear interpolation between order statistics (Hyndman and Fan's
// definition 7), written out independently of core/statistics.hpp.
double quantileOf(std::vector<double> v, double p) {
    std::sort(v.begin(), v.end());
    const double h = p * double(v.size() - 1);
    const std::size_t k = std::size_t(h);
    return k + 1 < v.size() ? v[k] + (h - double(k)) * (v[k + 1] - v[k]) : v[k];
}

struct Box {
    double min, q1, median, q3, max;
};

Box boxOf(const std::vector<double>& v) {
    return {*std::min_element(v.begin(), v.end()), quantileOf(v, 0.25), quantileOf(v, 0.5),
            quantileOf(v, 0.75), *std::max_element(v.begin(), v.end())};
}

template <typename T>
QList<T*> seriesOf(QChart* chart) {
    QList<T*> all;
    for (QAbstractSeries* s : chart->series())
        if (auto* t = qobject_cast<T*>(s))
            all << t;
    return all;
}

} // namespace

class TestExperimentUi : public QObject {
    Q_OBJECT

private slots:
    // Rule: each bar is its group's mean and each error bar its sample standard deviation, but
    // for the time the median and the quartiles; each box the quartiles of the group's runs,
    // each scatter point one run's (percent searched, path length), all as computed here from
    // the rows.
    void chartsHoldTheFiguresOfTheRuns();
    // Rule: ui::boxValues has the core's quartiles (linear interpolation, Hyndman and Fan's
    // definition 7), on odd and even counts and a single value.
    void boxValuesAreTheCoreQuartiles();
    // Rule: the charts open on cells searched, a figure that is the same on every run of the
    // same mazes (the time is not).
    void chartsOpenOnCellsSearched();
    // Rule: Cancel stops a large experiment within two seconds, keeps the finished runs and says
    // it was cancelled, with how many runs were done.
    void cancelStopsSoonAndKeepsTheFinishedRuns();
    // Rule: PNG export has the requested size (or the size shown); SVG export parses and has the
    // requested view box.
    void chartsExportToPngAndSvg();
    // Rule: Compare > Experiment… (Ctrl+E) opens the experiment window, non-modal.
    void compareMenuOpensTheExperimentWindow();
    // Rule: the shapes are an axis of the set-up (square alone by default); the line under it
    // counts only the runs that can run and names what is left out, the status after the run
    // too (the reasons in the tooltip); the table gets a Shape column and the charts one slice
    // per shape, named, whose bars are that shape's runs.
    void shapesAreAnAxisOfTheWindow();
};

// One experiment, then every chart of its figures in turn: they share its runs, so they stay in
// one function.
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
                // The time: median and quartiles; the others: mean and one sd either side.
                const bool time = key == "time_us";
                const double centre = time ? quantileOf(values, 0.5) : meanOf(values);
                const double low = time ? quantileOf(values, 0.25) : centre - sampleSd(values);
                const double high = time ? quantileOf(values, 0.75) : centre + sampleSd(values);
                QVERIFY2(same(set->at(i), centre),
                         qPrintable(QStringLiteral("%1: bar %2 vs %3")
                                        .arg(name(key)).arg(set->at(i)).arg(centre)));
                const auto bar = std::find_if(errorBars.begin(), errorBars.end(), [&](auto& b) {
                    return b.set == j && b.category == i;
                });
                QVERIFY(bar != errorBars.end());
                QCOMPARE(bar->value, set->at(i));
                QVERIFY2(same(bar->low, low) && same(bar->high, high),
                         qPrintable(QStringLiteral("%1: error bar %2..%3 vs %4..%5")
                                        .arg(name(key))
                                        .arg(bar->low)
                                        .arg(bar->high)
                                        .arg(low)
                                        .arg(high)));
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

void TestExperimentUi::boxValuesAreTheCoreQuartiles() {
    BoxValues b = boxValues({1, 2, 3, 4, 5});
    QCOMPARE(b.min, 1.0);
    QCOMPARE(b.lowerQuartile, 2.0);
    QCOMPARE(b.median, 3.0);
    QCOMPARE(b.upperQuartile, 4.0);
    QCOMPARE(b.max, 5.0);
    b = boxValues({1, 2, 3, 4, 5, 6, 7, 8});
    QCOMPARE(b.lowerQuartile, 2.75);
    QCOMPARE(b.median, 4.5);
    QCOMPARE(b.upperQuartile, 6.25);
    b = boxValues({7});
    QCOMPARE(b.lowerQuartile, 7.0);
    QCOMPARE(b.upperQuartile, 7.0);
}

void TestExperimentUi::chartsOpenOnCellsSearched() {
    ExperimentWindow window;
    QCOMPARE(window.barChart()->figure(), std::string_view("searched"));
    QCOMPARE(window.boxChart()->figure(), std::string_view("searched"));
    runInWindow(window, smallSpec());
    QCOMPARE(window.barChart()->figure(), std::string_view("searched"));
    QVERIFY(window.barChart()->chart()->title().startsWith(
        QStringLiteral("Cells searched per solver: mean")));
    QVERIFY(window.barChart()->setFigure("time_us"));
    QVERIFY(window.barChart()->chart()->title().startsWith(
        QStringLiteral("Time per solver: median, interquartile range")));
}

void TestExperimentUi::cancelStopsSoonAndKeepsTheFinishedRuns() {
    ExperimentWindow window;
    window.show();
    ExperimentSpec spec;
    spec.generators = {&generatorById("recursive-backtracker")};
    spec.sizes = {Size{101, 101}};
    spec.solvers = {&solverById("bfs"), &solverById("dfs")};
    spec.count = 100'000; // 200,000 runs: minutes of work
    window.setup()->setSpec(spec);
    window.setup()->setThreads(2);
    QVERIFY(window.run());
    QVERIFY(window.running());
    // Let some runs finish, and the window stays responsive meanwhile (events keep flowing).
    QTRY_VERIFY_WITH_TIMEOUT(window.runner()->done() > 0, 20'000);
    QVERIFY(window.statusText().startsWith(QStringLiteral("Running: ")));

    auto* cancel = window.findChild<QPushButton*>(QStringLiteral("cancelButton"));
    QVERIFY(cancel && cancel->isEnabled());
    QSignalSpy shown(&window, &ExperimentWindow::resultChanged);
    QTest::mouseClick(cancel, Qt::LeftButton);
    // Stopping early shows as runs left undone below (no wall-clock limit: a loaded machine
    // only makes the wait longer); the bound is a guard against a hang.
    QVERIFY(shown.wait(60'000));

    const ExperimentResult& result = *window.result();
    QVERIFY(result.cancelled);
    QCOMPARE(result.runsTotal, std::int64_t(200'000));
    QVERIFY(result.runsDone > 0 && result.runsDone < result.runsTotal);
    QCOMPARE(std::int64_t(result.rows.size()), result.runsDone);
    QCOMPARE(window.table()->model()->rowCount(), int(result.groups.size()));
    QVERIFY(window.table()->model()->rowCount() > 0);
    // Thousands grouped, as the window writes them (QLocale::c() omits the separator by
    // default, which showed only when more than 999 runs finished before the cancel).
    QLocale grouped = QLocale::c();
    grouped.setNumberOptions(QLocale::DefaultNumberOptions);
    const QString expected = QStringLiteral("Cancelled after %1 of 200,000 runs")
                                 .arg(grouped.toString(qlonglong(result.runsDone)));
    QVERIFY2(window.statusText().startsWith(expected), qPrintable(window.statusText()));
    QVERIFY(!window.running());
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

void TestExperimentUi::shapesAreAnAxisOfTheWindow() {
    ExperimentWindow window;
    ExperimentSetup& setup = *window.setup();
    ExperimentSpec spec;
    QVERIFY(setup.readSpec(spec).isEmpty());
    QVERIFY(spec.shapes == std::vector{ShapeKind::Square});
    QVERIFY(!window.table()->view()->isColumnHidden(ExperimentTableModel::Generator));

    QCOMPARE(setup.setSetupField("shapes", "square,hexagon"),
             QStringLiteral("unknown cell shape 'hexagon': valid are square, hex, triangle, polar, "
                            "weave"));
    for (const auto& [key, value] :
         {std::pair{"shapes", "square, hex"}, std::pair{"generators", "kruskal,binary-tree"},
          std::pair{"solvers", "bfs,astar-euclidean,astar-manhattan"}, std::pair{"sizes", "9x9"},
          std::pair{"count", "6"}, std::pair{"seed", "5"}})
        QCOMPARE(setup.setSetupField(key, value), QString());
    QVERIFY(setup.readSpec(spec).isEmpty());
    QVERIFY((spec.shapes == std::vector{ShapeKind::Square, ShapeKind::Hex}));
    // Square: 2 generators x 6 mazes x 3 solvers; hex: Kruskal x 6 x BFS and A* (Euclidean).
    QVERIFY2(setup.runsText().startsWith(QStringLiteral("<b>48 runs</b>: 2 shapes \u00d7 2 "
                                                        "generators")),
             qPrintable(setup.runsText()));
    QVERIFY2(setup.runsText().endsWith(QStringLiteral(
                 "Not run (hover for why): binary-tree on hex, astar-manhattan on hex")),
             qPrintable(setup.runsText()));
    auto* runs = setup.findChild<QLabel*>(QStringLiteral("runsLabel"));
    QVERIFY(runs);
    QVERIFY(runs->toolTip().contains(QStringLiteral("Binary Tree needs square cells")));

    QSignalSpy shown(&window, &ExperimentWindow::resultChanged);
    QVERIFY(window.run());
    QVERIFY(shown.wait(60'000));
    const ExperimentResult& result = *window.result();
    QCOMPARE(result.rows.size(), std::size_t(48));
    QCOMPARE(result.notRun.size(), std::size_t(2));
    QVERIFY2(window.statusText().endsWith(
                 QStringLiteral("Not run (hover for why): binary-tree on hex, astar-manhattan on "
                                "hex.")),
             qPrintable(window.statusText()));

    // The table: a Shape column, the hexagonal groups last.
    QTableView& view = *window.table()->view();
    QVERIFY(!view.isColumnHidden(ExperimentTableModel::Shape));
    QCOMPARE(view.model()->rowCount(), 2 * 3 + 2);
    QCOMPARE(view.model()->index(0, ExperimentTableModel::Shape).data().toString(),
             QStringLiteral("Square"));
    QCOMPARE(view.model()->index(7, ExperimentTableModel::Shape).data().toString(),
             QStringLiteral("Hexagonal"));
    QCOMPARE(view.model()->index(7, ExperimentTableModel::Solver).data().toString(),
             QStringLiteral("A* (Euclidean)"));

    // The charts: one slice per shape; the hexagonal one holds Kruskal's hex runs.
    ExperimentChart& bars = *window.barChart();
    QCOMPARE(bars.sliceCount(), 2);
    auto* slices = bars.findChild<QComboBox*>(QStringLiteral("sliceBox"));
    QVERIFY(slices);
    QCOMPARE(slices->itemText(1),
             QStringLiteral("Hexagonal, 9 \u00d7 9 cells, braid 0 %, terrain off"));
    QVERIFY(bars.setFigure("path_length"));
    bars.setSlice(1);
    auto* series = onlySeries<QBarSeries>(bars.chart());
    QVERIFY(series);
    QCOMPARE(series->count(), 2); // BFS and A* (Euclidean): the solvers that ran on hex
    std::vector<double> lengths;
    for (const ExperimentRow& row : result.rows)
        if (row.shape == ShapeKind::Hex && row.solver->id == "bfs")
            lengths.push_back(double(row.pathLength));
    QCOMPARE(lengths.size(), std::size_t(6));
    auto* axis = qobject_cast<QBarCategoryAxis*>(bars.chart()->axes(Qt::Horizontal).value(0));
    QVERIFY(axis);
    // Binary Tree builds no hexagonal maze: no category of its own on this slice.
    QCOMPARE(axis->categories(), QStringList{QStringLiteral("Kruskal")});
    const int kruskal = int(axis->categories().indexOf(QStringLiteral("Kruskal")));
    QVERIFY(kruskal >= 0);
    QVERIFY(same(series->barSets()[0]->at(kruskal), meanOf(lengths)));
    // On perfect mazes the one path: the two solvers' bars are equal.
    QCOMPARE(series->barSets()[1]->at(kruskal), series->barSets()[0]->at(kruskal));
    // A square experiment again: the column goes away.
    runInWindow(window, smallSpec());
    QVERIFY(view.isColumnHidden(ExperimentTableModel::Shape));
}

QTEST_MAIN(TestExperimentUi)
#include "test_experiment_ui.moc"
