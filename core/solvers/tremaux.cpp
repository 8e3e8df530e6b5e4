// Trémaux's algorithm (described by Édouard Lucas, "Récréations mathématiques", 1882; also the
// Trémaux solver of mazelib, by John Stilley; docs/semantics.md, "Trémaux's algorithm").
//  1. Stand at the start. Each passage (the open side between two cells) carries 0, 1 or 2
//     marks; walking along a passage adds one.
//  2. Arriving at a cell entered before through a passage walked for the first time, turn back
//     along that passage.
//  3. Otherwise leave by a passage with no mark (the first in the order E, S, W, N); if there is
//     none, by the one passage with one mark (the way this cell was first entered).
//  4. If the walker enters the goal, stop: the passages marked once lead from the start to it.
//  5. If it stands at the start with every passage there marked twice, every passage it can
//     reach has been walked both ways: no path.
// Each passage is walked at most twice, so the walk ends within two moves per passage; it is a
// depth-first search done by one walker on foot, the passages marked once being its stack.

#include "core/registry.hpp"
#include "core/solvers/detail/last_step.hpp"
#include "core/solvers/detail/walk.hpp"

namespace mazelab {
namespace {

// Two bits of marks per side of a cell (a passage's marks are kept on both its sides).
int marksOf(const std::vector<std::uint8_t>& marks, CellIndex cell, Dir d) {
    return (marks[std::size_t(cell)] >> (2 * unsigned(d))) & 3;
}
void addMark(std::vector<std::uint8_t>& marks, const Maze& maze, CellIndex cell, Dir d) {
    marks[std::size_t(cell)] = std::uint8_t(marks[std::size_t(cell)] + (1u << (2 * unsigned(d))));
    const CellIndex other = maze.neighbour(cell, d);
    marks[std::size_t(other)] =
        std::uint8_t(marks[std::size_t(other)] + (1u << (2 * unsigned(opposite(d)))));
}

// Step 3: the first open side with `count` marks; -1 if none.
int sideWith(const Maze& maze, const std::vector<std::uint8_t>& marks, CellIndex cell, int count) {
    for (Dir d : kDirs)
        if (maze.isOpen(cell, d) && marksOf(marks, cell, d) == count)
            return int(d);
    return -1;
}

// Step 4: from the start along the passages marked once, never straight back, to `goal`.
void readPath(const Maze& maze, const std::vector<std::uint8_t>& marks, CellIndex start,
              CellIndex goal, std::vector<CellIndex>& path) {
    path.assign(1, start);
    int back = -1;
    for (CellIndex cell = start; cell != goal;) {
        for (Dir d : kDirs) {
            if (int(d) != back && maze.isOpen(cell, d) && marksOf(marks, cell, d) == 1) {
                cell = maze.neighbour(cell, d);
                back = int(opposite(d));
                break;
            }
        }
        path.push_back(cell);
    }
}

SolveSteps walk(const Maze& maze, ParamValues) {
    const CellIndex start = maze.index(maze.start());
    const CellIndex goal = maze.index(maze.goal());
    std::vector<std::uint8_t> marks(std::size_t(maze.cellCount()), 0);
    std::vector<CellIndex> path;
    CellIndex cell = start;
    bool turnBack = false; // step 2 applies to the cell just entered
    Dir came = Dir::East;  // the side the walker came in by
    SolveStep step;
    detail::WalkRecord record(maze, step);

    for (;;) {
        int d = turnBack ? int(came) : sideWith(maze, marks, cell, 0);
        if (d < 0)
            d = sideWith(maze, marks, cell, 1);
        if (d < 0)
            break; // only at the start: step 5
        addMark(marks, maze, cell, Dir(d));
        const bool again = marksOf(marks, cell, Dir(d)) == 2;
        cell = maze.neighbour(cell, Dir(d));
        came = opposite(Dir(d));
        turnBack = !again && record.entered(cell);
        if (cell == goal) {
            record.move(step, cell, SolveStep::Kind::Found, 5);
            readPath(maze, marks, start, goal, path);
            step.path = path;
            co_yield step;
            co_return;
        }
        record.move(step, cell, again ? SolveStep::Kind::Retreat : SolveStep::Kind::Walk, 4);
        co_yield step;
    }
    detail::endWithout(step, SolveStep::Kind::NoPath, 6,
                       "no path: back at the start with every passage marked twice");
    co_yield step;
}

} // namespace

const SolverInfo& tremauxInfo() {
    static const SolverInfo info{
        .id = "tremaux",
        .name = "Trémaux's Algorithm",
        .family = SolverFamily::Walker,
        .description = "A walker that chalks a mark on each passage every time it walks it, and "
            "never walks one a third time. Coming by a new passage to a cell it has seen before, "
            "it turns back; otherwise it takes an unmarked passage if there is one, else the "
            "passage it first came in by. It finds the goal in any maze, with loops or not, "
            "and proves it unreachable by coming back to the start with every passage marked "
            "twice. Its path, the passages marked once, need not be the shortest. It ignores "
            "cell costs.",
        .card = {
            .howItWorks = "Marks every passage each time it walks along it. At a cell it has "
                "seen before, reached by a fresh passage, it turns straight back; elsewhere it "
                "prefers an unmarked passage, and otherwise leaves by the passage it first came "
                "in by. The passages marked once always lead from the start to where it stands, "
                "so when it reaches the goal they are its path.",
            .time = "O(cells): each passage is walked at most twice",
            .memory = "O(cells): two marks per passage, one byte per cell",
        },
        .nextStepRule = "Back in a cell it had entered before, along a passage walked for the "
                        "first time, it turns back; otherwise it takes the first passage with no "
                        "mark (east, south, west, north), else the one with one mark.",
        .pseudocode = {
            "at the start; every passage unmarked",
            "loop:",
            "    if this cell was seen before and the passage just walked is new: go back",
            "    else take a passage with no mark, else the one with one mark, else stop",
            "    mark the passage and walk along it",
            "    if this is the goal: return the passages marked once",
            "return no path: every passage marked twice",
        },
        .create = &walk,
        .noDiagonals = "its marks are on the four passages of a cell; diagonal moves are not "
                       "marked yet",
    };
    return info;
}

} // namespace mazelab
