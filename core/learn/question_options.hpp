#pragma once
// The parts every question kind shares (core/learn/questions.hpp): the options with their
// mistakes, deduplicated and shuffled; the run replayed to the point asked about; cells and
// figures as the texts write them.

#include "core/learn/questions.hpp"
#include "core/registry.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace mazelab::learn::detail {

// "1 cell", "3 cells".
[[nodiscard]] std::string plural(std::int64_t n, const char* word);
// A whole number as is; otherwise at most two decimals ("3.61", "14").
[[nodiscard]] std::string numberText(double value);

// The options of one question: the right one first, then the mistakes, each at most once (by its
// text, and by its cell where options are cells): fewer options rather than a duplicate.
class OptionList {
public:
    static constexpr std::size_t kMax = 4;
    explicit OptionList(std::string rightText, std::optional<CellIndex> cell = std::nullopt);
    // Adds a wrong option; false (nothing added) for a duplicate or when the list is full.
    bool wrong(std::string text, std::string why, std::optional<CellIndex> cell = std::nullopt);
    [[nodiscard]] std::size_t size() const { return m_texts.size(); }
    [[nodiscard]] bool full() const { return size() >= kMax; }
    // The question, its options in an order shuffled by Random(seed).
    [[nodiscard]] Question finish(QuestionKind kind, std::string prompt, std::string explanation,
                                  std::uint64_t seed) const;

private:
    std::vector<std::string> m_texts;
    std::vector<std::string> m_why;
    std::vector<CellIndex> m_cells;
    bool m_hasCells = false;
};

// The run asked about, replayed from its start with the same solver, maze and parameters.
class Replay {
public:
    explicit Replay(const QuestionContext& context);
    // Takes steps until `stepsDone` are done; false if the run ended before that.
    bool reach(std::int64_t stepsDone);
    // The step after the last one taken, or nullptr at the end; the previous step is then gone.
    const SolveStep* advance();
    [[nodiscard]] const SolveStep* last() const { return m_last; }
    [[nodiscard]] std::int64_t done() const { return m_done; }
    // Steps to the end of the run (drains it).
    std::int64_t stepsToEnd();

private:
    SolveSteps m_steps;
    const SolveStep* m_last = nullptr;
    std::int64_t m_done = 0;
};

} // namespace mazelab::learn::detail

namespace mazelab::learn::detail {

// The kinds that run solvers to their end (core/learn/question_runs.cpp).
[[nodiscard]] std::optional<Question> shortestQuestion(const QuestionContext& context);
[[nodiscard]] std::optional<Question> fewerSearchedQuestion(const QuestionContext& context);
[[nodiscard]] std::optional<Question> stepsLeftQuestion(const QuestionContext& context);

} // namespace mazelab::learn::detail
