#pragma once
// The Predict panel (Learn > Predict): what to click, the verdict and its reason, and the score,
// streak and accuracy of each solver predicted this session, read from the PredictController and
// the session log.

#include <QWidget>

class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace mazelab::learn {
class SessionLog;
}

namespace mazelab::ui {

class PredictController;

class PredictPanel : public QWidget {
    Q_OBJECT

public:
    PredictPanel(PredictController& controller, const learn::SessionLog& log,
                 QWidget* parent = nullptr);

    // What the panel shows (tests read them as a user would).
    [[nodiscard]] QString promptText() const;
    [[nodiscard]] QString verdictText() const;
    [[nodiscard]] QString reasonText() const;
    [[nodiscard]] QString scoreText() const;
    [[nodiscard]] QPushButton* nextMazeButton() const { return m_next; }
    [[nodiscard]] QSpinBox* everyBox() const { return m_every; }
    [[nodiscard]] QTableWidget* tallyTable() const { return m_table; }

    // Presentation mode: the prompt, the verdict and the reason in type sized from the window's
    // height, as the stage's figures are (ui/stage/stage_hud.hpp).
    void setLarge(bool large);
    [[nodiscard]] bool isLarge() const { return m_large; }
    // Shares of the window's height: the prompt's and verdict's, the reason's and score's.
    static constexpr double kLargeShare = 0.034;
    static constexpr double kLargeTextShare = 0.027;

public slots:
    void refresh();

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void fitType();

    bool m_large = false;
    PredictController& m_controller;
    const learn::SessionLog& m_log;
    QLabel* m_prompt = nullptr;
    QLabel* m_verdict = nullptr;
    QLabel* m_reason = nullptr;
    QLabel* m_score = nullptr;
    QSpinBox* m_every = nullptr;
    QPushButton* m_next = nullptr;
    QTableWidget* m_table = nullptr;
};

} // namespace mazelab::ui
