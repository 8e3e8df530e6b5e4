// The experiment window with a Moving AI scenario file as its source (N. Sturtevant, "Benchmarks
// for Grid-Based Pathfinding", 2012): the rows per bucket with the file's problem counts, the
// optima met, the CSV file the same as mazelab-cli benchmark --csv but for the times, solvers
// that refuse the movement disabled, bad files (and maps found by the scenario's own name)
// refused with the file and line named and nothing changed, and Cancel or closing the window
// mid-run.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "cli_support.hpp"
#include "core/benchmark.hpp"
#include "core/movingai.hpp"
#include "core/registry.hpp"
#include "ui/experiment/benchmark_results.hpp"
#include "ui/experiment/benchmark_run.hpp"
#include "ui/experiment/experiment_runner.hpp"
#include "ui/experiment/experiment_setup.hpp"
#include "ui/experiment/experiment_window.hpp"
#include "ui/experiment/scenario_setup.hpp"
#endif

#include <QChart>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QListWidget>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>

#include <map>
#include <memory>

using namespace mazelab;
using namespace mazelab::testing;
using mazelab::ui::ExperimentWindow;

namespace {

const QString kDir = QStringLiteral(MAZELAB_SOURCE_DIR "/resources/movingai/");
const QString kArena = kDir + "arena.map.scen";
const QString kCitation = QStringLiteral("Benchmarks for Grid-Based Pathfinding");

QString qs(std::string_view text) {
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// Sets one field of the set-up as a script would, failing the test on an error.
void setField(ExperimentWindow& window, const QString& key, const QString& value) {
    const QString error = window.setup()->setSetupField(key, value);
    QVERIFY2(error.isEmpty(), qPrintable(key + ": " + error));
}

// Runs the set-up and waits for the results.
void runAndWait(ExperimentWindow& window) {
    QSignalSpy shown(&window, &ExperimentWindow::resultChanged);
    QVERIFY2(window.run(), qPrintable(window.lastError()));
    QVERIFY(shown.wait(120'000));
    QVERIFY(!window.running());
    QVERIFY(window.benchmarkRun());
}

QByteArray fileBytes(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A benchmark CSV file's lines, each without its last two fields (time_ms, time_ms_mean: measured
// times, never the same twice).
QStringList withoutTimes(const QByteArray& csv) {
    QStringList lines;
    for (const QString& line : QString::fromUtf8(csv).split('\n', Qt::SkipEmptyParts)) {
        QStringList fields = line.split(',');
        fields.resize(fields.size() - 2);
        lines << fields.join(',');
    }
    return lines;
}

QString cell(const QTableWidget* table, int row, int column) {
    return table->item(row, column) ? table->item(row, column)->text() : QString();
}

} // namespace

class TestExperimentScenario : public QObject {
    Q_OBJECT

private slots:
    void arenaEveryTenth();
    void aMissedOptimumIsShown();
    void refusedSolversAreDisabled();
    void badFilesChangeNothing_data();
    void badFilesChangeNothing();
    void cancelMidRun();
    void closeMidRun();
};

void TestExperimentScenario::arenaEveryTenth() {
    ExperimentWindow window;
    setField(window, QStringLiteral("scenario"), kArena);
    setField(window, QStringLiteral("solvers"), QStringLiteral("astar-octile,dijkstra"));
    setField(window, QStringLiteral("every"), QStringLiteral("10"));
    QVERIFY(window.setup()->scenarioSource());
    runAndWait(window);

    // The problems per bucket of problems 0, 10, 20, ... of the file.
    const std::vector<BenchmarkProblem> problems = loadMovingAiScenarios(kArena.toStdString());
    std::map<int, int> expected;
    for (std::size_t k = 0; k < problems.size(); k += 10)
        ++expected[problems[k].bucket];
    QVERIFY(expected.size() > 1);

    const auto run = window.benchmarkRun();
    QCOMPARE(run->spec.solvers.size(), std::size_t(2));
    QVERIFY(!run->result->cancelled);
    const QTableWidget* table = window.benchmarkResults()->table();
    // Per solver a row per bucket and a total row.
    QCOMPARE(table->rowCount(), int(2 * (expected.size() + 1)));
    int row = 0;
    for (const SolverInfo* solver : run->spec.solvers) {
        int total = 0;
        for (const auto& [bucket, count] : expected) {
            QCOMPARE(cell(table, row, 0), qs(solver->id));
            QCOMPARE(cell(table, row, 1), QString::number(bucket));
            QCOMPARE(cell(table, row, 2), QString::number(count)); // problems
            QCOMPARE(cell(table, row, 3), QString::number(count)); // found
            QCOMPARE(cell(table, row, 4), QString::number(count)); // optimal == found
            QCOMPARE(cell(table, row, 5), QStringLiteral("1.000000"));
            total += count;
            ++row;
        }
        QCOMPARE(cell(table, row, 1), QStringLiteral("total"));
        QCOMPARE(cell(table, row, 2), QString::number(total));
        QCOMPARE(cell(table, row, 4), QString::number(total));
        ++row;
    }
    QVERIFY(window.benchmarkResults()->misses()->isHidden());
    // The citation above the table and in the chart's title; a line per solver, a point per
    // bucket.
    QVERIFY(window.benchmarkResults()->caption()->text().contains(kCitation));
    QVERIFY(window.benchmarkResults()->caption()->text().contains(QStringLiteral("Sturtevant")));
    for (const auto figure : {ui::BenchmarkResults::Expanded, ui::BenchmarkResults::Time,
                              ui::BenchmarkResults::Ratio}) {
        window.benchmarkResults()->setFigure(figure);
        QChart* chart = window.benchmarkResults()->chart();
        QVERIFY(chart->title().contains(kCitation));
        QCOMPARE(chart->series().size(), 2);
        for (QAbstractSeries* series : chart->series())
            QCOMPARE(qobject_cast<QLineSeries*>(series)->count(), int(expected.size()));
    }

    // The CSV file: mazelab-cli benchmark's for the same run, but for the times.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString windowCsv = dir.filePath(QStringLiteral("window.csv"));
    const QString cliCsv = dir.filePath(QStringLiteral("cli.csv"));
    QVERIFY(window.saveBenchmarkCsv(windowCsv).isEmpty());
    QStringList order;
    for (const SolverInfo* solver : run->spec.solvers)
        order << qs(solver->id);
    const CliResult cli =
        runCli({QStringLiteral("benchmark"), QStringLiteral("--scen"), kArena,
                QStringLiteral("--algorithm"), order.join(','), QStringLiteral("--every"),
                QStringLiteral("10"), QStringLiteral("--csv"), cliCsv});
    QCOMPARE(cli.code, 0);
    const QByteArray mine = fileBytes(windowCsv);
    const QByteArray theirs = fileBytes(cliCsv);
    QVERIFY(!theirs.isEmpty());
    QCOMPARE(mine.count('\n'), theirs.count('\n'));
    QVERIFY(mine.startsWith("scenario,map,diagonal,every,shard,solver,bucket,problems,found,"
                            "optimal,max_ratio,expanded,expanded_mean,searched,searched_mean,"
                            "time_ms,time_ms_mean\n"));
    QCOMPARE(withoutTimes(mine), withoutTimes(theirs));
    QCOMPARE(withoutTimes(mine).size(), int(2 * (expected.size() + 1)) + 1);
}

// The optimum of line 5 (30,22 to 31,21, one diagonal move, 1.41421356) edited to 1 in a copy:
// Dijkstra, which promises shortest paths, "misses" it, and the window says so, naming it.
void TestExperimentScenario::aMissedOptimumIsShown() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QFile::copy(kDir + "arena.map", dir.filePath(QStringLiteral("arena.map"))));
    QByteArray text = fileBytes(kArena);
    QVERIFY(text.contains("\t30\t22\t31\t21\t1.41421356"));
    text.replace("\t30\t22\t31\t21\t1.41421356", "\t30\t22\t31\t21\t1.00000000");
    const QString edited = dir.filePath(QStringLiteral("arena.map.scen"));
    writeFile(edited, text);

    ExperimentWindow window;
    QVERIFY2(window.openScenario(edited), qPrintable(window.lastError()));
    setField(window, QStringLiteral("solvers"), QStringLiteral("dijkstra"));
    runAndWait(window);
    const QLabel* misses = window.benchmarkResults()->misses();
    QVERIFY(!misses->isHidden());
    QVERIFY2(misses->text().contains(QStringLiteral(
                 "dijkstra promises shortest paths under only-when-no-obstacles but missed 1 "
                 "of 130 optima")),
             qPrintable(misses->text()));
    QVERIFY2(misses->text().contains(QStringLiteral("arena.map.scen line 5: start 30,22, goal "
                                                    "31,21: found 1.41421356, optimum "
                                                    "1.00000000")),
             qPrintable(misses->text()));
    QVERIFY(window.statusText().contains(QStringLiteral("missed")));
    // The total row: 130 problems, 130 found, 129 optimal, that cell marked.
    const QTableWidget* table = window.benchmarkResults()->table();
    const int last = table->rowCount() - 1;
    QCOMPARE(cell(table, last, 1), QStringLiteral("total"));
    QCOMPARE(cell(table, last, 2), QStringLiteral("130"));
    QCOMPARE(cell(table, last, 3), QStringLiteral("130"));
    QCOMPARE(cell(table, last, 4), QStringLiteral("129"));
    QVERIFY(!table->item(last, 4)->toolTip().isEmpty());
}

void TestExperimentScenario::refusedSolversAreDisabled() {
    ExperimentWindow window;
    setField(window, QStringLiteral("scenario"), kArena);
    setField(window, QStringLiteral("solvers"), QStringLiteral("jps,dijkstra"));
    auto itemOf = [&](std::string_view id) -> QListWidgetItem* {
        QListWidget* list = window.setup()->solverList();
        for (int i = 0; i < list->count(); ++i)
            if (list->item(i)->data(Qt::UserRole).toString() == qs(id))
                return list->item(i);
        return nullptr;
    };
    QListWidgetItem* jps = itemOf("jps");
    QVERIFY(jps);
    QVERIFY(jps->flags() & Qt::ItemIsEnabled); // the benchmark's rule: JPS takes it
    setField(window, QStringLiteral("diagonal"), QStringLiteral("never"));
    QVERIFY(!(jps->flags() & Qt::ItemIsEnabled));
    QCOMPARE(jps->toolTip(),
             QString::fromStdString(solverById("jps").movementError(Diagonal::Never)));
    QVERIFY(!jps->toolTip().isEmpty());
    // Checked but refused: left out of the run.
    BenchmarkSpec spec;
    std::shared_ptr<const MovingAiBenchmark> files;
    QVERIFY(window.setup()->readBenchmarkSpec(spec, files).isEmpty());
    QCOMPARE(spec.solvers.size(), std::size_t(1));
    QCOMPARE(spec.solvers[0], &solverById("dijkstra"));
    // Generated mazes: a solver that takes only some mazes cannot run on them, under any
    // movement; the others can, and JPS is left out of the run.
    setField(window, QStringLiteral("source"), QStringLiteral("generated"));
    QVERIFY(!(jps->flags() & Qt::ItemIsEnabled));
    QCOMPARE(jps->toolTip(), QString::fromStdString(generatedMazeError(solverById("jps"))));
    QVERIFY(jps->toolTip().startsWith(QStringLiteral("Jump Point Search takes only some mazes")));
    QVERIFY(itemOf("dijkstra")->flags() & Qt::ItemIsEnabled);
    QVERIFY(itemOf("dijkstra")->toolTip().isEmpty());
    ExperimentSpec generated;
    QVERIFY(window.setup()->readSpec(generated).isEmpty());
    QCOMPARE(generated.solvers.size(), std::size_t(1));
    QCOMPARE(generated.solvers[0], &solverById("dijkstra"));
    // Back to the scenario: JPS takes the map again.
    setField(window, QStringLiteral("source"), QStringLiteral("scenario"));
    setField(window, QStringLiteral("diagonal"), QStringLiteral("only-when-no-obstacles"));
    QVERIFY(jps->flags() & Qt::ItemIsEnabled);
}

// bad.map.scen, `text`, is beside a copy of arena.map and, if `map` is not empty, bad.map with
// that text; in the messages %1 stands for their folder.
void TestExperimentScenario::badFilesChangeNothing_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("map");
    QTest::addColumn<QString>("expected");
    const QByteArray arena = fileBytes(kArena);
    QVERIFY(!arena.isEmpty());
    QTest::newRow("malformed") << QByteArray("version 1\n0\tarena.map\t49\t49\t19\t26\n")
                               << QByteArray()
                               << QStringLiteral("%1/bad.map.scen: line 2: a problem has 9 fields "
                                                 "(bucket, map, map width, map height, start x, "
                                                 "start y, goal x, goal y, optimal length); this "
                                                 "line has 6");
    QTest::newRow("missing map")
        << QByteArray("version 1\n0\tnowhere.map\t49\t49\t19\t26\t19\t29\t3.00000000\n")
        << QByteArray()
        << QStringLiteral("%1/bad.map.scen: line 2: cannot find the problems' map "
                          "'nowhere.map': looked for '%1/nowhere.map' and '%1/bad.map'; put the "
                          "map beside the scenario file, or give its path with mazelab-cli "
                          "benchmark --maze FILE");
    QByteArray size = arena;
    size.replace("arena.map\t49\t49\t44\t30", "arena.map\t50\t49\t44\t30"); // the file's line 3
    QTest::newRow("map size") << size << QByteArray()
                              << QStringLiteral("%1/bad.map.scen: line 3: the problem's map "
                                                "'arena.map' is 50x49: the map opened is 49x49");
    QByteArray other = arena;
    other.replace("0\tarena.map\t49\t49\t44\t30", "0\tarena2.map\t49\t49\t44\t30");
    QTest::newRow("map name") << other << QByteArray()
                              << QStringLiteral("%1/bad.map.scen: line 3: the problem's map "
                                                "'arena2.map' is not the map opened, 'arena.map'");
    // Its named map missing, the scenario's name without ".scen" is its map: read, naming
    // itself in its errors, and checked against the problems' name.
    const QByteArray elsewhere = "version 1\n0\telsewhere.map\t49\t49\t19\t26\t19\t29\t3\n";
    QTest::newRow("the map by the scenario's name")
        << elsewhere << fileBytes(kDir + "arena.map")
        << QStringLiteral("%1/bad.map.scen: line 2: the problem's map 'elsewhere.map' is not the "
                          "map opened, 'bad.map'");
    QTest::newRow("a broken map by the scenario's name")
        << elsewhere << QByteArray("broken\n")
        << QStringLiteral("%1/bad.map: line 1: not a Moving AI map: the first line must be "
                          "'type octile', found 'broken'");
}

void TestExperimentScenario::badFilesChangeNothing() {
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, map);
    QFETCH(QString, expected);
    ExperimentWindow window;
    setField(window, QStringLiteral("scenario"), kArena);
    setField(window, QStringLiteral("solvers"), QStringLiteral("dijkstra"));
    setField(window, QStringLiteral("every"), QStringLiteral("20"));
    runAndWait(window);
    const auto before = window.benchmarkRun();
    const auto filesBefore = window.setup()->scenario()->files();
    const QString runsBefore = window.runsText();

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QFile::copy(kDir + "arena.map", dir.filePath(QStringLiteral("arena.map"))));
    if (!map.isEmpty())
        writeFile(dir.filePath(QStringLiteral("bad.map")), map);
    const QString bad = dir.filePath(QStringLiteral("bad.map.scen"));
    writeFile(bad, text);
    QVERIFY(!window.openScenario(bad));
    // The message names the file as given, the line and what is wrong.
    QCOMPARE(window.lastError(), expected.arg(dir.path()));
    QVERIFY(window.findChild<QWidget*>(QStringLiteral("errorBox")));
    // The set-up and the results are the ones before.
    QCOMPARE(window.setup()->scenario()->files(), filesBefore);
    QCOMPARE(window.findChild<QLineEdit*>(QStringLiteral("scenarioEdit"))->text(), kArena);
    QCOMPARE(window.runsText(), runsBefore);
    QCOMPARE(window.benchmarkRun(), before);
    // The same through the script field.
    QVERIFY(!window.setup()->setSetupField(QStringLiteral("scenario"), bad).isEmpty());
    QCOMPARE(window.setup()->scenario()->files(), filesBefore);
}

void TestExperimentScenario::cancelMidRun() {
    ExperimentWindow window;
    setField(window, QStringLiteral("scenario"), kDir + "maze512-1-0.map.scen");
    setField(window, QStringLiteral("solvers"), QStringLiteral("dijkstra,bfs"));
    QSignalSpy shown(&window, &ExperimentWindow::resultChanged);
    QVERIFY2(window.run(), qPrintable(window.lastError()));
    QVERIFY(window.running());
    // The worker checks before every problem, so it stops at the next one; how many it has
    // finished by then depends on how the threads were scheduled, so the test asks only that it
    // stopped before the end (two solvers on 12,120 problems take seconds, a cancel microseconds).
    window.cancel();
    QVERIFY(shown.wait(120'000));
    QVERIFY(!window.running());
    const auto run = window.benchmarkRun();
    QVERIFY(run);
    QVERIFY(run->result->cancelled);
    QVERIFY(run->result->problemsDone < run->result->problemsTotal);
    QCOMPARE(run->result->problemsTotal, std::int64_t(12120));
    QVERIFY(window.statusText().startsWith(QStringLiteral("Cancelled after")));
    QVERIFY(window.benchmarkResults()->caption()->text().contains(QStringLiteral("cancelled")));
    // The rows count the finished problems only.
    const BenchmarkTally total = run->result->total(0);
    QCOMPARE(total.problems, run->result->problemsDone);
    // And it runs again afterwards.
    setField(window, QStringLiteral("every"), QStringLiteral("1000"));
    runAndWait(window);
    QVERIFY(!window.benchmarkRun()->result->cancelled);
    QCOMPARE(window.benchmarkRun()->result->problemsDone, std::int64_t(13));
}

void TestExperimentScenario::closeMidRun() {
    auto window = std::make_unique<ExperimentWindow>();
    setField(*window, QStringLiteral("scenario"), kDir + "maze512-1-0.map.scen");
    setField(*window, QStringLiteral("solvers"), QStringLiteral("dijkstra"));
    window->show();
    QVERIFY(window->run());
    QSignalSpy progressed(window->runner(), &ui::ExperimentRunner::progressed);
    // Closed while the runs go on (whether or not a progress report came yet), then destroyed:
    // the destructor waits for at most the problem under way.
    progressed.wait(200);
    QVERIFY(window->close());
    window.reset();
}

QTEST_MAIN(TestExperimentScenario)
#include "test_experiment_scenario.moc"
