// mazelab-cli on every cell shape: --shape and --rings build the very maze the core builds for
// the same request, its file records the shape and reads back, and each misuse (an unknown
// shape, --size for a polar maze, --rings for a grid, a generator that needs square cells, a
// mirrored layout) exits 2 with a message that says what to write instead.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "cli_support.hpp"
#include "core/maze_file.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#include "core/shape.hpp"
#include "shape_support.hpp"
#endif

#include <string>

using namespace mazelab;
using testing::runCli;
using testing::shapedGenerator;
using testing::shapedMaze;
using testing::words;

namespace {

// The first generator that builds square cells only.
const GeneratorInfo* squareOnlyGenerator() {
    for (const GeneratorInfo* g : generators())
        if (!g->createShaped)
            return g;
    return nullptr;
}

} // namespace

class TestCliShapes : public QObject {
    Q_OBJECT

private slots:
    void generateBuildsEveryShape_data() {
        QTest::addColumn<ShapeKind>("shape");
        QTest::addColumn<QString>("sizeArgs");
        QTest::newRow("square") << ShapeKind::Square << "--size 9x6";
        QTest::newRow("hex") << ShapeKind::Hex << "--size 9x6";
        QTest::newRow("triangle") << ShapeKind::Triangle << "--size 9x6";
        QTest::newRow("polar") << ShapeKind::Polar << "--rings 6";
        QTest::newRow("weave") << ShapeKind::Weave << "--size 9x6";
        QTest::newRow("weave flag") << ShapeKind::Weave << "--size 9x6 --weave";
    }
    void generateBuildsEveryShape() {
        QFETCH(ShapeKind, shape);
        QFETCH(QString, sizeArgs);
        const GeneratorInfo* generator = shapedGenerator();
        QVERIFY(generator);
        // --weave stands for --shape weave.
        const QStringList shapeArgs =
            sizeArgs.contains("--weave")
                ? QStringList{}
                : QStringList{"--shape", QString::fromLatin1(shapeId(shape).data())};
        const QStringList args =
            QStringList{"generate", "--algorithm",
                        QString::fromLatin1(generator->id.data(), qsizetype(generator->id.size())),
                        "--seed", "17"} +
            shapeArgs + sizeArgs.split(' ');
        const auto result = runCli(args);
        QVERIFY2(result.code == 0, result.err.c_str());

        const Maze expected = shapedMaze(shape, {9, 6}, 6, 17);
        const MazeDocument read = readMazeText(result.out);
        QVERIFY(read.maze == expected);
        QCOMPARE(read.maze.shapeKind(), shape);
        QCOMPARE(read.maze.passageCount(), std::int64_t(read.maze.cellCount() - 1));
        QVERIFY(read.provenance);
        QCOMPARE(read.provenance->seed, std::uint64_t(17));
        // The same command gives the same bytes.
        QCOMPARE(runCli(args).out, result.out);
    }

    void misuseSaysWhatToWrite_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const GeneratorInfo* any = shapedGenerator();
        const GeneratorInfo* squareOnly = squareOnlyGenerator();
        QVERIFY(any && squareOnly);
        const QString anyId = QString::fromLatin1(any->id.data(), qsizetype(any->id.size()));
        const QString squareId =
            QString::fromLatin1(squareOnly->id.data(), qsizetype(squareOnly->id.size()));
        QTest::newRow("unknown shape")
            << words("generate --seed 1 --size 5x5 --shape round") +
                   QStringList{"--algorithm", anyId}
            << "unknown cell shape 'round': valid are square, hex, triangle, polar, weave";
        QTest::newRow("size for polar")
            << words("generate --seed 1 --shape polar --size 5x5") +
                   QStringList{"--algorithm", anyId}
            << "a polar maze is sized by its rings: give --rings N instead of --size";
        QTest::newRow("no rings")
            << words("generate --seed 1 --shape polar") + QStringList{"--algorithm", anyId}
            << "generate needs --rings N with --shape polar: the rings, counting the centre cell "
               "(2 to 256)";
        QTest::newRow("too many rings") << words("generate --seed 1 --shape polar --rings 300") +
                                               QStringList{"--algorithm", anyId}
                                        << "--rings 300 is too large: the rings can be at most 256";
        QTest::newRow("one ring")
            << words("generate --seed 1 --shape polar --rings 1") +
                   QStringList{"--algorithm", anyId}
            << "--rings 1 is too few: a polar maze has 2 to 256 rings, counting the centre cell";
        QTest::newRow("rings for hex")
            << words("generate --seed 1 --shape hex --rings 4") + QStringList{"--algorithm", anyId}
            << "--rings sizes a polar maze (--shape polar); a hex maze takes --size WxH";
        QTest::newRow("square-only generator")
            << words("generate --seed 1 --shape hex --size 5x5") +
                   QStringList{"--algorithm", squareId}
            << QString::fromStdString(squareOnly->shapeError(ShapeKind::Hex));
        QTest::newRow("mirror")
            << words("generate --seed 1 --shape triangle --size 6x5 --symmetry left-right") +
                   QStringList{"--algorithm", anyId}
            << "a mirrored layout needs square cells: the mirror copies and joins the halves by "
               "rows and columns";
        QTest::newRow("weave on hex")
            << words("generate --seed 1 --shape hex --weave --size 5x5") +
                   QStringList{"--algorithm", anyId}
            << "--weave needs square cells: its passages cross under square cells, so drop "
               "--shape hex or --weave";
        QTest::newRow("weave with rings")
            << words("generate --seed 1 --weave --rings 4") + QStringList{"--algorithm", anyId}
            << "--rings sizes a polar maze (--shape polar); a weave maze takes --size WxH";
        QTest::newRow("weave takes no value")
            << words("generate --seed 1 --weave=yes --size 5x5") + QStringList{"--algorithm", anyId}
            << "option --weave takes no value";
        QTest::newRow("square-only generator on weave")
            << words("generate --seed 1 --weave --size 5x5") + QStringList{"--algorithm", squareId}
            << QString::fromStdString(squareOnly->shapeError(ShapeKind::Weave));
        QTest::newRow("mirrored weave")
            << words("generate --seed 1 --shape weave --size 6x5 --symmetry left-right") +
                   QStringList{"--algorithm", anyId}
            << "a mirrored layout needs plain square cells";
        const QString solverId = QString::fromLatin1(solvers().front()->id.data(),
                                                     qsizetype(solvers().front()->id.size()));
        QTest::newRow("weave with a file")
            << QStringList{"solve", "--algorithm", solverId} + words("--maze x.maze --weave")
            << "--weave applies only with --generator";
        QTest::newRow("shape with a file")
            << QStringList{"solve", "--algorithm", solverId} + words("--maze x.maze --shape hex")
            << "--shape applies only with --generator";
    }
    // Text art has square rooms only: render says so for the other cells, names --svg, and exits
    // 1.
    void renderRefusesOtherCells() {
        const GeneratorInfo* generator = shapedGenerator();
        const QString id =
            QString::fromLatin1(generator->id.data(), qsizetype(generator->id.size()));
        const auto result = runCli(QStringList{"render", "--generator", id} +
                                   words("--shape hex --size 5x4 --seed 2"));
        QCOMPARE(result.code, 1);
        QVERIFY(result.out.empty());
        QVERIFY2(QString::fromStdString(result.err)
                     .contains("render draws square mazes as text, and this maze has hexagonal "
                               "cells, which text cannot draw: add --svg for a picture of it "
                               "(`solve` gives the figures)"),
                 result.err.c_str());
        for (const SolverInfo* solver : solvers())
            if (solver->createShaped) { // the figures come from solve
                const QString solverId =
                    QString::fromLatin1(solver->id.data(), qsizetype(solver->id.size()));
                const auto solved =
                    runCli(QStringList{"solve", "--algorithm", solverId, "--generator", id} +
                           words("--shape hex --size 5x4 --seed 2"));
                QVERIFY2(solved.code == 0, solved.err.c_str());
                QVERIFY2(
                    QString::fromStdString(solved.out)
                        .contains("movement:         across the sides of the hexagonal cells\n"),
                    solved.out.c_str());
                break;
            }
    }

    void misuseSaysWhatToWrite() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const auto result = runCli(args);
        QCOMPARE(result.code, 2);
        QVERIFY(result.out.empty());
        const QString err = QString::fromStdString(result.err);
        QVERIFY2(err.contains(message), qPrintable(err));
    }
};

QTEST_APPLESS_MAIN(TestCliShapes)
#include "test_cli_shapes.moc"
