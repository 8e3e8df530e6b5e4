#include "ui/teaching/internals_overlay.hpp"

#include "core/distance.hpp"
#include "core/search_view.hpp"
#include "ui/animation/animator.hpp"
#include "ui/view/maze_palette.hpp"
#include "ui/view/maze_scene.hpp"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace mazelab::ui {

namespace {

// The visible cells along one axis: [first, last], empty when last < first.
std::pair<int, int> visibleCells(double origin, double scale, int pixels, int cells) {
    const int first = std::max(0, int(std::floor((0 - origin) / scale)));
    const int last = std::min(cells - 1, int(std::floor((pixels - origin) / scale)));
    return {first, last};
}

// Whole numbers as they are; others with one decimal under four directions (Euclidean's h), two
// with diagonal moves, as costs are shown there (costText).
QString number(double v, int decimals) {
    return v == std::floor(v) ? QString::number(qint64(v)) : QString::number(v, 'f', decimals);
}

// g: the moves, or the cost as exact sums (straight + sqrt(2) * diagonal).
QString gNumber(const CellInternals& in, std::int64_t value) {
    if (in.gDiagonal == 0)
        return QString::number(value);
    return QString::fromStdString(costText({value, in.gDiagonal}));
}

// A number on a light rounded label, so that it reads over rooms, search colours and walls.
QRectF drawLabel(QPainter& p, const QFont& font, const QString& text, QPointF centre) {
    const QFontMetricsF m(font);
    const double w = m.horizontalAdvance(text) + m.height() * 0.3;
    const double h = m.height();
    const QRectF box(centre.x() - w / 2, centre.y() - h / 2, w, h);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(255, 255, 255, 215));
    p.drawRoundedRect(box, h * 0.25, h * 0.25);
    p.setFont(font);
    p.setPen(QColor(0x10, 0x10, 0x10));
    p.drawText(box, Qt::AlignCenter, text);
    return box;
}

// A small arrow head at the cell's edge (a diagonal move: towards its corner), pointing to the
// parent by the move `m` back to it.
void drawArrow(QPainter& p, const QRectF& cell, Move m) {
    const QPointF c = cell.center();
    const double half = cell.width() / 2;
    const double length = isDiagonal(m) ? kSqrt2 : 1.0;
    const QPointF out(moveDx(m) / length, moveDy(m) / length); // unit step towards the parent
    const QPointF side(-out.y(), out.x());                     // perpendicular
    const double size = std::max(3.0, cell.width() * 0.09);
    const QPointF tip = c + out * (half * 0.92);
    const QPointF base = c + out * (half * 0.92 - size * 1.6);
    QPainterPath head;
    head.moveTo(tip);
    head.lineTo(base + side * size);
    head.lineTo(base - side * size);
    head.closeSubpath();
    p.setPen(QPen(QColor(255, 255, 255, 220), std::max(1.0, size * 0.35)));
    p.setBrush(QColor(0x20, 0x20, 0x20));
    p.drawPath(head);
}

// `font`, made smaller where the widest of `texts` on its label would be wider than `room`
// pixels: figures with two decimals shrink rather than run into their neighbours.
QFont fitted(QFont font, std::initializer_list<QString> texts, double room) {
    const QFontMetricsF m(font);
    double wide = 0;
    for (const QString& text : texts)
        wide = std::max(wide, m.horizontalAdvance(text));
    wide += m.height() * 0.3; // drawLabel's margins
    if (wide > room)
        font.setPixelSize(std::max(6, int(font.pixelSize() * room / wide)));
    return font;
}

struct LabelFonts {
    QFont big;
    QFont small;
    bool triple = false; // room for A*'s g, h and f
    int decimals = 1;    // two with diagonal moves
};

// A cell's figures: its number (A*: f, or g, h and f), and "from the goal" under it for a cell
// the search from the goal saw (bidirectional). `put(font, text, centre)` draws one label.
template <typename Put>
void labelCell(const Put& put, const LabelFonts& fonts, const QRectF& r, const CellInternals& in,
               std::int64_t value) {
    const QPointF centre = r.center();
    const double q = r.width() / 4;
    const double w = r.width();
    if (!in.h) {
        const QString g = gNumber(in, value);
        put(fitted(fonts.big, {g}, w * 0.95), g,
            in.fromGoal ? centre - QPointF(0, q * 0.5) : centre);
    } else if (!fonts.triple) {
        const QString f = QStringLiteral("f ") + number(*in.f(), fonts.decimals);
        put(fitted(fonts.big, {f}, w * 0.95), f, centre);
    } else {
        const QString g = QStringLiteral("g ") + gNumber(in, *in.g);
        const QString h = QStringLiteral("h ") + number(*in.h, fonts.decimals);
        const QString f = QStringLiteral("f ") + number(*in.f(), fonts.decimals);
        // g and h side by side, each in its half of the cell.
        const QFont small = fitted(fonts.small, {g, h}, w * 0.47);
        put(small, g, centre + QPointF(-q * 1.05, -q * 0.9));
        put(small, h, centre + QPointF(q * 1.05, -q * 0.9));
        put(fitted(fonts.big, {f}, w * 0.95), f, centre + QPointF(0, q * 0.6));
    }
    if (in.fromGoal)
        put(fonts.small, QStringLiteral("from the goal"), centre + QPointF(0, q * 1.3));
}

} // namespace

// --- Numbers ---------------------------------------------------------------------------------

void NumbersLayer::paint(QImage& target, const LayerFrame& frame) const {
    m_drawn.clear();
    const SearchView* view = m_animator.searchView();
    const double logical = frame.scale / std::max(frame.dpr, 0.01);
    if (!view || !frame.maze || logical < kMinCellPx)
        return;
    const Maze& maze = *frame.maze;
    const auto [x0, x1] = visibleCells(frame.x, frame.scale, target.width(), maze.width());
    const auto [y0, y1] = visibleCells(frame.y, frame.scale, target.height(), maze.height());
    if (x1 < x0 || y1 < y0)
        return;

    // DFS keeps no distances: its numbers are the depths on the stack, its arrows the stack's
    // links (each entry was reached from the one below it).
    std::unordered_map<CellIndex, std::pair<std::int64_t, CellIndex>> onStack;
    if (view->frontierKind() == SearchView::Frontier::Stack) {
        const std::vector<CellIndex> stack = view->frontier(view->frontierSize()); // top first
        for (std::size_t i = 0; i < stack.size(); ++i)
            onStack[stack[i]] = {std::int64_t(stack.size() - 1 - i),
                                 i + 1 < stack.size() ? stack[i + 1] : CellIndex(-1)};
    }
    LabelFonts fonts;
    fonts.triple = view->hasHeuristic() && logical >= kTripleCellPx;
    fonts.decimals = m_animator.runningDiagonal() == Diagonal::Never ? 1 : 2;
    fonts.big.setPixelSize(std::max(8, int(frame.scale * (fonts.triple ? 0.24 : 0.3))));
    fonts.big.setBold(true);
    fonts.small = fonts.big;
    fonts.small.setPixelSize(std::max(7, int(frame.scale * 0.18)));
    fonts.small.setBold(false);

    QPainter p(&target);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    if (view->frontierKind() == SearchView::Frontier::None && view->current() >= 0) {
        // Walkers and filling keep no frontier and no distances: the current cell says so.
        const Cell at = maze.cellAt(view->current());
        if (at.x >= x0 && at.x <= x1 && at.y >= y0 && at.y <= y1)
            m_drawn.push_back({at, QStringLiteral("no frontier"),
                               drawLabel(p, fonts.small, QStringLiteral("no frontier"),
                                         frame.cellRect(at).center())});
        return;
    }
    for (int y = y0; y <= y1; ++y) {
        for (int x = x0; x <= x1; ++x) {
            const Cell cell{x, y};
            const CellIndex c = maze.index(cell);
            const QRectF r = frame.cellRect(cell);
            const CellInternals in = view->cell(c);
            // The move back to the parent: diagonal ones too (cameFromMove).
            std::optional<Move> parent = in.cameFromMove;
            if (!parent && in.cameFrom)
                parent = Move(*in.cameFrom);
            std::optional<std::int64_t> value = in.g;
            if (const auto it = onStack.find(c); it != onStack.end()) {
                value = it->second.first;
                // The entry below on the stack is a neighbour (diagonal ones with diagonals).
                if (const CellIndex below = it->second.second; below >= 0)
                    if (const Move m = moveBetween(cell, maze.cellAt(below)); m < kMoves)
                        parent = m;
            }
            if (!value)
                continue;
            auto put = [&](const QFont& font, const QString& text, QPointF at) {
                m_drawn.push_back({cell, text, drawLabel(p, font, text, at)});
            };
            labelCell(put, fonts, r, in, *value);
            if (parent) // over the labels: a label never hides where a cell came from
                drawArrow(p, r, *parent);
        }
    }
}

// --- Distance heat map -----------------------------------------------------------------------

void DistanceHeatLayer::ensure() const {
    if (m_valid && movement() == m_rule)
        return;
    m_rule = movement();
    const Maze& maze = m_scene.maze();
    m_weighted = isWeightedMaze(maze);
    m_distance = heatDistances(maze, maze.index(maze.start()), m_rule);
    m_max = 0;
    bool whole = true; // moves, or four-direction costs
    for (double d : m_distance) {
        m_max = std::max(m_max, d);
        whole = whole && d == std::floor(d);
    }
    auto heat = [this](double d) {
        return MazePalette::distanceHeat(m_max > 0 ? d / m_max : 0).rgb();
    };
    m_colour.resize(m_distance.size());
    if (!whole) { // costs with sqrt(2) diagonals: few cells share one
        for (std::size_t i = 0; i < m_distance.size(); ++i)
            m_colour[i] = m_distance[i] < 0 ? 0 : heat(m_distance[i]);
        m_valid = true;
        return;
    }
    // One colour per distance, then one per cell: a maze has far fewer distinct distances than
    // cells only when it is big, and then the table saves the blends.
    std::vector<QRgb> ramp(std::size_t(m_max) + 1);
    for (std::size_t d = 0; d < ramp.size(); ++d)
        ramp[d] = heat(double(d));
    for (std::size_t i = 0; i < m_distance.size(); ++i)
        m_colour[i] = m_distance[i] < 0 ? 0 : ramp[std::size_t(m_distance[i])];
    m_valid = true;
}

void DistanceHeatLayer::setMovementSource(std::function<Diagonal()> source) {
    m_movement = std::move(source);
    m_valid = false;
}

Diagonal DistanceHeatLayer::movement() const {
    return m_movement ? m_movement() : Diagonal::Never;
}

const std::vector<double>& DistanceHeatLayer::distances() const {
    ensure();
    return m_distance;
}

double DistanceHeatLayer::maxDistance() const {
    ensure();
    return m_max;
}

bool DistanceHeatLayer::weighted() const {
    ensure();
    return m_weighted;
}

QRgb DistanceHeatLayer::cellColour(CellIndex cell) const {
    ensure();
    return m_colour[std::size_t(cell)];
}

void DistanceHeatLayer::paint(QImage& target, const LayerFrame& frame) const {
    if (!frame.maze || frame.plainColours.empty())
        return;
    ensure();
    const Maze& maze = *frame.maze;
    if (m_colour.size() != std::size_t(maze.cellCount()))
        return; // the maze changed and nobody said so yet: draw nothing rather than nonsense
    const int w = target.width();
    const int h = target.height();
    // The cell under each column and row (by the pixel's centre, as the view samples), -1 off
    // the maze.
    auto cellsAlong = [&](int pixels, double origin, int cells) {
        std::vector<int> out(std::size_t(pixels), -1);
        for (int d = 0; d < pixels; ++d) {
            const double u = std::floor((d + 0.5 - origin) / frame.scale);
            if (u >= 0 && u < cells)
                out[std::size_t(d)] = int(u);
        }
        return out;
    };
    const std::vector<int> cols = cellsAlong(w, frame.x, maze.width());
    const std::vector<int> rows = cellsAlong(h, frame.y, maze.height());
    const QRgb room = frame.plainColours.front();
    auto plain = [&](QRgb c) {
        return c == room || std::find(frame.plainColours.begin() + 1, frame.plainColours.end(),
                                      c) != frame.plainColours.end();
    };
    for (int dy = 0; dy < h; ++dy) {
        const int row = rows[std::size_t(dy)];
        if (row < 0)
            continue;
        auto* line = reinterpret_cast<QRgb*>(target.scanLine(dy));
        const QRgb* colours = m_colour.data() + std::size_t(row) * std::size_t(maze.width());
        for (int dx = 0; dx < w; ++dx) {
            const int col = cols[std::size_t(dx)];
            if (col < 0 || !plain(line[dx]))
                continue;
            if (const QRgb c = colours[col]; c != 0)
                line[dx] = c;
        }
    }
}

} // namespace mazelab::ui
