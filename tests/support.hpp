#pragma once
// Small helpers shared by the tests (header-only; not part of mazelab). It includes the core's
// registry: include it inside #ifndef Q_MOC_RUN (moc in Qt 6.4 cannot parse <coroutine>).

#include "core/distance.hpp"
#include "core/maze.hpp"
#include "core/maze_file.hpp"
#include "core/movement.hpp"
#include "core/random.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"

#include <QtTest>

#include <set>
#include <string>
#include <vector>

namespace mazelab::testing {

// A generated maze edited by hand (one wall moved, costs added), as a user would save it: the
// documented example, also stored as tests/data/example-4x3.maze.
inline const std::string kExample =
    "mazelab-maze 1\n"
    "size 4x3\n"
    "start 0,0\n"
    "goal 3,2\n"
    "generator modified-binary-tree\n"
    "seed 42\n"
    "param bias=se\n"
    "param share=100\n"
    "+---+---+---+---+\n"
    "|       |       |\n"
    "+   +---+   +   +\n"
    "|   |       |   |\n"
    "+   +   +---+   +\n"
    "|               |\n"
    "+---+---+---+---+\n"
    "costs\n"
    "1 1 1 1\n"
    "1 9 1 1\n"
    "1 1 1 1\n";

// A hand-drawn maze of tests/data/scenarios/ by its name ("detour", "open-room", ...).
inline Maze scenarioMaze(const QString& name) {
    return loadMazeFile(
               QStringLiteral(MAZELAB_TEST_DATA "/scenarios/%1.maze").arg(name).toStdString())
        .maze;
}

// Empty if `read` throws a MazeFileError on `line` (0: the file as a whole) whose message says
// `phrase`, after "line N: " for a line N > 0 and nothing else; otherwise what happened instead.
template <typename Read>
QString fileErrorMismatch(Read&& read, int line, const QString& phrase) {
    try {
        read();
    } catch (const MazeFileError& error) {
        const QString what = QString::fromStdString(error.what());
        const QString prefix = line > 0 ? QStringLiteral("line %1: ").arg(line) : QString();
        if (error.line() != line)
            return QStringLiteral("on line %1, not %2: %3")
                .arg(QString::number(error.line()), QString::number(line), what);
        if (what != prefix + QString::fromStdString(error.detail()))
            return QStringLiteral("not \"%1\" and then its detail: %2").arg(prefix, what);
        if (!what.contains(phrase))
            return QStringLiteral("does not say \"%1\": %2").arg(phrase, what);
        return {};
    }
    return QStringLiteral("no MazeFileError");
}

// A run drained to its end: its steps, the cells it searched, and its path if it found one.
struct RunEnd {
    std::int64_t steps = 0;
    std::int64_t searched = 0;
    bool found = false;
    std::vector<CellIndex> path;
};
inline RunEnd drain(const SolverInfo& info, const Maze& maze, const ParamValues& values) {
    RunEnd end;
    for (const SolveStep& s : info.start(maze, values)) {
        ++end.steps;
        end.searched = s.counters.searched;
        if (s.kind == SolveStep::Kind::Found) {
            end.found = true;
            end.path.assign(s.path.begin(), s.path.end());
        }
    }
    return end;
}

// The least moves or cost from the maze's start to its goal, by core/distance.hpp.
inline std::int64_t leastToGoal(const Maze& maze, DistanceMetric metric) {
    return distancesFrom(maze, maze.index(maze.start()),
                         metric)[std::size_t(maze.index(maze.goal()))];
}

// A path from the start to the goal through open walls, one move at a time, with no repeats.
inline bool isSimplePath(const Maze& maze, const std::vector<CellIndex>& path) {
    if (path.size() < 2 || path.front() != maze.index(maze.start()) ||
        path.back() != maze.index(maze.goal()) ||
        std::set<CellIndex>(path.begin(), path.end()).size() != path.size())
        return false;
    for (std::size_t i = 1; i < path.size(); ++i) {
        bool joined = false;
        for (Dir d : kDirs)
            joined |= maze.isOpen(path[i - 1], d) && maze.neighbour(path[i - 1], d) == path[i];
        if (!joined)
            return false;
    }
    return true;
}

using mazelab::madeOfAllowedMoves; // core/movement.hpp

// Puts the start and the goal on two different active cells drawn at random.
inline void placeEndpointsAtRandom(Maze& maze, Random& random) {
    auto draw = [&] {
        for (;;) {
            const auto c = CellIndex(random.below(std::uint64_t(maze.cellCount())));
            if (maze.isActive(c))
                return maze.cellAt(c);
        }
    };
    const Cell start = draw();
    Cell goal = draw();
    while (goal == start)
        goal = draw();
    maze.setEndpoints(start, goal);
}

// Cells reachable from `from` through open walls, found by a plain flood fill.
inline std::int64_t reachableFrom(const Maze& maze, CellIndex from) {
    std::vector<char> seen(std::size_t(maze.cellCount()), 0);
    std::vector<CellIndex> stack{from};
    seen[std::size_t(from)] = 1;
    std::int64_t count = 1;
    while (!stack.empty()) {
        const CellIndex c = stack.back();
        stack.pop_back();
        for (Dir d : kDirs) {
            if (!maze.isOpen(c, d))
                continue;
            const CellIndex n = maze.neighbour(c, d);
            if (!seen[std::size_t(n)]) {
                seen[std::size_t(n)] = 1;
                ++count;
                stack.push_back(n);
            }
        }
    }
    return count;
}

// Cells in groups by flood fill: `of[c]` is the group of cell c (0, 1, ... in the order of their
// first cells), or -1 for a cell `member(c)` leaves out. A member joins its neighbour across d
// where `joins(c, d)` holds and the neighbour is a member too.
struct CellGroups {
    std::vector<int> of;
    int count = 0;
};

template <class Member, class Joins>
CellGroups groupCells(const Maze& maze, Member member, Joins joins) {
    CellGroups groups{std::vector<int>(std::size_t(maze.cellCount()), -1), 0};
    for (CellIndex first = 0; first < maze.cellCount(); ++first) {
        if (groups.of[std::size_t(first)] >= 0 || !member(first))
            continue;
        std::vector<CellIndex> stack{first};
        groups.of[std::size_t(first)] = groups.count;
        while (!stack.empty()) {
            const CellIndex c = stack.back();
            stack.pop_back();
            for (Dir d : kDirs) {
                if (!joins(c, d))
                    continue;
                const CellIndex n = maze.neighbour(c, d);
                if (groups.of[std::size_t(n)] < 0 && member(n)) {
                    groups.of[std::size_t(n)] = groups.count;
                    stack.push_back(n);
                }
            }
        }
        ++groups.count;
    }
    return groups;
}

// The _data() rows of a test run once per registered generator: a QString column "id".
inline void generatorRows() {
    QTest::addColumn<QString>("id");
    for (const GeneratorInfo* info : generators())
        QTest::newRow(info->id.data())
            << QString::fromUtf8(info->id.data(), qsizetype(info->id.size()));
}

// Whether the solver runs on `maze` under `rule`: it takes the movement (SolverInfo::supports)
// and the maze (mazeProblem). A loop over the registry skips the others, which refuse with a
// reason (JPS: four directions, walls between open cells, weighted cells).
inline bool takes(const SolverInfo& s, const Maze& maze, Diagonal rule = Diagonal::Never) {
    return s.supports(rule) && s.mazeProblem(maze).empty();
}

// The _data() rows of a test run once per registered solver that takes four directions, which
// such tests run it with: a QString column "solver".
inline void solverRows() {
    QTest::addColumn<QString>("solver");
    for (const SolverInfo* info : solvers())
        if (info->supports(Diagonal::Never))
            QTest::newRow(info->id.data())
                << QString::fromUtf8(info->id.data(), qsizetype(info->id.size()));
}

// The sizes (2x2 to 200x150) and seeds the generator tests loop over.
inline const std::vector<Size> kSizes = {{2, 2},   {2, 7},   {9, 2},    {5, 5},
                                         {19, 19}, {31, 17}, {200, 150}};
inline const std::vector<std::uint64_t> kSeeds = {0, 1, 42, 0xDEADBEEFCAFEull};

// A maze from the registered generator `id` (parameters as name=value texts).
inline Maze make(std::string_view id, Size size, std::uint64_t seed,
                 std::vector<std::string> params = {}) {
    const GeneratorInfo& info = generatorById(id);
    return generateMaze({&info, size, seed, resolveParams(info.params, params)});
}

// Test masks, one byte per cell (1 = off), for a W x H grid:
//  ring: a frame 3 cells wide around a hole (one region with a hole);
//  islands: two blocks separated by an empty column (two regions);
//  speckle: about a quarter of the cells off at random positions (many regions, odd shapes).
inline std::vector<std::uint8_t> testMask(std::string_view kind, Size size) {
    std::vector<std::uint8_t> mask(std::size_t(size.cells()), 0);
    std::uint64_t state = 12345;
    for (int y = 0; y < size.height; ++y)
        for (int x = 0; x < size.width; ++x) {
            std::uint8_t off = 0;
            if (kind == "ring")
                off = x >= 3 && y >= 3 && x < size.width - 3 && y < size.height - 3;
            else if (kind == "islands")
                off = x == size.width / 2;
            else { // a small LCG: the mask itself need not come from mazelab's Random
                state = state * 6364136223846793005ull + 1442695040888963407ull;
                off = (state >> 33) % 4 == 0;
            }
            mask[std::size_t(y * size.width + x)] = off;
        }
    if (!mask.empty())
        mask.front() = mask.back() = 0; // keep the default corners for the start and goal
    return mask;
}

// Groups of active cells joined through `slotsOf(cell)` (open slots, or every slot to an active
// neighbour), by a plain flood fill over slotNeighbour.
template <class SlotsOf>
[[nodiscard]] int groupsOfActiveCells(const Maze& maze, SlotsOf slotsOf) {
    std::vector<char> seen(std::size_t(maze.cellCount()), 0);
    int groups = 0;
    for (CellIndex first = 0; first < maze.cellCount(); ++first) {
        if (seen[std::size_t(first)] || !maze.isActive(first))
            continue;
        ++groups;
        seen[std::size_t(first)] = 1;
        std::vector<CellIndex> stack{first};
        while (!stack.empty()) {
            const CellIndex c = stack.back();
            stack.pop_back();
            for (int s = 0; s < maze.slotCount(c); ++s) {
                if (!(slotsOf(c) & (1u << s)))
                    continue;
                const CellIndex n = maze.slotNeighbour(c, Slot(s));
                if (n >= 0 && maze.isActive(n) && !seen[std::size_t(n)]) {
                    seen[std::size_t(n)] = 1;
                    stack.push_back(n);
                }
            }
        }
    }
    return groups;
}

} // namespace mazelab::testing
