#include "core/metrics.hpp"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cmath>
#include <cstdlib>
#include <exception>
#include <limits>
#include <system_error>
#include <thread>
#include <vector>

namespace mazelab {
namespace {

// A cell's passages, on any shape: the square grid's table lookup on its four directions, else
// the bits of its slots.
int degreeOf(const Maze& maze, CellIndex c) {
    if (maze.isSquare())
        return popcount(maze.openDirs(c));
    return std::popcount(unsigned(maze.openSlots(c)));
}

// Calls visit(n) for the neighbours n of `cell` through its passages, in slot order (E, S, W, N
// on square cells, there by their directions), until it returns true.
template <typename Visit>
void untilNeighbour(const Maze& maze, CellIndex cell, Visit visit) {
    if (maze.isSquare()) {
        const DirSet open = maze.openDirs(cell);
        for (Dir d : kDirs)
            if ((open & bit(d)) && visit(maze.neighbour(cell, d)))
                return;
        return;
    }
    for (unsigned todo = maze.openSlots(cell); todo != 0; todo &= todo - 1)
        if (visit(maze.slotNeighbour(cell, Slot(std::countr_zero(todo)))))
            return;
}

// Whether corridor c's two open slots leave through opposite sides: E and W or N and S on square
// cells, sides s and s + 3 of a hexagon, along the ring (clockwise and counter-clockwise) or
// across it (inward and outward) on a polar cell, two opposite children of the polar centre,
// opposite sides of a weave cell whether a slot passes under its neighbour or not; a triangle has
// no opposite sides.
bool straightThrough(const Maze& maze, CellIndex c) {
    const auto open = unsigned(maze.openSlots(c));
    const int a = std::countr_zero(open);
    const int b = std::countr_zero(open & (open - 1));
    switch (maze.shapeKind()) {
    case ShapeKind::Square: return b - a == 2;
    case ShapeKind::Hex: return b - a == 3;
    case ShapeKind::Triangle: return false;
    case ShapeKind::Weave:
        return std::abs(a % 4 - b % 4) == 2; // plain or under, across the cell
    case ShapeKind::Polar:
        if (c == 0) // the centre: every slot leads outward
            return b - a == maze.slotCount(c) / 2;
        return (a == 0 && b == 1) || (a == 2 && b >= 3);
    }
    return false;
}

// The workspace of the breadth-first searches: a distance per cell (-1 = not reached) and a
// queue that, after a search, holds the cells it reached in order of distance. A search leaves
// its distances in place, for the caller to read, until reset() clears exactly the cells it
// reached; so a search over a small component costs that component, not the whole grid.
class Bfs {
public:
    explicit Bfs(const Maze& maze)
        : m_maze(maze), m_dist(std::size_t(maze.cellCount()), -1),
          m_queue(std::size_t(maze.cellCount())) {}

    struct Sweep {
        CellIndex farthest = 0;   // the last cell reached, at distance `eccentricity`
        std::int32_t eccentricity = 0;
        std::size_t reached = 0;  // cells reached, `from` included
    };

    // Searches from `from` through passages (which only join active cells). The previous
    // search must have been reset.
    Sweep run(CellIndex from) {
        std::int32_t* dist = m_dist.data();
        CellIndex* queue = m_queue.data();
        std::size_t head = 0;
        std::size_t tail = 0;
        queue[tail++] = from;
        dist[from] = 0;
        while (head < tail) {
            const CellIndex cell = queue[head++];
            const std::int32_t next = dist[cell] + 1;
            untilNeighbour(m_maze, cell, [&](CellIndex n) {
                if (dist[n] < 0) {
                    dist[n] = next;
                    queue[tail++] = n;
                }
                return false;
            });
        }
        m_reached = tail;
        const CellIndex last = queue[tail - 1];
        return {last, dist[last], tail};
    }

    void reset() {
        for (std::size_t k = 0; k < m_reached; ++k)
            m_dist[std::size_t(m_queue[k])] = -1;
        m_reached = 0;
    }

    [[nodiscard]] std::int32_t dist(CellIndex i) const { return m_dist[std::size_t(i)]; }
    // The cells the last search reached, nearest first.
    [[nodiscard]] const CellIndex* order() const { return m_queue.data(); }

    // Walks `steps` moves from `cell` back towards the last search's source (each move to a
    // neighbour one closer); with steps = dist(cell) / 2 this is the middle of a shortest path.
    [[nodiscard]] CellIndex walkBack(CellIndex cell, std::int32_t steps) const {
        for (; steps > 0; --steps) {
            const std::int32_t want = dist(cell) - 1;
            untilNeighbour(m_maze, cell, [&](CellIndex n) {
                if (dist(n) != want)
                    return false;
                cell = n;
                return true;
            });
        }
        return cell;
    }

private:
    const Maze& m_maze;
    std::vector<std::int32_t> m_dist;
    std::vector<CellIndex> m_queue;
    std::size_t m_reached = 0;
};

struct Diameter {
    std::int64_t lower = 0; // a path this long exists: from..to
    std::int64_t upper = 0; // no shortest path is longer
    CellIndex from = 0;
    CellIndex to = 0;
};

// A component without loops (a tree): the farthest cell from any cell is one end of a longest
// path, so two sweeps are exact. `anyFarthest` is the farthest cell from some cell of it.
Diameter treeDiameter(Bfs& bfs, CellIndex anyFarthest) {
    const Bfs::Sweep s = bfs.run(anyFarthest);
    bfs.reset();
    return {s.eccentricity, s.eccentricity, anyFarthest, s.farthest};
}

// Drops the cells of a component with loops that cannot be an end of a longest shortest path:
// those of its hanging trees (what remains attached by a single cell once its dead ends are
// peeled away, one layer after another) other than the dead ends themselves. If such a cell x
// were an end, with y the other end, stepping from x away from y (down its tree to a dead end
// that y does not lie beyond, or up towards the loops, which x separates from y's side) would
// lengthen the path: x is a cut cell. So the ends are dead ends or cells on the loops' core.
// `left` and `peeled` are workspace, one entry per cell of the maze.
void keepDiameterEnds(const Maze& maze, std::vector<CellIndex>& cells,
                      std::vector<std::int32_t>& left, std::vector<std::int32_t>& peeled) {
    std::vector<CellIndex> stack;
    for (CellIndex c : cells) {
        left[std::size_t(c)] = degreeOf(maze, c); // passages to unpeeled cells
        peeled[std::size_t(c)] = 0;
        if (left[std::size_t(c)] == 1)
            stack.push_back(c);
    }
    while (!stack.empty()) {
        const CellIndex c = stack.back();
        stack.pop_back();
        peeled[std::size_t(c)] = 1;
        untilNeighbour(maze, c, [&](CellIndex n) {
            if (!peeled[std::size_t(n)] && --left[std::size_t(n)] == 1)
                stack.push_back(n);
            return false;
        });
    }
    std::erase_if(cells, [&](CellIndex c) {
        return peeled[std::size_t(c)] && degreeOf(maze, c) != 1;
    });
}

// Exact eccentricity bounding (Takes and Kosters, "Determining the diameter of small world
// networks", CIKM 2011, algorithm BoundingDiameters). A BFS from v gives v's eccentricity e(v)
// and, for every cell w at distance d from v, the bounds max(e(v) - d, d) <= e(w) <= e(v) + d.
// The diameter is the largest eccentricity, so a cell whose upper bound is at most the largest
// eccentricity found so far can be dropped; the search ends when no candidate is left or the
// bounds on the diameter meet. BFS sources alternate between the candidate with the smallest
// lower bound (a central cell: its BFS bounds many cells at once) and the one with the largest
// upper bound (a peripheral cell: the likeliest end of a longest path); the first is the
// farthest cell from some cell, which is where a double sweep would start. `work` counts cell
// visits and stops the search (lower < upper) when it would pass `limit`.
Diameter loopyDiameter(Bfs& bfs, const Maze& maze, CellIndex anyFarthest,
                       std::vector<CellIndex>& candidates, std::int64_t& work,
                       std::int64_t limit, std::vector<std::int32_t>& eccLower,
                       std::vector<std::int32_t>& eccUpper) {
    const auto cells = std::int64_t(candidates.size());
    if (eccLower.empty()) {
        eccLower.assign(std::size_t(maze.cellCount()), 0);
        eccUpper.assign(std::size_t(maze.cellCount()), 0);
    }
    keepDiameterEnds(maze, candidates, eccLower, eccUpper);
    for (CellIndex w : candidates) {
        eccLower[std::size_t(w)] = 0;
        eccUpper[std::size_t(w)] = std::numeric_limits<std::int32_t>::max();
    }
    Diameter best{0, std::numeric_limits<std::int64_t>::max(), anyFarthest, anyFarthest};
    CellIndex v = anyFarthest;
    bool pickCentral = true;
    while (true) {
        if (work + cells > limit)
            return best; // out of budget: lower < upper
        work += cells;
        const Bfs::Sweep s = bfs.run(v);
        if (s.eccentricity > best.lower) {
            best.lower = s.eccentricity;
            best.from = v;
            best.to = s.farthest;
        }
        best.upper = std::min(best.upper, 2 * std::int64_t(s.eccentricity));
        std::int64_t largestUpper = 0;
        for (std::size_t k = 0; k < candidates.size();) {
            const CellIndex w = candidates[k];
            const std::int32_t d = bfs.dist(w);
            std::int32_t& lower = eccLower[std::size_t(w)];
            std::int32_t& upper = eccUpper[std::size_t(w)];
            lower = std::max({lower, s.eccentricity - d, d});
            upper = std::min(upper, s.eccentricity + d);
            if (upper <= best.lower || lower == upper) { // cannot beat what is found: drop it
                candidates[k] = candidates.back();
                candidates.pop_back();
                continue;
            }
            largestUpper = std::max<std::int64_t>(largestUpper, upper);
            ++k;
        }
        bfs.reset();
        best.upper = std::min(best.upper, std::max(best.lower, largestUpper));
        if (candidates.empty() || best.lower >= best.upper) {
            best.upper = best.lower;
            return best;
        }
        // The next source, ties to the first candidate found.
        auto better = [&](CellIndex a, CellIndex b) {
            return pickCentral ? eccLower[std::size_t(a)] < eccLower[std::size_t(b)]
                               : eccUpper[std::size_t(a)] > eccUpper[std::size_t(b)];
        };
        v = candidates.front();
        for (CellIndex w : candidates)
            if (better(w, v))
                v = w;
        pickCentral = !pickCentral;
    }
}

// The cells by number of passages (dead ends, corridors straight and turning, junctions), the
// passages, and the runs that end at dead ends or junctions.
void countCells(const Maze& maze, MazeMetrics& m) {
    std::int64_t degreeSum = 0;
    std::int64_t runEnds = 0; // passages out of dead ends and junctions
    for (CellIndex i = 0; i < maze.cellCount(); ++i) {
        if (!maze.isActive(i))
            continue;
        const int degree = degreeOf(maze, i);
        degreeSum += degree;
        if (degree != 2)
            runEnds += degree;
        switch (degree) {
        case 0: ++m.isolated; break;
        case 1: ++m.deadEnds; break;
        case 2:
            ++m.corridors;
            ++(straightThrough(maze, i) ? m.straightCorridors
                                                        : m.turningCorridors);
            break;
        case 3: ++m.junctions3; break;
        default: ++m.junctions4; break;
        }
    }
    m.passages = degreeSum / 2;
    // Every run ends at two run ends (one cell twice for a run that comes back to its junction),
    // and every passage out of a dead end or junction starts one; rings of corridors come below.
    m.runs = runEnds / 2;
}

// One sweep per component: the components, loops and rings (runs with no end), and the longest
// of the components' diameters (a ring's, a tree's or, within the work allowed, a loopy one's).
Diameter measureComponents(const Maze& maze, const MetricsOptions& options, Bfs& bfs,
                           MazeMetrics& m) {
    const CellIndex count = maze.cellCount();
    std::vector<std::uint8_t> seen(std::size_t(count), 0);
    std::vector<CellIndex> candidates;
    std::vector<std::int32_t> eccLower;
    std::vector<std::int32_t> eccUpper;
    std::int64_t work = 0;
    const CellIndex start = maze.index(maze.start());
    Diameter overall{0, 0, start, start};
    for (CellIndex first = 0; first < count; ++first) {
        if (!maze.isActive(first) || seen[std::size_t(first)])
            continue;
        ++m.components;
        const Bfs::Sweep s = bfs.run(first);
        std::int64_t componentDegrees = 0;
        bool allCorridors = true;
        for (std::size_t k = 0; k < s.reached; ++k) {
            const CellIndex c = bfs.order()[k];
            seen[std::size_t(c)] = 1;
            const int degree = degreeOf(maze, c);
            componentDegrees += degree;
            allCorridors = allCorridors && degree == 2;
        }
        const auto cells = std::int64_t(s.reached);
        const std::int64_t edges = componentDegrees / 2;
        m.loops += edges - cells + 1;
        if (allCorridors)
            ++m.runs; // a ring: one run with no end
        Diameter d{0, 0, first, first};
        if (allCorridors) { // a ring of n cells: n / 2, from any cell to the one opposite
            bfs.reset();
            d = {cells / 2, cells / 2, first, s.farthest};
        } else if (edges == cells - 1) {
            bfs.reset();
            if (cells > 1)
                d = treeDiameter(bfs, s.farthest);
        } else {
            candidates.assign(bfs.order(), bfs.order() + s.reached);
            bfs.reset();
            d = loopyDiameter(bfs, maze, s.farthest, candidates, work, options.diameterWork,
                              eccLower, eccUpper);
        }
        if (d.lower > overall.lower) {
            overall.lower = d.lower;
            overall.from = d.from;
            overall.to = d.to;
        }
        overall.upper = std::max(overall.upper, d.upper);
    }
    return overall;
}

} // namespace

MazeMetrics measureMaze(const Maze& maze, const MetricsOptions& options) {
    MazeMetrics m;
    m.size = maze.size();
    m.activeCells = maze.activeCellCount();
    countCells(maze, m);

    Bfs bfs(maze);
    const Diameter overall = measureComponents(maze, options, bfs, m);
    m.diameter = overall.lower;
    m.diameterUpperBound = std::max(overall.upper, overall.lower);
    m.diameterExact = m.diameter == m.diameterUpperBound;
    m.diameterFrom = maze.cellAt(overall.from);
    m.diameterTo = maze.cellAt(overall.to);

    bfs.run(maze.index(maze.start()));
    m.startGoalDistance = bfs.dist(maze.index(maze.goal()));
    bfs.reset();

    m.river = m.runs > 0 ? double(m.passages) / double(m.runs) : 0.0;
    return m;
}

std::span<const MetricField> metricFields() {
    using M = MazeMetrics;
    using V = std::optional<double>;
    static const MetricField kFields[] = {
        {"active_cells", "active cells", [](const M& m) -> V { return double(m.activeCells); }},
        {"passages", "passages", [](const M& m) -> V { return double(m.passages); }},
        {"dead_ends", "dead ends", [](const M& m) -> V { return double(m.deadEnds); }},
        {"dead_ends_pct", "dead ends (%)", [](const M& m) -> V { return m.percent(m.deadEnds); }},
        {"corridors", "corridors", [](const M& m) -> V { return double(m.corridors); }},
        {"corridors_pct", "corridors (%)",
         [](const M& m) -> V { return m.percent(m.corridors); }},
        {"straight_corridors", "straight corridors",
         [](const M& m) -> V { return double(m.straightCorridors); }},
        {"turning_corridors", "turning corridors",
         [](const M& m) -> V { return double(m.turningCorridors); }},
        {"junctions", "junctions", [](const M& m) -> V { return double(m.junctions()); }},
        {"junctions_pct", "junctions (%)",
         [](const M& m) -> V { return m.percent(m.junctions()); }},
        {"junctions_3", "three-way junctions", [](const M& m) -> V { return double(m.junctions3); }},
        {"junctions_4", "four-way junctions", [](const M& m) -> V { return double(m.junctions4); }},
        {"isolated", "isolated cells", [](const M& m) -> V { return double(m.isolated); }},
        {"components", "components", [](const M& m) -> V { return double(m.components); }},
        {"loops", "loops", [](const M& m) -> V { return double(m.loops); }},
        {"diameter", "diameter (moves)", [](const M& m) -> V { return double(m.diameter); }},
        {"diameter_exact", "diameter exact (1 = yes)",
         [](const M& m) -> V { return m.diameterExact ? 1.0 : 0.0; }},
        {"start_goal_distance", "start-goal distance (moves)",
         [](const M& m) -> V {
             return m.goalReachable() ? V(double(m.startGoalDistance)) : std::nullopt;
         }},
        {"goal_unreachable", "goal unreachable (1 = yes)",
         [](const M& m) -> V { return m.goalReachable() ? 0.0 : 1.0; }},
        {"runs", "branch-free runs", [](const M& m) -> V { return double(m.runs); }},
        {"river", "river (moves per run)", [](const M& m) -> V { return m.river; }},
    };
    return kFields;
}

MetricSummary summarize(std::span<const MazeMetrics> results, const MetricField& field) {
    MetricSummary summary;
    double sum = 0;
    for (const MazeMetrics& m : results) {
        if (const auto v = field.value(m)) {
            sum += *v;
            ++summary.n;
        }
    }
    if (summary.n == 0)
        return summary;
    summary.mean = sum / double(summary.n);
    if (summary.n < 2)
        return summary;
    double squares = 0;
    for (const MazeMetrics& m : results) {
        if (const auto v = field.value(m))
            squares += (*v - summary.mean) * (*v - summary.mean);
    }
    summary.stddev = std::sqrt(squares / double(summary.n - 1));
    return summary;
}

std::vector<MazeMetrics>
measureInParallel(std::int64_t count, int threads,
                  const std::function<MazeMetrics(std::int64_t k)>& measureOne) {
    std::vector<MazeMetrics> results(std::size_t(std::max<std::int64_t>(count, 0)));
    std::vector<std::exception_ptr> errors(results.size());
    std::atomic<std::int64_t> next{0};
    auto work = [&] {
        for (std::int64_t k = next++; k < count; k = next++) {
            try {
                results[std::size_t(k)] = measureOne(k);
            } catch (...) {
                errors[std::size_t(k)] = std::current_exception();
            }
        }
    };
    const auto extra = std::max<std::int64_t>(0, std::min<std::int64_t>(threads, count) - 1);
    std::vector<std::thread> pool;
    pool.reserve(std::size_t(extra));
    for (std::int64_t t = 0; t < extra; ++t) {
        try {
            pool.emplace_back(work);
        } catch (const std::system_error&) {
            break; // no more threads to be had: those running share the rest
        }
    }
    work();
    for (std::thread& t : pool)
        t.join();
    for (const std::exception_ptr& e : errors)
        if (e)
            std::rethrow_exception(e);
    return results;
}

} // namespace mazelab
