#include "core/learn/question_kinds.hpp"

namespace mazelab::learn {

std::string_view questionKindId(QuestionKind kind) {
    switch (kind) {
    case QuestionKind::CellValue:
        return "cell-value";
    case QuestionKind::NextCell:
        return "next-cell";
    case QuestionKind::FrontierSize:
        return "frontier-size";
    case QuestionKind::Shortest:
        return "shortest";
    case QuestionKind::FewerSearched:
        return "fewer-searched";
    case QuestionKind::StepsLeft:
        return "steps-left";
    }
    return {};
}

std::optional<QuestionKind> questionKindFromId(std::string_view id) {
    for (QuestionKind kind : kQuestionKinds)
        if (questionKindId(kind) == id)
            return kind;
    return std::nullopt;
}

} // namespace mazelab::learn
