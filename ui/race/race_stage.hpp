#pragma once
// The race window's stage (F5 in the race window; docs/user-guide.md, "The race window on the stage"),
// the race's side of the main window's presentation stage (ui/stage/stage.hpp): the bars, the
// chart and the table are hidden (the window hides its solver picker), and the lanes fill the
// window in the grid that draws their mazes largest, each lane in its stage look (type sized for
// the window's height, the figures in a line; ui/race/race_lane.hpp). The chart and the table
// come back beside the lanes on demand (C). The type of whatever stays grows as on the main
// stage (PresentationMode). Leaving puts back exactly what entering changed: the splitter's
// sizes, what was shown, the bars, the fonts, the lanes' grid and look.

#include "ui/stage/presentation_mode.hpp"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QSize>

#include <vector>

class QGridLayout;
class QMainWindow;
class QSplitter;

namespace mazelab::ui {

class RaceLane;

// Puts `lanes` in `grid`, `columns` a row, every used row and column stretched alike.
void arrangeLanes(QGridLayout& grid, const std::vector<RaceLane*>& lanes, int columns);

class RaceStage : public QObject {
    Q_OBJECT

public:
    // Shares of the window's height: the lanes' figures, their captions, their titles.
    static constexpr double kValueShare = 0.031;
    static constexpr double kCaptionShare = 0.02;
    static constexpr double kTitleShare = 0.031;
    // The lanes' share of the width while the chart and the table are shown on the stage.
    static constexpr double kLanesShareWithSide = 0.6;

    // What the stage hides or rearranges: `side` holds the chart and the table, the second
    // widget of `splitter` (the lanes' area being the first).
    struct Parts {
        QMainWindow* window = nullptr;
        QSplitter* splitter = nullptr;
        QWidget* side = nullptr;
        QWidget* lanesArea = nullptr;
        QGridLayout* grid = nullptr;
    };

    // The grid of lanes on the stage: `count` lanes in an area of `area` pixels, each drawing
    // a maze of `cells` cells, figures in type `valuePx` high. 2 lanes side by side; 3 or 4 in
    // one row or 2 x 2, 5 to 8 in 2 or 3 rows: whichever draws the mazes largest.
    [[nodiscard]] static int columnsFor(int count, QSize area, QSize cells, int valuePx);
    // How many caption-value pairs fit a line of a lane `width` pixels wide.
    [[nodiscard]] static int pairsPerLine(int width, int valuePx);

    RaceStage(const Parts& parts, QObject* parent);

    [[nodiscard]] bool active() const { return m_fonts.active(); }
    void enter(const std::vector<RaceLane*>& lanes, QSize cells);
    // Puts back everything but the lanes' grid, which is the window's (its columns).
    void leave();
    // New lanes, or a new maze, while on the stage.
    void setLanes(const std::vector<RaceLane*>& lanes, QSize cells);
    // The chart and the table beside the lanes on the stage (C), or not.
    void setSideShown(bool shown);
    [[nodiscard]] bool sideShown() const;
    // The splitter's sizes before the stage.
    [[nodiscard]] const QList<int>& sizesBefore() const { return m_sizes; }

protected:
    // The lanes' area was resized: the grid and the type follow.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fit();
    // For a lanes' area of that size.
    void fit(QSize area);

    Parts m_parts;
    PresentationMode m_fonts;
    std::vector<QPointer<RaceLane>> m_lanes;
    QSize m_cells;
    QList<int> m_sizes;
    bool m_sideShown = true;
    QList<QPointer<QWidget>> m_bars;
};

} // namespace mazelab::ui
