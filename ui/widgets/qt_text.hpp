#pragma once
// The core's UTF-8 text as Qt's: the registry's names and the learning texts are std::string_view
// or std::string, and QString::fromStdString takes neither a view nor a length.

#include <QString>

#include <string_view>

namespace mazelab::ui {

[[nodiscard]] inline QString fromStd(std::string_view text) {
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

} // namespace mazelab::ui
