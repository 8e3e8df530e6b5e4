#include "ui/learn/question_panel.hpp"

#include "ui/widgets/fonts.hpp"
#include "ui/widgets/qt_text.hpp"
#include "ui/widgets/text_label.hpp"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace mazelab::ui {
namespace {

constexpr int kMaxOptions = 4;

// Right and wrong in colour and in a sign, so that they read without colour too.
const QString kRightStyle = QStringLiteral(
    "QPushButton, QPushButton:disabled { background: #2e7d32; color: white; font-weight: bold; "
    "border: 2px solid #1b5e20; border-radius: 4px; padding: 4px 10px; text-align: left; }");
const QString kWrongStyle = QStringLiteral(
    "QPushButton, QPushButton:disabled { background: #c62828; color: white; font-weight: bold; "
    "border: 2px solid #8e0000; border-radius: 4px; padding: 4px 10px; text-align: left; }");
const QString kOptionStyle = QStringLiteral("QPushButton { text-align: left; padding: 4px 10px; }");

} // namespace

QuestionPanel::QuestionPanel(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("questionPanel"));
    setFocusPolicy(Qt::StrongFocus);
    auto* layout = new QVBoxLayout(this);
    m_prompt = textLabel(this, "questionPrompt");
    layout->addWidget(m_prompt);
    for (int i = 0; i < kMaxOptions; ++i) {
        auto* button = new QPushButton(this);
        button->setObjectName(QStringLiteral("questionOption%1").arg(i));
        button->setStyleSheet(kOptionStyle);
        button->setFocusPolicy(Qt::NoFocus); // the panel takes the keys
        connect(button, &QPushButton::clicked, this, [this, i] { answer(i); });
        m_options.push_back(button);
        layout->addWidget(button);
    }
    m_result = textLabel(this, "questionResult");
    m_explanation = textLabel(this, "questionExplanation");
    m_whyWrong = textLabel(this, "questionWhyWrong");
    layout->addSpacing(8);
    layout->addWidget(m_result);
    layout->addWidget(m_whyWrong);
    layout->addWidget(m_explanation);
    auto* buttons = new QHBoxLayout;
    m_reveal = new QPushButton(tr("Reveal"), this);
    m_reveal->setObjectName(QStringLiteral("questionReveal"));
    m_reveal->setToolTip(tr("Show the answer without answering (the class voted by hand)"));
    m_continue = new QPushButton(tr("Continue"), this);
    m_continue->setObjectName(QStringLiteral("questionContinue"));
    for (QPushButton* b : {m_reveal, m_continue})
        b->setFocusPolicy(Qt::NoFocus);
    connect(m_reveal, &QPushButton::clicked, this, &QuestionPanel::reveal);
    connect(m_continue, &QPushButton::clicked, this, &QuestionPanel::continued);
    buttons->addWidget(m_reveal);
    buttons->addStretch(1);
    buttons->addWidget(m_continue);
    layout->addLayout(buttons);
    layout->addStretch(1);
    setQuestion(learn::Question{});
    fitType();
}

QString QuestionPanel::optionLabel(int option, const std::string& text) {
    return QStringLiteral("%1  %2").arg(QChar(u'A' + option), fromStd(text));
}

void QuestionPanel::setQuestion(const learn::Question& question) {
    m_question = question;
    m_settled = false;
    m_prompt->setText(fromStd(question.prompt));
    for (int i = 0; i < kMaxOptions; ++i) {
        QPushButton* button = m_options[i];
        const bool used = std::size_t(i) < question.options.size();
        button->setVisible(used);
        button->setEnabled(used);
        button->setStyleSheet(kOptionStyle);
        button->setText(used ? optionLabel(i, question.options[std::size_t(i)]) : QString());
    }
    for (QLabel* l : {m_result, m_explanation, m_whyWrong}) {
        l->clear();
        l->hide();
    }
    m_reveal->setEnabled(hasQuestion());
    m_continue->setEnabled(hasQuestion());
}

void QuestionPanel::answer(int option) {
    if (m_settled || option < 0 || std::size_t(option) >= m_question.options.size())
        return;
    settle(option);
    const bool right = option == m_question.answer;
    const QString correct =
        optionLabel(m_question.answer, m_question.options[std::size_t(m_question.answer)]);
    if (right) {
        m_result->setText(tr("✓ Right: %1").arg(correct));
    } else {
        m_result->setText(tr("✗ Wrong: the answer is %1").arg(correct));
        m_whyWrong->setText(tr("%1: %2").arg(QChar(u'A' + option),
                                             fromStd(m_question.whyWrong[std::size_t(option)])));
        m_whyWrong->setVisible(!m_whyWrong->text().isEmpty());
    }
    emit answered(option, right);
}

void QuestionPanel::reveal() {
    if (m_settled || !hasQuestion())
        return;
    settle(-1);
    m_result->setText(tr("The answer is %1")
                          .arg(optionLabel(m_question.answer,
                                           m_question.options[std::size_t(m_question.answer)])));
    emit revealed();
}

// Marks the right option (and a wrong one chosen), shows the explanation, and takes no more
// answers.
void QuestionPanel::settle(int chosen) {
    m_settled = true;
    for (int i = 0; i < kMaxOptions; ++i) {
        m_options[i]->setEnabled(false);
        if (i == m_question.answer)
            m_options[i]->setStyleSheet(kRightStyle);
        else if (i == chosen)
            m_options[i]->setStyleSheet(kWrongStyle);
    }
    m_reveal->setEnabled(false);
    m_result->show();
    m_explanation->setText(fromStd(m_question.explanation));
    m_explanation->show();
    fitType(); // a style sheet resets the buttons' fonts
}

void QuestionPanel::keyPressEvent(QKeyEvent* event) {
    const int key = event->key();
    if (key >= Qt::Key_1 && key <= Qt::Key_4) {
        answer(key - Qt::Key_1);
    } else if (key >= Qt::Key_A && key <= Qt::Key_D) {
        answer(key - Qt::Key_A);
    } else if ((key == Qt::Key_Return || key == Qt::Key_Enter) && m_settled) {
        emit continued();
    } else {
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void QuestionPanel::setLarge(bool large) {
    m_large = large;
    fitType();
}

void QuestionPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    if (m_large)
        fitType();
}

// Normal: the application's font, the prompt and the result bold. Large: sized from the
// window's height, as the stage's heads-up figures are (ui/stage/stage_hud.cpp).
void QuestionPanel::fitType() {
    const int base = QFontInfo(QWidget::font()).pixelSize();
    const int height = window()->height();
    const int big = m_large ? int(height * kLargeShare + 0.5) : base + 2;
    const int text = m_large ? int(height * kLargeTextShare + 0.5) : base;
    setPixelSize(m_prompt, big, true);
    for (QPushButton* b : m_options)
        setPixelSize(b, big, false);
    setPixelSize(m_result, big, true);
    for (QWidget* w : {static_cast<QWidget*>(m_explanation), static_cast<QWidget*>(m_whyWrong),
                       static_cast<QWidget*>(m_reveal), static_cast<QWidget*>(m_continue)})
        setPixelSize(w, text, false);
}

} // namespace mazelab::ui
