#pragma once
// Scenario files (docs/file-format.md, "Scenario files"): everything a lecturer prepares for one
// demonstration, in one small versioned text file: the maze itself (a whole maze file, walls,
// costs, mask and provenance), start and goal (inside it), the generator, size, seed, parameters
// and shaping that Generate would use next, the chosen solver with its parameters (and the race's
// solvers), the
// speed and the view options. Qt-free, so that the command line can read scenarios too.
//
// Loading validates every field (ids against the registry, parameters against their specs, the
// shaping, the speed) and either returns a whole scenario or throws MazeFileError naming the
// line and what is wrong; nothing is partially loaded.

#include "core/maze_file.hpp"
#include "core/movement.hpp"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace mazelab {

struct Scenario {
    enum class Speed : std::uint8_t { Slow, Fast, Fastest, Custom, Instant };

    // What Generate would make next (the control panel's choices).
    std::string generator = "binary-tree";  // registry id
    std::vector<std::string> params;        // "key=value", as formatParams writes them
    std::uint64_t seed = 0;
    Size size = {19, 19};
    std::vector<std::string> shaping;       // "braid=40", ... as formatShaping writes them
    // The cells' shape Generate would use: a "cells" line unless square, and a "rings" line (2 to
    // 256, counting the centre) for polar, which then ignores `size`.
    ShapeKind cells = ShapeKind::Square;
    int rings = 0;
    // The solver Solve runs, and the race's solvers (empty: none chosen).
    std::string solver = "bfs";
    std::vector<std::string> solverParams;  // the solver's "key=value", as formatParams writes them
    std::vector<std::string> race;
    // The runs' movement (core/movement.hpp): written as a "diagonal" line unless Never, and
    // the solver must take it.
    Diagonal diagonal = Diagonal::Never;
    Speed speed = Speed::Fast;
    double stepsPerSecond = 50;             // Custom only: kMin- to kMaxStepsPerSecond
    bool grid = false;
    bool thinWalls = false;
    // The maze on screen, start and goal included.
    MazeDocument maze;

    friend bool operator==(const Scenario& a, const Scenario& b);
};

// The range of a custom speed, and so of the speed slider and of the presets (the presets of a
// 4096 x 4096 maze stay within it).
inline constexpr double kMinStepsPerSecond = 1;
inline constexpr double kMaxStepsPerSecond = 1'000'000;

inline constexpr int kScenarioFileVersion = 1;
inline constexpr std::string_view kScenarioFileMagic = "mazelab-scenario";

// "slow", "fast", "fastest", "custom", "instant".
[[nodiscard]] std::string_view speedId(Scenario::Speed speed);

[[nodiscard]] std::string writeScenarioText(const Scenario& scenario);
[[nodiscard]] Scenario readScenarioText(std::string_view text);

// File wrappers: errors opening, reading or writing the file are MazeFileError with line 0.
void saveScenarioFile(const std::string& path, const Scenario& scenario);
[[nodiscard]] Scenario loadScenarioFile(const std::string& path);

} // namespace mazelab
