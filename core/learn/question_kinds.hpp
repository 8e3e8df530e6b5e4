#pragma once
// The kinds of question a run can stop for (core/learn/questions.hpp makes them from a solver's
// real state; lessons name them by id in their files).

#include <cstdint>
#include <optional>
#include <string_view>

namespace mazelab::learn {

enum class QuestionKind : std::uint8_t {
    CellValue,     // the g, h or f of a highlighted cell
    NextCell,      // which of four marked cells leaves the frontier next
    FrontierSize,  // how many cells wait in the frontier
    Shortest,      // whether this solver's path will be a shortest one on this maze
    FewerSearched, // which of two solvers searches fewer cells on this maze
    StepsLeft,     // how many more steps until the run ends: fewer than 10, 10 to 50, more
};
inline constexpr QuestionKind kQuestionKinds[] = {
    QuestionKind::CellValue, QuestionKind::NextCell,      QuestionKind::FrontierSize,
    QuestionKind::Shortest,  QuestionKind::FewerSearched, QuestionKind::StepsLeft};

// "cell-value", "next-cell", "frontier-size", "shortest", "fewer-searched", "steps-left".
[[nodiscard]] std::string_view questionKindId(QuestionKind kind);
[[nodiscard]] std::optional<QuestionKind> questionKindFromId(std::string_view id);

} // namespace mazelab::learn
