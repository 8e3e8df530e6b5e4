#pragma once
// The challenge panel (build a maze): the built-in challenges by title (a tick on those solved
// this session), the selected one's task and hint, Start and Check, and the last check's result:
// one line per part of the condition, with a mark for whether it holds and its figures, and an
// overall "Solved" or "Not yet". The panel decides nothing: the window loads the starting maze
// on startRequested, runs the check (core/learn/challenges.hpp) on checkRequested and hands the
// result to showCheck.
//
// No core headers that reach <coroutine> here (moc in Qt 6.4 cannot parse it).

#include <QString>
#include <QStringList>
#include <QWidget>

#include <vector>

class QLabel;
class QListWidget;
class QPushButton;
class QVBoxLayout;

namespace mazelab::learn {
struct ChallengeCheck;
} // namespace mazelab::learn

namespace mazelab::ui {

class ChallengePanel : public QWidget {
    Q_OBJECT

public:
    explicit ChallengePanel(QWidget* parent = nullptr);

    // The selected challenge's id (the first is selected at the start).
    [[nodiscard]] QString currentId() const;
    // Selects a challenge by id; false (and nothing changes) for an unknown id.
    bool setCurrentId(const QString& id);

    // Shows the result of checking the selected challenge. A check that passed also marks the
    // challenge solved.
    void showCheck(const learn::ChallengeCheck& check);
    // Marks a challenge solved this session (a tick before its title); unknown ids are ignored.
    void setSolved(const QString& id);
    [[nodiscard]] bool isSolved(const QString& id) const;

    // What is shown, for tests and screenshots.
    [[nodiscard]] QStringList titles() const; // the list, in order, without the tick
    [[nodiscard]] QString task() const;
    [[nodiscard]] QString hint() const;
    // "Solved", "Not yet", or empty before a check of the selected challenge.
    [[nodiscard]] QString verdict() const;
    // One line per part: "holds: <text>" or "does not hold: <text>".
    [[nodiscard]] QStringList partLines() const;
    [[nodiscard]] QListWidget* list() const { return m_list; }
    [[nodiscard]] QPushButton* startButton() const { return m_start; }
    [[nodiscard]] QPushButton* checkButton() const { return m_check; }

signals:
    // Start: load the challenge's starting maze. Check: check the maze on screen against it.
    void startRequested(const QString& id);
    void checkRequested(const QString& id);
    // Another challenge was selected.
    void currentChanged(const QString& id);

private:
    void showSelected();
    void clearResult();
    void updateItem(int row);

    QListWidget* m_list = nullptr;
    QLabel* m_task = nullptr;
    QLabel* m_hint = nullptr;
    QPushButton* m_start = nullptr;
    QPushButton* m_check = nullptr;
    QLabel* m_verdict = nullptr;
    QVBoxLayout* m_parts = nullptr; // a row per part: its mark and its text
    QStringList m_partLines;
    std::vector<bool> m_solved; // by row
};

} // namespace mazelab::ui
