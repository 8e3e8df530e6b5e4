#include "ui/view/palettes.hpp"

#include <QStringList>

#include <vector>

namespace mazelab::ui {
namespace {

// Black walls on white rooms, saturated overlay colours: the most contrast a projector keeps.
MazePalette highContrast() {
    MazePalette p;
    p.wall = QColor(0x00, 0x00, 0x00);
    p.room = QColor(0xFF, 0xFF, 0xFF);
    p.unvisited = QColor(0x50, 0x50, 0x50);
    p.start = QColor(0x7A, 0x00, 0xE6);
    p.goal = QColor(0xE6, 0x00, 0x00);
    p.frontier = QColor(0x00, 0xA0, 0xFF);
    p.searched = QColor(0xFF, 0xE6, 0x00);
    p.path = QColor(0x00, 0x8C, 0x00);
    p.current = QColor(0xFF, 0x7F, 0x00);
    p.frontierFromGoal = QColor(0xDD, 0x00, 0xDD);
    p.searchedFromGoal = QColor(0xFF, 0x99, 0xCC);
    p.walked = QColor(0xFF, 0xCC, 0x77);
    p.walkedTwice = QColor(0xCC, 0x77, 0x44);
    p.filled = QColor(0x99, 0x99, 0x99);
    p.grid = QColor(0x90, 0x90, 0x90);
    p.masked = QColor(0x30, 0x30, 0x30);
    return p;
}

// Okabe-Ito: blue start, vermillion goal, sky blue frontier, yellow searched, bluish green
// path, reddish purple current cell; the search from the goal deep purple and light orange.
MazePalette colourBlindSafe() {
    MazePalette p;
    p.wall = QColor(0x26, 0x26, 0x26);
    p.room = QColor(0xFF, 0xFF, 0xFF);
    p.unvisited = QColor(0x60, 0x60, 0x60);
    p.start = QColor(0x00, 0x72, 0xB2);
    p.goal = QColor(0xD5, 0x5E, 0x00);
    p.frontier = QColor(0x56, 0xB4, 0xE9);
    p.searched = QColor(0xF0, 0xE4, 0x42);
    p.path = QColor(0x00, 0x9E, 0x73);
    p.current = QColor(0xCC, 0x79, 0xA7);
    // Not Okabe-Ito's own: tints and shades of theirs, chosen to keep 18 units apart (above).
    p.frontierFromGoal = QColor(0x66, 0x33, 0x77);
    p.searchedFromGoal = QColor(0xEE, 0xBB, 0x66);
    p.walked = QColor(0xEE, 0xDD, 0x33);
    p.walkedTwice = QColor(0xEE, 0xAA, 0x44);
    p.filled = QColor(0xDD, 0xBB, 0xAA);
    p.grid = QColor(0xB0, 0xB0, 0xB0);
    p.masked = QColor(0x10, 0x10, 0x10);
    return p;
}

} // namespace

std::span<const NamedPalette> mazePalettes() {
    static const std::vector<NamedPalette> palettes = {
        {QStringLiteral("original"), QStringLiteral("Original"), MazePalette{}},
        {QStringLiteral("high-contrast"), QStringLiteral("High contrast"), highContrast()},
        {QStringLiteral("colour-blind"), QStringLiteral("Colour-blind safe (Okabe-Ito)"),
         colourBlindSafe()},
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
