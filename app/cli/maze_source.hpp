#pragma once
// Where a command's maze comes from: a maze file (--maze) or a generator (--generator or
// generate's --algorithm, with --size, --seed, --param, the shaping options and --mask), then
// --start and --goal. Shared by generate, solve, render and metrics.

#include "cli/options.hpp"

#include "core/maze_file.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace mazelab::cli {

// Options of the generation, as every command that generates lists them in its help.
inline constexpr OptionSpec kShapeOption{
    "--shape", "NAME",
    "with a generator: the cells, square (default), hex, triangle, polar or weave"};
// A flag (no value): --shape weave said shortly.
inline constexpr OptionSpec kWeaveOption{
    "--weave", "", "with a generator: a weave maze, square cells whose passages may cross"};
inline constexpr OptionSpec kRingsOption{
    "--rings", "N", "with --shape polar: rings counting the centre, 2 to 256 (instead of --size)"};
inline constexpr OptionSpec kBraidOption{
    "--braid", "PERCENT", "with a generator: remove this share of dead ends (0-100)"};
inline constexpr OptionSpec kSymmetryOption{"--symmetry", "NAME",
                                            "with a generator: none, left-right or top-bottom "
                                            "(a mirrored layout)"};
inline constexpr OptionSpec kTerrainOption{"--terrain", "D[,P[,M]]",
                                           "with a generator: weight D% of the cells with costs "
                                           "2..M (default 9) in patches of patchiness P "
                                           "(default 50)"};
inline constexpr OptionSpec kMaskOption{"--mask", "FILE",
                                        "with a generator: rows of '.' (cell) and '#' (switched "
                                        "off)"};

// The options of a maze given as a file or a generator, for solve, render and metrics.
inline constexpr OptionSpec kMazeOption{"--maze", "FILE", "the maze file to use"};
inline constexpr OptionSpec kGeneratorOption{"--generator", "ID",
                                             "or generate the maze with this generator"};
inline constexpr OptionSpec kGeneratorSizeOption{"--size", "WxH",
                                                 "with --generator: width x height, each 2 to "
                                                 "4096"};
inline constexpr OptionSpec kGeneratorSeedOption{"--seed", "N",
                                                 "with --generator: the random seed"};
inline constexpr OptionSpec kGeneratorParamOption{
    "--param", "KEY=VALUE", "with --generator: a generator parameter (repeatable)", true};
inline constexpr OptionSpec kStartOption{"--start", "x,y",
                                         "move the start (default: the file's, else 0,0)"};
inline constexpr OptionSpec kGoalOption{"--goal", "x,y",
                                        "move the goal (default: the file's, else W-1,H-1)"};

// Solve's and render's maze options, in the order their help lists them.
inline constexpr std::array<OptionSpec, 14> kMazeSourceOptions = {
    kMazeOption,    kGeneratorOption,     kShapeOption,          kWeaveOption, kGeneratorSizeOption,
    kRingsOption,   kGeneratorSeedOption, kGeneratorParamOption, kBraidOption, kSymmetryOption,
    kTerrainOption, kMaskOption,          kStartOption,          kGoalOption};

// Solve's and render's options: `first` (their --algorithm), the maze options, then `last`.
[[nodiscard]] std::vector<OptionSpec> withMazeSourceOptions(const OptionSpec& first,
                                                            std::span<const OptionSpec> last = {});

struct LoadedMaze {
    MazeDocument document;
    std::optional<std::string> file; // the maze file it came from, if any
};

// The generator or solver with this id; an unknown id is a usage error listing the valid ones.
[[nodiscard]] const GeneratorInfo& requireGenerator(std::string_view id);
[[nodiscard]] const SolverInfo& requireSolver(std::string_view id);
// --algorithm as the solver `command` needs.
[[nodiscard]] const SolverInfo& requireSolver(const Options& options, std::string_view command);

// The generation the options ask for: size, seed, parameters, shaping (--braid, --symmetry,
// --terrain) and --mask, all checked before any maze is built. `who` names what needs them.
[[nodiscard]] GenerateRequest buildRequest(const GeneratorInfo& generator, const Options& options,
                                           std::string_view who);
[[nodiscard]] MazeDocument buildMaze(const GeneratorInfo& generator, const Options& options,
                                     std::string_view who);

// --start and --goal as given; read before the maze is built, so that a typo is reported at once
// rather than after generating a large maze.
struct Endpoints {
    std::optional<Cell> start;
    std::optional<Cell> goal;
};
[[nodiscard]] Endpoints parseEndpoints(const Options& options);
// Both cells are checked together, so swapping the start and the goal in one command works.
void applyEndpoints(const Endpoints& endpoints, Maze& maze);

// The maze of --maze FILE or --generator ID ..., with --start and --goal applied.
[[nodiscard]] LoadedMaze loadMaze(const Options& options, std::string_view command);

// "79x79 from binary-tree, seed 1, bias=se" or "3x3 from maze.txt (binary-tree, seed 1, ...)".
[[nodiscard]] std::string describeMaze(const LoadedMaze& loaded);

// Saves the maze file at `path`, naming a missing directory as such.
void saveOutput(const std::string& path, const MazeDocument& document);

} // namespace mazelab::cli
