#include "cli/json.hpp"

#include <charconv>
#include <cmath>

namespace mazelab::cli {

std::string jsonQuote(std::string_view text) {
    std::string quoted;
    quoted.reserve(text.size() + 2);
    quoted += '"';
    for (const char c : text) {
        switch (c) {
        case '"': quoted += "\\\""; break;
        case '\\': quoted += "\\\\"; break;
        case '\b': quoted += "\\b"; break;
        case '\f': quoted += "\\f"; break;
        case '\n': quoted += "\\n"; break;
        case '\r': quoted += "\\r"; break;
        case '\t': quoted += "\\t"; break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                static constexpr char kHex[] = "0123456789abcdef";
                quoted += "\\u00";
                quoted += kHex[(static_cast<unsigned char>(c) >> 4) & 0xF];
                quoted += kHex[static_cast<unsigned char>(c) & 0xF];
            } else {
                quoted += c;
            }
        }
    }
    quoted += '"';
    return quoted;
}

void JsonWriter::beforeValue() {
    if (m_afterKey) {
        m_afterKey = false; // the key already placed the comma
        return;
    }
    if (!m_empty.empty()) {
        if (!m_empty.back())
            m_text += ',';
        m_empty.back() = false;
    }
}

JsonWriter& JsonWriter::raw(std::string_view text) {
    beforeValue();
    m_text += text;
    return *this;
}

JsonWriter& JsonWriter::open(char bracket) {
    raw(std::string_view(&bracket, 1));
    m_empty.push_back(true);
    return *this;
}

JsonWriter& JsonWriter::close(char bracket) {
    m_empty.pop_back();
    m_text += bracket;
    return *this;
}

JsonWriter& JsonWriter::beginObject() { return open('{'); }
JsonWriter& JsonWriter::endObject() { return close('}'); }
JsonWriter& JsonWriter::beginArray() { return open('['); }
JsonWriter& JsonWriter::endArray() { return close(']'); }

JsonWriter& JsonWriter::key(std::string_view name) {
    raw(jsonQuote(name));
    m_text += ':';
    m_afterKey = true;
    return *this;
}

JsonWriter& JsonWriter::string(std::string_view value) { return raw(jsonQuote(value)); }
JsonWriter& JsonWriter::boolean(bool value) { return raw(value ? "true" : "false"); }
JsonWriter& JsonWriter::null() { return raw("null"); }
JsonWriter& JsonWriter::integer(std::int64_t value) { return raw(std::to_string(value)); }
JsonWriter& JsonWriter::unsignedInteger(std::uint64_t value) {
    return raw(std::to_string(value));
}

JsonWriter& JsonWriter::number(double value) {
    if (!std::isfinite(value))
        return null();
    char buffer[64];
    const auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, value);
    return error == std::errc() ? raw(std::string_view(buffer, std::size_t(end - buffer)))
                                : null();
}

JsonWriter& JsonWriter::number(double value, int decimals) {
    if (!std::isfinite(value))
        return null();
    char buffer[384]; // room for the largest double written in full with its decimals
    const auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, value,
                                            std::chars_format::fixed, decimals);
    return error == std::errc() ? raw(std::string_view(buffer, std::size_t(end - buffer)))
                                : null();
}

} // namespace mazelab::cli
