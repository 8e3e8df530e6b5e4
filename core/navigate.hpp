#pragma once
// An agent in an unknown maze (docs/semantics.md, "The agent in an unknown maze"): it knows the
// maze's size, its start and its goal, and of the walls, costs and mask only what its sensor has
// shown. It assumes what it has not seen is open and costs 1 (the freespace assumption), plans a
// path on what it knows, walks it one move at a time, senses after each move, and replans when
// what it learns blocks its plan or makes it dearer.
//
// The planner is any solver of the registry:
// - an incremental one (SolverInfo::createIncremental: D* Lite, LPA*) keeps its search and
//   repairs it with the cells it learns (core/incremental.hpp);
// - any other (A*, Dijkstra, BFS, ...) plans again from scratch, from the agent's cell, each
//   time it must.
// The figures a race and `mazelab-cli navigate` compare: moves walked, replans, cells expanded
// by all the plans, and the route against the shortest path of the fully known maze.
//
// Not for headers that moc reads (<coroutine>, through registry.hpp).

#include "core/maze.hpp"
#include "core/movement.hpp"
#include "core/params.hpp"
#include "core/registry.hpp"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace mazelab {

// The sensor radius: 1 shows the walls of the agent's own cell only; r shows every cell fewer
// than r moves away through any side, walls ignored (the square grid: a diamond), with its walls,
// its cost and whether it is masked off.
inline constexpr int kMinSensorRadius = 1;
inline constexpr int kMaxSensorRadius = 64;

struct NavigateRequest {
    const SolverInfo* planner = nullptr;
    ParamValues params = {}; // the planner's, as SolverInfo::start takes them (empty: defaults)
    Diagonal rule = Diagonal::Never;
    int sensorRadius = 1;
};

// Empty if the radius is one a sensor can have; else "the sensor radius must be from 1 to 64,
// not 0" (navigateError's first check, and the command line's).
[[nodiscard]] std::string sensorRadiusError(long long radius);

// Empty if the request can run on `maze`; else why not, in one sentence ("the sensor radius
// must be from 1 to 64, not 0", the planner's mazeProblem or movementError, "the start is the
// goal").
[[nodiscard]] std::string navigateError(const Maze& maze, const NavigateRequest& request);

struct NavigateCounters {
    std::int64_t moves = 0;    // moves walked
    std::int64_t replans = 0;  // plans made after the first
    std::int64_t expanded = 0; // cells expanded by every plan so far, the first included
    std::int64_t bumps = 0;    // moves refused because the true maze forbids them
};

struct NavStep {
    enum class Kind : std::uint8_t {
        Plan,    // the first plan, made before any move (`plan` holds it)
        Move,    // the agent moved into `agent`
        Bump,    // the agent tried a move the true maze forbids: it stays, and has learned why
        Replan,  // what the agent learned blocked its plan: `plan` is the new one
        Arrived, // the agent is on the goal (last step)
        NoPath,  // what the agent knows proves the goal unreachable (last step); `reason` says
    };
    Kind kind = Kind::Plan;
    CellIndex agent = 0;
    // The agent's plan from its cell to the goal, on what it knows (empty once it has none).
    std::span<const CellIndex> plan;
    // The cells walked so far, the start first and the agent's cell last.
    std::span<const CellIndex> trail;
    // The cells this step's sensing showed for the first time.
    std::span<const CellIndex> revealed;
    // What the agent believes: its maze (unseen walls open, unseen costs 1, unseen cells
    // active), and per cell whether it has been sensed (1) or not (0).
    const Maze* known = nullptr;
    std::span<const std::uint8_t> sensed;
    std::string_view reason; // NoPath only
    NavigateCounters counters;

    [[nodiscard]] bool isLast() const { return kind == Kind::Arrived || kind == Kind::NoPath; }
};

using NavSteps = Generator<const NavStep&>;

// The walk, a step at a time, on `truth` (which must outlive the steps). Throws Error with
// navigateError's message for a request that cannot run.
[[nodiscard]] NavSteps navigate(const Maze& truth, NavigateRequest request);

struct NavigateResult {
    bool arrived = false;
    std::string reason; // not arrived: why
    NavigateCounters counters;
    std::vector<CellIndex> route; // the cells walked, start first
    PathCost routeCost;           // what the route cost (core/movement.hpp)
    // The shortest path of the fully known maze under the same movement, by the first registry
    // solver that guarantees a least-cost one there (Dijkstra): its moves and cost; found false
    // when there is none (or no solver takes the maze).
    bool shortestFound = false;
    std::int64_t shortestMoves = 0;
    PathCost shortestCost;
};

// Drains navigate. Throws Error as navigate does.
[[nodiscard]] NavigateResult navigateMaze(const Maze& truth, const NavigateRequest& request);

} // namespace mazelab
