#include "core/scenario.hpp"

#include "core/params.hpp"
#include "core/registry.hpp"
#include "core/shape.hpp"
#include "core/shaping.hpp"
#include "core/text_fields.hpp"

#include <array>
#include <cmath>
#include <map>
#include <set>

namespace mazelab {

using namespace text;

namespace {

constexpr std::array<std::string_view, 5> kSpeedIds = {"slow", "fast", "fastest", "custom",
                                                       "instant"};
constexpr int kMinRace = 2;
constexpr int kMaxRace = 8;
constexpr std::string_view kMazeKeyword = "maze";

[[noreturn]] void fail(int line, const std::string& message) {
    throw MazeFileError(line, message);
}

std::string join(const std::vector<std::string>& items, std::string_view separator) {
    std::string result;
    for (const std::string& item : items)
        result += (result.empty() ? "" : std::string(separator)) + item;
    return result;
}

// Reads the lines up to `maze`; the rest of the text is the maze file.
class ScenarioReader {
public:
    explicit ScenarioReader(std::string_view text) : m_lines(text) {}

    Scenario read() {
        readMagicLine(m_lines, kScenarioFileMagic, kScenarioFileVersion, "scenario");
        if (!readHeaderLines(m_lines, kMazeKeyword,
                             [this](std::string_view content) { readLine(content); }))
            fail(m_lines.endLine(), "the file ends before the 'maze' line: a scenario ends with a "
                               "line 'maze' followed by the maze file (docs/file-format.md)");
        checkRequired();
        readMaze();
        // The solver searches the maze below, whatever Generate would make next.
        if (const std::string error =
                findSolver(m_scenario.solver)->shapeError(m_scenario.maze.maze.shapeKind());
            !error.empty())
            fail(m_solverLine, error);
        return m_scenario;
    }

private:
    [[nodiscard]] int line() const { return m_lines.number(); }

    // Each key once, except param, shape (one per line, each key once).
    void once(std::string_view key) {
        const auto [it, fresh] = m_seen.emplace(std::string(key), line());
        if (!fresh)
            fail(line(), std::string(key) + " is given twice (first on line " +
                               std::to_string(it->second) + "): each key may appear once");
    }

    void readLine(std::string_view content) {
        const auto fields = words(content);
        const std::string_view key = fields[0];
        const auto value = [&](std::string_view example) {
            if (fields.size() != 2)
                fail(line(), std::string(key) + " takes exactly one value, e.g. '" +
                                   std::string(example) + "'");
            return fields[1];
        };
        Scenario& s = m_scenario;
        if (key == "generator") {
            once(key);
            const std::string_view id = value("generator binary-tree");
            m_generator = findGenerator(id);
            if (!m_generator)
                fail(line(), "unknown generator " + excerpt(id) + ": the generators are " +
                                   idList(generators()));
            s.generator = std::string(id);
        } else if (key == "param") {
            readParam(value("param share=40"), "param", m_paramKeys, m_paramLines, s.params);
        } else if (key == "solver-param") {
            readParam(value("solver-param weight=3"), "solver-param", m_solverParamKeys,
                      m_solverParamLines, s.solverParams);
        } else if (key == "seed") {
            once(key);
            const std::string_view seed = value("seed 42");
            if (parseNumber(seed, s.seed) != NumberStatus::Ok)
                fail(line(), "seed " + excerpt(seed) +
                                   " must be a whole number from 0 to 18446744073709551615");
        } else if (key == "size") {
            once(key);
            readSize(value("size 19x19"));
        } else if (key == "cells") {
            once(key);
            try {
                s.cells = shapeById(value("cells hex"));
            } catch (const Error& e) {
                fail(line(), e.what());
            }
            m_cellsLine = line();
        } else if (key == "rings") {
            once(key);
            const std::string_view rings = value("rings 8");
            if (parseNumber(rings, s.rings) != NumberStatus::Ok || s.rings < Shape::kMinRings ||
                s.rings > Shape::kMaxRings)
                fail(line(), "rings " + excerpt(rings) + " must be a whole number from " +
                                 std::to_string(Shape::kMinRings) + " to " +
                                 std::to_string(Shape::kMaxRings));
            m_ringsLine = line();
        } else if (key == "shape") {
            const std::string_view shape = value("shape braid=40");
            try {
                (void)parseShaping(std::vector<std::string>{std::string(shape)});
            } catch (const Error& e) {
                fail(line(), "shape " + excerpt(shape) + ": " + e.what());
            }
            const std::string_view shapeKey = shape.substr(0, shape.find('='));
            if (!m_shapeKeys.emplace(shapeKey).second)
                fail(line(), "shape " + excerpt(shapeKey) +
                                   " is given twice: braid, symmetry and terrain once each");
            if (m_shapeLine == 0)
                m_shapeLine = line();
            s.shaping.emplace_back(shape);
        } else if (key == "solver") {
            once(key);
            const std::string_view id = value("solver bfs");
            if (!findSolver(id))
                fail(line(), "unknown solver " + excerpt(id) + ": the solvers are " +
                                   idList(solvers()));
            s.solver = std::string(id);
            m_solverLine = line();
        } else if (key == "diagonal") {
            once(key);
            try {
                s.diagonal = diagonalById(value("diagonal only-when-no-obstacles"));
            } catch (const Error& e) {
                fail(line(), e.what());
            }
            m_diagonalLine = line();
        } else if (key == "race") {
            once(key);
            readRace(value("race bfs,dfs,dijkstra"));
        } else if (key == "speed") {
            once(key);
            readSpeed(fields);
        } else if (key == "grid") {
            once(key);
            s.grid = readSwitch(key, value("grid on"), "on", "off");
        } else if (key == "walls") {
            once(key);
            s.thinWalls = readSwitch(key, value("walls blocks"), "thin", "blocks");
        } else {
            fail(line(), "unknown key " + excerpt(key) +
                             ": a scenario has generator, param, seed, size, cells, rings, shape, "
                             "solver, solver-param, diagonal, race, speed, grid and walls lines, "
                             "then "
                             "'maze' and the maze file");
        }
    }

    // A "param" or "solver-param" line: key=value, each key once; checked against the
    // algorithm's specs in checkRequired (the algorithm may come after it).
    void readParam(std::string_view param, const std::string& key,
                   std::set<std::string, std::less<>>& keys, std::vector<int>& lines,
                   std::vector<std::string>& params) {
        const std::size_t equals = param.find('=');
        if (equals == std::string_view::npos || equals == 0)
            fail(line(), key + " " + excerpt(param) + " must be written key=value, e.g. " + key +
                             (key == "param" ? " share=40" : " weight=3"));
        if (!keys.emplace(param.substr(0, equals)).second)
            fail(line(), key + " " + excerpt(param.substr(0, equals)) +
                             " is given twice: each parameter may appear once");
        lines.push_back(line());
        params.emplace_back(param);
    }

    void readSize(std::string_view text) {
        const std::size_t x = text.find('x');
        int width = 0;
        int height = 0;
        if (x == std::string_view::npos ||
            parseNumber(text.substr(0, x), width) == NumberStatus::NotANumber ||
            parseNumber(text.substr(x + 1), height) == NumberStatus::NotANumber)
            fail(line(), "size " + excerpt(text) + " must be written WxH, e.g. size 19x19");
        const Size size{width, height};
        if (const std::string error = Maze::sizeError(size);
            !error.empty() || std::to_string(width) + "x" + std::to_string(height) != text)
            fail(line(), error.empty() ? "size " + excerpt(text) + " must be written WxH"
                                         : error);
        m_scenario.size = size;
    }

    void readRace(std::string_view list) {
        std::vector<std::string> ids;
        std::size_t at = 0;
        while (at <= list.size()) {
            const std::size_t comma = std::min(list.find(',', at), list.size());
            const std::string_view id = list.substr(at, comma - at);
            if (!findSolver(id))
                fail(line(), "race: unknown solver " + excerpt(id) + ": the solvers are " +
                                   idList(solvers()));
            for (const std::string& earlier : ids)
                if (earlier == id)
                    fail(line(), "race: solver " + excerpt(id) + " is listed twice");
            ids.emplace_back(id);
            at = comma + 1;
        }
        if (int(ids.size()) < kMinRace || int(ids.size()) > kMaxRace)
            fail(line(), "race lists " + std::to_string(ids.size()) +
                               " solvers: a race has 2 to 8, separated by commas");
        m_scenario.race = std::move(ids);
    }

    void readSpeed(const std::vector<std::string_view>& fields) {
        std::size_t index = 0;
        while (index < kSpeedIds.size() && (fields.size() < 2 || kSpeedIds[index] != fields[1]))
            ++index;
        const auto speed = Scenario::Speed(index);
        const bool custom = speed == Scenario::Speed::Custom;
        if (index == kSpeedIds.size() || fields.size() != (custom ? 3u : 2u))
            fail(line(), "speed must be one of 'speed slow', 'speed fast', 'speed fastest', "
                           "'speed instant' or 'speed custom N' (N steps per second, 1 to "
                           "1000000)");
        m_scenario.speed = speed;
        if (!custom)
            return;
        double perSecond = 0;
        const char* end = fields[2].data() + fields[2].size();
        const auto [ptr, error] = std::from_chars(fields[2].data(), end, perSecond);
        if (error != std::errc() || ptr != end || !std::isfinite(perSecond) ||
            perSecond < kMinStepsPerSecond || perSecond > kMaxStepsPerSecond)
            fail(line(), "speed custom " + excerpt(fields[2]) +
                               ": the steps per second must be a number from 1 to 1000000");
        m_scenario.stepsPerSecond = perSecond;
    }

    bool readSwitch(std::string_view key, std::string_view value, std::string_view yes,
                    std::string_view no) {
        if (value != yes && value != no)
            fail(line(), std::string(key) + " " + excerpt(value) + " must be '" +
                               std::string(yes) + "' or '" + std::string(no) + "'");
        return value == yes;
    }

    void checkRequired() {
        for (const char* key : {"generator", "seed", "size", "solver"})
            if (!m_seen.count(key))
                fail(line(), std::string("the scenario has no '") + key +
                                   "' line: generator, seed, size and solver come before 'maze'");
        // Parameters and shaping are checked against the generator and the size, which may come
        // after them.
        checkParams(m_generator->params, m_scenario.params, m_paramLines,
                    "param for " + m_scenario.generator);
        checkParams(findSolver(m_scenario.solver)->params, m_scenario.solverParams,
                    m_solverParamLines, "solver-param for " + m_scenario.solver);
        if (const std::string error =
                findSolver(m_scenario.solver)->movementError(m_scenario.diagonal);
            !error.empty())
            fail(m_diagonalLine != 0 ? m_diagonalLine : m_solverLine, error);
        checkCells();
        if (!m_scenario.shaping.empty()) {
            const std::string error =
                shapingError(parseShaping(m_scenario.shaping), m_scenario.cells, m_scenario.size);
            if (!error.empty())
                fail(m_shapeLine, error);
        }
    }

    // Rings go with polar cells only, and the generator must build the cells.
    void checkCells() {
        const bool polar = m_scenario.cells == ShapeKind::Polar;
        if (polar && m_ringsLine == 0)
            fail(m_cellsLine, "cells polar needs a 'rings N' line: a polar maze is sized by its "
                              "rings, e.g. rings 8");
        if (!polar && m_ringsLine != 0)
            fail(m_ringsLine, "rings go with 'cells polar' only: a maze of " +
                                  std::string(shapeWord(m_scenario.cells)) +
                                  " cells is sized by its 'size' line");
        if (const std::string error = m_generator->shapeError(m_scenario.cells); !error.empty())
            fail(m_cellsLine != 0 ? m_cellsLine : m_seen.at("generator"), error);
    }

    void checkParams(std::span<const ParamSpec> specs, const std::vector<std::string>& params,
                     const std::vector<int>& lines, const std::string& what) {
        for (std::size_t i = 0; i < params.size(); ++i) {
            try {
                (void)resolveParams(specs, std::vector<std::string>{params[i]});
            } catch (const Error& e) {
                fail(lines[i], what + ": " + e.what());
            }
        }
    }

    void readMaze() {
        const int offset = line();
        try {
            m_scenario.maze = readMazeText(m_lines.rest());
        } catch (const MazeFileError& e) {
            fail(offset + std::max(e.line(), 1), "in the maze: " + e.detail());
        }
    }

    LineReader m_lines;
    Scenario m_scenario;
    const GeneratorInfo* m_generator = nullptr;
    std::map<std::string, int, std::less<>> m_seen;
    std::set<std::string, std::less<>> m_paramKeys;
    std::set<std::string, std::less<>> m_solverParamKeys;
    std::set<std::string, std::less<>> m_shapeKeys;
    std::vector<int> m_paramLines;
    std::vector<int> m_solverParamLines;
    int m_shapeLine = 0;
    int m_cellsLine = 0; // 0: no "cells" line (square)
    int m_ringsLine = 0;
    int m_solverLine = 0;
    int m_diagonalLine = 0; // 0: no "diagonal" line (four directions)
};

} // namespace

bool operator==(const Scenario& a, const Scenario& b) {
    return a.generator == b.generator && a.params == b.params && a.seed == b.seed &&
           a.size == b.size && a.cells == b.cells &&
           (a.cells != ShapeKind::Polar || a.rings == b.rings) && a.shaping == b.shaping &&
           a.solver == b.solver && a.solverParams == b.solverParams && a.diagonal == b.diagonal &&
           a.race == b.race && a.speed == b.speed &&
           (a.speed != Scenario::Speed::Custom || a.stepsPerSecond == b.stepsPerSecond) &&
           a.grid == b.grid && a.thinWalls == b.thinWalls && a.maze.maze == b.maze.maze &&
           a.maze.provenance == b.maze.provenance;
}

std::string_view speedId(Scenario::Speed speed) {
    return kSpeedIds[std::size_t(speed)];
}

std::string writeScenarioText(const Scenario& s) {
    std::string text = std::string(kScenarioFileMagic) + " " +
                       std::to_string(kScenarioFileVersion) + "\n";
    text += "generator " + s.generator + "\n";
    for (const std::string& param : s.params)
        text += "param " + param + "\n";
    text += "seed " + std::to_string(s.seed) + "\n";
    text += "size " + toString(s.size) + "\n";
    if (s.cells != ShapeKind::Square)
        text += "cells " + std::string(shapeId(s.cells)) + "\n";
    if (s.cells == ShapeKind::Polar)
        text += "rings " + std::to_string(s.rings) + "\n";
    for (const std::string& shape : s.shaping)
        text += "shape " + shape + "\n";
    text += "solver " + s.solver + "\n";
    for (const std::string& param : s.solverParams)
        text += "solver-param " + param + "\n";
    if (s.diagonal != Diagonal::Never)
        text += "diagonal " + std::string(diagonalId(s.diagonal)) + "\n";
    if (!s.race.empty())
        text += "race " + join(s.race, ",") + "\n";
    text += "speed " + std::string(speedId(s.speed));
    if (s.speed == Scenario::Speed::Custom)
        text += " " + formatNumber(s.stepsPerSecond);
    text += "\n";
    text += std::string("grid ") + (s.grid ? "on" : "off") + "\n";
    text += std::string("walls ") + (s.thinWalls ? "thin" : "blocks") + "\n";
    text += std::string(kMazeKeyword) + "\n";
    text += writeMazeText(s.maze);
    return text;
}

Scenario readScenarioText(std::string_view text) {
    return ScenarioReader(text).read();
}

void saveScenarioFile(const std::string& path, const Scenario& scenario) {
    saveTextFile(path, writeScenarioText(scenario), "the scenario");
}

Scenario loadScenarioFile(const std::string& path) {
    return readScenarioText(readTextFile(path, "scenario file"));
}

} // namespace mazelab
