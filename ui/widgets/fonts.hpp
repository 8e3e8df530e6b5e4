#pragma once
// Fonts scaled from a widget's own, for figures read from the back of a lecture room.

#include <QFont>
#include <QWidget>

#include <algorithm>

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

// Sets `widget`'s font to `pixels` high (at least 1), keeping its family and weight: the stage's
// type is sized from the window's height, not from the font's points.
inline void setPixelSize(QWidget* widget, int pixels) {
    QFont font = widget->font();
    font.setPixelSize(std::max(1, pixels));
    widget->setFont(font);
}

// The same, bold or not.
inline void setPixelSize(QWidget* widget, int pixels, bool bold) {
    QFont font = widget->font();
    font.setPixelSize(std::max(1, pixels));
    font.setBold(bold);
    widget->setFont(font);
}

} // namespace mazelab::ui
