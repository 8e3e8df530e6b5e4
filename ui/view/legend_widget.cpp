#include "ui/view/legend_widget.hpp"

#include "ui/view/maze_palette.hpp"
#include "ui/widgets/fonts.hpp"

#include <QEvent>
#include <QFontMetrics>
#include <QLabel>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <tuple>
#include <utility>

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

// A colour ramp from t = 0 (left) to t = 1 (right): the heat map of weighted cells (lowest to
// highest cost) and the distance heat map (start to farthest cell).
class Ramp : public QWidget {
public:
    using Colour = QColor (*)(double t);
    Ramp(const QString& name, Colour colour, QWidget* parent) : QWidget(parent), m_colour(colour) {
        setObjectName(name);
    }

protected:
    void paintEvent(QPaintEvent*) override {
        QPainter painter(this);
        const int w = std::max(1, width() - 1);
        for (int x = 0; x < width(); ++x)
            painter.fillRect(x, 0, 1, height(), m_colour(double(x) / w));
        painter.setPen(QPen(palette().color(QPalette::WindowText), 1)); // light on a dark theme
        painter.drawRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5));
    }

private:
    Colour m_colour;
};

QColor costHeat(double t) {
    return MazePalette{}.heat(t);
}

} // namespace

LegendWidget::LegendWidget(QWidget* parent) : QWidget(parent) {
    m_labelFont = scaledFont(font(), kLabelScale, font().bold());
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    // A ramp and its label, both hidden until their range is set.
    auto makeRamp = [this](const QString& name, Ramp::Colour colour, const QString& tip) {
        auto* ramp = new Ramp(name, colour, this);
        ramp->setToolTip(tip);
        auto* label = new QLabel(this);
        label->setObjectName(name + QStringLiteral("Label"));
        label->setFont(m_labelFont);
        ramp->hide();
        label->hide();
        return std::pair<QWidget*, QLabel*>{ramp, label};
    };
    std::tie(m_ramp, m_rampLabel) =
        makeRamp(QStringLiteral("costRamp"), &costHeat,
                 tr("Cell costs: entering a cell costs its cost. Cells of cost 1 are plain rooms; "
                    "dearer cells are darker."));
    std::tie(m_distanceRamp, m_distanceLabel) =
        makeRamp(QStringLiteral("distanceRamp"), &MazePalette::distanceHeat,
                 tr("Distance heat map (View > Distance heat map): each cell coloured by its "
                    "distance from the start."));
    setPalette(MazePalette{});
}

void LegendWidget::setDistanceRange(double maxDistance, bool cost) {
    const bool show = maxDistance >= 0;
    // A cost with diagonal moves is not whole: two decimals, as costs are shown (costText).
    const QString far = maxDistance == std::floor(maxDistance)
                            ? QString::number(qint64(maxDistance))
                            : QString::number(maxDistance, 'f', 2);
    m_distanceLabel->setText(
        show ? (cost ? tr("Cost from start 0 → %1") : tr("Moves from start 0 → %1")).arg(far)
             : QString());
    m_distanceRamp->setVisible(show);
    m_distanceLabel->setVisible(show);
    updateGeometry();
    arrange();
}

void LegendWidget::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() != QEvent::FontChange)
        return;
    // A new font (presentation mode, say): the entries follow it, at their usual scale.
    m_labelFont = scaledFont(font(), kLabelScale, font().bold());
    m_rampLabel->setFont(m_labelFont);
    m_distanceLabel->setFont(m_labelFont);
    for (const Entry& entry : m_entries)
        entry.label->setFont(m_labelFont);
    updateGeometry();
    arrange();
}

bool LegendWidget::distanceRampVisible() const {
    return !m_distanceLabel->text().isEmpty();
}

QString LegendWidget::distanceRampText() const {
    return m_distanceLabel->text();
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
    return (int(costRampVisible()) + int(distanceRampVisible())) * 2 * rowHeight();
}

void LegendWidget::setPalette(const MazePalette& palette) {
    m_palette = palette;
    rebuildEntries();
}

void LegendWidget::setSolveMarks(const SolveMarks& marks) {
    const bool same = marks == m_marks;
    m_marks = marks;
    if (!same)
        rebuildEntries();
}

void LegendWidget::rebuildEntries() {
    for (const Entry& entry : m_entries) {
        delete entry.swatch;
        delete entry.label;
    }
    m_entries.clear();
    for (const MazePalette::Entry& item : m_palette.legend(m_marks)) {
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
    const int count = int(m_entries.size());
    int top = kMargin + ((count + columnsFor(width()) - 1) / columnsFor(width())) * rowHeight();
    for (const auto& [shown, label, ramp] :
         {std::tuple{costRampVisible(), m_rampLabel, m_ramp},
          std::tuple{distanceRampVisible(), m_distanceLabel, m_distanceRamp}}) {
        if (!shown)
            continue;
        label->setGeometry(kMargin, top, width() - 2 * kMargin, rowHeight());
        ramp->setGeometry(kMargin, top + rowHeight(), std::max(40, width() - 2 * kMargin),
                          swatchSide());
        top += 2 * rowHeight();
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
