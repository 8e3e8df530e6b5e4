#include "ui/race/race_stage.hpp"

#include "ui/race/race_lane.hpp"
#include "ui/stage/stage.hpp"

#include <QEvent>
#include <QGridLayout>
#include <QMainWindow>
#include <QSplitter>

#include <algorithm>
#include <cmath>

namespace mazelab::ui {
namespace {

// A lane's frame and margins (ui/race/race_lane.cpp) and the grid's (ui/race/race_window.cpp),
// and a line of type as high as its font's pixel size times this.
constexpr int kLaneFrame = 2 * (3 + 4);
constexpr int kLaneGaps = 2 * 3;
constexpr int kGridMargins = 2 * 4;
constexpr int kGridSpacing = 6;
constexpr double kLineHeight = 1.25;
// The title strip's padding above and below its text, for each of its labels.
constexpr int kStripPadding = 2 * (3 + 3);
// The narrowest lane, in units of the figures' type: "Searched" and "12,345 (99.99 %)".
constexpr int kNarrowestLane = 13;

int laneSpan(int room, int parts) {
    return std::max(1, (room - kGridMargins - kGridSpacing * (parts - 1)) / parts);
}

// The size of a cell of the maze drawn in a lane of that size: the lane's room less its title
// strip and its lines of figures.
double cellSizeIn(QSize lane, QSize cells, int valuePx) {
    // The title's share is the figures'; a narrow lane's title strip has two lines.
    const int pairs = RaceStage::pairsPerLine(lane.width() - kLaneFrame, valuePx);
    const int lines = 4 / pairs + (pairs == 1 ? 2 : 1);
    const double chrome = kLaneFrame + kLaneGaps + lines * valuePx * kLineHeight + kStripPadding;
    const double width = lane.width() - kLaneFrame;
    const double height = lane.height() - chrome;
    return std::max(0.0, std::min(width / std::max(1, cells.width()),
                                  height / std::max(1, cells.height())));
}

} // namespace

void arrangeLanes(QGridLayout& grid, const std::vector<RaceLane*>& lanes, int columns) {
    columns = std::max(1, columns);
    for (RaceLane* lane : lanes)
        grid.removeWidget(lane);
    const int count = int(lanes.size());
    for (int i = 0; i < count; ++i)
        grid.addWidget(lanes[std::size_t(i)], i / columns, i % columns);
    const int rows = (count + columns - 1) / columns;
    for (int c = 0; c < std::max(columns, grid.columnCount()); ++c)
        grid.setColumnStretch(c, c < columns ? 1 : 0);
    for (int r = 0; r < std::max(rows, grid.rowCount()); ++r)
        grid.setRowStretch(r, r < rows ? 1 : 0);
}

int RaceStage::columnsFor(int count, QSize area, QSize cells, int valuePx) {
    if (count <= 2)
        return std::max(1, count);
    const int fewestRows = count <= 4 ? 1 : 2;
    int best = count;
    double bestCell = -1e9;
    for (int rows = fewestRows; rows <= fewestRows + 1; ++rows) {
        const int columns = (count + rows - 1) / rows;
        const QSize lane(laneSpan(area.width(), columns), laneSpan(area.height(), rows));
        double cell = cellSizeIn(lane, cells, valuePx);
        // A lane too narrow for its widest figure beside its caption loses to any other.
        if (lane.width() - kLaneFrame < kNarrowestLane * valuePx)
            cell -= 1e6;
        // Ties go to fewer rows: the first tried.
        if (cell > bestCell + 1e-9) {
            bestCell = cell;
            best = columns;
        }
    }
    return best;
}

int RaceStage::pairsPerLine(int width, int valuePx) {
    // Measured on the widest figures a race shows ("12,345 (98.76 %)", "1,234 \u2713")
    // with their captions, in units of the figures' type.
    if (width >= 27 * valuePx)
        return 4;
    return width >= 18 * valuePx ? 2 : 1;
}

RaceStage::RaceStage(const Parts& parts, QObject* parent) : QObject(parent), m_parts(parts) {
    m_parts.lanesArea->installEventFilter(this);
}

void RaceStage::enter(const std::vector<RaceLane*>& lanes, QSize cells) {
    if (active())
        return;
    QMainWindow& window = *m_parts.window;
    m_sizes = m_parts.splitter->sizes();
    m_sideShown = m_parts.side->isVisibleTo(&window);
    m_bars = hideBars(window);
    m_parts.side->hide();
    m_fonts.enter(window, nullptr);
    setLanes(lanes, cells);
}

void RaceStage::leave() {
    if (!active())
        return;
    m_fonts.leave();
    for (const QPointer<RaceLane>& lane : m_lanes)
        if (lane)
            lane->leaveStage();
    m_lanes.clear();
    showBars(m_bars);
    m_bars.clear();
    m_parts.side->setVisible(m_sideShown);
    m_parts.splitter->setSizes(m_sizes);
}

void RaceStage::setLanes(const std::vector<RaceLane*>& lanes, QSize cells) {
    m_lanes.assign(lanes.begin(), lanes.end());
    m_cells = cells;
    fit();
}

void RaceStage::setSideShown(bool shown) {
    if (!active() || shown == m_parts.side->isVisible())
        return;
    const int width = m_parts.splitter->width();
    const int lanes = shown ? int(width * kLanesShareWithSide) : width;
    // The lanes take their look for their new width first: their look sets how narrow they
    // can be.
    fit(QSize(lanes, m_parts.lanesArea->height()));
    m_parts.side->setVisible(shown);
    if (shown)
        m_parts.splitter->setSizes({lanes, width - lanes});
}

bool RaceStage::sideShown() const { return m_parts.side->isVisibleTo(m_parts.window); }

bool RaceStage::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_parts.lanesArea && event->type() == QEvent::Resize)
        fit();
    return QObject::eventFilter(watched, event);
}

void RaceStage::fit() { fit(m_parts.lanesArea->size()); }

void RaceStage::fit(QSize area) {
    if (!active())
        return;
    std::vector<RaceLane*> lanes;
    for (const QPointer<RaceLane>& lane : m_lanes)
        if (lane)
            lanes.push_back(lane);
    if (lanes.empty())
        return;
    const int height = m_parts.window->height();
    RaceLane::StageLook look;
    look.valuePx = std::max(1, int(std::lround(height * kValueShare)));
    look.captionPx = std::max(1, int(std::lround(height * kCaptionShare)));
    look.titlePx = std::max(1, int(std::lround(height * kTitleShare)));
    const int count = int(lanes.size());
    const int columns = columnsFor(count, area, m_cells, look.valuePx);
    arrangeLanes(*m_parts.grid, lanes, columns);
    look.pairsPerLine = pairsPerLine(laneSpan(area.width(), columns) - kLaneFrame, look.valuePx);
    for (RaceLane* lane : lanes)
        lane->enterStage(look);
}

} // namespace mazelab::ui
