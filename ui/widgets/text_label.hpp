#pragma once
// A label for text that comes from the model or a file: plain text (never read as rich text),
// wrapped, and named so that tests and tools find it; and the red of a result gone wrong.

#include <QColor>
#include <QLabel>
#include <QPalette>

namespace mazelab::ui {

// The red of a result gone wrong (no path, an optimum missed, a check failed), wherever shown.
inline constexpr QRgb kFailureRgb = 0xC01010;

[[nodiscard]] inline QLabel* textLabel(QWidget* parent, const char* name, bool bold = false) {
    auto* label = new QLabel(parent);
    label->setObjectName(QLatin1String(name));
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    if (bold) {
        QFont font = label->font();
        font.setBold(true);
        label->setFont(font);
    }
    return label;
}

// A note under a figure: `text`, hidden when empty, in kFailureRgb when `failed`.
inline void showNote(QLabel* label, const QString& text, bool failed) {
    label->setText(text);
    label->setVisible(!text.isEmpty());
    QPalette palette;
    if (failed)
        palette.setColor(QPalette::WindowText, QColor(kFailureRgb));
    label->setPalette(palette);
}

} // namespace mazelab::ui
