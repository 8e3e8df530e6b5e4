// mazelab-cli's solver parameters (--solver-param on solve, render and experiment), checked by
// the core with errors that name the valid keys and ranges, and how solve words a run that gave
// up and a solver's own figures. A test-local solver with parameters (tests/fake_solver.hpp)
// stands in where the registry has none; registry loops cover every solver that has some.
#include <QtTest>
#include <QJsonArray>

#ifndef Q_MOC_RUN
#include "cli_support.hpp"
#include "fake_solver.hpp"
#include "cli/options.hpp"
#include "cli/solver_params.hpp"
#include "core/run.hpp"
#endif

#include <string>
#include <vector>

using namespace mazelab::testing;
using mazelab::ParamValues;
using mazelab::SolverInfo;

namespace {

mazelab::cli::Options givenParams(const std::vector<std::string>& assignments) {
    mazelab::cli::Options options;
    for (const std::string& a : assignments)
        options.add("--solver-param", a);
    return options;
}

// The usage error solverParamsOption throws for these assignments ("" if none).
template <typename Solvers>
QString errorOf(const std::vector<std::string>& assignments, const Solvers& solvers) {
    try {
        (void)mazelab::cli::solverParamsOption(givenParams(assignments), solvers);
    } catch (const mazelab::cli::UsageError& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

} // namespace

class CliSolverParamsTest : public QObject, private CliFolder {
    Q_OBJECT

private slots:
    void initTestCase() { createFiles(); }
    void oneSolverTakesItsKeysAndRefusesOthersNamingTheValidOnes();
    void severalSolversEachTakeTheKeysTheyHave();
    void aRunThatGaveUpIsWordedApartFromNoPath();
    void solveRefusesAParameterTheSolverDoesNotHave();
    void solveJsonSaysParametersGaveUpReasonAndExtraFigures();
    void everyRegisteredSolverTakesItsDefaultsExplicitly();
    void experimentAndRenderCheckSolverParameters();
};

// Rule: a key of the solver sets it (the rest keep their defaults); an unknown key, a value out
// of range or a choice that is not one are usage errors naming the keys, the range, the choices.
void CliSolverParamsTest::oneSolverTakesItsKeysAndRefusesOthersNamingTheValidOnes() {
    const SolverInfo& fake = fakeSolverInfo();
    const ParamValues values =
        mazelab::cli::solverParamsOption(givenParams({"limit=7", "hand=right"}), fake);
    QCOMPARE(values.get("limit"), 7.0);
    QCOMPARE(values.get("hand"), 1.0);
    QCOMPARE(mazelab::cli::solverParamsOption(givenParams({}), fake), fake.defaults());

    const std::vector<const SolverInfo*> one = {&fake};
    const QString unknown = errorOf({"speed=2"}, fake);
    QVERIFY2(unknown.contains("--solver-param for fake-stand-still") &&
                 unknown.contains("valid parameters are limit, hand"),
             qPrintable(unknown));
    const QString range = errorOf({"limit=0"}, fake);
    QVERIFY2(range.contains("from 1 to 1000"), qPrintable(range));
    const QString choice = errorOf({"hand=up"}, fake);
    QVERIFY2(choice.contains("choose one of left, right"), qPrintable(choice));
    QVERIFY(errorOf({"limit=0"}, one).contains("from 1 to 1000"));
}

// Rule: with several solvers a key goes to every solver that has it, the others keep their
// defaults, and a key that none of them has is an error naming the keys there are.
void CliSolverParamsTest::severalSolversEachTakeTheKeysTheyHave() {
    const SolverInfo& bfs = mazelab::solverById("bfs");
    const std::vector<const SolverInfo*> both = {&bfs, &fakeSolverInfo()};
    const auto values = mazelab::cli::solverParamsOption(givenParams({"limit=9"}), both);
    QCOMPARE(values.size(), std::size_t(2));
    QVERIFY(values[0].entries().empty()); // bfs has no parameters
    QCOMPARE(values[1].get("limit"), 9.0);
    QCOMPARE(values[1].get("hand"), 0.0);

    const QString none = errorOf({"weight=3"}, both);
    QVERIFY2(none.contains("no chosen solver has a parameter 'weight'") &&
                 none.contains("the parameters are fake-stand-still (limit, hand)"),
             qPrintable(none));
    const std::vector<const SolverInfo*> plain = {&bfs, &mazelab::solverById("dfs")};
    QVERIFY(errorOf({"weight=3"}, plain).contains("the chosen solvers take no parameters"));
    QVERIFY(errorOf({"weight"}, plain).contains("must be written key=value"));
}

// Rule: a run that stopped at its step limit says "gave up after N steps" with the solver's
// reason, never "no path"; the solver's own figures come with their names.
void CliSolverParamsTest::aRunThatGaveUpIsWordedApartFromNoPath() {
    const mazelab::Maze maze(mazelab::Size{4, 4});
    ParamValues params = fakeSolverInfo().defaults();
    params.set(fakeSolverInfo().params, "limit", 3);
    params.set(fakeSolverInfo().params, "hand", 1);
    const mazelab::SolveStats stats = mazelab::solveMaze(fakeSolverInfo(), maze, params).stats;
    QVERIFY(stats.gaveUp);
    QCOMPARE(stats.steps, std::int64_t(3));
    QCOMPARE(QString::fromStdString(mazelab::cli::solveOutcome(stats, maze)),
             QString("gave up after 3 steps (stood still on the right)"));
    const auto extra = mazelab::cli::extraFigures(fakeSolverInfo(), stats);
    QCOMPARE(extra.size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(extra[0].first), QString("Stood"));
    QCOMPARE(extra[0].second, std::int64_t(3));

    // A walled-in goal: no path, as before.
    const CliResult walled = runCli({"solve", "--algorithm", "bfs", "--maze", path("walled.maze")});
    QCOMPARE(walled.code, 0);
    QVERIFY(QString::fromStdString(walled.out).contains("result:           no path: the goal "
                                                        "cannot be reached"));
    QVERIFY(!QString::fromStdString(walled.out).contains("gave up"));
}

void CliSolverParamsTest::solveRefusesAParameterTheSolverDoesNotHave() {
    const CliResult r = runCli(words("solve --algorithm bfs --generator binary-tree --size 5x5 "
                                     "--seed 1 --solver-param weight=3"));
    QCOMPARE(r.code, 2);
    QVERIFY2(QString::fromStdString(r.err).contains(
                 "--solver-param for bfs: unknown parameter 'weight': this algorithm takes no "
                 "parameters"),
             r.err.c_str());
    QVERIFY(r.out.empty());
}

// Rule: solve --json carries the parameters, gave_up, the reason and the extra figures by name.
void CliSolverParamsTest::solveJsonSaysParametersGaveUpReasonAndExtraFigures() {
    const CliResult r = runCli(words("solve --algorithm bfs --maze") << path("walled.maze")
                                                                     << "--json");
    QCOMPARE(r.code, 0);
    QString error;
    const QJsonObject o = parseObject(r.out, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(o["params"].isObject() && o["params"].toObject().isEmpty());
    QCOMPARE(o["gave_up"].toBool(true), false);
    QCOMPARE(o["found"].toBool(true), false);
    QVERIFY(o["reason"].isNull());
    QVERIFY(o["extra"].isObject() && o["extra"].toObject().isEmpty());
    for (const QString& key : kRequiredKeys)
        QVERIFY2(o.contains(key), qPrintable(key));
}

// Rule: for every registered solver, giving every parameter its default explicitly is the same
// run as giving none (text and JSON name each parameter and each extra figure).
void CliSolverParamsTest::everyRegisteredSolverTakesItsDefaultsExplicitly() {
    for (const SolverInfo* s : mazelab::solvers()) {
        if (!s->supports(mazelab::Diagonal::Never))
            continue; // the command line runs four directions
        QStringList args = words("solve --generator recursive-backtracker --size 9x9 --seed 3 "
                                 "--json --algorithm");
        args << QString::fromUtf8(s->id.data(), qsizetype(s->id.size()));
        const CliResult plain = runCli(args);
        for (const std::string& text : mazelab::formatParams(s->params, s->defaults()))
            args << "--solver-param" << QString::fromStdString(text);
        const CliResult given = runCli(args);
        QJsonObject o;
        compareJsonButTime(plain, given, &o);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(o["params"].toObject().size(), qsizetype(s->params.size()));
        QCOMPARE(o["extra"].toObject().size(), qsizetype(s->extraFigures.size()));
    }
}

void CliSolverParamsTest::experimentAndRenderCheckSolverParameters() {
    const CliResult experiment =
        runCli(words("experiment --generators binary-tree --solvers bfs,dfs --sizes 5x5 "
                     "--count 1 --seed 1 --threads 1 --solver-param weight=3"));
    QCOMPARE(experiment.code, 2);
    QVERIFY2(QString::fromStdString(experiment.err)
                 .contains("no chosen solver has a parameter 'weight': the chosen solvers take "
                           "no parameters"),
             experiment.err.c_str());
    const CliResult render = runCli(words("render --generator binary-tree --size 5x5 --seed 1 "
                                          "--solver-param weight=3"));
    QCOMPARE(render.code, 2);
    QVERIFY(QString::fromStdString(render.err).contains("--solver-param goes with --algorithm"));
    const CliResult renderBfs = runCli(words("render --generator binary-tree --size 5x5 --seed 1 "
                                             "--algorithm bfs --solver-param weight=3"));
    QCOMPARE(renderBfs.code, 2);
    QVERIFY(QString::fromStdString(renderBfs.err).contains("--solver-param for bfs"));
}

QTEST_GUILESS_MAIN(CliSolverParamsTest)
#include "test_cli_solver_params.moc"
