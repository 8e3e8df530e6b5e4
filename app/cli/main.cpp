// mazelab-cli: the command-line front end. Its commands live in the mazelab_cli library
// (app/cli/cli.hpp) so that the tests can run them in-process; this only hands over the
// arguments and the standard streams.

#include "cli/cli.hpp"

#include <iostream>
#include <string>
#include <vector>

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + (argc > 0 ? 1 : 0), argv + argc);
    return mazelab::cli::run(args, std::cout, std::cerr);
}
