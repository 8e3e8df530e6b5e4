#include "ui/race/race_window.hpp"

#include "core/navigate.hpp"
#include "core/registry.hpp"
#include "ui/race/race_chart.hpp"
#include "ui/race/race_controller.hpp"
#include "ui/race/race_lane.hpp"
#include "ui/race/race_stage.hpp"
#include "ui/race/race_table.hpp"
#include "ui/view/agent_layer.hpp"
#include "ui/view/maze_scene.hpp"
#include "ui/view/maze_view.hpp"
#include "ui/widgets/fonts.hpp"
#include "ui/widgets/qt_text.hpp"
#include "ui/widgets/text_label.hpp"

#include <QAction>
#include <QCheckBox>
#include <QCloseEvent>
#include <QGridLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <utility>

namespace mazelab::ui {
namespace {

// Projectors: everything in the race window reads a size larger than the platform's default.
constexpr double kFontScale = 1.25;

// Columns of the lanes' grid: 2 lanes side by side, 3-4 as 2 x 2, 5-8 as 4 x 2 (compact lanes).
int gridColumns(int lanes) { return lanes <= 2 ? lanes : lanes <= 4 ? 2 : 4; }
constexpr int kCompactAbove = 4;

} // namespace

RaceWindow::RaceWindow(QWidget* parent) : QMainWindow(parent) {
    setWindowFlag(Qt::Window);
    setWindowTitle(tr("mazelab: race"));
    setObjectName(QStringLiteral("raceWindow"));
    setFont(scaledFont(font(), kFontScale));

    m_controller = new RaceController(this);
    createActions();

    m_picker = makeSolverPicker();

    m_lanesArea = new QWidget(this);
    m_lanesGrid = new QGridLayout(m_lanesArea);
    m_lanesGrid->setContentsMargins(4, 4, 4, 4);
    m_lanesGrid->setSpacing(6);
    m_table = new RaceTable(this);
    m_chart = new RaceChart(this);

    auto* right = m_side = new QSplitter(Qt::Vertical, this);
    right->setObjectName(QStringLiteral("raceChartAndTable"));
    right->addWidget(m_chart);
    right->addWidget(m_table);
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 2);
    auto* main = m_splitter = new QSplitter(Qt::Horizontal, this);
    main->addWidget(m_lanesArea);
    main->addWidget(right);
    main->setStretchFactor(0, 3);
    main->setStretchFactor(1, 2);
    main->setCollapsible(0, false);
    right->setSizes({480, 360});

    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_picker);
    layout->addWidget(main, 1);
    setCentralWidget(central);
    m_stage = new RaceStage({this, m_splitter, m_side, m_lanesArea, m_lanesGrid}, this);
    createViewMenu();

    m_mazeLabel = new QLabel(this);
    m_mazeLabel->setObjectName(QStringLiteral("raceMazeLabel"));
    m_stateLabel = new QLabel(this);
    m_stateLabel->setObjectName(QStringLiteral("raceStateLabel"));
    QFont bold = m_stateLabel->font();
    bold.setBold(true);
    m_stateLabel->setFont(bold);
    statusBar()->addWidget(m_mazeLabel, 1);
    statusBar()->addPermanentWidget(m_stateLabel);

    connect(m_controller, &RaceController::lanesChanged, this, [this] { rebuildLanes(); });
    connect(m_controller, &RaceController::progressed, this, &RaceWindow::refresh);
    connect(m_controller, &RaceController::stateChanged, this,
            [this, idle = true](RaceController::State state) mutable {
                // A race that starts has its solvers: the picker folds away, for the lanes.
                if (idle && state != RaceController::State::Idle)
                    m_pickerAction->setChecked(false);
                idle = state == RaceController::State::Idle;
                // A race started afresh (a step after the end) draws its lines anew.
                if (idle)
                    m_chart->clearPoints();
                updateActions();
                updateStatus();
            });
    connect(m_controller, &RaceController::mazeChanged, this, [this] {
        rebuildSpeeds();
        m_chart->clearPoints();
        m_table->sortByRank();
        if (onStage()) // a maze of another shape may want another grid
            m_stage->setLanes(m_lanes, {m_controller->maze().width(), m_controller->maze().height()});
    });

    // A first race that shows what the window is for: the two classics.
    for (QCheckBox* box : m_solverBoxes)
        if (box->objectName() == QStringLiteral("race-bfs") ||
            box->objectName() == QStringLiteral("race-dfs")) {
            const QSignalBlocker block(box);
            box->setChecked(true);
        }
    applySolverChoice();
    rebuildSpeeds();
    resize(1400, 900);
}

// The solvers to race: one box per registered solver, and the message when a choice is refused.
QWidget* RaceWindow::makeSolverPicker() {
    // The registry's solvers in rows of a few, so the picker fits a 1280-pixel window however
    // many solvers there are.
    constexpr int kPerRow = 4;
    auto* pick = new QWidget(this);
    pick->setObjectName(QStringLiteral("racePicker"));
    auto* pickLayout = new QGridLayout(pick);
    pickLayout->setContentsMargins(8, 4, 8, 4);
    pickLayout->setHorizontalSpacing(12);
    pickLayout->setVerticalSpacing(2);
    pickLayout->addWidget(new QLabel(tr("Solvers:"), pick), 0, 0);
    for (const SolverInfo* solver : solvers()) {
        auto* box = new QCheckBox(fromStd(solver->name), pick);
        box->setObjectName(QStringLiteral("race-") + fromStd(solver->id));
        box->setToolTip(fromStd(solver->description));
        box->setFocusPolicy(Qt::NoFocus); // Space belongs to Play/Pause
        connect(box, &QCheckBox::toggled, this, &RaceWindow::applySolverChoice);
        const int at = int(m_solverBoxes.size());
        pickLayout->addWidget(box, at / kPerRow, 1 + at % kPerRow);
        m_solverBoxes.push_back(box);
    }
    pickLayout->setColumnStretch(kPerRow + 1, 1);
    m_message = new QLabel(pick);
    m_message->setObjectName(QStringLiteral("raceMessage"));
    // Its own font: a style-sheet label given back to inheritance would take the platform's
    // font, not the window's (leaving the stage, PresentationMode).
    m_message->setFont(font());
    m_message->setStyleSheet(
        QStringLiteral("color: %1; font-weight: bold;").arg(QColor(kFailureRgb).name()));
    // Under the boxes, across them, wrapped: a reason (an agent's, say) may be a long sentence,
    // and must not widen the window.
    m_message->setWordWrap(true);
    m_message->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_message->hide(); // until there is something to say
    const int rows = (int(m_solverBoxes.size()) + kPerRow - 1) / kPerRow;
    pickLayout->addWidget(m_message, rows, 0, 1, kPerRow + 2);
    return pick;
}

RaceWindow::~RaceWindow() {
    // The lanes' views draw the controller's scenes: they go first.
    for (RaceLane* lane : m_lanes)
        delete lane;
    m_lanes.clear();
}

void RaceWindow::setAgentMode(bool on) {
    if (m_agentBox->isChecked() != on) {
        m_agentBox->setChecked(on); // comes back here through toggled
        return;
    }
    m_controller->setAgentMode(on);
    m_chart->setAgentMode(on);
    // The agents' table has more columns than the searches': it takes more of the width.
    if (!onStage() && m_lanes.size() <= std::size_t(kCompactAbove)) {
        const int width = std::max(m_splitter->width(), 1);
        m_splitter->setSizes({width * (on ? 42 : 52) / 100, width * (on ? 58 : 48) / 100});
    }
    m_table->sortByRank();
    updateMessage();
    refresh();
}

bool RaceWindow::agentMode() const {
    return m_controller->agentMode();
}

QString RaceWindow::setSensorRadius(int radius) {
    if (m_radius->value() != radius) {
        const QSignalBlocker block(m_radius);
        m_radius->setValue(radius); // the box clamps what it cannot hold: told below all the same
    }
    applyRadius(radius);
    return m_radiusError;
}

void RaceWindow::applyRadius(int radius) {
    m_radiusError = m_controller->setSensorRadius(radius);
    updateMessage();
}

void RaceWindow::updateMessage() {
    QString text = m_choiceError;
    if (text.isEmpty() && agentMode())
        text = !m_radiusError.isEmpty() ? m_radiusError : m_controller->agentProblem();
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
    // The message is under the solver boxes: they come back to show it.
    if (!text.isEmpty() && !onStage())
        m_pickerAction->setChecked(true);
    updateActions();
}

bool RaceWindow::onStage() const { return m_stage->active(); }

void RaceWindow::setOnStage(bool on) {
    if (on == onStage())
        return;
    if (on) {
        m_picker->hide();
        m_rebuiltOnStage = false;
        m_stage->enter(m_lanes, {m_controller->maze().width(), m_controller->maze().height()});
    } else {
        m_stage->leave();
        m_picker->setVisible(m_pickerAction->isChecked());
        // Lanes made on the stage took its type: made again, they take the window's.
        if (std::exchange(m_rebuiltOnStage, false)) {
            rebuildLanes(false);
            m_splitter->setSizes(m_stage->sizesBefore());
        } else {
            arrangeLanes(*m_lanesGrid, m_lanes, gridColumns(int(m_lanes.size())));
        }
    }
    const QSignalBlocker blockStage(m_stageAction);
    m_stageAction->setChecked(on);
    const QSignalBlocker blockChart(m_chartAction);
    m_chartAction->setChecked(m_stage->sideShown());
}

void RaceWindow::setChartShown(bool shown) {
    if (onStage())
        m_stage->setSideShown(shown);
    else
        m_side->setVisible(shown);
}

QStringList RaceWindow::chosenSolvers() const {
    QStringList ids;
    for (std::size_t i = 0; i < m_solverBoxes.size(); ++i)
        if (m_solverBoxes[i]->isChecked())
            ids << fromStd(solvers()[i]->id);
    return ids;
}

QString RaceWindow::message() const { return m_message->text(); }

QString RaceWindow::setSolvers(const QStringList& ids) {
    std::vector<bool> chosen(m_solverBoxes.size(), false);
    for (const QString& id : ids) {
        const SolverInfo* solver = findSolver(id.trimmed().toStdString());
        if (!solver) {
            try {
                (void)solverById(id.trimmed().toStdString());
            } catch (const Error& e) {
                return QString::fromStdString(e.what()); // names the valid ids
            }
        }
        const auto at = std::size_t(std::find(solvers().begin(), solvers().end(), solver) -
                                    solvers().begin());
        if (chosen[at])
            return tr("%1 is listed twice: each solver races once.").arg(id.trimmed());
        chosen[at] = true;
    }
    if (QString error = RaceController::solverCountError(int(ids.size())); !error.isEmpty())
        return error;
    for (std::size_t i = 0; i < m_solverBoxes.size(); ++i) {
        const QSignalBlocker block(m_solverBoxes[i]);
        m_solverBoxes[i]->setChecked(chosen[i]);
    }
    applySolverChoice();
    return {};
}

void RaceWindow::setSolverParamSource(std::function<ParamValues(const SolverInfo&)> source) {
    m_paramSource = std::move(source);
    refreshSolverParams();
}

void RaceWindow::setMovement(Diagonal rule) {
    m_controller->setMovement(rule);
    applyUsableSolvers();
    updateMessage();
}

void RaceWindow::applyUsableSolvers() {
    const Diagonal rule = m_controller->movement();
    bool unticked = false;
    for (std::size_t i = 0; i < m_solverBoxes.size(); ++i) {
        const SolverInfo& solver = *solvers()[i];
        QCheckBox* box = m_solverBoxes[i];
        const std::string why =
            !solver.supports(m_shape) ? solver.shapeError(m_shape) : solver.movementError(rule);
        const bool usable = why.empty();
        box->setEnabled(usable);
        box->setToolTip(usable ? fromStd(solver.description) : fromStd(why));
        if (!usable && box->isChecked()) {
            const QSignalBlocker block(box);
            box->setChecked(false);
            unticked = true;
        }
    }
    if (unticked)
        applySolverChoice();
    updateStatus();
}

void RaceWindow::refreshSolverParams() {
    for (int i = 0; i < m_controller->laneCount(); ++i) {
        const SolverInfo& solver = m_controller->solver(i);
        if (m_paramSource && m_paramSource(solver) != m_controller->params(i)) {
            applySolverChoice();
            return;
        }
    }
}

void RaceWindow::applySolverChoice() {
    std::vector<const SolverInfo*> chosen;
    std::vector<ParamValues> params;
    for (std::size_t i = 0; i < m_solverBoxes.size(); ++i) {
        if (m_solverBoxes[i]->isChecked()) {
            chosen.push_back(solvers()[i]);
            params.push_back(m_paramSource ? m_paramSource(*solvers()[i]) : ParamValues{});
        }
    }
    const QString error = m_controller->setSolvers(chosen, params);
    m_choiceError = error;
    if (!error.isEmpty())
        m_controller->reset(); // nothing may run on a choice that cannot race
    updateMessage();
    updateStatus();
    emit solversChanged();
}

void RaceWindow::setMaze(const Maze& maze, const QString& description) {
    m_mazeDescription = description;
    m_controller->setMaze(maze);
    if (maze.shapeKind() != std::exchange(m_shape, maze.shapeKind()))
        applyUsableSolvers();
    updateMessage();
    updateStatus();
}

void RaceWindow::setOptimum(std::optional<double> optimum) {
    if (optimum == m_optimum)
        return;
    m_optimum = optimum;
    refresh();
}

void RaceWindow::setMazePalette(const MazePalette& palette) {
    m_mazePalette = palette;
    for (RaceLane* lane : m_lanes)
        lane->view()->setPalette(palette);
}

void RaceWindow::rebuildLanes(bool resizeSplitter) {
    for (RaceLane* lane : m_lanes)
        delete lane;
    m_lanes.clear();
    const int count = m_controller->laneCount();
    QStringList names;
    QList<QColor> colours;
    for (int i = 0; i < count; ++i) {
        auto* lane = new RaceLane(m_controller->scene(i), i, count > kCompactAbove, m_lanesArea);
        lane->view()->setPalette(m_mazePalette);
        lane->view()->addLayer(m_controller->agentLayer(i)); // draws only in an agent race
        m_lanes.push_back(lane);
        names << m_controller->figures(i).solver; // the name, with any parameters
        colours << laneColour(i);
    }
    arrangeLanes(*m_lanesGrid, m_lanes, gridColumns(count));
    // More lanes, more of the width for them.
    const int width = std::max(m_splitter->width(), 1400);
    if (resizeSplitter && !onStage())
        m_splitter->setSizes({width * (count > kCompactAbove ? 62 : 52) / 100,
                              width * (count > kCompactAbove ? 38 : 48) / 100});
    m_chart->setLanes(names, colours);
    m_table->sortByRank();
    refresh();
    if (onStage()) {
        m_rebuiltOnStage = true;
        m_stage->setLanes(m_lanes, {m_controller->maze().width(), m_controller->maze().height()});
    }
}

void RaceWindow::refresh() {
    const int count = std::min(m_controller->laneCount(), int(m_lanes.size()));
    const bool byCost = m_controller->byCost();
    std::vector<QPointF> points;
    if (m_controller->agentMode()) {
        const RaceController::State state = m_controller->state();
        const bool started = m_controller->stepsDone() > 0 || state != RaceController::State::Idle;
        for (int i = 0; i < count; ++i) {
            const AgentFigures& f = m_controller->agentFigures(i);
            RaceLane& lane = *m_lanes[std::size_t(i)];
            lane.showAgentFigures(
                f, agentStatusText(f, started, state == RaceController::State::Paused), byCost);
            lane.view()->update(); // the agent layer's picture changed
            points.emplace_back(double(m_controller->agentSteps(i)), double(f.expanded));
        }
        m_table->showAgents(*m_controller);
    } else {
        for (int i = 0; i < count; ++i) {
            RunFigures f = m_controller->figures(i);
            f.optimum = m_optimum;
            m_lanes[std::size_t(i)]->showFigures(f, m_controller->foundBest(i), byCost);
            points.emplace_back(double(f.steps), double(f.searched));
        }
        m_table->showRace(*m_controller, m_optimum);
    }
    if (m_controller->stepsDone() == 0)
        m_chart->clearPoints();
    else
        m_chart->record(points);
    updateActions();
    updateStatus();
}

void RaceWindow::updateActions() {
    const RaceController::State state = m_controller->state();
    const bool canRace = m_message->text().isEmpty() && m_controller->laneCount() >= 2;
    const bool running = state == RaceController::State::Running;
    m_playPause->setText(running ? tr("Pause") : tr("Play"));
    m_playPause->setIcon(style()->standardIcon(running ? QStyle::SP_MediaPause
                                                       : QStyle::SP_MediaPlay));
    m_playPause->setEnabled(canRace);
    m_step->setEnabled(canRace);
    m_reset->setEnabled(state != RaceController::State::Idle || m_controller->stepsDone() > 0);
}

void RaceWindow::updateStatus() {
    const Maze& maze = m_controller->maze();
    m_mazeLabel->setText(
        tr("Maze (a copy): %1")
            .arg(m_mazeDescription.isEmpty() ? tr("%1 x %2").arg(maze.width()).arg(maze.height())
                                             : m_mazeDescription));
    m_mazeLabel->setToolTip(tr("The race runs on a copy of the main window's maze, taken when "
                               "the race window opened; a new maze there (or moved start and "
                               "goal) resets the race onto the new maze."));
    const int lanes = m_controller->laneCount();
    int done = 0;
    int found = 0;
    int gaveUp = 0;
    const bool agents = m_controller->agentMode();
    for (int i = 0; i < lanes; ++i) {
        const bool finished = m_controller->finished(i);
        done += finished ? 1 : 0;
        found += finished && (agents ? m_controller->agentFigures(i).arrived
                                     : m_controller->figures(i).found)
                     ? 1
                     : 0;
        gaveUp += finished && m_controller->figures(i).gaveUp ? 1 : 0;
    }
    const QString steps = formatCount(m_controller->stepsDone());
    QString state;
    switch (m_controller->state()) {
    case RaceController::State::Idle:
        state = tr("Ready: Space to start, Right to step");
        break;
    case RaceController::State::Running:
        state = tr("Racing: step %1, %2 of %3 finished").arg(steps).arg(done).arg(lanes);
        break;
    case RaceController::State::Paused:
        state = tr("Paused at step %1, %2 of %3 finished").arg(steps).arg(done).arg(lanes);
        break;
    case RaceController::State::Finished:
        state = found > 0 ? tr("Finished after %1 steps").arg(steps)
                : agents  ? tr("Finished: no agent reached the goal")
                : gaveUp > 0
                    ? tr("Finished: no path found, %1 of %2 gave up").arg(gaveUp).arg(lanes)
                    : tr("Finished: no path, the goal cannot be reached");
        break;
    }
    m_stateLabel->setText(state);
}

void RaceWindow::closeEvent(QCloseEvent* event) {
    m_controller->pause(); // nothing runs unseen
    setOnStage(false);     // it opens again as it was before the stage
    QMainWindow::closeEvent(event);
}

} // namespace mazelab::ui
