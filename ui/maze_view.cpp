#include "ui/maze_view.hpp"

#include "ui/maze_scene.hpp"
#include "ui/view_layer.hpp"

#include <QKeyEvent>
#include <QList>
#include <QMouseEvent>
#include <QPainter>
#include <QResizeEvent>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstring>
#include <new>
#include <utility>
#include <vector>

namespace mazelab::ui {

namespace {

// What a block shows. The board stores one Shade per block and its colour table maps Shades to
// the palette, so a palette change is a new colour table and nothing else. The overlay mipmap
// (below) needs the overlay's shades last and in rising priority, so that its rule is a max.
//
// Weighted cells (cost > 1) show a heat map: a room (or a passage between two weighted rooms) of
// heat level L (1..kHeatLevels, the cost relative to the maze's highest cost) is kHeat + L - 1.
// Searched and frontier blocks keep their heat under them, blended (kSearched + L, kFrontier + L;
// L = 0 on a cell of cost 1), so that the terrain stays readable under a search; the path and the
// current cell are drawn plain, on top of everything. The costs live in the board's bytes, so a
// cost change is a cell update like any other, and the heat never reaches the mipmap: it ranks
// only the overlay, and a searched block of any heat stays below every frontier block.
constexpr int kHeatLevels = 16;
enum Shade : std::uint8_t {
    kWall,
    kRoom,
    kUnvisited,
    kStart,
    kGoal,
    kMasked, // switched off by the mask: not part of the maze
    kHeat,   // kHeatLevels shades: weighted rooms, lightest first
    kSearched = kHeat + kHeatLevels, // the overlay, lowest priority first; kHeatLevels + 1 each
    kFrontier = kSearched + kHeatLevels + 1,
    kPath = kFrontier + kHeatLevels + 1,
    kCurrent,
    kShadeCount
};
static_assert(kShadeCount <= 256);

// The heat level of a cost, 0 for cost 1, kHeatLevels for the maze's highest cost.
int heatLevel(int cost, int maxCost) {
    if (cost <= 1 || maxCost <= 1)
        return 0;
    return std::clamp((cost - 1) * kHeatLevels / (maxCost - 1) +
                          ((cost - 1) * kHeatLevels % (maxCost - 1) != 0),
                      1, kHeatLevels);
}

// Below this many device pixels per cell (ThinWalls) or per block (the Blocks grid) lines would
// swamp the picture: ThinWalls is drawn as Blocks and the grid is left out.
constexpr double kMinDetailPx = 6.0;
// Zoom steps grow the block size by about this factor (and by at least one whole pixel).
constexpr double kZoomFactor = 1.25;
// Zooming in stops at this many device pixels per block (unless fitting already gives more).
constexpr double kMaxBlockPx = 128.0;
// Panning keeps at least this much of the board (logical pixels) inside the view.
constexpr double kPanKeepPx = 48.0;
// One notch of a mouse wheel, in QWheelEvent::angleDelta units.
constexpr int kWheelNotch = 120;
// When rooms are smaller than kSmallRoomPx (device pixels), nearest-neighbour sampling could
// drop the start and the goal from the picture, so they are drawn as kMarkerPx squares instead
// (kept inside the board), which can be seen and grabbed.
constexpr double kSmallRoomPx = 4.0;
constexpr double kMarkerPx = 12.0;
// The dragged marker is never smaller than this (device pixels).
constexpr double kMinDragMarkerPx = 16.0;

// --- The overlay mipmap ----------------------------------------------------------------------
//
// Below one device pixel per block, nearest-neighbour sampling shows one block in every p (p
// blocks per pixel) and skips the rest, so a one-block-wide path vanishes in stretches, and the
// current cell and frontier cells blink in and out as the view pans. The mipmap keeps, for every
// 2^k x 2^k square of blocks (level k), the highest-priority overlay shade in it, or kNoOverlay.
//
// The rule, per device pixel: the overlay of the mipmap square around the pixel's sample if there
// is one, else the sampled block itself. The overlay is what a person must find at a glance, and
// each of its shades can be a single block: the current cell (the one moving point of an
// animation) over the path (the result, a one-block line) over the frontier (the thin wave front
// of a search) over searched (an area, or a one-block trail for DFS). Walls, rooms and rock are
// not in the mipmap: ranked against each other, one would swallow the other (a maze is about half
// wall, so a square almost always holds both) and a zoomed-out maze would be one flat colour;
// plainly sampled they keep the texture, and the proportions, that they have today. Start and goal
// are not in it either: at these sizes they are drawn as markers (endpointMarker), and leaving
// them out keeps the frame's corners next to them wall.
//
// With the Shade order above, a square's overlay is the max over its blocks of overlayOf(block),
// and a pixel's shade is max(mipmap square, sampled block): a block inside a square with an
// overlay is never above it, and a square without one is kNoOverlay, below every shade.
//
// A frame samples the smallest level whose squares are at least as wide as the largest step
// between the board columns (rows) of two neighbouring pixels: consecutive pixels then fall in
// the same or neighbouring squares, so no square is ever skipped, every overlay block shows (one
// or two pixels wide: a square is one to two pixels) and a line of them stays a connected line of
// pixels, however the view is panned. (A level with squares smaller than a pixel would skip some
// of them again, which is the flicker this is here to stop.) The texture is sampled exactly as
// before, so at one pixel per block or more nothing changes.

constexpr std::uint8_t kNoOverlay = 0;
static_assert(kNoOverlay < kSearched && kSearched < kFrontier && kFrontier < kPath &&
              kPath < kCurrent && kStart < kSearched && kGoal < kSearched);

std::uint8_t overlayOf(std::uint8_t shade) {
    return shade >= kSearched ? shade : kNoOverlay;
}

// The board or a mipmap level, as the level above reads it.
struct Plane {
    const std::uint8_t* bytes = nullptr;
    std::ptrdiff_t stride = 0;
    int width = 0;
    int height = 0;

    [[nodiscard]] const std::uint8_t* row(int y) const { return bytes + y * stride; }
};

Plane planeOf(const QImage& board) {
    return {board.constBits(), board.bytesPerLine(), board.width(), board.height()};
}

Plane planeOf(const std::vector<std::uint8_t>& bytes, int width, int height) {
    return {bytes.data(), width, width, height};
}

// The level above a plane: pixel (x, y) covers its pixels [2x, 2x+1] x [2y, 2y+1], those beyond
// an odd edge standing in for their missing neighbours (the max does not mind).
std::uint8_t reducedPixel(const Plane& below, int x, int y) {
    const int x0 = 2 * x;
    const int y0 = 2 * y;
    const int x1 = std::min(x0 + 1, below.width - 1);
    const int y1 = std::min(y0 + 1, below.height - 1);
    const std::uint8_t* a = below.row(y0);
    const std::uint8_t* b = below.row(y1);
    return std::max({overlayOf(a[x0]), overlayOf(a[x1]), overlayOf(b[x0]), overlayOf(b[x1])});
}

// A whole row of the level above (as reducedPixel, row by row for speed): `pairs` is a scratch
// row of the plane's width.
void reduceRow(const Plane& below, int y, std::uint8_t* out, std::vector<std::uint8_t>& pairs) {
    const std::uint8_t* a = below.row(2 * y);
    const std::uint8_t* b = below.row(std::min(2 * y + 1, below.height - 1));
    const int w = below.width;
    std::uint8_t* p = pairs.data();
    for (int x = 0; x < w; ++x)
        p[x] = std::max(overlayOf(a[x]), overlayOf(b[x]));
    const int half = w / 2;
    for (int x = 0; x < half; ++x)
        out[x] = std::max(p[2 * x], p[2 * x + 1]);
    if (w % 2 != 0)
        out[half] = p[w - 1];
}

// A cell's mark over a cell of heat level `heat`.
std::uint8_t markShade(CellMark mark, int heat) {
    switch (mark) {
    case CellMark::Frontier:
        return std::uint8_t(kFrontier + heat);
    case CellMark::Searched:
        return std::uint8_t(kSearched + heat);
    case CellMark::Path:
        return kPath;
    case CellMark::None:
        break;
    }
    return heat == 0 ? std::uint8_t(kRoom) : std::uint8_t(kHeat + heat - 1);
}

bool isOpenShade(std::uint8_t shade) {
    return shade != kWall && shade != kUnvisited && shade != kMasked;
}

// The rules that give every block its shade from the scene, with what is fixed during one
// update (endpoints, current cell) looked up once. A full rebuild and a one-cell update both go
// through these, so the incremental board is byte for byte the rebuilt one.
class ShadeRules {
public:
    explicit ShadeRules(const MazeScene& scene)
        : m_scene(scene), m_maze(scene.maze()), m_start(m_maze.index(m_maze.start())),
          m_goal(m_maze.index(m_maze.goal())), m_current(scene.current()),
          m_maxCost(scene.maxCost()) {}

    // Start and goal win, then the current cell, then the marks; a masked-off cell is solid
    // mask, a cell a generator has not reached yet is rock.
    [[nodiscard]] std::uint8_t room(CellIndex cell) const {
        if (!m_maze.isActive(cell))
            return kMasked;
        if (cell == m_start)
            return kStart;
        if (cell == m_goal)
            return kGoal;
        if (cell == m_current)
            return kCurrent;
        if (!m_scene.visited(cell))
            return kUnvisited;
        return markShade(m_scene.mark(cell), heat(cell));
    }

    // The block between a cell and its neighbour in direction dir (inside the grid): mask
    // between two masked-off cells, rock between two unreached cells, else wall, else (a
    // passage) the state both rooms share, over the lower heat of the two.
    [[nodiscard]] std::uint8_t edge(CellIndex cell, Dir dir) const {
        const CellIndex other = m_maze.neighbour(cell, dir);
        if (!m_maze.isActive(cell) && !m_maze.isActive(other))
            return kMasked;
        if (!m_scene.visited(cell) && !m_scene.visited(other))
            return kUnvisited;
        if (!m_maze.isOpen(cell, dir))
            return kWall;
        CellMark a = m_scene.mark(cell);
        CellMark b = m_scene.mark(other);
        // An endpoint without a mark of its own takes its neighbour's, so that a path or a
        // search reaches the start and goal squares without a white gap whether or not the
        // animator marks the endpoints themselves.
        if (a == CellMark::None && (cell == m_start || cell == m_goal))
            a = b;
        if (b == CellMark::None && (other == m_start || other == m_goal))
            b = a;
        const int h = std::min(heat(cell), heat(other));
        return a == b ? markShade(a, h) : markShade(CellMark::None, h);
    }

    // The corner where cells (x-1, y-1), (x, y-1), (x-1, y) and (x, y) meet: mask when all four
    // are masked off, rock while all four are unreached (so unreached ground reads as one solid
    // mass), a wall pillar otherwise.
    [[nodiscard]] std::uint8_t corner(int x, int y) const {
        const CellIndex below = m_maze.index({x, y});
        const CellIndex above = below - m_maze.width();
        if (!m_maze.isActive(below) && !m_maze.isActive(below - 1) && !m_maze.isActive(above) &&
            !m_maze.isActive(above - 1))
            return kMasked;
        const bool reached = m_scene.visited(below) || m_scene.visited(below - 1) ||
                             m_scene.visited(above) || m_scene.visited(above - 1);
        return reached ? std::uint8_t(kWall) : std::uint8_t(kUnvisited);
    }

    // Any block of the (2W+1) x (2H+1) board.
    [[nodiscard]] std::uint8_t block(int bx, int by) const {
        if (bx <= 0 || by <= 0 || bx >= 2 * m_maze.width() || by >= 2 * m_maze.height())
            return kWall;      // the outer frame is always wall, even around rock
        const int cx = bx / 2; // odd: the cell; even: the cell east of (south of) the line
        const int cy = by / 2;
        if (bx % 2 == 1) {
            if (by % 2 == 1)
                return room(m_maze.index({cx, cy}));
            return edge(m_maze.index({cx, cy - 1}), Dir::South);
        }
        if (by % 2 == 1)
            return edge(m_maze.index({cx - 1, cy}), Dir::East);
        return corner(cx, cy);
    }

private:
    [[nodiscard]] int heat(CellIndex cell) const {
        return m_maxCost <= 1 ? 0 : heatLevel(m_maze.cost(cell), m_maxCost);
    }

    const MazeScene& m_scene;
    const Maze& m_maze;
    CellIndex m_start;
    CellIndex m_goal;
    CellIndex m_current;
    int m_maxCost;
};

QSize deviceSizeOf(QSize logicalSize, double dpr) {
    return (QSizeF(logicalSize) * dpr).toSize();
}

// Fills the half-open pixel rectangle [x0, x1) x [y0, y1), clipped to the image (RGB32).
void fillPixels(QImage& image, int x0, int y0, int x1, int y1, QRgb colour) {
    x0 = std::max(x0, 0);
    y0 = std::max(y0, 0);
    x1 = std::min(x1, image.width());
    y1 = std::min(y1, image.height());
    if (x0 >= x1 || y0 >= y1)
        return;
    for (int y = y0; y < y1; ++y) {
        auto* line = reinterpret_cast<QRgb*>(image.scanLine(y));
        std::fill(line + x0, line + x1, colour);
    }
}

// How the destination pixels sample the board: the board column (row) each destination column
// (row) shows, computed once per frame so that the blit is one table lookup per pixel.
struct Sampling {
    std::vector<int> cols; // board column per destination column; outside [0, board width): none
    std::vector<int> rows;
    int colBefore = -1; // the board column of the pixel just left of the image
    int rowBefore = -1;
    int x0 = 0; // destination columns [x0, x1) show the board
    int x1 = 0;
};

// Outlines the blocks where two open blocks meet (a passage and a room, say), one pixel wide on
// the first pixel of the later block. Lines against walls would only thin the walls, which is
// also how the original's grid looked (its outlines were wall-coloured).
void drawBlockGrid(QImage& target, const QImage& board, const Sampling& s, QRgb colour) {
    const int bw = board.width();
    const int bh = board.height();
    auto inside = [](int v, int n) { return v >= 0 && v < n; };
    std::vector<int> boundaries; // destination columns that start a block, after a block
    for (int dx = s.x0; dx < s.x1; ++dx) {
        const int before = dx > 0 ? s.cols[std::size_t(dx - 1)] : s.colBefore;
        if (before != s.cols[std::size_t(dx)] && inside(before, bw))
            boundaries.push_back(dx);
    }
    for (int dy = 0; dy < target.height(); ++dy) {
        const int row = s.rows[std::size_t(dy)];
        if (!inside(row, bh))
            continue;
        auto* line = reinterpret_cast<QRgb*>(target.scanLine(dy));
        const std::uint8_t* src = board.constScanLine(row);
        const int above = dy > 0 ? s.rows[std::size_t(dy - 1)] : s.rowBefore;
        if (above != row && inside(above, bh)) {
            const std::uint8_t* srcAbove = board.constScanLine(above);
            for (int dx = s.x0; dx < s.x1; ++dx) {
                const int col = s.cols[std::size_t(dx)];
                if (isOpenShade(src[col]) && isOpenShade(srcAbove[col]))
                    line[dx] = colour;
            }
        }
        for (int dx : boundaries) {
            const int col = s.cols[std::size_t(dx)];
            const int left = dx > 0 ? s.cols[std::size_t(dx - 1)] : s.colBefore;
            if (isOpenShade(src[col]) && isOpenShade(src[left]))
                line[dx] = colour;
        }
    }
}

} // namespace

MazeView::MazeView(MazeScene* scene, QWidget* parent) : QWidget(parent), m_scene(scene) {
    Q_ASSERT(scene);
    setMouseTracking(true); // the open-hand cursor over the start and the goal
    setFocusPolicy(Qt::StrongFocus);
    // paintEvent fills every pixel, so Qt need not clear the background first.
    setAttribute(Qt::WA_OpaquePaintEvent);
    setAccessibleName(tr("Maze"));
    connect(scene, &MazeScene::mazeReplaced, this, &MazeView::onMazeReplaced);
    connect(scene, &MazeScene::changed, this, &MazeView::onSceneChanged);
    connect(scene, &MazeScene::endpointsChanged, this, &MazeView::onSceneChanged);
    rebuildColourTable();
    rebuildBoard();
}

MazeView::~MazeView() = default;

// --- Options ---------------------------------------------------------------------------------

void MazeView::setWallStyle(WallStyle style) {
    if (style == m_style)
        return;
    m_style = style;
    update();
}

void MazeView::setGridVisible(bool visible) {
    if (visible == m_grid)
        return;
    m_grid = visible;
    update();
}

void MazeView::setPalette(const MazePalette& palette) {
    m_palette = palette;
    rebuildColourTable();
    update();
}

void MazeView::setEditingEnabled(bool enabled) {
    m_editing = enabled;
    if (!enabled && (m_drag == Drag::Start || m_drag == Drag::Goal || m_drag == Drag::Paint ||
                     m_drag == Drag::Walls))
        endDrag();
    if (!enabled)
        unsetCursor();
}

void MazeView::setTool(Tool tool) {
    if (tool == m_tool)
        return;
    if (m_drag != Drag::None && m_drag != Drag::Pan)
        endDrag();
    m_tool = tool;
    if (tool == Tool::Normal)
        unsetCursor();
    else
        setCursor(Qt::CrossCursor);
}

void MazeView::setBrushCost(int cost) {
    m_brushCost = std::clamp(cost, Maze::kMinCost, Maze::kMaxCost);
}

QSize MazeView::minimumSizeHint() const {
    return {300, 300};
}

QSize MazeView::sizeHint() const {
    return {800, 800};
}

// --- The block board -------------------------------------------------------------------------

void MazeView::onMazeReplaced() {
    // The whole board is rebuilt below, so the scene's pending "redraw everything" is done too.
    m_scene->takeDirty();
    if (m_drag == Drag::Start || m_drag == Drag::Goal)
        endDrag();
    rebuildBoard();
    m_fitted = true;
    m_wheelDelta = 0;
    update();
}

void MazeView::onSceneChanged() {
    const MazeScene::Dirty dirty = m_scene->takeDirty();
    if (dirty.full) {
        rebuildBoard();
    } else {
        for (CellIndex cell : dirty.cells)
            updateCellBlocks(cell);
    }
    if (dirty.full || !dirty.cells.empty())
        update();
}

void MazeView::rebuildColourTable() {
    m_colours.fill(m_palette.wall.rgb());
    m_colours[kWall] = m_palette.wall.rgb();
    m_colours[kRoom] = m_palette.room.rgb();
    m_colours[kUnvisited] = m_palette.unvisited.rgb();
    m_colours[kStart] = m_palette.start.rgb();
    m_colours[kGoal] = m_palette.goal.rgb();
    m_colours[kMasked] = m_palette.masked.rgb();
    m_colours[kSearched] = m_palette.searched.rgb();
    m_colours[kFrontier] = m_palette.frontier.rgb();
    for (int level = 1; level <= kHeatLevels; ++level) {
        const QColor heat = m_palette.heat(double(level) / kHeatLevels);
        m_colours[std::size_t(kHeat + level - 1)] = heat.rgb();
        m_colours[std::size_t(kSearched + level)] =
            MazePalette::blend(m_palette.searched, heat, MazePalette::kOverlayOpacity).rgb();
        m_colours[std::size_t(kFrontier + level)] =
            MazePalette::blend(m_palette.frontier, heat, MazePalette::kOverlayOpacity).rgb();
    }
    m_colours[kPath] = m_palette.path.rgb();
    m_colours[kCurrent] = m_palette.current.rgb();
    if (!m_board.isNull())
        m_board.setColorTable(QList<QRgb>(m_colours.begin(), m_colours.begin() + kShadeCount));
}

void MazeView::rebuildBoard() {
    const Maze& maze = m_scene->maze();
    const int w = maze.width();
    const int h = maze.height();
    const int bw = 2 * w + 1;
    const int bh = 2 * h + 1;
    m_mipBuilt = 0; // rebuilt from the new board when a frame needs it
    if (m_board.width() != bw || m_board.height() != bh) {
        m_mip.clear();
        m_board = QImage(); // let the old board go before allocating the new one (up to 67 MB)
        m_board = QImage(bw, bh, QImage::Format_Indexed8);
        if (m_board.isNull())
            return; // out of memory: render() shows an empty view rather than crashing
        rebuildColourTable();
    }
    // Row by row for speed, but through the same shade functions as updateCellBlocks, so that
    // an incrementally updated board is byte for byte the board a full rebuild makes.
    const ShadeRules rules(*m_scene);
    std::memset(m_board.scanLine(0), kWall, std::size_t(bw));
    std::memset(m_board.scanLine(bh - 1), kWall, std::size_t(bw));
    for (int y = 0; y < h; ++y) {
        std::uint8_t* rooms = m_board.scanLine(2 * y + 1);
        const CellIndex rowStart = maze.index({0, y});
        rooms[0] = kWall;
        for (int x = 0; x + 1 < w; ++x) {
            rooms[2 * x + 1] = rules.room(rowStart + x);
            rooms[2 * x + 2] = rules.edge(rowStart + x, Dir::East);
        }
        rooms[2 * w - 1] = rules.room(rowStart + w - 1);
        rooms[2 * w] = kWall;
        if (y + 1 == h)
            continue;
        std::uint8_t* below = m_board.scanLine(2 * y + 2);
        below[0] = kWall;
        for (int x = 0; x + 1 < w; ++x) {
            below[2 * x + 1] = rules.edge(rowStart + x, Dir::South);
            below[2 * x + 2] = rules.corner(x + 1, y + 1);
        }
        below[2 * w - 1] = rules.edge(rowStart + w - 1, Dir::South);
        below[2 * w] = kWall;
    }
}

void MazeView::updateCellBlocks(CellIndex cell) {
    if (m_board.isNull())
        return;
    // A cell's state shows in its room, the four passages around it (a passage joining two
    // rooms of the same state takes that state) and the four corners (rock until a neighbour is
    // reached).
    const ShadeRules rules(*m_scene);
    const Cell c = m_scene->maze().cellAt(cell);
    for (int by = 2 * c.y; by <= 2 * c.y + 2; ++by) {
        std::uint8_t* line = m_board.scanLine(by);
        for (int bx = 2 * c.x; bx <= 2 * c.x + 2; ++bx)
            line[bx] = rules.block(bx, by);
    }
    updateMipLevels(2 * c.x, 2 * c.y, 2 * c.x + 2, 2 * c.y + 2);
}

int MazeView::ensureMipLevels(int levels) const {
    if (m_board.isNull())
        return 0;
    std::vector<std::uint8_t> pairs;
    while (m_mipBuilt < levels) {
        const auto k = std::size_t(m_mipBuilt); // builds level k + 1 from level k (0: the board)
        try {
            if (m_mip.size() <= k)
                m_mip.emplace_back();
        } catch (const std::bad_alloc&) {
            return m_mipBuilt; // out of memory: frames sample a lower level, or the board
        }
        const Plane below =
            k == 0 ? planeOf(m_board)
                   : planeOf(m_mip[k - 1].bytes, m_mip[k - 1].width, m_mip[k - 1].height);
        MipLevel& level = m_mip[k];
        level.width = (below.width + 1) / 2;
        level.height = (below.height + 1) / 2;
        try {
            level.bytes.resize(std::size_t(level.width) * std::size_t(level.height));
            pairs.resize(std::size_t(below.width));
        } catch (const std::bad_alloc&) {
            return m_mipBuilt;
        }
        for (int y = 0; y < level.height; ++y)
            reduceRow(below, y, level.bytes.data() + std::size_t(y) * std::size_t(level.width),
                      pairs);
        ++m_mipBuilt;
    }
    return levels;
}

void MazeView::updateMipLevels(int bx0, int by0, int bx1, int by1) {
    // Each level recomputes the (at most 2 x 2) pixels above the changed ones below, through
    // reducedPixel, so that it holds what ensureMipLevels would build. Where none of them
    // changed, the levels above cannot have either: a step inside a searched area stops at once.
    for (std::size_t k = 0; k < std::size_t(m_mipBuilt); ++k) { // level k + 1 from level k
        const Plane below =
            k == 0 ? planeOf(m_board)
                   : planeOf(m_mip[k - 1].bytes, m_mip[k - 1].width, m_mip[k - 1].height);
        MipLevel& level = m_mip[k];
        bx0 /= 2;
        by0 /= 2;
        bx1 /= 2;
        by1 /= 2;
        bool changed = false;
        for (int y = by0; y <= by1; ++y) {
            std::uint8_t* line = level.bytes.data() + std::size_t(y) * std::size_t(level.width);
            for (int x = bx0; x <= bx1; ++x) {
                const std::uint8_t value = reducedPixel(below, x, y);
                changed = changed || line[x] != value;
                line[x] = value;
            }
        }
        if (!changed)
            return;
    }
}

// --- Geometry --------------------------------------------------------------------------------
//
// Content coordinates are in cells: cell (x, y) spans [x, x+1) x [y, y+1). In Blocks style,
// block column j spans [j/2 - 1/4, j/2 + 1/4), so rooms are centred in their cells and the board
// spans [-1/4, W + 1/4]; ThinWalls uses the same transform, so switching styles keeps every cell
// where it was.

MazeView::Transform MazeView::fitTransform(QSize deviceSize) const {
    const Maze& maze = m_scene->maze();
    if (deviceSize.width() <= 0 || deviceSize.height() <= 0)
        return {};
    const int bw = 2 * maze.width() + 1;
    const int bh = 2 * maze.height() + 1;
    const double fit = std::min(double(deviceSize.width()) / bw, double(deviceSize.height()) / bh);
    // A whole number of pixels per block keeps every wall and room the same size (crisp), but
    // not at any price: when rounding down would shrink the maze by 15% or more (2.9 px per
    // block drawn at 2), a projector audience is better served by the bigger, slightly uneven
    // picture, so the scale stays fractional.
    const bool whole = fit >= 1 && std::floor(fit) >= 0.85 * fit;
    const double block = whole ? std::floor(fit) : fit;
    double left = (deviceSize.width() - block * bw) / 2;
    double top = (deviceSize.height() - block * bh) / 2;
    if (whole) {
        left = std::floor(left);
        top = std::floor(top);
    }
    return {2 * block, left + block / 2, top + block / 2};
}

MazeView::Transform MazeView::deviceTransform(QSize logicalSize, double dpr) const {
    if (m_fitted)
        return fitTransform(deviceSizeOf(logicalSize, dpr));
    // Zoomed or panned: the same scale around the same centre, whatever the size.
    const double shiftX = (logicalSize.width() - width()) / 2.0;
    const double shiftY = (logicalSize.height() - height()) / 2.0;
    return {m_scale * dpr, (m_offset.x() + shiftX) * dpr, (m_offset.y() + shiftY) * dpr};
}

MazeView::Transform MazeView::logicalTransform() const {
    const double dpr = devicePixelRatio();
    const Transform t = deviceTransform(size(), dpr);
    return {t.scale / dpr, t.x / dpr, t.y / dpr};
}

double MazeView::pixelsPerCell() const {
    return logicalTransform().scale;
}

QPointF MazeView::contentAt(QPointF widgetPos) const {
    // Pixel p covers [p, p+1); like the renderer, judge it by its centre.
    const Transform t = logicalTransform();
    return {(widgetPos.x() + 0.5 - t.x) / t.scale, (widgetPos.y() + 0.5 - t.y) / t.scale};
}

std::optional<Cell> MazeView::cellAt(QPoint widgetPos) const {
    const QPointF p = contentAt(widgetPos);
    const Maze& maze = m_scene->maze();
    if (!(p.x() >= 0 && p.y() >= 0 && p.x() < maze.width() && p.y() < maze.height()))
        return std::nullopt;
    return Cell{int(p.x()), int(p.y())};
}

QPoint MazeView::cellCentre(Cell cell) const {
    const Transform t = logicalTransform();
    return {int(std::floor(t.x + (cell.x + 0.5) * t.scale)),
            int(std::floor(t.y + (cell.y + 0.5) * t.scale))};
}

// --- Rendering -------------------------------------------------------------------------------

QImage MazeView::renderImage(QSize size) const {
    QImage image(size, QImage::Format_RGB32);
    if (!image.isNull())
        render(image, deviceTransform(size, 1.0));
    return image;
}

QImage MazeView::renderFittedImage(QSize size) const {
    QImage image(size, QImage::Format_RGB32);
    if (!image.isNull())
        render(image, fitTransform(size));
    return image;
}

void MazeView::renderFittedVector(QPainter& painter, QSize size) const {
    painter.fillRect(QRect(QPoint(0, 0), size), palette().color(backgroundRole()));
    const Transform t = fitTransform(size);
    if (m_board.isNull() || t.scale <= 0)
        return;
    const int bw = m_board.width();
    const int bh = m_board.height();
    const double block = t.scale / 2;
    const double left = t.x - block / 2; // fitTransform's origin is a block's centre
    const double top = t.y - block / 2;
    auto colourOf = [&](std::uint8_t shade) { return QColor::fromRgb(m_colours[shade]); };
    auto shadeAt = [&](int bx, int by) { return m_board.constScanLine(by)[bx]; };
    // Neighbouring rectangles overlap by a sliver, so that an SVG viewer's anti-aliasing does
    // not show hairlines between them; a later rectangle covers the sliver of an earlier one.
    const double sliver = std::min(0.5, block * 0.05);
    // One rectangle per run of equal shades in a row, `cells` blocks (or rooms) wide each.
    auto runs = [&](int count, double x0, double y0, double step, auto shadeOfIndex, bool skipWall) {
        for (int i = 0; i < count;) {
            const std::uint8_t shade = shadeOfIndex(i);
            int j = i + 1;
            while (j < count && shadeOfIndex(j) == shade)
                ++j;
            if (!(skipWall && shade == kWall))
                painter.fillRect(QRectF(x0 + i * step, y0, (j - i) * step + sliver, step + sliver),
                                 colourOf(shade));
            i = j;
        }
    };
    const Maze& maze = m_scene->maze();
    if (!thinAt(t)) {
        // Blocks: the wall colour under the whole board, then every other run on it.
        painter.fillRect(QRectF(left, top, bw * block, bh * block), colourOf(kWall));
        for (int by = 0; by < bh; ++by)
            runs(bw, left, top + by * block, block, [&](int bx) { return shadeAt(bx, by); }, true);
        return;
    }
    // Thin walls: every room fills its whole cell, then the walls are bars on the cell edges.
    const double cell = t.scale;
    for (int y = 0; y < maze.height(); ++y)
        runs(maze.width(), t.x, t.y + y * cell, cell,
             [&](int x) { return shadeAt(2 * x + 1, 2 * y + 1); }, false);
    const double thickness = thinWallThickness(cell);
    const QColor wall = colourOf(kWall);
    for (int y = 0; y < maze.height(); ++y)
        for (int x = 0; x < maze.width(); ++x) {
            const double x1 = t.x + (x + 1) * cell;
            const double y1 = t.y + (y + 1) * cell;
            if (x + 1 < maze.width() && !isOpenShade(shadeAt(2 * x + 2, 2 * y + 1)))
                painter.fillRect(QRectF(x1 - thickness / 2, y1 - cell - thickness / 2, thickness,
                                        cell + thickness),
                                 wall);
            if (y + 1 < maze.height() && !isOpenShade(shadeAt(2 * x + 1, 2 * y + 2)))
                painter.fillRect(QRectF(x1 - cell - thickness / 2, y1 - thickness / 2,
                                        cell + thickness, thickness),
                                 wall);
        }
    // The outer frame.
    const QRectF frame(t.x, t.y, maze.width() * cell, maze.height() * cell);
    painter.fillRect(QRectF(frame.left() - thickness / 2, frame.top() - thickness / 2,
                            frame.width() + thickness, thickness), wall);
    painter.fillRect(QRectF(frame.left() - thickness / 2, frame.bottom() - thickness / 2,
                            frame.width() + thickness, thickness), wall);
    painter.fillRect(QRectF(frame.left() - thickness / 2, frame.top() - thickness / 2, thickness,
                            frame.height() + thickness), wall);
    painter.fillRect(QRectF(frame.right() - thickness / 2, frame.top() - thickness / 2, thickness,
                            frame.height() + thickness), wall);
}

void MazeView::setWallWeight(double weight) {
    weight = std::clamp(weight, 1.0, 4.0);
    if (weight == m_wallWeight)
        return;
    m_wallWeight = weight;
    update();
}

int MazeView::thinWallThickness(double pixelsPerCell) const {
    // Never more than a third of the cell, so that rooms stay wider than walls.
    const double thickness = std::min(pixelsPerCell / 6 * m_wallWeight, pixelsPerCell / 3);
    return std::max(1, int(std::lround(thickness)));
}

void MazeView::paintEvent(QPaintEvent* /*event*/) {
    const double dpr = devicePixelRatio();
    const QSize device = deviceSizeOf(size(), dpr);
    if (device.isEmpty())
        return;
    if (m_frame.size() != device)
        m_frame = QImage(device, QImage::Format_RGB32);
    if (m_frame.isNull())
        return;
    m_frame.setDevicePixelRatio(1.0); // render() works in device pixels
    render(m_frame, deviceTransform(size(), dpr));
    m_frame.setDevicePixelRatio(dpr);
    QPainter painter(this);
    painter.drawImage(QPointF(0, 0), m_frame);
}

void MazeView::render(QImage& target, const Transform& t) const {
    const int w = target.width();
    const int h = target.height();
    const QRgb background = palette().color(backgroundRole()).rgb();
    if (m_board.isNull() || t.scale <= 0) {
        target.fill(background);
        return;
    }
    const int bw = m_board.width();
    const int bh = m_board.height();
    // ThinWalls samples only rooms (each room fills its whole cell) and draws the walls as lines
    // afterwards; Blocks samples every block.
    const bool thin = thinAt(t);
    auto source = [&](int d, double origin, int blocks) {
        const double u = (d + 0.5 - origin) / t.scale;
        const double j = thin ? 2 * std::floor(u) + 1 : std::floor(2 * u + 0.5);
        return int(std::clamp(j, -1.0, double(blocks)));
    };

    Sampling s;
    s.cols.resize(std::size_t(w));
    s.rows.resize(std::size_t(h));
    s.x0 = w;
    for (int dx = 0; dx < w; ++dx) {
        const int col = source(dx, t.x, bw);
        s.cols[std::size_t(dx)] = col;
        if (col >= 0 && col < bw) {
            s.x0 = std::min(s.x0, dx);
            s.x1 = dx + 1;
        }
    }
    for (int dy = 0; dy < h; ++dy)
        s.rows[std::size_t(dy)] = source(dy, t.y, bh);
    s.colBefore = source(-1, t.x, bw);
    s.rowBefore = source(-1, t.y, bh);

    // Below one pixel per block (so never ThinWalls), the overlay comes from the mipmap level
    // whose squares are as wide as the largest step between neighbouring pixels' samples.
    const MipLevel* mip = nullptr;
    int level = 0;
    int firstSquare = 0;          // the first visible square column
    std::vector<int> squareStart; // [m]: the first pixel column showing square firstSquare + m
    if (t.scale < 2 && s.x0 < s.x1) {
        int step = 0;
        for (int dx = s.x0 + 1; dx < s.x1; ++dx)
            step = std::max(step, s.cols[std::size_t(dx)] - s.cols[std::size_t(dx - 1)]);
        for (int dy = 1; dy < h; ++dy) {
            const int above = s.rows[std::size_t(dy - 1)];
            const int row = s.rows[std::size_t(dy)];
            if (above >= 0 && row < bh)
                step = std::max(step, row - above);
        }
        while ((1 << level) < step)
            ++level;
        level = ensureMipLevels(level);
        if (level > 0) {
            mip = &m_mip[std::size_t(level - 1)];
            // Square firstSquare + m shows in columns [squareStart[m], squareStart[m + 1]).
            firstSquare = s.cols[std::size_t(s.x0)] >> level;
            for (int dx = s.x0; dx < s.x1; ++dx) {
                const int square = s.cols[std::size_t(dx)] >> level;
                while (firstSquare + int(squareStart.size()) <= square)
                    squareStart.push_back(dx);
            }
            squareStart.push_back(s.x1);
        }
    }

    // The blit: one colour-table lookup per visible pixel, and a row copy wherever a row shows
    // the same board row as the one above (every row of a block but its first when zoomed in).
    // With the mipmap, a pixel shows the higher of its sampled block and its square's overlay.
    const QRgb* colours = m_colours.data();
    int previousRow = -1;
    for (int dy = 0; dy < h; ++dy) {
        auto* line = reinterpret_cast<QRgb*>(target.scanLine(dy));
        const int row = s.rows[std::size_t(dy)];
        if (row < 0 || row >= bh || s.x0 >= s.x1) {
            std::fill(line, line + w, background);
            previousRow = -1;
            continue;
        }
        if (row == previousRow) {
            std::memcpy(line, target.constScanLine(dy - 1), std::size_t(w) * sizeof(QRgb));
            continue;
        }
        std::fill(line, line + s.x0, background);
        std::fill(line + s.x1, line + w, background);
        const std::uint8_t* src = m_board.constScanLine(row);
        if (!mip) {
            for (int dx = s.x0; dx < s.x1; ++dx)
                line[dx] = colours[src[s.cols[std::size_t(dx)]]];
        } else {
            // Eight squares at a time: where none has an overlay (most of a maze, mostly), the
            // plain blit; elsewhere the higher of the sampled block and its square. A run of
            // groups of one kind is one loop.
            const std::uint8_t* squares =
                mip->bytes.data() + std::size_t(row >> level) * std::size_t(mip->width);
            const std::uint8_t* visible = squares + firstSquare;
            const std::size_t count = squareStart.size() - 1;
            auto hasOverlay = [&](std::size_t m) { // squares [m, m + 8)
                if (m + 8 > count)
                    return std::any_of(visible + m, visible + count,
                                       [](std::uint8_t v) { return v != kNoOverlay; });
                std::uint64_t eight = 0;
                std::memcpy(&eight, visible + m, sizeof eight);
                return eight != 0;
            };
            for (std::size_t m = 0; m < count;) {
                const bool overlay = hasOverlay(m);
                std::size_t next = m + 8;
                while (next < count && hasOverlay(next) == overlay)
                    next += 8;
                const int d0 = squareStart[m];
                const int d1 = squareStart[std::min(next, count)];
                if (overlay) {
                    for (int dx = d0; dx < d1; ++dx) {
                        const int col = s.cols[std::size_t(dx)];
                        line[dx] = colours[std::max(src[col], squares[col >> level])];
                    }
                } else {
                    for (int dx = d0; dx < d1; ++dx)
                        line[dx] = colours[src[s.cols[std::size_t(dx)]]];
                }
                m = next;
            }
        }
        previousRow = row;
    }

    if (thin) {
        // Walls (and grid lines) as pixel rectangles on the cell borders of the visible cells.
        const Maze& maze = m_scene->maze();
        const int mw = maze.width();
        const int mh = maze.height();
        const int thickness = thinWallThickness(t.scale);
        const int half = thickness / 2;
        auto cellOf = [&](int d, double origin) {
            return std::floor((d + 0.5 - origin) / t.scale);
        };
        // The first pixel of cell k, exactly as the blit assigned pixels to cells.
        auto edge = [&](int k, double origin) {
            int d = int(std::ceil(origin + k * t.scale - 0.5));
            while (cellOf(d - 1, origin) >= k)
                --d;
            while (cellOf(d, origin) < k)
                ++d;
            return d;
        };
        auto visibleRange = [&](double origin, int extent, int cells) {
            const double first = std::clamp(cellOf(0, origin) - 1, 0.0, double(cells - 1));
            const double last = std::clamp(cellOf(extent - 1, origin) + 1, 0.0, double(cells - 1));
            return std::pair<int, int>{int(first), int(last)};
        };
        const auto [cx0, cx1] = visibleRange(t.x, w, mw);
        const auto [cy0, cy1] = visibleRange(t.y, h, mh);
        std::vector<int> ex; // ex[k - cx0]: first pixel of cell k, for k in [cx0, cx1 + 1]
        std::vector<int> ey;
        for (int k = cx0; k <= cx1 + 1; ++k)
            ex.push_back(edge(k, t.x));
        for (int k = cy0; k <= cy1 + 1; ++k)
            ey.push_back(edge(k, t.y));
        auto X = [&](int k) { return ex[std::size_t(k - cx0)]; };
        auto Y = [&](int k) { return ey[std::size_t(k - cy0)]; };
        auto eastShade = [&](int x, int y) { return m_board.constScanLine(2 * y + 1)[2 * x + 2]; };
        auto southShade = [&](int x, int y) { return m_board.constScanLine(2 * y + 2)[2 * x + 1]; };

        if (m_grid) { // first, so that walls cover the grid where they cross it
            const QRgb grid = m_palette.grid.rgb();
            for (int y = cy0; y <= cy1; ++y) {
                for (int x = cx0; x <= cx1; ++x) {
                    if (x + 1 < mw && isOpenShade(eastShade(x, y)))
                        fillPixels(target, X(x + 1), Y(y), X(x + 1) + 1, Y(y + 1), grid);
                    if (y + 1 < mh && isOpenShade(southShade(x, y)))
                        fillPixels(target, X(x), Y(y + 1), X(x + 1), Y(y + 1) + 1, grid);
                }
            }
        }
        const QRgb wall = m_colours[kWall];
        for (int y = cy0; y <= cy1; ++y) {
            for (int x = cx0; x <= cx1; ++x) {
                // Each segment runs half a wall beyond both cell corners so that walls join.
                if (x + 1 < mw && eastShade(x, y) == kWall)
                    fillPixels(target, X(x + 1) - half, Y(y) - half, X(x + 1) - half + thickness,
                               Y(y + 1) - half + thickness, wall);
                if (y + 1 < mh && southShade(x, y) == kWall)
                    fillPixels(target, X(x) - half, Y(y + 1) - half, X(x + 1) - half + thickness,
                               Y(y + 1) - half + thickness, wall);
            }
        }
        // The outer frame.
        const int left = edge(0, t.x) - half;
        const int right = edge(mw, t.x) - half;
        const int top = edge(0, t.y) - half;
        const int bottom = edge(mh, t.y) - half;
        fillPixels(target, left, top, right + thickness, top + thickness, wall);
        fillPixels(target, left, bottom, right + thickness, bottom + thickness, wall);
        fillPixels(target, left, top, left + thickness, bottom + thickness, wall);
        fillPixels(target, right, top, right + thickness, bottom + thickness, wall);
    } else if (m_grid && t.scale / 2 >= kMinDetailPx) {
        drawBlockGrid(target, m_board, s, m_palette.grid.rgb());
    }

    for (const auto& [cell, colour] : {std::pair{m_scene->maze().start(), m_palette.start.rgb()},
                                       std::pair{m_scene->maze().goal(), m_palette.goal.rgb()}}) {
        if (const std::optional<QRect> marker = endpointMarker(cell, t)) {
            const QRect r = *marker;
            fillPixels(target, r.left(), r.top(), r.right() + 1, r.bottom() + 1,
                       m_colours[kRoom]); // a light rim against the dark texture
            fillPixels(target, r.left() + 1, r.top() + 1, r.right(), r.bottom(), colour);
        }
    }

    if (!m_layers.empty()) {
        LayerFrame frame{&m_scene->maze(), t.scale, t.x, t.y, devicePixelRatioF(), thin, {}};
        frame.plainColours.push_back(m_colours[kRoom]);
        for (int level = 0; level < kHeatLevels; ++level)
            frame.plainColours.push_back(m_colours[std::size_t(kHeat + level)]);
        for (const ViewLayer* layer : m_layers)
            layer->paint(target, frame);
    }

    renderDragMarker(target, t);
}

// --- Extra layers ----------------------------------------------------------------------------

void MazeView::addLayer(const ViewLayer* layer) {
    if (std::find(m_layers.begin(), m_layers.end(), layer) == m_layers.end())
        m_layers.push_back(layer);
    update();
}

void MazeView::removeLayer(const ViewLayer* layer) {
    std::erase(m_layers, layer);
    update();
}

bool MazeView::thinAt(const Transform& t) const {
    return m_style == WallStyle::ThinWalls && t.scale >= kMinDetailPx;
}

std::optional<QRect> MazeView::endpointMarker(Cell cell, const Transform& t) const {
    const double room = thinAt(t) ? t.scale : t.scale / 2;
    if (room >= kSmallRoomPx)
        return std::nullopt;
    const Maze& maze = m_scene->maze();
    // Centred on the cell, but moved inside the board (off its outermost pixels, so that the
    // frame stays whole) where the cell is near its edge.
    auto centre = [&](int c, double origin, int cells) {
        const double lo = origin - 0.25 * t.scale + 1 + kMarkerPx / 2;
        const double hi = origin + (cells + 0.25) * t.scale - 1 - kMarkerPx / 2;
        const double at = origin + (c + 0.5) * t.scale;
        return lo <= hi ? std::clamp(at, lo, hi) : at;
    };
    const double cx = centre(cell.x, t.x, maze.width());
    const double cy = centre(cell.y, t.y, maze.height());
    const int side = int(kMarkerPx);
    return QRect(int(std::lround(cx - kMarkerPx / 2)), int(std::lround(cy - kMarkerPx / 2)), side,
                 side);
}

void MazeView::renderDragMarker(QImage& target, const Transform& t) const {
    if (m_drag != Drag::Start && m_drag != Drag::Goal)
        return;
    const QColor colour = m_drag == Drag::Start ? m_palette.start : m_palette.goal;
    QPainter painter(&target);
    // Where it would land: the drop cell outlined in the marker's colour.
    if (const std::optional<Cell> drop = dropCell(); drop && t.scale >= kMinDetailPx) {
        const double pen = std::max(2.0, std::round(t.scale / 8));
        painter.setPen(QPen(colour, pen, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter.setBrush(Qt::NoBrush);
        const QRectF cell(t.x + drop->x * t.scale, t.y + drop->y * t.scale, t.scale, t.scale);
        painter.drawRect(cell.adjusted(pen / 2, pen / 2, -pen / 2, -pen / 2));
    }
    // The marker itself, a square centred on the cursor a little bigger than a room (it is
    // "picked up"), outlined so that it shows over rooms of its own colour.
    const double side = std::max(0.75 * t.scale, kMinDragMarkerPx);
    const QPointF centre(t.x + m_dragPoint.x() * t.scale, t.y + m_dragPoint.y() * t.scale);
    painter.setPen(QPen(m_palette.wall, 2));
    painter.setBrush(colour);
    painter.drawRect(QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side));
}

// --- Zoom and pan ----------------------------------------------------------------------------

void MazeView::zoomIn() {
    zoomBy(1, QPointF(width() / 2.0, height() / 2.0));
}

void MazeView::zoomOut() {
    zoomBy(-1, QPointF(width() / 2.0, height() / 2.0));
}

void MazeView::fitToView() {
    m_fitted = true;
    m_wheelDelta = 0;
    update();
}

void MazeView::leaveFit() {
    if (!m_fitted)
        return;
    const Transform t = logicalTransform();
    m_scale = t.scale;
    m_offset = QPointF(t.x, t.y);
    m_fitted = false;
}

void MazeView::zoomBy(int steps, QPointF anchor) {
    if (steps == 0 || width() <= 0 || height() <= 0)
        return;
    const double dpr = devicePixelRatio();
    const double fitBlock = fitTransform(deviceSizeOf(size(), dpr)).scale / 2;
    leaveFit();
    // Steps go through whole device pixels per block, so every zoom level is as crisp as the
    // fitted one; below one pixel per block (huge mazes) they are plain factors.
    double block = m_scale * dpr / 2;
    for (int i = 0; i < std::abs(steps); ++i) {
        if (steps > 0) {
            block = block >= 1 ? std::max(std::floor(block) + 1, std::floor(block * kZoomFactor))
                               : std::min(1.0, block * kZoomFactor);
        } else {
            block =
                block > 1
                    ? std::max(1.0, std::min(std::ceil(block) - 1, std::ceil(block / kZoomFactor)))
                    : block / kZoomFactor;
        }
    }
    block = std::min(block, std::max(fitBlock, kMaxBlockPx));
    if (block <= fitBlock) { // zooming out past the fit lands on the fit, centred again
        fitToView();
        return;
    }
    const double scale = 2 * block / dpr;
    // Keep the content point under the anchor pixel's centre where it is (the convention of
    // contentAt and the renderer), so that the cell under the cursor stays under it.
    const QPointF fixed = anchor + QPointF(0.5, 0.5);
    m_offset = fixed - (fixed - m_offset) * (scale / m_scale);
    m_scale = scale;
    clampPan();
    update();
}

void MazeView::clampPan() {
    if (m_fitted)
        return;
    const Maze& maze = m_scene->maze();
    auto clampAxis = [&](double origin, int cells, int extent) {
        const double lo = origin - 0.25 * m_scale; // the board's outer edges
        const double hi = origin + (cells + 0.25) * m_scale;
        const double keep = std::min({kPanKeepPx, hi - lo, double(extent)});
        if (hi < keep)
            return origin + (keep - hi);
        if (lo > extent - keep)
            return origin - (lo - (extent - keep));
        return origin;
    };
    m_offset = QPointF(clampAxis(m_offset.x(), maze.width(), width()),
                       clampAxis(m_offset.y(), maze.height(), height()));
}

void MazeView::resizeEvent(QResizeEvent* event) {
    // A fitted view refits by itself (its transform comes from the size); a zoomed one keeps
    // its centre.
    if (!m_fitted && event->oldSize().isValid()) {
        m_offset += QPointF(event->size().width() - event->oldSize().width(),
                            event->size().height() - event->oldSize().height()) /
                    2.0;
        clampPan();
    }
    QWidget::resizeEvent(event);
}

void MazeView::wheelEvent(QWheelEvent* event) {
    // Touchpads send many small deltas: zoom once per notch's worth.
    m_wheelDelta += event->angleDelta().y();
    const int steps = m_wheelDelta / kWheelNotch;
    if (steps != 0) {
        m_wheelDelta -= steps * kWheelNotch;
        zoomBy(steps, event->position());
    }
    event->accept();
}

void MazeView::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal: // + without Shift on most layouts
        zoomIn();
        break;
    case Qt::Key_Minus:
        zoomOut();
        break;
    case Qt::Key_0:
    case Qt::Key_F:
        fitToView();
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

// --- Dragging --------------------------------------------------------------------------------

MazeView::Drag MazeView::endpointAt(QPoint pos, bool markersOnly) const {
    // Where start and goal are drawn as markers, the markers are what the user grabs.
    const double dpr = devicePixelRatio();
    const Transform t = deviceTransform(size(), dpr);
    const QPoint device(int(std::floor((pos.x() + 0.5) * dpr)),
                        int(std::floor((pos.y() + 0.5) * dpr)));
    if (const auto marker = endpointMarker(m_scene->maze().start(), t);
        marker && marker->contains(device))
        return Drag::Start;
    if (const auto marker = endpointMarker(m_scene->maze().goal(), t);
        marker && marker->contains(device))
        return Drag::Goal;
    const std::optional<Cell> cell = cellAt(pos);
    if (!cell || markersOnly)
        return Drag::None;
    if (*cell == m_scene->maze().start())
        return Drag::Start;
    if (*cell == m_scene->maze().goal())
        return Drag::Goal;
    return Drag::None;
}

std::optional<Cell> MazeView::dropCell() const {
    if (m_drag != Drag::Start && m_drag != Drag::Goal)
        return std::nullopt;
    const Maze& maze = m_scene->maze();
    if (!(m_dragPoint.x() >= 0 && m_dragPoint.y() >= 0 && m_dragPoint.x() < maze.width() &&
          m_dragPoint.y() < maze.height()))
        return std::nullopt;
    const Cell cell{int(m_dragPoint.x()), int(m_dragPoint.y())};
    const Cell own = m_drag == Drag::Start ? maze.start() : maze.goal();
    const Cell other = m_drag == Drag::Start ? maze.goal() : maze.start();
    if (cell == own || cell == other)
        return std::nullopt;
    return cell;
}

void MazeView::mousePressEvent(QMouseEvent* event) {
    if (m_drag != Drag::None) { // a second button during a drag changes nothing
        event->accept();
        return;
    }
    const QPointF pos = event->position();
    if (m_tool != Tool::Normal &&
        (event->button() == Qt::LeftButton || event->button() == Qt::RightButton)) {
        event->accept();
        if (!m_editing) {
            emit editRefused(tr("The maze cannot be edited while it is being generated: wait "
                                "for it to finish, or press Reset."));
            return;
        }
        m_stroke = m_tool == Tool::Mask ? Stroke::Mask : Stroke::Costs;
        emit editStarting();
        m_drag = Drag::Paint;
        m_dragButton = event->button();
        m_paintOn = event->button() == Qt::RightButton;
        m_strokeChanged = false;
        m_strokeRefused = false;
        m_lastPaint.reset();
        paintTo(pos.toPoint());
        return;
    }
    if (event->button() == Qt::LeftButton && m_editing) {
        // A wall block next to the start or goal belongs to the wall (the endpoint's cell square
        // overlaps half of it), unless the endpoint is drawn as a marker over it.
        const std::optional<WallRef> wall =
            endpointAt(pos.toPoint(), true) == Drag::None ? wallAt(pos.toPoint()) : std::nullopt;
        const Drag endpoint = wall ? Drag::None : endpointAt(pos.toPoint());
        if (endpoint != Drag::None) {
            m_drag = endpoint;
            m_dragButton = Qt::LeftButton;
            m_dragPoint = contentAt(pos);
            setCursor(Qt::ClosedHandCursor);
            update();
            event->accept();
            return;
        }
        if (wall) {
            m_stroke = Stroke::Walls;
            emit editStarting();
            m_drag = Drag::Walls;
            m_dragButton = Qt::LeftButton;
            m_strokeChanged = false;
            m_strokeRefused = false;
            const Maze& maze = m_scene->maze();
            m_wallOpen = !maze.isOpen(maze.index(wall->cell), wall->dir);
            setWall(*wall);
            event->accept();
            return;
        }
    }
    if (event->button() == Qt::LeftButton || event->button() == Qt::MiddleButton) {
        m_drag = Drag::Pan;
        m_dragButton = event->button();
        m_lastPos = pos;
        setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    QWidget::mousePressEvent(event);
}

void MazeView::mouseMoveEvent(QMouseEvent* event) {
    const QPointF pos = event->position();
    switch (m_drag) {
    case Drag::Pan: {
        const QPointF delta = pos - m_lastPos;
        m_lastPos = pos;
        if (!delta.isNull()) {
            leaveFit();
            m_offset += delta;
            clampPan();
            update();
        }
        break;
    }
    case Drag::Start:
    case Drag::Goal:
        m_dragPoint = contentAt(pos);
        update();
        break;
    case Drag::Paint:
        paintTo(pos.toPoint());
        break;
    case Drag::Walls:
        if (const std::optional<WallRef> wall = wallAt(pos.toPoint()))
            setWall(*wall);
        break;
    case Drag::None:
        updateHoverCursor(pos.toPoint());
        break;
    }
    event->accept();
}

void MazeView::mouseReleaseEvent(QMouseEvent* event) {
    if (m_drag == Drag::None || event->button() != m_dragButton) {
        QWidget::mouseReleaseEvent(event);
        return;
    }
    if (m_drag == Drag::Paint || m_drag == Drag::Walls) {
        const bool changed = m_strokeChanged;
        endDrag();
        event->accept();
        if (changed)
            emit mazeEdited();
        return;
    }
    const Drag drag = m_drag;
    m_dragPoint = contentAt(event->position());
    const std::optional<Cell> drop = dropCell();
    endDrag();
    updateHoverCursor(event->position().toPoint());
    event->accept();
    if (drop) {
        const Maze& maze = m_scene->maze();
        emit endpointsEdited(drag == Drag::Start ? *drop : maze.start(),
                             drag == Drag::Goal ? *drop : maze.goal());
    }
}

void MazeView::endDrag() {
    m_drag = Drag::None;
    m_dragButton = Qt::NoButton;
    m_lastPaint.reset();
    if (m_tool == Tool::Normal)
        unsetCursor();
    else
        setCursor(Qt::CrossCursor);
    update();
}

void MazeView::paintTo(QPoint pos) {
    const std::optional<Cell> to = cellAt(pos);
    if (!to)
        return;
    // Every cell on the line from the last one painted, so that a fast drag leaves no gaps.
    const Cell from = m_lastPaint.value_or(*to);
    const int steps = std::max(std::abs(to->x - from.x), std::abs(to->y - from.y));
    for (int i = m_lastPaint ? 1 : 0; i <= steps; ++i) {
        const double t = steps == 0 ? 1.0 : double(i) / steps;
        paintCell({int(std::lround(from.x + t * (to->x - from.x))),
                   int(std::lround(from.y + t * (to->y - from.y)))});
    }
    m_lastPaint = *to;
    m_scene->flush();
}

void MazeView::paintCell(Cell cell) {
    const Maze& maze = m_scene->maze();
    const CellIndex i = maze.index(cell);
    if (m_tool == Tool::Mask) {
        if (maze.isActive(i) == m_paintOn)
            return;
        if (!m_paintOn && (cell == maze.start() || cell == maze.goal())) {
            if (!std::exchange(m_strokeRefused, true))
                emit editRefused(tr("The start and the goal cannot be masked off: move them "
                                    "first."));
            return;
        }
        m_scene->setActive(i, m_paintOn);
        m_strokeChanged = true;
    } else if (m_tool == Tool::CostBrush) {
        const int cost = m_dragButton == Qt::RightButton ? Maze::kMinCost : m_brushCost;
        if (!maze.isActive(i) || maze.cost(i) == cost)
            return;
        m_scene->setCost(i, cost);
        m_strokeChanged = true;
    }
}

void MazeView::setWall(const WallRef& wall) {
    const Maze& maze = m_scene->maze();
    const CellIndex cell = maze.index(wall.cell);
    if (maze.isOpen(cell, wall.dir) == m_wallOpen)
        return;
    if (m_wallOpen && (!maze.isActive(cell) || !maze.isActive(maze.neighbour(cell, wall.dir)))) {
        if (!std::exchange(m_strokeRefused, true))
            emit editRefused(tr("A masked-off cell keeps its four walls: switch it on first "
                                "(mask tool, right button)."));
        return;
    }
    m_scene->setPassage(cell, wall.dir, m_wallOpen);
    m_strokeChanged = true;
    m_scene->flush();
}

std::optional<WallRef> MazeView::wallAt(QPoint widgetPos) const {
    const QPointF p = contentAt(widgetPos);
    const Transform t = logicalTransform();
    const Size size = m_scene->maze().size();
    if (thinAt(deviceTransform(this->size(), devicePixelRatio())))
        // Within a fifth of a cell of the edge, and at least 4 pixels however small the cells.
        return wallAtThin(size, p.x(), p.y(), std::clamp(4 / t.scale, 0.2, 0.35));
    return wallAtBlocks(size, p.x(), p.y());
}

QPoint MazeView::wallCentre(Cell cell, Dir dir) const {
    const Transform t = logicalTransform();
    const double x = cell.x + (dir == Dir::East ? 1.0 : 0.5);
    const double y = cell.y + (dir == Dir::South ? 1.0 : 0.5);
    return {int(std::floor(t.x + x * t.scale)), int(std::floor(t.y + y * t.scale))};
}

void MazeView::updateHoverCursor(QPoint pos) {
    if (m_tool != Tool::Normal)
        setCursor(Qt::CrossCursor);
    else if (m_editing && endpointAt(pos, true) == Drag::None && wallAt(pos))
        setCursor(Qt::PointingHandCursor);
    else if (m_editing && endpointAt(pos) != Drag::None)
        setCursor(Qt::OpenHandCursor);
    else
        unsetCursor();
}

} // namespace mazelab::ui
