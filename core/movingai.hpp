#pragma once
// The Moving AI grid benchmarks (N. Sturtevant, "Benchmarks for Grid-Based Pathfinding", IEEE
// Transactions on Computational Intelligence and AI in Games, 2012; docs/file-format.md,
// "Moving AI maps and scenarios"): `.map` files, a grid of passable and blocked cells, and their
// `.map.scen` files, a list of problems with the optimal length of each. Both readers validate
// everything and either return the whole result or throw MazeFileError naming the line.

#include "core/file_error.hpp"
#include "core/maze.hpp"
#include "core/maze_file.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mazelab {

// True if `path` ends in ".map" (any case): such a file is read as a Moving AI map wherever a
// maze file is opened (loadMazeFile).
[[nodiscard]] bool isMovingAiMapPath(std::string_view path);
// True if `path` ends in ".scen" (any case): a Moving AI scenario file, opened with its map.
[[nodiscard]] bool isMovingAiScenarioPath(std::string_view path);

// A map as a maze of its size: the passable cells ('.' and 'G') open to their passable
// neighbours, the blocked ones ('@', 'O', 'T', 'S' and 'W') masked off; the start on the first
// passable cell and the goal on the last, in reading order. No provenance. Accepts CRLF line ends
// and a last row without a line end.
[[nodiscard]] MazeDocument readMovingAiMap(std::string_view text);

// One problem of a scenario file: go from `start` to `goal` on the map `map` (its file name as
// the scenario gives it), whose shortest eight-direction path without corner cutting is
// `optimalLength` long (straight moves 1, diagonal moves sqrt(2)).
struct BenchmarkProblem {
    int line = 0; // in the scenario file
    int bucket = 0;
    std::string map;
    Size mapSize{0, 0};
    Cell start;
    Cell goal;
    double optimalLength = 0;
};

// A scenario file's problems, in the file's order. With `map`, each is checked against it: the
// size the problem gives is the map's, and its start and goal are inside and passable; with
// `mapName` too (the map file's name or path), the problem's map is that file (their names
// after the last '/' or '\\' are the same).
[[nodiscard]] std::vector<BenchmarkProblem> readMovingAiScenarios(std::string_view text,
                                                                  const Maze* map = nullptr,
                                                                  std::string_view mapName = {});
[[nodiscard]] std::vector<BenchmarkProblem> loadMovingAiScenarios(const std::string& path,
                                                                  const Maze* map = nullptr,
                                                                  std::string_view mapName = {});

// How close to the published optimum a cost must be to be optimal: the files give eight decimals.
inline constexpr double kOptimalTolerance = 1e-4;
// Whether a path of cost `cost` is longer than the published `optimal` length, beyond the
// files' rounding (kOptimalTolerance).
[[nodiscard]] inline bool missesOptimum(double cost, double optimal) {
    return cost > optimal + kOptimalTolerance;
}

// A scenario file with its map, read and checked against each other: what the desktop app, the
// Experiment window and `mazelab-cli benchmark` open.
struct MovingAiBenchmark {
    std::string scenarioPath;
    std::string mapPath;
    MazeDocument map;
    std::vector<BenchmarkProblem> problems; // the whole file, in its order, checked against the map
};
// The scenario file `scenarioPath` and its map (docs/semantics.md, "Benchmark problems"):
// `mapPath` if given, else the file the first problem names (its folder dropped) in the
// scenario's folder, else the scenario's own path without ".scen" when it ends in ".map.scen".
// Every problem is checked against the map (its name, size, and passable endpoints). Throws
// Error: a file that cannot be read names itself; a bad line of either file is "<its path as
// passed>: line N: <what is wrong>"; no map found is such an error of the first problem's line,
// listing the paths looked for.
[[nodiscard]] MovingAiBenchmark
loadMovingAiBenchmark(const std::string& scenarioPath,
                      const std::optional<std::string>& mapPath = std::nullopt);
// The problems of `mapPath`'s scenario file, `mapPath` + ".scen", checked against `map`: none
// when there is no such file. Throws Error, naming the scenario file and the line, as above.
[[nodiscard]] std::vector<BenchmarkProblem> loadScenariosBeside(const std::string& mapPath,
                                                                const Maze& map);

} // namespace mazelab
