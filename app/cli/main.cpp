// mazelab-cli: the command-line front end. All of it lives in core/cli/ so that the tests can
// run it in-process; this only hands over the arguments and the standard streams.

#include "core/cli/cli.hpp"

#include <iostream>
#include <string>
#include <vector>

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + (argc > 0 ? 1 : 0), argv + argc);
    return mazelab::cli::run(args, std::cout, std::cerr);
}
