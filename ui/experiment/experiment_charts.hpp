#pragma once
// One chart of an experiment's results, with its choosers and its export buttons:
//
// - Bars: a figure per solver (one QBarSet each), grouped by generator (the categories), with
//   error bars (ui/experiment/error_bars.hpp): the mean and ± one sample standard deviation, or
//   for the time (ExperimentField::quartiles) the median and the interquartile range, which one
//   slow run does not move.
// - Box: the distribution of a figure per solver (one QBoxPlotSeries each, one QBoxSet per
//   generator): lowest value, lower quartile, median, upper quartile, highest value, the
//   quartiles by core/statistics.hpp's method, as in the table and the summary CSV.
// - Scatter: path length against percent searched, one point per run that found a path, one
//   QScatterSeries per solver.
//
// An experiment with several cell shapes, sizes, braid shares or terrains shows one of them at a
// time (the "slice" chooser, hidden when there is only one; it names the shape when there are
// other cells than squares). Bars and box plots show the chosen figure
// (cells searched, the default, time, percent searched, path length, path cost, cells
// expanded, largest frontier).
//
// Export writes PNG or SVG (QSvgGenerator) at the size shown or at a chosen one, drawing a fresh
// copy of the chart at that size (so the fonts and the layout are the chart's own, not scaled).
// (moc reads this header: the core's types are only named, see ui/experiment/experiment_runner.hpp.)

#include <QSize>
#include <QString>
#include <QWidget>

#include <memory>
#include <string_view>
#include <vector>

class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QPushButton;

namespace mazelab {
struct ExperimentResult;
}

namespace mazelab::ui {

class ErrorBars;

class ExperimentChart : public QWidget {
    Q_OBJECT

public:
    enum class Kind { Bars, Box, Scatter };

    explicit ExperimentChart(Kind kind, QWidget* parent = nullptr);
    ~ExperimentChart() override;

    // Shows `result` (null: an empty chart). Keeps the chosen figure; the slice goes back to the
    // first one.
    void setResult(std::shared_ptr<const ExperimentResult> result);

    [[nodiscard]] Kind kind() const { return m_kind; }
    // Chooses the figure of bars and box plots by experimentFields() key: searched (the
    // default), time_us, percent_searched, path_length, path_cost, expanded, max_frontier; false
    // for another key.
    bool setFigure(std::string_view key);
    [[nodiscard]] std::string_view figure() const;
    // The (size, braid, terrain) combinations of the result, and which one is shown.
    [[nodiscard]] int sliceCount() const;
    void setSlice(int index);
    [[nodiscard]] int slice() const;

    [[nodiscard]] QChart* chart() const;
    [[nodiscard]] QChartView* chartView() const { return m_view; }
    // The error bars of a bar chart (null for the other kinds or without a result).
    [[nodiscard]] const ErrorBars* errorBars() const { return m_errorBars; }

    // Exports the chart; `size` empty means the size shown. Return an error, or empty.
    [[nodiscard]] QString exportPng(const QString& path, QSize size = {}) const;
    [[nodiscard]] QString exportSvg(const QString& path, QSize size = {}) const;

private:
    struct Slice;
    void rebuild();
    // A new chart of the current choices (the caller owns it); sets *errorBars for bars.
    [[nodiscard]] QChart* buildChart(ErrorBars** errorBars) const;
    [[nodiscard]] QSize exportSize(QSize size) const;
    void chooseExport(bool svg);

    Kind m_kind;
    std::shared_ptr<const ExperimentResult> m_result;
    std::vector<Slice> m_slices;
    QChartView* m_view = nullptr;
    ErrorBars* m_errorBars = nullptr;
    QComboBox* m_figureBox = nullptr;
    QLabel* m_sliceLabel = nullptr;
    QComboBox* m_sliceBox = nullptr;
    QComboBox* m_exportSizeBox = nullptr;
    QPushButton* m_pngButton = nullptr;
    QPushButton* m_svgButton = nullptr;
};

// The box of a box plot: lowest, lower quartile, median, upper quartile, highest (see above).
// `values` must be sorted and not empty.
struct BoxValues {
    double min = 0, lowerQuartile = 0, median = 0, upperQuartile = 0, max = 0;
};
[[nodiscard]] BoxValues boxValues(const std::vector<double>& sorted);

} // namespace mazelab::ui
