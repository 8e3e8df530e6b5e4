// --experiment and --experiment-csv for screenshots (app/mazelab/screenshot.hpp): the experiment
// window with a table or chart of runs, for the pictures of docs/experiments.md.
#include "screenshot.hpp"
#include "screenshot_support.hpp"

#include "ui/experiment/benchmark_results.hpp"
#include "ui/experiment/experiment_charts.hpp"
#include "ui/experiment/experiment_setup.hpp"
#include "ui/experiment/experiment_text.hpp"
#include "ui/experiment/experiment_window.hpp"

#include <QTabWidget>

namespace mazelab::ui {

QString takeExperimentScreenshot(const ScreenshotOptions& options) {
    ExperimentWindow window;
    if (!options.experimentCsv.isEmpty()) {
        if (!window.openCsv(options.experimentCsv))
            return window.lastError();
    } else {
        for (const QString& field :
             options.experiment.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            const qsizetype equals = field.indexOf(QLatin1Char('='));
            if (equals < 0)
                return QStringLiteral("--experiment: %1 must be written key=value")
                    .arg(quotedInput(field));
            const QString error =
                window.setup()->setSetupField(field.left(equals), field.mid(equals + 1));
            if (!error.isEmpty())
                return QStringLiteral("--experiment: ") + error;
        }
        bool done = false;
        QObject scope; // the connection ends with `done`'s block
        QObject::connect(&window, &ExperimentWindow::resultChanged, &scope, [&] { done = true; });
        if (!window.run())
            return window.lastError();
        if (!waitFor([&] { return done; }, 600'000))
            return QStringLiteral("the experiment did not finish within ten minutes");
    }
    const int tab = int(experimentViews().indexOf(options.experimentView));
    window.tabs()->setCurrentIndex(tab);
    if (window.setup()->scenarioSource()) {
        BenchmarkResults* results = window.benchmarkResults();
        results->tabs()->setCurrentIndex(tab == 0 ? 0 : 1);
        const QStringList figures = {QStringLiteral("expanded"), QStringLiteral("searched"),
                                     QStringLiteral("time"), QStringLiteral("ratio")};
        if (!options.experimentFigure.isEmpty()) {
            const auto figure = int(figures.indexOf(options.experimentFigure));
            if (figure < 0)
                return QStringLiteral("--experiment-figure: a scenario file's chart shows "
                                      "expanded, searched, time or ratio, not %1")
                    .arg(quotedInput(options.experimentFigure));
            results->setFigure(BenchmarkResults::Figure(figure));
        }
    } else if (!options.experimentFigure.isEmpty())
        for (ExperimentChart* chart : {window.barChart(), window.boxChart()})
            if (!chart->setFigure(options.experimentFigure.toStdString()))
                return QStringLiteral("--experiment-figure: unknown figure %1")
                    .arg(quotedInput(options.experimentFigure));
    if (const QString error = showAt(window, options.window); !error.isEmpty())
        return error;
    return writePng(window, options.outputFile);
}

} // namespace mazelab::ui
