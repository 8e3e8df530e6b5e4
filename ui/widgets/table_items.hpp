#pragma once
// Table cells that sort by value, shared by the results table and the race table: numbers sort
// numerically (before any text), text without regard to case, and each cell keeps the plain
// text it copies as (tab-separated values). Plus the set-up both tables share.

#include "core/movement.hpp"

#include <QTableWidgetItem>

#include <cstdint>
#include <optional>
#include <span>

class QTableWidget;

namespace mazelab::ui {

// What a cell sorts by (a double, or text) and what it copies as.
inline constexpr int kSortRole = Qt::UserRole;
inline constexpr int kTsvRole = Qt::UserRole + 1;

class SortableItem : public QTableWidgetItem {
public:
    SortableItem(const QString& display, const QVariant& sortKey, const QString& tsv);
    [[nodiscard]] QTableWidgetItem* clone() const override;
    // Numbers before text; numbers numerically, text without regard to case.
    bool operator<(const QTableWidgetItem& other) const override;
};

// Text, sorted without case; tabs and line breaks copy as spaces.
[[nodiscard]] QTableWidgetItem* textItem(const QString& text);
// A number shown as `display`, right-aligned.
[[nodiscard]] QTableWidgetItem* numberItem(const QString& display, double sortKey,
                                           const QString& tsv);
// A count: "1,234", copied as "1234".
[[nodiscard]] QTableWidgetItem* countItem(std::int64_t value);
// A count that may be missing (no path): a dash, sorted after every number.
[[nodiscard]] QTableWidgetItem* optionalCountItem(const std::optional<std::int64_t>& value);
// A path's cost as costFigure writes it (two decimals once a move is diagonal), sorted by value.
[[nodiscard]] QTableWidgetItem* optionalCostItem(const std::optional<PathCost>& cost);

struct ColumnHeading {
    const char* title;
    const char* toolTip;
};

// What both tables set up alike: the table's font `scale` times its own (the headers too, which
// the platform makes smaller), the headings (two-word titles on two lines, to keep numeric
// columns narrow; translated in `context`), a first click on a header sorting ascending, and
// read-only rows, selected whole, alternately shaded, without row numbers.
void setUpTable(QTableWidget& table, std::span<const ColumnHeading> headings, double scale,
                const char* context);

} // namespace mazelab::ui
