#pragma once
// One lane of the race: its solver's name on a strip of the lane's colour (the colour of its line
// in the race chart and its swatch in the race table), its own maze view, and its live figures in
// large type: steps, cells searched and the percent searched, the frontier, and once it is done
// the path's length and cost (with a mark when it is a shortest, or cheapest, path) or "No path".
//
// On the race window's stage (ui/race/race_stage.hpp) the lane takes a stage look: type sized
// for the window's height, the figures in one line (or two, or four in a narrow lane), the path
// written short ("102 \u2713", or "cost 204 \u2713" with costs) and thicker walls.
//
// In an agent race (RaceController::setAgentMode) the same places show the walk: moves (and
// bumps), replans, cells expanded by every plan, and the route against the shortest path of the
// fully known maze ("212 / shortest 180 (+17.8 %)"), under their own captions.
//
// The value labels have object names for tests: stepsValue, searchedValue, frontierValue,
// pathValue, statusValue (in an agent race: moves, expanded, replans, route, status).

#include "ui/agent/agent_panel.hpp"
#include "ui/animation/run_figures.hpp"

#include <QColor>
#include <QFrame>
#include <QList>

class QGridLayout;
class QHBoxLayout;
class QLabel;

namespace mazelab::ui {

class MazeScene;
class MazeView;

// The colour of lane `lane` (0 to 7): distinct, readable on white, and kind to colour-blind eyes
// (after Okabe and Ito's palette).
[[nodiscard]] QColor laneColour(int lane);

// A finished walk's route against the shortest path of the fully known maze: its moves, or its
// cost when `byCost` (costs other than 1, or diagonal moves), "212 / shortest 180 (+17.8 %)"
// ("212 / 180 (+17.8 %)" `brief`, for the race table); "No path: why" for a walk that did not
// arrive; empty while the walk goes on.
[[nodiscard]] QString agentRouteText(const AgentFigures& figures, bool byCost, bool brief = false);
// How the walk stands: "ready", "walking", "paused", "arrived", "NO PATH".
[[nodiscard]] QString agentStatusText(const AgentFigures& figures, bool started, bool paused);

class RaceLane : public QFrame {
    Q_OBJECT

public:
    // The type on the stage, in pixels, and how many caption-value pairs share a line (1, 2, 4).
    struct StageLook {
        int titlePx = 0;
        int captionPx = 0;
        int valuePx = 0;
        int pairsPerLine = 4;
    };

    // The scene must outlive the lane. `compact`: smaller type, for more than four lanes.
    RaceLane(MazeScene* scene, int lane, bool compact, QWidget* parent = nullptr);

    // `best`: the lane has finished with a shortest path (unit costs) or a cheapest one (costs);
    // `byCost`: the maze has costs, so "cheapest" is what counts.
    void showFigures(const RunFigures& figures, bool best, bool byCost);
    // An agent race's lane: the walk's figures, and `status` (agentStatusText).
    void showAgentFigures(const AgentFigures& figures, const QString& status, bool byCost);

    // The stage look; leaveStage puts back the grid, the walls and the path's text (the fonts
    // are the presentation mode's to put back, ui/stage/presentation_mode.hpp).
    void enterStage(const StageLook& look);
    void leaveStage();
    [[nodiscard]] bool onStage() const { return m_onStage; }

    [[nodiscard]] MazeView* view() const { return m_view; }
    [[nodiscard]] int lane() const { return m_lane; }

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void updateTitle(); // the solver's name, elided to the strip
    // The lane's kind (an agent's walk or a search: its captions) and name, for the figures.
    void showAs(bool agent, const QString& name);
    // The constructor's parts: the title strip and the figures' grid (style 1: compact).
    QHBoxLayout* makeTitleStrip(const QColor& colour, int style);
    QGridLayout* makeFigures(int style);
    // The figures' captions and values in `pairsPerLine` pairs a line.
    void arrangeFigures(int pairsPerLine);
    [[nodiscard]] QString pathText(const RunFigures& f, bool best, bool byCost) const;
    // The captions of a search race or of an agent race.
    void setCaptions(bool agent);
    void showAgain(); // what was last shown, in the current look

    int m_lane = 0;
    QString m_titleText;
    MazeView* m_view = nullptr;
    QLabel* m_title = nullptr;
    QLabel* m_status = nullptr;
    QLabel* m_steps = nullptr;
    QLabel* m_searched = nullptr;
    QLabel* m_frontier = nullptr;
    QLabel* m_path = nullptr;
    QGridLayout* m_figures = nullptr;
    QHBoxLayout* m_strip = nullptr;
    QList<QLabel*> m_captions; // in the order of the values: steps, frontier, searched, path
    bool m_onStage = false;
    double m_wallWeight = 1;   // the view's, off the stage
    RunFigures m_shown;        // the figures last shown, written again on a change of look
    bool m_best = false;
    bool m_byCost = false;
    bool m_agent = false; // showing an agent's walk
    AgentFigures m_agentShown;
    QString m_agentStatus;
};

} // namespace mazelab::ui
