#pragma once
// The metrics of the maze on screen (core measureMaze: dead ends, corridors, junctions, loops,
// diameter, start-goal distance, river; docs/metrics.md), one row per entry of the core's
// metricFields() table. The diameter of a big maze with loops can take seconds, so the maze is
// measured on a worker thread, on a snapshot: the panel says "computing…" meanwhile, the window
// never waits for it, and a newer maze makes the result for an older one be dropped.
//
// Each value label is named "metric_<key>" (key as in metricFields(), "metric_dead_ends"); the
// status line is "metricsStatus".

#include <QGroupBox>

#include <memory>
#include <string_view>

class QLabel;

namespace mazelab {
class Maze;
}

namespace mazelab::ui {

class MetricsPanel : public QGroupBox {
    Q_OBJECT

public:
    explicit MetricsPanel(QWidget* parent = nullptr);
    ~MetricsPanel() override;

    // Starts measuring a copy of `maze`; the figures shown so far are marked stale ("computing…")
    // until the result arrives.
    void measure(const Maze& maze);
    // A measurement has been asked for and its result has not arrived yet.
    [[nodiscard]] bool computing() const;
    // The text shown for a metric (by metricFields() key); empty for an unknown key.
    [[nodiscard]] QString valueText(std::string_view key) const;

signals:
    // The figures of the latest maze are on screen.
    void measured();

private:
    struct Impl;
    void showResult();

    std::unique_ptr<Impl> m_impl;
    QLabel* m_status = nullptr;
};

} // namespace mazelab::ui
