// The experiment window's files and table: opening good and bad CSV files, bad set-ups, and the
// table's numeric sorting and its CSV. The charts are in test_experiment_ui.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/experiment_csv.hpp"
#endif
#include "experiment_support.hpp"

#include <QLineEdit>
#include <QMessageBox>
#include <QSortFilterProxyModel>
#include <QTableView>

#include <sstream>

using namespace mazelab;
using namespace mazelab::ui;
using namespace mazelab::testing;

namespace {

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

class TestExperimentFiles : public QObject {
    Q_OBJECT

private slots:
    // Rule: a CSV written by writeRowsCsv opens like a fresh run; a malformed or truncated one
    // shows the reader's message (with its line) and leaves the results as they were.
    void openingCsvFilesGoodAndBad();
    // Rule: every bad set-up says what is wrong and nothing runs; an unwritable path says so.
    void badSetUpsSayWhatIsWrong();
    // Rule: the table sorts numbers numerically; its CSV is writeSummaryCsv of the groups and the
    // runs' CSV is writeRowsCsv of the rows.
    void tableSortsNumericallyAndExportsCsv();
    // Rule: a field of any length is refused with a short message naming its line (the reader
    // quotes at most a few dozen characters of it), and the window shows that message.
    void aHugeBadFieldGetsAShortMessage();
};

// One window opens a good file, then bad ones, each checked against what the window showed
// before it: the checks share that state, so they stay in one function.
void TestExperimentFiles::openingCsvFilesGoodAndBad() {
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
    QCOMPARE(variantWindow.setup()->readSpec(again), QString());
    QCOMPARE(again.generators.size(), std::size_t(2));
    QCOMPARE(generatorLabel(*again.generators[0], again.generatorParams[0]),
             std::string("growing-tree:policy=oldest"));
    QCOMPARE(generatorLabel(*again.generators[1], again.generatorParams[1]),
             std::string("growing-tree:policy=random"));
    // And a script may name such an entry as mazelab-cli does.
    QCOMPARE(variantWindow.setup()->setSetupField(QStringLiteral("generators"),
                                         QStringLiteral("kruskal, growing-tree:policy=middle")),
             QString());
    QCOMPARE(variantWindow.setup()->readSpec(again), QString());
    QCOMPARE(again.generators.size(), std::size_t(2));
    QCOMPARE(generatorLabel(*again.generators[1], again.generatorParams[1]),
             std::string("growing-tree:policy=middle"));
    QVERIFY(!variantWindow.setup()->setSetupField(QStringLiteral("generators"),
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

void TestExperimentFiles::badSetUpsSayWhatIsWrong() {
    ExperimentWindow window;
    auto* runButton = window.findChild<QPushButton*>(QStringLiteral("runButton"));
    QVERIFY(runButton);
    window.setup()->setSpec(smallSpec());
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
        window.setup()->setSpec(smallSpec());
        QVERIFY(window.setup()->setSetupField(QString::fromLatin1(c.field), QString::fromLatin1(c.value))
                    .isEmpty());
        ExperimentSpec spec;
        const QString error = window.setup()->readSpec(spec);
        QVERIFY2(error.contains(QString::fromLatin1(c.message)),
                 qPrintable(QStringLiteral("%1=%2: %3").arg(c.field, c.value, error)));
        QVERIFY(window.runsText().contains(QString::fromLatin1(c.message)));
        QVERIFY(!runButton->isEnabled());
        QVERIFY(!window.run());
        QVERIFY(!window.running());
        QVERIFY(window.lastError().contains(QString::fromLatin1(c.message)));
        closeErrorBoxes(window);
    }
    QVERIFY(window.setup()->setSetupField(QStringLiteral("generators"), QStringLiteral("nope"))
                .contains(QStringLiteral("unknown generator 'nope'")));
    QVERIFY(window.setup()->setSetupField(QStringLiteral("colour"), QStringLiteral("red"))
                .contains(QStringLiteral("unknown set-up field")));

    // Exports without results, and to a path that cannot be written.
    QVERIFY(!window.saveSummaryCsv(QStringLiteral("/tmp/never.csv")).isEmpty());
    closeErrorBoxes(window);
    window.setup()->setSpec(smallSpec());
    runInWindow(window, smallSpec());
    const QString path = QStringLiteral("/nonexistent-dir/summary.csv");
    QVERIFY(window.saveSummaryCsv(path).contains(path));
    QVERIFY(window.saveRowsCsv(path).contains(path));
    QVERIFY(!window.barChart()->exportPng(path + QStringLiteral(".png")).isEmpty());
    QVERIFY(!window.barChart()->exportSvg(path + QStringLiteral(".svg")).isEmpty());
    closeErrorBoxes(window);
}

void TestExperimentFiles::tableSortsNumericallyAndExportsCsv() {
    ExperimentWindow window;
    ExperimentSpec spec = smallSpec();
    spec.sizes = {Size{4, 4}, Size{40, 40}}; // expanded: one and three or four digits
    spec.count = 5;
    runInWindow(window, spec);
    const ExperimentResult& result = *window.result();
    QCOMPARE(result.groups.size(), std::size_t(12));

    QTableView* view = window.table()->view();
    QAbstractItemModel* model = view->model();
    // The time's median and interquartile range are the group's, to the decimal shown.
    const int median = ExperimentTableModel::FirstFigure;
    const int iqr = ExperimentTableModel::FirstFigure + 1;
    QCOMPARE(model->headerData(median, Qt::Horizontal).toString(),
             QStringLiteral("Time median (\u00b5s)"));
    QCOMPARE(model->headerData(iqr, Qt::Horizontal).toString(),
             QStringLiteral("Time IQR (\u00b5s)"));
    for (int r = 0; r < model->rowCount(); ++r) {
        const FigureSummary& time = result.groups[std::size_t(r)].figure("time_us");
        QVERIFY(time.hasQuartiles);
        QVERIFY(std::abs(shownMean(model->index(r, median).data().toString()) - time.median) <=
                0.05 + 1e-9);
        QVERIFY(std::abs(shownMean(model->index(r, iqr).data().toString()) -
                         (time.q3 - time.q1)) <= 0.05 + 1e-9);
    }
    const int expanded = ExperimentTableModel::FirstFigure + 5;
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

void TestExperimentFiles::aHugeBadFieldGetsAShortMessage() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    ExperimentSpec spec = smallSpec();
    spec.count = 1;
    const std::string csv = rowsCsv(runExperiment(spec, {}).rows);
    const std::size_t line2 = csv.find('\n') + 1;
    const std::size_t line3 = csv.find('\n', line2) + 1;
    const std::string huge(std::size_t(1) << 20, 'x');
    const std::string column = csv.substr(line2, csv.find(',', line2) - line2); // the generator
    const struct {
        const char* what;
        std::string text;
        const char* message;
    } cases[] = {
        {"generator", csv.substr(0, line3) + huge + csv.substr(line3 + column.size()),
         "line 3: unknown generator 'xxxx"},
        {"width",
         csv.substr(0, line2) + column + "," + huge +
             csv.substr(csv.find(',', csv.find(',', line2) + 1)),
         "line 2: width must be a whole number"},
    };
    for (const auto& c : cases) {
        std::istringstream in(c.text);
        try {
            (void)readRowsCsv(in);
            QFAIL(c.what);
        } catch (const Error& e) {
            const std::string message = e.what();
            QVERIFY2(message.find(c.message) != std::string::npos, message.substr(0, 300).c_str());
            QVERIFY2(message.size() < 200, message.substr(0, 300).c_str());
        }
        const QString path = dir.filePath(QStringLiteral("huge.csv"));
        writeFile(path, c.text);
        ExperimentWindow window;
        QVERIFY(!window.openCsv(path));
        QVERIFY2(window.lastError().size() < 300, qPrintable(window.lastError().left(300)));
        QVERIFY(window.lastError().contains(QString::fromLatin1(c.message)));
        const auto boxes = window.findChildren<QMessageBox*>(QStringLiteral("errorBox"));
        QCOMPARE(boxes.size(), 1);
        QVERIFY(boxes.front()->text().size() < 300);
    }
}

QTEST_MAIN(TestExperimentFiles)
#include "test_experiment_files.moc"
