// --learn for screenshots (app/mazelab/screenshot.hpp): the learning panels in a chosen state, for
// the pictures of docs/user-guide.md, "Learning by doing".
#include "screenshot.hpp"

#include "core/learn/challenges.hpp"
#include "core/learn/question_kinds.hpp"
#include "ui/agent/agent_controller.hpp"
#include "ui/animation/animator.hpp"
#include "ui/controllers/run_controller.hpp"
#include "ui/learn/challenge_panel.hpp"
#include "ui/learn/learn_controller.hpp"
#include "ui/learn/lesson_controller.hpp"
#include "ui/learn/lesson_resources.hpp"
#include "ui/learn/predict_controller.hpp"
#include "ui/learn/question_controller.hpp"
#include "ui/panels/control_panel.hpp"
#include "ui/shell/main_window.hpp"
#include "ui/widgets/qt_text.hpp"

#include <QAction>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDockWidget>
#include <QFileInfo>

namespace mazelab::ui {

namespace {

template <typename Done>
bool settle(Done done, int timeoutMs) {
    QDeadlineTimer deadline(timeoutMs);
    while (!done() && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    return done();
}

std::optional<Cell> cellOf(const QString& text) {
    const QStringList xy = text.split(QLatin1Char(','));
    bool okX = false;
    bool okY = false;
    if (xy.size() != 2)
        return std::nullopt;
    const int x = xy[0].toInt(&okX);
    const int y = xy[1].toInt(&okY);
    if (!okX || !okY)
        return std::nullopt;
    return Cell{x, y};
}

QString predict(MainWindow& window, const QStringList& parts) {
    LearnController& learn = *window.learning();
    window.run()->controls()->setSpeedChoice(ControlPanel::SpeedChoice::Instant);
    learn.predictAction()->setChecked(true);
    if (!settle([&] { return learn.predict()->waiting(); }, 60'000))
        return QStringLiteral("--learn predict: the run never stopped for a prediction");
    if (parts.size() < 2)
        return {};
    const std::optional<Cell> cell = cellOf(parts[1]);
    if (!cell)
        return QStringLiteral("--learn predict:X,Y needs a cell, for example predict:3,4");
    learn.predict()->guess(*cell);
    settle([&] { return learn.predict()->waiting() || learn.predict()->reviewing(); }, 60'000);
    return {};
}

QString lesson(MainWindow& window, const QStringList& parts) {
    if (parts.size() != 3)
        return QStringLiteral("--learn lesson:NAME:STAGE, for example lesson:01-bfs:2");
    QString path = parts[1];
    for (const QString& resource : lessonResources())
        if (QFileInfo(resource).completeBaseName() == parts[1])
            path = resource;
    bool ok = false;
    const int stage = parts[2].toInt(&ok);
    LearnController& learn = *window.learning();
    LessonController& lessons = *learn.lessons();
    QString error;
    if (!lessons.open(path, &error)) // the reader's words: which file, which line, what is wrong
        return QStringLiteral("--learn: %1")
            .arg(error.isEmpty() ? QStringLiteral("the lesson %1 was not opened").arg(parts[1])
                                 : error);
    if (!ok || stage < 1 || stage > int(lessons.lesson()->stages.size()))
        return QStringLiteral("--learn lesson: the stage must be 1 to %1")
            .arg(lessons.lesson()->stages.size());
    window.run()->controls()->setSpeedChoice(ControlPanel::SpeedChoice::Instant);
    Animator& animator = *window.run()->animator();
    for (int i = 1; i < stage; ++i) {
        lessons.goToStage(i);
        settle(
            [&] {
                return animator.state() != Animator::State::Running &&
                       window.agent()->state() != AgentController::State::Running;
            },
            60'000);
    }
    return {};
}

QString challenge(MainWindow& window, const QStringList& parts, bool mazeGiven) {
    if (parts.size() < 2 || !learn::findChallenge(parts[1].toStdString()))
        return QStringLiteral("--learn challenge:ID[:check]: unknown challenge %1")
            .arg(quotedInput(parts.value(1)));
    LearnController& learn = *window.learning();
    learn.challengePanel()->setCurrentId(parts[1]);
    learn.challengesAction()->trigger();
    if (!mazeGiven && !learn.startChallenge(parts[1]))
        return QStringLiteral("--learn: the challenge's maze did not load");
    if (parts.value(2) == QLatin1String("check"))
        learn.checkChallenge(parts[1]);
    return {};
}

QString question(MainWindow& window, const QStringList& parts) {
    const std::optional<learn::QuestionKind> kind =
        learn::questionKindFromId(parts.value(1).toStdString());
    if (!kind)
        return QStringLiteral("--learn question:KIND: unknown kind %1")
            .arg(quotedInput(parts.value(1)));
    if (!window.learning()->questions()->askNow(*kind))
        return QStringLiteral("--learn question: no %1 question applies to the solve shown "
                              "(give --solver and --steps)")
            .arg(parts[1]);
    return {};
}

} // namespace

QString applyLearning(MainWindow& window, const QString& what, bool mazeGiven) {
    const QStringList parts = what.split(QLatin1Char(':'));
    const QString& kind = parts.front();
    if (kind == QLatin1String("predict"))
        return predict(window, parts);
    if (kind == QLatin1String("lesson"))
        return lesson(window, parts);
    if (kind == QLatin1String("challenge"))
        return challenge(window, parts, mazeGiven);
    if (kind == QLatin1String("question"))
        return question(window, parts);
    return QStringLiteral("--learn takes predict[:X,Y], question:KIND, lesson:NAME:STAGE or "
                          "challenge:ID[:check], not %1")
        .arg(quotedInput(what));
}

} // namespace mazelab::ui
