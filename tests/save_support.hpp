#pragma once
// Helpers shared by the tests of saving files (header-only; not part of mazelab): a disk that
// fills up part way through a save, as far as the saving code can tell. POSIX.

#include <csignal>
#include <sys/resource.h>

namespace mazelab::testing {

// While it lives, no file this process writes can grow past `bytes`: a write beyond fails with
// EFBIG (SIGXFSZ is ignored meanwhile), as a full disk makes a write fail. Pipes and terminals
// are not limited, so the test's own output goes on.
class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes) {
        m_signal = std::signal(SIGXFSZ, SIG_IGN);
        getrlimit(RLIMIT_FSIZE, &m_before);
        const rlimit limit{bytes, m_before.rlim_max};
        m_set = setrlimit(RLIMIT_FSIZE, &limit) == 0;
    }
    ~FileSizeLimit() {
        setrlimit(RLIMIT_FSIZE, &m_before);
        std::signal(SIGXFSZ, m_signal);
    }
    FileSizeLimit(const FileSizeLimit&) = delete;
    FileSizeLimit& operator=(const FileSizeLimit&) = delete;

    // Whether the limit is in force (a test that relies on it checks this first).
    [[nodiscard]] bool set() const { return m_set; }

private:
    rlimit m_before{};
    void (*m_signal)(int) = SIG_DFL;
    bool m_set = false;
};

} // namespace mazelab::testing
