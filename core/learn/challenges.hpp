#pragma once
// Build-a-maze challenges: each starts from a generated maze and asks the student to edit it
// (walls, start and goal, costs) until a condition on real solver runs holds. The check runs
// the registered solvers with solveMaze and reports every part of the condition with its
// figures. The challenges, their conditions and thresholds are in docs/semantics.md
// ("Challenges").

#include "core/maze.hpp"
#include "core/maze_file.hpp"
#include "core/movement.hpp"
#include "core/shaping.hpp"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace mazelab::learn {

// One part of a challenge's condition, as the student reads it, with its figures:
// "Depth-First Search (same bias): 48 moves, the shortest 14: 3.42 times (needs at least 3)".
struct ChallengePart {
    std::string text;
    bool holds = false;
};

struct ChallengeCheck {
    std::vector<ChallengePart> parts;
    // Every part holds (and there is at least one).
    [[nodiscard]] bool passed() const;
};

// Where a challenge starts: a generated maze (the generator's default parameters), and where
// its start and goal are put when the generator's corners would not do. Its cells are square
// unless it says otherwise; a polar maze is sized by its rings and has no `size`.
struct StartingMaze {
    std::string_view generator; // registry id
    Size size;
    std::uint64_t seed = 0;
    Shaping shaping = {};
    Cell start = {0, 0};
    // x or y below 0: counted from the far side (the last row, the end of its row); (-1, -1) is
    // the last cell.
    Cell goal = {-1, -1};
    ShapeKind cells = ShapeKind::Square;
    int rings = 0; // polar cells only
};

struct Challenge {
    std::string_view id;    // kebab-case, stable: for the session log and the stored solutions
    std::string_view title; // for the list
    std::string_view task;  // what to do, and what may be edited
    std::string_view hint;  // why the condition can hold: the idea the challenge teaches
    StartingMaze start;
    // The movement its solvers run under (core/movement.hpp): Start sets the control panel to
    // it, so that Solve shows the runs the check makes.
    Diagonal rule = Diagonal::Never;
    // Runs the solvers on `maze` and reports each part. Never throws on a valid maze.
    ChallengeCheck (*check)(const Maze& maze) = nullptr;
};

[[nodiscard]] std::span<const Challenge> challenges();
// nullptr if no challenge has that id.
[[nodiscard]] const Challenge* findChallenge(std::string_view id);

// The maze a challenge starts from, with its provenance (generator and seed, as a maze file
// records them). Throws Error if the generator does not build the challenge's cells.
[[nodiscard]] MazeDocument startingDocument(const Challenge& challenge);

} // namespace mazelab::learn
