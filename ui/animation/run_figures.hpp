#pragma once
// The figures the panels show about a solve (their meaning is in docs/semantics.md, "Counters"
// and "Results"), and the text forms they share. Plain structs, so that moc-parsed headers can
// use them without the core's coroutine headers.
//
// Every number is written as ui/widgets/number_text.hpp writes it, the same on every machine.

#include "core/movement.hpp"
#include "core/movingai.hpp"
#include "ui/widgets/number_text.hpp"

#include <QCoreApplication>
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
    std::optional<std::int64_t> pathLength; // set when Finished and found
    std::optional<PathCost> pathCost;       // the same; with diagonal moves, its two sums
    // The algorithm's own un-animated run; unset while it is being measured.
    std::optional<std::int64_t> algorithmTimeNs;
    std::int64_t animationMs = 0; // the animation's own elapsed time
    // The published optimal length of this start and goal, while they are a chosen Moving AI
    // problem's (docs/semantics.md, "Benchmark problems"); set by whoever shows the figures.
    std::optional<double> optimum = {};
};

// One finished solve in the results table.
struct ResultRow {
    QString generator;
    QString seed;
    QString size;
    QString solver;
    bool found = false;
    bool gaveUp = false;                              // stopped at its step limit
    std::optional<std::int64_t> pathLength;           // unset when no path was found
    std::optional<PathCost> pathCost;
    double percentSearched = 0;                       // see searchedPercent()
    std::int64_t searched = 0, expanded = 0, maxFrontier = 0, steps = 0, algorithmTimeNs = 0;
    std::optional<double> optimum; // a Moving AI problem's, as in RunFigures
};

// How a finished solve ended, in words: "found", "gave up" or "no path".
[[nodiscard]] inline QString outcomeText(const RunFigures& f) {
    return f.found    ? QStringLiteral("found")
           : f.gaveUp ? QStringLiteral("gave up")
                      : QStringLiteral("no path");
}

// A found path's cost against the published optimum beside it: "optimal 14.49 \u2713", or for a
// cost above it (core/movingai.hpp, missesOptimum) "optimal 14.49 \u2717 missed by 0.586". Empty
// without an optimum or a found path.
struct OptimumNote {
    QString text;
    bool missed = false;
};

[[nodiscard]] inline QString optimumFigure(double optimal) {
    return QLocale::c().toString(optimal, 'f', 2);
}

[[nodiscard]] inline OptimumNote optimumNoteOf(std::optional<double> optimum,
                                               std::optional<PathCost> found) {
    if (!optimum || !found)
        return {};
    const double cost = found->value();
    const QString optimal =
        QCoreApplication::translate("RunFigures", "optimal %1").arg(optimumFigure(*optimum));
    if (!missesOptimum(cost, *optimum))
        return {optimal + QStringLiteral(" \u2713"), false};
    return {optimal + QCoreApplication::translate("RunFigures", " \u2717 missed by %1")
                          .arg(QLocale::c().toString(cost - *optimum, 'g', 3)),
            true};
}

[[nodiscard]] inline OptimumNote optimumNoteOf(const RunFigures& f) {
    const bool found = f.phase == RunFigures::Phase::Finished && f.found;
    return optimumNoteOf(f.optimum, found ? f.pathCost : std::nullopt);
}

// Percent searched: (searched - 1) / (cells - 1) * 100, the start
// counted in searched. 0 for a maze of fewer than two cells. Same as mazelab::percentSearched.
[[nodiscard]] inline double searchedPercent(std::int64_t searched, std::int64_t cells) {
    if (cells <= 1)
        return 0;
    return double(searched - 1) / double(cells - 1) * 100.0;
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
