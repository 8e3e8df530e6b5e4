#pragma once
// The conditions of the built-in challenges (core/learn/challenges.hpp), with their thresholds;
// docs/semantics.md ("Challenges") states each one.

#include "core/learn/challenges.hpp"
#include "core/movement.hpp"

#include <cstdint>

namespace mazelab::learn {

// Ratios are in percent, compared in integers: a path "at least 3 times" the shortest is
// moves * 100 >= 300 * shortest.
inline constexpr std::int64_t kDfsLongerPercent = 300;         // DFS's path / the shortest
inline constexpr double kAstarUnderPercent = 20;               // A* searches under this share
inline constexpr double kBfsOverPercent = 80;                  // BFS searches over this share
inline constexpr std::int64_t kGreedyLongerPercent = 150;      // greedy's path / A*'s
inline constexpr std::int64_t kCheaperBy = 10;                 // BFS's path cost - Dijkstra's
inline constexpr std::int64_t kBidirectionalUnderPercent = 50; // bidirectional / BFS searched
inline constexpr std::int64_t kLoopCellsLeft = 20;   // cells dead-end filling leaves off its path
inline constexpr std::int64_t kJpsUnderPercent = 10; // JPS's expanded / A* (octile)'s
inline constexpr int kPolarTreeRings = 6; // the rings of the polar maze to make a tree again
// The movement of the JPS challenge: the benchmark's rule, no corner cutting.
inline constexpr Diagonal kJpsRule = Diagonal::OnlyWhenNoObstacles;

[[nodiscard]] ChallengeCheck checkDfsLongWay(const Maze& maze);
[[nodiscard]] ChallengeCheck checkAstarFocus(const Maze& maze);
[[nodiscard]] ChallengeCheck checkDifferentPaths(const Maze& maze);
[[nodiscard]] ChallengeCheck checkWallFollowerIsland(const Maze& maze);
[[nodiscard]] ChallengeCheck checkGreedyDetour(const Maze& maze);
[[nodiscard]] ChallengeCheck checkDijkstraCheaper(const Maze& maze);
[[nodiscard]] ChallengeCheck checkBidirectionalHalf(const Maze& maze);
[[nodiscard]] ChallengeCheck checkDeadEndLoops(const Maze& maze);
[[nodiscard]] ChallengeCheck checkJpsTenth(const Maze& maze);
[[nodiscard]] ChallengeCheck checkPolarTree(const Maze& maze);

// "3.42": num / den to two decimals, rounded down (so a ratio shown as 3.00 is at least 3).
[[nodiscard]] std::string ratioText(std::int64_t num, std::int64_t den);

} // namespace mazelab::learn
