#pragma once
// Ctrl+C (SIGINT) or SIGTERM while a long command runs: the first signal only sets a flag that
// the command polls (an experiment stops starting runs and writes the finished ones); a second
// signal ends the program at once, since the handler restores the default.

#include <atomic>

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

} // namespace mazelab::cli
