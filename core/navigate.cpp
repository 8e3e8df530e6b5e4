#include "core/navigate.hpp"

#include "core/incremental.hpp"
#include "core/run.hpp"

#include <memory>
#include <optional>
#include <utility>

namespace mazelab {

namespace {

// What the agent believes at the start: the truth's shape, start and goal; every cell active and
// of cost 1; every wall between neighbours open.
Maze freespaceOf(const Maze& truth) {
    Maze known = truth;
    known.clearMask();
    known.openAll();
    for (CellIndex i = 0; i < known.cellCount(); ++i)
        known.setCost(i, 1);
    return known;
}

// The state of one walk. The coroutine below owns it; every NavStep points into it.
class Walk {
public:
    Walk(const Maze& truth, NavigateRequest request)
        : m_truth(truth), m_request(std::move(request)), m_known(freespaceOf(truth)),
          m_sensed(std::size_t(truth.cellCount()), 0), m_mark(std::size_t(truth.cellCount()), 0),
          m_hops(std::size_t(truth.cellCount()), 0), m_agent(truth.index(truth.start())),
          m_goal(truth.index(truth.goal())) {
        m_trail.push_back(m_agent);
    }

    // Senses around the agent: every cell fewer than the radius hops away through any slot.
    void senseAround() {
        const int radius = m_request.sensorRadius;
        std::vector<CellIndex> region{m_agent};
        const std::uint32_t stamp = nextStamp();
        m_mark[std::size_t(m_agent)] = stamp;
        m_hops[std::size_t(m_agent)] = 1;
        for (std::size_t head = 0; head < region.size(); ++head) {
            const CellIndex c = region[head];
            const int hops = m_hops[std::size_t(c)];
            if (hops >= radius)
                continue;
            for (int s = 0; s < m_truth.slotCount(c); ++s) {
                const CellIndex n = m_truth.slotNeighbour(c, Slot(s));
                if (n < 0 || m_mark[std::size_t(n)] == stamp)
                    continue;
                m_mark[std::size_t(n)] = stamp;
                m_hops[std::size_t(n)] = hops + 1;
                region.push_back(n);
            }
        }
        sense(region);
    }

    // Senses the cells a refused move from `a` to `b` involves: its ends and, for a diagonal,
    // the two corners of its routes.
    void senseMove(CellIndex a, CellIndex b) {
        std::vector<CellIndex> cells{a, b};
        if (m_truth.isSquare()) {
            const Move m = moveBetween(m_truth.cellAt(a), m_truth.cellAt(b));
            if (m != kMoves && isDiagonal(m)) {
                cells.push_back(m_truth.neighbour(a, firstDir(m)));
                cells.push_back(m_truth.neighbour(a, secondDir(m)));
            }
        }
        sense(cells);
    }

    // Plans from the agent's cell on what it knows. False when there is no plan; `m_reason`
    // then says why.
    bool plan() {
        std::optional<std::vector<CellIndex>> path;
        if (m_search) {
            const std::int64_t before = m_search->totalExpanded();
            path = drain(m_search->compute());
            m_counters.expanded += m_search->totalExpanded() - before;
        } else {
            path = drain(m_request.planner->start(m_known, m_request.params, m_request.rule));
        }
        m_plan.clear();
        m_planCosts.clear();
        m_position = 0;
        if (!path)
            return false;
        m_plan = std::move(*path);
        for (CellIndex c : m_plan)
            m_planCosts.push_back(m_known.cost(c));
        // A plan that is already invalid would be replanned for ever without a new fact.
        if (m_plan.empty() || m_plan.front() != m_agent || m_plan.back() != m_goal || !planValid())
            throw Error(std::string(m_request.planner->name) +
                        " planned a path that does not follow the moves the agent knows of");
        return true;
    }

    // Whether the rest of the plan is still allowed, and as cheap, on what the agent knows.
    // Knowledge only adds walls and obstacles and raises costs from 1, so a plan that is still
    // valid is still a cheapest one for a planner that finds cheapest paths.
    [[nodiscard]] bool planValid() const {
        for (std::size_t i = m_position; i < m_plan.size(); ++i) {
            if (m_known.cost(m_plan[i]) != m_planCosts[i] || !m_known.isActive(m_plan[i]))
                return false;
            if (i + 1 < m_plan.size() &&
                !moveAllowed(m_known, m_plan[i], m_plan[i + 1], m_request.rule))
                return false;
        }
        return true;
    }

    NavStep makeStep(NavStep::Kind kind) const {
        NavStep step;
        step.kind = kind;
        step.agent = m_agent;
        if (!m_plan.empty())
            step.plan = std::span<const CellIndex>(m_plan).subspan(m_position);
        step.trail = m_trail;
        step.revealed = m_revealed;
        step.known = &m_known;
        step.sensed = m_sensed;
        step.reason = m_reason;
        step.counters = m_counters;
        return step;
    }

    void startSearch() {
        if (m_request.planner->createIncremental != nullptr)
            m_search =
                startIncremental(*m_request.planner, m_known, m_request.params, m_request.rule);
    }

    // Tells an incremental planner what changed since it last heard.
    void notifyPlanner() {
        if (m_search && !m_changed.empty())
            m_search->cellsChanged(m_changed);
        m_changed.clear();
    }

    const Maze& m_truth;
    NavigateRequest m_request;
    Maze m_known;
    std::vector<std::uint8_t> m_sensed;
    std::vector<std::uint32_t> m_mark; // == m_stamp: visited by the current pass
    std::vector<int> m_hops;
    std::uint32_t m_stamp = 0;
    CellIndex m_agent;
    CellIndex m_goal;
    std::unique_ptr<IncrementalSearch> m_search;
    std::vector<CellIndex> m_plan; // the current plan, the cell the agent left it at first
    std::vector<int> m_planCosts;  // what each of its cells cost when it was made
    std::size_t m_position = 0;    // the agent is on m_plan[m_position]
    std::vector<CellIndex> m_trail;
    std::vector<CellIndex> m_revealed; // sensed for the first time by the last step
    std::vector<CellIndex> m_changed;  // cells whose known state changed, not yet told
    std::string m_reason;
    NavigateCounters m_counters;

private:
    std::uint32_t nextStamp() {
        if (++m_stamp == 0) { // wrapped: old marks could collide
            std::fill(m_mark.begin(), m_mark.end(), 0);
            m_stamp = 1;
        }
        return m_stamp;
    }

    void changed(CellIndex c) {
        if (m_changedMark.empty())
            m_changedMark.assign(m_sensed.size(), 0);
        if (m_changedMark[std::size_t(c)] == m_changedStamp)
            return;
        m_changedMark[std::size_t(c)] = m_changedStamp;
        m_changed.push_back(c);
    }

    // Makes the known wall through slot s of cell c what the truth has, noting both sides.
    void copyWall(CellIndex c, Slot s) {
        const bool open = (m_truth.openSlots(c) >> s & 1u) != 0;
        if (((m_known.openSlots(c) >> s & 1u) != 0) == open)
            return;
        const CellIndex n = m_truth.slotNeighbour(c, s);
        m_known.setSlot(c, s, open);
        changed(c);
        changed(n);
    }

    // Copies the truth of `cells` into what the agent knows: first the walls the truth has
    // closed, then the mask and the costs, then any passage it has open that the agent did not
    // assume (none on the shapes it takes: it assumes every wall between neighbours open).
    void sense(std::span<const CellIndex> cells) {
        m_revealed.clear();
        if (++m_changedStamp == 0) {
            std::fill(m_changedMark.begin(), m_changedMark.end(), 0);
            m_changedStamp = 1;
        }
        std::vector<CellIndex> fresh;
        for (CellIndex c : cells)
            if (m_sensed[std::size_t(c)] == 0) {
                m_sensed[std::size_t(c)] = 1;
                fresh.push_back(c);
                m_revealed.push_back(c);
            }
        for (CellIndex c : fresh)
            for (int s = 0; s < m_truth.slotCount(c); ++s)
                if (m_truth.slotNeighbour(c, Slot(s)) >= 0 && (m_truth.openSlots(c) >> s & 1u) == 0)
                    copyWall(c, Slot(s));
        for (CellIndex c : fresh) {
            if (!m_truth.isActive(c) && m_known.isActive(c)) {
                m_known.setActive(c, false);
                changed(c);
            }
            if (m_known.cost(c) != m_truth.cost(c)) {
                m_known.setCost(c, m_truth.cost(c));
                changed(c);
            }
        }
        for (CellIndex c : fresh)
            for (int s = 0; s < m_truth.slotCount(c); ++s)
                if ((m_truth.openSlots(c) >> s & 1u) != 0)
                    copyWall(c, Slot(s));
    }

    // The path of a planner's run, or none; m_reason says why there is none.
    std::optional<std::vector<CellIndex>> drain(SolveSteps steps) {
        std::optional<std::vector<CellIndex>> path;
        std::int64_t expanded = 0;
        for (const SolveStep& step : steps) {
            expanded = step.counters.expanded;
            if (step.kind == SolveStep::Kind::Found) {
                path.emplace(step.path.begin(), step.path.end());
            } else if (step.kind == SolveStep::Kind::NoPath ||
                       step.kind == SolveStep::Kind::GaveUp) {
                m_reason = noPathReason(step);
            }
        }
        if (!m_search)
            m_counters.expanded += expanded;
        return path;
    }

    [[nodiscard]] std::string noPathReason(const SolveStep& last) const {
        const SolverInfo& planner = *m_request.planner;
        const std::string own = last.reason.empty() ? "" : " (" + std::string(last.reason) + ")";
        if (last.kind == SolveStep::Kind::GaveUp)
            return std::string(planner.name) +
                   " gave up before it found a path on what the agent "
                   "knows" +
                   own;
        // A complete planner's "no path" on the freespace assumption is a proof: the truth has
        // at least the walls the agent knows of.
        if (planner.complete)
            return m_agent == m_known.index(m_truth.start()) && m_counters.moves == 0
                       ? "what the agent has seen walls the goal off from its start"
                       : "what the agent has seen walls the goal off from it";
        return std::string(planner.name) + " found no path on what the agent knows" + own +
               "; it does not always find one where there is one";
    }

    std::vector<std::uint32_t> m_changedMark;
    std::uint32_t m_changedStamp = 0;
};

// The walk. Termination: a plan is a finite path; each move either walks one cell of it or
// bumps, and a bump teaches the agent the move's cells, which makes that move forbidden on what
// it knows, so the plan is replaced. A new plan is made only when what the agent knows has
// changed since the last one (a plan is valid when made, and knowledge is all that can make it
// invalid), and it learns at most every wall, cost and mask bit of the maze once: so there are
// finitely many plans, each walked in finitely many moves.
NavSteps walk(const Maze& truth, NavigateRequest request) {
    Walk w(truth, std::move(request));
    w.senseAround();
    w.m_changed.clear(); // the search starts on what the first sensing showed
    w.startSearch();
    if (!w.plan()) {
        co_yield w.makeStep(NavStep::Kind::NoPath);
        co_return;
    }
    co_yield w.makeStep(NavStep::Kind::Plan);
    while (w.m_agent != w.m_goal) {
        const CellIndex next = w.m_plan[w.m_position + 1];
        if (moveAllowed(truth, w.m_agent, next, w.m_request.rule)) {
            w.m_agent = next;
            ++w.m_position;
            ++w.m_counters.moves;
            w.m_trail.push_back(next);
            if (next != w.m_goal) // the planner plans from the agent's cell
                w.m_known.setStart(truth.cellAt(next));
            w.senseAround();
            w.notifyPlanner();
            co_yield w.makeStep(NavStep::Kind::Move);
        } else {
            ++w.m_counters.bumps;
            w.senseMove(w.m_agent, next);
            w.notifyPlanner();
            if (w.planValid()) // what it sensed shows the refused move: never reached
                throw Error("the agent bumped without learning why");
            co_yield w.makeStep(NavStep::Kind::Bump);
        }
        if (w.m_agent == w.m_goal || w.planValid())
            continue;
        ++w.m_counters.replans;
        w.m_revealed.clear(); // the step before showed them
        if (!w.plan()) {
            co_yield w.makeStep(NavStep::Kind::NoPath);
            co_return;
        }
        co_yield w.makeStep(NavStep::Kind::Replan);
    }
    w.m_plan.clear();
    w.m_revealed.clear();
    co_yield w.makeStep(NavStep::Kind::Arrived);
}

// The first registry solver guaranteed a least-cost path on this maze under this movement.
const SolverInfo* cheapestSolver(const Maze& maze, Diagonal rule) {
    for (const SolverInfo* solver : solvers()) {
        const ParamValues values = solver->valuesForShape(maze.shapeKind(), solver->defaults());
        if (solver->cheapestUnder(values, rule) && solver->supports(rule) &&
            solver->movementError(rule).empty() && solver->mazeProblem(maze).empty())
            return solver;
    }
    return nullptr;
}

} // namespace

std::string sensorRadiusError(long long radius) {
    if (radius >= kMinSensorRadius && radius <= kMaxSensorRadius)
        return {};
    return "the sensor radius must be from " + std::to_string(kMinSensorRadius) + " to " +
           std::to_string(kMaxSensorRadius) + ", not " + std::to_string(radius);
}

std::string navigateError(const Maze& maze, const NavigateRequest& request) {
    if (request.planner == nullptr)
        return "no planner was given: the agent needs a solver to plan its path";
    const SolverInfo& planner = *request.planner;
    if (std::string error = sensorRadiusError(request.sensorRadius); !error.empty())
        return error;
    if (maze.shapeKind() == ShapeKind::Weave)
        return "the agent does not walk weave mazes: it assumes the walls it has not seen are "
               "open, and a weave maze cannot be all open (a passage under a cell needs that "
               "cell to be a straight corridor across it), so its plans would miss the passages "
               "under cells it has not seen";
    if (maze.start() == maze.goal())
        return "the start is the goal: the agent has nowhere to walk";
    if (std::string error = planner.movementError(request.rule); !error.empty())
        return error;
    if (std::string error = planner.mazeProblem(maze); !error.empty())
        return error;
    // The planner plans on what the agent knows: its checks (parameters, shape, heuristic,
    // movement, the maze it takes) are the ones its run makes there.
    try {
        const Maze known = freespaceOf(maze);
        [[maybe_unused]] const SolveSteps steps =
            planner.start(known, request.params, request.rule);
    } catch (const Error& e) {
        return e.what();
    }
    return {};
}

NavSteps navigate(const Maze& truth, NavigateRequest request) {
    if (std::string error = navigateError(truth, request); !error.empty())
        throw Error(error);
    return walk(truth, std::move(request));
}

NavigateResult navigateMaze(const Maze& truth, const NavigateRequest& request) {
    NavigateResult result;
    for (const NavStep& step : navigate(truth, request)) {
        if (!step.isLast())
            continue;
        result.arrived = step.kind == NavStep::Kind::Arrived;
        result.reason = std::string(step.reason);
        result.counters = step.counters;
        result.route.assign(step.trail.begin(), step.trail.end());
    }
    result.routeCost = pathCostOf(truth, result.route);
    measureShortest(truth, request.rule, result);
    return result;
}

void measureShortest(const Maze& truth, Diagonal rule, NavigateResult& result) {
    result.shortestFound = false;
    result.shortestMoves = 0;
    result.shortestCost = {};
    if (const SolverInfo* solver = cheapestSolver(truth, rule)) {
        const SolveResult shortest = solveMaze(
            *solver, truth, solver->valuesForShape(truth.shapeKind(), solver->defaults()), rule);
        result.shortestFound = shortest.stats.found;
        if (shortest.stats.found) {
            result.shortestMoves = std::int64_t(shortest.path.size()) - 1;
            result.shortestCost = pathCostOf(truth, shortest.path);
        }
    }
}

} // namespace mazelab
