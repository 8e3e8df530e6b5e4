// Moving AI benchmark problems in the desktop app (docs/semantics.md, "Benchmark problems"): a
// scenario file opens with its map (and a map with the scenario beside it), its problems are
// listed by bucket, a chosen one sets the start and the goal, and its published optimum stands
// beside the cost of a finished solve and of each lane of a race; bad files change nothing.

#include <QtTest>

#include "document_support.hpp"

#ifndef Q_MOC_RUN
#include "core/movingai.hpp"
#include "core/registry.hpp" // moc in Qt 6.4 cannot parse <coroutine>
#include "core/run.hpp"
#endif

#include "mazelab/screenshot.hpp"
#include "ui/benchmark/benchmark_controller.hpp"
#include "ui/benchmark/benchmark_panel.hpp"
#include "ui/panels/results_table.hpp"
#include "ui/panels/stats_panel.hpp"
#include "ui/race/race_controller.hpp"
#include "ui/race/race_lane.hpp"
#include "ui/race/race_table.hpp"
#include "ui/race/race_window.hpp"
#include "ui/stage/stage_hud.hpp"
#include "ui/widgets/text_label.hpp"

#include <QComboBox>
#include <QDockWidget>
#include <QDropEvent>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMimeData>
#include <QPushButton>
#include <QStatusBar>
#include <QTableWidget>
#include <QTreeWidget>

#include <map>

using namespace mazelab;
using namespace mazelab::ui;
using namespace mazelab::testing;

namespace {

constexpr int kWaitMs = 60'000;

QString resource(const char* name) {
    return QStringLiteral(MAZELAB_MOVINGAI_DIR "/") + QLatin1String(name);
}

std::vector<BenchmarkProblem> fileProblems(const char* scenario) {
    return readMovingAiScenarios(
        readTextFile(resource(scenario).toStdString(), "Moving AI scenario file"));
}

QString labelText(const QWidget& parent, const char* name) {
    const auto* label = parent.findChild<QLabel*>(QLatin1String(name));
    return label && label->isVisibleTo(&parent) ? label->text() : QString();
}

BenchmarkController& benchmark(const MainWindow& window) {
    return *window.benchmark();
}

BenchmarkPanel& panel(const MainWindow& window) {
    return *window.findChild<BenchmarkPanel*>(QStringLiteral("benchmarkPanel"));
}

// The cheapest path's cost of BFS (fewest moves) under the benchmark's movement, on `map` with
// `problem`'s start and goal.
double bfsCost(Maze map, const BenchmarkProblem& problem) {
    map.setEndpoints(problem.start, problem.goal);
    const SolveResult result = solveMaze(solverById("bfs"), map, {}, Diagonal::OnlyWhenNoObstacles);
    return pathCostOf(map, result.path).value();
}

// Writes `text` to `name` in `dir`; the path.
QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& text) {
    QFile file(dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(text);
    return file.fileName();
}

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestBenchmarkProblems : public QObject {
    Q_OBJECT

private slots:
    // Opening arena2.map finds arena2.map.scen beside it; opening the scenario finds the map.
    // Either way every problem is listed under its bucket, as many per bucket as the file has.
    void openingListsEveryProblemByBucket_data() {
        QTest::addColumn<QString>("file");
        QTest::newRow("map") << resource("arena2.map");
        QTest::newRow("scenario") << resource("arena2.map.scen");
    }
    void openingListsEveryProblemByBucket() {
        QFETCH(QString, file);
        auto window = openWindow();
        QVERIFY(window->document()->openMazeFile(file));
        const std::vector<BenchmarkProblem> problems = fileProblems("arena2.map.scen");
        std::map<int, int> perBucket;
        for (const BenchmarkProblem& p : problems)
            ++perBucket[p.bucket];
        BenchmarkPanel& list = panel(*window);
        QCOMPARE(list.problemCount(), 910);
        QCOMPARE(list.problemCount(), int(problems.size()));
        QCOMPARE(list.bucketCount(), int(perBucket.size()));
        int row = 0;
        for (const auto& [bucket, count] : perBucket) {
            const QTreeWidgetItem* top = list.tree()->topLevelItem(row++);
            QCOMPARE(top->text(0), QStringLiteral("Bucket %1: %2 problems").arg(bucket).arg(count));
            QCOMPARE(top->childCount(), count);
            for (int c = 0; c < count; ++c) {
                const int index = top->child(c)->data(0, BenchmarkPanel::kProblemRole).toInt();
                QCOMPARE(problems[std::size_t(index)].bucket, bucket);
            }
        }
        // A row: number, start, goal, optimal length with two decimals.
        const QTreeWidgetItem* fifth = list.itemOf(4);
        const BenchmarkProblem& p = problems[4];
        QCOMPARE(fifth->text(BenchmarkPanel::Number), QStringLiteral("5"));
        QCOMPARE(fifth->text(BenchmarkPanel::Start),
                 QStringLiteral("%1,%2").arg(p.start.x).arg(p.start.y));
        QCOMPARE(fifth->text(BenchmarkPanel::Goal),
                 QStringLiteral("%1,%2").arg(p.goal.x).arg(p.goal.y));
        QCOMPARE(fifth->text(BenchmarkPanel::Optimal), QString::number(p.optimalLength, 'f', 2));
        QVERIFY(list.summary().contains(QStringLiteral("Sturtevant")));
        auto* dock = window->findChild<QDockWidget*>(QStringLiteral("benchmarkDock"));
        QVERIFY(dock->isVisible());
        // The View menu toggles it like the other panels.
        auto* panels = window->findChild<QMenu*>(QStringLiteral("panelsMenu"));
        QVERIFY(panels->actions().contains(dock->toggleViewAction()));
        QVERIFY(window->run()->scene()->maze().size() == (Size{281, 209}));
        QCOMPARE(window->run()->controls()->movement(), Diagonal::OnlyWhenNoObstacles);
    }

    // A scenario file of 12,120 problems is listed whole.
    void aLargeScenarioIsListedWhole() {
        auto window = openWindow();
        QVERIFY(window->document()->openMazeFile(resource("maze512-1-0.map.scen")));
        QCOMPARE(panel(*window).problemCount(), 12120);
        QCOMPARE(panel(*window).problemCount(), int(fileProblems("maze512-1-0.map.scen").size()));
    }

    // A file dropped on the window opens as File > Open opens it.
    void aDroppedScenarioOpensWithItsMap() {
        auto window = openWindow();
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(resource("arena.map.scen"))});
        QDragEnterEvent enter(QPoint(20, 20), Qt::CopyAction, &mime, Qt::LeftButton,
                              Qt::NoModifier);
        QCoreApplication::sendEvent(window.get(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(20, 20), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(window.get(), &drop);
        QCOMPARE(panel(*window).problemCount(), 130);
        QVERIFY(window->run()->scene()->maze().size() == (Size{49, 49}));
    }

    // Enter on a problem's row sets the start and the goal exactly, as one undoable edit; the
    // panel shows it as current. Undo puts them back, and the optimum no longer applies.
    void choosingAProblemSetsStartAndGoal() {
        auto window = openWindow();
        QVERIFY(window->document()->openMazeFile(resource("arena2.map.scen")));
        const BenchmarkProblem p = fileProblems("arena2.map.scen")[316];
        const Maze before = window->run()->scene()->maze();
        BenchmarkPanel& list = panel(*window);
        QTreeWidget* tree = list.tree();
        tree->setFocus();
        tree->setCurrentItem(list.itemOf(316));
        QTest::keyClick(tree, Qt::Key_Return);
        const Maze& shown = window->run()->scene()->maze();
        QVERIFY(shown.start() == p.start);
        QVERIFY(shown.goal() == p.goal);
        QCOMPARE(benchmark(*window).currentProblem(), 317);
        QCOMPARE(list.current(), 316);
        QVERIFY(list.itemOf(316)->font(0).bold());
        QCOMPARE(*window->run()->optimum(), p.optimalLength);
        QVERIFY(list.note().contains(QStringLiteral("Problem 317")));
        QUndoStack& undo = *window->edits()->undoStack();
        QCOMPARE(undo.count(), 1);
        QCOMPARE(undo.text(0), QStringLiteral("Move start and goal"));
        window->edits()->undo();
        QVERIFY(window->run()->scene()->maze().start() == before.start());
        QVERIFY(window->run()->scene()->maze().goal() == before.goal());
        QVERIFY(!window->run()->optimum());
        QVERIFY(list.note().contains(QStringLiteral("moved away")));
        // The button chooses the selected problem too.
        tree->setCurrentItem(list.itemOf(0));
        list.chooseButton()->click();
        QVERIFY(window->run()->scene()->maze().start() == fileProblems("arena2.map.scen")[0].start);
        QCOMPARE(benchmark(*window).currentProblem(), 1);
    }

    // A map has no generator: the size fields show its size, as they show a generated maze's,
    // so that Regenerate carves a maze of that size in the map's shape.
    void aMapsSizeShowsInTheSizeFields() {
        auto window = openWindow();
        window->run()->controls()->setMazeSize({19, 19});
        QVERIFY(window->document()->openMazeFile(resource("arena2.map")));
        QVERIFY(window->run()->controls()->mazeSize() == (Size{281, 209}));
        QVERIFY(window->document()->openMazeFile(resource("arena.map")));
        QVERIFY(window->run()->controls()->mazeSize() == (Size{49, 49}));
    }

    // A* (octile) on a chosen problem: its cost is the file's optimum, and the statistics, the
    // results and the status bar show the optimum beside it, unmarked. Once the goal moves away,
    // no optimum is shown.
    void aSolveShowsTheOptimumBesideItsCost() {
        auto window = openWindow();
        QVERIFY(window->document()->openMazeFile(resource("arena2.map")));
        const BenchmarkProblem p = fileProblems("arena2.map.scen")[905];
        QCOMPARE(benchmark(*window).chooseProblem(906), QString());
        window->run()->controls()->selectSolver("astar-octile");
        window->run()->solve();
        ResultsTable& results = *window->findChild<ResultsTable*>(QStringLiteral("resultsPanel"));
        QTRY_COMPARE_WITH_TIMEOUT(results.rowCount(), 1, kWaitMs);
        const RunFigures figures = window->run()->animator()->figures();
        QVERIFY(figures.found);
        QVERIFY(std::abs(figures.pathCost->value() - p.optimalLength) <= kOptimalTolerance);
        const QString optimal = QString::number(p.optimalLength, 'f', 2);
        const QString cost = costFigure(*figures.pathCost);
        QCOMPARE(cost, optimal); // found == optimal, to the figures shown
        auto* stats = window->findChild<QWidget*>(QStringLiteral("statsPanel"));
        QCOMPARE(labelText(*stats, "optimumValue"),
                 QStringLiteral("Cost %1, optimal %2 \u2713").arg(cost, optimal));
        QTableWidget* table = results.table();
        QVERIFY(!table->isColumnHidden(ResultsTable::Optimal));
        QCOMPARE(table->item(0, ResultsTable::Optimal)->text(), optimal);
        QVERIFY(results.toTsv(false).startsWith(
            QStringLiteral("#\tGenerator\tSeed\tSize\tSolver\tFound\tPath length\tPath cost\t"
                           "Optimal\t")));
        QVERIFY(labelText(*window, "stateLabel").contains(QStringLiteral("optimal ") + optimal));
        // The stage's strip (hidden until F5) says it too, under the path.
        const auto* hudOptimum = window->findChild<QLabel*>(QStringLiteral("hudOptimum"));
        QVERIFY(hudOptimum);
        QCOMPARE(hudOptimum->text(),
                 QStringLiteral("cost %1, optimal %2 \u2713").arg(cost, optimal));

        // The goal one cell off the problem's: the solve follows, with no optimum beside it.
        Cell moved = p.goal;
        const Maze& map = window->run()->scene()->maze();
        for (Cell c : {Cell{p.goal.x + 1, p.goal.y}, Cell{p.goal.x - 1, p.goal.y},
                       Cell{p.goal.x, p.goal.y + 1}, Cell{p.goal.x, p.goal.y - 1}})
            if (map.contains(c) && map.isActive(map.index(c)) && c != p.start) {
                moved = c;
                break;
            }
        QVERIFY(moved != p.goal);
        window->edits()->moveEndpoints(p.start, moved);
        QVERIFY(window->run()->scene()->maze().goal() == moved);
        QVERIFY(!window->run()->optimum());
        QCOMPARE(labelText(*stats, "optimumValue"), QString());
        QVERIFY(!labelText(*window, "stateLabel").contains(QStringLiteral("optimal")));
        QCOMPARE(hudOptimum->text(), QString());
    }

    // A race of A* (octile), JPS and BFS on a chosen problem: each lane shows the optimum beside
    // its result. A* and JPS meet it; BFS takes the fewest moves, which here cost more, and its
    // lane marks the miss.
    void aRaceShowsTheOptimumInEachLane() {
        auto window = openWindow();
        QVERIFY(window->document()->openMazeFile(resource("arena2.map.scen")));
        const std::vector<BenchmarkProblem> problems = fileProblems("arena2.map.scen");
        const Maze map = window->run()->scene()->maze();
        // The first problem on which BFS's fewest moves cost more than the optimum.
        int chosen = -1;
        for (int i = 0; i < int(problems.size()) && chosen < 0; ++i)
            if (missesOptimum(bfsCost(map, problems[std::size_t(i)]),
                              problems[std::size_t(i)].optimalLength))
                chosen = i;
        QVERIFY(chosen >= 0);
        const BenchmarkProblem& p = problems[std::size_t(chosen)];
        QCOMPARE(benchmark(*window).chooseProblem(chosen + 1), QString());
        RaceWindow& race = *window->run()->openRace();
        QCOMPARE(race.setSolvers({"astar-octile", "jps", "bfs"}), QString());
        race.controller()->setSpeed({Speed::Mode::Unlimited, 0});
        race.controller()->play();
        QTRY_COMPARE_WITH_TIMEOUT(race.controller()->state(), RaceController::State::Finished,
                                  kWaitMs);
        const QString optimal = QString::number(p.optimalLength, 'f', 2);
        QCOMPARE(race.laneCount(), 3);
        int missed = 0;
        for (int i = 0; i < race.laneCount(); ++i) {
            const RunFigures& f = race.controller()->figures(i);
            QVERIFY(f.found);
            const QString text = labelText(*race.lane(i), "pathValue");
            QVERIFY2(text.contains(QStringLiteral("optimal ") + optimal), qPrintable(text));
            const bool isBfs =
                f.solver == QString::fromUtf8(solverById("bfs").name.data(),
                                              qsizetype(solverById("bfs").name.size()));
            const double cost = f.pathCost->value();
            QCOMPARE(missesOptimum(cost, p.optimalLength), isBfs);
            QCOMPARE(text.contains(QStringLiteral("\u2717")), isBfs);
            QCOMPARE(
                text.contains(QStringLiteral("optimal ") + optimal + QStringLiteral(" \u2713")),
                !isBfs);
            if (isBfs) {
                ++missed;
                QVERIFY(std::abs(cost - bfsCost(map, p)) < 1e-9);
            }
        }
        QCOMPARE(missed, 1);
        // The table's costs, marked against the optimum: BFS's as a miss, the others' as met.
        auto* table = race.findChild<QTableWidget*>(QStringLiteral("raceTable"));
        QVERIFY(table);
        int marked = 0;
        for (int row = 0; row < table->rowCount(); ++row) {
            const QTableWidgetItem& cost = *table->item(row, RaceTable::PathCost);
            QVERIFY2(cost.toolTip().contains(QStringLiteral("optimal ") + optimal),
                     qPrintable(cost.toolTip()));
            marked += cost.text().endsWith(QStringLiteral("\u2717"));
            QVERIFY(cost.text().endsWith(QStringLiteral("\u2717")) ||
                    cost.text().endsWith(QStringLiteral("\u2713")));
        }
        QCOMPARE(marked, 1);
        // The start moved away: the lanes show no optimum.
        const Cell start = problems[std::size_t(chosen == 0 ? 1 : 0)].start;
        QVERIFY(start != p.goal && start != p.start);
        window->edits()->moveEndpoints(start, p.goal);
        race.controller()->play();
        QTRY_COMPARE_WITH_TIMEOUT(race.controller()->state(), RaceController::State::Finished,
                                  kWaitMs);
        for (int i = 0; i < race.laneCount(); ++i)
            QVERIFY(!labelText(*race.lane(i), "pathValue").contains(QStringLiteral("optimal")));
        for (int row = 0; row < table->rowCount(); ++row)
            QVERIFY(table->item(row, RaceTable::PathCost)->toolTip().isEmpty());
    }

    // Under another movement the published optima do not hold: none is shown.
    void anotherMovementShowsNoOptimum() {
        auto window = openWindow();
        QVERIFY(window->document()->openMazeFile(resource("arena2.map.scen")));
        QCOMPARE(benchmark(*window).chooseProblem(10), QString());
        QVERIFY(window->run()->optimum());
        // As the user chooses it, in the panel's Moves box.
        auto* moves = window->findChild<QComboBox*>(QStringLiteral("movementCombo"));
        const auto choose = [&](Diagonal rule) {
            for (int i = 0; i < moves->count(); ++i) {
                moves->setCurrentIndex(i);
                if (window->run()->controls()->movement() == rule)
                    return true;
            }
            return false;
        };
        QVERIFY(choose(Diagonal::Never));
        QVERIFY(!window->run()->optimum());
        QVERIFY(panel(*window).note().contains(QStringLiteral("no optimum")));
        QVERIFY(choose(Diagonal::OnlyWhenNoObstacles));
        QCOMPARE(*window->run()->optimum(), fileProblems("arena2.map.scen")[9].optimalLength);
    }

    // A miss is a cost above the optimum by more than 0.0001: the statistics and the results
    // mark it, with its margin; a cost within the files' rounding is not one.
    void aMissIsACostAboveTheOptimumByMoreThanItsRounding_data() {
        QTest::addColumn<double>("optimum");
        QTest::addColumn<QString>("statistics");
        QTest::addColumn<QString>("result");
        QTest::newRow("met") << 10.0 << QStringLiteral("Cost 10, optimal 10.00 \u2713")
                             << QStringLiteral("10.00");
        QTest::newRow("within rounding")
            << 9.99995 << QStringLiteral("Cost 10, optimal 10.00 \u2713")
            << QStringLiteral("10.00");
        QTest::newRow("just missed")
            << 9.9998 << QStringLiteral("Cost 10, optimal 10.00 \u2717 missed by 0.0002")
            << QStringLiteral("10.00 \u2717");
        QTest::newRow("missed") << 9.5
                                << QStringLiteral("Cost 10, optimal 9.50 \u2717 missed by 0.5")
                                << QStringLiteral("9.50 \u2717");
    }
    void aMissIsACostAboveTheOptimumByMoreThanItsRounding() {
        QFETCH(double, optimum);
        QFETCH(QString, statistics);
        QFETCH(QString, result);
        RunFigures f;
        f.solver = QStringLiteral("BFS");
        f.phase = RunFigures::Phase::Finished;
        f.found = true;
        f.cells = 100;
        f.searched = 50;
        f.pathLength = 10;
        f.pathCost = PathCost{10, 0};
        f.optimum = optimum;
        StatsPanel stats;
        stats.showFigures(f);
        QCOMPARE(labelText(stats, "optimumValue"), statistics);
        // The stage's strip: the same words, a miss in red.
        StageHud hud;
        hud.showFigures(f);
        const QString note = statistics.toLower();
        QCOMPARE(labelText(hud, "hudOptimum"), note);
        const auto* hudOptimum = hud.findChild<QLabel*>(QStringLiteral("hudOptimum"));
        QCOMPARE(hudOptimum->palette().color(QPalette::WindowText) == QColor(kFailureRgb),
                 note.contains(QStringLiteral("missed")));
        ResultsTable results;
        ResultRow row;
        row.solver = f.solver;
        row.found = true;
        row.pathLength = f.pathLength;
        row.pathCost = f.pathCost;
        row.optimum = optimum;
        results.addRow(row);
        QCOMPARE(results.table()->item(0, ResultsTable::Optimal)->text(), result);
        // Without an optimum, nothing is said.
        f.optimum.reset();
        stats.showFigures(f);
        QCOMPARE(labelText(stats, "optimumValue"), QString());
        hud.showFigures(f);
        QCOMPARE(labelText(hud, "hudOptimum"), QString());
    }

    // Files that do not fit: the open is refused, the maze shown before stays, and the message
    // names the file as opened and the line; %1 stands for the folder of mine.map.scen, beside
    // a copy of arena.map.
    void badFilesKeepThePreviousMaze_data() {
        QTest::addColumn<QByteArray>("scenario");
        QTest::addColumn<QString>("expected");
        const QByteArray good = "0\tarena.map\t49\t49\t19\t26\t19\t29\t3.00000000\n";
        QTest::newRow("map name") << QByteArray("version 1\n") + good +
                                         "0\tother.map\t49\t49\t19\t26\t19\t29\t3.00000000\n"
                                  << QStringLiteral("%1/mine.map.scen: line 3: the problem's map "
                                                    "'other.map' is not the map opened, "
                                                    "'arena.map'");
        QTest::newRow("map size") << QByteArray("version 1\n") + good + good +
                                         "0\tarena.map\t50\t49\t19\t26\t19\t29\t3.00000000\n"
                                  << QStringLiteral("%1/mine.map.scen: line 4: the problem's map "
                                                    "'arena.map' is 50x49: the map opened is "
                                                    "49x49");
        QTest::newRow("malformed line")
            << QByteArray("version 1\n") + good + "0\tarena.map\t49\t49\t19\t26\t19\t29\n"
            << QStringLiteral("%1/mine.map.scen: line 3: a problem has 9 fields (bucket, map, map "
                              "width, map height, start x, start y, goal x, goal y, optimal "
                              "length); this line has 8");
        QTest::newRow("missing map")
            << QByteArray("version 1\n0\tnowhere.map\t49\t49\t19\t26\t19\t29\t3.0\n")
            << QStringLiteral("%1/mine.map.scen: line 2: cannot find the problems' map "
                              "'nowhere.map': looked for '%1/nowhere.map' and '%1/mine.map'; put "
                              "the map beside the scenario file, or give its path with "
                              "mazelab-cli benchmark --maze FILE");
    }
    void badFilesKeepThePreviousMaze() {
        QFETCH(QByteArray, scenario);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        QVERIFY(
            !writeFile(dir, QStringLiteral("arena.map"), readAll(resource("arena.map"))).isEmpty());
        const QString path = writeFile(dir, QStringLiteral("mine.map.scen"), scenario);
        auto window = openWindow();
        QVERIFY(window->document()->openMazeFile(resource("arena2.map.scen")));
        QCOMPARE(benchmark(*window).chooseProblem(3), QString());
        const std::string before = mazeText(*window);
        const QString title = window->windowTitle();
        closeErrorBoxes(*window);
        QVERIFY(!window->document()->openMazeFile(path));
        QCOMPARE(mazeText(*window), before);
        QCOMPARE(window->windowTitle(), title);
        QCOMPARE(panel(*window).problemCount(), 910);
        QCOMPARE(benchmark(*window).currentProblem(), 3);
        const QList<QMessageBox*> boxes = errorBoxes(*window);
        QCOMPARE(boxes.size(), 1);
        QCOMPARE(boxes.front()->text(), expected.arg(dir.path()));
    }

    // A scenario whose named map is not beside it falls back to its own name without ".scen":
    // that map opens only if the problems name it.
    void aScenarioFindsItsMapByItsOwnName() {
        QTemporaryDir dir;
        const QByteArray map = readAll(resource("arena.map"));
        writeFile(dir, QStringLiteral("renamed.map"), map);
        const QString named = writeFile(dir, QStringLiteral("renamed.map.scen"),
                                        "version 1\n0\tarena.map\t49\t49\t19\t26\t19\t29\t3.0\n");
        const QString matching =
            writeFile(dir, QStringLiteral("other.map.scen"),
                      "version 1\n0\tmaps/other.map\t49\t49\t19\t26\t19\t29\t3.0\n");
        writeFile(dir, QStringLiteral("other.map"), map);
        auto window = openWindow();
        closeErrorBoxes(*window);
        QVERIFY(!window->document()->openMazeFile(named));
        QCOMPARE(errorBoxes(*window).size(), 1);
        QCOMPARE(errorBoxes(*window).front()->text(),
                 named + QStringLiteral(": line 2: the problem's map 'arena.map' is not the map "
                                        "opened, 'renamed.map'"));
        QVERIFY(window->document()->openMazeFile(matching));
        QCOMPARE(panel(*window).problemCount(), 1);
        // File > Open scenario takes a Moving AI scenario too, as File > Open maze does.
        QVERIFY(window->document()->openScenarioFile(resource("arena.map.scen")));
        QCOMPARE(panel(*window).problemCount(), 130);
    }

    // A map whose scenario file beside it is malformed opens without problems, and says why.
    void aMapWithABrokenScenarioOpensWithoutIt() {
        QTemporaryDir dir;
        const QString map =
            writeFile(dir, QStringLiteral("arena.map"), readAll(resource("arena.map")));
        writeFile(dir, QStringLiteral("arena.map.scen"),
                  "version 1\n0\tarena.map\t49\t49\t19\t26\t19\t29\tlong\n");
        auto window = openWindow();
        QVERIFY(window->document()->openMazeFile(resource("arena2.map.scen")));
        closeErrorBoxes(*window);
        QVERIFY(window->document()->openMazeFile(map));
        QVERIFY(window->run()->scene()->maze().size() == (Size{49, 49}));
        QCOMPARE(panel(*window).problemCount(), 0);
        QVERIFY(!window->run()->optimum());
        const QList<QMessageBox*> boxes = errorBoxes(*window);
        QCOMPARE(boxes.size(), 1);
        QCOMPARE(boxes.front()->text(),
                 map + QStringLiteral(".scen: line 2: optimal length 'long' is not a number of 0 "
                                      "or more"));
        QCOMPARE(benchmark(*window).chooseProblem(1),
                 QStringLiteral("No benchmark problems are open: open a Moving AI scenario file "
                                "(.map.scen), or a map with its scenario file beside it."));
    }

    // --maze with a scenario file and --problem N: the problem chosen, as in the panel; a
    // number past the file's end is refused by name.
    void theProblemOptionChoosesAProblem() {
        MainWindow window;
        ScreenshotOptions options;
        options.mazeFile = resource("arena2.map.scen");
        options.problem = 42;
        QCOMPARE(options.applyTo(window), QString());
        QCOMPARE(window.benchmark()->currentProblem(), 42);
        QVERIFY(window.run()->scene()->maze().start() == fileProblems("arena2.map.scen")[41].start);
        options.problem = 911;
        QCOMPARE(options.applyTo(window),
                 QStringLiteral("--problem: There is no problem 911: arena2.map.scen has "
                                "problems 1 to 910."));
    }
};

QTEST_MAIN(TestBenchmarkProblems)
#include "test_benchmark_problems.moc"
