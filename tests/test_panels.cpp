// The statistics panel, the metrics panel, the control panel's generator and shaping controls, and
// the legend: the exact texts they show for known figures and the legend's entries. Each widget
// is also grabbed, filled with realistic figures, to panel_*.png in the temporary directory for
// a look. The results table is in test_results_table.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/metrics.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#include "core/shape.hpp"
#include "core/shaping.hpp"
#include "ui_support.hpp"
#endif

#include "ui/animation/run_figures.hpp"
#include "ui/panels/control_panel.hpp"
#include "ui/panels/metrics_panel.hpp"
#include "ui/panels/stats_panel.hpp"
#include "ui/view/legend_widget.hpp"
#include "ui/view/maze_palette.hpp"

#include <QComboBox>
#include <QLabel>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardItemModel>

using namespace mazelab::ui;
using Phase = RunFigures::Phase;

using mazelab::testing::labelText;
using mazelab::testing::saveGrab;

namespace {

// A finished A* run on a 79x79 maze, as the animator would report it.
RunFigures finishedAStar() {
    return {.solver = QStringLiteral("A* (Manhattan)"),
            .phase = Phase::Finished,
            .found = true,
            .cells = 6241,
            .searched = 956,
            .expanded = 1234,
            .frontier = 12,
            .maxFrontier = 40,
            .steps = 1234,
            .pathLength = 156,
            .pathCost = mazelab::PathCost{156, 0},
            .algorithmTimeNs = 131000,
            .animationMs = 83456};
}

// The run with no path (yet): the goal not found.
RunFigures withoutPath(RunFigures f) {
    f.found = false;
    f.pathLength.reset();
    f.pathCost.reset();
    return f;
}

// The run still going: no path yet, and the un-animated time not measured yet.
RunFigures stillRunning(RunFigures f) {
    f.phase = Phase::Running;
    f.algorithmTimeNs.reset();
    return withoutPath(f);
}

// The pixels of `image` (a grab of `root`) inside `part` that are clearly red: the no-path text,
// whose glyphs are blended with the background at their edges.
int redPixels(const QImage& image, const QWidget& root, const QWidget& part) {
    const qreal ratio = image.devicePixelRatio();
    const QRect rect(part.mapTo(&root, QPoint(0, 0)) * ratio, part.size() * ratio);
    int red = 0;
    for (int y = rect.top(); y <= rect.bottom(); ++y)
        for (int x = rect.left(); x <= rect.right(); ++x) {
            const QColor c = image.pixelColor(x, y);
            red += c.red() - c.green() > 100 && c.red() - c.blue() > 100;
        }
    return red;
}

// Every label with a figure shows its whole text (none is cut off by the layout).
void checkNoFigureIsCutOff(const QWidget& panel) {
    for (const QLabel* label : panel.findChildren<QLabel*>()) {
        if (!label->objectName().endsWith(QStringLiteral("Value")) || label->text().isEmpty())
            continue;
        QVERIFY2(label->width() >= label->sizeHint().width(),
                 qPrintable(label->objectName() + QStringLiteral(": ") + label->text()));
    }
}

// Shows `f` in `panel` on screen: every figure fits; the grab is also written to `name` in the
// temporary directory.
void showOnScreen(StatsPanel& panel, const RunFigures& f, const QString& name) {
    panel.showFigures(f);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    checkNoFigureIsCutOff(panel);
    QVERIFY(saveGrab(panel, name));
}

// The legend shows these entries in order: each label whole and visible, each swatch drawn in its
// colour. The grab is also written to `name` in the temporary directory.
template <typename Entries>
void checkLegendShows(LegendWidget& legend, const Entries& entries, const QString& name) {
    const QList<QLabel*> labels = legend.findChildren<QLabel*>(QStringLiteral("legendLabel"));
    const QList<QWidget*> swatches = legend.findChildren<QWidget*>(QStringLiteral("legendSwatch"));
    QCOMPARE(labels.size(), qsizetype(entries.size()));
    QCOMPARE(swatches.size(), qsizetype(entries.size()));
    QVERIFY(saveGrab(legend, name));
    const QImage image = legend.grab().toImage();
    const qreal ratio = image.devicePixelRatio();
    for (std::size_t i = 0; i < entries.size(); ++i) {
        QCOMPARE(labels[qsizetype(i)]->text(), entries[i].label);
        QVERIFY(labels[qsizetype(i)]->isVisible());
        // No label is cut off.
        QVERIFY(labels[qsizetype(i)]->width() >= labels[qsizetype(i)]->sizeHint().width());
        const QPoint centre = swatches[qsizetype(i)]->geometry().center();
        QCOMPARE(QColor(image.pixel((QPointF(centre) * ratio).toPoint())).rgb(),
                 entries[i].color.rgb());
    }
}

} // namespace

class TestPanels : public QObject {
    Q_OBJECT

private slots:
    // The shared text forms: C locale, exact rounding.
    void figuresFormatExactly() {
        QCOMPARE(formatCount(1234567), QStringLiteral("1,234,567"));
        QCOMPARE(formatCount(1234567, false), QStringLiteral("1234567"));
        QCOMPARE(formatMilliseconds(131000), QStringLiteral("0.131"));
        QCOMPARE(formatMilliseconds(153499), QStringLiteral("0.153"));
        QCOMPARE(formatMilliseconds(153500), QStringLiteral("0.154"));
        QCOMPARE(formatMilliseconds(1234567890), QStringLiteral("1,234.568"));
        QCOMPARE(formatMilliseconds(1234567890, false), QStringLiteral("1234.568"));
        QCOMPARE(formatMilliseconds(0), QStringLiteral("0.000"));
        QCOMPARE(formatPercent(searchedPercent(956, 6241)), QStringLiteral("15.30"));
        QCOMPARE(formatPercent(searchedPercent(6241, 6241)), QStringLiteral("100.00"));
        QCOMPARE(searchedPercent(1, 6241), 0.0);
        QCOMPARE(searchedPercent(1, 1), 0.0);
        QCOMPARE(formatMinutesSeconds(83456), QStringLiteral("1:23.5"));
        QCOMPARE(formatMinutesSeconds(59960), QStringLiteral("1:00.0"));
        QCOMPARE(formatMinutesSeconds(4049), QStringLiteral("0:04.0"));
        QCOMPARE(formatMinutesSeconds(0), QStringLiteral("0:00.0"));
    }

    // A finished run shows every figure, exactly.
    void statsShowFinishedRun() {
        StatsPanel panel;
        QCOMPARE(panel.title(), QStringLiteral("Statistics"));
        panel.showFigures(finishedAStar());
        const QString mismatch = mazelab::testing::labelsMismatch(
            panel, {{"solverValue", "A* (Manhattan)"}, {"phaseValue", "Finished"},
                    {"timeValue", "0.131 ms"}, {"searchedValue", "15.30 %"},
                    {"searchedCountValue", "(956 of 6,241 cells)"},
                    {"pathLengthValue", "156 moves"}, {"pathCostValue", "156"},
                    {"expandedValue", "1,234"}, {"frontierValue", "12"},
                    {"maxFrontierValue", "40"}, {"stepsValue", "1,234"},
                    {"animationTimeValue", "1:23.5"}});
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));

        RunFigures oneMove = finishedAStar();
        oneMove.pathLength = 1;
        panel.showFigures(oneMove);
        QCOMPARE(labelText(panel, "pathLengthValue"), QStringLiteral("1 move"));
    }

    // While a run goes on: no path length yet, and the time says it is being measured.
    void statsShowRunningAndPaused() {
        StatsPanel panel;
        RunFigures f = stillRunning(finishedAStar());
        f.searched = 1;
        f.animationMs = 1500;
        panel.showFigures(f);
        QCOMPARE(labelText(panel, "phaseValue"), QStringLiteral("Running"));
        QCOMPARE(labelText(panel, "timeValue"), QStringLiteral("measuring\u2026"));
        const auto* time = panel.findChild<QLabel*>(QStringLiteral("timeValue"));
        QVERIFY(time->font().italic() && !time->font().bold());
        QCOMPARE(labelText(panel, "searchedValue"), QStringLiteral("0.00 %"));
        QCOMPARE(labelText(panel, "searchedCountValue"), QStringLiteral("(1 of 6,241 cells)"));
        QCOMPARE(labelText(panel, "pathLengthValue"), QStringLiteral("\u2014"));
        QCOMPARE(labelText(panel, "pathCostValue"), QStringLiteral("\u2014"));
        QCOMPARE(labelText(panel, "animationTimeValue"), QStringLiteral("0:01.5"));

        // The un-animated run can finish before the animation does.
        f.phase = Phase::Paused;
        f.algorithmTimeNs = 2'500'000'000;
        panel.showFigures(f);
        QCOMPARE(labelText(panel, "phaseValue"), QStringLiteral("Paused"));
        QCOMPARE(labelText(panel, "timeValue"), QStringLiteral("2,500.000 ms"));
        QVERIFY(!time->font().italic() && time->font().bold());
        QCOMPARE(labelText(panel, "pathLengthValue"), QStringLiteral("\u2014"));
    }

    // An unreachable goal says "No path", in red, and a later found path is not red.
    void statsShowNoPathPlainly() {
        StatsPanel panel;
        panel.showFigures(withoutPath(finishedAStar()));
        auto* pathLength = panel.findChild<QLabel*>(QStringLiteral("pathLengthValue"));
        QVERIFY(pathLength);
        QCOMPARE(pathLength->text(), QStringLiteral("No path"));
        QVERIFY(pathLength->font().bold());
        QCOMPARE(pathLength->palette().color(QPalette::WindowText), QColor(0xC0, 0x10, 0x10));
        QCOMPARE(labelText(panel, "pathCostValue"), QStringLiteral("\u2014"));
        QCOMPARE(labelText(panel, "searchedValue"), QStringLiteral("15.30 %"));

        panel.showFigures(finishedAStar());
        QCOMPARE(pathLength->text(), QStringLiteral("156 moves"));
        QVERIFY(pathLength->palette().color(QPalette::WindowText) != QColor(0xC0, 0x10, 0x10));
    }

    // Before a run and after clear() (Phase::None) every figure shows a dash, not blank space;
    // the bracketed count, the outcome and a solver's own figures are empty.
    void statsShowDashesWithoutARun() {
        const QString dash = QStringLiteral("\u2014");
        const std::initializer_list<std::pair<const char*, QString>> noRun = {
            {"solverValue", dash},        {"phaseValue", QStringLiteral("No run yet")},
            {"timeValue", dash},          {"searchedValue", dash},
            {"searchedCountValue", {}},   {"pathLengthValue", dash},
            {"pathCostValue", dash},      {"expandedValue", dash},
            {"frontierValue", dash},      {"maxFrontierValue", dash},
            {"stepsValue", dash},         {"animationTimeValue", dash},
            {"outcomeValue", {}},         {"extra0Value", {}},
            {"extra1Value", {}},          {"optimumValue", {}}};
        auto mismatch = [&](const StatsPanel& panel) {
            QString errors;
            for (const auto& [name, wanted] : noRun)
                if (labelText(panel, name) != wanted)
                    errors += QStringLiteral("%1: '%2' ").arg(QLatin1String(name),
                                                             labelText(panel, name));
            return errors;
        };
        StatsPanel panel;
        QString errors = mismatch(panel);
        QVERIFY2(errors.isEmpty(), qPrintable(errors));
        const QList<QLabel*> labels = panel.findChildren<QLabel*>();
        QCOMPARE(std::count_if(labels.begin(), labels.end(),
                               [](const QLabel* l) {
                                   return l->objectName().endsWith(QStringLiteral("Value"));
                               }),
                 qsizetype(noRun.size())); // every figure is checked

        panel.showFigures({.solver = QStringLiteral("A* (Manhattan)"), .phase = Phase::Running,
                           .cells = 6241, .searched = 2, .expanded = 1, .frontier = 2,
                           .maxFrontier = 2, .steps = 1, .pathLength = {}, .pathCost = {},
                           .algorithmTimeNs = {}, .animationMs = 50}); // after one step
        errors = mazelab::testing::labelsMismatch(
            panel, {{"solverValue", "A* (Manhattan)"}, {"phaseValue", "Running"},
                    {"timeValue", "measuring\u2026"}, {"searchedValue", "0.02 %"},
                    {"searchedCountValue", "(2 of 6,241 cells)"}, {"pathLengthValue", "\u2014"},
                    {"pathCostValue", "\u2014"}, {"expandedValue", "1"}, {"frontierValue", "2"},
                    {"maxFrontierValue", "2"}, {"stepsValue", "1"},
                    {"animationTimeValue", "0:00.1"}});
        QVERIFY2(errors.isEmpty(), qPrintable(errors));

        panel.showFigures(withoutPath(finishedAStar()));
        panel.clear();
        errors = mismatch(panel);
        QVERIFY2(errors.isEmpty(), qPrintable(errors));
        QVERIFY(panel.figures().phase == Phase::None);
        // No trace of the run: not red, not italic, the outcome line hidden.
        const auto* pathLength = panel.findChild<QLabel*>(QStringLiteral("pathLengthValue"));
        QVERIFY(pathLength->palette().color(QPalette::WindowText) != QColor(0xC0, 0x10, 0x10));
        QVERIFY(panel.findChild<QLabel*>(QStringLiteral("outcomeValue"))->isHidden());
        QVERIFY(!panel.findChild<QLabel*>(QStringLiteral("timeValue"))->font().italic());
    }

    // Every figure says what it counts; the time says it is not the animation's.
    void statsExplainEveryFigure() {
        StatsPanel panel;
        for (const QLabel* label : panel.findChildren<QLabel*>())
            QVERIFY2(!label->toolTip().isEmpty(), qPrintable(label->text()));
        const QString timeTip = panel.findChild<QLabel*>(QStringLiteral("timeValue"))->toolTip();
        QVERIFY(timeTip.contains(QStringLiteral("without animation")));
        QVERIFY(timeTip.contains(QStringLiteral("<b>not</b> the animation time")));
    }

    // Large figures (a million cells) are shown whole, grouped, and drawn; "No path" is drawn in
    // red, a found path is not. Each panel is written to panel_stats_*.png for a look.
    void statsShowLargeFiguresWhole() {
        StatsPanel running;
        RunFigures f = stillRunning(finishedAStar());
        f.solver = QStringLiteral("Dijkstra");
        f.searched = 123456;
        f.cells = 1000000;
        f.expanded = 120001;
        f.frontier = 3455;
        f.maxFrontier = 4012;
        f.steps = 120001;
        f.animationMs = 754321;
        showOnScreen(running, f, QStringLiteral("panel_stats_running.png"));
        QCOMPARE(labelText(running, "solverValue"), QStringLiteral("Dijkstra"));
        QCOMPARE(labelText(running, "searchedValue"), QStringLiteral("12.35 %"));
        QCOMPARE(labelText(running, "searchedCountValue"),
                 QStringLiteral("(123,456 of 1,000,000 cells)"));
        QCOMPARE(labelText(running, "expandedValue"), QStringLiteral("120,001"));
        QCOMPARE(labelText(running, "frontierValue"), QStringLiteral("3,455"));
        QCOMPARE(labelText(running, "maxFrontierValue"), QStringLiteral("4,012"));
        QCOMPARE(labelText(running, "stepsValue"), QStringLiteral("120,001"));
        QCOMPARE(labelText(running, "animationTimeValue"), QStringLiteral("12:34.3"));

        StatsPanel finished;
        showOnScreen(finished, finishedAStar(), QStringLiteral("panel_stats_finished.png"));
        auto* found = finished.findChild<QLabel*>(QStringLiteral("pathLengthValue"));
        QVERIFY(found);
        QCOMPARE(redPixels(finished.grab().toImage(), finished, *found), 0);

        StatsPanel noPath;
        f = withoutPath(finishedAStar());
        f.solver = QStringLiteral("DFS (opposed bias)");
        showOnScreen(noPath, f, QStringLiteral("panel_stats_nopath.png"));
        auto* none = noPath.findChild<QLabel*>(QStringLiteral("pathLengthValue"));
        QVERIFY(none);
        QCOMPARE(none->text(), QStringLiteral("No path"));
        QVERIFY(redPixels(noPath.grab().toImage(), noPath, *none) > 0);
    }


    // The generator list holds every registered generator. With a mask, exactly those that
    // cannot honour one are disabled, their reason as tooltip, a note says why, and a chosen
    // non-honouring generator gives way to one that honours masks; without a mask all are
    // enabled again.
    void generatorsThatCannotUseAMaskAreDisabledWhileOneIsSet() {
        ControlPanel panel;
        auto* combo = panel.findChild<QComboBox*>(QStringLiteral("generatorCombo"));
        QVERIFY(combo);
        const auto all = mazelab::generators();
        QCOMPARE(combo->count(), qsizetype(all.size()));
        QVERIFY(all.size() >= 14);
        auto* model = qobject_cast<QStandardItemModel*>(combo->model());
        QVERIFY(model);
        auto* note = panel.findChild<QLabel*>(QStringLiteral("maskNote"));
        QVERIFY(note);
        QVERIFY(panel.selectGenerator("binary-tree"));
        QVERIFY(!mazelab::generatorById("binary-tree").honoursMask);

        const QString switched = panel.setMaskPresent(true);
        int disabled = 0;
        for (int i = 0; i < combo->count(); ++i) {
            const mazelab::GeneratorInfo& g = *all[std::size_t(i)];
            QCOMPARE(model->item(i)->isEnabled(), g.honoursMask);
            if (!g.honoursMask) {
                ++disabled;
                const QString reason = QString::fromUtf8(g.noMaskReason.data(),
                                                         qsizetype(g.noMaskReason.size()));
                QVERIFY(!reason.isEmpty());
                QVERIFY2(combo->itemData(i, Qt::ToolTipRole).toString().contains(reason),
                         qPrintable(combo->itemData(i, Qt::ToolTipRole).toString()));
            }
        }
        QVERIFY(disabled > 0);
        QVERIFY(!note->isHidden());
        QVERIFY(panel.generator().honoursMask);
        QVERIFY(switched.contains(QStringLiteral("Binary Tree")));

        QVERIFY(panel.setMaskPresent(false).isEmpty());
        for (int i = 0; i < combo->count(); ++i)
            QVERIFY(model->item(i)->isEnabled());
        QVERIFY(note->isHidden());
    }

    // The cell shape: generators that do not build it are disabled with their reason, a chosen
    // one gives way to the first that builds it (and says so), and a polar maze is sized by its
    // rings instead of width and height.
    void cellShapeChoiceDisablesGeneratorsAndSizesPolarByRings() {
        ControlPanel panel;
        auto* combo = panel.findChild<QComboBox*>(QStringLiteral("generatorCombo"));
        auto* shapes = panel.findChild<QComboBox*>(QStringLiteral("shapeCombo"));
        auto* rings = panel.findChild<QSpinBox*>(QStringLiteral("ringsSpin"));
        auto* width = panel.findChild<QSpinBox*>(QStringLiteral("widthSpin"));
        QVERIFY(combo && shapes && rings && width);
        QCOMPARE(shapes->count(), qsizetype(mazelab::kShapeKinds.size()));
        auto* model = qobject_cast<QStandardItemModel*>(combo->model());
        QVERIFY(model);
        QVERIFY(!rings->isVisibleTo(&panel));
        QVERIFY(width->isVisibleTo(&panel));
        const auto all = mazelab::generators();
        const auto squareOnly = std::find_if(all.begin(), all.end(), [](const auto* g) {
            return !g->supports(mazelab::ShapeKind::Hex);
        });
        QVERIFY(squareOnly != all.end());
        QVERIFY(panel.selectGenerator((*squareOnly)->id));
        QSignalSpy changed(&panel, &ControlPanel::cellShapeChanged);
        shapes->setCurrentIndex(int(mazelab::ShapeKind::Hex));
        QCOMPARE(changed.count(), 1);
        QVERIFY2(changed.at(0).at(0).toString().contains(QStringLiteral("Switched to")),
                 qPrintable(changed.at(0).at(0).toString()));
        QCOMPARE(panel.cellShape(), mazelab::ShapeKind::Hex);
        QVERIFY(panel.generator().supports(mazelab::ShapeKind::Hex));
        int disabled = 0;
        for (int i = 0; i < combo->count(); ++i) {
            const mazelab::GeneratorInfo& g = *all[std::size_t(i)];
            QCOMPARE(model->item(i)->isEnabled(), g.supports(mazelab::ShapeKind::Hex));
            if (!g.supports(mazelab::ShapeKind::Hex)) {
                ++disabled;
                QCOMPARE(combo->itemData(i, Qt::ToolTipRole).toString(),
                         QString::fromStdString(g.shapeError(mazelab::ShapeKind::Hex)));
            }
        }
        QVERIFY(disabled > 0);
        QVERIFY(panel.setCellShape(mazelab::ShapeKind::Polar).isEmpty());
        QVERIFY(rings->isVisibleTo(&panel));
        QVERIFY(!width->isVisibleTo(&panel));
        panel.setRings(5);
        QCOMPARE(panel.rings(), 5);
        QVERIFY(panel.setCellShape(mazelab::ShapeKind::Square).isEmpty());
        QVERIFY(!rings->isVisibleTo(&panel));
        QVERIFY(width->isVisibleTo(&panel));
        for (int i = 0; i < combo->count(); ++i)
            QVERIFY(model->item(i)->isEnabled());
    }

    // On a maze of other cells, diagonal moves and a heuristic that counts rows and columns are
    // switched, saying so, and solvers that do not solve the cells are disabled with the reason.
    void solversFollowTheShownMazesCells() {
        ControlPanel panel;
        auto* solverCombo = panel.findChild<QComboBox*>(QStringLiteral("solverCombo"));
        auto* model = qobject_cast<QStandardItemModel*>(solverCombo->model());
        QVERIFY(model);
        const auto all = mazelab::solvers();
        const auto heuristic = std::find_if(all.begin(), all.end(), [](const auto* s) {
            return s->supports(mazelab::ShapeKind::Hex) &&
                   std::any_of(s->params.begin(), s->params.end(),
                               [](const auto& spec) { return spec.key == mazelab::kHeuristicKey; });
        });
        QVERIFY(heuristic != all.end());
        QVERIFY(panel.selectSolver((*heuristic)->id));
        QCOMPARE((*heuristic)->heuristicOf(panel.solverParams()),
                 std::optional(mazelab::Heuristic::Manhattan));
        (void)panel.setMovement(mazelab::Diagonal::Always);
        mazelab::Maze hex(mazelab::Shape::of(mazelab::ShapeKind::Hex, {6, 5}, 0));
        const QString note = panel.setMaze(hex);
        QVERIFY2(note.contains(QStringLiteral("Diagonal moves")) &&
                     note.contains(QStringLiteral("euclidean")),
                 qPrintable(note));
        QCOMPARE(panel.movement(), mazelab::Diagonal::Never);
        auto* movement = panel.findChild<QComboBox*>(QStringLiteral("movementCombo"));
        QVERIFY(movement && !movement->isEnabled());
        QCOMPARE(movement->currentText(), QStringLiteral("Across the cells' sides"));
        QCOMPARE((*heuristic)->heuristicOf(panel.solverParams()),
                 std::optional(mazelab::Heuristic::Euclidean));
        for (const auto* s : all) // a race runs each with values the cells allow
            if (s->supports(mazelab::ShapeKind::Hex))
                QVERIFY(!s->heuristicOf(panel.solverParams(*s)) ||
                        s->heuristicOf(panel.solverParams(*s)) == mazelab::Heuristic::Euclidean);
        for (int i = 0; i < solverCombo->count(); ++i) {
            const mazelab::SolverInfo& s = *all[std::size_t(i)];
            QCOMPARE(model->item(i)->isEnabled(), s.supports(mazelab::ShapeKind::Hex));
        }
        QVERIFY(panel.setMaze(hex).isEmpty()); // nothing left to switch
        QVERIFY(panel.setMaze(mazelab::Maze(mazelab::Size{6, 5})).isEmpty());
        QVERIFY(movement->isEnabled());
        QCOMPARE(movement->currentText().toStdString(),
                 mazelab::diagonalName(mazelab::Diagonal::Never));
    }

    // Choice parameters (growing-tree policy, recursive-division cut, binary-tree bias...) are
    // combo boxes listing their choices, and the chosen entry is the value read back.
    void choiceParametersAreCombos() {
        ControlPanel panel;
        int choices = 0;
        for (const mazelab::GeneratorInfo* g : mazelab::generators()) {
            QVERIFY(panel.selectGenerator(g->id));
            for (const mazelab::ParamSpec& spec : g->params) {
                if (spec.choices.empty())
                    continue;
                ++choices;
                const QString name = QStringLiteral("param_") +
                                     QString::fromUtf8(spec.key.data(), qsizetype(spec.key.size()));
                auto* combo = panel.findChild<QComboBox*>(name);
                QVERIFY2(combo, qPrintable(name));
                QCOMPARE(combo->count(), qsizetype(spec.choices.size()));
                combo->setCurrentIndex(int(spec.choices.size()) - 1);
                QCOMPARE(panel.generatorParams().get(spec.key), double(spec.choices.size() - 1));
            }
        }
        QVERIFY(choices >= 3);
    }

    // The shaping controls read back as the core's Shaping, and set from one.
    void shapingControlsRoundTrip() {
        ControlPanel panel;
        QVERIFY(panel.shaping() == mazelab::Shaping{});
        const mazelab::Shaping shaping{35, mazelab::Symmetry::TopBottom, {20, 70, 40}};
        panel.setShaping(shaping);
        QVERIFY(panel.shaping() == shaping);
    }

    // The metrics panel shows measureMaze's figures for the maze it was given, computed off the
    // GUI thread ("computing..." until then), and a newer maze wins over an older one.
    void metricsPanelShowsTheCoreMetrics() {
        const mazelab::GeneratorInfo& info = mazelab::generatorById("binary-tree");
        const mazelab::Maze maze = mazelab::generateMaze({&info, {10, 10}, 5, {}});
        const mazelab::MazeMetrics expected = mazelab::measureMaze(maze);
        const mazelab::GeneratorInfo& other = mazelab::generatorById("aldous-broder");
        const mazelab::Maze older = mazelab::generateMaze({&other, {30, 30}, 1, {}});
        QVERIFY(mazelab::measureMaze(older).deadEnds != expected.deadEnds);

        MetricsPanel panel;
        QSignalSpy measured(&panel, &MetricsPanel::measured);
        panel.measure(older);
        panel.measure(maze);
        QVERIFY(panel.computing());
        QCOMPARE(labelText(panel, "metricsStatus"), QStringLiteral("computing\u2026"));
        QTRY_VERIFY_WITH_TIMEOUT(!panel.computing(), 10000);
        QCOMPARE(panel.valueText("dead_ends"), QString::number(expected.deadEnds));
        QCOMPARE(labelText(panel, "metric_dead_ends"), QString::number(expected.deadEnds));
        QCOMPARE(labelText(panel, "metric_active_cells"), QStringLiteral("100"));
        QCOMPARE(labelText(panel, "metric_loops"), QStringLiteral("0"));
        QTest::qWait(50);
        QCOMPARE(measured.count(), 1); // the older maze's result was never shown
        QCOMPARE(panel.valueText("dead_ends"), QString::number(expected.deadEnds));
    }

    // With weighted cells the legend adds the cost ramp with its lowest and highest cost; with
    // unit costs it has none.
    void legendShowsTheCostRampOnlyWithCosts() {
        LegendWidget legend;
        const int plain = legend.heightForWidth(300);
        QVERIFY(!legend.costRampVisible());
        legend.setCostRange(3, 9);
        QVERIFY(legend.costRampVisible());
        QCOMPARE(legend.costRampText(), QStringLiteral("Cell cost 3 \u2192 9"));
        QVERIFY(legend.heightForWidth(300) > plain);
        legend.resize(300, legend.heightForWidth(300));
        legend.show();
        QVERIFY(QTest::qWaitForWindowExposed(&legend));
        auto* ramp = legend.findChild<QWidget*>(QStringLiteral("costRamp"));
        QVERIFY(ramp && ramp->isVisible());
        const QImage image = ramp->grab().toImage();
        const QColor left = image.pixelColor(2, image.height() / 2);
        const QColor right = image.pixelColor(image.width() - 3, image.height() / 2);
        QVERIFY(left.lightness() > right.lightness() + 60); // light yellow to dark brown
        legend.setCostRange(1, 1);
        QVERIFY(!legend.costRampVisible());
        QCOMPARE(legend.heightForWidth(300), plain);
    }

    // One swatch and one label per legend entry, in order, each swatch in its colour.
    void legendShowsEveryEntry() {
        const MazePalette palette;
        const auto entries = palette.legend();
        LegendWidget legend;
        legend.resize(legend.sizeHint());
        legend.show();
        QVERIFY(QTest::qWaitForWindowExposed(&legend));
        QCOMPARE(legend.entryCount(), int(entries.size()));
        checkLegendShows(legend, entries, QStringLiteral("panel_legend.png"));

        // Narrow: more rows, so taller; the sizeHint uses two columns.
        QVERIFY(legend.heightForWidth(legend.minimumSizeHint().width()) >
                legend.heightForWidth(legend.sizeHint().width()));
        QVERIFY(legend.heightForWidth(legend.sizeHint().width()) > legend.heightForWidth(4000));

        // A different palette replaces the entries; narrow, every one is still shown whole.
        MazePalette other;
        other.path = QColor(0x10, 0x20, 0x30);
        legend.setPalette(other);
        QCOMPARE(legend.findChildren<QLabel*>(QStringLiteral("legendLabel")).size(),
                 qsizetype(entries.size()));
        legend.resize(legend.minimumSizeHint().width(),
                      legend.heightForWidth(legend.minimumSizeHint().width()));
        checkLegendShows(legend, other.legend(), QStringLiteral("panel_legend_narrow.png"));
    }
};

QTEST_MAIN(TestPanels)
#include "test_panels.moc"