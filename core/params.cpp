#include "core/params.hpp"

#include "core/maze.hpp"
#include "core/text_fields.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace mazelab {
namespace {

const ParamSpec* findSpec(std::span<const ParamSpec> specs, std::string_view key) {
    auto it = std::find_if(specs.begin(), specs.end(),
                           [&](const ParamSpec& s) { return s.key == key; });
    return it == specs.end() ? nullptr : &*it;
}

std::string joined(const std::vector<std::string_view>& names) {
    std::string text;
    for (std::size_t i = 0; i < names.size(); ++i)
        text += (i ? ", " : "") + std::string(names[i]);
    return text;
}

[[noreturn]] void unknownKey(std::span<const ParamSpec> specs, std::string_view key) {
    std::vector<std::string_view> keys;
    for (const auto& s : specs)
        keys.push_back(s.key);
    throw Error("unknown parameter " + text::excerpt(key) + ": " +
                (keys.empty() ? std::string("this algorithm takes no parameters")
                              : "valid parameters are " + joined(keys)));
}

} // namespace

std::string formatNumber(double value) {
    char buffer[64];
    const auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, value);
    return error == std::errc() ? std::string(buffer, end) : std::to_string(value);
}

ParamValues::ParamValues(std::span<const ParamSpec> specs) {
    for (const auto& s : specs)
        m_values.emplace_back(std::string(s.key), s.defaultValue);
}

double ParamValues::get(std::string_view key) const {
    for (const auto& [k, v] : m_values)
        if (k == key)
            return v;
    throw Error("parameter " + text::excerpt(key) + " is not set");
}

void ParamValues::set(std::span<const ParamSpec> specs, std::string_view key, double value) {
    const ParamSpec* spec = findSpec(specs, key);
    if (!spec)
        unknownKey(specs, key);
    if (!(value >= spec->minimum && value <= spec->maximum) ||
        (spec->integer && value != std::floor(value)))
        throw Error("parameter " + std::string(key) + "=" + formatNumber(value) +
                    " is out of range: it must be " + (spec->integer ? "a whole number " : "") +
                    "from " + formatNumber(spec->minimum) + " to " + formatNumber(spec->maximum));
    if (m_values.empty())
        *this = ParamValues(specs);
    for (auto& [k, v] : m_values)
        if (k == key)
            v = value;
}

ParamValues resolveParams(std::span<const ParamSpec> specs,
                          std::span<const std::string> assignments) {
    ParamValues values(specs);
    for (const std::string& text : assignments) {
        const auto eq = text.find('=');
        if (eq == std::string::npos || eq == 0 || eq + 1 == text.size())
            throw Error("parameter " + text::excerpt(text) + " must be written key=value");
        const std::string key = text.substr(0, eq);
        const std::string valueText = text.substr(eq + 1);
        const ParamSpec* spec = findSpec(specs, key);
        if (!spec)
            unknownKey(specs, key);
        if (!spec->choices.empty()) {
            auto it = std::find(spec->choices.begin(), spec->choices.end(), valueText);
            if (it == spec->choices.end())
                throw Error("parameter " + text::shortened(text) +
                            " is not a valid choice: choose one of " + joined(spec->choices));
            values.set(specs, key, double(it - spec->choices.begin()));
            continue;
        }
        double value = 0;
        const char* first = valueText.data();
        const char* last = first + valueText.size();
        auto [end, error] = std::from_chars(first, last, value);
        if (error != std::errc() || end != last || !std::isfinite(value))
            throw Error("parameter " + text::shortened(text) + " is not a number");
        values.set(specs, key, value);
    }
    return values;
}

std::vector<std::string> formatParams(std::span<const ParamSpec> specs,
                                      const ParamValues& values) {
    std::vector<std::string> texts;
    for (const auto& spec : specs) {
        const double v = values.entries().empty() ? spec.defaultValue : values.get(spec.key);
        const std::string value = spec.choices.empty()
                                      ? formatNumber(v)
                                      : std::string(spec.choices.at(std::size_t(v)));
        texts.push_back(std::string(spec.key) + "=" + value);
    }
    return texts;
}

std::string nameWithParams(std::string_view name, std::span<const ParamSpec> specs,
                           const ParamValues& values) {
    std::string text(name);
    const std::vector<std::string> texts = formatParams(specs, values);
    for (std::size_t i = 0; i < texts.size(); ++i)
        text += (i ? ", " : " (") + texts[i];
    return texts.empty() ? text : text + ")";
}

} // namespace mazelab
