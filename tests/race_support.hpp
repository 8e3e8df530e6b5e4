#pragma once
// What the race's tests (test_race, test_race_window) include: the race's lanes, chart and
// window; their helpers (mazes, table cells, running to the end) are in ui_support.hpp
// (header-only; not part of mazelab).

#ifndef Q_MOC_RUN
#include "core/registry.hpp" // moc in Qt 6.4 cannot parse <coroutine>
#include "core/run.hpp"
#endif

#include "ui/race/race_chart.hpp"
#include "ui/race/race_lane.hpp"
#include "ui/race/race_window.hpp"
#include "ui_support.hpp"

#include <QLineSeries>
#include <QtTest>

#include <algorithm>
#include <vector>

namespace mazelab::testing {

using State = ui::RaceController::State;

} // namespace mazelab::testing
