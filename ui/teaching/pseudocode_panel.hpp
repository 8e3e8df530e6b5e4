#pragma once
// The pseudocode panel (View > Panels > Pseudocode): the running algorithm's pseudocode with the
// line of its last step highlighted (the registry's lines for solvers and generators, core
// shapingPseudocode for the shaping passes), its data structures in words ("Queue (23 cells),
// front first: (3,4), (5,1), …", "Open set (41 cells), best first: (7,2) g=5 h=9 f=14", the
// current cell), and the algorithm's info card with its warnings for the maze on screen. When
// nothing runs it shows the chosen solver. It refreshes when the animator reports progress (at
// most once per frame), and not at all while hidden.
//
// No coroutine types here (moc in Qt 6.4 cannot parse <coroutine>).

#include "core/maze.hpp"

#include <QString>
#include <QStringList>
#include <QWidget>

class QLabel;
class QListWidget;

namespace mazelab {
struct SolverInfo;
} // namespace mazelab

namespace mazelab::ui {

class Animator;
class MazeScene;

class PseudocodePanel : public QWidget {
    Q_OBJECT

public:
    // How many frontier cells the panel names (the open set's: one per line, fewer).
    static constexpr int kListed = 8;
    static constexpr int kListedOpen = 5;

    PseudocodePanel(const Animator& animator, const MazeScene& scene, QWidget* parent = nullptr);

    // The solver shown while nothing runs (the control panel's choice).
    void setChosenSolver(const SolverInfo* solver);

    // What is shown, for tests and screenshots.
    [[nodiscard]] QString title() const;
    [[nodiscard]] QStringList codeLines() const;
    [[nodiscard]] int highlightedLine() const; // -1: none
    [[nodiscard]] QStringList dataLines() const;
    [[nodiscard]] QString cardText() const; // plain text
    [[nodiscard]] QStringList warnings() const { return m_warnings; }

    // Wide enough for the longest code line unwrapped (a docked panel is given this if the
    // window has the room).
    [[nodiscard]] QSize sizeHint() const override;

    // "(x,y)", as the panel writes a cell.
    [[nodiscard]] static QString cellText(Cell cell);

public slots:
    // Reads the animator again (only if visible; showing the panel refreshes it).
    void refresh();
    // The maze on screen changed (new, edited, endpoints moved): the card's warnings are
    // computed again on the next refresh.
    void mazeChanged();

protected:
    void showEvent(QShowEvent* event) override;

private:
    void showCode(const QString& title, const QStringList& lines, int highlighted);
    void showCard(const QString& key, const QString& html, const QStringList& warnings);

    const Animator& m_animator;
    const MazeScene& m_scene;
    const SolverInfo* m_chosen = nullptr;
    QLabel* m_title = nullptr;
    QListWidget* m_code = nullptr;
    QLabel* m_data = nullptr;
    QLabel* m_card = nullptr;
    QStringList m_dataLines;
    QStringList m_warnings;
    QString m_cardKey; // which card is shown ("" forces the next refresh to rebuild it)
};

} // namespace mazelab::ui
