// Same seed, same maze: on every run and every machine. Golden values were derived by
// tests/reference/mazelab_ref.py, an independent transcription of docs/semantics.md and
// docs/random.md; a change here means every saved seed now makes a different maze.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/maze_file.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#include "support.hpp"
#endif

using namespace mazelab;

namespace {

// FNV-1a 64 over the open-direction bytes in index order.
std::uint64_t mazeHash(const Maze& maze) {
    std::uint64_t hash = 0xCBF29CE484222325ull;
    for (std::uint8_t b : maze.openBits())
        hash = (hash ^ b) * 0x100000001B3ull;
    return hash;
}

struct Golden {
    const char* generator;
    int width;
    int height;
    std::uint64_t seed;
    std::uint64_t hash;
    std::int64_t passages;
    std::int64_t bfsLength;
    std::int64_t dfsLength;
    std::int64_t dfsOpposedLength;
};

const Golden kGolden[] = {
    {"binary-tree", 79, 79, 1u, 0xb1b532495f6cc39bull, 6240, 156, 156, 156},
    {"binary-tree", 19, 19, 7u, 0xd76e68df1241feeeull, 360, 36, 36, 36},
    {"binary-tree", 30, 20, 12345u, 0x3b7aa2418a0f0104ull, 599, 48, 48, 48},
    {"modified-binary-tree", 79, 79, 1u, 0x6c73a7317097fc9aull, 7542, 156, 156, 2260},
    {"modified-binary-tree", 19, 19, 7u, 0x8561d1189a074e0aull, 440, 36, 36, 216},
    {"modified-binary-tree", 30, 20, 12345u, 0x4358d2d45d0843a3ull, 729, 48, 48, 348},
    {"aldous-broder", 79, 79, 1u, 0xa2d1476c05c8bb7cull, 6240, 578, 578, 578},
    {"aldous-broder", 19, 19, 7u, 0xcda219d2f2bcb9a6ull, 360, 58, 58, 58},
    {"aldous-broder", 30, 20, 12345u, 0xb2957238fe5f22dfull, 599, 62, 62, 62},
};

MazeDocument document(const char* id, Size size, std::uint64_t seed) {
    const GeneratorInfo& info = generatorById(id);
    const ParamValues params(info.params);
    MazeDocument doc;
    doc.maze = generateMaze({&info, size, seed, params});
    doc.provenance = Provenance{id, seed, formatParams(info.params, params)};
    return doc;
}

} // namespace

class TestDeterminism : public QObject {
    Q_OBJECT

private slots:
    // Known seeds give known mazes (by hash and passage count) and known path lengths.
    void knownSeedsGiveKnownMazes() {
        for (const Golden& g : kGolden) {
            const Maze maze = generateMaze({&generatorById(g.generator), {g.width, g.height},
                                            g.seed, {}});
            const QByteArray where = QByteArray(g.generator) + " seed " +
                                     QByteArray::number(qulonglong(g.seed));
            QVERIFY2(mazeHash(maze) == g.hash, where.constData());
            QCOMPARE(maze.passageCount(), g.passages);
            QCOMPARE(solveMaze(solverById("bfs"), maze).stats.pathLength, g.bfsLength);
            QCOMPARE(solveMaze(solverById("dfs"), maze).stats.pathLength, g.dfsLength);
            QCOMPARE(solveMaze(solverById("dfs-opposed"), maze).stats.pathLength,
                     g.dfsOpposedLength);
        }
    }

    // Generating twice with the same seed gives byte-identical maze files; another seed differs.
    void sameSeedGivesByteIdenticalFiles() {
        for (const GeneratorInfo* info : generators()) {
            const auto id = info->id.data();
            const std::string a = writeMazeText(document(id, {23, 17}, 2024));
            const std::string b = writeMazeText(document(id, {23, 17}, 2024));
            const std::string c = writeMazeText(document(id, {23, 17}, 2025));
            QCOMPARE(a, b);
            QVERIFY(a != c);
        }
    }

    // Solving is deterministic too: two runs give the same statistics (time aside) and path.
    void solvingIsDeterministic() {
        const Maze maze = generateMaze({&generatorById("aldous-broder"), {50, 50}, 5, {}});
        for (const SolverInfo* s : solvers()) {
            if (!testing::takes(*s, maze))
                continue;
            const auto a = solveMaze(*s, maze);
            const auto b = solveMaze(*s, maze);
            QCOMPARE(a.path, b.path);
            QCOMPARE(a.stats.searched, b.stats.searched);
            QCOMPARE(a.stats.steps, b.stats.steps);
            QCOMPARE(a.stats.maxFrontier, b.stats.maxFrontier);
        }
    }
};

QTEST_GUILESS_MAIN(TestDeterminism)
#include "test_determinism.moc"
