#pragma once
// Helpers shared by the experiment window's tests (header-only; not part of mazelab): a small
// experiment, running it through the window, and finding a chart's series. It includes the
// core's experiment, which moc in Qt 6.4 cannot parse (<coroutine>): moc skips all of it.

#ifndef Q_MOC_RUN
#include "core/experiment.hpp"
#include "core/registry.hpp"
#include "ui/experiment/experiment_charts.hpp"
#include "ui/experiment/experiment_table.hpp"
#include "ui/experiment/experiment_setup.hpp"
#include "ui/experiment/experiment_window.hpp"

#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QFile>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <string_view>

namespace mazelab::testing {

// A registry name as a QString.
inline QString name(std::string_view s) {
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

// 2 generators x 1 size x 3 solvers x 20 mazes: 120 runs, 6 groups.
inline ExperimentSpec smallSpec() {
    ExperimentSpec spec;
    spec.generators = {&generatorById("kruskal"), &generatorById("recursive-backtracker")};
    spec.sizes = {Size{15, 15}};
    spec.solvers = {&solverById("bfs"), &solverById("dfs"), &solverById("astar-manhattan")};
    spec.count = 20;
    spec.seed = 7;
    return spec;
}

// Runs `spec` through the window (Run, worker threads) and waits for the result.
inline void runInWindow(ui::ExperimentWindow& window, const ExperimentSpec& spec, int threads = 2) {
    window.setup()->setSpec(spec);
    window.setup()->setThreads(threads);
    QSignalSpy shown(&window, &ui::ExperimentWindow::resultChanged);
    QVERIFY(window.run());
    QVERIFY(shown.wait(60'000));
    QVERIFY(window.result());
    QVERIFY(!window.running());
}

// Equal up to rounding (relative 1e-9).
inline bool same(double a, double b) {
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

template <typename T>
inline T* onlySeries(QChart* chart) {
    T* found = nullptr;
    for (QAbstractSeries* s : chart->series())
        if (auto* t = qobject_cast<T*>(s)) {
            if (found)
                return nullptr;
            found = t;
        }
    return found;
}

} // namespace mazelab::testing
#endif // Q_MOC_RUN
