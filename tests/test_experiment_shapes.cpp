// The cell shape as an axis of experiments: in the core (which combinations run, which are left
// out and why, the mazes' real shapes, shards, CSV files) and in mazelab-cli experiment --shapes.
#include <QJsonArray>
#include <QtTest>

#ifndef Q_MOC_RUN
#include "cli_support.hpp"
#include "core/experiment.hpp"
#include "core/experiment_csv.hpp"
#include "core/run.hpp"
#include "core/shape.hpp"
#endif

#include <map>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

using namespace mazelab;
using namespace mazelab::testing;

namespace {

// Two generators (one builds every shape, Binary Tree squares only) and four solvers (BFS and
// A* (Euclidean) solve every shape, A* (Manhattan) squares only, weighted A* squares only with
// its default Manhattan heuristic) on every shape.
ExperimentSpec everyShape() {
    ExperimentSpec spec;
    spec.shapes = {kShapeKinds.begin(), kShapeKinds.end()};
    spec.generators = {&generatorById("recursive-backtracker"), &generatorById("binary-tree")};
    spec.solvers = {&solverById("bfs"), &solverById("astar-euclidean"),
                    &solverById("astar-manhattan"), &solverById("weighted-astar")};
    spec.sizes = {{6, 5}};
    spec.count = 3;
    spec.seed = 11;
    return spec;
}

std::string rowsCsv(std::span<const ExperimentRow> rows) {
    std::ostringstream out;
    writeRowsCsv(out, rows);
    return out.str();
}

std::string firstLine(const std::string& text) {
    return text.substr(0, text.find('\n'));
}

QByteArray fileBytes(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class ExperimentShapesTest : public QObject, private CliFolder {
    Q_OBJECT

private slots:
    void initTestCase() { createFiles(); }
    // Rule: a spec that names no shape is square alone, and its files have the columns they
    // always had: no shape, no not_run.
    void squareExperimentsKeepTheirFiles();
    // Rule: every shape runs the generators that build it and the solvers that solve it; the
    // others are listed with the core's own reason, never run with something in their place.
    void everyShapeRunsWhatTakesItAndListsTheRest();
    // Rule: a weighted A* given the euclidean heuristic runs on every shape; with its default
    // (manhattan) it is not run there, and the reason names the heuristic allowed.
    void aHeuristicSolverRunsOnShapesWithTheEuclideanHeuristic();
    // Rule: the mazes are of their shape: a polar maze of an experiment has as many rings as its
    // size's height (5 rings: 1 + 6 + 12 + 24 + 24 = 67 cells), and every maze is rebuilt from
    // its row alone (experimentRequest) with the row's dead ends.
    void mazesHaveTheirShapeAndAreRebuiltFromTheirRow();
    // Rule: shards of an experiment with shapes merge back into the whole run's rows, every run
    // in its place (runIndexOf), and the rows CSV reads back with the shapes.
    void shardsAndCsvKeepTheShapes();
    // Rule: a shape listed twice, no shape, diagonal moves with other cells and a spec of which
    // nothing can run are refused, saying why.
    void badShapeSpecsAreRefused();
    // Rule: mazelab-cli experiment --shapes hex runs hexagonal mazes; on perfect mazes BFS and
    // A* (Euclidean) find paths of the same length, maze by maze; the pair that cannot run is
    // reported with its reason in the report, the summary CSV and the JSON.
    void cliRunsHexagonalMazesAndReportsWhatItLeftOut();
    // Rule: an unknown shape is a usage error naming the valid ones; the help names --shapes.
    void cliRefusesAnUnknownShape();
};

void ExperimentShapesTest::squareExperimentsKeepTheirFiles() {
    ExperimentSpec spec = everyShape();
    spec.shapes = ExperimentSpec{}.shapes;
    QCOMPARE(spec.shapes.size(), std::size_t(1));
    QVERIFY(spec.shapes.front() == ShapeKind::Square);
    QVERIFY(experimentSkips(spec).empty());
    const ExperimentResult result = runExperiment(spec, {2, true, nullptr, {}, {}});
    QCOMPARE(result.rows.size(), std::size_t(2 * 3 * 4));
    QVERIFY(result.notRun.empty());
    QCOMPARE(firstLine(rowsCsv(result.rows)),
             std::string("generator,width,height,braid,terrain,maze,seed,solver,cells,dead_ends,"
                         "found,gave_up,path_length,path_cost,searched,expanded,max_frontier,"
                         "steps,percent_searched,time_us"));
    std::ostringstream summary;
    writeSummaryCsv(summary, result.groups, result.notRun);
    QVERIFY(
        firstLine(summary.str()).starts_with("generator,width,height,braid,terrain,solver,runs,"));
    QVERIFY(summary.str().find("not_run") == std::string::npos);
}

void ExperimentShapesTest::everyShapeRunsWhatTakesItAndListsTheRest() {
    const ExperimentSpec spec = everyShape();
    QVERIFY2(experimentError(spec).empty(), experimentError(spec).c_str());
    // Square: 2 generators x 3 mazes x 4 solvers; every other shape: 1 x 3 x 2.
    QCOMPARE(spec.runCount(), std::int64_t(24 + 4 * 6));
    QCOMPARE(spec.mazeCount(), std::int64_t(6 + 4 * 3));
    const ExperimentResult result = runExperiment(spec, {2, true, nullptr, {}, {}});
    QCOMPARE(std::int64_t(result.rows.size()), spec.runCount());
    QCOMPARE(result.groups.size(), std::size_t(2 * 4 + 4 * 2));

    // Rows in axis order: the shape outermost, in the spec's order.
    std::map<ShapeKind, int> rowsOf;
    ShapeKind last = ShapeKind::Square;
    for (const ExperimentRow& row : result.rows) {
        QVERIFY(int(row.shape) >= int(last));
        last = row.shape;
        ++rowsOf[row.shape];
        if (row.shape != ShapeKind::Square) {
            QCOMPARE(std::string(row.generator->id), std::string("recursive-backtracker"));
            QVERIFY(row.solver->id == "bfs" || row.solver->id == "astar-euclidean");
        }
        QVERIFY(row.found);
    }
    QCOMPARE(rowsOf[ShapeKind::Square], 24);
    for (const ShapeKind kind :
         {ShapeKind::Hex, ShapeKind::Triangle, ShapeKind::Polar, ShapeKind::Weave})
        QCOMPARE(rowsOf[kind], 6);

    // Not run: on each other shape, Binary Tree, A* (Manhattan) and weighted A*, with the
    // core's sentences.
    QCOMPARE(result.notRun.size(), std::size_t(4 * 3));
    for (const ExperimentSkip& skip : result.notRun) {
        QVERIFY(skip.shape != ShapeKind::Square);
        if (skip.generator) {
            QCOMPARE(std::string(skip.generator->id), std::string("binary-tree"));
            QCOMPARE(skip.reason, skip.generator->shapeError(skip.shape));
            QCOMPARE(skip.what(), "binary-tree on " + std::string(shapeId(skip.shape)));
        } else {
            QVERIFY(skip.solver != nullptr);
            if (skip.solver->id == "astar-manhattan")
                QCOMPARE(skip.reason, skip.solver->shapeError(skip.shape));
            else
                QVERIFY2(skip.reason.find("the heuristic allowed there is euclidean") !=
                             std::string::npos,
                         skip.reason.c_str());
        }
    }
    // The summary CSV: the shape after the generator, and a line per left-out combination.
    std::ostringstream summary;
    writeSummaryCsv(summary, result.groups, result.notRun);
    const std::string text = summary.str();
    QVERIFY(firstLine(text).starts_with("generator,shape,width,height,"));
    QVERIFY(firstLine(text).ends_with(",not_run"));
    QVERIFY(text.find("\nrecursive-backtracker,hex,6,5,0,off,bfs,3,3,0,") != std::string::npos);
    QVERIFY(text.find("\nbinary-tree,polar,,,,,,0,0,0,") != std::string::npos);
    QVERIFY(text.find("\"Binary Tree needs square cells, so it does not build polar mazes") !=
            std::string::npos);
}

void ExperimentShapesTest::aHeuristicSolverRunsOnShapesWithTheEuclideanHeuristic() {
    ExperimentSpec spec = everyShape();
    spec.generators = {&generatorById("kruskal")};
    spec.solvers = {&solverById("weighted-astar"), &solverById("bfs")};
    spec.shapes = {ShapeKind::Hex, ShapeKind::Triangle};
    QCOMPARE(spec.runCount(), std::int64_t(2 * 3)); // BFS alone
    QCOMPARE(experimentSkips(spec).size(), std::size_t(2));

    const SolverInfo& weighted = solverById("weighted-astar");
    spec.solverParams = {
        resolveParams(weighted.params, std::vector<std::string>{"heuristic=euclidean"}), {}};
    QVERIFY(experimentSkips(spec).empty());
    const ExperimentResult result = runExperiment(spec, {1, true, nullptr, {}, {}});
    QCOMPARE(result.rows.size(), std::size_t(2 * 3 * 2));
    for (const ExperimentRow& row : result.rows)
        QVERIFY(row.found);
}

void ExperimentShapesTest::mazesHaveTheirShapeAndAreRebuiltFromTheirRow() {
    ExperimentSpec spec = everyShape();
    spec.solvers = {&solverById("bfs")};
    const ExperimentResult result = runExperiment(spec, {2, true, nullptr, {}, {}});
    QCOMPARE(experimentCells(ShapeKind::Polar, {6, 5}), std::int64_t(67));
    int polar = 0;
    for (const ExperimentRow& row : result.rows) {
        const Maze maze = generateMaze(experimentRequest(row));
        QVERIFY(maze.shapeKind() == row.shape);
        QCOMPARE(row.cells, experimentCells(row.shape, row.size));
        QCOMPARE(row.cells, std::int64_t(maze.activeCellCount()));
        QCOMPARE(row.deadEnds, countDeadEnds(maze));
        QCOMPARE(row.pathLength, solveMaze(solverById("bfs"), maze).stats.pathLength);
        if (row.shape == ShapeKind::Polar) {
            ++polar;
            QCOMPARE(row.cells, std::int64_t(67));
            QCOMPARE(maze.shape().ringCount(), 5);
        }
    }
    QCOMPARE(polar, 3);
    // A size whose height is no ring count makes no polar maze: left out, with why.
    spec.sizes = {{6, 5}, {6, 300}};
    const std::vector<ExperimentSkip> skips = experimentSkips(spec);
    const auto size = std::find_if(skips.begin(), skips.end(),
                                   [](const ExperimentSkip& s) { return s.size.has_value(); });
    QVERIFY(size != skips.end());
    QVERIFY(size->shape == ShapeKind::Polar);
    QCOMPARE(size->what(), std::string("size 6x300 on polar"));
    QVERIFY2(size->reason.find("2 to 256 rings") != std::string::npos, size->reason.c_str());
}

void ExperimentShapesTest::shardsAndCsvKeepTheShapes() {
    ExperimentSpec spec = everyShape();
    spec.braids = {0, 30};
    const ExperimentResult whole = runExperiment(spec, {2, true, nullptr, {}, {}});
    for (std::size_t r = 0; r < whole.rows.size(); ++r)
        QCOMPARE(runIndexOf(spec, whole.rows[r]), std::optional<std::int64_t>(std::int64_t(r)));

    constexpr int kShards = 4;
    std::vector<ExperimentResult> parts;
    std::vector<std::string> names;
    std::int64_t runs = 0;
    for (int k = kShards; k >= 1; --k) {
        ExperimentOptions options;
        options.threads = 2;
        options.shard = {k, kShards};
        const ExperimentResult part = runExperiment(spec, options);
        runs += part.runsTotal;
        std::istringstream in(rowsCsv(part.rows)); // through the file, as --merge reads it
        parts.push_back(readRowsCsv(in));
        names.push_back("part-" + std::to_string(k));
    }
    QCOMPARE(runs, spec.runCount());
    const ExperimentResult merged = mergeShards(spec, parts, names);
    QCOMPARE(merged.rows.size(), whole.rows.size());
    QCOMPARE(merged.notRun.size(), whole.notRun.size());
    QCOMPARE(merged.groups.size(), whole.groups.size());
    for (std::size_t r = 0; r < whole.rows.size(); ++r) {
        const ExperimentRow& a = merged.rows[r];
        const ExperimentRow& b = whole.rows[r];
        QVERIFY(a.shape == b.shape);
        QCOMPARE(a.generatorLabel(), b.generatorLabel());
        QVERIFY(a.solver == b.solver);
        QCOMPARE(a.braid, b.braid);
        QCOMPARE(a.seed, b.seed);
        QCOMPARE(a.cells, b.cells);
        QCOMPARE(a.pathLength, b.pathLength);
        QCOMPARE(a.searched, b.searched);
    }
    // Read back, the file gives the shapes axis in its order, and what was not run.
    std::istringstream in(rowsCsv(whole.rows));
    const ExperimentResult read = readRowsCsv(in);
    QVERIFY(read.spec.shapes == spec.shapes);
    QCOMPARE(read.notRun.size(), whole.notRun.size());
    QCOMPARE(read.groups.size(), whole.groups.size());
    // A bad shape in a file is refused with the line and the valid ids.
    std::string bad = rowsCsv(whole.rows);
    bad.replace(bad.find(",hex,"), 5, ",hexagon,");
    std::istringstream badIn(bad);
    try {
        (void)readRowsCsv(badIn);
        QFAIL("a file with an unknown shape was read");
    } catch (const Error& e) {
        QVERIFY2(std::string(e.what()).find("unknown cell shape 'hexagon': valid are square, hex, "
                                            "triangle, polar, weave") != std::string::npos,
                 e.what());
    }
}

void ExperimentShapesTest::badShapeSpecsAreRefused() {
    ExperimentSpec spec = everyShape();
    spec.shapes = {ShapeKind::Hex, ShapeKind::Square, ShapeKind::Hex};
    QCOMPARE(experimentError(spec), std::string("shape hex is listed twice"));
    spec.shapes = {};
    QVERIFY(experimentError(spec).starts_with("no cell shape chosen"));
    spec.shapes = {ShapeKind::Square, ShapeKind::Triangle};
    spec.solvers = {&solverById("bfs")};
    spec.diagonal = Diagonal::Always;
    QVERIFY2(experimentError(spec).starts_with("diagonal moves exist on square cells only"),
             experimentError(spec).c_str());
    spec.diagonal = Diagonal::Never;
    spec.shapes = {ShapeKind::Hex};
    spec.generators = {&generatorById("binary-tree")};
    const std::string error = experimentError(spec);
    QVERIFY2(error.starts_with("nothing to run") &&
                 error.find("Binary Tree needs square cells") != std::string::npos,
             error.c_str());
    QVERIFY_THROWS_EXCEPTION(Error, (void)runExperiment(spec));
}

void ExperimentShapesTest::cliRunsHexagonalMazesAndReportsWhatItLeftOut() {
    const QString rows = path("hex-rows.csv"), summary = path("hex-summary.csv"),
                  json = path("hex.json");
    const CliResult r = runCli(
        words("experiment --shapes hex --generators recursive-backtracker,kruskal,binary-tree "
              "--solvers bfs,astar-euclidean,astar-manhattan --sizes 9x7,12x12 --count 10 "
              "--seed 3 --threads 2") +
        QStringList{"--csv", rows, "--summary", summary, "--json", json});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.err.empty(), r.err.c_str());

    std::istringstream in(fileBytes(rows).toStdString());
    const ExperimentResult read = readRowsCsv(in);
    QCOMPARE(read.rows.size(), std::size_t(2 * 2 * 10 * 2));
    // On a perfect maze the one path: BFS and A* (Euclidean) agree maze by maze.
    std::map<std::tuple<std::string, int, std::uint64_t>, std::vector<std::int64_t>> lengths;
    for (const ExperimentRow& row : read.rows) {
        QVERIFY(row.shape == ShapeKind::Hex);
        QVERIFY(row.found);
        QVERIFY(row.pathLength >= 1 && row.pathLength < row.cells);
        lengths[{row.generatorLabel(), row.size.width, row.seed}].push_back(row.pathLength);
    }
    QCOMPARE(lengths.size(), std::size_t(2 * 2 * 10));
    for (const auto& [maze, found] : lengths) {
        QCOMPARE(found.size(), std::size_t(2));
        QCOMPARE(found[0], found[1]);
    }

    // The report: a shape column, and the pairs left out with their reasons.
    QVERIFY2(r.out.starts_with("  SHAPE"), r.out.c_str());
    QVERIFY2(r.out.find("Not run (2):\n"
                        "  binary-tree on hex: Binary Tree needs square cells, so it does not "
                        "build hexagonal mazes: ") != std::string::npos,
             r.out.c_str());
    QVERIFY2(r.out.find("  astar-manhattan on hex: A* (Manhattan) needs square cells, so it does "
                        "not solve hexagonal mazes: ") != std::string::npos,
             r.out.c_str());
    const QString sum = QString::fromUtf8(fileBytes(summary));
    QVERIFY(sum.startsWith("generator,shape,width,height,"));
    QVERIFY(sum.contains("\nbinary-tree,hex,,,,,,0,0,0,"));
    QVERIFY(sum.contains("\n,hex,,,,,astar-manhattan,0,0,0,"));

    QString error;
    const QJsonObject o = parseObject(fileBytes(json).toStdString(), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(o["shapes"].toArray(), QJsonArray({"hex"}));
    const QJsonArray notRun = o["not_run"].toArray();
    QCOMPARE(notRun.size(), 2);
    QCOMPARE(notRun[0].toObject()["generator"].toString(), QString("binary-tree"));
    QCOMPARE(notRun[1].toObject()["solver"].toString(), QString("astar-manhattan"));
    QVERIFY(notRun[1].toObject()["reason"].toString().startsWith("A* (Manhattan) needs square"));
    QCOMPARE(o["rows"].toArray()[0].toObject()["shape"].toString(), QString("hex"));
}

void ExperimentShapesTest::cliRefusesAnUnknownShape() {
    const CliResult r = runCli(words("experiment --shapes square,hexagon --generators kruskal "
                                     "--solvers bfs --sizes 5x5 --count 2 --seed 1"));
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.find("unknown cell shape 'hexagon': valid are square, hex, triangle, polar, "
                        "weave") != std::string::npos,
             r.err.c_str());
    const CliResult help = runCli(words("help experiment"));
    QCOMPARE(help.code, 0);
    QVERIFY2(help.out.find("--shapes IDS") != std::string::npos, help.out.c_str());
}

QTEST_GUILESS_MAIN(ExperimentShapesTest)
#include "test_experiment_shapes.moc"
