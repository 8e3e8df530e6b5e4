// Statistical checks with fixed seeds: the mean share of dead ends that each generator leaves,
// over many mazes, against published values. A plausible-looking wrong implementation (a
// backtracker that picks the oldest cell, a Prim that picks the newest, a Binary Tree with the
// wrong probabilities) lands far from these figures; a correct one lands within the tolerance.
//
// Sources (each row names its own):
//  [Pullen] Walter D. Pullen, "Think Labyrinth: Maze Algorithms", table "Perfect Maze Creation
//           Algorithms", column "Dead End %" (astrolog.org/labyrnth/algrithm.htm). Figures for
//           large orthogonal mazes, rounded to whole percents.
//  [Buck5]  Jamis Buck, "Mazes for Programmers" (Pragmatic Bookshelf, 2015), ch. 5, "Counting
//           Dead Ends": the average dead-end count of 100 mazes of 20x20 per algorithm; Buck's
//           Hunt-and-Kill leaves about 10% of the cells dead ends (Pullen's table gives his own
//           variant 11%, which mazelab's Buck-style hunt does not match: 9.5% at 50x50).
//  [Seed001] Chloe Johnson, "Lost Cause" (A-level project), its dead-end table: 100,000 Recursive
//           Backtracker mazes per size, mean and standard deviation of the dead-end count.
//  [Buck]   Jamis Buck, "Mazes for Programmers" (Pragmatic Bookshelf, 2015), appendix
//           "Comparing the algorithms", "Dead Ends": "Aldous-Broder and Wilson's tend to produce
//           mazes where around 30% of the cells are dead ends. True Prim's produces about 50% more
//           than that" (so about 45%); and ch. 11: Growing Tree picking the newest cell is the
//           Recursive Backtracker, picking a random one is simplified Prim.
// Pullen's three Prim rows are not Buck's two Prims: his "true" Prim weighs edges (30%, the
// same minimum spanning trees as Kruskal), his "simplified" picks a random frontier edge (32%),
// his "modified" a random frontier cell (36%). mazelab follows Buck (docs/semantics.md): prim-true
// weighs cells (about 45%, Buck's figure) and prim-simplified picks a random active cell, for
// which no published share is known (see primSimplifiedIsBucksVariant).
// A dead end is an active cell with exactly one passage; the share is dead ends / active cells.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/registry.hpp"
#include "core/run.hpp"
#endif

#include <cmath>
#include <string>
#include <vector>

using namespace mazelab;

namespace {

struct DeadEndFigures {
    double mean = 0;   // of the dead-end count
    double stddev = 0; // of the dead-end count
    double share = 0;  // mean count / cells, in percent
};

DeadEndFigures deadEndFigures(std::string_view id, const std::vector<std::string>& params,
                              Size size, int count, std::uint64_t firstSeed) {
    const GeneratorInfo& info = generatorById(id);
    const ParamValues values = resolveParams(info.params, params);
    double sum = 0;
    double sumSquares = 0;
    for (int k = 0; k < count; ++k) {
        const Maze maze = generateMaze({&info, size, firstSeed + std::uint64_t(k), values});
        int deadEnds = 0;
        for (CellIndex i = 0; i < maze.cellCount(); ++i)
            deadEnds += popcount(maze.openDirs(i)) == 1;
        sum += deadEnds;
        sumSquares += double(deadEnds) * deadEnds;
    }
    DeadEndFigures f;
    f.mean = sum / count;
    f.stddev = std::sqrt(std::max(0.0, (sumSquares - sum * sum / count) / (count - 1)));
    f.share = f.mean / double(size.cells()) * 100.0;
    return f;
}

} // namespace

class TestGeneratorStatistics : public QObject {
    Q_OBJECT

private slots:
    // Mean dead-end share at 50x50 against the published figure. The tolerance is in
    // percentage points; the standard error of the mean share over these counts is about 0.1.
    void deadEndShareAt50x50_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QStringList>("params");
        QTest::addColumn<int>("count");
        QTest::addColumn<double>("expected");
        QTest::addColumn<double>("tolerance");
        QTest::addColumn<QString>("source");
        QTest::newRow("binary-tree") << "binary-tree" << QStringList{} << 200 << 25.0 << 1.0
                                     << "[Pullen] Binary Tree 25%";
        QTest::newRow("aldous-broder") << "aldous-broder" << QStringList{} << 40 << 29.0 << 1.0
                                       << "[Pullen] Aldous-Broder 29%";
        // Generators group A
        QTest::newRow("sidewinder") << "sidewinder" << QStringList{} << 200 << 27.0 << 1.0
                                    << "[Pullen] Sidewinder 27%";
        QTest::newRow("eller") << "eller" << QStringList{} << 200 << 28.0 << 1.0
                               << "[Pullen] Eller's Algorithm 28%";
        // Pullen's figure is for his cut rule (horizontal or vertical by the chamber's
        // proportions); Buck's longer-side rule, mazelab's default, measures about 27%.
        QTest::newRow("recursive-division") << "recursive-division"
                                            << QStringList{"cut=proportional"} << 200 << 23.0
                                            << 1.0 << "[Pullen] Recursive Division 23%";
        QTest::newRow("hunt-and-kill") << "hunt-and-kill" << QStringList{} << 100 << 10.0 << 1.0
                                       << "[Buck5] Hunt-and-Kill about 10%";
        QTest::newRow("wilson") << "wilson" << QStringList{} << 100 << 29.0 << 1.0
                                << "[Pullen] Wilson's Algorithm 29%";
        // Generators group B
        QTest::newRow("recursive-backtracker")
            << "recursive-backtracker" << QStringList{} << 200 << 10.0 << 1.0
            << "[Pullen] Recursive Backtracker 10%";
        QTest::newRow("growing-tree newest")
            << "growing-tree" << QStringList{"policy=newest"} << 200 << 10.0 << 1.0
            << "[Pullen] Recursive Backtracker 10% ([Buck] ch. 11: newest = Recursive Backtracker)";
        QTest::newRow("kruskal") << "kruskal" << QStringList{} << 100 << 30.0 << 1.0
                                 << "[Pullen] Kruskal's 30%";
        // Buck states this one in words ("about 50% more" than "around 30%"), so 1.5 points.
        QTest::newRow("prim-true") << "prim-true" << QStringList{} << 100 << 45.0 << 1.5
                                   << "[Buck] appendix: True Prim's about 1.5 x 30% = 45%";
    }
    void deadEndShareAt50x50() {
        QFETCH(QString, id);
        QFETCH(QStringList, params);
        QFETCH(int, count);
        QFETCH(double, expected);
        QFETCH(double, tolerance);
        QFETCH(QString, source);
        std::vector<std::string> assignments;
        for (const QString& p : params)
            assignments.push_back(p.toStdString());
        const DeadEndFigures f = deadEndFigures(id.toStdString(), assignments, {50, 50}, count, 1);
        qInfo("%s: %.2f%% dead ends (%.2f +/- %.2f of %d cells) over %d mazes", qPrintable(id),
              f.share, f.mean, f.stddev, 50 * 50, count);
        QVERIFY2(std::abs(f.share - expected) <= tolerance,
                 qPrintable(QString("%1: mean dead-end share %2% over %3 mazes, expected %4 +/- "
                                    "%5 (%6)")
                                .arg(id)
                                .arg(f.share, 0, 'f', 2)
                                .arg(count)
                                .arg(expected)
                                .arg(tolerance)
                                .arg(source)));
    }

    // Lost Cause (its section "Calculating lock spawning") generated 100,000 Recursive Backtracker
    // mazes per square size and counted the dead ends of each: a node whose wall code has three
    // walls of four ('0111', '1011', '1101', '1110' in its game code), the outer boundary counting
    // as walls, i.e. a cell with exactly one passage, the start cell included. Its table:
    //   10x10: mean 11.83439 dead ends, standard deviation 1.847426135979455, 11.83439%
    //   20x20: mean 42.14319 dead ends, standard deviation 3.6547101969787095, 10.5357975%
    // Its backtracker starts at node (1, 1), the top-left corner, which matters at 10x10: from a
    // random start the mean is about 11.91 (the start cell is less often a dead end), 0.07 above
    // the seed's figure, so this test runs mazelab's backtracker with start=first (the top-left
    // corner). The mean over n fixed-seed mazes must lie within 3.5 standard errors of the
    // seed's mean (the errors of both means combined).
    void seed001RecursiveBacktrackerDeadEnds_data() {
        QTest::addColumn<int>("side");
        QTest::addColumn<int>("count");
        QTest::addColumn<double>("seedMean");
        QTest::addColumn<double>("seedStddev");
        QTest::addColumn<double>("seedPercent");
        QTest::newRow("10x10") << 10 << 20000 << 11.83439 << 1.847426135979455 << 11.83439;
        QTest::newRow("20x20") << 20 << 5000 << 42.14319 << 3.6547101969787095 << 10.5357975;
    }
    void seed001RecursiveBacktrackerDeadEnds() {
        QFETCH(int, side);
        QFETCH(int, count);
        QFETCH(double, seedMean);
        QFETCH(double, seedStddev);
        QFETCH(double, seedPercent);
        const DeadEndFigures f =
            deadEndFigures("recursive-backtracker", {"start=first"}, {side, side}, count, 1);
        const double seedSe = seedStddev / std::sqrt(100000.0);
        const double ourSe = f.stddev / std::sqrt(double(count));
        const double tolerance = 3.5 * std::sqrt(seedSe * seedSe + ourSe * ourSe);
        qInfo("%dx%d: mean %.4f dead ends (sd %.4f, %.3f%%) over %d mazes; 'Lost Cause': %.5f "
              "(sd %.4f, %.4f%%); tolerance %.4f",
              side, side, f.mean, f.stddev, f.share, count, seedMean, seedStddev, seedPercent,
              tolerance);
        QVERIFY2(std::abs(f.mean - seedMean) <= tolerance,
                 qPrintable(QString("mean %1 against the 'Lost Cause' mean %2 +/- %3")
                                .arg(f.mean, 0, 'f', 4)
                                .arg(seedMean)
                                .arg(tolerance, 0, 'f', 4)));
        // The standard deviation of the count agrees too (within 5%: its own sampling error at
        // these counts is 1% or less).
        QVERIFY2(std::abs(f.stddev - seedStddev) <= 0.05 * seedStddev,
                 qPrintable(QString("sd %1 against %2").arg(f.stddev).arg(seedStddev)));
    }

    // Growing Tree spans the two policies it generalises: newest leaves the Recursive
    // Backtracker's dead-end share (checked against [Pullen] above), random simplified Prim's
    // (the two are the same mazes: test_generators), and the default mix of the two lies
    // strictly between them.
    void growingTreeMixLiesBetweenNewestAndRandom() {
        const Size size{50, 50};
        const double newest = deadEndFigures("growing-tree", {"policy=newest"}, size, 60, 1).share;
        const double mix = deadEndFigures("growing-tree", {"policy=mix", "mix=50"}, size, 60, 1).share;
        const double random = deadEndFigures("growing-tree", {"policy=random"}, size, 60, 1).share;
        const double prim = deadEndFigures("prim-simplified", {}, size, 60, 1).share;
        qInfo("growing-tree at 50x50: newest %.2f%%, mix=50 %.2f%%, random %.2f%%; "
              "prim-simplified %.2f%%",
              newest, mix, random, prim);
        QCOMPARE(random, prim);
        QVERIFY(newest + 5 < mix && mix + 2 < random);
    }

    // Buck's simplified Prim (a random active cell, then a random unvisited neighbour) has no
    // published dead-end share that we know of; Pullen's "simplified" (32%) and "modified" (36%)
    // rows are the frontier-edge and frontier-cell variants. mazelab measures 27.6% at 50x50
    // (200 mazes), and an independent Python transcription of Buck's pseudocode gave 27.9%
    // (30x30, 40 mazes): the figure below is that measurement, a regression guard rather than
    // a published value. It also keeps the variant apart from Pullen's: below 30%.
    void primSimplifiedIsBucksVariant() {
        const DeadEndFigures f = deadEndFigures("prim-simplified", {}, {50, 50}, 200, 1);
        qInfo("prim-simplified: %.2f%% dead ends (%.2f +/- %.2f) over 200 mazes", f.share, f.mean,
              f.stddev);
        QVERIFY2(std::abs(f.share - 27.6) <= 1.0, qPrintable(QString::number(f.share)));
        QVERIFY(f.share < 30.0);
    }
};

QTEST_GUILESS_MAIN(TestGeneratorStatistics)
#include "test_generator_statistics.moc"
