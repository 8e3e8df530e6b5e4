#pragma once
// mazelab-bench's command line (bench/main.cpp): the maze sizes, the rounds, the seed and the
// generator of the mazes the solvers search.

#include <cstdint>
#include <string>

namespace mazelab::bench {

struct Options {
    int small = 1000;
    int large = 4000; // 0: the small size only
    int smallRounds = 15;
    int largeRounds = 5;
    std::uint64_t seed = 1;
    std::string mazeGenerator = "aldous-broder";
    // A generator whose first run at a size takes longer than this is not repeated there
    // (Aldous-Broder at 4000 x 4000 takes about a minute).
    double onceAfterSeconds = 10;
};

// Reads the command line; throws Error (with the usage) on a bad option, a size out of range or
// an unknown generator; prints the usage and exits on --help.
Options parseOptions(int argc, char** argv);

} // namespace mazelab::bench
