// Questions and Predict on mazes of every shape but the square (hexagonal, triangular, polar and
// weave cells; core/learn/questions.hpp, core/learn/prediction.hpp). For every solver that solves
// the shape, on a perfect, a braided and a weighted maze, at points through its run: every kind
// that applies is asked somewhere, and its answer is the one the test works out on its own (g
// through the slots back to the parents and, for BFS, by the test's own breadth-first search; h
// the shape's distance; the shortest path by the test's own breadth-first search or Dijkstra;
// the other solver and the steps left by fresh runs; the next cell and the frontier by the live
// run); no text speaks of rows and columns. Predict's answer is the step's own cell, and its
// reasons name the step's direction in the shape's own words, checked against the cells' places.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/learn/prediction.hpp"
#include "core/learn/questions.hpp"
#include "core/run.hpp"
#include "core/search_view.hpp"
#include "core/shape.hpp"
#include "core/shaping.hpp"
#include "shape_support.hpp"
#include "support.hpp"
#endif

#include <cmath>
#include <deque>
#include <map>
#include <numbers>
#include <queue>
#include <regex>
#include <set>

using namespace mazelab;
using namespace mazelab::learn;
using namespace mazelab::testing;

namespace {

struct NamedMaze {
    const char* name;
    Maze maze;
};

std::vector<NamedMaze> mazesOf(ShapeKind kind) {
    std::vector<NamedMaze> mazes;
    const auto make = [&](const char* name, std::uint64_t seed, Shaping shaping) {
        mazes.push_back({name, shapedMaze(kind, {8, 7}, 5, seed, shaping)});
    };
    make("perfect", 3, {});
    make("braided", 4, Shaping{60, Symmetry::None, {}});
    make("weighted", 5, Shaping{50, Symmetry::None, {40, 50, 9}});
    return mazes;
}

// What a run takes on cells other than squares: the shape's heuristic, and the least step limit
// (so that the walks that never reach the goal stay short).
ParamValues runParams(const SolverInfo& info) {
    ParamValues values = shapeParams(info);
    for (const ParamSpec& spec : info.params)
        if (spec.key == "limit")
            values.set(info.params, "limit", spec.minimum);
    return values;
}

// The solvers that solve this maze.
std::vector<const SolverInfo*> shapeSolvers(const Maze& maze) {
    std::vector<const SolverInfo*> out;
    for (const SolverInfo* s : solvers())
        if (solvesShape(*s, maze.shapeKind()) && s->mazeProblem(maze).empty())
            out.push_back(s);
    return out;
}

// g through the slots back to the parents: the moves, or the costs of the cells entered (from
// the goal's side, each parent is entered after its child). None where the parents cross to the
// other side of a bidirectional search (a cell both sides saw), which the test cannot follow.
std::optional<std::int64_t> gBySlots(const Maze& maze, const SearchView& view, CellIndex cell,
                                     bool costs) {
    std::int64_t g = 0;
    const bool fromGoal = view.cell(cell).fromGoal;
    CellIndex c = cell;
    for (int guard = 0; guard < maze.cellCount(); ++guard) {
        const CellInternals in = view.cell(c);
        if (in.fromGoal != fromGoal)
            return std::nullopt;
        if (!in.cameFromSlot)
            return g;
        const CellIndex parent = maze.slotNeighbour(c, *in.cameFromSlot);
        g += costs ? maze.cost(fromGoal ? parent : c) : 1;
        c = parent;
    }
    return -1; // the parents run in a loop
}

const SolverInfo* solverNamed(const std::string& name) {
    for (const SolverInfo* s : solvers())
        if (s->name == name)
            return s;
    return nullptr;
}

bool containsAny(const std::string& text, std::initializer_list<const char*> words) {
    for (const char* w : words)
        if (text.find(w) != std::string::npos)
            return true;
    return false;
}

// Whether the text names a compass direction ("lowest" does not).
bool namesCompass(const std::string& text) {
    static const std::regex compass("\\b(east|west|north|south)\\b");
    return std::regex_search(text, compass);
}

// Everything a question says: no row-and-column measure on these cells.
void checkWords(const Question& q) {
    std::string all = q.prompt + " " + q.explanation;
    for (const std::string& w : q.whyWrong)
        all += " " + w;
    QVERIFY2(!containsAny(all, {"|dx|", "dx^2", "Manhattan", "octile", "Chebyshev"}), all.c_str());
}

// The question's answer, worked out by the test; `view` is the live run's after `stepsDone`
// steps, `end` a drained run with the same parameters.
void checkAnswer(const Question& q, const SolverInfo& info, const Maze& maze,
                 const ParamValues& values, std::int64_t stepsDone, const RunEnd& end,
                 const SearchView* view) {
    const std::string& answer = q.options[std::size_t(q.answer)];
    const bool costs = !maze.hasUnitCosts();
    switch (q.kind) {
    case QuestionKind::CellValue: {
        QVERIFY(view);
        const CellIndex cell = q.marked.front();
        const CellInternals in = view->cell(cell);
        QVERIFY(in.g);
        const Cell origin = in.fromGoal ? maze.goal() : maze.start();
        const Cell target = in.fromGoal ? maze.start() : maze.goal();
        if (q.prompt.rfind("What is g", 0) == 0) {
            if (const auto g = gBySlots(maze, *view, cell, info.usesCosts))
                QCOMPARE(std::stod(answer), double(*g));
            if (info.family == SolverFamily::BreadthFirst)
                QCOMPARE(std::stod(answer),
                         double(slotDistances(maze, maze.index(origin), false)[std::size_t(cell)]));
        } else if (q.prompt.rfind("What is h", 0) == 0) {
            const double h = maze.shape().heuristic(cell, maze.index(target));
            QVERIFY2(std::abs(std::stod(answer) - h) < 0.006, answer.c_str());
        } else {
            QVERIFY(q.prompt.rfind("What is f", 0) == 0);
            const double h = maze.shape().heuristic(cell, maze.index(target));
            QVERIFY2(std::abs(std::stod(answer) - (*in.gValue() + h)) < 0.006, answer.c_str());
        }
        break;
    }
    case QuestionKind::FrontierSize:
        QVERIFY(view);
        QCOMPARE(answer, std::to_string(view->frontierSize()));
        break;
    case QuestionKind::Shortest: {
        const std::int64_t least = slotDistances(maze, maze.index(maze.start()),
                                                 costs)[std::size_t(maze.index(maze.goal()))];
        QVERIFY(least >= 0);
        std::int64_t got = std::int64_t(end.path.size()) - 1;
        if (costs) {
            got = 0;
            for (std::size_t i = 1; i < end.path.size(); ++i)
                got += maze.cost(end.path[i]);
        }
        QCOMPARE(answer, std::string(end.found && got == least ? "Yes" : "No"));
        break;
    }
    case QuestionKind::FewerSearched: {
        const SolverInfo* other = solverNamed(q.options[1]);
        QVERIFY(other && other != &info && other->supports(maze.shapeKind()));
        const std::int64_t b = drain(*other, maze, shapeParams(*other)).searched;
        QCOMPARE(q.answer, end.searched < b ? 0 : (b < end.searched ? 1 : 2));
        break;
    }
    case QuestionKind::StepsLeft: {
        const std::int64_t left = end.steps - stepsDone;
        QVERIFY(left > 0);
        QCOMPARE(q.answer, left < 10 ? 0 : (left <= 50 ? 1 : 2));
        break;
    }
    case QuestionKind::NextCell:
        break; // against the live run's next step, by the caller
    }
    (void)values;
}

// The direction of a step between neighbours, from the cells' places alone: the words a reason
// must use, and the cell a weave's passage runs under (-1 for none).
struct Direction {
    std::string word;
    bool polar = false;
    CellIndex under = -1;
};
Direction directionOf(const Maze& maze, CellIndex from, CellIndex to) {
    const Cell a = maze.cellAt(from);
    const Cell b = maze.cellAt(to);
    const Shape& shape = maze.shape();
    switch (maze.shapeKind()) {
    case ShapeKind::Polar:
        if (b.y != a.y)
            return {b.y > a.y ? "outward" : "inward", true};
        return {b.x == (a.x + 1) % maze.rowLength(a.y) ? "clockwise" : "counter-clockwise", true};
    case ShapeKind::Hex: {
        // Flat-topped hexagons: the neighbours lie every 60 degrees from straight up.
        const Point p = shape.centre(from);
        const Point q = shape.centre(to);
        const double degrees = std::atan2(q.x - p.x, p.y - q.y) * 180 / std::numbers::pi;
        static const char* words[] = {"north", "north-east", "south-east",
                                      "south", "south-west", "north-west"};
        const int sector = int(std::lround((degrees < 0 ? degrees + 360 : degrees) / 60)) % 6;
        return {words[sector]};
    }
    case ShapeKind::Triangle:
    case ShapeKind::Weave:
    case ShapeKind::Square: {
        const int dx = b.x - a.x;
        const int dy = b.y - a.y;
        const char* word = dx > 0 ? "east" : dx < 0 ? "west" : dy > 0 ? "south" : "north";
        CellIndex under = -1;
        if (std::abs(dx) + std::abs(dy) == 2)
            under = maze.index(Cell{a.x + dx / 2, a.y + dy / 2});
        return {word, false, under};
    }
    }
    return {};
}

// "Next: (3,2), to the east of (2,2)." as a depth-first reason must say it.
std::string nextText(const Maze& maze, CellIndex answer, CellIndex from) {
    const Direction d = directionOf(maze, from, answer);
    std::string text = "Next: " + cellText(maze, answer) + ", ";
    if (d.polar)
        return text + d.word + " from " + cellText(maze, from) + ".";
    return text + "to the " + d.word + " of " + cellText(maze, from) +
           (d.under >= 0 ? ", under " + cellText(maze, d.under) : "") + ".";
}

// "From (2,2) it went east to (3,2)." as a walker's reason must say it.
std::string wentText(const Maze& maze, CellIndex answer, CellIndex from) {
    const Direction d = directionOf(maze, from, answer);
    return "From " + cellText(maze, from) + " it went " + d.word +
           (d.under >= 0 ? " under " + cellText(maze, d.under) : "") + " to " +
           cellText(maze, answer) + ".";
}

} // namespace

class TestShapedQuestions : public QObject {
    Q_OBJECT

private slots:
    // Every solver of the shape, every kind that applies to it, at points through its runs: the
    // answer is the test's, and every kind that applies is asked of every solver somewhere.
    void everyKindIsAskedAndRightOnEveryShape_data() { shapeRows(); }
    void everyKindIsAskedAndRightOnEveryShape() {
        QFETCH(ShapeKind, kind);
        QVERIFY(shapedGenerator());
        std::map<std::pair<std::string_view, QuestionKind>, int> made;
        std::set<std::string_view> asked;
        for (const NamedMaze& m : mazesOf(kind)) {
            QCOMPARE(m.maze.shapeKind(), kind);
            for (const SolverInfo* info : shapeSolvers(m.maze)) {
                asked.insert(info->id);
                const ParamValues values = runParams(*info);
                const RunEnd end = drain(*info, m.maze, values);
                std::set<std::int64_t> points{0, 1, 2, end.steps - 1, end.steps};
                for (int k = 1; k < 8; ++k)
                    points.insert(end.steps * k / 8);
                SolveSteps live = info->start(m.maze, values);
                const SolveStep* step = nullptr;
                std::int64_t done = 0;
                for (const std::int64_t p : points) {
                    while (done < p && (step = live.next()))
                        ++done;
                    if (done != p)
                        continue;
                    const SearchView* view = step ? step->view : nullptr;
                    std::optional<CellIndex> nextCell;
                    for (QuestionKind k : kQuestionKinds) {
                        const QuestionContext context{m.maze, *info, values, p,
                                                      std::uint64_t(p) * 17 + 3};
                        const std::optional<Question> q = makeQuestion(k, context);
                        if (!q)
                            continue;
                        QVERIFY(applies(k, *info));
                        QCOMPARE(q->kind, k);
                        ++made[{info->id, k}];
                        QVERIFY(q->options.size() >= 2 && q->options.size() <= 4);
                        QCOMPARE(std::set<std::string>(q->options.begin(), q->options.end()).size(),
                                 q->options.size());
                        checkWords(*q);
                        checkAnswer(*q, *info, m.maze, values, p, end, view);
                        if (QTest::currentTestFailed()) {
                            qWarning("%s on the %s %s maze after %lld steps: %s", info->id.data(),
                                     m.name, shapeId(kind).data(), static_cast<long long>(p),
                                     q->prompt.c_str());
                            return;
                        }
                        if (k == QuestionKind::NextCell)
                            nextCell = q->marked[std::size_t(q->answer)];
                    }
                    if (nextCell) { // the live run's next step takes the marked answer
                        step = live.next();
                        QVERIFY(step);
                        ++done;
                        QCOMPARE(step->cell, *nextCell);
                    }
                }
            }
        }
        QVERIFY(!asked.empty());
        for (std::string_view id : asked) {
            const SolverInfo& info = solverById(id);
            for (QuestionKind k : kQuestionKinds)
                if (applies(k, info))
                    QVERIFY2((made[{id, k}] > 0),
                             qPrintable(QStringLiteral("%1 never asked %2 on %3")
                                            .arg(QString::fromUtf8(id.data(), qsizetype(id.size())),
                                                 questionKindId(k).data(), shapeId(kind).data())));
        }
    }

    // A solver of every shape whose rule for its next step names compass directions (the
    // order it tries neighbours in) has the rule for other cells too, in the order of the slots.
    void everyShapedRuleSpeaksOfSlots() {
        int shaped = 0;
        for (const SolverInfo* info : solvers()) {
            if (!info->createShaped || !namesCompass(std::string(info->nextStepRule)))
                continue;
            ++shaped;
            const std::string rule(info->nextStepRuleShapes);
            QVERIFY2(rule.find("slots") != std::string::npos, info->id.data());
            QVERIFY2(!namesCompass(rule), info->id.data());
        }
        QVERIFY(shaped > 0);
    }

    // A solver that needs rows and columns, or a run that moves diagonally, has no question on
    // these cells.
    void noQuestionForARunTheShapeRefuses_data() { shapeRows(); }
    void noQuestionForARunTheShapeRefuses() {
        QFETCH(ShapeKind, kind);
        const Maze maze = mazesOf(kind).front().maze;
        int refused = 0;
        for (const SolverInfo* info : solvers())
            for (QuestionKind k : kQuestionKinds) {
                if (!info->supports(kind)) {
                    ++refused;
                    QVERIFY(!makeQuestion(k, {maze, *info, info->defaults(), 3, 1}));
                }
                for (Diagonal rule : kDiagonals)
                    if (rule != Diagonal::Never && info->supports(rule))
                        QVERIFY(!makeQuestion(k, {maze, *info, shapeParams(*info), 3, 1, rule}));
            }
        QVERIFY(refused > 0); // the registry has square-only solvers (they say why)
    }

    // Every asked step of every solver of the shape: a right guess is right, a wrong one wrong,
    // and the reason names the answer; depth-first and walking reasons name the step's direction
    // as the cells' places say it (a hexagon's compass points, a polar cell's clockwise, inward,
    // outward, a weave's passage under a cell).
    void predictionsNameTheShapesDirections_data() { shapeRows(); }
    void predictionsNameTheShapesDirections() {
        QFETCH(ShapeKind, kind);
        int asked = 0;
        int directions = 0;
        for (const NamedMaze& m : mazesOf(kind)) {
            const Maze& maze = m.maze;
            for (const SolverInfo* info : shapeSolvers(maze)) {
                const ParamValues values = runParams(*info);
                Predictor predictor(maze, *info, values);
                SolveSteps run = info->start(maze, values);
                while (const SolveStep* step = run.next()) {
                    if (!predictor.offer(*step))
                        continue;
                    ++asked;
                    const Verdict right = predictor.check(step->cell);
                    QVERIFY(right.right);
                    QVERIFY2(right.reason.find(cellText(maze, step->cell)) != std::string::npos,
                             right.reason.c_str());
                    const CellIndex other = (step->cell + 1) % maze.cellCount();
                    const Verdict wrong = predictor.check(other);
                    QVERIFY(!wrong.right);
                    QVERIFY2(wrong.reason.find(cellText(maze, step->cell)) != std::string::npos,
                             wrong.reason.c_str());
                    if (kind == ShapeKind::Polar)
                        QVERIFY2(!namesCompass(right.reason), right.reason.c_str());
                    if (kind == ShapeKind::Triangle)
                        QVERIFY2(!containsAny(right.reason, {"-east", "-west"}),
                                 right.reason.c_str());
                    const SearchView* before = predictor.viewBefore();
                    if ((info->family == SolverFamily::DepthFirst) && before &&
                        step->kind == SolveStep::Kind::Enter) {
                        const std::vector<CellIndex> top = before->frontier(1);
                        if (!top.empty() && top.front() != step->cell) {
                            const std::string expected = nextText(maze, step->cell, top.front());
                            QVERIFY2(right.reason.find(expected) != std::string::npos,
                                     qPrintable(
                                         QString::fromStdString(right.reason + " | " + expected)));
                            ++directions;
                        }
                    }
                    // A walker steps from where it stands (the start before its first step).
                    const CellIndex from = before ? before->current() : maze.index(maze.start());
                    if (info->family == SolverFamily::Walker && from != step->cell) {
                        const std::string expected = wentText(maze, step->cell, from);
                        QVERIFY2(
                            right.reason.find(expected) != std::string::npos,
                            qPrintable(QString::fromStdString(right.reason + " | " + expected)));
                        ++directions;
                    }
                    if (QTest::currentTestFailed())
                        return;
                }
            }
        }
        QVERIFY(asked > 0);
        QVERIFY(directions > 0);
    }
};

QTEST_GUILESS_MAIN(TestShapedQuestions)
#include "test_shaped_questions.moc"
