// Diagonal step streams pinned: every step (kind, cell, line, discovered and scanned cells,
// counters, path) of the best-first solvers and Jump Point Search on problems of the Moving AI
// maps, hashed. The pins were taken before the eight-direction searches were made faster
// (reused workspaces, packed open-set keys), whose order must not change them: ties go as
// docs/semantics.md ("Movement") says. Also: searches that share the workspace pool (run side by
// side, or dropped half-way) leave it clean for the next one.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/maze_file.hpp"
#include "core/movement.hpp"
#include "core/movingai.hpp"
#include "core/registry.hpp"
#endif

#include <map>
#include <string>
#include <string_view>
#include <vector>

using namespace mazelab;

namespace {

const std::string kDir = MAZELAB_MOVINGAI_DIR;

struct Pin {
    const char* map;
    std::size_t problem; // its place in the scenario file, from 0
    const char* rule;
    const char* solver;
    std::uint64_t hash;
};

const Pin kPins[] = {
    {"arena2", 7, "only-when-no-obstacles", "astar-octile", 0x5f5d6901a1c8a62dull},
    {"arena2", 7, "only-when-no-obstacles", "jps", 0xb58e6ce53158dec2ull},
    {"arena2", 7, "only-when-no-obstacles", "dijkstra", 0xd8371ac01c5d665cull},
    {"arena2", 7, "only-when-no-obstacles", "astar-euclidean", 0x5f5d6901a1c8a62dull},
    {"arena2", 7, "only-when-no-obstacles", "astar-manhattan", 0x5f5d6901a1c8a62dull},
    {"arena2", 7, "only-when-no-obstacles", "greedy-manhattan", 0x5f5d6901a1c8a62dull},
    {"arena2", 7, "only-when-no-obstacles", "weighted-astar", 0x5f5d6901a1c8a62dull},
    {"arena2", 7, "if-at-most-one-obstacle", "astar-octile", 0x5f5d6901a1c8a62dull},
    {"arena2", 7, "if-at-most-one-obstacle", "jps", 0x4952084f205a5d67ull},
    {"arena2", 7, "always", "astar-octile", 0x5f5d6901a1c8a62dull},
    {"arena2", 7, "always", "jps", 0x4952084f205a5d67ull},
    {"arena2", 310, "only-when-no-obstacles", "astar-octile", 0x87011cc5c5fb6eb3ull},
    {"arena2", 310, "only-when-no-obstacles", "jps", 0x395f65628616aac8ull},
    {"arena2", 310, "only-when-no-obstacles", "dijkstra", 0x2be6975dbd4afe32ull},
    {"arena2", 310, "only-when-no-obstacles", "astar-euclidean", 0xc38ccec2c4514e4aull},
    {"arena2", 310, "only-when-no-obstacles", "astar-manhattan", 0xf1c1e6acce2d0bb7ull},
    {"arena2", 310, "only-when-no-obstacles", "greedy-manhattan", 0xf9c2d13936445f3bull},
    {"arena2", 310, "only-when-no-obstacles", "weighted-astar", 0x4c1fc78b7f745dc6ull},
    {"arena2", 310, "if-at-most-one-obstacle", "astar-octile", 0xc26bfcae6c49e93full},
    {"arena2", 310, "if-at-most-one-obstacle", "jps", 0x4cdaec74974bd9f0ull},
    {"arena2", 310, "always", "astar-octile", 0xc26bfcae6c49e93full},
    {"arena2", 310, "always", "jps", 0x4cdaec74974bd9f0ull},
    {"arena2", 613, "only-when-no-obstacles", "astar-octile", 0x6bfb0876b611a2d0ull},
    {"arena2", 613, "only-when-no-obstacles", "jps", 0xfb104bed54d3baf5ull},
    {"arena2", 613, "only-when-no-obstacles", "dijkstra", 0x2a60239d93e467fbull},
    {"arena2", 613, "only-when-no-obstacles", "astar-euclidean", 0x376d820c54d18e71ull},
    {"arena2", 613, "only-when-no-obstacles", "astar-manhattan", 0xb30ad7014880b501ull},
    {"arena2", 613, "only-when-no-obstacles", "greedy-manhattan", 0x764474e715e2a20dull},
    {"arena2", 613, "only-when-no-obstacles", "weighted-astar", 0xd7208887185dcbe6ull},
    {"arena2", 613, "if-at-most-one-obstacle", "astar-octile", 0x78aeba386bd79818ull},
    {"arena2", 613, "if-at-most-one-obstacle", "jps", 0x880576e2285dc13eull},
    {"arena2", 613, "always", "astar-octile", 0x78aeba386bd79818ull},
    {"arena2", 613, "always", "jps", 0x880576e2285dc13eull},
    {"random512-10-0", 7, "only-when-no-obstacles", "astar-octile", 0x84df5b507b170e62ull},
    {"random512-10-0", 7, "only-when-no-obstacles", "jps", 0xd7048b9759afb717ull},
    {"random512-10-0", 7, "only-when-no-obstacles", "dijkstra", 0x6f720405379fc202ull},
    {"random512-10-0", 7, "only-when-no-obstacles", "astar-euclidean", 0x123c3d83bbb943cbull},
    {"random512-10-0", 7, "only-when-no-obstacles", "astar-manhattan", 0x84df5b507b170e62ull},
    {"random512-10-0", 7, "only-when-no-obstacles", "greedy-manhattan", 0x84df5b507b170e62ull},
    {"random512-10-0", 7, "only-when-no-obstacles", "weighted-astar", 0x84df5b507b170e62ull},
    {"random512-10-0", 7, "if-at-most-one-obstacle", "astar-octile", 0xf5f81c48fff7b431ull},
    {"random512-10-0", 7, "if-at-most-one-obstacle", "jps", 0x2c18524b8671c1acull},
    {"random512-10-0", 7, "always", "astar-octile", 0xf5f81c48fff7b431ull},
    {"random512-10-0", 7, "always", "jps", 0x2c18524b8671c1acull},
    {"random512-10-0", 600, "only-when-no-obstacles", "astar-octile", 0x50f2744b7eb3c801ull},
    {"random512-10-0", 600, "only-when-no-obstacles", "jps", 0x2818de5601aae43aull},
    {"random512-10-0", 600, "only-when-no-obstacles", "dijkstra", 0x7b50a63327f8881cull},
    {"random512-10-0", 600, "only-when-no-obstacles", "astar-euclidean", 0x817b1ed4fd922868ull},
    {"random512-10-0", 600, "only-when-no-obstacles", "astar-manhattan", 0xde68798e929e518dull},
    {"random512-10-0", 600, "only-when-no-obstacles", "greedy-manhattan", 0x81caa8bf49b1af23ull},
    {"random512-10-0", 600, "only-when-no-obstacles", "weighted-astar", 0x09cbf6ddaec22ce1ull},
    {"random512-10-0", 600, "if-at-most-one-obstacle", "astar-octile", 0xf1deb8b74740130cull},
    {"random512-10-0", 600, "if-at-most-one-obstacle", "jps", 0x8c6233225abe4473ull},
    {"random512-10-0", 600, "always", "astar-octile", 0x2128774162f67b33ull},
    {"random512-10-0", 600, "always", "jps", 0x0a0ab8ac900361fbull},
    {"random512-10-0", 1193, "only-when-no-obstacles", "astar-octile", 0xef131b4337131532ull},
    {"random512-10-0", 1193, "only-when-no-obstacles", "jps", 0xf33b09f1c71f2aceull},
    {"random512-10-0", 1193, "only-when-no-obstacles", "dijkstra", 0x0575db214b94c937ull},
    {"random512-10-0", 1193, "only-when-no-obstacles", "astar-euclidean", 0x8a6db3b8a94c1794ull},
    {"random512-10-0", 1193, "only-when-no-obstacles", "astar-manhattan", 0x85fba3d574f8e568ull},
    {"random512-10-0", 1193, "only-when-no-obstacles", "greedy-manhattan", 0x0125b4bbe1074dbaull},
    {"random512-10-0", 1193, "only-when-no-obstacles", "weighted-astar", 0xa200fce836b34942ull},
    {"random512-10-0", 1193, "if-at-most-one-obstacle", "astar-octile", 0x2d6b2e4a56819393ull},
    {"random512-10-0", 1193, "if-at-most-one-obstacle", "jps", 0xda6ea471fc89255cull},
    {"random512-10-0", 1193, "always", "astar-octile", 0xc96880d371c40f48ull},
    {"random512-10-0", 1193, "always", "jps", 0x6c47ba95661bfc6aull},
    {"8room_000", 7, "only-when-no-obstacles", "astar-octile", 0x1e2b36c077e5c3beull},
    {"8room_000", 7, "only-when-no-obstacles", "jps", 0x83498b876439d54cull},
    {"8room_000", 7, "only-when-no-obstacles", "dijkstra", 0x041150a61d6ac121ull},
    {"8room_000", 7, "only-when-no-obstacles", "astar-euclidean", 0x1e2b36c077e5c3beull},
    {"8room_000", 7, "only-when-no-obstacles", "astar-manhattan", 0x1e2b36c077e5c3beull},
    {"8room_000", 7, "only-when-no-obstacles", "greedy-manhattan", 0x1e2b36c077e5c3beull},
    {"8room_000", 7, "only-when-no-obstacles", "weighted-astar", 0x1e2b36c077e5c3beull},
    {"8room_000", 7, "if-at-most-one-obstacle", "astar-octile", 0x1e2b36c077e5c3beull},
    {"8room_000", 7, "if-at-most-one-obstacle", "jps", 0xa53ab84cb4e06c8eull},
    {"8room_000", 7, "always", "astar-octile", 0x1e2b36c077e5c3beull},
    {"8room_000", 7, "always", "jps", 0xa53ab84cb4e06c8eull},
    {"8room_000", 720, "only-when-no-obstacles", "astar-octile", 0xde007852214aea09ull},
    {"8room_000", 720, "only-when-no-obstacles", "jps", 0xd1e7cec7a48b11f3ull},
    {"8room_000", 720, "only-when-no-obstacles", "dijkstra", 0x94798a41c5af616dull},
    {"8room_000", 720, "only-when-no-obstacles", "astar-euclidean", 0x0ca729b80f5b86b9ull},
    {"8room_000", 720, "only-when-no-obstacles", "astar-manhattan", 0x1135d7376e0001baull},
    {"8room_000", 720, "only-when-no-obstacles", "greedy-manhattan", 0xddd7b4dd4e74de7bull},
    {"8room_000", 720, "only-when-no-obstacles", "weighted-astar", 0x355a73c0ce8e8a2eull},
    {"8room_000", 720, "if-at-most-one-obstacle", "astar-octile", 0xffc70dc94d63eae9ull},
    {"8room_000", 720, "if-at-most-one-obstacle", "jps", 0xf0306de36fc17babull},
    {"8room_000", 720, "always", "astar-octile", 0xffc70dc94d63eae9ull},
    {"8room_000", 720, "always", "jps", 0xf0306de36fc17babull},
    {"8room_000", 1433, "only-when-no-obstacles", "astar-octile", 0xa2c78e1109e54e14ull},
    {"8room_000", 1433, "only-when-no-obstacles", "jps", 0x40bda43ff129b48bull},
    {"8room_000", 1433, "only-when-no-obstacles", "dijkstra", 0x0eab302bcfe1cffeull},
    {"8room_000", 1433, "only-when-no-obstacles", "astar-euclidean", 0x6bd92214f6467f76ull},
    {"8room_000", 1433, "only-when-no-obstacles", "astar-manhattan", 0x402b67a8e65db9efull},
    {"8room_000", 1433, "only-when-no-obstacles", "greedy-manhattan", 0xcf61b49c9d237672ull},
    {"8room_000", 1433, "only-when-no-obstacles", "weighted-astar", 0xb16b6c4f042fbc11ull},
    {"8room_000", 1433, "if-at-most-one-obstacle", "astar-octile", 0xc17be167e807c33full},
    {"8room_000", 1433, "if-at-most-one-obstacle", "jps", 0x6f07050c4abdad2full},
    {"8room_000", 1433, "always", "astar-octile", 0xc17be167e807c33full},
    {"8room_000", 1433, "always", "jps", 0x6f07050c4abdad2full},
    {"maze512-32-9", 7, "only-when-no-obstacles", "astar-octile", 0x571b560c8c0bd667ull},
    {"maze512-32-9", 7, "only-when-no-obstacles", "jps", 0x69ae25dc322f1cd6ull},
    {"maze512-32-9", 7, "only-when-no-obstacles", "dijkstra", 0x5150f8f694637832ull},
    {"maze512-32-9", 7, "only-when-no-obstacles", "astar-euclidean", 0x571b560c8c0bd667ull},
    {"maze512-32-9", 7, "only-when-no-obstacles", "astar-manhattan", 0x571b560c8c0bd667ull},
    {"maze512-32-9", 7, "only-when-no-obstacles", "greedy-manhattan", 0x571b560c8c0bd667ull},
    {"maze512-32-9", 7, "only-when-no-obstacles", "weighted-astar", 0x571b560c8c0bd667ull},
    {"maze512-32-9", 7, "if-at-most-one-obstacle", "astar-octile", 0x571b560c8c0bd667ull},
    {"maze512-32-9", 7, "if-at-most-one-obstacle", "jps", 0x37deb5ea97d54026ull},
    {"maze512-32-9", 7, "always", "astar-octile", 0x571b560c8c0bd667ull},
    {"maze512-32-9", 7, "always", "jps", 0x37deb5ea97d54026ull},
    {"maze512-32-9", 2677, "only-when-no-obstacles", "astar-octile", 0xdfeb6a4ac4274370ull},
    {"maze512-32-9", 2677, "only-when-no-obstacles", "jps", 0x8154ca1ad2f56aa3ull},
    {"maze512-32-9", 2677, "only-when-no-obstacles", "dijkstra", 0xb848de96df6c7a65ull},
    {"maze512-32-9", 2677, "only-when-no-obstacles", "astar-euclidean", 0x7f21bac9026f5ec7ull},
    {"maze512-32-9", 2677, "only-when-no-obstacles", "astar-manhattan", 0x75ce2c3c553100c9ull},
    {"maze512-32-9", 2677, "only-when-no-obstacles", "greedy-manhattan", 0xfe4d70bd437a58baull},
    {"maze512-32-9", 2677, "only-when-no-obstacles", "weighted-astar", 0xd64057c465aeec4bull},
    {"maze512-32-9", 2677, "if-at-most-one-obstacle", "astar-octile", 0xa3067459a1f908d4ull},
    {"maze512-32-9", 2677, "if-at-most-one-obstacle", "jps", 0xda12de978374d4a7ull},
    {"maze512-32-9", 2677, "always", "astar-octile", 0xa3067459a1f908d4ull},
    {"maze512-32-9", 2677, "always", "jps", 0xda12de978374d4a7ull},
    {"maze512-32-9", 5347, "only-when-no-obstacles", "astar-octile", 0x46c3f73f22ecad14ull},
    {"maze512-32-9", 5347, "only-when-no-obstacles", "jps", 0x0ce097355246a2edull},
    {"maze512-32-9", 5347, "only-when-no-obstacles", "dijkstra", 0x89d1008e732d8854ull},
    {"maze512-32-9", 5347, "only-when-no-obstacles", "astar-euclidean", 0x630fb024401da052ull},
    {"maze512-32-9", 5347, "only-when-no-obstacles", "astar-manhattan", 0x0fc359d77920d9b9ull},
    {"maze512-32-9", 5347, "only-when-no-obstacles", "greedy-manhattan", 0x077db7dcea62153dull},
    {"maze512-32-9", 5347, "only-when-no-obstacles", "weighted-astar", 0x6ea5c3c29dffc7b5ull},
    {"maze512-32-9", 5347, "if-at-most-one-obstacle", "astar-octile", 0x141337c4b48b79baull},
    {"maze512-32-9", 5347, "if-at-most-one-obstacle", "jps", 0x19f4aaf5bd120219ull},
    {"maze512-32-9", 5347, "always", "astar-octile", 0x141337c4b48b79baull},
    {"maze512-32-9", 5347, "always", "jps", 0x19f4aaf5bd120219ull},
};

// FNV-1a 64 over every field of every step.
std::uint64_t streamHash(const SolverInfo& info, const Maze& maze, Diagonal rule) {
    std::uint64_t h = 0xCBF29CE484222325ull;
    auto add = [&](std::int64_t value) {
        const auto v = std::uint64_t(value);
        for (int i = 0; i < 8; ++i)
            h = (h ^ ((v >> (8 * i)) & 0xFF)) * 0x100000001B3ull;
    };
    for (const SolveStep& s : info.start(maze, {}, rule)) {
        add(std::int64_t(s.kind));
        add(s.cell);
        add(s.line);
        for (CellIndex d : s.discovered())
            add(d);
        for (CellIndex d : s.scanned)
            add(d);
        add(s.counters.searched);
        add(s.counters.expanded);
        add(s.counters.frontier);
        add(s.counters.maxFrontier);
        add(s.counters.steps);
        add(s.counters.extra[0]);
        for (CellIndex p : s.path)
            add(p);
    }
    return h;
}

// The pin's maze: its map with the problem's start and goal.
Maze mazeOf(const Pin& pin) {
    static std::map<std::string, Maze> boards;
    const std::string path = kDir + "/" + pin.map + ".map";
    auto it = boards.find(path);
    if (it == boards.end())
        it = boards.emplace(path, loadMazeFile(path).maze).first;
    const auto problems = loadMovingAiScenarios(path + ".scen", &it->second, path);
    Maze maze = it->second;
    maze.setEndpoints(problems.at(pin.problem).start, problems.at(pin.problem).goal);
    return maze;
}

// The pin of a solver on a problem under the benchmark's rule, or nullptr.
const Pin* pinOf(std::string_view map, std::size_t problem, std::string_view solver) {
    for (const Pin& pin : kPins)
        if (pin.map == map && pin.problem == problem && pin.solver == solver &&
            std::string_view(pin.rule) == "only-when-no-obstacles")
            return &pin;
    return nullptr;
}

QString hexOf(std::uint64_t h) {
    return QStringLiteral("0x%1").arg(h, 16, 16, QLatin1Char('0'));
}

} // namespace

class TestDiagonalStreams : public QObject {
    Q_OBJECT

private slots:
    void pinned_data() {
        QTest::addColumn<int>("index");
        for (int i = 0; i < int(std::size(kPins)); ++i)
            QTest::addRow("%s %zu %s %s", kPins[i].map, kPins[i].problem, kPins[i].rule,
                          kPins[i].solver)
                << i;
    }
    void pinned() {
        QFETCH(int, index);
        const Pin& pin = kPins[index];
        const Maze maze = mazeOf(pin);
        QCOMPARE(hexOf(streamHash(solverById(pin.solver), maze, diagonalById(pin.rule))),
                 hexOf(pin.hash));
    }

    // Two searches at once take two workspaces; one dropped after a few steps gives its
    // workspace back clean: the searches after it take exactly their pinned steps.
    void sharedWorkspaces() {
        const Pin* astar = pinOf("8room_000", 1433, "astar-octile");
        const Pin* jps = pinOf("8room_000", 1433, "jps");
        QVERIFY(astar && jps);
        const Maze maze = mazeOf(*astar);
        const Diagonal rule = diagonalById(astar->rule);
        for (const Pin* pin : {astar, jps}) {
            auto dropped = solverById(pin->solver).start(maze, {}, rule);
            int steps = 0;
            for (const SolveStep& s : dropped) {
                QVERIFY(!s.isLast());
                if (++steps == 25)
                    break;
            }
            // Searched while the dropped one still holds its workspace, then after it is gone.
            QCOMPARE(hexOf(streamHash(solverById(pin->solver), maze, rule)), hexOf(pin->hash));
        }
        QCOMPARE(hexOf(streamHash(solverById(astar->solver), maze, rule)), hexOf(astar->hash));
        QCOMPARE(hexOf(streamHash(solverById(jps->solver), maze, rule)), hexOf(jps->hash));
    }
};

QTEST_GUILESS_MAIN(TestDiagonalStreams)
#include "test_diagonal_streams.moc"
