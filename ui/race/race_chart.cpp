#include "ui/race/race_chart.hpp"

#include "ui/widgets/fonts.hpp"

#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>

namespace mazelab::ui {
namespace {

// The smallest of 1, 2, 5, 10, 20, 50, ... at least `value` (and at least 10): an axis end that
// moves seldom and reads easily.
double niceCeiling(double value) {
    double step = 10;
    while (step < value) {
        if (step * 2 >= value)
            return step * 2;
        if (step * 5 >= value)
            return step * 5;
        step *= 10;
    }
    return step;
}

} // namespace

RaceChart::RaceChart(QWidget* parent) : QChartView(parent) {
    setObjectName(QStringLiteral("raceChart"));
    setRenderHint(QPainter::Antialiasing);
    auto* chart = new QChart;
    chart->setTitle(tr("Cells searched against steps"));
    chart->setTitleFont(scaledFont(font(), 1.3, true));
    // On the right, one solver a line: eight full names never fit side by side.
    chart->legend()->setAlignment(Qt::AlignRight);
    chart->legend()->setFont(font());
    chart->setMargins(QMargins(4, 4, 4, 4));
    m_x = new QValueAxis(chart);
    m_x->setTitleText(tr("Steps"));
    m_y = new QValueAxis(chart);
    m_y->setTitleText(tr("Cells searched"));
    for (QValueAxis* axis : {m_x, m_y}) {
        axis->setLabelFormat(QStringLiteral("%d"));
        axis->setTitleFont(scaledFont(font(), 1.1, true));
        axis->setLabelsFont(font());
        axis->setRange(0, 10);
        axis->setTickCount(6);
    }
    chart->addAxis(m_x, Qt::AlignBottom);
    chart->addAxis(m_y, Qt::AlignLeft);
    setChart(chart);
}

void RaceChart::setAgentMode(bool agents) {
    if (agents == m_agents)
        return;
    m_agents = agents;
    chart()->setTitle(agents ? tr("Cells expanded against steps")
                             : tr("Cells searched against steps"));
    m_y->setTitleText(agents ? tr("Cells expanded") : tr("Cells searched"));
    clearPoints();
}

void RaceChart::setLanes(const QStringList& names, const QList<QColor>& colours) {
    for (Line& line : m_lines) {
        chart()->removeSeries(line.series);
        delete line.series;
    }
    m_lines.clear();
    for (int lane = 0; lane < int(names.size()); ++lane) {
        auto* series = new QLineSeries(chart());
        series->setName(names[lane]);
        QPen pen(colours.value(lane));
        pen.setWidthF(3);
        series->setPen(pen);
        chart()->addSeries(series);
        series->attachAxis(m_x);
        series->attachAxis(m_y);
        m_lines.push_back({series, 0});
    }
    clearPoints();
}

void RaceChart::clearPoints() {
    for (Line& line : m_lines) {
        line.series->clear();
        line.kept = 0;
    }
    m_spacing = 1;
    m_maxX = 0;
    m_maxY = 0;
    updateAxes();
}

void RaceChart::record(std::span<const QPointF> points) {
    const std::size_t n = std::min(points.size(), m_lines.size());
    for (std::size_t lane = 0; lane < n; ++lane) {
        push(m_lines[lane], points[lane]);
        m_maxX = std::max(m_maxX, points[lane].x());
        m_maxY = std::max(m_maxY, points[lane].y());
    }
    if (std::any_of(m_lines.begin(), m_lines.end(),
                    [](const Line& line) { return line.kept > kMaxPoints; }))
        thin();
    updateAxes();
}

void RaceChart::push(Line& line, QPointF point) {
    QLineSeries& series = *line.series;
    const int count = int(series.count());
    if (count > 0 && series.at(count - 1) == point)
        return; // a finished lane: nothing new
    const double lastKept = line.kept > 0 ? series.at(line.kept - 1).x()
                                          : -std::numeric_limits<double>::infinity();
    if (count > line.kept)
        series.replace(count - 1, point); // the live tail moves on
    else
        series.append(point);
    if (point.x() - lastKept >= m_spacing)
        line.kept = int(series.count()); // far enough from the last kept point: it stays
}

void RaceChart::thin() {
    m_spacing *= 2;
    for (Line& line : m_lines) {
        const QList<QPointF> points = line.series->points();
        QList<QPointF> thinned;
        thinned.reserve(line.kept / 2 + 2);
        for (int i = 0; i < line.kept; i += 2)
            thinned.append(points[i]);
        if (line.kept > 0 && (line.kept - 1) % 2 != 0)
            thinned.append(points[line.kept - 1]); // the last kept point stays
        const int kept = int(thinned.size());
        for (int i = line.kept; i < int(points.size()); ++i)
            thinned.append(points[i]); // the tail
        line.series->replace(thinned);
        line.kept = kept;
    }
}

void RaceChart::updateAxes() {
    m_x->setRange(0, niceCeiling(m_maxX));
    m_y->setRange(0, niceCeiling(m_maxY));
}

} // namespace mazelab::ui
