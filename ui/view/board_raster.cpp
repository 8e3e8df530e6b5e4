#include "ui/view/board_raster.hpp"

#include "ui/view/board_shades.hpp"
#include "ui/view/maze_scene.hpp"

#include <QList>

#include <algorithm>
#include <cstring>
#include <new>
#include <utility>

namespace mazelab::ui {

namespace {

// The heat level of a cost, 0 for cost 1, kHeatLevels for the maze's highest cost.
int heatLevel(int cost, int maxCost) {
    if (cost <= 1 || maxCost <= 1)
        return 0;
    return std::clamp((cost - 1) * kHeatLevels / (maxCost - 1) +
                          ((cost - 1) * kHeatLevels % (maxCost - 1) != 0),
                      1, kHeatLevels);
}

// The first shade of a mark that keeps the heat under it (kHeatLevels + 1 shades), or kRoom for
// the marks drawn plain (the path) and for none.
std::uint8_t blendedBase(CellMark mark) {
    switch (mark) {
    case CellMark::Frontier:
        return kFrontier;
    case CellMark::Searched:
        return kSearched;
    case CellMark::FrontierFromGoal:
        return kFrontierFromGoal;
    case CellMark::SearchedFromGoal:
        return kSearchedFromGoal;
    case CellMark::Walked:
        return kWalked;
    case CellMark::WalkedTwice:
        return kWalkedTwice;
    case CellMark::Filled:
        return kFilled;
    case CellMark::Scanned:
        return kScanned;
    case CellMark::Reopened:
        return kReopened;
    case CellMark::Path:
    case CellMark::None:
        break;
    }
    return kRoom;
}

// A cell's mark over a cell of heat level `heat`.
std::uint8_t markShade(CellMark mark, int heat) {
    if (mark == CellMark::Path)
        return kPath;
    if (const std::uint8_t base = blendedBase(mark); base != kRoom)
        return std::uint8_t(base + heat);
    return heat == 0 ? std::uint8_t(kRoom) : std::uint8_t(kHeat + heat - 1);
}

} // namespace

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

    // The corner where cells (x-1, y-1), (x, y-1), (x-1, y) and (x, y) meet: the path, where it
    // moves diagonally across it; mask when all four are masked off; rock while all four are
    // unreached (so unreached ground reads as one solid mass); floor inside an open room (all
    // four passages around it open, as on a Moving AI map or an open field), in the state the
    // four rooms share; else a wall pillar.
    [[nodiscard]] std::uint8_t corner(int x, int y) const {
        const CellIndex below = m_maze.index({x, y});
        const CellIndex above = below - m_maze.width();
        constexpr std::uint8_t kSouthEast = 1u << 4; // core/movement.hpp's move 4
        constexpr std::uint8_t kSouthWest = 1u << 5; // move 5
        if ((m_scene.pathLinks(above - 1) & kSouthEast) || (m_scene.pathLinks(above) & kSouthWest))
            return kPath;
        if (!m_maze.isActive(below) && !m_maze.isActive(below - 1) && !m_maze.isActive(above) &&
            !m_maze.isActive(above - 1))
            return kMasked;
        const bool reached = m_scene.visited(below) || m_scene.visited(below - 1) ||
                             m_scene.visited(above) || m_scene.visited(above - 1);
        if (!reached)
            return kUnvisited;
        if (m_maze.isOpen(above - 1, Dir::East) && m_maze.isOpen(above - 1, Dir::South) &&
            m_maze.isOpen(below, Dir::West) && m_maze.isOpen(below, Dir::North)) {
            const CellMark mark = m_scene.mark(above - 1);
            const bool shared = mark != CellMark::Path && m_scene.mark(above) == mark &&
                                m_scene.mark(below - 1) == mark && m_scene.mark(below) == mark;
            const int h = std::min(std::min(heat(above - 1), heat(above)),
                                   std::min(heat(below - 1), heat(below)));
            return markShade(shared ? mark : CellMark::None, h);
        }
        return kWall;
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

BoardRaster::BoardRaster() {
    rebuildColourTable();
}

void BoardRaster::setPalette(const MazePalette& palette) {
    m_palette = palette;
    rebuildColourTable();
}

std::vector<QRgb> BoardRaster::plainColours() const {
    std::vector<QRgb> colours{m_colours[kRoom]};
    for (int level = 0; level < kHeatLevels; ++level)
        colours.push_back(m_colours[std::size_t(kHeat + level)]);
    return colours;
}

std::array<QRgb, 256> shadeColours(const MazePalette& palette) {
    std::array<QRgb, 256> colours{};
    colours.fill(palette.wall.rgb());
    colours[kWall] = palette.wall.rgb();
    colours[kRoom] = palette.room.rgb();
    colours[kUnvisited] = palette.unvisited.rgb();
    colours[kStart] = palette.start.rgb();
    colours[kGoal] = palette.goal.rgb();
    colours[kMasked] = palette.masked.rgb();
    const std::pair<CellMark, QColor> blended[] = {
        {CellMark::Searched, palette.searched},
        {CellMark::Frontier, palette.frontier},
        {CellMark::SearchedFromGoal, palette.searchedFromGoal},
        {CellMark::FrontierFromGoal, palette.frontierFromGoal},
        {CellMark::Walked, palette.walked},
        {CellMark::WalkedTwice, palette.walkedTwice},
        {CellMark::Filled, palette.filled},
        {CellMark::Scanned, palette.scanned},
        {CellMark::Reopened, palette.reopened}};
    for (int level = 1; level <= kHeatLevels; ++level)
        colours[std::size_t(kHeat + level - 1)] = palette.heat(double(level) / kHeatLevels).rgb();
    for (const auto& [mark, colour] : blended) {
        const std::size_t base = blendedBase(mark);
        colours[base] = colour.rgb();
        for (int level = 1; level <= kHeatLevels; ++level)
            colours[base + std::size_t(level)] =
                MazePalette::blend(colour, palette.heat(double(level) / kHeatLevels),
                                   MazePalette::kOverlayOpacity)
                    .rgb();
    }
    colours[kPath] = palette.path.rgb();
    colours[kCurrent] = palette.current.rgb();
    return colours;
}

CellShades::CellShades(const MazeScene& scene) : m_rules(std::make_unique<ShadeRules>(scene)) {}
CellShades::~CellShades() = default;
std::uint8_t CellShades::operator()(CellIndex cell) const {
    return m_rules->room(cell);
}

void BoardRaster::rebuildColourTable() {
    m_colours = shadeColours(m_palette);
    if (!m_board.isNull())
        m_board.setColorTable(QList<QRgb>(m_colours.begin(), m_colours.begin() + kShadeCount));
}

void BoardRaster::apply(const MazeScene& scene, const MazeScene::Dirty& dirty) {
    if (dirty.full)
        rebuild(scene);
    else if (dirty.overlayCleared)
        clearOverlay(scene);
    for (CellIndex cell : dirty.cells)
        updateCell(scene, cell);
}

void BoardRaster::keepBareBoard(const MazeScene& scene) {
    m_changedFrom = m_board.height();
    m_changedTo = -1;
    m_hasBare = false;
    try {
        m_bare.resize(std::size_t(m_board.sizeInBytes()));
    } catch (const std::bad_alloc&) {
        m_bare = {}; // out of memory: a cleared overlay redraws every cell instead
        return;
    }
    std::memcpy(m_bare.data(), m_board.constBits(), m_bare.size());
    m_bareRevision = scene.mazeRevision();
    m_hasBare = true;
}

void BoardRaster::clearOverlay(const MazeScene& scene) {
    if (!m_hasBare || m_bareRevision != scene.mazeRevision() || m_board.isNull()) {
        rebuild(scene);
        return;
    }
    const auto stride = std::size_t(m_board.bytesPerLine());
    if (m_changedFrom <= m_changedTo)
        std::memcpy(m_board.scanLine(m_changedFrom),
                    m_bare.data() + std::size_t(m_changedFrom) * stride,
                    std::size_t(m_changedTo - m_changedFrom + 1) * stride);
    m_changedFrom = m_board.height();
    m_changedTo = -1;
    m_mip.clearOverlay(); // the bare maze has no overlay block
}

void BoardRaster::rebuild(const MazeScene& scene) {
    const Maze& maze = scene.maze();
    if (!maze.isSquare()) { // drawn by ShapeRenderer: no board of blocks
        m_board = QImage();
        m_mip.invalidate();
        m_hasBare = false;
        return;
    }
    const int w = maze.width();
    const int h = maze.height();
    const int bw = 2 * w + 1;
    const int bh = 2 * h + 1;
    m_mip.invalidate(); // rebuilt from the new board when a frame needs it
    if (m_board.width() != bw || m_board.height() != bh) {
        m_mip.clear();
        m_hasBare = false;
        m_bare = {};
        m_board = QImage(); // let the old board go before allocating the new one
        m_board = QImage(bw, bh, QImage::Format_Indexed8);
        if (m_board.isNull())
            return; // out of memory: the renderer shows an empty view rather than crashing
        rebuildColourTable();
    }
    // Row by row for speed, but through the same rules as updateCell.
    const ShadeRules rules(scene);
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
    // The bare maze is kept once it is whole (not while a generator draws rock over it).
    if (!scene.hasOverlay() && !scene.generating()) {
        keepBareBoard(scene);
    } else {
        m_changedFrom = 0;
        m_changedTo = bh - 1;
    }
}

void BoardRaster::updateCell(const MazeScene& scene, CellIndex cell) {
    if (m_board.isNull())
        return;
    // A cell's state shows in its room, the four passages around it (a passage joining two
    // rooms of the same state takes that state) and the four corners (rock until a neighbour is
    // reached).
    const ShadeRules rules(scene);
    const Cell c = scene.maze().cellAt(cell);
    for (int by = 2 * c.y; by <= 2 * c.y + 2; ++by) {
        std::uint8_t* line = m_board.scanLine(by);
        for (int bx = 2 * c.x; bx <= 2 * c.x + 2; ++bx)
            line[bx] = rules.block(bx, by);
    }
    m_mip.update(m_board, 2 * c.x, 2 * c.y, 2 * c.x + 2, 2 * c.y + 2);
    m_changedFrom = std::min(m_changedFrom, 2 * c.y);
    m_changedTo = std::max(m_changedTo, 2 * c.y + 2);
}

} // namespace mazelab::ui
