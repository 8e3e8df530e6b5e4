// mazelab-cli list, help and the mistakes it refuses, its JSON writer, and the real binary
// (started as a process) printing what the library prints.
#include <QtTest>
#include <QDir>
#include <QJsonArray>
#include <QProcess>
#include <QRegularExpression>

#ifndef Q_MOC_RUN
#include "cli_support.hpp"
#include "cli/json.hpp"
#include "core/run.hpp"
#endif

#include <cstdint>
#include <limits>
#include <span>
#include <string>

using namespace mazelab::testing;

namespace {

// `listed` holds one object per registry entry, in the registry's order, each with the entry's
// id, which the text table also shows; `check` holds the rest of each object to its entry.
template <class Info, class Check>
void checkListed(const QJsonArray& listed, std::span<const Info* const> registry,
                 const QString& text, Check check) {
    QCOMPARE(listed.size(), qsizetype(registry.size()));
    for (qsizetype i = 0; i < listed.size(); ++i) {
        const Info& info = *registry[std::size_t(i)];
        const QJsonObject o = listed[i].toObject();
        QCOMPARE(o["id"].toString().toStdString(), std::string(info.id));
        QVERIFY2(text.contains(o["id"].toString()), qPrintable(o["id"].toString()));
        check(o, info);
        if (QTest::currentTestFailed())
            return;
    }
}

} // namespace

class CliUsageTest : public QObject, private CliFolder {
    Q_OBJECT

private slots:
    void initTestCase();
    void listShowsEveryAlgorithmWithItsTraitsAndParameters();
    void listMarkdownWritesTheReferencePages();
    void helpShowsEveryOptionAndExitsZero();
    void badInvocationsFailWithAMessageThatSaysWhatToFix_data();
    void badInvocationsFailWithAMessageThatSaysWhatToFix();
    void aHugeValueGetsAShortMessage_data();
    void aHugeValueGetsAShortMessage();
    void jsonWriterEscapesStringsAndPlacesCommas();
    void theBinaryPrintsTheSameJsonAsTheLibrary();
    void theBinaryExitsWithCodeTwoOnAUsageError();
    void theBinaryWritesTheSameMazeFileAsTheLibrary();
};

void CliUsageTest::initTestCase() { createFiles(); }

// Rule: list --markdown writes the reference pages exactly as they are checked in (which
// test_reference_docs holds to the registry), and refuses what it cannot do with a message.
void CliUsageTest::listMarkdownWritesTheReferencePages() {
    const auto checkedIn = [](const char* name) {
        QFile file(QStringLiteral(MAZELAB_SOURCE_DIR "/docs/") + QLatin1String(name));
        return file.open(QIODevice::ReadOnly) ? file.readAll().toStdString() : std::string();
    };
    const CliResult solvers = runCli({"list", "--markdown", "solvers"});
    QCOMPARE(solvers.code, 0);
    QVERIFY(!solvers.out.empty());
    QVERIFY(solvers.out == checkedIn("algorithms.md"));
    const CliResult generators = runCli(
        {"list", "--markdown", "generators", "--images", MAZELAB_SOURCE_DIR "/docs/images"});
    QCOMPARE(generators.code, 0);
    QVERIFY(generators.out == checkedIn("generators.md"));

    const CliResult bad = runCli({"list", "--markdown", "mazes"});
    QCOMPARE(bad.code, 2);
    QVERIFY2(QString::fromStdString(bad.err).contains("--markdown takes solvers or generators"),
             bad.err.c_str());
    const CliResult both = runCli({"list", "--markdown", "solvers", "--json"});
    QCOMPARE(both.code, 2);
    const CliResult noFolder =
        runCli({"list", "--markdown", "generators", "--images", path("missing")});
    QCOMPARE(noFolder.code, 1);
    QVERIFY2(QString::fromStdString(noFolder.err).contains("no folder"), noFolder.err.c_str());
}

// Rule: list shows every registered algorithm with the registry's traits and each generator's
// parameters, as a table and as JSON.
void CliUsageTest::listShowsEveryAlgorithmWithItsTraitsAndParameters() {
    const CliResult table = runCli({"list"});
    QCOMPARE(table.code, 0);
    const QString text = QString::fromStdString(table.out);
    QVERIFY(text.contains("share=0..100, default 100"));
    QVERIFY(text.contains("bias=se|sw|ne|nw, default se"));

    const CliResult json = runCli({"list", "--json"});
    QCOMPARE(json.code, 0);
    QString error;
    const QJsonObject o = parseObject(json.out, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QJsonArray gens = o["generators"].toArray();
    checkListed(gens, mazelab::generators(), text,
                [](const QJsonObject& g, const mazelab::GeneratorInfo& info) {
                    QCOMPARE(g["perfect"].toBool(), info.perfect);
                    QCOMPARE(g["params"].toArray().size(), qsizetype(info.params.size()));
                });
    if (QTest::currentTestFailed())
        return;
    const QJsonObject share = gens[1].toObject()["params"].toArray()[1].toObject();
    QCOMPARE(share["key"].toString(), QString("share"));
    QCOMPARE(share["minimum"].toDouble(), 0.0);
    QCOMPARE(share["maximum"].toDouble(), 100.0);
    QCOMPARE(share["default"].toDouble(), 100.0);
    const QJsonObject bias = gens[0].toObject()["params"].toArray()[0].toObject();
    QCOMPARE(bias["type"].toString(), QString("choice"));
    QCOMPARE(bias["default"].toString(), QString("se"));
    QCOMPARE(bias["choices"].toArray(), (QJsonArray{"se", "sw", "ne", "nw"}));

    checkListed(o["solvers"].toArray(), mazelab::solvers(), text,
                [&](const QJsonObject& s, const mazelab::SolverInfo& info) {
                    QCOMPARE(s["shortest_on_unit_costs"].toBool(), info.shortestOnUnitCosts);
                    QCOMPARE(s["cheapest_on_costs"].toBool(), info.cheapestOnCosts);
                    QCOMPARE(s["uses_costs"].toBool(), info.usesCosts);
                    QCOMPARE(s["complete"].toBool(), info.complete);
                    const QJsonArray params = s["params"].toArray();
                    QCOMPARE(params.size(), qsizetype(info.params.size()));
                    for (qsizetype k = 0; k < params.size(); ++k) {
                        const auto& spec = info.params[std::size_t(k)];
                        QCOMPARE(params[k].toObject()["key"].toString().toStdString(),
                                 std::string(spec.key));
                        // The table names each parameter with its default, as for generators.
                        QVERIFY(text.contains(
                            QString::fromUtf8(spec.key.data(), qsizetype(spec.key.size())) + "="));
                    }
                    QCOMPARE(s["extra_figures"].toArray().size(),
                             qsizetype(info.extraFigures.size()));
                });
    if (QTest::currentTestFailed())
        return;
    QVERIFY(text.contains("COMPLETE"));
    QVERIFY(text.contains("PARAMETERS (--solver-param KEY=VALUE)"));
    // A solver without parameters says so in its row.
    const QString bfsRow = text.mid(text.indexOf("\n  bfs ") + 1).section('\n', 0, 0);
    QVERIFY2(bfsRow.trimmed().endsWith("none"), qPrintable(bfsRow));
}

// Rule: --help, -h and help COMMAND print usage with every option on standard output and exit 0;
// --version prints the version.
void CliUsageTest::helpShowsEveryOptionAndExitsZero() {
    const CliResult general = runCli({"--help"});
    QCOMPARE(general.code, 0);
    QVERIFY(general.err.empty());
    const QString text = QString::fromStdString(general.out);
    for (const char* option : {"--json", "--algorithm", "--size", "--seed", "--param", "--start",
                               "--goal", "--output", "--maze", "--generator", "--version", "--count",
                               "--threads", "--csv"})
        QVERIFY2(text.contains(option), option);
    for (const char* command :
         {"list", "generate", "solve", "render", "metrics", "experiment", "benchmark", "help"})
        QVERIFY2(text.contains(QString("mazelab-cli ") + command), command);
    QCOMPARE(runCli({"-h"}).out, general.out);
    QCOMPARE(runCli({"help"}).out, general.out);

    const CliResult solve = runCli({"help", "solve"});
    QCOMPARE(solve.code, 0);
    QVERIFY(QString::fromStdString(solve.out).startsWith("Usage: mazelab-cli solve"));
    QVERIFY(QString::fromStdString(solve.out).contains("--json"));
    QVERIFY(QString::fromStdString(solve.out).contains("astar-manhattan"));
    // --help wins over anything else on the line, even a mistake.
    QCOMPARE(runCli({"solve", "--bogus", "--help"}).out, solve.out);
    QCOMPARE(runCli({"solve", "-h"}).code, 0);

    const CliResult version = runCli({"--version"});
    QCOMPARE(version.code, 0);
    QVERIFY(QString::fromStdString(version.out)
                .contains(QRegularExpression(R"(^mazelab-cli \d+\.\d+\.\d+\n$)")));
}

// A table, one row per bad invocation, hence its length.
void CliUsageTest::badInvocationsFailWithAMessageThatSaysWhatToFix_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QStringList>("phrases");
    const QString gen = "--generator binary-tree --size 5x5 --seed 1 ";
    auto row = [](const char* name, const QString& args, int code, QStringList phrases) {
        QTest::newRow(name) << args.split(' ', Qt::SkipEmptyParts) << code << phrases;
    };
    const QString exp = "experiment --generators kruskal --solvers bfs --seed 1 ";
    row("experiment without solvers", "experiment --generators kruskal --sizes 5x5 --count 2 --seed 1",
        2, {"experiment needs --solvers", "none"});
    row("experiment with an empty axis", exp + "--sizes 5x5, --count 2", 2,
        {"--sizes '5x5,' has an empty entry"});
    row("experiment with N = 0", exp + "--sizes 5x5 --count 0", 2,
        {"--count '0' must be a whole number from 1"});
    row("experiment size out of range", exp + "--sizes 5x5,1x9 --count 2", 2, {"2 to 4096"});
    row("experiment size range backwards", exp + "--sizes 9x9..3x3 --count 2", 2,
        {"from a square to a larger square"});
    row("experiment unknown solver", "experiment --generators kruskal --solvers bfs,nope "
        "--sizes 5x5 --count 2 --seed 1", 2, {"unknown solver 'nope'"});
    row("experiment unknown generator parameter", "experiment --generators growing-tree:speed=3 "
        "--solvers bfs --sizes 5x5 --count 2 --seed 1", 2, {"speed"});
    row("experiment repeated generator", "experiment --generators kruskal,kruskal --solvers bfs "
        "--sizes 5x5 --count 2 --seed 1", 2, {"generator kruskal is listed twice"});
    row("experiment unwritable output", exp + "--sizes 5x5 --count 2 --csv /nonexistent/dir/x.csv",
        1, {"cannot write '/nonexistent/dir/x.csv'"});
    row("braid out of range", "generate --algorithm kruskal --size 5x5 --seed 1 --braid 150", 2,
        {"braid '150' must be a number from 0 to 100"});
    row("unknown symmetry", "generate --algorithm kruskal --size 5x5 --seed 1 --symmetry twirl",
        2, {"unknown symmetry 'twirl'", "left-right"});
    row("terrain max cost", "generate --algorithm kruskal --size 5x5 --seed 1 --terrain 30,50,1",
        2, {"max cost '1'", "2 to 255"});
    row("symmetric and too narrow",
        "generate --algorithm kruskal --size 2x5 --seed 1 --symmetry left-right", 2,
        {"width of at least 3"});
    row("missing mask file", "generate --algorithm kruskal --size 5x5 --seed 1 --mask /nonexistent/m",
        2, {"cannot open the mask file", "/nonexistent/m"});
    row("no command", "", 2,
        {"no command given",
         "list, generate, solve, navigate, render, metrics, experiment, benchmark, help"});
    row("unknown command", "frobnicate", 2,
        {"unknown command 'frobnicate'",
         "list, generate, solve, navigate, render, metrics, experiment, benchmark, help"});
    row("option before the command", "--size 3x3", 2, {"must follow a command"});
    row("unknown solver", "solve --algorithm nope " + gen, 2, {"unknown solver 'nope'", "bfs"});
    row("unknown solver in render", "render --algorithm nope " + gen, 2,
        {"bfs", "astar-manhattan"});
    row("unknown generator", "solve --algorithm bfs --generator nope --size 5x5 --seed 1", 2,
        {"unknown generator 'nope'", "aldous-broder"});
    row("unknown generator in generate", "generate --algorithm nope --size 5x5 --seed 1", 2,
        {"unknown generator 'nope'", "aldous-broder"});
    row("size 0x5", "generate --algorithm binary-tree --size 0x5 --seed 1", 2,
        {"0x5", "2 to 4096"});
    row("size too large", "solve --algorithm bfs --generator binary-tree --size 5x4097 --seed 1",
        2, {"2 to 4096"});
    row("size beyond int", "generate --algorithm binary-tree --size 99999999999x5 --seed 1", 2,
        {"2 to 4096"});
    row("size abc", "generate --algorithm binary-tree --size abc --seed 1", 2, {"WxH"});
    row("size 5", "generate --algorithm binary-tree --size 5 --seed 1", 2, {"WxH"});
    row("start 3", "solve --algorithm bfs " + gen + "--start 3", 2, {"--start '3'", "x,y"});
    row("goal 1;2", "render " + gen + "--goal 1;2", 2, {"--goal '1;2'", "x,y"});
    row("start outside", "solve --algorithm bfs " + gen + "--start 5,0", 2,
        {"start 5,0 is outside", "x must be 0 to 4"});
    row("goal negative", "generate --algorithm binary-tree --size 5x5 --seed 1 --goal 0,-1", 2,
        {"goal 0,-1 is outside", "y 0 to 4"});
    row("start on the goal", "solve --algorithm bfs " + gen + "--start 4,4", 2,
        {"start and goal are both 4,4", "different"});
    row("goal on the start", "generate --algorithm binary-tree --size 5x5 --seed 1 --goal 0,0", 2,
        {"start and goal are both 0,0"});
    row("generate without seed", "generate --algorithm binary-tree --size 5x5", 2,
        {"needs --seed"});
    row("solve without seed", "solve --algorithm bfs --generator binary-tree --size 5x5", 2,
        {"needs --seed"});
    row("render without seed", "render --generator aldous-broder --size 5x5", 2, {"needs --seed"});
    row("seed abc", "generate --algorithm binary-tree --size 5x5 --seed abc", 2,
        {"--seed 'abc'", "whole number"});
    row("seed -1", "generate --algorithm binary-tree --size 5x5 --seed -1", 2,
        {"18446744073709551615"});
    row("generate without size", "generate --algorithm binary-tree --seed 1", 2,
        {"needs --size WxH"});
    row("solve without size", "solve --algorithm bfs --generator binary-tree --seed 1", 2,
        {"needs --size WxH"});
    row("solve without algorithm", "solve " + gen, 2, {"needs --algorithm", "bfs"});
    row("generate without algorithm", "generate --size 5x5 --seed 1", 2,
        {"needs --algorithm", "binary-tree"});
    row("solve without maze", "solve --algorithm bfs", 2, {"needs a maze", "--maze FILE"});
    row("maze and generator", "solve --algorithm bfs --maze @DIR@/walled.maze " + gen, 2,
        {"not both"});
    row("size with a maze file", "solve --algorithm bfs --maze @DIR@/walled.maze --size 5x5", 2,
        {"--size applies only with --generator"});
    row("param with a maze file",
        "render --maze @DIR@/walled.maze --param share=40", 2, {"--param applies only"});
    row("unknown option", "solve --algorithm bfs --frobnicate " + gen, 2,
        {"unknown option '--frobnicate'", "--maze"});
    row("single-dash option", "list -j", 2, {"unknown option '-j'"});
    row("stray argument", "solve bfs", 2, {"unexpected argument 'bfs'"});
    row("option given twice", "solve --algorithm bfs --algorithm dfs " + gen, 2,
        {"--algorithm is given twice"});
    row("flag with a value", "list --json=yes", 2, {"--json takes no value"});
    row("option without its value", "solve --algorithm bfs " + gen + "--start", 2,
        {"--start needs a value", "x,y"});
    row("option with an empty value", "generate --algorithm= --size 5x5 --seed 1", 2,
        {"--algorithm needs a value"});
    row("unknown parameter",
        "generate --algorithm modified-binary-tree --size 5x5 --seed 1 --param colour=red", 2,
        {"unknown parameter 'colour'", "bias, share"});
    row("parameter of a generator without any",
        "solve --algorithm bfs --generator aldous-broder --size 5x5 --seed 1 --param a=1", 2,
        {"takes no parameters"});
    row("share 150",
        "generate --algorithm modified-binary-tree --size 5x5 --seed 1 --param share=150", 2,
        {"share=150", "from 0 to 100"});
    row("bad bias", "generate --algorithm binary-tree --size 5x5 --seed 1 --param bias=up", 2,
        {"se, sw, ne, nw"});
    row("parameter without =", "generate --algorithm binary-tree --size 5x5 --seed 1 --param bias",
        2, {"key=value"});
    row("metrics count 0", "metrics " + gen + "--count 0", 2,
        {"--count '0'", "whole number from 1 to 1000000"});
    row("metrics count abc", "metrics " + gen + "--count abc", 2, {"--count 'abc'"});
    row("metrics threads 0", "metrics " + gen + "--threads 0", 2,
        {"--threads '0'", "from 1 to 1024"});
    row("metrics unknown generator", "metrics --generator nope --size 5x5 --seed 1 --count 3", 2,
        {"unknown generator 'nope'", "binary-tree", "aldous-broder"});
    row("metrics size out of range", "metrics --generator binary-tree --size 1x5 --seed 1", 2,
        {"2 to 4096"});
    row("metrics without seed", "metrics --generator binary-tree --size 5x5 --count 2", 2,
        {"needs --seed"});
    row("metrics without a maze", "metrics --count 2", 2, {"needs a maze", "--maze FILE"});
    row("metrics count with a maze file", "metrics --maze @DIR@/walled.maze --count 2", 2,
        {"--count applies only with --generator"});
    row("metrics json and csv", "metrics " + gen + "--json --csv", 2, {"not both"});
    row("help for an unknown command", "help frobnicate", 2, {"unknown command 'frobnicate'"});
    row("missing maze file", "solve --algorithm bfs --maze @DIR@/missing.maze", 1,
        {"cannot open the maze file", "missing.maze"});
    row("malformed maze file", "render --maze @DIR@/malformed.maze", 1,
        {"malformed.maze: line 6:", "three spaces"});
    row("output into a missing directory",
        "generate --algorithm binary-tree --size 5x5 --seed 1 --output @DIR@/no-such-dir/m.maze",
        1, {"@DIR@/no-such-dir/m.maze", "'@DIR@/no-such-dir' does not exist"});
    row("output onto a directory",
        "generate --algorithm binary-tree --size 5x5 --seed 1 --output @DIR@", 1,
        {"is a directory"});
}

// Rule: every mistake exits non-zero (2 for the command line, 1 for a command that failed),
// prints nothing on standard output, and explains itself on standard error in a message that
// starts with "mazelab-cli: " and says what to fix.
void CliUsageTest::badInvocationsFailWithAMessageThatSaysWhatToFix() {
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QStringList, phrases);
    const QString dir = m_dir.path();
    args.replaceInStrings("@DIR@", dir);
    const CliResult r = runCli(args);
    QCOMPARE(r.code, code);
    QVERIFY2(r.out.empty(), r.out.c_str());
    const QString message = QString::fromStdString(r.err);
    QVERIFY2(message.startsWith("mazelab-cli: "), qPrintable(message));
    for (QString phrase : phrases) {
        phrase.replace("@DIR@", dir);
        QVERIFY2(message.section('\n', 0, 0).contains(phrase),
                 qPrintable("'" + phrase + "' not in: " + message));
    }
    QVERIFY(!QFile::exists(dir + "/no-such-dir"));
}

void CliUsageTest::aHugeValueGetsAShortMessage_data() {
    QTest::addColumn<QString>("args");
    QTest::addColumn<QString>("phrase");
    const QString gen = "generate --algorithm binary-tree --size 5x5 --seed 1 ";
    QTest::newRow("unknown command") << "@HUGE@" << "unknown command 'xxxx";
    QTest::newRow("unknown option") << "list --@HUGE@" << "unknown option '--xxxx";
    QTest::newRow("stray argument") << "solve @HUGE@" << "unexpected argument 'xxxx";
    QTest::newRow("unknown generator")
        << "generate --algorithm @HUGE@ --size 5x5 --seed 1" << "unknown generator 'xxxx";
    QTest::newRow("size") << "generate --algorithm binary-tree --size @HUGE@ --seed 1"
                          << "--size 'xxxx";
    QTest::newRow("size beyond any") << "generate --algorithm binary-tree --size @DIGITS@x5 --seed 1"
                                     << "size 9999";
    QTest::newRow("seed") << "generate --algorithm binary-tree --size 5x5 --seed @HUGE@"
                          << "--seed 'xxxx";
    QTest::newRow("count") << "metrics --generator binary-tree --size 5x5 --seed 1 --count @DIGITS@"
                           << "--count 9999";
    QTest::newRow("parameter") << gen + "--param @HUGE@" << "parameter 'xxxx";
    QTest::newRow("parameter value") << gen + "--param bias=@HUGE@" << "parameter bias=xxxx";
    QTest::newRow("braid") << gen + "--braid @HUGE@" << "braid 'xxxx";
    QTest::newRow("symmetry") << gen + "--symmetry @HUGE@" << "unknown symmetry 'xxxx";
    QTest::newRow("terrain") << gen + "--terrain 30,50,@DIGITS@" << "terrain max cost '9999";
    QTest::newRow("start") << gen + "--start @DIGITS@,0" << "--start 9999";
}

// Rule: a value of any length (here a megabyte) is quoted in the message cut short, so the
// message stays a line long and still says which value is wrong.
void CliUsageTest::aHugeValueGetsAShortMessage() {
    QFETCH(QString, args);
    QFETCH(QString, phrase);
    const QString huge(1 << 20, QLatin1Char('x'));
    const QString digits(1 << 20, QLatin1Char('9'));
    QStringList argv = args.split(' ', Qt::SkipEmptyParts);
    argv.replaceInStrings("@HUGE@", huge);
    argv.replaceInStrings("@DIGITS@", digits);
    const CliResult r = runCli(argv);
    QCOMPARE(r.code, 2);
    const QString message = QString::fromStdString(r.err);
    QVERIFY2(message.contains(phrase), qPrintable(message.left(400)));
    QVERIFY2(message.size() < 400, qPrintable(message.left(400)));
}

// Rule: the JSON writer escapes what JSON requires, separates values with commas, writes
// numbers that read back exactly, and writes null for what JSON cannot represent.
void CliUsageTest::jsonWriterEscapesStringsAndPlacesCommas() {
    using mazelab::cli::JsonWriter;
    const std::string tricky = "quote \" backslash \\ newline \n tab \t bell \x07 end";
    JsonWriter json;
    json.beginObject()
        .key("text").string(tricky)
        .key("list").beginArray().integer(-3).number(0.1).boolean(false).null()
        .beginObject().endObject().beginArray().endArray().endArray()
        .key("nan").number(std::nan(""))
        .key("ms").number(1.5, 3)
        .key("big").unsignedInteger(std::numeric_limits<std::uint64_t>::max())
        .endObject();
    QCOMPARE(json.text(), std::string(R"({"text":"quote \" backslash \\ newline \n tab \t bell )"
                                      R"(\u0007 end","list":[-3,0.1,false,null,{},[]],)"
                                      R"("nan":null,"ms":1.500,"big":18446744073709551615})"));
    QString error;
    const QJsonObject o = parseObject(json.text(), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(o["text"].toString().toStdString(), tricky);
    QCOMPARE(o["list"].toArray()[1].toDouble(), 0.1);
    QCOMPARE(mazelab::cli::jsonQuote("a\x1f"), std::string("\"a\\u001f\""));
}

// Rule: the installed binary is a thin shell over the library: it prints the same JSON, exits 0.
void CliUsageTest::theBinaryPrintsTheSameJsonAsTheLibrary() {
    const QStringList args =
        words("solve --generator binary-tree --size 79x79 --seed 1 --algorithm bfs --json");
    QProcess process;
    process.start(MAZELAB_CLI_PATH, args);
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 0);
    QVERIFY(process.readAllStandardError().isEmpty());
    QString error;
    QJsonObject fromBinary = parseObject(process.readAllStandardOutput().toStdString(), &error);
    QJsonObject fromLibrary = parseObject(runCli(args).out, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(fromBinary["path_length"].toInt(), 156);
    fromBinary.remove("time_ms");
    fromLibrary.remove("time_ms");
    QCOMPARE(fromBinary, fromLibrary);
}

// Rule: the binary reports a usage error on standard error with exit code 2, nothing on
// standard output, and no crash.
void CliUsageTest::theBinaryExitsWithCodeTwoOnAUsageError() {
    QProcess process;
    process.start(MAZELAB_CLI_PATH, words("solve --algorithm bfs --generator binary-tree "
                                          "--size 0x5 --seed 1"));
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 2);
    QVERIFY(process.readAllStandardOutput().isEmpty());
    const QString message = QString::fromUtf8(process.readAllStandardError());
    QVERIFY2(message.startsWith("mazelab-cli: ") && message.contains("2 to 4096"),
             qPrintable(message));
}

// Rule: the binary's maze file is byte-identical to the library's (nothing is lost between
// main and the standard output).
void CliUsageTest::theBinaryWritesTheSameMazeFileAsTheLibrary() {
    const QStringList args =
        words("generate --algorithm aldous-broder --size 40x30 --seed 2024 --start 3,4");
    QProcess process;
    process.start(MAZELAB_CLI_PATH, args);
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 0);
    QCOMPARE(process.readAllStandardOutput().toStdString(), runCli(args).out);
}

QTEST_GUILESS_MAIN(CliUsageTest)
#include "test_cli_usage.moc"
