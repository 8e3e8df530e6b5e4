#include "ui/present/presenting_controller.hpp"

#include "core/registry.hpp"
#include "core/run.hpp"
#include "ui/animation/animator.hpp"
#include "ui/controllers/run_controller.hpp"
#include "ui/panels/control_panel.hpp"
#include "ui/panels/panel_docks.hpp"
#include "ui/panels/window_actions.hpp"
#include "ui/present/animation_export.hpp"
#include "ui/present/export_dialogs.hpp"
#include "ui/present/view_export.hpp"
#include "ui/race/race_window.hpp"
#include "ui/stage/stage.hpp"
#include "ui/teaching/guided_tour.hpp"
#include "ui/view/legend_widget.hpp"
#include "ui/view/maze_scene.hpp"
#include "ui/view/maze_view.hpp"
#include "ui/view/palettes.hpp"
#include "ui/widgets/error_box.hpp"
#include "ui/widgets/qt_text.hpp"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QMainWindow>
#include <QMenu>
#include <QProgressDialog>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>

namespace mazelab::ui {
namespace {

constexpr QLatin1String kPaletteKey("view/palette");
constexpr QLatin1String kTourSeenKey("tourSeen");

// What File > Export animation… offers: the solve on screen, else the chosen pathfinder's; and
// the generation that the panel's choices make, if that is the maze on screen (steps -1: none).
struct AnimationChoices {
    AnimationRun solve;
    AnimationRun generation;
    std::int64_t generationSteps = -1;
};

AnimationChoices animationChoices(const RunController& run) {
    AnimationChoices choices;
    const Animator& animator = *run.animator();
    choices.solve.maze = run.scene()->maze();
    choices.solve.solver = &run.controls()->solver();
    if (animator.job() == Animator::Job::Solve)
        for (const SolverInfo* s : solvers())
            if (fromStd(s->name) == animator.figures().solver)
                choices.solve.solver = s;
    choices.solve.params = run.controls()->solverParams(*choices.solve.solver);
    // The solve on screen replays under its own movement; another under the panel's.
    choices.solve.rule = animator.job() == Animator::Job::Solve ? animator.runningDiagonal()
                                                                : run.controls()->movement();
    try {
        GenerateRequest request = run.generateRequest();
        if (generateMaze(request) == run.scene()->maze()) {
            choices.generation.generation = request;
            choices.generationSteps = countSteps(choices.generation);
        }
    } catch (const Error&) {
        // The panel's choices do not make a maze (a bad seed, say): no generation to offer.
    }
    return choices;
}

} // namespace

PresentingController::PresentingController(QMainWindow& window, RunController& run,
                                           LegendWidget* legend, const FileActions& file,
                                           const ViewActions& view, const HelpActions& help,
                                           const PanelDocks& docks, StageHud* hud)
    : QObject(&window), m_window(window), m_run(run), m_legend(legend),
      m_presentation(view.presentation), m_paletteMenu(view.palette), m_docks(docks),
      m_stage(std::make_unique<Stage>(window, *run.scene(), run.view(), hud)) {
    window.installEventFilter(this);
    setObjectName(QStringLiteral("presentingController"));
    connect(file.exportView, &QAction::triggered, this, &PresentingController::exportView);
    connect(file.exportAnimation, &QAction::triggered, this,
            &PresentingController::exportAnimation);
    connect(m_presentation, &QAction::toggled, this, &PresentingController::setPresentationMode);
    for (QAction* action : m_paletteMenu->actions()) {
        action->setChecked(action->data().toString() == m_paletteName);
        connect(action, &QAction::triggered, this,
                [this, id = action->data().toString()] { setPaletteName(id); });
    }
    connect(help.tour, &QAction::triggered, this, &PresentingController::showTour);
}

PresentingController::~PresentingController() = default;

bool PresentingController::eventFilter(QObject* watched, QEvent* event) {
    if (watched == &m_window && event->type() == QEvent::Resize)
        m_stage->fit();
    return QObject::eventFilter(watched, event);
}

bool PresentingController::setPaletteName(const QString& id) {
    const NamedPalette* p = findPalette(id);
    if (!p)
        return false;
    m_run.view()->setPalette(p->palette);
    m_legend->setPalette(p->palette);
    if (m_run.raceWindow())
        m_run.raceWindow()->setMazePalette(p->palette);
    for (QAction* action : m_paletteMenu->actions())
        action->setChecked(action->data().toString() == id);
    if (id != m_paletteName) {
        m_paletteName = id;
        emit paletteNameChanged(id);
    }
    return true;
}

bool PresentingController::presentationMode() const {
    return m_stage->active();
}

void PresentingController::setPresentationMode(bool on) {
    if (on == presentationMode())
        return;
    if (on)
        m_stage->enter(m_docks.pinnedDocks());
    else
        m_stage->leave();
    m_presentation->setChecked(on);
    emit presentationModeChanged(on);
}

void PresentingController::setTourSeen(bool seen) {
    if (seen == m_tourSeen)
        return;
    m_tourSeen = seen;
    emit tourSeenChanged(seen);
}

void PresentingController::showTour() {
    if (!m_tour) {
        m_tour = new GuidedTour(&m_window);
        connect(m_tour, &GuidedTour::closedWithChoice, this, &PresentingController::setTourSeen);
    }
    m_tour->setDontShowAgain(m_tourSeen);
    m_tour->setPage(0);
    m_tour->show();
    m_tour->raise();
    m_tour->activateWindow();
}

void PresentingController::showTourIfUnseen() {
    if (!m_tourSeen) // once the window is on screen
        QTimer::singleShot(0, this, &PresentingController::showTour);
}

void PresentingController::useSettings(QSettings* settings) {
    if (const QString palette = settings->value(kPaletteKey).toString(); !palette.isEmpty())
        setPaletteName(palette); // an unknown name (a newer version's) keeps the default
    setTourSeen(settings->value(kTourSeenKey, false).toBool());
    connect(this, &PresentingController::paletteNameChanged, this,
            [settings](const QString& id) { settings->setValue(kPaletteKey, id); });
    connect(this, &PresentingController::tourSeenChanged, this,
            [settings](bool seen) { settings->setValue(kTourSeenKey, seen); });
}

void PresentingController::saveSettings(QSettings& settings) const {
    settings.setValue(kPaletteKey, m_paletteName);
    settings.setValue(kTourSeenKey, m_tourSeen);
}

QString PresentingController::exportViewTo(const QString& path, QSize size) const {
    return exportViewImage(*m_run.view(), path, size);
}

void PresentingController::exportView() {
    ExportViewDialog dialog(m_run.view()->size(), &m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString path =
        QFileDialog::getSaveFileName(&m_window, tr("Export view"), QStringLiteral("maze.png"),
                                     tr("PNG picture (*.png);;SVG picture (*.svg)"));
    if (path.isEmpty())
        return;
    if (const QString error = exportViewTo(path, dialog.imageSize()); !error.isEmpty())
        showErrorBox(m_window, tr("Cannot export the view"), error);
    else
        m_window.statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 8000);
}

void PresentingController::exportAnimation() {
    if (m_run.generating()) {
        m_window.statusBar()->showMessage(tr("The maze is still being generated: let it finish "
                                             "(or press Reset), then export its generation or a "
                                             "solve."),
                                          8000);
        return;
    }
    const AnimationChoices choices = animationChoices(m_run);
    const SolverInfo& solver = *choices.solve.solver;
    const QString solveLabel = tr("Solve: %1").arg(fromStd(solver.name));
    // A solver that refuses the movement or the maze (Jump Point Search) has no solve to offer.
    std::string refusal = solver.movementError(choices.solve.rule);
    if (refusal.empty())
        refusal = solver.mazeProblem(choices.solve.maze);
    const std::int64_t solveSteps = refusal.empty() ? countSteps(choices.solve) : -1;
    if (solveSteps < 0 && choices.generationSteps < 0) {
        m_window.statusBar()->showMessage(fromStd(refusal), 8000);
        return;
    }
    MazeView& view = *m_run.view();
    ExportAnimationDialog dialog(view.size(), solveLabel, solveSteps, choices.generationSteps,
                                 &m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    AnimationOptions options;
    options.format = dialog.gif() ? AnimationFormat::Gif : AnimationFormat::PngSequence;
    options.size = dialog.frameSize();
    options.frameStep = dialog.frameStep();
    options.frameDelayMs = dialog.frameDelayMs();
    options.path = dialog.gif() ? QFileDialog::getSaveFileName(&m_window, tr("Export animation"),
                                                               QStringLiteral("maze.gif"),
                                                               tr("Animated GIF (*.gif)"))
                                : QFileDialog::getExistingDirectory(
                                      &m_window, tr("Folder for the frames (frame-0001.png, …)"));
    if (options.path.isEmpty())
        return;

    QProgressDialog progress(tr("Drawing the frames…"), tr("Cancel"), 0, 1, &m_window);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    const FrameStyle style{view.mazePalette(), view.wallStyle() == MazeView::WallStyle::ThinWalls,
                           view.gridVisible(), view.wallWeight()};
    const AnimationResult result =
        ui::exportAnimation(dialog.generation() ? choices.generation : choices.solve, style,
                            options, [&progress](int done, int total) {
                                progress.setMaximum(total);
                                progress.setValue(done);
                                QApplication::processEvents();
                                return !progress.wasCanceled();
                            });
    progress.reset();
    if (!result.error.isEmpty())
        showErrorBox(m_window, tr("Cannot export the animation"), result.error);
    else if (result.cancelled)
        m_window.statusBar()->showMessage(tr("Export cancelled: no file was left behind"), 8000);
    else
        m_window.statusBar()->showMessage(tr("Saved %1 frames to %2")
                                              .arg(result.frames)
                                              .arg(QDir::toNativeSeparators(options.path)),
                                          8000);
}

} // namespace mazelab::ui
