#include "ui/main_window.hpp"

#include "core/registry.hpp"
#include "core/run.hpp"
#include "core/shaping.hpp"
#include "ui/control_panel.hpp"
#include "ui/experiment_window.hpp"
#include "ui/legend_widget.hpp"
#include "ui/mask_image.hpp"
#include "ui/metrics_panel.hpp"
#include "ui/presentation_mode.hpp"
#include "ui/maze_scene.hpp"
#include "ui/maze_view.hpp"
#include "ui/race_window.hpp"
#include "ui/results_table.hpp"
#include "ui/stats_panel.hpp"
#include "ui/teaching.hpp"
#include "ui/timeline_bar.hpp"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QFileDialog>
#include <QImageReader>
#include <QLabel>
#include <QMenuBar>
#include <QDir>
#include <QMessageBox>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>
#include <vector>

// Qt resources compiled into a static library must be registered by name, from outside any
// namespace; the window does it so that the app and the tests both find the icon.
static void registerResources() { Q_INIT_RESOURCE(resources); }

namespace mazelab::ui {
namespace {

QString text(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

// The lowest cost above 1 and the highest cost of the maze's active cells (1, 1 without any).
std::pair<int, int> costRange(const Maze& maze) {
    int low = Maze::kMaxCost + 1;
    int high = 1;
    for (CellIndex i = 0; i < maze.cellCount(); ++i) {
        const int c = maze.cost(i);
        if (c > 1 && maze.isActive(i)) {
            low = std::min(low, c);
            high = std::max(high, c);
        }
    }
    return {high > 1 ? low : 1, high};
}

} // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    registerResources();
    setWindowTitle(tr("mazelab"));
    setWindowIcon(QIcon(QStringLiteral(":/mazelab/mazelab.svg")));

    m_scene = new MazeScene(this);
    m_animator = new Animator(m_scene, this);
    m_view = new MazeView(m_scene, this);
    m_view->setObjectName(QStringLiteral("mazeView"));
    m_controls = new ControlPanel(this);
    m_stats = new StatsPanel(this);
    m_legend = new LegendWidget(this);
    m_metrics = new MetricsPanel(this);
    m_metrics->setObjectName(QStringLiteral("metricsPanel"));
    m_results = new ResultsTable(this);
    m_teaching = new Teaching(this, m_animator, m_scene, m_view, m_controls, m_legend);
    m_timeline = new TimelineBar(m_animator, this);

    createActions();
    createMenus();
    createToolBar();
    m_controls->setActions(m_generate, m_solve, m_playPause, m_step, m_reset);
    m_controls->setEditActions(m_normalTool, m_maskTool, m_costBrush, m_loadMask, m_clearMask);
    m_view->setBrushCost(m_controls->brushCost());

    // Left: the controls (scrolling when the window is short). Centre: the maze. Right: the
    // statistics and the legend, always in view while an algorithm runs.
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(m_controls);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setMinimumWidth(m_controls->minimumSizeHint().width() +
                            scroll->verticalScrollBar()->sizeHint().width() + 4);
    auto* rightColumn = new QWidget(this);
    auto* rightLayout = new QVBoxLayout(rightColumn);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_stats);
    rightLayout->addWidget(m_legend);
    rightLayout->addWidget(m_metrics);
    rightLayout->addStretch(1);
    // The statistics never shrink below their natural height (overlapping figures are
    // unreadable); a short window scrolls this column instead.
    m_stats->setMinimumHeight(m_stats->sizeHint().height());
    auto* right = new QScrollArea(this);
    right->setWidget(rightColumn);
    right->setWidgetResizable(true);
    right->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    right->setFrameShape(QFrame::NoFrame);
    // Wide enough for the statistics and for the legend's two columns.
    const int rightWidth =
        std::max({m_stats->sizeHint().width(), m_legend->sizeHint().width(), 270}) +
        right->verticalScrollBar()->sizeHint().width() + 8;
    right->setMinimumWidth(rightWidth);
    right->setMaximumWidth(rightWidth + 60);

    // The maze with its timeline underneath.
    auto* centre = new QWidget(this);
    auto* centreLayout = new QVBoxLayout(centre);
    centreLayout->setContentsMargins(0, 0, 0, 0);
    centreLayout->setSpacing(0);
    centreLayout->addWidget(m_view, 1);
    centreLayout->addWidget(m_timeline);
    auto* top = new QSplitter(Qt::Horizontal, this);
    top->addWidget(scroll);
    top->addWidget(centre);
    top->addWidget(right);
    top->setStretchFactor(0, 0);
    top->setStretchFactor(1, 1);
    top->setStretchFactor(2, 0);
    top->setCollapsible(1, false);
    auto* main = new QSplitter(Qt::Vertical, this);
    main->addWidget(top);
    main->addWidget(m_results);
    main->setStretchFactor(0, 1);
    main->setStretchFactor(1, 0);
    main->setCollapsible(0, false);
    main->setSizes({720, 150});
    setCentralWidget(main);

    m_mazeLabel = new QLabel(this);
    m_mazeLabel->setObjectName(QStringLiteral("mazeLabel"));
    m_stateLabel = new QLabel(this);
    m_stateLabel->setObjectName(QStringLiteral("stateLabel"));
    statusBar()->addWidget(m_mazeLabel, 1);
    statusBar()->addPermanentWidget(m_stateLabel);

    connectParts();
    applySpeed();
    resize(1280, 860);

    // Open with a maze to look at, made from the default choices.
    m_animator->generateNow(generateRequest());
    updateActions();
    updateStatus();
    updateTitle();
}

MainWindow::~MainWindow() {
    // The undo stack announces its clearing while it is destroyed. Left to QObject's destructor
    // (the children go last) it would call this window's slots after the window's own part is
    // gone (UBSan: member access on a destroyed MainWindow), so it goes first, disconnected.
    if (m_undoStack) {
        m_undoStack->disconnect(this);
        delete m_undoStack;
        m_undoStack = nullptr;
    }
}

QAction* MainWindow::makeAction(const QString& label, const QKeySequence& key, const QString& tip,
                                QStyle::StandardPixmap icon) {
    auto* action = new QAction(style()->standardIcon(icon), label, this);
    action->setShortcut(key);
    action->setToolTip(QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
    action->setStatusTip(tip);
    addAction(action); // shortcuts work in full screen too, with the menu bar hidden
    return action;
}

void MainWindow::createActions() {
    auto make = [this](const QString& label, const QKeySequence& key, const QString& tip,
                       QStyle::StandardPixmap icon) { return makeAction(label, key, tip, icon); };
    m_generate = make(tr("&Generate"), QKeySequence(Qt::Key_G), tr("Generate a new maze"),
                      QStyle::SP_FileDialogNewFolder);
    m_solve = make(tr("&Solve"), QKeySequence(Qt::Key_S), tr("Solve the maze with the chosen "
                                                             "pathfinder"),
                   QStyle::SP_MediaSeekForward);
    m_playPause = make(tr("&Play"), QKeySequence(Qt::Key_Space), tr("Play or pause the animation"),
                       QStyle::SP_MediaPlay);
    m_step = make(tr("S&tep"), QKeySequence(Qt::Key_Right), tr("Advance one step"),
                  QStyle::SP_MediaSkipForward);
    m_reset = make(tr("&Reset"), QKeySequence(Qt::Key_R),
                   tr("Stop and clear the search drawing (the maze stays)"),
                   QStyle::SP_MediaStop);
    m_zoomIn = make(tr("Zoom &in"), QKeySequence::ZoomIn, tr("Zoom in"), QStyle::SP_ArrowUp);
    m_zoomOut = make(tr("Zoom &out"), QKeySequence::ZoomOut, tr("Zoom out"), QStyle::SP_ArrowDown);
    m_fit = make(tr("&Fit"), QKeySequence(Qt::CTRL | Qt::Key_0), tr("Fit the whole maze in view"),
                 QStyle::SP_TitleBarMaxButton);
    m_fullScreen = make(tr("&Full screen"), QKeySequence::FullScreen, tr("Full screen"),
                        QStyle::SP_TitleBarNormalButton);
    m_fullScreen->setCheckable(true);
    m_faster = make(tr("&Faster"), QKeySequence(Qt::Key_Plus), tr("Animate faster"),
                    QStyle::SP_MediaSeekForward);
    m_slower = make(tr("S&lower"), QKeySequence(Qt::Key_Minus), tr("Animate slower"),
                    QStyle::SP_MediaSeekBackward);
    m_quit = make(tr("&Quit"), QKeySequence::Quit, tr("Quit mazelab"),
                  QStyle::SP_DialogCloseButton);
    m_about = make(tr("&About mazelab"), QKeySequence::HelpContents, tr("About mazelab"),
                   QStyle::SP_MessageBoxInformation);
    m_step->setShortcuts({QKeySequence(Qt::Key_Right), QKeySequence(Qt::Key_Period)});
    // The maze view's tools: one checked at a time.
    m_normalTool = make(tr("&Normal tool"), QKeySequence(Qt::Key_Escape),
                        tr("Drag the start and the goal, pan with the mouse"),
                        QStyle::SP_ArrowForward);
    m_maskTool = make(tr("&Mask tool"), QKeySequence(Qt::Key_M),
                      tr("Paint cells off (left button) or on again (right button)"),
                      QStyle::SP_DialogNoButton);
    m_costBrush = make(tr("&Cost brush"), QKeySequence(Qt::Key_C),
                       tr("Paint the brush cost on cells (left button), or cost 1 (right)"),
                       QStyle::SP_DialogApplyButton);
    auto* toolGroup = new QActionGroup(this);
    for (QAction* tool : {m_normalTool, m_maskTool, m_costBrush}) {
        tool->setCheckable(true);
        toolGroup->addAction(tool);
    }
    m_normalTool->setChecked(true);
    m_loadMask = make(tr("&Load mask from PNG…"), QKeySequence(Qt::CTRL | Qt::Key_L),
                      tr("Mask the maze with a picture: dark pixels switch cells off"),
                      QStyle::SP_DialogOpenButton);
    m_clearMask = make(tr("C&lear mask"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L),
                       tr("Switch every cell on again"), QStyle::SP_DialogResetButton);
    connect(m_normalTool, &QAction::triggered, this,
            [this] { m_view->setTool(MazeView::Tool::Normal); });
    connect(m_maskTool, &QAction::triggered, this,
            [this] { m_view->setTool(MazeView::Tool::Mask); });
    connect(m_costBrush, &QAction::triggered, this,
            [this] { m_view->setTool(MazeView::Tool::CostBrush); });
    m_race = make(tr("&Race…"), QKeySequence(Qt::CTRL | Qt::Key_R),
                  tr("Race 2 to 8 solvers side by side on this maze"),
                  QStyle::SP_ComputerIcon);
    connect(m_race, &QAction::triggered, this, &MainWindow::openRace);
    connect(m_loadMask, &QAction::triggered, this, &MainWindow::chooseMaskFile);
    connect(m_clearMask, &QAction::triggered, this, &MainWindow::clearMask);

    connect(m_generate, &QAction::triggered, this, &MainWindow::generate);
    connect(m_solve, &QAction::triggered, this, &MainWindow::solve);
    connect(m_playPause, &QAction::triggered, this, &MainWindow::playPause);
    connect(m_step, &QAction::triggered, this, &MainWindow::stepOnce);
    connect(m_reset, &QAction::triggered, this, &MainWindow::reset);
    connect(m_zoomIn, &QAction::triggered, m_view, &MazeView::zoomIn);
    connect(m_zoomOut, &QAction::triggered, m_view, &MazeView::zoomOut);
    connect(m_fit, &QAction::triggered, m_view, &MazeView::fitToView);
    connect(m_fullScreen, &QAction::triggered, this, &MainWindow::toggleFullScreen);
    connect(m_faster, &QAction::triggered, this, [this] { m_controls->nudgeSpeed(+1); });
    connect(m_slower, &QAction::triggered, this, [this] { m_controls->nudgeSpeed(-1); });
    connect(m_quit, &QAction::triggered, this, &QWidget::close);
    connect(m_about, &QAction::triggered, this, &MainWindow::about);
    createDocumentActions();

    // Keys 1-9 choose the first nine solvers in registry order.
    for (int i = 0; i < int(solvers().size()) && i < 9; ++i) {
        auto* choose = new QAction(this);
        choose->setShortcut(QKeySequence(Qt::Key_1 + i));
        connect(choose, &QAction::triggered, this, [this, i] { m_controls->selectSolverIndex(i); });
        addAction(choose);
    }
}

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_newMaze);
    file->addAction(m_openMaze);
    m_recentMenu = file->addMenu(tr("Open &recent"));
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    file->addAction(m_saveMaze);
    file->addAction(m_saveMazeAs);
    file->addSeparator();
    file->addAction(m_openScenario);
    file->addAction(m_saveScenarioAs);
    file->addSeparator();
    file->addAction(m_quit);
    QMenu* maze = menuBar()->addMenu(tr("&Maze"));
    maze->addAction(m_generate);
    maze->addAction(m_solve);
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(m_undo);
    edit->addAction(m_redo);
    edit->addSeparator();
    edit->addAction(m_normalTool);
    edit->addAction(m_maskTool);
    edit->addAction(m_costBrush);
    edit->addSeparator();
    edit->addAction(m_loadMask);
    edit->addAction(m_clearMask);
    QMenu* run = menuBar()->addMenu(tr("&Animation"));
    run->addAction(m_playPause);
    run->addAction(m_step);
    run->addAction(m_stepBack);
    run->addAction(m_firstStep);
    run->addAction(m_lastStep);
    run->addAction(m_reset);
    run->addSeparator();
    run->addAction(m_faster);
    run->addAction(m_slower);
    QMenu* compare = menuBar()->addMenu(tr("&Compare"));
    compare->addAction(m_race);
    QAction* experiment = compare->addAction(tr("&Experiment\u2026"), this, &MainWindow::openExperiment);
    experiment->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    experiment->setObjectName(QStringLiteral("experimentAction"));
    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_zoomIn);
    view->addAction(m_zoomOut);
    view->addAction(m_fit);
    view->addSeparator();
    view->addActions(m_teaching->viewActions());
    view->addSeparator();
    view->addAction(m_fullScreen);
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addActions(m_teaching->helpActions());
    help->addAction(m_about);
    createPresentingActions(file, view, help); // ui/main_window_present.cpp
}

void MainWindow::createToolBar() {
    QToolBar* bar = addToolBar(tr("Commands"));
    bar->setObjectName(QStringLiteral("commands"));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->setMovable(false);
    bar->addAction(m_generate);
    bar->addAction(m_solve);
    bar->addSeparator();
    bar->addAction(m_playPause);
    bar->addAction(m_stepBack);
    bar->addAction(m_step);
    bar->addAction(m_reset);
    bar->addSeparator();
    bar->addAction(m_zoomIn);
    bar->addAction(m_zoomOut);
    bar->addAction(m_fit);
    bar->addAction(m_fullScreen);
}

void MainWindow::connectParts() {
    connect(m_animator, &Animator::stateChanged, this, [this] {
        updateActions();
        updateStatus();
        showStats();
    });
    connect(m_animator, &Animator::progressed, this, [this] {
        showStats();
        updateStatus();
    });
    connect(m_animator, &Animator::algorithmTimeMeasured, this, &MainWindow::showStats);
    connect(m_animator, &Animator::resultReady, this, &MainWindow::addResult);
    connect(m_animator, &Animator::generationFinished, this, [this] {
        applySpeed();
        onMazeChanged();
    });
    connect(m_animator, &Animator::solveFinished, this, &MainWindow::onSolveFinished);
    connect(m_scene, &MazeScene::mazeReplaced, this, [this] {
        applySpeed();
        updateStatus();
        // A generation's starting maze is not the maze yet: it is measured when it is done.
        if (m_animator->job() != Animator::Job::Generation ||
            m_animator->state() == Animator::State::Finished)
            onMazeChanged();
    });
    connect(m_view, &MazeView::editRefused, this,
            [this](const QString& message) { statusBar()->showMessage(message, 8000); });
    connect(m_controls, &ControlPanel::brushCostChanged, m_view, &MazeView::setBrushCost);
    // The status bar names the start and the goal: keep it true when they move.
    connect(m_scene, &MazeScene::endpointsChanged, this, &MainWindow::updateStatus);
    connect(m_scene, &MazeScene::endpointsChanged, this, &MainWindow::syncRace);
    connect(m_controls, &ControlPanel::speedChanged, this, &MainWindow::applySpeed);
    connect(m_controls, &ControlPanel::gridToggled, m_view, &MazeView::setGridVisible);
    connect(m_controls, &ControlPanel::wallStyleToggled, this, [this](bool thin) {
        m_view->setWallStyle(thin ? MazeView::WallStyle::ThinWalls : MazeView::WallStyle::Blocks);
    });
    connect(m_view, &MazeView::endpointsEdited, this, &MainWindow::moveEndpoints);
    connectDocument();
}

void MainWindow::applySpeed() { m_animator->setSpeed(m_controls->speed(m_scene->maze().size())); }

GenerateRequest MainWindow::generateRequest() const {
    GenerateRequest request;
    request.generator = &m_controls->generator();
    request.size = m_controls->mazeSize();
    request.seed = m_controls->seed(); // throws on a bad seed
    request.params = m_controls->generatorParams();
    request.shaping = m_controls->shaping();
    const Maze& shown = m_scene->maze();
    if (shown.hasMask() && Maze::sizeError(request.size).empty())
        request.mask = rescaleMask(shown.maskBits(), shown.size(), request.size);
    return request;
}

void MainWindow::generate() {
    try {
        // Read and check every input before touching the animator: a refused Generate must
        // leave the run on screen, and its speed, exactly as they were.
        const Size size = m_controls->mazeSize();
        if (const std::string error = Maze::sizeError(size); !error.empty())
            throw Error(error);
        const GenerateRequest request = generateRequest(); // throws on a bad seed
        if (const std::string error = shapingError(request.shaping, size); !error.empty())
            throw Error(error);
        (void)prepareMaze(request); // a bad mask or shaping throws here, before anything changes
        // The maze being replaced, for Undo once the new one is complete (a Generate during a
        // generation replaces the same one).
        if (m_animator->job() != Animator::Job::Generation ||
            m_animator->state() == Animator::State::Finished ||
            m_animator->state() == Animator::State::Idle || !m_generationBefore)
            m_generationBefore = MazeState{m_scene->maze(), m_scene->provenance()};
        m_animator->setSpeed(m_controls->speed(size));
        m_animator->startGeneration(request);
        m_stats->clear();
    } catch (const Error& e) {
        showError(tr("Cannot generate this maze"), QString::fromStdString(e.what()));
    }
    updateStatus();
}

void MainWindow::solve() {
    m_animator->startSolve(m_controls->solver());
    showStats();
    updateStatus();
}

void MainWindow::playPause() {
    switch (m_animator->state()) {
    case Animator::State::Running:
    case Animator::State::Paused:
        m_animator->togglePlay();
        break;
    case Animator::State::Idle:
    case Animator::State::Finished:
        // Nothing to resume: Play starts the chosen solver, as a lecturer expects.
        solve();
        break;
    }
}

void MainWindow::stepOnce() {
    if (m_animator->state() == Animator::State::Idle ||
        m_animator->state() == Animator::State::Finished) {
        m_animator->startSolve(m_controls->solver());
        m_animator->pause();
    }
    m_animator->step();
}

void MainWindow::reset() { m_animator->reset(); }

void MainWindow::toggleFullScreen() {
    if (isFullScreen()) {
        showNormal();
    } else {
        showFullScreen();
    }
    m_fullScreen->setChecked(isFullScreen());
}

void MainWindow::about() {
    QMessageBox::about(
        this, tr("About mazelab"),
        tr("<h3>mazelab %1</h3>"
           "<p>Maze generation and pathfinding, step by step: watch Binary Tree, Aldous-Broder and "
           "other generators carve a maze, then Breadth-First Search, Depth-First Search, "
           "Dijkstra and A* search it, with the time, the share searched and the path length of "
           "each.</p>"
           "<p>Keys: G generate, S solve, Space play/pause, Right step, Left step back, Home and "
           "End first and last step, R reset, 1-9 choose the pathfinder, + and - speed, F11 full "
           "screen, F5 or Ctrl+P presentation mode.</p>"
           "<p>Files: Ctrl+O open a maze, Ctrl+S save it, Ctrl+Shift+O open a scenario. Ctrl+Z "
           "undo, Ctrl+Shift+Z redo. Click a wall (normal tool) to toggle it.</p>"
           "<p>Editing: M mask tool (left button paints cells off, right on), C cost brush (left "
           "paints the brush cost, right cost 1), Esc back to the normal tool (drag the start and "
           "the goal), Ctrl+L load a mask from a picture, Ctrl+Shift+L clear the mask.</p>")
            .arg(QApplication::applicationVersion()));
}

void MainWindow::moveEndpoints(Cell start, Cell goal) {
    try {
        // Checked on a copy first (masked-off cells included): a refused move must leave the
        // run and its drawing alone.
        Maze check = m_scene->maze();
        check.setEndpoints(start, goal);
        // Moving an endpoint invalidates the search on screen: stop it and clear its drawing.
        if (m_animator->job() == Animator::Job::Solve)
            m_animator->reset();
        const Maze& maze = m_scene->maze();
        pushEdit(start != maze.start() && goal != maze.goal() ? tr("Move start and goal")
                 : start != maze.start()                      ? tr("Move start")
                                                              : tr("Move goal"),
                 std::move(check));
        statusBar()->showMessage(tr("Start %1,%2, goal %3,%4")
                                     .arg(start.x).arg(start.y).arg(goal.x).arg(goal.y),
                                 4000);
    } catch (const Error& e) {
        showError(tr("Cannot move the start or goal there"), QString::fromStdString(e.what()));
    }
}

bool MainWindow::prepareEdit() {
    const Animator::State state = m_animator->state();
    if (m_animator->job() == Animator::Job::Generation &&
        (state == Animator::State::Running || state == Animator::State::Paused)) {
        statusBar()->showMessage(tr("The maze cannot be edited while it is being generated: wait "
                                    "for it to finish, or press Reset."),
                                 8000);
        return false;
    }
    // Any edit invalidates the search on screen: stop it and clear its drawing.
    if (m_animator->job() == Animator::Job::Solve)
        m_animator->reset();
    return true;
}

void MainWindow::replaceMaze(const QString& what, Maze maze) { pushEdit(what, std::move(maze)); }

void MainWindow::chooseMaskFile() {
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Load a mask"), QString(),
        tr("Images (*.png *.bmp *.gif *.jpg *.jpeg *.pbm *.pgm *.ppm *.xpm);;All files (*)"));
    if (!path.isEmpty())
        loadMaskFile(path);
}

bool MainWindow::loadMaskFile(const QString& path) {
    QImageReader reader(path);
    const QImage image = reader.read();
    if (image.isNull()) {
        showError(tr("Cannot load the mask"),
                  tr("%1: %2").arg(QDir::toNativeSeparators(path), reader.errorString()));
        return false;
    }
    if (!prepareEdit())
        return false;
    Maze maze = m_scene->maze();
    const std::vector<std::uint8_t> mask = maskFromImage(image, maze.size());
    // The mask replaces any mask before it; applyMask moves a start or goal it covers to the
    // first or last cell left on, as a generation does, and refuses fewer than 2 cells.
    const GeneratorInfo* honouring = &m_controls->generator();
    if (!honouring->honoursMask)
        for (const GeneratorInfo* g : generators())
            if (g->honoursMask) {
                honouring = g;
                break;
            }
    try {
        maze.clearMask();
        applyMask(maze, mask, *honouring);
    } catch (const Error& e) {
        showError(tr("Cannot use this mask"), QString::fromStdString(e.what()));
        return false;
    }
    replaceMaze(tr("Load mask"), std::move(maze));
    statusBar()->showMessage(tr("Mask loaded: %1 of %2 cells are part of the maze")
                                 .arg(formatCount(activeCells(mask)))
                                 .arg(formatCount(m_scene->maze().cellCount())),
                             8000);
    return true;
}

void MainWindow::clearMask() {
    if (!m_scene->maze().hasMask() || !prepareEdit())
        return;
    Maze maze = m_scene->maze();
    maze.clearMask();
    replaceMaze(tr("Clear mask"), std::move(maze));
}

void MainWindow::onMazeChanged() {
    const Maze& maze = m_scene->maze();
    m_metrics->measure(maze);
    const auto [low, high] = costRange(maze);
    m_legend->setCostRange(low, high);
    if (const QString switched = m_controls->setMaskPresent(maze.hasMask()); !switched.isEmpty())
        statusBar()->showMessage(switched, 10000);
    m_clearMask->setEnabled(maze.hasMask());
    syncRace();
}

RaceWindow* MainWindow::openRace() {
    if (!m_raceWindow) {
        // A window of its own (not modal), owned by this one so that it closes with it.
        m_raceWindow = new RaceWindow(this);
        m_raceWindow->setWindowIcon(windowIcon());
        m_raceWindow->setMazePalette(m_view->mazePalette()); // View > Palette
    }
    if (!m_scenarioRace.isEmpty()) // the race of a scenario opened before the window was
        m_raceWindow->setSolvers(std::exchange(m_scenarioRace, {}));
    syncRace();
    m_raceWindow->show();
    m_raceWindow->raise();
    m_raceWindow->activateWindow();
    return m_raceWindow;
}

void MainWindow::syncRace() {
    // Only a whole maze: a generation's half-carved maze is not one.
    if (!m_raceWindow || (m_animator->job() == Animator::Job::Generation &&
                          m_animator->state() != Animator::State::Finished &&
                          m_animator->state() != Animator::State::Idle))
        return;
    m_raceWindow->setMaze(m_scene->maze(), mazeDescription());
}

void MainWindow::onSolveFinished(const RunFigures& figures) {
    if (!figures.found && maskSeparatesEndpoints(m_scene->maze()))
        statusBar()->showMessage(tr("No path: the goal cannot be reached from the start: the "
                                    "mask separates them."));
}

void MainWindow::showStats() {
    if (m_animator->job() == Animator::Job::Solve)
        m_stats->showFigures(m_animator->figures());
    else if (m_animator->job() == Animator::Job::None)
        m_stats->clear();
}

void MainWindow::addResult(const RunFigures& figures) {
    ResultRow row;
    const auto& provenance = m_scene->provenance();
    const GeneratorInfo* generator = provenance ? findGenerator(provenance->generator) : nullptr;
    row.generator = generator ? text(generator->name)
                    : provenance ? QString::fromStdString(provenance->generator)
                                 : tr("(edited)");
    row.seed = provenance ? QString::number(provenance->seed) : QString();
    row.size = QString::fromStdString(toString(m_scene->maze().size()));
    row.solver = figures.solver;
    row.found = figures.found;
    row.pathLength = figures.pathLength;
    row.pathCost = figures.pathCost;
    row.percentSearched = searchedPercent(figures.searched, figures.cells);
    row.searched = figures.searched;
    row.expanded = figures.expanded;
    row.maxFrontier = figures.maxFrontier;
    row.steps = figures.steps;
    row.algorithmTimeNs = figures.algorithmTimeNs.value_or(0);
    m_results->addRow(row);
}

void MainWindow::updateActions() {
    const Animator::State state = m_animator->state();
    const bool running = state == Animator::State::Running;
    m_playPause->setText(running ? tr("&Pause") : tr("&Play"));
    m_playPause->setIcon(style()->standardIcon(running ? QStyle::SP_MediaPause
                                                       : QStyle::SP_MediaPlay));
    m_reset->setEnabled(state != Animator::State::Idle || m_scene->hasOverlay());
    m_view->setEditingEnabled(m_animator->job() != Animator::Job::Generation ||
                              state == Animator::State::Finished);
}

QString MainWindow::mazeDescription() const {
    const Maze& maze = m_scene->maze();
    QString description;
    if (const auto& p = m_scene->provenance()) {
        const GeneratorInfo* g = findGenerator(p->generator);
        description = tr("%1, %2 x %3, seed %4")
                          .arg(g ? text(g->name) : QString::fromStdString(p->generator))
                          .arg(maze.width())
                          .arg(maze.height())
                          .arg(p->seed);
        for (const std::string& param : p->params)
            description += QStringLiteral(", ") + QString::fromStdString(param);
        for (const std::string& shape : p->shaping)
            description += QStringLiteral(", ") + QString::fromStdString(shape);
    } else {
        description = tr("%1 x %2 maze").arg(maze.width()).arg(maze.height());
    }
    return description + tr("; start %1,%2, goal %3,%4")
                             .arg(maze.start().x)
                             .arg(maze.start().y)
                             .arg(maze.goal().x)
                             .arg(maze.goal().y);
}

void MainWindow::updateStatus() {
    m_mazeLabel->setText(mazeDescription());
    QString state;
    const bool generating = m_animator->job() == Animator::Job::Generation;
    switch (m_animator->state()) {
    case Animator::State::Idle:
        state = tr("Ready");
        break;
    case Animator::State::Running:
        state = generating ? tr("Generating… step %1").arg(formatCount(m_animator->stepsDone()))
                           : tr("Solving… step %1").arg(formatCount(m_animator->stepsDone()));
        break;
    case Animator::State::Paused:
        state = tr("Paused at step %1").arg(formatCount(m_animator->stepsDone()));
        break;
    case Animator::State::Finished:
        state = generating ? tr("Maze ready") : m_animator->figures().found ? tr("Path found")
                                                                            : tr("No path");
        break;
    }
    m_stateLabel->setText(state);
}

void MainWindow::openExperiment() {
    if (!m_experimentWindow)
        m_experimentWindow = new ExperimentWindow(this);
    m_experimentWindow->show();
    m_experimentWindow->raise();
    m_experimentWindow->activateWindow();
}

void MainWindow::showError(const QString& what, const QString& message) {
    statusBar()->showMessage(what + QStringLiteral(": ") + message, 8000);
    // Not modal: nothing mid-lecture waits on this box, and it never blocks a test.
    auto* box = new QMessageBox(QMessageBox::Warning, what, message, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("errorBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace mazelab::ui
