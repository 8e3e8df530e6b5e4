#include "ui/view/maze_scene.hpp"

#include <algorithm>
#include <cstring>
#include <utility>

namespace mazelab::ui {

MazeScene::MazeScene(QObject* parent) : QObject(parent) {
    setMaze(Maze(Size{19, 19}), std::nullopt);
}

void MazeScene::setMaze(Maze maze, std::optional<Provenance> provenance) {
    m_maze = std::move(maze);
    m_provenance = std::move(provenance);
    const auto cells = std::size_t(m_maze.cellCount());
    m_marks.assign(cells, 0);
    m_links.clear();
    m_visited.assign(cells, 0);
    m_dirtyFlag.assign(cells, 0);
    m_dirty.clear();
    m_overlayCells = 0;
    m_current = -1;
    m_generating = false;
    m_fullRedraw = true;
    m_overlayCleared = false;
    ++m_mazeRevision;
    recomputeMaxCost();
    emit mazeReplaced();
}

void MazeScene::touch(CellIndex cell) {
    if (m_fullRedraw || m_dirtyFlag[std::size_t(cell)])
        return;
    m_dirtyFlag[std::size_t(cell)] = 1;
    m_dirty.push_back(cell);
    // A view that redraws thousands of cells one by one is slower than one full redraw.
    if (m_dirty.size() > m_marks.size() / 8 + 4096)
        m_fullRedraw = true;
}

void MazeScene::touchMaze(CellIndex cell) {
    ++m_mazeRevision;
    touch(cell);
}

void MazeScene::setPassage(CellIndex cell, Dir dir, bool open) {
    setSlot(cell, Slot(dir), open); // on square cells the slots are the directions
}

void MazeScene::setSlot(CellIndex cell, Slot slot, bool open) {
    m_maze.setSlot(cell, slot, open);
    touchMaze(cell);
    touchMaze(m_maze.slotNeighbour(cell, slot));
}

void MazeScene::recomputeMaxCost() {
    const auto& costs = m_maze.costs();
    m_maxCost = costs.empty() ? 1 : int(*std::max_element(costs.begin(), costs.end()));
}

void MazeScene::setCost(CellIndex cell, int cost) {
    const int old = m_maze.cost(cell);
    if (old == cost)
        return;
    m_maze.setCost(cell, cost); // throws outside 1..255, before anything changes
    const int oldMax = m_maxCost;
    if (cost > m_maxCost)
        m_maxCost = cost;
    else if (old == m_maxCost)
        recomputeMaxCost(); // rare: only when the (or a) most expensive cell gets cheaper
    ++m_mazeRevision;
    if (m_maxCost != oldMax)
        m_fullRedraw = true; // every weighted cell's shade is relative to the highest cost
    else
        touch(cell);
}

void MazeScene::setActive(CellIndex cell, bool active) {
    if (m_maze.isActive(cell) == active)
        return;
    m_maze.setActive(cell, active); // throws for the start or the goal
    touchMaze(cell);
    for (int s = m_maze.slotCount(cell) - 1; s >= 0; --s)
        if (const CellIndex n = m_maze.slotNeighbour(cell, Slot(s)); n >= 0)
            touchMaze(n);
    if (!active && m_marks[std::size_t(cell)] != 0)
        setMark(cell, CellMark::None);
}

void MazeScene::setEndpoints(Cell start, Cell goal) {
    const CellIndex oldStart = m_maze.index(m_maze.start());
    const CellIndex oldGoal = m_maze.index(m_maze.goal());
    m_maze.setEndpoints(start, goal);
    for (CellIndex c : {oldStart, oldGoal, m_maze.index(start), m_maze.index(goal)})
        touchMaze(c);
    emit endpointsChanged();
    flush();
}

void MazeScene::setMark(CellIndex cell, CellMark mark) {
    auto& slot = m_marks[std::size_t(cell)];
    if (slot == std::uint8_t(mark))
        return;
    m_overlayCells += (mark != CellMark::None) - (slot != 0);
    slot = std::uint8_t(mark);
    touch(cell);
}

void MazeScene::setPathLink(CellIndex cell, std::uint8_t move) {
    if (m_links.empty())
        m_links.assign(m_marks.size(), 0);
    auto& slot = m_links[std::size_t(cell)];
    const auto bit = std::uint8_t(1u << move);
    if (slot & bit)
        return;
    slot |= bit;
    touch(cell);
}

void MazeScene::setCurrent(CellIndex cell) {
    if (cell == m_current)
        return;
    if (m_current >= 0)
        touch(m_current);
    m_current = cell;
    if (cell >= 0)
        touch(cell);
}

void MazeScene::setOverlay(const OverlayMarks& overlay) {
    const std::vector<std::uint8_t>& marks = overlay.marks();
    Q_ASSERT(marks.size() == m_marks.size());
    // Compared a block at a time: after a small edit most of the drawing is unchanged.
    constexpr std::size_t kBlock = 64;
    for (std::size_t from = 0; from < marks.size(); from += kBlock) {
        const std::size_t to = std::min(from + kBlock, marks.size());
        if (std::memcmp(&marks[from], &m_marks[from], to - from) == 0)
            continue;
        for (std::size_t i = from; i < to; ++i)
            setMark(CellIndex(i), CellMark(marks[i]));
    }
    // The path's diagonal moves: the overlay's, and none where it has none.
    const std::vector<std::uint8_t>& links = overlay.links();
    for (std::size_t i = 0; i < m_links.size(); ++i)
        if (m_links[i] != (links.empty() ? 0 : links[i])) {
            m_links[i] = 0;
            touch(CellIndex(i));
        }
    for (std::size_t i = 0; i < links.size(); ++i)
        for (std::uint8_t move = 0; move < 8; ++move)
            if (links[i] & (1u << move))
                setPathLink(CellIndex(i), move);
    setCurrent(overlay.current());
}

void MazeScene::remark(CellMark a, CellMark b, CellMark to) {
    const auto ra = std::uint8_t(a);
    const auto rb = std::uint8_t(b);
    for (std::size_t i = 0; i < m_marks.size(); ++i)
        if (m_marks[i] == ra || m_marks[i] == rb)
            setMark(CellIndex(i), to);
    for (std::size_t i = 0; i < m_links.size(); ++i)
        if (std::exchange(m_links[i], std::uint8_t(0)) != 0)
            touch(CellIndex(i));
    setCurrent(-1);
}

void MazeScene::clearOverlay() {
    if (!hasOverlay())
        return;
    std::fill(m_marks.begin(), m_marks.end(), 0);
    m_links.clear();
    m_overlayCells = 0;
    m_current = -1;
    m_overlayCleared = true;
    flush();
}

void MazeScene::setGenerating(bool generating) {
    if (generating == m_generating)
        return;
    m_generating = generating;
    std::fill(m_visited.begin(), m_visited.end(), 0);
    ++m_mazeRevision;
    m_fullRedraw = true;
    flush();
}

void MazeScene::setVisited(CellIndex cell) {
    auto& slot = m_visited[std::size_t(cell)];
    if (!slot) {
        slot = 1;
        touchMaze(cell);
    }
}

MazeScene::Dirty MazeScene::takeDirty() {
    for (CellIndex c : m_dirty)
        m_dirtyFlag[std::size_t(c)] = 0;
    Dirty dirty{std::exchange(m_fullRedraw, false), std::exchange(m_overlayCleared, false),
                std::exchange(m_dirty, {})};
    if (dirty.full)
        dirty.cells.clear();
    return dirty;
}

void MazeScene::flush() {
    if (m_fullRedraw || m_overlayCleared || !m_dirty.empty())
        emit changed();
}

} // namespace mazelab::ui
