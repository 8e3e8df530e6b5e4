#pragma once
// The small dialogs of File > Export view… and File > Export animation…: the picture's size
// (width x height in pixels, or a scale of the view's size), and for an animation the run, the
// format, the frame step (with the number of frames it gives) and the time per frame.

#include <QDialog>
#include <QSize>

#include <cstdint>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace mazelab::ui {

// Width and height in pixels, with a scale that sets both from the view's size.
class ExportSizeFields : public QObject {
    Q_OBJECT
public:
    ExportSizeFields(QSize viewSize, QWidget* parent);
    [[nodiscard]] QSize size() const;
    void setSize(QSize size);
    QSpinBox* width = nullptr;
    QSpinBox* height = nullptr;
    QDoubleSpinBox* scale = nullptr;

signals:
    void sizeChanged();

private:
    QSize m_viewSize;
};

class ExportViewDialog : public QDialog {
    Q_OBJECT
public:
    // The default size is the view's.
    ExportViewDialog(QSize viewSize, QWidget* parent = nullptr);
    [[nodiscard]] QSize imageSize() const { return m_size->size(); }
    [[nodiscard]] ExportSizeFields* sizeFields() const { return m_size; }

private:
    ExportSizeFields* m_size = nullptr;
};

class ExportAnimationDialog : public QDialog {
    Q_OBJECT
public:
    // `solveLabel` names the solve offered ("Solve: A* (Manhattan)"), empty when none is; the
    // step counts are those of the solve and of the maze's generation (-1: not available).
    ExportAnimationDialog(QSize viewSize, const QString& solveLabel, std::int64_t solveSteps,
                          std::int64_t generationSteps, QWidget* parent = nullptr);
    [[nodiscard]] bool generation() const; // else the solve
    [[nodiscard]] bool gif() const;        // else a PNG sequence
    [[nodiscard]] QSize frameSize() const { return m_size->size(); }
    [[nodiscard]] std::int64_t frameStep() const;
    [[nodiscard]] int frameDelayMs() const;

private:
    void runChanged();
    void updateFrames();

    std::int64_t m_solveSteps;
    std::int64_t m_generationSteps;
    QComboBox* m_run = nullptr;
    QComboBox* m_format = nullptr;
    ExportSizeFields* m_size = nullptr;
    QSpinBox* m_step = nullptr;
    QSpinBox* m_delay = nullptr;
    QLabel* m_frames = nullptr;
};

} // namespace mazelab::ui
