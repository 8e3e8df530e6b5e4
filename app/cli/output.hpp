#pragma once
// What the commands print: number formats, aligned tables, output files, the progress line and
// the JSON fields several commands share.

#include "cli/json.hpp"

#include "core/maze_file.hpp"

#include <chrono>
#include <cstdint>
#include <fstream>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace mazelab::cli {

// `value` with `decimals` digits after the point.
[[nodiscard]] std::string formatFixed(double value, int decimals);
// Milliseconds rounded to the microsecond: the resolution docs/semantics.md asks for.
[[nodiscard]] double roundedMilliseconds(std::int64_t nanoseconds);
[[nodiscard]] std::string yesNo(bool value);

// Rows of cells in left-aligned columns two spaces apart, each row indented by two.
void printTable(std::ostream& out, const std::vector<std::vector<std::string>>& rows);

// "generator" and "params" of a maze's provenance, null without one.
void writeProvenanceJson(JsonWriter& json, const std::optional<Provenance>& provenance);
// The provenance's seed under `key`, null without one.
void writeSeedJson(JsonWriter& json, std::string_view key,
                   const std::optional<Provenance>& provenance);

// A file the command writes, opened before the work starts, so that a path that cannot be
// written is reported at once rather than after the work.
class OutputFile {
public:
    explicit OutputFile(std::string path);
    [[nodiscard]] std::ostream& stream() { return m_file; }
    // Closes the file; throws Error if something could not be written.
    void close();

private:
    std::string m_path;
    std::ofstream m_file;
};

// "\r  1,234 / 5,000 runs (24%), 3.1 s, about 9.8 s left" on standard error, when it is a
// terminal; nothing otherwise.
class ProgressLine {
public:
    ProgressLine();
    [[nodiscard]] bool shown() const { return m_terminal; }
    void update(std::int64_t done, std::int64_t total);
    void finish(); // ends the line

private:
    bool m_terminal;
    std::chrono::steady_clock::time_point m_begin;
};

} // namespace mazelab::cli
