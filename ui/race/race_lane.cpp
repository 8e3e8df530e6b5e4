#include "ui/race/race_lane.hpp"

#include "ui/stage/presentation_mode.hpp"
#include "ui/view/maze_view.hpp"
#include "ui/widgets/fonts.hpp"
#include "ui/widgets/text_label.hpp"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>
#include <array>

namespace mazelab::ui {
namespace {

// Relative to the race window's font (itself larger than the platform's); the second of each
// pair for compact lanes (more than four).
constexpr double kCaptionScale[2] = {1.1, 0.95};
constexpr double kValueScale[2] = {1.3, 1.05};
constexpr double kTitleScale[2] = {1.25, 1.05};

// The lane's margins inside its frame and the room between its parts, off and on the stage.
constexpr int kMargin = 4;
constexpr int kSpacing = 3;
constexpr int kStageMargin = 2;
constexpr int kStageSpacing = 1;

const QColor kNoPathColour{kFailureRgb};
const QColor kBestColour{0x10, 0x80, 0x30};

QLabel* valueLabel(const QString& objectName, const QString& toolTip, double scale,
                   QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setToolTip(toolTip);
    label->setTextFormat(Qt::PlainText);
    label->setFont(scaledFont(label->font(), scale, true));
    return label;
}

} // namespace

QString agentRouteText(const AgentFigures& f, bool byCost, bool brief) {
    if (!f.finished)
        return {};
    if (!f.arrived)
        return RaceLane::tr("No path: %1").arg(f.reason);
    const QString route =
        byCost ? RaceLane::tr("cost %1").arg(f.routeCostText) : formatCount(f.routeMoves);
    if (!f.shortestFound)
        return route;
    const double walked = byCost ? f.routeCost : double(f.routeMoves);
    const double shortest = byCost ? f.shortestCost : double(f.shortestMoves);
    const double over = shortest > 0 ? (walked - shortest) / shortest * 100 : 0;
    return (brief ? RaceLane::tr("%1 / %2 (+%3 %)") : RaceLane::tr("%1 / shortest %2 (+%3 %)"))
        .arg(route, byCost ? f.shortestCostText : formatCount(f.shortestMoves),
             QLocale::c().toString(over, 'f', 1));
}

QString agentStatusText(const AgentFigures& f, bool started, bool paused) {
    if (f.finished)
        return f.arrived ? RaceLane::tr("arrived") : RaceLane::tr("NO PATH");
    if (!started)
        return RaceLane::tr("ready");
    return paused ? RaceLane::tr("paused") : RaceLane::tr("walking");
}

QColor laneColour(int lane) {
    // Okabe-Ito without its yellow (too pale for a line on white), plus a brown.
    static const std::array<QColor, 8> colours = {
        QColor(0x00, 0x72, 0xB2), // blue
        QColor(0xD5, 0x5E, 0x00), // vermilion
        QColor(0x00, 0x9E, 0x73), // bluish green
        QColor(0xCC, 0x79, 0xA7), // reddish purple
        QColor(0xE6, 0x9F, 0x00), // orange
        QColor(0x56, 0xB4, 0xE9), // sky blue
        QColor(0x33, 0x33, 0x33), // near black
        QColor(0x8C, 0x56, 0x4B), // brown
    };
    return colours[std::size_t(lane) % colours.size()];
}

RaceLane::RaceLane(MazeScene* scene, int lane, bool compact, QWidget* parent)
    : QFrame(parent), m_lane(lane) {
    const int style = compact ? 1 : 0;
    setObjectName(QStringLiteral("raceLane%1").arg(lane));
    const QColor colour = laneColour(lane);
    // A frame of the lane's colour round the whole lane.
    setStyleSheet(QStringLiteral("#%1 { border: 3px solid %2; border-radius: 4px; }")
                      .arg(objectName(), colour.name()));

    QHBoxLayout* strip = makeTitleStrip(colour, style);

    m_view = new MazeView(scene, this);
    m_view->setEditingEnabled(false); // the race runs on its own copy of the maze
    m_view->setFocusPolicy(Qt::NoFocus); // keys belong to the race window's commands
    // Eight lanes share the window, and the solver picker and the menu bar take its height
    // until the race starts: a lane's maze may be smaller than the main view's. Four lanes
    // (2 x 2) under the open picker must still fit a 1280 x 720 screen.
    m_view->setMinimumSize(56, 56);

    QGridLayout* figures = makeFigures(style);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(kMargin, kMargin, kMargin, kMargin);
    layout->setSpacing(kSpacing);
    layout->addLayout(strip);
    layout->addWidget(m_view, 1);
    layout->addLayout(figures);

    showFigures(RunFigures{}, false, false);
}

// The title strip: the solver's name (elided when the lane is narrow) and the status, on the
// lane's colour.
QHBoxLayout* RaceLane::makeTitleStrip(const QColor& colour, int style) {
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("titleValue"));
    m_title->setTextFormat(Qt::PlainText);
    m_title->setAutoFillBackground(true);
    QPalette titlePalette = m_title->palette();
    titlePalette.setColor(QPalette::Window, colour);
    titlePalette.setColor(QPalette::WindowText, Qt::white);
    m_title->setPalette(titlePalette);
    m_title->setFont(scaledFont(font(), kTitleScale[style], true));
    // A long solver name must not make its lane wider than the others.
    m_title->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_title->setToolTip(tr("The lane's solver; the lane's colour is its line in the chart"));
    m_title->setContentsMargins(8, 3, 8, 3);

    m_status = valueLabel(QStringLiteral("statusValue"),
                          tr("Running, paused, finished, or no path"), kValueScale[style], this);
    m_status->setFont(scaledFont(font(), kTitleScale[style], true));
    m_status->setAutoFillBackground(true);
    m_status->setPalette(titlePalette);
    m_status->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_status->setContentsMargins(8, 3, 8, 3);

    m_strip = new QHBoxLayout;
    m_strip->setSpacing(0);
    m_strip->addWidget(m_title, 1);
    m_strip->addWidget(m_status);
    return m_strip;
}

// The figures: steps, frontier, searched and path, captions and values.
QGridLayout* RaceLane::makeFigures(int style) {
    m_steps = valueLabel(QStringLiteral("stepsValue"),
                         tr("Steps so far: one per turn of the solver's main loop"),
                         kValueScale[style], this);
    m_searched = valueLabel(
        QStringLiteral("searchedValue"),
        tr("Cells searched, the start included, and the percent searched: (searched - 1) / "
           "(cells - 1) x 100"),
        kValueScale[style], this);
    m_frontier = valueLabel(QStringLiteral("frontierValue"),
                            tr("Cells waiting in the frontier (queue, open set or stack) now"),
                            kValueScale[style], this);
    m_path = valueLabel(QStringLiteral("pathValue"),
                        tr("The path found: moves and cost; a mark when no solver could do "
                           "better"),
                        kValueScale[style], this);

    // Captions and values in two columns, so that even eight lanes fit side by side; the path
    // (the longest text) wraps rather than widening the lane.
    for (QLabel* label : {m_path, m_searched}) {
        label->setWordWrap(true);
        label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    }
    // Room for two lines from the start, so the maze does not shrink when the result wraps.
    m_path->setMinimumHeight(2 * m_path->fontMetrics().lineSpacing());
    m_figures = new QGridLayout;
    m_figures->setHorizontalSpacing(10);
    m_figures->setVerticalSpacing(1);
    for (const QString& text : {tr("Steps"), tr("Frontier"), tr("Searched"), tr("Path")}) {
        auto* caption = new QLabel(text, this);
        caption->setFont(scaledFont(font(), kCaptionScale[style]));
        m_captions.push_back(caption);
    }
    arrangeFigures(1);
    return m_figures;
}

void RaceLane::arrangeFigures(int pairsPerLine) {
    const QLabel* values[] = {m_steps, m_frontier, m_searched, m_path};
    for (int i = 0; i < 4; ++i) {
        m_figures->removeWidget(m_captions[i]);
        m_figures->removeWidget(const_cast<QLabel*>(values[i]));
    }
    for (int i = 0; i < 4; ++i) {
        const int row = i / pairsPerLine;
        const int column = 2 * (i % pairsPerLine);
        m_figures->addWidget(m_captions[i], row, column);
        m_figures->addWidget(const_cast<QLabel*>(values[i]), row, column + 1);
    }
    // The last value takes what is left of the line (the path, or the value column).
    for (int c = 0; c < m_figures->columnCount(); ++c)
        m_figures->setColumnStretch(c, c == 2 * pairsPerLine - 1 ? 1 : 0);
}

void RaceLane::enterStage(const StageLook& look) {
    if (!m_onStage)
        m_wallWeight = m_view->wallWeight();
    m_onStage = true;
    m_view->setWallWeight(PresentationMode::kWallWeight);
    setPixelSize(m_title, look.titlePx, true);
    setPixelSize(m_status, look.titlePx, true);
    for (QLabel* caption : m_captions)
        setPixelSize(caption, look.captionPx, false);
    for (QLabel* value : {m_steps, m_frontier, m_searched, m_path})
        setPixelSize(value, look.valuePx, true);
    m_figures->setHorizontalSpacing(std::max(10, look.valuePx / 2));
    // Every pixel of the lane's height not spent on its frame goes to its maze.
    layout()->setContentsMargins(kStageMargin, kStageMargin, kStageMargin, kStageMargin);
    layout()->setSpacing(kStageSpacing);
    // One line each, the path written short; the share searched keeps its room in a line of
    // figures, and in a narrow lane's column does not widen the lane (the stage's grid leaves
    // it room, RaceStage::columnsFor).
    const bool inLine = look.pairsPerLine > 1;
    for (QLabel* label : {m_path, m_searched})
        label->setWordWrap(false);
    m_path->setMinimumHeight(0);
    m_searched->setSizePolicy(inLine ? QSizePolicy::Preferred : QSizePolicy::Ignored,
                              QSizePolicy::Preferred);
    // A narrow lane puts its state under its name, so that the name is not cut short.
    m_strip->setDirection(inLine ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    arrangeFigures(look.pairsPerLine);
    showAgain();
    updateTitle();
}

void RaceLane::showAgain() {
    if (m_agent)
        showAgentFigures(m_agentShown, m_agentStatus, m_byCost);
    else
        showFigures(m_shown, m_best, m_byCost);
}

void RaceLane::setCaptions(bool agent) {
    const QString solverCaptions[] = {tr("Steps"), tr("Frontier"), tr("Searched"), tr("Path")};
    const QString agentCaptions[] = {tr("Moves"), tr("Replans"), tr("Expanded"), tr("Route")};
    for (int i = 0; i < 4; ++i)
        m_captions[i]->setText(agent ? agentCaptions[i] : solverCaptions[i]);
    m_steps->setToolTip(agent ? tr("Moves walked, and moves refused by a wall the agent had not "
                                   "seen (bumps)")
                              : tr("Steps so far: one per turn of the solver's main loop"));
    m_frontier->setToolTip(agent ? tr("Plans made after the first, each time what the agent "
                                      "learned blocked its plan")
                                 : tr("Cells waiting in the frontier (queue, open set or stack) "
                                      "now"));
    m_searched->setToolTip(agent ? tr("Cells expanded by every plan so far, the first included")
                                 : tr("Cells searched, the start included, and the percent "
                                      "searched: (searched - 1) / (cells - 1) x 100"));
    m_path->setToolTip(agent ? tr("The route walked against the shortest path of the fully "
                                  "known maze")
                             : tr("The path found: moves and cost; a mark when no solver could "
                                  "do better"));
}

void RaceLane::showAs(bool agent, const QString& name) {
    if (agent != m_agent)
        setCaptions(agent);
    m_agent = agent;
    if (name != m_titleText) {
        m_titleText = name;
        updateTitle();
    }
}

void RaceLane::showAgentFigures(const AgentFigures& f, const QString& status, bool byCost) {
    showAs(true, f.planner);
    m_agentShown = f;
    m_agentStatus = status;
    m_byCost = byCost;
    m_status->setText(status);
    m_steps->setText(f.bumps > 0
                         ? tr("%1 (%2 bumps)").arg(formatCount(f.moves), formatCount(f.bumps))
                         : formatCount(f.moves));
    m_frontier->setText(formatCount(f.replans));
    m_searched->setText(formatCount(f.expanded));
    QString route = agentRouteText(f, byCost, m_onStage); // short on the stage: one line
    if (m_onStage && f.finished && !f.arrived)
        route = tr("No path");
    m_path->setText(route.isEmpty() ? QStringLiteral("\u2014") : route);
    QPalette pathPalette = m_path->palette();
    pathPalette.setColor(QPalette::WindowText, f.finished && !f.arrived
                                                   ? kNoPathColour
                                                   : palette().color(QPalette::WindowText));
    m_path->setPalette(pathPalette);
}

void RaceLane::leaveStage() {
    if (!m_onStage)
        return;
    m_onStage = false;
    m_view->setWallWeight(m_wallWeight);
    m_figures->setHorizontalSpacing(10);
    layout()->setContentsMargins(kMargin, kMargin, kMargin, kMargin);
    layout()->setSpacing(kSpacing);
    for (QLabel* label : {m_path, m_searched})
        label->setWordWrap(true);
    m_path->setMinimumHeight(2 * m_path->fontMetrics().lineSpacing());
    m_searched->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_strip->setDirection(QBoxLayout::LeftToRight);
    arrangeFigures(1);
    showAgain();
    updateTitle();
}

void RaceLane::resizeEvent(QResizeEvent* event) {
    QFrame::resizeEvent(event);
    updateTitle();
}

void RaceLane::updateTitle() {
    const int room = m_title->contentsRect().width();
    m_title->setText(room > 0 ? m_title->fontMetrics().elidedText(m_titleText, Qt::ElideRight, room)
                              : m_titleText);
}

void RaceLane::showFigures(const RunFigures& f, bool best, bool byCost) {
    showAs(false, f.solver);
    m_shown = f;
    m_best = best;
    m_byCost = byCost;
    const bool done = f.phase == RunFigures::Phase::Finished;
    QString status;
    switch (f.phase) {
    case RunFigures::Phase::None:
        status = f.steps > 0 ? QString() : tr("ready");
        break;
    case RunFigures::Phase::Running:
        status = tr("running");
        break;
    case RunFigures::Phase::Paused:
        status = tr("paused");
        break;
    case RunFigures::Phase::Finished:
        status = f.found ? tr("finished") : f.gaveUp ? tr("GAVE UP") : tr("NO PATH");
        break;
    }
    m_status->setText(status);
    m_steps->setText(formatCount(f.steps));
    m_frontier->setText(formatCount(f.frontier));
    // Before the first step nothing is searched yet: a dash, as for the path.
    const QString dash = QStringLiteral("\u2014");
    m_searched->setText(f.steps > 0 ? tr("%1 (%2 %)")
                                          .arg(formatCount(f.searched),
                                               formatPercent(searchedPercent(f.searched, f.cells)))
                                    : dash);
    const QString path = pathText(f, best, byCost);
    QColor colour = palette().color(QPalette::WindowText);
    if (done && f.found && f.pathLength && f.pathCost) {
        if (optimumNoteOf(f).missed)
            colour = kNoPathColour; // above the published optimum: a miss, whatever else
        else if (best)
            colour = kBestColour;
    } else if (done) {
        colour = kNoPathColour;
    }
    m_path->setText(path);
    QPalette pathPalette = m_path->palette();
    pathPalette.setColor(QPalette::WindowText, colour);
    m_path->setPalette(pathPalette);
}

// The path as the lane writes it: in full, or short on the stage, where the figures share a line
// (the moves, or the cost when costs count, and the mark; a failure without its reason).
QString RaceLane::pathText(const RunFigures& f, bool best, bool byCost) const {
    const bool done = f.phase == RunFigures::Phase::Finished;
    if (done && f.found && f.pathLength && f.pathCost) {
        const QString moves = formatCount(*f.pathLength);
        const QString cost = costFigure(*f.pathCost);
        const OptimumNote optimum = optimumNoteOf(f);
        if (m_onStage && !optimum.text.isEmpty()) // the cost against the problem's optimum
            return tr("cost %1 / %2%3")
                .arg(cost, optimumFigure(*f.optimum),
                     optimum.missed ? QStringLiteral(" \u2717") : QStringLiteral(" \u2713"));
        if (m_onStage) // what counts: the moves, or the cost on a maze with costs
            return (byCost ? tr("cost %1").arg(cost) : moves) +
                   (best ? QStringLiteral(" \u2713") : QString());
        return tr("%1 moves, cost %2").arg(moves, cost) +
               (!best    ? QString()
                : byCost ? tr("  \u2713 cheapest")
                         : tr("  \u2713 shortest")) +
               (optimum.text.isEmpty() ? QString() : QStringLiteral("; ") + optimum.text);
    }
    if (done) {
        if (m_onStage)
            return f.gaveUp ? tr("Gave up") : tr("No path");
        return (f.gaveUp ? tr("Gave up: %1") : tr("No path: %1")).arg(f.reason);
    }
    return f.steps > 0 ? QStringLiteral("\u2026") : QStringLiteral("\u2014");
}

} // namespace mazelab::ui
