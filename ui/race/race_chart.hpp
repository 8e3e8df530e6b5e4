#pragma once
// The race chart: cells searched against steps, one line per lane in the lane's colour, named in
// the legend, growing as the race runs. Points are added at most once per tick; a line's last
// point is always its lane's (steps, searched) now. To keep a huge race light, a line keeps at
// most kMaxPoints points: when one would pass it, every line drops every other point and the
// spacing between points doubles (the first and the last point always stay).
//
// In an agent race (setAgentMode) the lines are the cells expanded by every plan against the
// lock-step steps (NavSteps), under titles that say so.
//
// Qt Charts 6.4: the classes are namespace-free (QChart, QLineSeries, QValueAxis).

#include <QChartView>
#include <QColor>
#include <QPointF>

#include <span>
#include <vector>

class QLineSeries;
class QValueAxis;

namespace mazelab::ui {

class RaceChart : public QChartView {
    Q_OBJECT

public:
    static constexpr int kMaxPoints = 2000;

    explicit RaceChart(QWidget* parent = nullptr);

    // One empty line per lane.
    void setLanes(const QStringList& names, const QList<QColor>& colours);
    // The titles of an agent race or of a search race; empties every line when it changes.
    void setAgentMode(bool agents);
    [[nodiscard]] bool agentMode() const { return m_agents; }
    // Empties every line (a reset).
    void clearPoints();
    // The lanes' (steps, searched) now, one point per lane in lane order.
    void record(std::span<const QPointF> points);

    [[nodiscard]] int lineCount() const { return int(m_lines.size()); }
    [[nodiscard]] QLineSeries* line(int lane) const { return m_lines.at(std::size_t(lane)).series; }
    // Steps between two kept points (1 until the first thinning).
    [[nodiscard]] double spacing() const { return m_spacing; }

private:
    struct Line {
        QLineSeries* series = nullptr;
        int kept = 0; // points that stay; a point after them is the live tail, replaced each tick
    };
    void push(Line& line, QPointF point);
    void thin();
    void updateAxes();

    std::vector<Line> m_lines;
    QValueAxis* m_x = nullptr;
    QValueAxis* m_y = nullptr;
    bool m_agents = false;
    double m_spacing = 1;
    double m_maxX = 0;
    double m_maxY = 0;
};

} // namespace mazelab::ui
