#pragma once
// What a block of the board shows: the board raster stores one Shade per block, its colour table
// maps Shades to the palette (so a palette change is a new colour table and nothing else), and the
// renderer and the overlay mipmap read them.
//
// Weighted cells (cost > 1) show a heat map: a room (or a passage between two weighted rooms) of
// heat level L (1..kHeatLevels, the cost relative to the maze's highest cost) is kHeat + L - 1.
// Searched and frontier blocks (and the other marks a search leaves: from the goal, walked,
// filled) keep their heat under them, blended (kSearched + L, kFrontier + L, ...;
// L = 0 on a cell of cost 1), so that the terrain stays readable under a search; the path and the
// current cell are drawn plain, on top of everything. The costs live in the board's bytes, so a
// cost change is a cell update like any other.
//
// The overlay (scanned, searched, frontier, re-opened, path, current) comes last and in rising
// priority, so that the mipmap's rule is a max; the heat never reaches the mipmap: a searched block
// of any heat stays below every frontier block.

#include <cstdint>

namespace mazelab::ui {

constexpr int kHeatLevels = 16;

enum Shade : std::uint8_t {
    kWall,
    kRoom,
    kUnvisited,
    kStart,
    kGoal,
    kMasked, // switched off by the mask: not part of the maze
    kHeat,   // kHeatLevels shades: weighted rooms, lightest first
    // The overlay, lowest priority first; the blended marks take kHeatLevels + 1 shades each.
    kScanned = kHeat + kHeatLevels,
    kSearched = kScanned + kHeatLevels + 1,
    kFilled = kSearched + kHeatLevels + 1,
    kWalked = kFilled + kHeatLevels + 1,
    kSearchedFromGoal = kWalked + kHeatLevels + 1,
    kWalkedTwice = kSearchedFromGoal + kHeatLevels + 1,
    kFrontier = kWalkedTwice + kHeatLevels + 1,
    kFrontierFromGoal = kFrontier + kHeatLevels + 1,
    kReopened = kFrontierFromGoal + kHeatLevels + 1,
    kPath = kReopened + kHeatLevels + 1,
    kCurrent,
    kShadeCount
};
static_assert(kShadeCount <= 256);

// A mipmap square without any overlay block: below every shade.
constexpr std::uint8_t kNoOverlay = 0;
static_assert(kNoOverlay < kScanned && kScanned < kSearched && kSearched < kFrontier &&
              kFrontier < kReopened && kReopened < kPath && kPath < kCurrent && kStart < kScanned &&
              kGoal < kScanned);

[[nodiscard]] inline std::uint8_t overlayOf(std::uint8_t shade) {
    return shade >= kScanned ? shade : kNoOverlay;
}

// Blocks a walker could stand on (rooms and passages in any state): grid lines go between them.
[[nodiscard]] inline bool isOpenShade(std::uint8_t shade) {
    return shade != kWall && shade != kUnvisited && shade != kMasked;
}

} // namespace mazelab::ui
