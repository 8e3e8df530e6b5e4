#pragma once
// The registry: the one table of algorithms that the UI, the CLI, the tests, the benchmarks and
// the reference pages loop over. An entry is everything an algorithm is: its texts, card,
// pseudocode, family, traits and parameters. Adding an algorithm is one file in generators/ or
// solvers/ that defines its entry, and one line in registry.cpp (docs/architecture.md, "Adding
// an algorithm").

#include "core/generator.hpp"
#include "core/maze.hpp"
#include "core/movement.hpp"
#include "core/params.hpp"
#include "core/step.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace mazelab {

class IncrementalSearch; // core/incremental.hpp

using GenSteps = Generator<const GenStep&>;
using SolveSteps = Generator<const SolveStep&>;

// What an info card says (the UI's cards, the reference pages).
// An entry may leave time and memory to its family's helper (detail::bestFirst);
// test_solver_traits and test_search_view check that every registered card has all three.
struct AlgorithmCard {
    std::string_view howItWorks;  // three sentences
    std::string_view time = {};   // e.g. "O(cells)"
    std::string_view memory = {}; // besides the maze
};

// How a generator builds its maze; the reference pages group by it. A new kind of generator is a
// new enumerator, listed in kGeneratorFamilies, with its name and description in registry.cpp.
enum class GeneratorFamily : std::uint8_t {
    RowByRow,    // each cell (Binary Tree) or run of a row (Sidewinder) carves on its own
    RandomWalk,  // unbiased random walks: every perfect maze equally likely
    DepthFirst,  // a walk into unvisited cells that backs up or hunts when stuck
    TreeGrowing, // grows a tree from a list of cells at its edge (Prim, Growing Tree)
    SetMerging,  // joins sets of cells by removing walls between them (Kruskal, Eller)
    WallAdding,  // starts with no walls and adds them (Recursive Division)
    ObstacleField, // an open room with cells switched off as obstacles (Open Field)
};
inline constexpr GeneratorFamily kGeneratorFamilies[] = {
    GeneratorFamily::RowByRow,    GeneratorFamily::RandomWalk, GeneratorFamily::DepthFirst,
    GeneratorFamily::TreeGrowing, GeneratorFamily::SetMerging, GeneratorFamily::WallAdding,
    GeneratorFamily::ObstacleField};

// How a solver searches; the tests hold each family to its own rules (the traits it implies, the
// order its frontier gives up cells, what its internals view shows). A new kind of solver is a
// new enumerator, listed in kSolverFamilies, with its name and description in registry.cpp and
// its rules in tests/test_solver_traits.cpp and tests/test_search_view.cpp; the compiler points at
// every switch that lacks it.
enum class SolverFamily : std::uint8_t {
    BreadthFirst,       // a first-in first-out queue: cells in order of their moves from the start
    DepthFirst,         // a stack: one route deepened until a dead end, then backed up
    BestFirst,          // a priority queue ordered by cost so far and/or a heuristic (A*, greedy)
    Bidirectional,      // two searches, from the start and from the goal, until they meet
    IterativeDeepening, // depth-first passes under a bound on f that grows each pass (IDA*)
    Walker,             // one walker moving cell to cell, as a person in a hedge maze does
    Filling,            // fills dead ends until only the path is left
    Incremental,        // keeps g and rhs per cell and repairs them after an edit (LPA*, D* Lite)
};
inline constexpr SolverFamily kSolverFamilies[] = {
    SolverFamily::BreadthFirst,       SolverFamily::DepthFirst, SolverFamily::BestFirst,
    SolverFamily::Bidirectional,      SolverFamily::IterativeDeepening,
    SolverFamily::Walker,             SolverFamily::Filling,    SolverFamily::Incremental};

// "Tree growing"; and one or two sentences for the reference pages.
[[nodiscard]] std::string_view familyName(GeneratorFamily family);
[[nodiscard]] std::string_view familyName(SolverFamily family);
[[nodiscard]] std::string_view familyDescription(GeneratorFamily family);
[[nodiscard]] std::string_view familyDescription(SolverFamily family);

// A registry entry is written with designated initialisers (.id = ..., .name = ...), in this
// order; fields left out keep the defaults below.
struct GeneratorInfo {
    std::string_view id;          // kebab-case, stable: used in files and on the command line
    std::string_view name;        // for menus
    GeneratorFamily family = GeneratorFamily::RowByRow;
    std::string_view description; // one paragraph
    AlgorithmCard card;
    std::vector<std::string_view> pseudocode; // GenStep::line indexes this
    bool perfect = true;          // with default parameters: a spanning tree
    std::vector<ParamSpec> params = {};
    // Carves `maze` (which must have all walls closed, and must outlive the steps). A
    // generator that honours the mask carves one spanning tree (perfect) or one connected maze
    // per region of active cells (see generators/detail/regions.hpp) and never touches a
    // masked-off cell; `maze` may have a mask only if honoursMask is true.
    // Square cells only: the square grid's fast path.
    GenSteps (*create)(Maze& maze, std::uint64_t seed, ParamValues params) = nullptr;
    // The same generator on cells of any shape (core/shape.hpp), written once against the slot
    // functions of Maze; on square cells it draws the very steps `create` does
    // (test_shaped_generators checks this). Null for a generator that needs rows and columns,
    // which says why in noShapesReason.
    GenSteps (*createShaped)(Maze& maze, std::uint64_t seed, ParamValues params) = nullptr;
    bool honoursMask = false;
    std::string_view noMaskReason = {}; // when !honoursMask: one sentence, for a tooltip
    // Non-empty: the generator refuses a mirrored layout (Shaping::symmetry), and this sentence
    // says why (a generator that switches cells off cannot keep a mirrored piece connected).
    std::string_view noSymmetryReason = {};
    // When createShaped is null: one sentence saying why it needs square cells.
    std::string_view noShapesReason = {};

    [[nodiscard]] bool supports(ShapeKind shape) const {
        return shape == ShapeKind::Square || createShaped != nullptr;
    }
    // Empty if it builds mazes of this shape; else "Binary Tree needs square cells: ...". Every
    // generator with createShaped builds weave mazes too: the crossing rule is Maze's
    // (activeSlots), and those that could break it ask it when they carve.
    [[nodiscard]] std::string shapeError(ShapeKind shape) const;
    // The steps on `maze`: create on square cells, createShaped on the others. Throws Error
    // (shapeError) for a shape it does not build.
    [[nodiscard]] GenSteps start(Maze& maze, std::uint64_t seed, ParamValues params) const;
};

struct SolverInfo {
    std::string_view id;
    std::string_view name;
    SolverFamily family = SolverFamily::BreadthFirst;
    std::string_view description;
    AlgorithmCard card;
    // How it picks its next step, in one sentence: what Predict's feedback says when a student
    // guesses wrong (core/learn/prediction.hpp). test_solver_traits checks that every solver has one.
    std::string_view nextStepRule = {};
    // Where nextStepRule names the compass directions it tries neighbours in: the same rule for
    // cells of other shapes, which try theirs in the order of their slots. Empty where
    // nextStepRule serves every shape.
    std::string_view nextStepRuleShapes = {};
    std::vector<std::string_view> pseudocode = {}; // SolveStep::line indexes this
    // Best-first and IDA*: h as a formula; empty for none (Dijkstra). A solver whose heuristic is
    // the parameter "heuristic" gives its default's (the run's: heuristicOf).
    std::string_view heuristic = {};
    bool shortestOnUnitCosts = false; // guarantees a shortest path when every cost is 1
    bool cheapestOnCosts = false;     // guarantees a least-cost path with any costs
    // Always ends with a path when the goal is reachable (never "no path" then, never "gave up").
    // A solver that is not complete may end with NoPath or GaveUp although a path exists, and
    // says why in SolveStep::reason.
    bool complete = true;
    bool usesCosts = false;           // reads cell costs at all
    // Costs are what it is for: on a maze of unit costs it searches in BFS's order, and only its
    // priority queue shows (Dijkstra).
    bool needsWeights = false;
    bool inadmissible = false; // its heuristic can overestimate the distance left
    std::vector<ParamSpec> params = {}; // a seed, a weight, a step limit, a hand...
    // Names of the figures a solver reports beyond the common counters, in SolveCounters::extra
    // (IDA*: "Iteration", "Bound on f"). At most kExtraFigures.
    std::vector<std::string_view> extraFigures = {};
    // Searches `maze` from its start to its goal (the maze must outlive the steps), with every
    // parameter resolved (see start).
    // Four directions; null for a solver that refuses them (JPS), which says why in noFourWay.
    // Square cells only: the square grid's fast path.
    SolveSteps (*create)(const Maze& maze, ParamValues params) = nullptr;
    // The same search on cells of any shape (core/shape.hpp), written once against the slot
    // functions of Maze (neighbours in slot order, which on square cells is E, S, W, N); on
    // square cells it yields the very steps `create` does (test_shaped_solvers checks this).
    // Null for a solver that needs rows and columns, which says why in noShapesReason. A
    // heuristic on other shapes is the shape's distance (Shape::heuristic).
    SolveSteps (*createShaped)(const Maze& maze, ParamValues params) = nullptr;
    // Diagonal movement (core/movement.hpp, docs/semantics.md "Movement"): the search under one
    // of the three diagonal rules. Null for a solver that does not take diagonal moves, which says
    // why in noDiagonals and is then not offered with them.
    SolveSteps (*createDiagonal)(const Maze& maze, ParamValues params, Diagonal rule) = nullptr;
    std::string_view noDiagonals = {};
    std::string_view noFourWay = {};
    // With diagonal moves, guarantees a least-cost path (a diagonal move costing sqrt(2) times the
    // entered cell's cost): what "shortest" means there. shortestOnUnitCosts and cheapestOnCosts
    // speak of four directions.
    bool cheapestWithDiagonals = false;
    // The heuristic of an entry that fixes one (A* (Manhattan)); a solver whose heuristic is the
    // choice parameter "heuristic" (kHeuristicKey: weighted A*, greedy, IDA*) leaves it empty.
    std::optional<Heuristic> fixedHeuristic = {};
    // Which mazes it takes: empty if it takes this one, else why not, in the words that follow
    // "does not take this maze: " (JPS: no weighted cells, no walls between two open cells).
    // Null for a solver that takes every maze. It may scan the whole maze, so it does not
    // depend on the movement: a menu asks once per maze, and movementError, which is cheap,
    // answers for each movement.
    std::string (*mazeError)(const Maze& maze) = nullptr;
    // When createShaped is null: one sentence saying why it needs square cells.
    std::string_view noShapesReason = {};
    // Incremental solvers (LPA*, D* Lite; core/incremental.hpp): the search that keeps its work
    // and repairs it after an edit, on any shape and under any movement the entry takes. Its
    // create, createShaped and createDiagonal run one compute() of it. Null for the others.
    std::unique_ptr<IncrementalSearch> (*createIncremental)(const Maze& maze, ParamValues params,
                                                            Diagonal rule) = nullptr;
    // Searches from the goal towards the start (D* Lite): its first cell is the goal, and with
    // the goal walled off it searches the goal's region, not the start's.
    bool searchesFromGoal = false;

    // The steps of a search, with `params` checked against `params` specs (empty: all defaults):
    // create or createDiagonal on square cells, createShaped on the others. Throws Error for an
    // unknown key or a value out of range, for a movement the solver does not take, for a maze
    // it does not take (with its reason), for a shape it does not solve (shapeError), for
    // diagonal moves on cells other than squares and for a heuristic other than "euclidean" on
    // them (only the shape's distance is defined there).
    [[nodiscard]] SolveSteps start(const Maze& maze, ParamValues values = {},
                                   Diagonal rule = Diagonal::Never) const;
    [[nodiscard]] bool supports(Diagonal rule) const {
        return rule == Diagonal::Never ? create != nullptr : createDiagonal != nullptr;
    }
    [[nodiscard]] bool supports(ShapeKind shape) const {
        return shape == ShapeKind::Square || createShaped != nullptr;
    }
    // Empty if it solves mazes of this shape; else "Jump Point Search needs square cells, so it
    // does not solve hexagonal mazes: ...".
    [[nodiscard]] std::string shapeError(ShapeKind shape) const;
    // Empty if it takes the movement; else "JPS does not take four-direction movement: ...".
    [[nodiscard]] std::string movementError(Diagonal rule) const;
    // Empty if it takes this maze (mazeError); else "Jump Point Search does not take this maze:
    // it needs every cell to cost 1, ...", or for a shape it does not solve, shapeError. A menu
    // asks before offering it, once per maze; a run needs both this and movementError empty.
    [[nodiscard]] std::string mazeProblem(const Maze& maze) const;
    // `values` with the heuristic parameter (kHeuristicKey) set to euclidean, the only heuristic
    // defined on cells other than squares, when `shape` is one of them; unchanged otherwise. What
    // a menu runs after telling the user.
    [[nodiscard]] ParamValues valuesForShape(ShapeKind shape, ParamValues values) const;
    // The heuristic a run with these parameters uses, if any.
    [[nodiscard]] std::optional<Heuristic> heuristicOf(const ParamValues& values) const;
    // Why a run with these parameters under this movement may not find a shortest path although
    // the entry's traits would promise one (Manhattan with diagonals); empty otherwise.
    [[nodiscard]] std::string_view heuristicWarning(const ParamValues& values, Diagonal rule) const;
    // Whether a run is guaranteed a least-cost path: cheapestOnCosts under four directions,
    // cheapestWithDiagonals with an admissible heuristic under diagonals.
    [[nodiscard]] bool cheapestUnder(const ParamValues& values, Diagonal rule) const;
    // The defaults of every parameter.
    [[nodiscard]] ParamValues defaults() const { return ParamValues(params); }
};

// The key of the choice parameter that picks a solver's heuristic (weighted A*, greedy, IDA*), and
// that parameter, its choices the ids of `Heuristic` in its order.
inline constexpr std::string_view kHeuristicKey = "heuristic";
[[nodiscard]] ParamSpec heuristicParam(std::string_view description);

[[nodiscard]] std::span<const GeneratorInfo* const> generators();
[[nodiscard]] std::span<const SolverInfo* const> solvers();

// nullptr if no algorithm has that id.
[[nodiscard]] const GeneratorInfo* findGenerator(std::string_view id);
[[nodiscard]] const SolverInfo* findSolver(std::string_view id);
// Throw Error "unknown generator 'x': valid ids are a, b, c".
[[nodiscard]] const GeneratorInfo& generatorById(std::string_view id);
[[nodiscard]] const SolverInfo& solverById(std::string_view id);

} // namespace mazelab
