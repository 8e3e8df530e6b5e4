#pragma once
// The error that every reader of mazelab's text files throws (maze files, masks, scenarios,
// lessons): the line, and what is wrong with it. A header of its own, so that the readers' shared
// helpers (core/text_fields.hpp) need not include a maze file's whole interface.

#include "core/maze.hpp"

#include <string>

namespace mazelab {

class MazeFileError : public Error {
public:
    MazeFileError(int line, const std::string& message)
        : Error(line > 0 ? "line " + std::to_string(line) + ": " + message : message), m_line(line),
          m_detail(message) {}
    [[nodiscard]] int line() const { return m_line; } // 1-based; 0 for the file as a whole
    [[nodiscard]] const std::string& detail() const { return m_detail; }

private:
    int m_line;
    std::string m_detail;
};

} // namespace mazelab
