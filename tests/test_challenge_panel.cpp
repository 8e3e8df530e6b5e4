// The challenge panel (ui/learn/challenge_panel.hpp): it lists every registered challenge, Start
// and Check ask for the selected one, and a real check's result shows part by part with its
// marks and an overall "Solved" or "Not yet", the starting maze's failing and a stored
// solution's passing; a solved challenge gets its tick.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/learn/challenges.hpp"
#include "core/maze_file.hpp"
#endif
#include "ui/learn/challenge_panel.hpp"

#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>

using namespace mazelab;
using namespace mazelab::learn;
using mazelab::ui::ChallengePanel;

namespace {

QString qs(std::string_view text) {
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

ChallengeCheck startingCheck(const Challenge& challenge) {
    return challenge.check(startingDocument(challenge).maze);
}

ChallengeCheck solutionCheck(const Challenge& challenge) {
    const std::string path =
        std::string(MAZELAB_TEST_DATA "/challenges/") + std::string(challenge.id) + ".maze";
    return challenge.check(loadMazeFile(path).maze);
}

// The mark labels the result shows, in order.
QStringList marks(const ChallengePanel& panel) {
    QStringList all;
    for (const QLabel* label : panel.findChildren<QLabel*>())
        if (label->isVisibleTo(&panel) && (label->text() == QStringLiteral("\u2714") ||
                                           label->text() == QStringLiteral("\u2718")))
            all << label->toolTip();
    return all;
}

} // namespace

class TestChallengePanel : public QObject {
    Q_OBJECT

private slots:
    void listsEveryChallenge() {
        ChallengePanel panel;
        QStringList expected;
        for (const Challenge& c : challenges())
            expected << qs(c.title);
        QCOMPARE(panel.titles(), expected);
        QCOMPARE(panel.list()->count(), int(challenges().size()));
        for (int row = 0; row < panel.list()->count(); ++row)
            QCOMPARE(panel.list()->item(row)->text(), expected[row]);
        // The first is selected, with its task and hint.
        const Challenge& first = challenges().front();
        QCOMPARE(panel.currentId(), qs(first.id));
        QCOMPARE(panel.task(), qs(first.task));
        QVERIFY(panel.hint().contains(qs(first.hint)));
        QVERIFY(panel.verdict().isEmpty());
    }

    void buttonsEmitTheSelectedId() {
        ChallengePanel panel;
        QSignalSpy starts(&panel, &ChallengePanel::startRequested);
        QSignalSpy checks(&panel, &ChallengePanel::checkRequested);
        QSignalSpy changes(&panel, &ChallengePanel::currentChanged);
        const Challenge& last = challenges().back();
        panel.list()->setCurrentRow(panel.list()->count() - 1);
        QCOMPARE(changes.count(), 1);
        QCOMPARE(changes.takeFirst().at(0).toString(), qs(last.id));
        QCOMPARE(panel.task(), qs(last.task));
        QTest::mouseClick(panel.startButton(), Qt::LeftButton);
        QCOMPARE(starts.count(), 1);
        QCOMPARE(starts.takeFirst().at(0).toString(), qs(last.id));
        QCOMPARE(checks.count(), 0);
        QTest::mouseClick(panel.checkButton(), Qt::LeftButton);
        QCOMPARE(checks.count(), 1);
        QCOMPARE(checks.takeFirst().at(0).toString(), qs(last.id));
        QCOMPARE(starts.count(), 0);

        const Challenge& second = challenges()[1];
        QVERIFY(panel.setCurrentId(qs(second.id)));
        QVERIFY(!panel.setCurrentId(QStringLiteral("no-such-challenge")));
        QCOMPARE(panel.currentId(), qs(second.id));
        QTest::mouseClick(panel.checkButton(), Qt::LeftButton);
        QCOMPARE(checks.takeFirst().at(0).toString(), qs(second.id));
    }

    // Every challenge: its starting maze's check shows "Not yet" and the failing part, and its
    // stored solution's "Solved" and every part, each with its mark.
    void showsRealChecks() {
        ChallengePanel panel;
        panel.resize(320, 700);
        panel.show();
        for (const Challenge& challenge : challenges()) {
            QVERIFY(panel.setCurrentId(qs(challenge.id)));
            const ChallengeCheck failing = startingCheck(challenge);
            panel.showCheck(failing);
            QCOMPARE(panel.verdict(), QStringLiteral("Not yet"));
            QCOMPARE(panel.partLines().size(), qsizetype(failing.parts.size()));
            QStringList expectedMarks;
            bool failingShown = false;
            for (std::size_t i = 0; i < failing.parts.size(); ++i) {
                const ChallengePart& part = failing.parts[i];
                const QString line = panel.partLines()[qsizetype(i)];
                QVERIFY(line.endsWith(QString::fromStdString(part.text)));
                QCOMPARE(line.startsWith(QLatin1String("holds: ")), part.holds);
                failingShown |= line.startsWith(QLatin1String("does not hold: "));
                expectedMarks << (part.holds ? QStringLiteral("Holds")
                                             : QStringLiteral("Does not hold"));
            }
            QVERIFY(failingShown);
            QCOMPARE(marks(panel), expectedMarks);
            QVERIFY(!panel.isSolved(qs(challenge.id)));

            const ChallengeCheck passing = solutionCheck(challenge);
            panel.showCheck(passing);
            QCOMPARE(panel.verdict(), QStringLiteral("Solved"));
            QCOMPARE(panel.partLines().size(), qsizetype(passing.parts.size()));
            for (std::size_t i = 0; i < passing.parts.size(); ++i)
                QCOMPARE(panel.partLines()[qsizetype(i)],
                         QStringLiteral("holds: ") + QString::fromStdString(passing.parts[i].text));
            QCOMPARE(marks(panel),
                     QStringList(qsizetype(passing.parts.size()), QStringLiteral("Holds")));
            QVERIFY(panel.isSolved(qs(challenge.id)));
        }
    }

    // Selecting another challenge clears the result; a solved one keeps its tick.
    void solvedMarks() {
        ChallengePanel panel;
        const Challenge& first = challenges()[0];
        const Challenge& second = challenges()[1];
        panel.setSolved(qs(second.id));
        panel.setSolved(QStringLiteral("no-such-challenge"));
        QVERIFY(panel.isSolved(qs(second.id)));
        QVERIFY(!panel.isSolved(qs(first.id)));
        QCOMPARE(panel.list()->item(1)->text(), QStringLiteral("\u2714 ") + qs(second.title));
        QCOMPARE(panel.list()->item(0)->text(), qs(first.title));
        QCOMPARE(panel.titles()[1], qs(second.title));

        panel.showCheck(startingCheck(first));
        QCOMPARE(panel.verdict(), QStringLiteral("Not yet"));
        QVERIFY(!panel.isSolved(qs(first.id)));
        panel.setCurrentId(qs(second.id));
        QVERIFY(panel.verdict().isEmpty());
        QVERIFY(panel.partLines().isEmpty());
        QVERIFY(marks(panel).isEmpty());
    }

    // In a dock about 320 pixels wide the text wraps: nothing is wider than the panel.
    void fitsANarrowDock() {
        ChallengePanel panel;
        panel.resize(320, 700);
        panel.show();
        const Challenge& island = *findChallenge("wall-follower-island");
        panel.setCurrentId(qs(island.id));
        panel.showCheck(solutionCheck(island));
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        for (const QLabel* label : panel.findChildren<QLabel*>())
            if (label->isVisible())
                QVERIFY2(label->width() <= panel.width(), qPrintable(label->text()));
        // The verdict is drawn in the "solved" green.
        auto* verdict = panel.findChild<QLabel*>(QStringLiteral("challengeVerdict"));
        QVERIFY(verdict);
        const QImage image = verdict->grab().toImage();
        bool green = false;
        for (int y = 0; y < image.height() && !green; ++y)
            for (int x = 0; x < image.width() && !green; ++x) {
                const QColor c = image.pixelColor(x, y);
                green = c.green() > 100 && c.green() > c.red() + 50 && c.green() > c.blue() + 50;
            }
        QVERIFY(green);
    }
};

QTEST_MAIN(TestChallengePanel)
#include "test_challenge_panel.moc"
