#pragma once
// The core's UTF-8 text as Qt's: the registry's names and the learning texts are std::string_view
// or std::string, and QString::fromStdString takes neither a view nor a length.

#include "core/text_fields.hpp"

#include <QString>

#include <string_view>

namespace mazelab::ui {

[[nodiscard]] inline QString fromStd(std::string_view text) {
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// What the user typed or gave on the command line, in quotes for a message and cut short when
// long (text::excerpt), so a megabyte-long value gets a short message.
[[nodiscard]] inline QString quotedInput(const QString& input) {
    return QString::fromStdString(text::excerpt(input.toStdString()));
}

} // namespace mazelab::ui
