// Golden hashes: every registered generator and solver, pinned by what it makes and every step it
// takes. A refactor must leave them all unchanged; a change of behaviour shows up here as the
// algorithm and case that moved. The pins live in tests/data/golden.tsv, one line a case; an
// algorithm without its lines fails with the lines to add, which
//   MAZELAB_UPDATE_GOLDEN=1 build/tests/test_golden
// writes (review the diff: a pin that changes is a behaviour that changed).
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/maze_file.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#include "support.hpp"
#endif

#include <fstream>
#include <map>
#include <span>
#include <sstream>

using namespace mazelab;

namespace {

const char* const kGoldenFile = MAZELAB_TEST_DATA "/golden.tsv";

// FNV-1a 64, fed field by field.
class Hash {
public:
    template <typename T>
        requires std::is_integral_v<T> || std::is_enum_v<T>
    void add(T value) {
        const auto v = static_cast<std::uint64_t>(value);
        for (int i = 0; i < 8; ++i)
            m_hash = (m_hash ^ ((v >> (8 * i)) & 0xFF)) * 0x100000001B3ull;
    }
    void add(std::string_view text) {
        add(text.size());
        for (char c : text)
            add(static_cast<unsigned char>(c));
    }
    [[nodiscard]] std::string hex() const {
        std::ostringstream out;
        out << std::hex << m_hash;
        return out.str();
    }

private:
    std::uint64_t m_hash = 0xCBF29CE484222325ull;
};

struct GenCase {
    const char* name;
    Size size;
    std::uint64_t seed;
    Shaping shaping;
};

// Plain, and through every shaping pass (so the passes' own streams are pinned too).
const GenCase kGenCases[] = {
    {"plain-31x23", {31, 23}, 2024, {}},
    {"shaped-24x18", {24, 18}, 7, {40, Symmetry::LeftRight, {30, 50, 9}}},
};

GenerateRequest request(const GeneratorInfo& info, const GenCase& c) {
    return {&info, c.size, c.seed, ParamValues(info.params), {}, c.shaping};
}

// The file a generation writes, and every step of it.
std::pair<std::string, std::string> generatorHashes(const GeneratorInfo& info, const GenCase& c) {
    const GenerateRequest req = request(info, c);
    Maze maze = prepareMaze(req);
    Hash steps;
    for (const GenStep& s : generationSteps(maze, req)) {
        steps.add(s.kind);
        steps.add(s.phase);
        steps.add(s.dir);
        steps.add(s.cost);
        steps.add(s.cell);
        steps.add(s.current);
        steps.add(s.line);
    }
    const std::string text = writeMazeText({std::move(maze), provenanceOf(req)});
    Hash file;
    file.add(std::string_view(text));
    return {file.hex(), steps.hex()};
}

struct SolveCase {
    const char* name;
    const char* generator;
    Size size;
    std::uint64_t seed;
    Shaping shaping;
    bool sealGoal; // every wall of the goal closed: the search must end in NoPath
};

const SolveCase kSolveCases[] = {
    {"perfect-41x31", "recursive-backtracker", {41, 31}, 7, {}, false},
    {"braided-weighted-33x25", "aldous-broder", {33, 25}, 11, {60, Symmetry::None, {40, 60, 9}},
     false},
    {"sealed-goal-21x21", "kruskal", {21, 21}, 3, {}, true},
};

Maze solveMazeFor(const SolveCase& c) {
    const GeneratorInfo& info = generatorById(c.generator);
    Maze maze = generateMaze({&info, c.size, c.seed, ParamValues(info.params), {}, c.shaping});
    if (c.sealGoal) {
        const CellIndex goal = maze.index(maze.goal());
        for (Dir d : {Dir::East, Dir::South, Dir::West, Dir::North})
            if (maze.isOpen(goal, d))
                maze.setPassage(goal, d, false);
    }
    return maze;
}

std::string solverHash(const SolverInfo& info, const Maze& maze) {
    Hash h;
    for (const SolveStep& s : info.start(maze)) {
        h.add(s.kind);
        h.add(s.cell);
        h.add(s.line);
        for (CellIndex d : s.discovered())
            h.add(d);
        h.add(s.counters.searched);
        h.add(s.counters.expanded);
        h.add(s.counters.frontier);
        h.add(s.counters.maxFrontier);
        h.add(s.counters.steps);
        for (CellIndex p : s.path)
            h.add(p);
    }
    return h.hex();
}

// "generator<TAB>id<TAB>case<TAB>what" -> hash
using Pins = std::map<std::string, std::string>;

Pins readPins() {
    Pins pins;
    std::ifstream in(kGoldenFile);
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#')
            continue;
        const auto tab = line.rfind('\t');
        pins[line.substr(0, tab)] = line.substr(tab + 1);
    }
    return pins;
}

bool updating() { return qEnvironmentVariableIsSet("MAZELAB_UPDATE_GOLDEN"); }

// The _data() rows "ID CASE" (columns id and caseIndex): every registered algorithm on every
// case it `takes`.
template <class Info, class Case, std::size_t N, class Takes>
void caseRows(std::span<const Info* const> infos, const Case (&cases)[N], Takes takes) {
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("caseIndex");
    for (const Info* info : infos)
        for (int c = 0; c < int(N); ++c)
            if (takes(*info, cases[c]))
                QTest::addRow("%s %s", info->id.data(), cases[c].name)
                    << QString::fromUtf8(info->id.data(), qsizetype(info->id.size())) << c;
}

} // namespace

class TestGolden : public QObject {
    Q_OBJECT

    Pins m_pins;
    Pins m_seen; // what this run computed, for MAZELAB_UPDATE_GOLDEN

    void check(const std::string& key, const std::string& hash) {
        m_seen[key] = hash;
        if (updating())
            return;
        const auto it = m_pins.find(key);
        if (it == m_pins.end())
            QFAIL(qPrintable(QStringLiteral("no pin for this case in tests/data/golden.tsv; "
                                            "add the line\n%1\t%2")
                                 .arg(QString::fromStdString(key), QString::fromStdString(hash))));
        QCOMPARE(QString::fromStdString(hash), QString::fromStdString(it->second));
    }

private slots:
    void initTestCase() { m_pins = readPins(); }

    void generators_data() {
        caseRows(mazelab::generators(), kGenCases, [](const GeneratorInfo& info, const GenCase& c) {
            // a generator may refuse a mirrored layout (test_shaping checks that)
            return c.shaping.symmetry == Symmetry::None || info.noSymmetryReason.empty();
        });
    }
    // The maze file and the step stream of each generator, plain and shaped.
    void generators() {
        QFETCH(QString, id);
        QFETCH(int, caseIndex);
        const GenCase& c = kGenCases[caseIndex];
        const auto [file, steps] = generatorHashes(generatorById(id.toStdString()), c);
        const std::string key = "generator\t" + id.toStdString() + "\t" + c.name;
        check(key + "\tfile", file);
        check(key + "\tsteps", steps);
    }

    void solvers_data() {
        // The pins are of four-direction streams; a solver that refuses them has none.
        caseRows(mazelab::solvers(), kSolveCases, [](const SolverInfo& info, const SolveCase& c) {
            return mazelab::testing::takes(info, solveMazeFor(c));
        });
    }
    // Every step of each solver (cells, counters, lines, the path) on a perfect maze, a braided
    // weighted one, and one whose goal cannot be reached.
    void solvers() {
        QFETCH(QString, id);
        QFETCH(int, caseIndex);
        const SolveCase& c = kSolveCases[caseIndex];
        const Maze maze = solveMazeFor(c);
        check("solver\t" + id.toStdString() + "\t" + c.name + "\tsteps",
              solverHash(solverById(id.toStdString()), maze));
    }

    void cleanupTestCase() {
        if (!updating())
            return;
        std::ofstream out(kGoldenFile);
        out << "# Golden hashes, written by tests/test_golden.cpp (MAZELAB_UPDATE_GOLDEN=1).\n"
               "# kind\tid\tcase\twhat\tFNV-1a 64 hash\n";
        for (const auto& [key, hash] : m_seen)
            out << key << '\t' << hash << '\n';
        QVERIFY2(out.good(), kGoldenFile);
    }
};

QTEST_GUILESS_MAIN(TestGolden)
#include "test_golden.moc"
