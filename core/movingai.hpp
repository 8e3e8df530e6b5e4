#pragma once
// The Moving AI grid benchmarks (N. Sturtevant, "Benchmarks for Grid-Based Pathfinding", IEEE
// Transactions on Computational Intelligence and AI in Games, 2012; docs/file-format.md,
// "Moving AI maps and scenarios"): `.map` files, a grid of passable and blocked cells, and their
// `.map.scen` files, a list of problems with the optimal length of each. Both readers validate
// everything and either return the whole result or throw MazeFileError naming the line.

#include "core/file_error.hpp"
#include "core/maze.hpp"
#include "core/maze_file.hpp"

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

// A scenario file with its map, as the desktop app opens them. The errors of either file name
// it ("arena2.map.scen: line 12: ...").
struct MovingAiBenchmark {
    std::string scenarioPath;
    std::string mapPath;
    MazeDocument map;
    std::vector<BenchmarkProblem> problems; // checked against the map
};
// The scenario file `scenarioPath` and its map: the file its first problem names, in the
// scenario's folder, else the scenario's own path without ".scen". Throws Error (a missing map,
// a map or a problem that does not fit, a malformed line).
[[nodiscard]] MovingAiBenchmark loadMovingAiBenchmark(const std::string& scenarioPath);
// The problems of `mapPath`'s scenario file, `mapPath` + ".scen", checked against `map`: none
// when there is no such file. Throws Error, naming the scenario file, as above.
[[nodiscard]] std::vector<BenchmarkProblem> loadScenariosBeside(const std::string& mapPath,
                                                                const Maze& map);

} // namespace mazelab
