// Scenario files (core/scenario.hpp, docs/file-format.md "Scenario files"): every field survives
// a write and a read, writing is canonical, and every malformed or truncated file is refused with
// the line of the mistake and what is wrong, never half read.
#include <QtTest>

#include "core/registry.hpp"
#include "core/run.hpp"
#include "core/scenario.hpp"
#include "core/shape.hpp"
#include "core/shaping.hpp"
#include "scenario_support.hpp"
#include "support.hpp"

#include <QTemporaryDir>

using namespace mazelab;

namespace {

// Every field away from its default: a shaped, weighted, masked maze with moved endpoints.
Scenario fullScenario() {
    Scenario s;
    s.generator = "modified-binary-tree";
    s.params = {"share=40", "bias=nw"};
    s.seed = 18446744073709551615ull;
    s.size = {39, 21};
    s.shaping = {"braid=30", "terrain=20,60,7"};
    s.solver = "astar-manhattan";
    s.diagonal = Diagonal::OnlyWhenNoObstacles;
    s.race = {"bfs", "dfs-opposed", "dijkstra"};
    s.speed = Scenario::Speed::Custom;
    s.stepsPerSecond = 237.5;
    s.grid = true;
    s.thinWalls = true;
    GenerateRequest request{&generatorById("kruskal"), {12, 9}, 77};
    request.shaping.terrain = {40, 50, 9};
    Maze maze = generateMaze(request);
    maze.setActive(maze.index({5, 5}), false);
    maze.setEndpoints({3, 1}, {10, 7});
    s.maze = MazeDocument{maze, provenanceOf(request)};
    return s;
}

} // namespace

class TestScenario : public QObject {
    Q_OBJECT

private slots:
    // Write, read, compare field by field; write again: the same text.
    void everyFieldRoundTrips() {
        const Scenario s = fullScenario();
        const std::string text = writeScenarioText(s);
        const Scenario back = readScenarioText(text);
        QCOMPARE(testing::scenarioMismatch(back, s), QString());
        QVERIFY(back == s);
        QCOMPARE(writeScenarioText(back), text);
        // The maze part is exactly the maze file.
        QVERIFY(text.ends_with(writeMazeText(s.maze)));

        QVERIFY(text.find("\ndiagonal only-when-no-obstacles\n") != std::string::npos);

        // Defaults (four directions, no race, a preset speed, blocks, no grid) too: no
        // "diagonal" line, so a four-direction scenario reads as it did before there was one.
        Scenario plain;
        plain.maze.maze = Maze(Size{4, 3});
        QVERIFY(writeScenarioText(plain).find("diagonal") == std::string::npos);
        const Scenario plainBack = readScenarioText(writeScenarioText(plain));
        QVERIFY(plainBack == plain);
        for (Scenario::Speed speed : {Scenario::Speed::Slow, Scenario::Speed::Fast,
                                      Scenario::Speed::Fastest, Scenario::Speed::Instant}) {
            plain.speed = speed;
            QCOMPARE(readScenarioText(writeScenarioText(plain)).speed, speed);
        }
    }

    // Solver parameters are "solver-param key=value" lines after the solver; a file without
    // them (an older one) reads with none. Every registered solver with parameters round-trips
    // its defaults, written as the window writes them.
    void solverParamsRoundTrip() {
        Scenario plain;
        plain.maze.maze = Maze(Size{4, 3});
        const std::string text = writeScenarioText(plain);
        QVERIFY(text.find("solver-param") == std::string::npos);
        QVERIFY(readScenarioText(text).solverParams.empty());
        for (const SolverInfo* solver : solvers()) {
            Scenario s = plain;
            s.solver = std::string(solver->id);
            // A solver that refuses four directions is written with a movement it takes (JPS).
            for (const Diagonal rule : kDiagonals)
                if (!solver->supports(s.diagonal) && solver->supports(rule))
                    s.diagonal = rule;
            s.solverParams = formatParams(solver->params, solver->defaults());
            const std::string written = writeScenarioText(s);
            for (const std::string& param : s.solverParams)
                QVERIFY(written.find("\nsolver-param " + param + "\n") != std::string::npos);
            const Scenario back = readScenarioText(written);
            QCOMPARE(testing::scenarioMismatch(back, s), QString());
            QVERIFY(back.solverParams == s.solverParams);
            QVERIFY(back == s);
        }
    }

    // The cells Generate would make, and the maze's own, whatever its shape: "cells" and
    // "rings" lines only where they are not square.
    void cellShapesRoundTrip() {
        for (const ShapeKind kind : kShapeKinds) {
            Scenario s;
            s.generator = "wilson";
            s.seed = 5;
            s.cells = kind;
            s.rings = kind == ShapeKind::Polar ? 6 : 0;
            GenerateRequest request{&generatorById("wilson"), {7, 5}, 9};
            request.shape = kind;
            request.rings = 4;
            s.maze = MazeDocument{generateMaze(request), provenanceOf(request)};
            const std::string text = writeScenarioText(s);
            QCOMPARE(text.find("\ncells ") != std::string::npos, kind != ShapeKind::Square);
            QCOMPARE(text.find("\nrings 6\n") != std::string::npos, kind == ShapeKind::Polar);
            const Scenario back = readScenarioText(text);
            QCOMPARE(testing::scenarioMismatch(back, s), QString());
            QCOMPARE(back.maze.maze.shapeKind(), kind);
            QCOMPARE(writeScenarioText(back), text);
        }
    }

    void filesRoundTripAndMissingFilesSaySo() {
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("lecture.scenario")).toStdString();
        saveScenarioFile(path, fullScenario());
        QVERIFY(loadScenarioFile(path) == fullScenario());
        QCOMPARE(testing::fileErrorMismatch([&] { (void)loadScenarioFile(path + ".missing"); }, 0,
                                            QStringLiteral("cannot open the scenario file")),
                 QString());
    }

    void malformedFilesNameTheLine_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("message");
        const QString head = QStringLiteral("mazelab-scenario 1\ngenerator kruskal\nseed 3\n"
                                            "size 4x3\nsolver bfs\n");
        const QString maze = QString::fromStdString(writeMazeText(MazeDocument{Maze(Size{4, 3}), std::nullopt}));
        QTest::newRow("empty") << QString() << 1 << "the file is empty";
        QTest::newRow("a maze file") << maze << 1 << "not a mazelab scenario file";
        QTest::newRow("version 2") << QStringLiteral("mazelab-scenario 2\n") << 1
                                   << "version '2' is not supported";
        QTest::newRow("truncated before maze") << head << 6 << "ends before the 'maze' line";
        QTest::newRow("truncated in the maze")
            << head + QStringLiteral("maze\n") + maze.left(maze.size() - 18) << 17
            << "in the maze: the file ends inside the maze art";
        QTest::newRow("bad maze art")
            << head + QStringLiteral("maze\n") +
                   QString(maze).replace(maze.indexOf(QStringLiteral("|   ")), 4, QStringLiteral("| x "))
            << 12 << "in the maze: cell 0,0 is written ' x '";
        QTest::newRow("unknown generator")
            << QStringLiteral("mazelab-scenario 1\ngenerator labyrinth\n") << 2
            << "unknown generator 'labyrinth'";
        QTest::newRow("unknown solver") << QStringLiteral("mazelab-scenario 1\nsolver bogo\n") << 2
                                        << "unknown solver 'bogo'";
        QTest::newRow("unknown key") << QStringLiteral("mazelab-scenario 1\n\ncolour red\n") << 3
                                     << "unknown key 'colour'";
        QTest::newRow("seed twice") << head + QStringLiteral("seed 4\nmaze\n") + maze << 6
                                    << "seed is given twice (first on line 3)";
        QTest::newRow("bad seed") << QStringLiteral("mazelab-scenario 1\nseed -1\n") << 2
                                  << "seed '-1' must be a whole number";
        QTest::newRow("bad size") << QStringLiteral("mazelab-scenario 1\nsize 1x9\n") << 2
                                  << "out of range";
        QTest::newRow("bad param")
            << QStringLiteral("mazelab-scenario 1\nparam share=400\ngenerator modified-binary-tree\n"
                              "seed 1\nsize 4x3\nsolver bfs\nmaze\n") + maze
            << 2 << "param for modified-binary-tree";
        QTest::newRow("solver-param the solver does not have")
            << QStringLiteral("mazelab-scenario 1\ngenerator kruskal\nseed 1\nsize 4x3\n"
                              "solver-param weight=3\nsolver bfs\nmaze\n") + maze
            << 5 << "solver-param for bfs: unknown parameter 'weight'";
        QTest::newRow("solver-param twice")
            << QStringLiteral("mazelab-scenario 1\nsolver-param limit=3\nsolver-param limit=4\n")
            << 3 << "solver-param 'limit' is given twice";
        QTest::newRow("solver-param without =")
            << QStringLiteral("mazelab-scenario 1\nsolver-param limit\n") << 2
            << "solver-param 'limit' must be written key=value";
        QTest::newRow("bad shape") << QStringLiteral("mazelab-scenario 1\nshape braid=x\n") << 2
                                   << "shape 'braid=x'";
        QTest::newRow("bad diagonal") << QStringLiteral("mazelab-scenario 1\ndiagonal often\n") << 2
                                      << "unknown diagonal movement 'often'";
        QTest::newRow("solver refusing the diagonal")
            << QStringLiteral("mazelab-scenario 1\ngenerator kruskal\nseed 1\nsize 4x3\n"
                              "solver wall-follower\ndiagonal always\nmaze\n") +
                   maze
            << 6 << "Wall Follower does not take diagonal moves: it keeps one hand on the walls";
        QTest::newRow("bad race") << QStringLiteral("mazelab-scenario 1\nrace bfs\n") << 2
                                  << "race lists 1 solvers";
        QTest::newRow("bad speed") << QStringLiteral("mazelab-scenario 1\nspeed warp\n") << 2
                                   << "speed must be one of";
        QTest::newRow("custom speed out of range")
            << QStringLiteral("mazelab-scenario 1\nspeed custom 0\n") << 2
            << "steps per second must be a number from 1 to 1000000";
        QTest::newRow("custom speed above the slider's top")
            << QStringLiteral("mazelab-scenario 1\nspeed custom 1000001\n") << 2
            << "custom '1000001': the steps per second must be a number from 1 to 1000000";
        QTest::newRow("bad grid") << QStringLiteral("mazelab-scenario 1\ngrid maybe\n") << 2
                                  << "grid 'maybe' must be 'on' or 'off'";
        const QString hexMaze = QString::fromStdString(
            writeMazeText(MazeDocument{Maze(Shape::of(ShapeKind::Hex, {4, 3}, 0)), std::nullopt}));
        QTest::newRow("unknown cells") << QStringLiteral("mazelab-scenario 1\ncells octagon\n") << 2
                                       << "unknown cell shape 'octagon'";
        QTest::newRow("polar without rings") << head + QStringLiteral("cells polar\nmaze\n") + maze
                                             << 6 << "cells polar needs a 'rings N' line";
        QTest::newRow("rings without polar")
            << head + QStringLiteral("cells hex\nrings 5\nmaze\n") + maze << 7
            << "rings go with 'cells polar' only";
        QTest::newRow("rings out of range") << QStringLiteral("mazelab-scenario 1\nrings 1\n") << 2
                                            << "rings '1' must be a whole number from 2";
        QTest::newRow("generator that needs squares")
            << QStringLiteral("mazelab-scenario 1\ngenerator binary-tree\nseed 3\nsize 4x3\n"
                              "cells hex\nsolver bfs\nmaze\n") +
                   maze
            << 5 << "Binary Tree needs square cells";
        QTest::newRow("solver that does not solve the maze's cells")
            << QStringLiteral("mazelab-scenario 1\ngenerator kruskal\nseed 3\nsize 4x3\n"
                              "solver wall-follower\nmaze\n") +
                   hexMaze
            << 5 << "Wall Follower needs square cells";
        QTest::newRow("missing solver")
            << QStringLiteral("mazelab-scenario 1\ngenerator kruskal\nseed 3\nsize 4x3\nmaze\n") + maze
            << 5 << "no 'solver' line";
    }

    void malformedFilesNameTheLine() {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(QString, message);
        QCOMPARE(testing::fileErrorMismatch([&] { (void)readScenarioText(text.toStdString()); },
                                            line, message),
                 QString());
    }
};

QTEST_APPLESS_MAIN(TestScenario)
#include "test_scenario.moc"
