#pragma once
// Ctrl+C (SIGINT) or SIGTERM while a long command runs: the first signal only sets a flag that
// the command polls (an experiment stops starting runs and writes the finished ones); a second
// signal ends the program at once, since the handler restores the default.

#include "cli/output.hpp"

#include <atomic>
#include <cstdint>
#include <functional>

namespace mazelab::cli {

// Catches SIGINT and SIGTERM for its lifetime, then restores the handlers it found. One at a
// time: the flag is process-wide, like the signals.
class InterruptScope {
public:
    InterruptScope();
    ~InterruptScope();
    InterruptScope(const InterruptScope&) = delete;
    InterruptScope& operator=(const InterruptScope&) = delete;

    // Set once a signal has arrived.
    [[nodiscard]] const std::atomic<bool>& flag() const;

private:
    using Handler = void (*)(int);
    Handler m_previousInt;
    Handler m_previousTerm;
};

// Runs a long command's work with Ctrl+C caught and, on a terminal, a progress line: `work` gets
// the progress callback (empty when no line is shown) and the flag that a signal sets, and its
// result is returned.
template <typename Work>
auto runInterruptibly(Work&& work) {
    ProgressLine progress;
    std::function<void(std::int64_t, std::int64_t)> report;
    if (progress.shown())
        report = [&](std::int64_t done, std::int64_t total) { progress.update(done, total); };
    auto result = [&] {
        const InterruptScope interrupt;
        return std::forward<Work>(work)(report, interrupt.flag());
    }();
    progress.finish();
    return result;
}

} // namespace mazelab::cli
