#pragma once
// Helpers shared by the tests on cells other than squares (the pictures, the teaching tools): a
// maze of each shape from the registry, the parameters a search takes there, the test's own
// distances over the open slots, and one _data() row per shape
// (header-only; not part of mazelab). Include it inside #ifndef Q_MOC_RUN
// (moc in Qt 6.4 cannot parse <coroutine>).

#include "core/maze.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#include "core/shape.hpp"

#include <QtTest>

#include <cmath>
#include <functional>
#include <queue>
#include <span>
#include <utility>
#include <vector>

Q_DECLARE_METATYPE(mazelab::ShapeKind)

namespace mazelab::testing {

// A perfect generator that builds every shape (the first the registry lists).
inline const GeneratorInfo* shapedGenerator() {
    for (const GeneratorInfo* g : generators())
        if (g->createShaped && g->perfect)
            return g;
    return nullptr;
}

// A maze of that shape by shapedGenerator(): W x H cells, or `rings` rings for a polar one.
inline Maze shapedMaze(ShapeKind kind, Size size, int rings, std::uint64_t seed,
                       Shaping shaping = {}) {
    GenerateRequest request{shapedGenerator(), size, seed, {}};
    request.shape = kind;
    request.rings = rings;
    request.shaping = shaping;
    return generateMaze(request);
}

// The same at the pictures' size: 9 x 7 cells, or 6 rings.
inline Maze shapedMaze(ShapeKind kind, std::uint64_t seed) {
    return shapedMaze(kind, {9, 7}, 6, seed);
}

// A solver's defaults with the one heuristic of cells other than squares, the shape's distance
// (the "euclidean" choice), where the heuristic is a parameter.
inline ParamValues shapeParams(const SolverInfo& info) {
    ParamValues values = info.defaults();
    for (const ParamSpec& spec : info.params)
        if (spec.key == kHeuristicKey)
            values.set(info.params, kHeuristicKey, double(Heuristic::Euclidean));
    return values;
}

// Whether the solver searches mazes of this shape with shapeParams (a fixed heuristic that
// counts rows and columns does not).
inline bool solvesShape(const SolverInfo& info, ShapeKind kind) {
    return info.supports(kind) &&
           (!info.fixedHeuristic || *info.fixedHeuristic == Heuristic::Euclidean);
}

// The test's own distances from `from` over the open slots: moves, or the costs of the cells
// entered (Dijkstra); with `to`, the costs from each cell to `from` instead (a move pays the cost
// of the cell it enters, so walking a path backwards pays the cells it leaves). -1 where none
// leads.
inline std::vector<std::int64_t> slotDistances(const Maze& maze, CellIndex from, bool costs,
                                               bool to = false) {
    std::vector<std::int64_t> d(std::size_t(maze.cellCount()), -1);
    using Entry = std::pair<std::int64_t, CellIndex>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
    d[std::size_t(from)] = 0;
    open.push({0, from});
    while (!open.empty()) {
        const auto [dc, c] = open.top();
        open.pop();
        if (dc > d[std::size_t(c)])
            continue;
        for (Slot s = 0; s < maze.slotCount(c); ++s) {
            if (!(maze.openSlots(c) & (1u << s)))
                continue;
            const CellIndex n = maze.slotNeighbour(c, s);
            const std::int64_t dn = dc + (costs ? maze.cost(to ? c : n) : 1);
            if (d[std::size_t(n)] < 0 || dn < d[std::size_t(n)]) {
                d[std::size_t(n)] = dn;
                open.push({dn, n});
            }
        }
    }
    return d;
}

// Every combination of the values valuesOf(spec) gives each parameter, set on `base` (the first
// parameter's values vary slowest).
inline std::vector<ParamValues>
paramProduct(std::span<const ParamSpec> specs, const ParamValues& base,
             const std::function<std::vector<double>(const ParamSpec&)>& valuesOf) {
    std::vector<ParamValues> combos{base};
    for (const ParamSpec& spec : specs) {
        const std::vector<double> values = valuesOf(spec);
        std::vector<ParamValues> next;
        for (const ParamValues& partial : combos)
            for (const double v : values) {
                ParamValues p = partial;
                p.set(specs, spec.key, v);
                next.push_back(p);
            }
        combos = std::move(next);
    }
    return combos;
}

// One _data() row per shape but the square: a ShapeKind column "kind".
inline void shapeRows() {
    QTest::addColumn<ShapeKind>("kind");
    for (ShapeKind kind : kShapeKinds)
        if (kind != ShapeKind::Square)
            QTest::newRow(shapeId(kind).data()) << kind;
}

} // namespace mazelab::testing
