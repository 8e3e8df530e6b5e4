#include "core/learn/lesson.hpp"

#include "core/registry.hpp"
#include "core/run.hpp"
#include "core/shape.hpp"
#include "core/shaping.hpp"
#include "core/text_fields.hpp"

#include <algorithm>
#include <set>

namespace mazelab::learn {

using namespace mazelab::text;

namespace {

constexpr std::string_view kScenarioKeyword = "scenario";
constexpr std::string_view kEndWord = "end";

[[noreturn]] void fail(int line, const std::string& message) {
    throw MazeFileError(line, message);
}

std::string questionIds() {
    std::string ids;
    for (const QuestionKind kind : kQuestionKinds)
        ids += (ids.empty() ? "" : ", ") + std::string(questionKindId(kind));
    return ids;
}

std::string stepText(std::int64_t step) {
    return step == LessonStage::kEnd ? std::string(kEndWord) : std::to_string(step);
}

// Reads the lines up to `scenario`; the rest of the text is the scenario file.
class LessonReader {
public:
    explicit LessonReader(std::string_view text) : m_lines(text) {}

    Lesson read() {
        readMagicLine(m_lines, kLessonFileMagic, kLessonFileVersion, "lesson");
        if (!readHeaderLines(m_lines, kScenarioKeyword,
                             [this](std::string_view content) { readLine(content); }))
            fail(m_lines.endLine(), "the file ends before the 'scenario' line: a lesson ends with "
                                    "a line 'scenario' followed by the scenario file");
        finishStage();
        if (m_lesson.title.empty())
            fail(line(), "the lesson has no 'title' line: a title and at least one stage come "
                         "before 'scenario'");
        if (m_lesson.stages.empty())
            fail(line(), "the lesson has no stage: at least one 'stage' line comes before "
                         "'scenario'");
        readScenario();
        return m_lesson;
    }

private:
    [[nodiscard]] int line() const { return m_lines.number(); }

    void readLine(std::string_view content) {
        const auto fields = words(content);
        const std::string_view key = fields[0];
        const std::string_view rest = trimmed(content.substr(key.size()));
        if (key == "title") {
            if (!m_lesson.title.empty())
                fail(line(), "title is given twice: a lesson has one title");
            if (m_stage)
                fail(line(), "title must come before the first stage");
            m_lesson.title = joined(rest, "title", "title Breadth-first search");
        } else if (key == "stage") {
            finishStage();
            readStage(fields);
        } else if (key == "text" || key == "ask" || key == "maze" || key == "solver" ||
                   key == "cells" || key == "rings" || key == "shape") {
            if (!m_stage)
                fail(line(), std::string(key) + " must follow a 'stage' line: it belongs to "
                                                "the stage above it");
            readStageLine(key, fields, rest);
        } else {
            fail(line(), "unknown key " + excerpt(key) +
                             ": a lesson has a title line and stages (stage, text, ask, maze, "
                             "cells, rings, shape and solver lines), then 'scenario' and the "
                             "scenario file");
        }
    }

    // The words of a title or narration line joined by single spaces; no control characters.
    std::string joined(std::string_view rest, std::string_view key, std::string_view example) {
        if (rest.empty())
            fail(line(), std::string(key) + " needs words after it, e.g. '" +
                             std::string(example) + "'");
        if (std::any_of(rest.begin(), rest.end(), [](char c) { return isControl(c) && c != '\t'; }))
            fail(line(), std::string(key) + " contains a control character");
        std::string result;
        for (const std::string_view word : words(rest)) {
            if (!result.empty())
                result += ' ';
            result += word;
        }
        return result;
    }

    void readStage(const std::vector<std::string_view>& fields) {
        if (fields.size() != 2)
            fail(line(), "stage takes exactly one value, the step: e.g. 'stage 40' or "
                         "'stage end'");
        LessonStage stage;
        if (fields[1] == kEndWord) {
            stage.step = LessonStage::kEnd;
        } else if (parseNumber(fields[1], stage.step) != NumberStatus::Ok || stage.step < 0 ||
                   stage.step > kMaxLessonStep) {
            fail(line(), "stage " + excerpt(fields[1]) +
                             ": the step must be a whole number from 0 to 1000000000, or 'end'");
        }
        m_stage = stage;
        m_stageLine = line();
        m_stageKeys.clear();
        m_shaping.clear();
        m_mazeLine = m_cellsLine = m_ringsLine = m_shapeLine = 0;
        m_cells = ShapeKind::Square;
        m_rings = 0;
    }

    void once(std::string_view key) {
        if (!m_stageKeys.emplace(key).second)
            fail(line(), std::string(key) + " is given twice in the stage of line " +
                             std::to_string(m_stageLine) + ": each stage has one");
    }

    void readStageLine(std::string_view key, const std::vector<std::string_view>& fields,
                       std::string_view rest) {
        LessonStage& stage = *m_stage;
        if (key == "text") {
            const std::string words = joined(rest, key, "text The blue cells wait in the queue.");
            if (!stage.text.empty())
                stage.text += ' ';
            stage.text += words;
            return;
        }
        if (key == "shape") {
            readShape(rest);
            return;
        }
        once(key);
        if (key == "cells") {
            if (fields.size() != 2)
                fail(line(), "cells takes one value, the cells' shape: e.g. 'cells hex'");
            try {
                m_cells = shapeById(fields[1]);
            } catch (const Error& e) {
                fail(line(), e.what());
            }
            m_cellsLine = line();
        } else if (key == "rings") {
            if (fields.size() != 2 || parseNumber(fields[1], m_rings) != NumberStatus::Ok ||
                m_rings < Shape::kMinRings || m_rings > Shape::kMaxRings)
                fail(line(), "rings " + excerpt(rest) + " must be a whole number from " +
                                 std::to_string(Shape::kMinRings) + " to " +
                                 std::to_string(Shape::kMaxRings));
            m_ringsLine = line();
        } else if (key == "ask") {
            const auto kind = fields.size() == 2 ? questionKindFromId(fields[1]) : std::nullopt;
            if (!kind)
                fail(line(), "ask " + excerpt(rest) + ": the question kinds are " +
                                 questionIds());
            stage.question = kind;
        } else if (key == "solver") {
            if (fields.size() != 2 || !findSolver(fields[1]))
                fail(line(), "unknown solver " + excerpt(rest) + ": the solvers are " +
                                 idList(solvers()));
            stage.solver = std::string(fields[1]);
        } else {
            stage.maze = readMaze(fields);
            m_mazeLine = line();
        }
    }

    // "shape braid=40": one pass per line, each pass once per stage (as in a scenario file).
    void readShape(std::string_view rest) {
        if (rest.empty() || words(rest).size() != 1)
            fail(line(), "shape takes one pass, e.g. 'shape braid=40'");
        try {
            (void)parseShaping(std::vector<std::string>{std::string(rest)});
        } catch (const Error& e) {
            fail(line(), "shape " + excerpt(rest) + ": " + e.what());
        }
        const std::string_view pass = rest.substr(0, rest.find('='));
        for (const std::string& earlier : m_shaping)
            if (std::string_view(earlier).substr(0, earlier.find('=')) == pass)
                fail(line(), "shape " + excerpt(pass) + " is given twice in the stage of line " +
                                 std::to_string(m_stageLine) + ": each pass once");
        m_shaping.emplace_back(rest);
        if (m_shapeLine == 0)
            m_shapeLine = line();
    }

    // The stage's cells, rings and shape lines go with its maze line: checked together once the
    // stage is read, since they may come in any order.
    void finishMaze(LessonStage& stage) {
        if (!stage.maze) {
            for (const auto& [key, at] :
                 {std::pair{"cells", m_cellsLine}, {"rings", m_ringsLine}, {"shape", m_shapeLine}})
                if (at != 0)
                    fail(at,
                         std::string(key) + " belongs to a 'maze' line, and the stage of line " +
                             std::to_string(m_stageLine) + " has none: e.g. 'maze wilson 15x15 3'");
            return;
        }
        LessonMaze& maze = *stage.maze;
        const bool polar = m_cells == ShapeKind::Polar;
        if (polar && m_ringsLine == 0)
            fail(m_cellsLine, "cells polar needs a 'rings N' line: a polar maze is sized by its "
                              "rings, e.g. rings 6");
        if (!polar && m_ringsLine != 0)
            fail(m_ringsLine, "rings go with 'cells polar' only: a maze of " +
                                  std::string(shapeWord(m_cells)) +
                                  " cells is sized by the maze line's WxH");
        const GeneratorInfo& generator = generatorById(maze.generator);
        if (const std::string error = generator.shapeError(m_cells); !error.empty())
            fail(m_cellsLine != 0 ? m_cellsLine : m_mazeLine, error);
        if (m_shapeLine != 0) {
            const std::string error = shapingError(parseShaping(m_shaping), m_cells, maze.size);
            if (!error.empty())
                fail(m_shapeLine, error);
        }
        maze.cells = m_cells;
        maze.rings = polar ? m_rings : 0;
        maze.shaping = m_shaping;
    }

    // "maze GENERATOR WxH SEED".
    LessonMaze readMaze(const std::vector<std::string_view>& fields) {
        if (fields.size() != 4)
            fail(line(), "maze takes a generator, a size and a seed, e.g. 'maze prim-true "
                         "21x21 7'");
        LessonMaze maze;
        if (!findGenerator(fields[1]))
            fail(line(), "unknown generator " + excerpt(fields[1]) + ": the generators are " +
                             idList(generators()));
        maze.generator = std::string(fields[1]);
        const std::string_view size = fields[2];
        const std::size_t x = size.find('x');
        if (x == std::string_view::npos ||
            parseNumber(size.substr(0, x), maze.size.width) != NumberStatus::Ok ||
            parseNumber(size.substr(x + 1), maze.size.height) != NumberStatus::Ok)
            fail(line(), "maze size " + excerpt(size) + " must be written WxH, e.g. 21x21");
        if (const std::string error = Maze::sizeError(maze.size); !error.empty())
            fail(line(), "maze size " + excerpt(size) + ": " + error);
        if (parseNumber(fields[3], maze.seed) != NumberStatus::Ok)
            fail(line(), "maze seed " + excerpt(fields[3]) +
                             " must be a whole number from 0 to 18446744073709551615");
        return maze;
    }

    // Checks the stage just read (it ends at the next stage or at `scenario`) and keeps it.
    void finishStage() {
        if (!m_stage)
            return;
        finishMaze(*m_stage);
        const LessonStage& stage = *m_stage;
        const int number = int(m_lesson.stages.size()) + 1;
        if (stage.text.empty())
            fail(m_stageLine, "stage " + std::to_string(number) +
                                  " has no text: every stage has one or more 'text' lines");
        if (!m_lesson.stages.empty() && !stage.startsRun() &&
            stage.step <= m_lesson.stages.back().step)
            fail(m_stageLine, "stage " + std::to_string(number) + " shows step " +
                                  stepText(stage.step) + ", not after the step before it (" +
                                  stepText(m_lesson.stages.back().step) +
                                  "): steps increase within a run; a 'maze' or 'solver' line "
                                  "starts a new run");
        m_lesson.stages.push_back(stage);
        m_stage.reset();
    }

    void readScenario() {
        const int offset = line();
        try {
            m_lesson.scenario = readScenarioText(m_lines.rest());
        } catch (const MazeFileError& e) {
            fail(offset + std::max(e.line(), 1), "in the scenario: " + e.detail());
        }
    }

    LineReader m_lines;
    Lesson m_lesson;
    std::optional<LessonStage> m_stage; // the stage being read
    int m_stageLine = 0;
    std::set<std::string, std::less<>> m_stageKeys;
    // The stage's maze lines, 0 where it has none.
    int m_mazeLine = 0;
    int m_cellsLine = 0;
    int m_ringsLine = 0;
    int m_shapeLine = 0; // the first shape line
    ShapeKind m_cells = ShapeKind::Square;
    int m_rings = 0;
    std::vector<std::string> m_shaping;
};

// `key` and the words, in lines of at most kLessonTextWidth characters (a longer word alone).
std::string wrapped(std::string_view key, std::string_view text) {
    std::string result;
    std::string current;
    for (const std::string_view word : words(text)) {
        if (!current.empty() && current.size() + 1 + word.size() > kLessonTextWidth) {
            result += current + "\n";
            current.clear();
        }
        if (current.empty())
            current = key;
        current += ' ';
        current += word;
    }
    return result + current + "\n";
}

} // namespace

Lesson readLessonText(std::string_view text) {
    return LessonReader(text).read();
}

std::string writeLessonText(const Lesson& lesson) {
    std::string text = std::string(kLessonFileMagic) + " " +
                       std::to_string(kLessonFileVersion) + "\n";
    text += "title " + lesson.title + "\n";
    for (const LessonStage& stage : lesson.stages) {
        text += "\nstage " + stepText(stage.step) + "\n";
        if (stage.maze)
            text += "maze " + stage.maze->generator + " " + toString(stage.maze->size) + " " +
                    std::to_string(stage.maze->seed) + "\n";
        if (stage.maze && stage.maze->cells != ShapeKind::Square)
            text += "cells " + std::string(shapeId(stage.maze->cells)) + "\n";
        if (stage.maze && stage.maze->cells == ShapeKind::Polar)
            text += "rings " + std::to_string(stage.maze->rings) + "\n";
        if (stage.maze)
            for (const std::string& pass : stage.maze->shaping)
                text += "shape " + pass + "\n";
        if (stage.solver)
            text += "solver " + *stage.solver + "\n";
        if (stage.question)
            text += "ask " + std::string(questionKindId(*stage.question)) + "\n";
        text += wrapped("text", stage.text);
    }
    text += "\n" + std::string(kScenarioKeyword) + "\n";
    return text + writeScenarioText(lesson.scenario);
}

LessonRun lessonRun(const Lesson& lesson, int index) {
    if (index < 0 || index >= int(lesson.stages.size()))
        throw Error("stage " + std::to_string(index + 1) + " does not exist: the lesson has " +
                    std::to_string(lesson.stages.size()) + " stages");
    const Scenario& scenario = lesson.scenario;
    const SolverInfo* solver = &solverById(scenario.solver);
    LessonRun run{scenario.maze, solver, resolveParams(solver->params, scenario.solverParams), 0,
                  scenario.diagonal};
    for (int i = 0; i <= index; ++i) {
        const LessonStage& stage = lesson.stages[std::size_t(i)];
        if (stage.startsRun())
            run.firstStage = i;
        if (stage.maze) {
            GenerateRequest request{
                &generatorById(stage.maze->generator), stage.maze->size, stage.maze->seed, {}};
            request.shaping = parseShaping(stage.maze->shaping);
            request.shape = stage.maze->cells;
            request.rings = stage.maze->rings;
            run.maze = MazeDocument{generateMaze(request), provenanceOf(request)};
        }
        if (stage.solver) {
            run.solver = &solverById(*stage.solver);
            run.params = run.solver->defaults();
        }
    }
    return run;
}

std::string lessonProblem(const Lesson& lesson) {
    std::int64_t lastStep = 0;
    const SolverInfo* solver = nullptr;
    for (int i = 0; i < int(lesson.stages.size()); ++i) {
        const LessonStage& stage = lesson.stages[std::size_t(i)];
        if (i == 0 || stage.startsRun()) {
            const LessonRun run = lessonRun(lesson, i);
            solver = run.solver;
            if (const std::string error = solver->movementError(run.rule); !error.empty())
                return "stage " + std::to_string(i + 1) + ": " + error;
            if (const std::string error = solver->mazeProblem(run.maze.maze); !error.empty())
                return "stage " + std::to_string(i + 1) + ": " + error;
            try {
                lastStep = solveMaze(*run.solver, run.maze.maze, run.params, run.rule).stats.steps;
            } catch (const Error& e) { // e.g. a heuristic that counts rows on other cells
                return "stage " + std::to_string(i + 1) + ": " + e.what();
            }
        }
        if (stage.step != LessonStage::kEnd && stage.step > lastStep)
            return "stage " + std::to_string(i + 1) + " shows step " +
                   std::to_string(stage.step) + ", but " + std::string(solver->id) +
                   " ends at step " + std::to_string(lastStep);
    }
    return {};
}

} // namespace mazelab::learn
