#pragma once
// The key to the maze picture's colours: a swatch and its words for every entry of
// MazePalette::legend(), in the palette's order. The entries flow into as many columns as the
// width allows (two in a narrow side panel, one when very narrow), read top to bottom.
//
// Each swatch is a child widget named "legendSwatch" and each text a QLabel named "legendLabel".
// When the maze has weighted cells, a heat-map ramp (a child named "costRamp") follows the
// entries, labelled with the lowest and highest cost above 1 (setCostRange).

#include "ui/view/maze_palette.hpp"

#include <QWidget>

#include <vector>

class QLabel;

namespace mazelab::ui {

class LegendWidget : public QWidget {
    Q_OBJECT

public:
    explicit LegendWidget(QWidget* parent = nullptr);

    // Shows the entries of this palette (replacing any shown before).
    void setPalette(const MazePalette& palette);
    // Shows the entries for the marks the running solver can leave (MazePalette::legend):
    // "from the goal" only for a bidirectional search, and so on.
    void setSolveMarks(const SolveMarks& marks);
    using QWidget::setPalette; // QWidget::setPalette(const QPalette&) stays available

    [[nodiscard]] int entryCount() const { return int(m_entries.size()); }

    // Shows the cost ramp from minCost to maxCost (the weighted cells' lowest and highest
    // costs), or hides it when maxCost <= 1 (every cell costs 1).
    void setCostRange(int minCost, int maxCost);
    [[nodiscard]] bool costRampVisible() const;
    [[nodiscard]] QString costRampText() const; // "cost 2 .. 9", empty when hidden

    // The distance heat map's ramp (a child named "distanceRamp"), from the start to the
    // farthest cell at maxDistance (moves, or the cost when `cost`); maxDistance < 0 hides it.
    void setDistanceRange(double maxDistance, bool cost);
    [[nodiscard]] bool distanceRampVisible() const;
    [[nodiscard]] QString distanceRampText() const; // empty when hidden

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;
    [[nodiscard]] bool hasHeightForWidth() const override { return true; }
    [[nodiscard]] int heightForWidth(int width) const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    struct Entry {
        QWidget* swatch = nullptr;
        QLabel* label = nullptr;
    };

    [[nodiscard]] int swatchSide() const;
    [[nodiscard]] int rowHeight() const;
    [[nodiscard]] int columnWidth() const; // one entry, without the gap between columns
    [[nodiscard]] int columnsFor(int width) const;
    [[nodiscard]] int heightFor(int columns) const;
    [[nodiscard]] int widthFor(int columns) const;
    void arrange();
    void rebuildEntries();

    [[nodiscard]] int rampHeight() const; // 0 when hidden

    std::vector<Entry> m_entries;
    QWidget* m_ramp = nullptr;
    QLabel* m_rampLabel = nullptr;
    QWidget* m_distanceRamp = nullptr;
    QLabel* m_distanceLabel = nullptr;
    MazePalette m_palette;
    SolveMarks m_marks;
    int m_minCost = 1;
    int m_maxCost = 1;
    QFont m_labelFont;
};

} // namespace mazelab::ui
