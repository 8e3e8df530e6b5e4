#include "ui/legend_widget.hpp"

#include "ui/fonts.hpp"
#include "ui/maze_palette.hpp"

#include <QEvent>
#include <QFontMetrics>
#include <QLabel>
#include <QPainter>

#include <algorithm>

namespace mazelab::ui {

namespace {

constexpr double kLabelScale = 1.15;
constexpr int kMargin = 4;

// The space between two columns of entries, for a swatch of this side.
int columnGap(int swatch) {
    return swatch + swatch / 2;
}

// A filled square with a dark outline, so that light colours (the white room) show on a light
// background too.
class Swatch : public QWidget {
public:
    Swatch(const QColor& color, QWidget* parent) : QWidget(parent), m_color(color) {
        setObjectName(QStringLiteral("legendSwatch"));
    }

protected:
    void paintEvent(QPaintEvent*) override {
        QPainter painter(this);
        const QRectF box = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
        painter.fillRect(box, m_color);
        painter.setPen(QPen(palette().color(QPalette::WindowText), 1)); // light on a dark theme
        painter.drawRect(box);
    }

private:
    QColor m_color;
};

// The heat map's colours from the lowest weighted cost (left) to the highest (right).
class CostRamp : public QWidget {
public:
    explicit CostRamp(QWidget* parent) : QWidget(parent) {
        setObjectName(QStringLiteral("costRamp"));
    }

protected:
    void paintEvent(QPaintEvent*) override {
        QPainter painter(this);
        const MazePalette palette;
        const int w = std::max(1, width() - 1);
        for (int x = 0; x < width(); ++x)
            painter.fillRect(x, 0, 1, height(), palette.heat(double(x) / w));
        painter.setPen(QPen(this->palette().color(QPalette::WindowText), 1));
        painter.drawRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5));
    }
};

} // namespace

LegendWidget::LegendWidget(QWidget* parent) : QWidget(parent) {
    m_labelFont = scaledFont(font(), kLabelScale, font().bold());
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    m_ramp = new CostRamp(this);
    m_ramp->setToolTip(tr("Cell costs: entering a cell costs its cost. Cells of cost 1 are "
                          "plain rooms; dearer cells are darker."));
    m_rampLabel = new QLabel(this);
    m_rampLabel->setObjectName(QStringLiteral("costRampLabel"));
    m_rampLabel->setFont(m_labelFont);
    m_ramp->hide();
    m_rampLabel->hide();
    setPalette(MazePalette{});
}

void LegendWidget::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() != QEvent::FontChange)
        return;
    // A new font (presentation mode, say): the entries follow it, at their usual scale.
    m_labelFont = scaledFont(font(), kLabelScale, font().bold());
    m_rampLabel->setFont(m_labelFont);
    for (const Entry& entry : m_entries)
        entry.label->setFont(m_labelFont);
    updateGeometry();
    arrange();
}

void LegendWidget::setCostRange(int minCost, int maxCost) {
    m_minCost = minCost;
    m_maxCost = maxCost;
    const bool show = maxCost > 1;
    m_rampLabel->setText(show ? tr("Cell cost %1 → %2").arg(std::max(2, minCost)).arg(maxCost)
                              : QString());
    m_ramp->setVisible(show);
    m_rampLabel->setVisible(show);
    updateGeometry();
    arrange();
}

bool LegendWidget::costRampVisible() const {
    return m_maxCost > 1;
}

QString LegendWidget::costRampText() const {
    return m_rampLabel->text();
}

int LegendWidget::rampHeight() const {
    return costRampVisible() ? 2 * rowHeight() : 0;
}

void LegendWidget::setPalette(const MazePalette& palette) {
    for (const Entry& entry : m_entries) {
        delete entry.swatch;
        delete entry.label;
    }
    m_entries.clear();
    for (const MazePalette::Entry& item : palette.legend()) {
        Entry entry;
        entry.swatch = new Swatch(item.color, this);
        entry.swatch->setToolTip(item.label);
        entry.label = new QLabel(item.label, this);
        entry.label->setObjectName(QStringLiteral("legendLabel"));
        entry.label->setTextFormat(Qt::PlainText);
        entry.label->setFont(m_labelFont);
        entry.swatch->show();
        entry.label->show();
        m_entries.push_back(entry);
    }
    updateGeometry();
    arrange();
}

int LegendWidget::swatchSide() const {
    return std::max(14, QFontMetrics(m_labelFont).height());
}

int LegendWidget::rowHeight() const {
    return std::max(swatchSide(), QFontMetrics(m_labelFont).height()) + 6;
}

int LegendWidget::columnWidth() const {
    const QFontMetrics metrics(m_labelFont);
    int widest = 0;
    for (const Entry& entry : m_entries)
        widest = std::max(widest, metrics.horizontalAdvance(entry.label->text()));
    return swatchSide() + swatchSide() / 2 + widest + 2;
}

int LegendWidget::widthFor(int columns) const {
    return 2 * kMargin + columns * columnWidth() + (columns - 1) * columnGap(swatchSide());
}

int LegendWidget::heightFor(int columns) const {
    const int count = std::max(1, int(m_entries.size()));
    const int rows = (count + columns - 1) / columns;
    return 2 * kMargin + rows * rowHeight() + rampHeight();
}

int LegendWidget::columnsFor(int width) const {
    const int count = std::max(1, int(m_entries.size()));
    const int pitch = columnWidth() + columnGap(swatchSide());
    const int columns = (width - 2 * kMargin + columnGap(swatchSide())) / std::max(1, pitch);
    return std::clamp(columns, 1, count);
}

QSize LegendWidget::sizeHint() const {
    const int columns = std::min(2, std::max(1, int(m_entries.size())));
    return {widthFor(columns), heightFor(columns)};
}

QSize LegendWidget::minimumSizeHint() const {
    return {widthFor(1), heightFor(std::max(1, int(m_entries.size())))};
}

int LegendWidget::heightForWidth(int width) const {
    return heightFor(columnsFor(width));
}

void LegendWidget::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    arrange();
}

void LegendWidget::arrange() {
    if (m_entries.empty())
        return;
    if (costRampVisible()) {
        const int count = int(m_entries.size());
        const int columns = columnsFor(width());
        const int top = kMargin + ((count + columns - 1) / columns) * rowHeight();
        m_rampLabel->setGeometry(kMargin, top, width() - 2 * kMargin, rowHeight());
        m_ramp->setGeometry(kMargin, top + rowHeight(), std::max(40, width() - 2 * kMargin),
                            swatchSide());
    }
    const int columns = columnsFor(width());
    const int rows = (int(m_entries.size()) + columns - 1) / columns;
    const int side = swatchSide();
    const int pitch = columnWidth() + columnGap(side);
    const int row = rowHeight();
    for (std::size_t i = 0; i < m_entries.size(); ++i) {
        const int column = int(i) / rows;
        const int line = int(i) % rows;
        const int x = kMargin + column * pitch;
        const int y = kMargin + line * row;
        m_entries[i].swatch->setGeometry(x, y + (row - side) / 2, side, side);
        const int labelX = x + side + side / 2;
        m_entries[i].label->setGeometry(labelX, y, columnWidth() - (labelX - x), row);
    }
}

} // namespace mazelab::ui
