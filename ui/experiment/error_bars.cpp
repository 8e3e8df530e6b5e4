#include "ui/experiment/error_bars.hpp"

#include <QBarSeries>
#include <QChart>
#include <QPainter>

#include <algorithm>

namespace mazelab::ui {

ErrorBars::ErrorBars(QChart* chart, QBarSeries* series)
    : QGraphicsItem(chart), m_chart(chart), m_series(series),
      m_pen(QColor(30, 30, 30), 2.0, Qt::SolidLine, Qt::FlatCap) {
    setZValue(1000); // above the series and the grid
}

void ErrorBars::setBars(std::vector<Bar> bars) {
    m_bars = std::move(bars);
    update();
}

void ErrorBars::plotAreaChanged() {
    prepareGeometryChange();
    update();
}

QRectF ErrorBars::boundingRect() const {
    return m_chart->plotArea().adjusted(-4, -4, 4, 4);
}

void ErrorBars::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    const int sets = std::max(1, int(m_series->count()));
    const double width = m_series->barWidth();
    const QRectF plot = m_chart->plotArea();
    painter->save();
    painter->setClipRect(plot);
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(m_pen);
    for (const Bar& bar : m_bars) {
        if (bar.high <= bar.low)
            continue;
        const double centre = bar.category - width / 2 + (bar.set + 0.5) * width / sets;
        const double halfCap = width / sets * 0.25;
        const QPointF top = m_chart->mapToPosition(QPointF(centre, bar.high), m_series);
        const QPointF bottom =
            m_chart->mapToPosition(QPointF(centre, bar.low), m_series);
        const double capLeft =
            m_chart->mapToPosition(QPointF(centre - halfCap, bar.value), m_series).x();
        const double capRight =
            m_chart->mapToPosition(QPointF(centre + halfCap, bar.value), m_series).x();
        painter->drawLine(top, bottom);
        painter->drawLine(QPointF(capLeft, top.y()), QPointF(capRight, top.y()));
        painter->drawLine(QPointF(capLeft, bottom.y()), QPointF(capRight, bottom.y()));
    }
    painter->restore();
}

} // namespace mazelab::ui
