// Invariants every registered generator must keep, looped over the registry, several seeds and
// sizes from 2x2 to 200x150; the facts about particular generators are in test_generator_rules.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "support.hpp" // the registry and core/run.hpp
#endif

#include <vector>

using namespace mazelab;
using namespace mazelab::testing;

class TestGenerators : public QObject {
    Q_OBJECT

private slots:
    // Registry entries are complete: kebab-case id, name, description, pseudocode, factory.
    void registryEntryIsComplete_data() { testing::generatorRows(); }
    void registryEntryIsComplete() {
        QFETCH(QString, id);
        const GeneratorInfo& info = generatorById(id.toStdString());
        QVERIFY(QRegularExpression("^[a-z0-9]+(-[a-z0-9]+)*$").match(id).hasMatch());
        QVERIFY(!info.name.empty());
        QVERIFY(info.description.size() > 80);
        QVERIFY(!info.pseudocode.empty());
        QVERIFY(info.create != nullptr);
    }

    // The boundary is solid, every passage is recorded on both sides, and every active cell is
    // reachable (every cell, but for the obstacles a generator switches off); perfect generators
    // make spanning trees (exactly W*H-1 passages).
    void mazesAreConnectedWithSolidConsistentWalls_data() { testing::generatorRows(); }
    void mazesAreConnectedWithSolidConsistentWalls() {
        QFETCH(QString, id);
        const GeneratorInfo& info = generatorById(id.toStdString());
        for (Size size : kSizes) {
            for (std::uint64_t seed : kSeeds) {
                const Maze maze = make(info.id, size, seed);
                for (CellIndex i = 0; i < maze.cellCount(); ++i) {
                    const Cell c = maze.cellAt(i);
                    QCOMPARE(DirSet(maze.openDirs(i) & ~maze.insideDirs(c)), DirSet(0));
                    for (Dir d : kDirs)
                        if (maze.isOpen(i, d))
                            QVERIFY(maze.isOpen(maze.neighbour(i, d), opposite(d)));
                }
                QCOMPARE(testing::reachableFrom(maze, maze.index(maze.start())),
                         std::int64_t(maze.activeCellCount()));
                if (info.perfect)
                    QCOMPARE(maze.passageCount(), std::int64_t(maze.cellCount()) - 1);
                else
                    QVERIFY(maze.passageCount() >= std::int64_t(maze.activeCellCount()) - 1);
            }
        }
    }

    // Replaying the yielded steps on an empty grid rebuilds exactly the finished maze (walls and
    // switched-off cells), and every step names a valid pseudocode line and cells inside the
    // grid.
    void stepsRebuildTheMaze_data() { testing::generatorRows(); }
    void stepsRebuildTheMaze() {
        QFETCH(QString, id);
        const GeneratorInfo& info = generatorById(id.toStdString());
        for (Size size : {Size{2, 2}, Size{13, 8}, Size{40, 40}}) {
            Maze built(size);
            Maze replay(size);
            std::int64_t carves = 0;
            std::int64_t wallsAdded = 0;
            for (const GenStep& s : info.create(built, 99, ParamValues(info.params))) {
                QVERIFY(s.cell >= 0 && s.cell < built.cellCount());
                QVERIFY(s.current >= 0 && s.current < built.cellCount());
                QVERIFY(s.line >= 0 && std::size_t(s.line) < info.pseudocode.size());
                if (s.kind == GenStep::Kind::Carve) {
                    replay.carve(s.cell, s.dir);
                    ++carves;
                } else if (s.kind == GenStep::Kind::AddWall) {
                    replay.addWall(s.cell, s.dir);
                    ++wallsAdded;
                } else if (s.kind == GenStep::Kind::SwitchOff) {
                    replay.setActive(s.cell, false);
                }
            }
            QCOMPARE(replay.openBits(), built.openBits());
            QCOMPARE(replay.maskBits(), built.maskBits());
            // A perfect generator's steps leave exactly W*H-1 passages. For a carver that is
            // exactly W*H-1 Carve steps; Recursive Division carves every inner wall first and
            // then adds walls back, so what counts is the carves net of the walls added.
            if (info.perfect)
                QCOMPARE(carves - wallsAdded, std::int64_t(built.cellCount()) - 1);
        }
    }

    // Generators that honour a mask never carve into a masked-off cell and carve one connected
    // maze per region of active cells (a spanning tree when perfect); the others refuse a mask
    // with a reason a tooltip can show. A cell the mask leaves on stays on unless the generator
    // switched it off with a SwitchOff step (an obstacle), and the rest of its region stays
    // connected.
    void masksAreHonouredOrRefused_data() { testing::generatorRows(); }
    void masksAreHonouredOrRefused() {
        QFETCH(QString, id);
        const GeneratorInfo& info = generatorById(id.toStdString());
        for (std::string_view kind : {"ring", "islands", "speckle"}) {
            for (Size size : {Size{9, 9}, Size{31, 17}, Size{64, 48}}) {
                GenerateRequest request{&info, size, 7, ParamValues(info.params)};
                request.mask = testMask(kind, size);
                if (!info.honoursMask) {
                    QVERIFY(!info.noMaskReason.empty());
                    QVERIFY_THROWS_EXCEPTION(Error, (void)generateMaze(request));
                    continue;
                }
                Maze maze = prepareMaze(request);
                std::vector<std::uint8_t> obstacle(std::size_t(maze.cellCount()), 0);
                for (const GenStep& s : generationSteps(maze, request))
                    if (s.kind == GenStep::Kind::SwitchOff) {
                        QCOMPARE(request.mask[std::size_t(s.cell)], std::uint8_t(0));
                        obstacle[std::size_t(s.cell)] = 1;
                    }
                // Regions of the mask, by flood fill over active neighbours.
                const testing::CellGroups regions = testing::groupCells(
                    maze, [&](CellIndex c) { return request.mask[std::size_t(c)] == 0; },
                    [&](CellIndex c, Dir d) {
                        return (maze.insideDirs(maze.cellAt(c)) & bit(d)) != 0;
                    });
                // Every cell of a region left on is reachable from the region's first one.
                for (int region = 0; region < regions.count; ++region) {
                    std::int64_t on = 0;
                    CellIndex firstOn = -1;
                    for (CellIndex i = 0; i < maze.cellCount(); ++i)
                        if (regions.of[std::size_t(i)] == region && !obstacle[std::size_t(i)] &&
                            on++ == 0)
                            firstOn = i;
                    if (on > 0)
                        QCOMPARE(testing::reachableFrom(maze, firstOn), on);
                }
                std::int64_t active = 0;
                for (CellIndex i = 0; i < maze.cellCount(); ++i) {
                    QCOMPARE(maze.isActive(i),
                             request.mask[std::size_t(i)] == 0 && !obstacle[std::size_t(i)]);
                    if (!maze.isActive(i))
                        QCOMPARE(maze.openDirs(i), DirSet(0));
                    else
                        ++active;
                    QCOMPARE(DirSet(maze.openDirs(i) & ~maze.insideDirs(maze.cellAt(i))),
                             DirSet(0));
                }
                QCOMPARE(std::int64_t(maze.activeCellCount()), active);
                if (info.perfect)
                    QCOMPARE(maze.passageCount(), active - std::int64_t(regions.count));
            }
        }
    }

    // Abandoning a generator halfway leaves a partial maze and no leak (checked under ASan).
    void abandoningMidwayIsSafe_data() { testing::generatorRows(); }
    void abandoningMidwayIsSafe() {
        QFETCH(QString, id);
        const GeneratorInfo& info = generatorById(id.toStdString());
        Maze maze({30, 30});
        int taken = 0;
        for (const GenStep& s : info.create(maze, 5, ParamValues(info.params))) {
            (void)s;
            if (++taken == 100)
                break;
        }
        QCOMPARE(taken, 100);
        QVERIFY(maze.passageCount() <= 100);
    }

};

QTEST_GUILESS_MAIN(TestGenerators)
#include "test_generators.moc"
