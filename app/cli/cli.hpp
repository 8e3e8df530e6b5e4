#pragma once
// mazelab-cli, the headless front end: list, generate, solve, render, metrics, experiment,
// benchmark and help. A library (mazelab_cli), with no Qt, so that the tests can run it in-process;
// app/cli/main.cpp only hands it the arguments and the standard streams.

#include <ostream>
#include <span>
#include <string>

namespace mazelab::cli {

// Exit codes.
inline constexpr int kExitOk = 0;      // includes "no path": an unreachable goal is a result
inline constexpr int kExitFailure = 1; // the command was valid but failed (a bad maze file, ...)
inline constexpr int kExitUsage = 2;   // the command line itself is wrong

// Runs one command. `args` excludes the program name. Results go to `out`; an error goes to `err`
// as a line starting with "mazelab-cli: " that says what to fix (a usage error adds a second
// line naming the help to read), and `out` gets nothing, except from benchmark, which prints its
// results before failing on a missed optimum. Never throws.
int run(std::span<const std::string> args, std::ostream& out, std::ostream& err);

} // namespace mazelab::cli
