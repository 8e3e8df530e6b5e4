#pragma once
// Command-line options of the desktop app: they preset the window (generator, size, seed,
// parameters, solver, view) and, with --screenshot FILE, render it in a chosen state to a PNG
// and exit. README.md and docs/ show pictures made this way.

#include <QSize>
#include <QString>
#include <QStringList>

class QCommandLineParser;

namespace mazelab {
struct Shaping;
} // namespace mazelab

namespace mazelab::ui {

class MainWindow;

struct ScreenshotOptions {
    QString generator;     // registry id; empty: the window's default
    QString size;          // "WxH"
    QString shape;         // a shape id (core/shape.hpp); empty: the window's default
    QString rings;         // polar: the ring count
    QString seed;
    QStringList params;    // "key=value"
    QString solver;        // registry id; empty: no solve
    QStringList solverParams; // "key=value", for the solver
    QString diagonal;         // --diagonal RULE (core/movement.hpp); empty: the window's choice
    long long steps = -1;  // solver steps to show; -1: run to the end
    long long genSteps = -1; // --gen-steps: the generation paused after n steps; -1: made at once
    QSize window{1280, 860};
    bool grid = false;
    bool thinWalls = false;
    QString palette;       // --palette original|high-contrast|colour-blind
    bool presentation = false; // --presentation: presentation mode on
    QString braid;         // --braid PERCENT
    QString symmetry;      // --symmetry none|left-right|top-bottom
    QString terrain;       // --terrain DENSITY[,PATCHINESS[,MAXCOST]]
    QString maskFile;      // --mask PNG
    QString mazeFile;      // --maze FILE: open it instead of generating
    int problem = 0;       // --problem N: a problem of --maze's Moving AI scenario (from 1)
    QString outputFile;    // --screenshot
    QStringList race;      // --race ID,ID,...: open the race window with these solvers
    long long raceSteps = -1; // --race-steps: lock-step steps to show; -1: race to the end
    long long raceSensor = 0; // --race-sensor R: race as agents with sensor radius R; 0: searches
    // The experiment window instead of the main one (docs/experiments.md):
    QString experiment;       // --experiment "generators=a,b sizes=31x31 solvers=bfs count=200"
    QString experimentCsv;    // --experiment-csv FILE (runs written by mazelab-cli experiment)
    QString experimentView = QStringLiteral("table"); // --experiment-chart table|bars|box|scatter
    QString experimentFigure; // --experiment-figure KEY (bars and box: time_us, path_length...)
    [[nodiscard]] bool wantsExperiment() const {
        return !experiment.isEmpty() || !experimentCsv.isEmpty();
    }
    QStringList teach;     // --teach pseudocode,numbers,heat: the teaching tools to switch on
    double zoom = 0;       // --zoom PX: zoom in until a cell is at least PX pixels wide
    // --learn predict[:X,Y] | question:KIND | lesson:NAME:STAGE | challenge:ID[:check]: a
    // learning panel in that state (app/mazelab/screenshot_learn.cpp).
    QString learn;
    // After the solve shown, and the agent (app/mazelab/screenshot_changes.cpp):
    QStringList edits;          // --edit wall:X,Y,SIDE | cost:X,Y,N | goal:X,Y, in order
    long long repairSteps = -1; // --repair-steps: the repair's steps to show; -1: to its end
    int agentRadius = 0;        // --agent R: an agent walks, with this sensor radius; 0: none
    long long agentSteps = -1;  // --agent-steps: its NavSteps to show (from 1); -1: to the end
    [[nodiscard]] bool walksAgent() const { return agentRadius > 0; }

    static void addTo(QCommandLineParser& parser);
    // Reads the parsed options; returns an error message, or an empty string.
    QString read(const QCommandLineParser& parser);
    // Applies them to the window (makes the maze at once); returns an error, or empty.
    QString applyTo(MainWindow& window) const;

private:
    // --braid, --symmetry and --terrain into `shaping`; an error, or an empty string. Throws
    // Error on an unknown symmetry.
    QString readShaping(Shaping& shaping) const;
    // --edit, --repair-steps, --agent and --agent-steps (screenshot_changes.cpp).
    static void addChangeOptions(QCommandLineParser& parser);
    QString readChanges(const QCommandLineParser& parser);
};

// Shows the window offscreen-safe at options.window, runs the solve (to the end or for
// options.steps steps), grabs the window and writes options.outputFile. With options.race, it is
// the race window instead: opened on the window's maze with those solvers, at options.window,
// raced for options.raceSteps lock-step steps (or to the end). Returns an error, or an empty
// string.
QString takeScreenshot(MainWindow& window, const ScreenshotOptions& options);

// After the solve: options.edits made as a user's clicks and drops make them (the view's wall and
// cost tools, the edit controller's endpoint move), which a solve that follows edits repairs or
// re-runs; the repair shown after options.repairSteps steps (or at its end). With
// options.walksAgent(): the agent controller's walk with that sensor radius, the solver chosen
// as planner, shown after options.agentSteps steps (or at its end). An error, or empty.
QString showChanges(MainWindow& window, const ScreenshotOptions& options);

// --learn: Predict on and run to its first question (and answer it with cell X,Y), a question
// of KIND about the solve shown, a lesson (a shipped one by its file's name, or a path) at stage
// STAGE (from 1), or a challenge's panel and maze (with :check, the maze on screen checked).
// Returns an error, or an empty string.
QString applyLearning(MainWindow& window, const QString& what, bool mazeGiven);

// With --experiment or --experiment-csv: runs the experiment (or opens the file) in an experiment
// window of options.window pixels, shows the chosen table or chart and writes options.outputFile.
// Returns an error, or an empty string.
QString takeExperimentScreenshot(const ScreenshotOptions& options);

} // namespace mazelab::ui
