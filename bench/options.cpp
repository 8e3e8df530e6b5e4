#include "options.hpp"

#include "core/maze.hpp"
#include "core/registry.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace mazelab::bench {
namespace {

constexpr const char* kUsage =
    "usage: mazelab-bench [--quick] [--small N] [--large N] [--rounds N] [--seed N]\n"
    "                     [--maze-generator ID]\n"
    "  --quick             the small size only, 5 rounds\n"
    "  --small N           side of the small square maze (default 1000); targets are judged here\n"
    "  --large N           side of the large square maze (default 4000; 0 = none)\n"
    "  --rounds N          rounds per measurement (default 15 small, 5 large)\n"
    "  --seed N            seed of every generated maze (default 1)\n"
    "  --maze-generator ID generator of the mazes the solvers search (default aldous-broder)\n"
    "exit status: 0 every target passes, 2 some target fails, 1 error\n";

} // namespace

Options parseOptions(int argc, char** argv) {
    Options options;
    auto number = [&](int& i) -> long long {
        if (i + 1 >= argc)
            throw Error(std::string(argv[i]) + " needs a value");
        char* end = nullptr;
        const long long value = std::strtoll(argv[++i], &end, 10);
        if (*end != '\0' || value < 0)
            throw Error(std::string(argv[i - 1]) + ": '" + argv[i] + "' is not a number >= 0");
        return value;
    };
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--quick") {
            options.large = 0;
            options.smallRounds = 5;
        } else if (arg == "--small") {
            options.small = int(number(i));
        } else if (arg == "--large") {
            options.large = int(number(i));
        } else if (arg == "--rounds") {
            options.smallRounds = options.largeRounds = std::max(1, int(number(i)));
        } else if (arg == "--seed") {
            options.seed = std::uint64_t(number(i));
        } else if (arg == "--maze-generator") {
            if (i + 1 >= argc)
                throw Error("--maze-generator needs a value");
            options.mazeGenerator = argv[++i];
        } else if (arg == "--help" || arg == "-h") {
            std::fputs(kUsage, stdout);
            std::exit(0);
        } else {
            throw Error("unknown option '" + arg + "'\n" + kUsage);
        }
    }
    for (int side : {options.small, options.large})
        if (side != 0)
            if (auto error = Maze::sizeError({side, side}); !error.empty())
                throw Error(error);
    (void)generatorById(options.mazeGenerator); // throws, naming the valid ids
    return options;
}

} // namespace mazelab::bench
