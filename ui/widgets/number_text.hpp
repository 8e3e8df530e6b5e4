#pragma once
// Numbers as the panels and tables write them: with the C locale (a decimal point, and "1,234"
// where group separators are wanted), so that the text is the same on every machine.

#include "core/movement.hpp"

#include <QLocale>
#include <QString>

#include <cstdint>

namespace mazelab::ui {

// The C locale, with or without group separators ("1,234" or "1234").
[[nodiscard]] inline QLocale figuresLocale(bool groupSeparators) {
    QLocale locale = QLocale::c();
    locale.setNumberOptions(groupSeparators ? QLocale::DefaultNumberOptions
                                            : QLocale::OmitGroupSeparator);
    return locale;
}

// A count: "1,234" (or "1234" without group separators).
[[nodiscard]] inline QString formatCount(std::int64_t value, bool groupSeparators = true) {
    return figuresLocale(groupSeparators).toString(qlonglong(value));
}

// A path's cost: a count, or with diagonal moves its value with two decimals ("1,234.57").
[[nodiscard]] inline QString costFigure(PathCost cost, bool groupSeparators = true) {
    if (cost.diagonal == 0)
        return formatCount(cost.straight, groupSeparators);
    return figuresLocale(groupSeparators).toString(cost.value(), 'f', 2);
}

// Nanoseconds as milliseconds with three decimals, rounded to the nearest microsecond:
// 131000 -> "0.131", 1234567890 -> "1,234.568". Exact (integer arithmetic).
[[nodiscard]] inline QString formatMilliseconds(std::int64_t ns, bool groupSeparators = true) {
    const bool negative = ns < 0;
    const std::int64_t magnitude = negative ? -ns : ns;
    const std::int64_t us = (magnitude + 500) / 1000;
    const QString whole = formatCount(us / 1000, groupSeparators);
    const QString fraction = QStringLiteral("%1").arg(us % 1000, 3, 10, QLatin1Char('0'));
    return (negative ? QStringLiteral("-") : QString()) + whole + QLatin1Char('.') + fraction;
}

// A percentage with two decimals, without the sign: 15.3045 -> "15.30".
[[nodiscard]] inline QString formatPercent(double percent) {
    return QLocale::c().toString(percent, 'f', 2);
}

// Milliseconds as minutes:seconds with tenths, rounded to the nearest tenth: 83456 -> "1:23.5".
[[nodiscard]] inline QString formatMinutesSeconds(std::int64_t ms) {
    const std::int64_t tenths = (ms < 0 ? 0 : ms + 50) / 100;
    const std::int64_t minutes = tenths / 600;
    const std::int64_t secondsTenths = tenths % 600;
    return QStringLiteral("%1:%2.%3")
        .arg(qlonglong(minutes))
        .arg(qlonglong(secondsTenths / 10), 2, 10, QLatin1Char('0'))
        .arg(qlonglong(secondsTenths % 10));
}

} // namespace mazelab::ui
