#pragma once
// Algorithm parameters: each algorithm declares its parameters (ParamSpec) in the registry; a
// user's raw "key=value" texts are checked against them and resolved to numbers (ParamValues),
// with every unset parameter at its default.

#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace mazelab {

struct ParamSpec {
    std::string_view key;         // "share", as in --param share=40
    std::string_view name;        // "Dead ends opened (%)"
    std::string_view description; // one sentence
    double minimum = 0;
    double maximum = 0;
    double defaultValue = 0;
    bool integer = false;
    // Non-empty: a choice; the value is the index into this list and the text form is the name.
    std::vector<std::string_view> choices = {};
};

// A choice parameter: its range (0 to the last index) and its whole numbers follow from the list,
// so an entry names only the key, texts, default and choices, and they cannot disagree.
[[nodiscard]] inline ParamSpec choiceParam(ParamSpec spec) {
    spec.minimum = 0;
    spec.maximum = double(spec.choices.size()) - 1;
    spec.integer = true;
    return spec;
}

class ParamValues {
public:
    ParamValues() = default;
    // Defaults of every spec.
    explicit ParamValues(std::span<const ParamSpec> specs);

    // The value of key; throws Error if the key is unknown.
    [[nodiscard]] double get(std::string_view key) const;
    // Sets key (which must exist) to value, checked against its spec's range.
    void set(std::span<const ParamSpec> specs, std::string_view key, double value);
    [[nodiscard]] const std::vector<std::pair<std::string, double>>& entries() const {
        return m_values;
    }
    friend bool operator==(const ParamValues&, const ParamValues&) = default;

private:
    std::vector<std::pair<std::string, double>> m_values;
};

// Parses "key=value" texts (value a number, or a choice name). Throws Error naming the valid keys,
// the allowed range or the valid choices.
[[nodiscard]] ParamValues resolveParams(std::span<const ParamSpec> specs,
                                        std::span<const std::string> assignments);
// The shortest text that reads back as exactly `value` ("100", "0.5", "37.5").
[[nodiscard]] std::string formatNumber(double value);
// "key=value" texts for every parameter, choices by name: what a maze file records.
[[nodiscard]] std::vector<std::string> formatParams(std::span<const ParamSpec> specs,
                                                    const ParamValues& values);
// A name with every parameter after it, defaults included, "Weighted A* (weight=3,
// heuristic=manhattan)"; the bare name when there are no parameters. What the race lanes, the
// experiment rows and the command line show.
[[nodiscard]] std::string nameWithParams(std::string_view name, std::span<const ParamSpec> specs,
                                         const ParamValues& values);

} // namespace mazelab
