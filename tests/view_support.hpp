#pragma once
// Helpers shared by the maze view's tests (test_maze_view, test_maze_view_tools): mazes, the
// rendered picture's pixels and lines, and mouse input (header-only; not part of mazelab).

#ifndef Q_MOC_RUN
#include "core/random.hpp" // moc in Qt 6.4 cannot parse <coroutine>
#include "core/registry.hpp"
#include "core/run.hpp"
#endif

#include "ui/view/maze_scene.hpp"
#include "ui/view/maze_view.hpp"

#include <QSignalSpy>
#include <QWheelEvent>
#include <QtTest>

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <vector>

namespace mazelab::testing {

using WallStyle = ui::MazeView::WallStyle;

#ifndef Q_MOC_RUN
inline Maze aldousBroder(Size size, std::uint64_t seed) {
    const GeneratorInfo& info = generatorById("aldous-broder");
    return generateMaze({&info, size, seed, {}});
}

inline std::vector<CellIndex> shortestPath(const Maze& maze) {
    return solveMaze(solverById("bfs"), maze).path;
}

inline QRgb rgb(const QColor& colour) {
    return colour.rgb();
}

// Cells as text, so that QCOMPARE shows them when they differ (core's toString(Cell) returns a
// std::string, which QTest cannot print).
inline QString text(std::optional<Cell> cell) {
    return cell ? QString::fromStdString(toString(*cell)) : QStringLiteral("none");
}

inline QRgb background(const ui::MazeView& view) {
    return view.palette().color(view.backgroundRole()).rgb();
}

// The pixel halfway between two cells' centres: the passage (or wall) block between them in
// Blocks style, the border between them in ThinWalls style.
inline QPoint between(const ui::MazeView& view, Cell a, Cell b) {
    return (view.cellCentre(a) + view.cellCentre(b)) / 2;
}

// The smallest rectangle holding every pixel that is not the view's background.
inline QRect paintedRect(const QImage& image, QRgb backgroundColour) {
    int left = image.width();
    int right = -1;
    int top = image.height();
    int bottom = -1;
    for (int y = 0; y < image.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            if ((line[x] | 0xFF000000u) != (backgroundColour | 0xFF000000u)) {
                left = std::min(left, x);
                right = std::max(right, x);
                top = std::min(top, y);
                bottom = std::max(bottom, y);
            }
        }
    }
    return right < 0 ? QRect() : QRect(QPoint(left, top), QPoint(right, bottom));
}

inline QImage render(const ui::MazeView& view) {
    return view.renderImage(view.size());
}

// A palette in which every entry differs from the default one.
inline ui::MazePalette otherPalette() {
    return {.wall = QColor(0x10, 0x10, 0x60), .room = QColor(0xF0, 0xF0, 0xE0),
            .unvisited = QColor(0x40, 0x40, 0x40), .start = QColor(0x00, 0x00, 0xFF),
            .goal = QColor(0xFF, 0x00, 0xFF), .frontier = QColor(0x00, 0xFF, 0xFF),
            .searched = QColor(0xC0, 0xC0, 0x00), .path = QColor(0x00, 0x80, 0x00),
            .current = QColor(0xFF, 0x80, 0x80), .grid = QColor(0x80, 0x80, 0xFF)};
}

inline void sendWheel(ui::MazeView& view, QPoint pos, int notches) {
    QWheelEvent event(QPointF(pos), QPointF(view.mapToGlobal(pos)), QPoint(),
                      QPoint(0, notches * 120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase,
                      false);
    QCoreApplication::sendEvent(&view, &event);
}

inline Maze binaryTree(Size size, std::uint64_t seed) {
    const GeneratorInfo& info = generatorById("binary-tree");
    return generateMaze({&info, size, seed, {}});
}

// Marks a staircase path from cell (from, from) to (to, to), east then south in turn, carving
// its passages, so that it is one block wide and runs diagonally across the board.
inline void markStaircase(ui::MazeScene& scene, int from, int to) {
    const Maze& maze = scene.maze();
    for (int i = from; i <= to; ++i) {
        scene.setMark(maze.index({i, i}), ui::CellMark::Path);
        if (i == to)
            break;
        scene.setPassage(maze.index({i, i}), Dir::East, true);
        scene.setMark(maze.index({i + 1, i}), ui::CellMark::Path);
        scene.setPassage(maze.index({i + 1, i}), Dir::South, true);
    }
    scene.flush();
}

inline int countPixels(const QImage& image, QRgb colour, QRect area = {}) {
    if (area.isNull())
        area = image.rect();
    int n = 0;
    for (int y = area.top(); y <= area.bottom(); ++y) {
        for (int x = area.left(); x <= area.right(); ++x)
            n += image.pixel(x, y) == colour;
    }
    return n;
}

// The rows in [first, last] (columns, if !rows) of the image without a pixel of that colour.
inline QList<int> linesWithout(const QImage& image, QRgb colour, int first, int last, bool rows) {
    QList<int> missing;
    for (int i = first; i <= last; ++i) {
        const QRect line = rows ? QRect(0, i, image.width(), 1) : QRect(i, 0, 1, image.height());
        if (countPixels(image, colour, line) == 0)
            missing.append(i);
    }
    return missing;
}

inline QString listed(const QList<int>& values) {
    QStringList words;
    for (int v : values.mid(0, 12))
        words.append(QString::number(v));
    return QStringLiteral("%1 line(s): %2").arg(values.size()).arg(words.join(QLatin1Char(' ')));
}

// Middle-button drag: pans whatever is under the cursor.
inline void pan(ui::MazeView& view, QPoint by) {
    const QPoint from(view.width() / 2, view.height() / 2);
    QTest::mousePress(&view, Qt::MiddleButton, {}, from);
    QTest::mouseMove(&view, from + by);
    QTest::mouseRelease(&view, Qt::MiddleButton, {}, from + by);
}

inline void sendHover(ui::MazeView& view, QPoint pos) {
    QMouseEvent event(QEvent::MouseMove, QPointF(pos), QPointF(view.mapToGlobal(pos)), Qt::NoButton,
                      Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&view, &event);
}
// A scene showing `maze` in a view of `size` pixels (not shown on screen).
struct ShownMaze {
    ui::MazeScene scene;
    ui::MazeView view{&scene};
    ShownMaze(const Maze& maze, QSize size) {
        scene.setMaze(maze, std::nullopt);
        view.resize(size);
    }
};
#endif

} // namespace mazelab::testing
