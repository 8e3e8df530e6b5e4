#pragma once
// The Predict panel (Learn > Predict): what to click, the verdict and its reason, and the score,
// streak and accuracy of each solver predicted this session, read from the PredictController and
// the session log. On the stage its type grows with the window's (ui/present/presentation_mode.hpp).

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

public slots:
    void refresh();

private:
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
