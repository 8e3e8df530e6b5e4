// Shaping around every generator (core/shaping.hpp): braid, mirrored layouts, weighted terrain,
// and the one pipeline (prepareMaze + generationSteps) that the app animates and generateMaze
// drains.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/registry.hpp"
#include "core/run.hpp"
#include "core/shaping.hpp"
#include "support.hpp"
#endif

#include <set>
#include <vector>

using namespace mazelab;

namespace {

int deadEnds(const Maze& maze) {
    int count = 0;
    for (CellIndex i = 0; i < maze.cellCount(); ++i)
        count += maze.isActive(i) && popcount(maze.openDirs(i)) == 1;
    return count;
}

GenerateRequest request(std::string_view id, Size size, std::uint64_t seed, Shaping shaping) {
    const GeneratorInfo& info = generatorById(id);
    GenerateRequest r{&info, size, seed, ParamValues(info.params)};
    r.shaping = shaping;
    return r;
}

// Replays the pipeline's steps on a copy of the starting maze.
// Throws if a shaping step names a pseudocode line that does not exist.
Maze replay(const GenerateRequest& r, std::int64_t* stepCount = nullptr) {
    Maze built = prepareMaze(r);
    Maze copy = built;
    std::int64_t n = 0;
    for (const GenStep& s : generationSteps(built, r)) {
        ++n;
        switch (s.kind) {
        case GenStep::Kind::Carve: copy.carve(s.cell, s.dir); break;
        case GenStep::Kind::AddWall: copy.addWall(s.cell, s.dir); break;
        case GenStep::Kind::SetCost: copy.setCost(s.cell, s.cost); break;
        case GenStep::Kind::SwitchOff: copy.setActive(s.cell, false); break;
        case GenStep::Kind::Move: break;
        }
        if (s.phase != GenStep::Phase::Generator &&
            std::size_t(s.line) >= shapingPseudocode(s.phase).size())
            throw Error("a shaping step names pseudocode line " + std::to_string(s.line));
    }
    if (stepCount)
        *stepCount = n;
    return copy;
}

bool isSymmetric(const Maze& maze, Symmetry symmetry) {
    for (CellIndex i = 0; i < maze.cellCount(); ++i) {
        const Cell c = maze.cellAt(i);
        const CellIndex m = maze.index(mirrorCell(maze.size(), symmetry, c));
        if (maze.cost(i) != maze.cost(m) || maze.isActive(i) != maze.isActive(m))
            return false;
        for (Dir d : kDirs) {
            const bool flips = symmetry == Symmetry::LeftRight
                                   ? (d == Dir::East || d == Dir::West)
                                   : (d == Dir::North || d == Dir::South);
            if (maze.isOpen(i, d) != maze.isOpen(m, flips ? opposite(d) : d))
                return false;
        }
    }
    return true;
}

} // namespace

class TestShaping : public QObject {
    Q_OBJECT

private slots:
    // Braid removes the requested share of dead ends (the quota, or one more when the last
    // opening joined two dead ends; never more than it can open), all of them at 100%, and is
    // reproducible by seed.
    void braidRemovesTheRequestedShare_data() { testing::generatorRows(); }
    void braidRemovesTheRequestedShare() {
        QFETCH(QString, id);
        for (std::uint64_t seed : {1ull, 2ull, 3ull}) {
            const Maze plain = generateMaze(request(id.toStdString(), {40, 30}, seed, {}));
            const int before = deadEnds(plain);
            // Dead ends braid can open: with a closed wall to an active neighbour (all of them,
            // but beside obstacles a generator switched off).
            int openable = 0;
            for (CellIndex i = 0; i < plain.cellCount(); ++i)
                openable += popcount(plain.openDirs(i)) == 1 &&
                            (plain.activeDirs(plain.cellAt(i)) & ~plain.openDirs(i)) != 0;
            for (double share : {0.0, 25.0, 50.0, 100.0}) {
                const GenerateRequest r = request(id.toStdString(), {40, 30}, seed,
                                                  Shaping{share, Symmetry::None, {}});
                const Maze braided = generateMaze(r);
                const int removed = before - deadEnds(braided);
                const auto quota = std::min(int(std::llround(before * share / 100.0)), openable);
                QVERIFY2(removed == quota || removed == quota + 1,
                         qPrintable(QString("share %1: removed %2 of %3, quota %4")
                                        .arg(share).arg(removed).arg(before).arg(quota)));
                QCOMPARE(generateMaze(r), braided);
                QCOMPARE(replay(r), braided);
                QCOMPARE(testing::reachableFrom(braided, braided.index(braided.start())),
                         std::int64_t(braided.activeCellCount()));
                if (share == 100.0)
                    QCOMPARE(deadEnds(braided), before - openable);
                if (share == 0.0)
                    QCOMPARE(braided, plain);
            }
        }
    }

    // A mirrored layout is symmetric (walls, costs, mask), connected, for odd and even sides,
    // for every generator, and its animation ends in the maze the un-animated run makes; a
    // generator with a noSymmetryReason refuses it, naming that reason.
    void mirroredLayoutsAreSymmetricAndConnected_data() { testing::generatorRows(); }
    void mirroredLayoutsAreSymmetricAndConnected() {
        QFETCH(QString, id);
        const GeneratorInfo& info = generatorById(id.toStdString());
        if (!info.noSymmetryReason.empty()) {
            const GenerateRequest r =
                request(id.toStdString(), {20, 14}, 5, Shaping{0, Symmetry::LeftRight, {}});
            try {
                (void)prepareMaze(r);
                QFAIL("a mirrored layout was not refused");
            } catch (const Error& e) {
                QVERIFY(std::string_view(e.what()).find(info.noSymmetryReason) !=
                        std::string_view::npos);
            }
            return;
        }
        for (Symmetry symmetry : {Symmetry::LeftRight, Symmetry::TopBottom}) {
            for (Size size : {Size{3, 3}, Size{4, 7}, Size{20, 14}, Size{21, 15}}) {
                for (double braid : {0.0, 60.0}) {
                    Shaping shaping{braid, symmetry, Terrain{30, 50, 9}};
                    const GenerateRequest r = request(id.toStdString(), size, 5, shaping);
                    const Maze maze = generateMaze(r);
                    QVERIFY2(isSymmetric(maze, symmetry),
                             qPrintable(QString("%1 %2").arg(QString::fromStdString(
                                 toString(size))).arg(int(symmetry))));
                    QCOMPARE(testing::reachableFrom(maze, 0), std::int64_t(maze.cellCount()));
                    QCOMPARE(replay(r), maze);
                }
            }
        }
    }

    // The halves of an even-sided mirrored maze are joined on about a third of the lines, never
    // on two neighbouring lines except at dead ends (as the BlitzMax tutorial does).
    void evenHalvesAreJoinedOnAThirdOfTheLines() {
        const Size size{30, 30};
        const Maze maze = generateMaze(
            request("aldous-broder", size, 9, Shaping{0, Symmetry::LeftRight, {}}));
        int joins = 0;
        for (int y = 0; y < size.height; ++y)
            joins += maze.isOpen(maze.index({size.width / 2 - 1, y}), Dir::East);
        QVERIFY2(joins >= size.height / 3 && joins <= size.height / 2 + 1,
                 qPrintable(QString("joins %1").arg(joins)));
    }

    // Terrain weights exactly density% of the cells with costs 2..max, the same for a seed
    // whatever the braid (each pass has its own random stream), in patches that grow with
    // patchiness.
    void terrainWeightsTheRequestedShareInPatches() {
        const Size size{50, 40};
        auto patches = [](const Maze& maze) { // 4-connected groups of equal cost > 1
            return testing::groupCells(
                       maze, [&](CellIndex c) { return maze.cost(c) != 1; },
                       [&](CellIndex c, Dir d) {
                           return (maze.insideDirs(maze.cellAt(c)) & bit(d)) &&
                                  maze.cost(maze.neighbour(c, d)) == maze.cost(c);
                       })
                .count;
        };
        for (double density : {10.0, 35.0, 100.0}) {
            const Maze a = generateMaze(
                request("aldous-broder", size, 4, Shaping{0, Symmetry::None, {density, 80, 9}}));
            const Maze b = generateMaze(
                request("aldous-broder", size, 4, Shaping{70, Symmetry::None, {density, 80, 9}}));
            QCOMPARE(a.costs(), b.costs());
            int weighted = 0;
            for (CellIndex i = 0; i < a.cellCount(); ++i) {
                weighted += a.cost(i) > 1;
                QVERIFY(a.cost(i) >= 1 && a.cost(i) <= 9);
            }
            QCOMPARE(weighted, int(std::llround(size.cells() * density / 100.0)));
        }
        const Maze scattered = generateMaze(
            request("aldous-broder", size, 4, Shaping{0, Symmetry::None, {30, 0, 9}}));
        const Maze patchy = generateMaze(
            request("aldous-broder", size, 4, Shaping{0, Symmetry::None, {30, 100, 9}}));
        QVERIFY2(patches(patchy) * 5 < patches(scattered),
                 qPrintable(QString("patchy %1 scattered %2")
                                .arg(patches(patchy)).arg(patches(scattered))));
    }

    // Bad shaping is refused with a message that says what is allowed; nothing is generated.
    void badShapingIsRefused() {
        auto message = [](Shaping shaping, Size size) {
            try {
                (void)generateMaze(request("aldous-broder", size, 1, shaping));
            } catch (const Error& e) {
                return QString::fromStdString(e.what());
            }
            return QString();
        };
        QCOMPARE(message(Shaping{150, Symmetry::None, {}}, {10, 10}),
                 QStringLiteral("braid 150 is out of range: 0 to 100 (%)"));
        QCOMPARE(message(Shaping{12.5, Symmetry::None, {-1, 50, 9}}, {10, 10}),
                 QStringLiteral("terrain density -1 is out of range: 0 to 100 (%)"));
        QVERIFY(message(Shaping{0, Symmetry::None, {-1, 50, 9}}, {10, 10}).contains("0 to 100"));
        QVERIFY(message(Shaping{0, Symmetry::None, {10, 50, 1}}, {10, 10}).contains("2 to 255"));
        QVERIFY(message(Shaping{0, Symmetry::LeftRight, {}}, {2, 10}).contains("at least 3"));
        QVERIFY(message(Shaping{0, Symmetry::TopBottom, {}}, {10, 2}).contains("at least 3"));
        QCOMPARE(symmetryFromId("left-right"), Symmetry::LeftRight);
        QVERIFY_THROWS_EXCEPTION(Error, (void)symmetryFromId("diagonal"));
    }

    // A mask with a symmetry: the left piece of the mask is mirrored, and masked cells stay
    // untouched.
    void maskedMirroredMazeIsSymmetric() {
        const Size size{24, 16};
        std::vector<std::uint8_t> mask(std::size_t(size.cells()), 0);
        for (int y = 5; y < 11; ++y)
            for (int x = 3; x < 8; ++x)
                mask[std::size_t(y * size.width + x)] = 1; // a hole in the left half only
        GenerateRequest r = request("aldous-broder", size, 3, Shaping{0, Symmetry::LeftRight, {}});
        r.mask = mask;
        const Maze maze = generateMaze(r);
        QVERIFY(isSymmetric(maze, Symmetry::LeftRight));
        QVERIFY(!maze.isActive(maze.index({size.width - 1 - 4, 6}))); // the hole's mirror
        QCOMPARE(maze.activeCellCount(), CellIndex(size.cells() - 2 * 6 * 5));
        QCOMPARE(replay(r), maze);
    }
};

QTEST_GUILESS_MAIN(TestShaping)
#include "test_shaping.moc"
