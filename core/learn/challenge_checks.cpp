#include "core/learn/challenge_checks.hpp"

#include "core/distance.hpp"
#include "core/metrics.hpp"
#include "core/params.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"

#include <cmath>
#include <cstdio>
#include <optional>
#include <utility>

namespace mazelab::learn {

namespace {

struct Run {
    std::string name; // the solver's name, with its parameters when it has any
    SolveResult result;
    [[nodiscard]] const SolveStats& stats() const { return result.stats; }
};

Run runSolver(const Maze& maze, std::string_view id, const ParamValues& values = {},
              Diagonal rule = Diagonal::Never) {
    const SolverInfo& info = solverById(id);
    const ParamValues resolved = values.entries().empty() ? info.defaults() : values;
    return {nameWithParams(info.name, info.params, resolved),
            solveMaze(info, maze, resolved, rule)};
}

std::string number(std::int64_t n) {
    return std::to_string(n);
}

// "1 move", "14 moves".
std::string counted(std::int64_t n, std::string_view noun) {
    std::string text = number(n);
    text += ' ';
    text += noun;
    if (n != 1)
        text += 's';
    return text;
}

// Why a run ended without the goal, in its own words when it has them.
std::string missText(const Run& run, const Maze& maze) {
    constexpr std::string_view kPrefix = "no path: ";
    std::string reason = run.stats().reason.empty() ? noPathReason(maze) : run.stats().reason;
    if (std::string_view(reason).starts_with(kPrefix))
        reason.erase(0, kPrefix.size());
    return (run.stats().gaveUp ? "gave up (" : "no path (") + reason + ", after " +
           counted(run.stats().steps, "step") + ")";
}

// The part that fails a challenge whose solver found no path.
ChallengePart missPart(const Run& run, const Maze& maze) {
    return {run.name + ": " + missText(run, maze), false};
}

// Fails with a part per run that found no path; nullopt when every run found one.
std::optional<ChallengeCheck> missing(const Maze& maze, std::initializer_list<const Run*> runs) {
    ChallengeCheck check;
    for (const Run* run : runs)
        if (!run->stats().found)
            check.parts.push_back(missPart(*run, maze));
    if (check.parts.empty())
        return std::nullopt;
    return check;
}

std::string movesText(const Run& run) {
    return counted(run.stats().pathLength, "move");
}

// Two decimals, rounded down, or up (so that a share shown as 80.00 is not over 80).
std::string percentText(double percent, bool roundUp) {
    const double hundredths = roundUp ? std::ceil(percent * 100) : std::floor(percent * 100);
    char text[32];
    std::snprintf(text, sizeof text, "%.2f%%", hundredths / 100);
    return text;
}

// "3" or "1.5": a threshold in percent as a factor.
std::string factorText(std::int64_t percent) {
    std::string text = number(percent / 100);
    if (percent % 100 != 0)
        text += ratioText(percent % 100, 100).substr(1); // ".50" of "0.50"
    while (text.back() == '0' && text.find('.') != std::string::npos)
        text.pop_back();
    return text;
}

std::int64_t leastMoves(const Maze& maze) {
    return distancesFrom(maze, maze.index(maze.start()),
                         DistanceMetric::Moves)[std::size_t(maze.index(maze.goal()))];
}

// The goal must be reachable for the challenge to mean anything.
ChallengePart reachPart(const Maze& maze, std::int64_t moves) {
    const std::string goal = "The goal " + cellText(maze.goal());
    if (moves < 0)
        return {goal + " cannot be reached from the start " + cellText(maze.start()) + ": " +
                    noPathReason(maze),
                false};
    return {goal + " can be reached: " + counted(moves, "move") + " from the start " +
                cellText(maze.start()),
            true};
}

// "<figures>: 6.00 times as long (needs at least 3)": moves against `than`, at least `percent`.
ChallengePart longerPart(const std::string& figures, std::int64_t moves, std::int64_t than,
                         std::int64_t percent) {
    return {figures + ": " + ratioText(moves, than) + " times as long (needs at least " +
                factorText(percent) + ")",
            moves * 100 >= percent * than};
}

ChallengePart searchedPart(const Run& run, const Maze& maze, double limit, bool under) {
    const double percent = run.stats().percentSearched;
    const bool holds = under ? percent < limit : percent > limit;
    return {run.name + " searched " + number(run.stats().searched) + " of " +
                number(maze.activeCellCount()) + " cells: " + percentText(percent, !under) +
                " (needs " + (under ? "under " : "over ") + formatNumber(limit) + "%)",
            holds};
}

} // namespace

bool ChallengeCheck::passed() const {
    if (parts.empty())
        return false;
    for (const ChallengePart& part : parts)
        if (!part.holds)
            return false;
    return true;
}

std::string ratioText(std::int64_t num, std::int64_t den) {
    if (den <= 0)
        return "-";
    const std::int64_t hundredths = num * 100 / den;
    const std::int64_t frac = hundredths % 100;
    return number(hundredths / 100) + (frac < 10 ? ".0" : ".") + number(frac);
}

ChallengeCheck checkDfsLongWay(const Maze& maze) {
    const Run dfs = runSolver(maze, "dfs");
    if (auto miss = missing(maze, {&dfs}))
        return *miss;
    const std::int64_t shortest = leastMoves(maze);
    return {{longerPart(dfs.name + ": " + movesText(dfs) + ", the shortest " + number(shortest),
                        dfs.stats().pathLength, shortest, kDfsLongerPercent)}};
}

ChallengeCheck checkAstarFocus(const Maze& maze) {
    const Run astar = runSolver(maze, "astar-manhattan");
    const Run bfs = runSolver(maze, "bfs");
    if (auto miss = missing(maze, {&astar, &bfs}))
        return *miss;
    return {{searchedPart(astar, maze, kAstarUnderPercent, true),
             searchedPart(bfs, maze, kBfsOverPercent, false)}};
}

ChallengeCheck checkDifferentPaths(const Maze& maze) {
    const Run bfs = runSolver(maze, "bfs");
    const Run dijkstra = runSolver(maze, "dijkstra");
    if (auto miss = missing(maze, {&bfs, &dijkstra}))
        return *miss;
    const auto& a = bfs.result.path;
    const auto& b = dijkstra.result.path;
    std::string text = bfs.name + ": " + movesText(bfs) + ", cost " + number(bfs.stats().pathCost) +
                       "; " + dijkstra.name + ": " + movesText(dijkstra) + ", cost " +
                       number(dijkstra.stats().pathCost);
    if (a == b)
        return {{{text + ": the same path", false}}};
    std::size_t same = 0; // both paths start at the start: at least one cell in common
    while (same < a.size() && same < b.size() && a[same] == b[same])
        ++same;
    return {{{text + ": different paths, parting at " + cellText(maze.cellAt(a[same - 1])), true}}};
}

ChallengeCheck checkWallFollowerIsland(const Maze& maze) {
    const std::int64_t moves = leastMoves(maze);
    ChallengeCheck check{{reachPart(maze, moves)}};
    const SolverInfo& follower = solverById("wall-follower");
    // Every choice of its choice parameters (the hand): "never" means with either hand.
    std::vector<ParamValues> variants{follower.defaults()};
    for (const ParamSpec& spec : follower.params) {
        if (spec.choices.empty())
            continue;
        std::vector<ParamValues> more;
        for (const ParamValues& base : variants)
            for (std::size_t c = 0; c < spec.choices.size(); ++c) {
                ParamValues values = base;
                values.set(follower.params, spec.key, double(c));
                more.push_back(values);
            }
        variants = std::move(more);
    }
    for (const ParamValues& values : variants) {
        const Run walk = runSolver(maze, follower.id, values);
        if (walk.stats().found)
            check.parts.push_back(
                {walk.name + " reached the goal after " + counted(walk.stats().steps, "step"),
                 false});
        else
            check.parts.push_back({walk.name + ": " + missText(walk, maze), moves >= 0});
    }
    return check;
}

ChallengeCheck checkGreedyDetour(const Maze& maze) {
    const Run greedy = runSolver(maze, "greedy-manhattan");
    const Run astar = runSolver(maze, "astar-manhattan");
    if (auto miss = missing(maze, {&greedy, &astar}))
        return *miss;
    return {{longerPart(
        greedy.name + ": " + movesText(greedy) + ", " + astar.name + ": " + movesText(astar),
        greedy.stats().pathLength, astar.stats().pathLength, kGreedyLongerPercent)}};
}

ChallengeCheck checkDijkstraCheaper(const Maze& maze) {
    const Run bfs = runSolver(maze, "bfs");
    const Run dijkstra = runSolver(maze, "dijkstra");
    if (auto miss = missing(maze, {&bfs, &dijkstra}))
        return *miss;
    const std::int64_t saved = bfs.stats().pathCost - dijkstra.stats().pathCost;
    return {{{bfs.name + "'s path costs " + number(bfs.stats().pathCost) + " (" + movesText(bfs) +
                  "), " + dijkstra.name + "'s " + number(dijkstra.stats().pathCost) + " (" +
                  movesText(dijkstra) + "): " + number(saved) + " cheaper (needs at least " +
                  number(kCheaperBy) + ")",
              saved >= kCheaperBy}}};
}

ChallengeCheck checkBidirectionalHalf(const Maze& maze) {
    const Run both = runSolver(maze, "bidirectional-bfs");
    const Run bfs = runSolver(maze, "bfs");
    if (auto miss = missing(maze, {&both, &bfs}))
        return *miss;
    const std::int64_t mine = both.stats().searched;
    const std::int64_t theirs = bfs.stats().searched;
    return {{{both.name + " searched " + number(mine) + " cells, " + bfs.name + " " +
                  number(theirs) + ": " + ratioText(mine * 100, theirs) +
                  "% as many (needs under " + number(kBidirectionalUnderPercent) + "%)",
              mine * 100 < kBidirectionalUnderPercent * theirs}}};
}

ChallengeCheck checkDeadEndLoops(const Maze& maze) {
    const Run filling = runSolver(maze, "dead-end-filling");
    if (auto miss = missing(maze, {&filling}))
        return *miss;
    // Its steps are the cells filled plus one for reading the path (docs/semantics.md).
    const std::int64_t filled = filling.stats().steps - 1;
    const std::int64_t left = maze.activeCellCount() - filled;
    const std::int64_t offPath = left - (filling.stats().pathLength + 1);
    return {{{filling.name + " filled " + number(filled) + " of " + number(maze.activeCellCount()) +
                  " cells and left " + number(left) + ": " + number(offPath) +
                  " of them off its path of " + movesText(filling) + " (needs at least " +
                  number(kLoopCellsLeft) + " off the path)",
              offPath >= kLoopCellsLeft}}};
}

ChallengeCheck checkJpsTenth(const Maze& maze) {
    const SolverInfo& jps = solverById("jps");
    // A wall between open cells or a cost: JPS refuses the map, and the check says why.
    if (const std::string why = jps.mazeProblem(maze); !why.empty()) {
        std::int64_t weighted = 0;
        for (CellIndex c = 0; c < maze.cellCount(); ++c)
            weighted += maze.isActive(c) && maze.cost(c) > 1;
        return {{{why + (weighted > 0 ? " (" + counted(weighted, "cell") + " of " +
                                            number(maze.activeCellCount()) + " cost more than 1)"
                                      : ""),
                  false}}};
    }
    const Run jumps = runSolver(maze, jps.id, {}, kJpsRule);
    const Run astar = runSolver(maze, "astar-octile", {}, kJpsRule);
    if (auto miss = missing(maze, {&jumps, &astar}))
        return *miss;
    const std::int64_t mine = jumps.stats().expanded;
    const std::int64_t theirs = astar.stats().expanded;
    const std::string rule(diagonalId(kJpsRule));
    return {{{jumps.name + " expanded " + counted(mine, "cell") + ", " + astar.name + " " +
                  number(theirs) + ", both " + rule + ": " + ratioText(mine * 100, theirs) +
                  "% as many (needs under " + number(kJpsUnderPercent) + "%)",
              mine * 100 < kJpsUnderPercent * theirs},
             {jumps.name + "'s path costs " + costText(jumps.stats().cost()) + ", " + astar.name +
                  "'s " + costText(astar.stats().cost()) + " (a diagonal move costs sqrt(2))",
              true}}};
}

ChallengeCheck checkPolarTree(const Maze& maze) {
    const std::vector<std::int64_t> distance =
        distancesFrom(maze, maze.index(maze.start()), DistanceMetric::Moves);
    ChallengeCheck check{{reachPart(maze, distance[std::size_t(maze.index(maze.goal()))])}};
    std::int64_t cut = 0; // active cells the start does not reach
    for (CellIndex c = 0; c < maze.cellCount(); ++c)
        cut += maze.isActive(c) && distance[std::size_t(c)] < 0;
    const std::int64_t cells = maze.activeCellCount();
    const std::string from = " the start " + cellText(maze.start());
    check.parts.push_back(
        cut == 0 ? ChallengePart{"All " + number(cells) + " cells are joined to" + from, true}
                 : ChallengePart{counted(cut, "cell") + " of " + number(cells) +
                                     (cut == 1 ? " is" : " are") + " cut off from" + from,
                                 false});
    // A tree on n cells: n - 1 passages; each passage more closes a loop (the cycle rank).
    const MazeMetrics metrics = measureMaze(maze);
    check.parts.push_back({counted(metrics.passages, "passage") + " between " + number(cells) +
                               " cells, in " + counted(metrics.components, "piece") + ": " +
                               counted(metrics.loops, "loop") + " (a tree has " +
                               number(cells - 1) + " passages and no loop)",
                           metrics.loops == 0});
    return check;
}

} // namespace mazelab::learn
