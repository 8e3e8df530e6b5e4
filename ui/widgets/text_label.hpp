#pragma once
// A label for text that comes from the model or a file: plain text (never read as rich text),
// wrapped, and named so that tests and tools find it.

#include <QLabel>

namespace mazelab::ui {

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

} // namespace mazelab::ui
