// mazelab-bench-study: the dead-end study of Chloe Johnson's "Lost Cause" as a benchmark
// (docs/experiments.md): 100,000 Recursive Backtracker mazes from the top-left corner
// (start=first) for every square size from 3x3 to 25x25, their dead ends counted, through the
// experiment engine that `mazelab-cli experiment --solvers none` uses, on every core. Prints the
// table beside the one in "Lost Cause" and the time; the target is the whole study in under 10 s of wall time on a 2-core machine.
// Wall time is what a user waits for, so it is what is judged; the CPU time of the process and
// the load average are printed beside it, because another job on the machine lengthens the wall
// time without changing the work.
//
//   mazelab-bench-study [--count N] [--threads T] [--rounds R]
// Exit status: 0 the target passes (in the best round), 2 it fails, 1 an error.

#include "core/experiment.hpp"

#include <sys/resource.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <fstream>
#include <string>
#include <thread>

#ifndef MAZELAB_BENCH_BUILD_TYPE
#define MAZELAB_BENCH_BUILD_TYPE "unknown"
#endif

namespace {

// The table of "Lost Cause": side, mean and standard deviation of the dead ends over 100,000 mazes.
struct SeedRow {
    int side;
    double mean, sd;
};
constexpr SeedRow kSeed[] = {
    {3, 2.45746, 0.4981870616545544},   {4, 3.22892, 0.7227002377196224},
    {5, 4.16384, 0.9452070960376868},   {6, 5.30177, 1.119975386827762},
    {7, 6.648, 1.3071021383197272},     {8, 8.17109, 1.4881727762259331},
    {9, 9.90469, 1.659351079157149},    {10, 11.83439, 1.847426135979455},
    {11, 13.96563, 2.029780456872118},  {12, 16.3108, 2.2166829633486143},
    {13, 18.84168, 2.381708373751915},  {14, 21.56218, 2.5770125431592183},
    {15, 24.50987, 2.7517526384288256}, {16, 27.63495, 2.939664691338121},
    {17, 30.94035, 3.123026076980471},  {18, 34.47706, 3.3032883247454916},
    {19, 38.21026, 3.4703617581457067}, {20, 42.14319, 3.6547101969787095},
    {21, 46.2752, 3.8551037547645746},  {22, 50.59264, 4.026961364403647},
    {23, 55.10529, 4.19894320227134},   {24, 59.83733, 4.382347369971899},
    {25, 64.74393, 4.58027053295978}};

constexpr double kTargetSeconds = 10.0;

std::string loadAverage() {
    std::ifstream in("/proc/loadavg");
    std::string a, b, c;
    in >> a >> b >> c;
    return in ? a + " " + b + " " + c : "unknown";
}

double processCpuSeconds() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
           double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

long long argument(int argc, char** argv, const char* name, long long fallback) {
    for (int i = 1; i + 1 < argc; ++i)
        if (std::string(argv[i]) == name) {
            char* end = nullptr;
            const long long value = std::strtoll(argv[i + 1], &end, 10);
            if (*end != '\0' || value < 1)
                throw mazelab::Error(std::string(name) + " needs a whole number >= 1");
            return value;
        }
    return fallback;
}

int run(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            std::puts("usage: mazelab-bench-study [--count N] [--threads T] [--rounds R]\n"
                      "  the dead-end study of 'Lost Cause': N (default 100000) Recursive Backtracker "
                      "mazes per size 3x3..25x25");
            return 0;
        }
        if (arg != "--count" && arg != "--threads" && arg != "--rounds")
            throw mazelab::Error("unknown option '" + arg + "' (see --help)");
        ++i;
    }
    mazelab::ExperimentSpec spec;
    const auto [generator, params] =
        mazelab::parseGeneratorLabel("recursive-backtracker:start=first");
    spec.generators = {generator};
    spec.generatorParams = {params};
    for (const SeedRow& row : kSeed)
        spec.sizes.push_back({row.side, row.side});
    spec.count = argument(argc, argv, "--count", 100000);
    spec.seed = 1;
    mazelab::ExperimentOptions options;
    options.threads = int(argument(argc, argv, "--threads",
                                   std::max(1u, std::thread::hardware_concurrency())));
    options.keepRows = false;
    const int rounds = int(argument(argc, argv, "--rounds", 2));

    std::printf("mazelab-bench-study: %s build, %u hardware threads, %d worker threads, load "
                "average %s\n",
                MAZELAB_BENCH_BUILD_TYPE, std::thread::hardware_concurrency(), options.threads,
                loadAverage().c_str());
    std::printf("%lld Recursive Backtracker mazes (start=first) per size, 3x3 to 25x25: %lld "
                "mazes\n\n",
                static_cast<long long>(spec.count), static_cast<long long>(spec.mazeCount()));
    double best = 1e300;
    mazelab::ExperimentResult result;
    for (int round = 0; round < rounds; ++round) {
        const double cpuBefore = processCpuSeconds();
        result = mazelab::runExperiment(spec, options);
        const double cpu = processCpuSeconds() - cpuBefore;
        best = std::min(best, result.seconds);
        std::printf("round %d: %.2f s wall, %.2f s CPU (%.2f us of CPU per maze), load average "
                    "%s\n",
                    round + 1, result.seconds, cpu, cpu * 1e6 / double(spec.mazeCount()),
                    loadAverage().c_str());
    }
    std::printf("\n  size   seed mean  mazelab mean  diff (s.e.)  seed sd  mazelab sd\n");
    for (std::size_t i = 0; i < result.groups.size(); ++i) {
        const mazelab::FigureSummary& s = result.groups[i].figure("dead_ends");
        const SeedRow& seed = kSeed[i];
        const double se = std::sqrt(seed.sd * seed.sd / 100000.0 + s.stddev * s.stddev /
                                                                       double(spec.count));
        std::printf("  %2dx%-2d  %9.3f  %12.3f  %+11.1f  %7.3f  %10.3f\n", seed.side, seed.side,
                    seed.mean, s.mean, (s.mean - seed.mean) / se, seed.sd, s.stddev);
    }
    const bool pass = best < kTargetSeconds;
    std::printf("\n== Target ==\n  the whole study, best of %d rounds: %.2f s, limit < %.0f s: %s\n",
                rounds, best, kTargetSeconds, pass ? "pass" : "FAIL");
    return pass ? 0 : 2;
}

} // namespace

int main(int argc, char** argv) {
    try {
        return run(argc, argv);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "mazelab-bench-study: %s\n", e.what());
        return 1;
    }
}
