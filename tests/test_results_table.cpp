// The results table: its rows' exact texts, copying all or the selected rows as tab-separated
// text, numeric sorting on a header click, clearing, and fitting its entries. The table is
// also grabbed to panel_results.png in the temporary directory for a look.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/metrics.hpp"
#include "ui_support.hpp"
#endif

#include "ui/animation/run_figures.hpp"
#include "ui/panels/results_table.hpp"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QHeaderView>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>

using namespace mazelab::ui;
using mazelab::testing::saveGrab;

namespace {

ResultRow resultRow(const QString& solver, std::optional<std::int64_t> pathLength,
                    std::int64_t searched, std::int64_t timeNs) {
    ResultRow row;
    row.generator = QStringLiteral("Binary Tree");
    row.seed = QStringLiteral("42");
    row.size = QStringLiteral("79\u00d779");
    row.solver = solver;
    row.found = pathLength.has_value();
    row.pathLength = pathLength;
    if (pathLength)
        row.pathCost = mazelab::PathCost{*pathLength, 0};
    row.searched = searched;
    row.percentSearched = searchedPercent(searched, 6241);
    row.expanded = searched - 1;
    row.maxFrontier = 40;
    row.steps = searched;
    row.algorithmTimeNs = timeNs;
    return row;
}

// The run numbers (column #) from top to bottom.
QStringList numbersShown(const ResultsTable& results) {
    QStringList numbers;
    for (int row = 0; row < results.rowCount(); ++row)
        numbers << results.table()->item(row, ResultsTable::Number)->text();
    return numbers;
}

void clickHeader(ResultsTable& results, int column) {
    QHeaderView* header = results.table()->horizontalHeader();
    const int x = header->sectionViewportPosition(column) + header->sectionSize(column) / 2;
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, QPoint(x, header->height() / 2));
}

} // namespace

class TestResultsTable : public QObject {
    Q_OBJECT

private slots:
    void resultsAddAndCopy() {
        ResultsTable results;
        QCOMPARE(results.rowCount(), 0);
        results.addRow(resultRow(QStringLiteral("BFS"), 10, 956, 131000));
        results.addRow(resultRow(QStringLiteral("A* (Manhattan)"), 9, 4321, 1234567890));
        results.addRow(resultRow(QStringLiteral("DFS (same bias)"), std::nullopt, 6241, 999));
        QCOMPARE(results.rowCount(), 3);

        const QString all = results.toTsv(false);
        const QStringList lines = all.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 4);
        QVERIFY(all.endsWith(QLatin1Char('\n')));
        QCOMPARE(lines[0], QStringLiteral("#\tGenerator\tSeed\tSize\tSolver\tFound\tPath length\t"
                                          "Path cost\tSearched %\tSearched\tExpanded\t"
                                          "Largest frontier\tSteps\tTime (ms)"));
        QCOMPARE(lines[1],
                 QStringLiteral("1\tBinary Tree\t42\t79\u00d779\tBFS\tYes\t10\t10\t15.30\t"
                                "956\t955\t40\t956\t0.131"));
        QCOMPARE(lines[2],
                 QStringLiteral("2\tBinary Tree\t42\t79\u00d779\tA* (Manhattan)\tYes\t9\t9\t"
                                "69.23\t4321\t4320\t40\t4321\t1234.568"));
        QCOMPARE(lines[3],
                 QStringLiteral("3\tBinary Tree\t42\t79\u00d779\tDFS (same bias)\tNo\t\t\t"
                                "100.00\t6241\t6240\t40\t6241\t0.001"));

        // On screen the numbers have group separators, and no path is a dash.
        QTableWidget* table = results.table();
        QCOMPARE(table->item(1, ResultsTable::Searched)->text(), QStringLiteral("4,321"));
        QCOMPARE(table->item(1, ResultsTable::TimeMs)->text(), QStringLiteral("1,234.568"));
        QCOMPARE(table->item(2, ResultsTable::PathLength)->text(), QStringLiteral("\u2014"));
        QCOMPARE(table->item(2, ResultsTable::Found)->text(), QStringLiteral("No"));

        // Only the selected rows; Ctrl+C copies them, or all when none is selected.
        table->selectRow(1);
        const QStringList selected =
            results.toTsv(true).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(selected.size(), 2);
        QCOMPARE(selected[1], lines[2]);
        table->setFocus();
        QTest::keyClick(table, Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QGuiApplication::clipboard()->text(), lines[0] + u'\n' + lines[2] + u'\n');
        table->clearSelection();
        QTest::keyClick(table, Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QGuiApplication::clipboard()->text(), all);

        // The context menu's actions and the Copy button do the same.
        QGuiApplication::clipboard()->clear();
        auto* copyAll = results.findChild<QAction*>(QStringLiteral("copyAllAction"));
        QVERIFY(copyAll);
        copyAll->trigger();
        QCOMPARE(QGuiApplication::clipboard()->text(), all);
        auto* copySelected = results.findChild<QAction*>(QStringLiteral("copySelectedAction"));
        QVERIFY(copySelected);
        QVERIFY(!copySelected->isEnabled());
        table->selectRow(0);
        QVERIFY(copySelected->isEnabled());
        copySelected->trigger();
        QCOMPARE(QGuiApplication::clipboard()->text(), lines[0] + u'\n' + lines[1] + u'\n');
        table->clearSelection();
        QGuiApplication::clipboard()->clear();
        auto* copyButton = results.findChild<QPushButton*>(QStringLiteral("copyButton"));
        QVERIFY(copyButton);
        QTest::mouseClick(copyButton, Qt::LeftButton);
        QCOMPARE(QGuiApplication::clipboard()->text(), all);
    }

    // A click on a header sorts numbers as numbers (9 before 10), no path last.
    void resultsSortNumerically() {
        ResultsTable results;
        results.resize(1200, 400);
        results.show();
        QVERIFY(QTest::qWaitForWindowExposed(&results));
        results.addRow(resultRow(QStringLiteral("BFS"), 10, 956, 131000));
        results.addRow(resultRow(QStringLiteral("A* (Manhattan)"), 9, 4321, 1234567890));
        results.addRow(resultRow(QStringLiteral("DFS (same bias)"), std::nullopt, 6241, 999));
        QCOMPARE(numbersShown(results), (QStringList{"1", "2", "3"}));

        clickHeader(results, ResultsTable::PathLength);
        QCOMPARE(numbersShown(results), (QStringList{"2", "1", "3"}));
        // The copy follows the order shown.
        QVERIFY(results.toTsv(false).split(QLatin1Char('\n'))[1].startsWith(QStringLiteral("2\t")));
        clickHeader(results, ResultsTable::PathLength);
        QCOMPARE(numbersShown(results), (QStringList{"3", "1", "2"}));

        // Searched: 956 < 4,321 < 6241 (as text, "4,321" would come first and "956" last).
        clickHeader(results, ResultsTable::Searched);
        QCOMPARE(numbersShown(results), (QStringList{"1", "2", "3"}));
        // Time: 0.001 < 0.131 < 1,234.568.
        clickHeader(results, ResultsTable::TimeMs);
        QCOMPARE(numbersShown(results), (QStringList{"3", "1", "2"}));

        // A new row goes where the sort puts it.
        results.addRow(resultRow(QStringLiteral("Dijkstra"), 156, 50, 100));
        QCOMPARE(numbersShown(results), (QStringList{"4", "3", "1", "2"}));

        // Back to run order: newest at the bottom.
        clickHeader(results, ResultsTable::Number);
        QCOMPARE(numbersShown(results), (QStringList{"1", "2", "3", "4"}));
    }

    // Clearing empties the table, restarts the numbering and says so.
    void resultsClear() {
        ResultsTable results;
        QSignalSpy cleared(&results, &ResultsTable::cleared);
        for (int i = 0; i < 3; ++i)
            results.addRow(resultRow(QStringLiteral("BFS"), 10 + i, 956, 131000));
        QCOMPARE(results.rowCount(), 3);
        auto* clearButton = results.findChild<QPushButton*>(QStringLiteral("clearButton"));
        QVERIFY(clearButton && clearButton->isEnabled());
        QTest::mouseClick(clearButton, Qt::LeftButton);
        QCOMPARE(results.rowCount(), 0);
        QCOMPARE(cleared.count(), 1);
        QVERIFY(!clearButton->isEnabled());
        QCOMPARE(results.toTsv(false).count(QLatin1Char('\n')), 1);

        results.addRow(resultRow(QStringLiteral("BFS"), 10, 956, 131000));
        QCOMPARE(numbersShown(results), QStringList{"1"});
        results.findChild<QAction*>(QStringLiteral("clearAction"))->trigger();
        QCOMPARE(results.rowCount(), 0);
        QCOMPARE(cleared.count(), 2);
    }

    // A realistic table (seven solvers and a run without a path) fits every column to its widest
    // entry and paints the selected row in the highlight colour; written to panel_results.png for
    // a look.
    void resultsFitTheirEntriesAndShowTheSelection() {
        ResultsTable results;
        const QStringList solvers{QStringLiteral("BFS"),
                                  QStringLiteral("DFS (same bias)"),
                                  QStringLiteral("DFS (opposed bias)"),
                                  QStringLiteral("Dijkstra"),
                                  QStringLiteral("A* (Euclidean)"),
                                  QStringLiteral("A* (Manhattan)"),
                                  QStringLiteral("A* (dysfunctional)")};
        const std::int64_t searched[] = {6120, 3190, 5800, 6123, 2990, 2412, 6240};
        const std::int64_t times[] = {412000, 388000, 701000, 1150000, 902000, 653000, 1713000};
        for (int i = 0; i < int(solvers.size()); ++i) {
            ResultRow row = resultRow(solvers[i], i == 1 ? 3024 : 156, searched[i], times[i]);
            row.generator = QStringLiteral("Modified Binary Tree");
            row.seed = QStringLiteral("20240917");
            results.addRow(row);
        }
        ResultRow none = resultRow(QStringLiteral("BFS"), std::nullopt, 10, 3000);
        none.generator = QStringLiteral("Aldous-Broder");
        none.size = QStringLiteral("4\u00d73");
        results.addRow(none);
        results.resize(1300, 330);
        results.show();
        QVERIFY(QTest::qWaitForWindowExposed(&results));
        QTableWidget* table = results.table();
        table->selectRow(2);
        QCOMPARE(results.rowCount(), 8);
        QCOMPARE(table->item(7, ResultsTable::PathLength)->text(), QStringLiteral("\u2014"));
        QCOMPARE(table->item(7, ResultsTable::Found)->text(), QStringLiteral("No"));
        // What resizeColumnsToContents() fits to (public in QAbstractItemView only).
        const QAbstractItemView* view = table;
        // (Optimal stays hidden: no row has a benchmark problem's optimum.)
        QVERIFY(table->isColumnHidden(ResultsTable::Optimal));
        for (int column = 0; column < table->columnCount(); ++column)
            QVERIFY2(table->isColumnHidden(column) ||
                         table->horizontalHeader()->sectionSize(column) >=
                             view->sizeHintForColumn(column),
                     qPrintable(table->horizontalHeaderItem(column)->text()));

        QVERIFY(saveGrab(results, QStringLiteral("panel_results.png")));
        const QImage image = results.grab().toImage();
        // A cell's background, just inside its top-left corner (clear of its text).
        const auto background = [&](int row) {
            const QRect cell = table->visualItemRect(table->item(row, ResultsTable::Solver));
            const QPoint at = table->viewport()->mapTo(&results, cell.topLeft() + QPoint(2, 2));
            return image.pixelColor(at * image.devicePixelRatio());
        };
        const QPalette palette = table->palette();
        const auto highlighted = [&](const QColor& c) {
            return c == palette.color(QPalette::Active, QPalette::Highlight) ||
                   c == palette.color(QPalette::Inactive, QPalette::Highlight);
        };
        QVERIFY2(highlighted(background(2)), qPrintable(background(2).name()));
        for (int row : {0, 1, 3, 7})
            QVERIFY2(!highlighted(background(row)), qPrintable(background(row).name()));
    }

};

QTEST_MAIN(TestResultsTable)
#include "test_results_table.moc"
