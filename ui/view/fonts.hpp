#pragma once
// Fonts scaled from a widget's own, for figures read from the back of a lecture room.

#include <QFont>

namespace mazelab::ui {

// `base` times `factor` (by point size, or by pixel size for a pixel-sized font), bold or not.
[[nodiscard]] inline QFont scaledFont(const QFont& base, double factor, bool bold = false) {
    QFont font = base;
    if (base.pointSizeF() > 0)
        font.setPointSizeF(base.pointSizeF() * factor);
    else if (base.pixelSize() > 0)
        font.setPixelSize(qRound(base.pixelSize() * factor));
    font.setBold(bold);
    return font;
}

} // namespace mazelab::ui
