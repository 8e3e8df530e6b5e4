// mazelab: the desktop application. Options preset the window (for a prepared lecture) and
// --screenshot renders it to a PNG and exits (for the pictures in README.md and docs/).
#include "core/registry.hpp"
#include "screenshot.hpp"
#include "ui/controllers/run_controller.hpp"
#include "ui/panels/control_panel.hpp"
#include "ui/present/presenting_controller.hpp"
#include "ui/race/race_window.hpp"
#include "ui/shell/main_window.hpp"

#include <QApplication>
#include <QCommandLineParser>
#include <QSettings>
#include <QTextStream>

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("mazelab"));
    QApplication::setApplicationVersion(QStringLiteral(MAZELAB_VERSION));
    QApplication::setOrganizationName(QStringLiteral("mazelab"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/mazelab/mazelab.svg")));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Maze generation and pathfinding, step by step."));
    parser.addHelpOption();
    parser.addVersionOption();
    mazelab::ui::ScreenshotOptions::addTo(parser);
    parser.process(app);

    mazelab::ui::MainWindow window;
    mazelab::ui::ScreenshotOptions options;
    if (const QString error = options.read(parser); !error.isEmpty()) {
        QTextStream(stderr) << "mazelab: " << error << '\n';
        return 2;
    }
    if (options.wantsExperiment()) {
        const QString error = mazelab::ui::takeExperimentScreenshot(options);
        if (!error.isEmpty())
            QTextStream(stderr) << "mazelab: " << error << '\n';
        return error.isEmpty() ? 0 : 1;
    }
    // The last session's window, choices and recent files; never for a screenshot, which must
    // show exactly what its options ask for. Options given on the command line win.
    if (options.outputFile.isEmpty())
        window.useSettings(std::make_unique<QSettings>());
    if (const QString error = options.applyTo(window); !error.isEmpty()) {
        QTextStream(stderr) << "mazelab: " << error << '\n';
        return 2;
    }
    if (!options.outputFile.isEmpty()) {
        const QString error = mazelab::ui::takeScreenshot(window, options);
        if (!error.isEmpty()) {
            QTextStream(stderr) << "mazelab: " << error << '\n';
            return 1;
        }
        return 0;
    }
    window.show();
    // First start: the guided tour (never with --screenshot).
    window.presenting()->showTourIfUnseen();
    if (!options.race.isEmpty()) {
        // --race without --screenshot: the race window, ready to start, for a prepared lecture.
        mazelab::ui::RaceWindow& race = *window.run()->openRace();
        const QString error = race.setSolvers(options.race);
        if (!error.isEmpty()) {
            QTextStream(stderr) << "mazelab: --race: " << error << '\n';
            return 2;
        }
        if (options.raceSensor > 0) { // --race-sensor: the same race, as agents
            race.setAgentMode(true);
            const QString problem = race.setSensorRadius(int(options.raceSensor));
            if (!problem.isEmpty()) {
                QTextStream(stderr) << "mazelab: --race-sensor: " << problem << '\n';
                return 2;
            }
        }
    }
    return QApplication::exec();
}
