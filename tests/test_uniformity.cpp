// Uniform spanning trees on every shape. On grids small enough that every spanning tree is drawn
// many times, the number of trees is known from Kirchhoff's matrix-tree theorem; the generators
// of the random-walk family (Aldous-Broder, Wilson: "every perfect maze equally likely") must
// draw each of them, and as often as chance allows: a chi-square test at the 0.1% level. The
// same test must reject the depth-first family, whose mazes are known to be biased, which shows
// that it can fail.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/maze.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#include "core/shape.hpp"
#endif

#include <cmath>
#include <map>
#include <string>
#include <vector>

using namespace mazelab;

Q_DECLARE_METATYPE(mazelab::ShapeKind)

namespace {

// Draws per tree, on average: enough that a missing tree would be a miracle (e^-200 each), the
// chi-square approximation is sound, and a bias of a few percent shows.
constexpr int kDrawsPerTree = 200;

// The number of spanning trees of the shape's cell graph: the determinant of its Laplacian with
// the first row and column removed (Kirchhoff, 1847), by Gaussian elimination with partial
// pivoting; exact once rounded, for the small grids used here.
long long spanningTrees(const Maze& maze) {
    const int n = maze.cellCount() - 1;
    const auto side = static_cast<std::size_t>(n);
    std::vector<std::vector<long double>> m(side, std::vector<long double>(side));
    for (CellIndex i = 0; i < maze.cellCount(); ++i)
        for (int s = 0; s < maze.slotCount(i); ++s) {
            const CellIndex j = maze.slotNeighbour(i, Slot(s));
            if (j < 0)
                continue;
            if (i > 0)
                m[std::size_t(i - 1)][std::size_t(i - 1)] += 1;
            if (i > 0 && j > 0)
                m[std::size_t(i - 1)][std::size_t(j - 1)] -= 1;
        }
    long double det = 1;
    for (int c = 0; c < n; ++c) {
        int pivot = c;
        for (int r = c + 1; r < n; ++r)
            if (std::fabs(m[std::size_t(r)][std::size_t(c)]) >
                std::fabs(m[std::size_t(pivot)][std::size_t(c)]))
                pivot = r;
        if (pivot != c) {
            std::swap(m[std::size_t(pivot)], m[std::size_t(c)]);
            det = -det;
        }
        det *= m[std::size_t(c)][std::size_t(c)];
        for (int r = c + 1; r < n; ++r) {
            const long double f =
                m[std::size_t(r)][std::size_t(c)] / m[std::size_t(c)][std::size_t(c)];
            for (int k = c; k < n; ++k)
                m[std::size_t(r)][std::size_t(k)] -= f * m[std::size_t(c)][std::size_t(k)];
        }
    }
    return std::llround(det);
}

// The chi-square statistic's value that a uniform draw exceeds with probability 0.001, for `df`
// degrees of freedom: Wilson and Hilferty's cube-root normal approximation ("The distribution
// of chi-square", PNAS 1931), close for the hundreds of degrees of freedom used here.
double chiSquareCritical(double df) {
    constexpr double kZ = 3.090232; // the normal distribution's 99.9th percentile
    const double a = 2.0 / (9.0 * df);
    return df * std::pow(1.0 - a + kZ * std::sqrt(a), 3.0);
}

struct Tally {
    long long trees = 0;  // Kirchhoff's count
    std::size_t seen = 0; // distinct trees drawn
    double chiSquare = 0; // against equal frequencies
    double critical = 0;  // at the 0.1% level
};

Tally tally(const GeneratorInfo& generator, ShapeKind shape, Size size, int rings) {
    GenerateRequest request{.generator = &generator, .size = size};
    request.shape = shape;
    request.rings = rings;
    Tally result;
    result.trees = spanningTrees(Maze(requestedShape(request)));
    const long long draws = result.trees * kDrawsPerTree;
    std::map<std::string, int> counts; // a tree by its open bits
    for (long long seed = 0; seed < draws; ++seed) {
        request.seed = std::uint64_t(seed);
        const Maze maze = generateMaze(request);
        ++counts[std::string(maze.openBits().begin(), maze.openBits().end())];
    }
    result.seen = counts.size();
    const double expected = double(draws) / double(result.trees);
    for (const auto& [tree, count] : counts)
        result.chiSquare += (count - expected) * (count - expected) / expected;
    // Trees never drawn add their expectation each.
    result.chiSquare += double(result.trees - (long long)counts.size()) * expected;
    result.critical = chiSquareCritical(double(result.trees - 1));
    return result;
}

// Generators of a family that build mazes of this shape.
std::vector<const GeneratorInfo*> ofFamily(GeneratorFamily family, ShapeKind shape) {
    std::vector<const GeneratorInfo*> found;
    for (const GeneratorInfo* g : generators())
        if (g->family == family && g->supports(shape) && g->perfect)
            found.push_back(g);
    return found;
}

void addGridRows() {
    QTest::addColumn<ShapeKind>("shape");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("rings");
    QTest::addColumn<long long>("trees");
    // Square 3x3: 192 trees; the wheel of a polar maze of two rings (a centre and six cells
    // around it): 320, the Lucas number L(12) - 2.
    QTest::newRow("square 3x3") << ShapeKind::Square << 3 << 3 << 0 << 192LL;
    // Hex 3x3 and triangle 5x3: 2071 and 196, computed here and pinned.
    QTest::newRow("hex 3x3") << ShapeKind::Hex << 3 << 3 << 0 << 2071LL;
    QTest::newRow("triangle 5x3") << ShapeKind::Triangle << 5 << 3 << 0 << 196LL;
    QTest::newRow("polar 2") << ShapeKind::Polar << 0 << 0 << 2 << 320LL;
}

} // namespace

class TestUniformity : public QObject {
    Q_OBJECT

private slots:
    void randomWalksDrawEveryTreeEquallyOften_data() { addGridRows(); }
    void randomWalksDrawEveryTreeEquallyOften() {
        QFETCH(ShapeKind, shape);
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, rings);
        QFETCH(long long, trees);
        const auto uniform = ofFamily(GeneratorFamily::RandomWalk, shape);
        QVERIFY(!uniform.empty());
        for (const GeneratorInfo* generator : uniform) {
            const Tally t = tally(*generator, shape, {width, height}, rings);
            qInfo("%s: %lld trees, %zu drawn, chi-square %.1f (critical %.1f)",
                  generator->id.data(), t.trees, t.seen, t.chiSquare, t.critical);
            QCOMPARE(t.trees, trees);
            QCOMPARE((long long)t.seen, t.trees);
            QVERIFY2(t.chiSquare < t.critical, generator->id.data());
        }
    }

    // The depth-first family (the recursive backtracker, hunt-and-kill) prefers long corridors:
    // the same test rejects it, on the shapes where its bias shows at this size.
    void theTestRejectsABiasedGenerator_data() { addGridRows(); }
    void theTestRejectsABiasedGenerator() {
        QFETCH(ShapeKind, shape);
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, rings);
        const auto biased = ofFamily(GeneratorFamily::DepthFirst, shape);
        QVERIFY(!biased.empty());
        for (const GeneratorInfo* generator : biased) {
            const Tally t = tally(*generator, shape, {width, height}, rings);
            qInfo("%s: %lld trees, %zu drawn, chi-square %.1f (critical %.1f)",
                  generator->id.data(), t.trees, t.seen, t.chiSquare, t.critical);
            QVERIFY2(t.chiSquare > t.critical, generator->id.data());
        }
    }
};

QTEST_APPLESS_MAIN(TestUniformity)
#include "test_uniformity.moc"
