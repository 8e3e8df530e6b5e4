#pragma once
// Small helpers shared by the tests (header-only; not part of mazelab). It includes the core's
// registry: include it inside #ifndef Q_MOC_RUN (moc in Qt 6.4 cannot parse <coroutine>).

#include "core/maze.hpp"
#include "core/registry.hpp"

#include <QtTest>

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

// The _data() rows of a test run once per registered generator: a QString column "id".
inline void generatorRows() {
    QTest::addColumn<QString>("id");
    for (const GeneratorInfo* info : generators())
        QTest::newRow(info->id.data())
            << QString::fromUtf8(info->id.data(), qsizetype(info->id.size()));
}

} // namespace mazelab::testing
