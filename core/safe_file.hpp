#pragma once
// Every file mazelab saves is written all or nothing (docs/semantics.md, "Saving"): into a new
// temporary file next to it, flushed to the disk, then renamed over it. The rename replaces the
// file whole or not at all, and the flush before it makes sure that what the new name points to
// is on the disk: a failed save, a crash or a power cut leaves the old file or the new one,
// never neither and never half of one. Qt-free (the command line saves through it too).

#include <cstdio>
#include <memory>
#include <string>
#include <string_view>

namespace mazelab {

class SafeFileWriter {
public:
    // Creates the temporary file next to `path` at once, so that a path that cannot be written
    // is reported before any work. Errors throw MazeFileError (line 0) with the message
    // `failure` + ": " + the reason, e.g. "cannot save the maze to 'a.maze': Permission denied".
    SafeFileWriter(std::string path, std::string failure);
    // Removes the temporary file unless commit() has renamed it.
    ~SafeFileWriter();
    SafeFileWriter(const SafeFileWriter&) = delete;
    SafeFileWriter& operator=(const SafeFileWriter&) = delete;

    // Appends to the temporary file; a failure is reported by commit().
    void write(std::string_view text);
    // Flushes the temporary file to the disk, closes it and renames it over the file. Throws
    // MazeFileError (the temporary file removed, the old file untouched) if any of it fails.
    void commit();

private:
    struct Closer {
        void operator()(std::FILE* file) const { std::fclose(file); }
    };
    [[noreturn]] void fail(int error);

    std::string m_path;
    std::string m_failure;
    std::string m_temporary;
    std::unique_ptr<std::FILE, Closer> m_file;
    int m_writeError = 0; // the first failed write's errno
};

// Writes `text` to `path` through a SafeFileWriter; `what` names the contents in the message
// ("cannot save the maze to '...': ...").
void saveTextFile(const std::string& path, std::string_view text, const std::string& what);

} // namespace mazelab
