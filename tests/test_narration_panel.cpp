// The lesson narration (ui/learn/narration_panel.hpp) and the shipped lessons in the Qt resources
// (ui/learn/lesson_resources.hpp): every resource lesson loads, the panel shows a lesson's title
// and stages, Back and Next ask for the right stage, the last stage finishes, and a broken file
// gives a message naming the line.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/learn/lesson.hpp"
#include "core/scenario.hpp"
#endif

#include "ui/learn/lesson_resources.hpp"
#include "ui/learn/narration_panel.hpp"

#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <filesystem>

using namespace mazelab;
using namespace mazelab::ui;

namespace {

QString labelText(const QWidget& w, const char* name) {
    const auto* label = w.findChild<QLabel*>(QLatin1String(name));
    return label ? label->text() : QStringLiteral("<no label %1>").arg(QLatin1String(name));
}

learn::Lesson firstLesson() {
    QString error;
    const auto lesson = loadLesson(lessonResources().value(0), &error);
    if (!lesson)
        qFatal("%s", qPrintable(error));
    return *lesson;
}

} // namespace

class TestNarrationPanel : public QObject {
    Q_OBJECT

private slots:
    // The resources hold exactly the files of resources/lessons, and each one loads.
    void everyResourceLessonLoads() {
        const QStringList paths = lessonResources();
        int onDisk = 0;
        for (const auto& entry :
             std::filesystem::directory_iterator(MAZELAB_SOURCE_DIR "/resources/lessons"))
            onDisk += entry.path().extension() == ".lesson" ? 1 : 0;
        QCOMPARE(paths.size(), onDisk);
        QVERIFY(!paths.isEmpty());
        for (const QString& path : paths) {
            QVERIFY(path.startsWith(kLessonResourcePrefix));
            QString error;
            const auto lesson = loadLesson(path, &error);
            QVERIFY2(lesson, qPrintable(error));
            QVERIFY(error.isEmpty());
            QVERIFY(!lesson->stages.empty());
        }
    }

    void brokenFilesGiveAMessage() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.lesson"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("mazelab-lesson 1\ntitle Broken\nstage soon\n");
        file.close();
        QString error;
        QVERIFY(!loadLesson(path, &error));
        QCOMPARE(error, QStringLiteral("Cannot read the lesson '%1': line 3: stage 'soon': the "
                                       "step must be a whole number from 0 to 1000000000, or "
                                       "'end'")
                            .arg(path));
        const QString missing = dir.filePath(QStringLiteral("missing.lesson"));
        QVERIFY(!loadLesson(missing, &error));
        QVERIFY2(error.startsWith(QStringLiteral("Cannot open the lesson '%1': ").arg(missing)),
                 qPrintable(error));
    }

    void showsTitleAndFirstStage() {
        const learn::Lesson lesson = firstLesson();
        NarrationPanel panel;
        panel.setLesson(lesson);
        QCOMPARE(labelText(panel, "narrationTitle"), QString::fromStdString(lesson.title));
        QCOMPARE(labelText(panel, "narrationCounter"),
                 QStringLiteral("Stage 1 of %1").arg(lesson.stages.size()));
        QCOMPARE(labelText(panel, "narrationText"),
                 QString::fromStdString(lesson.stages[0].text));
        QCOMPARE(panel.currentStage(), 0);
        QCOMPARE(panel.stageCount(), int(lesson.stages.size()));
        QVERIFY(!panel.backButton()->isEnabled());
        QCOMPARE(panel.nextButton()->text(), QStringLiteral("Next"));
    }

    // Next and Back only ask; the stage changes when showStage is called.
    void nextAndBackRequestStages() {
        const learn::Lesson lesson = firstLesson();
        NarrationPanel panel;
        panel.setLesson(lesson);
        QSignalSpy requested(&panel, &NarrationPanel::stageRequested);
        QSignalSpy finished(&panel, &NarrationPanel::finished);
        QTest::mouseClick(panel.backButton(), Qt::LeftButton);
        QCOMPARE(requested.count(), 0);
        QTest::mouseClick(panel.nextButton(), Qt::LeftButton);
        QCOMPARE(requested.count(), 1);
        QCOMPARE(requested.takeFirst().at(0).toInt(), 1);
        QCOMPARE(panel.currentStage(), 0);

        panel.showStage(1);
        QCOMPARE(labelText(panel, "narrationCounter"),
                 QStringLiteral("Stage 2 of %1").arg(lesson.stages.size()));
        QCOMPARE(labelText(panel, "narrationText"),
                 QString::fromStdString(lesson.stages[1].text));
        QVERIFY(panel.backButton()->isEnabled());
        QTest::mouseClick(panel.backButton(), Qt::LeftButton);
        QCOMPARE(requested.takeFirst().at(0).toInt(), 0);

        // Out of range: nothing changes.
        panel.showStage(int(lesson.stages.size()));
        QCOMPARE(panel.currentStage(), 1);
        QCOMPARE(finished.count(), 0);
    }

    void lastStageFinishes() {
        const learn::Lesson lesson = firstLesson();
        NarrationPanel panel;
        panel.setLesson(lesson);
        const int last = int(lesson.stages.size()) - 1;
        panel.showStage(last);
        QCOMPARE(panel.nextButton()->text(), QStringLiteral("Finish"));
        QSignalSpy requested(&panel, &NarrationPanel::stageRequested);
        QSignalSpy finished(&panel, &NarrationPanel::finished);
        panel.next();
        QCOMPARE(finished.count(), 1);
        QCOMPARE(requested.count(), 0);
        QCOMPARE(labelText(panel, "narrationText"),
                 QString::fromStdString(lesson.stages.back().text));
    }

    void withoutALessonNothingToPress() {
        NarrationPanel panel;
        QVERIFY(!panel.nextButton()->isEnabled());
        QVERIFY(!panel.backButton()->isEnabled());
        QSignalSpy requested(&panel, &NarrationPanel::stageRequested);
        QSignalSpy finished(&panel, &NarrationPanel::finished);
        panel.next();
        panel.back();
        QCOMPARE(requested.count() + finished.count(), 0);
        QVERIFY(!labelText(panel, "narrationText").isEmpty());
    }

    // Presentation mode: the narration's type grows, and the text still wraps inside the panel.
    void largeTypeForTheProjector() {
        NarrationPanel panel;
        panel.setLesson(firstLesson());
        panel.resize(420, 600);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const auto* text = panel.findChild<QLabel*>(QStringLiteral("narrationText"));
        const QFontInfo normal(text->font());
        panel.setLarge(true);
        QVERIFY(panel.isLarge());
        const QFontInfo large(text->font());
        QVERIFY2(large.pixelSize() >= normal.pixelSize() * 3 / 2,
                 qPrintable(QStringLiteral("%1 -> %2").arg(normal.pixelSize()).arg(large.pixelSize())));
        QCoreApplication::processEvents();
        QVERIFY(text->wordWrap());
        QVERIFY(text->geometry().right() <= panel.width());
    }
};

QTEST_MAIN(TestNarrationPanel)
#include "test_narration_panel.moc"
