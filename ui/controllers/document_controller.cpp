#include "ui/controllers/document_controller.hpp"

#include "core/movingai.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#include "core/scenario.hpp"
#include "core/shape.hpp"
#include "core/shaping.hpp"
#include "ui/animation/animator.hpp"
#include "ui/controllers/edit_controller.hpp"
#include "ui/controllers/run_controller.hpp"
#include "ui/panels/control_panel.hpp"
#include "ui/panels/window_actions.hpp"
#include "ui/view/maze_scene.hpp"
#include "ui/view/maze_view.hpp"
#include "ui/widgets/error_box.hpp"
#include "ui/widgets/qt_text.hpp"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QUndoStack>

#include <utility>

namespace mazelab::ui {
namespace {

constexpr int kMaxRecent = 8;
const QString kMazeSuffix = QStringLiteral("maze");
const QString kScenarioSuffix = QStringLiteral("scenario");
constexpr QLatin1String kRecentKey("recentFiles");
constexpr QLatin1String kChoicesKey("choices"); // a scenario without its maze
// Not a scenario's: a lock is how this user works, not part of an exercise.
constexpr QLatin1String kSeedLockedKey("seedLocked");

std::string localPath(const QString& path) {
    return QFile::encodeName(path).toStdString();
}

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

// A name typed without a suffix gets the usual one.
QString withSuffix(const QString& path, const QString& suffix) {
    return QFileInfo(path).suffix().isEmpty() ? path + QLatin1Char('.') + suffix : path;
}

} // namespace

DocumentController::DocumentController(QMainWindow& window, RunController& run,
                                       EditController& edits, const FileActions& actions)
    : QObject(&window), m_window(window), m_run(run), m_edits(edits), m_recentMenu(actions.recent),
      m_saveMaze(actions.saveMaze), m_chooseFile(fileDialogs()) {
    setObjectName(QStringLiteral("documentController"));
    connectActions(actions);
    connect(m_edits.undoStack(), &QUndoStack::cleanChanged, this, &DocumentController::updateTitle);
    connect(m_edits.undoStack(), &QUndoStack::indexChanged, this, &DocumentController::followUndo);
    // A finished generation is a new maze, not saved anywhere.
    connect(&m_edits, &EditController::mazeGenerated, this, [this] {
        setCurrentFile(QString(), false);
        m_edits.undoStack()->setClean();
    });
    connect(m_recentMenu, &QMenu::aboutToShow, this, &DocumentController::rebuildRecentMenu);
    rebuildRecentMenu();
    // A scenario's choices are part of it: the unsaved mark follows them.
    connect(m_run.controls(), &ControlPanel::choicesChanged, this,
            &DocumentController::updateTitle);
    connect(&m_run, &RunController::raceSolversChanged, this, &DocumentController::updateTitle);
    m_run.setReplaceCheck([this] { return maybeSave(); });
}

DocumentController::~DocumentController() = default;

void DocumentController::connectActions(const FileActions& actions) {
    connect(actions.newMaze, &QAction::triggered, &m_run, &RunController::generate); // asks
    connect(actions.openMaze, &QAction::triggered, this,
            [this] { chooseAndOpen(FileKind::OpenMaze); });
    connect(actions.openScenario, &QAction::triggered, this,
            [this] { chooseAndOpen(FileKind::OpenScenario); });
    connect(actions.saveMaze, &QAction::triggered, this, &DocumentController::saveMaze);
    connect(actions.saveMazeAs, &QAction::triggered, this,
            [this] { chooseAndSave(FileKind::SaveMaze); });
    connect(actions.saveScenarioAs, &QAction::triggered, this,
            [this] { chooseAndSave(FileKind::SaveScenario); });
}

DocumentController::FileChooser DocumentController::fileDialogs() {
    return [this](FileKind kind) {
        const QString dir =
            m_currentFile.isEmpty() ? QDir::homePath() : QFileInfo(m_currentFile).absolutePath();
        const QString mazes = tr("Maze files (*.maze);;All files (*)");
        // Moving AI maps open as mazes, their scenario files with them (core/movingai.hpp);
        // they are never written.
        const QString openable =
            tr("Maze files (*.maze *.map *.scen);;Moving AI scenarios (*.scen);;All files (*)");
        const QString scenarios = tr("Scenario files (*.scenario);;All files (*)");
        QWidget* parent = &m_window;
        switch (kind) {
        case FileKind::OpenMaze:
            return QFileDialog::getOpenFileName(parent, tr("Open maze"), dir, openable);
        case FileKind::OpenScenario:
            return QFileDialog::getOpenFileName(parent, tr("Open scenario"), dir, scenarios);
        case FileKind::SaveMaze:
            return QFileDialog::getSaveFileName(parent, tr("Save maze"), dir, mazes);
        case FileKind::SaveScenario:
            break;
        }
        return QFileDialog::getSaveFileName(parent, tr("Save scenario"), dir, scenarios);
    };
}

bool DocumentController::isModified() const {
    if (!m_edits.undoStack()->isClean())
        return true;
    if (!m_currentIsScenario || !m_savedChoices)
        return false;
    try {
        return choices() != *m_savedChoices;
    } catch (const Error&) {
        return true; // a seed that is not a number is no saved one
    }
}

bool DocumentController::maybeSave() {
    // A generation under way was agreed to by the Generate that started it (its maze is not
    // whole, and cannot be saved, until it finishes).
    if (!isModified() || m_run.generating())
        return true;
    QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"),
                    m_currentIsScenario ? tr("The scenario has changes that have not been saved.")
                                        : tr("The maze has changes that have not been saved."),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, &m_window);
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

void DocumentController::chooseAndOpen(FileKind kind) {
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

void DocumentController::chooseAndSave(FileKind kind) {
    if (const QString path = m_chooseFile(kind); !path.isEmpty())
        saveDocument(path, kind == FileKind::SaveScenario);
}

bool DocumentController::saveMaze() {
    // A maze opened from a Moving AI map (or its scenario file) is saved under a new name, as a
    // .maze file.
    if (!m_currentFile.isEmpty() && !isMovingAiMapPath(localPath(m_currentFile)) &&
        !isMovingAiScenarioPath(localPath(m_currentFile)))
        return saveDocument(m_currentFile, m_currentIsScenario);
    const QString path = m_chooseFile(FileKind::SaveMaze);
    return !path.isEmpty() && saveMazeFile(path);
}

bool DocumentController::openMazeFile(const QString& path) {
    return openDocument(path, false);
}

bool DocumentController::openScenarioFile(const QString& path) {
    // A Moving AI scenario (.map.scen) is no mazelab scenario: it opens with its map.
    return openDocument(path, !isMovingAiScenarioPath(localPath(path)));
}

void DocumentController::readMazeOrBenchmark(const QString& path, MovingAiBenchmark& benchmark,
                                             QString& note) {
    const std::string local = localPath(path);
    if (isMovingAiScenarioPath(local)) {
        benchmark = loadMovingAiBenchmark(local);
        return;
    }
    benchmark.map = loadMazeFile(local);
    if (!isMovingAiMapPath(local))
        return;
    try {
        benchmark.problems = loadScenariosBeside(local, benchmark.map.maze);
        benchmark.mapPath = local;
        if (!benchmark.problems.empty())
            benchmark.scenarioPath = local + ".scen";
    } catch (const Error& e) {
        note = QString::fromStdString(e.what());
    }
}

bool DocumentController::openDocument(const QString& path, bool asScenario) {
    Scenario scenario;
    MovingAiBenchmark benchmark;
    QString scenarioNote; // a map's scenario file that could not be read
    try {
        if (asScenario) {
            scenario = loadScenarioFile(localPath(path));
        } else {
            readMazeOrBenchmark(path, benchmark, scenarioNote);
            scenario.maze = benchmark.map;
        }
    } catch (const Error& e) {
        showErrorBox(m_window,
                     tr("Cannot open the %1 %2")
                         .arg(asScenario ? tr("scenario") : tr("maze"), QFileInfo(path).fileName()),
                     QString::fromStdString(e.what()));
        return false;
    }
    showDocument(scenario.maze);
    if (asScenario)
        applyChoices(scenario);
    else
        showProvenanceChoices(scenario.maze.provenance);
    // A Moving AI map is searched by its benchmark's own rule: eight directions, no corner
    // cutting (docs/semantics.md, "Moving AI maps"); the panel shows it and it can be changed.
    QString movement;
    const bool benchmarkFile =
        isMovingAiMapPath(localPath(path)) || isMovingAiScenarioPath(localPath(path));
    if (!asScenario && benchmarkFile &&
        m_run.controls()->movement() != Diagonal::OnlyWhenNoObstacles) {
        const QString switched = m_run.controls()->setMovement(Diagonal::OnlyWhenNoObstacles);
        movement = tr(" Moves: %1, the benchmark's rule.")
                       .arg(fromStd(diagonalName(Diagonal::OnlyWhenNoObstacles))) +
                   (switched.isEmpty() ? QString() : QStringLiteral(" ") + switched);
    }
    setCurrentFile(path, asScenario);
    if (asScenario) // as the window shows them: what a change is measured against
        m_savedChoices = std::make_unique<Scenario>(choices());
    updateTitle();
    addRecent(path);
    m_window.statusBar()->showMessage(
        tr("Opened %1.").arg(QDir::toNativeSeparators(path)) + movement, 8000);
    emit documentOpened(benchmark);
    if (!scenarioNote.isEmpty())
        showErrorBox(m_window,
                     tr("Opened %1 without its benchmark problems").arg(QFileInfo(path).fileName()),
                     scenarioNote);
    return true;
}

bool DocumentController::openUnsaved(const Scenario& scenario, bool choices) {
    if (!maybeSave())
        return false;
    // The choices first: the panel then already has the generator the maze's mask goes with.
    if (choices)
        applyChoices(scenario);
    showDocument(scenario.maze);
    if (!choices)
        showProvenanceChoices(scenario.maze.provenance);
    setCurrentFile({}, false);
    emit documentOpened({});
    return true;
}

bool DocumentController::openFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        showErrorBox(m_window, tr("Cannot open %1").arg(QFileInfo(path).fileName()),
                     tr("%1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    const bool scenario =
        file.read(kScenarioFileMagic.size()) ==
        QByteArray(kScenarioFileMagic.data(), qsizetype(kScenarioFileMagic.size()));
    return scenario ? openScenarioFile(path) : openMazeFile(path);
}

bool DocumentController::saveMazeFile(const QString& path) {
    return saveDocument(path, false);
}

bool DocumentController::saveScenarioFile(const QString& path) {
    return saveDocument(path, true);
}

bool DocumentController::saveDocument(const QString& requested, bool asScenario) {
    const QString what = asScenario ? tr("scenario") : tr("maze");
    if (m_run.generating()) {
        showErrorBox(m_window, tr("Cannot save the %1 yet").arg(what),
                     tr("The maze is still being generated: wait for it to finish, or press "
                        "Reset."));
        return false;
    }
    const QString path = withSuffix(requested, asScenario ? kScenarioSuffix : kMazeSuffix);
    Scenario saved;
    try {
        if (asScenario) {
            saved = scenario();
            mazelab::saveScenarioFile(localPath(path), saved);
        } else {
            mazelab::saveMazeFile(localPath(path),
                                  MazeDocument{m_run.scene()->maze(), m_run.scene()->provenance()});
        }
    } catch (const Error& e) {
        showErrorBox(m_window, tr("Cannot save the %1").arg(what),
                     QString::fromStdString(e.what()));
        return false;
    }
    setCurrentFile(path, asScenario);
    if (asScenario) {
        saved.maze = MazeDocument{};
        m_savedChoices = std::make_unique<Scenario>(std::move(saved));
    }
    addRecent(path);
    m_edits.undoStack()->setClean();
    updateTitle();
    m_window.statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 6000);
    return true;
}

void DocumentController::showDocument(const MazeDocument& document) {
    m_run.animator()->reset(); // a run on the old maze (a generation brings its old maze back)
    m_edits.resetHistory();
    m_run.scene()->setMaze(document.maze, document.provenance);
    m_run.clearStats();
    m_run.updateStatus();
}

void DocumentController::showProvenanceChoices(const std::optional<Provenance>& provenance) {
    const GeneratorInfo* generator = provenance ? findGenerator(provenance->generator) : nullptr;
    ControlPanel& controls = *m_run.controls();
    if (!generator) {
        // A maze of no known generator (a Moving AI map, a hand-made file): the size fields
        // still show the maze on screen, so that Regenerate carves one of its size in its mask.
        const Maze& maze = m_run.scene()->maze();
        (void)controls.setCellShape(maze.shapeKind());
        if (maze.shapeKind() == ShapeKind::Polar)
            controls.setRings(maze.size().height);
        else if (Maze::sizeError(maze.size()).empty())
            controls.setMazeSize(maze.size());
        return;
    }
    try {
        const ParamValues params = resolveParams(generator->params, provenance->params);
        const Shaping shaping = parseShaping(provenance->shaping);
        const Maze& maze = m_run.scene()->maze();
        (void)controls.setCellShape(maze.shapeKind()); // before the generator, which builds it
        controls.selectGenerator(generator->id);
        controls.setGeneratorParams(params);
        controls.setSeed(provenance->seed);
        if (maze.shapeKind() == ShapeKind::Polar)
            controls.setRings(maze.size().height);
        else
            controls.setMazeSize(maze.size());
        controls.setShaping(shaping);
    } catch (const Error&) {
        // Provenance from a newer mazelab: the maze is shown, the choices stay as they were.
    }
}

void DocumentController::followUndo() {
    const std::optional<Provenance>& shown = m_run.scene()->provenance();
    const int count = m_edits.undoStack()->count();
    const bool moved = count == std::exchange(m_historyCount, count);
    if (moved && shown && shown != m_historyProvenance)
        showProvenanceChoices(shown);
    m_historyProvenance = shown;
}

Scenario DocumentController::scenario() const {
    Scenario s = choices();
    s.maze = MazeDocument{m_run.scene()->maze(), m_run.scene()->provenance()};
    return s;
}

Scenario DocumentController::choices() const {
    const ControlPanel& controls = *m_run.controls();
    Scenario s;
    const GeneratorInfo& generator = controls.generator();
    s.generator = std::string(generator.id);
    s.params = formatParams(generator.params, controls.generatorParams());
    s.seed = controls.seed(); // throws Error on a seed that is not a number
    s.size = controls.mazeSize();
    s.cells = controls.cellShape();
    s.rings = controls.rings();
    s.shaping = formatShaping(controls.shaping());
    s.solver = std::string(controls.solver().id);
    s.solverParams = formatParams(controls.solver().params, controls.solverParams());
    s.diagonal = controls.movement();
    const QStringList race = m_run.raceSolvers();
    if (race.size() >= 2 && race.size() <= 8)
        s.race = toStdVector(race);
    s.speed = Scenario::Speed(int(controls.speedChoice()));
    if (s.speed == Scenario::Speed::Custom)
        s.stepsPerSecond = controls.speed(s.size).stepsPerSecond;
    s.grid = m_run.view()->gridVisible();
    s.thinWalls = m_run.view()->wallStyle() == MazeView::WallStyle::ThinWalls;
    return s;
}

void DocumentController::applyChoices(const Scenario& s) {
    // A scenario read by the core is valid; settings from an older mazelab may not be, and then
    // keep the panel's defaults for whatever does not fit.
    ControlPanel& controls = *m_run.controls();
    (void)controls.setCellShape(s.cells); // before the generator, which builds them
    if (s.cells == ShapeKind::Polar)
        controls.setRings(s.rings);
    if (controls.selectGenerator(s.generator)) {
        try {
            controls.setGeneratorParams(resolveParams(controls.generator().params, s.params));
        } catch (const Error&) {
        }
    }
    controls.setSeed(s.seed);
    if (Maze::sizeError(s.size).empty())
        controls.setMazeSize(s.size);
    try {
        controls.setShaping(parseShaping(s.shaping));
    } catch (const Error&) {
    }
    (void)controls.setMovement(s.diagonal); // before the solver, which must take it
    if (controls.selectSolver(s.solver)) {
        try {
            controls.setSolverParams(resolveParams(controls.solver().params, s.solverParams));
        } catch (const Error&) {
        }
    }
    if (s.speed == Scenario::Speed::Custom)
        controls.setStepsPerSecond(s.stepsPerSecond);
    else
        controls.setSpeedChoice(ControlPanel::SpeedChoice(int(s.speed)));
    controls.setGridVisible(s.grid);
    controls.setThinWalls(s.thinWalls);
    m_run.setRaceSolvers(toQStringList(s.race));
}

void DocumentController::setCurrentFile(const QString& path, bool scenario) {
    m_currentFile = path;
    m_currentIsScenario = scenario && !path.isEmpty();
    if (!m_currentIsScenario)
        m_savedChoices.reset();
    m_saveMaze->setText(m_currentIsScenario ? tr("&Save scenario") : tr("&Save maze"));
    updateTitle();
}

void DocumentController::updateTitle() {
    const QString name =
        m_currentFile.isEmpty() ? tr("Untitled") : QFileInfo(m_currentFile).fileName();
    m_window.setWindowTitle(tr("%1[*] — mazelab").arg(name));
    m_window.setWindowModified(isModified());
}

void DocumentController::addRecent(const QString& path) {
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList recent = m_recent;
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > kMaxRecent)
        recent.removeLast();
    setRecent(recent);
    rebuildRecentMenu();
}

void DocumentController::setRecent(const QStringList& paths) {
    m_recent = paths;
    if (m_settings)
        m_settings->setValue(kRecentKey, m_recent);
}

void DocumentController::rebuildRecentMenu() {
    QStringList missing;
    for (const QString& path : std::as_const(m_recent))
        if (!QFileInfo::exists(path))
            missing << path;
    if (!missing.isEmpty()) {
        QStringList kept = m_recent;
        QStringList names;
        for (const QString& path : std::as_const(missing)) {
            kept.removeAll(path);
            names << QDir::toNativeSeparators(path);
        }
        setRecent(kept);
        m_window.statusBar()->showMessage(tr("Removed from the recent files, no longer there: %1")
                                              .arg(names.join(QStringLiteral(", "))),
                                          10000);
    }
    m_recentMenu->clear();
    for (int i = 0; i < int(m_recent.size()); ++i) {
        const QString path = m_recent[i];
        QAction* open = m_recentMenu->addAction(tr("&%1 %2").arg(i + 1).arg(
            QFileInfo(path).fileName().replace(QLatin1Char('&'), QStringLiteral("&&"))));
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

void DocumentController::useSettings(QSettings* settings) {
    m_settings = settings;
    m_recent = settings->value(kRecentKey).toStringList();
    rebuildRecentMenu();
    m_run.controls()->setSeedLocked(settings->value(kSeedLockedKey, false).toBool());
    // The choices are a scenario's header: the same reader checks them.
    const QString choices = settings->value(kChoicesKey).toString();
    if (choices.isEmpty())
        return;
    try {
        applyChoices(readScenarioText(choices.toStdString()));
        m_run.animator()->generateNow(m_run.generateRequest()); // the maze they make
        m_edits.undoStack()->clear();
    } catch (const Error& e) {
        m_window.statusBar()->showMessage(
            tr("The saved choices were not restored: %1").arg(QString::fromStdString(e.what())),
            10000);
    }
}

void DocumentController::saveSettings(QSettings& settings) const {
    settings.setValue(kRecentKey, m_recent);
    settings.setValue(kSeedLockedKey, m_run.controls()->seedLocked());
    try {
        // A scenario's text with the smallest maze: the choices are what is remembered.
        settings.setValue(kChoicesKey, QString::fromStdString(writeScenarioText(choices())));
    } catch (const Error&) {
        // A seed that is not a number: keep the choices saved last time.
    }
}

} // namespace mazelab::ui
