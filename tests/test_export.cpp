// File > Export view… and Export animation…: pictures of the requested size drawn by the maze
// view's own rendering (pixels in the palette's colours at known cells), animated GIFs with the
// expected number of frames (read back with giflib), numbered PNG sequences, and Cancel leaving
// nothing behind.
#include <QPainter>
#include <QSvgRenderer>
#include <QtTest>

#include "present_support.hpp"
#include "ui/present/export_dialogs.hpp"
#include "ui/view/maze_palette.hpp"
#include "ui_support.hpp"

#ifndef Q_MOC_RUN
#include "core/shape.hpp"
#include "ui/present/animation_export.hpp"
#include "ui/view/shape_renderer.hpp"
#endif

#include "ui/animation/animator.hpp"
#include "ui/present/export_dialogs.hpp"
#include "ui/present/presenting_controller.hpp"
#include "ui/shell/main_window.hpp"
#include "ui/view/maze_palette.hpp"
#include "ui/view/maze_scene.hpp"
#include "ui/view/maze_view.hpp"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QImage>
#include <QImageReader>
#include <QRegularExpression>
#include <QStatusBar>
#include <QTimer>

#include <gif_lib.h>

using namespace mazelab;
using namespace mazelab::ui;
using mazelab::testing::roomCentre;
using mazelab::testing::smallMaze;
using mazelab::testing::windowWithSmallMaze;
constexpr int kSide = mazelab::testing::kSmallMazePixels;

namespace {

// A room that is neither the start nor the goal.
Cell plainRoom(const Maze& maze) {
    for (int y = 0; y < maze.height(); ++y)
        for (int x = 0; x < maze.width(); ++x)
            if (Cell{x, y} != maze.start() && Cell{x, y} != maze.goal())
                return {x, y};
    return {};
}

// A breadth-first search of the maze on the window's screen.
AnimationRun bfsRun(const MainWindow& window) {
    AnimationRun run;
    run.maze = window.run()->scene()->maze();
    run.solver = &solverById("bfs");
    return run;
}

// Options for an export of `size` frames, one every `frameStep` steps, to `path` (a GIF file or
// the folder of a PNG sequence).
AnimationOptions animationOptions(AnimationFormat format, const QString& path, QSize size,
                                  std::int64_t frameStep = 1) {
    AnimationOptions options;
    options.format = format;
    options.path = path;
    options.size = size;
    options.frameStep = frameStep;
    return options;
}

struct GifInfo {
    int width = 0;
    int height = 0;
    int frames = -1;
};

GifInfo readGif(const QString& path) {
    int error = 0;
    GifFileType* gif = DGifOpenFileName(QFile::encodeName(path).constData(), &error);
    if (!gif)
        return {};
    GifInfo info;
    if (DGifSlurp(gif) == GIF_OK)
        info = {gif->SWidth, gif->SHeight, gif->ImageCount};
    DGifCloseFile(gif, &error);
    return info;
}

// The small maze solved by A* (octile) under "always" to its end, on the window's screen: its
// path cuts corners. Returns the first diagonal move of the path (from, to), or nothing.
std::optional<std::pair<Cell, Cell>> solveDiagonally(MainWindow& window) {
    Animator& animator = *window.run()->animator();
    animator.startSolve(solverById("astar-octile"), {}, Diagonal::Always);
    animator.seekLast();
    const Maze& maze = window.run()->scene()->maze();
    const SolveResult result = solveMaze(solverById("astar-octile"), maze, {}, Diagonal::Always);
    for (std::size_t i = 1; i < result.path.size(); ++i) {
        const Cell a = maze.cellAt(result.path[i - 1]);
        const Cell b = maze.cellAt(result.path[i]);
        if (a.x != b.x && a.y != b.y)
            return std::pair{a, b};
    }
    return std::nullopt;
}

// An SVG drawn back at kSmallMazePixels over magenta; null if it does not parse.
QImage drawnBack(const QByteArray& svg) {
    QSvgRenderer renderer(svg);
    if (!renderer.isValid())
        return {};
    QImage drawn(kSide, kSide, QImage::Format_RGB32);
    drawn.fill(Qt::magenta);
    QPainter painter(&drawn);
    renderer.render(&painter, QRectF(0, 0, kSide, kSide));
    painter.end();
    return drawn;
}

// The centre of the corner a diagonal move between a and b crosses, at kSmallMazePixels.
QPoint crossedCorner(Cell a, Cell b) {
    return {50 + 40 * std::min(a.x, b.x), 50 + 40 * std::min(a.y, b.y)};
}

} // namespace

class TestExport : public QObject {
    Q_OBJECT

private slots:
    void init() { m_window = windowWithSmallMaze(); }
    void cleanup() { m_window.reset(); }

    // The PNG has the requested size and shows the palette's wall, room, start and goal where
    // the maze has them, whatever the zoom of the view on screen.
    void pngExportHasTheRequestedSizeAndThePalettesColours() {
        QTemporaryDir dir;
        m_window->run()->view()->resize(300, 180);
        m_window->run()->view()->zoomIn(); // the export fits the whole maze anyway
        const QString file = dir.filePath(QStringLiteral("maze.png"));
        QCOMPARE(m_window->presenting()->exportViewTo(file, QSize(kSide, kSide)), QString());
        const QImage image(file);
        QCOMPARE(image.size(), QSize(kSide, kSide));
        const Maze& maze = m_window->run()->scene()->maze();
        const MazePalette palette;
        QCOMPARE(image.pixelColor(5, 5), palette.wall);
        QCOMPARE(image.pixelColor(kSide - 5, kSide / 2), palette.wall);
        QCOMPARE(image.pixelColor(roomCentre(plainRoom(maze))), palette.room);
        QCOMPARE(image.pixelColor(roomCentre(maze.start())), palette.start);
        QCOMPARE(image.pixelColor(roomCentre(maze.goal())), palette.goal);

        // Another size is another picture, not a scaled copy of the view.
        const QString wide = dir.filePath(QStringLiteral("wide.png"));
        QCOMPARE(m_window->presenting()->exportViewTo(wide, QSize(800, 300)), QString());
        QCOMPARE(QImage(wide).size(), QSize(800, 300));
    }

    // The SVG says the requested size in pixels, as width, height and viewBox.
    void svgExportHasTheRequestedSize() {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("maze.svg"));
        QCOMPARE(m_window->presenting()->exportViewTo(file, QSize(400, 300)), QString());
        QFile svg(file);
        QVERIFY(svg.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(svg.readAll());
        QVERIFY2(text.contains(QStringLiteral("viewBox=\"0 0 400 300\"")),
                 qPrintable(text.left(600)));
        QVERIFY2(text.contains(QStringLiteral("width=\"400px\"")), qPrintable(text.left(600)));
        QVERIFY2(text.contains(QStringLiteral("height=\"300px\"")), qPrintable(text.left(600)));
    }

    // The SVG is shapes, not an embedded picture, and drawn back it shows the same colours at
    // the same places as the PNG: in both wall styles.
    void svgExportIsVectorShapesOfThePicture_data() { testing::wallStyleRows(); }
    void svgExportIsVectorShapesOfThePicture() {
        QFETCH(bool, thin);
        m_window->run()->view()->setWallStyle(thin ? MazeView::WallStyle::ThinWalls
                                                   : MazeView::WallStyle::Blocks);
        QTemporaryDir dir;
        const QString svgFile = dir.filePath(QStringLiteral("maze.svg"));
        const QString pngFile = dir.filePath(QStringLiteral("maze.png"));
        QCOMPARE(m_window->presenting()->exportViewTo(svgFile, QSize(kSide, kSide)), QString());
        QCOMPARE(m_window->presenting()->exportViewTo(pngFile, QSize(kSide, kSide)), QString());
        QFile svg(svgFile);
        QVERIFY(svg.open(QIODevice::ReadOnly));
        const QByteArray text = svg.readAll();
        QVERIFY(!text.contains("<image"));
        QVERIFY(text.contains("<rect") || text.contains("<path"));
        const QImage drawn = drawnBack(text);
        QVERIFY(!drawn.isNull());
        const QImage png(pngFile);
        const Maze& maze = m_window->run()->scene()->maze();
        const MazePalette palette;
        for (const Cell c : {plainRoom(maze), maze.start(), maze.goal()}) {
            const QPoint p = roomCentre(c);
            QCOMPARE(drawn.pixelColor(p), png.pixelColor(p));
        }
        QCOMPARE(drawn.pixelColor(roomCentre(maze.start())), palette.start);
        QCOMPARE(drawn.pixelColor(roomCentre(maze.goal())), palette.goal);
        // Every wall between two rooms: the middle of the edge is wall in both pictures.
        int walls = 0;
        for (int y = 0; y < maze.height(); ++y)
            for (int x = 0; x + 1 < maze.width(); ++x) {
                const QPoint a = roomCentre({x, y});
                const QPoint b = roomCentre({x + 1, y});
                const QPoint edge((a.x() + b.x()) / 2, a.y());
                const bool open = maze.isOpen(maze.index({x, y}), Dir::East);
                QCOMPARE(png.pixelColor(edge) == palette.wall, !open);
                QCOMPARE(drawn.pixelColor(edge) == palette.wall, !open);
                walls += open ? 0 : 1;
            }
        QVERIFY(walls > 0);
    }

    // A solved maze whose path moves diagonally: the PNG, the SVG (drawn back) and the last
    // frame of the GIF draw the path through the crossed corner, as the view does, in the path's
    // colour (with thin walls, as the view: the rooms meet there). Both wall styles.
    void aDiagonalPathIsDrawnThroughTheCrossedCorner_data() { testing::wallStyleRows(); }
    void aDiagonalPathIsDrawnThroughTheCrossedCorner() {
        QFETCH(bool, thin);
        m_window->run()->view()->setWallStyle(thin ? MazeView::WallStyle::ThinWalls
                                                   : MazeView::WallStyle::Blocks);
        const auto move = solveDiagonally(*m_window);
        QVERIFY(move);
        QCOMPARE(m_window->run()->animator()->state(), Animator::State::Finished);
        const QPoint corner = crossedCorner(move->first, move->second);
        const MazePalette palette;
        const QImage view = m_window->run()->view()->renderFittedImage(QSize(kSide, kSide));
        QTemporaryDir dir;
        const QString svgFile = dir.filePath(QStringLiteral("maze.svg"));
        const QString pngFile = dir.filePath(QStringLiteral("maze.png"));
        QCOMPARE(m_window->presenting()->exportViewTo(svgFile, QSize(kSide, kSide)), QString());
        QCOMPARE(m_window->presenting()->exportViewTo(pngFile, QSize(kSide, kSide)), QString());
        const QImage png(pngFile);
        QFile svg(svgFile);
        QVERIFY(svg.open(QIODevice::ReadOnly));
        const QImage drawn = drawnBack(svg.readAll());
        QVERIFY(!drawn.isNull());
        // Both ends of the move are path, and so is the corner between them in the blocks
        // style (with thin walls, the rooms meet at the corner point).
        for (const Cell c : {move->first, move->second})
            if (c != m_window->run()->scene()->maze().start() &&
                c != m_window->run()->scene()->maze().goal())
                QCOMPARE(png.pixelColor(roomCentre(c)), palette.path);
        QCOMPARE(png.pixel(corner), view.pixel(corner));
        QCOMPARE(drawn.pixel(corner), view.pixel(corner));
        if (!thin)
            QCOMPARE(png.pixelColor(corner), palette.path);

        // The GIF's last frame: the finished solve replayed under the same movement.
        AnimationRun run;
        run.maze = m_window->run()->scene()->maze();
        run.solver = &solverById("astar-octile");
        run.rule = Diagonal::Always;
        AnimationOptions options =
            animationOptions(AnimationFormat::PngSequence, dir.filePath(QStringLiteral("frames")),
                             QSize(kSide, kSide), 1000);
        FrameStyle style;
        style.thinWalls = thin;
        const AnimationResult result = exportAnimation(run, style, options);
        QCOMPARE(result.error, QString());
        const QImage last(QDir(options.path).filePath(sequenceFrameName(result.frames - 1)));
        QCOMPARE(last.pixel(corner), png.pixel(corner));
        // Replayed under four directions instead, the corner would not be path.
        run.rule = Diagonal::Never;
        options.path = dir.filePath(QStringLiteral("four"));
        const AnimationResult four = exportAnimation(run, style, options);
        QCOMPARE(four.error, QString());
        const QImage straight(QDir(options.path).filePath(sequenceFrameName(four.frames - 1)));
        if (!thin)
            QVERIFY(straight.pixelColor(corner) != palette.path);
    }

    void exportRefusesBadNamesAndSizes() {
        QTemporaryDir dir;
        QVERIFY(!m_window->presenting()
                     ->exportViewTo(dir.filePath(QStringLiteral("maze.bmp")), QSize(100, 100))
                     .isEmpty());
        QVERIFY(!m_window->presenting()
                     ->exportViewTo(dir.filePath(QStringLiteral("maze.png")), QSize(4, 100))
                     .isEmpty());
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("maze.png"))));
    }

    void frameCountsAreOnePlusTheStepsOverTheFrameStep() {
        QCOMPARE(frameCount(10, 3), 5); // 0, 3, 6, 9, 10
        QCOMPARE(frameCount(9, 3), 4);  // 0, 3, 6, 9
        QCOMPARE(frameCount(1, 1), 2);
        QCOMPARE(frameStepFor(1000, 300), 4);
        QVERIFY(frameCount(1000, frameStepFor(1000, 300)) <= 300);
        QCOMPARE(frameStepFor(10, 300), 1);
        QCOMPARE(sequenceFrameName(0), QStringLiteral("frame-0001.png"));
    }

    // The dialogs start at the view's size and, for an animation, at the frame step that keeps
    // the run at or under 300 frames; the scale sets both sides.
    void dialogsStartFromTheViewAndA300FrameStep() {
        ExportViewDialog view(QSize(640, 480));
        QCOMPARE(view.imageSize(), QSize(640, 480));
        view.sizeFields()->scale->setValue(2);
        QCOMPARE(view.imageSize(), QSize(1280, 960));

        ExportAnimationDialog animation(QSize(500, 400), QStringLiteral("Solve: BFS"), 1000, 90);
        QVERIFY(!animation.generation());
        QCOMPARE(animation.frameStep(), 4);
        QCOMPARE(animation.frameSize(), QSize(500, 400));
        auto* frames = animation.findChild<QLabel*>(QStringLiteral("exportFrames"));
        QVERIFY(frames);
        QVERIFY2(frames->text().contains(QStringLiteral("251 frames")), qPrintable(frames->text()));
        auto* run = animation.findChild<QComboBox*>(QStringLiteral("exportRun"));
        run->setCurrentIndex(1);
        QVERIFY(animation.generation());
        QCOMPARE(animation.frameStep(), 1);
        QVERIFY2(frames->text().contains(QStringLiteral("91 frames")), qPrintable(frames->text()));
    }

    // While a maze is being generated there is no whole run to export: the command says so
    // instead of opening its dialog.
    void animationExportWaitsForAGenerationToFinish() {
        m_window->run()->animator()->startGeneration(smallMaze());
        m_window->run()->animator()->pause();
        bool dialogOpened = false;
        QTimer::singleShot(300, [&] { // never hang on a modal dialog if one opens
            if (QWidget* modal = QApplication::activeModalWidget()) {
                dialogOpened = true;
                modal->close();
            }
        });
        m_window->findChild<QAction*>(QStringLiteral("exportAnimationAction"))->trigger();
        QTest::qWait(400);
        QVERIFY(!dialogOpened);
        QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("generated")),
                 qPrintable(m_window->statusBar()->currentMessage()));
    }

    // A solve's GIF: GIF89a, the requested size, 1 + ceil(steps / k) frames.
    void gifOfASolveHasTheExpectedFramesAndSize() {
        QTemporaryDir dir;
        const AnimationRun run = bfsRun(*m_window);
        const std::int64_t steps = countSteps(run);
        QVERIFY(steps > 5);
        const AnimationOptions options = animationOptions(
            AnimationFormat::Gif, dir.filePath(QStringLiteral("solve.gif")), QSize(120, 100), 3);
        int calls = 0;
        const AnimationResult result =
            exportAnimation(run, FrameStyle{}, options, [&](int, int) { return ++calls > 0; });
        QCOMPARE(result.error, QString());
        QVERIFY(!result.cancelled);
        QCOMPARE(result.frames, frameCount(steps, 3));
        QCOMPARE(calls, result.frames);
        QFile file(options.path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.read(6), QByteArray("GIF89a"));
        const GifInfo gif = readGif(options.path);
        QCOMPARE(gif.width, 120);
        QCOMPARE(gif.height, 100);
        QCOMPARE(gif.frames, frameCount(steps, 3));

        // Frames after the first hold only what changed; played back, the last one is the
        // finished search exactly as the PNG sequence (and the view) draws it.
        AnimationOptions png = options;
        png.format = AnimationFormat::PngSequence;
        png.path = dir.filePath(QStringLiteral("frames"));
        QCOMPARE(exportAnimation(run, FrameStyle{}, png).frames, gif.frames);
        QImageReader reader(options.path);
        QImage played;
        for (int i = 0; i < gif.frames; ++i)
            played = reader.read();
        QVERIFY(!played.isNull());
        const QImage expected(QDir(png.path).filePath(sequenceFrameName(gif.frames - 1)));
        QCOMPARE(played.convertToFormat(QImage::Format_RGB32),
                 expected.convertToFormat(QImage::Format_RGB32));
    }

    // The generation replays too: its GIF has one frame per k generation steps plus the ends.
    void gifOfAGenerationHasTheExpectedFrames() {
        QTemporaryDir dir;
        AnimationRun run;
        run.generation = smallMaze();
        const std::int64_t steps = countSteps(run);
        QVERIFY(steps > 10);
        const AnimationOptions options = animationOptions(
            AnimationFormat::Gif, dir.filePath(QStringLiteral("generation.gif")), QSize(64, 64), 4);
        const AnimationResult result = exportAnimation(run, FrameStyle{}, options);
        QCOMPARE(result.error, QString());
        QCOMPARE(readGif(options.path).frames, frameCount(steps, 4));
    }

    // Mazes of other cells replay too: a generation's GIF has its frames, and a solve's last
    // frame shows the path in the path colour at the centre of a cell on it.
    void animationsOfOtherCells() {
        for (const ShapeKind shape :
             {ShapeKind::Hex, ShapeKind::Triangle, ShapeKind::Polar, ShapeKind::Weave}) {
            QTemporaryDir dir;
            GenerateRequest request{&generatorById("wilson"), {7, 5}, 8};
            request.shape = shape;
            request.rings = 4;
            AnimationRun generation;
            generation.generation = request;
            const std::int64_t steps = countSteps(generation);
            QVERIFY(steps > 10);
            const AnimationOptions gif =
                animationOptions(AnimationFormat::Gif,
                                 dir.filePath(QStringLiteral("generation.gif")), QSize(96, 96), 5);
            QCOMPARE(exportAnimation(generation, FrameStyle{}, gif).error, QString());
            QCOMPARE(readGif(gif.path).frames, frameCount(steps, 5));

            AnimationRun solve;
            solve.maze = generateMaze(request);
            solve.solver = &solverById("bfs");
            const AnimationOptions png =
                animationOptions(AnimationFormat::PngSequence,
                                 dir.filePath(QStringLiteral("frames")), QSize(300, 300), 1000);
            const AnimationResult result = exportAnimation(solve, FrameStyle{}, png);
            QCOMPARE(result.error, QString());
            const QImage last(QDir(png.path).filePath(sequenceFrameName(result.frames - 1)));
            QCOMPARE(last.size(), QSize(300, 300));
            const SolveResult solved = solveMaze(solverById("bfs"), solve.maze);
            QVERIFY(solved.path.size() > 2);
            const CellIndex onPath = solved.path[solved.path.size() / 2];
            const ViewTransform t =
                ShapeRenderer::fitTransform(solve.maze.shape(), QSize(300, 300));
            const Point c = solve.maze.shape().centre(onPath);
            QCOMPARE(QColor(last.pixel(int(t.x + c.x * t.scale), int(t.y + c.y * t.scale))),
                     FrameStyle{}.palette.path);
        }
    }

    // The PNG sequence: frame-0001.png ... of the requested size; the first frame shows no
    // search, the last one the path in the palette's path colour.
    void pngSequenceHasTheExpectedFilesAndSizes() {
        QTemporaryDir dir;
        const AnimationRun run = bfsRun(*m_window);
        const std::int64_t steps = countSteps(run);
        const AnimationOptions options =
            animationOptions(AnimationFormat::PngSequence, dir.filePath(QStringLiteral("frames")),
                             QSize(kSide, kSide), 2);
        // A stale frame from a longer export before is removed.
        QVERIFY(QDir().mkpath(options.path));
        QFile stale(QDir(options.path).filePath(QStringLiteral("frame-9999.png")));
        QVERIFY(stale.open(QIODevice::WriteOnly));
        stale.close();
        const AnimationResult result = exportAnimation(run, FrameStyle{}, options);
        QCOMPARE(result.error, QString());
        const int frames = frameCount(steps, 2);
        QCOMPARE(result.frames, frames);
        const QStringList names =
            QDir(options.path).entryList({QStringLiteral("*.png")}, QDir::Files, QDir::Name);
        QCOMPARE(names.size(), frames);
        QCOMPARE(names.first(), QStringLiteral("frame-0001.png"));
        QCOMPARE(names.last(), sequenceFrameName(frames - 1));
        const QImage first(QDir(options.path).filePath(names.first()));
        const QImage last(QDir(options.path).filePath(names.last()));
        QCOMPARE(first.size(), QSize(kSide, kSide));
        QCOMPARE(last.size(), QSize(kSide, kSide));
        const Maze& maze = run.maze;
        const MazePalette palette;
        // A cell next to the start on the path: plain room before, path colour at the end.
        const SolveResult solved = solveMaze(solverById("bfs"), maze);
        QVERIFY(solved.path.size() >= 3);
        const Cell second = maze.cellAt(solved.path[1]);
        QCOMPARE(first.pixelColor(roomCentre(second)), palette.room);
        QCOMPARE(last.pixelColor(roomCentre(second)), palette.path);
    }

    // Cancel: no GIF is created, and the PNGs written before the cancel are removed.
    void cancelLeavesNoFileBehind() {
        QTemporaryDir dir;
        AnimationRun run;
        run.maze = m_window->run()->scene()->maze();
        run.solver = &solverById("dfs");
        AnimationOptions options = animationOptions(
            AnimationFormat::Gif, dir.filePath(QStringLiteral("cancelled.gif")), QSize(64, 64));
        auto cancelAtThird = [](int done, int) { return done < 3; };
        AnimationResult result = exportAnimation(run, FrameStyle{}, options, cancelAtThird);
        QVERIFY(result.cancelled);
        QCOMPARE(result.error, QString());
        QCOMPARE(result.frames, 0);
        QVERIFY(!QFile::exists(options.path));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::NoDotAndDotDot), QStringList());

        options.format = AnimationFormat::PngSequence;
        options.path = dir.filePath(QStringLiteral("frames"));
        result = exportAnimation(run, FrameStyle{}, options, cancelAtThird);
        QVERIFY(result.cancelled);
        QCOMPARE(QDir(options.path).entryList(QDir::Files), QStringList());
    }

private:
    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(TestExport)
#include "test_export.moc"
