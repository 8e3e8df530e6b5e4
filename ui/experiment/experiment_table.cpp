#include "ui/experiment/experiment_table.hpp"

#include "core/experiment.hpp"
#include "core/experiment_csv.hpp"
#include "core/safe_file.hpp"
#include "core/shape.hpp"
#include "ui/experiment/experiment_text.hpp"

#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include <limits>
#include <sstream>

namespace mazelab::ui {
namespace {

constexpr int kSortRole = Qt::UserRole;

// What a figure column shows of its FigureSummary.
enum class Stat { MeanSd, Median, Iqr };

struct FigureColumn {
    std::string_view key;
    const char* title;
    int decimals;
    Stat stat;
    const char* toolTip;
};

const char* const kMeanSdTip =
    "Mean \u00b1 sample standard deviation over the group's runs (sorts by the mean); path "
    "figures only over runs that found a path";

// The figures of the table, as experimentFields() keys, with their headings. The time is shown
// by its median and interquartile range: one slow run (the machine busy for a moment) drags a
// mean and a standard deviation far more than it moves them.
constexpr FigureColumn kFigureColumns[] = {
    {"time_us", "Time median (\u00b5s)", 1, Stat::Median,
     "Median time of the group's runs: half the runs took less, half more (sorts by it)"},
    {"time_us", "Time IQR (\u00b5s)", 1, Stat::Iqr,
     "Interquartile range of the time: upper quartile \u2212 lower quartile, the spread of "
     "the middle half of the runs (docs/semantics.md, \u201cQuartiles\u201d)"},
    {"percent_searched", "Searched (%)", 2, Stat::MeanSd, kMeanSdTip},
    {"path_length", "Path length", 1, Stat::MeanSd, kMeanSdTip},
    {"path_cost", "Path cost", 1, Stat::MeanSd, kMeanSdTip},
    {"expanded", "Expanded", 1, Stat::MeanSd, kMeanSdTip},
};

// The cell of `figure` for `s`: its text (display) or its sort key; a dash, sorted after every
// number, where the figure has no value (no path in the whole group; no quartiles without the
// runs).
QVariant figureCell(const FigureColumn& figure, const FigureSummary& s, bool display) {
    const bool none = s.n == 0 || (figure.stat != Stat::MeanSd && !s.hasQuartiles);
    if (none)
        return display ? QVariant(QStringLiteral("\u2014"))
                       : QVariant(std::numeric_limits<double>::infinity());
    if (figure.stat == Stat::MeanSd)
        return display ? QVariant(meanSdText(s.mean, s.stddev, figure.decimals)) : QVariant(s.mean);
    const double value = figure.stat == Stat::Median ? s.median : s.q3 - s.q1;
    if (!display)
        return value;
    return figuresLocale(true).toString(value, 'f', figure.decimals);
}

const char* const kHeadings[] = {"Generator", "Shape", "Size",  "Braid (%)", "Terrain",
                                 "Solver",    "Runs",  "Found", "No path",   "Gave up"};

const char* const kToolTips[] = {
    "The generator that made the mazes",
    "The cells' shape",
    "Width x height, in cells (a polar maze: as many rings as the height)",
    "Share of dead ends removed (braiding), percent",
    "Weighted terrain: off, or density %, patchiness, highest cost",
    "The solver of these runs",
    "Runs in this group (one per maze)",
    "Runs that reached the goal",
    "Runs that ended without a path: the goal cannot be reached, or (a solver that is not "
    "complete) it proved it never will reach it",
    "Runs that stopped at their step limit: neither found nor proven unreachable",
};

} // namespace

ExperimentTableModel::ExperimentTableModel(QObject* parent) : QAbstractTableModel(parent) {}

ExperimentTableModel::~ExperimentTableModel() = default;

void ExperimentTableModel::setResult(std::shared_ptr<const ExperimentResult> result) {
    beginResetModel();
    m_result = std::move(result);
    endResetModel();
}

int ExperimentTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || !m_result ? 0 : int(m_result->groups.size());
}

int ExperimentTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : FirstFigure + int(std::size(kFigureColumns));
}

QVariant ExperimentTableModel::data(const QModelIndex& index, int role) const {
    if (!m_result || !index.isValid() || index.row() >= rowCount())
        return {};
    const ExperimentGroup& g = m_result->groups[std::size_t(index.row())];
    const int column = index.column();
    if (role == Qt::TextAlignmentRole)
        return column == Generator || column == Shape || column == Solver || column == Terrain
                   ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                   : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != kSortRole)
        return {};
    const bool display = role == Qt::DisplayRole;
    switch (column) {
    case Generator: return generatorDisplay(g.generator, g.generatorLabel());
    case Shape:
        return fromStd(shapeName(g.shape));
    case Size:
        return display ? sizeText(g.size) : QVariant(double(g.size.width) * g.size.height);
    case Braid: return display ? QVariant(numberText(g.braid)) : QVariant(g.braid);
    case Terrain: return terrainText(g.terrain);
    case Solver: return solverName(m_result->spec, g.solver);
    case Runs: return display ? QVariant(formatCount(g.runs)) : QVariant(double(g.runs));
    case Found: return display ? QVariant(formatCount(g.found)) : QVariant(double(g.found));
    case NoPath: {
        const std::int64_t noPath = g.runs - g.found - g.gaveUp;
        return display ? QVariant(formatCount(noPath)) : QVariant(double(noPath));
    }
    case GaveUp: return display ? QVariant(formatCount(g.gaveUp)) : QVariant(double(g.gaveUp));
    default: break;
    }
    const FigureColumn& figure = kFigureColumns[column - FirstFigure];
    return figureCell(figure, g.figure(figure.key), display);
}

QVariant ExperimentTableModel::headerData(int section, Qt::Orientation orientation,
                                          int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section < FirstFigure) {
        if (role == Qt::DisplayRole)
            return tr(kHeadings[section]);
        if (role == Qt::ToolTipRole)
            return tr(kToolTips[section]);
        return {};
    }
    const FigureColumn& figure = kFigureColumns[section - FirstFigure];
    if (role == Qt::DisplayRole)
        return tr(figure.title);
    if (role == Qt::ToolTipRole)
        return tr(figure.toolTip);
    return {};
}

ExperimentTable::ExperimentTable(QWidget* parent) : QWidget(parent) {
    m_model = new ExperimentTableModel(this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(kSortRole);
    m_proxy->setSortCaseSensitivity(Qt::CaseInsensitive);
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("experimentTableView"));
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(-1, Qt::AscendingOrder); // axis order until a header is clicked
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->verticalHeader()->setVisible(false);
    QFont font = m_view->font();
    font.setPointSizeF(font.pointSizeF() * 1.1);
    m_view->setFont(font);
    auto* caption = new QLabel(
        tr("One row per group. Time: median and interquartile range over the group's runs. "
           "Other figures: mean \u00b1 sample standard deviation (path length and cost over the "
           "runs that found a path). Click a heading to sort."),
        this);
    caption->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(caption);
    layout->addWidget(m_view);
}

void ExperimentTable::setResult(std::shared_ptr<const ExperimentResult> result) {
    // The shape column only where there is more than one shape, or another than squares.
    const bool shapes =
        result &&
        (result->spec.shapes.size() > 1 ||
         (!result->spec.shapes.empty() && result->spec.shapes.front() != ShapeKind::Square));
    m_view->setColumnHidden(ExperimentTableModel::Shape, !shapes);
    m_model->setResult(std::move(result));
    m_view->resizeColumnsToContents();
}

QString ExperimentTable::exportCsv(const QString& path) const {
    if (!m_model->result())
        return tr("there are no results to export yet");
    std::ostringstream out;
    writeSummaryCsv(out, m_model->result()->groups, m_model->result()->notRun);
    return saveTextFile(path, out.str(), "the summary");
}

QString saveTextFile(const QString& path, const std::string& text, const std::string& what) {
    try {
        mazelab::saveTextFile(QFile::encodeName(path).toStdString(), text, what);
    } catch (const Error& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

} // namespace mazelab::ui
