#pragma once
// The question panel (Learn, questions that stop the run): one generated question
// (core/learn/questions.hpp) with its options A to D, then the result: right or wrong, the
// explanation, and for a wrong answer the mistake that option stands for. The lecturer can
// reveal the answer without anyone answering (the class voted by hand). Large, it is readable
// from the back of a lecture hall (presentation mode). It never blocks: the window docks it or
// lays it over the stage, and hears its signals.
//
// No coroutine types here (moc in Qt 6.4 cannot parse <coroutine>).

#include "core/learn/questions.hpp"

#include <QList>
#include <QWidget>

class QLabel;
class QPushButton;

namespace mazelab::ui {

class QuestionPanel : public QWidget {
    Q_OBJECT

public:
    // Shares of the window's height (large type): the prompt's and options', the result's and
    // explanation's.
    static constexpr double kLargeShare = 0.045;
    static constexpr double kLargeTextShare = 0.032;

    explicit QuestionPanel(QWidget* parent = nullptr);

    // Shows `question`, waiting for an answer.
    void setQuestion(const learn::Question& question);
    [[nodiscard]] const learn::Question& question() const { return m_question; }
    [[nodiscard]] bool hasQuestion() const { return !m_question.options.empty(); }
    // Answered or revealed: the options no longer take an answer.
    [[nodiscard]] bool isSettled() const { return m_settled; }

    // "A  text": the letter of option i (0-based), then its text.
    [[nodiscard]] static QString optionLabel(int option, const std::string& text);

    // Large type for presentation mode, sized from the window's height, as the stage's figures.
    void setLarge(bool large);
    [[nodiscard]] bool isLarge() const { return m_large; }

public slots:
    // Takes option `option` (0-based) as the answer, as a click on it does (the window's keys
    // 1-4 and A-D call this); nothing once settled, or for an option the question lacks.
    void answer(int option);
    // Shows the answer without an answer given.
    void reveal();

signals:
    void answered(int option, bool right);
    void revealed();
    void continued();

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void settle(int chosen);
    void fitType();

    learn::Question m_question;
    bool m_settled = false;
    bool m_large = false;
    QLabel* m_prompt = nullptr;
    QList<QPushButton*> m_options;
    QLabel* m_result = nullptr;
    QLabel* m_explanation = nullptr;
    QLabel* m_whyWrong = nullptr;
    QPushButton* m_reveal = nullptr;
    QPushButton* m_continue = nullptr;
};

} // namespace mazelab::ui
