#include "ui/panels/results_table.hpp"

#include "ui/widgets/table_items.hpp"
#include "ui/widgets/text_label.hpp"

#include <QAction>
#include <QClipboard>
#include <QEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QMenu>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QTableWidget>
#include <QVBoxLayout>

#include <limits>

namespace mazelab::ui {

namespace {

constexpr double kTableFontScale = 1.1;

// A seed sorts numerically when it is a number.
QTableWidgetItem* seedItem(const QString& seed) {
    bool ok = false;
    const qulonglong value = seed.trimmed().toULongLong(&ok);
    if (!ok)
        return textItem(seed);
    return numberItem(seed, double(value), seed.trimmed());
}

// A size "W x H" (x or the multiplication sign) sorts by its cell count.
QTableWidgetItem* sizeItem(const QString& size) {
    static const QRegularExpression pattern(
        QStringLiteral("^\\s*(\\d+)\\s*[x\u00d7X]\\s*(\\d+)\\s*$"));
    const QRegularExpressionMatch match = pattern.match(size);
    if (!match.hasMatch())
        return textItem(size);
    const double cells = match.captured(1).toDouble() * match.captured(2).toDouble();
    auto* item = new SortableItem(size, cells, size.trimmed());
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

// The optimum, with a mark when the path found costs more (copied as the bare number).
QTableWidgetItem* optimalItem(const ResultRow& row) {
    if (!row.optimum)
        return numberItem(QString(), std::numeric_limits<double>::infinity(), QString());
    const QString figure = optimumFigure(*row.optimum);
    const OptimumNote note = optimumNoteOf(row.optimum, row.found ? row.pathCost : std::nullopt);
    auto* item =
        numberItem(note.missed ? figure + QStringLiteral(" \u2717") : figure, *row.optimum, figure);
    if (note.missed)
        item->setForeground(QColor(kFailureRgb));
    item->setToolTip(note.text);
    return item;
}

// clang-format off
constexpr ColumnHeading kHeadings[ResultsTable::ColumnCount] = {
    {"#", "Run number, counted from 1 since the table was last cleared"},
    {"Generator", "The generator that made the maze"},
    {"Seed", "The generator's seed: the same seed, size and parameters give the same maze"},
    {"Size", "Width x height, in cells"},
    {"Solver", "The solver of this run"},
    {"Found", "Whether the solver reached the goal: Yes, No (no path), or Gave up (it stopped at "
              "its step limit; a path may exist)"},
    {"Path length", "Moves on the path found (cells on it - 1); a dash when no path was found"},
    {"Path cost", "Sum of the costs of the cells entered along the path (the start's cost is "
                  "not counted); a dash when no path was found"},
    {"Optimal", "The optimal length of the Moving AI benchmark problem whose start and goal the "
                "run had (N. Sturtevant, \"Benchmarks for Grid-Based Pathfinding\", 2012); "
                "marked \u2717 in red when the path's cost is above it; empty for other runs"},
    {"Searched %", "(searched cells - 1) / (cells - 1) x 100, the start counted among the "
                   "searched cells (the original's formula)"},
    {"Searched", "Cells searched, the start included: discovered (BFS, Dijkstra, A*) or "
                 "entered (DFS)"},
    {"Expanded", "Cells taken from the frontier (BFS, Dijkstra, A*), or entered (DFS)"},
    {"Largest frontier", "The largest the frontier (queue, open set or stack) was during the "
                         "run: a measure of memory"},
    {"Steps", "Steps of the run: one per turn of the solver's main loop, plus 1 for a final "
              "\"no path\" step"},
    {"Time (ms)", "The algorithm's own time, un-animated, in milliseconds (to the microsecond); "
                  "not the animation time"},
};
// clang-format on

} // namespace

ResultsTable::ResultsTable(QWidget* parent) : QWidget(parent) {
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("resultsTable"));
    setUpTable(*m_table, kHeadings, kTableFontScale, "mazelab::ui::ResultsTable");
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setStretchLastSection(false);
    // Oldest first until someone clicks a header.
    m_table->horizontalHeader()->setSortIndicator(Number, Qt::AscendingOrder);
    m_table->setSortingEnabled(true);
    m_table->setColumnHidden(Optimal, true); // until a run has a benchmark problem's optimum
    m_table->resizeColumnsToContents();
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    m_table->installEventFilter(this);

    m_copySelectedAction = new QAction(tr("Copy selected"), this);
    m_copySelectedAction->setObjectName(QStringLiteral("copySelectedAction"));
    m_copyAllAction = new QAction(tr("Copy all"), this);
    m_copyAllAction->setObjectName(QStringLiteral("copyAllAction"));
    m_clearAction = new QAction(tr("Clear"), this);
    m_clearAction->setObjectName(QStringLiteral("clearAction"));
    connect(m_copySelectedAction, &QAction::triggered, this,
            [this] { QGuiApplication::clipboard()->setText(toTsv(true)); });
    connect(m_copyAllAction, &QAction::triggered, this,
            [this] { QGuiApplication::clipboard()->setText(toTsv(false)); });
    connect(m_clearAction, &QAction::triggered, this, &ResultsTable::clear);

    m_copyButton = new QPushButton(tr("Copy"), this);
    m_copyButton->setObjectName(QStringLiteral("copyButton"));
    m_copyButton->setToolTip(tr("Copy the selected rows, or every row when none is selected, as "
                                "tab-separated text for a spreadsheet (Ctrl+C)"));
    m_clearButton = new QPushButton(tr("Clear"), this);
    m_clearButton->setObjectName(QStringLiteral("clearButton"));
    m_clearButton->setToolTip(tr("Remove every row"));
    connect(m_copyButton, &QPushButton::clicked, this, &ResultsTable::copyToClipboard);
    connect(m_clearButton, &QPushButton::clicked, this, &ResultsTable::clear);

    connect(m_table, &QWidget::customContextMenuRequested, this, &ResultsTable::showContextMenu);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &ResultsTable::updateActions);

    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_copyButton);
    buttons->addWidget(m_clearButton);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);

    updateActions();
}

void ResultsTable::addRow(const ResultRow& row) {
    // Insert unsorted, then let the table put the row where the current sort wants it.
    const bool sorting = m_table->isSortingEnabled();
    m_table->setSortingEnabled(false);
    const int at = m_table->rowCount();
    m_table->insertRow(at);
    const int number = m_nextNumber++;
    auto* first = countItem(number);
    m_table->setItem(at, Number, first);
    m_table->setItem(at, Generator, textItem(row.generator));
    m_table->setItem(at, Seed, seedItem(row.seed));
    m_table->setItem(at, Size, sizeItem(row.size));
    m_table->setItem(at, Solver, textItem(row.solver));
    auto* found = textItem(row.found ? tr("Yes") : row.gaveUp ? tr("Gave up") : tr("No"));
    found->setTextAlignment(Qt::AlignCenter);
    if (!row.found) {
        found->setForeground(QColor(kFailureRgb));
        QFont bold = m_table->font();
        bold.setBold(true);
        found->setFont(bold);
    }
    m_table->setItem(at, Found, found);
    m_table->setItem(at, PathLength, optionalCountItem(row.found ? row.pathLength : std::nullopt));
    m_table->setItem(at, PathCost, optionalCostItem(row.found ? row.pathCost : std::nullopt));
    m_table->setItem(at, Optimal, optimalItem(row));
    if (row.optimum)
        m_table->setColumnHidden(Optimal, false);
    const QString percent = formatPercent(row.percentSearched);
    m_table->setItem(at, SearchedPercent, numberItem(percent, row.percentSearched, percent));
    m_table->setItem(at, Searched, countItem(row.searched));
    m_table->setItem(at, Expanded, countItem(row.expanded));
    m_table->setItem(at, LargestFrontier, countItem(row.maxFrontier));
    m_table->setItem(at, Steps, countItem(row.steps));
    m_table->setItem(at, TimeMs,
                     numberItem(formatMilliseconds(row.algorithmTimeNs),
                                double(row.algorithmTimeNs),
                                formatMilliseconds(row.algorithmTimeNs, false)));
    m_table->setSortingEnabled(sorting);

    m_table->resizeColumnsToContents();
    m_table->scrollToItem(first);
    updateActions();
}

void ResultsTable::clear() {
    m_table->clearContents();
    m_table->setRowCount(0);
    m_table->setColumnHidden(Optimal, true);
    m_nextNumber = 1;
    updateActions();
    emit cleared();
}

int ResultsTable::rowCount() const {
    return m_table->rowCount();
}

bool ResultsTable::hasSelection() const {
    return m_table->selectionModel()->hasSelection();
}

QString ResultsTable::toTsv(bool selectedOnly) const {
    QSet<int> selectedRows;
    if (selectedOnly) {
        for (const QModelIndex& index : m_table->selectionModel()->selectedIndexes())
            selectedRows.insert(index.row());
    }
    QStringList fields;
    // A hidden column (Optimal, without benchmark runs) is not copied either.
    QList<int> columns;
    for (int column = 0; column < ColumnCount; ++column)
        if (!m_table->isColumnHidden(column))
            columns << column;
    for (int column : columns)
        fields << tr(kHeadings[column].title);
    QString text = fields.join(QLatin1Char('\t')) + QLatin1Char('\n');
    for (int row = 0; row < m_table->rowCount(); ++row) {
        if (selectedOnly && !selectedRows.contains(row))
            continue;
        fields.clear();
        for (int column : columns) {
            const QTableWidgetItem* item = m_table->item(row, column);
            fields << (item ? item->data(kTsvRole).toString() : QString());
        }
        text += fields.join(QLatin1Char('\t')) + QLatin1Char('\n');
    }
    return text;
}

void ResultsTable::copyToClipboard() {
    QGuiApplication::clipboard()->setText(toTsv(hasSelection()));
}

bool ResultsTable::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_table &&
        (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress)) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->matches(QKeySequence::Copy)) {
            // Claim Ctrl+C from any window-wide shortcut, and copy rows rather than one cell.
            event->accept();
            if (event->type() == QEvent::KeyPress)
                copyToClipboard();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void ResultsTable::showContextMenu(const QPoint& position) {
    updateActions();
    QMenu menu(this);
    menu.addAction(m_copySelectedAction);
    menu.addAction(m_copyAllAction);
    menu.addSeparator();
    menu.addAction(m_clearAction);
    menu.exec(m_table->viewport()->mapToGlobal(position));
}

void ResultsTable::updateActions() {
    const bool rows = m_table->rowCount() > 0;
    m_copySelectedAction->setEnabled(rows && hasSelection());
    m_copyAllAction->setEnabled(rows);
    m_clearAction->setEnabled(rows);
    m_copyButton->setEnabled(rows);
    m_clearButton->setEnabled(rows);
}

} // namespace mazelab::ui
