#pragma once
// A Moving AI benchmark run as the Experiment window shows it: the spec (core/benchmark.hpp), the
// files its map lives in, and the result. Not read by moc (no Q_OBJECT here), so it may include
// the core.

#include "core/benchmark.hpp"

#include <QString>

#include <memory>

namespace mazelab::ui {

// Where every view of benchmark results cites the benchmarks from.
inline const QString kBenchmarkCitation =
    QStringLiteral("N. Sturtevant, \u201cBenchmarks for Grid-Based Pathfinding\u201d, 2012");

// "every 10th problem", "every 2nd problem", "every problem".
[[nodiscard]] inline QString everyProblemText(std::int64_t k) {
    if (k == 1)
        return QStringLiteral("every problem");
    const char* suffix = k % 100 / 10 == 1 ? "th"
                         : k % 10 == 1     ? "st"
                         : k % 10 == 2     ? "nd"
                         : k % 10 == 3     ? "rd"
                                           : "th";
    return QStringLiteral("every %1%2 problem").arg(k).arg(QLatin1String(suffix));
}

struct BenchmarkRun {
    BenchmarkSpec spec; // its map is files->map.maze
    std::shared_ptr<const MovingAiBenchmark> files;
    std::shared_ptr<const BenchmarkResult> result;
};

} // namespace mazelab::ui
