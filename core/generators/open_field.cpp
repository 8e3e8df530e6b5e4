// Open Field: a room with no inner walls and obstacles in it, the kind of map on which path
// finding is usually shown (Patel, "Introduction to A*", Red Blob Games; Sturtevant, "Benchmarks
// for Grid-Based Pathfinding"): A* heads for the goal and bends around what is in the way, while
// breadth-first search floods the room in rings.
//  1. Open the room: remove every wall between two active cells, row by row.
//  2. The target is round(obstacles% x active cells).
//  3. While fewer cells are off than the target, take a random active cell; with the blobs
//     layout, grow a blob of a random size from it, taking random cells beside the blob.
//  4. Skip a cell that is the start or the goal, or whose switching off could split the field:
//     its open neighbours must stay joined to each other around it (below).
//  5. Otherwise switch it off (an obstacle, as the mask does).
// Step 4 is the "simple point" test of digital topology (Rosenfeld, "Connectivity in Digital
// Pictures"): walk the eight cells around the candidate; if its open 4-neighbours form one arc
// of open cells on that ring, every route through the candidate can go round it, so switching it
// off keeps every region of active cells connected. When the ring has several arcs (the cell is
// on a ring around an obstacle, say), a flood fill of the 7 x 7 square around the candidate,
// without it, may still join them. Both tests are local, so an obstacle costs O(1) and no search
// of the whole field is ever made, up to 4096 x 4096; the price is that a cell whose neighbours
// are joined only farther away is refused.
// Random cells are tried W x H times (with the quick test alone); if the target is not met then,
// the cells that pass either test are pooled and drawn at random, the pool refilled with the
// cells around each one switched off, until the target is met or the pool is empty (the field
// then ends short of its target).
//
// Steps: one Carve per wall removed (as Recursive Division opens its grid, so that replaying the
// steps on a closed grid rebuilds the room wall by wall), then one SwitchOff per obstacle. A
// refused cell changes nothing and yields no step.

#include "core/random.hpp"
#include "core/registry.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <vector>

namespace mazelab {
namespace {

// The 8 cells around a cell, clockwise from north: even entries are its 4-neighbours.
constexpr std::array<Cell, 8> kRing = {{{0, -1}, {1, -1}, {1, 0}, {1, 1},
                                        {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}}};

bool isOpenCell(const Maze& maze, Cell c) { return maze.contains(c) && maze.isActive(maze.index(c)); }

// Step 4, the quick test: the number of arcs of the ring around `c` that hold an open
// 4-neighbour (at most one: its switching off cannot split the field).
int ringArcs(const Maze& maze, Cell c) {
    std::array<bool, 8> open{};
    for (std::size_t k = 0; k < kRing.size(); ++k)
        open[k] = isOpenCell(maze, {c.x + kRing[k].x, c.y + kRing[k].y});
    // Each open 4-neighbour starts an arc, unless the corner before it and the 4-neighbour
    // before that are open too (the same arc).
    int neighbours = 0;
    int joined = 0;
    for (std::size_t k = 0; k < 8; k += 2) {
        neighbours += open[k];
        joined += open[k] && open[(k + 7) % 8] && open[(k + 6) % 8];
    }
    return neighbours - joined; // 0: a full ring (or an isolated cell)
}

// Step 4, the wider test when the ring has several arcs: whether the open 4-neighbours of `c`
// are joined to each other without `c` inside the 7 x 7 square around it. The square's open
// cells are bits of one word, and the flood grows by shifting it (a bit-parallel flood fill).
constexpr int kReach = 3;
constexpr int kBox = 2 * kReach + 1;
constexpr std::uint64_t kBoxBits = (std::uint64_t(1) << (kBox * kBox)) - 1;
constexpr std::uint64_t columnMask(int x) {
    std::uint64_t m = 0;
    for (int y = 0; y < kBox; ++y)
        m |= std::uint64_t(1) << (y * kBox + x);
    return m;
}

bool joinedAround(const Maze& maze, Cell c) {
    std::uint64_t open = 0;
    for (int y = 0; y < kBox; ++y)
        for (int x = 0; x < kBox; ++x)
            if (isOpenCell(maze, {c.x + x - kReach, c.y + y - kReach}))
                open |= std::uint64_t(1) << (y * kBox + x);
    const int centre = kReach * kBox + kReach;
    open &= ~(std::uint64_t(1) << centre); // never through c
    const std::uint64_t neighbours =
        open & (std::uint64_t(1) << (centre - 1) | std::uint64_t(1) << (centre + 1) |
                std::uint64_t(1) << (centre - kBox) | std::uint64_t(1) << (centre + kBox));
    std::uint64_t reached = neighbours & (~neighbours + 1); // the lowest one
    for (std::uint64_t before = 0; reached != before;) {
        before = reached;
        reached |= ((reached << 1) & ~columnMask(0)) | ((reached >> 1) & ~columnMask(kBox - 1)) |
                   (reached << kBox) | (reached >> kBox);
        reached &= open & kBoxBits;
        if ((reached & neighbours) == neighbours)
            return true;
    }
    return false;
}

// Step 4: whether `i` may be switched off without splitting the field; `wide`: with the wider
// test when the quick one refuses.
bool canSwitchOff(const Maze& maze, CellIndex i, bool wide) {
    const Cell c = maze.cellAt(i);
    if (!maze.isActive(i) || c == maze.start() || c == maze.goal())
        return false;
    return ringArcs(maze, c) <= 1 || (wide && joinedAround(maze, c));
}

// Removes a random cell of `cells` (not empty) and returns it; the order of the rest is not kept.
CellIndex takeAtRandom(std::vector<CellIndex>& cells, Random& random) {
    const std::size_t k = std::size_t(random.below(cells.size()));
    const CellIndex taken = cells[k];
    cells[k] = cells.back();
    cells.pop_back();
    return taken;
}

// Step 3': every cell that passes step 4 with the wider test.
std::vector<CellIndex> switchableCells(const Maze& maze) {
    std::vector<CellIndex> cells;
    for (CellIndex i = 0; i < maze.cellCount(); ++i)
        if (canSwitchOff(maze, i, true))
            cells.push_back(i);
    return cells;
}

// Mean blob size: a fixed share of the field's side, kept between 4 and 64 cells.
std::uint64_t blobMean(CellIndex active) {
    const double side = std::sqrt(double(active));
    return std::uint64_t(std::clamp(std::lround(side / 2.0), 4L, 64L));
}

GenSteps create(Maze& maze, std::uint64_t seed, ParamValues params) {
    Random random(seed);
    const double share = params.get("obstacles");
    const bool blobs = params.get("layout") == 0;
    GenStep step;

    // 1. The room.
    step.kind = GenStep::Kind::Carve;
    step.line = 0;
    for (CellIndex i = 0; i < maze.cellCount(); ++i) {
        if (!maze.isActive(i))
            continue;
        const DirSet dirs = maze.activeDirs(maze.cellAt(i)) & (bit(Dir::East) | bit(Dir::South));
        step.cell = step.current = i;
        for (Dir d : {Dir::East, Dir::South}) {
            if (!(dirs & bit(d)))
                continue;
            maze.carveInside(i, d);
            step.dir = d;
            co_yield step;
        }
    }

    // 2. The target.
    const CellIndex active = maze.activeCellCount();
    const auto target = CellIndex(std::llround(share / 100.0 * double(active)));
    const std::uint64_t mean = blobMean(active);
    const auto cells = std::uint64_t(maze.cellCount());
    CellIndex placed = 0;
    std::vector<CellIndex> beside; // blobs: cells beside the current blob
    step.kind = GenStep::Kind::SwitchOff;
    step.line = 4;
    auto switchOff = [&](CellIndex i) {
        maze.setActive(i, false);
        ++placed;
        step.cell = step.current = i;
    };
    for (std::uint64_t tries = cells; placed < target && tries > 0; --tries) {
        // 3. A random cell, and with blobs the size of the blob grown from it.
        auto candidate = CellIndex(random.below(cells));
        std::uint64_t blobLeft = blobs ? 1 + random.below(2 * mean) : 1;
        beside.clear();
        while (blobLeft > 0 && placed < target) {
            if (canSwitchOff(maze, candidate, false)) { // 4.
                switchOff(candidate);            // 5.
                --blobLeft;
                co_yield step;
                const DirSet around = maze.insideDirs(maze.cellAt(candidate));
                for (Dir d : kDirs)
                    if (around & bit(d))
                        beside.push_back(maze.neighbour(candidate, d));
            }
            if (beside.empty() || !blobs)
                break;
            candidate = takeAtRandom(beside, random);
        }
    }
    if (placed == target)
        co_return;

    // 3'. Random draws rarely hit the few cells left that may go: take them from a pool of every
    // cell that passes step 4, refilled with the cells around each one switched off (the only
    // cells whose test it can change), until the target is met or no cell may go.
    std::vector<CellIndex> pool = switchableCells(maze);
    while (placed < target && !pool.empty()) {
        const CellIndex candidate = takeAtRandom(pool, random);
        if (!canSwitchOff(maze, candidate, true))
            continue;
        switchOff(candidate);
        co_yield step;
        const Cell c = maze.cellAt(candidate);
        for (Cell r : kRing)
            if (isOpenCell(maze, {c.x + r.x, c.y + r.y}))
                pool.push_back(maze.index({c.x + r.x, c.y + r.y}));
    }
}

} // namespace

const GeneratorInfo& openFieldInfo() {
    static const GeneratorInfo info{
        .id = "open-field",
        .name = "Open Field",
        .family = GeneratorFamily::ObstacleField,
        .description = "Not a maze in the usual sense: a room with every inner wall removed and "
            "obstacles in it, cells switched off as the mask does (the mask brush draws more). "
            "The \"obstacles\" parameter is their share of the active cells, laid out as blobs "
            "or scattered cells. An obstacle is never placed where it would split the field, so "
            "the start, the goal and every cell left on stay connected. This is where the "
            "searches differ most: breadth-first search floods the room in rings, A* heads "
            "for the goal and bends around what is in the way.",
        .card = {
            .howItWorks = "Removes every inner wall, leaving one open room. Then it switches "
                "random cells off as obstacles, in blobs or scattered, until the chosen share "
                "is off. A cell whose loss would split the room (or the start or goal) is "
                "skipped, so every cell left on stays reachable.",
            .time = "O(cells)",
            .memory = "O(blob size): the cells beside the current blob",
        },
        .pseudocode = {
            "open the room: remove every wall between two active cells",
            "target = round(obstacles% x active cells)",
            "while fewer obstacles than the target: take a random cell",
            "    (blobs: grow a blob of random size from it, one random cell beside it at a time)",
            "    unless it is the start or goal, or its open neighbours do not stay joined "
                "around it: switch it off",
        },
        .perfect = false,
        .params = {
            ParamSpec{
                .key = "obstacles",
                .name = "Obstacles (%)",
                .description = "The share of the active cells switched off as obstacles.",
                .minimum = 0,
                .maximum = 60,
                .defaultValue = 25,
            },
            choiceParam({
                .key = "layout",
                .name = "Layout",
                .description = "blobs: obstacles grow in random clumps; scattered: single "
                    "cells at random.",
                .defaultValue = 0,
                .choices = {"blobs", "scattered"},
            }),
        },
        .create = &create,
        .honoursMask = true,
        .noSymmetryReason = "its obstacles, placed on one half, could cut the halves apart or "
            "fall on the mirror image of the goal.",
        .noShapesReason = "it tests whether an obstacle would split the room on the eight cells "
            "around it and on a 7 x 7 square, tests made for square cells.",
    };
    return info;
}

} // namespace mazelab
