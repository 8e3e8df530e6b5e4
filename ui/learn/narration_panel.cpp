#include "ui/learn/narration_panel.hpp"

#include "core/learn/lesson.hpp"
#include "ui/widgets/fonts.hpp"
#include "ui/widgets/text_label.hpp"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace mazelab::ui {
NarrationPanel::NarrationPanel(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("narrationPanel"));
    m_title = textLabel(this, "narrationTitle");
    m_counter = textLabel(this, "narrationCounter");
    m_text = textLabel(this, "narrationText");
    m_text->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_figures = textLabel(this, "narrationFigures");
    m_figures->hide();
    m_back = new QPushButton(tr("Back"), this);
    m_back->setObjectName(QStringLiteral("narrationBack"));
    m_next = new QPushButton(tr("Next"), this);
    m_next->setObjectName(QStringLiteral("narrationNext"));
    m_next->setDefault(true);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_back);
    buttons->addStretch(1);
    buttons->addWidget(m_next);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_counter);
    layout->addSpacing(8);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_figures);
    layout->addLayout(buttons);

    connect(m_next, &QPushButton::clicked, this, &NarrationPanel::next);
    connect(m_back, &QPushButton::clicked, this, &NarrationPanel::back);
    applyFonts();
    showStage(0);
}

void NarrationPanel::setLesson(const learn::Lesson& lesson) {
    m_texts.clear();
    for (const learn::LessonStage& stage : lesson.stages)
        m_texts.push_back(QString::fromStdString(stage.text));
    m_title->setText(QString::fromStdString(lesson.title));
    m_stage = 0;
    showStage(0);
}

void NarrationPanel::showStage(int index) {
    if (m_texts.isEmpty()) {
        m_counter->clear();
        m_text->setText(tr("No lesson is open. File > Lessons chooses one."));
        m_back->setEnabled(false);
        m_next->setEnabled(false);
        return;
    }
    if (index < 0 || index >= stageCount())
        return;
    m_stage = index;
    m_counter->setText(tr("Stage %1 of %2").arg(index + 1).arg(stageCount()));
    m_text->setText(m_texts[index]);
    m_back->setEnabled(index > 0);
    m_next->setEnabled(true);
    m_next->setText(index + 1 == stageCount() ? tr("Finish") : tr("Next"));
}

void NarrationPanel::setFigures(const QString& figures) {
    m_figures->setText(figures);
    m_figures->setVisible(!figures.isEmpty());
}

QString NarrationPanel::figures() const {
    return m_figures->text();
}

void NarrationPanel::next() {
    if (!m_next->isEnabled())
        return;
    if (m_stage + 1 < stageCount())
        emit stageRequested(m_stage + 1);
    else
        emit finished();
}

void NarrationPanel::back() {
    if (m_back->isEnabled())
        emit stageRequested(m_stage - 1);
}

void NarrationPanel::setLarge(bool large) {
    m_large = large;
    applyFonts();
}

void NarrationPanel::applyFonts() {
    const QFont base = font();
    const double scale = m_large ? kLargeTextScale : kTextScale;
    m_title->setFont(scaledFont(base, scale * 1.15, true));
    m_counter->setFont(scaledFont(base, m_large ? scale * 0.7 : 1.0));
    m_text->setFont(scaledFont(base, scale));
    m_figures->setFont(scaledFont(base, m_large ? scale * 0.8 : 1.0, true));
    for (QPushButton* button : {m_back, m_next})
        button->setFont(scaledFont(base, m_large ? scale * 0.7 : 1.0));
}

} // namespace mazelab::ui
