// Experiment CSV files (core/experiment_csv.hpp): writing runs and summaries, reading runs back.

#include "core/experiment_csv.hpp"

#include "core/text_fields.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <istream>
#include <limits>
#include <ostream>
#include <string>
#include <tuple>
#include <vector>

namespace mazelab {

namespace {

constexpr std::array<std::string_view, 20> kRowColumns = {
    "generator",   "width",     "height",   "braid",    "terrain",      "maze",  "seed",
    "solver",      "cells",     "dead_ends", "found",   "gave_up",      "path_length",
    "path_cost",   "searched",  "expanded", "max_frontier", "steps", "percent_searched",
    "time_us"};

// Columns a reader does without: derived (percent_searched), or newer than some files (gave_up,
// read as 0).
bool optionalColumn(std::string_view name) {
    return name == "percent_searched" || name == "gave_up";
}

// Microseconds with three decimals from integer nanoseconds (>= 0), exactly.
std::string microsecondsText(std::int64_t ns) {
    std::array<char, 32> buffer{};
    const auto magnitude = std::uint64_t(std::max<std::int64_t>(ns, 0));
    const int length = std::snprintf(buffer.data(), buffer.size(), "%llu.%03llu",
                                     static_cast<unsigned long long>(magnitude / 1000),
                                     static_cast<unsigned long long>(magnitude % 1000));
    return std::string(buffer.data(), std::size_t(std::max(length, 0)));
}

std::string fixed(double value, int decimals) {
    std::array<char, 64> buffer{};
    const auto [end, ec] = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value,
                                         std::chars_format::fixed, decimals);
    return ec == std::errc() ? std::string(buffer.data(), end) : std::string("nan");
}

// Splits one CSV record. Returns false if a quoted field is not closed on this line.
bool splitCsv(std::string_view line, std::vector<std::string>& fields) {
    fields.clear();
    std::string field;
    bool quoted = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quoted) {
            if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == '"' && field.empty()) {
            quoted = true;
        } else if (c == ',') {
            fields.push_back(std::move(field));
            field.clear();
        } else {
            field += c;
        }
    }
    fields.push_back(std::move(field));
    return !quoted;
}

struct CsvReader {
    std::size_t line = 0;

    [[noreturn]] void fail(const std::string& what) const {
        throw Error("experiment CSV, line " + std::to_string(line) + ": " + what);
    }

    template <typename T>
    T integer(const std::string& text, std::string_view column, T low, T high) const {
        T value{};
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (ec != std::errc() || end != text.data() + text.size() || value < low || value > high)
            fail(std::string(column) + " must be a whole number from " + std::to_string(low) +
                 " to " + std::to_string(high) + ", not " + text::excerpt(text));
        return value;
    }

    double real(const std::string& text, std::string_view column) const {
        double value = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (ec != std::errc() || end != text.data() + text.size() || !std::isfinite(value))
            fail(std::string(column) + " must be a number, not " + text::excerpt(text));
        return value;
    }

    // "123.456" microseconds -> 123456 ns: digits, a point and up to three decimals.
    std::int64_t nanoseconds(const std::string& text) const {
        const std::size_t point = text.find('.');
        const std::string whole = text.substr(0, point);
        std::string fraction = point == std::string::npos ? std::string() : text.substr(point + 1);
        if (whole.empty() || fraction.size() > 3)
            fail("time_us must be microseconds with at most three decimals, not " +
                 text::excerpt(text));
        while (fraction.size() < 3)
            fraction += '0';
        const auto us = integer<std::int64_t>(whole, "time_us", 0, std::int64_t{1} << 40);
        const auto ns = integer<std::int64_t>(fraction, "time_us", 0, 999);
        return us * 1000 + ns;
    }
};

} // namespace

void writeRowsCsv(std::ostream& out, std::span<const ExperimentRow> rows) {
    for (std::size_t c = 0; c < kRowColumns.size(); ++c)
        out << (c ? "," : "") << kRowColumns[c];
    out << '\n';
    for (const ExperimentRow& r : rows) {
        const bool solved = r.solver != nullptr;
        const bool path = solved && r.found;
        out << text::csvField(r.generatorLabel()) << ',' << r.size.width << ',' << r.size.height << ','
            << formatNumber(r.braid) << ',' << text::csvField(terrainLabel(r.terrain)) << ','
            << r.mazeIndex << ',' << r.seed << ',' << (solved ? r.solver->id : "") << ','
            << r.cells << ',' << r.deadEnds << ',' << (r.found ? 1 : 0) << ','
            << (solved ? (r.gaveUp ? "1" : "0") : "") << ','
            << (path ? std::to_string(r.pathLength) : "") << ','
            << (path ? std::to_string(r.pathCost) : "") << ',';
        if (solved)
            out << r.searched << ',' << r.expanded << ',' << r.maxFrontier << ',' << r.steps << ','
                << fixed(r.percentSearched(), 6) << ',' << microsecondsText(r.timeNs);
        else
            out << ",,,,,";
        out << '\n';
    }
}

void writeSummaryCsv(std::ostream& out, std::span<const ExperimentGroup> groups) {
    out << "generator,width,height,braid,terrain,solver,runs,found,gave_up";
    for (const ExperimentField& field : experimentFields()) {
        for (const char* stat : {"n", "mean", "sd", "min", "max"})
            out << ',' << field.key << '_' << stat;
        if (field.quartiles)
            for (const char* stat : {"median", "q1", "q3"})
                out << ',' << field.key << '_' << stat;
    }
    out << '\n';
    const auto fields = experimentFields();
    for (const ExperimentGroup& g : groups) {
        out << text::csvField(g.generatorLabel()) << ',' << g.size.width << ',' << g.size.height << ','
            << formatNumber(g.braid) << ',' << text::csvField(terrainLabel(g.terrain)) << ','
            << (g.solver ? g.solver->id : "") << ',' << g.runs << ',' << g.found << ','
            << g.gaveUp;
        for (std::size_t f = 0; f < fields.size(); ++f) {
            const FigureSummary& s = g.figures[f];
            if (s.n == 0)
                out << ",0,,,,";
            else
                out << ',' << s.n << ',' << fixed(s.mean, 6) << ',' << fixed(s.stddev, 6) << ','
                    << fixed(s.min, 6) << ',' << fixed(s.max, 6);
            // Empty where the runs were not kept (the quartiles need every value).
            if (fields[f].quartiles) {
                if (s.hasQuartiles)
                    out << ',' << fixed(s.median, 6) << ',' << fixed(s.q1, 6) << ','
                        << fixed(s.q3, 6);
                else
                    out << ",,,";
            }
        }
        out << '\n';
    }
}

namespace {

// The header: where each column of kRowColumns is (npos for a derived column left out).
using ColumnIndex = std::array<std::size_t, kRowColumns.size()>;

ColumnIndex readColumns(CsvReader& reader, std::istream& in, std::vector<std::string>& fields) {
    std::string line;
    if (!std::getline(in, line))
        throw Error("experiment CSV: the file is empty (no header line)");
    reader.line = 1;
    if (!line.empty() && line.back() == '\r')
        line.pop_back();
    if (!splitCsv(line, fields))
        reader.fail("a quoted field is not closed");
    ColumnIndex column{};
    for (std::size_t c = 0; c < kRowColumns.size(); ++c) {
        const auto it = std::find(fields.begin(), fields.end(), kRowColumns[c]);
        if (it == fields.end()) {
            if (optionalColumn(kRowColumns[c])) {
                column[c] = std::string::npos;
                continue;
            }
            reader.fail("missing column '" + std::string(kRowColumns[c]) +
                        "': this is not a file of experiment runs (mazelab-cli experiment --csv)");
        }
        column[c] = std::size_t(it - fields.begin());
    }
    return column;
}

// One record's fields by column name.
struct Record {
    const ColumnIndex& column;
    const std::vector<std::string>& fields;

    const std::string& operator[](std::string_view name) const {
        static const std::string kAbsent;
        const auto c = std::size_t(std::find(kRowColumns.begin(), kRowColumns.end(), name) -
                                   kRowColumns.begin());
        return column[c] == std::string::npos ? kAbsent : fields[column[c]];
    }
};

// The maze's columns: generator, size, braid, terrain, maze index, seed, cells, dead ends.
void readMazeColumns(const CsvReader& reader, const Record& at, ExperimentRow& row) {
    if (findGenerator(std::string_view(at["generator"]).substr(0, at["generator"].find(':'))) ==
        nullptr)
        reader.fail("unknown generator " + text::excerpt(at["generator"]));
    try {
        std::tie(row.generator, row.params) = parseGeneratorLabel(at["generator"]);
    } catch (const Error& e) {
        reader.fail("generator " + text::excerpt(at["generator"]) + ": " + e.what());
    }
    row.size.width = reader.integer<int>(at["width"], "width", Maze::kMinSide, Maze::kMaxSide);
    row.size.height = reader.integer<int>(at["height"], "height", Maze::kMinSide, Maze::kMaxSide);
    row.braid = reader.real(at["braid"], "braid");
    if (row.braid < 0 || row.braid > 100)
        reader.fail("braid must be 0 to 100, not " + text::excerpt(at["braid"]));
    if (at["terrain"] != "off") {
        try {
            row.terrain = parseTerrain(at["terrain"]);
        } catch (const Error& e) {
            reader.fail(std::string("terrain: ") + e.what());
        }
    }
    row.mazeIndex = reader.integer<std::int64_t>(at["maze"], "maze", 0, kMaxExperimentRuns);
    row.seed = reader.integer<std::uint64_t>(at["seed"], "seed", 0,
                                              std::numeric_limits<std::uint64_t>::max());
    const std::int64_t cellsInGrid = std::int64_t(row.size.width) * row.size.height;
    row.cells = reader.integer<std::int64_t>(at["cells"], "cells", 2, cellsInGrid);
    row.deadEnds = reader.integer<std::int64_t>(at["dead_ends"], "dead_ends", 0, row.cells);
}

// The solver's columns, when the run has a solver.
void readSolverColumns(const CsvReader& reader, const Record& at, ExperimentRow& row) {
    if (at["solver"].empty())
        return;
    row.solver = findSolver(at["solver"]);
    if (row.solver == nullptr)
        reader.fail("unknown solver " + text::excerpt(at["solver"]));
    row.found = reader.integer<int>(at["found"], "found", 0, 1) == 1;
    // Files written before the column existed: no run gave up.
    if (!at["gave_up"].empty())
        row.gaveUp = reader.integer<int>(at["gave_up"], "gave_up", 0, 1) == 1;
    if (row.found && row.gaveUp)
        reader.fail("a run that found a path cannot have given up");
    if (row.found) {
        row.pathLength =
            reader.integer<std::int64_t>(at["path_length"], "path_length", 1, row.cells);
        row.pathCost = reader.integer<std::int64_t>(at["path_cost"], "path_cost", 1,
                                                    row.cells * Maze::kMaxCost);
    } else if (!at["path_length"].empty() || !at["path_cost"].empty()) {
        reader.fail("a run that found no path has a path length or cost");
    }
    row.searched = reader.integer<std::int64_t>(at["searched"], "searched", 1, row.cells);
    row.expanded = reader.integer<std::int64_t>(at["expanded"], "expanded", 0, row.cells);
    row.maxFrontier = reader.integer<std::int64_t>(at["max_frontier"], "max_frontier", 0,
                                                   std::int64_t{1} << 40);
    row.steps = reader.integer<std::int64_t>(at["steps"], "steps", 0, std::int64_t{1} << 40);
    row.timeNs = reader.nanoseconds(at["time_us"]);
}

// Adds the run's axis values to the spec, in order of first appearance. `labels` holds the
// generator axis as labels (a generator with parameters).
void addToAxes(const ExperimentRow& row, ExperimentSpec& spec, std::vector<std::string>& labels) {
    auto addAxis = [](auto& axis, const auto& value) {
        if (std::find(axis.begin(), axis.end(), value) == axis.end())
            axis.push_back(value);
    };
    const std::string label = row.generatorLabel();
    if (std::find(labels.begin(), labels.end(), label) == labels.end()) {
        labels.push_back(label);
        spec.generators.push_back(row.generator);
        spec.generatorParams.push_back(row.params);
    }
    addAxis(spec.sizes, row.size);
    addAxis(spec.braids, row.braid);
    addAxis(spec.terrains, row.terrain);
    if (row.solver != nullptr)
        addAxis(spec.solvers, row.solver);
}

} // namespace

ExperimentResult readRowsCsv(std::istream& in) {
    CsvReader reader;
    std::vector<std::string> fields;
    const ColumnIndex column = readColumns(reader, in, fields);
    const std::size_t width = fields.size();
    const Record at{column, fields};

    ExperimentResult result;
    ExperimentSpec& spec = result.spec;
    spec.braids.clear();
    spec.terrains.clear();
    std::vector<std::string> labels;
    std::string line;
    bool sawEnd = false;
    while (std::getline(in, line)) {
        ++reader.line;
        const bool lastLine = in.eof(); // no line end after it: perhaps cut off
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (line.empty()) {
            sawEnd = true;
            continue;
        }
        if (sawEnd)
            reader.fail("a run after an empty line");
        if (!splitCsv(line, fields))
            reader.fail("a quoted field is not closed (is the file cut off?)");
        if (fields.size() != width)
            reader.fail("has " + std::to_string(fields.size()) + " fields, the header has " +
                        std::to_string(width) + (lastLine ? " (the file looks cut off)" : ""));
        ExperimentRow row;
        readMazeColumns(reader, at, row);
        readSolverColumns(reader, at, row);
        addToAxes(row, spec, labels);
        spec.count = std::max(spec.count, row.mazeIndex + 1);
        if (result.rows.empty())
            spec.seed = row.seed - std::uint64_t(row.mazeIndex);
        result.rows.push_back(row);
    }
    if (in.bad())
        throw Error("experiment CSV: the file could not be read");
    if (result.rows.empty())
        throw Error("experiment CSV: the file has a header but no runs");
    const bool mazeOnly = result.rows.front().solver == nullptr;
    for (const ExperimentRow& row : result.rows)
        if ((row.solver == nullptr) != mazeOnly)
            throw Error("experiment CSV: runs with and without a solver are mixed");
    result.groups = summarizeRows(result.rows);
    result.runsTotal = result.runsDone = std::int64_t(result.rows.size());
    return result;
}

} // namespace mazelab
