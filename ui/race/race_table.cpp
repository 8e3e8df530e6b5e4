#include "ui/race/race_table.hpp"

#include "ui/race/race_controller.hpp"
#include "ui/race/race_lane.hpp"
#include "ui/widgets/table_items.hpp"
#include "ui/widgets/text_label.hpp"

#include <QHeaderView>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>
#include <map>
#include <optional>

namespace mazelab::ui {
namespace {

constexpr double kTableFontScale = 1.0; // the race window's font, already large
constexpr double kAgentTableFontScale = 0.8; // the platform's size: eight columns beside lanes
// Rank sort keys after every real rank: ready and running lanes, then lanes that gave up, then no
// path.
constexpr double kRunningKey = 1e9;
constexpr double kGaveUpKey = 2e9;
constexpr double kNoPathKey = 3e9;

// clang-format off
constexpr ColumnHeading kHeadings[RaceTable::ColumnCount] = {
    {"Rank", "Place by steps to finish among the lanes that found a path (equal steps share a "
             "place); \"ready\" before its first step, \"running\" after; \"Gave up\" when it stopped at its step limit (not a "
             "finisher); \"No path\" when it found none (the cell's tooltip says why)"},
    {"Solver", "The lane's solver, in the lane's colour; its own figures (IDA*'s iteration, "
               "say) in the cell's tooltip and after its name"},
    {"Steps", "Steps so far, or to finish: one per turn of the solver's main loop"},
    {"Path length", "Moves on the path found; a dash while running or when no path was found"},
    {"Path cost", "Sum of the costs of the cells entered along the path; with a chosen Moving AI "
                  "problem, \u2713 at its published optimum (N. Sturtevant, 2012) and \u2717 above "
                  "it, the optimum in the cell's tooltip"},
    {"Searched %", "(searched cells - 1) / (cells - 1) x 100, the start counted"},
    {"Shortest", "Whether the path is a shortest one (BFS's length; on a maze with costs: as "
                 "cheap as Dijkstra's path)"},
};
constexpr ColumnHeading kAgentHeadings[RaceTable::AgentColumnCount] = {
    {"Solver", "The lane's solver, the agent's planner, in the lane's colour"},
    {"Moves", "Moves walked so far"},
    {"Replans", "Plans made after the first: each time what the agent sensed blocked its plan"},
    {"Expanded", "Cells expanded by every plan so far, the first included"},
    {"Bumps", "Moves refused by a wall the agent had not sensed (hidden while no agent has "
              "bumped: with four directions an agent always sees the walls of its own cell)"},
    {"Route", "The route walked against the shortest path of the fully known maze, and "
                         "how much longer it is (by cost when the maze has costs or moves are "
                         "diagonal)"},
    {"Status", "Walking, or arrived and its place in the order of arrival (the lock-step step at "
               "which the agent reached the goal; equal steps share a place), or no path and "
               "why. Sorted by place"},
};
// clang-format on

// A lane that has not taken a step yet and is not paused: its figures do not exist yet.
bool notStarted(const RunFigures& f) {
    return f.phase == RunFigures::Phase::None && f.steps == 0;
}

// The rank cell: the place of a lane that found a path, else what it is doing or how it ended.
QTableWidgetItem* rankItem(const RunFigures& f, bool done, int lane, std::optional<int> place,
                           const QFont& bold) {
    QTableWidgetItem* item = nullptr;
    if (place) {
        item = countItem(*place);
    } else if (done && !f.found) {
        const QString text =
            f.gaveUp ? RaceTable::tr("Gave up") : RaceTable::tr("No path");
        item = numberItem(text, f.gaveUp ? kGaveUpKey : kNoPathKey, text);
        item->setForeground(QColor(kFailureRgb));
        item->setToolTip(f.reason);
    } else {
        // Before its first step a lane is only ready, not running.
        const QString text = notStarted(f) ? RaceTable::tr("ready") : RaceTable::tr("running");
        item = numberItem(text, kRunningKey + double(lane), text);
    }
    if (place || (done && !f.found))
        item->setFont(bold);
    item->setTextAlignment(Qt::AlignCenter);
    return item;
}

// The solver cell: its name, and its own figures (SolverInfo::extraFigures) in a second line
// and the tooltip.
QTableWidgetItem* solverItem(const RunFigures& f, int lane) {
    QStringList extras;
    for (qsizetype i = 0; i < f.extraNames.size() && i < qsizetype(f.extra.size()); ++i)
        extras << QStringLiteral("%1 %2").arg(f.extraNames[i], formatCount(f.extra[std::size_t(i)]));
    const QString figures = extras.join(QStringLiteral(", "));
    QTableWidgetItem* item =
        textItem(figures.isEmpty() ? f.solver : f.solver + QLatin1Char('\n') + figures);
    item->setToolTip(figures.isEmpty() ? f.solver : f.solver + QStringLiteral(": ") + figures);
    item->setData(Qt::DecorationRole, laneColour(lane));
    item->setData(RaceTable::kLaneRole, lane);
    return item;
}

// A lane's path cost, marked against the optimum of a chosen Moving AI problem if there is one.
QTableWidgetItem* costItem(std::optional<PathCost> cost, std::optional<double> optimum) {
    QTableWidgetItem* item = optionalCostItem(cost);
    const OptimumNote note = optimumNoteOf(optimum, cost);
    if (note.text.isEmpty())
        return item;
    item->setText(item->text() +
                  (note.missed ? QStringLiteral(" \u2717") : QStringLiteral(" \u2713")));
    item->setForeground(note.missed ? QColor(kFailureRgb) : QColor(0x10, 0x80, 0x30));
    item->setToolTip(note.text);
    return item;
}

// Places from (figure, lane) pairs, lower figures first; equal figures share the better place.
std::map<int, int> places(std::vector<std::pair<std::int64_t, int>> byFigure) {
    std::sort(byFigure.begin(), byFigure.end());
    std::map<int, int> place;
    for (std::size_t i = 0; i < byFigure.size(); ++i)
        place[byFigure[i].second] = i > 0 && byFigure[i].first == byFigure[i - 1].first
                                        ? place[byFigure[i - 1].second]
                                        : int(i) + 1;
    return place;
}

} // namespace

RaceTable::RaceTable(QWidget* parent) : QWidget(parent) {
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("raceTable"));
    setUpTable(*m_table, kHeadings, kTableFontScale, "mazelab::ui::RaceTable");
    m_table->setWordWrap(true); // a long solver name takes two lines
    // The solver's name takes what the figures leave (elided if need be: the colour swatch
    // names the lane too); the figures are never cut.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(Solver, QHeaderView::Stretch);
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->setSortingEnabled(true);

    m_agentTable = new QTableWidget(0, AgentColumnCount, this);
    m_agentTable->setObjectName(QStringLiteral("raceAgentTable"));
    // A little smaller than the searches' table: eight columns must fit beside the lanes.
    setUpTable(*m_agentTable, kAgentHeadings, kAgentTableFontScale, "mazelab::ui::RaceTable");
    m_agentTable->setWordWrap(true); // the route and a reason take more lines
    m_agentTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    m_agentTable->horizontalHeader()->setSectionResizeMode(AgentStatus, QHeaderView::Stretch);
    // A reason is long: it wraps in its row rather than widening the table.
    m_agentTable->setTextElideMode(Qt::ElideNone);
    m_agentTable->setSortingEnabled(true);
    m_agentTable->hide();
    sortByRank();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table);
    layout->addWidget(m_agentTable);
}

void RaceTable::sortByRank() {
    m_table->sortItems(Rank, Qt::AscendingOrder);
    m_agentTable->sortItems(AgentStatus, Qt::AscendingOrder);
}

int RaceTable::rowOf(int lane) const {
    const QTableWidget* shown = m_agentTable->isHidden() ? m_table : m_agentTable;
    const int column = m_agentTable->isHidden() ? int(Solver) : int(AgentSolver);
    for (int row = 0; row < shown->rowCount(); ++row)
        if (const QTableWidgetItem* item = shown->item(row, column);
            item && item->data(kLaneRole).toInt() == lane)
            return row;
    return -1;
}

void RaceTable::showAgents(const RaceController& race) {
    m_table->hide();
    m_agentTable->show();
    const int lanes = race.laneCount();
    const bool byCost = race.byCost();
    // Places: arrived lanes by the NavStep of their arrival.
    std::vector<std::pair<std::int64_t, int>> byArrival;
    for (int lane = 0; lane < lanes; ++lane)
        if (race.agentFigures(lane).arrived)
            byArrival.emplace_back(race.agentSteps(lane), lane);
    const std::map<int, int> place = places(std::move(byArrival));
    const bool started = race.stepsDone() > 0 || race.state() != RaceController::State::Idle;
    const bool paused = race.state() == RaceController::State::Paused;

    m_agentTable->setSortingEnabled(false);
    m_agentTable->setRowCount(lanes);
    QFont bold = m_agentTable->font();
    bold.setBold(true);
    for (int lane = 0; lane < lanes; ++lane) {
        const AgentFigures& f = race.agentFigures(lane);
        const QString dash = QStringLiteral("\u2014");
        QTableWidgetItem* solver = textItem(f.planner);
        solver->setToolTip(f.planner);
        solver->setData(Qt::DecorationRole, laneColour(lane));
        solver->setData(kLaneRole, lane);
        m_agentTable->setItem(lane, AgentSolver, solver);
        m_agentTable->setItem(lane, Moves, countItem(f.moves));
        m_agentTable->setItem(lane, Replans, countItem(f.replans));
        m_agentTable->setItem(lane, Expanded, countItem(f.expanded));
        m_agentTable->setItem(lane, Bumps, countItem(f.bumps));
        QString route = f.arrived ? agentRouteText(f, byCost, true) : dash;
        route.replace(QStringLiteral(" ("), QStringLiteral("\n(")); // narrower, on two lines
        const double routeKey = !f.arrived ? std::numeric_limits<double>::infinity()
                                : byCost   ? f.routeCost
                                           : double(f.routeMoves);
        QTableWidgetItem* routeItem = numberItem(route, routeKey, route);
        routeItem->setToolTip(f.arrived ? agentRouteText(f, byCost) : QString());
        m_agentTable->setItem(lane, Route, routeItem);
        // The status sorts by place: arrived agents in their order, walking ones after, then
        // those that found no path.
        QString status = agentStatusText(f, started, paused);
        double key = f.finished ? kNoPathKey : kRunningKey + double(lane);
        if (place.count(lane)) {
            status = tr("arrived, place %1").arg(place.at(lane));
            key = place.at(lane);
        } else if (f.finished) {
            status = tr("no path: %1").arg(f.reason);
        }
        QTableWidgetItem* statusItem = numberItem(status, key, status);
        statusItem->setTextAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        statusItem->setToolTip(status);
        if (f.finished) {
            statusItem->setFont(bold);
            if (!f.arrived)
                statusItem->setForeground(QColor(kFailureRgb));
        }
        m_agentTable->setItem(lane, AgentStatus, statusItem);
    }
    bool bumped = false;
    for (int lane = 0; lane < lanes; ++lane)
        bumped = bumped || race.agentFigures(lane).bumps > 0;
    m_agentTable->setColumnHidden(Bumps, !bumped);
    m_agentTable->setSortingEnabled(true);
    m_agentTable->resizeRowsToContents();
}

void RaceTable::showRace(const RaceController& race, std::optional<double> optimum) {
    m_agentTable->hide();
    m_table->show();
    const int lanes = race.laneCount();
    const bool byCost = race.byCost();
    m_table->horizontalHeaderItem(Best)->setText(byCost ? tr("Cheapest") : tr("Shortest"));
    // With every cost 1 a path's cost is its length: the column would only repeat it.
    m_table->setColumnHidden(PathCost, !byCost);

    // Ranks: finished lanes with a path, by steps.
    std::vector<std::pair<std::int64_t, int>> bySteps;
    for (int lane = 0; lane < lanes; ++lane)
        if (race.finished(lane) && race.figures(lane).found)
            bySteps.emplace_back(race.figures(lane).steps, lane);
    const std::map<int, int> rank = places(std::move(bySteps));

    // Rewrite unsorted, then let the table put the rows where the current sort wants them.
    m_table->setSortingEnabled(false);
    m_table->setRowCount(lanes);
    QFont bold = m_table->font();
    bold.setBold(true);
    for (int lane = 0; lane < lanes; ++lane) {
        const RunFigures& f = race.figures(lane);
        const bool done = race.finished(lane);
        const auto place = rank.count(lane) ? std::optional<int>(rank.at(lane)) : std::nullopt;
        m_table->setItem(lane, Rank, rankItem(f, done, lane, place, bold));
        m_table->setItem(lane, Solver, solverItem(f, lane));

        m_table->setItem(lane, Steps, countItem(f.steps));
        m_table->setItem(lane, PathLength, optionalCountItem(done && f.found ? f.pathLength
                                                                              : std::nullopt));
        m_table->setItem(lane, PathCost,
                         costItem(done && f.found ? f.pathCost : std::nullopt, optimum));
        // Before the first step nothing is searched, not even the start: a dash, not the
        // formula's negative percent.
        if (f.steps > 0) {
            const double percent = searchedPercent(f.searched, f.cells);
            m_table->setItem(lane, SearchedPercent,
                             numberItem(formatPercent(percent), percent, formatPercent(percent)));
        } else {
            m_table->setItem(lane, SearchedPercent, optionalCountItem(std::nullopt));
        }

        QTableWidgetItem* best = nullptr;
        if (done && f.found) {
            const bool isBest = race.foundBest(lane);
            best = textItem(isBest ? tr("\u2713 yes") : tr("no"));
            if (isBest) {
                best->setForeground(QColor(0x10, 0x80, 0x30));
                best->setFont(bold);
            }
        } else {
            best = numberItem(QStringLiteral("\u2014"), std::numeric_limits<double>::infinity(),
                              QString());
        }
        best->setTextAlignment(Qt::AlignCenter);
        m_table->setItem(lane, Best, best);
    }
    m_table->setSortingEnabled(true); // sorts by the header's indicator
    m_table->resizeRowsToContents();
}

} // namespace mazelab::ui
