#include "ui/learn/learn_controller.hpp"

#include "core/learn/challenges.hpp"
#include "core/learn/session_log.hpp"
#include "core/safe_file.hpp"
#include "core/scenario.hpp"
#include "ui/animation/animator.hpp"
#include "ui/controllers/document_controller.hpp"
#include "ui/controllers/run_controller.hpp"
#include "ui/learn/challenge_panel.hpp"
#include "ui/learn/lesson_controller.hpp"
#include "ui/learn/lesson_resources.hpp"
#include "ui/learn/narration_panel.hpp"
#include "ui/learn/predict_controller.hpp"
#include "ui/learn/predict_panel.hpp"
#include "ui/learn/question_controller.hpp"
#include "ui/learn/question_panel.hpp"
#include "ui/panels/control_panel.hpp"
#include "ui/panels/panel_docks.hpp"
#include "ui/present/presenting_controller.hpp"
#include "ui/view/maze_scene.hpp"
#include "ui/widgets/error_box.hpp"
#include "ui/widgets/qt_text.hpp"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QDateTime>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QStatusBar>
#include <QTextEdit>

#include <sstream>

namespace mazelab::ui {

LearnController::LearnController(QMainWindow& window, RunController& run,
                                 DocumentController& document, PresentingController& presenting,
                                 AgentController& agent, const Places& places)
    : QObject(&window), m_window(window), m_run(run), m_document(document),
      m_log(std::make_unique<learn::SessionLog>()) {
    m_predict = new PredictController(run, *m_log, this);
    m_predictPanel = new PredictPanel(*m_predict, *m_log, &window);
    m_predictDock = addDock(tr("Predict"), QStringLiteral("predictDock"), m_predictPanel);
    m_questionPanel = new QuestionPanel(&window);
    m_questionDock = addDock(tr("Question"), QStringLiteral("questionDock"), m_questionPanel);
    m_questions = new QuestionController(run, *m_questionPanel, *m_log, this);
    m_challengePanel = new ChallengePanel(&window);
    m_challengeDock = addDock(tr("Challenges"), QStringLiteral("challengeDock"), m_challengePanel);
    m_narrationPanel = new NarrationPanel(&window);
    // A lesson's narration in the lower half of the right column, so that a stage's question
    // (beside the statistics) shows with it.
    m_narrationDock =
        addDock(tr("Lesson"), QStringLiteral("narrationDock"), m_narrationPanel, "legendDock");
    m_lessons = new LessonController(window, run, document, agent, *m_narrationPanel, *m_questions,
                                     *m_log, this);
    buildLearnMenu(places.beforeMenu);
    buildFileEntries(places.fileMenu, places.beforeAction);

    connect(m_questions, &QuestionController::questionShown, m_questionDock, [this] {
        m_questionDock->show();
        m_questionDock->raise();
    });
    connect(m_questions, &QuestionController::questionClosed, m_questionDock, [this] {
        if (!m_lessons->active() || !m_askAction->isChecked())
            m_questionDock->hide();
    });
    connect(m_challengePanel, &ChallengePanel::startRequested, this,
            &LearnController::startChallenge);
    connect(m_challengePanel, &ChallengePanel::checkRequested, this,
            &LearnController::checkChallenge);
    connect(m_lessons, &LessonController::started, this, [this] {
        endOthers(Mode::Lesson);
        m_narrationDock->show();
        m_narrationDock->raise();
    });
    connect(m_lessons, &LessonController::started, this, [this] { m_endLesson->setEnabled(true); });
    connect(m_lessons, &LessonController::ended, this, [this] {
        m_endLesson->setEnabled(false);
        m_narrationDock->hide();
        if (!m_askAction->isChecked())
            m_questionDock->hide();
    });
    // A new maze ends a lesson: its stages belong to its own mazes.
    connect(&run, &RunController::generationStarting, m_lessons, &LessonController::close);
    connect(&presenting, &PresentingController::presentationModeChanged, this,
            &LearnController::setLarge);
    qApp->installEventFilter(this);
}

LearnController::~LearnController() {
    qApp->removeEventFilter(this);
}

QDockWidget* LearnController::addDock(const QString& title, const QString& objectName,
                                      QWidget* panel, const char* besideDock) {
    auto* dock = new QDockWidget(title, &m_window);
    dock->setObjectName(objectName);
    dock->setWidget(scrolling(panel));
    m_window.addDockWidget(Qt::RightDockWidgetArea, dock);
    dock->hide();
    if (auto* beside = m_window.findChild<QDockWidget*>(QLatin1String(besideDock))) {
        m_window.tabifyDockWidget(beside, dock);
        beside->raise(); // the window's own panel stays in front until a learning one is used
    }
    return dock;
}

void LearnController::buildLearnMenu(QAction* beforeMenu) {
    auto* menu = new QMenu(tr("&Learn"), &m_window);
    menu->setObjectName(QStringLiteral("learnMenu"));
    m_window.menuBar()->insertMenu(beforeMenu, menu);
    auto add = [&](const char* name, const QString& text, const QKeySequence& key,
                   const QString& tip) {
        QAction* a = menu->addAction(text);
        a->setObjectName(QLatin1String(name));
        a->setShortcut(key);
        a->setToolTip(tip);
        a->setStatusTip(tip);
        return a;
    };
    m_predictAction = add("predictAction", tr("&Predict"), QKeySequence(Qt::Key_P),
                          tr("The run stops before each step: click the cell you think comes "
                             "next (P)."));
    m_predictAction->setCheckable(true);
    m_nextMaze = add("nextMazeAction", tr("&Next maze"), QKeySequence(Qt::SHIFT | Qt::Key_N),
                     tr("Predict on a new maze from a fresh seed (Shift+N)."));
    menu->addSeparator();
    m_askAction = add("askAction", tr("Ask &questions"), QKeySequence(Qt::Key_Q),
                      tr("Solves stop now and then for a question about what the solver does "
                         "(Q)."));
    m_askAction->setCheckable(true);
    m_askNow = add("askNowAction", tr("Ask a question &now"), QKeySequence(Qt::SHIFT | Qt::Key_Q),
                   tr("Pause the solve and ask a question about this very point (Shift+Q)."));
    connect(m_askNow, &QAction::triggered, this, [this] {
        m_run.animator()->pause();
        if (!m_questions->askNow())
            m_window.statusBar()->showMessage(
                tr("No question applies here: solve the maze, or step on a little, then ask."),
                8000);
    });
    m_challengesAction = add("challengesAction", tr("&Challenges"), QKeySequence(Qt::Key_K),
                             tr("Build a maze that makes a solver behave as asked (K)."));
    m_endLesson = add("endLessonAction", tr("&End lesson"), QKeySequence(),
                      tr("Close the lesson and its narration."));
    m_endLesson->setEnabled(false);
    connect(m_endLesson, &QAction::triggered, m_lessons, &LessonController::close);

    connect(m_predictAction, &QAction::toggled, this, [this](bool on) {
        if (on)
            endOthers(Mode::Predict);
        m_predict->setActive(on);
        m_predictDock->setVisible(on);
        if (on)
            m_predictDock->raise();
    });
    connect(m_nextMaze, &QAction::triggered, this, [this] {
        // The maze first: a Cancel in the unsaved-changes question leaves Predict as it was.
        if (m_predict->nextMaze())
            m_predictAction->setChecked(true);
    });
    connect(m_askAction, &QAction::toggled, this, [this](bool on) {
        if (on)
            endOthers(Mode::Ask);
        m_questions->setActive(on);
        if (!on && !m_lessons->active())
            m_questionDock->hide();
        m_window.statusBar()->showMessage(
            on ? tr("Questions on: the next solve stops now and then to ask one.")
               : tr("Questions off."),
            6000);
    });
    connect(m_challengesAction, &QAction::triggered, this, [this] {
        m_challengeDock->show();
        m_challengeDock->raise();
    });
}

void LearnController::buildFileEntries(QMenu* fileMenu, QAction* beforeAction) {
    m_lessonsMenu = new QMenu(tr("&Lessons"), fileMenu);
    m_lessonsMenu->setObjectName(QStringLiteral("lessonsMenu"));
    for (const QString& path : lessonResources()) {
        QString error;
        const std::optional<learn::Lesson> lesson = loadLesson(path, &error);
        QAction* a = m_lessonsMenu->addAction(lesson ? QString::fromStdString(lesson->title)
                                                     : QFileInfo(path).fileName());
        a->setData(path);
        a->setEnabled(lesson.has_value()); // a broken resource says why when hovered
        a->setToolTip(error);
        connect(a, &QAction::triggered, this, [this, path] { m_lessons->open(path); });
    }
    m_lessonsMenu->addSeparator();
    QAction* openFile = m_lessonsMenu->addAction(tr("Open lesson &file…"));
    openFile->setObjectName(QStringLiteral("openLessonAction"));
    connect(openFile, &QAction::triggered, this, &LearnController::openLessonFile);
    fileMenu->insertMenu(beforeAction, m_lessonsMenu);

    m_exportProgress = new QAction(tr("Export p&rogress…"), &m_window);
    m_exportProgress->setObjectName(QStringLiteral("exportProgressAction"));
    m_exportProgress->setToolTip(tr("Save every prediction, answer and challenge check of this "
                                    "session as CSV, for marking."));
    fileMenu->insertAction(beforeAction, m_exportProgress);
    fileMenu->insertSeparator(beforeAction);
    connect(m_exportProgress, &QAction::triggered, this, &LearnController::exportProgress);
}

void LearnController::endOthers(Mode keep) {
    if (keep != Mode::Predict && m_predictAction->isChecked())
        m_predictAction->setChecked(false);
    if (keep != Mode::Ask && m_askAction->isChecked())
        m_askAction->setChecked(false);
    if (keep != Mode::Lesson && m_lessons->active())
        m_lessons->close();
}

void LearnController::setLarge(bool large) {
    m_predictPanel->setLarge(large);
    m_questionPanel->setLarge(large);
    m_narrationPanel->setLarge(large);
    // The stage hides the panels that are not pinned: the ones in use come back beside the maze.
    m_predictDock->setVisible(m_predict->active());
    m_questionDock->setVisible(m_questions->asking());
    m_narrationDock->setVisible(m_lessons->active());
}

bool LearnController::startChallenge(const QString& id) {
    const learn::Challenge* challenge = learn::findChallenge(id.toStdString());
    if (!challenge)
        return false;
    Scenario scenario;
    scenario.maze = learn::startingDocument(*challenge);
    if (!m_document.openUnsaved(scenario, false))
        return false;
    (void)m_run.controls()->setMovement(challenge->rule); // Solve runs as the check does
    m_window.statusBar()->showMessage(
        tr("Challenge: %1. Edit the maze, then press Check.").arg(fromStd(challenge->title)), 8000);
    return true;
}

void LearnController::checkChallenge(const QString& id) {
    const learn::Challenge* challenge = learn::findChallenge(id.toStdString());
    if (!challenge)
        return;
    const learn::ChallengeCheck check = challenge->check(m_run.scene()->maze());
    m_challengePanel->showCheck(check);
    std::string parts;
    for (const learn::ChallengePart& part : check.parts)
        parts += (parts.empty() ? "" : "; ") + std::string(part.holds ? "holds: " : "not yet: ") +
                 part.text;
    const auto& provenance = m_run.scene()->provenance();
    m_log->add({QDateTime::currentDateTime().toString(Qt::ISODate).toStdString(),
                learn::Activity::Challenge, std::string(challenge->title), "",
                provenance ? provenance->seed : 0, parts, check.passed()});
}

QString LearnController::exportProgressTo(const QString& path) const {
    std::ostringstream csv;
    m_log->writeCsv(csv);
    try { // all or nothing: a failed export leaves the last one as it was
        saveTextFile(QFile::encodeName(path).toStdString(), csv.str(), "the progress");
        return {};
    } catch (const Error& e) {
        return QString::fromStdString(e.what());
    }
}

void LearnController::exportProgress() {
    if (m_log->empty()) {
        m_window.statusBar()->showMessage(
            tr("Nothing to export yet: predict, answer a question or check a challenge first."),
            8000);
        return;
    }
    const QString path = QFileDialog::getSaveFileName(
        &m_window, tr("Export progress"), QStringLiteral("progress.csv"), tr("CSV (*.csv)"));
    if (path.isEmpty())
        return;
    if (const QString error = exportProgressTo(path); !error.isEmpty())
        showErrorBox(m_window, tr("Cannot export the progress"), error);
    else
        m_window.statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 8000);
}

void LearnController::openLessonFile() {
    const QString path = QFileDialog::getOpenFileName(&m_window, tr("Open lesson"), QString(),
                                                      tr("Lessons (*.lesson);;All files (*)"));
    if (!path.isEmpty())
        m_lessons->open(path);
}

bool LearnController::takesKey(int key) const {
    if (m_questions->asking()) {
        if ((key >= Qt::Key_1 && key <= Qt::Key_4) || (key >= Qt::Key_A && key <= Qt::Key_D) ||
            key == Qt::Key_Return || key == Qt::Key_Enter)
            return true;
    }
    if (m_lessons->active())
        return key == Qt::Key_Right || key == Qt::Key_PageDown || key == Qt::Key_Left ||
               key == Qt::Key_PageUp;
    return false;
}

bool LearnController::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::ShortcutOverride && event->type() != QEvent::KeyPress)
        return QObject::eventFilter(watched, event);
    auto* key = static_cast<QKeyEvent*>(event);
    const auto* target = qobject_cast<QWidget*>(watched);
    if (!target || target->window() != &m_window)
        return QObject::eventFilter(watched, event);
    QWidget* focus = QApplication::focusWidget();
    const bool typing = qobject_cast<QLineEdit*>(focus) || qobject_cast<QAbstractSpinBox*>(focus) ||
                        qobject_cast<QTextEdit*>(focus) || qobject_cast<QPlainTextEdit*>(focus);
    if (typing || key->modifiers() & (Qt::ControlModifier | Qt::AltModifier) ||
        !takesKey(key->key()))
        return QObject::eventFilter(watched, event);
    if (event->type() == QEvent::ShortcutOverride) {
        event->accept(); // the key goes to us as a key press, not to a shortcut
        return true;
    }
    const int k = key->key();
    const bool lessonKey =
        k == Qt::Key_Right || k == Qt::Key_PageDown || k == Qt::Key_Left || k == Qt::Key_PageUp;
    if (lessonKey) { // a lesson's stage question closes when the lesson moves on
        if (m_questions->asking())
            emit m_questionPanel->continued();
        if (k == Qt::Key_Right || k == Qt::Key_PageDown)
            m_narrationPanel->next();
        else
            m_narrationPanel->back();
    } else if (k == Qt::Key_Return || k == Qt::Key_Enter) {
        if (m_questionPanel->isSettled())
            emit m_questionPanel->continued();
    } else {
        m_questionPanel->answer(k >= Qt::Key_A ? k - Qt::Key_A : k - Qt::Key_1);
    }
    return true;
}

} // namespace mazelab::ui
