#pragma once
// Helpers shared by the mazelab-cli tests (header-only; not part of mazelab): running the CLI in
// process through cli::run, reading its JSON, and a temporary folder with two maze files. It
// includes the CLI's headers: include it inside #ifndef Q_MOC_RUN (moc in Qt 6.4 cannot parse
// <coroutine>).

#include "cli/cli.hpp"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <sstream>
#include <string>
#include <vector>

namespace mazelab::testing {

// What a run of the CLI gave: its exit code, standard output and standard error.
struct CliResult {
    int code = -1;
    std::string out;
    std::string err;
};

// Runs mazelab-cli with `args` in process: its exit code and what it printed.
inline CliResult runCli(const QStringList& args) {
    std::vector<std::string> argv;
    for (const QString& a : args)
        argv.push_back(a.toStdString());
    std::ostringstream out;
    std::ostringstream err;
    CliResult result;
    result.code = mazelab::cli::run(argv, out, err);
    result.out = out.str();
    result.err = err.str();
    return result;
}

// The words of `text`, split at spaces: a command line written as one string.
inline QStringList words(const char* text) {
    return QString::fromLatin1(text).split(' ', Qt::SkipEmptyParts);
}

// The JSON object in `text`; an empty one and `error` set if it is not one.
inline QJsonObject parseObject(const std::string& text, QString* error) {
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(text), &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        *error = parseError.errorString() + " in: " + QString::fromStdString(text);
        return {};
    }
    return doc.object();
}

// Both runs exit 0 and print the same JSON object but for time_ms (a measured time, never the
// same twice); `object` gets the first run's, without time_ms.
inline void compareJsonButTime(const CliResult& a, const CliResult& b, QJsonObject* object) {
    QCOMPARE(a.code, 0);
    QCOMPARE(b.code, 0);
    QString error;
    QJsonObject first = parseObject(a.out, &error);
    QJsonObject second = parseObject(b.out, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    first.remove("time_ms");
    second.remove("time_ms");
    QCOMPARE(first, second);
    *object = first;
}

inline void writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(bytes), qint64(bytes.size()));
}

// A 3x3 maze whose goal 2,2 is walled in on all sides: no solver can reach it.
inline constexpr char kWalledGoal[] = "mazelab-maze 1\n"
                               "size 3x3\n"
                               "start 0,0\n"
                               "goal 2,2\n"
                               "+---+---+---+\n"
                               "|           |\n"
                               "+   +   +   +\n"
                               "|           |\n"
                               "+   +   +---+\n"
                               "|       |   |\n"
                               "+---+---+---+\n";

// Line 6 (the first row of cells) has a letter inside a cell.
inline constexpr char kMalformed[] = "mazelab-maze 1\n"
                              "size 2x2\n"
                              "start 0,0\n"
                              "goal 1,1\n"
                              "+---+---+\n"
                              "| x |   |\n"
                              "+---+---+\n"
                              "|   |   |\n"
                              "+---+---+\n";

// The keys every solve --json object has.
inline const QStringList kRequiredKeys = {
    "solver",   "generator", "width",        "height",      "seed",      "start",
    "goal",     "diagonal",  "found",        "path_length", "path_cost", "percent_searched",
    "searched", "expanded",  "max_frontier", "steps",       "time_ms"};

// A temporary folder for the files a test writes, holding walled.maze (kWalledGoal) and
// malformed.maze (kMalformed) once createFiles() has run (from initTestCase).
class CliFolder {
protected:
    void createFiles() {
        QVERIFY(m_dir.isValid());
        writeFile(path("walled.maze"), kWalledGoal);
        writeFile(path("malformed.maze"), kMalformed);
    }
    QString path(const QString& name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
};

} // namespace mazelab::testing
