#include "core/learn/prediction.hpp"

#include "core/movement.hpp"
#include "core/search_view.hpp"
#include "core/shape.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <optional>
#include <stdexcept>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace mazelab::learn {

namespace {

constexpr std::int64_t kNever = -1;

// Up to two decimals, without trailing zeros: 14, 6.5, 7.07.
std::string numberText(double value) {
    const double rounded = std::round(value * 100.0) / 100.0;
    std::array<char, 32> buffer{};
    const auto [end, error] = std::to_chars(buffer.data(), buffer.data() + buffer.size(), rounded,
                                            std::chars_format::fixed, 2);
    std::string text(buffer.data(), error == std::errc() ? end : buffer.data());
    while (!text.empty() && text.back() == '0')
        text.pop_back();
    if (!text.empty() && text.back() == '.')
        text.pop_back();
    return text;
}

// In the order of the moves (core/movement.hpp): E, S, W, N, SE, SW, NW, NE.
constexpr std::array<std::string_view, kMoves> kMoveWords = {
    "east", "south", "west", "north", "south-east", "south-west", "north-west", "north-east"};
// A hexagon's slots, N to NW clockwise (core/shape.hpp).
constexpr std::array<std::string_view, 6> kHexWords = {"north", "north-east", "south-east",
                                                       "south", "south-west", "north-west"};

// A step from a cell to a neighbour in words: its direction ("east", "north-east"; on polar
// cells "clockwise", "inward", "outward"...), and on a weave the cell a passage runs under.
struct StepWords {
    std::string_view word;
    bool polar = false; // "clockwise from (1,1)" rather than "to the east of (1,1)"
    CellIndex under = -1;
};

// The words for slot s of cell c, on every shape: the square's and the weave's slots are the
// compass directions, a hexagon's too; a triangle's are east, west and the vertical one (south
// for a triangle that points up); a polar cell's go around the ring, inward and outward.
StepWords slotWords(const Maze& maze, CellIndex c, Slot s) {
    switch (maze.shapeKind()) {
    case ShapeKind::Square:
        return {kMoveWords[s]};
    case ShapeKind::Weave:
        if (s >= kFirstUnderSlot)
            return {kMoveWords[s - kFirstUnderSlot], false,
                    maze.slotNeighbour(c, Slot(s - kFirstUnderSlot))};
        return {kMoveWords[s]};
    case ShapeKind::Hex:
        return {kHexWords[s]};
    case ShapeKind::Triangle: {
        const Cell at = maze.cellAt(c);
        const bool up = (at.x + at.y) % 2 == 0;
        return {s == 0 ? "east" : s == 1 ? "west" : up ? "south" : "north"};
    }
    case ShapeKind::Polar:
        if (maze.shape().ringOf(c) == 0 || s >= 3)
            return {"outward", true};
        return {s == 0 ? "clockwise" : s == 1 ? "counter-clockwise" : "inward", true};
    }
    return {};
}

// The step from `from` to `to` that the run may take (through an open wall; on square cells
// diagonally where the rule allows), if any: then `to` is a neighbour the run can step to.
std::optional<StepWords> allowedStepTo(const Maze& maze, CellIndex from, CellIndex to,
                                       Diagonal rule) {
    if (!maze.isSquare()) {
        for (Slot s = 0; s < maze.slotCount(from); ++s)
            if ((maze.openSlots(from) & (1u << s)) && maze.slotNeighbour(from, s) == to)
                return slotWords(maze, from, s);
        return std::nullopt;
    }
    const Move m = moveBetween(maze.cellAt(from), maze.cellAt(to));
    if (m >= kMoves || !(allowedMoves(maze, from, maze.cellAt(from), rule) & (1u << m)))
        return std::nullopt;
    return StepWords{kMoveWords[m]};
}

// g as the reasons write it: a whole number, or two decimals with diagonal moves (costText).
std::string gText(const CellInternals& in) {
    return costText({in.g.value_or(0), in.gDiagonal});
}

} // namespace

std::string_view slotOrder(const Maze& maze) {
    switch (maze.shapeKind()) {
    case ShapeKind::Square:
        break;
    case ShapeKind::Hex:
        return "A hexagon's slots run north, north-east, south-east, south, south-west, "
               "north-west.";
    case ShapeKind::Triangle:
        return "A triangle's slots are east, west, then the neighbour across its flat side.";
    case ShapeKind::Polar:
        return "A polar cell's slots run clockwise, counter-clockwise, inward, then outward (the "
               "centre's: the cells around it, clockwise).";
    case ShapeKind::Weave:
        return "A weave cell's slots run east, south, west, north, then under the cells east, "
               "south, west and north.";
    }
    return "A square cell's slots run east, south, west, north.";
}

bool isPredictable(SolverFamily family, const SolveStep& step) {
    using Kind = SolveStep::Kind;
    switch (family) {
    case SolverFamily::BreadthFirst:
    case SolverFamily::BestFirst:
        return step.kind == Kind::Expand || step.kind == Kind::Found;
    case SolverFamily::Bidirectional:
    case SolverFamily::Incremental: // its Found step takes nothing from the queue
        return step.kind == Kind::Expand;
    case SolverFamily::DepthFirst:
    case SolverFamily::IterativeDeepening:
        return step.kind == Kind::Enter || step.kind == Kind::Found;
    case SolverFamily::Walker:
        return step.kind == Kind::Walk || step.kind == Kind::Retreat || step.kind == Kind::Found;
    case SolverFamily::Filling:
        return step.kind == Kind::Fill;
    }
    return false;
}

std::string_view predictionTarget(SolverFamily family) {
    switch (family) {
    case SolverFamily::BreadthFirst:
    case SolverFamily::BestFirst:
    case SolverFamily::Bidirectional:
        return "the cell it takes from its frontier next";
    case SolverFamily::Incremental:
        return "the cell it takes from its queue next";
    case SolverFamily::DepthFirst:
    case SolverFamily::IterativeDeepening:
        return "the cell it enters next";
    case SolverFamily::Walker:
        return "the cell it walks into next";
    case SolverFamily::Filling:
        return "the cell it fills next";
    }
    return {};
}

std::string cellText(const Maze& maze, CellIndex cell) {
    return cellText(maze.cellAt(cell));
}

struct Predictor::Impl {
    const Maze& maze;
    const SolverInfo& solver;
    Diagonal rule = Diagonal::Never;
    int every = 1;
    // The second run, one step behind the live one: its view is the state before the step
    // offered last.
    SolveSteps shadow;
    const SearchView* before = nullptr;
    bool shadowBehind = false; // a step was offered that the shadow has not taken yet
    std::int64_t predictableCount = 0;
    // Per cell, from the live steps: the step that found it (0: the start, found before the
    // first step), the step that took it from the frontier, whether it is filled. Kept for the
    // cells the run has reached only: a round on a 4096 x 4096 maze costs no more than one on a
    // small one.
    std::unordered_map<CellIndex, std::int64_t> foundAt;
    std::unordered_map<CellIndex, std::int64_t> takenAt;
    std::unordered_set<CellIndex> filled;
    // The step offered last (copied: the live step is only valid until the run resumes), and
    // whether it was asked about. It is recorded at the next offer, so that a check sees the
    // state before it.
    SolveStep last;
    bool hasLast = false;
    bool hasAsked = false;

    Impl(const Maze& m, const SolverInfo& s, const ParamValues& params, int k, Diagonal rule)
        : maze(m), solver(s), rule(rule), every(std::max(k, 1)),
          shadow(s.start(m, params, rule)), foundAt{{m.index(m.start()), 0}} {}

    void catchUp() {
        if (!std::exchange(shadowBehind, false))
            return;
        if (const SolveStep* step = shadow.next())
            before = step->view;
    }

    void record(const SolveStep& step) {
        const std::int64_t number = step.counters.steps;
        for (CellIndex c : step.discovered())
            foundAt.try_emplace(c, number);
        if (step.kind == SolveStep::Kind::Expand || step.kind == SolveStep::Kind::Found)
            takenAt[step.cell] = number;
        if (step.kind == SolveStep::Kind::Fill)
            filled.insert(step.cell);
    }

    [[nodiscard]] std::string cell(CellIndex c) const { return cellText(maze, c); }
    // The solver's rule for its next step; on other shapes, in the order of the slots where its
    // square rule names compass directions, and that order in words.
    [[nodiscard]] std::string nextStepRule() const {
        if (maze.isSquare() || solver.nextStepRuleShapes.empty())
            return std::string(solver.nextStepRule);
        return std::string(solver.nextStepRuleShapes) + " " + std::string(slotOrder(maze));
    }
    // "an open neighbour", or with diagonal moves one the rule lets the run step to.
    [[nodiscard]] std::string neighbourWord() const {
        return rule == Diagonal::Never ? "an open neighbour" : "a neighbour the movement allows";
    }

    [[nodiscard]] static std::int64_t stepOf(const std::unordered_map<CellIndex, std::int64_t>& at,
                                             CellIndex c) {
        const auto found = at.find(c);
        return found == at.end() ? kNever : found->second;
    }

    [[nodiscard]] std::string foundText(CellIndex c) const {
        const std::int64_t at = stepOf(foundAt, c);
        return at == 0 ? std::string("the start, queued first")
                       : "found at step " + std::to_string(at);
    }

    // Greedy's f is h alone: its reasons then speak of h, as its rule does.
    [[nodiscard]] bool ordersByH(const CellInternals& in) const {
        return before->hasHeuristic() && in.priority && in.h && *in.priority == *in.h &&
               in.gValue().value_or(0) > 0;
    }

    [[nodiscard]] std::string valuesText(const CellInternals& in) const {
        if (!before->hasHeuristic())
            return "g = " + gText(in);
        if (ordersByH(in))
            return "h = " + numberText(*in.h) + " (g " + gText(in) + ")";
        return "f = " + numberText(in.f().value_or(0)) + " (g " + gText(in) + ", h " +
               numberText(in.h.value_or(0)) + ")";
    }

    [[nodiscard]] std::optional<StepWords> stepTo(CellIndex from, CellIndex to) const {
        return allowedStepTo(maze, from, to, rule);
    }
    // "east under (3,2)", "clockwise": where a step went.
    [[nodiscard]] std::string wentText(const StepWords& w) const {
        return std::string(w.word) + (w.under >= 0 ? " under " + cell(w.under) : "");
    }
    // "to the east of (2,4)", "outward from (1,1)", "to the east of (2,2), under (3,2)".
    [[nodiscard]] std::string beside(const StepWords& w, CellIndex from) const {
        if (w.polar)
            return std::string(w.word) + " from " + cell(from);
        return "to the " + std::string(w.word) + " of " + cell(from) +
               (w.under >= 0 ? ", under " + cell(w.under) : "");
    }

    [[nodiscard]] std::string queueReason(CellIndex a, CellIndex g) const;
    [[nodiscard]] std::string openSetReason(CellIndex a, CellIndex g) const;
    [[nodiscard]] std::string bidirectionalReason(CellIndex a, CellIndex g) const;
    [[nodiscard]] std::string keyReason(CellIndex a, CellIndex g) const;
    [[nodiscard]] std::string depthReason(CellIndex a, CellIndex g) const;
    [[nodiscard]] std::string walkReason(CellIndex a, CellIndex g) const;
    [[nodiscard]] std::string fillReason(CellIndex a, CellIndex g) const;
    [[nodiscard]] std::string reason(CellIndex a, CellIndex g) const;
};

std::string Predictor::Impl::queueReason(CellIndex a, CellIndex g) const {
    const std::string name(solver.name);
    const std::string takes =
        name + " takes the oldest cell in its queue: " + cell(a) + ", " + foundText(a);
    if (a == g)
        return takes + ".";
    const std::int64_t gFound = stepOf(foundAt, g);
    if (gFound == kNever)
        return cell(g) + " is not in the queue: it has not been found yet. " + takes + ".";
    if (stepOf(takenAt, g) != kNever)
        return cell(g) + " has left the queue already (taken at step " +
               std::to_string(stepOf(takenAt, g)) + "). " + takes + ".";
    if (gFound == stepOf(foundAt, a))
        return takes + ", like " + cell(g) +
               ", but it was queued first (neighbours are looked at "
               "in a fixed order).";
    return takes + ", before " + cell(g) + ", " + foundText(g) + ".";
}

std::string Predictor::Impl::openSetReason(CellIndex a, CellIndex g) const {
    const std::string name(solver.name);
    const CellInternals A = before->cell(a);
    const char* key = !before->hasHeuristic() ? "g" : ordersByH(A) ? "h" : "f";
    const std::string takes = name + " takes the open cell with the lowest " + key + ": " +
                              cell(a) + " has " + valuesText(A);
    if (a == g)
        return takes + ".";
    const CellInternals G = before->cell(g);
    if (!G.seen)
        return cell(g) + " is not open: it has not been found yet. " + takes + ".";
    if (G.closed)
        return cell(g) + " is closed already: it was taken at step " +
               std::to_string(stepOf(takenAt, g)) + ". " + takes + ".";
    const double fA = before->hasHeuristic() ? A.f().value_or(0) : A.gValue().value_or(0);
    const double fG = before->hasHeuristic() ? G.f().value_or(0) : G.gValue().value_or(0);
    if (fA != fG)
        return takes + "; " + cell(g) + " has " + valuesText(G) + ".";
    const double hA = A.h.value_or(0);
    const double hG = G.h.value_or(0);
    const std::string tie =
        cell(a) + " and " + cell(g) + " both have " + key + " = " + numberText(fA);
    if (hA != hG)
        return tie + "; ties go to the lower h: " + cell(a) + " has h " + numberText(hA) + ", " +
               cell(g) + " h " + numberText(hG) + ".";
    const std::string tied =
        tie + (before->hasHeuristic() ? " and h = " + numberText(hA) : std::string()) +
        "; ties go to the cell found first: ";
    if (stepOf(foundAt, a) == stepOf(foundAt, g))
        return tied + "both were " + foundText(a) + ", and " + cell(a) +
               " was queued first (neighbours are looked at in a fixed order).";
    return tied + cell(a) + ", " + foundText(a) + ", before " + cell(g) + ", " + foundText(g) + ".";
}

// LPA* and D* Lite: the queue's key [min(g, rhs) + h (+ km); min(g, rhs)].
std::string Predictor::Impl::keyReason(CellIndex a, CellIndex g) const {
    auto least = [](const CellInternals& in) {
        return std::min(in.gValue().value_or(INFINITY), in.rhsValue().value_or(INFINITY));
    };
    auto keyText = [&](CellIndex c, const CellInternals& in) {
        return cell(c) + " has key " + numberText(in.priority.value_or(0)) + " (min(g, rhs) " +
               numberText(least(in)) + ", h " + numberText(in.h.value_or(0)) + ")";
    };
    const CellInternals A = before->cell(a);
    const std::string takes =
        std::string(solver.name) + " takes the queued cell with the lowest key: " + keyText(a, A);
    if (a == g)
        return takes + ".";
    const std::vector<CellIndex> queued = before->frontier(before->frontierSize());
    if (std::find(queued.begin(), queued.end(), g) == queued.end())
        return cell(g) + " is not on the queue: " +
               (before->cell(g).seen ? "its g equals its rhs (it is consistent)"
                                     : "no path has reached it yet") +
               ". " + takes + ".";
    const CellInternals G = before->cell(g);
    if (A.priority != G.priority)
        return takes + "; " + keyText(g, G) + ".";
    const std::string tie =
        cell(a) + " and " + cell(g) + " both have key " + numberText(A.priority.value_or(0));
    auto under = [](const CellInternals& in) {
        return in.gValue().value_or(INFINITY) < in.rhsValue().value_or(INFINITY);
    };
    if (under(A) != under(G))
        return tie +
               "; ties go first to a cell whose g is below its rhs and must rise: " + cell(a) + ".";
    if (least(A) != least(G))
        return tie + "; ties go to the higher min(g, rhs), the cell nearer the end: " +
               numberText(least(A)) + " against " + numberText(least(G)) + ".";
    return tie + " and min(g, rhs) " + numberText(least(A)) + "; ties go to the cell queued " +
           "first, " + cell(a) + ".";
}

std::string Predictor::Impl::bidirectionalReason(CellIndex a, CellIndex g) const {
    const std::string side = last.side == 0 ? "the start's side" : "the goal's side";
    const std::string next = nextStepRule() + " Next: " + cell(a) + ", on " + side + ".";
    if (a == g)
        return next;
    const std::vector<CellIndex> waiting = before->frontier(before->frontierSize());
    if (std::find(waiting.begin(), waiting.end(), g) == waiting.end())
        return cell(g) + " is not waiting in either frontier. " + next;
    return cell(g) + " is waiting, but not first. " + next;
}

std::string Predictor::Impl::depthReason(CellIndex a, CellIndex g) const {
    const std::string rule = nextStepRule();
    const std::vector<CellIndex> top = before->frontier(1);
    if (top.empty()) // a pass of IDA* ended: the next one starts at the start
        return "The route is empty: a new pass starts at the start, " + cell(a) +
               ", under a higher bound.";
    const CellIndex p = top.front();
    const std::optional<StepWords> toAnswer = stepTo(p, a);
    const std::string next =
        "Next: " + cell(a) + ", " + (toAnswer ? beside(*toAnswer, p) : "next to " + cell(p)) + ".";
    if (a == g)
        return rule + " " + next;
    if (g == p)
        return cell(g) + " is the cell on top of the stack: the step goes on from it. " + next;
    if (!stepTo(p, g))
        return cell(g) + " is not " +
               (this->rule == Diagonal::Never ? "an open neighbour of " + cell(p)
                                              : "a cell " + cell(p) + " may move to") +
               ", the cell on top of the stack. " + next;
    const std::vector<CellIndex> route = before->frontier(before->frontierSize());
    if (before->cell(g).seen || std::find(route.begin(), route.end(), g) != route.end())
        return cell(g) + " was entered already. " + rule + " " + next;
    return rule + " " + next;
}

std::string Predictor::Impl::walkReason(CellIndex a, CellIndex g) const {
    const CellIndex c = before ? before->current() : maze.index(maze.start());
    const std::optional<StepWords> toAnswer = stepTo(c, a);
    const std::string went = "From " + cell(c) + " it went " +
                             (toAnswer ? wentText(*toAnswer) + " " : "") + "to " + cell(a) + ".";
    if (a != g && g == c)
        return cell(g) + " is where the walker stands: every step moves it one cell. " + went;
    if (a != g && !stepTo(c, g))
        return "The walker stands at " + cell(c) + " and moves into " + neighbourWord() + ": " +
               cell(g) + " is not one. " + went;
    return nextStepRule() + " " + went;
}

std::string Predictor::Impl::fillReason(CellIndex a, CellIndex g) const {
    const std::string next = nextStepRule() + " Next: " + cell(a) + ".";
    if (a == g)
        return next;
    if (filled.count(g))
        return cell(g) + " is filled already. " + next;
    if (g == maze.index(maze.start()) || g == maze.index(maze.goal()))
        return "The start and the goal are never filled. " + next;
    if (!maze.isActive(g))
        return cell(g) + " is switched off: it is not part of the maze. " + next;
    int openSides = 0;
    for (const CellIndex n : stepTargets(maze, g, rule))
        if (!filled.count(n))
            ++openSides;
    if (openSides >= 2)
        return cell(g) + " is not a dead end: it has " + std::to_string(openSides) +
               (rule == Diagonal::Never ? " open sides" : " allowed moves") +
               " into cells not filled. " + next;
    return cell(g) + " is a dead end too, but " + cell(a) + " has waited longer. " + next;
}

std::string Predictor::Impl::reason(CellIndex a, CellIndex g) const {
    switch (solver.family) {
    case SolverFamily::BreadthFirst:
        return queueReason(a, g);
    case SolverFamily::BestFirst:
        return openSetReason(a, g);
    case SolverFamily::Bidirectional:
        return bidirectionalReason(a, g);
    case SolverFamily::Incremental:
        return keyReason(a, g);
    case SolverFamily::DepthFirst:
    case SolverFamily::IterativeDeepening:
        return depthReason(a, g);
    case SolverFamily::Walker:
        return walkReason(a, g);
    case SolverFamily::Filling:
        return fillReason(a, g);
    }
    return {};
}

Predictor::Predictor(const Maze& maze, const SolverInfo& solver, const ParamValues& params,
                     int every, Diagonal rule)
    : m_impl(std::make_unique<Impl>(maze, solver, params, every, rule)) {}

Predictor::~Predictor() = default;

bool Predictor::offer(const SolveStep& step) {
    Impl& d = *m_impl;
    d.catchUp();
    d.shadowBehind = true;
    if (std::exchange(d.hasLast, true))
        d.record(d.last);
    d.last = step;
    d.last.path = {};
    d.last.view = nullptr;
    d.hasAsked = false;
    // Frontier and depth-first solvers have no state to reason from before their first step
    // (which takes or enters the start); walkers and filling start from the maze itself.
    const bool stateKnown = d.before || d.solver.family == SolverFamily::Walker ||
                            d.solver.family == SolverFamily::Filling;
    if (isPredictable(d.solver.family, step)) {
        ++d.predictableCount;
        d.hasAsked = stateKnown && d.predictableCount % d.every == 0;
    }
    return d.hasAsked;
}

Verdict Predictor::check(CellIndex guess) const {
    const Impl& d = *m_impl;
    if (!d.hasAsked)
        throw std::logic_error("Predictor::check without a step asked about");
    Verdict v;
    v.answer = d.last.cell;
    v.guess = guess;
    v.right = guess == v.answer;
    v.step = d.last.counters.steps;
    v.reason = d.reason(v.answer, guess);
    return v;
}

const SearchView* Predictor::viewBefore() const {
    return m_impl->before;
}

std::int64_t Predictor::predictable() const {
    return m_impl->predictableCount;
}

} // namespace mazelab::learn
