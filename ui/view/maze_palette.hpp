#pragma once
// The colours of a maze picture. The default is the original's (walls dark slate, rooms white,
// start purple, goal red, searched yellow, path green) plus the colours mazelab adds (frontier,
// current cell, cells not yet reached by a generator, grid lines), and the marks only some
// solvers leave (the search from the goal, walked cells, filled dead ends, scanned cells, cells
// an incremental search re-opened). The
// legend lists the entries the running solver can show (SolveMarks).

#include <QColor>
#include <QString>

#include <iterator>
#include <vector>

namespace mazelab::ui {

// Which marks the running solver's steps can leave (ui/animation/solve_drawing.hpp solveMarksOf
// decides from its family): the legend lists only those.
struct SolveMarks {
    bool search = true;    // frontier and searched (every solver with a frontier)
    bool fromGoal = false; // bidirectional: frontier and searched from the goal
    bool walked = false;   // walkers: walked, walked twice
    bool filled = false;   // filling: dead ends filled
    bool scanned = false;  // Jump Point Search: cells its jumps passed over
    bool reopened = false; // incremental search: cells a repair expanded again
    friend bool operator==(const SolveMarks&, const SolveMarks&) = default;
};

struct MazePalette {
    QColor wall{0x2F, 0x4F, 0x4F};      // dark slate grey, as the original
    QColor room{0xFF, 0xFF, 0xFF};      // white
    QColor unvisited{0x5B, 0x73, 0x73}; // rock a generator has not reached yet
    QColor start{0x80, 0x00, 0x80};     // purple
    QColor goal{0xE0, 0x10, 0x10};      // red
    QColor frontier{0x5B, 0xA4, 0xF5};  // light blue: waiting in the queue / open set / stack
    QColor searched{0xFF, 0xD8, 0x2A};  // yellow
    QColor path{0x22, 0xB1, 0x4C};      // green
    QColor current{0xFF, 0x6A, 0x00};   // orange: the cell the algorithm is working on
    // The marks only some solvers leave (SolveMarks says which).
    QColor frontierFromGoal{0x88, 0x44, 0xDD}; // violet: the frontier of the search from the goal
    QColor searchedFromGoal{0xFF, 0xAA, 0xCC}; // pink: searched from the goal
    QColor walked{0xEE, 0xCC, 0x99};           // sand: a walker walked here
    QColor walkedTwice{0xEE, 0x99, 0x66};      // terracotta: walked back over
    QColor filled{0x99, 0xAA, 0xAA};           // grey: a dead end filled in
    QColor scanned{0xBE, 0xDC, 0xFA};          // pale sky: jumped over, never queued
    QColor reopened{0x00, 0xB8, 0xB0};         // teal: expanded again by a repair
    QColor grid{0xB8, 0xC4, 0xC4};      // cell outlines when the grid is on
    QColor masked{0x16, 0x1A, 0x1D};    // near black: cells the mask switched off
    // The heat map of weighted cells: from the cheapest weighted cell to the maze's highest cost.
    QColor heatLow{0xFF, 0xF1, 0xB8};  // light yellow
    QColor heatMid{0xF5, 0x9E, 0x3A};  // orange
    QColor heatHigh{0x7A, 0x3A, 0x12}; // dark brown

    // Searched and frontier cells over a weighted cell: this much of the overlay's colour, the
    // rest the heat's, so that both stay readable. The path and the current cell stay plain.
    static constexpr double kOverlayOpacity = 0.6;

    // The heat colour at t in [0, 1] (0 lightest, 1 the highest cost), through heatMid.
    [[nodiscard]] QColor heat(double t) const {
        t = t < 0 ? 0 : t > 1 ? 1 : t;
        return t <= 0.5 ? blend(heatMid, heatLow, 2 * t) : blend(heatHigh, heatMid, 2 * t - 1);
    }
    // The distance heat map (View > Distance heat map, Jamis Buck's distance colouring): t in
    // [0, 1] from the start (0, light yellow) to the farthest cell (1, deep violet), through
    // green and teal (the viridis ramp, reversed: even steps to the eye, colour-blind safe).
    [[nodiscard]] static QColor distanceHeat(double t) {
        static const QColor stops[] = {{0xFD, 0xE7, 0x25}, {0x5E, 0xC9, 0x62}, {0x21, 0x91, 0x8C},
                                       {0x3B, 0x52, 0x8B}, {0x48, 0x1F, 0x70}};
        constexpr int last = int(std::size(stops)) - 1;
        t = t < 0 ? 0 : t > 1 ? 1 : t;
        const int i = t >= 1 ? last - 1 : int(t * last);
        return blend(stops[i + 1], stops[i], t * last - i);
    }
    // `share` of `over` and the rest of `under`, channel by channel.
    [[nodiscard]] static QColor blend(const QColor& over, const QColor& under, double share) {
        auto mix = [share](int a, int b) { return int(a * share + b * (1 - share) + 0.5); };
        return QColor(mix(over.red(), under.red()), mix(over.green(), under.green()),
                      mix(over.blue(), under.blue()));
    }

    struct Entry {
        QColor color;
        QString label;
    };
    // Every colour with the words the legend shows for it, in legend order: the marks a solver
    // with these SolveMarks can leave, and the rest.
    [[nodiscard]] std::vector<Entry> legend(SolveMarks marks = {}) const {
        std::vector<Entry> entries = {{start, QStringLiteral("Start")},
                                      {goal, QStringLiteral("Goal")},
                                      {wall, QStringLiteral("Wall")},
                                      {room, QStringLiteral("Not searched")}};
        auto add = [&entries](bool shown, const QColor& color, const char* label) {
            if (shown)
                entries.push_back({color, QString::fromUtf8(label)});
        };
        add(marks.search, frontier, "Frontier (waiting)");
        add(marks.fromGoal, frontierFromGoal, "Frontier from the goal");
        add(true, current, "Current cell");
        add(marks.search, searched, "Searched");
        add(marks.scanned, scanned, "Scanned (jumped over)");
        add(marks.reopened, reopened, "Re-opened (repaired)");
        add(marks.fromGoal, searchedFromGoal, "Searched from the goal");
        add(marks.walked, walked, "Walked");
        add(marks.walked, walkedTwice, "Walked twice");
        add(marks.filled, filled, "Dead end filled");
        add(true, path, "Path");
        add(true, unvisited, "Not yet carved");
        add(true, masked, "Masked off");
        return entries;
    }
};

} // namespace mazelab::ui
