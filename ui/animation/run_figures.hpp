#pragma once
// The figures the panels show about a solve (their meaning is in docs/semantics.md, "Counters"
// and "Results"), and the text forms they share. Plain structs, so that moc-parsed headers can
// use them without the core's coroutine headers.
//
// Every number is written with the C locale: a decimal point, and "1,234" where group separators
// are wanted, so that the text is the same on every machine.

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <array>

#include <cstdint>
#include <optional>

namespace mazelab::ui {

// Everything the statistics panel shows about one solve, live or finished.
struct RunFigures {
    QString solver; // display name, e.g. "A* (Manhattan)"
    enum class Phase { None, Running, Paused, Finished } phase = Phase::None;
    bool found = false;     // meaningful when Finished
    bool gaveUp = false;    // Finished at its step limit: neither found nor "no path"
    // Finished without a path: why, in words (the solver's reason, else the maze's).
    QString reason = {};
    // The solver's own figures (SolverInfo::extraFigures), named in extraNames; none for most.
    QStringList extraNames = {};
    std::array<std::int64_t, 2> extra{};
    std::int64_t cells = 0; // cells in the maze
    std::int64_t searched = 0, expanded = 0, frontier = 0, maxFrontier = 0, steps = 0;
    std::optional<std::int64_t> pathLength, pathCost; // set when Finished and found
    // The algorithm's own un-animated run; unset while it is being measured.
    std::optional<std::int64_t> algorithmTimeNs;
    std::int64_t animationMs = 0; // the animation's own elapsed time
};

// One finished solve in the results table.
struct ResultRow {
    QString generator;
    QString seed;
    QString size;
    QString solver;
    bool found = false;
    bool gaveUp = false;                              // stopped at its step limit
    std::optional<std::int64_t> pathLength, pathCost; // unset when no path was found
    double percentSearched = 0;                       // see searchedPercent()
    std::int64_t searched = 0, expanded = 0, maxFrontier = 0, steps = 0, algorithmTimeNs = 0;
};

// How a finished solve ended, in words: "found", "gave up" or "no path".
[[nodiscard]] inline QString outcomeText(const RunFigures& f) {
    return f.found    ? QStringLiteral("found")
           : f.gaveUp ? QStringLiteral("gave up")
                      : QStringLiteral("no path");
}

// Percent searched: (searched - 1) / (cells - 1) * 100, the start
// counted in searched. 0 for a maze of fewer than two cells. Same as mazelab::percentSearched.
[[nodiscard]] inline double searchedPercent(std::int64_t searched, std::int64_t cells) {
    if (cells <= 1)
        return 0;
    return double(searched - 1) / double(cells - 1) * 100.0;
}

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

// The three headline figures of a solve (time, share searched, path) as the statistics panel and
// the stage's heads-up strip both write them, so that they always read the same: a dash where
// there is no figure yet (docs/semantics.md, "Placeholders").
struct Headline {
    QString time;     // "0.131 ms", "measuring…" while the un-animated run is timed
    QString searched; // "15.30 %"
    QString path;     // "36 moves", "No path", "Gave up"
    bool measuring = false;
    bool noPath = false; // finished without a path (no path or gave up)
};

[[nodiscard]] inline Headline headlineOf(const RunFigures& f) {
    const QString dash = QStringLiteral("\u2014");
    if (f.phase == RunFigures::Phase::None)
        return {dash, dash, dash};
    Headline h;
    h.measuring = !f.algorithmTimeNs;
    h.time = h.measuring ? QCoreApplication::translate("RunFigures", "measuring\u2026")
                         : formatMilliseconds(*f.algorithmTimeNs) + QStringLiteral(" ms");
    // Before the first step (a solve started paused, or scrubbed back to step 0) nothing is
    // searched yet: a dash, not the formula's -0.23 %.
    h.searched = f.searched > 0
                     ? formatPercent(searchedPercent(f.searched, f.cells)) + QStringLiteral(" %")
                     : dash;
    const bool finished = f.phase == RunFigures::Phase::Finished;
    h.noPath = finished && !f.found;
    if (h.noPath)
        h.path = f.gaveUp ? QCoreApplication::translate("RunFigures", "Gave up")
                          : QCoreApplication::translate("RunFigures", "No path");
    else if (finished && f.pathLength)
        h.path = *f.pathLength == 1
                     ? QCoreApplication::translate("RunFigures", "1 move")
                     : QCoreApplication::translate("RunFigures", "%1 moves")
                           .arg(formatCount(*f.pathLength));
    else
        h.path = dash;
    return h;
}

} // namespace mazelab::ui
