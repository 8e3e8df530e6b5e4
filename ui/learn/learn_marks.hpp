#pragma once
// The marks learning by doing puts on the maze (a ViewLayer, ui/view/view_layer.hpp): a tick on
// a right prediction, a cross on a wrong one, a ring round the cell that was right (which
// flashes: the controller switches it on and off), and lettered badges on the cells a question
// asks about (A to D). Drawn from its own list only; whoever changes it calls the view's update().
//
// No Q_OBJECT and no coroutine types here.

#include "ui/view/view_layer.hpp"

#include <QString>

#include <vector>

namespace mazelab::ui {

class LearnMarks final : public ViewLayer {
public:
    enum class Kind { Right, Wrong, Answer, Badge };
    struct Mark {
        Cell cell;
        Kind kind = Kind::Right;
        QString label; // Badge: "A" to "D"
    };

    void setMarks(std::vector<Mark> marks) { m_marks = std::move(marks); }
    void clear() { m_marks.clear(); }
    [[nodiscard]] const std::vector<Mark>& marks() const { return m_marks; }
    // The Answer ring's flash: drawn only while lit.
    void setAnswerLit(bool lit) { m_answerLit = lit; }
    [[nodiscard]] bool answerLit() const { return m_answerLit; }

    void paint(QImage& target, const LayerFrame& frame) const override;

private:
    std::vector<Mark> m_marks;
    bool m_answerLit = true;
};

} // namespace mazelab::ui
