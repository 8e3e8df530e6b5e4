#pragma once
// Small helpers for reading and quoting the fields of mazelab's text files (maze files, scenario
// files): lines, words separated by spaces or tabs, whole numbers that must fill their field,
// and excerpts of the user's text for error messages (every message that quotes input, from any
// reader or command line, cuts it with them).

#include "core/file_error.hpp"

#include <algorithm>
#include <climits>
#include <charconv>
#include <cstddef>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

namespace mazelab::text {

// Longest excerpt of a user's text quoted in a message, so that a 16 kB art line or a binary
// file cannot turn one error into a wall of text.
inline constexpr std::size_t kMaxQuoted = 40;

inline bool isSpace(char c) {
    return c == ' ' || c == '\t';
}

inline bool isControl(char c) {
    const auto byte = static_cast<unsigned char>(c);
    return byte < 0x20 || byte == 0x7F;
}

// A header value or key: non-empty, no spaces, tabs or control characters (bytes >= 0x80 are
// allowed so that UTF-8 survives a round trip).
inline bool isWord(std::string_view text) {
    return !text.empty() && std::none_of(text.begin(), text.end(),
                                         [](char c) { return isSpace(c) || isControl(c); });
}

inline std::string_view trimmed(std::string_view text) {
    while (!text.empty() && isSpace(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && isSpace(text.back()))
        text.remove_suffix(1);
    return text;
}

// Splits on runs of spaces and tabs.
inline std::vector<std::string_view> words(std::string_view text) {
    std::vector<std::string_view> result;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && isSpace(text[i]))
            ++i;
        const std::size_t begin = i;
        while (i < text.size() && !isSpace(text[i]))
            ++i;
        if (i > begin)
            result.push_back(text.substr(begin, i - begin));
    }
    return result;
}

// The user's text for a message, without quotes: printable ASCII as is, other bytes as \xNN,
// cut after kMaxQuoted bytes with "...". Every message that repeats input goes through it (or
// excerpt), so that a megabyte-long field is refused with a short message.
inline std::string shortened(std::string_view text) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string result;
    for (std::size_t i = 0; i < text.size() && i < kMaxQuoted; ++i) {
        const auto byte = static_cast<unsigned char>(text[i]);
        if (byte >= 0x20 && byte < 0x7F) {
            result += char(byte);
        } else {
            result += "\\x";
            result += kHex[byte >> 4];
            result += kHex[byte & 0x0F];
        }
    }
    if (text.size() > kMaxQuoted)
        result += "...";
    return result;
}

// The same in single quotes.
inline std::string excerpt(std::string_view text) {
    std::string quoted = "'"; // not "'" + string: GCC 12 warns of a false -Wrestrict there
    quoted += shortened(text);
    quoted += '\'';
    return quoted;
}

enum class NumberStatus { Ok, NotANumber, TooLarge };

// A whole decimal number (optionally negative when T is signed) that must fill all of text.
// "Too large" covers both ends of T's range.
template <typename T>
NumberStatus parseNumber(std::string_view text, T& value) {
    if (text.empty() || text.front() == '+')
        return NumberStatus::NotANumber;
    const char* end = text.data() + text.size();
    const auto [ptr, error] = std::from_chars(text.data(), end, value);
    if (error == std::errc::result_out_of_range && ptr == end)
        return NumberStatus::TooLarge;
    if (error != std::errc() || ptr != end)
        return NumberStatus::NotANumber;
    return NumberStatus::Ok;
}

// Hands out the lines of a text one at a time, without copying: each line loses its '\n' and
// one trailing '\r' (so CRLF files read like LF files). A final line without '\n' still counts;
// a text ending in '\n' has no empty line after it.
class LineReader {
public:
    explicit LineReader(std::string_view text) : m_text(text) {}

    bool next(std::string_view& line) {
        if (m_position >= m_text.size())
            return false;
        if (m_number == INT_MAX)
            throw MazeFileError(m_number, "the file has too many lines");
        ++m_number;
        const std::size_t newline = m_text.find('\n', m_position);
        const std::size_t end = newline == std::string_view::npos ? m_text.size() : newline;
        line = m_text.substr(m_position, end - m_position);
        m_position = newline == std::string_view::npos ? m_text.size() : newline + 1;
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        return true;
    }
    // The 1-based number of the line last returned (0 before the first).
    [[nodiscard]] int number() const { return m_number; }
    // Where a missing line would have been: errors about the end of the file point here.
    [[nodiscard]] int endLine() const { return m_number == INT_MAX ? m_number : m_number + 1; }
    // The text after the line last returned (a scenario file's maze, say).
    [[nodiscard]] std::string_view rest() const { return m_text.substr(m_position); }

private:
    std::string_view m_text;
    std::size_t m_position = 0;
    int m_number = 0;
};

// "a, b, c": the ids of registry entries, for messages such as "the solvers are ...".
template <typename Infos>
std::string idList(const Infos& infos) {
    std::string ids;
    for (const auto* info : infos)
        ids += (ids.empty() ? "" : ", ") + std::string(info->id);
    return ids;
}

// The first line of a versioned text file, "MAGIC VERSION" (a scenario's, a lesson's): throws
// MazeFileError on line 1 unless it is exactly that; `kind` names the file ("scenario").
inline void readMagicLine(LineReader& lines, std::string_view magic, int version,
                          std::string_view kind) {
    const std::string expected = std::string(magic) + " " + std::to_string(version);
    const std::string notOurs = "not a mazelab " + std::string(kind) + " file: ";
    std::string_view line;
    if (!lines.next(line))
        throw MazeFileError(1, notOurs + "the file is empty; the first line must be '" +
                                   expected + "'");
    const auto fields = words(line);
    if (fields.empty() || fields[0] != magic)
        throw MazeFileError(1, notOurs + "the first line must be '" + expected + "', found " +
                                   excerpt(line));
    int found = 0;
    if (fields.size() != 2 || parseNumber(fields[1], found) != NumberStatus::Ok ||
        found != version)
        throw MazeFileError(1, std::string(kind) + " file version " +
                                   (fields.size() > 1 ? excerpt(fields[1]) : "''") +
                                   " is not supported: this mazelab reads version " +
                                   std::to_string(version));
}

// Hands each line of a header (trimmed; blank lines and '#' comments skipped) to `read`, up to
// a line that is exactly `end`; false if the text ends before it.
template <typename Read>
bool readHeaderLines(LineReader& lines, std::string_view end, Read read) {
    std::string_view line;
    while (lines.next(line)) {
        const std::string_view content = trimmed(line);
        if (content.empty() || content.front() == '#')
            continue;
        if (content == end)
            return true;
        read(content);
    }
    return false;
}

// A CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180).
inline std::string csvField(std::string_view text) {
    if (text.find_first_of(",\"\r\n") == std::string_view::npos)
        return std::string(text);
    std::string quoted = "\"";
    for (const char c : text) {
        if (c == '"')
            quoted += '"';
        quoted += c;
    }
    return quoted + '"';
}

// Splits one CSV record (RFC 4180, as csvField writes its fields). Returns false if a quoted
// field is not closed on this line.
inline bool splitCsv(std::string_view line, std::vector<std::string>& fields) {
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

} // namespace mazelab::text
