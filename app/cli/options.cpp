#include "cli/options.hpp"

#include "core/registry.hpp"
#include "core/text_fields.hpp"

#include <algorithm>
#include <charconv>
#include <limits>
#include <system_error>
#include <thread>

namespace mazelab::cli {

std::string inQuotes(std::string_view text) {
    return text::excerpt(text);
}

std::string pathInQuotes(std::string_view path) {
    std::string quoted;
    quoted.reserve(path.size() + 2);
    quoted += '\'';
    quoted += path;
    quoted += '\'';
    return quoted;
}

std::string generatorIds() {
    return joined(generators(), [](const GeneratorInfo* g) { return std::string(g->id); });
}

std::string solverIds() {
    return joined(solvers(), [](const SolverInfo* s) { return std::string(s->id); });
}

void Options::add(std::string_view name, std::string value) {
    m_given.emplace_back(name, std::move(value));
}

bool Options::has(std::string_view name) const {
    return std::any_of(m_given.begin(), m_given.end(),
                       [&](const auto& given) { return given.first == name; });
}

std::optional<std::string> Options::get(std::string_view name) const {
    for (const auto& [n, v] : m_given)
        if (n == name)
            return v;
    return std::nullopt;
}

std::vector<std::string> Options::all(std::string_view name) const {
    std::vector<std::string> values;
    for (const auto& [n, v] : m_given)
        if (n == name)
            values.push_back(v);
    return values;
}

namespace {

const OptionSpec& findOption(const Grammar& grammar, std::string_view name) {
    const auto spec = std::find_if(grammar.options.begin(), grammar.options.end(),
                                   [&](const OptionSpec& s) { return s.name == name; });
    if (spec != grammar.options.end())
        return *spec;
    const std::string valid =
        joined(grammar.options, [](const OptionSpec& s) { return std::string(s.name); });
    throw UsageError("unknown option " + inQuotes(name) + " for " + std::string(grammar.command) +
                     ": valid options are " + (valid.empty() ? std::string() : valid + ", ") +
                     "--help");
}

void addOperand(const Grammar& grammar, const std::string& arg,
                std::vector<std::string>& operands) {
    if (grammar.takesOperand && !operands.empty())
        throw UsageError("unexpected argument " + inQuotes(arg) + ": " +
                         std::string(grammar.command) + " takes one command name at most");
    if (!grammar.takesOperand)
        throw UsageError("unexpected argument " + inQuotes(arg) + ": " +
                         std::string(grammar.command) +
                         " takes options only (they start with --)");
    operands.push_back(arg);
}

} // namespace

Options parseOptions(const Grammar& grammar, std::span<const std::string> args,
                     std::vector<std::string>& operands) {
    Options options;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (!arg.starts_with("-") || arg == "-") {
            addOperand(grammar, arg, operands);
            continue;
        }
        const auto eq = arg.find('=');
        const std::string_view name = std::string_view(arg).substr(0, eq);
        const OptionSpec& spec = findOption(grammar, name);
        std::string value;
        if (spec.value.empty()) {
            if (eq != std::string::npos)
                throw UsageError("option " + std::string(name) + " takes no value");
        } else if (eq != std::string::npos) {
            value = arg.substr(eq + 1);
        } else if (i + 1 < args.size() && !args[i + 1].starts_with("--")) {
            value = args[++i];
        }
        if (!spec.value.empty() && value.empty())
            throw UsageError("option " + std::string(name) + " needs a value: " +
                             std::string(name) + " " + std::string(spec.value));
        if (!spec.repeatable && options.has(spec.name))
            throw UsageError("option " + std::string(name) + " is given twice: give it once");
        options.add(spec.name, std::move(value));
    }
    return options;
}

namespace {

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

// Two whole numbers separated by `separator` ("19x19", "0,0"); NotWhole for both when the
// separator is missing.
template <typename T>
std::pair<Parsed, Parsed> parsePair(std::string_view text, char separator, T& first, T& second) {
    const auto at = text.find(separator);
    if (at == std::string_view::npos)
        return {Parsed::NotWhole, Parsed::NotWhole};
    return {parseWhole(text.substr(0, at), first), parseWhole(text.substr(at + 1), second)};
}

std::string sideRange() {
    return std::to_string(Maze::kMinSide) + " to " + std::to_string(Maze::kMaxSide);
}

std::string seedRange() {
    return "0 to " + std::to_string(std::numeric_limits<std::uint64_t>::max());
}

constexpr int kMaxThreads = 1024;

} // namespace

Size parseSize(std::string_view text) {
    Size size;
    const auto [w, h] = parsePair(text, 'x', size.width, size.height);
    if (w == Parsed::NotWhole || h == Parsed::NotWhole)
        throw UsageError("--size " + inQuotes(text) +
                         " must be written WxH, width x height in cells, e.g. --size 19x19 "
                         "(each " + sideRange() + ")");
    if (w == Parsed::TooLarge || h == Parsed::TooLarge)
        throw UsageError("size " + text::shortened(text) +
                         " is out of range: width and height must each be " + sideRange() +
                         " cells");
    if (std::string error = Maze::sizeError(size); !error.empty())
        throw UsageError(error);
    return size;
}

Cell parseCell(std::string_view option, std::string_view text) {
    Cell cell;
    const auto [x, y] = parsePair(text, ',', cell.x, cell.y);
    if (x == Parsed::NotWhole || y == Parsed::NotWhole)
        throw UsageError(std::string(option) + " " + inQuotes(text) +
                         " must be written x,y (column,row from 0,0 at the top left), e.g. " +
                         std::string(option) + " 0,0");
    if (x == Parsed::TooLarge || y == Parsed::TooLarge)
        throw UsageError(std::string(option) + " " + text::shortened(text) +
                         " is outside every maze: x and y can be at most " +
                         std::to_string(Maze::kMaxSide - 1));
    return cell;
}

std::uint64_t parseSeed(std::string_view text) {
    std::uint64_t seed = 0;
    if (parseWhole(text, seed) != Parsed::Ok)
        throw UsageError("--seed " + inQuotes(text) + " must be a whole number from " +
                         seedRange());
    return seed;
}

std::int64_t parseCount(std::string_view option, std::string_view text, std::int64_t maximum,
                        std::string_view what) {
    std::int64_t value = 0;
    const Parsed parsed = parseWhole(text, value);
    if (parsed == Parsed::NotWhole || (parsed == Parsed::Ok && value < 1) ||
        (parsed == Parsed::TooLarge && text.starts_with("-")))
        throw UsageError(std::string(option) + " " + inQuotes(text) + " must be a whole number "
                         "from 1 to " + std::to_string(maximum) + ": " + std::string(what));
    if (parsed == Parsed::TooLarge || value > maximum)
        throw UsageError(std::string(option) + " " + text::shortened(text) + " is too large: " +
                         std::string(what) + " can be at most " + std::to_string(maximum));
    return value;
}

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

std::pair<std::int64_t, std::int64_t> parseShard(std::string_view text, std::int64_t maximum) {
    const auto slash = text.find('/');
    if (slash == std::string_view::npos)
        throw UsageError("--shard " + inQuotes(text) +
                         " must be K/N, e.g. --shard 2/8 (the second of eight parts)");
    return {parseCount("--shard", text.substr(0, slash), maximum, "a shard"),
            parseCount("--shard", text.substr(slash + 1), maximum, "the number of shards")};
}

void checkShardOrMerge(const Options& options) {
    if (options.has("--merge") && options.has("--shard"))
        throw UsageError("--merge and --shard go apart: run each shard with --shard, then merge "
                         "their CSV files with --merge");
}

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

int threadsOption(const Options& options) {
    if (const auto text = options.get("--threads"))
        return int(parseCount("--threads", *text, kMaxThreads, "the number of threads"));
    return int(
        std::clamp<unsigned>(std::thread::hardware_concurrency(), 1u, unsigned(kMaxThreads)));
}

} // namespace mazelab::cli
