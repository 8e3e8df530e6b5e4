#pragma once
// The results of the finished solves, one row each, kept until cleared, so that runs can be
// compared side by side and pasted into a spreadsheet. Newest at the bottom (the view scrolls to
// it); a click on a header sorts by that column, numbers numerically.
//
// Copying (Ctrl+C, the Copy button, the context menu) puts tab-separated text on the clipboard:
// a header line, then one line per row in the order shown, numbers without group separators.

#include "ui/animation/run_figures.hpp"

#include <QWidget>

class QAction;
class QPushButton;
class QTableWidget;

namespace mazelab::ui {

class ResultsTable : public QWidget {
    Q_OBJECT

public:
    // The columns, in order.
    enum Column {
        Number,
        Generator,
        Seed,
        Size,
        Solver,
        Found,
        PathLength,
        PathCost,
        Optimal, // a Moving AI problem's published optimum; empty for other runs
        SearchedPercent,
        Searched,
        Expanded,
        LargestFrontier,
        Steps,
        TimeMs,
        ColumnCount
    };

    explicit ResultsTable(QWidget* parent = nullptr);

    // Appends a row (numbered from 1 since the last clear) and scrolls to it.
    void addRow(const ResultRow& row);
    // Removes every row and restarts the numbering; emits cleared().
    void clear();
    [[nodiscard]] int rowCount() const;

    // A header line, then the rows (only the selected ones when selectedOnly) in the order shown,
    // tab-separated, one line each, every line ending in '\n'.
    [[nodiscard]] QString toTsv(bool selectedOnly) const;
    // Copies the selected rows to the clipboard, or every row when none is selected.
    void copyToClipboard();

    [[nodiscard]] QTableWidget* table() const { return m_table; }

signals:
    void cleared();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void showContextMenu(const QPoint& position);
    void updateActions();
    [[nodiscard]] bool hasSelection() const;

    QTableWidget* m_table = nullptr;
    QPushButton* m_copyButton = nullptr;
    QPushButton* m_clearButton = nullptr;
    QAction* m_copySelectedAction = nullptr;
    QAction* m_copyAllAction = nullptr;
    QAction* m_clearAction = nullptr;
    int m_nextNumber = 1;
};

} // namespace mazelab::ui
