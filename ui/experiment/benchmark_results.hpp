#pragma once
// The results of a Moving AI benchmark run in the Experiment window
// (ui/experiment/benchmark_run.hpp), with the citation of N. Sturtevant, "Benchmarks for Grid-Based
// Pathfinding", 2012 above them:
//
// - Table: per solver, a row per bucket and a total: problems, found, optimal (at the published
//   optimum; "-" under a movement the optima are not for), the largest cost found / optimum, the
//   cells expanded and searched and the time, in all and per problem. Above it, in red, every
//   optimum missed by a solver that promises shortest paths, the problem named (core
//   benchmarkMissesText).
// - Chart: a figure per bucket, one line per solver: cells expanded, cells searched or time per
//   problem, or the largest found / optimal ratio.
//
// Save CSV writes core writeBenchmarkCsv: what `mazelab-cli benchmark --csv` writes for the same
// run. (moc reads this header: the core's types are only named.)

#include <QString>
#include <QWidget>

#include <memory>

class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QTabWidget;
class QTableWidget;

namespace mazelab::ui {

struct BenchmarkRun;

class BenchmarkResults : public QWidget {
    Q_OBJECT

public:
    enum Figure { Expanded, Searched, Time, Ratio };

    explicit BenchmarkResults(QWidget* parent = nullptr);
    ~BenchmarkResults() override;

    // Shows `run` (null: nothing yet).
    void setRun(std::shared_ptr<const BenchmarkRun> run);
    [[nodiscard]] const std::shared_ptr<const BenchmarkRun>& run() const { return m_run; }
    // The CSV file of the run shown (core writeBenchmarkCsv); empty without one.
    [[nodiscard]] std::string csvText() const;

    void setFigure(Figure figure);
    [[nodiscard]] Figure figure() const;

    [[nodiscard]] QTabWidget* tabs() const { return m_tabs; }
    [[nodiscard]] QTableWidget* table() const { return m_table; }
    [[nodiscard]] QLabel* caption() const { return m_caption; }
    [[nodiscard]] QLabel* misses() const { return m_misses; }
    [[nodiscard]] QChart* chart() const;

private:
    void fillTable();
    [[nodiscard]] QString totalsText() const;
    void rebuildChart();

    std::shared_ptr<const BenchmarkRun> m_run;
    QLabel* m_caption = nullptr;
    QLabel* m_misses = nullptr;
    QTabWidget* m_tabs = nullptr;
    QTableWidget* m_table = nullptr;
    QComboBox* m_figureBox = nullptr;
    QChartView* m_view = nullptr;
};

} // namespace mazelab::ui
