// Lesson files (core/learn/lesson.hpp, docs/file-format.md "Lesson files"): the lessons shipped
// in resources/lessons all load, fit their runs and cover the topics of the guided
// demonstrations; a lesson survives a write and a read; every malformed file is refused with the
// line of the mistake, never half read.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/incremental.hpp"
#include "core/learn/lesson.hpp"
#include "core/metrics.hpp"
#include "core/navigate.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#include "core/shape.hpp"
#include "support.hpp"
#endif

#include <algorithm>
#include <filesystem>
#include <set>

using namespace mazelab;
using namespace mazelab::learn;

namespace {

struct Shipped {
    std::string name;
    Lesson lesson;
};

std::vector<Shipped> shippedLessons() {
    std::vector<std::filesystem::path> paths;
    for (const auto& entry :
         std::filesystem::directory_iterator(MAZELAB_SOURCE_DIR "/resources/lessons"))
        if (entry.path().extension() == ".lesson")
            paths.push_back(entry.path());
    std::sort(paths.begin(), paths.end());
    std::vector<Shipped> lessons;
    for (const auto& path : paths)
        lessons.push_back({path.filename().string(),
                           readLessonText(readTextFile(path.string(), "lesson file"))});
    return lessons;
}

// Every run of a lesson: its maze and solver, one per stage that starts a run.
std::vector<LessonRun> runsOf(const Lesson& lesson) {
    std::vector<LessonRun> runs;
    for (int i = 0; i < int(lesson.stages.size()); ++i)
        if (i == 0 || lesson.stages[std::size_t(i)].startsRun())
            runs.push_back(lessonRun(lesson, i));
    return runs;
}

bool hasCosts(const Maze& maze) {
    for (CellIndex c = 0; c < maze.cellCount(); ++c)
        if (maze.cost(c) > 1)
            return true;
    return false;
}

bool isAStar(const SolverInfo& s) {
    return s.family == SolverFamily::BestFirst && !s.heuristic.empty() && s.shortestOnUnitCosts;
}

// The topics of the lessons, each decided from the lesson's solvers, traits and mazes.
struct Topic {
    const char* name;
    bool (*covers)(const Lesson&);
};

const SolverInfo& mainSolver(const Lesson& l) {
    return solverById(l.scenario.solver);
}

const Topic kTopics[] = {
    {"BFS", [](const Lesson& l) { return mainSolver(l).family == SolverFamily::BreadthFirst; }},
    {"DFS and its bias",
     [](const Lesson& l) {
         std::set<std::string_view> depthFirst;
         for (const LessonRun& run : runsOf(l))
             if (run.solver->family == SolverFamily::DepthFirst)
                 depthFirst.insert(run.solver->id);
         return mainSolver(l).family == SolverFamily::DepthFirst && depthFirst.size() >= 2;
     }},
    {"Dijkstra on terrain",
     [](const Lesson& l) {
         return mainSolver(l).needsWeights && mainSolver(l).heuristic.empty() &&
                hasCosts(l.scenario.maze.maze);
     }},
    {"the heuristics of A*",
     [](const Lesson& l) {
         std::set<std::string_view> heuristics;
         for (const LessonRun& run : runsOf(l))
             if (isAStar(*run.solver))
                 heuristics.insert(run.solver->heuristic);
         return isAStar(mainSolver(l)) && heuristics.size() >= 2;
     }},
    {"greedy's mistake",
     [](const Lesson& l) {
         const SolverInfo& s = mainSolver(l);
         const Maze& maze = l.scenario.maze.maze;
         return s.family == SolverFamily::BestFirst && !s.heuristic.empty() &&
                !s.shortestOnUnitCosts &&
                solveMaze(s, maze).stats.pathLength >
                    testing::leastToGoal(maze, DistanceMetric::Moves);
     }},
    {"bidirectional search",
     [](const Lesson& l) { return mainSolver(l).family == SolverFamily::Bidirectional; }},
    {"the wall follower's trap",
     [](const Lesson& l) {
         const SolverInfo& s = mainSolver(l);
         const Maze& maze = l.scenario.maze.maze;
         return s.family == SolverFamily::Walker && !s.complete &&
                !solveMaze(s, maze).stats.found &&
                testing::leastToGoal(maze, DistanceMetric::Moves) > 0;
     }},
    {"how generators differ in texture",
     [](const Lesson& l) {
         std::set<GeneratorFamily> families;
         for (const LessonStage& stage : l.stages)
             if (stage.maze)
                 families.insert(generatorById(stage.maze->generator).family);
         return families.size() >= 3;
     }},
    {"a maze is a spanning tree, whatever the cells' shape",
     [](const Lesson& l) {
         std::set<ShapeKind> shapes{l.scenario.maze.maze.shapeKind()};
         std::set<std::string> makers{l.scenario.generator};
         for (const LessonStage& stage : l.stages)
             if (stage.maze) {
                 shapes.insert(stage.maze->cells);
                 makers.insert(stage.maze->generator);
             }
         return shapes.size() >= 4 && makers.size() == 1;
     }},
};

// An edit stage in a run, and an agent's walk.
bool hasEdits(const Lesson& l) {
    return std::any_of(l.stages.begin(), l.stages.end(),
                       [](const LessonStage& s) { return !s.edits.empty(); });
}

const Topic kIncrementalTopics[] = {
    {"repairing a plan after an edit",
     [](const Lesson& l) { return hasEdits(l) && mainSolver(l).createIncremental != nullptr; }},
    {"an agent in an unknown maze, incremental against from scratch",
     [](const Lesson& l) {
         bool incremental = false;
         bool scratch = false;
         for (const LessonRun& run : runsOf(l))
             if (run.agentRadius) {
                 incremental = incremental || run.solver->createIncremental != nullptr;
                 scratch = scratch || run.solver->createIncremental == nullptr;
             }
         return incremental && scratch;
     }},
};

// A run with edits replayed on its incremental search, as lessonProblem and the app play it: per
// phase (the first compute, then each repair) its expansions and the path it ends with, and the
// expansions of a search from scratch on the maze as it then is. Phases end at `end` stages.
struct Phase {
    int lastStage = 0; // the stage that shows the phase's end
    std::int64_t expansions = 0;
    std::int64_t pathMoves = 0;
    std::int64_t scratchExpanded = 0;
};

std::vector<Phase> repairPhases(const Lesson& lesson, int first) {
    const LessonRun run = lessonRun(lesson, first);
    Maze maze = run.maze.maze;
    const auto search = startIncremental(*run.solver, maze, run.params, run.rule);
    std::vector<Phase> phases;
    for (int i = first; i < int(lesson.stages.size()); ++i) {
        const LessonStage& stage = lesson.stages[std::size_t(i)];
        if (i > first && stage.startsRun())
            break;
        for (const LessonEdit& edit : stage.edits)
            applyLessonEdit(maze, edit);
        if (stage.step != LessonStage::kEnd)
            continue;
        (void)search->noteEdits();
        Phase phase{i};
        const std::int64_t before = search->totalExpanded();
        SolveSteps steps = search->compute();
        while (const SolveStep* step = steps.next())
            if (step->isLast()) {
                phase.pathMoves = std::int64_t(step->path.size()) - 1;
                break;
            }
        phase.expansions = search->totalExpanded() - before;
        phase.scratchExpanded = solveMaze(*run.solver, maze, run.params, run.rule).stats.expanded;
        phases.push_back(phase);
    }
    return phases;
}

bool says(const std::string& text, std::int64_t figure, const char* unit) {
    return text.find(std::to_string(figure) + " " + unit) != std::string::npos;
}

// The lesson whose stages show mazes of other cells than squares.
const Shipped& shapedLesson(const std::vector<Shipped>& lessons) {
    const auto it = std::find_if(lessons.begin(), lessons.end(), [](const Shipped& s) {
        return std::any_of(s.lesson.stages.begin(), s.lesson.stages.end(), [](const auto& st) {
            return st.maze && st.maze->cells != ShapeKind::Square;
        });
    });
    if (it == lessons.end())
        qFatal("no shipped lesson shows cells other than squares");
    return *it;
}

// A small valid lesson, and the scenario text it ends with.
std::string scenarioText() {
    Scenario s;
    s.maze.maze = Maze(Size{4, 3});
    s.maze.maze.openAll();
    return writeScenarioText(s);
}

// The same room, solved by LPA* (an incremental solver), with costs if asked.
std::string lpaScenarioText(bool costs = false) {
    Scenario s;
    s.maze.maze = Maze(Size{4, 3});
    s.maze.maze.openAll();
    if (costs)
        s.maze.maze.setCost(s.maze.maze.index({2, 1}), 5);
    s.solver = "lpa-star";
    return writeScenarioText(s);
}

QString validLesson() {
    return QStringLiteral("mazelab-lesson 1\ntitle BFS\nstage 0\ntext Press Right.\nscenario\n") +
           QString::fromStdString(scenarioText());
}

} // namespace

class TestLessons : public QObject {
    Q_OBJECT

private slots:
    void shippedLessonsLoadAndFitTheirRuns() {
        const auto lessons = shippedLessons();
        QVERIFY(!lessons.empty());
        int asking = 0;
        for (const auto& [name, lesson] : lessons) {
            const QString what = QString::fromStdString(name);
            QVERIFY2(!lesson.title.empty(), qPrintable(what));
            QVERIFY2(lesson.stages.size() >= 4 && lesson.stages.size() <= 8, qPrintable(what));
            QVERIFY2(findSolver(lesson.scenario.solver), qPrintable(what));
            QCOMPARE(QString::fromStdString(lessonProblem(lesson)), QString());
            bool asks = false;
            for (const LessonStage& stage : lesson.stages) {
                asks = asks || stage.question.has_value();
                // A stage that does not stop for a question says what to press.
                if (!stage.question)
                    QVERIFY2(stage.text.find("Press Right") != std::string::npos,
                             qPrintable(what + ": " + QString::fromStdString(stage.text)));
            }
            asking += asks ? 1 : 0;
            // Readable on a projector: every maze of the lesson between 15 and 31 cells a side,
            // a polar one of 6 to 16 rings.
            for (const LessonRun& run : runsOf(lesson)) {
                const Maze& maze = run.maze.maze;
                const Size size = maze.size();
                if (maze.shapeKind() == ShapeKind::Polar)
                    QVERIFY2(maze.shape().ringCount() >= 6 && maze.shape().ringCount() <= 16,
                             qPrintable(what));
                else
                    QVERIFY2(size.width >= 15 && size.width <= 31 && size.height >= 15 &&
                                 size.height <= 31,
                             qPrintable(what));
            }
        }
        QVERIFY(asking >= 2);
    }

    // The diagonal lesson's figures are what its runs give: under its rule, A* (Manhattan) ends
    // with a dearer path than A* (octile) and Dijkstra, whose costs its text quotes.
    void theDiagonalLessonsFiguresAreTrue() {
        const auto lessons = shippedLessons();
        const auto it = std::find_if(lessons.begin(), lessons.end(), [](const Shipped& s) {
            return s.lesson.scenario.diagonal != Diagonal::Never;
        });
        QVERIFY(it != lessons.end());
        std::vector<std::string> costs;
        for (const LessonRun& run : runsOf(it->lesson)) {
            QCOMPARE(run.rule, Diagonal::OnlyWhenNoObstacles);
            const SolveResult r = solveMaze(*run.solver, run.maze.maze, run.params, run.rule);
            QVERIFY(r.stats.found);
            costs.push_back(costText(r.stats.cost()));
        }
        QCOMPARE(costs, (std::vector<std::string>{"32.07", "28.56", "28.56"}));
        std::string text;
        for (const LessonStage& stage : it->lesson.stages)
            text += stage.text + "\n";
        for (const std::string& cost : costs)
            QVERIFY2(text.find(cost) != std::string::npos, cost.c_str());
    }

    // The spanning-tree lesson: every stage's maze has the cells its stage names (the rings of a
    // polar one), one generator makes them all, each unbraided one is a tree (N - 1 passages,
    // one piece) and the braided one has loops; the figures its narration quotes (cells,
    // passages, loops, DFS's path) are those of the runs.
    void theSpanningTreeLessonsMazesAreTrees() {
        const auto lessons = shippedLessons();
        const Lesson& lesson = shapedLesson(lessons).lesson;
        std::set<ShapeKind> shapes;
        bool braided = false;
        for (int i = 0; i < int(lesson.stages.size()); ++i) {
            const LessonStage& stage = lesson.stages[std::size_t(i)];
            const LessonRun run = lessonRun(lesson, i);
            const Maze& maze = run.maze.maze;
            const QString what = QStringLiteral("stage %1").arg(i + 1);
            const ShapeKind cells = stage.maze ? stage.maze->cells : maze.shapeKind();
            QVERIFY2(maze.shapeKind() == cells, qPrintable(what));
            if (stage.maze && cells == ShapeKind::Polar)
                QCOMPARE(maze.shape().ringCount(), stage.maze->rings);
            shapes.insert(cells);
            const MazeMetrics metrics = measureMaze(maze);
            QCOMPARE(metrics.activeCells, std::int64_t(maze.cellCount()));
            QCOMPARE(metrics.components, std::int64_t(1));
            const bool braid = stage.maze && !stage.maze->shaping.empty();
            braided = braided || braid;
            if (braid) {
                QVERIFY2(metrics.loops > 0, qPrintable(what));
            } else {
                QCOMPARE(metrics.passages, metrics.activeCells - 1);
                QCOMPARE(metrics.loops, std::int64_t(0));
            }
            const SolveResult dfs = solveMaze(*run.solver, maze, run.params, run.rule);
            QVERIFY(dfs.stats.found);
            const std::int64_t shortest = testing::leastToGoal(maze, DistanceMetric::Moves);
            // On a tree the only route is the shortest; on the braided maze DFS's is longer.
            QCOMPARE(dfs.stats.pathLength > shortest, braid);
            // The figures of the stage that first shows this maze, and its path at the end.
            const auto says = [&](const std::string& figure) {
                return stage.text.find(figure) != std::string::npos;
            };
            if (i == run.firstStage) {
                QVERIFY2(says(std::to_string(metrics.activeCells)), qPrintable(what));
                QVERIFY2(says(std::to_string(metrics.passages) + " passages"), qPrintable(what));
                QVERIFY2(says(std::to_string(metrics.loops) + " loops"), qPrintable(what));
            }
            if (stage.step == LessonStage::kEnd)
                QVERIFY2(says(std::to_string(dfs.stats.pathLength) + " moves"), qPrintable(what));
            if (braid)
                QVERIFY2(says("shortest is " + std::to_string(shortest)), qPrintable(what));
        }
        QVERIFY(braided);
        QVERIFY((shapes == std::set<ShapeKind>{ShapeKind::Square, ShapeKind::Hex,
                                               ShapeKind::Triangle, ShapeKind::Polar}));
        QCOMPARE(QString::fromStdString(lessonProblem(lesson)), QString());
    }

    // A stage's cells, rings and shape lines make the maze of a scenario with the same lines.
    void cellsLinesMakeTheScenariosMaze() {
        const Lesson l = readLessonText(
            ("mazelab-lesson 1\ntitle T\nstage 0\ntext a\nstage end\nmaze kruskal 9x9 4\n"
             "shape braid=30\nrings 5\ntext b\ncells polar\nstage 0\nmaze wilson 7x6 2\n"
             "cells hex\ntext c\nscenario\n" +
             scenarioText()));
        QVERIFY(l.stages[1].maze ==
                std::optional(LessonMaze{"kruskal", {9, 9}, 4, ShapeKind::Polar, 5, {"braid=30"}}));
        QVERIFY(l.stages[2].maze == std::optional(LessonMaze{"wilson", {7, 6}, 2, ShapeKind::Hex}));
        GenerateRequest polar{&generatorById("kruskal"), {9, 9}, 4, {}};
        polar.shape = ShapeKind::Polar;
        polar.rings = 5;
        polar.shaping.braid = 30;
        const LessonRun run = lessonRun(l, 1);
        QVERIFY(run.maze.maze == generateMaze(polar));
        QVERIFY(run.maze.provenance == provenanceOf(polar));
        QCOMPARE(run.maze.maze.shape().ringCount(), 5);
        const Maze hex = lessonRun(l, 2).maze.maze;
        QVERIFY(hex.shapeKind() == ShapeKind::Hex && hex.size() == (Size{7, 6}));
        QVERIFY(hex.start() == (Cell{0, 0}) && hex.goal() == (Cell{6, 5}));
        // Written back in canonical order: maze, cells, rings, shape.
        const std::string text = writeLessonText(l);
        QVERIFY2(text.find("maze kruskal 9x9 4\ncells polar\nrings 5\nshape braid=30\n") !=
                     std::string::npos,
                 text.c_str());
        QVERIFY(readLessonText(text) == l);
    }

    // A run whose solver does not solve the stage's cells, or takes a heuristic that counts
    // rows there: lessonProblem names the stage and says why.
    void aSolverOffTheCellsIsAProblem() {
        const auto problem = [](const char* solver) {
            return lessonProblem(readLessonText(
                "mazelab-lesson 1\ntitle T\nstage 0\ntext a\nstage 0\nmaze kruskal 9x9 1\n"
                "cells hex\nsolver " +
                std::string(solver) + "\ntext b\nscenario\n" + scenarioText()));
        };
        QCOMPARE(QString::fromStdString(problem("bfs")), QString());
        const std::string jps = problem("wall-follower");
        QVERIFY2(jps.starts_with("stage 2: ") &&
                     jps.find("does not solve hexagonal mazes") != std::string::npos,
                 jps.c_str());
        const std::string manhattan = problem("astar-manhattan");
        QVERIFY2(manhattan.starts_with("stage 2: ") &&
                     manhattan.find("does not solve hexagonal mazes") != std::string::npos,
                 manhattan.c_str());
    }

    void shippedLessonsRoundTrip() {
        for (const auto& [name, lesson] : shippedLessons()) {
            const std::string text = writeLessonText(lesson);
            const Lesson back = readLessonText(text);
            QVERIFY2(back == lesson, name.c_str());
            QCOMPARE(writeLessonText(back), text);
        }
    }

    // The repair lesson's figures are its run's: at each phase's end stage the expansions, the
    // path's moves, and (after an edit) the cells a search from scratch expands.
    void theRepairLessonsFiguresAreTrue() {
        int checked = 0;
        for (const auto& [name, lesson] : shippedLessons()) {
            if (!hasEdits(lesson))
                continue;
            for (const Phase& phase : repairPhases(lesson, 0)) {
                const std::string& text = lesson.stages[std::size_t(phase.lastStage)].text;
                const QString what = QString::fromStdString(name + ": " + text);
                QVERIFY2(says(text, phase.expansions, "expansions"), qPrintable(what));
                QVERIFY2(says(text, phase.pathMoves, "moves"), qPrintable(what));
                const bool repaired =
                    std::any_of(lesson.stages.begin(), lesson.stages.begin() + phase.lastStage + 1,
                                [](const LessonStage& s) { return !s.edits.empty(); });
                if (repaired) {
                    QVERIFY2(says(text, phase.scratchExpanded, "cells"), qPrintable(what));
                    // The point of the lesson: the repair costs less than starting again.
                    QVERIFY2(phase.expansions < phase.scratchExpanded, qPrintable(what));
                }
                ++checked;
            }
        }
        QVERIFY(checked >= 2);
    }

    // The walk lesson's figures are its walks': at the last stage of each agent run its moves,
    // replans and the cells all its plans expanded, and the shortest path the first one quotes.
    void theWalkLessonsFiguresAreTrue() {
        int walks = 0;
        for (const auto& [name, lesson] : shippedLessons()) {
            for (int i = 0; i < int(lesson.stages.size()); ++i) {
                const LessonRun run = lessonRun(lesson, i);
                const bool last = i + 1 == int(lesson.stages.size()) ||
                                  lesson.stages[std::size_t(i) + 1].startsRun();
                if (!run.agentRadius || !last)
                    continue;
                const NavigateResult r = navigateMaze(
                    run.maze.maze, {run.solver, run.params, run.rule, *run.agentRadius});
                const std::string& text = lesson.stages[std::size_t(i)].text;
                const QString what = QString::fromStdString(name + ": " + text);
                QCOMPARE(lesson.stages[std::size_t(i)].step, LessonStage::kEnd);
                QVERIFY2(r.arrived, qPrintable(what));
                QVERIFY2(says(text, r.counters.moves, "moves"), qPrintable(what));
                QVERIFY2(says(text, r.counters.replans, "replans"), qPrintable(what));
                QVERIFY2(says(text, r.counters.expanded, "cells"), qPrintable(what));
                if (text.find("shortest") != std::string::npos)
                    QVERIFY2(says(text, r.shortestMoves, "moves"), qPrintable(what));
                ++walks;
            }
        }
        QVERIFY(walks >= 2);
    }

    void everyTopicHasALesson() {
        const auto lessons = shippedLessons();
        for (const Topic& topic : kIncrementalTopics) {
            const bool covered = std::any_of(lessons.begin(), lessons.end(), [&](const Shipped& s) {
                return topic.covers(s.lesson);
            });
            QVERIFY2(covered, topic.name);
        }
        for (const Topic& topic : kTopics) {
            const bool covered = std::any_of(lessons.begin(), lessons.end(),
                                             [&](const Shipped& s) { return topic.covers(s.lesson); });
            QVERIFY2(covered, topic.name);
        }
    }

    // The complete example of docs/file-format.md ("Lesson files") is a valid lesson that fits
    // its runs.
    void documentedExampleLoads() {
        const std::string doc =
            readTextFile(MAZELAB_SOURCE_DIR "/docs/file-format.md", "documentation");
        const std::size_t section = doc.find("## Lesson files");
        QVERIFY(section != std::string::npos);
        const std::size_t begin = doc.find("```\n", section);
        QVERIFY(begin != std::string::npos);
        const std::size_t end = doc.find("```", begin + 4);
        QVERIFY(end != std::string::npos);
        const Lesson lesson = readLessonText(doc.substr(begin + 4, end - begin - 4));
        QCOMPARE(int(lesson.stages.size()), 5);
        QVERIFY(lesson.stages[1].question == QuestionKind::StepsLeft);
        QVERIFY(lesson.stages[3].solver == std::optional<std::string>("tremaux"));
        QCOMPARE(QString::fromStdString(lessonProblem(lesson)), QString());
        // The maze on its island: the wall follower finds no path, Trémaux does.
        QVERIFY(!solveMaze(solverById(lesson.scenario.solver), lesson.scenario.maze.maze)
                     .stats.found);
        const LessonRun tremaux = lessonRun(lesson, 3);
        QVERIFY(solveMaze(*tremaux.solver, tremaux.maze.maze).stats.found);
        const Maze kruskal = lessonRun(lesson, 4).maze.maze;
        QVERIFY(kruskal.start() == (Cell{0, 0}) && kruskal.goal() == (Cell{8, 8}));
    }

    // Every field away from its default, a narration longer than a line and a word longer than
    // the line width.
    void everyFieldRoundTrips() {
        Lesson lesson;
        lesson.title = "All the fields";
        LessonStage first;
        first.step = 0;
        first.text = std::string(kLessonTextWidth + 20, 'x') + " short words after it";
        LessonStage second;
        second.step = 12;
        second.question = QuestionKind::NextCell;
        second.text = "word0";
        for (int i = 1; i < 40; ++i)
            second.text.append(" word").append(std::to_string(i));
        LessonStage third;
        third.step = LessonStage::kEnd;
        third.maze = LessonMaze{"prim-true", {9, 7}, 18446744073709551615ull};
        third.solver = "astar-euclidean";
        third.text = "Press Right.";
        lesson.stages = {first, second, third};
        lesson.scenario = readScenarioText(scenarioText());
        const std::string text = writeLessonText(lesson);
        QVERIFY(readLessonText(text) == lesson);
        // Narration lines keep to the width, except a word that cannot.
        const QStringList lines = QString::fromStdString(text).split(u'\n');
        for (const QString& line : lines)
            if (line.startsWith(QStringLiteral("text ")) && line.indexOf(u' ', 5) >= 0)
                QVERIFY2(line.size() <= int(kLessonTextWidth), qPrintable(line));
        QVERIFY(lines.contains(QStringLiteral("text ") + QString(int(kLessonTextWidth) + 20, u'x')));
    }

    // Narration is words joined by single spaces, whatever the spacing in the file.
    void narrationJoinsLines() {
        const Lesson l = readLessonText(
            ("mazelab-lesson 1\ntitle  Two   words \n# a comment\nstage 0\n\ttext  The blue\n"
             "text ring   grows.\n\nscenario\n" + scenarioText()));
        QCOMPARE(QString::fromStdString(l.title), QStringLiteral("Two words"));
        QCOMPARE(QString::fromStdString(l.stages[0].text), QStringLiteral("The blue ring grows."));
    }

    void runsFollowMazeAndSolverLines() {
        const Lesson l = readLessonText(
            ("mazelab-lesson 1\ntitle T\nstage 50\ntext a\nstage 2\nmaze kruskal 6x5 9\ntext b\n"
             "stage end\ntext c\nstage 0\nsolver dfs\ntext d\nscenario\n" + scenarioText()));
        QVERIFY(l.stages[1].maze == std::optional(LessonMaze{"kruskal", {6, 5}, 9}));
        const LessonRun first = lessonRun(l, 0);
        QCOMPARE(first.solver, &solverById("bfs"));
        QVERIFY(first.maze.maze == l.scenario.maze.maze);
        const LessonRun third = lessonRun(l, 2);
        QCOMPARE(third.firstStage, 1);
        const GenerateRequest request{&generatorById("kruskal"), {6, 5}, 9, {}};
        QVERIFY(third.maze.maze == generateMaze(request));
        QVERIFY(third.maze.provenance == provenanceOf(request));
        const LessonRun fourth = lessonRun(l, 3);
        QCOMPARE(fourth.firstStage, 3);
        QCOMPARE(fourth.solver, &solverById("dfs"));
        QVERIFY(fourth.maze.maze == third.maze.maze);
        QVERIFY_THROWS_EXCEPTION(Error, (void)lessonRun(l, 4));
        // Stage 1 shows step 50 of a BFS on an open 4 x 3 room, which ends sooner.
        const std::string problem = lessonProblem(l);
        QVERIFY2(problem.starts_with("stage 1 shows step 50, but bfs ends at step "),
                 problem.c_str());
    }

    // Edit and agent lines: read, given to the stage, written back in canonical order, and
    // runs and phases follow them.
    void editAndAgentLinesRoundTrip() {
        const Lesson l = readLessonText(
            "mazelab-lesson 1\ntitle T\nstage end\ntext a\nstage 3\nedit wall 1,0 south\n"
            "edit passage 2,1 1\ntext b\nedit cost 3,2 9\nedit mask 0,2\nedit goal 3,1\n"
            "edit start 1,1\nstage end\ntext c\nstage 2\nagent 3\ntext d\nstage end\n"
            "solver dstar-lite\nagent 1\ntext e\nscenario\n" +
            lpaScenarioText());
        const auto kind = LessonEdit::Kind::Wall;
        QCOMPARE(int(l.stages[1].edits.size()), 6);
        QVERIFY(l.stages[1].edits[0] == (LessonEdit{kind, {1, 0}, 1, 1}));
        QVERIFY(l.stages[1].edits[1] == (LessonEdit{LessonEdit::Kind::Passage, {2, 1}, 1, 1}));
        QVERIFY(l.stages[1].edits[2] == (LessonEdit{LessonEdit::Kind::Cost, {3, 2}, 0, 9}));
        QVERIFY(l.stages[1].edits[5] == (LessonEdit{LessonEdit::Kind::Start, {1, 1}, 0, 1}));
        QVERIFY(l.stages[3].agent == std::optional(3));
        QVERIFY(l.stages[3].startsRun() && !l.stages[1].startsRun());
        const std::string text = writeLessonText(l);
        QVERIFY2(text.find("stage 3\nedit wall 1,0 south\nedit passage 2,1 south\n"
                           "edit cost 3,2 9\nedit mask 0,2\nedit goal 3,1\nedit start 1,1\n") !=
                     std::string::npos,
                 text.c_str());
        QVERIFY2(text.find("solver dstar-lite\nagent 1\n") != std::string::npos, text.c_str());
        QVERIFY(readLessonText(text) == l);
        QCOMPARE(writeLessonText(readLessonText(text)), text);
        const LessonRun repair = lessonRun(l, 2);
        QCOMPARE(repair.firstStage, 0);
        QCOMPARE(repair.phaseStage, 1);
        QVERIFY(!repair.agentRadius);
        QVERIFY(repair.maze.maze == l.scenario.maze.maze); // the run's maze, before its edits
        const LessonRun walk = lessonRun(l, 3);
        QCOMPARE(walk.firstStage, 3);
        QCOMPARE(walk.phaseStage, 3);
        QVERIFY(walk.agentRadius == std::optional(3));
        QCOMPARE(walk.solver, &solverById("lpa-star"));
        QVERIFY(lessonRun(l, 4).agentRadius == std::optional(1));
        QCOMPARE(QString::fromStdString(lessonProblem(l)), QString());
    }

    // applyLessonEdit changes the maze as the line says, and refuses with a reason.
    void editsChangeTheMaze() {
        Maze maze(Size{4, 3});
        maze.openAll();
        applyLessonEdit(maze, {LessonEdit::Kind::Wall, {1, 0}, 1, 1});
        QVERIFY(!maze.isOpen(maze.index({1, 0}), Dir::South));
        QVERIFY(!maze.isOpen(maze.index({1, 1}), Dir::North));
        applyLessonEdit(maze, {LessonEdit::Kind::Passage, {1, 0}, 1, 1});
        QVERIFY(maze.isOpen(maze.index({1, 1}), Dir::North));
        applyLessonEdit(maze, {LessonEdit::Kind::Cost, {2, 2}, 0, 7});
        QCOMPARE(maze.cost(maze.index({2, 2})), 7);
        applyLessonEdit(maze, {LessonEdit::Kind::Mask, {2, 1}, 0, 1});
        QVERIFY(!maze.isActive(maze.index({2, 1})));
        applyLessonEdit(maze, {LessonEdit::Kind::Goal, {3, 0}, 0, 1});
        QVERIFY(maze.goal() == (Cell{3, 0}));
        const Maze before = maze;
        QVERIFY_THROWS_EXCEPTION(Error,
                                 applyLessonEdit(maze, {LessonEdit::Kind::Wall, {3, 0}, 0, 1}));
        QVERIFY_THROWS_EXCEPTION(Error,
                                 applyLessonEdit(maze, {LessonEdit::Kind::Mask, {0, 0}, 0, 1}));
        QVERIFY_THROWS_EXCEPTION(Error,
                                 applyLessonEdit(maze, {LessonEdit::Kind::Cost, {4, 0}, 0, 2}));
        QVERIFY(maze == before);
    }

    // lessonProblem plays a repair and a walk and names the stage whose step lies past their end.
    void stepsPastARepairOrAWalkAreAProblem() {
        const auto problem = [](const std::string& stages) {
            return lessonProblem(readLessonText("mazelab-lesson 1\ntitle T\nstage end\ntext a\n" +
                                                stages + "scenario\n" + lpaScenarioText()));
        };
        // On the open 4 x 3 room a wall on the path costs a short repair.
        QCOMPARE(QString::fromStdString(problem("stage 1\nedit wall 1,0 south\ntext b\n")),
                 QString());
        const std::string repair = problem("stage 1000\nedit wall 1,0 south\ntext b\n");
        QVERIFY2(repair.starts_with("stage 2 shows step 1000, but the repair of lpa-star ends at "
                                    "step "),
                 repair.c_str());
        const std::string walk = problem("stage 5000\nagent 1\ntext b\n");
        QVERIFY2(walk.starts_with("stage 2 shows step 5000, but lpa-star's agent walk ends at "
                                  "step "),
                 walk.c_str());
        // A repair that finds the goal walled off is a run like any other: no path.
        QCOMPARE(QString::fromStdString(problem("stage end\nedit mask 2,2\nedit wall 3,1 "
                                                "south\ntext b\n")),
                 QString());
        // A walk the planner cannot make (JPS takes no costs) is named at its first stage.
        const std::string jps = lessonProblem(readLessonText(
            "mazelab-lesson 1\ntitle T\nstage 1\nagent 1\nsolver jps\ntext a\nscenario\n" +
            lpaScenarioText(true)));
        QVERIFY2(jps.starts_with("stage 1: "), jps.c_str());
    }

    void malformedFilesNameTheLine_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("message");
        const QString scenario = QString::fromStdString(scenarioText());
        const QString head = QStringLiteral("mazelab-lesson 1\ntitle T\n");
        const QString tail = QStringLiteral("scenario\n") + scenario;
        auto row = [&](const char* name, const QString& stages, int line, const char* message) {
            QTest::newRow(name) << head + stages + tail << line << QString::fromUtf8(message);
        };
        QTest::newRow("empty") << QString() << 1 << "the file is empty";
        QTest::newRow("a scenario file") << scenario << 1 << "not a mazelab lesson file";
        QTest::newRow("version 2") << QStringLiteral("mazelab-lesson 2\n") << 1
                                   << "lesson file version '2' is not supported";
        QTest::newRow("no scenario") << head + QStringLiteral("stage 0\ntext a\n") << 5
                                     << "the file ends before the 'scenario' line";
        QTest::newRow("no title")
            << QStringLiteral("mazelab-lesson 1\nstage 0\ntext a\n") + tail << 4
            << "the lesson has no 'title' line";
        QTest::newRow("title twice") << head + QStringLiteral("title U\n") << 3
                                     << "title is given twice";
        QTest::newRow("empty title") << QStringLiteral("mazelab-lesson 1\ntitle\n") << 2
                                     << "title needs words after it";
        row("no stage", {}, 3, "the lesson has no stage");
        row("unknown key", QStringLiteral("stage 0\ntext a\ncolour red\n"), 5,
            "unknown key 'colour'");
        row("text before a stage", QStringLiteral("text a\n"), 3,
            "text must follow a 'stage' line");
        row("negative step", QStringLiteral("stage -3\ntext a\n"), 3,
            "stage '-3': the step must be a whole number from 0 to 1000000000, or 'end'");
        row("step not a number", QStringLiteral("stage soon\ntext a\n"), 3,
            "stage 'soon': the step must be");
        row("step too large", QStringLiteral("stage 1000000001\ntext a\n"), 3,
            "the step must be a whole number");
        row("stage without a step", QStringLiteral("stage\ntext a\n"), 3,
            "stage takes exactly one value");
        row("steps not increasing", QStringLiteral("stage 10\ntext a\nstage 10\ntext b\n"), 5,
            "stage 2 shows step 10, not after the step before it (10)");
        row("a step after end", QStringLiteral("stage end\ntext a\nstage 3\ntext b\n"), 5,
            "stage 2 shows step 3, not after the step before it (end)");
        row("empty stage text", QStringLiteral("stage 0\ntext a\nstage 4\nask shortest\n"), 5,
            "stage 2 has no text");
        row("empty text line", QStringLiteral("stage 0\ntext\n"), 4, "text needs words after it");
        row("control character", QStringLiteral("stage 0\ntext a\x01 b\n"), 4,
            "text contains a control character");
        row("unknown question kind", QStringLiteral("stage 0\nask colour\ntext a\n"), 4,
            "ask 'colour': the question kinds are cell-value, next-cell, frontier-size, "
            "shortest, fewer-searched, steps-left");
        row("ask twice", QStringLiteral("stage 0\nask shortest\nask shortest\ntext a\n"), 5,
            "ask is given twice in the stage of line 3");
        row("unknown solver", QStringLiteral("stage 0\nsolver bogo\ntext a\n"), 4,
            "unknown solver 'bogo': the solvers are bfs,");
        row("unknown generator", QStringLiteral("stage 0\nmaze labyrinth 9x9 1\ntext a\n"), 4,
            "unknown generator 'labyrinth': the generators are");
        row("maze without a seed", QStringLiteral("stage 0\nmaze kruskal 9x9\ntext a\n"), 4,
            "maze takes a generator, a size and a seed");
        row("bad maze size", QStringLiteral("stage 0\nmaze kruskal 9by9 1\ntext a\n"), 4,
            "maze size '9by9' must be written WxH");
        row("maze too small", QStringLiteral("stage 0\nmaze kruskal 1x9 1\ntext a\n"), 4,
            "maze size '1x9': ");
        row("bad maze seed", QStringLiteral("stage 0\nmaze kruskal 9x9 -1\ntext a\n"), 4,
            "maze seed '-1' must be a whole number");
        row("unknown cells", QStringLiteral("stage 0\nmaze kruskal 9x9 1\ncells circle\ntext a\n"),
            5, "unknown cell shape 'circle': valid are square, hex");
        row("cells without a value", QStringLiteral("stage 0\nmaze kruskal 9x9 1\ncells\ntext a\n"),
            5, "cells takes one value");
        row("cells twice",
            QStringLiteral("stage 0\nmaze kruskal 9x9 1\ncells hex\ncells hex\ntext a\n"), 6,
            "cells is given twice in the stage of line 3");
        row("cells without a maze", QStringLiteral("stage 0\ntext a\ncells hex\n"), 5,
            "cells belongs to a 'maze' line, and the stage of line 3 has none");
        row("rings without a maze", QStringLiteral("stage 0\ntext a\nstage 4\nrings 6\ntext b\n"),
            6, "rings belongs to a 'maze' line, and the stage of line 5 has none");
        row("shape without a maze", QStringLiteral("stage 0\nshape braid=40\ntext a\n"), 4,
            "shape belongs to a 'maze' line");
        row("rings without polar",
            QStringLiteral("stage 0\nmaze kruskal 9x9 1\ncells hex\nrings 6\ntext a\n"), 6,
            "rings go with 'cells polar' only: a maze of hexagonal cells");
        row("rings on square cells",
            QStringLiteral("stage 0\nmaze kruskal 9x9 1\nrings 6\ntext a\n"), 5,
            "rings go with 'cells polar' only: a maze of square cells");
        row("polar without rings",
            QStringLiteral("stage 0\nmaze kruskal 9x9 1\ntext a\ncells polar\n"), 6,
            "cells polar needs a 'rings N' line");
        row("too many rings",
            QStringLiteral("stage 0\nmaze kruskal 9x9 1\ncells polar\nrings 257\ntext a\n"), 6,
            "rings '257' must be a whole number from 2 to 256");
        row("generator without the cells",
            QStringLiteral("stage 0\nmaze binary-tree 9x9 1\ntext a\ncells triangle\n"), 6,
            "does not build triangular mazes");
        row("bad shape pass",
            QStringLiteral("stage 0\nmaze kruskal 9x9 1\nshape braid=400\ntext a\n"), 5,
            "shape 'braid=400': ");
        row("shape pass twice",
            QStringLiteral("stage 0\nmaze kruskal 9x9 1\nshape braid=4\nshape braid=5\ntext a\n"),
            6, "shape 'braid' is given twice in the stage of line 3");
        row("mirror on hexagons",
            QStringLiteral("stage 0\nmaze kruskal 9x9 1\ncells hex\nshape symmetry=left-right\n"
                           "text a\n"),
            6, "a mirrored layout needs square cells");
        const QString lpaTail =
            QStringLiteral("scenario\n") + QString::fromStdString(lpaScenarioText());
        auto lpaRow = [&](const char* name, const QString& stages, int line, const char* message) {
            QTest::newRow(name) << head + QStringLiteral("stage end\ntext a\n") + stages + lpaTail
                                << line << QString::fromUtf8(message);
        };
        row("edit without a solver that repairs",
            QStringLiteral("stage 0\ntext a\nstage end\nedit wall 1,0 south\ntext b\n"), 6,
            "edit needs an incremental solver to repair the search, and this run's is bfs: the "
            "incremental solvers are ");
        row("edit in the first stage", QStringLiteral("stage 0\nedit wall 1,0 south\ntext a\n"), 4,
            "edit changes the maze of the run on screen");
        lpaRow("edit with a solver line",
               QStringLiteral("stage end\nsolver dstar-lite\nedit wall 1,0 south\ntext b\n"), 7,
               "it cannot share a stage with a 'maze', 'solver' or 'agent' line");
        lpaRow("edit of nothing", QStringLiteral("stage 0\nedit\ntext b\n"), 6,
               "edit takes what to change and a cell x,y");
        lpaRow("unknown edit", QStringLiteral("stage 0\nedit door 1,0 south\ntext b\n"), 6,
               "edit 'door': edit takes what to change");
        lpaRow("edit wall without a side", QStringLiteral("stage 0\nedit wall 1,0\ntext b\n"), 6,
               "edit wall takes a cell x,y and a side, e.g. 'edit wall 3,4 east'");
        lpaRow("edit mask with a side", QStringLiteral("stage 0\nedit mask 1,0 east\ntext b\n"), 6,
               "edit mask takes a cell x,y, e.g. 'edit mask 3,4'");
        lpaRow("bad edit cell", QStringLiteral("stage 0\nedit goal 1;0\ntext b\n"), 6,
               "edit cell '1;0' must be written x,y");
        lpaRow("bad edit side", QStringLiteral("stage 0\nedit wall 1,0 up\ntext b\n"), 6,
               "edit side 'up' must be north, east, south, west, or a slot number from 0 to 7");
        lpaRow("bad edit cost", QStringLiteral("stage 0\nedit cost 1,0 256\ntext b\n"), 6,
               "edit cost '256' must be a whole number from 1 to 255");
        lpaRow("edit cell outside", QStringLiteral("stage 0\ntext b\nedit cost 4,0 3\n"), 7,
               "edit cost 4,0 3: cell 4,0 is outside the maze");
        lpaRow("edit of the outer border",
               QStringLiteral("stage 0\nedit wall 1,0 south\nedit wall 3,1 east\ntext b\n"), 7,
               "edit wall 3,1 east: the east side of cell 3,1 is the outer border, which is always "
               "closed");
        lpaRow("edit masks the start", QStringLiteral("stage 0\nedit mask 0,0\ntext b\n"), 6,
               "edit mask 0,0: ");
        lpaRow("edit of a slot the cell has not",
               QStringLiteral("stage 0\nedit passage 1,1 5\ntext b\n"), 6,
               "edit passage 1,1 5: cell 1,1 has no side 5: its slots are 0 to 3");
        lpaRow("steps go on after an edit's repair",
               QStringLiteral("stage 9\nedit wall 1,0 south\ntext b\nstage 4\ntext c\n"), 8,
               "stage 3 shows step 4, not after the step before it (9)");
        lpaRow("a question in a repair",
               QStringLiteral("stage 1\nedit wall 1,0 south\ntext b\nstage 3\nask shortest\n"
                              "text c\n"),
               9, "ask stops a solve for a question, not a repair after an edit");
        lpaRow("agent without a radius", QStringLiteral("stage 1\nagent\ntext b\n"), 6,
               "agent '': the sensor radius must be a whole number from 1 to 64");
        lpaRow("agent radius too large", QStringLiteral("stage 1\nagent 65\ntext b\n"), 6,
               "agent '65': the sensor radius must be");
        lpaRow("agent twice", QStringLiteral("stage 1\nagent 1\nagent 2\ntext b\n"), 7,
               "agent is given twice in the stage of line 5");
        lpaRow("agent step 0", QStringLiteral("stage 0\nagent 1\ntext b\n"), 5,
               "stage 2 shows step 0 of an agent's walk: its first plan is step 1");
        lpaRow("edit in a walk",
               QStringLiteral("stage 1\nagent 1\ntext b\nstage 3\nedit wall 1,0 south\ntext c\n"),
               9,
               "edit changes the maze of a solve, which its incremental solver repairs, not an "
               "agent's walk");
        lpaRow("a question in a walk", QStringLiteral("stage 1\nagent 1\nask steps-left\ntext b\n"),
               7, "ask stops a solve for a question, not an agent's walk");
        QTest::newRow("bad scenario")
            << head + QStringLiteral("stage 0\ntext a\nscenario\nmazelab-scenario 1\n"
                                     "generator labyrinth\n")
            << 7 << "in the scenario: unknown generator 'labyrinth'";
        // Lines 1 to 5 are the lesson's; the scenario's "start" line follows.
        const int startLine =
            5 + int(scenario.left(scenario.indexOf(QStringLiteral("\nstart "))).count(u'\n')) + 2;
        QTest::newRow("bad maze in the scenario")
            << QString(head + QStringLiteral("stage 0\ntext a\n") + tail)
                   .replace(QStringLiteral("\nstart 0,0"), QStringLiteral("\nstart 9,9"))
            << startLine << "in the scenario: in the maze:";
    }

    void malformedFilesNameTheLine() {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(QString, message);
        QCOMPARE(testing::fileErrorMismatch([&] { (void)readLessonText(text.toStdString()); },
                                            line, message),
                 QString());
    }

    // The valid lesson the table breaks is itself valid.
    void theTablesLessonIsValid() {
        const Lesson l = readLessonText(validLesson().toStdString());
        QCOMPARE(int(l.stages.size()), 1);
        QCOMPARE(QString::fromStdString(lessonProblem(l)), QString());
    }
};

QTEST_APPLESS_MAIN(TestLessons)
#include "test_lessons.moc"
