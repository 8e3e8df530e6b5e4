#pragma once
// What the commands print: number formats, aligned tables, output files, the progress line and
// the JSON fields several commands share.

#include "cli/json.hpp"

#include "core/maze_file.hpp"
#include "core/safe_file.hpp"

#include <chrono>
#include <cstdint>
#include <optional>
#include <ostream>
#include <streambuf>
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

// A file the command writes, all or nothing (core/safe_file.hpp): its temporary file is made
// before the work starts, so that a path that cannot be written is reported at once rather than
// after the work, and an existing file is replaced only by a whole new one.
class OutputFile {
public:
    explicit OutputFile(std::string path);
    [[nodiscard]] std::ostream& stream() { return m_stream; }
    // Puts the file in place; throws Error if something could not be written (the old file, if
    // any, is then as it was).
    void close();

private:
    // Hands what the stream writes to the writer.
    class Buffer : public std::streambuf {
    public:
        explicit Buffer(SafeFileWriter& writer) : m_writer(writer) {}

    protected:
        int_type overflow(int_type c) override;
        std::streamsize xsputn(const char* text, std::streamsize count) override;

    private:
        SafeFileWriter& m_writer;
    };

    SafeFileWriter m_writer;
    Buffer m_buffer;
    std::ostream m_stream;
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
