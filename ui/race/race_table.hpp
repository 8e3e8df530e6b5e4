#pragma once
// The race's standings: one row per lane. Lanes that found a path are ranked by the steps they
// took to finish (fewest first; equal steps share a rank), as they finish; lanes still running
// follow ("running" in the rank's place), then lanes that found no path ("No path"). A click on a
// header sorts by that column instead (path length, path cost, percent searched, ...), numbers
// numerically.
//
// The "Shortest" column (called "Cheapest" on a maze with costs) says whether the lane's path is
// as short as the shortest path (BFS's length on unit costs) or as cheap as the cheapest
// (Dijkstra's cost), both computed by core solveMaze (RaceController::reference).
//
// An agent race (RaceController::agentMode) has its own table (agentTable()), shown instead:
// the walk's moves, replans, cells expanded by every plan, bumps (hidden while there are none),
// the route against the shortest path of the fully known maze, and how the walk stands, with
// the place in the order of arrival (the NavStep at which a lane arrived; lanes arriving at the
// same NavStep share a place), by which the rows are sorted.

#include <QWidget>

#include <optional>

class QTableWidget;

namespace mazelab::ui {

class RaceController;

class RaceTable : public QWidget {
    Q_OBJECT

public:
    // Rank holds the place, or "running", or "No path".
    enum Column { Rank, Solver, Steps, PathLength, PathCost, SearchedPercent, Best, ColumnCount };
    enum AgentColumn {
        AgentSolver,
        Moves,
        Replans,
        Expanded,
        Bumps,
        Route,
        AgentStatus,
        AgentColumnCount
    };
    // The solver cell holds its lane's index under this role.
    static constexpr int kLaneRole = Qt::UserRole + 2;

    explicit RaceTable(QWidget* parent = nullptr);

    // Shows every lane of the race as it stands now (at most once per tick). With the published
    // optimum of a chosen Moving AI problem, a found path's cost is marked against it: \u2713 at
    // the optimum, \u2717 and red above it, the optimum in the cell's tooltip.
    void showRace(const RaceController& race, std::optional<double> optimum = std::nullopt);
    // An agent race: the agent table, shown instead of the search table.
    void showAgents(const RaceController& race);
    // Back to ranking by steps (after a reset or a new set of lanes).
    void sortByRank();

    [[nodiscard]] QTableWidget* table() const { return m_table; }
    [[nodiscard]] QTableWidget* agentTable() const { return m_agentTable; }
    // The row that shows `lane` now (rows move when sorted), in the table shown; -1 if none.
    [[nodiscard]] int rowOf(int lane) const;

private:
    QTableWidget* m_table = nullptr;
    QTableWidget* m_agentTable = nullptr;
};

} // namespace mazelab::ui
