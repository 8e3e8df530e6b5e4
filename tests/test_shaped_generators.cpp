// Generators on cells of every shape (core/shape.hpp), looped over the registry by its traits:
// createShaped on square cells makes exactly create's steps and maze (the proof that the one
// generic version is the same algorithm as the square fast path); on hexagonal, triangular and
// polar cells it makes perfect mazes, deterministic by seed; a generator without createShaped
// refuses other shapes with its reason; braid and terrain work on every shape.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/run.hpp"
#include "core/shape.hpp"
#include "core/shaping.hpp"
#include "shape_support.hpp"
#include "support.hpp"
#endif

#include <bit>
#include <cmath>
#include <vector>

using namespace mazelab;

namespace {

QString idOf(const GeneratorInfo& info) {
    return QString::fromUtf8(info.id.data(), qsizetype(info.id.size()));
}

// The _data() rows: the generators with (or without) createShaped, a QString column "id".
void rowsWhere(bool shaped) {
    QTest::addColumn<QString>("id");
    for (const GeneratorInfo* info : generators())
        if ((info->createShaped != nullptr) == shaped)
            QTest::newRow(info->id.data()) << idOf(*info);
}

// Every combination of the parameters' values: each choice of a choice parameter, and the
// minimum, default and maximum of any other.
std::vector<ParamValues> paramCombinations(const GeneratorInfo& info) {
    return testing::paramProduct(info.params, ParamValues(info.params), [](const ParamSpec& spec) {
        std::vector<double> values;
        if (!spec.choices.empty())
            for (std::size_t k = 0; k < spec.choices.size(); ++k)
                values.push_back(double(k));
        else
            values = {spec.minimum, spec.defaultValue, spec.maximum};
        return values;
    });
}

std::vector<GenStep> stepsOf(GenSteps steps) {
    std::vector<GenStep> all;
    for (const GenStep& s : steps)
        all.push_back(s);
    return all;
}

// Empty if the two streams are equal field by field; else where they first differ.
QString firstDifference(const std::vector<GenStep>& a, const std::vector<GenStep>& b) {
    for (std::size_t k = 0; k < std::min(a.size(), b.size()); ++k) {
        const GenStep& s = a[k];
        const GenStep& t = b[k];
        if (s.kind != t.kind || s.phase != t.phase || s.dir != t.dir || s.cost != t.cost ||
            s.cell != t.cell || s.current != t.current || s.line != t.line)
            return QStringLiteral("step %1: kind %2/%3 dir %4/%5 cell %6/%7 current %8/%9 "
                                  "line %10/%11")
                .arg(k)
                .arg(int(s.kind))
                .arg(int(t.kind))
                .arg(int(s.dir))
                .arg(int(t.dir))
                .arg(s.cell)
                .arg(t.cell)
                .arg(s.current)
                .arg(t.current)
                .arg(s.line)
                .arg(t.line);
    }
    if (a.size() != b.size())
        return QStringLiteral("%1 steps against %2").arg(a.size()).arg(b.size());
    return {};
}

// A square mask of two islands: the middle column off, or on 2 x 2 the two cells off the
// diagonal from the start to the goal.
void maskTwoIslands(Maze& maze) {
    const Size size = maze.size();
    for (CellIndex i = 0; i < maze.cellCount(); ++i) {
        const Cell c = maze.cellAt(i);
        const bool off = size.width >= 3 ? c.x == size.width / 2
                                         : (c.x + c.y == 1 && size.height == 2);
        if (off)
            maze.setActive(i, false);
    }
}

using testing::groupsOfActiveCells;

int regionsOf(const Maze& maze) {
    return groupsOfActiveCells(maze, [](CellIndex) { return 0xFFu; });
}

// Empty if every open slot leads to an active cell inside the maze whose opposite slot is open
// too, and the passages make one spanning tree per region of active cells; else what is wrong.
QString perfectionError(const Maze& maze) {
    for (CellIndex i = 0; i < maze.cellCount(); ++i) {
        const SlotSet open = maze.openSlots(i);
        if (open != 0 && !maze.isActive(i))
            return QStringLiteral("masked-off cell %1 has passages").arg(i);
        if (open >> maze.slotCount(i))
            return QStringLiteral("cell %1 has an open slot past its %2 slots")
                .arg(i)
                .arg(maze.slotCount(i));
        for (int s = 0; s < maze.slotCount(i); ++s) {
            if (!(open & (1u << s)))
                continue;
            const CellIndex n = maze.slotNeighbour(i, Slot(s));
            if (n < 0 || !maze.isActive(n))
                return QStringLiteral("cell %1 slot %2 opens outside the maze").arg(i).arg(s);
            if (!(maze.openSlots(n) & (1u << maze.oppositeSlot(i, Slot(s)))))
                return QStringLiteral("cell %1 slot %2 is open on one side only").arg(i).arg(s);
        }
    }
    const int regions = regionsOf(maze);
    const int trees = groupsOfActiveCells(maze, [&](CellIndex c) { return maze.openSlots(c); });
    if (trees != regions)
        return QStringLiteral("%1 connected pieces in %2 regions").arg(trees).arg(regions);
    const std::int64_t expected = std::int64_t(maze.activeCellCount()) - regions;
    if (maze.passageCount() != expected)
        return QStringLiteral("%1 passages, a spanning forest has %2")
            .arg(maze.passageCount())
            .arg(expected);
    return {};
}

// The shapes the any-shape tests build, by name.
struct NamedShape {
    const char* name;
    Shape shape;
};
std::vector<NamedShape> otherShapes() {
    return {{"hex 9x7", Shape::hex({9, 7})},         {"hex 2x2", Shape::hex({2, 2})},
            {"triangle 10x6", Shape::triangle({10, 6})}, {"triangle 3x2", Shape::triangle({3, 2})},
            {"polar 2", Shape::polar(2)},            {"polar 3", Shape::polar(3)},
            {"polar 6", Shape::polar(6)}};
}

// A hex maze with a mask: the middle column off (two regions) and a few scattered cells.
Maze maskedHex() {
    Maze maze(Shape::hex({9, 7}));
    for (CellIndex i = 0; i < maze.cellCount(); ++i) {
        const Cell c = maze.cellAt(i);
        if (c.x == 4 || (c.x == 1 && c.y == 3) || (c.x == 7 && c.y == 5))
            maze.setActive(i, false);
    }
    return maze;
}

int deadEndsThatCouldOpen(const Maze& maze) {
    int count = 0;
    for (CellIndex i = 0; i < maze.cellCount(); ++i)
        count += maze.isActive(i) && std::popcount(unsigned(maze.openSlots(i))) == 1 &&
                 (maze.activeSlots(i) & ~maze.openSlots(i)) != 0;
    return count;
}

int weightedCells(const Maze& maze) {
    int count = 0;
    for (CellIndex i = 0; i < maze.cellCount(); ++i)
        count += maze.cost(i) > 1;
    return count;
}

} // namespace

class TestShapedGenerators : public QObject {
    Q_OBJECT

private slots:
    // Square cells: createShaped's steps equal create's field by field, and so do the mazes, for
    // every size, seed and parameter value, with and without a mask of two islands.
    void squareStepsEqualTheFastPath_data() { rowsWhere(true); }
    void squareStepsEqualTheFastPath() {
        QFETCH(QString, id);
        const GeneratorInfo& info = generatorById(id.toStdString());
        int runs = 0;
        for (Size size : {Size{2, 2}, Size{7, 5}, Size{16, 16}, Size{33, 9}}) {
            for (bool masked : {false, true}) {
                if (masked && !info.honoursMask)
                    continue;
                Maze blank(size);
                if (masked) {
                    maskTwoIslands(blank);
                    QCOMPARE(regionsOf(blank), 2);
                }
                for (std::uint64_t seed : testing::kSeeds) {
                    for (const ParamValues& params : paramCombinations(info)) {
                        Maze fast = blank;
                        Maze generic = blank;
                        const auto a = stepsOf(info.create(fast, seed, params));
                        const auto b = stepsOf(info.createShaped(generic, seed, params));
                        const QString where = QStringLiteral("%1 seed %2 mask %3: ")
                                                  .arg(QString::fromStdString(toString(size)))
                                                  .arg(seed)
                                                  .arg(masked);
                        const QString diff = firstDifference(a, b);
                        QVERIFY2(diff.isEmpty(), qPrintable(where + diff));
                        QVERIFY2(fast == generic, qPrintable(where + "the mazes differ"));
                        // Only one-cell islands (2 x 2 masked) leave nothing to carve.
                        QVERIFY(!a.empty() || regionsOf(fast) == int(fast.activeCellCount()));
                        ++runs;
                    }
                }
            }
        }
        QVERIFY(runs >= 16 * int(paramCombinations(info).size()));
    }

    // Other shapes: a perfect maze (one spanning tree, passages recorded on both sides), the
    // same for the same seed, step for step, with the steps' dir the wall's slot (replaying the
    // carves rebuilds the maze); and two seeds differ on a big enough maze.
    void otherShapesArePerfectAndSeeded_data() { rowsWhere(true); }
    void otherShapesArePerfectAndSeeded() {
        QFETCH(QString, id);
        const GeneratorInfo& info = generatorById(id.toStdString());
        for (const NamedShape& named : otherShapes()) {
            for (const ParamValues& params : paramCombinations(info)) {
                for (std::uint64_t seed : testing::kSeeds) {
                    Maze maze(named.shape);
                    const auto steps = stepsOf(info.start(maze, seed, params));
                    const QString where = QStringLiteral("%1 seed %2: ").arg(named.name).arg(seed);
                    if (info.perfect) {
                        const QString error = perfectionError(maze);
                        QVERIFY2(error.isEmpty(), qPrintable(where + error));
                        QCOMPARE(maze.passageCount(), std::int64_t(maze.cellCount()) - 1);
                    }
                    Maze replay(named.shape);
                    for (const GenStep& s : steps) {
                        QVERIFY(s.line >= 0 && std::size_t(s.line) < info.pseudocode.size());
                        if (s.kind == GenStep::Kind::Carve)
                            replay.setSlot(s.cell, Slot(s.dir), true);
                    }
                    QVERIFY2(replay == maze, qPrintable(where + "the carves do not rebuild it"));

                    Maze again(named.shape);
                    const QString diff =
                        firstDifference(steps, stepsOf(info.start(again, seed, params)));
                    QVERIFY2(diff.isEmpty(), qPrintable(where + diff));
                    QVERIFY(again == maze);
                }
            }
            if (named.shape.cellCount() >= 60) {
                Maze one(named.shape);
                Maze two(named.shape);
                for ([[maybe_unused]] const GenStep& s : info.start(one, 1, ParamValues(info.params))) {
                }
                for ([[maybe_unused]] const GenStep& s : info.start(two, 2, ParamValues(info.params))) {
                }
                QVERIFY2(!(one == two), named.name);
            }
        }
    }

    // A hex maze with a mask: one spanning tree per region of active cells, no masked-off cell
    // touched.
    void hexWithAMaskIsOneTreePerRegion_data() { rowsWhere(true); }
    void hexWithAMaskIsOneTreePerRegion() {
        QFETCH(QString, id);
        const GeneratorInfo& info = generatorById(id.toStdString());
        if (!info.honoursMask)
            QSKIP("this generator does not honour a mask");
        for (std::uint64_t seed : testing::kSeeds) {
            Maze maze = maskedHex();
            QCOMPARE(regionsOf(maze), 2);
            QCOMPARE(maze.activeCellCount(), CellIndex(63 - 7 - 2));
            for ([[maybe_unused]] const GenStep& s : info.start(maze, seed, ParamValues(info.params))) {
            }
            const QString error = perfectionError(maze);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QCOMPARE(maze.passageCount(), std::int64_t(maze.activeCellCount()) - 2);
        }
    }

    // A generator without createShaped says why, and refuses other shapes with that reason and
    // its name, both when started and when a request is prepared.
    void squareOnlyGeneratorsRefuseOtherShapes_data() { rowsWhere(false); }
    void squareOnlyGeneratorsRefuseOtherShapes() {
        QFETCH(QString, id);
        const GeneratorInfo& info = generatorById(id.toStdString());
        QVERIFY(!info.noShapesReason.empty());
        QVERIFY(info.noShapesReason.ends_with('.'));
        QVERIFY(info.supports(ShapeKind::Square));
        for (ShapeKind kind : {ShapeKind::Hex, ShapeKind::Triangle, ShapeKind::Polar})
            QVERIFY(!info.supports(kind));

        Maze hex(Shape::hex({9, 7}));
        try {
            [[maybe_unused]] GenSteps steps = info.start(hex, 1, ParamValues(info.params));
            QFAIL("start on a hex maze did not throw");
        } catch (const Error& e) {
            const std::string message = e.what();
            QVERIFY2(message.find(info.noShapesReason) != std::string::npos, e.what());
            QVERIFY2(message.find(info.name) != std::string::npos, e.what());
        }
        for (ShapeKind kind : {ShapeKind::Hex, ShapeKind::Triangle, ShapeKind::Polar}) {
            GenerateRequest request{&info, {9, 7}, 1, ParamValues(info.params)};
            request.shape = kind;
            request.rings = 4;
            QVERIFY_THROWS_EXCEPTION(Error, (void)prepareMaze(request));
            request.shape = ShapeKind::Square;
            QCOMPARE(prepareMaze(request).cellCount(), CellIndex(63));
        }
    }

    // A generator with createShaped gives no reason, and a request of another shape builds.
    void shapedGeneratorsTakeEveryShape_data() { rowsWhere(true); }
    void shapedGeneratorsTakeEveryShape() {
        QFETCH(QString, id);
        const GeneratorInfo& info = generatorById(id.toStdString());
        QVERIFY(info.noShapesReason.empty());
        for (ShapeKind kind : kShapeKinds) {
            QVERIFY(info.supports(kind));
            GenerateRequest request{&info, {9, 7}, 5, ParamValues(info.params)};
            request.shape = kind;
            request.rings = 4;
            const Maze maze = generateMaze(request);
            QCOMPARE(maze.shapeKind(), kind);
            QVERIFY(maze.passageCount() >= std::int64_t(maze.activeCellCount()) - 1);
        }
    }

    // Braid 100 on hex and polar leaves no dead end that could be opened, and keeps every
    // passage two-sided; terrain weights round(density% of the cells); the same seed, the same
    // maze.
    void braidAndTerrainOnOtherShapes_data() {
        QTest::addColumn<ShapeKind>("shape");
        QTest::addColumn<int>("rings");
        QTest::newRow("hex") << ShapeKind::Hex << 0;
        QTest::newRow("polar") << ShapeKind::Polar << 6;
    }
    void braidAndTerrainOnOtherShapes() {
        QFETCH(ShapeKind, shape);
        QFETCH(int, rings);
        int built = 0;
        for (const GeneratorInfo* info : generators()) {
            if (!info->createShaped || !info->perfect)
                continue;
            for (std::uint64_t seed : testing::kSeeds) {
                GenerateRequest request{info, {12, 9}, seed, ParamValues(info->params)};
                request.shape = shape;
                request.rings = rings;
                const Maze plain = generateMaze(request);
                QVERIFY(deadEndsThatCouldOpen(plain) > 0);

                request.shaping.braid = 100;
                const Maze braided = generateMaze(request);
                QCOMPARE(deadEndsThatCouldOpen(braided), 0);
                QVERIFY(braided.passageCount() > plain.passageCount());
                for (CellIndex i = 0; i < braided.cellCount(); ++i) // the tree is still in it
                    QCOMPARE(SlotSet(plain.openSlots(i) & ~braided.openSlots(i)), SlotSet(0));
                QVERIFY(generateMaze(request) == braided);

                request.shaping.braid = 0;
                request.shaping.terrain = {.density = 30, .patchiness = 50, .maxCost = 9};
                const Maze weighted = generateMaze(request);
                const auto target =
                    int(std::llround(double(weighted.activeCellCount()) * 30 / 100.0));
                QCOMPARE(weightedCells(weighted), target);
                QCOMPARE(weighted.openBits(), plain.openBits()); // terrain changes no wall
                QVERIFY(generateMaze(request) == weighted);
                request.seed = seed + 1000;
                QVERIFY(!(generateMaze(request).costs() == weighted.costs()));
                ++built;
            }
        }
        QVERIFY(built > 0);
    }
};

QTEST_APPLESS_MAIN(TestShapedGenerators)
#include "test_shaped_generators.moc"
