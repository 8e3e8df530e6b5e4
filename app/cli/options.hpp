#pragma once
// The command line of mazelab-cli: the options a command accepts, the options given, and the
// parsers of the values people type (sizes, cells, seeds, counts, lists). Every mistake is a
// UsageError whose message says what to type instead.

#include "core/maze.hpp"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace mazelab::cli {

inline constexpr std::string_view kProgram = "mazelab-cli";

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

// A value the user gave, for a message: in quotes, cut short when long (core/text_fields.hpp).
[[nodiscard]] std::string inQuotes(std::string_view text);
// A file or folder name, for a message: in quotes, whole (the user must be able to find it).
[[nodiscard]] std::string pathInQuotes(std::string_view path);

// The items' names, separated by `separator`.
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

[[nodiscard]] std::string generatorIds(); // "aldous-broder, binary-tree, ..."
[[nodiscard]] std::string solverIds();

struct OptionSpec {
    std::string_view name;  // "--size"
    std::string_view value; // what follows it, for help ("WxH"); empty for a flag
    std::string_view help;
    bool repeatable = false;
};

// The options given to one command, in command-line order.
class Options {
public:
    void add(std::string_view name, std::string value);
    [[nodiscard]] bool has(std::string_view name) const;
    [[nodiscard]] std::optional<std::string> get(std::string_view name) const; // the first
    [[nodiscard]] std::vector<std::string> all(std::string_view name) const;

private:
    std::vector<std::pair<std::string_view, std::string>> m_given;
};

// What a command accepts, for parseOptions.
struct Grammar {
    std::string_view command;
    std::span<const OptionSpec> options;
    bool takesOperand = false; // one word that is not an option (help COMMAND)
};

// Reads `args` (after the command name) as options of `grammar`; the words that are not
// options are appended to `operands`.
[[nodiscard]] Options parseOptions(const Grammar& grammar, std::span<const std::string> args,
                                   std::vector<std::string>& operands);

[[nodiscard]] Size parseSize(std::string_view text);                         // "19x19"
[[nodiscard]] Cell parseCell(std::string_view option, std::string_view text); // "0,0"
[[nodiscard]] std::uint64_t parseSeed(std::string_view text);
// A whole number from 1 to `maximum` given with `option`; `what` says what it counts.
[[nodiscard]] std::int64_t parseCount(std::string_view option, std::string_view text,
                                      std::int64_t maximum, std::string_view what);
// A comma-separated list; an empty list or an empty item is a usage error naming the option.
[[nodiscard]] std::vector<std::string> splitList(std::string_view option, std::string_view text,
                                                 std::string_view what);

// --shard K/N as {K, N}, each a whole number from 1 to `maximum`; whether K <= N and the parts
// are not empty is for the command to check.
[[nodiscard]] std::pair<std::int64_t, std::int64_t> parseShard(std::string_view text,
                                                               std::int64_t maximum);
// --shard and --merge go apart: a usage error if both are given.
void checkShardOrMerge(const Options& options);

// --size and --seed, which `who` (a command or an option) requires.
[[nodiscard]] Size requireSize(const Options& options, std::string_view who);
[[nodiscard]] std::uint64_t requireSeed(const Options& options, std::string_view who);

// --threads, or one thread per core.
[[nodiscard]] int threadsOption(const Options& options);

} // namespace mazelab::cli
