// Wall follower, the hand-on-wall rule (Walter D. Pullen, "Think Labyrinth: Maze Algorithms";
// docs/semantics.md, "Wall follower").
//  1. Stand at the start as if just come in through one of its open sides, with a wall at the
//     chosen hand: the first heading in the order E, S, W, N whose back is open and whose hand
//     side is the grid's outer wall, else any wall, else any heading with an open back. A start
//     with no open side cannot move: no path.
//  2. Move: turn towards the hand if that side is open, else go straight, else turn away from
//     the hand, else turn back; step into that cell, heading that way.
//  3. If the cell is the goal, stop: the path is the walk with its back-tracks and loops erased.
//  4. If the walker stands at the start with its first heading again, it has gone all the way
//     round the wall it follows, which never reaches the goal: no path.
//  5. Repeat from 2.
// The walker's position and heading decide its next move, and each (cell, heading) has one
// predecessor, so the walk is a cycle through the state of step 1 (why step 4 always comes).
// On a perfect maze every wall is joined to the outer one, so the cycle passes every cell.
// It takes no diagonal moves: a hand on a wall between cells turns a quarter at a time, and a
// diagonal move would take it off that wall.

#include "core/registry.hpp"
#include "core/solvers/detail/last_step.hpp"
#include "core/solvers/detail/walk.hpp"

namespace mazelab {
namespace {

constexpr Dir turned(Dir d, unsigned quarters) { return Dir((unsigned(d) + quarters) & 3u); }
constexpr unsigned kRight = 1; // E -> S -> W -> N: a quarter turn clockwise
constexpr unsigned kLeft = 3;

// Step 1: the first heading; -1 if the start has no open side.
int firstHeading(const Maze& maze, CellIndex start, unsigned hand) {
    const DirSet open = maze.openDirs(start);
    const DirSet inside = maze.insideDirs(maze.cellAt(start));
    for (int pass = 0; pass < 3; ++pass) {
        for (Dir h : kDirs) {
            const bool backOpen = open & bit(opposite(h));
            const Dir side = turned(h, hand);
            const bool handOk = pass == 0   ? !(inside & bit(side))
                                : pass == 1 ? !(open & bit(side))
                                            : true;
            if (backOpen && handOk)
                return int(h);
        }
    }
    return -1;
}

// Step 2: the direction of the next move (one exists: the back is open).
Dir nextMove(const Maze& maze, CellIndex cell, Dir heading, unsigned hand) {
    const DirSet open = maze.openDirs(cell);
    for (unsigned quarters : {hand, 0u, 4u - hand, 2u})
        if (open & bit(turned(heading, quarters)))
            return turned(heading, quarters);
    return opposite(heading);
}

SolveSteps walk(const Maze& maze, ParamValues params) {
    const unsigned hand = params.get("hand") == 0 ? kLeft : kRight;
    const CellIndex start = maze.index(maze.start());
    const CellIndex goal = maze.index(maze.goal());
    detail::ErasedWalk route(maze.cellCount(), start);
    CellIndex cell = start;
    SolveStep step;
    detail::WalkRecord record(maze, step);

    const int first = firstHeading(maze, start, hand);
    if (first < 0) {
        detail::endWithout(step, SolveStep::Kind::NoPath, 0, "no path: the start has no open side");
        co_yield step;
        co_return;
    }
    Dir heading = Dir(first);
    for (;;) {
        heading = nextMove(maze, cell, heading, hand);
        cell = maze.neighbour(cell, heading);
        route.moveTo(cell);
        ++step.counters.extra[0];
        if (cell == goal) {
            record.move(step, cell, SolveStep::Kind::Found, 4);
            step.path = route.route();
            co_yield step;
            co_return;
        }
        record.move(step, cell, SolveStep::Kind::Walk, 3);
        co_yield step;
        if (cell == start && heading == Dir(first))
            break;
    }
    detail::endWithout(step, SolveStep::Kind::NoPath, 6,
                       "no path: the wall it follows never reaches the goal");
    co_yield step;
}

} // namespace

const SolverInfo& wallFollowerInfo() {
    static const SolverInfo info{
        .id = "wall-follower",
        .name = "Wall Follower",
        .family = SolverFamily::Walker,
        .description = "Walks the maze as a person does who keeps one hand on the wall: at each "
            "cell it turns towards that hand if it can, else goes straight, else turns away, "
            "else turns back. On a perfect maze every wall is joined to the outer one, so it "
            "always reaches the goal. On a maze with loops it can circle a wall that never "
            "touches the goal and come back to where it began: then it gives up with no path, "
            "although one may exist. Its path is the walk with the back-tracks removed. It "
            "ignores cell costs.",
        .card = {
            .howItWorks = "Keeps its chosen hand on the wall and walks, preferring to turn "
                "towards that hand, then straight on, then away, then back. On a perfect maze "
                "this walks round the whole single wall, so it meets the goal. On a maze with "
                "loops the wall it touches may be an island that never reaches the goal, and the "
                "walker notices when it is back at the start facing the same way.",
            .time = "O(cells): each passage is walked at most once each way",
            .memory = "O(cells): the route and one byte per cell",
        },
        .nextStepRule = "The walker turns towards its hand if that side is open, else goes "
                        "straight on, else turns away from its hand, else turns back.",
        .pseudocode = {
            "heading = as if just come in through an open side, a wall at the hand",
            "loop:",
            "    turn towards the hand if open, else straight, else away, else back",
            "    step forward into the next cell",
            "    if it is the goal: return the walk without its back-tracks",
            "    if at the start with the first heading again: stop",
            "return no path: the wall never reaches the goal",
        },
        .complete = false,
        .params = {choiceParam({
            .key = "hand",
            .name = "Hand on the wall",
            .description = "Which hand stays on the wall: the walker turns towards it first.",
            .defaultValue = 1,
            .choices = {"left", "right"},
        })},
        .extraFigures = {"Moves walked"},
        .create = &walk,
        .noDiagonals = "it keeps one hand on the walls between cells and turns a quarter turn "
                       "at a time; a diagonal move cuts across a corner and takes its hand off "
                       "the wall it follows, which loses what it rests on (on a perfect maze, "
                       "one wall followed round reaches the goal)",
        .noShapesReason = "its right and left hands are quarter turns between the four "
                          "directions of square cells",
    };
    return info;
}

} // namespace mazelab
