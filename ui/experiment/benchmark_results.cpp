#include "ui/experiment/benchmark_results.hpp"

#include "ui/experiment/benchmark_run.hpp"
#include "ui/experiment/experiment_text.hpp"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <sstream>

namespace mazelab::ui {
namespace {

const QStringList kColumns = {
    QObject::tr("Solver"),      QObject::tr("Bucket"),      QObject::tr("Problems"),
    QObject::tr("Found"),       QObject::tr("Optimal"),     QObject::tr("Max ratio"),
    QObject::tr("Expanded"),    QObject::tr("per problem"), QObject::tr("Searched"),
    QObject::tr("per problem"), QObject::tr("Time (ms)"),   QObject::tr("per problem (ms)")};

QString fixedText(double value, int decimals) {
    return figuresLocale(true).toString(value, 'f', decimals);
}

QString meanText(double total, std::int64_t problems, int decimals) {
    return problems > 0 ? fixedText(total / double(problems), decimals) : QStringLiteral("-");
}

// The figure of one tally that the chart draws; none for a ratio where nothing was found.
std::optional<double> figureOf(BenchmarkResults::Figure figure, const BenchmarkTally& t) {
    if (figure == BenchmarkResults::Ratio)
        return t.maxRatio;
    if (t.problems == 0)
        return std::nullopt;
    const double total = figure == BenchmarkResults::Expanded   ? double(t.expanded)
                         : figure == BenchmarkResults::Searched ? double(t.searched)
                                                                : double(t.timeNs) / 1e6;
    return total / double(t.problems);
}

} // namespace

BenchmarkResults::BenchmarkResults(QWidget* parent) : QWidget(parent) {
    m_caption = new QLabel(this);
    m_caption->setObjectName(QStringLiteral("benchmarkCaption"));
    m_caption->setWordWrap(true);
    m_caption->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_misses = new QLabel(this);
    m_misses->setObjectName(QStringLiteral("benchmarkMisses"));
    m_misses->setWordWrap(true);
    m_misses->setTextFormat(Qt::PlainText);
    m_misses->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_misses->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold;"));
    m_misses->hide();

    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("benchmarkTable"));
    m_table->setColumnCount(int(kColumns.size()));
    m_table->setHorizontalHeaderLabels(kColumns);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);

    m_figureBox = new QComboBox(this);
    m_figureBox->setObjectName(QStringLiteral("benchmarkFigureBox"));
    m_figureBox->addItems({tr("Cells expanded per problem"), tr("Cells searched per problem"),
                           tr("Time per problem (ms)"),
                           tr("Largest cost found / optimum (found/optimal ratio)")});
    m_view = new QChartView(this);
    m_view->setRenderHint(QPainter::Antialiasing);
    auto* chartPage = new QWidget(this);
    auto* chooser = new QHBoxLayout;
    chooser->addWidget(new QLabel(tr("Figure:"), chartPage));
    chooser->addWidget(m_figureBox);
    chooser->addStretch(1);
    auto* chartLayout = new QVBoxLayout(chartPage);
    chartLayout->addLayout(chooser);
    chartLayout->addWidget(m_view, 1);

    m_tabs = new QTabWidget(this);
    m_tabs->addTab(m_table, tr("Table"));
    m_tabs->addTab(chartPage, tr("Chart by bucket"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_caption);
    layout->addWidget(m_misses);
    layout->addWidget(m_tabs, 1);

    connect(m_figureBox, &QComboBox::currentIndexChanged, this, &BenchmarkResults::rebuildChart);
    setRun(nullptr);
}

BenchmarkResults::~BenchmarkResults() = default;

QChart* BenchmarkResults::chart() const {
    return m_view->chart();
}

void BenchmarkResults::setFigure(Figure figure) {
    m_figureBox->setCurrentIndex(int(figure));
}

BenchmarkResults::Figure BenchmarkResults::figure() const {
    return Figure(m_figureBox->currentIndex());
}

void BenchmarkResults::setRun(std::shared_ptr<const BenchmarkRun> run) {
    m_run = std::move(run);
    if (!m_run) {
        m_caption->setText(tr("Moving AI benchmark (%1): choose a scenario file and press Run.")
                               .arg(kBenchmarkCitation));
        m_misses->hide();
    } else {
        const BenchmarkSpec& spec = m_run->spec;
        const BenchmarkResult& result = *m_run->result;
        const Size size = spec.map->size();
        QString part = spec.every == 1 ? tr("all %1 problems").arg(spec.problems.size())
                                       : tr("%1, %2 of %3")
                                             .arg(everyProblemText(spec.every))
                                             .arg(spec.selected().size())
                                             .arg(spec.problems.size());
        if (result.cancelled)
            part +=
                tr(", cancelled after %1 of %2").arg(result.problemsDone).arg(result.problemsTotal);
        if (result.startOnGoal > 0)
            part +=
                tr("; %1 with the start on the goal (length 0, not run)").arg(result.startOnGoal);
        m_caption->setText(
            tr("<b>Moving AI benchmark</b> (%1): %2 on %3 (%4 \u00d7 %5), %6. Movement: %7%8.<br>")
                .arg(kBenchmarkCitation, fromStd(spec.scenario), fromStd(spec.mapName))
                .arg(size.width)
                .arg(size.height)
                .arg(part, fromStd(diagonalId(spec.diagonal)),
                     spec.checksOptima()
                         ? tr(" (the benchmark's rule: optimal means within 0.0001 of the "
                              "published optimum)")
                         : tr(" (the published optima are for only-when-no-obstacles: not "
                              "checked)")) +
            totalsText());
        const std::string missed = benchmarkMissesText(spec, result);
        m_misses->setText(missed.empty()
                              ? QString()
                              : tr("Missed optima \u2014 %1").arg(QString::fromStdString(missed)));
        m_misses->setVisible(!missed.empty());
    }
    fillTable();
    rebuildChart();
}

// "<b>Totals</b>: dijkstra 13 found of 13, 13 optimal, 1,234 cells expanded, 2.5 ms; ...".
QString BenchmarkResults::totalsText() const {
    const BenchmarkSpec& spec = m_run->spec;
    QStringList parts;
    for (std::size_t i = 0; i < spec.solvers.size(); ++i) {
        const BenchmarkTally t = m_run->result->total(i);
        QString part = tr("%1 found %2 of %3")
                           .arg(QString::fromStdString(spec.solverLabel(i)), formatCount(t.found),
                                formatCount(t.problems));
        if (spec.checksOptima())
            part += tr(", %1 optimal").arg(formatCount(t.optimal));
        parts << part + tr(", %1 cells expanded, %2 ms")
                            .arg(formatCount(t.expanded), fixedText(double(t.timeNs) / 1e6, 1));
    }
    return tr("<b>Totals</b>: %1.").arg(parts.join(QStringLiteral("; ")));
}

void BenchmarkResults::fillTable() {
    m_table->setRowCount(0);
    if (!m_run)
        return;
    const BenchmarkSpec& spec = m_run->spec;
    const BenchmarkResult& result = *m_run->result;
    const bool checked = spec.checksOptima();
    auto addRow = [&](std::size_t solver, const QString& bucket, const BenchmarkTally& t,
                      bool total) {
        const QStringList cells = {QString::fromStdString(spec.solverLabel(solver)),
                                   bucket,
                                   formatCount(t.problems),
                                   formatCount(t.found),
                                   checked ? formatCount(t.optimal) : QStringLiteral("-"),
                                   t.maxRatio ? fixedText(*t.maxRatio, 6) : QStringLiteral("-"),
                                   formatCount(t.expanded),
                                   meanText(double(t.expanded), t.problems, 1),
                                   formatCount(t.searched),
                                   meanText(double(t.searched), t.problems, 1),
                                   fixedText(double(t.timeNs) / 1e6, 3),
                                   meanText(double(t.timeNs) / 1e6, t.problems, 4)};
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        const bool missed = spec.promisesOptima(solver) && t.optimal < t.problems;
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            item->setTextAlignment(c < 2 ? Qt::AlignLeft | Qt::AlignVCenter
                                         : Qt::AlignRight | Qt::AlignVCenter);
            if (total) {
                QFont font = item->font();
                font.setBold(true);
                item->setFont(font);
            }
            if (missed && c == 4) {
                item->setForeground(QColor(0xb0, 0x00, 0x20));
                item->setToolTip(tr("%1 promises shortest paths but missed %2 optima here")
                                     .arg(cells[0])
                                     .arg(t.problems - t.optimal));
            }
            m_table->setItem(row, c, item);
        }
    };
    for (std::size_t i = 0; i < spec.solvers.size(); ++i) {
        for (std::size_t b = 0; b < result.buckets.size(); ++b)
            addRow(i, QString::number(result.buckets[b]), result.tallies[i][b], false);
        addRow(i, tr("total"), result.total(i), true);
    }
    m_table->resizeColumnsToContents();
}

void BenchmarkResults::rebuildChart() {
    auto* chart = new QChart;
    const Figure shown = figure();
    if (m_run) {
        const BenchmarkSpec& spec = m_run->spec;
        const BenchmarkResult& result = *m_run->result;
        chart->setTitle(tr("%1 by bucket: %2, %3<br>Moving AI benchmark, %4")
                            .arg(m_figureBox->currentText(), fromStd(spec.scenario),
                                 fromStd(diagonalId(spec.diagonal)), kBenchmarkCitation));
        auto* x = new QValueAxis;
        x->setTitleText(tr("Bucket (about the optimal length \u00f7 4)"));
        x->setLabelFormat(QStringLiteral("%d"));
        auto* y = new QValueAxis;
        y->setTitleText(m_figureBox->currentText());
        chart->addAxis(x, Qt::AlignBottom);
        chart->addAxis(y, Qt::AlignLeft);
        double low = 0, high = 0;
        bool any = false;
        for (std::size_t i = 0; i < spec.solvers.size(); ++i) {
            auto* series = new QLineSeries;
            series->setName(QString::fromStdString(spec.solverLabel(i)));
            series->setPointsVisible(true);
            for (std::size_t b = 0; b < result.buckets.size(); ++b)
                if (const auto value = figureOf(shown, result.tallies[i][b])) {
                    series->append(result.buckets[b], *value);
                    low = any ? std::min(low, *value) : *value;
                    high = any ? std::max(high, *value) : *value;
                    any = true;
                }
            chart->addSeries(series);
            series->attachAxis(x);
            series->attachAxis(y);
        }
        if (!result.buckets.empty()) {
            const int first = result.buckets.front();
            const int last = std::max(result.buckets.back(), first + 1);
            x->setRange(first, last);
            // Ticks on round buckets: 1, 2 or 5 times a power of ten, about ten of them.
            int step = 1;
            for (int scale = 1; step * 10 < last - first; scale *= 10)
                for (const int m : {1, 2, 5})
                    if (step * 10 < last - first)
                        step = m * scale;
            x->setTickType(QValueAxis::TicksDynamic);
            x->setTickAnchor(0);
            x->setTickInterval(step);
        }
        y->setLabelFormat(shown == Ratio  ? QStringLiteral("%.3f")
                          : shown == Time ? QStringLiteral("%.3g")
                                          : QStringLiteral("%.0f"));
        // Ratios start at 1 (the optimum); counts and times at 0.
        const double floor = shown == Ratio ? std::min(1.0, low) : 0.0;
        y->setRange(floor, any && high > floor ? high * 1.05 : floor + 1);
        y->applyNiceNumbers();
    } else {
        chart->setTitle(tr("Moving AI benchmark (%1): no results yet").arg(kBenchmarkCitation));
    }
    QChart* old = m_view->chart();
    m_view->setChart(chart);
    delete old;
}

std::string BenchmarkResults::csvText() const {
    if (!m_run)
        return {};
    std::ostringstream out;
    writeBenchmarkCsv(out, m_run->spec, *m_run->result);
    return out.str();
}

} // namespace mazelab::ui
