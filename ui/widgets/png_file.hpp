#pragma once
// Every picture mazelab saves (a view, a chart, a screenshot, an animation's frame) is written
// through one function, all or nothing.

#include <QImage>
#include <QString>

namespace mazelab::ui {

// Writes `image` as a PNG at `path` through QSaveFile, whose commit flushes the new file to the
// disk before renaming it over the old one. Returns an error naming the file, or "".
QString savePngFile(const QImage& image, const QString& path);

} // namespace mazelab::ui
