// Random mouse: the classic one of the Wikipedia article "Maze-solving algorithm" ("proceed
// following the current passage until a junction is reached, and then make a random decision
// about the next direction"), which does not turn back unless at a dead end. John Stilley's
// mazelib (mazelib/solve/RandomMouse.py) draws among every open neighbour, the way back
// included; turning back only at a dead end keeps the mouse from shuffling in a corridor.
// docs/semantics.md, "Random mouse".
//  1. Stand on the start.
//  2. Look at the open sides of the cell, in the order E, S, W, N, without the way it came in
//     (the start has none). None left: a dead end, go back the way it came. One: take it, no
//     draw. Several: draw one of them, below(count).
//  3. Move into that cell. If it is the goal, stop: the path is the walk with its loops removed
//     (each return to a cell of the walk cuts the loop since; Lawler's loop-erased walk).
//  4. Repeat from 2; after `limit` moves, give up.
// The mouse decides by nothing but the cell it stands on and the way it came in: the marks of
// the cells it has seen and the loop-free walk are bookkeeping for the view and the path.

#include "core/random.hpp"
#include "core/registry.hpp"
#include "core/search_view.hpp"

#include <string>

namespace mazelab {
namespace {

inline constexpr std::uint8_t kNoDir = 4;        // the start: no way back
inline constexpr std::int32_t kNeverVisited = -2; // placeOf: never stood on
inline constexpr std::int32_t kOffPath = -1;      // placeOf: visited, its loop since cut

// Step 2: the side to leave `cell` by, having come in by `back` (kNoDir at the start). The
// cell has at least one open side, since it was entered by one (the start is checked first).
Dir chooseSide(const Maze& maze, CellIndex cell, std::uint8_t back, Random& random) {
    DirSet open = maze.openDirs(cell);
    if (back != kNoDir && open != bit(Dir(back)))
        open &= DirSet(~bit(Dir(back)));
    const int count = popcount(open);
    return nthDir(open, count == 1 ? 0 : int(random.below(std::uint64_t(count))));
}

// No frontier; a cell is seen once the mouse has stood on it.
class WalkView final : public SearchView {
public:
    WalkView(const std::vector<std::int32_t>& placeOf, const SolveStep& step)
        : m_placeOf(placeOf), m_step(step) {}

    [[nodiscard]] Frontier frontierKind() const override { return Frontier::None; }
    [[nodiscard]] std::size_t frontierSize() const override { return 0; }
    [[nodiscard]] std::vector<CellIndex> frontier(std::size_t) const override { return {}; }
    [[nodiscard]] CellIndex current() const override { return m_step.cell; }
    [[nodiscard]] CellInternals cell(CellIndex cell) const override {
        CellInternals in;
        in.seen = m_placeOf[std::size_t(cell)] != kNeverVisited;
        return in;
    }

private:
    const std::vector<std::int32_t>& m_placeOf;
    const SolveStep& m_step;
};

SolveSteps walk(const Maze& maze, ParamValues params) {
    Random random(std::uint64_t(params.get("seed")));
    const auto limit = std::int64_t(params.get("limit"));
    const CellIndex start = maze.index(maze.start());
    const CellIndex goal = maze.index(maze.goal());
    // Per cell: its place on the loop-free walk, or kOffPath, or kNeverVisited.
    std::vector<std::int32_t> placeOf(std::size_t(maze.cellCount()), kNeverVisited);
    std::vector<CellIndex> path{start}; // the walk with its loops removed
    const std::string reason = "gave up after " + std::to_string(limit) + " steps";

    SolveStep step;
    const WalkView view(placeOf, step);
    step.view = &view;
    SolveCounters& n = step.counters;
    placeOf[std::size_t(start)] = 0; // step 1
    n.searched = n.expanded = 1;
    step.cell = start;
    std::uint8_t back = kNoDir;

    if (maze.openDirs(start) == 0) {
        step.kind = SolveStep::Kind::NoPath;
        step.reason = "the start has no open side";
        step.line = 1;
        ++n.steps;
        co_yield step;
        co_return;
    }
    while (n.steps < limit) {
        const Dir side = chooseSide(maze, step.cell, back, random); // step 2
        const CellIndex cell = maze.neighbour(step.cell, side);     // step 3
        back = std::uint8_t(opposite(side));
        std::int32_t& place = placeOf[std::size_t(cell)];
        n.searched += place == kNeverVisited;
        ++n.expanded;
        ++n.steps;
        step.cell = cell;
        if (place >= 0) { // back on the walk: cut the loop
            for (std::size_t k = std::size_t(place) + 1; k < path.size(); ++k)
                placeOf[std::size_t(path[k])] = kOffPath;
            path.resize(std::size_t(place) + 1);
        } else {
            place = std::int32_t(path.size());
            path.push_back(cell);
        }
        if (cell == goal) {
            step.kind = SolveStep::Kind::Found;
            step.path = path;
            step.line = 5;
            co_yield step;
            co_return;
        }
        step.kind = SolveStep::Kind::Walk;
        step.line = 4;
        co_yield step;
    }
    step.kind = SolveStep::Kind::GaveUp; // step 4
    step.reason = reason;
    step.line = 7;
    ++n.steps;
    co_yield step;
}

} // namespace

const SolverInfo& randomMouseInfo() {
    static const SolverInfo info{
        .id = "random-mouse",
        .name = "Random mouse",
        .family = SolverFamily::Walker,
        .description = "A mouse that follows each passage to the next junction and there picks a "
            "way at random, turning back only at a dead end. It remembers nothing, so it walks "
            "the same corridors again and again and may take a very long time; it gives up at "
            "its step limit. Its path is its walk with the loops cut out: on a perfect maze the "
            "one path, on a maze with loops any path, seldom the shortest. It ignores cell costs.",
        .card = {
            .howItWorks = "The mouse walks along the corridor it is in. At a junction it picks one "
                "of the ways it did not come from at random, and at a dead end it turns back. "
                "When it reaches the goal, the loops of its walk are cut out to give the path.",
            .time = "unbounded: a random walk (its step limit stops it)",
            .memory = "nothing for the walk; mazelab keeps a mark per cell and the loop-free "
                "walk",
        },
        .pseudocode = {
            "cell = start; came = none",
            "if cell has no open side: return no path",
            "repeat until the step limit:",
            "    ways = open sides of cell except came (if none: came)",
            "    cell = the neighbour through a random one of ways; came = the way back",
            "        if cell is the goal: return the walk with its loops cut out",
            "        (cut the loop if cell is already on the walk, else add it)",
            "give up",
        },
        .complete = false,
        .params = {
            ParamSpec{
                .key = "seed",
                .name = "Seed",
                .description = "The seed of the mouse's random choices: the same seed, the same "
                    "walk.",
                .minimum = 0,
                .maximum = 4'294'967'295.0,
                .defaultValue = 1,
                .integer = true,
            },
            ParamSpec{
                .key = "limit",
                .name = "Step limit",
                .description = "After this many moves it gives up.",
                .minimum = 1000,
                .maximum = 100'000'000,
                .defaultValue = 1'000'000,
                .integer = true,
            },
        },
        .create = &walk,
    };
    return info;
}

} // namespace mazelab
