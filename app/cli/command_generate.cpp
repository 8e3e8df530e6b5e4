// generate: builds a maze and writes its maze file to standard output or to --output.

#include "cli/command.hpp"
#include "cli/maze_source.hpp"

namespace mazelab::cli {
namespace {

int runGenerate(const Options& options, std::span<const std::string>, std::ostream& out) {
    const auto id = options.get("--algorithm");
    if (!id)
        throw UsageError("generate needs --algorithm ID, the generator: one of " +
                         generatorIds());
    const GeneratorInfo& generator = requireGenerator(*id);
    const Endpoints endpoints = parseEndpoints(options);
    MazeDocument document = buildMaze(generator, options, "generate");
    applyEndpoints(endpoints, document.maze);
    if (const auto file = options.get("--output"))
        saveOutput(*file, document);
    else
        out << writeMazeText(document);
    return kExitOk;
}

} // namespace

Command generateCommand() {
    return {
        .name = "generate",
        .synopsis = "generate --algorithm ID --size WxH --seed N [OPTIONS]",
        .summary =
            "  Builds a maze and writes it as a maze file, with its provenance (generator, seed,\n"
            "  parameters), to standard output or to --output.",
        .options = {{"--algorithm", "ID", "the generator (required)"},
                    kShapeOption,
                    kWeaveOption,
                    {"--size", "WxH",
                     "width x height in cells, each 2 to 4096 (required but for polar mazes)"},
                    kRingsOption,
                    {"--seed", "N",
                     "the random seed, 0 to 2^64-1 (required: it makes the maze "
                     "reproducible)"},
                    {"--param", "KEY=VALUE", "a generator parameter (repeatable; see list)", true},
                    kBraidOption,
                    kSymmetryOption,
                    kTerrainOption,
                    kMaskOption,
                    {"--start", "x,y", "the start cell (default 0,0)"},
                    {"--goal", "x,y", "the goal cell (default W-1,H-1)"},
                    {"--output", "FILE",
                     "write the maze file there instead of to standard output"}},
        .listsGenerators = true,
        .run = &runGenerate,
    };
}

} // namespace mazelab::cli
