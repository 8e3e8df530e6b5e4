#pragma once
// One command of mazelab-cli: its name, its help and the function that runs it. Each command is
// defined in its own command_*.cpp; cli.cpp holds the table of them.

#include "cli/cli.hpp"
#include "cli/options.hpp"

#include <ostream>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace mazelab::cli {

struct Command {
    std::string_view name;
    std::string_view synopsis; // after the program name
    std::string_view summary;  // what it does, lines of at most 92 characters
    std::vector<OptionSpec> options = {};
    bool takesOperand = false;    // help COMMAND
    bool listsGenerators = false; // its help ends with the generator ids
    bool listsSolvers = false;    // ... and the solver ids
    // Runs the command; its result goes to `out`, a mistake is thrown (UsageError or Error).
    int (*run)(const Options& options, std::span<const std::string> operands,
               std::ostream& out) = nullptr;

    [[nodiscard]] Grammar grammar() const { return {name, options, takesOperand}; }
};

// Every command, in the order the general help lists them.
[[nodiscard]] std::span<const Command> commands();
[[nodiscard]] const Command* findCommand(std::string_view name);
[[nodiscard]] std::string commandNames(); // "list, generate, ..."

// The commands, one per command_*.cpp.
[[nodiscard]] Command listCommand();
[[nodiscard]] Command generateCommand();
[[nodiscard]] Command solveCommand();
[[nodiscard]] Command renderCommand();
[[nodiscard]] Command metricsCommand();
[[nodiscard]] Command experimentCommand();
[[nodiscard]] Command benchmarkCommand();
[[nodiscard]] Command navigateCommand();
[[nodiscard]] Command helpCommand();

// The help of every command (--help, help) and of one (COMMAND --help, help COMMAND).
void printGeneralHelp(std::ostream& out);
void printCommandHelp(std::ostream& out, const Command& command);

} // namespace mazelab::cli
