#include "ui/view/palettes.hpp"

#include <QStringList>

#include <vector>

namespace mazelab::ui {
namespace {

// The two palettes beside the original, a row per colour (0xRRGGBB). High contrast: black walls
// on white rooms, saturated overlay colours, the most contrast a projector keeps. Colour-blind
// safe, Okabe-Ito: blue start, vermillion goal, sky blue frontier, yellow searched, bluish green
// path, reddish purple current cell; the marks only some solvers leave are not Okabe-Ito's own
// but tints and shades of theirs (re-opened: a deep shade between the blue and the bluish
// green), chosen to keep 18 units apart (palettes.hpp). Colours not listed (the heat maps) are
// the original's.
struct PaletteRow {
    QColor MazePalette::*colour;
    QRgb highContrast;
    QRgb colourBlindSafe;
};

constexpr PaletteRow kPaletteRows[] = {
    // colour                        high contrast, colour-blind safe
    {&MazePalette::wall,             0x000000, 0x262626},
    {&MazePalette::room,             0xFFFFFF, 0xFFFFFF},
    {&MazePalette::unvisited,        0x505050, 0x606060},
    {&MazePalette::start,            0x7A00E6, 0x0072B2},
    {&MazePalette::goal,             0xE60000, 0xD55E00},
    {&MazePalette::frontier,         0x00A0FF, 0x56B4E9},
    {&MazePalette::searched,         0xFFE600, 0xF0E442},
    {&MazePalette::path,             0x008C00, 0x009E73},
    {&MazePalette::current,          0xFF7F00, 0xCC79A7},
    {&MazePalette::frontierFromGoal, 0xDD00DD, 0x663377},
    {&MazePalette::searchedFromGoal, 0xFF99CC, 0xEEBB66},
    {&MazePalette::walked,           0xFFCC77, 0xEEDD33},
    {&MazePalette::walkedTwice,      0xCC7744, 0xEEAA44},
    {&MazePalette::filled,           0x999999, 0xDDBBAA},
    {&MazePalette::scanned,          0xBBE4FF, 0xB0D8F4},
    {&MazePalette::reopened,         0x00C8B4, 0x00506E},
    {&MazePalette::grid,             0x909090, 0xB0B0B0},
    {&MazePalette::masked,           0x303030, 0x101010},
};

// The original palette with the colours of one column of the table.
MazePalette paletteFrom(QRgb PaletteRow::*column) {
    MazePalette palette;
    for (const PaletteRow& row : kPaletteRows)
        palette.*row.colour = QColor(row.*column);
    return palette;
}

} // namespace

std::span<const NamedPalette> mazePalettes() {
    static const std::vector<NamedPalette> palettes = {
        {QStringLiteral("original"), QStringLiteral("Original"), MazePalette{}},
        {QStringLiteral("high-contrast"), QStringLiteral("High contrast"),
         paletteFrom(&PaletteRow::highContrast)},
        {QStringLiteral("colour-blind"), QStringLiteral("Colour-blind safe (Okabe-Ito)"),
         paletteFrom(&PaletteRow::colourBlindSafe)},
    };
    return palettes;
}

const NamedPalette* findPalette(const QString& id) {
    for (const NamedPalette& p : mazePalettes())
        if (p.id == id)
            return &p;
    return nullptr;
}

QString paletteIds() {
    QStringList ids;
    for (const NamedPalette& p : mazePalettes())
        ids << p.id;
    return ids.join(QStringLiteral(", "));
}

} // namespace mazelab::ui
