#pragma once
// The summary of an experiment, one row per group (generator, size, braid, terrain, solver):
// runs, paths found, the time's median and interquartile range, and mean ± sd of the share
// searched, the path length and cost and the cells expanded. A click on a header sorts by that
// column: numbers numerically (by the median, the range or the mean), text without regard to
// case. Rows start in the experiment's axis order.
//
// The model's sort role (Qt::UserRole) holds a double for every number column.
// (moc reads this header: the core's types are only named, see ui/experiment/experiment_runner.hpp.)

#include <QAbstractTableModel>
#include <QWidget>

#include <memory>
#include <string>

class QSortFilterProxyModel;
class QTableView;

namespace mazelab {
struct ExperimentResult;
}

namespace mazelab::ui {

class ExperimentTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Generator, Shape, Size, Braid, Terrain, Solver, Runs, Found, NoPath, GaveUp,
                  FirstFigure };

    explicit ExperimentTableModel(QObject* parent = nullptr);
    ~ExperimentTableModel() override;

    void setResult(std::shared_ptr<const ExperimentResult> result);
    [[nodiscard]] const std::shared_ptr<const ExperimentResult>& result() const { return m_result; }

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role) const override;

private:
    std::shared_ptr<const ExperimentResult> m_result;
};

class ExperimentTable : public QWidget {
    Q_OBJECT

public:
    explicit ExperimentTable(QWidget* parent = nullptr);

    void setResult(std::shared_ptr<const ExperimentResult> result);
    // Writes the summary (core writeSummaryCsv, groups in axis order) to `path`; returns an error
    // message, or an empty string.
    [[nodiscard]] QString exportCsv(const QString& path) const;

    [[nodiscard]] QTableView* view() const { return m_view; }
    [[nodiscard]] ExperimentTableModel* model() const { return m_model; }
    [[nodiscard]] QSortFilterProxyModel* proxy() const { return m_proxy; }

private:
    ExperimentTableModel* m_model = nullptr;
    QSortFilterProxyModel* m_proxy = nullptr;
    QTableView* m_view = nullptr;
};

// Writes `text` to `path` all or nothing (core/safe_file.hpp); returns an error naming the file
// and `what` it holds ("the runs"), or an empty string. Every CSV export goes through it.
[[nodiscard]] QString saveTextFile(const QString& path, const std::string& text,
                                   const std::string& what);

} // namespace mazelab::ui
