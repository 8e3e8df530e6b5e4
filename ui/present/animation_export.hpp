#pragma once
// Exporting a whole run as an animation: an animated GIF (through giflib) or a numbered PNG
// sequence (frame-0001.png, ...) for slides. The run is replayed from its start: the core's
// coroutines are deterministic, so a fresh solver (or generator) drained step by step on a
// private scene gives exactly the run the window showed. A frame is drawn every `frameStep`
// steps by the maze view's own rendering (a private, never shown MazeView), the whole maze
// fitted into the requested size: the first frame shows the run before its first step, the last
// one the finished run, so a run of S steps gives 1 + ceil(S / frameStep) frames.
//
// No Q_OBJECT here: this header may include the core's run.hpp (coroutines).

#include "core/maze.hpp"
#include "core/maze_file.hpp"
#include "core/run.hpp"
#include "ui/view/maze_palette.hpp"

#include <QSize>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <functional>
#include <optional>

namespace mazelab {
struct SolverInfo;
}

namespace mazelab::ui {

// How the frames look: the main view's display settings.
struct FrameStyle {
    MazePalette palette;
    bool thinWalls = false;
    bool grid = false;
    double wallWeight = 1;
};

// What to replay: a solve of `maze` with `solver`, its `params` and `rule`, or (solver null) the
// generation `request`.
struct AnimationRun {
    Maze maze{Size{Maze::kMinSide, Maze::kMinSide}};
    const SolverInfo* solver = nullptr;
    ParamValues params = {}; // the solver's (empty: its defaults)
    // The solve's movement (core/movement.hpp): a diagonal path is drawn as the view draws it,
    // through the corner it crosses.
    Diagonal rule = Diagonal::Never;
    std::optional<GenerateRequest> generation;
};

enum class AnimationFormat { Gif, PngSequence };

struct AnimationOptions {
    AnimationFormat format = AnimationFormat::Gif;
    QString path;               // the GIF file, or the folder of the PNG sequence
    QSize size{640, 640};       // pixels per frame
    std::int64_t frameStep = 1; // steps between frames, 1 or more
    int frameDelayMs = 80;      // GIF: time per frame (the last frame stays 2 s)
};

struct AnimationResult {
    QString error; // empty on success and on cancel
    bool cancelled = false;
    int frames = 0;    // frames written (0 after a cancel: nothing is left behind)
    QStringList files; // the files written
};

// The number of steps of the run (drains it once, without drawing).
[[nodiscard]] std::int64_t countSteps(const AnimationRun& run);
// 1 + ceil(steps / frameStep): the frames exportAnimation writes.
[[nodiscard]] int frameCount(std::int64_t steps, std::int64_t frameStep);
// The smallest frame step that keeps a run of `steps` steps at or under maxFrames frames.
[[nodiscard]] std::int64_t frameStepFor(std::int64_t steps, int maxFrames);
// The name of frame `index` (0-based) of a PNG sequence: frame-0001.png for index 0.
[[nodiscard]] QString sequenceFrameName(int index);

// Replays the run and writes the frames. `progress(framesDone, framesTotal)` is called after
// every frame and cancels the export by returning false: the GIF is then never created (it is
// written through QSaveFile) and the PNGs written so far are removed. A PNG sequence also
// removes older frame-NNNN.png files beyond its own last frame, so the folder holds one run.
AnimationResult exportAnimation(const AnimationRun& run, const FrameStyle& style,
                                const AnimationOptions& options,
                                const std::function<bool(int, int)>& progress = {});

} // namespace mazelab::ui
