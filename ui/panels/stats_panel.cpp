#include "ui/panels/stats_panel.hpp"

#include "ui/widgets/fonts.hpp"
#include "ui/widgets/text_label.hpp"

#include <QFont>
#include <QFontMetrics>
#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QPalette>
#include <QVBoxLayout>

#include <utility>

namespace mazelab::ui {

namespace {

// Font sizes relative to the panel's own font: the headline figures are read from the back of a
// lecture room, the rest from the front rows.
constexpr double kSolverScale = 1.3;
constexpr double kCaptionScale = 1.1;
constexpr double kHeadlineScale = 1.9;
constexpr double kDetailScale = 1.15;

const QColor kNoPathColor{kFailureRgb};

const QString kDash = QStringLiteral("\u2014");

const QString kTimeTip = QStringLiteral(
    "<p>The algorithm's own time: the same solver run to completion on the same maze "
    "<b>without animation</b>, timed with a steady clock from creating it to its last step. "
    "Shown in milliseconds to the microsecond.</p>"
    "<p>This is <b>not</b> the animation time, which depends on the animation speed. "
    "\u201cmeasuring\u2026\u201d: the un-animated run has not finished yet.</p>");
const QString kSearchedTip = QStringLiteral(
    "<p>Percent searched = (searched cells \u2212 1) / (cells \u2212 1) \u00d7 100, the start "
    "counted among the searched cells (the original's formula).</p>"
    "<p>A searched cell is one the solver has discovered (BFS, Dijkstra, A*: added to the "
    "frontier) or entered (DFS). The count in brackets includes the start.</p>");
const QString kPathLengthTip = QStringLiteral(
    "<p>Moves on the path found from start to goal (cells on the path \u2212 1).</p>"
    "<p>\u201cNo path\u201d: the solver ran out of cells to try; the goal cannot be reached "
    "from the start (or, for a solver that is not complete, it proved it never will reach "
    "it). \u201cGave up\u201d: it stopped at its step limit; a path may exist. The line below "
    "says why.</p>");
const QString kOutcomeTip = QStringLiteral(
    "<p>Why the run ended without a path, in the solver's words, else the maze's.</p>");
const QString kExtraTip = QStringLiteral("<p>A figure of this solver's own.</p>");
const QString kOptimumTip = QStringLiteral(
    "<p>The path's cost beside the optimal length its Moving AI benchmark problem publishes "
    "(N. Sturtevant, \u201cBenchmarks for Grid-Based Pathfinding\u201d, 2012), while the start "
    "and the goal are the chosen problem's. \u2717: the cost is above the optimum by more than "
    "0.0001, the files' rounding.</p>");
const QString kPathCostTip = QStringLiteral(
    "<p>The sum of the costs of the cells entered along the path. The start is not entered, so "
    "its cost is not counted. Equal to the path length when every cell costs 1.</p>");
const QString kExpandedTip = QStringLiteral(
    "<p>BFS, Dijkstra, A*: cells taken from the frontier and expanded, the goal included.</p>"
    "<p>DFS: cells entered (so equal to the cells searched).</p>");
const QString kFrontierTip = QStringLiteral(
    "<p>Cells waiting in the frontier now: the length of the BFS queue, the open cells of "
    "Dijkstra and A* (discovered, not yet closed), the depth of the DFS stack.</p>");
const QString kMaxFrontierTip = QStringLiteral(
    "<p>The largest the frontier has been so far in this run: a measure of the memory the "
    "solver needs. At least 1 (the start).</p>");
const QString kStepsTip = QStringLiteral(
    "<p>Steps so far: one per turn of the solver's main loop. BFS, Dijkstra, A*: one cell "
    "taken from the frontier; DFS: one cell entered or left. A final \u201cno path\u201d step "
    "counts too.</p>");
const QString kAnimationTimeTip = QStringLiteral(
    "<p>How long the animation has been running on screen (minutes:seconds). It depends on the "
    "animation speed; it is <b>not</b> the algorithm's time.</p>");

QLabel* makeLabel(const QString& objectName, const QString& toolTip, QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setToolTip(toolTip);
    label->setTextFormat(Qt::PlainText);
    return label;
}

} // namespace

StatsPanel::StatsPanel(QWidget* parent) : QGroupBox(tr("Statistics"), parent) {
    auto* layout = new QVBoxLayout(this);

    m_solver = makeLabel(QStringLiteral("solverValue"), tr("The solver of this run"), this);
    m_solver->setFont(scaledFont(font(), kSolverScale, true));
    m_solver->setWordWrap(true);
    m_phase = makeLabel(QStringLiteral("phaseValue"),
                        tr("Whether the run is going on, paused or finished"), this);
    m_phase->setFont(scaledFont(font(), kCaptionScale, false));
    layout->addWidget(m_solver);
    layout->addWidget(m_phase);

    const QFont captionFont = scaledFont(font(), kCaptionScale, false);
    const QFont headlineFont = scaledFont(font(), kHeadlineScale, true);

    // The three headline figures: a caption, and the value below it in large type.
    auto headline = [&](const QString& caption, const QString& objectName, const QString& tip,
                        const QString& widest) {
        auto* name = new QLabel(caption, this);
        name->setFont(captionFont);
        name->setToolTip(tip);
        auto* value = makeLabel(objectName, tip, this);
        value->setFont(headlineFont);
        value->setMinimumWidth(QFontMetrics(headlineFont).horizontalAdvance(widest));
        layout->addSpacing(QFontMetrics(captionFont).height() / 3);
        layout->addWidget(name);
        layout->addWidget(value);
        return value;
    };
    m_time = headline(tr("Algorithm time (un-animated)"), QStringLiteral("timeValue"), kTimeTip,
                      QStringLiteral("9,999.999 ms"));
    m_searched = headline(tr("Searched"), QStringLiteral("searchedValue"), kSearchedTip,
                          QStringLiteral("100.00 %"));
    m_searchedCount = makeLabel(QStringLiteral("searchedCountValue"), kSearchedTip, this);
    m_searchedCount->setFont(captionFont);
    layout->addWidget(m_searchedCount);
    m_pathLength = headline(tr("Path length"), QStringLiteral("pathLengthValue"), kPathLengthTip,
                            QStringLiteral("99,999 moves"));

    m_optimum = makeLabel(QStringLiteral("optimumValue"), kOptimumTip, this);
    m_optimum->setFont(captionFont);
    m_optimum->setWordWrap(true);
    layout->addWidget(m_optimum);

    m_outcome = makeLabel(QStringLiteral("outcomeValue"), kOutcomeTip, this);
    m_outcome->setFont(captionFont);
    m_outcome->setWordWrap(true);
    layout->addWidget(m_outcome);

    auto* rule = new QFrame(this);
    rule->setFrameShape(QFrame::HLine);
    rule->setFrameShadow(QFrame::Sunken);
    layout->addSpacing(QFontMetrics(captionFont).height() / 3);
    layout->addWidget(rule);
    addDetails(layout);
    layout->addStretch(1);

    // The title in bold (the figures above have their own fonts and keep them).
    setFont(scaledFont(font(), kCaptionScale, true));
    clear();
}

// The other figures: a name on the left, the value right-aligned.
void StatsPanel::addDetails(QVBoxLayout* layout) {
    const QFont detailFont = scaledFont(font(), kDetailScale, false);
    const QFont detailValueFont = scaledFont(font(), kDetailScale, true);
    auto* grid = new QGridLayout;
    grid->setColumnStretch(0, 1);
    const int valueWidth =
        QFontMetrics(detailValueFont).horizontalAdvance(QStringLiteral("99,999,999"));
    auto detail = [&](const QString& caption, const QString& objectName, const QString& tip) {
        const int row = grid->rowCount();
        auto* name = new QLabel(caption, this);
        name->setFont(detailFont);
        name->setToolTip(tip);
        auto* value = makeLabel(objectName, tip, this);
        value->setFont(detailValueFont);
        value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        value->setMinimumWidth(valueWidth);
        grid->addWidget(name, row, 0);
        grid->addWidget(value, row, 1);
        return std::pair{name, value};
    };
    m_pathCost = detail(tr("Path cost"), QStringLiteral("pathCostValue"), kPathCostTip).second;
    m_expanded =
        detail(tr("Cells expanded"), QStringLiteral("expandedValue"), kExpandedTip).second;
    m_frontier = detail(tr("Frontier now"), QStringLiteral("frontierValue"), kFrontierTip).second;
    m_maxFrontier =
        detail(tr("Largest frontier"), QStringLiteral("maxFrontierValue"), kMaxFrontierTip)
            .second;
    m_steps = detail(tr("Steps"), QStringLiteral("stepsValue"), kStepsTip).second;
    m_animationTime =
        detail(tr("Animation time"), QStringLiteral("animationTimeValue"), kAnimationTimeTip)
            .second;
    // The solver's own figures (SolverInfo::extraFigures): named and shown only for a solver
    // that has them.
    for (std::size_t i = 0; i < m_extra.size(); ++i) {
        m_extra[i] = detail(QString(), QStringLiteral("extra%1Value").arg(i), kExtraTip);
        m_extra[i].first->setObjectName(QStringLiteral("extra%1Name").arg(i));
        m_extra[i].first->hide();
        m_extra[i].second->hide();
    }
    layout->addLayout(grid);
}

void StatsPanel::clear() {
    showFigures(RunFigures{});
}

void StatsPanel::setNoPathStyle(bool noPath) {
    if (noPath == m_noPathStyle)
        return;
    m_noPathStyle = noPath;
    if (noPath) {
        QPalette palette = m_pathLength->palette();
        palette.setColor(QPalette::WindowText, kNoPathColor);
        m_pathLength->setPalette(palette);
    } else {
        m_pathLength->setPalette(QPalette());
    }
}

void StatsPanel::setTimeMeasuring(bool measuring) {
    QFont timeFont = m_time->font();
    timeFont.setBold(!measuring);
    timeFont.setItalic(measuring);
    m_time->setFont(timeFont);
}

void StatsPanel::showFigures(const RunFigures& figures) {
    using Phase = RunFigures::Phase;
    m_figures = figures;

    if (figures.phase == Phase::None) {
        // No run on screen: a dash in place of every figure, so the captions do not stand over
        // blank space (docs/semantics.md, "Placeholders").
        for (QLabel* label : {m_solver, m_time, m_searched, m_pathLength, m_pathCost, m_expanded,
                              m_frontier, m_maxFrontier, m_steps, m_animationTime})
            label->setText(kDash);
        m_phase->setText(tr("No run yet"));
        m_searchedCount->clear();
        m_outcome->clear();
        m_outcome->hide();
        m_optimum->clear();
        m_optimum->hide();
        setTimeMeasuring(false);
        setNoPathStyle(false);
        showExtra(figures);
        return;
    }

    m_solver->setText(figures.solver);
    switch (figures.phase) {
    case Phase::Running:
        m_phase->setText(tr("Running"));
        break;
    case Phase::Paused:
        m_phase->setText(tr("Paused"));
        break;
    case Phase::Finished:
        m_phase->setText(tr("Finished"));
        break;
    case Phase::None:
        break;
    }

    // "measuring…" is a state, not a figure: set in italic rather than bold.
    const Headline headline = headlineOf(figures);
    m_time->setText(headline.time);
    setTimeMeasuring(headline.measuring);
    m_searched->setText(headline.searched);
    m_searchedCount->setText(
        tr("(%1 of %2 cells)").arg(formatCount(figures.searched), formatCount(figures.cells)));
    m_pathLength->setText(headline.path);
    const bool finished = figures.phase == Phase::Finished;
    const bool noPath = headline.noPath;
    setNoPathStyle(noPath);
    m_outcome->setText(noPath ? figures.reason : QString());
    m_outcome->setVisible(noPath && !figures.reason.isEmpty());
    m_pathCost->setText(
        finished && figures.found && figures.pathCost ? costFigure(*figures.pathCost) : kDash);
    showOptimum(figures);

    m_expanded->setText(formatCount(figures.expanded));
    m_frontier->setText(formatCount(figures.frontier));
    m_maxFrontier->setText(formatCount(figures.maxFrontier));
    m_steps->setText(formatCount(figures.steps));
    m_animationTime->setText(formatMinutesSeconds(figures.animationMs));
    showExtra(figures);
}

void StatsPanel::showOptimum(const RunFigures& figures) {
    const OptimumNote note = optimumNoteOf(figures);
    showNote(m_optimum,
             note.text.isEmpty() ? QString()
                                 : tr("Cost %1, %2").arg(costFigure(*figures.pathCost), note.text),
             note.missed);
}

void StatsPanel::showExtra(const RunFigures& figures) {
    for (std::size_t i = 0; i < m_extra.size(); ++i) {
        const bool shown = qsizetype(i) < figures.extraNames.size();
        auto [name, value] = m_extra[i];
        name->setText(shown ? figures.extraNames[qsizetype(i)] : QString());
        value->setText(shown && figures.phase != RunFigures::Phase::None
                           ? formatCount(figures.extra[i])
                           : QString());
        name->setVisible(shown);
        value->setVisible(shown);
    }
}

} // namespace mazelab::ui
