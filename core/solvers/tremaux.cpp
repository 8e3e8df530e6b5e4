// Trémaux's algorithm (described by Édouard Lucas, "Récréations mathématiques", 1882; also the
// Trémaux solver of mazelib, by John Stilley; docs/semantics.md, "Trémaux's algorithm").
//  1. Stand at the start. Each passage (a move the walker may make between two cells: an open
//     wall, or with diagonal movement a diagonal the rule allows) carries 0, 1 or 2 marks;
//     walking along a passage adds one.
//  2. Arriving at a cell entered before through a passage walked for the first time, turn back
//     along that passage.
//  3. Otherwise leave by a passage with no mark (the first in the order E, S, W, N, then SE, SW,
//     NW, NE); if there is none, by the one passage with one mark (the way this cell was first
//     entered).
//  4. If the walker enters the goal, stop: the passages marked once lead from the start to it.
//  5. If it stands at the start with every passage there marked twice, every passage it can
//     reach has been walked both ways: no path.
// Each passage is walked at most twice, so the walk ends within two moves per passage; it is a
// depth-first search done by one walker on foot, the passages marked once being its stack. It
// needs only that a passage can be walked both ways, which diagonal moves can (a rule allows a
// diagonal move exactly when it allows the move back), so it works on any graph of moves: on
// cells of any shape, its passages are the open slots, in their order.

#include "core/registry.hpp"
#include "core/solvers/detail/last_step.hpp"
#include "core/solvers/detail/walk.hpp"

#include <bit>

namespace mazelab {
namespace {

// Two bits of marks per passage end, kept on both ends: a byte per cell for the four directions,
// two with diagonal moves or slots. Moves: the moves of the walk (detail/slot_moves.hpp).
template <typename Marks, typename Moves>
class PassageMarks {
public:
    explicit PassageMarks(const Moves& moves)
        : m_moves(moves), m_marks(std::size_t(moves.maze.cellCount()), 0) {}

    [[nodiscard]] int of(CellIndex cell, Move m) const {
        return (m_marks[std::size_t(cell)] >> (2 * unsigned(m))) & 3;
    }
    void add(CellIndex cell, Move m) {
        m_marks[std::size_t(cell)] = Marks(m_marks[std::size_t(cell)] + (1u << (2 * unsigned(m))));
        const CellIndex other = m_moves.to(cell, m);
        const Move back = m_moves.back(cell, m);
        m_marks[std::size_t(other)] =
            Marks(m_marks[std::size_t(other)] + (1u << (2 * unsigned(back))));
    }
    // The passages of a cell: its open walls (slots), and the diagonals the rule allows.
    [[nodiscard]] unsigned passages(CellIndex cell) const { return m_moves.from(cell); }
    [[nodiscard]] const Moves& moves() const { return m_moves; }
    // Step 3: the first passage of `cell` with `count` marks, in the order E, S, W, N, SE, SW,
    // NW, NE; -1 if none.
    [[nodiscard]] int passageWith(CellIndex cell, int count) const {
        for (unsigned todo = passages(cell); todo != 0; todo &= todo - 1)
            if (const auto m = Move(std::countr_zero(todo)); of(cell, m) == count)
                return int(m);
        return -1;
    }

private:
    Moves m_moves;
    std::vector<Marks> m_marks;
};

// Step 4: from the start along the passages marked once, never straight back, to `goal`.
template <typename Marks, typename Moves>
void readPath(const PassageMarks<Marks, Moves>& marks, CellIndex start, CellIndex goal,
              std::vector<CellIndex>& path) {
    path.assign(1, start);
    int back = -1;
    for (CellIndex cell = start; cell != goal;) {
        for (unsigned todo = marks.passages(cell); todo != 0; todo &= todo - 1) {
            const auto m = Move(std::countr_zero(todo));
            if (int(m) != back && marks.of(cell, m) == 1) {
                back = int(marks.moves().back(cell, m));
                cell = marks.moves().to(cell, m);
                break;
            }
        }
        path.push_back(cell);
    }
}

template <typename Marks, typename Moves>
SolveSteps walk(Moves moves) {
    const Maze& maze = moves.maze;
    const CellIndex start = maze.index(maze.start());
    const CellIndex goal = maze.index(maze.goal());
    PassageMarks<Marks, Moves> marks(moves);
    std::vector<CellIndex> path;
    CellIndex cell = start;
    bool turnBack = false; // step 2 applies to the cell just entered
    Move came = 0;         // the passage the walker came in by
    SolveStep step;
    detail::WalkRecord record(maze, step);

    for (;;) {
        int m = turnBack ? int(came) : marks.passageWith(cell, 0);
        if (m < 0)
            m = marks.passageWith(cell, 1);
        if (m < 0)
            break; // only at the start: step 5
        marks.add(cell, Move(m));
        const bool again = marks.of(cell, Move(m)) == 2;
        came = moves.back(cell, Move(m));
        cell = moves.to(cell, Move(m));
        turnBack = !again && record.entered(cell);
        if (cell == goal) {
            record.move(step, cell, SolveStep::Kind::Found, 5);
            readPath(marks, start, goal, path);
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

SolveSteps walkFourWays(const Maze& maze, ParamValues) {
    return walk<std::uint8_t>(detail::RuleMoves(maze, Diagonal::Never));
}
SolveSteps walkDiagonal(const Maze& maze, ParamValues, Diagonal rule) {
    return walk<std::uint16_t>(detail::RuleMoves(maze, rule));
}
SolveSteps walkShaped(const Maze& maze, ParamValues) {
    return walk<std::uint16_t>(detail::SlotMoves(maze));
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
            "passage it first came in by. A diagonal move the rule allows is a passage too. It "
            "finds the goal in any maze, with loops or not, "
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
            .memory = "O(cells): two marks per passage, one byte per cell (two with diagonal "
                "moves)",
        },
        .nextStepRule = "Back in a cell it had entered before, along a passage walked for the "
                        "first time, it turns back; otherwise it takes the first passage with no "
                        "mark (east, south, west, north, then with diagonal moves south-east, "
                        "south-west, north-west, north-east), else the one with one mark.",
        .nextStepRuleShapes = "Back in a cell it had entered before, along a passage walked for "
                              "the first time, it turns back; otherwise it takes the first "
                              "passage with no mark (in the order of the cell's slots), else the "
                              "one with one mark.",
        .pseudocode = {
            "at the start; every passage unmarked",
            "loop:",
            "    if this cell was seen before and the passage just walked is new: go back",
            "    else take a passage with no mark, else the one with one mark, else stop",
            "    mark the passage and walk along it",
            "    if this is the goal: return the passages marked once",
            "return no path: every passage marked twice",
        },
        .create = &walkFourWays,
        .createShaped = &walkShaped,
        .createDiagonal = &walkDiagonal,
    };
    return info;
}

} // namespace mazelab
