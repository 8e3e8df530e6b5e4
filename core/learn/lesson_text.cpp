// The lesson file: reading and writing its text, and applying its edits to a maze.
#include "core/learn/lesson.hpp"

#include "core/navigate.hpp"
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

// The `edit` line's words, in LessonEdit::Kind's order.
constexpr std::string_view kEditWords[] = {"wall", "passage", "cost", "mask", "start", "goal"};
// Sides by slot on square cells (Dir: east 0, south 1, west 2, north 3).
constexpr std::string_view kSideWords[] = {"east", "south", "west", "north"};

std::string sideText(int side) {
    return side < 4 ? std::string(kSideWords[side]) : std::to_string(side);
}

std::string editText(const LessonEdit& edit) {
    std::string text = std::string(kEditWords[int(edit.kind)]) + " " + toString(edit.cell);
    if (edit.kind == LessonEdit::Kind::Wall || edit.kind == LessonEdit::Kind::Passage)
        text += " " + sideText(edit.side);
    if (edit.kind == LessonEdit::Kind::Cost)
        text += " " + std::to_string(edit.cost);
    return text;
}

bool isIncremental(const SolverInfo& solver) {
    return solver.createIncremental != nullptr;
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
        checkEdits();
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
                   key == "cells" || key == "rings" || key == "shape" || key == "agent" ||
                   key == "edit") {
            if (!m_stage)
                fail(line(), std::string(key) + " must follow a 'stage' line: it belongs to "
                                                "the stage above it");
            readStageLine(key, fields, rest);
        } else {
            fail(line(), "unknown key " + excerpt(key) +
                             ": a lesson has a title line and stages (stage, text, ask, maze, "
                             "cells, rings, shape, solver, agent and edit lines), then 'scenario' "
                             "and the scenario file");
        }
    }

    // The words of a title or narration line joined by single spaces; no control characters.
    std::string joined(std::string_view rest, std::string_view key, std::string_view example) {
        if (rest.empty())
            fail(line(),
                 std::string(key) + " needs words after it, e.g. '" + std::string(example) + "'");
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
        m_editLines.clear();
        m_askLine = 0;
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
        if (key == "edit") {
            stage.edits.push_back(readEdit(fields));
            m_editLines.push_back(line());
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
                fail(line(), "ask " + excerpt(rest) + ": the question kinds are " + questionIds());
            stage.question = kind;
            m_askLine = line();
        } else if (key == "agent") {
            int radius = 0;
            if (fields.size() != 2 || parseNumber(fields[1], radius) != NumberStatus::Ok ||
                !sensorRadiusError(radius).empty())
                fail(line(), "agent " + excerpt(rest) +
                                 ": the sensor radius must be a whole number from " +
                                 std::to_string(kMinSensorRadius) + " to " +
                                 std::to_string(kMaxSensorRadius) + ", e.g. 'agent 1'");
            stage.agent = radius;
        } else if (key == "solver") {
            if (fields.size() != 2 || !findSolver(fields[1]))
                fail(line(),
                     "unknown solver " + excerpt(rest) + ": the solvers are " + idList(solvers()));
            stage.solver = std::string(fields[1]);
        } else {
            stage.maze = readMaze(fields);
            m_mazeLine = line();
        }
    }

    // "edit wall 3,4 east", "edit passage 3,4 east", "edit cost 3,4 9", "edit mask 3,4",
    // "edit start 3,4", "edit goal 3,4". Whether the cell and the side exist is checked on the
    // run's maze once the scenario is read (checkEdits).
    LessonEdit readEdit(const std::vector<std::string_view>& fields) {
        const std::string usage = "edit takes what to change and a cell x,y: 'edit wall 3,4 east' "
                                  "or 'edit passage 3,4 east' (a side: north, east, south, west, "
                                  "or a slot number), 'edit cost 3,4 9', 'edit mask 3,4', "
                                  "'edit start 3,4' or 'edit goal 3,4'";
        if (fields.size() < 3)
            fail(line(), usage);
        const auto word = std::find(std::begin(kEditWords), std::end(kEditWords), fields[1]);
        if (word == std::end(kEditWords))
            fail(line(), "edit " + excerpt(fields[1]) + ": " + usage);
        LessonEdit edit;
        edit.kind = LessonEdit::Kind(word - std::begin(kEditWords));
        const bool sided =
            edit.kind == LessonEdit::Kind::Wall || edit.kind == LessonEdit::Kind::Passage;
        const bool valued = sided || edit.kind == LessonEdit::Kind::Cost;
        if (fields.size() != (valued ? 4u : 3u))
            fail(line(),
                 "edit " + std::string(fields[1]) + " takes " +
                     (sided ? "a cell x,y and a side, e.g. 'edit " + std::string(fields[1]) +
                                  " 3,4 east'"
                      : valued ? std::string("a cell x,y and a cost, e.g. 'edit cost 3,4 9'")
                               : "a cell x,y, e.g. 'edit " + std::string(fields[1]) + " 3,4'"));
        const std::string_view cell = fields[2];
        const std::size_t comma = cell.find(',');
        if (comma == std::string_view::npos ||
            parseNumber(cell.substr(0, comma), edit.cell.x) != NumberStatus::Ok ||
            parseNumber(cell.substr(comma + 1), edit.cell.y) != NumberStatus::Ok ||
            edit.cell.x < 0 || edit.cell.y < 0)
            fail(line(), "edit cell " + excerpt(cell) + " must be written x,y, e.g. 3,4");
        if (sided) {
            const auto side = std::find(std::begin(kSideWords), std::end(kSideWords), fields[3]);
            if (side != std::end(kSideWords))
                edit.side = int(side - std::begin(kSideWords));
            else if (parseNumber(fields[3], edit.side) != NumberStatus::Ok || edit.side < 0 ||
                     edit.side >= kMaxSlots)
                fail(line(), "edit side " + excerpt(fields[3]) +
                                 " must be north, east, south, west, or a slot number from 0 to " +
                                 std::to_string(kMaxSlots - 1));
        } else if (valued) {
            if (parseNumber(fields[3], edit.cost) != NumberStatus::Ok || edit.cost < 1 ||
                edit.cost > 255)
                fail(line(),
                     "edit cost " + excerpt(fields[3]) + " must be a whole number from 1 to 255");
        }
        return edit;
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
        if (!stage.edits.empty() && (stage.startsRun() || m_lesson.stages.empty()))
            fail(m_editLines.front(),
                 "edit changes the maze of the run on screen: it cannot share a stage with a "
                 "'maze', 'solver' or 'agent' line, which start a new run, nor be in the first "
                 "stage");
        if (stage.startsRun() || m_lesson.stages.empty()) {
            m_agentRun = stage.agent.has_value();
            m_repairing = false;
        }
        if (m_agentRun && !stage.edits.empty())
            fail(m_editLines.front(), "edit changes the maze of a solve, which its incremental "
                                      "solver repairs, not an agent's walk: the agent finds the "
                                      "maze's walls itself");
        m_repairing = m_repairing || !stage.edits.empty();
        if (m_agentRun && stage.step == 0)
            fail(m_stageLine, "stage " + std::to_string(number) +
                                  " shows step 0 of an agent's walk: its first plan is step 1");
        if (m_askLine != 0 && (m_agentRun || m_repairing))
            fail(m_askLine, std::string("ask stops a solve for a question, not ") +
                                (m_agentRun ? "an agent's walk" : "a repair after an edit") +
                                ": ask in a stage before the edit, or in another run");
        if (!m_lesson.stages.empty() && !stage.startsRun() && stage.edits.empty() &&
            stage.step <= m_lesson.stages.back().step)
            fail(m_stageLine, "stage " + std::to_string(number) + " shows step " +
                                  stepText(stage.step) + ", not after the step before it (" +
                                  stepText(m_lesson.stages.back().step) +
                                  "): steps increase within a run; a 'maze', 'solver' or 'agent' "
                                  "line starts a new run, and an 'edit' line a repair");
        m_lesson.stages.push_back(stage);
        m_stageEditLines.push_back(m_editLines);
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

    // Every edit against its run's maze as it is then (the edits before it made), and its run's
    // solver: only an incremental one repairs.
    void checkEdits() {
        std::optional<Maze> maze; // the run's maze, edited so far; made at the first edit
        for (int i = 0; i < int(m_lesson.stages.size()); ++i) {
            const LessonStage& stage = m_lesson.stages[std::size_t(i)];
            if (stage.startsRun())
                maze.reset();
            if (stage.edits.empty())
                continue;
            const std::vector<int>& lines = m_stageEditLines[std::size_t(i)];
            const LessonRun run = lessonRun(m_lesson, i);
            if (!isIncremental(*run.solver))
                fail(lines.front(),
                     "edit needs an incremental solver to repair the search, and this run's is " +
                         std::string(run.solver->id) + ": the incremental solvers are " +
                         incrementalIds());
            if (!maze)
                maze = run.maze.maze;
            for (std::size_t e = 0; e < stage.edits.size(); ++e) {
                try {
                    applyLessonEdit(*maze, stage.edits[e]);
                } catch (const Error& error) {
                    fail(lines[e], "edit " + editText(stage.edits[e]) + ": " + error.what());
                }
            }
        }
    }

    static std::string incrementalIds() {
        std::string ids;
        for (const SolverInfo* solver : solvers())
            if (isIncremental(*solver))
                ids += (ids.empty() ? "" : ", ") + std::string(solver->id);
        return ids;
    }

    LineReader m_lines;
    Lesson m_lesson;
    std::vector<int> m_editLines;                   // the stage's edit lines
    std::vector<std::vector<int>> m_stageEditLines; // per stage read
    int m_askLine = 0;
    bool m_agentRun = false;  // the stage belongs to an agent's walk
    bool m_repairing = false; // the stage belongs to a repair (an edit at or before it in its run)
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

void applyLessonEdit(Maze& maze, const LessonEdit& edit) {
    if (!maze.contains(edit.cell))
        throw Error("cell " + toString(edit.cell) + " is outside the maze");
    const CellIndex cell = maze.index(edit.cell);
    switch (edit.kind) {
    case LessonEdit::Kind::Wall:
    case LessonEdit::Kind::Passage: {
        if (edit.side >= maze.slotCount(cell))
            throw Error("cell " + toString(edit.cell) + " has no side " + sideText(edit.side) +
                        ": its slots are 0 to " + std::to_string(maze.slotCount(cell) - 1));
        const CellIndex next = maze.slotNeighbour(cell, Slot(edit.side));
        if (next < 0)
            throw Error("the " + sideText(edit.side) + " side of cell " + toString(edit.cell) +
                        " is the outer border, which is always closed");
        const bool open = edit.kind == LessonEdit::Kind::Passage;
        if (open && (!maze.isActive(cell) || !maze.isActive(next)))
            throw Error("a passage cannot lead into a masked-off cell");
        maze.setSlot(cell, Slot(edit.side), open);
        return;
    }
    case LessonEdit::Kind::Cost:
        maze.setCost(cell, edit.cost);
        return;
    case LessonEdit::Kind::Mask:
        maze.setActive(cell, false);
        return;
    case LessonEdit::Kind::Start:
        maze.setStart(edit.cell);
        return;
    case LessonEdit::Kind::Goal:
        maze.setGoal(edit.cell);
        return;
    }
}

Lesson readLessonText(std::string_view text) {
    return LessonReader(text).read();
}

std::string writeLessonText(const Lesson& lesson) {
    std::string text =
        std::string(kLessonFileMagic) + " " + std::to_string(kLessonFileVersion) + "\n";
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
        if (stage.agent)
            text += "agent " + std::to_string(*stage.agent) + "\n";
        for (const LessonEdit& edit : stage.edits)
            text += "edit " + editText(edit) + "\n";
        if (stage.question)
            text += "ask " + std::string(questionKindId(*stage.question)) + "\n";
        text += wrapped("text", stage.text);
    }
    text += "\n" + std::string(kScenarioKeyword) + "\n";
    return text + writeScenarioText(lesson.scenario);
}

} // namespace mazelab::learn
