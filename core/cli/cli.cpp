#include "core/cli/cli.hpp"

#include "core/cli/json.hpp"
#include "core/cli/render.hpp"
#include "core/experiment.hpp"
#include "core/maze_file.hpp"
#include "core/metrics.hpp"
#include "core/run.hpp"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <fstream>
#include <unistd.h>
#include <charconv>
#include <cstdint>
#include <filesystem>
#include <limits>
#include <new>
#include <optional>
#include <string_view>
#include <system_error>
#include <thread>
#include <utility>
#include <vector>

namespace mazelab::cli {
namespace {

constexpr std::string_view kProgram = "mazelab-cli";

// A mistake in the command line itself (exit code 2), as opposed to a command that was well
// formed but failed (exit code 1).
class UsageError : public Error {
public:
    using Error::Error;
};

// Runs f, which checks something the user typed with a core function (an id, a size, a
// parameter, a cell), and reports the core's Error as a usage error: its message already says
// what is allowed.
template <typename F>
decltype(auto) checkArgument(F&& f) {
    try {
        return std::forward<F>(f)();
    } catch (const UsageError&) {
        throw;
    } catch (const Error& e) {
        throw UsageError(e.what());
    }
}

std::string inQuotes(std::string_view text) { return "'" + std::string(text) + "'"; }

template <typename Range, typename Name>
std::string joined(const Range& items, Name name, std::string_view separator = ", ") {
    std::string text;
    bool first = true;
    for (const auto& item : items) {
        if (!first)
            text += separator;
        text += name(item);
        first = false;
    }
    return text;
}

std::string generatorIds() {
    return joined(generators(), [](const GeneratorInfo* g) { return std::string(g->id); });
}
std::string solverIds() {
    return joined(solvers(), [](const SolverInfo* s) { return std::string(s->id); });
}

std::string formatFixed(double value, int decimals) {
    char buffer[384];
    const auto [end, error] =
        std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, decimals);
    return error == std::errc() ? std::string(buffer, end) : std::to_string(value);
}

// Milliseconds rounded to the microsecond: the resolution SEMANTICS.md asks for.
double roundedMilliseconds(std::int64_t nanoseconds) {
    return double((nanoseconds + 500) / 1000) / 1000.0;
}

// --- Command-line parsing ------------------------------------------------------------------------

struct OptionSpec {
    std::string_view name;  // "--size"
    std::string_view value; // what follows it, for help ("WxH"); empty for a flag
    std::string_view help;
    bool repeatable = false;
};

class Options {
public:
    void add(std::string_view name, std::string value) {
        m_given.emplace_back(name, std::move(value));
    }
    [[nodiscard]] bool has(std::string_view name) const {
        return std::any_of(m_given.begin(), m_given.end(),
                           [&](const auto& given) { return given.first == name; });
    }
    [[nodiscard]] std::optional<std::string> get(std::string_view name) const {
        for (const auto& [n, v] : m_given)
            if (n == name)
                return v;
        return std::nullopt;
    }
    [[nodiscard]] std::vector<std::string> all(std::string_view name) const {
        std::vector<std::string> values;
        for (const auto& [n, v] : m_given)
            if (n == name)
                values.push_back(v);
        return values;
    }

private:
    std::vector<std::pair<std::string_view, std::string>> m_given; // in command-line order
};

struct Command {
    std::string_view name;
    std::string_view synopsis; // after the program name
    std::string_view summary;  // what it does, lines of at most 92 characters
    std::vector<OptionSpec> options;
    bool takesOperand = false;   // help COMMAND
    bool listsGenerators = false; // its help ends with the generator ids
    bool listsSolvers = false;    // ... and the solver ids
    int (*run)(const Options& options, std::span<const std::string> operands, std::ostream& out) =
        nullptr;
};

const std::vector<Command>& commands();

const Command* findCommand(std::string_view name) {
    for (const Command& c : commands())
        if (c.name == name)
            return &c;
    return nullptr;
}

std::string commandNames() {
    return joined(commands(), [](const Command& c) { return std::string(c.name); });
}

bool isHelpFlag(std::string_view arg) { return arg == "--help" || arg == "-h"; }

Options parseOptions(const Command& command, std::span<const std::string> args,
                     std::vector<std::string>& operands) {
    Options options;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (!arg.starts_with("-") || arg == "-") {
            if (command.takesOperand && !operands.empty())
                throw UsageError("unexpected argument " + inQuotes(arg) + ": " +
                                 std::string(command.name) + " takes one command name at most");
            if (!command.takesOperand)
                throw UsageError("unexpected argument " + inQuotes(arg) + ": " +
                                 std::string(command.name) +
                                 " takes options only (they start with --)");
            operands.push_back(arg);
            continue;
        }
        const auto eq = arg.find('=');
        const std::string_view name = std::string_view(arg).substr(0, eq);
        const auto spec = std::find_if(command.options.begin(), command.options.end(),
                                       [&](const OptionSpec& s) { return s.name == name; });
        if (spec == command.options.end()) {
            std::string valid = joined(command.options, [](const OptionSpec& s) {
                return std::string(s.name);
            });
            throw UsageError("unknown option " + inQuotes(name) + " for " +
                             std::string(command.name) + ": valid options are " +
                             (valid.empty() ? std::string() : valid + ", ") + "--help");
        }
        std::string value;
        if (spec->value.empty()) {
            if (eq != std::string::npos)
                throw UsageError("option " + std::string(name) + " takes no value");
        } else if (eq != std::string::npos) {
            value = arg.substr(eq + 1);
        } else if (i + 1 < args.size() && !args[i + 1].starts_with("--")) {
            value = args[++i];
        }
        if (!spec->value.empty() && value.empty())
            throw UsageError("option " + std::string(name) + " needs a value: " +
                             std::string(name) + " " + std::string(spec->value));
        if (!spec->repeatable && options.has(spec->name))
            throw UsageError("option " + std::string(name) + " is given twice: give it once");
        options.add(spec->name, std::move(value));
    }
    return options;
}

enum class Parsed { Ok, NotWhole, TooLarge };

template <typename T>
Parsed parseWhole(std::string_view text, T& value) {
    const char* first = text.data();
    const char* last = first + text.size();
    const auto [end, error] = std::from_chars(first, last, value);
    if (error == std::errc::result_out_of_range && end == last)
        return Parsed::TooLarge;
    return error == std::errc() && end == last && first != last ? Parsed::Ok : Parsed::NotWhole;
}

std::string sideRange() {
    return std::to_string(Maze::kMinSide) + " to " + std::to_string(Maze::kMaxSide);
}

Size parseSize(std::string_view text) {
    const auto x = text.find('x');
    Size size;
    const Parsed w = x == std::string_view::npos ? Parsed::NotWhole
                                                 : parseWhole(text.substr(0, x), size.width);
    const Parsed h = x == std::string_view::npos ? Parsed::NotWhole
                                                 : parseWhole(text.substr(x + 1), size.height);
    if (w == Parsed::NotWhole || h == Parsed::NotWhole)
        throw UsageError("--size " + inQuotes(text) +
                         " must be written WxH, width x height in cells, e.g. --size 19x19 "
                         "(each " + sideRange() + ")");
    if (w == Parsed::TooLarge || h == Parsed::TooLarge)
        throw UsageError("size " + std::string(text) +
                         " is out of range: width and height must each be " + sideRange() +
                         " cells");
    if (std::string error = Maze::sizeError(size); !error.empty())
        throw UsageError(error);
    return size;
}

Cell parseCell(std::string_view option, std::string_view text) {
    const auto comma = text.find(',');
    Cell cell;
    const Parsed x = comma == std::string_view::npos ? Parsed::NotWhole
                                                     : parseWhole(text.substr(0, comma), cell.x);
    const Parsed y = comma == std::string_view::npos ? Parsed::NotWhole
                                                     : parseWhole(text.substr(comma + 1), cell.y);
    if (x == Parsed::NotWhole || y == Parsed::NotWhole)
        throw UsageError(std::string(option) + " " + inQuotes(text) +
                         " must be written x,y (column,row from 0,0 at the top left), e.g. " +
                         std::string(option) + " 0,0");
    if (x == Parsed::TooLarge || y == Parsed::TooLarge)
        throw UsageError(std::string(option) + " " + std::string(text) +
                         " is outside every maze: x and y can be at most " +
                         std::to_string(Maze::kMaxSide - 1));
    return cell;
}

std::string seedRange() {
    return "0 to " + std::to_string(std::numeric_limits<std::uint64_t>::max());
}

std::uint64_t parseSeed(std::string_view text) {
    std::uint64_t seed = 0;
    if (parseWhole(text, seed) != Parsed::Ok)
        throw UsageError("--seed " + inQuotes(text) + " must be a whole number from " +
                         seedRange());
    return seed;
}

// --- Getting a maze ------------------------------------------------------------------------------

struct LoadedMaze {
    MazeDocument document;
    std::optional<std::string> file; // the maze file it came from, if any
};

Size requireSize(const Options& options, std::string_view who) {
    const auto text = options.get("--size");
    if (!text)
        throw UsageError(std::string(who) + " needs --size WxH, the width and height in cells " +
                         "(each " + sideRange() + "), e.g. --size 19x19");
    return parseSize(*text);
}

std::uint64_t requireSeed(const Options& options, std::string_view who) {
    const auto text = options.get("--seed");
    if (!text)
        throw UsageError(std::string(who) +
                         " needs --seed N: the seed is what makes a maze reproducible (any whole "
                         "number from " + seedRange() + ")");
    return parseSeed(*text);
}

// The generation the options ask for: size, seed, parameters, shaping (--braid, --symmetry,
// --terrain) and --mask, all checked before any maze is built.
GenerateRequest buildRequest(const GeneratorInfo& generator, const Options& options,
                             std::string_view who) {
    GenerateRequest request{.generator = &generator};
    request.size = requireSize(options, who);
    request.seed = requireSeed(options, who);
    const std::vector<std::string> assignments = options.all("--param");
    request.params = checkArgument([&] { return resolveParams(generator.params, assignments); });
    std::vector<std::string> shaping;
    if (const auto braid = options.get("--braid"))
        shaping.push_back("braid=" + std::string(*braid));
    if (const auto symmetry = options.get("--symmetry"))
        shaping.push_back("symmetry=" + std::string(*symmetry));
    if (const auto terrain = options.get("--terrain"))
        shaping.push_back("terrain=" + std::string(*terrain));
    request.shaping = checkArgument([&] { return parseShaping(shaping); });
    checkArgument([&] {
        if (auto error = shapingError(request.shaping, request.size); !error.empty())
            throw Error(error);
    });
    if (const auto maskFile = options.get("--mask")) {
        try {
            request.mask = loadMaskFile(std::string(*maskFile), request.size);
        } catch (const MazeFileError& e) {
            throw UsageError(e.line() ? "--mask " + std::string(*maskFile) + ", line " +
                                            std::to_string(e.line()) + ": " + e.detail()
                                      : std::string(e.what()));
        }
        if (!generator.honoursMask)
            throw UsageError("--mask: " + std::string(generator.name) +
                             " cannot honour a mask: " + std::string(generator.noMaskReason) +
                             " Use one of the generators that list \"mask\" in `list`.");
    }
    return request;
}

MazeDocument buildMaze(const GeneratorInfo& generator, const Options& options,
                       std::string_view who) {
    const GenerateRequest request = buildRequest(generator, options, who);
    return MazeDocument{checkArgument([&] { return generateMaze(request); }),
                        provenanceOf(request)};
}

// --start and --goal as given; read before the maze is built, so that a typo is reported at once
// rather than after generating a large maze.
struct Endpoints {
    std::optional<Cell> start;
    std::optional<Cell> goal;
};

Endpoints parseEndpoints(const Options& options) {
    Endpoints endpoints;
    if (const auto text = options.get("--start"))
        endpoints.start = parseCell("--start", *text);
    if (const auto text = options.get("--goal"))
        endpoints.goal = parseCell("--goal", *text);
    return endpoints;
}

// Both cells are checked together, so swapping the start and the goal in one command works.
void applyEndpoints(const Endpoints& endpoints, Maze& maze) {
    if (!endpoints.start && !endpoints.goal)
        return;
    checkArgument([&] {
        maze.setEndpoints(endpoints.start.value_or(maze.start()),
                          endpoints.goal.value_or(maze.goal()));
    });
}

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
        const GeneratorInfo& generator =
            checkArgument([&]() -> const GeneratorInfo& { return generatorById(*generatorId); });
        loaded.document = buildMaze(generator, options, "--generator");
    } else {
        for (std::string_view option :
             {"--size", "--seed", "--param", "--braid", "--symmetry", "--terrain", "--mask"})
            if (options.has(option))
                throw UsageError(std::string(option) +
                                 " applies only with --generator: a maze file brings its own "
                                 "maze (drop " + std::string(option) + " or use --generator)");
        try {
            loaded.document = loadMazeFile(*file);
        } catch (const MazeFileError& e) {
            // Errors of the file as a whole already name it; those of a line do not.
            if (e.line() == 0)
                throw;
            throw Error(*file + ": line " + std::to_string(e.line()) + ": " + e.detail());
        }
        loaded.file = *file;
    }
    applyEndpoints(endpoints, loaded.document.maze);
    return loaded;
}

// "79x79 from binary-tree, seed 1, bias=se" or "3x3 from maze.txt (binary-tree, seed 1, ...)".
std::string describeMaze(const LoadedMaze& loaded) {
    const MazeDocument& document = loaded.document;
    std::string text = toString(document.maze.size());
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

const SolverInfo& requireSolver(const Options& options, std::string_view command) {
    const auto id = options.get("--algorithm");
    if (!id)
        throw UsageError(std::string(command) + " needs --algorithm ID, the solver: one of " +
                         solverIds());
    return checkArgument([&]() -> const SolverInfo& { return solverById(*id); });
}

// Saves the maze file at `path`. A missing directory is named as such (the system's "No such
// file or directory" would leave open which part of the path is missing); the rest is the
// loader module's atomic save, which leaves an existing file intact when a save fails.
void saveOutput(const std::string& path, const MazeDocument& document) {
    namespace fs = std::filesystem;
    std::error_code ignored;
    const fs::path directory = fs::path(path).parent_path();
    if (!directory.empty() && !fs::is_directory(directory, ignored))
        throw Error("cannot write " + inQuotes(path) + ": the directory " +
                    inQuotes(directory.string()) + " does not exist");
    if (fs::is_directory(fs::path(path), ignored))
        throw Error("cannot write " + inQuotes(path) + ": it is a directory; give a file name");
    saveMazeFile(path, document);
}

// --- list ----------------------------------------------------------------------------------------

std::string paramRange(const ParamSpec& spec) {
    if (!spec.choices.empty())
        return joined(spec.choices, [](std::string_view c) { return std::string(c); }, "|");
    return formatNumber(spec.minimum) + ".." + formatNumber(spec.maximum) +
           (spec.integer ? " (whole)" : "");
}

std::string paramDefault(const ParamSpec& spec) {
    if (!spec.choices.empty())
        return std::string(spec.choices.at(std::size_t(spec.defaultValue)));
    return formatNumber(spec.defaultValue);
}

// Rows of cells in left-aligned columns two spaces apart, each row indented by two.
void printTable(std::ostream& out, const std::vector<std::vector<std::string>>& rows) {
    std::vector<std::size_t> widths;
    for (const auto& row : rows) {
        widths.resize(std::max(widths.size(), row.size()));
        for (std::size_t c = 0; c < row.size(); ++c)
            widths[c] = std::max(widths[c], row[c].size());
    }
    for (const auto& row : rows) {
        std::string line = "  ";
        for (std::size_t c = 0; c < row.size(); ++c) {
            line += row[c];
            if (c + 1 < row.size())
                line.append(widths[c] - row[c].size() + 2, ' ');
        }
        while (!line.empty() && line.back() == ' ') // an empty last cell
            line.pop_back();
        out << line << '\n';
    }
}

std::string yesNo(bool value) { return value ? "yes" : "no"; }

void printListTable(std::ostream& out) {
    std::vector<std::vector<std::string>> rows = {
        {"ID", "NAME", "PERFECT", "PARAMETERS (--param KEY=VALUE)"}};
    for (const GeneratorInfo* g : generators()) {
        // One line per parameter; the first shares the generator's line.
        std::vector<std::string> texts;
        for (const ParamSpec& spec : g->params)
            texts.push_back(std::string(spec.key) + "=" + paramRange(spec) + ", default " +
                            paramDefault(spec));
        if (texts.empty())
            texts.push_back("none");
        rows.push_back({std::string(g->id), std::string(g->name), yesNo(g->perfect), texts[0]});
        for (std::size_t k = 1; k < texts.size(); ++k)
            rows.push_back({"", "", "", texts[k]});
    }
    out << "Generators\n";
    printTable(out, rows);

    rows = {{"ID", "NAME", "SHORTEST", "CHEAPEST", "USES COSTS"}};
    for (const SolverInfo* s : solvers())
        rows.push_back({std::string(s->id), std::string(s->name), yesNo(s->shortestOnUnitCosts),
                        yesNo(s->cheapestOnCosts), yesNo(s->usesCosts)});
    out << "\nSolvers\n";
    printTable(out, rows);

    out << "\nPERFECT: with default parameters the maze is a spanning tree (exactly one route "
           "between two cells).\n"
           "SHORTEST: guarantees a path with the fewest moves when every cell costs 1.\n"
           "CHEAPEST: guarantees a least-cost path with any cell costs.\n"
           "USES COSTS: reads the cell costs at all.\n";
}

void printListJson(std::ostream& out) {
    JsonWriter json;
    json.beginObject().key("generators").beginArray();
    for (const GeneratorInfo* g : generators()) {
        json.beginObject()
            .key("id").string(g->id)
            .key("name").string(g->name)
            .key("description").string(g->description)
            .key("perfect").boolean(g->perfect)
            .key("params").beginArray();
        for (const ParamSpec& spec : g->params) {
            json.beginObject()
                .key("key").string(spec.key)
                .key("name").string(spec.name)
                .key("description").string(spec.description);
            if (!spec.choices.empty()) {
                json.key("type").string("choice").key("choices").beginArray();
                for (std::string_view choice : spec.choices)
                    json.string(choice);
                json.endArray().key("default").string(paramDefault(spec));
            } else {
                json.key("type").string(spec.integer ? "integer" : "number")
                    .key("minimum").number(spec.minimum)
                    .key("maximum").number(spec.maximum)
                    .key("default").number(spec.defaultValue);
            }
            json.endObject();
        }
        json.endArray().endObject();
    }
    json.endArray().key("solvers").beginArray();
    for (const SolverInfo* s : solvers()) {
        json.beginObject()
            .key("id").string(s->id)
            .key("name").string(s->name)
            .key("description").string(s->description)
            .key("shortest_on_unit_costs").boolean(s->shortestOnUnitCosts)
            .key("cheapest_on_costs").boolean(s->cheapestOnCosts)
            .key("uses_costs").boolean(s->usesCosts)
            .endObject();
    }
    json.endArray().endObject();
    out << json.text() << '\n';
}

int runList(const Options& options, std::span<const std::string>, std::ostream& out) {
    if (options.has("--json"))
        printListJson(out);
    else
        printListTable(out);
    return kExitOk;
}

// --- generate ------------------------------------------------------------------------------------

int runGenerate(const Options& options, std::span<const std::string>, std::ostream& out) {
    const auto id = options.get("--algorithm");
    if (!id)
        throw UsageError("generate needs --algorithm ID, the generator: one of " +
                         generatorIds());
    const GeneratorInfo& generator =
        checkArgument([&]() -> const GeneratorInfo& { return generatorById(*id); });
    const Endpoints endpoints = parseEndpoints(options);
    MazeDocument document = buildMaze(generator, options, "generate");
    applyEndpoints(endpoints, document.maze);
    if (const auto file = options.get("--output"))
        saveOutput(*file, document);
    else
        out << writeMazeText(document);
    return kExitOk;
}

// --- solve ---------------------------------------------------------------------------------------

void printSolveJson(std::ostream& out, const SolverInfo& solver, const LoadedMaze& loaded,
                    const SolveStats& stats) {
    const Maze& maze = loaded.document.maze;
    const auto& provenance = loaded.document.provenance;
    JsonWriter json;
    json.beginObject().key("solver").string(solver.id).key("generator");
    if (provenance)
        json.string(provenance->generator);
    else
        json.null();
    json.key("params");
    if (provenance) {
        json.beginArray();
        for (const std::string& p : provenance->params)
            json.string(p);
        json.endArray();
    } else {
        json.null();
    }
    json.key("width").integer(maze.width()).key("height").integer(maze.height()).key("seed");
    if (provenance)
        json.unsignedInteger(provenance->seed);
    else
        json.null();
    json.key("start").beginArray().integer(maze.start().x).integer(maze.start().y).endArray();
    json.key("goal").beginArray().integer(maze.goal().x).integer(maze.goal().y).endArray();
    json.key("found").boolean(stats.found).key("path_length");
    if (stats.found)
        json.integer(stats.pathLength).key("path_cost").integer(stats.pathCost);
    else
        json.null().key("path_cost").null();
    json.key("percent_searched").number(stats.percentSearched)
        .key("searched").integer(stats.searched)
        .key("expanded").integer(stats.expanded)
        .key("max_frontier").integer(stats.maxFrontier)
        .key("steps").integer(stats.steps)
        .key("time_ms").number(roundedMilliseconds(stats.timeNs), 3)
        .endObject();
    out << json.text() << '\n';
}

void printSolveReport(std::ostream& out, const SolverInfo& solver, const LoadedMaze& loaded,
                      const SolveStats& stats) {
    const Maze& maze = loaded.document.maze;
    auto row = [&](std::string_view label, const std::string& value) {
        std::string padded(label);
        padded.resize(18, ' ');
        out << padded << value << '\n';
    };
    row("solver:", std::string(solver.id) + ", " + std::string(solver.name));
    row("maze:", describeMaze(loaded));
    row("start, goal:", toString(maze.start()) + " -> " + toString(maze.goal()));
    row("result:", stats.found ? "path found"
                               : "no path: the goal cannot be reached (" + noPathReason(maze) + ")");
    row("path length:", stats.found ? std::to_string(stats.pathLength) + " moves" : "-");
    row("path cost:", stats.found ? std::to_string(stats.pathCost) : "-");
    row("searched:", std::to_string(stats.searched) + " of " +
                         std::to_string(maze.activeCellCount()) + " cells (" +
                         formatFixed(stats.percentSearched, 2) + "%)");
    row("expanded:", std::to_string(stats.expanded) + " cells");
    row("largest frontier:", std::to_string(stats.maxFrontier) + " cells");
    row("steps:", std::to_string(stats.steps));
    row("time:", formatFixed(roundedMilliseconds(stats.timeNs), 3) +
                     " ms (the algorithm alone, un-animated)");
}

int runSolve(const Options& options, std::span<const std::string>, std::ostream& out) {
    const SolverInfo& solver = requireSolver(options, "solve");
    const LoadedMaze loaded = loadMaze(options, "solve");
    const SolveResult result = solveMaze(solver, loaded.document.maze);
    if (options.has("--json"))
        printSolveJson(out, solver, loaded, result.stats);
    else
        printSolveReport(out, solver, loaded, result.stats);
    return kExitOk;
}

// --- render --------------------------------------------------------------------------------------

int runRender(const Options& options, std::span<const std::string>, std::ostream& out) {
    const SolverInfo* solver =
        options.has("--algorithm") ? &requireSolver(options, "render") : nullptr;
    const LoadedMaze loaded = loadMaze(options, "render");
    const Maze& maze = loaded.document.maze;
    if (!solver) {
        renderMaze(out, maze, nullptr);
        out << describeMaze(loaded) << ": start " << toString(maze.start()) << ", goal "
            << toString(maze.goal()) << ", " << maze.passageCount() << " passages\n";
        return kExitOk;
    }
    // The picture comes from the steps; the figures (the time above all) come from an
    // un-instrumented run, so they match `solve` exactly.
    const SearchTrace trace = traceSearch(*solver, maze);
    const SolveStats stats = solveMaze(*solver, maze).stats;
    renderMaze(out, maze, &trace);
    out << solver->id << ": "
        << (stats.found ? "path length " + std::to_string(stats.pathLength) + ", path cost " +
                              std::to_string(stats.pathCost)
                        : "no path (" + noPathReason(maze) + ")")
        << ", searched " << stats.searched << " of " << maze.activeCellCount() << " cells ("
        << formatFixed(stats.percentSearched, 2) << "%), expanded " << stats.expanded
        << ", largest frontier " << stats.maxFrontier << ", steps " << stats.steps << ", time "
        << formatFixed(roundedMilliseconds(stats.timeNs), 3) << " ms (algorithm alone)\n";
    return kExitOk;
}

// --- metrics -------------------------------------------------------------------------------------

constexpr std::int64_t kMaxCount = 1'000'000;
constexpr int kMaxThreads = 1024;

// A whole number from 1 to `maximum` given with `option`; `what` says what it counts.
std::int64_t parseCount(std::string_view option, std::string_view text, std::int64_t maximum,
                        std::string_view what) {
    std::int64_t value = 0;
    const Parsed parsed = parseWhole(text, value);
    if (parsed == Parsed::NotWhole || (parsed == Parsed::Ok && value < 1) ||
        (parsed == Parsed::TooLarge && text.starts_with("-")))
        throw UsageError(std::string(option) + " " + inQuotes(text) + " must be a whole number "
                         "from 1 to " + std::to_string(maximum) + ": " + std::string(what));
    if (parsed == Parsed::TooLarge || value > maximum)
        throw UsageError(std::string(option) + " " + std::string(text) + " is too large: " +
                         std::string(what) + " can be at most " + std::to_string(maximum));
    return value;
}

int defaultThreads() {
    return int(std::clamp<unsigned>(std::thread::hardware_concurrency(), 1u, unsigned(kMaxThreads)));
}

struct MetricsRun {
    std::string description;               // for the text report's first line
    std::optional<std::string> file;        // --maze
    std::optional<Provenance> provenance;   // the generator, first seed and parameters
    Size size;
    std::int64_t count = 1;
    std::vector<MazeMetrics> results;
};

void printMetricsJson(std::ostream& out, const MetricsRun& run) {
    JsonWriter json;
    json.beginObject().key("maze");
    if (run.file)
        json.string(*run.file);
    else
        json.null();
    json.key("generator");
    if (run.provenance)
        json.string(run.provenance->generator);
    else
        json.null();
    json.key("params");
    if (run.provenance) {
        json.beginArray();
        for (const std::string& p : run.provenance->params)
            json.string(p);
        json.endArray();
    } else {
        json.null();
    }
    json.key("width").integer(run.size.width).key("height").integer(run.size.height);
    json.key("count").integer(run.count).key("first_seed");
    if (run.provenance)
        json.unsignedInteger(run.provenance->seed);
    else
        json.null();
    json.key("metrics").beginObject();
    for (const MetricField& field : metricFields()) {
        const MetricSummary s = summarize(run.results, field);
        json.key(field.key).beginObject().key("n").integer(s.n).key("mean");
        if (s.n > 0)
            json.number(s.mean).key("stddev").number(s.stddev);
        else
            json.null().key("stddev").null();
        json.endObject();
    }
    json.endObject().endObject();
    out << json.text() << '\n';
}

void printMetricsCsv(std::ostream& out, const MetricsRun& run) {
    out << "metric,mean,stddev\n";
    for (const MetricField& field : metricFields()) {
        const MetricSummary s = summarize(run.results, field);
        out << field.key << ',';
        if (s.n > 0)
            out << formatNumber(s.mean) << ',' << formatNumber(s.stddev);
        else
            out << ',';
        out << '\n';
    }
}

void printMetricsReport(std::ostream& out, const MetricsRun& run) {
    out << run.description << '\n';
    std::vector<std::vector<std::string>> rows = {{"METRIC", "MEAN", "STDDEV", "MAZES"}};
    for (const MetricField& field : metricFields()) {
        const MetricSummary s = summarize(run.results, field);
        rows.push_back({std::string(field.label), s.n > 0 ? formatFixed(s.mean, 3) : "-",
                        s.n > 0 ? formatFixed(s.stddev, 3) : "-", std::to_string(s.n)});
    }
    printTable(out, rows);
    out << "Shares are of the active cells; distances are in moves. STDDEV is the sample standard "
           "deviation\n(n - 1). start-goal distance counts only the mazes where the goal can be "
           "reached.\nDefinitions: docs/metrics.md.\n";
}

int runMetrics(const Options& options, std::span<const std::string>, std::ostream& out) {
    if (options.has("--json") && options.has("--csv"))
        throw UsageError("give --json or --csv, not both");
    int threads = defaultThreads();
    if (const auto text = options.get("--threads"))
        threads = int(parseCount("--threads", *text, kMaxThreads, "the number of threads"));
    MetricsRun run;
    if (options.has("--maze")) {
        if (options.has("--count"))
            throw UsageError("--count applies only with --generator: a maze file is one maze "
                             "(drop --count or use --generator)");
        const LoadedMaze loaded = loadMaze(options, "metrics");
        run.file = loaded.file;
        run.provenance = loaded.document.provenance;
        run.size = loaded.document.maze.size();
        run.description = "maze: " + describeMaze(loaded);
        run.results.push_back(measureMaze(loaded.document.maze));
    } else {
        const auto id = options.get("--generator");
        if (!id)
            throw UsageError("metrics needs a maze: give --generator ID --size WxH --seed N "
                             "[--count N], or --maze FILE");
        const GeneratorInfo& generator =
            checkArgument([&]() -> const GeneratorInfo& { return generatorById(*id); });
        const Endpoints endpoints = parseEndpoints(options);
        if (const auto text = options.get("--count"))
            run.count = parseCount("--count", *text, kMaxCount, "the number of mazes");
        const GenerateRequest request = buildRequest(generator, options, "metrics --generator");
        run.size = request.size;
        const std::uint64_t seed = request.seed;
        run.provenance = provenanceOf(request);
        // The endpoints are checked once, on the first maze's starting point, before any work.
        Maze probe = checkArgument([&] { return prepareMaze(request); });
        applyEndpoints(endpoints, probe);
        // Maze k has seed S + k (modulo 2^64), so that --seed S --count N measures exactly the
        // mazes `generate --seed S`, `--seed S+1`, ... would write.
        run.results = measureInParallel(run.count, threads, [&](std::int64_t k) {
            GenerateRequest r = request;
            r.seed = seed + std::uint64_t(k);
            Maze maze = generateMaze(r);
            applyEndpoints(endpoints, maze);
            return measureMaze(maze);
        });
        std::string paramsText;
        for (const std::string& p : run.provenance->params)
            paramsText += (paramsText.empty() ? " (" : ", ") + p;
        if (!paramsText.empty())
            paramsText += ")";
        const std::uint64_t last = seed + std::uint64_t(run.count - 1);
        run.description = "mazes: " + std::to_string(run.count) + " x " + std::string(generator.id) +
                          " " + toString(run.size) + paramsText +
                          (run.count == 1 ? ", seed " + std::to_string(seed)
                                          : ", seeds " + std::to_string(seed) + " to " +
                                                std::to_string(last));
    }
    if (options.has("--json"))
        printMetricsJson(out, run);
    else if (options.has("--csv"))
        printMetricsCsv(out, run);
    else
        printMetricsReport(out, run);
    return kExitOk;
}

// --- experiment ----------------------------------------------------------------------------------

// Ctrl+C (SIGINT) or SIGTERM during an experiment: stop starting runs, keep and write the finished
// ones. A second signal ends the program at once (the handler restores the default).
std::atomic<bool> g_interrupted{false};

extern "C" void onInterrupt(int signal) {
    g_interrupted.store(true);
    std::signal(signal, SIG_DFL);
}

// A comma-separated list; an empty list or an empty item is a usage error naming the option.
std::vector<std::string> splitList(std::string_view option, std::string_view text,
                                   std::string_view what) {
    std::vector<std::string> items;
    std::size_t begin = 0;
    while (true) {
        const std::size_t comma = text.find(',', begin);
        const std::string_view item = text.substr(begin, comma - begin);
        if (item.empty())
            throw UsageError(std::string(option) + " " + inQuotes(text) + " has an empty entry: "
                             "give " + std::string(what) + ", separated by commas");
        items.emplace_back(item);
        if (comma == std::string_view::npos)
            return items;
        begin = comma + 1;
    }
}

// "20x20,79x79" and square ranges "3x3..25x25" (every side from 3 to 25).
std::vector<Size> parseSizes(std::string_view text) {
    std::vector<Size> sizes;
    for (const std::string& item : splitList("--sizes", text, "sizes WxH or ranges AxA..BxB")) {
        const auto dots = item.find("..");
        if (dots == std::string::npos) {
            sizes.push_back(parseSize(item));
            continue;
        }
        const Size from = parseSize(item.substr(0, dots));
        const Size to = parseSize(item.substr(dots + 2));
        if (from.width != from.height || to.width != to.height || from.width > to.width)
            throw UsageError("--sizes range " + inQuotes(item) +
                             " must go from a square to a larger square, e.g. 3x3..25x25");
        for (int side = from.width; side <= to.width; ++side)
            sizes.push_back({side, side});
    }
    return sizes;
}

ExperimentSpec parseExperiment(const Options& options) {
    ExperimentSpec spec;
    auto required = [&](std::string_view option, std::string_view example) {
        const auto text = options.get(option);
        if (!text)
            throw UsageError("experiment needs " + std::string(option) + ", e.g. " +
                             std::string(option) + " " + std::string(example));
        return *text;
    };
    for (const std::string& label :
         splitList("--generators", required("--generators", "recursive-backtracker,kruskal"),
                   "generator ids (each with :key=value parameters if wanted)")) {
        const auto [generator, params] = checkArgument([&] { return parseGeneratorLabel(label); });
        spec.generators.push_back(generator);
        spec.generatorParams.push_back(params);
    }
    const std::string solvers = required("--solvers", "bfs,astar-manhattan (or none)");
    if (solvers != "none")
        for (const std::string& id : splitList("--solvers", solvers, "solver ids, or none"))
            spec.solvers.push_back(
                &checkArgument([&]() -> const SolverInfo& { return solverById(id); }));
    spec.sizes = parseSizes(required("--sizes", "20x20,79x79"));
    spec.count = parseCount("--count", required("--count", "100"), kMaxExperimentRuns,
                            "the number of mazes per group");
    spec.seed = parseSeed(required("--seed", "1"));
    if (const auto braids = options.get("--braids")) {
        spec.braids.clear();
        for (const std::string& item : splitList("--braids", *braids, "percentages 0-100"))
            spec.braids.push_back(
                checkArgument([&] { return parseShaping({{"braid=" + item}}).braid; }));
    }
    if (options.has("--terrain")) {
        spec.terrains.clear();
        for (const std::string& item : options.all("--terrain"))
            spec.terrains.push_back(item == "off" ? Terrain{}
                                                  : checkArgument([&] { return parseTerrain(item); }));
    }
    checkArgument([&] {
        if (std::string error = experimentError(spec); !error.empty())
            throw Error(error);
    });
    return spec;
}

// Opens an output file before the experiment starts, so that a path that cannot be written is
// reported at once rather than after the work.
std::ofstream openOutput(const std::string& path) {
    std::ofstream file(path, std::ios::binary | std::ios::trunc);
    if (!file) {
        const std::error_code code(errno, std::generic_category());
        throw Error("cannot write " + inQuotes(path) + ": " + code.message());
    }
    return file;
}

void closeOutput(std::ofstream& file, const std::string& path) {
    file.close();
    if (!file)
        throw Error("could not finish writing " + inQuotes(path) + " (disk full?)");
}

std::string formatMeanSd(const FigureSummary& s, int decimals) {
    if (s.n == 0)
        return "-";
    return formatFixed(s.mean, decimals) + " +/- " + formatFixed(s.stddev, decimals);
}

void printExperimentReport(std::ostream& out, const ExperimentResult& result, int threads) {
    const ExperimentSpec& spec = result.spec;
    const bool braids = spec.braids.size() > 1 || spec.braids.front() != 0;
    const bool terrains = spec.terrains.size() > 1 || spec.terrains.front().density > 0;
    std::vector<std::string> header = {"GENERATOR", "SIZE"};
    if (braids)
        header.push_back("BRAID");
    if (terrains)
        header.push_back("TERRAIN");
    const bool mazeOnly = spec.solvers.empty();
    if (mazeOnly)
        header.insert(header.end(), {"MAZES", "DEAD ENDS", "DEAD ENDS %"});
    else
        header.insert(header.end(), {"SOLVER", "RUNS", "FOUND", "TIME (us)", "SEARCHED %",
                                     "PATH LENGTH", "PATH COST", "EXPANDED"});
    std::vector<std::vector<std::string>> rows = {header};
    for (const ExperimentGroup& g : result.groups) {
        std::vector<std::string> row = {g.generatorLabel(), toString(g.size)};
        if (braids)
            row.push_back(formatNumber(g.braid));
        if (terrains)
            row.push_back(terrainLabel(g.terrain));
        if (mazeOnly) {
            row.insert(row.end(), {std::to_string(g.runs), formatMeanSd(g.figure("dead_ends"), 2),
                                   formatMeanSd(g.figure("dead_end_percent"), 2)});
        } else {
            row.insert(row.end(),
                       {std::string(g.solver->id), std::to_string(g.runs), std::to_string(g.found),
                        formatMeanSd(g.figure("time_us"), 1),
                        formatMeanSd(g.figure("percent_searched"), 2),
                        formatMeanSd(g.figure("path_length"), 1),
                        formatMeanSd(g.figure("path_cost"), 1),
                        formatMeanSd(g.figure("expanded"), 1)});
        }
        rows.push_back(std::move(row));
    }
    printTable(out, rows);
    out << (result.cancelled ? "Cancelled: " : "") << result.runsDone << " of "
        << result.runsTotal << " runs in " << formatFixed(result.seconds, 2) << " s on "
        << threads << (threads == 1 ? " thread" : " threads") << ". Mean +/- sample standard "
        << "deviation; maze k of each group has seed " << spec.seed << " + k.\n";
}

void printExperimentJson(std::ostream& out, const ExperimentResult& result) {
    JsonWriter json;
    const ExperimentSpec& spec = result.spec;
    json.beginObject().key("generators").beginArray();
    for (std::size_t i = 0; i < spec.generators.size(); ++i)
        json.string(generatorLabel(*spec.generators[i], spec.generatorParams[i]));
    json.endArray().key("solvers").beginArray();
    for (const SolverInfo* s : spec.solvers)
        json.string(s->id);
    json.endArray().key("sizes").beginArray();
    for (const Size size : spec.sizes)
        json.string(toString(size));
    json.endArray().key("braids").beginArray();
    for (const double braid : spec.braids)
        json.number(braid);
    json.endArray().key("terrains").beginArray();
    for (const Terrain& terrain : spec.terrains)
        json.string(terrainLabel(terrain));
    json.endArray().key("count").integer(spec.count).key("seed").unsignedInteger(spec.seed);
    json.key("runs_total").integer(result.runsTotal).key("runs_done").integer(result.runsDone);
    json.key("cancelled").boolean(result.cancelled).key("seconds").number(result.seconds, 3);
    auto axes = [&](const std::string& generator, Size size, double braid, const Terrain& terrain,
                    const SolverInfo* solver) {
        json.key("generator").string(generator).key("width").integer(size.width);
        json.key("height").integer(size.height).key("braid").number(braid);
        json.key("terrain").string(terrainLabel(terrain)).key("solver");
        if (solver)
            json.string(solver->id);
        else
            json.null();
    };
    json.key("summary").beginArray();
    for (const ExperimentGroup& g : result.groups) {
        json.beginObject();
        axes(g.generatorLabel(), g.size, g.braid, g.terrain, g.solver);
        json.key("runs").integer(g.runs).key("found").integer(g.found);
        const auto fields = experimentFields();
        for (std::size_t f = 0; f < fields.size(); ++f) {
            const FigureSummary& s = g.figures[f];
            json.key(fields[f].key).beginObject().key("n").integer(s.n);
            if (s.n > 0)
                json.key("mean").number(s.mean).key("sd").number(s.stddev).key("min")
                    .number(s.min).key("max").number(s.max);
            json.endObject();
        }
        json.endObject();
    }
    json.endArray().key("rows").beginArray();
    for (const ExperimentRow& r : result.rows) {
        json.beginObject();
        axes(r.generatorLabel(), r.size, r.braid, r.terrain, r.solver);
        json.key("maze").integer(r.mazeIndex).key("seed").unsignedInteger(r.seed);
        json.key("cells").integer(r.cells).key("dead_ends").integer(r.deadEnds);
        if (r.solver) {
            json.key("found").boolean(r.found).key("path_length");
            if (r.found)
                json.integer(r.pathLength).key("path_cost").integer(r.pathCost);
            else
                json.null().key("path_cost").null();
            json.key("searched").integer(r.searched).key("expanded").integer(r.expanded);
            json.key("max_frontier").integer(r.maxFrontier).key("steps").integer(r.steps);
            json.key("percent_searched").number(r.percentSearched(), 6);
            json.key("time_us").number(double(r.timeNs) / 1000.0, 3);
        }
        json.endObject();
    }
    json.endArray().endObject();
    out << json.text() << '\n';
}

// "\r  1,234 / 5,000 runs (24%), 3.1 s, about 9.8 s left" on a terminal.
void showProgress(std::int64_t done, std::int64_t total, double seconds) {
    std::string line = "\r  " + std::to_string(done) + " / " + std::to_string(total) + " runs (" +
                       std::to_string(total > 0 ? done * 100 / total : 100) + "%), " +
                       formatFixed(seconds, 1) + " s";
    if (done > 0 && done < total)
        line += ", about " + formatFixed(seconds * double(total - done) / double(done), 1) +
                " s left";
    line += "    ";
    std::fputs(line.c_str(), stderr);
    std::fflush(stderr);
}

int runExperimentCommand(const Options& options, std::span<const std::string>,
                         std::ostream& out) {
    const ExperimentSpec spec = parseExperiment(options);
    int threads = defaultThreads();
    if (const auto text = options.get("--threads"))
        threads = int(parseCount("--threads", *text, kMaxThreads, "the number of threads"));
    struct Output {
        std::string path;
        std::ofstream file;
    };
    std::optional<Output> csv, summary, json;
    auto open = [&](std::string_view option, std::optional<Output>& output) {
        if (const auto path = options.get(option))
            output = Output{*path, openOutput(*path)};
    };
    open("--csv", csv);
    open("--summary", summary);
    open("--json", json);

    ExperimentOptions run;
    run.threads = threads;
    run.keepRows = csv || json;
    run.cancel = &g_interrupted;
    const bool terminal = isatty(STDERR_FILENO) != 0;
    const auto begin = std::chrono::steady_clock::now();
    if (terminal)
        run.progress = [&](std::int64_t done, std::int64_t total) {
            showProgress(done, total,
                         std::chrono::duration<double>(std::chrono::steady_clock::now() - begin)
                             .count());
        };
    g_interrupted.store(false);
    const auto previousInt = std::signal(SIGINT, onInterrupt);
    const auto previousTerm = std::signal(SIGTERM, onInterrupt);
    ExperimentResult result;
    try {
        result = runExperiment(spec, run);
    } catch (...) {
        std::signal(SIGINT, previousInt);
        std::signal(SIGTERM, previousTerm);
        throw;
    }
    std::signal(SIGINT, previousInt);
    std::signal(SIGTERM, previousTerm);
    if (terminal)
        std::fputs("\n", stderr);

    if (csv) {
        writeRowsCsv(csv->file, result.rows);
        closeOutput(csv->file, csv->path);
    }
    if (summary) {
        writeSummaryCsv(summary->file, result.groups);
        closeOutput(summary->file, summary->path);
    }
    if (json) {
        printExperimentJson(json->file, result);
        closeOutput(json->file, json->path);
    }
    printExperimentReport(out, result, threads);
    if (result.cancelled) {
        std::fprintf(stderr,
                     "%s: experiment cancelled after %lld of %lld runs; the output holds the "
                     "finished runs\n",
                     std::string(kProgram).c_str(), static_cast<long long>(result.runsDone),
                     static_cast<long long>(result.runsTotal));
        return kExitFailure;
    }
    return kExitOk;
}

// --- help ----------------------------------------------------------------------------------------

constexpr std::string_view kFooter =
    "Option values may be written --option value or --option=value.\n"
    "Exit codes: 0 success (\"no path\" included), 1 the command failed (e.g. a bad maze "
    "file),\n2 the command line is wrong.\n";

void printCommandSection(std::ostream& out, const Command& command) {
    out << kProgram << ' ' << command.synopsis << '\n' << command.summary << '\n';
    std::vector<std::pair<std::string, std::string_view>> lines;
    for (const OptionSpec& o : command.options)
        lines.emplace_back(std::string(o.name) + (o.value.empty() ? "" : " ") +
                               std::string(o.value),
                           o.help);
    lines.emplace_back("-h, --help", "show this help");
    std::size_t width = 0;
    for (const auto& line : lines)
        width = std::max(width, line.first.size());
    for (const auto& [left, help] : lines) {
        std::string padded = left;
        padded.resize(width + 2, ' ');
        out << "    " << padded << help << '\n';
    }
    if (command.listsGenerators)
        out << "  Generators: " << generatorIds() << '\n';
    if (command.listsSolvers)
        out << "  Solvers: " << solverIds() << '\n';
}

void printGeneralHelp(std::ostream& out) {
    out << kProgram << ' ' << MAZELAB_VERSION
        << ": generate, solve and render mazes without the desktop app.\n\n"
        << "Usage: " << kProgram << " COMMAND [OPTIONS]\n"
        << "       " << kProgram << " help COMMAND | --help | --version\n\nCommands:\n\n";
    for (const Command& c : commands()) {
        printCommandSection(out, c);
        out << '\n';
    }
    out << "Global options:\n    -h, --help     show this help (COMMAND --help: that command's "
           "help)\n    --version      show the version\n\n"
        << kFooter;
}

void printCommandHelp(std::ostream& out, const Command& command) {
    out << "Usage: ";
    printCommandSection(out, command);
    out << '\n' << kFooter;
}

int runHelp(const Options&, std::span<const std::string> operands, std::ostream& out) {
    if (operands.empty()) {
        printGeneralHelp(out);
        return kExitOk;
    }
    const Command* command = findCommand(operands.front());
    if (!command)
        throw UsageError("unknown command " + inQuotes(operands.front()) +
                         ": valid commands are " + commandNames());
    printCommandHelp(out, *command);
    return kExitOk;
}

// --- The command table ---------------------------------------------------------------------------

const std::vector<Command>& commands() {
    static const OptionSpec kMaze{"--maze", "FILE", "the maze file to use"};
    static const OptionSpec kGenerator{"--generator", "ID",
                                       "or generate the maze with this generator"};
    static const OptionSpec kGenSize{"--size", "WxH", "with --generator: width x height, each 2 "
                                                      "to 4096"};
    static const OptionSpec kGenSeed{"--seed", "N", "with --generator: the random seed"};
    static const OptionSpec kGenParam{"--param", "KEY=VALUE",
                                      "with --generator: a generator parameter (repeatable)",
                                      true};
    static const OptionSpec kBraid{"--braid", "PERCENT",
                                   "with a generator: remove this share of dead ends (0-100)"};
    static const OptionSpec kSymmetry{"--symmetry", "NAME",
                                      "with a generator: none, left-right or top-bottom "
                                      "(a mirrored layout)"};
    static const OptionSpec kTerrain{"--terrain", "D[,P[,M]]",
                                     "with a generator: weight D% of the cells with costs "
                                     "2..M (default 9) in patches of patchiness P (default 50)"};
    static const OptionSpec kMask{"--mask", "FILE",
                                  "with a generator: rows of '.' (cell) and '#' (switched off)"};
    static const OptionSpec kStart{"--start", "x,y",
                                   "move the start (default: the file's, else 0,0)"};
    static const OptionSpec kGoal{"--goal", "x,y",
                                  "move the goal (default: the file's, else W-1,H-1)"};
    static const std::vector<Command> table = {
        {"list",
         "list [--json]",
         "  Lists the generators and solvers: ids, names, traits and generator parameters.",
         {{"--json", "", "print one JSON object instead of tables"}},
         false,
         false,
         false,
         &runList},
        {"generate",
         "generate --algorithm ID --size WxH --seed N [OPTIONS]",
         "  Builds a maze and writes it as a maze file, with its provenance (generator, seed,\n"
         "  parameters), to standard output or to --output.",
         {{"--algorithm", "ID", "the generator (required)"},
          {"--size", "WxH", "width x height in cells, each 2 to 4096 (required)"},
          {"--seed", "N", "the random seed, 0 to 2^64-1 (required: it makes the maze "
                          "reproducible)"},
          {"--param", "KEY=VALUE", "a generator parameter (repeatable; see list)", true},
          kBraid,
          kSymmetry,
          kTerrain,
          kMask,
          {"--start", "x,y", "the start cell (default 0,0)"},
          {"--goal", "x,y", "the goal cell (default W-1,H-1)"},
          {"--output", "FILE", "write the maze file there instead of to standard output"}},
         false,
         true,
         false,
         &runGenerate},
        {"solve",
         "solve --algorithm ID (--maze FILE | --generator ID --size WxH --seed N) [OPTIONS]",
         "  Runs a solver to the end, un-animated, and reports its statistics. An unreachable\n"
         "  goal is a normal result (\"no path\", exit code 0).",
         {{"--algorithm", "ID", "the solver (required)"},
          kMaze,
          kGenerator,
          kGenSize,
          kGenSeed,
          kGenParam,
          kBraid,
          kSymmetry,
          kTerrain,
          kMask,
          kStart,
          kGoal,
          {"--json", "", "print one JSON object on one line instead of the report"}},
         false,
         true,
         true,
         &runSolve},
        {"render",
         "render (--maze FILE | --generator ID --size WxH --seed N) [--algorithm ID] [OPTIONS]",
         "  Draws the maze as ASCII art (S start, G goal), then a line of statistics. With a\n"
         "  solver it also draws the path (*) and the other searched cells (.).",
         {{"--algorithm", "ID", "also run this solver and draw its search"},
          kMaze,
          kGenerator,
          kGenSize,
          kGenSeed,
          kGenParam,
          kBraid,
          kSymmetry,
          kTerrain,
          kMask,
          kStart,
          kGoal},
         false,
         true,
         true,
         &runRender},
        {"metrics",
         "metrics (--generator ID --size WxH --seed S [--count N] | --maze FILE) [OPTIONS]",
         "  Measures mazes: dead ends, corridors, junctions, components, loops, diameter,\n"
         "  start-goal distance and river (docs/metrics.md). With --count N it builds N mazes\n"
         "  on all cores, maze k (0 to N-1) with seed S + k, and prints the mean and sample\n"
         "  standard deviation of each figure; the output does not depend on the thread count.",
         {kGenerator,
          kGenSize,
          kGenSeed,
          kGenParam,
          kBraid,
          kSymmetry,
          kTerrain,
          kMask,
          {"--count", "N", "with --generator: how many mazes, 1 to 1000000 (default 1)"},
          kMaze,
          kStart,
          kGoal,
          {"--threads", "T", "threads to use, 1 to 1024 (default: one per core)"},
          {"--json", "", "print one JSON object on one line instead of the table"},
          {"--csv", "", "print CSV: a header row, then metric,mean,stddev per metric"}},
         false,
         true,
         false,
         &runMetrics},
        {"experiment",
         "experiment --generators IDS --solvers IDS|none --sizes SIZES --count N --seed S [OPTIONS]",
         "  Runs every solver on N mazes of every generator, size, braid and terrain, un-animated\n"
         "  and in parallel on all cores, and prints the mean and sample standard deviation of\n"
         "  each group. Maze k (0 to N-1) of each group has seed S + k. Rows are the same on any\n"
         "  number of threads (except the times). With --solvers none it measures the mazes only\n"
         "  (dead ends). Ctrl+C stops it: the finished runs are kept and written.",
         {{"--generators", "IDS", "generator ids, comma-separated (required)"},
          {"--solvers", "IDS", "solver ids, comma-separated, or none (required)"},
          {"--sizes", "SIZES", "WxH sizes, comma-separated; AxA..BxB for every square between "
                               "(required)"},
          {"--count", "N", "mazes per generator, size, braid and terrain (required)"},
          {"--seed", "S", "the base seed (required)"},
          {"--braids", "P,P", "braid shares in percent, comma-separated (default 0)"},
          {"--terrain", "D[,P[,M]]|off", "a weighted terrain (repeatable: one axis value each; "
                                         "default off)", true},
          {"--threads", "T", "threads to use, 1 to 1024 (default: one per core)"},
          {"--csv", "FILE", "write one CSV row per run to FILE"},
          {"--summary", "FILE", "write the summary (one CSV row per group) to FILE"},
          {"--json", "FILE", "write the spec, the summary and the rows as JSON to FILE"}},
         false,
         true,
         true,
         &runExperimentCommand},
        {"help",
         "help [COMMAND]",
         "  Shows every command and option, or those of one command.",
         {},
         true,
         false,
         false,
         &runHelp},
    };
    return table;
}

int dispatch(std::span<const std::string> args, std::ostream& out, const Command*& current) {
    if (args.empty())
        throw UsageError("no command given: use one of " + commandNames());
    const std::string& first = args.front();
    if (isHelpFlag(first)) {
        printGeneralHelp(out);
        return kExitOk;
    }
    if (first == "--version") {
        out << kProgram << ' ' << MAZELAB_VERSION << '\n';
        return kExitOk;
    }
    current = findCommand(first);
    if (!current && first.starts_with("-"))
        throw UsageError("option " + inQuotes(first) +
                         " must follow a command: give one of " + commandNames() + " first");
    if (!current)
        throw UsageError("unknown command " + inQuotes(first) + ": valid commands are " +
                         commandNames());
    const auto rest = args.subspan(1);
    if (std::any_of(rest.begin(), rest.end(), [](const std::string& a) { return isHelpFlag(a); })) {
        printCommandHelp(out, *current);
        return kExitOk;
    }
    std::vector<std::string> operands;
    const Options options = parseOptions(*current, rest, operands);
    return current->run(options, operands, out);
}

} // namespace

int run(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    const Command* current = nullptr;
    int code = kExitOk;
    try {
        code = dispatch(args, out, current);
    } catch (const UsageError& e) {
        err << kProgram << ": " << e.what() << '\n';
        if (current && current->name != "help")
            err << "(see '" << kProgram << " help " << current->name << "')\n";
        else
            err << "(see '" << kProgram << " --help')\n";
        return kExitUsage;
    } catch (const std::bad_alloc&) {
        err << kProgram << ": out of memory: try a smaller maze\n";
        return kExitFailure;
    } catch (const std::exception& e) {
        err << kProgram << ": " << e.what() << '\n';
        return kExitFailure;
    } catch (...) {
        err << kProgram << ": unexpected internal error\n";
        return kExitFailure;
    }
    if (!out.flush()) {
        err << kProgram << ": could not write the output\n";
        return kExitFailure;
    }
    return code;
}

} // namespace mazelab::cli
