// The solver registry's entries and traits: complete entries with unique ids, traits that follow
// from each family's way of searching, and every guarantee a solver does not claim shown missing
// on some maze, so that the traits claim no less than the solver does.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/registry.hpp"
#include "core/run.hpp"
#include "support.hpp"
#endif

#include <algorithm>
#include <set>
#include <string>

using namespace mazelab;
using mazelab::testing::leastToGoal;
using mazelab::testing::scenarioMaze;

namespace {

// Whether the solver refuses, under every movement it takes, a room without walls where one
// cell costs more than 1.
bool refusesWeights(const SolverInfo& s) {
    Maze room(Size{5, 5});
    room.openAll();
    room.setCost(room.index({2, 2}), 4);
    for (const Diagonal rule : kDiagonals)
        if (s.supports(rule) && s.mazeProblem(room).empty())
            return false;
    return true;
}

} // namespace

class TestSolverTraits : public QObject {
    Q_OBJECT

private slots:
    // Registry entries are complete, with unique kebab-case ids.
    void registryEntriesAreComplete() {
        QVERIFY(!solvers().empty());
        std::set<std::string_view> ids;
        for (const SolverInfo* s : solvers()) {
            QVERIFY2(ids.insert(s->id).second, "two solvers share an id");
            QVERIFY(std::all_of(s->id.begin(), s->id.end(), [](char c) {
                return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
            }));
            QVERIFY(!s->name.empty() && s->description.size() > 80 && !s->pseudocode.empty());
            QVERIFY(!s->card.howItWorks.empty() && !s->card.time.empty() &&
                    !s->card.memory.empty());
            // Predict's feedback quotes it as a whole sentence.
            QVERIFY2(s->nextStepRule.size() > 40 && s->nextStepRule.back() == '.',
                     std::string(s->id).c_str());
            // Four directions, or a reason not to (test_movement checks the diagonal rules).
            QVERIFY2(s->create != nullptr || !s->noFourWay.empty(), std::string(s->id).c_str());
            QCOMPARE(findSolver(s->id), s);
        }
        QVERIFY_THROWS_EXCEPTION(Error, (void)solverById("nope"));
        QVERIFY(findSolver("nope") == nullptr);
    }

    // Each family's traits follow from how it searches, so a new solver of a family is held to
    // them: a queue of moves finds the fewest moves and reads no costs; a stack keeps no
    // guarantee; an open set orders by cost, so it reads costs, unless it refuses every maze with
    // costs (JPS: its moves cost 1 each). A cheapest-path guarantee covers unit costs too; only a
    // search steered by f = g + h (best-first, bidirectional A*, IDA*) has a heuristic, and only a
    // heuristic can overestimate; "needs weights" means costs are its point.
    void familiesDecideTheTraits() {
        for (const SolverInfo* s : solvers()) {
            const std::string id(s->id);
            switch (s->family) {
            case SolverFamily::BreadthFirst:
                QVERIFY2(s->shortestOnUnitCosts && !s->usesCosts, id.c_str());
                break;
            case SolverFamily::DepthFirst:
                QVERIFY2(!s->shortestOnUnitCosts && !s->cheapestOnCosts && !s->usesCosts,
                         id.c_str());
                break;
            case SolverFamily::BestFirst:
                QVERIFY2((s->usesCosts || refusesWeights(*s)) && s->complete, id.c_str());
                break;
            case SolverFamily::Bidirectional: // two queues or open sets that must meet
                QVERIFY2(s->shortestOnUnitCosts && s->complete, id.c_str());
                break;
            case SolverFamily::IterativeDeepening: // bounded by f, and by its step limit
                QVERIFY2(!s->heuristic.empty() && !s->complete, id.c_str());
                break;
            case SolverFamily::Walker: // sees only where it stands: no distances, no costs
                QVERIFY2(!s->shortestOnUnitCosts && !s->cheapestOnCosts && !s->usesCosts,
                         id.c_str());
                break;
            case SolverFamily::Filling: // what is filled depends on walls alone
                QVERIFY2(!s->usesCosts, id.c_str());
                break;
            case SolverFamily::Incremental: // LPA*'s queue: A*'s guarantees, kept over edits
                QVERIFY2(s->cheapestOnCosts && s->cheapestWithDiagonals && s->complete &&
                             !s->heuristic.empty() && s->createIncremental,
                         id.c_str());
                break;
            }
            // Only an incremental solver repairs its search.
            QVERIFY2((s->createIncremental != nullptr) == (s->family == SolverFamily::Incremental),
                     id.c_str());
            // A solver that can stop short says so with a step limit, a parameter.
            QVERIFY2(s->complete || !s->params.empty() || s->family == SolverFamily::Walker,
                     id.c_str());
            QVERIFY2(s->extraFigures.size() <= kExtraFigures, id.c_str());
            for (const ParamSpec& p : s->params)
                QVERIFY2(p.minimum <= p.defaultValue && p.defaultValue <= p.maximum, id.c_str());
            QVERIFY2(!s->cheapestOnCosts || (s->shortestOnUnitCosts && s->usesCosts), id.c_str());
            // A heuristic orders an open set (best-first, or both sides of a bidirectional
            // search by costs: bidirectional A*) or bounds a deepening search.
            QVERIFY2(s->heuristic.empty() || s->family == SolverFamily::BestFirst ||
                         s->family == SolverFamily::IterativeDeepening ||
                         s->family == SolverFamily::Incremental ||
                         (s->family == SolverFamily::Bidirectional && s->usesCosts),
                     id.c_str());
            QVERIFY2(!s->inadmissible || !s->heuristic.empty(), id.c_str());
            QVERIFY2(!s->needsWeights || s->usesCosts, id.c_str());
        }
    }

    // The traits claim no less than a solver does: one without the shortest-path guarantee finds
    // a longer path than the shortest on some maze with loops, one without the cheapest-path
    // guarantee a dearer path on some weighted maze. A solver that is not complete may stop short
    // on some of them.
    void everyMissingGuaranteeShowsOnSomeMaze() {
        std::vector<Maze> mazes = {scenarioMaze("detour"), scenarioMaze("open-room"),
                                   scenarioMaze("weighted")};
        for (std::uint64_t seed : {1u, 2u, 3u}) {
            GenerateRequest request{&generatorById("recursive-backtracker"), {25, 25}, seed, {}};
            request.shaping.braid = 60;
            mazes.push_back(generateMaze(request));
            request.shaping.terrain = {40, 50, 9};
            mazes.push_back(generateMaze(request));
        }
        for (const SolverInfo* s : solvers()) {
            bool longer = false;
            bool dearer = false;
            if (!s->supports(Diagonal::Never))
                continue; // these guarantees speak of four directions (JPS takes only diagonals)
            for (const Maze& maze : mazes) {
                const auto r = solveMaze(*s, maze);
                QVERIFY(r.stats.found || !s->complete);
                if (!r.stats.found)
                    continue;
                longer |= r.stats.pathLength > leastToGoal(maze, DistanceMetric::Moves);
                dearer |= r.stats.pathCost > leastToGoal(maze, DistanceMetric::Cost);
            }
            QVERIFY2(s->shortestOnUnitCosts || longer, std::string(s->id).c_str());
            QVERIFY2(s->cheapestOnCosts || dearer, std::string(s->id).c_str());
        }
    }
};

QTEST_GUILESS_MAIN(TestSolverTraits)
#include "test_solver_traits.moc"
