#pragma once
// Internal to core's CSV files (experiment_csv.cpp, benchmark.cpp): numbers written in the C
// locale, and a reader whose every message names the file's kind and the line.

#include "core/file_error.hpp"
#include "core/text_fields.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

namespace mazelab::detail {

// `value` with `decimals` digits after the point, whatever the locale.
inline std::string fixed(double value, int decimals) {
    std::array<char, 64> buffer{};
    const auto [end, ec] = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value,
                                         std::chars_format::fixed, decimals);
    return ec == std::errc() ? std::string(buffer.data(), end) : std::string("nan");
}

// Integer nanoseconds (>= 0) in a unit of 1000 ns (microseconds, three decimals) or 10^6 ns
// (milliseconds, six decimals), exactly.
inline std::string nanosecondsText(std::int64_t ns, std::int64_t perUnit) {
    std::array<char, 48> buffer{};
    const auto magnitude = std::uint64_t(std::max<std::int64_t>(ns, 0));
    const int length =
        std::snprintf(buffer.data(), buffer.size(), "%llu.%0*llu",
                      static_cast<unsigned long long>(magnitude / perUnit), perUnit == 1000 ? 3 : 6,
                      static_cast<unsigned long long>(magnitude % perUnit));
    return std::string(buffer.data(), std::size_t(std::max(length, 0)));
}

struct CsvReader {
    std::string_view kind; // "experiment CSV"
    std::size_t line = 0;

    [[noreturn]] void fail(const std::string& what) const {
        throw Error(std::string(kind) + ", line " + std::to_string(line) + ": " + what);
    }

    template <typename T>
    T integer(const std::string& text, std::string_view column, T low, T high) const {
        T value{};
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (ec != std::errc() || end != text.data() + text.size() || value < low || value > high)
            fail(std::string(column) + " must be a whole number from " + std::to_string(low) +
                 " to " + std::to_string(high) + ", not " + text::excerpt(text));
        return value;
    }

    double real(const std::string& text, std::string_view column) const {
        double value = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (ec != std::errc() || end != text.data() + text.size() || !std::isfinite(value))
            fail(std::string(column) + " must be a number, not " + text::excerpt(text));
        return value;
    }

    // What nanosecondsText wrote, back to nanoseconds: digits, a point and at most three
    // decimals (microseconds, perUnit 1000) or six (milliseconds, perUnit 10^6).
    std::int64_t nanoseconds(const std::string& text, std::string_view column,
                             std::int64_t perUnit) const {
        const std::size_t digits = perUnit == 1000 ? 3 : 6;
        const std::size_t point = text.find('.');
        const std::string whole = text.substr(0, point);
        std::string fraction = point == std::string::npos ? std::string() : text.substr(point + 1);
        if (whole.empty() || fraction.size() > digits)
            fail(std::string(column) + " must be " +
                 (perUnit == 1000 ? "microseconds with at most three"
                                  : "milliseconds with at most six") +
                 " decimals, not " + text::excerpt(text));
        fraction.resize(digits, '0');
        const auto units = integer<std::int64_t>(whole, column, 0, std::int64_t{1} << 40);
        const auto rest = integer<std::int64_t>(fraction, column, 0, perUnit - 1);
        return units * perUnit + rest;
    }
};

} // namespace mazelab::detail
