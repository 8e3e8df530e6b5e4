#pragma once
// What the control panel's two source files share (control_panel.cpp: state and accessors;
// control_panel_build.cpp: building the groups of controls). Not part of the panel's interface.

#include "core/maze.hpp"
#include "core/registry.hpp"
#include "ui/widgets/qt_text.hpp"

#include <QSizePolicy>
#include <QString>
#include <QToolButton>

#include <algorithm>
#include <cmath>
#include <string_view>

namespace mazelab::ui::panel_detail {

struct SizePreset {
    const char* label;
    Size size;
};
// The original's three sizes (its 9, 39 and 159 block boards).
constexpr SizePreset kSizePresets[] = {
    {"Small (4 x 4)", {4, 4}}, {"Medium (19 x 19)", {19, 19}}, {"Large (79 x 79)", {79, 79}}};
constexpr int kCustomSize = 3;

// The speed slider is logarithmic: position p means 10^(p / 100) steps per second.
constexpr int kSliderMax = 600; // kMaxStepsPerSecond (core/scenario.hpp): 1,000,000
inline double sliderToRate(int position) { return std::pow(10.0, position / 100.0); }
inline int rateToSlider(double rate) {
    return std::clamp(int(std::lround(std::log10(std::max(rate, 1.0)) * 100.0)), 0, kSliderMax);
}

inline QString generatorTooltip(const GeneratorInfo& g) {
    return QStringLiteral("<p><b>%1</b> (%2)</p><p>%3</p><p>%4</p>")
        .arg(fromStd(g.name), fromStd(g.id), fromStd(g.description),
             g.perfect ? QStringLiteral("Perfect maze: exactly one route between any two cells.")
                       : QStringLiteral("Not perfect: the maze has loops, so several routes."));
}

// Under `rule` with `params` when given: with diagonal moves, "shortest" is the least cost with
// sqrt(2) per diagonal move, and a heuristic that overestimates then says why.
inline QString solverTraits(const SolverInfo& s, Diagonal rule = Diagonal::Never,
                            const ParamValues& params = {}) {
    if (rule != Diagonal::Never) {
        // A solver that reads no costs takes no weighted cells with diagonals (JPS refuses them).
        QString traits = !s.cheapestUnder(params, rule)
                             ? QStringLiteral("Does not guarantee a shortest path with diagonal "
                                              "moves.")
                         : s.usesCosts ? QStringLiteral("Guarantees a shortest path with diagonal "
                                                        "moves (sqrt(2) each); cheapest on "
                                                        "weighted cells.")
                                       : QStringLiteral("Guarantees a shortest path with diagonal "
                                                        "moves (sqrt(2) each).");
        if (const std::string_view why = s.heuristicWarning(params, rule); !why.empty())
            traits += QStringLiteral(" <b>Warning:</b> ") + fromStd(why) + QStringLiteral(".");
        if (!s.complete)
            traits += QStringLiteral(" It may stop without a path although one exists.");
        return traits;
    }
    QString traits = s.shortestOnUnitCosts ? QStringLiteral("Guarantees a shortest path")
                                           : QStringLiteral("Does not guarantee a shortest path");
    traits += s.usesCosts ? (s.cheapestOnCosts ? QStringLiteral("; cheapest on weighted cells.")
                                               : QStringLiteral("; reads cell costs."))
                          : QStringLiteral("; ignores cell costs.");
    if (!s.complete)
        traits += QStringLiteral(" It may stop without a path although one exists.");
    return traits;
}

inline QToolButton* actionButton(QWidget* parent) {
    auto* button = new QToolButton(parent);
    button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    return button;
}

} // namespace mazelab::ui::panel_detail
