// Recursive Division (Buck, "Mazes for Programmers", ch. 12): a wall adder, not a passage carver.
//  1. Remove every inner wall: the whole grid is one open chamber.
//  2. Take a chamber. If it is one cell wide or one cell tall, leave it as it is.
//  3. With the "rooms" parameter R > 0 (Buck's variant), a chamber narrower than R in both
//     directions is also left open, as a room, with probability 1/4.
//  4. Otherwise cut it in two: a straight line of walls at a random position, leaving one random
//     gap in the line. The line runs across the chamber's longer side (vertical when it is
//     square), as Buck does; with "cut" = proportional it is horizontal with probability
//     height / (width + height), as Pullen advises ("give bias to choosing horizontal or vertical
//     based on the proportions of the area", Think Labyrinth: Maze Algorithms).
//  5. Each half is a chamber; repeat from 2 (the north or west half first) until none is left.
// Every cut joins its two halves by exactly one gap, so without rooms the result is a perfect
// maze; rooms leave loops. Its texture is long straight walls and rectangular "compartments"
// nested inside each other, easy to spot once seen. The cut rule sets the dead-end share: about
// 27% with Buck's longer-side rule, about 23% with the proportional one (Pullen's figure; see
// tests/test_generator_statistics.cpp): the longer-side rule always chops a 2 x n strip into
// 2 x 2 squares (each a U with two dead ends), while the proportional one often splits it
// lengthwise into two long corridors.
//
// Steps: mazelab's animation and its step replay start from a grid with every wall up, so step 1
// is shown honestly, one Carve step per inner wall removed (row by row, east then south wall,
// pseudocode line 0). After that one step is one wall put up (an AddWall step, line 4). The
// chambers wait on an explicit stack (no recursion).

#include "core/random.hpp"
#include "core/registry.hpp"

#include <vector>

namespace mazelab {
namespace {

struct Chamber {
    Cell corner; // its north-west cell
    Size size;
};

// Step 4's line of walls: on the `side` of `length` cells from `first`, each (dx, dy) from the
// one before, except the one at `gap`; and the two halves it leaves, the north or west one last
// (so that it is taken first from the stack).
struct Division {
    Cell first;
    int dx = 0;
    int dy = 0;
    Dir side = Dir::South;
    int length = 0;
    int gap = 0;
    Chamber farHalf;
    Chamber nearHalf;
};

// Draws the cut, then the gap: that order is part of what a seed gives.
Division divide(const Chamber& c, bool horizontal, Random& random) {
    const int x = c.corner.x;
    const int y = c.corner.y;
    const int w = c.size.width;
    const int h = c.size.height;
    if (horizontal) { // south of row `cut`
        const int cut = int(random.below(std::uint64_t(h - 1)));
        const int gap = int(random.below(std::uint64_t(w)));
        return {{x, y + cut}, 1, 0, Dir::South, w, gap,
                {{x, y + cut + 1}, {w, h - cut - 1}}, {c.corner, {w, cut + 1}}};
    }
    // east of column `cut`
    const int cut = int(random.below(std::uint64_t(w - 1)));
    const int gap = int(random.below(std::uint64_t(h)));
    return {{x + cut, y}, 0, 1, Dir::East, h, gap,
            {{x + cut + 1, y}, {w - cut - 1, h}}, {c.corner, {cut + 1, h}}};
}

GenSteps create(Maze& maze, std::uint64_t seed, ParamValues params) {
    Random random(seed);
    const int roomSide = int(params.get("rooms"));
    const bool proportional = params.get("cut") == 1;
    GenStep step;

    step.kind = GenStep::Kind::Carve;
    step.line = 0;
    for (int y = 0; y < maze.height(); ++y) {
        for (int x = 0; x < maze.width(); ++x) {
            step.cell = step.current = maze.index({x, y});
            for (Dir d : {Dir::East, Dir::South}) {
                if (!(maze.insideDirs({x, y}) & bit(d)))
                    continue;
                maze.carveInside(step.cell, d);
                step.dir = d;
                co_yield step;
            }
        }
    }

    step.kind = GenStep::Kind::AddWall;
    step.line = 4;
    std::vector<Chamber> chambers{{{0, 0}, maze.size()}};
    while (!chambers.empty()) {
        const Chamber c = chambers.back();
        chambers.pop_back();
        const int w = c.size.width;
        const int h = c.size.height;
        if (w <= 1 || h <= 1)
            continue;
        if (roomSide > 0 && w < roomSide && h < roomSide && random.below(4) == 0)
            continue; // a room
        const bool horizontal =
            proportional ? random.below(std::uint64_t(w + h)) < std::uint64_t(h) : h > w;
        const Division d = divide(c, horizontal, random);
        step.dir = d.side;
        for (int i = 0; i < d.length; ++i) {
            if (i == d.gap)
                continue;
            step.cell = step.current = maze.index({d.first.x + i * d.dx, d.first.y + i * d.dy});
            maze.addWall(step.cell, step.dir);
            co_yield step;
        }
        chambers.push_back(d.farHalf);
        chambers.push_back(d.nearHalf);
    }
}

} // namespace

const GeneratorInfo& recursiveDivisionInfo() {
    static const GeneratorInfo info{
        .id = "recursive-division",
        .name = "Recursive Division",
        .family = GeneratorFamily::WallAdding,
        .description = "Works the other way round: it starts with every inner wall removed and "
            "adds walls. It cuts the open area in two with a straight wall that has one gap, then "
            "cuts each half the same way, and so on until every piece is one cell wide. The "
            "result is perfect, with long straight walls and a clear pattern of nested boxes: a "
            "solver can see the big compartments. About 27% of the cells are dead ends (23% with "
            "the proportional cut). With \"rooms\" some small compartments are left open as rooms "
            "(the maze then has loops).",
        .card = {
            .howItWorks = "Starts with no inner walls and adds them. It cuts the open area in two "
                "with a straight wall that has one gap, then cuts each half the same way. It "
                "stops when every piece is one cell wide, leaving long straight walls and nested "
                "boxes.",
            .time = "O(cells)",
            .memory = "O(log cells) for the pieces still to cut (a stack)",
        },
        .pseudocode = {
            "remove every inner wall: the whole grid is one chamber",
            "while a chamber is left: take the last one",
            "    if it is one cell wide or tall (or a room, with rooms): leave it open",
            "    cut it across its longer side (or, by proportion, at random) with one random gap:",
            "        put up each wall of the line but the gap",
            "    its two halves become chambers (the north or west one is taken first)",
        },
        .params = {
            choiceParam({
                .key = "cut",
                .name = "Cut direction",
                .description = "longer: cut across the longer side (Buck); proportional: cut "
                    "horizontally with probability height / (width + height) (Pullen), fewer dead "
                    "ends.",
                .defaultValue = 0,
                .choices = {"longer", "proportional"},
            }),
            ParamSpec{
                .key = "rooms",
                .name = "Rooms below (cells)",
                .description = "0: no rooms (a perfect maze); R: a chamber smaller than R cells "
                    "both ways is left open as a room with probability 1/4 (Buck uses 5).",
                .minimum = 0,
                .maximum = 64,
                .defaultValue = 0,
                .integer = true,
            },
        },
        .create = &create,
        .noMaskReason = "it divides open chambers with straight walls of one gap each, and a gap "
            "that falls beside a masked-off cell could cut a chamber off.",
        .noShapesReason = "it cuts each chamber in two with a straight line of walls along a "
            "row or a column, which needs rows and columns.",
    };
    return info;
}

} // namespace mazelab
