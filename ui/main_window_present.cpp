// MainWindow's presenting commands: File > Export view… and Export animation…, View >
// Presentation mode and Palette, Help > Guided tour…. Kept apart from main_window.cpp, which
// holds the window's parts and its maze commands.
#include "ui/main_window.hpp"

#include "core/registry.hpp"
#include "core/run.hpp"
#include "ui/animation_export.hpp"
#include "ui/control_panel.hpp"
#include "ui/export_dialogs.hpp"
#include "ui/guided_tour.hpp"
#include "ui/legend_widget.hpp"
#include "ui/maze_scene.hpp"
#include "ui/maze_view.hpp"
#include "ui/palettes.hpp"
#include "ui/presentation_mode.hpp"
#include "ui/race_window.hpp"
#include "ui/view_export.hpp"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QProgressDialog>
#include <QStatusBar>
#include <QTimer>

namespace mazelab::ui {

void MainWindow::createPresentingActions(QMenu* file, QMenu* view, QMenu* help) {
    QAction* first = file->actions().value(0); // the separator before Quit
    m_exportView = new QAction(tr("Export &view…"), this);
    m_exportView->setObjectName(QStringLiteral("exportViewAction"));
    m_exportView->setStatusTip(tr("Save the whole maze as a PNG or SVG picture"));
    m_exportAnimation = new QAction(tr("Export &animation…"), this);
    m_exportAnimation->setObjectName(QStringLiteral("exportAnimationAction"));
    m_exportAnimation->setStatusTip(
        tr("Save the solve or the generation as an animated GIF or numbered PNG files"));
    file->insertAction(first, m_exportView);
    file->insertAction(first, m_exportAnimation);
    connect(m_exportView, &QAction::triggered, this, &MainWindow::exportView);
    connect(m_exportAnimation, &QAction::triggered, this, &MainWindow::exportAnimation);

    m_presentation = new QAction(tr("&Presentation mode"), this);
    m_presentation->setObjectName(QStringLiteral("presentationAction"));
    m_presentation->setCheckable(true);
    m_presentation->setShortcuts({QKeySequence(Qt::Key_F5), QKeySequence(Qt::CTRL | Qt::Key_P)});
    m_presentation->setStatusTip(tr("Large type and thick walls for a lecture room (F5)"));
    addAction(m_presentation); // works in full screen too, with the menu bar hidden
    connect(m_presentation, &QAction::toggled, this, &MainWindow::setPresentationMode);
    view->addAction(m_presentation);

    m_paletteMenu = view->addMenu(tr("Pa&lette"));
    m_paletteMenu->setObjectName(QStringLiteral("paletteMenu"));
    auto* group = new QActionGroup(this);
    for (const NamedPalette& p : mazePalettes()) {
        QAction* action = m_paletteMenu->addAction(p.name);
        action->setData(p.id);
        action->setCheckable(true);
        action->setChecked(p.id == m_paletteName);
        group->addAction(action);
        connect(action, &QAction::triggered, this, [this, id = p.id] { setPaletteName(id); });
    }

    help->addSeparator();
    m_tourAction = help->addAction(tr("Guided &tour…"), this, &MainWindow::showTour);
    m_tourAction->setObjectName(QStringLiteral("tourAction"));
}

bool MainWindow::setPaletteName(const QString& id) {
    const NamedPalette* p = findPalette(id);
    if (!p)
        return false;
    m_view->setPalette(p->palette);
    m_legend->setPalette(p->palette);
    if (m_raceWindow)
        m_raceWindow->setMazePalette(p->palette);
    for (QAction* action : m_paletteMenu->actions())
        action->setChecked(action->data().toString() == id);
    if (id != m_paletteName) {
        m_paletteName = id;
        emit paletteNameChanged(id);
    }
    return true;
}

bool MainWindow::presentationMode() const {
    return m_presentationMode && m_presentationMode->active();
}

void MainWindow::setPresentationMode(bool on) {
    if (on == presentationMode())
        return;
    if (!m_presentationMode)
        m_presentationMode = std::make_unique<PresentationMode>();
    if (on)
        m_presentationMode->enter(*this, m_view);
    else
        m_presentationMode->leave();
    m_presentation->setChecked(on);
    emit presentationModeChanged(on);
}

void MainWindow::setTourSeen(bool seen) {
    if (seen == m_tourSeen)
        return;
    m_tourSeen = seen;
    emit tourSeenChanged(seen);
}

void MainWindow::showTour() {
    if (!m_tour) {
        m_tour = new GuidedTour(this);
        connect(m_tour, &GuidedTour::closedWithChoice, this, &MainWindow::setTourSeen);
    }
    m_tour->setDontShowAgain(m_tourSeen);
    m_tour->setPage(0);
    m_tour->show();
    m_tour->raise();
    m_tour->activateWindow();
}

void MainWindow::showTourIfUnseen() {
    if (!m_tourSeen)
        QTimer::singleShot(0, this, &MainWindow::showTour); // once the window is on screen
}

QString MainWindow::exportViewTo(const QString& path, QSize size) const {
    return exportViewImage(*m_view, path, size);
}

void MainWindow::exportView() {
    ExportViewDialog dialog(m_view->size(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export view"), QStringLiteral("maze.png"),
                                     tr("PNG picture (*.png);;SVG picture (*.svg)"));
    if (path.isEmpty())
        return;
    if (const QString error = exportViewTo(path, dialog.imageSize()); !error.isEmpty())
        showError(tr("Cannot export the view"), error);
    else
        statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 8000);
}

void MainWindow::exportAnimation() {
    if (m_animator->job() == Animator::Job::Generation &&
        (m_animator->state() == Animator::State::Running ||
         m_animator->state() == Animator::State::Paused)) {
        statusBar()->showMessage(tr("The maze is still being generated: let it finish (or press "
                                    "Reset), then export its generation or a solve."),
                                 8000);
        return;
    }
    // The solve: the one on screen, else the chosen pathfinder's. The generation: what the
    // panel's choices make, offered only if that is the maze on screen.
    AnimationRun solve;
    solve.maze = m_scene->maze();
    solve.solver = &m_controls->solver();
    if (m_animator->job() == Animator::Job::Solve)
        for (const SolverInfo* s : solvers())
            if (QString::fromUtf8(s->name.data(), qsizetype(s->name.size())) ==
                m_animator->figures().solver)
                solve.solver = s;
    AnimationRun generation;
    std::int64_t generationSteps = -1;
    try {
        GenerateRequest request = generateRequest();
        if (generateMaze(request) == m_scene->maze()) {
            generation.generation = request;
            generationSteps = countSteps(generation);
        }
    } catch (const Error&) {
        // The panel's choices do not make a maze (a bad seed, say): no generation to offer.
    }
    const QString solveLabel = tr("Solve: %1")
                                   .arg(QString::fromUtf8(solve.solver->name.data(),
                                                          qsizetype(solve.solver->name.size())));
    ExportAnimationDialog dialog(m_view->size(), solveLabel, countSteps(solve), generationSteps,
                                 this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    AnimationOptions options;
    options.format = dialog.gif() ? AnimationFormat::Gif : AnimationFormat::PngSequence;
    options.size = dialog.frameSize();
    options.frameStep = dialog.frameStep();
    options.frameDelayMs = dialog.frameDelayMs();
    options.path = dialog.gif() ? QFileDialog::getSaveFileName(this, tr("Export animation"),
                                                               QStringLiteral("maze.gif"),
                                                               tr("Animated GIF (*.gif)"))
                                : QFileDialog::getExistingDirectory(
                                      this, tr("Folder for the frames (frame-0001.png, …)"));
    if (options.path.isEmpty())
        return;

    QProgressDialog progress(tr("Drawing the frames…"), tr("Cancel"), 0, 1, this);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    const AnimationRun& run = dialog.generation() ? generation : solve;
    const FrameStyle style{m_view->mazePalette(),
                           m_view->wallStyle() == MazeView::WallStyle::ThinWalls,
                           m_view->gridVisible(), m_view->wallWeight()};
    const AnimationResult result =
        ui::exportAnimation(run, style, options, [&progress](int done, int total) {
            progress.setMaximum(total);
            progress.setValue(done);
            QApplication::processEvents();
            return !progress.wasCanceled();
        });
    progress.reset();
    if (!result.error.isEmpty())
        showError(tr("Cannot export the animation"), result.error);
    else if (result.cancelled)
        statusBar()->showMessage(tr("Export cancelled: no file was left behind"), 8000);
    else
        statusBar()->showMessage(tr("Saved %1 frames to %2")
                                     .arg(result.frames)
                                     .arg(QDir::toNativeSeparators(options.path)),
                                 8000);
}

} // namespace mazelab::ui
