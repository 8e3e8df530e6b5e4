#include "ui/teaching/teaching.hpp"

#include "ui/animation/animator.hpp"
#include "ui/panels/control_panel.hpp"
#include "ui/teaching/algorithm_cards.hpp"
#include "ui/teaching/internals_overlay.hpp"
#include "ui/teaching/pseudocode_panel.hpp"
#include "ui/view/legend_widget.hpp"
#include "ui/view/maze_scene.hpp"
#include "ui/view/maze_view.hpp"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>

namespace mazelab::ui {

Teaching::Teaching(QMainWindow* window, Animator* animator, MazeScene* scene, MazeView* view,
                   ControlPanel* controls, LegendWidget* legend)
    : QObject(window), m_window(window), m_animator(animator), m_scene(scene), m_view(view),
      m_controls(controls), m_legend(legend), m_numbers(std::make_unique<NumbersLayer>(*animator)),
      m_heat(std::make_unique<DistanceHeatLayer>(*scene)) {
    setObjectName(QStringLiteral("teaching"));
    m_panel = new PseudocodePanel(*animator, *scene);
    m_panel->setChosenSolver(&controls->solver());
    m_dock = new QDockWidget(tr("Pseudocode"), window);
    m_dock->setObjectName(QStringLiteral("pseudocodeDock"));
    m_dock->setWidget(m_panel);
    window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    m_dock->hide();

    m_panelAction = m_dock->toggleViewAction();
    m_panelAction->setText(tr("&Pseudocode"));
    m_panelAction->setShortcut(QKeySequence(Qt::Key_F2));
    m_panelAction->setStatusTip(tr("Show the running algorithm's pseudocode, its data structures "
                                   "and its info card"));
    window->addAction(m_panelAction);

    m_numbersAction = new QAction(tr("Show &numbers"), this);
    m_numbersAction->setShortcut(QKeySequence(Qt::Key_N));
    m_numbersAction->setCheckable(true);
    m_numbersAction->setStatusTip(tr("Zoomed in, show each searched cell's distance (A*: g, h, f) "
                                     "and an arrow to the cell it was reached from"));
    connect(m_numbersAction, &QAction::toggled, this, &Teaching::setNumbersVisible);
    window->addAction(m_numbersAction);

    m_heatAction = new QAction(tr("&Distance heat map"), this);
    m_heatAction->setShortcut(QKeySequence(Qt::Key_D));
    m_heatAction->setCheckable(true);
    m_heatAction->setStatusTip(tr("Colour every cell by its distance from the start"));
    connect(m_heatAction, &QAction::toggled, this, &Teaching::setHeatMapVisible);
    window->addAction(m_heatAction);

    m_algorithmsAction = new QAction(tr("&Algorithms…"), this);
    m_algorithmsAction->setStatusTip(tr("How every generator and pathfinder works"));
    connect(m_algorithmsAction, &QAction::triggered, this, [this] { showAlgorithms(); });

    // The panel follows the animation (progress comes at most once per frame) and the choice.
    connect(animator, &Animator::progressed, m_panel, &PseudocodePanel::refresh);
    connect(animator, &Animator::stateChanged, m_panel, &PseudocodePanel::refresh);
    connect(controls, &ControlPanel::solverChanged, this,
            [this] { m_panel->setChosenSolver(&m_controls->solver()); });
    // The heat map measures under the panel's movement.
    m_heat->setMovementSource([controls] { return controls->movement(); });
    connect(controls, &ControlPanel::movementChanged, this, &Teaching::onMazeChanged);
    // A new or edited maze, or moved endpoints: new distances, new warnings.
    connect(scene, &MazeScene::mazeReplaced, this, &Teaching::onMazeChanged);
    connect(scene, &MazeScene::endpointsChanged, this, &Teaching::onMazeChanged);
    connect(view, &MazeView::mazeEdited, this, &Teaching::onMazeChanged);
    connect(animator, &Animator::generationFinished, this, &Teaching::onMazeChanged);
    connect(scene, &MazeScene::changed, this, [this] {
        // Walls and costs change during a generation (and under a paint stroke): the heat map
        // follows the maze as it grows.
        if (m_heatAction->isChecked() &&
            (m_scene->generating() || m_animator->job() != Animator::Job::Solve)) {
            m_heat->invalidate();
            updateLegend();
        }
    });
}

Teaching::~Teaching() {
    if (m_view) {
        m_view->removeLayer(m_numbers.get());
        m_view->removeLayer(m_heat.get());
    }
}

QList<QAction*> Teaching::viewActions() const {
    return {m_numbersAction, m_heatAction};
}

QList<QAction*> Teaching::helpActions() const {
    return {m_algorithmsAction};
}

void Teaching::setNumbersVisible(bool visible) {
    if (m_numbersAction->isChecked() != visible)
        m_numbersAction->setChecked(visible); // comes back here through toggled
    if (!m_view)
        return;
    if (visible)
        m_view->addLayer(m_numbers.get());
    else
        m_view->removeLayer(m_numbers.get());
}

void Teaching::setHeatMapVisible(bool visible) {
    if (m_heatAction->isChecked() != visible)
        m_heatAction->setChecked(visible);
    if (!m_view)
        return;
    m_view->removeLayer(m_heat.get());
    if (visible) {
        m_heat->invalidate();
        m_view->addLayer(m_heat.get());
        // Under the numbers: the numbers' labels stay on top.
        if (m_numbersAction->isChecked()) {
            m_view->removeLayer(m_numbers.get());
            m_view->addLayer(m_numbers.get());
        }
    }
    updateLegend();
}

void Teaching::onMazeChanged() {
    m_heat->invalidate();
    updateLegend();
    if (m_view)
        m_view->update();
    m_panel->mazeChanged();
}

void Teaching::updateLegend() {
    if (!m_legend)
        return;
    if (m_heatAction->isChecked())
        m_legend->setDistanceRange(m_heat->maxDistance(), m_heat->weighted());
    else
        m_legend->setDistanceRange(-1, false);
}

AlgorithmsDialog* Teaching::showAlgorithms() {
    if (!m_dialog)
        m_dialog = new AlgorithmsDialog(m_window);
    m_dialog->show();
    m_dialog->raise();
    m_dialog->activateWindow();
    return m_dialog;
}

} // namespace mazelab::ui
