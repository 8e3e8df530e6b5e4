#include "core/registry.hpp"

#include "core/incremental.hpp"

#include "core/shape.hpp"
#include "core/text_fields.hpp"

#include <string>
#include <utility>

namespace mazelab {

// The one table. A new algorithm is one file in generators/ or solvers/ that defines
// `const GeneratorInfo& <name>Info()` (or SolverInfo), and one line here.
#define MAZELAB_GENERATORS(X)                                                                      \
    X(binaryTree)                                                                                  \
    X(modifiedBinaryTree)                                                                          \
    X(aldousBroder)                                                                                \
    X(sidewinder)                                                                                  \
    X(recursiveBacktracker)                                                                        \
    X(growingTree)                                                                                 \
    X(kruskal)                                                                                     \
    X(primSimplified)                                                                              \
    X(primTrue)                                                                                    \
    X(wilson)                                                                                      \
    X(huntAndKill)                                                                                 \
    X(eller)                                                                                       \
    X(recursiveDivision)                                                                           \
    X(weightMatrixDfs)                                                                             \
    X(openField)                                                                                   \
    /* end of the list: a new entry is one line above this one */

#define MAZELAB_SOLVERS(X)                                                                         \
    X(bfs)                                                                                         \
    X(dfs)                                                                                         \
    X(dfsOpposed)                                                                                  \
    X(dijkstra)                                                                                    \
    X(astarEuclidean)                                                                              \
    X(astarManhattan)                                                                              \
    X(astarDysfunctional)                                                                          \
    X(astarOctile)                                                                                 \
    X(astarChebyshev)                                                                              \
    X(jps)                                                                                         \
    X(weightedAstar)                                                                               \
    X(greedyManhattan)                                                                             \
    X(bidirectionalBfs)                                                                            \
    X(bidirectionalDijkstra)                                                                       \
    X(bidirectionalAstar)                                                                          \
    X(idaStar)                                                                                     \
    X(wallFollower)                                                                                \
    X(tremaux)                                                                                     \
    X(randomMouse)                                                                                 \
    X(deadEndFilling)                                                                              \
    X(lpaStar)                                                                                     \
    X(dstarLite)                                                                                   \
    /* end of the list: a new entry is one line above this one */

#define MAZELAB_DECLARE_GENERATOR(name) const GeneratorInfo& name##Info();
#define MAZELAB_DECLARE_SOLVER(name) const SolverInfo& name##Info();
#define MAZELAB_ENTRY(name) &name##Info(),
MAZELAB_GENERATORS(MAZELAB_DECLARE_GENERATOR)
MAZELAB_SOLVERS(MAZELAB_DECLARE_SOLVER)

std::span<const GeneratorInfo* const> generators() {
    static const GeneratorInfo* const table[] = {MAZELAB_GENERATORS(MAZELAB_ENTRY)};
    return table;
}

std::span<const SolverInfo* const> solvers() {
    static const SolverInfo* const table[] = {MAZELAB_SOLVERS(MAZELAB_ENTRY)};
    return table;
}

namespace {

template <typename Info>
const Info* findIn(std::span<const Info* const> table, std::string_view id) {
    for (const Info* info : table)
        if (info->id == id)
            return info;
    return nullptr;
}

template <typename Info>
const Info& byIdIn(std::span<const Info* const> table, std::string_view id, const char* what) {
    if (const Info* info = findIn(table, id))
        return *info;
    std::string message =
        "unknown " + std::string(what) + " " + text::excerpt(id) + ": valid ids are ";
    for (std::size_t i = 0; i < table.size(); ++i)
        message += (i ? ", " : "") + std::string(table[i]->id);
    throw Error(message);
}

// "Binary Tree needs square cells, so it does not build hexagonal mazes: <reason>".
// A weave maze has square cells, but passages under them that the square grid's four directions
// do not know: "Binary Tree builds plain square grids only, so it does not build weave mazes: ...".
std::string needsSquares(std::string_view name, std::string_view verb, ShapeKind shape,
                         std::string_view reason) {
    if (shape == ShapeKind::Weave)
        return std::string(name) + " " + std::string(verb) +
               "s plain square grids only, so it does not " + std::string(verb) +
               " weave mazes: it goes by the square grid's four directions, which know no "
               "passage under a cell.";
    return std::string(name) + " needs square cells, so it does not " + std::string(verb) + " " +
           std::string(shapeWord(shape)) + " mazes: " + std::string(reason);
}

struct FamilyText {
    std::string_view name;
    std::string_view description;
};

FamilyText familyText(GeneratorFamily family) {
    switch (family) {
    case GeneratorFamily::RowByRow:
        return {"Row by row", "Each cell, or each run of cells of a row, decides on its own which "
                              "wall to remove: one pass, little memory, and a strong bias."};
    case GeneratorFamily::RandomWalk:
        return {"Random walk", "A random walk carves the maze: unbiased, every perfect maze of "
                               "the grid equally likely."};
    case GeneratorFamily::DepthFirst:
        return {"Depth-first walk", "A walk into unvisited cells that backs up (or hunts for a "
                                    "new start) when stuck: long winding corridors."};
    case GeneratorFamily::TreeGrowing:
        return {"Tree growing", "A tree grows from one cell, each step working from one of the "
                                "cells at its edge; which one sets the texture."};
    case GeneratorFamily::SetMerging:
        return {"Set merging", "Cells start in sets of their own, and removing a wall merges two "
                               "sets; a wall inside one set stays, so there is no loop."};
    case GeneratorFamily::WallAdding:
        return {"Wall adding", "The grid starts open, and walls are added to divide it."};
    case GeneratorFamily::ObstacleField:
        return {"Obstacle field", "Not a maze but an open room with obstacles (cells switched "
                                  "off) that never cut it apart: many routes, where the "
                                  "searches show their character."};
    }
    return {"?", ""};
}

FamilyText familyText(SolverFamily family) {
    switch (family) {
    case SolverFamily::BreadthFirst:
        return {"Breadth-first", "A first-in first-out queue: cells are searched in order of the "
                                 "number of moves from the start."};
    case SolverFamily::DepthFirst:
        return {"Depth-first", "A stack: one route is followed as deep as it goes and backed up "
                               "from dead ends. No shortest-path guarantee."};
    case SolverFamily::BestFirst:
        return {"Best-first", "A priority queue ordered by the cost from the start, g, and an "
                              "estimate of the cost left, h: Dijkstra (h = 0), A*, weighted A* "
                              "and greedy best-first (h alone)."};
    case SolverFamily::Bidirectional:
        return {"Bidirectional", "Two searches at once, one from the start and one from the goal, "
                                 "taking turns until a stopping rule proves that the best "
                                 "meeting found so far cannot be beaten."};
    case SolverFamily::IterativeDeepening:
        return {"Iterative deepening", "Depth-first passes that give up on any route whose f = g "
                                       "+ h exceeds a bound, raising the bound after each pass: "
                                       "tiny memory, paid for with repeated work."};
    case SolverFamily::Walker:
        return {"Maze walkers", "One walker moving from cell to cell with only what it can see "
                                "and mark where it stands, as a person in a hedge maze: no map "
                                "of the maze, no frontier."};
    case SolverFamily::Incremental:
        return {"Incremental", "Keeps its search between runs, with g and a one-step lookahead "
                               "rhs per cell, and after an edit repairs only the cells whose "
                               "costs changed instead of searching again (LPA*, D* Lite)."};
    case SolverFamily::Filling:
        return {"Filling", "Looks at the whole maze at once and fills what cannot be on the path, "
                           "until only the path is left."};
    }
    return {"?", ""};
}

} // namespace

std::string_view familyName(GeneratorFamily family) { return familyText(family).name; }
std::string_view familyName(SolverFamily family) { return familyText(family).name; }
std::string_view familyDescription(GeneratorFamily family) {
    return familyText(family).description;
}
std::string_view familyDescription(SolverFamily family) { return familyText(family).description; }

namespace {

// The checks of SolverInfo::start, in its order: the parameters' ranges, then the movement and
// the maze on square cells, or the shape, the movement and the heuristic on other cells. Returns
// the values with the defaults filled in.
ParamValues checkedRun(const SolverInfo& solver, const Maze& maze, ParamValues values,
                       Diagonal rule) {
    if (values.entries().empty())
        values = solver.defaults();
    for (const ParamSpec& spec : solver.params)
        values.set(solver.params, spec.key, values.get(spec.key)); // checks the range
    if (maze.isSquare()) {
        if (const std::string error = solver.movementError(rule); !error.empty())
            throw Error(error);
        if (const std::string error = solver.mazeProblem(maze); !error.empty())
            throw Error(error);
        return values;
    }
    // The shape first: a square-only solver's movement and maze checks read rows and columns.
    if (const std::string error = solver.shapeError(maze.shapeKind()); !error.empty())
        throw Error(error);
    const std::string shape = std::string(shapeWord(maze.shapeKind()));
    if (rule != Diagonal::Never)
        throw Error(std::string(solver.name) + " cannot move diagonally on " + shape +
                    " cells: diagonal moves are defined on square cells only; choose "
                    "four-direction movement (" + std::string(diagonalId(Diagonal::Never)) +
                    ")");
    // Rows and columns, which the other heuristics count, exist on square cells only.
    if (const std::optional<Heuristic> h = solver.heuristicOf(values);
        h && *h != Heuristic::Euclidean)
        throw Error(std::string(solver.name) + " with the " + std::string(heuristicId(*h)) +
                    " heuristic does not solve " + shape + " mazes: " +
                    (maze.shapeKind() == ShapeKind::Weave
                         ? "it counts rows and columns as if each move crossed one, and a move "
                           "under a crossing crosses two"
                         : "it counts rows and columns, which only square cells have") +
                    "; the heuristic allowed there is " +
                    std::string(heuristicId(Heuristic::Euclidean)) + " (the shape's distance)");
    if (const std::string error = solver.mazeProblem(maze); !error.empty())
        throw Error(error);
    return values;
}

} // namespace

SolveSteps SolverInfo::start(const Maze& maze, ParamValues values, Diagonal rule) const {
    values = checkedRun(*this, maze, std::move(values), rule);
    if (!maze.isSquare())
        return createShaped(maze, std::move(values));
    if (rule == Diagonal::Never)
        return create(maze, std::move(values));
    return createDiagonal(maze, std::move(values), rule);
}

std::unique_ptr<IncrementalSearch> startIncremental(const SolverInfo& solver, const Maze& maze,
                                                    ParamValues values, Diagonal rule) {
    if (solver.createIncremental == nullptr)
        throw Error(std::string(solver.name) +
                    " does not repair its search after an edit: it searches again from scratch; "
                    "the incremental solvers are the family \"" +
                    std::string(familyName(SolverFamily::Incremental)) + "\"");
    values = checkedRun(solver, maze, std::move(values), rule);
    return solver.createIncremental(maze, std::move(values), rule);
}

std::string GeneratorInfo::shapeError(ShapeKind shape) const {
    return supports(shape) ? std::string() : needsSquares(name, "build", shape, noShapesReason);
}

std::string SolverInfo::shapeError(ShapeKind shape) const {
    return supports(shape) ? std::string() : needsSquares(name, "solve", shape, noShapesReason);
}

GenSteps GeneratorInfo::start(Maze& maze, std::uint64_t seed, ParamValues params) const {
    if (maze.isSquare())
        return create(maze, seed, std::move(params));
    if (const std::string error = shapeError(maze.shapeKind()); !error.empty())
        throw Error(error);
    return createShaped(maze, seed, std::move(params));
}

std::string SolverInfo::movementError(Diagonal rule) const {
    if (supports(rule))
        return {};
    if (rule == Diagonal::Never)
        return std::string(name) +
               " does not take four-direction movement: " + std::string(noFourWay);
    return std::string(name) + " does not take diagonal moves: " + std::string(noDiagonals);
}

std::string SolverInfo::mazeProblem(const Maze& maze) const {
    if (!supports(maze.shapeKind())) // mazeError reads rows and columns
        return shapeError(maze.shapeKind());
    const std::string why = mazeError ? mazeError(maze) : std::string();
    if (why.empty())
        return {};
    return std::string(name) + " does not take this maze: " + why;
}

ParamValues SolverInfo::valuesForShape(ShapeKind shape, ParamValues values) const {
    if (shape == ShapeKind::Square || fixedHeuristic)
        return values;
    for (const ParamSpec& spec : params) {
        if (spec.key == kHeuristicKey) {
            if (values.entries().empty())
                values = defaults();
            values.set(params, kHeuristicKey, double(int(Heuristic::Euclidean)));
        }
    }
    return values;
}

std::optional<Heuristic> SolverInfo::heuristicOf(const ParamValues& values) const {
    if (fixedHeuristic)
        return fixedHeuristic;
    for (const ParamSpec& spec : params)
        if (spec.key == kHeuristicKey)
            return Heuristic(
                int(values.entries().empty() ? spec.defaultValue : values.get(kHeuristicKey)));
    return std::nullopt;
}

std::string_view SolverInfo::heuristicWarning(const ParamValues& values, Diagonal rule) const {
    const std::optional<Heuristic> h = heuristicOf(values);
    return h ? inadmissibleWhy(*h, rule) : std::string_view{};
}

bool SolverInfo::cheapestUnder(const ParamValues& values, Diagonal rule) const {
    if (rule == Diagonal::Never)
        return cheapestOnCosts;
    return cheapestWithDiagonals && heuristicWarning(values, rule).empty();
}

ParamSpec heuristicParam(std::string_view description) {
    return choiceParam(
        {.key = kHeuristicKey,
         .name = "Heuristic",
         .description = description,
         .choices = {heuristicId(Heuristic::Manhattan), heuristicId(Heuristic::Euclidean),
                     heuristicId(Heuristic::Octile), heuristicId(Heuristic::Chebyshev)}});
}

const GeneratorInfo* findGenerator(std::string_view id) {
    return findIn(generators(), id);
}
const SolverInfo* findSolver(std::string_view id) {
    return findIn(solvers(), id);
}

const GeneratorInfo& generatorById(std::string_view id) {
    return byIdIn(generators(), id, "generator");
}
const SolverInfo& solverById(std::string_view id) { return byIdIn(solvers(), id, "solver"); }

} // namespace mazelab
