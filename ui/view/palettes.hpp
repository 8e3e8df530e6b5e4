#pragma once
// The maze palettes a user can choose (View > Palette): the original's, a high-contrast one for
// washed-out projectors, and a colour-blind-safe one built from Okabe and Ito's eight colours,
// whose searched, frontier, path, start and goal stay apart under deuteranopia and protanopia
// (checked with Machado et al.'s simulation: every pair at least 18 CIELAB units apart; for the
// marks only some solvers leave, every pair that can show together, tests/test_solve_drawing.cpp).
// Ids are stable (settings, the command line); names are for menus.

#include "ui/view/maze_palette.hpp"

#include <QString>

#include <span>

namespace mazelab::ui {

struct NamedPalette {
    QString id;
    QString name;
    MazePalette palette;
};

// Every palette, the default ("original") first.
[[nodiscard]] std::span<const NamedPalette> mazePalettes();
// The palette with this id, or nullptr.
[[nodiscard]] const NamedPalette* findPalette(const QString& id);
// The ids, comma-separated, for error messages.
[[nodiscard]] QString paletteIds();

} // namespace mazelab::ui
