#include "core/learn/question_options.hpp"

#include "core/random.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <utility>

namespace mazelab::learn::detail {

std::string plural(std::int64_t n, const char* word) {
    return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

std::string numberText(double value) {
    if (value == std::floor(value) && std::abs(value) < 1e15)
        return std::to_string(std::int64_t(value));
    char text[32];
    std::snprintf(text, sizeof text, "%.2f", value);
    std::string s = text;
    while (s.back() == '0')
        s.pop_back();
    if (s.back() == '.')
        s.pop_back();
    return s;
}

OptionList::OptionList(std::string rightText, std::optional<CellIndex> cell)
    : m_texts{std::move(rightText)}, m_why{std::string()}, m_hasCells(cell.has_value()) {
    if (cell)
        m_cells.push_back(*cell);
}

bool OptionList::wrong(std::string text, std::string why, std::optional<CellIndex> cell) {
    if (full() || std::find(m_texts.begin(), m_texts.end(), text) != m_texts.end())
        return false;
    if (m_hasCells && (!cell || std::find(m_cells.begin(), m_cells.end(), *cell) != m_cells.end()))
        return false;
    m_texts.push_back(std::move(text));
    m_why.push_back(std::move(why));
    if (m_hasCells)
        m_cells.push_back(*cell);
    return true;
}

Question OptionList::finish(QuestionKind kind, std::string prompt, std::string explanation,
                            std::uint64_t seed) const {
    std::vector<std::size_t> order(size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    Random random(seed); // Fisher-Yates, drawing with Random::below (docs/random.md)
    for (std::size_t i = order.size(); i > 1; --i)
        std::swap(order[i - 1], order[std::size_t(random.below(i))]);
    Question q;
    q.kind = kind;
    q.prompt = std::move(prompt);
    q.explanation = std::move(explanation);
    for (std::size_t i = 0; i < order.size(); ++i) {
        if (order[i] == 0)
            q.answer = int(i);
        q.options.push_back(m_texts[order[i]]);
        q.whyWrong.push_back(m_why[order[i]]);
        if (m_hasCells)
            q.marked.push_back(m_cells[order[i]]);
    }
    return q;
}

Replay::Replay(const QuestionContext& context)
    : m_steps(context.solver.start(context.maze, context.params, context.rule)) {}

bool Replay::reach(std::int64_t stepsDone) {
    while (m_done < stepsDone)
        if (!advance())
            return false;
    return true;
}

const SolveStep* Replay::advance() {
    if (m_last && m_last->isLast())
        return nullptr;
    const SolveStep* step = m_steps.next();
    if (step) {
        m_last = step;
        ++m_done;
    }
    return step;
}

std::int64_t Replay::stepsToEnd() {
    while (advance()) {
    }
    return m_done;
}

} // namespace mazelab::learn::detail
