#include "ui/shell/main_window.hpp"

#include "core/registry.hpp"
#include "core/run.hpp"
#include "ui/agent/agent_controller.hpp"
#include "ui/animation/animator.hpp"
#include "ui/benchmark/benchmark_controller.hpp"
#include "ui/benchmark/benchmark_panel.hpp"
#include "ui/controllers/document_controller.hpp"
#include "ui/controllers/edit_controller.hpp"
#include "ui/experiment/experiment_setup.hpp"
#include "ui/experiment/experiment_window.hpp"
#include "ui/learn/learn_controller.hpp"
#include "ui/panels/control_panel.hpp"
#include "ui/panels/metrics_panel.hpp"
#include "ui/panels/panel_docks.hpp"
#include "ui/panels/results_table.hpp"
#include "ui/panels/stats_panel.hpp"
#include "ui/panels/timeline_bar.hpp"
#include "ui/present/presenting_controller.hpp"
#include "ui/stage/stage_hud.hpp"
#include "ui/teaching/teaching.hpp"
#include "ui/view/legend_widget.hpp"
#include "ui/view/maze_scene.hpp"
#include "ui/view/maze_view.hpp"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QHBoxLayout>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QShowEvent>
#include <QStatusBar>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>

// Qt resources compiled into a static library must be registered by name, from outside any
// namespace; the window does it so that the app and the tests both find the icon.
static void registerResources() { Q_INIT_RESOURCE(resources); }

namespace mazelab::ui {
namespace {

constexpr QLatin1String kStateKey("window/state");

} // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    registerResources();
    setWindowTitle(tr("mazelab"));
    setWindowIcon(QIcon(QStringLiteral(":/mazelab/mazelab.svg")));

    // The parts are found by their object names (tests, tools) or through the run controller.
    m_parts.scene = new MazeScene(this);
    m_parts.animator = new Animator(m_parts.scene, this);
    m_parts.view = new MazeView(m_parts.scene, this);
    m_parts.view->setObjectName(QStringLiteral("mazeView"));
    m_parts.controls = new ControlPanel(this);
    m_parts.controls->setObjectName(QStringLiteral("controlPanel"));
    m_parts.stats = new StatsPanel(this);
    m_parts.stats->setObjectName(QStringLiteral("statsPanel"));
    m_parts.legend = new LegendWidget(this);
    m_parts.legend->setObjectName(QStringLiteral("legend"));
    m_parts.metrics = new MetricsPanel(this);
    m_parts.metrics->setObjectName(QStringLiteral("metricsPanel"));
    m_parts.results = new ResultsTable(this);
    m_parts.results->setObjectName(QStringLiteral("resultsPanel"));
    m_parts.hud = new StageHud(this);
    m_teaching = new Teaching(this, m_parts.animator, m_parts.scene, m_parts.view, m_parts.controls,
                              m_parts.legend);
    m_timeline = new TimelineBar(m_parts.animator, this);

    layOutParts();
    m_agent = new AgentController(*this, {.scene = m_parts.scene,
                                          .view = m_parts.view,
                                          .controls = m_parts.controls,
                                          .animator = m_parts.animator});
    buildMenus();
    buildToolBar();
    m_timeline->setActions(m_animation.firstStep, m_animation.stepBack, m_animation.step,
                           m_animation.lastStep);
    m_parts.controls->setActions(m_maze, m_animation, m_edit);
    m_parts.view->setBrushCost(m_parts.controls->brushCost());

    m_run = new RunController(*this, m_parts, m_maze, m_animation);
    connect(m_run, &RunController::raceWindowCreated, this,
            [this](QWidget* race) { placeSecondWindow(*race); });
    m_edits = new EditController(*this, *m_run, m_edit);
    m_document = new DocumentController(*this, *m_run, *m_edits, m_file);
    m_benchmark = new BenchmarkController(*this, *m_run, *m_edits, *m_document, *m_benchmarkPanel,
                                          *m_benchmarkDock);
    m_presenting = new PresentingController(*this, *m_run, m_parts.legend, m_file, m_view, m_help,
                                            *m_docks, m_parts.hud);
    m_learn = new LearnController(*this, *m_run, *m_document, *m_presenting, *m_agent,
                                  {.fileMenu = menuHolding(m_file.quit),
                                   .beforeAction = m_file.quit,
                                   .beforeMenu = menuHolding(m_view.zoomIn)->menuAction()});
    connectWindowActions();
    m_run->applySpeed();
    // The size without settings (tests, --screenshot); useSettings fits the window to its screen.
    resize(1280, 860);

    // Open with a maze to look at, made from the default choices.
    m_parts.animator->generateNow(m_run->generateRequest());
    m_run->updateActions();
    m_run->updateStatus();
    m_document->updateTitle();
}

MainWindow::~MainWindow() {
    // The controllers go first, while the parts they are connected to still exist (the undo
    // stack, for one, calls back while it is destroyed).
    delete m_agent; // takes its layer off the view
    delete m_learn;
    delete m_presenting;
    delete m_benchmark;
    delete m_document;
    delete m_edits;
    delete m_run;
}

void MainWindow::buildMenus() {
    m_file = buildFileMenu(*this);
    m_maze = buildMazeMenu(*this);
    m_edit = buildEditMenu(*this);
    m_animation = buildAnimationMenu(*this);
    m_compare = buildCompareMenu(*this);
    m_view = buildViewMenu(*this, m_teaching->viewActions(),
                           m_docks->toggleActions() << m_benchmarkDock->toggleViewAction()
                                                    << m_agent->dock()->toggleViewAction(),
                           m_docks->pinActions(), m_docks->resetAction());
    m_help = buildHelpMenu(*this, m_teaching->helpActions());
    menuHolding(m_maze.solve)->addAction(m_agent->walkAction());
}

QMenu* MainWindow::menuHolding(QAction* action) const {
    for (QAction* entry : menuBar()->actions())
        if (entry->menu() && entry->menu()->actions().contains(action))
            return entry->menu();
    return nullptr;
}

void MainWindow::buildToolBar() {
    QToolBar* bar = addToolBar(tr("Commands"));
    bar->setObjectName(QStringLiteral("commands"));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->setMovable(false);
    bar->addActions({m_maze.generate, m_maze.solve});
    bar->addSeparator();
    bar->addActions(
        {m_animation.playPause, m_animation.stepBack, m_animation.step, m_animation.reset});
    bar->addSeparator();
    bar->addActions({m_view.zoomIn, m_view.zoomOut, m_view.fit, m_view.fullScreen});
}

void MainWindow::layOutParts() {
    // The maze with its timeline underneath is the centre; every panel is a dock around it.
    // On the stage the heads-up strip stands beside them (hidden otherwise).
    auto* stage = new QWidget(this);
    auto* stageLayout = new QVBoxLayout(stage);
    stageLayout->setContentsMargins(0, 0, 0, 0);
    stageLayout->setSpacing(0);
    stageLayout->addWidget(m_parts.view, 1);
    stageLayout->addWidget(m_timeline);
    auto* centre = new QWidget(this);
    auto* centreLayout = new QHBoxLayout(centre);
    centreLayout->setContentsMargins(0, 0, 0, 0);
    centreLayout->setSpacing(0);
    centreLayout->addWidget(stage, 1);
    centreLayout->addWidget(m_parts.hud);
    m_parts.hud->hide();
    setCentralWidget(centre);
    m_docks = new PanelDocks(*this, {.controls = m_parts.controls,
                                     .statistics = m_parts.stats,
                                     .legend = m_parts.legend,
                                     .metrics = m_parts.metrics,
                                     .results = m_parts.results,
                                     .pseudocode = m_teaching->dock()});
    // Benchmark problems: a tab behind the legend, shown when a scenario file opens.
    m_benchmarkPanel = new BenchmarkPanel(this);
    m_benchmarkPanel->setObjectName(QStringLiteral("benchmarkPanel"));
    m_benchmarkDock = new QDockWidget(tr("Benchmark problems"), this);
    m_benchmarkDock->setObjectName(QStringLiteral("benchmarkDock"));
    m_benchmarkDock->setWidget(m_benchmarkPanel); // a tree: it scrolls itself
    QAction* toggle = m_benchmarkDock->toggleViewAction();
    toggle->setText(tr("&Benchmark problems"));
    toggle->setStatusTip(tr("The problems of a Moving AI scenario file, by bucket"));
    toggle->setShortcut(QKeySequence(Qt::Key_F9));
    addAction(toggle); // works with the menu bar hidden
    addDockWidget(Qt::RightDockWidgetArea, m_benchmarkDock);
    tabifyDockWidget(m_docks->dock(PanelDocks::Panel::Legend), m_benchmarkDock);
    m_benchmarkDock->hide();
    m_docks->dock(PanelDocks::Panel::Legend)->raise();
    setAcceptDrops(true);
}

void MainWindow::connectWindowActions() {
    MazeView* view = m_parts.view;
    connect(m_view.zoomIn, &QAction::triggered, view, &MazeView::zoomIn);
    connect(m_view.zoomOut, &QAction::triggered, view, &MazeView::zoomOut);
    connect(m_view.fit, &QAction::triggered, view, &MazeView::fitToView);
    connect(m_view.fullScreen, &QAction::triggered, this, &MainWindow::toggleFullScreen);
    connect(m_file.quit, &QAction::triggered, this, &QWidget::close);
    connect(m_help.about, &QAction::triggered, this, &MainWindow::about);
    connect(m_compare.race, &QAction::triggered, m_run, &RunController::openRace);
    connect(m_animation.reset, &QAction::triggered, m_agent, &AgentController::stop);
    // Space and Right drive a walk under way, as they drive a solve.
    m_run->setOtherRun({.state = [agent = m_agent] { return agent->state(); },
                        .playPause = [agent = m_agent] { agent->playPause(); },
                        .step = [agent = m_agent] { agent->stepOnce(); }});
    connect(m_agent, &AgentController::stateChanged, m_run, &RunController::updateActions);
    connect(m_compare.experiment, &QAction::triggered, this, &MainWindow::openExperiment);
    // Keys 1 to 9 choose the solver in registry order.
    for (int i = 0; i < int(solvers().size()) && i < 9; ++i) {
        auto* choose = new QAction(this);
        choose->setShortcut(QKeySequence(Qt::Key_1 + i));
        connect(choose, &QAction::triggered, m_parts.controls,
                [controls = m_parts.controls, i] { controls->selectSolverIndex(i); });
        addAction(choose);
    }
}

void MainWindow::toggleFullScreen() {
    if (isFullScreen())
        showNormal();
    else
        showFullScreen();
    m_view.fullScreen->setChecked(isFullScreen());
}

void MainWindow::about() {
    QMessageBox::about(
        this, tr("About mazelab"),
        tr("<h3>mazelab %1</h3>"
           "<p>Maze generation and pathfinding, step by step: watch Binary Tree, Aldous-Broder and "
           "other generators carve a maze, then Breadth-First Search, Depth-First Search, "
           "Dijkstra and A* search it, with the time, the share searched and the path length of "
           "each.</p>"
           "<p>Keys: G generate (a new seed), Shift+G the seed's maze again, S solve, W walk as an "
           "agent in an unknown maze, Space "
           "play/pause, Right step, Left step back, Home and End first and last step, R reset, "
           "1-9 choose the pathfinder, + and - speed, F11 full screen, F5 or Ctrl+P presentation "
           "mode.</p>"
           "<p>Files: Ctrl+O open a maze, Ctrl+S save it, Ctrl+Shift+O open a scenario. Ctrl+Z "
           "undo, Ctrl+Shift+Z redo. Click a wall (normal tool) to toggle it.</p>"
           "<p>Editing: M mask tool (left button paints cells off, right on), C cost brush (left "
           "paints the brush cost, right cost 1), Esc back to the normal tool (drag the start and "
           "the goal), Ctrl+L load a mask from a picture, Ctrl+Shift+L clear the mask.</p>")
            .arg(QApplication::applicationVersion()));
}

void MainWindow::openExperiment() {
    if (!m_experimentWindow) {
        m_experimentWindow = new ExperimentWindow(this);
        // Each solver runs with the values set for it in the control panel (or its defaults).
        m_experimentWindow->setup()->setSolverParamSource(
            [controls = m_run->controls()](const SolverInfo& s) { return controls->solverParams(s); });
        placeSecondWindow(*m_experimentWindow);
    }
    m_experimentWindow->show();
    m_experimentWindow->raise();
    m_experimentWindow->activateWindow();
}

void MainWindow::placeSecondWindow(QWidget& window) {
    // As the main window: only in a session with settings, never in tests or screenshots, which
    // keep the window's own size.
    if (m_settings)
        (new WindowPlacement(window))->placeFirstTime(); // a child of `window`: goes with it
}

void MainWindow::showEvent(QShowEvent* event) {
    QMainWindow::showEvent(event);
    if (const QString message = statusBar()->currentMessage(); !message.isEmpty()) {
        statusBar()->clearMessage(); // the same message again would change nothing
        statusBar()->showMessage(message, 8000);
    }
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!m_document->maybeSave()) {
        event->ignore();
        return;
    }
    saveSettings();
    QMainWindow::closeEvent(event);
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    const QList<QUrl> urls = event->mimeData()->urls();
    if (!urls.isEmpty() && urls.front().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.isEmpty() || !urls.front().isLocalFile())
        return;
    event->acceptProposedAction();
    if (m_document->maybeSave())
        m_document->openFile(urls.front().toLocalFile());
}

void MainWindow::useSettings(std::unique_ptr<QSettings> settings) {
    m_settings = std::move(settings);
    m_placement.restore(*m_settings);
    m_docks->restoreLayout(m_settings->value(kStateKey).toByteArray());
    m_presenting->useSettings(m_settings.get());
    m_document->useSettings(m_settings.get()); // last: makes the maze of the remembered choices
}

void MainWindow::saveSettings() {
    if (!m_settings)
        return;
    m_placement.save(*m_settings);
    m_settings->setValue(kStateKey, saveState());
    m_document->saveSettings(*m_settings);
    m_presenting->saveSettings(*m_settings);
    m_settings->sync();
}

} // namespace mazelab::ui
