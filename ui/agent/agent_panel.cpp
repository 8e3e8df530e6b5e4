#include "ui/agent/agent_panel.hpp"

#include "ui/widgets/number_text.hpp"

#include <QAction>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace mazelab::ui {

namespace {

QLabel* figureLabel(QWidget* parent, const char* name) {
    auto* label = new QLabel(QStringLiteral("–"), parent);
    label->setObjectName(QLatin1String(name));
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // A long figure ("36 moves, cost 36 (1.00 × the shortest)", a planner's full name) wraps
    // instead of widening the dock past a 1024-pixel screen.
    label->setWordWrap(true);
    return label;
}

} // namespace

AgentPanel::AgentPanel(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    m_radius = new QSpinBox(this);
    m_radius->setObjectName(QStringLiteral("sensorRadiusBox"));
    m_radius->setRange(0, 99); // a wrong radius is typed and told, not silently clamped
    m_radius->setValue(1);
    m_radius->setToolTip(tr("How far the agent sees: 1 shows the walls of its own cell only; r "
                            "shows every cell fewer than r moves away, walls ignored"));
    form->addRow(tr("Sensor radius"), m_radius);
    m_radiusProblem = new QLabel(this);
    m_radiusProblem->setObjectName(QStringLiteral("sensorRadiusProblem"));
    m_radiusProblem->setStyleSheet(QStringLiteral("color: #B00000"));
    m_radiusProblem->setWordWrap(true);
    m_radiusProblem->hide();
    form->addRow(m_radiusProblem);
    layout->addLayout(form);

    m_buttons = new QWidget(this);
    new QHBoxLayout(m_buttons);
    m_buttons->layout()->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_buttons);

    auto* figures = new QFormLayout;
    m_planner = figureLabel(this, "agentPlanner");
    m_status = figureLabel(this, "agentStatus");
    m_status->setWordWrap(true);
    m_moves = figureLabel(this, "agentMoves");
    m_replans = figureLabel(this, "agentReplans");
    m_expanded = figureLabel(this, "agentExpanded");
    m_bumps = figureLabel(this, "agentBumps");
    m_route = figureLabel(this, "agentRoute");
    m_shortest = figureLabel(this, "agentShortest");
    figures->addRow(tr("Planner"), m_planner);
    figures->addRow(tr("Walk"), m_status);
    figures->addRow(tr("Moves"), m_moves);
    figures->addRow(tr("Replans"), m_replans);
    figures->addRow(tr("Cells expanded"), m_expanded);
    figures->addRow(tr("Bumps"), m_bumps);
    figures->addRow(tr("Route"), m_route);
    figures->addRow(tr("Shortest"), m_shortest);
    layout->addLayout(figures);
    layout->addStretch(1);

    connect(m_radius, &QSpinBox::valueChanged, this, &AgentPanel::sensorRadiusChanged);
}

void AgentPanel::setActions(QAction* walk, QAction* pause, QAction* step, QAction* stop) {
    for (QAction* action : {walk, pause, step, stop}) {
        auto* button = new QToolButton(m_buttons);
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        m_buttons->layout()->addWidget(button);
    }
}

int AgentPanel::sensorRadius() const {
    return m_radius->value();
}

void AgentPanel::setSensorRadius(int radius) {
    m_radius->setValue(radius);
}

void AgentPanel::setRadiusProblem(const QString& problem) {
    m_radiusProblem->setText(problem);
    m_radiusProblem->setVisible(!problem.isEmpty());
}

void AgentPanel::clearFigures() {
    for (QLabel* label :
         {m_planner, m_status, m_moves, m_replans, m_expanded, m_bumps, m_route, m_shortest})
        label->setText(QStringLiteral("–"));
}

void AgentPanel::showFigures(const AgentFigures& f) {
    m_planner->setText(f.planner);
    m_moves->setText(formatCount(f.moves));
    m_replans->setText(formatCount(f.replans));
    m_expanded->setText(formatCount(f.expanded));
    m_bumps->setText(formatCount(f.bumps));
    if (!f.finished) {
        m_route->setText(QStringLiteral("–"));
        m_shortest->setText(QStringLiteral("–"));
        return;
    }
    QString route = tr("%1 moves, cost %2").arg(formatCount(f.routeMoves), f.routeCostText);
    if (f.arrived && f.shortestFound && f.shortestCost > 0)
        route += tr(" (%1 × the shortest)").arg(f.routeCost / f.shortestCost, 0, 'f', 2);
    m_route->setText(route);
    m_shortest->setText(
        f.shortestFound
            ? tr("%1 moves, cost %2").arg(formatCount(f.shortestMoves), f.shortestCostText)
            : tr("none: the goal cannot be reached"));
}

void AgentPanel::showStatus(const QString& status) {
    m_status->setText(status);
}

} // namespace mazelab::ui
