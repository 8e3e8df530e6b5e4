#include "ui/teaching/internals_overlay.hpp"

#include "core/distance.hpp"
#include "core/registry.hpp"
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

// An incremental search's g or rhs: "∞" where no path has reached it.
QString costOrInfinity(std::optional<std::int64_t> straight, std::int64_t diagonal) {
    if (!straight)
        return QStringLiteral("\u221E");
    if (diagonal == 0)
        return QString::number(*straight);
    return QString::fromStdString(costText({*straight, diagonal}));
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

// A small arrow head at the edge of a cell's box, pointing along `out` (a unit vector) to its
// parent.
void drawArrow(QPainter& p, const QRectF& cell, QPointF out) {
    const QPointF c = cell.center();
    const double half = cell.width() / 2;
    const QPointF side(-out.y(), out.x()); // perpendicular
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

// The unit step of the move `m` back to the parent (a diagonal move: towards the corner).
QPointF moveStep(Move m) {
    const double length = isDiagonal(m) ? kSqrt2 : 1.0;
    return {moveDx(m) / length, moveDy(m) / length};
}

// The unit step from one device point towards another.
QPointF towards(QPointF from, QPointF to) {
    const QPointF d = to - from;
    const double length = std::hypot(d.x(), d.y());
    return length > 0 ? d / length : QPointF(0, 0);
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

// An incremental search's cell (LPA*, D* Lite): g over rhs, on every cell, "∞" for infinity.
template <typename Put>
void labelIncrementalCell(const Put& put, const LabelFonts& fonts, const QRectF& r,
                          const CellInternals& in) {
    const QString g = QStringLiteral("g ") + costOrInfinity(in.g, in.gDiagonal);
    const QString rhs = QStringLiteral("rhs ") + costOrInfinity(in.rhs, in.rhsDiagonal);
    const QFont font = fitted(fonts.big, {g, rhs}, r.width() * 0.95);
    const double q = r.width() / 4;
    put(font, g, r.center() - QPointF(0, q * 0.6));
    put(font, rhs, r.center() + QPointF(0, q * 0.6));
}

// The unit step from cell c towards its parent, for its arrow: the came-from move on square
// cells, the slot back on the others; `below`, the entry under c on a depth-first stack (-1:
// none), is its parent where it is a neighbour.
std::optional<QPointF> parentStep(const LayerFrame& frame, CellIndex c, const CellInternals& in,
                                  CellIndex below) {
    const Maze& maze = *frame.maze;
    if (!frame.shape) {
        // The move back to the parent: diagonal ones too (cameFromMove).
        std::optional<Move> parent = in.cameFromMove;
        if (!parent && in.cameFrom)
            parent = Move(*in.cameFrom);
        // The entry below on the stack is a neighbour (diagonal ones with diagonals).
        if (below >= 0)
            if (const Move m = moveBetween(maze.cellAt(c), maze.cellAt(below)); m < kMoves)
                parent = m;
        return parent ? std::optional<QPointF>(moveStep(*parent)) : std::nullopt;
    }
    // Other shapes: towards the parent's centre, through the slot back to it.
    CellIndex parent = in.cameFromSlot ? maze.slotNeighbour(c, *in.cameFromSlot) : -1;
    for (int s = 0; below >= 0 && s < maze.slotCount(c); ++s)
        if (maze.slotNeighbour(c, Slot(s)) == below)
            parent = below;
    if (parent < 0)
        return std::nullopt;
    return towards(frame.centre(c), frame.centre(parent));
}

// How much of `over` a pixel blends into `under` (0 to 1), if it is such a blend: an
// antialiased edge of one colour drawn on the other.
std::optional<double> blendOf(QRgb pixel, QRgb over, QRgb under) {
    const int channels[3][3] = {{qRed(pixel), qRed(over), qRed(under)},
                                {qGreen(pixel), qGreen(over), qGreen(under)},
                                {qBlue(pixel), qBlue(over), qBlue(under)}};
    std::optional<double> share;
    for (const auto& [p, o, u] : channels) {
        if (std::abs(o - u) < 24) { // too close to tell: the pixel must match both
            if (std::abs(p - u) > 3)
                return std::nullopt;
            continue;
        }
        const double a = double(p - u) / double(o - u);
        if (a < -0.02 || a > 1.02 || (share && std::abs(*share - a) > 0.06))
            return std::nullopt;
        share = share.value_or(a);
    }
    return share;
}

// `a` of `over` on `under`.
QRgb blend(QRgb over, QRgb under, double a) {
    const auto mix = [a](int o, int u) {
        return std::clamp(int(std::lround(u + (o - u) * a)), 0, 255);
    };
    return qRgb(mix(qRed(over), qRed(under)), mix(qGreen(over), qGreen(under)),
                mix(qBlue(over), qBlue(under)));
}

} // namespace

// --- Numbers ---------------------------------------------------------------------------------

void NumbersLayer::paint(QImage& target, const LayerFrame& frame) const {
    m_drawn.clear();
    const SearchView* view = m_animator.searchView();
    if (!view || !frame.maze)
        return;
    // Type is sized to the cells: on other shapes to the box of the smallest one.
    const double span = frame.cellSpan();
    const double logical = span / std::max(frame.dpr, 0.01);
    if (logical < kMinCellPx)
        return;
    const Maze& maze = *frame.maze;
    const std::vector<CellIndex> visible = frame.visibleCells(target.size());
    if (visible.empty())
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
    // Other shapes show f alone: the arrows to a hexagon's, a triangle's or a ring cell's
    // neighbours leave no room round the centre for g and h beside it.
    fonts.triple = view->hasHeuristic() && !frame.shape && logical >= kTripleCellPx;
    fonts.decimals = m_animator.runningDiagonal() == Diagonal::Never ? 1 : 2;
    fonts.big.setPixelSize(std::max(8, int(span * (fonts.triple ? 0.24 : 0.3))));
    fonts.big.setBold(true);
    fonts.small = fonts.big;
    fonts.small.setPixelSize(std::max(7, int(span * 0.18)));
    fonts.small.setBold(false);

    QPainter p(&target);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    if (view->frontierKind() == SearchView::Frontier::None && view->current() >= 0) {
        // Walkers and filling keep no frontier and no distances: the current cell says so.
        const CellIndex at = view->current();
        if (std::find(visible.begin(), visible.end(), at) != visible.end())
            m_drawn.push_back({maze.cellAt(at), QStringLiteral("no frontier"),
                               drawLabel(p, fonts.small, QStringLiteral("no frontier"),
                                         frame.cellBox(at).center())});
        return;
    }
    // An incremental search keeps g and rhs on every cell, infinite ones included.
    const SolverInfo* solver = m_animator.runningSolver();
    const bool keepsRhs = solver && solver->family == SolverFamily::Incremental;
    for (const CellIndex c : visible) {
        const Cell cell = maze.cellAt(c);
        const QRectF r = frame.cellBox(c);
        const CellInternals in = view->cell(c);
        if (keepsRhs) {
            if (!maze.isActive(c))
                continue;
            labelIncrementalCell(
                [&](const QFont& font, const QString& text, QPointF at) {
                    m_drawn.push_back({cell, text, drawLabel(p, font, text, at)});
                },
                fonts, r, in);
            if (const std::optional<QPointF> out = parentStep(frame, c, in, -1))
                drawArrow(p, r, *out);
            continue;
        }
        std::optional<std::int64_t> value = in.g;
        CellIndex below = -1;
        if (const auto it = onStack.find(c); it != onStack.end()) {
            value = it->second.first;
            below = it->second.second;
        }
        if (!value)
            continue;
        auto put = [&](const QFont& font, const QString& text, QPointF at) {
            m_drawn.push_back({cell, text, drawLabel(p, font, text, at)});
        };
        labelCell(put, fonts, r, in, *value);
        // Over the labels: a label never hides where a cell came from.
        if (const std::optional<QPointF> out = parentStep(frame, c, in, below))
            drawArrow(p, r, *out);
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
    if (frame.shape) {
        paintShaped(target, frame);
        return;
    }
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

void DistanceHeatLayer::paintShaped(QImage& target, const LayerFrame& frame) const {
    // Each cell's outline filled with its colour, aliased so that every pixel takes one cell's
    // colour exactly, and outlined a pixel wide as the picture is, so that no seam is left.
    if (m_scratch.size() != target.size())
        m_scratch = QImage(target.size(), QImage::Format_ARGB32);
    if (m_scratch.isNull())
        return;
    m_scratch.fill(0);
    {
        QPainter p(&m_scratch);
        for (const CellIndex c : frame.visibleCells(target.size())) {
            if (const QRgb colour = m_colour[std::size_t(c)]; colour != 0) {
                const QColor heat = QColor::fromRgb(colour);
                p.setPen(QPen(heat, 1.0));
                p.setBrush(heat);
                p.drawPath(frame.outline(c));
            }
        }
    }
    // Over the picture, as on square cells: the plain rooms take the heat; the antialiased edge
    // of a wall on a plain room becomes the same edge on the heat.
    const std::vector<QRgb>& plain = frame.plainColours;
    const QRgb wall = frame.wallColour;
    for (int y = 0; y < target.height(); ++y) {
        auto* line = reinterpret_cast<QRgb*>(target.scanLine(y));
        const auto* heat = reinterpret_cast<const QRgb*>(m_scratch.constScanLine(y));
        for (int x = 0; x < target.width(); ++x) {
            if (qAlpha(heat[x]) == 0 || (line[x] & 0xFFFFFF) == (wall & 0xFFFFFF))
                continue;
            if (std::find(plain.begin(), plain.end(), line[x]) != plain.end()) {
                line[x] = heat[x];
                continue;
            }
            for (const QRgb room : plain)
                if (const std::optional<double> a = blendOf(line[x], wall, room)) {
                    line[x] = blend(wall, heat[x], *a);
                    break;
                }
        }
    }
}

} // namespace mazelab::ui
