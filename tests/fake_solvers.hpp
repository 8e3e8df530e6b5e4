#pragma once
// Fake solvers for the widget tests (header-only; not part of mazelab): registry entries built
// in the test, each a tiny coroutine yielding the step kinds a kind of solver yields, so that the
// app's drawing, panels, race and experiments can be checked for solvers that are not (yet) in
// the registry. They all search corridorMaze(): a corridor along the top row from the start
// (0,0) to the goal (7,0), and a bottom row of cells walled off from it and from each other.

#include "ui/animation/animator.hpp" // keeps moc's view of this header free of <coroutine>

#ifndef Q_MOC_RUN
#include "core/registry.hpp"
#include "core/search_view.hpp"

#include <algorithm>
#include <map>
#include <string_view>
#include <utility>
#include <vector>

namespace mazelab::testing {

inline constexpr int kCorridor = 8;

inline Maze corridorMaze() {
    Maze maze(Size{kCorridor, 2});
    maze.setEndpoints({0, 0}, {kCorridor - 1, 0});
    for (int x = 0; x + 1 < kCorridor; ++x)
        maze.setPassage(maze.index({x, 0}), Dir::East, true);
    return maze;
}

// The corridor from the start to the goal: the path the fakes that find one find.
inline std::vector<CellIndex> corridorPath(const Maze& maze) {
    std::vector<CellIndex> path;
    for (int x = 0; x < kCorridor; ++x)
        path.push_back(maze.index({x, 0}));
    return path;
}

// A view the fake solvers fill in by hand.
class FakeView final : public SearchView {
public:
    explicit FakeView(Frontier kind) : m_kind(kind) {}
    [[nodiscard]] Frontier frontierKind() const override { return m_kind; }
    [[nodiscard]] std::size_t frontierSize() const override { return frontierCells.size(); }
    [[nodiscard]] std::vector<CellIndex> frontier(std::size_t count) const override {
        return {frontierCells.begin(),
                frontierCells.begin() + std::ptrdiff_t(std::min(count, frontierCells.size()))};
    }
    [[nodiscard]] CellIndex current() const override { return currentCell; }
    [[nodiscard]] CellInternals cell(CellIndex c) const override {
        const auto it = cells.find(c);
        return it == cells.end() ? CellInternals{} : it->second;
    }

    std::vector<CellIndex> frontierCells;
    CellIndex currentCell = 0;
    std::map<CellIndex, CellInternals> cells;

private:
    Frontier m_kind;
};

// A fake's step, before its first: it views `view` (which must outlive it).
inline SolveStep stepViewing(const FakeView& view) {
    SolveStep step;
    step.view = &view;
    return step;
}

// One step of the fakes: the counters follow (one more step each time).
inline void setStep(SolveStep& step, SolveStep::Kind kind, CellIndex cell, std::uint8_t side = 0) {
    step.kind = kind;
    step.cell = cell;
    step.side = side;
    step.discoveredCount = 0;
    ++step.counters.steps;
}

// The last step of a fake that ends without a path (NoPath or GaveUp), saying why.
inline const SolveStep& lastStep(SolveStep& step, SolveStep::Kind kind, CellIndex cell,
                                 std::string_view reason) {
    setStep(step, kind, cell);
    step.reason = reason;
    return step;
}

// The last step of a fake that finds `path`, at `cell`; the step views the path, which must
// outlive it.
inline const SolveStep& foundStep(SolveStep& step, CellIndex cell,
                                  const std::vector<CellIndex>& path) {
    setStep(step, SolveStep::Kind::Found, cell);
    step.path = path;
    return step;
}

// Bidirectional BFS along the corridor: each side expands one cell and discovers the next, in
// turn, four steps in all; then Found (the whole corridor).
inline SolveSteps fakeBidirectional(const Maze& maze, ParamValues) {
    FakeView view(SearchView::Frontier::Queue);
    SolveStep step = stepViewing(view);
    const CellIndex expanded[] = {0, kCorridor - 1, 1, kCorridor - 2};
    const CellIndex found[] = {1, kCorridor - 2, 2, kCorridor - 3};
    for (int i = 0; i < 4; ++i) {
        const auto side = std::uint8_t(i % 2);
        setStep(step, SolveStep::Kind::Expand, expanded[i], side);
        step.discoveredCells[0] = found[i];
        step.discoveredCount = 1;
        step.counters.searched = 2 + i;
        step.counters.expanded = 1 + i;
        view.currentCell = expanded[i];
        CellInternals& in = view.cells[found[i]];
        in.seen = true;
        in.g = 1 + i / 2;
        in.fromGoal = side == 1;
        co_yield step;
    }
    const std::vector<CellIndex> path = corridorPath(maze);
    co_yield foundStep(step, kCorridor - 3, path);
}

// A walker: walks east three cells, walks back one (Retreat), walks west one more, then gives
// up at its step limit with its reason; its moves walked as its own figure.
inline SolveSteps fakeWalker(const Maze&, ParamValues) {
    FakeView view(SearchView::Frontier::None);
    SolveStep step = stepViewing(view);
    const std::pair<SolveStep::Kind, CellIndex> moves[] = {{SolveStep::Kind::Walk, 1},
                                                           {SolveStep::Kind::Walk, 2},
                                                           {SolveStep::Kind::Walk, 3},
                                                           {SolveStep::Kind::Retreat, 2},
                                                           {SolveStep::Kind::Walk, 1}};
    for (const auto& [kind, cell] : moves) {
        setStep(step, kind, cell);
        step.counters.searched = std::max<std::int64_t>(step.counters.searched, cell + 1);
        step.counters.extra[0] = step.counters.steps;
        view.currentCell = cell;
        view.cells[cell].seen = true;
        co_yield step;
    }
    co_yield lastStep(step, SolveStep::Kind::GaveUp, 1, "gave up after 6 steps");
}

// Dead-end filling: fills the walled-off bottom row cell by cell, then reads the corridor.
inline SolveSteps fakeFilling(const Maze& maze, ParamValues) {
    FakeView view(SearchView::Frontier::None);
    SolveStep step = stepViewing(view);
    for (int x = 0; x < kCorridor; ++x) {
        setStep(step, SolveStep::Kind::Fill, maze.index({x, 1}));
        view.currentCell = step.cell;
        co_yield step;
    }
    const std::vector<CellIndex> path = corridorPath(maze);
    co_yield foundStep(step, path.back(), path);
}

// A solver that is not complete and says why it found nothing.
inline SolveSteps fakeNoPath(const Maze&, ParamValues) {
    FakeView view(SearchView::Frontier::None);
    SolveStep step = stepViewing(view);
    setStep(step, SolveStep::Kind::Walk, 1);
    co_yield step;
    co_yield lastStep(step, SolveStep::Kind::NoPath, 1,
                      "the wall it follows never reaches the goal");
}

// On any maze, for pictures: a right-hand wall follower that walks back (Retreat) out of dead
// ends and gives up after 400 steps.
inline SolveSteps fakeWallFollower(const Maze& maze, ParamValues) {
    FakeView view(SearchView::Frontier::None);
    SolveStep step = stepViewing(view);
    CellIndex at = maze.index(maze.start());
    const CellIndex goal = maze.index(maze.goal());
    int facing = 0; // kDirs order: east, south, west, north
    for (int n = 0; n < 400; ++n) {
        for (int turn : {1, 0, 3, 2}) { // right, ahead, left, back
            const int d = (facing + turn) % 4;
            if (!maze.isOpen(at, kDirs[std::size_t(d)]))
                continue;
            at = maze.neighbour(at, kDirs[std::size_t(d)]);
            setStep(step, turn == 2 ? SolveStep::Kind::Retreat : SolveStep::Kind::Walk, at);
            step.counters.searched += view.cells[at].seen ? 0 : 1;
            view.cells[at].seen = true;
            facing = d;
            break;
        }
        view.currentCell = at;
        step.counters.extra[0] = step.counters.steps;
        if (at == goal)
            break;
        co_yield step;
    }
    co_yield lastStep(step, SolveStep::Kind::GaveUp, at, "gave up after 400 steps");
}

// On any maze, for pictures: breadth-first from both ends in turn, never meeting (it stops after
// `limit` expansions and says no path).
inline SolveSteps fakeTwoSided(const Maze& maze, ParamValues) {
    FakeView view(SearchView::Frontier::Queue);
    SolveStep step = stepViewing(view);
    std::vector<std::uint8_t> seen(std::size_t(maze.cellCount()), 0);
    std::vector<CellIndex> queues[2] = {{maze.index(maze.start())}, {maze.index(maze.goal())}};
    std::size_t heads[2] = {0, 0};
    for (CellIndex c : {queues[0][0], queues[1][0]})
        seen[std::size_t(c)] = 1;
    step.counters.searched = 2;
    for (int n = 0; n < 240; ++n) {
        const int side = n % 2;
        if (heads[side] >= queues[side].size())
            break;
        const CellIndex cell = queues[side][heads[side]++];
        setStep(step, SolveStep::Kind::Expand, cell, std::uint8_t(side));
        for (Dir d : kDirs) {
            if (!maze.isOpen(cell, d) || seen[std::size_t(maze.neighbour(cell, d))])
                continue;
            const CellIndex next = maze.neighbour(cell, d);
            seen[std::size_t(next)] = 1;
            queues[side].push_back(next);
            step.discoveredCells[step.discoveredCount++] = next;
            ++step.counters.searched;
            view.cells[next].seen = true;
            view.cells[next].fromGoal = side == 1;
        }
        view.currentCell = cell;
        co_yield step;
    }
    co_yield lastStep(step, SolveStep::Kind::NoPath, view.currentCell,
                      "the two searches were stopped before they met");
}

// A registry entry for a fake: described as one, with no card; `complete` and `extraFigures` as
// in SolverInfo.
inline SolverInfo fakeInfo(std::string_view id, std::string_view name, SolverFamily family,
                           std::vector<std::string_view> pseudocode,
                           SolveSteps (*create)(const Maze&, ParamValues), bool complete = true,
                           std::vector<std::string_view> extraFigures = {}) {
    return {.id = id,
            .name = name,
            .family = family,
            .description = "A fake.",
            .card = {},
            .pseudocode = std::move(pseudocode),
            .complete = complete,
            .extraFigures = std::move(extraFigures),
            .create = create};
}

inline const SolverInfo& fakeWallFollowerInfo() {
    static const SolverInfo info =
        fakeInfo("fake-wall-follower", "Wall follower (fake, for pictures)", SolverFamily::Walker,
                 {"keep the right hand on the wall"}, &fakeWallFollower, false, {"Moves walked"});
    return info;
}

inline const SolverInfo& fakeTwoSidedInfo() {
    static const SolverInfo info = fakeInfo(
        "fake-two-sided", "Bidirectional BFS (fake, for pictures)", SolverFamily::Bidirectional,
        {"expand one cell on each side in turn"}, &fakeTwoSided);
    return info;
}

inline const SolverInfo& fakeBidirectionalInfo() {
    static const SolverInfo info =
        fakeInfo("fake-bidirectional", "Fake bidirectional", SolverFamily::Bidirectional,
                 {"expand one cell on the smaller side"}, &fakeBidirectional);
    return info;
}

inline const SolverInfo& fakeWalkerInfo() {
    static const SolverInfo info =
        fakeInfo("fake-walker", "Fake walker", SolverFamily::Walker,
                 {"walk", "walk back", "give up"}, &fakeWalker, false, {"Moves walked"});
    return info;
}

inline const SolverInfo& fakeFillingInfo() {
    static const SolverInfo info = fakeInfo("fake-filling", "Fake filling", SolverFamily::Filling,
                                            {"fill a dead end"}, &fakeFilling);
    return info;
}

inline const SolverInfo& fakeNoPathInfo() {
    static const SolverInfo info = fakeInfo("fake-no-path", "Fake wall follower",
                                            SolverFamily::Walker, {"walk"}, &fakeNoPath, false);
    return info;
}

} // namespace mazelab::testing
#endif
