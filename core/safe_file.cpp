// Saving files all or nothing (core/safe_file.hpp).

#include "core/safe_file.hpp"

#include "core/file_error.hpp"

#include <cerrno>
#include <filesystem>
#include <system_error>

#ifdef _WIN32
#include <io.h>
#else
#include <unistd.h>
#endif

namespace mazelab {
namespace {

// Asks the system to put the file's data on the disk before the rename that publishes it:
// without this a power cut soon after a save can leave the new name on an empty file.
// Returns 0 or an errno value.
int flushToDisk(std::FILE* file) {
    if (std::fflush(file) != 0)
        return errno != 0 ? errno : EIO;
#ifdef _WIN32
    return _commit(_fileno(file)) == 0 ? 0 : errno; // FlushFileBuffers underneath
#else
    return ::fsync(fileno(file)) == 0 ? 0 : errno;
#endif
}

} // namespace

SafeFileWriter::SafeFileWriter(std::string path, std::string failure)
    : m_path(std::move(path)), m_failure(std::move(failure)) {
    std::error_code ignored;
    if (std::filesystem::is_directory(m_path, ignored))
        fail(EISDIR);
    // "x" (exclusive) never reuses someone else's temporary file.
    int error = 0;
    for (int attempt = 0; attempt < 100 && !m_file; ++attempt) {
        m_temporary = m_path + ".tmp" + (attempt > 0 ? std::to_string(attempt) : std::string());
        m_file.reset(std::fopen(m_temporary.c_str(), "wbx"));
        error = errno;
        if (!m_file && error != EEXIST)
            break;
    }
    if (!m_file) {
        m_temporary.clear();
        if (error == EEXIST)
            throw MazeFileError(0, m_failure + ": too many leftover temporary files " + m_path +
                                       ".tmp*");
        fail(error);
    }
}

SafeFileWriter::~SafeFileWriter() {
    if (m_file) {
        m_file.reset();
        std::remove(m_temporary.c_str());
    }
}

void SafeFileWriter::write(std::string_view text) {
    if (!m_file || text.empty() || m_writeError != 0)
        return;
    errno = 0;
    if (std::fwrite(text.data(), 1, text.size(), m_file.get()) != text.size())
        m_writeError = errno != 0 ? errno : EIO;
}

void SafeFileWriter::commit() {
    if (!m_file)
        fail(EBADF);
    if (m_writeError != 0)
        fail(m_writeError);
    if (const int error = flushToDisk(m_file.get()); error != 0)
        fail(error);
    errno = 0;
    if (std::fclose(m_file.release()) != 0) {
        const int error = errno != 0 ? errno : EIO;
        std::remove(m_temporary.c_str());
        fail(error);
    }
    std::error_code renameError;
    std::filesystem::rename(m_temporary, m_path, renameError);
    if (renameError) {
        std::remove(m_temporary.c_str());
        throw MazeFileError(0, m_failure + ": " + renameError.message());
    }
}

void SafeFileWriter::fail(int error) {
    if (m_file) { // the temporary file goes; the old file was never touched
        m_file.reset();
        std::remove(m_temporary.c_str());
    }
    throw MazeFileError(0, m_failure + ": " + std::generic_category().message(error));
}

void saveTextFile(const std::string& path, std::string_view text, const std::string& what) {
    SafeFileWriter file(path, "cannot save " + what + " to '" + path + "'");
    file.write(text);
    file.commit();
}

} // namespace mazelab
