#pragma once
// The narration of a lesson (core/learn/lesson.hpp): its title, "Stage k of n", the stage's text
// in type large enough for a projector, and Back / Next. The panel only asks for stages: Next and
// Back emit stageRequested, and whoever plays the lesson's run to that stage's step calls
// showStage; Next on the last stage reads "Finish" and emits finished. Under the narration a line
// of figures the player sets (an agent's walk: its moves, replans and cells expanded), hidden
// when empty.

#include <QStringList>
#include <QWidget>

class QLabel;
class QPushButton;

namespace mazelab::learn {
struct Lesson;
}

namespace mazelab::ui {

class NarrationPanel : public QWidget {
    Q_OBJECT

public:
    // The narration's size against the widget's own font, normally and in presentation mode.
    static constexpr double kTextScale = 1.3;
    static constexpr double kLargeTextScale = 2.2;

    explicit NarrationPanel(QWidget* parent = nullptr);

    // Shows the lesson's first stage.
    void setLesson(const learn::Lesson& lesson);
    // Shows stage `index` (0-based); an index out of range changes nothing.
    void showStage(int index);
    [[nodiscard]] int currentStage() const { return m_stage; }
    [[nodiscard]] int stageCount() const { return int(m_texts.size()); }
    // The figures line; empty hides it.
    void setFigures(const QString& figures);
    [[nodiscard]] QString figures() const;
    // Presentation mode: title and narration in larger type.
    void setLarge(bool large);
    [[nodiscard]] bool isLarge() const { return m_large; }

    [[nodiscard]] QPushButton* backButton() const { return m_back; }
    [[nodiscard]] QPushButton* nextButton() const { return m_next; }

public slots:
    // What Next and Back do (for keys such as Right and Page Down): ask for the next or the
    // previous stage, or finish after the last one. Nothing happens where the button is disabled.
    void next();
    void back();

signals:
    void stageRequested(int index);
    void finished();

private:
    void applyFonts();

    QStringList m_texts;
    int m_stage = 0;
    bool m_large = false;
    QLabel* m_title = nullptr;
    QLabel* m_counter = nullptr;
    QLabel* m_text = nullptr;
    QLabel* m_figures = nullptr;
    QPushButton* m_back = nullptr;
    QPushButton* m_next = nullptr;
};

} // namespace mazelab::ui
