#pragma once
// The key to the maze picture's colours: a swatch and its words for every entry of
// MazePalette::legend(), in the palette's order. The entries flow into as many columns as the
// width allows (two in a narrow side panel, one when very narrow), read top to bottom.
//
// Each swatch is a child widget named "legendSwatch" and each text a QLabel named "legendLabel".

#include <QWidget>

#include <vector>

class QLabel;

namespace mazelab::ui {

struct MazePalette;

class LegendWidget : public QWidget {
    Q_OBJECT

public:
    explicit LegendWidget(QWidget* parent = nullptr);

    // Shows the entries of this palette (replacing any shown before).
    void setPalette(const MazePalette& palette);
    using QWidget::setPalette; // QWidget::setPalette(const QPalette&) stays available

    [[nodiscard]] int entryCount() const { return int(m_entries.size()); }

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;
    [[nodiscard]] bool hasHeightForWidth() const override { return true; }
    [[nodiscard]] int heightForWidth(int width) const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

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

    std::vector<Entry> m_entries;
    QFont m_labelFont;
};

} // namespace mazelab::ui
