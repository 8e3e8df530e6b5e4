// The main window's document side: the timeline's commands (step back, first, last), undo and
// redo of every edit, maze and scenario files, recent files, the unsaved-changes prompt and the
// settings remembered between sessions. The rest of the window is in main_window.cpp.
#include "ui/main_window.hpp"

#include "core/registry.hpp"
#include "core/run.hpp"
#include "core/scenario.hpp"
#include "core/shaping.hpp"
#include "ui/control_panel.hpp"
#include "ui/maze_scene.hpp"
#include "ui/maze_view.hpp"
#include "ui/race_window.hpp"
#include "ui/stats_panel.hpp"
#include "ui/timeline_bar.hpp"

#include <QAction>
#include <QCloseEvent>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QUndoStack>

#include <utility>

namespace mazelab::ui {
namespace {

constexpr int kMaxRecent = 8;
// Whole mazes are kept for a new maze (two copies: 32 MiB each at 4096 x 4096), so the history
// is bounded; hand edits keep only the cells they changed.
constexpr int kUndoLimit = 100;
const QString kMazeSuffix = QStringLiteral("maze");
const QString kScenarioSuffix = QStringLiteral("scenario");

std::string localPath(const QString& path) { return QFile::encodeName(path).toStdString(); }

QStringList toQStringList(const std::vector<std::string>& items) {
    QStringList list;
    for (const std::string& item : items)
        list << QString::fromStdString(item);
    return list;
}

std::vector<std::string> toStdVector(const QStringList& list) {
    std::vector<std::string> items;
    for (const QString& item : list)
        items.push_back(item.toStdString());
    return items;
}

// The settings keys.
namespace key {
const QString geometry = QStringLiteral("window/geometry");
const QString state = QStringLiteral("window/state");
const QString choices = QStringLiteral("choices"); // a scenario without its maze
const QString recent = QStringLiteral("recentFiles");
const QString palette = QStringLiteral("view/palette");
const QString tourSeen = QStringLiteral("tourSeen");
} // namespace key

} // namespace

void MainWindow::createDocumentActions() {
    m_undoStack = new QUndoStack(this);
    m_undoStack->setUndoLimit(kUndoLimit);

    m_stepBack = makeAction(tr("Step &back"), QKeySequence(Qt::Key_Left),
                            tr("Go back one step"), QStyle::SP_MediaSkipBackward);
    m_stepBack->setShortcuts({QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_Comma)});
    m_firstStep = makeAction(tr("&First step"), QKeySequence(Qt::Key_Home),
                             tr("Go to the start of the run"), QStyle::SP_MediaSeekBackward);
    m_lastStep = makeAction(tr("&Last step"), QKeySequence(Qt::Key_End),
                            tr("Go to the end of the run"), QStyle::SP_MediaSeekForward);
    connect(m_stepBack, &QAction::triggered, m_animator, &Animator::stepBack);
    connect(m_firstStep, &QAction::triggered, m_animator, &Animator::seekFirst);
    connect(m_lastStep, &QAction::triggered, m_animator, &Animator::seekLast);
    m_timeline->setActions(m_firstStep, m_stepBack, m_step, m_lastStep);

    m_undo = makeAction(tr("&Undo"), QKeySequence::Undo, tr("Undo the last change of the maze"),
                        QStyle::SP_ArrowBack);
    m_redo = makeAction(tr("&Redo"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z),
                        tr("Redo the change undone last"), QStyle::SP_ArrowForward);
    m_redo->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z),
                          QKeySequence(Qt::CTRL | Qt::Key_Y)});
    m_undo->setEnabled(false);
    m_redo->setEnabled(false);
    connect(m_undo, &QAction::triggered, this, &MainWindow::undo);
    connect(m_redo, &QAction::triggered, this, &MainWindow::redo);
    connect(m_undoStack, &QUndoStack::canUndoChanged, m_undo, &QAction::setEnabled);
    connect(m_undoStack, &QUndoStack::canRedoChanged, m_redo, &QAction::setEnabled);
    connect(m_undoStack, &QUndoStack::undoTextChanged, this, [this](const QString& text) {
        m_undo->setText(text.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(text));
    });
    connect(m_undoStack, &QUndoStack::redoTextChanged, this, [this](const QString& text) {
        m_redo->setText(text.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(text));
    });
    connect(m_undoStack, &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);

    m_newMaze = makeAction(tr("&New maze"), QKeySequence::New,
                           tr("Generate a new maze (asks to save changes first)"),
                           QStyle::SP_FileIcon);
    m_openMaze = makeAction(tr("&Open maze…"), QKeySequence::Open, tr("Open a maze file"),
                            QStyle::SP_DialogOpenButton);
    m_saveMaze = makeAction(tr("&Save maze"), QKeySequence::Save,
                            tr("Save the maze to its file"), QStyle::SP_DialogSaveButton);
    m_saveMazeAs = makeAction(tr("Save maze &as…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S),
                              tr("Save the maze to a new file"), QStyle::SP_DialogSaveButton);
    m_openScenario = makeAction(tr("Open s&cenario…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O),
                                tr("Open a scenario: a maze with every choice of the window"),
                                QStyle::SP_DirOpenIcon);
    m_saveScenarioAs = makeAction(tr("Save sc&enario as…"), QKeySequence(),
                                  tr("Save the maze with every choice of the window"),
                                  QStyle::SP_DriveFDIcon);
    m_saveScenarioAs->setToolTip(m_saveScenarioAs->statusTip());
    connect(m_newMaze, &QAction::triggered, this, [this] {
        if (maybeSave())
            generate();
    });
    connect(m_openMaze, &QAction::triggered, this, [this] { chooseAndOpen(FileKind::OpenMaze); });
    connect(m_openScenario, &QAction::triggered, this,
            [this] { chooseAndOpen(FileKind::OpenScenario); });
    connect(m_saveMaze, &QAction::triggered, this, &MainWindow::saveMaze);
    connect(m_saveMazeAs, &QAction::triggered, this, [this] {
        if (const QString path = m_chooseFile(FileKind::SaveMaze); !path.isEmpty())
            saveMazeFile(path);
    });
    connect(m_saveScenarioAs, &QAction::triggered, this, &MainWindow::chooseAndSaveScenario);

    m_chooseFile = [this](FileKind kind) {
        const QString dir = m_currentFile.isEmpty() ? QDir::homePath()
                                                    : QFileInfo(m_currentFile).absolutePath();
        const QString mazes = tr("Maze files (*.maze);;All files (*)");
        const QString scenarios = tr("Scenario files (*.scenario);;All files (*)");
        switch (kind) {
        case FileKind::OpenMaze:
            return QFileDialog::getOpenFileName(this, tr("Open maze"), dir, mazes);
        case FileKind::OpenScenario:
            return QFileDialog::getOpenFileName(this, tr("Open scenario"), dir, scenarios);
        case FileKind::SaveMaze:
            return QFileDialog::getSaveFileName(this, tr("Save maze"), dir, mazes);
        case FileKind::SaveScenario:
            break;
        }
        return QFileDialog::getSaveFileName(this, tr("Save scenario"), dir, scenarios);
    };
}

void MainWindow::connectDocument() {
    // A stroke (walls, mask, costs) paints the scene live; it becomes one undoable edit when it
    // ends, with the maze from before it.
    connect(m_view, &MazeView::editStarting, this, [this] {
        if (prepareEdit())
            m_strokeBefore = MazeState{m_scene->maze(), m_scene->provenance()};
    });
    connect(m_view, &MazeView::mazeEdited, this, [this] {
        if (!m_strokeBefore)
            return;
        static const char* const names[] = {QT_TR_NOOP("Toggle wall"), QT_TR_NOOP("Paint mask"),
                                             QT_TR_NOOP("Paint costs")};
        pushEdit(tr(names[int(m_view->lastStroke())]), m_scene->maze(), true);
        onMazeChanged();
    });
    // A finished generation is undoable too; it is also a new, unmodified maze.
    connect(m_animator, &Animator::generationFinished, this, [this] {
        if (!m_generationBefore)
            return;
        m_undoStack->push(new MazeEditCommand(
            m_scene, tr("Generate maze"), *std::exchange(m_generationBefore, std::nullopt),
            MazeState{m_scene->maze(), m_scene->provenance()}, true, [this] {
                onMazeChanged();
                updateStatus();
            }));
        setCurrentFile(QString(), false);
        m_undoStack->setClean();
    });
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::rebuildRecentMenu);
    rebuildRecentMenu();
}

void MainWindow::pushEdit(const QString& text, Maze after, bool applied) {
    MazeState before = applied && m_strokeBefore
                           ? *std::exchange(m_strokeBefore, std::nullopt)
                           : MazeState{m_scene->maze(), m_scene->provenance()};
    auto* command = new MazeEditCommand(m_scene, text, before,
                                        MazeState{std::move(after), m_scene->provenance()},
                                        applied, [this] {
                                            onMazeChanged();
                                            updateStatus();
                                        });
    if (text == tr("Toggle wall") && command->changedCells() > 2)
        command->setText(tr("Toggle walls"));
    m_undoStack->push(command);
}

void MainWindow::undo() {
    // Undo changes the maze: a search on screen would describe another one (prepareEdit stops
    // it), and a maze being generated is not there yet (prepareEdit refuses).
    if (m_undoStack->canUndo() && prepareEdit())
        m_undoStack->undo();
}

void MainWindow::redo() {
    if (m_undoStack->canRedo() && prepareEdit())
        m_undoStack->redo();
}

// --- Files -----------------------------------------------------------------------------------

bool MainWindow::maybeSave() {
    if (m_undoStack->isClean())
        return true;
    QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"),
                    tr("The maze has changes that have not been saved."),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("unsavedChangesBox"));
    box.setInformativeText(tr("Save them before going on?"));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return saveMaze();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    saveSettings();
    QMainWindow::closeEvent(event);
}

void MainWindow::chooseAndOpen(FileKind kind) {
    if (!maybeSave())
        return;
    const QString path = m_chooseFile(kind);
    if (path.isEmpty())
        return;
    if (kind == FileKind::OpenScenario)
        openScenarioFile(path);
    else
        openMazeFile(path);
}

bool MainWindow::saveMaze() {
    if (!m_currentFile.isEmpty())
        return m_currentIsScenario ? saveScenarioFile(m_currentFile) : saveMazeFile(m_currentFile);
    const QString path = m_chooseFile(FileKind::SaveMaze);
    return !path.isEmpty() && saveMazeFile(path);
}

void MainWindow::chooseAndSaveScenario() {
    if (const QString path = m_chooseFile(FileKind::SaveScenario); !path.isEmpty())
        saveScenarioFile(path);
}

namespace {

// A name typed without a suffix gets the usual one.
QString withSuffix(const QString& path, const QString& suffix) {
    return QFileInfo(path).suffix().isEmpty() ? path + QLatin1Char('.') + suffix : path;
}

} // namespace

bool MainWindow::openMazeFile(const QString& path) { return openDocument(path, false); }

bool MainWindow::openScenarioFile(const QString& path) { return openDocument(path, true); }

bool MainWindow::openDocument(const QString& path, bool asScenario) {
    Scenario scenario;
    try {
        if (asScenario)
            scenario = loadScenarioFile(localPath(path));
        else
            scenario.maze = loadMazeFile(localPath(path));
    } catch (const Error& e) {
        showError(tr("Cannot open the %1 %2")
                      .arg(asScenario ? tr("scenario") : tr("maze"), QFileInfo(path).fileName()),
                  QString::fromStdString(e.what()));
        return false;
    }
    showDocument(scenario.maze);
    if (asScenario)
        applyChoices(scenario);
    else
        showProvenanceChoices(scenario.maze.provenance);
    setCurrentFile(path, asScenario);
    addRecent(path);
    statusBar()->showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(path)), 6000);
    return true;
}

bool MainWindow::openFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        showError(tr("Cannot open %1").arg(QFileInfo(path).fileName()),
                  tr("%1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    const bool scenario = file.read(kScenarioFileMagic.size()) ==
                          QByteArray(kScenarioFileMagic.data(), qsizetype(kScenarioFileMagic.size()));
    return scenario ? openScenarioFile(path) : openMazeFile(path);
}

bool MainWindow::saveMazeFile(const QString& path) { return saveDocument(path, false); }

bool MainWindow::saveScenarioFile(const QString& path) { return saveDocument(path, true); }

bool MainWindow::saveDocument(const QString& requested, bool asScenario) {
    const QString what = asScenario ? tr("scenario") : tr("maze");
    if (m_animator->job() == Animator::Job::Generation &&
        m_animator->state() != Animator::State::Finished &&
        m_animator->state() != Animator::State::Idle) {
        showError(tr("Cannot save the %1 yet").arg(what),
                  tr("The maze is still being generated: wait for it to finish, or press Reset."));
        return false;
    }
    const QString path = withSuffix(requested, asScenario ? kScenarioSuffix : kMazeSuffix);
    try {
        if (asScenario)
            mazelab::saveScenarioFile(localPath(path), scenario());
        else
            mazelab::saveMazeFile(localPath(path),
                                  MazeDocument{m_scene->maze(), m_scene->provenance()});
    } catch (const Error& e) {
        showError(tr("Cannot save the %1").arg(what), QString::fromStdString(e.what()));
        return false;
    }
    setCurrentFile(path, asScenario);
    addRecent(path);
    m_undoStack->setClean();
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 6000);
    return true;
}

void MainWindow::showDocument(const MazeDocument& document) {
    m_animator->reset(); // a run on the old maze (a generation brings its old maze back first)
    m_generationBefore.reset();
    m_strokeBefore.reset();
    m_scene->setMaze(document.maze, document.provenance);
    m_undoStack->clear();
    m_stats->clear();
    updateStatus();
}

void MainWindow::showProvenanceChoices(const std::optional<Provenance>& provenance) {
    const GeneratorInfo* generator = provenance ? findGenerator(provenance->generator) : nullptr;
    if (!generator)
        return;
    try {
        const ParamValues params = resolveParams(generator->params, provenance->params);
        const Shaping shaping = parseShaping(provenance->shaping);
        m_controls->selectGenerator(generator->id);
        m_controls->setGeneratorParams(params);
        m_controls->setSeed(provenance->seed);
        m_controls->setMazeSize(m_scene->maze().size());
        m_controls->setShaping(shaping);
    } catch (const Error&) {
        // Provenance from a newer mazelab: the maze is shown, the choices stay as they were.
    }
}

Scenario MainWindow::scenario() const {
    Scenario s;
    const GeneratorInfo& generator = m_controls->generator();
    s.generator = std::string(generator.id);
    s.params = formatParams(generator.params, m_controls->generatorParams());
    s.seed = m_controls->seed(); // throws Error on a seed that is not a number
    s.size = m_controls->mazeSize();
    s.shaping = formatShaping(m_controls->shaping());
    s.solver = std::string(m_controls->solver().id);
    const QStringList race = m_raceWindow ? m_raceWindow->chosenSolvers() : m_scenarioRace;
    if (race.size() >= 2 && race.size() <= 8)
        s.race = toStdVector(race);
    s.speed = Scenario::Speed(int(m_controls->speedChoice()));
    if (s.speed == Scenario::Speed::Custom)
        s.stepsPerSecond = m_controls->speed(s.size).stepsPerSecond;
    s.grid = m_view->gridVisible();
    s.thinWalls = m_view->wallStyle() == MazeView::WallStyle::ThinWalls;
    s.maze = MazeDocument{m_scene->maze(), m_scene->provenance()};
    return s;
}

void MainWindow::applyChoices(const Scenario& s) {
    // A scenario read by the core is valid; settings from an older mazelab may not be, and then
    // keep the panel's defaults for whatever does not fit.
    if (m_controls->selectGenerator(s.generator)) {
        try {
            m_controls->setGeneratorParams(resolveParams(m_controls->generator().params, s.params));
        } catch (const Error&) {
        }
    }
    m_controls->setSeed(s.seed);
    if (Maze::sizeError(s.size).empty())
        m_controls->setMazeSize(s.size);
    try {
        m_controls->setShaping(parseShaping(s.shaping));
    } catch (const Error&) {
    }
    m_controls->selectSolver(s.solver);
    if (s.speed == Scenario::Speed::Custom)
        m_controls->setStepsPerSecond(s.stepsPerSecond);
    else
        m_controls->setSpeedChoice(ControlPanel::SpeedChoice(int(s.speed)));
    m_controls->setGridVisible(s.grid);
    m_controls->setThinWalls(s.thinWalls);
    m_scenarioRace = toQStringList(s.race);
    if (m_raceWindow && !m_scenarioRace.isEmpty())
        m_raceWindow->setSolvers(std::exchange(m_scenarioRace, {}));
}

void MainWindow::setCurrentFile(const QString& path, bool scenario) {
    m_currentFile = path;
    m_currentIsScenario = scenario && !path.isEmpty();
    m_saveMaze->setText(m_currentIsScenario ? tr("&Save scenario") : tr("&Save maze"));
    updateTitle();
}

void MainWindow::updateTitle() {
    const QString name =
        m_currentFile.isEmpty() ? tr("Untitled") : QFileInfo(m_currentFile).fileName();
    setWindowTitle(tr("%1[*] — mazelab").arg(name));
    setWindowModified(!m_undoStack->isClean());
}

// --- Recent files ----------------------------------------------------------------------------

void MainWindow::addRecent(const QString& path) {
    const QString absolute = QFileInfo(path).absoluteFilePath();
    m_recent.removeAll(absolute);
    m_recent.prepend(absolute);
    while (m_recent.size() > kMaxRecent)
        m_recent.removeLast();
    if (m_settings)
        m_settings->setValue(key::recent, m_recent);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu() {
    QStringList missing;
    for (const QString& path : std::as_const(m_recent))
        if (!QFileInfo::exists(path))
            missing << path;
    if (!missing.isEmpty()) {
        for (const QString& path : std::as_const(missing))
            m_recent.removeAll(path);
        if (m_settings)
            m_settings->setValue(key::recent, m_recent);
        QStringList names;
        for (const QString& path : std::as_const(missing))
            names << QDir::toNativeSeparators(path);
        statusBar()->showMessage(tr("Removed from the recent files, no longer there: %1")
                                     .arg(names.join(QStringLiteral(", "))),
                                 10000);
    }
    m_recentMenu->clear();
    for (int i = 0; i < int(m_recent.size()); ++i) {
        const QString path = m_recent[i];
        QAction* open = m_recentMenu->addAction(
            tr("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName().replace(QLatin1Char('&'),
                                                                           QStringLiteral("&&"))));
        open->setToolTip(QDir::toNativeSeparators(path));
        open->setStatusTip(QDir::toNativeSeparators(path));
        connect(open, &QAction::triggered, this, [this, path] {
            if (!maybeSave())
                return;
            if (!QFileInfo::exists(path)) {
                rebuildRecentMenu(); // says which file has gone
                return;
            }
            openFile(path);
        });
    }
    m_recentMenu->setEnabled(!m_recent.isEmpty());
}

// --- Settings --------------------------------------------------------------------------------

void MainWindow::useSettings(std::unique_ptr<QSettings> settings) {
    m_settings = std::move(settings);
    QSettings& s = *m_settings;
    restoreGeometry(s.value(key::geometry).toByteArray());
    restoreState(s.value(key::state).toByteArray());
    m_recent = s.value(key::recent).toStringList();
    rebuildRecentMenu();
    // The palette and whether the tour was dismissed for good, saved as soon as they change.
    if (const QString palette = s.value(key::palette).toString(); !palette.isEmpty())
        setPaletteName(palette); // an unknown name (a newer version's) keeps the default
    setTourSeen(s.value(key::tourSeen, false).toBool());
    connect(this, &MainWindow::paletteNameChanged, this, [this](const QString& id) {
        if (m_settings)
            m_settings->setValue(key::palette, id);
    });
    connect(this, &MainWindow::tourSeenChanged, this, [this](bool seen) {
        if (m_settings)
            m_settings->setValue(key::tourSeen, seen);
    });
    // The choices are a scenario's header: the same reader checks them.
    const QString choices = s.value(key::choices).toString();
    if (choices.isEmpty())
        return;
    try {
        applyChoices(readScenarioText(choices.toStdString()));
        m_animator->generateNow(generateRequest()); // the maze the restored choices make
        m_undoStack->clear();
    } catch (const Error& e) {
        statusBar()->showMessage(tr("The saved choices were not restored: %1")
                                     .arg(QString::fromStdString(e.what())),
                                 10000);
    }
}

void MainWindow::saveSettings() {
    if (!m_settings)
        return;
    QSettings& s = *m_settings;
    s.setValue(key::geometry, saveGeometry());
    s.setValue(key::state, saveState());
    s.setValue(key::recent, m_recent);
    s.setValue(key::palette, m_paletteName);
    s.setValue(key::tourSeen, m_tourSeen);
    try {
        // A scenario's text with the smallest maze: the choices are what is remembered.
        Scenario choices = scenario();
        choices.maze = MazeDocument{};
        s.setValue(key::choices, QString::fromStdString(writeScenarioText(choices)));
    } catch (const Error&) {
        // A seed that is not a number: keep the choices saved last time.
    }
    s.sync();
}

} // namespace mazelab::ui
