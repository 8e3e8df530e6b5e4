#include "ui/present/animation_export.hpp"

#include "core/registry.hpp"
#include "ui/animation/solve_drawing.hpp"
#include "ui/view/maze_scene.hpp"
#include "ui/view/maze_view.hpp"
#include "ui/widgets/png_file.hpp"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSaveFile>

#include <gif_lib.h>

#include <algorithm>
#include <cstring>
#include <vector>

namespace mazelab::ui {
namespace {

constexpr int kLastFrameDelayCs = 200; // a looping GIF shows the finished run for 2 s

// An animated GIF written frame by frame through giflib into a QSaveFile, so that the file
// appears only when it is complete (commit) and never after a cancel or an error.
class GifWriter {
public:
    GifWriter(const QString& path, QSize size) : m_file(path), m_size(size) {}
    ~GifWriter() {
        if (m_gif) {
            int error = 0;
            EGifCloseFile(m_gif, &error);
        }
    }
    GifWriter(const GifWriter&) = delete;
    GifWriter& operator=(const GifWriter&) = delete;

    QString open() {
        if (!m_file.open(QIODevice::WriteOnly))
            return m_file.errorString();
        int error = 0;
        m_gif = EGifOpen(this, &GifWriter::write, &error);
        if (!m_gif)
            return giflibError(error);
        EGifSetGifVersion(m_gif, true); // GIF89a: frame delays and looping
        if (EGifPutScreenDesc(m_gif, m_size.width(), m_size.height(), 8, 0, nullptr) == GIF_ERROR)
            return giflibError(m_gif->Error);
        // Loop forever (the Netscape application extension).
        static const GifByteType loop[] = {1, 0, 0};
        if (EGifPutExtensionLeader(m_gif, APPLICATION_EXT_FUNC_CODE) == GIF_ERROR ||
            EGifPutExtensionBlock(m_gif, 11, "NETSCAPE2.0") == GIF_ERROR ||
            EGifPutExtensionBlock(m_gif, 3, loop) == GIF_ERROR ||
            EGifPutExtensionTrailer(m_gif) == GIF_ERROR)
            return giflibError(m_gif->Error);
        return {};
    }

    // One frame with its own colour table: the maze's shades are far fewer than 256, so the
    // conversion to 8 bits keeps every colour exactly. After the first frame only the rectangle
    // that changed is written, over the frame before (a search changes a few cells per frame).
    QString addFrame(const QImage& frame, int delayCs) {
        const QImage rgb = frame.convertToFormat(QImage::Format_RGB32);
        const QRect area = m_previous.isNull() ? rgb.rect() : changedArea(m_previous, rgb);
        m_previous = rgb;
        const QImage indexed = rgb.copy(area).convertToFormat(
            QImage::Format_Indexed8, Qt::ThresholdDither | Qt::AvoidDither);
        const QList<QRgb> table = indexed.colorTable();
        int entries = 2;
        while (entries < table.size())
            entries *= 2;
        std::vector<GifColorType> colours(std::size_t(entries), GifColorType{0, 0, 0});
        for (qsizetype i = 0; i < table.size(); ++i)
            colours[std::size_t(i)] = {GifByteType(qRed(table[i])), GifByteType(qGreen(table[i])),
                                       GifByteType(qBlue(table[i]))};
        ColorMapObject* map = GifMakeMapObject(entries, colours.data());
        if (!map)
            return QStringLiteral("out of memory");
        GraphicsControlBlock control{};
        control.DisposalMode = DISPOSE_DO_NOT; // the next frame draws over this one
        control.UserInputFlag = false;
        control.DelayTime = delayCs;
        control.TransparentColor = NO_TRANSPARENT_COLOR;
        GifByteType extension[4];
        const size_t length = EGifGCBToExtension(&control, extension);
        bool ok =
            EGifPutExtension(m_gif, GRAPHICS_EXT_FUNC_CODE, int(length), extension) != GIF_ERROR &&
            EGifPutImageDesc(m_gif, area.x(), area.y(), area.width(), area.height(), false, map) !=
                GIF_ERROR;
        for (int y = 0; ok && y < area.height(); ++y)
            ok = EGifPutLine(m_gif, const_cast<GifPixelType*>(indexed.constScanLine(y)),
                             area.width()) != GIF_ERROR;
        GifFreeMapObject(map);
        return ok ? QString() : giflibError(m_gif->Error);
    }

    QString finish() {
        int error = 0;
        const int closed = EGifCloseFile(m_gif, &error);
        m_gif = nullptr;
        if (closed == GIF_ERROR)
            return giflibError(error);
        if (!m_file.commit())
            return m_file.errorString();
        return {};
    }

private:
    static int write(GifFileType* gif, const GifByteType* bytes, int length) {
        auto* self = static_cast<GifWriter*>(gif->UserData);
        return int(self->m_file.write(reinterpret_cast<const char*>(bytes), length));
    }
    // The smallest rectangle holding every pixel that differs (one pixel when none does: a
    // frame must still be written to keep its time).
    static QRect changedArea(const QImage& before, const QImage& after) {
        int x0 = after.width(), y0 = after.height(), x1 = -1, y1 = -1;
        for (int y = 0; y < after.height(); ++y) {
            const auto* a = reinterpret_cast<const QRgb*>(before.constScanLine(y));
            const auto* b = reinterpret_cast<const QRgb*>(after.constScanLine(y));
            if (std::memcmp(a, b, std::size_t(after.width()) * sizeof(QRgb)) == 0)
                continue;
            y0 = std::min(y0, y);
            y1 = y;
            for (int x = 0; x < after.width(); ++x)
                if (a[x] != b[x]) {
                    x0 = std::min(x0, x);
                    x1 = std::max(x1, x);
                }
        }
        return y1 < 0 ? QRect(0, 0, 1, 1) : QRect(QPoint(x0, y0), QPoint(x1, y1));
    }
    static QString giflibError(int code) {
        const char* text = GifErrorString(code);
        return QStringLiteral("GIF: %1").arg(text ? QString::fromUtf8(text)
                                                  : QString::number(code));
    }

    QSaveFile m_file;
    QSize m_size;
    GifFileType* m_gif = nullptr;
    QImage m_previous; // the frame before, as drawn (RGB32)
};

const QRegularExpression& frameNamePattern() {
    static const QRegularExpression pattern(QStringLiteral("^frame-(\\d{4,})\\.png$"));
    return pattern;
}

// Steps the run on a private scene; `frame(image)` is called for the first frame, every
// frameStep steps, and for the finished run. Returns false if `frame` asked to stop.
template <typename Frame>
bool replay(const AnimationRun& run, const FrameStyle& style, const AnimationOptions& options,
            std::int64_t total, Frame frame) {
    MazeScene scene;
    MazeView view(&scene);
    view.setPalette(style.palette);
    view.setWallStyle(style.thinWalls ? MazeView::WallStyle::ThinWalls
                                      : MazeView::WallStyle::Blocks);
    view.setGridVisible(style.grid);
    view.setWallWeight(style.wallWeight);
    auto draw = [&] {
        scene.flush();
        return frame(view.renderFittedImage(options.size));
    };
    const std::int64_t k = std::max<std::int64_t>(1, options.frameStep);
    std::int64_t done = 0;
    // A frame every k steps, but not at the last step: the finished run is drawn after it.
    auto stepped = [&] { return ++done % k != 0 || done >= total || draw(); };
    if (run.solver) {
        const Maze maze = run.maze;
        scene.setMaze(maze, std::nullopt);
        if (!draw())
            return false;
        for (const SolveStep& step : run.solver->start(maze, run.params, run.rule)) {
            drawSolveStep(scene, step);
            if (!stepped())
                return false;
        }
    } else {
        Maze maze = prepareMaze(*run.generation);
        scene.setMaze(maze, std::nullopt);
        scene.setGenerating(true);
        if (!draw())
            return false;
        for (const GenStep& step : generationSteps(maze, *run.generation)) {
            drawGenStep(scene, maze, step);
            if (!stepped())
                return false;
        }
        scene.setCurrent(-1);
        scene.setGenerating(false);
    }
    return draw();
}

} // namespace

std::int64_t countSteps(const AnimationRun& run) {
    std::int64_t steps = 0;
    if (run.solver) {
        for ([[maybe_unused]] const SolveStep& step :
             run.solver->start(run.maze, run.params, run.rule))
            ++steps;
    } else if (run.generation) {
        Maze maze = prepareMaze(*run.generation);
        for ([[maybe_unused]] const GenStep& step : generationSteps(maze, *run.generation))
            ++steps;
    }
    return steps;
}

int frameCount(std::int64_t steps, std::int64_t frameStep) {
    frameStep = std::max<std::int64_t>(1, frameStep);
    return int(1 + (steps + frameStep - 1) / frameStep);
}

std::int64_t frameStepFor(std::int64_t steps, int maxFrames) {
    const std::int64_t between = std::max(1, maxFrames - 1);
    return std::max<std::int64_t>(1, (steps + between - 1) / between);
}

QString sequenceFrameName(int index) {
    return QStringLiteral("frame-%1.png").arg(index + 1, 4, 10, QLatin1Char('0'));
}

AnimationResult exportAnimation(const AnimationRun& run, const FrameStyle& style,
                                const AnimationOptions& options,
                                const std::function<bool(int, int)>& progress) {
    AnimationResult result;
    if (!run.solver && !run.generation) {
        result.error = QStringLiteral("there is no run to export");
        return result;
    }
    if (options.size.width() < 16 || options.size.height() < 16 || options.size.width() > 8192 ||
        options.size.height() > 8192) {
        result.error = QStringLiteral("the frame size must be 16 to 8192 pixels each way");
        return result;
    }
    const std::int64_t total = countSteps(run);
    const int frames = frameCount(total, options.frameStep);
    int written = 0;
    QString error;
    auto report = [&] { return !progress || progress(written, frames); };

    if (options.format == AnimationFormat::Gif) {
        GifWriter gif(options.path, options.size);
        error = gif.open();
        if (error.isEmpty()) {
            const int delayCs = std::max(1, (options.frameDelayMs + 5) / 10);
            const bool complete = replay(run, style, options, total, [&](const QImage& image) {
                error = gif.addFrame(image, written + 1 == frames ? kLastFrameDelayCs : delayCs);
                ++written;
                return error.isEmpty() && report();
            });
            if (!complete && error.isEmpty())
                result.cancelled = true;
            else if (error.isEmpty())
                error = gif.finish();
        }
        if (error.isEmpty() && !result.cancelled)
            result.files << options.path;
    } else {
        const QDir folder(options.path);
        if (!folder.exists() && !QDir().mkpath(options.path))
            error = QStringLiteral("cannot create the folder %1").arg(options.path);
        QStringList files;
        const bool complete =
            error.isEmpty() && replay(run, style, options, total, [&](const QImage& image) {
                const QString file = folder.filePath(sequenceFrameName(written));
                error = savePngFile(image, file);
                if (!error.isEmpty())
                    return false;
                files << file;
                ++written;
                return report();
            });
        if (!complete || !error.isEmpty()) {
            result.cancelled = error.isEmpty();
            for (const QString& file : files)
                QFile::remove(file);
        } else {
            // Older frames beyond this run's last one would play on in a slide show.
            for (const QString& name :
                 folder.entryList({QStringLiteral("frame-*.png")}, QDir::Files)) {
                const auto match = frameNamePattern().match(name);
                if (match.hasMatch() && match.captured(1).toInt() > written)
                    QFile::remove(folder.filePath(name));
            }
            result.files = files;
        }
    }
    result.error = error;
    result.frames = error.isEmpty() && !result.cancelled ? written : 0;
    return result;
}

} // namespace mazelab::ui
