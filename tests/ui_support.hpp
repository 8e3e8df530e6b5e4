#pragma once
// Helpers shared by the widget tests: the animator, the race, the maze view's wall styles
// (header-only; not part of mazelab).

#include "ui/animation/animator.hpp"
#include "ui/view/maze_scene.hpp"
#include "ui/animation/run_figures.hpp"

#include "ui/race/race_controller.hpp"
#include "ui/race/race_table.hpp"

#ifndef Q_MOC_RUN
#include "core/registry.hpp"
#include "core/run.hpp" // SolveStats (moc in Qt 6.4 cannot parse <coroutine>)
#include "core/shaping.hpp"
#endif

#include <QDir>
#include <QLabel>
#include <QPixmap>
#include <QTableWidget>
#include <QThreadPool>
#include <QWidget>
#include <QtTest>

#include <initializer_list>
#include <utility>
#include <vector>

namespace mazelab::testing {

// The animator's own thread pool for its un-animated timing runs.
inline QThreadPool* timingPool(const ui::Animator& animator) {
    return animator.findChild<QThreadPool*>(QStringLiteral("timingPool"));
}

// Lets every un-animated timing run still in flight end and deliver its result.
inline void drainTimingRuns(const ui::Animator& animator, int timeoutMs) {
    QThreadPool* pool = timingPool(animator);
    QVERIFY(pool);
    QVERIFY(pool->waitForDone(timeoutMs));
    QTest::qWait(30);
}

// The _data() rows of a test that must hold in both wall styles: a bool column "thin".
inline void wallStyleRows() {
    QTest::addColumn<bool>("thin");
    QTest::newRow("blocks") << false;
    QTest::newRow("thin walls") << true;
}

#ifndef Q_MOC_RUN
// Every cell the scene shows with this mark, in index order.
inline std::vector<CellIndex> cellsMarked(const ui::MazeScene& scene, ui::CellMark mark) {
    std::vector<CellIndex> cells;
    for (CellIndex c = 0; c < scene.maze().cellCount(); ++c)
        if (scene.mark(c) == mark)
            cells.push_back(c);
    return cells;
}

inline bool noMarks(const ui::MazeScene& scene) {
    for (CellIndex c = 0; c < scene.maze().cellCount(); ++c)
        if (scene.mark(c) != ui::CellMark::None)
            return false;
    return scene.current() < 0 && !scene.hasOverlay();
}

// The differences between a run's figures (the animator's, a race lane's) and the core's
// statistics: found, searched, expanded, largest frontier, steps, path length and cost. Empty if
// none.
inline QString figuresMismatch(const ui::RunFigures& f, const SolveStats& s) {
    QStringList errors;
    auto check = [&](const char* what, qint64 got, qint64 want) {
        if (got != want)
            errors
                << QStringLiteral("%1 %2, expected %3").arg(QLatin1String(what)).arg(got).arg(want);
    };
    if (f.found != s.found)
        errors << QStringLiteral("found %1, expected %2").arg(f.found).arg(s.found);
    check("searched", f.searched, s.searched);
    check("expanded", f.expanded, s.expanded);
    check("maxFrontier", f.maxFrontier, s.maxFrontier);
    check("steps", f.steps, s.steps);
    if (s.found) {
        if (!f.pathLength || !f.pathCost)
            errors << QStringLiteral("path length or cost unset although a path was found");
        else {
            check("pathLength", *f.pathLength, s.pathLength);
            check("pathCost", f.pathCost->straight, s.pathCost);
            check("pathDiagonalCost", f.pathCost->diagonal, s.pathDiagonalCost);
        }
    } else if (f.pathLength || f.pathCost) {
        errors << QStringLiteral("path length or cost set although no path was found");
    }
    return errors.join(QStringLiteral("; "));
}
// A label's text by object name, or "<no label NAME>" if there is none.
inline QString labelText(const QWidget& parent, const char* objectName) {
    const auto* label = parent.findChild<QLabel*>(QLatin1String(objectName));
    return label ? label->text() : QStringLiteral("<no label %1>").arg(QLatin1String(objectName));
}

// The labels (object name, expected text) that do not show their text, each as "name: 'shown',
// expected 'text'"; empty if every one does. For QVERIFY2(mismatch.isEmpty(), ...).
inline QString labelsMismatch(const QWidget& parent,
                              std::initializer_list<std::pair<const char*, QString>> expected) {
    QStringList errors;
    for (const auto& [objectName, text] : expected)
        if (const QString shown = labelText(parent, objectName); shown != text)
            errors << QStringLiteral("%1: '%2', expected '%3'")
                          .arg(QLatin1String(objectName), shown, text);
    return errors.join(QStringLiteral("; "));
}

// The race tests' waits, mazes and helpers (test_race, test_race_window).

inline constexpr int kLongWaitMs = 30'000; // generous: Debug + ASan on a loaded machine

inline QString name(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

// A 31 x 31 Recursive Backtracker with half its dead ends braided away: loops, so DFS's path is
// not the shortest.
inline Maze braided(std::uint64_t seed = 5, Size size = {31, 31}) {
    GenerateRequest request{&generatorById("recursive-backtracker"), size, seed};
    request.shaping.braid = 50;
    return generateMaze(request);
}

// Braided more, with weighted terrain (costs 2 to 9 in patches): BFS's path costs 297,
// Dijkstra's 204 (mazelab-cli solve ... --seed 9 --braid 60 --terrain 45,70,9).
inline Maze weighted() {
    GenerateRequest request{&generatorById("recursive-backtracker"), {31, 31}, 9};
    request.shaping.braid = 60;
    request.shaping.terrain = {45, 70, 9};
    return generateMaze(request);
}

// A race table's text in a lane's row and a column; empty if there is none.
inline QString cell(const ui::RaceTable& table, int lane, int column) {
    const int row = table.rowOf(lane);
    const QTableWidgetItem* item = row >= 0 ? table.table()->item(row, column) : nullptr;
    return item ? item->text() : QString();
}

// Runs the race to its end with no delay.
inline void runToEnd(ui::RaceController& race, int timeoutMs = kLongWaitMs) {
    race.setSpeed({ui::Speed::Mode::Unlimited, 0});
    race.play();
    QTRY_COMPARE_WITH_TIMEOUT(race.state(), ui::RaceController::State::Finished, timeoutMs);
}
#endif

// Writes the widget as drawn to `name` in the temporary directory, for a look.
inline bool saveGrab(QWidget& widget, const QString& name) {
    const QPixmap pixmap = widget.grab();
    if (pixmap.isNull() || pixmap.width() < 50 || pixmap.height() < 50)
        return false;
    return pixmap.save(QDir::temp().filePath(name));
}

} // namespace mazelab::testing

