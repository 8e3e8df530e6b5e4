#include "ui/race/race_table.hpp"

#include "ui/race/race_controller.hpp"
#include "ui/race/race_lane.hpp"
#include "ui/window/table_items.hpp"

#include <QHeaderView>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>
#include <map>

namespace mazelab::ui {
namespace {

constexpr double kTableFontScale = 1.0; // the race window's font, already large
// Rank sort keys after every real rank: running lanes, then lanes with no path.
constexpr double kRunningKey = 1e9;
constexpr double kNoPathKey = 2e9;

// clang-format off
constexpr ColumnHeading kHeadings[RaceTable::ColumnCount] = {
    {"Rank", "Place by steps to finish among the lanes that found a path (equal steps share a "
             "place); \"running\", or \"No path\" when the goal cannot be reached"},
    {"Solver", "The lane's solver, in the lane's colour"},
    {"Steps", "Steps so far, or to finish: one per turn of the solver's main loop"},
    {"Path length", "Moves on the path found; a dash while running or when no path was found"},
    {"Path cost", "Sum of the costs of the cells entered along the path"},
    {"Searched %", "(searched cells - 1) / (cells - 1) x 100, the start counted"},
    {"Shortest", "Whether the path is a shortest one (BFS's length; on a maze with costs: as "
                 "cheap as Dijkstra's path)"},
};
// clang-format on

} // namespace

RaceTable::RaceTable(QWidget* parent) : QWidget(parent) {
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("raceTable"));
    setUpHeadings(*m_table, kHeadings, kTableFontScale, "mazelab::ui::RaceTable");
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(true); // a long solver name takes two lines
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setHighlightSections(false);
    // The solver's name takes what the figures leave (elided if need be: the colour swatch
    // names the lane too); the figures are never cut.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(Solver, QHeaderView::Stretch);
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->setSortingEnabled(true);
    sortByRank();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table);
}

void RaceTable::sortByRank() { m_table->sortItems(Rank, Qt::AscendingOrder); }

int RaceTable::rowOf(int lane) const {
    for (int row = 0; row < m_table->rowCount(); ++row)
        if (const QTableWidgetItem* item = m_table->item(row, Solver);
            item && item->data(kLaneRole).toInt() == lane)
            return row;
    return -1;
}

void RaceTable::showRace(const RaceController& race) {
    const int lanes = race.laneCount();
    const bool byCost = race.byCost();
    m_table->horizontalHeaderItem(Best)->setText(byCost ? tr("Cheapest") : tr("Shortest"));
    // With every cost 1 a path's cost is its length: the column would only repeat it.
    m_table->setColumnHidden(PathCost, !byCost);

    // Ranks: finished lanes with a path, by steps; equal steps share the better place.
    std::vector<std::pair<std::int64_t, int>> bySteps;
    for (int lane = 0; lane < lanes; ++lane)
        if (race.finished(lane) && race.figures(lane).found)
            bySteps.emplace_back(race.figures(lane).steps, lane);
    std::sort(bySteps.begin(), bySteps.end());
    std::map<int, int> rank;
    for (std::size_t i = 0; i < bySteps.size(); ++i)
        rank[bySteps[i].second] = i > 0 && bySteps[i].first == bySteps[i - 1].first
                                      ? rank[bySteps[i - 1].second]
                                      : int(i) + 1;

    // Rewrite unsorted, then let the table put the rows where the current sort wants them.
    m_table->setSortingEnabled(false);
    m_table->setRowCount(lanes);
    QFont bold = m_table->font();
    bold.setBold(true);
    for (int lane = 0; lane < lanes; ++lane) {
        const RunFigures& f = race.figures(lane);
        const bool done = race.finished(lane);
        const bool noPath = done && !f.found;

        QTableWidgetItem* rankItem = nullptr;
        if (rank.count(lane)) {
            rankItem = countItem(rank[lane]);
            rankItem->setFont(bold);
        } else if (noPath) {
            rankItem = numberItem(tr("No path"), kNoPathKey, tr("No path"));
            rankItem->setForeground(QColor(0xC0, 0x10, 0x10));
            rankItem->setFont(bold);
        } else {
            rankItem = numberItem(tr("running"), kRunningKey + double(lane), tr("running"));
        }
        rankItem->setTextAlignment(Qt::AlignCenter);
        m_table->setItem(lane, Rank, rankItem);

        QTableWidgetItem* solver = textItem(f.solver);
        solver->setData(Qt::DecorationRole, laneColour(lane));
        solver->setData(kLaneRole, lane);
        m_table->setItem(lane, Solver, solver);

        m_table->setItem(lane, Steps, countItem(f.steps));
        m_table->setItem(lane, PathLength, optionalCountItem(done && f.found ? f.pathLength
                                                                              : std::nullopt));
        m_table->setItem(lane, PathCost,
                         optionalCountItem(done && f.found ? f.pathCost : std::nullopt));
        const double percent = searchedPercent(f.searched, f.cells);
        m_table->setItem(lane, SearchedPercent,
                         numberItem(formatPercent(percent), percent, formatPercent(percent)));

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
