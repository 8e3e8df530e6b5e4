// Random mouse: the classic one of the Wikipedia article "Maze-solving algorithm" ("proceed
// following the current passage until a junction is reached, and then make a random decision
// about the next direction"), which does not turn back unless at a dead end. John Stilley's
// mazelib (mazelib/solve/RandomMouse.py) draws among every open neighbour, the way back
// included; turning back only at a dead end keeps the mouse from shuffling in a corridor.
// docs/semantics.md, "Random mouse".
//  1. Stand on the start.
//  2. Look at the moves from the cell (its open sides, and with diagonal movement the diagonals
//     the rule allows), in the order E, S, W, N, SE, SW, NW, NE, without the way back to where
//     it came from (the start has none). None left: a dead end, go back the way it came. One:
//     take it, no draw. Several: draw one of them, below(count).
//  3. Move into that cell. If it is the goal, stop: the path is the walk with its loops removed
//     (each return to a cell of the walk cuts the loop since; Lawler's loop-erased walk).
//  4. Repeat from 2; after `limit` moves, give up.
// The mouse decides by nothing but the cell it stands on and the way it came in: the marks of
// the cells it has seen and the loop-free walk are bookkeeping for the view and the path. On
// cells of any shape its ways are the open slots, in their order.

#include "core/random.hpp"
#include "core/registry.hpp"
#include "core/solvers/detail/last_step.hpp"
#include "core/solvers/detail/walk.hpp"

#include <bit>
#include <string>
#include <string_view>

namespace mazelab {
namespace {

inline constexpr std::uint8_t kNoMove = kMoves; // the start: no way back (no slot is 8 either)
static_assert(kNoMove >= kMaxSlots);

// Step 2: the move to leave `cell` by, having come in by the move whose way back is `back`
// (kNoMove at the start). The cell has at least one move, since it was entered by one (the way
// back is one: a rule allows a move exactly when it allows the move back), and the start is
// checked first. Moves: the moves of the walk (detail/slot_moves.hpp).
template <typename Moves>
Move chooseMove(const Moves& moves, CellIndex cell, std::uint8_t back, Random& random) {
    unsigned ways = moves.from(cell);
    if (back != kNoMove && ways != (1u << back))
        ways &= ~(1u << back);
    const int count = detail::moveCount(MoveSet(ways));
    for (int skip = count == 1 ? 0 : int(random.below(std::uint64_t(count))); skip > 0; --skip)
        ways &= ways - 1;
    return Move(std::countr_zero(ways));
}

template <typename Moves>
SolveSteps walkWith(Moves moves, ParamValues params, std::string_view noWay) {
    const Maze& maze = moves.maze;
    Random random(std::uint64_t(params.get("seed")));
    const auto limit = std::int64_t(params.get("limit"));
    const CellIndex start = maze.index(maze.start());
    const CellIndex goal = maze.index(maze.goal());
    detail::ErasedWalk route(maze.cellCount(), start);
    const std::string reason = "gave up after " + std::to_string(limit) + " steps";
    SolveStep step;
    detail::WalkRecord record(maze, step); // step 1

    if (moves.from(start) == 0) {
        detail::endWithout(step, SolveStep::Kind::NoPath, 1, noWay);
        co_yield step;
        co_return;
    }
    std::uint8_t back = kNoMove;
    while (step.counters.steps < limit) {
        const Move m = chooseMove(moves, step.cell, back, random); // step 2
        const CellIndex cell = moves.to(step.cell, m);             // step 3
        back = moves.back(step.cell, m);
        route.moveTo(cell);
        // Expanded counts every visit here, not only the first as for the other walkers.
        const bool again = record.entered(cell);
        if (cell == goal) {
            record.move(step, cell, SolveStep::Kind::Found, 5);
            step.counters.expanded += again;
            step.path = route.route();
            co_yield step;
            co_return;
        }
        record.move(step, cell, SolveStep::Kind::Walk, 4);
        step.counters.expanded += again;
        co_yield step;
    }
    detail::endWithout(step, SolveStep::Kind::GaveUp, 7, reason); // step 4
    co_yield step;
}

constexpr std::string_view kNoOpenSide = "the start has no open side";

SolveSteps walk(const Maze& maze, ParamValues params, Diagonal rule) {
    return walkWith(detail::RuleMoves(maze, rule), std::move(params),
                    rule == Diagonal::Never ? kNoOpenSide
                                            : "the start has no move the rule allows");
}
SolveSteps walkFourWays(const Maze& maze, ParamValues params) {
    return walk(maze, std::move(params), Diagonal::Never);
}
SolveSteps walkShaped(const Maze& maze, ParamValues params) {
    return walkWith(detail::SlotMoves(maze), std::move(params), kNoOpenSide);
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
        .nextStepRule = "In a corridor it goes on and at a dead end it turns back; at a junction "
                        "it picks a way at random (its seed decides). With diagonal moves a "
                        "diagonal the rule allows is a way too.",
        .pseudocode = {
            "cell = start; came = none",
            "if cell has no open side (or allowed diagonal): return no path",
            "repeat until the step limit:",
            "    ways = open sides (then allowed diagonals) of cell except came (if none: came)",
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
        .create = &walkFourWays,
        .createShaped = &walkShaped,
        .createDiagonal = &walk,
    };
    return info;
}

} // namespace mazelab
