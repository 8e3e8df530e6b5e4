#include "ui/experiment/experiment_charts.hpp"

#include "core/experiment.hpp"
#include "core/shape.hpp"
#include "core/statistics.hpp"
#include "ui/experiment/error_bars.hpp"
#include "ui/experiment/experiment_text.hpp"
#include "ui/widgets/png_file.hpp"

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QBoxPlotSeries>
#include <QBoxSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFileDialog>
#include <QGraphicsScene>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegendMarker>
#include <QPainter>
#include <QPushButton>
#include <QSaveFile>
#include <QScatterSeries>
#include <QSvgGenerator>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <functional>

namespace mazelab::ui {

struct ExperimentChart::Slice {
    ShapeKind shape = ShapeKind::Square;
    Size size;
    double braid = 0;
    Terrain terrain;
    bool named = false; // the experiment has other cells than squares: say which
    [[nodiscard]] bool holds(ShapeKind k, Size s, double b, const Terrain& t) const {
        return k == shape && s == size && b == braid && t == terrain;
    }
    [[nodiscard]] QString label() const {
        const QString cells = QStringLiteral("%1 cells, braid %2 %, terrain %3")
                                  .arg(sizeText(size), numberText(braid), terrainText(terrain));
        if (!named)
            return cells;
        if (shape == ShapeKind::Polar)
            return QStringLiteral("Polar, %1 rings, braid %2 %, terrain %3")
                .arg(QString::number(size.height), numberText(braid), terrainText(terrain));
        return fromStd(shapeName(shape)) + QStringLiteral(", ") + cells;
    }
};

namespace {

// The runs of a solver that the scatter cannot plot (no path length): " (3 no path, 2 gave up)".
QString unplottedText(std::int64_t noPath, std::int64_t gaveUp) {
    QStringList parts;
    if (noPath > 0)
        parts << QStringLiteral("%1 no path").arg(formatCount(noPath));
    if (gaveUp > 0)
        parts << QStringLiteral("%1 gave up").arg(formatCount(gaveUp));
    return parts.isEmpty() ? QString()
                           : QStringLiteral(" (") + parts.join(QStringLiteral(", ")) +
                                 QLatin1Char(')');
}

struct ChartFigure {
    std::string_view key;
    const char* name;      // for the chooser and the title
    const char* axisTitle; // with its unit
};

// The first is the default: cells searched is the same on every machine and every run, where
// the time varies with the machine's load.
constexpr ChartFigure kChartFigures[] = {
    {"searched", "Cells searched", "cells searched"},
    {"time_us", "Time", "time (\u00b5s)"},
    {"percent_searched", "Percent searched", "cells searched (%)"},
    {"path_length", "Path length", "path length (moves)"},
    {"path_cost", "Path cost", "path cost (sum of the cell costs)"},
    {"expanded", "Cells expanded", "cells expanded"},
    {"max_frontier", "Largest frontier", "largest frontier (cells)"},
};

const ChartFigure& chartFigure(std::string_view key) {
    for (const ChartFigure& f : kChartFigures)
        if (f.key == key)
            return f;
    return kChartFigures[0];
}

// Projector-sized fonts: the application's font, scaled.
QFont scaledFont(double scale, bool bold = false) {
    QFont font = QApplication::font();
    font.setPointSizeF(font.pointSizeF() * scale);
    font.setBold(bold);
    return font;
}

void styleAxis(QAbstractAxis* axis, const QString& title) {
    axis->setTitleText(title);
    axis->setTitleFont(scaledFont(1.25, true));
    axis->setLabelsFont(scaledFont(1.15));
}

QChart* newChart(const QString& title) {
    auto* chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation); // exact at once: exports and tests
    chart->setTitle(title);
    chart->setTitleFont(scaledFont(1.4, true));
    chart->legend()->setFont(scaledFont(1.15));
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(8, 8, 8, 8));
    return chart;
}

// A value axis from 0 to a little above `top` (every figure is 0 or more; an error bar reaching
// below 0 is cut at the axis), 0 to 100 at most for a percentage.
QValueAxis* valueAxis(double top, const QString& title, bool percent = false) {
    auto* axis = new QValueAxis;
    const double low = 0;
    if (!(top > low))
        top = low + 1;
    axis->setRange(low, top + (top - low) * 0.05);
    axis->applyNiceNumbers();
    if (percent && axis->max() > 100) {
        axis->setRange(0, 100);
        axis->setTickCount(6);
    }
    const double range = axis->max() - axis->min();
    axis->setLabelFormat(range >= 20  ? QStringLiteral("%.0f")
                         : range >= 2 ? QStringLiteral("%.1f")
                                      : QStringLiteral("%.2f"));
    styleAxis(axis, title);
    return axis;
}

// The generators (with their parameters), titled with what the chart shows of the experiment.
QBarCategoryAxis* generatorAxis(const std::vector<QString>& names, const QString& where) {
    auto* axis = new QBarCategoryAxis;
    for (const QString& name : names)
        axis->append(name);
    styleAxis(axis, QObject::tr("generator (%1)").arg(where));
    return axis;
}

QString mazesPerGroup(const ExperimentResult& result) {
    return result.spec.count == 1 ? QObject::tr("1 maze per group")
                                  : QObject::tr("%1 mazes per group").arg(formatCount(result.spec.count));
}

void attach(QChart* chart, QAbstractSeries* series, QAbstractAxis* x, QAbstractAxis* y) {
    chart->addSeries(series);
    if (chart->axes(Qt::Horizontal).isEmpty())
        chart->addAxis(x, Qt::AlignBottom);
    if (chart->axes(Qt::Vertical).isEmpty())
        chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
}

} // namespace

BoxValues boxValues(const std::vector<double>& sorted) {
    // The same quartiles as the table's and the summary's (core/statistics.hpp).
    return {sorted.front(), quantileOfSorted(sorted, 0.25), quantileOfSorted(sorted, 0.5),
            quantileOfSorted(sorted, 0.75), sorted.back()};
}

ExperimentChart::ExperimentChart(Kind kind, QWidget* parent) : QWidget(parent), m_kind(kind) {
    m_view = new QChartView(this);
    m_view->setObjectName(QStringLiteral("chartView"));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumSize(480, 320);

    m_figureBox = new QComboBox(this);
    m_figureBox->setObjectName(QStringLiteral("figureBox"));
    for (const ChartFigure& f : kChartFigures)
        m_figureBox->addItem(tr(f.name), fromStd(f.key));
    m_sliceLabel = new QLabel(tr("Show:"), this);
    m_sliceBox = new QComboBox(this);
    m_sliceBox->setObjectName(QStringLiteral("sliceBox"));
    m_sliceBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_exportSizeBox = new QComboBox(this);
    m_exportSizeBox->setObjectName(QStringLiteral("exportSizeBox"));
    m_exportSizeBox->addItem(tr("as shown"), QSize());
    for (const QSize s : {QSize(1280, 720), QSize(1600, 900), QSize(1920, 1080), QSize(2560, 1440)})
        m_exportSizeBox->addItem(QStringLiteral("%1 \u00d7 %2").arg(s.width()).arg(s.height()), s);
    m_pngButton = new QPushButton(tr("Export PNG\u2026"), this);
    m_svgButton = new QPushButton(tr("Export SVG\u2026"), this);

    auto* choosers = new QHBoxLayout;
    auto* figureLabel = new QLabel(tr("Figure:"), this);
    choosers->addWidget(figureLabel);
    choosers->addWidget(m_figureBox);
    choosers->addSpacing(12);
    choosers->addWidget(m_sliceLabel);
    choosers->addWidget(m_sliceBox);
    choosers->addStretch(1);
    choosers->addWidget(new QLabel(tr("Export size:"), this));
    choosers->addWidget(m_exportSizeBox);
    choosers->addWidget(m_pngButton);
    choosers->addWidget(m_svgButton);
    // The scatter always plots path length against percent searched.
    figureLabel->setVisible(kind != Kind::Scatter);
    m_figureBox->setVisible(kind != Kind::Scatter);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(choosers);
    layout->addWidget(m_view, 1);

    connect(m_figureBox, &QComboBox::currentIndexChanged, this, &ExperimentChart::rebuild);
    connect(m_sliceBox, &QComboBox::currentIndexChanged, this, &ExperimentChart::rebuild);
    connect(m_pngButton, &QPushButton::clicked, this, [this] { chooseExport(false); });
    connect(m_svgButton, &QPushButton::clicked, this, [this] { chooseExport(true); });
    rebuild();
}

ExperimentChart::~ExperimentChart() = default;

void ExperimentChart::setResult(std::shared_ptr<const ExperimentResult> result) {
    m_result = std::move(result);
    m_slices.clear();
    if (m_result) {
        const bool named =
            std::any_of(m_result->groups.begin(), m_result->groups.end(),
                        [](const ExperimentGroup& g) { return g.shape != ShapeKind::Square; });
        for (const ExperimentGroup& g : m_result->groups)
            if (std::none_of(m_slices.begin(), m_slices.end(), [&](const Slice& s) {
                    return s.holds(g.shape, g.size, g.braid, g.terrain);
                }))
                m_slices.push_back(Slice{g.shape, g.size, g.braid, g.terrain, named});
    }
    const QSignalBlocker blocker(m_sliceBox);
    m_sliceBox->clear();
    for (const Slice& s : m_slices)
        m_sliceBox->addItem(s.label());
    m_sliceLabel->setVisible(m_slices.size() > 1);
    m_sliceBox->setVisible(m_slices.size() > 1);
    rebuild();
}

bool ExperimentChart::setFigure(std::string_view key) {
    const int index = m_figureBox->findData(fromStd(key));
    if (index < 0)
        return false;
    m_figureBox->setCurrentIndex(index);
    return true;
}

std::string_view ExperimentChart::figure() const {
    return kChartFigures[std::max(0, m_figureBox->currentIndex())].key;
}

int ExperimentChart::sliceCount() const { return int(m_slices.size()); }

void ExperimentChart::setSlice(int index) { m_sliceBox->setCurrentIndex(index); }

int ExperimentChart::slice() const { return std::max(0, m_sliceBox->currentIndex()); }

QChart* ExperimentChart::chart() const { return m_view->chart(); }

void ExperimentChart::rebuild() {
    ErrorBars* errorBars = nullptr;
    QChart* chart = buildChart(&errorBars);
    QChart* old = m_view->chart();
    m_view->setChart(chart); // the view owns the new chart; the old one is ours to delete
    delete old;
    m_errorBars = errorBars;
}

namespace {

// What the three kinds of chart share: the result, its categories (every generator entry, a
// generator with its parameters, with a finished run, in axis order; a group or a run belongs to
// the one of its label), the figure, and the slice of sizes, braids and terrains shown.
struct ChartInput {
    const ExperimentResult& result;
    const ChartFigure& figure;
    QString where; // the slice and the mazes per group, under the x axis
    std::function<bool(ShapeKind, Size, double, const Terrain&)> holds;
    std::vector<std::string> labels;
    std::vector<QString> names;
    // The solvers of the spec, but those not run on the slice's shape (experimentSkips).
    std::vector<const SolverInfo*> solvers;

    ChartInput(const ExperimentResult& r, const ChartFigure& f, QString w, ShapeKind shape,
               std::function<bool(ShapeKind, Size, double, const Terrain&)> h)
        : result(r), figure(f), where(std::move(w)), holds(std::move(h)) {
        const auto notRun = [&](const GeneratorInfo* g, const SolverInfo* s) {
            return std::any_of(result.notRun.begin(), result.notRun.end(),
                               [&](const ExperimentSkip& skip) {
                                   return skip.shape == shape && skip.generator == g &&
                                          skip.solver == s && !skip.size;
                               });
        };
        for (const ExperimentGroup& g : result.groups)
            if (std::string label = g.generatorLabel();
                std::find(labels.begin(), labels.end(), label) == labels.end() &&
                !notRun(g.generator, nullptr)) {
                names.push_back(generatorDisplay(g.generator, label));
                labels.push_back(std::move(label));
            }
        for (const SolverInfo* solver : result.spec.solvers)
            if (!notRun(nullptr, solver))
                solvers.push_back(solver);
    }
    template <typename Item>
    [[nodiscard]] int categoryOf(const Item& item) const {
        return int(std::find(labels.begin(), labels.end(), item.generatorLabel()) - labels.begin());
    }
    template <typename Item>
    [[nodiscard]] bool inSlice(const Item& item) const {
        return holds(item.shape, item.size, item.braid, item.terrain);
    }
    [[nodiscard]] QValueAxis* figureAxis(double top) const {
        return valueAxis(top, ExperimentChart::tr(figure.axisTitle),
                         figure.key == "percent_searched");
    }
};

// A bar and its error bar: the median and the quartiles for a figure that has them (the time,
// where one slow run would drag the mean and the sd), else the mean and one sd either side.
ErrorBars::Bar barOf(const FigureSummary& s, int set, int category) {
    if (s.hasQuartiles)
        return {set, category, s.median, s.q1, s.q3};
    return {set, category, s.mean, s.mean - s.stddev, s.mean + s.stddev};
}

QChart* barChart(const ChartInput& in, ErrorBars** errorBars) {
    const auto& solvers = in.solvers;
    const bool quartiles = experimentField(in.figure.key).quartiles;
    QChart* chart = newChart(
        (quartiles ? ExperimentChart::tr("%1 per solver: median, interquartile range")
                   : ExperimentChart::tr("%1 per solver: mean \u00b1 standard deviation"))
            .arg(ExperimentChart::tr(in.figure.name)));
    auto* series = new QBarSeries;
    std::vector<ErrorBars::Bar> bars;
    double top = 0;
    for (std::size_t j = 0; j < solvers.size(); ++j) {
        auto* set = new QBarSet(solverName(in.result.spec, solvers[j]));
        for (std::size_t i = 0; i < in.labels.size(); ++i) {
            const auto group = std::find_if(
                in.result.groups.begin(), in.result.groups.end(), [&](const ExperimentGroup& g) {
                    return g.solver == solvers[j] && in.inSlice(g) && in.categoryOf(g) == int(i);
                });
            const FigureSummary* s =
                group == in.result.groups.end() ? nullptr : &group->figure(in.figure.key);
            if (s == nullptr || s->n == 0) {
                set->append(0); // no run, or no path in the whole group
                continue;
            }
            const ErrorBars::Bar bar = barOf(*s, int(j), int(i));
            set->append(bar.value);
            bars.push_back(bar);
            top = std::max(top, bar.high);
        }
        series->append(set);
    }
    attach(chart, series, generatorAxis(in.names, in.where), in.figureAxis(top));
    auto* items = new ErrorBars(chart, series);
    items->setBars(std::move(bars));
    QObject::connect(chart, &QChart::plotAreaChanged, chart, [items] { items->plotAreaChanged(); });
    *errorBars = items;
    return chart;
}

// One category's box for one solver: the figure's values over its runs in the slice.
QBoxSet* boxOf(const ChartInput& in, const std::vector<int>& rowCategory, int category,
               const SolverInfo* solver, double& top) {
    const ExperimentField& field = experimentField(in.figure.key);
    std::vector<double> values;
    for (std::size_t r = 0; r < in.result.rows.size(); ++r)
        if (rowCategory[r] == category && in.result.rows[r].solver == solver)
            if (const auto v = field.value(in.result.rows[r]))
                values.push_back(*v);
    auto* set = new QBoxSet(in.names[std::size_t(category)]);
    if (values.empty())
        return set;
    std::sort(values.begin(), values.end());
    const BoxValues box = boxValues(values);
    set->setValue(QBoxSet::LowerExtreme, box.min);
    set->setValue(QBoxSet::LowerQuartile, box.lowerQuartile);
    set->setValue(QBoxSet::Median, box.median);
    set->setValue(QBoxSet::UpperQuartile, box.upperQuartile);
    set->setValue(QBoxSet::UpperExtreme, box.max);
    top = std::max(top, box.max);
    return set;
}

QChart* boxChart(const ChartInput& in) {
    QChart* chart = newChart(
        ExperimentChart::tr(
            "%1 per solver: quartiles and median (box), lowest and highest (whiskers)")
            .arg(ExperimentChart::tr(in.figure.name)));
    QBarCategoryAxis* x = generatorAxis(in.names, in.where);
    double top = 0;
    std::vector<QBoxPlotSeries*> all;
    std::vector<int> rowCategory;
    rowCategory.reserve(in.result.rows.size());
    for (const ExperimentRow& row : in.result.rows)
        rowCategory.push_back(in.inSlice(row) ? in.categoryOf(row) : -1);
    for (const SolverInfo* solver : in.solvers) {
        auto* series = new QBoxPlotSeries;
        series->setName(solverName(in.result.spec, solver));
        for (std::size_t i = 0; i < in.labels.size(); ++i)
            series->append(boxOf(in, rowCategory, int(i), solver, top));
        all.push_back(series);
    }
    QValueAxis* y = in.figureAxis(top);
    for (QBoxPlotSeries* series : all)
        attach(chart, series, x, y);
    return chart;
}

QChart* scatterChart(const ChartInput& in) {
    const auto& solvers = in.solvers;
    QChart* chart =
        newChart(ExperimentChart::tr("Path length against cells searched, one point per run"));
    const QScatterSeries::MarkerShape shapes[] = {
        QScatterSeries::MarkerShapeCircle, QScatterSeries::MarkerShapeRectangle,
        QScatterSeries::MarkerShapeTriangle, QScatterSeries::MarkerShapeRotatedRectangle,
        QScatterSeries::MarkerShapeStar, QScatterSeries::MarkerShapePentagon};
    double top = 0;
    std::vector<QScatterSeries*> all;
    for (std::size_t j = 0; j < solvers.size(); ++j) {
        auto* series = new QScatterSeries;
        series->setMarkerShape(shapes[j % std::size(shapes)]);
        series->setMarkerSize(10);
        std::int64_t noPath = 0, gaveUp = 0; // runs without a point
        for (const ExperimentRow& row : in.result.rows) {
            if (row.solver != solvers[j] || !in.inSlice(row))
                continue;
            noPath += !row.found && !row.gaveUp;
            gaveUp += row.gaveUp;
            if (row.found) {
                series->append(row.percentSearched(), double(row.pathLength));
                top = std::max(top, double(row.pathLength));
            }
        }
        series->setName(solverName(in.result.spec, solvers[j]) + unplottedText(noPath, gaveUp));
        all.push_back(series);
    }
    auto* x = new QValueAxis;
    x->setRange(0, 100);
    x->setTickCount(11);
    x->setLabelFormat(QStringLiteral("%.0f"));
    styleAxis(x, ExperimentChart::tr("cells searched (%) \u2014 %1").arg(in.where));
    QValueAxis* y = valueAxis(top, ExperimentChart::tr("path length (moves)"));
    for (QScatterSeries* series : all) {
        attach(chart, series, x, y);
        // Translucent markers, so that dense clouds show their density.
        QColor colour = series->color();
        colour.setAlpha(150);
        series->setColor(colour);
        series->setBorderColor(colour.darker(130));
    }
    return chart;
}

} // namespace

QChart* ExperimentChart::buildChart(ErrorBars** errorBars) const {
    *errorBars = nullptr;
    if (!m_result || m_slices.empty())
        return newChart(tr("No results yet: run an experiment or open a CSV file"));
    const ExperimentResult& result = *m_result;
    if (result.spec.solvers.empty())
        return newChart(tr("This experiment measured mazes only: there is no solver to chart"));
    const Slice& slice = m_slices[std::size_t(std::clamp(this->slice(), 0, sliceCount() - 1))];
    const ChartInput in(result, chartFigure(this->figure()),
                        slice.label() + QStringLiteral(", ") + mazesPerGroup(result), slice.shape,
                        [&slice](ShapeKind k, Size s, double b, const Terrain& t) {
                            return slice.holds(k, s, b, t);
                        });
    switch (m_kind) {
    case Kind::Bars:
        return barChart(in, errorBars);
    case Kind::Box:
        return boxChart(in);
    case Kind::Scatter:
        break;
    }
    return scatterChart(in);
}

QSize ExperimentChart::exportSize(QSize size) const {
    return size.isValid() && !size.isEmpty() ? size : m_view->size();
}

namespace {

// Draws `chart` (which this takes) at `size` onto `painter`, laid out at that size.
void renderChart(QChart* chart, QSize size, QPainter& painter) {
    QGraphicsScene scene;
    scene.addItem(chart); // the scene owns the chart from here
    chart->resize(size);  // the chart lays itself out on the resize event, at once
    const QRectF area(QPointF(0, 0), QSizeF(size));
    scene.setSceneRect(area);
    painter.setRenderHint(QPainter::Antialiasing);
    scene.render(&painter, area, area);
}

} // namespace

QString ExperimentChart::exportPng(const QString& path, QSize size) const {
    size = exportSize(size);
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    {
        ErrorBars* bars = nullptr;
        QPainter painter(&image);
        renderChart(buildChart(&bars), size, painter);
    }
    return savePngFile(image, path);
}

QString ExperimentChart::exportSvg(const QString& path, QSize size) const {
    size = exportSize(size);
    QSaveFile file(path); // all or nothing, as every save (ui/widgets/png_file.hpp)
    if (!file.open(QIODevice::WriteOnly))
        return tr("cannot write %1: %2").arg(path, file.errorString());
    QSvgGenerator svg;
    svg.setOutputDevice(&file);
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(0, 0), size));
    svg.setTitle(QStringLiteral("mazelab experiment"));
    QPainter painter;
    if (!painter.begin(&svg))
        return tr("cannot write %1").arg(path);
    painter.fillRect(QRect(QPoint(0, 0), size), Qt::white);
    ErrorBars* bars = nullptr;
    renderChart(buildChart(&bars), size, painter);
    if (!painter.end() || !file.commit())
        return tr("cannot write %1: %2").arg(path, file.errorString());
    return {};
}

void ExperimentChart::chooseExport(bool svg) {
    const QString filter = svg ? tr("SVG image (*.svg)") : tr("PNG image (*.png)");
    QString path = QFileDialog::getSaveFileName(this, svg ? tr("Export SVG") : tr("Export PNG"),
                                                QString(), filter);
    if (path.isEmpty())
        return;
    const QString suffix = svg ? QStringLiteral(".svg") : QStringLiteral(".png");
    if (!path.endsWith(suffix, Qt::CaseInsensitive))
        path += suffix;
    const QSize size = m_exportSizeBox->currentData().toSize();
    const QString error = svg ? exportSvg(path, size) : exportPng(path, size);
    if (!error.isEmpty())
        openErrorBox(this, tr("Cannot export the chart"), error);
}

} // namespace mazelab::ui
