// mazelab-cli's SVG pictures (app/cli/svg.hpp), read back with Qt's SVG renderer: on every cell
// shape the middle of every closed side shows a wall and the middle of every passage does not,
// the start and the goal are filled, a weave crossing draws the corridor over it unbroken and
// the tunnel's mouths open, and the same maze gives the same bytes.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "cli_support.hpp"

#include "cli/generator_pictures.hpp"
#include "cli/svg.hpp"

#include "core/maze.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#include "core/shape.hpp"
#include "shape_support.hpp"
#endif

#include <QPainter>
#include <QSvgRenderer>
#include <QTemporaryDir>

#include <clocale>
#include <cmath>

using namespace mazelab;
using namespace mazelab::testing;

namespace {

// The picture is drawn at this many pixels per unit, then read at this many times its size, so
// that a wall is several pixels thick.
constexpr double kUnit = 20;
constexpr int kZoom = 3;

// shapedGenerator()'s id, for a command line.
QString shapedGeneratorId() {
    const std::string_view id = shapedGenerator()->id;
    return QString::fromLatin1(id.data(), qsizetype(id.size()));
}

// The SVG drawn into an image kZoom times its size (white where nothing is drawn).
QImage rendered(const std::string& svg) {
    QSvgRenderer renderer(QByteArray::fromStdString(svg));
    if (!renderer.isValid())
        return {};
    const QSize size = renderer.defaultSize() * kZoom;
    QImage image(size, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    renderer.render(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
    return image;
}

// Where a point of the shape's geometry lies in the image.
QRgb pixelAt(const QImage& image, const Shape& shape, Point p) {
    const Box box = shape.bounds();
    const double x = (p.x - box.left + 0.5) * kUnit * kZoom;
    const double y = (p.y - box.top + 0.5) * kUnit * kZoom;
    return image.pixel(int(std::floor(x)), int(std::floor(y)));
}

bool isColour(QRgb pixel, const char* hex) {
    const QColor c(QString::fromLatin1(hex));
    return std::abs(qRed(pixel) - c.red()) + std::abs(qGreen(pixel) - c.green()) +
               std::abs(qBlue(pixel) - c.blue()) <
           40;
}
bool isWall(QRgb pixel) {
    return isColour(pixel, cli::SvgColours::kWall);
}

// A weave cell's tunnel axis (0 east-west, 1 north-south) or -1: the cell some passage goes
// under. The test's own reading, apart from the drawing's (core/shape_drawing.hpp).
int tunnelAxis(const Maze& maze, CellIndex c) {
    for (int axis = 0; axis < 2; ++axis) {
        const CellIndex before = maze.slotNeighbour(c, Slot(axis + 2)); // west or north
        if (before >= 0 && (maze.openSlots(before) & (1u << (kFirstUnderSlot + axis))))
            return axis;
    }
    return -1;
}

} // namespace

class TestCliSvg : public QObject {
    Q_OBJECT

private slots:
    void everySideShowsItsWall_data() {
        QTest::addColumn<ShapeKind>("shape");
        for (const ShapeKind shape : kShapeKinds)
            QTest::newRow(shapeId(shape).data()) << shape;
    }
    // Every side between two cells, and every side on the outer boundary: a wall at its middle
    // exactly where the maze has one (weave sides at a crossing are the next test's).
    void everySideShowsItsWall() {
        QFETCH(ShapeKind, shape);
        QVERIFY(shapedGenerator());
        const Maze maze = shapedMaze(shape, 4);
        const QImage image = rendered(cli::mazeSvg(maze, nullptr, kUnit));
        QVERIFY(!image.isNull());
        const bool weave = shape == ShapeKind::Weave;
        int walls = 0;
        int passages = 0;
        for (CellIndex c = 0; c < maze.cellCount(); ++c) {
            const int count = weave ? kFirstUnderSlot : maze.slotCount(c);
            for (int s = 0; s < count; ++s) {
                const CellIndex n = maze.slotNeighbour(c, Slot(s));
                if (weave && n >= 0 &&
                    (tunnelAxis(maze, c) == s % 2 || tunnelAxis(maze, n) == s % 2))
                    continue;
                const bool open = (maze.openSlots(c) & (1u << s)) != 0;
                const QRgb p =
                    pixelAt(image, maze.shape(), sideMiddle(maze.shape().side(c, Slot(s))));
                const QByteArray where =
                    QByteArray("cell ") + QByteArray::number(c) + " slot " + QByteArray::number(s);
                QVERIFY2(isWall(p) == !open, where.constData());
                ++(open ? passages : walls);
            }
        }
        // A perfect maze of N cells has N - 1 passages, each seen from both of its cells.
        QVERIFY(walls > 0);
        if (!weave)
            QCOMPARE(passages, 2 * (maze.cellCount() - 1));
        else
            QVERIFY(passages > 0);
        if (shape == ShapeKind::Polar) { // the outer circle: west and east of the centre
            const double r = maze.shape().ringCount();
            QVERIFY(isWall(pixelAt(image, maze.shape(), {r, 0})));
            QVERIFY(isWall(pixelAt(image, maze.shape(), {-r, 0})));
        }
        // The start and the goal are filled at their centres.
        QVERIFY(
            isColour(pixelAt(image, maze.shape(), maze.shape().centre(maze.index(maze.start()))),
                     cli::SvgColours::kStart));
        QVERIFY(isColour(pixelAt(image, maze.shape(), maze.shape().centre(maze.index(maze.goal()))),
                         cli::SvgColours::kGoal));
    }

    // A crossing, as Jamis Buck draws it: the corridor over the crossed cell runs on with its
    // walls unbroken beside the tunnel's mouths, and the tunnel's walls stop at them.
    void weaveCrossingsGoOverAndUnder() {
        int crossings = 0;
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            const Maze maze = shapedMaze(ShapeKind::Weave, seed);
            const QImage image = rendered(cli::mazeSvg(maze, nullptr, kUnit));
            QVERIFY(!image.isNull());
            for (CellIndex c = 0; c < maze.cellCount(); ++c) {
                const int axis = tunnelAxis(maze, c);
                if (axis < 0)
                    continue;
                ++crossings;
                const Cell cell = maze.cellAt(c);
                // u along the tunnel, v across it, in the cell's square.
                const auto at = [&](double u, double v) {
                    return pixelAt(image, maze.shape(),
                                   axis == 0 ? Point{cell.x + u, cell.y + v}
                                             : Point{cell.x + v, cell.y + u});
                };
                QVERIFY(!isWall(at(0.5, 0.5))); // the corridor over the crossing
                QVERIFY(!isWall(at(0.5, 0.02)));
                QVERIFY(!isWall(at(0.5, 0.98)));
                QVERIFY(isWall(at(0.2, 0.5))); // the corridor's walls, over the tunnel
                QVERIFY(isWall(at(0.8, 0.5)));
                QVERIFY(!isWall(at(0, 0.5))); // the tunnel's mouths
                QVERIFY(!isWall(at(1, 0.5)));
                QVERIFY(isWall(at(0.1, 0.2))); // the tunnel's walls, up to the corridor
                QVERIFY(isWall(at(0.9, 0.8)));
            }
        }
        QVERIFY(crossings > 0);
    }

    // With a search, the searched cells and the path are filled.
    void aSearchFillsItsCells() {
        const Maze maze = shapedMaze(ShapeKind::Hex, 2);
        cli::SearchTrace trace;
        trace.searched.assign(std::size_t(maze.cellCount()), 0);
        trace.searched[1] = 1;
        trace.searched[2] = 1;
        trace.path = {maze.index(maze.start()), 2};
        const QImage image = rendered(cli::mazeSvg(maze, &trace, kUnit));
        QVERIFY(isColour(pixelAt(image, maze.shape(), maze.shape().centre(1)),
                         cli::SvgColours::kSearched));
        QVERIFY(
            isColour(pixelAt(image, maze.shape(), maze.shape().centre(2)), cli::SvgColours::kPath));
        QVERIFY(
            isColour(pixelAt(image, maze.shape(), maze.shape().centre(3)), cli::SvgColours::kRoom));
    }

    // Numbers are written without a locale: a decimal point, at most two decimals, no "-0".
    void numbersIgnoreTheLocale() {
        const char* previous = std::setlocale(LC_NUMERIC, nullptr);
        const std::string saved = previous ? previous : "C";
        std::setlocale(LC_NUMERIC, "de_DE.UTF-8"); // a decimal comma where it exists
        QCOMPARE(cli::svgNumber(0.5), std::string("0.5"));
        QCOMPARE(cli::svgNumber(12), std::string("12"));
        QCOMPARE(cli::svgNumber(1.005 + 1e-9), std::string("1.01"));
        QCOMPARE(cli::svgNumber(-0.001), std::string("0"));
        QCOMPARE(cli::svgNumber(-3.25), std::string("-3.25"));
        std::setlocale(LC_NUMERIC, saved.c_str());
    }

    // render --svg writes the picture alone, of any shape, the same bytes every time; the text
    // art keeps refusing other cells and names --svg.
    void renderWritesTheSvg() {
        const QString id = shapedGeneratorId();
        const QStringList hex = QStringList{"render", "--generator", id} +
                                words("--shape hex --size 5x4 --seed 2 --svg");
        const auto first = runCli(hex);
        QVERIFY2(first.code == 0, first.err.c_str());
        QVERIFY(first.out.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        QVERIFY(first.out.ends_with("</svg>\n"));
        QCOMPARE(runCli(hex).out, first.out);
        QVERIFY(!rendered(first.out).isNull());

        const auto fitted = runCli(hex + words("--fit 100"));
        QVERIFY2(fitted.code == 0, fitted.err.c_str());
        QSvgRenderer renderer(QByteArray::fromStdString(fitted.out));
        QCOMPARE(std::max(renderer.defaultSize().width(), renderer.defaultSize().height()), 100);

        const auto noSvg = runCli(QStringList{"render", "--generator", id} +
                                  words("--shape hex --size 5x4 --seed 2 --fit 100"));
        QCOMPARE(noSvg.code, 2);
        QVERIFY2(noSvg.err.find("--fit sizes the SVG picture: it goes with --svg") !=
                     std::string::npos,
                 noSvg.err.c_str());
        const auto text = runCli(QStringList{"render", "--generator", id} +
                                 words("--shape polar --rings 4 --seed 2"));
        QCOMPARE(text.code, 1);
        QVERIFY2(text.err.find("add --svg for a picture of it") != std::string::npos,
                 text.err.c_str());
    }

    // With a solver, the path joins the start and the goal through filled cells.
    void renderDrawsASolversSearch() {
        const QString id = shapedGeneratorId();
        const SolverInfo* solver = nullptr;
        for (const SolverInfo* s : solvers())
            if (s->supports(ShapeKind::Triangle) && s->shortestOnUnitCosts)
                solver = s;
        QVERIFY(solver);
        const auto result = runCli(
            QStringList{"render", "--generator", id, "--algorithm",
                        QString::fromLatin1(solver->id.data(), qsizetype(solver->id.size()))} +
            words("--shape triangle --size 8x5 --seed 3 --svg"));
        QVERIFY2(result.code == 0, result.err.c_str());
        QVERIFY(result.out.find(std::string("fill=\"") + cli::SvgColours::kPath) !=
                std::string::npos);
    }

    // list --write-pictures writes every generator's picture on every shape it builds, and each
    // is what the command the generators page gives draws.
    void listWritesTheGeneratorPictures() {
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        const auto result = runCli(QStringList{"list", "--write-pictures", folder.path()});
        QVERIFY2(result.code == 0, result.err.c_str());
        const auto pictures = cli::allGeneratorPictures();
        QCOMPARE(QDir(folder.path()).entryList(QDir::Files).size(), qsizetype(pictures.size()));
        const QString id = shapedGeneratorId();
        const auto hex = runCli(QStringList{"render", "--generator", id} +
                                words("--shape hex --size 8x8 --seed 1 --svg --fit 160"));
        QFile file(folder.filePath(id + "-hex.svg"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll().toStdString(), hex.out);
        QCOMPARE(runCli(QStringList{"list", "--write-pictures", folder.filePath("none")}).code, 1);
    }
};

QTEST_MAIN(TestCliSvg)
#include "test_cli_svg.moc"
