#pragma once
// The "Benchmark problems" panel: the problems of a Moving AI scenario file (N. Sturtevant,
// "Benchmarks for Grid-Based Pathfinding", 2012) in a tree, bucket -> problems, each row its
// number in the file, start, goal and optimal length. Enter or a double click on a problem (or
// the Set start and goal button) asks for it (problemChosen); the panel decides nothing, and
// shows the problem current now in bold, with a line under the list saying whether its optimum
// applies to the maze shown. Thousands of problems: the rows are made once, in one batch, with
// uniform heights, and the buckets stay folded until one is opened.

#include <QString>
#include <QWidget>

#include <vector>

class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace mazelab {
struct BenchmarkProblem; // core/movingai.hpp
} // namespace mazelab

namespace mazelab::ui {

class BenchmarkPanel : public QWidget {
    Q_OBJECT

public:
    // Each problem row holds its index in the file's order under this role (a bucket's row, -1).
    static constexpr int kProblemRole = Qt::UserRole + 1;
    enum Column { Number, Start, Goal, Optimal, ColumnCount };

    explicit BenchmarkPanel(QWidget* parent = nullptr);

    // Lists `problems` (in the file's order) by bucket; `scenario` and `map` are the files'
    // names. Nothing is current.
    void setProblems(const QString& scenario, const QString& map,
                     const std::vector<BenchmarkProblem>& problems);
    // No scenario file: the list is empty and the panel says how to open one.
    void clear();
    // Marks problem `index` (file order; -1 none) as the current one, in bold, unfolding its
    // bucket; `note` says what applies now (shown under the list).
    void setCurrent(int index, const QString& note);

    [[nodiscard]] int problemCount() const { return int(m_items.size()); }
    [[nodiscard]] int bucketCount() const;
    [[nodiscard]] int current() const { return m_current; }
    // The row of problem `index` (file order).
    [[nodiscard]] QTreeWidgetItem* itemOf(int index) const;
    [[nodiscard]] QTreeWidget* tree() const { return m_tree; }
    [[nodiscard]] QString summary() const;
    [[nodiscard]] QString note() const;
    [[nodiscard]] QPushButton* chooseButton() const { return m_choose; }

signals:
    // The user asked for problem `index` (file order).
    void problemChosen(int index);

private:
    void chooseSelected();
    void updateButton();

    QLabel* m_summary = nullptr;
    QTreeWidget* m_tree = nullptr;
    QPushButton* m_choose = nullptr;
    QLabel* m_note = nullptr;
    std::vector<QTreeWidgetItem*> m_items; // by file order
    int m_current = -1;
};

} // namespace mazelab::ui
