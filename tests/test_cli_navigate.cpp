// mazelab-cli navigate: the agent's report and JSON (moves, replans, cells expanded, bumps, the
// route's cost against the shortest path), "no path" with its reason as a normal result, a
// Moving AI map with the benchmark's rule and its citation, and the mistakes it refuses with a
// message and a non-zero exit code.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "cli_support.hpp"
#include "core/navigate.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#endif

#include <cmath>
#include <string>

using namespace mazelab;
using namespace mazelab::testing;

namespace {

// The first solver that guarantees least-cost paths and always finds one (its "no path" is a
// proof): read from the registry, never named here.
QString cheapestCompletePlanner() {
    for (const SolverInfo* s : solvers())
        if (s->cheapestOnCosts && s->complete && s->supports(Diagonal::Never))
            return QString::fromUtf8(s->id.data(), qsizetype(s->id.size()));
    return {};
}

QString firstGenerator() {
    const std::string_view id = generators().front()->id;
    return QString::fromUtf8(id.data(), qsizetype(id.size()));
}

// The first generator that builds weave mazes.
QString weaveGenerator() {
    for (const GeneratorInfo* g : generators())
        if (g->supports(ShapeKind::Weave))
            return QString::fromUtf8(g->id.data(), qsizetype(g->id.size()));
    return {};
}

} // namespace

class CliNavigateTest : public QObject, private CliFolder {
    Q_OBJECT

private slots:
    void initTestCase() { createFiles(); }

    // The JSON has every figure, and its numbers agree with the core's navigateMaze.
    void jsonHasTheFiguresOfTheCore() {
        const QString planner = cheapestCompletePlanner();
        QVERIFY(!planner.isEmpty());
        const CliResult r =
            runCli({"navigate", "--generator", firstGenerator(), "--size", "15x12", "--seed", "4",
                    "--braid", "30", "--algorithm", planner, "--sensor", "2", "--json"});
        QCOMPARE(r.code, 0);
        QString error;
        const QJsonObject o = parseObject(r.out, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        for (const char* key :
             {"planner", "width", "height", "start", "goal", "diagonal", "sensor_radius", "arrived",
              "reason", "moves", "replans", "expanded", "bumps", "route_cost", "shortest_found",
              "shortest_moves", "shortest_cost", "cost_ratio"})
            QVERIFY2(o.contains(key), key);

        GenerateRequest gen{generators().front(), {15, 12}, 4};
        gen.shaping.braid = 30;
        const Maze maze = generateMaze(gen);
        NavigateRequest request;
        request.planner = &solverById(planner.toStdString());
        request.sensorRadius = 2;
        const NavigateResult core = navigateMaze(maze, request);
        QVERIFY(core.arrived);
        QCOMPARE(o["arrived"].toBool(), true);
        QVERIFY(o["reason"].isNull());
        QCOMPARE(o["sensor_radius"].toInt(), 2);
        QCOMPARE(o["moves"].toInteger(), core.counters.moves);
        QCOMPARE(o["replans"].toInteger(), core.counters.replans);
        QCOMPARE(o["expanded"].toInteger(), core.counters.expanded);
        QCOMPARE(o["bumps"].toInteger(), core.counters.bumps);
        QCOMPARE(o["route_cost"].toInteger(), core.routeCost.straight);
        QCOMPARE(o["shortest_moves"].toInteger(), core.shortestMoves);
        QCOMPARE(o["shortest_cost"].toInteger(), core.shortestCost.straight);
        QVERIFY(o["moves"].toInteger() >= o["shortest_moves"].toInteger());
        QCOMPARE(o["cost_ratio"].toDouble(),
                 std::round(core.routeCost.value() / core.shortestCost.value() * 1e4) / 1e4);
    }

    // The report names the figures and compares the route with the shortest path.
    void reportComparesTheRouteWithTheShortestPath() {
        const CliResult r =
            runCli({"navigate", "--generator", firstGenerator(), "--size", "10x10", "--seed", "2",
                    "--algorithm", cheapestCompletePlanner(), "--sensor", "64"});
        QCOMPARE(r.code, 0);
        for (const char* label :
             {"result:           arrived", "moves walked:", "replans:          0", "expanded:",
              "bumps:            0", "route cost:", "shortest path:", "route / shortest: 1.0000"})
            QVERIFY2(r.out.find(label) != std::string::npos, (label + ("\n" + r.out)).c_str());
    }

    // A walled-in goal is "no path" with the agent's reason, exit code 0.
    void noPathIsANormalResultWithItsReason() {
        const CliResult r = runCli({"navigate", "--maze", path("walled.maze"), "--algorithm",
                                    cheapestCompletePlanner(), "--sensor", "1", "--json"});
        QCOMPARE(r.code, 0);
        QString error;
        const QJsonObject o = parseObject(r.out, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(o["arrived"].toBool(), false);
        QVERIFY(o["reason"].toString().contains("walls the goal off"));
        QCOMPARE(o["shortest_found"].toBool(), false);
        QVERIFY(o["shortest_cost"].isNull());
        QVERIFY(o["cost_ratio"].isNull());
    }

    // A Moving AI map moves by the benchmark's rule and cites it.
    void aMovingAiMapCitesTheBenchmark() {
        const CliResult r =
            runCli({"navigate", "--maze", MAZELAB_SOURCE_DIR "/resources/movingai/arena.map",
                    "--algorithm", cheapestCompletePlanner(), "--sensor", "3", "--start", "19,26",
                    "--goal", "19,29"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.find("Sturtevant") != std::string::npos, r.out.c_str());
        QVERIFY2(r.out.find(std::string(diagonalId(Diagonal::OnlyWhenNoObstacles))) !=
                     std::string::npos,
                 r.out.c_str());
    }

    // Mistakes get a message that says what to fix, and a non-zero exit code.
    void badInputIsRefused_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("phrase");
        const QString planner = cheapestCompletePlanner();
        const QStringList maze = {"--generator", firstGenerator(), "--size", "5x5", "--seed", "1"};
        QTest::newRow("radius 0")
            << (QStringList{"navigate", "--algorithm", planner, "--sensor", "0"} + maze) << 2
            << "the sensor radius must be from 1 to 64, not 0";
        QTest::newRow("radius 65")
            << (QStringList{"navigate", "--algorithm", planner, "--sensor", "65"} + maze) << 2
            << "the sensor radius must be from 1 to 64, not 65";
        QTest::newRow("radius text")
            << (QStringList{"navigate", "--algorithm", planner, "--sensor", "two"} + maze) << 2
            << "is not a whole number";
        QTest::newRow("no radius") << (QStringList{"navigate", "--algorithm", planner} + maze) << 2
                                   << "navigate needs --sensor R";
        QTest::newRow("unknown id")
            << (QStringList{"navigate", "--algorithm", "no-such-solver", "--sensor", "1"} + maze)
            << 2 << "unknown solver 'no-such-solver'";
        QTest::newRow("unreadable file")
            << QStringList{"navigate", "--algorithm",       planner, "--sensor", "1",
                           "--maze",   path("missing.maze")}
            << 1 << "cannot open the maze file";
        QTest::newRow("malformed file")
            << QStringList{"navigate", "--algorithm",         planner, "--sensor", "1",
                           "--maze",   path("malformed.maze")}
            << 1 << "line 6";
        QTest::newRow("weave") << QStringList{"navigate",    "--algorithm",
                                              planner,       "--sensor",
                                              "1",           "--weave",
                                              "--generator", weaveGenerator(),
                                              "--size",      "5x5",
                                              "--seed",      "1"}
                               << 1 << "does not walk weave mazes";
    }
    void badInputIsRefused() {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, phrase);
        const CliResult r = runCli(args);
        QCOMPARE(r.code, code);
        QVERIFY(r.out.empty());
        QVERIFY2(QString::fromStdString(r.err).contains(phrase), r.err.c_str());
    }

    // The general help lists the command, and its own help its options.
    void helpListsTheCommand() {
        const CliResult general = runCli({"--help"});
        QCOMPARE(general.code, 0);
        QVERIFY(general.out.find("navigate") != std::string::npos);
        const CliResult own = runCli({"help", "navigate"});
        QCOMPARE(own.code, 0);
        for (const char* option :
             {"--sensor", "--algorithm", "--diagonal", "--json", "--solver-param", "--maze"})
            QVERIFY2(own.out.find(option) != std::string::npos, option);
    }
};

QTEST_GUILESS_MAIN(CliNavigateTest)
#include "test_cli_navigate.moc"
