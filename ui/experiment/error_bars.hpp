#pragma once
// Error bars (mean ± sd, or the quartiles) over the bars of a QBarSeries. Qt Charts has none, so
// this item draws them on the chart: a vertical line from low to high at the centre of each bar,
// with caps, mapped through QChart::mapToPosition at paint time so that it follows every resize. The
// bar's centre is where Qt Charts puts it: category - w/2 + (set + 1/2) * w / sets, w the series'
// bar width (qtcharts barchartitem.cpp).
//
// The values stay readable (bars()), for the tests and for anyone exporting the figures.

#include <QGraphicsItem>
#include <QPen>

#include <vector>

class QBarSeries;
class QChart;

namespace mazelab::ui {

class ErrorBars : public QGraphicsItem {
public:
    struct Bar {
        int set = 0;      // index of the QBarSet in the series
        int category = 0; // index of the category
        double value = 0; // the bar's height: a mean or a median
        double low = 0;   // the error bar, from low to high: mean ± sd, or the quartiles
        double high = 0;
    };

    // Becomes a child item of `chart` (which owns it), drawn above `series`.
    ErrorBars(QChart* chart, QBarSeries* series);

    void setBars(std::vector<Bar> bars);
    [[nodiscard]] const std::vector<Bar>& bars() const { return m_bars; }
    // Call when the plot area moved (QChart::plotAreaChanged).
    void plotAreaChanged();

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option,
               QWidget* widget) override;

private:
    QChart* m_chart;
    QBarSeries* m_series;
    std::vector<Bar> m_bars;
    QPen m_pen;
};

} // namespace mazelab::ui
