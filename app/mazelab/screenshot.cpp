#include "screenshot.hpp"
#include "screenshot_support.hpp"

#include "core/maze_file.hpp"
#include "core/movingai.hpp"
#include "core/navigate.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#include "core/shape.hpp"
#include "core/shaping.hpp"
#include "ui/animation/animator.hpp"
#include "ui/benchmark/benchmark_controller.hpp"
#include "ui/controllers/document_controller.hpp"
#include "ui/controllers/run_controller.hpp"
#include "ui/experiment/experiment_text.hpp"
#include "ui/panels/control_panel.hpp"
#include "ui/present/presenting_controller.hpp"
#include "ui/race/race_controller.hpp"
#include "ui/race/race_window.hpp"
#include "ui/shell/main_window.hpp"
#include "ui/teaching/teaching.hpp"
#include "ui/view/maze_scene.hpp"
#include "ui/view/maze_view.hpp"
#include "ui/view/palettes.hpp"
#include "ui/widgets/mask_image.hpp"
#include "ui/widgets/png_file.hpp"

#include <QCommandLineParser>
#include <QDockWidget>
#include <QImageReader>
#include <QRegularExpression>
#include <QStatusBar>

namespace mazelab::ui {
namespace {

const QString kGenerator = QStringLiteral("generator");
const QString kSize = QStringLiteral("size");
const QString kShape = QStringLiteral("shape");
const QString kRings = QStringLiteral("rings");
const QString kWeave = QStringLiteral("weave");
const QString kSeed = QStringLiteral("seed");
const QString kParam = QStringLiteral("param");
const QString kSolver = QStringLiteral("solver");
const QString kSolverParam = QStringLiteral("solver-param");
const QString kSteps = QStringLiteral("steps");
const QString kGenSteps = QStringLiteral("gen-steps");
const QString kWindow = QStringLiteral("window");
const QString kGrid = QStringLiteral("grid");
const QString kThinWalls = QStringLiteral("thin-walls");
const QString kDiagonal = QStringLiteral("diagonal");
const QString kScreenshot = QStringLiteral("screenshot");
const QString kPalette = QStringLiteral("palette");
const QString kPresentation = QStringLiteral("presentation");
const QString kBraid = QStringLiteral("braid");
const QString kSymmetry = QStringLiteral("symmetry");
const QString kTerrain = QStringLiteral("terrain");
const QString kMask = QStringLiteral("mask");
const QString kMaze = QStringLiteral("maze");
const QString kProblem = QStringLiteral("problem");
const QString kRace = QStringLiteral("race");
const QString kRaceSteps = QStringLiteral("race-steps");
const QString kRaceSensor = QStringLiteral("race-sensor");
const QString kExperiment = QStringLiteral("experiment");
const QString kExperimentCsv = QStringLiteral("experiment-csv");
const QString kExperimentChart = QStringLiteral("experiment-chart");
const QString kExperimentFigure = QStringLiteral("experiment-figure");
const QString kTeach = QStringLiteral("teach");
const QString kZoom = QStringLiteral("zoom");
const QString kLearn = QStringLiteral("learn");

// "40" -> 40; nullopt unless the whole text is a number.
std::optional<double> number(const QString& text) {
    bool ok = false;
    const double value = text.trimmed().toDouble(&ok);
    return ok ? std::optional<double>(value) : std::nullopt;
}

std::optional<QSize> parseSize(const QString& text) {
    static const QRegularExpression form(QStringLiteral("^(\\d{1,5})x(\\d{1,5})$"));
    const auto match = form.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    return QSize(match.captured(1).toInt(), match.captured(2).toInt());
}

// --NAME n, if given, into `steps`: a whole number, 0 or more. An error, or an empty string.
QString readStepCount(const QCommandLineParser& parser, const QString& name, long long& steps) {
    if (!parser.isSet(name))
        return {};
    bool ok = false;
    steps = parser.value(name).toLongLong(&ok);
    if (!ok || steps < 0)
        return QStringLiteral("--%1 must be a whole number of steps, 0 or more").arg(name);
    return {};
}

} // namespace

void ScreenshotOptions::addTo(QCommandLineParser& parser) {
    parser.addOptions({
        {kGenerator, QStringLiteral("Generator id (see mazelab-cli list)."), QStringLiteral("id")},
        {kSize, QStringLiteral("Maze size in cells, WxH (2 to 4096 each)."), QStringLiteral("WxH")},
        {kShape, QStringLiteral("Cell shape: square, hex, triangle, polar or weave."),
         QStringLiteral("id")},
        {kRings, QStringLiteral("A polar maze's rings, counting the centre (2 to 256)."),
         QStringLiteral("n")},
        {kWeave, QStringLiteral("Weave: square cells whose passages may cross (--shape weave).")},
        {kSeed, QStringLiteral("Seed of the maze."), QStringLiteral("n")},
        {kParam, QStringLiteral("Generator parameter, key=value (repeatable)."),
         QStringLiteral("key=value")},
        {kSolver, QStringLiteral("Solver id to select (and, with --screenshot, to run)."),
         QStringLiteral("id")},
        {kSolverParam, QStringLiteral("Solver parameter, key=value (repeatable)."),
         QStringLiteral("key=value")},
        {kDiagonal,
         QStringLiteral("Movement: never (four directions), always, if-at-most-one-obstacle or "
                        "only-when-no-obstacles (a .map file's default)."),
         QStringLiteral("rule")},
        {kSteps, QStringLiteral("With --screenshot: stop the solve after n steps."),
         QStringLiteral("n")},
        {kGenSteps,
         QStringLiteral("With --screenshot: show the generation paused after n steps (its walk, "
                        "its frontier...) instead of the finished maze; not with --solver, "
                        "--race, --learn or --maze."),
         QStringLiteral("n")},
        {kWindow, QStringLiteral("Window size in pixels, WxH."), QStringLiteral("WxH")},
        {kGrid, QStringLiteral("Show the grid.")},
        {kThinWalls, QStringLiteral("Draw thin walls instead of blocks.")},
        {kPalette, QStringLiteral("Maze colours: original, high-contrast or colour-blind."),
         QStringLiteral("id")},
        {kPresentation, QStringLiteral("Start in presentation mode (large type, thick walls); "
                                       "with --race, the race window's stage.")},
        {kBraid, QStringLiteral("Braid: remove this percentage of the dead ends (0 to 100)."),
         QStringLiteral("percent")},
        {kSymmetry, QStringLiteral("Symmetry: none, left-right or top-bottom."),
         QStringLiteral("id")},
        {kTerrain,
         QStringLiteral("Weighted terrain: density % (0 to 100), patchiness (0 to 100, default "
                        "50), highest cost (2 to 255, default 9)."),
         QStringLiteral("density[,patchiness[,max]]")},
        {kMask, QStringLiteral("Mask the maze with a picture: dark pixels switch cells off."),
         QStringLiteral("png")},
        {kMaze,
         QStringLiteral("Open this maze file (mazelab-cli generate --output) instead of "
                        "generating one; the generator and shaping options are then ignored. A "
                        "Moving AI map (.map) opens with its scenario file beside it "
                        "(MAP.scen), and a scenario file (.map.scen) with its map."),
         QStringLiteral("file")},
        {kProblem,
         QStringLiteral("With --maze and a Moving AI scenario: choose problem n (from 1, in the "
                        "file's order): its start and goal, and its optimum beside the results."),
         QStringLiteral("n")},
        {kRace,
         QStringLiteral("Open the race window (Compare > Race...) with these solvers, 2 to 8; "
                        "with --screenshot, render it instead of the main window."),
         QStringLiteral("id,id,...")},
        {kRaceSteps, QStringLiteral("With --race and --screenshot: stop after n lock-step steps."),
         QStringLiteral("n")},
        {kRaceSensor,
         QStringLiteral("With --race: race as agents in an unknown maze with sensor radius r "
                        "(1 to 64); --race-steps then counts the agents' steps."),
         QStringLiteral("r")},
        {kTeach,
         QStringLiteral("Switch on teaching tools: pseudocode (the panel), numbers (the "
                        "overlay), heat (the distance heat map)."),
         QStringLiteral("name,name,...")},
        {kZoom, QStringLiteral("Zoom in until a cell is at least this many pixels wide."),
         QStringLiteral("px")},
        {kLearn,
         QStringLiteral("With --screenshot: a learning panel in a state: predict (Predict on, "
                        "at its first question), predict:X,Y (answered with that cell), "
                        "question:KIND (about the solve shown: --solver, --steps), "
                        "lesson:NAME:STAGE (a shipped lesson, e.g. 01-bfs, or a file), "
                        "challenge:ID or challenge:ID:check."),
         QStringLiteral("what")},
        {kScreenshot, QStringLiteral("Render the window to this PNG file and exit."),
         QStringLiteral("file")},
        {kExperiment,
         QStringLiteral("With --screenshot: run this experiment in the experiment window, e.g. "
                        "\"generators=kruskal,wilson sizes=31x31 solvers=bfs,dfs count=100 "
                        "seed=1 braids=0 terrains=off threads=2\", or on a Moving AI scenario "
                        "file: \"scenario=FILE.map.scen solvers=astar-octile,dijkstra "
                        "every=10\"."),
         QStringLiteral("fields")},
        {kExperimentCsv,
         QStringLiteral("With --screenshot: open this CSV file of runs in the experiment window."),
         QStringLiteral("file")},
        {kExperimentChart,
         QStringLiteral("The experiment window's view to show: table, bars, box or scatter (for "
                        "a scenario file: table, or bars for its chart by bucket)."),
         QStringLiteral("view")},
        {kExperimentFigure,
         QStringLiteral("The figure of the bars and box plots (searched, the default, "
                        "time_us, percent_searched, path_length, path_cost, expanded, "
                        "max_frontier; for a scenario file's chart: expanded, searched, time or "
                        "ratio)."),
         QStringLiteral("key")},
    });
    addChangeOptions(parser);
}

QString ScreenshotOptions::read(const QCommandLineParser& parser) {
    generator = parser.value(kGenerator);
    size = parser.value(kSize);
    shape = parser.value(kShape);
    rings = parser.value(kRings);
    if (parser.isSet(kWeave)) {
        if (!shape.isEmpty() && shape != QLatin1String("weave"))
            return QStringLiteral("--weave is --shape weave: give one shape");
        shape = QStringLiteral("weave");
    }
    if (!rings.isEmpty() && shape != QLatin1String("polar"))
        return QStringLiteral("--rings goes with --shape polar");
    seed = parser.value(kSeed);
    params = parser.values(kParam);
    solver = parser.value(kSolver);
    solverParams = parser.values(kSolverParam);
    diagonal = parser.value(kDiagonal);
    grid = parser.isSet(kGrid);
    thinWalls = parser.isSet(kThinWalls);
    palette = parser.value(kPalette);
    presentation = parser.isSet(kPresentation);
    outputFile = parser.value(kScreenshot);
    braid = parser.value(kBraid);
    symmetry = parser.value(kSymmetry);
    terrain = parser.value(kTerrain);
    maskFile = parser.value(kMask);
    mazeFile = parser.value(kMaze);
    if (parser.isSet(kProblem)) {
        bool ok = false;
        problem = parser.value(kProblem).toInt(&ok);
        if (!ok || problem < 1)
            return QStringLiteral("--problem must be a problem's number, 1 or more");
        if (mazeFile.isEmpty())
            return QStringLiteral("--problem goes with --maze, a Moving AI map or scenario file");
    }
    experiment = parser.value(kExperiment);
    experimentCsv = parser.value(kExperimentCsv);
    experimentFigure = parser.value(kExperimentFigure);
    if (parser.isSet(kExperimentChart))
        experimentView = parser.value(kExperimentChart);
    if (!experimentViews().contains(experimentView))
        return QStringLiteral("--experiment-chart must be table, bars, box or scatter");
    if (wantsExperiment() && outputFile.isEmpty())
        return QStringLiteral("--experiment and --experiment-csv go with --screenshot");
    if (!experiment.isEmpty() && !experimentCsv.isEmpty())
        return QStringLiteral("give --experiment or --experiment-csv, not both");
    if (const QString error = readStepCount(parser, kSteps, steps); !error.isEmpty())
        return error;
    if (const QString error = readStepCount(parser, kGenSteps, genSteps); !error.isEmpty())
        return error;
    if (parser.isSet(kGenSteps)) {
        if (outputFile.isEmpty())
            return QStringLiteral("--gen-steps goes with --screenshot");
        // Each of these needs the whole maze: it would finish the generation first.
        for (const QString& other : {kSolver, kRace, kLearn, kMaze})
            if (parser.isSet(other))
                return QStringLiteral("--gen-steps shows a maze part-made: it does not go with "
                                      "--%1, which needs the whole maze")
                    .arg(other);
    }
    if (parser.isSet(kRace))
        race = parser.value(kRace).split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (parser.isSet(kRace) && race.isEmpty())
        return QStringLiteral("--race needs solver ids, for example bfs,dfs,astar-manhattan");
    learn = parser.value(kLearn);
    if (!learn.isEmpty() && outputFile.isEmpty())
        return QStringLiteral("--learn goes with --screenshot");
    teach = parser.value(kTeach).split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString& name : teach)
        if (name != QLatin1String("pseudocode") && name != QLatin1String("numbers") &&
            name != QLatin1String("heat"))
            return QStringLiteral("--teach takes pseudocode, numbers and heat, not %1")
                .arg(quotedInput(name));
    if (parser.isSet(kZoom)) {
        bool ok = false;
        zoom = parser.value(kZoom).toDouble(&ok);
        if (!ok || zoom <= 0 || zoom > 500)
            return QStringLiteral("--zoom must be a number of pixels per cell, up to 500");
    }
    if (const QString error = readStepCount(parser, kRaceSteps, raceSteps); !error.isEmpty())
        return error;
    if (parser.isSet(kRaceSensor)) {
        if (race.isEmpty())
            return QStringLiteral("--race-sensor goes with --race");
        bool ok = false;
        raceSensor = parser.value(kRaceSensor).toLongLong(&ok);
        if (!ok)
            return QStringLiteral("--race-sensor must be a whole number, the sensor radius "
                                  "(%1 to %2)")
                .arg(kMinSensorRadius)
                .arg(kMaxSensorRadius);
        if (const std::string error = sensorRadiusError(raceSensor); !error.empty())
            return QStringLiteral("--race-sensor: ") + QString::fromStdString(error);
    }
    if (parser.isSet(kWindow)) {
        const auto pixels = parseSize(parser.value(kWindow));
        if (!pixels || pixels->width() < 200 || pixels->height() < 200)
            return QStringLiteral("--window must be written WxH in pixels, at least 200x200");
        window = *pixels;
    }
    return readChanges(parser);
}

QString ScreenshotOptions::readShaping(Shaping& shaping) const {
    if (!braid.isEmpty()) {
        const auto share = number(braid);
        if (!share)
            return QStringLiteral("--braid must be a percentage, 0 to 100");
        shaping.braid = *share;
    }
    if (!symmetry.isEmpty())
        shaping.symmetry = symmetryFromId(symmetry.toStdString()); // throws with the names
    if (!terrain.isEmpty()) {
        const QStringList parts = terrain.split(QLatin1Char(','));
        std::optional<double> values[3] = {std::nullopt, 50.0, 9.0};
        for (int i = 0; i < int(parts.size()) && i < 3; ++i)
            values[i] = number(parts[i]);
        if (parts.size() > 3 || !values[0] || !values[1] || !values[2])
            return QStringLiteral("--terrain must be written DENSITY[,PATCHINESS[,MAX]], for "
                                  "example 30,60,9");
        shaping.terrain = {*values[0], *values[1], int(*values[2])};
    }
    return {};
}

QString ScreenshotOptions::applyTo(MainWindow& window) const {
    ControlPanel& controls = *window.run()->controls();
    try {
        if (!generator.isEmpty())
            (void)generatorById(generator.toStdString()); // throws with the valid ids
        if (!shape.isEmpty()) {
            const ShapeKind kind = shapeById(shape.toStdString()); // throws with the ids
            const GeneratorInfo& g =
                generator.isEmpty() ? controls.generator() : generatorById(generator.toStdString());
            if (const std::string error = g.shapeError(kind); !error.empty())
                return QString::fromStdString(error);
            (void)controls.setCellShape(kind);
        }
        if (!rings.isEmpty()) {
            bool ok = false;
            const int count = rings.toInt(&ok);
            if (!ok || count < Shape::kMinRings || count > Shape::kMaxRings)
                return QStringLiteral("--rings must be a whole number from %1 to %2")
                    .arg(Shape::kMinRings)
                    .arg(Shape::kMaxRings);
            controls.setRings(count);
        }
        if (!generator.isEmpty())
            controls.selectGenerator(generator.toStdString());
        if (!diagonal.isEmpty())
            (void)controls.setMovement(diagonalById(diagonal.toStdString())); // throws: the ids
        if (!solver.isEmpty()) {
            const SolverInfo& chosen = solverById(solver.toStdString());
            // A map given without --diagonal is searched by its benchmark's rule once it opens.
            const Diagonal rule = diagonal.isEmpty() && !mazeFile.isEmpty() &&
                                          (isMovingAiMapPath(mazeFile.toStdString()) ||
                                           isMovingAiScenarioPath(mazeFile.toStdString()))
                                      ? Diagonal::OnlyWhenNoObstacles
                                      : controls.movement();
            if (const std::string error = chosen.movementError(rule); !error.empty())
                return QString::fromStdString(error);
            if (const std::string error = chosen.shapeError(controls.cellShape());
                mazeFile.isEmpty() && !error.empty())
                return QString::fromStdString(error);
            controls.selectSolver(solver.toStdString());
        }
        std::vector<std::string> rawSolverParams;
        for (const QString& p : solverParams)
            rawSolverParams.push_back(p.toStdString());
        controls.setSolverParams(resolveParams(controls.solver().params, rawSolverParams));
        if (!size.isEmpty()) {
            const auto cells = parseSize(size);
            if (!cells)
                return QStringLiteral("--size must be written WxH, for example 79x79");
            const Size s{cells->width(), cells->height()};
            if (const std::string error = Maze::sizeError(s); !error.empty())
                return QString::fromStdString(error);
            controls.setMazeSize(s);
        }
        if (!seed.isEmpty())
            controls.setSeed(seed.toULongLong());
        std::vector<std::string> raw;
        for (const QString& p : params)
            raw.push_back(p.toStdString());
        const GeneratorInfo& g = controls.generator();
        const ParamValues values = resolveParams(g.params, raw);
        controls.setGeneratorParams(values);
        if (!seed.isEmpty() && QString::number(controls.seed()) != seed)
            return QStringLiteral("--seed must be a whole number from 0 to 18446744073709551615");
        if (grid)
            controls.setGridVisible(true);
        if (thinWalls)
            controls.setThinWalls(true);
        if (!palette.isEmpty() && !window.presenting()->setPaletteName(palette))
            return QStringLiteral("--palette must be one of: %1").arg(paletteIds());
        if (presentation)
            window.presenting()->setPresentationMode(true);
        Shaping shaping;
        if (const QString error = readShaping(shaping); !error.isEmpty())
            return error;
        if (const std::string error =
                shapingError(shaping, controls.cellShape(), controls.mazeSize());
            !error.empty())
            return QString::fromStdString(error);
        controls.setShaping(shaping);
        GenerateRequest request = window.run()->generateRequest();
        if (!maskFile.isEmpty()) {
            QImageReader reader(maskFile);
            const QImage image = reader.read();
            if (image.isNull())
                return QStringLiteral("cannot read the mask %1: %2").arg(maskFile, reader.errorString());
            request.mask = maskFromImage(image, request.size);
        }
        if (!mazeFile.isEmpty()) {
            // Throws with the file's own error.
            if (isMovingAiScenarioPath(mazeFile.toStdString()))
                (void)loadMovingAiBenchmark(mazeFile.toStdString());
            else if (const MazeDocument map = loadMazeFile(mazeFile.toStdString());
                     problem > 0 && isMovingAiMapPath(mazeFile.toStdString()))
                (void)loadScenariosBeside(mazeFile.toStdString(), map.maze);
            if (!window.document()->openMazeFile(mazeFile))
                return QStringLiteral("cannot open the maze %1").arg(mazeFile);
            if (!diagonal.isEmpty()) // over a map's own rule
                (void)controls.setMovement(diagonalById(diagonal.toStdString()));
            if (problem > 0)
                if (const QString why = window.benchmark()->chooseProblem(problem); !why.isEmpty())
                    return QStringLiteral("--problem: ") + why;
            return {};
        }
        Animator& animator = *window.run()->animator();
        if (genSteps < 0) {
            animator.generateNow(request); // throws on a mask the generator cannot use
            return {};
        }
        animator.startGeneration(request); // throws as generateNow does
        animator.pause();
        for (long long i = 0; i < genSteps && animator.state() == Animator::State::Paused; ++i)
            animator.step();
    } catch (const Error& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

const QStringList& experimentViews() {
    static const QStringList views = {QStringLiteral("table"), QStringLiteral("bars"),
                                      QStringLiteral("box"), QStringLiteral("scatter")};
    return views;
}

QString showAt(QWidget& window, QSize size) {
    window.resize(size);
    window.show();
    if (!waitFor([&] { return window.isVisible(); }, 5000))
        return QStringLiteral("the window did not appear");
    return {};
}

QString writePng(QWidget& widget, const QString& file) {
    waitFor([] { return false; }, 200); // let layouts and the view settle
    return savePngFile(widget.grab().toImage(), file);
}

namespace {

QString takeRaceScreenshot(MainWindow& window, const ScreenshotOptions& options) {
    RaceWindow& race = *window.run()->openRace();
    if (const QString error = race.setSolvers(options.race); !error.isEmpty())
        return QStringLiteral("--race: ") + error;
    if (options.raceSensor > 0) {
        race.setAgentMode(true);
        if (const QString error = race.setSensorRadius(int(options.raceSensor)); !error.isEmpty())
            return QStringLiteral("--race-sensor: ") + error;
        if (!race.message().isEmpty()) // a maze the agents cannot walk
            return QStringLiteral("--race-sensor: ") + race.message();
    }
    race.resize(options.window);
    if (!waitFor([&] { return race.isVisible(); }, 5000))
        return QStringLiteral("the race window did not appear");
    race.setOnStage(options.presentation); // --presentation: the race's own stage
    RaceController& controller = *race.controller();
    if (options.raceSteps < 0) {
        controller.setSpeed({Speed::Mode::Unlimited, 0});
        controller.play();
        if (!waitFor([&] { return controller.state() == RaceController::State::Finished; },
                     120'000))
            return QStringLiteral("the race did not finish within two minutes");
    } else {
        for (long long i = 0;
             i < options.raceSteps && controller.state() != RaceController::State::Finished; ++i)
            controller.step();
    }
    return writePng(race, options.outputFile);
}

} // namespace

QString takeScreenshot(MainWindow& window, const ScreenshotOptions& options) {
    if (!options.race.isEmpty())
        return takeRaceScreenshot(window, options);
    if (const QString error = showAt(window, options.window); !error.isEmpty())
        return error;
    Teaching& teaching = *window.teaching();
    teaching.dock()->setVisible(options.teach.contains(QLatin1String("pseudocode")));
    if (options.teach.contains(QLatin1String("pseudocode"))) {
        // In a narrow window's single column the panel is a tab: bring it to the front (a raise
        // alone changes no tab while it is the top sibling already).
        teaching.dock()->lower();
        teaching.dock()->raise();
    }
    teaching.setNumbersVisible(options.teach.contains(QLatin1String("numbers")));
    teaching.setHeatMapVisible(options.teach.contains(QLatin1String("heat")));
    waitFor([] { return false; }, 100); // the dock takes its room before the view zooms
    MazeView& view = *window.run()->view();
    for (int i = 0; i < 60 && options.zoom > 0 && view.pixelsPerCell() < options.zoom; ++i)
        view.zoomIn();
    Animator& animator = *window.run()->animator();
    // Predict and lessons run the solve themselves.
    const bool learningRuns = options.learn.startsWith(QLatin1String("predict")) ||
                              options.learn.startsWith(QLatin1String("lesson"));
    if (!options.solver.isEmpty() && !learningRuns && !options.walksAgent()) {
        const ControlPanel& controls = *window.run()->controls();
        // Refused here rather than in the animator's message box, which would wait for a click.
        if (const std::string why = controls.solver().mazeProblem(window.run()->scene()->maze());
            !why.empty())
            return QString::fromStdString(why);
        if (options.steps < 0) {
            bool done = false;
            QObject scope; // the connection ends with `done`'s block (later results follow edits)
            QObject::connect(&animator, &Animator::resultReady, &scope, [&] { done = true; });
            animator.setSpeed({Speed::Mode::Instant, 0});
            animator.startSolve(window.run()->controls()->solver(),
                                window.run()->controls()->solverParams(),
                                window.run()->controls()->movement());
            if (!waitFor([&] { return done; }, 120'000))
                return QStringLiteral("the solve did not finish within two minutes");
        } else {
            animator.setSpeed({Speed::Mode::PerSecond, 1});
            animator.startSolve(window.run()->controls()->solver(),
                                window.run()->controls()->solverParams(),
                                window.run()->controls()->movement());
            animator.pause();
            for (long long i = 0; i < options.steps && animator.state() == Animator::State::Paused;
                 ++i)
                animator.step();
        }
    }
    if (const QString error = showChanges(window, options); !error.isEmpty())
        return error;
    if (!options.learn.isEmpty()) {
        const QString error = applyLearning(window, options.learn, !options.mazeFile.isEmpty());
        if (!error.isEmpty())
            return error;
    }
    // A chosen problem is shown with its panel in front of its tabs (the first layout of the
    // shown window put the legend there).
    if (auto* problems = window.findChild<QDockWidget*>(QStringLiteral("benchmarkDock"));
        problems && options.problem > 0) {
        problems->lower(); // a raise alone changes no tab while it is the top sibling already
        problems->raise();
    }
    // A passing message ("Opened …") would cover the maze's description in the picture.
    window.statusBar()->clearMessage();
    return writePng(window, options.outputFile);
}

} // namespace mazelab::ui
