#pragma once
// The lessons shipped with mazelab (resources/lessons, compiled into the Qt resources under
// kLessonResourcePrefix) and reading a lesson file from the resources or the disk.

#include "core/learn/lesson.hpp"

#include <QString>
#include <QStringList>

#include <optional>

namespace mazelab::ui {

inline const QString kLessonResourcePrefix = QStringLiteral(":/mazelab/lessons/");

// The paths of the shipped lessons, ":/mazelab/lessons/01-bfs.lesson", ..., in name order (the
// order of File > Lessons).
[[nodiscard]] QStringList lessonResources();

// Reads the lesson at `path` (a resource or a file). On failure: nothing, and `error` says which
// file and, for a broken file, which line is wrong and why.
[[nodiscard]] std::optional<learn::Lesson> loadLesson(const QString& path, QString* error);

} // namespace mazelab::ui
