// The question panel (ui/learn/question_panel.hpp) driven through its real buttons and keys,
// showing questions generated from a real run (core/learn/questions.hpp): a right and a wrong
// answer with their marks, explanation and mistake; keys 1-4 and A-D; Reveal; Continue; large
// type for presentation mode. With MAZELAB_QUESTION_SHOTS set to a folder, it also saves the
// panel at normal and large size there as PNG files, to look at.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/learn/questions.hpp"
#include "support.hpp"
#endif

#include "ui/learn/question_panel.hpp"

#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>

#include <algorithm>

using namespace mazelab;
using namespace mazelab::ui;

namespace {

const SolverInfo& bfs() {
    const auto at = std::find_if(solvers().begin(), solvers().end(), [](const SolverInfo* s) {
        return s->family == SolverFamily::BreadthFirst;
    });
    if (at == solvers().end())
        qFatal("no breadth-first solver is registered");
    return **at;
}

// A question of `kind` about BFS on a braided maze, at the first point from ten steps into the
// run where it applies.
learn::Question question(learn::QuestionKind kind, std::uint64_t seed = 3) {
    GenerateRequest request{&generatorById("recursive-backtracker"), Size{12, 10}, 4, {}};
    request.shaping.braid = 60;
    const Maze maze = generateMaze(request);
    const ParamValues values = bfs().defaults();
    for (std::int64_t done = 10; done < 40; ++done)
        if (const auto q = learn::makeQuestion(kind, {maze, bfs(), values, done, seed}))
            return *q;
    qFatal("no question of kind %s", learn::questionKindId(kind).data());
}

QPushButton* option(QuestionPanel& panel, int i) {
    return panel.findChild<QPushButton*>(QStringLiteral("questionOption%1").arg(i));
}
QLabel* label(QuestionPanel& panel, const char* name) {
    return panel.findChild<QLabel*>(QLatin1String(name));
}
QString text(const std::string& s) {
    return QString::fromStdString(s);
}

int wrongOption(const learn::Question& q) {
    return q.answer == 0 ? 1 : 0;
}

} // namespace

class TestQuestionPanel : public QObject {
    Q_OBJECT

private slots:
    void theRightAnswerIsMarkedAndExplained() {
        QuestionPanel panel;
        const learn::Question q = question(learn::QuestionKind::FrontierSize);
        QVERIFY(q.options.size() >= 3);
        panel.setQuestion(q);
        panel.show();
        QCOMPARE(label(panel, "questionPrompt")->text(), text(q.prompt));
        for (int i = 0; i < int(q.options.size()); ++i) {
            QCOMPARE(option(panel, i)->text(),
                     QStringLiteral("%1  %2").arg(QChar(u'A' + i)).arg(text(q.options[i])));
            QVERIFY(option(panel, i)->isVisible() && option(panel, i)->isEnabled());
        }
        QVERIFY(!label(panel, "questionExplanation")->isVisible());
        QSignalSpy answered(&panel, &QuestionPanel::answered);
        QTest::mouseClick(option(panel, q.answer), Qt::LeftButton);
        QCOMPARE(answered.count(), 1);
        QCOMPARE(answered.at(0).at(0).toInt(), q.answer);
        QCOMPARE(answered.at(0).at(1).toBool(), true);
        QVERIFY(label(panel, "questionResult")->text().startsWith(QStringLiteral("✓ Right")));
        QVERIFY(label(panel, "questionExplanation")->isVisible());
        QCOMPARE(label(panel, "questionExplanation")->text(), text(q.explanation));
        QVERIFY(!label(panel, "questionWhyWrong")->isVisible());
        // Settled: no option, and no Reveal, takes a second answer.
        for (int i = 0; i < int(q.options.size()); ++i)
            QVERIFY(!option(panel, i)->isEnabled());
        QVERIFY(!panel.findChild<QPushButton*>(QStringLiteral("questionReveal"))->isEnabled());
        panel.answer(wrongOption(q));
        QCOMPARE(answered.count(), 1);
    }

    void aWrongAnswerShowsItsMistake() {
        QuestionPanel panel;
        const learn::Question q = question(learn::QuestionKind::CellValue);
        panel.setQuestion(q);
        panel.show();
        QSignalSpy answered(&panel, &QuestionPanel::answered);
        const int wrong = wrongOption(q);
        QTest::mouseClick(option(panel, wrong), Qt::LeftButton);
        QCOMPARE(answered.count(), 1);
        QCOMPARE(answered.at(0).at(0).toInt(), wrong);
        QCOMPARE(answered.at(0).at(1).toBool(), false);
        const QString result = label(panel, "questionResult")->text();
        QVERIFY2(result.startsWith(QStringLiteral("✗ Wrong")), qPrintable(result));
        QVERIFY(result.contains(text(q.options[std::size_t(q.answer)])));
        QVERIFY(label(panel, "questionWhyWrong")->isVisible());
        QCOMPARE(label(panel, "questionWhyWrong")->text(),
                 QStringLiteral("%1: %2").arg(QChar(u'A' + wrong)).arg(text(q.whyWrong[wrong])));
        QVERIFY(!label(panel, "questionWhyWrong")->text().isEmpty());
        QCOMPARE(label(panel, "questionExplanation")->text(), text(q.explanation));
        // The right option and the chosen wrong one are marked in different colours.
        QVERIFY(option(panel, q.answer)->styleSheet() != option(panel, wrong)->styleSheet());
    }

    void keysAnswerByNumberAndLetter() {
        QuestionPanel panel;
        const learn::Question q = question(learn::QuestionKind::FrontierSize);
        panel.setQuestion(q);
        panel.show();
        panel.setFocus();
        QSignalSpy answered(&panel, &QuestionPanel::answered);
        QTest::keyClick(&panel, Qt::Key_2);
        QCOMPARE(answered.count(), 1);
        QCOMPARE(answered.at(0).at(0).toInt(), 1);
        QCOMPARE(answered.at(0).at(1).toBool(), q.answer == 1);
        panel.setQuestion(q); // a new question takes answers again
        QTest::keyClick(&panel, Qt::Key_C);
        QCOMPARE(answered.count(), 2);
        QCOMPARE(answered.at(1).at(0).toInt(), 2);
    }

    void aKeyBeyondTheOptionsDoesNothing() {
        QuestionPanel panel;
        learn::Question q = question(learn::QuestionKind::Shortest);
        QCOMPARE(q.options.size(), std::size_t(2));
        panel.setQuestion(q);
        panel.show();
        QVERIFY(!option(panel, 2)->isVisible() && !option(panel, 3)->isVisible());
        QSignalSpy answered(&panel, &QuestionPanel::answered);
        QTest::keyClick(&panel, Qt::Key_3);
        QTest::keyClick(&panel, Qt::Key_D);
        QCOMPARE(answered.count(), 0);
        QVERIFY(!panel.isSettled());
    }

    void revealShowsTheAnswerAndContinueGoesOn() {
        QuestionPanel panel;
        const learn::Question q = question(learn::QuestionKind::NextCell);
        panel.setQuestion(q);
        panel.show();
        QSignalSpy answered(&panel, &QuestionPanel::answered);
        QSignalSpy revealed(&panel, &QuestionPanel::revealed);
        QSignalSpy continued(&panel, &QuestionPanel::continued);
        QTest::mouseClick(panel.findChild<QPushButton*>(QStringLiteral("questionReveal")),
                          Qt::LeftButton);
        QCOMPARE(revealed.count(), 1);
        QCOMPARE(answered.count(), 0);
        const QString result = label(panel, "questionResult")->text();
        QVERIFY2(result.contains(text(q.options[std::size_t(q.answer)])), qPrintable(result));
        QCOMPARE(label(panel, "questionExplanation")->text(), text(q.explanation));
        for (int i = 0; i < int(q.options.size()); ++i)
            QVERIFY(!option(panel, i)->isEnabled());
        QTest::keyClick(&panel, Qt::Key_1); // settled: the vote is over
        QCOMPARE(answered.count(), 0);
        QTest::mouseClick(panel.findChild<QPushButton*>(QStringLiteral("questionContinue")),
                          Qt::LeftButton);
        QCOMPARE(continued.count(), 1);
    }

    // Presentation mode: the type grows with the window's height, as the stage's figures do.
    void largeTypeReadsFromTheBackOfTheHall() {
        const learn::Question q = question(learn::QuestionKind::CellValue);
        QuestionPanel panel;
        panel.setQuestion(q);
        panel.resize(560, 420);
        panel.show();
        const int normal = label(panel, "questionPrompt")->font().pixelSize();
        QuestionPanel large;
        large.setQuestion(q);
        large.resize(1600, 1080);
        large.show();
        large.setLarge(true);
        QVERIFY(large.isLarge());
        const int big = label(large, "questionPrompt")->font().pixelSize();
        QCOMPARE(big, int(1080 * QuestionPanel::kLargeShare + 0.5));
        QVERIFY(big > 2 * normal);
        QCOMPARE(option(large, 0)->font().pixelSize(), big);
        large.answer(wrongOption(q));
        QCOMPARE(option(large, 0)->font().pixelSize(), big); // marking keeps the size
        panel.answer(wrongOption(q));
        const QString folder = qEnvironmentVariable("MAZELAB_QUESTION_SHOTS");
        if (!folder.isEmpty()) {
            QVERIFY(panel.grab().save(folder + QStringLiteral("/question-normal.png")));
            QVERIFY(large.grab().save(folder + QStringLiteral("/question-large.png")));
        }
    }
};

QTEST_MAIN(TestQuestionPanel)
#include "test_question_panel.moc"
