#include "core/learn/questions.hpp"

#include "core/distance.hpp"
#include "core/learn/prediction.hpp"
#include "core/learn/question_options.hpp"
#include "core/random.hpp"
#include "core/search_view.hpp"
#include "core/shape.hpp"

#include <cmath>
#include <cstdlib>

namespace mazelab::learn {
namespace {

using detail::numberText;
using detail::OptionList;
using detail::plural;
using detail::Replay;

std::string name(const SolverInfo& solver) {
    return std::string(solver.name);
}

// The run's h as a formula: the chosen one where the heuristic is a parameter. On cells other
// than squares every heuristic search measures the shape's distance (Shape::heuristic).
std::string heuristicText(const QuestionContext& ctx) {
    const Shape& shape = ctx.maze.shape();
    if (shape.kind() == ShapeKind::Hex)
        return "h = the hex distance, the moves between the two cells with every wall open";
    if (!ctx.maze.isSquare())
        return "h = the distance between the cells' centres over " +
               numberText(shape.maxStepLength()) + ", the longest step between neighbours";
    const std::optional<Heuristic> h = ctx.solver.heuristicOf(ctx.params);
    return std::string(h ? heuristicFormula(*h) : ctx.solver.heuristic);
}

// The run replayed to the point asked about, if it is still running there (a question about the
// state needs a state: none before the first step, none once the run has ended).
const SolveStep* pausedStep(Replay& run, std::int64_t stepsDone) {
    if (stepsDone < 1 || !run.reach(stepsDone) || run.last()->isLast() || !run.last()->view)
        return nullptr;
    return run.last();
}

int manhattan(const Maze& maze, CellIndex a, Cell b) {
    const Cell c = maze.cellAt(a);
    return std::abs(c.x - b.x) + std::abs(c.y - b.y);
}

// How far a cell lies from the goal as the eye judges it, for the mistake of taking the cell
// nearest the goal: |dx| + |dy| on square cells, the distance between the centres on others.
double nearness(const Maze& maze, CellIndex a, Cell goal) {
    if (maze.isSquare())
        return manhattan(maze, a, goal);
    const Point p = maze.shape().centre(a);
    const Point q = maze.shape().centre(maze.index(goal));
    return std::hypot(p.x - q.x, p.y - q.y);
}

// Cells other than squares: the moves from `from` to every cell with every wall between two
// active cells open (a weave's passages under cells left out), -1 where none leads.
std::vector<std::int64_t> openGridMoves(const Maze& maze, CellIndex from) {
    std::vector<std::int64_t> moves(std::size_t(maze.cellCount()), -1);
    std::vector<CellIndex> queue{from};
    moves[std::size_t(from)] = 0;
    for (std::size_t i = 0; i < queue.size(); ++i) {
        const CellIndex c = queue[i];
        const SlotSet sides = maze.adjacentSlots(c);
        for (Slot s = 0; s < maze.slotCount(c); ++s)
            if (sides & (1u << s))
                if (const CellIndex n = maze.slotNeighbour(c, s); moves[std::size_t(n)] < 0) {
                    moves[std::size_t(n)] = moves[std::size_t(c)] + 1;
                    queue.push_back(n);
                }
    }
    return moves;
}

// Whether the solver's g is a cost (the best-first searches, Jump Point Search among them, and
// the searches that read costs) rather than a number of moves (BFS, bidirectional BFS).
bool gIsCost(const SolverInfo& solver) {
    return solver.usesCosts || solver.family == SolverFamily::BestFirst;
}

// g as the texts write it: "12", or "12.49" with diagonal moves (costText).
std::string gText(const CellInternals& in) {
    return costText({in.g.value_or(0), in.gDiagonal});
}

// Moves and summed costs of the cells entered along a cell's route through its parents (a
// diagonal move's cost counting sqrt(2) times). A parent may lie a line of moves away (Jump Point
// Search): the route then goes on along the same move through the cells the view has not seen.
struct Route {
    std::int64_t moves = 0;
    PathCost costs;
};
Route routeOf(const Maze& maze, const SearchView& view, CellIndex cell) {
    Route route;
    if (!maze.isSquare()) { // through the slots back to the parents, one move each
        for (CellIndex c = cell; route.moves < maze.cellCount(); ++route.moves) {
            const CellInternals in = view.cell(c);
            if (!in.cameFromSlot)
                break;
            route.costs.straight += maze.cost(c);
            c = maze.slotNeighbour(c, *in.cameFromSlot);
        }
        return route;
    }
    std::optional<std::uint8_t> move;
    for (CellIndex c = cell; route.moves < maze.cellCount(); ++route.moves) {
        const CellInternals in = view.cell(c);
        if (in.seen)
            move = in.cameFromMove
                       ? in.cameFromMove
                       : (in.cameFrom ? std::optional<std::uint8_t>(std::uint8_t(*in.cameFrom))
                                      : std::nullopt);
        if (!move || *move >= kMoves)
            break;
        (isDiagonal(*move) ? route.costs.diagonal : route.costs.straight) += maze.cost(c);
        c = moveTarget(maze, c, *move);
    }
    return route;
}

// A cell waiting in the frontier, in the order the algorithm takes them.
struct Waiting {
    CellIndex cell = 0;
    CellInternals in;
    Route route;
};

std::string figures(const CellInternals& in) {
    std::string text;
    if (in.f())
        text = "f = " + numberText(*in.f());
    if (in.h)
        text += (text.empty() ? "" : ", ") + ("h = " + numberText(*in.h));
    if (text.empty() && in.g)
        text = "g = " + gText(in);
    return text;
}

std::string tieRule(const SearchView& view) {
    return view.hasHeuristic() ? "ties go to the lower h, then to the cell discovered first"
                               : "ties go to the cell discovered first";
}

// The first waiting cell (after the answer) with the least key, or none.
template <class Key>
const Waiting* least(const std::vector<Waiting>& waiting, Key key) {
    const Waiting* best = nullptr;
    std::optional<double> bestKey;
    for (const Waiting& w : waiting) {
        const std::optional<double> k = key(w);
        if (k && (!bestKey || *k < *bestKey)) {
            best = &w;
            bestKey = k;
        }
    }
    return best == &waiting.front() ? nullptr : best;
}

void queueMistakes(OptionList& options, const QuestionContext& ctx,
                   const std::vector<Waiting>& waiting) {
    const Maze& maze = ctx.maze;
    const Waiting* newest = &waiting.back();
    options.wrong(cellText(maze, newest->cell),
                  cellText(maze, newest->cell) +
                      " joined the queue last: a stack (last in, first out) would take it, "
                      "but a queue takes its oldest cell first.",
                  newest->cell);
    if (const Waiting* near = least(waiting, [&](const Waiting& w) {
            return std::optional<double>(nearness(maze, w.cell, maze.goal()));
        }))
        options.wrong(cellText(maze, near->cell),
                      cellText(maze, near->cell) + " is nearest the goal, but " + name(ctx.solver) +
                          " has no heuristic: it never looks at where the goal is.",
                      near->cell);
}

void openSetMistakes(OptionList& options, const QuestionContext& ctx, const SearchView& view,
                     const std::vector<Waiting>& waiting) {
    const Maze& maze = ctx.maze;
    const Waiting& a = waiting.front();
    const std::string answerText = cellText(maze, a.cell) + " (" + figures(a.in) + ")";
    auto add = [&](const Waiting* w, const std::string& mistake) {
        if (!w)
            return;
        const std::string but =
            w->in.f() == a.in.f() ? ", and it ties with " + answerText + "; " + tieRule(view) + "."
                                  : ", but " + name(ctx.solver) + " takes the lowest f: it has " +
                                        figures(w->in) + ", against " + answerText + ".";
        options.wrong(cellText(maze, w->cell), cellText(maze, w->cell) + " " + mistake + but,
                      w->cell);
    };
    for (std::size_t i = 1; i < waiting.size(); ++i) // forgetting the tie rule
        if (waiting[i].in.f() == a.in.f()) {
            options.wrong(cellText(maze, waiting[i].cell),
                          cellText(maze, waiting[i].cell) + " ties with " + cellText(maze, a.cell) +
                              " at f = " + numberText(*a.in.f()) + "; " + tieRule(view) + ", " +
                              cellText(maze, a.cell) + ".",
                          waiting[i].cell);
            break;
        }
    if (view.hasHeuristic())
        add(least(waiting, [](const Waiting& w) { return w.in.h; }),
            "has the lowest h: greedy best-first's rule");
    else
        add(least(waiting,
                  [&](const Waiting& w) {
                      return std::optional<double>(nearness(maze, w.cell, maze.goal()));
                  }),
            "is nearest the goal, a heuristic this solver does not have");
    add(least(waiting, [](const Waiting& w) { return w.in.gValue(); }),
        "has the lowest g, the cost so far alone");
    if (ctx.solver.usesCosts && isWeightedMaze(maze))
        add(least(waiting,
                  [](const Waiting& w) {
                      return std::optional<double>(double(w.route.moves) + w.in.h.value_or(0));
                  }),
            "would come first if every cell cost 1 (ignoring costs)");
    add(&waiting.back(), "was discovered last: a stack's choice");
}

std::string nextCellExplanation(const QuestionContext& ctx, const SearchView& view,
                                const Waiting& answer) {
    const bool queue = view.frontierKind() == SearchView::Frontier::Queue;
    const std::string cell = cellText(ctx.maze, answer.cell);
    std::string text = name(ctx.solver);
    if (ctx.solver.family == SolverFamily::Bidirectional)
        text += " goes on with the side that has fewer cells waiting (ties: the side from the "
                "start), and takes ";
    else
        text += " takes ";
    if (queue)
        return text + "the oldest cell in its queue: " + cell + ", queued before the others.";
    return text + "the open cell with the lowest f" +
           (view.hasHeuristic() ? "" : " (f = g: it has no heuristic)") + ": " + cell + " has " +
           figures(answer.in) + "; " + tieRule(view) + ".";
}

// Applies where the next step takes a cell from a queue or an open set holding at least two
// cells: not to a stack (its next step enters a neighbour of its top or leaves the top), not to a
// walker or a filler (no frontier), and not where a bidirectional search's next step is its
// meeting, which takes no cell.
std::optional<Question> nextCellQuestion(const QuestionContext& ctx) {
    Replay run(ctx);
    const SolveStep* step = pausedStep(run, ctx.stepsDone);
    if (!step)
        return std::nullopt;
    const SearchView& view = *step->view;
    if ((view.frontierKind() != SearchView::Frontier::Queue &&
         view.frontierKind() != SearchView::Frontier::OpenSet) ||
        view.frontierSize() < 2)
        return std::nullopt;
    // The routes are for the "ignoring costs" mistake alone, and cost a walk back each.
    const bool routes = ctx.solver.usesCosts && isWeightedMaze(ctx.maze);
    std::vector<Waiting> waiting;
    for (CellIndex c : view.frontier(view.frontierSize())) {
        const CellInternals in = view.cell(c);
        // A bidirectional search takes from one side: the mistakes are that side's cells.
        if (waiting.empty() || in.fromGoal == waiting.front().in.fromGoal)
            waiting.push_back({c, in, routes ? routeOf(ctx.maze, view, c) : Route{}});
    }
    if (waiting.size() < 2)
        return std::nullopt;
    OptionList options(cellText(ctx.maze, waiting.front().cell), waiting.front().cell);
    if (view.frontierKind() == SearchView::Frontier::Queue)
        queueMistakes(options, ctx, waiting);
    else
        openSetMistakes(options, ctx, view, waiting);
    for (std::size_t i = 1; i < waiting.size() && options.size() < 2; ++i)
        options.wrong(cellText(ctx.maze, waiting[i].cell),
                      cellText(ctx.maze, waiting[i].cell) + " waits behind " +
                          cellText(ctx.maze, waiting[0].cell) + ".",
                      waiting[i].cell);
    const std::string explanation = nextCellExplanation(ctx, view, waiting.front());
    const std::int64_t expanded = step->counters.expanded;
    const SolveStep* next = run.advance(); // the view above is gone from here on
    if (!next || next->cell != waiting.front().cell || next->counters.expanded == expanded)
        return std::nullopt;
    return options.finish(QuestionKind::NextCell,
                          "Which of the marked cells does " + name(ctx.solver) +
                              " take from its frontier next?",
                          explanation, ctx.seed);
}

std::string frontierNoun(SearchView::Frontier kind) {
    switch (kind) {
    case SearchView::Frontier::Queue:
        return "queue";
    case SearchView::Frontier::Stack:
        return "stack";
    case SearchView::Frontier::OpenSet:
        return "open set";
    case SearchView::Frontier::None:
        break;
    }
    return "frontier";
}

// Applies to every solver with a frontier (queue, stack or open set) while its run is paused:
// not to walkers and fillers, which have none.
std::optional<Question> frontierSizeQuestion(const QuestionContext& ctx) {
    Replay run(ctx);
    const SolveStep* step = pausedStep(run, ctx.stepsDone);
    if (!step || step->view->frontierKind() == SearchView::Frontier::None)
        return std::nullopt;
    const std::string noun = frontierNoun(step->view->frontierKind());
    const auto size = std::int64_t(step->view->frontierSize());
    const SolveCounters& n = step->counters;
    const std::string cell = cellText(ctx.maze, step->cell);
    OptionList options(std::to_string(size));
    options.wrong(std::to_string(n.searched), "That is every cell found so far; the cells already "
                                              "taken have left the " +
                                                  noun + ".");
    options.wrong(std::to_string(n.expanded),
                  "That is the cells taken so far, not the ones still waiting.");
    if (step->discoveredCount > 0)
        options.wrong(std::to_string(size - step->discoveredCount),
                      "That leaves out the " + plural(step->discoveredCount, "cell") +
                          " the last step has just added.");
    if (step->kind == SolveStep::Kind::Enter)
        options.wrong(std::to_string(size - 1),
                      "That leaves out " + cell + ", which the last step entered and pushed.");
    else
        options.wrong(std::to_string(size + 1), "That still counts " + cell +
                                                    ", which the last step took out of the " +
                                                    noun + ".");
    std::string explanation = "The " + noun + " holds " + plural(size, "cell") + " now";
    if (n.searched - n.expanded == size)
        explanation += ": " + std::to_string(n.searched) + " found, less the " +
                       std::to_string(n.expanded) + " already taken";
    return options.finish(QuestionKind::FrontierSize,
                          "How many cells wait in " + name(ctx.solver) + "'s " + noun + " now?",
                          explanation + ".", ctx.seed);
}

enum class Value { G, H, F };

void gMistakes(OptionList& options, const QuestionContext& ctx, CellIndex cell,
               const CellInternals& in, const Route& route, Cell origin) {
    const Maze& maze = ctx.maze;
    const bool costs = gIsCost(ctx.solver);
    const bool diagonal = ctx.rule != Diagonal::Never;
    const std::int64_t g = *in.g;
    if (costs)
        options.wrong(std::to_string(route.moves),
                      std::string("That counts moves; g adds up the cost of every cell entered") +
                          (diagonal ? ", a diagonal move's sqrt(2) times." : "."));
    else
        options.wrong(costText(route.costs),
                      std::string("That adds up the cells' costs") +
                          (diagonal ? " (a diagonal move's sqrt(2) times)" : "") + ", but " +
                          name(ctx.solver) + " ignores costs: g counts moves" +
                          (diagonal ? ", a diagonal one as one." : "."));
    if (costs && in.gDiagonal > 0)
        options.wrong(std::to_string(g + in.gDiagonal),
                      "That counts a diagonal move as a straight one; it costs sqrt(2) times "
                      "the cost of the cell it enters.");
    options.wrong(
        costs ? costText({g + maze.cost(maze.index(origin)), in.gDiagonal}) : std::to_string(g + 1),
        costs ? "That pays for the cell the route starts from too, which is not entered."
              : "That counts the cells on the route, its first included; g counts moves.");
    const Cell at = maze.cellAt(cell);
    const int dx = std::abs(at.x - origin.x);
    const int dy = std::abs(at.y - origin.y);
    if (!maze.isSquare()) {
        if (const std::int64_t open = openGridMoves(maze, maze.index(origin))[std::size_t(cell)];
            open >= 0)
            options.wrong(std::to_string(open), "That is the moves with every wall open, straight "
                                                "through the walls; g follows the passages.");
    } else if (!diagonal)
        options.wrong(std::to_string(manhattan(maze, cell, origin)),
                      "That is |dx| + |dy|, straight through the walls; g follows the passages.");
    else if (costs)
        options.wrong(numberText(std::max(dx, dy) + (kSqrt2 - 1) * std::min(dx, dy)),
                      "That is the octile distance, straight through every obstacle; g follows "
                      "the moves the search made.");
    else
        options.wrong(std::to_string(std::max(dx, dy)),
                      "That is max(|dx|, |dy|), straight through every obstacle; g follows the "
                      "moves the search made.");
    if (g >= 1) // one too few straight moves (a route of diagonal moves alone has none)
        options.wrong(costs ? costText({g - 1, in.gDiagonal}) : std::to_string(g - 1),
                      "One too few: count every cell entered.");
}

void hMistakes(OptionList& options, const QuestionContext& ctx, CellIndex cell,
               const CellInternals& in) {
    const Maze& maze = ctx.maze;
    const Cell c = maze.cellAt(cell);
    // A bidirectional search's goal side estimates the way to the start.
    const Cell target = in.fromGoal ? maze.start() : maze.goal();
    const double dx = std::abs(c.x - target.x);
    const double dy = std::abs(c.y - target.y);
    const std::string rule = name(ctx.solver) + " has " + heuristicText(ctx) + ".";
    if (!maze.isSquare()) { // no rows and columns to count: the shape's own measures
        options.wrong(numberText(nearness(maze, cell, target)),
                      "That is the distance between the centres, but " + rule);
        if (const std::int64_t open = openGridMoves(maze, maze.index(target))[std::size_t(cell)];
            open >= 0)
            options.wrong(std::to_string(open),
                          "That is the moves with every wall open, but " + rule);
    } else {
        options.wrong(numberText(dx + dy), "That is |dx| + |dy|, but " + rule);
        options.wrong(numberText(std::sqrt(dx * dx + dy * dy)),
                      "That is the straight line, sqrt(dx^2 + dy^2), but " + rule);
    }
    if (ctx.rule != Diagonal::Never) {
        options.wrong(numberText(std::max(dx, dy) + (kSqrt2 - 1) * std::min(dx, dy)),
                      "That is the octile distance, max(dx, dy) + (sqrt(2) - 1) * min(dx, dy), "
                      "but " +
                          rule);
        options.wrong(numberText(std::max(dx, dy)),
                      "That is max(|dx|, |dy|) (Chebyshev), but " + rule);
    }
    const std::int64_t left = movesFrom(maze, maze.index(target), ctx.rule)[std::size_t(cell)];
    if (left >= 0)
        options.wrong(std::to_string(left),
                      std::string("That is the real number of moves left") +
                          (ctx.rule != Diagonal::Never ? " (a diagonal one counting one)" : "") +
                          " along the passages; h is an estimate that ignores walls.");
    options.wrong(gText(in), "That is g, the cost so far; h estimates what is left.");
}

void fMistakes(OptionList& options, const CellInternals& in) {
    options.wrong(gText(in), "That is g alone; f = g + h adds the estimate of what "
                             "is left.");
    options.wrong(numberText(*in.h), "That is h alone, greedy best-first's priority; f = g + h "
                                     "adds the cost so far.");
}

std::string cellValueExplanation(const QuestionContext& ctx, CellIndex cell,
                                 const CellInternals& in, Value value, Cell origin) {
    const std::string c = cellText(ctx.maze, cell);
    const std::string from = in.fromGoal ? "goal" : "start";
    switch (value) {
    case Value::G:
        return "g of " + c + " is " + gText(in) + ": " +
               (gIsCost(ctx.solver)
                    ? std::string("the costs of the cells entered") +
                          (in.gDiagonal > 0
                               ? " (" + std::to_string(*in.g) + " by straight moves, sqrt(2) x " +
                                     std::to_string(in.gDiagonal) + " by diagonal ones)"
                               : "")
                    : std::string("the moves") + (ctx.rule != Diagonal::Never ? " (a diagonal one "
                                                                                "counting one)"
                                                                              : "")) +
               " along its route through its parents " + (in.fromGoal ? "to" : "from") + " the " +
               from + " at " + cellText(ctx.maze, ctx.maze.index(origin)) + ".";
    case Value::H:
        return "h of " + c + " is " + numberText(*in.h) + ": " + heuristicText(ctx) + ", from " +
               c + " to the " + (in.fromGoal ? "start" : "goal") + ", walls ignored.";
    case Value::F:
        return "f of " + c + " is " + numberText(*in.f()) + " = g + h = " + gText(in) + " + " +
               numberText(*in.h) + ".";
    }
    return {};
}

// Applies where some cell other than the search's ends has a g: a search that keeps distances
// (BFS, the best-first searches, the bidirectional ones, IDA*'s route), paused after its first
// step. h is asked only where the solver has a heuristic; f only where f = g + h (not where the
// open set weighs h, or orders by h alone).
std::optional<Question> cellValueQuestion(const QuestionContext& ctx) {
    Replay run(ctx);
    const SolveStep* step = pausedStep(run, ctx.stepsDone);
    if (!step)
        return std::nullopt;
    const SearchView& view = *step->view;
    std::vector<CellIndex> candidates;
    for (CellIndex c = 0; c < ctx.maze.cellCount(); ++c)
        if (const CellInternals in = view.cell(c); in.gValue().value_or(0) > 0)
            candidates.push_back(c);
    if (candidates.empty())
        return std::nullopt;
    Random random(ctx.seed);
    const CellIndex cell = candidates[std::size_t(random.below(candidates.size()))];
    const CellInternals in = view.cell(cell);
    std::vector<Value> values{Value::G};
    if (in.h && view.hasHeuristic()) {
        values.push_back(Value::H);
        // f = g + h, computed from exact sums under diagonals: equal up to rounding.
        if (in.f() && std::abs(*in.f() - (*in.gValue() + *in.h)) < 1e-9)
            values.push_back(Value::F);
    }
    const Value value = values[std::size_t(random.below(values.size()))];
    const Cell origin = in.fromGoal ? ctx.maze.goal() : ctx.maze.start();
    const std::string c = cellText(ctx.maze, cell);
    std::string prompt;
    std::optional<OptionList> options;
    if (value == Value::G) {
        prompt = "What is g of the marked cell " + c + ": its " +
                 (gIsCost(ctx.solver) ? "cost" : "moves") + " from the " +
                 (in.fromGoal ? "goal" : "start") + " so far?";
        options.emplace(gText(in));
        gMistakes(*options, ctx, cell, in, routeOf(ctx.maze, view, cell), origin);
    } else if (value == Value::H) {
        prompt = "What is h of the marked cell " + c + ", " + name(ctx.solver) +
                 "'s estimate of what is left to the " + (in.fromGoal ? "start" : "goal") + "?";
        options.emplace(numberText(*in.h));
        hMistakes(*options, ctx, cell, in);
    } else {
        prompt = "What is f = g + h of the marked cell " + c + "?";
        options.emplace(numberText(*in.f()));
        fMistakes(*options, in);
    }
    Question q = options->finish(QuestionKind::CellValue, prompt,
                                 cellValueExplanation(ctx, cell, in, value, origin), random.next());
    q.marked.assign(1, cell);
    return q;
}

bool keepsDistances(SolverFamily family) {
    switch (family) {
    case SolverFamily::BreadthFirst:
    case SolverFamily::BestFirst:
    case SolverFamily::Bidirectional:
    case SolverFamily::IterativeDeepening:
    case SolverFamily::Incremental:
        return true;
    case SolverFamily::DepthFirst: // its view keeps no distances
    case SolverFamily::Walker:
    case SolverFamily::Filling:
        break;
    }
    return false;
}

bool hasFrontier(SolverFamily family) {
    return family != SolverFamily::Walker && family != SolverFamily::Filling;
}

} // namespace

bool applies(QuestionKind kind, const SolverInfo& solver) {
    switch (kind) {
    case QuestionKind::CellValue:
        return keepsDistances(solver.family);
    case QuestionKind::NextCell: // a queue or an open set: not a stack, not a walker
        return hasFrontier(solver.family) && solver.family != SolverFamily::DepthFirst &&
               solver.family != SolverFamily::IterativeDeepening;
    case QuestionKind::FrontierSize:
        return hasFrontier(solver.family);
    case QuestionKind::Shortest:
    case QuestionKind::FewerSearched:
    case QuestionKind::StepsLeft:
        return true;
    }
    return false;
}

std::optional<Question> makeQuestion(QuestionKind kind, const QuestionContext& context) {
    // A run the solver refuses (JPS under four directions, or on a maze with walls) has no
    // state to ask about.
    if (!applies(kind, context.solver) || !context.solver.supports(context.rule) ||
        !context.solver.mazeProblem(context.maze).empty() ||
        (!context.maze.isSquare() && context.rule != Diagonal::Never))
        return std::nullopt;
    switch (kind) {
    case QuestionKind::CellValue:
        return cellValueQuestion(context);
    case QuestionKind::NextCell:
        return nextCellQuestion(context);
    case QuestionKind::FrontierSize:
        return frontierSizeQuestion(context);
    case QuestionKind::Shortest:
        return detail::shortestQuestion(context);
    case QuestionKind::FewerSearched:
        return detail::fewerSearchedQuestion(context);
    case QuestionKind::StepsLeft:
        return detail::stepsLeftQuestion(context);
    }
    return std::nullopt;
}

} // namespace mazelab::learn
