#include "cli/output.hpp"

#include "cli/options.hpp"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <unistd.h>

namespace mazelab::cli {

std::string formatFixed(double value, int decimals) {
    char buffer[384];
    const auto [end, error] =
        std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, decimals);
    return error == std::errc() ? std::string(buffer, end) : std::to_string(value);
}

double roundedMilliseconds(std::int64_t nanoseconds) {
    return double((nanoseconds + 500) / 1000) / 1000.0;
}

std::string yesNo(bool value) { return value ? "yes" : "no"; }

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

void writeProvenanceJson(JsonWriter& json, const std::optional<Provenance>& provenance) {
    json.key("generator");
    if (provenance)
        json.string(provenance->generator);
    else
        json.null();
    json.key("params");
    if (!provenance) {
        json.null();
        return;
    }
    json.beginArray();
    for (const std::string& p : provenance->params)
        json.string(p);
    json.endArray();
}

void writeSeedJson(JsonWriter& json, std::string_view key,
                   const std::optional<Provenance>& provenance) {
    json.key(key);
    if (provenance)
        json.unsignedInteger(provenance->seed);
    else
        json.null();
}

OutputFile::OutputFile(std::string path)
    : m_writer(path, "cannot write " + pathInQuotes(path)), m_buffer(m_writer),
      m_stream(&m_buffer) {}

void OutputFile::close() {
    m_stream.flush();
    m_writer.commit();
}

OutputFile::Buffer::int_type OutputFile::Buffer::overflow(int_type c) {
    if (!traits_type::eq_int_type(c, traits_type::eof())) {
        const char byte = traits_type::to_char_type(c);
        m_writer.write(std::string_view(&byte, 1));
    }
    return traits_type::not_eof(c);
}

std::streamsize OutputFile::Buffer::xsputn(const char* text, std::streamsize count) {
    m_writer.write(std::string_view(text, std::size_t(count)));
    return count;
}

ProgressLine::ProgressLine()
    : m_terminal(isatty(STDERR_FILENO) != 0), m_begin(std::chrono::steady_clock::now()) {}

void ProgressLine::update(std::int64_t done, std::int64_t total) {
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - m_begin).count();
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

void ProgressLine::finish() {
    if (m_terminal)
        std::fputs("\n", stderr);
}

} // namespace mazelab::cli
