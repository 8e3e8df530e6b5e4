// The question kinds answered by running solvers to their end (core/learn/questions.hpp). Their
// options have an order of their own (yes before no, the solvers as named, the ranges from low
// to high), so they are not shuffled.
#include "core/distance.hpp"
#include "core/learn/question_options.hpp"
#include "core/random.hpp"
#include "core/run.hpp"

namespace mazelab::learn::detail {
namespace {

Question fixedQuestion(QuestionKind kind, std::string prompt, std::string explanation,
                       std::vector<std::string> options, int answer,
                       std::vector<std::string> whyWrong) {
    whyWrong[std::size_t(answer)].clear();
    Question q;
    q.kind = kind;
    q.prompt = std::move(prompt);
    q.options = std::move(options);
    q.answer = answer;
    q.explanation = std::move(explanation);
    q.whyWrong = std::move(whyWrong);
    return q;
}

// The parameters the other solver of FewerSearched runs with: its defaults, and on cells other
// than squares the Euclidean choice of heuristic (the shape's distance, the one heuristic
// there); none for a solver whose fixed heuristic counts rows and columns there.
std::optional<ParamValues> comparedParams(const SolverInfo& solver, const Maze& maze) {
    ParamValues params = solver.defaults();
    if (maze.isSquare())
        return params;
    if (solver.fixedHeuristic && *solver.fixedHeuristic != Heuristic::Euclidean)
        return std::nullopt;
    for (const ParamSpec& spec : solver.params)
        if (spec.key == kHeuristicKey)
            params.set(solver.params, kHeuristicKey, double(Heuristic::Euclidean));
    return params;
}

} // namespace

// Applies where the goal can be reached (where it cannot, no path is a shortest one). On a maze
// with costs the question is whether the path is a cheapest one. With diagonal moves a shortest
// path is one of the least length (a diagonal move sqrt(2)), a cheapest one of the least cost:
// both are compared as exact sums (PathCost).
std::optional<Question> shortestQuestion(const QuestionContext& ctx) {
    const Maze& maze = ctx.maze;
    const bool costs = isWeightedMaze(maze);
    const bool diagonal = ctx.rule != Diagonal::Never;
    const CellIndex start = maze.index(maze.start());
    const auto goal = std::size_t(maze.index(maze.goal()));
    const PathCost least = diagonal ? costsFrom(maze, start, ctx.rule)[goal]
                           : costs
                               ? PathCost{distancesFrom(maze, start, DistanceMetric::Cost)[goal]}
                               : PathCost{distancesFrom(maze, start, DistanceMetric::Moves)[goal]};
    if (least.straight < 0)
        return std::nullopt;
    const SolveResult result = solveMaze(ctx.solver, maze, ctx.params, ctx.rule);
    const PathCost got = diagonal ? result.stats.cost()
                         : costs  ? PathCost{result.stats.pathCost}
                                  : PathCost{result.stats.pathLength};
    const bool yes = result.stats.found && got == least;
    const std::string name(ctx.solver.name);
    auto measure = [costs, diagonal](PathCost n) {
        if (costs)
            return "costs " + costText(n);
        if (diagonal)
            return "is " + costText(n) + " long";
        return "has " + plural(n.straight, "move");
    };
    const std::string best = costs ? "cheapest" : "shortest";
    const bool guaranteed = diagonal ? ctx.solver.cheapestUnder(ctx.params, ctx.rule)
                            : costs  ? ctx.solver.cheapestOnCosts
                                     : ctx.solver.shortestOnUnitCosts;
    std::string explanation;
    if (!result.stats.found)
        explanation =
            name + " ends without a path (" +
            (result.stats.reason.empty() ? std::string("it gave up") : result.stats.reason) +
            "), although the " + best + " one " + measure(least) + ".";
    else
        explanation =
            name + "'s path " + measure(got) + "; the " + best + " one " + measure(least) + ".";
    if (diagonal)
        explanation += " A diagonal move counts sqrt(2) times the cost of the cell it enters.";
    if (guaranteed)
        explanation += " " + name + " always finds a " + best + " path.";
    else if (yes)
        explanation += " " + name + " does not promise a " + best + " path: here it finds one.";
    const std::string notYes =
        name + " does not promise a " + best + " path: " +
        (result.stats.found ? "here its path " + measure(got) : std::string("here it finds none")) +
        ", and the " + best + " one " + measure(least) + ".";
    const std::string notNo = name + "'s path " + measure(got) + ", as " +
                              (diagonal ? "little as any path" : "few as any path") +
                              (guaranteed ? ": it always finds a " + best + " one." : ".");
    return fixedQuestion(QuestionKind::Shortest,
                         "Will " + name + "'s path be a " + best + " one on this maze?",
                         explanation, {"Yes", "No"}, yes ? 0 : 1, {notYes, notNo});
}

// Applies wherever the registry holds another solver to compare with, one that takes the run's
// movement and maze (not JPS with four directions or walls, nor a square-only solver on other
// cells); it runs with its default parameters under the same movement, on other cells with the
// shape's distance as its heuristic.
std::optional<Question> fewerSearchedQuestion(const QuestionContext& ctx) {
    std::vector<std::pair<const SolverInfo*, ParamValues>> others;
    for (const SolverInfo* s : solvers())
        if (s->id != ctx.solver.id && s->supports(ctx.rule) && s->mazeProblem(ctx.maze).empty())
            if (std::optional<ParamValues> params = comparedParams(*s, ctx.maze))
                others.emplace_back(s, std::move(*params));
    if (others.empty())
        return std::nullopt;
    Random random(ctx.seed);
    const auto& [otherInfo, otherParams] = others[std::size_t(random.below(others.size()))];
    const SolverInfo& other = *otherInfo;
    const std::int64_t a = solveMaze(ctx.solver, ctx.maze, ctx.params, ctx.rule).stats.searched;
    const std::int64_t b = solveMaze(other, ctx.maze, otherParams, ctx.rule).stats.searched;
    const std::string nameA(ctx.solver.name);
    const std::string nameB(other.name);
    const std::string figures =
        nameA + " searches " + plural(a, "cell") + ", " + nameB + " " + plural(b, "cell") + ".";
    const int answer = a < b ? 0 : (b < a ? 1 : 2);
    return fixedQuestion(
        QuestionKind::FewerSearched,
        "Which searches fewer cells on this maze: " + nameA + " or " + nameB + "?", figures,
        {nameA, nameB, "The same"}, answer,
        {figures + " So " + nameA + " searches " + (a == b ? "as many." : "more."),
         figures + " So " + nameB + " searches " + (a == b ? "as many." : "more."),
         figures + " They differ: each order of search reaches other cells first."});
}

// Applies while the run has steps left: before its first step and while it is paused, not once
// it has ended.
std::optional<Question> stepsLeftQuestion(const QuestionContext& ctx) {
    Replay run(ctx);
    if (!run.reach(ctx.stepsDone) || (run.last() && run.last()->isLast()))
        return std::nullopt;
    const std::int64_t total = run.stepsToEnd();
    const std::int64_t left = total - ctx.stepsDone;
    const std::string name(ctx.solver.name);
    const std::string explanation = name + "'s run ends after " + plural(total, "step") + "; " +
                                    std::to_string(ctx.stepsDone) + " are done, so " +
                                    std::to_string(left) + " are left.";
    const std::string figure = std::to_string(left) + " steps are left, ";
    const int answer = left < 10 ? 0 : (left <= 50 ? 1 : 2);
    return fixedQuestion(
        QuestionKind::StepsLeft, "How many more steps until " + name + "'s run ends?", explanation,
        {"Fewer than 10", "10 to 50", "More than 50"}, answer,
        {figure + "not fewer than 10.", figure + "not 10 to 50.", figure + "not more than 50."});
}

} // namespace mazelab::learn::detail
