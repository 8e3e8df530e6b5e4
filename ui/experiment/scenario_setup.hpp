#pragma once
// The Experiment window's scenario source (ui/experiment/experiment_setup.hpp): a Moving AI
// scenario file (.map.scen; N. Sturtevant, "Benchmarks for Grid-Based Pathfinding", 2012) and its
// map, found, read and checked by core loadMovingAiBenchmark; the movement (the
// benchmark's rule, only-when-no-obstacles, by default: the one its optima are for); and which
// problems to run (every K-th). A file that cannot be read leaves the one before in place.
// (moc reads this header: the core's benchmark types are only named.)

#include "core/movement.hpp"

#include <QString>
#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace mazelab {
struct MovingAiBenchmark;
}

namespace mazelab::ui {

class ScenarioSetup : public QWidget {
    Q_OBJECT

public:
    explicit ScenarioSetup(QWidget* parent = nullptr);
    ~ScenarioSetup() override;

    // Reads the scenario file and its map; returns what is wrong (naming the file and line), and
    // keeps the file before, or an empty string.
    QString openScenario(const QString& path);
    // The files read (null before the first).
    [[nodiscard]] std::shared_ptr<const MovingAiBenchmark> files() const { return m_files; }

    [[nodiscard]] Diagonal diagonal() const;
    void setDiagonal(Diagonal rule);
    [[nodiscard]] int every() const;
    void setEvery(int every);
    [[nodiscard]] QSpinBox* everyBox() const { return m_every; }
    [[nodiscard]] QComboBox* movementBox() const { return m_movement; }
    // "arena.map.scen: 130 problems in 13 buckets on arena.map (49 × 49)", or a hint.
    [[nodiscard]] QString fileText() const;

signals:
    void changed();
    // The Browse… button chose a file that cannot be read.
    void failed(const QString& path, const QString& message);

private:
    void browse();

    std::shared_ptr<const MovingAiBenchmark> m_files;
    QLineEdit* m_path = nullptr;
    QPushButton* m_browse = nullptr;
    QLabel* m_fileLabel = nullptr;
    QComboBox* m_movement = nullptr;
    QSpinBox* m_every = nullptr;
};

} // namespace mazelab::ui
