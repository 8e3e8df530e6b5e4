#pragma once
// Lesson files (docs/file-format.md, "Lesson files"): a guided demonstration a lecturer can
// write in a text editor. A title, stages, and the scenario they run on, embedded whole at the
// end (maze, solver, its parameters, speed). Each stage names the solve step the run is played
// to when it opens, its narration, and optionally a question to stop for; a stage may also swap
// in another generator's maze or another solver, which starts a new run from step 0, make the
// run an agent's walk in the unknown maze (core/navigate.hpp), or edit the run's maze, which an
// incremental solver (core/incremental.hpp) then repairs.
//
// Reading validates everything and either returns a whole lesson or throws MazeFileError naming
// the line; nothing is partially loaded. Qt-free.

#include "core/learn/question_kinds.hpp"
#include "core/maze_file.hpp"
#include "core/params.hpp"
#include "core/scenario.hpp"

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mazelab {
struct SolverInfo;
}

namespace mazelab::learn {

inline constexpr int kLessonFileVersion = 1;
inline constexpr std::string_view kLessonFileMagic = "mazelab-lesson";
// The largest step a stage may name (besides `end`).
inline constexpr std::int64_t kMaxLessonStep = 1'000'000'000;

// A `maze` line: another generator's maze replaces the one on screen, generated at once with
// default parameters, start at its first cell and goal at its last ((0,0) and (W-1,H-1) on
// square cells). The stage's `cells`, `rings` and `shape` lines belong to it, as in a scenario
// file: the cells' shape (a polar maze is sized by its rings and ignores the size) and the
// shaping passes after the generator ("braid=40").
struct LessonMaze {
    std::string generator; // registry id
    Size size = {};
    std::uint64_t seed = 0;
    ShapeKind cells = ShapeKind::Square;
    int rings = 0; // polar cells only
    std::vector<std::string> shaping = {};
    friend bool operator==(const LessonMaze&, const LessonMaze&) = default;
};

// An `edit` line: a change of the run's maze made when its stage opens (docs/file-format.md,
// "Lesson files"). Cells are x,y as in a maze file.
struct LessonEdit {
    enum class Kind : std::uint8_t {
        Wall,    // close the wall on `side` of `cell` (both sides)
        Passage, // open it
        Cost,    // the cell's cost becomes `cost`
        Mask,    // the cell is switched off
        Start,   // the start moves to `cell`
        Goal,    // the goal moves to `cell`
    };
    Kind kind = Kind::Wall;
    Cell cell;
    int side = 0; // Wall, Passage: the slot; on square cells east 0, south 1, west 2, north 3
    int cost = 1; // Cost: 1 to 255
    friend bool operator==(const LessonEdit&, const LessonEdit&) = default;
};

// Applies the edit to `maze`; throws Error saying why it cannot (a cell outside, the outer
// border, a masked-off start), and then changes nothing.
void applyLessonEdit(Maze& maze, const LessonEdit& edit);

struct LessonStage {
    // `stage end`: the run's last step.
    static constexpr std::int64_t kEnd = std::numeric_limits<std::int64_t>::max();
    // Steps played when the stage opens: 0 before the first step, N after N steps, or kEnd.
    std::int64_t step = 0;
    std::string text; // the narration: words separated by single spaces
    std::optional<QuestionKind> question;
    std::optional<LessonMaze> maze;  // this stage shows another maze (a new run)
    std::optional<std::string> solver; // this stage runs another solver, defaults (a new run)
    // This stage starts the solver's agent walk with this sensor radius (a new run); the steps
    // of the run's stages then count the walk's NavSteps, the first plan being step 1.
    std::optional<int> agent;
    // Edits of the run's maze made when the stage opens, once the run is at the step of the stage
    // before it; the run's incremental solver then repairs its search, and the steps of this
    // stage and the next ones, up to another edit, count the repair's steps.
    std::vector<LessonEdit> edits;
    [[nodiscard]] bool startsRun() const {
        return maze.has_value() || solver.has_value() || agent.has_value();
    }
    friend bool operator==(const LessonStage&, const LessonStage&) = default;
};

struct Lesson {
    std::string title;
    std::vector<LessonStage> stages; // at least one
    Scenario scenario;
    friend bool operator==(const Lesson&, const Lesson&) = default;
};

[[nodiscard]] Lesson readLessonText(std::string_view text);
// Canonical text: read back it gives an equal lesson; narration wrapped at kLessonTextWidth.
[[nodiscard]] std::string writeLessonText(const Lesson& lesson);
inline constexpr std::size_t kLessonTextWidth = 96;

// What stage `index` runs: the scenario's maze and solver (with its parameters), changed by the
// last `maze` and `solver` lines at or before the stage. The maze is generated here for a `maze`
// line (provenance included). Throws Error for an index out of range.
struct LessonRun {
    MazeDocument maze;
    const SolverInfo* solver = nullptr;
    ParamValues params;
    int firstStage = 0;              // the stage that started this run
    Diagonal rule = Diagonal::Never; // the scenario's movement, for every run of the lesson
    // The stage whose step count the stage follows: the last stage with edits at or before it in
    // this run (the run's steps then count that repair's steps), else firstStage.
    int phaseStage = 0;
    std::optional<int> agentRadius; // the run is the solver's agent walk with this radius
};
[[nodiscard]] LessonRun lessonRun(const Lesson& lesson, int index);

// Runs every run of the lesson to its end and says which stage names a step beyond its run's
// last step ("stage 3 shows step 500, but bfs ends at step 212"); empty when every stage fits.
// A run with edits is played as the app plays it: to each edit stage's previous stage, then the
// edits and the repair; an agent walk counts its NavSteps.
[[nodiscard]] std::string lessonProblem(const Lesson& lesson);

} // namespace mazelab::learn
