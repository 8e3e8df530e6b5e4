// The race window's actions, tool bar and menus, and its speed choices.
#include "ui/race/race_window.hpp"

#include "core/navigate.hpp"
#include "ui/race/race_controller.hpp"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStyle>
#include <QToolBar>

#include <algorithm>

namespace mazelab::ui {
namespace {

// The speed choices besides the main window's presets, in steps per second.
constexpr double kFixedSpeeds[] = {1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 20000};
constexpr const char* kPresetNames[] = {QT_TRANSLATE_NOOP("RaceWindow", "Slow"),
                                        QT_TRANSLATE_NOOP("RaceWindow", "Fast"),
                                        QT_TRANSLATE_NOOP("RaceWindow", "Fastest")};

} // namespace

void RaceWindow::createActions() {
    auto make = [this](const QString& label, const QKeySequence& key, const QString& tip,
                       QStyle::StandardPixmap icon) {
        auto* action = new QAction(style()->standardIcon(icon), label, this);
        action->setShortcut(key);
        action->setShortcutContext(Qt::WindowShortcut);
        action->setToolTip(
            QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
        addAction(action);
        return action;
    };
    m_playPause = make(tr("Play"), QKeySequence(Qt::Key_Space),
                       tr("Start, pause or resume the race"), QStyle::SP_MediaPlay);
    m_step = make(tr("Step"), QKeySequence(Qt::Key_Right),
                  tr("One step for every lane still running"), QStyle::SP_MediaSkipForward);
    // Page Down is what a presenter's remote sends; a race cannot step back, so Page Up does
    // nothing.
    m_step->setShortcuts({QKeySequence(Qt::Key_Right), QKeySequence(Qt::Key_PageDown)});
    m_step->setToolTip(tr("One step for every lane still running (Right, Page Down)"));
    m_reset = make(tr("Reset"), QKeySequence(Qt::Key_R), tr("Stop the race and clear every lane"),
                   QStyle::SP_MediaStop);
    m_faster = make(tr("Faster"), QKeySequence(Qt::Key_Plus), tr("Race faster"),
                    QStyle::SP_MediaSeekForward);
    m_slower = make(tr("Slower"), QKeySequence(Qt::Key_Minus), tr("Race slower"),
                    QStyle::SP_MediaSeekBackward);
    connect(m_playPause, &QAction::triggered, m_controller, &RaceController::togglePlay);
    connect(m_step, &QAction::triggered, m_controller, &RaceController::step);
    connect(m_reset, &QAction::triggered, m_controller, &RaceController::reset);
    connect(m_faster, &QAction::triggered, this, [this] { nudgeSpeed(+1); });
    connect(m_slower, &QAction::triggered, this, [this] { nudgeSpeed(-1); });

    QToolBar* bar = addToolBar(tr("Race"));
    bar->setObjectName(QStringLiteral("raceCommands"));
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->addAction(m_playPause);
    bar->addAction(m_step);
    bar->addAction(m_reset);
    bar->addSeparator();
    bar->addWidget(new QLabel(tr(" Speed "), bar));
    m_speed = new QComboBox(bar);
    m_speed->setObjectName(QStringLiteral("raceSpeed"));
    m_speed->setFocusPolicy(Qt::NoFocus);
    m_speed->setToolTip(tr("Steps per second, the same for every lane (+ and -). Slow, Fast and "
                           "Fastest are the main window's presets for this maze: a "
                           "breadth-first search over it takes about %1, %2 and %3 s")
                            .arg(Speed::kPresetRules[0].seconds)
                            .arg(Speed::kPresetRules[1].seconds)
                            .arg(Speed::kPresetRules[2].seconds));
    connect(m_speed, &QComboBox::currentIndexChanged, this, &RaceWindow::applySpeed);
    bar->addWidget(m_speed);
    createAgentControls(*bar);
}

void RaceWindow::createAgentControls(QToolBar& bar) {
    bar.addSeparator();
    // Short, so that the tool bar still fits 1024 pixels (and a second line would take the
    // lanes' height); the tooltip says the rest.
    m_agentBox = new QCheckBox(tr("Race as agents"), &bar);
    m_agentBox->setObjectName(QStringLiteral("raceAgentMode"));
    m_agentBox->setToolTip(tr("Race as agents in an unknown maze: each lane walks the maze as an "
                              "agent that sees only its sensor "
                              "radius, planning with its solver: D* Lite and LPA* repair their "
                              "search, the others plan again from scratch (A)"));
    m_agentBox->setFocusPolicy(Qt::NoFocus); // Space belongs to Play/Pause; A toggles it
    connect(m_agentBox, &QCheckBox::toggled, this, &RaceWindow::setAgentMode);
    bar.addWidget(m_agentBox);
    m_agentAction = new QAction(tr("Race as agents"), this);
    m_agentAction->setShortcut(QKeySequence(Qt::Key_A));
    m_agentAction->setShortcutContext(Qt::WindowShortcut);
    connect(m_agentAction, &QAction::triggered, m_agentBox, &QCheckBox::toggle);
    addAction(m_agentAction);

    auto* label = new QLabel(tr(" Sensor &radius "), &bar);
    m_radius = new QSpinBox(&bar);
    m_radius->setObjectName(QStringLiteral("raceSensorRadius"));
    // A wrong radius is typed and told, not silently clamped (as in the Agent dock).
    m_radius->setRange(0, 99);
    m_radius->setValue(m_controller->sensorRadius());
    m_radius->setToolTip(tr("How far the agents see, in moves through any side, walls ignored: "
                            "1 shows the walls of the agent's own cell only (%1 to %2; Alt+R)")
                             .arg(kMinSensorRadius)
                             .arg(kMaxSensorRadius));
    label->setBuddy(m_radius);
    // Focus only when asked for (a click, Alt+R), and given back on Enter: Space and Right are
    // the race's keys.
    m_radius->setFocusPolicy(Qt::ClickFocus);
    connect(m_radius, &QSpinBox::editingFinished, m_radius, [this] { m_radius->clearFocus(); });
    connect(m_radius, &QSpinBox::valueChanged, this, &RaceWindow::applyRadius);
    bar.addWidget(label);
    bar.addWidget(m_radius);
}

// View: the stage, the chart and the table, the solver picker. Their keys work on the stage too,
// with the menu bar hidden (the actions are the window's).
void RaceWindow::createViewMenu() {
    QMenu* view = menuBar()->addMenu(tr("&View"));
    m_stageAction = view->addAction(tr("&Stage"));
    m_stageAction->setObjectName(QStringLiteral("raceStageAction"));
    m_stageAction->setCheckable(true);
    m_stageAction->setShortcuts({QKeySequence(Qt::Key_F5), QKeySequence(Qt::CTRL | Qt::Key_P)});
    m_stageAction->setToolTip(tr("The stage: the lanes fill the window, in large type (F5; "
                                 "Escape leaves)"));
    connect(m_stageAction, &QAction::toggled, this, &RaceWindow::setOnStage);
    m_leaveStage = new QAction(tr("Leave the stage"), this);
    m_leaveStage->setShortcut(QKeySequence(Qt::Key_Escape));
    connect(m_leaveStage, &QAction::triggered, this, [this] { setOnStage(false); });

    m_chartAction = view->addAction(tr("&Chart and table"));
    m_chartAction->setObjectName(QStringLiteral("raceChartAction"));
    m_chartAction->setCheckable(true);
    m_chartAction->setChecked(true);
    m_chartAction->setShortcut(QKeySequence(Qt::Key_C));
    m_chartAction->setToolTip(tr("Show or hide the race chart and the race table (C)"));
    connect(m_chartAction, &QAction::toggled, this, &RaceWindow::setChartShown);

    m_pickerAction = view->addAction(tr("S&olvers"));
    m_pickerAction->setObjectName(QStringLiteral("racePickerAction"));
    m_pickerAction->setCheckable(true);
    m_pickerAction->setChecked(true);
    m_pickerAction->setToolTip(tr("Show or hide the solver picker; it folds away when a race "
                                  "starts"));
    connect(m_pickerAction, &QAction::toggled, this,
            [this](bool shown) { m_picker->setVisible(shown && !onStage()); });
    addActions({m_stageAction, m_leaveStage, m_chartAction, m_pickerAction});
    if (auto* bar = findChild<QToolBar*>(QStringLiteral("raceCommands"))) {
        bar->addSeparator();
        bar->addAction(m_pickerAction);
        bar->addAction(m_stageAction);
    }
}

void RaceWindow::rebuildSpeeds() {
    // The presets follow the maze's size, so the choices are put in order of speed afresh;
    // the chosen one stays chosen (Fast at first, as in the main window).
    SpeedChoice current{int(Speed::Preset::Fast), 0};
    if (const int at = m_speed->currentIndex(); at >= 0 && at < int(m_speedChoices.size()))
        current = m_speedChoices[std::size_t(at)];
    m_speedChoices.clear();
    for (double rate : kFixedSpeeds)
        m_speedChoices.push_back({-1, rate});
    for (int p = 0; p < int(std::size(kPresetNames)); ++p)
        m_speedChoices.push_back(
            {p, Speed::preset(Speed::Preset(p), m_controller->maze().size()).stepsPerSecond});
    std::stable_sort(m_speedChoices.begin(), m_speedChoices.end(),
                     [](const SpeedChoice& a, const SpeedChoice& b) { return a.rate < b.rate; });
    const QSignalBlocker block(m_speed);
    m_speed->clear();
    int chosen = 0;
    for (const SpeedChoice& c : m_speedChoices) {
        const QString rate = stepsPerSecondText(c.rate);
        if (c.preset >= 0)
            m_speed->addItem(tr("%1 (%2)").arg(tr(kPresetNames[c.preset]), rate),
                             QString::fromLatin1(kPresetNames[c.preset]));
        else
            m_speed->addItem(rate);
        if (c.preset == current.preset && (c.preset >= 0 || c.rate == current.rate))
            chosen = m_speed->count() - 1;
    }
    m_speed->setCurrentIndex(chosen);
    applySpeed();
}

void RaceWindow::applySpeed() {
    const int at = m_speed->currentIndex();
    if (at >= 0 && at < int(m_speedChoices.size()))
        m_controller->setSpeed({Speed::Mode::PerSecond, m_speedChoices[std::size_t(at)].rate});
}

void RaceWindow::nudgeSpeed(int direction) {
    m_speed->setCurrentIndex(
        std::clamp(m_speed->currentIndex() + direction, 0, int(m_speed->count()) - 1));
}

} // namespace mazelab::ui
