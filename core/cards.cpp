#include "core/cards.hpp"

#include "core/distance.hpp"
#include "core/registry.hpp"

#include <algorithm>

namespace mazelab {

namespace {

constexpr AlgorithmCard kCards[] = {
    // Solvers.
    {"bfs",
     "Keeps a first-in first-out queue of cells, starting with the start. It takes the oldest "
     "cell from the queue and adds its neighbours not seen before to the back. So it searches "
     "every cell 1 move away, then every cell 2 moves away, and so on: the first time it reaches "
     "the goal it has found a path with the fewest moves.",
     "O(cells)", "O(cells): the queue and one parent per cell"},
    {"dfs",
     "Keeps a stack of the cells on its current route, starting with the start. It steps into "
     "the first neighbour not yet entered (east, south, west, north) and pushes it; at a dead "
     "end it pops the cell and backs up. It stops when it enters the goal, and its route is the "
     "stack, which need not be the shortest path.",
     "O(cells)", "O(cells): the stack and one byte per cell"},
    {"dfs-opposed",
     "The same depth-first search with the directions tried in the order north, west, south, "
     "east. It keeps a stack of the cells on its route, steps into the first neighbour not yet "
     "entered, and backs up at a dead end. Against a south-east bias (Binary Tree) it tries every "
     "wrong turn first, so it shows how much the direction order matters.",
     "O(cells)", "O(cells): the stack and one byte per cell"},
    {"dijkstra",
     "Keeps an open set ordered by g, the cost of the cheapest path found so far from the start. "
     "It takes the open cell with the lowest g and relaxes its neighbours: g' = g + cost of the "
     "neighbour, kept if it is lower than the neighbour's g. A cell's g is final when it is taken, "
     "so the goal is taken with the cheapest cost.",
     "O(cells log cells)", "O(cells): the heap, g and a parent per cell", true, false},
    {"astar-euclidean",
     "Dijkstra's search ordered by f = g + h instead of g, where h is the straight-line distance "
     "to the goal. Cells that look closer to the goal come out first, so the search leans towards "
     "it. h never overestimates, so the path is still a cheapest one; but on a grid of four "
     "directions the straight line underestimates, so it searches more than Manhattan.",
     "O(cells log cells)", "O(cells): the heap, g and a parent per cell"},
    {"astar-manhattan",
     "Dijkstra's search ordered by f = g + h instead of g, where h = |dx| + |dy| is the number of "
     "moves to the goal if there were no walls. Cells that look closer to the goal come out "
     "first, ties going to the lower h, so the search heads for the goal. h never overestimates "
     "a path of east, south, west and north moves, so the path is a cheapest one.",
     "O(cells log cells), often far less searched", "O(cells): the heap, g and a parent per cell"},
    {"astar-dysfunctional",
     "A* with a deliberately bad heuristic: h = (W-1) + (H-1) - Manhattan distance, largest far "
     "away from the goal. The search therefore prefers cells far from the goal and searches "
     "almost everything before it gets there. Since h differs from -Manhattan only by a constant "
     "it still finds a cheapest path: what a bad heuristic costs here is search, not the path.",
     "O(cells log cells)", "O(cells): the heap, g and a parent per cell", false, true},
    // Generators.
    {"binary-tree",
     "Visits every cell once and removes its east or its south wall, chosen by a coin flip (the "
     "last row must go east, the last column south). Every cell is joined to the cell east or "
     "south of it, so the maze is a tree and every path leads south-east. Two unbroken corridors "
     "run along the south and east edges.",
     "O(cells)", "O(1) besides the maze"},
    {"modified-binary-tree",
     "Builds a Binary Tree maze first. Then every dead end, with probability share, opens one more "
     "wall to a random neighbour. The extra walls make loops, so there are many routes and the "
     "solvers differ in the paths they find.",
     "O(cells)", "O(1) besides the maze"},
    {"aldous-broder",
     "Walks at random from a random cell, one neighbour at a time. Whenever the walk enters a cell "
     "for the first time, it removes the wall it came through. It stops when every cell has been "
     "visited; every perfect maze of the grid is equally likely.",
     "O(cells log cells) expected, often much more (the walk revisits)", "O(cells) visited flags"},
    {"sidewinder",
     "Works row by row, gathering cells into a run. At each cell a coin flip either carves east "
     "(the run grows) or closes the run by carving north from one random cell of it. The top row "
     "is one corridor, and every run has exactly one way up.",
     "O(cells)", "O(width): the current run"},
    {"recursive-backtracker",
     "Walks from a random cell into a random unvisited neighbour, carving as it goes, and keeps "
     "its trail on a stack. When the current cell has no unvisited neighbour it backs up along "
     "the trail. It ends back at the first cell, with long winding corridors and few dead ends.",
     "O(cells)", "O(cells): the stack, up to every cell"},
    {"growing-tree",
     "Keeps a list of active cells, starting with one random cell. Each step picks a cell from "
     "the list, carves into a random unvisited neighbour and adds it, or removes the cell when it "
     "has none left. Picking the newest gives the backtracker's corridors, a random one Prim's "
     "texture.",
     "O(cells)", "O(cells): the list of active cells"},
    {"kruskal",
     "Puts every cell in a set of its own and shuffles all inner walls. It takes the walls in "
     "that order and removes a wall between two different sets, merging them; a wall inside one "
     "set stays, since removing it would make a loop. Small trees grow all over the grid and join "
     "up.",
     "O(cells α(cells)) with union-find", "O(cells): the walls and the sets"},
    {"prim-simplified",
     "Grows the maze from a random cell, keeping a list of the cells on the edge of the carved "
     "area. Each step picks one of them at random and carves into a random unvisited neighbour. "
     "Growth happens all along the edge, so the maze radiates from its first cell with many short "
     "dead ends.",
     "O(cells)", "O(cells): the edge list"},
    {"prim-true",
     "Gives every cell a random weight and grows the maze from a random cell. Each step works "
     "from the lightest cell on the edge of the carved area, carving into its lightest unvisited "
     "neighbour. The result is a minimum spanning tree of the weights, growing in blobs.",
     "O(cells log cells)", "O(cells): the weights and a heap"},
    {"wilson",
     "Starts the maze with one random cell. From a cell not yet in the maze it walks at random "
     "until it reaches the maze, erasing every loop the walk makes, and carves the loop-free "
     "path. It repeats until every cell is in; every perfect maze is equally likely.",
     "O(cells log cells) expected (slow at first)", "O(cells): the walk's directions"},
    {"hunt-and-kill",
     "Walks at random into unvisited cells only, carving as it goes (the kill). When stuck, it "
     "scans the rows from the top for the first unvisited cell next to the maze and joins it "
     "(the hunt). It walks on from there until no unvisited cell is left.",
     "O(cells^2) worst case for the hunts, near O(cells) in practice", "O(1) besides the maze"},
    {"eller",
     "Builds the maze one row at a time, remembering which cells of the row are already joined "
     "(their set). In each row it joins random neighbours of different sets, then carves every "
     "set down into the next row at least once. The last row joins whatever is still apart.",
     "O(cells)", "O(width): the sets of one row"},
    {"recursive-division",
     "Starts with no inner walls and adds them. It cuts the open area in two with a straight wall "
     "that has one gap, then cuts each half the same way. It stops when every piece is one cell "
     "wide, leaving long straight walls and nested boxes.",
     "O(cells)", "O(log cells) for the pieces still to cut (a stack)"},
    {"weight-matrix-dfs",
     "A depth-first walk that also keeps a matrix counting how often the path on its stack has "
     "seen each cell. It may only step into a cell that no other cell of its path has seen, so its "
     "corridors keep their distance from themselves. On the way back it lowers the counts again.",
     "O(cells)", "O(cells): the stack and the weights"},
};

} // namespace

std::span<const AlgorithmCard> algorithmCards() { return kCards; }

const AlgorithmCard* findCard(std::string_view id) {
    const auto* it = std::find_if(std::begin(kCards), std::end(kCards),
                                  [id](const AlgorithmCard& c) { return c.id == id; });
    return it == std::end(kCards) ? nullptr : it;
}

std::vector<CardWarning> solverWarnings(const SolverInfo& solver, const Maze& maze) {
    std::vector<CardWarning> warnings;
    const std::string name(solver.name);
    const AlgorithmCard* card = findCard(solver.id);
    const bool weighted = isWeightedMaze(maze);
    if (!solver.shortestOnUnitCosts && isPerfectMaze(maze))
        warnings.push_back(
            {CardWarning::Kind::OnePath,
             "This maze has exactly one path between any two cells, so every solver finds the "
             "same one: " + name + " cannot take a detour here. Braid the maze (Shaping) to give "
             "it loops."});
    if (!solver.usesCosts && weighted)
        warnings.push_back({CardWarning::Kind::IgnoresWeights,
                            "This maze has weighted cells, but " + name +
                                " ignores cell costs: its path may not be the cheapest. Dijkstra "
                                "and A* pay the costs."});
    if (card && card->needsWeights && !weighted)
        warnings.push_back({CardWarning::Kind::NoWeights,
                            "Every cell of this maze costs 1, so " + name +
                                " searches in the same order as Breadth-First Search. Add "
                                "weighted terrain (Shaping) to see what it is for."});
    if (card && card->inadmissible)
        warnings.push_back(
            {CardWarning::Kind::NotAdmissible,
             "Not admissible: this heuristic overestimates (it is largest far from the goal), so "
             "it pulls the search away from the goal and it searches far more than Dijkstra."});
    return warnings;
}

} // namespace mazelab
