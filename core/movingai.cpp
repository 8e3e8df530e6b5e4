// Moving AI maps and scenarios (core/movingai.hpp).

#include "core/movingai.hpp"

#include "core/text_fields.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <optional>

namespace mazelab {
namespace {

using text::excerpt;
using text::LineReader;
using text::NumberStatus;
using text::parseNumber;
using text::trimmed;
using text::words;

constexpr std::string_view kPassable = ".G";
constexpr std::string_view kBlocked = "@OTSW";

// "height 512" -> 512, checked against the maze's limits; `key` is "height" or "width".
int readSide(const std::vector<std::string_view>& fields, int line) {
    const std::string key(fields[0]);
    if (fields.size() != 2)
        throw MazeFileError(line, "'" + key + "' takes exactly one value, the number of " +
                                      (key == "height" ? "rows" : "columns"));
    int side = 0;
    if (parseNumber(fields[1], side) != NumberStatus::Ok || side < Maze::kMinSide ||
        side > Maze::kMaxSide)
        throw MazeFileError(line, "the map's " + key + " " + excerpt(fields[1]) +
                                      " is out of range: mazelab opens maps of " +
                                      std::to_string(Maze::kMinSide) + " to " +
                                      std::to_string(Maze::kMaxSide) + " cells each way");
    return side;
}

// The lines before "map": type octile, height H and width W, each once, in any order.
Size readMapHeader(LineReader& lines) {
    std::optional<int> height;
    std::optional<int> width;
    bool typed = false;
    std::string_view line;
    while (lines.next(line)) {
        const auto fields = words(line);
        if (fields.empty())
            continue;
        const int number = lines.number();
        if (fields[0] == "map" && fields.size() == 1) {
            if (!typed)
                throw MazeFileError(number, "the map has no 'type octile' line before 'map'");
            if (!height || !width)
                throw MazeFileError(number, std::string("the map has no '") +
                                                (height ? "width" : "height") +
                                                " N' line before 'map'");
            return {*width, *height};
        }
        if (fields[0] == "type") {
            if (fields.size() != 2 || fields[1] != "octile")
                throw MazeFileError(number, "map type " +
                                                excerpt(fields.size() > 1 ? fields[1] : "") +
                                                " is not supported: mazelab reads 'type octile' "
                                                "maps");
            typed = true;
        } else if (fields[0] == "height" || fields[0] == "width") {
            std::optional<int>& side = fields[0] == "height" ? height : width;
            if (side)
                throw MazeFileError(number,
                                    "the map gives its " + std::string(fields[0]) + " twice");
            side = readSide(fields, number);
        } else if (number == 1) {
            throw MazeFileError(1, "not a Moving AI map: the first line must be 'type octile', "
                                   "found " +
                                       excerpt(line));
        } else {
            throw MazeFileError(number, "unknown line " + excerpt(line) +
                                            " in the map's header: it holds 'type octile', "
                                            "'height H', 'width W' and then 'map'");
        }
    }
    throw MazeFileError(lines.endLine(), lines.number() == 0
                                             ? "the map file is empty"
                                             : "the map ends before its 'map' line");
}

// True if `path` ends in `suffix` (lower case), in any case.
bool endsWithLower(std::string_view path, std::string_view suffix) {
    if (path.size() < suffix.size())
        return false;
    const std::string_view end = path.substr(path.size() - suffix.size());
    return std::equal(end.begin(), end.end(), suffix.begin(),
                      [](char a, char b) { return std::tolower((unsigned char)a) == b; });
}

// Runs `read`, a reader of the file `path`: an error of one of its lines (MazeFileError) becomes
// one that names the file as given ("maps/a.map.scen: line 3: ..."); one of the file as a whole
// already names it.
template <typename Read>
auto readingFile(const std::string& path, Read&& read) {
    try {
        return std::forward<Read>(read)();
    } catch (const MazeFileError& e) {
        if (e.line() == 0)
            throw;
        throw Error(path + ": line " + std::to_string(e.line()) + ": " + e.detail());
    }
}

// The map of a scenario file whose first problem is `first`: the file that problem names, its
// folder dropped, in the scenario's folder, else the scenario's path without ".scen". Throws a
// MazeFileError of the problem's line listing the paths looked for.
std::string findMap(const std::string& scenarioPath, const BenchmarkProblem& first) {
    const std::string& named = first.map;
    const std::string name = named.substr(named.find_last_of("/\\") + 1);
    std::vector<std::string> tried = {
        (std::filesystem::path(scenarioPath).parent_path() / name).string()};
    // Only a ".map.scen" file: without ".scen" it is then read as a map.
    if (endsWithLower(scenarioPath, ".map.scen")) {
        std::string bare = scenarioPath.substr(0, scenarioPath.size() - 5);
        if (bare != tried.front())
            tried.push_back(std::move(bare));
    }
    std::string list;
    for (const std::string& path : tried) {
        std::error_code ignored;
        if (std::filesystem::is_regular_file(path, ignored))
            return path;
        list += (list.empty() ? "'" : " and '") + path + "'";
    }
    throw MazeFileError(first.line, "cannot find the problems' map " + excerpt(named) +
                                        ": looked for " + list +
                                        "; put the map beside the scenario file, or give its "
                                        "path with mazelab-cli benchmark --maze FILE");
}

} // namespace

bool isMovingAiMapPath(std::string_view path) {
    return endsWithLower(path, ".map");
}

bool isMovingAiScenarioPath(std::string_view path) {
    return endsWithLower(path, ".scen");
}

MazeDocument readMovingAiMap(std::string_view text) {
    LineReader lines(text);
    const Size size = readMapHeader(lines);
    std::vector<std::uint8_t> passable(std::size_t(size.cells()), 0);
    std::string_view row;
    for (int y = 0; y < size.height; ++y) {
        if (!lines.next(row))
            throw MazeFileError(lines.endLine(), "the map ends after " + std::to_string(y) +
                                                     " rows: its height is " +
                                                     std::to_string(size.height));
        if (row.size() != std::size_t(size.width))
            throw MazeFileError(lines.number(),
                                "map row " + std::to_string(y + 1) + " has " +
                                    std::to_string(row.size()) + " characters: it must have " +
                                    std::to_string(size.width) + ", the map's width");
        for (int x = 0; x < size.width; ++x) {
            const char c = row[std::size_t(x)];
            if (kPassable.find(c) != std::string_view::npos)
                passable[std::size_t(y) * std::size_t(size.width) + std::size_t(x)] = 1;
            else if (kBlocked.find(c) == std::string_view::npos)
                throw MazeFileError(lines.number(),
                                    "unknown terrain " + excerpt(row.substr(std::size_t(x), 1)) +
                                        " at column " + std::to_string(x + 1) + " of map row " +
                                        std::to_string(y + 1) +
                                        ": passable cells are '.' and 'G', blocked ones '@', "
                                        "'O', 'T', 'S' and 'W'");
        }
    }
    while (lines.next(row))
        if (!trimmed(row).empty())
            throw MazeFileError(lines.number(), "the map has more rows than its height, " +
                                                    std::to_string(size.height));

    const auto first = std::find(passable.begin(), passable.end(), std::uint8_t{1});
    const auto last = std::find(passable.rbegin(), passable.rend(), std::uint8_t{1});
    const auto count = std::count(passable.begin(), passable.end(), std::uint8_t{1});
    if (count < 2)
        throw MazeFileError(lines.endLine(), "the map has " + std::to_string(count) +
                                                 " passable cells: it needs at least two, for a "
                                                 "start and a goal");

    MazeDocument document{Maze(size), std::nullopt};
    Maze& maze = document.maze;
    for (CellIndex i = 0; i < maze.cellCount(); ++i) {
        if (!passable[std::size_t(i)])
            continue;
        const Cell c = maze.cellAt(i);
        if (c.x + 1 < size.width && passable[std::size_t(i) + 1])
            maze.carve(i, Dir::East);
        if (c.y + 1 < size.height && passable[std::size_t(i) + std::size_t(size.width)])
            maze.carve(i, Dir::South);
    }
    const auto indexOf = [&](std::ptrdiff_t i) { return maze.cellAt(CellIndex(i)); };
    maze.setEndpoints(indexOf(first - passable.begin()),
                      indexOf(std::distance(last, passable.rend()) - 1));
    for (CellIndex i = 0; i < maze.cellCount(); ++i)
        if (!passable[std::size_t(i)])
            maze.setActive(i, false);
    return document;
}

std::vector<BenchmarkProblem> readMovingAiScenarios(std::string_view text, const Maze* map,
                                                    std::string_view mapName) {
    const auto fileName = [](std::string_view path) {
        const std::size_t slash = path.find_last_of("/\\");
        return slash == std::string_view::npos ? path : path.substr(slash + 1);
    };
    LineReader lines(text);
    std::string_view line;
    if (!lines.next(line))
        throw MazeFileError(1, "the scenario file is empty; its first line must be 'version 1'");
    const auto version = words(line);
    if (version.size() != 2 || version[0] != "version")
        throw MazeFileError(1, "not a Moving AI scenario file: the first line must be "
                               "'version 1', found " +
                                   excerpt(line));
    if (version[1] != "1" && version[1] != "1.0")
        throw MazeFileError(1, "scenario file version " + excerpt(version[1]) +
                                   " is not supported: mazelab reads version 1");

    std::vector<BenchmarkProblem> problems;
    while (lines.next(line)) {
        const auto fields = words(line);
        if (fields.empty())
            continue;
        const int number = lines.number();
        if (fields.size() != 9)
            throw MazeFileError(number, "a problem has 9 fields (bucket, map, map width, map "
                                        "height, start x, start y, goal x, goal y, optimal "
                                        "length); this line has " +
                                            std::to_string(fields.size()));
        static constexpr const char* kNames[] = {"bucket",  "",        "map width", "map height",
                                                 "start x", "start y", "goal x",    "goal y"};
        int values[8] = {};
        for (std::size_t f = 0; f < 8; ++f) {
            if (f == 1)
                continue;
            if (parseNumber(fields[f], values[f]) != NumberStatus::Ok || values[f] < 0)
                throw MazeFileError(number, std::string(kNames[f]) + " " + excerpt(fields[f]) +
                                                " is not a whole number of 0 or more");
        }
        BenchmarkProblem problem{number,
                                 values[0],
                                 std::string(fields[1]),
                                 {values[2], values[3]},
                                 {values[4], values[5]},
                                 {values[6], values[7]},
                                 0};
        if (parseNumber(fields[8], problem.optimalLength) != NumberStatus::Ok ||
            !std::isfinite(problem.optimalLength) || problem.optimalLength < 0)
            throw MazeFileError(number, "optimal length " + excerpt(fields[8]) +
                                            " is not a number of 0 or more");
        if (!mapName.empty() && fileName(problem.map) != fileName(mapName))
            throw MazeFileError(number, "the problem's map " + excerpt(problem.map) +
                                            " is not the map opened, " +
                                            excerpt(fileName(mapName)));
        const Size size = map ? map->size() : problem.mapSize;
        if (map && problem.mapSize != size)
            throw MazeFileError(number, "the problem's map " + excerpt(problem.map) + " is " +
                                            toString(problem.mapSize) + ": the map opened is " +
                                            toString(size));
        for (const auto& [what, c] :
             {std::pair{"start", problem.start}, std::pair{"goal", problem.goal}}) {
            if (c.x >= size.width || c.y >= size.height)
                throw MazeFileError(number, std::string(what) + " " + toString(c) +
                                                " is outside the " + toString(size) + " map");
            if (map && !map->isActive(map->index(c)))
                throw MazeFileError(number, std::string(what) + " " + toString(c) +
                                                " is on a blocked cell of the map");
        }
        problems.push_back(std::move(problem));
    }
    if (problems.empty())
        throw MazeFileError(lines.endLine(), "the scenario file has no problems");
    return problems;
}

std::vector<BenchmarkProblem> loadMovingAiScenarios(const std::string& path, const Maze* map,
                                                    std::string_view mapName) {
    return readMovingAiScenarios(readTextFile(path, "Moving AI scenario file"), map, mapName);
}

MovingAiBenchmark loadMovingAiBenchmark(const std::string& scenarioPath,
                                        const std::optional<std::string>& mapPath) {
    MovingAiBenchmark benchmark;
    benchmark.scenarioPath = scenarioPath;
    const std::string text = readTextFile(scenarioPath, "Moving AI scenario file");
    // Read twice: first for the name of its map, then checked against the map.
    const auto named = readingFile(scenarioPath, [&] { return readMovingAiScenarios(text); });
    benchmark.mapPath =
        mapPath ? *mapPath
                : readingFile(scenarioPath, [&] { return findMap(scenarioPath, named.front()); });
    benchmark.map = readingFile(benchmark.mapPath, [&] { return loadMazeFile(benchmark.mapPath); });
    benchmark.problems = readingFile(scenarioPath, [&] {
        return readMovingAiScenarios(text, &benchmark.map.maze, benchmark.mapPath);
    });
    return benchmark;
}

std::vector<BenchmarkProblem> loadScenariosBeside(const std::string& mapPath, const Maze& map) {
    const std::string scenarioPath = mapPath + ".scen";
    std::error_code ignored;
    if (!std::filesystem::is_regular_file(scenarioPath, ignored))
        return {};
    return readingFile(scenarioPath,
                       [&] { return loadMovingAiScenarios(scenarioPath, &map, mapPath); });
}

} // namespace mazelab
