// help: every command with its options, or one command's.

#include "cli/command.hpp"

#include <algorithm>

namespace mazelab::cli {
namespace {

constexpr std::string_view kFooter =
    "Option values may be written --option value or --option=value.\n"
    "Exit codes: 0 success (\"no path\" included), 1 the command failed (e.g. a bad maze "
    "file),\n2 the command line is wrong.\n";

void printCommandSection(std::ostream& out, const Command& command) {
    out << kProgram << ' ' << command.synopsis << '\n' << command.summary << '\n';
    std::vector<std::pair<std::string, std::string_view>> lines;
    for (const OptionSpec& o : command.options)
        lines.emplace_back(std::string(o.name) + (o.value.empty() ? "" : " ") +
                               std::string(o.value),
                           o.help);
    lines.emplace_back("-h, --help", "show this help");
    std::size_t width = 0;
    for (const auto& line : lines)
        width = std::max(width, line.first.size());
    for (const auto& [left, help] : lines) {
        std::string padded = left;
        padded.resize(width + 2, ' ');
        out << "    " << padded << help << '\n';
    }
    if (command.listsGenerators)
        out << "  Generators: " << generatorIds() << '\n';
    if (command.listsSolvers)
        out << "  Solvers: " << solverIds() << '\n';
}

int runHelp(const Options&, std::span<const std::string> operands, std::ostream& out) {
    if (operands.empty()) {
        printGeneralHelp(out);
        return kExitOk;
    }
    const Command* command = findCommand(operands.front());
    if (!command)
        throw UsageError("unknown command " + inQuotes(operands.front()) +
                         ": valid commands are " + commandNames());
    printCommandHelp(out, *command);
    return kExitOk;
}

} // namespace

void printGeneralHelp(std::ostream& out) {
    out << kProgram << ' ' << MAZELAB_VERSION
        << ": generate, solve and render mazes without the desktop app.\n\n"
        << "Usage: " << kProgram << " COMMAND [OPTIONS]\n"
        << "       " << kProgram << " help COMMAND | --help | --version\n\nCommands:\n\n";
    for (const Command& c : commands()) {
        printCommandSection(out, c);
        out << '\n';
    }
    out << "Global options:\n    -h, --help     show this help (COMMAND --help: that command's "
           "help)\n    --version      show the version\n\n"
        << kFooter;
}

void printCommandHelp(std::ostream& out, const Command& command) {
    out << "Usage: ";
    printCommandSection(out, command);
    out << '\n' << kFooter;
}

Command helpCommand() {
    return {
        .name = "help",
        .synopsis = "help [COMMAND]",
        .summary = "  Shows every command and option, or those of one command.",
        .takesOperand = true,
        .run = &runHelp,
    };
}

} // namespace mazelab::cli
