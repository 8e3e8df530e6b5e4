// The generated questions (core/learn/questions.hpp), for every registered solver on perfect,
// braided, weighted and unreachable mazes, at many points of each run: the marked answer is the
// one an independent replay gives (the live coroutine's next step, a frontier counted from the
// steps, g summed along the parents, fresh runs drained to their end), no wrong option equals it,
// and a kind that cannot apply gives no question.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/learn/questions.hpp"
#include "core/search_view.hpp"
#include "support.hpp"
#endif

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

using namespace mazelab;
using namespace mazelab::learn;

namespace {

QString qs(std::string_view text) {
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

struct NamedMaze {
    const char* name;
    Maze maze;
};

Maze shaped(const char* generator, Size size, std::uint64_t seed, double braid,
            Terrain terrain = {}) {
    GenerateRequest request{&generatorById(generator), size, seed, {}};
    request.shaping.braid = braid;
    request.shaping.terrain = terrain;
    return generateMaze(request);
}

std::vector<NamedMaze> mazes() {
    return {{"perfect", shaped("recursive-backtracker", {11, 9}, 5, 0)},
            {"kruskal", shaped("kruskal", {9, 8}, 2, 0)},
            {"braided", shaped("prim-true", {10, 8}, 3, 60)},
            {"weighted", shaped("wilson", {10, 8}, 4, 50, {50, 50, 9})},
            {"sidewinder-braided", shaped("sidewinder", {16, 12}, 8, 30)},
            {"open-field", shaped("open-field", {14, 10}, 6, 0)},
            {"weighted-braided", shaped("growing-tree", {16, 12}, 9, 80, {40, 70, 20})},
            {"weighted-scenario", testing::scenarioMaze("weighted")},
            {"moved-endpoints", testing::scenarioMaze("moved-endpoints")},
            {"island", testing::scenarioMaze("island")},
            {"walled-goal", testing::scenarioMaze("walled-goal")}};
}

// The solver's defaults, with a step limit at its least: the walks that never reach the goal
// stay short.
ParamValues params(const SolverInfo& info) {
    ParamValues values = info.defaults();
    for (const ParamSpec& spec : info.params)
        if (spec.key == "limit")
            values.set(info.params, "limit", spec.minimum);
    return values;
}

using testing::drain;
using testing::RunEnd;

// g by the parents: the moves back to the route's first cell, or the costs paid on the way (the
// cells entered from the start; towards the goal, each parent entered after its child).
std::int64_t gByParents(const Maze& maze, const SearchView& view, CellIndex cell, bool costs) {
    std::int64_t g = 0;
    CellIndex c = cell;
    for (int guard = 0; guard < maze.cellCount(); ++guard) {
        const CellInternals in = view.cell(c);
        if (!in.cameFrom)
            return g;
        const CellIndex parent = maze.neighbour(c, *in.cameFrom);
        g += costs ? maze.cost(in.fromGoal ? parent : c) : 1;
        c = parent;
    }
    return -1;
}

// The frontier counted from the steps alone: cells discovered and not yet taken (a queue or an
// open set of one search), or the route entered and not yet left (a stack; a pass of IDA*
// starts again from the start); empty for the others, whose count is their step's counter.
class FrontierModel {
public:
    FrontierModel(const SolverInfo& info, const Maze& maze)
        : m_family(info.family), m_start(maze.index(maze.start())) {}
    void step(const SolveStep& s) {
        if (m_family == SolverFamily::BreadthFirst || m_family == SolverFamily::BestFirst) {
            if (m_open.empty() && s.counters.expanded == 1)
                m_open.insert(m_start);
            m_open.erase(s.cell);
            m_open.insert(s.discovered().begin(), s.discovered().end());
        } else if (m_family == SolverFamily::DepthFirst ||
                   m_family == SolverFamily::IterativeDeepening) {
            if (s.kind == SolveStep::Kind::Enter && s.cell == m_start)
                m_route.clear();
            if (s.kind == SolveStep::Kind::Enter)
                m_route.push_back(s.cell);
            else if (s.kind == SolveStep::Kind::Retreat && !m_route.empty())
                m_route.pop_back();
        }
    }
    std::int64_t count(const SolveStep& s) const {
        if (m_family == SolverFamily::BreadthFirst || m_family == SolverFamily::BestFirst)
            return std::int64_t(m_open.size());
        if (m_family == SolverFamily::DepthFirst || m_family == SolverFamily::IterativeDeepening)
            return std::int64_t(m_route.size());
        return s.counters.frontier;
    }

private:
    SolverFamily m_family;
    CellIndex m_start;
    std::set<CellIndex> m_open;
    std::vector<CellIndex> m_route;
};

void checkShape(const Question& q) {
    QVERIFY2(q.options.size() >= 2 && q.options.size() <= 4, q.prompt.c_str());
    QVERIFY(q.answer >= 0 && std::size_t(q.answer) < q.options.size());
    QCOMPARE(std::set<std::string>(q.options.begin(), q.options.end()).size(), q.options.size());
    QVERIFY(!q.prompt.empty());
    QVERIFY(!q.explanation.empty());
    QCOMPARE(q.whyWrong.size(), q.options.size());
    for (std::size_t i = 0; i < q.options.size(); ++i)
        QVERIFY2(q.whyWrong[i].empty() == (int(i) == q.answer), q.prompt.c_str());
    if (q.kind == QuestionKind::NextCell) {
        QCOMPARE(q.marked.size(), q.options.size());
        QCOMPARE(std::set<CellIndex>(q.marked.begin(), q.marked.end()).size(), q.marked.size());
    } else {
        QCOMPARE(q.marked.size(), std::size_t(q.kind == QuestionKind::CellValue ? 1 : 0));
    }
}

double number(const std::string& text) {
    return std::stod(text);
}

// The cell value asked about, against the live view (g summed along the parents).
void checkCellValue(const Question& q, const SolverInfo& info, const Maze& maze,
                    const SearchView& view) {
    const CellIndex cell = q.marked.front();
    const CellInternals in = view.cell(cell);
    QVERIFY(in.g);
    const double answer = number(q.options[std::size_t(q.answer)]);
    const auto g = double(gByParents(maze, view, cell, info.usesCosts));
    if (q.prompt.rfind("What is g", 0) == 0) {
        QCOMPARE(answer, g);
    } else if (q.prompt.rfind("What is h", 0) == 0) {
        QVERIFY(in.h);
        QVERIFY(std::abs(answer - *in.h) < 0.006);
    } else {
        QVERIFY(q.prompt.rfind("What is f", 0) == 0);
        QVERIFY(in.h);
        QVERIFY(std::abs(answer - (g + *in.h)) < 0.006);
    }
}

const SolverInfo* solverNamed(const std::string& name) {
    for (const SolverInfo* s : solvers())
        if (s->name == name)
            return s;
    return nullptr;
}

// The whole-run kinds, against fresh runs drained here.
void checkWholeRun(const Question& q, const SolverInfo& info, const Maze& maze,
                   std::int64_t stepsDone, const RunEnd& end) {
    const std::string& answer = q.options[std::size_t(q.answer)];
    if (q.kind == QuestionKind::Shortest) {
        const bool costs = !maze.hasUnitCosts();
        const std::int64_t least =
            testing::leastToGoal(maze, costs ? DistanceMetric::Cost : DistanceMetric::Moves);
        QVERIFY(least >= 0);
        const std::int64_t got =
            costs ? pathCost(maze, end.path) : std::int64_t(end.path.size()) - 1;
        QCOMPARE(answer, std::string(end.found && got == least ? "Yes" : "No"));
    } else if (q.kind == QuestionKind::FewerSearched) {
        const SolverInfo* other = solverNamed(q.options[1]);
        QVERIFY(other && other != &info);
        QCOMPARE(q.options[0], std::string(info.name));
        const std::int64_t a = end.searched;
        const std::int64_t b = drain(*other, maze, other->defaults()).searched;
        QCOMPARE(q.answer, a < b ? 0 : (b < a ? 1 : 2));
    } else if (q.kind == QuestionKind::StepsLeft) {
        const std::int64_t left = end.steps - stepsDone;
        QVERIFY(left > 0);
        QCOMPARE(q.answer, left < 10 ? 0 : (left <= 50 ? 1 : 2));
    }
}

// The mazes of the diagonal rows: open fields (a grid map, which Jump Point Search takes, and an
// empty room), a braided maze and a weighted one.
std::vector<NamedMaze> diagonalMazes() {
    GenerateRequest empty{&generatorById("open-field"), {9, 7}, 1, {}};
    empty.params = ParamValues(empty.generator->params);
    empty.params.set(empty.generator->params, "obstacles", 0);
    return {{"open-field", shaped("open-field", {14, 10}, 6, 0)},
            {"empty-room", generateMaze(empty)},
            {"braided", shaped("prim-true", {10, 8}, 3, 60)},
            {"weighted", shaped("wilson", {10, 8}, 4, 50, {50, 50, 9})}};
}

// The octile distance as exact sums: on an empty room, every cell's least cost from the start.
PathCost octileCost(Cell a, Cell b) {
    const int dx = std::abs(a.x - b.x);
    const int dy = std::abs(a.y - b.y);
    return {std::max(dx, dy) - std::min(dx, dy), std::min(dx, dy)};
}

// A diagonal run's question against the live view, fresh runs under the rule and the core's
// distances under the rule (movesFrom, costsFrom).
void checkDiagonalQuestion(const Question& q, const SolverInfo& info, const NamedMaze& m,
                           Diagonal rule, std::int64_t stepsDone, const SearchView* view) {
    const Maze& maze = m.maze;
    const std::string& answer = q.options[std::size_t(q.answer)];
    const CellIndex start = maze.index(maze.start());
    if (q.kind == QuestionKind::CellValue) {
        QVERIFY(view);
        const CellIndex cell = q.marked.front();
        const CellInternals in = view->cell(cell);
        QVERIFY(in.g);
        if (q.prompt.rfind("What is g", 0) == 0) {
            // The view's g, written as costs are (two decimals with a diagonal move).
            QCOMPARE(answer, costText({*in.g, in.gDiagonal}));
            if (info.family == SolverFamily::BreadthFirst)
                QCOMPARE(double(*in.g), double(movesFrom(maze, start, rule)[std::size_t(cell)]));
            if (info.id == "dijkstra" && in.closed) // a closed cell's g is its least cost
                QVERIFY(costsFrom(maze, start, rule)[std::size_t(cell)] ==
                        (PathCost{*in.g, in.gDiagonal}));
            if (info.id == "dijkstra" && std::string_view(m.name) == "empty-room" && in.closed)
                QVERIFY(octileCost(maze.cellAt(cell), maze.start()) ==
                        (PathCost{*in.g, in.gDiagonal}));
        } else if (q.prompt.rfind("What is h", 0) == 0) {
            QVERIFY(in.h);
            QVERIFY(std::abs(number(answer) - *in.h) < 0.006);
            if (info.heuristicOf(info.defaults()) == Heuristic::Octile && !in.fromGoal)
                QVERIFY(std::abs(number(answer) -
                                 octileCost(maze.cellAt(cell), maze.goal()).value()) < 0.006);
        } else {
            QVERIFY(q.prompt.rfind("What is f", 0) == 0);
            QVERIFY(in.h);
            QVERIFY(std::abs(number(answer) - (*in.gValue() + *in.h)) < 0.006);
        }
    } else if (q.kind == QuestionKind::Shortest) {
        const SolveResult run = solveMaze(info, maze, params(info), rule);
        const PathCost least = costsFrom(maze, start, rule)[std::size_t(maze.index(maze.goal()))];
        QCOMPARE(answer, std::string(run.stats.found && run.stats.cost() == least ? "Yes" : "No"));
        QVERIFY2(q.explanation.find(costText(least)) != std::string::npos, q.explanation.c_str());
    } else if (q.kind == QuestionKind::FewerSearched) {
        const SolverInfo* other = solverNamed(q.options[1]);
        QVERIFY(other && other != &info && testing::takes(*other, maze, rule));
        const std::int64_t a = solveMaze(info, maze, params(info), rule).stats.searched;
        const std::int64_t b = solveMaze(*other, maze, {}, rule).stats.searched;
        QCOMPARE(q.answer, a < b ? 0 : (b < a ? 1 : 2));
    } else if (q.kind == QuestionKind::StepsLeft) {
        std::int64_t steps = 0;
        for (const SolveStep& s : info.start(maze, params(info), rule)) {
            (void)s;
            ++steps;
        }
        const std::int64_t left = steps - stepsDone;
        QCOMPARE(q.answer, left < 10 ? 0 : (left <= 50 ? 1 : 2));
    } else if (q.kind == QuestionKind::FrontierSize) {
        QVERIFY(view);
        QCOMPARE(answer, std::to_string(view->frontierSize()));
    }
}
} // namespace

class TestQuestions : public QObject {
    Q_OBJECT

private slots:
    void everyAnswerIsTheReplaysAnswer_data() { testing::solverRows(); }

    // For every maze and every point of the run (before the first step, the first steps, every
    // tenth of the run, the last steps): each kind that applies to the solver either gives no
    // question there or a well-formed one whose answer the live run confirms. Every kind that
    // applies gives a question somewhere.
    void everyAnswerIsTheReplaysAnswer() {
        QFETCH(QString, solver);
        const SolverInfo& info = solverById(solver.toStdString());
        const ParamValues values = params(info);
        std::map<QuestionKind, int> made;
        for (const NamedMaze& m : mazes()) {
            const RunEnd end = drain(info, m.maze, values);
            std::set<std::int64_t> points{0, std::min<std::int64_t>(1, end.steps),
                                          std::min<std::int64_t>(2, end.steps), end.steps - 1,
                                          end.steps};
            for (int k = 1; k < 10; ++k)
                points.insert(end.steps * k / 10);
            FrontierModel model(info, m.maze);
            std::int64_t done = 0;
            SolveSteps live = info.start(m.maze, values);
            const SolveStep* step = nullptr;
            for (std::int64_t p : points) {
                while (done < p) {
                    step = live.next();
                    QVERIFY2(step, qPrintable(QStringLiteral("%1: step %2 of %3")
                                                  .arg(m.name)
                                                  .arg(done + 1)
                                                  .arg(end.steps)));
                    model.step(*step);
                    ++done;
                }
                std::optional<CellIndex> nextCell;
                for (QuestionKind kind : kQuestionKinds) {
                    const QuestionContext context{m.maze, info, values, p,
                                                  std::uint64_t(p) * 31 + 7};
                    const std::optional<Question> q = makeQuestion(kind, context);
                    if (!applies(kind, info)) {
                        QVERIFY(!q);
                        continue;
                    }
                    if (!q) {
                        // Only a state question without a paused state, or an unreachable goal.
                        QVERIFY2(kind == QuestionKind::Shortest
                                     ? testing::leastToGoal(m.maze, DistanceMetric::Moves) < 0
                                     : (p == 0 || p == end.steps ||
                                        kind == QuestionKind::NextCell ||
                                        kind == QuestionKind::CellValue),
                                 m.name);
                        continue;
                    }
                    ++made[kind];
                    QCOMPARE(q->kind, kind);
                    checkShape(*q);
                    if (QTest::currentTestFailed())
                        return;
                    checkQuestion(*q, info, m.maze, p, end, step, model);
                    if (kind == QuestionKind::NextCell)
                        nextCell = q->marked[std::size_t(q->answer)];
                    if (QTest::currentTestFailed())
                        return;
                }
                if (nextCell) { // the live run's next step takes the marked answer
                    step = live.next();
                    QVERIFY(step);
                    model.step(*step);
                    ++done;
                    QVERIFY(step->kind == SolveStep::Kind::Expand ||
                            step->kind == SolveStep::Kind::Found);
                    QCOMPARE(step->cell, *nextCell);
                }
            }
        }
        for (QuestionKind kind : kQuestionKinds)
            if (applies(kind, info))
                QVERIFY2(made[kind] > 0, questionKindId(kind).data());
    }

    // Under every diagonal rule, every solver that takes it (Jump Point Search on the grid maps)
    // is asked every kind that applies, at points through its run: g, h and f are the view's
    // (costs with sqrt(2) diagonals, two decimals), BFS's g is the moves under the rule, a closed
    // cell's g in Dijkstra is its least cost under the rule (the octile distance on an empty
    // room), the shortest path is the least cost under the rule, the other solver and the steps
    // left come from fresh runs under the rule, and NextCell's answer is the live run's next take.
    void everyKindWorksUnderDiagonalMovement_data() {
        QTest::addColumn<int>("rule");
        for (Diagonal rule : kDiagonals)
            if (rule != Diagonal::Never)
                QTest::newRow(diagonalId(rule).data()) << int(rule);
    }
    void everyKindWorksUnderDiagonalMovement() {
        QFETCH(int, rule);
        const auto diagonal = Diagonal(rule);
        std::map<std::pair<std::string_view, QuestionKind>, int> made;
        std::map<QuestionKind, int> diagonalFigures; // answers with two decimals
        for (const NamedMaze& m : diagonalMazes()) {
            for (const SolverInfo* info : solvers()) {
                if (!testing::takes(*info, m.maze, diagonal))
                    continue;
                const ParamValues values = params(*info);
                std::int64_t total = 0;
                for (const SolveStep& s : info->start(m.maze, values, diagonal)) {
                    (void)s;
                    ++total;
                }
                SolveSteps live = info->start(m.maze, values, diagonal);
                const SolveStep* step = nullptr;
                std::int64_t done = 0;
                for (std::int64_t p :
                     {std::int64_t(0), std::int64_t(2), total / 3, total / 2, total - 1}) {
                    while (done < p && (step = live.next()))
                        ++done;
                    if (done != p)
                        continue;
                    const SearchView* view = step ? step->view : nullptr;
                    std::optional<CellIndex> nextCell;
                    for (QuestionKind kind : kQuestionKinds) {
                        const QuestionContext context{
                            m.maze, *info, values, p, std::uint64_t(p) * 13 + 5, diagonal};
                        const std::optional<Question> q = makeQuestion(kind, context);
                        if (!q)
                            continue;
                        QVERIFY(applies(kind, *info));
                        ++made[{info->id, kind}];
                        checkShape(*q);
                        if (QTest::currentTestFailed())
                            return;
                        checkDiagonalQuestion(*q, *info, m, diagonal, p, view);
                        if (QTest::currentTestFailed()) {
                            qWarning("%s on %s: %s", info->id.data(), m.name, q->prompt.c_str());
                            return;
                        }
                        const std::string& answer = q->options[std::size_t(q->answer)];
                        if (answer.find('.') != std::string::npos)
                            ++diagonalFigures[kind];
                        if (kind == QuestionKind::NextCell)
                            nextCell = q->marked[std::size_t(q->answer)];
                    }
                    if (nextCell) {
                        step = live.next();
                        QVERIFY(step);
                        ++done;
                        QCOMPARE(step->cell, *nextCell);
                    }
                }
            }
        }
        // Every kind that applies is asked of every solver that takes the rule, somewhere.
        for (const SolverInfo* info : solvers()) {
            if (!info->supports(diagonal))
                continue;
            for (QuestionKind kind : kQuestionKinds)
                if (applies(kind, *info) && kind != QuestionKind::NextCell)
                    QVERIFY2((made[{info->id, kind}] > 0),
                             qPrintable(QStringLiteral("%1 %2").arg(qs(info->id),
                                                                    qs(questionKindId(kind)))));
        }
        QVERIFY((made[{"astar-octile", QuestionKind::NextCell}] > 0));
        QVERIFY((made[{"jps", QuestionKind::CellValue}] > 0));
        QVERIFY(diagonalFigures[QuestionKind::CellValue] > 0);
    }

    // The figures of one question, worked out by hand: Dijkstra on an empty room under "always",
    // paused after 12 steps; g of a cell reached diagonally is the octile cost, with two
    // decimals, and the mistake that counts a diagonal move as 1 is among the options.
    void aDiagonalGIsTheOctileCost() {
        const Maze room = diagonalMazes()[1].maze;
        const SolverInfo& dijkstra = solverById("dijkstra");
        int asked = 0;
        for (std::uint64_t seed = 1; seed < 40 && asked < 3; ++seed) {
            const auto q = makeQuestion(QuestionKind::CellValue,
                                        {room, dijkstra, {}, 12, seed, Diagonal::Always});
            QVERIFY(q);
            const Cell at = room.cellAt(q->marked.front());
            const PathCost cost = octileCost(at, room.start());
            if (cost.diagonal == 0)
                continue;
            ++asked;
            QCOMPARE(q->options[std::size_t(q->answer)], costText(cost));
            QVERIFY(q->options[std::size_t(q->answer)].size() >= 4); // "2.83": two decimals
            QVERIFY2(q->explanation.find("sqrt(2) x " + std::to_string(cost.diagonal)) !=
                         std::string::npos,
                     q->explanation.c_str());
            const auto wrong = std::find(q->options.begin(), q->options.end(),
                                         std::to_string(cost.straight + cost.diagonal));
            if (wrong != q->options.end())
                QVERIFY(q->whyWrong[std::size_t(wrong - q->options.begin())].find(
                            "diagonal move") != std::string::npos);
        }
        QCOMPARE(asked, 3);
    }

    void aKindThatCannotApplyGivesNoQuestion() {
        const Maze maze = shaped("recursive-backtracker", {8, 8}, 1, 0);
        const ParamValues none;
        for (const SolverInfo* s : solvers()) {
            if (s->family != SolverFamily::Walker && s->family != SolverFamily::Filling)
                continue;
            const ParamValues values = s->defaults();
            QVERIFY(!applies(QuestionKind::NextCell, *s));
            QVERIFY(!applies(QuestionKind::FrontierSize, *s));
            QVERIFY(!applies(QuestionKind::CellValue, *s));
            QVERIFY(!makeQuestion(QuestionKind::NextCell, {maze, *s, values, 3, 1}));
            QVERIFY(!makeQuestion(QuestionKind::CellValue, {maze, *s, values, 3, 1}));
        }
        const auto bfsAt = std::find_if(solvers().begin(), solvers().end(), [](auto* s) {
            return s->family == SolverFamily::BreadthFirst;
        });
        QVERIFY(bfsAt != solvers().end());
        const SolverInfo& bfs = **bfsAt;
        QVERIFY(applies(QuestionKind::NextCell, bfs));
        // Before the first step there is no state to ask about; at the end no step is left.
        QVERIFY(!makeQuestion(QuestionKind::NextCell, {maze, bfs, none, 0, 1}));
        QVERIFY(!makeQuestion(QuestionKind::FrontierSize, {maze, bfs, none, 0, 1}));
        const RunEnd end = drain(bfs, maze, none);
        QVERIFY(!makeQuestion(QuestionKind::StepsLeft, {maze, bfs, none, end.steps, 1}));
        QVERIFY(makeQuestion(QuestionKind::StepsLeft, {maze, bfs, none, end.steps - 1, 1}));
        // A run the solver refuses: Jump Point Search under four directions, or on a maze with
        // walls between open cells, gives no question (and throws nothing).
        const SolverInfo& jps = solverById("jps");
        for (QuestionKind kind : kQuestionKinds) {
            QVERIFY(!makeQuestion(kind, {maze, jps, none, 3, 1}));
            QVERIFY(!makeQuestion(kind, {maze, jps, none, 3, 1, Diagonal::Always}));
        }
        // An unreachable goal: no path can be a shortest one.
        const Maze walled = testing::scenarioMaze("walled-goal");
        QVERIFY(!makeQuestion(QuestionKind::Shortest, {walled, bfs, none, 0, 1}));
    }

    void theSameSeedGivesTheSameQuestion() {
        const Maze maze = shaped("prim-true", {10, 8}, 3, 60);
        for (const SolverInfo* s : solvers())
            for (QuestionKind kind : kQuestionKinds) {
                if (!testing::takes(*s, maze))
                    continue;
                const ParamValues values = params(*s);
                const auto a = makeQuestion(kind, {maze, *s, values, 6, 99});
                const auto b = makeQuestion(kind, {maze, *s, values, 6, 99});
                QCOMPARE(a.has_value(), b.has_value());
                if (a) {
                    QCOMPARE(a->options, b->options);
                    QCOMPARE(a->answer, b->answer);
                    QCOMPARE(a->marked, b->marked);
                }
            }
    }

private:
    static void checkQuestion(const Question& q, const SolverInfo& info, const Maze& maze,
                              std::int64_t p, const RunEnd& end, const SolveStep* step,
                              const FrontierModel& model) {
        if (q.kind == QuestionKind::CellValue) {
            checkCellValue(q, info, maze, *step->view);
        } else if (q.kind == QuestionKind::FrontierSize) {
            QCOMPARE(number(q.options[std::size_t(q.answer)]), double(model.count(*step)));
            QCOMPARE(number(q.options[std::size_t(q.answer)]), double(step->counters.frontier));
        } else if (q.kind == QuestionKind::NextCell) {
            const std::vector<CellIndex> waiting = step->view->frontier(step->view->frontierSize());
            for (CellIndex c : q.marked) // every marked cell waits in the frontier
                QVERIFY(std::find(waiting.begin(), waiting.end(), c) != waiting.end());
        } else {
            checkWholeRun(q, info, maze, p, end);
        }
    }
};

QTEST_GUILESS_MAIN(TestQuestions)
#include "test_questions.moc"
