#pragma once
// The small timing harness of mazelab-bench (and of mazelab-bench-ui, which shares its clocks,
// medians and load average): CPU-time timing of one call, repeated samples summarised by their
// minimum and median, and a plain-text table. Google Benchmark would time each
// case on its own; the targets here are ratios between cases, which are only meaningful when both
// sides are measured back to back in the same process, so the benchmark interleaves its cases
// itself.

#include <cstdio>
#include <exception>
#include <string>
#include <vector>

namespace mazelab::bench {

// CPU time of the calling thread so far (CLOCK_THREAD_CPUTIME_ID), in nanoseconds.
[[nodiscard]] double threadCpuNs();
// Wall-clock (steady) time since some fixed point, in nanoseconds.
[[nodiscard]] double wallNs();

// A benchmark program's main: run()'s exit status, or, for an error, "program: what" on
// standard error and 1.
template <typename F>
int reportingErrors(const char* program, F&& run) {
    try {
        return run();
    } catch (const std::exception& e) {
        std::fprintf(stderr, "%s: %s\n", program, e.what());
        return 1;
    }
}

// Nanoseconds of CPU time that the calling thread spent in f(). The machine this runs on is
// shared with other jobs: wall-clock time would also count the time the thread waited for a core,
// which says nothing about the code. CPU time still includes the kernel's work for the thread
// (page faults of fresh allocations) and the effect of other jobs on the shared caches.
template <typename F>
double timeNs(F&& f) {
    const double begin = threadCpuNs();
    f();
    return threadCpuNs() - begin;
}

// The middle value (the mean of the two middle ones for an even count); 0 when empty.
[[nodiscard]] double median(std::vector<double> values);

// The load average of the machine (/proc/loadavg: 1, 5 and 15 minutes), or "unknown": printed
// with the figures, since other jobs on the machine slow them down.
[[nodiscard]] std::string loadAverage();

// Repeated measurements of one quantity.
class Samples {
public:
    void add(double value) { m_values.push_back(value); }
    [[nodiscard]] bool empty() const { return m_values.empty(); }
    [[nodiscard]] std::size_t count() const { return m_values.size(); }
    // The middle value (the mean of the two middle ones for an even count); 0 when empty.
    [[nodiscard]] double median() const;
    [[nodiscard]] double min() const;
    [[nodiscard]] double max() const;
    [[nodiscard]] const std::vector<double>& values() const { return m_values; }

private:
    std::vector<double> m_values;
};

// value with a fixed number of decimals.
[[nodiscard]] std::string fixed(double value, int decimals);

// Rows of text cells printed with aligned columns: the first column left-aligned, the others
// right-aligned (they hold numbers).
class Table {
public:
    explicit Table(std::vector<std::string> header);
    void add(std::vector<std::string> row);
    void print(std::FILE* out) const;

private:
    std::vector<std::vector<std::string>> m_rows; // m_rows[0] is the header
};

} // namespace mazelab::bench
