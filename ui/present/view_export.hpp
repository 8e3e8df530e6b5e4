#pragma once
// File > Export view…: the whole maze, drawn by the maze view's own rendering and fitted into a
// picture of the requested size, written as PNG or SVG (by the file's suffix). The SVG is the
// same picture at the same size as vector shapes (MazeView::renderFittedVector: rectangles for
// the rooms, walls and the search; width, height and viewBox in pixels), so a slide program
// scales it without blur. The numbers overlay is drawn in the PNG only.

#include <QImage>
#include <QSize>
#include <QString>

namespace mazelab::ui {

class MazeView;

// Writes the picture; returns an error, or an empty string. Nothing is left at `path` after an
// error (the file is written through QSaveFile).
QString exportViewImage(const MazeView& view, const QString& path, QSize size);

// Writes `image` as a PNG at `path` all or nothing, as every picture mazelab saves (a chart, a
// screenshot, an animation's frame): through QSaveFile, whose commit flushes the new file to the
// disk before renaming it over the old one. Returns an error naming the file, or "".
QString savePngFile(const QImage& image, const QString& path);

} // namespace mazelab::ui
