#include "ui/widgets/table_items.hpp"

#include "ui/widgets/fonts.hpp"
#include "ui/widgets/number_text.hpp"

#include <QCoreApplication>
#include <QHeaderView>
#include <QTableWidget>

#include <limits>

namespace mazelab::ui {

SortableItem::SortableItem(const QString& display, const QVariant& sortKey, const QString& tsv)
    : QTableWidgetItem(display) {
    setData(kSortRole, sortKey);
    setData(kTsvRole, tsv);
    setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
}

QTableWidgetItem* SortableItem::clone() const { return new SortableItem(*this); }

bool SortableItem::operator<(const QTableWidgetItem& other) const {
    const QVariant a = data(kSortRole);
    const QVariant b = other.data(kSortRole);
    const bool aNumber = a.typeId() == QMetaType::Double;
    const bool bNumber = b.typeId() == QMetaType::Double;
    if (aNumber != bNumber)
        return aNumber;
    if (aNumber)
        return a.toDouble() < b.toDouble();
    return QString::compare(a.toString(), b.toString(), Qt::CaseInsensitive) < 0;
}

QTableWidgetItem* textItem(const QString& text) {
    QString tsv = text;
    tsv.replace(QLatin1Char('\t'), QLatin1Char(' ')).replace(QLatin1Char('\n'), QLatin1Char(' '));
    return new SortableItem(text, text, tsv);
}

QTableWidgetItem* numberItem(const QString& display, double sortKey, const QString& tsv) {
    auto* item = new SortableItem(display, sortKey, tsv);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

QTableWidgetItem* countItem(std::int64_t value) {
    return numberItem(formatCount(value), double(value), formatCount(value, false));
}

QTableWidgetItem* optionalCostItem(const std::optional<PathCost>& cost) {
    if (!cost || cost->diagonal == 0)
        return optionalCountItem(cost ? std::optional(cost->straight) : std::nullopt);
    return numberItem(costFigure(*cost), cost->value(), costFigure(*cost, false));
}

QTableWidgetItem* optionalCountItem(const std::optional<std::int64_t>& value) {
    if (value)
        return countItem(*value);
    return numberItem(QStringLiteral("\u2014"), std::numeric_limits<double>::infinity(), QString());
}

void setUpTable(QTableWidget& table, std::span<const ColumnHeading> headings, double scale,
                const char* context) {
    const QFont font = scaledFont(table.font(), scale, table.font().bold());
    table.setFont(font);
    table.horizontalHeader()->setFont(font);
    table.setColumnCount(int(headings.size()));
    for (int column = 0; column < int(headings.size()); ++column) {
        QString title = QCoreApplication::translate(context, headings[std::size_t(column)].title);
        title.replace(QLatin1Char(' '), QLatin1Char('\n'));
        auto* heading = new QTableWidgetItem(title);
        heading->setToolTip(
            QCoreApplication::translate(context, headings[std::size_t(column)].toolTip));
        heading->setData(Qt::InitialSortOrderRole, int(Qt::AscendingOrder));
        table.setHorizontalHeaderItem(column, heading);
    }
    table.setEditTriggers(QAbstractItemView::NoEditTriggers);
    table.setSelectionBehavior(QAbstractItemView::SelectRows);
    table.setAlternatingRowColors(true);
    table.verticalHeader()->setVisible(false);
    table.horizontalHeader()->setHighlightSections(false);
}

} // namespace mazelab::ui
