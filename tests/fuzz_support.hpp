#pragma once
// Hostile input for the file readers' fuzz tests (test_maze_file_fuzz, test_movingai): one
// random change of a text at a time, deterministic for a seed, drawing its bytes mostly from
// those the format cares about.

#include "core/file_error.hpp"
#include "core/random.hpp"

#include <QByteArray>

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace mazelab::testing {

// A byte of `interesting` (the bytes that mean something to the format read), so that mutations
// reach past the first check.
inline char interestingByte(std::string_view interesting, Random& random) {
    return interesting[std::size_t(random.below(interesting.size()))];
}

inline std::vector<std::string> splitLines(const std::string& text) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        lines.push_back(text.substr(start, end - start + (end < text.size() ? 1 : 0)));
        start = end + 1;
    }
    return lines;
}

inline std::string joinLines(const std::vector<std::string>& lines) {
    std::string text;
    for (const std::string& line : lines)
        text += line;
    return text;
}

// A byte to write, mostly one the format cares about.
inline char mutationByte(std::string_view interesting, Random& random) {
    return random.chance(0.8) ? interestingByte(interesting, random) : char(random.below(256));
}

// One random change of text (lines keep their '\n', so joining them restores the file). Every
// random draw is its own statement: the order in which a call's arguments are evaluated is
// unspecified, and the mutations must be the same with every compiler. One case per kind of
// change, in one switch, hence its length.
inline std::string mutate(std::string text, const std::vector<std::string>& seeds,
                          std::string_view interesting, Random& random) {
    const auto position = [&](std::size_t size) {
        return size == 0 ? std::size_t(0) : std::size_t(random.below(size));
    };
    switch (random.below(12)) {
    case 0: // flip one bit
        if (!text.empty()) {
            const std::size_t at = position(text.size());
            text[at] = char(text[at] ^ char(1u << random.below(8)));
        }
        break;
    case 1: // replace a byte
        if (!text.empty()) {
            const std::size_t at = position(text.size());
            text[at] = mutationByte(interesting, random);
        }
        break;
    case 2: { // insert a byte
        const std::size_t at = position(text.size() + 1);
        text.insert(at, 1, mutationByte(interesting, random));
        break;
    }
    case 3: // delete one to three bytes
        if (!text.empty()) {
            const std::size_t at = position(text.size());
            text.erase(at, std::size_t(1 + random.below(3)));
        }
        break;
    case 4: // overwrite three bytes with one byte: turns '---' into '   ' and back
        if (text.size() >= 3) {
            const char byte = interestingByte(interesting, random);
            const std::size_t at = position(text.size() - 2);
            text.replace(at, 3, 3, byte);
        }
        break;
    case 5: { // duplicate or delete a line
        auto lines = splitLines(text);
        if (lines.empty())
            break;
        const std::size_t at = position(lines.size());
        if (random.chance(0.5))
            lines.insert(lines.begin() + std::ptrdiff_t(at), lines[at]);
        else
            lines.erase(lines.begin() + std::ptrdiff_t(at));
        text = joinLines(lines);
        break;
    }
    case 6: { // swap two lines
        auto lines = splitLines(text);
        if (lines.size() >= 2) {
            const std::size_t a = position(lines.size());
            const std::size_t b = position(lines.size());
            std::swap(lines[a], lines[b]);
        }
        text = joinLines(lines);
        break;
    }
    case 7: // truncate
        text.resize(position(text.size() + 1));
        break;
    case 8: { // splice: this file's beginning, another file's end
        const std::string& other = seeds[random.below(seeds.size())];
        const std::size_t cut = position(text.size() + 1);
        const std::size_t from = position(other.size() + 1);
        text = text.substr(0, cut) + other.substr(from);
        break;
    }
    case 9: { // toggle a wall of the art where it is drawn, which often keeps the file valid
        auto lines = splitLines(text);
        if (lines.empty())
            break;
        std::string& line = lines[position(lines.size())];
        const std::size_t groups = line.size() / 4;
        const std::size_t at = 4 * position(groups);
        if (line.size() >= at + 4 && line[0] == '+')
            line.replace(at + 1, 3, line[at + 1] == '-' ? "   " : "---");
        else if (line.size() > at && line[0] == '|')
            line[at] = line[at] == '|' ? ' ' : '|';
        text = joinLines(lines);
        break;
    }
    case 10: { // change a digit: another size, cell, seed or cost
        std::vector<std::size_t> digits;
        for (std::size_t i = 0; i < text.size(); ++i)
            if (text[i] >= '0' && text[i] <= '9')
                digits.push_back(i);
        if (!digits.empty()) {
            const std::size_t at = digits[position(digits.size())];
            text[at] = char('0' + random.below(10));
        }
        break;
    }
    default: { // splice at line boundaries, which keeps more of both files valid
        const auto mine = splitLines(text);
        const auto theirs = splitLines(seeds[random.below(seeds.size())]);
        const std::size_t cut = position(mine.size() + 1);
        const std::size_t from = position(theirs.size() + 1);
        std::vector<std::string> lines(mine.begin(), mine.begin() + std::ptrdiff_t(cut));
        lines.insert(lines.end(), theirs.begin() + std::ptrdiff_t(from), theirs.end());
        text = joinLines(lines);
        break;
    }
    }
    return text;
}

inline std::size_t lineCount(std::string_view text) {
    const auto newlines = std::size_t(std::count(text.begin(), text.end(), '\n'));
    return newlines + (!text.empty() && text.back() != '\n' ? 1 : 0);
}

// What is wrong with a reader's refusal of `text`, or "" if nothing: the error names a line of
// the file (or the one after its end) and its message is "line N: " and a detail.
inline std::string fileErrorProblem(const MazeFileError& error, std::string_view text) {
    if (error.line() < 1 || std::size_t(error.line()) > lineCount(text) + 1)
        return "error line " + std::to_string(error.line()) + " is not in the file";
    const std::string prefix = "line " + std::to_string(error.line()) + ": ";
    if (error.detail().empty() || std::string_view(error.what()) != prefix + error.detail())
        return std::string("badly formed message: ") + error.what();
    return {};
}

// Printable form of a failing input for the test log.
inline QByteArray shown(const std::string& text) {
    QByteArray result;
    for (unsigned char c : text) {
        if (c == '\n' || (c >= 0x20 && c < 0x7F))
            result += char(c);
        else
            result += "\\x" + QByteArray::number(c, 16).rightJustified(2, '0');
    }
    return result;
}

} // namespace mazelab::testing
