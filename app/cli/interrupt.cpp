#include "cli/interrupt.hpp"

#include <csignal>

namespace mazelab::cli {
namespace {

std::atomic<bool> g_interrupted{false};

extern "C" void onInterrupt(int signal) {
    g_interrupted.store(true);
    std::signal(signal, SIG_DFL);
}

} // namespace

InterruptScope::InterruptScope() {
    g_interrupted.store(false);
    m_previousInt = std::signal(SIGINT, onInterrupt);
    m_previousTerm = std::signal(SIGTERM, onInterrupt);
}

InterruptScope::~InterruptScope() {
    std::signal(SIGINT, m_previousInt);
    std::signal(SIGTERM, m_previousTerm);
}

const std::atomic<bool>& InterruptScope::flag() const { return g_interrupted; }

} // namespace mazelab::cli
