// The dispatcher: the table of commands, the global options (--help, --version) and the
// translation of errors into messages and exit codes.

#include "cli/cli.hpp"

#include "cli/command.hpp"

#include <algorithm>
#include <new>
#include <vector>

namespace mazelab::cli {

std::span<const Command> commands() {
    static const std::vector<Command> table = {
        listCommand(),       generateCommand(),  solveCommand(),
        navigateCommand(),   renderCommand(),    metricsCommand(),
        experimentCommand(), benchmarkCommand(), helpCommand()};
    return table;
}

const Command* findCommand(std::string_view name) {
    for (const Command& c : commands())
        if (c.name == name)
            return &c;
    return nullptr;
}

std::string commandNames() {
    return joined(commands(), [](const Command& c) { return std::string(c.name); });
}

namespace {

bool isHelpFlag(std::string_view arg) { return arg == "--help" || arg == "-h"; }

// Runs the command `args` name; `current` is set to it as soon as it is known, so that a usage
// error can point at its help.
int dispatch(std::span<const std::string> args, std::ostream& out, const Command*& current) {
    if (args.empty())
        throw UsageError("no command given: use one of " + commandNames());
    const std::string& first = args.front();
    if (isHelpFlag(first)) {
        printGeneralHelp(out);
        return kExitOk;
    }
    if (first == "--version") {
        out << kProgram << ' ' << MAZELAB_VERSION << '\n';
        return kExitOk;
    }
    current = findCommand(first);
    if (!current && first.starts_with("-"))
        throw UsageError("option " + inQuotes(first) +
                         " must follow a command: give one of " + commandNames() + " first");
    if (!current)
        throw UsageError("unknown command " + inQuotes(first) + ": valid commands are " +
                         commandNames());
    const auto rest = args.subspan(1);
    if (std::any_of(rest.begin(), rest.end(), [](const std::string& a) { return isHelpFlag(a); })) {
        printCommandHelp(out, *current);
        return kExitOk;
    }
    std::vector<std::string> operands;
    const Options options = parseOptions(current->grammar(), rest, operands);
    return current->run(options, operands, out);
}

} // namespace

int run(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    const Command* current = nullptr;
    int code = kExitOk;
    try {
        code = dispatch(args, out, current);
    } catch (const UsageError& e) {
        err << kProgram << ": " << e.what() << '\n';
        if (current && current->name != "help")
            err << "(see '" << kProgram << " help " << current->name << "')\n";
        else
            err << "(see '" << kProgram << " --help')\n";
        return kExitUsage;
    } catch (const std::bad_alloc&) {
        err << kProgram << ": out of memory: try a smaller maze\n";
        return kExitFailure;
    } catch (const std::exception& e) {
        err << kProgram << ": " << e.what() << '\n';
        return kExitFailure;
    } catch (...) {
        err << kProgram << ": unexpected internal error\n";
        return kExitFailure;
    }
    if (!out.flush()) {
        err << kProgram << ": could not write the output\n";
        return kExitFailure;
    }
    return code;
}

} // namespace mazelab::cli
