#pragma once
// A small streaming JSON writer for the command line's machine-readable output: one line, no
// spaces, keys in the order written. It places the commas itself; the caller opens and closes
// containers in the right order and writes a key before every value inside an object.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace mazelab::cli {

// `text` as a JSON string literal, quotes included. Control characters, quotes and backslashes
// are escaped; other bytes pass through unchanged, so the text should be UTF-8.
[[nodiscard]] std::string jsonQuote(std::string_view text);

class JsonWriter {
public:
    JsonWriter& beginObject();
    JsonWriter& endObject();
    JsonWriter& beginArray();
    JsonWriter& endArray();
    JsonWriter& key(std::string_view name);

    JsonWriter& string(std::string_view value);
    JsonWriter& boolean(bool value);
    JsonWriter& null();
    JsonWriter& integer(std::int64_t value);
    JsonWriter& unsignedInteger(std::uint64_t value);
    // The shortest text that reads back as exactly `value`; null if it is not finite (JSON has
    // no NaN or infinity).
    JsonWriter& number(double value);
    // Fixed-point with `decimals` digits after the point, e.g. milliseconds to the microsecond.
    JsonWriter& number(double value, int decimals);

    [[nodiscard]] const std::string& text() const { return m_text; }

private:
    void beforeValue();
    JsonWriter& raw(std::string_view text);
    // Opens a container where a value goes (after a comma if need be), or closes the last one.
    JsonWriter& open(char bracket);
    JsonWriter& close(char bracket);

    std::string m_text;
    std::vector<bool> m_empty; // per open container: nothing written in it yet
    bool m_afterKey = false;   // a key was written and awaits its value
};

} // namespace mazelab::cli
