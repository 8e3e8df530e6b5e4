// Experiment CSV files (core/experiment_csv.hpp): writing runs and summaries, reading runs back.

#include "core/experiment_csv.hpp"

#include "core/csv_fields.hpp"
#include "core/shape.hpp"
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

using detail::CsvReader;
using detail::fixed;

namespace {

constexpr std::array<std::string_view, 23> kRowColumns = {
    "generator",        "shape",       "width",        "height",
    "braid",            "terrain",     "maze",         "seed",
    "solver",           "diagonal",    "cells",        "dead_ends",
    "found",            "gave_up",     "path_length",  "path_cost",
    "path_diagonal_cost", "searched",  "expanded",     "max_frontier",
    "steps",            "percent_searched", "time_us"};

// The columns only an experiment with diagonal movement has, so that a four-direction file is
// as it always was: its movement, and the cost entered by diagonal moves (path_cost then has
// decimals).
bool diagonalColumn(std::string_view name) {
    return name == "diagonal" || name == "path_diagonal_cost";
}

// Columns a reader does without: derived (percent_searched), newer than some files (gave_up,
// read as 0), those of diagonal movement (read as four directions) and the shape (read as
// square), which only an experiment with other cells has, so that a square one's files are as
// they always were.
bool optionalColumn(std::string_view name) {
    return name == "percent_searched" || name == "gave_up" || name == "shape" ||
           diagonalColumn(name);
}

template <typename Items>
bool anyOtherShape(const Items& items) {
    return std::any_of(items.begin(), items.end(),
                       [](const auto& item) { return item.shape != ShapeKind::Square; });
}

// The time's column: microseconds with three decimals, exact nanoseconds.
constexpr std::int64_t kNsPerUs = 1000;

std::string microsecondsText(std::int64_t ns) {
    return detail::nanosecondsText(ns, kNsPerUs);
}

} // namespace

void writeRowsCsv(std::ostream& out, std::span<const ExperimentRow> rows) {
    const bool diagonal = std::any_of(rows.begin(), rows.end(), [](const ExperimentRow& r) {
        return r.diagonal != Diagonal::Never;
    });
    const bool shape = anyOtherShape(rows);
    bool first = true;
    for (const std::string_view column : kRowColumns)
        if ((diagonal || !diagonalColumn(column)) && (shape || column != "shape")) {
            out << (first ? "" : ",") << column;
            first = false;
        }
    out << '\n';
    for (const ExperimentRow& r : rows) {
        const bool solved = r.solver != nullptr;
        const bool path = solved && r.found;
        out << text::csvField(r.generatorLabel()) << ',';
        if (shape)
            out << shapeId(r.shape) << ',';
        out << r.size.width << ',' << r.size.height << ',' << formatNumber(r.braid) << ','
            << text::csvField(terrainLabel(r.terrain)) << ',' << r.mazeIndex << ',' << r.seed << ','
            << (solved ? r.solver->id : "") << ',';
        if (diagonal)
            out << diagonalId(r.diagonal) << ',';
        out << r.cells << ',' << r.deadEnds << ',' << (r.found ? 1 : 0) << ','
            << (solved ? (r.gaveUp ? "1" : "0") : "") << ','
            << (path ? std::to_string(r.pathLength) : "") << ',';
        if (diagonal)
            out << (path ? fixed(r.cost().value(), 6) : "") << ','
                << (path ? std::to_string(r.pathDiagonalCost) : "") << ',';
        else
            out << (path ? std::to_string(r.pathCost) : "") << ',';
        if (solved)
            out << r.searched << ',' << r.expanded << ',' << r.maxFrontier << ',' << r.steps << ','
                << fixed(r.percentSearched(), 6) << ',' << microsecondsText(r.timeNs);
        else
            out << ",,,,,";
        out << '\n';
    }
}

void writeSummaryCsv(std::ostream& out, std::span<const ExperimentGroup> groups,
                     std::span<const ExperimentSkip> notRun) {
    const bool diagonal = std::any_of(groups.begin(), groups.end(), [](const ExperimentGroup& g) {
        return g.diagonal != Diagonal::Never;
    });
    const bool shape = anyOtherShape(groups) || !notRun.empty();
    out << "generator," << (shape ? "shape," : "") << "width,height,braid,terrain,solver,"
        << (diagonal ? "diagonal," : "") << "runs,found,gave_up";
    for (const ExperimentField& field : experimentFields()) {
        for (const char* stat : {"n", "mean", "sd", "min", "max"})
            out << ',' << field.key << '_' << stat;
        if (field.quartiles)
            for (const char* stat : {"median", "q1", "q3"})
                out << ',' << field.key << '_' << stat;
    }
    out << (shape ? ",not_run\n" : "\n");
    const auto fields = experimentFields();
    for (const ExperimentGroup& g : groups) {
        out << text::csvField(g.generatorLabel()) << ',';
        if (shape)
            out << shapeId(g.shape) << ',';
        out << g.size.width << ',' << g.size.height << ',' << formatNumber(g.braid) << ','
            << text::csvField(terrainLabel(g.terrain)) << ',' << (g.solver ? g.solver->id : "")
            << ',';
        if (diagonal)
            out << diagonalId(g.diagonal) << ',';
        out << g.runs << ',' << g.found << ',' << g.gaveUp;
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
        out << (shape ? ",\n" : "\n");
    }
    // What was not run: the axes it names, no runs, and why.
    for (const ExperimentSkip& skip : notRun) {
        out << (skip.generator ? text::csvField(generatorLabel(*skip.generator, skip.params)) : "")
            << ',' << shapeId(skip.shape) << ','
            << (skip.size
                    ? std::to_string(skip.size->width) + ',' + std::to_string(skip.size->height)
                    : std::string(","))
            << ",,," << (skip.solver ? skip.solver->id : "") << ',' << (diagonal ? "," : "")
            << "0,0,0";
        for (const ExperimentField& field : fields)
            out << ",0,,,," << (field.quartiles ? ",,," : "");
        out << ',' << text::csvField(skip.reason) << '\n';
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
    if (!text::splitCsv(line, fields))
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
    [[nodiscard]] bool has(std::string_view name) const {
        const auto c = std::size_t(std::find(kRowColumns.begin(), kRowColumns.end(), name) -
                                   kRowColumns.begin());
        return column[c] != std::string::npos;
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
    if (!at["shape"].empty()) {
        try {
            row.shape = shapeById(at["shape"]);
        } catch (const Error& e) {
            reader.fail(e.what());
        }
    }
    row.size.width = reader.integer<int>(at["width"], "width", Maze::kMinSide, Maze::kMaxSide);
    row.size.height = reader.integer<int>(at["height"], "height", Maze::kMinSide, Maze::kMaxSide);
    if (std::string error = experimentSizeError(row.shape, row.size); !error.empty())
        reader.fail(error);
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
    const std::int64_t cellsInGrid = experimentCells(row.shape, row.size);
    row.cells = reader.integer<std::int64_t>(at["cells"], "cells", 2, cellsInGrid);
    row.deadEnds = reader.integer<std::int64_t>(at["dead_ends"], "dead_ends", 0, row.cells);
}

// The run's movement, in a file of diagonal movement (a file without the column: four
// directions).
void readDiagonal(const CsvReader& reader, const Record& at, ExperimentRow& row) {
    if (at["diagonal"].empty())
        return;
    for (const Diagonal d : kDiagonals)
        if (diagonalId(d) == at["diagonal"]) {
            row.diagonal = d;
            return;
        }
    std::string valid;
    for (const Diagonal d : kDiagonals)
        valid += (valid.empty() ? "" : ", ") + std::string(diagonalId(d));
    reader.fail("unknown diagonal movement " + text::excerpt(at["diagonal"]) + ": valid are " +
                valid);
}

// A found path's cost: an integer, or in a file of diagonal movement a decimal path_cost with the
// integer path_diagonal_cost, from which the straight part comes back exactly.
void readPathCost(const CsvReader& reader, const Record& at, ExperimentRow& row) {
    const std::int64_t most = row.cells * Maze::kMaxCost;
    if (!at.has("path_diagonal_cost")) {
        row.pathCost = reader.integer<std::int64_t>(at["path_cost"], "path_cost", 1, most);
        return;
    }
    row.pathDiagonalCost =
        reader.integer<std::int64_t>(at["path_diagonal_cost"], "path_diagonal_cost", 0, most);
    if (row.diagonal == Diagonal::Never && row.pathDiagonalCost > 0)
        reader.fail("a run of four-direction movement has no diagonal moves, but "
                    "path_diagonal_cost is " +
                    text::excerpt(at["path_diagonal_cost"]));
    const double straight =
        reader.real(at["path_cost"], "path_cost") - double(row.pathDiagonalCost) * kSqrt2;
    row.pathCost = std::llround(straight);
    // The file's six decimals are far closer than this to the exact sum.
    if (std::abs(straight - double(row.pathCost)) > 1e-3 || row.pathCost < 0 ||
        row.pathCost > most || row.pathCost + row.pathDiagonalCost < 1)
        reader.fail("path_cost " + text::excerpt(at["path_cost"]) +
                    " is not a whole cost plus sqrt(2) times path_diagonal_cost " +
                    text::excerpt(at["path_diagonal_cost"]));
}

// The solver's columns, when the run has a solver.
void readSolverColumns(const CsvReader& reader, const Record& at, ExperimentRow& row) {
    if (at["solver"].empty())
        return;
    row.solver = findSolver(at["solver"]);
    if (row.solver == nullptr)
        reader.fail("unknown solver " + text::excerpt(at["solver"]));
    readDiagonal(reader, at, row);
    row.found = reader.integer<int>(at["found"], "found", 0, 1) == 1;
    // Files written before the column existed: no run gave up.
    if (!at["gave_up"].empty())
        row.gaveUp = reader.integer<int>(at["gave_up"], "gave_up", 0, 1) == 1;
    if (row.found && row.gaveUp)
        reader.fail("a run that found a path cannot have given up");
    if (row.found) {
        row.pathLength =
            reader.integer<std::int64_t>(at["path_length"], "path_length", 1, row.cells);
        readPathCost(reader, at, row);
    } else if (!at["path_length"].empty() || !at["path_cost"].empty() ||
               !at["path_diagonal_cost"].empty()) {
        reader.fail("a run that found no path has a path length or cost");
    }
    row.searched = reader.integer<std::int64_t>(at["searched"], "searched", 1, row.cells);
    row.expanded = reader.integer<std::int64_t>(at["expanded"], "expanded", 0, row.cells);
    row.maxFrontier = reader.integer<std::int64_t>(at["max_frontier"], "max_frontier", 0,
                                                   std::int64_t{1} << 40);
    row.steps = reader.integer<std::int64_t>(at["steps"], "steps", 0, std::int64_t{1} << 40);
    row.timeNs = reader.nanoseconds(at["time_us"], "time_us", kNsPerUs);
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
    addAxis(spec.shapes, row.shape);
    addAxis(spec.sizes, row.size);
    addAxis(spec.braids, row.braid);
    addAxis(spec.terrains, row.terrain);
    if (row.solver != nullptr)
        addAxis(spec.solvers, row.solver);
}

} // namespace

ExperimentResult readRowsCsv(std::istream& in) {
    CsvReader reader{"experiment CSV"};
    std::vector<std::string> fields;
    const ColumnIndex column = readColumns(reader, in, fields);
    const std::size_t width = fields.size();
    const Record at{column, fields};

    ExperimentResult result;
    ExperimentSpec& spec = result.spec;
    spec.shapes.clear();
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
        if (!text::splitCsv(line, fields))
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
    spec.diagonal = result.rows.front().diagonal;
    for (const ExperimentRow& row : result.rows)
        if (row.diagonal != spec.diagonal)
            throw Error("experiment CSV: runs of different movements (" +
                        std::string(diagonalId(spec.diagonal)) + ", " +
                        std::string(diagonalId(row.diagonal)) + ") are mixed");
    result.groups = summarizeRows(result.rows);
    result.notRun = experimentSkips(spec);
    result.runsTotal = result.runsDone = std::int64_t(result.rows.size());
    return result;
}

} // namespace mazelab
