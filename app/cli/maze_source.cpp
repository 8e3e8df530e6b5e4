#include "cli/maze_source.hpp"

#include "core/shaping.hpp"

#include <algorithm>
#include <filesystem>
#include <system_error>
#include <vector>

namespace mazelab::cli {

const GeneratorInfo& requireGenerator(std::string_view id) {
    return checkArgument([&]() -> const GeneratorInfo& { return generatorById(id); });
}

const SolverInfo& requireSolver(std::string_view id) {
    return checkArgument([&]() -> const SolverInfo& { return solverById(id); });
}

const SolverInfo& requireSolver(const Options& options, std::string_view command) {
    const auto id = options.get("--algorithm");
    if (!id)
        throw UsageError(std::string(command) + " needs --algorithm ID, the solver: one of " +
                         solverIds());
    return requireSolver(*id);
}

std::vector<OptionSpec> withMazeSourceOptions(const OptionSpec& first,
                                              std::span<const OptionSpec> last) {
    std::vector<OptionSpec> options(1 + kMazeSourceOptions.size() + last.size());
    options.front() = first;
    const auto next = std::copy(kMazeSourceOptions.begin(), kMazeSourceOptions.end(),
                                options.begin() + 1);
    std::copy(last.begin(), last.end(), next);
    return options;
}

namespace {

Shaping shapingOf(const Options& options, const GenerateRequest& request) {
    std::vector<std::string> shaping;
    for (const std::string_view key : {"braid", "symmetry", "terrain"})
        if (const auto value = options.get("--" + std::string(key)))
            shaping.push_back(std::string(key) + "=" + *value);
    const Shaping parsed = checkArgument([&] { return parseShaping(shaping); });
    checkArgument([&] {
        if (auto error = shapingError(parsed, request.shape, request.size); !error.empty())
            throw Error(error);
    });
    return parsed;
}

// --shape, and --size or --rings as the shape needs.
void readShape(const Options& options, std::string_view who, GenerateRequest& request) {
    if (const auto name = options.get("--shape"))
        request.shape = checkArgument([&] { return shapeById(*name); });
    if (options.has("--weave")) {
        if (request.shape != ShapeKind::Square && request.shape != ShapeKind::Weave)
            throw UsageError("--weave needs square cells: its passages cross under square cells, "
                             "so drop --shape " +
                             std::string(shapeId(request.shape)) + " or --weave");
        request.shape = ShapeKind::Weave;
    }
    if (request.shape != ShapeKind::Polar) {
        if (options.has("--rings"))
            throw UsageError("--rings sizes a polar maze (--shape polar); a " +
                             std::string(shapeId(request.shape)) + " maze takes --size WxH");
        request.size = requireSize(options, who);
        return;
    }
    if (options.has("--size"))
        throw UsageError("a polar maze is sized by its rings: give --rings N instead of --size");
    const auto rings = options.get("--rings");
    if (!rings)
        throw UsageError(std::string(who) + " needs --rings N with --shape polar: the rings, " +
                         "counting the centre cell (" + std::to_string(Shape::kMinRings) + " to " +
                         std::to_string(Shape::kMaxRings) + ")");
    request.rings = int(parseCount("--rings", *rings, Shape::kMaxRings, "the rings"));
    if (request.rings < Shape::kMinRings)
        throw UsageError("--rings " + *rings + " is too few: a polar maze has " +
                         std::to_string(Shape::kMinRings) + " to " +
                         std::to_string(Shape::kMaxRings) + " rings, counting the centre cell");
}

std::vector<std::uint8_t> maskOf(const GeneratorInfo& generator, const std::string& file,
                                 Size size) {
    std::vector<std::uint8_t> mask;
    try {
        mask = loadMaskFile(file, size);
    } catch (const MazeFileError& e) {
        throw UsageError(e.line() ? "--mask " + file + ", line " + std::to_string(e.line()) +
                                        ": " + e.detail()
                                  : std::string(e.what()));
    }
    if (!generator.honoursMask)
        throw UsageError("--mask: " + std::string(generator.name) + " cannot honour a mask: " +
                         std::string(generator.noMaskReason) +
                         " Use one of the generators that list \"mask\" in `list`.");
    return mask;
}

} // namespace

GenerateRequest buildRequest(const GeneratorInfo& generator, const Options& options,
                             std::string_view who) {
    GenerateRequest request{.generator = &generator};
    readShape(options, who, request);
    checkArgument([&] {
        if (const std::string error = generator.shapeError(request.shape); !error.empty())
            throw Error(error);
    });
    request.seed = requireSeed(options, who);
    const std::vector<std::string> assignments = options.all("--param");
    request.params = checkArgument([&] { return resolveParams(generator.params, assignments); });
    request.shaping = shapingOf(options, request);
    if (const auto maskFile = options.get("--mask"))
        request.mask = maskOf(generator, *maskFile, request.size);
    return request;
}

MazeDocument buildMaze(const GeneratorInfo& generator, const Options& options,
                       std::string_view who) {
    const GenerateRequest request = buildRequest(generator, options, who);
    return MazeDocument{checkArgument([&] { return generateMaze(request); }),
                        provenanceOf(request)};
}

Endpoints parseEndpoints(const Options& options) {
    Endpoints endpoints;
    if (const auto text = options.get("--start"))
        endpoints.start = parseCell("--start", *text);
    if (const auto text = options.get("--goal"))
        endpoints.goal = parseCell("--goal", *text);
    return endpoints;
}

void applyEndpoints(const Endpoints& endpoints, Maze& maze) {
    if (!endpoints.start && !endpoints.goal)
        return;
    checkArgument([&] {
        maze.setEndpoints(endpoints.start.value_or(maze.start()),
                          endpoints.goal.value_or(maze.goal()));
    });
}

namespace {

MazeDocument readMazeOption(const Options& options, const std::string& file) {
    for (std::string_view option : {"--shape", "--weave", "--size", "--rings", "--seed", "--param",
                                    "--braid", "--symmetry", "--terrain", "--mask"})
        if (options.has(option))
            throw UsageError(std::string(option) +
                             " applies only with --generator: a maze file brings its own "
                             "maze (drop " + std::string(option) + " or use --generator)");
    try {
        return loadMazeFile(file);
    } catch (const MazeFileError& e) {
        // Errors of the file as a whole already name it; those of a line do not.
        if (e.line() == 0)
            throw;
        throw Error(file + ": line " + std::to_string(e.line()) + ": " + e.detail());
    }
}

} // namespace

LoadedMaze loadMaze(const Options& options, std::string_view command) {
    const auto file = options.get("--maze");
    const auto generatorId = options.get("--generator");
    if (file && generatorId)
        throw UsageError("give either --maze FILE or --generator ID, not both");
    if (!file && !generatorId)
        throw UsageError(std::string(command) +
                         " needs a maze: give --maze FILE, or --generator ID --size WxH "
                         "--seed N");
    const Endpoints endpoints = parseEndpoints(options);
    LoadedMaze loaded;
    if (generatorId) {
        loaded.document = buildMaze(requireGenerator(*generatorId), options, "--generator");
    } else {
        loaded.document = readMazeOption(options, *file);
        loaded.file = *file;
    }
    applyEndpoints(endpoints, loaded.document.maze);
    return loaded;
}

std::string describeMaze(const LoadedMaze& loaded) {
    const MazeDocument& document = loaded.document;
    const Maze& maze = document.maze;
    // "19x19", "hex 9x6", "polar, 6 rings"
    std::string text = maze.shapeKind() == ShapeKind::Polar
                           ? "polar, " + std::to_string(maze.height()) + " rings"
                           : toString(maze.size());
    if (maze.shapeKind() == ShapeKind::Hex || maze.shapeKind() == ShapeKind::Triangle ||
        maze.shapeKind() == ShapeKind::Weave)
        text = std::string(shapeId(maze.shapeKind())) + " " + text;
    if (!document.maze.hasUnitCosts())
        text += " weighted";
    if (document.maze.hasMask())
        text += " masked (" + std::to_string(document.maze.activeCellCount()) + " cells)";
    if (loaded.file)
        text += " from " + *loaded.file;
    if (const auto& p = document.provenance) {
        std::string origin = p->generator + ", seed " + std::to_string(p->seed);
        for (const std::string& param : p->params)
            origin += ", " + param;
        for (const std::string& shape : p->shaping)
            origin += ", " + shape;
        text += loaded.file ? " (" + origin + ")" : " from " + origin;
    }
    return text;
}

// A missing directory is named as such (the system's "No such file or directory" would leave
// open which part of the path is missing); the rest is the maze file module's atomic save, which
// leaves an existing file intact when a save fails.
void saveOutput(const std::string& path, const MazeDocument& document) {
    namespace fs = std::filesystem;
    std::error_code ignored;
    const fs::path directory = fs::path(path).parent_path();
    if (!directory.empty() && !fs::is_directory(directory, ignored))
        throw Error("cannot write " + pathInQuotes(path) + ": the directory " +
                    pathInQuotes(directory.string()) + " does not exist");
    if (fs::is_directory(fs::path(path), ignored))
        throw Error("cannot write " + pathInQuotes(path) + ": it is a directory; give a file name");
    saveMazeFile(path, document);
}

} // namespace mazelab::cli
