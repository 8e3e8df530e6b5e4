// The session log of learning by doing (core/learn/session_log.hpp): tallies per activity and
// solver, and the CSV that File > Export progress writes.
#include <QtTest>

#include "core/learn/session_log.hpp"

#include <sstream>

using namespace mazelab::learn;

class TestSessionLog : public QObject {
    Q_OBJECT

private slots:
    void talliesCountStreaksAndAccuracy() {
        SessionLog log;
        for (bool right : {true, true, false, true, true, true})
            log.add({"t", Activity::Predict, "step", "bfs", 1, "(1,2)", right});
        log.add({"t", Activity::Predict, "step", "dfs", 1, "(0,0)", false});
        log.add({"t", Activity::Question, "q", "bfs", 1, "A", true});
        const Tally bfs = log.tally(Activity::Predict, "bfs");
        QCOMPARE(bfs.right, 5);
        QCOMPARE(bfs.wrong, 1);
        QCOMPARE(bfs.streak, 3);
        QCOMPARE(bfs.bestStreak, 3);
        QCOMPARE(bfs.accuracy(), 500.0 / 6.0);
        const Tally all = log.tally(Activity::Predict);
        QCOMPARE(all.total(), 7);
        QCOMPARE(all.streak, 0);
        QCOMPARE(log.tally(Activity::Question).right, 1);
        QCOMPARE(log.tally(Activity::Challenge).accuracy(), 0.0);
    }

    void csvQuotesWhatNeedsIt() {
        SessionLog log;
        log.add({"2026-11-24T14:05:00", Activity::Question, "What is f = g + h of (3,4)?",
                 "astar-manhattan", 42, "B: 12, \"twelve\"", false});
        log.add({"2026-11-24T14:06:10", Activity::Challenge, "Island", "", 0, "checked", true});
        std::ostringstream out;
        log.writeCsv(out);
        QCOMPARE(QString::fromStdString(out.str()),
                 QStringLiteral(
                     "time,activity,item,solver,maze_seed,answer,result\n"
                     "2026-11-24T14:05:00,question,\"What is f = g + h of (3,4)?\",astar-manhattan,"
                     "42,\"B: 12, \"\"twelve\"\"\",wrong\n"
                     "2026-11-24T14:06:10,challenge,Island,,0,checked,right\n"));
    }
};

QTEST_APPLESS_MAIN(TestSessionLog)
#include "test_session_log.moc"
