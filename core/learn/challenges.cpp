#include "core/learn/challenges.hpp"

#include "core/learn/challenge_checks.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"

#include <algorithm>

namespace mazelab::learn {

namespace {

// A braided maze: with its loops there is more than one way to the goal.
constexpr Shaping kBraided{.braid = 50};

// The list, in the order a student meets it (docs/semantics.md, "Challenges").
constexpr Challenge kChallenges[] = {
    {
        .id = "dfs-long-way",
        .title = "DFS the long way round",
        .task = "Make Depth-First Search (same bias) walk a path at least 3 times longer "
                "than the shortest one. You may edit walls and move the start and the goal.",
        .hint = "DFS keeps the first route it finds, and it tries east, then south, west "
                "and north. On a perfect maze its path is the only one. Give the goal a "
                "short way in that DFS does not try first, and keep its long way open.",
        .start = {.generator = "recursive-backtracker", .size = {15, 15}, .seed = 7},
        .check = &checkDfsLongWay,
    },
    {
        .id = "astar-focus",
        .title = "A* looks ahead, BFS floods",
        .task = "Place the start and the goal so that A* (Manhattan) searches under 20% of "
                "the cells and Breadth-First Search over 80%. Move only the start and the "
                "goal.",
        .hint = "BFS searches every cell closer to the start than the goal is, in all "
                "directions. A* heads for the goal while nothing blocks the straight way. "
                "Far apart, with a clear way between them, the two differ most.",
        .start = {.generator = "open-field",
                  .size = {15, 15},
                  .seed = 3,
                  .start = {6, 7},
                  .goal = {9, 7}},
        .check = &checkAstarFocus,
    },
    {
        .id = "different-paths",
        .title = "Costs change the way",
        .task = "Paint costs so that Breadth-First Search and Dijkstra take different "
                "paths. You may paint costs (and edit walls).",
        .hint = "BFS counts moves and ignores costs; Dijkstra adds up the cost of every "
                "cell it enters. Make BFS's way expensive where a way round exists.",
        .start = {.generator = "kruskal", .size = {15, 15}, .seed = 11, .shaping = kBraided},
        .check = &checkDifferentPaths,
    },
    {
        .id = "wall-follower-island",
        .title = "An island for the wall follower",
        .task = "Build an island that the wall follower can never reach: the goal must be "
                "reachable, yet the wall follower must end without it, with either hand. "
                "You may edit walls and move the start and the goal.",
        .hint = "The wall follower only walks beside the wall it started on. On a perfect "
                "maze every wall is joined to the outer one. Put the goal where none of "
                "its walls is joined to the wall the walker follows, for example in the "
                "middle of a small open room.",
        .start = {.generator = "recursive-backtracker", .size = {15, 15}, .seed = 5},
        .check = &checkWallFollowerIsland,
    },
    {
        .id = "greedy-detour",
        .title = "Lead greedy astray",
        .task = "Make greedy best-first (Manhattan) take a path at least 50% longer than "
                "A* (Manhattan)'s. You may edit walls and move the start and the goal.",
        .hint = "Greedy always takes the open cell that looks closest to the goal, and its "
                "path is the way it first reached each cell. Put an obstacle across the "
                "straight line to the goal: greedy runs along it and round it the long way, "
                "while A* weighs the moves already made.",
        .start = {.generator = "open-field", .size = {15, 15}, .seed = 8},
        .check = &checkGreedyDetour,
    },
    {
        .id = "dijkstra-cheaper",
        .title = "Cheaper by ten",
        .task = "Paint costs so that Dijkstra's path costs at least 10 less than Breadth-"
                "First Search's. You may paint costs (and edit walls).",
        .hint = "BFS takes a path with the fewest moves whatever the cells cost. Make the "
                "cells of BFS's path dear where a longer way round stays cheap.",
        .start = {.generator = "kruskal", .size = {15, 15}, .seed = 4, .shaping = kBraided},
        .check = &checkDijkstraCheaper,
    },
    {
        .id = "bidirectional-half",
        .title = "Meet in the middle",
        .task = "Make Bidirectional BFS search fewer than half as many cells as Breadth-"
                "First Search. You may edit walls and move the start and the goal.",
        .hint = "Each side of a bidirectional search only goes half the way, so it wins "
                "where the number of cells grows fast with the distance: in open space, "
                "or where the ways branch often. In a long corridor it wins nothing.",
        .start = {.generator = "recursive-backtracker", .size = {15, 15}, .seed = 9},
        .check = &checkBidirectionalHalf,
    },
    {
        .id = "dead-end-loops",
        .title = "Loops survive filling",
        .task = "Make Dead-End Filling leave at least 20 cells that are not on its path. "
                "You may edit walls and move the start and the goal.",
        .hint = "Dead-end filling fills cells with a single way out, again and again. On a "
                "perfect maze only the path is left. A cell on a loop always has two ways "
                "out, so a loop is never filled.",
        .start = {.generator = "prim-true", .size = {15, 15}, .seed = 6},
        .check = &checkDeadEndLoops,
    },
    {
        .id = "jps-tenth",
        .title = "Jump far, expand little",
        .task = "Make Jump Point Search expand fewer than a tenth of the cells that A* "
                "(octile) expands, both with diagonal moves only when no obstacles. Block "
                "and free cells with the mask tool and move the start and the goal; keep "
                "every cell cost 1 and no wall between two open cells, or JPS refuses the "
                "map.",
        .hint = "JPS expands only jump points: cells where an obstacle forces a turn. A* "
                "expands every cell whose f is below the goal's, and on an open field many "
                "cells tie. Long open runs between the start and the goal, and an obstacle "
                "that makes A* fill a room while JPS jumps across it, widen the gap.",
        .start = {.generator = "open-field", .size = {15, 15}, .seed = 12},
        .rule = kJpsRule,
        .check = &checkJpsTenth,
    },
    {
        .id = "polar-tree",
        .title = "A tree again, in rings",
        .task = "This polar maze of 6 rings was braided, so it has loops. Close walls until it "
                "is a perfect maze again: every cell joined to the centre, no loop. Edit only "
                "walls.",
        .hint = "A perfect maze is a spanning tree, whatever the cells: N cells, N - 1 "
                "passages. Close one wall on each loop; a wall on no loop cuts cells off.",
        .start = {.generator = "wilson",
                  .size = {},
                  .seed = 5,
                  .shaping = kBraided,
                  .cells = ShapeKind::Polar,
                  .rings = kPolarTreeRings},
        .check = &checkPolarTree,
    },
};

// A cell counted from the far side when negative: -1 is the last row, or the last cell of its
// row (a polar maze's rings differ in length).
Cell placed(Cell c, const Maze& maze) {
    const int y = c.y < 0 ? maze.height() + c.y : c.y;
    return {c.x < 0 ? maze.rowLength(y) + c.x : c.x, y};
}

} // namespace

std::span<const Challenge> challenges() {
    return kChallenges;
}

const Challenge* findChallenge(std::string_view id) {
    const auto all = challenges();
    const auto it =
        std::find_if(all.begin(), all.end(), [&](const Challenge& c) { return c.id == id; });
    return it == all.end() ? nullptr : &*it;
}

MazeDocument startingDocument(const Challenge& challenge) {
    const StartingMaze& from = challenge.start;
    const GeneratorInfo& generator = generatorById(from.generator);
    GenerateRequest request{&generator, from.size, from.seed, ParamValues(generator.params)};
    request.shaping = from.shaping;
    request.shape = from.cells;
    request.rings = from.rings;
    Maze maze = generateMaze(request);
    maze.setEndpoints(placed(from.start, maze), placed(from.goal, maze));
    return {std::move(maze), provenanceOf(request)};
}

} // namespace mazelab::learn
