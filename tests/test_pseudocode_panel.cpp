// The teaching tools in the real main window, offscreen: the pseudocode panel highlights the
// line of every step and names the frontier's first cells as the solver's own SearchView has
// them (checked against a second, independent run of the same solver on the same maze); every
// registered algorithm has a card, and Help > Algorithms… lists them all; the card's warnings
// appear exactly when they should; the numbers overlay draws the right distance in a cell's
// square; the distance heat map's colours follow the distance.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/distance.hpp"
#include "core/registry.hpp"
#include "core/run.hpp"
#include "core/search_view.hpp"
#include "core/shaping.hpp"
#include "support.hpp"
#endif

#include "ui/animation/animator.hpp"
#include "ui/panels/control_panel.hpp"
#include "ui/shell/main_window.hpp"
#include "ui/teaching/algorithm_cards.hpp"
#include "ui/teaching/internals_overlay.hpp"
#include "ui/teaching/pseudocode_panel.hpp"
#include "ui/teaching/teaching.hpp"
#include "ui/view/legend_widget.hpp"
#include "ui/view/maze_palette.hpp"
#include "ui/view/maze_scene.hpp"
#include "ui/view/maze_view.hpp"

#include <QComboBox>
#include <QDockWidget>

#include <algorithm>
#include <memory>

using namespace mazelab;
using namespace mazelab::ui;

namespace {

GenerateRequest request(Size size, double braid, double terrain = 0) {
    GenerateRequest r{&generatorById("recursive-backtracker"), size, 3, {}};
    r.shaping.braid = braid;
    r.shaping.terrain = {terrain, 50, 9};
    return r;
}

// A shown main window with the pseudocode panel open, showing the maze of `r`.
std::unique_ptr<MainWindow> window(const GenerateRequest& r) {
    auto w = std::make_unique<MainWindow>();
    w->resize(1400, 900);
    w->show();
    w->teaching()->dock()->show();
    w->run()->animator()->generateNow(r);
    QCoreApplication::processEvents();
    return w;
}

QString qs(const std::string& text) {
    return QString::fromStdString(text);
}

std::vector<double> asDoubles(const std::vector<std::int64_t>& values) {
    return {values.begin(), values.end()};
}

QString cellName(const Maze& maze, CellIndex c) {
    return PseudocodePanel::cellText(maze.cellAt(c));
}

QStringList code(std::span<const std::string_view> lines) {
    QStringList out;
    for (std::string_view l : lines)
        out << QString::fromUtf8(l.data(), qsizetype(l.size()));
    return out;
}

} // namespace

class TestPseudocodePanel : public QObject {
    Q_OBJECT

private slots:
    void theHighlightedLineAndTheFrontierFollowEverySolverStep_data() { testing::solverRows(); }

    // Step by step through a whole solve: the panel shows the solver's pseudocode with the
    // step's line highlighted, and its frontier line names the first cells of the frontier in
    // the order the solver will take them, with its size; the current cell is the step's.
    void theHighlightedLineAndTheFrontierFollowEverySolverStep() {
        QFETCH(QString, solver);
        const SolverInfo& info = solverById(solver.toStdString());
        auto w = window(request(Size{12, 10}, 50));
        PseudocodePanel& panel = *w->teaching()->panel();
        const Maze maze = w->run()->scene()->maze();
        SolveSteps reference = info.start(maze); // the same search, run beside the window's
        auto ref = reference.begin();

        QVERIFY(w->run()->controls()->selectSolver(info.id));
        w->run()->animator()->startSolve(info);
        w->run()->animator()->pause();
        QCOMPARE(panel.codeLines(), code(info.pseudocode));
        int steps = 0;
        for (;; ++ref) {
            QVERIFY(ref != reference.end());
            w->run()->animator()->step();
            const SolveStep& s = *ref;
            ++steps;
            QCOMPARE(panel.highlightedLine(), s.line);
            const QStringList data = panel.dataLines();
            QVERIFY(data.size() >= 2);
            QVERIFY2(data[0].startsWith(QStringLiteral("Current cell: ") + cellName(maze, s.cell)),
                     qPrintable(data[0]));
            const SearchView& view = *s.view;
            const std::vector<CellIndex> first = view.frontier(PseudocodePanel::kListed);
            const QString size = QStringLiteral("(%1 cell").arg(view.frontierSize());
            if (view.frontierKind() == SearchView::Frontier::None) // walkers and filling
                QVERIFY2(data[1].startsWith(QStringLiteral("No frontier: ")), qPrintable(data[1]));
            else
                QVERIFY2(data[1].contains(size), qPrintable(data[1]));
            if (view.frontierKind() == SearchView::Frontier::OpenSet) {
                QVERIFY(data[1].startsWith(QStringLiteral("Open set")));
                for (int k = 0; k < PseudocodePanel::kListedOpen && k < int(first.size()); ++k)
                    QVERIFY2(
                        data[2 + k].trimmed().startsWith(cellName(maze, first[std::size_t(k)])),
                        qPrintable(data[2 + k]));
            } else if (!first.empty()) {
                QStringList names;
                for (CellIndex c : first)
                    names << cellName(maze, c);
                QVERIFY(data[1].startsWith(view.frontierKind() == SearchView::Frontier::Queue
                                               ? QStringLiteral("Queue")
                                               : QStringLiteral("Stack")));
                QVERIFY2(data[1].contains(QStringLiteral(": ") + names.join(QStringLiteral(", "))),
                         qPrintable(data[1]));
            }
            if (s.isLast())
                break;
        }
        QCOMPARE(w->run()->animator()->state(), Animator::State::Finished);
        QVERIFY(steps > 5);
        QVERIFY(panel.title().contains(
            QString::fromUtf8(info.name.data(), qsizetype(info.name.size()))));
    }

    // A generation with a braid: the generator's lines, then the braid pass's, each step's line
    // highlighted (the reference is the core's own step sequence for the same request).
    void theHighlightedLineFollowsAGenerationAndItsShaping() {
        const GenerateRequest r = request(Size{9, 8}, 100);
        auto w = window(request(Size{5, 5}, 0));
        PseudocodePanel& panel = *w->teaching()->panel();
        Maze referenceMaze = prepareMaze(r);
        GenSteps reference = generationSteps(referenceMaze, r);
        w->run()->animator()->startGeneration(r);
        w->run()->animator()->pause();
        int braidSteps = 0;
        for (const GenStep& s : reference) {
            w->run()->animator()->step();
            QCOMPARE(panel.highlightedLine(), s.line);
            if (s.phase == GenStep::Phase::Generator) {
                QCOMPARE(panel.codeLines(), code(r.generator->pseudocode));
                QVERIFY(panel.title().startsWith(QStringLiteral("Generating")));
            } else {
                QCOMPARE(panel.codeLines(), code(shapingPseudocode(s.phase)));
                QVERIFY(panel.title().startsWith(QStringLiteral("Shaping")));
                braidSteps += s.phase == GenStep::Phase::Braid;
            }
        }
        QVERIFY(braidSteps > 0);
    }

    // Every registered algorithm has a card, shown in the panel and listed by Help > Algorithms….
    // On cells other than squares, a solver whose code names the order E, S, W, N has its
    // meaning there first in the data: the cells' slot order, which the search follows.
    void theSquareOrderIsTranslatedOnOtherCells() {
        GenerateRequest r = request(Size{9, 7}, 0);
        r.generator = &generatorById("wilson");
        r.shape = ShapeKind::Hex;
        auto w = window(r);
        PseudocodePanel& panel = *w->teaching()->panel();
        QVERIFY(w->run()->controls()->selectSolver("bfs"));
        w->run()->animator()->startSolve(solverById("bfs"));
        w->run()->animator()->pause();
        w->run()->animator()->step();
        QVERIFY(panel.codeLines().join(QLatin1Char(' ')).contains(QStringLiteral("E, S, W, N")));
        QVERIFY2(panel.dataLines().value(0).startsWith(
                     QStringLiteral("On hexagonal cells, E, S, W, N stands for the slots' order. "
                                    "A hexagon's slots run north, north-east")),
                 qPrintable(panel.dataLines().value(0)));
        auto square = window(request(Size{9, 7}, 0));
        QVERIFY(square->run()->controls()->selectSolver("bfs"));
        square->run()->animator()->startSolve(solverById("bfs"));
        square->run()->animator()->pause();
        square->run()->animator()->step();
        for (const QString& line : square->teaching()->panel()->dataLines())
            QVERIFY(!line.contains(QStringLiteral("slots' order")));
    }

    void everyAlgorithmHasACard() {
        auto w = window(request(Size{6, 6}, 0));
        AlgorithmsDialog* dialog = w->teaching()->showAlgorithms();
        QVERIFY(dialog);
        QCOMPARE(dialog->cardCount(), int(solvers().size() + generators().size()));
        const QString all = dialog->plainText();
        auto check = [&](std::string_view id, std::string_view name, const AlgorithmCard& card) {
            QVERIFY2(!card.howItWorks.empty(), std::string(id).c_str());
            QVERIFY(all.contains(QString::fromUtf8(name.data(), qsizetype(name.size()))));
            const QString how =
                QString::fromUtf8(card.howItWorks.data(), qsizetype(card.howItWorks.size()));
            QVERIFY2(all.contains(how.left(40)), std::string(id).c_str());
        };
        for (const SolverInfo* s : solvers()) {
            check(s->id, s->name, s->card);
            QVERIFY(w->run()->controls()->selectSolver(s->id));
            QVERIFY(w->teaching()->panel()->cardText().contains(
                QString::fromUtf8(s->name.data(), qsizetype(s->name.size()))));
            QVERIFY(w->teaching()->panel()->cardText().contains(QStringLiteral("Shortest path")));
        }
        for (const GeneratorInfo* g : generators())
            check(g->id, g->name, g->card);
        dialog->close();
    }

    // DFS on a perfect maze: one path, so no detour to show; BFS on a weighted maze: costs
    // ignored. Each warning appears for its case and not for the others.
    void warningsAppearExactlyWhenTheyShould() {
        const QString onePath = QStringLiteral("exactly one path");
        const QString ignores = QStringLiteral("ignores cell costs");
        auto warningsFor = [&](const GenerateRequest& r, std::string_view solver) {
            auto w = window(r);
            w->run()->controls()->selectSolver(solver);
            return w->teaching()->panel()->warnings().join(QLatin1Char('\n'));
        };
        const GenerateRequest perfect = request(Size{10, 10}, 0);
        const GenerateRequest braided = request(Size{10, 10}, 80);
        const GenerateRequest weighted = request(Size{10, 10}, 80, 50);
        QVERIFY(warningsFor(perfect, "dfs").contains(onePath));
        QVERIFY(!warningsFor(braided, "dfs").contains(onePath));
        QVERIFY(!warningsFor(perfect, "bfs").contains(onePath));
        QVERIFY(warningsFor(weighted, "bfs").contains(ignores));
        QVERIFY(!warningsFor(braided, "bfs").contains(ignores));
        QVERIFY(!warningsFor(weighted, "dijkstra").contains(ignores));
        QVERIFY(warningsFor(braided, "bfs").isEmpty());
    }

    // Zoomed in, each seen cell shows its number in its own square: BFS's distance from the
    // start (checked against the core's distances); zoomed out, no numbers at all.
    void theNumbersOverlayShowsEachCellsDistanceInItsSquare() {
        auto w = window(request(Size{9, 8}, 50));
        w->teaching()->setNumbersVisible(true);
        QVERIFY(w->teaching()->numbersAction()->isChecked());
        MazeView& view = *w->run()->view();
        QVERIFY(view.pixelsPerCell() >= NumbersLayer::kMinCellPx);
        const Maze maze = w->run()->scene()->maze();
        QVERIFY(w->run()->controls()->selectSolver("bfs"));
        w->run()->animator()->startSolve(solverById("bfs"));
        w->run()->animator()->pause();
        for (int i = 0; i < 25; ++i)
            w->run()->animator()->step();
        const QImage with = view.renderImage(view.size());
        const auto& drawn = w->teaching()->numbers().lastDrawn();
        const std::vector<std::int64_t> truth =
            distancesFrom(maze, maze.index(maze.start()), DistanceMetric::Moves);
        QVERIFY(drawn.size() > 20); // the start, the searched cells and the queue
        const double cell = view.pixelsPerCell();
        for (const NumbersLayer::Drawn& d : drawn) {
            QCOMPARE(d.text, QString::number(truth[std::size_t(maze.index(d.cell))]));
            const QPoint centre = view.cellCentre(d.cell);
            QVERIFY(d.rect.contains(QPointF(centre) + QPointF(0.5, 0.5)));
            QVERIFY(d.rect.width() < cell && d.rect.height() < cell);
            QVERIFY(d.cell == maze.start() ||
                    w->run()->scene()->mark(maze.index(d.cell)) != CellMark::None);
        }
        // The pixels: the label is there in the picture, and gone without the overlay.
        w->teaching()->setNumbersVisible(false);
        const QImage without = view.renderImage(view.size());
        const QRect label = drawn.front().rect.toAlignedRect();
        int changed = 0;
        for (int y = label.top(); y <= label.bottom(); ++y)
            for (int x = label.left(); x <= label.right(); ++x)
                changed += with.pixel(x, y) != without.pixel(x, y);
        QVERIFY(changed > label.width() * label.height() / 4);
        QVERIFY(w->teaching()->numbers().lastDrawn().empty() ||
                !w->teaching()->numbersAction()->isChecked());

        // Zoomed out on a big maze: too small for text.
        w->teaching()->setNumbersVisible(true);
        w->run()->animator()->generateNow(request(Size{79, 79}, 0));
        w->run()->animator()->startSolve(solverById("bfs"));
        w->run()->animator()->pause();
        w->run()->animator()->step();
        (void)view.renderImage(view.size());
        QVERIFY(view.pixelsPerCell() < NumbersLayer::kMinCellPx);
        QVERIFY(w->teaching()->numbers().lastDrawn().empty());
    }

    // The heat map colours every reachable cell by its distance from the start: the colour is
    // the ramp's at distance / farthest, and its brightness falls as the distance grows; the
    // rooms on screen take that colour, and the legend shows the ramp's range.
    void theHeatMapsColoursFollowTheDistance() {
        auto w = window(request(Size{15, 12}, 30));
        Teaching& teaching = *w->teaching();
        teaching.setHeatMapVisible(true);
        const Maze& maze = w->run()->scene()->maze();
        const DistanceHeatLayer& heat = teaching.heatMap();
        const std::vector<double>& d = heat.distances();
        QCOMPARE(d,
                 asDoubles(distancesFrom(maze, maze.index(maze.start()), DistanceMetric::Moves)));
        const double far = heat.maxDistance();
        QCOMPARE(far, *std::max_element(d.begin(), d.end()));
        QVERIFY(far > 20);
        std::vector<CellIndex> order(std::size_t(maze.cellCount()));
        for (CellIndex c = 0; c < maze.cellCount(); ++c)
            order[std::size_t(c)] = c;
        std::sort(order.begin(), order.end(),
                  [&](CellIndex a, CellIndex b) { return d[std::size_t(a)] < d[std::size_t(b)]; });
        auto luminance = [](QRgb c) {
            return 0.299 * qRed(c) + 0.587 * qGreen(c) + 0.114 * qBlue(c);
        };
        double previous = 1e9;
        for (CellIndex c : order) {
            const QRgb colour = heat.cellColour(c);
            QCOMPARE(colour,
                     MazePalette::distanceHeat(double(d[std::size_t(c)]) / double(far)).rgb());
            QVERIFY(luminance(colour) <= previous + 1e-9);
            previous = luminance(colour);
        }
        QVERIFY(luminance(heat.cellColour(order.front())) >
                luminance(heat.cellColour(order.back())) + 100);
        // On screen: the room at a cell's centre shows the cell's heat colour.
        const QImage picture = w->run()->view()->renderImage(w->run()->view()->size());
        int checked = 0;
        for (CellIndex c : order) {
            const Cell cell = maze.cellAt(c);
            if (cell == maze.start() || cell == maze.goal())
                continue;
            QCOMPARE(picture.pixel(w->run()->view()->cellCentre(cell)), heat.cellColour(c));
            ++checked;
        }
        QCOMPARE(checked, maze.cellCount() - 2);
        const LegendWidget& legend = *w->findChild<LegendWidget*>(QStringLiteral("legend"));
        QVERIFY(legend.distanceRampVisible());
        QCOMPARE(legend.distanceRampText(),
                 QStringLiteral("Moves from start 0 → %1").arg(qint64(far)));
        teaching.setHeatMapVisible(false);
        QVERIFY(!legend.distanceRampVisible());
        const QImage plain = w->run()->view()->renderImage(w->run()->view()->size());
        const CellIndex farthest = order[order.size() - 3]; // start and goal left out
        QVERIFY(maze.cellAt(farthest) != maze.start() && maze.cellAt(farthest) != maze.goal());
        QCOMPARE(plain.pixel(w->run()->view()->cellCentre(maze.cellAt(farthest))),
                 MazePalette{}.room.rgb());
    }

    // With diagonal movement on the panel, the heat map measures under it: moves with a diagonal
    // counting one (the core's movesFrom, fewer than with four directions on a braided maze), and
    // on a weighted maze costs with sqrt(2) diagonals (costsFrom's values, the legend with two
    // decimals); the rooms take those colours. Back to four directions, the four-direction
    // distances again.
    void theHeatMapMeasuresUnderThePanelsMovement() {
        auto w = window(request(Size{15, 12}, 60));
        Teaching& teaching = *w->teaching();
        teaching.setHeatMapVisible(true);
        const DistanceHeatLayer& heat = teaching.heatMap();
        const LegendWidget& legend = *w->findChild<LegendWidget*>(QStringLiteral("legend"));
        const Maze maze = w->run()->scene()->maze();
        const CellIndex start = maze.index(maze.start());
        const double fourWay = heat.maxDistance();
        // The user picks the movement on the panel.
        auto* combo = w->run()->controls()->findChild<QComboBox*>(QStringLiteral("movementCombo"));
        QVERIFY(combo);
        combo->setCurrentIndex(
            int(std::find(kDiagonals.begin(), kDiagonals.end(), Diagonal::Always) -
                kDiagonals.begin()));
        QCOMPARE(w->run()->controls()->movement(), Diagonal::Always);
        QCOMPARE(heat.movement(), Diagonal::Always);
        QCOMPARE(heat.distances(), asDoubles(movesFrom(maze, start, Diagonal::Always)));
        QVERIFY(heat.maxDistance() < fourWay);
        QCOMPARE(legend.distanceRampText(),
                 QStringLiteral("Moves from start 0 → %1").arg(qint64(heat.maxDistance())));
        const QImage picture = w->run()->view()->renderImage(w->run()->view()->size());
        for (CellIndex c = 0; c < maze.cellCount(); ++c) {
            const Cell cell = maze.cellAt(c);
            QCOMPARE(heat.cellColour(c), MazePalette::distanceHeat(
                                             heat.distances()[std::size_t(c)] / heat.maxDistance())
                                             .rgb());
            if (cell != maze.start() && cell != maze.goal())
                QCOMPARE(picture.pixel(w->run()->view()->cellCentre(cell)), heat.cellColour(c));
        }

        // Weighted: the cheapest costs under the rule, sqrt(2) per diagonal move.
        w->run()->animator()->generateNow(request(Size{15, 12}, 60, 50));
        QCoreApplication::processEvents();
        const Maze weighted = w->run()->scene()->maze();
        QVERIFY(isWeightedMaze(weighted));
        QVERIFY(heat.weighted());
        const std::vector<PathCost> costs =
            costsFrom(weighted, weighted.index(weighted.start()), Diagonal::Always);
        int fractional = 0;
        for (CellIndex c = 0; c < weighted.cellCount(); ++c) {
            const double d = heat.distances()[std::size_t(c)];
            QCOMPARE(d, costs[std::size_t(c)].value());
            fractional += d != std::floor(d);
        }
        QVERIFY(fractional > 20);
        QVERIFY(heat.maxDistance() != std::floor(heat.maxDistance()));
        QCOMPARE(legend.distanceRampText(),
                 QStringLiteral("Cost from start 0 → %1").arg(heat.maxDistance(), 0, 'f', 2));

        // Four directions again, set as a file or a lesson sets it: the four-direction costs.
        (void)w->run()->controls()->setMovement(Diagonal::Never);
        QCOMPARE(heat.movement(), Diagonal::Never);
        QCOMPARE(heat.distances(),
                 asDoubles(distancesFrom(weighted, weighted.index(weighted.start()),
                                         DistanceMetric::Cost)));
    }

    // A* (octile) under "always", zoomed in: every seen cell shows the view's g as a cost (two
    // decimals where a move was diagonal), its h and f with two decimals, and a cell reached
    // diagonally gets its arrow towards the corner it was reached across.
    void theNumbersOverlayShowsDiagonalFigures() {
        GenerateRequest field{&generatorById("open-field"), {9, 7}, 4, {}};
        field.params = ParamValues(field.generator->params);
        field.params.set(field.generator->params, "obstacles", 0);
        auto w = window(field);
        w->teaching()->setNumbersVisible(true);
        MazeView& view = *w->run()->view();
        QVERIFY(view.pixelsPerCell() >= NumbersLayer::kTripleCellPx);
        QVERIFY(w->run()->controls()->selectSolver("astar-octile"));
        w->run()->controls()->setMovement(Diagonal::Always);
        w->run()->animator()->startSolve(solverById("astar-octile"), {}, Diagonal::Always);
        w->run()->animator()->pause();
        for (int i = 0; i < 4; ++i)
            w->run()->animator()->step();
        const QImage with = view.renderImage(view.size());
        const SearchView* sv = w->run()->animator()->searchView();
        QVERIFY(sv);
        const Maze maze = w->run()->scene()->maze();
        int gs = 0;
        int decimals = 0;
        for (const NumbersLayer::Drawn& d : w->teaching()->numbers().lastDrawn()) {
            const CellInternals in = sv->cell(maze.index(d.cell));
            if (d.text.startsWith(QLatin1String("g "))) {
                QCOMPARE(d.text, QStringLiteral("g ") + qs(costText({*in.g, in.gDiagonal})));
                ++gs;
                decimals += in.gDiagonal > 0;
            } else if (d.text.startsWith(QLatin1String("h "))) {
                const double h = *in.h;
                QCOMPARE(d.text,
                         QStringLiteral("h ") + (h == std::floor(h) ? QString::number(qint64(h))
                                                                    : QString::number(h, 'f', 2)));
            } else if (d.text.startsWith(QLatin1String("f "))) {
                const double f = *in.f();
                QCOMPARE(d.text,
                         QStringLiteral("f ") + (f == std::floor(f) ? QString::number(qint64(f))
                                                                    : QString::number(f, 'f', 2)));
            }
        }
        QVERIFY(gs > 5);
        QVERIFY(decimals > 0);
        // The arrow of a cell reached diagonally: dark pixels near the corner towards its
        // parent, none there with the overlay off.
        w->teaching()->setNumbersVisible(false);
        const QImage without = view.renderImage(view.size());
        int arrows = 0;
        for (CellIndex c = 0; c < maze.cellCount(); ++c) {
            const CellInternals in = sv->cell(c);
            if (!in.cameFromMove || !isDiagonal(*in.cameFromMove))
                continue;
            const QPointF centre = QPointF(view.cellCentre(maze.cellAt(c))) + QPointF(0.5, 0.5);
            const double half = view.pixelsPerCell() / 2;
            // Inside the arrow head, on its axis: a head's length behind its tip, which sits
            // at 0.92 of the way to the corner's edge (internals_overlay.cpp).
            const QPointF towards(moveDx(*in.cameFromMove) / std::sqrt(2.0),
                                  moveDy(*in.cameFromMove) / std::sqrt(2.0));
            const double head = std::max(3.0, view.pixelsPerCell() * 0.09);
            const QPoint at = (centre + towards * (half * 0.92 - head)).toPoint();
            const QRgb dark = with.pixel(at);
            QVERIFY(qGray(dark) < 80);
            QVERIFY(without.pixel(at) != dark);
            ++arrows;
        }
        QVERIFY(arrows > 0);
    }
};

QTEST_MAIN(TestPseudocodePanel)
#include "test_pseudocode_panel.moc"
