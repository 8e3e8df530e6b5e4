#pragma once
// Lesson files (docs/file-format.md, "Lesson files"): a guided demonstration a lecturer can
// write in a text editor. A title, stages, and the scenario they run on, embedded whole at the
// end (maze, solver, its parameters, speed). Each stage names the solve step the run is played
// to when it opens, its narration, and optionally a question to stop for; a stage may also swap
// in another generator's maze or another solver, which starts a new run from step 0.
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

struct LessonStage {
    // `stage end`: the run's last step.
    static constexpr std::int64_t kEnd = std::numeric_limits<std::int64_t>::max();
    // Steps played when the stage opens: 0 before the first step, N after N steps, or kEnd.
    std::int64_t step = 0;
    std::string text; // the narration: words separated by single spaces
    std::optional<QuestionKind> question;
    std::optional<LessonMaze> maze;  // this stage shows another maze (a new run)
    std::optional<std::string> solver; // this stage runs another solver, defaults (a new run)
    [[nodiscard]] bool startsRun() const { return maze.has_value() || solver.has_value(); }
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
};
[[nodiscard]] LessonRun lessonRun(const Lesson& lesson, int index);

// Runs every run of the lesson to its end and says which stage names a step beyond its run's
// last step ("stage 3 shows step 500, but bfs ends at step 212"); empty when every stage fits.
[[nodiscard]] std::string lessonProblem(const Lesson& lesson);

} // namespace mazelab::learn
